"""The width policy (sglang_gravity/width/policy.py) on explicit cases and against its reference."""

import functools
import json
import math
import random
import re

import pytest

from sglang_gravity.width.cost_table import CostTable, parse_widths
from sglang_gravity.width.policy import (
    AcceptanceTracker,
    ExplorationBudget,
    PositionCounts,
    WidthDecision,
    WidthPolicy,
    WidthPolicyConfig,
    batch_rates,
    choose_width,
    choose_width_reference,
    expected_tokens,
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
    # A request not (or no longer) known takes the server's hazard at each position: half the
    # requests fail the first draft, every one that passes it passes them all.
    server = tracker.server_hazards()
    assert tracker.hazards("table") == server
    assert server[0] == pytest.approx(0.5, abs=0.01) and min(server[1:]) > 0.99
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


# --- validations, boundaries, ties and the stateful policy's bookkeeping ----------------------

TIE = 1e-9


def _cost_for_rate(tokens: float, rate: float, ulps: int = 2000) -> float:
    """A step cost ``s`` with ``tokens / s == rate`` exactly in floating point."""
    s = tokens / rate
    for _ in range(ulps):
        s = math.nextafter(s, 0.0)
    for _ in range(2 * ulps):
        if tokens / s == rate:
            return s
        s = math.nextafter(s, math.inf)
    raise AssertionError(f"no float step cost gives {tokens} / s == {rate!r}")


# --- configuration --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"widths": ()}, "gravity widths must be positive integers, got ()"),
        ({"widths": (2.5,)}, "gravity widths must be positive integers, got (2.5,)"),
        ({"widths": (1, 0)}, "gravity widths must be positive integers, got (1, 0)"),
        ({"pinned": 0}, "a pinned width must be >= 1, got 0"),
        ({"min_width": 0}, "the minimum width must be >= 1, got 0"),
        ({"min_width": 5, "max_width": 4}, "the maximum width 4 is below the minimum width 5"),
        ({"hysteresis": 1.0}, "width policy hysteresis must be in [0, 1), got 1.0"),
        ({"hysteresis": -0.1}, "width policy hysteresis must be in [0, 1), got -0.1"),
        ({"explore_margin": 0.0}, "width policy explore_margin must be in (0, 1]: 0.0"),
        ({"explore_margin": 1.5}, "width policy explore_margin must be in (0, 1]: 1.5"),
        ({"probe_interval": -1}, "width policy probe_interval must be >= 0: -1"),
        ({"decay": 0.0}, "width policy decay must be in (0, 1]"),
        ({"server_decay": 1.5}, "width policy server_decay must be in (0, 1]"),
        ({"idle_decay": 0.0}, "width policy idle_decay must be in (0, 1]"),
        ({"prior_hazard": 1.5}, "width policy prior_hazard must be in [0, 1]: 1.5"),
        ({"prior_hazard": -0.5}, "width policy prior_hazard must be in [0, 1]: -0.5"),
        ({"pooled_strength": 0.0}, "width policy prior strengths must be > 0"),
        ({"position_strength": 0.0}, "width policy prior strengths must be > 0"),
    ],
)
def test_each_bad_setting_is_refused_by_name(fields, message):
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        WidthPolicyConfig(**fields)


def test_every_setting_accepts_its_boundary():
    WidthPolicyConfig(min_width=4, max_width=4)
    WidthPolicyConfig(hysteresis=0.0)
    WidthPolicyConfig(hysteresis=0.999)
    WidthPolicyConfig(explore_margin=1.0)
    WidthPolicyConfig(probe_interval=0)
    WidthPolicyConfig(decay=1.0, server_decay=1.0, idle_decay=1.0)
    WidthPolicyConfig(prior_hazard=0.0)
    WidthPolicyConfig(prior_hazard=1.0)
    WidthPolicyConfig(pooled_strength=0.5, position_strength=0.5)


def test_a_window_of_one_allows_width_one_and_zero_is_refused():
    assert WidthPolicyConfig().allowed_widths(1) == (1,)
    with pytest.raises(ValueError, match="^window K must be >= 1, got 0$"):
        WidthPolicyConfig().allowed_widths(0)


@pytest.mark.parametrize("text", ["", " , "])
def test_an_empty_width_list_is_refused(text):
    with pytest.raises(ValueError, match="^expected comma-separated integers, got an empty list$"):
        parse_widths(text)


