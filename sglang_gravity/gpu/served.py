"""What the served GPU run derives from a check report: its summary, the round / AR-step ratio per
batch size from the step traces, the GPU width default that ratio gives, the two kernel paths
compared, and the projection to the published checkpoint. Pure functions over dicts and tuples.
"""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# The published GravityOCR on one H100 (docs/design.md section 5): decode tok/s at batch 1 on
# OmniDocBench pages, on region crops, and its tokens per forward on pages.
PUBLISHED_PAGE_TOK_S = 1047.0
PUBLISHED_CROP_TOK_S = 3057.0
PUBLISHED_TPF = 9.7


def step_periods(trace_dir: Path) -> list[tuple[int, int, float]]:
    """(width, batch size, seconds to the next step's start) of each traced decode step of a
    gravity server (``SGLANG_GRAVITY_STEP_TRACE_DIR``), the scheduler's loop period: steps followed
    by a prefill or an idle gap (more than 10x the median period) are left out."""
    rows: list[tuple[int, int, float]] = []
    for path in sorted(trace_dir.glob("steps-*.jsonl")):
        steps = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        steps.sort(key=lambda s: s["start"])
        raw = []
        for step, after in zip(steps, steps[1:]):
            if after.get("after_prefill") or not step["start"] or not after["start"]:
                continue
            raw.append((int(step["width"]), len(step["rids"]), after["start"] - step["start"]))
        if raw:
            typical = statistics.median(p for _, _, p in raw)
            rows += [r for r in raw if 0 < r[2] <= 10 * typical]
    return rows


def round_to_ar_step(
    periods: Sequence[tuple[int, int, float]], ar_ms_per_token: dict[int, float | None]
) -> list[dict[str, Any]]:
    """One gravity round against one AR step, per concurrency level: the median loop period of
    gravity's widest traced steps at that level's batch size (the full window K unless the width
    policy chose narrower ones) over AR's decode time per token there (an AR step commits one
    token per request). A round must commit more tokens than this ratio for gravity to beat AR."""
    cells: dict[tuple[int, int], list[float]] = defaultdict(list)
    for width, batch, seconds in periods:
        if width > 1:
            cells[(batch, width)].append(seconds)
    out = []
    for level, ar_ms in sorted(ar_ms_per_token.items()):
        # the batch a pass at this level ran at most: its own, or the largest below it
        batches = [b for b, _ in cells if b <= level]
        row: dict[str, Any] = {"concurrency": level, "ar_step_ms": ar_ms}
        if batches and ar_ms:
            batch = max(batches)
            width = max(w for b, w in cells if b == batch)
            round_ms = 1000 * statistics.median(cells[(batch, width)])
            row.update(
                batch=batch,
                width=width,
                rounds_timed=len(cells[(batch, width)]),
                round_ms=round_ms,
                ratio=round_ms / ar_ms,
            )
        out.append(row)
    return out


def width_default(
    ratios: Sequence[dict[str, Any]], tpf_by_level: dict[int, float | None]
) -> dict[str, Any]:
    """The GPU width default the measured ratios give. At a batch size the full window beats AR
    steps when a round commits more tokens (2 x TPF: a round is two forwards) than a round costs
    AR steps (the ratio); otherwise plain AR steps are faster. Returns, per concurrency level,
    ``full`` or ``ar`` with both numbers; the levels of each choice; and ``full_up_to``, the
    largest level up to which every measured level chose the full window (None when the lowest
    chose AR steps: a default cannot start with the full window there)."""
    levels: dict[str, Any] = {}
    chosen: dict[int, str] = {}
    for row in ratios:
        level, ratio = row["concurrency"], row.get("ratio")
        tpf = tpf_by_level.get(level)
        if ratio is None or tpf is None:
            levels[str(level)] = {"choice": None, "why": "not measured"}
            continue
        per_round = 2 * tpf
        choice = "full" if per_round > ratio else "ar"
        levels[str(level)] = {"choice": choice, "tokens_per_round": per_round, "ratio": ratio}
        chosen[level] = choice
    full_up_to = None
    for level in sorted(chosen):
        if chosen[level] != "full":
            break
        full_up_to = level
    return {
        "levels": levels,
        "full_up_to": full_up_to,
        "full_at": levels_choosing(levels, "full"),
        "ar_at": levels_choosing(levels, "ar"),
    }


def levels_choosing(levels: dict[str, Any], choice: str) -> list[int]:
    """The concurrency levels of ``width_default``'s ``levels`` that chose ``choice``, sorted
    (read off the levels, so a report saved before ``full_at``/``ar_at`` existed renders too)."""
    return sorted(int(level) for level, v in levels.items() if v.get("choice") == choice)


