"""The benchmark and soak scripts, attached to the shared servers for a few bounded requests."""

import json
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import bench_ocr  # noqa: E402
import soak  # noqa: E402


def test_bench_ocr_attached_reports_identity_and_speedup(ar_url, gravity_url, tmp_path):
    args = bench_ocr.parse_args(
        ["--ar-url", ar_url, "--gravity-url", gravity_url, "--concurrency", "1,2",
         "--max-requests", "3", "--max-tokens", "12", "--warmup", "1", "--out", str(tmp_path)]
    )  # fmt: skip
    report = bench_ocr.run(args)
    identity = report["identity"]
    assert identity["mismatches"] == [] and identity["gravity_compared"] > 0, identity
    assert set(report["levels"]) == {"1", "2"}
    for level in report["levels"].values():
        assert level["speedup_tok_per_s"] > 0 and level["speedup_decode"] > 0
    assert {p["engine"] for p in report["passes"]} == {"ar", "gravity"}
    assert all(p["errors"] == 0 for p in report["passes"])
    for name in ("results.json", "requests.jsonl", "results.md", "throughput.png"):
        assert (tmp_path / name).is_file(), name
    assert "decode speed-up" in (tmp_path / "results.md").read_text()


def test_bench_ocr_sends_the_request_params(ar_url, gravity_url, tmp_path):
    """The SDK's greedy-with-penalty profile: sent to both engines, recorded, still identical."""
    sdk = {"temperature": 0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}
    args = bench_ocr.parse_args(
        ["--ar-url", ar_url, "--gravity-url", gravity_url, "--concurrency", "2",
         "--max-requests", "3", "--max-tokens", "16", "--warmup", "0",
         "--request-params", json.dumps(sdk), "--out", str(tmp_path)]
    )  # fmt: skip
    report = bench_ocr.run(args)
    assert report["config"]["request_params"] == sdk
    assert report["identity"]["mismatches"] == [] and report["identity"]["gravity_compared"] > 0
    assert '"repetition_penalty": 1.1' in (tmp_path / "results.md").read_text()


@pytest.mark.parametrize("bad", ["{not json", "[1, 2]"])
def test_bench_ocr_refuses_bad_request_params(bad):
    with pytest.raises(SystemExit):
        bench_ocr.parse_args(["--ar-url", "http://127.0.0.1:1", "--request-params", bad])


def test_soak_attached_finds_no_errors_and_frees_the_kv(ar_url, gravity_url, tmp_path):
    args = soak.parse_args(
        ["--ar-url", ar_url, "--gravity-url", gravity_url, "--duration-s", "25",
         "--max-requests", "24", "--clients", "4", "--max-tokens", "40", "--abort-prob", "0.4",
         "--sample-every-s", "2", "--out", str(tmp_path)]
    )  # fmt: skip
    report = soak.soak(args, ar_url, gravity_url, pid=None)
    summary = report["summary"]
    assert summary["errors"] == 0 and summary["mismatches"] == 0, summary
    assert summary["completed"] > 0 and summary["kv_used_tokens_after_flush"] == 0
    assert summary["ok"]
    soak.write_outputs(report, tmp_path)
    assert json.loads((tmp_path / "soak.json").read_text())["summary"]["ok"]


def test_soak_refuses_non_loopback_targets():
    with pytest.raises(SystemExit):
        soak.parse_args(["--ar-url", "http://10.0.0.1:30000", "--gravity-url", "http://x:1"])
