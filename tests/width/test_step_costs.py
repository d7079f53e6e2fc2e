"""Measured step costs (``step_costs.StepTimes``) and the width policy priced by them."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from sglang_gravity.width.control import WidthControl
from sglang_gravity.width.cost_table import CostTable
from sglang_gravity.width.policy import WidthPolicy, WidthPolicyConfig
from sglang_gravity.width.step_costs import (
    PLAUSIBLE_SLACK,
    StepTimes,
    bucket_of,
    monotone_fit,
    monotone_fit_reference,
)

WIDTHS = (1, 5, 9)


def _fill(times: StepTimes, batch_size: int, seconds: dict[int, float], n: int = 3) -> None:
    for width, t in seconds.items():
        for _ in range(n):
            times.observe(width, batch_size, t)


def test_buckets_are_powers_of_two():
    assert [bucket_of(bs) for bs in (1, 2, 3, 4, 7, 8, 64)] == [0, 1, 1, 2, 2, 3, 6]
    with pytest.raises(ValueError):
        bucket_of(0)


def test_cost_is_the_measured_ratio_to_an_ar_step():
    times = StepTimes(WIDTHS)
    _fill(times, 16, {1: 0.010, 5: 0.025, 9: 0.040})
    assert times.step_cost(1, 16) == 1.0
    assert times.step_cost(5, 16) == pytest.approx(2.5)
    assert times.step_cost(9, 20) == pytest.approx(4.0)  # 20 is in the same bucket (16-31)
    assert times.seconds(5, 20) == pytest.approx(0.025)
    assert times.seconds(5, 4) is None  # never measured there (a prediction is seconds_at's)


def test_unmeasured_cells_are_predicted_from_the_measured_ones():
    times = StepTimes(WIDTHS)
    assert times.step_cost(9, 1) == 2.0  # nothing measured: two passes, each an AR step
    _fill(times, 1, {1: 0.010, 9: 0.030})  # a 9-wide round: 2 AR steps + 8 x 1.25 ms
    _fill(times, 64, {1: 0.020})
    # AR steps linear in the batch size between the measured ones (1 and 64); rounds two AR
    # steps plus 8 positions x 32 requests at bs 1's price per position and request.
    ar_32 = 0.010 + 0.010 * 31 / 63
    assert times.seconds_at(1, 32) == pytest.approx(ar_32)
    assert times.step_cost(9, 32) == pytest.approx((2 * ar_32 + 8 * 32 * 0.00125) / ar_32)
    assert times.step_cost(5, 1) == pytest.approx((0.020 + 4 * 0.00125) / 0.010)
    # Two measured rounds in a bucket: linear in W through them.
    _fill(times, 1, {5: 0.020})
    times9 = StepTimes((1, 5, 7, 9))
    _fill(times9, 1, {1: 0.010, 5: 0.020, 9: 0.030})
    assert times9.step_cost(7, 1) == pytest.approx(2.5)
    # A ratio does not carry across batch sizes: a round that costs 3 AR steps at bs 1 costs
    # far more at bs 64 when every extra position is paid for per request.
    assert times.step_cost(9, 64) > 10


def test_the_price_of_a_window_position_is_per_request():
    """A round at batch size 8 pays its extra window positions once per request: its price per
    position and request is (t(9) - 2 t(1)) / (8 positions x 8 requests), and a narrower round
    or a larger batch is priced by it (not by the price of a whole batch's positions)."""
    times = StepTimes(WIDTHS)
    price = 0.0005
    _fill(times, 8, {1: 0.010, 9: 2 * 0.010 + 8 * 8 * price})
    assert times.position_price(5, bucket_of(8)) == pytest.approx(price)
    assert times.seconds_at(5, 8) == pytest.approx(2 * 0.010 + 4 * 8 * price)
    # at batch 16 (W = 1 predicted flat from its one measured size): 16 requests' positions
    assert times.seconds_at(9, 16) == pytest.approx(2 * 0.010 + 8 * 16 * price)


def test_a_cost_table_is_the_prior_until_measured():
    table = CostTable((1, 9), (1, 64), ((1.0, 1.5), (1.0, 3.0)))
    times = StepTimes(WIDTHS[::2], prior=table)
    assert times.step_cost(9, 1) == pytest.approx(3.0)  # 2 passes x 1.5
    _fill(times, 1, {1: 0.01, 9: 0.05})
    assert times.step_cost(9, 1) == pytest.approx(5.0)


def test_too_few_samples_are_not_trusted_and_stalls_are_ignored():
    times = StepTimes(WIDTHS, min_samples=3)
    # A measured ratio (5 AR steps) apart from the prior's (2: two passes of an AR step each),
    # so that trusting the cell too early shows.
    _fill(times, 4, {1: 0.01, 9: 0.05}, n=2)
    assert times.step_cost(9, 4) == 2.0  # two samples each: still the prior
    _fill(times, 4, {1: 0.01, 9: 0.05}, n=1)
    assert times.step_cost(9, 4) == pytest.approx(5.0)
    times.observe(9, 4, 10.0)  # a stall: a step never costs less than it, often more
    assert times.seconds(9, 4) == pytest.approx(0.05)


def test_the_demos_burst_does_not_price_the_full_window_out():
    """What a demo server saw on a busy machine (its step trace): two 9-wide rounds of 12.5 and
    13 ms, then one of 700 ms (a neighbour's burst) as the cell's third sample. A mean priced
    the round at ~37 AR steps (of 6.8 ms) and the server ran AR steps for the rest of its life,
    tables included; the fast end of the samples is the round's cost."""
    times = StepTimes(WIDTHS)
    _fill(times, 1, {1: 0.0068})
    for seconds in (0.0125, 0.013, 0.700):
        times.observe(9, 1, seconds)
    assert times.step_cost(9, 1) == pytest.approx(0.0125 / 0.0068)


def test_a_burst_moves_the_time_only_when_it_fills_nine_tenths_of_the_window():
    times = StepTimes(WIDTHS, window=20)
    _fill(times, 1, {1: 0.010, 9: 0.020}, n=20)
    for _ in range(17):  # a neighbour busy through 17 of the last 20 rounds, 6x slower
        times.observe(9, 1, 0.120)
    assert times.seconds(9, 1) == pytest.approx(0.020)
    for _ in range(3):  # through 19 of 20 (past nine tenths): the cell now says 6x
        times.observe(9, 1, 0.120)
    assert times.seconds(9, 1) == pytest.approx(0.120)
    # The burst over, one sample under half that says the window sat it out: priced at once.
    times.observe(9, 1, 0.021)
    assert times.seconds(9, 1) == pytest.approx(0.021)


def test_exploration_measures_ar_then_a_narrow_round_then_the_rest_in_time():
    times = StepTimes(WIDTHS, explore_every=4, min_samples=2, refresh_every=0)
    asked = []
    for _ in range(40):
        width = times.exploration(8, WIDTHS)
        asked.append(width)
        times.observe(9 if width is None else width, 8, 0.01)  # the policy otherwise runs 9
    # W = 1 every other step until measured (the policy's own choice runs in between, so a
    # fresh server's first request is not all AR steps), then the narrowest round at once
    # until priced; the policy's 9 is timed by running; nothing is left short here.
    assert asked[:5] == [1, None, 1, 5, 5]
    assert all(w is None for w in asked[5:])
    # A new batch size is predicted meanwhile; its own cells are filled every 4th step only.
    asked = []
    for _ in range(16):
        width = times.exploration(32, WIDTHS)
        asked.append(width)
        times.observe(9 if width is None else width, 32, 0.05)
    assert asked == [1, None, None, None, 5, None, None, None, 1, None, None, None, 5] + [None] * 3


def test_refresh_re_times_every_width_at_an_interval_scaled_by_its_cost():
    """A width that does not run is timed again after ``refresh_every`` x its cost in AR steps
    of its bucket's steps, whatever the policy thinks of it (a cell a long burst priced out
    would never run again); its cost by its fastest recent sample, so a cell a burst filled but
    for one sample is not believed."""
    times = StepTimes(WIDTHS, explore_every=4, min_samples=1, refresh_every=16)
    # W = 5 costs 3 AR steps but one sample of its window was taken in a burst (18x).
    _fill(times, 1, {1: 0.01, 5: 0.03, 9: 0.02}, n=1)
    times.observe(5, 1, 0.18)
    asked = {1: [], 5: []}
    for step in range(200):
        width = times.exploration(1, WIDTHS)
        if width is not None:
            asked[width].append(step)
        times.observe(width or 9, 1, {1: 0.01, 5: 0.03, 9: 0.02}[width or 9])
    gaps = {w: {b - a for a, b in zip(steps, steps[1:])} for w, steps in asked.items()}
    assert asked[1][0] == 16 and gaps[1] == {17}  # its cost is 1: every 16 steps
    assert asked[5][0] == 48 and gaps[5] == {49}  # 3 x 16, not 18 x 16
    assert times.seconds(5, 1) == pytest.approx(0.03)


def test_a_cell_that_breaks_the_pass_counts_is_not_priced_by():
    """A round costs at most 2W AR steps (two passes of W positions against one of one), and an
    AR step no more than a round: a cell that says otherwise holds a burst or first-use work.
    It is not priced by, and it is timed again like a new one; one fast sample restores it."""
    times = StepTimes(WIDTHS, min_samples=2)
    _fill(times, 1, {1: 0.005, 5: 0.010}, n=2)
    for seconds in (0.554, 1.506):  # 9-wide: 111 and 300 AR steps, more than 2 x 9
        times.observe(9, 1, seconds)
    assert not times.plausible(9, 1) and times.plausible(5, 1)
    assert times.step_cost(9, 1) == pytest.approx(2.0)  # predicted from the 5-wide round
    assert times.exploration(1, WIDTHS) == 9  # timed again (an explore_every step)
    times.observe(9, 1, 0.012)
    assert times.plausible(9, 1) and times.step_cost(9, 1) == pytest.approx(2.4)
    # An AR step timed at 17 ms beside a 10 ms round (its first-use work): not priced by either.
    times = StepTimes(WIDTHS, min_samples=2)
    _fill(times, 1, {1: 0.017, 5: 0.010}, n=2)
    assert not times.plausible(1, 1)
    assert times.exploration(1, WIDTHS) == 1


def _policy_with_times(times: StepTimes, hazard_rounds: list[int], width: int = 9) -> WidthPolicy:
    policy = WidthPolicy(WidthPolicyConfig(widths=WIDTHS), 9, times)
    for accepted in hazard_rounds:
        policy.observe(["r"], width, [accepted])
    return policy


def _decide(policy: WidthPolicy, batch_size: int = 1) -> int:
    decision = policy.choose(["r"] * batch_size, batch_size)
    while decision.probe:  # exploration steps aside, what does the policy choose?
        decision = policy.choose(["r"] * batch_size, batch_size)
    return decision.width


def test_drafts_that_never_pay_in_measured_time_give_ar_steps():
    times = StepTimes(WIDTHS)
    # Random weights: nothing accepted; a 9-wide round measured at 3 AR steps.
    _fill(times, 1, {1: 0.010, 5: 0.022, 9: 0.030})
    assert _decide(_policy_with_times(times, [0] * 30)) == 1


def test_accepted_drafts_and_cheap_measured_rounds_give_the_full_window():
    times = StepTimes(WIDTHS)
    _fill(times, 1, {1: 0.010, 5: 0.019, 9: 0.021})
    assert _decide(_policy_with_times(times, [8] * 30)) == 9


def test_never_a_width_whose_measured_rate_is_below_ar():
    # Every draft accepted, but a 9-wide round costs 11 AR steps for its 10 tokens (and 5 costs
    # 7 for 6): AR steps, however good the acceptance.
    times = StepTimes(WIDTHS)
    _fill(times, 1, {1: 0.010, 5: 0.070, 9: 0.110})
    assert _decide(_policy_with_times(times, [8] * 30)) == 1


def test_width_auto_setting_builds_measured_costs():
    control = WidthControl.from_env(9, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    assert control.measures_time and control.widths == (1, 5, 9)
    assert "measured step times" in control.describe()
    with pytest.raises(ValueError, match="must include 1"):
        WidthControl.from_env(
            9, env={"SGLANG_GRAVITY_WIDTH": "auto", "SGLANG_GRAVITY_MIN_WIDTH": "2"}
        )
    assert not WidthControl.from_env(9, env={"SGLANG_GRAVITY_WIDTH": "5"}).measures_time


def test_a_width_that_cannot_pay_here_is_not_timed_at_a_larger_batch():
    # Random weights (nothing accepted): at bs 8 a 9-wide round costs 4.6 AR steps, a 5-wide one
    # 3. At bs 16 the policy still times W = 1 (cheap, and the unit of every cost) but not 5 or
    # 9: priced with bs 8's ratios they give 2 / 3 tokens per AR step at best, far below AR's 1.
    times = StepTimes(WIDTHS, explore_every=1, min_samples=3)
    _fill(times, 8, {1: 0.086, 5: 0.255, 9: 0.394})
    policy = _policy_with_times(times, [0] * 40, width=5)
    timed = []
    for _ in range(20):
        decision = policy.choose(["r"] * 16, 16)
        if decision.probe and decision.width != 9:
            timed.append(decision.width)
        times.observe(decision.width, 16, {1: 0.086, 5: 0.35, 9: 0.51}[decision.width])
    assert timed.count(1) == 3 and 5 not in timed


def test_acceptance_probes_back_off_while_they_find_nothing():
    times = StepTimes(WIDTHS, refresh_every=0)
    _fill(times, 1, {1: 0.010, 5: 0.034, 9: 0.050})
    # the back-off alone (the regret budget, which also spaces probes, is tested in test_policy)
    config = WidthPolicyConfig(widths=WIDTHS, probe_interval=4, explore_share=1.0)
    policy = WidthPolicy(config, 9, times)
    probes = []
    for step in range(200):
        decision = policy.choose(["r"], 1)
        if decision.probe:
            probes.append(step)
        policy.observe(["r"], decision.width, [0])  # drafts never accepted
    gaps = [b - a for a, b in zip(probes, probes[1:])]
    assert gaps[:4] == [9, 17, 33, 65] and max(gaps) <= 16 * 4 + 1


def test_ar_steps_are_not_timed_where_drafts_pay_far_more():
    """Drafts accepted nearly always and cheap rounds, measured at bs 1 and 32: at bs 16 the
    policy times the rounds it may run there but runs no AR step to time W = 1 (interpolated
    between bs 1 and 32, a drafting round's rate is ~4x AR's, far past the 20% exploration
    margin), while at a batch size where AR is competitive it still does (test above)."""
    times = StepTimes(WIDTHS, explore_every=1, min_samples=3)
    _fill(times, 1, {1: 0.010, 5: 0.019, 9: 0.021})
    _fill(times, 32, {1: 0.014, 5: 0.026, 9: 0.031})
    policy = _policy_with_times(times, [8] * 30)
    chosen = []
    for _ in range(20):
        decision = policy.choose(["r"] * 16, 16)
        chosen.append(decision.width)
        times.observe(decision.width, 16, {1: 0.012, 5: 0.022, 9: 0.026}[decision.width])
    assert 1 not in chosen and chosen.count(9) >= 17, chosen


def test_ar_steps_are_timed_once_whatever_the_policy_offers():
    """W = 1 is the unit of every cost: measured first even when no list of widths worth
    timing holds it."""
    times = StepTimes(WIDTHS, min_samples=2)
    for step in range(3):
        width = times.exploration(4, (9,))
        assert width == (1 if step % 2 == 0 else None)  # every other step, as long as needed
        times.observe(width or 5, 4, 0.01)
    assert times.exploration(4, (9,)) == 9  # then the narrowest round offered, to price it


def test_ar_steps_are_timed_above_every_batch_size_they_were_timed_at():
    """Where drafts pay far more, W = 1 is still timed at a batch bucket above all those it was
    timed at: its prediction there (the largest measured time unchanged) is a guess that only
    grows worse with the batch, and a too-low AR time prices every round too high. Measured
    there, larger batches are extrapolated from two points, smaller ones interpolated."""
    times = StepTimes(WIDTHS, explore_every=1, min_samples=3)
    _fill(times, 1, {1: 0.010, 5: 0.019, 9: 0.021})
    _fill(times, 8, {5: 0.026, 9: 0.030})
    policy = _policy_with_times(times, [8] * 30)
    timed = []
    for step in range(12):
        decision = policy.choose(["r"] * 16, 16)
        if step == 0:  # by its predicted rate, AR is not worth timing here
            assert decision.rates[1] < 0.8 * decision.rates[9], decision.rates
        if decision.probe:
            timed.append(decision.width)
        times.observe(decision.width, 16, {1: 0.018, 5: 0.034, 9: 0.038}[decision.width])
    assert timed.count(1) == 3, timed
    # Batch 8 now lies between measured AR buckets (1 and 16): W = 1 is not timed there.
    assert all(policy.choose(["r"] * 8, 8).width != 1 for _ in range(12))


def test_noise_that_inverts_two_rounds_never_predicts_a_free_step():
    """Two rounds measured out of order (a burst in the narrower one's samples): the line
    through them fell with W, and extrapolated it reached zero, a division by zero in the
    policy (seen in a replay under bursts). The two share their mean, and the line is flat."""
    times = StepTimes((1, 5, 9, 17, 33))
    _fill(times, 1, {1: 0.010, 5: 0.040, 9: 0.020})
    assert times.seconds_at(33, 1) == pytest.approx(0.030)
    assert times.step_cost(33, 1) == pytest.approx(3.0)


def test_inverted_rounds_share_their_mean_weighted_by_samples():
    """Each measured round of a bucket is read non-decreasing in W (pool adjacent violators):
    on the demo at one request a 5-wide round measured at 3.29 AR steps beside a 17-wide one at
    2.43 sent the policy to whichever width noise made cheap."""
    times = StepTimes((1, 5, 9, 17, 33), min_samples=1)
    _fill(times, 1, {1: 0.010, 5: 0.033, 9: 0.026}, n=2)
    _fill(times, 1, {17: 0.024}, n=4)
    _fill(times, 1, {33: 0.030}, n=3)
    pooled = (2 * 0.033 + 2 * 0.026 + 4 * 0.024) / 8  # 5, 9 and 17 violate in turn
    assert [times.seconds_at(w, 1) for w in (5, 9, 17)] == pytest.approx([pooled] * 3)
    assert times.seconds_at(33, 1) == pytest.approx(0.030)  # above the pool: its own
    assert times.seconds(5, 1) == pytest.approx(0.033)  # the cell itself keeps its samples
    ordered = StepTimes((1, 5, 9), min_samples=1)
    _fill(ordered, 1, {1: 0.010, 5: 0.020, 9: 0.020})  # equal is not inverted
    assert ordered.seconds_at(5, 1) == ordered.seconds_at(9, 1) == pytest.approx(0.020)


@hypothesis_settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.floats(0.001, 1.0), st.integers(1, 64)), min_size=1, max_size=6))
def test_the_monotone_fit_is_the_min_max_formula(points: list[tuple[float, int]]) -> None:
    """Pool adjacent violators against the min-max formula of isotonic regression, on what a
    bucket holds: up to six widths' times, each cell 1 to 64 samples."""
    values = [v for v, _ in points]
    weights = [float(w) for _, w in points]
    fitted = monotone_fit(values, weights)
    assert fitted == pytest.approx(monotone_fit_reference(values, weights), rel=1e-9)
    assert all(a <= b + 1e-12 for a, b in zip(fitted, fitted[1:]))
    total = sum(v * w for v, w in zip(values, weights))
    assert sum(f * w for f, w in zip(fitted, weights)) == pytest.approx(total, rel=1e-9)


