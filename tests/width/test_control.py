"""Per-step widths (``width/control.py``): settings, start-up refusals and the loop timing.
Exactness of every width on a server whose widths change in every request:
``tests/e2e/test_width_parity.py``."""

from __future__ import annotations

import collections
import json
import logging

import pytest

from sglang_gravity import settings
from sglang_gravity.launcher.server import run_startup_expecting_failure
from sglang_gravity.width.control import (
    WidthControl,
    default_width_setting,
)
from sglang_gravity.width.cost_table import CostTable

K = 9


def _costs(path, width_cost: float) -> str:
    """A cost table where a W-wide pass costs ``1 + width_cost * (W - 1)`` one-wide passes."""
    widths = [1, 2, 3, 5, 9, 17, 33]
    seconds = [[1.0 + width_cost * (w - 1) for w in widths] for _ in (1, 64)]
    table = CostTable(tuple(widths), (1, 64), tuple(tuple(r) for r in seconds))
    path.write_text(json.dumps(table.to_dict()))
    return str(path)


def test_unset_width_is_the_servers_default():
    control = WidthControl.from_env(K, env={}, default="full")  # under CUDA graphs
    assert control.widths == (K,) and control.next_width(["a", "b"]) == K
    assert WidthControl.from_env(K, env={}, default="auto").widths == (1, 5, 9)  # CPU / graphs off


def test_cycle_keeps_its_order_and_caps_at_k():
    control = WidthControl.from_env(K, env={settings.WIDTH_CYCLE.name: "1,5,40,1"})
    assert [control.next_width(["a"]) for _ in range(6)] == [1, 5, 9, 1, 1, 5]


def test_pinned_width_needs_no_cost_table():
    control = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "1"})
    assert control.widths == (1,) and control.next_width(["a"]) == 1


def _serve(control, rids, steps, accepted, seconds, clock):
    """``steps`` decode steps: each takes ``seconds(width)`` and accepts ``accepted(width)``;
    returns the widths run."""
    widths = []
    for _ in range(steps):
        width = control.begin_step(rids, len(rids), clock[0])
        clock[0] += seconds(width)
        control.observe(rids, width, [accepted(width)] * len(rids))
        widths.append(width)
    return widths


def test_adaptive_width_follows_cost_and_acceptance(tmp_path):
    # Cheap width and every draft accepted: the widest width; then nothing accepted: AR steps.
    control = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    rids, clock = ["r1", "r2"], [0.0]
    cheap = lambda w: 0.01 if w == 1 else 0.024 * (1 + 0.01 * (w - 1))  # noqa: E731
    assert _serve(control, rids, 30, lambda w: w - 1, cheap, clock)[-20:] == [K] * 20
    # A round that accepts nothing commits 2 tokens for about 2.5 AR steps' time: AR steps,
    # with a rare step that re-measures acceptance or times a round.
    widths = _serve(control, rids, 60, lambda w: 0, cheap, clock)
    assert widths[-30:].count(1) >= 27


def test_expensive_width_is_never_chosen_below_ar(tmp_path):
    # A W-wide pass as slow as W one-wide passes: drafting never pays, even at full acceptance
    # of a short window, so the policy stays with AR steps.
    env = {"SGLANG_GRAVITY_WIDTH_COSTS": _costs(tmp_path / "c.json", 1.0)}
    control = WidthControl.from_env(K, env=env)
    assert control.next_width(["a"]) == 1


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SGLANG_GRAVITY_WIDTH": "x"}, "SGLANG_GRAVITY_WIDTH='x': expected an integer"),
        ({"SGLANG_GRAVITY_WIDTH_COSTS": "/nonexistent.json"}, "not a gravity width cost table"),
        ({settings.WIDTH_CYCLE.name: "1,0"}, "widths must be >= 1"),
    ],
)
def test_bad_settings_name_the_variable(env, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        WidthControl.from_env(K, env=env)


@pytest.mark.server
def test_bad_setting_stops_the_server_start(tiny_model_dir, monkeypatch):
    monkeypatch.setenv("SGLANG_GRAVITY_WIDTH_COSTS", "/nonexistent.json")
    code, output = run_startup_expecting_failure(tiny_model_dir)
    assert code != 0 and "SGLANG_GRAVITY_WIDTH_COSTS" in output, output[-2000:]


def test_loop_periods_are_timed_between_starts_of_equal_batches_only():
    control = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    timed = []
    control.step_times.observe = lambda width, bs, seconds: timed.append((width, bs, seconds))
    widths = iter([5, 5, 9, 9, 1])
    control.next_width = lambda rids, remaining=None: next(widths)
    control.begin_step(["a", "b"], 2, now=0.0)
    control.begin_step(["a", "b"], 2, now=0.25)  # closes step 1's period: width 5 at batch 2
    control.begin_step(["a"], 1, now=0.75)  # the batch shrank: no sample
    control.prefill_ran()  # a prefill in between: no sample either
    control.begin_step(["a"], 1, now=1.0)
    control.begin_step(["a"], 1, now=1.5)
    assert timed == [(5, 2, 0.25), (9, 1, 0.5)]


def test_a_fixed_width_times_nothing():
    control = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "full"})
    assert not control.measures_time
    assert [control.begin_step([], 3, now=float(t)) for t in range(3)] == [K, K, K]


