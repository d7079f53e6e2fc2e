"""The start-up self-test without a server: each check catches the broken kernel it is for, and
the self-test takes the fallback that matches, within its budget.

The kernel checks run the real Triton kernels (on CPU under the interpreter) and the planted
broken ones of ``sglang_gravity.testing.planted_kernels``; the orchestration runs over a stand-in
served path that records which fallbacks it was asked for; the dummy window runs the real
``WindowPass`` over a stand-in target worker.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE, accept_and_pack
from sglang_gravity.kernels import InterpreterUnavailable, cpu_interpreter, load_kernel_module
from sglang_gravity.kernels.device_checks import (
    AttentionShape,
    Check,
    WindowCase,
    check_acceptance,
    check_window_attention,
    plan_checks,
)
from sglang_gravity.serving import self_test
from sglang_gravity.serving.plugin import _add_gravity_server_info, register
from sglang_gravity.serving.self_test import (
    ACCEPTANCE_FALLBACK,
    WINDOW_FALLBACK,
    DummyWindow,
    SelfTestFailed,
    SelfTestSettings,
    ServedPath,
    ServedVerdict,
    check_graph_replay,
    run_self_test,
)
from sglang_gravity.serving.self_test.run import NO_GRAPH_SERVES
from sglang_gravity.serving.window_pass import WindowPass
from sglang_gravity.testing.planted_kernels import (
    install,
    maskless_window_attention,
    overeager_acceptance,
    swapped_window_attention,
)

try:
    wa = load_kernel_module("window_attention")
    acceptance = load_kernel_module("acceptance")
except InterpreterUnavailable as exc:
    pytest.skip(str(exc), allow_module_level=True)

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
SHAPE = AttentionShape(q_heads=4, kv_heads=2, head_dim=32, v_head_dim=32, dtype=torch.float32)
WINDOW, WIDTHS = 5, (1, 3, 5)


@pytest.fixture(autouse=True)
def _interpret_launches() -> Iterator[None]:
    with cpu_interpreter():
        yield


def all_cases() -> list[WindowCase]:
    plan = plan_checks(WINDOW, WIDTHS)
    return plan.essential_windows + plan.extended_windows


# --- the kernel checks --------------------------------------------------------------------------


def test_the_plan_puts_width_k_in_both_modes_first_and_covers_every_width() -> None:
    plan = plan_checks(WINDOW, WIDTHS)
    assert [(c.window, c.modes) for c in plan.essential_windows] == [
        (WINDOW, (DRAFT_MODE,)),
        (WINDOW, (VERIFY_MODE,)),
    ]
    assert plan.essential_acceptance == [(3, WINDOW), (17, WINDOW)]
    assert {c.window for c in plan.extended_windows} == set(WIDTHS)
    assert any(c.num_splits and c.shuffled for c in plan.extended_windows)
    width_one = [c for c in plan.extended_windows if c.window == 1]
    assert width_one and width_one[0].modes == (DRAFT_MODE,)  # an AR step
    assert plan.extended_acceptance == [(5, 3)]


@pytest.mark.parametrize("case", all_cases(), ids=lambda c: c.name)
def test_the_real_window_kernel_passes_every_case(case: WindowCase) -> None:
    check = check_window_attention(
        wa.window_attention_triton, wa.window_attention_reference, SHAPE, case, DEVICE
    )
    assert check.ok is True, check.line()
    assert check.error is not None and check.error <= check.tolerance


def test_a_kernel_that_lost_its_draft_mask_fails_the_draft_case_only() -> None:
    broken = maskless_window_attention(wa.window_attention_triton)
    draft, verify = plan_checks(WINDOW, WIDTHS).essential_windows
    caught = check_window_attention(broken, wa.window_attention_reference, SHAPE, draft, DEVICE)
    assert caught.ok is False and caught.error > 100 * caught.tolerance, caught.line()
    # The verify pass is causal anyway: the same broken kernel is right there.
    kept = check_window_attention(broken, wa.window_attention_reference, SHAPE, verify, DEVICE)
    assert kept.ok is True, kept.line()


def test_a_kernel_that_swapped_the_masks_fails_both_modes() -> None:
    broken = swapped_window_attention(wa.window_attention_triton)
    for case in plan_checks(WINDOW, WIDTHS).essential_windows:
        check = check_window_attention(broken, wa.window_attention_reference, SHAPE, case, DEVICE)
        assert check.ok is False and check.error > 100 * check.tolerance, check.line()


def test_a_kernel_that_leaves_rows_unwritten_or_raises_fails() -> None:
    case = plan_checks(WINDOW, WIDTHS).essential_windows[1]

    def skips_the_last_row(*args, out, **kwargs):
        result = wa.window_attention_triton(*args, **kwargs)
        out[:-1] = result[:-1]  # the last row stays NaN

    def does_not_compile(*args, **kwargs):
        raise RuntimeError("PTX assembly aborted")

    unwritten = check_window_attention(
        skips_the_last_row, wa.window_attention_reference, SHAPE, case, DEVICE
    )
    assert unwritten.ok is False and unwritten.error == float("inf")
    assert unwritten.as_dict()["error"] == "inf"  # JSON-safe for /server_info
    raised = check_window_attention(
        does_not_compile, wa.window_attention_reference, SHAPE, case, DEVICE
    )
    assert raised.ok is False and "PTX assembly aborted" in raised.detail


@pytest.mark.parametrize("bs,width", [(3, 5), (17, 5), (5, 3), (4, 2)])
def test_the_real_acceptance_kernel_passes_and_an_overeager_one_fails(bs: int, width: int) -> None:
    real = acceptance.accept_and_pack_triton
    assert check_acceptance(real, accept_and_pack, bs, width, DEVICE).ok is True
    caught = check_acceptance(overeager_acceptance(real), accept_and_pack, bs, width, DEVICE)
    assert caught.ok is False and "output_ids" in caught.detail and "accepted" in caught.detail


# --- the graph check ----------------------------------------------------------------------------


def test_a_graph_replay_is_compared_with_the_eager_pass() -> None:
    logits = torch.randn(1, 5, 11)

    def agreeing(width, mode, eager):
        return logits.clone(), not eager

    def stale_mode(width, mode, eager):  # the graph replays the verify mask for both passes
        out = logits.clone()
        if mode == DRAFT_MODE and not eager:
            out[:, 1:] += 3.0
        return out, not eager

    assert check_graph_replay(agreeing, 5, DRAFT_MODE, 1e-4).ok is True
    assert check_graph_replay(stale_mode, 5, VERIFY_MODE, 1e-4).ok is True
    caught = check_graph_replay(stale_mode, 5, DRAFT_MODE, 1e-4)
    assert caught.ok is False and caught.case == "W=5 draft"


def test_without_a_replay_the_graph_check_is_skipped_not_passed() -> None:
    check = check_graph_replay(lambda w, m, e: (torch.ones(1, 2, 3), False), 5, DRAFT_MODE, 1e-4)
    assert check.ok is None and "both sides ran eagerly" in check.detail
    assert check.error == 0.0  # the code ran: the two sides agree, but that proves nothing


# --- the orchestration --------------------------------------------------------------------------


class Recorder:
    """A served path whose parts are chosen per test."""

    def __init__(self, *, window_kernel=None, acceptance_kernel=None, pass_logits=None) -> None:
        self.path = ServedPath(
            window=WINDOW,
            widths=WIDTHS,
            device=DEVICE,
            window_kernel=window_kernel or wa.window_attention_triton,
            acceptance_kernel=acceptance_kernel or acceptance.accept_and_pack_triton,
            attention_shape=SHAPE,
            graph_widths=(3, 5),
            pass_logits=pass_logits or self.agreeing_graphs,
        )

    def agreeing_graphs(self, width, mode, eager):
        return torch.full((1, width, 7), float(width + mode)), not eager


def checks_named(report, name: str) -> list[Check]:
    return [c for c in report.checks if c.name == name]


def test_a_healthy_path_passes_every_check_and_takes_no_fallback(caplog) -> None:
    recorder = Recorder()
    with caplog.at_level(logging.INFO, logger="sglang_gravity.serving.self_test"):
        report = run_self_test(recorder.path, SelfTestSettings("fallback", budget_s=600))
    assert report.verdict == ServedVerdict(graph_widths=(3, 5))
    assert report.fallbacks == [] and not report.failed
    plan = plan_checks(WINDOW, WIDTHS)
    windows = len(plan.essential_windows) + len(plan.extended_windows)
    assert len(checks_named(report, "window_attention")) == windows
    graph_cases = [c.case for c in checks_named(report, "graph_replay")]
    assert graph_cases == ["W=5 draft", "W=5 verify", "W=3 draft", "W=3 verify"]
    assert "gravity self-test: passed" in caplog.text
    info = report.as_dict()
    assert info["passed"] == len(report.checks) and info["failed"] == [] and info["fallbacks"] == []
    assert info["cuda_graph_widths"] == [3, 5]


def test_a_broken_window_kernel_falls_back_to_the_materialized_mask_once() -> None:
    recorder = Recorder(window_kernel=maskless_window_attention(wa.window_attention_triton))
    report = run_self_test(recorder.path, SelfTestSettings("fallback", budget_s=600))
    assert report.verdict == ServedVerdict(materialized_mask=True, reasons=(WINDOW_FALLBACK,))
    assert report.fallbacks == [WINDOW_FALLBACK]
    assert report.failed and all("draft" in c.case for c in report.failed)
    verify_only = [c for c in checks_named(report, "window_attention") if "draft" not in c.case]
    assert verify_only and all(c.ok for c in verify_only)
    # The graph checks still run their forwards (every tensor-parallel rank must), and say that
    # no graph will serve.
    graphs = checks_named(report, "graph_replay")
    assert len(graphs) == 4 and all(c.ok is None and c.detail == NO_GRAPH_SERVES for c in graphs)
    assert report.graph_widths == []  # every pass eager


def test_a_broken_acceptance_kernel_falls_back_to_the_reference() -> None:
    recorder = Recorder(acceptance_kernel=overeager_acceptance(acceptance.accept_and_pack_triton))
    report = run_self_test(recorder.path, SelfTestSettings("fallback", budget_s=600))
    assert report.verdict == ServedVerdict(
        reference_acceptance=True, graph_widths=(3, 5), reasons=(ACCEPTANCE_FALLBACK,)
    )
    assert all(c.name == "acceptance" for c in report.failed)


def test_a_disagreeing_graph_puts_only_its_width_on_eager_passes() -> None:
    def width_three_stale(width, mode, eager):
        out = torch.ones(1, width, 7)
        return (out + 1 if width == 3 and mode == DRAFT_MODE and not eager else out), not eager

    recorder = Recorder(pass_logits=width_three_stale)
    report = run_self_test(recorder.path, SelfTestSettings("fallback", budget_s=600))
    assert [c.case for c in report.failed] == ["W=3 draft"]
    assert report.verdict == ServedVerdict(
        eager_widths=(3,),
        graph_widths=(5,),
        reasons=("width 3: passes eager (its CUDA graph disagreed)",),
    )
    assert report.fallbacks == list(report.verdict.reasons) and report.graph_widths == [5]


def test_fatal_mode_raises_naming_every_failed_check_after_running_them_all() -> None:
    recorder = Recorder(
        window_kernel=maskless_window_attention(wa.window_attention_triton),
        acceptance_kernel=overeager_acceptance(acceptance.accept_and_pack_triton),
    )
    with pytest.raises(SelfTestFailed) as raised:
        run_self_test(recorder.path, SelfTestSettings("fatal", budget_s=600))
    message = str(raised.value)
    assert "SGLANG_GRAVITY_SELF_TEST=fatal" in message
    assert "window_attention[W=5 prefixes=[37, 0] draft] FAILED" in message
    assert "acceptance[bs=3 W=5] FAILED" in message


def test_off_runs_nothing() -> None:
    recorder = Recorder(window_kernel=maskless_window_attention(wa.window_attention_triton))
    report = run_self_test(recorder.path, SelfTestSettings("off"))
    assert report.checks == [] and report.verdict == ServedVerdict(graph_widths=(3, 5))
    assert report.summary() == "gravity self-test: off (SGLANG_GRAVITY_SELF_TEST=off)"


def test_the_budget_stops_extended_checks_never_essential_ones() -> None:
    ticks = iter(range(1000))  # every clock read is one second later: the budget is spent

    recorder = Recorder()
    report = run_self_test(
        recorder.path, SelfTestSettings("fallback", budget_s=0.5), clock=lambda: next(ticks)
    )
    ran = [c for c in report.checks if c.ok is not None]
    skipped = report.skipped
    plan = plan_checks(WINDOW, WIDTHS)
    essential = len(plan.essential_windows) + len(plan.essential_acceptance)
    graphs = 4  # K's and width 3's draft and verify: never cut by the clock
    assert len(ran) == essential + graphs and all(c.ok for c in ran)
    assert {c.name for c in ran[essential:]} == {"graph_replay"}
    extended = len(plan.extended_windows) + len(plan.extended_acceptance)
    assert len(skipped) == extended and all(c.detail == "time budget spent" for c in skipped)
    assert {c.name for c in skipped} == {"window_attention", "acceptance"}


def test_kernels_of_gravity_that_do_not_serve_are_not_checked() -> None:
    """gravity_torch serves the references themselves, plain triton SGLang's kernel."""
    recorder = Recorder()
    recorder.path.window_kernel = None
    recorder.path.acceptance_kernel = None
    report = run_self_test(recorder.path, SelfTestSettings("fallback", budget_s=600))
    assert {c.name for c in report.checks} == {"graph_replay"}


