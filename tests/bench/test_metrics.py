"""``bench/metrics.py``: every headline ratio the benchmarks, the check and the README quote, on
small hand-made passes whose answers can be worked out by hand.

A speed-up is gravity's rate over the mean of the AR passes (around it, for the variants between
AR passes), decode speed-up is AR's time per decoded token over gravity's, drift is AR's last pass
over its first, identity compares every answer with AR's first answer to the same request.
"""

from __future__ import annotations

import pytest

from sglang_gravity.bench import metrics
from sglang_gravity.bench.harness import PassResult
from sglang_gravity.bench.workloads.documents import PageRecord, RegionRecord
from sglang_gravity.bench.workloads.ocr import RequestRecord


def _record(
    engine: str,
    ids: list[int],
    *,
    index: int = 0,
    kind: str = "text",
    page: str | None = None,
    status: int = 200,
    latency: float = 1.0,
    decode: tuple[int, float] | None = None,
    spec: dict | None = None,
) -> RequestRecord:
    return RequestRecord(
        engine=engine,
        concurrency=1,
        pass_index=0,
        index=index,
        page_id=page or f"{kind}{index}",
        type=kind,
        status_code=status,
        output_ids=ids,
        text="",
        finish_reason="stop",
        latency_s=latency,
        ttft_s=0.1,
        spec=spec or {},
        decode_tokens=decode[0] if decode else None,
        decode_s=decode[1] if decode else None,
    )


# ----------------------------------------------------------------------------- numbers


def test_numbers() -> None:
    assert metrics.percentile([4.0, 1.0, 3.0, 2.0], 50) == pytest.approx(2.5)
    assert metrics.percentile([1.0, 2.0, 3.0, 4.0, 5.0], 90) == pytest.approx(4.6)
    assert metrics.percentile([], 50) is None
    assert metrics.mean([1.0, None, 3.0]) == 2.0 and metrics.mean([None]) is None
    assert metrics.median([3.0, None, 1.0, 2.0]) == 2.0 and metrics.median([]) is None
    assert metrics.ratio(3.0, 2.0) == 1.5
    assert metrics.ratio(3.0, 0.0) is None and metrics.ratio(None, 2.0) is None


def test_speedup_is_gravitys_mean_over_ars_mean_and_drift_ars_last_over_first() -> None:
    ar = [{"tok": 100.0}, {"tok": 300.0}]
    gravity = [{"tok": 400.0}, {"tok": None}]  # a pass without a measurement does not count
    assert metrics.speedup(ar, gravity, "tok") == pytest.approx(2.0)
    assert metrics.drift(ar, "tok") == pytest.approx(3.0)
    assert metrics.drift(ar[:1], "tok") is None  # one AR pass: no drift to speak of


# ----------------------------------------------------------------------------- identity


def test_identity_is_against_ars_first_successful_answer() -> None:
    assert metrics.first_difference([1, 2, 3], [1, 9, 3]) == 1
    assert metrics.first_difference([1, 2], [1, 2, 3]) == 2
    records = [
        _record("ar", [], status=500),  # failed: not the reference
        _record("ar", [1, 2, 3]),
        _record("gravity", [1, 2, 3]),
        _record("gravity", [1, 2, 4]),
        _record("ar", [1, 2, 3]),
    ]
    pairs = list(metrics.reference_pairs(records, key=lambda r: r.index))
    assert [(r.engine, ref is records[1]) for r, ref in pairs] == [
        ("gravity", True),
        ("gravity", True),
        ("ar", True),
    ]
    compared = [(r, metrics.same_answer(r, ref)[0]) for r, ref in pairs]
    assert metrics.identity_counts(compared) == {
        "gravity_compared": 2,
        "gravity_identical": 1,
        "ar_compared": 1,
        "ar_identical": 1,
    }
    # no token ids from either (a router that drops sglext): compared by text
    a, b = _record("gravity", []), _record("ar", [])
    b.text = "x"
    assert metrics.same_answer(a, b) == (False, "text")


