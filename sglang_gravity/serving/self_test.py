"""The start-up self-test: does the serving path compute the right thing on this device?

Run once per scheduler after SGLang has captured its CUDA graphs
(``GravityWorker.init_cuda_graphs``), before the first request. A kernel miscompiled for a new
architecture or by a Triton upgrade fails silently in gravity (a wrong verify mask or acceptance
breaks exactness, a wrong draft mask costs acceptance), so the server checks what it is about to
serve with:

1. the window-attention kernel against its reference, in both modes, at width K (essential) and
   at the other served widths, with KV splits over scattered slots (extended);
2. the acceptance kernel against its reference (essential at K, extended at the other widths);
3. one CUDA-graph replay of each captured pass (draft and verify, K's graphs and each other
   width's own) against the same pass run eagerly, on a dummy window (:class:`DummyWindow`).

On a mismatch it logs which check failed and takes that path out of service
(``SGLANG_GRAVITY_SELF_TEST=fallback``, the default): a wrong window kernel gives way to SGLang's
own Triton kernel over a materialized mask with eager passes, a wrong acceptance kernel to the
PyTorch reference, a wrong graph replay to eager passes at that width. ``fatal`` stops the start
instead; ``off`` skips the test. The outcome is in ``/server_info``
(``internal_states[0].gravity``).

Time: the essential kernel checks are a fixed handful of small launches (two requests of at
most 37 tokens for attention, 17 rows for acceptance) and the graph checks one prefix pass plus
two forwards of one request per captured pass (at most 21 for five widths), so they are bounded
by construction; the extended kernel checks start only while the budget
``SGLANG_GRAVITY_SELF_TEST_BUDGET_S`` lasts (1 s on a GPU, 60 s on CPU, where kernels are
interpreted) and the ones left out are listed as skipped. The graph checks never depend on the
clock: under tensor parallelism every rank must run the same forwards. The kernel checks live
beside the kernels (``sglang_gravity.kernels.device_checks``), so ``benchmarks/gpu_check.sh`` times
them too.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import torch

from sglang_gravity.decoding.round import (
    DRAFT_MODE,
    VERIFY_MODE,
    accept_and_pack,
    build_draft_window,
)
from sglang_gravity.kernels.device_checks import (
    MODE_NAMES,
    TOLERANCE,
    AcceptanceKernel,
    AttentionShape,
    Check,
    WindowKernel,
    check_acceptance,
    check_window_attention,
    plan_checks,
    relative_error,
)

logger = logging.getLogger(__name__)

SELF_TEST_ENV = "SGLANG_GRAVITY_SELF_TEST"
SELF_TEST_BUDGET_ENV = "SGLANG_GRAVITY_SELF_TEST_BUDGET_S"
MODES = ("fallback", "fatal", "off")
GPU_BUDGET_S = 1.0
CPU_BUDGET_S = 60.0  # the Triton interpreter runs a small launch in about a second

WINDOW_FALLBACK = (
    "window attention: SGLang's Triton kernel over a materialized mask, every pass eager"
)
ACCEPTANCE_FALLBACK = "acceptance: the PyTorch reference"


class SelfTestFailed(RuntimeError):
    """A check failed under ``SGLANG_GRAVITY_SELF_TEST=fatal``."""


@dataclass(frozen=True)
class SelfTestSettings:
    """``SGLANG_GRAVITY_SELF_TEST`` (fallback | fatal | off) and its time budget."""

    mode: str = "fallback"
    budget_s: float = GPU_BUDGET_S

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, on_gpu: bool) -> SelfTestSettings:
        """The settings, or a ValueError naming the variable and what it accepts."""
        env = os.environ if env is None else env
        mode = env.get(SELF_TEST_ENV, "fallback").strip().lower() or "fallback"
        if mode not in MODES:
            raise ValueError(
                f"{SELF_TEST_ENV}={env.get(SELF_TEST_ENV)!r}: expected one of {', '.join(MODES)}"
            )
        raw = env.get(SELF_TEST_BUDGET_ENV, "").strip()
        budget = GPU_BUDGET_S if on_gpu else CPU_BUDGET_S
        if raw:
            try:
                budget = float(raw)
            except ValueError:
                budget = -1.0
            if not budget >= 0:  # also NaN
                raise ValueError(f"{SELF_TEST_BUDGET_ENV}={raw!r}: expected seconds, a number >= 0")
        return cls(mode, budget)


@dataclass
class SelfTestReport:
    """What ran, what failed, what was skipped, and which fallbacks were taken."""

    mode: str
    budget_s: float
    checks: list[Check] = field(default_factory=list)
    fallbacks: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0
    graph_widths: list[int] = field(default_factory=list)  # widths still replaying CUDA graphs

    @property
    def failed(self) -> list[Check]:
        return [c for c in self.checks if c.ok is False]

    @property
    def skipped(self) -> list[Check]:
        return [c for c in self.checks if c.ok is None]

    def as_dict(self) -> dict[str, Any]:
        """The ``/server_info`` entry (JSON types only)."""
        return {
            "mode": self.mode,
            "passed": sum(c.ok is True for c in self.checks),
            "failed": [c.line() for c in self.failed],
            "skipped": [c.line() for c in self.skipped],
            "fallbacks": list(self.fallbacks),
            "cuda_graph_widths": list(self.graph_widths),
            "elapsed_s": round(self.elapsed_s, 4),
            "budget_s": self.budget_s,
            "checks": [c.as_dict() for c in self.checks],
        }

    def summary(self) -> str:
        """One log line: the healthy one reads ``gravity self-test: passed ...``."""
        passed = sum(c.ok is True for c in self.checks)
        if self.mode == "off":
            return f"gravity self-test: off ({SELF_TEST_ENV}=off)"
        state = "FAILED" if self.failed else "passed"
        text = (
            f"gravity self-test: {state} ({passed} checks passed, {len(self.failed)} failed, "
            f"{len(self.skipped)} skipped in {self.elapsed_s:.2f} s, budget {self.budget_s} s)"
        )
        if self.fallbacks:
            text += "; fallbacks: " + "; ".join(self.fallbacks)
        return text


@dataclass
class ServedPath:
    """What the self-test checks, and the switches that take a failing part out of service.

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
    use_materialized_mask: Callable[[], None]
    use_reference_acceptance: Callable[[], None]
    run_eagerly: Callable[[int], None]
    window_reference: WindowKernel | None = None  # None: kernels.window_attention's reference
    acceptance_reference: AcceptanceKernel = accept_and_pack
    logits_dtype: torch.dtype = torch.float32


