"""Penalties and sampling on the shared tiny-model servers: gravity vs the AR reference (fp32 CPU).

- Penalties (repetition, frequency, presence, min_new_tokens; alone, mixed, and the GLM-OCR SDK's
  profile): token-identical to AR, on requests where the penalty changes AR's output.
- Unseeded sampling: gravity's and AR's output distributions agree (first tokens and later
  positions), and the same statistic does tell two temperatures apart.
- ``n > 1`` returns n answers, as AR does.
Seeded sampling (token identity with AR's sample path) is in ``test_seeded_sampling.py``.
"""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
import torch

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import Completion, chat, chat_messages, generate

pytestmark = pytest.mark.server  # starts a server

SDK_PROFILE = {"temperature": 0.0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}
PENALTY_PROFILES = {
    "repetition": {"repetition_penalty": 1.3},
    "repetition-below-1": {"repetition_penalty": 0.85},
    "frequency": {"frequency_penalty": 0.6},
    "presence": {"presence_penalty": 0.8},
    "negative-presence": {"presence_penalty": -0.7},
    "mixed": {"frequency_penalty": 0.3, "presence_penalty": 0.2, "repetition_penalty": 1.2},
    "sdk": SDK_PROFILE,
}
REQUESTS = [
    ("Text Recognition:", (200, 120), 64, False),
    ("Table Recognition:", (300, 200), 96, True),
    ("Formula Recognition:", (84, 28), 48, False),
    ("hello number 7 table", None, 80, True),
    ("Text Recognition:", (56, 56), 120, False),
    ("Invoice total amount", None, 40, True),
]


def _send(url: str, index: int, params: dict) -> Completion:
    text, size, max_tokens, stream = REQUESTS[index]
    image = None if size is None else make_test_image(*size, seed=index + 3)
    return chat(url, chat_messages(text, image), max_tokens=max_tokens, stream=stream, **params)


def _send_all(url: str, params: dict) -> list[Completion]:
    """All requests at once, so penalized rows share rounds with each other."""
    with ThreadPoolExecutor(len(REQUESTS)) as pool:
        return list(pool.map(lambda i: _send(url, i, params), range(len(REQUESTS))))


@pytest.fixture(scope="module")
def greedy_ar(ar_url) -> list[Completion]:
    return _send_all(ar_url, {})


@pytest.mark.parametrize("profile", PENALTY_PROFILES)
def test_penalties_are_token_identical_to_ar(profile, ar_url, gravity_url, greedy_ar):
    params = PENALTY_PROFILES[profile]
    ar = _send_all(ar_url, params)
    gravity = _send_all(gravity_url, params)
    for i, (a, g) in enumerate(zip(ar, gravity)):
        assert a.status_code == g.status_code == 200, (i, a.text[-300:], g.text[-300:])
        assert g.output_ids == a.output_ids, (i, a.output_ids[:20], g.output_ids[:20])
        assert g.finish_reason == a.finish_reason, i
    changed = sum(a.output_ids != b.output_ids for a, b in zip(ar, greedy_ar))
    assert changed >= 1, f"{profile}: the penalty changed no output, so this proves nothing"


def test_min_new_tokens_holds_back_a_stop_token_exactly(ar_url, gravity_url, greedy_ar):
    free = greedy_ar[0]
    # A token first seen at index >= 3 becomes a stop token: without min_tokens both stop there.
    stop_at, stop_token = next(
        (i, t) for i, t in enumerate(free.output_ids) if i >= 3 and t not in free.output_ids[:i]
    )
    for params in (
        {"stop_token_ids": [stop_token]},
        {"stop_token_ids": [stop_token], "min_tokens": stop_at + 6},
        {"stop_token_ids": [stop_token], "min_tokens": stop_at + 6, "repetition_penalty": 1.2},
    ):
        ar = _send(ar_url, 0, params)
        gravity = _send(gravity_url, 0, params)
        assert ar.status_code == gravity.status_code == 200
        assert gravity.output_ids == ar.output_ids, params
        if "min_tokens" in params:
            assert len(ar.output_ids) >= params["min_tokens"], "min_tokens did not hold the stop"
        else:
            assert len(ar.output_ids) == stop_at + 1


def test_logit_bias_is_token_identical_to_ar(ar_url, gravity_url, greedy_ar):
    free = greedy_ar[1].output_ids
    banned, favoured = free[2], free[5]  # tokens AR really emits: the bias must change things
    for params in (
        {"logit_bias": {str(banned): -100.0}},
        {"logit_bias": {str(banned): -100.0, str(favoured): 2.5}, "repetition_penalty": 1.2},
    ):
        ar = _send(ar_url, 1, params)
        gravity = _send(gravity_url, 1, params)
        assert ar.status_code == gravity.status_code == 200, (ar.text[-300:], gravity.text[-300:])
        assert gravity.output_ids == ar.output_ids, params
        assert banned not in ar.output_ids and ar.output_ids != free


