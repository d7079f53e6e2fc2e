"""GPU check of gravity's Triton kernels: correctness against their references, then timings.

Run on a machine with one CUDA GPU through ``benchmarks/gpu_check.sh`` (installs nothing): one
command, under 8 minutes on an H100/H200 (``--time-budget-s``, 420 s by default, is when no new
section or configuration starts; the longest configuration is seconds), one report. In order:

1. environment: device, versions, a measured device-to-device copy bandwidth;
2. correctness: ``window_attention_triton`` against ``window_attention_reference`` (dtypes, GQA
   ratios, head dims, K, ragged prefixes, splits, shuffled slots, per-request modes), one CUDA
   graph replayed in both modes, ``accept_and_pack_triton`` against ``round.accept_and_pack``,
   and greedy parity of gravity rounds with AR decoding in a random fp32 decoder;
3. self_test: the kernel checks a server runs at start-up, at GLM-OCR's shapes, timed cold and
   warm (is the server's 1 s budget realistic?);
4. model: one gravity round (draft + verify K-wide passes + acceptance) against one AR decode
   step of a random-weight full-size GLM-OCR decoder (16 layers, hidden 1536, FFN 4608, vocab
   59392) in plain PyTorch, eager and as CUDA graphs, batch 1/8/64, prefix 1k/4k/16k;
5. widths: the width policy's cost model: one pass of that decoder at window width W in
   {1, 2, 3, 5, 9, 17, 33} for batch sizes {1, 2, 4, 8, 16, 32, 64} over a 1k prefix, eager and
   as CUDA graphs; written as ``sglang_gravity.width.cost_table.CostTable`` JSON next to the report
   (``width_costs.json``: the graph timings on a GPU; ``width_costs_eager.json``);
6. kernel timings at GLM-OCR decoder sizes (16 query heads x 128, 8 KV heads, K = 33, bf16;
   prefix 1k/4k/16k x batch 1/8/64): the window kernel against its bytes-moved floor (every KV
   byte read once), flashinfer's paged prefill with a custom mask (when flashinfer imports) and
   PyTorch SDPA on pre-gathered dense KV with a materialised mask; then a small launch-knob sweep.

Prints a summary (checks, self-test time, the round / AR-step ratio at batch 1 and 64, the cost
table) and one table per section, and writes the JSON (``--json``, default
``$OUT/gpu_check.json``) and the same text as ``gpu_check.md`` beside it. Exit status 1 when a
correctness or self-test check fails. ``--dry-run`` runs the same code paths at tiny sizes (on
CPU under ``TRITON_INTERPRET=1``) and exits: it checks the script, not the GPU.

This file is the driver; the sections are modules of ``sglang_gravity.gpu``, importable
here without sglang and without an installed package (``gpu_check.sh`` sets ``PYTHONPATH``).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import math
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

import torch

from sglang_gravity.gpu import correctness, kernel, model, self_test_section, tuning, widths
from sglang_gravity.gpu.common import Context, Section, fmt
from sglang_gravity.gpu.runner import (
    CUT,
    FAILED,
    NOT_STARTED,
    OK,
    SKIPPED,
    PlannedSection,
    RunCut,
    SectionRunner,
)

# In table order (stdout), whatever order --sections names them in; the default runs them in this
# order too, the ones the width policy and the self-test need first.
SECTIONS = {
    "correctness": Section(correctness.run, correctness.print_table),
    "self_test": Section(self_test_section.run, self_test_section.print_table),
    "model": Section(model.run, model.print_table),
    "widths": Section(widths.run, widths.print_table),
    "kernel": Section(kernel.run, kernel.print_table),
    "tuning": Section(tuning.run, tuning.print_table),
}


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line (``gpu_check.sh`` passes its arguments through)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--dry-run",
        action="store_true",
        help="tiny sizes, same code paths (CPU: Triton interpreter); checks the script only",
    )
    parser.add_argument(
        "--json",
        default=None,
        help="where to write the results (default: $OUT/gpu_check.json, else ./gpu_check.json)",
    )
    parser.add_argument(
        "--bandwidth-tbps",
        type=float,
        default=None,
        help="HBM bandwidth for the bytes-moved floor, TB/s (default: datasheet by device "
        "name, H200 4.8, H100 3.35; else the measured copy bandwidth)",
    )
    parser.add_argument(
        "--sections",
        default=",".join(SECTIONS),
        help=f"comma-separated subset of {','.join(SECTIONS)}",
    )
    parser.add_argument(
        "--max-kv-gib",
        type=float,
        default=80.0,
        help="skip model configurations whose 16-layer KV pool exceeds this many GiB",
    )
    parser.add_argument(
        "--time-budget-s",
        type=float,
        default=420.0,
        help="stop starting new sections/configurations after this many seconds (420: the "
        "whole run stays under 8 minutes)",
    )
    return parser.parse_args(argv)


def run_sections(ctx: Context, report: dict[str, Any]) -> bool:
    """Each named section into ``report`` (its rows, wall time, or traceback) through the shared
    runner (``gpu.runner``); False if one raised. A section that would start after the time
    budget is recorded as skipped; a cut by SIGTERM/SIGINT writes what was measured and raises
    ``RunCut``."""
    unknown = [name for name in report["sections"] if name not in SECTIONS]
    if unknown:
        raise SystemExit(f"--sections: unknown {unknown}; known: {', '.join(SECTIONS)}")

    def record(runner: SectionRunner) -> None:
        for name, outcome in runner.outcomes.items():
            if outcome.status == OK:
                report[name] = outcome.result
            elif outcome.status in (SKIPPED, NOT_STARTED, CUT):
                report[name] = [{"skipped": outcome.why or "time budget"}]
            elif outcome.status == FAILED:
                report[f"{name}_error"] = outcome.error
            if outcome.seconds is not None:
                report[f"{name}_wall_s"] = outcome.seconds

    runner = SectionRunner(
        budget_s=ctx.args.time_budget_s,
        started=ctx.started,
        on_change=record,
        on_cut=lambda runner: write_outputs(report, ctx.args.json),
        log=lambda line: print(line.replace("[run]", "[gpu_check]"), flush=True),
    )
    plan = [
        PlannedSection(name, math.inf, lambda t, name=name: SECTIONS[name].run(ctx))
        for name in report["sections"]
    ]
    return runner.run(plan)


def print_tables(report: dict[str, Any]) -> None:
    """The environment line, the summary, then each section's table that has rows."""
    env = report["environment"]
    print(
        f"\n== gravity gpu_check on {env['device']} (torch {env['torch']}, triton "
        f"{env['triton']}, flashinfer {env['flashinfer']}); floor at {env['floor_tbps']:.2f} "
        f"TB/s ({env['floor_bandwidth_source']}), measured copy {fmt(env['copy_tbps'], 2)} TB/s"
    )
    print_summary(report)
    for name, section in SECTIONS.items():
        if report.get(name) and not all("skipped" in row for row in report[name]):
            section.print_table(report)


