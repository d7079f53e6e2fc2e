"""What one decode step of each width costs on *this* server, measured while it serves.

The width policy (``width_policy``) needs ``step_cost(W, bs)``: the time of one step of width W
at batch size bs, in units of one AR step (W = 1) at that batch size. A table timed outside the
server (``benchmarks/calibrate_widths.py``, Hugging Face's eager decoder) misled the policy in
both directions on CPU (docs/results/adaptive-width-cpu): it does not see the server's attention
path, its scheduler or its per-step host work. So the worker times its own steps:
:class:`StepTimes` keeps a decayed mean of the measured wall time per (width, batch-size
bucket), reports ``step_cost`` from it, and asks for the few exploratory steps it needs to
measure a width it has not seen at this batch size (any width is exact, so exploring only costs
time, never output).

Pure Python (no torch, no SGLang). What a sample is, is up to the caller; the worker uses the
interval between the starts of two consecutive decode steps, i.e. the period of the scheduler's
loop (forward, result processing and scheduling together), which is what throughput divides by.

Buckets: batch sizes are grouped by powers of two (1, 2-3, 4-7, ...), bucket b holding
``2**b <= bs < 2**(b+1)``. Until a bucket has measured a width, its cost comes, in order, from:
the same width's measured ratio to W = 1 in the nearest bucket that has both; a given prior
table (``CostTable``, e.g. from the calibration); or the pass count (1 for W = 1, 2 for W >= 2:
a round is two passes, each priced like an AR step — the memory-bound regime of a GPU).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


class StepCostPrior:
    """The fallback cost ratio of a width nobody has measured (duck type of ``CostTable``)."""

    def step_cost(self, width: int, batch_size: int) -> float:
        return 1.0 if width == 1 else 2.0


@dataclass
class _Cell:
    """Decayed mean of the samples of one (width, bucket)."""

    weight: float = 0.0  # decayed sample count
    total: float = 0.0  # decayed sum of seconds
    samples: int = 0  # samples ever taken (not decayed): drives exploration

    @property
    def mean(self) -> float:
        return self.total / self.weight

    def add(self, seconds: float, decay: float) -> None:
        self.weight = self.weight * decay + 1.0
        self.total = self.total * decay + seconds
        self.samples += 1


def bucket_of(batch_size: int) -> int:
    """Index of the power-of-two bucket holding ``batch_size`` (>= 1)."""
    if batch_size < 1:
        raise ValueError(f"batch size must be >= 1, got {batch_size}")
    return batch_size.bit_length() - 1


class StepTimes:
    """Online step times per (width, batch bucket), and the exploration that fills them.

    ``decay``: weight kept per new sample of a cell (0.9 ~ the last ten steps). ``outlier``: a
    sample above this multiple of its cell's mean is clipped to it (a GC pause or a stall must
    not price a width out for good). ``min_samples``: samples a cell needs before the policy
    trusts it; ``explore_every``: at most one exploratory step per this many steps of a bucket
    while some allowed width is under ``min_samples`` there; ``refresh_every``: afterwards, one
    step per this many re-measures the least recently measured width (0: never).
    """

    def __init__(
        self,
        widths: Sequence[int],
        prior: object | None = None,
        *,
        decay: float = 0.9,
        outlier: float = 3.0,
        min_samples: int = 3,
        explore_every: int = 8,
        refresh_every: int = 512,
    ) -> None:
        if not widths or 1 not in widths:
            raise ValueError(f"step times need width 1 among the widths, got {tuple(widths)}")
        if not 0.0 < decay <= 1.0 or outlier <= 1.0 or min_samples < 1 or explore_every < 1:
            raise ValueError("step times: decay in (0, 1], outlier > 1, min_samples >= 1, ...")
        self.widths = tuple(sorted(set(widths)))
        self.prior = prior if prior is not None else StepCostPrior()
        self.decay = decay
        self.outlier = outlier
        self.min_samples = min_samples
        self.explore_every = explore_every
        self.refresh_every = refresh_every
        self._cells: dict[tuple[int, int], _Cell] = {}
        self._steps: dict[int, int] = {}  # decode steps decided per bucket
        self._last_measured: dict[tuple[int, int], int] = {}  # (width, bucket) -> step index

    # ------------------------------------------------------------------ measurements

    def observe(self, width: int, batch_size: int, seconds: float) -> None:
        """One step of ``width`` at ``batch_size`` took ``seconds``."""
        if width not in self.widths or not (seconds > 0 and math.isfinite(seconds)):
            return
        b = bucket_of(batch_size)
        cell = self._cells.setdefault((width, b), _Cell())
        if cell.samples >= self.min_samples:
            seconds = min(seconds, self.outlier * cell.mean)
        cell.add(seconds, self.decay)
        self._last_measured[(width, b)] = self._steps.get(b, 0)

    def samples(self, width: int, batch_size: int) -> int:
        cell = self._cells.get((width, bucket_of(batch_size)))
        return 0 if cell is None else cell.samples

    def seconds(self, width: int, batch_size: int) -> float | None:
        """The measured mean step time of (width, bucket), or None if never measured."""
        cell = self._cells.get((width, bucket_of(batch_size)))
        return None if cell is None else cell.mean

    # ------------------------------------------------------------------ the cost the policy reads

    def _trusted(self, width: int, bucket: int) -> _Cell | None:
        cell = self._cells.get((width, bucket))
        return cell if cell is not None and cell.samples >= self.min_samples else None

    def step_cost(self, width: int, batch_size: int) -> float:
        """One step of ``width`` in AR steps at this batch size (1.0 for W = 1)."""
        if width == 1:
            return 1.0
        b = bucket_of(batch_size)
        # Measured here, both widths.
        cell, ar = self._trusted(width, b), self._trusted(1, b)
        if cell is not None and ar is not None:
            return cell.mean / ar.mean
        # The same width's measured ratio in the nearest bucket that has both.
        measured = [
            other
            for (w, other) in self._cells
            if w == width and self._trusted(width, other) and self._trusted(1, other)
        ]
        if measured:
            nearest = min(measured, key=lambda other: (abs(other - b), other))
            return self._trusted(width, nearest).mean / self._trusted(1, nearest).mean
        return float(self.prior.step_cost(width, batch_size))

    # ------------------------------------------------------------------ exploration

    def exploration(self, batch_size: int, allowed: Sequence[int]) -> int | None:
        """A width to run this step only to measure it, or None. Call once per decode step.

        While some allowed width of this bucket has fewer than ``min_samples`` samples, every
        ``explore_every``-th step measures the least-sampled one (W = 1 first: every ratio
        needs it). Afterwards every ``refresh_every``-th step re-measures the width measured
        longest ago, so a cost that drifts (a longer context, another load) is seen again.
        """
        b = bucket_of(batch_size)
        step = self._steps.get(b, 0)
        self._steps[b] = step + 1
        candidates = [w for w in allowed if w in self.widths]
        if not candidates:
            return None
        short = [w for w in candidates if self.samples(w, batch_size) < self.min_samples]
        if short:
            if step % self.explore_every != 0:
                return None
            return min(short, key=lambda w: (self.samples(w, batch_size), w != 1, w))
        if self.refresh_every and step % self.refresh_every == 0 and step > 0:
            return min(candidates, key=lambda w: (self._last_measured.get((w, b), -1), w))
        return None

    def describe(self) -> dict[str, dict[str, float]]:
        """Measured mean seconds per bucket and width (for logs and /server_info-like dumps)."""
        out: dict[str, dict[str, float]] = {}
        for (w, b), cell in sorted(self._cells.items(), key=lambda item: (item[0][1], item[0][0])):
            out.setdefault(f"bs{2**b}-{2 ** (b + 1) - 1}", {})[str(w)] = round(cell.mean, 6)
        return out