def test_check_identity_over_passes() -> None:
    passes = [
        PassResult("ar", 1, 0, 1.0, [_record("ar", [5, 6], index=0), _record("ar", [7], index=1)]),
        PassResult("gravity", 1, 1, 1.0, [_record("gravity", [5, 6]), _record("gravity", [8], index=1)]),
    ]  # fmt: skip
    out = metrics.check_identity(passes)
    assert (out["gravity_compared"], out["gravity_identical"]) == (2, 1)
    (mismatch,) = out["mismatches"]
    assert mismatch["index"] == 1 and mismatch["first_difference"] == 0


def test_identity_by_engine_keeps_types_apart() -> None:
    """Index 0 of the table workload and index 0 of the text workload are different requests."""
    passes = [
        PassResult("ar", 1, 0, 1.0, [_record("ar", [1, 2], kind="table")]),
        PassResult("ar", 1, 0, 1.0, [_record("ar", [7, 8], kind="text")]),
        PassResult("ngram", 1, 1, 1.0, [_record("ngram", [1, 2], kind="table")]),
        PassResult("ngram", 1, 1, 1.0, [_record("ngram", [7, 9], kind="text")]),
    ]
    out = metrics.identity_by_engine(passes)
    assert out["ngram"]["compared"] == 2
    assert out["ngram"]["identical"] == 1
    assert out["ngram"]["mismatches"][0]["page_id"] == "text0"
    assert out["ngram"]["by_type"] == {
        "table": {"compared": 1, "identical": 1},
        "text": {"compared": 1, "identical": 0},
    }


def test_identity_across_topologies_is_against_the_first_ones_answer() -> None:
    def rec(engine: str, page: str, ids: list[int], status: int = 200) -> RequestRecord:
        return _record(engine, ids, page=page, status=status)

    passes = [
        PassResult("1w", 1, 0, 1.0, [rec("1w", "a", [1, 2]), rec("1w", "b", [3])]),
        PassResult("2w", 1, 1, 1.0, [rec("2w", "a", [1, 2]), rec("2w", "b", [4])]),
        PassResult("1w", 1, 2, 1.0, [rec("1w", "a", [1, 2]), rec("1w", "b", [], 500)]),
    ]
    result = metrics.identity_across_topologies(passes, "1w")
    assert (result["compared"], result["identical"]) == (3, 2)
    assert result["mismatches"] == [{"engine": "2w", "page_id": "b", "basis": "token ids"}]


# ----------------------------------------------------------------------------- rates


def test_pass_summary_rates_and_the_decode_rate() -> None:
    records = [
        _record("gravity", [1] * 11, index=0, decode=(10, 0.5)),
        _record("gravity", [1] * 31, index=1, decode=(30, 1.5)),
        _record("gravity", [], index=2, status=500),
    ]
    summary = metrics.summarize_pass(PassResult("gravity", 4, 1, 2.0, records))
    assert summary["requests"] == 3 and summary["errors"] == 1
    assert summary["output_tokens"] == 42
    assert summary["output_tok_per_s"] == pytest.approx(21.0)
    assert summary["pages_per_s"] == pytest.approx(1.0)  # successful pages over the wall time
    # decode: 40 tokens in 2.0 s, summed over the requests (not a mean of their rates)
    assert summary["decode_ms_per_token"] == pytest.approx(50.0)


def test_compare_level_speedups() -> None:
    def summary(engine: str, tok_s: float, pages_s: float, latency: float, decode_ms: float):
        return {
            "engine": engine,
            "output_tok_per_s": tok_s,
            "pages_per_s": pages_s,
            "latency_s_p50": latency,
            "decode_ms_per_token": decode_ms,
        }

    level = [
        summary("ar", 100.0, 1.0, 4.0, 10.0),
        summary("gravity", 300.0, 2.5, 1.0, 2.5),
        summary("ar", 200.0, 1.5, 2.0, 6.0),
    ]
    out = metrics.compare_level(level)
    assert out["speedup_tok_per_s"] == pytest.approx(2.0)  # 300 over the AR mean 150
    assert out["speedup_pages_per_s"] == pytest.approx(2.0)
    assert out["latency_p50_ratio"] == pytest.approx(3.0)  # AR's 3 s over gravity's 1 s
    assert out["speedup_decode"] == pytest.approx(8.0 / 2.5)
    assert out["ar_drift"] == pytest.approx(2.0)
    levels = metrics.compare_levels([{**s, "concurrency": 1} for s in level], [1, 4])
    assert list(levels) == ["1"]  # a level one engine did not run is left out


