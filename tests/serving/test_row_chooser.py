"""``RowChooser``: each window row processed as AR processes its one row at that position
(penalties, the grammar mask, ``logit_bias``, then the sampler), against a slow reference that
rebuilds every row's state one token at a time."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.decoding.penalties import (
    PenaltyState,
    RequestPenalties,
    penalize_rows_reference,
)
from sglang_gravity.decoding.sampling import RowSampling
from sglang_gravity.serving.row_chooser import RowChooser, request_penalties
from sglang_gravity.testing.toy_grammar import CountingGrammar

VOCAB = 40
WIDTH = 4


@pytest.fixture(autouse=True)
def _cpu_sgl_kernel(monkeypatch):
    monkeypatch.setitem(sys.modules, "sgl_kernel", standin)


REQUESTS = [
    RequestPenalties(repetition_penalty=1.7, frequency_penalty=0.4),
    RequestPenalties(presence_penalty=0.9, min_new_tokens=3, stop_token_ids=frozenset({6})),
]
HISTORY = [[5, 9, 5], [6, 2]]  # output tokens counted before the step (x0 last)


def _state() -> PenaltyState:
    state = PenaltyState.from_requests(REQUESTS, VOCAB, "cpu")
    width = max(len(h) for h in HISTORY)
    ids = torch.tensor([h + [h[0]] * (width - len(h)) for h in HISTORY])  # padded per row
    state.count(ids, torch.tensor([len(h) for h in HISTORY]))
    return state


def _chooser(*, bias: torch.Tensor | None, grammar: bool, logprobs: bool = False) -> RowChooser:
    grammar_reqs = None
    if grammar:
        grammar_reqs = [
            SimpleNamespace(grammar=CountingGrammar(3, VOCAB)),
            SimpleNamespace(grammar=None),
        ]
    return RowChooser(
        penalties=_state(),
        logit_bias=bias,
        sampling=None,
        return_logprobs=logprobs,
        original_logprobs=False,
        grammar_reqs=grammar_reqs,
        vocab_size=VOCAB,
        device="cpu",
    )


def _logits(seed: int) -> torch.Tensor:
    return torch.randn(len(REQUESTS), WIDTH, VOCAB, generator=torch.Generator().manual_seed(seed))


def _bias() -> torch.Tensor:
    bias = torch.zeros(len(REQUESTS), VOCAB)
    bias[0, 5] = 3.0  # a favoured token that the repetition penalty also scales
    bias[1, 11] = -2.5
    return bias


def _reference_tokens(logits, counted, output_lens, bias, allowed):
    """AR's order for one row at a time: penalties, grammar, bias, argmax."""
    out = penalize_rows_reference(logits, REQUESTS, counted, output_lens)
    tokens = torch.zeros(out.shape[:2], dtype=torch.int64)
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            row = out[i, j].clone()
            if allowed[i][j] is not None:
                forbidden = torch.ones(VOCAB, dtype=torch.bool)
                forbidden[list(allowed[i][j])] = False
                row[forbidden] = float("-inf")
            tokens[i, j] = (row + bias[i]).argmax()
    return tokens


@pytest.mark.parametrize("seed", range(6))
def test_verify_rows_match_ar_one_row_at_a_time(seed: int) -> None:
    logits = _logits(seed)
    window = torch.tensor([[4, 5, 6, 9], [6, 6, 11, 2]])  # [a0, d_1..]; request 0 walks 4,5,6
    x0 = torch.tensor([3, 2])
    tokens, _ = _chooser(bias=_bias(), grammar=True).verify(
        logits.clone(), torch.zeros(2, WIDTH, dtype=torch.int64), x0, window
    )
    # Row j counts the history and the window up to its own token; its grammar state follows
    # the chain x0, a0, d_1.. (after token t only t+1), unconstrained past a rejected draft.
    counted = [[HISTORY[i] + window[i, : j + 1].tolist() for j in range(WIDTH)] for i in range(2)]
    lens = [[len(HISTORY[i]) + j + 1 for j in range(WIDTH)] for i in range(2)]
    allowed = [[{5}, {6}, {7}, None], [None] * WIDTH]
    assert torch.equal(tokens, _reference_tokens(logits, counted, lens, _bias(), allowed))


