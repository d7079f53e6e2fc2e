"""The ledger of launched decode steps: each step's width, and what comes back after it.

A decode step's accepted counts reach the host only later, through the scheduler's
``on_verify_complete_cpu``: one step later under the synchronous scheduler, two under the overlap
scheduler (step N+1 is launched before step N's result is processed). Results come back in
launch order, so the ledger keeps ``(requests, width)`` per launched step in a queue and pairs
each result with the oldest. What it learns feeds the width policy (acceptance per request;
the loop periods are timed by ``WidthControl.begin_step``), gravity's metrics and, when asked
for, the step trace. Host-side only: no device sync.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sglang_gravity import settings
from sglang_gravity.serving.prometheus import GravityMetrics
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
        steps: StepTrace | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self._widths = widths
        self._metrics = metrics
        self._window = window
        self._server_overlaps = server_overlaps
        self._clock = clock
        self._steps = steps
        self._in_flight: deque[_Step] = deque()
        self._after_prefill = False

    @property
    def steps_in_flight(self) -> int:
        return len(self._in_flight)

    def prefill_ran(self) -> None:
        """A prefill between two decode steps is not their cost: no loop period spans it."""
        self._widths.prefill_ran()
        self._after_prefill = True

    def start_step(self, reqs: Sequence[Any]) -> int:
        """Book a decode step of the batch ``reqs`` and return its width W (K unless a width
        setting says otherwise)."""
        reqs = list(reqs)
        # The width policy keys its acceptance statistics by request; without one, no list.
        rids = [req.rid for req in reqs] if self._widths.tracks_requests else []
        remaining = tokens_left(reqs) if rids else None
        now = self._clock() if self._widths.measures_time or self._steps is not None else 0.0
        width = self._widths.begin_step(rids, len(reqs), now, remaining)
        self._in_flight.append(_Step(reqs, width, now, self._after_prefill))
        self._after_prefill = False
        return width

    def complete(self, accepted_per_req: list[int]) -> None:
        """The oldest launched step's accepted drafts per request (the scheduler's host copy).

        Statistics only (outputs never depend on them): a result that does not match the
        oldest step resynchronizes the ledger rather than stopping the server.
        """
        step = self._in_flight.popleft() if self._in_flight else None
        if step is not None and len(step.reqs) != len(accepted_per_req):
            logger.warning(
                "gravity: a result of %d requests came back for a step launched with %d; "
                "dropping %d pending step records",
                len(accepted_per_req),
                len(step.reqs),
                len(self._in_flight),
            )
            self._in_flight.clear()
            step = None
        width = self._window
        if step is not None:
            reqs, width = step.reqs, step.width
            if self._steps is not None:
                self._steps.write(step, accepted_per_req)
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


def tokens_left(reqs: Sequence[Any]) -> list[int] | None:
    """Each request's ``max_new_tokens`` less the tokens it has (at least 1), or None when a
    request has no limit the policy can read (then it judges widths by the mean rate)."""
    left = []
    for req in reqs:
        limit = getattr(getattr(req, "sampling_params", None), "max_new_tokens", None)
        if not isinstance(limit, int):
            return None
        left.append(max(1, limit - len(getattr(req, "output_ids", None) or ())))
    return left


@dataclass(frozen=True)
class _Step:
    """A launched decode step whose accepted counts have not come back yet."""

    reqs: list[Any]
    width: int
    started: float  # host clock at launch (0.0 when nothing reads it)
    after_prefill: bool  # a prefill ran between the previous decode step and this one


class StepTrace:
    """Every decode step as one JSON line (``SGLANG_GRAVITY_STEP_TRACE_DIR``): its width, batch,
    start time and accepted counts, all host-side (no device sync, unlike the round trace).

    ``sglang_gravity.width.simulate`` turns these files into a replayable workload.
    """

    def __init__(self, directory: str) -> None:
        os.makedirs(directory, exist_ok=True)
        path = os.path.join(directory, f"steps-{os.getpid()}.jsonl")
        self._file = open(path, "a")  # noqa: SIM115 — open for the server's lifetime

    @classmethod
    def from_env(cls) -> StepTrace | None:
        directory = settings.STEP_TRACE_DIR.read()
        return cls(directory) if directory else None

    def write(self, step: _Step, accepted_per_req: Sequence[int]) -> None:
        record = {
            "start": step.started,
            "width": step.width,
            "after_prefill": step.after_prefill,
            "rids": [str(req.rid) for req in step.reqs],
            "accepted": [int(n) for n in accepted_per_req],
        }
        self._file.write(json.dumps(record) + "\n")
        self._file.flush()


def _counted(reqs: Sequence[Any], accepted_per_req: Sequence[int]) -> list[int]:
    """Under overlap a request that finished (or was retracted) in the step before ran this one
    too, launched before that was known; SGLang discards its tokens and does not count the round,
    nor does gravity."""
    return [
        n
        for req, n in zip(reqs, accepted_per_req, strict=True)
        if not (req.finished() or req.is_retracted)
    ]
