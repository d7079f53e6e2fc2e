"""The workload replay (``width.simulate``): recording from step traces, and the replay's
arithmetic on workloads small enough to follow by hand."""

from __future__ import annotations

import json
import math
import random
import sys

import pytest

from sglang_gravity.repository import REPO_ROOT
from sglang_gravity.width.control import WidthControl
from sglang_gravity.width.simulate import (
    BurstyNoise,
    RequestTrace,
    Workload,
    compare,
    decision_table,
    loop_periods,
    read_step_trace,
    record_workload,
    redecide,
    request_traces,
    serve_levels,
    simulate,
    table,
)
from sglang_gravity.width.simulate import main as simulate_main

K = 9
DEMO_WORKLOAD = REPO_ROOT / "tests" / "data" / "width" / "demo.json"


ONE_REQUEST = (RequestTrace(10, (2,)),)


def _workload(requests=ONE_REQUEST, prefill=0.0) -> Workload:
    return Workload(
        name="hand",
        window=K,
        step_seconds={1: ((1, 1.0), (4, 2.0)), 5: ((1, 3.0),), K: ((1, 4.0), (4, 10.0))},
        prefill_seconds=prefill,
        requests=tuple(requests),
    )


def test_step_times_are_linear_in_batch_size_then_in_width() -> None:
    workload = _workload()
    assert workload.step_time(1, 1) == 1.0
    assert workload.step_time(1, 2) == pytest.approx(1.0 + 1.0 / 3)
    assert workload.step_time(1, 9) == pytest.approx(2.0 + 5 / 3)  # on along the last slope
    assert workload.step_time(5, 9) == 3.0  # one recorded batch size: constant
    assert workload.step_time(7, 1) == pytest.approx(3.5)  # between widths 5 and 9
    with pytest.raises(ValueError, match="outside"):
        workload.step_time(12, 1)


def test_round_trip_through_json(tmp_path) -> None:
    workload = _workload()
    path = tmp_path / "w.json"
    path.write_text(json.dumps(workload.to_dict()))
    assert Workload.load(path) == workload
    positional = Workload(**{**vars(workload), "acceptance": "position"})
    path.write_text(json.dumps(positional.to_dict()))
    assert Workload.load(path) == positional
    # Files written before the reading was recorded are read by round.
    older = {k: v for k, v in workload.to_dict().items() if k != "acceptance"}
    assert Workload.from_dict(older).acceptance == "round"
    with pytest.raises(ValueError, match="not a gravity width workload"):
        Workload.from_dict({"format": "other"})


def test_a_pinned_width_replays_the_recorded_acceptance_capped_at_w_minus_1() -> None:
    # 10 tokens: the prefill gives 1; each 9-wide round commits 2 + 2 = 4 -> 3 rounds (1+4+4+4).
    assert simulate(_workload(), 1, {"SGLANG_GRAVITY_WIDTH": "9"}).steps == {9: 3}
    # 5-wide rounds cap nothing here (2 <= 4): also 3 rounds, at 3 s each.
    result = simulate(_workload(), 1, {"SGLANG_GRAVITY_WIDTH": "5"})
    assert result.steps == {5: 3} and result.seconds == pytest.approx(9.0)
    # AR: 9 steps of 1 s; every run produces the 10 tokens.
    ar = simulate(_workload(prefill=0.5), 1, {"SGLANG_GRAVITY_WIDTH": "1"})
    assert ar.steps == {1: 9} and ar.seconds == pytest.approx(9.5) and ar.tokens == 10


def test_drafts_are_right_or_wrong_by_where_they_stand_in_the_recorded_text() -> None:
    # Full-window rounds accepting 3, 0, 5: they started at tokens 1, 6 and 8 and their right
    # drafts ran to 4, 6 and 13.
    trace = RequestTrace(15, (3, 0, 5))
    right = {p: trace.drafts_right_at(p) for p in (1, 2, 4, 5, 6, 8, 10, 13, 20)}
    assert right == {1: 3, 2: 2, 4: 0, 5: 0, 6: 0, 8: 5, 10: 3, 13: 0, 20: 0}
    assert RequestTrace(5, ()).drafts_right_at(1) == 0


