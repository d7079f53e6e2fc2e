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

On a mismatch it logs which check failed and says what must serve instead, as one value, the
report's :class:`ServedVerdict`, which the worker applies (``GravityWorker._serve_on``); the
checks themselves switch nothing (``SGLANG_GRAVITY_SELF_TEST=fallback``, the default): a wrong
window kernel gives way to SGLang's own Triton kernel over a materialized mask with eager passes,
a wrong acceptance kernel to the PyTorch reference, a wrong graph replay to eager passes at that
width. ``fatal`` stops the start
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

Modules: ``settings`` (the mode and budget, the report), ``run`` (the checks in order and the
fallbacks), ``graph_replay`` (the CUDA-graph check on a dummy window). What ``/server_info``
shows besides the report is ``serving/server_info.py``.
"""

from sglang_gravity.serving.self_test.graph_replay import (
    DummyWindow,
    captured_graph_widths,
    check_graph_replay,
)
from sglang_gravity.serving.self_test.run import (
    ServedPath,
    attention_shape,
    run_self_test,
    served_path,
    startup_self_test,
)
from sglang_gravity.serving.self_test.settings import (
    ACCEPTANCE_FALLBACK,
    CPU_BUDGET_S,
    GPU_BUDGET_S,
    MODES,
    WINDOW_FALLBACK,
    SelfTestFailed,
    SelfTestReport,
    SelfTestSettings,
    ServedVerdict,
)

__all__ = [
    "ACCEPTANCE_FALLBACK",
    "CPU_BUDGET_S",
    "GPU_BUDGET_S",
    "MODES",
    "WINDOW_FALLBACK",
    "DummyWindow",
    "SelfTestFailed",
    "SelfTestReport",
    "SelfTestSettings",
    "ServedPath",
    "ServedVerdict",
    "attention_shape",
    "captured_graph_widths",
    "check_graph_replay",
    "run_self_test",
    "served_path",
    "startup_self_test",
]
