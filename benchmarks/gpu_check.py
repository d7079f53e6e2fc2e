"""GPU check of gravity's Triton kernels: correctness against their references, then timings.

Run on a machine with one CUDA GPU through ``benchmarks/gpu_check.sh`` (installs nothing). In
order, each section bounded by ``--time-budget-s``:

1. environment: device, versions, a measured device-to-device copy bandwidth;
2. correctness: ``window_attention_triton`` against ``window_attention_reference`` (dtypes, GQA
   ratios, head dims, K, ragged prefixes, splits, shuffled slots, per-request modes), one CUDA
   graph replayed in both modes, ``accept_and_pack_triton`` against ``round.accept_and_pack``,
   and greedy parity of gravity rounds with AR decoding in a random fp32 decoder;
3. kernel timings at GLM-OCR decoder sizes (16 query heads x 128, 8 KV heads, K = 33, bf16;
   prefix 1k/4k/16k x batch 1/8/64): the window kernel against its bytes-moved floor (every KV
   byte read once), flashinfer's paged prefill with a custom mask (when flashinfer imports) and
   PyTorch SDPA on pre-gathered dense KV with a materialised mask; a small launch-knob sweep;
4. one gravity round (draft + verify K-wide passes + acceptance) against one AR decode step of a
   random-weight full-size GLM-OCR decoder (16 layers, hidden 1536, FFN 4608, vocab 59392) in
   plain PyTorch, eager and as CUDA graphs;
5. the width policy's cost model: one pass of that decoder at window width W in {1, 5, 9, 17, 33}
   (window kernel, logits at every row) for batch sizes {1, 4, 16, 32, 64} over a 1k prefix,
   eager and as CUDA graphs; written as ``sglang_gravity.width.policy.CostTable`` JSON next to
   the report (``width_costs.json``: the graph timings on a GPU; ``width_costs_eager.json``).

Prints one table per section and writes everything as JSON (``--json``, default
``$OUT/gpu_check.json``). Exit status 1 when a correctness check fails. ``--dry-run`` runs the
same code paths at tiny sizes (on CPU under ``TRITON_INTERPRET=1``) and exits: it checks the
script, not the GPU.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import os
import platform
import statistics
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# Datasheet HBM bandwidth, bytes/s, by device-name fragment (the floor's default).
DATASHEET_BANDWIDTH = {"H200": 4.8e12, "H100": 3.35e12}


@dataclass(frozen=True)
class Sizes:
    """Attention and decoder shapes of one run (GLM-OCR's, or tiny ones for --dry-run)."""

    q_heads: int
    kv_heads: int
    head_dim: int
    window: int  # K = B + 1
    prefixes: tuple[int, ...]
    batches: tuple[int, ...]
    layers: int
    hidden: int
    ffn: int
    vocab: int
    rope_dim: int
    kernel_iters: int
    model_iters: int
    parity_layers: int
    parity_rounds: int
    widths: tuple[int, ...]  # window widths of the cost-model calibration (1 = an AR pass)
    width_batches: tuple[int, ...]
    width_prefix: int


GLM_OCR = Sizes(
    q_heads=16,
    kv_heads=8,
    head_dim=128,
    window=33,
    prefixes=(1024, 4096, 16384),
    batches=(1, 8, 64),
    layers=16,
    hidden=1536,
    ffn=4608,
    vocab=59392,
    rope_dim=64,
    kernel_iters=40,
    model_iters=10,
    parity_layers=4,
    parity_rounds=4,
    widths=(1, 5, 9, 17, 33),
    width_batches=(1, 4, 16, 32, 64),
    width_prefix=1024,
)
TINY = Sizes(
    q_heads=4,
    kv_heads=2,
    head_dim=32,
    window=5,
    prefixes=(24, 70),
    batches=(1, 2),
    layers=2,
    hidden=64,
    ffn=96,
    vocab=101,
    rope_dim=16,
    kernel_iters=2,
    model_iters=2,
    parity_layers=2,
    parity_rounds=2,
    widths=(1, 3, 5),
    width_batches=(1, 2),
    width_prefix=24,
)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
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
        default="correctness,kernel,tuning,model,widths",
        help="comma-separated subset of correctness,kernel,tuning,model,widths",
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
        default=480.0,
        help="stop starting new sections/configurations after this many seconds",
    )
    return parser.parse_args(argv)


# --- timing ----------------------------------------------------------------------------------


