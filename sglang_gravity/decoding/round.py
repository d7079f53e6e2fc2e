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

Shapes: ``bs`` requests, ``W`` positions per pass: the step's width, the checkpoint's window
``K = B + 1`` or fewer where the width policy narrows the step (docs/design.md §6); a narrower
round drafts ``W - 1`` tokens, so read ``B`` above as ``W - 1`` for it. ``K`` names only the
checkpoint's window, ``W`` the width a pass runs at.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

DRAFT_MODE = 0  # row 0 causal; mask rows see the prefix, row 0 and each other
VERIFY_MODE = 1  # plain causal


def build_draft_window(x0: torch.Tensor, mask_id: int, window: int) -> torch.Tensor:
    """``[x0, MASK x (W-1)]`` per request.  x0: [bs] -> [bs, W] int64."""
    draft = torch.full((x0.shape[0], window), mask_id, dtype=torch.int64, device=x0.device)
    draft[:, 0] = x0
    return draft


def round_positions(committed_lens: torch.Tensor, window: int) -> torch.Tensor:
    """Absolute positions C .. C+W touched by one round.  committed_lens: [bs] -> [bs, W+1].

    The draft pass uses columns 0..W-1 (x0 sits at C), the verify pass columns 1..W.
    """
    offsets = torch.arange(window + 1, dtype=torch.int64, device=committed_lens.device)
    return committed_lens.to(torch.int64)[:, None] + offsets[None, :]


def window_attention_mask(prefix_len: int, window: int, mode: int) -> torch.Tensor:
    """Which keys each window row may attend to.  -> [W, prefix_len + W] bool, True = attend.

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


@dataclass(frozen=True)
class RoundResult:
    """What a round commits, packed the way SGLang's spec-v2 result processor reads it."""

    output_ids: torch.Tensor  # [bs, W+1] int64 — committed tokens, then padding ([bs, 1]: AR step)
    accept_lens: torch.Tensor  # [bs] int32 — committed tokens per request (accepted + 2; AR: 1)
    accepted: torch.Tensor  # [bs] int32 — accepted drafts per request (0..W-1)
    new_seq_lens: torch.Tensor  # [bs] — committed KV length after the round
    next_x0: torch.Tensor  # [bs] int64 — the bonus token, next round's x0


def accept_and_pack(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """Greedy prefix acceptance of one round, on device, with no host sync.

    verify_window: [bs, W] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, W] — argmax of the causal verify pass over that window.
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
