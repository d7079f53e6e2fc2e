"""Exact sampling penalties for every row of a gravity window, as pure tensor functions.

What AR does (SGLang 0.5.23, ``sampling/penaltylib``): before each decode step the penalizers have
counted every output token so far; the logits of the next token then get

    l' = l + A,   A = -F - P + M          (additive penalties, summed into one buffer first)
    l'' = l' * R if l' < 0 else l' / R    (repetition penalty, a scaling)

with, per request and token v: ``F[v]`` the frequency penalty added once per occurrence of v in
the output (repeated fp32 additions), ``P[v]`` the presence penalty if v occurred, ``R[v]`` the
repetition penalty if v occurred (else 1), and ``M[v] = -inf`` for stop tokens while fewer than
``min_new_tokens`` tokens have been output. (SGLang's forward copy of the sampling info always
takes this accumulated route, ``SamplingBatchInfo.update_penalties``; both orders of the two
additive terms round alike, so the result does not depend on its set iteration order.)

Gravity must give each window row the state AR would have at that row. The rows of one pass
differ from the pre-round state only at the window tokens before the row (at most W tokens) and,
for ``min_new_tokens``, in the output length. So a pass costs one dense application of the
pre-round state to all rows (in place) plus a sparse ``[bs, W, W]`` correction at the window
tokens: no ``[bs, W, vocab]`` tensor besides the logits, no host sync, no per-request loop.

Rows, for a round that starts with ``n`` output tokens counted (x0 is the n-th):
- verify row j (input ``w_j`` of ``[a0, d_1..d_B]``): the output so far plus ``w_0..w_j``
  (n + j + 1 tokens) — exact, what AR would use;
- draft row 0 (x0, predicts a0): the pre-round state — exact;
- draft mask row j >= 1: the pre-round state, with the output length n + j. The drafts before
  it are not known inside one pass; drafts never change the output, only acceptance.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class RequestPenalties:
    """One request's penalty parameters (SGLang's ``SamplingParams`` fields, resolved)."""

    frequency_penalty: float = 0.0
    presence_penalty: float = 0.0
    repetition_penalty: float = 1.0
    min_new_tokens: int = 0
    stop_token_ids: frozenset[int] = frozenset()  # blocked while min_new_tokens is not reached

    @property
    def is_neutral(self) -> bool:
        return (
            self.frequency_penalty == 0.0
            and self.presence_penalty == 0.0
            and self.repetition_penalty == 1.0
            and self.min_new_tokens <= 0
        )


@dataclass
class PenaltyState:
    """Per-request penalty state with every output token so far counted (SGLang's layout).

    One row per request, in batch order. A group is None when no request of the batch uses
    that penalty; rows of requests without it hold neutral values (0 / 1), which are exact
    no-ops, as in SGLang's penalizers.
    """

    frequency: torch.Tensor | None  # [bs, 1] float32 — frequency_penalty
    frequency_sum: torch.Tensor | None  # [bs, V] float32 — frequency_penalty per occurrence
    presence: torch.Tensor | None  # [bs, 1] float32 — presence_penalty
    presence_seen: torch.Tensor | None  # [bs, V] float32 — presence_penalty if seen, else 0
    repetition: torch.Tensor | None  # [bs, 1] float32 — repetition_penalty
    repetition_seen: torch.Tensor | None  # [bs, V] float32 — repetition_penalty if seen, else 1
    min_new_tokens: torch.Tensor | None  # [bs, 1] int32
    stop_penalty: torch.Tensor | None  # [bs, V] float32 — -inf at stop tokens, else 0
    output_len: torch.Tensor | None  # [bs, 1] int32 — output tokens counted (with min_new)

    @classmethod
    def from_requests(
        cls, requests: Sequence[RequestPenalties], vocab_size: int, device: torch.device | str
    ) -> PenaltyState | None:
        """Fresh state (nothing counted) for a batch, or None if no request uses a penalty."""
        if all(r.is_neutral for r in requests):
            return None
        bs = len(requests)

        def per_request(values: list, dtype: torch.dtype) -> torch.Tensor:
            return torch.tensor(values, dtype=dtype).to(device).unsqueeze(1)

        def dense(fill: float) -> torch.Tensor:
            return torch.full((bs, vocab_size), fill, dtype=torch.float32, device=device)

        state = cls(*([None] * 9))
        if any(r.frequency_penalty != 0.0 for r in requests):
            state.frequency = per_request([r.frequency_penalty for r in requests], torch.float32)
            state.frequency_sum = dense(0.0)
        if any(r.presence_penalty != 0.0 for r in requests):
            state.presence = per_request([r.presence_penalty for r in requests], torch.float32)
            state.presence_seen = dense(0.0)
        if any(r.repetition_penalty != 1.0 for r in requests):
            state.repetition = per_request([r.repetition_penalty for r in requests], torch.float32)
            state.repetition_seen = dense(1.0)
        if any(r.min_new_tokens > 0 for r in requests):
            state.min_new_tokens = per_request([r.min_new_tokens for r in requests], torch.int32)
            stop = torch.zeros((bs, vocab_size), dtype=torch.float32)
            for row, request in enumerate(requests):
                ids = [t for t in request.stop_token_ids if 0 <= t < vocab_size]
                stop[row, ids] = float("-inf")
            state.stop_penalty = stop.to(device)
            state.output_len = torch.zeros((bs, 1), dtype=torch.int32, device=device)
        return state

    def count(self, token_ids: torch.Tensor, num_tokens: torch.Tensor) -> None:
        """Count output tokens, as AR's penalizers would one at a time.

        token_ids: [bs, T] int64 — row i's first num_tokens[i] entries are new output tokens.
        num_tokens: [bs] — at least 1 per row.
        """
        cols = torch.arange(token_ids.shape[1], device=token_ids.device)
        valid = cols[None, :] < num_tokens.to(torch.int64)[:, None]  # [bs, T]
        # Padding entries re-write the first (valid) token: scatter_ of the same value, a no-op.
        ids = torch.where(valid, token_ids, token_ids[:, :1])
        if self.frequency_sum is not None:
            # Adding 0.0 is exact, and every addend to one entry is the same frequency_penalty,
            # so the order of the additions does not matter: bit-identical to AR's one-by-one.
            add = torch.where(valid, self.frequency, 0.0)
            self.frequency_sum.scatter_add_(1, ids, add)
        if self.presence_seen is not None:
            self.presence_seen.scatter_(1, ids, self.presence.expand_as(ids))
        if self.repetition_seen is not None:
            self.repetition_seen.scatter_(1, ids, self.repetition.expand_as(ids))
        if self.output_len is not None:
            self.output_len += num_tokens.to(torch.int32)[:, None]

    def filtered(self, keep: torch.Tensor) -> PenaltyState:
        """The rows ``keep`` [n] (indices), as a new state."""
        return PenaltyState(
            **{name: None if value is None else value[keep] for name, value in vars(self).items()}
        )

    @staticmethod
    def merge(
        left: PenaltyState | None, left_bs: int, right: PenaltyState | None, right_bs: int
    ) -> PenaltyState | None:
        """Concatenate two batches' states; a missing group is neutral for its rows."""
        if left is None and right is None:
            return None
        groups = {
            "frequency": 0.0,
            "frequency_sum": 0.0,
            "presence": 0.0,
            "presence_seen": 0.0,
            "repetition": 1.0,
            "repetition_seen": 1.0,
            "min_new_tokens": 0,
            "stop_penalty": 0.0,
            "output_len": 0,
        }
        merged = PenaltyState(*([None] * 9))
        for name, neutral in groups.items():
            a = None if left is None else getattr(left, name)
            b = None if right is None else getattr(right, name)
            if a is None and b is None:
                continue
            like = a if a is not None else b
            if a is None:
                a = torch.full(
                    (left_bs, *like.shape[1:]), neutral, dtype=like.dtype, device=like.device
                )
            if b is None:
                b = torch.full(
                    (right_bs, *like.shape[1:]), neutral, dtype=like.dtype, device=like.device
                )
            setattr(merged, name, torch.cat((a, b)))
        return merged

    @property
    def has_additive(self) -> bool:
        return self.frequency_sum is not None or self.presence_seen is not None


def _additive(state: PenaltyState) -> torch.Tensor | None:
    """``-F - P`` [bs, V] (SGLang: zeros, then ``sub_`` per additive penalizer)."""
    if not state.has_additive:
        return None
    acc = None
    for term in (state.frequency_sum, state.presence_seen):
        if term is not None:
            acc = -term if acc is None else acc - term
    return acc


def _scale(logits: torch.Tensor, repetition: torch.Tensor) -> torch.Tensor:
    """SGLang's ``apply_scaling_penalties``: multiply negatives, divide positives."""
    return torch.where(logits < 0, logits * repetition, logits / repetition)


def penalize_rows(
    logits: torch.Tensor,
    state: PenaltyState,
    first_offset: int,
    window: torch.Tensor | None = None,
) -> None:
    """Apply each row's exact penalty state to ``logits`` in place.

    logits: [bs, W, V] float32 — raw logits of one pass, request-major.
    first_offset: output tokens before row 0's prediction beyond the counted state (0 for the
        draft pass, 1 for the verify pass); row j has ``first_offset + j`` (``min_new_tokens``).
    window: [bs, W] int64 or None — if given, row j's state also counts ``window[:, :j+1]``
        (the verify pass: its input tokens up to and including the row's own).
    """
    bs, width, _ = logits.shape
    raw = slots = None
    if window is not None:
        slots = window[:, None, :].expand(bs, width, width)  # [bs, W(row), W(token)]
        # Raw logits at the window tokens, taken before the dense pass below changes them.
        raw = logits.gather(2, slots)

    # 1. The counted state on every row (in place; per-row temporaries only).
    additive = _additive(state)
    stop_rows = None
    if state.min_new_tokens is not None:
        offsets = first_offset + torch.arange(width, device=logits.device, dtype=torch.int32)
        stop_rows = (state.output_len + offsets[None, :]) < state.min_new_tokens  # [bs, W]
    if additive is not None:
        logits.add_(additive[:, None, :])
    if stop_rows is not None or state.repetition_seen is not None:
        for j in range(width):
            row = logits[:, j, :]
            if stop_rows is not None:
                row.add_(torch.where(stop_rows[:, j, None], state.stop_penalty, 0.0))
            if state.repetition_seen is not None:
                row.copy_(_scale(row, state.repetition_seen))
    if window is None:
        return

    # 2. The window tokens up to each row: recompute those entries from the raw logits with the
    # row's own counts. The value depends only on (row, token), so duplicate tokens scatter
    # identical values and the order of the writes does not matter.
    same = (window[:, :, None] == window[:, None, :]).to(torch.int64)  # [bs, W(i), W(i')]
    counts = same.cumsum(dim=2).transpose(1, 2)  # [bs, W(row j), W(token i)]: i' <= j alike
    seen_now = counts > 0
    value = raw
    add = None
    if state.frequency_sum is not None:
        freq = state.frequency_sum.gather(1, window)[:, None, :].expand(bs, width, width)
        step = state.frequency[:, :, None]
        for t in range(width):  # repeated fp32 additions, exactly as AR accumulates them
            freq = torch.where(counts > t, freq + step, freq)
        add = -freq
    if state.presence_seen is not None:
        seen_before = state.presence_seen.gather(1, window)[:, None, :]
        presence = torch.where(seen_now, state.presence[:, :, None], seen_before)
        add = -presence if add is None else add - presence
    if add is not None:
        value = value + add
    if stop_rows is not None:
        stop = state.stop_penalty.gather(1, window)[:, None, :]  # [bs, 1, W]
        value = value + torch.where(stop_rows[:, :, None], stop, 0.0)
    if state.repetition_seen is not None:
        seen_before = state.repetition_seen.gather(1, window)[:, None, :]
        value = _scale(value, torch.where(seen_now, state.repetition[:, :, None], seen_before))
    logits.scatter_(2, slots, value)


def penalize_rows_reference(
    logits: torch.Tensor,
    requests: Sequence[RequestPenalties],
    counted: Sequence[Sequence[Sequence[int]]],
    output_lens: Sequence[Sequence[int]],
) -> torch.Tensor:
    """Slow and obviously correct: each row on its own, its state rebuilt one token at a time.

    logits: [bs, W, V]; counted[i][j]: the output tokens row j of request i counts;
    output_lens[i][j]: its output length (min_new_tokens; it exceeds ``len(counted[i][j])`` on
    draft mask rows, whose earlier drafts are not known). Returns a new tensor.
    """
    out = logits.clone()
    bs, width, vocab = logits.shape
    for i, request in enumerate(requests):
        for j in range(width):
            freq = torch.zeros(vocab)
            presence = torch.zeros(vocab)
            repetition = torch.ones(vocab)
            for token in counted[i][j]:  # one token per step, like cumulate_output_tokens
                freq[token] += torch.tensor(request.frequency_penalty)
                presence[token] = request.presence_penalty
                repetition[token] = request.repetition_penalty
            additive = torch.zeros(vocab) - freq - presence
            if output_lens[i][j] < request.min_new_tokens:
                for stop in request.stop_token_ids:
                    additive[stop] = float("-inf")
            row = out[i, j] + additive
            out[i, j] = torch.where(row < 0, row * repetition, row / repetition)
    return out
