"""Gravity's two SpecInput types: state carried between rounds, and the input of one pass.

The scheduler reverts every edit a worker makes to the batch, so whatever must survive to the next
round travels in ``GravityDraftState`` (returned as ``next_draft_input``). The scheduler filters
and merges it together with the batch when requests finish or join.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import torch
from sglang.srt.model_executor.forward_batch_info import CaptureHiddenMode
from sglang.srt.speculative.spec_info import SpecInput, SpecInputType

from sglang_gravity.penalties import PenaltyState


@dataclass
class GravityDraftState(SpecInput):
    """Per-request state carried from one round to the next.

    Invariants: one row per request of the batch, in batch order; ``x0[i]`` sits at absolute
    position ``seq_lens[i]`` (the committed KV length) and has no KV yet.
    """

    x0: torch.Tensor  # [bs] int64 — last committed token, KV not yet written
    mrope_delta: torch.Tensor  # [bs] int64 — M-RoPE text offset (0 for text-only requests)
    # Every output token so far counted (x0 included); None when no request uses a penalty.
    penalties: PenaltyState | None = None

    # FutureMap relay fields it reads off any draft input; gravity relays none of them.
    topk_p: ClassVar[torch.Tensor | None] = None
    topk_index: ClassVar[torch.Tensor | None] = None
    hidden_states: ClassVar[torch.Tensor | None] = None
    future_indices: torch.Tensor | None = None

    def __post_init__(self) -> None:
        super().__init__(SpecInputType.UNO_STATE)
        # The carried state is one row per request, not a K-row forward.
        self.num_tokens_per_req = 1
        self.num_tokens_for_logprob_per_req = 1

    @classmethod
    def empty(cls, device: torch.device | str) -> GravityDraftState:
        return cls(
            x0=torch.empty((0,), dtype=torch.int64, device=device),
            mrope_delta=torch.empty((0,), dtype=torch.int64, device=device),
        )

    def filter_batch(
        self, new_indices: torch.Tensor, new_indices_cpu: list[int] | None = None
    ) -> None:
        self.x0 = self.x0[new_indices]
        self.mrope_delta = self.mrope_delta[new_indices]
        if self.penalties is not None:
            self.penalties = self.penalties.filtered(new_indices)

    def merge_batch(self, other: GravityDraftState) -> None:
        self.penalties = PenaltyState.merge(
            self.penalties, self.x0.shape[0], other.penalties, other.x0.shape[0]
        )
        self.x0 = torch.cat((self.x0, other.x0))
        self.mrope_delta = torch.cat((self.mrope_delta, other.mrope_delta))


@dataclass
class GravityWindowInput(SpecInput):
    """Input of one K-wide pass (draft or verify), run as a TARGET_VERIFY forward.

    ``mode`` is data (round.DRAFT_MODE / round.VERIFY_MODE) read by the attention backend.
    ``custom_mask`` is set only for backends that need a materialized mask (triton on GPU).
    """

    mode: int
    positions: torch.Tensor  # [bs * K] int64 — absolute positions of the window rows
    draft_token_num: int  # K
    custom_mask: torch.Tensor | None = None  # flat [sum K * (prefix + K)] bool, or None
    capture_hidden_mode: CaptureHiddenMode = CaptureHiddenMode.NULL
    hidden_states: torch.Tensor | None = None
    num_tokens_per_req: int = field(init=False)
    num_tokens_for_logprob_per_req: int = field(init=False)

    def __post_init__(self) -> None:
        super().__init__(SpecInputType.UNO_VERIFY)
        self.num_tokens_per_req = self.draft_token_num
        self.num_tokens_for_logprob_per_req = self.draft_token_num


class WindowModeRecord:
    """Mixin of gravity's attention backends: the mode each window pass was planned with.

    If SGLang ever skipped a backend's plan before a pass (a pre-planned batch, a glued or
    cached replay prep), that pass would run with the previous pass's mask: the output stays
    right and acceptance silently collapses (DESIGN §3). The worker takes the record after
    every pass and fails loudly unless it is that pass's mode. Host-side only: no device sync.
    """

    _planned_window_mode: int | None = None

    def record_window_mode(self, mode: int) -> None:
        self._planned_window_mode = mode

    def take_window_mode(self) -> int | None:
        """The mode planned since the last call (None if no pass was planned), then forget it."""
        mode, self._planned_window_mode = self._planned_window_mode, None
        return mode