# --- cost table -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"widths": (3, 1)}, "cost table widths must be sorted, distinct and include 1: (3, 1)"),
        ({"batch_sizes": (4, 1)}, "cost table batch sizes must be sorted and distinct: (4, 1)"),
        ({"batch_sizes": (0, 4)}, "cost table batch sizes must be sorted and distinct: (0, 4)"),
        (
            {"seconds": ((1.0, 2.0),)},
            "cost table seconds must be [len(batch_sizes)][len(widths)]",
        ),
        (
            {"seconds": ((1.0, 0.0), (1.0, 2.0))},
            "cost table seconds must be positive and finite",
        ),
        (
            {"seconds": ((1.0, math.inf), (1.0, 2.0))},
            "cost table seconds must be positive and finite",
        ),
    ],
)
def test_a_bad_cost_table_is_refused_by_name(fields, message):
    table = {"widths": (1, 3), "batch_sizes": (1, 4), "seconds": ((1.0, 2.0), (1.0, 2.0))}
    with pytest.raises(ValueError, match=f"^{re.escape(message)}$"):
        CostTable(**{**table, **fields})


def test_cost_tables_keep_their_meta_and_refuse_another_format():
    table = CostTable((1, 3), (1,), ((1.0, 1.5),), meta={"model": "x"})
    data = table.to_dict()
    assert data["meta"] == {"model": "x"}
    assert CostTable.from_dict(data).meta == {"model": "x"}
    without = {k: v for k, v in data.items() if k != "meta"}
    assert CostTable.from_dict(without).meta == {}
    with pytest.raises(ValueError, match="^cost table: expected format 'gravity-width-costs/1'$"):
        CostTable.from_dict({**data, "format": "other"})


def test_relative_cost_covers_width_one_and_refuses_outside_widths():
    table = CostTable((1, 3), (1,), ((2.0, 3.0),))
    assert table.relative(1, 1) == 1.0
    assert table.relative(3, 1) == 1.5
    with pytest.raises(ValueError, match="width 4 outside the calibrated widths"):
        table.relative(4, 1)


# --- rates and the choice -------------------------------------------------------------------------


def test_expected_tokens_needs_a_hazard_per_draft_of_the_widest_width():
    assert expected_tokens([0.5] * 4, [1, 3, 5])[5] == pytest.approx(2.9375)
    with pytest.raises(ValueError, match="^width 5 needs 4 hazards, got 3$"):
        expected_tokens([0.5] * 3, [1, 3, 5])


def test_batch_rates_average_over_requests():
    rates = batch_rates([[1.0, 1.0], [0.0, 0.0]], [1, 3], lambda w: 1.0)
    assert rates == {1: 1.0, 3: 3.0}  # (4 + 2) / 2 tokens per step
    with pytest.raises(ValueError, match="^batch_rates needs at least one request$"):
        batch_rates([], [1, 3], lambda w: 1.0)


def test_choose_width_edges():
    with pytest.raises(ValueError, match="^choose_width needs at least one allowed width$"):
        choose_width({}, None, 0.05)
    # A width exactly at AR's rate less the tie is eligible, so hysteresis may keep it.
    assert choose_width({1: 1.0, 5: 1.0 - TIE}, 5, 0.05) == 5
    # Rates within the tie of the top count as the top: the narrower one wins.
    assert choose_width({1: 0.5, 3: 2.0 - TIE, 5: 2.0}, None, 0.05) == 3
    # The current width is kept exactly at the hysteresis edge.
    assert choose_width({1: 0.1, 3: 1.0 - TIE, 5: 2.0}, 3, 0.5) == 3


def test_no_inertia_at_width_one():
    """Hysteresis keeps a drafting width, never W = 1: an AR step teaches nothing about
    acceptance, so staying at AR out of inertia could keep a stale estimate for good."""
    rates = {1: 1.0, 3: 1.2}  # AR within a hysteresis of 0.5 of width 3, yet width 3 wins
    assert choose_width(rates, 1, 0.5) == 3
    assert choose_width(rates, 3, 0.5) == 3
    assert choose_width({1: 1.0, 3: 1.2, 5: 1.3}, 3, 0.5) == 3  # a drafting width is kept
    first_only = [[1.0, 0.0, 0.0, 0.0]]  # 3 tokens per round at width 3
    costs = {1: 1.0, 3: 2.5}.get  # rates 1 and 1.2
    assert choose_width_reference(first_only, [1, 3], costs, 1, 0.5) == 3


def test_the_reference_choice_edges():
    zero = [[0.0] * 4, [0.0] * 4]  # every request: 2 tokens per drafting round
    costs = {1: 1.0, 3: 3.0, 5: 3.0}
    # Two requests: the rate is the mean over requests (2/3 here), below AR's.
    assert choose_width_reference(zero, [1, 3, 5], costs.get, None, 0.05) == 1
    # Equal rates: the narrower width.
    assert choose_width_reference(zero, [1, 3, 5], {1: 1.0, 3: 1.0, 5: 1.0}.get, None, 0.05) == 3
    # A width better by exactly the tie is not better.
    edge = {1: 1.0, 3: 1.0, 5: _cost_for_rate(2.0, 2.0 + TIE)}
    assert 2.0 / edge[5] == 2.0 + TIE
    assert choose_width_reference(zero, [1, 3, 5], edge.get, None, 0.05) == 3
    # A current width at AR's rate less the tie, which is also the hysteresis edge, is kept:
    # every request accepts its first draft only (3 tokens per round at widths 3 and 5).
    first_only = [[1.0, 0.0, 0.0, 0.0]]
    kept = {1: 1.0, 3: _cost_for_rate(3.0, 1.0 - TIE), 5: 1.5}  # rates 1 - tie and 2
    assert choose_width_reference(first_only, [1, 3, 5], kept.get, 3, 0.5) == 3
    assert choose_width_reference(first_only, [1, 3, 5], kept.get, None, 0.5) == 5


