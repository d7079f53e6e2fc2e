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
from collections.abc import Iterator, Sequence
from typing import Any

import torch
import torch.distributed as dist
from tqdm import tqdm

from sglang_gravity.config import BLOCK_DIFFUSION_FILE
from sglang_gravity.training.checkpointing import (
    Checkpoint,
    read_state,
    restore_weights,
    rng_state,
    set_rng_state,
    state_path,
)
from sglang_gravity.training.data import Sample
from sglang_gravity.training.model import (
    ModelSizes,
    block_diffusion_dict,
    build_scratch_model,
    ensure_mask_token,
)
from sglang_gravity.training.objective import (
    EncodedExample,
    PackedBatch,
    ThreeStreamSums,
    label_counts,
    pack_batch,
)
from sglang_gravity.training.records import BadRecordError, Record, read_records
from sglang_gravity.training.scoring import evaluate, load_eval_samples, summarize
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


def lr_at(step: int, *, lr: float, warmup: int, steps: int, min_ratio: float) -> float:
    """Linear warm-up to lr, then cosine decay to lr * min_ratio at `steps`."""
    if step < warmup:
        return lr * (step + 1) / warmup
    progress = min(1.0, (step - warmup) / max(1, steps - warmup))
    return lr * (min_ratio + (1 - min_ratio) * 0.5 * (1 + math.cos(math.pi * progress)))


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
    if args.bd_size is None and args.init_from:
        spec_file = pathlib.Path(args.init_from) / BLOCK_DIFFUSION_FILE
        if spec_file.is_file():
            cfg["bd_size"] = int(json.loads(spec_file.read_text())["bd_size"])
    return cfg


def run_config(args: argparse.Namespace, state: dict | None) -> dict:
    """A new run's configuration, or a resumed run's saved one."""
    cfg = state["config"] if state else resolve_config(args)
    cfg.setdefault("grad_accum", 1)  # state files written before these options
    cfg.setdefault("data", None)
    cfg.setdefault("eval_data", None)
    cfg.setdefault("synthetic_fraction", 1.0)
    cfg.setdefault("skip_bad_records", False)
    cfg.setdefault("length_groups", 1)
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

    def say(self, *args, **kwargs) -> None:
        """print, on rank 0 only (every rank runs the same code)."""
        if self.main:
            print(*args, **kwargs)

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


def bad_record_exit(sources: list[tuple[str, str]]) -> SystemExit:
    """The error that stops a run on bad records: the first one named, and the way out."""
    source, reason = sources[0]
    more = f" (and {len(sources) - 1} more)" if len(sources) > 1 else ""
    return SystemExit(
        f"bad record {source}: {reason}{more}; fix it, or pass --skip-bad-records to skip bad "
        "records"
    )


def read_data(cfg: dict, ddp: Dist) -> tuple[Sequence[Record], list[tuple[str, str]], list[Sample]]:
    """(training records, the bad ones skipped as (source, reason), rank 0's held-out samples).

    A bad record stops the run, naming it, unless --skip-bad-records.
    """
    bad_read: list[tuple[str, str]] = []
    skip_bad = cfg["skip_bad_records"]
    try:
        records = read_records(cfg["data"], skip_bad=skip_bad, bad=bad_read) if cfg["data"] else []
        held_out = []
        if ddp.main:
            held_out = load_eval_samples(
                cfg["eval_data"] or None,
                cfg["eval_n"],
                read=lambda path: read_records(path, skip_bad=skip_bad),
            )
    except BadRecordError as error:
        raise bad_record_exit([(error.source, error.reason)]) from None
    if cfg["data"]:
        if not records:
            raise SystemExit(f"{cfg['data']}: no usable records")
        ddp.say(f"{cfg['data']}: {len(records)} records, {len(bad_read)} bad skipped")
    return records, bad_read, held_out


@dataclasses.dataclass
class TrainRun:
    """One training run between steps: what it trains, on what, and where it stands (step,
    next_example, elapsed, log, window: the progress its state file keeps)."""

    cfg: dict
    ddp: Dist
    model: Any
    processor: Any
    mask_id: int
    optimizer: torch.optim.Optimizer
    block_diffusion: dict
    records: Sequence[Record]
    held_out: list[Sample]
    log: dict
    step: int = 0
    next_example: int = 0
    elapsed: float = 0.0
    # loss sums since the last logged point, and how many steps they hold
    window: dict = dataclasses.field(
        default_factory=lambda: {"loss": 0.0, "ar_loss": 0.0, "denoise_loss": 0.0, "n": 0}
    )

    def step_is_due(self, interval: str) -> bool:
        """Whether cfg[interval] divides the step, or it is the run's last step."""
        return self.step % self.cfg[interval] == 0 or self.step == self.cfg["steps"]

    def data_position(self) -> dict:
        """Where the example order stands (`stream.data_position`)."""
        fraction = as_fraction(self.cfg["synthetic_fraction"])
        return data_position(self.next_example, fraction=fraction, n_records=len(self.records))