@pytest.mark.parametrize(
    ("device", "cuda_graphs", "expected"),
    [
        ("cpu", False, "auto"),
        ("cpu", True, "auto"),
        ("cuda", False, "auto"),
        ("cuda", True, "full"),
    ],
)
def test_unset_width_means_auto_unless_cuda_graphs_run(device, cuda_graphs, expected):
    """Graphs on a GPU pin the default to the full window (other widths need graph sets of
    their own); everywhere else every width runs alike and the policy adapts."""
    assert default_width_setting(device, cuda_graphs) == expected


def test_the_setting_is_described_as_the_server_log_says_it(tmp_path):
    """The start-up log's one line about widths (``describe``), per kind of setting."""
    assert WidthControl.from_env(K, env={}, default="full").describe() == "fixed at K=9"
    assert WidthControl.from_env(K, env={settings.WIDTH_CYCLE.name: "1,5"}).describe() == (
        f"cycling (1, 5) ({settings.WIDTH_CYCLE.name}, a test setting)"
    )
    assert WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "5"}).describe() == (
        "pinned at 5 (SGLANG_GRAVITY_WIDTH)"
    )
    auto = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    widths = auto.policy.widths
    assert auto.describe() == f"adaptive over {widths} (measured step times; prior pass counts)"
    table = _costs(tmp_path / "costs.json", 0.1)
    priced = WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", "SGLANG_GRAVITY_WIDTH_COSTS": table}
    )
    assert priced.describe() == (
        f"adaptive over {priced.policy.widths} (measured step times; prior {table})"
    )


def test_the_width_summary_is_logged_every_n_steps_with_exploration_marked(caplog):
    """``SGLANG_GRAVITY_WIDTH_LOG_EVERY=N``: every N adaptive steps one line with the widths
    chosen since the last line (``*``: exploratory), the server's acceptance hazard and the
    measured step seconds; the tally starts again after each line."""
    control = WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", settings.WIDTH_LOG_EVERY.name: "3"}
    )
    assert control.summary_every == 3 and control.exploring is False
    decisions, choose = [], control.policy.choose

    def spy(rids, batch_size, remaining=None):
        assert batch_size == len(rids)
        decisions.append(choose(rids, batch_size, remaining))
        return decisions[-1]

    control.policy.choose = spy
    caplog.set_level(logging.INFO, logger="sglang_gravity.width.control")
    now, lines = 0.0, []
    for _ in range(7):
        width = control.begin_step(["a", "b"], 2, now)
        assert width == decisions[-1].width and control.exploring == decisions[-1].probe
        logged = [r.getMessage() for r in caplog.records if "gravity widths" in r.getMessage()]
        if len(logged) > len(lines):  # logged in this step: the state it describes is still here
            chunk = decisions[len(lines) * 3 : len(lines) * 3 + 3]
            tally = collections.Counter(f"{d.width}{'*' if d.probe else ''}" for d in chunk)
            chosen = ", ".join(f"{k}: {v}" for k, v in sorted(tally.items()))
            hazard = control.policy.tracker.server_hazard()
            assert logged[-1] == (
                f"gravity widths over the last 3 steps (* = exploratory): {chosen}; judged by "
                f"the mean rate (tokens left unknown); server "
                f"acceptance hazard {hazard:.3f}; measured step seconds "
                f"{control.step_times.describe()}; step costs by batch size "
                f"{control.cost_sources()}; unproven steps {control.policy.budget.describe()}"
            )
            lines = logged
        control.observe(["a", "b"], width, [min(3, width - 1)] * 2)
        now += 0.01 * width + 0.005
    assert len(lines) == 2  # after steps 3 and 6
    assert any("*" in line for line in lines)  # the first steps measure widths
    # which cells are measured, sampled, predicted or the prior's, per batch size seen
    assert "bs2: 1 measured, " in lines[-1] and "9 prior" in lines[0]


