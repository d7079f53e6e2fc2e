"""What else the machine ran while a request was served: the other processes' CPU, from ``/proc``.

A request timed on a shared machine measures the engine plus whatever a neighbour took from it.
:class:`CpuMeter` reads, around a request, the CPU seconds the whole machine spent busy
(``/proc/stat``) and those of our own processes (the servers' sessions and this client,
``/proc/<pid>/stat``); the difference is the neighbour's. Over the request's wall time that is
how many cores the neighbour used meanwhile: 0 on a quiet machine, up to the core count beside a
busy one. Resolution is the kernel's clock tick (usually 10 ms), so on a 50 ms request one tick of
other work reads as 0.2 cores. Linux only: elsewhere (no ``/proc``) it measures nothing (None).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sglang_gravity.launcher.server import session_pids

PROC = Path("/proc")


def _ticks_per_second() -> float:
    try:
        return float(os.sysconf("SC_CLK_TCK"))
    except (ValueError, OSError, AttributeError):
        return 100.0


def machine_busy_s(proc: Path = PROC) -> float | None:
    """CPU seconds the machine spent busy since boot, all cores together (``/proc/stat``'s first
    line, every field but idle and iowait); None without ``/proc``."""
    try:
        fields = (proc / "stat").read_text().splitlines()[0].split()
    except (OSError, IndexError):
        return None
    if not fields or fields[0] != "cpu":
        return None
    ticks = [int(v) for v in fields[1:9]]  # user nice system idle iowait irq softirq steal
    busy = sum(ticks) - ticks[3] - ticks[4]
    return busy / _ticks_per_second()


def processes_cpu_s(pids: Sequence[int], proc: Path = PROC) -> float:
    """CPU seconds (user + system, all threads) of these processes since each started; one that
    exited meanwhile counts 0."""
    total = 0
    for pid in pids:
        try:
            stat = (proc / str(pid) / "stat").read_text()
        except OSError:
            continue
        # Fields after the command name (which may hold spaces and parentheses): utime and stime
        # are the 12th and 13th of them (fields 14 and 15 of proc(5)).
        after = stat.rsplit(")", 1)[1].split()
        total += int(after[11]) + int(after[12])
    return total / _ticks_per_second()


@dataclass
class CpuMeter:
    """The neighbour's cores during a piece of work: ``ours`` lists our processes (called at
    each reading, since servers start children); everything else on the machine is the
    neighbour."""

    ours: Callable[[], Sequence[int]]
    proc: Path = PROC

    @classmethod
    def for_sessions(cls, sessions: Sequence[int]) -> CpuMeter:
        """Our processes: every process of these sessions (a server launched in its own session,
        ``launcher.server``) and this one."""
        return cls(lambda: [os.getpid(), *(p for s in sessions for p in session_pids(s))])

    def reading(self) -> tuple[float, float] | None:
        """(machine busy seconds, ours) now; None where ``/proc`` is not there."""
        busy = machine_busy_s(self.proc)
        if busy is None:
            return None
        return busy, processes_cpu_s(self.ours(), self.proc)

    @staticmethod
    def neighbour_cores(
        before: tuple[float, float] | None, after: tuple[float, float] | None, wall_s: float
    ) -> float | None:
        """Cores the other processes used on average between two readings ``wall_s`` apart."""
        if before is None or after is None or wall_s <= 0:
            return None
        others = (after[0] - before[0]) - (after[1] - before[1])
        return max(0.0, others) / wall_s
