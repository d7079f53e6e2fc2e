"""Window-attention inputs over a paged KV pool, as SGLang lays them out, and the kernel calls."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import torch


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
    """Random q/k/v over ``1 + sum(prefix + window)`` slots; ``shuffled`` scatters each
    request's slots over the pool, as a long-running server's allocator leaves them."""
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
    """The Triton window kernel on ``batch`` (``kernels``: the context's loaded module)."""
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
    """The kernel's PyTorch reference in fp32: what every dtype is compared against."""
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
    """Largest absolute difference over the largest expected magnitude (scale-free tolerance)."""
    return float((actual.float() - expected).abs().max() / expected.abs().max())
