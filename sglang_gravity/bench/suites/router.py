"""Throughput of N gravity workers behind SGLang's router against one, side by side in one run.

Two topologies (or more) answer the same OCR pages: by default one gravity worker and two, each
behind its own ``sglang-router`` (``round_robin``), every worker pinned with ``taskset`` so that
the topologies get the same CPUs in total (``--cpus 0-1``: one worker on both cores, or two
workers on one core each). Both stay up for the whole run (the idle one sleeps:
``--sleep-on-idle``) and the passes alternate per concurrency level, first topology, second,
first again, each after a ``/flush_cache`` sent to the router (the report notes one that
failed): linear machine drift cancels in "second over the mean of the first". Or attach to running routers or
servers with ``--target NAME=URL`` (two or more).

Why ``/generate`` and not chat: the router re-encodes chat requests in its own schema and drops
SGLang's ``return_output_ids_in_sglext`` / ``return_spec_tokens_details``, so chat answers
through it carry no token ids; ``/generate`` keeps ``image_data`` and returns the ids and the
speculative statistics. Why ``round_robin``: ``cache_aware`` keys on the request text, which is
one of three prompts for every page (the image is not text), so it keeps a prompt's pages on one
worker until the load gap passes its thresholds; round robin spreads them evenly.

Outputs in ``--out``: ``results.json``, ``requests.jsonl`` and ``results.md``. Examples::

    python benchmarks/bench_router.py --model models/gravity-demo --workers 1,2 --cpus 0-1
    python benchmarks/bench_router.py --target one=http://127.0.0.1:30080 \\
        --target two=http://127.0.0.1:30090 --concurrency 4,16
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import datetime
import os
import shlex
import sys
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests

from sglang_gravity.bench.harness import (
    SERVER_START_TIMEOUT_S,
    PassResult,
    Schedule,
    answer_fields,
    run_concurrently,
    run_schedule,
)
from sglang_gravity.bench.metrics import (
    identity_across_topologies,
    mean_of,
    ratio,
    summarize_pass,
)
from sglang_gravity.bench.report import (
    Column,
    environment,
    fmt,
    joined,
    table,
    write_json,
    write_jsonl,
)
from sglang_gravity.bench.workloads.bench_set import BENCH_SET_DIR
from sglang_gravity.bench.workloads.ocr import RequestRecord, load_manifest, request_order
from sglang_gravity.cli import (
    add_concurrency,
    add_model_path,
    add_out,
    add_renamed,
    concurrency_levels,
)
from sglang_gravity.launcher.client import Completion, generate
from sglang_gravity.launcher.router import (
    Fleet,
    cpu_groups,
    metric_total,
    running_fleet,
    scrape_metrics,
)

# GLM-OCR's chat template around one image and its prompt, as /generate text.
TEMPLATE = "[gMASK]<sop><|user|>\n<|begin_of_image|><|image|><|end_of_image|>{}<|assistant|>\n"
FINISHED = "sglang:num_requests_total"


# ----------------------------------------------------------------------------- workload


@dataclass
class GenerateRequests:
    """One ``/generate`` request per page (image and prompt), the same order in every pass.

    ``workers`` (topology name -> its workers' URLs) lets each pass record how many requests
    each worker finished, from the workers' own ``sglang:num_requests_total``.
    """

    order: list[Any]  # workloads.ocr.Page
    images: dict[str, str]  # page id -> data URL
    max_tokens: int
    workers: Mapping[str, list[str]] = field(default_factory=dict)
    request_timeout: float = 600.0
    served: dict[str, dict[str, float]] = field(default_factory=dict)  # pass key -> per worker

    @property
    def size(self) -> int:
        return len(self.order)

    def _finished(self, engine: str) -> dict[str, float]:
        counts = {}
        for url in self.workers.get(engine, []):
            with contextlib.suppress(requests.RequestException):
                counts[url] = metric_total(scrape_metrics(f"{url}/metrics"), FINISHED)
        return counts

    def run_pass(
        self,
        engine: str,
        url: str,
        *,
        concurrency: int,
        pass_index: int,
        count: int | None = None,
        deadline: float | None = None,
    ) -> PassResult[RequestRecord]:
        order = self.order[:count]
        before = self._finished(engine)

        def one(index: int) -> RequestRecord:
            page = order[index]
            try:
                completion = generate(
                    url,
                    TEMPLATE.format(page.prompt),
                    max_tokens=self.max_tokens,
                    image_data=[self.images[page.id]],
                    timeout=self.request_timeout,
                )
                error = None if completion.status_code == 200 else completion.text[:500]
            except requests.RequestException as exc:
                completion = Completion([], "", None, status_code=-1)
                error = f"{type(exc).__name__}: {exc}"
            return RequestRecord(
                engine=engine,
                concurrency=concurrency,
                pass_index=pass_index,
                index=index,
                page_id=page.id,
                type=page.type,
                latency_s=completion.latency_s,
                ttft_s=None,
                **answer_fields(completion, error),
            )

        desc = f"c={concurrency} {engine}#{pass_index}"
        records, wall = run_concurrently(
            len(order), one, concurrency=concurrency, desc=desc, deadline=deadline
        )
        after = self._finished(engine)
        if after:
            key = f"{engine}/c{concurrency}/p{pass_index}"
            self.served[key] = {u: after[u] - before.get(u, 0.0) for u in after}
        return PassResult(engine, concurrency, pass_index, wall, records)


def page_images(pages: list[Any]) -> dict[str, str]:
    return {
        page.id: "data:image/png;base64," + base64.b64encode(page.image_path.read_bytes()).decode()
        for page in pages
    }


# ----------------------------------------------------------------------------- topologies


@dataclass
class Targets:
    """What the passes talk to: URL per topology name, its workers, how they were started."""

    urls: dict[str, str]
    workers: dict[str, list[str]] = field(default_factory=dict)
    commands: dict[str, Any] = field(default_factory=dict)


@contextlib.contextmanager
def launch_topologies(args: argparse.Namespace, model: Path) -> Iterator[Targets]:
    """A fleet per ``--workers`` entry, each splitting ``--cpus`` among its workers."""
    logs = args.out / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    extra = ["--enable-metrics", "--max-running-requests", str(max(args.levels))]
    extra += shlex.split(args.server_args)
    with contextlib.ExitStack() as stack:
        fleets: dict[str, Fleet] = {}
        for count in args.worker_counts:
            name = f"{count}w"
            groups = cpu_groups(args.cpus, count)
            configs = {
                f"{name}-{i}": {
                    "model_path": model,
                    "gravity": True,
                    "log_path": logs / f"{name}-{i}.log",
                    "extra_args": extra,
                    "max_total_tokens": args.max_total_tokens,
                    "timeout_s": SERVER_START_TIMEOUT_S,
                    "cpus": group,
                }
                for i, group in enumerate(groups)
            }
            print(f"starting {name}: {count} worker(s) on CPUs {groups} ...", flush=True)
            fleets[name] = stack.enter_context(
                running_fleet(configs, router_log=logs / f"{name}-router.log", policy="round_robin")
            )
        yield Targets(
            urls={name: fleet.router.url for name, fleet in fleets.items()},
            workers={name: list(fleet.worker_urls().values()) for name, fleet in fleets.items()},
            commands={
                name: {
                    "router": fleet.router.args,
                    "workers": {
                        w: {"args": h.args, "cpus": cpus}
                        for (w, h), cpus in zip(
                            fleet.workers.items(), cpu_groups(args.cpus, len(fleet.workers))
                        )
                    },
                }
                for name, fleet in fleets.items()
            },
        )


@contextlib.contextmanager
def targets_for(args: argparse.Namespace) -> Iterator[Targets]:
    if args.target:
        yield Targets(urls=dict(args.target))
        return
    with contextlib.ExitStack() as stack:
        model = args.model
        if model is None:
            from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-tiny-"))
            model = build_tiny_glm_ocr(Path(folder))
        yield stack.enter_context(launch_topologies(args, model))


# ----------------------------------------------------------------------------- command line


def _target(text: str) -> tuple[str, str]:
    name, sep, url = text.partition("=")
    if not sep or not name or not url.startswith("http"):
        raise argparse.ArgumentTypeError(f"{text!r}: expected NAME=http://HOST:PORT")
    return name, url.rstrip("/")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    target = parser.add_argument_group("topologies (attach to URLs, or launch for a checkpoint)")
    add_renamed(
        target,
        "--router-url",
        ["--target"],
        append=True,
        dest="target",
        type=_target,
        help="NAME=URL of a running router or server (2+)",
    )
    add_model_path(target, type=Path, help="checkpoint every launched worker serves")
    target.add_argument(
        "--tiny-model", action="store_true", help="the tiny random model (plumbing)"
    )
    target.add_argument("--workers", default="1,2", help="workers per launched topology, e.g. 1,2")
    target.add_argument(
        "--cpus",
        default=None,
        help="CPUs every launched topology splits among its workers (default: all of this "
        "process's CPUs), so the topologies compare at the same total cores",
    )
    target.add_argument("--max-total-tokens", type=int, default=32768, help="KV pool per worker")
    target.add_argument("--server-args", default="", help="extra launch_server flags (quoted)")
    parser.add_argument(
        "--data", type=Path, default=BENCH_SET_DIR, help="folder with manifest.jsonl"
    )
    add_concurrency(parser, default="1,4,16")
    parser.add_argument("--max-requests", type=int, help="requests per pass (default: all pages)")
    parser.add_argument("--max-tokens", type=int, default=512, help="max_new_tokens per request")
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded requests per topology")
    parser.add_argument("--seed", type=int, default=0, help="request-order shuffle seed")
    parser.add_argument("--time-limit", type=float, default=1800.0, help="seconds for all passes")
    add_out(parser, "runs/bench-router")
    args = parser.parse_args(argv)
    launch = args.model is not None or args.tiny_model
    if launch == bool(args.target):
        parser.error("give --target NAME=URL (two or more), or --model/--tiny-model (one way)")
    if args.target and len(dict(args.target)) < 2:
        parser.error("--target: two or more topologies, with distinct names, to compare")
    args.levels = concurrency_levels(parser, args.concurrency)
    try:
        args.worker_counts = [int(n) for n in args.workers.split(",") if n.strip()]
    except ValueError as exc:
        parser.error(f"--workers: comma-separated integers ({exc})")
    if launch:
        if len(args.worker_counts) < 2 or min(args.worker_counts) < 1:
            parser.error("--workers: two or more positive counts, e.g. 1,2")
        args.cpus = args.cpus or ",".join(map(str, sorted(os.sched_getaffinity(0))))
        try:
            for count in args.worker_counts:
                cpu_groups(args.cpus, count)
        except ValueError as exc:
            parser.error(f"--cpus: {exc}")
    return args


def pass_order(names: list[str]) -> list[str]:
    """Each topology once, then the first again: the first's two passes bracket the others."""
    return [*names, names[0]]


def run(args: argparse.Namespace) -> dict[str, Any]:
    pages = load_manifest(args.data)
    workload = GenerateRequests(
        request_order(pages, args.max_requests, args.seed), page_images(pages), args.max_tokens
    )
    args.out.mkdir(parents=True, exist_ok=True)
    notes = []
    if args.tiny_model:
        notes.append("tiny RANDOM-weight model: plumbing only, acceptance ~0.")
    with targets_for(args) as targets:
        workload.workers = targets.workers
        names = list(targets.urls)
        schedule = Schedule(
            engines=pass_order(names),
            levels=args.levels,
            warmup=args.warmup,
            warmup_concurrency=min(args.warmup, max(args.levels)) or 1,
            time_limit_s=args.time_limit,
        )
        passes = run_schedule(workload, targets.urls, schedule, notes=notes, describe=describe)
    report = build_report(args, workload, targets, passes, notes)
    write_json(args.out / "results.json", report)
    write_jsonl(args.out / "requests.jsonl", (r for p in passes for r in p.records))
    (args.out / "results.md").write_text(markdown_report(report))
    return report


def describe(result: PassResult[RequestRecord]) -> str:
    s = summarize_pass(result)
    return (
        f"c={result.concurrency:<3} {result.engine:<6} pass {result.pass_index}: "
        f"{s['requests']} req, {s['errors']} errors, {fmt(s['output_tok_per_s'], 1)} tok/s, "
        f"{fmt(s['pages_per_s'], 3)} pages/s, TPF {fmt(s['spec']['tpf'])}"
    )


def build_report(
    args: argparse.Namespace,
    workload: GenerateRequests,
    targets: Targets,
    passes: list[PassResult[RequestRecord]],
    notes: list[str],
) -> dict[str, Any]:
    summaries = [summarize_pass(p) for p in passes]
    for summary in summaries:
        summary["served_per_worker"] = workload.served.get(
            f"{summary['engine']}/c{summary['concurrency']}/p{summary['pass_index']}"
        )
    names = list(targets.urls)
    levels = {}
    for conc in args.levels:
        level = [s for s in summaries if s["concurrency"] == conc]
        if not level:
            continue
        base = [s for s in level if s["engine"] == names[0]]
        row = {
            name: {
                "tok_per_s": [s["output_tok_per_s"] for s in level if s["engine"] == name],
                "pages_per_s": mean_of([s for s in level if s["engine"] == name], "pages_per_s"),
                "latency_s_p50": mean_of(
                    [s for s in level if s["engine"] == name], "latency_s_p50"
                ),
                "tpf": mean_of([s["spec"] for s in level if s["engine"] == name], "tpf"),
            }
            for name in names
        }
        for name in names[1:]:
            mine = [s for s in level if s["engine"] == name]
            row[name]["tok_per_s_over_first"] = ratio(
                mean_of(mine, "output_tok_per_s"), mean_of(base, "output_tok_per_s")
            )
        levels[str(conc)] = row
    return {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "data": str(args.data),
            "num_requests": workload.size,
            "concurrency": args.levels,
            "max_tokens": args.max_tokens,
            "warmup": args.warmup,
            "seed": args.seed,
            "time_limit_s": args.time_limit,
            "cpus": args.cpus,
            "targets": targets.urls,
            "launched": targets.commands,
            "pass_order": pass_order(names),
        },
        "environment": environment(),
        "passes": summaries,
        "levels": levels,
        "identity": identity_across_topologies(passes, names[0]),
        "notes": notes,
    }


