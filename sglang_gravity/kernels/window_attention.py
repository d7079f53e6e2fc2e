"""Window attention: the W query rows of each request over its paged prefix and its own window.

Both gravity passes are W-wide TARGET_VERIFY forwards (W <= K = B + 1, the checkpoint's
window; W = K unless the width policy narrows the step). Per request, query rows
``0..W-1`` attend to the prefix ``req_to_token[pool, :prefix_len]`` and to the window itself at
``req_to_token[pool, prefix_len : prefix_len + W]`` (its KV is written before attention). The
mask is implicit and chosen by ``mode``, which is *data* (a device int32 tensor), so one CUDA
graph serves both passes:

- ``DRAFT_MODE``: row 0 (``x0``) is causal (prefix and itself); rows 1..W-1 (the masks) see the
  prefix, row 0 and each other.
- ``VERIFY_MODE``: plain causal.

Both reduce to one bound per row: row r sees keys ``j < prefix_len + limit(r)`` with
``limit(r) = r + 1`` (causal) or ``1 if r == 0 else W`` (draft) — no O(context) mask tensor.

Split-KV (flash-decoding): the key range ``[0, prefix_len + W)`` of a request is cut into at most
``num_splits`` chunks; each program computes a partial softmax over one chunk, and a second
kernel merges the partials by their log-sum-exp. The number of splits is fixed per launch (a
CUDA graph fixes the grid), and the chunk length adapts per request in the kernel, so short
requests use fewer chunks and the idle programs exit at once.

Shapes: ``bs`` requests, ``T = bs * W`` query rows, ``Hq`` query heads sharing ``Hkv`` KV heads
(``G = Hq / Hkv``), head dims ``D`` (query/key) and ``Dv`` (value).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import torch
import triton
import triton.language as tl
from torch.nn.functional import scaled_dot_product_attention

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE, window_attention_mask
from sglang_gravity.kernels.launch import KernelLaunch, LaunchTarget

_LOG2E = 1.4426950408889634
MAX_SPLITS = 64  # upper bound on KV splits per launch (partial buffers scale with it)
DEFAULT_MIN_SPLIT_KEYS = 256  # below this a split's partial write costs more than its KV read

_SUPPORTED_DTYPES = (torch.float16, torch.bfloat16, torch.float32)


@dataclass(frozen=True)
class WindowTuning:
    """Launch knobs of the split kernel; None picks the default for the shape."""

    block_n: int | None = None  # keys per inner step (a power of two, >= 16)
    block_m: int | None = None  # (window row, group head) pairs per program (power of two >= 16)
    num_warps: int | None = None
    num_stages: int = 2


_INDEX_DTYPES = (torch.int32, torch.int64)


@triton.jit
def _window_attention_split_kernel(
    q_ptr,
    k_cache_ptr,
    v_cache_ptr,
    req_to_token_ptr,
    req_pool_indices_ptr,
    prefix_lens_ptr,
    mode_ptr,
    out_ptr,
    part_o_ptr,
    part_lse_ptr,
    stride_qt,
    stride_qh,
    stride_kt,
    stride_kh,
    stride_vt,
    stride_vh,
    stride_rt,
    stride_ot,
    stride_oh,
    stride_pt,
    stride_ph,
    stride_ps,
    stride_lt,
    stride_lh,
    mode_stride,
    qk_scale,
    num_splits,
    WINDOW: tl.constexpr,
    GROUP: tl.constexpr,
    HEAD_DIM: tl.constexpr,
    HEAD_DIM_V: tl.constexpr,
    BLOCK_D: tl.constexpr,
    BLOCK_DV: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
    NUM_M_TILES: tl.constexpr,
    SINGLE_SPLIT: tl.constexpr,
    MIN_SPLIT_KEYS: tl.constexpr,
    DRAFT: tl.constexpr,
    DOT_PRECISION: tl.constexpr,
    DOT_IN_FP32: tl.constexpr,
):
    """One program: request ``b``, KV head ``h``, a tile of BLOCK_M (window row, group head)
    pairs, over one KV split of that request.

    It streams the split's keys in BLOCK_N chunks (slot ids read from ``req_to_token``, K/V
    gathered from the paged cache: every KV byte of the split is read once for all G query
    heads and W rows that share it), keeps an online softmax in the log2 domain, and writes
    either the final output (one split) or the split's normalised partial output and
    log2-sum-exp (several splits; an empty split writes lse = -inf).
    """
    b = tl.program_id(0)
    kv_head = tl.program_id(1) // NUM_M_TILES
    m_tile = tl.program_id(1) % NUM_M_TILES
    split = tl.program_id(2)

    prefix_len = tl.load(prefix_lens_ptr + b).to(tl.int32)
    pool = tl.load(req_pool_indices_ptr + b).to(tl.int64)
    is_draft = (tl.load(mode_ptr + b * mode_stride) == DRAFT).to(tl.int32)
    kv_len = prefix_len + WINDOW
    split_keys = tl.maximum((kv_len + num_splits - 1) // num_splits, MIN_SPLIT_KEYS)
    split_keys = (split_keys + BLOCK_N - 1) // BLOCK_N * BLOCK_N
    split_start = split * split_keys
    split_end = tl.minimum(split_start + split_keys, kv_len)

    offs_m = m_tile * BLOCK_M + tl.arange(0, BLOCK_M)
    row = offs_m // GROUP  # window row 0..W-1
    head = kv_head * GROUP + offs_m % GROUP  # query head
    row_valid = row < WINDOW
    causal_limit = row + 1
    draft_limit = tl.where(row == 0, 1, WINDOW)
    key_bound = prefix_len + causal_limit + (draft_limit - causal_limit) * is_draft  # [BLOCK_M]

    offs_d = tl.arange(0, BLOCK_D)
    offs_dv = tl.arange(0, BLOCK_DV)
    d_valid = offs_d < HEAD_DIM
    dv_valid = offs_dv < HEAD_DIM_V
    token = (b * WINDOW + row).to(tl.int64)
    q = tl.load(
        q_ptr + token[:, None] * stride_qt + head[:, None] * stride_qh + offs_d[None, :],
        mask=row_valid[:, None] & d_valid[None, :],
        other=0.0,
    )
    if DOT_IN_FP32:
        q = q.to(tl.float32)

    # Finite start: a row with no visible key in this split keeps exp2(-inf - m) = 0, not NaN.
    m_i = tl.full([BLOCK_M], -1.0e30, dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_DV], dtype=tl.float32)
    for start_n in range(split_start, split_end, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        n_valid = offs_n < split_end
        slot = tl.load(req_to_token_ptr + pool * stride_rt + offs_n, mask=n_valid, other=0)
        slot = slot.to(tl.int64)
        k = tl.load(
            k_cache_ptr + slot[None, :] * stride_kt + kv_head * stride_kh + offs_d[:, None],
            mask=n_valid[None, :] & d_valid[:, None],
            other=0.0,
        )
        if DOT_IN_FP32:
            k = k.to(tl.float32)
        qk = tl.dot(q, k, input_precision=DOT_PRECISION) * qk_scale
        visible = n_valid[None, :] & (offs_n[None, :] < key_bound[:, None])
        qk = tl.where(visible, qk, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        alpha = tl.exp2(m_i - m_new)
        p = tl.exp2(qk - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(
            v_cache_ptr + slot[:, None] * stride_vt + kv_head * stride_vh + offs_dv[None, :],
            mask=n_valid[:, None] & dv_valid[None, :],
            other=0.0,
        )
        p = p.to(v.dtype)  # P is rounded to the KV dtype, as FlashAttention does
        if DOT_IN_FP32:
            p = p.to(tl.float32)
            v = v.to(tl.float32)
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision=DOT_PRECISION)
        m_i = m_new

    store_mask = row_valid[:, None] & dv_valid[None, :]
    if SINGLE_SPLIT:
        # Split 0 always holds key 0, which every row sees: l_i > 0.
        out = acc / l_i[:, None]
        tl.store(
            out_ptr + token[:, None] * stride_ot + head[:, None] * stride_oh + offs_dv[None, :],
            out.to(out_ptr.dtype.element_ty),
            mask=store_mask,
        )
    else:
        seen = l_i > 0.0
        part = acc / tl.where(seen, l_i, 1.0)[:, None]
        lse = tl.where(seen, m_i + tl.log2(tl.where(seen, l_i, 1.0)), float("-inf"))
        tl.store(
            part_o_ptr
            + token[:, None] * stride_pt
            + head[:, None] * stride_ph
            + split * stride_ps
            + offs_dv[None, :],
            part,
            mask=store_mask,
        )
        tl.store(part_lse_ptr + token * stride_lt + head * stride_lh + split, lse, mask=row_valid)


@triton.jit
def _window_attention_reduce_kernel(
    part_o_ptr,
    part_lse_ptr,
    out_ptr,
    stride_pt,
    stride_ph,
    stride_ps,
    stride_lt,
    stride_lh,
    stride_ot,
    stride_oh,
    num_splits,
    HEAD_DIM_V: tl.constexpr,
    BLOCK_DV: tl.constexpr,
    BLOCK_S: tl.constexpr,
):
    """One program: query row ``t``, query head ``h``; merges that row's ``num_splits`` partial
    outputs, each weighted by exp2(its lse - the largest lse), into the final output."""
    t = tl.program_id(0).to(tl.int64)
    h = tl.program_id(1)
    offs_s = tl.arange(0, BLOCK_S)
    offs_dv = tl.arange(0, BLOCK_DV)
    s_valid = offs_s < num_splits
    lse = tl.load(
        part_lse_ptr + t * stride_lt + h * stride_lh + offs_s, mask=s_valid, other=float("-inf")
    )
    # Split 0 is never empty, so the largest lse is finite and the weights are well defined.
    weight = tl.exp2(lse - tl.max(lse, 0))
    part = tl.load(
        part_o_ptr + t * stride_pt + h * stride_ph + offs_s[:, None] * stride_ps + offs_dv[None, :],
        mask=s_valid[:, None] & (offs_dv < HEAD_DIM_V)[None, :],
        other=0.0,
    )
    out = tl.sum(part * weight[:, None], 0) / tl.sum(weight, 0)
    tl.store(
        out_ptr + t * stride_ot + h * stride_oh + offs_dv,
        out.to(out_ptr.dtype.element_ty),
        mask=offs_dv < HEAD_DIM_V,
    )


@functools.cache
def _multiprocessor_count(device: torch.device) -> int:
    if device.type != "cuda":
        return 1  # the interpreter: one split unless the caller asks for more
    return torch.cuda.get_device_properties(device).multi_processor_count


def default_tuning(
    tuning: WindowTuning | None, dtype: torch.dtype, target: LaunchTarget
) -> WindowTuning:
    """``tuning`` with the knobs it leaves open filled where the shape defaults do not fit.

    fp32 on a GPU: IEEE dots run on CUDA cores, whose register tiles are far larger than a
    tensor-core MMA's, and the bf16 tiles spill by hundreds to thousands of STL/LDL there
    (``cross_compile``); 32 x 16 tiles on 8 warps are spill-free on sm_80, sm_90 and sm_100.
    The rest (and the interpreter, which has no registers) keep the per-shape defaults.
    """
    tuning = tuning or WindowTuning()
    if dtype != torch.float32 or not target.cuda:
        return tuning
    return WindowTuning(
        block_n=tuning.block_n or 16,
        block_m=tuning.block_m or 32,
        num_warps=tuning.num_warps or 8,
        num_stages=tuning.num_stages,
    )


def query_tiling(window: int, group: int, block_m: int | None = None) -> tuple[int, int]:
    """(BLOCK_M, tiles): by default one program holds up to 128 (window row, group head)
    pairs, so every KV byte is read once per tile — once in all for GLM-OCR (K = 33, G = 2:
    66 rows). A smaller ``block_m`` trades padded rows for KV read once per tile."""
    if block_m is None:
        block_m = max(16, min(128, triton.next_power_of_2(window * group)))
    elif block_m < 16 or block_m & (block_m - 1):
        raise ValueError(f"block_m={block_m} must be a power of two >= 16")
    return block_m, triton.cdiv(window * group, block_m)


def pick_num_splits(
    batch_size: int,
    num_q_heads: int,
    num_kv_heads: int,
    window: int,
    target: LaunchTarget,
    block_m: int | None = None,
) -> int:
    """KV splits for one launch: enough programs for about two waves on the GPU.

    Depends only on the batch shape (never on lengths, which would need a host sync), so an
    eager forward and a CUDA graph of the same batch size run the same reduction order.
    """
    _, num_m_tiles = query_tiling(window, num_q_heads // num_kv_heads, block_m)
    programs = max(1, batch_size * num_kv_heads * num_m_tiles)
    return max(1, min(MAX_SPLITS, triton.cdiv(2 * target.multiprocessors, programs)))


def launch_target(device: torch.device) -> LaunchTarget:
    """What a launch on ``device`` is planned for."""
    return LaunchTarget(cuda=device.type == "cuda", multiprocessors=_multiprocessor_count(device))


def window_attention_triton(
    query: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor,
    prefix_lens: torch.Tensor,
    window: int,
    mode: torch.Tensor,
    scaling: float,
    *,
    out: torch.Tensor | None = None,
    num_splits: int | None = None,
    min_split_keys: int = DEFAULT_MIN_SPLIT_KEYS,
    tuning: WindowTuning | None = None,
) -> torch.Tensor:
    """Attention of each request's W window rows over its prefix and window KV, on device.

    query: [bs * W, Hq, D]; k_cache: [slots, Hkv, D]; v_cache: [slots, Hkv, Dv] (the window's KV
    already written at ``req_to_token[pool, prefix_len : prefix_len + W]``);
    req_to_token: [rows, max_context]; req_pool_indices, prefix_lens: [bs];
    mode: [1] (one mode for the launch) or [bs] (per request) int32 — DRAFT_MODE or VERIFY_MODE
    (any other value is treated as VERIFY_MODE: checking values would need a host sync).
    Returns ``out``: [bs * W, Hq, Dv] in the query dtype.

    No host synchronisation and no allocation that depends on lengths, so it can be captured
    in a CUDA graph. ``prefix_len + W <= req_to_token.shape[1]`` is the caller's invariant.
    """
    out, launches = plan_window_attention(
        query,
        k_cache,
        v_cache,
        req_to_token,
        req_pool_indices,
        prefix_lens,
        window,
        mode,
        scaling,
        out=out,
        num_splits=num_splits,
        min_split_keys=min_split_keys,
        tuning=tuning,
    )
    for launch in launches:
        launch.run()
    return out


def plan_window_attention(
    query: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor,
    prefix_lens: torch.Tensor,
    window: int,
    mode: torch.Tensor,
    scaling: float,
    *,
    out: torch.Tensor | None = None,
    num_splits: int | None = None,
    min_split_keys: int = DEFAULT_MIN_SPLIT_KEYS,
    tuning: WindowTuning | None = None,
    target: LaunchTarget | None = None,
) -> tuple[torch.Tensor, list[KernelLaunch]]:
    """Check the arguments of :func:`window_attention_triton`, allocate its output and partial
    buffers, and return them with the launches that fill them (the split kernel, then the
    merge when there are several splits), without running anything.

    ``target`` (default: the query's device) is what the launch is planned for; the cross
    compiler plans a GPU launch from CPU tensors with it.
    """
    device = query.device
    target = target or launch_target(device)
    batch_size = prefix_lens.shape[0]
    if query.dim() != 3 or k_cache.dim() != 3 or v_cache.dim() != 3:
        raise ValueError(
            "query, k_cache and v_cache must be [tokens, heads, dim], got "
            f"{tuple(query.shape)}, {tuple(k_cache.shape)}, {tuple(v_cache.shape)}"
        )
    num_tokens, num_q_heads, head_dim = query.shape
    num_slots, num_kv_heads, _ = k_cache.shape
    head_dim_v = v_cache.shape[2]
    if window < 1 or num_tokens != batch_size * window:
        raise ValueError(f"query has {num_tokens} rows, expected bs * W = {batch_size} * {window}")
    if k_cache.shape[2] != head_dim or tuple(v_cache.shape[:2]) != (num_slots, num_kv_heads):
        raise ValueError(
            f"k_cache {tuple(k_cache.shape)} / v_cache {tuple(v_cache.shape)} do not match "
            f"query head dim {head_dim}"
        )
    if num_q_heads % num_kv_heads != 0:
        raise ValueError(f"{num_q_heads} query heads do not group over {num_kv_heads} KV heads")
    if query.dtype not in _SUPPORTED_DTYPES or k_cache.dtype != query.dtype:
        raise ValueError(
            f"query/k_cache/v_cache dtypes {query.dtype}/{k_cache.dtype}/{v_cache.dtype}: "
            "all must be one of float16, bfloat16, float32"
        )
    if v_cache.dtype != query.dtype:
        raise ValueError(f"v_cache dtype {v_cache.dtype} differs from query dtype {query.dtype}")
    if tuple(req_pool_indices.shape) != (batch_size,) or prefix_lens.dim() != 1:
        raise ValueError(
            f"req_pool_indices {tuple(req_pool_indices.shape)} and prefix_lens "
            f"{tuple(prefix_lens.shape)} must both be [bs]"
        )
    index_tensors = (req_to_token, req_pool_indices, prefix_lens)
    if req_to_token.dim() != 2 or any(t.dtype not in _INDEX_DTYPES for t in index_tensors):
        raise ValueError("req_to_token [rows, max_context] and the [bs] indices must be int32/64")
    if mode.dtype != torch.int32 or mode.dim() != 1 or mode.shape[0] not in (1, batch_size):
        raise ValueError(f"mode must be int32 [1] or [bs], got {mode.dtype} {tuple(mode.shape)}")
    if out is None:
        out = query.new_empty((num_tokens, num_q_heads, head_dim_v))
    elif tuple(out.shape) != (num_tokens, num_q_heads, head_dim_v) or out.dtype != query.dtype:
        raise ValueError(f"out {out.dtype} {tuple(out.shape)} does not match the query")
    tensors = (query, k_cache, v_cache, out, mode, *index_tensors)
    if any(t.device != device for t in tensors):
        raise ValueError(f"all tensors must be on {device}")
    if any(t.stride(-1) != 1 for t in (query, k_cache, v_cache, out, req_to_token)):
        raise ValueError("query, k_cache, v_cache, out and req_to_token need a unit last stride")
    if batch_size == 0:
        return out, []

    tuning = default_tuning(tuning, query.dtype, target)
    group = num_q_heads // num_kv_heads
    block_m, num_m_tiles = query_tiling(window, group, tuning.block_m)
    block_d = max(16, triton.next_power_of_2(head_dim))
    block_dv = max(16, triton.next_power_of_2(head_dim_v))
    # 16-bit heads of 128 (GLM-OCR's) stream 32 keys per step: on an H200 64 took 18% longer at
    # batch 1 x 16k keys and 13% at batch 64 x 4k (docs/results/gpu-h200-2026-12-04, the launch
    # sweep). Narrower heads keep 64 (not measured on a GPU; 32 spills on sm_100 at head 64).
    block_n = tuning.block_n or (
        64 if query.element_size() <= 2 and max(block_d, block_dv) < 128 else 32
    )
    if num_splits is None:
        num_splits = pick_num_splits(
            batch_size, num_q_heads, num_kv_heads, window, target, tuning.block_m
        )
    if not 1 <= num_splits <= MAX_SPLITS:
        raise ValueError(f"num_splits={num_splits} outside 1..{MAX_SPLITS}")

    if num_splits == 1:
        part_o = part_lse = out  # unused: the kernel writes the output itself
    else:
        part_o = torch.empty(
            (num_tokens, num_q_heads, num_splits, head_dim_v), dtype=torch.float32, device=device
        )
        part_lse = torch.empty(
            (num_tokens, num_q_heads, num_splits), dtype=torch.float32, device=device
        )
    # At most 64 fp32 accumulator values per thread: 4 warps on a 64 x 128 tile spill on
    # sm_80 (kernels/cross_compile.py reads it in the SASS), 8 do not.
    num_warps = tuning.num_warps or (8 if block_m * block_dv >= 64 * 128 else 4)
    split = KernelLaunch(
        kernel=_window_attention_split_kernel,
        grid=(batch_size, num_kv_heads * num_m_tiles, num_splits),
        kwargs=dict(
            q_ptr=query,
            k_cache_ptr=k_cache,
            v_cache_ptr=v_cache,
            req_to_token_ptr=req_to_token,
            req_pool_indices_ptr=req_pool_indices,
            prefix_lens_ptr=prefix_lens,
            mode_ptr=mode,
            out_ptr=out,
            part_o_ptr=part_o,
            part_lse_ptr=part_lse,
            stride_qt=query.stride(0),
            stride_qh=query.stride(1),
            stride_kt=k_cache.stride(0),
            stride_kh=k_cache.stride(1),
            stride_vt=v_cache.stride(0),
            stride_vh=v_cache.stride(1),
            stride_rt=req_to_token.stride(0),
            stride_ot=out.stride(0),
            stride_oh=out.stride(1),
            stride_pt=part_o.stride(0),
            stride_ph=part_o.stride(1),
            stride_ps=part_o.stride(2) if num_splits > 1 else 0,
            stride_lt=part_lse.stride(0),
            stride_lh=part_lse.stride(1),
            mode_stride=0 if mode.shape[0] == 1 else 1,
            qk_scale=scaling * _LOG2E,
            num_splits=num_splits,
            WINDOW=window,
            GROUP=group,
            HEAD_DIM=head_dim,
            HEAD_DIM_V=head_dim_v,
            BLOCK_D=block_d,
            BLOCK_DV=block_dv,
            BLOCK_M=block_m,
            BLOCK_N=block_n,
            NUM_M_TILES=num_m_tiles,
            SINGLE_SPLIT=num_splits == 1,
            MIN_SPLIT_KEYS=max(1, min_split_keys),
            DRAFT=DRAFT_MODE,
            DOT_PRECISION="ieee" if query.dtype == torch.float32 else "tf32",
            # Triton's interpreter multiplies bf16 dot operands as their raw uint16 bits
            # (interpreter.create_dot): off CUDA, bf16 dots run in fp32 on the same rounded
            # values.
            DOT_IN_FP32=query.dtype == torch.bfloat16 and not target.cuda,
            num_warps=num_warps,
            num_stages=tuning.num_stages,
        ),
    )
    if num_splits == 1:
        return out, [split]
    merge = KernelLaunch(
        kernel=_window_attention_reduce_kernel,
        grid=(num_tokens, num_q_heads),
        kwargs=dict(
            part_o_ptr=part_o,
            part_lse_ptr=part_lse,
            out_ptr=out,
            stride_pt=part_o.stride(0),
            stride_ph=part_o.stride(1),
            stride_ps=part_o.stride(2),
            stride_lt=part_lse.stride(0),
            stride_lh=part_lse.stride(1),
            stride_ot=out.stride(0),
            stride_oh=out.stride(1),
            num_splits=num_splits,
            HEAD_DIM_V=head_dim_v,
            BLOCK_DV=block_dv,
            BLOCK_S=max(2, triton.next_power_of_2(num_splits)),
            num_warps=4 if block_dv >= 128 else 2,
        ),
    )
    return out, [split, merge]


def _host_ints(values: torch.Tensor | Sequence[int]) -> list[int]:
    # .tolist() on a device tensor is a host sync: fine for the reference, never on a hot path.
    return values.tolist() if isinstance(values, torch.Tensor) else [int(v) for v in values]


def window_attention_reference(
    query: torch.Tensor,
    k_cache: torch.Tensor,
    v_cache: torch.Tensor,
    req_to_token: torch.Tensor,
    req_pool_indices: torch.Tensor | Sequence[int],
    prefix_lens: torch.Tensor | Sequence[int],
    window: int,
    mode: int | torch.Tensor,
    scaling: float,
) -> torch.Tensor:
    """Slow, obviously correct window attention: one SDPA per request with the explicit mask.

    Same arguments as :func:`window_attention_triton`; ``req_pool_indices`` / ``prefix_lens``
    may also be lists, and ``mode`` an int (one mode) or a [1] / [bs] tensor. The mask comes
    from ``round.window_attention_mask``, the one definition of the two patterns. This is the
    CPU backend's path (``gravity_torch``) and the kernel's test oracle.

    query: [bs * W, Hq, D]; k_cache / v_cache: [slots, Hkv, D] (window KV already written);
    req_to_token: [rows, max_context]. Returns [bs * W, Hq, Dv] in the query dtype.
    """
    pool_indices = _host_ints(req_pool_indices)
    lens = _host_ints(prefix_lens)
    modes = [mode] if isinstance(mode, int) else _host_ints(mode.reshape(-1))
    if len(modes) == 1:
        modes = modes * len(lens)
    if len(modes) != len(lens):
        raise ValueError(f"{len(modes)} modes for {len(lens)} requests")
    num_heads = query.shape[1]
    out = query.new_empty((query.shape[0], num_heads, v_cache.shape[-1]))
    for i, (pool_index, prefix_len, request_mode) in enumerate(zip(pool_indices, lens, modes)):
        if request_mode not in (DRAFT_MODE, VERIFY_MODE):
            raise ValueError(f"unknown window mode {request_mode}")
        rows = slice(i * window, (i + 1) * window)
        slots = req_to_token[pool_index, : prefix_len + window].to(torch.int64)
        q = query[rows].transpose(0, 1)  # [Hq, W, D]
        k = k_cache[slots].transpose(0, 1).to(q.dtype)  # [Hkv, L, D]
        v = v_cache[slots].transpose(0, 1).to(q.dtype)
        # A one-row window sees the whole prefix and itself in either mode: no mask, which
        # lets SDPA take its unmasked path (an AR step costs what a plain decode step does).
        mask = None
        if window > 1:
            mask = window_attention_mask(prefix_len, window, request_mode).to(q.device)
        o = scaled_dot_product_attention(
            q.unsqueeze(0),
            k.unsqueeze(0),
            v.unsqueeze(0),
            attn_mask=mask,
            scale=scaling,
            enable_gqa=k.shape[0] != num_heads,
        )
        out[rows] = o.squeeze(0).transpose(0, 1)
    return out