def test_ar_steps_over_a_hard_stretch_move_past_it_when_acceptance_is_read_by_position() -> None:
    # Two rounds that accept nothing, then one that accepts all 8: 15 tokens. Four AR steps
    # then a 9-wide round, in turn. Read by position the AR steps walk over the hard stretch
    # and the round at token 5 takes the 8 right drafts there: 5 steps. Read by round (a
    # synthetic draw per round) the first round draws the first recorded 0 whatever the AR
    # steps did, and so does the second: 12 steps.
    hard_then_easy = (RequestTrace(15, (0, 0, 8)),)
    env = {"SGLANG_GRAVITY_WIDTH_CYCLE": "1,1,1,1,9"}
    by_round = _workload(hard_then_easy)
    by_position = Workload(**{**vars(by_round), "acceptance": "position"})
    assert simulate(by_position, 1, env).steps == {1: 4, 9: 1}
    assert simulate(by_round, 1, env).steps == {1: 10, 9: 2}
    # A pinned full window replays the record either way.
    for workload in (by_round, by_position):
        assert simulate(workload, 1, {"SGLANG_GRAVITY_WIDTH": "9"}).steps == {9: 3}
    with pytest.raises(ValueError, match="acceptance 'text' is not one of"):
        Workload(**{**vars(by_round), "acceptance": "text"})


def test_the_control_is_told_tokens_left_by_the_limit_a_server_knows_or_by_the_record() -> None:
    told = []
    control = WidthControl.from_env(K, {"SGLANG_GRAVITY_WIDTH": "auto"})
    begin_step = control.begin_step

    def spy(rids, batch_size, now, remaining=None):
        told.append(list(remaining))
        return begin_step(rids, batch_size, now, remaining)

    control.begin_step = spy
    simulate(_workload([RequestTrace(4, ())]), 1, {}, control=control)
    assert told[0] == [3]  # the recorded 4 tokens, less the prefill's one
    told.clear()
    simulate(_workload([RequestTrace(4, ())]), 1, {}, control=control, limit=64)
    assert told[0] == [63]  # what a server knows: max_new_tokens less the output so far
    assert [t[0] for t in told] == list(range(63, 63 - len(told), -1))


def test_concurrency_batches_the_requests_and_prices_the_batch() -> None:
    requests = [RequestTrace(3, ())] * 4  # no drafts ever accepted
    result = simulate(_workload(requests), 4, {"SGLANG_GRAVITY_WIDTH": "1"})
    assert result.steps == {1: 2} and result.seconds == pytest.approx(4.0)  # 2 steps at bs 4
    assert result.tokens == 12


def test_a_server_keeps_what_it_learnt_from_one_level_to_the_next() -> None:
    workload = _workload([RequestTrace(40, (8,))] * 16)
    results = serve_levels(workload, [1, 4], {"SGLANG_GRAVITY_WIDTH": "auto"})
    assert set(results) == {1, 4}
    # Full acceptance and a round costing 4 AR steps for 10 tokens: after its measurements the
    # first level runs the full window. The second starts from what the first learnt: it knows
    # drafts are accepted, so it drafts from its first steps, with no AR steps but the two that
    # time W = 1 at its new batch size.
    assert results[1].steps[K] > results[1].decode_steps / 2
    assert results[4].steps[1] <= 2 < results[4].decode_steps
    ar = simulate(workload, 4, {"SGLANG_GRAVITY_WIDTH": "1"})
    assert results[4].tokens_per_second >= 1.8 * ar.tokens_per_second


def _step(start, width, rids, accepted, after_prefill=False):
    return {
        "start": start,
        "width": width,
        "after_prefill": after_prefill,
        "rids": rids,
        "accepted": accepted,
    }


