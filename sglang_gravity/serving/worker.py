"""The gravity speculative worker: SGLang glue around the pure round functions in ``round.py``.

One decode step of the scheduler is one gravity round per request: a K-wide draft pass over
``[x0, MASK x B]`` and a K-wide causal verify pass over ``[a0, d_1..d_B]``, both run as
TARGET_VERIFY forwards of the target model itself. Prefill is the target's ordinary extend.
"""

from __future__ import annotations

import logging
import os
import time
from collections import deque
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import torch
from sglang.srt.arg_groups.model_override_base import resolved_view
from sglang.srt.constrained.base_grammar_backend import GrammarMask
from sglang.srt.environ import envs
from sglang.srt.managers.utils import GenerationBatchResult
from sglang.srt.model_executor.forward_batch_info import (
    CaptureHiddenMode,
    ForwardBatch,
    ForwardMode,
)
from sglang.srt.runtime_context import get_spec
from sglang.srt.speculative.base_spec_worker import BaseSpecWorker
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm

from sglang_gravity.config import CHECK_RELAY_ENV, GravityConfig, load_block_diffusion
from sglang_gravity.decoding import grammar as grammar_rows
from sglang_gravity.decoding.logprobs import committed_rows, round_logprobs
from sglang_gravity.decoding.penalties import PenaltyState, RequestPenalties, penalize_rows
from sglang_gravity.decoding.round import (
    DRAFT_MODE,
    VERIFY_MODE,
    accept_and_pack,
    build_draft_window,
    round_positions,
    window_attention_mask,
)
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens_and_logprobs
from sglang_gravity.serving.metrics import (
    GravityMetrics,
    metrics_enabled_here,
    scheduler_metric_labels,
)
from sglang_gravity.serving.spec import ALGORITHM_NAME, GPU_ATTENTION_BACKEND
from sglang_gravity.serving.state import (
    CarriedRows,
    GravityDraftState,
    GravityWindowInput,
    WindowModeRecord,
)
from sglang_gravity.serving.trace import RoundTracer
from sglang_gravity.serving.width_graphs import WidthGraphs, width_graphs_enabled
from sglang_gravity.width.control import WidthControl, default_width_setting

if TYPE_CHECKING:
    from sglang.srt.managers.schedule_batch import ScheduleBatch
    from sglang.srt.managers.tp_worker import TpModelWorker
    from sglang.srt.server_args import ServerArgs

logger = logging.getLogger(__name__)


def unservable_reason(batch: ScheduleBatch) -> str | None:
    """Why this batch cannot be decoded exactly by gravity, or None.

    Requests are filtered at admission (``plugin.reject_unservable_request``); reaching here
    with such a request is a bug, and it must fail loudly rather than answer wrongly.
    """
    info = batch.sampling_info
    if info is not None and info.has_custom_logit_processor:
        return "custom logit processors"
    return None


def request_penalties(req: Any) -> RequestPenalties:
    """A scheduler request's penalty parameters, with the stop tokens SGLang's min-new-tokens
    penalizer blocks (``penaltylib/min_new_tokens.py``)."""
    params = req.sampling_params
    stop: set[int] = set()
    if params.min_new_tokens > 0:
        stop |= set(params.stop_token_ids or ()) | set(req.eos_token_ids or ())
        tokenizer = getattr(req, "tokenizer", None)
        if tokenizer is not None:
            stop |= set(tokenizer.additional_stop_token_ids or ())
            if tokenizer.eos_token_id is not None:
                stop.add(tokenizer.eos_token_id)
    return RequestPenalties(
        frequency_penalty=params.frequency_penalty,
        presence_penalty=params.presence_penalty,
        repetition_penalty=params.repetition_penalty,
        min_new_tokens=params.min_new_tokens,
        stop_token_ids=frozenset(t for t in stop if t is not None),
    )


@dataclass(frozen=True)
class _RowProcessing:
    """How this round's window rows are turned into tokens, as AR's sampler would."""

    penalties: PenaltyState | None
    logit_bias: torch.Tensor | None  # [bs, V] float32
    sampling: RowSampling | None  # None: an all-greedy batch
    return_logprobs: bool
    original_logprobs: bool  # SGLANG_RETURN_ORIGINAL_LOGPROB


