"""``benchmarks/gpu_check.sh --dry-run``: the one-shot GPU script runs end to end here.

A lent GPU gives one session 15 minutes; a script broken by a refactor would spend them on a
traceback. The dry run takes the same code paths at tiny sizes on CPU (Triton interpreted):
every section must run, every correctness check pass, and the JSON hold each section's rows.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from sglang_gravity.repository import REPO_ROOT
from sglang_gravity.width.cost_table import CostTable

pytestmark = pytest.mark.subprocess  # starts a child process

REPO = REPO_ROOT


def test_gpu_check_dry_run_runs_every_section(tmp_path) -> None:
    out = tmp_path / "gpu_check.json"
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["PYTHON"] = sys.executable  # the script's interpreter: the one running the tests
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
    assert report["sections"] == ["correctness", "self_test", "model", "widths", "kernel", "tuning"]
    checks = {row["check"] for row in report["correctness"]}
    assert checks == {
        "window_attention",
        "graph_mode_switch",
        "acceptance",
        "gravity_vs_ar_parity",
    }
    assert all(row["ok"] for row in report["correctness"])
    self_checks = [row for row in report["self_test"] if "name" in row]
    assert {row["run"] for row in self_checks} == {"cold", "warm"}
    assert {row["name"] for row in self_checks} == {"window_attention", "acceptance"}
    assert all(row["ok"] for row in self_checks)
    # The summary: the round / AR-step ratio at the smallest and largest batch, both ways.
    assert [row["bs"] for row in report["round_to_ar"]] == [1, 2]
    for row in report["round_to_ar"]:
        assert row["model_eager"] > 0 and row["passes_eager"] > 0, row
    text = out.with_suffix(".md").read_text()
    assert "summary:" in text and "round / AR-step time" in text and "width cost model" in text
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
