"""What one decode step of each width costs on *this* server, measured while it serves.

The width policy (``width.policy``) needs ``step_cost(W, bs)``: the time of one step of width W
at batch size bs, in units of one AR step (W = 1) at that batch size. A table timed outside the
server (``benchmarks/calibrate_widths.py``, Hugging Face's eager decoder) misled the policy in
both directions on CPU: it does not see the server's attention path, its scheduler or its
per-step host work. So the worker times its own steps: :class:`StepTimes` keeps the fast end (a
low quantile) of the recent measured wall times per (width, batch-size bucket) (on a shared
machine a step's time is its cost plus whatever a neighbour takes, never less: a mean of such
samples is partly the neighbour's, and it priced drafting out for good on a machine busy with
other work), predicts the cells it has not measured from those it has, re-times every width
now and then whatever it looks like (a long burst can still fill a width's recent samples),
and asks for the few exploratory steps it needs (any width is exact, so exploring only costs
time, never output).

Pure Python (no torch, no SGLang). What a sample is, is up to the caller; the worker uses the
interval between the starts of two consecutive decode steps, i.e. the period of the scheduler's
loop (forward, result processing and scheduling together), which is what throughput divides by.

Buckets: batch sizes are grouped by powers of two (1, 2-3, 4-7, ...), bucket b holding
``2**b <= bs < 2**(b+1)``. An unmeasured cell is predicted (:meth:`StepTimes.seconds_at`):

- an AR step (W = 1): linear in the batch size through the two nearest measured buckets (the
  nearest one alone: the same time); above every measured bucket, at least the fastest of this
  bucket's own first samples (a larger batch never steps faster than a smaller one);
- a round (W >= 2): linear in W through the bucket's measured rounds (above the narrowest of
  them), or else two AR steps plus ``(W - 1) * bs`` extra window positions at the price per
  position and request of the nearest measured round. That price carries across batch sizes
  where a ratio does not: on a compute-bound device a wide round costs ever more AR steps as the
  batch grows, while on an overhead-bound one it stays near zero at every size. Either way
  within the bucket's measured rounds: no dearer than a wider one, no cheaper than a narrower
  one.

The measured rounds of a bucket are themselves read as non-decreasing in W (a wider round does
a narrower one's work and more): where noise inverted two, they share their weighted mean
(:meth:`StepTimes._monotone_rounds`).

With nothing measured at all, the prior: a cost table if given (``CostTable``), else the pass
count (1 for W = 1, 2 for W >= 2: a round is two passes, each priced like an AR step).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


class StepCostPrior:
    """The fallback cost ratio of a width nobody has measured (duck type of ``CostTable``)."""

    def step_cost(self, width: int, batch_size: int) -> float:
        return 1.0 if width == 1 else 2.0


# The quantile of a cell's recent samples taken as its time (see _Cell).
LOW_QUANTILE = 0.1
# A width is refreshed at least once per this many x refresh_every steps (StepTimes._stale).
MAX_REFRESH_SCALE = 16.0
# An AR step timed this much dearer than a round at the same batch size is implausible.
PLAUSIBLE_SLACK = 1.5


@dataclass
class _Cell:
    """The recent samples of one (width, bucket): step seconds and the batch sizes they ran at.

    The cell's time (:attr:`seconds`) is a low quantile of its recent samples (the 10th
    percentile; the fastest while there are fewer than ten): a neighbour, a stall or a
    page-fault storm can only ever add time to a step, never take it away, so the fast end of
    the recent samples is the step's own cost. A burst of slow samples, however many times the
    typical step, moves it not at all unless it fills nine tenths of the window; a mean (what
    this was) has no such bound, and one 56x loop period priced drafting out for good on a busy
    machine. The window (not every sample ever taken) lets a real rise (a longer context, a
    neighbour that stays) show within that many samples; the quantile rather than the minimum
    keeps one too-short period from setting it, and keeps a cell of five samples and one of
    sixty comparable (the fastest of five and the tenth percentile of sixty sit about equally
    far below the typical step). A sample under half the cell's time says the window sat out
    a burst that slowed nine tenths of it at least twice: those slow samples are dropped, so a
    width re-timed after such a burst is priced at once by what it costs now.
    """

    recent: deque[tuple[float, int]]  # (seconds, batch size), the newest last
    samples: int = 0  # samples ever taken: drives exploration and trust
    seconds: float = math.inf  # the low quantile of ``recent`` (kept up to date by ``add``)
    fastest: float = math.inf  # the fastest of ``recent`` (kept up to date by ``add``)
    batch_size: float = 0.0  # the mean batch size of ``recent``

    def add(self, seconds: float, batch_size: int) -> None:
        if seconds < self.seconds / 2:
            slow = [(t, size) for t, size in self.recent if t >= 2 * seconds]
            for sample in slow:
                self.recent.remove(sample)
        self.recent.append((seconds, batch_size))
        self.samples += 1
        self.seconds = low_quantile([t for t, _ in self.recent])
        self.fastest = min(t for t, _ in self.recent)
        self.batch_size = sum(size for _, size in self.recent) / len(self.recent)


def low_quantile(seconds: Sequence[float]) -> float:
    """The ``LOW_QUANTILE`` of some step times (the fastest while there are fewer than ten)."""
    ordered = sorted(seconds)
    return ordered[int(LOW_QUANTILE * len(ordered))]


def monotone_fit(values: Sequence[float], weights: Sequence[float]) -> list[float]:
    """The non-decreasing sequence nearest to ``values`` in weighted least squares (pool adjacent
    violators: a value below the one before it merges with it, at their weighted mean, until
    none is), beside :func:`monotone_fit_reference`. Weights must be positive."""
    blocks: list[list[float]] = []  # [weighted sum, weight, count], means non-decreasing
    for value, weight in zip(values, weights, strict=True):
        blocks.append([value * weight, weight, 1])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            total, weight, count = blocks.pop()
            blocks[-1][0] += total
            blocks[-1][1] += weight
            blocks[-1][2] += count
    return [total / weight for total, weight, count in blocks for _ in range(int(count))]


def monotone_fit_reference(values: Sequence[float], weights: Sequence[float]) -> list[float]:
    """:func:`monotone_fit` by the min-max formula of isotonic regression: the fitted value at i
    is the largest, over windows starting at or before i, of the smallest weighted mean of a
    window from that start to an end at or after i. Quadratic in windows, obviously monotone."""
    n = len(values)

    def mean(a: int, b: int) -> float:
        return sum(values[k] * weights[k] for k in range(a, b + 1)) / sum(weights[a : b + 1])

    return [max(min(mean(a, b) for b in range(i, n)) for a in range(i + 1)) for i in range(n)]


def bucket_label(bucket: int) -> str:
    """The batch sizes of bucket ``bucket``, as tables print them: ``1``, ``2-3``, ``16-31``."""
    low, high = 2**bucket, 2 ** (bucket + 1) - 1
    return str(low) if low == high else f"{low}-{high}"


def bucket_of(batch_size: int) -> int:
    """Index of the power-of-two bucket holding ``batch_size`` (>= 1)."""
    if batch_size < 1:
        raise ValueError(f"batch size must be >= 1, got {batch_size}")
    return batch_size.bit_length() - 1


class StepTimes:
    """Online step times per (width, batch bucket), and the exploration that fills them.

    ``window``: the recent samples a cell keeps; its time is their low quantile
    (:class:`_Cell`: contention only adds time). ``min_samples``: samples a cell needs before
    the policy trusts it; ``explore_every``: at most one exploratory step per this many steps of
    a bucket while some allowed width is under ``min_samples`` there; ``refresh_every``: a width
    measured at a bucket is measured again there once it has not run for this many of the
    bucket's steps times its cost in AR steps (0: never), whatever the policy thinks of it.
    """

    def __init__(
        self,
        widths: Sequence[int],
        prior: object | None = None,
        *,
        window: int = 64,
        min_samples: int = 2,
        explore_every: int = 8,
        refresh_every: int = 128,
    ) -> None:
        if not widths or 1 not in widths:
            raise ValueError(f"step times need width 1 among the widths, got {tuple(widths)}")
        if not 1 <= min_samples <= window or explore_every < 1:
            raise ValueError(
                "step times: 1 <= min_samples <= window and explore_every >= 1, got "
                f"{min_samples}, {window}, {explore_every}"
            )
        self.widths = tuple(sorted(set(widths)))
        self.prior = prior if prior is not None else StepCostPrior()
        self.window = window
        self.min_samples = min_samples
        self.explore_every = explore_every
        self.refresh_every = refresh_every
        self._cells: dict[tuple[int, int], _Cell] = {}
        self._steps: dict[int, int] = {}  # decode steps decided per bucket
        self._last_measured: dict[tuple[int, int], int] = {}  # (width, bucket) -> step index
        # What the cells say (costs, predictions) until the next sample changes them: the
        # policy asks for every width at every batch size its completion projection passes
        # through, dozens of times per step, and recomputing each was 2 ms of a 40-ms step.
        self._memo: dict[tuple[str, int, int], Any] = {}

    # ------------------------------------------------------------------ measurements

    def observe(self, width: int, batch_size: int, seconds: float) -> None:
        """One step of ``width`` at ``batch_size`` took ``seconds``."""
        if width not in self.widths or not (seconds > 0 and math.isfinite(seconds)):
            return
        b = bucket_of(batch_size)
        cell = self._cells.get((width, b))
        if cell is None:
            cell = self._cells[(width, b)] = _Cell(deque(maxlen=self.window))
        cell.add(seconds, batch_size)
        self._last_measured[(width, b)] = self._steps.get(b, 0)
        self._memo.clear()

    def _remembered(self, key: tuple[str, int, int], compute: Callable[[], Any]) -> Any:
        """``compute()``, remembered under ``key`` until the next :meth:`observe`."""
        try:
            return self._memo[key]
        except KeyError:
            value = self._memo[key] = compute()
            return value

    def samples(self, width: int, batch_size: int) -> int:
        cell = self._cells.get((width, bucket_of(batch_size)))
        return 0 if cell is None else cell.samples

    def seconds(self, width: int, batch_size: int) -> float | None:
        """The measured step time of (width, bucket), or None if never measured."""
        cell = self._cells.get((width, bucket_of(batch_size)))
        return None if cell is None else cell.seconds

    # ------------------------------------------------------------------ the cost the policy reads

    def _sampled(self, width: int, bucket: int) -> _Cell | None:
        """The cell if it has ``min_samples``, plausible or not."""
        cell = self._cells.get((width, bucket))
        return cell if cell is not None and cell.samples >= self.min_samples else None

    def _trusted(self, width: int, bucket: int) -> _Cell | None:
        """The cell if it has ``min_samples`` and says something a step can cost
        (:meth:`plausible`); else None, and the width is timed again like a new one."""
        cell = self._sampled(width, bucket)
        return cell if cell is not None and self._plausible(width, bucket) else None

    def plausible(self, width: int, batch_size: int) -> bool:
        """Whether the measured time of (width, bucket) is one its step can take
        (:meth:`_plausible`); False while it has too few samples."""
        return self._plausible(width, bucket_of(batch_size))

    def _plausible(self, width: int, bucket: int) -> bool:
        """Whether a cell's time is one its step can take, against the pass counts.

        A round of width W is two passes of W positions where an AR step is one pass of one
        position: it costs at most 2W AR steps at the same batch size, whatever the device (a
        per-step overhead only makes it relatively cheaper). An AR step is no dearer than a round
        (with ``PLAUSIBLE_SLACK`` for noise between two near-equal times). A cell that breaks
        this holds a neighbour's burst or a fresh server's first-use work, not its step's cost
        (a demo server timed its first two 9-wide rounds at 554 and 1506 ms, 32 AR steps of the
        first ones, and ran AR steps on tables for the rest of its life): it is not priced by
        until it is timed again (exploration), and a fast sample then drops the slow ones.
        """
        cell = self._sampled(width, bucket)
        if cell is None:
            return False
        if width > 1:
            ar = self._sampled(1, bucket)
            return ar is None or cell.seconds <= 2 * width * ar.seconds
        rounds = [c.seconds for w in self.widths if w > 1 and (c := self._sampled(w, bucket))]
        return not rounds or cell.seconds <= PLAUSIBLE_SLACK * min(rounds)

    def _trusted_cells(self, width: int | None = None) -> list[tuple[int, int]]:
        """(width, bucket) of every trusted cell, of one width or of every round width."""
        return self._remembered(
            ("trusted", width or 0, 0),
            lambda: [
                (w, b)
                for (w, b) in self._cells
                if (w == width if width is not None else w > 1) and self._trusted(w, b)
            ],
        )

    def step_cost(self, width: int, batch_size: int) -> float:
        """One step of ``width`` in AR steps at this batch size (1.0 for W = 1): measured or
        predicted times (:meth:`seconds_at`), else the prior."""
        if width == 1:
            return 1.0
        return self._remembered(
            ("cost", width, batch_size), lambda: self._step_cost(width, batch_size)
        )

    def _step_cost(self, width: int, batch_size: int) -> float:
        ar = self.seconds_at(1, batch_size)
        step = self.seconds_at(width, batch_size)
        if ar is None or step is None:
            return float(self.prior.step_cost(width, batch_size))
        return step / ar

    def measured(self, width: int, batch_size: int) -> bool:
        """Whether (width, bucket) is timed well enough to be priced by (:meth:`_trusted`)."""
        return self._trusted(width, bucket_of(batch_size)) is not None

    def ar_seconds(self, batch_size: int) -> float | None:
        """An AR step's seconds at this batch size, measured or predicted; before that, the
        fastest AR sample of the nearest bucket (a regret is priced from the first AR step on)."""
        known = self.seconds_at(1, batch_size)
        if known is not None:
            return known
        b = bucket_of(batch_size)
        sampled = [
            (abs(other - b), cell.fastest) for (w, other), cell in self._cells.items() if w == 1
        ]
        return min(sampled)[1] if sampled else None

    def cost_estimate(self, width: int, batch_size: int) -> float:
        """The cost that judges whether ``width`` could win here, on its optimistic side: its
        own fastest sample at this bucket (contention only adds time); else at least the
        fastest sample of a narrower round here (a wider pass never costs less) and at least
        :meth:`step_cost`'s prediction; else the prediction."""
        if width == 1:
            return 1.0
        return self._remembered(
            ("estimate", width, batch_size), lambda: self._cost_estimate(width, batch_size)
        )

    def _cost_estimate(self, width: int, batch_size: int) -> float:
        predicted = self.step_cost(width, batch_size)
        ar = self.seconds_at(1, batch_size)
        if ar is None:
            return predicted
        b = bucket_of(batch_size)
        # samples no step of their width can take (over 2W AR steps) are not estimates
        sampled = {
            w: cell.fastest / ar
            for (w, other), cell in self._cells.items()
            if other == b and 1 < w <= width and cell.fastest <= 2 * w * ar
        }
        if width in sampled:
            return sampled[width]
        return max([predicted, *sampled.values()])

    def rounds_timed(self) -> bool:
        """Whether any round (W >= 2) has a sample yet, at any bucket."""
        return any(w > 1 for w, _ in self._cells)

    def sources(self, batch_size: int) -> dict[int, str]:
        """Per width at this bucket: ``measured`` (trusted samples), ``sampled`` (too few or
        implausible ones), ``predicted`` (from other cells) or ``prior`` (nothing to predict
        from: the cost table, or the pass counts)."""
        b = bucket_of(batch_size)
        out = {}
        for w in self.widths:
            if self._trusted(w, b) is not None:
                out[w] = "measured"
            elif (w, b) in self._cells:
                out[w] = "sampled"
            elif self.seconds_at(w, batch_size) is not None:
                out[w] = "predicted"
            else:
                out[w] = "prior"
        return out

    def buckets(self) -> list[int]:
        """The buckets decode steps were decided at, smallest first (their first batch size)."""
        return [2**b for b in sorted(self._steps)]

    def seconds_at(self, width: int, batch_size: int) -> float | None:
        """The measured step time of (width, bucket), or its prediction (module docstring), or
        None when nothing it could be predicted from is measured."""
        return self._remembered(
            ("seconds", width, batch_size), lambda: self._seconds_at(width, batch_size)
        )

    def _seconds_at(self, width: int, batch_size: int) -> float | None:
        b = bucket_of(batch_size)
        if width == 1:
            cell = self._trusted(1, b)
            return cell.seconds if cell is not None else self._ar_predicted(batch_size)
        measured = self._monotone_rounds(batch_size)
        if width in measured:
            return measured[width]
        predicted = self._round_predicted(width, batch_size)
        if predicted is None:
            return None
        # Between the measured rounds here: never above a wider one, never below a narrower one.
        wider = [t for w, t in measured.items() if w > width]
        narrower = [t for w, t in measured.items() if w < width]
        if narrower:
            predicted = max(predicted, max(narrower))
        return min(predicted, min(wider)) if wider else predicted

    def _monotone_rounds(self, batch_size: int) -> dict[int, float]:
        """The measured rounds' times at this bucket (each :meth:`_round_at` this batch size),
        made non-decreasing in W: where a narrower round measured dearer than a wider one, both
        take their mean weighted by samples (pool adjacent violators, the least-squares
        monotone fit).

        A wider round does the narrower one's work and more, so such an inversion is noise:
        samples taken at other times (a rarely run width keeps its cell's samples for hundreds
        of steps, while the running one's follow the machine and the context length). At one
        request on the demo, where every width's round costs 2.2-2.6 AR steps, inversions came
        and went all run long (a 5-wide round at 3.29 AR steps beside a 17-wide one at 2.43),
        and each sent the policy to the width measured cheap by chance: 5-wide rounds where a
        17-wide one cost the same and committed more. Pooled, an inversion is a tie, and a tie
        goes to the tokens."""
        return self._remembered(
            ("monotone", 0, batch_size), lambda: self._pooled_rounds(batch_size)
        )

    def _pooled_rounds(self, batch_size: int) -> dict[int, float]:
        b = bucket_of(batch_size)
        widths = sorted(w for w, other in self._trusted_cells() if other == b)
        cells = [self._trusted(w, b) for w in widths]
        fitted = monotone_fit(
            [self._round_at(cell, batch_size) for cell in cells],
            [float(len(cell.recent)) for cell in cells],
        )
        return dict(zip(widths, fitted, strict=True))

    def _round_at(self, cell: _Cell, batch_size: int) -> float:
        """A measured round's time at ``batch_size``: the low quantile of its samples, each
        scaled from the batch size it ran at to this one along the AR steps' line.

        A bucket spans twice its smallest batch size, and which widths run at which end of it
        is the policy's doing: on the demo at 8-15 the 5-wide cell's fastest samples were
        draining batches of 8 (23 ms) and the 9-wide cell's were refills of 13-15 (36 ms), so
        the 9-wide round looked 1.45x the 5-wide one where at one batch size it was 1.1x, and
        5-wide rounds ran at 1065 tok/s where the pinned 9-wide server made 1139. Without two
        measured AR buckets the line is flat and the samples count as they are."""
        if not any(size != batch_size for _, size in cell.recent):
            return cell.seconds
        here = self._ar_line(batch_size)
        if here is None:
            return cell.seconds
        return low_quantile([t * here / (self._ar_line(size) or here) for t, size in cell.recent])

    def _ar_line(self, batch_size: int) -> float | None:
        """An AR step's time along the line through the measured AR buckets (their mean batch
        sizes), whether or not this batch size's own bucket is measured: the shape by which
        :meth:`_round_at` moves a sample between batch sizes of one bucket."""
        return self._remembered(("line", 1, batch_size), lambda: self._ar_predicted(batch_size))

    def _ar_predicted(self, batch_size: int) -> float | None:
        cells = sorted(
            (self._trusted(1, b) for _, b in self._trusted_cells(1)),
            key=lambda cell: abs(cell.batch_size - batch_size),
        )
        if not cells:
            return None
        if len(cells) == 1 or cells[0].batch_size == cells[1].batch_size:
            predicted = cells[0].seconds
        else:
            (b0, t0), (b1, t1) = ((c.batch_size, c.seconds) for c in cells[:2])
            predicted = max(t0 + (t1 - t0) * (batch_size - b0) / (b1 - b0), min(t0, t1) / 2)
        b = bucket_of(batch_size)
        own = self._cells.get((1, b))
        if own is not None and self._above_measured_ar(b):
            # Above every measured bucket the guess is a smaller batch's time, too low (a larger
            # batch never steps faster): this bucket's own first sample, if any, says more.
            # Priced that low, an AR step at batch 16 cost half what it did on the demo, every
            # round there looked twice its cost, and the regret budget closed on them.
            return max(predicted, own.fastest)
        return predicted

    def _above_measured_ar(self, bucket: int) -> bool:
        """Whether ``bucket`` lies above every bucket an AR step is measured at (there its
        prediction is a smaller batch's time); False while none is."""
        measured = [other for _, other in self._trusted_cells(1)]
        return bool(measured) and bucket > max(measured)

    def _round_predicted(self, width: int, batch_size: int) -> float | None:
        b = bucket_of(batch_size)
        here = sorted(w for w, other in self._trusted_cells() if other == b)
        # Linear in W through the two measured widths nearest to W, above the narrowest one.
        # Below it the line's floor (the cheaper of the two) would price a 9-wide round like the
        # 17-wide one: on the demo at batch 16, 5-, 9- and 17-wide rounds all at 3.6-3.9 AR
        # steps, and 58 AR steps ran where 9-wide rounds (3.4 measured) committed 1.7x as much.
        if len(here) >= 2 and width > here[0]:
            lo, hi = sorted(sorted(here, key=lambda w: (abs(w - width), w))[:2])
            t_lo, t_hi = self.seconds_at(lo, batch_size), self.seconds_at(hi, batch_size)
            # Never below the cheaper of the two: where noise made the wider one look cheaper,
            # the line falls with W and would reach zero (a step of no cost divides by zero).
            return max(t_lo + (t_hi - t_lo) * (width - lo) / (hi - lo), min(t_lo, t_hi))
        ar = self.seconds_at(1, batch_size)
        price = self.position_price(width, b)
        if ar is None or price is None:
            return None
        return 2.0 * ar + (width - 1) * batch_size * price

    def position_price(self, width: int, bucket: int) -> float | None:
        """Seconds per extra window position and request beyond a round's two AR steps,
        ``(t(W') - 2 t(1)) / ((W' - 1) bs)`` (at least 0), at the measured round nearest to
        (``bucket``, ``width``); None if no round is measured where W = 1 can be priced."""
        return self._remembered(
            ("position", width, bucket), lambda: self._position_price(width, bucket)
        )

    def _position_price(self, width: int, bucket: int) -> float | None:
        priced = []
        for w, other in self._trusted_cells():
            cell = self._trusted(w, other)
            ar = self.seconds_at(1, round(cell.batch_size))
            if ar is not None:
                priced.append((abs(other - bucket), abs(w - width), w, cell, ar))
        if not priced:
            return None
        _, _, w, cell, ar = min(priced, key=lambda item: item[:3])
        return max(0.0, cell.seconds - 2.0 * ar) / ((w - 1) * cell.batch_size)

    def priced(self) -> bool:
        """Whether any round has been measured where an AR step is known (a position price)."""
        return self.position_price(1, 0) is not None

    # ------------------------------------------------------------------ exploration

    def exploration(self, batch_size: int, allowed: Sequence[int]) -> int | None:
        """A width to run this step only to measure it, or None. Call once per decode step.

        ``allowed``: the widths worth timing here (the policy's choice: those whose rate could
        be near the best). What every prediction needs first: W = 1 every other step until it
        is measured at some batch size, allowed or not (every cost is a ratio to it, and an AR
        step is the cheapest step there is; the policy's own choice runs in between, so a fresh
        server's first request drafts half its steps instead of running a string of AR steps),
        then the narrowest allowed round at once until one is (its price per position predicts
        the wider ones). Other allowed widths under ``min_samples`` at this bucket are measured
        every ``explore_every``-th step, and so is W = 1, allowed or not, at a bucket above every
        bucket it was measured at: there its prediction is a smaller batch's time, too low, which
        prices every round too high (on the demo's formulas the first pass at batch 64 ran a third
        of its steps as AR steps so; its first sample there lifts the prediction at once, see
        ``_ar_predicted``). Between measured buckets it is interpolated and timed only if allowed.
        Meanwhile the predictions stand in (under continuous batching a step followed by a
        prefill gives no sample, so insisting on this bucket's own measurements could take many
        steps).

        Then the refresh: a width measured at this bucket that has not run there for
        ``refresh_every`` x its cost in AR steps of the bucket's steps is run once more, allowed
        or not. A cell whose recent samples a long burst filled keeps its burst time until it
        runs again, and a width priced out by it would never run again (on the mid-size
        decoder a burst during AR steps made every round look cheaper than an AR step, and the
        policy drafted at a loss until the end); a cost that drifts (a longer context, another
        load) is seen again too. Scaled by the cost, refreshing takes about
        ``1 / refresh_every`` of the time per width (a 33-wide round that costs 30 AR steps is
        refreshed every 30 x ``refresh_every`` steps, an AR step every ``refresh_every``).
        """
        b = bucket_of(batch_size)
        step = self._steps.get(b, 0)
        self._steps[b] = step + 1
        if not self._trusted_cells(1):
            # The unit of every cost, whatever ``allowed`` holds; every other step, so the
            # first request runs the policy's choice in between rather than only AR steps.
            return 1 if step % 2 == 0 else None
        candidates = [w for w in allowed if w in self.widths]
        if 1 not in candidates and self._above_measured_ar(b):
            candidates.append(1)  # above every timed AR step: its prediction is a guess
        drafting = [w for w in candidates if w > 1]
        if drafting and not self.priced():
            return min(drafting)
        short = [w for w in candidates if self._trusted(w, b) is None]
        if short:
            if step % self.explore_every != 0:
                return None
            return min(short, key=lambda w: (self.samples(w, batch_size), w))
        return self._stale(b, batch_size, step)

    def _stale(self, bucket: int, batch_size: int, step: int) -> int | None:
        """The measured width of this bucket longest overdue for its refresh, or None.

        A width's refresh interval is scaled by its cost priced by its fastest recent sample
        (a cell a burst filled all but a few samples of is refreshed at its real cost), at most
        ``MAX_REFRESH_SCALE`` times: a width whose every sample a burst slowed is still seen
        again."""
        ar = self.seconds_at(1, batch_size)
        if not self.refresh_every or ar is None:
            return None
        overdue = []
        for width in self.widths:
            last = self._last_measured.get((width, bucket))
            cell = self._cells.get((width, bucket))
            if last is None or cell is None:
                continue
            scale = 1.0 if width == 1 else min(MAX_REFRESH_SCALE, max(1.0, cell.fastest / ar))
            due = last + self.refresh_every * scale
            if step >= due:
                overdue.append((step - due, -width, width))
        return max(overdue)[2] if overdue else None

    def describe(self) -> dict[str, dict[str, float]]:
        """Measured seconds per bucket and width (for logs and /server_info-like dumps)."""
        out: dict[str, dict[str, float]] = {}
        for (w, b), cell in sorted(self._cells.items(), key=lambda item: (item[0][1], item[0][0])):
            out.setdefault(f"bs{2**b}-{2 ** (b + 1) - 1}", {})[str(w)] = round(cell.seconds, 6)
        return out
