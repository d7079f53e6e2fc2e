"""AR and gravity side by side on live servers: start or attach, send request sets, interleave.

Why the interleaving: on a shared machine throughput drifts by more than the effect being
measured, so for every concurrency level the engines run alternately (AR, gravity, AR by
default) and a speed-up is gravity over the mean of the AR passes around it: linear drift
cancels. Every pass sends the same requests in the same order after a ``/flush_cache``, so no
pass profits from a prefix cached by the one before.

A benchmark describes what one pass sends as a :class:`Workload` (``workloads.ocr.OcrRequests``
for a manifest of page images, ``workloads.documents`` for whole pages of regions) and hands it
to :func:`run_schedule` with a :class:`Schedule`; :func:`start_or_attach` gives it the servers.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shlex
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

import requests
from tqdm import tqdm

from sglang_gravity.cli import add_model_path, concurrency_levels
from sglang_gravity.launcher.client import Completion, chat
from sglang_gravity.launcher.server import ServerHandle, running_servers

ENGINES = {"a": "ar", "g": "gravity"}  # --schedule letters
SERVER_START_TIMEOUT_S = 900  # a cold start of a large checkpoint on a busy machine
R = TypeVar("R")


# ----------------------------------------------------------------------------- servers


def server_config(
    model: Path,
    *,
    gravity: bool,
    log_path: Path,
    extra_args: Sequence[str] = (),
    env: Mapping[str, str] | None = None,
    max_total_tokens: int,
) -> dict[str, Any]:
    """Keyword arguments of ``launcher.server.launch_server`` for one benchmark server."""
    config: dict[str, Any] = {
        "model_path": model,
        "gravity": gravity,
        "log_path": log_path,
        "extra_args": list(extra_args),
        "max_total_tokens": max_total_tokens,
        "timeout_s": SERVER_START_TIMEOUT_S,
    }
    if env is not None:
        config["env"] = dict(env)
    return config


@contextlib.contextmanager
def serve_pair(
    model: Path,
    log_dir: Path,
    *,
    extra_args: Sequence[str] = (),
    ar_extra_args: Sequence[str] = (),
    max_total_tokens: int,
) -> Iterator[dict[str, ServerHandle]]:
    """AR and gravity servers for one checkpoint on this machine, started together.

    All or nothing: if one fails to start (or on Ctrl-C / SIGTERM), neither is left running, and
    both are stopped when the block exits. Logs go to ``log_dir/{ar,gravity}.log``.
    """
    log_dir.mkdir(parents=True, exist_ok=True)
    print(f"starting AR and gravity servers for {model} (logs in {log_dir}) ...", flush=True)
    configs = {
        engine: server_config(
            model,
            gravity=engine == "gravity",
            log_path=log_dir / f"{engine}.log",
            extra_args=[*extra_args, *(ar_extra_args if engine == "ar" else ())],
            max_total_tokens=max_total_tokens,
        )
        for engine in ("ar", "gravity")
    }
    with running_servers(configs) as handles:
        yield handles


@dataclass
class Engines:
    """The servers a benchmark talks to: URL per engine, and the launch lines of those started."""

    urls: dict[str, str]
    server_commands: dict[str, list[str]] = field(default_factory=dict)


@contextlib.contextmanager
def start_or_attach(
    *,
    ar_url: str | None = None,
    gravity_url: str | None = None,
    model: Path | None = None,
    tiny_model: bool = False,
    log_dir: Path,
    extra_args: Sequence[str] = (),
    ar_extra_args: Sequence[str] = (),
    max_total_tokens: int = 32768,
) -> Iterator[Engines]:
    """Attach to the given URLs, or serve ``model`` (or a freshly built tiny random-weight model,
    plumbing only) with both engines here until the block exits."""
    if model is None and not tiny_model:
        urls = {e: u for e, u in (("ar", ar_url), ("gravity", gravity_url)) if u}
        yield Engines(urls)
        return
    with contextlib.ExitStack() as stack:
        if model is None:
            from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="bench-tiny-"))
            model = build_tiny_glm_ocr(Path(folder))
        handles = stack.enter_context(
            serve_pair(
                model,
                log_dir,
                extra_args=extra_args,
                ar_extra_args=ar_extra_args,
                max_total_tokens=max_total_tokens,
            )
        )
        yield Engines(
            {engine: handle.url for engine, handle in handles.items()},
            {engine: handle.args for engine, handle in handles.items()},
        )


def add_server_arguments(
    parser: argparse.ArgumentParser,
    *,
    ar_url_help: str,
    server_args_help: str,
    ar_server_args: tuple[str, str],
    max_total_tokens: int,
    model_name: tuple[str, str],
) -> None:
    """The ``servers`` group of an AR-vs-gravity command: attach to URLs, or launch here.

    ``ar_server_args`` and ``model_name`` are (default, help): what AR needs and what the
    ``model`` field says depend on the requests the command sends.
    """
    target = parser.add_argument_group("servers (attach to URLs, or launch for a checkpoint)")
    target.add_argument("--ar-url", help=ar_url_help)
    target.add_argument("--gravity-url", help="running gravity server")
    add_model_path(target, type=Path, help="checkpoint to serve with both engines here")
    target.add_argument(
        "--tiny-model", action="store_true", help="launch for the tiny random test model (plumbing)"
    )
    target.add_argument("--server-args", default="", help=server_args_help)
    target.add_argument("--ar-server-args", default=ar_server_args[0], help=ar_server_args[1])
    target.add_argument(
        "--max-total-tokens", type=int, default=max_total_tokens, help="KV pool of launched servers"
    )
    target.add_argument("--model-name", default=model_name[0], help=model_name[1])


def check_engine_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """The command-line checks of the AR-vs-gravity benchmarks: servers launched or attached (one
    way), the engine schedule, ``--request-params`` (parsed in place) and the concurrency levels
    (``args.levels``)."""
    launch = args.model is not None or args.tiny_model
    attach = args.ar_url is not None or args.gravity_url is not None
    if launch == attach:
        parser.error("give --ar-url/--gravity-url, or --model/--tiny-model (exactly one way)")
    if set(args.schedule) - set(ENGINES) or not args.schedule:
        parser.error("--schedule: letters a (AR) and g (gravity) only")
    try:
        args.request_params = json.loads(args.request_params)
    except json.JSONDecodeError as exc:
        parser.error(f"--request-params: not valid JSON ({exc})")
    if not isinstance(args.request_params, dict):
        parser.error("--request-params: must be a JSON object of request fields")
    args.levels = concurrency_levels(parser, args.concurrency)


def flush_cache(url: str) -> bool:
    """Empty the server's prefix cache so a pass does not reuse the previous pass's prefill."""
    try:
        return requests.post(f"{url}/flush_cache", timeout=60).status_code == 200
    except requests.RequestException:
        return False


# ----------------------------------------------------------------------------- passes


@dataclass
class PassResult(Generic[R]):
    """One engine's pass over a workload at one concurrency: its wall time and its records."""

    engine: str
    concurrency: int
    pass_index: int  # position of the pass within its concurrency level's schedule
    wall_s: float
    records: list[R]


