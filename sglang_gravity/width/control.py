"""The window width of each decode step, as the worker asks for it (glue around ``width.policy``).

A ``width.mode.WidthMode`` (parsed once from the ``SGLANG_GRAVITY_WIDTH*`` settings, by the
launcher's start-up checks and again by the worker) says which of four modes the server runs:
``auto`` (the width chosen per step by ``width.policy.WidthPolicy`` from the batch size, the live
acceptance and the step times this server measures of itself, ``step_costs.StepTimes``, down to
AR steps where drafting does not pay), ``full`` (every step K), ``fixed`` (every step N; 1 = plain
AR steps) or ``cycle`` (widths in turn: a test setting). :class:`WidthControl` is the one object
the worker asks for each step's width and tells what the step accepted and how long it took.

Unset, the width is ``auto`` where every width runs alike (CPU, or ``--disable-cuda-graph``)
and ``full`` under CUDA graphs: SGLang captures those for width K only (and will not replay a
graph of another width); an explicit setting there makes the worker capture a set for each
other width it may run (``width_graphs``; ``SGLANG_GRAVITY_WIDTH_GRAPHS=0`` runs them eagerly
instead, and ``spec._check_widths`` warns). Every width is exact: a
step of width W >= 2 is a round with W-1 drafts, and W = 1 is one causal pass over ``[x0]`` that
commits ``a0`` and carries it as the next ``x0``.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping, Sequence
from typing import Any

from sglang_gravity import settings
from sglang_gravity.settings import AUTO, FULL
from sglang_gravity.width.cost_table import CostTable
from sglang_gravity.width.mode import WidthMode, default_width_setting
from sglang_gravity.width.policy import WidthDecision, WidthPolicy
from sglang_gravity.width.step_costs import StepTimes

__all__ = ["AUTO", "FULL", "WidthControl", "WidthMode", "default_width_setting"]

logger = logging.getLogger(__name__)


class WidthControl:
    """Picks each decode step's width and feeds the policy the accepted counts afterwards."""

    def __init__(self, window: int, mode: WidthMode) -> None:
        self.window = window
        self.mode = mode
        self.cycle = mode.cycle if mode.kind == "cycle" else None
        self._step = 0
        self.policy: WidthPolicy | None = None
        self.step_times: StepTimes | None = None
        # Log the chosen widths every this many adaptive steps (0: never).
        self.summary_every = mode.log_every
        self._chosen: dict[str, int] = {}
        # (start time, width, batch size) of the last decode step while nothing else ran since.
        self._last_start: tuple[float, int, int] | None = None
        self.exploring = False  # the last width was chosen to measure, not because it was best
        self._decision: WidthDecision | None = None  # the last adaptive decision, until timed
        self._tokens_per_request = 0.0  # what that step committed per request (observe)
        if mode.kind not in ("fixed", "auto"):
            return  # full: every step the full window K; cycle: in turn
        config = mode.policy_config()
        prior = None
        if mode.costs_path is not None:
            try:
                prior = CostTable.load(mode.costs_path)
            except ValueError as exc:
                raise ValueError(f"{settings.WIDTH_COSTS.name}: {exc}") from exc
        widths = config.allowed_widths(window)
        if config.adaptive and len(widths) > 1:
            if 1 not in widths:
                raise ValueError(
                    f"{settings.WIDTH.name}={AUTO}: the allowed widths {widths} must include 1 "
                    "(AR steps, the unit every step time is measured against); check "
                    f"{settings.MIN_WIDTH.name}"
                )
            self.step_times = StepTimes(widths, prior)
        try:
            self.policy = WidthPolicy(config, window, self.step_times)
        except ValueError as exc:
            raise ValueError(f"{settings.WIDTH_COSTS.name}={mode.costs_path}: {exc}") from exc

    @classmethod
    def from_env(
        cls, window: int, env: Mapping[str, str] | None = None, *, default: str = FULL
    ) -> WidthControl:
        """Parse the settings (``WidthMode.from_env``) and build the control for window K."""
        return cls(window, WidthMode.from_env(env, default=default))

    @property
    def tracks_requests(self) -> bool:
        """Whether ``next_width`` / ``observe`` read the requests' ids (only a policy does)."""
        return self.policy is not None

    @property
    def widths(self) -> tuple[int, ...]:
        """Every width this server may run."""
        if self.cycle is not None:
            return tuple(sorted({min(w, self.window) for w in self.cycle}))
        if self.policy is not None:
            return self.policy.widths
        return (self.window,)

    def describe(self) -> str:
        return self.mode.describe(self.window)

    def next_width(self, rids: Sequence[Any], remaining: Sequence[float] | None = None) -> int:
        """The width of the next decode step of the batch ``rids`` (host only, no device sync);
        ``remaining``: each request's tokens left, when known (``WidthPolicy.choose``)."""
        if self.cycle is not None:
            width = self.cycle[self._step % len(self.cycle)]
            self._step += 1
            return min(width, self.window)
        if self.policy is None:
            return self.window
        live = set(rids)
        for rid in [r for r in self.policy.tracker.requests if r not in live]:
            self.policy.release(rid)  # finished or retracted: its evidence stays server-wide
        decision = self.policy.choose(rids, len(rids), remaining)
        self._decision = decision
        self.exploring = decision.probe
        if self.summary_every:
            self._count(decision.width, decision.probe)
        return decision.width

    def _count(self, width: int, probe: bool) -> None:
        """Tally the widths chosen; every ``summary_every`` steps log them (what auto does)."""
        key = f"{width}{'*' if probe else ''}"
        self._chosen[key] = self._chosen.get(key, 0) + 1
        self._step += 1
        if self._step % self.summary_every:
            return
        chosen = ", ".join(f"{k}: {v}" for k, v in sorted(self._chosen.items()))
        times = None if self.step_times is None else self.step_times.describe()
        logger.info(
            "gravity widths over the last %d steps (* = exploratory): %s; judged by %s; server "
            "acceptance hazard %.3f; measured step seconds %s; step costs by batch size %s; "
            "unproven steps %s",
            self.summary_every,
            chosen,
            self.policy.judged_by,
            self.policy.tracker.server_hazard(),
            times,
            self.cost_sources(),
            self.policy.budget.describe(),
        )
        self._chosen = {}

    def cost_sources(self) -> str:
        """Where each width's cost comes from at each batch size seen: ``measured`` here,
        ``sampled`` (too few samples yet), ``predicted`` from other cells, or the ``prior`` (the
        cost table given at start-up, or the pass counts): measurements replace the prior."""
        if self.step_times is None:
            return "fixed (a cost table)"
        parts = []
        for bs in self.step_times.buckets():
            cells = self.step_times.sources(bs)
            parts.append(f"bs{bs}: " + ", ".join(f"{w} {src}" for w, src in cells.items()))
        return "; ".join(parts) or "none yet"

    def observe(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """Accepted drafts per request of the step that ran at ``width`` (the host copy)."""
        if self.policy is not None:
            self.policy.observe(rids, width, accepted)
            per_step = 1.0 if width == 1 else 2.0
            self._tokens_per_request = per_step + (sum(accepted) / len(accepted) if accepted else 0)

    @property
    def measures_time(self) -> bool:
        """Whether step times are used (an adaptive width prices steps by their times)."""
        return self.step_times is not None

    def begin_step(
        self,
        rids: Sequence[Any],
        batch_size: int,
        now: float,
        remaining: Sequence[float] | None = None,
    ) -> int:
        """The width of the decode step of ``batch_size`` requests starting at host time ``now``
        (``rids``: their ids when :attr:`tracks_requests`, else empty; ``remaining``: their
        tokens left, when known, which makes the batch's completion the policy's objective).

        Also closes the previous decode step's loop period: the host time between the starts
        of two consecutive decode steps (the forward, the result processing and the scheduling
        together, which is what throughput divides by). A step after a prefill
        (:meth:`prefill_ran`), or whose batch changed size, gives no sample. No device sync.
        """
        last, self._last_start = self._last_start, None
        timed = False
        if self.step_times is not None and last is not None:
            started, width, size = last
            if size == batch_size:
                seconds = now - started
                self.step_times.observe(width, size, seconds)
                if self._decision is not None:
                    ar_s = self.step_times.ar_seconds(size)
                    self.policy.record_step(self._decision, seconds, self._tokens_per_request, ar_s)
                    timed = True
        if self._decision is not None and not timed:
            self.policy.untimed_step(self._decision)
        self._decision = None
        width = self.next_width(rids, remaining)
        if self.step_times is not None:
            self._last_start = (now, width, batch_size)
        return width

    def ran_instead(self, width: int) -> None:
        """The step just decided ran at ``width`` instead (another server's recorded choice,
        replayed by ``simulate decide``): its time, its regret and the width the policy keeps
        are booked to ``width``."""
        if self._last_start is not None:
            started, _, size = self._last_start
            self._last_start = (started, width, size)
        if self._decision is not None:
            self._decision = dataclasses.replace(self._decision, width=width)
            if self.policy is not None and not self._decision.probe:
                self.policy.current = width

    def prefill_ran(self) -> None:
        """A prefill ran since the last decode step: no loop period spans it."""
        self._last_start = None

    def close_step(self) -> None:
        """No decode step follows the last one (the server went idle): it gives no time, and an
        unproven one is charged its expected regret (``WidthPolicy.untimed_step``)."""
        self._last_start = None
        if self._decision is not None:
            self.policy.untimed_step(self._decision)
        self._decision = None
