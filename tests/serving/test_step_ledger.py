"""``StepLedger``: each step's width, its result paired with the step that produced it, step
times and metrics, with the one- and two-step lags of the synchronous and overlap schedulers."""

from __future__ import annotations

import json
import logging
from types import SimpleNamespace

import pytest

from sglang_gravity.serving.step_ledger import StepLedger, StepTrace

K = 9


class _Widths:
    """A WidthControl stand-in that hands out scripted widths and records what it is told."""

    def __init__(self, widths: list[int], *, adaptive: bool = True) -> None:
        self._widths = list(widths)
        self.tracks_requests = adaptive
        self.measures_time = adaptive
        self.asked: list[tuple[list[str], int, float]] = []
        self.observed: list[tuple[list[str], int, list[int]]] = []
        self.prefills = 0
        self.remaining: list[list[int] | None] = []

    def begin_step(self, rids, batch_size, now, remaining=None):
        self.asked.append((list(rids), batch_size, now))
        self.remaining.append(remaining)
        return self._widths.pop(0)

    def prefill_ran(self):
        self.prefills += 1

    def observe(self, rids, width, accepted):
        self.observed.append((list(rids), width, list(accepted)))


class _Metrics:
    def __init__(self) -> None:
        self.rounds: list[list[int]] = []
        self.ar_steps: list[int] = []

    def observe_round(self, accepted):
        self.rounds.append(list(accepted))

    def observe_ar_steps(self, n):
        self.ar_steps.append(n)


def _req(rid: str, *, finished: bool = False, retracted: bool = False) -> SimpleNamespace:
    return SimpleNamespace(rid=rid, finished=lambda: finished, is_retracted=retracted)


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _ledger(widths, *, overlap=False, adaptive=True, metrics=True):
    control = _Widths(widths, adaptive=adaptive)
    sink = _Metrics() if metrics else None
    clock = _Clock()
    ledger = StepLedger(control, sink, window=K, server_overlaps=overlap, clock=clock)
    return ledger, control, sink, clock


def test_results_pair_with_steps_in_launch_order_under_the_overlap_lag() -> None:
    ledger, control, metrics, _ = _ledger([5, 1, K])
    a, b = _req("a"), _req("b")
    assert ledger.start_step([a, b]) == 5
    assert ledger.start_step([a, b]) == 1  # launched before step 1's result came back
    assert ledger.steps_in_flight == 2
    ledger.complete([3, 0])
    assert ledger.start_step([a]) == K
    ledger.complete([0, 0])
    ledger.complete([7])
    assert ledger.steps_in_flight == 0
    assert [rids for rids, _, _ in control.asked] == [["a", "b"], ["a", "b"], ["a"]]
    assert control.observed == [(["a", "b"], 5, [3, 0]), (["a", "b"], 1, [0, 0]), (["a"], K, [7])]
    assert metrics.rounds == [[3, 0], [7]]  # the width-1 step is not a round
    assert metrics.ar_steps == [2]


def test_a_fixed_width_reads_no_request_ids_and_no_clock() -> None:
    ledger, control, metrics, clock = _ledger([K, K], adaptive=False)
    clock.now = 5.0
    ledger.start_step([_req("a")])
    ledger.start_step([_req("a"), _req("b")])
    assert control.asked == [([], 1, 0.0), ([], 2, 0.0)]
    ledger.complete([4])
    assert control.observed == []
    assert metrics.rounds == [[4]]


def test_steps_start_on_the_ledgers_clock_and_prefills_are_passed_on() -> None:
    ledger, control, _, clock = _ledger([5, 9])
    clock.now = 0.25
    ledger.start_step([_req("a"), _req("b")])
    ledger.prefill_ran()
    clock.now = 0.75
    ledger.start_step([_req("a")])
    assert control.asked == [(["a", "b"], 2, 0.25), (["a"], 1, 0.75)]
    assert control.prefills == 1


