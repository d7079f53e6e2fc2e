"""The check's verdict (exact? faster?), its JSON report and the Markdown a person reads."""

from __future__ import annotations

import argparse
import dataclasses
from collections.abc import Sequence
from typing import Any

from sglang_gravity.bench.harness import PassResult
from sglang_gravity.bench.metrics import (
    decode_ms_per_token,
    mean_of,
    ratio,
    spec_by_type,
    summarize_pass,
)
from sglang_gravity.bench.report import Column, environment, fmt, table
from sglang_gravity.bench.workloads.ocr import OcrRequests, RequestRecord
from sglang_gravity.check.run import ENGINES, Measured


def engine_numbers(
    passes: Sequence[PassResult[RequestRecord]], engine: str, level: int
) -> dict[str, Any]:
    """One engine's rates at one level, over its passes there (means)."""
    mine = [p for p in passes if p.engine == engine and p.concurrency == level]
    summaries = [summarize_pass(p) for p in mine]
    decode = [d for p in mine if (d := decode_ms_per_token([r for r in p.records if r.ok]))]
    decode_ms = sum(decode) / len(decode) if decode else None
    return {
        "passes": len(mine),
        "requests": sum(s["requests"] for s in summaries),
        "errors": sum(s["errors"] for s in summaries),
        "decode_tok_per_s": 1000 / decode_ms if decode_ms else None,
        "e2e_tok_per_s": mean_of(summaries, "output_tok_per_s"),
        "pages_per_s": mean_of(summaries, "pages_per_s"),
        "latency_s_p50": mean_of(summaries, "latency_s_p50"),
        "tpf": mean_of([s["spec"] for s in summaries], "tpf") if engine == "gravity" else None,
    }


def verdict_of(identity: dict[str, Any], levels: dict[str, Any]) -> dict[str, Any]:
    """The two answers the check exists for: exact? faster?"""
    if identity["errors"]:
        exact = "errors"
    elif identity["real_differences"] or identity["unclassified"]:
        exact = "DIFFERENT"
    elif identity["near_ties"]:
        exact = "near ties only"
    else:
        exact = "exact"
    speedups = [lv["speedup_decode"] for lv in levels.values() if lv["speedup_decode"]]
    faster = None if not speedups else min(speedups) > 1.0
    return {"exact": exact, "faster": faster}


def build_report(
    args: argparse.Namespace, workload: OcrRequests, measured: Measured, notes: list[str]
) -> dict[str, Any]:
    """The JSON report: settings, servers, rates per level, TPF per type, identity."""
    levels = {}
    for level in args.levels:
        ar, gravity = (engine_numbers(measured.passes, e, level) for e in ENGINES)
        levels[str(level)] = {
            "ar": ar,
            "gravity": gravity,
            "speedup_decode": ratio(gravity["decode_tok_per_s"], ar["decode_tok_per_s"]),
            "speedup_e2e": ratio(gravity["e2e_tok_per_s"], ar["e2e_tok_per_s"]),
            "speedup_pages": ratio(gravity["pages_per_s"], ar["pages_per_s"]),
        }
    gravity_records = [
        r for p in measured.passes if p.engine == "gravity" for r in p.records if r.ok
    ]
    by_type = {
        kind: {key: s[key] for key in ("requests", "tpf", "accept_length", "rounds", "ar_steps")}
        for kind, s in spec_by_type(gravity_records).items()
    }
    rows = measured.rows
    verdicts = [d.verdict for d in measured.divergences]
    identity = {
        "compared": sum(1 for r in rows if r["ok"]),
        "identical": sum(1 for r in rows if r["identical"]),
        "errors": sum(1 for p in measured.passes for r in p.records if not r.ok),
        "near_ties": verdicts.count("near tie"),
        "real_differences": verdicts.count("real difference"),
        "unclassified": verdicts.count("unclassified"),
        "tie_threshold": args.tie_threshold,
        "divergences": [d.as_dict() for d in measured.divergences],
    }
    return {
        "verdict": verdict_of(identity, levels),
        "model_path": str(args.model_path),
        "layout": args.layout,
        "pages": workload.size,
        "page_types": sorted({p.type for p in workload.order}),
        "max_tokens": workload.max_tokens,
        "levels": levels,
        "tpf_by_type": by_type,
        "identity": identity,
        "servers": measured.servers,
        "environment": environment(),
        "notes": notes,
    }


