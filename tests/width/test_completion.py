"""``width.completion``: the batch's finish time at each width, beside its reference, and the
policy judging widths by it when each request's tokens left are known."""

from __future__ import annotations

import statistics

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sglang_gravity.width.completion import (
    REFILL_STEPS,
    BatchRefills,
    completion_rates,
    finish_time,
    finish_time_reference,
    population_quantiles,
)
from sglang_gravity.width.control import WidthControl
from sglang_gravity.width.cost_table import CostTable
from sglang_gravity.width.policy import (
    WidthPolicy,
    WidthPolicyConfig,
    batch_rates,
    expected_tokens,
)
from sglang_gravity.width.simulate import RequestTrace, Workload, simulate


def _linear(b: int) -> float:
    return 0.2 + 0.03 * b


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.floats(0.0, 500.0, allow_nan=False), min_size=1, max_size=40),
    st.floats(0.0, 2.0),
    st.floats(0.0, 0.5),
)
def test_finish_time_is_the_integral_of_the_shrinking_batchs_step_time(needs, base, per) -> None:
    def step(b: int) -> float:
        return base + per * b

    assert finish_time(needs, step) == pytest.approx(finish_time_reference(needs, step), rel=1e-9)


def test_finish_time_worked_by_hand() -> None:
    # three requests needing 2, 5 and 5 steps: 2 steps at 3, then 3 steps at 2
    assert finish_time([5, 2, 5], lambda b: float(b)) == 2 * 3 + 3 * 2
    assert finish_time([], _linear) == 0.0


@settings(max_examples=100, deadline=None)
@given(
    st.integers(1, 64),
    st.floats(1.0, 33.0),
    st.floats(1.0, 40.0),
    st.integers(1, 4000),
)
def test_alike_requests_finish_at_the_mean_rate(bs, tokens, cost, left) -> None:
    """A batch of alike requests: T(1) / T(W) is E[T | W] / c(W, bs), the mean rate."""
    per_request = [{1: 1.0, 9: tokens}] * bs
    rates = completion_rates(
        per_request, [left] * bs, (1, 9), lambda w, b: _linear(b) * (1.0 if w == 1 else cost)
    )
    assert rates[1] == pytest.approx(1.0)
    assert rates[9] == pytest.approx(tokens / cost, rel=1e-9)


def _full_size_wave() -> tuple[list[dict[int, float]], list[int]]:
    """The GLM-OCR-size decoder's wave on 2 cores (2026-12-06): of 16 requests of 48 tokens,
    11 accept all 32 drafts of a 33-wide round and 5 two or three tokens' worth."""
    return [{1: 1.0, 33: 33.0}] * 11 + [{1: 1.0, 33: 2.5}] * 5, [46] * 16


def _full_size_seconds(width: int, b: int) -> float:
    """AR 0.45 s at batch 2-15 and 0.67 s at 16; a 33-wide round 24 AR steps at 16."""
    ar = 0.67 if b >= 16 else 0.45
    return ar if width == 1 else 2 * ar + 32 * b * 0.0286


def test_a_round_that_is_a_wash_on_average_loses_the_wave_to_its_slow_requests() -> None:
    per_request, left = _full_size_wave()
    mean = sum(t[33] for t in per_request) / 16 / (_full_size_seconds(33, 16) / 0.67)
    assert mean > 0.98  # the mean rate calls it even
    rates = completion_rates(per_request, left, (1, 33), _full_size_seconds)
    assert rates[33] < 0.5  # the five slow requests would need 18 rounds each


def test_population_quantiles_spread_over_the_finished_requests() -> None:
    population = [{1: 1.0, 9: float(t)} for t in (2, 9, 3, 8, 9)]
    assert [q[9] for q in population_quantiles(population, 5)] == [2, 3, 8, 9, 9]
    assert [q[9] for q in population_quantiles(population, 2)] == [3, 9]
    assert [q[9] for q in population_quantiles(population, 1)] == [8]  # the median
    assert population_quantiles([], 4) == [] and population_quantiles(population, 0) == []


