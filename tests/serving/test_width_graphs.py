"""Per-width CUDA graph sets (``width_graphs``): what is built, under which width, and the swap.

Capturing a graph needs a GPU; everything around it runs here: the build runs under SGLang's
real runtime-context override (so SGLang's own ``decode_num_tokens_per_req``, which sizes both
the attention backend's window and the graph runner's capture, reads W while a width's set is
built and K afterwards), the factories pass SGLang's constructors what EAGLE's adaptive mode
passes, and the swap puts a width's backend and runner in place for its passes only. (SGLang's
replay check accepting a width-W batch on a runner captured for W is pinned in
``test_triton_backend_graphs.py``.)
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from sglang_gravity import settings
from sglang_gravity.decoding.round import accept_and_pack
from sglang_gravity.serving.plugin import register
from sglang_gravity.serving.self_test import ServedVerdict
from sglang_gravity.serving.spec import ALGORITHM_NAME
from sglang_gravity.serving.width_graphs import (
    WidthGraphs,
    _sglang_backend,
    _sglang_runner,
    width_graphs_enabled,
    widths_needing_graphs,
)

WINDOW = 9


@pytest.fixture()
def published_spec() -> Iterator[None]:
    """SGLang's resolved config for a gravity server with K = 9, as a launch publishes it."""
    from sglang.srt.runtime_context import get_context

    register()
    with get_context().override_server_args(
        speculative_algorithm=ALGORITHM_NAME, speculative_num_draft_tokens=WINDOW
    ):
        yield


def _draft_tokens() -> int:
    from sglang.srt.runtime_context import get_spec

    return int(get_spec().speculative_num_draft_tokens)


def _rows_per_request() -> int:
    """What SGLang's ``ModelRunner.decode_num_tokens_per_req`` says now: the window the
    triton backend plans for (``target_verify_num_tokens_per_req``) and the width a decode
    graph runner captures (``captured_req_width``)."""
    from sglang.srt.model_executor.model_runner import ModelRunner
    from sglang.srt.speculative.spec_info import SpeculativeAlgorithm

    runner = SimpleNamespace(
        spec_algorithm=SpeculativeAlgorithm.from_string(ALGORITHM_NAME), is_draft_worker=False
    )
    return ModelRunner.decode_num_tokens_per_req(runner)


class _ModelRunner:
    """The two attributes the swap touches, holding SGLang's width-K objects."""

    def __init__(self) -> None:
        self.attn_backend = "backend K"
        self.decode_cuda_graph_runner = "graphs K"


def _recording_graphs(model_runner: _ModelRunner, built: list) -> WidthGraphs:
    def backend(_runner):
        return f"backend {_rows_per_request()}"

    def runner(_runner, backend_built, width):
        built.append((width, _rows_per_request(), backend_built))
        return f"graphs {width}"

    return WidthGraphs(model_runner, WINDOW, backend_factory=backend, runner_factory=runner)


def test_settings_and_the_widths_that_need_graphs() -> None:
    assert width_graphs_enabled({}) and width_graphs_enabled({settings.WIDTH_GRAPHS.name: "1"})
    assert not width_graphs_enabled({settings.WIDTH_GRAPHS.name: "0"})
    with pytest.raises(ValueError, match=settings.WIDTH_GRAPHS.name):
        width_graphs_enabled({settings.WIDTH_GRAPHS.name: "sometimes"})
    assert widths_needing_graphs((1, 5, 9), 9) == [1, 5]
    assert widths_needing_graphs((9,), 9) == []
    assert widths_needing_graphs((3, 1, 3), 9) == [1, 3]


def test_each_width_is_built_under_its_own_draft_token_count(published_spec) -> None:
    model_runner = _ModelRunner()
    built: list = []
    graphs = _recording_graphs(model_runner, built)
    graphs.build((1, 5, WINDOW))
    # Backend and runner of each width were made while SGLang read W; K is back afterwards.
    assert built == [(1, 1, "backend 1"), (5, 5, "backend 5")]
    assert graphs.widths == (1, 5)
    assert _draft_tokens() == WINDOW and _rows_per_request() == WINDOW
    graphs.build((1, 5))  # built once
    assert len(built) == 2


def test_a_failed_capture_restores_k_and_names_the_way_out(published_spec) -> None:
    def failing_runner(_runner, _backend, width):
        raise RuntimeError("CUDA out of memory")

    graphs = WidthGraphs(
        _ModelRunner(), WINDOW, backend_factory=lambda _r: "backend", runner_factory=failing_runner
    )
    with pytest.raises(RuntimeError, match=f"width 1 failed.*{settings.WIDTH_GRAPHS.name}=0"):
        graphs.build((1, WINDOW))
    assert _draft_tokens() == WINDOW and graphs.widths == ()


