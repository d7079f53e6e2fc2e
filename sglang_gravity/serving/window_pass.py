"""One W-wide window pass (draft or verify) run as a TARGET_VERIFY forward of the target model.

Both passes of a round, and the one causal pass of an AR step, go through :meth:`WindowPass.run`:
a hand-built ``ForwardBatch`` over the window's tokens, positions and KV slots, whose spec input
(``GravityWindowInput``) tells gravity's attention backends which mask to apply. After the pass
the backend's record of the mode it planned is checked: a pass that ran with another pass's mask
keeps outputs right and silently ruins drafts, so it must fail loudly instead.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from typing import TYPE_CHECKING

import torch
from sglang.srt.model_executor.forward_batch_info import (
    CaptureHiddenMode,
    ForwardBatch,
    ForwardMode,
)
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm

from sglang_gravity.decoding.round import (
    DRAFT_MODE,
    VERIFY_MODE,
    round_positions,
    window_attention_mask,
)
from sglang_gravity.serving.spec import ALGORITHM_NAME
from sglang_gravity.serving.state import GravityWindowInput, WindowModeRecord
from sglang_gravity.serving.width_graphs import WidthGraphs

if TYPE_CHECKING:
    from sglang.srt.managers.schedule_batch import ScheduleBatch
    from sglang.srt.managers.tp_worker import TpModelWorker
    from sglang.srt.managers.utils import GenerationBatchResult

    from sglang_gravity.serving.self_test.settings import ServedVerdict

logger = logging.getLogger(__name__)

PASS_NAMES = {DRAFT_MODE: "draft", VERIFY_MODE: "verify"}


class WindowPass:
    """Runs window passes on the target worker's model runner and KV pool."""

    def __init__(
        self,
        target_worker: TpModelWorker,
        width_graphs: WidthGraphs,
        *,
        materialize_mask: bool,  # plain ``triton`` reads a mask; gravity's backends derive it
        is_mrope: bool,
    ) -> None:
        self._target_worker = target_worker
        self._model_runner = target_worker.model_runner
        self._width_graphs = width_graphs
        self._materialize_mask = materialize_mask
        self._is_mrope = is_mrope
        self._spec_algorithm = SpeculativeAlgorithm.from_string(ALGORITHM_NAME)
        self._backend_logged = False  # the attention backend is built after the worker
        # Fallbacks the start-up self-test may take (serving/self_test/): widths whose passes
        # run without CUDA graphs, or every pass eager on K's backend.
        self._eager_widths: set[int] = set()
        self._all_eager = False
        self._k_backend_only = False  # the per-width backends launch the window kernel

    def serve_on(self, verdict: ServedVerdict) -> None:
        """What the start-up self-test found: with the window kernel out of service, SGLang's
        kernel over a materialized mask on K's backend and every pass eager; the widths whose
        CUDA graph disagreed, eager."""
        if verdict.materialized_mask:
            self._model_runner.attn_backend.use_materialized_mask()
            self.use_materialized_mask()
        for width in verdict.eager_widths:
            self.run_eagerly(width)

    def run_eagerly(self, width: int) -> None:
        """Run this width's passes without CUDA graphs from now on (its graph disagreed)."""
        self._eager_widths.add(int(width))

    def use_materialized_mask(self) -> None:
        """Every pass eager on K's backend with an explicit mask: the fallback when the window
        kernel is wrong on this device (the backend is switched by the caller)."""
        self._materialize_mask = True
        self._all_eager = True
        self._k_backend_only = True

    @contextmanager
    def eager(self) -> Iterator[None]:
        """Every pass inside runs without CUDA graphs (the self-test's reference side)."""
        saved, self._all_eager = self._all_eager, True
        try:
            yield
        finally:
            self._all_eager = saved

    @contextmanager
    def _graphs_for(self, width: int) -> Iterator[None]:
        """W's own backend and graphs if built, and no graph at all where a fallback says so."""
        swap = nullcontext() if self._k_backend_only else self._width_graphs.active(width)
        with swap:
            if not (self._all_eager or width in self._eager_widths):
                yield
                return
            runner = self._model_runner
            saved = runner.decode_cuda_graph_runner
            runner.decode_cuda_graph_runner = None  # SGLang then runs the pass eagerly
            try:
                yield
            finally:
                runner.decode_cuda_graph_runner = saved

    def slots(self, batch: ScheduleBatch, width: int) -> tuple[torch.Tensor, torch.Tensor]:
        """Positions C..C+W touched by a step of width W, and their KV slots: [bs, W+1] each.

        The draft pass uses columns 0..W-1 (x0 sits at C), the verify pass columns 1..W.
        """
        positions = round_positions(batch.seq_lens, width)
        req_to_token = self._model_runner.req_to_token_pool.req_to_token
        locs = req_to_token[batch.req_pool_indices.to(torch.int64)[:, None], positions]
        return positions, locs

    def run(
        self,
        batch: ScheduleBatch,
        mode: int,
        input_ids: torch.Tensor,  # [bs, W]
        positions: torch.Tensor,  # [bs, W]
        out_cache_loc: torch.Tensor,  # [bs, W]
        mrope_delta: torch.Tensor,  # [bs] int64
        prefix_offset: int,  # window start relative to the committed length (0 draft, 1 verify)
    ) -> tuple[GenerationBatchResult, torch.Tensor]:
        """Run one W-wide TARGET_VERIFY forward; returns the result and its logits [bs, W, V]."""
        bs, width = input_ids.shape
        forward_batch = self._forward_batch(
            batch, mode, input_ids, positions, out_cache_loc, prefix_offset
        )
        if self._is_mrope:
            mrope = (positions + mrope_delta[:, None]).reshape(1, -1)
            forward_batch.mrope_positions = mrope.expand(3, -1).contiguous()
        self._model_runner.kv_index_translator.bind_own_plan(forward_batch)
        with self._graphs_for(width):  # W != K: W's own backend and graphs, if built
            result = self._target_worker.forward_batch_generation(
                batch=None, forward_batch=forward_batch, is_verify=True
            )
            self._check_mode_was_planned(mode)
        logits = result.logits_output.next_token_logits
        if logits is None or logits.shape[0] != bs * width:
            raise RuntimeError(
                f"gravity {PASS_NAMES[mode]} pass expected {bs * width} logit rows, "
                f"got {None if logits is None else tuple(logits.shape)}"
            )
        return result, logits.view(bs, width, logits.shape[-1])

    def _forward_batch(
        self,
        batch: ScheduleBatch,
        mode: int,
        input_ids: torch.Tensor,  # [bs, W]
        positions: torch.Tensor,  # [bs, W]
        out_cache_loc: torch.Tensor,  # [bs, W]
        prefix_offset: int,
    ) -> ForwardBatch:
        """The pass as SGLang's model runner reads it: each request's prefix is its committed
        length plus ``prefix_offset``, then the W window rows."""
        bs, width = input_ids.shape
        seq_lens_cpu = seq_lens_sum = custom_mask = None
        if batch.seq_lens_cpu is not None:  # None under the overlap scheduler
            prefix_lens_cpu = batch.seq_lens_cpu.to(torch.int64) + prefix_offset
            seq_lens_cpu = prefix_lens_cpu + width
            seq_lens_sum = int(seq_lens_cpu.sum())
        if self._materialize_mask:
            # Without host lengths (overlap) read them off the device: a sync, but a pass run
            # without its mask would be plain causal, and drafts would silently collapse.
            prefixes = (
                (seq_lens_cpu - width).tolist()
                if seq_lens_cpu is not None
                else (batch.seq_lens.to(torch.int64) + prefix_offset).tolist()
            )
            custom_mask = torch.cat(
                [window_attention_mask(int(p), width, mode).flatten() for p in prefixes]
            ).to(input_ids.device)
        flat_positions = positions.reshape(-1)
        return ForwardBatch(
            forward_mode=ForwardMode.TARGET_VERIFY,
            batch_size=bs,
            input_ids=input_ids.reshape(-1),
            req_pool_indices=batch.req_pool_indices,
            seq_lens=batch.seq_lens + prefix_offset,
            out_cache_loc=out_cache_loc.reshape(-1),
            seq_lens_sum=seq_lens_sum,
            seq_lens_cpu=seq_lens_cpu,
            positions=flat_positions,
            spec_algorithm=self._spec_algorithm,
            spec_info=GravityWindowInput(
                mode=mode,
                positions=flat_positions,
                draft_token_num=width,
                custom_mask=custom_mask,
            ),
            capture_hidden_mode=CaptureHiddenMode.NULL,
            return_hidden_states_before_norm=False,
        )

    def _check_mode_was_planned(self, mode: int) -> None:
        """Fail loudly if the pass did not run with its own mask (see ``WindowModeRecord``).

        Plain ``triton`` carries its mask in the pass's own input and records nothing.
        """
        backend = self._model_runner.attn_backend
        checked = isinstance(backend, WindowModeRecord)
        if not self._backend_logged:
            self._backend_logged = True
            logger.info(
                "gravity: window passes on %s (window mode checked after each pass: %s)",
                type(backend).__name__,
                checked,
            )
        if not checked:
            return
        planned = backend.take_window_mode()
        if planned != mode:
            what = (
                "without an attention plan of its own (the plan was skipped)"
                if planned is None
                else f"with the {PASS_NAMES.get(planned, planned)} pass's attention plan (stale)"
            )
            raise RuntimeError(
                f"gravity {PASS_NAMES[mode]} pass ran {what}: it used the wrong mask, which keeps "
                "outputs correct and silently ruins drafts. Refusing to continue."
            )