def start_run(
    cfg: dict, state: dict | None, ddp: Dist, records: Sequence[Record], held_out: list[Sample]
) -> TrainRun:
    """Build or load the model and its optimizer (the vision tower in a group of its own, for
    the freeze); put a resumed run's weights, optimizer, progress and this rank's RNG back."""
    model, processor, mask_id = load_model(cfg, ddp.device)
    block_diffusion = block_diffusion_dict(
        bd_size=cfg["bd_size"], mask_id=mask_id, ar_loss_weight=cfg["ar_loss_weight"]
    )
    vision = [p for n, p in model.named_parameters() if n.startswith("model.visual.")]
    others = [p for n, p in model.named_parameters() if not n.startswith("model.visual.")]
    optimizer = torch.optim.AdamW(
        [{"params": others}, {"params": vision}],
        lr=cfg["lr"],
        weight_decay=cfg["weight_decay"],
        betas=(0.9, 0.95),
    )
    params = sum(p.numel() for p in model.parameters())
    run = TrainRun(
        cfg=cfg,
        ddp=ddp,
        model=model,
        processor=processor,
        mask_id=mask_id,
        optimizer=optimizer,
        block_diffusion=block_diffusion,
        records=records,
        held_out=held_out,
        log={
            "config": cfg,
            "params": params,
            "block_diffusion": block_diffusion,
            "train": [],
            "eval": [],
        },
    )
    if state:
        restore_weights(state, model, optimizer)
        run.step, run.next_example = state["step"], state["next_example"]
        run.elapsed, run.log, run.window = state["elapsed_s"], state["log"], state["window"]
        ranks = state.get("rng") or []
        if len(ranks) == ddp.world:
            set_rng_state(ranks[ddp.rank], ddp.device)
    return run


def start_data_log(run: TrainRun, bad_read: list[tuple[str, str]], *, resumed: bool) -> None:
    """The log's "data" entry: the records used and the bad ones skipped (a resumed run keeps
    its own; a state file older than --data gets an empty one)."""
    data_log = run.log.setdefault("data", {"path": run.cfg["data"], "bad_skipped": 0, "bad": []})
    if not resumed:
        data_log |= {"records": len(run.records), "bad_skipped": len(bad_read)}
        data_log["bad"] = [list(b) for b in bad_read[:100]]


def loss_module_of(run: TrainRun) -> torch.nn.Module:
    """The model's three-stream loss sums, wrapped in DDP under torchrun."""
    loss_module = ThreeStreamSums(run.model)
    if run.ddp.world > 1:
        from torch.nn.parallel import DistributedDataParallel

        device = torch.device(run.ddp.device)
        loss_module = DistributedDataParallel(
            loss_module, device_ids=[device.index] if device.type == "cuda" else None
        )
    return loss_module


def example_batches(run: TrainRun, stop: int, num_workers: int) -> tuple[StepBatches, Iterator]:
    """This rank's micro-batches of encoded examples from the run's data position to `stop`."""
    cfg = run.cfg
    dataset = ExampleDataset(
        run.records,
        run.processor,
        eos_id=run.model.generation_config.eos_token_id[0],
        seed=cfg["seed"],
        synthetic_fraction=cfg["synthetic_fraction"],
    )
    batches = StepBatches(
        start_example=run.next_example,
        start_step=run.step,
        stop_step=stop,
        batch_size=cfg["batch_size"],
        grad_accum=cfg["grad_accum"],
        world_size=run.ddp.world,
        rank=run.ddp.rank,
        curriculum_steps=cfg["curriculum_steps"],
    )
    return batches, iter(example_loader(dataset, batches, num_workers=num_workers))


