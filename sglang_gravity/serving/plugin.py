"""SGLang entry point (group ``sglang.srt.plugins``): registers everything gravity adds.

``load_plugins()`` calls ``register()`` in the launcher before argument parsing and again in
every scheduler, detokenizer and DP-controller process, so it must be idempotent and cheap.
"""

from __future__ import annotations

import logging
import os
from typing import Any

from sglang_gravity.serving.media_policy import (
    DECODE_TARGET,
    GUARDED_TARGETS,
    oversized_image_is_bad_request,
    refuse_local_media,
)
from sglang_gravity.serving.spec import (
    ALGORITHM_NAME,
    CPU_ATTENTION_BACKEND,
    GPU_ATTENTION_BACKEND,
    GravitySpecAlgo,
)
from sglang_gravity.serving.streaming import (
    NON_STREAMED_OUTPUT_HOOK_TARGET,
    STREAM_CONTENT_HOOK_TARGET,
    keep_unsent_logprobs,
    report_non_streamed_on_crossing,
)

logger = logging.getLogger(__name__)

ADMISSION_HOOK_TARGET = "sglang.srt.dllm.mixin.scheduler.SchedulerDllmMixin.validate_dllm_request"
# Runs in the HTTP process before any byte of the response is sent, so a streaming request gets a
# real HTTP 400 too (a scheduler-side refusal can only reach it as an SSE error event).
TOKENIZE_HOOK_TARGET = (
    "sglang.srt.managers.tokenizer_manager.TokenizerManager._create_tokenized_object"
)
BATCH_INVARIANT_HOOK_TARGET = (
    "sglang.srt.model_executor.model_runner.ModelRunner.maybe_enable_batch_invariant_mode"
)
PENALTY_APPLY_HOOK_TARGET = (
    "sglang.srt.sampling.penaltylib.orchestrator.BatchedPenalizerOrchestrator.apply"
)
LAST_LOC_HOOK_TARGET = "sglang.srt.mem_cache.allocation.get_last_loc"
WEIGHT_UPDATE_FLUSH_HOOK_TARGET = (
    "sglang.srt.managers.scheduler_components.weight_updater."
    "SchedulerWeightUpdaterManager.flush_cache_after_weight_update"
)
ROW_HEADROOM_HOOK_TARGET = (
    "sglang.srt.mem_cache.allocation_sizing.get_req_to_token_extra_context_len"
)
INTERNAL_STATE_HOOK_TARGET = (
    "sglang.srt.managers.scheduler_components.internal_state."
    "SchedulerInternalStateController.get_internal_state"
)


def request_refusal(req: Any, *, deterministic: bool = False) -> str | None:
    """Why gravity cannot decode this request exactly as AR would, or None.

    Works on a scheduler ``Req`` and on a tokenized request: checked in the HTTP process before
    the response starts, and again at admission in the scheduler. Either way the request gets
    an HTTP 400 with this message and the other requests keep running. ``deterministic``: the
    server runs with ``--enable-deterministic-inference`` (seeded sampling).
    """
    params = req.sampling_params
    if deterministic and params.min_p > 0 and params.top_k != 1:
        # SGLang's seeded sampler asserts on min_p (it would not renormalize): AR cannot serve
        # it either; a clear refusal instead of a failed batch.
        return (
            "min_p is not supported with --enable-deterministic-inference (SGLang's seeded "
            "sampler does not implement it): send min_p=0"
        )
    if getattr(req, "custom_logit_processor", None):
        return "gravity does not support custom logit processors yet"
    # A scheduler Req has the resolved mode; a tokenized request the raw True / False / "last".
    mode = getattr(req, "return_hidden_states_mode", None)
    wants_hidden = mode.need_capture() if mode is not None else req.return_hidden_states
    if wants_hidden:
        return "gravity does not support return_hidden_states yet"
    if getattr(req, "lora_id", None) is not None:
        return "gravity does not support LoRA adapters yet"
    return None


def _deterministic(server_args: Any) -> bool:
    return bool(getattr(server_args, "enable_deterministic_inference", False))


def _refuse_unservable_request(result: str | None, scheduler: Any, req: Any) -> str | None:
    """AFTER hook on the scheduler's per-request admission check (returns an error or None)."""
    if result is not None or getattr(scheduler.spec_algorithm, "name", None) != ALGORITHM_NAME:
        return result
    return request_refusal(req, deterministic=_deterministic(scheduler.server_args))


def _refuse_before_streaming(result: Any, tokenizer_manager: Any, *args: Any, **kwargs: Any):
    """AFTER hook on the tokenizer's request construction: refuse unservable requests early.

    SGLang turns the ValueError into an HTTP 400 before the response starts, for streaming and
    non-streaming requests alike. The scheduler-side check stays as a backstop for any request
    that reaches the scheduler without passing through this method.
    """
    algorithm = getattr(tokenizer_manager.server_args, "speculative_algorithm", None) or ""
    if algorithm.upper() != ALGORITHM_NAME or not hasattr(result, "sampling_params"):
        return result  # embeddings and other engines pass through
    refusal = request_refusal(result, deterministic=_deterministic(tokenizer_manager.server_args))
    if refusal is not None:
        raise ValueError(refusal)
    return result