class GravityWorker(BaseSpecWorker):
    """Self-speculative worker: the target model drafts and verifies; no draft model, no draft KV."""

    def __init__(
        self,
        server_args: ServerArgs,
        gpu_id: int,
        nccl_port: int,
        target_worker: TpModelWorker,
    ) -> None:
        super().__init__()
        self.server_args = server_args
        self._target_worker = target_worker
        self._draft_worker = None
        self.model_runner = target_worker.model_runner
        self.device = target_worker.device
        block = load_block_diffusion(
            server_args.model_path,
            revision=server_args.revision,
            download_dir=server_args.download_dir,
        )
        self.config = GravityConfig(
            mask_id=block.mask_id,
            bd_size=block.bd_size,
            window=int(get_spec().speculative_num_draft_tokens),
        )
        # Read by SGLang's metrics reporter.
        self.speculative_num_draft_tokens = self.config.window
        self.speculative_num_steps = 1
        self.topk = 1
        self._is_mrope = bool(self.model_runner.model_config.model_is_mrope)
        self._vocab_size = int(self.model_runner.model_config.vocab_size)
        # The resolved flags (gravity's own resolution included, e.g. overlap off on CPU and
        # the attention backend): the record's fields alone are what the user typed.
        resolved = resolved_view(server_args)
        self._deterministic = bool(resolved.enable_deterministic_inference)
        # Plain triton reads a materialized mask; gravity_torch / gravity_triton derive it from
        # the window mode.
        self._materialize_mask = resolved.attention_backend == "triton"
        self._accept_and_pack = accept_and_pack  # the pure-PyTorch reference, also the CPU path
        # The fused kernel on CUDA, and with gravity_triton also under the interpreter (tests).
        if (
            torch.device(self.device).type == "cuda"
            or resolved.attention_backend == GPU_ATTENTION_BACKEND
        ):
            from sglang_gravity.kernels.acceptance import accept_and_pack_triton

            self._accept_and_pack = accept_and_pack_triton
        self._tracer = RoundTracer.from_env()
        self._widths = WidthControl(
            self.config.window,
            default=default_width_setting(
                str(resolved.device), cuda_graphs=not resolved.disable_cuda_graph
            ),
        )
        # Graphs of their own for the widths other than K that this setting may run (SGLang
        # captures K's and will not replay them for another width); built in init_cuda_graphs.
        self._width_graphs = WidthGraphs(self.model_runner, self.config.window)
        self._builds_width_graphs = (
            torch.device(self.device).type == "cuda"
            and not resolved.disable_cuda_graph
            and width_graphs_enabled()
        )
        self._original_logprobs = bool(envs.SGLANG_RETURN_ORIGINAL_LOGPROB.get())
        # (requests, width) of each launched decode step whose accepted counts have not come
        # back yet: one under the synchronous scheduler, two under overlap (step N+1 is
        # launched before step N's result is processed). Results come back in launch order.
        self._steps_in_flight: deque[tuple[list[Any], int]] = deque()
        self._check_relay = os.environ.get(CHECK_RELAY_ENV) == "1"
        self._server_overlaps = not resolved.disable_overlap_schedule
        # (start time, width, batch size) of the last decode step, if the scheduler has run
        # nothing else since: the next step's start closes its loop period (step_costs).
        self._decode_clock: tuple[float, int, int] | None = None
        self._metrics = (
            GravityMetrics(scheduler_metric_labels(), self.config.window)
            if metrics_enabled_here()
            else None
        )
        self._spec_algorithm = SpeculativeAlgorithm.from_string(ALGORITHM_NAME)
        self._backend_logged = False  # the attention backend is built after this worker
        logger.info(
            "gravity worker: K=%d (drafts per round %d), mask id %d, block size %d, mrope=%s, "
            "acceptance %s, width %s, overlap scheduler %s",
            self.config.window,
            self.config.num_drafts,
            self.config.mask_id,
            self.config.bd_size,
            self._is_mrope,
            self._accept_and_pack.__name__,
            self._widths.describe(),
            "on" if self._server_overlaps else "off",
        )

    def init_cuda_graphs(self) -> None:
        """Called by the scheduler after the target worker captured its graphs (width K)."""
        super().init_cuda_graphs()
        if self._builds_width_graphs:
            self._width_graphs.build(self._widths.widths)

    def on_verify_complete_cpu(
        self, num_correct_drafts_per_req: list[int], batch_size: int = 0
    ) -> None:
        """Feed the gravity metrics from the scheduler's CPU copy of the accept counts.

        Called by the scheduler after every round, once ``accept_lens`` is already on the host,
        so counting here adds no device sync to the round.
        """
        step = self._steps_in_flight.popleft() if self._steps_in_flight else None
        if step is not None and len(step[0]) != len(num_correct_drafts_per_req):
            # Statistics only (outputs do not depend on them): resynchronize rather than stop.
            logger.warning(
                "gravity: a result of %d requests came back for a step launched with %d; "
                "dropping %d pending step records",
                len(num_correct_drafts_per_req),
                len(step[0]),
                len(self._steps_in_flight),
            )
            self._steps_in_flight.clear()
            step = None
        width = self.config.window
        if step is not None:
            reqs, width = step
            if self._widths.tracks_requests:
                # Acceptance is evidence even in a round whose tokens are discarded.
                self._widths.observe([r.rid for r in reqs], width, num_correct_drafts_per_req)
            if self._metrics is not None and self._server_overlaps:
                # Under overlap a request that finished (or was retracted) in the step before
                # ran this one too, launched before that was known; SGLang discards its tokens
                # and does not count the round, nor does gravity.
                num_correct_drafts_per_req = [
                    n
                    for req, n in zip(reqs, num_correct_drafts_per_req, strict=True)
                    if not (req.finished() or req.is_retracted)
                ]
        if self._metrics is None:
            return
        if width == 1:  # an AR step, not a round: counted apart, TPF stays per round
            self._metrics.observe_ar_steps(len(num_correct_drafts_per_req))
        else:
            self._metrics.observe_round(num_correct_drafts_per_req)

    @property
    def draft_worker(self) -> None:
        # Both passes run on the target runner and its KV pool.
        return None

    def forward_batch_generation(
        self,
        batch: ScheduleBatch,
        on_publish: Any = None,
        grammar_barrier: Any = None,
        pp_proxy_tensors: Any = None,
    ) -> GenerationBatchResult:
        reason = unservable_reason(batch)
        if reason is not None:
            raise RuntimeError(f"gravity cannot serve {reason}; it should have been refused")
        if batch.forward_mode == ForwardMode.EXTEND:
            self._decode_clock = None  # a prefill between two decode steps is not their cost
            result = self._prefill(batch)
        elif batch.forward_mode == ForwardMode.DECODE:
            result = self._round(batch, grammar_barrier)
        else:
            raise RuntimeError(
                f"gravity expects EXTEND or DECODE batches, got {batch.forward_mode}"
            )
        if on_publish is not None:
            on_publish(result.new_seq_lens)
        return result

    def _prefill(self, batch: ScheduleBatch) -> GenerationBatchResult:
        """Ordinary prefill; its greedy token becomes the first x0 (KV not yet written)."""
        result = self._target_worker.forward_batch_generation(batch)
        result.new_seq_lens = batch.seq_lens
        x0 = result.next_token_ids.reshape(-1).to(torch.int64)
        # Fresh penalty state, as AR's penalizers start a new batch: then the prefill token.
        penalties = PenaltyState.from_requests(
            [request_penalties(req) for req in batch.reqs], self._vocab_size, self.device
        )
        if penalties is not None:
            penalties.count(x0[:, None], torch.ones_like(x0))
        result.next_draft_input = GravityDraftState(
            CarriedRows(x0=x0, mrope_delta=self._mrope_deltas(batch), penalties=penalties)
        )
        return result

    def _mrope_deltas(self, batch: ScheduleBatch) -> torch.Tensor:
        """[bs] int64 text-position offset per request (image tokens compress M-RoPE positions)."""
        deltas = [0] * len(batch.reqs)
        if self._is_mrope:
            for i, req in enumerate(batch.reqs):
                mm = req.multimodal_inputs
                if mm is not None and mm.mrope_position_delta is not None:
                    deltas[i] = int(mm.mrope_position_delta.reshape(-1)[0])
        return torch.tensor(deltas, dtype=torch.int64, device=self.device)

    def _time_last_step(self, batch_size: int) -> None:
        """The scheduler's loop period of the last decode step, fed to the width policy.

        Host time between the starts of two consecutive decode steps: the forward, the result
        processing and the scheduling together, which is what throughput divides by. Under the
        overlap scheduler on a GPU that is the pipeline's period (a step starts once the step
        before has published its lengths); on CPU everything runs in this thread. No device
        sync. A step after a prefill, or whose batch changed size, gives no sample.
        """
        clock, self._decode_clock = self._decode_clock, None
        if clock is None:
            return
        started, width, size = clock
        if size == batch_size:
            self._widths.observe_time(width, size, time.perf_counter() - started)

    def _carried_rows(self, carried: GravityDraftState) -> CarriedRows:
        """This round's per-request state in batch order: the scheduler's recorded filters and
        merges applied here, on the forward stream, and x0 from SGLang's relay under overlap."""
        rows = carried.carried()
        if self._check_relay:
            problem = carried.relay_disagreement(rows)
            if problem is not None:
                raise RuntimeError(f"gravity: {problem} (the one-step lag lost a request)")
        return carried.with_relayed_x0(rows)

    def _round(self, batch: ScheduleBatch, grammar_barrier: Any = None) -> GenerationBatchResult:
        """One draft pass and one verify pass for every request of the batch."""
        state = self._carried_rows(batch.spec_info)
        # The width policy keys its acceptance statistics by request; without one, no list.
        rids = [req.rid for req in batch.reqs] if self._widths.tracks_requests else []
        if self._widths.measures_time:
            self._time_last_step(len(batch.reqs))
        window = self._widths.next_width(rids)  # this step's W (K unless a width policy is set)
        self._steps_in_flight.append((batch.reqs, window))
        if self._widths.measures_time:
            self._decode_clock = (time.perf_counter(), window, len(batch.reqs))
        committed_lens = batch.seq_lens  # [bs] — x0 sits at this position
        positions = round_positions(committed_lens, window)  # [bs, W+1]
        req_to_token = self.model_runner.req_to_token_pool.req_to_token
        locs = req_to_token[batch.req_pool_indices.to(torch.int64)[:, None], positions]
        info = batch.sampling_info
        rows = _RowProcessing(
            penalties=state.penalties,
            logit_bias=None if info is None else info.logit_bias,
            sampling=self._row_sampling(info, window),
            return_logprobs=bool(batch.return_logprob),
            original_logprobs=self._original_logprobs,
        )
        has_grammar = bool(batch.has_grammar)
        vocab = self._vocab_size if info is None else info.vocab_size
        if has_grammar and grammar_barrier is not None:
            grammar_barrier()  # the previous round's tokens advanced before reading the state

        if window == 1:
            return self._ar_step(batch, state, rows, positions, locs, vocab, has_grammar)
        draft_window = build_draft_window(state.x0, self.config.mask_id, window)  # [bs, W]
        _, draft_logits = self._run_window(
            batch, state, DRAFT_MODE, draft_window, positions[:, :window], locs[:, :window], 0
        )
        draft_mask = (
            grammar_rows.draft_row0_mask(batch.reqs, window, vocab, self.device)
            if has_grammar
            else None
        )
        # [a0, d_1..d_B]: row 0 is AR's token after x0; the mask rows draft the block.
        verify_window, draft_logprobs = self._choose(
            draft_logits, rows, positions[:, :window], 0, grammar_mask=draft_mask
        )
        tree = grammar_rows.chain_tree(state.x0, verify_window) if has_grammar else None
        verify_result, verify_logits = self._run_window(
            batch, state, VERIFY_MODE, verify_window, positions[:, 1:], locs[:, 1:], 1
        )
        verify_mask = (
            grammar_rows.verify_rows_mask(batch.reqs, tree, vocab, self.device)
            if tree is not None
            else None
        )
        verify_tokens, verify_logprobs = self._choose(
            verify_logits, rows, positions[:, 1:], 1, verify_window, grammar_mask=verify_mask
        )
        packed = self._accept_and_pack(verify_window, verify_tokens, committed_lens)
        if state.penalties is not None:
            state.penalties.count(packed.output_ids, packed.accept_lens)
        if rows.return_logprobs:
            round_logprobs(
                committed_rows(draft_logprobs, verify_logprobs),
                packed.output_ids,
                batch.top_logprobs_nums,
                batch.token_ids_logprobs,
            ).write_to(verify_result.logits_output)
        if self._tracer is not None:
            self._tracer.write(
                [req.rid for req in batch.reqs],
                state.x0,
                verify_window,
                packed.accepted,
                packed.accept_lens,
                packed.output_ids,
            )
        return GenerationBatchResult(
            logits_output=verify_result.logits_output,
            next_token_ids=packed.output_ids.reshape(-1),
            accept_lens=packed.accept_lens,
            next_draft_input=GravityDraftState(replace(state, x0=packed.next_x0)),
            speculative_num_draft_tokens=window,
            speculative_output_stride=window + 1,
            num_non_draft_tokens_per_req=2,  # a0 and the bonus
            new_seq_lens=packed.new_seq_lens,
            can_run_cuda_graph=verify_result.can_run_cuda_graph,
        )

    def _ar_step(
        self,
        batch: ScheduleBatch,
        state: CarriedRows,
        rows: _RowProcessing,
        positions: torch.Tensor,  # [bs, 2]
        locs: torch.Tensor,  # [bs, 2]
        vocab: int,
        has_grammar: bool,
    ) -> GenerationBatchResult:
        """A width-1 step: one causal pass over ``[x0]`` (writing x0's KV), committing ``a0``,
        which becomes the next ``x0``. Plain AR decoding with gravity's carried state."""
        result, logits = self._run_window(
            batch, state, DRAFT_MODE, state.x0[:, None], positions[:, :1], locs[:, :1], 0
        )
        mask = (
            grammar_rows.draft_row0_mask(batch.reqs, 1, vocab, self.device) if has_grammar else None
        )
        tokens, logprobs = self._choose(logits, rows, positions[:, :1], 0, grammar_mask=mask)
        a0 = tokens[:, 0]
        accept_lens = torch.ones_like(a0, dtype=torch.int32)
        if state.penalties is not None:
            state.penalties.count(tokens, accept_lens)
        if rows.return_logprobs:
            round_logprobs(
                logprobs[:, None], tokens, batch.top_logprobs_nums, batch.token_ids_logprobs
            ).write_to(result.logits_output)
        return GenerationBatchResult(
            logits_output=result.logits_output,
            next_token_ids=a0,
            accept_lens=accept_lens,
            next_draft_input=GravityDraftState(replace(state, x0=a0)),
            speculative_num_draft_tokens=1,
            speculative_output_stride=1,
            num_non_draft_tokens_per_req=1,  # a0 only: no draft, no bonus
            new_seq_lens=batch.seq_lens + 1,
            can_run_cuda_graph=result.can_run_cuda_graph,
        )

    def _row_sampling(self, info: Any, width: int) -> RowSampling | None:
        """Per-row sampling parameters of this round, or None for an all-greedy batch."""
        if info is None or info.is_all_greedy:
            return None
        return RowSampling.for_window(
            info.temperatures,
            info.top_ps,
            info.top_ks,
            info.min_ps,
            info.sampling_seed,
            width,
            need_top_p=info.need_top_p_sampling,
            need_top_k=info.need_top_k_sampling,
            need_min_p=info.need_min_p_sampling,
            deterministic=self._deterministic,
        )

    def _choose(
        self,
        logits: torch.Tensor,  # [bs, K, V]
        rows: _RowProcessing,
        positions: torch.Tensor,  # [bs, K] — each row's input position
        first_offset: int,
        window: torch.Tensor | None = None,
        *,
        grammar_mask: GrammarMask | None = None,  # over the bs * K rows
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """Each row's token as AR would choose it there, in AR's order (``SamplingBatchInfo.
        apply_logits_bias``): penalties, the grammar mask, ``logit_bias``, then SGLang's
        sampler. Also the log-probabilities the round commits from, when the batch asked for
        them: row 0 of each request for the draft pass ([bs, V]), every row for the verify pass
        ([bs, K, V])."""
        bs, width, vocab = logits.shape
        if rows.penalties is not None:
            penalize_rows(logits, rows.penalties, first_offset, window)
        flat = logits.view(bs * width, vocab)
        if grammar_mask is not None:
            grammar_mask.apply(flat)
        if rows.logit_bias is not None:
            logits.add_(rows.logit_bias[:, None, :])  # the same bias on every row of a request
        tokens, logprobs = choose_tokens_and_logprobs(
            flat,
            rows.sampling,
            positions.reshape(-1),
            return_logprobs=rows.return_logprobs,
            original_logprobs=rows.original_logprobs,
            # The draft pass's logprobs are read at row 0 only (a0): [bs, V] instead of
            # [bs, K, V]; the verify pass's at every row.
            logprob_rows=slice(None, None, width) if first_offset == 0 else slice(None),
        )
        if logprobs is not None and first_offset != 0:
            logprobs = logprobs.view(bs, width, vocab)
        return tokens.view(bs, width), logprobs

    def _check_window_mode_was_planned(self, mode: int) -> None:
        """Fail loudly if the pass did not run with its own mask (see ``WindowModeRecord``).

        Plain ``triton`` carries its mask in the pass's own input and records nothing.
        """
        backend = self.model_runner.attn_backend
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
            names = {DRAFT_MODE: "draft", VERIFY_MODE: "verify"}
            what = (
                "without an attention plan of its own (the plan was skipped)"
                if planned is None
                else f"with the {names.get(planned, planned)} pass's attention plan (stale)"
            )
            raise RuntimeError(
                f"gravity {names[mode]} pass ran {what}: it used the wrong mask, which keeps "
                "outputs correct and silently ruins drafts. Refusing to continue."
            )

    def _run_window(
        self,
        batch: ScheduleBatch,
        state: CarriedRows,
        mode: int,
        input_ids: torch.Tensor,  # [bs, K]
        positions: torch.Tensor,  # [bs, K]
        out_cache_loc: torch.Tensor,  # [bs, K]
        prefix_offset: int,  # window start relative to the committed length (0 draft, 1 verify)
    ) -> tuple[GenerationBatchResult, torch.Tensor]:
        """Run one W-wide TARGET_VERIFY forward; returns the result and its logits [bs, W, V]."""
        bs, window = input_ids.shape
        prefix_lens = batch.seq_lens + prefix_offset
        seq_lens_cpu = seq_lens_sum = None
        custom_mask = None
        if batch.seq_lens_cpu is not None:
            prefix_lens_cpu = batch.seq_lens_cpu.to(torch.int64) + prefix_offset
            seq_lens_cpu = prefix_lens_cpu + window
            seq_lens_sum = int(seq_lens_cpu.sum())
            if self._materialize_mask:
                custom_mask = torch.cat(
                    [window_attention_mask(int(p), window, mode).flatten() for p in prefix_lens_cpu]
                ).to(self.device)
        flat_positions = positions.reshape(-1)
        forward_batch = ForwardBatch(
            forward_mode=ForwardMode.TARGET_VERIFY,
            batch_size=bs,
            input_ids=input_ids.reshape(-1),
            req_pool_indices=batch.req_pool_indices,
            seq_lens=prefix_lens,
            out_cache_loc=out_cache_loc.reshape(-1),
            seq_lens_sum=seq_lens_sum,
            seq_lens_cpu=seq_lens_cpu,
            positions=flat_positions,
            spec_algorithm=self._spec_algorithm,
            spec_info=GravityWindowInput(
                mode=mode,
                positions=flat_positions,
                draft_token_num=window,
                custom_mask=custom_mask,
            ),
            capture_hidden_mode=CaptureHiddenMode.NULL,
            return_hidden_states_before_norm=False,
        )
        if self._is_mrope:
            mrope = (positions + state.mrope_delta[:, None]).reshape(1, -1)
            forward_batch.mrope_positions = mrope.expand(3, -1).contiguous()
        self.model_runner.kv_index_translator.bind_own_plan(forward_batch)
        with self._width_graphs.active(window):  # W != K: W's own backend and graphs, if built
            result = self._target_worker.forward_batch_generation(
                batch=None, forward_batch=forward_batch, is_verify=True
            )
            self._check_window_mode_was_planned(mode)
        logits = result.logits_output.next_token_logits
        if logits is None or logits.shape[0] != bs * window:
            raise RuntimeError(
                f"gravity {('draft', 'verify')[mode]} pass expected {bs * window} logit rows, "
                f"got {None if logits is None else tuple(logits.shape)}"
            )
        return result, logits.view(bs, window, logits.shape[-1])