def test_a_cost_table_is_a_prior_the_servers_own_measurements_replace(tmp_path):
    """A table timed on another machine prices what this server has not measured yet; a cell it
    has measured is priced by its own time, and the log says which is which."""
    table = _costs(tmp_path / "costs.json", 0.1)
    control = WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", "SGLANG_GRAVITY_WIDTH_COSTS": table}
    )
    times = control.step_times
    prior_cost = times.step_cost(5, 2)
    assert prior_cost == pytest.approx(CostTable.load(table).step_cost(5, 2))
    for _ in range(3):
        times.observe(1, 2, 0.010)
        times.observe(5, 2, 0.050)
    assert times.step_cost(5, 2) == pytest.approx(5.0) != pytest.approx(prior_cost)
    times.observe(1, 2, 0.010)  # a step decided at bs 2, so the log lists that batch size
    control.policy.choose(["a", "b"], 2)
    assert "bs2: 1 measured, 5 measured, 9 predicted" in control.cost_sources()


def test_width_settings_are_read_and_refused_by_name(tmp_path):
    assert WidthControl.from_env(K, env={}).summary_every == 1000
    capped = WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", settings.MAX_WIDTH.name: "5"}
    )
    assert max(capped.widths) == 5
    listed = WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", settings.WIDTHS.name: "1,2,9"}
    )
    assert listed.widths == (1, 2, 9) and listed.step_times is not None
    assert listed.step_times.widths == (1, 2, 9)
    one = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto", settings.WIDTHS.name: "1"})
    assert one.step_times is None  # nothing to choose between: no step is timed
    table = _costs(tmp_path / "costs.json", 0.1)
    priced = WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", settings.WIDTH_COSTS.name: table}
    )
    assert priced.step_times.prior is not None and priced.step_times.prior.step_cost(9, 1) > 1
    for env, message in (
        ({settings.WIDTHS.name: "1,0"}, f"^gravity width settings \\(SGLANG_GRAVITY_WIDTH\\*\\): {settings.WIDTHS.name}='1,0': widths must be >= 1$"),
        ({settings.WIDTHS.name: "1,x"}, f"^gravity width settings \\(SGLANG_GRAVITY_WIDTH\\*\\): {settings.WIDTHS.name}='1,x': expected comma-separated integers$"),
        ({settings.MAX_WIDTH.name: "many"}, f"^gravity width settings \\(SGLANG_GRAVITY_WIDTH\\*\\): {settings.MAX_WIDTH.name}='many': expected an integer$"),
        ({settings.WIDTH_CYCLE.name: "1,x"}, f"^{settings.WIDTH_CYCLE.name}='1,x': expected comma-separated integers$"),
    ):  # fmt: skip
        with pytest.raises(ValueError, match=message):
            WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto", **env})
    assert WidthControl.from_env(
        K, env={"SGLANG_GRAVITY_WIDTH": "auto", settings.MAX_WIDTH.name: ""}
    ).widths == (WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto"}).widths)


def test_finished_requests_are_released_from_the_policy():
    control = WidthControl.from_env(K, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    released = []
    release = control.policy.release
    control.policy.release = lambda rid: (released.append(rid), release(rid))
    control.next_width(["a", "b"])
    control.observe(["a", "b"], 1, [0, 0])
    control.next_width(["b"])
    assert released == ["a"]
