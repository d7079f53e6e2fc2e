"""One supervised three-stream training run (the `train` command's): its ranks, model, data and
optimizer, one optimizer step over the global batch, held-out evals and saves.

`train` resolves the configuration and hands a `SupervisedTrainer` to the shared step loop
(`training.loop`); everything here is what only supervised training does: DDP over ranks, the
vision-freeze schedule, the length curriculum, packed micro-batches and bad records met mid-run.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import json
import os
import time
from collections.abc import Iterator, Sequence
from typing import Any

import torch
import torch.distributed as dist
from tqdm import tqdm

from sglang_gravity.training.checkpointing import (
    Checkpoint,
    restore_weights,
    rng_state,
    set_rng_state,
)
from sglang_gravity.training.configs import TrainConfig
from sglang_gravity.training.data import Sample
from sglang_gravity.training.loop import LossWindow, Trainer, lr_at
from sglang_gravity.training.model import (
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

LOSSES = ("loss", "ar_loss", "denoise_loss")  # the logged losses, in the log's order


@dataclasses.dataclass
class Dist:
    """This process's place in the run (world 1 without torchrun)."""

    rank: int = 0
    world: int = 1
    device: str = "cpu"

    @property
    def main(self) -> bool:
        return self.rank == 0

    def say(self, *args: Any, **kwargs: Any) -> None:
        """print, on rank 0 only (every rank runs the same code)."""
        if self.main:
            print(*args, **kwargs)

    def all_reduce(self, values: list[float]) -> list[float]:
        if self.world == 1:
            return values
        t = torch.tensor(values, dtype=torch.float64, device=self.device)
        dist.all_reduce(t)
        return t.tolist()

    def all_gather(self, obj: Any) -> list[Any]:
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


def load_model(cfg: TrainConfig, device: str) -> tuple[Any, Any, int]:
    """(model, processor, mask_id): scratch model or the --init-from folder, fp32, on `device`."""
    if cfg.init_from is None:
        assert cfg.sizes is not None
        model, processor = build_scratch_model(cfg.sizes, seed=cfg.seed)
    else:
        from transformers import AutoModelForImageTextToText, AutoProcessor

        processor = AutoProcessor.from_pretrained(cfg.init_from)
        model = AutoModelForImageTextToText.from_pretrained(cfg.init_from, dtype=torch.float32)
    eos = model.generation_config.eos_token_id
    model.generation_config.eos_token_id = [eos] if isinstance(eos, int) else list(eos)
    mask_id = ensure_mask_token(model, processor.tokenizer)
    model.set_attn_implementation(cfg.attn_implementation)
    return model.to(device).train(), processor, mask_id


def bad_record_exit(sources: list[tuple[str, str]]) -> SystemExit:
    """The error that stops a run on bad records: the first one named, and the way out."""
    source, reason = sources[0]
    more = f" (and {len(sources) - 1} more)" if len(sources) > 1 else ""
    return SystemExit(
        f"bad record {source}: {reason}{more}; fix it, or pass --skip-bad-records to skip bad "
        "records"
    )


def read_data(
    cfg: TrainConfig, ddp: Dist
) -> tuple[Sequence[Record], list[tuple[str, str]], list[Sample]]:
    """(training records, the bad ones skipped as (source, reason), rank 0's held-out samples).

    A bad record stops the run, naming it, unless --skip-bad-records.
    """
    bad_read: list[tuple[str, str]] = []
    skip_bad = cfg.skip_bad_records
    try:
        records = read_records(cfg.data, skip_bad=skip_bad, bad=bad_read) if cfg.data else []
        held_out = []
        if ddp.main:
            held_out = load_eval_samples(
                cfg.eval_data or None,
                cfg.eval_n,
                read=lambda path: read_records(path, skip_bad=skip_bad),
            )
    except BadRecordError as error:
        raise bad_record_exit([(error.source, error.reason)]) from None
    if cfg.data:
        if not records:
            raise SystemExit(f"{cfg.data}: no usable records")
        ddp.say(f"{cfg.data}: {len(records)} records, {len(bad_read)} bad skipped")
    return records, bad_read, held_out


