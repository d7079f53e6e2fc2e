"""The ledger of launched decode steps: each step's width, and what comes back after it.

A decode step's accepted counts reach the host only later, through the scheduler's
``on_verify_complete_cpu``: one step later under the synchronous scheduler, two under the overlap
scheduler (step N+1 is launched before step N's result is processed). Results come back in
launch order, so the ledger keeps ``(requests, width)`` per launched step in a queue and pairs
each result with the oldest. What it learns feeds the width policy (acceptance per request,
loop periods per width and batch size) and gravity's metrics. Host-side only: no device sync.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from sglang_gravity.serving.metrics import GravityMetrics
from sglang_gravity.width.control import WidthControl

logger = logging.getLogger(__name__)


class StepLedger:
    """Chooses each decode step's width and books what the step's result says afterwards."""

    def __init__(
        self,
        widths: WidthControl,
        metrics: GravityMetrics | None,
        *,
        window: int,
        server_overlaps: bool,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._widths = widths
        self._metrics = metrics
        self._window = window
        self._server_overlaps = server_overlaps
        self._clock = clock
        self._in_flight: deque[tuple[list[Any], int]] = deque()
        # (start time, width, batch size) of the last decode step, if the scheduler has run
        # nothing else since: the next step's start closes its loop period.
        self._last_start: tuple[float, int, int] | None = None

    @property
    def steps_in_flight(self) -> int:
        return len(self._in_flight)

    def prefill_ran(self) -> None:
        """A prefill between two decode steps is not their cost: no loop period spans it."""
        self._last_start = None

    def start_step(self, reqs: Sequence[Any]) -> int:
        """Book a decode step of the batch ``reqs`` and return its width W (K unless a width
        setting says otherwise)."""
        reqs = list(reqs)
        timed = self._widths.measures_time
        if timed:
            self._time_last_step(len(reqs))
        # The width policy keys its acceptance statistics by request; without one, no list.
        rids = [req.rid for req in reqs] if self._widths.tracks_requests else []
        width = self._widths.next_width(rids)
        self._in_flight.append((reqs, width))
        if timed:
            self._last_start = (self._clock(), width, len(reqs))
        return width

    def _time_last_step(self, batch_size: int) -> None:
        """The scheduler's loop period of the last decode step, fed to the width policy.

        Host time between the starts of two consecutive decode steps: the forward, the result
        processing and the scheduling together, which is what throughput divides by. Under the
        overlap scheduler on a GPU that is the pipeline's period (a step starts once the step
        before has published its lengths); on CPU everything runs in this thread. A step after
        a prefill, or whose batch changed size, gives no sample.
        """
        last, self._last_start = self._last_start, None
        if last is None:
            return
        started, width, size = last
        if size == batch_size:
            self._widths.observe_time(width, size, self._clock() - started)

    def complete(self, accepted_per_req: list[int]) -> None:
        """The oldest launched step's accepted drafts per request (the scheduler's host copy).

        Statistics only (outputs never depend on them): a result that does not match the
        oldest step resynchronizes the ledger rather than stopping the server.
        """
        step = self._in_flight.popleft() if self._in_flight else None
        if step is not None and len(step[0]) != len(accepted_per_req):
            logger.warning(
                "gravity: a result of %d requests came back for a step launched with %d; "
                "dropping %d pending step records",
                len(accepted_per_req),
                len(step[0]),
                len(self._in_flight),
            )
            self._in_flight.clear()
            step = None
        width = self._window
        if step is not None:
            reqs, width = step
            if self._widths.tracks_requests:
                # Acceptance is evidence even in a round whose tokens are discarded.
                self._widths.observe([r.rid for r in reqs], width, accepted_per_req)
            if self._metrics is not None and self._server_overlaps:
                accepted_per_req = _counted(reqs, accepted_per_req)
        if self._metrics is None:
            return
        if width == 1:  # an AR step, not a round: counted apart, TPF stays per round
            self._metrics.observe_ar_steps(len(accepted_per_req))
        else:
            self._metrics.observe_round(accepted_per_req)


def _counted(reqs: Sequence[Any], accepted_per_req: Sequence[int]) -> list[int]:
    """Under overlap a request that finished (or was retracted) in the step before ran this one
    too, launched before that was known; SGLang discards its tokens and does not count the round,
    nor does gravity."""
    return [
        n
        for req, n in zip(reqs, accepted_per_req, strict=True)
        if not (req.finished() or req.is_retracted)
    ]
