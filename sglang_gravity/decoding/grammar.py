"""Grammar-constrained rows of a round (structured output), on SGLang's grammar objects.

AR masks each decode step's logits with the request's grammar state after every token so far
(``SamplingBatchInfo.apply_logits_bias``: penalties, then the grammar mask, then ``logit_bias``).
A round gives each row the state AR has there:

- draft row 0 (chooses ``a0``): the current state, after every committed token, ``x0``
  included (the scheduler advances the grammar over each round's committed tokens before the
  next round). The mask rows are left unconstrained: a draft the grammar forbids is simply
  rejected by the verify row that checks it, whose mask excludes it.
- verify row j (after ``a0, d_1..d_j``): the state reached by walking the chain
  ``[x0, a0, d_1..d_B]`` (SGLang's linear-chain grammar tree, the walk EAGLE and DFlash use:
  chain node i's mask is the state after chain tokens 1..i, the walk stops at the first token
  the grammar rejects). Verify row j is chain node j+1. Rows past a rejected draft stay
  unconstrained; acceptance never reaches them (the rejected draft mismatches the masked row
  before it, whose choice becomes the bonus).

The scheduler then advances the grammar over the committed tokens and drops any past the
grammar's end (``advance_grammar_fsm``), as for every spec-v2 worker.
"""

from __future__ import annotations

from typing import Any

import torch
from sglang.srt.constrained.base_grammar_backend import GrammarMask
from sglang.srt.speculative.spec_utils import GrammarTree, generate_token_bitmask


def _live_grammars(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None and not req.grammar.finished and not req.grammar.is_terminated()
    ]


def draft_row0_mask(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * W`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def chain_tree(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, W+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat((x0[:, None], verify_window), dim=1))


def verify_rows_mask(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * W`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))