def round_to_ar_ratios(report: dict[str, Any]) -> list[dict[str, Any]]:
    """One gravity round over one AR step at batch 1 and 64: from the model section (a whole
    round, acceptance included, against the AR step with the window kernel, prefix 1k) and from
    the widths section (two passes at width K against one at width 1). A round must commit
    more tokens than this ratio to beat AR."""
    out = []
    window = report["sizes"]["window"]
    batches = report["sizes"]["width_batches"]
    for bs in (batches[0], batches[-1]):
        row: dict[str, Any] = {"bs": bs}
        for r in report.get("model") or []:
            if r.get("bs") == bs and r.get("prefix") == report["sizes"]["prefixes"][0]:
                for kind in ("graph", "eager"):
                    round_us, ar_us = r.get(f"round_{kind}_us"), r.get(f"ar_triton_{kind}_us")
                    if round_us and ar_us:
                        row[f"model_{kind}"] = round_us / ar_us
        for r in report.get("widths") or []:
            if r.get("bs") == bs:
                for kind in ("graph", "eager"):
                    k_us, one_us = r.get(f"w{window}_{kind}_us"), r.get(f"w1_{kind}_us")
                    if k_us and one_us:
                        row[f"passes_{kind}"] = 2 * k_us / one_us
        out.append(row)
    return out