def test_variant_level_each_pass_over_the_ar_passes_beside_it() -> None:
    def summary(engine: str, index: int, tps: float) -> dict:
        return {
            "engine": engine,
            "pass_index": index,
            "output_tok_per_s": tps,
            "spec": {"tpf": None if engine == "ar" else 3.0},
            "decode_ms_per_token": 1.0,
        }

    # AR, fixed, AR, auto, AR: each variant over the mean of the AR passes on its two sides;
    # then a second repeat, variants reversed: auto, AR, fixed, AR.
    passes = [
        summary("ar", 0, 100.0),
        summary("fixed", 1, 300.0),
        summary("ar", 2, 200.0),
        summary("auto", 3, 400.0),
        summary("ar", 4, 200.0),
        summary("auto", 5, 600.0),
        summary("ar", 6, 200.0),
        summary("fixed", 7, 500.0),
        summary("ar", 8, 300.0),
    ]
    row = metrics.variant_level(passes, ["fixed", "auto"])
    assert row["fixed"]["speedup_passes"] == pytest.approx([2.0, 2.0])
    assert row["auto"]["speedup_passes"] == pytest.approx([2.0, 3.0])
    assert row["auto"]["speedup"] == pytest.approx(2.5)  # the median of its passes
    assert row["fixed"]["tok_per_s"] == pytest.approx(400.0)
    assert row["ar_drift"] == pytest.approx(3.0)


def test_documents_pages_and_regions_per_second_and_exact_regions() -> None:
    def region(engine: str, page: str, i: int, ids: list[int], text: str) -> RegionRecord:
        return RegionRecord(engine, 1, 0, page, i, "text", 200, ids, text, "stop", 0.2, "ok")

    def page(engine: str, name: str, second: list[int]) -> PageRecord:
        regions = [region(engine, name, 0, [1, 2], "ok"), region(engine, name, 1, second, "no")]
        return PageRecord(name, 1.0, "", regions)

    ar = PassResult("ar", 1, 0, 4.0, [page("ar", "p0", [3]), page("ar", "p1", [4])])
    gravity = PassResult("gravity", 1, 1, 2.0, [page("gravity", "p0", [3]), page("gravity", "p1", [5])])  # fmt: skip
    summaries = [metrics.summarize_document_pass(p) for p in (ar, gravity)]
    assert summaries[1]["pages_per_s"] == pytest.approx(1.0)
    assert summaries[1]["regions_per_s"] == pytest.approx(2.0)
    assert summaries[1]["output_tokens"] == 6
    assert summaries[1]["exact_regions"] == 2  # text matching the generator's ground truth
    level = metrics.compare_document_level(summaries)
    assert level["speedup_pages_per_s"] == pytest.approx(2.0)
    identity = metrics.check_document_identity([ar, gravity])
    assert identity["gravity_compared"] == 4 and identity["gravity_identical"] == 3
    assert identity["regions"]["p1/1"]["identical"] is False
    assert identity["all_gravity_identical"] is False


# ----------------------------------------------------------------------------- whole reports
# Every key of what the report builders read, worked out by hand (a mutated key, field or
# arithmetic in the metrics changes one of them).


def _same(got: dict, expected: dict) -> None:
    """Equal keys; numbers to 1e-12 relative, everything else exactly (nested dicts too)."""
    assert sorted(got) == sorted(expected)
    for key, value in expected.items():
        if isinstance(value, dict):
            _same(got[key], value)
        elif isinstance(value, float):
            assert got[key] == pytest.approx(value, rel=1e-12), key
        else:
            assert got[key] == value and type(got[key]) is type(value), key


# 1 AR step and 3 rounds, 10 completion tokens (9 committed in decode): 7 forwards.
SPEC_A = {
    "spec_verify_ct": 4,
    "spec_cap_lens_histogram": [0, 1, 0, 0, 0, 3],
    "spec_accept_length": 2.5,
}
# 2 rounds, 6 completion tokens (5 committed): 4 forwards.
SPEC_B = {
    "spec_verify_ct": 2,
    "spec_cap_lens_histogram": [0, 0, 0, 0, 0, 2],
    "spec_accept_length": 3.0,
}


