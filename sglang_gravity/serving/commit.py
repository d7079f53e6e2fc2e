"""Committing a decode step: one helper for rounds and AR steps alike.

Whatever the width, a step ends the same way: the committed tokens are counted into the
requests' penalty state (AR's penalizers count every output token), their log-probabilities are
gathered from the rows that chose them when the batch asked for them, and the packed tokens go
back to the scheduler as a ``GenerationBatchResult`` (SGLang's spec-v2 result protocol: flat
``next_token_ids`` at a row stride, ``accept_lens``, the carried state for the next step).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import torch
from sglang.srt.managers.utils import GenerationBatchResult

from sglang_gravity.decoding.logprobs import round_logprobs
from sglang_gravity.decoding.round import RoundResult
from sglang_gravity.serving.state import CarriedRows, GravityDraftState

if TYPE_CHECKING:
    from sglang.srt.managers.schedule_batch import ScheduleBatch


def commit_step(
    committed: RoundResult,
    width: int,
    state: CarriedRows,
    batch: ScheduleBatch,
    pass_result: GenerationBatchResult,  # the step's last pass (its logits output is reused)
    logprob_rows: torch.Tensor | None,  # [bs, stride, V] — the row that chose each token
) -> GenerationBatchResult:
    """The scheduler's result of a step of ``width`` that committed ``committed``.

    A round (W > 1) commits ``a0``, the accepted drafts and the bonus at stride W+1; an AR step
    (W = 1) commits ``a0`` alone at stride 1. ``state.penalties`` is updated in place: it is
    this request group's running count, carried on to the next step.
    """
    if state.penalties is not None:
        state.penalties.count(committed.output_ids, committed.accept_lens)
    # The step's width per request as SGLang's per-request verify length (``cap_lens``): SGLang
    # sums it into ``spec_cap_lens_histogram`` (steps by width) beside ``spec_verify_ct``, so
    # each response says how many of its steps were rounds and how many AR steps, the mix that
    # tokens per forward needs (``decoding/forwards.py``).
    widths = torch.full_like(committed.accept_lens, width, dtype=torch.int32)
    logits_output: Any = pass_result.logits_output
    if logprob_rows is not None:
        round_logprobs(
            logprob_rows,
            committed.output_ids,
            batch.top_logprobs_nums,
            batch.token_ids_logprobs,
        ).write_to(logits_output)
    return GenerationBatchResult(
        logits_output=logits_output,
        next_token_ids=committed.output_ids.reshape(-1),
        accept_lens=committed.accept_lens,
        next_draft_input=GravityDraftState(replace(state, x0=committed.next_x0)),
        speculative_num_draft_tokens=width,
        speculative_output_stride=committed.output_ids.shape[1],
        num_non_draft_tokens_per_req=2 if width > 1 else 1,  # a0 and the bonus; AR: a0 only
        new_seq_lens=committed.new_seq_lens,
        cap_lens=widths,
        can_run_cuda_graph=pass_result.can_run_cuda_graph,
    )
