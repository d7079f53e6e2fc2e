"""AR against several gravity configurations of one checkpoint, side by side in one run.

``bench_ocr.py`` compares one AR and one gravity server. This script launches plain AR and the
gravity *variants* named on the command line (the same checkpoint, each its own server, all up
at once), then at every concurrency level runs one pass per engine in the order
``AR, variant 1, AR, variant 2, ..., AR``, so each variant is measured between two AR passes on
the same client; its speed-up is over the mean of those two (the machine's drift cancels). Every answer is checked token for token
against AR's answer to the same request.

Variants (``--variants``, comma-separated):

- ``fixed``: the full window K every step (``SGLANG_GRAVITY_WIDTH=full``), the scheduler as
  the server resolves it (overlap on GPU; off on CPU unless ``SGLANG_GRAVITY_CPU_OVERLAP=1``);
- ``fixed-sync``: the same with ``--disable-overlap-schedule``;
- ``fixed-overlap``: the same with the overlap scheduler on, on CPU too (overlap on/off side by
  side with ``fixed-sync``);
- ``auto``: ``SGLANG_GRAVITY_WIDTH=auto``, the width chosen per step from measured step times
  and live acceptance (``step_costs``, ``width_policy``; the default where it can run);
- ``auto-sync``: ``auto`` without the overlap scheduler;
- ``width=N``: every step at width N (``SGLANG_GRAVITY_WIDTH=N``; N=1 is plain AR steps).

AR runs with ``--disable-overlap-schedule`` (SGLang's overlap scheduler counts penalties a step
late; greedy outputs are the same either way).

    python benchmarks/bench_engines.py --model models/gravity-demo --variants fixed,auto \\
        --concurrency 1,16 --max-requests 32 --out runs/engines

Writes ``OUT/results.json`` (every pass, every level, identity) and ``OUT/results.md``.

``--one-at-a-time`` keeps only AR and one variant up at a time (each variant's passes at every
level between AR passes, then its server stops): for checkpoints too large to serve every
variant at once. ``--step-trace DIR`` has each variant's server write its step trace to
``DIR/<variant>`` (``SGLANG_GRAVITY_STEP_TRACE_DIR``), which ``sglang_gravity.width.simulate
record`` turns into a replayable workload.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import shlex
import statistics
import time
from pathlib import Path
from typing import Any

from sglang_gravity.bench.harness import (
    OcrRequests,
    PassResult,
    RequestRecord,
    Schedule,
    run_schedule,
    server_config,
)
from sglang_gravity.bench.metrics import (
    drift,
    first_difference,
    reference_pairs,
    summarize_pass,
)
from sglang_gravity.bench.report import environment, write_json
from sglang_gravity.config import CPU_OVERLAP_ENV, STEP_TRACE_DIR_ENV
from sglang_gravity.launcher.server import running_servers
from sglang_gravity.width.control import WIDTH_ENV

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "synthetic"
SYNC = "--disable-overlap-schedule"


def variant_config(name: str) -> tuple[dict[str, str], list[str]]:
    """(environment, extra server flags) of a named gravity variant."""
    if name == "fixed":
        return {WIDTH_ENV: "full"}, []
    if name == "fixed-sync":
        return {WIDTH_ENV: "full"}, [SYNC]
    if name == "fixed-overlap":
        return {WIDTH_ENV: "full", CPU_OVERLAP_ENV: "1"}, []
    if name == "auto":
        return {WIDTH_ENV: "auto"}, []
    if name == "auto-sync":
        return {WIDTH_ENV: "auto"}, [SYNC]
    if name.startswith("width="):
        width = name.split("=", 1)[1]
        if not width.isdigit() or int(width) < 1:
            raise SystemExit(f"--variants: {name!r}: width=N needs an integer N >= 1")
        return {WIDTH_ENV: width}, []
    raise SystemExit(
        f"--variants: unknown variant {name!r} "
        "(fixed, fixed-sync, fixed-overlap, auto, auto-sync, width=N)"
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked (``args.variant_names``, ``args.levels``)."""
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", type=Path, required=True, help="checkpoint folder")
    parser.add_argument("--variants", default="fixed,auto", help="gravity variants, see above")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="folder with manifest")
    parser.add_argument("--concurrency", default="1,16", help="comma-separated levels")
    parser.add_argument(
        "--max-requests",
        default=None,
        help="requests per pass: one number, or one per concurrency level (e.g. 6,16)",
    )
    parser.add_argument("--max-tokens", type=int, default=512, help="max_tokens per request")
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded requests per engine")
    parser.add_argument(
        "--repeats",
        type=int,
        default=1,
        help="passes per variant and level (each between two AR passes; medians reported)",
    )
    parser.add_argument("--seed", type=int, default=0, help="request-order shuffle seed")
    parser.add_argument(
        "--request-params",
        type=json.loads,
        default=None,
        help="JSON object of extra request fields for every engine (default: greedy)",
    )
    parser.add_argument("--server-args", default="", help="extra flags for every server")
    parser.add_argument("--max-total-tokens", type=int, default=32768, help="KV pool per server")
    parser.add_argument("--request-timeout", type=float, default=1800.0, help="seconds")
    parser.add_argument("--out", type=Path, default=Path("runs/engines"), help="output folder")
    parser.add_argument(
        "--one-at-a-time",
        action="store_true",
        help="serve AR and one variant at a time (large checkpoints); default: all at once",
    )
    parser.add_argument(
        "--step-trace", type=Path, default=None, help="write each variant's step trace to DIR/<v>"
    )
    args = parser.parse_args(argv)
    args.variant_names = [v.strip() for v in args.variants.split(",") if v.strip()]
    if not args.variant_names or len(set(args.variant_names)) != len(args.variant_names):
        parser.error("--variants: name each variant once")
    for name in args.variant_names:
        variant_config(name)
    try:
        args.levels = [int(c) for c in args.concurrency.split(",") if c.strip()]
    except ValueError:
        parser.error(f"--concurrency: expected integers, got {args.concurrency!r}")
    if not args.levels or min(args.levels) < 1:
        parser.error("--concurrency: levels must be >= 1")
    if args.repeats < 1:
        parser.error("--repeats must be >= 1")
    args.level_requests = None
    if args.max_requests is not None:
        try:
            counts = [int(n) for n in args.max_requests.split(",")]
        except ValueError:
            parser.error(f"--max-requests: expected integers, got {args.max_requests!r}")
        if len(counts) not in (1, len(args.levels)) or min(counts) < 1:
            parser.error("--max-requests: one count >= 1, or one per --concurrency level")
        if len(counts) > 1:
            args.level_requests = dict(zip(args.levels, counts, strict=True))
        args.max_requests = max(counts)
    return args


