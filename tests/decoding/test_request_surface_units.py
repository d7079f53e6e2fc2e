"""Logprobs and grammar rows of a round (``logprobs.py``, ``grammar.py``, ``sampling.py``)
against slow one-row-at-a-time references."""

from __future__ import annotations

import math
import sys
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.decoding.grammar import chain_tree, draft_row0_mask, verify_rows_mask
from sglang_gravity.decoding.logprobs import committed_rows, round_logprobs
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens_and_logprobs
from sglang_gravity.testing.toy_grammar import CountingGrammar

FLOAT_MIN = torch.finfo(torch.float32).min


@pytest.fixture(autouse=True)
def _cpu_sgl_kernel(monkeypatch):
    monkeypatch.setitem(sys.modules, "sgl_kernel", standin)


def _rows(bs, width, *, temperature, min_p=0.0, deterministic=False):
    return RowSampling.for_window(
        torch.full((bs, 1), temperature),
        torch.ones(bs),
        torch.full((bs,), 1 << 30, dtype=torch.int32),
        torch.full((bs,), min_p),
        torch.arange(bs, dtype=torch.int64) + 7,
        width,
        need_top_p=False,
        need_top_k=False,
        need_min_p=min_p > 0,
        deterministic=deterministic,
    )


# --- logprobs per row, as AR's sampler computes them ---------------------------------------------


def test_greedy_logprobs_are_log_softmax_of_the_processed_logits():
    logits = torch.randn(6, 50, generator=torch.Generator().manual_seed(0))
    logits[2, 7] = -math.inf  # a grammar-masked token: clamped, as AR clamps
    tokens, logprobs = choose_tokens_and_logprobs(
        logits.clone(), None, torch.arange(6), return_logprobs=True
    )
    expected = torch.log_softmax(logits, dim=-1).clamp(min=FLOAT_MIN)
    assert torch.equal(tokens, logits.argmax(-1))
    assert torch.equal(logprobs, expected)
    assert logprobs[2, 7] == FLOAT_MIN


@pytest.mark.parametrize("deterministic", [False, True])
@pytest.mark.parametrize("min_p", [0.0, 0.3])
def test_sampled_logprobs_are_of_the_tempered_distribution_before_filtering(deterministic, min_p):
    # AR returns log(softmax(logits / T)) (log_softmax under deterministic inference), of the
    # full distribution: min-p / top-k / top-p filtering does not change the returned values.
    logits = torch.randn(8, 64, generator=torch.Generator().manual_seed(1)) * 3
    rows = _rows(2, 4, temperature=0.6, min_p=min_p, deterministic=deterministic)
    _, logprobs = choose_tokens_and_logprobs(
        logits.clone(), rows, torch.arange(8), return_logprobs=True
    )
    expected = torch.log_softmax(logits / 0.6, dim=-1)
    torch.testing.assert_close(logprobs, expected, rtol=0, atol=2e-5)


def test_original_logprobs_ignore_the_temperature():
    logits = torch.randn(4, 30, generator=torch.Generator().manual_seed(2))
    _, logprobs = choose_tokens_and_logprobs(
        logits.clone(),
        _rows(1, 4, temperature=0.5),
        torch.arange(4),
        return_logprobs=True,
        original_logprobs=True,
    )
    assert torch.equal(logprobs, torch.log_softmax(logits, dim=-1))


def test_logprobs_of_selected_rows_only():
    # The draft pass reads row 0 of each request: rows 0, K, 2K, ... of the flat window.
    logits = torch.randn(6, 30, generator=torch.Generator().manual_seed(4))
    tokens, logprobs = choose_tokens_and_logprobs(
        logits.clone(),
        None,
        torch.arange(6),
        return_logprobs=True,
        logprob_rows=slice(None, None, 3),
    )
    assert torch.equal(tokens, logits.argmax(-1))
    assert torch.equal(logprobs, torch.log_softmax(logits[::3], dim=-1))


def test_no_logprobs_unless_asked():
    logits = torch.randn(3, 20)
    assert (
        choose_tokens_and_logprobs(logits, None, torch.arange(3), return_logprobs=False)[1] is None
    )