def test_recording_reads_periods_and_acceptance_from_step_traces(tmp_path) -> None:
    full = [
        _step(0.0, K, ["a", "b"], [3, 0]),
        _step(2.0, K, ["a", "b"], [8, 1]),
        _step(4.5, K, ["a"], [2], after_prefill=False),
        _step(5.0, K, ["a", "c"], [0, 4], after_prefill=True),
        _step(7.0, K, ["a", "c"], [1, 1]),
        _step(9.0, K, ["a", "c"], [0, 0]),
    ]
    # Periods only between equal batches with no prefill in between.
    assert loop_periods(full) == {2: [2.0, 2.0, 2.0]}
    traces = {t.accepted: t.output_tokens for t in request_traces(full, K)}
    assert traces[(3, 8, 2, 0, 1, 0)] == 1 + 2 * 6 + 3 + 8 + 2 + 0 + 1 + 0
    ar = [_step(float(t), 1, ["a", "b"], [0, 0]) for t in range(5)]
    (tmp_path / "full").mkdir()
    (tmp_path / "ar").mkdir()
    for name, records in (("full", full), ("ar", ar)):
        lines = "\n".join(json.dumps(r) for r in records)
        (tmp_path / name / "steps-1.jsonl").write_text(lines + "\n")
    workload = record_workload(
        "rec", K, {1: tmp_path / "ar", K: tmp_path / "full"}, tmp_path / "full", 0.1
    )
    assert workload.step_seconds == {1: ((2, 1.0),), K: ((2, 2.0),)}
    assert len(workload.requests) == 3
    assert workload.acceptance == "position"  # recorded text: drafts right by position
    # A server that ran several widths (auto's): each width's own periods, the step after any.
    mixed = [_step(0.0, 1, ["a", "b"], [0, 0])]
    for i in range(8):
        width = 5 if i % 2 == 0 else 1
        mixed.append(_step(mixed[-1]["start"] + (1.0 if mixed[-1]["width"] == 1 else 3.0), width, ["a", "b"], [0, 0]))  # fmt: skip
    assert loop_periods(mixed, 5) == {2: [3.0] * 4} and loop_periods(mixed, 1) == {2: [1.0] * 4}
    (tmp_path / "auto").mkdir()
    (tmp_path / "auto" / "steps-2.jsonl").write_text("\n".join(json.dumps(r) for r in mixed))
    five = record_workload(
        "rec", K, {1: tmp_path / "auto", 5: tmp_path / "auto", K: tmp_path / "full"},
        tmp_path / "full", 0.1,
    )  # fmt: skip
    assert five.step_seconds == {1: ((2, 1.0),), 5: ((2, 3.0),), K: ((2, 2.0),)}


def test_bursty_noise_slows_work_inside_bursts_and_meets_every_setting_at_the_same_times() -> None:
    """The shared machine of the noisy replays: work inside a burst runs ``factor`` times
    slower, work outside it at full speed, a step that crosses a burst's edge is split there;
    the bursts lie on the clock whatever runs (one seed, one set of bursts)."""
    noise = BurstyNoise(spike_p=0.0, burst_gap=10.0, burst_length=(5.0, 5.0), factor=(4.0, 4.0))
    machine = noise.machine(1.0, seed=3)
    machine._bursts_until(100.0)
    laid = list(machine._bursts)
    (begin, end, factor), (after, _, _) = laid[0], laid[1]
    assert end - begin == 5.0 and factor == 4.0 and after > end
    assert machine.duration(begin - 1.0, 2.0) == pytest.approx(1.0 + 4.0)  # 1 s out, 1 s in
    assert machine.duration(begin + 2.0, 0.5) == pytest.approx(2.0)  # all inside: 4x
    assert machine.duration(end, (after - end) / 2) == pytest.approx((after - end) / 2)  # between
    again = noise.machine(1.0, seed=3)
    again._bursts_until(100.0)
    assert list(again._bursts)[:3] == laid[:3]
    spiky = BurstyNoise(spike_p=1.0, burst_gap=1e9, burst_length=(0.0, 0.0), factor=(3.0, 3.0))
    assert spiky.machine(1.0, seed=0).duration(0.0, 0.2) == pytest.approx(0.6)
    with pytest.raises(ValueError):
        BurstyNoise(factor=(0.5, 2.0))


SETTINGS = ["1", "5", "9", "auto"]


