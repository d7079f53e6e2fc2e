"""Train a gravity checkpoint with the three-stream block-diffusion objective (DESIGN §1, §6).

    python -m sglang_gravity.training.train --preset demo --out models/gravity-demo --threads 1
    python -m sglang_gravity.training.train --init-from BASE --data train.jsonl --out OUT --device cuda
    torchrun --nproc-per-node 8 -m sglang_gravity.training.train --init-from BASE --data DIR --out OUT \
        --device cuda --batch-size 8 --grad-accum 4

From scratch it builds a small GLM-OCR (`training.model`); `--init-from DIR` fine-tunes an existing
GLM-OCR folder instead (adding `<|mask|>` if missing). Examples come from the synthetic generator
(`training.data`), or from real records (`--data`: a JSONL file or a saved `datasets` folder, see
`training.records`), or a mix (`--synthetic-fraction`), through a DataLoader (`--num-workers`) in a
seeded, per-epoch shuffled order (`training.stream`). Under `torchrun` it trains with DDP (gloo on
CPU, nccl on CUDA); `--batch-size` is per rank and micro-batch, and the loss is the mean over the
global batch (batch size x ranks x `--grad-accum`), so a run's weights do not depend on how that
batch is split. Rank 0 logs, evaluates and saves: a served folder (HF weights in fp32, processor,
chat template, block_diffusion.json, training_log.json) and a resumable state file next to it
(`--resume`: model, optimizer, every rank's RNG, the data position).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime
import json
import math
import os
import pathlib
import sys
import time

import torch
import torch.distributed as dist
from tqdm import tqdm

from sglang_gravity.config import BLOCK_DIFFUSION_FILE
from sglang_gravity.training.data import TASKS, held_out_samples
from sglang_gravity.training.evaluate import evaluate, summarize
from sglang_gravity.training.model import (
    ModelSizes,
    block_diffusion_dict,
    build_scratch_model,
    ensure_mask_token,
    save_served_folder,
)
from sglang_gravity.training.objective import (
    EncodedExample,
    ThreeStreamSums,
    label_counts,
    pack_batch,
)
from sglang_gravity.training.records import BadRecordError, read_records
from sglang_gravity.training.stream import (
    BadExample,
    ExampleDataset,
    StepBatches,
    as_fraction,
    data_position,
    example_loader,
    level_at,
)

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


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--preset", choices=sorted(PRESETS), default="demo", help="default settings")
    p.add_argument("--out", required=True, help="served checkpoint folder to write")
    p.add_argument("--init-from", help="fine-tune this GLM-OCR folder instead of a scratch model")
    p.add_argument("--device", default="cpu", help="torch device: cpu or cuda (one GPU per rank)")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument(
        "--attn-implementation",
        default="eager",
        help="HF attention for training and evals (eager is faster than sdpa for these short "
        "masked sequences on CPU; try sdpa on GPU)",
    )
    p.add_argument(
        "--data",
        help="real records: a JSONL file of {image, prompt, target} or a datasets save_to_disk "
        "folder with those columns (default: the synthetic generator only)",
    )
    p.add_argument(
        "--synthetic-fraction",
        type=float,
        help="share of synthetic documents among the examples (default 0 with --data, else 1)",
    )
    p.add_argument(
        "--skip-bad-records",
        action="store_true",
        help="skip (and count in the log) records that cannot be used, instead of stopping",
    )
    p.add_argument(
        "--eval-data",
        help="held-out records (JSONL or dataset folder) for the evals: the first --eval-n of "
        "each task (default: the synthetic held-out documents)",
    )
    p.add_argument(
        "--num-workers", type=int, default=0, help="DataLoader worker processes per rank"
    )
    p.add_argument("--steps", type=int, help="optimizer steps (preset default)")
    p.add_argument(
        "--batch-size", type=int, help="examples per rank and micro-batch (preset default)"
    )
    p.add_argument(
        "--grad-accum", type=int, default=1, help="micro-batches accumulated per optimizer step"
    )
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
        help="steps over which synthetic document length grows to the full task (preset default)",
    )
    p.add_argument("--weight-decay", type=float, default=0.01, help="AdamW weight decay")
    p.add_argument("--grad-clip", type=float, default=1.0, help="gradient norm clip")
    p.add_argument(
        "--bd-size",
        type=int,
        help="block size B (written to the folder; default: --init-from's block_diffusion.json, "
        "else 8)",
    )
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


# flags of this invocation, not of the run: a resumed run takes them from its own command line
PER_RUN = ("resume", "stop_at", "state", "num_workers", "threads")


def resolve_config(args: argparse.Namespace) -> dict:
    """CLI values over the preset's; the result is logged and saved with every checkpoint."""
    preset = PRESETS[args.preset]
    cfg = {
        k: (preset[k] if v is None and k in preset else v)
        for k, v in vars(args).items()
        if k not in PER_RUN
    }
    cfg["sizes"] = dataclasses.asdict(preset["sizes"]) if args.init_from is None else None
    if cfg["synthetic_fraction"] is None:
        cfg["synthetic_fraction"] = 0.0 if args.data else 1.0
    as_fraction(cfg["synthetic_fraction"])  # range check
    if cfg["synthetic_fraction"] < 1 and not args.data:
        raise SystemExit("--synthetic-fraction below 1 needs --data")
    if cfg["bd_size"] is None:
        cfg["bd_size"] = 8
        if args.init_from and (pathlib.Path(args.init_from) / BLOCK_DIFFUSION_FILE).is_file():
            spec = json.loads((pathlib.Path(args.init_from) / BLOCK_DIFFUSION_FILE).read_text())
            cfg["bd_size"] = int(spec["bd_size"])
    return cfg


