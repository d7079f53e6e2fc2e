"""One section runner for every GPU run: a plan of sections, each within its share of a budget,
its outcome recorded, and a report that survives a cut.

Both GPU commands are a list of sections run in order (``gpu.kernel_check``: in process; ``gpu.host_run``:
each a child process). The runner gives each section ``min(its cap, what is left of the
budget)``, records what it returned or raised (one failed section never stops the others), skips
a section that would start with less than ``min_section_s`` left, and calls ``on_change`` after
every change, so the caller's report on disk is always current.

A run is cut from outside too: the device's time limit, a ``timeout`` wrapper, Ctrl-C. While
``run`` is in progress, SIGTERM and SIGINT end the running section as ``cut``, mark every section
after it ``not started``, call ``on_change`` (the report on disk then says what ran, what was
running and what never started) and then ``on_cut`` (the caller stops its children), and the run
raises ``RunCut``; the command exits with 128 + the signal's number.
"""

from __future__ import annotations

import signal
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

PENDING, RUNNING, OK, FAILED, SKIPPED, CUT, NOT_STARTED = (
    "pending",
    "running",
    "ok",
    "failed",
    "skipped",
    "cut",
    "not started",
)


@dataclass(frozen=True)
class PlannedSection:
    """One section of a plan: its name, its cap in seconds (the budget may leave it less) and
    its body, called with the seconds it may take; what it returns is its result."""

    name: str
    cap_s: float
    body: Callable[[float], Any]


@dataclass
class Outcome:
    """What became of one section."""

    name: str
    status: str = PENDING
    seconds: float | None = None  # wall time, for the sections that started
    result: Any = None
    error: str | None = None  # failed: the exception and the end of its traceback
    why: str | None = None  # skipped, cut, not started: the reason

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"status": self.status}
        for key in ("seconds", "error", "why"):
            if getattr(self, key) is not None:
                out[key] = getattr(self, key)
        if isinstance(self.result, dict):
            out.update(self.result)
        elif self.result is not None:
            out["result"] = self.result
        return out


class RunCut(Exception):
    """The run was cut by a signal; the report was written before this was raised."""

    def __init__(self, signum: int) -> None:
        super().__init__(f"cut by {signal.Signals(signum).name}")
        self.signum = signum

    @property
    def exit_status(self) -> int:
        return 128 + self.signum


class _Interrupted(BaseException):
    """Raised inside the running section by the signal handler (not an Exception, so that a
    section's own ``except Exception`` does not swallow it)."""

    def __init__(self, signum: int) -> None:
        self.signum = signum


@dataclass
class SectionRunner:
    """Runs plans within ``budget_s`` seconds from ``started`` (``time.monotonic()``)."""

    budget_s: float
    on_change: Callable[[SectionRunner], None] = lambda runner: None
    on_cut: Callable[[SectionRunner], None] = lambda runner: None
    min_section_s: float = 0.0
    started: float = field(default_factory=time.monotonic)
    log: Callable[[str], None] = lambda line: print(line, flush=True)
    outcomes: dict[str, Outcome] = field(default_factory=dict)

    @property
    def elapsed_s(self) -> float:
        return time.monotonic() - self.started

    @property
    def remaining_s(self) -> float:
        return self.budget_s - self.elapsed_s

    @property
    def running(self) -> str | None:
        return next((o.name for o in self.outcomes.values() if o.status == RUNNING), None)

    def as_dict(self) -> dict[str, dict[str, Any]]:
        """Every planned section's outcome, in plan order (pending ones included)."""
        return {name: outcome.as_dict() for name, outcome in self.outcomes.items()}

    def run(self, plan: Sequence[PlannedSection]) -> bool:
        """Run the plan's sections in order; True when every one of them ran and returned."""
        for section in plan:
            self.outcomes.setdefault(section.name, Outcome(section.name))
        handlers = {}
        for signum in (signal.SIGTERM, signal.SIGINT):
            handlers[signum] = signal.signal(signum, _raise_interrupted)
        try:
            for section in plan:
                self._run_one(section)
        except _Interrupted as cut:
            self._cut(plan, cut.signum)
            raise RunCut(cut.signum) from None
        finally:
            for signum, handler in handlers.items():
                signal.signal(signum, handler)
        return all(self.outcomes[s.name].status == OK for s in plan)

    def _run_one(self, section: PlannedSection) -> None:
        outcome = self.outcomes[section.name]
        left = self.remaining_s
        if left < max(self.min_section_s, 1.0):
            outcome.status, outcome.why = SKIPPED, f"{max(left, 0):.0f} s of the budget left"
            self._say(f"[run] {section.name}: skipped ({outcome.why})")
            self.on_change(self)
            return
        timeout = min(section.cap_s, left)
        outcome.status = RUNNING
        self._say(f"[run] {section.name} (up to {timeout:.0f} s) ...")
        self.on_change(self)
        t0 = time.monotonic()
        try:
            outcome.result = section.body(timeout)
            outcome.status = OK
        except SectionSkipped as skip:
            outcome.status, outcome.why = SKIPPED, str(skip)
        except Exception as exc:  # one failed section must not stop the others
            outcome.status = FAILED
            outcome.error = f"{type(exc).__name__}: {exc}"
            if not isinstance(exc, SectionFailed):
                outcome.error += "\n" + traceback.format_exc()[-2000:]
        finally:
            outcome.seconds = round(time.monotonic() - t0, 1)
        self._say(f"[run] {section.name}: {outcome.status} in {outcome.seconds} s")
        if outcome.error:
            self._say(outcome.error)
        self.on_change(self)

    def _cut(self, plan: Sequence[PlannedSection], signum: int) -> None:
        name = signal.Signals(signum).name
        for section in plan:
            outcome = self.outcomes[section.name]
            if outcome.status == RUNNING:
                outcome.status, outcome.why = CUT, f"{name} while it ran"
            elif outcome.status == PENDING:
                outcome.status, outcome.why = NOT_STARTED, f"{name} before it started"
        # the report first: stopping children can take seconds that a second signal may not
        # leave, and the terminal or pipe the log goes to may be gone already
        self.on_change(self)
        self._say(f"[run] cut by {name} after {self.elapsed_s:.0f} s")
        self.on_cut(self)
        self.on_change(self)

    def _say(self, line: str) -> None:
        """Log a line; a closed stdout (the caller that read it was killed) loses the line,
        never the run or its report."""
        try:
            self.log(line)
        except OSError:
            pass


def _raise_interrupted(signum: int, frame: object) -> None:
    raise _Interrupted(signum)


class SectionFailed(RuntimeError):
    """A section could not produce its result; the message says why (no traceback needed)."""


class SectionSkipped(Exception):
    """A section that does not apply to this run (the message says why): recorded as skipped."""
