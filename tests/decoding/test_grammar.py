"""Grammar masks of a round for batches that mix structured and plain requests, at several widths
(``decoding/grammar.py``): every request's rows must be exactly the rows it gets when its mask is
built for it alone, wherever it sits in the batch, and the plain requests' rows stay free.

A batch of one is the slow reference: there a request's rows are rows 0..W-1 of its own mask,
so no offset can be wrong. The grammar is the toy one of ``testing.toy_grammar`` (after token t
only t+1), each structured request at its own state."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.decoding.grammar import chain_tree, draft_row0_mask, verify_rows_mask
from sglang_gravity.testing.toy_grammar import CountingGrammar

META = torch.device("meta")

VOCAB = 64


def _allowed(mask, rows: int) -> list[frozenset[int] | None]:
    """Per row: the tokens the mask allows, None where it allows all (or no mask at all)."""
    if mask is None:
        return [None] * rows
    logits = torch.zeros(rows, VOCAB)
    mask.apply(logits)
    out = []
    for row in logits:
        ok = frozenset(torch.nonzero(row == 0).flatten().tolist())
        out.append(None if len(ok) == VOCAB else ok)
    return out


def _batch(rng: random.Random, size: int) -> list[SimpleNamespace]:
    """Structured and plain requests mixed; a structured one sometimes already terminated."""
    reqs = []
    for _ in range(size):
        if rng.random() < 0.6:
            last = rng.randrange(VOCAB - 12)
            end = last + rng.randint(1, 8) if rng.random() < 0.4 else -1
            reqs.append(SimpleNamespace(grammar=CountingGrammar(last, VOCAB, end=end)))
        else:
            reqs.append(SimpleNamespace(grammar=None))
    return reqs


def _windows(rng: random.Random, reqs, width: int) -> tuple[torch.Tensor, torch.Tensor]:
    """x0 and a verify window per request: drafts that follow the grammar for a while, then not."""
    x0, windows = [], []
    for req in reqs:
        last = req.grammar.tokens[-1] if req.grammar else rng.randrange(VOCAB)
        follow = rng.randint(0, width)
        row = [
            min(VOCAB - 1, last + 1 + j) if j < follow else rng.randrange(VOCAB)
            for j in range(width)
        ]
        x0.append(last)
        windows.append(row)
    return torch.tensor(x0), torch.tensor(windows)


@pytest.mark.parametrize("width", [1, 2, 5, 9])
@pytest.mark.parametrize("seed", range(5))
def test_each_requests_draft_row0_mask_is_its_own_wherever_it_sits(width: int, seed: int) -> None:
    rng = random.Random(seed)
    reqs = _batch(rng, rng.randint(2, 6))
    together = _allowed(draft_row0_mask(reqs, width, VOCAB, "cpu"), len(reqs) * width)
    for i, req in enumerate(reqs):
        alone = _allowed(draft_row0_mask([req], width, VOCAB, "cpu"), width)
        assert together[i * width : (i + 1) * width] == alone, (i, width)
        assert alone[1:] == [None] * (width - 1)  # mask rows: unconstrained


@pytest.mark.parametrize("width", [2, 5, 9])
@pytest.mark.parametrize("seed", range(5))
def test_each_requests_verify_rows_are_its_own_wherever_it_sits(width: int, seed: int) -> None:
    rng = random.Random(100 + seed)
    reqs = _batch(rng, rng.randint(2, 6))
    x0, window = _windows(rng, reqs, width)
    together = _allowed(
        verify_rows_mask(reqs, chain_tree(x0, window), VOCAB, "cpu"), len(reqs) * width
    )
    for i, req in enumerate(reqs):
        tree = chain_tree(x0[i : i + 1], window[i : i + 1])
        alone = _allowed(verify_rows_mask([req], tree, VOCAB, "cpu"), width)
        assert together[i * width : (i + 1) * width] == alone, (i, width)
        if req.grammar is None:
            assert alone == [None] * width
    for req in reqs:  # the walk leaves every grammar as it found it
        assert req.grammar is None or len(req.grammar.tokens) == 1


def test_a_second_structured_request_is_constrained_at_its_own_row() -> None:
    """The shape a wrong offset breaks: two structured requests, a plain one between them."""
    width = 4
    reqs = [
        SimpleNamespace(grammar=CountingGrammar(3, VOCAB)),
        SimpleNamespace(grammar=None),
        SimpleNamespace(grammar=CountingGrammar(10, VOCAB)),
    ]
    allowed = _allowed(draft_row0_mask(reqs, width, VOCAB, "cpu"), 3 * width)
    assert allowed[0] == {4} and allowed[2 * width] == {11}
    assert [a for a in allowed if a is not None] == [{4}, {11}]


# --- contracts the serving path relies on (dtypes, devices, boundaries) ---------------------


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
