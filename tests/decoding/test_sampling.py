"""Per-row token choice (``sampling.py``) against SGLang's sampler run one row at a time."""

from __future__ import annotations

import sys

import pytest
import torch
from sglang.srt.environ import envs

from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.decoding.sampling import RowSampling, choose_tokens, choose_tokens_and_logprobs

META = torch.device("meta")


@pytest.fixture(autouse=True)
def _cpu_sgl_kernel(monkeypatch):
    # SGLang's seeded draw imports sgl_kernel for its CPU hash op: the stand-in provides it.
    monkeypatch.setitem(sys.modules, "sgl_kernel", standin)


def _rows(bs: int, width: int, *, top_k=None, top_p=None, seeds=None, temperature=0.7):
    temperatures = torch.full((bs, 1), temperature)
    top_ps = torch.full((bs,), 1.0) if top_p is None else torch.tensor(top_p)
    top_ks = torch.full((bs,), 1 << 30, dtype=torch.int32) if top_k is None else torch.tensor(top_k)
    return RowSampling.for_window(
        temperatures,
        top_ps,
        top_ks.to(torch.int32),
        torch.zeros(bs),
        None if seeds is None else torch.tensor(seeds),
        width,
        need_top_p=top_p is not None,
        need_top_k=top_k is not None,
        need_min_p=False,
        deterministic=True,
    )


def test_all_greedy_is_argmax():
    logits = torch.randn(6, 50, generator=torch.Generator().manual_seed(0))
    assert torch.equal(choose_tokens(logits.clone(), None, torch.arange(6)), logits.argmax(-1))


def test_for_window_repeats_each_request_over_its_rows():
    rows = _rows(2, 3, top_k=[5, 1], top_p=[0.9, 1.0], seeds=[11, 22])
    assert rows.top_ks.tolist() == [5, 5, 5, 1, 1, 1]
    assert rows.seeds.tolist() == [11, 11, 11, 22, 22, 22]
    assert rows.temperatures.shape == (6, 1)


@pytest.mark.parametrize("filtered", [False, True], ids=["plain", "top-k-top-p"])
def test_seeded_rows_match_sglang_one_row_at_a_time(filtered):
    """A window's rows in one call equal SGLang's sampler on each row alone (as AR decodes)."""
    from sglang.srt.layers.sampler import (
        sampling_from_probs_torch,
        top_k_top_p_min_p_sampling_from_probs_torch,
    )

    bs, width, vocab = 3, 4, 40
    gen = torch.Generator().manual_seed(1)
    logits = torch.randn(bs * width, vocab, generator=gen) * 2
    positions = torch.arange(bs * width) + 17
    top_k = [7, 1, 20] if filtered else None
    top_p = [0.8, 1.0, 0.95] if filtered else None
    rows = _rows(bs, width, top_k=top_k, top_p=top_p, seeds=[5, 6, 2**40 + 3])
    got = choose_tokens(logits.clone(), rows, positions)
    for r in range(bs * width):
        probs = torch.softmax(logits[r : r + 1] / rows.temperatures[r], dim=-1)
        if filtered:
            token = top_k_top_p_min_p_sampling_from_probs_torch(
                probs,
                rows.top_ks[r : r + 1],
                rows.top_ps[r : r + 1],
                rows.min_ps[r : r + 1],
                False,
                rows.seeds[r : r + 1],
                positions[r : r + 1],
            )
        else:
            token = sampling_from_probs_torch(probs, rows.seeds[r : r + 1], positions[r : r + 1])
        assert int(got[r]) == int(token), r


