"""How soon the running batch finishes at each width: the width policy's objective per step.

Pure Python (no torch, no SGLang objects), beside :func:`finish_time_reference`.

Why not the mean rate alone. ``policy.batch_rates`` values a step by the tokens it commits per
request, averaged over the batch. That is the batch's throughput while every slot a finished
request frees is taken at once; it is blind to *who* gets the tokens. When acceptance differs
between requests (pages a model reads well and pages it does not), a wide round gives most of
its tokens to the requests that accept, which then leave, and the batch that remains runs the
requests that did not accept at a smaller size, where a step costs nearly as much on an
overhead-bound device and commits fewer tokens. Measured on the GLM-OCR-size decoder at 16
concurrent requests on 2 CPU cores (2026-12-06): a 33-wide round cost 24 AR steps and committed
25 tokens per request on average (a wash by the mean rate), but 11 of 16 requests accepted all
32 drafts and the other 5 two or three tokens; those 5 then ran 0.45-s AR steps alone, and the
wave ended 15% later than with AR steps throughout.

The projection. Request ``i`` has ``R_i`` tokens left (its ``max_new_tokens`` less what it has:
a stop string or EOS may end it sooner, which only scales every width's projection alike when
the requests are alike) and commits ``E_i[T | W]`` tokens per step of width W, so it needs
``n_i(W) = R_i / E_i[T | W]`` more steps. With nothing joining, the batch runs at full size
until the request of fewest steps finishes, then one smaller, and so on::

    T(W) = sum_k (n_(k) - n_(k-1)) * t(W, bs - k + 1)      n_(1) <= n_(2) <= ... sorted, n_(0) = 0

(``t(W, b)``: a step's seconds at batch size b). :func:`completion_rates` returns
``T(1) / T(W)``: how many times sooner than with AR steps the batch would finish. For a batch of
alike requests that is exactly the mean rate ``E[T | W] / c(W, bs)``; it differs only where the
requests differ, and there it charges a wide round for what it costs the requests that gain
least from it. It assumes the width is kept to the end (the policy re-decides every step, so a
width that only pays once the accepting requests are gone is taken then).

When it is the objective (:class:`BatchRefills`). A request that finishes while others wait
is replaced at once, and the batch keeps its size: then the tokens of a request that finishes
early are not lost, and the batch's throughput, the mean rate, is what a step should maximise.
The projection above assumes the opposite (nothing joins), which holds from the last
replacement on, as the batch drains, and in a wave that started together and has not lost a
request yet. So the mean rate is the objective while replacements are recent
(:class:`BatchRefills`), the completion otherwise. Replayed over 12 seeds (the demo's recorded
workload, 2026-12-07), ``auto`` over the best fixed width at 64 concurrent rose from 0.85 to
0.90 (median), the other cells unchanged; fed the step trace of the demo server at 16 concurrent
(30 requests per pass; ``simulate decide``), the policy chose 17-wide rounds in 63 of its 269
decisions at batch 16-31 where the completion alone chose them in 11 (and 5-wide rounds or AR
steps instead).

Requests without any evidence of their own yet (new in the batch, or AR steps only) are given
the acceptance of the server's recently finished requests, one quantile each
(:func:`population_quantiles`), not their mean: a fresh batch of 16 drawn from pages of which a
third are not read well holds about five such pages, and its end is theirs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

# A batch that replaced a finished request within this many decode steps is refilling.
REFILL_STEPS = 16


def finish_time(steps_needed: Sequence[float], step_seconds: Callable[[int], float]) -> float:
    """Seconds until the last request finishes: request i needs ``steps_needed[i]`` more steps
    (fractional), and a step of the ``b`` requests still running takes ``step_seconds(b)``."""
    order = sorted(steps_needed)
    total, done = 0.0, 0.0
    size = len(order)
    for k, need in enumerate(order):
        if need > done:
            total += (need - done) * step_seconds(size - k)
            done = need
    return total


def finish_time_reference(
    steps_needed: Sequence[float], step_seconds: Callable[[int], float]
) -> float:
    """:func:`finish_time` as the integral it is: over each interval between consecutive
    finishing points, the step time of the requests still running at its midpoint."""
    points = sorted({0.0, *steps_needed})
    total = 0.0
    for lo, hi in zip(points, points[1:]):
        running = sum(1 for need in steps_needed if need > (lo + hi) / 2)
        total += (hi - lo) * step_seconds(running)
    return total


def completion_rates(
    tokens_per_step: Sequence[Mapping[int, float]],
    remaining: Sequence[float],
    widths: Sequence[int],
    step_seconds: Callable[[int, int], float],
) -> dict[int, float]:
    """``T(1) / T(W)`` for each width (module docstring): ``tokens_per_step[i][W]`` is request
    i's ``E_i[T | W]``, ``remaining[i]`` its tokens left, ``step_seconds(W, b)`` a step's time."""
    if not tokens_per_step or len(tokens_per_step) != len(remaining):
        raise ValueError("completion_rates needs one remaining count per request, and a request")
    left = [max(float(r), 1.0) for r in remaining]
    ar_time = finish_time(left, lambda b: step_seconds(1, b))
    out = {}
    for w in widths:
        needs = [r / tokens[w] for r, tokens in zip(left, tokens_per_step)]
        out[w] = ar_time / finish_time(needs, lambda b, w=w: step_seconds(w, b))
    return out


def population_quantiles(
    population: Sequence[Mapping[int, float]], count: int
) -> list[dict[int, float]]:
    """``count`` stand-ins for requests with no evidence yet: per width, the ``(k + 1/2) /
    count`` quantiles (k = 0..count-1) of the finished requests' ``E[T | W]``."""
    if not population or count < 1:
        return []
    widths = list(population[0])
    ranked = {w: sorted(p[w] for p in population) for w in widths}
    n = len(population)
    return [
        {w: ranked[w][min(n - 1, int((k + 0.5) * n / count))] for w in widths} for k in range(count)
    ]


class BatchRefills:
    """Whether the running batch is being refilled (a finished request replaced by a new one
    within the last ``within`` decode steps) or drains (module docstring).

    A join is a *replacement* when some request left the batch since the previous join: the
    requests of a wave that arrive together (their prefills spread over a few steps) are not,
    so a wave is judged by its completion until it loses a request and gets one back."""

    def __init__(self, within: int = REFILL_STEPS) -> None:
        if within < 1:
            raise ValueError(f"a refill window needs at least one step, got {within}")
        self.within = within
        self._running: set[Any] = set()
        self._left_since_join = False
        self._since_replacement: int | None = None  # steps since the last replacement

    def step(self, rids: Sequence[Any]) -> bool:
        """Book the batch of the next decode step; True while it is refilling."""
        live = set(rids)
        joined = bool(live - self._running)
        if self._running - live:
            self._left_since_join = True
        if joined and self._left_since_join and self._running & live:
            self._since_replacement = 0
        elif self._since_replacement is not None:
            self._since_replacement += 1
        if joined:
            self._left_since_join = False
        self._running = live
        return self.refilling

    @property
    def refilling(self) -> bool:
        """Whether the batch of the last step booked was being refilled."""
        return self._since_replacement is not None and self._since_replacement <= self.within
