"""Contracts of the decoding modules that mutation testing (``make mutation``) showed no test held.

Each test states a property the serving path relies on: the dtype and device of what a function
returns (on a GPU a tensor left on the host, or an int32 where an int64 index is needed, breaks
the next kernel; here ``meta`` tensors stand in for a device), which optional groups exist, where
a boundary lies (a stop token at the last vocabulary id, ``min_p`` = 1), and the exact values
AR's sampler returns. The survivors judged equivalent are in ``tests/mutation_equivalents.txt``.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest
import torch
from sglang.srt.environ import envs

from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.decoding.grammar import chain_tree, draft_row0_mask, verify_rows_mask
from sglang_gravity.decoding.logprobs import RoundLogprobs, committed_rows, round_logprobs
from sglang_gravity.decoding.penalties import (
    PenaltyState,
    RequestPenalties,
    penalize_rows,
    penalize_rows_reference,
)
from sglang_gravity.decoding.round import (
    accept_and_pack,
    ar_step_result,
    build_draft_window,
    round_positions,
    window_attention_mask,
)
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens, choose_tokens_and_logprobs
from sglang_gravity.testing.toy_grammar import CountingGrammar

META = torch.device("meta")


@pytest.fixture(autouse=True)
def _cpu_sgl_kernel(monkeypatch):
    monkeypatch.setitem(sys.modules, "sgl_kernel", standin)


@pytest.fixture
def float64_default():
    """Outputs must keep their documented dtypes whatever torch's default dtype is."""
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    yield
    torch.set_default_dtype(previous)


# --- round.py -------------------------------------------------------------------------------------


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


# --- penalties.py ---------------------------------------------------------------------------------


def test_only_the_penalties_a_batch_uses_have_state(float64_default):
    """A group is None when no request uses it (its rows would be exact no-ops, but its dense
    tensors cost a [bs, vocab] buffer per step); the ones that exist keep their dtypes."""
    presence = PenaltyState.from_requests([RequestPenalties(presence_penalty=0.5)], 10, "cpu")
    assert presence.presence is not None and presence.presence.dtype == torch.float32
    assert presence.presence_seen.dtype == torch.float32
    assert presence.frequency is None and presence.repetition is None
    assert presence.min_new_tokens is None and presence.output_len is None
    one = PenaltyState.from_requests([RequestPenalties(presence_penalty=1.0)], 10, "cpu")
    assert one.presence is not None and one.presence.item() == 1.0
    freq = PenaltyState.from_requests([RequestPenalties(frequency_penalty=0.3)], 10, "cpu")
    assert freq.frequency.dtype == freq.frequency_sum.dtype == torch.float32
    assert freq.min_new_tokens is None
    rep = PenaltyState.from_requests([RequestPenalties(repetition_penalty=1.2)], 10, "cpu")
    assert rep.repetition.dtype == rep.repetition_seen.dtype == torch.float32
    minimum = PenaltyState.from_requests(
        [RequestPenalties(min_new_tokens=1, stop_token_ids=frozenset({9}))], 10, "cpu"
    )
    assert minimum.min_new_tokens.dtype == minimum.output_len.dtype == torch.int32
    assert minimum.stop_penalty.dtype == torch.float32
    assert minimum.stop_penalty[0, 9] == float("-inf") and minimum.stop_penalty[0, :9].eq(0).all()


def test_penalty_state_lives_on_the_requested_device():
    requests = [
        RequestPenalties(
            frequency_penalty=0.2,
            presence_penalty=0.1,
            repetition_penalty=1.3,
            min_new_tokens=2,
            stop_token_ids=frozenset({1}),
        )
    ]
    state = PenaltyState.from_requests(requests, 8, META)
    for name, value in vars(state).items():
        assert value.device == META, name
    state.count(torch.tensor([[3, 4]], device=META), torch.tensor([2], device=META))
    assert state.output_len.device == META
    for merged in (PenaltyState.merge(state, 1, None, 2), PenaltyState.merge(None, 2, state, 1)):
        for name, value in vars(merged).items():
            assert value.device == META and value.shape[0] == 3, name
    logits = torch.zeros(1, 3, 8, device=META)
    penalize_rows(
        logits, state, first_offset=1, window=torch.zeros(1, 3, dtype=torch.int64, device=META)
    )
    assert logits.device == META