def test_rows_with_one_seed_and_position_share_their_noise():
    """A draft row and the verify row that checks it (same seed, same position) draw the same
    token from the same distribution, and usually another one at another position."""
    vocab = 30
    logits = torch.randn(1, vocab, generator=torch.Generator().manual_seed(3)).repeat(64, 1)
    seeds = [9] * 64
    rows = RowSampling.for_window(
        torch.ones(64, 1),
        torch.ones(64),
        torch.full((64,), 1 << 30, dtype=torch.int32),
        torch.zeros(64),
        torch.tensor(seeds),
        1,
        need_top_p=False,
        need_top_k=False,
        need_min_p=False,
        deterministic=True,
    )
    same_position = choose_tokens(logits.clone(), rows, torch.full((64,), 40))
    assert len(set(same_position.tolist())) == 1
    across_positions = choose_tokens(logits.clone(), rows, torch.arange(64))
    assert len(set(across_positions.tolist())) > 3


def test_unseeded_rounds_draw_fresh_seeds_per_request():
    first, second = _rows(4, 2), _rows(4, 2)
    assert torch.equal(first.seeds[0::2], first.seeds[1::2])  # one seed per request per round
    assert not torch.equal(first.seeds, second.seeds)


def test_min_p_without_seed_keeps_the_same_support():
    # Unseeded min_p filters before SGLang's draw; nothing below max(p) * min_p is ever drawn.
    logits = torch.tensor([[4.0, 3.9, 1.0, 0.0, -2.0]]).repeat(200, 1)
    rows = RowSampling.for_window(
        torch.ones(200, 1),
        torch.ones(200),
        torch.full((200,), 1 << 30, dtype=torch.int32),
        torch.full((200,), 0.2),
        None,
        1,
        need_top_p=False,
        need_top_k=False,
        need_min_p=True,
        deterministic=False,
    )
    tokens = choose_tokens(logits.clone(), rows, torch.arange(200))
    assert set(tokens.tolist()) == {0, 1}


def test_nan_logits_are_reported_by_name_and_sanitized_as_ar_does(monkeypatch):
    """SGLang's NaN probe (``SGLANG_ENABLE_NAN_LOGITS_CHECK``) names the tensor it found NaN in:
    gravity's window logits are named so, on CPU as on CUDA; with ``SGLANG_SANITIZE_NAN_LOGITS``
    a NaN row is replaced as AR replaces it, so the choice is a real token id."""
    logits = torch.randn(4, 50, generator=torch.Generator().manual_seed(1))
    logits[2, 7] = float("nan")
    monkeypatch.setenv("SGLANG_ENABLE_NAN_LOGITS_CHECK", "1")
    with pytest.raises(RuntimeError, match=r"^NaN detected! gravity: window logits$"):
        choose_tokens(logits.clone(), None, torch.arange(4))
    monkeypatch.setenv("SGLANG_ENABLE_NAN_LOGITS_CHECK", "0")
    monkeypatch.setenv("SGLANG_SANITIZE_NAN_LOGITS", "1")
    sanitized = logits.clone()
    chosen = choose_tokens(sanitized, None, torch.arange(4))
    expected = torch.nan_to_num(logits, nan=-1e30).argmax(-1)
    assert torch.equal(chosen, expected) and not sanitized.isnan().any()


# --- contracts the serving path relies on (dtypes, devices, boundaries) ---------------------


def _window_rows(bs, width, *, seeds=None, top_p=1.0, top_k=1 << 30, min_p=0.0, **flags):
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
    rows = _window_rows(2, 3, need_top_p=True, need_top_k=True, need_min_p=True, deterministic=True)
    assert (rows.need_top_p, rows.need_top_k, rows.need_min_p, rows.deterministic) == (
        True,
        True,
        True,
        True,
    )
    assert rows.seeds.dtype == torch.int64 and rows.seeds.shape == (6,)
    assert torch.equal(rows.seeds[0::3], rows.seeds[1::3])  # one seed per request, K rows
    seeded = _window_rows(2, 2, seeds=torch.tensor([5, 6], dtype=torch.int32))
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
    plain = choose_tokens(logits.clone(), _window_rows(2, 2, seeds=seeds), torch.arange(4))
    filtered = choose_tokens(
        logits.clone(), _window_rows(2, 2, seeds=seeds, top_p=0.5, need_top_p=True), torch.arange(4)
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
    rows = _window_rows(2, 2, seeds=torch.tensor([1, 2]), deterministic=True)
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
