"""The width policy (sglang_gravity/width/policy.py) on explicit cases and against its reference."""

import functools
import json
import random

import pytest

from sglang_gravity.width.policy import (
    AcceptanceTracker,
    CostTable,
    ExplorationBudget,
    PositionCounts,
    WidthDecision,
    WidthPolicy,
    WidthPolicyConfig,
    batch_rates,
    choose_width,
    choose_width_reference,
    expected_tokens,
    parse_widths,
)
from sglang_gravity.width.step_costs import StepTimes

WIDTHS = (1, 5, 9, 17, 33)
K = 33


def _table(seconds_by_width, batch_sizes=(1,)):
    """A cost table with the same per-width seconds at every batch size."""
    row = tuple(seconds_by_width[w] for w in WIDTHS)
    return CostTable(WIDTHS, tuple(batch_sizes), tuple(row for _ in batch_sizes))


FLAT = _table(dict.fromkeys(WIDTHS, 1.0))  # every width as cheap as one position
# Width costs something: 1.1x at 5, 1.2x at 9, 1.5x at 17, 2.5x at 33.
PRICED = _table({1: 1.0, 5: 1.1, 9: 1.2, 17: 1.5, 33: 2.5})


def _step_cost(table, bs, width):
    return table.step_cost(width, bs)


def _rates(hazards, table=PRICED, bs=1, widths=WIDTHS):
    return batch_rates([hazards], widths, lambda w: table.step_cost(w, bs))


def test_expected_tokens_geometric_closed_form():
    p = 0.8
    got = expected_tokens([p] * 32, WIDTHS)
    assert got[1] == 1.0
    for w in WIDTHS[1:]:
        assert got[w] == pytest.approx(2 + p * (1 - p ** (w - 1)) / (1 - p))


def test_expected_tokens_explicit_hazards():
    # h = [1, 0.5, 0, ...]: draft 1 always, draft 2 half the time, never draft 3.
    got = expected_tokens([1.0, 0.5] + [0.0] * 31, (1, 2, 3, 5))
    assert got == {1: 1.0, 2: 3.0, 3: 3.5, 5: 3.5}


def test_zero_acceptance_picks_ar():
    for table in (FLAT, PRICED):
        rates = _rates([0.0] * 32, table)
        assert choose_width(rates, None, 0.0) == 1


def test_high_acceptance_and_cheap_width_picks_widest():
    rates = _rates([0.99] * 32, FLAT)
    assert choose_width(rates, None, 0.0) == 33


def test_high_acceptance_but_expensive_wide_pass_stops_early():
    # A 33-wide pass costing 20 AR passes is never worth it; 5 at 1.1 is.
    table = _table({1: 1.0, 5: 1.1, 9: 3.0, 17: 8.0, 33: 20.0})
    rates = _rates([0.9] * 32, table)
    assert choose_width(rates, None, 0.0) == 5


def test_never_below_ar():
    # Moderate acceptance with costly passes: every drafting width is worse than AR.
    table = _table({1: 1.0, 5: 1.6, 9: 2.0, 17: 3.0, 33: 5.0})
    rates = _rates([0.3] * 32, table)
    assert all(rates[w] < 1.0 for w in WIDTHS[1:])
    assert choose_width(rates, None, 0.0) == 1
    # ... also when the current width is a drafting one and hysteresis would otherwise keep it.
    assert choose_width(rates, 5, 0.9) == 1


def test_never_below_ar_random_cases_match_reference():
    rng = random.Random(0)
    for _ in range(300):
        bs = rng.choice([1, 3, 8])
        hazards = [[rng.random() ** rng.choice([0.2, 1, 4]) for _ in range(32)] for _ in range(bs)]
        secs = sorted(rng.uniform(1.0, 6.0) for _ in range(4))
        table = _table(dict(zip(WIDTHS, [1.0] + secs)))
        step_cost = functools.partial(_step_cost, table, bs)
        rates = batch_rates(hazards, WIDTHS, step_cost)
        current = rng.choice([None, *WIDTHS])
        hyst = rng.choice([0.0, 0.05, 0.3])
        width = choose_width(rates, current, hyst)
        assert rates[width] >= rates[1] - 1e-9
        assert width == choose_width_reference(hazards, WIDTHS, step_cost, current, hyst)


