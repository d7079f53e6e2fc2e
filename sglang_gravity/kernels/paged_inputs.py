"""Window-attention inputs over a paged KV pool, as SGLang lays them out: one definition for the
server's start-up self-check (``device_checks``), the GPU check (``sglang_gravity.gpu``) and the
kernel tests.

The layout: slot 0 of the pool is unused (SGLang's padding slot); request i's prefix and window
occupy ``prefix_lens[i] + window`` slots, in order or scattered over the pool (``shuffled``, as a
long-running server's allocator leaves them), listed in its ``req_to_token`` row; the window's
KV is already in the pool, as the passes write it before attending. Only torch: no triton, no
SGLang.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import torch


@dataclass
class PagedWindowInputs:
    """One launch's tensors, on their device."""

    query: torch.Tensor  # [bs * W, Hq, D]
    k_cache: torch.Tensor  # [slots, Hkv, D]
    v_cache: torch.Tensor  # [slots, Hkv, Dv]
    req_to_token: torch.Tensor  # [rows, row_len] int32 — rows >= bs
    req_pool_indices: torch.Tensor  # [bs] int64 — each request's row
    prefix_lens: torch.Tensor  # [bs] int64
    window: int  # W
    scaling: float

    def args(self, mode: torch.Tensor) -> tuple[Any, ...]:
        """The positional arguments of ``window_attention_triton`` and of its reference (the two
        share the signature); ``mode`` [1] or [bs] int32."""
        return (
            self.query,
            self.k_cache,
            self.v_cache,
            self.req_to_token,
            self.req_pool_indices,
            self.prefix_lens,
            self.window,
            mode,
            self.scaling,
        )

    def in_fp32(self) -> PagedWindowInputs:
        """The same inputs in fp32: what every dtype's output is compared against."""
        return replace(
            self,
            query=self.query.float(),
            k_cache=self.k_cache.float(),
            v_cache=self.v_cache.float(),
        )


def paged_window_inputs(
    prefix_lens: Sequence[int],
    window: int,
    *,
    q_heads: int,
    kv_heads: int,
    head_dim: int,
    dtype: torch.dtype,
    device: torch.device | str,
    seed: int,
    v_head_dim: int | None = None,
    shuffled: bool = False,
    row_len: int = 0,
    spare_rows: int = 0,
    spare_slots: int = 0,
    draw_on_device: bool = False,
) -> PagedWindowInputs:
    """Random inputs of one launch. ``row_len``: the ``req_to_token`` row length (0: just long
    enough; a server's rows are its context length). ``spare_rows``/``spare_slots``: a pool larger
    than the batch, each request in a random row (its pool index is not its batch index).
    Values are drawn on the host from ``seed`` and copied (reproducible on any device), or on the
    device itself with ``draw_on_device`` (for the GPU check's multi-GiB pools)."""
    gen = torch.Generator().manual_seed(seed)
    bs = len(prefix_lens)
    lengths = [int(p) + window for p in prefix_lens]
    num_slots = 1 + sum(lengths) + spare_slots
    slot_ids = torch.arange(1, num_slots, dtype=torch.int32)
    if shuffled:
        slot_ids = slot_ids[torch.randperm(num_slots - 1, generator=gen)]
    rows = bs + spare_rows
    pool_indices = torch.randperm(rows, generator=gen)[:bs] if spare_rows else torch.arange(bs)
    req_to_token = torch.zeros((rows, max(max(lengths), row_len)), dtype=torch.int32)
    start = 0
    for row, length in zip(pool_indices.tolist(), lengths, strict=True):
        req_to_token[row, :length] = slot_ids[start : start + length]
        start += length
    values = torch.Generator(device=device).manual_seed(seed) if draw_on_device else gen

    def normal(*size: int) -> torch.Tensor:
        if draw_on_device:
            return torch.randn(size, generator=values, device=device).to(dtype)
        return torch.randn(size, generator=values).to(dtype).to(device)

    return PagedWindowInputs(
        query=normal(bs * window, q_heads, head_dim),
        k_cache=normal(num_slots, kv_heads, head_dim),
        v_cache=normal(num_slots, kv_heads, v_head_dim or head_dim),
        req_to_token=req_to_token.to(device),
        req_pool_indices=pool_indices.to(dtype=torch.int64, device=device),
        prefix_lens=torch.tensor(list(prefix_lens), dtype=torch.int64, device=device),
        window=window,
        scaling=head_dim**-0.5,
    )
