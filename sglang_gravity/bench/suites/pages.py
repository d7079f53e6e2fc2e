"""Page benchmark: whole documents per second, AR vs gravity, as the GLM-OCR SDK drives a server.

The publication's headline is pages/s of whole documents (our run: docs/results/cpu-pages-demo): a page's layout regions are
cropped, OCR'd concurrently and assembled into Markdown in reading order. This script does the
same on synthetic multi-region pages built from the training generator
(``sglang_gravity.training.data``: text blocks, a table and a formula per page, held-out seeds);
the generator knows the layout, so no layout detector is needed. Each page is rendered whole,
its regions cropped back out of it, and each crop sent the way the SDK (``glmocr`` 0.1.5) sends a
region (``sglang_gravity.bench.workloads.documents``): resized to sides that are multiples
of 28, JPEG-encoded, ``Text/Table/Formula Recognition:``, ``max_tokens 8192, temperature 0,
top_p 1e-5, top_k 1, repetition_penalty 1.1``, up to 32 region requests in flight. The answers
are assembled into Markdown as the SDK's formatter does (formulas in ``$$`` blocks).

``--concurrency`` is the number of *pages* in flight (each page sends all its regions at once).
For every level the engines run interleaved, AR -> gravity -> AR (``--schedule aga``) from this
one client, each pass after ``/flush_cache`` on the same pages; speed-up = gravity over the mean
of the AR passes around it. Every region's answer from gravity must equal AR's token for token
(text where a server returns no ids); AR against its own other passes is reported apart.

Servers: attach (``--ar-url``, ``--gravity-url``) or launch both here for ``--model DIR`` (or
``--tiny-model``) with the shared harness (``sglang_gravity.bench.harness``); a launched AR server gets
``--disable-overlap-schedule`` (exact repetition penalty, see docs/serving.md "What AR means
for penalties") and both get ``--allow-auto-truncate`` (the SDK's 8192 max_tokens). Outputs in
``--out``: ``results.json``, ``regions.jsonl``, ``results.md``, ``pages.png`` and each page's
Markdown under ``markdown/``. Examples::

    python benchmarks/bench_pages.py --model models/gravity-demo --concurrency 1,8
    python benchmarks/bench_pages.py --ar-url http://127.0.0.1:30000 --gravity-url http://127.0.0.1:30001
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sglang_gravity.bench.harness import (
    ENGINES,
    Engines,
    PassResult,
    add_server_arguments,
    check_engine_args,
    serve_and_run,
)
from sglang_gravity.bench.metrics import (
    check_document_identity,
    compare_document_level,
    compare_levels,
    mean,
    summarize_document_pass,
)
from sglang_gravity.bench.report import (
    Column,
    environment,
    fmt,
    identity_summary,
    joined,
    plot_by_concurrency,
    table,
    write_json,
    write_jsonl,
)
from sglang_gravity.bench.workloads.documents import (
    PAGE_LAYOUT,
    PAGE_SEED0,
    SDK_MAX_TOKENS,
    SDK_MAX_WORKERS,
    SDK_PARAMS,
    PageRecord,
    PageRequests,
    SyntheticPage,
    make_page,
    sdk_request,
)
from sglang_gravity.cli import add_concurrency, add_out

TINY_NOTE = "tiny RANDOM-weight model: TPF ~1, the speed-up is meaningless."


# ----------------------------------------------------------------------------- reporting


def markdown_report(report: dict[str, Any]) -> str:
    """``results.md``: the tables of ``results.json`` for people."""
    cfg = report["config"]
    lines = [
        "# Page benchmark: AR vs gravity (whole pages, regions OCR'd concurrently)",
        "",
        f"{report['started']} · {cfg['num_pages']} pages x {cfg['regions_per_page']} regions "
        f"({', '.join(cfg['region_types'])}) · SDK request parameters "
        f"`{json.dumps({'max_tokens': cfg['max_tokens'], **cfg['request_params']})}` · up to "
        f"{cfg['max_regions_in_flight']} regions in flight · device "
        f"{report['environment']['device']}",
        "",
        f"Order: {report['order_note']}",
    ]
    lines += _pass_table(report["passes"])
    lines += _level_table(report["levels"])
    lines += _type_table(report["passes"])
    lines += _identity_lines(report["identity"])
    for note in report["notes"]:
        lines.append(f"\nNote: {note}")
    return "\n".join(lines) + "\n"


PASS_COLUMNS = (
    Column("engine", lambda s: s["engine"], left=True),
    Column("pages in flight", lambda s: s["concurrency"]),
    Column("pass", lambda s: s["pass_index"]),
    Column("pages", lambda s: s["pages"]),
    Column("regions", lambda s: s["regions"]),
    Column("errors", lambda s: s["errors"]),
    Column("pages/s", lambda s: s["pages_per_s"], digits=3),
    Column("regions/s", lambda s: s["regions_per_s"]),
    Column("out tok/s", lambda s: s["output_tok_per_s"], digits=1),
    Column("TPF", lambda s: s["tpf"]),
    Column(
        "page latency p50/p90 s",
        lambda s: f"{fmt(s['page_latency_s_p50'])} / {fmt(s['page_latency_s_p90'])}",
        left=True,
    ),
    Column("exact regions", lambda s: f"{s['exact_regions']}/{s['regions']}"),
)
LEVEL_COLUMNS = (
    Column("pages in flight", lambda lv: lv[0]),
    Column("AR pages/s (passes)", lambda lv: joined(lv[1]["ar_pages_per_s"], 3), left=True),
    Column("gravity pages/s", lambda lv: joined(lv[1]["gravity_pages_per_s"], 3), left=True),
    Column("speed-up pages/s", lambda lv: lv[1]["speedup_pages_per_s"], suffix="x"),
    Column("speed-up regions/s", lambda lv: lv[1]["speedup_regions_per_s"], suffix="x"),
    Column("speed-up tok/s", lambda lv: lv[1]["speedup_output_tok_per_s"], suffix="x"),
    Column("gravity TPF", lambda lv: lv[1]["gravity_tpf"]),
    Column(
        "page p50 AR / gravity s",
        lambda lv: (
            f"{fmt(lv[1]['ar_page_latency_p50'])} / {fmt(lv[1]['gravity_page_latency_p50'])}"
        ),
        left=True,
    ),
    Column("AR drift", lambda lv: lv[1]["ar_drift"], digits=3),
)
TYPE_COLUMNS = (
    Column("type", lambda r: r[0], left=True),
    Column("regions", lambda r: sum(x["regions"] for x in r[1])),
    Column("TPF", lambda r: mean(x["tpf"] for x in r[1])),
    Column("exact", lambda r: sum(x["exact"] for x in r[1])),
)


def _pass_table(passes: list[dict[str, Any]]) -> list[str]:
    return table(PASS_COLUMNS, passes, title="Per pass")


def _level_table(levels: dict[str, dict[str, Any]]) -> list[str]:
    if not levels:
        return []
    return table(LEVEL_COLUMNS, levels.items(), title="Gravity / AR, side by side")


def _type_table(passes: list[dict[str, Any]]) -> list[str]:
    gravity = [s for s in passes if s["engine"] == "gravity"]
    if not gravity:
        return []
    rows = [
        (t, [s["by_type"][t] for s in gravity if t in s["by_type"]])
        for t in sorted({t for s in gravity for t in s["by_type"]})
    ]
    return table(TYPE_COLUMNS, rows, title="Gravity per region type (all passes)")


def _identity_lines(identity: dict[str, Any]) -> list[str]:
    lines = identity_summary(
        identity,
        unit=f"region answers ({len(identity['regions'])} distinct regions; all identical: "
        f"{identity['all_gravity_identical']})",
        mismatch=lambda m: (
            f"{m['engine']} c={m['concurrency']} pass {m['pass_index']} {m['page_id']} region "
            f"{m['region']} ({m['type']}): first difference at token {m['first_difference']} "
            f"(len {m['len']} vs {m['reference_len']})"
        ),
    )
    lines[1] = "## Token identity per region"
    return lines


def write_plot(report: dict[str, Any], out: Path) -> str:
    """pages.png: pages/s and output tok/s against pages in flight, both engines, each level
    labelled with its speed-up."""
    labels = {}
    for conc, lv in report["levels"].items():
        g = mean(lv["gravity_pages_per_s"])
        if lv["speedup_pages_per_s"] is not None and g is not None:
            labels[int(conc)] = (g, f"{lv['speedup_pages_per_s']:.2f}x")
    return plot_by_concurrency(
        report["passes"],
        [("pages_per_s", "pages/s"), ("output_tok_per_s", "output tokens/s")],
        out / "pages.png",
        xlabel="pages in flight",
        title="Whole pages: AR vs gravity (dots: passes, line: mean, label: speed-up)",
        labels=labels,
    )


# ----------------------------------------------------------------------------- driver


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked (``args.levels``, parsed ``args.request_params``)."""
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    add_server_arguments(
        parser,
        ar_url_help="running greedy AR server (exact penalties: see README)",
        server_args_help="extra launch_server flags (quoted)",
        ar_server_args=(
            "--disable-overlap-schedule",
            "extra flags for the launched AR server only (default: exact penalties)",
        ),
        max_total_tokens=65536,
        model_name=("glm-ocr", "'model' field (the SDK's)"),
    )
    parser.add_argument("--pages", type=int, default=16, help="pages per pass")
    add_concurrency(parser, default="1,8", help="pages in flight per pass: comma-separated levels")
    parser.add_argument(
        "--schedule", default="aga", help="engine order per level (a=AR, g=gravity)"
    )
    parser.add_argument(
        "--max-tokens", type=int, default=SDK_MAX_TOKENS, help="max_tokens per region (SDK: 8192)"
    )
    parser.add_argument(
        "--request-params",
        default=json.dumps(SDK_PARAMS),
        help="JSON object: the sampling fields of every region request (default: the SDK's)",
    )
    parser.add_argument(
        "--max-regions-in-flight",
        type=int,
        default=SDK_MAX_WORKERS,
        help="region requests in flight over all pages (the SDK's max_workers, 32)",
    )
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded pages per engine")
    parser.add_argument("--request-timeout", type=float, default=600.0, help="seconds")
    parser.add_argument("--no-flush-cache", action="store_true", help="skip /flush_cache per pass")
    add_out(parser, "runs/bench-pages")
    args = parser.parse_args(argv)
    check_engine_args(parser, args)
    if args.pages < 1:
        parser.error("--pages: a positive integer")
    return args


