"""``torch.ops.sgl_kernel.{decode,extend}_attention_cpu`` in PyTorch, for SGLang's default CPU
attention backend (``intel_amx``, ``sglang/srt/layers/attention/intel_amx_backend.py``).

The backend binds these two ops by name at construction; without them ``--device cpu`` on x86
fails unless ``--attention-backend torch_native`` is given, and torch_native has no
TARGET_VERIFY. Parameters follow the backend's positional calls in SGLang 0.5.23.

Semantics (per request, ``prefix = seq_len - extend_len``): queries see every prefix slot
``req_to_token[r, :prefix]`` and, inside the extend part, the causal triangle, or exactly
``tree_mask`` when one is given (the QLEN_ONLY layout ``[bs, W, W]``, which the backend
passes in TARGET_VERIFY when ``spec_info.tree_topk != 1``). Math runs in fp32 per request.
"""

from __future__ import annotations

import torch

from .murmur_hash import murmur_hash32_cpu

_NEG_INF = float("-inf")


def _gather(buffer: torch.Tensor, slots: torch.Tensor, scale: float) -> torch.Tensor:
    """Rows of a KV buffer as fp32, dequantized by ``scale`` (1.0 unless the cache is fp8)."""
    rows = buffer[slots].float()
    return rows * scale if scale != 1.0 else rows


def attend(
    q: torch.Tensor,  # [M, H, D]
    k: torch.Tensor,  # [L, H_kv, D] fp32
    v: torch.Tensor,  # [L, H_kv, Dv] fp32
    visible: torch.Tensor | None,  # [M, L] bool, None = all visible
    sm_scale: float,
    logit_cap: float,
    sinks: torch.Tensor | None,  # [H] per-head sink logit, or None
) -> torch.Tensor:  # [M, H, Dv] fp32
    """Softmax attention of M queries over L keys (GQA by repeating KV heads)."""
    group = q.shape[1] // k.shape[1]
    qh = q.float().transpose(0, 1)  # [H, M, D]
    kh = k.repeat_interleave(group, dim=1).transpose(0, 1)  # [H, L, D]
    vh = v.repeat_interleave(group, dim=1).transpose(0, 1)  # [H, L, Dv]
    scores = torch.matmul(qh, kh.transpose(1, 2)) * sm_scale  # [H, M, L]
    if logit_cap > 0:
        scores = logit_cap * torch.tanh(scores / logit_cap)
    if visible is not None:
        scores = scores.masked_fill(~visible, _NEG_INF)
    if sinks is not None:
        sink = sinks.float().view(-1, 1, 1).expand(-1, scores.shape[1], 1)
        probs = torch.softmax(torch.cat([scores, sink], dim=-1), dim=-1)[..., :-1]
    else:
        probs = torch.softmax(scores, dim=-1)
    return torch.matmul(probs, vh).transpose(0, 1)


def _window(visible: torch.Tensor, q_pos: torch.Tensor, sliding_window_size: int) -> torch.Tensor:
    """Keep keys with ``q_pos - k_pos < sliding_window_size`` (the backend passes window + 1)."""
    if sliding_window_size <= 0:
        return visible
    k_pos = torch.arange(visible.shape[1])
    return visible & ((q_pos.view(-1, 1) - k_pos.view(1, -1)) < sliding_window_size)


def _refuse_cross_attention(op: str, is_cross_attention: bool) -> None:
    if is_cross_attention:
        raise NotImplementedError(
            f"sgl_kernel.{op} cross-attention is not available in sglang-gravity's CPU stand-in"
        )


def decode_attention_cpu(
    query: torch.Tensor,  # [bs, H, D]
    k_cache: torch.Tensor,  # [num_slots, H_kv, D], written at loc when key is given
    v_cache: torch.Tensor,  # [num_slots, H_kv, Dv]
    key_scale: float,
    value_scale: float,
    output: torch.Tensor,  # [bs, H, Dv], written
    key: torch.Tensor | None,  # [bs, H_kv, D] this step's K, or None if already stored
    value: torch.Tensor | None,  # [bs, H_kv, Dv]
    loc: torch.Tensor,  # [bs] slot of this step's token
    attn_logits: torch.Tensor,  # the C++ kernel's split-K scratch; unused
    req_to_token: torch.Tensor,  # [num_reqs, pool_len]
    req_pool_indices: torch.Tensor,  # [bs]
    seq_lens: torch.Tensor,  # [bs] length including this step's token
    sm_scale: float,
    logit_cap: float,
    is_cross_attention: bool,
    sliding_window_size: int,  # layer window + 1; <= 0 = none
    encoder_lens: torch.Tensor | None,
    sinks: torch.Tensor | None,  # [H]
) -> None:
    """Store this step's K/V (the backend leaves that to the kernel), then attend each query
    to its request's ``seq_len`` slots."""
    del attn_logits, encoder_lens
    _refuse_cross_attention("decode_attention_cpu", is_cross_attention)
    if key is not None and value is not None:
        k_cache[loc] = key.reshape(-1, *k_cache.shape[1:]).to(k_cache.dtype)
        v_cache[loc] = value.reshape(-1, *v_cache.shape[1:]).to(v_cache.dtype)
    for i, (row, seq_len) in enumerate(zip(req_pool_indices.tolist(), seq_lens.tolist())):
        slots = req_to_token[row, :seq_len].long()
        visible = _window(
            torch.ones((1, seq_len), dtype=torch.bool),
            torch.tensor([seq_len - 1]),
            sliding_window_size,
        )
        out = attend(
            query[i : i + 1],
            _gather(k_cache, slots, key_scale),
            _gather(v_cache, slots, value_scale),
            visible,
            sm_scale,
            logit_cap,
            sinks,
        )
        output[i] = out[0].to(output.dtype)


