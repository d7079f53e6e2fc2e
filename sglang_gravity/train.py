"""Train a gravity checkpoint with the three-stream block-diffusion objective (DESIGN §1, §6).

    python -m sglang_gravity.train --preset demo --out models/gravity-demo --threads 1

From scratch it builds a small GLM-OCR (`training.model`); `--init-from DIR` fine-tunes an existing
GLM-OCR folder instead (adding `<|mask|>` if missing), the same path a GPU user takes with
`--device cuda`. Writes a served folder (HF weights in fp32, processor, chat template,
block_diffusion.json, training_log.json) and a resumable state file next to it (`--resume`).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import pathlib
import time

import torch
from tqdm import tqdm

from sglang_gravity.training.data import TASKS, held_out_samples, make_sample
from sglang_gravity.training.evaluate import evaluate, summarize
from sglang_gravity.training.model import (
    ModelSizes,
    block_diffusion_dict,
    build_scratch_model,
    ensure_mask_token,
    save_served_folder,
)
from sglang_gravity.training.objective import sample_batch, three_stream_loss

SMOKE_SIZES = ModelSizes(
    hidden=64,
    layers=2,
    heads=2,
    kv_heads=1,
    head_dim=32,
    ffn=128,
    vision_hidden=32,
    vision_depth=1,
    vision_heads=1,
)
PRESETS = {
    "smoke": dict(
        sizes=SMOKE_SIZES,
        steps=30,
        batch_size=4,
        lr=3e-3,
        warmup=5,
        eval_every=15,
        eval_n=2,
        save_every=15,
        vision_freeze_steps=5,
        curriculum_steps=10,
    ),
    "demo": dict(
        sizes=ModelSizes(),
        steps=5000,
        batch_size=12,
        lr=3e-3,
        warmup=100,
        eval_every=500,
        eval_n=8,
        save_every=250,
        vision_freeze_steps=400,
        curriculum_steps=1500,
    ),
}


def lr_at(step: int, *, lr: float, warmup: int, steps: int, min_ratio: float) -> float:
    """Linear warm-up to lr, then cosine decay to lr * min_ratio at `steps`."""
    if step < warmup:
        return lr * (step + 1) / warmup
    progress = min(1.0, (step - warmup) / max(1, steps - warmup))
    return lr * (min_ratio + (1 - min_ratio) * 0.5 * (1 + math.cos(math.pi * progress)))


def level_at(step: int, *, curriculum_steps: int) -> float:
    """Content-length level of the training documents: 0.1 (a few characters) rising to 1."""
    return min(1.0, 0.1 + 0.9 * step / max(1, curriculum_steps))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--preset", choices=sorted(PRESETS), default="demo", help="default settings")
    p.add_argument("--out", required=True, help="served checkpoint folder to write")
    p.add_argument("--init-from", help="fine-tune this GLM-OCR folder instead of a scratch model")
    p.add_argument("--device", default="cpu", help="torch device, e.g. cpu or cuda")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument(
        "--attn-implementation",
        default="eager",
        help="HF attention for training and evals (eager is faster than sdpa for these short "
        "masked sequences on CPU; try sdpa on GPU)",
    )
    p.add_argument("--steps", type=int, help="optimizer steps (preset default)")
    p.add_argument("--batch-size", type=int, help="examples per step (preset default)")
    p.add_argument("--lr", type=float, help="peak AdamW learning rate (preset default)")
    p.add_argument("--warmup", type=int, help="linear warm-up steps (preset default)")
    p.add_argument("--min-lr-ratio", type=float, default=0.1, help="final lr / peak lr")
    p.add_argument(
        "--vision-freeze-steps",
        type=int,
        help="steps with the vision tower frozen (preset default): a scratch tower trained from "
        "step 0 was seen to collapse to a constant output before the decoder learned to read",
    )
    p.add_argument(
        "--curriculum-steps",
        type=int,
        help="steps over which document length grows to the full task (preset default)",
    )
    p.add_argument("--weight-decay", type=float, default=0.01, help="AdamW weight decay")
    p.add_argument("--grad-clip", type=float, default=1.0, help="gradient norm clip")
    p.add_argument("--bd-size", type=int, default=8, help="block size B (written to the folder)")
    p.add_argument("--ar-loss-weight", type=float, default=1.0, help="weight of the AR loss")
    p.add_argument("--seed", type=int, default=0, help="init, masking and data-order seed")
    p.add_argument(
        "--bf16",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="bf16 autocast for training steps (weights, evals and the saved folder stay fp32)",
    )
    p.add_argument("--eval-every", type=int, help="steps between held-out evals (preset default)")
    p.add_argument("--eval-n", type=int, help="held-out samples per task per eval (preset)")
    p.add_argument("--max-new-tokens", type=int, default=96, help="decode budget in evals")
    p.add_argument("--save-every", type=int, help="steps between saves (preset default)")
    p.add_argument("--log-every", type=int, default=25, help="steps per logged loss point")
    p.add_argument("--resume", action="store_true", help="continue from the state file")
    p.add_argument(
        "--stop-at", type=int, help="save and exit at this step (schedules still span --steps)"
    )
    p.add_argument("--state", help="resumable state file (default: OUT.state.pt)")
    return p.parse_args(argv)


def resolve_config(args: argparse.Namespace) -> dict:
    """CLI values over the preset's; the result is logged and saved with every checkpoint."""
    preset = PRESETS[args.preset]
    per_run = ("resume", "stop_at", "state")  # flags of this invocation, not of the run
    cfg = {
        k: (preset[k] if v is None and k in preset else v)
        for k, v in vars(args).items()
        if k not in per_run
    }
    cfg["sizes"] = dataclasses.asdict(preset["sizes"]) if args.init_from is None else None
    return cfg