@dataclasses.dataclass
class TrainRun:
    """One training run between steps: what it trains, on what, and where it stands (step,
    next_example, elapsed, log, window: the progress its state file keeps)."""

    cfg: TrainConfig
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
    window: LossWindow = dataclasses.field(default_factory=lambda: LossWindow.of(*LOSSES))

    def data_position(self) -> dict:
        """Where the example order stands (`stream.data_position`)."""
        fraction = as_fraction(self.cfg.synthetic_fraction)
        return data_position(self.next_example, fraction=fraction, n_records=len(self.records))


def start_run(
    cfg: TrainConfig,
    state: dict | None,
    ddp: Dist,
    records: Sequence[Record],
    held_out: list[Sample],
) -> TrainRun:
    """Build or load the model and its optimizer (the vision tower in a group of its own, for
    the freeze); put a resumed run's weights, optimizer, progress and this rank's RNG back."""
    model, processor, mask_id = load_model(cfg, ddp.device)
    block_diffusion = block_diffusion_dict(
        bd_size=cfg.bd_size, mask_id=mask_id, ar_loss_weight=cfg.ar_loss_weight
    )
    vision = [p for n, p in model.named_parameters() if n.startswith("model.visual.")]
    others = [p for n, p in model.named_parameters() if not n.startswith("model.visual.")]
    optimizer = torch.optim.AdamW(
        [{"params": others}, {"params": vision}],
        lr=cfg.lr,
        weight_decay=cfg.weight_decay,
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
            "config": cfg.to_dict(),
            "params": params,
            "block_diffusion": block_diffusion,
            "train": [],
            "eval": [],
        },
    )
    if state:
        restore_weights(state, model, optimizer)
        run.step, run.next_example = state["step"], state["next_example"]
        run.elapsed, run.log = state["elapsed_s"], state["log"]
        run.window = LossWindow.from_dict(state["window"])
        ranks = state.get("rng") or []
        if len(ranks) == ddp.world:
            set_rng_state(ranks[ddp.rank], ddp.device)
    return run


def start_data_log(run: TrainRun, bad_read: list[tuple[str, str]], *, resumed: bool) -> None:
    """The log's "data" entry: the records used and the bad ones skipped (a resumed run keeps
    its own; a state file older than --data gets an empty one)."""
    data_log = run.log.setdefault("data", {"path": run.cfg.data, "bad_skipped": 0, "bad": []})
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
        seed=cfg.seed,
        synthetic_fraction=cfg.synthetic_fraction,
    )
    batches = StepBatches(
        start_example=run.next_example,
        start_step=run.step,
        stop_step=stop,
        batch_size=cfg.batch_size,
        grad_accum=cfg.grad_accum,
        world_size=run.ddp.world,
        rank=run.ddp.rank,
        curriculum_steps=cfg.curriculum_steps,
    )
    return batches, iter(example_loader(dataset, batches, num_workers=num_workers))


def save(run: TrainRun, checkpoint: Checkpoint) -> None:
    """Rank 0 writes the served folder with training_log.json and the state file, which holds
    every rank's RNG (so every rank takes part)."""
    rngs = run.ddp.all_gather(rng_state(run.ddp.device))
    if not run.ddp.main:
        return
    config = run.cfg.to_dict()
    run.log["config"] = config  # one dict in the state file, as the log's and the run's
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
            "window": run.window.as_dict(),
            "config": config,
            "log": run.log,
        },
    )


class SupervisedTrainer(Trainer):
    """What the shared step loop drives: `train_step` and the saves on every rank, the loss log
    and the held-out evals on rank 0 (the schedule names eval_every there only)."""

    def __init__(
        self,
        run: TrainRun,
        loss_module: torch.nn.Module,
        loader: Iterator,
        examples_per_step: int,
        checkpoint: Checkpoint,
    ) -> None:
        self.run, self.loss_module, self.loader = run, loss_module, loader
        self.examples_per_step, self.checkpoint = examples_per_step, checkpoint
        self.lr = self.level = 0.0  # the last step's, for its log point
        self.losses: dict[str, float] = {}

    @property
    def step(self) -> int:
        return self.run.step

    def train_step(self, bar: tqdm) -> None:
        self.lr, self.level, self.losses = train_step(
            self.run, self.loss_module, self.loader, self.examples_per_step, bar
        )

    def log(self, bar: tqdm) -> None:
        log_point(self.run, lr=self.lr, level=self.level)

    def evaluate(self, bar: tqdm) -> None:
        evaluate_held_out(self.run, bar)

    def save(self) -> None:
        save(self.run, self.checkpoint)

    def postfix(self) -> dict[str, str]:
        return {"ar": f"{self.losses['ar_loss']:.3f}", "dn": f"{self.losses['denoise_loss']:.3f}"}