# --- acceptance statistics ------------------------------------------------------------------------


def test_a_width_two_round_is_counted_and_an_impossible_one_named():
    counts = PositionCounts(4)
    counts.observe(2, 1, decay=1.0)
    assert counts.trials[0] == counts.successes[0] == 1.0
    counts.observe(1, 0, decay=0.5)  # an AR step: nothing tested, nothing forgotten
    assert counts.trials[0] == 1.0
    with pytest.raises(ValueError, match="^round of width 3 cannot accept 5 drafts$"):
        counts.observe(3, 5, decay=1.0)


def test_the_tracker_counts_width_two_and_ages_on_ar_steps_only():
    config = WidthPolicyConfig(decay=1.0, idle_decay=0.5, server_decay=0.5)
    tracker = AcceptanceTracker(4, config)
    tracker.observe("a", 2, 1)
    assert tracker.requests["a"].successes[0] == 1.0
    assert tracker.server.successes[0] == 1.0
    tracker.observe("a", 1, 0)  # an AR step: the request's evidence ages, the server's does not
    assert tracker.requests["a"].successes[0] == 0.5
    assert tracker.server.successes[0] == 1.0
    tracker.observe_batch(["a"], 2, [0])  # a drafting step: the server forgets once
    assert tracker.server.successes[0] == 0.5 and tracker.server.trials[0] == 1.5
    with pytest.raises(ValueError):
        tracker.observe_batch(["a", "b"], 3, [1])
    tracker.release("never-seen")  # nothing to forget
    tracker.release("a")
    assert "a" not in tracker.requests


# --- the stateful policy --------------------------------------------------------------------------


class Costs:
    """A cost table by hand: ``costs[w]`` per step at any batch size; records what it is asked.
    Every cell counts as measured and nothing is explored (as a ``CostTable``)."""

    def __init__(self, costs: dict[int, float]):
        self.costs = dict(costs)
        self.asked: list[tuple[int, int]] = []

    def step_cost(self, width: int, batch_size: int) -> float:
        self.asked.append((width, batch_size))
        return self.costs[width]

    def measured(self, width: int, batch_size: int) -> bool:
        return True

    def cost_estimate(self, width: int, batch_size: int) -> float:
        return self.costs[width]

    def ar_seconds(self, batch_size: int) -> float | None:
        return None

    def rounds_timed(self) -> bool:
        return True

    def exploration(self, batch_size: int, allowed) -> int | None:
        return None


def test_the_policy_is_built_as_configured():
    config = WidthPolicyConfig(widths=(1, 3, 9))
    costs = Costs({1: 1.0, 3: 2.0, 9: 4.0})
    policy = WidthPolicy(config, 9, costs)
    assert costs.asked == [(9, 1)]  # the widest width is priced at once
    assert policy.window == 9 and policy.current is None
    assert policy.tracker.max_drafts == 8 and policy.tracker.config is config
    # One allowed width needs no costs; two do.
    WidthPolicy(WidthPolicyConfig(widths=(1,)), 9, None)
    with pytest.raises(ValueError, match=r"^an adaptive gravity width needs a cost table \(or"):
        WidthPolicy(WidthPolicyConfig(widths=(1, 3)), 9, None)


def test_a_pinned_policy_decides_without_rates():
    decision = WidthPolicy(WidthPolicyConfig(pinned=5), 9, None).choose(["a"])
    assert decision.width == 5 and decision.rates == {} and decision.probe is False