def save(run: TrainRun, checkpoint: Checkpoint) -> None:
    """Rank 0 writes the served folder with training_log.json and the state file, which holds
    every rank's RNG (so every rank takes part)."""
    rngs = run.ddp.all_gather(rng_state(run.ddp.device))
    if not run.ddp.main:
        return
    run.log["elapsed_s"] = run.elapsed
    run.log["data"]["position"] = run.data_position()
    checkpoint.save(
        run.model,
        run.processor,
        run.optimizer,
        block_diffusion=run.block_diffusion,
        json_files={"training_log.json": json.dumps(run.log, indent=1) + "\n"},
        progress={
            "rng": rngs,
            "step": run.step,
            "next_example": run.next_example,
            "elapsed_s": run.elapsed,
            "window": run.window,
            "config": run.cfg,
            "log": run.log,
        },
    )


def main(argv: list[str] | None = None) -> None:
    """`python -m sglang_gravity.train`: one process, or one rank under torchrun."""
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    state_file = state_path(args.out, args.state)
    state = read_state(state_file) if args.resume else None
    cfg = run_config(args, state)
    ddp = init_distributed(cfg["device"])
    try:
        # the folder is the configuration's --out (a resumed run's is the one it started with)
        train(args, cfg, state, Checkpoint(pathlib.Path(cfg["out"]), state_file), ddp)
    finally:
        if ddp.world > 1:
            dist.destroy_process_group()


def train(
    args: argparse.Namespace, cfg: dict, state: dict | None, checkpoint: Checkpoint, ddp: Dist
) -> None:
    """Steps up to --stop-at (or cfg["steps"]), with logging, evals and saves on the way."""
    ddp.say(json.dumps(cfg, indent=2))
    records, bad_read, held_out = read_data(cfg, ddp)
    run = start_run(cfg, state, ddp, records, held_out)
    start_data_log(run, bad_read, resumed=state is not None)
    params = sum(p.numel() for p in run.model.parameters())
    ddp.say(
        f"{params / 1e6:.2f}M parameters, mask id {run.mask_id}, {ddp.world} rank(s), starting "
        f"at step {run.step}: " + json.dumps(run.data_position())
    )
    loss_module = loss_module_of(run)
    stop = min(cfg["steps"], args.stop_at or cfg["steps"])
    batches, loader = example_batches(run, stop, args.num_workers)
    bar = tqdm(
        total=cfg["steps"],
        initial=run.step,
        mininterval=10,
        dynamic_ncols=True,
        disable=not ddp.main,
    )
    while run.step < stop:
        train_step(run, loss_module, loader, batches.examples_per_step, bar)
        if ddp.main and run.held_out and run.step_is_due("eval_every"):
            evaluate_held_out(run, bar)
        if run.step % cfg["save_every"] == 0 or run.step == stop:
            save(run, checkpoint)
    bar.close()
    del loader
    ddp.say(f"done: {run.step} steps, {run.elapsed / 60:.1f} min of training, folder {cfg['out']}")
    sys.stdout.flush()


# --- one step ------------------------------------------------------------------------------------


def train_step(
    run: TrainRun, loss_module: torch.nn.Module, loader: Iterator, examples_per_step: int, bar: tqdm
) -> None:
    """One optimizer step over the global batch (cfg["grad_accum"] micro-batches per rank), its
    losses added to the log window."""
    cfg = run.cfg
    t0 = time.perf_counter()
    lr = lr_at(
        run.step,
        lr=cfg["lr"],
        warmup=cfg["warmup"],
        steps=cfg["steps"],
        min_ratio=cfg["min_lr_ratio"],
    )
    decoder_group, vision_group = run.optimizer.param_groups
    decoder_group["lr"] = lr
    vision_group["lr"] = lr * (run.step >= cfg["vision_freeze_steps"])
    level = level_at(run.step, curriculum_steps=cfg["curriculum_steps"])
    packed, ar_rows, dn_rows = next_packed_batches(run, loader, bar)
    sums = accumulate_gradients(run, loss_module, packed, ar_rows, dn_rows)
    torch.nn.utils.clip_grad_norm_(run.model.parameters(), cfg["grad_clip"])
    run.optimizer.step()
    run.optimizer.zero_grad(set_to_none=True)
    run.step += 1
    run.next_example += examples_per_step
    run.elapsed += time.perf_counter() - t0

    ar_total, dn_total = run.ddp.all_reduce(sums.tolist())
    ar_loss, denoise_loss = ar_total / ar_rows, dn_total / dn_rows
    losses = {
        "loss": cfg["ar_loss_weight"] * ar_loss + denoise_loss,
        "ar_loss": ar_loss,
        "denoise_loss": denoise_loss,
    }
    log_losses(run, losses, lr=lr, level=level)
    bar.update(1)
    bar.set_postfix(ar=f"{ar_loss:.3f}", dn=f"{denoise_loss:.3f}")


