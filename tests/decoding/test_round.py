"""The round's pure functions on tiny explicit examples."""

import torch

from sglang_gravity.decoding.round import (
    accept_and_pack,
    build_draft_window,
    round_positions,
)


def test_draft_window_is_x0_then_masks():
    window = build_draft_window(torch.tensor([5, 7]), mask_id=99, window=4)
    assert window.tolist() == [[5, 99, 99, 99], [7, 99, 99, 99]]
    assert window.dtype == torch.int64


def test_round_positions_cover_k_plus_one_slots():
    assert round_positions(torch.tensor([10, 3]), 3).tolist() == [[10, 11, 12, 13], [3, 4, 5, 6]]


def _pack(verify_window, verify_argmax, committed):
    return accept_and_pack(
        torch.tensor(verify_window), torch.tensor(verify_argmax), torch.tensor(committed)
    )


def test_mismatch_at_first_draft_commits_a0_and_bonus():
    # window [a0, d1, d2, d3]; AR after a0 is 9 != d1.
    r = _pack([[1, 2, 3, 4]], [[9, 3, 4, 5]], [10])
    assert r.accepted.tolist() == [0]
    assert r.accept_lens.tolist() == [2]
    assert r.output_ids[0, :2].tolist() == [1, 9]
    assert r.next_x0.tolist() == [9]
    assert r.new_seq_lens.tolist() == [12]


def test_all_drafts_accepted_bonus_after_last_draft():
    r = _pack([[1, 2, 3, 4]], [[2, 3, 4, 8]], [5])
    assert r.accepted.tolist() == [3]
    assert r.output_ids[0].tolist() == [1, 2, 3, 4, 8]
    assert r.next_x0.tolist() == [8]
    assert r.new_seq_lens.tolist() == [10]


def test_middle_mismatch_and_later_matches_do_not_count():
    # d1 accepted, d2 rejected; d3 happens to equal verify_argmax[2] but comes after a mismatch.
    r = _pack([[1, 2, 3, 4], [6, 7, 8, 9]], [[2, 5, 4, 0], [0, 0, 0, 0]], [0, 3])
    assert r.accepted.tolist() == [1, 0]
    assert r.output_ids[0, :3].tolist() == [1, 2, 5]
    assert r.output_ids[1, :2].tolist() == [6, 0]
    assert r.accept_lens.tolist() == [3, 2]
    assert r.new_seq_lens.tolist() == [3, 5]


def test_window_of_two_has_one_draft():
    r = _pack([[4, 5]], [[5, 6]], [1])
    assert r.output_ids[0].tolist() == [4, 5, 6]
    assert r.accept_lens.tolist() == [3]
