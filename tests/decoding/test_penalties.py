"""Per-row penalties (``penalties.py``) against the one-row-at-a-time reference and SGLang's own
penalizers, bit for bit in fp32."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.decoding.penalties import (
    PenaltyState,
    RequestPenalties,
    penalize_rows,
    penalize_rows_reference,
)

META = torch.device("meta")

INF = float("inf")


def _state(requests, vocab, outputs):
    state = PenaltyState.from_requests(requests, vocab, "cpu")
    width = max(len(o) for o in outputs)
    ids = torch.tensor([list(o) + [0] * (width - len(o)) for o in outputs])
    state.count(ids, torch.tensor([len(o) for o in outputs]))
    return state


def test_tiny_explicit_example():
    # vocab 5, repetition 2 and frequency 0.5; output so far [1]; verify window [2, 2, 1].
    request = RequestPenalties(frequency_penalty=0.5, repetition_penalty=2.0)
    state = _state([request], 5, [[1]])
    logits = torch.tensor([[[1.0, 2.0, 3.0, -1.0, 4.0]] * 3])
    penalize_rows(logits, state, first_offset=1, window=torch.tensor([[2, 2, 1]]))
    expected = torch.tensor(
        [
            # row 0 counts [1, 2]: token 1 -> (2-0.5)/2, token 2 -> (3-0.5)/2
            [1.0, 0.75, 1.25, -1.0, 4.0],
            # row 1 counts [1, 2, 2]: token 2 -> (3-1)/2
            [1.0, 0.75, 1.0, -1.0, 4.0],
            # row 2 counts [1, 2, 2, 1]: token 1 -> (2-1)/2
            [1.0, 0.5, 1.0, -1.0, 4.0],
        ]
    )
    torch.testing.assert_close(logits[0], expected, rtol=0, atol=0)


def test_min_new_tokens_blocks_stop_tokens_until_reached():
    request = RequestPenalties(min_new_tokens=3, stop_token_ids=frozenset({4}))
    state = _state([request], 5, [[0]])  # one output token so far
    logits = torch.zeros(1, 4, 5)
    penalize_rows(logits, state, first_offset=0)  # draft rows: 1, 2, 3, 4 tokens before
    assert logits[0, :, 4].tolist() == [0.0 - INF, -INF, 0.0, 0.0]


def _random_case(seed: int, bs: int = 4, width: int = 6, vocab: int = 9):
    rng = random.Random(seed)
    requests = []
    for i in range(bs):
        if i == 0:
            requests.append(RequestPenalties())  # a neutral row in a penalized batch
            continue
        requests.append(
            RequestPenalties(
                frequency_penalty=rng.choice([0.0, 0.1, -0.3, 1.7]),
                presence_penalty=rng.choice([0.0, 0.2, 0.7, -0.5]),
                repetition_penalty=rng.choice([1.0, 1.1, 1.3, 0.8]),
                min_new_tokens=rng.choice([0, 0, 3, 9]),
                stop_token_ids=frozenset(rng.sample(range(vocab), 2)),
            )
        )
    outputs = [[rng.randrange(vocab) for _ in range(rng.randrange(1, 12))] for _ in range(bs)]
    window = [[rng.randrange(vocab) for _ in range(width)] for _ in range(bs)]
    gen = torch.Generator().manual_seed(seed)
    logits = torch.randn(bs, width, vocab, generator=gen) * 3
    return requests, outputs, window, logits


@pytest.mark.parametrize("seed", range(12))
def test_verify_rows_match_reference(seed):
    requests, outputs, window, logits = _random_case(seed)
    state = _state(requests, logits.shape[2], outputs)
    got = logits.clone()
    penalize_rows(got, state, first_offset=1, window=torch.tensor(window))
    counted = [[outputs[i] + window[i][: j + 1] for j in range(len(window[i]))] for i in range(4)]
    lens = [[len(c) for c in rows] for rows in counted]
    expected = penalize_rows_reference(logits, requests, counted, lens)
    assert torch.equal(got, expected)


@pytest.mark.parametrize("seed", range(6))
def test_draft_rows_match_reference(seed):
    requests, outputs, _, logits = _random_case(seed)
    state = _state(requests, logits.shape[2], outputs)
    got = logits.clone()
    penalize_rows(got, state, first_offset=0)
    width = logits.shape[1]
    counted = [[outputs[i]] * width for i in range(4)]
    lens = [[len(outputs[i]) + j for j in range(width)] for i in range(4)]
    assert torch.equal(got, penalize_rows_reference(logits, requests, counted, lens))


def test_counting_in_chunks_equals_one_by_one():
    requests, outputs, window, _ = _random_case(3)
    vocab = 9
    outputs = [o + w for o, w in zip(outputs, window)]
    one_by_one = PenaltyState.from_requests(requests, vocab, "cpu")
    steps = min(map(len, outputs))
    for t in range(steps):
        one_by_one.count(torch.tensor([[o[t]] for o in outputs]), torch.ones(4, dtype=torch.int64))
    chunked = _state(requests, vocab, [o[:steps] for o in outputs])
    for name in ("frequency_sum", "presence_seen", "repetition_seen", "output_len"):
        a, b = getattr(one_by_one, name), getattr(chunked, name)
        assert (a is None) == (b is None), name
        if a is not None:
            assert torch.equal(a, b), name


def test_filter_and_merge_match_a_state_built_together():
    requests, outputs, _, _ = _random_case(5)
    vocab = 9
    together = _state(requests, vocab, outputs)
    # A batch without penalties (None) merged with a penalized one gets neutral rows.
    left = _state(requests[:1], vocab, outputs[:1]) if not requests[0].is_neutral else None
    right = _state(requests[1:], vocab, outputs[1:])
    merged = PenaltyState.merge(left, 1, right, len(requests) - 1)
    for name, value in vars(together).items():
        other = getattr(merged, name)
        assert (value is None) == (other is None), name
        if name == "output_len":  # only read where min_new_tokens > 0
            value, other = value[1:], other[1:]
        if value is not None:
            assert torch.equal(value, other), name
    keep = torch.tensor([3, 1])
    kept = merged.filtered(keep)
    assert torch.equal(kept.repetition, together.repetition[keep])
    assert torch.equal(kept.frequency_sum, together.frequency_sum[keep])


class _FakeBatch:
    """What SGLang's penalizers read from a ScheduleBatch: reqs and device."""

    def __init__(self, requests: list[RequestPenalties]):
        self.device = "cpu"
        self.reqs = [
            SimpleNamespace(
                sampling_params=SimpleNamespace(
                    frequency_penalty=r.frequency_penalty,
                    presence_penalty=r.presence_penalty,
                    repetition_penalty=r.repetition_penalty,
                    min_new_tokens=r.min_new_tokens,
                    stop_token_ids=set(r.stop_token_ids),
                ),
                eos_token_ids=set(),
                tokenizer=SimpleNamespace(additional_stop_token_ids=None, eos_token_id=None),
            )
            for r in requests
        ]