# --- packing: the row that chose each committed token --------------------------------------------


def test_round_logprobs_match_a_token_by_token_reference():
    bs, width, vocab = 2, 4, 25
    gen = torch.Generator().manual_seed(3)
    draft = torch.log_softmax(torch.randn(bs, width, vocab, generator=gen), -1)
    verify = torch.log_softmax(torch.randn(bs, width, vocab, generator=gen), -1)
    output_ids = torch.randint(0, vocab, (bs, width + 1), generator=gen)
    top_nums = [3, 0]
    token_ids = [None, [4, 9]]
    got = round_logprobs(committed_rows(draft[:, 0], verify), output_ids, top_nums, token_ids)
    assert got.token_logprobs.shape == (bs, width + 1)
    for b in range(bs):
        for j in range(width + 1):
            # committed token 0 (a0) comes from draft row 0, token j >= 1 from verify row j-1
            row = draft[b, 0] if j == 0 else verify[b, j - 1]
            flat = b * (width + 1) + j
            assert got.token_logprobs[b, j] == row[output_ids[b, j]]
            if top_nums[b]:
                values, indices = row.topk(top_nums[b])
                assert torch.equal(got.top_val[flat], values)
                assert torch.equal(got.top_idx[flat], indices)
            else:
                assert len(got.top_val[flat]) == 0
            if token_ids[b] is not None:
                assert torch.equal(got.token_ids_val[flat], row[token_ids[b]])
                assert got.token_ids_idx[flat] == token_ids[b]


# --- grammar rows ---------------------------------------------------------------------------------


def _allowed(mask, rows: int, vocab: int) -> list[set[int] | None]:
    logits = torch.zeros(rows, vocab)
    mask.apply(logits)
    out = []
    for row in logits:
        ok = set(torch.nonzero(row == 0).flatten().tolist())
        out.append(None if len(ok) == vocab else ok)  # None: unconstrained
    return out


def test_draft_row0_is_the_current_state_and_mask_rows_are_free():
    vocab, width = 40, 4
    reqs = [SimpleNamespace(grammar=CountingGrammar(3, vocab)), SimpleNamespace(grammar=None)]
    mask = draft_row0_mask(reqs, width, vocab, "cpu")
    assert _allowed(mask, 2 * width, vocab) == [{4}, None, None, None] + [None] * width


def test_verify_rows_follow_the_chain_and_stop_at_the_first_rejected_draft():
    vocab, width = 40, 5
    grammar = CountingGrammar(3, vocab)
    reqs = [SimpleNamespace(grammar=grammar), SimpleNamespace(grammar=None)]
    x0 = torch.tensor([3, 8])
    # a0 = 4, d1 = 5 follow the grammar, d2 = 9 does not: rows after it are never reached.
    verify_window = torch.tensor([[4, 5, 9, 10, 11], [1, 2, 3, 4, 5]])
    mask = verify_rows_mask(reqs, chain_tree(x0, verify_window), vocab, "cpu")
    allowed = _allowed(mask, 2 * width, vocab)
    assert allowed[:width] == [{5}, {6}, None, None, None]
    assert allowed[width:] == [None] * width
    assert grammar.tokens == [3], "the walk must leave the grammar state as it found it"


def test_a_terminated_grammar_constrains_nothing_after_its_end():
    vocab, width = 40, 3
    grammar = CountingGrammar(3, vocab, end=5)
    reqs = [SimpleNamespace(grammar=grammar)]
    mask = verify_rows_mask(
        reqs, chain_tree(torch.tensor([3]), torch.tensor([[4, 5, 6]])), vocab, "cpu"
    )
    assert _allowed(mask, width, vocab) == [{5}, None, None]
    assert grammar.tokens == [3]


def test_no_live_grammar_means_no_mask():
    reqs = [SimpleNamespace(grammar=None)]
    assert draft_row0_mask(reqs, 3, 10, "cpu") is None
    tree = chain_tree(torch.tensor([1]), torch.tensor([[2, 3, 4]]))
    assert verify_rows_mask(reqs, tree, 10, "cpu") is None
