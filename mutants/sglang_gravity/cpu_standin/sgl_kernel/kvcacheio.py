"""The KV-cache copy of sgl_kernel's CPU build (``sgl_kernel.kvcacheio``), in PyTorch."""

from __future__ import annotations

import ctypes

import torch

from ._unavailable import module_getattr

__getattr__ = module_getattr(__name__)


def copy_all_layer_kv_cache_cpu(
    data_ptrs: torch.Tensor,  # [num_buffers] int64 base address of each K and V buffer
    strides: torch.Tensor,  # [num_buffers] int64 bytes per slot row
    tgt_loc: torch.Tensor,  # [num_locs] destination slots
    src_loc: torch.Tensor,  # [num_locs] source slots
) -> None:
    """Copy slot rows ``src_loc -> tgt_loc`` in every buffer, all sources read first.

    SGLang's pool hands over raw addresses (``MHATokenToKVPool.data_ptrs``), so each buffer is
    viewed as ``[rows, stride]`` bytes over just the rows the copy touches; the gather-then-
    scatter of ``buf[tgt] = buf[src]`` makes overlapping moves safe, like the Triton kernel.
    Called at pool start-up (a warm-up with slot 0 -> 0) and when speculative decoding moves
    accepted KV.
    """
    if tgt_loc.numel() == 0:
        return
    tgt = tgt_loc.long()
    src = src_loc.long()
    rows = int(torch.maximum(tgt.max(), src.max())) + 1
    for ptr, stride in zip(data_ptrs.tolist(), strides.tolist()):
        raw = (ctypes.c_uint8 * (rows * stride)).from_address(ptr)
        buf = torch.frombuffer(raw, dtype=torch.uint8).view(rows, stride)
        buf[tgt] = buf[src]