@pytest.mark.parametrize("seed", range(6))
def test_draft_rows_match_ar_one_row_at_a_time(seed: int) -> None:
    logits = _logits(seed)
    tokens, _ = _chooser(bias=_bias(), grammar=True).draft(
        logits.clone(), torch.zeros(2, WIDTH, dtype=torch.int64)
    )
    # Draft rows count only the history (earlier drafts are not known); row 0 is constrained
    # by the grammar's current state, the mask rows are free.
    counted = [[HISTORY[i]] * WIDTH for i in range(2)]
    lens = [[len(HISTORY[i]) + j for j in range(WIDTH)] for i in range(2)]
    allowed = [[{4}, None, None, None], [None] * WIDTH]
    assert torch.equal(tokens, _reference_tokens(logits, counted, lens, _bias(), allowed))


def test_the_bias_comes_after_the_penalties() -> None:
    # Token 5 was output twice (frequency 0.4 each, repetition 1.7). AR: (-0.5 - 0.8) * 1.7 + 3.0
    # = 0.79 < 0.9, so token 7 wins; with the bias applied before the penalties it would be
    # (-0.5 + 3.0 - 0.8) / 1.7 = 1.0 and token 5 would.
    logits = torch.full((2, 1, VOCAB), -5.0)
    logits[0, 0, 5] = -0.5
    logits[0, 0, 7] = 0.9
    chooser = _chooser(bias=_bias(), grammar=False)
    tokens, _ = chooser.draft(logits, torch.zeros(2, 1, dtype=torch.int64))
    assert tokens[0, 0] == 7


def _logprobs(logits: torch.Tensor) -> torch.Tensor:
    """As SGLang returns them: a token ruled out (-inf) reads as the lowest finite float."""
    return torch.log_softmax(logits, dim=-1).clamp(min=torch.finfo(logits.dtype).min)


def test_logprob_rows_draft_row0_only_and_every_verify_row() -> None:
    """The draft pass commits only ``a0``, so its log-probabilities are row 0's (each request's
    processed row at the committed length), and the verify pass's are every row's: each the
    log-softmax of the row AR would have processed there, not just any normalised row."""
    chooser = _chooser(bias=_bias(), grammar=False, logprobs=True)
    positions = torch.zeros(2, WIDTH, dtype=torch.int64)
    draft_logits, verify_logits = _logits(0), _logits(1)
    window = torch.tensor([[4, 5, 6, 9], [6, 6, 11, 2]])
    _, draft = chooser.draft(draft_logits.clone(), positions)
    _, verify = chooser.verify(verify_logits.clone(), positions, torch.tensor([3, 2]), window)
    assert draft.shape == (2, VOCAB)
    assert verify.shape == (2, WIDTH, VOCAB)

    counted = [[HISTORY[i]] * WIDTH for i in range(2)]
    lens = [[len(HISTORY[i]) + j for j in range(WIDTH)] for i in range(2)]
    expected = penalize_rows_reference(draft_logits, REQUESTS, counted, lens) + _bias()[:, None]
    torch.testing.assert_close(draft, _logprobs(expected[:, 0]))
    # a mask row's distribution is not row 0's (the check above can tell them apart)
    assert not torch.allclose(draft, _logprobs(expected[:, -1]), atol=1e-3)

    counted = [[HISTORY[i] + window[i, : j + 1].tolist() for j in range(WIDTH)] for i in range(2)]
    lens = [[len(HISTORY[i]) + j + 1 for j in range(WIDTH)] for i in range(2)]
    expected = penalize_rows_reference(verify_logits, REQUESTS, counted, lens) + _bias()[:, None]
    torch.testing.assert_close(verify, _logprobs(expected))


