"""A bounded, bursty CPU neighbour: what a shared machine does to a benchmark, on demand.

``workers`` processes spin on the CPU together for a random 0.1-1 s, then rest together for a
random 0-0.5 s (one seeded schedule shared by all, so a burst takes every core it asks for at
once, as a second job's parallel section does), until ``duration_s`` is up. Processes, not
threads: a spinning Python thread holds the GIL and would load one core whatever their number.
Bounded twice: each worker stops itself at its deadline, and :func:`bursty_neighbour` terminates
whatever still runs when its block exits.

    python -m sglang_gravity.testing.neighbour --workers 2 --duration 600   # beside `make demo`
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import signal
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


@dataclass(frozen=True)
class Bursts:
    """The neighbour's schedule: seconds busy and idle, each drawn uniformly per burst."""

    busy_s: tuple[float, float] = (0.1, 1.0)
    idle_s: tuple[float, float] = (0.0, 0.5)

    def __post_init__(self) -> None:
        for lo, hi in (self.busy_s, self.idle_s):
            if not 0.0 <= lo <= hi:
                raise ValueError(f"burst bounds must satisfy 0 <= low <= high: {self}")

    def schedule(self, seed: int, duration_s: float) -> list[tuple[float, float]]:
        """(start, end) of each busy period within ``duration_s``, from time 0."""
        rng = random.Random(seed)
        out, now = [], 0.0
        while now < duration_s:
            busy = rng.uniform(*self.busy_s)
            out.append((now, min(now + busy, duration_s)))
            now += busy + rng.uniform(*self.idle_s)
        return out


def _spin(bursts: Bursts, seed: int, duration_s: float, start: float) -> None:
    """One worker: busy-wait through every busy period of the shared schedule, sleep between."""
    for begin, end in bursts.schedule(seed, duration_s):
        now = time.monotonic() - start
        if now < begin:
            time.sleep(begin - now)
        x = 0
        while time.monotonic() - start < end:
            x = (x * 1103515245 + 12345) & 0xFFFFFFFF  # pure CPU, no memory traffic


@contextmanager
def bursty_neighbour(
    workers: int = 2,
    duration_s: float = 300.0,
    bursts: Bursts = Bursts(),
    seed: int = 0,
) -> Iterator[list[multiprocessing.Process]]:
    """Run the neighbour for at most ``duration_s`` (and no longer than the ``with`` block)."""
    if workers < 1 or duration_s <= 0:
        raise ValueError("the neighbour needs at least one worker and a positive duration")
    context = multiprocessing.get_context("spawn")  # no fork of a process holding torch threads
    start = time.monotonic()
    processes = [
        context.Process(target=_spin, args=(bursts, seed, duration_s, start), daemon=True)
        for _ in range(workers)
    ]
    for process in processes:
        process.start()
    try:
        yield processes
    finally:
        for process in processes:
            if process.is_alive():
                process.terminate()
        for process in processes:
            process.join(timeout=10)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2, help="processes bursting together")
    parser.add_argument("--duration", type=float, default=300.0, help="seconds, at most")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    # A plain SIGTERM (``kill``) must still stop the workers: run the ``finally`` below.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    with bursty_neighbour(args.workers, args.duration, seed=args.seed) as processes:
        for process in processes:
            process.join()


if __name__ == "__main__":
    main()