# --- unseeded sampling: the same distribution --------------------------------------------------

SAMPLES = 240
POSITIONS = 4


def _draw(url: str, params: dict, prompt: str = "Invoice 12 total") -> list[list[int]]:
    """SAMPLES answers of POSITIONS tokens, n at a time (parallel sampling, as a client does)."""
    per_request = 40
    body = {
        "text": prompt,
        "sampling_params": {
            "max_new_tokens": POSITIONS,
            "ignore_eos": True,  # a sampled EOS would end an answer early
            "n": per_request,
            **params,
        },
    }

    def one(_: int) -> list[list[int]]:
        response = requests.post(f"{url}/generate", json=body, timeout=300)
        assert response.status_code == 200, response.text[-300:]
        answers = response.json()
        assert len(answers) == per_request
        return [a["output_ids"] for a in answers]

    with ThreadPoolExecutor(2) as pool:
        batches = list(pool.map(one, range(SAMPLES // per_request)))
    return [ids for batch in batches for ids in batch]


def _homogeneity_p_value(a: list, b: list) -> float:
    """Chi-square two-sample test of equal categorical distributions; rare categories pooled."""
    count_a, count_b = Counter(a), Counter(b)
    total_a, total_b = len(a), len(b)
    cells, other_a, other_b = [], 0, 0
    for key in set(count_a) | set(count_b):
        if count_a[key] + count_b[key] >= 10:
            cells.append((count_a[key], count_b[key]))
        else:
            other_a, other_b = other_a + count_a[key], other_b + count_b[key]
    if other_a + other_b:
        cells.append((other_a, other_b))
    if len(cells) < 2:
        return 1.0
    stat = 0.0
    for ca, cb in cells:
        pooled = (ca + cb) / (total_a + total_b)
        for observed, total in ((ca, total_a), (cb, total_b)):
            expected = pooled * total
            stat += (observed - expected) ** 2 / expected
    dof = len(cells) - 1
    return float(torch.special.gammaincc(torch.tensor(dof / 2.0), torch.tensor(stat / 2.0)))


def _position_p_values(a: list[list[int]], b: list[list[int]]) -> list[float]:
    """Per position k: the distribution of the first k+1 tokens (each prefix one category), so
    later positions are compared jointly with what came before them."""
    return [
        _homogeneity_p_value([tuple(s[: k + 1]) for s in a], [tuple(s[: k + 1]) for s in b])
        for k in range(POSITIONS)
    ]


# Fails by chance with probability about 1e-6 per position: far below any flakiness we'd see.
P_THRESHOLD = 1e-6


@pytest.mark.parametrize(
    "params",
    [
        {"temperature": 1.0},
        {"temperature": 0.8, "top_p": 0.9, "top_k": 50, "repetition_penalty": 1.1},
        {"temperature": 1.3, "top_k": 8, "min_p": 0.05},
    ],
    ids=["t1.0", "sdk-0.1.x", "topk-minp"],
)
def test_unseeded_sampling_has_ar_distribution(params, ar_url, gravity_url):
    ar = _draw(ar_url, params)
    gravity = _draw(gravity_url, params)
    assert all(len(s) == POSITIONS for s in ar + gravity)
    p_values = _position_p_values(ar, gravity)
    assert min(p_values) > P_THRESHOLD, p_values
    # Not a degenerate distribution: the samples really differ from each other.
    assert len({tuple(s) for s in gravity}) > 5


def test_the_distribution_test_can_fail(ar_url):
    """The same statistic on AR at two temperatures: it must see the difference."""
    hot = _draw(ar_url, {"temperature": 1.0})
    cool = _draw(ar_url, {"temperature": 0.4})
    assert min(_position_p_values(hot, cool)) < P_THRESHOLD


def test_parallel_sampling_n_greater_than_one(ar_url, gravity_url):
    greedy = {"temperature": 0, "max_new_tokens": 24, "n": 3}
    answers = {}
    for name, url in (("ar", ar_url), ("gravity", gravity_url)):
        body = {"text": "Invoice 7 total amount", "sampling_params": greedy}
        response = requests.post(f"{url}/generate", json=body, timeout=300)
        assert response.status_code == 200, response.text[-300:]
        answers[name] = [a["output_ids"] for a in response.json()]
    assert len(answers["gravity"]) == 3
    assert answers["gravity"] == answers["ar"]
    single = generate(gravity_url, "Invoice 7 total amount", max_tokens=24)
    assert all(ids == single.output_ids for ids in answers["gravity"])