def test_a_stop_token_at_the_last_vocabulary_id_is_blocked_and_one_past_it_ignored():
    state = PenaltyState.from_requests(
        [RequestPenalties(min_new_tokens=3, stop_token_ids=frozenset({9, 10, -1}))], 10, "cpu"
    )
    assert state.stop_penalty[0].isinf().nonzero().flatten().tolist() == [9]


def test_min_new_tokens_of_one_holds_back_the_first_token_only():
    requests = [RequestPenalties(min_new_tokens=1, stop_token_ids=frozenset({2}))]
    state = PenaltyState.from_requests(requests, 5, "cpu")
    logits = torch.zeros(1, 3, 5)
    penalize_rows(logits, state, first_offset=0)
    assert logits[0, 0, 2] == float("-inf") and logits[0, 1:, 2].eq(0).all()


def test_counted_output_length_is_int32_whatever_the_counts_dtype():
    state = PenaltyState.from_requests(
        [RequestPenalties(min_new_tokens=5, stop_token_ids=frozenset({1}))], 6, "cpu"
    )
    state.count(torch.tensor([[2, 3, 4]]), torch.tensor([3], dtype=torch.int64))
    assert state.output_len.dtype == torch.int32 and state.output_len.tolist() == [[3]]


def test_merging_keeps_each_groups_dtype_and_neutral_fill():
    left = PenaltyState.from_requests(
        [RequestPenalties(min_new_tokens=4, stop_token_ids=frozenset({1}))], 6, "cpu"
    )
    left.count(torch.tensor([[2, 3]]), torch.tensor([2]))
    right = PenaltyState.from_requests([RequestPenalties(frequency_penalty=0.5)], 6, "cpu")
    merged = PenaltyState.merge(left, 1, right, 1)
    assert merged.output_len.dtype == torch.int32 and merged.output_len.tolist() == [[2], [0]]
    assert merged.min_new_tokens.dtype == torch.int32
    assert merged.frequency_sum.dtype == torch.float32
    assert merged.frequency.tolist() == [[0.0], [0.5]]
    merged_other_way = PenaltyState.merge(right, 1, left, 1)
    assert merged_other_way.output_len.tolist() == [[0], [2]]
    assert merged_other_way.min_new_tokens.dtype == torch.int32


def test_presence_alone_in_a_verify_window_equals_the_reference():
    """Presence penalty on its own (no frequency term before it), window tokens included."""
    requests = [RequestPenalties(presence_penalty=0.7)]
    state = PenaltyState.from_requests(requests, 12, "cpu")
    state.count(torch.tensor([[3, 5]]), torch.tensor([2]))
    logits = torch.randn(1, 4, 12, generator=torch.Generator().manual_seed(5))
    window = torch.tensor([[5, 6, 6, 8]])
    expected = penalize_rows_reference(
        logits, requests, [[[3, 5, *window[0, : j + 1].tolist()] for j in range(4)]], [[0] * 4]
    )
    got = logits.clone()
    penalize_rows(got, state, first_offset=1, window=window)
    assert torch.equal(got, expected)


def test_min_new_tokens_rows_work_for_int32_offsets_on_float64_default(float64_default):
    requests = [RequestPenalties(min_new_tokens=2, stop_token_ids=frozenset({0}))]
    state = PenaltyState.from_requests(requests, 4, "cpu")
    logits = torch.zeros(1, 3, 4, dtype=torch.float32)
    penalize_rows(logits, state, first_offset=1, window=torch.tensor([[1, 0, 2]]))
    assert logits.dtype == torch.float32
    assert logits[0, 0, 0] == float("-inf") and logits[0, 1:, 0].eq(0).all()


# --- sampling.py ----------------------------------------------------------------------------------


