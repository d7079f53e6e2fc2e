"""AR against several gravity configurations of one checkpoint, side by side in one run.

``bench_ocr.py`` compares one AR and one gravity server. This script launches plain AR and the
gravity *variants* named on the command line (the same checkpoint, each its own server, all up
at once), then at every concurrency level runs one pass per engine in the order
``AR, variant 1, AR, variant 2, ..., AR``, so each variant is measured between two AR passes on
the same client; its speed-up is over the mean of those two (the machine's drift cancels). Every answer is checked token for token
against AR's answer to the same request.

Variants (``--variants``, comma-separated): the gravity settings of ``sglang_gravity.bench.variants``
(``fixed``, ``fixed-sync``, ``fixed-overlap``, ``auto``, ``auto-sync``, ``width=N``,
``auto=A/B/...``, ``cycle=A/B/...``), each also as ``NAME@TAG``: the same settings on a server of
its own, so ``width=17,width=17@b`` measures the method's noise floor (an A/A control).

SGLang's own speculative decoders run as variants too (``sglang_gravity.bench.peers``): ``ngram``
(NGRAM, SGLang's defaults), ``nextn`` (NEXTN: the MTP layer of ``--mtp-draft``, 3 steps, top-k 1,
4 draft tokens), ``standalone`` (STANDALONE with ``--standalone-draft``, the same chain),
and ``dflash`` (DFLASH with ``--dflash-draft``), each on SGLang's own defaults. A peer that does
not start, or fails its first request, is reported with the
error it gave instead of a row. ``--by-type`` runs every level once per content type (a pass holds
one type's pages), so tok/s, pages/s and accept lengths are per type; ``engines.png`` plots them.

AR runs with ``--disable-overlap-schedule`` (SGLang's overlap scheduler counts penalties a step
late; greedy outputs are the same either way).

    python benchmarks/bench_engines.py --model models/gravity-demo --variants fixed,auto \\
        --concurrency 1,16 --max-requests 32 --out runs/engines
    python benchmarks/bench_engines.py --model models/gravity-demo --variants auto,fixed,ngram,nextn \\
        --mtp-draft models/gravity-demo-mtp --by-type --concurrency 1,4,16,64 \\
        --max-requests 10,20,64,128 --repeats 3 --out runs/peers

Writes ``OUT/results.json`` (every pass, every level, identity) and ``OUT/results.md`` (with
``--by-type`` also ``OUT/engines.png``).

``--one-at-a-time`` keeps only AR and one variant up at a time (each variant's passes at every
level between AR passes, then its server stops): for checkpoints too large to serve every
variant at once. ``--step-trace DIR`` has each variant's server write its step trace to
``DIR/<variant>`` (``SGLANG_GRAVITY_STEP_TRACE_DIR``), which ``sglang_gravity.width.simulate
record`` turns into a replayable workload.

``--interleave N`` runs each level's passes slice by slice instead of one after another: the
first N pages (at least the level's concurrency) through every pass in the order above, then the
next N, and so on; each pass's tok/s is its tokens over the sum of its slices' wall times. The
passes and the ratio are the same, but every pass now spans the level's whole time, so the
machine's drift over minutes (a neighbour, a host's other tenants) falls on every engine alike
where whole passes put it on whichever ran at that moment (at one request on the demo, whole
30-page passes put `auto` at 0.86-1.11 of the best fixed width from run to run; interleaved,
0.91-1.03 in three runs). What drift it cannot cancel is a server process's own speed: one
server per setting measures its process as well (``NAME@TAG`` pools several).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime
import json
import shlex
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sglang_gravity import settings
from sglang_gravity.bench.harness import (
    PassResult,
    Schedule,
    flush_cache,
    run_schedule,
    send,
    server_config,
)
from sglang_gravity.bench.metrics import (
    identity_by_engine,
    pooled_by_setting,
    summarize_pass,
    variant_level,
)
from sglang_gravity.bench.peers import is_peer, last_error, peer_flags
from sglang_gravity.bench.report import Column, environment, fmt, table, write_json
from sglang_gravity.bench.variants import SYNC, untagged, variant_config, variant_slug
from sglang_gravity.bench.workloads.bench_set import BENCH_SET_DIR
from sglang_gravity.bench.workloads.ocr import (
    OcrRequests,
    RequestRecord,
    load_manifest,
    page_messages,
    request_order,
)
from sglang_gravity.cli import add_concurrency, add_model_path, add_out, concurrency_levels
from sglang_gravity.launcher.server import (
    ServerHandle,
    ServerStartError,
    launch_server,
    running_servers,
)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line, checked (``args.variant_names``, ``args.levels``)."""
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    add_model_path(parser, type=Path, required=True, help="checkpoint folder")
    parser.add_argument("--variants", default="fixed,auto", help="gravity variants, see above")
    parser.add_argument("--data", type=Path, default=BENCH_SET_DIR, help="folder with manifest")
    add_concurrency(parser, default="1,16")
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
    parser.add_argument(
        "--ar-server-args",
        default="",
        help="extra flags for AR and SGLang's own decoders (the peers), not gravity's servers",
    )
    parser.add_argument("--max-total-tokens", type=int, default=32768, help="KV pool per server")
    parser.add_argument(
        "--server-threads",
        type=int,
        default=None,
        help="torch/OpenMP threads of every server (OMP_NUM_THREADS); default: inherited. On a "
        "host with few cores, one per server keeps its threads from waiting on the tokenizer, "
        "detokenizer and clients that share those cores",
    )
    parser.add_argument("--request-timeout", type=float, default=1800.0, help="seconds")
    add_out(parser, "runs/engines")
    parser.add_argument(
        "--one-at-a-time",
        action="store_true",
        help="serve AR and one variant at a time (large checkpoints); default: all at once",
    )
    parser.add_argument(
        "--interleave",
        type=int,
        default=0,
        metavar="N",
        help="run each level's passes N pages at a time (at least the concurrency), every pass "
        "in turn per slice, so drift falls on every engine alike; 0: whole passes in turn",
    )
    parser.add_argument(
        "--step-trace", type=Path, default=None, help="write each variant's step trace to DIR/<v>"
    )
    parser.add_argument(
        "--by-type", action="store_true", help="passes per content type (one type per pass)"
    )
    drafts = parser.add_argument_group("draft folders of SGLang's decoders")
    drafts.add_argument("--mtp-draft", help="nextn: folder with the MTP layer (training/mtp.py)")
    drafts.add_argument("--standalone-draft", help="standalone: a small draft model folder")
    drafts.add_argument("--dflash-draft", help="dflash: a DFlash draft model folder")
    args = parser.parse_args(argv)
    args.variant_names = [v.strip() for v in args.variants.split(",") if v.strip()]
    if not args.variant_names or len(set(args.variant_names)) != len(args.variant_names):
        parser.error("--variants: name each variant once")
    for name in args.variant_names:
        if is_peer(name):
            try:
                peer_flags(name, vars(args))
            except ValueError as error:
                parser.error(f"--variants: {error}")
        else:
            variant_config(name)
    # in the order given: --max-requests pairs with the levels by position
    args.levels = concurrency_levels(parser, args.concurrency, keep_order=True)
    if args.repeats < 1:
        parser.error("--repeats must be >= 1")
    if args.interleave < 0:
        parser.error("--interleave must be >= 0 (0: whole passes in turn)")
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


