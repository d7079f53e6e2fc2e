"""What a benchmark reports about its passes: rates, percentiles, TPF, speed-ups, identity with AR.

Tokens per forward and accept length are ``sglang_gravity.decoding.forwards``'s definitions,
computed from each request's rounds and AR steps.

Shared so that every tool (the benchmark scripts, the check command) computes tok/s, tokens per
forward, speed-ups and token identity the same way. The generic helpers work on any answer
record (``engine``, ``ok``, ``output_ids``, ``text``); the rest summarise passes of page crops
(:class:`~sglang_gravity.bench.workloads.ocr.OcrRequests`) and of whole documents
(:class:`~sglang_gravity.bench.workloads.documents.PageRequests`). Every headline ratio (speed-up
over the AR passes around it, AR's drift, decode speed-up, latency ratio) is computed here and
unit-tested (tests/bench/test_metrics.py).
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol, TypeVar

from sglang_gravity.bench.harness import PassResult
from sglang_gravity.bench.workloads.documents import PageRecord, RegionRecord
from sglang_gravity.bench.workloads.ocr import RequestRecord
from sglang_gravity.decoding.forwards import DecodeCounts, decode_counts, steps_by_width, total
from sglang_gravity.launcher.client import tokens_per_forward

NUM_NON_DRAFT_TOKENS = 2  # a0 and the bonus: accept length per round = correct drafts + 2


class Answer(Protocol):
    """An answer record: which engine gave it, whether it succeeded, its tokens and text."""

    engine: str
    output_ids: list[int]
    text: str

    @property
    def ok(self) -> bool: ...


A = TypeVar("A", bound=Answer)


# ----------------------------------------------------------------------------- numbers


def percentile(values: Sequence[float], q: float) -> float | None:
    """Linear-interpolated percentile (numpy's default), None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def mean(values: Iterable[float | None]) -> float | None:
    """Mean of the values present (a pass without a measurement does not count as zero)."""
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def ratio(a: float | None, b: float | None) -> float | None:
    """``a / b``, None where either is missing or ``b`` is zero."""
    return a / b if a is not None and b else None


def mean_of(summaries: Sequence[dict[str, Any]], key: str) -> float | None:
    return mean(s[key] for s in summaries)


def speedup(
    ar: Sequence[dict[str, Any]], gravity: Sequence[dict[str, Any]], key: str
) -> float | None:
    """Gravity's mean ``key`` over AR's: > 1 is faster for a rate (tok/s, pages/s)."""
    return ratio(mean_of(gravity, key), mean_of(ar, key))


def drift(ar: Sequence[dict[str, Any]], key: str) -> float | None:
    """AR's last pass over its first: the machine drift the alternation is there to cancel."""
    return ratio(ar[-1][key], ar[0][key]) if len(ar) > 1 else None


# ----------------------------------------------------------------------------- identity


def first_difference(a: list[int], b: list[int]) -> int:
    """Index of the first differing token (the shorter length when one is a prefix)."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def reference_pairs(records: Iterable[A], key: Callable[[A], Hashable]) -> Iterator[tuple[A, A]]:
    """Every successful answer with the first successful AR answer to the same request (any
    level or pass), in record order. Gravity must equal it token for token; AR against its own
    other passes (other batch shapes) shows the engine's numeric nondeterminism instead."""
    records = list(records)
    reference: dict[Hashable, A] = {}
    for record in records:
        if record.engine == "ar" and record.ok:
            reference.setdefault(key(record), record)
    for record in records:
        ref = reference.get(key(record))
        if ref is not None and ref is not record and record.ok:
            yield record, ref


def same_answer(record: Answer, ref: Answer) -> tuple[bool, str]:
    """Whether two answers agree, and on what basis: token ids, or the text where the server
    returned no ids."""
    if record.output_ids or ref.output_ids:
        return record.output_ids == ref.output_ids, "token ids"
    return record.text == ref.text, "text"


def difference(record: Answer, ref: Answer, basis: str) -> dict[str, Any]:
    """Where a mismatch starts, for its entry in the report."""
    return {
        "compared_by": basis,
        "first_difference": first_difference(record.output_ids, ref.output_ids),
        "len": len(record.output_ids),
        "reference_len": len(ref.output_ids),
    }


def identity_counts(compared: Iterable[tuple[Answer, bool]]) -> dict[str, int]:
    """Answers compared with AR's and identical to them, for gravity and for AR's other passes."""
    counts = {"gravity": [0, 0], "ar": [0, 0]}
    for record, same in compared:
        counts[record.engine][0] += 1
        counts[record.engine][1] += same
    return {
        "gravity_compared": counts["gravity"][0],
        "gravity_identical": counts["gravity"][1],
        "ar_compared": counts["ar"][0],
        "ar_identical": counts["ar"][1],
    }


# ----------------------------------------------------------------------------- OCR passes


def accept_histogram(records: Sequence[RequestRecord]) -> dict[int, int]:
    """Rounds by accept length (committed tokens per round = correct drafts + 2).

    SGLang's per-request histogram counts every decode step by its correct drafts, so an AR
    step (no drafts) lands in the 0 bucket beside the rounds that accepted nothing; the AR steps
    a gravity server reports (its steps by width) are taken out of that bucket here.
    """
    histogram: dict[int, int] = defaultdict(int)
    for record in records:
        widths = steps_by_width(record.spec) or []
        ar_steps = widths[1] if len(widths) > 1 else 0
        for correct, steps in enumerate(record.spec.get("spec_correct_drafts_histogram") or []):
            rounds = steps - ar_steps if correct == 0 else steps
            if rounds > 0:
                histogram[correct + NUM_NON_DRAFT_TOKENS] += rounds
    return dict(sorted(histogram.items()))


def pass_counts(records: Sequence[RequestRecord]) -> DecodeCounts | None:
    """The decode steps of the records that ran any (``decoding.forwards``): rounds, AR steps and
    committed tokens, or None when a server did not report the steps' widths."""
    counts = [
        decode_counts(r.spec, len(r.output_ids)) for r in records if r.spec.get("spec_verify_ct")
    ]
    if not counts or any(c is None for c in counts):
        return None
    return total(c for c in counts if c is not None)


def spec_summary(records: Sequence[RequestRecord]) -> dict[str, Any]:
    """Tokens per forward (committed tokens / forward passes: a round is two, an AR step one,
    the prefill left out; ``decoding.forwards``), accept length per round, and the mix of rounds
    and AR steps behind them.

    An engine that reports no widths (SGLang's own NGRAM or NEXTN) runs rounds only: its accept
    length is committed tokens per step, and its TPF is left out (its rounds are not two of
    this model's forwards).
    """
    stepped = [r for r in records if r.spec.get("spec_verify_ct")]
    counts = pass_counts(stepped)
    if counts is None:  # every step a round
        counts = total(
            DecodeCounts(max(0, len(r.output_ids) - 1), int(r.spec["spec_verify_ct"]), 0)
            for r in stepped
        )
        widths_known = False
    else:
        widths_known = True
    drafts_per_round = max(
        (
            int(r.spec["spec_num_proposed_drafts"]) // int(r.spec["spec_verify_ct"])
            for r in stepped
            if r.spec.get("spec_num_proposed_drafts")
        ),
        default=None,
    )
    return {
        "requests": len(records),
        "rounds": counts.rounds,
        "ar_steps": counts.ar_steps if widths_known else None,
        "forwards": counts.forwards if widths_known else None,
        "tpf": counts.tokens_per_forward if widths_known else None,
        "accept_length": counts.accept_length,
        "accept_length_histogram": accept_histogram(stepped),
        # K + 1 = drafts per round + 2: the longest round possible
        "max_accept_length": None if drafts_per_round is None else drafts_per_round + 2,
    }


def spec_by_type(records: Iterable[RequestRecord]) -> dict[str, dict[str, Any]]:
    """:func:`spec_summary` per content type (acceptance differs between text, tables...)."""
    by_type: dict[str, list[RequestRecord]] = defaultdict(list)
    for record in records:
        by_type[record.type].append(record)
    return {t: spec_summary(rs) for t, rs in sorted(by_type.items())}


def decode_ms_per_token(records: Sequence[RequestRecord]) -> float | None:
    """Decode phase only (what speculative decoding speeds up), summed over the records: each
    streamed request's tokens from its first chunk to its last over the time between them, or
    the whole request where its tokens arrived in one chunk (``Completion.decode_timing``).
    Records written before chunks were timed: the time after the first token over the tokens
    after the first."""
    tokens = 0
    seconds = 0.0
    for r in records:
        if r.decode_tokens is not None and r.decode_s is not None:
            tokens += r.decode_tokens
            seconds += r.decode_s
        elif r.ttft_s is not None and len(r.output_ids) > 1:
            tokens += len(r.output_ids) - 1
            seconds += r.latency_s - r.ttft_s
    return 1000 * seconds / tokens if tokens else None


def summarize_pass(result: PassResult[RequestRecord]) -> dict[str, Any]:
    """One pass's rates, latency percentiles and acceptance (successful requests only)."""
    ok = [r for r in result.records if r.ok]
    tokens = sum(len(r.output_ids) for r in ok)
    wall = result.wall_s
    summary: dict[str, Any] = {
        "engine": result.engine,
        "concurrency": result.concurrency,
        "pass_index": result.pass_index,
        "requests": len(result.records),
        "errors": len(result.records) - len(ok),
        "wall_s": wall,
        "output_tokens": tokens,
        "output_tok_per_s": tokens / wall if wall > 0 else None,
        "pages_per_s": len(ok) / wall if wall > 0 else None,
        "token_ids_returned": all(r.output_ids for r in ok) if ok else False,
        "decode_ms_per_token": decode_ms_per_token(ok),
    }
    ttfts = [r.ttft_s for r in ok if r.ttft_s is not None]
    for name, values in (("ttft_s", ttfts), ("latency_s", [r.latency_s for r in ok])):
        for q in (50, 90, 99):
            summary[f"{name}_p{q}"] = percentile(values, q)
    summary["spec"] = spec_summary(ok)
    summary["spec_by_type"] = spec_by_type(ok)
    return summary


def check_identity(passes: Sequence[PassResult[RequestRecord]]) -> dict[str, Any]:
    """Every request against the first AR answer to the same request (any concurrency)."""
    records = (record for result in passes for record in result.records)
    compared = []
    mismatches = []
    for record, ref in reference_pairs(records, key=lambda r: r.index):
        same, basis = same_answer(record, ref)
        compared.append((record, same))
        if not same:
            mismatches.append(
                {
                    "engine": record.engine,
                    "concurrency": record.concurrency,
                    "pass_index": record.pass_index,
                    "index": record.index,
                    "page_id": record.page_id,
                    "type": record.type,
                    **difference(record, ref, basis),
                    "reference_concurrency": ref.concurrency,
                }
            )
    return {**identity_counts(compared), "mismatches": mismatches}


def compare_level(summaries: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Gravity over the mean of the AR passes at one concurrency level."""
    ar = [s for s in summaries if s["engine"] == "ar"]
    gravity = [s for s in summaries if s["engine"] == "gravity"]
    ar_dec = mean_of(ar, "decode_ms_per_token")
    g_dec = mean_of(gravity, "decode_ms_per_token")
    return {
        "ar_tok_per_s": [s["output_tok_per_s"] for s in ar],
        "gravity_tok_per_s": [s["output_tok_per_s"] for s in gravity],
        "speedup_tok_per_s": speedup(ar, gravity, "output_tok_per_s"),
        "speedup_pages_per_s": speedup(ar, gravity, "pages_per_s"),
        # > 1: gravity answers sooner
        "latency_p50_ratio": ratio(mean_of(ar, "latency_s_p50"), mean_of(gravity, "latency_s_p50")),
        "ar_decode_ms_per_token": ar_dec,
        "gravity_decode_ms_per_token": g_dec,
        "speedup_decode": ratio(ar_dec, g_dec),
        "ar_drift": drift(ar, "output_tok_per_s"),
    }


def compare_levels(
    summaries: Sequence[dict[str, Any]],
    levels: Iterable[int],
    compare: Callable[[list[dict[str, Any]]], dict[str, Any]] = compare_level,
) -> dict[str, dict[str, Any]]:
    """``compare`` per concurrency level that both engines ran, keyed by the level as text."""
    out = {}
    for conc in levels:
        level = [s for s in summaries if s["concurrency"] == conc]
        if len({s["engine"] for s in level}) == 2:
            out[str(conc)] = compare(level)
    return out


# ----------------------------------------------------------------------------- documents
# (whole pages of regions, workloads.documents: rates per page and region, exact regions)


def summarize_document_pass(result: PassResult[PageRecord]) -> dict[str, Any]:
    """Pages, regions and tokens per second, latency percentiles, TPF and exact regions."""
    regions = [r for p in result.records for r in p.regions]
    ok_regions = [r for r in regions if r.ok]
    ok_pages = [p for p in result.records if p.ok]
    tokens = sum(len(r.output_ids) for r in ok_regions)
    wall = result.wall_s
    summary = {
        "engine": result.engine,
        "concurrency": result.concurrency,
        "pass_index": result.pass_index,
        "pages": len(result.records),
        "regions": len(regions),
        "errors": len(regions) - len(ok_regions),
        "wall_s": wall,
        "pages_per_s": len(ok_pages) / wall if wall > 0 else None,
        "regions_per_s": len(ok_regions) / wall if wall > 0 else None,
        "output_tokens": tokens,
        "output_tok_per_s": tokens / wall if wall > 0 else None,
        "tpf": tokens_per_forward(r.spec for r in ok_regions),
        "token_ids_returned": bool(ok_regions) and all(r.output_ids for r in ok_regions),
        "exact_regions": sum(r.text.strip() == r.target for r in ok_regions),
    }
    page_lat = [p.latency_s for p in ok_pages]
    region_lat = [r.latency_s for r in ok_regions]
    for name, values in (("page_latency_s", page_lat), ("region_latency_s", region_lat)):
        for q in (50, 90):
            summary[f"{name}_p{q}"] = percentile(values, q)
    summary["by_type"] = region_types(ok_regions)
    return summary


def region_types(regions: Sequence[RegionRecord]) -> dict[str, dict[str, Any]]:
    """Per region type: count, TPF, exact answers and tokens (acceptance differs by type)."""
    by_type: dict[str, list[RegionRecord]] = defaultdict(list)
    for r in regions:
        by_type[r.type].append(r)
    return {
        t: {
            "regions": len(rs),
            "tpf": tokens_per_forward(r.spec for r in rs),
            "exact": sum(r.text.strip() == r.target for r in rs),
            "output_tokens": sum(len(r.output_ids) for r in rs),
        }
        for t, rs in sorted(by_type.items())
    }


def check_document_identity(passes: Sequence[PassResult[PageRecord]]) -> dict[str, Any]:
    """Every region against the first AR answer to that region (any level or pass)."""
    records = (r for result in passes for page in result.records for r in page.regions)
    compared = []
    regions: dict[str, dict[str, Any]] = {}
    mismatches = []
    for r, ref in reference_pairs(records, key=lambda r: (r.page_id, r.region)):
        same, basis = same_answer(r, ref)
        compared.append((r, same))
        if r.engine == "gravity":
            entry = regions.setdefault(
                f"{r.page_id}/{r.region}", {"type": r.type, "identical": True, "compared": 0}
            )
            entry["compared"] += 1
            entry["identical"] &= same
        if not same:
            mismatches.append(
                {
                    "engine": r.engine,
                    "concurrency": r.concurrency,
                    "pass_index": r.pass_index,
                    "page_id": r.page_id,
                    "region": r.region,
                    "type": r.type,
                    **difference(r, ref, basis),
                }
            )
    counts = identity_counts(compared)
    gravity_mismatch = any(m["engine"] == "gravity" for m in mismatches)
    return {
        **counts,
        "all_gravity_identical": counts["gravity_compared"] > 0 and not gravity_mismatch,
        "regions": regions,
        "mismatches": mismatches,
    }


def compare_document_level(summaries: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Gravity over the mean of the AR passes at one level of pages in flight."""
    ar = [s for s in summaries if s["engine"] == "ar"]
    gravity = [s for s in summaries if s["engine"] == "gravity"]
    out: dict[str, Any] = {}
    for key in ("pages_per_s", "regions_per_s", "output_tok_per_s"):
        out[f"ar_{key}"] = [s[key] for s in ar]
        out[f"gravity_{key}"] = [s[key] for s in gravity]
        out[f"speedup_{key}"] = speedup(ar, gravity, key)
    out["ar_page_latency_p50"] = mean_of(ar, "page_latency_s_p50")
    out["gravity_page_latency_p50"] = mean_of(gravity, "page_latency_s_p50")
    out["gravity_tpf"] = mean_of(gravity, "tpf")
    out["ar_drift"] = drift(ar, "pages_per_s")
    return out


# ----------------------------------------------------------------------------- engines and topologies
# (several gravity variants or peers between AR passes; several server topologies)


def identity_by_engine(passes: Sequence[PassResult[RequestRecord]]) -> dict[str, Any]:
    """Each engine's answers against AR's first answer to the same request (a request is its
    content type and place in the order, so per-type workloads keep theirs apart)."""
    out: dict[str, Any] = {
        result.engine: {"compared": 0, "identical": 0, "by_type": {}, "mismatches": []}
        for result in passes
    }
    records = (record for result in passes for record in result.records)
    for record, ref in reference_pairs(records, key=lambda r: (r.type, r.index)):
        entry = out[record.engine]
        entry["compared"] += 1
        kind = entry["by_type"].setdefault(record.type, {"compared": 0, "identical": 0})
        kind["compared"] += 1
        if record.output_ids == ref.output_ids:
            entry["identical"] += 1
            kind["identical"] += 1
        else:
            entry["mismatches"].append(
                {
                    "concurrency": record.concurrency,
                    "page_id": record.page_id,
                    "first_difference": first_difference(record.output_ids, ref.output_ids),
                }
            )
    return out


def median(values: Iterable[float | None]) -> float | None:
    """The median of the values that are there (None when none is)."""
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def variant_level(summaries: Sequence[dict[str, Any]], variants: Sequence[str]) -> dict[str, Any]:
    """Per variant: tok/s, over the mean of the AR passes on each side of it; pages/s, accept
    length (SGLang's: committed tokens per verify round) and ms per round beside."""
    ar = [s for s in summaries if s["engine"] == "ar"]
    by_index = {s["pass_index"]: s for s in summaries}
    row: dict[str, Any] = {
        "ar_tok_per_s": [s["output_tok_per_s"] for s in ar],
        "ar_pages_per_s": [s.get("pages_per_s") for s in ar],
        "ar_decode_ms_per_token": median([s.get("decode_ms_per_token") for s in ar]),
        "ar_drift": drift(ar, "output_tok_per_s"),
    }
    for name in variants:
        mine = [s for s in summaries if s["engine"] == name]
        if not mine:
            continue
        speedups = []
        for summary in mine:
            index = summary["pass_index"]
            sides = [by_index.get(index - 1), by_index.get(index + 1)]
            sides = [s["output_tok_per_s"] for s in sides if s and s["engine"] == "ar"]
            ar_mean = sum(t or 0.0 for t in sides) / len(sides) if sides else None
            tps = summary["output_tok_per_s"]
            speedups.append(tps / ar_mean if tps and ar_mean else None)
        rates = [s["output_tok_per_s"] for s in mine if s["output_tok_per_s"] is not None]
        measured = [x for x in speedups if x is not None]
        accept = median([s["spec"].get("accept_length") for s in mine])
        decode_ms = median([s.get("decode_ms_per_token") for s in mine])
        row[name] = {
            "tok_per_s": statistics.median(rates) if rates else None,
            "tok_per_s_passes": rates,
            # The median of the per-pass ratios, each over the AR passes on either side.
            "speedup": statistics.median(measured) if measured else None,
            "speedup_passes": speedups,
            "pages_per_s": median([s.get("pages_per_s") for s in mine]),
            "tpf": mine[0]["spec"]["tpf"],
            "accept_length": accept,
            "decode_ms_per_token": decode_ms,
            # a round's time as a request sees it: decode time per token x tokens per round
            "ms_per_round": decode_ms * accept if decode_ms and accept else None,
            "errors": sum(s.get("errors", 0) for s in mine),
        }
    return row


def pooled_by_setting(
    row: Mapping[str, Any], variants: Sequence[str], setting_of: Callable[[str], str]
) -> dict[str, dict[str, Any]]:
    """One level's variants pooled by their settings (``setting_of``: ``width=17@b`` ->
    ``width=17``), for settings served by more than one server: the median of every per-pass
    speed-up of all of them.

    A server process has a speed of its own on a shared machine (two servers of one setting, side
    by side, have differed by 14% in every pass), so one server per setting measures its process
    as much as its setting; the median over several servers' passes averages that out.
    """
    groups: dict[str, list[str]] = {}
    for name in variants:
        if name in row:
            groups.setdefault(setting_of(name), []).append(name)
    out = {}
    for setting, names in groups.items():
        if len(names) < 2:
            continue
        ratios = [x for name in names for x in row[name]["speedup_passes"] if x is not None]
        rates = [t for name in names for t in row[name]["tok_per_s_passes"]]
        per_server = [row[name]["speedup"] for name in names]
        out[setting] = {
            "speedup": statistics.median(ratios) if ratios else None,
            # beside it, not over AR: where AR's own passes vary more than the drift they
            # cancel, the two settings' raw rates side by side are the steadier comparison
            "tok_per_s": statistics.median(rates) if rates else None,
            "passes": len(ratios),
            "servers": names,
            "speedup_per_server": per_server,
        }
    return out


def identity_across_topologies(
    passes: Sequence[PassResult[RequestRecord]], first: str
) -> dict[str, Any]:
    """Every answer against the first topology's first answer to the same page: greedy answers
    must not depend on the topology."""
    reference: dict[str, RequestRecord] = {}
    for result in passes:
        for record in result.records:
            if result.engine == first and record.ok:
                reference.setdefault(record.page_id, record)
    compared = identical = 0
    mismatches = []
    for result in passes:
        for record in result.records:
            ref = reference.get(record.page_id)
            if ref is None or ref is record or not record.ok:
                continue
            same, basis = same_answer(record, ref)
            compared += 1
            identical += same
            if not same:
                mismatches.append(
                    {"engine": record.engine, "page_id": record.page_id, "basis": basis}
                )
    return {"compared": compared, "identical": identical, "mismatches": mismatches}
