"""Start and stop SGLang servers on loopback for tests, the demo and the benchmarks.

Two promises, both needed because servers are started two at a time (AR and gravity side by side)
on a busy machine:

* **Start-up does not race for ports.** A server binds its HTTP port only at the very end of its
  start-up (30-60 s after launch on CPU), and its NCCL/gloo rendezvous port (``--nccl-port``, a
  TCPStore) in between. A port picked by binding port 0 and releasing it lies in the kernel's
  ephemeral range, where every outgoing connection and every ``bind(0)`` of both servers (ZMQ,
  gloo, HTTP clients: a dozen per start-up) may take it first. So :func:`free_port` picks ports
  *below* the ephemeral range (``/proc/sys/net/ipv4/ip_local_port_range``), which the kernel
  never hands out on its own, and outside the band in which SGLang picks its own NCCL port when
  ``--nccl-port`` is not given (:data:`SGLANG_NCCL_PORTS`), so servers launched by other tools
  cannot take ours either. Both ports of every server are chosen here (``--port`` and
  ``--nccl-port``) and never handed out twice in one process, so two servers started in parallel
  cannot collide with each other. Another process on the machine can still take a port between
  our check and the server's bind; then the server exits with "address already in use" in its
  log and :func:`launch_server` starts it again on fresh ports (``attempts`` times in all).
* **Nothing outlives its owner.** Every server runs in its own session (``start_new_session``),
  and :meth:`ServerHandle.stop` ends the whole session (launcher, scheduler, detokenizer, resource
  tracker) and returns only when no process of it is left. :func:`running_servers` and
  :func:`launch_servers` start several servers in parallel and stop all of them, started or
  still starting, when any start fails or the caller is interrupted. SIGTERM is turned into a
  :class:`Terminated` exception (see :func:`exit_on_sigterm`) so that ``finally`` blocks run, and
  an ``atexit`` hook stops whatever is still running when the interpreter exits.

Every start (each attempt of :func:`launch_server`, and :func:`run_startup_expecting_failure`)
is appended as one JSON line to the file named by ``SGLANG_GRAVITY_LAUNCH_LOG`` when it is set:
``tests/conftest.py`` sets it for every test run and reports how many servers the run started.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import requests

from sglang_gravity import settings

# The lowest port we hand out; ports below it are left to system services.
PORT_FLOOR = 20000
# Where SGLang picks its NCCL port when --nccl-port is not given: the defaults of
# sglang.srt.utils.network.get_free_port_below_ephemeral (low=22000, high=29999). Kept out of our
# pool so that servers started by other tools cannot take our ports (tests/launcher/test_launcher.py checks
# these numbers against the installed SGLang).
SGLANG_NCCL_PORTS = range(22000, 30000)
# What uvicorn (HTTP port) and torch's TCPStore (NCCL port) log when their port is taken.
_PORT_TAKEN = re.compile(r"address already in use|EADDRINUSE", re.IGNORECASE)

_handed_out_ports: set[int] = set()
_ports_lock = threading.Lock()

K = TypeVar("K")


class ServerStartError(RuntimeError):
    """A server exited or did not become healthy during start-up (the message ends with its log).

    Nothing of that server is running any more when this is raised.
    """

    def __init__(self, message: str, *, pid: int, log_path: Path, port_taken: bool = False):
        super().__init__(message)
        self.pid = pid
        self.log_path = log_path
        self.port_taken = port_taken


class StartCancelled(Exception):
    """A start abandoned because a sibling start in :func:`launch_servers` failed."""


class Terminated(KeyboardInterrupt):
    """Raised in the main thread on SIGTERM once :func:`exit_on_sigterm` is installed.

    A ``KeyboardInterrupt`` so that whatever handles Ctrl-C (``finally`` blocks, pytest's
    teardown of session fixtures) handles ``kill PID`` the same way.
    """


def ephemeral_port_floor() -> int:
    """The low end of the kernel's ephemeral port range (32768 when it cannot be read)."""
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def port_pool(ephemeral_floor: int | None = None) -> list[range]:
    """The port ranges :func:`free_port` draws from: ``[PORT_FLOOR, ephemeral floor)`` without
    :data:`SGLANG_NCCL_PORTS` (20000-21999 and 30000-32767 with Linux's default range). On a
    machine whose ephemeral range starts too low for that to leave 1000 ports, the whole
    unprivileged range, and the retry in :func:`launch_server` has to cover the rest."""
    floor = ephemeral_port_floor() if ephemeral_floor is None else ephemeral_floor
    ranges = [
        range(PORT_FLOOR, min(SGLANG_NCCL_PORTS.start, floor)),
        range(SGLANG_NCCL_PORTS.stop, floor),
    ]
    ranges = [r for r in ranges if len(r) > 0]
    if sum(len(r) for r in ranges) < 1000:
        return [range(1024, 65536)]
    return ranges


