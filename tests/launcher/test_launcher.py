"""The server launcher: ports that cannot race, and no process left behind.

The cheap tests use stand-in "servers" (shell processes in their own session); the others start
real SGLang servers on the tiny model and look for every process a start may have left with
:func:`_leftovers`.
"""

import inspect
import os
import signal
import socket
import subprocess
import sys
import textwrap
import threading
import time
import uuid
from pathlib import Path

import pytest
import requests

from sglang_gravity.launcher import server
from sglang_gravity.launcher.server import (
    SGLANG_NCCL_PORTS,
    ServerHandle,
    ServerStartError,
    launch_server,
    launch_servers,
    port_pool,
    session_pids,
)

MARKER = "SGLANG_GRAVITY_LAUNCHER_TEST"


def _leftovers(marker: str, folder: Path) -> list[str]:
    """'pid cmdline' of every live process with MARKER=marker in its environment or a file under
    `folder` open.

    Both, because SGLang's scheduler and detokenizer rename themselves (setproctitle), which
    overwrites what /proc shows of their environment; they keep the launcher's stdout, the server
    log, which the tests write under `folder`.
    """
    needle = f"{MARKER}={marker}".encode()
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        proc = Path("/proc", entry)
        try:
            if (proc / "stat").read_text().rsplit(")", 1)[1].split()[0] == "Z":
                continue
            hit = needle in (proc / "environ").read_bytes().split(b"\0") or any(
                os.readlink(fd).startswith(f"{folder}/") for fd in (proc / "fd").iterdir()
            )
            cmdline = (proc / "cmdline").read_bytes().replace(b"\0", b" ").strip()
        except OSError:  # exited meanwhile, or not ours
            continue
        if hit:
            found.append(f"{entry} {cmdline.decode(errors='replace')[:160]}")
    return found


def _held_port() -> socket.socket:
    """A listening socket on a port that free_port could hand out."""
    sock = socket.socket()
    sock.bind(("0.0.0.0", server.free_port()))
    sock.listen()
    return sock


def _ports_then_fresh(monkeypatch, *first: int) -> None:
    """Make free_port return `first` (in order), then fresh ports."""
    queue, fresh = list(first), server.free_port
    monkeypatch.setattr(server, "free_port", lambda: queue.pop(0) if queue else fresh())


def _stand_in(script: str) -> ServerHandle:
    process = subprocess.Popen(["bash", "-c", script], start_new_session=True)
    return ServerHandle(process=process, port=0, log_path=Path(os.devnull))


def test_port_pool_is_below_the_ephemeral_range_and_outside_sglangs_own_band():
    from sglang.srt.utils.network import get_free_port_below_ephemeral

    defaults = inspect.signature(get_free_port_below_ephemeral).parameters
    assert SGLANG_NCCL_PORTS == range(defaults["low"].default, defaults["high"].default + 1)
    assert port_pool(32768) == [range(20000, 22000), range(30000, 32768)]
    assert port_pool(25000) == [range(20000, 22000)]
    assert port_pool(5000) == [range(1024, 65536)]  # too few left: anything, the retry covers it
    ports = [server.free_port() for _ in range(50)]
    assert len(set(ports)) == 50
    assert all(any(port in r for r in port_pool()) for port in ports)


@pytest.mark.subprocess
def test_stop_ends_the_whole_session_even_children_that_ignore_sigterm():
    # The launcher's stand-in exits on SIGTERM; its orphaned child ignores SIGTERM.
    handle = _stand_in("bash -c \"trap '' TERM; sleep 600\" & sleep 600")
    deadline = time.monotonic() + 10
    while len(session_pids(handle.process.pid)) < 3 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert len(session_pids(handle.process.pid)) >= 3
    handle.stop(timeout_s=1)
    assert session_pids(handle.process.pid) == []
    handle.stop(timeout_s=1)  # twice is fine


@pytest.mark.server
def test_a_started_server_is_stopped_when_its_partner_fails(monkeypatch):
    started: list[ServerHandle] = []
    partner_started = threading.Event()

    def fake_launch(*, name, cancel, **_):
        if name == "good":
            started.append(_stand_in("sleep 600"))
            partner_started.set()
            return started[-1]
        partner_started.wait(10)  # fail only once the other one is up
        raise ServerStartError("bogus", pid=0, log_path=Path(os.devnull))

    monkeypatch.setattr(server, "launch_server", fake_launch)
    with pytest.raises(ServerStartError, match="bogus"):
        launch_servers({name: {"name": name} for name in ("good", "bad")})
    assert session_pids(started[0].process.pid) == []