@pytest.mark.parametrize(
    "env,message",
    [
        ({"SGLANG_GRAVITY_SELF_TEST": "strict"}, "SGLANG_GRAVITY_SELF_TEST='strict': expected"),
        ({"SGLANG_GRAVITY_SELF_TEST_BUDGET_S": "soon"}, "SGLANG_GRAVITY_SELF_TEST_BUDGET_S='soon'"),
        ({"SGLANG_GRAVITY_SELF_TEST_BUDGET_S": "-1"}, "a number >= 0"),
        ({"SGLANG_GRAVITY_SELF_TEST_BUDGET_S": "nan"}, "a number >= 0"),
    ],
)
def test_bad_settings_name_the_variable(env: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("[", r"\[")):
        SelfTestSettings.from_env(env, on_gpu=True)


def test_settings_defaults_per_device() -> None:
    assert SelfTestSettings.from_env({}, on_gpu=True) == SelfTestSettings("fallback", 1.0)
    assert SelfTestSettings.from_env({}, on_gpu=False).budget_s == self_test.CPU_BUDGET_S
    fatal = {"SGLANG_GRAVITY_SELF_TEST": "FATAL", "SGLANG_GRAVITY_SELF_TEST_BUDGET_S": "2.5"}
    assert SelfTestSettings.from_env(fatal, on_gpu=True) == SelfTestSettings("fatal", 2.5)


