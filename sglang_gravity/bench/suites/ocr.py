"""Batch OCR benchmark: greedy AR vs gravity over the OpenAI chat API, side by side in one run.

Engine-agnostic client: it speaks ``/v1/chat/completions`` (streaming, ``temperature: 0``) to any
server. SGLang's extensions ``sglext.output_ids`` (``return_output_ids_in_sglext``) and
``sglext.spec_tokens_details`` (``return_spec_tokens_details``) give the token counts, the token
identity check and the acceptance statistics; a server without them still gets latency and pages/s.

Either attach to running servers (``--ar-url``, ``--gravity-url``, one or both) or let it launch
both for one checkpoint on the local device (``--model DIR``, or ``--tiny-model`` for the random
test model). Why the order matters: on a shared machine throughput drifts by more than the effect
being measured, so for every concurrency level the engines run alternately, ``--schedule aga``
(AR, gravity, AR) by default, and the speed-up is gravity over the mean of the AR passes around
it: linear drift cancels. Every pass sends the same requests in the same order (shuffled once with
``--seed``) after a ``/flush_cache``, so no pass profits from a prefix cached by the one before.

Outputs in ``--out``: ``results.json`` (everything, per request in ``requests.jsonl``),
``results.md`` (the tables), ``throughput.png`` and ``accept_hist.png``. Examples::

    python benchmarks/bench_ocr.py --model models/gravity-demo --concurrency 1,4,16
    python benchmarks/bench_ocr.py --ar-url http://127.0.0.1:30000 --gravity-url http://127.0.0.1:30001
    python benchmarks/bench_ocr.py --tiny-model --concurrency 1,4 --max-requests 8 --max-tokens 32
"""

from __future__ import annotations

import argparse
import datetime
import json
import shlex
import sys
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
    NUM_NON_DRAFT_TOKENS,
    check_identity,
    compare_levels,
    spec_by_type,
    summarize_pass,
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
from sglang_gravity.bench.workloads.bench_set import BENCH_SET_DIR
from sglang_gravity.bench.workloads.ocr import OcrRequests, RequestRecord
from sglang_gravity.cli import add_concurrency, add_out

TINY_NOTE = (
    "tiny RANDOM-weight model: drafts are almost never accepted, so TPF ~1 and the speed-up is "
    "meaningless; this run shows the plumbing only."
)


# ----------------------------------------------------------------------------- driver


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser (every option and its default)."""
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    add_server_arguments(
        parser,
        ar_url_help="running greedy AR server, e.g. http://127.0.0.1:30000",
        server_args_help="extra launch_server flags for launched servers (quoted)",
        ar_server_args=(
            "",
            "extra flags for the launched AR server only; '--disable-overlap-schedule' makes "
            "AR apply penalties exactly (SGLang's overlap scheduler counts them a step late), so "
            "the identity check is meaningful with --request-params that set penalties",
        ),
        max_total_tokens=32768,
        model_name=("default", "'model' field of the requests"),
    )
    parser.add_argument(
        "--data", type=Path, default=BENCH_SET_DIR, help="folder with manifest.jsonl"
    )
    add_concurrency(parser, default="1,4,16")
    parser.add_argument(
        "--schedule",
        default="aga",
        help="engine order per concurrency level: a = AR pass, g = gravity pass (aga, agga, ag)",
    )
    parser.add_argument("--max-requests", type=int, help="requests per pass (default: all pages)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=1800.0,
        help="seconds for all passes; a level's first pass gets an equal share of what is left "
        "and fixes the request count of the others; levels that no longer fit are skipped",
    )
    parser.add_argument("--max-tokens", type=int, default=512, help="max_tokens per request")
    parser.add_argument(
        "--request-params",
        default="{}",
        help="JSON object of extra request fields for both engines, e.g. the GLM-OCR SDK's "
        '\'{"temperature": 0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}\' '
        "(default: greedy, temperature 0)",
    )
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded requests per engine")
    parser.add_argument("--seed", type=int, default=0, help="request-order shuffle seed")
    parser.add_argument("--request-timeout", type=float, default=600.0, help="seconds")
    parser.add_argument("--no-flush-cache", action="store_true", help="skip /flush_cache per pass")
    add_out(parser, "runs/bench")
    return parser


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked (``args.levels``, parsed ``args.request_params``)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    check_engine_args(parser, args)
    return args


def options(**fields: Any) -> argparse.Namespace:
    """The options as another suite sets them, checked as the command line is: every option's
    default, then ``fields`` by name (``ar_url=``, ``concurrency="1,4"``, ``out=Path``,
    ``request_params={...}``); a name the command line does not have is a TypeError."""
    parser = build_parser()
    args = parser.parse_args([])
    unknown = sorted(set(fields) - set(vars(args)))
    if unknown:
        raise TypeError(f"bench_ocr has no option {', '.join(unknown)}")
    for name, value in fields.items():
        setattr(args, name, json.dumps(value) if name == "request_params" else value)
    check_engine_args(parser, args)
    return args


def order_note(schedule: str, urls: dict[str, str]) -> str:
    """How the passes were ordered, for the report's reader."""
    names = [ENGINES[c] for c in schedule if ENGINES[c] in urls]
    if len(urls) < 2:
        return f"one engine only ({', '.join(urls)}): no side-by-side comparison."
    return (
        f"for each concurrency level, passes {' -> '.join(names)} back to back (interleaved), "
        "each after /flush_cache, same requests in the same order; speed-up = gravity / mean of "
        "the AR passes, so linear machine drift cancels."
    )