def test_the_step_trace_records_each_step_with_its_result(tmp_path) -> None:
    trace = StepTrace(str(tmp_path))
    control = _Widths([5, 1, 5])
    clock = _Clock()
    ledger = StepLedger(control, None, window=K, server_overlaps=False, steps=trace, clock=clock)
    clock.now = 1.5
    ledger.start_step([_req("a"), _req("b")])
    ledger.prefill_ran()
    clock.now = 2.0
    ledger.start_step([_req("a")])
    clock.now = 2.5
    ledger.start_step([_req("a")])  # no prefill since the last step
    ledger.complete([3, 0])
    ledger.complete([0])
    ledger.complete([1])
    (path,) = tmp_path.glob("steps-*.jsonl")
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert records == [
        {"start": 1.5, "width": 5, "after_prefill": False, "rids": ["a", "b"], "accepted": [3, 0]},
        {"start": 2.0, "width": 1, "after_prefill": True, "rids": ["a"], "accepted": [0]},
        {"start": 2.5, "width": 5, "after_prefill": False, "rids": ["a"], "accepted": [1]},
    ]


def test_the_step_trace_is_written_where_the_setting_says_and_only_then(tmp_path, monkeypatch):
    monkeypatch.delenv("SGLANG_GRAVITY_STEP_TRACE_DIR", raising=False)
    assert StepTrace.from_env() is None
    monkeypatch.setenv("SGLANG_GRAVITY_STEP_TRACE_DIR", str(tmp_path / "steps"))
    trace = StepTrace.from_env()
    assert isinstance(trace, StepTrace)
    trace.write(SimpleNamespace(started=1.0, width=3, after_prefill=False, reqs=[_req("a")]), [2])
    (path,) = (tmp_path / "steps").glob("steps-*.jsonl")
    assert json.loads(path.read_text())["accepted"] == [2]


@pytest.mark.parametrize("overlap", [False, True])
def test_finished_requests_count_in_metrics_only_without_overlap(overlap: bool) -> None:
    ledger, control, metrics, _ = _ledger([K], overlap=overlap)
    reqs = [_req("a"), _req("done", finished=True), _req("gone", retracted=True)]
    ledger.start_step(reqs)
    ledger.complete([1, 2, 3])
    # The policy learns from every row; under overlap the rows SGLang discards are not rounds.
    assert control.observed == [(["a", "done", "gone"], K, [1, 2, 3])]
    assert metrics.rounds == ([[1]] if overlap else [[1, 2, 3]])


def test_a_result_that_does_not_fit_resynchronizes_with_a_warning(caplog) -> None:
    ledger, control, metrics, _ = _ledger([5, 5])
    ledger.start_step([_req("a"), _req("b")])
    ledger.start_step([_req("a"), _req("b")])
    with caplog.at_level(logging.WARNING, logger="sglang_gravity.serving.step_ledger"):
        ledger.complete([1, 2, 3])
    assert [r.getMessage() for r in caplog.records] == [
        "gravity: a result of 3 requests came back for a step launched with 2; "
        "dropping 1 pending step records"
    ]
    assert ledger.steps_in_flight == 0
    assert control.observed == []
    assert metrics.rounds == [[1, 2, 3]]  # counted at the full window, as a round


def test_without_metrics_only_the_policy_is_fed() -> None:
    ledger, control, _, _ = _ledger([1], metrics=False)
    ledger.start_step([_req("a")])
    ledger.complete([0])
    assert control.observed == [(["a"], 1, [0])]


def test_a_result_with_no_step_in_flight_is_counted_at_the_full_window() -> None:
    ledger, control, metrics, _ = _ledger([])
    ledger.complete([2, 0])  # e.g. after a resynchronization dropped the records
    assert control.observed == [] and metrics.rounds == [[2, 0]] and metrics.ar_steps == []


def test_the_policy_is_told_each_requests_tokens_left_only_when_every_limit_is_known() -> None:
    ledger, control, _, _ = _ledger([5, 5, 1])
    a = SimpleNamespace(
        rid="a", sampling_params=SimpleNamespace(max_new_tokens=48), output_ids=[1] * 10
    )
    b = SimpleNamespace(
        rid="b", sampling_params=SimpleNamespace(max_new_tokens=8), output_ids=[1] * 8
    )
    ledger.start_step([a, b])
    assert control.remaining[-1] == [38, 1]  # a finished request's count is at least 1
    c = SimpleNamespace(
        rid="c", sampling_params=SimpleNamespace(max_new_tokens=None), output_ids=[]
    )
    ledger.start_step([a, c])
    assert control.remaining[-1] is None  # no limit to read: the policy judges by the mean rate
    fixed, fixed_control, _, _ = _ledger([5], adaptive=False)
    fixed.start_step([a])
    assert fixed_control.remaining[-1] is None  # no policy, nothing read
