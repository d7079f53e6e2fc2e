"""A random-weight GLM-OCR decoder in plain PyTorch, its paged KV, and a gravity round on it.

The correctness section checks gravity rounds against AR decoding on it; the model and widths
sections time its passes. Attention is a callback, so the same decoder runs the window kernel
(every gravity pass, and AR at K = 1) or SDPA (the AR baseline).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.functional as F

from sglang_gravity.gpu.common import Context, Sizes


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
    """The decoder's attention for one window pass: write the window's KV into the pool at
    ``locs``, then run the window kernel over prefix and window."""
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