class Workload(Protocol):
    """What a pass sends. ``run_pass`` sends the first ``count`` items (all when None), none
    started after ``deadline`` (``time.monotonic()``), so the items run form a prefix."""

    @property
    def size(self) -> int: ...

    def run_pass(
        self,
        engine: str,
        url: str,
        *,
        concurrency: int,
        pass_index: int,
        count: int | None = None,
        deadline: float | None = None,
    ) -> PassResult[Any]: ...


def send(
    url: str,
    messages: list[dict[str, Any]],
    *,
    max_tokens: int,
    timeout: float,
    model: str,
    stream: bool = False,
    **params: Any,
) -> tuple[Completion, str | None]:
    """One chat request and its error, if any: a failed request becomes a record, not an
    exception, so one bad answer does not end a pass."""
    try:
        completion = chat(
            url,
            messages,
            max_tokens=max_tokens,
            stream=stream,
            timeout=timeout,
            model=model,
            **params,
        )
    except requests.RequestException as exc:
        return Completion([], "", None, status_code=-1), f"{type(exc).__name__}: {exc}"
    return completion, None if completion.status_code == 200 else completion.text[:500]


def answer_fields(completion: Completion, error: str | None) -> dict[str, Any]:
    """The fields every answer record (:class:`RequestRecord`, a benchmark's own) takes from
    its completion, as keyword arguments."""
    return {
        "status_code": completion.status_code,
        "output_ids": completion.output_ids,
        "text": completion.text,
        "finish_reason": completion.finish_reason,
        "spec": completion.spec,
        "error": error,
    }


def run_concurrently(
    count: int,
    work: Callable[[int], R],
    *,
    concurrency: int,
    desc: str,
    deadline: float | None = None,
) -> tuple[list[R], float]:
    """``work(0 .. count-1)`` with ``concurrency`` in flight and a progress bar; (results, wall s).

    Items start in order (the executor is FIFO) and none after ``deadline``, so the results are
    a prefix of the items.
    """
    progress = tqdm(total=count, desc=desc, leave=False, disable=None)  # no bar in a log file
    lock = threading.Lock()

    def tracked(index: int) -> R | None:
        if deadline is not None and time.monotonic() > deadline:
            return None
        result = work(index)
        with lock:
            progress.update()
        return result

    start = time.perf_counter()
    try:
        with ThreadPoolExecutor(max_workers=concurrency) as pool:
            results = [r for r in pool.map(tracked, range(count)) if r is not None]
    finally:
        progress.close()
    return results, time.perf_counter() - start


# ----------------------------------------------------------------------------- schedule


