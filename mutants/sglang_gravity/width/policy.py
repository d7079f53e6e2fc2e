"""Drafts per round: the window width W of each decode step, chosen from cost and acceptance.

Pure Python (no torch, no SGLang objects): the worker feeds it per-round accepted counts and the
batch size, and reads back one width for the next step.

Vocabulary (as in ``round.py``). A step of width ``W >= 2`` is one round: a draft pass over
``[x0, MASK x (W-1)]`` and a verify pass over ``[a0, d_1..d_{W-1}]``, two passes of W positions,
committing ``a0``, the ``accepted`` drafts (0..W-1) and the ``bonus``: ``2 + accepted`` tokens.
A step of width ``W = 1`` has no drafts: it is a plain AR step, one pass of one position, one token.

The model, all of it:

- **Cost.** ``c(W, bs) = t(W, bs) / t(1, bs)``: the measured time of one W-wide pass over one
  1-wide pass at batch size bs (a :class:`CostTable`, interpolated linearly in bs and in W). A
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

Estimating the hazards (:class:`PositionCounts`). A round of width W that accepted ``a`` drafts
tested draft positions ``1..min(a+1, W-1)``: positions 1..a succeeded, position a+1 failed if
``a < W-1``. When ``a = W-1`` every draft was accepted and nothing past W-1 was tested: those
positions are *censored*, not failures, so they get no count at all. (Averaging ``accepted`` or
``accepted / (W-1)`` instead would read a narrow window's cap as rejections and keep the policy
narrow for ever.) Counts decay by ``decay`` per observed round (an EMA of the evidence). Each
request's hazard at position j shrinks its own counts toward the request's pooled hazard, and
that pooled hazard (the censored geometric MLE, successes / trials over all positions) toward
the server-wide pooled hazard, which starts at ``prior_hazard``:

    g_server = (S + m p0) / (N + m)            over every request's rounds (slower decay)
    g_i      = (S_i + m g_server) / (N_i + m)  request i, all positions
    h_ij     = (s_ij + n0 g_i) / (t_ij + n0)   request i, position j

so positions a request never tested (past the widths it ran) take its geometric estimate.

Exploration: at W = 1 nothing is learnt about drafting. :class:`WidthPolicy` therefore runs one
round at the best drafting width after ``probe_interval`` consecutive AR steps (0 disables it)
and says so (``WidthDecision.probe``); :func:`choose_width` itself never probes.

Cost of a decision: O(bs * (K-1)) float operations on the host (~2k for bs 64, K 33).
"""

from __future__ import annotations

import bisect
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

DEFAULT_WIDTHS = (1, 5, 9, 17, 33)
COST_TABLE_FORMAT = "gravity-width-costs/1"


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut: MutantDict = {}  # type: ignore


# ---------------------------------------------------------------- configuration


