"""The round's pure functions on tiny explicit examples."""

import pytest
import torch

from sglang_gravity.decoding.round import (
    accept_and_pack,
    ar_step_result,
    build_draft_window,
    round_positions,
    window_attention_mask,
)

META = torch.device("meta")


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


# --- contracts the serving path relies on (dtypes, devices, boundaries) ---------------------


def test_round_tensors_stay_on_the_inputs_device():
    x0 = torch.tensor([5, 7], device=META)
    assert build_draft_window(x0, mask_id=9, window=4).device == META
    assert round_positions(torch.tensor([3, 4], device=META), 3).device == META
    result = accept_and_pack(
        torch.zeros(2, 4, dtype=torch.int64, device=META),
        torch.zeros(2, 4, dtype=torch.int64, device=META),
        torch.zeros(2, dtype=torch.int64, device=META),
    )
    assert result.output_ids.device == META and result.next_x0.device == META


def test_round_dtypes_do_not_follow_the_inputs_or_the_default(float64_default):
    window = build_draft_window(torch.tensor([5, 7], dtype=torch.int32), mask_id=9, window=3)
    assert window.dtype == torch.int64 and window.tolist() == [[5, 9, 9], [7, 9, 9]]
    positions = round_positions(torch.tensor([10, 3], dtype=torch.int32), 2)
    assert positions.dtype == torch.int64 and positions.tolist() == [[10, 11, 12], [3, 4, 5]]
    mask = window_attention_mask(2, 3, 0)
    assert mask.dtype == torch.bool
    # int32 committed lengths (SGLang's seq_lens) stay int32; counts are int32.
    result = accept_and_pack(
        torch.tensor([[1, 2, 3]]), torch.tensor([[2, 3, 4]]), torch.tensor([7], dtype=torch.int32)
    )
    assert result.accepted.dtype == result.accept_lens.dtype == torch.int32
    assert result.new_seq_lens.dtype == torch.int32 and result.new_seq_lens.tolist() == [11]
    assert result.output_ids.dtype == torch.int64
    step = ar_step_result(torch.tensor([4, 6]), torch.tensor([2, 3], dtype=torch.int32))
    assert step.accept_lens.dtype == torch.int32 and step.accept_lens.tolist() == [1, 1]
    assert step.accepted.dtype == torch.int32 and step.accepted.tolist() == [0, 0]


def test_an_unknown_window_mode_is_named():
    with pytest.raises(ValueError, match="unknown window mode 7"):
        window_attention_mask(2, 3, 7)