# --- the dummy window over the real WindowPass ----------------------------------------------------

VOCAB = 13


class _Runner:
    """Records every forward: its batch, and whether a graph runner was in place for it."""

    def __init__(self, req_to_token: torch.Tensor) -> None:
        self.req_to_token_pool = SimpleNamespace(req_to_token=req_to_token)
        self.kv_index_translator = SimpleNamespace(bind_own_plan=lambda fb: None)
        self.decode_cuda_graph_runner = "graphs"
        self.attn_backend = SimpleNamespace()  # records no mode (as plain triton)
        self.forwards: list[tuple[object, object]] = []

    def forward_batch_generation(self, batch, forward_batch, is_verify):
        self.forwards.append((forward_batch, self.decode_cuda_graph_runner))
        rows = forward_batch.input_ids.shape[0]
        logits = forward_batch.input_ids.float()[:, None] + torch.arange(VOCAB)[None, :]
        if forward_batch.spec_info.mode == DRAFT_MODE:
            logits = logits + 0.5
        replayed = self.decode_cuda_graph_runner is not None
        return SimpleNamespace(
            logits_output=SimpleNamespace(next_token_logits=logits[:rows]),
            can_run_cuda_graph=replayed,
        )


class _WidthGraphs:
    def __init__(self) -> None:
        self.swapped: list[int] = []

    @contextlib.contextmanager
    def active(self, width: int):
        self.swapped.append(width)
        yield


