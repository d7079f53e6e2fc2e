"""The ``gravity`` speculative algorithm as SGLang sees it: registration and server-arg resolution.

All start-up refusals live here (fail fast, in one place): the checkpoint contract, and every
flag combination the worker cannot serve, each with a message naming the flag and the reason.
"""

from __future__ import annotations

import logging
import os
from typing import TYPE_CHECKING, Any

import torch
from sglang.srt.speculative.spec_registry import CustomSpecAlgo

from sglang_gravity import settings
from sglang_gravity.config import load_block_diffusion, resolve_window
from sglang_gravity.serving.width_graphs import (
    width_graphs_enabled,
    widths_needing_graphs,
)
from sglang_gravity.width.control import WidthControl, default_width_setting

if TYPE_CHECKING:
    from sglang.srt.managers.overlap_utils import FutureMap

logger = logging.getLogger(__name__)

ALGORITHM_NAME = "GRAVITY"
CPU_ATTENTION_BACKEND = "gravity_torch"
GPU_ATTENTION_BACKEND = "gravity_triton"
TRITON_INTERPRET_ENV = "TRITON_INTERPRET"


class GravitySpecAlgo(CustomSpecAlgo):
    """``CustomSpecAlgo`` plus what the 0.5.23 scheduler calls on every algorithm at start-up."""

    def carries_draft_hidden_states(self) -> bool:
        return False

    def need_topk(self) -> bool:
        return False

    def has_draft_kv(self) -> bool:
        # The draft pass writes x0's KV (kept) and mask KV (overwritten by the verify pass).
        return True

    def create_future_map(
        self,
        device: torch.device,
        req_to_token_pool: Any,
        needs_cpu_seq_lens: bool = True,
        needs_confidence_relay: bool = False,
    ) -> FutureMap:
        from sglang.srt.managers.overlap_utils import FutureMap

        return FutureMap(
            device, self, req_to_token_pool, needs_cpu_seq_lens, needs_confidence_relay
        )

    def resolve_max_speculative_num_draft_tokens(self, server_args: Any) -> int | None:
        """K + 1: the KV slots one round writes (x0 at C, then C+1..C+K).

        SGLang reserves ``2 x`` this past the host's committed length before every decode step
        (``get_alloc_reserve_per_decode``). Under the overlap scheduler that length lags one
        round, which may itself commit K + 1 tokens, so the next round can reach C + 2K + 2:
        exactly 2 (K + 1). With K here it would be 2 short.
        """
        from sglang.srt.arg_groups.overrides import resolving_view

        window = resolving_view(server_args).speculative_num_draft_tokens
        return None if window is None else window + 1

    def handle_server_args(self, server_args: Any) -> None:
        resolve_gravity_server_args(server_args)