def _port_is_free(port: int) -> bool:
    # No SO_REUSEADDR and the wildcard address: fails if anything holds the port on any address,
    # including a connection in TIME_WAIT, which is stricter than the server's own bind.
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("0.0.0.0", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    """A port from :func:`port_pool`, free now and never handed out before by this process.

    Random, so that concurrent processes (two test runs, a demo beside a benchmark) rarely pick
    the same one; the pool holds thousands of ports and a process starts a few dozen servers.
    """
    candidates = [port for r in port_pool() for port in r]
    with _ports_lock:
        for port in random.sample(candidates, min(len(candidates), 256)):
            if port not in _handed_out_ports and _port_is_free(port):
                _handed_out_ports.add(port)
                return port
    raise RuntimeError(f"no free port found in {port_pool()}")


def is_cpu_only() -> bool:
    try:
        import torch

        return not torch.cuda.is_available()
    except ImportError:
        return True


def session_pids(sid: int) -> list[int]:
    """Live (not zombie) processes of session ``sid``, read from ``/proc``.

    A server's launcher is started with ``start_new_session=True``, so its pid is the session id
    of everything it starts; its children stay in the session when the launcher dies.
    """
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path("/proc", entry, "stat").read_text()
        except OSError:  # exited meanwhile
            continue
        # Fields after the command name, which may itself contain spaces and parentheses.
        state, _ppid, _pgrp, session = stat.rsplit(")", 1)[1].split()[:4]
        if int(session) == sid and state != "Z":
            pids.append(int(entry))
    return pids


def _signal_all(pids: Sequence[int], sig: signal.Signals) -> None:
    for pid in pids:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, sig)