def _dummy(window: int = 4) -> tuple[DummyWindow, _Runner, _WidthGraphs, WindowPass]:
    register()
    req_to_token = torch.arange(3 * 16, dtype=torch.int32).view(3, 16) + 100
    runner = _Runner(req_to_token)
    target = SimpleNamespace(
        model_runner=runner, forward_batch_generation=runner.forward_batch_generation
    )
    graphs = _WidthGraphs()
    window_pass = WindowPass(target, graphs, materialize_mask=False, is_mrope=True)
    dummy = DummyWindow(
        window_pass, req_to_token, window=window, mask_id=9, vocab_size=VOCAB, device=DEVICE
    )
    return dummy, runner, graphs, window_pass


def test_the_dummy_window_writes_a_prefix_then_compares_passes_at_the_same_positions() -> None:
    dummy, runner, _, _ = _dummy(window=4)
    row_before = runner.req_to_token_pool.req_to_token[0].clone()
    with dummy.opened():
        draft, replayed = dummy.logits(3, DRAFT_MODE, eager=False)
        eager_draft, eager_replayed = dummy.logits(3, DRAFT_MODE, eager=True)
        verify, _ = dummy.logits(3, VERIFY_MODE, eager=False)
        assert runner.req_to_token_pool.req_to_token[0, :9].tolist() == list(range(1, 10))
    assert torch.equal(runner.req_to_token_pool.req_to_token[0], row_before)  # restored

    seed, *passes = runner.forwards
    assert seed[1] is None, "the prefix is written eagerly"
    assert seed[0].seq_lens.tolist() == [0] and seed[0].positions.tolist() == [0, 1, 2, 3]
    assert seed[0].out_cache_loc.tolist() == [1, 2, 3, 4]
    graph_pass, eager_pass, verify_pass = passes
    assert graph_pass[1] == "graphs" and eager_pass[1] is None
    for forward, _ in passes:  # every checked pass: positions K.. after the K-token prefix
        assert forward.seq_lens.tolist() == [4] and forward.positions.tolist() == [4, 5, 6]
        assert forward.req_pool_indices.tolist() == [0]
    assert graph_pass[0].input_ids.tolist() == [dummy._tokens[0].item(), 9, 9]  # [x0, MASK, MASK]
    assert verify_pass[0].input_ids.tolist() == dummy._tokens[1:4].tolist()
    assert replayed and not eager_replayed and torch.equal(draft, eager_draft)
    assert draft.shape == verify.shape == (1, 3, VOCAB)
    assert runner.decode_cuda_graph_runner == "graphs"  # put back after the eager pass


