"""One gravity round as pure tensor functions (no SGLang objects, no ``self``).

Vocabulary, used everywhere in this package:

- ``x0``: the last committed token of a request. It is already part of the output, but its KV
  has not been written yet; the draft pass writes it (row 0 of the draft window is causal, so that
  KV is exact and is kept).
- ``a0``: argmax of the draft pass at row 0 — exactly the greedy AR token after ``x0``.
- ``drafts`` ``d_1..d_B``: argmax of the draft pass at the B mask rows (token shift: the logits at
  window position j predict the token at position j+1).
- ``verify_argmax``: argmax of the causal verify pass over ``[a0, d_1..d_B]``; entry j is the AR
  prediction after the first j+1 tokens of that window.
- ``accepted``: the number of leading drafts equal to the AR predictions (0..B).
- ``bonus``: ``verify_argmax[accepted]``, the AR token at the first mismatch (or after ``d_B``).
- ``committed``: ``[a0, d_1..d_accepted, bonus]``, 2..B+2 tokens; ``bonus`` becomes the next ``x0``.

Shapes: ``bs`` requests, window ``K = B + 1`` positions per pass.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

DRAFT_MODE = 0  # row 0 causal; mask rows see the prefix, row 0 and each other
VERIFY_MODE = 1  # plain causal


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_build_draft_window__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_build_draft_window__mutmut)
def build_draft_window(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_orig(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_1(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = None
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_2(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full(None, mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_3(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), None, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_4(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=None, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_5(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, device=None)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_6(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full(mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_7(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_8(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_9(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, )
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_10(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[1], window), mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def x_build_draft_window__mutmut_11(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = None
    return draft


def x_build_draft_window__mutmut_12(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (K-1)]`` per request.  x0: [bs] -> [bs, K] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 1] = x0
    return draft

mutants_x_build_draft_window__mutmut['_mutmut_orig'] = x_build_draft_window__mutmut_orig # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_1'] = x_build_draft_window__mutmut_1 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_2'] = x_build_draft_window__mutmut_2 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_3'] = x_build_draft_window__mutmut_3 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_4'] = x_build_draft_window__mutmut_4 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_5'] = x_build_draft_window__mutmut_5 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_6'] = x_build_draft_window__mutmut_6 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_7'] = x_build_draft_window__mutmut_7 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_8'] = x_build_draft_window__mutmut_8 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_9'] = x_build_draft_window__mutmut_9 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_10'] = x_build_draft_window__mutmut_10 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_11'] = x_build_draft_window__mutmut_11 # type: ignore # mutmut generated
mutants_x_build_draft_window__mutmut['x_build_draft_window__mutmut_12'] = x_build_draft_window__mutmut_12 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_round_positions__mutmut)
def round_positions(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_orig(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_1(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = None
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_2(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(None, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_3(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=None, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_4(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, device=None)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_5(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_6(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_7(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, )
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_8(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window - 1, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_9(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 2, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def x_round_positions__mutmut_10(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] - offsets[None, :]


def x_round_positions__mutmut_11(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+K touched by one round.  committed_lens: [bs] -> [bs, K+1].

    The draft pass uses columns 0..K-1 (x0 sits at C), the verify pass columns 1..K.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(None)[:, None] + offsets[None, :]

mutants_x_round_positions__mutmut['_mutmut_orig'] = x_round_positions__mutmut_orig # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_1'] = x_round_positions__mutmut_1 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_2'] = x_round_positions__mutmut_2 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_3'] = x_round_positions__mutmut_3 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_4'] = x_round_positions__mutmut_4 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_5'] = x_round_positions__mutmut_5 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_6'] = x_round_positions__mutmut_6 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_7'] = x_round_positions__mutmut_7 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_8'] = x_round_positions__mutmut_8 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_9'] = x_round_positions__mutmut_9 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_10'] = x_round_positions__mutmut_10 # type: ignore # mutmut generated
mutants_x_round_positions__mutmut['x_round_positions__mutmut_11'] = x_round_positions__mutmut_11 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_window_attention_mask__mutmut)
def window_attention_mask(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_orig(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_1(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = None
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_2(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(None, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_3(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, None, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_4(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=None)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_5(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_6(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_7(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, )
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_8(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len - window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_9(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = None
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_10(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(None, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_11(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, None, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_12(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=None).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_13(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_14(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_15(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, ).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_16(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode != DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_17(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = None
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_18(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[2:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_19(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = False
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_20(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode == VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_21(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(None)
    mask[:, prefix_len:] = inner
    return mask


def x_window_attention_mask__mutmut_22(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [K, prefix_len + K] bool, True = attend.

    The prefix is always fully visible. Inside the window, VERIFY_MODE is causal; DRAFT_MODE keeps
    row 0 causal (it sees only itself) and lets every mask row see the whole window.
    """
    mask = torch.ones(window, prefix_len + window, dtype=torch.bool)
    inner = torch.ones(window, window, dtype=torch.bool).tril()
    if mode == DRAFT_MODE:
        inner[1:, :] = True
    elif mode != VERIFY_MODE:
        raise ValueError(f"unknown window mode {mode}")
    mask[:, prefix_len:] = None
    return mask