def extend_attention_cpu(
    q_extend: torch.Tensor,  # [num_tokens, H, D]
    k_extend: torch.Tensor | None,  # [num_tokens, H_kv, D], None = read from k_buffer
    v_extend: torch.Tensor | None,  # [num_tokens, H_kv, Dv]
    o_extend: torch.Tensor,  # [num_tokens, H, Dv], written
    k_buffer: torch.Tensor,  # [num_slots, H_kv, D]
    v_buffer: torch.Tensor,  # [num_slots, H_kv, Dv]
    key_scale: float,
    value_scale: float,
    req_to_token: torch.Tensor,  # [num_reqs, pool_len]
    req_pool_indices: torch.Tensor,  # [bs]
    seq_lens: torch.Tensor,  # [bs] prefix + extend
    extend_seq_lens: torch.Tensor,  # [bs]
    extend_start_loc: torch.Tensor,  # [bs] first row of each request in q_extend
    max_len_extend: int,
    sm_scale: float,
    logit_cap: float,
    is_cross_attention: bool,
    sliding_window_size: int,  # layer window + 1; <= 0 = none
    encoder_lens: torch.Tensor | None,
    sinks: torch.Tensor | None,  # [H]
    tree_mask: torch.Tensor | None = None,  # bool [bs * W * W] replaces the causal triangle
    is_causal: bool = True,
) -> None:
    """Prefill / extend / verify attention: prefix from the cache, new tokens from k_extend."""
    del max_len_extend, encoder_lens
    _refuse_cross_attention("extend_attention_cpu", is_cross_attention)
    mask_offset = 0
    for row, seq_len, ext, start in zip(
        req_pool_indices.tolist(),
        seq_lens.tolist(),
        extend_seq_lens.tolist(),
        extend_start_loc.tolist(),
    ):
        if ext <= 0:
            continue
        prefix = seq_len - ext
        slots = req_to_token[row, :seq_len].long()
        if k_extend is not None and v_extend is not None:
            k_new = k_extend[start : start + ext].reshape(ext, *k_buffer.shape[1:]).float()
            v_new = v_extend[start : start + ext].reshape(ext, *v_buffer.shape[1:]).float()
            k = torch.cat([_gather(k_buffer, slots[:prefix], key_scale), k_new])
            v = torch.cat([_gather(v_buffer, slots[:prefix], value_scale), v_new])
        else:  # e.g. KV-shared layers: the sharing layer already stored this extend's K/V
            k = _gather(k_buffer, slots, key_scale)
            v = _gather(v_buffer, slots, value_scale)

        visible = torch.ones((ext, seq_len), dtype=torch.bool)
        if tree_mask is not None:
            visible[:, prefix:] = tree_mask[mask_offset : mask_offset + ext * ext].view(ext, ext)
            mask_offset += ext * ext
        elif is_causal:
            visible[:, prefix:] = torch.ones((ext, ext), dtype=torch.bool).tril()
        visible = _window(visible, torch.arange(prefix, seq_len), sliding_window_size)

        out = attend(q_extend[start : start + ext], k, v, visible, sm_scale, logit_cap, sinks)
        o_extend[start : start + ext] = out.to(o_extend.dtype)


_SCHEMAS = {
    "decode_attention_cpu": (
        "decode_attention_cpu(Tensor query, Tensor(a!) k_cache, Tensor(b!) v_cache, "
        "float key_scale, float value_scale, Tensor(c!) output, Tensor? key, Tensor? value, "
        "Tensor loc, Tensor attn_logits, Tensor req_to_token, Tensor req_pool_indices, "
        "Tensor seq_lens, float sm_scale, float logit_cap, bool is_cross_attention, "
        "int sliding_window_size, Tensor? encoder_lens, Tensor? sinks) -> ()"
    ),
    "extend_attention_cpu": (
        "extend_attention_cpu(Tensor q_extend, Tensor? k_extend, Tensor? v_extend, "
        "Tensor(a!) o_extend, Tensor k_buffer, Tensor v_buffer, float key_scale, "
        "float value_scale, Tensor req_to_token, Tensor req_pool_indices, Tensor seq_lens, "
        "Tensor extend_seq_lens, Tensor extend_start_loc, int max_len_extend, float sm_scale, "
        "float logit_cap, bool is_cross_attention, int sliding_window_size, "
        "Tensor? encoder_lens, Tensor? sinks, Tensor? tree_mask=None, bool is_causal=True) -> ()"
    ),
    # SGLang's seeded sampling (multinomial_with_seed) on CPU.
    "murmur_hash32_cpu": "murmur_hash32_cpu(Tensor seed, Tensor positions, Tensor col_indices) -> Tensor",
}
_IMPLS = {
    "decode_attention_cpu": decode_attention_cpu,
    "extend_attention_cpu": extend_attention_cpu,
    "murmur_hash32_cpu": murmur_hash32_cpu,
}


def register_torch_ops() -> torch.library.Library | None:
    """Define the two ops under ``torch.ops.sgl_kernel`` unless something already has.

    Returns the ``Library`` handle, which the caller must keep alive: dropping it unregisters
    the ops. Nothing else is registered there, ``convert_weight_packed`` in particular, so
    ``cpu_has_amx_support()`` stays False and layers take their native PyTorch paths.
    """
    missing = [name for name in _SCHEMAS if not hasattr(torch.ops.sgl_kernel, name)]
    if not missing:
        return None
    lib = torch.library.Library("sgl_kernel", "FRAGMENT")
    for name in missing:
        lib.define(_SCHEMAS[name])
        lib.impl(name, _IMPLS[name], "CPU")
    return lib