def test_window_pass_fallbacks_turn_graphs_off_per_width_or_entirely() -> None:
    _, runner, graphs, window_pass = _dummy()
    batch = SimpleNamespace(
        seq_lens=torch.tensor([6]), seq_lens_cpu=None, req_pool_indices=torch.tensor([1])
    )
    positions, locs = window_pass.slots(batch, 2)

    def run(width: int = 2):
        ids = torch.tensor([[1, 2]])
        window_pass.run(batch, DRAFT_MODE, ids, positions[:, :2], locs[:, :2], torch.zeros(1), 0)
        return runner.forwards[-1]

    assert run()[1] == "graphs"
    window_pass.run_eagerly(2)
    assert run()[1] is None and runner.decode_cuda_graph_runner == "graphs"
    assert graphs.swapped == [2, 2]

    window_pass.use_materialized_mask()
    forward, graph_runner = run()
    assert graph_runner is None and graphs.swapped == [2, 2], "no per-width backend any more"
    # Under overlap there are no host lengths: the mask is built from the device lengths.
    mask = forward.spec_info.custom_mask
    assert mask is not None and mask.shape == (2 * (6 + 2),)


def test_the_plant_is_installed_only_for_known_names() -> None:
    assert install({}) == []
    with pytest.raises(ValueError, match="unknown kernel"):
        install({"GRAVITY_TEST_PLANT": "window_attention,sampler"})
    with pytest.raises(ValueError, match="the same kernel twice"):
        install({"GRAVITY_TEST_PLANT": "window_attention,window_draft_mask"})


def test_server_info_gets_the_workers_entry() -> None:
    worker = SimpleNamespace(server_info=lambda: {"self_test": {"passed": 3}})
    controller = SimpleNamespace(scheduler=SimpleNamespace(draft_worker=worker))
    result = SimpleNamespace(internal_state={"avg_spec_accept_length": 3.0})
    assert _add_gravity_server_info(result, controller, None) is result
    assert result.internal_state["gravity"] == {"self_test": {"passed": 3}}
    plain = SimpleNamespace(internal_state={})
    _add_gravity_server_info(plain, SimpleNamespace(scheduler=SimpleNamespace(draft_worker=None)))
    assert "gravity" not in plain.internal_state  # an AR server: nothing added


def test_the_window_pass_serves_on_the_verdict() -> None:
    """The window kernel's fallback switches K's backend to the materialized mask and every
    pass eager; a disagreeing graph puts only its width's passes on eager."""
    _, runner, _, window_pass = _dummy()
    switched = []
    runner.attn_backend = SimpleNamespace(use_materialized_mask=lambda: switched.append("mask"))
    window_pass.serve_on(ServedVerdict(eager_widths=(3,)))
    assert switched == [] and window_pass._eager_widths == {3} and not window_pass._all_eager
    window_pass.serve_on(ServedVerdict(materialized_mask=True))
    assert switched == ["mask"] and window_pass._all_eager and window_pass._materialize_mask
