"""The benchmark and soak scripts, attached to the shared servers for a few bounded requests."""

import dataclasses
import json
from pathlib import Path

import pytest

from sglang_gravity.bench.suites import calibrate_widths, ocr, pages, soak
from sglang_gravity.bench.workloads import documents as document_workload


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def _check_rates_against_the_records(report: dict, records: list[dict], count_key: str) -> None:
    """Every pass's rates and every level's speed-ups recomputed from the per-request records
    the script wrote (not from its own summaries): a swapped ratio, a wrong wall time or a pass
    counted under the other engine changes them. ``count_key``: the unit of pages_per_s."""
    for s in report["passes"]:
        mine = [
            r
            for r in records
            if (r["engine"], r["concurrency"], r["pass_index"])
            == (s["engine"], s["concurrency"], s["pass_index"])
        ]
        ok = [r for r in mine if r["status_code"] == 200 and r["error"] is None]
        tokens = sum(len(r["output_ids"]) for r in ok)
        assert ok and tokens == s["output_tokens"] > 0, s
        # The pass lasts at least as long as its slowest request, and not far beyond the sum.
        assert max(r["latency_s"] for r in ok) <= s["wall_s"] <= sum(r["latency_s"] for r in ok) + 5
        assert s["output_tok_per_s"] == pytest.approx(tokens / s["wall_s"])
        units = len({r[count_key] for r in ok}) if count_key != "index" else len(ok)
        assert s["pages_per_s"] == pytest.approx(units / s["wall_s"])
    for level, row in report["levels"].items():
        passes = [s for s in report["passes"] if s["concurrency"] == int(level)]
        rate = {
            engine: _mean(s["output_tok_per_s"] for s in passes if s["engine"] == engine)
            for engine in ("ar", "gravity")
        }
        speedup = row.get("speedup_tok_per_s", row.get("speedup_output_tok_per_s"))
        assert speedup == pytest.approx(rate["gravity"] / rate["ar"]), (level, row)
        pages = {
            engine: _mean(s["pages_per_s"] for s in passes if s["engine"] == engine)
            for engine in ("ar", "gravity")
        }
        assert row["speedup_pages_per_s"] == pytest.approx(pages["gravity"] / pages["ar"])


@pytest.mark.server
def test_bench_ocr_attached_reports_identity_and_speedup(ar_url, gravity_url, tmp_path):
    args = ocr.parse_args(
        ["--ar-url", ar_url, "--gravity-url", gravity_url, "--concurrency", "1,2",
         "--max-requests", "3", "--max-tokens", "12", "--warmup", "1", "--out", str(tmp_path)]
    )  # fmt: skip
    report = ocr.run(args)
    identity = report["identity"]
    assert identity["mismatches"] == [] and identity["gravity_compared"] > 0, identity
    assert set(report["levels"]) == {"1", "2"}
    records = _jsonl(tmp_path / "requests.jsonl")
    _check_rates_against_the_records(report, records, count_key="index")
    for level, row in report["levels"].items():
        # Decode time per token, from each streamed request's own chunk timing: the tokens
        # from its first chunk to its last over the time between (Completion.decode_timing).
        decode = {}
        for engine in ("ar", "gravity"):
            timed = [
                r
                for r in records
                if r["engine"] == engine and r["concurrency"] == int(level)
                if r["status_code"] == 200 and r["error"] is None
            ]
            per_pass = {}
            for r in timed:
                assert r["decode_s"] > 0 and r["decode_tokens"] >= 1, r  # never zero
                seconds, tokens = per_pass.get(r["pass_index"], (0.0, 0))
                per_pass[r["pass_index"]] = (
                    seconds + r["decode_s"],
                    tokens + r["decode_tokens"],
                )
            decode[engine] = _mean(1000 * t / n for t, n in per_pass.values())
        assert row["speedup_decode"] == pytest.approx(decode["ar"] / decode["gravity"]), level
    assert {p["engine"] for p in report["passes"]} == {"ar", "gravity"}
    assert all(p["errors"] == 0 for p in report["passes"])
    for name in ("results.json", "requests.jsonl", "results.md", "throughput.png"):
        assert (tmp_path / name).is_file(), name
    assert "decode speed-up" in (tmp_path / "results.md").read_text()


@pytest.mark.server
def test_bench_ocr_sends_the_request_params(ar_url, gravity_url, tmp_path):
    """The SDK's greedy-with-penalty profile: sent to both engines, recorded, still identical."""
    sdk = {"temperature": 0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}
    args = ocr.parse_args(
        ["--ar-url", ar_url, "--gravity-url", gravity_url, "--concurrency", "2",
         "--max-requests", "3", "--max-tokens", "16", "--warmup", "0",
         "--request-params", json.dumps(sdk), "--out", str(tmp_path)]
    )  # fmt: skip
    report = ocr.run(args)
    assert report["config"]["request_params"] == sdk
    assert report["identity"]["mismatches"] == [] and report["identity"]["gravity_compared"] > 0
    assert '"repetition_penalty": 1.1' in (tmp_path / "results.md").read_text()


@pytest.mark.parametrize("bad", ["{not json", "[1, 2]"])
def test_bench_ocr_refuses_bad_request_params(bad):
    with pytest.raises(SystemExit):
        ocr.parse_args(["--ar-url", "http://127.0.0.1:1", "--request-params", bad])


@pytest.mark.server
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