def _widen_req_to_token_rows(result: int, *args: Any, **kwargs: Any) -> int:
    """AFTER hook: give each ``req_to_token`` row room for the whole decode reservation.

    Before every round SGLang reserves 2 x K slots past the committed length. Its default row
    headroom (4 + K) only covers that for UNO, so a request near the context end would write its
    reservation past the end of its row: on CPU an error, on GPU the next request's row.
    """
    from sglang.srt.mem_cache.allocation_sizing import (
        get_alloc_page_size,
        get_alloc_reserve_per_decode,
    )
    from sglang.srt.runtime_context import get_spec

    if (get_spec().speculative_algorithm or "").upper() != ALGORITHM_NAME:
        return result
    return max(result, get_alloc_reserve_per_decode() + get_alloc_page_size() - 1)


def _last_loc_in_torch_on_cpu(
    original: Any, req_to_token: Any, req_pool_indices: Any, prefix_lens: Any
) -> Any:
    """AROUND hook: with pages larger than one token, SGLang finds each request's last KV slot
    with a Triton kernel unless the attention backend is ``torch_native``; a CPU engine running
    ``gravity_torch`` (or ``intel_amx``) has no Triton driver, so there it takes SGLang's own
    PyTorch version of the same lookup."""
    if req_to_token.device.type == "cpu":
        from sglang.srt.mem_cache.allocation import get_last_loc_torch

        return get_last_loc_torch(req_to_token, req_pool_indices, prefix_lens)
    return original(req_to_token, req_pool_indices, prefix_lens)


def _forget_vision_embeddings_after_weight_update(result: Any, *args: Any, **kwargs: Any):
    """AFTER hook: a weight update also drops SGLang's cache of image embeddings.

    SGLang 0.5.23 flushes the KV cache after ``/update_weights_from_*`` but keeps the vision
    encoder's cached outputs (``mm_schedule.embedding_cache``, ``SGLANG_VLM_CACHE_SIZE_MB``), so
    an image it saw before the update is served with the old vision tower's features: measured
    during GRPO, a reloaded server's logprobs on such a page were 0.36 away from the new weights
    (3.3e-6 with the cache off). Runs in every scheduler where the plugin is loaded."""
    from sglang.srt.managers import mm_schedule

    if mm_schedule.embedding_cache is not None:
        mm_schedule.embedding_cache.clear()
    return result


def _add_gravity_server_info(result: Any, controller: Any, *args: Any, **kwargs: Any) -> Any:
    """AFTER hook on the scheduler's ``/server_info`` readback: gravity's entry (what serves:
    backend, graphs, overlap, width, acceptance, the start-up self-test and its fallbacks) as
    ``internal_states[i]["gravity"]``."""
    worker = getattr(getattr(controller, "scheduler", None), "draft_worker", None)
    info = getattr(worker, "server_info", None)
    state = getattr(result, "internal_state", None)
    if callable(info) and isinstance(state, dict):
        state["gravity"] = info()
    return result


def _worker_factory(server_args: Any) -> type:
    from sglang_gravity.serving.worker import GravityWorker

    return GravityWorker


def _create_gravity_torch_backend(runner: Any) -> Any:
    from sglang_gravity.serving.torch_backend import GravityTorchAttnBackend

    return GravityTorchAttnBackend(runner)


def _create_gravity_triton_backend(runner: Any) -> Any:
    # Imported on use: it pulls in SGLang's triton backend, which CPU processes never need.
    from sglang_gravity.serving.triton_backend import GravityTritonAttnBackend

    return GravityTritonAttnBackend(runner)


def _skip_batch_invariant_ops_on_cpu(original: Any, runner: Any, *args: Any, **kwargs: Any):
    """AROUND hook: SGLang's batch-invariant ops are CUDA/XPU kernels; on a CPU runner they
    raise "No supported accelerator". Seeded sampling itself needs none of them, so on CPU the
    deterministic flag keeps its sampling path and skips the kernel swap (logged)."""
    if str(getattr(runner, "device", "")) != "cpu":
        return original(runner, *args, **kwargs)
    if not _deterministic(getattr(runner, "server_args", None)):
        return None  # nothing to swap: SGLang itself would do nothing here
    logger.warning(
        "gravity plugin: --enable-deterministic-inference on CPU: seeded sampling on, "
        "batch-invariant CUDA ops skipped"
    )
    return None


