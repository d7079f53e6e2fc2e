"""Every ``SGLANG_GRAVITY_*`` setting, declared once: its type, default, allowed values, meaning.

Gravity's settings are environment variables, not server flags: SGLang's argument parser is
SGLang's (a plugin cannot add flags to ``launch_server`` without patching it), and a variable
reaches every process SGLang spawns unchanged. As SGLang's own ``sglang.srt.environ`` does for its
variables, each one is a typed :class:`Setting` here, read everywhere through it
(``WIDTH.read(env)``), so a bad value is refused the same way wherever it is read: a
``ValueError`` that names the variable, the value and what it accepts (the start-up refusal's
type, as for SGLang's own flags).
The server reads them all once at start-up (:func:`check_server_settings`), before any model
loads.

``docs/serving.md`` lists the server settings; ``python -m sglang_gravity.settings`` prints that
table from this registry, and a test compares the two.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

T = TypeVar("T")

AUTO = "auto"
FULL = "full"
SELF_TEST_MODES = ("fallback", "fatal", "off")
_TRUE = ("1", "true", "on", "yes")
_FALSE = ("0", "false", "off", "no")


@dataclass(frozen=True)
class Setting(Generic[T]):
    """One environment variable: how its text is parsed, its default, what it means.

    ``parse`` gets the value stripped of blanks and raises ``ValueError`` with what was expected;
    an unset or blank variable is unset (``read`` gives None, ``get`` the default).
    """

    name: str
    parse: Callable[[str], T]
    default: T | None
    default_text: str  # the default as the documentation states it (some depend on the server)
    meaning: str  # one line, Markdown
    scope: Literal["server", "tool"] = "server"

    def text(self, env: Mapping[str, str] | None = None) -> str | None:
        """The value as set, stripped; None when unset or blank."""
        value = (os.environ if env is None else env).get(self.name)
        if value is None or not value.strip():
            return None
        return value.strip()

    def read(self, env: Mapping[str, str] | None = None) -> T | None:
        """The parsed value, None when unset; a ``ValueError`` naming the variable and value."""
        value = self.text(env)
        if value is None:
            return None
        try:
            return self.parse(value)
        except ValueError as exc:
            raw = (os.environ if env is None else env).get(self.name)
            raise ValueError(f"{self.name}={raw!r}: {exc}") from exc

    def get(self, env: Mapping[str, str] | None = None) -> T:
        """The parsed value, or the declared default when unset."""
        value = self.read(env)
        if value is None:
            if self.default is None:
                raise LookupError(f"{self.name} has no fixed default: use read()")
            return self.default
        return value


def _flag(value: str) -> bool:
    lowered = value.lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise ValueError("expected 1 or 0")


def _integer(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise ValueError("expected an integer") from None


def _count(value: str) -> int:
    number = _integer(value)
    if number < 0:
        raise ValueError("expected an integer >= 0")
    return number


def _width_list(value: str) -> tuple[int, ...]:
    """Comma-separated widths in the order given (repeats kept: a cycle may repeat a width)."""
    try:
        widths = tuple(int(part) for part in value.split(",") if part.strip())
    except ValueError:
        raise ValueError("expected comma-separated integers") from None
    if not widths or any(width < 1 for width in widths):
        raise ValueError("widths must be >= 1")
    return widths


def _width(value: str) -> str | int:
    lowered = value.lower()
    if lowered in (AUTO, FULL):
        return lowered
    try:
        return int(lowered)
    except ValueError:
        raise ValueError(f"expected an integer, {AUTO!r} or {FULL!r}") from None


def _self_test_mode(value: str) -> str:
    lowered = value.lower()
    if lowered not in SELF_TEST_MODES:
        raise ValueError(f"expected one of {', '.join(SELF_TEST_MODES)}")
    return lowered


def _seconds(value: str) -> float:
    try:
        seconds = float(value)
    except ValueError:
        seconds = math.nan
    if not seconds >= 0:  # also NaN
        raise ValueError("expected seconds, a number >= 0")
    return seconds


def _path(value: str) -> str:
    return value


WIDTH: Setting[str | int] = Setting(
    "SGLANG_GRAVITY_WIDTH",
    _width,
    None,
    "`auto` on CPU and without CUDA graphs, `full` under them",
    "the window width of each step: `auto`, `full` (K) or a number "
    "([below](#window-width-per-step))",
)
WIDTHS: Setting[tuple[int, ...]] = Setting(
    "SGLANG_GRAVITY_WIDTHS",
    _width_list,
    None,
    "`1,5,9,17,33`",
    "the candidate widths of `auto` (each capped at K; 1 must stay allowed)",
)
MIN_WIDTH: Setting[int] = Setting(
    "SGLANG_GRAVITY_MIN_WIDTH", _integer, 1, "1", "the narrowest width `auto` may run"
)
MAX_WIDTH: Setting[int] = Setting(
    "SGLANG_GRAVITY_MAX_WIDTH", _integer, None, "K", "the widest width `auto` may run"
)
WIDTH_COSTS: Setting[str] = Setting(
    "SGLANG_GRAVITY_WIDTH_COSTS",
    _path,
    None,
    "unset",
    "a cost table (JSON) used as `auto`'s prior for widths and batch sizes the server has not "
    "measured yet; implies `auto`",
)
WIDTH_LOG_EVERY: Setting[int] = Setting(
    "SGLANG_GRAVITY_WIDTH_LOG_EVERY",
    _count,
    1000,
    "1000",
    "log the widths `auto` chose, the acceptance, the step times and where each cost comes from "
    "every N decode steps (0: never)",
)
WIDTH_GRAPHS: Setting[bool] = Setting(
    "SGLANG_GRAVITY_WIDTH_GRAPHS",
    _flag,
    True,
    "1",
    "under CUDA graphs, capture a graph set for each width other than K that may run (0: run "
    "them eagerly)",
)
WIDTH_CYCLE: Setting[tuple[int, ...]] = Setting(
    "SGLANG_GRAVITY_WIDTH_CYCLE",
    _width_list,
    None,
    "unset",
    "widths in turn, one per step, whatever the statistics say (a test setting)",
)
CPU_OVERLAP: Setting[bool] = Setting(
    "SGLANG_GRAVITY_CPU_OVERLAP",
    _flag,
    False,
    "unset",
    "`1`: keep SGLang's overlap scheduler on a CPU engine ([below](#the-overlap-scheduler))",
)
ALLOW_LOCAL_MEDIA: Setting[bool] = Setting(
    "SGLANG_GRAVITY_ALLOW_LOCAL_MEDIA",
    _flag,
    False,
    "unset",
    "`1`: let clients name local files as media ([Media safety](#media-safety))",
)
SELF_TEST: Setting[str] = Setting(
    "SGLANG_GRAVITY_SELF_TEST",
    _self_test_mode,
    "fallback",
    "`fallback`",
    "the start-up self-test of the kernels and CUDA graphs: `fallback` (a failed part is taken "
    "out of service), `fatal` (refuse to start), `off` ([gpu.md](gpu.md#the-start-up-self-test))",
)
SELF_TEST_BUDGET_S: Setting[float] = Setting(
    "SGLANG_GRAVITY_SELF_TEST_BUDGET_S",
    _seconds,
    None,
    "1 on a GPU, 60 on CPU",
    "seconds within which the self-test's extended kernel checks may start; the essential ones "
    "and the graph checks always run",
)
TRACE_DIR: Setting[str] = Setting(
    "SGLANG_GRAVITY_TRACE_DIR",
    _path,
    None,
    "unset",
    "write every round of every request to `DIR/rounds-<pid>.jsonl` (a debugging and test aid: "
    "it syncs the host every round)",
)
STEP_TRACE_DIR: Setting[str] = Setting(
    "SGLANG_GRAVITY_STEP_TRACE_DIR",
    _path,
    None,
    "unset",
    "write every decode step's width, batch, start time and accepted counts to "
    "`DIR/steps-<pid>.jsonl` ([below](#window-width-per-step))",
)
CHECK_RELAY: Setting[bool] = Setting(
    "SGLANG_GRAVITY_CHECK_RELAY",
    _flag,
    False,
    "unset",
    "`1`: under overlap, check every round that SGLang's relayed `x0` equals the one gravity "
    "carried (tests)",
)
LAUNCH_LOG: Setting[str] = Setting(
    "SGLANG_GRAVITY_LAUNCH_LOG",
    _path,
    None,
    "unset",
    "the launcher appends one line per server it starts (the tests count their launches so)",
    scope="tool",
)
HOST_RUN: Setting[str] = Setting(
    "SGLANG_GRAVITY_HOST_RUN",
    _path,
    None,
    "unset",
    "the mark the served GPU run gives its processes, to stop them all",
    scope="tool",
)
TEST_DESELECT: Setting[str] = Setting(
    "SGLANG_GRAVITY_TEST_DESELECT",
    _path,
    None,
    "unset",
    "a file of pytest node ids the test run deselects (the mutation run's)",
    scope="tool",
)

ALL: tuple[Setting, ...] = (
    WIDTH,
    WIDTHS,
    MIN_WIDTH,
    MAX_WIDTH,
    WIDTH_COSTS,
    WIDTH_LOG_EVERY,
    WIDTH_GRAPHS,
    WIDTH_CYCLE,
    CPU_OVERLAP,
    ALLOW_LOCAL_MEDIA,
    SELF_TEST,
    SELF_TEST_BUDGET_S,
    TRACE_DIR,
    STEP_TRACE_DIR,
    CHECK_RELAY,
    LAUNCH_LOG,
    HOST_RUN,
    TEST_DESELECT,
)
SERVER: tuple[Setting, ...] = tuple(s for s in ALL if s.scope == "server")
BY_NAME: dict[str, Setting] = {s.name: s for s in ALL}


def check_server_settings(env: Mapping[str, str] | None = None) -> None:
    """Parse every server setting once (start-up): the first bad one raises, by name."""
    for setting in SERVER:
        setting.read(env)


def markdown_table(settings: tuple[Setting, ...] = SERVER) -> str:
    """The settings table of ``docs/serving.md``."""
    lines = ["| variable | default | effect |", "|---|---|---|"]
    lines += [f"| `{s.name}` | {s.default_text} | {s.meaning} |" for s in settings]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.stdout.write(markdown_table() + "\n")