@pytest.mark.parametrize("seed", range(6))
def test_reference_is_what_sglang_penalizers_do(seed):
    """The reference equals SGLang's penalizers fed one token per step, on its forward path
    (``update_penalties``: additive buffer, then the scaling)."""
    from sglang.srt.sampling import penaltylib
    from sglang.srt.sampling.penaltylib.repetition_penalty import apply_scaling_penalties

    requests, outputs, _, logits = _random_case(seed)
    vocab = logits.shape[2]
    batch = _FakeBatch(requests)
    orchestrator = penaltylib.BatchedPenalizerOrchestrator(
        vocab_size=vocab,
        batch=batch,
        penalizers={
            penaltylib.BatchedFrequencyPenalizer,
            penaltylib.BatchedMinNewTokensPenalizer,
            penaltylib.BatchedPresencePenalizer,
            penaltylib.BatchedRepetitionPenalizer,
        },
    )
    steps = max(map(len, outputs))
    # Every request outputs `steps` tokens here (SGLang feeds all rows every step).
    outputs = [o + [o[-1]] * (steps - len(o)) for o in outputs]
    for t in range(steps):
        orchestrator.cumulate_output_tokens(torch.tensor([o[t] for o in outputs]))
    row = logits[:, 0, :].clone()
    additive = torch.zeros_like(row)
    orchestrator.accumulate_additive_penalties(additive)
    row.add_(additive)
    scaling = orchestrator.accumulate_scaling_penalties()
    if scaling is not None:
        apply_scaling_penalties(row, scaling)
    counted = [[o] for o in outputs]
    lens = [[len(o)] for o in outputs]
    expected = penalize_rows_reference(logits[:, :1, :], requests, counted, lens)[:, 0, :]
    assert torch.equal(row, expected)


@pytest.mark.parametrize("seed", range(4))
def test_plain_ar_penalties_no_longer_depend_on_the_penalizer_order(seed):
    """SGLang applies penalizers in a set's (per-launch) order; the plugin's hook on
    ``BatchedPenalizerOrchestrator.apply`` sums the additive ones first and scales after, the
    same for every order, and equal to the reference (and so to gravity's rows)."""
    from sglang.srt.sampling import penaltylib

    from sglang_gravity.serving.plugin import _apply_penalties_accumulated

    requests, outputs, _, logits = _random_case(seed)
    steps = max(map(len, outputs))
    outputs = [o + [o[-1]] * (steps - len(o)) for o in outputs]
    classes = [
        penaltylib.BatchedRepetitionPenalizer,
        penaltylib.BatchedFrequencyPenalizer,
        penaltylib.BatchedPresencePenalizer,
        penaltylib.BatchedMinNewTokensPenalizer,
    ]
    results = []
    for order in (classes, classes[::-1]):
        orchestrator = penaltylib.BatchedPenalizerOrchestrator(
            vocab_size=logits.shape[2], batch=_FakeBatch(requests), penalizers=set(order)
        )
        orchestrator.penalizers = {cls: orchestrator.penalizers[cls] for cls in order}
        for t in range(steps):
            orchestrator.cumulate_output_tokens(torch.tensor([o[t] for o in outputs]))
        row = logits[:, 0, :].clone()
        original = penaltylib.BatchedPenalizerOrchestrator.apply
        _apply_penalties_accumulated(original, orchestrator, row)
        results.append(row)
        # SGLang's own one-by-one application in this order: it does depend on the order.
        unhooked = logits[:, 0, :].clone()
        original(orchestrator, unhooked)
        results.append(unhooked)
    hooked_a, plain_a, hooked_b, plain_b = results
    assert torch.equal(hooked_a, hooked_b)
    counted = [[o] for o in outputs]
    expected = penalize_rows_reference(
        logits[:, :1, :], requests, counted, [[len(o)] for o in outputs]
    )
    assert torch.equal(hooked_a, expected[:, 0, :])
    if seed == 0:
        assert not torch.equal(plain_a, plain_b), "the orders should differ without the hook"


# --- contracts the serving path relies on (dtypes, devices, boundaries) ---------------------


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