def test_hysteresis_keeps_current_width_near_the_best():
    rates = {1: 1.0, 5: 1.50, 9: 1.55, 17: 1.2, 33: 0.9}
    assert choose_width(rates, None, 0.05) == 9
    assert choose_width(rates, 5, 0.05) == 5  # 1.50 >= 0.95 * 1.55
    assert choose_width(rates, 5, 0.0) == 9
    assert choose_width(rates, 17, 0.05) == 9  # 1.2 is too far below


def test_hysteresis_stops_flapping_on_noisy_acceptance():
    config = WidthPolicyConfig(hysteresis=0.1, probe_interval=0)
    table = _table({1: 1.0, 5: 1.05, 9: 1.1, 17: 1.3, 33: 2.0})

    def switches(cfg):
        policy = WidthPolicy(cfg, K, table)
        rng = random.Random(1)
        widths = []
        for _ in range(400):
            w = policy.choose(["r"]).width
            widths.append(w)
            p = 0.85  # true geometric hazard; the EMA wobbles around it
            a = 0
            while a < w - 1 and rng.random() < p:
                a += 1
            policy.observe(["r"], w, [a])
        return sum(a != b for a, b in zip(widths, widths[1:]))

    no_hyst = WidthPolicyConfig(hysteresis=0.0, probe_interval=0)
    assert switches(config) < switches(no_hyst)
    assert switches(config) <= 6  # at most one switch per ~70 steps of noisy acceptance


def test_pinned_width():
    config = WidthPolicyConfig(pinned=9)
    assert config.allowed_widths(K) == (9,)
    policy = WidthPolicy(config, K, None)  # no cost table needed
    assert policy.choose(["a", "b"]).width == 9
    assert WidthPolicyConfig(pinned=40).allowed_widths(K) == (33,)  # capped at K
    assert WidthPolicy(WidthPolicyConfig(pinned=1), K, None).choose(["a"]).width == 1


def test_bounds_and_cap_at_window():
    assert WidthPolicyConfig().allowed_widths(K) == WIDTHS
    assert WidthPolicyConfig().allowed_widths(9) == (1, 5, 9)
    assert WidthPolicyConfig().allowed_widths(12) == (1, 5, 9, 12)  # 17, 33 capped to K
    assert WidthPolicyConfig(min_width=5, max_width=17).allowed_widths(K) == (5, 9, 17)
    with pytest.raises(ValueError, match="check the minimum and maximum widths"):
        WidthPolicyConfig(min_width=10, max_width=16).allowed_widths(K)
    # Bounded above: high acceptance on free passes picks the widest allowed.
    policy = WidthPolicy(WidthPolicyConfig(max_width=17, probe_interval=0), K, FLAT)
    policy.tracker.server = _counts_with_hazard(0.99)
    assert policy.choose(["r"]).width == 17
    # Bounded below: W = 1 not allowed, so zero acceptance still drafts at the narrowest width.
    policy = WidthPolicy(WidthPolicyConfig(min_width=5, probe_interval=0), K, PRICED)
    policy.tracker.server = _counts_with_hazard(0.0)
    assert policy.choose(["r"]).width == 5


def _counts_with_hazard(p, trials=1e6):
    counts = PositionCounts(K - 1)
    counts.trials = [trials] * (K - 1)
    counts.successes = [p * trials] * (K - 1)
    return counts


def _geometric_round(rng, p, width):
    a = 0
    while a < width - 1 and rng.random() < p:
        a += 1
    return a


