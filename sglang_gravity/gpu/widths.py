"""Section ``widths``: the width policy's cost model, timed on the serving path's kernel.

One pass of the full-size random decoder at window width W in {1, 2, 3, 5, 9, 17, 33} (window
kernel, logits at every row) for batch sizes {1, 2, 4, 8, 16, 32, 64} over a 1k prefix, eager
and as CUDA graphs. ``cost_tables`` turns the rows into ``sglang_gravity.width.cost_table.CostTable`` dicts,
which the driver writes next to the report (``width_costs.json``: the graph timings on a GPU;
``width_costs_eager.json``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import torch

from sglang_gravity.gpu.common import (
    Context,
    Timer,
    empty_cache,
    fmt,
    print_errors,
    time_eager_and_graph,
)
from sglang_gravity.gpu.decoder import PagedKV, RandomDecoder, window_attend
from sglang_gravity.width.cost_table import CostTable


def window_pass(
    ctx: Context, model: RandomDecoder, kv: PagedKV, lens: torch.Tensor, width: int, seed: int
) -> Callable[[], torch.Tensor]:
    """One causal pass of ``width`` tokens per request after ``lens`` (logits at every row)."""
    bs = lens.shape[0]
    gen = torch.Generator(device="cpu").manual_seed(seed)
    tokens = torch.randint(0, ctx.sizes.vocab - 1, (bs * width,), generator=gen).to(ctx.device)
    positions = lens[:, None] + torch.arange(width, device=ctx.device)[None, :]  # [bs, W]
    locs = kv.req_to_token[kv.req_pool_indices[:, None], positions].reshape(-1).long()
    # Verify mode; a draft pass (mask rows bidirectional) moves the same bytes.
    attend = window_attend(ctx, kv, locs, lens, width, ctx.mode_tensors()[1])
    flat_positions = positions.reshape(-1)
    return functools.partial(model.forward, tokens, flat_positions, attend)


def run(ctx: Context) -> list[dict[str, Any]]:
    """Pass time per (batch size, width): the width policy's cost table (``c(W) = t(W)/t(1)``)."""
    sizes, device = ctx.sizes, ctx.device
    model = RandomDecoder(sizes, sizes.layers, torch.bfloat16, device, seed=3)
    timer = Timer(device, iters=sizes.model_iters, warmup=2)
    rows: list[dict[str, Any]] = []
    for bs in sizes.width_batches:
        if ctx.over_budget():
            rows.append({"bs": bs, "skipped": "time budget"})
            continue
        kv = PagedKV.random(model, [sizes.width_prefix] * bs, max(sizes.widths) + 1, device, 4)
        lens = torch.full((bs,), sizes.width_prefix, dtype=torch.int64, device=device)
        row: dict[str, Any] = {"bs": bs, "prefix": sizes.width_prefix}
        for width in sizes.widths:
            fn = window_pass(ctx, model, kv, lens, width, seed=bs * 100 + width)
            time_eager_and_graph(timer, fn, row, f"w{width}", device)
        rows.append(row)
        del kv
        empty_cache(device)
    return rows


def cost_tables(ctx: Context, rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """``CostTable`` dicts per timing kind (eager, graph) from the batch sizes fully timed."""
    widths = ctx.sizes.widths
    tables = {}
    for kind in ("eager", "graph"):
        done = [r for r in rows if all(f"w{w}_{kind}_us" in r for w in widths)]
        if not done:
            continue
        table = CostTable(
            widths=widths,
            batch_sizes=tuple(r["bs"] for r in done),
            seconds=tuple(tuple(r[f"w{w}_{kind}_us"] * 1e-6 for w in widths) for r in done),
            meta={
                "tool": "benchmarks/gpu_check.py widths",
                "model": f"random GLM-OCR decoder, {ctx.sizes.layers} layers, hidden "
                f"{ctx.sizes.hidden}, vocab {ctx.sizes.vocab}",
                "device": ctx.device_name,
                "dtype": "bfloat16",
                "prefix": ctx.sizes.width_prefix,
                "mode": f"{kind}, gravity window kernel",
                "dry_run": ctx.dry_run,
            },
        )
        tables[kind] = table.to_dict()
    return tables


def print_table(report: dict[str, Any]) -> None:
    """Each width's pass time over width 1's, per batch size (graph timings where there are)."""
    widths = report["sizes"]["widths"]
    print(
        f"\nwidth cost model: one decoder pass of width W / one of width 1, prefix "
        f"{report['sizes']['width_prefix']} (graph replay on a GPU, else eager; t(1) in us)"
    )
    print(f"{'bs':>4} " + " ".join(f"{'W=' + str(w):>7}" for w in widths) + f" {'t(1)':>9}")
    for r in report["widths"]:
        if "skipped" in r:
            print(f"{r['bs']:>4}  skipped: {r['skipped']}")
            continue
        kind = "graph" if "w1_graph_us" in r else "eager"
        base = r.get(f"w1_{kind}_us")
        cells = [r.get(f"w{w}_{kind}_us") for w in widths]
        print(
            f"{r['bs']:>4} "
            + " ".join(f"{fmt(c / base if c and base else None, 2):>7}" for c in cells)
            + f" {fmt(base):>9}"
        )
        print_errors(r)