class Timer:
    """Median of many runs: CUDA events on a GPU, wall clock on CPU (dry runs only: those
    numbers mean nothing). With ``flush`` a 512 MiB write precedes each run: it evicts L2 and
    keeps the GPU busy while the host launches, so the events time the GPU, not the launch."""

    def __init__(self, device: torch.device, iters: int, warmup: int = 3) -> None:
        self.device = device
        self.iters = iters
        self.warmup = warmup
        self._flush = (
            torch.empty(512 << 20, dtype=torch.uint8, device=device)
            if device.type == "cuda"
            else None
        )

    def __call__(self, fn: Callable[[], Any], flush: bool = True) -> dict[str, float]:
        for _ in range(self.warmup):
            fn()
        times_us: list[float] = []
        if self.device.type == "cuda":
            events = []
            for _ in range(self.iters):
                if flush:
                    self._flush.zero_()
                start, end = (
                    torch.cuda.Event(enable_timing=True),
                    torch.cuda.Event(enable_timing=True),
                )
                start.record()
                fn()
                end.record()
                events.append((start, end))
            torch.cuda.synchronize()
            times_us = [s.elapsed_time(e) * 1e3 for s, e in events]
        else:
            for _ in range(self.iters):
                t0 = time.perf_counter()
                fn()
                times_us.append((time.perf_counter() - t0) * 1e6)
        times_us.sort()
        return {
            "median_us": statistics.median(times_us),
            "p10_us": times_us[len(times_us) // 10],
            "p90_us": times_us[(len(times_us) * 9) // 10],
            "runs": len(times_us),
        }


def capture_graph(fn: Callable[[], Any]) -> torch.cuda.CUDAGraph:
    """Warm up on a side stream (compiles Triton kernels), then capture one call."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(2):
            fn()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    return graph


def measure_copy_bandwidth(device: torch.device) -> float | None:
    """Bytes/s of a device-to-device copy (read + write counted), a practical HBM ceiling."""
    if device.type != "cuda":
        return None
    src = torch.empty(1 << 30, dtype=torch.uint8, device=device)
    dst = torch.empty_like(src)
    timing = Timer(device, iters=10)(lambda: dst.copy_(src), flush=False)
    return 2 * src.numel() / (timing["median_us"] * 1e-6)


# --- paged KV inputs -------------------------------------------------------------------------


@dataclass
class PagedBatch:
    """One attention batch over a paged pool: slot 0 unused, each request's slots in order."""

    query: torch.Tensor  # [bs * K, Hq, D]
    k_cache: torch.Tensor  # [slots, Hkv, D]
    v_cache: torch.Tensor  # [slots, Hkv, D]
    req_to_token: torch.Tensor  # [bs, max_len] int32
    req_pool_indices: torch.Tensor  # [bs] int64
    prefix_lens: torch.Tensor  # [bs] int64
    window: int
    scaling: float


def make_paged_batch(
    prefix_lens: list[int],
    window: int,
    q_heads: int,
    kv_heads: int,
    head_dim: int,
    dtype: torch.dtype,
    device: torch.device,
    seed: int,
    shuffled: bool = False,
) -> PagedBatch:
    gen = torch.Generator(device="cpu").manual_seed(seed)
    lengths = [p + window for p in prefix_lens]
    num_slots = 1 + sum(lengths)
    slot_ids = torch.arange(1, num_slots, dtype=torch.int32)
    if shuffled:
        slot_ids = slot_ids[torch.randperm(num_slots - 1, generator=gen)]
    req_to_token = torch.zeros((len(lengths), max(lengths)), dtype=torch.int32)
    start = 0
    for i, length in enumerate(lengths):
        req_to_token[i, :length] = slot_ids[start : start + length]
        start += length
    torch.manual_seed(seed)
    bs = len(prefix_lens)
    return PagedBatch(
        query=torch.randn((bs * window, q_heads, head_dim), device=device).to(dtype),
        k_cache=torch.randn((num_slots, kv_heads, head_dim), device=device).to(dtype),
        v_cache=torch.randn((num_slots, kv_heads, head_dim), device=device).to(dtype),
        req_to_token=req_to_token.to(device),
        req_pool_indices=torch.arange(bs, device=device),
        prefix_lens=torch.tensor(prefix_lens, dtype=torch.int64, device=device),
        window=window,
        scaling=head_dim**-0.5,
    )


def run_window(kernels: Any, batch: PagedBatch, mode: torch.Tensor, **kwargs: Any) -> torch.Tensor:
    return kernels.window_attention_triton(
        batch.query,
        batch.k_cache,
        batch.v_cache,
        batch.req_to_token,
        batch.req_pool_indices,
        batch.prefix_lens,
        batch.window,
        mode,
        batch.scaling,
        **kwargs,
    )


def run_reference(kernels: Any, batch: PagedBatch, mode: torch.Tensor) -> torch.Tensor:
    return kernels.window_attention_reference(
        batch.query.float(),
        batch.k_cache.float(),
        batch.v_cache.float(),
        batch.req_to_token,
        batch.req_pool_indices,
        batch.prefix_lens,
        batch.window,
        mode,
        batch.scaling,
    )


def relative_error(actual: torch.Tensor, expected: torch.Tensor) -> float:
    return float((actual.float() - expected).abs().max() / expected.abs().max())


# --- section 2: correctness ------------------------------------------------------------------

TOLERANCE = {torch.float32: 1e-4, torch.float16: 5e-3, torch.bfloat16: 1e-2}


def correctness_section(ctx: Context) -> list[dict[str, Any]]:
    wa, acc, rnd = ctx.window_attention, ctx.acceptance, ctx.round
    device = ctx.device
    bf16, f16, f32 = torch.bfloat16, torch.float16, torch.float32
    # (prefix_lens, K, Hkv, G, D, dtype, num_splits, shuffled, per_request_modes)
    cases = [
        ((0,), 2, 2, 1, 64, f32, None, False, False),
        ((300, 0, 17, 2000), 9, 2, 2, 128, f32, None, False, False),
        ((5, 40, 0, 77, 1, 12, 63, 9), 9, 1, 4, 64, bf16, 3, False, False),
        ((1500, 120), 33, 2, 2, 64, bf16, None, False, True),
        ((900, 3, 250, 31), 9, 2, 2, 64, f16, 4, True, False),
        ((1, 0), 2, 1, 2, 128, bf16, 8, False, False),
        ((2800, 0, 131), 33, 2, 4, 128, f32, 4, False, False),
        ((3000, 2011, 5, 1500, 64, 2999), 33, 8, 2, 128, bf16, None, True, False),
        ((4096,) * 3 + (17, 0, 3000), 33, 8, 2, 128, bf16, None, False, True),
        ((700, 5), 33, 4, 1, 128, f16, None, True, False),
    ]
    if ctx.dry_run:
        cases = [(tuple(min(p, 40) for p in c[0]), *c[1:]) for c in (cases[0], cases[2], cases[5])]
    results = []
    for i, (
        prefixes,
        window,
        kv_heads,
        group,
        head_dim,
        dtype,
        splits,
        shuffled,
        per_req,
    ) in enumerate(cases):
        batch = make_paged_batch(
            list(prefixes), window, kv_heads * group, kv_heads, head_dim, dtype, device, i, shuffled
        )
        if per_req:
            modes = [(torch.arange(len(prefixes), device=device) % 2).to(torch.int32)]
        else:
            modes = [torch.tensor([m], dtype=torch.int32, device=device) for m in (0, 1)]
        for mode in modes:
            out = torch.full(
                (batch.query.shape[0], batch.query.shape[1], head_dim),
                float("nan"),
                dtype=dtype,
                device=device,
            )
            run_window(wa, batch, mode, out=out, num_splits=splits)
            error = relative_error(out, run_reference(wa, batch, mode))
            results.append(
                {
                    "check": "window_attention",
                    "case": f"bs{len(prefixes)} pmax{max(prefixes)} K{window} Hkv{kv_heads} "
                    f"G{group} D{head_dim} {str(dtype)[6:]} splits={splits} "
                    f"{'shuffled ' if shuffled else ''}mode={mode.tolist()}",
                    "rel_err": error,
                    "tol": TOLERANCE[dtype],
                    "ok": error < TOLERANCE[dtype] and not out.isnan().any().item(),
                }
            )
    results.append(graph_mode_switch_check(ctx))
    for bs in (1, 7, 99, 989) if not ctx.dry_run else (1, 7):
        for window in (2, 9, 33) if not ctx.dry_run else (2, 9):
            results.append(acceptance_check(acc, rnd, bs, window, device))
    results += parity_check(ctx)
    return results


def graph_mode_switch_check(ctx: Context) -> dict[str, Any]:
    """One CUDA graph, mode from a buffer: replays draft, verify, draft; each must equal the
    reference for its mode and be bitwise equal to the eager launch."""
    if ctx.device.type != "cuda":
        return {"check": "graph_mode_switch", "ok": True, "skipped": "no CUDA graphs on CPU"}
    wa = ctx.window_attention
    batch = make_paged_batch(
        [3000, 17, 900, 0], 33, 16, 8, 128, torch.bfloat16, ctx.device, seed=99
    )
    mode_buffer = torch.full((4,), 1, dtype=torch.int32, device=ctx.device)
    out = torch.empty((4 * 33, 16, 128), dtype=torch.bfloat16, device=ctx.device)
    graph = capture_graph(lambda: run_window(wa, batch, mode_buffer, out=out))
    worst, bitwise = 0.0, True
    for mode in (0, 1, 0):
        mode_buffer.fill_(mode)
        graph.replay()
        torch.cuda.synchronize()
        eager = run_window(wa, batch, mode_buffer)
        bitwise &= torch.equal(eager, out)
        worst = max(worst, relative_error(out, run_reference(wa, batch, mode_buffer)))
    return {
        "check": "graph_mode_switch",
        "rel_err": worst,
        "tol": TOLERANCE[torch.bfloat16],
        "graph_equals_eager_bitwise": bitwise,
        "ok": worst < TOLERANCE[torch.bfloat16] and bitwise,
    }


def acceptance_check(
    acc: Any, rnd: Any, bs: int, window: int, device: torch.device
) -> dict[str, Any]:
    gen = torch.Generator().manual_seed(bs * 1000 + window)
    verify_argmax = torch.randint(0, 1000, (bs, window), generator=gen)
    verify_window = torch.randint(0, 1000, (bs, window), generator=gen)
    accepted = torch.randint(0, window, (bs,), generator=gen)
    for i, n in enumerate(accepted.tolist()):
        verify_window[i, 1 : n + 1] = verify_argmax[i, :n]
    committed = torch.randint(0, 10_000, (bs,), generator=gen)
    args = [t.to(device) for t in (verify_window, verify_argmax, committed)]
    result, reference = acc.accept_and_pack_triton(*args), rnd.accept_and_pack(*args)
    keep = torch.arange(window + 1, device=device)[None, :] < reference.accept_lens[:, None]
    ok = torch.equal(result.output_ids, torch.where(keep, reference.output_ids, 0))
    for name in ("accepted", "accept_lens", "new_seq_lens", "next_x0"):
        ok &= torch.equal(getattr(result, name), getattr(reference, name))
    return {"check": "acceptance", "case": f"bs{bs} K{window}", "ok": bool(ok)}


def parity_check(ctx: Context) -> list[dict[str, Any]]:
    """Gravity rounds commit exactly the greedy AR tokens (random fp32 decoder, ragged batch).

    A random decoder's own drafts are almost never accepted, so the rounds are also run with
    oracle drafts (the AR tokens, one wrong at a random place or none): that exercises partial
    and full acceptance, and the reuse of verify-pass KV by the next round.
    """
    sizes, device = ctx.sizes, ctx.device
    torch.backends.cuda.matmul.allow_tf32 = False
    model = RandomDecoder(sizes, sizes.parity_layers, torch.float32, device, seed=5)
    prefixes = [37, 5, 120] if ctx.dry_run else [700, 33, 2049]
    steps = sizes.parity_rounds * (sizes.window + 1)
    start_kv = PagedKV.random(model, prefixes, steps + sizes.window + 2, device, seed=6)
    committed = torch.tensor(prefixes, dtype=torch.int64, device=device)
    x0 = torch.randint(0, sizes.vocab - 1, (len(prefixes),), device=device)
    modes, mask_id = ctx.mode_tensors(), sizes.vocab - 1

    ar_kv, ar_tokens = start_kv.clone(), torch.empty((len(prefixes), steps), dtype=torch.int64)
    lens, state = committed.clone(), x0.clone()
    for step in range(steps):
        state = ar_step_triton(ctx, model, ar_kv, state, lens, modes).argmax(-1)
        ar_tokens[:, step] = state.cpu()
        lens = lens + 1
    del ar_kv

    gen = torch.Generator().manual_seed(7)
    results = []
    for oracle in (False, True):
        kv, tokens = start_kv.clone(), [[] for _ in prefixes]
        lens, state = committed.clone(), x0.clone()
        for _ in range(sizes.parity_rounds):
            drafts = None
            if oracle:
                done = [len(t) for t in tokens]
                drafts = torch.stack(
                    [ar_tokens[i, n + 1 : n + sizes.window] for i, n in enumerate(done)]
                )
                wrong = torch.randint(0, sizes.window, (len(prefixes),), generator=gen)
                for i, j in enumerate(wrong.tolist()):
                    if j < sizes.window - 1:  # j == K-1: every draft right
                        drafts[i, j] = (drafts[i, j] + 1) % (sizes.vocab - 1)
                drafts = drafts.to(device)
            packed = gravity_round(ctx, model, kv, state, lens, mask_id, modes, drafts=drafts)
            rows, counts = packed.output_ids.tolist(), packed.accept_lens.tolist()
            for i, (row, n) in enumerate(zip(rows, counts)):
                tokens[i] += row[:n]
            lens, state = packed.new_seq_lens, packed.next_x0
        same = all(t == ar_tokens[i, : len(t)].tolist() for i, t in enumerate(tokens))
        results.append(
            {
                "check": "gravity_vs_ar_parity",
                "case": f"fp32 {sizes.parity_layers} layers, prefixes {prefixes}, "
                f"{'oracle' if oracle else 'model'} drafts, {sizes.parity_rounds} rounds, "
                f"committed {[len(t) for t in tokens]}",
                "ok": same,
            }
        )
    torch.backends.cuda.matmul.allow_tf32 = True
    return results


# --- section 3: kernel timings ---------------------------------------------------------------


def window_bytes(bs: int, prefix: int, sizes: Sizes, element_size: int) -> int:
    """Bytes a perfect kernel moves: every KV byte once, Q in, O out, one slot id per key."""
    keys = bs * (prefix + sizes.window)
    kv = keys * sizes.kv_heads * 2 * sizes.head_dim * element_size
    qo = bs * sizes.window * sizes.q_heads * 2 * sizes.head_dim * element_size
    return kv + qo + keys * 4


def kernel_section(ctx: Context) -> list[dict[str, Any]]:
    sizes, device = ctx.sizes, ctx.device
    timer = Timer(device, iters=sizes.kernel_iters)
    draft = ctx.mode_tensors()[0]
    rows = []
    for bs in sizes.batches:
        for prefix in sizes.prefixes:
            if ctx.over_budget():
                rows.append({"bs": bs, "prefix": prefix, "skipped": "time budget"})
                continue
            batch = make_paged_batch(
                [prefix] * bs,
                sizes.window,
                sizes.q_heads,
                sizes.kv_heads,
                sizes.head_dim,
                torch.bfloat16,
                device,
                seed=bs * 7 + prefix,
            )
            out = torch.empty(
                (bs * sizes.window, sizes.q_heads, sizes.head_dim),
                dtype=torch.bfloat16,
                device=device,
            )
            launch = functools.partial(run_window, ctx.window_attention, batch, draft, out=out)
            eager = timer(launch)
            # The graph replay is the kernels' GPU time (no Python launch path in it).
            ours = timer(capture_graph(launch).replay) if device.type == "cuda" else eager
            floor_bytes = window_bytes(bs, prefix, sizes, 2)
            row: dict[str, Any] = {
                "bs": bs,
                "prefix": prefix,
                "gravity_us": ours["median_us"],
                "gravity_p10_p90_us": [ours["p10_us"], ours["p90_us"]],
                "gravity_eager_us": eager["median_us"],
                "num_splits": ctx.window_attention.pick_num_splits(
                    bs,
                    sizes.q_heads,
                    sizes.kv_heads,
                    sizes.window,
                    ctx.window_attention.launch_target(device),
                ),
                "bytes": floor_bytes,
                "floor_us": floor_bytes / ctx.bandwidth * 1e6,
                "achieved_tbps": floor_bytes / (ours["median_us"] * 1e-6) / 1e12,
            }
            row["of_floor"] = row["floor_us"] / ours["median_us"]
            row.update(sdpa_timing(batch, timer))
            row.update(flashinfer_timing(ctx, batch, timer))
            rows.append(row)
            del batch, out
            empty_cache(device)
    return rows


def dense_masked_inputs(batch: PagedBatch) -> tuple[torch.Tensor, ...]:
    """SDPA's inputs for a uniform-prefix batch: q folded to [bs, Hkv, G*K, D] (GQA without
    copying KV), K/V gathered once to dense [bs, Hkv, L, D], and the [G*K, L] bool mask."""
    from sglang_gravity.decoding.round import DRAFT_MODE, window_attention_mask

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


def sdpa_timing(batch: PagedBatch, timer: Timer) -> dict[str, Any]:
    try:
        q, k, v, mask = dense_masked_inputs(batch)
        timing = timer(lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask))
        return {"sdpa_us": timing["median_us"]}
    except Exception as exc:  # a baseline that cannot run is reported, not fatal
        return {"sdpa_error": f"{type(exc).__name__}: {exc}"[:300]}


def flashinfer_timing(ctx: Context, batch: PagedBatch, timer: Timer) -> dict[str, Any]:
    if ctx.flashinfer is None:
        return {"flashinfer_error": ctx.flashinfer_error}
    try:
        from sglang_gravity.decoding.round import DRAFT_MODE, window_attention_mask

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


def tuning_section(ctx: Context) -> list[dict[str, Any]]:
    """A few launch knobs at two GLM shapes, to see whether the defaults leave speed behind."""
    sizes, device = ctx.sizes, ctx.device
    wa = ctx.window_attention
    timer = Timer(device, iters=max(2, sizes.kernel_iters // 2))
    draft = ctx.mode_tensors()[0]
    shapes = [(1, sizes.prefixes[-1]), (sizes.batches[-1], sizes.prefixes[1])]
    # block_m 64: GLM-OCR's 66 (row, head) pairs as two tiles of 64 instead of one of 128
    # (half the padded MMA rows, the KV read twice).
    knobs = [(n, w, s, None) for n in (32, 64) for w in (4, 8) for s in (2, 3)]
    knobs += [(n, w, 3, 64) for n in (32, 64) for w in (4, 8)]
    if ctx.dry_run:
        knobs = knobs[:1] + knobs[-1:]
    rows = []
    for bs, prefix in shapes:
        batch = make_paged_batch(
            [prefix] * bs,
            sizes.window,
            sizes.q_heads,
            sizes.kv_heads,
            sizes.head_dim,
            torch.bfloat16,
            device,
            seed=3,
        )
        default = timer(lambda b=batch: run_window(wa, b, draft))["median_us"]
        for block_n, warps, stages, block_m in knobs:
            if ctx.over_budget():
                break
            tuning = wa.WindowTuning(
                block_n=block_n, num_warps=warps, num_stages=stages, block_m=block_m
            )
            try:
                t = timer(lambda b=batch, tu=tuning: run_window(wa, b, draft, tuning=tu))
                rows.append(
                    {
                        "bs": bs,
                        "prefix": prefix,
                        "block_n": block_n,
                        "num_warps": warps,
                        "num_stages": stages,
                        "block_m": block_m,
                        "us": t["median_us"],
                        "default_us": default,
                    }
                )
            except Exception as exc:
                rows.append(
                    {
                        "bs": bs,
                        "prefix": prefix,
                        "knobs": [block_n, warps, stages, block_m],
                        "error": str(exc)[:200],
                    }
                )
        del batch
        empty_cache(device)
    return rows


# --- section 4: the decoder ------------------------------------------------------------------


class RandomDecoder:
    """GLM-OCR's decoder shape (Glm4: pre- and post-norms around attention and MLP, SwiGLU,
    partial rotary) with random weights, in plain PyTorch; attention is a callback."""

    def __init__(
        self, sizes: Sizes, layers: int, dtype: torch.dtype, device: torch.device, seed: int
    ) -> None:
        gen = torch.Generator(device=device).manual_seed(seed)
        self.sizes = sizes

        def weight(*shape: int, scale: float) -> torch.Tensor:
            w = torch.randn(shape, generator=gen, device=device, dtype=torch.float32)
            return (w * scale).to(dtype)

        hidden, d = sizes.hidden, sizes.head_dim
        qkv = (sizes.q_heads + 2 * sizes.kv_heads) * d
        self.embed = weight(sizes.vocab, hidden, scale=1.0)
        self.layers = [
            {
                "qkv": weight(hidden, qkv, scale=hidden**-0.5),
                "qkv_bias": weight(qkv, scale=0.02),
                "o": weight(sizes.q_heads * d, hidden, scale=(sizes.q_heads * d) ** -0.5),
                "gate_up": weight(hidden, 2 * sizes.ffn, scale=hidden**-0.5),
                "down": weight(sizes.ffn, hidden, scale=sizes.ffn**-0.5),
                "norms": weight(4, hidden, scale=0.1) + 1.0,
            }
            for _ in range(layers)
        ]
        self.final_norm = torch.ones(hidden, dtype=dtype, device=device)
        self.lm_head = weight(hidden, sizes.vocab, scale=hidden**-0.5)
        half = sizes.rope_dim // 2
        self.inv_freq = 10000.0 ** (
            -torch.arange(0, half, dtype=torch.float32, device=device) / half
        )

    def rope(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
        half = self.sizes.rope_dim // 2
        x1, x2, rest = x[..., :half], x[..., half : 2 * half], x[..., 2 * half :]
        rotated = torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1).to(x.dtype)
        return torch.cat((rotated, rest), dim=-1)

    def forward(
        self,
        input_ids: torch.Tensor,  # [T]
        positions: torch.Tensor,  # [T]
        attend: Callable[[int, torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor],
    ) -> torch.Tensor:
        """Logits [T, vocab]; ``attend(layer, q [T,Hq,D], k [T,Hkv,D], v)`` -> [T, Hq, D]."""
        s = self.sizes
        num_tokens, d = input_ids.shape[0], s.head_dim
        angles = positions.float()[:, None] * self.inv_freq[None, :]
        cos, sin = angles.cos()[:, None, :], angles.sin()[:, None, :]
        x = self.embed[input_ids]
        for index, layer in enumerate(self.layers):
            norms = layer["norms"]
            h = F.rms_norm(x, (s.hidden,), norms[0])
            qkv = h @ layer["qkv"] + layer["qkv_bias"]
            q, k, v = qkv.split([s.q_heads * d, s.kv_heads * d, s.kv_heads * d], dim=-1)
            q = self.rope(q.view(num_tokens, s.q_heads, d), cos, sin)
            k = self.rope(k.view(num_tokens, s.kv_heads, d), cos, sin)
            o = attend(index, q, k, v.reshape(num_tokens, s.kv_heads, d))
            h = F.rms_norm(o.reshape(num_tokens, -1) @ layer["o"], (s.hidden,), norms[1])
            x = x + h
            h = F.rms_norm(x, (s.hidden,), norms[2])
            gate, up = (h @ layer["gate_up"]).chunk(2, dim=-1)
            h = F.rms_norm((F.silu(gate) * up) @ layer["down"], (s.hidden,), norms[3])
            x = x + h
        return F.rms_norm(x, (s.hidden,), self.final_norm) @ self.lm_head


@dataclass
class PagedKV:
    """Per-layer paged KV pools; request i owns slots ``1 + i*row .. 1 + (i+1)*row - 1``, so
    the pool is also a dense [bs, row, Hkv, D] view (SDPA's AR baseline reads it that way)."""

    k: list[torch.Tensor]  # per layer [slots, Hkv, D]
    v: list[torch.Tensor]
    req_to_token: torch.Tensor  # [bs, row] int32
    req_pool_indices: torch.Tensor  # [bs] int64
    row: int

    @classmethod
    def random(
        cls, model: RandomDecoder, prefixes: list[int], extra: int, device: torch.device, seed: int
    ) -> PagedKV:
        s, bs = model.sizes, len(prefixes)
        row = max(prefixes) + extra
        dtype = model.embed.dtype
        gen = torch.Generator(device=device).manual_seed(seed)

        def pool() -> torch.Tensor:
            t = torch.empty((1 + bs * row, s.kv_heads, s.head_dim), dtype=dtype, device=device)
            return t.normal_(generator=gen)

        req_to_token = 1 + torch.arange(bs * row, dtype=torch.int32, device=device).view(bs, row)
        return cls(
            k=[pool() for _ in model.layers],
            v=[pool() for _ in model.layers],
            req_to_token=req_to_token,
            req_pool_indices=torch.arange(bs, device=device),
            row=row,
        )

    def clone(self) -> PagedKV:
        return PagedKV(
            [t.clone() for t in self.k],
            [t.clone() for t in self.v],
            self.req_to_token,
            self.req_pool_indices,
            self.row,
        )

    def write(self, layer: int, locs: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> None:
        self.k[layer][locs] = k
        self.v[layer][locs] = v

    def dense(self, layer: int, bs: int) -> tuple[torch.Tensor, torch.Tensor]:
        shape = (bs, self.row, *self.k[layer].shape[1:])
        return self.k[layer][1:].view(shape), self.v[layer][1:].view(shape)


def window_attend(
    ctx: Context,
    kv: PagedKV,
    locs: torch.Tensor,
    prefix_lens: torch.Tensor,
    window: int,
    mode: torch.Tensor,
) -> Callable[[int, torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor]:
    scaling = ctx.sizes.head_dim**-0.5

    def attend(layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        kv.write(layer, locs, k, v)  # the window's KV first: the kernel reads it from the pool
        return ctx.window_attention.window_attention_triton(
            q,
            kv.k[layer],
            kv.v[layer],
            kv.req_to_token,
            kv.req_pool_indices,
            prefix_lens,
            window,
            mode,
            scaling,
        )

    return attend


def gravity_round(
    ctx: Context,
    model: RandomDecoder,
    kv: PagedKV,
    x0: torch.Tensor,  # [bs] — last committed token, KV not yet written
    committed_lens: torch.Tensor,  # [bs] — x0 sits here
    mask_id: int,
    modes: tuple[torch.Tensor, torch.Tensor],
    drafts: torch.Tensor | None = None,  # [bs, K-1]: replace the model's drafts (checks only)
) -> Any:
    """Draft pass, verify pass, acceptance: the worker's round, with no host sync."""
    rnd, window = ctx.round, ctx.sizes.window
    bs = x0.shape[0]
    positions = rnd.round_positions(committed_lens, window)  # [bs, K+1]
    locs = kv.req_to_token[kv.req_pool_indices[:, None], positions].long()
    draft = rnd.build_draft_window(x0, mask_id, window)
    attend = window_attend(ctx, kv, locs[:, :window].reshape(-1), committed_lens, window, modes[0])
    logits = model.forward(draft.reshape(-1), positions[:, :window].reshape(-1), attend)
    verify_window = logits.argmax(-1).view(bs, window)
    if drafts is not None:
        verify_window = torch.cat((verify_window[:, :1], drafts), dim=1)
    attend = window_attend(ctx, kv, locs[:, 1:].reshape(-1), committed_lens + 1, window, modes[1])
    logits = model.forward(verify_window.reshape(-1), positions[:, 1:].reshape(-1), attend)
    verify_argmax = logits.argmax(-1).view(bs, window)
    return ctx.acceptance.accept_and_pack_triton(verify_window, verify_argmax, committed_lens)


def ar_step_triton(
    ctx: Context,
    model: RandomDecoder,
    kv: PagedKV,
    tokens: torch.Tensor,
    lens: torch.Tensor,
    modes: tuple[torch.Tensor, torch.Tensor],
) -> torch.Tensor:
    """One greedy AR step with the window kernel at K = 1 (causal: the prefix and itself)."""
    locs = kv.req_to_token[kv.req_pool_indices, lens].long()
    attend = window_attend(ctx, kv, locs, lens, 1, modes[1])
    return model.forward(tokens, lens, attend)


def ar_step_sdpa(
    model: RandomDecoder, kv: PagedKV, tokens: torch.Tensor, lens: torch.Tensor, prefix: int
) -> torch.Tensor:
    """One AR step with SDPA over the dense view of the pool (uniform prefix ``prefix``)."""
    s, bs = model.sizes, tokens.shape[0]
    group = s.q_heads // s.kv_heads
    locs = kv.req_to_token[kv.req_pool_indices, lens].long()

    def attend(layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        kv.write(layer, locs, k, v)
        k_dense, v_dense = kv.dense(layer, bs)
        keys = k_dense[:, : prefix + 1].transpose(1, 2)  # [bs, Hkv, L, D], strided view
        values = v_dense[:, : prefix + 1].transpose(1, 2)
        q = q.view(bs, s.kv_heads, group, s.head_dim)  # GQA folded into the query length
        return F.scaled_dot_product_attention(q, keys, values).reshape(bs, s.q_heads, s.head_dim)

    return model.forward(tokens, lens, attend)


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


def model_section(ctx: Context) -> list[dict[str, Any]]:
    sizes, device = ctx.sizes, ctx.device
    model = RandomDecoder(sizes, sizes.layers, torch.bfloat16, device, seed=1)
    timer = Timer(device, iters=sizes.model_iters, warmup=2)
    modes, mask_id = ctx.mode_tensors(), sizes.vocab - 1
    rows = []
    for bs in sizes.batches:
        for prefix in sizes.prefixes:
            kv_gib = (
                sizes.layers
                * 2
                * bs
                * (prefix + sizes.window + 2)
                * sizes.kv_heads
                * sizes.head_dim
                * 2
                / 2**30
            )
            if kv_gib > ctx.args.max_kv_gib or ctx.over_budget():
                reason = "time budget" if ctx.over_budget() else f"KV {kv_gib:.1f} GiB"
                rows.append({"bs": bs, "prefix": prefix, "skipped": reason})
                continue
            kv = PagedKV.random(model, [prefix] * bs, sizes.window + 2, device, seed=2)
            lens = torch.full((bs,), prefix, dtype=torch.int64, device=device)
            x0 = torch.randint(0, sizes.vocab - 1, (bs,), device=device)
            runs = model_runs(ctx, model, kv, x0, lens, prefix, mask_id, modes)
            row: dict[str, Any] = {"bs": bs, "prefix": prefix, "kv_gib": kv_gib}
            for name, fn in runs.items():
                try:
                    row[f"{name}_eager_us"] = timer(fn, flush=False)["median_us"]
                    if device.type == "cuda":
                        graph = capture_graph(fn)
                        row[f"{name}_graph_us"] = timer(graph.replay, flush=False)["median_us"]
                        del graph
                except Exception as exc:
                    row[f"{name}_error"] = f"{type(exc).__name__}: {exc}"[:300]
            kind = "graph" if device.type == "cuda" else "eager"
            ar = [row.get(f"ar_{a}_{kind}_us") for a in ("triton", "sdpa")]
            ar = [t for t in ar if t is not None]
            if ar and row.get(f"round_{kind}_us") is not None:
                # A round must commit this many tokens to beat AR (AR commits one per step).
                row["break_even_tokens_per_round"] = row[f"round_{kind}_us"] / min(ar)
            rows.append(row)
            del kv, runs
            empty_cache(device)
    return rows


# --- section 5: width cost model ------------------------------------------------------------


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


def widths_section(ctx: Context) -> list[dict[str, Any]]:
    """Pass time per (batch size, width): the width policy's cost table (``c(W) = t(W)/t(1)``)."""
    sizes, device = ctx.sizes, ctx.device
    model = RandomDecoder(sizes, sizes.layers, torch.bfloat16, device, seed=3)
    timer = Timer(device, iters=sizes.model_iters, warmup=2)
    rows = []
    for bs in sizes.width_batches:
        if ctx.over_budget():
            rows.append({"bs": bs, "skipped": "time budget"})
            continue
        kv = PagedKV.random(model, [sizes.width_prefix] * bs, max(sizes.widths) + 1, device, 4)
        lens = torch.full((bs,), sizes.width_prefix, dtype=torch.int64, device=device)
        row: dict[str, Any] = {"bs": bs, "prefix": sizes.width_prefix}
        for width in sizes.widths:
            fn = window_pass(ctx, model, kv, lens, width, seed=bs * 100 + width)
            try:
                row[f"w{width}_eager_us"] = timer(fn, flush=False)["median_us"]
                if device.type == "cuda":
                    graph = capture_graph(fn)
                    row[f"w{width}_graph_us"] = timer(graph.replay, flush=False)["median_us"]
                    del graph
            except Exception as exc:
                row[f"w{width}_error"] = f"{type(exc).__name__}: {exc}"[:300]
        rows.append(row)
        del kv
        empty_cache(device)
    return rows


def width_cost_tables(ctx: Context, rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """``CostTable`` dicts per timing kind (eager, graph) from the batch sizes fully timed."""
    from sglang_gravity.width.policy import CostTable

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


# --- driver ----------------------------------------------------------------------------------


class Context:
    """What the sections share: sizes, device, the kernel modules, the clock."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.dry_run = args.dry_run
        self.sizes = TINY if args.dry_run else GLM_OCR
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.started = time.monotonic()
        from sglang_gravity.decoding import round as round_module
        from sglang_gravity.kernels import acceptance, window_attention

        self.round, self.acceptance, self.window_attention = (
            round_module,
            acceptance,
            window_attention,
        )
        self.flashinfer, self.flashinfer_error = None, None
        if self.device.type == "cuda":
            try:
                import flashinfer

                self.flashinfer = flashinfer
            except Exception as exc:  # not in every image; reported in the table
                self.flashinfer_error = f"unavailable: {type(exc).__name__}: {exc}"[:200]
        else:
            self.flashinfer_error = "unavailable: no CUDA"
        self.copy_bandwidth = measure_copy_bandwidth(self.device)
        name = torch.cuda.get_device_name(self.device) if self.device.type == "cuda" else "cpu"
        self.device_name = name
        datasheet = next((b for key, b in DATASHEET_BANDWIDTH.items() if key in name), None)
        if args.bandwidth_tbps is not None:
            self.bandwidth, self.bandwidth_source = args.bandwidth_tbps * 1e12, "--bandwidth-tbps"
        elif datasheet is not None:
            self.bandwidth, self.bandwidth_source = datasheet, "datasheet"
        elif self.copy_bandwidth is not None:
            self.bandwidth, self.bandwidth_source = self.copy_bandwidth, "measured copy"
        else:
            self.bandwidth, self.bandwidth_source = 4.8e12, "assumed (dry run)"

    def mode_tensors(self) -> tuple[torch.Tensor, torch.Tensor]:
        draft, verify = self.round.DRAFT_MODE, self.round.VERIFY_MODE
        return tuple(
            torch.tensor([m], dtype=torch.int32, device=self.device) for m in (draft, verify)
        )

    def over_budget(self) -> bool:
        return time.monotonic() - self.started > self.args.time_budget_s

    def environment(self) -> dict[str, Any]:
        import triton

        return {
            "device": self.device_name,
            "torch": torch.__version__,
            "triton": triton.__version__,
            "python": platform.python_version(),
            "flashinfer": getattr(self.flashinfer, "__version__", self.flashinfer_error),
            "multiprocessors": self.window_attention._multiprocessor_count(self.device),
            "copy_tbps": None if self.copy_bandwidth is None else self.copy_bandwidth / 1e12,
            "floor_tbps": self.bandwidth / 1e12,
            "floor_bandwidth_source": self.bandwidth_source,
            "dry_run": self.dry_run,
            "triton_interpret": os.environ.get("TRITON_INTERPRET"),
        }


def empty_cache(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.empty_cache()


def fmt(value: Any, digits: int = 1) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}" if math.isfinite(value) else str(value)
    return str(value)


def print_tables(report: dict[str, Any]) -> None:
    env = report["environment"]
    print(
        f"\n== gravity gpu_check on {env['device']} (torch {env['torch']}, triton "
        f"{env['triton']}, flashinfer {env['flashinfer']}); floor at {env['floor_tbps']:.2f} "
        f"TB/s ({env['floor_bandwidth_source']}), measured copy {fmt(env['copy_tbps'], 2)} TB/s"
    )
    if report.get("correctness"):
        bad = [c for c in report["correctness"] if not c["ok"]]
        print(
            f"\ncorrectness: {len(report['correctness']) - len(bad)}/{len(report['correctness'])} ok"
        )
        for check in bad:
            print(f"  FAIL {check}")
    if report.get("kernel"):
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
    if report.get("tuning"):
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
    if report.get("model"):
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
            for key, value in r.items():
                if key.endswith("_error"):
                    print(f"  {key}: {value}")
        print("  (g = CUDA graph, e = eager; break-even = tokens a round must commit to tie AR)")
    if report.get("widths"):
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
            for key, value in r.items():
                if key.endswith("_error"):
                    print(f"  {key}: {value}")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not torch.cuda.is_available():
        if not args.dry_run:
            print("gpu_check: no CUDA device; only --dry-run runs without one", file=sys.stderr)
            return 2
        os.environ["TRITON_INTERPRET"] = "1"  # before triton is first imported
    ctx = Context(args)
    sections = [s.strip() for s in args.sections.split(",") if s.strip()]
    report: dict[str, Any] = {
        "environment": ctx.environment(),
        "sizes": asdict(ctx.sizes),
        "sections": sections,
    }
    runners = {
        "correctness": correctness_section,
        "kernel": kernel_section,
        "tuning": tuning_section,
        "model": model_section,
        "widths": widths_section,
    }
    failed = False
    for name in sections:
        if ctx.over_budget():
            report[name] = [{"skipped": "time budget"}]
            continue
        t0 = time.monotonic()
        try:
            report[name] = runners[name](ctx)
        except Exception:
            report[f"{name}_error"] = traceback.format_exc()[-2000:]
            print(report[f"{name}_error"], file=sys.stderr)
            failed = True
        report[f"{name}_wall_s"] = time.monotonic() - t0
        print(f"[gpu_check] {name}: {report[f'{name}_wall_s']:.1f} s", flush=True)
    report["wall_s"] = time.monotonic() - ctx.started
    failed |= any(not c["ok"] for c in report.get("correctness", []) if "ok" in c)
    report["ok"] = not failed
    if report.get("widths"):
        report["width_costs"] = width_cost_tables(ctx, report["widths"])
    print_tables(report)
    path = Path(args.json or os.path.join(os.environ.get("OUT", "."), "gpu_check.json"))
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
    print(f"\n[gpu_check] {'OK' if report['ok'] else 'FAILED'} in {report['wall_s']:.0f} s; {path}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
