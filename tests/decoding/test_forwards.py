"""Tokens per forward (``decoding.forwards``): one definition, checked on hand-made requests.

TPF = committed tokens / forward passes (a round two, an AR step one, the prefill left out);
accept length = tokens per round. The old report, ``spec_accept_length / 2``, counted an AR step
as half a forward: these cases are where the two differ.
"""

from __future__ import annotations

import pytest

from sglang_gravity.bench.metrics import accept_histogram, spec_summary
from sglang_gravity.bench.workloads.ocr import RequestRecord
from sglang_gravity.decoding.forwards import DecodeCounts, decode_counts, tokens_per_forward
from sglang_gravity.launcher.client import Completion


def _spec(completion_tokens: int, widths: dict[int, int], correct: list[int]) -> dict:
    """SGLang's per-request details of a gravity request: its steps by width
    (``spec_cap_lens_histogram``), its steps by correct drafts, and accept length = completion
    tokens per step (any width)."""
    steps = sum(widths.values())
    histogram = [0] * (max(widths) + 1)
    for width, n in widths.items():
        histogram[width] = n
    return {
        "spec_verify_ct": steps,
        "spec_accept_length": completion_tokens / steps,
        "spec_cap_lens_histogram": histogram,
        "spec_correct_drafts_histogram": correct,
    }


# 1 prefill token, then 3 rounds of width 9 committing 10 + 6 + 2 and 5 AR steps: 24 tokens.
MIXED = _spec(24, {9: 3, 1: 5}, correct=[5 + 1, 0, 0, 0, 1, 0, 0, 0, 1])


def test_a_round_is_two_forwards_and_an_ar_step_one() -> None:
    counts = decode_counts(MIXED)
    assert counts == DecodeCounts(committed=23, rounds=3, ar_steps=5)
    assert counts.forwards == 11
    assert counts.tokens_per_forward == pytest.approx(23 / 11)
    assert counts.accept_length == pytest.approx(18 / 3)  # the AR steps' 5 tokens left out
    # The old report: 24 / 8 steps / 2 = 1.5, an AR step counted as half a forward.
    assert MIXED["spec_accept_length"] / 2 == pytest.approx(1.5)


def test_the_edges_ar_only_rounds_only_and_nothing() -> None:
    ar = decode_counts(_spec(11, {1: 10}, correct=[10]))
    assert ar.tokens_per_forward == 1.0 and ar.accept_length is None  # AR: 1 by definition
    rounds = decode_counts(_spec(19, {9: 2}, correct=[0, 0, 0, 0, 0, 0, 0, 0, 2]))
    assert rounds.tokens_per_forward == 18 / 4 and rounds.accept_length == 9.0
    assert decode_counts({}) is None  # no decode step (a 1-token answer, or AR's server)
    assert decode_counts({"spec_verify_ct": 3, "spec_accept_length": 2.0}) is None  # no widths
    # Widths that do not add up to the steps: not trusted.
    assert decode_counts({**MIXED, "spec_verify_ct": 9}) is None
    with pytest.raises(ValueError):
        DecodeCounts(-1, 0, 0)


def test_several_requests_are_weighted_by_their_forwards() -> None:
    other = _spec(19, {9: 2}, correct=[0, 0, 0, 0, 0, 0, 0, 0, 2])
    assert tokens_per_forward([MIXED, other, {}]) == pytest.approx((23 + 18) / (11 + 4))
    assert tokens_per_forward([{}]) is None


def test_a_completion_counts_its_own_tokens_and_rates_its_decode_without_zero() -> None:
    done = Completion(list(range(24)), "", "stop", spec=MIXED, latency_s=2.0, ttft_s=1.99)
    assert done.decode_counts == DecodeCounts(23, 3, 5)
    # Chunks timed: the tokens after the first chunk over the time from the first to the last.
    done.chunks = [(1.0, 1), (1.5, 10), (1.9, 24)]
    assert done.decode_timing() == (23, pytest.approx(0.9))
    # Everything in one chunk (a loaded machine): the whole request, never 0 seconds.
    done.chunks = [(1.99, 24)]
    assert done.decode_timing() == (24, 2.0)
    done.chunks = []
    assert done.decode_timing() == (24, 2.0)


def _record(spec: dict, tokens: int) -> RequestRecord:
    return RequestRecord(
        "gravity", 1, 0, 0, "p", "table", 200, list(range(tokens)), "", "stop", 1.0, 0.1, spec
    )


def test_benchmark_summaries_use_the_definition_and_keep_ar_steps_out_of_the_histogram() -> None:
    records = [_record(MIXED, 24), _record(_spec(19, {9: 2}, [0] * 8 + [2]), 19)]
    summary = spec_summary(records)
    assert summary["tpf"] == pytest.approx(41 / 15)
    assert (summary["rounds"], summary["ar_steps"], summary["forwards"]) == (5, 5, 15)
    assert summary["accept_length"] == pytest.approx(36 / 5)
    # MIXED's 6 steps with 0 correct drafts are 5 AR steps and 1 round of 2 tokens.
    assert accept_histogram(records) == {2: 1, 6: 1, 10: 3}
    # An engine that reports no widths (SGLang's NGRAM, NEXTN): every step a round, no TPF.
    peer = spec_summary([_record({"spec_verify_ct": 4}, 9)])
    assert peer["tpf"] is None and peer["accept_length"] == pytest.approx(8 / 4)


def test_missing_details_count_as_zero_not_as_one() -> None:
    """A field SGLang left out is no step and no token: no steps means no counts (whatever the
    widths say); no accept length means nothing committed; a histogram with no width-1 entry
    means no AR step."""
    assert decode_counts({"spec_cap_lens_histogram": [0, 1]}) is None
    assert decode_counts({"spec_verify_ct": 2, "spec_cap_lens_histogram": [0, 0, 2]}) == DecodeCounts(0, 2, 0)  # fmt: skip
    assert decode_counts(
        {"spec_verify_ct": 2, "spec_cap_lens_histogram": [2], "spec_accept_length": 1.5}
    ) == DecodeCounts(2, 2, 0)


@pytest.mark.parametrize("counts", [(-1, 0, 0), (0, -1, 0), (0, 0, -1)])
def test_negative_counts_are_refused_naming_them(counts) -> None:
    with pytest.raises(ValueError, match=r"^decode counts cannot be negative: DecodeCounts\("):
        DecodeCounts(*counts)
