"""SGLang's router (``sglang-router``) in front of local gravity servers, on loopback.

The same two promises as :mod:`sglang_gravity.launcher.server`, for a whole topology:

* **Ports.** The router's HTTP port and its Prometheus port (``--prometheus-port``, 29000 by
  default, which two routers on one machine would fight over) both come from
  :func:`~sglang_gravity.launcher.server.free_port`; a start that lost a port to another process
  in the meantime is retried on fresh ones.
* **Clean-up.** The router runs in its own session like every server, is registered for the
  launcher's ``atexit`` hook, and :func:`running_fleet` stops the router and every worker it
  started (also one added later, or one killed on purpose) however its block exits.

A worker is an ordinary ``launch_server`` configuration, so tests, benchmarks and the command
below (``python -m sglang_gravity.launcher.router --model-path M --workers 2``) start exactly
what a user would. Workers join and leave through the router's own worker API (``POST
/workers``, ``DELETE /workers/{id}``), as a fleet manager would use it. ``sglang-router`` is the
``router`` extra (``pip install -e '.[router]'``): without it, :func:`launch_router` says so.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests
from prometheus_client.parser import text_string_to_metric_families

from sglang_gravity.launcher.server import (
    _PORT_TAKEN,
    ServerHandle,
    ServerStartError,
    _live_lock,
    _live_servers,
    _signal_all,
    _wait_session_empty,
    cpu_list,
    exit_on_sigterm,
    free_port,
    launch_server,
    launch_servers,
    record_launch,
    session_pids,
)

ROUTER_MODULE = "sglang_router.launch_router"
ROUTER_INSTALL_HINT = "pip install -e '.[router]' (the pinned sglang-router)"
# How often the router probes each worker's /health, and after how many failures in a row it
# takes the worker out of rotation. The router's defaults (60 s, 3) leave a dead worker in
# rotation for up to three minutes; failed requests are retried on another worker meanwhile,
# but each retry costs a connection attempt and a back-off.
HEALTH_ARGS = ("--health-check-interval-secs", "2", "--health-failure-threshold", "2")
POLICIES = ("cache_aware", "round_robin", "random", "power_of_two")


class RouterUnavailable(RuntimeError):
    """``sglang-router`` is not installed in this environment."""


def require_router() -> None:
    """Raise :class:`RouterUnavailable`, naming the install line, without ``sglang_router``."""
    if importlib.util.find_spec("sglang_router") is None:
        raise RouterUnavailable(f"sglang-router is not installed here: {ROUTER_INSTALL_HINT}")


# ----------------------------------------------------------------------------- metrics


Samples = dict[str, list[tuple[dict[str, str], float]]]


def scrape_metrics(url: str, timeout: float = 30.0) -> Samples:
    """Sample name -> [(labels, value)] from one Prometheus scrape of ``url`` (a full URL)."""
    response = requests.get(url, timeout=timeout)
    response.raise_for_status()
    samples: Samples = {}
    for family in text_string_to_metric_families(response.text):
        for sample in family.samples:
            samples.setdefault(sample.name, []).append((dict(sample.labels), sample.value))
    return samples


def metric_total(samples: Samples, name: str, **match: str) -> float:
    """The sum of ``name`` over the samples whose labels include ``match`` (0 when absent)."""
    return sum(v for labels, v in samples.get(name, []) if match.items() <= labels.items())


# ----------------------------------------------------------------------------- the router


@dataclass
class RouterHandle(ServerHandle):
    """A running ``sglang_router.launch_router`` on 127.0.0.1, with its worker API."""

    prometheus_port: int = 0

    @property
    def metrics_url(self) -> str:
        return f"http://127.0.0.1:{self.prometheus_port}/metrics"

    def metrics(self) -> Samples:
        return scrape_metrics(self.metrics_url)

    def workers(self) -> list[dict[str, Any]]:
        """The router's worker registry (``GET /workers``): one dict per worker."""
        response = requests.get(f"{self.url}/workers", timeout=30)
        response.raise_for_status()
        return list(response.json().get("workers", []))

    def worker(self, url: str) -> dict[str, Any] | None:
        """The registry entry of the worker at ``url``, or None."""
        return next((w for w in self.workers() if w.get("url") == url), None)

    def healthy_urls(self) -> set[str]:
        return {w["url"] for w in self.workers() if w.get("is_healthy", True)}

    def wait_workers(
        self, urls: Sequence[str], *, present: bool = True, timeout_s: float = 120.0
    ) -> None:
        """Return once every URL is registered and healthy (``present``) or gone from the
        registry; raise ``TimeoutError`` with the registry otherwise."""
        deadline = time.monotonic() + timeout_s
        while True:
            healthy = self.healthy_urls()
            listed = {w.get("url") for w in self.workers()}
            if present and set(urls) <= healthy:
                return
            if not present and not set(urls) & listed:
                return
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise TimeoutError(
                    f"router {self.url}: workers {list(urls)} not "
                    f"{'healthy' if present else 'removed'} after {timeout_s} s; registry: "
                    f"{json.dumps(self.workers())}\n{self.log_tail(3000)}"
                )
            time.sleep(0.5)

    def add_worker(self, url: str, timeout_s: float = 120.0) -> None:
        """Register a running server with the router (``POST /workers``) and wait until the
        router routes to it."""
        response = requests.post(f"{self.url}/workers", json={"url": url}, timeout=30)
        if response.status_code >= 300:
            raise RuntimeError(
                f"router refused worker {url}: HTTP {response.status_code} {response.text}"
            )
        self.wait_workers([url], timeout_s=timeout_s)

    def remove_worker(self, url: str, timeout_s: float = 60.0) -> None:
        """Take a worker out of rotation (``DELETE /workers/{id}``): new requests stop going to
        it; requests it is serving finish there."""
        entry = self.worker(url)
        if entry is None:
            raise KeyError(f"router {self.url} has no worker {url}")
        response = requests.delete(f"{self.url}/workers/{entry['id']}", timeout=30)
        if response.status_code >= 300:
            raise RuntimeError(
                f"router refused to remove {url}: HTTP {response.status_code} {response.text}"
            )
        self.wait_workers([url], present=False, timeout_s=timeout_s)


