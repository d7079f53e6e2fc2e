"""``murmur_hash32_cpu``: the hash behind SGLang's seeded sampling, in plain PyTorch.

SGLang's ``multinomial_with_seed`` turns ``murmur_hash32(seed, position, column)`` into Gumbel
noise; on CUDA it runs a Triton kernel (``sglang/kernels/ops/sampling/murmur_hash.py``), on CPU it
calls this op from ``sgl_kernel``, which the PyPI wheel does not provide. Same algorithm
(MurmurHash3, 32-bit, over the four 4-byte blocks seed-low, seed-high, position, column), in
int64 arithmetic kept below 2**63 so nothing overflows; ``tests/cpu_standin/test_cpu_standin.py`` checks it
bit for bit against SGLang's Triton kernel under the interpreter.
"""

from __future__ import annotations

import torch

_MASK32 = 0xFFFFFFFF


def _mul32(x: torch.Tensor, constant: int) -> torch.Tensor:
    """(x * constant) mod 2**32 for x < 2**32, with every partial product below 2**63."""
    low, high = constant & 0xFFFF, constant >> 16
    return (x * low + (((x * high) & 0xFFFF) << 16)) & _MASK32


def _rotl32(x: torch.Tensor, r: int) -> torch.Tensor:
    return ((x << r) | (x >> (32 - r))) & _MASK32


def _mix(h: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    k = _mul32(k, 0xCC9E2D51)
    k = _rotl32(k, 15)
    k = _mul32(k, 0x1B873593)
    h = h ^ k
    h = _rotl32(h, 13)
    return (_mul32(h, 5) + 0xE6546B64) & _MASK32


def _fmix32(h: torch.Tensor) -> torch.Tensor:
    h = h ^ (h >> 16)
    h = _mul32(h, 0x85EBCA6B)
    h = h ^ (h >> 13)
    h = _mul32(h, 0xC2B2AE35)
    return h ^ (h >> 16)


def murmur_hash32_cpu(
    seed: torch.Tensor, positions: torch.Tensor, col_indices: torch.Tensor
) -> torch.Tensor:
    """[n] seeds (any 64-bit int dtype), [n] positions, [m] columns -> [n, m] uint32 hashes."""
    seed64 = seed.view(torch.int64) if seed.dtype == torch.uint64 else seed.to(torch.int64)
    seed_low = (seed64 & _MASK32)[:, None]
    seed_high = ((seed64 >> 32) & _MASK32)[:, None]
    pos = (positions.to(torch.int64) & _MASK32)[:, None]
    col = (col_indices.to(torch.int64) & _MASK32)[None, :]
    h = torch.zeros_like(seed_low)
    h = _mix(h, seed_low)
    h = _mix(h, seed_high)
    h = _mix(h, pos)
    h = _mix(h.expand(-1, col.shape[1]), col.expand(h.shape[0], -1))
    h = _fmix32(h ^ 16)
    return h.to(torch.uint32)
