"""Gravity's kernels against their references on the device they landed on: a few small launches.

Why at start-up: the kernels are tested under Triton's interpreter and cross-compiled for sm_80,
sm_90 and sm_100, but a new GPU architecture or a Triton upgrade can still miscompile them, and
then nothing fails: a wrong verify mask or a wrong acceptance kernel breaks exactness silently,
a wrong draft mask costs acceptance silently. So the server runs the kernels it serves with
on a handful of inputs shaped like the served ones and compares them with the references
(``serving/self_test/`` decides what to do with a mismatch; ``benchmarks/gpu_check.sh`` runs
and times the same checks).

The kernels are passed in, never imported: this module needs only torch and the round's
definitions (no triton, no SGLang), so a caller checks whatever function it actually launches,
a planted broken one included. Every input is drawn on the host from a fixed seed and copied to
the device, so a run is reproducible on any device.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE
from sglang_gravity.kernels.paged_inputs import PagedWindowInputs, paged_window_inputs

# Relative to an fp32 reference (largest difference over the largest reference magnitude): what a
# correct kernel reaches in each dtype (gpu_check's correctness section uses the same bounds). A
# wrong mask or a miscompiled loop is off by O(1).
TOLERANCE = {torch.float32: 1e-4, torch.float16: 5e-3, torch.bfloat16: 1e-2}
MODE_NAMES = {DRAFT_MODE: "draft", VERIFY_MODE: "verify"}

WindowKernel = Callable[..., torch.Tensor]
AcceptanceKernel = Callable[[torch.Tensor, torch.Tensor, torch.Tensor], Any]


@dataclass
class Check:
    """One check's outcome. ``ok`` is None when it did not run (``detail`` says why)."""

    name: str  # window_attention | acceptance | graph_replay
    case: str
    ok: bool | None
    error: float | None = None  # relative error, where the check compares numbers
    tolerance: float | None = None
    detail: str = ""
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        """JSON types only (an infinite error, from a NaN output, as its text)."""
        out = {k: v for k, v in vars(self).items() if v is not None and v != ""}
        if self.error is not None and not math.isfinite(self.error):
            out["error"] = str(self.error)
        return out

    def line(self) -> str:
        """``name[case]: ok|FAILED|skipped (detail)`` for the log."""
        state = {True: "ok", False: "FAILED", None: "skipped"}[self.ok]
        numbers = "" if self.error is None else f", error {self.error:.2e} (tol {self.tolerance})"
        detail = f": {self.detail}" if self.detail else ""
        return f"{self.name}[{self.case}] {state}{numbers}{detail}"


@dataclass(frozen=True)
class AttentionShape:
    """The served attention layout: heads, head dims, dtype, and the length of a
    ``req_to_token`` row (the served context). The checks build their inputs with this layout
    so that their launches reuse the kernel variants the server has already compiled."""

    q_heads: int
    kv_heads: int
    head_dim: int
    v_head_dim: int
    dtype: torch.dtype
    row_len: int = 0  # 0: just long enough for each case

    def __post_init__(self) -> None:
        if self.q_heads < 1 or self.kv_heads < 1 or self.q_heads % self.kv_heads:
            raise ValueError(f"{self.q_heads} query heads do not group over {self.kv_heads}")
        if self.dtype not in TOLERANCE:
            raise ValueError(f"no tolerance for dtype {self.dtype}")


@dataclass(frozen=True)
class WindowCase:
    """One launch: a prefix length per request, the width, and one mode for the launch or one
    per request; ``num_splits`` forces the split count (None: the kernel's own choice)."""

    prefixes: tuple[int, ...]
    window: int
    modes: tuple[int, ...]
    num_splits: int | None = None
    shuffled: bool = False  # each request's slots scattered over the pool, as pages end up

    @property
    def name(self) -> str:
        modes = "/".join(MODE_NAMES[m] for m in self.modes)
        extra = f" splits={self.num_splits}" if self.num_splits else ""
        extra += " shuffled" if self.shuffled else ""
        return f"W={self.window} prefixes={list(self.prefixes)} {modes}{extra}"


@dataclass(frozen=True)
class CheckPlan:
    """The checks of one start-up, essential ones first (they always run); the extended ones
    run while the time budget lasts."""

    essential_windows: list[WindowCase] = field(default_factory=list)
    essential_acceptance: list[tuple[int, int]] = field(default_factory=list)  # (bs, W)
    extended_windows: list[WindowCase] = field(default_factory=list)
    extended_acceptance: list[tuple[int, int]] = field(default_factory=list)


def plan_checks(window: int, widths: Sequence[int]) -> CheckPlan:
    """What to check for a server of window ``K`` whose steps run at ``widths``.

    Essential: width K in each mode (a short and an empty prefix), and acceptance at K. Extended:
    per-request modes with three KV splits over scattered slots (the merge kernel and paged
    reads), then every other served width once (an AR step is width 1, draft mode).
    """
    others = sorted({int(w) for w in widths} - {window})
    extended = [WindowCase((300, 17, 1), window, (DRAFT_MODE, VERIFY_MODE, DRAFT_MODE), 3, True)]
    for width in others:
        modes = (DRAFT_MODE,) if width == 1 else (DRAFT_MODE, VERIFY_MODE)
        extended.append(WindowCase((45, 2)[: len(modes)], width, modes))
    return CheckPlan(
        essential_windows=[WindowCase((37, 0), window, (mode,)) for mode in MODE_NAMES],
        essential_acceptance=[(3, window), (17, window)],
        extended_windows=extended,
        extended_acceptance=[(5, w) for w in others if w >= 2],
    )


