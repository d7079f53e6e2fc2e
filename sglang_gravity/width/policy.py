"""Drafts per round: the window width W of each decode step, chosen from cost and acceptance.

Pure Python (no torch, no SGLang objects): the worker feeds it per-round accepted counts and the
batch size, and reads back one width for the next step.

Vocabulary (as in ``round.py``). A step of width ``W >= 2`` is one round: a draft pass over
``[x0, MASK x (W-1)]`` and a verify pass over ``[a0, d_1..d_{W-1}]``, two passes of W positions,
committing ``a0``, the ``accepted`` drafts (0..W-1) and the ``bonus``: ``2 + accepted`` tokens.
A step of width ``W = 1`` has no drafts: it is a plain AR step, one pass of one position, one token.

The model, all of it:

- **Cost.** ``c(W, bs) = t(W, bs) / t(1, bs)``: the measured time of one W-wide pass over one
  1-wide pass at batch size bs (a ``cost_table.CostTable``, interpolated linearly in bs and in W). A
  step costs ``step_cost(W) = 2 c(W, bs)`` for ``W >= 2`` and ``1`` for ``W = 1``, in units of
  one AR step.
- **Acceptance.** Per request, hazards ``h_j = P(draft j accepted | drafts 1..j-1 accepted)``,
  j = 1..K-1. ``E[accepted | W] = sum_{k=1}^{W-1} prod_{j<=k} h_j`` and
  ``E[T | W] = 2 + E[accepted | W]`` (``E[T | 1] = 1``). Constant hazards are the geometric model.
- **Rate.** One width serves the whole batch, so
  ``rate(W) = mean_i E_i[T | W] / step_cost(W)``: committed tokens per AR-step of time.
  ``rate(1) = 1`` exactly.
- **Choice** (:func:`choose_width`). The allowed width of highest rate; ties go to the narrower
  width (less compute for the same tokens, so zero acceptance gives W = 1). A width whose rate
  is below AR's is never chosen while W = 1 is allowed. Hysteresis: the current drafting width
  is kept while its rate is within ``hysteresis`` (relative) of the best and not below AR's;
  W = 1 is left as soon as a drafting width beats it (AR steps teach nothing about acceptance).

The objective, when each request's tokens left are known (the worker passes them: its
``max_new_tokens`` less its output). The mean rate is the batch's throughput while finished
requests are replaced at once; it is blind to which requests get the tokens, and where some
requests accept and others do not, a round that is a wash on average sends the accepting ones
off and leaves the others to finish in a smaller batch. So, unless the batch is being refilled
(a finished request replaced within the last ``completion.REFILL_STEPS`` steps: then the mean
rate is the throughput, ``completion.BatchRefills``), the widths that compete are judged by
``width.completion.completion_rates``: how many times sooner than with AR steps the running
batch would finish at each width, each request at its own acceptance (requests with none of their
own yet: the spread of the recently finished ones). For alike requests this is the mean rate;
which widths are timed and probes read the mean rate; the regret budget prices a step in the
judged rate (a token is worth ``judged / mean rate`` of one: a round whose tokens go to
requests that would finish early anyway loses most of its time, and an exploratory one of
those is bounded like any other).

Estimating the hazards (:class:`PositionCounts`). A round of width W that accepted ``a`` drafts
tested draft positions ``1..min(a+1, W-1)``: positions 1..a succeeded, position a+1 failed if
``a < W-1``. When ``a = W-1`` every draft was accepted and nothing past W-1 was tested: those
positions are *censored*, not failures, so they get no count at all. (Averaging ``accepted`` or
``accepted / (W-1)`` instead would read a narrow window's cap as rejections and keep the policy
narrow for ever.) Counts decay by ``decay`` per observed round (an EMA of the evidence). Each
request's hazard at a position it was tested at shrinks its own counts toward the request's
pooled hazard (the censored geometric MLE, successes / trials over all positions), that toward
the server-wide pooled hazard (which starts at ``prior_hazard``); past the deepest position the
request was tested at, it takes the server's hazard at that position:

    g_server = (S + m p0) / (N + m)              over every request's rounds (slower decay)
    H_j      = (S_j + n0 g_server) / (T_j + n0)  the server, position j
    g_i      = (S_i + m g_server) / (N_i + m)    request i, all positions
    h_ij     = (s_ij + n0 g_i) / (t_ij + n0)     request i, position j <= its deepest tested
    h_ij     = H_j                               past it (t_ij = 0 there)

Why the server's H_j past the deepest tested position, and not g_i: text is read well or badly
in stretches, so the hazard of a draft rises with its position (a draft deep in a run of right
ones is nearly always right), and a request that ran only narrow rounds has no evidence of that
shape. Its geometric g_i priced a 9-wide round on the demo at batch 16 at 1.15x the tokens of a
5-wide one where it committed 1.34x, and kept ``auto`` on 5-wide rounds 1.2x slower per token.
Positions it was tested at keep its own level, so a request that fails at the first draft is
not lifted by the server's deep hazards.

Exploration: at W = 1 nothing is learnt about drafting. :class:`WidthPolicy` therefore runs one
round at the best drafting width after ``probe_interval`` consecutive AR steps (0 disables it)
and says so (``WidthDecision.probe``); :func:`choose_width` itself never probes.

Unproven steps, priced and bounded. A step is *unproven* when its width's cost at this batch
size is not measured yet (only predicted: from other batch sizes, or the prior) or when it runs
only to measure (a probe). Where drafts are rarely accepted and a wide pass costs several AR
steps, such steps were the whole of ``auto``'s loss (a mid-size decoder at batch 16: a 5-wide
round timed at 4.3 AR steps, a 9-wide one at 7.3; three of them on a 60-step run cost 10%). So:

- *Narrow first, and only what can win.* The widths measured at this batch size (W = 1 always:
  its cost is the unit) give the best known rate ``r*``. A width not measured here competes only
  if its optimistic rate, ``E[T | W]`` over its cost estimate (its fastest sample here, or at
  least the fastest sample of a narrower width here, since a wider pass never costs less; else
  the prediction), beats ``r*``; and of those only one competes: before any round was timed the
  narrowest (a fresh server learns from the narrow end, a 5-wide round before a 9-wide one: the
  cheapest lesson), after that the one of highest predicted rate (measured rounds predict it).
- *A regret budget* (:class:`ExplorationBudget`). The regret of a step is the time it took
  beyond what the best known rate would have needed for the tokens it committed:
  ``max(0, seconds - tokens_per_request * t1 / r*)`` (t1: an AR step's time). Every unproven
  step's regret is added up; a new unproven step runs only while
  ``regret + its expected regret <= share * elapsed`` (``share`` = ``explore_share``, 5%;
  ``elapsed``: the decode time so far), its expected regret being
  ``max(0, cost_estimate - E[T | W] / r*) * t1``. So the whole run's regret stays under
  ``share * elapsed`` plus the first try's own regret (the one step a fresh server must take to
  learn anything). A step slower than its width can cost (2W AR steps: a first-use stall, a
  neighbour's burst) is charged its expected regret, and its time is not taken as the width's
  cost estimate (``StepTimes`` does not trust it either). Arithmetic on the mid-size decoder at batch 16 (t1 = 80 ms, a 5-wide round
  330 ms, nothing accepted): the first round's regret is 330 - 2 x 80 = 170 ms; the next needs
  (170 + 170) / 0.05 = 6.8 s of decoding first, about 85 AR steps; a 64-token run at
  concurrency 16 (about 64 steps, 5.1 s) therefore runs one round: 170 ms, 3.3% of it. Where
  drafts pay, a round's regret is 0 (it commits more than AR would in its time) and the budget
  never binds.

Cost of a decision: O(bs * (K-1)) float operations on the host (~2k for bs 64, K 33).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sglang_gravity.width.completion import (
    BatchRefills,
    completion_rates,
    population_quantiles,
)
from sglang_gravity.width.cost_table import StepCosts

DEFAULT_WIDTHS = (1, 5, 9, 17, 33)


# ---------------------------------------------------------------- configuration


@dataclass(frozen=True)
class WidthPolicyConfig:
    """The width policy's settings, resolved once at start-up.

    A server reads them from its ``SGLANG_GRAVITY_WIDTH*`` variables (``width.control``): the
    pinned width, the candidate widths and their bounds, and the cost table (JSON,
    ``cost_table.CostTable``); the rest are the policy's tuning, fixed here.
    """

    widths: tuple[int, ...] = DEFAULT_WIDTHS  # candidates; each capped at K
    pinned: int | None = None  # always this width (capped at K); None = adaptive
    min_width: int = 1
    max_width: int | None = None  # None = K
    hysteresis: float = 0.05  # keep the current width while within this fraction of the best
    # AR steps before one exploratory drafting round (doubling while probes find nothing, up to
    # 16x); 0 = never.
    probe_interval: int = 64
    # Unproven steps (a width not yet measured at this batch size, or a probe) run only while
    # their regret stays under this share of the decode time (module docstring); 1 = unbounded.
    explore_share: float = 0.05
    # A width is timed at a batch size only while its estimated rate is within this fraction of
    # the best (measured step costs), W = 1 included once it is measured anywhere: an AR step
    # run only to time it, where drafts pay, costs most of a round's tokens.
    explore_margin: float = 0.8
    decay: float = 0.9  # per-request evidence kept per observed round (~10 rounds of memory)
    idle_decay: float = 0.95  # per-request evidence kept per AR step of that request
    server_decay: float = 0.95  # server-wide pooled evidence kept per drafting step
    prior_hazard: float = 0.5  # p0: pooled hazard before any round was seen
    pooled_strength: float = 2.0  # m: pseudo-trials behind each pooled estimate
    position_strength: float = 2.0  # n0: pseudo-trials behind each per-position estimate
    # Finished requests whose acceptance stands in for requests with no evidence of their own
    # when the batch's completion is projected (``width.completion``).
    population: int = 64
    cost_table: str | None = None  # path of the cost table JSON

    def __post_init__(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 1:
            raise ValueError(f"the minimum width must be >= 1, got {self.min_width}")
        if self.max_width is not None and self.max_width < self.min_width:
            raise ValueError(
                f"the maximum width {self.max_width} is below the minimum width {self.min_width}"
            )
        if not 0.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if not 0.0 <= self.explore_share <= 1.0:
            raise ValueError(f"width policy explore_share must be in [0, 1]: {self.explore_share}")
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")
        if self.population < 0:
            raise ValueError(f"width policy population must be >= 0: {self.population}")

    @property
    def adaptive(self) -> bool:
        return self.pinned is None

    def allowed_widths(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed


# ---------------------------------------------------------------- the choice


def expected_tokens(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 0
    for w in widths:
        if w == 1:
            out[w] = 1.0
            continue
        while j < w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


def batch_rates(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


# Rates closer than this count as equal (ties go to the narrower width).
_TIE = 1e-9


def choose_width(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, -math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def choose_width_reference(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
    current: int | None,
    hysteresis: float,
) -> int:
    """Slow, obviously correct :func:`batch_rates` + :func:`choose_width`: for every width and
    request, the full distribution of the accepted count, then the rules written out one by one.
    """
    rates = {}
    for w in widths:
        total = 0.0
        for hazards in per_request_hazards:
            if w == 1:
                total += 1.0
                continue
            for k in range(w):  # P(accepted = k) for k = 0..W-1
                p = 1.0
                for j in range(k):
                    p *= hazards[j]
                if k < w - 1:
                    p *= 1.0 - hazards[k]
                total += (2 + k) * p
        rates[w] = total / len(per_request_hazards) / step_cost(w)
    candidates = list(widths)
    if 1 in rates:
        candidates = [w for w in candidates if rates[w] >= rates[1] - _TIE]
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


# ---------------------------------------------------------------- acceptance statistics


class PositionCounts:
    """Decayed trials and successes per draft position 1..max_drafts (censoring-aware)."""

    def __init__(self, max_drafts: int):
        self.trials = [0.0] * max_drafts
        self.successes = [0.0] * max_drafts

    def observe(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def add(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def forget(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = [s * decay for s in self.successes]

    def pooled(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength * prior) / (sum(self.trials) + strength)

    def hazards(self, prior: float | Sequence[float], strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior`` (one value, or one per position)."""
        priors = [prior] * len(self.trials) if isinstance(prior, (int, float)) else prior
        return [
            (s + strength * p) / (t + strength)
            for s, t, p in zip(self.successes, self.trials, priors, strict=True)
        ]