@dataclass(frozen=True)
class Schedule:
    """Which passes run, in which order, within which time."""

    engines: Sequence[str]  # pass order within each concurrency level, e.g. ar, gravity, ar
    levels: Sequence[int]  # concurrency levels, in order
    warmup: int = 0  # unrecorded items per engine before the first level
    warmup_concurrency: int = 1
    flush_cache: bool = True  # /flush_cache before every pass
    # Seconds for everything (warm-up included): a level's first pass gets an equal share of
    # what is left and fixes the item count of the level's other passes; levels that no longer
    # fit are skipped.
    time_limit_s: float | None = None
    # Items per pass at a level (the first ones of the workload); a level not named runs all.
    level_items: Mapping[int, int] | None = None


def schedule_engines(letters: str, urls: Mapping[str, str]) -> list[str]:
    """``--schedule`` letters as engine names, those without a URL left out."""
    engines = [ENGINES[c] for c in letters if ENGINES[c] in urls]
    if not engines:
        raise SystemExit(f"--schedule {letters!r} names no engine with a URL")
    return engines


def run_schedule(
    workload: Workload,
    urls: Mapping[str, str],
    schedule: Schedule,
    *,
    notes: list[str],
    describe: Callable[[PassResult[Any]], str] | None = None,
) -> list[PassResult[Any]]:
    """Warm up each engine, then the schedule at every level; returns the recorded passes.

    What a reader of the results must know (skipped levels, passes cut by time, a failed cache
    flush) is appended to ``notes``; ``describe`` gives each pass's progress line.
    """
    start = time.monotonic()
    hard_deadline = None if schedule.time_limit_s is None else start + schedule.time_limit_s
    if schedule.warmup:
        for engine, url in urls.items():
            workload.run_pass(
                f"{engine}-warmup",
                url,
                concurrency=schedule.warmup_concurrency,
                pass_index=0,
                count=schedule.warmup,
            )
    flush_failed: set[str] = set()
    passes: list[PassResult[Any]] = []
    for level_number, conc in enumerate(schedule.levels):
        share = None
        if hard_deadline is not None:
            remaining = hard_deadline - time.monotonic()
            if remaining <= 0:
                skipped = list(schedule.levels[level_number:])
                notes.append(f"time limit reached: concurrency {skipped} skipped")
                break
            share = remaining / (len(schedule.engines) * (len(schedule.levels) - level_number))
        level = _run_level(workload, urls, schedule, conc, share, notes, flush_failed, describe)
        passes += level
    return passes


def serve_and_run(
    args: argparse.Namespace,
    workload: Workload,
    *,
    extra_args: Sequence[str],
    warmup_concurrency: int,
    notes: list[str],
    describe: Callable[[PassResult[Any]], str],
    time_limit_s: float | None = None,
) -> tuple[Engines, list[PassResult[Any]]]:
    """The whole run of a command with :func:`add_server_arguments` and the schedule arguments
    (``--schedule``, ``--warmup``, ``--no-flush-cache``; ``args.levels`` from
    :func:`check_engine_args`): servers started or attached, the schedule run, servers stopped.
    Launched servers log to ``args.out/logs``."""
    with start_or_attach(
        ar_url=args.ar_url,
        gravity_url=args.gravity_url,
        model=args.model,
        tiny_model=args.tiny_model,
        log_dir=args.out / "logs",
        extra_args=extra_args,
        ar_extra_args=shlex.split(args.ar_server_args),
        max_total_tokens=args.max_total_tokens,
    ) as engines:
        schedule = Schedule(
            engines=schedule_engines(args.schedule, engines.urls),
            levels=args.levels,
            warmup=args.warmup,
            warmup_concurrency=warmup_concurrency,
            flush_cache=not args.no_flush_cache,
            time_limit_s=time_limit_s,
        )
        passes = run_schedule(workload, engines.urls, schedule, notes=notes, describe=describe)
    return engines, passes


def _run_level(
    workload: Workload,
    urls: Mapping[str, str],
    schedule: Schedule,
    conc: int,
    share: float | None,
    notes: list[str],
    flush_failed: set[str],
    describe: Callable[[PassResult[Any]], str] | None,
) -> list[PassResult[Any]]:
    """One level's passes. Only the first is cut by time; the others repeat exactly what it ran."""
    count = (schedule.level_items or {}).get(conc)
    planned = workload.size if count is None else min(count, workload.size)
    passes: list[PassResult[Any]] = []
    for pass_index, engine in enumerate(schedule.engines):
        url = urls[engine]
        if schedule.flush_cache and not flush_cache(url) and engine not in flush_failed:
            flush_failed.add(engine)
            notes.append(f"/flush_cache failed on {engine}: passes may reuse cached prefixes")
        deadline = time.monotonic() + share if pass_index == 0 and share is not None else None
        result = workload.run_pass(
            engine, url, concurrency=conc, pass_index=pass_index, count=count, deadline=deadline
        )
        if pass_index == 0 and len(result.records) < planned:
            notes.append(
                f"concurrency {conc}: time share allowed {len(result.records)} of "
                f"{planned} requests per pass"
            )
            count = len(result.records)
        passes.append(result)
        if describe is not None:
            print(describe(result), flush=True)
    return passes