@dataclass(frozen=True)
class WidthPolicyConfig:
    """The width policy's settings, resolved once at start-up.

    A server reads them from its ``SGLANG_GRAVITY_WIDTH*`` variables (``width.control``): the
    pinned width, the candidate widths and their bounds, and the cost table (JSON,
    :class:`CostTable`); the rest are the policy's tuning, fixed here.
    """

    widths: tuple[int, ...] = DEFAULT_WIDTHS  # candidates; each capped at K
    pinned: int | None = None  # always this width (capped at K); None = adaptive
    min_width: int = 1
    max_width: int | None = None  # None = K
    hysteresis: float = 0.05  # keep the current width while within this fraction of the best
    # AR steps before one exploratory drafting round (doubling while probes find nothing, up to
    # 16x); 0 = never.
    probe_interval: int = 64
    # A width is timed at a batch size only while its estimated rate is within this fraction of
    # the best (measured step costs; W = 1 is always timed).
    explore_margin: float = 0.8
    decay: float = 0.9  # per-request evidence kept per observed round (~10 rounds of memory)
    idle_decay: float = 0.95  # per-request evidence kept per AR step of that request
    server_decay: float = 0.95  # server-wide pooled evidence kept per drafting step
    prior_hazard: float = 0.5  # p0: pooled hazard before any round was seen
    pooled_strength: float = 2.0  # m: pseudo-trials behind each pooled estimate
    position_strength: float = 2.0  # n0: pseudo-trials behind each per-position estimate
    cost_table: str | None = None  # path of the cost table JSON

    @_mutmut_mutated(mutants_xǁWidthPolicyConfigǁ__post_init____mutmut)
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_orig(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_1(self) -> None:
        if not self.widths and any(int(w) != w or w < 1 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_2(self) -> None:
        if self.widths or any(int(w) != w or w < 1 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_3(self) -> None:
        if not self.widths or any(None):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_4(self) -> None:
        if not self.widths or any(int(w) != w and w < 1 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_5(self) -> None:
        if not self.widths or any(int(None) != w or w < 1 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_6(self) -> None:
        if not self.widths or any(int(w) == w or w < 1 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_7(self) -> None:
        if not self.widths or any(int(w) != w or w <= 1 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_8(self) -> None:
        if not self.widths or any(int(w) != w or w < 2 for w in self.widths):
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_9(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(None)
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_10(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None or self.pinned < 1:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_11(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is None and self.pinned < 1:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_12(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned <= 1:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_13(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 2:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_14(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(None)
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_15(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width <= 1:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_16(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 2:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_17(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 1:
            raise ValueError(None)
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_18(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 1:
            raise ValueError(f"the minimum width must be >= 1, got {self.min_width}")
        if self.max_width is not None or self.max_width < self.min_width:
            raise ValueError(
                f"the maximum width {self.max_width} is below the minimum width {self.min_width}"
            )
        if not 0.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_19(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 1:
            raise ValueError(f"the minimum width must be >= 1, got {self.min_width}")
        if self.max_width is None and self.max_width < self.min_width:
            raise ValueError(
                f"the maximum width {self.max_width} is below the minimum width {self.min_width}"
            )
        if not 0.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_20(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 1:
            raise ValueError(f"the minimum width must be >= 1, got {self.min_width}")
        if self.max_width is not None and self.max_width <= self.min_width:
            raise ValueError(
                f"the maximum width {self.max_width} is below the minimum width {self.min_width}"
            )
        if not 0.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_21(self) -> None:
        if not self.widths or any(int(w) != w or w < 1 for w in self.widths):
            raise ValueError(f"gravity widths must be positive integers, got {self.widths}")
        if self.pinned is not None and self.pinned < 1:
            raise ValueError(f"a pinned width must be >= 1, got {self.pinned}")
        if self.min_width < 1:
            raise ValueError(f"the minimum width must be >= 1, got {self.min_width}")
        if self.max_width is not None and self.max_width < self.min_width:
            raise ValueError(
                None
            )
        if not 0.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_22(self) -> None:
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
        if 0.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_23(self) -> None:
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
        if not 1.0 <= self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_24(self) -> None:
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
        if not 0.0 < self.hysteresis < 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_25(self) -> None:
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
        if not 0.0 <= self.hysteresis <= 1.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_26(self) -> None:
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
        if not 0.0 <= self.hysteresis < 2.0:
            raise ValueError(f"width policy hysteresis must be in [0, 1), got {self.hysteresis}")
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_27(self) -> None:
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
            raise ValueError(None)
        if not 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_28(self) -> None:
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
        if 0.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_29(self) -> None:
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
        if not 1.0 < self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_30(self) -> None:
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
        if not 0.0 <= self.explore_margin <= 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_31(self) -> None:
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
        if not 0.0 < self.explore_margin < 1.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_32(self) -> None:
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
        if not 0.0 < self.explore_margin <= 2.0:
            raise ValueError(
                f"width policy explore_margin must be in (0, 1]: {self.explore_margin}"
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_33(self) -> None:
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
                None
            )
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_34(self) -> None:
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
        if self.probe_interval <= 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_35(self) -> None:
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
        if self.probe_interval < 1:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_36(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(None)
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_37(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("XXdecayXX", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_38(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("DECAY", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_39(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "XXserver_decayXX", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_40(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "SERVER_DECAY", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_41(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "XXidle_decayXX"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_42(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "IDLE_DECAY"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_43(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_44(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 1.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_45(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_46(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(None, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_47(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, None) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_48(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_49(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, ) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_50(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) < 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_51(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 2.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_52(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(None)
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_53(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_54(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 1.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_55(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 < self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_56(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard < 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_57(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 2.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_58(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(None)
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_59(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 and self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_60(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength < 0 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_61(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 1 or self.position_strength <= 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_62(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength < 0:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_63(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 1:
            raise ValueError("width policy prior strengths must be > 0")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_64(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError(None)

    def xǁWidthPolicyConfigǁ__post_init____mutmut_65(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("XXwidth policy prior strengths must be > 0XX")

    def xǁWidthPolicyConfigǁ__post_init____mutmut_66(self) -> None:
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
        if self.probe_interval < 0:
            raise ValueError(f"width policy probe_interval must be >= 0: {self.probe_interval}")
        for name in ("decay", "server_decay", "idle_decay"):
            if not 0.0 < getattr(self, name) <= 1.0:
                raise ValueError(f"width policy {name} must be in (0, 1]")
        if not 0.0 <= self.prior_hazard <= 1.0:
            raise ValueError(f"width policy prior_hazard must be in [0, 1]: {self.prior_hazard}")
        if self.pooled_strength <= 0 or self.position_strength <= 0:
            raise ValueError("WIDTH POLICY PRIOR STRENGTHS MUST BE > 0")

    @property
    def adaptive(self) -> bool:
        return self.pinned is None

    @_mutmut_mutated(mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut)
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

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_orig(self, window: int) -> tuple[int, ...]:
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

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_1(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window <= 1:
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

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_2(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 2:
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

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_3(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(None)
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

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_4(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is None:
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

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_5(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(None, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_6(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, None),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_7(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_8(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, ),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_9(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = None
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_10(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if (self.max_width is None) and False else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_11(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if (self.max_width is None) or True else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_12(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is not None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_13(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(None, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_14(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, None)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_15(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_16(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, )
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_17(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = None
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_18(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted(None)
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_19(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(None, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_20(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, None) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_21(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_22(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, ) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_23(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = None
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_24(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(None)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_25(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width < w <= upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_26(self, window: int) -> tuple[int, ...]:
        """The widths this server may run with window K: candidates capped at K, then bounded.

        A pinned width is the only one allowed. Raises when the bounds leave nothing.
        """
        if window < 1:
            raise ValueError(f"window K must be >= 1, got {window}")
        if self.pinned is not None:
            return (min(self.pinned, window),)
        upper = window if self.max_width is None else min(self.max_width, window)
        allowed = sorted({min(w, window) for w in self.widths})
        allowed = tuple(w for w in allowed if self.min_width <= w < upper)
        if not allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_27(self, window: int) -> tuple[int, ...]:
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
        if allowed:
            raise ValueError(
                f"no gravity width in {self.widths} lies in [{self.min_width}, {upper}] "
                f"(window K={window}): check the minimum and maximum widths"
            )
        return allowed

    def xǁWidthPolicyConfigǁallowed_widths__mutmut_28(self, window: int) -> tuple[int, ...]:
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
                None
            )
        return allowed

mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['_mutmut_orig'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_1'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_2'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_3'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_4'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_5'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_6'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_6 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_7'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_7 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_8'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_8 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_9'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_9 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_10'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_10 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_11'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_11 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_12'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_12 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_13'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_13 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_14'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_14 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_15'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_15 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_16'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_16 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_17'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_17 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_18'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_18 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_19'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_19 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_20'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_20 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_21'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_21 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_22'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_22 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_23'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_23 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_24'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_24 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_25'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_25 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_26'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_26 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_27'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_27 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_28'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_28 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_29'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_29 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_30'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_30 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_31'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_31 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_32'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_32 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_33'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_33 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_34'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_34 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_35'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_35 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_36'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_36 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_37'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_37 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_38'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_38 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_39'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_39 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_40'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_40 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_41'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_41 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_42'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_42 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_43'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_43 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_44'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_44 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_45'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_45 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_46'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_46 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_47'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_47 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_48'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_48 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_49'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_49 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_50'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_50 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_51'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_51 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_52'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_52 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_53'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_53 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_54'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_54 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_55'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_55 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_56'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_56 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_57'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_57 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_58'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_58 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_59'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_59 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_60'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_60 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_61'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_61 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_62'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_62 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_63'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_63 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_64'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_64 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_65'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_65 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁ__post_init____mutmut['xǁWidthPolicyConfigǁ__post_init____mutmut_66'] = WidthPolicyConfig.xǁWidthPolicyConfigǁ__post_init____mutmut_66 # type: ignore # mutmut generated

mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['_mutmut_orig'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_orig # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_1'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_1 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_2'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_2 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_3'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_3 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_4'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_4 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_5'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_5 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_6'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_6 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_7'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_7 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_8'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_8 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_9'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_9 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_10'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_10 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_11'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_11 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_12'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_12 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_13'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_13 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_14'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_14 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_15'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_15 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_16'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_16 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_17'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_17 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_18'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_18 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_19'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_19 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_20'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_20 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_21'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_21 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_22'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_22 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_23'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_23 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_24'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_24 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_25'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_25 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_26'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_26 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_27'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_27 # type: ignore # mutmut generated
mutants_xǁWidthPolicyConfigǁallowed_widths__mutmut['xǁWidthPolicyConfigǁallowed_widths__mutmut_28'] = WidthPolicyConfig.xǁWidthPolicyConfigǁallowed_widths__mutmut_28 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_widths__mutmut)
def parse_widths(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_orig(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_1(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = None
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_2(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(None)
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_3(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted(None))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_4(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(None) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_5(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(None) if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_6(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split("XX,XX") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_7(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(None) from exc
    if not widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_8(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if widths:
        raise ValueError("expected comma-separated integers, got an empty list")
    return widths


def x_parse_widths__mutmut_9(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError(None)
    return widths


def x_parse_widths__mutmut_10(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("XXexpected comma-separated integers, got an empty listXX")
    return widths


def x_parse_widths__mutmut_11(text: str) -> tuple[int, ...]:
    """``"1,5,9"`` -> ``(1, 5, 9)`` (sorted, deduplicated); raises ``ValueError``."""
    try:
        widths = tuple(sorted({int(part) for part in text.split(",") if part.strip()}))
    except ValueError as exc:
        raise ValueError(f"expected comma-separated integers, got {text!r}") from exc
    if not widths:
        raise ValueError("EXPECTED COMMA-SEPARATED INTEGERS, GOT AN EMPTY LIST")
    return widths

mutants_x_parse_widths__mutmut['_mutmut_orig'] = x_parse_widths__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_1'] = x_parse_widths__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_2'] = x_parse_widths__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_3'] = x_parse_widths__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_4'] = x_parse_widths__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_5'] = x_parse_widths__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_6'] = x_parse_widths__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_7'] = x_parse_widths__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_8'] = x_parse_widths__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_9'] = x_parse_widths__mutmut_9 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_10'] = x_parse_widths__mutmut_10 # type: ignore # mutmut generated
mutants_x_parse_widths__mutmut['x_parse_widths__mutmut_11'] = x_parse_widths__mutmut_11 # type: ignore # mutmut generated
mutants_x__interp__mutmut: MutantDict = {}  # type: ignore


# ---------------------------------------------------------------- cost model


@_mutmut_mutated(mutants_x__interp__mutmut)
def _interp(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_orig(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_1(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x < xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_2(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[1]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_3(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[1]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_4(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x > xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_5(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[+1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_6(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-2]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_7(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[+1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_8(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-2]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_9(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = None
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_10(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(None, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_11(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, None)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_12(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_13(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, )
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_14(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = None
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_15(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i + 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_16(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 2], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_17(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] - (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_18(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i + 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_19(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 2] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_20(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) * (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_21(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) / (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_22(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] + ys[i - 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_23(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i + 1]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_24(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 2]) * (x - x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_25(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x + x0) / (x1 - x0)


# ---------------------------------------------------------------- cost model


def x__interp__mutmut_26(xs: Sequence[float], ys: Sequence[float], x: float) -> float:
    """Piecewise-linear y(x) through sorted ``xs``; constant beyond the ends."""
    if x <= xs[0]:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1]
    i = bisect.bisect_right(xs, x)
    x0, x1 = xs[i - 1], xs[i]
    return ys[i - 1] + (ys[i] - ys[i - 1]) * (x - x0) / (x1 + x0)

mutants_x__interp__mutmut['_mutmut_orig'] = x__interp__mutmut_orig # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_1'] = x__interp__mutmut_1 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_2'] = x__interp__mutmut_2 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_3'] = x__interp__mutmut_3 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_4'] = x__interp__mutmut_4 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_5'] = x__interp__mutmut_5 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_6'] = x__interp__mutmut_6 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_7'] = x__interp__mutmut_7 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_8'] = x__interp__mutmut_8 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_9'] = x__interp__mutmut_9 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_10'] = x__interp__mutmut_10 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_11'] = x__interp__mutmut_11 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_12'] = x__interp__mutmut_12 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_13'] = x__interp__mutmut_13 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_14'] = x__interp__mutmut_14 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_15'] = x__interp__mutmut_15 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_16'] = x__interp__mutmut_16 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_17'] = x__interp__mutmut_17 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_18'] = x__interp__mutmut_18 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_19'] = x__interp__mutmut_19 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_20'] = x__interp__mutmut_20 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_21'] = x__interp__mutmut_21 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_22'] = x__interp__mutmut_22 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_23'] = x__interp__mutmut_23 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_24'] = x__interp__mutmut_24 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_25'] = x__interp__mutmut_25 # type: ignore # mutmut generated
mutants_x__interp__mutmut['x__interp__mutmut_26'] = x__interp__mutmut_26 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁCostTableǁfrom_dict__mutmut: MutantDict = {}  # type: ignore
mutants_xǁCostTableǁload__mutmut: MutantDict = {}  # type: ignore
mutants_xǁCostTableǁto_dict__mutmut: MutantDict = {}  # type: ignore
mutants_xǁCostTableǁrelative__mutmut: MutantDict = {}  # type: ignore
mutants_xǁCostTableǁstep_cost__mutmut: MutantDict = {}  # type: ignore


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

    @_mutmut_mutated(mutants_xǁCostTableǁ__post_init____mutmut)
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

    def xǁCostTableǁ__post_init____mutmut_orig(self) -> None:
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

    def xǁCostTableǁ__post_init____mutmut_1(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) and 1 not in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_2(self) -> None:
        if list(None) != sorted(set(self.widths)) or 1 not in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_3(self) -> None:
        if list(self.widths) == sorted(set(self.widths)) or 1 not in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_4(self) -> None:
        if list(self.widths) != sorted(None) or 1 not in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_5(self) -> None:
        if list(self.widths) != sorted(set(None)) or 1 not in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_6(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 2 not in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_7(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 in self.widths:
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

    def xǁCostTableǁ__post_init____mutmut_8(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                None
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

    def xǁCostTableǁ__post_init____mutmut_9(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) and self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_10(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(None) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_11(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) == sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_12(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(None) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_13(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(None)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_14(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[1] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_15(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] <= 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_16(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 2:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_17(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                None
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_18(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) and any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_19(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) == len(self.batch_sizes) or any(
            len(row) != len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_20(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            None
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_21(self) -> None:
        if list(self.widths) != sorted(set(self.widths)) or 1 not in self.widths:
            raise ValueError(
                f"cost table widths must be sorted, distinct and include 1: {self.widths}"
            )
        if list(self.batch_sizes) != sorted(set(self.batch_sizes)) or self.batch_sizes[0] < 1:
            raise ValueError(
                f"cost table batch sizes must be sorted and distinct: {self.batch_sizes}"
            )
        if len(self.seconds) != len(self.batch_sizes) or any(
            len(row) == len(self.widths) for row in self.seconds
        ):
            raise ValueError("cost table seconds must be [len(batch_sizes)][len(widths)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_22(self) -> None:
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
            raise ValueError(None)
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_23(self) -> None:
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
            raise ValueError("XXcost table seconds must be [len(batch_sizes)][len(widths)]XX")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_24(self) -> None:
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
            raise ValueError("COST TABLE SECONDS MUST BE [LEN(BATCH_SIZES)][LEN(WIDTHS)]")
        if any(not (t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_25(self) -> None:
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
        if any(None):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_26(self) -> None:
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
        if any((t > 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_27(self) -> None:
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
        if any(not (t > 0 or math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_28(self) -> None:
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
        if any(not (t >= 0 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_29(self) -> None:
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
        if any(not (t > 1 and math.isfinite(t)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_30(self) -> None:
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
        if any(not (t > 0 and math.isfinite(None)) for row in self.seconds for t in row):
            raise ValueError("cost table seconds must be positive and finite")

    def xǁCostTableǁ__post_init____mutmut_31(self) -> None:
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
            raise ValueError(None)

    def xǁCostTableǁ__post_init____mutmut_32(self) -> None:
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
            raise ValueError("XXcost table seconds must be positive and finiteXX")

    def xǁCostTableǁ__post_init____mutmut_33(self) -> None:
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
            raise ValueError("COST TABLE SECONDS MUST BE POSITIVE AND FINITE")

    @classmethod
    @_mutmut_mutated(mutants_xǁCostTableǁfrom_dict__mutmut, is_classmethod = True)
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
    def xǁCostTableǁfrom_dict__mutmut_orig(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_1(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get(None) != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_2(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("XXformatXX") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_3(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("FORMAT") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_4(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") == COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_5(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(None)
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_6(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=None,
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_7(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=None,
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_8(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=None,
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_9(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=None,
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_10(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_11(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_12(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_13(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_14(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(None),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_15(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(None) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_16(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["XXwidthsXX"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_17(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["WIDTHS"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_18(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(None),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_19(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(None) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_20(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["XXbatch_sizesXX"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_21(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["BATCH_SIZES"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_22(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(None),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_23(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(None) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_24(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(None) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_25(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["XXsecondsXX"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_26(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["SECONDS"]),
            meta=dict(data.get("meta", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_27(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(None),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_28(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get(None, {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_29(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", None)),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_30(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get({})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_31(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("meta", )),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_32(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("XXmetaXX", {})),
        )

    @classmethod
    def xǁCostTableǁfrom_dict__mutmut_33(cls, data: Mapping[str, Any]) -> CostTable:
        if data.get("format") != COST_TABLE_FORMAT:
            raise ValueError(f"cost table: expected format {COST_TABLE_FORMAT!r}")
        return cls(
            widths=tuple(int(w) for w in data["widths"]),
            batch_sizes=tuple(int(b) for b in data["batch_sizes"]),
            seconds=tuple(tuple(float(t) for t in row) for row in data["seconds"]),
            meta=dict(data.get("META", {})),
        )

    @classmethod
    @_mutmut_mutated(mutants_xǁCostTableǁload__mutmut, is_classmethod = True)
    def load(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(json.loads(Path(path).read_text()))
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: not a gravity width cost table ({exc})") from exc

    @classmethod
    def xǁCostTableǁload__mutmut_orig(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(json.loads(Path(path).read_text()))
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: not a gravity width cost table ({exc})") from exc

    @classmethod
    def xǁCostTableǁload__mutmut_1(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(None)
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: not a gravity width cost table ({exc})") from exc

    @classmethod
    def xǁCostTableǁload__mutmut_2(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(json.loads(None))
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: not a gravity width cost table ({exc})") from exc

    @classmethod
    def xǁCostTableǁload__mutmut_3(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(json.loads(Path(None).read_text()))
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"{path}: not a gravity width cost table ({exc})") from exc

    @classmethod
    def xǁCostTableǁload__mutmut_4(cls, path: str | Path) -> CostTable:
        try:
            return cls.from_dict(json.loads(Path(path).read_text()))
        except (OSError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(None) from exc

    @_mutmut_mutated(mutants_xǁCostTableǁto_dict__mutmut)
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_orig(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_1(self) -> dict[str, Any]:
        return {
            "XXformatXX": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_2(self) -> dict[str, Any]:
        return {
            "FORMAT": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_3(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "XXwidthsXX": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_4(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "WIDTHS": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_5(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(None),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_6(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "XXbatch_sizesXX": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_7(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "BATCH_SIZES": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_8(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(None),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_9(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "XXsecondsXX": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_10(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "SECONDS": [list(row) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_11(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(None) for row in self.seconds],
            "meta": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_12(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "XXmetaXX": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_13(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "META": dict(self.meta),
        }

    def xǁCostTableǁto_dict__mutmut_14(self) -> dict[str, Any]:
        return {
            "format": COST_TABLE_FORMAT,
            "widths": list(self.widths),
            "batch_sizes": list(self.batch_sizes),
            "seconds": [list(row) for row in self.seconds],
            "meta": dict(None),
        }

    @_mutmut_mutated(mutants_xǁCostTableǁrelative__mutmut)
    def relative(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_orig(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_1(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_2(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[1] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_3(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] < width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_4(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width < self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_5(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[+1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_6(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-2]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_7(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(None)
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_8(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = None
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_9(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) * row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_10(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(None, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_11(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, None, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_12(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, None) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_13(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_14(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_15(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, ) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_16(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[1] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_17(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(None, ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_18(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, None, batch_size)

    def xǁCostTableǁrelative__mutmut_19(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, None)

    def xǁCostTableǁrelative__mutmut_20(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(ratios, batch_size)

    def xǁCostTableǁrelative__mutmut_21(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, batch_size)

    def xǁCostTableǁrelative__mutmut_22(self, width: int, batch_size: int) -> float:
        """``c(W, bs) = t(W, bs) / t(1, bs)``, linear in bs between calibrated batch sizes (and
        in W between calibrated widths); constant beyond the calibrated batch sizes."""
        if not self.widths[0] <= width <= self.widths[-1]:
            raise ValueError(f"width {width} outside the calibrated widths {self.widths}")
        ratios = [_interp(self.widths, row, width) / row[0] for row in self.seconds]
        return _interp(self.batch_sizes, ratios, )

    @_mutmut_mutated(mutants_xǁCostTableǁstep_cost__mutmut)
    def step_cost(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_orig(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_1(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if (width == 1) and False else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_2(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if (width == 1) or True else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_3(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 2.0 if width == 1 else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_4(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width != 1 else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_5(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 2 else 2.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_6(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 / self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_7(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 3.0 * self.relative(width, batch_size)

    def xǁCostTableǁstep_cost__mutmut_8(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(None, batch_size)

    def xǁCostTableǁstep_cost__mutmut_9(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(width, None)

    def xǁCostTableǁstep_cost__mutmut_10(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(batch_size)

    def xǁCostTableǁstep_cost__mutmut_11(self, width: int, batch_size: int) -> float:
        """One step of width W in AR steps: ``2 c(W, bs)`` (two passes) for W >= 2, 1 for W = 1."""
        return 1.0 if width == 1 else 2.0 * self.relative(width, )

mutants_xǁCostTableǁ__post_init____mutmut['_mutmut_orig'] = CostTable.xǁCostTableǁ__post_init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_1'] = CostTable.xǁCostTableǁ__post_init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_2'] = CostTable.xǁCostTableǁ__post_init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_3'] = CostTable.xǁCostTableǁ__post_init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_4'] = CostTable.xǁCostTableǁ__post_init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_5'] = CostTable.xǁCostTableǁ__post_init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_6'] = CostTable.xǁCostTableǁ__post_init____mutmut_6 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_7'] = CostTable.xǁCostTableǁ__post_init____mutmut_7 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_8'] = CostTable.xǁCostTableǁ__post_init____mutmut_8 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_9'] = CostTable.xǁCostTableǁ__post_init____mutmut_9 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_10'] = CostTable.xǁCostTableǁ__post_init____mutmut_10 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_11'] = CostTable.xǁCostTableǁ__post_init____mutmut_11 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_12'] = CostTable.xǁCostTableǁ__post_init____mutmut_12 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_13'] = CostTable.xǁCostTableǁ__post_init____mutmut_13 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_14'] = CostTable.xǁCostTableǁ__post_init____mutmut_14 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_15'] = CostTable.xǁCostTableǁ__post_init____mutmut_15 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_16'] = CostTable.xǁCostTableǁ__post_init____mutmut_16 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_17'] = CostTable.xǁCostTableǁ__post_init____mutmut_17 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_18'] = CostTable.xǁCostTableǁ__post_init____mutmut_18 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_19'] = CostTable.xǁCostTableǁ__post_init____mutmut_19 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_20'] = CostTable.xǁCostTableǁ__post_init____mutmut_20 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_21'] = CostTable.xǁCostTableǁ__post_init____mutmut_21 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_22'] = CostTable.xǁCostTableǁ__post_init____mutmut_22 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_23'] = CostTable.xǁCostTableǁ__post_init____mutmut_23 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_24'] = CostTable.xǁCostTableǁ__post_init____mutmut_24 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_25'] = CostTable.xǁCostTableǁ__post_init____mutmut_25 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_26'] = CostTable.xǁCostTableǁ__post_init____mutmut_26 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_27'] = CostTable.xǁCostTableǁ__post_init____mutmut_27 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_28'] = CostTable.xǁCostTableǁ__post_init____mutmut_28 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_29'] = CostTable.xǁCostTableǁ__post_init____mutmut_29 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_30'] = CostTable.xǁCostTableǁ__post_init____mutmut_30 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_31'] = CostTable.xǁCostTableǁ__post_init____mutmut_31 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_32'] = CostTable.xǁCostTableǁ__post_init____mutmut_32 # type: ignore # mutmut generated
mutants_xǁCostTableǁ__post_init____mutmut['xǁCostTableǁ__post_init____mutmut_33'] = CostTable.xǁCostTableǁ__post_init____mutmut_33 # type: ignore # mutmut generated

mutants_xǁCostTableǁfrom_dict__mutmut['_mutmut_orig'] = CostTable.xǁCostTableǁfrom_dict__mutmut_orig # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_1'] = CostTable.xǁCostTableǁfrom_dict__mutmut_1 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_2'] = CostTable.xǁCostTableǁfrom_dict__mutmut_2 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_3'] = CostTable.xǁCostTableǁfrom_dict__mutmut_3 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_4'] = CostTable.xǁCostTableǁfrom_dict__mutmut_4 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_5'] = CostTable.xǁCostTableǁfrom_dict__mutmut_5 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_6'] = CostTable.xǁCostTableǁfrom_dict__mutmut_6 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_7'] = CostTable.xǁCostTableǁfrom_dict__mutmut_7 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_8'] = CostTable.xǁCostTableǁfrom_dict__mutmut_8 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_9'] = CostTable.xǁCostTableǁfrom_dict__mutmut_9 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_10'] = CostTable.xǁCostTableǁfrom_dict__mutmut_10 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_11'] = CostTable.xǁCostTableǁfrom_dict__mutmut_11 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_12'] = CostTable.xǁCostTableǁfrom_dict__mutmut_12 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_13'] = CostTable.xǁCostTableǁfrom_dict__mutmut_13 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_14'] = CostTable.xǁCostTableǁfrom_dict__mutmut_14 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_15'] = CostTable.xǁCostTableǁfrom_dict__mutmut_15 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_16'] = CostTable.xǁCostTableǁfrom_dict__mutmut_16 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_17'] = CostTable.xǁCostTableǁfrom_dict__mutmut_17 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_18'] = CostTable.xǁCostTableǁfrom_dict__mutmut_18 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_19'] = CostTable.xǁCostTableǁfrom_dict__mutmut_19 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_20'] = CostTable.xǁCostTableǁfrom_dict__mutmut_20 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_21'] = CostTable.xǁCostTableǁfrom_dict__mutmut_21 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_22'] = CostTable.xǁCostTableǁfrom_dict__mutmut_22 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_23'] = CostTable.xǁCostTableǁfrom_dict__mutmut_23 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_24'] = CostTable.xǁCostTableǁfrom_dict__mutmut_24 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_25'] = CostTable.xǁCostTableǁfrom_dict__mutmut_25 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_26'] = CostTable.xǁCostTableǁfrom_dict__mutmut_26 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_27'] = CostTable.xǁCostTableǁfrom_dict__mutmut_27 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_28'] = CostTable.xǁCostTableǁfrom_dict__mutmut_28 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_29'] = CostTable.xǁCostTableǁfrom_dict__mutmut_29 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_30'] = CostTable.xǁCostTableǁfrom_dict__mutmut_30 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_31'] = CostTable.xǁCostTableǁfrom_dict__mutmut_31 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_32'] = CostTable.xǁCostTableǁfrom_dict__mutmut_32 # type: ignore # mutmut generated
mutants_xǁCostTableǁfrom_dict__mutmut['xǁCostTableǁfrom_dict__mutmut_33'] = CostTable.xǁCostTableǁfrom_dict__mutmut_33 # type: ignore # mutmut generated

mutants_xǁCostTableǁload__mutmut['_mutmut_orig'] = CostTable.xǁCostTableǁload__mutmut_orig # type: ignore # mutmut generated
mutants_xǁCostTableǁload__mutmut['xǁCostTableǁload__mutmut_1'] = CostTable.xǁCostTableǁload__mutmut_1 # type: ignore # mutmut generated
mutants_xǁCostTableǁload__mutmut['xǁCostTableǁload__mutmut_2'] = CostTable.xǁCostTableǁload__mutmut_2 # type: ignore # mutmut generated
mutants_xǁCostTableǁload__mutmut['xǁCostTableǁload__mutmut_3'] = CostTable.xǁCostTableǁload__mutmut_3 # type: ignore # mutmut generated
mutants_xǁCostTableǁload__mutmut['xǁCostTableǁload__mutmut_4'] = CostTable.xǁCostTableǁload__mutmut_4 # type: ignore # mutmut generated

mutants_xǁCostTableǁto_dict__mutmut['_mutmut_orig'] = CostTable.xǁCostTableǁto_dict__mutmut_orig # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_1'] = CostTable.xǁCostTableǁto_dict__mutmut_1 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_2'] = CostTable.xǁCostTableǁto_dict__mutmut_2 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_3'] = CostTable.xǁCostTableǁto_dict__mutmut_3 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_4'] = CostTable.xǁCostTableǁto_dict__mutmut_4 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_5'] = CostTable.xǁCostTableǁto_dict__mutmut_5 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_6'] = CostTable.xǁCostTableǁto_dict__mutmut_6 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_7'] = CostTable.xǁCostTableǁto_dict__mutmut_7 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_8'] = CostTable.xǁCostTableǁto_dict__mutmut_8 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_9'] = CostTable.xǁCostTableǁto_dict__mutmut_9 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_10'] = CostTable.xǁCostTableǁto_dict__mutmut_10 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_11'] = CostTable.xǁCostTableǁto_dict__mutmut_11 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_12'] = CostTable.xǁCostTableǁto_dict__mutmut_12 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_13'] = CostTable.xǁCostTableǁto_dict__mutmut_13 # type: ignore # mutmut generated
mutants_xǁCostTableǁto_dict__mutmut['xǁCostTableǁto_dict__mutmut_14'] = CostTable.xǁCostTableǁto_dict__mutmut_14 # type: ignore # mutmut generated

mutants_xǁCostTableǁrelative__mutmut['_mutmut_orig'] = CostTable.xǁCostTableǁrelative__mutmut_orig # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_1'] = CostTable.xǁCostTableǁrelative__mutmut_1 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_2'] = CostTable.xǁCostTableǁrelative__mutmut_2 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_3'] = CostTable.xǁCostTableǁrelative__mutmut_3 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_4'] = CostTable.xǁCostTableǁrelative__mutmut_4 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_5'] = CostTable.xǁCostTableǁrelative__mutmut_5 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_6'] = CostTable.xǁCostTableǁrelative__mutmut_6 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_7'] = CostTable.xǁCostTableǁrelative__mutmut_7 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_8'] = CostTable.xǁCostTableǁrelative__mutmut_8 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_9'] = CostTable.xǁCostTableǁrelative__mutmut_9 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_10'] = CostTable.xǁCostTableǁrelative__mutmut_10 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_11'] = CostTable.xǁCostTableǁrelative__mutmut_11 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_12'] = CostTable.xǁCostTableǁrelative__mutmut_12 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_13'] = CostTable.xǁCostTableǁrelative__mutmut_13 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_14'] = CostTable.xǁCostTableǁrelative__mutmut_14 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_15'] = CostTable.xǁCostTableǁrelative__mutmut_15 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_16'] = CostTable.xǁCostTableǁrelative__mutmut_16 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_17'] = CostTable.xǁCostTableǁrelative__mutmut_17 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_18'] = CostTable.xǁCostTableǁrelative__mutmut_18 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_19'] = CostTable.xǁCostTableǁrelative__mutmut_19 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_20'] = CostTable.xǁCostTableǁrelative__mutmut_20 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_21'] = CostTable.xǁCostTableǁrelative__mutmut_21 # type: ignore # mutmut generated
mutants_xǁCostTableǁrelative__mutmut['xǁCostTableǁrelative__mutmut_22'] = CostTable.xǁCostTableǁrelative__mutmut_22 # type: ignore # mutmut generated

mutants_xǁCostTableǁstep_cost__mutmut['_mutmut_orig'] = CostTable.xǁCostTableǁstep_cost__mutmut_orig # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_1'] = CostTable.xǁCostTableǁstep_cost__mutmut_1 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_2'] = CostTable.xǁCostTableǁstep_cost__mutmut_2 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_3'] = CostTable.xǁCostTableǁstep_cost__mutmut_3 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_4'] = CostTable.xǁCostTableǁstep_cost__mutmut_4 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_5'] = CostTable.xǁCostTableǁstep_cost__mutmut_5 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_6'] = CostTable.xǁCostTableǁstep_cost__mutmut_6 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_7'] = CostTable.xǁCostTableǁstep_cost__mutmut_7 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_8'] = CostTable.xǁCostTableǁstep_cost__mutmut_8 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_9'] = CostTable.xǁCostTableǁstep_cost__mutmut_9 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_10'] = CostTable.xǁCostTableǁstep_cost__mutmut_10 # type: ignore # mutmut generated
mutants_xǁCostTableǁstep_cost__mutmut['xǁCostTableǁstep_cost__mutmut_11'] = CostTable.xǁCostTableǁstep_cost__mutmut_11 # type: ignore # mutmut generated


class StepCosts(Protocol):
    """What the policy reads about cost: a :class:`CostTable`, or the server's own measured
    step times (``step_costs.StepTimes``, which may also ask for exploratory steps)."""

    def step_cost(self, width: int, batch_size: int) -> float: ...
mutants_x_expected_tokens__mutmut: MutantDict = {}  # type: ignore


# ---------------------------------------------------------------- the choice


@_mutmut_mutated(mutants_x_expected_tokens__mutmut)
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_orig(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_1(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = None
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_2(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(None)
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_3(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(None))
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_4(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths or widths[-1] - 1 > len(hazards):
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_5(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] + 1 > len(hazards):
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_6(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[+1] - 1 > len(hazards):
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_7(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-2] - 1 > len(hazards):
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_8(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 2 > len(hazards):
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_9(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 >= len(hazards):
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_10(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(None)
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_11(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[+1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_12(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-2]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_13(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] + 1} hazards, got {len(hazards)}")
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_14(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[+1] - 1} hazards, got {len(hazards)}")
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_15(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-2] - 1} hazards, got {len(hazards)}")
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_16(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 2} hazards, got {len(hazards)}")
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_17(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = None
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_18(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = None
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_19(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 2.0, 0.0, 0
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_20(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 1.0, 0
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_21(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 1
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


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_22(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 0
    for w in widths:
        if w != 1:
            out[w] = 1.0
            continue
        while j < w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_23(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 0
    for w in widths:
        if w == 2:
            out[w] = 1.0
            continue
        while j < w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_24(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 0
    for w in widths:
        if w == 1:
            out[w] = None
            continue
        while j < w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_25(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 0
    for w in widths:
        if w == 1:
            out[w] = 2.0
            continue
        while j < w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_26(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
    """``E[T | W]`` for each width from one request's hazards ``h_1..h_{K-1}``."""
    widths = sorted(set(widths))
    if widths and widths[-1] - 1 > len(hazards):
        raise ValueError(f"width {widths[-1]} needs {widths[-1] - 1} hazards, got {len(hazards)}")
    out: dict[int, float] = {}
    survival, accepted_mean, j = 1.0, 0.0, 0
    for w in widths:
        if w == 1:
            out[w] = 1.0
            break
        while j < w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_27(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
        while j <= w - 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_28(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
        while j < w + 1:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_29(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
        while j < w - 2:  # E[accepted | W] = sum over k <= W-1 of P(drafts 1..k accepted)
            survival *= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_30(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            survival = hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_31(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            survival /= hazards[j]
            accepted_mean += survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_32(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            accepted_mean = survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_33(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            accepted_mean -= survival
            j += 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_34(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            j = 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_35(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            j -= 1
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_36(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
            j += 2
        out[w] = 2.0 + accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_37(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
        out[w] = None
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_38(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
        out[w] = 2.0 - accepted_mean
    return out


# ---------------------------------------------------------------- the choice


def x_expected_tokens__mutmut_39(hazards: Sequence[float], widths: Iterable[int]) -> dict[int, float]:
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
        out[w] = 3.0 + accepted_mean
    return out

mutants_x_expected_tokens__mutmut['_mutmut_orig'] = x_expected_tokens__mutmut_orig # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_1'] = x_expected_tokens__mutmut_1 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_2'] = x_expected_tokens__mutmut_2 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_3'] = x_expected_tokens__mutmut_3 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_4'] = x_expected_tokens__mutmut_4 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_5'] = x_expected_tokens__mutmut_5 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_6'] = x_expected_tokens__mutmut_6 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_7'] = x_expected_tokens__mutmut_7 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_8'] = x_expected_tokens__mutmut_8 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_9'] = x_expected_tokens__mutmut_9 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_10'] = x_expected_tokens__mutmut_10 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_11'] = x_expected_tokens__mutmut_11 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_12'] = x_expected_tokens__mutmut_12 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_13'] = x_expected_tokens__mutmut_13 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_14'] = x_expected_tokens__mutmut_14 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_15'] = x_expected_tokens__mutmut_15 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_16'] = x_expected_tokens__mutmut_16 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_17'] = x_expected_tokens__mutmut_17 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_18'] = x_expected_tokens__mutmut_18 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_19'] = x_expected_tokens__mutmut_19 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_20'] = x_expected_tokens__mutmut_20 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_21'] = x_expected_tokens__mutmut_21 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_22'] = x_expected_tokens__mutmut_22 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_23'] = x_expected_tokens__mutmut_23 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_24'] = x_expected_tokens__mutmut_24 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_25'] = x_expected_tokens__mutmut_25 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_26'] = x_expected_tokens__mutmut_26 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_27'] = x_expected_tokens__mutmut_27 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_28'] = x_expected_tokens__mutmut_28 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_29'] = x_expected_tokens__mutmut_29 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_30'] = x_expected_tokens__mutmut_30 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_31'] = x_expected_tokens__mutmut_31 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_32'] = x_expected_tokens__mutmut_32 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_33'] = x_expected_tokens__mutmut_33 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_34'] = x_expected_tokens__mutmut_34 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_35'] = x_expected_tokens__mutmut_35 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_36'] = x_expected_tokens__mutmut_36 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_37'] = x_expected_tokens__mutmut_37 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_38'] = x_expected_tokens__mutmut_38 # type: ignore # mutmut generated
mutants_x_expected_tokens__mutmut['x_expected_tokens__mutmut_39'] = x_expected_tokens__mutmut_39 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_batch_rates__mutmut)
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


def x_batch_rates__mutmut_orig(
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


def x_batch_rates__mutmut_1(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_2(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError(None)
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_3(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("XXbatch_rates needs at least one requestXX")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_4(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("BATCH_RATES NEEDS AT LEAST ONE REQUEST")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_5(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = None
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_6(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(None, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_7(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, None)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_8(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_9(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, )
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_10(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 1.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_11(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(None, widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_12(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, None).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_13(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(widths).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_14(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
) -> dict[int, float]:
    """``rate(W) = mean_i E_i[T | W] / step_cost(W)`` for each width (``rate(1) = 1``)."""
    if not per_request_hazards:
        raise ValueError("batch_rates needs at least one request")
    totals = dict.fromkeys(widths, 0.0)
    for hazards in per_request_hazards:
        for w, tokens in expected_tokens(hazards, ).items():
            totals[w] += tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_15(
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
            totals[w] = tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_16(
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
            totals[w] -= tokens
    n = len(per_request_hazards)
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_17(
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
    n = None
    return {w: totals[w] / n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_18(
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
    return {w: totals[w] / n * step_cost(w) for w in widths}


def x_batch_rates__mutmut_19(
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
    return {w: totals[w] * n / step_cost(w) for w in widths}


def x_batch_rates__mutmut_20(
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
    return {w: totals[w] / n / step_cost(None) for w in widths}

mutants_x_batch_rates__mutmut['_mutmut_orig'] = x_batch_rates__mutmut_orig # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_1'] = x_batch_rates__mutmut_1 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_2'] = x_batch_rates__mutmut_2 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_3'] = x_batch_rates__mutmut_3 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_4'] = x_batch_rates__mutmut_4 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_5'] = x_batch_rates__mutmut_5 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_6'] = x_batch_rates__mutmut_6 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_7'] = x_batch_rates__mutmut_7 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_8'] = x_batch_rates__mutmut_8 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_9'] = x_batch_rates__mutmut_9 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_10'] = x_batch_rates__mutmut_10 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_11'] = x_batch_rates__mutmut_11 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_12'] = x_batch_rates__mutmut_12 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_13'] = x_batch_rates__mutmut_13 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_14'] = x_batch_rates__mutmut_14 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_15'] = x_batch_rates__mutmut_15 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_16'] = x_batch_rates__mutmut_16 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_17'] = x_batch_rates__mutmut_17 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_18'] = x_batch_rates__mutmut_18 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_19'] = x_batch_rates__mutmut_19 # type: ignore # mutmut generated
mutants_x_batch_rates__mutmut['x_batch_rates__mutmut_20'] = x_batch_rates__mutmut_20 # type: ignore # mutmut generated


# Rates closer than this count as equal (ties go to the narrower width).
_TIE = 1e-9
mutants_x_choose_width__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_choose_width__mutmut)
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


def x_choose_width__mutmut_orig(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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


def x_choose_width__mutmut_1(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if rates:
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


def x_choose_width__mutmut_2(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError(None)
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


def x_choose_width__mutmut_3(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("XXchoose_width needs at least one allowed widthXX")
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


def x_choose_width__mutmut_4(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("CHOOSE_WIDTH NEEDS AT LEAST ONE ALLOWED WIDTH")
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


def x_choose_width__mutmut_5(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = None
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_6(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, -math.inf) + _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_7(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(None, -math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_8(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, None) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_9(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(-math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_10(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, ) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_11(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(2, -math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_12(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, +math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_13(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, -math.inf) - _TIE
    eligible = None
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_14(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, -math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r > floor}
    top = max(eligible.values())
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_15(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, -math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = None
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_16(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
    """The width to run next, from each allowed width's rate (tokens per AR step of time).

    Highest rate, narrowest on ties; never a width whose rate is below AR's when W = 1 is
    allowed; the ``current`` drafting width is kept while its rate is within ``hysteresis`` of
    the best (W = 1 is not: it would keep acceptance estimates stale).
    """
    if not rates:
        raise ValueError("choose_width needs at least one allowed width")
    floor = rates.get(1, -math.inf) - _TIE
    eligible = {w: r for w, r in rates.items() if r >= floor}
    top = max(None)
    best = min(w for w, r in eligible.items() if r >= top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_17(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    best = None
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_18(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    best = min(None)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_19(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    best = min(w for w, r in eligible.items() if r > top - _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_20(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    best = min(w for w, r in eligible.items() if r >= top + _TIE)
    # Inertia only among drafting widths: an AR step teaches nothing about acceptance, so
    # staying at W = 1 out of inertia could keep a stale estimate for good.
    if current is not None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_21(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    if current is not None and current not in (best, 1) or current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_22(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    if current is not None or current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_23(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    if current is None and current not in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_24(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    if current is not None and current in (best, 1) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_25(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    if current is not None and current not in (best, 2) and current in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_26(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
    if current is not None and current not in (best, 1) and current not in eligible:
        if eligible[current] >= (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_27(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
        if eligible[current] > (1.0 - hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_28(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
        if eligible[current] >= (1.0 - hysteresis) * top + _TIE:
            return current
    return best


def x_choose_width__mutmut_29(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
        if eligible[current] >= (1.0 - hysteresis) / top - _TIE:
            return current
    return best


def x_choose_width__mutmut_30(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
        if eligible[current] >= (1.0 + hysteresis) * top - _TIE:
            return current
    return best


def x_choose_width__mutmut_31(rates: Mapping[int, float], current: int | None, hysteresis: float) -> int:
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
        if eligible[current] >= (2.0 - hysteresis) * top - _TIE:
            return current
    return best

mutants_x_choose_width__mutmut['_mutmut_orig'] = x_choose_width__mutmut_orig # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_1'] = x_choose_width__mutmut_1 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_2'] = x_choose_width__mutmut_2 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_3'] = x_choose_width__mutmut_3 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_4'] = x_choose_width__mutmut_4 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_5'] = x_choose_width__mutmut_5 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_6'] = x_choose_width__mutmut_6 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_7'] = x_choose_width__mutmut_7 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_8'] = x_choose_width__mutmut_8 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_9'] = x_choose_width__mutmut_9 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_10'] = x_choose_width__mutmut_10 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_11'] = x_choose_width__mutmut_11 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_12'] = x_choose_width__mutmut_12 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_13'] = x_choose_width__mutmut_13 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_14'] = x_choose_width__mutmut_14 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_15'] = x_choose_width__mutmut_15 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_16'] = x_choose_width__mutmut_16 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_17'] = x_choose_width__mutmut_17 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_18'] = x_choose_width__mutmut_18 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_19'] = x_choose_width__mutmut_19 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_20'] = x_choose_width__mutmut_20 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_21'] = x_choose_width__mutmut_21 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_22'] = x_choose_width__mutmut_22 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_23'] = x_choose_width__mutmut_23 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_24'] = x_choose_width__mutmut_24 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_25'] = x_choose_width__mutmut_25 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_26'] = x_choose_width__mutmut_26 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_27'] = x_choose_width__mutmut_27 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_28'] = x_choose_width__mutmut_28 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_29'] = x_choose_width__mutmut_29 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_30'] = x_choose_width__mutmut_30 # type: ignore # mutmut generated
mutants_x_choose_width__mutmut['x_choose_width__mutmut_31'] = x_choose_width__mutmut_31 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_choose_width_reference__mutmut)
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


def x_choose_width_reference__mutmut_orig(
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


def x_choose_width_reference__mutmut_1(
    per_request_hazards: Sequence[Sequence[float]],
    widths: Sequence[int],
    step_cost: Callable[[int], float],
    current: int | None,
    hysteresis: float,
) -> int:
    """Slow, obviously correct :func:`batch_rates` + :func:`choose_width`: for every width and
    request, the full distribution of the accepted count, then the rules written out one by one.
    """
    rates = None
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


def x_choose_width_reference__mutmut_2(
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
        total = None
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


def x_choose_width_reference__mutmut_3(
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
        total = 1.0
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


def x_choose_width_reference__mutmut_4(
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
            if w != 1:
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


def x_choose_width_reference__mutmut_5(
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
            if w == 2:
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


def x_choose_width_reference__mutmut_6(
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
                total = 1.0
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


def x_choose_width_reference__mutmut_7(
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
                total -= 1.0
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


def x_choose_width_reference__mutmut_8(
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
                total += 2.0
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


def x_choose_width_reference__mutmut_9(
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
                break
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


def x_choose_width_reference__mutmut_10(
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
            for k in range(None):  # P(accepted = k) for k = 0..W-1
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


def x_choose_width_reference__mutmut_11(
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
                p = None
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


def x_choose_width_reference__mutmut_12(
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
                p = 2.0
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


def x_choose_width_reference__mutmut_13(
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
                for j in range(None):
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


def x_choose_width_reference__mutmut_14(
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
                    p = hazards[j]
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


def x_choose_width_reference__mutmut_15(
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
                    p /= hazards[j]
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


def x_choose_width_reference__mutmut_16(
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
                if k <= w - 1:
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


def x_choose_width_reference__mutmut_17(
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
                if k < w + 1:
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


def x_choose_width_reference__mutmut_18(
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
                if k < w - 2:
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


def x_choose_width_reference__mutmut_19(
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
                    p = 1.0 - hazards[k]
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


def x_choose_width_reference__mutmut_20(
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
                    p /= 1.0 - hazards[k]
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


def x_choose_width_reference__mutmut_21(
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
                    p *= 1.0 + hazards[k]
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


def x_choose_width_reference__mutmut_22(
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
                    p *= 2.0 - hazards[k]
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


def x_choose_width_reference__mutmut_23(
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
                total = (2 + k) * p
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


def x_choose_width_reference__mutmut_24(
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
                total -= (2 + k) * p
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


def x_choose_width_reference__mutmut_25(
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
                total += (2 + k) / p
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


def x_choose_width_reference__mutmut_26(
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
                total += (2 - k) * p
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


def x_choose_width_reference__mutmut_27(
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
                total += (3 + k) * p
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


def x_choose_width_reference__mutmut_28(
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
        rates[w] = None
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


def x_choose_width_reference__mutmut_29(
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
        rates[w] = total / len(per_request_hazards) * step_cost(w)
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


def x_choose_width_reference__mutmut_30(
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
        rates[w] = total * len(per_request_hazards) / step_cost(w)
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


def x_choose_width_reference__mutmut_31(
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
        rates[w] = total / len(per_request_hazards) / step_cost(None)
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


def x_choose_width_reference__mutmut_32(
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
    candidates = None
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


def x_choose_width_reference__mutmut_33(
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
    candidates = list(None)
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


def x_choose_width_reference__mutmut_34(
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
    if 2 in rates:
        candidates = [w for w in candidates if rates[w] >= rates[1] - _TIE]
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_35(
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
    if 1 not in rates:
        candidates = [w for w in candidates if rates[w] >= rates[1] - _TIE]
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_36(
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
        candidates = None
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_37(
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
        candidates = [w for w in candidates if rates[w] > rates[1] - _TIE]
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_38(
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
        candidates = [w for w in candidates if rates[w] >= rates[1] + _TIE]
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_39(
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
        candidates = [w for w in candidates if rates[w] >= rates[2] - _TIE]
    best = None
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_40(
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
    best = ""
    for w in sorted(candidates):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_41(
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
    for w in sorted(None):  # narrowest first: a later width must be strictly better
        if best is None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_42(
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
        if best is None and rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_43(
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
        if best is not None or rates[w] > rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_44(
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
        if best is None or rates[w] >= rates[best] + _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_45(
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
        if best is None or rates[w] > rates[best] - _TIE:
            best = w
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_46(
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
            best = None
    if current in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_47(
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
    if current in candidates or current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_48(
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
    if current not in candidates and current != 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_49(
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
    if current in candidates and current == 1:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_50(
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
    if current in candidates and current != 2:
        if rates[current] >= (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_51(
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
        if rates[current] > (1.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_52(
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
        if rates[current] >= (1.0 - hysteresis) * rates[best] + _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_53(
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
        if rates[current] >= (1.0 - hysteresis) / rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_54(
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
        if rates[current] >= (1.0 + hysteresis) * rates[best] - _TIE:
            return current
    return best


def x_choose_width_reference__mutmut_55(
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
        if rates[current] >= (2.0 - hysteresis) * rates[best] - _TIE:
            return current
    return best

mutants_x_choose_width_reference__mutmut['_mutmut_orig'] = x_choose_width_reference__mutmut_orig # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_1'] = x_choose_width_reference__mutmut_1 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_2'] = x_choose_width_reference__mutmut_2 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_3'] = x_choose_width_reference__mutmut_3 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_4'] = x_choose_width_reference__mutmut_4 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_5'] = x_choose_width_reference__mutmut_5 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_6'] = x_choose_width_reference__mutmut_6 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_7'] = x_choose_width_reference__mutmut_7 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_8'] = x_choose_width_reference__mutmut_8 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_9'] = x_choose_width_reference__mutmut_9 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_10'] = x_choose_width_reference__mutmut_10 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_11'] = x_choose_width_reference__mutmut_11 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_12'] = x_choose_width_reference__mutmut_12 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_13'] = x_choose_width_reference__mutmut_13 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_14'] = x_choose_width_reference__mutmut_14 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_15'] = x_choose_width_reference__mutmut_15 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_16'] = x_choose_width_reference__mutmut_16 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_17'] = x_choose_width_reference__mutmut_17 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_18'] = x_choose_width_reference__mutmut_18 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_19'] = x_choose_width_reference__mutmut_19 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_20'] = x_choose_width_reference__mutmut_20 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_21'] = x_choose_width_reference__mutmut_21 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_22'] = x_choose_width_reference__mutmut_22 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_23'] = x_choose_width_reference__mutmut_23 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_24'] = x_choose_width_reference__mutmut_24 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_25'] = x_choose_width_reference__mutmut_25 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_26'] = x_choose_width_reference__mutmut_26 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_27'] = x_choose_width_reference__mutmut_27 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_28'] = x_choose_width_reference__mutmut_28 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_29'] = x_choose_width_reference__mutmut_29 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_30'] = x_choose_width_reference__mutmut_30 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_31'] = x_choose_width_reference__mutmut_31 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_32'] = x_choose_width_reference__mutmut_32 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_33'] = x_choose_width_reference__mutmut_33 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_34'] = x_choose_width_reference__mutmut_34 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_35'] = x_choose_width_reference__mutmut_35 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_36'] = x_choose_width_reference__mutmut_36 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_37'] = x_choose_width_reference__mutmut_37 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_38'] = x_choose_width_reference__mutmut_38 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_39'] = x_choose_width_reference__mutmut_39 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_40'] = x_choose_width_reference__mutmut_40 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_41'] = x_choose_width_reference__mutmut_41 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_42'] = x_choose_width_reference__mutmut_42 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_43'] = x_choose_width_reference__mutmut_43 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_44'] = x_choose_width_reference__mutmut_44 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_45'] = x_choose_width_reference__mutmut_45 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_46'] = x_choose_width_reference__mutmut_46 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_47'] = x_choose_width_reference__mutmut_47 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_48'] = x_choose_width_reference__mutmut_48 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_49'] = x_choose_width_reference__mutmut_49 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_50'] = x_choose_width_reference__mutmut_50 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_51'] = x_choose_width_reference__mutmut_51 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_52'] = x_choose_width_reference__mutmut_52 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_53'] = x_choose_width_reference__mutmut_53 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_54'] = x_choose_width_reference__mutmut_54 # type: ignore # mutmut generated
mutants_x_choose_width_reference__mutmut['x_choose_width_reference__mutmut_55'] = x_choose_width_reference__mutmut_55 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁPositionCountsǁobserve__mutmut: MutantDict = {}  # type: ignore
mutants_xǁPositionCountsǁadd__mutmut: MutantDict = {}  # type: ignore
mutants_xǁPositionCountsǁforget__mutmut: MutantDict = {}  # type: ignore
mutants_xǁPositionCountsǁpooled__mutmut: MutantDict = {}  # type: ignore
mutants_xǁPositionCountsǁhazards__mutmut: MutantDict = {}  # type: ignore


# ---------------------------------------------------------------- acceptance statistics


class PositionCounts:
    """Decayed trials and successes per draft position 1..max_drafts (censoring-aware)."""

    @_mutmut_mutated(mutants_xǁPositionCountsǁ__init____mutmut)
    def __init__(self, max_drafts: int):
        self.trials = [0.0] * max_drafts
        self.successes = [0.0] * max_drafts

    def xǁPositionCountsǁ__init____mutmut_orig(self, max_drafts: int):
        self.trials = [0.0] * max_drafts
        self.successes = [0.0] * max_drafts

    def xǁPositionCountsǁ__init____mutmut_1(self, max_drafts: int):
        self.trials = None
        self.successes = [0.0] * max_drafts

    def xǁPositionCountsǁ__init____mutmut_2(self, max_drafts: int):
        self.trials = [0.0] / max_drafts
        self.successes = [0.0] * max_drafts

    def xǁPositionCountsǁ__init____mutmut_3(self, max_drafts: int):
        self.trials = [1.0] * max_drafts
        self.successes = [0.0] * max_drafts

    def xǁPositionCountsǁ__init____mutmut_4(self, max_drafts: int):
        self.trials = [0.0] * max_drafts
        self.successes = None

    def xǁPositionCountsǁ__init____mutmut_5(self, max_drafts: int):
        self.trials = [0.0] * max_drafts
        self.successes = [0.0] / max_drafts

    def xǁPositionCountsǁ__init____mutmut_6(self, max_drafts: int):
        self.trials = [0.0] * max_drafts
        self.successes = [1.0] * max_drafts

    @_mutmut_mutated(mutants_xǁPositionCountsǁobserve__mutmut)
    def observe(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_orig(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_1(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = None
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_2(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width + 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_3(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 2
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_4(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts <= 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_5(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 2:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_6(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts and drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_7(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_8(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 1 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_9(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 < accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_10(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted < drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_11(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts >= len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_12(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(None)
        self.forget(decay)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_13(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(None)
        self.add(width, accepted)

    def xǁPositionCountsǁobserve__mutmut_14(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(None, accepted)

    def xǁPositionCountsǁobserve__mutmut_15(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, None)

    def xǁPositionCountsǁobserve__mutmut_16(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(accepted)

    def xǁPositionCountsǁobserve__mutmut_17(self, width: int, accepted: int, decay: float) -> None:
        """Add one round of width W that accepted ``accepted`` drafts (0..W-1)."""
        drafts = width - 1
        if drafts < 1:
            return  # an AR step tests no draft
        if not 0 <= accepted <= drafts or drafts > len(self.trials):
            raise ValueError(f"round of width {width} cannot accept {accepted} drafts")
        self.forget(decay)
        self.add(width, )

    @_mutmut_mutated(mutants_xǁPositionCountsǁadd__mutmut)
    def add(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_orig(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_1(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = None
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_2(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width + 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_3(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 2
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_4(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(None):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_5(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] = 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_6(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] -= 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_7(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 2.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_8(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] = 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_9(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] -= 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_10(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 2.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_11(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted <= drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 1.0

    def xǁPositionCountsǁadd__mutmut_12(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] = 1.0

    def xǁPositionCountsǁadd__mutmut_13(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] -= 1.0

    def xǁPositionCountsǁadd__mutmut_14(self, width: int, accepted: int) -> None:
        """Count one round of width W >= 2 that accepted ``accepted`` drafts, forgetting none."""
        drafts = width - 1
        for j in range(accepted):
            self.trials[j] += 1.0
            self.successes[j] += 1.0
        if accepted < drafts:  # the first rejected draft; positions after it are censored
            self.trials[accepted] += 2.0

    @_mutmut_mutated(mutants_xǁPositionCountsǁforget__mutmut)
    def forget(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = [s * decay for s in self.successes]

    def xǁPositionCountsǁforget__mutmut_orig(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = [s * decay for s in self.successes]

    def xǁPositionCountsǁforget__mutmut_1(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay == 1.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = [s * decay for s in self.successes]

    def xǁPositionCountsǁforget__mutmut_2(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 2.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = [s * decay for s in self.successes]

    def xǁPositionCountsǁforget__mutmut_3(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = None
            self.successes = [s * decay for s in self.successes]

    def xǁPositionCountsǁforget__mutmut_4(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = [t / decay for t in self.trials]
            self.successes = [s * decay for s in self.successes]

    def xǁPositionCountsǁforget__mutmut_5(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = None

    def xǁPositionCountsǁforget__mutmut_6(self, decay: float) -> None:
        """Keep ``decay`` of the evidence (an EMA step)."""
        if decay != 1.0:
            self.trials = [t * decay for t in self.trials]
            self.successes = [s / decay for s in self.successes]

    @_mutmut_mutated(mutants_xǁPositionCountsǁpooled__mutmut)
    def pooled(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength * prior) / (sum(self.trials) + strength)

    def xǁPositionCountsǁpooled__mutmut_orig(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength * prior) / (sum(self.trials) + strength)

    def xǁPositionCountsǁpooled__mutmut_1(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength * prior) * (sum(self.trials) + strength)

    def xǁPositionCountsǁpooled__mutmut_2(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) - strength * prior) / (sum(self.trials) + strength)

    def xǁPositionCountsǁpooled__mutmut_3(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(None) + strength * prior) / (sum(self.trials) + strength)

    def xǁPositionCountsǁpooled__mutmut_4(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength / prior) / (sum(self.trials) + strength)

    def xǁPositionCountsǁpooled__mutmut_5(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength * prior) / (sum(self.trials) - strength)

    def xǁPositionCountsǁpooled__mutmut_6(self, prior: float, strength: float) -> float:
        """Censored geometric MLE (successes / trials over all positions), shrunk to ``prior``."""
        return (sum(self.successes) + strength * prior) / (sum(None) + strength)

    @_mutmut_mutated(mutants_xǁPositionCountsǁhazards__mutmut)
    def hazards(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t + strength) for s, t in zip(self.successes, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_orig(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t + strength) for s, t in zip(self.successes, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_1(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) * (t + strength) for s, t in zip(self.successes, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_2(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s - strength * prior) / (t + strength) for s, t in zip(self.successes, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_3(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength / prior) / (t + strength) for s, t in zip(self.successes, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_4(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t - strength) for s, t in zip(self.successes, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_5(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t + strength) for s, t in zip(None, self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_6(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t + strength) for s, t in zip(self.successes, None)
        ]

    def xǁPositionCountsǁhazards__mutmut_7(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t + strength) for s, t in zip(self.trials)
        ]

    def xǁPositionCountsǁhazards__mutmut_8(self, prior: float, strength: float) -> list[float]:
        """Per-position hazards, each shrunk toward ``prior``."""
        return [
            (s + strength * prior) / (t + strength) for s, t in zip(self.successes, )
        ]

mutants_xǁPositionCountsǁ__init____mutmut['_mutmut_orig'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut['xǁPositionCountsǁ__init____mutmut_1'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut['xǁPositionCountsǁ__init____mutmut_2'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut['xǁPositionCountsǁ__init____mutmut_3'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut['xǁPositionCountsǁ__init____mutmut_4'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut['xǁPositionCountsǁ__init____mutmut_5'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁ__init____mutmut['xǁPositionCountsǁ__init____mutmut_6'] = PositionCounts.xǁPositionCountsǁ__init____mutmut_6 # type: ignore # mutmut generated

mutants_xǁPositionCountsǁobserve__mutmut['_mutmut_orig'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_orig # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_1'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_1 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_2'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_2 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_3'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_3 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_4'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_4 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_5'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_5 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_6'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_6 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_7'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_7 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_8'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_8 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_9'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_9 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_10'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_10 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_11'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_11 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_12'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_12 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_13'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_13 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_14'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_14 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_15'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_15 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_16'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_16 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁobserve__mutmut['xǁPositionCountsǁobserve__mutmut_17'] = PositionCounts.xǁPositionCountsǁobserve__mutmut_17 # type: ignore # mutmut generated

mutants_xǁPositionCountsǁadd__mutmut['_mutmut_orig'] = PositionCounts.xǁPositionCountsǁadd__mutmut_orig # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_1'] = PositionCounts.xǁPositionCountsǁadd__mutmut_1 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_2'] = PositionCounts.xǁPositionCountsǁadd__mutmut_2 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_3'] = PositionCounts.xǁPositionCountsǁadd__mutmut_3 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_4'] = PositionCounts.xǁPositionCountsǁadd__mutmut_4 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_5'] = PositionCounts.xǁPositionCountsǁadd__mutmut_5 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_6'] = PositionCounts.xǁPositionCountsǁadd__mutmut_6 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_7'] = PositionCounts.xǁPositionCountsǁadd__mutmut_7 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_8'] = PositionCounts.xǁPositionCountsǁadd__mutmut_8 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_9'] = PositionCounts.xǁPositionCountsǁadd__mutmut_9 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_10'] = PositionCounts.xǁPositionCountsǁadd__mutmut_10 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_11'] = PositionCounts.xǁPositionCountsǁadd__mutmut_11 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_12'] = PositionCounts.xǁPositionCountsǁadd__mutmut_12 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_13'] = PositionCounts.xǁPositionCountsǁadd__mutmut_13 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁadd__mutmut['xǁPositionCountsǁadd__mutmut_14'] = PositionCounts.xǁPositionCountsǁadd__mutmut_14 # type: ignore # mutmut generated

mutants_xǁPositionCountsǁforget__mutmut['_mutmut_orig'] = PositionCounts.xǁPositionCountsǁforget__mutmut_orig # type: ignore # mutmut generated
mutants_xǁPositionCountsǁforget__mutmut['xǁPositionCountsǁforget__mutmut_1'] = PositionCounts.xǁPositionCountsǁforget__mutmut_1 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁforget__mutmut['xǁPositionCountsǁforget__mutmut_2'] = PositionCounts.xǁPositionCountsǁforget__mutmut_2 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁforget__mutmut['xǁPositionCountsǁforget__mutmut_3'] = PositionCounts.xǁPositionCountsǁforget__mutmut_3 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁforget__mutmut['xǁPositionCountsǁforget__mutmut_4'] = PositionCounts.xǁPositionCountsǁforget__mutmut_4 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁforget__mutmut['xǁPositionCountsǁforget__mutmut_5'] = PositionCounts.xǁPositionCountsǁforget__mutmut_5 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁforget__mutmut['xǁPositionCountsǁforget__mutmut_6'] = PositionCounts.xǁPositionCountsǁforget__mutmut_6 # type: ignore # mutmut generated

mutants_xǁPositionCountsǁpooled__mutmut['_mutmut_orig'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_orig # type: ignore # mutmut generated
mutants_xǁPositionCountsǁpooled__mutmut['xǁPositionCountsǁpooled__mutmut_1'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_1 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁpooled__mutmut['xǁPositionCountsǁpooled__mutmut_2'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_2 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁpooled__mutmut['xǁPositionCountsǁpooled__mutmut_3'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_3 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁpooled__mutmut['xǁPositionCountsǁpooled__mutmut_4'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_4 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁpooled__mutmut['xǁPositionCountsǁpooled__mutmut_5'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_5 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁpooled__mutmut['xǁPositionCountsǁpooled__mutmut_6'] = PositionCounts.xǁPositionCountsǁpooled__mutmut_6 # type: ignore # mutmut generated

mutants_xǁPositionCountsǁhazards__mutmut['_mutmut_orig'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_orig # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_1'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_1 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_2'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_2 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_3'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_3 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_4'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_4 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_5'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_5 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_6'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_6 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_7'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_7 # type: ignore # mutmut generated
mutants_xǁPositionCountsǁhazards__mutmut['xǁPositionCountsǁhazards__mutmut_8'] = PositionCounts.xǁPositionCountsǁhazards__mutmut_8 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁAcceptanceTrackerǁobserve__mutmut: MutantDict = {}  # type: ignore
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut: MutantDict = {}  # type: ignore
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut: MutantDict = {}  # type: ignore
mutants_xǁAcceptanceTrackerǁrelease__mutmut: MutantDict = {}  # type: ignore
mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut: MutantDict = {}  # type: ignore
mutants_xǁAcceptanceTrackerǁhazards__mutmut: MutantDict = {}  # type: ignore


class AcceptanceTracker:
    """Per-request and server-wide acceptance statistics from per-round accepted counts."""

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁ__init____mutmut)
    def __init__(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config or WidthPolicyConfig()
        self.server = PositionCounts(max_drafts)
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_orig(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config or WidthPolicyConfig()
        self.server = PositionCounts(max_drafts)
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_1(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = None
        self.config = config or WidthPolicyConfig()
        self.server = PositionCounts(max_drafts)
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_2(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = None
        self.server = PositionCounts(max_drafts)
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_3(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config and WidthPolicyConfig()
        self.server = PositionCounts(max_drafts)
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_4(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config or WidthPolicyConfig()
        self.server = None
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_5(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config or WidthPolicyConfig()
        self.server = PositionCounts(None)
        self.requests: dict[Any, PositionCounts] = {}

    def xǁAcceptanceTrackerǁ__init____mutmut_6(self, max_drafts: int, config: WidthPolicyConfig | None = None):
        self.max_drafts = max_drafts
        self.config = config or WidthPolicyConfig()
        self.server = PositionCounts(max_drafts)
        self.requests: dict[Any, PositionCounts] = None

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁobserve__mutmut)
    def observe(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], width, [accepted])

    def xǁAcceptanceTrackerǁobserve__mutmut_orig(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], width, [accepted])

    def xǁAcceptanceTrackerǁobserve__mutmut_1(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch(None, width, [accepted])

    def xǁAcceptanceTrackerǁobserve__mutmut_2(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], None, [accepted])

    def xǁAcceptanceTrackerǁobserve__mutmut_3(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], width, None)

    def xǁAcceptanceTrackerǁobserve__mutmut_4(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch(width, [accepted])

    def xǁAcceptanceTrackerǁobserve__mutmut_5(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], [accepted])

    def xǁAcceptanceTrackerǁobserve__mutmut_6(self, rid: Any, width: int, accepted: int) -> None:
        """One step of width W of one request (a batch of one)."""
        self.observe_batch([rid], width, )

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut)
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

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_orig(self, rid: Any, width: int, accepted: int) -> None:
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

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_1(self, rid: Any, width: int, accepted: int) -> None:
        counts = None
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_2(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(None)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_3(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is not None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_4(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = None
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_5(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(None)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_6(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width != 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_7(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 2:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_8(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(None)
            return
        counts.observe(width, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_9(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(None, accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_10(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, None, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_11(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, None)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_12(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(accepted, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_13(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, self.config.decay)

    def xǁAcceptanceTrackerǁ_observe_request__mutmut_14(self, rid: Any, width: int, accepted: int) -> None:
        counts = self.requests.get(rid)
        if counts is None:
            counts = self.requests[rid] = PositionCounts(self.max_drafts)
        if width == 1:
            # An AR step tests no draft, but time passes: the request's own evidence ages
            # toward the server's, so a request that fell to AR steps on a bad streak drafts
            # again once the streak is old, rather than never.
            counts.forget(self.config.idle_decay)
            return
        counts.observe(width, accepted, )

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut)
    def observe_batch(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_orig(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_1(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width >= 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_2(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 2:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_3(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(None)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_4(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(None, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_5(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, None, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_6(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=None):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_7(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_8(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_9(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, ):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_10(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=False):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_11(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(None, width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_12(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, None, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_13(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, None)
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_14(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(width, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_15(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, int(a))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_16(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, )
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_17(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(None))
            if width > 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_18(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width >= 1:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_19(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 2:
                self.server.add(width, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_20(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(None, int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_21(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, None)

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_22(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(int(a))

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_23(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, )

    def xǁAcceptanceTrackerǁobserve_batch__mutmut_24(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        """One step of width W for a batch; ``accepted[i]`` belongs to ``rids[i]``.

        The server-wide evidence forgets once per step, whatever the batch size, so its memory
        is a number of steps (a batch of 64 does not forget 64 times faster than one request).
        """
        if width > 1:
            self.server.forget(self.config.server_decay)
        for rid, a in zip(rids, accepted, strict=True):
            self._observe_request(rid, width, int(a))
            if width > 1:
                self.server.add(width, int(None))

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁrelease__mutmut)
    def release(self, rid: Any) -> None:
        """Forget a finished request (its evidence stays in the server-wide counts)."""
        self.requests.pop(rid, None)

    def xǁAcceptanceTrackerǁrelease__mutmut_orig(self, rid: Any) -> None:
        """Forget a finished request (its evidence stays in the server-wide counts)."""
        self.requests.pop(rid, None)

    def xǁAcceptanceTrackerǁrelease__mutmut_1(self, rid: Any) -> None:
        """Forget a finished request (its evidence stays in the server-wide counts)."""
        self.requests.pop(None, None)

    def xǁAcceptanceTrackerǁrelease__mutmut_2(self, rid: Any) -> None:
        """Forget a finished request (its evidence stays in the server-wide counts)."""
        self.requests.pop(None)

    def xǁAcceptanceTrackerǁrelease__mutmut_3(self, rid: Any) -> None:
        """Forget a finished request (its evidence stays in the server-wide counts)."""
        self.requests.pop(rid, )

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut)
    def server_hazard(self) -> float:
        c = self.config
        return self.server.pooled(c.prior_hazard, c.pooled_strength)

    def xǁAcceptanceTrackerǁserver_hazard__mutmut_orig(self) -> float:
        c = self.config
        return self.server.pooled(c.prior_hazard, c.pooled_strength)

    def xǁAcceptanceTrackerǁserver_hazard__mutmut_1(self) -> float:
        c = None
        return self.server.pooled(c.prior_hazard, c.pooled_strength)

    def xǁAcceptanceTrackerǁserver_hazard__mutmut_2(self) -> float:
        c = self.config
        return self.server.pooled(None, c.pooled_strength)

    def xǁAcceptanceTrackerǁserver_hazard__mutmut_3(self) -> float:
        c = self.config
        return self.server.pooled(c.prior_hazard, None)

    def xǁAcceptanceTrackerǁserver_hazard__mutmut_4(self) -> float:
        c = self.config
        return self.server.pooled(c.pooled_strength)

    def xǁAcceptanceTrackerǁserver_hazard__mutmut_5(self) -> float:
        c = self.config
        return self.server.pooled(c.prior_hazard, )

    @_mutmut_mutated(mutants_xǁAcceptanceTrackerǁhazards__mutmut)
    def hazards(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_orig(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_1(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = None
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_2(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = None
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_3(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = None
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_4(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(None)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_5(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is not None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_6(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] / self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_7(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = None
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_8(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(None, c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_9(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, None)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_10(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(c.pooled_strength)
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_11(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, )
        return counts.hazards(g_request, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_12(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(None, c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_13(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, None)

    def xǁAcceptanceTrackerǁhazards__mutmut_14(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(c.position_strength)

    def xǁAcceptanceTrackerǁhazards__mutmut_15(self, rid: Any) -> list[float]:
        """``h_1..h_{max_drafts}`` of one request (a request never seen gets the server's)."""
        c = self.config
        g_server = self.server_hazard()
        counts = self.requests.get(rid)
        if counts is None:
            return [g_server] * self.max_drafts
        g_request = counts.pooled(g_server, c.pooled_strength)
        return counts.hazards(g_request, )

mutants_xǁAcceptanceTrackerǁ__init____mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut['xǁAcceptanceTrackerǁ__init____mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut['xǁAcceptanceTrackerǁ__init____mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut['xǁAcceptanceTrackerǁ__init____mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut['xǁAcceptanceTrackerǁ__init____mutmut_4'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut['xǁAcceptanceTrackerǁ__init____mutmut_5'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ__init____mutmut['xǁAcceptanceTrackerǁ__init____mutmut_6'] = AcceptanceTracker.xǁAcceptanceTrackerǁ__init____mutmut_6 # type: ignore # mutmut generated

mutants_xǁAcceptanceTrackerǁobserve__mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve__mutmut['xǁAcceptanceTrackerǁobserve__mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve__mutmut['xǁAcceptanceTrackerǁobserve__mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve__mutmut['xǁAcceptanceTrackerǁobserve__mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_3 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve__mutmut['xǁAcceptanceTrackerǁobserve__mutmut_4'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_4 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve__mutmut['xǁAcceptanceTrackerǁobserve__mutmut_5'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_5 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve__mutmut['xǁAcceptanceTrackerǁobserve__mutmut_6'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve__mutmut_6 # type: ignore # mutmut generated

mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_3 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_4'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_4 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_5'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_5 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_6'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_6 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_7'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_7 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_8'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_8 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_9'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_9 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_10'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_10 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_11'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_11 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_12'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_12 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_13'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_13 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁ_observe_request__mutmut['xǁAcceptanceTrackerǁ_observe_request__mutmut_14'] = AcceptanceTracker.xǁAcceptanceTrackerǁ_observe_request__mutmut_14 # type: ignore # mutmut generated

mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_3 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_4'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_4 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_5'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_5 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_6'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_6 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_7'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_7 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_8'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_8 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_9'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_9 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_10'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_10 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_11'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_11 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_12'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_12 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_13'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_13 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_14'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_14 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_15'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_15 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_16'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_16 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_17'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_17 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_18'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_18 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_19'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_19 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_20'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_20 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_21'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_21 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_22'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_22 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_23'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_23 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁobserve_batch__mutmut['xǁAcceptanceTrackerǁobserve_batch__mutmut_24'] = AcceptanceTracker.xǁAcceptanceTrackerǁobserve_batch__mutmut_24 # type: ignore # mutmut generated

mutants_xǁAcceptanceTrackerǁrelease__mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁrelease__mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁrelease__mutmut['xǁAcceptanceTrackerǁrelease__mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁrelease__mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁrelease__mutmut['xǁAcceptanceTrackerǁrelease__mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁrelease__mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁrelease__mutmut['xǁAcceptanceTrackerǁrelease__mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁrelease__mutmut_3 # type: ignore # mutmut generated

mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁserver_hazard__mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut['xǁAcceptanceTrackerǁserver_hazard__mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁserver_hazard__mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut['xǁAcceptanceTrackerǁserver_hazard__mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁserver_hazard__mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut['xǁAcceptanceTrackerǁserver_hazard__mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁserver_hazard__mutmut_3 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut['xǁAcceptanceTrackerǁserver_hazard__mutmut_4'] = AcceptanceTracker.xǁAcceptanceTrackerǁserver_hazard__mutmut_4 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁserver_hazard__mutmut['xǁAcceptanceTrackerǁserver_hazard__mutmut_5'] = AcceptanceTracker.xǁAcceptanceTrackerǁserver_hazard__mutmut_5 # type: ignore # mutmut generated

mutants_xǁAcceptanceTrackerǁhazards__mutmut['_mutmut_orig'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_orig # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_1'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_1 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_2'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_2 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_3'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_3 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_4'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_4 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_5'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_5 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_6'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_6 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_7'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_7 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_8'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_8 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_9'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_9 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_10'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_10 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_11'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_11 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_12'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_12 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_13'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_13 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_14'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_14 # type: ignore # mutmut generated
mutants_xǁAcceptanceTrackerǁhazards__mutmut['xǁAcceptanceTrackerǁhazards__mutmut_15'] = AcceptanceTracker.xǁAcceptanceTrackerǁhazards__mutmut_15 # type: ignore # mutmut generated


# ---------------------------------------------------------------- the stateful policy


@dataclass(frozen=True)
class WidthDecision:
    width: int
    rates: Mapping[int, float]  # every allowed width's rate; empty when pinned
    # An exploratory step: a drafting round after probe_interval AR steps (acceptance), or a
    # width the measured step costs have too few samples of at this batch size (time).
    probe: bool = False
mutants_xǁWidthPolicyǁ__init____mutmut: MutantDict = {}  # type: ignore
mutants_xǁWidthPolicyǁchoose__mutmut: MutantDict = {}  # type: ignore
mutants_xǁWidthPolicyǁobserve__mutmut: MutantDict = {}  # type: ignore
mutants_xǁWidthPolicyǁrelease__mutmut: MutantDict = {}  # type: ignore


class WidthPolicy:
    """Width per decode step: :func:`choose_width` plus the current width and AR-step probing."""

    @_mutmut_mutated(mutants_xǁWidthPolicyǁ__init____mutmut)
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
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_orig(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_1(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = None
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_2(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = None
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_3(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = None
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_4(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(None)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_5(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive or len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_6(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) >= 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_7(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 2:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_8(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is not None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_9(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError(None)
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_10(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("XXan adaptive gravity width needs a cost table (or a pinned width)XX")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_11(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("AN ADAPTIVE GRAVITY WIDTH NEEDS A COST TABLE (OR A PINNED WIDTH)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_12(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(None, 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_13(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], None)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_14(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_15(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], )  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_16(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[+1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_17(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-2], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_18(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 2)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_19(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = None
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_20(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = None
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_21(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(None, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_22(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, None)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_23(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_24(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, )
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_25(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window + 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_26(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 2, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_27(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = ""
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_28(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = None  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_29(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 1  # consecutive W = 1 steps
        self.probe_gap = config.probe_interval  # AR steps before the next acceptance probe

    def xǁWidthPolicyǁ__init____mutmut_30(self, config: WidthPolicyConfig, window: int, costs: StepCosts | None):
        self.config = config
        self.window = window
        self.widths = config.allowed_widths(window)
        if config.adaptive and len(self.widths) > 1:
            if costs is None:
                raise ValueError("an adaptive gravity width needs a cost table (or a pinned width)")
            costs.step_cost(self.widths[-1], 1)  # fail now if K is past the calibrated widths
        self.costs = costs
        self.tracker = AcceptanceTracker(window - 1, config)
        self.current: int | None = None
        self.ar_steps = 0  # consecutive W = 1 steps
        self.probe_gap = None  # AR steps before the next acceptance probe

    @_mutmut_mutated(mutants_xǁWidthPolicyǁchoose__mutmut)
    def choose(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_orig(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_1(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) != 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_2(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 2:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_3(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = None
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_4(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[1]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_5(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(None, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_6(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, None)
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_7(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision({})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_8(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, )
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_9(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = None
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_10(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if (batch_size is None) and False else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_11(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if (batch_size is None) or True else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_12(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is not None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_13(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = None
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_14(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = None
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_15(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            None,
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_16(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            None,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_17(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            None,
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_18(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_19(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_20(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_21(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] and [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_22(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(None) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_23(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: None,
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_24(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(None, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_25(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, None),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_26(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_27(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, ),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_28(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = None
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_29(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(None, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_30(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, None, None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_31(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr("exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_32(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_33(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", )
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_34(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "XXexplorationXX", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_35(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "EXPLORATION", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_36(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_37(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = None
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_38(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(None)
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_39(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = None
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_40(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 and rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_41(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w != 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_42(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 2 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_43(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] > self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_44(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin / best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_45(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = None
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_46(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(None, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_47(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, None)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_48(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_49(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, )
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_50(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_51(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(None, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_52(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, None, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_53(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=None)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_54(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_55(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_56(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, )
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_57(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=False)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_58(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = None
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_59(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(None, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_60(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, None, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_61(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, None)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_62(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_63(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_64(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, )
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_65(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = None
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_66(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = True
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_67(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width != 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_68(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 2:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_69(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps = 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_70(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps -= 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_71(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 2
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_72(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval or self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_73(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps >= self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_74(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = None
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_75(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max(None, key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_76(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=None)
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_77(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max(key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_78(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), )
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_79(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w >= 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_80(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 2), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_81(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: None)
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_82(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], +w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_83(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = None
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_84(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = False
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_85(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = None
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_86(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(None, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_87(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, None)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_88(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_89(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, )
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_90(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 / self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_91(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(3 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_92(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 / self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_93(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 17 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_94(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current and self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_95(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width == self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_96(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is not None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_97(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = None  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_98(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width == 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_99(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 2:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_100(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = None
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_101(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 1
        if not probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_102(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if probe:
            self.current = width
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_103(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = None
        return WidthDecision(width, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_104(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(None, rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_105(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, None, probe)

    def xǁWidthPolicyǁchoose__mutmut_106(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, None)

    def xǁWidthPolicyǁchoose__mutmut_107(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(rates, probe)

    def xǁWidthPolicyǁchoose__mutmut_108(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, probe)

    def xǁWidthPolicyǁchoose__mutmut_109(self, rids: Sequence[Any], batch_size: int | None = None) -> WidthDecision:
        """The width of the next step for the requests ``rids`` of the running batch."""
        if len(self.widths) == 1:
            self.current = self.widths[0]
            return WidthDecision(self.current, {})
        bs = len(rids) if batch_size is None else batch_size
        costs = self.costs
        rates = batch_rates(
            [self.tracker.hazards(rid) for rid in rids] or [self.tracker.hazards(None)],
            self.widths,
            lambda w: costs.step_cost(w, bs),
        )
        explore = getattr(costs, "exploration", None)
        if explore is not None:
            # Time a width here only if it could be worth running: W = 1 (the unit of every
            # cost; a cheap step) and any width whose rate, priced with the nearest measured
            # cost or the prior, is within explore_margin of the best.
            best = max(rates.values())
            worth = [
                w for w in self.widths if w == 1 or rates[w] >= self.config.explore_margin * best
            ]
            measured = explore(bs, worth)
            if measured is not None:  # a step run to time this width here (any width is exact)
                return WidthDecision(measured, rates, probe=True)
        width = choose_width(rates, self.current, self.config.hysteresis)
        probe = False
        if width == 1:
            self.ar_steps += 1
            if self.config.probe_interval and self.ar_steps > self.probe_gap:
                width = max((w for w in self.widths if w > 1), key=lambda w: (rates[w], -w))
                probe = True
                # Back off while probes keep finding nothing: each one costs a drafting step.
                self.probe_gap = min(2 * self.probe_gap, 16 * self.config.probe_interval)
        elif width != self.current or self.current is None:
            self.probe_gap = self.config.probe_interval  # drafting pays again: probe early
        if width != 1:
            self.ar_steps = 0
        if not probe:
            self.current = width
        return WidthDecision(width, rates, )

    @_mutmut_mutated(mutants_xǁWidthPolicyǁobserve__mutmut)
    def observe(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, width, accepted)

    def xǁWidthPolicyǁobserve__mutmut_orig(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, width, accepted)

    def xǁWidthPolicyǁobserve__mutmut_1(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(None, width, accepted)

    def xǁWidthPolicyǁobserve__mutmut_2(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, None, accepted)

    def xǁWidthPolicyǁobserve__mutmut_3(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, width, None)

    def xǁWidthPolicyǁobserve__mutmut_4(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(width, accepted)

    def xǁWidthPolicyǁobserve__mutmut_5(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, accepted)

    def xǁWidthPolicyǁobserve__mutmut_6(self, rids: Sequence[Any], width: int, accepted: Sequence[int]) -> None:
        self.tracker.observe_batch(rids, width, )

    @_mutmut_mutated(mutants_xǁWidthPolicyǁrelease__mutmut)
    def release(self, rid: Any) -> None:
        self.tracker.release(rid)

    def xǁWidthPolicyǁrelease__mutmut_orig(self, rid: Any) -> None:
        self.tracker.release(rid)

    def xǁWidthPolicyǁrelease__mutmut_1(self, rid: Any) -> None:
        self.tracker.release(None)

mutants_xǁWidthPolicyǁ__init____mutmut['_mutmut_orig'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_orig # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_1'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_1 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_2'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_2 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_3'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_3 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_4'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_4 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_5'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_5 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_6'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_6 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_7'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_7 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_8'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_8 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_9'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_9 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_10'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_10 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_11'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_11 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_12'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_12 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_13'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_13 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_14'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_14 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_15'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_15 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_16'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_16 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_17'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_17 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_18'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_18 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_19'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_19 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_20'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_20 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_21'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_21 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_22'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_22 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_23'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_23 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_24'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_24 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_25'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_25 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_26'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_26 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_27'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_27 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_28'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_28 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_29'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_29 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁ__init____mutmut['xǁWidthPolicyǁ__init____mutmut_30'] = WidthPolicy.xǁWidthPolicyǁ__init____mutmut_30 # type: ignore # mutmut generated

mutants_xǁWidthPolicyǁchoose__mutmut['_mutmut_orig'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_orig # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_1'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_1 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_2'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_2 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_3'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_3 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_4'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_4 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_5'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_5 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_6'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_6 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_7'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_7 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_8'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_8 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_9'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_9 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_10'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_10 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_11'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_11 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_12'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_12 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_13'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_13 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_14'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_14 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_15'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_15 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_16'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_16 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_17'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_17 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_18'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_18 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_19'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_19 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_20'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_20 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_21'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_21 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_22'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_22 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_23'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_23 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_24'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_24 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_25'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_25 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_26'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_26 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_27'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_27 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_28'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_28 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_29'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_29 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_30'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_30 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_31'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_31 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_32'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_32 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_33'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_33 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_34'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_34 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_35'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_35 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_36'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_36 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_37'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_37 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_38'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_38 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_39'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_39 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_40'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_40 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_41'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_41 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_42'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_42 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_43'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_43 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_44'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_44 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_45'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_45 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_46'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_46 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_47'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_47 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_48'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_48 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_49'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_49 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_50'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_50 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_51'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_51 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_52'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_52 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_53'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_53 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_54'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_54 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_55'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_55 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_56'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_56 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_57'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_57 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_58'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_58 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_59'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_59 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_60'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_60 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_61'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_61 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_62'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_62 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_63'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_63 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_64'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_64 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_65'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_65 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_66'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_66 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_67'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_67 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_68'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_68 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_69'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_69 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_70'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_70 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_71'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_71 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_72'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_72 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_73'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_73 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_74'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_74 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_75'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_75 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_76'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_76 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_77'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_77 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_78'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_78 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_79'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_79 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_80'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_80 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_81'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_81 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_82'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_82 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_83'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_83 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_84'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_84 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_85'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_85 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_86'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_86 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_87'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_87 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_88'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_88 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_89'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_89 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_90'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_90 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_91'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_91 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_92'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_92 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_93'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_93 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_94'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_94 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_95'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_95 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_96'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_96 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_97'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_97 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_98'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_98 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_99'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_99 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_100'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_100 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_101'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_101 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_102'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_102 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_103'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_103 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_104'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_104 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_105'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_105 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_106'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_106 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_107'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_107 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_108'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_108 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁchoose__mutmut['xǁWidthPolicyǁchoose__mutmut_109'] = WidthPolicy.xǁWidthPolicyǁchoose__mutmut_109 # type: ignore # mutmut generated

mutants_xǁWidthPolicyǁobserve__mutmut['_mutmut_orig'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_orig # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁobserve__mutmut['xǁWidthPolicyǁobserve__mutmut_1'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_1 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁobserve__mutmut['xǁWidthPolicyǁobserve__mutmut_2'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_2 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁobserve__mutmut['xǁWidthPolicyǁobserve__mutmut_3'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_3 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁobserve__mutmut['xǁWidthPolicyǁobserve__mutmut_4'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_4 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁobserve__mutmut['xǁWidthPolicyǁobserve__mutmut_5'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_5 # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁobserve__mutmut['xǁWidthPolicyǁobserve__mutmut_6'] = WidthPolicy.xǁWidthPolicyǁobserve__mutmut_6 # type: ignore # mutmut generated

mutants_xǁWidthPolicyǁrelease__mutmut['_mutmut_orig'] = WidthPolicy.xǁWidthPolicyǁrelease__mutmut_orig # type: ignore # mutmut generated
mutants_xǁWidthPolicyǁrelease__mutmut['xǁWidthPolicyǁrelease__mutmut_1'] = WidthPolicy.xǁWidthPolicyǁrelease__mutmut_1 # type: ignore # mutmut generated
