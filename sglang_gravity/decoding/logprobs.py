"""Log-probabilities of a round's committed tokens, laid out the way SGLang's spec result
processor reads them (``batch_result_processor._apply_decode_logprobs``).

A round commits ``[a0, d_1..d_accepted, bonus]``. Committed token 0 (``a0``) was chosen at row 0
of the draft pass; committed token j >= 1 at row j-1 of the verify pass. So the W+1 rows
``[draft row 0, verify rows 0..W-1]`` give every committed token its distribution, at the
chain stride W+1 the packed ``output_ids`` already use. Each row is processed as AR processes
its one row at that position (penalties, grammar, ``logit_bias``, temperature: see
``sampling.choose_tokens_and_logprobs``), so the values are AR's.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from sglang.srt.layers.logprob_processor import get_token_ids_logprobs, get_top_logprobs


def committed_rows(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, W, V] -> [bs, W+1, V]: the row that chose
    each committed token position."""
    return torch.cat((draft_row0[:, None], verify_logprobs), dim=1)


@dataclass
class RoundLogprobs:
    """What the result processor reads off ``LogitsProcessorOutput`` for one round."""

    token_logprobs: torch.Tensor  # [bs, W+1] — logprob of each packed output token
    top_val: list | None  # bs*(W+1) entries (tensors, copied to host by the scheduler)
    top_idx: list | None
    token_ids_val: list | None
    token_ids_idx: list | None

    def write_to(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx


def round_logprobs(
    rows: torch.Tensor,  # [bs, W+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, W+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)