def _sampling_info(*, greedy: bool) -> SimpleNamespace:
    bs = 2
    return SimpleNamespace(
        is_all_greedy=greedy,
        logit_bias=None,
        vocab_size=VOCAB + 3,
        temperatures=torch.full((bs, 1), 0.7),
        top_ps=torch.ones(bs),
        top_ks=torch.full((bs,), 1 << 30, dtype=torch.int32),
        min_ps=torch.zeros(bs),
        sampling_seed=None,
        need_top_p_sampling=False,
        need_top_k_sampling=False,
        need_min_p_sampling=False,
    )


@pytest.mark.parametrize("greedy", [True, False])
def test_for_batch_reads_the_step_off_sglangs_batch(greedy: bool) -> None:
    reqs = [SimpleNamespace(grammar=None), SimpleNamespace(grammar=None)]
    batch = SimpleNamespace(
        sampling_info=_sampling_info(greedy=greedy),
        return_logprob=True,
        has_grammar=True,
        reqs=reqs,
    )
    chooser = RowChooser.for_batch(
        batch, None, 5, vocab_size=VOCAB, device="cpu", deterministic=False, original_logprobs=True
    )
    assert (chooser.sampling is None) == greedy
    if not greedy:
        assert isinstance(chooser.sampling, RowSampling)
    assert chooser.return_logprobs and chooser.original_logprobs
    assert chooser.grammar_reqs == reqs
    assert chooser.vocab_size == VOCAB + 3  # SGLang's padded vocabulary when it has one


def test_request_penalties_block_every_stop_token_while_min_new_tokens_is_not_reached() -> None:
    tokenizer = SimpleNamespace(additional_stop_token_ids=[30], eos_token_id=31)
    params = SimpleNamespace(
        frequency_penalty=0.1,
        presence_penalty=0.2,
        repetition_penalty=1.3,
        min_new_tokens=4,
        stop_token_ids=[7, None],
    )
    req = SimpleNamespace(sampling_params=params, eos_token_ids=[8], tokenizer=tokenizer)
    got = request_penalties(req)
    assert got == RequestPenalties(0.1, 0.2, 1.3, 4, frozenset({7, 8, 30, 31}))
    params.min_new_tokens = 0
    assert request_penalties(req).stop_token_ids == frozenset()


def test_for_batch_carries_the_steps_bias_penalties_seeds_and_flags() -> None:
    """Everything AR's sampler reads off the batch reaches the rows: the logit bias, the
    penalty state, each request's seed repeated over its window rows, the top-p/top-k/min-p
    paths and deterministic inference; no grammar rows for a batch without grammars."""
    info = _sampling_info(greedy=False)
    info.logit_bias = torch.arange(2 * (VOCAB + 3), dtype=torch.float32).view(2, VOCAB + 3)
    info.sampling_seed = torch.tensor([11, 22])
    info.need_top_p_sampling, info.need_top_k_sampling, info.need_min_p_sampling = True, False, True
    batch = SimpleNamespace(
        sampling_info=info, return_logprob=False, has_grammar=False, reqs=[object(), object()]
    )
    penalties = object()  # carried as given: the worker owns the state
    chooser = RowChooser.for_batch(
        batch, penalties, 3, vocab_size=VOCAB, device="cpu", deterministic=True,
        original_logprobs=False,
    )  # fmt: skip
    assert chooser.logit_bias is info.logit_bias and chooser.penalties is penalties
    assert chooser.grammar_reqs is None and chooser.device == "cpu"
    assert not chooser.return_logprobs and not chooser.original_logprobs
    sampling = chooser.sampling
    assert sampling.seeds.tolist() == [11, 11, 11, 22, 22, 22]
    assert (sampling.need_top_p, sampling.need_top_k, sampling.need_min_p) == (True, False, True)
    assert sampling.deterministic
    # no sampling info at all (SGLang's idle batch): nothing to bias or sample, the model's vocab
    bare = SimpleNamespace(sampling_info=None, return_logprob=False, has_grammar=False, reqs=[])
    chooser = RowChooser.for_batch(
        bare, None, 3, vocab_size=VOCAB, device="cpu", deterministic=False,
        original_logprobs=False,
    )  # fmt: skip
    assert chooser.logit_bias is None and chooser.sampling is None
    assert chooser.vocab_size == VOCAB


