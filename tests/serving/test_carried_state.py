"""The carried state's recorded filters and merges (``state.py``) against eager bookkeeping.

Under the overlap scheduler the scheduler edits the batch while the round that produced its state
may still run, so gravity records the edits and applies them at the next round. These tests
replay random edit sequences both ways and compare every row, penalties included.
"""

from __future__ import annotations

import random

import pytest
import torch

from sglang_gravity.decoding.penalties import PenaltyState, RequestPenalties
from sglang_gravity.serving.state import CarriedRows, GravityDraftState

VOCAB = 11


def _rows(first_id: int, n: int, *, penalized: bool) -> CarriedRows:
    """``n`` requests whose x0 are first_id..first_id+n-1 (their identity in these tests)."""
    ids = torch.arange(first_id, first_id + n, dtype=torch.int64)
    penalties = None
    if penalized:
        requests = [RequestPenalties(repetition_penalty=1.0 + 0.1 * (i + 1)) for i in range(n)]
        penalties = PenaltyState.from_requests(requests, VOCAB, "cpu")
        penalties.count((ids % VOCAB)[:, None], torch.ones_like(ids))
    return CarriedRows(x0=ids, mrope_delta=ids * 10, penalties=penalties)


def _expected(rows: CarriedRows) -> dict[int, tuple[int, list[float] | None]]:
    """Per request (by x0): its mrope delta and its penalty row."""
    out = {}
    for i, x0 in enumerate(rows.x0.tolist()):
        penalty = None
        if rows.penalties is not None:
            penalty = rows.penalties.repetition_seen[i].tolist()
        out[x0] = (int(rows.mrope_delta[i]), penalty)
    return out


def test_filter_then_merge_applied_in_order():
    state = GravityDraftState(_rows(0, 4, penalized=True))
    state.filter_batch(torch.tensor([3, 1]), [3, 1])
    state.merge_batch(GravityDraftState(_rows(100, 2, penalized=False)))
    state.filter_batch(torch.tensor([0, 2, 3]), [0, 2, 3])
    assert state.size == 3
    rows = state.carried()
    assert rows.x0.tolist() == [3, 100, 101]
    assert rows.mrope_delta.tolist() == [30, 1000, 1010]
    # Request 3 keeps its counted penalty; the merged requests are neutral (1.0 everywhere).
    assert rows.penalties.repetition_seen[0, 3].item() == pytest.approx(1.4)
    assert rows.penalties.repetition_seen[1:].eq(1.0).all()
    assert state.carried() is not None and not state.edits  # applied once, then forgotten


@pytest.mark.parametrize("seed", range(20))
def test_random_edit_sequences_match_eager_bookkeeping(seed):
    rng = random.Random(seed)
    next_id = 0

    def fresh(n: int) -> CarriedRows:
        nonlocal next_id
        rows = _rows(next_id, n, penalized=rng.random() < 0.5)
        next_id += 1000
        return rows

    eager = fresh(rng.randint(1, 5))
    state = GravityDraftState(eager)
    for _ in range(rng.randint(1, 8)):
        if rng.random() < 0.5 and eager.size > 0:
            keep = sorted(rng.sample(range(eager.size), rng.randint(0, eager.size)))
            keep_t = torch.tensor(keep, dtype=torch.int64)
            eager = eager.filtered(keep_t)
            state.filter_batch(keep_t, keep)
        else:
            other_rows = fresh(rng.randint(1, 3))
            other = GravityDraftState(other_rows)
            if rng.random() < 0.3 and other_rows.size > 1:  # the joining batch was edited too
                other.filter_batch(torch.tensor([1, 0]), [1, 0])
                other_rows = other_rows.filtered(torch.tensor([1, 0]))
            eager = CarriedRows.concatenated(eager, other_rows)
            state.merge_batch(other)
        assert state.size == eager.size
    rows = state.carried()
    assert rows.x0.tolist() == eager.x0.tolist()
    assert _expected(rows) == _expected(eager)


def test_relayed_x0_replaces_the_carried_one_and_disagreement_is_reported():
    state = GravityDraftState(_rows(0, 3, penalized=False))
    state.future_indices = torch.tensor([7, 8, 9])
    state.filter_batch(torch.tensor([2, 0]), [2, 0])
    assert state.future_indices.tolist() == [9, 7]
    state.bonus_tokens = torch.tensor([2, 0])  # what the FutureMap relays, in the new order
    rows = state.carried()
    assert state.relay_disagreement(rows) is None
    assert state.with_relayed_x0(rows).x0.tolist() == [2, 0]
    state.bonus_tokens = torch.tensor([0, 2])
    assert "relayed x0 [0, 2] != carried x0 [2, 0]" in state.relay_disagreement(rows)


def test_an_edit_drops_a_relayed_x0_of_the_old_order():
    state = GravityDraftState(_rows(0, 3, penalized=False))
    state.future_indices = torch.tensor([7, 8, 9])
    state.bonus_tokens = torch.tensor([0, 1, 2])
    state.merge_batch(_relayed(GravityDraftState(_rows(50, 1, penalized=False)), [4]))
    assert state.relayed_x0 is None and state.future_indices.tolist() == [7, 8, 9, 4]
    with pytest.raises(RuntimeError, match="relayed state with an unrelayed one"):
        state.merge_batch(GravityDraftState(_rows(60, 1, penalized=False)))


def _relayed(state: GravityDraftState, indices: list[int]) -> GravityDraftState:
    state.future_indices = torch.tensor(indices)
    return state


def test_fresh_state_hands_its_x0_to_the_relay_and_refuses_after_an_edit():
    state = GravityDraftState(_rows(5, 2, penalized=False))
    assert state.bonus_tokens.tolist() == [5, 6]  # what the scheduler stashes after a forward
    state.filter_batch(torch.tensor([1]), [1])
    with pytest.raises(RuntimeError, match="after the batch was edited"):
        _ = state.bonus_tokens


def test_an_edit_to_the_joining_batch_after_the_merge_is_not_applied():
    state = GravityDraftState(_rows(0, 2, penalized=False))
    joining = GravityDraftState(_rows(100, 2, penalized=False))
    state.merge_batch(joining)
    joining.filter_batch(torch.tensor([1]), [1])  # the scheduler reusing the prefill batch
    assert state.carried().x0.tolist() == [0, 1, 100, 101]