@pytest.mark.server
def test_bench_pages_attached_identity_per_region_and_markdown(ar_url, gravity_url, tmp_path):
    """Page mode: two pages, their regions in flight together, AR -> gravity -> AR at 1 and 2
    pages in flight with the SDK's request parameters (small max_tokens)."""
    args = pages.parse_args(
        ["--ar-url", ar_url, "--gravity-url", gravity_url, "--pages", "2", "--concurrency", "1,2",
         "--max-tokens", "8", "--warmup", "0", "--out", str(tmp_path)]
    )  # fmt: skip
    report = pages.run(args)
    assert report["config"]["request_params"] == document_workload.SDK_PARAMS
    identity = report["identity"]
    assert identity["all_gravity_identical"], identity["mismatches"]
    regions = len(document_workload.PAGE_LAYOUT)
    assert len(identity["regions"]) == 2 * regions
    assert all(r["identical"] and r["compared"] == 2 for r in identity["regions"].values())
    assert set(report["levels"]) == {"1", "2"}
    for s in report["passes"]:
        assert s["errors"] == 0 and s["pages"] == 2 and s["regions"] == 2 * regions
        assert s["regions_per_s"] == pytest.approx(s["regions"] / s["wall_s"])
    # bench_pages writes region records only: pages_per_s counts distinct pages.
    _check_rates_against_the_records(
        report, _jsonl(tmp_path / "regions.jsonl"), count_key="page_id"
    )
    for page in report["pages"]:
        assert len(page["regions"]) == regions
        for engine in ("ar", "gravity"):
            answers = page["answers"][engine]
            tasks = [r["type"] for r in page["regions"]]
            markdown = page["markdown"][engine]
            assert markdown == document_workload.assemble_markdown(answers, tasks)
            position = 0  # every non-empty answer appears, in reading order
            for answer, task in zip(answers, tasks):
                if answer.strip():
                    block = document_workload.format_region(answer, task)
                    position = markdown.index(block, position) + len(block)
        assert page["markdown"]["gravity"] == page["markdown"]["ar"]
        assert (tmp_path / "markdown" / f"{page['id']}.gravity.md").is_file()
    for name in ("results.json", "regions.jsonl", "results.md", "pages.png"):
        assert (tmp_path / name).is_file(), name


def test_bench_pages_requests_equal_the_sdk_builder():
    """The page benchmark's region request is what glmocr's PageLoader builds for that crop."""
    glmocr_requests = pytest.importorskip("sglang_gravity.testing.glmocr_requests")
    from glmocr.dataloader import PageLoader

    loader = PageLoader(glmocr_requests.sdk_pipeline_config().page_loader)
    page = document_workload.make_page(0)
    for crop, region in zip(page.crops(), page.regions):
        assert document_workload.sdk_request(crop, region.type) == loader.build_request_from_image(
            crop, region.type
        )
    # A crop off the 28 grid and one below min_pixels are resized as the SDK resizes them.
    for size in ((101, 57), (30, 20)):
        crop = page.image.crop((0, 0, *size))
        assert document_workload.sdk_request(crop, "text") == loader.build_request_from_image(
            crop, "text"
        )


def test_bench_pages_layout_is_deterministic_and_disjoint():
    a, b = document_workload.make_page(3), document_workload.make_page(3)
    assert a.image.tobytes() == b.image.tobytes() and a.regions == b.regions
    boxes = [r.box for r in a.regions]
    for i, p in enumerate(boxes):
        assert 0 <= p[0] < p[2] <= a.image.width and 0 <= p[1] < p[3] <= a.image.height
        for q in boxes[i + 1 :]:
            assert p[2] <= q[0] or q[2] <= p[0] or p[3] <= q[1] or q[3] <= p[1], (p, q)
    assert [r.type for r in a.regions] == [t for _, t in document_workload.PAGE_LAYOUT]


def test_calibrate_widths_writes_a_cost_table_the_policy_reads(tmp_path):
    """A small random decoder (sized_model at toy sizes), two batch sizes, three widths."""
    import torch

    from sglang_gravity.checkpoints import sized as sized_model
    from sglang_gravity.width.cost_table import CostTable
    from sglang_gravity.width.policy import WidthPolicy, WidthPolicyConfig

    sizes = dataclasses.replace(
        sized_model.SMALL, hidden=128, layers=2, q_heads=2, kv_heads=1, ffn=256, vocab=2048
    )
    model, _, _ = sized_model.build_sized_model(sizes, dtype=torch.float32)
    out = tmp_path / "costs.json"
    args = calibrate_widths.parse_args(
        ["--widths", "1,3,5", "--batch-sizes", "1,2", "--prefix", "16", "--iters", "2",
         "--warmup", "0", "--dtype", "float32", "--device", "cpu", "--out", str(out)]
    )  # fmt: skip
    table = calibrate_widths.run(args, model, "toy")
    assert CostTable.load(out) == table
    assert table.widths == (1, 3, 5) and table.batch_sizes == (1, 2)
    assert table.meta["model"] == "toy" and table.meta["prefix"] == 16
    assert all(t > 0 for row in table.seconds for t in row)
    assert "| bs |" in out.with_suffix(".md").read_text()
    policy = WidthPolicy(WidthPolicyConfig(widths=(1, 3, 5)), 5, table)
    assert policy.choose(["r"]).width in (1, 3, 5)
