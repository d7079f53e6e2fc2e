"""The gravity speculative worker: a short dispatcher over named collaborators.

One decode step of the scheduler is, per request, one gravity round (a W-wide draft pass over
``[x0, MASK x (W-1)]`` and a W-wide causal verify pass over ``[a0, d_1..]``, both run as
TARGET_VERIFY forwards of the target model itself) or, at width 1, one AR step. Prefill is the
target's ordinary extend. The collaborators:

- ``StepLedger``: the step's width, and the accepted counts that come back after it;
- ``WindowPass``: one window pass on the target model runner and its KV pool;
- ``RowChooser``: each row's token as AR's sampler would choose it there;
- ``commit_step``: the committed tokens handed back to the scheduler.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import torch
from sglang.srt.arg_groups.model_override_base import resolved_view
from sglang.srt.environ import envs
from sglang.srt.managers.utils import GenerationBatchResult
from sglang.srt.model_executor.forward_batch_info import ForwardMode
from sglang.srt.runtime_context import get_spec
from sglang.srt.speculative.base_spec_worker import BaseSpecWorker

from sglang_gravity import settings
from sglang_gravity.config import GravityConfig, load_block_diffusion
from sglang_gravity.decoding.logprobs import committed_rows
from sglang_gravity.decoding.penalties import PenaltyState
from sglang_gravity.decoding.round import (
    DRAFT_MODE,
    VERIFY_MODE,
    accept_and_pack,
    ar_step_result,
    build_draft_window,
)
from sglang_gravity.serving.commit import commit_step
from sglang_gravity.serving.prometheus import (
    GravityMetrics,
    metrics_enabled_here,
    scheduler_metric_labels,
)
from sglang_gravity.serving.row_chooser import RowChooser, request_penalties
from sglang_gravity.serving.self_test import SelfTestReport, startup_self_test
from sglang_gravity.serving.server_info import serving_summary
from sglang_gravity.serving.spec import GPU_ATTENTION_BACKEND
from sglang_gravity.serving.state import CarriedRows, GravityDraftState
from sglang_gravity.serving.step_ledger import StepLedger, StepTrace
from sglang_gravity.serving.trace import RoundTracer
from sglang_gravity.serving.width_graphs import WidthGraphs, width_graphs_enabled
from sglang_gravity.serving.window_pass import WindowPass
from sglang_gravity.width.control import WidthControl, default_width_setting

if TYPE_CHECKING:
    from sglang.srt.managers.schedule_batch import ScheduleBatch
    from sglang.srt.managers.tp_worker import TpModelWorker
    from sglang.srt.server_args import ServerArgs

logger = logging.getLogger(__name__)


def unservable_reason(batch: ScheduleBatch) -> str | None:
    """Why this batch cannot be decoded exactly by gravity, or None.

    Requests are filtered at admission (``plugin.request_refusal``); reaching here with such a
    request is a bug, and it must fail loudly rather than answer wrongly.
    """
    info = batch.sampling_info
    if info is not None and info.has_custom_logit_processor:
        return "custom logit processors"
    return None


def acceptance_function(device: str, attention_backend: str) -> Any:
    """The fused Triton acceptance on CUDA (and with ``gravity_triton`` under the interpreter,
    the tests); elsewhere the pure-PyTorch reference, which is also the CPU path."""
    if torch.device(device).type == "cuda" or attention_backend == GPU_ATTENTION_BACKEND:
        from sglang_gravity.kernels.acceptance import accept_and_pack_triton

        return accept_and_pack_triton
    return accept_and_pack


def mrope_deltas(batch: ScheduleBatch, is_mrope: bool, device: Any) -> torch.Tensor:
    """[bs] int64 text-position offset per request (image tokens compress M-RoPE positions)."""
    deltas = [0] * len(batch.reqs)
    if is_mrope:
        for i, req in enumerate(batch.reqs):
            mm = req.multimodal_inputs
            if mm is not None and mm.mrope_position_delta is not None:
                deltas[i] = int(mm.mrope_position_delta.reshape(-1)[0])
    return torch.tensor(deltas, dtype=torch.int64, device=device)


def log_start(
    config: GravityConfig, is_mrope: bool, acceptance: Any, widths: WidthControl, overlaps: bool
) -> None:
    """The worker's start-up line (what it serves with)."""
    logger.info(
        "gravity worker: K=%d (drafts per round %d), mask id %d, block size %d, mrope=%s, "
        "acceptance %s, width %s, overlap scheduler %s",
        config.window,
        config.num_drafts,
        config.mask_id,
        config.bd_size,
        is_mrope,
        acceptance.__name__,
        widths.describe(),
        "on" if overlaps else "off",
    )


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
        self._vocab_size = int(self.model_runner.model_config.vocab_size)
        self._is_mrope = bool(self.model_runner.model_config.model_is_mrope)
        self._original_logprobs = bool(envs.SGLANG_RETURN_ORIGINAL_LOGPROB.get())
        self._check_relay = settings.CHECK_RELAY.get()
        self._tracer = RoundTracer.from_env()
        self._build_collaborators(resolved_view(server_args))

    def _build_collaborators(self, resolved: Any) -> None:
        """From the resolved flags (gravity's own resolution included, e.g. overlap off on CPU
        and the attention backend): the record's fields alone are what the user typed."""
        self._deterministic = bool(resolved.enable_deterministic_inference)
        self._accept_and_pack = acceptance_function(self.device, resolved.attention_backend)
        widths = WidthControl.from_env(
            self.config.window,
            default=default_width_setting(
                str(resolved.device), cuda_graphs=not resolved.disable_cuda_graph
            ),
        )
        self._widths = widths
        # Graphs of their own for the widths other than K that this setting may run (SGLang
        # captures K's and will not replay them for another width); built in init_cuda_graphs.
        self._width_graphs = WidthGraphs(self.model_runner, self.config.window)
        self._builds_width_graphs = (
            torch.device(self.device).type == "cuda"
            and not resolved.disable_cuda_graph
            and width_graphs_enabled()
        )
        self._pass = WindowPass(
            self._target_worker,
            self._width_graphs,
            materialize_mask=resolved.attention_backend == "triton",
            is_mrope=self._is_mrope,
        )
        overlaps = not resolved.disable_overlap_schedule
        metrics = (
            GravityMetrics(scheduler_metric_labels(), self.config.window)
            if metrics_enabled_here()
            else None
        )
        self._ledger = StepLedger(
            widths,
            metrics,
            window=self.config.window,
            server_overlaps=overlaps,
            steps=StepTrace.from_env(),
        )
        self._info = serving_summary(self.config, resolved, widths.describe(), overlaps)
        self._self_test: SelfTestReport | None = None
        log_start(self.config, self._is_mrope, self._accept_and_pack, widths, overlaps)

    def init_cuda_graphs(self) -> None:
        """Called by the scheduler after the target worker captured its graphs (width K); then
        the start-up self-test of what will serve, before the first request."""
        super().init_cuda_graphs()
        if self._builds_width_graphs:
            self._width_graphs.build(self._widths.widths)
        self._self_test = startup_self_test(
            self.model_runner,
            self._pass,
            window=self.config.window,
            widths=self._widths.widths,
            own_graph_widths=self._width_graphs.widths,
            mask_id=self.config.mask_id,
            vocab_size=self._vocab_size,
            acceptance=self._accept_and_pack,
        )
        verdict = self._self_test.verdict  # what serves: the one place the path changes
        self._pass.serve_on(verdict)  # the window kernel's and the graphs' fallbacks
        if verdict.reference_acceptance:
            self._accept_and_pack = accept_and_pack

    def server_info(self) -> dict[str, Any]:
        """Gravity's entry in ``/server_info`` (``internal_states[i].gravity``): what serves."""
        report = self._self_test
        return {
            **self._info,
            "acceptance": self._accept_and_pack.__name__,
            "cuda_graph_widths": [] if report is None else report.graph_widths,
            "self_test": None if report is None else report.as_dict(),
        }

    def on_verify_complete_cpu(
        self, num_correct_drafts_per_req: list[int], batch_size: int = 0
    ) -> None:
        """Called by the scheduler after every step, once ``accept_lens`` is on the host, so
        booking it adds no device sync to the step."""
        self._ledger.complete(num_correct_drafts_per_req)

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
            self._ledger.prefill_ran()
            result = self._prefill(batch)
        elif batch.forward_mode == ForwardMode.DECODE:
            result = self._decode_step(batch, grammar_barrier)
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
            CarriedRows(
                x0=x0,
                mrope_delta=mrope_deltas(batch, self._is_mrope, self.device),
                penalties=penalties,
            )
        )
        return result

    def _carried_rows(self, carried: GravityDraftState) -> CarriedRows:
        """This step's per-request state in batch order: the scheduler's recorded filters and
        merges applied here, on the forward stream, and x0 from SGLang's relay under overlap."""
        rows = carried.carried()
        if self._check_relay:
            problem = carried.relay_disagreement(rows)
            if problem is not None:
                raise RuntimeError(f"gravity: {problem} (the one-step lag lost a request)")
        return carried.with_relayed_x0(rows)

    def _decode_step(self, batch: ScheduleBatch, grammar_barrier: Any) -> GenerationBatchResult:
        """One round per request at the ledger's width W, or an AR step when W is 1."""
        state = self._carried_rows(batch.spec_info)
        width = self._ledger.start_step(batch.reqs)
        rows = RowChooser.for_batch(
            batch,
            state.penalties,
            width,
            vocab_size=self._vocab_size,
            device=self.device,
            deterministic=self._deterministic,
            original_logprobs=self._original_logprobs,
        )
        if rows.grammar_reqs is not None and grammar_barrier is not None:
            grammar_barrier()  # the previous step's tokens advanced before reading the state
        if width == 1:
            return self._ar_step(batch, state, rows)
        return self._round(batch, state, rows, width)

    def _round(
        self, batch: ScheduleBatch, state: CarriedRows, rows: RowChooser, width: int
    ) -> GenerationBatchResult:
        """Draft pass, verify pass, acceptance: commits ``a0``, accepted drafts and the bonus."""
        positions, locs = self._pass.slots(batch, width)  # [bs, W+1] each
        draft = build_draft_window(state.x0, self.config.mask_id, width)  # [x0, MASK x (W-1)]
        _, draft_logits = self._pass.run(
            batch, DRAFT_MODE, draft, positions[:, :width], locs[:, :width], state.mrope_delta, 0
        )
        # [a0, d_1..]: row 0 is AR's token after x0; the mask rows draft the block.
        verify_window, draft_logprobs = rows.draft(draft_logits, positions[:, :width])
        verify_result, verify_logits = self._pass.run(
            batch, VERIFY_MODE, verify_window, positions[:, 1:], locs[:, 1:], state.mrope_delta, 1
        )
        verify_tokens, verify_logprobs = rows.verify(
            verify_logits, positions[:, 1:], state.x0, verify_window
        )
        packed = self._accept_and_pack(verify_window, verify_tokens, batch.seq_lens)
        if self._tracer is not None:
            self._tracer.write(
                [req.rid for req in batch.reqs],
                state.x0,
                verify_window,
                packed.accepted,
                packed.accept_lens,
                packed.output_ids,
            )
        logprob_rows = (
            committed_rows(draft_logprobs, verify_logprobs) if rows.return_logprobs else None
        )
        return commit_step(packed, width, state, batch, verify_result, logprob_rows)

    def _ar_step(
        self, batch: ScheduleBatch, state: CarriedRows, rows: RowChooser
    ) -> GenerationBatchResult:
        """A width-1 step: one causal pass over ``[x0]`` (writing x0's KV), committing ``a0``,
        which becomes the next ``x0``. Plain AR decoding with gravity's carried state."""
        positions, locs = self._pass.slots(batch, 1)
        result, logits = self._pass.run(
            batch,
            DRAFT_MODE,
            state.x0[:, None],
            positions[:, :1],
            locs[:, :1],
            state.mrope_delta,
            0,
        )
        tokens, logprobs = rows.draft(logits, positions[:, :1])
        committed = ar_step_result(tokens[:, 0], batch.seq_lens)
        logprob_rows = logprobs[:, None] if rows.return_logprobs else None
        return commit_step(committed, 1, state, batch, result, logprob_rows)
