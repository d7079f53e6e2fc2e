"""``benchmarks/gpu_check.sh --dry-run``: the one-shot GPU script runs end to end here.

A lent GPU gives one session 15 minutes; a script broken by a refactor would spend them on a
traceback. The dry run takes the same code paths at tiny sizes on CPU (Triton interpreted):
every section must run, every correctness check pass, and the JSON hold each section's rows.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from sglang_gravity.width.policy import CostTable

REPO = Path(__file__).resolve().parents[1]


def test_gpu_check_dry_run_runs_every_section(tmp_path) -> None:
    out = tmp_path / "gpu_check.json"
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    done = subprocess.run(
        ["bash", str(REPO / "benchmarks" / "gpu_check.sh"), "--dry-run", "--json", str(out)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    assert "[gpu_check] OK" in done.stdout
    report = json.loads(out.read_text())
    assert report["ok"] is True
    assert report["environment"]["dry_run"] is True
    assert report["sections"] == ["correctness", "kernel", "tuning", "model", "widths"]
    checks = {row["check"] for row in report["correctness"]}
    assert checks == {
        "window_attention",
        "graph_mode_switch",
        "acceptance",
        "gravity_vs_ar_parity",
    }
    assert all(row["ok"] for row in report["correctness"])
    for section in ("kernel", "tuning", "model", "widths"):
        assert report[section], f"section {section} wrote no rows"
        assert not any("error" in row for row in report[section]), report[section]
    assert all(row["gravity_us"] > 0 and row["sdpa_us"] > 0 for row in report["kernel"])
    assert all(row["round_eager_us"] > 0 for row in report["model"])
    # The width policy's cost table, readable by the policy (eager timings on CPU).
    table = CostTable.load(tmp_path / "width_costs.json")
    assert table.widths == tuple(report["sizes"]["widths"]) and table.batch_sizes == (1, 2)
    assert table.meta["dry_run"] is True and "eager" in table.meta["mode"]
    assert all(table.relative(w, 1) > 0 for w in table.widths)
