"""How each window row of a decode step becomes a token, exactly as AR's sampler would choose it.

AR processes one row per step, in ``SamplingBatchInfo.apply_logits_bias``'s order: penalties, the
grammar mask, ``logit_bias``, then SGLang's sampler. A window row j stands where AR would stand
after the tokens before it, so it gets that position's penalty counts, grammar state and sampling
seed. The pure pieces live in ``sglang_gravity.decoding``; this module reads them off SGLang's
batch objects once per step (:meth:`RowChooser.for_batch`) and applies them to a pass's logits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch
from sglang.srt.constrained.base_grammar_backend import GrammarMask

from sglang_gravity.decoding import grammar as grammar_rows
from sglang_gravity.decoding.penalties import PenaltyState, RequestPenalties, penalize_rows
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens_and_logprobs

if TYPE_CHECKING:
    from sglang.srt.managers.schedule_batch import ScheduleBatch


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


def row_sampling(info: Any, width: int, *, deterministic: bool) -> RowSampling | None:
    """Per-row sampling parameters of a step from SGLang's ``SamplingBatchInfo``; None for an
    all-greedy batch (rows then take their argmax)."""
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
        deterministic=deterministic,
    )


@dataclass(frozen=True)
class RowChooser:
    """One decode step's row processing: what AR's sampler would apply to each row."""

    penalties: PenaltyState | None  # the requests' counts before this step
    logit_bias: torch.Tensor | None  # [bs, V] float32
    sampling: RowSampling | None  # None: an all-greedy batch
    return_logprobs: bool
    original_logprobs: bool  # SGLANG_RETURN_ORIGINAL_LOGPROB
    grammar_reqs: list[Any] | None  # the batch's requests when it has a grammar, else None
    vocab_size: int
    device: torch.device | str

    @classmethod
    def for_batch(
        cls,
        batch: ScheduleBatch,
        penalties: PenaltyState | None,
        width: int,
        *,
        vocab_size: int,
        device: torch.device | str,
        deterministic: bool,
        original_logprobs: bool,
    ) -> RowChooser:
        info = batch.sampling_info
        return cls(
            penalties=penalties,
            logit_bias=None if info is None else info.logit_bias,
            sampling=row_sampling(info, width, deterministic=deterministic),
            return_logprobs=bool(batch.return_logprob),
            original_logprobs=original_logprobs,
            grammar_reqs=list(batch.reqs) if batch.has_grammar else None,
            vocab_size=vocab_size if info is None else info.vocab_size,
            device=device,
        )

    def draft(
        self,
        logits: torch.Tensor,  # [bs, W, V]
        positions: torch.Tensor,  # [bs, W] — each row's input position
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """The draft pass's tokens ``[a0, d_1..]`` [bs, W] and, when asked for, row 0's
        log-probabilities [bs, V] (only ``a0`` is committed from this pass). Row 0 gets the
        grammar's current state; the mask rows stay unconstrained (a forbidden draft is
        rejected by the verify row that checks it)."""
        mask = None
        if self.grammar_reqs is not None:
            width = logits.shape[1]
            mask = grammar_rows.draft_row0_mask(
                self.grammar_reqs, width, self.vocab_size, self.device
            )
        return self._choose(logits, positions, first_offset=0, window=None, grammar_mask=mask)

    def verify(
        self,
        logits: torch.Tensor,  # [bs, W, V]
        positions: torch.Tensor,  # [bs, W]
        x0: torch.Tensor,  # [bs]
        verify_window: torch.Tensor,  # [bs, W] — [a0, d_1..]
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """The verify pass's tokens [bs, W] (row j: AR's choice after ``a0, d_1..d_j``) and,
        when asked for, every row's log-probabilities [bs, W, V]."""
        mask = None
        if self.grammar_reqs is not None:
            tree = grammar_rows.chain_tree(x0, verify_window)
            mask = grammar_rows.verify_rows_mask(
                self.grammar_reqs, tree, self.vocab_size, self.device
            )
        return self._choose(
            logits, positions, first_offset=1, window=verify_window, grammar_mask=mask
        )

    def _choose(
        self,
        logits: torch.Tensor,  # [bs, W, V], processed in place
        positions: torch.Tensor,  # [bs, W]
        *,
        first_offset: int,  # the pass's first row, relative to x0 (0 draft, 1 verify)
        window: torch.Tensor | None,  # [bs, W] the verify window (its tokens count as output)
        grammar_mask: GrammarMask | None,  # over the bs * W rows
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        bs, width, vocab = logits.shape
        if self.penalties is not None:
            penalize_rows(logits, self.penalties, first_offset, window)
        flat = logits.view(bs * width, vocab)
        if grammar_mask is not None:
            grammar_mask.apply(flat)
        if self.logit_bias is not None:
            logits.add_(self.logit_bias[:, None, :])  # the same bias on every row of a request
        tokens, logprobs = choose_tokens_and_logprobs(
            flat,
            self.sampling,
            positions.reshape(-1),
            return_logprobs=self.return_logprobs,
            original_logprobs=self.original_logprobs,
            # The draft pass's logprobs are read at row 0 only (a0): [bs, V] instead of
            # [bs, W, V]; the verify pass's at every row.
            logprob_rows=slice(None, None, width) if first_offset == 0 else slice(None),
        )
        if logprobs is not None and first_offset != 0:
            logprobs = logprobs.view(bs, width, vocab)
        return tokens.view(bs, width), logprobs