def load_model(cfg: dict, device: str):
    """(model, processor, mask_id): scratch model or the --init-from folder, fp32, on `device`."""
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
    return model.to(device).train(), processor, mask_id


@dataclasses.dataclass
class Dist:
    """This process's place in the run (world 1 without torchrun)."""

    rank: int = 0
    world: int = 1
    device: str = "cpu"

    @property
    def main(self) -> bool:
        return self.rank == 0

    def all_reduce(self, values: list[float]) -> list[float]:
        if self.world == 1:
            return values
        t = torch.tensor(values, dtype=torch.float64, device=self.device)
        dist.all_reduce(t)
        return t.tolist()

    def all_gather(self, obj):
        if self.world == 1:
            return [obj]
        out = [None] * self.world
        dist.all_gather_object(out, obj)
        return out


def init_distributed(device: str) -> Dist:
    """Join the torchrun group (nccl on CUDA, gloo on CPU); each CUDA rank takes its local GPU."""
    world = int(os.environ.get("WORLD_SIZE", "1"))
    if world == 1:
        return Dist(device=device)
    rank, local_rank = int(os.environ["RANK"]), int(os.environ.get("LOCAL_RANK", "0"))
    cuda = torch.device(device).type == "cuda"
    if cuda:
        torch.cuda.set_device(local_rank)
        device = f"cuda:{local_rank}"
    # rank 0 evaluates and saves while the others wait in their next all-reduce
    dist.init_process_group("nccl" if cuda else "gloo", timeout=datetime.timedelta(hours=2))
    return Dist(rank=rank, world=world, device=device)


def rng_state(device: str) -> dict:
    state = {"cpu": torch.get_rng_state()}
    if torch.device(device).type == "cuda":
        state["cuda"] = torch.cuda.get_rng_state(device)
    return state


def set_rng_state(state: dict, device: str) -> None:
    torch.set_rng_state(state["cpu"])
    if "cuda" in state and torch.device(device).type == "cuda":
        torch.cuda.set_rng_state(state["cuda"], device)


def load_eval_samples(cfg: dict) -> list:
    """Held-out samples per task: the first eval_n records of each task, or synthetic ones."""
    if cfg["eval_n"] <= 0:
        return []
    if not cfg["eval_data"]:
        return [s for task in TASKS for s in held_out_samples(cfg["eval_n"], task)]
    records = read_records(cfg["eval_data"], skip_bad=cfg["skip_bad_records"])
    chosen = [r for task in TASKS for r in [r for r in records if r.task == task][: cfg["eval_n"]]]
    return [r.to_sample() for r in chosen]