def _document_passes() -> list[PassResult]:
    def region(engine, index, page, i, kind, ids, text, target, latency, status=200, spec=None):
        return RegionRecord(
            engine, 2, index, page, i, kind, status, ids, text, "stop", latency, target, spec or {}
        )

    ar0 = [
        PageRecord("p0", 2.0, "", [
            region("ar", 0, "p0", 0, "text", [1, 2, 3], " A ", "A", 0.5),
            region("ar", 0, "p0", 1, "table", [4, 5], "B", "X", 0.6),
        ]),
        PageRecord("p1", 3.0, "", [
            region("ar", 0, "p1", 0, "text", [6], "C", "C", 0.7),
            region("ar", 0, "p1", 1, "table", [], "", "D", 0.8, status=500),
        ]),
    ]  # fmt: skip
    gravity = [
        PageRecord("p0", 1.0, "", [
            region("gravity", 1, "p0", 0, "text", [1, 2, 3], "A", "A", 0.1, spec=SPEC_A),
            region("gravity", 1, "p0", 1, "table", [4, 9], "B9", "X", 0.2, spec=SPEC_B),
        ]),
        PageRecord("p1", 1.5, "", [
            region("gravity", 1, "p1", 0, "text", [6], "C", "C", 0.3),
            region("gravity", 1, "p1", 1, "table", [7], "D", "D", 0.4),
        ]),
    ]  # fmt: skip
    ar2 = [
        PageRecord("p0", 2.5, "", [
            region("ar", 2, "p0", 0, "text", [1, 2, 3], "A", "A", 0.5),
            region("ar", 2, "p0", 1, "table", [4, 5], "B", "X", 0.5),
        ]),
        PageRecord("p1", 2.5, "", [
            region("ar", 2, "p1", 0, "text", [6], "C", "C", 0.5),
            region("ar", 2, "p1", 1, "table", [7, 8], "D8", "D", 0.5),
        ]),
    ]  # fmt: skip
    return [
        PassResult("ar", 2, 0, 4.0, ar0),
        PassResult("gravity", 2, 1, 2.0, gravity),
        PassResult("ar", 2, 2, 5.0, ar2),
    ]


def test_a_document_pass_summary_key_by_key() -> None:
    ar0, gravity, _ = (metrics.summarize_document_pass(p) for p in _document_passes())
    _same(gravity, {
        "engine": "gravity", "concurrency": 2, "pass_index": 1, "pages": 2, "regions": 4,
        "errors": 0, "wall_s": 2.0, "pages_per_s": 1.0, "regions_per_s": 2.0,
        "output_tokens": 7, "output_tok_per_s": 3.5, "tpf": 14 / 11,
        "token_ids_returned": True, "exact_regions": 3,
        "page_latency_s_p50": 1.25, "page_latency_s_p90": 1.45,
        "region_latency_s_p50": 0.25, "region_latency_s_p90": 0.37,
        "by_type": {
            "table": {"regions": 2, "tpf": 5 / 4, "exact": 1, "output_tokens": 3},
            "text": {"regions": 2, "tpf": 9 / 7, "exact": 2, "output_tokens": 4},
        },
    })  # fmt: skip
    # A failed region: an error, its page not counted in pages/s nor in page latency.
    _same(ar0, {
        "engine": "ar", "concurrency": 2, "pass_index": 0, "pages": 2, "regions": 4,
        "errors": 1, "wall_s": 4.0, "pages_per_s": 0.25, "regions_per_s": 0.75,
        "output_tokens": 6, "output_tok_per_s": 1.5, "tpf": None,
        "token_ids_returned": True, "exact_regions": 2,
        "page_latency_s_p50": 2.0, "page_latency_s_p90": 2.0,
        "region_latency_s_p50": 0.6, "region_latency_s_p90": 0.68,
        "by_type": {
            "table": {"regions": 1, "tpf": None, "exact": 0, "output_tokens": 2},
            "text": {"regions": 2, "tpf": None, "exact": 2, "output_tokens": 4},
        },
    })  # fmt: skip
    empty = metrics.summarize_document_pass(PassResult("ar", 1, 0, 0.0, []))
    assert (empty["pages_per_s"], empty["regions_per_s"], empty["output_tok_per_s"]) == (None,) * 3
    assert empty["token_ids_returned"] is False and empty["by_type"] == {}