def test_no_build_without_sglang_decode_graphs(caplog) -> None:
    model_runner = _ModelRunner()
    model_runner.decode_cuda_graph_runner = None
    graphs = WidthGraphs(
        model_runner,
        WINDOW,
        backend_factory=lambda _r: pytest.fail("no backend without graphs"),
        read_draft_tokens=lambda: WINDOW,
    )
    with caplog.at_level("WARNING", logger="sglang_gravity.serving.width_graphs"):
        graphs.build((1, 5))
    assert graphs.widths == () and "run eagerly" in caplog.text


def test_a_width_runs_on_its_own_set_only_inside_its_step(published_spec) -> None:
    model_runner = _ModelRunner()
    graphs = _recording_graphs(model_runner, [])
    graphs.build((1, 5, WINDOW))
    with graphs.active(5):
        assert (model_runner.attn_backend, model_runner.decode_cuda_graph_runner) == (
            "backend 5",
            "graphs 5",
        )
    assert (model_runner.attn_backend, model_runner.decode_cuda_graph_runner) == (
        "backend K",
        "graphs K",
    )
    for width in (WINDOW, 3):  # K's own, and a width without a set: SGLang's objects
        with graphs.active(width):
            assert model_runner.decode_cuda_graph_runner == "graphs K"
    with pytest.raises(KeyError), graphs.active(1):
        raise KeyError("a pass failed")
    assert model_runner.attn_backend == "backend K"  # restored on the way out


def test_the_factories_call_sglang_as_eagle_adaptive_does() -> None:
    calls: dict = {}

    class Runner:
        def __init__(self, model_runner, **kwargs) -> None:
            calls["runner"] = (model_runner, kwargs)

    class Translator:
        def bind_and_verify_backends(self, backends) -> None:
            calls["bound"] = backends

    model_runner = SimpleNamespace(
        init_new_workspace=False,
        kv_index_translator=Translator(),
        _decode_cuda_graph_runner_cls=lambda: Runner,
    )

    def get_backend(init_new_workspace):
        calls["init_new_workspace"] = init_new_workspace
        model_runner.init_new_workspace = init_new_workspace  # as SGLang's builder may
        return "new backend"

    model_runner._get_attention_backend = get_backend
    assert _sglang_backend(model_runner) == "new backend"
    assert calls["init_new_workspace"] is True and model_runner.init_new_workspace is False
    assert calls["bound"] == ["new backend"]
    _sglang_runner(model_runner, "new backend", 5)
    assert calls["runner"] == (
        model_runner,
        {
            "attn_backend": "new backend",
            "speculative_num_steps": 1,
            "speculative_num_draft_tokens": 5,
        },
    )


@pytest.mark.parametrize("builds", [True, False])
def test_the_worker_builds_the_sets_after_sglang_captured_its_own(
    builds: bool, monkeypatch
) -> None:
    """The scheduler calls the spec worker's ``init_cuda_graphs`` after the target worker's
    (``Scheduler.init_all_cuda_graphs``); gravity builds there, for the widths it may run, and
    then runs its start-up self-test over every graph set built."""
    from sglang_gravity.serving import worker as worker_module
    from sglang_gravity.serving.worker import GravityWorker

    requested: list = []
    worker = object.__new__(GravityWorker)
    worker._builds_width_graphs = builds
    worker._widths = SimpleNamespace(widths=(1, 5, WINDOW))
    worker._width_graphs = SimpleNamespace(build=requested.append, widths=())
    served_on: list = []
    worker.model_runner = "runner"
    worker._pass = SimpleNamespace(serve_on=served_on.append)
    worker.config = SimpleNamespace(window=WINDOW, mask_id=3)
    worker._vocab_size, worker._accept_and_pack = 11, "acceptance"
    # the self-test's verdict: the window pass serves on it, the reference accepts
    report = SimpleNamespace(verdict=ServedVerdict(reference_acceptance=True, eager_widths=(5,)))

    def self_test(runner, window_pass, **kwargs):
        requested.append(("self-test", kwargs["own_graph_widths"], kwargs["widths"]))
        return report

    monkeypatch.setattr(worker_module, "startup_self_test", self_test)
    worker.init_cuda_graphs()
    built = [(1, 5, WINDOW)] if builds else []
    assert requested == [*built, ("self-test", (), (1, 5, WINDOW))]
    assert worker._self_test is report and served_on == [report.verdict]
    assert worker._accept_and_pack is accept_and_pack