def print_summary(report: dict[str, Any]) -> None:
    """What a reader needs first: did every check pass, what does a round cost against an AR
    step at batch 1 and 64, and the cost table (printed in full by the widths section)."""
    checks = [c for c in report.get("correctness") or [] if "ok" in c]
    self_checks = [c for c in report.get("self_test") or [] if "name" in c]
    bad = sum(not c["ok"] for c in checks) + sum(not c.get("ok") for c in self_checks)
    total = len(checks) + len(self_checks)
    cut = [n for n in report["sections"] if all("skipped" in r for r in report.get(n) or [{}])]
    print(
        f"\nsummary: {total - bad}/{total} correctness and self-test checks ok; sections "
        f"skipped for time: {cut or 'none'}"
    )
    print("round / AR-step time (a round must commit more tokens than this to beat AR):")
    for row in round_to_ar_ratios(report):
        print(
            f"  bs {row['bs']:>3}: whole round (model) graph {fmt(row.get('model_graph'), 2)}, "
            f"eager {fmt(row.get('model_eager'), 2)}; 2 x pass(K) / pass(1) graph "
            f"{fmt(row.get('passes_graph'), 2)}, eager {fmt(row.get('passes_eager'), 2)}"
        )


def write_outputs(report: dict[str, Any], json_path: str | None) -> Path:
    """The report as JSON, and the width cost tables beside it; returns the report's path."""
    path = Path(json_path or os.path.join(os.environ.get("OUT", "."), "gpu_check.json"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=1, default=str))
    costs = report.get("width_costs") or {}
    if costs:  # the graph timings where there are any: what a server with CUDA graphs sees
        best = "graph" if "graph" in costs else "eager"
        (path.parent / "width_costs.json").write_text(json.dumps(costs[best], indent=1) + "\n")
        if "eager" in costs:
            eager = json.dumps(costs["eager"], indent=1) + "\n"
            (path.parent / "width_costs_eager.json").write_text(eager)
        print(f"[gpu_check] width cost table ({best}): {path.parent / 'width_costs.json'}")
    return path


def main(argv: list[str] | None = None) -> int:
    """Run the check; exit status 0 (all ok), 1 (a check or section failed) or 2 (no GPU)."""
    args = parse_args(argv)
    if not torch.cuda.is_available():
        if not args.dry_run:
            print("gpu_check: no CUDA device; only --dry-run runs without one", file=sys.stderr)
            return 2
        os.environ["TRITON_INTERPRET"] = "1"  # before triton is first imported
    ctx = Context(args)
    report: dict[str, Any] = {
        "environment": ctx.environment(),
        "sizes": asdict(ctx.sizes),
        "sections": [s.strip() for s in args.sections.split(",") if s.strip()],
    }
    try:
        failed = not run_sections(ctx, report)
    except RunCut as cut:
        report["cut"] = str(cut)
        write_outputs(report, args.json)
        print(f"[gpu_check] {cut}; partial report written", flush=True)
        return cut.exit_status
    report["wall_s"] = time.monotonic() - ctx.started
    failed |= any(not c["ok"] for c in report.get("correctness", []) if "ok" in c)
    failed |= any(not c.get("ok") for c in report.get("self_test", []) if "name" in c)
    report["ok"] = not failed
    if report.get("widths"):
        report["width_costs"] = widths.cost_tables(ctx, report["widths"])
    report["round_to_ar"] = round_to_ar_ratios(report)
    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        print_tables(report)
    print(text.getvalue(), end="")
    path = write_outputs(report, args.json)
    status = f"{'OK' if report['ok'] else 'FAILED'} in {report['wall_s']:.0f} s"
    path.with_suffix(".md").write_text(
        f"# gravity gpu_check: {status}\n\n```\n{text.getvalue().strip()}\n```\n"
    )
    print(f"\n[gpu_check] {status}; {path} and {path.with_suffix('.md')}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