def test_completion_rates_refuse_a_count_per_request_that_does_not_fit() -> None:
    with pytest.raises(ValueError, match="remaining"):
        completion_rates([{1: 1.0}], [3, 4], (1,), lambda w, b: 1.0)


# ---------------------------------------------------------------- the policy


WIDTHS = (1, 33)


def _policy() -> WidthPolicy:
    """Every cost known: a 33-wide round 24 AR steps at batch 16 (and 6 at batch 1)."""
    table = CostTable(widths=WIDTHS, batch_sizes=(1, 16), seconds=((1.0, 3.0), (1.0, 12.0)))
    return WidthPolicy(WidthPolicyConfig(widths=WIDTHS, probe_interval=0), 33, table)


def _served_wave(policy: WidthPolicy) -> None:
    """Three 33-wide rounds of a wave of 16 that finished: 11 requests accept every draft, 5
    almost none."""
    rids = [f"done{i}" for i in range(16)]
    for slow in ([0] * 5, [1, 0, 2, 0, 0], [0, 0, 0, 1, 0]):
        policy.observe(rids, 33, [32] * 11 + slow)
    for rid in rids:
        policy.release(rid)


def _finish(policy: WidthPolicy, rid: str, accepted: list[int]) -> None:
    for a in accepted:
        policy.observe([rid], 33, [a])
    policy.release(rid)


def test_a_fresh_wave_is_judged_by_the_requests_that_finished_before_it() -> None:
    policy = _policy()
    _served_wave(policy)
    wave = [f"new{i}" for i in range(16)]
    # The mean rate drafts: pooled over every round the server saw, a draft is nearly always
    # accepted, so each fresh request looks like an accepting one.
    assert policy.choose(wave, 16).width == 33
    # Judged by the wave's completion, with the finished requests' spread standing in for the
    # fresh ones, five of sixteen would finish 18 rounds later: AR steps.
    decision = policy.choose(wave, 16, [48] * 16)
    assert decision.width == 1
    assert decision.rates[33] < 0.5 < decision.rates[1] == 1.0


def test_a_refilled_batch_is_judged_by_the_mean_rate_and_a_draining_one_by_its_completion() -> None:
    """While finished requests are replaced the batch keeps its size, and the tokens of a
    request that leaves early are not lost: the mean rate is the throughput. From the last
    replacement on (the batch drains), its completion is the objective again."""
    policy = _policy()
    _served_wave(policy)
    batch = [f"new{i}" for i in range(16)]
    left = [48] * 16
    assert policy.choose(batch, 16, left).width == 1  # a wave: its completion (AR steps)
    batch = batch[1:] + ["next"]  # one finished, another took its place
    refilled = policy.choose(batch, 16, left)
    assert refilled.width == 33 and policy.judged_by == "the mean rate (batch refilling)"
    assert refilled.rates == policy.choose(batch, 16).rates  # the mean rate
    for _ in range(REFILL_STEPS - 1):
        assert policy.choose(batch, 16, left).width == 33
    batch = batch[1:]  # one more finishes, nobody comes
    assert policy.choose(batch, 15, left[1:]).width == 1
    assert policy.judged_by == "the batch's completion"


def test_refills_are_replacements_not_the_arrivals_of_a_wave() -> None:
    refills = BatchRefills(within=2)
    assert not refills.step(["a"])
    assert not refills.step(["a", "b", "c"])  # a wave arriving over several steps
    assert not refills.step(["b", "c"])  # a finished, nobody in its place yet
    assert refills.step(["b", "c", "d"])  # d took its place
    assert refills.step(["b", "c", "d"])
    assert refills.step(["b", "c", "d"])
    assert not refills.step(["b", "c", "d"])  # two steps since the last replacement
    assert not refills.step(["x", "y"])  # a new wave after the last one ended
    assert refills.step(["x", "z"])  # y finished and z joined at once
    with pytest.raises(ValueError, match="at least one step"):
        BatchRefills(within=0)


def test_a_single_fresh_request_is_judged_by_the_median_finished_one() -> None:
    policy = _policy()
    _served_wave(policy)
    # at batch 1 a 33-wide round costs 6 AR steps; the median request accepts it all
    assert policy.choose(["one"], 1, [48]).width == 33