class AcceptanceTracker:
    """Per-request and server-wide acceptance statistics from per-round accepted counts."""

    def __init__(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config or WidthPolicyConfig()
        self.server = PositionCounts(max_drafts)
        self._server_hazards: list[float] | None = None  # derived from ``server``, until it changes
        self.requests: dict[Any, PositionCounts] = {}
        # The hazards of recently finished requests that drafted (newest last), and how many
        # were ever added (a cache key for what is derived from them).
        self.finished: deque[tuple[float, ...]] = deque(maxlen=self.config.population)
        self.finished_count = 0

    def observe(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], width, [accepted])

    def _observe_request(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def observe_batch(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
            self._server_hazards = None
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def release(self, rid: Any) -> None:
        """Forget a finished request (its evidence stays in the server-wide counts, and its
        hazards join the recently finished ones if it ever drafted)."""
        if not self.fresh(rid) and self.finished.maxlen:
            self.finished.append(tuple(self.hazards(rid)))
            self.finished_count += 1
        self.requests.pop(rid, None)

    def fresh(self, rid: Any) -> bool:
        """Whether the request has no drafting evidence of its own (new, or AR steps only)."""
        counts = self.requests.get(rid)
        return counts is None or not any(counts.trials)

    def server_hazard(self) -> float:
        c = self.config
        return self.server.pooled(c.prior_hazard, c.pooled_strength)

    def server_hazards(self) -> list[float]:
        """The server's hazard at each draft position (each shrunk toward its pooled one): the
        chance that draft j is right when drafts 1..j-1 were, over every request (for a request
        drawn at random, exactly what its expected tokens need; a flat pooled hazard is not).
        Computed once per change of the server's counts (every request of a step reads it)."""
        if self._server_hazards is None:
            self._server_hazards = self.server.hazards(
                self.server_hazard(), self.config.position_strength
            )
        return list(self._server_hazards)

    def hazards(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's).

        The positions the request was tested at are its own evidence, each shrunk toward its
        pooled hazard. Past the deepest one (its rounds were narrower) it takes the server's
        hazard *there*, not its pooled one: text is read well or badly in stretches, so a
        draft deep in a run of right ones is right far more often than the first draft of a
        round. On the demo at batch 16 a 9-wide round committed 1.34x the tokens of a 5-wide
        one where the pooled hazard (0.74-0.8) predicted 1.15x, and kept `auto` at width 5,
        1.2x slower per token than its own 9-wide rounds.
        """
        c = self.config
        server = self.server_hazards()
        counts = self.requests.get(rid)
        if counts is None:
            return server
        g_request = counts.pooled(self.server_hazard(), c.pooled_strength)
        tested = max((j for j, t in enumerate(counts.trials) if t > 0), default=-1)
        priors = [g_request] * (tested + 1) + server[tested + 1 :]
        return counts.hazards(priors, c.position_strength)


# ---------------------------------------------------------------- the stateful policy


class ExplorationBudget:
    """The regret of unproven steps, kept under ``share`` of the decode time (module docstring).

    ``elapsed_s``: every timed decode step; ``regret_s``: the regret of the unproven ones;
    ``unproven_s`` and ``unproven_steps``: their time and count (reported, not bounded).
    """

    def __init__(self, share: float) -> None:
        self.share = share
        self.elapsed_s = 0.0
        self.regret_s = 0.0
        self.unproven_s = 0.0
        self.unproven_steps = 0

    def allows(self, expected_regret_s: float) -> bool:
        """Whether an unproven step expected to lose ``expected_regret_s`` may run now."""
        if self.share >= 1.0:
            return True
        return self.regret_s + expected_regret_s <= self.share * self.elapsed_s

    def record(self, seconds: float, *, unproven: bool, regret_s: float) -> None:
        """One timed decode step (its regret counts only when it was unproven)."""
        self.elapsed_s += seconds
        if unproven:
            self.unproven_s += seconds
            self.unproven_steps += 1
            self.regret_s += max(0.0, regret_s)

    def describe(self) -> dict[str, float]:
        share = self.regret_s / self.elapsed_s if self.elapsed_s else 0.0
        return {
            "elapsed_s": round(self.elapsed_s, 4),
            "unproven_s": round(self.unproven_s, 4),
            "unproven_steps": self.unproven_steps,
            "regret_s": round(self.regret_s, 4),
            "regret_share": round(share, 4),
        }


@dataclass(frozen=True)
class WidthDecision:
    width: int
    rates: Mapping[int, float]  # every allowed width's rate; empty when pinned
    # An exploratory step: a drafting round after probe_interval AR steps (acceptance), or a
    # width the measured step costs have too few samples of at this batch size (time).
    probe: bool = False
    # Unproven: a probe, or a width whose cost at this batch size is only predicted; its regret
    # counts against the exploration budget.
    unproven: bool = False
    best_known_rate: float = 1.0  # r*: the best rate among the widths measured here
    expected_regret_s: float = 0.0  # charged instead when the step cannot be timed
    # What a committed token is worth to the objective: the judged rate over the mean rate of
    # this width (1 unless the batch's completion is judged; below 1 where the width's tokens
    # go to requests that would finish early anyway).
    token_worth: float = 1.0


class WidthPolicy:
    """Width per decode step: :func:`choose_width` over the widths that may run (measured ones,
    and the narrowest promising one while the exploration budget allows), plus probing."""

    def __init__(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.budget = ExplorationBudget(config.explore_share)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe
        # Refilled batches are judged by the mean rate, draining ones by their completion.
        self.refills = BatchRefills()
        self.judged_by = "the mean rate"  # the last decision's objective, for the width log
        self._population: list[dict[int, float]] = []
        self._population_key = 0

    def choose(
        self,
        rids: Sequence[Any],
        batch_size: int | None = None,
        remaining: Sequence[float] | None = None,
    ) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch;
        ``remaining``: each one's tokens left (its ``max_new_tokens`` less its output), which
        makes the batch's completion the objective (``width.completion``), else the mean rate."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        hazards = [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)]
        per_request = [expected_tokens(h, self.widths) for h in hazards]
        tokens = {w: sum(t[w] for t in per_request) / len(per_request) for w in self.widths}
        rates = {w: tokens[w] / costs.step_cost(w, bs) for w in self.widths}
        judged = rates
        refilling = self.refills.step(rids)
        self.judged_by = "the mean rate (tokens left unknown)"
        if remaining is not None and rids:
            self.judged_by = "the mean rate (batch refilling)"
            if not refilling:
                self.judged_by = "the batch's completion"
                judged = self._completion_rates(rids, per_request, remaining, bs)
        measured = [w for w in self.widths if w == 1 or costs.measured(w, bs)]
        best_known = max(rates[w] for w in measured)
        # Regret is priced in the judged rate: where the batch's completion is the objective, a
        # round whose tokens mostly go to requests that finish early anyway loses most of its
        # time, however many tokens it commits.
        best_judged = max(judged[w] for w in measured)
        token_worth = {w: judged[w] / rates[w] if rates[w] > 0 else 1.0 for w in self.widths}
        optimistic = {w: tokens[w] / costs.cost_estimate(w, bs) for w in self.widths}
        promising = [w for w in self.widths if w not in measured and optimistic[w] > best_known]
        ar_s = costs.ar_seconds(bs)

        def expected_regret(width: int) -> float:
            if width == 1 or ar_s is None:
                return 0.0
            lost = costs.cost_estimate(width, bs) - tokens[width] * token_worth[width] / best_judged
            return max(0.0, lost) * ar_s

        def affordable(width: int) -> bool:
            return width == 1 or self.budget.allows(expected_regret(width))

        def decision(width: int, *, probe: bool, unproven: bool) -> WidthDecision:
            unproven = unproven and width > 1
            regret = expected_regret(width) if unproven else 0.0
            return WidthDecision(
                width, judged, probe, unproven, best_judged, regret, token_worth.get(width, 1.0)
            )

        # Time a width here only if it could be worth running: its rate, priced with the
        # nearest measured cost or the prior, is within explore_margin of the best; W = 1 too
        # (where drafts pay well, an AR step run to time it drops most of a round's tokens).
        # A drafting width is timed only while the budget affords it. (The step times measure
        # W = 1 once, somewhere, whatever this list says: it is the unit of every cost.)
        # A width sampled here but not yet trusted is judged by its own fastest sample too (its
        # optimistic rate): on a GPU's cost shape, a 5-wide round priced per request from batch
        # 1 at 4.6 AR steps of batch 16 was probed once at 2.3, and with the prediction alone
        # it was never timed again: AR steps at 0.71 of width 5 for the rest of the wave.
        top = max(rates.values())
        worth = [
            w
            for w in self.widths
            if max(rates[w], optimistic[w]) >= self.config.explore_margin * top and affordable(w)
        ]
        timed = costs.exploration(bs, worth)
        if timed is not None:  # a step run to time this width here (any width is exact)
            return decision(timed, probe=True, unproven=True)
        running = {w: judged[w] for w in measured}
        newcomer = self._newcomer(promising, rates, costs.rounds_timed())
        if newcomer is not None and affordable(newcomer):
            running[newcomer] = judged[newcomer]
        width = choose_width(running, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            drafting = [w for w in running if w > 1] or [w for w in self.widths if w > 1]
            due = self.config.probe_interval and self.ar_steps > self.probe_gap
            if due:
                candidate = max(drafting, key=lambda w: (rates[w], -w))
                if affordable(candidate):
                    width, probe = candidate, True
                    # Back off while probes keep finding nothing: each one costs a round.
                    self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return decision(width, probe=probe, unproven=probe or width not in measured)

    def _completion_rates(
        self,
        rids: Sequence[Any],
        own_tokens: Sequence[Mapping[int, float]],
        remaining: Sequence[float],
        batch_size: int,
    ) -> dict[int, float]:
        """``width.completion.completion_rates`` of the batch: each request's own expected
        tokens (``own_tokens``), or for those with no acceptance of their own yet a quantile of
        the recently finished requests'."""
        fresh = [i for i, rid in enumerate(rids) if self.tracker.fresh(rid)]
        stand_ins = population_quantiles(self._population_tokens(), len(fresh))
        per_request = list(own_tokens)
        for i, tokens in zip(fresh, stand_ins):
            per_request[i] = tokens
        costs = self.costs
        ar_here = costs.ar_seconds(batch_size)

        def step_seconds(width: int, size: int) -> float:
            # Priced per size (per bucket instead, the smaller sizes of a bucket took the largest
            # one's time, and the tail looked dearer than it is); the step times remember each.
            # Without a measured AR step anywhere, every size costs alike (the ratio alone).
            ar = (costs.ar_seconds(size) or ar_here) if ar_here else 1.0
            return costs.step_cost(width, size) * ar

        return completion_rates(per_request, remaining, self.widths, step_seconds)

    def _population_tokens(self) -> list[dict[int, float]]:
        """``E[T | W]`` of each recently finished request (cached until one more finishes)."""
        key = self.tracker.finished_count
        if self._population_key != key:
            self._population = [expected_tokens(h, self.widths) for h in self.tracker.finished]
            self._population_key = key
        return self._population

    @staticmethod
    def _newcomer(promising: Sequence[int], rates: Mapping[int, float], timed: bool) -> int | None:
        """The one unmeasured width that may compete: before any round was timed, the narrowest
        promising one (a fresh server's cheapest first lesson); after, the promising one of
        highest predicted rate (narrowest on ties): predictions from measured rounds then price
        it, so where drafts pay the policy does not climb one width at a time (a batch that
        drains changes size every step, and a step followed by another size is never timed)."""
        if not promising:
            return None
        if not timed:
            return min(promising)
        top = max(rates[w] for w in promising)
        return min(w for w in promising if rates[w] >= top - _TIE)

    def observe(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, width, accepted)

    def record_step(
        self, decision: WidthDecision, seconds: float, tokens_per_request: float, ar_s: float | None
    ) -> None:
        """A timed step of ``decision`` that committed ``tokens_per_request`` on average: its
        regret against the best known rate (``ar_s``: an AR step's seconds then) is charged to
        the exploration budget when the step was unproven."""
        regret = decision.expected_regret_s
        # A step slower than its width can cost (two passes of W positions: 2W AR steps) held
        # first-use work or a neighbour's burst, not its width's cost: it is charged what it
        # was expected to lose (charging the stall would close the budget on the width that
        # stalled once, and price it out for good).
        if decision.unproven and ar_s is not None and seconds <= 2 * decision.width * ar_s:
            valued = tokens_per_request * decision.token_worth
            regret = seconds - valued * ar_s / decision.best_known_rate
        self.budget.record(seconds, unproven=decision.unproven, regret_s=regret)

    def untimed_step(self, decision: WidthDecision) -> None:
        """A step that gave no time (a prefill ran before the next one): an unproven one is
        charged its expected regret, so the budget's bound holds under continuous batching."""
        if decision.unproven:
            self.budget.record(0.0, unproven=True, regret_s=decision.expected_regret_s)

    def release(self, rid: Any) -> None:
        self.tracker.release(rid)
