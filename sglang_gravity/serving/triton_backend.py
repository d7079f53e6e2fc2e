"""``gravity_triton``: SGLang's Triton attention backend plus gravity's window pass.

The GPU backend; on CPU it runs only under Triton's interpreter, which the tests use to serve
through it end to end.

Prefill and decode are ``TritonAttnBackend``'s, unchanged. TARGET_VERIFY — both gravity passes —
runs ``window_attention_triton``: it reads the prefix and the window straight through
``req_to_token`` and applies the draft or causal mask from ``GravityWindowInput.mode`` implicitly,
so no context-sized mask is built, copied or stored, and no KV index list is packed.

CUDA graphs. SGLang captures one TARGET_VERIFY graph per batch size, with no spec input (so no
mode) for a registered algorithm. Here the kernel reads the mode from a device buffer that is
filled before every replay, so one graph per batch size serves the draft and the verify pass;
a masked pass can never replay a causal graph, because no graph has a mode baked in. Every
plan records its mode (``WindowModeRecord``) and the worker checks it after each pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
from sglang.srt.layers.attention.base_attn_backend import SharedReadEnds
from sglang.srt.layers.attention.triton_backend import TritonAttnBackend
from sglang.srt.mem_cache.memory_pool import KVWriteLoc

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE
from sglang_gravity.kernels.window_attention import window_attention_triton
from sglang_gravity.serving.spec import GPU_ATTENTION_BACKEND
from sglang_gravity.serving.state import GravityWindowInput, WindowModeRecord

if TYPE_CHECKING:
    from sglang.srt.layers.radix_attention import RadixAttention
    from sglang.srt.model_executor.forward_batch_info import ForwardBatch, ForwardMode
    from sglang.srt.model_executor.model_runner import ModelRunner


# Like SGLang's own Triton launchers: torch.compile (--enable-torch-compile) leaves the launch
# alone instead of tracing its host-side checks.
_window_attention = torch.compiler.disable(window_attention_triton)


@dataclass(frozen=True)
class WindowPlan:
    """What every layer's window-attention launch of one TARGET_VERIFY forward reads.

    Under a CUDA graph these are the runner's static buffers (and this backend's mode
    buffer), refilled before each replay; eagerly they are the batch's own tensors.
    """

    req_pool_indices: torch.Tensor  # [bs] — the requests' rows of req_to_token
    prefix_lens: torch.Tensor  # [bs] — KV length before the window (ForwardBatch.seq_lens)
    mode: torch.Tensor  # [1] or [bs] int32 — DRAFT_MODE / VERIFY_MODE, read on device
    window: int  # W


def unsupported_reason(model_runner: ModelRunner, backend: TritonAttnBackend) -> str | None:
    """Why the window kernel cannot serve this model and KV pool, or None (checked once)."""
    if backend.use_mla:
        return "MLA attention"
    if backend.dcp_size > 1:
        return "decode context parallelism"
    if model_runner.sliding_window_size is not None or backend.use_sliding_window_kv_pool:
        return "sliding-window attention"
    if model_runner.model_config.is_encoder_decoder:
        return "encoder-decoder models"
    translator = backend.kv_index_translator
    if translator is not None and translator.is_translating:
        return "a unified (virtual-id) KV pool: req_to_token does not hold physical slots"
    if model_runner.kv_cache_dtype != model_runner.dtype:
        return f"KV cache dtype {model_runner.kv_cache_dtype} != model dtype {model_runner.dtype}"
    return None


def _unsupported_layer_reason(layer: RadixAttention, extras: dict[str, Any]) -> str | None:
    if layer.logit_cap is not None and layer.logit_cap > 0:
        return "logit soft-capping"
    if layer.sliding_window_size is not None and layer.sliding_window_size > -1:
        return "sliding-window layers"
    if layer.k_scale is not None or layer.v_scale is not None:
        return "scaled (quantized) KV"
    if layer.is_cross_attention:
        return "cross attention"
    used = [name for name, value in extras.items() if value is not None]
    return f"{', '.join(used)} arguments" if used else None


def _stream_capturing(device: torch.device) -> bool:
    return device.type == "cuda" and torch.cuda.is_current_stream_capturing()


def _window_input(spec_info: Any) -> GravityWindowInput:
    if not isinstance(spec_info, GravityWindowInput):
        raise RuntimeError(
            f"{GPU_ATTENTION_BACKEND} runs TARGET_VERIFY only for gravity windows, got "
            f"{type(spec_info).__name__}"
        )
    if spec_info.mode not in (DRAFT_MODE, VERIFY_MODE):
        raise RuntimeError(f"unknown gravity window mode {spec_info.mode}")
    return spec_info


class GravityTritonAttnBackend(WindowModeRecord, TritonAttnBackend):
    """``triton`` for prefill/decode; gravity's implicit-mask window kernel on TARGET_VERIFY.

    After :meth:`use_materialized_mask` (the start-up self-test's fallback when the window
    kernel computes the wrong thing on this device) TARGET_VERIFY runs SGLang's own Triton
    kernel over the explicit mask the pass carries, eagerly, as plain ``triton`` does.
    """

    _materialized_mask = False

    def __init__(
        self,
        model_runner: ModelRunner,
        skip_prefill: bool = False,
        kv_indptr_buf: torch.Tensor | None = None,
    ) -> None:
        super().__init__(model_runner, skip_prefill=skip_prefill, kv_indptr_buf=kv_indptr_buf)
        reason = unsupported_reason(model_runner, self)
        if reason is not None:
            raise ValueError(
                f"--attention-backend={GPU_ATTENTION_BACKEND} does not support {reason}"
            )
        # One [1] tensor per mode, made once: an eager pass selects its mode without a copy.
        self._mode_tensors = {
            mode: torch.full((1,), mode, dtype=torch.int32, device=self.device)
            for mode in (DRAFT_MODE, VERIFY_MODE)
        }
        self._graph_mode: torch.Tensor | None = None  # [max_bs] int32, read by captured graphs
        self._window_plan: WindowPlan | None = None

    def window_kernel(self) -> Any:
        """The window-attention function this backend launches (what the self-test checks)."""
        return _window_attention

    def use_materialized_mask(self) -> None:
        """Serve window passes with SGLang's Triton kernel over an explicit mask from now on."""
        self._materialized_mask = True

    # --- metadata: eager -------------------------------------------------------------------

    def init_forward_metadata(self, forward_batch: ForwardBatch) -> None:
        if not forward_batch.forward_mode.is_target_verify():
            self._window_plan = None
            super().init_forward_metadata(forward_batch)
            return
        spec_info = _window_input(forward_batch.spec_info)
        if self._materialized_mask:
            if spec_info.custom_mask is None:
                raise RuntimeError(
                    f"{GPU_ATTENTION_BACKEND} after the window-kernel fallback needs the pass's "
                    "materialized mask, and this pass carries none"
                )
            self._window_plan = None
            super().init_forward_metadata(forward_batch)  # plain triton's target-verify plan
            self.record_window_mode(spec_info.mode)
            return
        self._window_plan = WindowPlan(
            req_pool_indices=forward_batch.req_pool_indices,
            prefix_lens=forward_batch.seq_lens,
            mode=self._mode_tensors[spec_info.mode],
            window=spec_info.draft_token_num,
        )
        self.record_window_mode(spec_info.mode)
        self.forward_metadata = None  # nothing of the base backend's applies to this pass

    # --- metadata: CUDA graphs -------------------------------------------------------------

    def init_cuda_graph_state(
        self,
        max_bs: int,
        max_num_tokens: int,
        kv_indices_buf: torch.Tensor | None = None,
        cuda_graph_num_kv_splits_buf: torch.Tensor | None = None,
    ) -> None:
        super().init_cuda_graph_state(
            max_bs, max_num_tokens, kv_indices_buf, cuda_graph_num_kv_splits_buf
        )
        self._graph_mode = torch.full((max_bs,), VERIFY_MODE, dtype=torch.int32, device=self.device)

    def init_forward_metadata_out_graph(
        self, forward_batch: ForwardBatch, in_capture: bool = False
    ) -> None:
        """Capture: point the plan at the runner's static buffers and the mode buffer.
        Replay: write this pass's mode into the buffer (on the replay stream, so the graph
        reads it); the runner has already refilled its static buffers."""
        if not forward_batch.forward_mode.is_target_verify():
            self._window_plan = None
            super().init_forward_metadata_out_graph(forward_batch, in_capture)
            return
        if self._materialized_mask and not in_capture:
            raise RuntimeError(
                f"{GPU_ATTENTION_BACKEND}: a window pass replayed a CUDA graph after the "
                "window-kernel fallback, which runs every pass eagerly"
            )
        if self._graph_mode is None:
            raise RuntimeError("init_cuda_graph_state must run before TARGET_VERIFY capture")
        bs = forward_batch.batch_size
        mode = self._graph_mode[:bs]
        window = self.target_verify_num_tokens_per_req
        if in_capture:
            # The capture batch carries no spec input: the graph must depend on the buffer only.
            mode.fill_(VERIFY_MODE)
        else:
            if _stream_capturing(mode.device):
                # SGLang's metadata glue graph (SGLANG_ENABLE_METADATA_GLUE_GRAPH) would record
                # this fill with the mode of the pass it saw at capture and replay that mode
                # for both passes. Raising makes the glue fall back to eager prep for good.
                raise RuntimeError(
                    f"{GPU_ATTENTION_BACKEND}: the window mode is written from host data on "
                    "every replay and cannot be captured into a metadata glue graph"
                )
            spec_info = _window_input(forward_batch.spec_info)
            if spec_info.draft_token_num != window:
                raise RuntimeError(
                    f"a gravity window of {spec_info.draft_token_num} rows replayed on graphs "
                    f"captured for {window}"
                )
            mode.fill_(spec_info.mode)  # padded rows too: they read a valid mode
            self.record_window_mode(spec_info.mode)
        self._window_plan = WindowPlan(
            req_pool_indices=forward_batch.req_pool_indices[:bs],
            prefix_lens=forward_batch.seq_lens[:bs],
            mode=mode,
            window=window,
        )
        self.forward_metadata = None

    def glue_target_verify_metadata(self) -> str:
        """Why this backend's replay prep must not be glued (SGLang asks before gluing)."""
        return "the gravity window mode is written from host data before each replay"

    def shared_read_ends(self, fm: ForwardMode) -> SharedReadEnds:
        if fm.is_target_verify():
            # Every layer's kernel reads req_to_token and seq_lens inside the replay.
            return SharedReadEnds.POST_REPLAY
        return super().shared_read_ends(fm)

    # --- forward ---------------------------------------------------------------------------

    def forward_extend(
        self,
        q: torch.Tensor,
        k: torch.Tensor,
        v: torch.Tensor,
        layer: RadixAttention,
        forward_batch: ForwardBatch,
        save_kv_cache: bool = True,
        sinks: torch.Tensor | None = None,
        score_mod: Any = None,
        aux_tensors: Any = None,
    ) -> torch.Tensor:
        if not forward_batch.forward_mode.is_target_verify() or self._materialized_mask:
            return super().forward_extend(
                q,
                k,
                v,
                layer,
                forward_batch,
                save_kv_cache,
                sinks=sinks,
                score_mod=score_mod,
                aux_tensors=aux_tensors,
            )
        plan = self._window_plan
        if plan is None:
            raise RuntimeError("TARGET_VERIFY forward without gravity window metadata")
        reason = _unsupported_layer_reason(
            layer, {"sinks": sinks, "score_mod": score_mod, "aux_tensors": aux_tensors}
        )
        if reason is not None:
            raise RuntimeError(f"{GPU_ATTENTION_BACKEND} does not support {reason}")
        if save_kv_cache and k is not None and v is not None:
            # The kernel reads the window's own KV from the cache: write it first.
            self._set_kv_buffer(forward_batch, layer, KVWriteLoc.for_batch(forward_batch), k, v)
        num_heads, head_dim_v = layer.tp_q_head_num, layer.v_head_dim
        out = getattr(forward_batch, "_attn_output", None)
        if out is None:
            out = q.new_empty((q.shape[0], num_heads * head_dim_v))
        _window_attention(
            q.view(-1, num_heads, layer.qk_head_dim),
            self.token_to_kv_pool.get_key_buffer(layer.layer_id),
            self.token_to_kv_pool.get_value_buffer(layer.layer_id),
            self.req_to_token,
            plan.req_pool_indices,
            plan.prefix_lens,
            plan.window,
            plan.mode,
            layer.scaling,
            out=out.view(-1, num_heads, head_dim_v),
        )
        return out
