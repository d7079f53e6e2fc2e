"""Child processes of a GPU run: run one with a timeout, and stop every process a run started.

Every child of a run (and every server it starts) inherits ``SGLANG_GRAVITY_HOST_RUN`` with the run's mark,
so a section cut by its timeout, or a run cut by a signal, leaves nothing behind
(:func:`stop_marked`) and nothing else is touched.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from sglang_gravity import settings
from sglang_gravity.repository import REPO_ROOT


@dataclass
class Ran:
    """One child process: its command, exit status (None: killed at its timeout) and output."""

    cmd: list[str]
    returncode: int | None
    seconds: float
    output: str

    def tail(self, lines: int = 40) -> str:
        return "\n".join(self.output.splitlines()[-lines:])


def marked_pids(mark: str) -> list[int]:
    """Processes whose environment carries ``SGLANG_GRAVITY_HOST_RUN=mark`` (Linux ``/proc``)."""
    needle = f"{settings.HOST_RUN.name}={mark}".encode()
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0"):
                pids.append(int(entry.name))
        except OSError:
            continue
    return pids


def stop_marked(mark: str, grace_s: float = 15.0) -> list[int]:
    """End every process of this run still alive (SIGTERM, then SIGKILL after ``grace_s``):
    a section's servers must not hold the GPU for the next one."""
    pids = marked_pids(mark)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + grace_s
        while time.monotonic() < deadline and (pids := marked_pids(mark)):
            time.sleep(0.5)
        if not pids:
            break
    return pids


def run(cmd: Sequence[str], timeout_s: float, log: Path, env: dict[str, str]) -> Ran:
    """Run ``cmd`` from the checkout, its output to ``log`` (and kept), at most ``timeout_s``:
    then SIGTERM (the check and benchmarks stop their servers on it), SIGKILL 20 s later."""
    log.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with open(log, "w") as sink:
        child = subprocess.Popen(
            list(cmd), cwd=REPO_ROOT, env=env, stdout=sink, stderr=subprocess.STDOUT, text=True
        )
        try:
            returncode: int | None = child.wait(timeout=max(timeout_s, 1.0))
        except subprocess.TimeoutExpired:
            child.terminate()
            try:
                child.wait(timeout=20)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
            returncode = None
    return Ran(list(cmd), returncode, time.monotonic() - started, log.read_text(errors="replace"))
