"""Section ``tuning``: a small sweep of the window kernel's launch knobs at two GLM-OCR shapes.

Block sizes, warps and stages (and ``block_m`` 64: GLM-OCR's 66 (row, head) pairs as two tiles of
64 instead of one of 128), each against the default launch: whether the defaults leave speed
behind.
"""

from __future__ import annotations

from typing import Any

import torch

from sglang_gravity.gpu.common import Context, Timer, empty_cache, fmt, run_window
from sglang_gravity.kernels.paged_inputs import paged_window_inputs

# block_m 64: GLM-OCR's 66 (row, head) pairs as two tiles of 64 instead of one of 128
# (half the padded MMA rows, the KV read twice).
KNOBS = [(n, w, s, None) for n in (32, 64) for w in (4, 8) for s in (2, 3)]
KNOBS += [(n, w, 3, 64) for n in (32, 64) for w in (4, 8)]


def run(ctx: Context) -> list[dict[str, Any]]:
    """Every knob setting at each shape until the time budget runs out (two in a dry run)."""
    sizes = ctx.sizes
    timer = Timer(ctx.device, iters=max(2, sizes.kernel_iters // 2))
    shapes = [(1, sizes.prefixes[-1]), (sizes.batches[-1], sizes.prefixes[1])]
    knobs = KNOBS[:1] + KNOBS[-1:] if ctx.dry_run else KNOBS
    rows = []
    for bs, prefix in shapes:
        rows += sweep_shape(ctx, timer, bs, prefix, knobs)
        empty_cache(ctx.device)
    return rows


def sweep_shape(
    ctx: Context, timer: Timer, bs: int, prefix: int, knobs: list[tuple[int, int, int, int | None]]
) -> list[dict[str, Any]]:
    """The default launch, then each knob setting, on one batch; a setting that fails to
    compile or launch is a row with its error."""
    sizes, wa = ctx.sizes, ctx.window_attention
    draft = ctx.mode_tensors()[0]
    batch = paged_window_inputs(
        [prefix] * bs,
        sizes.window,
        q_heads=sizes.q_heads,
        kv_heads=sizes.kv_heads,
        head_dim=sizes.head_dim,
        dtype=torch.bfloat16,
        device=ctx.device,
        seed=3,
        draw_on_device=True,
    )
    default = timer(lambda: run_window(wa, batch, draft))["median_us"]
    rows: list[dict[str, Any]] = []
    for block_n, warps, stages, block_m in knobs:
        if ctx.over_budget():
            break
        tuning = wa.WindowTuning(
            block_n=block_n, num_warps=warps, num_stages=stages, block_m=block_m
        )
        row: dict[str, Any] = {"bs": bs, "prefix": prefix}
        try:
            t = timer(lambda tu=tuning: run_window(wa, batch, draft, tuning=tu))
            row.update(block_n=block_n, num_warps=warps, num_stages=stages, block_m=block_m)
            row.update(us=t["median_us"], default_us=default)
        except Exception as exc:
            row.update(knobs=[block_n, warps, stages, block_m], error=str(exc)[:200])
        rows.append(row)
    return rows


def print_table(report: dict[str, Any]) -> None:
    """The fastest knobs per shape against the default launch."""
    best: dict[tuple[int, int], dict[str, Any]] = {}
    for r in report["tuning"]:
        key = (r["bs"], r["prefix"])
        if "us" in r and (key not in best or r["us"] < best[key]["us"]):
            best[key] = r
    for (bs, prefix), r in best.items():
        print(
            f"\ntuning bs{bs} prefix {prefix}: default {fmt(r['default_us'])} us, fastest swept "
            f"{fmt(r['us'])} us at block_n={r['block_n']} warps={r['num_warps']} "
            f"stages={r['num_stages']} block_m={r['block_m'] or 'default'}"
        )
