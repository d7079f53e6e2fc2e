"""The check's servers (one at a time, or both at once) and passes."""

from __future__ import annotations

import argparse
import shlex
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import requests

from sglang_gravity import settings
from sglang_gravity.bench.harness import PassResult, Schedule, run_schedule, server_config
from sglang_gravity.bench.metrics import summarize_pass
from sglang_gravity.bench.report import fmt
from sglang_gravity.bench.workloads.ocr import OcrRequests, RequestRecord
from sglang_gravity.check.divergence import Divergence, find_divergences
from sglang_gravity.launcher.server import is_cpu_only, running_servers

ENGINES = ("ar", "gravity")


def server_info(url: str) -> dict[str, Any]:
    """What a server runs with: its resolved arguments that matter here, and gravity's entry."""
    try:
        data = requests.get(f"{url}/server_info", timeout=60).json()
    except (requests.RequestException, ValueError) as exc:
        return {"error": f"{type(exc).__name__}: {exc}"}
    state = (data.get("internal_states") or [{}])[0] or {}
    keys = (
        "model_path",
        "attention_backend",
        "disable_cuda_graph",
        "disable_overlap_schedule",
        "dtype",
        "device",
        "mem_fraction_static",
        "max_total_tokens",
        "speculative_algorithm",
        "speculative_num_draft_tokens",
        "version",
    )
    info = {k: data.get(k, state.get(k)) for k in keys}
    if "gravity" in state:
        info["gravity"] = state["gravity"]
    return info


def launch_configs(args: argparse.Namespace, log_dir: Path) -> dict[str, dict[str, Any]]:
    """The two servers' launch arguments (the AR server runs SGLang's defaults, plus
    ``--ar-server-args``)."""
    extra = shlex.split(args.server_args)
    if args.layout == "split" and not is_cpu_only():
        extra += ["--mem-fraction-static", str(args.mem_fraction)]
    from sglang_gravity.check.command import ar_attention_args

    ar_extra = shlex.split(args.ar_server_args) + ar_attention_args(args)
    engine_extra = {"ar": ar_extra, "gravity": []}
    env = dict(args.gravity_env)
    if args.trace:
        env.setdefault(settings.TRACE_DIR.name, str(args.out / "trace"))
        env.setdefault(settings.STEP_TRACE_DIR.name, str(args.out / "trace"))
    configs = {}
    for engine in ENGINES:
        config = server_config(
            args.model_path,
            gravity=engine == "gravity",
            log_path=log_dir / f"{engine}.log",
            extra_args=extra + engine_extra[engine],
            env=env if engine == "gravity" else None,
            max_total_tokens=args.max_total_tokens,
        )
        config["timeout_s"] = args.start_timeout
        configs[engine] = config
    return configs


@dataclass
class Measured:
    """Everything the servers gave: the passes, each server's settings and launch line, and the
    per-request identity rows with the classified divergences."""

    passes: list[PassResult[RequestRecord]]
    servers: dict[str, dict[str, Any]]
    rows: list[dict[str, Any]]
    divergences: list[Divergence]


def _describe(result: PassResult[RequestRecord]) -> str:
    s = summarize_pass(result)
    return (
        f"[check] c={result.concurrency} {result.engine:<7} {s['requests']} pages, "
        f"{fmt(s['output_tok_per_s'], 1)} tok/s end to end, {fmt(s['pages_per_s'], 3)} pages/s, "
        f"TPF {fmt(s['spec']['tpf'])}, errors {s['errors']}"
    )


def measure(args: argparse.Namespace, workload: OcrRequests, notes: list[str]) -> Measured:
    """Start the servers per the layout (or attach to running ones), run the passes, classify
    the divergences."""
    if args.attached:
        return measure_attached(args, workload, notes)
    configs = launch_configs(args, args.out / "logs")
    (args.out / "logs").mkdir(parents=True, exist_ok=True)
    passes: list[PassResult[RequestRecord]] = []
    servers: dict[str, dict[str, Any]] = {}
    rows: list[dict[str, Any]] = []
    divergences: list[Divergence] = []
    groups = [("gravity",), ("ar",)] if args.layout == "sequential" else [ENGINES]
    for group in groups:
        print(f"[check] starting {' and '.join(group)} for {args.model_path} ...", flush=True)
        started = time.monotonic()
        with running_servers({e: configs[e] for e in group}) as handles:
            urls = {e: handles[e].url for e in group}
            for engine in group:
                servers[engine] = {
                    "command": shlex.join(handles[engine].args),
                    "log": str(handles[engine].log_path),
                    "start_s": round(time.monotonic() - started, 1),
                    **server_info(urls[engine]),
                }
            order = list(group) if len(group) == 1 else ["ar", "gravity", "ar"]
            schedule = Schedule(
                engines=order,
                levels=args.levels,
                warmup=args.warmup,
                level_items=args.level_requests,
                time_limit_s=args.time_limit,
            )
            passes += run_schedule(workload, urls, schedule, notes=notes, describe=_describe)
            if "ar" in urls:
                rows, divergences = find_divergences(
                    passes, workload, urls["ar"], args.tie_threshold
                )
    return Measured(passes, servers, rows, divergences)


def measure_attached(args: argparse.Namespace, workload: OcrRequests, notes: list[str]) -> Measured:
    """The passes against two servers already running: AR -> gravity -> AR per level."""
    urls = {"ar": args.ar_url.rstrip("/"), "gravity": args.gravity_url.rstrip("/")}
    servers = {
        engine: {"attached": url, "start_s": None, **server_info(url)}
        for engine, url in urls.items()
    }
    for engine, info in servers.items():
        if "error" in info:
            raise SystemExit(f"--{engine}-url {urls[engine]}: no server answers ({info['error']})")
    if "gravity" not in servers["gravity"]:
        raise SystemExit(f"--gravity-url {urls['gravity']}: that server does not run gravity")
    args.model_path = args.model_path or servers["gravity"].get("model_path")
    schedule = Schedule(
        engines=["ar", "gravity", "ar"],
        levels=args.levels,
        warmup=args.warmup,
        level_items=args.level_requests,
        time_limit_s=args.time_limit,
    )
    passes = run_schedule(workload, urls, schedule, notes=notes, describe=_describe)
    rows, divergences = find_divergences(passes, workload, urls["ar"], args.tie_threshold)
    return Measured(passes, servers, rows, divergences)