def server_thread_env(threads: int | None) -> dict[str, str]:
    """The environment that gives a launched server ``threads`` torch/OpenMP threads ({} to
    inherit this process's). Every server of a run gets the same, AR's included."""
    if threads is None:
        return {}
    if threads < 1:
        raise SystemExit(f"--server-threads must be >= 1, got {threads}")
    return {"OMP_NUM_THREADS": str(threads)}


def server_configs(args: argparse.Namespace) -> dict[str, dict[str, Any]]:
    """Plain AR (synchronous scheduler: exact penalties) and one server per variant."""
    logs = args.out / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    common = [*shlex.split(args.server_args), "--max-running-requests", str(max(args.levels))]
    sglang_own = shlex.split(args.ar_server_args)  # AR and the peers: SGLang's own decoders
    threads = server_thread_env(args.server_threads)
    configs = {
        "ar": server_config(
            args.model,
            gravity=False,
            log_path=logs / "ar.log",
            extra_args=[*common, SYNC, *sglang_own],
            env=threads or None,
            max_total_tokens=args.max_total_tokens,
        )
    }
    for name in args.variant_names:
        if is_peer(name):
            # SGLang's decoders as SGLang runs them; no gravity settings
            configs[name] = server_config(
                args.model,
                gravity=False,
                log_path=logs / f"{name}.log",
                extra_args=[*common, *peer_flags(name, vars(args)), *sglang_own],
                env=threads or None,
                max_total_tokens=args.max_total_tokens,
            )
            continue
        env, flags = variant_config(name)
        env = {**env, **threads}
        if args.step_trace is not None:
            env = {**env, settings.STEP_TRACE_DIR.name: str(args.step_trace / variant_slug(name))}
        configs[name] = server_config(
            args.model,
            gravity=True,
            log_path=logs / f"{variant_slug(name)}.log",
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


def _interleave_label(pages: int) -> str:
    if not pages:
        return ""
    return (
        f", passes interleaved {pages} page{'s' if pages > 1 else ''} at a time (at least the "
        "concurrency: each slice through every pass in turn, a pass's wall time the sum of its "
        "slices')"
    )


def _cell(cell: dict[str, Any] | None) -> str:
    if cell is None or cell["tok_per_s"] is None:
        return "n/a"
    speedup = "n/a" if cell["speedup"] is None else f"{cell['speedup']:.2f}x"
    tpf = "n/a" if cell["tpf"] is None else f"{cell['tpf']:.2f}"
    return f"{cell['tok_per_s']:.1f} ({speedup}, {tpf})"


def threads_label(report: dict[str, Any]) -> str:
    """How many torch threads the run's servers had (reports before this field: not recorded)."""
    threads = report["config"].get("server_threads") or report["environment"].get("omp_num_threads")
    if threads:
        return f"{threads} torch thread(s) per server"
    if "omp_num_threads" in report["environment"]:
        return "torch threads per server: one per core (the default)"
    return "torch threads per server not recorded"


def markdown(report: dict[str, Any]) -> str:
    """``results.md``: tok/s and speed-up per variant and level, and identity with AR."""
    variants = report["config"]["variants"]
    lines = [
        f"# AR vs gravity variants ({report['config']['model']})",
        "",
        f"{report['started']}, git {report['environment']['git']}, "
        f"{report['environment']['device']}, {threads_label(report)}, "
        f"{report['config']['num_requests']} requests x "
        f"max_tokens {report['config']['max_tokens']} per pass, order AR, "
        + ", AR, ".join(variants)
        + f", AR per level (x{report['config']['repeats']}, the variants reversed on odd "
        "repeats)"
        + _interleave_label(report["config"].get("interleave", 0))
        + "; speed-up = median over a variant's passes of its tok/s over the mean of the AR "
        "passes on either side.",
        "",
    ]
    if report.get("levels"):
        columns = [
            Column("concurrency", lambda r: r[0], left=True),
            Column("AR tok/s", lambda r: _slashed(r[1]["ar_tok_per_s"], 1), left=True),
            Column("AR drift", lambda r: r[1]["ar_drift"]),
        ]
        columns += [
            Column(f"{v} tok/s (x AR, TPF)", lambda r, v=v: _cell(r[1].get(v)), left=True)
            for v in variants
        ]
        lines += table(columns, report["levels"].items())[1:]
    if report.get("pooled"):
        lines += [
            "",
            "Pooled by setting (NAME and NAME@TAG: one setting on several servers, whose own "
            "speeds differ): the median of all their passes' speed-ups.",
            "",
            "| concurrency | setting | speed-up (x AR) | tok/s | passes | per server (x AR) |",
            "|---|---|---:|---:|---:|---|",
        ]
        for level, settings_row in report["pooled"].items():
            for setting, cell in settings_row.items():
                per_server = ", ".join(
                    f"{name} {_times(x)}"
                    for name, x in zip(cell["servers"], cell["speedup_per_server"], strict=True)
                )
                lines.append(
                    f"| {level} | {setting} | {_times(cell['speedup'])} | {fmt(cell['tok_per_s'], 1)} "
                    f"| {cell['passes']} | {per_server} |"
                )
    for kind, levels in (report.get("levels_by_type") or {}).items():
        lines += ["", *type_table(kind, levels, variants)]
        same = [
            f"{engine} {entry['by_type'][kind]['identical']}/{entry['by_type'][kind]['compared']}"
            for engine, entry in report["identity"].items()
            if engine != "ar" and kind in entry["by_type"]
        ]
        lines += ["", f"Identical to AR ({kind}): " + ", ".join(same) + "."]
    lines += ["", "Identity against AR's first answer to each request:", ""]
    for engine, entry in report["identity"].items():
        lines.append(f"- {engine}: {entry['identical']}/{entry['compared']} identical")
    for name, error in (report.get("not_run") or {}).items():
        lines.append(f"- {name}: **not run**: `{error}`")
    lines += [
        "",
        "TPF = committed tokens / forward passes (a gravity round two, an AR step one, the "
        "prefill left out; sglang_gravity/decoding/forwards.py), comparable between fixed and "
        "adaptive variants; n/a for engines that report no step widths. Accept length = tokens "
        "committed per round (the prefill's first token left out); a gravity round is two "
        "forwards of the model, a NEXTN round one forward plus its MTP layer's steps, an NGRAM "
        "round one forward.",
    ]
    return "\n".join(lines) + "\n"


def _times(ratio: float | None) -> str:
    return "n/a" if ratio is None else f"{ratio:.2f}x"


def _slashed(values: list[float | None], digits: int) -> str:
    return " / ".join(f"{t:.{digits}f}" for t in values if t is not None)


def _type_cell(cell: dict[str, Any] | None) -> str:
    if cell is None or cell["tok_per_s"] is None:
        return "n/a"
    speedup = fmt(cell["speedup"]) + ("x" if cell["speedup"] is not None else "")
    return (
        f"{cell['tok_per_s']:.0f} ({speedup}) / {fmt(cell['pages_per_s'])} "
        f"/ {fmt(cell['accept_length'])}"
    )


def type_table(kind: str, levels: dict[str, Any], variants: list[str]) -> list[str]:
    """One content type's table: per level and engine tok/s (x AR), pages/s, accept length."""
    columns = [
        Column("concurrency", lambda r: r[0], left=True),
        Column("AR tok/s", lambda r: _slashed(r[1]["ar_tok_per_s"], 0), left=True),
        Column("AR pages/s", lambda r: _slashed(r[1]["ar_pages_per_s"], 2), left=True),
    ]
    columns += [
        Column(
            f"{v}: tok/s (x AR) / pages/s / accept",
            lambda r, v=v: _type_cell(r[1].get(v)),
            left=True,
        )
        for v in variants
    ]
    return table(columns, levels.items(), title=kind)[1:]


def describe(result: PassResult[RequestRecord]) -> str:
    """A pass's progress line."""
    summary = summarize_pass(result)
    kinds = sorted({r.type for r in result.records})
    return (
        f"c={result.concurrency} {result.engine} [{','.join(kinds)}]: "
        f"{summary['output_tok_per_s']:.1f} tok/s, accept {summary['spec']['accept_length']}, "
        f"errors {summary['errors']}"
    )


def workloads(args: argparse.Namespace) -> dict[str, OcrRequests]:
    """What a pass sends: every page (key "all"), or with ``--by-type`` one workload per
    content type, each its own pages in a fixed order."""
    settings = dict(
        max_tokens=args.max_tokens,
        request_timeout=args.request_timeout,
        params=args.request_params or {},
    )
    if not args.by_type:
        return {
            "all": OcrRequests.from_manifest(args.data, args.max_requests, args.seed, **settings)
        }
    pages = load_manifest(args.data)
    messages = {page.id: page_messages(page) for page in pages}
    out = {}
    for kind in sorted({page.type for page in pages}):
        mine = [page for page in pages if page.type == kind]
        out[kind] = OcrRequests(
            request_order(mine, args.max_requests, args.seed), messages, **settings
        )
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Serve every engine, run the passes, write results.json, results.md and engines.png."""
    args = parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    loads = workloads(args)
    configs = server_configs(args)
    run = run_one_at_a_time if args.one_at_a_time else run_all_at_once
    passes, commands, not_run = run(args, loads, configs)
    report = build_report(args, loads, commands, passes, not_run)
    write_json(args.out / "results.json", report)
    (args.out / "results.md").write_text(markdown(report))
    if report.get("levels_by_type"):
        plot_engines(report, args.out / "engines.png")
    print(markdown(report))
    return report


Run = tuple[list[PassResult[RequestRecord]], dict[str, list[str]], dict[str, str]]


def start_peer(
    name: str, config: dict[str, Any], workload: OcrRequests
) -> tuple[ServerHandle | None, str | None]:
    """Start one of SGLang's decoders and send it one request: (server, None) when it answers,
    else (None, the error it gave), with nothing of it left running."""
    print(f"starting {name} ...", flush=True)
    try:
        handle = launch_server(**config)
    except ServerStartError as error:
        log = Path(error.log_path).read_text(errors="replace") if error.log_path else str(error)
        return None, last_error(log) or str(error).splitlines()[0]
    page = workload.order[0]
    completion, failure = send(
        handle.url,
        workload.messages[page.id],
        max_tokens=workload.max_tokens,
        timeout=workload.request_timeout,
        model=workload.model_name,
        **workload.params,
    )
    if failure is None and completion.output_ids:
        return handle, None
    time.sleep(2)  # let a dying scheduler finish its log
    error = last_error(handle.log_tail(200_000)) or f"first request failed: {failure}"
    handle.stop()
    return None, error


def run_engines(
    args: argparse.Namespace,
    loads: dict[str, OcrRequests],
    urls: dict[str, str],
    engines: list[str],
    offset: int,
) -> list[PassResult[RequestRecord]]:
    """``engines`` (variants, AR between them) at every level of every workload; pass positions
    start at ``offset`` (each workload and level numbers its passes on its own)."""
    passes: list[PassResult[RequestRecord]] = []
    for number, (kind, workload) in enumerate(loads.items()):
        schedule = Schedule(
            engines=pass_order(engines, args.repeats),
            levels=args.levels,
            warmup=args.warmup if number == 0 else 0,
            level_items=args.level_requests,
        )
        if kind != "all":
            print(f"--- {kind} pages", flush=True)
        if args.interleave:
            ran = run_interleaved(workload, urls, schedule, args.interleave, describe=describe)
        else:
            ran = run_schedule(workload, urls, schedule, notes=[], describe=describe)
        passes += [
            dataclasses.replace(result, pass_index=result.pass_index + offset) for result in ran
        ]
    return passes


def run_interleaved(
    workload: OcrRequests,
    urls: dict[str, str],
    schedule: Schedule,
    pages: int,
    *,
    describe: Callable[[PassResult[RequestRecord]], str] | None = None,
) -> list[PassResult[RequestRecord]]:
    """The passes of ``schedule`` (warm-up, then every level), each level ``pages`` requests at a
    time (at least its concurrency): a slice through every pass in the schedule's order, then
    the next slice. Each pass holds its slices' records, numbered by their place in the
    workload, and the sum of their wall times; the cache is flushed before each slice of each
    pass, as before each whole pass (``flush_cache``)."""
    run_schedule(workload, urls, dataclasses.replace(schedule, levels=()), notes=[])  # warm-up
    passes: list[PassResult[RequestRecord]] = []
    for conc in schedule.levels:
        count = min((schedule.level_items or {}).get(conc, workload.size), workload.size)
        size = max(pages, conc)
        records: list[list[RequestRecord]] = [[] for _ in schedule.engines]
        walls = [0.0 for _ in schedule.engines]
        for start in range(0, count, size):
            part = dataclasses.replace(workload, order=workload.order[start : start + size])
            for pass_index, engine in enumerate(schedule.engines):
                if schedule.flush_cache:
                    flush_cache(urls[engine])
                result = part.run_pass(
                    engine, urls[engine], concurrency=conc, pass_index=pass_index
                )
                records[pass_index] += [
                    dataclasses.replace(record, index=record.index + start)
                    for record in result.records
                ]
                walls[pass_index] += result.wall_s
        for pass_index, engine in enumerate(schedule.engines):
            result = PassResult(engine, conc, pass_index, walls[pass_index], records[pass_index])
            passes.append(result)
            if describe is not None:
                print(describe(result), flush=True)
    return passes


def run_all_at_once(
    args: argparse.Namespace, loads: dict[str, OcrRequests], configs: dict[str, dict[str, Any]]
) -> Run:
    """Every server up together; per level AR, variant 1, AR, variant 2, ..., AR."""
    gravity = {name: config for name, config in configs.items() if not is_peer(name)}
    print(f"starting {', '.join(gravity)} for {args.model} ...", flush=True)
    started = time.monotonic()
    not_run: dict[str, str] = {}
    with running_servers(gravity) as handles, contextlib.ExitStack() as peers:
        first = next(iter(loads.values()))
        for name in [n for n in args.variant_names if is_peer(n)]:
            handle, error = start_peer(name, configs[name], first)
            if handle is None:
                print(f"{name} not run: {error}", flush=True)
                not_run[name] = error or "unknown error"
                continue
            peers.callback(handle.stop)
            handles = {**handles, name: handle}
        print(f"servers up in {time.monotonic() - started:.0f} s", flush=True)
        urls = {name: handle.url for name, handle in handles.items()}
        engines = [n for n in args.variant_names if n in urls]
        passes = run_engines(args, loads, urls, engines, offset=0)
        commands = {name: handle.args for name, handle in handles.items()}
    return passes, commands, not_run


def run_one_at_a_time(
    args: argparse.Namespace, loads: dict[str, OcrRequests], configs: dict[str, dict[str, Any]]
) -> Run:
    """AR up throughout, each variant in turn: its passes at every level between AR passes.

    Pass positions are numbered on across the variants, so each variant's neighbours in the
    level table are the AR passes run beside it.
    """
    passes: list[PassResult[RequestRecord]] = []
    not_run: dict[str, str] = {}
    first = next(iter(loads.values()))
    with running_servers({"ar": configs["ar"]}) as ar:
        commands = {"ar": ar["ar"].args}
        for group, name in enumerate(args.variant_names):
            offset = group * len(pass_order([name], args.repeats))
            with contextlib.ExitStack() as stack:
                if is_peer(name):
                    handle, error = start_peer(name, configs[name], first)
                    if handle is None:
                        print(f"{name} not run: {error}", flush=True)
                        not_run[name] = error or "unknown error"
                        continue
                    stack.callback(handle.stop)
                else:
                    print(f"starting {name} for {args.model} ...", flush=True)
                    handle = stack.enter_context(running_servers({name: configs[name]}))[name]
                commands[name] = handle.args
                urls = {"ar": ar["ar"].url, name: handle.url}
                passes += run_engines(args, loads, urls, [name], offset)
    return passes, commands, not_run


def build_report(
    args: argparse.Namespace,
    loads: dict[str, OcrRequests],
    server_commands: dict[str, list[str]],
    passes: list[PassResult[RequestRecord]],
    not_run: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Everything ``results.json`` holds: configuration, environment, passes, levels, identity
    (and with ``--by-type`` the levels per content type; the peers that could not run)."""
    summaries = []
    for result in passes:
        summary = summarize_pass(result)
        summary["type"] = ",".join(sorted({r.type for r in result.records})) or "none"
        summaries.append(summary)
    ran = [n for n in args.variant_names if n not in (not_run or {})]
    workload = next(iter(loads.values()))
    report: dict[str, Any] = {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "model": str(args.model),
            "variants": ran,
            "data": str(args.data),
            "num_requests": args.level_requests or workload.size,
            "concurrency": args.levels,
            "max_tokens": args.max_tokens,
            "repeats": args.repeats,
            "interleave": args.interleave,
            "server_threads": args.server_threads,
            "request_params": args.request_params,
            "by_type": args.by_type,
            "drafts": {
                "mtp_draft": args.mtp_draft,
                "standalone_draft": args.standalone_draft,
                "dflash_draft": args.dflash_draft,
            },
            "server_commands": server_commands,
        },
        "environment": environment(),
        "passes": summaries,
        "identity": identity_by_engine(passes),
        "not_run": dict(not_run or {}),
    }
    if args.by_type:
        report["levels_by_type"] = {
            kind: {
                str(conc): variant_level(
                    [s for s in summaries if s["concurrency"] == conc and s["type"] == kind], ran
                )
                for conc in args.levels
            }
            for kind in loads
        }
    else:
        report["levels"] = {
            str(conc): variant_level([s for s in summaries if s["concurrency"] == conc], ran)
            for conc in args.levels
        }
        pooled = {
            level: pooled_by_setting(row, ran, untagged) for level, row in report["levels"].items()
        }
        if any(pooled.values()):
            report["pooled"] = pooled
    return report