def _rows(bs, width, *, seeds=None, top_p=1.0, top_k=1 << 30, min_p=0.0, **flags):
    defaults = {"need_top_p": False, "need_top_k": False, "need_min_p": False}
    defaults.update(flags)
    deterministic = defaults.pop("deterministic", False)
    return RowSampling.for_window(
        torch.full((bs, 1), 0.7),
        torch.full((bs,), top_p),
        torch.full((bs,), top_k, dtype=torch.int32),
        torch.full((bs,), min_p),
        seeds,
        width,
        deterministic=deterministic,
        **defaults,
    )


def test_row_sampling_carries_every_flag_and_draws_int64_seeds_on_the_device():
    rows = _rows(2, 3, need_top_p=True, need_top_k=True, need_min_p=True, deterministic=True)
    assert (rows.need_top_p, rows.need_top_k, rows.need_min_p, rows.deterministic) == (
        True,
        True,
        True,
        True,
    )
    assert rows.seeds.dtype == torch.int64 and rows.seeds.shape == (6,)
    assert torch.equal(rows.seeds[0::3], rows.seeds[1::3])  # one seed per request, K rows
    seeded = _rows(2, 2, seeds=torch.tensor([5, 6], dtype=torch.int32))
    assert seeded.seeds.dtype == torch.int64 and seeded.seeds.tolist() == [5, 5, 6, 6]
    on_device = RowSampling.for_window(
        torch.ones(1, 1, device=META),
        torch.ones(1, device=META),
        torch.ones(1, dtype=torch.int32, device=META),
        torch.zeros(1, device=META),
        None,
        2,
        need_top_p=False,
        need_top_k=False,
        need_min_p=False,
        deterministic=False,
    )
    assert on_device.seeds.device == META and on_device.seeds.dtype == torch.int64


def test_sampled_tokens_are_int64_on_every_path():
    logits = torch.randn(4, 16, generator=torch.Generator().manual_seed(0))
    seeds = torch.tensor([11, 12])
    plain = choose_tokens(logits.clone(), _rows(2, 2, seeds=seeds), torch.arange(4))
    filtered = choose_tokens(
        logits.clone(), _rows(2, 2, seeds=seeds, top_p=0.5, need_top_p=True), torch.arange(4)
    )
    assert plain.dtype == filtered.dtype == torch.int64


def test_top_p_alone_filters_the_draw():
    """With only ``top_p`` set, the token comes from the nucleus: a token outside it is never
    drawn, over many seeds."""
    logits = torch.tensor([[3.0, 2.9, -5.0, -5.0, -5.0, -5.0]]).repeat(200, 1)
    rows = RowSampling.for_window(
        torch.ones(200, 1),
        torch.full((200,), 0.5),
        torch.full((200,), 1 << 30, dtype=torch.int32),
        torch.zeros(200),
        torch.arange(200, dtype=torch.int64),
        1,
        need_top_p=True,
        need_top_k=False,
        need_min_p=False,
        deterministic=True,
    )
    tokens = choose_tokens(logits.clone(), rows, torch.zeros(200, dtype=torch.int64))
    assert set(tokens.tolist()) == {0}  # 0 alone holds half the mass


def test_min_p_of_one_keeps_exactly_the_most_likely_token():
    logits = torch.tensor([[0.0, 2.0, 1.0, 2.0 - 1e-3]]).repeat(50, 1)
    rows = RowSampling.for_window(
        torch.ones(50, 1),
        torch.ones(50),
        torch.full((50,), 1 << 30, dtype=torch.int32),
        torch.ones(50),
        torch.arange(50, dtype=torch.int64),
        1,
        need_top_p=False,
        need_top_k=False,
        need_min_p=True,
        deterministic=False,
    )
    tokens = choose_tokens(logits.clone(), rows, torch.zeros(50, dtype=torch.int64))
    assert set(tokens.tolist()) == {1}