def test_document_identity_key_by_key() -> None:
    out = metrics.check_document_identity(_document_passes())
    # AR's p1/1 failed in its first pass: the reference is its first successful answer (pass 2).
    _same({k: v for k, v in out.items() if k != "mismatches"}, {
        "gravity_compared": 4, "gravity_identical": 2, "ar_compared": 3, "ar_identical": 3,
        "all_gravity_identical": False,
        "regions": {
            "p0/0": {"type": "text", "identical": True, "compared": 1},
            "p0/1": {"type": "table", "identical": False, "compared": 1},
            "p1/0": {"type": "text", "identical": True, "compared": 1},
            "p1/1": {"type": "table", "identical": False, "compared": 1},
        },
    })  # fmt: skip
    assert out["mismatches"] == [
        {"engine": "gravity", "concurrency": 2, "pass_index": 1, "page_id": "p0", "region": 1,
         "type": "table", "compared_by": "token ids", "first_difference": 1, "len": 2,
         "reference_len": 2},
        {"engine": "gravity", "concurrency": 2, "pass_index": 1, "page_id": "p1", "region": 1,
         "type": "table", "compared_by": "token ids", "first_difference": 1, "len": 1,
         "reference_len": 2},
    ]  # fmt: skip
    only_ar = metrics.check_document_identity(_document_passes()[::2])
    assert only_ar["gravity_compared"] == 0 and only_ar["all_gravity_identical"] is False
    exact = _document_passes()
    for page, ar_page in zip(exact[1].records, exact[2].records):
        for region, ar_region in zip(page.regions, ar_page.regions):
            region.output_ids = ar_region.output_ids
    assert metrics.check_document_identity(exact)["all_gravity_identical"] is True


def test_document_level_key_by_key() -> None:
    summaries = [metrics.summarize_document_pass(p) for p in _document_passes()]
    _same(metrics.compare_document_level(summaries), {
        "ar_pages_per_s": [0.25, 0.4], "gravity_pages_per_s": [1.0],
        "speedup_pages_per_s": 1.0 / 0.325,
        "ar_regions_per_s": [0.75, 0.8], "gravity_regions_per_s": [2.0],
        "speedup_regions_per_s": 2.0 / 0.775,
        "ar_output_tok_per_s": [1.5, 1.6], "gravity_output_tok_per_s": [3.5],
        "speedup_output_tok_per_s": 3.5 / 1.55,
        "ar_page_latency_p50": 2.25, "gravity_page_latency_p50": 1.25,
        "gravity_tpf": 14 / 11, "ar_drift": 1.6,
    })  # fmt: skip