def plot_engines(report: dict[str, Any], path: Path) -> None:
    """tok/s (top) and accept length (bottom) against concurrency, one column per content type,
    one line per engine (AR: the mean of its passes)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by_type = report["levels_by_type"]
    variants = report["config"]["variants"]
    fig, axes = plt.subplots(2, len(by_type), figsize=(5 * len(by_type), 8), squeeze=False)
    for col, (kind, levels) in enumerate(by_type.items()):
        concs = [int(c) for c in levels]
        ar = [statistics.mean([t for t in row["ar_tok_per_s"] if t]) for row in levels.values()]
        axes[0][col].plot(concs, ar, marker="o", color="black", label="ar")
        for name in variants:
            cells = [row.get(name) for row in levels.values()]
            points = [(c, cell) for c, cell in zip(concs, cells) if cell and cell["tok_per_s"]]
            if not points:
                continue
            xs = [c for c, _ in points]
            axes[0][col].plot(xs, [cell["tok_per_s"] for _, cell in points], marker="o", label=name)
            accept = [(c, cell["accept_length"]) for c, cell in points if cell["accept_length"]]
            if accept:
                axes[1][col].plot(*zip(*accept), marker="o", label=name)
        axes[0][col].set_title(f"{kind}: output tok/s")
        axes[1][col].set_title(f"{kind}: accept length (tokens per verify round)")
        for ax in (axes[0][col], axes[1][col]):
            ax.set_xscale("log", base=2)
            ax.set_xticks(concs, [str(c) for c in concs])
            ax.set_xlabel("concurrency")
            ax.grid(alpha=0.3)
            ax.legend(fontsize=8)
    fig.suptitle(f"{report['config']['model']}: AR, gravity and SGLang's decoders")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


if __name__ == "__main__":
    main()