def resolve_gravity_server_args(args: Any) -> None:
    """Validate the checkpoint and flags; write the resolved defaults onto ``args``.

    ``args`` is SGLang's recording stand-in: every attribute written here becomes a declared
    resolution. Runs in the launcher, before any child process starts.
    """
    # Every SGLANG_GRAVITY_* value parsed first: a bad one stops the start here, by name.
    settings.check_server_settings()
    spec = load_block_diffusion(
        args.model_path, revision=args.revision, download_dir=args.download_dir
    )
    window = resolve_window(spec, args.speculative_num_draft_tokens)
    context_length = getattr(args, "context_length", None)
    if context_length is not None and window + 2 > context_length:
        raise ValueError(
            f"--speculative-num-draft-tokens: window K={window} does not fit the context length "
            f"{context_length} (a round needs K+1 positions past the prompt)"
        )
    if args.speculative_draft_model_path is not None:
        raise ValueError(
            "--speculative-draft-model-path: gravity drafts with the target model itself "
            "(one set of weights); do not pass a draft model"
        )
    if (args.speculative_eagle_topk or 1) != 1:
        raise ValueError("--speculative-eagle-topk: gravity drafts one chain (topk must be 1)")
    if args.enable_mixed_chunk:
        raise ValueError(
            "--enable-mixed-chunk: gravity rounds cannot be mixed with prefill chunks yet"
        )
    if getattr(args, "speculative_adaptive", False):
        raise ValueError(
            "--speculative-adaptive: that is EAGLE's draft-length policy; gravity chooses its "
            "window width itself (SGLANG_GRAVITY_WIDTH=auto: per step, from the live acceptance "
            "and the step times it measures; the default on CPU, and under CUDA graphs when set)"
        )
    _check_parallelism(args)

    args.speculative_num_draft_tokens = window
    # The KV reserve per decode step is 2 x (K + 1): resolve_max_speculative_num_draft_tokens.
    _resolve_overlap(args)
    args.speculative_num_steps = 1
    args.speculative_eagle_topk = 1

    for flag in ("prefill_attention_backend", "decode_attention_backend"):
        chosen = getattr(args, flag, None)
        if chosen is not None:
            # A split backend pair routes the window passes to a backend without the draft mask.
            raise ValueError(
                f"--{flag.replace('_', '-')}={chosen}: gravity runs prefill and both window "
                "passes on one attention backend; choose it with --attention-backend "
                f"({GPU_ATTENTION_BACKEND} on GPU, {CPU_ATTENTION_BACKEND} on CPU)"
            )
    if args.device == "cpu":
        _resolve_cpu_attention_backend(args)
    else:
        # gravity_triton: SGLang's triton backend plus an implicit-mask window kernel (no
        # context-sized mask); plain triton works too, through a materialized custom mask.
        if args.attention_backend not in (None, "triton", GPU_ATTENTION_BACKEND):
            raise ValueError(
                f"--attention-backend={args.attention_backend}: on GPU gravity needs "
                f"'{GPU_ATTENTION_BACKEND}' (default) or 'triton'"
            )
        if args.attention_backend is None:
            args.attention_backend = GPU_ATTENTION_BACKEND
        if args.attention_backend == "triton" and not args.disable_cuda_graph:
            # A graph captured for TARGET_VERIFY must never be replayed for a pass with another
            # mask (the output stays correct and acceptance silently collapses, docs/design.md §7).
            # Plain triton captures causal graphs and reads a materialized mask only eagerly.
            # gravity_triton keeps graphs: its kernel reads the mode from a device buffer that
            # is written before every replay, so one graph per batch size serves both passes.
            logger.info("gravity: CUDA graphs off with --attention-backend triton")
            args.disable_cuda_graph = True
    _check_widths(args, window)
    logger.info(
        "gravity: window K=%d, mask id %d, block size %d (from %s)",
        window,
        spec.mask_id,
        spec.bd_size,
        spec.path,
    )


# Where the refusals below point: the page of topologies gravity serves.
ROUTER_WAY_OUT = "several servers behind sglang-router (docs/deployment.md)"


def _check_parallelism(args: Any) -> None:
    """Refuse the parallel modes gravity cannot serve, each with the way out.

    The worker runs both window passes of a round, and chooses every row's token, on one
    pipeline stage; it has not been made stage-aware. DP attention shards attention for MLA/MoE
    models; a dense GLM-OCR-style model gains nothing from it, and plain ``--dp-size`` gives the
    same data parallelism.
    """
    if getattr(args, "pp_size", 1) != 1:
        raise ValueError(
            "--pp-size: gravity does not support pipeline parallelism yet; use --tp-size to "
            "split a model too large for one device, --dp-size N for N full copies in one "
            f"server, or {ROUTER_WAY_OUT}"
        )
    # SGLang 0.5.23 turns the deprecated --dp-size N --enable-dp-attention into --attn-dp-size N
    # (enable_dp_attention back to False) before this hook runs: the width is what to read.
    attn_dp_size = getattr(args, "attn_dp_size", None) or 1
    if getattr(args, "enable_dp_attention", False) or attn_dp_size > 1:
        raise ValueError(
            f"--enable-dp-attention / --attn-dp-size={attn_dp_size}: gravity does not support "
            "DP attention yet; use --dp-size N without --enable-dp-attention (N full copies, "
            f"each drafting and verifying its own requests), or {ROUTER_WAY_OUT}"
        )
    # Measured with sglang 0.5.23 and torch 2.14.1 (which bundles NCCL): a CPU engine's TP group
    # opens SGLang's NCCL communicator, which enters torch.cuda.device("cpu"), and every TP rank's
    # scheduler dies at start-up; plain AR with the same flags dies the same way. Refused here,
    # before any child starts, instead of that crash.
    tp_size = getattr(args, "tp_size", 1) or 1
    if tp_size > 1 and args.device == "cpu":
        raise ValueError(
            f"--tp-size {tp_size} on a CPU engine: SGLang's CPU engine cannot run tensor "
            "parallelism here (its TP group opens an NCCL communicator on a CUDA device, and "
            "each rank's scheduler dies with 'Expected a cuda device, but got: cpu', plain AR "
            "included); use --dp-size N with SGLANG_CPU_OMP_THREADS_BIND for N full copies in "
            f"one server, or {ROUTER_WAY_OUT}. On GPUs --tp-size is not refused"
        )