def test_censoring_narrow_rounds_do_not_bias_the_estimate_down():
    # True hazard 0.9 everywhere; only 5-wide rounds are ever run (at most 4 drafts accepted).
    rng = random.Random(2)
    counts = PositionCounts(32)
    accepted = []
    for _ in range(4000):
        a = _geometric_round(rng, 0.9, 5)
        accepted.append(a)
        counts.observe(5, a, decay=1.0)
    naive_fraction = sum(accepted) / len(accepted) / 4  # reads the cap as rejections
    assert naive_fraction < 0.8
    assert counts.pooled(0.5, 4.0) == pytest.approx(0.9, abs=0.01)
    # Positions 1..4 are estimated from data; 5..32 were never tested and get no counts at all.
    assert counts.trials[4:] == [0.0] * 28
    hazards = counts.hazards(counts.pooled(0.5, 4.0), 4.0)
    assert all(h == pytest.approx(0.9, abs=0.02) for h in hazards)
    want = expected_tokens([0.9] * 32, WIDTHS)[33]
    assert expected_tokens(hazards, WIDTHS)[33] == pytest.approx(want, rel=0.1)


def test_censoring_all_accepted_narrow_rounds_widen():
    # Every 5-wide round accepts all 4 drafts: no rejection was ever seen, so the policy widens
    # (a mean-accepted estimate would say "4 drafts" and stay narrow for ever).
    policy = WidthPolicy(WidthPolicyConfig(hysteresis=0.0, probe_interval=0), K, PRICED)
    for _ in range(50):
        policy.observe(["r"], 5, [4])
    assert policy.choose(["r"]).width == 33


def test_tracker_per_request_and_unknown_request_uses_server_prior():
    tracker = AcceptanceTracker(8, WidthPolicyConfig(decay=1.0, server_decay=1.0))
    assert tracker.hazards("new") == [0.5] * 8  # prior_hazard before any round
    for _ in range(200):
        tracker.observe("table", 9, 8)  # always all accepted
        tracker.observe("text", 9, 0)  # always the first draft rejected
    table, text = tracker.hazards("table"), tracker.hazards("text")
    assert min(table) > 0.95
    assert text[0] < 0.05
    assert tracker.server_hazard() == pytest.approx(1600 / 1800, abs=0.01)
    tracker.release("table")
    assert tracker.hazards("table") == [tracker.server_hazard()] * 8
    with pytest.raises(ValueError):
        tracker.observe("x", 5, 5)  # a 5-wide round accepts at most 4 drafts


def test_ema_forgets_old_rounds():
    counts = PositionCounts(4)
    for _ in range(100):
        counts.observe(5, 4, decay=0.9)
    for _ in range(30):
        counts.observe(5, 0, decay=0.9)
    assert counts.pooled(0.5, 1.0) < 0.2


def test_policy_batch_and_probe_after_ar_steps():
    config = WidthPolicyConfig(probe_interval=3, hysteresis=0.0)
    policy = WidthPolicy(config, K, PRICED)
    for _ in range(100):
        policy.observe(["a", "b"], 9, [0, 0])
    widths = [policy.choose(["a", "b"]) for _ in range(5)]
    assert [d.width for d in widths[:3]] == [1, 1, 1]
    assert widths[3].probe and widths[3].width > 1
    assert not widths[4].probe and widths[4].width == 1


def test_cost_table_interpolates_in_batch_and_width(tmp_path):
    table = CostTable(
        widths=(1, 5, 33),
        batch_sizes=(1, 16),
        seconds=((1.0, 1.0, 2.0), (2.0, 4.0, 16.0)),
    )
    assert table.relative(5, 1) == 1.0
    assert table.relative(5, 16) == 2.0
    assert table.relative(33, 16) == 8.0
    assert table.relative(5, 8.5) == pytest.approx(1.5)  # halfway in batch size
    assert table.relative(19, 1) == pytest.approx(1.5)  # halfway in width
    assert table.relative(33, 64) == 8.0  # constant past the last batch size
    assert table.step_cost(1, 16) == 1.0
    assert table.step_cost(33, 1) == 4.0
    path = tmp_path / "costs.json"
    path.write_text(json.dumps(table.to_dict()))
    assert CostTable.load(path) == table
    path.write_text("{}")
    with pytest.raises(ValueError, match="cost table"):
        CostTable.load(path)
    with pytest.raises(ValueError, match="outside"):
        table.relative(40, 1)


