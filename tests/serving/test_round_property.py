"""A property of the round: whatever the batch, what it commits is what AR would have produced one
token at a time, and the state it carries on is AR's state after those tokens.

Hypothesis draws batches of 1-8 requests at a window width of 2-9 with, per request, greedy or
seeded sampling (temperature, top-k, top-p), penalties (frequency, presence, repetition,
``min_new_tokens`` with stop tokens) or none, and a grammar or none; logprobs on or off. The
round runs through the worker (``GravityWorker._round``, its real ``RowChooser`` and acceptance)
over a stand-in pass whose verify logits favour the drafts, so rounds accept some and reject some.

The slow reference is AR, one request and one token at a time: penalties rebuilt from the tokens
counted so far (``penalize_rows_reference``), the grammar walked token by token, the row sampled
alone with the request's seed at its input position; it stops at the first token that differs from
the next draft. The round's committed tokens, their log-probabilities, its next ``x0`` and its
penalty counts must equal the reference's; a failing case shrinks to a small batch.
"""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest
import torch
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.decoding.penalties import (
    PenaltyState,
    RequestPenalties,
    penalize_rows,
    penalize_rows_reference,
)
from sglang_gravity.decoding.round import accept_and_pack, round_positions
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens_and_logprobs
from sglang_gravity.serving import worker as worker_module
from sglang_gravity.serving.row_chooser import RowChooser
from sglang_gravity.serving.state import CarriedRows
from sglang_gravity.testing.toy_grammar import CountingGrammar

VOCAB, MASK = 40, 39


@pytest.fixture(autouse=True, scope="module")
def _cpu_sgl_kernel():
    saved = sys.modules.get("sgl_kernel")
    sys.modules["sgl_kernel"] = standin  # SGLang's seeded draw: the stand-in's CPU hash op
    yield
    if saved is None:
        sys.modules.pop("sgl_kernel", None)
    else:
        sys.modules["sgl_kernel"] = saved


class FavouringPass:
    """Random logits; a verify row favours the window's next token (a draft) most of the time."""

    def __init__(self, seed: int) -> None:
        self.gen = torch.Generator().manual_seed(seed)
        self.logits: list[torch.Tensor] = []
        self.inputs: list[torch.Tensor] = []  # each pass's window: [x0, MASK..], then [a0, d_1..]

    def slots(self, batch, width):
        positions = round_positions(batch.seq_lens, width)
        return positions, positions + 1000

    def run(self, batch, mode, input_ids, positions, locs, mrope_delta, prefix_offset):
        bs, width = input_ids.shape
        logits = torch.randn(bs, width, VOCAB, generator=self.gen) * 2
        if prefix_offset == 1:
            favour = torch.rand(bs, width, generator=self.gen) < 0.75
            for i in range(bs):
                for j in range(width - 1):
                    if favour[i, j]:
                        logits[i, j, int(input_ids[i, j + 1])] += 9.0
        self.logits.append(logits.clone())
        self.inputs.append(input_ids.clone())
        return SimpleNamespace(), logits


@st.composite
def rounds(draw):
    bs = draw(st.integers(1, 8))
    width = draw(st.integers(2, 9))
    sampled = draw(st.booleans())
    requests = []
    for _ in range(bs):
        penalties = draw(
            st.one_of(
                st.just(RequestPenalties()),
                st.builds(
                    RequestPenalties,
                    frequency_penalty=st.sampled_from([0.0, 0.5, 1.5]),
                    presence_penalty=st.sampled_from([0.0, -0.5, 1.0]),
                    repetition_penalty=st.sampled_from([1.0, 1.3, 0.8]),
                    min_new_tokens=st.integers(0, 6),
                    stop_token_ids=st.frozensets(st.integers(0, VOCAB - 2), max_size=3),
                ),
            )
        )
        requests.append(
            dict(
                penalties=penalties,
                grammar=draw(st.booleans()),
                history=draw(st.lists(st.integers(0, VOCAB - 2), min_size=1, max_size=6)),
                seq_len=draw(st.integers(5, 500)),
                temperature=draw(st.sampled_from([0.6, 1.0, 1.4])),
                top_k=draw(st.sampled_from([1, 5, VOCAB])),
                top_p=draw(st.sampled_from([1.0, 0.8])),
                seed=draw(st.integers(1, 2**40)),
            )
        )
    return dict(
        width=width,
        sampled=sampled,
        logprobs=draw(st.booleans()),
        requests=requests,
        seed=draw(st.integers(0, 2**16)),
    )


def _sampling(case, rows: list[dict], width: int) -> RowSampling | None:
    if not case["sampled"]:
        return None
    return RowSampling.for_window(
        torch.tensor([[r["temperature"]] for r in rows]),
        torch.tensor([r["top_p"] for r in rows]),
        torch.tensor([r["top_k"] for r in rows], dtype=torch.int32),
        torch.zeros(len(rows)),
        torch.tensor([r["seed"] for r in rows]),
        width,
        # the batch's code path, as SGLang chooses it for the whole batch
        need_top_p=any(r["top_p"] < 1 for r in case["requests"]),
        need_top_k=any(r["top_k"] < VOCAB for r in case["requests"]),
        need_min_p=False,
        deterministic=True,
    )


def _grammar(req: dict) -> CountingGrammar | None:
    return CountingGrammar(req["history"][-1], VOCAB) if req["grammar"] else None


def _counted(req: dict) -> PenaltyState | None:
    state = PenaltyState.from_requests([req["penalties"]], VOCAB, "cpu")
    if state is not None:
        ids = torch.tensor([req["history"]])
        state.count(ids, torch.tensor([len(req["history"])]))
    return state