def load_model(cfg: dict):
    """(model, processor, mask_id): scratch model or the --init-from folder, fp32, on the device."""
    if cfg["init_from"] is None:
        sizes = ModelSizes(
            **{**cfg["sizes"], "mrope_section": tuple(cfg["sizes"]["mrope_section"])}
        )
        model, processor = build_scratch_model(sizes, seed=cfg["seed"])
    else:
        from transformers import AutoModelForImageTextToText, AutoProcessor

        processor = AutoProcessor.from_pretrained(cfg["init_from"])
        model = AutoModelForImageTextToText.from_pretrained(cfg["init_from"], dtype=torch.float32)
    eos = model.generation_config.eos_token_id
    model.generation_config.eos_token_id = [eos] if isinstance(eos, int) else list(eos)
    mask_id = ensure_mask_token(model, processor.tokenizer)
    model.set_attn_implementation(cfg["attn_implementation"])
    return model.to(cfg["device"]).train(), processor, mask_id


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    state_path = pathlib.Path(args.state or f"{pathlib.Path(args.out)}.state.pt")
    state = torch.load(state_path, weights_only=False) if args.resume else None
    cfg = state["config"] if state else resolve_config(args)
    print(json.dumps(cfg, indent=2))

    model, processor, mask_id = load_model(cfg)
    block_diffusion = block_diffusion_dict(
        bd_size=cfg["bd_size"], mask_id=mask_id, ar_loss_weight=cfg["ar_loss_weight"]
    )
    params = sum(p.numel() for p in model.parameters())
    vision = [p for n, p in model.named_parameters() if n.startswith("model.visual.")]
    others = [p for n, p in model.named_parameters() if not n.startswith("model.visual.")]
    optimizer = torch.optim.AdamW(
        [{"params": others}, {"params": vision}],
        lr=cfg["lr"],
        weight_decay=cfg["weight_decay"],
        betas=(0.9, 0.95),
    )
    generator = torch.Generator().manual_seed(cfg["seed"])
    step, next_example, elapsed = 0, 0, 0.0
    window = {"loss": 0.0, "ar_loss": 0.0, "denoise_loss": 0.0, "n": 0}  # losses since last log
    log = {"config": cfg, "params": params, "block_diffusion": block_diffusion, "train": []}
    log["eval"] = []
    if state:
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        generator.set_state(state["generator"])
        step, next_example = state["step"], state["next_example"]
        elapsed, log, window = state["elapsed_s"], state["log"], state["window"]
    print(f"{params / 1e6:.2f}M parameters, mask id {mask_id}, starting at step {step}")

    held_out = [s for task in TASKS for s in held_out_samples(cfg["eval_n"], task)]
    autocast = dict(device_type=torch.device(cfg["device"]).type, dtype=torch.bfloat16)

    def save() -> None:
        log["elapsed_s"] = elapsed
        out = save_served_folder(model, processor, cfg["out"], block_diffusion)
        (out / "training_log.json").write_text(json.dumps(log, indent=1) + "\n")
        torch.save(
            {
                "model": model.state_dict(),
                "optimizer": optimizer.state_dict(),
                "generator": generator.get_state(),
                "step": step,
                "next_example": next_example,
                "elapsed_s": elapsed,
                "window": window,
                "config": cfg,
                "log": log,
            },
            state_path,
        )

    stop = min(cfg["steps"], args.stop_at or cfg["steps"])
    bar = tqdm(total=cfg["steps"], initial=step, mininterval=10, dynamic_ncols=True)
    while step < stop:
        t0 = time.perf_counter()
        lr = lr_at(
            step,
            lr=cfg["lr"],
            warmup=cfg["warmup"],
            steps=cfg["steps"],
            min_ratio=cfg["min_lr_ratio"],
        )
        decoder_group, vision_group = optimizer.param_groups
        decoder_group["lr"] = lr
        vision_group["lr"] = lr * (step >= cfg["vision_freeze_steps"])
        level = level_at(step, curriculum_steps=cfg["curriculum_steps"])
        samples = [make_sample(next_example + i, level=level) for i in range(cfg["batch_size"])]
        next_example += cfg["batch_size"]
        batch = sample_batch(
            model,
            processor,
            samples,
            bd_size=cfg["bd_size"],
            mask_id=mask_id,
            generator=generator,
        )
        with torch.autocast(**autocast, enabled=cfg["bf16"]):
            loss, ar_loss, denoise_loss = three_stream_loss(model, batch, cfg["ar_loss_weight"])
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["grad_clip"])
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        step += 1
        elapsed += time.perf_counter() - t0

        # .item() is a host sync; harmless on CPU, once per step on GPU
        for key, value in (("loss", loss), ("ar_loss", ar_loss), ("denoise_loss", denoise_loss)):
            window[key] += value.item()
        window["n"] += 1
        bar.update(1)
        bar.set_postfix(ar=f"{ar_loss.item():.3f}", dn=f"{denoise_loss.item():.3f}")
        if step % cfg["log_every"] == 0 or step == cfg["steps"]:
            n = window.pop("n")
            point = {"step": step, "lr": lr, "level": level, "elapsed_s": round(elapsed, 1)}
            log["train"].append(point | {k: round(v / n, 4) for k, v in window.items()})
            window = dict.fromkeys(window, 0.0) | {"n": 0}
        if step % cfg["eval_every"] == 0 or step == cfg["steps"]:
            records = evaluate(
                model,
                processor,
                held_out,
                mask_id=mask_id,
                bd_size=cfg["bd_size"],
                max_new_tokens=cfg["max_new_tokens"],
            )
            metrics = summarize(records)
            log["eval"].append({"step": step, "elapsed_s": round(elapsed, 1), **metrics})
            bar.write(f"step {step}: " + json.dumps(metrics))
        if step % cfg["save_every"] == 0 or step == stop:
            save()
    bar.close()
    print(f"done: {step} steps, {elapsed / 60:.1f} min of training, folder {cfg['out']}")


if __name__ == "__main__":
    main()