def test_batch_size_moves_the_choice():
    # Wide passes are free at batch 1 and 6x a 1-wide pass at batch 64 (compute-bound).
    table = CostTable(WIDTHS, (1, 64), ((1.0, 1.0, 1.0, 1.0, 1.0), (1.0, 1.5, 2.0, 3.5, 6.0)))
    policy = WidthPolicy(WidthPolicyConfig(hysteresis=0.0, probe_interval=0), K, table)
    policy.tracker.server = _counts_with_hazard(0.9)
    assert policy.choose(["r"], batch_size=1).width == 33
    assert policy.choose(["r"], batch_size=64).width in (5, 9)


def test_adaptive_policy_needs_a_cost_table():
    with pytest.raises(ValueError, match="cost table"):
        WidthPolicy(WidthPolicyConfig(), K, None)


def test_settings_are_validated_with_a_message_that_names_them():
    assert parse_widths("33, 1") == (1, 33)
    with pytest.raises(ValueError, match="expected comma-separated integers"):
        parse_widths("a,b")
    with pytest.raises(ValueError, match="maximum width 5 is below the minimum width 9"):
        WidthPolicyConfig(min_width=9, max_width=5)
    with pytest.raises(ValueError, match="pinned width must be >= 1"):
        WidthPolicyConfig(pinned=0)


# --- exploration priced and bounded ------------------------------------------------------------


def test_the_budget_admits_an_unproven_step_only_while_its_regret_fits_the_share() -> None:
    budget = ExplorationBudget(0.05)
    assert budget.allows(0.0) and not budget.allows(0.01)  # nothing elapsed: only a free try
    budget.record(2.0, unproven=False, regret_s=5.0)  # a proven step's regret is not counted
    assert (budget.elapsed_s, budget.regret_s) == (2.0, 0.0)
    assert budget.allows(0.1) and not budget.allows(0.1001)
    budget.record(0.3, unproven=True, regret_s=0.2)
    assert (budget.unproven_steps, budget.unproven_s, budget.regret_s) == (1, 0.3, 0.2)
    budget.record(0.3, unproven=True, regret_s=-0.1)  # a step that won: no negative regret
    assert budget.regret_s == 0.2 and not budget.allows(0.0)  # 0.2 > 5% of 2.6 s
    assert ExplorationBudget(1.0).allows(1e9)  # unbounded
    assert budget.describe() == {
        "elapsed_s": 2.6, "unproven_s": 0.6, "unproven_steps": 2, "regret_s": 0.2,
        "regret_share": round(0.2 / 2.6, 4),
    }  # fmt: skip
    with pytest.raises(ValueError, match="explore_share"):
        WidthPolicyConfig(explore_share=1.5)


def test_a_step_slower_than_its_width_can_be_is_charged_its_expected_regret() -> None:
    policy = WidthPolicy(WidthPolicyConfig(widths=(1, 5, 9)), 9, StepTimes((1, 5, 9)))
    decision = WidthDecision(9, {}, unproven=True, best_known_rate=1.0, expected_regret_s=0.01)
    policy.record_step(decision, 0.5, 2.0, ar_s=0.010)  # 50 AR steps: over 2 x 9, a stall
    assert policy.budget.regret_s == pytest.approx(0.01)
    policy.record_step(decision, 0.1, 2.0, ar_s=0.010)  # 10 AR steps for 2 tokens: 0.08 lost
    assert policy.budget.regret_s == pytest.approx(0.09)
    policy.untimed_step(decision)  # no time (a prefill followed): its expectation
    assert policy.budget.regret_s == pytest.approx(0.10) and policy.budget.elapsed_s == 0.6


def test_a_fresh_server_tries_the_narrowest_round_then_the_best_predicted_one() -> None:
    """Before any round was timed, of the widths that could beat AR the narrowest competes (the
    cheapest lesson); once one was, the one of highest predicted rate."""
    assert WidthPolicy._newcomer([5, 9, 17], {5: 1.2, 9: 1.6, 17: 1.5}, timed=False) == 5
    assert WidthPolicy._newcomer([5, 9, 17], {5: 1.2, 9: 1.6, 17: 1.5}, timed=True) == 9
    assert WidthPolicy._newcomer([9, 17], {9: 1.5, 17: 1.5}, timed=True) == 9  # ties: narrower
    assert WidthPolicy._newcomer([], {}, timed=True) is None