def _ar_row(case, req, logits_row, history, grammar_tokens, position):
    """AR's choice and log-probabilities at one row: penalties from ``history`` (every output token
    so far), the grammar after ``grammar_tokens``, the request's seed at ``position``."""
    row = penalize_rows_reference(
        logits_row[None, None].clone(), [req["penalties"]], [[history]], [[len(history)]]
    )[0, 0]
    if req["grammar"]:
        allowed = grammar_tokens[-1] + 1
        masked = torch.full_like(row, float("-inf"))
        if allowed < VOCAB:
            masked[allowed] = row[allowed]
        row = masked
    sampling = _sampling(case, [req], 1)
    token, logprobs = choose_tokens_and_logprobs(
        row[None].clone(), sampling, torch.tensor([position]), return_logprobs=True
    )
    return int(token[0]), logprobs[0]


def _reference(case, i, req, draft_logits, verify_logits, window) -> tuple[list[int], list]:
    c, history = req["seq_len"], list(req["history"])
    grammar_tokens = [req["history"][-1]]
    a0, lp = _ar_row(case, req, draft_logits[i, 0], history, grammar_tokens, c)
    committed, logprobs = [a0], [lp]
    for j in range(case["width"]):
        history.append(committed[-1])
        if req["grammar"] and committed[-1] == grammar_tokens[-1] + 1:
            grammar_tokens.append(committed[-1])
        elif req["grammar"]:
            break  # the grammar rejected it: AR never gets here (acceptance stops before)
        token, lp = _ar_row(case, req, verify_logits[i, j], history, grammar_tokens, c + 1 + j)
        committed.append(token)
        logprobs.append(lp)
        if j + 1 >= case["width"] or token != int(window[i, j + 1]):
            break  # the bonus: AR's token at the first mismatch, or after the last draft
    return committed, logprobs


@settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(case=rounds())
def test_a_round_commits_what_ar_would_one_token_at_a_time(case) -> None:
    width, reqs = case["width"], case["requests"]
    bs = len(reqs)
    states = [_counted(r) for r in reqs]
    penalties = None
    if any(s is not None for s in states):
        penalties = PenaltyState.from_requests([r["penalties"] for r in reqs], VOCAB, "cpu")
        ids = torch.full((bs, 6), 0, dtype=torch.int64)
        for i, r in enumerate(reqs):
            ids[i, : len(r["history"])] = torch.tensor(r["history"])
        penalties.count(ids, torch.tensor([len(r["history"]) for r in reqs]))
    grammar_reqs = [SimpleNamespace(grammar=_grammar(r)) for r in reqs]
    rows = RowChooser(
        penalties=penalties,
        logit_bias=None,
        sampling=_sampling(case, reqs, width),
        return_logprobs=case["logprobs"],
        original_logprobs=False,
        grammar_reqs=grammar_reqs if any(r["grammar"] for r in reqs) else None,
        vocab_size=VOCAB,
        device="cpu",
    )
    x0 = torch.tensor([r["history"][-1] for r in reqs])
    state = CarriedRows(x0=x0, mrope_delta=torch.zeros(bs, dtype=torch.int64), penalties=penalties)
    seen = {}

    def commit(committed, width_, state_, batch, result, logprob_rows):
        if state_.penalties is not None:  # what commit_step carries on
            state_.penalties.count(committed.output_ids, committed.accept_lens)
        seen.update(committed=committed, logprob_rows=logprob_rows)
        return committed

    worker = object.__new__(worker_module.GravityWorker)
    worker._pass, worker.config = FavouringPass(case["seed"]), SimpleNamespace(mask_id=MASK)
    worker._tracer, worker._accept_and_pack = None, accept_and_pack
    original, worker_module.commit_step = worker_module.commit_step, commit
    try:
        batch = SimpleNamespace(seq_lens=torch.tensor([r["seq_len"] for r in reqs]), reqs=reqs)
        committed = worker._round(batch, state, rows, width)
    finally:
        worker_module.commit_step = original
    draft_logits, verify_logits = worker._pass.logits
    verify_window = worker._pass.inputs[1]  # [a0, d_1..d_{W-1}] as the round ran it
    for i, req in enumerate(reqs):
        n = int(committed.accept_lens[i])
        got = committed.output_ids[i, :n].tolist()
        want, logprobs = _reference(case, i, req, draft_logits, verify_logits, verify_window)
        assert got == want, (i, got, want)
        assert int(committed.next_x0[i]) == want[-1]
        if case["logprobs"]:
            rows_lp = seen["logprob_rows"][i, :n]
            for k, lp in enumerate(logprobs):
                # equal_nan: a grammar that allows no token leaves AR's row all NaN too
                torch.testing.assert_close(rows_lp[k], lp, rtol=0, atol=1e-5, equal_nan=True)
    if penalties is not None:  # the carried counts are AR's after the committed tokens
        probe = torch.randn(bs, 1, VOCAB)
        penalize_rows(fast := probe.clone(), penalties, 0, None)
        counted = [
            [list(r["history"]) + committed.output_ids[i, : int(committed.accept_lens[i])].tolist()]
            for i, r in enumerate(reqs)
        ]
        lens = [[len(c[0])] for c in counted]
        slow = penalize_rows_reference(probe, [r["penalties"] for r in reqs], counted, lens)
        torch.testing.assert_close(fast, slow, rtol=0, atol=1e-5)