def server_configs(args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """Plain AR (synchronous scheduler: exact penalties) and one server per variant."""
    logs = args.out / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    common = [*shlex.split(args.server_args), "--max-running-requests", str(max(args.levels))]
    configs = {
        "ar": server_config(
            args.model,
            gravity=False,
            log_path=logs / "ar.log",
            extra_args=[*common, SYNC],
            max_total_tokens=args.max_total_tokens,
        )
    }
    for name in args.variant_names:
        env, flags = variant_config(name)
        if args.step_trace is not None:
            env = {**env, STEP_TRACE_DIR_ENV: str(args.step_trace / name.replace("=", ""))}
        configs[name] = server_config(
            args.model,
            gravity=True,
            log_path=logs / f"{name.replace('=', '')}.log",
            extra_args=[*common, *flags],
            env=env,
            max_total_tokens=args.max_total_tokens,
        )
    return configs


def pass_order(variants: list[str], repeats: int) -> list[str]:
    """AR, then each variant followed by AR; odd repeats run the variants in reverse, so no
    variant always follows another."""
    order = ["ar"]
    for repeat in range(repeats):
        for name in variants if repeat % 2 == 0 else variants[::-1]:
            order += [name, "ar"]
    return order


def identity(passes: list[PassResult[RequestRecord]]) -> dict[str, Any]:
    """Each engine's answers against AR's first answer to the same request."""
    out: dict[str, Any] = {
        result.engine: {"compared": 0, "identical": 0, "mismatches": []} for result in passes
    }
    records = (record for result in passes for record in result.records)
    for record, ref in reference_pairs(records, key=lambda r: r.index):
        entry = out[record.engine]
        entry["compared"] += 1
        if record.output_ids == ref.output_ids:
            entry["identical"] += 1
        else:
            entry["mismatches"].append(
                {
                    "concurrency": record.concurrency,
                    "page_id": record.page_id,
                    "first_difference": first_difference(record.output_ids, ref.output_ids),
                }
            )
    return out


def level_table(summaries: list[dict[str, Any]], variants: list[str]) -> dict[str, Any]:
    """Per variant: tok/s, over the mean of the AR passes on each side of it."""
    ar = [s for s in summaries if s["engine"] == "ar"]
    by_index = {s["pass_index"]: s for s in summaries}
    row: dict[str, Any] = {
        "ar_tok_per_s": [s["output_tok_per_s"] for s in ar],
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
        row[name] = {
            "tok_per_s": statistics.median(rates) if rates else None,
            "tok_per_s_passes": rates,
            # The median of the per-pass ratios, each over the AR passes on either side.
            "speedup": statistics.median(measured) if measured else None,
            "speedup_passes": speedups,
            "tpf": mine[0]["spec"]["tpf"],
            "decode_ms_per_token": mine[0]["decode_ms_per_token"],
        }
    return row


def markdown(report: dict[str, Any]) -> str:
    """``results.md``: tok/s and speed-up per variant and level, and identity with AR."""
    variants = report["config"]["variants"]
    lines = [
        f"# AR vs gravity variants ({report['config']['model']})",
        "",
        f"{report['started']}, git {report['environment']['git']}, "
        f"{report['environment']['device']}, {report['config']['num_requests']} requests x "
        f"max_tokens {report['config']['max_tokens']} per pass, order AR, "
        + ", AR, ".join(variants)
        + f", AR per level (x{report['config']['repeats']}, the variants reversed on odd "
        "repeats); speed-up = median over a variant's passes of its tok/s over the mean of the AR "
        "passes on either side.",
        "",
        "| concurrency | AR tok/s | AR drift | "
        + " | ".join(f"{v} tok/s (x AR, TPF)" for v in variants)
        + " |",
        "|---" * (3 + len(variants)) + "|",
    ]
    for conc, row in report["levels"].items():
        cells = []
        for v in variants:
            cell = row.get(v)
            if cell is None or cell["tok_per_s"] is None:
                cells.append("n/a")
                continue
            tpf = "n/a" if cell["tpf"] is None else f"{cell['tpf']:.2f}"
            cells.append(f"{cell['tok_per_s']:.1f} ({cell['speedup']:.2f}x, {tpf})")
        ar = " / ".join(f"{t:.1f}" for t in row["ar_tok_per_s"] if t is not None)
        drift = "n/a" if row["ar_drift"] is None else f"{row['ar_drift']:.2f}"
        lines.append(f"| {conc} | {ar} | {drift} | " + " | ".join(cells) + " |")
    lines += ["", "Identity against AR's first answer to each request:", ""]
    for engine, entry in report["identity"].items():
        lines.append(f"- {engine}: {entry['identical']}/{entry['compared']} identical")
    lines += [
        "",
        "TPF here is SGLang's accept length / 2, which counts a width-1 AR step as a round: it "
        "is not comparable between fixed and adaptive variants.",
    ]
    return "\n".join(lines) + "\n"


def describe(result: PassResult[RequestRecord]) -> str:
    """A pass's progress line."""
    summary = summarize_pass(result)
    return (
        f"c={result.concurrency} {result.engine}: {summary['output_tok_per_s']:.1f} tok/s, "
        f"TPF {summary['spec']['tpf']}, errors {summary['errors']}"
    )


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Serve every engine, run the passes, write results.json and results.md; the report."""
    args = parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    workload = OcrRequests.from_manifest(
        args.data,
        args.max_requests,
        args.seed,
        max_tokens=args.max_tokens,
        request_timeout=args.request_timeout,
        params=args.request_params or {},
    )
    configs = server_configs(args)
    run = run_one_at_a_time if args.one_at_a_time else run_all_at_once
    passes, commands = run(args, workload, configs)
    report = build_report(args, workload, commands, passes)
    write_json(args.out / "results.json", report)
    (args.out / "results.md").write_text(markdown(report))
    print(markdown(report))
    return report


Run = tuple[list[PassResult[RequestRecord]], dict[str, list[str]]]


def run_all_at_once(
    args: argparse.Namespace, workload: OcrRequests, configs: dict[str, dict[str, Any]]
) -> Run:
    """Every server up together; per level AR, variant 1, AR, variant 2, ..., AR."""
    print(f"starting {', '.join(configs)} for {args.model} ...", flush=True)
    started = time.monotonic()
    with running_servers(configs) as handles:
        print(f"servers up in {time.monotonic() - started:.0f} s", flush=True)
        urls = {name: handle.url for name, handle in handles.items()}
        schedule = Schedule(
            engines=pass_order(args.variant_names, args.repeats),
            levels=args.levels,
            warmup=args.warmup,
            level_items=args.level_requests,
        )
        passes = run_schedule(workload, urls, schedule, notes=[], describe=describe)
    return passes, {name: handle.args for name, handle in handles.items()}


def run_one_at_a_time(
    args: argparse.Namespace, workload: OcrRequests, configs: dict[str, dict[str, Any]]
) -> Run:
    """AR up throughout, each variant in turn: its passes at every level between AR passes.

    Pass positions are numbered on across the variants, so each variant's neighbours in the
    level table are the AR passes run beside it.
    """
    passes: list[PassResult[RequestRecord]] = []
    with running_servers({"ar": configs["ar"]}) as ar:
        commands = {"ar": ar["ar"].args}
        for group, name in enumerate(args.variant_names):
            print(f"starting {name} for {args.model} ...", flush=True)
            with running_servers({name: configs[name]}) as mine:
                commands[name] = mine[name].args
                urls = {"ar": ar["ar"].url, name: mine[name].url}
                schedule = Schedule(
                    engines=pass_order([name], args.repeats),
                    levels=args.levels,
                    warmup=args.warmup,
                    level_items=args.level_requests,
                )
                offset = group * len(schedule.engines)
                passes += [
                    dataclasses.replace(result, pass_index=result.pass_index + offset)
                    for result in run_schedule(
                        workload, urls, schedule, notes=[], describe=describe
                    )
                ]
    return passes, commands


def build_report(
    args: argparse.Namespace,
    workload: OcrRequests,
    server_commands: dict[str, list[str]],
    passes: list[PassResult[RequestRecord]],
) -> dict[str, Any]:
    """Everything ``results.json`` holds: configuration, environment, passes, levels, identity."""
    summaries = [summarize_pass(p) for p in passes]
    return {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "model": str(args.model),
            "variants": args.variant_names,
            "data": str(args.data),
            "num_requests": args.level_requests or workload.size,
            "concurrency": args.levels,
            "max_tokens": args.max_tokens,
            "repeats": args.repeats,
            "request_params": args.request_params,
            "server_commands": server_commands,
        },
        "environment": environment(),
        "passes": summaries,
        "levels": {
            str(conc): level_table(
                [s for s in summaries if s["concurrency"] == conc], args.variant_names
            )
            for conc in args.levels
        },
        "identity": identity(passes),
    }


if __name__ == "__main__":
    main()
