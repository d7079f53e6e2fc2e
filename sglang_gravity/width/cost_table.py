"""What a step of each width costs, as the width policy reads it (``width.policy``).

Two sources answer the same questions (:class:`StepCosts`): a :class:`CostTable` timed outside
the server (``benchmarks/calibrate_widths.py``, or the GPU check's widths section), fixed, every
cell known; or the server's own step times (``width.step_costs.StepTimes``: measured, predicted
or the prior's, which is such a table when one is given at start-up).
"""

from __future__ import annotations

import bisect
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

COST_TABLE_FORMAT = "gravity-width-costs/1"


def parse_widths(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def _interp(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


@dataclass(frozen=True)
class CostTable:
    """Measured pass times: ``seconds[i][k]`` = one forward of width ``widths[k]`` at batch
    ``batch_sizes[i]`` (same prefix length for all). ``widths`` must include 1.

    JSON form: ``{"format": "gravity-width-costs/1", "widths": [...], "batch_sizes": [...],
    "seconds": [[...], ...], "meta": {...}}``.
    """

    widths: tuple[int, ...]
    batch_sizes: tuple[int, ...]
    seconds: tuple[tuple[float, ...], ...]  # [len(batch_sizes)][len(widths)]
    meta: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def load(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(json.loads(Path(path).read_text()))
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: not a gravity width cost table ({exc})") from exc

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def relative(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def step_cost(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(width, batch_size)

    # A table is fixed: every cell counts as measured, nothing is explored, and seconds are
    # not needed (the policy's regret budget never binds on a table's costs).
    def measured(self, width: int, batch_size: int) -> bool:
        return True

    def cost_estimate(self, width: int, batch_size: int) -> float:
        return self.step_cost(width, batch_size)

    def ar_seconds(self, batch_size: int) -> float | None:
        return None

    def rounds_timed(self) -> bool:
        return True

    def exploration(self, batch_size: int, allowed: Sequence[int]) -> int | None:
        return None


class StepCosts(Protocol):
    """What the policy reads about cost: a :class:`CostTable` (fixed: every cell known), or the
    server's own measured step times (``step_costs.StepTimes``: cells measured, predicted or the
    prior's, and the exploratory steps that measure them)."""

    def step_cost(self, width: int, batch_size: int) -> float:
        """One step of ``width`` in AR steps at this batch size (1.0 for W = 1)."""
        ...

    def measured(self, width: int, batch_size: int) -> bool:
        """Whether the cost of ``width`` at this batch size is known, not predicted."""
        ...

    def cost_estimate(self, width: int, batch_size: int) -> float:
        """The cost to judge whether ``width`` could win here (its optimistic side)."""
        ...

    def ar_seconds(self, batch_size: int) -> float | None:
        """An AR step's seconds at this batch size (None: not known)."""
        ...

    def rounds_timed(self) -> bool:
        """Whether any round (W >= 2) has been timed yet, at any batch size."""
        ...

    def exploration(self, batch_size: int, allowed: Sequence[int]) -> int | None:
        """A width to run only to measure it, or None (once per decode step)."""
        ...