def test_past_its_deepest_tested_draft_a_request_takes_the_servers_hazard_there():
    # Text is read in stretches: half the rounds fail at the first draft, the rest get every
    # draft right. One request ran 17-wide rounds (the server learns that a draft past the
    # first is nearly always right), another only 5-wide rounds (its own evidence stops at 4).
    config = WidthPolicyConfig(widths=(1, 5, 17), probe_interval=0, decay=1.0, server_decay=1.0)
    policy = WidthPolicy(config, 17, Costs({1: 1.0, 5: 2.0, 17: 4.0}))
    for i in range(40):
        read_well = i % 2 == 0
        policy.observe(["wide"], 17, [16 if read_well else 0])
        policy.observe(["narrow"], 5, [4 if read_well else 0])
    narrow = policy.tracker.hazards("narrow")
    assert narrow[0] == pytest.approx(0.5, abs=0.05) and min(narrow[1:4]) > 0.9
    assert min(narrow[4:]) > 0.95  # the server's, not its own pooled 0.8
    tokens = expected_tokens(narrow, (5, 17))
    assert tokens[5] == pytest.approx(4.0, abs=0.2) and tokens[17] > 9.0
    # 17-wide rounds commit 2.5x the tokens of 5-wide ones for 2x the time: 17. (Priced with
    # the request's flat pooled hazard past position 4, a 17-wide round looked worth 5.8 tokens
    # and it stayed at 5.)
    assert policy.choose(["narrow"]).width == 17


def test_each_request_is_judged_by_its_own_acceptance():
    config = WidthPolicyConfig(widths=(1, 9), probe_interval=0)
    policy = WidthPolicy(config, 9, Costs({1: 1.0, 9: 2.4}))
    for _ in range(20):
        policy.observe(["good", "bad"], 9, [8, 0])
    assert policy.choose(["good"]).width == 9
    bad = policy.choose(["bad"])
    assert bad.width == 1 and bad.probe is False
    assert policy.choose([]).width in (1, 9)  # no request: the server's acceptance


def test_a_decision_carries_its_rates_and_sets_the_current_width():
    policy = WidthPolicy(WidthPolicyConfig(widths=(1, 3), probe_interval=0), 9, Costs({1: 1, 3: 1}))
    decision = policy.choose(["a"])
    assert decision.width == 3 and decision.probe is False
    assert decision.rates == batch_rates([policy.tracker.hazards("a")], (1, 3), lambda w: 1.0)
    assert policy.current == 3


def test_hysteresis_keeps_the_current_width_through_the_policy():
    costs = Costs({1: 1.0, 3: 2.0, 9: 1.0})
    policy = WidthPolicy(WidthPolicyConfig(widths=(1, 3, 9), hysteresis=0.5), 9, costs)
    assert policy.choose(["a"]).width == 9
    costs.costs[3] = 0.9  # width 3 now a little better: within the hysteresis
    assert policy.choose(["a"]).width == 9


def test_an_ar_probe_runs_the_narrowest_of_the_best_drafting_widths_and_backs_off():
    # A prior hazard of 0 and nothing observed: every drafting width commits 2 tokens per round,
    # so at equal costs widths 2 and 9 have equal rates, below AR's.
    costs = Costs({1: 1.0, 2: 3.0, 9: 3.0})
    config = WidthPolicyConfig(widths=(1, 2, 9), probe_interval=2, prior_hazard=0.0)
    policy = WidthPolicy(config, 9, costs)
    decisions = [policy.choose(["a"]) for _ in range(3)]
    assert [d.width for d in decisions] == [1, 1, 2]  # the third AR step is a probe
    assert decisions[2].probe is True and decisions[2].rates[2] == decisions[2].rates[9]
    assert policy.current == 1 and policy.probe_gap == 4  # backed off
    costs.costs.update({2: 0.5, 9: 0.6})  # drafting pays again: the next probe comes early
    assert policy.choose(["a"]).width == 2
    assert policy.probe_gap == 2 and policy.current == 2


def test_exploration_times_only_widths_worth_running():
    class Exploring(Costs):
        def exploration(self, batch_size, allowed):
            self.offered = (batch_size, list(allowed))
            return None

    prior = 2.0 + 0.5 + 0.25  # E[T | 3] at the prior hazard 0.5
    costs = Exploring({1: 1.0, 2: 2.5 / 0.7, 3: prior, 5: 2.9375 / 1.25})
    policy = WidthPolicy(WidthPolicyConfig(widths=(1, 2, 3, 5)), 9, costs)
    decision = policy.choose(["a", "b"])
    # rate(5) = 1.25 is the best; rate(3) = 1.0 is exactly 0.8 of it; rate(2) = 0.7 is not.
    assert decision.rates[3] == 1.0 and decision.rates[5] == 1.25
    assert costs.offered == (2, [1, 3, 5])

    class Timing(Exploring):
        def exploration(self, batch_size, allowed):
            super().exploration(batch_size, allowed)
            return 3

    timed = WidthPolicy(WidthPolicyConfig(widths=(1, 2, 3, 5)), 9, Timing(costs.costs))
    decision = timed.choose(["a"])
    assert decision.width == 3 and decision.probe is True and decision.rates[5] == 1.25


def test_releasing_a_request_forgets_its_statistics():
    policy = WidthPolicy(WidthPolicyConfig(widths=(1, 3)), 9, Costs({1: 1.0, 3: 1.0}))
    policy.observe(["a"], 3, [2])
    policy.release("a")
    assert "a" not in policy.tracker.requests
