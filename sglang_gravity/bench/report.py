"""Write a benchmark's results: JSON for tools, Markdown for people, plots for both.

The one report builder of the benchmarks and the check: a Markdown table is columns (a title, a
value read off each row, its format) over rows (:func:`table`), the identity with AR reads the
same everywhere (:func:`identity_summary`), numbers print through :func:`fmt`. Every report
carries :func:`environment`, so a number can be traced to the machine, versions and commit that
produced it. Plots need matplotlib (the ``bench`` extra), imported only when one is drawn.
"""

from __future__ import annotations

import dataclasses
import json
import os
import platform
import subprocess
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from sglang_gravity.bench.metrics import mean
from sglang_gravity.launcher.server import is_cpu_only

ENGINE_COLORS = {"ar": "tab:blue", "gravity": "tab:orange"}


def fmt(value: float | None, digits: int = 2) -> str:
    """A number for a table; ``n/a`` where it could not be measured."""
    return "n/a" if value is None else f"{value:.{digits}f}"


@dataclasses.dataclass(frozen=True)
class Column:
    """One column of a Markdown table: its title, its cell read off a row, and how it prints
    (``digits`` for a number, ``suffix`` such as ``x`` for a ratio; text as it is)."""

    title: str
    cell: Callable[[Any], Any]
    digits: int = 2
    suffix: str = ""
    left: bool = False  # text columns align left, numbers right

    def text(self, row: Any) -> str:
        value = self.cell(row)
        if isinstance(value, float) or value is None:
            return fmt(value, self.digits) + ("" if value is None else self.suffix)
        return f"{value}{self.suffix}"


def table(
    columns: Sequence[Column], rows: Iterable[Any], *, title: str = "", intro: str = ""
) -> list[str]:
    """A Markdown table (under ``## title`` with ``intro`` when given), one line per row."""
    lines = ["", f"## {title}", ""] if title else [""]
    if intro:
        lines += [intro, ""]
    lines.append("| " + " | ".join(c.title for c in columns) + " |")
    lines.append("|" + "|".join("---" if c.left else "---:" for c in columns) + "|")
    lines += ["| " + " | ".join(c.text(row) for c in columns) + " |" for row in rows]
    return lines


def identity_summary(
    identity: Mapping[str, Any],
    *,
    unit: str,
    mismatch: Callable[[Mapping[str, Any]], str],
    limit: int = 20,
) -> list[str]:
    """Token identity with AR (``metrics.identity_counts`` plus its mismatches) for people:
    gravity's answers, then AR's other passes (the engine's own nondeterminism), then the first
    ``limit`` mismatches, each described by ``mismatch``."""
    lines = ["", "## Token identity", ""]
    if identity["gravity_compared"]:
        lines.append(
            f"gravity vs AR: {identity['gravity_identical']}/{identity['gravity_compared']} "
            f"{unit} identical."
        )
    else:
        lines.append("gravity vs AR: not compared (needs both engines).")
    if identity["ar_compared"]:
        lines.append(
            f"AR vs AR (other passes): {identity['ar_identical']}/{identity['ar_compared']} "
            "identical."
        )
    shown = identity["mismatches"][:limit]
    lines += [f"- MISMATCH {mismatch(m)}" for m in shown]
    if len(identity["mismatches"]) > limit:
        lines.append(f"- ... {len(identity['mismatches']) - limit} more in results.json")
    return lines


def joined(values: Iterable[float | None], digits: int) -> str:
    """Several passes' numbers in one cell."""
    return ", ".join(fmt(v, digits) for v in values)


def write_json(path: Path, data: Any, indent: int = 2) -> None:
    path.write_text(json.dumps(data, indent=indent) + "\n")


def write_jsonl(path: Path, records: Iterable[Any]) -> None:
    """One dataclass record per line: every request of a run, for analysis after the fact."""
    with open(path, "w") as f:
        for record in records:
            f.write(json.dumps(dataclasses.asdict(record)) + "\n")


def _version(module: str) -> str | None:
    try:
        return __import__(module).__version__
    except ImportError:
        return None


def _git_commit() -> str | None:
    try:
        commit = subprocess.run(
            ["git", "-C", str(Path(__file__).resolve().parent), "describe", "--always", "--dirty"],
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    return commit or None


def environment(gpu_label: str = "gpu") -> dict[str, Any]:
    """Machine, versions and commit of a run; ``device`` is ``cpu`` or ``gpu_label``."""
    return {
        "device": "cpu" if is_cpu_only() else gpu_label,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu_count": os.cpu_count(),
        # what servers launched from here inherit (None: torch's default, one thread per core)
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
        "sglang": _version("sglang"),
        "torch": _version("torch"),
        "git": _git_commit(),
    }


def plot_by_concurrency(
    summaries: Sequence[dict[str, Any]],
    panels: Sequence[tuple[str, str]],
    path: Path,
    *,
    xlabel: str,
    title: str,
    labels: Mapping[int, tuple[float, str]] | None = None,
) -> str:
    """One panel per ``(summary key, axis label)`` against concurrency, both engines: a dot per
    pass, a line through the means. ``labels`` annotates the first panel (level -> (y, text)),
    e.g. with the speed-up. Returns the file name."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 4), squeeze=False)
    levels = sorted({s["concurrency"] for s in summaries})
    for engine, color in ENGINE_COLORS.items():
        passes = [s for s in summaries if s["engine"] == engine]
        mine = sorted({s["concurrency"] for s in passes})
        for ax, (key, _) in zip(axes[0], panels):
            points = [(s["concurrency"], s[key]) for s in passes if s[key] is not None]
            if points:
                ax.scatter(*zip(*points), color=color, alpha=0.4, s=16)
            if mine:
                means = [mean(s[key] for s in passes if s["concurrency"] == c) for c in mine]
                ax.plot(mine, means, marker="o", color=color, label=engine)
    for level, (y, text) in (labels or {}).items():
        axes[0][0].annotate(text, (level, y), textcoords="offset points", xytext=(4, 6))
    for ax, (_, label) in zip(axes[0], panels):
        if len(levels) > 1:
            ax.set_xscale("log", base=2)
        ax.set_xticks(levels, [str(c) for c in levels])
        ax.set_xlabel(xlabel)
        ax.margins(x=0.15, y=0.15)
        ax.set_ylabel(label)
        ax.grid(alpha=0.3)
        ax.legend()
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path.name
