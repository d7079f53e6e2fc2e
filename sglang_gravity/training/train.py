"""Train a gravity checkpoint with the three-stream block-diffusion objective (docs/training.md).

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

This module is the command line and its configuration (`configs.TrainConfig`); the run and its
step are `training.supervised`, driven by the step loop the trainers share (`training.loop`).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys

import torch
import torch.distributed as dist

from sglang_gravity.config import BLOCK_DIFFUSION_FILE
from sglang_gravity.training.checkpointing import Checkpoint
from sglang_gravity.training.configs import TrainConfig
from sglang_gravity.training.loop import Schedule, resume_state, run_steps
from sglang_gravity.training.model import ModelSizes
from sglang_gravity.training.stream import as_fraction
from sglang_gravity.training.supervised import (
    Dist,
    SupervisedTrainer,
    example_batches,
    init_distributed,
    loss_module_of,
    read_data,
    start_data_log,
    start_run,
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
        # documents stay a few words long (level 0.1-0.13): a smoke run checks the machinery, and
        # full-length regions would make each of its steps seconds long
        curriculum_steps=1000,
        bd_size=8,
        attn_implementation="eager",
        length_groups=1,
        max_new_tokens=96,
    ),
    # The bundled demo: bd_size 32 on regions of real length (training.data), about 2.3 s a step on
    # two cores with sdpa attention and three length groups per batch
    "demo": dict(
        sizes=ModelSizes(),
        steps=4200,
        batch_size=12,
        lr=3e-3,
        warmup=100,
        eval_every=750,
        eval_n=3,
        save_every=250,
        vision_freeze_steps=400,
        curriculum_steps=1500,
        bd_size=32,
        attn_implementation="sdpa",
        length_groups=3,
        max_new_tokens=512,
    ),
}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (the flags are added in groups, in --help order)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    _add_model_and_data_flags(p)
    _add_optimization_flags(p)
    _add_eval_and_save_flags(p)
    return p.parse_args(argv)


def _add_model_and_data_flags(p: argparse.ArgumentParser) -> None:
    """The preset, the model to train and where, and the training and held-out data."""
    p.add_argument("--preset", choices=sorted(PRESETS), default="demo", help="default settings")
    p.add_argument("--out", required=True, help="served checkpoint folder to write")
    p.add_argument("--init-from", help="fine-tune this GLM-OCR folder instead of a scratch model")
    p.add_argument("--device", default="cpu", help="torch device: cpu or cuda (one GPU per rank)")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument(
        "--attn-implementation",
        help="HF attention for training and evals (preset default; sdpa was 3x faster than eager "
        "on the demo's sequences of 400-1,900 packed tokens on CPU)",
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


def _add_optimization_flags(p: argparse.ArgumentParser) -> None:
    """Steps, batches, the optimizer and its schedules, and the objective."""
    p.add_argument("--steps", type=int, help="optimizer steps (preset default)")
    p.add_argument(
        "--batch-size", type=int, help="examples per rank and micro-batch (preset default)"
    )
    p.add_argument(
        "--grad-accum", type=int, default=1, help="micro-batches accumulated per optimizer step"
    )
    p.add_argument(
        "--length-groups",
        type=int,
        help="split each micro-batch into this many groups of similar packed length, packed and "
        "run one after the other (less padding; the loss is the same batch mean; preset default)",
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
        "else the preset's)",
    )
    p.add_argument("--ar-loss-weight", type=float, default=1.0, help="weight of the AR loss")
    p.add_argument("--seed", type=int, default=0, help="init, masking and data-order seed")
    p.add_argument(
        "--bf16",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="bf16 autocast for training steps (weights, evals and the saved folder stay fp32)",
    )


def _add_eval_and_save_flags(p: argparse.ArgumentParser) -> None:
    """Held-out evals, logging, saving and resuming."""
    p.add_argument("--eval-every", type=int, help="steps between held-out evals (preset default)")
    p.add_argument("--eval-n", type=int, help="held-out samples per task per eval (preset)")
    p.add_argument("--max-new-tokens", type=int, help="decode budget in evals (preset default)")
    p.add_argument("--save-every", type=int, help="steps between saves (preset default)")
    p.add_argument("--log-every", type=int, default=25, help="steps per logged loss point")
    p.add_argument("--resume", action="store_true", help="continue from the state file")
    p.add_argument(
        "--stop-at", type=int, help="save and exit at this step (schedules still span --steps)"
    )
    p.add_argument("--state", help="resumable state file (default: OUT.state.pt)")


# flags of this invocation, not of the run: a resumed run takes them from its own command line
PER_RUN = ("resume", "stop_at", "state", "num_workers", "threads")


def resolve_config(args: argparse.Namespace) -> TrainConfig:
    """CLI values over the preset's; the result is logged and saved with every checkpoint."""
    preset = PRESETS[args.preset]
    values = {
        k: (preset[k] if v is None and k in preset else v)
        for k, v in vars(args).items()
        if k not in PER_RUN
    }
    if values["synthetic_fraction"] is None:
        values["synthetic_fraction"] = 0.0 if args.data else 1.0
    as_fraction(values["synthetic_fraction"])  # range check
    if values["synthetic_fraction"] < 1 and not args.data:
        raise SystemExit("--synthetic-fraction below 1 needs --data")
    if args.bd_size is None and args.init_from:
        spec_file = pathlib.Path(args.init_from) / BLOCK_DIFFUSION_FILE
        if spec_file.is_file():
            values["bd_size"] = int(json.loads(spec_file.read_text())["bd_size"])
    sizes = preset["sizes"] if args.init_from is None else None
    return TrainConfig(**values, sizes=sizes)