def check_graph_replay(
    pass_logits: Callable[[int, int, bool], tuple[torch.Tensor, bool]],
    width: int,
    mode: int,
    tolerance: float,
) -> Check:
    """One pass replayed from its CUDA graph against the same pass run eagerly (same window,
    same KV): a graph that baked in a mode, or reads buffers other than the ones it was
    captured with, differs. Without a replay (no graphs on this device) there is nothing to
    compare, and the check says so instead of passing."""
    started = time.perf_counter()
    case = f"W={width} {MODE_NAMES[mode]}"
    try:
        graph, replayed = pass_logits(width, mode, False)
        eager, _ = pass_logits(width, mode, True)
    except Exception as exc:
        check = Check("graph_replay", case, False, detail=f"{type(exc).__name__}: {exc}"[:300])
    else:
        error = relative_error(graph, eager)
        if replayed:
            check = Check("graph_replay", case, error <= tolerance, error, tolerance)
        else:
            why = "no CUDA graph replayed for this pass: both sides ran eagerly"
            check = Check("graph_replay", case, None, error, tolerance, detail=why)
    check.seconds = time.perf_counter() - started
    return check


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
        self._eager: set[int] = set()

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
                path.use_materialized_mask()
                self.report.fallbacks.append(WINDOW_FALLBACK)
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
            if check.ok is False and ACCEPTANCE_FALLBACK not in self.report.fallbacks:
                path.use_reference_acceptance()
                self.report.fallbacks.append(ACCEPTANCE_FALLBACK)

    def graphs(self, extended: bool) -> None:
        """Every captured width's passes, whatever the clock and the kernel checks said: a model
        forward runs collectives under tensor parallelism, so every rank must run the same ones
        (after the window fallback every pass is eager, and the check reports no replay)."""
        path = self.path
        if path.pass_logits is None:
            return
        widths = (
            [path.window] if not extended else [w for w in path.graph_widths if w != path.window]
        )
        tolerance = TOLERANCE.get(path.logits_dtype, 1e-2)
        for width in widths:
            for mode in (DRAFT_MODE, VERIFY_MODE) if width > 1 else (DRAFT_MODE,):
                check = self.add(check_graph_replay(path.pass_logits, width, mode, tolerance))
                if check.ok is False:
                    path.run_eagerly(width)
                    self._eager.add(width)
                    note = f"width {width}: passes eager (its CUDA graph disagreed)"
                    if note not in self.report.fallbacks:
                        self.report.fallbacks.append(note)

    def finish(self) -> SelfTestReport:
        self.report.elapsed_s = self._clock() - self._started
        if not self._window_fallback:
            self.report.graph_widths = [w for w in self.path.graph_widths if w not in self._eager]
        return self.report


