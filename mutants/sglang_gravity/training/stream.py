"""The training example stream: which example each global index is, and a DataLoader over it.

A run consumes examples by a global index g = 0, 1, 2, ... (`next_example` in the state file);
step s takes the next `batch_size x world_size x grad_accum` of them. Everything about example g
is a function of (seed, g) alone, so a run split over ranks or accumulation micro-batches, or
stopped and resumed, sees exactly the same examples and masks:

- **Source.** With a synthetic fraction F = p/q, example g is synthetic when
  floor((g + 1) F) > floor(g F) (evenly spread, exactly F of every q examples), and then it is
  synthetic document number floor(g F) (`data.make_sample`). Otherwise it is real example
  j = g - floor(g F): epoch j // N, position j % N of that epoch's permutation of the N records,
  drawn from (seed, epoch): every record once per epoch, a fresh order each epoch.
- **Ranks.** Within a step, micro-batch m of rank r holds the examples
  base + (m x world + r) x batch_size + i, i < batch_size (a DistributedSampler without padding).
- **Masks.** `objective.example_generator(seed, g)`.

Workers (`num_workers`) load and decode images, run the checkpoint's processor and tokenize the
target (`objective.encode_sample`); packing, which needs the model's M-RoPE index, stays in the
training process. A record that turns out unreadable only when decoded (or that the processor
rejects) comes back as a `BadExample`; the trainer stops on it or, skipping bad records, counts it.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import torch

from sglang_gravity.training.data import make_sample
from sglang_gravity.training.objective import EncodedExample, encode_sample
from sglang_gravity.training.records import BadRecordError, Record


def as_fraction(synthetic_fraction: float) -> Fraction:
    if not 0.0 <= synthetic_fraction <= 1.0:
        raise ValueError(f"synthetic fraction {synthetic_fraction} is not in [0, 1]")
    return Fraction(synthetic_fraction).limit_denominator(10_000)


@functools.lru_cache(maxsize=4)
def epoch_order(seed: int, epoch: int, n: int) -> np.ndarray:
    """The order in which epoch `epoch` visits records 0..n-1."""
    return np.random.default_rng([seed, epoch]).permutation(n)


@dataclass(frozen=True)
class ExampleRef:
    """What global example `index` is: synthetic document `seed`, or record `record`."""

    index: int
    synthetic: bool
    seed: int = -1  # synthetic document seed
    record: int = -1  # index into the record list
    epoch: int = 0  # real examples: pass over the records
    position: int = 0  # real examples: place in that epoch's order


def example_ref(g: int, *, fraction: Fraction, n_records: int, seed: int) -> ExampleRef:
    """The source of global example g (see the module docstring)."""
    if n_records == 0:
        if fraction != 1:
            raise ValueError("no records to draw real examples from")
        return ExampleRef(g, synthetic=True, seed=g)
    p, q = fraction.numerator, fraction.denominator
    synthetic_before = g * p // q
    if (g + 1) * p // q > synthetic_before:
        return ExampleRef(g, synthetic=True, seed=synthetic_before)
    epoch, position = divmod(g - synthetic_before, n_records)
    record = int(epoch_order(seed, epoch, n_records)[position])
    return ExampleRef(g, synthetic=False, record=record, epoch=epoch, position=position)


def data_position(g: int, *, fraction: Fraction, n_records: int) -> dict:
    """Where the stream stands before global example g (logged and shown on resume)."""
    synthetic = g * fraction.numerator // fraction.denominator
    real = g - synthetic
    out = {"next_example": g, "synthetic_used": synthetic, "real_used": real}
    if n_records:
        out |= {"epoch": real // n_records, "position_in_epoch": real % n_records}
    return out


@dataclass(frozen=True)
class BadExample:
    """A record that could not be decoded or processed (returned to the trainer, not raised)."""

    index: int
    source: str
    reason: str


class ExampleDataset(torch.utils.data.Dataset):
    """Map-style dataset over (global index, curriculum level) items -> EncodedExample."""

    def __init__(
        self,
        records: Sequence[Record],
        processor,
        *,
        eos_id: int,
        seed: int,
        synthetic_fraction: float,
    ) -> None:
        self.records = records
        self.processor = processor
        self.eos_id = eos_id
        self.seed = seed
        self.fraction = as_fraction(synthetic_fraction)

    def ref(self, g: int) -> ExampleRef:
        return example_ref(g, fraction=self.fraction, n_records=len(self.records), seed=self.seed)

    def __getitem__(self, item: tuple[int, float]) -> EncodedExample | BadExample:
        g, level = item
        ref = self.ref(g)
        if ref.synthetic:
            sample, source = make_sample(ref.seed, level=level), f"synthetic:{ref.seed}"
            return encode_sample(self.processor, sample, index=g, source=source, eos_id=self.eos_id)
        record = self.records[ref.record]
        try:
            sample = record.to_sample()
            try:
                return encode_sample(
                    self.processor, sample, index=g, source=record.source, eos_id=self.eos_id
                )
            except (ValueError, OSError) as error:  # e.g. an image too small for the processor
                raise BadRecordError(record.source, f"processor rejected it: {error}") from error
        except BadRecordError as error:
            return BadExample(g, error.source, error.reason)


class StepBatches(torch.utils.data.Sampler):
    """This rank's micro-batches of (global index, level), step after step, from `start_step`.

    Yields `grad_accum` lists of `batch_size` items per step until `stop_step`.
    """

    def __init__(
        self,
        *,
        start_example: int,
        start_step: int,
        stop_step: int,
        batch_size: int,
        grad_accum: int,
        world_size: int,
        rank: int,
        curriculum_steps: int,
    ) -> None:
        self.start_example, self.start_step, self.stop_step = start_example, start_step, stop_step
        self.batch_size, self.grad_accum = batch_size, grad_accum
        self.world_size, self.rank = world_size, rank
        self.curriculum_steps = curriculum_steps

    @property
    def examples_per_step(self) -> int:
        return self.batch_size * self.world_size * self.grad_accum

    def micro_batch(self, step: int, micro: int) -> list[tuple[int, float]]:
        base = self.start_example + (step - self.start_step) * self.examples_per_step
        first = base + (micro * self.world_size + self.rank) * self.batch_size
        level = level_at(step, curriculum_steps=self.curriculum_steps)
        return [(first + i, level) for i in range(self.batch_size)]

    def __iter__(self) -> Iterator[list[tuple[int, float]]]:
        for step in range(self.start_step, self.stop_step):
            for micro in range(self.grad_accum):
                yield self.micro_batch(step, micro)

    def __len__(self) -> int:
        return max(0, self.stop_step - self.start_step) * self.grad_accum


def level_at(step: int, *, curriculum_steps: int) -> float:
    """Content-length level of synthetic documents: 0.1 (a few characters) rising to 1."""
    return min(1.0, 0.1 + 0.9 * step / max(1, curriculum_steps))


def _as_list(items: list) -> list:
    return items


def example_loader(
    dataset: ExampleDataset, batches: StepBatches, *, num_workers: int
) -> torch.utils.data.DataLoader:
    """DataLoader yielding this rank's micro-batches as lists of EncodedExample / BadExample."""
    return torch.utils.data.DataLoader(
        dataset,
        batch_sampler=batches,
        num_workers=num_workers,
        collate_fn=_as_list,
        persistent_workers=False,
        prefetch_factor=4 if num_workers else None,
    )
