"""Host time of one ``auto`` width decision, per batch size: what every adaptive server adds to
each decode step's loop period (the worker decides before it launches the step).

A synthetic server: the demo's widths (K = 33), every request decoding 300 tokens left, step
times and accepted drafts drawn from a fixed seed, one request in twenty replaced per step.

    python benchmarks/width_decision_cost.py --batch-sizes 1,16,64 --steps 2000
"""

from __future__ import annotations

import argparse
import json
import random
import time

from sglang_gravity.width.control import WidthControl


def decision_ms(batch_size: int, steps: int, seed: int = 0) -> tuple[float, float]:
    """Mean milliseconds per ``begin_step`` (the decision) and per ``observe`` at this size."""
    control = WidthControl.from_env(33, {"SGLANG_GRAVITY_WIDTH": "auto"}, default="auto")
    rng = random.Random(seed)
    rids = [f"r{i}" for i in range(batch_size)]
    joined = batch_size
    now = decide = observe = 0.0
    for _ in range(steps):
        started = time.perf_counter()
        width = control.begin_step(rids, batch_size, now, [300] * batch_size)
        decided = time.perf_counter()
        accepted = [min(width - 1, int(rng.expovariate(0.15))) if width > 1 else 0 for _ in rids]
        control.observe(rids, width, accepted)
        decide += decided - started
        observe += time.perf_counter() - decided
        now += 0.005 * width**0.5 + 0.002 * batch_size + 0.01
        if rng.random() < 0.05:
            rids[rng.randrange(batch_size)] = f"r{joined}"
            joined += 1
    return 1e3 * decide / steps, 1e3 * observe / steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-sizes", default="1,16,64")
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--out", help="also write the numbers to this JSON file")
    args = parser.parse_args()
    rows = {}
    print("| batch | decision ms | observe ms |\n|---:|---:|---:|")
    for size in (int(b) for b in args.batch_sizes.split(",")):
        decide, observe = decision_ms(size, args.steps)
        rows[size] = {"decision_ms": round(decide, 3), "observe_ms": round(observe, 3)}
        print(f"| {size} | {decide:.3f} | {observe:.3f} |")
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"steps": args.steps, "by_batch_size": rows}, f, indent=1)


if __name__ == "__main__":
    main()