def run_self_test(
    path: ServedPath,
    settings: SelfTestSettings,
    clock: Callable[[], float] = time.perf_counter,
) -> SelfTestReport:
    """Every check in order (essential ones always, extended ones within the budget), with the
    fallbacks applied as failures are found. Logs the summary; under ``fatal`` a failure raises
    :class:`SelfTestFailed` naming every failed check, after all of them ran."""
    if settings.mode == "off":
        report = SelfTestReport("off", settings.budget_s, graph_widths=list(path.graph_widths))
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
            f"gravity self-test failed on {path.device} ({SELF_TEST_ENV}=fatal): {failed}. "
            f"{SELF_TEST_ENV}=fallback serves on the paths that passed instead"
        )
    logger.log(logging.ERROR if report.failed else logging.INFO, report.summary())
    for check in report.skipped:
        logger.info("gravity self-test: %s", check.line())
    return report


# ----------------------------------------------------------------------------- the dummy window


class DummyWindow:
    """Window passes of a request that does not exist, for the graph checks at start-up.

    It uses SGLang's padding row 0 of ``req_to_token`` (what padded graph rows read) and KV slots
    1 .. 2K+1, which no request holds before the first one is admitted; the row is restored
    afterwards, and the KV written there is overwritten by whichever request later gets those
    slots, before it reads them. The prefix of K tokens is written first by one eager pass, so
    the checked passes read real KV. Each pass sees the same prefix and writes its own window.
    """

    def __init__(
        self,
        window_pass: Any,  # serving.window_pass.WindowPass
        req_to_token: torch.Tensor,
        *,
        window: int,
        mask_id: int,
        vocab_size: int,
        device: torch.device,
    ) -> None:
        self._pass = window_pass
        self._req_to_token = req_to_token
        self._window = window
        self._mask_id = mask_id
        self._device = device
        ids = (torch.arange(window + 1, dtype=torch.int64) * 7919 + 11) % vocab_size
        self._tokens = ids.to(device)

    def _batch(self, prefix: int) -> SimpleNamespace:
        return SimpleNamespace(
            seq_lens=torch.tensor([prefix], dtype=torch.int64, device=self._device),
            seq_lens_cpu=torch.tensor([prefix], dtype=torch.int64),
            req_pool_indices=torch.zeros(1, dtype=torch.int64, device=self._device),
        )

    @contextmanager
    def opened(self) -> Iterator[None]:
        """Row 0 of ``req_to_token`` is the dummy request's inside the block, restored after."""
        saved = self._req_to_token[0].clone()
        try:
            yield
        finally:
            self._req_to_token[0] = saved
            self._seeded = False

    _seeded = False

    def _seed(self) -> None:
        """Point row 0 at slots 1..2K+1 and write the prefix (positions 0..K-1), eagerly."""
        used = 2 * self._window + 1  # positions 0..2K: the prefix, then a window of up to K
        if self._req_to_token.shape[1] < used:
            raise RuntimeError(f"req_to_token rows hold {self._req_to_token.shape[1]} < {used}")
        slots = torch.arange(1, used + 1, device=self._req_to_token.device)
        self._req_to_token[0, :used] = slots.to(self._req_to_token.dtype)
        with self._pass.eager():
            self._run(self._batch(0), VERIFY_MODE, self._tokens[None, : self._window], 0)
        self._seeded = True

    def logits(self, width: int, mode: int, eager: bool) -> tuple[torch.Tensor, bool]:
        """One pass of ``width`` after the K-token prefix: [x0, MASK...] (draft) or the tokens
        (verify); its logits (a copy: a graph's output buffer is reused) and whether a graph ran.
        Call inside :meth:`opened`."""
        if not self._seeded:
            self._seed()
        # Both passes cover positions K..K+W-1 after the same K-token prefix (the verify pass
        # of a round starts one past the committed length, so its batch is one shorter).
        if mode == DRAFT_MODE:
            ids, offset = build_draft_window(self._tokens[:1], self._mask_id, width), 0
        else:
            ids, offset = self._tokens[None, 1 : width + 1], 1
        with self._pass.eager() if eager else nullcontext():
            return self._run(self._batch(self._window - offset), mode, ids, offset)

    def _run(
        self, batch: SimpleNamespace, mode: int, ids: torch.Tensor, offset: int
    ) -> tuple[torch.Tensor, bool]:
        width = ids.shape[1]
        positions, locs = self._pass.slots(batch, width)
        cols = slice(offset, offset + width)
        delta = torch.zeros(1, dtype=torch.int64, device=self._device)
        result, logits = self._pass.run(
            batch, mode, ids, positions[:, cols], locs[:, cols], delta, offset
        )
        return logits.float().clone(), bool(getattr(result, "can_run_cuda_graph", False))