def _apply_penalties_accumulated(
    original: Any, orchestrator: Any, logits: Any, repeat: int | None = None
) -> None:
    """AROUND hook: plain AR applies penalties the way SGLang's other paths do.

    SGLang builds an orchestrator's penalizers from a *set* of classes, so their order follows
    the class objects' addresses and changes from one process launch to the next. Plain AR
    without the overlap scheduler applies them one by one in that order, and a repetition
    penalty (a scaling) before or after a frequency or presence penalty (additive) gives other
    logits: seen here, one request answered differently by two launches of the same AR server
    (a repetition-first launch scaled a logit of 14.59 to 12.16 and then subtracted 0.5; the
    other gave (14.59 - 0.5) / 1.2 = 11.74, which is also what transformers gives with the
    penalties added first). SGLang's overlap scheduler and speculative workers sum the additive
    penalties into one buffer and scale after (``SamplingBatchInfo.update_penalties``); gravity
    does the same. This hook makes plain AR do it too, in every process the plugin is loaded in,
    so penalized outputs no longer depend on the launch. ``repeat`` keeps SGLang's own path.
    """
    if repeat is not None:
        return original(orchestrator, logits, repeat)
    import torch
    from sglang.srt.sampling.penaltylib.repetition_penalty import apply_scaling_penalties

    additive = torch.zeros(logits.shape, dtype=torch.float32, device=logits.device)
    orchestrator.accumulate_additive_penalties(additive)
    logits.add_(additive)
    scaling = orchestrator.accumulate_scaling_penalties()
    if scaling is not None:
        apply_scaling_penalties(logits, scaling)
    return None


def _allow_deterministic_inference() -> None:
    """Let ``--enable-deterministic-inference`` (seeded sampling) start with gravity's backends.

    SGLang keeps a list of attention backends it accepts with that flag. Gravity's window
    passes are per-request computations without atomics, as are SGLang's two CPU backends
    with the stand-in ops (one request at a time, fp32): on a CPU engine those join the list
    too, so an AR and a gravity server can both sample with per-request seeds on CPU. Pass
    ``--attention-backend`` explicitly there: with none, SGLang picks a GPU backend for it.
    """
    from sglang.srt.arg_groups.choices import (
        DETERMINISTIC_ATTENTION_BACKEND_CHOICES,
        add_deterministic_attention_backend_choices,
    )

    names = [GPU_ATTENTION_BACKEND]
    if os.environ.get("SGLANG_USE_CPU_ENGINE") == "1":
        names += [CPU_ATTENTION_BACKEND, "torch_native", "intel_amx"]
    add_deterministic_attention_backend_choices(
        [name for name in names if name not in DETERMINISTIC_ATTENTION_BACKEND_CHOICES]
    )


def register() -> None:
    """Register the algorithm, the two attention backends (their modules load on first use),
    the admission check and the media policy. Idempotent."""
    from sglang.srt.arg_groups.choices import ATTENTION_BACKEND_CHOICES
    from sglang.srt.layers.attention.attention_registry import (
        ATTENTION_BACKENDS,
        register_attention_backend,
    )
    from sglang.srt.plugins.hook_registry import HookRegistry, HookType
    from sglang.srt.speculative.spec_info import SpeculativeAlgorithm
    from sglang.srt.speculative.spec_registry import get_spec

    for name, factory in (
        (CPU_ATTENTION_BACKEND, _create_gravity_torch_backend),
        (GPU_ATTENTION_BACKEND, _create_gravity_triton_backend),
    ):
        if name not in ATTENTION_BACKENDS:
            register_attention_backend(name)(factory)
        if name not in ATTENTION_BACKEND_CHOICES:
            ATTENTION_BACKEND_CHOICES.append(name)

    _allow_deterministic_inference()
    HookRegistry.register(
        BATCH_INVARIANT_HOOK_TARGET, _skip_batch_invariant_ops_on_cpu, HookType.AROUND
    )
    HookRegistry.register(PENALTY_APPLY_HOOK_TARGET, _apply_penalties_accumulated, HookType.AROUND)
    HookRegistry.register(ADMISSION_HOOK_TARGET, _refuse_unservable_request, HookType.AFTER)
    HookRegistry.register(TOKENIZE_HOOK_TARGET, _refuse_before_streaming, HookType.AFTER)
    HookRegistry.register(ROW_HEADROOM_HOOK_TARGET, _widen_req_to_token_rows, HookType.AFTER)
    HookRegistry.register(INTERNAL_STATE_HOOK_TARGET, _add_gravity_server_info, HookType.AFTER)
    HookRegistry.register(STREAM_CONTENT_HOOK_TARGET, keep_unsent_logprobs, HookType.AROUND)
    HookRegistry.register(
        NON_STREAMED_OUTPUT_HOOK_TARGET, report_non_streamed_on_crossing, HookType.AROUND
    )
    HookRegistry.register(LAST_LOC_HOOK_TARGET, _last_loc_in_torch_on_cpu, HookType.AROUND)
    HookRegistry.register(
        WEIGHT_UPDATE_FLUSH_HOOK_TARGET,
        _forget_vision_embeddings_after_weight_update,
        HookType.AFTER,
    )
    for target in GUARDED_TARGETS:
        HookRegistry.register(target, refuse_local_media, HookType.BEFORE)
    HookRegistry.register(DECODE_TARGET, oversized_image_is_bad_request, HookType.AROUND)

    # Last: if anything above failed (SGLang logs and swallows plugin errors), the algorithm stays
    # unregistered and `--speculative-algorithm gravity` fails at start-up instead of serving
    # without the admission check or the row headroom.
    if get_spec(ALGORITHM_NAME) is None:
        SpeculativeAlgorithm.register(
            ALGORITHM_NAME, supports_overlap=True, spec_class=GravitySpecAlgo
        )(_worker_factory)
