"""Gravity server vs plain greedy AR server (and Hugging Face) on the tiny GLM-OCR, CPU fp32.

Two gates (docs/design.md §1): (a) token ids identical to greedy AR; (b) every round's drafts and
accepted length equal the pure-PyTorch oracle's, which is what proves the mask id, the mask
pattern and the (M-RoPE) positions — output parity alone cannot.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from parity import CASES, CUSTOM_LOGIT_PROCESSOR, ORACLE_CASES, Case, hf_inputs, run_all

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.decoding.reference import gravity_generate_reference
from sglang_gravity.launcher.client import chat, chat_messages
from sglang_gravity.serving.trace import RoundTracer
from sglang_gravity.testing.server_settings import GRAVITY_ENGINES

pytestmark = pytest.mark.server  # starts a server


@pytest.fixture(scope="module")
def parity_results(servers):
    results = {"ar": run_all(servers["ar"].url, CASES)}
    for engine in GRAVITY_ENGINES:
        results[engine] = run_all(servers[engine].url, CASES, rid_prefix="parity")
    return results


@pytest.mark.parametrize("engine", GRAVITY_ENGINES)
def test_concurrent_mix_is_token_identical_to_ar(parity_results, engine):
    assert len(CASES) >= 16
    mismatches = []
    for case, ar, gravity in zip(CASES, parity_results["ar"], parity_results[engine]):
        assert ar.status_code == gravity.status_code == 200, (case, ar.text, gravity.text)
        assert ar.output_ids, case
        if ar.output_ids != gravity.output_ids or ar.finish_reason != gravity.finish_reason:
            mismatches.append((case.name, ar.output_ids[:12], gravity.output_ids[:12]))
    assert not mismatches, mismatches


@pytest.mark.parametrize("engine", GRAVITY_ENGINES)
def test_lengths_and_stop_reasons(parity_results, engine):
    for case, result in zip(CASES, parity_results[engine]):
        assert 1 <= len(result.output_ids) <= case.max_tokens, case
        if result.finish_reason == "length":
            assert len(result.output_ids) == case.max_tokens, case


@pytest.mark.parametrize("engine", GRAVITY_ENGINES)
def test_spec_statistics_reach_the_response(parity_results, engine):
    for case, result in zip(CASES, parity_results[engine]):
        if case.max_tokens < 3:
            continue
        rounds = result.spec.get("spec_verify_ct")
        assert rounds and rounds > 0, (case, result.spec)
        # A round commits 2..K+1 tokens; prefill gives the first one.
        assert 2 * rounds <= len(result.output_ids) - 1 + 2, (case, result.spec)
        assert result.spec.get("spec_accept_length", 0) >= 2.0, (case, result.spec)


def test_server_info_reports_accept_length(gravity_url, parity_results):
    info = requests.get(f"{gravity_url}/server_info", timeout=30).json()
    states = info["internal_states"]
    assert states and states[0]["avg_spec_accept_length"] >= 2.0
    assert info["speculative_algorithm"] == "GRAVITY"
    assert info["speculative_num_draft_tokens"] == 9


@pytest.mark.parametrize("engine", GRAVITY_ENGINES)
def test_every_pass_is_checked_for_its_own_window_mode(servers, parity_results, engine):
    log = servers[engine].log_tail(10**7)
    assert (
        "window passes on GravityTorchAttnBackend (window mode checked after each pass: True)"
        in log
    )
    assert "it used the wrong mask" not in log
    overlap = "off" if engine == "gravity_sync" else "on"
    assert f"overlap scheduler {overlap}" in log


# --- the oracle: Hugging Face generate and the pure-PyTorch round --------------------------------


@pytest.mark.parametrize("engine", GRAVITY_ENGINES)
@pytest.mark.parametrize("case", ORACLE_CASES, ids=lambda c: c.name)
def test_matches_hf_generate_and_oracle_round_by_round(
    case, engine, hf, parity_results, gravity_trace_dir
):
    model, processor, block = hf
    inputs = hf_inputs(processor, case)
    eos = list(model.generation_config.eos_token_id)
    served = parity_results[engine][CASES.index(case)].output_ids

    generated = model.generate(**inputs, do_sample=False, max_new_tokens=case.max_tokens)
    assert served == generated[0, inputs["input_ids"].shape[1] :].tolist()

    oracle = gravity_generate_reference(
        model,
        **inputs,
        mask_id=block["mask_id"],
        block_size=block["bd_size"],
        max_new_tokens=case.max_tokens,
        eos_token_ids=eos,
    )
    assert served == oracle.output_ids
    trace_dir = gravity_trace_dir / "sync" if engine == "gravity_sync" else gravity_trace_dir
    traced, overshoot = RoundTracer.read_served(trace_dir, f"parity-{case.name}", len(served))
    # Under overlap a request may run one round after its finish, launched before the finish
    # was known (its tokens are discarded); the synchronous scheduler never runs one.
    assert len(overshoot) <= (0 if engine == "gravity_sync" else 1), overshoot
    for extra in overshoot:
        assert extra["x0"] == oracle.rounds[-1].committed[-1]
    assert len(traced) == len(oracle.rounds), (len(traced), len(oracle.rounds))
    for server_round, oracle_round in zip(traced, oracle.rounds):
        assert server_round["x0"] == oracle_round.x0
        assert server_round["a0"] == oracle_round.a0
        assert server_round["drafts"] == oracle_round.drafts
        assert server_round["accepted"] == oracle_round.accepted
        assert server_round["committed"] == oracle_round.committed


# --- refusals are per request -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "message"),
    [({"custom_logit_processor": CUSTOM_LOGIT_PROCESSOR}, "custom logit processors")],
)
def test_unservable_request_gets_400_while_others_are_served(gravity_url, extra, message):
    good = Case("refusal-neighbour", "chat", 20, (56, 56))
    with ThreadPoolExecutor(2) as pool:
        neighbour = pool.submit(good.send, gravity_url)
        body = {
            "model": "default",
            "messages": chat_messages("hello"),
            "max_tokens": 10,
            "temperature": 0,
            **extra,
        }
        refused = requests.post(f"{gravity_url}/v1/chat/completions", json=body, timeout=60)
        served = neighbour.result()
    assert refused.status_code == 400, refused.text
    assert message in refused.text
    assert served.status_code == 200 and len(served.output_ids) == 20


def test_kv_pool_is_empty_after_everything_finished(gravity_url, parity_results):
    assert requests.post(f"{gravity_url}/flush_cache", timeout=30).status_code == 200
    loads = requests.get(f"{gravity_url}/v1/loads", timeout=30).json()["loads"][0]
    assert loads["num_running_reqs"] == 0
    assert loads["num_used_tokens"] == 0, loads


def test_stop_token_and_stop_string_inside_a_round(ar_url, gravity_url):
    messages = chat_messages("Text Recognition:", make_test_image(200, 120, seed=11))
    free_run = chat(ar_url, messages, max_tokens=60)
    assert len(free_run.output_ids) == 60
    # A token first seen mid-answer becomes a stop token: both engines must cut at the same place.
    stop_token = next(t for t in free_run.output_ids[7:] if t not in free_run.output_ids[:7])
    stop_string = free_run.text[20:24]
    for extra in ({"stop_token_ids": [stop_token]}, {"stop": [stop_string]}):
        ar = chat(ar_url, messages, max_tokens=60, **extra)
        gravity = chat(gravity_url, messages, max_tokens=60, **extra)
        assert ar.output_ids == gravity.output_ids, extra
        assert ar.text == gravity.text and len(ar.output_ids) < 60, extra