def next_packed_batches(
    run: TrainRun, loader: Iterator, bar: tqdm
) -> tuple[list[PackedBatch], float, float]:
    """This rank's packed micro-batches of the step, and the global AR and denoising label counts
    that normalize the loss (so that it is the global batch's mean however the batch is split)."""
    cfg = run.cfg
    micro = [next(loader) for _ in range(cfg["grad_accum"])]
    bad = [(b.source, b.reason) for mb in micro for b in mb if isinstance(b, BadExample)]
    good = [[e for e in mb if isinstance(e, EncodedExample)] for mb in micro]
    packed = [
        pack_batch(run.model, group, bd_size=cfg["bd_size"], mask_id=run.mask_id, seed=cfg["seed"])
        for mb in good
        if mb
        for group in length_groups(mb, cfg["length_groups"])
    ]
    rows = [label_counts(b) for b in packed]
    ar_rows, dn_rows, n_bad, n_empty = run.ddp.all_reduce(
        [sum(r[0] for r in rows), sum(r[1] for r in rows), len(bad), sum(not mb for mb in good)]
    )
    if n_bad:
        skip_bad_examples(run, bad, bar)
    if n_empty:
        raise SystemExit(
            f"step {run.step}: every example of a micro-batch was a bad record; "
            "use a larger --batch-size or clean the data"
        )
    return packed, ar_rows, dn_rows


def length_groups(examples: list[EncodedExample], groups: int) -> list[list[EncodedExample]]:
    """The examples sorted by packed length (prompt + 3 x response) and cut into at most `groups`
    runs of near-equal size: each is padded only to its own longest, and since the loss sums are
    divided by the global label counts, the step's gradient is that of the whole micro-batch."""
    ordered = sorted(examples, key=lambda e: e.input_ids.shape[-1] + 3 * e.response.numel())
    groups = max(1, min(groups, len(ordered)))
    bounds = [round(k * len(ordered) / groups) for k in range(groups + 1)]
    return [ordered[a:b] for a, b in zip(bounds, bounds[1:]) if b > a]


def skip_bad_examples(run: TrainRun, bad: list[tuple[str, str]], bar: tqdm) -> None:
    """Records found bad only when decoded (on any rank): stop, or with --skip-bad-records log
    and count them (every rank takes part in the gather)."""
    all_bad = [b for rank_bad in run.ddp.all_gather(bad) for b in rank_bad]
    if not run.cfg["skip_bad_records"]:
        raise bad_record_exit(all_bad)
    for source, reason in bad:
        bar.write(f"rank {run.ddp.rank}: skipping bad record {source}: {reason}")
    run.log["data"]["bad_skipped"] += len(all_bad)
    run.log["data"]["bad"] = (run.log["data"]["bad"] + [list(b) for b in all_bad])[:100]


def accumulate_gradients(
    run: TrainRun,
    loss_module: torch.nn.Module,
    packed: list[PackedBatch],
    ar_rows: float,
    dn_rows: float,
) -> torch.Tensor:
    """Backward over the micro-batches (DDP syncs gradients on the last only); returns this
    rank's [AR, denoising] loss sums, float64 on the CPU."""
    cfg, ddp = run.cfg, run.ddp
    autocast = dict(device_type=torch.device(ddp.device).type, dtype=torch.bfloat16)
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
    return sums


def log_losses(run: TrainRun, losses: dict[str, float], *, lr: float, level: float) -> None:
    """Add the step's losses to the window; every --log-every steps (and at the last) log the
    window's means as one point."""
    for key, value in losses.items():
        run.window[key] += value
    run.window["n"] += 1
    if run.step_is_due("log_every"):
        n = run.window.pop("n")
        point = {"step": run.step, "lr": lr, "level": level, "elapsed_s": round(run.elapsed, 1)}
        run.log["train"].append(point | {k: round(v / n, 4) for k, v in run.window.items()})
        run.window = dict.fromkeys(run.window, 0.0) | {"n": 0}


def evaluate_held_out(run: TrainRun, bar: tqdm) -> None:
    """Decode the held-out samples in process and log their metrics (rank 0)."""
    records = evaluate(
        run.model,
        run.processor,
        run.held_out,
        mask_id=run.mask_id,
        bd_size=run.cfg["bd_size"],
        max_new_tokens=run.cfg["max_new_tokens"],
    )
    metrics = summarize(records)
    run.log["eval"].append({"step": run.step, "elapsed_s": round(run.elapsed, 1), **metrics})
    bar.write(f"step {run.step}: " + json.dumps(metrics))


if __name__ == "__main__":
    main()
