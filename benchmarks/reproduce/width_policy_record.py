"""Turn width_policy_run.sh's step traces into the replayable workloads the policy tests use.

    python benchmarks/reproduce/width_policy_record.py RUN_DIR tests/data/width

For each workload run (``RUN_DIR/<name>/steps/<variant>``): every fixed-width variant's loop
periods, the full window's accepted drafts per request, and the prefill time per request (the
median time to first token of the c=1 AR passes, from ``results.json``).
"""

from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path

from sglang_gravity.width.simulate import record_workload

WORKLOADS = {  # name -> (window K, {width: variant folder})
    "mid": (9, {1: "width1", 5: "width5", 9: "fixed"}),
    "full": (33, {1: "width1", 5: "width5", 33: "fixed"}),
    "demo": (9, {1: "width1", 5: "width5", 9: "fixed"}),
    "demo-by-type": (9, {1: "width1", 5: "width5", 9: "fixed"}),
}


def prefill_seconds(results: dict) -> float:
    ttfts = [
        p["ttft_s_p50"]
        for p in results["passes"]
        if p["engine"] == "ar" and p["concurrency"] == 1 and p.get("ttft_s_p50") is not None
    ]
    return statistics.median(ttfts) if ttfts else 0.0


def main() -> None:
    run_dir, out_dir = Path(sys.argv[1]), Path(sys.argv[2])
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, (window, variants) in WORKLOADS.items():
        run = run_dir / name
        if not (run / "results.json").exists():
            print(f"{name}: no run in {run}")
            continue
        results = json.loads((run / "results.json").read_text())
        workload = record_workload(
            name,
            window,
            {w: run / "steps" / v for w, v in variants.items()},
            run / "steps" / variants[window],
            prefill_seconds(results),
            meta={"source": str(run), "config": results["config"]["server_commands"]["ar"]},
        )
        path = out_dir / f"{name}.json"
        path.write_text(json.dumps(workload.to_dict(), indent=1) + "\n")
        print(f"{name}: {len(workload.requests)} requests, widths {sorted(variants)} -> {path}")


if __name__ == "__main__":
    main()