def router_command(
    worker_urls: Sequence[str],
    port: int,
    prometheus_port: int,
    *,
    policy: str = "cache_aware",
    extra_args: Sequence[str] = (),
) -> list[str]:
    """The router's launch line on loopback (its Prometheus endpoint on loopback too)."""
    if policy not in POLICIES:
        raise ValueError(f"router policy {policy!r}: choose one of {', '.join(POLICIES)}")
    cmd = [
        sys.executable,
        "-m",
        ROUTER_MODULE,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--prometheus-host",
        "127.0.0.1",
        "--prometheus-port",
        str(prometheus_port),
        "--policy",
        policy,
        *extra_args,
    ]
    if worker_urls:
        cmd += ["--worker-urls", *worker_urls]
    return cmd


def launch_router(
    worker_urls: Sequence[str],
    *,
    log_path: str | Path,
    policy: str = "cache_aware",
    extra_args: Sequence[str] = HEALTH_ARGS,
    timeout_s: float = 120.0,
    attempts: int = 3,
) -> RouterHandle:
    """Start a router in front of running servers; return once it routes to all of them.

    Raises :class:`RouterUnavailable` without ``sglang-router`` and
    :class:`~sglang_gravity.launcher.server.ServerStartError` (with its log, nothing left
    running) when it exits or does not route to every worker within ``timeout_s``.
    """
    require_router()
    exit_on_sigterm()
    log_path = Path(log_path)
    for attempt in range(1, attempts + 1):
        cmd = router_command(
            worker_urls, free_port(), free_port(), policy=policy, extra_args=extra_args
        )
        record_launch("router", cmd)
        with open(log_path, "w") as log_file:
            process = subprocess.Popen(
                cmd, stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True
            )
        handle = RouterHandle(
            process=process,
            port=int(cmd[cmd.index("--port") + 1]),
            log_path=log_path,
            args=cmd,
            prometheus_port=int(cmd[cmd.index("--prometheus-port") + 1]),
        )
        with _live_lock:
            _live_servers[process.pid] = handle
        try:
            _wait_router(handle, worker_urls, timeout_s)
            return handle
        except ServerStartError as error:
            if not error.port_taken or attempt == attempts:
                raise
            log_path.rename(log_path.with_name(f"{log_path.name}.attempt{attempt}"))
    raise AssertionError("unreachable")


def _wait_router(handle: RouterHandle, worker_urls: Sequence[str], timeout_s: float) -> None:
    """Until the router answers and lists every worker healthy; stop it and raise otherwise."""
    deadline = time.monotonic() + timeout_s
    try:
        while time.monotonic() < deadline:
            if handle.process.poll() is not None:
                log = handle.log_tail()
                raise ServerStartError(
                    f"router exited with code {handle.process.returncode} during start-up:\n{log}",
                    pid=handle.process.pid,
                    log_path=handle.log_path,
                    port_taken=bool(_PORT_TAKEN.search(log)),
                )
            with contextlib.suppress(requests.RequestException, ValueError):
                if set(worker_urls) <= handle.healthy_urls():
                    return
            time.sleep(0.5)
        raise ServerStartError(
            f"router did not route to {list(worker_urls)} within {timeout_s} s:\n"
            f"{handle.log_tail()}",
            pid=handle.process.pid,
            log_path=handle.log_path,
        )
    except BaseException:
        handle.stop()
        raise


def crash(handle: ServerHandle, timeout_s: float = 30.0) -> None:
    """SIGKILL every process of a server's session at once, as a machine or OOM kill would:
    no shutdown, no goodbye to the router. Returns when none of them is left."""
    sid = handle.process.pid
    _signal_all(session_pids(sid), signal.SIGKILL)
    handle.process.wait(timeout=timeout_s)
    if survivors := _wait_session_empty(sid, timeout_s=timeout_s):
        raise RuntimeError(f"processes {survivors} of server {sid} survived SIGKILL")
    with _live_lock:
        _live_servers.pop(sid, None)


# ----------------------------------------------------------------------------- a fleet


