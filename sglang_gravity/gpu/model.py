"""Section ``model``: one gravity round against one AR decode step of a full-size decoder.

A random-weight GLM-OCR decoder (16 layers, hidden 1536, FFN 4608, vocab 59392) in plain
PyTorch, eager and as CUDA graphs: the round's draft and verify K-wide passes plus acceptance,
against an AR step with the window kernel at K = 1 and with SDPA. Their ratio is the break-even:
the tokens a round must commit to tie AR.
"""

from __future__ import annotations

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
from sglang_gravity.gpu.decoder import (
    PagedKV,
    RandomDecoder,
    ar_step_sdpa,
    ar_step_triton,
    gravity_round,
)


def model_runs(
    ctx: Context,
    model: RandomDecoder,
    kv: PagedKV,
    x0: torch.Tensor,
    lens: torch.Tensor,
    prefix: int,
    mask_id: int,
    modes: tuple[torch.Tensor, torch.Tensor],
) -> dict[str, Callable[[], Any]]:
    """The three timed forwards of one configuration (each repeats the same step: KV writes
    land on the same slots, so every run does identical work)."""
    return {
        "round": lambda: gravity_round(ctx, model, kv, x0, lens, mask_id, modes),
        "ar_triton": lambda: ar_step_triton(ctx, model, kv, x0, lens, modes),
        "ar_sdpa": lambda: ar_step_sdpa(model, kv, x0, lens, prefix),
    }


def run(ctx: Context) -> list[dict[str, Any]]:
    """One row per (batch, prefix); a KV pool over ``--max-kv-gib`` is skipped, not tried."""
    sizes = ctx.sizes
    model = RandomDecoder(sizes, sizes.layers, torch.bfloat16, ctx.device, seed=1)
    timer = Timer(ctx.device, iters=sizes.model_iters, warmup=2)
    rows = []
    for bs in sizes.batches:
        for prefix in sizes.prefixes:
            kv_gib = kv_pool_gib(ctx, bs, prefix)
            if kv_gib > ctx.args.max_kv_gib or ctx.over_budget():
                reason = "time budget" if ctx.over_budget() else f"KV {kv_gib:.1f} GiB"
                rows.append({"bs": bs, "prefix": prefix, "skipped": reason})
                continue
            rows.append(model_row(ctx, model, timer, bs, prefix, kv_gib))
            empty_cache(ctx.device)
    return rows


def kv_pool_gib(ctx: Context, bs: int, prefix: int) -> float:
    """The bf16 KV pool of all layers for ``bs`` requests of ``prefix`` tokens plus a round."""
    s = ctx.sizes
    tokens = bs * (prefix + s.window + 2)
    return s.layers * 2 * tokens * s.kv_heads * s.head_dim * 2 / 2**30


def model_row(
    ctx: Context, model: RandomDecoder, timer: Timer, bs: int, prefix: int, kv_gib: float
) -> dict[str, Any]:
    """The three forwards timed at one shape, and the break-even tokens per round."""
    sizes, device = ctx.sizes, ctx.device
    kv = PagedKV.random(model, [prefix] * bs, sizes.window + 2, device, seed=2)
    lens = torch.full((bs,), prefix, dtype=torch.int64, device=device)
    x0 = torch.randint(0, sizes.vocab - 1, (bs,), device=device)
    runs = model_runs(ctx, model, kv, x0, lens, prefix, sizes.vocab - 1, ctx.mode_tensors())
    row: dict[str, Any] = {"bs": bs, "prefix": prefix, "kv_gib": kv_gib}
    for name, fn in runs.items():
        time_eager_and_graph(timer, fn, row, name, device)
    kind = "graph" if device.type == "cuda" else "eager"
    ar = [row.get(f"ar_{a}_{kind}_us") for a in ("triton", "sdpa")]
    ar = [t for t in ar if t is not None]
    if ar and row.get(f"round_{kind}_us") is not None:
        # A round must commit this many tokens to beat AR (AR commits one per step).
        row["break_even_tokens_per_round"] = row[f"round_{kind}_us"] / min(ar)
    return row


def print_table(report: dict[str, Any]) -> None:
    """Round and AR step times per shape, graph and eager, with the break-even."""
    print("\nGLM-OCR decoder, random weights, bf16: one gravity round vs one AR step (us)")
    print(
        f"{'bs':>4} {'prefix':>7} {'round':>9} {'round g':>9} {'AR tri g':>9} "
        f"{'AR sdpa g':>9} {'AR tri e':>9} {'AR sdpa e':>9} {'break-even':>10}"
    )
    for r in report["model"]:
        if "skipped" in r:
            print(f"{r['bs']:>4} {r['prefix']:>7}  skipped: {r['skipped']}")
            continue
        print(
            f"{r['bs']:>4} {r['prefix']:>7} {fmt(r.get('round_eager_us')):>9} "
            f"{fmt(r.get('round_graph_us')):>9} {fmt(r.get('ar_triton_graph_us')):>9} "
            f"{fmt(r.get('ar_sdpa_graph_us')):>9} {fmt(r.get('ar_triton_eager_us')):>9} "
            f"{fmt(r.get('ar_sdpa_eager_us')):>9} "
            f"{fmt(r.get('break_even_tokens_per_round'), 2):>10}"
        )
        print_errors(r)
    print("  (g = CUDA graph, e = eager; break-even = tokens a round must commit to tie AR)")