@pytest.mark.parametrize(
    ("noise", "seed", "repeat", "bursts"),
    [(0.0, 0, 1, None), (0.05, 3, 2, None), (0.05, 4, 1, BurstyNoise(burst_gap=3.0))],
)
def test_the_table_is_the_replay_of_every_setting_over_ar(noise, seed, repeat, bursts) -> None:
    workload = _workload([RequestTrace(30, (8, 2, 5))] * 3)
    text, results = table(workload, [1, 4], noise=noise, seed=seed, repeat=repeat, bursts=bursts)
    expected = compare(
        workload, [1, 4], SETTINGS, noise=noise, bursts=bursts, seed=seed, repeat=repeat
    )
    assert results == expected
    title = f"hand (K=9, 3 requests x {repeat}" + (", bursty noise" if bursts else "") + ")"
    rows = []
    for level in (1, 4):
        rate = {s: expected[s][level].tokens_per_second for s in SETTINGS}
        best = max(rate[s] for s in SETTINGS[:-1])
        cells = " | ".join(f"{rate[s] / rate['1']:.2f}x" for s in SETTINGS)
        auto = expected["auto"][level]
        cost = " | ".join(
            f"{t:.3f} ({100 * t / auto.seconds:.1f}%)"
            for t in (auto.unproven_seconds, auto.regret_seconds)
        )
        rows.append(f"| {level} | {cells} | {rate['auto'] / best:.2f} | {cost} |")
    header = (
        "| concurrency | W=1 | W=5 | W=9 | W=auto | auto / best | auto unproven s (share) "
        "| auto regret s (share) |"
    )
    rule = "|---:|---:|---:|---:|---:|---:|---:|---:|"
    assert text.split("\n") == [title, "", header, rule, *rows]
    assert any(expected["auto"][level].unproven_seconds > 0 for level in (1, 4))


def test_the_command_records_a_workload_and_replays_it(tmp_path, capsys) -> None:
    full = [_step(2.0 * i, K, ["a", "b"], [8, 3 - i % 2]) for i in range(6)]
    ar = [_step(float(t), 1, ["a", "b"], [0, 0]) for t in range(5)]
    for name, records in (("full", full), ("ar", ar)):
        (tmp_path / name).mkdir()
        lines = "\n".join(json.dumps(r) for r in records)
        (tmp_path / name / "steps-7.jsonl").write_text(lines + "\n")
    out = tmp_path / "rec.json"
    simulate_main(
        ["record", "--name", "rec", "--window", str(K), "--steps", f"1={tmp_path / 'ar'}",
         f"{K}={tmp_path / 'full'}", "--acceptance", str(tmp_path / "full"),
         "--prefill-seconds", "0.25", "--out", str(out)]
    )  # fmt: skip
    recorded = record_workload(
        "rec", K, {1: tmp_path / "ar", K: tmp_path / "full"}, tmp_path / "full", 0.25
    )
    assert Workload.load(out) == recorded and recorded.prefill_seconds == 0.25
    assert capsys.readouterr().out == f"wrote {out}: 2 requests, widths [1, {K}]\n"

    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(_workload([RequestTrace(30, (8, 2))] * 2).to_dict()))
    runs = {
        ("--concurrency", "1,4", "--noise", "0", "--seed", "5", "--repeat", "2"): dict(
            levels=[1, 4], noise=0.0, seed=5, repeat=2, bursts=None
        ),
        ("--bursty",): dict(levels=[1, 16], noise=0.05, seed=0, repeat=1, bursts=BurstyNoise()),
        ("--limit", "64"): dict(levels=[1, 16], noise=0.05, seed=0, repeat=1, limit=64),
    }
    for argv, settings in runs.items():
        simulate_main(["run", str(hand), str(hand), *argv])
        text, _ = table(Workload.load(hand), settings.pop("levels"), **settings)
        assert capsys.readouterr().out == f"{text}\n\n{text}\n\n", argv
    with pytest.raises(SystemExit):
        simulate_main(["record", "--name", "x"])  # the other arguments are required


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"spike_p": -0.1}, "spike_p must lie in"),
        ({"spike_p": 1.5}, "spike_p must lie in"),
        ({"burst_gap": 0.0}, "burst_gap be positive"),
        ({"burst_length": (2.0, 1.0)}, "burst lengths must satisfy 0 <= low <= high"),
        ({"burst_length": (-1.0, 1.0)}, "burst lengths must satisfy 0 <= low <= high"),
        ({"factor": (0.9, 2.0)}, "slow-down factors must satisfy 1 <= low <= high"),
        ({"factor": (3.0, 2.0)}, "slow-down factors must satisfy 1 <= low <= high"),
    ],
)
def test_bursty_noise_refuses_what_is_not_a_slow_down(settings, message) -> None:
    with pytest.raises(ValueError, match=message):
        BurstyNoise(**settings)


def test_bursty_noise_takes_its_edges() -> None:
    """The closed ends of every range are allowed: no spikes or all, instant bursts, factor 1."""
    for settings in (
        {"spike_p": 0.0}, {"spike_p": 1.0}, {"burst_gap": 0.5}, {"burst_length": (0.0, 0.0)},
        {"burst_length": (3.0, 3.0)}, {"factor": (1.0, 1.0)}, {"factor": (1.0, 4.0)},
    ):  # fmt: skip
        BurstyNoise(**settings)