mutants_x_window_attention_mask__mutmut['_mutmut_orig'] = x_window_attention_mask__mutmut_orig # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_1'] = x_window_attention_mask__mutmut_1 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_2'] = x_window_attention_mask__mutmut_2 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_3'] = x_window_attention_mask__mutmut_3 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_4'] = x_window_attention_mask__mutmut_4 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_5'] = x_window_attention_mask__mutmut_5 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_6'] = x_window_attention_mask__mutmut_6 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_7'] = x_window_attention_mask__mutmut_7 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_8'] = x_window_attention_mask__mutmut_8 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_9'] = x_window_attention_mask__mutmut_9 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_10'] = x_window_attention_mask__mutmut_10 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_11'] = x_window_attention_mask__mutmut_11 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_12'] = x_window_attention_mask__mutmut_12 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_13'] = x_window_attention_mask__mutmut_13 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_14'] = x_window_attention_mask__mutmut_14 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_15'] = x_window_attention_mask__mutmut_15 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_16'] = x_window_attention_mask__mutmut_16 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_17'] = x_window_attention_mask__mutmut_17 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_18'] = x_window_attention_mask__mutmut_18 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_19'] = x_window_attention_mask__mutmut_19 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_20'] = x_window_attention_mask__mutmut_20 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_21'] = x_window_attention_mask__mutmut_21 # type: ignore # mutmut generated
mutants_x_window_attention_mask__mutmut['x_window_attention_mask__mutmut_22'] = x_window_attention_mask__mutmut_22 # type: ignore # mutmut generated


@dataclass(frozen=True)
class RoundResult:
    """What a round commits, packed the way SGLang's spec-v2 result processor reads it."""

    output_ids: torch.Tensor  # [bs, K+1] int64 — committed tokens, then padding ([bs, 1]: AR step)
    accept_lens: torch.Tensor  # [bs] int32 — committed tokens per request (accepted + 2; AR: 1)
    accepted: torch.Tensor  # [bs] int32 — accepted drafts per request (0..K-1)
    new_seq_lens: torch.Tensor  # [bs] — committed KV length after the round
    next_x0: torch.Tensor  # [bs] int64 — the bonus token, next round's x0