def test_a_prediction_lies_between_the_measured_rounds_around_it():
    """Measured 33-wide rounds at 1.3 AR steps (an AR step timed slow, early on) beside 5-, 9-
    and 17-wide ones priced by the pass counts at 2: the narrower widths looked dearer than the
    widest, were never worth timing, and a demo server ran 33-wide rounds on a page that
    accepted three drafts a round. A narrower round is never predicted dearer than a measured
    wider one (nor a wider one cheaper than a measured narrower one)."""
    times = StepTimes((1, 5, 9, 17, 33))
    _fill(times, 1, {1: 0.010, 33: 0.013})
    for width in (5, 9, 17):
        assert times.seconds_at(width, 1) == pytest.approx(0.013), width
        assert times.sources(1)[width] == "predicted"
    wider = StepTimes((1, 5, 9, 17))
    _fill(wider, 1, {1: 0.010, 5: 0.030, 9: 0.031})
    assert wider.seconds_at(17, 1) >= 0.031


def test_a_fresh_servers_slow_first_rounds_do_not_price_drafting_out_for_good():
    """What a demo server did (its step trace): the first AR steps took 17 and 82 ms, the first
    two 9-wide rounds 554 and 1506 ms (first-use work), then 5 ms and 12 ms for good. On two
    samples each, a round cost 32 AR steps and the server ran AR steps on tables (every draft
    accepted) for the rest of its life: 479 AR steps to 19 rounds. A width is refreshed soon
    after it stops running (the interval doubling from 16 steps), so drafting comes back; and
    the stalls, slower than any 9-wide step can be (18 AR steps), are charged to the exploration
    budget at their expected regret, not their time, so they do not close it either."""
    control = WidthControl.from_env(9, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    first = {1: [0.017, 0.082], 5: [], 9: [0.554, 1.506]}
    steady = {1: 0.005, 5: 0.010, 9: 0.012}
    rids = ["table"]
    widths, now = [], 0.0
    for _ in range(300):
        width = control.begin_step(rids, 1, now)
        now += first[width].pop(0) if first[width] else steady[width]
        control.observe(rids, width, [width - 1])
        widths.append(width)
    # the start: W = 1 timed every other step, the narrowest round until it is trusted (two
    # samples: its price per position predicts the others), then the best
    assert widths[:6] == [1, 5, 1, 5, 1, 9]
    back = next(i for i in range(4, 300) if widths[i : i + 5] == [9] * 5)
    assert back <= 40, widths[:60]
    assert widths[100:].count(9) >= 190, widths[100:]


def test_settings_defaults_and_refusals():
    times = StepTimes((5, 1, 5))
    assert times.widths == (1, 5)
    assert (times.window, times.min_samples, times.explore_every, times.refresh_every) == (64, 2, 8, 128)  # fmt: skip
    assert times.prior.step_cost(1, 4) == 1.0 and times.prior.step_cost(2, 4) == 2.0
    StepTimes((1,), window=3, min_samples=3)  # min_samples may equal the window
    for widths in ((5, 9), ()):
        with pytest.raises(ValueError, match=rf"^step times need width 1 among the widths, got {re.escape(str(tuple(widths)))}$"):  # fmt: skip
            StepTimes(widths)
    for settings in ({"min_samples": 0}, {"min_samples": 5, "window": 4}, {"explore_every": 0}):
        with pytest.raises(ValueError, match=r"^step times: 1 <= min_samples <= window and explore_every >= 1, got \d+, \d+, \d+$"):  # fmt: skip
            StepTimes((1, 5), **settings)
    with pytest.raises(ValueError, match=r"^batch size must be >= 1, got 0$"):
        bucket_of(0)


def test_a_cell_is_plausible_up_to_its_bound_exactly():
    """A round of W costs at most 2W AR steps; an AR step at most PLAUSIBLE_SLACK times the
    cheapest round: both bounds are inclusive, and a round of width 2 is a round too."""
    times = StepTimes((1, 2, 5), min_samples=1)
    times.observe(1, 4, 0.010)
    times.observe(5, 4, 0.100)  # exactly 2 * 5 AR steps
    times.observe(2, 4, 0.040)  # exactly 2 * 2
    assert times.plausible(5, 4) and times.plausible(2, 4)
    slow = StepTimes((1, 2, 5), min_samples=1)
    slow.observe(1, 4, 0.010)
    slow.observe(5, 4, 0.1001)
    assert not slow.plausible(5, 4)
    ar = StepTimes((1, 2, 5), min_samples=1)
    ar.observe(2, 4, 0.020)
    ar.observe(1, 4, 0.020 * PLAUSIBLE_SLACK)  # an AR step as dear as the slack allows
    assert ar.plausible(1, 4)
    dear = StepTimes((1, 2, 5), min_samples=1)
    dear.observe(2, 4, 0.020)
    dear.observe(1, 4, 0.0301)
    assert not dear.plausible(1, 4)  # the width-2 round bounds it
    assert not StepTimes((1, 5)).plausible(5, 4)  # never measured


def test_predictions_use_the_nearest_measurements():
    times = StepTimes((1, 3, 5, 9, 17), min_samples=1)
    for width, seconds in ((1, 0.010), (3, 0.020), (9, 0.050), (17, 0.090)):
        times.observe(width, 1, seconds)
    # W = 5 lies between the nearest measured widths 3 and 9: linear through them.
    assert times.seconds_at(5, 1) == pytest.approx(0.020 + 0.030 * 2 / 6)
    # AR steps measured at batch 1 and 6 (bucket 2), predicted at batch 16 along that line;
    # a third measurement at batch 2 (bucket 1) is nearer to 2 than to 16.
    ar = StepTimes((1, 5), min_samples=1)
    ar.observe(1, 1, 0.010)
    ar.observe(1, 6, 0.020)
    assert ar.seconds_at(1, 16) == pytest.approx(0.010 + 0.010 * 15 / 5)
    ar.observe(1, 2, 0.011)
    assert ar.seconds_at(1, 32) == pytest.approx(0.011 + 0.009 * 30 / 4)
    # Never below half the smaller time: a falling line is cut there.
    falling = StepTimes((1, 5), min_samples=1)
    falling.observe(1, 1, 0.030)
    falling.observe(1, 2, 0.020)
    assert falling.seconds_at(1, 16) == pytest.approx(0.010)


def test_a_round_narrower_than_every_measured_one_is_priced_by_its_positions() -> None:
    """Below the narrowest measured round the line through two measured widths is cut at the
    cheaper one, which priced 5- and 9-wide rounds like a 17-wide one on the demo at batch 16
    (3.6 AR steps each) and kept the policy on AR steps for 58 of them. There a round is two
    AR steps plus its extra positions at the narrowest measured round's price; above it, the
    line through the measured widths stands."""
    times = StepTimes((1, 5, 9, 17, 33))
    _fill(times, 16, {1: 0.013, 17: 0.047, 33: 0.071})
    price = (0.047 - 2 * 0.013) / (16 * 16)
    assert times.seconds_at(9, 16) == pytest.approx(2 * 0.013 + 8 * 16 * price)
    assert times.seconds_at(5, 16) == pytest.approx(2 * 0.013 + 4 * 16 * price)
    assert times.seconds_at(5, 16) < times.seconds_at(9, 16) < times.seconds_at(17, 16)
    assert times.seconds_at(25, 16) == pytest.approx((0.047 + 0.071) / 2)


def test_a_rounds_samples_are_moved_to_the_batch_size_asked_along_the_ar_line() -> None:
    """A bucket spans twice its smallest batch size: the demo's 5-wide cell at 8-15 held
    draining batches of 8 (23 ms), its 9-wide cell refills of 14 (37 ms), and priced raw the
    9-wide round cost 1.6x the 5-wide one where at one batch size it cost 1.2x. Each sample is
    scaled along the AR steps' line to the batch size asked; with one AR bucket the line is
    flat and the samples count as they are."""
    times = StepTimes(WIDTHS)
    _fill(times, 8, {5: 0.023})
    _fill(times, 14, {9: 0.037})
    assert times.seconds_at(5, 14) == pytest.approx(0.023)  # no AR line yet: raw
    _fill(times, 4, {1: 0.0068})
    _fill(times, 14, {1: 0.0113})
    line = {n: 0.0068 + (0.0113 - 0.0068) * (n - 4) / 10 for n in (8, 14)}
    assert times.seconds_at(5, 14) == pytest.approx(0.023 * line[14] / line[8])
    assert times.seconds_at(9, 8) == pytest.approx(0.037 * line[8] / line[14])
    assert times.step_cost(9, 14) / times.step_cost(5, 14) == pytest.approx(
        0.037 / (0.023 * line[14] / line[8])
    )
    assert times.step_cost(9, 14) / times.step_cost(5, 14) < 1.25
    assert times.seconds_at(5, 8) == pytest.approx(0.023)  # at its own batch size, as it ran


# --- what the exploration budget reads ----------------------------------------------------------


def test_a_widths_cost_estimate_is_its_fastest_plausible_sample_or_a_narrower_ones() -> None:
    """Optimistic (contention only adds time) but never below what a narrower round here took,
    and blind to samples no step of that width can take (over 2W AR steps)."""
    times = StepTimes(WIDTHS)
    _fill(times, 16, {1: 0.080})
    times.observe(5, 16, 0.36)
    times.observe(5, 16, 0.34)
    assert times.cost_estimate(5, 16) == pytest.approx(0.34 / 0.080)  # its fastest sample
    assert times.cost_estimate(9, 16) >= 0.34 / 0.080 - 1e-9  # a wider pass costs more
    assert times.cost_estimate(1, 16) == 1.0
    times.observe(9, 16, 5.0)  # 62 AR steps: first-use work, not a 9-wide step's cost
    assert times.cost_estimate(9, 16) == pytest.approx(max(times.step_cost(9, 16), 0.34 / 0.08))
    assert times.rounds_timed() and not StepTimes(WIDTHS).rounds_timed()


def test_an_ar_steps_seconds_are_known_from_its_first_sample() -> None:
    times = StepTimes(WIDTHS)
    assert times.ar_seconds(4) is None
    times.observe(1, 2, 0.030)  # one sample: not trusted yet, but a regret can be priced by it
    assert times.seconds_at(1, 4) is None and times.ar_seconds(4) == 0.030
    times.observe(1, 2, 0.020)
    assert times.ar_seconds(4) == pytest.approx(0.020)


def test_an_ar_step_above_every_measured_batch_is_priced_by_its_own_first_sample() -> None:
    """Above every bucket W = 1 was measured at, its prediction is a smaller batch's time, too
    low: the demo's first rounds at batch 16 were priced against batch 1's AR step (7.5 ms for
    13-19 ms), looked twice their cost and their regret closed the budget on the rounds that
    paid. This bucket's first sample lifts it at once; it never lowers it, and between measured
    buckets the interpolation stands."""
    times = StepTimes(WIDTHS)
    _fill(times, 1, {1: 0.0075})
    _fill(times, 16, {9: 0.077})
    assert times.seconds_at(1, 16) == pytest.approx(0.0075)
    times.observe(1, 16, 0.019)  # one sample: too few to be trusted
    assert not times.measured(1, 16)
    assert times.seconds_at(1, 16) == pytest.approx(0.019)
    assert times.step_cost(9, 16) == pytest.approx(0.077 / 0.019)
    times.observe(1, 64, 0.001)  # faster than a smaller batch: it lowers nothing
    assert times.seconds_at(1, 64) == pytest.approx(0.0075)
    times.observe(1, 16, 0.021)  # now trusted: the two buckets' line holds between them
    times.observe(1, 4, 0.090)
    assert times.seconds_at(1, 4) == pytest.approx(0.0075 + (0.019 - 0.0075) * 3 / 15)


def test_each_cells_source_is_named() -> None:
    times = StepTimes(WIDTHS)
    assert times.sources(16) == dict.fromkeys(WIDTHS, "prior")
    _fill(times, 16, {1: 0.08, 5: 0.34})
    times.observe(9, 16, 0.5)
    assert times.sources(16) == {1: "measured", 5: "measured", 9: "sampled"}
    assert times.sources(2) == {1: "predicted", 5: "predicted", 9: "predicted"}


def test_costs_read_before_a_sample_are_not_kept_after_it() -> None:
    """Costs are remembered between samples (the policy reads each many times per step), and
    every new sample is read at once: the memo never outlives the cells it came from."""
    times = StepTimes(WIDTHS, min_samples=1, window=2)
    _fill(times, 16, {1: 0.010, 5: 0.030}, n=1)
    assert times.step_cost(5, 16) == pytest.approx(3.0)
    # two AR steps plus 8 positions x 16 requests at (0.030 - 0.020) / (4 x 16) each
    assert times.seconds_at(9, 16) == pytest.approx(0.040)
    times.observe(5, 16, 0.020)  # faster now; the window of two keeps it as the cell's time
    times.observe(5, 16, 0.020)
    assert times.step_cost(5, 16) == pytest.approx(2.0)
    assert times.cost_estimate(5, 16) == pytest.approx(2.0)
    assert times.position_price(9, bucket_of(16)) == pytest.approx(0.0)
    assert times.seconds_at(9, 16) == pytest.approx(0.020)


def test_one_decision_prices_each_cell_once(monkeypatch) -> None:
    """A decision at batch 16 projects the batch's completion through every smaller size at
    every width: each (width, size) cost is computed once per sample, not once per use (the
    recomputation was 2 ms of a 40-ms step at batch 16, paid by every adaptive server)."""
    control = WidthControl.from_env(33, {"SGLANG_GRAVITY_WIDTH": "auto"}, default="auto")
    times = control.step_times
    for size in (1, 2, 4, 8, 16):
        _fill(times, size, {1: 0.010 + size * 0.001, 5: 0.020 + size * 0.002, 9: 0.03}, n=3)
    rids = [f"r{i}" for i in range(16)]
    for _ in range(3):
        control.policy.observe(rids, 9, [3] * 16)
    computed: list[tuple[int, int]] = []
    original = StepTimes._seconds_at

    def counting(self, width, batch_size):
        computed.append((width, batch_size))
        return original(self, width, batch_size)

    monkeypatch.setattr(StepTimes, "_seconds_at", counting)
    control.policy.choose(rids, 16, [300 - i for i in range(16)])
    assert computed, "the decision priced nothing: the test no longer sees the cost path"
    assert len(computed) == len(set(computed))
    assert len(computed) <= len(times.widths) * 16
