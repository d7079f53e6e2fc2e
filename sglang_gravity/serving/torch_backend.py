"""``gravity_torch``: a pure-PyTorch attention backend that also runs gravity's two passes.

SGLang's ``torch_native`` backend has no TARGET_VERIFY support at all. This one keeps its prefill
and decode paths and adds the W-wide window pass over the paged KV cache, with the mask chosen by
``GravityWindowInput.mode``: the draft mask (row 0 causal, mask rows bidirectional in the window)
or the causal verify mask. It is the CPU path and the slow, obviously correct reference for the
Triton kernel.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from sglang.srt.layers.attention.torch_native_backend import TorchNativeAttnBackend
from sglang.srt.mem_cache.memory_pool import KVWriteLoc

from sglang_gravity.kernels.window_attention import window_attention_reference
from sglang_gravity.serving.state import GravityWindowInput, WindowModeRecord

if TYPE_CHECKING:
    from sglang.srt.layers.radix_attention import RadixAttention
    from sglang.srt.model_executor.forward_batch_info import ForwardBatch


class GravityTorchAttnBackend(WindowModeRecord, TorchNativeAttnBackend):
    """torch_native for prefill/decode, plus the gravity window pass on TARGET_VERIFY."""

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        super().init_forward_metadata(forward_batch)
        self._window_plan = None
        if forward_batch.forward_mode.is_target_verify():
            spec_info = forward_batch.spec_info
            if not isinstance(spec_info, GravityWindowInput):
                raise RuntimeError(
                    "gravity_torch runs TARGET_VERIFY only for gravity windows, got "
                    f"{type(spec_info).__name__}"
                )
            # One host read per forward (not per layer): this backend loops per request anyway.
            self._window_plan = (
                forward_batch.req_pool_indices.tolist(),
                forward_batch.seq_lens.tolist(),
            )
            self.record_window_mode(spec_info.mode)

    def forward_extend(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        layer: RadixAttention,
        forward_batch: ForwardBatch,
        save_kv_cache: bool = True,
    ) -> torch.Tensor:
        if not forward_batch.forward_mode.is_target_verify():
            return super().forward_extend(q, k, v, layer, forward_batch, save_kv_cache)
        if save_kv_cache and k is not None and v is not None:
            self.token_to_kv_pool.set_kv_buffer(
                layer, KVWriteLoc(forward_batch.out_cache_loc, self.swa_out_cache_loc), k, v
            )
        spec_info: GravityWindowInput = forward_batch.spec_info
        req_pool_indices, prefix_lens = self._window_plan
        out = window_attention_reference(
            q.view(-1, layer.tp_q_head_num, layer.qk_head_dim),
            self.token_to_kv_pool.get_key_buffer(layer.layer_id),
            self.token_to_kv_pool.get_value_buffer(layer.layer_id),
            self.req_to_token_pool.req_to_token,
            req_pool_indices,
            prefix_lens,
            spec_info.draft_token_num,
            spec_info.mode,
            layer.scaling,
        )
        return out.reshape(q.shape[0], layer.tp_q_head_num * layer.v_head_dim)