def _check_widths(args: Any, window: int) -> None:
    """Validate the SGLANG_GRAVITY_WIDTH* settings (after the flags that turn graphs off).

    Under CUDA graphs SGLang captures the TARGET_VERIFY graphs for width K only and refuses to
    replay them for a batch of another width (``DecodeCudaGraphRunner.can_run_graph`` compares
    the capture width with ``num_tokens_per_req``, which a gravity window sets to its width).
    The worker captures a set of its own for every other width the setting may run
    (``width_graphs``); with ``SGLANG_GRAVITY_WIDTH_GRAPHS=0`` those widths run eagerly, and an
    adaptive server's measured step times include that. Unset, the width under graphs is K.
    """
    graphs = args.device != "cpu" and not args.disable_cuda_graph
    control = WidthControl.from_env(window, default=default_width_setting(args.device, graphs))
    widths = control.widths  # a bad setting has stopped the start by now
    per_width_graphs = width_graphs_enabled()  # likewise a bad SGLANG_GRAVITY_WIDTH_GRAPHS
    others = widths_needing_graphs(widths, window)
    if graphs and others:
        listed = ",".join(map(str, others))
        if per_width_graphs:
            logger.info(
                "gravity: CUDA graphs for window widths %s are captured besides K=%d (%s=0 "
                "runs them without graphs)",
                listed,
                window,
                settings.WIDTH_GRAPHS.name,
            )
        else:
            logger.warning(
                "gravity: CUDA graphs are captured for width K=%d only (%s=0); steps of width "
                "%s run without graphs (eagerly)",
                window,
                settings.WIDTH_GRAPHS.name,
                listed,
            )
    logger.info("gravity: window width %s", control.describe())


def _resolve_overlap(args: Any) -> None:
    """SGLang's overlap scheduler on GPU (its default); on CPU only with SGLANG_GRAVITY_CPU_OVERLAP.

    On GPU the host schedules and processes results while the device computes. A CPU engine
    runs everything in one thread, so there overlap only adds work (the extra round of a
    request whose finish is learnt one step late, the relay bookkeeping): about a tenth of
    gravity's speed-up on the demo checkpoint (docs/results/overlap-width-cpu has the numbers).
    SGLang turns overlap off for its own speculative algorithms on CPU for the same
    reason; gravity does too, unless ``SGLANG_GRAVITY_CPU_OVERLAP=1`` asks to run the overlap
    loop there (the tests do, to exercise its ordering and its one-step lag without a GPU).
    """
    if args.disable_overlap_schedule or args.device != "cpu":
        return
    if settings.CPU_OVERLAP.get():
        logger.info("gravity: overlap scheduler on CPU (%s=1)", settings.CPU_OVERLAP.name)
        return
    logger.info(
        "gravity: overlap scheduler off on CPU (no device to overlap with; %s=1 keeps it)",
        settings.CPU_OVERLAP.name,
    )
    args.disable_overlap_schedule = True


def triton_interpreter_on() -> bool:
    """True when Triton kernels run under its CPU interpreter (``TRITON_INTERPRET=1``)."""
    return os.environ.get(TRITON_INTERPRET_ENV) == "1"


def _resolve_cpu_attention_backend(args: Any) -> None:
    """``gravity_torch`` on CPU; ``gravity_triton`` only under Triton's interpreter.

    SGLang resolves the CPU default (intel_amx, or torch_native without AMX) before this hook
    runs; gravity_torch is torch_native plus the window pass, so it replaces both. The
    interpreted ``gravity_triton`` is slow and exists to test the GPU backend, its kernels and
    its SGLang glue end to end on a machine without a GPU.
    """
    if args.attention_backend == GPU_ATTENTION_BACKEND:
        if not triton_interpreter_on():
            raise ValueError(
                f"--attention-backend={GPU_ATTENTION_BACKEND} on CPU runs its Triton kernels "
                f"only under Triton's interpreter: set {TRITON_INTERPRET_ENV}=1 (slow; for "
                f"tests of the GPU path), or use '{CPU_ATTENTION_BACKEND}' (the CPU default)"
            )
        logger.warning(
            "gravity: %s on CPU under the Triton interpreter (slow; meant for tests)",
            GPU_ATTENTION_BACKEND,
        )
        return
    if args.attention_backend not in (None, "torch_native", "intel_amx", CPU_ATTENTION_BACKEND):
        raise ValueError(
            f"--attention-backend={args.attention_backend}: on CPU gravity needs "
            f"'{CPU_ATTENTION_BACKEND}' (the CPU backend with the draft-window mask), or "
            f"'{GPU_ATTENTION_BACKEND}' under {TRITON_INTERPRET_ENV}=1 for tests"
        )
    if args.attention_backend != CPU_ATTENTION_BACKEND:
        logger.info("gravity: using attention backend %s on CPU", CPU_ATTENTION_BACKEND)
    args.attention_backend = CPU_ATTENTION_BACKEND