def test_one_min_new_token_already_blocks_the_stop_tokens_and_a_request_may_lack_a_tokenizer():
    params = SimpleNamespace(
        frequency_penalty=0.0,
        presence_penalty=0.0,
        repetition_penalty=1.0,
        min_new_tokens=1,
        stop_token_ids=[7],
    )
    req = SimpleNamespace(sampling_params=params, eos_token_ids=[8])  # no tokenizer attribute
    assert request_penalties(req).stop_token_ids == frozenset({7, 8})


def _sampled_chooser(*, original: bool) -> RowChooser:
    bs = len(REQUESTS)
    sampling = RowSampling.for_window(
        torch.full((bs, 1), 0.5), torch.ones(bs), torch.full((bs,), VOCAB), torch.zeros(bs),
        torch.tensor([11, 12]), WIDTH, need_top_p=False, need_top_k=False, need_min_p=False,
        deterministic=False,
    )  # fmt: skip
    return RowChooser(
        penalties=_state(), logit_bias=_bias(), sampling=sampling, return_logprobs=True,
        original_logprobs=original, grammar_reqs=None, vocab_size=VOCAB, device="cpu",
    )  # fmt: skip


def test_original_logprobs_are_of_the_processed_rows_before_the_temperature() -> None:
    """SGLANG_RETURN_ORIGINAL_LOGPROB: a sampled row's logprobs are log_softmax of the processed
    logits (penalties, bias) without the temperature, as a greedy row's are; without it, of the
    temperature-scaled distribution the row samples from."""
    positions = torch.zeros(2, WIDTH, dtype=torch.int64)
    window, x0 = torch.tensor([[4, 5, 6, 9], [6, 6, 11, 2]]), torch.tensor([3, 2])
    logits = _logits(3)
    counted = [[HISTORY[i] + window[i, : j + 1].tolist() for j in range(WIDTH)] for i in range(2)]
    lens = [[len(HISTORY[i]) + j + 1 for j in range(WIDTH)] for i in range(2)]
    processed = penalize_rows_reference(logits, REQUESTS, counted, lens) + _bias()[:, None]
    _, original = _sampled_chooser(original=True).verify(logits.clone(), positions, x0, window)
    torch.testing.assert_close(original, _logprobs(processed))
    _, scaled = _sampled_chooser(original=False).verify(logits.clone(), positions, x0, window)
    torch.testing.assert_close(scaled, _logprobs(processed / 0.5), atol=1e-4, rtol=1e-4)


@pytest.mark.parametrize("min_new_tokens", [3, 4, 5, 6])
def test_verify_row_j_counts_one_more_output_token_than_draft_row_j(min_new_tokens: int) -> None:
    """Verify row j follows ``a0, d_1..d_j``: j + 1 output tokens past the counted history, so a
    request's stop token is blocked exactly on the rows where AR would still be under
    ``min_new_tokens`` there (the boundary walks through the window as the minimum grows)."""
    requests = [
        REQUESTS[0],
        RequestPenalties(min_new_tokens=min_new_tokens, stop_token_ids=frozenset({6})),
    ]
    state = PenaltyState.from_requests(requests, VOCAB, "cpu")
    state.count(torch.tensor([[5, 9, 5], [6, 2, 6]]), torch.tensor([3, 2]))
    chooser = RowChooser(
        penalties=state, logit_bias=None, sampling=None, return_logprobs=False,
        original_logprobs=False, grammar_reqs=None, vocab_size=VOCAB, device="cpu",
    )  # fmt: skip
    logits = _logits(4)
    logits[1, :, 6] = 50.0  # the stop token wins every row it is not blocked on
    window = torch.tensor([[4, 5, 6, 9], [1, 3, 11, 2]])
    tokens, _ = chooser.verify(
        logits, torch.zeros(2, WIDTH, dtype=torch.int64), torch.tensor([3, 2]), window
    )
    blocked = [len(HISTORY[1]) + j + 1 < min_new_tokens for j in range(WIDTH)]
    assert [int(t) == 6 for t in tokens[1]] == [not b for b in blocked]