mutants_x_accept_and_pack__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_accept_and_pack__mutmut)
def accept_and_pack(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_orig(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_1(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = None
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_2(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = None  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_3(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 2:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_4(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] != verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_5(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :+1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_6(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-2]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_7(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = None
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_8(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=None, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_9(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=None)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_10(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_11(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, )
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_12(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=None).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_13(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(None).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_14(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=2).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_15(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=2, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_16(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = None
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_17(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(None)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_18(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = None
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_19(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(None)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_20(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(None, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_21(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, None).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_22(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_23(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, ).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_24(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(2, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_25(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(2)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_26(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = None
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_27(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros(None, dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_28(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=None, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_29(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=None)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_30(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros(dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_31(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_32(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, )
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_33(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window - 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_34(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 2), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_35(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = None
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_36(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(None, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_37(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, None, bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_38(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], None)
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_39(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_((accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_40(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_41(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], )
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_42(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(2, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_43(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long - 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_44(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 2)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_45(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = None
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_46(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted - 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_47(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 3
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_48(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = None
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_49(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens - accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_50(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(None)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_51(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=None,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_52(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=None,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_53(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=None,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_54(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=None,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_55(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=None,
    )


def x_accept_and_pack__mutmut_56(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_57(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_58(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        new_seq_lens=new_seq_lens,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_59(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        next_x0=bonus,
    )


def x_accept_and_pack__mutmut_60(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, K] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, K] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    """
    bs, window = verify_window.shape
    matches = verify_window[:, 1:] == verify_argmax[:, :-1]  # [bs, B]
    accepted = matches.to(torch.int32).cumprod(dim=1).sum(dim=1, dtype=torch.int32)
    accepted_long = accepted.to(torch.int64)
    bonus = verify_argmax.gather(1, accepted_long[:, None]).squeeze(1)
    output_ids = torch.zeros((bs, window + 1), dtype=torch.int64, device=verify_window.device)
    output_ids[:, :window] = verify_window
    output_ids.scatter_(1, (accepted_long + 1)[:, None], bonus[:, None])
    accept_lens = accepted + 2
    new_seq_lens = committed_lens + accept_lens.to(committed_lens.dtype)
    return RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        )

mutants_x_accept_and_pack__mutmut['_mutmut_orig'] = x_accept_and_pack__mutmut_orig # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_1'] = x_accept_and_pack__mutmut_1 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_2'] = x_accept_and_pack__mutmut_2 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_3'] = x_accept_and_pack__mutmut_3 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_4'] = x_accept_and_pack__mutmut_4 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_5'] = x_accept_and_pack__mutmut_5 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_6'] = x_accept_and_pack__mutmut_6 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_7'] = x_accept_and_pack__mutmut_7 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_8'] = x_accept_and_pack__mutmut_8 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_9'] = x_accept_and_pack__mutmut_9 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_10'] = x_accept_and_pack__mutmut_10 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_11'] = x_accept_and_pack__mutmut_11 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_12'] = x_accept_and_pack__mutmut_12 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_13'] = x_accept_and_pack__mutmut_13 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_14'] = x_accept_and_pack__mutmut_14 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_15'] = x_accept_and_pack__mutmut_15 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_16'] = x_accept_and_pack__mutmut_16 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_17'] = x_accept_and_pack__mutmut_17 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_18'] = x_accept_and_pack__mutmut_18 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_19'] = x_accept_and_pack__mutmut_19 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_20'] = x_accept_and_pack__mutmut_20 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_21'] = x_accept_and_pack__mutmut_21 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_22'] = x_accept_and_pack__mutmut_22 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_23'] = x_accept_and_pack__mutmut_23 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_24'] = x_accept_and_pack__mutmut_24 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_25'] = x_accept_and_pack__mutmut_25 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_26'] = x_accept_and_pack__mutmut_26 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_27'] = x_accept_and_pack__mutmut_27 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_28'] = x_accept_and_pack__mutmut_28 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_29'] = x_accept_and_pack__mutmut_29 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_30'] = x_accept_and_pack__mutmut_30 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_31'] = x_accept_and_pack__mutmut_31 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_32'] = x_accept_and_pack__mutmut_32 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_33'] = x_accept_and_pack__mutmut_33 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_34'] = x_accept_and_pack__mutmut_34 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_35'] = x_accept_and_pack__mutmut_35 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_36'] = x_accept_and_pack__mutmut_36 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_37'] = x_accept_and_pack__mutmut_37 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_38'] = x_accept_and_pack__mutmut_38 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_39'] = x_accept_and_pack__mutmut_39 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_40'] = x_accept_and_pack__mutmut_40 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_41'] = x_accept_and_pack__mutmut_41 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_42'] = x_accept_and_pack__mutmut_42 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_43'] = x_accept_and_pack__mutmut_43 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_44'] = x_accept_and_pack__mutmut_44 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_45'] = x_accept_and_pack__mutmut_45 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_46'] = x_accept_and_pack__mutmut_46 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_47'] = x_accept_and_pack__mutmut_47 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_48'] = x_accept_and_pack__mutmut_48 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_49'] = x_accept_and_pack__mutmut_49 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_50'] = x_accept_and_pack__mutmut_50 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_51'] = x_accept_and_pack__mutmut_51 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_52'] = x_accept_and_pack__mutmut_52 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_53'] = x_accept_and_pack__mutmut_53 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_54'] = x_accept_and_pack__mutmut_54 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_55'] = x_accept_and_pack__mutmut_55 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_56'] = x_accept_and_pack__mutmut_56 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_57'] = x_accept_and_pack__mutmut_57 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_58'] = x_accept_and_pack__mutmut_58 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_59'] = x_accept_and_pack__mutmut_59 # type: ignore # mutmut generated
mutants_x_accept_and_pack__mutmut['x_accept_and_pack__mutmut_60'] = x_accept_and_pack__mutmut_60 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_ar_step_result__mutmut)
def ar_step_result(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_orig(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_1(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = None
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_2(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(None, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_3(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=None)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_4(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_5(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, )
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_6(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=None,
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_7(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=None,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_8(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=None,
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_9(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=None,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_10(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=None,
    )


def x_ar_step_result__mutmut_11(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_12(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_13(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_14(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        next_x0=a0,
    )


def x_ar_step_result__mutmut_15(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 1,
        )


def x_ar_step_result__mutmut_16(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(None),
        new_seq_lens=committed_lens + 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_17(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens - 1,
        next_x0=a0,
    )


def x_ar_step_result__mutmut_18(a0: torch.Tensor, committed_lens: torch.Tensor) -> RoundResult:
    """What a width-1 step commits: ``a0`` alone, which becomes the next ``x0``.

    a0: [bs] int64 — the causal pass's choice after x0. committed_lens: [bs] — C before the step.
    """
    accept_lens = torch.ones_like(a0, dtype=torch.int32)
    return RoundResult(
        output_ids=a0[:, None],
        accept_lens=accept_lens,
        accepted=torch.zeros_like(accept_lens),
        new_seq_lens=committed_lens + 2,
        next_x0=a0,
    )

mutants_x_ar_step_result__mutmut['_mutmut_orig'] = x_ar_step_result__mutmut_orig # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_1'] = x_ar_step_result__mutmut_1 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_2'] = x_ar_step_result__mutmut_2 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_3'] = x_ar_step_result__mutmut_3 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_4'] = x_ar_step_result__mutmut_4 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_5'] = x_ar_step_result__mutmut_5 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_6'] = x_ar_step_result__mutmut_6 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_7'] = x_ar_step_result__mutmut_7 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_8'] = x_ar_step_result__mutmut_8 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_9'] = x_ar_step_result__mutmut_9 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_10'] = x_ar_step_result__mutmut_10 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_11'] = x_ar_step_result__mutmut_11 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_12'] = x_ar_step_result__mutmut_12 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_13'] = x_ar_step_result__mutmut_13 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_14'] = x_ar_step_result__mutmut_14 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_15'] = x_ar_step_result__mutmut_15 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_16'] = x_ar_step_result__mutmut_16 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_17'] = x_ar_step_result__mutmut_17 # type: ignore # mutmut generated
mutants_x_ar_step_result__mutmut['x_ar_step_result__mutmut_18'] = x_ar_step_result__mutmut_18 # type: ignore # mutmut generated
