"""The window width of each decode step, as the worker asks for it (glue around ``width.policy``).

Settings come from environment variables, read once by the launcher (validated there, so a bad
value stops the start with a message naming the variable) and again by the worker:

- ``SGLANG_GRAVITY_WIDTH=auto``: the width is chosen per step by ``width.policy.WidthPolicy``
  from the batch size, the live acceptance and the step times this server measures of itself
  (``step_costs.StepTimes``), down to AR steps where drafting does not pay.
- ``SGLANG_GRAVITY_WIDTH=full``: every step the full window K.
- ``SGLANG_GRAVITY_WIDTH=N``: every step at width N (1 = plain AR steps).
- ``SGLANG_GRAVITY_WIDTH_COSTS=PATH``: a cost table (``benchmarks/calibrate_widths.py``) used
  as the prior of the measured step times, for widths and batch sizes not measured yet; it
  implies ``auto`` unless a width is pinned.
- ``SGLANG_GRAVITY_WIDTHS=1,5,9,17,33``, ``SGLANG_GRAVITY_MIN_WIDTH``,
  ``SGLANG_GRAVITY_MAX_WIDTH``: the candidates and bounds of the adaptive choice.
- ``SGLANG_GRAVITY_WIDTH_LOG_EVERY=N``: log the widths an adaptive server chose, its acceptance
  and its measured step times every N decode steps (default 1000; 0: never).
- ``SGLANG_GRAVITY_WIDTH_CYCLE=1,5,9``: widths taken in turn, one per decode step, whatever the
  statistics say (for tests: widths change in the middle of every request).

Unset, the width is ``auto`` where every width runs alike (CPU, or ``--disable-cuda-graph``)
and ``full`` under CUDA graphs: SGLang captures those for width K only (and will not replay a
graph of another width); an explicit setting there makes the worker capture a set for each
other width it may run (``width_graphs``; ``SGLANG_GRAVITY_WIDTH_GRAPHS=0`` runs them eagerly
instead, and ``spec._check_widths`` warns). Every width is exact: a
step of width W >= 2 is a round with W-1 drafts, and W = 1 is one causal pass over ``[x0]`` that
commits ``a0`` and carries it as the next ``x0``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from typing import Any

from sglang_gravity.width.policy import (
    DEFAULT_WIDTHS,
    CostTable,
    WidthDecision,
    WidthPolicy,
    WidthPolicyConfig,
    parse_widths,
)
from sglang_gravity.width.step_costs import StepTimes

WIDTH_ENV = "SGLANG_GRAVITY_WIDTH"
COSTS_ENV = "SGLANG_GRAVITY_WIDTH_COSTS"
WIDTHS_ENV = "SGLANG_GRAVITY_WIDTHS"
MIN_WIDTH_ENV = "SGLANG_GRAVITY_MIN_WIDTH"
MAX_WIDTH_ENV = "SGLANG_GRAVITY_MAX_WIDTH"
CYCLE_ENV = "SGLANG_GRAVITY_WIDTH_CYCLE"
SUMMARY_ENV = "SGLANG_GRAVITY_WIDTH_LOG_EVERY"
AUTO = "auto"
FULL = "full"

logger = logging.getLogger(__name__)


def _int(env: Mapping[str, str], name: str) -> int | None:
    value = env.get(name)
    if value is None or value == "":
        return None
    try:
        return int(value)
    except ValueError as exc:
        raise ValueError(f"{name}={value!r}: expected an integer") from exc


def _widths(env: Mapping[str, str], name: str) -> tuple[int, ...] | None:
    value = env.get(name)
    if not value:
        return None
    try:
        widths = parse_widths(value)
    except ValueError as exc:
        raise ValueError(f"{name}={value!r}: expected comma-separated integers") from exc
    if any(w < 1 for w in widths):
        raise ValueError(f"{name}={value!r}: widths must be >= 1")
    return widths


def _cycle(env: Mapping[str, str]) -> tuple[int, ...] | None:
    """The test cycle, in the order given (repeats allowed)."""
    value = env.get(CYCLE_ENV)
    if not value:
        return None
    try:
        cycle = tuple(int(part) for part in value.split(",") if part.strip())
    except ValueError as exc:
        raise ValueError(f"{CYCLE_ENV}={value!r}: expected comma-separated integers") from exc
    if not cycle or any(w < 1 for w in cycle):
        raise ValueError(f"{CYCLE_ENV}={value!r}: widths must be >= 1")
    return cycle


def default_width_setting(device: str, cuda_graphs: bool) -> str:
    """What an unset ``SGLANG_GRAVITY_WIDTH`` means on this server: ``auto`` where every width
    runs alike, ``full`` (K) where CUDA graphs are on (other widths there need graph sets of
    their own, ``width_graphs``: more graph memory, and unmeasured on a GPU, so not the
    default)."""
    return FULL if cuda_graphs and device != "cpu" else AUTO


class WidthControl:
    """Picks each decode step's width and feeds the policy the accepted counts afterwards."""

    def __init__(
        self, window: int, env: Mapping[str, str] | None = None, *, default: str = FULL
    ) -> None:
        """``default``: what an unset ``SGLANG_GRAVITY_WIDTH`` means (``FULL`` or ``AUTO``)."""
        env = os.environ if env is None else env
        self.window = window
        self.cycle = _cycle(env)
        self._step = 0
        setting = (env.get(WIDTH_ENV) or "").strip().lower()
        if not setting and env.get(COSTS_ENV):
            setting = AUTO  # a cost table is the prior of the adaptive width
        setting = setting or default
        auto = setting == AUTO
        pinned = None
        if setting not in (AUTO, FULL):
            try:
                pinned = int(setting)
            except ValueError as exc:
                raise ValueError(
                    f"{WIDTH_ENV}={env.get(WIDTH_ENV)!r}: expected an integer, {AUTO!r} or {FULL!r}"
                ) from exc
        costs_path = env.get(COSTS_ENV) or None
        self.policy: WidthPolicy | None = None
        self.step_times: StepTimes | None = None
        # Log the chosen widths every this many adaptive steps (0: never).
        self.summary_every = _int(env, SUMMARY_ENV)
        self.summary_every = 1000 if self.summary_every is None else self.summary_every
        self._chosen: dict[str, int] = {}
        # (start time, width, batch size) of the last decode step while nothing else ran since.
        self._last_start: tuple[float, int, int] | None = None
        self.exploring = False  # the last width was chosen to measure, not because it was best
        self._decision: WidthDecision | None = None  # the last adaptive decision, until timed
        self._tokens_per_request = 0.0  # what that step committed per request (observe)
        if self.cycle is not None:
            return
        if pinned is None and not auto:
            return  # every step the full window K
        try:
            config = WidthPolicyConfig(
                widths=_widths(env, WIDTHS_ENV) or DEFAULT_WIDTHS,
                pinned=pinned,
                min_width=_int(env, MIN_WIDTH_ENV) or 1,
                max_width=_int(env, MAX_WIDTH_ENV),
                cost_table=costs_path,
            )
        except ValueError as exc:
            raise ValueError(f"gravity width settings ({WIDTH_ENV}*): {exc}") from exc
        prior = None
        if costs_path is not None:
            try:
                prior = CostTable.load(costs_path)
            except ValueError as exc:
                raise ValueError(f"{COSTS_ENV}: {exc}") from exc
        widths = config.allowed_widths(window)
        if config.adaptive and len(widths) > 1:
            if 1 not in widths:
                raise ValueError(
                    f"{WIDTH_ENV}={AUTO}: the allowed widths {widths} must include 1 (AR steps, "
                    f"the unit every step time is measured against); check {MIN_WIDTH_ENV}"
                )
            self.step_times = StepTimes(widths, prior)
        try:
            self.policy = WidthPolicy(config, window, self.step_times)
        except ValueError as exc:
            raise ValueError(f"{COSTS_ENV}={costs_path}: {exc}") from exc

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
        if self.cycle is not None:
            return f"cycling {self.cycle} ({CYCLE_ENV}, a test setting)"
        if self.policy is None:
            return f"fixed at K={self.window}"
        if not self.policy.config.adaptive:
            return f"pinned at {self.policy.widths[0]} ({WIDTH_ENV})"
        prior = self.policy.config.cost_table or "pass counts"
        return f"adaptive over {self.policy.widths} (measured step times; prior {prior})"

    def next_width(self, rids: Sequence[Any]) -> int:
        """The width of the next decode step of the batch ``rids`` (host only, no device sync)."""
        if self.cycle is not None:
            width = self.cycle[self._step % len(self.cycle)]
            self._step += 1
            return min(width, self.window)
        if self.policy is None:
            return self.window
        live = set(rids)
        for rid in [r for r in self.policy.tracker.requests if r not in live]:
            self.policy.release(rid)  # finished or retracted: its evidence stays server-wide
        decision = self.policy.choose(rids, len(rids))
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
            "gravity widths over the last %d steps (* = exploratory): %s; server acceptance "
            "hazard %.3f; measured step seconds %s; step costs by batch size %s; unproven "
            "steps %s",
            self.summary_every,
            chosen,
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

    def begin_step(self, rids: Sequence[Any], batch_size: int, now: float) -> int:
        """The width of the decode step of ``batch_size`` requests starting at host time ``now``
        (``rids``: their ids when :attr:`tracks_requests`, else empty).

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
        width = self.next_width(rids)
        if self.step_times is not None:
            self._last_start = (now, width, batch_size)
        return width

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
