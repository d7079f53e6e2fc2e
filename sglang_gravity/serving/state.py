"""Gravity's two SpecInput types: state carried between rounds, and the input of one pass.

The scheduler reverts every edit a worker makes to the batch, so whatever must survive to the next
round travels in ``GravityDraftState`` (returned as ``next_draft_input``). The scheduler filters
and merges it together with the batch when requests finish, join or are retracted.

Under SGLang's overlap scheduler those filters and merges run on the host (schedule stream) while
the round that produced the state may still be running on the forward stream, so they must not
touch its device tensors. They are therefore *recorded* (``StateEdit``) and applied by the worker
at the start of the next round, on the forward stream, in the order they were made
(:meth:`GravityDraftState.carried`). ``x0`` also comes back through SGLang's FutureMap, indexed by
``req_pool_idx`` (``bonus_tokens``); the worker prefers that copy and, when asked to
(``SGLANG_GRAVITY_CHECK_RELAY=1``, the tests), checks that both agree. Without overlap the same
recorded edits are simply applied one step later, on the only stream.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import ClassVar

import torch
from sglang.srt.model_executor.forward_batch_info import CaptureHiddenMode
from sglang.srt.speculative.spec_info import SpecInput, SpecInputType

from sglang_gravity.decoding.penalties import PenaltyState


@dataclass(frozen=True)
class CarriedRows:
    """Per-request device state, one row per request in batch order.

    Invariant: ``x0[i]`` sits at absolute position ``seq_lens[i]`` (the committed KV length) and
    has no KV yet.
    """

    x0: torch.Tensor  # [bs] int64 — last committed token, KV not yet written
    mrope_delta: torch.Tensor  # [bs] int64 — M-RoPE text offset (0 for text-only requests)
    # Every output token so far counted (x0 included); None when no request uses a penalty.
    penalties: PenaltyState | None = None

    @property
    def size(self) -> int:
        return int(self.x0.shape[0])

    def filtered(self, keep: torch.Tensor) -> CarriedRows:
        """The rows ``keep`` ([n] indices), in that order."""
        return CarriedRows(
            x0=self.x0[keep],
            mrope_delta=self.mrope_delta[keep],
            penalties=None if self.penalties is None else self.penalties.filtered(keep),
        )

    @staticmethod
    def concatenated(first: CarriedRows, second: CarriedRows) -> CarriedRows:
        """``first``'s rows, then ``second``'s (a missing penalty group is neutral)."""
        return CarriedRows(
            x0=torch.cat((first.x0, second.x0)),
            mrope_delta=torch.cat((first.mrope_delta, second.mrope_delta)),
            penalties=PenaltyState.merge(
                first.penalties, first.size, second.penalties, second.size
            ),
        )


@dataclass(frozen=True)
class StateEdit:
    """One filter (``keep``) or merge (``other``) the scheduler made, not yet applied."""

    keep: torch.Tensor | None = None  # [n] int64 indices into the rows so far
    other: GravityDraftState | None = None  # rows appended after the rows so far


@dataclass
class GravityDraftState(SpecInput):
    """What a round (or the prefill) hands to the next round of the same requests.

    ``rows`` are as the producing forward left them; ``edits`` are the scheduler's filters and
    merges since, applied in order by :meth:`carried` (so nothing here reads a device tensor on
    the scheduler's stream). ``size`` is the number of requests after the edits (host-side).
    """

    rows: CarriedRows
    size: int = field(init=False)
    edits: list[StateEdit] = field(default_factory=list, init=False)
    # x0 in the current batch order as relayed by SGLang's FutureMap (overlap only).
    relayed_x0: torch.Tensor | None = field(default=None, init=False)

    # FutureMap relay fields it reads off any draft input; gravity relays none of them.
    topk_p: ClassVar[torch.Tensor | None] = None
    topk_index: ClassVar[torch.Tensor | None] = None
    hidden_states: ClassVar[torch.Tensor | None] = None
    future_indices: torch.Tensor | None = field(default=None, init=False)  # [bs] req_pool_idx

    def __post_init__(self) -> None:
        super().__init__(SpecInputType.UNO_STATE)
        self.size = self.rows.size
        # The carried state is one row per request, not a W-row forward.
        self.num_tokens_per_req = 1
        self.num_tokens_for_logprob_per_req = 1

    # FutureMap reads the bonus token of a fresh result (stash) and writes the relayed one back
    # before the next forward (resolve): in gravity's words, x0.
    @property
    def bonus_tokens(self) -> torch.Tensor:
        if self.relayed_x0 is not None:
            return self.relayed_x0
        if self.edits:
            raise RuntimeError("gravity: x0 read for the relay after the batch was edited")
        return self.rows.x0

    @bonus_tokens.setter
    def bonus_tokens(self, value: torch.Tensor) -> None:
        self.relayed_x0 = value

    def filter_batch(
        self, new_indices: torch.Tensor, new_indices_cpu: list[int] | None = None
    ) -> None:
        self.edits.append(StateEdit(keep=new_indices))
        self.size = len(new_indices_cpu) if new_indices_cpu is not None else new_indices.shape[0]
        if self.future_indices is not None:
            self.future_indices = self.future_indices[new_indices]
        self.relayed_x0 = None  # relayed in the old order; the next resolve relays it anew

    def merge_batch(self, other: GravityDraftState) -> None:
        if not isinstance(other, GravityDraftState):
            raise TypeError(f"cannot merge gravity state with {type(other).__name__}")
        # A snapshot: an edit the scheduler made to ``other`` after this merge is not ours.
        joined = copy.copy(other)
        joined.edits = list(other.edits)
        self.edits.append(StateEdit(other=joined))
        self.size += other.size
        if self.future_indices is not None or other.future_indices is not None:
            if self.future_indices is None or other.future_indices is None:
                raise RuntimeError("gravity: merging a relayed state with an unrelayed one")
            self.future_indices = torch.cat((self.future_indices, other.future_indices))
        self.relayed_x0 = None

    def carried(self) -> CarriedRows:
        """The rows in the current batch order: the recorded edits applied (on the caller's
        stream, which must be the forward stream), then the relayed x0 if there is one."""
        rows = self.rows
        for edit in self.edits:
            if edit.keep is not None:
                _keep_alive_on_current_stream(edit.keep)
                rows = rows.filtered(edit.keep)
            else:
                rows = CarriedRows.concatenated(rows, edit.other.carried())
        if rows.size != self.size:
            raise RuntimeError(f"gravity state has {rows.size} rows for {self.size} requests")
        self.rows, self.edits = rows, []
        return rows

    def relay_disagreement(self, rows: CarriedRows) -> str | None:
        """Why the FutureMap's x0 differs from the carried one, or None (a device sync: tests)."""
        if self.relayed_x0 is None:
            return None
        relayed = self.relayed_x0.to(rows.x0.dtype)
        if relayed.shape != rows.x0.shape or not torch.equal(relayed, rows.x0):
            return f"relayed x0 {relayed.tolist()} != carried x0 {rows.x0.tolist()}"
        return None

    def with_relayed_x0(self, rows: CarriedRows) -> CarriedRows:
        """``rows`` with x0 taken from the FutureMap when it relayed one."""
        if self.relayed_x0 is None:
            return rows
        return replace(rows, x0=self.relayed_x0.to(torch.int64))


def _keep_alive_on_current_stream(tensor: torch.Tensor) -> None:
    """Indices made on the schedule stream are read here on the forward stream: tell the CUDA
    caching allocator, so their memory is not reused before this stream has read it."""
    if tensor.is_cuda:
        tensor.record_stream(torch.cuda.current_stream(tensor.device))


@dataclass
class GravityWindowInput(SpecInput):
    """Input of one W-wide pass (draft or verify), run as a TARGET_VERIFY forward.

    ``mode`` is data (round.DRAFT_MODE / round.VERIFY_MODE) read by the attention backend.
    ``custom_mask`` is set only for backends that need a materialized mask (triton on GPU).
    """

    mode: int
    positions: torch.Tensor  # [bs * W] int64 — absolute positions of the window rows
    draft_token_num: int  # W
    custom_mask: torch.Tensor | None = None  # flat [sum W * (prefix + W)] bool, or None
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
    right and acceptance silently collapses (docs/design.md §7). The worker takes the record after
    every pass and fails loudly unless it is that pass's mode. Host-side only: no device sync.
    """

    _planned_window_mode: int | None = None

    def record_window_mode(self, mode: int) -> None:
        self._planned_window_mode = mode

    def take_window_mode(self) -> int | None:
        """The mode planned since the last call (None if no pass was planned), then forget it."""
        mode, self._planned_window_mode = self._planned_window_mode, None
        return mode
