"""The noisy replay table of docs/results/width-bursts-replay: ``auto`` against the best fixed
width on the recorded workloads under ``simulate.BurstyNoise`` (its defaults), three seeds, as
``tests/width/test_bursts.py`` replays them. Prints the Markdown table.

    python benchmarks/reproduce/width_bursts_table.py

For the policy before 2026-12-04 (commit 0a18078), put its ``step_costs.py`` in a copy of the package first on
``PYTHONPATH`` (the result's README shows how)."""

import statistics
from pathlib import Path

from sglang_gravity.width.simulate import BurstyNoise, Workload, compare

WORKLOADS = Path(__file__).resolve().parents[2] / "tests" / "data" / "width"
REPEAT = {"demo": 3, "full": 2, "mid": 1, "demo-by-type": 1}
SEEDS = (0, 1, 2)


def _mean(values: list[float]) -> float:
    return statistics.mean(values) if values else float("nan")


def main() -> None:
    print(
        "| workload | c | best fixed (x AR) | auto (x AR) | auto / best, per seed | mean "
        "| exploring |"
    )
    print("|---|---:|---|---:|---|---:|---:|")
    for name in ("demo", "demo-by-type", "mid", "full"):
        w = Workload.load(WORKLOADS / f"{name}.json")
        settings = [str(x) for x in sorted(w.step_seconds)] + ["auto"]
        res = {}
        for seed in SEEDS:
            try:
                res[seed] = compare(
                    w,
                    (1, 16),
                    settings,
                    noise=0.05,
                    bursts=BurstyNoise(),
                    seed=seed,
                    repeat=REPEAT[name],
                )
            except ZeroDivisionError as exc:
                res[seed] = exc
        for level in (1, 16):
            ratios, autos, bests, expl = [], [], [], []
            for seed in SEEDS:
                r = res[seed]
                if isinstance(r, Exception):
                    ratios.append(None)
                    continue
                rates = {s: x[level].tokens_per_second for s, x in r.items()}
                best = max((v, s) for s, v in rates.items() if s != "auto")
                ratios.append(rates["auto"] / best[0])
                autos.append(rates["auto"] / rates["1"])
                bests.append((best[1], best[0] / rates["1"]))
                expl.append(r["auto"][level].exploring_seconds / r["auto"][level].seconds)
            ok = [x for x in ratios if x is not None]
            cells = " / ".join(
                "crash (ZeroDivisionError)" if x is None else f"{x:.2f}" for x in ratios
            )
            bw = statistics.mode(b[0] for b in bests) if bests else "-"
            bx = _mean([b[1] for b in bests])
            print(
                f"| {name} | {level} | W={bw} ({bx:.2f}x) | {_mean(autos):.2f}x | {cells} | "
                f"{_mean(ok):.2f} | {100 * _mean(expl):.1f}% |"
            )


if __name__ == "__main__":
    main()