def _serving_lines(report: dict[str, Any]) -> list[str]:
    gravity = report["servers"].get("gravity", {})
    entry = gravity.get("gravity") or {}
    test = entry.get("self_test") or {}
    lines = [
        "| | AR | gravity |",
        "|---|---|---|",
    ]
    fallbacks = ", ".join(test.get("fallbacks") or []) or "none"
    ar = report["servers"].get("ar", {})
    for key in ("attention_backend", "disable_cuda_graph", "disable_overlap_schedule", "dtype"):
        lines.append(f"| {key} | {ar.get(key)} | {gravity.get(key)} |")
    lines += [
        "",
        f"Gravity: window K={entry.get('window')}, width `{entry.get('width')}`, passes replaying "
        f"CUDA graphs at widths {entry.get('cuda_graph_widths')}, overlap scheduler "
        f"{entry.get('overlap_scheduler')}, acceptance `{entry.get('acceptance')}`.",
        f"Start-up self-test ({test.get('mode')}): {test.get('passed')} checks passed, "
        f"{len(test.get('failed') or [])} failed, {len(test.get('skipped') or [])} skipped in "
        f"{test.get('elapsed_s')} s; fallbacks: {fallbacks}.",
    ]
    lines += [f"- failed: `{line}`" for line in test.get("failed") or []]
    lines += [f"- skipped: `{line}`" for line in test.get("skipped") or []]
    return lines


def _rate(key: str, digits: int) -> Column:
    """A rate column; the speed-up row prints its ratio in bold."""

    def cell(row: tuple[str, str, dict[str, Any]]) -> Any:
        value = row[2].get(key)
        if row[1].startswith("**"):
            return "" if key not in row[2] else f"**{fmt(value)}x**"
        return value

    return Column(key, cell, digits=digits)


RATE_COLUMNS = (
    Column("concurrency", lambda r: r[0]),
    Column("engine", lambda r: r[1], left=True),
    *(
        dataclasses.replace(_rate(key, digits), title=title)
        for key, digits, title in (
            ("decode_tok_per_s", 1, "decode tok/s"),
            ("e2e_tok_per_s", 1, "end-to-end tok/s"),
            ("pages_per_s", 3, "pages/s"),
            ("latency_s_p50", 3, "p50 latency s"),
            ("tpf", 2, "TPF"),
        )
    ),
)
TPF_NOTE = (
    "Tokens per forward by content type (gravity; TPF = committed tokens / forward passes, a "
    "round two, an AR step one, the prefill left out; accept length = tokens per round):"
)
TYPE_COLUMNS = (
    Column("type", lambda r: r[0], left=True),
    Column("requests", lambda r: r[1]["requests"]),
    Column("TPF", lambda r: r[1]["tpf"]),
    Column("accept length per round", lambda r: r[1]["accept_length"]),
    Column("rounds", lambda r: r[1].get("rounds")),
    Column("AR steps", lambda r: r[1].get("ar_steps")),
)
DIVERGENCE_COLUMNS = (
    Column("page", lambda d: d["page_id"], left=True),
    Column("type", lambda d: d["type"], left=True),
    Column("position", lambda d: d["index"]),
    Column("AR token", lambda d: d["ar_token"]),
    Column("gravity token", lambda d: d["gravity_token"]),
    Column("gap", lambda d: d["gap"], digits=3),
    Column("verdict", lambda d: d["verdict"] + (f": {d['note']}" if d["note"] else ""), left=True),
)


def markdown_report(report: dict[str, Any]) -> str:
    """The report for people: verdict, rates, TPF per type, identity, what served."""
    verdict = report["verdict"]
    identity = report["identity"]
    env = report["environment"]
    out = [
        f"# gravity check: {report['model_path']}",
        "",
        f"**Exact: {verdict['exact']}** ({identity['identical']}/{identity['compared']} answers "
        f"token-identical to AR; {identity['near_ties']} near ties, {identity['real_differences']} "
        f"real differences, {identity['unclassified']} unclassified, {identity['errors']} errors). "
        f"**Faster: {verdict['faster']}** (decode, every level).",
        "",
        f"{report['pages']} pages ({', '.join(report['page_types'])}), greedy, max_tokens "
        f"{report['max_tokens']}, layout `{report['layout']}`; {env['device']}, sglang "
        f"{env['sglang']}, torch {env['torch']}, commit {env['git']}.",
        "",
    ]
    rows = []
    for level, row in report["levels"].items():
        rows += [(level, engine, row[engine]) for engine in ENGINES]
        speedups = {
            "decode_tok_per_s": row["speedup_decode"],
            "e2e_tok_per_s": row["speedup_e2e"],
            "pages_per_s": row["speedup_pages"],
        }
        rows.append((level, "**gravity / AR**", speedups))
    out += table(RATE_COLUMNS, rows)[1:]
    out += ["", TPF_NOTE]
    out += table(TYPE_COLUMNS, report["tpf_by_type"].items())
    if identity["divergences"]:
        out += [
            "",
            "First divergences (near tie: AR's and gravity's tokens are AR's top two, logits "
            f"within {identity['tie_threshold']}; gap = AR's token's minus gravity's):",
        ]
        out += table(DIVERGENCE_COLUMNS, identity["divergences"])
    out += ["", "## What served", ""] + _serving_lines(report)
    out += ["", "Launch lines:", ""]
    out += [
        f"- {e}: `{s['command']}`"
        if s.get("command")
        else f"- {e}: attached at {s.get('attached')}"
        for e, s in report["servers"].items()
    ]
    if report["notes"]:
        out += ["", "Notes:", ""] + [f"- {note}" for note in report["notes"]]
    return "\n".join(out) + "\n"