def test_bursts_are_laid_in_units_of_the_ar_step_and_reach_past_any_step() -> None:
    noise = BurstyNoise(spike_p=0.0, burst_gap=10.0, burst_length=(2.0, 4.0), factor=(2.0, 5.0))
    one, two = noise.machine(1.0, seed=7), noise.machine(2.0, seed=7)
    one._bursts_until(0.0)  # the clock's start is covered at once
    assert len(one._bursts) == 1
    one._bursts_until(500.0)
    two._bursts_until(1000.0)
    laid_one, laid_two = list(one._bursts), list(two._bursts)
    assert len(laid_two) >= len(laid_one) > 10
    for (b1, e1, f1), (b2, e2, f2) in zip(laid_one, laid_two):
        assert (b2, e2, f2) == pytest.approx((2 * b1, 2 * e1, f1))
    # A fresh machine's first step, longer than the gaps: it meets the bursts laid for it.
    long = noise.machine(1.0, seed=7).duration(0.0, 200.0)
    slowed = sum((min(e, long) - b) for b, e, _ in laid_one if b < long)
    assert long > 200.0 and slowed > 0


def test_spikes_repeat_with_the_seed() -> None:
    noise = BurstyNoise(spike_p=0.5, burst_gap=1e9, burst_length=(0.0, 0.0), factor=(2.0, 8.0))
    runs = []
    for _ in range(2):
        machine = noise.machine(1.0, seed=11)
        runs.append([machine.duration(float(i), 0.5) for i in range(40)])
    assert runs[0] == runs[1] and len(set(runs[0])) > 5


def test_traces_read_every_file_and_count_ar_steps_as_one_token(tmp_path) -> None:
    first = [_step(0.0, K, ["a"], [3]), _step(1.0, 1, ["a", "b"], [0, 0])]
    second = [_step(2.0, 1, ["b"], [0]), _step(3.0, K, ["b"], [8])]
    for name, records in (("steps-1.jsonl", first), ("steps-2.jsonl", second)):
        (tmp_path / name).write_text("\n".join(json.dumps(r) for r in records) + "\n")
    records = read_step_trace(tmp_path)
    assert records == first + second
    traces = {t.accepted: t.output_tokens for t in request_traces(records, K)}
    # a: prefill 1 + round (2 + 3) + AR step 1; b: 1 + AR 1 + AR 1 + round (2 + 8)
    assert traces == {(3,): 7, (8,): 13}
    only_ar = request_traces([_step(0.0, 1, ["c"], [0]), _step(1.0, 1, ["c"], [0])], K)
    assert only_ar == [RequestTrace(3, ())]


def test_recording_names_a_width_without_enough_periods_and_keeps_name_and_meta(tmp_path) -> None:
    steady = [_step(float(t), 1, ["a"], [0]) for t in range(5)]
    short = [_step(float(t), 5, ["a"], [2]) for t in range(2)]
    full = [_step(float(t), K, ["a"], [n]) for t, n in enumerate([4, 1, 0, 8, 2])]
    for name, records in (("ar", steady), ("five", short), ("full", full)):
        (tmp_path / name).mkdir()
        lines = "\n".join(json.dumps(r) for r in records)
        (tmp_path / name / "steps-1.jsonl").write_text(lines + "\n")
    with pytest.raises(ValueError, match=r"no loop period with enough samples for widths \[5\]"):
        record_workload("x", K, {1: tmp_path / "ar", 5: tmp_path / "five"}, tmp_path / "full", 0.0)
    workload = record_workload(
        "named",
        K,
        {1: tmp_path / "ar", K: tmp_path / "full"},
        tmp_path / "full",
        0.5,
        meta={"machine": "here"},
    )
    assert (workload.name, workload.prefill_seconds, workload.meta) == ("named", 0.5, {"machine": "here"})  # fmt: skip
    assert workload.requests == (RequestTrace(1 + 2 * 5 + 15, (4, 1, 0, 8, 2)),)
    assert workload.to_dict()["meta"] == {"machine": "here"}
    assert Workload.from_dict(workload.to_dict()) == workload


