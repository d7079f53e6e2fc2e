"""Logprobs and structured output through gravity, compared with AR.

Logprob values are compared, not only tokens: every committed token's value, its top
alternatives and requested ids, against AR's for the same request, to 1e-4 in fp32. What the
numbers vary by (measured on CPU; ``test_gravity_logprobs_are_ar_s_alone_and_in_a_batch`` prints
AR's part): the batch a request shares a forward with changes its logits by ~1e-6, a gravity
window pass (K rows per request) by up to ~3e-5; nothing else moves between runs or launches
now that penalizers are applied in a fixed order (the plugin's accumulated-penalty hook: stock SGLang applied them in a
per-launch set order, which moves a penalized logprob by far more than 1e-4).

Structured output is checked token for token against AR on image requests (JSON schema, regex,
EBNF), and by acceptance: a grammar that allows what the model writes anyway must leave the
output and the tokens per forward exactly as without it.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from PIL import Image

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import (
    Completion,
    chat,
    chat_messages,
    tokens_per_forward,
)
from sglang_gravity.repository import REPO_ROOT

pytestmark = pytest.mark.server  # starts a server

PAGES_DIR = REPO_ROOT / "benchmarks" / "data" / "synthetic"
LOGPROB_TOLERANCE = 1e-4
# Greedy tokens per forward on 4 pages at 96 tokens, measured 2.17-2.22 (2026-12-06, the
# bd_size-32 demo); drafts that collapse read about 1.1 (every draft rejected: 1.0).
TPF_FLOOR = 1.8
SDK_SAMPLING = {"temperature": 0.0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}


def _pages(n: int) -> list[tuple[str, Image.Image]]:
    entries = [
        json.loads(line)
        for line in (PAGES_DIR / "manifest.jsonl").read_text().splitlines()
        if line.strip()
    ]
    # One page of each type first, so a handful of requests covers text, tables and formulas.
    entries.sort(key=lambda e: (e["image"].split("_")[-1], e["image"]))
    return [(e["prompt"], Image.open(PAGES_DIR / e["image"]).convert("RGB")) for e in entries[:n]]


def _run(url: str, params: dict, pages, *, max_tokens: int = 96, concurrent: bool = True):
    def one(page):
        return chat(url, chat_messages(*page), max_tokens=max_tokens, **params)

    if not concurrent:
        return [one(page) for page in pages]
    with ThreadPoolExecutor(len(pages)) as pool:
        return list(pool.map(one, pages))


def _logprob_gap(ar: Completion, gravity: Completion) -> float:
    """Largest difference between two answers' logprobs (token values and top lists); the
    entries must name the same tokens in the same order."""
    assert len(ar.logprobs) == len(gravity.logprobs) == len(ar.output_ids) > 0
    gap = 0.0
    for a, g in zip(ar.logprobs, gravity.logprobs):
        assert a["token"] == g["token"]
        gap = max(gap, abs(a["logprob"] - g["logprob"]))
        a_top, g_top = a.get("top_logprobs") or [], g.get("top_logprobs") or []
        assert [t["token"] for t in a_top] == [t["token"] for t in g_top]
        gap = max(gap, *(abs(x["logprob"] - y["logprob"]) for x, y in zip(a_top, g_top)), 0.0)
    return gap


# --- logprobs on the demo checkpoint (real drafts, real acceptance) -------------------------------

LOGPROB_PROFILES = {
    "greedy": {"temperature": 0},
    "sdk": SDK_SAMPLING,  # what the GLM-OCR SDK sends, plus logprobs for a confidence score
    "seeded-t0.8-top-p": {"temperature": 0.8, "top_p": 0.9, "seed": 4242},
    "penalties-bias": {"temperature": 0, "frequency_penalty": 0.3, "logit_bias": {"13": 2.0}},
}


@pytest.mark.parametrize("profile", list(LOGPROB_PROFILES))
def test_chat_logprobs_equal_ar(demo_servers, profile):
    pages = _pages(4)
    params = {**LOGPROB_PROFILES[profile], "logprobs": True, "top_logprobs": 3}
    ar = _run(demo_servers["ar"].url, params, pages)
    gravity = _run(demo_servers["gravity"].url, params, pages)
    plain = _run(demo_servers["gravity"].url, LOGPROB_PROFILES[profile], pages)
    for a, g in zip(ar, gravity):
        assert a.status_code == g.status_code == 200, (a.text[-300:], g.text[-300:])
        assert g.output_ids == a.output_ids
        assert _logprob_gap(a, g) < LOGPROB_TOLERANCE
        assert all(len(entry["top_logprobs"]) == 3 for entry in g.logprobs)
    # Same round type with and without logprobs: identical rounds, so identical acceptance.
    with_logprobs = tokens_per_forward(g.spec for g in gravity)
    assert with_logprobs == tokens_per_forward(p.spec for p in plain)
    assert with_logprobs > TPF_FLOOR, with_logprobs


def test_gravity_logprobs_are_ar_s_alone_and_in_a_batch(demo_servers):
    """What gravity must guarantee on any hardware: whether a request runs alone or shares its
    rounds with others, its tokens are AR's and its logprobs within the tolerance of AR's (here
    AR alone, the reference with nothing else in its forward). AR's own spread between alone
    and batched is printed, not asserted: it is the engine's numerics, not gravity's contract."""
    pages = _pages(4)
    params = {**SDK_SAMPLING, "logprobs": True, "top_logprobs": 2}
    ar_url, gravity_url = demo_servers["ar"].url, demo_servers["gravity"].url
    reference = _run(ar_url, params, pages, concurrent=False)
    for mode, concurrent in (("alone", False), ("batched", True)):
        served = _run(gravity_url, params, pages, concurrent=concurrent)
        for a, g in zip(reference, served):
            assert a.status_code == g.status_code == 200, (a.text[-300:], g.text[-300:])
            assert g.output_ids == a.output_ids, mode
            assert _logprob_gap(a, g) < LOGPROB_TOLERANCE, mode
    ar_batched = _run(ar_url, params, pages)
    spread = max(
        _logprob_gap(a, b) if a.output_ids == b.output_ids else float("inf")
        for a, b in zip(reference, ar_batched)
    )
    print(f"\nAR alone vs batched: largest logprob difference {spread:.2e}")


# --- /generate logprobs and mixed batches on the tiny model ---------------------------------------


def _generate(url: str, body: dict) -> dict:
    response = requests.post(f"{url}/generate", json=body, timeout=300)
    assert response.status_code == 200, response.text[-500:]
    return response.json()


def _assert_meta_logprobs_close(ar: dict, gravity: dict) -> None:
    assert gravity["output_ids"] == ar["output_ids"]
    a_meta, g_meta = ar["meta_info"], gravity["meta_info"]
    for key in (
        "input_token_logprobs",
        "output_token_logprobs",
        "output_top_logprobs",
        "output_token_ids_logprobs",
    ):
        a_rows, g_rows = a_meta.get(key), g_meta.get(key)
        assert (a_rows is None) == (g_rows is None), key
        if a_rows is None:
            continue
        assert len(a_rows) == len(g_rows), key
        for a_row, g_row in zip(a_rows, g_rows):
            # (logprob, token id, text) triples, or lists of them per position.
            a_items = a_row if a_row and isinstance(a_row[0], list) else [a_row]
            g_items = g_row if g_row and isinstance(g_row[0], list) else [g_row]
            assert [x[1] for x in a_items if x] == [x[1] for x in g_items if x], key
            for x, y in zip(a_items, g_items):
                if x and x[0] is not None:
                    assert abs(x[0] - y[0]) < LOGPROB_TOLERANCE, (key, x, y)


def test_generate_logprob_fields_equal_ar_in_a_mixed_batch(ar_url, gravity_url):
    # Four requests in flight together: with and without logprobs, penalties and bias, input
    # logprobs from a start offset, requested token ids, and one that asks for nothing.
    bodies = [
        {
            "text": "Text Recognition: the quick brown fox",
            "sampling_params": {"temperature": 0, "max_new_tokens": 40},
            "return_logprob": True,
            "top_logprobs_num": 4,
            "token_ids_logprob": [5, 17, 300],
            "logprob_start_len": 2,
        },
        {
            "text": "Table Recognition: 1 2 3",
            "sampling_params": {
                "temperature": 0,
                "max_new_tokens": 40,
                "repetition_penalty": 1.3,
                "presence_penalty": 0.5,
                "logit_bias": {"30": 3.0},
            },
            "return_logprob": True,
            "top_logprobs_num": 2,
        },
        {
            "text": "Formula Recognition: x^2",
            "sampling_params": {"temperature": 0, "max_new_tokens": 40},
        },
        {
            "text": "hello",
            "sampling_params": {"temperature": 0.9, "top_k": 1, "max_new_tokens": 33},
            "return_logprob": True,
        },
    ]
    with ThreadPoolExecutor(len(bodies)) as pool:
        ar = list(pool.map(lambda b: _generate(ar_url, b), bodies))
        gravity = list(pool.map(lambda b: _generate(gravity_url, b), bodies))
    for a, g in zip(ar, gravity):
        _assert_meta_logprobs_close(a, g)
    assert len(gravity[0]["meta_info"]["output_token_logprobs"]) == 40
    assert len(gravity[0]["meta_info"]["output_token_ids_logprobs"][0]) == 3
    assert "output_token_logprobs" not in gravity[2]["meta_info"] or not gravity[2][
        "meta_info"
    ].get("output_token_logprobs")


def test_streamed_logprobs_equal_ar_and_none_go_missing(ar_url, gravity_url):
    # This image's answer has a token that ends inside a multi-byte character: stock SGLang
    # streams no chunk for that step and drops its logprobs (a gravity step, several tokens,
    # loses them all). The plugin's streaming hook carries them into the next chunk.
    messages = chat_messages("Text Recognition:", make_test_image(120, 80, seed=5))
    params = {"logprobs": True, "top_logprobs": 2, "max_tokens": 30}
    ar = chat(ar_url, messages, **params)
    assert "\ufffd" in [entry["token"] for entry in ar.logprobs], "the case this test needs"
    for url in (ar_url, gravity_url):
        streamed = chat(url, messages, stream=True, **params)
        assert streamed.status_code == 200, streamed.text[-300:]
        assert [e["token"] for e in streamed.logprobs] == [e["token"] for e in ar.logprobs]
        assert len(streamed.logprobs) == 30
        gaps = [abs(a["logprob"] - g["logprob"]) for a, g in zip(ar.logprobs, streamed.logprobs)]
        assert max(gaps) < LOGPROB_TOLERANCE


# --- structured output ---------------------------------------------------------------------------

OCR_SCHEMA = {
    "type": "object",
    "properties": {"content": {"type": "string", "maxLength": 60}, "lines": {"type": "integer"}},
    "required": ["content", "lines"],
}
STRUCTURED = {
    "json-schema": {
        "response_format": {
            "type": "json_schema",
            "json_schema": {"name": "ocr", "schema": OCR_SCHEMA},
        }
    },
    "regex": {"regex": r"[A-Za-z0-9 .,|\\^{}()=+-]{1,80}"},
    "ebnf": {"ebnf": 'root ::= "<table>" row+ "</table>"\nrow ::= "<tr>" [^<]* "</tr>"'},
}


@pytest.mark.parametrize("kind", list(STRUCTURED))
def test_structured_output_on_images_equals_ar(demo_servers, kind):
    pages = _pages(3)
    params = {"temperature": 0, **STRUCTURED[kind]}
    ar = _run(demo_servers["ar"].url, params, pages, max_tokens=64)
    gravity = _run(demo_servers["gravity"].url, params, pages, max_tokens=64)
    for a, g in zip(ar, gravity):
        assert a.status_code == g.status_code == 200, (a.text[-300:], g.text[-300:])
        assert g.output_ids == a.output_ids and g.text == a.text
        assert g.finish_reason == a.finish_reason
    if kind == "json-schema":
        for g in gravity:
            if g.finish_reason == "stop":
                assert set(json.loads(g.text)) == {"content", "lines"}


def test_a_grammar_that_allows_the_answer_keeps_output_and_acceptance(demo_servers):
    # Acceptance gate: a wrong row mapping (say, verify row j masked with the state after j-1
    # tokens) keeps AR's output only by rejecting drafts; here nothing may change.
    pages = _pages(4)
    url = demo_servers["gravity"].url
    free = _run(url, {"temperature": 0}, pages)
    constrained = _run(url, {"temperature": 0, "regex": r"[\s\S]*"}, pages)
    assert [c.output_ids for c in constrained] == [f.output_ids for f in free]
    assert tokens_per_forward(c.spec for c in constrained) == tokens_per_forward(
        f.spec for f in free
    )
    assert tokens_per_forward(f.spec for f in free) > TPF_FLOOR


def test_structured_and_plain_requests_share_a_batch(ar_url, gravity_url):
    prompts = ["Text Recognition: a", "Table Recognition: b", "hello", "Formula Recognition: c"]
    params = [
        {"regex": "[a-z ]{2,30}\\."},
        {"json_schema": json.dumps(OCR_SCHEMA)},
        {},
        {"ebnf": 'root ::= "$" [a-z0-9+=^ ]+ "$"'},
    ]

    def body(i: int) -> dict:
        sampling = {"temperature": 0, "max_new_tokens": 48, **params[i]}
        return {"text": prompts[i], "sampling_params": sampling}

    with ThreadPoolExecutor(8) as pool:
        ar = list(pool.map(lambda i: _generate(ar_url, body(i)), range(4)))
        gravity = list(pool.map(lambda i: _generate(gravity_url, body(i)), range(4)))
    for a, g in zip(ar, gravity):
        assert g["output_ids"] == a["output_ids"] and g["text"] == a["text"]


@pytest.mark.xfail(
    strict=True,
    reason="known difference, found by test_fuzz_requests.py: with ignore_eos, AR emits one token "
    "past the end of a regex grammar and gravity does not (gravity drops committed tokens past "
    "the grammar's end); strict, so a fix makes this test fail until the mark is removed",
)
def test_ignore_eos_past_a_grammars_end_equals_ar(ar_url, gravity_url):
    messages = [{"role": "user", "content": [{"type": "text", "text": "Text Recognition:"}]}]
    params = {"ignore_eos": True, "regex": "[a-z0-9 ]{1,20}"}
    ar = chat(ar_url, messages, max_tokens=24, **params)
    gravity = chat(gravity_url, messages, max_tokens=24, **params)
    assert ar.status_code == gravity.status_code == 200, (ar.text, gravity.text)
    assert gravity.output_ids == ar.output_ids