def bad_record_exit(sources: list[tuple[str, str]]) -> SystemExit:
    source, reason = sources[0]
    more = f" (and {len(sources) - 1} more)" if len(sources) > 1 else ""
    return SystemExit(
        f"bad record {source}: {reason}{more}; fix it, or pass --skip-bad-records to skip bad "
        "records"
    )


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    state_path = pathlib.Path(args.state or f"{pathlib.Path(args.out)}.state.pt")
    state = torch.load(state_path, weights_only=False) if args.resume else None
    cfg = state["config"] if state else resolve_config(args)
    cfg.setdefault("grad_accum", 1)  # state files written before these options
    cfg.setdefault("data", None)
    cfg.setdefault("eval_data", None)
    cfg.setdefault("synthetic_fraction", 1.0)
    cfg.setdefault("skip_bad_records", False)
    ddp = init_distributed(cfg["device"])
    try:
        train(args, cfg, state, state_path, ddp)
    finally:
        if ddp.world > 1:
            dist.destroy_process_group()


def train(args, cfg: dict, state: dict | None, state_path: pathlib.Path, ddp: Dist) -> None:
    say = print if ddp.main else (lambda *a, **k: None)
    say(json.dumps(cfg, indent=2))

    bad_read: list[tuple[str, str]] = []
    try:
        records = (
            read_records(cfg["data"], skip_bad=cfg["skip_bad_records"], bad=bad_read)
            if cfg["data"]
            else []
        )
        held_out = load_eval_samples(cfg) if ddp.main else []
    except BadRecordError as error:
        raise bad_record_exit([(error.source, error.reason)]) from None
    if cfg["data"]:
        if not records:
            raise SystemExit(f"{cfg['data']}: no usable records")
        say(f"{cfg['data']}: {len(records)} records, {len(bad_read)} bad skipped")

    model, processor, mask_id = load_model(cfg, ddp.device)
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
    step, next_example, elapsed = 0, 0, 0.0
    window = {"loss": 0.0, "ar_loss": 0.0, "denoise_loss": 0.0, "n": 0}  # losses since last log
    log = {"config": cfg, "params": params, "block_diffusion": block_diffusion, "train": []}
    log["eval"] = []
    if state:
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        step, next_example = state["step"], state["next_example"]
        elapsed, log, window = state["elapsed_s"], state["log"], state["window"]
        ranks = state.get("rng") or []
        if len(ranks) == ddp.world:
            set_rng_state(ranks[ddp.rank], ddp.device)
    fraction = as_fraction(cfg["synthetic_fraction"])
    data_log = log.setdefault("data", {"path": cfg["data"], "bad_skipped": 0, "bad": []})
    if not state:
        data_log |= {"records": len(records), "bad_skipped": len(bad_read)}
        data_log["bad"] = [list(b) for b in bad_read[:100]]
    say(
        f"{params / 1e6:.2f}M parameters, mask id {mask_id}, {ddp.world} rank(s), starting at "
        f"step {step}: "
        + json.dumps(data_position(next_example, fraction=fraction, n_records=len(records)))
    )

    loss_module = ThreeStreamSums(model)
    if ddp.world > 1:
        from torch.nn.parallel import DistributedDataParallel

        cuda = torch.device(ddp.device).type == "cuda"
        loss_module = DistributedDataParallel(
            loss_module, device_ids=[torch.device(ddp.device).index] if cuda else None
        )
    autocast = dict(device_type=torch.device(ddp.device).type, dtype=torch.bfloat16)
    eos_id = model.generation_config.eos_token_id[0]
    dataset = ExampleDataset(
        records,
        processor,
        eos_id=eos_id,
        seed=cfg["seed"],
        synthetic_fraction=cfg["synthetic_fraction"],
    )
    stop = min(cfg["steps"], args.stop_at or cfg["steps"])
    batches = StepBatches(
        start_example=next_example,
        start_step=step,
        stop_step=stop,
        batch_size=cfg["batch_size"],
        grad_accum=cfg["grad_accum"],
        world_size=ddp.world,
        rank=ddp.rank,
        curriculum_steps=cfg["curriculum_steps"],
    )
    loader = iter(example_loader(dataset, batches, num_workers=args.num_workers))

    def save() -> None:
        rngs = ddp.all_gather(rng_state(ddp.device))  # every rank takes part
        if not ddp.main:
            return
        log["elapsed_s"] = elapsed
        log["data"]["position"] = data_position(
            next_example, fraction=fraction, n_records=len(records)
        )
        out = save_served_folder(model, processor, cfg["out"], block_diffusion)
        (out / "training_log.json").write_text(json.dumps(log, indent=1) + "\n")
        torch.save(
            {
                "model": model.state_dict(),
                "optimizer": optimizer.state_dict(),
                "rng": rngs,
                "step": step,
                "next_example": next_example,
                "elapsed_s": elapsed,
                "window": window,
                "config": cfg,
                "log": log,
            },
            state_path,
        )

    bar = tqdm(
        total=cfg["steps"], initial=step, mininterval=10, dynamic_ncols=True, disable=not ddp.main
    )
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

        micro = [next(loader) for _ in range(cfg["grad_accum"])]
        bad = [(b.source, b.reason) for mb in micro for b in mb if isinstance(b, BadExample)]
        good = [[e for e in mb if isinstance(e, EncodedExample)] for mb in micro]
        packed = [
            pack_batch(model, mb, bd_size=cfg["bd_size"], mask_id=mask_id, seed=cfg["seed"])
            for mb in good
            if mb
        ]
        rows = [label_counts(b) for b in packed]
        ar_rows, dn_rows, n_bad, n_empty = ddp.all_reduce(
            [sum(r[0] for r in rows), sum(r[1] for r in rows), len(bad), len(good) - len(packed)]
        )
        if n_bad:
            all_bad = [b for rank_bad in ddp.all_gather(bad) for b in rank_bad]
            if not cfg["skip_bad_records"]:
                raise bad_record_exit(all_bad)
            for source, reason in bad:
                bar.write(f"rank {ddp.rank}: skipping bad record {source}: {reason}")
            log["data"]["bad_skipped"] += len(all_bad)
            log["data"]["bad"] = (log["data"]["bad"] + [list(b) for b in all_bad])[:100]
        if n_empty:
            raise SystemExit(
                f"step {step}: every example of a micro-batch was a bad record; "
                "use a larger --batch-size or clean the data"
            )

        sums = torch.zeros(2, dtype=torch.float64)
        for k, batch in enumerate(packed):
            last = k == len(packed) - 1
            sync = contextlib.nullcontext()
            if ddp.world > 1 and not last:
                sync = loss_module.no_sync()
            with sync:
                with torch.autocast(**autocast, enabled=cfg["bf16"]):
                    ar_sum, dn_sum = loss_module(batch)
                # DDP averages gradients over ranks: x world makes that the global mean
                scale = ddp.world
                loss = scale * (cfg["ar_loss_weight"] * ar_sum / ar_rows + dn_sum / dn_rows)
                loss.backward()
            sums += torch.stack([ar_sum.detach(), dn_sum.detach()]).double().cpu()
        torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["grad_clip"])
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        step += 1
        next_example += batches.examples_per_step
        elapsed += time.perf_counter() - t0

        ar_total, dn_total = ddp.all_reduce(sums.tolist())
        ar_loss, denoise_loss = ar_total / ar_rows, dn_total / dn_rows
        losses = {
            "loss": cfg["ar_loss_weight"] * ar_loss + denoise_loss,
            "ar_loss": ar_loss,
            "denoise_loss": denoise_loss,
        }
        for key, value in losses.items():
            window[key] += value
        window["n"] += 1
        bar.update(1)
        bar.set_postfix(ar=f"{ar_loss:.3f}", dn=f"{denoise_loss:.3f}")
        if step % cfg["log_every"] == 0 or step == cfg["steps"]:
            n = window.pop("n")
            point = {"step": step, "lr": lr, "level": level, "elapsed_s": round(elapsed, 1)}
            log["train"].append(point | {k: round(v / n, 4) for k, v in window.items()})
            window = dict.fromkeys(window, 0.0) | {"n": 0}
        if ddp.main and (step % cfg["eval_every"] == 0 or step == cfg["steps"]) and held_out:
            records_out = evaluate(
                model,
                processor,
                held_out,
                mask_id=mask_id,
                bd_size=cfg["bd_size"],
                max_new_tokens=cfg["max_new_tokens"],
            )
            metrics = summarize(records_out)
            log["eval"].append({"step": step, "elapsed_s": round(elapsed, 1), **metrics})
            bar.write(f"step {step}: " + json.dumps(metrics))
        if step % cfg["save_every"] == 0 or step == stop:
            save()
    bar.close()
    del loader
    say(f"done: {step} steps, {elapsed / 60:.1f} min of training, folder {cfg['out']}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