def test_a_replay_worked_by_hand_admits_prefills_and_counts_every_token() -> None:
    """Three requests, two clients, the full window: step times from the table (batch 2 at
    W = 9 is 6 s, batch 1 is 4 s), prefills 0.5 s each, tokens capped at each request's length.

    A, B join (1.0 s); a round at batch 2 (7.0): A has 5 tokens, B its 3 and leaves. C joins
    (7.5); a round at batch 2 (13.5): A 9, C 3 of its 2 and leaves; a round at batch 1 (17.5):
    A 13 of its 10."""
    requests = [RequestTrace(10, (2,)), RequestTrace(3, ()), RequestTrace(2, ())]
    result = simulate(_workload(requests, prefill=0.5), 2, {"SGLANG_GRAVITY_WIDTH": "9"})
    assert result.seconds == pytest.approx(17.5) and result.tokens == 3 + 2 + 10
    assert result.steps == {9: 3} and result.step_seconds == pytest.approx({9: 16.0})
    assert result.exploring_seconds == 0.0


def test_noise_multiplies_each_step_by_a_seeded_lognormal() -> None:
    """``noise``: each step time times exp(N(0, noise)), drawn from ``random.Random(seed)``."""
    workload = _workload(prefill=0.5)
    result = simulate(workload, 1, {"SGLANG_GRAVITY_WIDTH": "1"}, noise=0.3, seed=4)
    rng = random.Random(4)
    steps = [math.exp(rng.gauss(0.0, 0.3)) for _ in range(9)]  # 9 AR steps of 1 s
    assert result.seconds == pytest.approx(0.5 + sum(steps))
    assert result.step_seconds == pytest.approx({1: sum(steps)})


def test_levels_share_one_server_and_settings_pass_through() -> None:
    """``serve_levels``: one width control across the levels, seed + level index, the noise,
    bursts and repeats as given; ``compare``: that per setting; an empty setting is auto."""
    workload = _workload([RequestTrace(30, (8, 2, 5))] * 3, prefill=0.2)
    kwargs = dict(noise=0.1, bursts=BurstyNoise(burst_gap=2.0), seed=5, repeat=2)
    env = {"SGLANG_GRAVITY_WIDTH": "auto"}
    control = WidthControl.from_env(K, env=env)
    expected = {
        level: simulate(workload, level, env, **{**kwargs, "seed": 5 + i}, control=control)
        for i, level in enumerate((1, 2))
    }
    assert serve_levels(workload, [1, 2], env, **kwargs) == expected
    assert serve_levels(workload, [1, 2], {}, **kwargs) == expected  # unset: auto
    assert compare(workload, [1, 2], ["auto", "5"], **kwargs) == {
        "auto": expected,
        "5": serve_levels(workload, [1, 2], {"SGLANG_GRAVITY_WIDTH": "5"}, **kwargs),
    }
    plain = compare(workload, [1], ["9"])
    assert plain == compare(workload, [1], ["9"], noise=0.0, bursts=None, seed=0, repeat=1)
    assert simulate(workload, 1, {}) == simulate(workload, 1, env)  # a replay's default is auto
    assert serve_levels(workload, [1], env) == serve_levels(workload, [1], env, seed=0, repeat=1)


def test_step_times_extrapolate_along_the_last_two_batch_sizes() -> None:
    workload = Workload(
        name="three",
        window=K,
        step_seconds={1: ((1, 1.0), (2, 1.5), (4, 3.5)), K: ((1, 4.0),)},
        prefill_seconds=0.0,
        requests=ONE_REQUEST,
    )
    assert workload.step_time(1, 1) == 1.0 and workload.step_time(1, 0) == 1.0
    assert workload.step_time(1, 3) == pytest.approx(2.5)
    assert workload.step_time(1, 8) == pytest.approx(3.5 + 2.0 * 4 / 2)  # past the last point