def markdown_report(report: dict[str, Any]) -> str:
    cfg = report["config"]
    names = list(cfg["targets"])
    lines = [
        "# Gravity behind sglang-router: " + " vs ".join(names),
        "",
        f"{report['started']} · {cfg['num_requests']} pages per pass from `{cfg['data']}` · "
        f"max_new_tokens {cfg['max_tokens']} · greedy `/generate` · device "
        f"{report['environment']['device']} · CPUs per topology: {cfg['cpus'] or 'as attached'}",
        "",
        f"Passes per concurrency level: {' -> '.join(cfg['pass_order'])}, each after "
        "/flush_cache; ratios are over the mean of the first topology's passes.",
        "",
    ]
    first = names[0]
    columns = [Column("conc", lambda r: r[0])]
    columns += [
        Column(f"{n} tok/s (passes)", lambda r, n=n: joined(r[1][n]["tok_per_s"], 1), left=True)
        for n in names
    ]
    columns += [
        Column(f"{n}/{first}", lambda r, n=n: r[1][n].get("tok_per_s_over_first"), suffix="x")
        for n in names[1:]
    ]
    columns += [
        Column(f"{n} pages/s", lambda r, n=n: r[1][n]["pages_per_s"], digits=3) for n in names
    ]
    columns += [
        Column(f"{n} p50 s", lambda r, n=n: r[1][n]["latency_s_p50"], digits=3) for n in names
    ]
    columns.append(
        Column("TPF", lambda r: " / ".join(fmt(r[1][n]["tpf"]) for n in names), left=True)
    )
    lines += table(columns, report["levels"].items())[1:]
    split = [s for s in report["passes"] if s.get("served_per_worker")]
    if split:
        lines += ["", "Requests finished per worker (workers' `sglang:num_requests_total`):", ""]
        for s in split:
            counts = ", ".join(f"{v:.0f}" for v in s["served_per_worker"].values())
            lines.append(f"- {s['engine']} c={s['concurrency']} pass {s['pass_index']}: {counts}")
    ident = report["identity"]
    lines += [
        "",
        f"Answers identical across topologies: {ident['identical']}/{ident['compared']} "
        f"(token ids, against {names[0]}'s first answer to each page).",
    ]
    errors = sum(s["errors"] for s in report["passes"])
    lines.append(f"Errors: {errors}.")
    lines += [f"\nNote: {note}" for note in report["notes"]]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    """Run and print the table; exit 1 when an answer depends on the topology or failed."""
    args = parse_args(argv)
    report = run(args)
    print()
    print((args.out / "results.md").read_text())
    print(f"wrote results.json, requests.jsonl and results.md to {args.out}")
    if report["identity"]["mismatches"] or any(s["errors"] for s in report["passes"]):
        sys.exit(1)


if __name__ == "__main__":
    main()
