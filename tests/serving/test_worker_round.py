"""The worker's round and AR step wired to their passes (``serving/worker.py``), for a batch of
several requests at several widths, without a server: each pass must get its own window, its own
positions and its own KV slots, and each pass's rows must be chosen at the positions of their
input tokens, the positions that key AR's seeded sampling noise (a row one position early draws
another request's-worth of noise: seeded sampling then differs from AR's while greedy decoding,
and every other fast test, stays exact).

The slow reference is AR itself, one row at a time: request i's draft row 0 reads x0 at C_i, its
verify row j reads the window's token j at C_i + 1 + j, and AR samples the next token there with
the request's seed at that position (``decoding.sampling.choose_tokens`` on that row alone).
"""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE, accept_and_pack, round_positions
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens
from sglang_gravity.serving import worker as worker_module
from sglang_gravity.serving.row_chooser import RowChooser
from sglang_gravity.serving.state import CarriedRows

VOCAB, MASK = 48, 47


@pytest.fixture(autouse=True)
def _cpu_sgl_kernel(monkeypatch):
    # SGLang's seeded draw imports sgl_kernel for its CPU hash op: the stand-in provides it.
    monkeypatch.setitem(sys.modules, "sgl_kernel", standin)


class RecordingPass:
    """``WindowPass`` stand-in: slots at C..C+W (KV slot = 1000 + position), random logits."""

    def __init__(self, seed: int) -> None:
        self.gen = torch.Generator().manual_seed(seed)
        self.runs: list[dict] = []

    def slots(self, batch, width: int):
        positions = round_positions(batch.seq_lens, width)
        return positions, positions + 1000

    def run(self, batch, mode, input_ids, positions, locs, mrope_delta, prefix_offset):
        logits = torch.randn(*input_ids.shape, VOCAB, generator=self.gen) * 3
        self.runs.append(
            dict(mode=mode, input_ids=input_ids.clone(), positions=positions.clone(),
                 locs=locs.clone(), prefix_offset=prefix_offset, logits=logits.clone())
        )  # fmt: skip
        return SimpleNamespace(), logits


def _worker(monkeypatch, seed: int):
    worker = object.__new__(worker_module.GravityWorker)
    worker._pass = RecordingPass(seed)
    worker.config = SimpleNamespace(mask_id=MASK)
    worker._tracer = None
    worker._accept_and_pack = accept_and_pack
    monkeypatch.setattr(worker_module, "commit_step", lambda committed, width, *a: committed)
    return worker


def _sampling(seeds: torch.Tensor, width: int) -> RowSampling:
    bs = seeds.shape[0]
    return RowSampling.for_window(
        torch.full((bs, 1), 0.9), torch.full((bs,), 1.0), torch.full((bs,), VOCAB),
        torch.zeros(bs), seeds, width, need_top_p=False, need_top_k=False, need_min_p=False,
        deterministic=True,
    )  # fmt: skip


def _rows(sampling: RowSampling | None) -> RowChooser:
    return RowChooser(
        penalties=None, logit_bias=None, sampling=sampling, return_logprobs=False,
        original_logprobs=False, grammar_reqs=None, vocab_size=VOCAB, device="cpu",
    )  # fmt: skip


def _ar_token(logits_row: torch.Tensor, seed: int, position: int) -> int:
    """AR's seeded choice of one row at one position: the slow reference."""
    one = _sampling(torch.tensor([seed]), 1)
    return int(choose_tokens(logits_row[None].clone(), one, torch.tensor([position]))[0])


@pytest.mark.parametrize("width", [2, 3, 5, 9])
@pytest.mark.parametrize("seed", range(3))
def test_a_round_runs_each_pass_at_its_own_positions_and_samples_there(monkeypatch, width, seed):
    worker = _worker(monkeypatch, seed)
    gen = torch.Generator().manual_seed(seed)
    bs = 4
    seq_lens = torch.randint(5, 300, (bs,), generator=gen)
    seeds = torch.randint(1, 2**40, (bs,), generator=gen)
    x0 = torch.randint(0, MASK, (bs,), generator=gen)
    state = CarriedRows(x0=x0, mrope_delta=torch.zeros(bs, dtype=torch.int64))
    batch = SimpleNamespace(seq_lens=seq_lens, reqs=[None] * bs)
    committed = worker._round(batch, state, _rows(_sampling(seeds, width)), width)

    draft, verify = worker._pass.runs
    C = seq_lens[:, None]
    cols = torch.arange(width)[None, :]
    assert draft["mode"] == DRAFT_MODE and verify["mode"] == VERIFY_MODE
    assert torch.equal(draft["positions"], C + cols) and torch.equal(draft["locs"], 1000 + C + cols)
    assert torch.equal(verify["positions"], C + 1 + cols)
    assert torch.equal(verify["locs"], 1000 + C + 1 + cols)
    assert (draft["prefix_offset"], verify["prefix_offset"]) == (0, 1)
    assert torch.equal(draft["input_ids"][:, 0], x0) and (draft["input_ids"][:, 1:] == MASK).all()

    for i in range(bs):
        c, s = int(seq_lens[i]), int(seeds[i])
        # draft row 0 reads x0 at C: a0, the first token of the verify window
        a0 = _ar_token(draft["logits"][i, 0], s, c)
        assert int(verify["input_ids"][i, 0]) == a0, (i, "a0")
        # verify row j reads the window's token j at C + 1 + j: AR's choice after it
        accepted = int(committed.accepted[i])
        for j in range(accepted + 1):
            want = _ar_token(verify["logits"][i, j], s, c + 1 + j)
            got = int(committed.output_ids[i, j + 1])
            assert got == want, (i, j, "verify row")


@pytest.mark.parametrize("seed", range(3))
def test_an_ar_step_samples_at_x0s_position(monkeypatch, seed):
    worker = _worker(monkeypatch, seed)
    gen = torch.Generator().manual_seed(100 + seed)
    bs = 5
    seq_lens = torch.randint(5, 300, (bs,), generator=gen)
    seeds = torch.randint(1, 2**40, (bs,), generator=gen)
    x0 = torch.randint(0, MASK, (bs,), generator=gen)
    state = CarriedRows(x0=x0, mrope_delta=torch.zeros(bs, dtype=torch.int64))
    batch = SimpleNamespace(seq_lens=seq_lens, reqs=[None] * bs)
    committed = worker._ar_step(batch, state, _rows(_sampling(seeds, 1)))
    (run,) = worker._pass.runs
    assert torch.equal(run["positions"][:, 0], seq_lens) and torch.equal(run["input_ids"][:, 0], x0)
    for i in range(bs):
        want = _ar_token(run["logits"][i, 0], int(seeds[i]), int(seq_lens[i]))
        assert int(committed.output_ids[i, 0]) == want, i