# --- one step ------------------------------------------------------------------------------------


def train_step(
    run: TrainRun, loss_module: torch.nn.Module, loader: Iterator, examples_per_step: int, bar: tqdm
) -> tuple[float, float, dict[str, float]]:
    """One optimizer step over the global batch (cfg.grad_accum micro-batches per rank), its
    losses added to the log window. Returns the step's (lr, curriculum level, losses)."""
    cfg = run.cfg
    t0 = time.perf_counter()
    lr = lr_at(run.step, lr=cfg.lr, warmup=cfg.warmup, steps=cfg.steps, min_ratio=cfg.min_lr_ratio)
    decoder_group, vision_group = run.optimizer.param_groups
    decoder_group["lr"] = lr
    vision_group["lr"] = lr * (run.step >= cfg.vision_freeze_steps)
    level = level_at(run.step, curriculum_steps=cfg.curriculum_steps)
    packed, ar_rows, dn_rows = next_packed_batches(run, loader, bar)
    sums = accumulate_gradients(run, loss_module, packed, ar_rows, dn_rows)
    torch.nn.utils.clip_grad_norm_(run.model.parameters(), cfg.grad_clip)
    run.optimizer.step()
    run.optimizer.zero_grad(set_to_none=True)
    run.step += 1
    run.next_example += examples_per_step
    run.elapsed += time.perf_counter() - t0

    ar_total, dn_total = run.ddp.all_reduce(sums.tolist())
    ar_loss, denoise_loss = ar_total / ar_rows, dn_total / dn_rows
    losses = {
        "loss": cfg.ar_loss_weight * ar_loss + denoise_loss,
        "ar_loss": ar_loss,
        "denoise_loss": denoise_loss,
    }
    run.window.add(losses)
    return lr, level, losses


def next_packed_batches(
    run: TrainRun, loader: Iterator, bar: tqdm
) -> tuple[list[PackedBatch], float, float]:
    """This rank's packed micro-batches of the step, and the global AR and denoising label counts
    that normalize the loss (so that it is the global batch's mean however the batch is split)."""
    cfg = run.cfg
    micro = [next(loader) for _ in range(cfg.grad_accum)]
    bad = [(b.source, b.reason) for mb in micro for b in mb if isinstance(b, BadExample)]
    good = [[e for e in mb if isinstance(e, EncodedExample)] for mb in micro]
    packed = [
        pack_batch(run.model, group, bd_size=cfg.bd_size, mask_id=run.mask_id, seed=cfg.seed)
        for mb in good
        if mb
        for group in length_groups(mb, cfg.length_groups)
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
    if not run.cfg.skip_bad_records:
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
        sync: Any = contextlib.nullcontext()
        if ddp.world > 1 and not last:
            sync = loss_module.no_sync()
        with sync:
            with torch.autocast(**autocast, enabled=cfg.bf16):
                ar_sum, dn_sum = loss_module(batch)
            # DDP averages gradients over ranks: x world makes that the global mean
            scale = ddp.world
            loss = scale * (cfg.ar_loss_weight * ar_sum / ar_rows + dn_sum / dn_rows)
            loss.backward()
        sums += torch.stack([ar_sum.detach(), dn_sum.detach()]).double().cpu()
    return sums


def log_point(run: TrainRun, *, lr: float, level: float) -> None:
    """One point of the loss log: the window's means (every --log-every steps, and the last)."""
    point = {"step": run.step, "lr": lr, "level": level, "elapsed_s": round(run.elapsed, 1)}
    run.log["train"].append(point | run.window.take_means())


def evaluate_held_out(run: TrainRun, bar: tqdm) -> None:
    """Decode the held-out samples in process and log their metrics (rank 0)."""
    records = evaluate(
        run.model,
        run.processor,
        run.held_out,
        mask_id=run.mask_id,
        bd_size=run.cfg.bd_size,
        max_new_tokens=run.cfg.max_new_tokens,
    )
    metrics = summarize(records)
    run.log["eval"].append({"step": run.step, "elapsed_s": round(run.elapsed, 1), **metrics})
    bar.write(f"step {run.step}: " + json.dumps(metrics))
