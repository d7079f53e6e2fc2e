"""Section ``kernel``: the window kernel's time against its bytes-moved floor and two baselines.

At GLM-OCR decoder sizes (16 query heads x 128, 8 KV heads, K = 33, bf16; prefix 1k/4k/16k x
batch 1/8/64): the window kernel (CUDA-graph replay: GPU time without the Python launch path)
against the floor of reading every KV byte once at the HBM bandwidth, flashinfer's paged prefill
with a custom mask (when flashinfer imports) and PyTorch SDPA on pre-gathered dense KV with a
materialised mask.
"""

from __future__ import annotations

import functools
import time
from typing import Any

import torch
import torch.nn.functional as F

from sglang_gravity.decoding.round import DRAFT_MODE, window_attention_mask
from sglang_gravity.gpu.common import (
    Context,
    Sizes,
    Timer,
    capture_graph,
    empty_cache,
    fmt,
    run_window,
)
from sglang_gravity.kernels.device_checks import relative_error
from sglang_gravity.kernels.paged_inputs import PagedWindowInputs, paged_window_inputs


def window_bytes(bs: int, prefix: int, sizes: Sizes, element_size: int) -> int:
    """Bytes a perfect kernel moves: every KV byte once, Q in, O out, one slot id per key."""
    keys = bs * (prefix + sizes.window)
    kv = keys * sizes.kv_heads * 2 * sizes.head_dim * element_size
    qo = bs * sizes.window * sizes.q_heads * 2 * sizes.head_dim * element_size
    return kv + qo + keys * 4


def run(ctx: Context) -> list[dict[str, Any]]:
    """One row per (batch, prefix) until the time budget runs out."""
    sizes = ctx.sizes
    timer = Timer(ctx.device, iters=sizes.kernel_iters)
    rows = []
    for bs in sizes.batches:
        for prefix in sizes.prefixes:
            if ctx.over_budget():
                rows.append({"bs": bs, "prefix": prefix, "skipped": "time budget"})
                continue
            rows.append(kernel_row(ctx, timer, bs, prefix))
            empty_cache(ctx.device)
    return rows


def kernel_row(ctx: Context, timer: Timer, bs: int, prefix: int) -> dict[str, Any]:
    """The window kernel at one shape, its floor, and the baselines on the same batch."""
    sizes, device, wa = ctx.sizes, ctx.device, ctx.window_attention
    batch = paged_window_inputs(
        [prefix] * bs,
        sizes.window,
        q_heads=sizes.q_heads,
        kv_heads=sizes.kv_heads,
        head_dim=sizes.head_dim,
        dtype=torch.bfloat16,
        device=device,
        seed=bs * 7 + prefix,
        draw_on_device=True,
    )
    out = torch.empty(
        (bs * sizes.window, sizes.q_heads, sizes.head_dim), dtype=torch.bfloat16, device=device
    )
    launch = functools.partial(run_window, wa, batch, ctx.mode_tensors()[0], out=out)
    eager = timer(launch)
    # The graph replay is the kernels' GPU time (no Python launch path in it).
    ours = timer(capture_graph(launch).replay) if device.type == "cuda" else eager
    floor_bytes = window_bytes(bs, prefix, sizes, 2)
    splits = wa.pick_num_splits(
        bs, sizes.q_heads, sizes.kv_heads, sizes.window, wa.launch_target(device)
    )
    row: dict[str, Any] = {
        "bs": bs,
        "prefix": prefix,
        "gravity_us": ours["median_us"],
        "gravity_p10_p90_us": [ours["p10_us"], ours["p90_us"]],
        "gravity_eager_us": eager["median_us"],
        "num_splits": splits,
        "bytes": floor_bytes,
        "floor_us": floor_bytes / ctx.bandwidth * 1e6,
        "achieved_tbps": floor_bytes / (ours["median_us"] * 1e-6) / 1e12,
    }
    row["of_floor"] = row["floor_us"] / ours["median_us"]
    row.update(sdpa_timing(batch, timer))
    row.update(flashinfer_timing(ctx, batch, timer))
    return row


def dense_masked_inputs(batch: PagedWindowInputs) -> tuple[torch.Tensor, ...]:
    """SDPA's inputs for a uniform-prefix batch: q folded to [bs, Hkv, G*K, D] (GQA without
    copying KV), K/V gathered once to dense [bs, Hkv, L, D], and the [G*K, L] bool mask."""
    bs, window = batch.prefix_lens.shape[0], batch.window
    prefix = int(batch.prefix_lens[0])
    q_heads, kv_heads = batch.query.shape[1], batch.k_cache.shape[1]
    group = q_heads // kv_heads
    q = batch.query.view(bs, window, kv_heads, group, -1).permute(0, 2, 3, 1, 4)
    q = q.reshape(bs, kv_heads, group * window, -1)
    slots = batch.req_to_token[:, : prefix + window].long()
    k = batch.k_cache[slots].transpose(1, 2).contiguous()
    v = batch.v_cache[slots].transpose(1, 2).contiguous()
    mask = window_attention_mask(prefix, window, DRAFT_MODE).to(q.device).repeat(group, 1)
    return q, k, v, mask