def describe(result: PassResult[RequestRecord]) -> str:
    """A pass's progress line."""
    s = summarize_pass(result)
    return (
        f"c={result.concurrency:<3} {result.engine:<8} pass {result.pass_index}: "
        f"{s['requests']} req, {fmt(s['output_tok_per_s'], 1)} tok/s, "
        f"{fmt(s['pages_per_s'], 3)} pages/s, p50 latency {fmt(s['latency_s_p50'], 3)} s, "
        f"TPF {fmt(s['spec']['tpf'])}"
    )


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Serve or attach, run the schedule, write every output to ``args.out``; the report."""
    workload = OcrRequests.from_manifest(
        args.data,
        args.max_requests,
        args.seed,
        max_tokens=args.max_tokens,
        model_name=args.model_name,
        request_timeout=args.request_timeout,
        params=args.request_params,
    )
    args.out.mkdir(parents=True, exist_ok=True)
    notes = [TINY_NOTE] if args.tiny_model else []
    engines, passes = serve_and_run(
        args,
        workload,
        extra_args=[
            *shlex.split(args.server_args),
            "--max-running-requests",
            str(max(args.levels)),
        ],
        warmup_concurrency=min(args.warmup, max(args.levels)),
        notes=notes,
        describe=describe,
        time_limit_s=args.time_limit,
    )
    report = build_report(args, workload, engines, passes, notes)
    write_json(args.out / "results.json", report)
    write_jsonl(args.out / "requests.jsonl", (r for result in passes for r in result.records))
    (args.out / "results.md").write_text(markdown_report(report))
    report["plots"] = write_plots(report, args.out)
    return report


def build_report(
    args: argparse.Namespace,
    workload: OcrRequests,
    engines: Engines,
    passes: list[PassResult[RequestRecord]],
    notes: list[str],
) -> dict[str, Any]:
    """Everything ``results.json`` holds: configuration, environment, passes, comparisons."""
    summaries = [summarize_pass(p) for p in passes]
    gravity_records = [r for p in passes if p.engine == "gravity" for r in p.records if r.ok]
    for summary in summaries:
        if summary["requests"] and not summary["token_ids_returned"]:
            notes.append(
                f"{summary['engine']} returned no sglext.output_ids: token counts, tok/s and the "
                "identity check (by text instead) are not meaningful for it."
            )
            break
    return {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "data": str(args.data),
            "num_requests": workload.size,
            "request_order": [page.id for page in workload.order],
            "concurrency": args.levels,
            "schedule": args.schedule,
            "max_tokens": args.max_tokens,
            "request_params": args.request_params,
            "seed": args.seed,
            "warmup": args.warmup,
            "time_limit_s": args.time_limit,
            "flush_cache": not args.no_flush_cache,
            "urls": engines.urls,
            "server_commands": engines.server_commands,
        },
        "environment": environment(),
        "order_note": order_note(args.schedule, engines.urls),
        "passes": summaries,
        "levels": compare_levels(summaries, args.levels),
        "gravity_by_type": spec_by_type(gravity_records),
        "identity": check_identity(passes),
        "notes": notes,
    }


# ----------------------------------------------------------------------------- reporting


def _triple(summary: dict[str, Any], name: str) -> str:
    return " / ".join(fmt(summary[f"{name}_p{q}"], 3) for q in (50, 90, 99))


def _hist_text(histogram: dict[int, int]) -> str:
    return " ".join(f"{k}:{v}" for k, v in histogram.items()) or "-"


def markdown_report(report: dict[str, Any]) -> str:
    """``results.md``: the tables of ``results.json`` for people."""
    cfg = report["config"]
    lines = [
        "# OCR benchmark: AR vs gravity",
        "",
        f"{report['started']} · {cfg['num_requests']} requests per pass from `{cfg['data']}` "
        f"(seed {cfg['seed']}) · max_tokens {cfg['max_tokens']} · request parameters "
        f"`{json.dumps({'temperature': 0, **cfg.get('request_params', {})})}` · "
        f"device {report['environment']['device']}",
        "",
        f"Order: {report['order_note']}",
    ]
    lines += _pass_table(report["passes"])
    lines += _level_table(report["levels"])
    lines += _type_table(report)
    lines += _identity_lines(report["identity"])
    for note in report["notes"]:
        lines.append(f"\nNote: {note}")
    return "\n".join(lines) + "\n"


PASS_COLUMNS = (
    Column("engine", lambda s: s["engine"], left=True),
    Column("conc", lambda s: s["concurrency"]),
    Column("pass", lambda s: s["pass_index"]),
    Column("requests", lambda s: s["requests"]),
    Column("errors", lambda s: s["errors"]),
    Column("out tok/s", lambda s: s["output_tok_per_s"], digits=1),
    Column("pages/s", lambda s: s["pages_per_s"], digits=3),
    Column("TTFT p50/p90/p99 s", lambda s: _triple(s, "ttft_s"), left=True),
    Column("latency p50/p90/p99 s", lambda s: _triple(s, "latency_s"), left=True),
    Column("decode ms/token", lambda s: s["decode_ms_per_token"]),
    Column("TPF", lambda s: s["spec"]["tpf"]),
)
LEVEL_COLUMNS = (
    Column("conc", lambda lv: lv[0]),
    Column("AR tok/s (passes)", lambda lv: joined(lv[1]["ar_tok_per_s"], 1), left=True),
    Column("gravity tok/s", lambda lv: joined(lv[1]["gravity_tok_per_s"], 1), left=True),
    Column("speed-up tok/s", lambda lv: lv[1]["speedup_tok_per_s"], suffix="x"),
    Column("speed-up pages/s", lambda lv: lv[1]["speedup_pages_per_s"], suffix="x"),
    Column("decode speed-up", lambda lv: lv[1]["speedup_decode"], suffix="x"),
    Column("p50 latency AR/gravity", lambda lv: lv[1]["latency_p50_ratio"], suffix="x"),
    Column("AR drift (last/first)", lambda lv: lv[1]["ar_drift"], digits=3),
)
DECODE_NOTE = (
    "Decode speed-up: AR's decode ms/token over gravity's, where decode ms/token is each "
    "streamed request's time from its first chunk to its last over the tokens in between "
    "(the whole request where all came in one chunk), summed over the requests: the phase "
    "speculative decoding speeds up. On a loaded machine chunks arrive in clumps and this "
    "reads low for both engines; tok/s over each pass's wall time does not."
)
TYPE_COLUMNS = (
    Column("conc", lambda r: r[0], left=True),
    Column("type", lambda r: r[1], left=True),
    Column("requests", lambda r: r[2]["requests"]),
    Column("rounds", lambda r: r[2]["rounds"]),
    Column("AR steps", lambda r: r[2]["ar_steps"]),
    Column("TPF", lambda r: r[2]["tpf"]),
    Column("mean accept length / round", lambda r: r[2]["accept_length"]),
    Column("histogram", lambda r: _hist_text(r[2]["accept_length_histogram"]), left=True),
)
TYPE_NOTE = (
    "TPF = committed tokens / forward passes (a round two, an AR step one, the prefill "
    "left out; sglang_gravity/decoding/forwards.py). Accept length = tokens a round "
    "commits (2..K+1); histogram `length:rounds`."
)


def _pass_table(passes: list[dict[str, Any]]) -> list[str]:
    return table(PASS_COLUMNS, passes, title="Per engine and concurrency")


def _level_table(levels: dict[str, dict[str, Any]]) -> list[str]:
    if not levels:
        return []
    title = "Gravity / AR, side by side"
    return table(LEVEL_COLUMNS, levels.items(), title=title, intro=DECODE_NOTE)


def _type_table(report: dict[str, Any]) -> list[str]:
    if not report["gravity_by_type"]:
        return []
    rows = [
        (str(s["concurrency"]), kind, spec)
        for s in report["passes"]
        if s["engine"] == "gravity"
        for kind, spec in s["spec_by_type"].items()
    ]
    rows += [("all", kind, spec) for kind, spec in report["gravity_by_type"].items()]
    title = "Gravity acceptance per content type"
    return table(TYPE_COLUMNS, rows, title=title, intro=TYPE_NOTE)


def _identity_lines(identity: dict[str, Any]) -> list[str]:
    return identity_summary(
        identity,
        unit="requests",
        mismatch=lambda m: (
            f"{m['engine']} c={m['concurrency']} pass {m['pass_index']} request {m['index']} "
            f"({m['page_id']}, {m['type']}): first difference at token {m['first_difference']} "
            f"(len {m['len']} vs {m['reference_len']})"
        ),
    )


def write_plots(report: dict[str, Any], out: Path) -> list[str]:
    """throughput.png (tok/s and pages/s vs concurrency) and accept_hist.png (per content type)."""
    written = [
        plot_by_concurrency(
            report["passes"],
            [("output_tok_per_s", "output tokens/s"), ("pages_per_s", "pages/s")],
            out / "throughput.png",
            xlabel="concurrency",
            title="Throughput vs concurrency (dots: single passes, line: mean)",
        )
    ]
    if report["gravity_by_type"]:
        written.append(plot_accept_histograms(report["gravity_by_type"], out / "accept_hist.png"))
    return written


def plot_accept_histograms(by_type: dict[str, dict[str, Any]], path: Path) -> str:
    """Per content type, the share of rounds by tokens committed: where acceptance stops."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(by_type), figsize=(4 * len(by_type), 3.2), squeeze=False)
    for ax, (kind, spec) in zip(axes[0], by_type.items()):
        histogram = {int(k): v for k, v in spec["accept_length_histogram"].items()}
        total = sum(histogram.values()) or 1
        longest = spec["max_accept_length"] or max(histogram, default=2)
        lengths = list(range(NUM_NON_DRAFT_TOKENS, longest + 1))
        fractions = [histogram.get(n, 0) / total for n in lengths]
        ax.bar(lengths, fractions, color="tab:orange")
        ax.set_xticks(lengths[:: max(1, len(lengths) // 12)])
        ax.set_title(f"{kind}: TPF {fmt(spec['tpf'])}, {spec['rounds']} rounds")
        ax.set_xlabel("tokens committed per round")
        ax.set_ylabel("fraction of rounds")
        ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path.name


def main(argv: list[str] | None = None) -> None:
    """Run, print the tables; exit status 1 when a gravity answer differs from AR's."""
    args = parse_args(argv)
    report = run(args)
    print()
    print((args.out / "results.md").read_text())
    print(
        f"wrote results.json, requests.jsonl, results.md, {', '.join(report['plots'])} "
        f"to {args.out}"
    )
    mismatches = report["identity"]["mismatches"]
    if any(m["engine"] == "gravity" for m in mismatches):
        sys.exit(1)


if __name__ == "__main__":
    main()
