"""A served GPU run cut at its limit still returns what it measured: the host run (dry run, CPU)
is sent SIGTERM while its preflight compiles, and its report on disk says what ran, what was
running and what never started; no process of the run is left behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from sglang_gravity.repository import REPO_ROOT

pytestmark = pytest.mark.subprocess  # starts a child process


def _report(path) -> dict:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):  # not written yet, or being written
        return {}


@pytest.mark.parametrize("reader", ["listening", "gone"])
def test_sigterm_writes_the_partial_report_and_stops_the_children(tmp_path, reader) -> None:
    """``gone``: whatever read the run's output was killed first (a wrapper, a terminal), so
    every line the run prints then fails; the report must not."""
    out, work = tmp_path / "out", tmp_path / "work"
    cmd = [
        sys.executable, "-m", "sglang_gravity.gpu.host_run", "--dry-run", "--out", str(out),
        "--work", str(work), "--sections", "environment,preflight,inputs",
    ]  # fmt: skip
    child = subprocess.Popen(
        cmd, cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    report_path = out / "gpu_serve.json"
    deadline = time.monotonic() + 300
    # the event: the report on disk says the preflight is running (its compile takes seconds)
    while _report(report_path).get("running") != "preflight":
        assert child.poll() is None, child.stdout.read()
        assert time.monotonic() < deadline, "the preflight never started"
        time.sleep(0.2)
    compile_pids = _preflight_children(work)
    if reader == "gone":
        child.stdout.close()
    child.send_signal(signal.SIGTERM)
    if reader == "gone":
        child.wait(timeout=120)
        output = "cut by SIGTERM"  # nothing can be read; the report is what counts
    else:
        output, _ = child.communicate(timeout=120)
    assert child.returncode == 128 + signal.SIGTERM, output
    report = _report(report_path)
    sections = report["sections"]
    assert sections["environment"]["status"] == "ok"
    assert sections["preflight"] == {
        "status": "cut",
        "seconds": sections["preflight"]["seconds"],
        "why": "SIGTERM while it ran",
    }
    assert sections["inputs"] == {"status": "not started", "why": "SIGTERM before it started"}
    assert report["cut"] == "cut by SIGTERM" and report["running"] is None
    text = (out / "gpu_serve.md").read_text()
    assert "**Cut: cut by SIGTERM.**" in text and "| inputs | not started |" in text
    assert "cut by SIGTERM" in output
    assert compile_pids, "the preflight's compile was not found running"
    assert not [p for p in compile_pids if _alive(p)], "the preflight's compile outlived the run"


def _preflight_children(work) -> list[int]:
    """The preflight's compile probe: a process of the run (its mark is in the environment of
    every child) running ``offline_kit.probe``."""
    log = work / "logs" / "preflight-jit.log"
    deadline = time.monotonic() + 60
    while not log.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    pids = []
    for pid in [int(n) for n in os.listdir("/proc") if n.isdigit()]:
        try:
            env = open(f"/proc/{pid}/environ", "rb").read()
            cmdline = open(f"/proc/{pid}/cmdline", "rb").read()
        except OSError:
            continue
        if b"SGLANG_GRAVITY_HOST_RUN=" in env and b"offline_kit.probe" in cmdline:
            pids.append(pid)
    return pids


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie no one reaped is not running
        return open(f"/proc/{pid}/stat").read().split()[2] != "Z"
    except OSError:
        return False