def test_requests_with_evidence_are_judged_by_their_own_and_without_a_population_by_the_server() -> (
    None
):
    policy = _policy()
    rids = ["a", "b"]
    for _ in range(3):
        policy.observe(rids, 33, [32, 32])
    decision = policy.choose(rids, 1, [40, 40])
    hazards = [policy.tracker.hazards(r) for r in rids]
    tokens = [expected_tokens(h, WIDTHS) for h in hazards]
    want = completion_rates(tokens, [40, 40], WIDTHS, policy.costs.step_cost)
    assert decision.rates == pytest.approx(want)
    assert not policy.tracker.finished  # nobody finished: no population yet
    fresh = policy.choose(["x", "y"], 2, [40, 40])
    server = batch_rates([policy.tracker.hazards(None)] * 2, WIDTHS, lambda w: 1.0)
    assert fresh.rates[33] == pytest.approx(server[33] / policy.costs.step_cost(33, 2))


def test_only_requests_that_drafted_join_the_population_and_it_is_bounded() -> None:
    config = WidthPolicyConfig(widths=WIDTHS, probe_interval=0, population=3)
    policy = WidthPolicy(config, 33, _policy().costs)
    policy.observe(["ar-only"], 1, [0])
    policy.release("ar-only")
    assert not policy.tracker.finished
    for i in range(5):
        _finish(policy, f"r{i}", [i])
    assert len(policy.tracker.finished) == 3 and policy.tracker.finished_count == 5


# ---------------------------------------------------------------- replayed


def _one_wave_workload() -> Workload:
    """The GLM-OCR-size decoder at 16 concurrent on 2 CPU cores with one torch thread per server
    (step traces of 2026-12-06): an AR step 0.17 s at batch 1, 0.45 s at 4 and 0.67 s at 16; a
    round of width W two AR steps plus 28.6 ms per extra position and request (a 33-wide round
    at batch 16: 16.0 s, 24 AR steps). Of 16 requests of 48 tokens, 12 accept every draft and
    4 almost none."""
    ar = ((1, 0.169), (4, 0.453), (16, 0.67))

    def rounds(width: int) -> tuple[tuple[int, float], ...]:
        return tuple((b, 2 * t + (width - 1) * b * 0.0286) for b, t in ar)

    slow = ((0, 1, 0, 3, 0, 0, 2, 0), (1, 0, 0, 0, 1, 0), (3, 0, 2, 0, 0), (0, 0, 0, 1))
    requests = (RequestTrace(48, (32,)),) * 12 + tuple(RequestTrace(48, s) for s in slow)
    seconds = {1: ar, **{w: rounds(w) for w in (5, 9, 17, 33)}}
    return Workload("one-wave", 33, seconds, 0.05, requests)


def _warm_wave_seconds(setting: str, passes: int = 6, warm_from: int = 2) -> list[float]:
    """Each seed's time for the waves after the first ``warm_from`` on one server (as
    ``bench_engines.py`` serves its passes: one wave of 16 at a time, the server kept)."""
    workload, env = _one_wave_workload(), {"SGLANG_GRAVITY_WIDTH": setting}
    out = []
    for seed in range(3):
        control = WidthControl.from_env(33, env, default="auto")
        waves = [
            simulate(workload, 16, env, control=control, seed=100 * seed + i, noise=0.05).seconds
            for i in range(passes)
        ]
        out.append(sum(waves[warm_from:]))
    return out


def test_one_wave_at_a_time_auto_keeps_up_with_ar_steps_where_a_third_do_not_accept() -> None:
    """Measured at this commit: auto at 0.94 of width 1 on the warm waves (with the mean rate as
    the objective, before 2026-12-06: 0.86; the completion judged but regret still priced in
    the mean rate: 0.89)."""
    ar_steps = statistics.median(_warm_wave_seconds("1"))
    auto = statistics.median(_warm_wave_seconds("auto"))
    assert ar_steps / auto >= 0.90, ar_steps / auto