def test_request_identity_and_level_key_by_key() -> None:
    def record(engine, index, ids, conc, pass_index, text="", status=200):
        r = _record(engine, ids, index=index, kind="table", status=status)
        r.concurrency, r.pass_index, r.text = conc, pass_index, text
        return r

    passes = [
        PassResult("ar", 1, 0, 1.0, [record("ar", 0, [5, 6, 7], 1, 0), record("ar", 1, [], 1, 0, "x y")]),
        PassResult("gravity", 4, 1, 1.0, [record("gravity", 0, [5, 6], 4, 1), record("gravity", 1, [], 4, 1, "x z")]),
        PassResult("ar", 4, 2, 1.0, [record("ar", 0, [5, 6, 7], 4, 2), record("ar", 1, [], 4, 2, "x y", status=500)]),
    ]  # fmt: skip
    out = metrics.check_identity(passes)
    assert {k: v for k, v in out.items() if k != "mismatches"} == {
        "gravity_compared": 2, "gravity_identical": 0, "ar_compared": 1, "ar_identical": 1,
    }  # fmt: skip
    assert out["mismatches"] == [
        {"engine": "gravity", "concurrency": 4, "pass_index": 1, "index": 0, "page_id": "table0",
         "type": "table", "compared_by": "token ids", "first_difference": 2, "len": 2,
         "reference_len": 3, "reference_concurrency": 1},
        {"engine": "gravity", "concurrency": 4, "pass_index": 1, "index": 1, "page_id": "table1",
         "type": "table", "compared_by": "text", "first_difference": 0, "len": 0,
         "reference_len": 0, "reference_concurrency": 1},
    ]  # fmt: skip

    def summary(engine, tok_s, pages_s, latency, decode_ms):
        return {"engine": engine, "output_tok_per_s": tok_s, "pages_per_s": pages_s,
                "latency_s_p50": latency, "decode_ms_per_token": decode_ms}  # fmt: skip

    level = [summary("ar", 100.0, 1.0, 4.0, 10.0), summary("gravity", 300.0, 2.5, 1.0, 2.5),
             summary("ar", 200.0, 1.5, 2.0, None)]  # fmt: skip
    _same(metrics.compare_level(level), {
        "ar_tok_per_s": [100.0, 200.0], "gravity_tok_per_s": [300.0],
        "speedup_tok_per_s": 2.0, "speedup_pages_per_s": 2.0, "latency_p50_ratio": 3.0,
        "ar_decode_ms_per_token": 10.0, "gravity_decode_ms_per_token": 2.5,
        "speedup_decode": 4.0, "ar_drift": 2.0,
    })  # fmt: skip
    only = metrics.compare_levels(
        [{**s, "concurrency": c} for s, c in zip(level, (1, 1, 4))], [4, 1]
    )
    assert list(only) == ["1"] and only["1"]["speedup_tok_per_s"] == pytest.approx(3.0)


def test_variant_level_key_by_key() -> None:
    def summary(engine, index, tps, *, pages=None, decode=None, accept=None, tpf=None, errors=0):
        return {"engine": engine, "pass_index": index, "output_tok_per_s": tps,
                "pages_per_s": pages, "decode_ms_per_token": decode, "errors": errors,
                "spec": {"accept_length": accept, "tpf": tpf}}  # fmt: skip

    passes = [
        summary("ar", 0, 100.0, pages=1.0, decode=10.0),
        summary("auto", 1, 300.0, pages=2.0, decode=4.0, accept=3.0, tpf=2.5, errors=1),
        summary("ar", 2, 200.0, pages=1.5, decode=8.0),
        summary("auto", 3, None, pages=None, decode=None, accept=None, tpf=9.9),
        summary("ar", 4, 300.0, pages=2.5, decode=None),
        summary("fixed", 5, 500.0, pages=4.0, decode=2.0, accept=5.0, tpf=4.0),  # AR only before
    ]
    row = metrics.variant_level(passes, ["auto", "fixed", "absent"])
    _same({k: v for k, v in row.items() if k not in ("auto", "fixed")}, {
        "ar_tok_per_s": [100.0, 200.0, 300.0], "ar_pages_per_s": [1.0, 1.5, 2.5],
        "ar_decode_ms_per_token": 9.0, "ar_drift": 3.0,
    })  # fmt: skip
    assert row["auto"]["speedup_passes"] == [2.0, None]
    _same({k: v for k, v in row["auto"].items() if k != "speedup_passes"}, {
        "tok_per_s": 300.0, "tok_per_s_passes": [300.0], "speedup": 2.0,
        "pages_per_s": 2.0, "tpf": 2.5, "accept_length": 3.0, "decode_ms_per_token": 4.0,
        "ms_per_round": 12.0, "errors": 1,
    })  # fmt: skip
    _same(row["fixed"], {
        "tok_per_s": 500.0, "tok_per_s_passes": [500.0], "speedup": 500.0 / 300.0,
        "speedup_passes": [500.0 / 300.0], "pages_per_s": 4.0, "tpf": 4.0,
        "accept_length": 5.0, "decode_ms_per_token": 2.0, "ms_per_round": 10.0, "errors": 0,
    })  # fmt: skip
    lone = metrics.variant_level([summary("auto", 0, 50.0)], ["auto"])["auto"]
    assert lone["speedup"] is None and lone["speedup_passes"] == [None]
    assert lone["ms_per_round"] is None and lone["accept_length"] is None