@pytest.mark.server
def test_port_taken_at_bind_time_is_retried_on_fresh_ports(tiny_model_dir, tmp_path, monkeypatch):
    """The issue: the HTTP port is taken while the server loads; it exits at bind, and starts
    again on fresh ports; the failed start leaves nothing behind."""
    marker = uuid.uuid4().hex
    with _held_port() as held:
        taken = held.getsockname()[1]
        _ports_then_fresh(monkeypatch, taken)
        handle = launch_server(
            tiny_model_dir, gravity=False, log_path=tmp_path / "ar.log", env={MARKER: marker}
        )
        try:
            assert handle.port != taken
            assert requests.get(f"{handle.url}/health", timeout=10).status_code == 200
            first_log = (tmp_path / "ar.log.attempt1").read_text()
            assert "address already in use" in first_log and str(taken) in first_log
            running = "\n".join(_leftovers(marker, tmp_path))
            assert "sglang.launch_server" in running and "sglang::scheduler" in running
            assert "sglang::detokenizer" in running  # what the check below must not miss
        finally:
            handle.stop()
    assert _leftovers(marker, tmp_path) == []


@pytest.mark.server
def test_taken_port_on_the_last_attempt_fails_cleanly(tiny_model_dir, tmp_path, monkeypatch):
    """The NCCL port taken (it is bound early, by torch's TCPStore) and no retry left."""
    marker = uuid.uuid4().hex
    with _held_port() as held:
        _ports_then_fresh(monkeypatch, server.free_port(), held.getsockname()[1])
        with pytest.raises(ServerStartError, match="during start-up") as failure:
            launch_server(
                tiny_model_dir,
                gravity=False,
                log_path=tmp_path / "ar.log",
                env={MARKER: marker},
                attempts=1,
            )
    assert failure.value.port_taken
    assert _leftovers(marker, tmp_path) == []


@pytest.mark.server
def test_a_failed_start_cancels_its_partners_start(tiny_model_dir, tmp_path):
    marker = uuid.uuid4().hex
    configs = {
        name: {
            "model_path": tiny_model_dir,
            "gravity": False,
            "log_path": tmp_path / f"{name}.log",
            "extra_args": extra,
            "env": {MARKER: marker},
        }
        for name, extra in (("good", []), ("bad", ["--no-such-flag"]))
    }
    with pytest.raises(ServerStartError, match="no-such-flag"):
        launch_servers(configs)
    assert _leftovers(marker, tmp_path) == []
    # Stopped while it loaded, not waited for until healthy (the bad one fails at argparse).
    assert "Uvicorn running" not in (tmp_path / "good.log").read_text()


DEMO_LIKE = textwrap.dedent(
    """
    import sys, time
    from sglang_gravity.launcher.server import running_servers

    config = {"model_path": sys.argv[1], "gravity": False, "log_path": sys.argv[2]}
    with running_servers({"ar": config}) as servers:
        print("serving", flush=True)
        time.sleep(600)
    """
)


@pytest.mark.subprocess
@pytest.mark.parametrize("when", ["starting", "serving"])
def test_sigterm_stops_the_servers_of_a_demo_like_script(tiny_model_dir, tmp_path, when):
    marker = uuid.uuid4().hex
    log = tmp_path / "ar.log"
    child = subprocess.Popen(
        [sys.executable, "-c", DEMO_LIKE, str(tiny_model_dir), str(log)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, MARKER: marker},
    )
    try:
        if when == "serving":
            assert child.stdout.readline().strip() == "serving"
            assert "sglang::scheduler" in "\n".join(_leftovers(marker, tmp_path))
        else:  # the server's launcher is running, far from healthy
            deadline = time.monotonic() + 60
            while len(_leftovers(marker, tmp_path)) < 2 and time.monotonic() < deadline:
                time.sleep(0.2)
            assert len(_leftovers(marker, tmp_path)) >= 2
        child.send_signal(signal.SIGTERM)
        child.wait(timeout=90)
    finally:
        child.kill()
    assert _leftovers(marker, tmp_path) == [], log.read_text()[-3000:]
