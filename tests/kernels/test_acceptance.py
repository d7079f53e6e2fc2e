"""The acceptance Triton kernel against its reference, ``round.accept_and_pack``.

Runs on a GPU when there is one, else under Triton's interpreter. Every field is compared
exactly; the packed rows are compared on the committed tokens (the kernel writes zeros after
them, the reference leaves the rejected drafts there) and the kernel's padding must be zero.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import torch

from sglang_gravity.decoding.round import RoundResult, accept_and_pack
from sglang_gravity.kernels import InterpreterUnavailable, cpu_interpreter, load_kernel_module

try:
    acceptance = load_kernel_module("acceptance")
except InterpreterUnavailable as exc:
    pytest.skip(str(exc), allow_module_level=True)

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


@pytest.fixture(autouse=True)
def _interpret_launches() -> Iterator[None]:
    with cpu_interpreter():
        yield


def assert_same_round(result: RoundResult, reference: RoundResult) -> None:
    for name in ("accepted", "accept_lens", "new_seq_lens", "next_x0"):
        actual, expected = getattr(result, name), getattr(reference, name)
        assert actual.dtype == expected.dtype, name
        assert torch.equal(actual, expected), name
    window_plus_one = reference.output_ids.shape[1]
    committed = (
        torch.arange(window_plus_one, device=DEVICE)[None, :] < reference.accept_lens[:, None]
    )
    assert result.output_ids.dtype == reference.output_ids.dtype
    assert torch.equal(result.output_ids, torch.where(committed, reference.output_ids, 0))


POISON = -7  # what an output element holds if the kernel never writes it


@pytest.fixture(autouse=True)
def _poisoned_outputs(monkeypatch) -> None:
    """The launcher allocates its outputs with ``torch.empty``: fill them with POISON instead,
    so an element the kernel forgets to write cannot pass by holding a lucky zero."""
    empty = torch.empty

    def poisoned_empty(*args, **kwargs):
        return empty(*args, **kwargs).fill_(POISON)

    monkeypatch.setattr(acceptance.torch, "empty", poisoned_empty)


def run_both(verify_window, verify_argmax, committed_lens) -> tuple[RoundResult, RoundResult]:
    args = [torch.as_tensor(t).to(DEVICE) for t in (verify_window, verify_argmax, committed_lens)]
    result = acceptance.accept_and_pack_triton(*args)
    reference = accept_and_pack(*args)
    for name in ("output_ids", "accept_lens", "accepted", "new_seq_lens", "next_x0"):
        assert not (getattr(result, name) == POISON).any(), f"{name} left unwritten"
    return result, reference


def test_mismatch_at_first_draft() -> None:
    result, reference = run_both([[1, 2, 3, 4]], [[9, 3, 4, 5]], [10])
    assert_same_round(result, reference)
    assert result.output_ids.tolist() == [[1, 9, 0, 0, 0]]
    assert result.accepted.tolist() == [0] and result.new_seq_lens.tolist() == [12]


def test_all_drafts_accepted() -> None:
    result, reference = run_both([[1, 2, 3, 4]], [[2, 3, 4, 8]], [5])
    assert_same_round(result, reference)
    assert result.output_ids.tolist() == [[1, 2, 3, 4, 8]]
    assert result.accept_lens.tolist() == [5] and result.next_x0.tolist() == [8]


def test_middle_mismatch_then_later_matches_ignored() -> None:
    # Row 0: d1 accepted, d2 rejected, d3 equals its prediction but comes after the mismatch.
    # Row 1: every draft rejected although d2, d3 match their predictions.
    result, reference = run_both([[1, 2, 3, 4], [6, 7, 8, 9]], [[2, 5, 4, 0], [0, 8, 9, 1]], [0, 3])
    assert_same_round(result, reference)
    assert result.output_ids.tolist() == [[1, 2, 5, 0, 0], [6, 0, 0, 0, 0]]
    assert result.accepted.tolist() == [1, 0]


def test_window_of_two() -> None:
    result, reference = run_both([[4, 5], [4, 5]], [[5, 6], [7, 6]], [1, 2])
    assert_same_round(result, reference)
    assert result.output_ids.tolist() == [[4, 5, 6], [4, 7, 0]]


def random_round(batch_size: int, window: int, seed: int) -> tuple[torch.Tensor, ...]:
    """Drafts that match the AR predictions up to a random point (all, none, or in between),
    with random later coincidences, over a small vocabulary so that ties are common."""
    gen = torch.Generator().manual_seed(seed)
    verify_argmax = torch.randint(0, 50_000, (batch_size, window), generator=gen)
    verify_window = torch.randint(0, 3, (batch_size, window), generator=gen)
    verify_window[:, 0] = torch.randint(0, 50_000, (batch_size,), generator=gen)
    accepted = torch.randint(0, window, (batch_size,), generator=gen)
    accepted[: min(batch_size, 2)] = torch.tensor([window - 1, 0])[: min(batch_size, 2)]
    for i, n in enumerate(accepted.tolist()):
        verify_window[i, 1 : n + 1] = verify_argmax[i, :n]
        coincide = torch.rand(window, generator=gen) < 0.3  # later matches must not count
        for j in range(n + 2, window):
            if coincide[j]:
                verify_window[i, j] = verify_argmax[i, j - 1]
    committed_lens = torch.randint(0, 4000, (batch_size,), generator=gen)
    return verify_window, verify_argmax, committed_lens, accepted


@pytest.mark.parametrize("batch_size", [1, 7, 99])
@pytest.mark.parametrize("window", [2, 9, 33])
def test_random_rounds_match_reference(batch_size: int, window: int) -> None:
    verify_window, verify_argmax, committed_lens, accepted = random_round(
        batch_size, window, seed=batch_size * 100 + window
    )
    result, reference = run_both(verify_window, verify_argmax, committed_lens)
    assert_same_round(result, reference)
    # The planted rejection may be "accepted" by chance only if the random draft equals its
    # prediction; the reference decides, the kernel must agree with it.
    assert (result.accepted.cpu() >= accepted.to(torch.int32)).all()


def test_int32_lengths_and_strided_rows() -> None:
    """committed_lens in int32 keeps its dtype; rows may be views into wider buffers."""
    verify_window, verify_argmax, committed_lens, _ = random_round(5, 9, seed=3)
    wide = torch.zeros((5, 20), dtype=torch.int64)
    wide[:, 4:13] = verify_window
    result, reference = run_both(wide[:, 4:13], verify_argmax, committed_lens.to(torch.int32))
    assert_same_round(result, reference)
    assert result.new_seq_lens.dtype == torch.int32


def test_launcher_rejects_bad_inputs() -> None:
    window = torch.zeros((3, 4), dtype=torch.int64, device=DEVICE)
    with pytest.raises(ValueError, match="must both be"):
        acceptance.accept_and_pack_triton(window, window[:, :3], window[:, 0])
    with pytest.raises(ValueError, match="at least one draft"):
        acceptance.accept_and_pack_triton(window[:, :1], window[:, :1], window[:, 0])
    with pytest.raises(ValueError, match="committed_lens"):
        acceptance.accept_and_pack_triton(window, window, window[:2, 0])
