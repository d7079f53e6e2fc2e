"""Write a benchmark's results: JSON for tools, Markdown for people, plots for both.

Every report carries :func:`environment`, so a number can be traced to the machine, versions and
commit that produced it. Plots need matplotlib (the ``bench`` extra), imported only when one is
drawn.
"""

from __future__ import annotations

import dataclasses
import json
import os
import platform
import subprocess
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from sglang_gravity.bench.metrics import mean
from sglang_gravity.launcher.server import is_cpu_only

ENGINE_COLORS = {"ar": "tab:blue", "gravity": "tab:orange"}


def fmt(value: float | None, digits: int = 2) -> str:
    """A number for a table; ``n/a`` where it could not be measured."""
    return "n/a" if value is None else f"{value:.{digits}f}"


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
