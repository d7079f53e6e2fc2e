"""The self-test's run: the served path's kernels and graphs checked in order, essential ones
first; what must serve instead of a part that failed comes back as one value
(:class:`ServedVerdict`), which the worker applies. The run itself switches nothing."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from sglang_gravity.decoding.round import (
    DRAFT_MODE,
    VERIFY_MODE,
    accept_and_pack,
)
from sglang_gravity.kernels.device_checks import (
    TOLERANCE,
    AcceptanceKernel,
    AttentionShape,
    Check,
    WindowKernel,
    check_acceptance,
    check_window_attention,
    plan_checks,
)
from sglang_gravity.serving.self_test.graph_replay import (
    DummyWindow,
    captured_graph_widths,
    check_graph_replay,
)
from sglang_gravity.serving.self_test.settings import (
    ACCEPTANCE_FALLBACK,
    WINDOW_FALLBACK,
    SelfTestFailed,
    SelfTestReport,
    SelfTestSettings,
    ServedVerdict,
)
from sglang_gravity.settings import SELF_TEST

logger = logging.getLogger(__name__)

NO_GRAPH_SERVES = "window kernel out of service: every pass eager, no graph serves"


@dataclass
class ServedPath:
    """What the self-test checks: the kernels that serve and a way to run one pass.

    ``window_kernel`` / ``acceptance_kernel`` are None where no kernel of gravity's serves that
    step (the CPU backend serves the references themselves; plain ``triton`` runs SGLang's own
    attention kernel). ``pass_logits(width, mode, eager)`` runs one pass on a dummy window and
    returns its logits and whether a CUDA graph was replayed; ``graph_widths`` are the widths
    whose passes replay graphs.
    """

    window: int
    widths: tuple[int, ...]
    device: torch.device
    window_kernel: WindowKernel | None
    acceptance_kernel: AcceptanceKernel | None
    attention_shape: AttentionShape | None
    graph_widths: tuple[int, ...]
    pass_logits: Callable[[int, int, bool], tuple[torch.Tensor, bool]] | None
    window_reference: WindowKernel | None = None  # None: kernels.window_attention's reference
    acceptance_reference: AcceptanceKernel = accept_and_pack
    logits_dtype: torch.dtype = torch.float32


def _window_attention_reference() -> WindowKernel:
    # Imported on use: it imports triton, which plugin registration (this module is read by
    # spec.py to validate the settings) must not pull into every SGLang process.
    from sglang_gravity.kernels.window_attention import window_attention_reference

    return window_attention_reference


class _Run:
    """One self-test run: the checks in order, the clock, the fallbacks taken."""

    def __init__(self, path: ServedPath, settings: SelfTestSettings, clock: Callable[[], float]):
        self.path = path
        self.report = SelfTestReport(settings.mode, settings.budget_s)
        self._clock = clock
        self._started = clock()
        self._deadline = self._started + settings.budget_s
        self._window_fallback = False
        self._acceptance_fallback = False
        self._eager: set[int] = set()
        self._reasons: list[str] = []

    def add(self, check: Check) -> Check:
        self.report.checks.append(check)
        logger.log(
            logging.ERROR if check.ok is False else logging.DEBUG,
            "gravity self-test: %s",
            check.line(),
        )
        return check

    def skip(self, name: str, case: str, why: str) -> None:
        self.add(Check(name, case, None, detail=why))

    def in_budget(self) -> bool:
        return self._clock() <= self._deadline

    def kernels(self, extended: bool) -> None:
        path, plan = self.path, plan_checks(self.path.window, self.path.widths)
        reference = path.window_reference or _window_attention_reference()
        windows = plan.extended_windows if extended else plan.essential_windows
        acceptance = plan.extended_acceptance if extended else plan.essential_acceptance
        for seed, case in enumerate(windows):
            if path.window_kernel is None or path.attention_shape is None:
                break
            if extended and not self.in_budget():
                self.skip("window_attention", case.name, "time budget spent")
                continue
            check = self.add(
                check_window_attention(
                    path.window_kernel,
                    reference,
                    path.attention_shape,
                    case,
                    path.device,
                    seed,
                )
            )
            if check.ok is False and not self._window_fallback:
                self._window_fallback = True
                self._reasons.append(WINDOW_FALLBACK)
        for seed, (bs, width) in enumerate(acceptance):
            if path.acceptance_kernel is None:
                break
            if extended and not self.in_budget():
                self.skip("acceptance", f"bs={bs} W={width}", "time budget spent")
                continue
            check = self.add(
                check_acceptance(
                    path.acceptance_kernel,
                    path.acceptance_reference,
                    bs,
                    width,
                    path.device,
                    seed,
                )
            )
            if check.ok is False and not self._acceptance_fallback:
                self._acceptance_fallback = True
                self._reasons.append(ACCEPTANCE_FALLBACK)

    def graphs(self, extended: bool) -> None:
        """Every captured width's passes, whatever the clock and the kernel checks said: a model
        forward runs collectives under tensor parallelism, so every rank must run the same ones
        (after the window fallback every pass will be eager: no graph serves, and the check is
        recorded as skipped)."""
        path = self.path
        if path.pass_logits is None:
            return
        widths = (
            [path.window] if not extended else [w for w in path.graph_widths if w != path.window]
        )
        tolerance = TOLERANCE.get(path.logits_dtype, 1e-2)
        for width in widths:
            for mode in (DRAFT_MODE, VERIFY_MODE) if width > 1 else (DRAFT_MODE,):
                check = check_graph_replay(path.pass_logits, width, mode, tolerance)
                if self._window_fallback:
                    check = Check(check.name, check.case, None, detail=NO_GRAPH_SERVES)
                self.add(check)
                if check.ok is False and width not in self._eager:
                    self._eager.add(width)
                    self._reasons.append(f"width {width}: passes eager (its CUDA graph disagreed)")

    def finish(self) -> SelfTestReport:
        self.report.elapsed_s = self._clock() - self._started
        graphs = () if self._window_fallback else self.path.graph_widths
        self.report.verdict = ServedVerdict(
            materialized_mask=self._window_fallback,
            reference_acceptance=self._acceptance_fallback,
            eager_widths=tuple(sorted(self._eager)),
            graph_widths=tuple(w for w in graphs if w not in self._eager),
            reasons=tuple(self._reasons),
        )
        return self.report


def run_self_test(
    path: ServedPath,
    settings: SelfTestSettings,
    clock: Callable[[], float] = time.perf_counter,
) -> SelfTestReport:
    """Every check in order (essential ones always, extended ones within the budget); the report's
    ``verdict`` says what serves. Logs the summary; under ``fatal`` a failure raises
    :class:`SelfTestFailed` naming every failed check, after all of them ran."""
    if settings.mode == "off":
        verdict = ServedVerdict(graph_widths=tuple(path.graph_widths))
        report = SelfTestReport("off", settings.budget_s, verdict=verdict)
        logger.warning(report.summary())
        return report
    run = _Run(path, settings, clock)
    for extended in (False, True):
        run.kernels(extended)
        run.graphs(extended)
    report = run.finish()
    if report.failed and settings.mode == "fatal":
        failed = "; ".join(c.line() for c in report.failed)
        raise SelfTestFailed(
            f"gravity self-test failed on {path.device} ({SELF_TEST.name}=fatal): {failed}. "
            f"{SELF_TEST.name}=fallback serves on the paths that passed instead"
        )
    logger.log(logging.ERROR if report.failed else logging.INFO, report.summary())
    for check in report.skipped:
        logger.info("gravity self-test: %s", check.line())
    return report


def attention_shape(model: Any, dtype: torch.dtype, row_len: int) -> AttentionShape | None:
    """The served heads and head dims, read off the model's first attention layer (what the
    backend launches the window kernel with); None for a model without one."""
    for module in model.modules():
        if hasattr(module, "tp_q_head_num") and hasattr(module, "qk_head_dim"):
            return AttentionShape(
                q_heads=int(module.tp_q_head_num),
                kv_heads=int(module.tp_k_head_num),
                head_dim=int(module.qk_head_dim),
                v_head_dim=int(module.v_head_dim),
                dtype=dtype,
                row_len=row_len,
            )
    return None


def served_path(
    model_runner: Any,
    *,
    window: int,
    widths: tuple[int, ...],
    graph_widths: tuple[int, ...],
    acceptance: AcceptanceKernel,
    dummy: DummyWindow | None,
) -> ServedPath:
    """What this server serves with: gravity's window kernel where the backend launches it,
    the fused acceptance where the worker chose it, the graph sets captured."""
    backend = model_runner.attn_backend
    kernel = backend.window_kernel() if hasattr(backend, "window_kernel") else None
    req_to_token = model_runner.req_to_token_pool.req_to_token
    dtype = model_runner.dtype
    return ServedPath(
        window=window,
        widths=widths,
        device=torch.device(model_runner.device),
        window_kernel=kernel,
        acceptance_kernel=None if acceptance is accept_and_pack else acceptance,
        attention_shape=(
            attention_shape(model_runner.model, dtype, int(req_to_token.shape[1]))
            if kernel is not None
            else None
        ),
        graph_widths=graph_widths,
        pass_logits=None if dummy is None else dummy.logits,
        logits_dtype=dtype,
    )


def startup_self_test(
    model_runner: Any,
    window_pass: Any,
    *,
    window: int,
    widths: tuple[int, ...],
    own_graph_widths: tuple[int, ...],
    mask_id: int,
    vocab_size: int,
    acceptance: AcceptanceKernel,
) -> SelfTestReport:
    """The self-test of a worker's serving path, with the settings from the environment; the
    worker applies the report's ``verdict``."""
    device = torch.device(model_runner.device)
    settings = SelfTestSettings.from_env(on_gpu=device.type == "cuda")
    dummy = DummyWindow(
        window_pass,
        model_runner.req_to_token_pool.req_to_token,
        window=window,
        mask_id=mask_id,
        vocab_size=vocab_size,
        device=device,
    )
    path = served_path(
        model_runner,
        window=window,
        widths=widths,
        graph_widths=captured_graph_widths(model_runner, window, own_graph_widths),
        acceptance=acceptance,
        dummy=dummy,
    )
    with dummy.opened():
        return run_self_test(path, settings)