def window_inputs(
    shape: AttentionShape, case: WindowCase, device: torch.device, seed: int
) -> PagedWindowInputs:
    """Random inputs for ``case`` in the served layout (``kernels.paged_inputs``)."""
    return paged_window_inputs(
        case.prefixes,
        case.window,
        q_heads=shape.q_heads,
        kv_heads=shape.kv_heads,
        head_dim=shape.head_dim,
        v_head_dim=shape.v_head_dim,
        dtype=shape.dtype,
        device=device,
        seed=seed,
        shuffled=case.shuffled,
        row_len=shape.row_len,
    )


def relative_error(actual: torch.Tensor, expected: torch.Tensor) -> float:
    """Largest absolute difference over the largest expected magnitude; inf where ``actual``
    holds a NaN or an infinity (a row the kernel never wrote)."""
    actual = actual.float()
    if not torch.isfinite(actual).all():
        return float("inf")
    scale = expected.abs().max().clamp_min(1e-30)
    return float((actual - expected.float()).abs().max() / scale)


def _timed(check: Callable[[], Check]) -> Check:
    started = time.perf_counter()
    result = check()
    result.seconds = time.perf_counter() - started
    return result


def check_window_attention(
    kernel: WindowKernel,
    reference: WindowKernel,
    shape: AttentionShape,
    case: WindowCase,
    device: torch.device,
    seed: int = 0,
) -> Check:
    """``kernel`` against ``reference`` (in fp32) on one case. The output buffer starts as NaN,
    so a row the kernel skips fails; an exception in the kernel fails the check too (a kernel
    that does not compile on this device is as unusable as a wrong one)."""

    def run() -> Check:
        inputs = window_inputs(shape, case, device, seed)
        mode = torch.tensor(case.modes, dtype=torch.int32, device=device)
        tolerance = TOLERANCE[shape.dtype]
        rows, heads = inputs.query.shape[:2]
        out = torch.full((rows, heads, shape.v_head_dim), float("nan"), device=device)
        out = out.to(shape.dtype)
        extra = {} if case.num_splits is None else {"num_splits": case.num_splits}
        try:
            kernel(*inputs.args(mode), out=out, **extra)
        except Exception as exc:  # a compile or launch failure is a failed check, not a crash
            return Check("window_attention", case.name, False, detail=_describe(exc))
        expected = reference(*inputs.in_fp32().args(mode))
        error = relative_error(out, expected)
        return Check("window_attention", case.name, error <= tolerance, error, tolerance)

    return _timed(run)


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:300]


def acceptance_inputs(
    batch_size: int, window: int, device: torch.device, seed: int
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(verify_window, verify_argmax, committed_lens): drafts that match the AR predictions for
    a random number of leading positions, every count from none to all drafts represented."""
    gen = torch.Generator().manual_seed(seed)
    verify_argmax = torch.randint(0, 1000, (batch_size, window), generator=gen)
    verify_window = torch.randint(1000, 2000, (batch_size, window), generator=gen)
    accepted = torch.arange(batch_size) % window  # 0 .. K-1 drafts right, in turn
    accepted = accepted[torch.randperm(batch_size, generator=gen)]
    for i, n in enumerate(accepted.tolist()):
        verify_window[i, 1 : n + 1] = verify_argmax[i, :n]
    committed = torch.randint(0, 10_000, (batch_size,), generator=gen)
    return tuple(t.to(device) for t in (verify_window, verify_argmax, committed))


def check_acceptance(
    kernel: AcceptanceKernel,
    reference: AcceptanceKernel,
    batch_size: int,
    window: int,
    device: torch.device,
    seed: int = 0,
) -> Check:
    """``kernel`` against ``reference``, exactly: the committed tokens (what the scheduler reads:
    ``accept_lens[i]`` tokens of row i), the counts, the new lengths and the next ``x0``."""

    def run() -> Check:
        case = f"bs={batch_size} W={window}"
        args = acceptance_inputs(batch_size, window, device, seed)
        try:
            got = kernel(*args)
        except Exception as exc:
            return Check("acceptance", case, False, detail=_describe(exc))
        want = reference(*args)
        keep = torch.arange(window + 1, device=device)[None, :] < want.accept_lens[:, None]
        wrong = [
            name
            for name in ("accepted", "accept_lens", "new_seq_lens", "next_x0")
            if not torch.equal(getattr(got, name).long(), getattr(want, name).long())
        ]
        if not torch.equal(
            torch.where(keep, got.output_ids, 0), torch.where(keep, want.output_ids, 0)
        ):
            wrong.insert(0, "output_ids")
        return Check(
            "acceptance", case, not wrong, detail=f"differs in {', '.join(wrong)}" if wrong else ""
        )

    return _timed(run)