def sdpa_timing(batch: PagedWindowInputs, timer: Timer) -> dict[str, Any]:
    """PyTorch SDPA with a materialised mask: what a plain attention backend would cost."""
    try:
        q, k, v, mask = dense_masked_inputs(batch)
        timing = timer(lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask))
        return {"sdpa_us": timing["median_us"]}
    except Exception as exc:  # a baseline that cannot run is reported, not fatal
        return {"sdpa_error": f"{type(exc).__name__}: {exc}"[:300]}


def flashinfer_timing(ctx: Context, batch: PagedWindowInputs, timer: Timer) -> dict[str, Any]:
    """flashinfer's paged prefill with a custom mask (SGLang's masked-attention path), its plan
    time apart, and its output against the window kernel's."""
    if ctx.flashinfer is None:
        return {"flashinfer_error": ctx.flashinfer_error}
    try:
        device, window = ctx.device, batch.window
        prefixes = batch.prefix_lens.tolist()
        kv_lens = torch.tensor([p + window for p in prefixes], dtype=torch.int32)
        kv_indptr = torch.zeros(len(prefixes) + 1, dtype=torch.int32)
        kv_indptr[1:] = torch.cumsum(kv_lens, 0)
        kv_indices = torch.cat([batch.req_to_token[i, : int(n)] for i, n in enumerate(kv_lens)]).to(
            device
        )
        qo_indptr = torch.arange(0, len(prefixes) + 1, dtype=torch.int32) * window
        mask = torch.cat(
            [window_attention_mask(p, window, DRAFT_MODE).flatten() for p in prefixes]
        ).to(device)
        workspace = torch.empty(256 << 20, dtype=torch.uint8, device=device)
        wrapper = ctx.flashinfer.BatchPrefillWithPagedKVCacheWrapper(workspace, "NHD")
        t0 = time.perf_counter()
        wrapper.plan(
            qo_indptr.to(device),
            kv_indptr.to(device),
            kv_indices,
            torch.ones(len(prefixes), dtype=torch.int32, device=device),
            batch.query.shape[1],
            batch.k_cache.shape[1],
            batch.query.shape[2],
            1,
            custom_mask=mask,
            sm_scale=batch.scaling,
            q_data_type=batch.query.dtype,
            kv_data_type=batch.k_cache.dtype,
        )
        torch.cuda.synchronize()
        plan_us = (time.perf_counter() - t0) * 1e6
        paged = (batch.k_cache.unsqueeze(1), batch.v_cache.unsqueeze(1))
        out = wrapper.run(batch.query, paged)
        draft = ctx.mode_tensors()[0]
        error = relative_error(out, run_window(ctx.window_attention, batch, draft).float())
        timing = timer(lambda: wrapper.run(batch.query, paged))
        return {
            "flashinfer_us": timing["median_us"],
            "flashinfer_plan_us": plan_us,
            "flashinfer_vs_gravity_rel_err": error,
        }
    except Exception as exc:
        return {"flashinfer_error": f"{type(exc).__name__}: {exc}"[:300]}


def print_table(report: dict[str, Any]) -> None:
    """Per (batch, prefix): the kernel, its floor, and the baselines, in microseconds."""
    print(
        f"\nwindow attention, bf16, K={report['sizes']['window']} (us, median; gravity: "
        "CUDA-graph replay, eager in the JSON)"
    )
    print(
        f"{'bs':>4} {'prefix':>7} {'gravity':>9} {'floor':>8} {'%floor':>7} {'TB/s':>6} "
        f"{'splits':>6} {'flashinf':>9} {'fi plan':>9} {'sdpa':>9}"
    )
    for r in report["kernel"]:
        if "skipped" in r:
            print(f"{r['bs']:>4} {r['prefix']:>7}  skipped: {r['skipped']}")
            continue
        print(
            f"{r['bs']:>4} {r['prefix']:>7} {fmt(r['gravity_us']):>9} {fmt(r['floor_us']):>8} "
            f"{fmt(100 * r['of_floor']):>7} {fmt(r['achieved_tbps'], 2):>6} "
            f"{r['num_splits']:>6} {fmt(r.get('flashinfer_us')):>9} "
            f"{fmt(r.get('flashinfer_plan_us')):>9} {fmt(r.get('sdpa_us')):>9}"
        )
    errors = {r.get("flashinfer_error") for r in report["kernel"]} - {None}
    for error in errors:
        print(f"  flashinfer: {error}")