def run_config(args: argparse.Namespace, state: dict | None) -> TrainConfig:
    """A new run's configuration, or a resumed run's saved one (options newer than its state
    file at their defaults)."""
    return TrainConfig.from_dict(state["config"]) if state else resolve_config(args)


def main(argv: list[str] | None = None) -> None:
    """`python -m sglang_gravity.train`: one process, or one rank under torchrun."""
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    state_file, state = resume_state(args.out, args.state, args.resume)
    cfg = run_config(args, state)
    ddp = init_distributed(cfg.device)
    try:
        # the folder is the configuration's --out (a resumed run's is the one it started with)
        train(args, cfg, state, Checkpoint(pathlib.Path(cfg.out), state_file), ddp)
    finally:
        if ddp.world > 1:
            dist.destroy_process_group()


def train(
    args: argparse.Namespace,
    cfg: TrainConfig,
    state: dict | None,
    checkpoint: Checkpoint,
    ddp: Dist,
) -> None:
    """Steps up to --stop-at (or cfg.steps), with logging, evals and saves on the way."""
    ddp.say(json.dumps(cfg.to_dict(), indent=2))
    records, bad_read, held_out = read_data(cfg, ddp)
    run = start_run(cfg, state, ddp, records, held_out)
    start_data_log(run, bad_read, resumed=state is not None)
    params = sum(p.numel() for p in run.model.parameters())
    ddp.say(
        f"{params / 1e6:.2f}M parameters, mask id {run.mask_id}, {ddp.world} rank(s), starting "
        f"at step {run.step}: " + json.dumps(run.data_position())
    )
    loss_module = loss_module_of(run)
    stop = min(cfg.steps, args.stop_at or cfg.steps)
    batches, loader = example_batches(run, stop, args.num_workers)
    trainer = SupervisedTrainer(run, loss_module, loader, batches.examples_per_step, checkpoint)
    schedule = Schedule(
        steps=cfg.steps,
        stop=stop,
        log_every=cfg.log_every,
        eval_every=cfg.eval_every if ddp.main and run.held_out else None,
        save_every=cfg.save_every,
        bar_interval=10,
        show_bar=ddp.main,
    )
    run_steps(trainer, schedule)
    del trainer, loader  # the DataLoader's workers end here
    ddp.say(f"done: {run.step} steps, {run.elapsed / 60:.1f} min of training, folder {cfg.out}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