def test_deterministic_logprobs_are_exactly_log_softmax_and_only_when_asked():
    logits = torch.randn(4, 40, generator=torch.Generator().manual_seed(3)) * 4
    rows = _rows(2, 2, seeds=torch.tensor([1, 2]), deterministic=True)
    _, logprobs = choose_tokens_and_logprobs(
        logits.clone(), rows, torch.arange(4), return_logprobs=True
    )
    assert torch.equal(logprobs, torch.log_softmax(logits / 0.7, dim=-1))
    _, none = choose_tokens_and_logprobs(
        logits.clone(), rows, torch.arange(4), return_logprobs=False
    )
    assert none is None


def test_nan_logits_are_sanitized_when_sglang_is_asked_to(monkeypatch):
    """SGLANG_SANITIZE_NAN_LOGITS: a NaN row entry becomes -1e30 before the choice, as in AR's
    sampler (the message only reaches a log on CUDA)."""
    monkeypatch.setenv("SGLANG_SANITIZE_NAN_LOGITS", "1")
    if not envs.SGLANG_SANITIZE_NAN_LOGITS.get():
        pytest.skip("this SGLang reads the setting once")
    logits = torch.randn(2, 8)
    logits[1, 3] = float("nan")
    tokens = choose_tokens(logits, None, torch.arange(2))
    assert not logits.isnan().any() and logits[1, 3] == -1e30
    assert tokens.tolist()[1] != 3


# --- logprobs.py ----------------------------------------------------------------------------------


def test_round_logprobs_ask_for_lists_only_where_a_request_wants_them():
    rows = torch.log_softmax(torch.randn(2, 3, 10, generator=torch.Generator().manual_seed(1)), -1)
    ids = torch.tensor([[1, 2, 3], [4, 5, 6]], dtype=torch.int32)
    none = round_logprobs(rows, ids, [0, 0], [None, None])
    assert none.top_val is none.top_idx is none.token_ids_val is none.token_ids_idx is None
    assert none.token_logprobs[0, 1] == rows[0, 1, 2]
    one = round_logprobs(rows, ids, [1, 0], [[7], None])
    assert len(one.top_val) == 6 and one.top_idx[0].tolist() == [rows[0, 0].argmax().item()]
    assert one.token_ids_val[0].tolist() == [rows[0, 0, 7].item()]
    assert round_logprobs(rows, ids, [], []).top_val is None


def test_round_logprobs_are_written_where_sglang_reads_them():
    logprobs = RoundLogprobs(torch.zeros(1, 2), ["tv"], ["ti"], ["iv"], ["ii"])
    output = SimpleNamespace()
    logprobs.write_to(output)
    assert output.next_token_logprobs is logprobs.token_logprobs
    assert output.next_token_top_logprobs_val == ["tv"]
    assert output.next_token_top_logprobs_idx == ["ti"]
    assert output.next_token_token_ids_logprobs_val == ["iv"]
    assert output.next_token_token_ids_logprobs_idx == ["ii"]


def test_committed_rows_put_draft_row0_first():
    draft, verify = torch.zeros(2, 5), torch.ones(2, 3, 5)
    rows = committed_rows(draft, verify)
    assert rows.shape == (2, 4, 5) and rows[:, 0].eq(0).all() and rows[:, 1:].eq(1).all()


# --- grammar.py -----------------------------------------------------------------------------------


def test_grammar_masks_are_built_on_the_host_and_moved_to_the_device():
    class Recording(CountingGrammar):
        allocated_on: list = []
        moved_to: list = []

        @staticmethod
        def allocate_vocab_mask(vocab_size, batch_size, device):
            Recording.allocated_on.append(device)
            return CountingGrammar.allocate_vocab_mask(vocab_size, batch_size, device)

        @staticmethod
        def move_vocab_mask(mask, device):
            Recording.moved_to.append(device)
            return mask.to(device)

    reqs = [SimpleNamespace(grammar=Recording(last=2, vocab=40))]
    mask = draft_row0_mask(reqs, 3, 40, META)
    assert Recording.allocated_on == ["cpu"] and Recording.moved_to == [META]
    assert mask.vocab_mask.device == META
    tree = chain_tree(torch.tensor([2]), torch.tensor([[3, 4, 9]]))
    verify = verify_rows_mask(reqs, tree, 40, META)
    assert verify.vocab_mask.device == META and Recording.moved_to[-1] == META