def kernel_path_lines(torch_path: dict[str, Any], jit_path: dict[str, Any]) -> list[str]:
    """The JIT path's decode tok/s against the PyTorch fallback's, per level and engine."""
    lines = []
    for level, fallback in torch_path.get("levels", {}).items():
        jit = jit_path.get("levels", {}).get(level)
        if not jit:
            continue
        for engine in ("ar", "gravity"):
            a, b = fallback.get(f"{engine}_decode_tok_s"), jit.get(f"{engine}_decode_tok_s")
            if a and b:
                lines.append(
                    f"concurrency {level}, {engine}: {a:.1f} tok/s on PyTorch's fused ops, "
                    f"{b:.1f} on SGLang's JIT kernels ({100 * (b / a - 1):+.1f}%)"
                )
    return lines


def projection_lines(full: dict[str, Any], dtype: str = "bfloat16") -> list[str]:
    """Gravity's decode speed at batch 1 projected to the published checkpoint's acceptance:
    the same architecture decodes AR at the measured speed, and a round that costs ``ratio`` AR
    steps commits 2 x TPF tokens, so tok/s = AR tok/s x 2 x TPF / ratio."""
    level = full.get("levels", {}).get("1")
    ratio = next(
        (r.get("ratio") for r in full.get("round_to_ar_step", []) if r["concurrency"] == 1), None
    )
    if not level or not level.get("ar_decode_tok_s") or not ratio:
        return []
    ar = level["ar_decode_tok_s"]
    projected = ar * 2 * PUBLISHED_TPF / ratio
    return [
        f"measured here: AR {ar:.1f} tok/s at concurrency 1 on the full-size checkpoint (random "
        f"weights, {dtype}), a round = {ratio:.2f} AR steps",
        f"with the published TPF {PUBLISHED_TPF} (pages): {ar:.1f} x 2 x {PUBLISHED_TPF} / "
        f"{ratio:.2f} = {projected:.0f} tok/s, against the published {PUBLISHED_PAGE_TOK_S:.0f} "
        f"(pages) and {PUBLISHED_CROP_TOK_S:.0f} (crops) tok/s",
        "a projection: the published checkpoint was not served here; its acceptance, prefill and "
        "output lengths differ from the random-weight checkpoint's",
    ]


def summarize_check(
    report: dict[str, Any], periods: Sequence[tuple[int, int, float]]
) -> dict[str, Any]:
    """What the host report keeps of a check report: verdicts, identity, rates, TPF, start-up,
    the round / AR-step ratio and the width default it gives."""
    gravity = report["servers"].get("gravity", {})
    entry = gravity.get("gravity") or {}
    test = entry.get("self_test") or {}
    levels, ar_ms, tpf = {}, {}, {}
    for level, row in report["levels"].items():
        levels[level] = {
            "ar_decode_tok_s": row["ar"]["decode_tok_per_s"],
            "gravity_decode_tok_s": row["gravity"]["decode_tok_per_s"],
            "ar_e2e_tok_s": row["ar"]["e2e_tok_per_s"],
            "gravity_e2e_tok_s": row["gravity"]["e2e_tok_per_s"],
            "speedup_decode": row["speedup_decode"],
            "speedup_e2e": row["speedup_e2e"],
            "tpf": row["gravity"]["tpf"],
            "requests": row["gravity"]["requests"],
            "errors": row["ar"]["errors"] + row["gravity"]["errors"],
        }
        tok_s = row["ar"]["decode_tok_per_s"]
        ar_ms[int(level)] = 1000 / tok_s if tok_s else None
        tpf[int(level)] = row["gravity"]["tpf"]
    identity = report["identity"]
    keep = ("compared", "identical", "near_ties", "real_differences", "unclassified", "errors")
    ratios = round_to_ar_step(periods, ar_ms)
    return {
        "verdict": report["verdict"],
        "identity": {k: identity[k] for k in keep},
        "divergences": identity["divergences"][:10],
        "levels": levels,
        "tpf_by_type": report["tpf_by_type"],
        "startup": {
            engine: {
                "start_s": server.get("start_s"),
                "attention_backend": server.get("attention_backend"),
                "cuda_graphs": server.get("device") != "cpu"
                and server.get("disable_cuda_graph") is False,
                "overlap": server.get("disable_overlap_schedule") is False,
                "dtype": server.get("dtype"),
            }
            for engine, server in report["servers"].items()
        },
        "gravity": {
            "window": entry.get("window"),
            "width": entry.get("width"),
            "cuda_graph_widths": entry.get("cuda_graph_widths"),
            "acceptance": entry.get("acceptance"),
            "self_test": {
                k: test.get(k)
                for k in ("mode", "passed", "failed", "skipped", "elapsed_s", "fallbacks")
            },
        },
        "round_to_ar_step": ratios,
        "width_default": width_default(ratios, tpf),
        "notes": report.get("notes", []),
    }