def test_the_command_line(tmp_path, capsys) -> None:
    """Every option of both commands, its help and its default, as ``--help`` prints them, and
    what is required; a step folder may hold ``=`` (only the first splits W from DIR)."""
    with pytest.raises(SystemExit):
        simulate_main(["--help"])
    top = capsys.readouterr().out
    description = sys.modules["sglang_gravity.width.simulate"].__doc__.splitlines()[0]
    assert top.split("\n\n")[1].strip() == description
    top = " ".join(top.split())
    assert "record build a workload JSON from step traces" in top
    assert "run replay workloads: AR, each fixed width, auto" in top
    with pytest.raises(SystemExit):
        simulate_main(["record", "--help"])
    record_help = " ".join(capsys.readouterr().out.split())
    for text in ("--window WINDOW K of the checkpoint", "--steps STEPS [STEPS ...] W=DIR: the trace of a run that ran width W (pinned to it, or auto's)",
                 "--acceptance ACCEPTANCE trace DIR of a full-window run"):  # fmt: skip
        assert text in record_help
    with pytest.raises(SystemExit):
        simulate_main(["run", "--help"])
    run_help = " ".join(capsys.readouterr().out.split())
    for text in ("--concurrency CONCURRENCY requests in flight per pass: comma-separated levels, e.g. 1,4,16", "--noise NOISE log-normal step-time noise",
                 "--bursty add a shared machine's slow steps and bursts (BurstyNoise: 5% of steps and a tenth of the time 3-10x slower)",
                 "--repeat REPEAT replay the requests this many times"):  # fmt: skip
        assert text in run_help
    with pytest.raises(SystemExit):
        simulate_main([])  # a command is required
    required = ["--name", "r", "--window", "9", "--steps", "1=a", "--acceptance", "b", "--out", "c"]
    for i in range(0, len(required), 2):
        with pytest.raises(SystemExit):
            simulate_main(["record", *required[:i], *required[i + 2 :]])
        assert f"the following arguments are required: {required[i]}" in capsys.readouterr().err

    odd = tmp_path / "a=b"
    odd.mkdir()
    lines = [json.dumps(_step(float(t), w, ["a"], [3])) for w in (1, K) for t in range(5)]
    (odd / "steps-1.jsonl").write_text("\n".join(lines[:5]) + "\n")
    full = tmp_path / "full"
    full.mkdir()
    (full / "steps-1.jsonl").write_text("\n".join(lines[5:]) + "\n")
    out = tmp_path / "w.json"
    simulate_main(["record", "--name", "n", "--window", str(K), "--steps", f"1={odd}", f"{K}={full}",
                   "--acceptance", str(full), "--out", str(out)])  # fmt: skip
    workload = Workload.load(out)
    assert workload.prefill_seconds == 0.0 and isinstance(workload.prefill_seconds, float)
    assert out.read_text() == json.dumps(workload.to_dict(), indent=1) + "\n"


# ---------------------------------------------------------------- decisions on a trace


def _served_trace(limit: int) -> tuple[Workload, list[dict]]:
    """The demo's recorded workload (K = 9) served at 16 concurrent by ``auto``, its steps traced
    as a server traces them."""
    workload = Workload.load(DEMO_WORKLOAD)
    workload = Workload(
        workload.name, workload.window, workload.step_seconds, workload.prefill_seconds,
        workload.requests[:40], workload.meta, workload.acceptance,
    )  # fmt: skip
    trace: list[dict] = []
    simulate(workload, 16, {"SGLANG_GRAVITY_WIDTH": "auto"}, noise=0.1, seed=3, limit=limit,
             step_trace=trace)  # fmt: skip
    return workload, trace


def test_the_same_policy_fed_its_own_trace_chooses_as_it_did_at_every_step() -> None:
    workload, trace = _served_trace(512)
    assert len({step["width"] for step in trace}) >= 3, "too few widths to tell anything apart"
    decisions = redecide(trace, workload.window, 512)
    assert [d.chosen for d in decisions] == [step["width"] for step in trace]
    # Another policy parts from it: pinned to AR steps, it agrees only at the recorded AR steps.
    pinned = redecide(trace, workload.window, 512, {"SGLANG_GRAVITY_WIDTH": "1"})
    assert {d.chosen for d in pinned} == {1}
    rows = decision_table(pinned).splitlines()[2:]
    assert sum(int(row.split("|")[2]) for row in rows) == len(trace)
    ar_steps = sum(step["width"] == 1 for step in trace)
    assert sum(int(row.split("|")[5]) for row in rows) == ar_steps


def test_decide_prints_per_bucket_agreement(tmp_path, capsys) -> None:
    workload, trace = _served_trace(512)
    (tmp_path / "steps-1.jsonl").write_text("".join(json.dumps(s) + "\n" for s in trace))
    simulate_main(["decide", str(tmp_path), "--window", str(workload.window), "--limit", "512"])
    out = capsys.readouterr().out
    assert f"{len(trace)}/{len(trace)} steps where this policy chooses as the server did" in out
    assert "| 16-31 |" in out
