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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x__live_grammars__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x__live_grammars__mutmut)
def _live_grammars(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None and not req.grammar.finished and not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_orig(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None and not req.grammar.finished and not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_1(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(None)
        if req.grammar is not None and not req.grammar.finished and not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_2(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None and not req.grammar.finished or not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_3(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None or not req.grammar.finished and not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_4(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is None and not req.grammar.finished and not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_5(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None and req.grammar.finished and not req.grammar.is_terminated()
    ]


def x__live_grammars__mutmut_6(reqs: list[Any]) -> list[tuple[int, Any]]:
    return [
        (i, req.grammar)
        for i, req in enumerate(reqs)
        if req.grammar is not None and not req.grammar.finished and req.grammar.is_terminated()
    ]

mutants_x__live_grammars__mutmut['_mutmut_orig'] = x__live_grammars__mutmut_orig # type: ignore # mutmut generated
mutants_x__live_grammars__mutmut['x__live_grammars__mutmut_1'] = x__live_grammars__mutmut_1 # type: ignore # mutmut generated
mutants_x__live_grammars__mutmut['x__live_grammars__mutmut_2'] = x__live_grammars__mutmut_2 # type: ignore # mutmut generated
mutants_x__live_grammars__mutmut['x__live_grammars__mutmut_3'] = x__live_grammars__mutmut_3 # type: ignore # mutmut generated
mutants_x__live_grammars__mutmut['x__live_grammars__mutmut_4'] = x__live_grammars__mutmut_4 # type: ignore # mutmut generated
mutants_x__live_grammars__mutmut['x__live_grammars__mutmut_5'] = x__live_grammars__mutmut_5 # type: ignore # mutmut generated
mutants_x__live_grammars__mutmut['x__live_grammars__mutmut_6'] = x__live_grammars__mutmut_6 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_draft_row0_mask__mutmut)
def draft_row0_mask(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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


def x_draft_row0_mask__mutmut_orig(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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


def x_draft_row0_mask__mutmut_1(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = None
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_2(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(None)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_3(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_4(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = None
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_5(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[1][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_6(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][2]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_7(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = None
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_8(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=None, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_9(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=None, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_10(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device=None
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_11(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_12(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_13(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_14(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) / width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_15(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="XXcpuXX"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_16(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="CPU"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_17(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(None, i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_18(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, None)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_19(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(i * width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_20(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, )
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_21(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
    its current state, every other row unconstrained. None when no request has a live grammar."""
    live = _live_grammars(reqs)
    if not live:
        return None
    first = live[0][1]
    mask = first.allocate_vocab_mask(
        vocab_size=vocab_size, batch_size=len(reqs) * width, device="cpu"
    )
    for i, grammar in live:
        grammar.fill_vocab_mask(mask, i / width)
    return GrammarMask(first, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_22(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(None, first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_23(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first, None)


def x_draft_row0_mask__mutmut_24(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first.move_vocab_mask(mask, device))


def x_draft_row0_mask__mutmut_25(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first, )


def x_draft_row0_mask__mutmut_26(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first, first.move_vocab_mask(None, device))


def x_draft_row0_mask__mutmut_27(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first, first.move_vocab_mask(mask, None))


def x_draft_row0_mask__mutmut_28(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first, first.move_vocab_mask(device))


def x_draft_row0_mask__mutmut_29(
    reqs: list[Any], width: int, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the draft pass's ``bs * K`` rows: each grammar request's row 0 constrained by
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
    return GrammarMask(first, first.move_vocab_mask(mask, ))

mutants_x_draft_row0_mask__mutmut['_mutmut_orig'] = x_draft_row0_mask__mutmut_orig # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_1'] = x_draft_row0_mask__mutmut_1 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_2'] = x_draft_row0_mask__mutmut_2 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_3'] = x_draft_row0_mask__mutmut_3 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_4'] = x_draft_row0_mask__mutmut_4 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_5'] = x_draft_row0_mask__mutmut_5 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_6'] = x_draft_row0_mask__mutmut_6 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_7'] = x_draft_row0_mask__mutmut_7 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_8'] = x_draft_row0_mask__mutmut_8 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_9'] = x_draft_row0_mask__mutmut_9 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_10'] = x_draft_row0_mask__mutmut_10 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_11'] = x_draft_row0_mask__mutmut_11 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_12'] = x_draft_row0_mask__mutmut_12 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_13'] = x_draft_row0_mask__mutmut_13 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_14'] = x_draft_row0_mask__mutmut_14 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_15'] = x_draft_row0_mask__mutmut_15 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_16'] = x_draft_row0_mask__mutmut_16 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_17'] = x_draft_row0_mask__mutmut_17 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_18'] = x_draft_row0_mask__mutmut_18 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_19'] = x_draft_row0_mask__mutmut_19 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_20'] = x_draft_row0_mask__mutmut_20 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_21'] = x_draft_row0_mask__mutmut_21 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_22'] = x_draft_row0_mask__mutmut_22 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_23'] = x_draft_row0_mask__mutmut_23 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_24'] = x_draft_row0_mask__mutmut_24 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_25'] = x_draft_row0_mask__mutmut_25 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_26'] = x_draft_row0_mask__mutmut_26 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_27'] = x_draft_row0_mask__mutmut_27 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_28'] = x_draft_row0_mask__mutmut_28 # type: ignore # mutmut generated
mutants_x_draft_row0_mask__mutmut['x_draft_row0_mask__mutmut_29'] = x_draft_row0_mask__mutmut_29 # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_chain_tree__mutmut)
def chain_tree(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat((x0[:, None], verify_window), dim=1))


def x_chain_tree__mutmut_orig(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat((x0[:, None], verify_window), dim=1))


def x_chain_tree__mutmut_1(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(None)


def x_chain_tree__mutmut_2(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat(None, dim=1))


def x_chain_tree__mutmut_3(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat((x0[:, None], verify_window), dim=None))


def x_chain_tree__mutmut_4(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat(dim=1))


def x_chain_tree__mutmut_5(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat((x0[:, None], verify_window), ))


def x_chain_tree__mutmut_6(x0: torch.Tensor, verify_window: torch.Tensor) -> GrammarTree:
    """The chain ``[x0, a0, d_1..d_B]`` per request ([bs, K+1]); its host copy starts now, so
    build it before launching the verify pass and resolve the mask after the launch."""
    return GrammarTree.from_linear_chain(torch.cat((x0[:, None], verify_window), dim=2))

mutants_x_chain_tree__mutmut['_mutmut_orig'] = x_chain_tree__mutmut_orig # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut['x_chain_tree__mutmut_1'] = x_chain_tree__mutmut_1 # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut['x_chain_tree__mutmut_2'] = x_chain_tree__mutmut_2 # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut['x_chain_tree__mutmut_3'] = x_chain_tree__mutmut_3 # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut['x_chain_tree__mutmut_4'] = x_chain_tree__mutmut_4 # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut['x_chain_tree__mutmut_5'] = x_chain_tree__mutmut_5 # type: ignore # mutmut generated
mutants_x_chain_tree__mutmut['x_chain_tree__mutmut_6'] = x_chain_tree__mutmut_6 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_verify_rows_mask__mutmut)
def verify_rows_mask(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_orig(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_1(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_2(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(None):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_3(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = None
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_4(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = None
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_5(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(None, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_6(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, None, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_7(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, None, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_8(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, None, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_9(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, None)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_10(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_11(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_12(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_13(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_14(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, )
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_15(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is not None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_16(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = None
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_17(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = None
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_18(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(None, -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_19(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), None).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_20(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(-1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_21(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), ).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_22(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(None, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_23(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, None, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_24(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, None)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_25(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_26(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_27(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, )[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_28(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, +1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_29(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -2)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_30(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 2:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_31(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs / (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_32(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len + 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_33(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 2), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_34(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), +1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_35(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -2).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_36(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(None, grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_37(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, None)


def x_verify_rows_mask__mutmut_38(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar.move_vocab_mask(verify, device))


def x_verify_rows_mask__mutmut_39(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, )


def x_verify_rows_mask__mutmut_40(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(None, device))


def x_verify_rows_mask__mutmut_41(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, None))


def x_verify_rows_mask__mutmut_42(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(device))


def x_verify_rows_mask__mutmut_43(
    reqs: list[Any], tree: GrammarTree, vocab_size: int, device: torch.device | str
) -> GrammarMask | None:
    """A mask over the verify pass's ``bs * K`` rows: row j of a request is chain node j+1."""
    if not _live_grammars(reqs):
        return None
    next_token, next_sibling, chain = tree.resolve()
    mask, grammar = generate_token_bitmask(reqs, next_token, next_sibling, chain, vocab_size)
    if mask is None:
        return None
    bs, chain_len = chain.shape
    verify = mask.view(bs, chain_len, -1)[:, 1:].reshape(bs * (chain_len - 1), -1).contiguous()
    return GrammarMask(grammar, grammar.move_vocab_mask(verify, ))

mutants_x_verify_rows_mask__mutmut['_mutmut_orig'] = x_verify_rows_mask__mutmut_orig # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_1'] = x_verify_rows_mask__mutmut_1 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_2'] = x_verify_rows_mask__mutmut_2 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_3'] = x_verify_rows_mask__mutmut_3 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_4'] = x_verify_rows_mask__mutmut_4 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_5'] = x_verify_rows_mask__mutmut_5 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_6'] = x_verify_rows_mask__mutmut_6 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_7'] = x_verify_rows_mask__mutmut_7 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_8'] = x_verify_rows_mask__mutmut_8 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_9'] = x_verify_rows_mask__mutmut_9 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_10'] = x_verify_rows_mask__mutmut_10 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_11'] = x_verify_rows_mask__mutmut_11 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_12'] = x_verify_rows_mask__mutmut_12 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_13'] = x_verify_rows_mask__mutmut_13 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_14'] = x_verify_rows_mask__mutmut_14 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_15'] = x_verify_rows_mask__mutmut_15 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_16'] = x_verify_rows_mask__mutmut_16 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_17'] = x_verify_rows_mask__mutmut_17 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_18'] = x_verify_rows_mask__mutmut_18 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_19'] = x_verify_rows_mask__mutmut_19 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_20'] = x_verify_rows_mask__mutmut_20 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_21'] = x_verify_rows_mask__mutmut_21 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_22'] = x_verify_rows_mask__mutmut_22 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_23'] = x_verify_rows_mask__mutmut_23 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_24'] = x_verify_rows_mask__mutmut_24 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_25'] = x_verify_rows_mask__mutmut_25 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_26'] = x_verify_rows_mask__mutmut_26 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_27'] = x_verify_rows_mask__mutmut_27 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_28'] = x_verify_rows_mask__mutmut_28 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_29'] = x_verify_rows_mask__mutmut_29 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_30'] = x_verify_rows_mask__mutmut_30 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_31'] = x_verify_rows_mask__mutmut_31 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_32'] = x_verify_rows_mask__mutmut_32 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_33'] = x_verify_rows_mask__mutmut_33 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_34'] = x_verify_rows_mask__mutmut_34 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_35'] = x_verify_rows_mask__mutmut_35 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_36'] = x_verify_rows_mask__mutmut_36 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_37'] = x_verify_rows_mask__mutmut_37 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_38'] = x_verify_rows_mask__mutmut_38 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_39'] = x_verify_rows_mask__mutmut_39 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_40'] = x_verify_rows_mask__mutmut_40 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_41'] = x_verify_rows_mask__mutmut_41 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_42'] = x_verify_rows_mask__mutmut_42 # type: ignore # mutmut generated
mutants_x_verify_rows_mask__mutmut['x_verify_rows_mask__mutmut_43'] = x_verify_rows_mask__mutmut_43 # type: ignore # mutmut generated