def _wait_session_empty(sid: int, timeout_s: float) -> list[int]:
    """Poll until session ``sid`` has no live process or ``timeout_s`` passed; the survivors."""
    deadline = time.monotonic() + timeout_s
    while (pids := session_pids(sid)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return pids


# Servers started by this process and not stopped yet, by launcher pid, for the atexit hook.
_live_servers: dict[int, ServerHandle] = {}
_live_lock = threading.Lock()


@dataclass
class ServerHandle:
    """A running ``sglang.launch_server`` child process bound to 127.0.0.1."""

    process: subprocess.Popen
    port: int
    log_path: Path
    args: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_tail(self, chars: int = 6000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def stop(self, timeout_s: float = 30.0) -> None:
        """Stop the server and every process of its session; return when none is left.

        SIGTERM first, so that SGLang shuts its children down itself; SIGKILL for whatever is
        still there ``timeout_s`` later. Safe to call twice and after the server died.
        """
        sid = self.process.pid
        _signal_all(session_pids(sid), signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=timeout_s)
        # The launcher's children get the same SIGTERM but may outlive it by a moment.
        if survivors := _wait_session_empty(sid, timeout_s=5.0):
            _signal_all(survivors, signal.SIGKILL)
            self.process.wait(timeout=timeout_s)
            if survivors := _wait_session_empty(sid, timeout_s=timeout_s):
                raise RuntimeError(f"processes {survivors} of server {sid} survived SIGKILL")
        with _live_lock:
            _live_servers.pop(sid, None)

    def __enter__(self) -> ServerHandle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def _stop_live_servers() -> None:
    with _live_lock:
        handles = list(_live_servers.values())
    for handle in handles:
        handle.stop()


atexit.register(_stop_live_servers)


def _raise_terminated(signum: int, frame: object) -> None:
    # Only once: a second SIGTERM must not cut short the clean-up that the first one started.
    # (Ignored at Python level, not with SIG_IGN, which servers started later would inherit.)
    signal.signal(signal.SIGTERM, lambda *_: None)
    raise Terminated(f"terminated by signal {signum}")


def exit_on_sigterm() -> None:
    """Make SIGTERM raise :class:`Terminated` in the main thread, so ``finally`` blocks and atexit
    hooks stop the servers (the default action kills Python on the spot and leaves them running).

    Only replaces the default action, and only from the main thread (where Python runs signal
    handlers); :func:`launch_server` and :func:`launch_servers` call it, so every script that
    starts servers here gets it.
    """
    if (
        threading.current_thread() is threading.main_thread()
        and signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
    ):
        signal.signal(signal.SIGTERM, _raise_terminated)


def server_command(
    model_path: str | os.PathLike,
    port: int,
    *,
    gravity: bool,
    nccl_port: int | None = None,
    extra_args: Sequence[str] = (),
    max_total_tokens: int = 8192,
) -> list[str]:
    cmd = [
        sys.executable,
        "-m",
        "sglang.launch_server",
        "--model-path",
        str(model_path),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--max-total-tokens",
        str(max_total_tokens),
        "--skip-server-warmup",
    ]
    if nccl_port is not None:
        cmd += ["--nccl-port", str(nccl_port)]
    if is_cpu_only():
        # An idle SGLang scheduler busy-polls one core (measured: 101% CPU while idle, 2% with
        # --sleep-on-idle). With an AR and a gravity server side by side on a small CPU
        # machine, the idle one would steal a core from the one being measured.
        cmd += ["--device", "cpu", "--dtype", "float32", "--sleep-on-idle"]
    if gravity:
        cmd += ["--speculative-algorithm", "gravity"]
    return cmd + list(extra_args)


def _dp_size(extra_args: Sequence[str]) -> int:
    """The ``--dp-size`` among a server's extra flags (1 without it)."""
    args = list(extra_args)
    for i, arg in enumerate(args):
        if arg.startswith("--dp-size="):
            return int(arg.split("=", 1)[1])
        if arg == "--dp-size" and i + 1 < len(args):
            return int(args[i + 1])
    return 1


def record_launch(kind: str, cmd: Sequence[str]) -> None:
    """Append one start to the ``SGLANG_GRAVITY_LAUNCH_LOG`` file, if that is set (one line each,
    so concurrent starts and processes append whole records)."""
    path = settings.LAUNCH_LOG.read()
    if not path:
        return
    record = {"kind": kind, "args": list(cmd[3:]), "pid": os.getpid(), "time": time.time()}
    with open(path, "a") as log:
        log.write(json.dumps(record) + "\n")


def read_launches(path: str | os.PathLike) -> list[dict[str, Any]]:
    """The starts recorded in a ``SGLANG_GRAVITY_LAUNCH_LOG`` file (none when it does not exist)."""
    try:
        lines = Path(path).read_text().splitlines()
    except FileNotFoundError:
        return []
    return [json.loads(line) for line in lines if line.strip()]


def _server_env(env: Mapping[str, str] | None, cpus: str | None = None) -> dict[str, str]:
    full_env = dict(os.environ)
    if is_cpu_only():
        full_env["SGLANG_USE_CPU_ENGINE"] = "1"
    if cpus is not None:
        # One OpenMP/torch thread per pinned CPU (more would only contend for them).
        full_env["OMP_NUM_THREADS"] = str(len(cpu_list(cpus)))
    full_env.update(env or {})
    return full_env


def cpu_list(cpus: str) -> list[int]:
    """The CPUs of a ``taskset`` list (``"0-3"``, ``"0,2"``); ``ValueError`` naming a bad one."""
    ids: list[int] = []
    for part in cpus.split(","):
        low, _, high = part.strip().partition("-")
        if not low.isdigit() or (high and not high.isdigit()) or int(high or low) < int(low):
            raise ValueError(f"CPU list {cpus!r}: {part.strip()!r} is not N or N-M (N <= M)")
        ids += range(int(low), int(high or low) + 1)
    available = os.sched_getaffinity(0)
    if missing := sorted(set(ids) - available):
        raise ValueError(f"CPU list {cpus!r}: CPUs {missing} are not available here")
    return ids


def _pinned(cmd: list[str], cpus: str | None) -> list[str]:
    """``cmd`` under ``taskset -c cpus`` (it execs the command, so the pid and session stay
    the server's own); ``cmd`` itself without ``cpus``."""
    if cpus is None:
        return cmd
    cpu_list(cpus)  # a bad list fails here, with its reason, not inside taskset
    return ["taskset", "-c", cpus, *cmd]


def _wait_healthy(
    handle: ServerHandle, timeout_s: float, cancel: threading.Event | None
) -> ServerHandle:
    """Return ``handle`` once it answers ``/health``; stop it and raise if it exits, times out or
    ``cancel`` is set."""
    process = handle.process
    deadline = time.monotonic() + timeout_s
    try:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                log = handle.log_tail()
                raise ServerStartError(
                    f"server exited with code {process.returncode} during start-up:\n{log}",
                    pid=process.pid,
                    log_path=handle.log_path,
                    port_taken=bool(_PORT_TAKEN.search(log)),
                )
            try:
                if requests.get(f"{handle.url}/health", timeout=2).status_code == 200:
                    return handle
            except requests.RequestException:
                pass
            if cancel is None:
                time.sleep(1.0)
            elif cancel.wait(1.0):
                raise StartCancelled(f"start of the server on port {handle.port} cancelled")
        raise ServerStartError(
            f"server did not become healthy in {timeout_s} s:\n{handle.log_tail()}",
            pid=process.pid,
            log_path=handle.log_path,
        )
    except BaseException:
        handle.stop()
        raise


def launch_server(
    model_path: str | os.PathLike,
    *,
    gravity: bool,
    log_path: str | os.PathLike,
    extra_args: Sequence[str] = (),
    env: dict[str, str] | None = None,
    max_total_tokens: int = 8192,
    timeout_s: float = 300.0,
    port: int | None = None,
    attempts: int = 3,
    cancel: threading.Event | None = None,
    cpus: str | None = None,
) -> ServerHandle:
    """Launch a server and wait until it answers ``/health``; raise :class:`ServerStartError`
    with its log if it does not, with nothing of it left running.

    Ports come from :func:`free_port`. When the server exits because one of them was taken in the
    meantime ("address already in use" in its log), it is started again on fresh ports, up to
    ``attempts`` starts in all; the failed start's log is kept as ``<log_path>.attempt<N>``. A
    caller-given ``port`` is used as is, once. ``timeout_s`` applies to each start. Setting
    ``cancel`` (from another thread) stops a start in progress and raises
    :class:`StartCancelled`. ``cpus`` (a ``taskset`` list such as ``"0"`` or ``"2-3"``) pins the
    server and every process it starts to those CPUs, with one compute thread per CPU: how
    several servers share one machine's cores without competing for them.
    """
    exit_on_sigterm()
    log_path = Path(log_path)
    starts = 1 if port else attempts
    for attempt in range(1, starts + 1):
        if cancel is not None and cancel.is_set():
            raise StartCancelled("start cancelled before launch")
        cmd = server_command(
            model_path,
            port or free_port(),
            gravity=gravity,
            # With --dp-size N SGLang gives every DP rank the --nccl-port it is passed, and the
            # ranks' rendezvous stores then collide on it (EADDRINUSE); without the flag it picks
            # a free port per rank, below the ephemeral range.
            nccl_port=None if _dp_size(extra_args) > 1 else free_port(),
            extra_args=extra_args,
            max_total_tokens=max_total_tokens,
        )
        record_launch("server", cmd)
        with open(log_path, "w") as log_file:  # the child writes to its own copy of the fd
            process = subprocess.Popen(
                _pinned(cmd, cpus),
                stdout=log_file,
                stderr=subprocess.STDOUT,
                env=_server_env(env, cpus),
                start_new_session=True,
            )
        handle = ServerHandle(
            process=process, port=int(cmd[cmd.index("--port") + 1]), log_path=log_path, args=cmd
        )
        with _live_lock:
            _live_servers[process.pid] = handle
        try:
            return _wait_healthy(handle, timeout_s, cancel)
        except ServerStartError as error:
            if not error.port_taken or attempt == starts:
                raise
            log_path.rename(log_path.with_name(f"{log_path.name}.attempt{attempt}"))
    raise AssertionError("unreachable")


def launch_servers(configs: Mapping[K, Mapping[str, Any]]) -> dict[K, ServerHandle]:
    """Start one server per entry (keyword arguments of :func:`launch_server`) in parallel.

    All or nothing: when any start fails, or the caller is interrupted (Ctrl-C, SIGTERM) while
    they start, the starts still in progress are cancelled, the servers already healthy are
    stopped, and the first error is raised, with no process of any of them left. The caller owns
    the returned servers; :func:`running_servers` stops them on exit.
    """
    exit_on_sigterm()
    cancel = threading.Event()

    def start(config: Mapping[str, Any]) -> ServerHandle:
        try:
            return launch_server(**config, cancel=cancel)
        except BaseException:
            cancel.set()  # at once, not when the main thread comes to this start's result
            raise

    with ThreadPoolExecutor(max(len(configs), 1)) as pool:
        futures = {name: pool.submit(start, config) for name, config in configs.items()}
        try:
            return {name: future.result() for name, future in futures.items()}
        except BaseException as error:
            cancel.set()
            for future in futures.values():
                with contextlib.suppress(BaseException):  # waits for the start to end
                    future.result().stop()
            if isinstance(error, StartCancelled):  # report the failure that caused it
                for future in futures.values():
                    cause = future.exception()
                    if cause is not None and not isinstance(cause, StartCancelled):
                        raise cause from None
            raise


@contextlib.contextmanager
def running_servers(configs: Mapping[K, Mapping[str, Any]]) -> Iterator[dict[K, ServerHandle]]:
    """:func:`launch_servers`, and stop all of them when the block exits, however it exits."""
    handles = launch_servers(configs)
    try:
        yield handles
    finally:
        for handle in handles.values():
            handle.stop()


def run_startup_expecting_failure(
    model_path: str | os.PathLike,
    *,
    extra_args: Sequence[str] = (),
    timeout_s: float = 240.0,
) -> tuple[int, str]:
    """Run the launch line and return (exit code, output) for start-up refusal tests."""
    cmd = server_command(
        model_path, free_port(), gravity=True, nccl_port=free_port(), extra_args=extra_args
    )
    record_launch("startup-refusal", cmd)
    proc = subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=_server_env(None),
        start_new_session=True,
    )
    handle = ServerHandle(process=proc, port=int(cmd[cmd.index("--port") + 1]), log_path=Path())
    try:
        output, _ = proc.communicate(timeout=timeout_s)
    finally:
        handle.stop()  # a server that did start, or its children, must not outlive the test
    return proc.returncode, output