def _stepped(
    index, ids, *, widths, correct, accept, decode=None, ttft=0.1, latency=1.0, kind="text"
):
    spec = {"spec_verify_ct": sum(widths), "spec_cap_lens_histogram": widths,
            "spec_correct_drafts_histogram": correct, "spec_accept_length": accept,
            "spec_num_proposed_drafts": 8 * (sum(widths) - widths[1])}  # fmt: skip
    r = _record("gravity", ids, index=index, kind=kind, latency=latency, decode=decode, spec=spec)
    r.ttft_s = ttft
    return r


def test_pass_summary_and_spec_summary_key_by_key() -> None:
    # Request 0: 11 tokens (10 decoded) in 1 AR step and 2 rounds of width 9 that accepted 3
    # and 5 drafts; request 1: 6 tokens (5 decoded) in 2 rounds that accepted 2 and 3.
    a = _stepped(0, [1] * 11, widths=[0, 1, 0, 0, 0, 0, 0, 0, 0, 2], correct=[1, 0, 0, 1, 0, 1],
                 accept=11 / 3, decode=(10, 0.5), ttft=0.2, latency=0.9)  # fmt: skip
    b = _stepped(1, [2] * 6, widths=[0, 0, 0, 0, 0, 0, 0, 0, 0, 2], correct=[0, 0, 1, 1],
                 accept=3.0, ttft=0.3, latency=1.3, kind="table")  # fmt: skip
    failed = _record("gravity", [], index=2, status=500, latency=9.0)
    summary = metrics.summarize_pass(PassResult("gravity", 2, 3, 4.0, [a, b, failed]))
    spec = {
        "requests": 2, "rounds": 4, "ar_steps": 1, "forwards": 9, "tpf": 15 / 9,
        "accept_length": (15 - 1) / 4, "accept_length_histogram": {4: 1, 5: 2, 7: 1},
        "max_accept_length": 10,
    }  # fmt: skip
    _same(summary, {
        "engine": "gravity", "concurrency": 2, "pass_index": 3, "requests": 3, "errors": 1,
        "wall_s": 4.0, "output_tokens": 17, "output_tok_per_s": 17 / 4, "pages_per_s": 0.5,
        "token_ids_returned": True,
        # a: its own decode timing (10 tokens, 0.5 s); b: latency after the first token
        "decode_ms_per_token": 1000 * (0.5 + 1.0) / (10 + 5),
        "ttft_s_p50": 0.25, "ttft_s_p90": 0.29, "ttft_s_p99": 0.299,
        "latency_s_p50": 1.1, "latency_s_p90": 1.26, "latency_s_p99": 1.296,
        "spec": spec,
        "spec_by_type": {
            "table": {"requests": 1, "rounds": 2, "ar_steps": 0, "forwards": 4, "tpf": 5 / 4,
                      "accept_length": 5 / 2, "accept_length_histogram": {4: 1, 5: 1},
                      "max_accept_length": 10},
            "text": {"requests": 1, "rounds": 2, "ar_steps": 1, "forwards": 5, "tpf": 10 / 5,
                     "accept_length": 9 / 2, "accept_length_histogram": {5: 1, 7: 1},
                     "max_accept_length": 7},  # 16 drafts over 3 steps (one of them AR)
        },
    })  # fmt: skip
    # An engine that reports no widths: every step a round, no TPF, no AR steps.
    plain = _record("ngram", [3] * 9, spec={"spec_verify_ct": 4, "spec_accept_length": 2.25})
    _same(metrics.spec_summary([plain]), {
        "requests": 1, "rounds": 4, "ar_steps": None, "forwards": None, "tpf": None,
        "accept_length": 2.0, "accept_length_histogram": {}, "max_accept_length": None,
    })  # fmt: skip
    none = metrics.summarize_pass(PassResult("ar", 1, 0, 0.0, [failed]))
    assert none["output_tok_per_s"] is None and none["token_ids_returned"] is False
    assert none["decode_ms_per_token"] is None and none["ttft_s_p50"] is None
