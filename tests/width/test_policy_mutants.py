"""Contracts of the width policy (``width/policy.py``) that mutation testing (``make mutation``)
showed no test held: every validation names its setting and accepts its boundary, ties and
hysteresis hold exactly at their edges, per-request statistics are used per request, and the
probing and bookkeeping of :class:`WidthPolicy` are what its docstring says. Equivalent survivors:
``tests/mutation_equivalents.txt``.
"""

from __future__ import annotations

import math
import re

import pytest

from sglang_gravity.width.policy import (
    AcceptanceTracker,
    CostTable,
    PositionCounts,
    WidthPolicy,
    WidthPolicyConfig,
    batch_rates,
    choose_width,
    choose_width_reference,
    expected_tokens,
    parse_widths,
)

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