# ----------------------------------------------------------------------------- the served path


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


def captured_graph_widths(model_runner: Any, window: int, own_widths: tuple[int, ...]) -> tuple:
    """The widths whose passes replay CUDA graphs: K when SGLang captured its decode graphs,
    and every width with a set of its own (``width_graphs``)."""
    runner = getattr(model_runner, "decode_cuda_graph_runner", None)
    captured = runner is not None and runner is not getattr(model_runner, "eager_runner", None)
    return tuple(sorted(({window} if captured else set()) | set(own_widths)))


def served_path(
    model_runner: Any,
    window_pass: Any,
    *,
    window: int,
    widths: tuple[int, ...],
    graph_widths: tuple[int, ...],
    acceptance: AcceptanceKernel,
    use_reference_acceptance: Callable[[], None],
    dummy: DummyWindow | None,
) -> ServedPath:
    """What this server serves with: gravity's window kernel where the backend launches it,
    the fused acceptance where the worker chose it, the graph sets captured."""
    backend = model_runner.attn_backend
    kernel = backend.window_kernel() if hasattr(backend, "window_kernel") else None
    req_to_token = model_runner.req_to_token_pool.req_to_token
    dtype = model_runner.dtype

    def use_materialized_mask() -> None:
        backend.use_materialized_mask()
        window_pass.use_materialized_mask()

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
        use_materialized_mask=use_materialized_mask,
        use_reference_acceptance=use_reference_acceptance,
        run_eagerly=window_pass.run_eagerly,
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
    use_reference_acceptance: Callable[[], None],
) -> SelfTestReport:
    """The self-test of a worker's serving path, with the settings from the environment."""
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
        window_pass,
        window=window,
        widths=widths,
        graph_widths=captured_graph_widths(model_runner, window, own_graph_widths),
        acceptance=acceptance,
        use_reference_acceptance=use_reference_acceptance,
        dummy=dummy,
    )
    with dummy.opened():
        return run_self_test(path, settings)


def serving_summary(config: Any, resolved: Any, width: str, overlaps: bool) -> dict[str, Any]:
    """The fixed part of gravity's ``/server_info`` entry: what serves, as a bug report needs it
    (the worker adds the acceptance in use, the width graph sets and this self-test's report)."""
    return {
        "window": int(config.window),
        "block_size": int(config.bd_size),
        "mask_id": int(config.mask_id),
        "device": str(resolved.device),
        "attention_backend": str(resolved.attention_backend),
        "disable_cuda_graph": bool(resolved.disable_cuda_graph),
        "overlap_scheduler": bool(overlaps),
        "width": width,
    }