def describe(result: PassResult[PageRecord]) -> str:
    """A pass's progress line."""
    s = summarize_document_pass(result)
    return (
        f"pages in flight {result.concurrency:<3} {result.engine:<8} pass {result.pass_index}: "
        f"{fmt(s['pages_per_s'], 3)} pages/s, {fmt(s['regions_per_s'], 2)} regions/s, "
        f"{fmt(s['output_tok_per_s'], 1)} tok/s, TPF {fmt(s['tpf'])}, errors {s['errors']}"
    )


def page_workload(args: argparse.Namespace) -> PageRequests:
    """The pages and every region's request body (the SDK's, with ``--request-params``)."""
    pages = [make_page(n) for n in range(args.pages)]
    bodies = {
        page.id: [
            {**sdk_request(crop, region.type, args.max_tokens), **args.request_params}
            for crop, region in zip(page.crops(), page.regions)
        ]
        for page in pages
    }
    return PageRequests(
        pages, bodies, args.max_regions_in_flight, args.model_name, args.request_timeout
    )


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Serve or attach, run the schedule, write every output to ``args.out``; the report."""
    workload = page_workload(args)
    args.out.mkdir(parents=True, exist_ok=True)
    notes = [TINY_NOTE] if args.tiny_model else []
    in_flight = min(args.max_regions_in_flight, max(args.levels) * len(PAGE_LAYOUT))
    engines, passes = serve_and_run(
        args,
        workload,
        extra_args=[
            *shlex.split(args.server_args),
            "--max-running-requests",
            str(in_flight),
            "--allow-auto-truncate",
        ],
        warmup_concurrency=args.warmup,
        notes=notes,
        describe=describe,
    )
    report = build_report(args, engines, passes, page_reports(workload.pages, passes), notes)
    write_outputs(report, passes, args.out)
    return report


def build_report(
    args: argparse.Namespace,
    engines: Engines,
    passes: list[PassResult[PageRecord]],
    pages: list[dict[str, Any]],
    notes: list[str],
) -> dict[str, Any]:
    """Everything ``results.json`` holds: configuration, environment, passes, comparisons."""
    summaries = [summarize_document_pass(p) for p in passes]
    names = ", ".join(f"{ENGINES[c]}" for c in args.schedule if ENGINES[c] in engines.urls)
    return {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "num_pages": args.pages,
            "regions_per_page": len(PAGE_LAYOUT),
            "region_types": [t for _, t in PAGE_LAYOUT],
            "page_seed0": PAGE_SEED0,
            "concurrency": args.levels,
            "schedule": args.schedule,
            "max_tokens": args.max_tokens,
            "request_params": args.request_params,
            "max_regions_in_flight": args.max_regions_in_flight,
            "warmup_pages": args.warmup,
            "flush_cache": not args.no_flush_cache,
            "urls": engines.urls,
            "server_commands": engines.server_commands,
        },
        "environment": environment(),
        "order_note": (
            f"per level of pages in flight, passes {names} back to back from one client, each "
            "after /flush_cache, same pages; speed-up = gravity / mean of the AR passes."
        ),
        "passes": summaries,
        "levels": compare_levels(summaries, args.levels, compare_document_level),
        "identity": check_document_identity(passes),
        "pages": pages,
        "notes": notes,
    }


def page_reports(
    pages: Sequence[SyntheticPage], passes: list[PassResult[PageRecord]]
) -> list[dict[str, Any]]:
    """Per page: its layout and ground truth, and each engine's answers and Markdown from its
    first pass (gravity's must equal AR's)."""
    first: dict[str, PassResult[PageRecord]] = {}
    for p in passes:
        first.setdefault(p.engine, p)
    reports = []
    for page in pages:
        entry: dict[str, Any] = {
            "id": page.id,
            "size": list(page.image.size),
            "regions": [
                {"index": r.index, "type": r.type, "box": list(r.box), "target": r.target}
                for r in page.regions
            ],
            "answers": {},
            "markdown": {},
        }
        for engine, result in first.items():
            record = next(pr for pr in result.records if pr.page_id == page.id)
            entry["answers"][engine] = [r.text for r in record.regions]
            entry["markdown"][engine] = record.markdown
        reports.append(entry)
    return reports


def write_outputs(report: dict[str, Any], passes: list[PassResult[PageRecord]], out: Path) -> None:
    """results.json, regions.jsonl, each page's Markdown per engine, results.md and pages.png."""
    write_json(out / "results.json", report)
    write_jsonl(
        out / "regions.jsonl",
        (record for result in passes for page in result.records for record in page.regions),
    )
    md_dir = out / "markdown"
    md_dir.mkdir(exist_ok=True)
    for entry in report["pages"]:
        for engine, text in entry["markdown"].items():
            (md_dir / f"{entry['id']}.{engine}.md").write_text(text)
    (out / "results.md").write_text(markdown_report(report))
    report["plots"] = [write_plot(report, out)]


def main(argv: list[str] | None = None) -> None:
    """Run, print the tables; exit status 1 when a gravity answer differs from AR's."""
    args = parse_args(argv)
    report = run(args)
    print()
    print((args.out / "results.md").read_text())
    print(f"wrote results.json, regions.jsonl, results.md, pages.png, markdown/ to {args.out}")
    if any(m["engine"] == "gravity" for m in report["identity"]["mismatches"]):
        sys.exit(1)


if __name__ == "__main__":
    main()
