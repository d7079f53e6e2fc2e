"""Log-probabilities of a round's committed tokens, laid out the way SGLang's spec result
processor reads them (``batch_result_processor._apply_decode_logprobs``).

A round commits ``[a0, d_1..d_accepted, bonus]``. Committed token 0 (``a0``) was chosen at row 0
of the draft pass; committed token j >= 1 at row j-1 of the verify pass. So the K+1 rows
``[draft row 0, verify rows 0..K-1]`` give every committed token its distribution, at the
chain stride K+1 the packed ``output_ids`` already use. Each row is processed as AR processes
its one row at that position (penalties, grammar, ``logit_bias``, temperature: see
``sampling.choose_tokens_and_logprobs``), so the values are AR's.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from sglang.srt.layers.logprob_processor import get_token_ids_logprobs, get_top_logprobs


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_committed_rows__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_committed_rows__mutmut)
def committed_rows(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat((draft_row0[:, None], verify_logprobs), dim=1)


def x_committed_rows__mutmut_orig(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat((draft_row0[:, None], verify_logprobs), dim=1)


def x_committed_rows__mutmut_1(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat(None, dim=1)


def x_committed_rows__mutmut_2(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat((draft_row0[:, None], verify_logprobs), dim=None)


def x_committed_rows__mutmut_3(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat(dim=1)


def x_committed_rows__mutmut_4(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat((draft_row0[:, None], verify_logprobs), )


def x_committed_rows__mutmut_5(draft_row0: torch.Tensor, verify_logprobs: torch.Tensor) -> torch.Tensor:
    """Draft row 0 [bs, V] and the verify rows [bs, K, V] -> [bs, K+1, V]: the row that chose
    each committed token position."""
    return torch.cat((draft_row0[:, None], verify_logprobs), dim=2)

mutants_x_committed_rows__mutmut['_mutmut_orig'] = x_committed_rows__mutmut_orig # type: ignore # mutmut generated
mutants_x_committed_rows__mutmut['x_committed_rows__mutmut_1'] = x_committed_rows__mutmut_1 # type: ignore # mutmut generated
mutants_x_committed_rows__mutmut['x_committed_rows__mutmut_2'] = x_committed_rows__mutmut_2 # type: ignore # mutmut generated
mutants_x_committed_rows__mutmut['x_committed_rows__mutmut_3'] = x_committed_rows__mutmut_3 # type: ignore # mutmut generated
mutants_x_committed_rows__mutmut['x_committed_rows__mutmut_4'] = x_committed_rows__mutmut_4 # type: ignore # mutmut generated
mutants_x_committed_rows__mutmut['x_committed_rows__mutmut_5'] = x_committed_rows__mutmut_5 # type: ignore # mutmut generated
mutants_xǁRoundLogprobsǁwrite_to__mutmut: MutantDict = {}  # type: ignore


@dataclass
class RoundLogprobs:
    """What the result processor reads off ``LogitsProcessorOutput`` for one round."""

    token_logprobs: torch.Tensor  # [bs, K+1] — logprob of each packed output token
    top_val: list | None  # bs*(K+1) entries (tensors, copied to host by the scheduler)
    top_idx: list | None
    token_ids_val: list | None
    token_ids_idx: list | None

    @_mutmut_mutated(mutants_xǁRoundLogprobsǁwrite_to__mutmut)
    def write_to(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx

    def xǁRoundLogprobsǁwrite_to__mutmut_orig(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx

    def xǁRoundLogprobsǁwrite_to__mutmut_1(self, logits_output) -> None:
        logits_output.next_token_logprobs = None
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx

    def xǁRoundLogprobsǁwrite_to__mutmut_2(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = None
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx

    def xǁRoundLogprobsǁwrite_to__mutmut_3(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = None
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx

    def xǁRoundLogprobsǁwrite_to__mutmut_4(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = None
        logits_output.next_token_token_ids_logprobs_idx = self.token_ids_idx

    def xǁRoundLogprobsǁwrite_to__mutmut_5(self, logits_output) -> None:
        logits_output.next_token_logprobs = self.token_logprobs
        logits_output.next_token_top_logprobs_val = self.top_val
        logits_output.next_token_top_logprobs_idx = self.top_idx
        logits_output.next_token_token_ids_logprobs_val = self.token_ids_val
        logits_output.next_token_token_ids_logprobs_idx = None

mutants_xǁRoundLogprobsǁwrite_to__mutmut['_mutmut_orig'] = RoundLogprobs.xǁRoundLogprobsǁwrite_to__mutmut_orig # type: ignore # mutmut generated
mutants_xǁRoundLogprobsǁwrite_to__mutmut['xǁRoundLogprobsǁwrite_to__mutmut_1'] = RoundLogprobs.xǁRoundLogprobsǁwrite_to__mutmut_1 # type: ignore # mutmut generated
mutants_xǁRoundLogprobsǁwrite_to__mutmut['xǁRoundLogprobsǁwrite_to__mutmut_2'] = RoundLogprobs.xǁRoundLogprobsǁwrite_to__mutmut_2 # type: ignore # mutmut generated
mutants_xǁRoundLogprobsǁwrite_to__mutmut['xǁRoundLogprobsǁwrite_to__mutmut_3'] = RoundLogprobs.xǁRoundLogprobsǁwrite_to__mutmut_3 # type: ignore # mutmut generated
mutants_xǁRoundLogprobsǁwrite_to__mutmut['xǁRoundLogprobsǁwrite_to__mutmut_4'] = RoundLogprobs.xǁRoundLogprobsǁwrite_to__mutmut_4 # type: ignore # mutmut generated
mutants_xǁRoundLogprobsǁwrite_to__mutmut['xǁRoundLogprobsǁwrite_to__mutmut_5'] = RoundLogprobs.xǁRoundLogprobsǁwrite_to__mutmut_5 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_round_logprobs__mutmut)
def round_logprobs(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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


def x_round_logprobs__mutmut_orig(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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


def x_round_logprobs__mutmut_1(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = None
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


def x_round_logprobs__mutmut_2(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = None
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_3(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(None, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_4(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, None)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_5(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_6(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, )
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_7(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs / stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_8(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = None
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_9(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(None, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_10(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, None)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_11(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_12(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, )
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_13(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(None, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_14(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, None).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_15(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_16(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, ).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_17(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(2, output_ids.reshape(-1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_18(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 1).to(None)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_19(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(None, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_20(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, None).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_21(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_22(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, ).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_23(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(+1, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_24(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-2, 1).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_25(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
    top_logprobs_nums: list[int] | None,  # per request (0: none)
    token_ids_logprobs: list[list[int] | None] | None,  # per request
) -> RoundLogprobs:
    """Gather the per-token values, the top-k lists and the requested-id lists, per row.

    Padding rows past a request's committed length are gathered too (the result processor
    reads only the committed ones), exactly as SGLang's ``compute_spec_logprobs`` does.
    """
    bs, stride, vocab = rows.shape
    flat = rows.reshape(bs * stride, vocab)
    token_logprobs = flat.gather(1, output_ids.reshape(-1, 2).to(torch.int64)).view(bs, stride)
    top_val = top_idx = ids_val = ids_idx = None
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_26(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    top_val = top_idx = ids_val = ids_idx = ""
    if top_logprobs_nums and any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_27(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if top_logprobs_nums or any(n > 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_28(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if top_logprobs_nums and any(None):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_29(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if top_logprobs_nums and any(n >= 0 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_30(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if top_logprobs_nums and any(n > 1 for n in top_logprobs_nums):
        per_row = [n for n in top_logprobs_nums for _ in range(stride)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_31(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        per_row = None
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_32(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        per_row = [n for n in top_logprobs_nums for _ in range(None)]
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_33(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = None
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_34(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(None, per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_35(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(flat, None, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_36(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=None)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_37(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(per_row, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_38(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(flat, no_copy_to_cpu=True)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_39(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(flat, per_row, )
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_40(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        top_val, top_idx = get_top_logprobs(flat, per_row, no_copy_to_cpu=False)
    if token_ids_logprobs and any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_41(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if token_ids_logprobs or any(ids is not None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_42(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if token_ids_logprobs and any(None):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_43(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    if token_ids_logprobs and any(ids is None for ids in token_ids_logprobs):
        per_row = [ids for ids in token_ids_logprobs for _ in range(stride)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_44(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        per_row = None
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_45(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        per_row = [ids for ids in token_ids_logprobs for _ in range(None)]
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_46(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = None
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_47(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(None, per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_48(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(flat, None, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_49(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=None)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_50(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(per_row, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_51(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(flat, no_copy_to_cpu=True)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_52(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, )
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_53(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
        ids_val, ids_idx = get_token_ids_logprobs(flat, per_row, no_copy_to_cpu=False)
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_54(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(None, top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_55(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, None, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_56(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_val, None, ids_val, ids_idx)


def x_round_logprobs__mutmut_57(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_val, top_idx, None, ids_idx)


def x_round_logprobs__mutmut_58(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, None)


def x_round_logprobs__mutmut_59(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(top_val, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_60(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_idx, ids_val, ids_idx)


def x_round_logprobs__mutmut_61(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_val, ids_val, ids_idx)


def x_round_logprobs__mutmut_62(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_idx)


def x_round_logprobs__mutmut_63(
    rows: torch.Tensor,  # [bs, K+1, V] — committed_rows(...)
    output_ids: torch.Tensor,  # [bs, K+1] — packed committed tokens, padding after
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
    return RoundLogprobs(token_logprobs, top_val, top_idx, ids_val, )

mutants_x_round_logprobs__mutmut['_mutmut_orig'] = x_round_logprobs__mutmut_orig # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_1'] = x_round_logprobs__mutmut_1 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_2'] = x_round_logprobs__mutmut_2 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_3'] = x_round_logprobs__mutmut_3 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_4'] = x_round_logprobs__mutmut_4 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_5'] = x_round_logprobs__mutmut_5 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_6'] = x_round_logprobs__mutmut_6 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_7'] = x_round_logprobs__mutmut_7 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_8'] = x_round_logprobs__mutmut_8 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_9'] = x_round_logprobs__mutmut_9 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_10'] = x_round_logprobs__mutmut_10 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_11'] = x_round_logprobs__mutmut_11 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_12'] = x_round_logprobs__mutmut_12 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_13'] = x_round_logprobs__mutmut_13 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_14'] = x_round_logprobs__mutmut_14 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_15'] = x_round_logprobs__mutmut_15 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_16'] = x_round_logprobs__mutmut_16 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_17'] = x_round_logprobs__mutmut_17 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_18'] = x_round_logprobs__mutmut_18 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_19'] = x_round_logprobs__mutmut_19 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_20'] = x_round_logprobs__mutmut_20 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_21'] = x_round_logprobs__mutmut_21 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_22'] = x_round_logprobs__mutmut_22 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_23'] = x_round_logprobs__mutmut_23 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_24'] = x_round_logprobs__mutmut_24 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_25'] = x_round_logprobs__mutmut_25 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_26'] = x_round_logprobs__mutmut_26 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_27'] = x_round_logprobs__mutmut_27 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_28'] = x_round_logprobs__mutmut_28 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_29'] = x_round_logprobs__mutmut_29 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_30'] = x_round_logprobs__mutmut_30 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_31'] = x_round_logprobs__mutmut_31 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_32'] = x_round_logprobs__mutmut_32 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_33'] = x_round_logprobs__mutmut_33 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_34'] = x_round_logprobs__mutmut_34 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_35'] = x_round_logprobs__mutmut_35 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_36'] = x_round_logprobs__mutmut_36 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_37'] = x_round_logprobs__mutmut_37 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_38'] = x_round_logprobs__mutmut_38 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_39'] = x_round_logprobs__mutmut_39 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_40'] = x_round_logprobs__mutmut_40 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_41'] = x_round_logprobs__mutmut_41 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_42'] = x_round_logprobs__mutmut_42 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_43'] = x_round_logprobs__mutmut_43 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_44'] = x_round_logprobs__mutmut_44 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_45'] = x_round_logprobs__mutmut_45 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_46'] = x_round_logprobs__mutmut_46 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_47'] = x_round_logprobs__mutmut_47 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_48'] = x_round_logprobs__mutmut_48 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_49'] = x_round_logprobs__mutmut_49 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_50'] = x_round_logprobs__mutmut_50 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_51'] = x_round_logprobs__mutmut_51 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_52'] = x_round_logprobs__mutmut_52 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_53'] = x_round_logprobs__mutmut_53 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_54'] = x_round_logprobs__mutmut_54 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_55'] = x_round_logprobs__mutmut_55 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_56'] = x_round_logprobs__mutmut_56 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_57'] = x_round_logprobs__mutmut_57 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_58'] = x_round_logprobs__mutmut_58 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_59'] = x_round_logprobs__mutmut_59 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_60'] = x_round_logprobs__mutmut_60 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_61'] = x_round_logprobs__mutmut_61 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_62'] = x_round_logprobs__mutmut_62 # type: ignore # mutmut generated
mutants_x_round_logprobs__mutmut['x_round_logprobs__mutmut_63'] = x_round_logprobs__mutmut_63 # type: ignore # mutmut generated
