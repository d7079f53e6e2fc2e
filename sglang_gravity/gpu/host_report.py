"""The served GPU run's report for people, rendered from the JSON report (``host_run``).

In the order a reader needs it: what ran (each section's status, with the cut ones and the ones
never started), the preflight's verdict (which kernel path and why), then (i) token identity, (ii)
speed, (iii) the round / AR-step ratio and the GPU width default it gives, (iv) the projection to
the published checkpoint, (v) the kernel check and the peers; failures last, with their output.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sglang_gravity.gpu import served

SERVED = ("serve_demo", "serve_full", "serve_full_jit", "deterministic")


def _fmt(value: Any, digits: int = 2) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


@dataclass(frozen=True)
class Column:
    """A Markdown table column: its title, the row key it shows, and how a number prints."""

    title: str
    key: str
    digits: int = 2
    suffix: str = ""
    left: bool = False  # text columns align left

    def text(self, row: dict[str, Any]) -> str:
        value = row.get(self.key)
        if value is None:
            return "-"
        return (
            f"{value:.{self.digits}f}" if isinstance(value, float) else str(value)
        ) + self.suffix


def table(rows: Sequence[dict[str, Any]], columns: Sequence[Column]) -> list[str]:
    """Markdown lines: the header, the rule, one line per row."""
    lines = ["| " + " | ".join(c.title for c in columns) + " |"]
    lines.append("|" + "|".join("---" if c.left else "---:" for c in columns) + "|")
    return lines + [
        "| " + " | ".join(c.text(r) for r in [row] for c in columns) + " |" for row in rows
    ]


def _first_line(section: dict[str, Any]) -> str:
    note = (section.get("error") or section.get("why") or "").splitlines()[:1]
    return note[0][:120] if note else ""


def status_table(report: dict[str, Any]) -> list[str]:
    rows = [
        {
            "section": name,
            "status": s["status"],
            "seconds": s.get("seconds"),
            "note": _first_line(s),
        }
        for name, s in report.get("sections", {}).items()
    ]
    columns = [
        Column("section", "section", left=True),
        Column("status", "status", left=True),
        Column("seconds", "seconds", digits=1),
        Column("note", "note", left=True),
    ]
    return table(rows, columns)


def preflight_lines(report: dict[str, Any]) -> list[str]:
    p = report.get("sections", {}).get("preflight", {})
    if p.get("status") != "ok":
        return []
    lines = ["", f"## Kernel path: {p['kernel_path']}", ""]
    lines += [f"- {reason}" for reason in p.get("reasons", [])]
    tools = p.get("tools", {})
    found = ", ".join(
        f"{k} {v.get('version') or v.get('path') or 'missing'}" for k, v in tools.items()
    )
    lines += ["", f"Tools: {found}."]
    if p.get("compile"):
        c = p["compile"]
        took = f" in {_fmt(c['seconds'], 1)} s" if c.get("seconds") is not None else ""
        lines.append(
            f"One JIT kernel ({c.get('kernel')}) compiled into the run's cache: "
            f"{c.get('status')}{took}."
        )
    return lines


def identity_lines(name: str, s: dict[str, Any]) -> list[str]:
    ident, gravity, test = s["identity"], s["gravity"], s["gravity"]["self_test"]
    return [
        "",
        f"## {name} ({s.get('kernel_path', '?')} kernel path): exact {s['verdict']['exact']}, "
        f"faster {s['verdict']['faster']}",
        "",
        f"{ident['identical']}/{ident['compared']} answers token-identical to AR; "
        f"{ident['near_ties']} near ties, {ident['real_differences']} real differences, "
        f"{ident['unclassified']} unclassified, {ident['errors']} errors.",
        f"Gravity: window K={gravity['window']}, width `{gravity['width']}`, graphs at widths "
        f"{gravity['cuda_graph_widths']}, acceptance `{gravity['acceptance']}`; self-test "
        f"{test['mode']}: {test['passed']} passed, {len(test['failed'] or [])} failed, "
        f"{len(test['skipped'] or [])} skipped in {test['elapsed_s']} s.",
        "Start-up: "
        + "; ".join(
            f"{e} {_fmt(v['start_s'], 1)} s ({v['attention_backend']}, graphs {v['cuda_graphs']}, "
            f"overlap {v['overlap']})"
            for e, v in s["startup"].items()
        )
        + ".",
    ]


SPEED_COLUMNS = [
    Column("concurrency", "concurrency"),
    Column("AR decode tok/s", "ar_decode_tok_s", digits=1),
    Column("gravity decode tok/s", "gravity_decode_tok_s", digits=1),
    Column("decode speed-up", "speedup_decode", digits=2, suffix="x"),
    Column("AR e2e tok/s", "ar_e2e_tok_s", digits=1),
    Column("gravity e2e tok/s", "gravity_e2e_tok_s", digits=1),
    Column("e2e speed-up", "speedup_e2e", digits=2, suffix="x"),
    Column("TPF", "tpf", digits=2),
]
RATIO_COLUMNS = [
    Column("concurrency", "concurrency"),
    Column("batch", "batch"),
    Column("width", "width"),
    Column("rounds timed", "rounds_timed"),
    Column("round ms", "round_ms", digits=2),
    Column("AR step ms", "ar_step_ms", digits=2),
    Column("round / AR step", "ratio", digits=2),
]


def width_default_lines(default: dict[str, Any]) -> list[str]:
    """Per level: the full window or AR steps, tokens a round commits against what it costs."""
    levels = default.get("levels") or {}
    if not levels:
        return []
    parts = [
        f"{level}: {v['choice']} ({v['tokens_per_round']:.1f} tokens a round vs {v['ratio']:.2f})"
        if v.get("choice")
        else f"{level}: not measured"
        for level, v in levels.items()
    ]
    full_at = served.levels_choosing(levels, "full")
    ar_at = served.levels_choosing(levels, "ar")
    if not full_at:
        head = "AR steps at every level measured"
    elif not ar_at:
        head = f"full window up to concurrency {full_at[-1]}"
    else:
        head = (
            f"full window at concurrency {', '.join(map(str, full_at))}, "
            f"AR steps at {', '.join(map(str, ar_at))}"
        )
    return ["", f"Width default from these ratios: {head}; " + "; ".join(parts) + "."]


def served_lines(report: dict[str, Any]) -> list[str]:
    sections = report.get("sections", {})
    done = [(n, sections[n]) for n in SERVED if sections.get(n, {}).get("status") == "ok"]
    lines: list[str] = []
    for name, s in done:  # (i) identity first, for every served section
        lines += identity_lines(name, s)
    if done:
        lines += ["", "## Speed (AR and gravity on the same server build)"]
    for name, s in done:  # (ii)
        rows = [{"concurrency": level, **row} for level, row in s["levels"].items()]
        lines += ["", f"### {name}", "", *table(rows, SPEED_COLUMNS)]
    if done:
        lines += ["", "## A round against an AR step, and the width default it gives"]
    for name, s in done:  # (iii)
        lines += ["", f"### {name}", "", *table(s["round_to_ar_step"], RATIO_COLUMNS)]
        lines += width_default_lines(s.get("width_default") or {})
    jit = report.get("kernel_paths")
    if jit:
        lines += ["", "## The two kernel paths (full-size checkpoint)", ""]
        lines += [f"- {line}" for line in jit]
    projection = report.get("projection")
    if projection:  # (iv)
        lines += [
            "",
            "## Projection to the published checkpoint (a projection, not a measurement)",
            "",
        ]
        lines += [f"- {line}" for line in projection]
    return lines


def tail_lines(report: dict[str, Any]) -> list[str]:
    sections = report.get("sections", {})
    lines: list[str] = []
    k = sections.get("kernels", {})
    if k.get("status") == "ok":  # (v)
        lines += ["", f"## kernels: {k['checks_ok']}/{k['checks']} checks ok"]
    p = sections.get("peers", {})
    if p.get("status") == "ok":
        lines += [
            "",
            "## peers (demo checkpoint; speed-up over the AR passes around each)",
            "",
            "| concurrency | engine | tok/s | speed-up | TPF | accept length |",
            "|---:|---|---:|---:|---:|---:|",
        ]
        for level, row in p["results"].get("levels", {}).items():
            for engine, v in row.items():
                if isinstance(v, dict):
                    lines.append(
                        f"| {level} | {engine} | {_fmt(v.get('tok_per_s'), 1)} "
                        f"| {_fmt(v.get('speedup'))}x | {_fmt(v.get('tpf'))} "
                        f"| {_fmt(v.get('accept_length'))} |"
                    )
        for engine, error in (p["results"].get("not_run") or {}).items():
            lines.append(f"\n- {engine}: not run: `{error}`")
    for name, s in sections.items():
        if s.get("status") in ("failed", "cut"):
            lines += ["", f"## {name}: {s['status']}", "", "```"]
            lines += [(s.get("error") or s.get("why") or "")[-3000:], "```"]
    return lines


def markdown(report: dict[str, Any]) -> str:
    """The whole report as Markdown."""
    cut = report.get("cut")
    lines = [
        f"# gravity served on {report.get('device', '?')} from the offline kit",
        "",
        f"Commit {report.get('commit')}, {report.get('mode')}, {report.get('wall_s')} s of a "
        f"{report.get('budget_s')} s budget." + (f" **Cut: {cut}.**" if cut else ""),
        "",
        *status_table(report),
    ]
    env = report.get("sections", {}).get("environment", {})
    if env.get("status") == "ok":
        kernel = env.get("sgl_kernel") or {}
        lines += [
            "",
            f"torch {env.get('torch')}, triton {env.get('triton')}, transformers "
            f"{env.get('transformers')}, sglang {env['sglang']['version']}, sgl_kernel "
            f"{kernel.get('version') or kernel.get('error')}; gravity registered: "
            f"{env.get('gravity_registered')}.",
        ]
    lines += preflight_lines(report) + served_lines(report) + tail_lines(report)
    return "\n".join(lines) + "\n"
