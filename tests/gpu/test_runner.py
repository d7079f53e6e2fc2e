"""The shared section runner of the GPU runs, in process: shares of the budget, outcomes, the
report kept current, and what a cut records (the signal itself: tests/gpu/test_host_run_cut.py)."""

from __future__ import annotations

import signal

import pytest

from sglang_gravity.gpu import runner as r


def _runner(budget: float = 100.0, **kw) -> tuple[r.SectionRunner, list[dict]]:
    snapshots: list[dict] = []
    runner = r.SectionRunner(
        budget_s=budget,
        on_change=lambda x: snapshots.append(x.as_dict()),
        log=lambda line: None,
        **kw,
    )
    return runner, snapshots


def test_sections_run_in_order_each_within_its_cap_and_failures_do_not_stop_the_run() -> None:
    timeouts: dict[str, float] = {}

    def body(name, result=None, error=None):
        def run(timeout):
            timeouts[name] = timeout
            if error:
                raise error
            return result

        return run

    runner, snapshots = _runner()
    plan = [
        r.PlannedSection("a", 10, body("a", {"x": 1})),
        r.PlannedSection("b", 500, body("b", error=r.SectionFailed("no report\ntail"))),
        r.PlannedSection("c", 20, body("c", error=r.SectionSkipped("preflight chose torch"))),
        r.PlannedSection("d", 30, body("d", error=ValueError("bad"))),
        r.PlannedSection("e", 30, body("e", [1, 2])),
    ]
    assert runner.run(plan) is False
    assert timeouts["a"] == 10 and 99 < timeouts["b"] <= 100  # the budget left caps the cap
    out = runner.as_dict()
    assert list(out) == ["a", "b", "c", "d", "e"]
    assert out["a"]["status"] == "ok" and out["a"]["x"] == 1
    assert out["b"] == {
        "status": "failed",
        "seconds": out["b"]["seconds"],
        "error": "SectionFailed: no report\ntail",
    }
    assert out["c"]["status"] == "skipped" and out["c"]["why"] == "preflight chose torch"
    assert out["d"]["status"] == "failed" and "Traceback" in out["d"]["error"]  # unexpected: traced
    assert out["e"]["result"] == [1, 2]
    # the report on disk is current: it shows each section running before its outcome
    assert snapshots[0] == {n: {"status": "running" if n == "a" else "pending"} for n in "abcde"}
    assert snapshots[-1] == out


def test_a_section_that_would_start_past_the_budget_is_skipped() -> None:
    runner, _ = _runner(budget=50.0, min_section_s=25.0)
    runner.started -= 30  # 20 s left: less than a section may start with
    ran = []
    assert runner.run([r.PlannedSection("late", 60, ran.append)]) is False
    assert ran == []
    assert runner.as_dict()["late"] == {"status": "skipped", "why": "20 s of the budget left"}


def test_a_cut_records_what_ran_what_was_running_and_what_never_started() -> None:
    cut_seen: list[dict] = []
    runner, snapshots = _runner(on_cut=lambda x: cut_seen.append(x.as_dict()))

    def interrupted(timeout):
        r._raise_interrupted(signal.SIGTERM, None)

    plan = [
        r.PlannedSection("done", 10, lambda t: {"n": 1}),
        r.PlannedSection("running", 10, interrupted),
        r.PlannedSection("later", 10, lambda t: {}),
    ]
    with pytest.raises(r.RunCut) as info:
        runner.run(plan)
    assert info.value.exit_status == 128 + signal.SIGTERM
    expected = {
        "done": {"status": "ok", "seconds": snapshots[-1]["done"]["seconds"], "n": 1},
        # how long it ran before the cut
        "running": {
            "status": "cut",
            "seconds": snapshots[-1]["running"]["seconds"],
            "why": "SIGTERM while it ran",
        },
        "later": {"status": "not started", "why": "SIGTERM before it started"},
    }
    assert cut_seen == [expected]  # written before the children are stopped, and after
    assert snapshots[-2] == expected and snapshots[-1] == expected


def test_the_runner_leaves_the_signal_handlers_as_it_found_them() -> None:
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    runner, _ = _runner()
    runner.run([r.PlannedSection("a", 1, lambda t: None)])
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)) == before
