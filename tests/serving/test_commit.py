"""``commit_step``: rounds and AR steps handed back to the scheduler in SGLang's spec-v2 layout,
with the committed tokens counted into the penalty state and their log-probabilities gathered
from the rows that chose them."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.decoding.logprobs import committed_rows
from sglang_gravity.decoding.penalties import PenaltyState, RequestPenalties
from sglang_gravity.decoding.round import accept_and_pack, ar_step_result
from sglang_gravity.serving.commit import commit_step
from sglang_gravity.serving.state import CarriedRows, GravityDraftState

VOCAB = 20


def _state(x0: list[int]) -> CarriedRows:
    penalties = PenaltyState.from_requests(
        [RequestPenalties(frequency_penalty=1.0)] * len(x0), VOCAB, "cpu"
    )
    return CarriedRows(
        x0=torch.tensor(x0), mrope_delta=torch.tensor([3] * len(x0)), penalties=penalties
    )


def _batch() -> SimpleNamespace:
    return SimpleNamespace(top_logprobs_nums=[2, 0], token_ids_logprobs=None)


def _pass_result(graph: bool = True) -> SimpleNamespace:
    return SimpleNamespace(logits_output=SimpleNamespace(), can_run_cuda_graph=graph)


def test_a_round_commits_a0_accepted_drafts_and_the_bonus_at_stride_w_plus_1() -> None:
    verify_window = torch.tensor([[4, 5, 6], [7, 8, 9]])  # [a0, d_1, d_2]
    verify_argmax = torch.tensor([[5, 1, 2], [8, 9, 3]])  # request 0 accepts 1, request 1 all
    packed = accept_and_pack(verify_window, verify_argmax, torch.tensor([10, 20]))
    state = _state([3, 6])
    rows = committed_rows(
        torch.log_softmax(torch.randn(2, VOCAB), -1),
        torch.log_softmax(torch.randn(2, 3, VOCAB), -1),
    )
    result = commit_step(packed, 3, state, _batch(), _pass_result(), rows)

    assert result.next_token_ids.tolist() == [4, 5, 1, 0, 7, 8, 9, 3]
    assert result.accept_lens.tolist() == [3, 4]
    assert result.speculative_output_stride == 4
    assert result.speculative_num_draft_tokens == 3
    assert result.num_non_draft_tokens_per_req == 2
    assert result.new_seq_lens.tolist() == [13, 24]
    assert result.can_run_cuda_graph is True
    carried = result.next_draft_input
    assert isinstance(carried, GravityDraftState)
    assert carried.rows.x0.tolist() == [1, 3]  # the bonus tokens
    assert carried.rows.mrope_delta.tolist() == [3, 3]
    # Every committed token counted once, padding not at all.
    assert state.penalties.frequency_sum[0, [4, 5, 1, 0]].tolist() == [1.0, 1.0, 1.0, 0.0]
    assert state.penalties.frequency_sum[1, [7, 8, 9, 3]].tolist() == [1.0] * 4
    logprobs = result.logits_output.next_token_logprobs
    assert logprobs.shape == (2, 4)
    assert logprobs[0, 0] == rows[0, 0, 4] and logprobs[1, 3] == rows[1, 3, 3]
    assert len(result.logits_output.next_token_top_logprobs_val) == 8


def test_an_ar_step_commits_a0_alone_at_stride_1() -> None:
    state = _state([3, 6])
    committed = ar_step_result(torch.tensor([11, 12]), torch.tensor([10, 20]))
    result = commit_step(committed, 1, state, _batch(), _pass_result(), None)

    assert result.next_token_ids.tolist() == [11, 12]
    assert result.accept_lens.tolist() == [1, 1]
    assert result.speculative_output_stride == 1
    assert result.speculative_num_draft_tokens == 1
    assert result.num_non_draft_tokens_per_req == 1
    assert result.new_seq_lens.tolist() == [11, 21]
    assert result.next_draft_input.rows.x0.tolist() == [11, 12]
    assert state.penalties.frequency_sum.sum().item() == 2.0
    assert not hasattr(result.logits_output, "next_token_logprobs")  # none asked for


def test_no_penalty_state_is_fine() -> None:
    state = CarriedRows(x0=torch.tensor([1]), mrope_delta=torch.tensor([0]))
    committed = ar_step_result(torch.tensor([2]), torch.tensor([5]))
    result = commit_step(committed, 1, state, _batch(), _pass_result(), None)
    assert result.next_draft_input.rows.penalties is None


@pytest.mark.parametrize("graph", [True, False])
@pytest.mark.parametrize("width", [1, 3])
def test_the_step_reports_whether_its_pass_replayed_a_graph(graph: bool, width: int) -> None:
    """SGLang's scheduler reads ``can_run_cuda_graph`` off the result (its decode log line and
    metrics say whether the step ran as a graph): it must be the pass's own answer, per step, for
    rounds and AR steps alike, never a constant."""
    if width == 1:
        committed = ar_step_result(torch.tensor([11, 12]), torch.tensor([10, 20]))
    else:
        window = torch.tensor([[4, 5, 6], [7, 8, 9]])
        committed = accept_and_pack(window, window.roll(-1, 1), torch.tensor([10, 20]))
    result = commit_step(committed, width, _state([3, 6]), _batch(), _pass_result(graph), None)
    assert result.can_run_cuda_graph is graph


@pytest.mark.parametrize("width", [1, 2, 3])
def test_each_request_reports_the_steps_width_and_its_non_draft_tokens(width: int) -> None:
    """SGLang sums ``cap_lens`` (int32, one per request) into its steps-by-width histogram, and
    reads ``num_non_draft_tokens_per_req`` to count drafts: a round of any width >= 2 (one
    draft at width 2) commits a0 and the bonus besides its drafts, an AR step a0 alone."""
    if width == 1:
        committed = ar_step_result(torch.tensor([11, 12]), torch.tensor([10, 20]))
    else:
        window = torch.arange(2 * width).view(2, width)
        committed = accept_and_pack(window, window.roll(-1, 1), torch.tensor([10, 20]))
    result = commit_step(committed, width, _state([3, 6]), _batch(), _pass_result(), None)
    assert result.cap_lens.dtype == torch.int32 and result.cap_lens.tolist() == [width, width]
    assert result.num_non_draft_tokens_per_req == (1 if width == 1 else 2)


def test_requested_token_ids_get_their_logprobs_from_the_row_that_chose_each_token() -> None:
    """``logprob_token_ids``: each committed token's row gives the requested ids' values."""
    verify_window = torch.tensor([[4, 5, 6], [7, 8, 9]])
    packed = accept_and_pack(
        verify_window, torch.tensor([[5, 1, 2], [8, 9, 3]]), torch.tensor([10, 20])
    )
    rows = committed_rows(
        torch.log_softmax(torch.randn(2, VOCAB), -1),
        torch.log_softmax(torch.randn(2, 3, VOCAB), -1),
    )
    batch = SimpleNamespace(top_logprobs_nums=[0, 0], token_ids_logprobs=[[2, 7], None])
    result = commit_step(packed, 3, _state([3, 6]), batch, _pass_result(), rows)
    values = result.logits_output.next_token_token_ids_logprobs_val
    assert len(values) == 8  # one entry per row of the stride
    for j in range(4):  # request 0's rows: the requested ids' logprobs at that row
        assert torch.equal(torch.as_tensor(values[j]), rows[0, j, [2, 7]])