@dataclass
class Fleet:
    """A router and the workers behind it, all started here; stopped together."""

    router: RouterHandle
    workers: dict[str, ServerHandle]
    # Workers that are gone (crashed on purpose): kept to prove nothing of them is left.
    retired: dict[str, ServerHandle] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def worker_urls(self) -> dict[str, str]:
        return {name: handle.url for name, handle in self.workers.items()}

    def add_worker(self, name: str, config: Mapping[str, Any]) -> ServerHandle:
        """Start one more server (``launch_server`` keyword arguments) and register it with the
        running router; it takes requests from then on."""
        if name in self.workers or name in self.retired:
            raise ValueError(f"worker name {name!r} already used in this fleet")
        handle = launch_server(**config)
        with self._lock:
            self.workers[name] = handle
        self.router.add_worker(handle.url)
        return handle

    def crash_worker(self, name: str) -> ServerHandle:
        """Kill a worker without warning (:func:`crash`); the router finds out by itself."""
        with self._lock:
            handle = self.workers.pop(name)
            self.retired[name] = handle
        crash(handle)
        return handle

    def leftover_pids(self) -> list[int]:
        """Processes still alive of every server and router this fleet ever started."""
        handles = [self.router, *self.workers.values(), *self.retired.values()]
        return [pid for h in handles for pid in session_pids(h.process.pid)]

    def stop(self) -> None:
        """Router first (no new requests reach a stopping worker), then every worker."""
        self.router.stop()
        for handle in [*self.workers.values(), *self.retired.values()]:
            handle.stop()


@contextlib.contextmanager
def running_fleet(
    workers: Mapping[str, Mapping[str, Any]],
    *,
    router_log: str | Path,
    policy: str = "cache_aware",
    router_args: Sequence[str] = HEALTH_ARGS,
) -> Iterator[Fleet]:
    """Start the workers (``launch_server`` keyword arguments by name) in parallel, then a
    router in front of them; stop all of it when the block exits, however it exits."""
    require_router()
    handles = launch_servers(workers)
    fleet = None
    try:
        router = launch_router(
            [h.url for h in handles.values()],
            log_path=router_log,
            policy=policy,
            extra_args=router_args,
        )
        fleet = Fleet(router, dict(handles))
        yield fleet
    finally:
        if fleet is not None:
            fleet.stop()
        else:
            for handle in handles.values():
                handle.stop()


def cpu_groups(cpus: str, workers: int) -> list[str]:
    """Split a CPU list (``"0-3"``, ``"0,1"``) into ``workers`` equal ``taskset`` lists, so N
    workers together get exactly the cores one worker would: ``cpu_groups("0-1", 2)`` is
    ``["0", "1"]``. Raises ``ValueError`` naming the problem."""
    ids = cpu_list(cpus)
    if len(set(ids)) != len(ids):
        raise ValueError(f"CPU list {cpus!r}: a CPU is named twice")
    if workers < 1 or len(ids) % workers:
        raise ValueError(
            f"CPU list {cpus!r} ({len(ids)} CPUs) does not split into {workers} equal groups"
        )
    size = len(ids) // workers
    return [",".join(map(str, ids[i * size : (i + 1) * size])) for i in range(workers)]


# ----------------------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> None:
    """Serve a checkpoint with N gravity workers behind the router until Ctrl-C or SIGTERM."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--model-path", required=True, help="checkpoint every worker serves")
    parser.add_argument("--workers", type=int, default=2, help="gravity servers behind the router")
    parser.add_argument("--policy", default="cache_aware", choices=POLICIES)
    parser.add_argument(
        "--cpus",
        help="CPU-only: split these CPUs (e.g. 0-7) into equal groups, one per worker (taskset)",
    )
    parser.add_argument("--max-total-tokens", type=int, default=32768, help="KV pool per worker")
    parser.add_argument("--server-args", default="", help="extra launch_server flags (quoted)")
    parser.add_argument("--log-dir", type=Path, default=Path("runs/fleet"))
    args = parser.parse_args(argv)
    try:
        groups = cpu_groups(args.cpus, args.workers) if args.cpus else [None] * args.workers
    except ValueError as exc:
        parser.error(f"--cpus: {exc}")
    args.log_dir.mkdir(parents=True, exist_ok=True)
    configs = {
        f"worker{i}": {
            "model_path": args.model_path,
            "gravity": True,
            "log_path": args.log_dir / f"worker{i}.log",
            "extra_args": ["--enable-metrics", *shlex.split(args.server_args)],
            "max_total_tokens": args.max_total_tokens,
            "cpus": group,
        }
        for i, group in enumerate(groups)
    }
    with running_fleet(
        configs, router_log=args.log_dir / "router.log", policy=args.policy
    ) as fleet:
        print(f"router: {fleet.router.url} (metrics {fleet.router.metrics_url})")
        for name, handle in fleet.workers.items():
            print(f"{name}: {handle.url} (log {handle.log_path})")
        print("Ctrl-C stops the router and every worker.", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            while fleet.router.process.poll() is None:
                time.sleep(1.0)


if __name__ == "__main__":
    main()
