"""Pure-PyTorch oracle of the GravityOCR round on a Hugging Face GLM-OCR model (no SGLang imports).

Words used throughout (docs/design.md §1), for one request with block size B and window K = B + 1:
- x0: the last committed token; it is in the output, but its KV is not written yet (not in context).
- a0: argmax of the draft pass at x0's row; x0's row is causal, so a0 is the exact greedy next token.
- drafts: d_1..d_B, argmax of the draft pass at the B mask rows (token shift: the logits at window
  position j predict the token at window position j + 1).
- verify_argmax: argmax of the causal verify pass over [a0, d_1..d_B]; entry j is the greedy token
  after the first j + 1 window tokens.
- accepted: number of leading drafts equal to the verify predictions (d_{i+1} == verify_argmax[i]).
- bonus: verify_argmax[accepted], the greedy token at the first mismatch (or after d_B).
- committed: [a0, d_1..d_accepted, bonus], 2..B+2 tokens; the last one is the next round's x0.

Every pass recomputes the whole sequence without a KV cache (fine for tiny models) with an explicit
4D attention mask and explicit M-RoPE position ids, so the oracle is obviously correct rather than fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import torch

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE, window_attention_mask

WindowMaskFn = Callable[[int, int], torch.Tensor]


def causal_window_mask(prefix_len: int, window: int) -> torch.Tensor:
    """Verify-pass mask [window, prefix_len + window], True = may attend (round.VERIFY_MODE)."""
    return window_attention_mask(prefix_len, window, VERIFY_MODE)


def hybrid_window_mask(prefix_len: int, window: int) -> torch.Tensor:
    """Draft-pass mask [window, prefix_len + window] (round.DRAFT_MODE): the one the worker uses.

    Row 0 (x0) is causal: the prefix and itself. Rows 1..window-1 (the masks) see the whole prefix,
    row 0 and every window row (bidirectional inside the window).
    """
    return window_attention_mask(prefix_len, window, DRAFT_MODE)


def accept_drafts(drafts: torch.Tensor, verify_argmax: torch.Tensor) -> int:
    """Number of leading drafts equal to the AR predictions: drafts [B], verify_argmax [K = B + 1]."""
    B = drafts.numel()
    assert drafts.shape == (B,) and verify_argmax.shape == (B + 1,), verify_argmax.shape
    match = (drafts == verify_argmax[:-1]).to(torch.int64)  # [B]
    return int(match.cumprod(0).sum())  # .item()-style host sync; fine in the oracle


def commit_tokens(
    a0: int, drafts: torch.Tensor, verify_argmax: torch.Tensor, accepted: int
) -> list[int]:
    """committed = [a0] + drafts[:accepted] + [bonus = verify_argmax[accepted]]: 2..B+2 tokens."""
    return [int(a0), *drafts[:accepted].tolist(), int(verify_argmax[accepted])]


@dataclass
class RoundTrace:
    """One round. committed is what the round produced, before max_new_tokens / EOS truncation."""

    x0: int
    a0: int
    drafts: list[int]
    accepted: int
    committed: list[int]


@dataclass
class GravityReferenceResult:
    """output_ids: the generated tokens (first one from prefill); rounds: one trace per round."""

    output_ids: list[int]
    rounds: list[RoundTrace] = field(default_factory=list)


class _Sequence:
    """A batch-1 prompt made ready for full-recompute forwards: embeddings and M-RoPE positions."""

    def __init__(self, model, input_ids, pixel_values, image_grid_thw, mm_token_type_ids) -> None:
        self.model = model
        ids = input_ids.reshape(1, -1).to(model.device)  # [1, L]
        self.prompt_ids = ids[0].tolist()
        embed = model.get_input_embeddings()
        self.prompt_embeds = embed(ids)  # [1, L, H]
        if pixel_values is None:
            assert model.config.image_token_id not in self.prompt_ids, "image tokens, no pixels"
            L = ids.shape[1]
            self.prompt_positions = torch.arange(L, device=ids.device).expand(3, 1, L)
            self.rope_delta = 0
            return
        if mm_token_type_ids is None:
            mm_token_type_ids = (ids == model.config.image_token_id).to(torch.int32)
        image = model.model.get_image_features(pixel_values.to(model.device), image_grid_thw)
        image_embeds = torch.cat(image.pooler_output).to(self.prompt_embeds.dtype)  # [n_img, H]
        image_mask = (ids == model.config.image_token_id).unsqueeze(-1)  # [1, L, 1]
        assert int(image_mask.sum()) == image_embeds.shape[0], "image tokens and features disagree"
        self.prompt_embeds = self.prompt_embeds.masked_scatter(image_mask, image_embeds)
        mm_token_type_ids = mm_token_type_ids.reshape(1, -1).to(ids.device)  # [1, L]
        positions, delta = model.model.get_rope_index(
            ids, mm_token_type_ids=mm_token_type_ids, image_grid_thw=image_grid_thw
        )
        self.prompt_positions = positions  # [3, 1, L]
        # text after the prompt sits at (sequence index + delta) on all three M-RoPE axes, as in
        # HF decoding (compute_3d_position_ids) and SGLang (mrope_position_delta)
        self.rope_delta = int(delta.reshape(-1)[0])

    def logits(self, tail: Sequence[int], window_mask: torch.Tensor) -> torch.Tensor:
        """Logits [W, V] of the last W rows of prompt + tail; window_mask [W, S] (True = attend).

        Rows before the window are causal (they stand for the KV cache of the context).
        """
        L, W = len(self.prompt_ids), window_mask.shape[0]
        S = L + len(tail)
        assert window_mask.shape == (W, S), (window_mask.shape, S)
        dev = self.prompt_embeds.device
        tail_ids = torch.tensor(list(tail), dtype=torch.long, device=dev).view(1, -1)
        tail_embeds = self.model.get_input_embeddings()(tail_ids)
        embeds = torch.cat([self.prompt_embeds, tail_embeds], dim=1)  # [1, S, H]
        tail_pos = (torch.arange(L, S, device=dev) + self.rope_delta).expand(3, 1, S - L)
        positions = torch.cat([self.prompt_positions, tail_pos], dim=-1)  # [3, 1, S]
        allowed = torch.cat([causal_window_mask(0, S)[: S - W], window_mask.to("cpu")])  # [S, S]
        # Additive float mask: HF eager attention adds a 4D mask to the scores (a bool mask would
        # add 0/1); SDPA takes either.
        neg = torch.finfo(embeds.dtype).min
        bias = torch.zeros(S, S, dtype=embeds.dtype).masked_fill(~allowed, neg).to(dev)
        out = self.model(
            inputs_embeds=embeds,
            position_ids=positions,
            attention_mask=bias.view(1, 1, S, S),
            use_cache=False,
            logits_to_keep=W,
        )
        return out.logits[0]  # [W, V]


def _prepare(model, input_ids, pixel_values, image_grid_thw, mm_kwargs) -> _Sequence:
    """Checks the processor outputs the oracle accepts; images only, one unpadded prompt."""
    mm_kwargs = dict(mm_kwargs)
    attention_mask = mm_kwargs.pop("attention_mask", None)
    mm_token_type_ids = mm_kwargs.pop("mm_token_type_ids", None)
    if mm_kwargs:
        unexpected = sorted(mm_kwargs)
        raise TypeError(f"the reference supports text and images only; unexpected: {unexpected}")
    assert attention_mask is None or bool(attention_mask.all()), "one unpadded prompt only"
    assert input_ids.numel() == input_ids.shape[-1], "the reference takes a batch of one"
    return _Sequence(model, input_ids, pixel_values, image_grid_thw, mm_token_type_ids)


def _append_until_stop(output: list[int], new: Sequence[int], max_new: int, eos: set[int]) -> bool:
    """Append new tokens to output, applying max_new (tokens) and EOS (kept); True when done."""
    for tok in new:
        output.append(int(tok))
        if tok in eos or len(output) >= max_new:
            return True
    return False


@torch.no_grad()
def greedy_generate_reference(
    model,
    input_ids: torch.Tensor,
    *,
    max_new_tokens: int,
    eos_token_ids: Sequence[int],
    pixel_values: torch.Tensor | None = None,
    image_grid_thw: torch.Tensor | None = None,
    **mm_kwargs,
) -> list[int]:
    """Plain greedy AR decoding (one full causal forward per token); stops like the gravity oracle."""
    seq = _prepare(model, input_ids, pixel_values, image_grid_thw, mm_kwargs)
    eos = {int(e) for e in eos_token_ids}
    output: list[int] = []
    done = max_new_tokens <= 0
    while not done:
        prefix_len = len(seq.prompt_ids) + len(output) - 1
        logits = seq.logits(output, causal_window_mask(prefix_len, 1))  # [1, V]
        done = _append_until_stop(output, [int(logits[0].argmax())], max_new_tokens, eos)
    return output


@torch.no_grad()
def gravity_generate_reference(
    model,
    input_ids: torch.Tensor,
    *,
    mask_id: int,
    block_size: int,
    max_new_tokens: int,
    eos_token_ids: Sequence[int],
    pixel_values: torch.Tensor | None = None,
    image_grid_thw: torch.Tensor | None = None,
    draft_mask_fn: WindowMaskFn = hybrid_window_mask,
    draft_override: Callable[[list[int]], Sequence[int]] | None = None,
    **mm_kwargs,
) -> GravityReferenceResult:
    """GravityOCR self-speculative decoding of one prompt; output_ids equal greedy decoding's.

    The first output token comes from the prefill (it is the first x0); every round then runs a draft
    pass over [context, x0, MASK x B] with draft_mask_fn on the window and a causal verify pass over
    [context, x0, a0, d_1..d_B]. draft_override(tokens), if given, replaces the drafts (tokens = the
    output so far, ending with x0) and must return B ids: tests use it to feed arbitrary drafts.
    mm_kwargs: the processor's other outputs (mm_token_type_ids, an all-ones attention_mask); any
    other key (videos, padding) is refused.
    """
    B, K = block_size, block_size + 1
    assert B >= 1, block_size
    seq = _prepare(model, input_ids, pixel_values, image_grid_thw, mm_kwargs)
    eos = {int(e) for e in eos_token_ids}
    result = GravityReferenceResult(output_ids=[])
    if max_new_tokens <= 0:
        return result
    L = len(seq.prompt_ids)
    first = seq.logits([], causal_window_mask(L - 1, 1))  # [1, V]; prefill: the prompt's last row
    done = _append_until_stop(result.output_ids, [int(first[0].argmax())], max_new_tokens, eos)
    tokens = list(result.output_ids)  # generated tokens; tokens[-1] is x0, the rest is context
    while not done:
        x0, prefix_len = tokens[-1], L + len(tokens) - 1
        draft_logits = seq.logits([*tokens, *[mask_id] * B], draft_mask_fn(prefix_len, K))  # [K, V]
        window_argmax = draft_logits.argmax(-1)  # [K]
        a0 = int(window_argmax[0])
        drafts = window_argmax[1:]  # [B]
        if draft_override is not None:
            drafts = torch.tensor(list(draft_override(list(tokens))), device=drafts.device)
            assert drafts.shape == (B,), drafts.shape
        verify_mask = causal_window_mask(prefix_len + 1, K)
        verify_logits = seq.logits([*tokens, a0, *drafts.tolist()], verify_mask)  # [K, V]
        verify_argmax = verify_logits.argmax(-1)  # [K]
        accepted = accept_drafts(drafts, verify_argmax)
        committed = commit_tokens(a0, drafts, verify_argmax, accepted)
        result.rounds.append(RoundTrace(x0, a0, drafts.tolist(), accepted, committed))
        done = _append_until_stop(result.output_ids, committed, max_new_tokens, eos)
        tokens.extend(committed)
    return result
