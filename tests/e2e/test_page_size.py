"""Page sizes above one token (``--page-size 16`` and ``64``) on ``gravity_torch``: outputs
identical to AR, drafts identical to the oracle round by round, under KV-pool retraction, and
at the context end. (``gravity_triton`` at page size 16, interpreted, is in
``test_demo_checkpoint.py``.)"""

from __future__ import annotations

import pytest
import requests
from parity import (
    CASES,
    ORACLE_CASES,
    assert_kv_pool_empty,
    assert_retraction_keeps_parity,
    hf_inputs,
    run_all,
)

from sglang_gravity import settings
from sglang_gravity.decoding.reference import gravity_generate_reference
from sglang_gravity.launcher.client import generate
from sglang_gravity.launcher.server import running_servers
from sglang_gravity.serving.trace import RoundTracer
from sglang_gravity.testing.server_settings import FULL_WINDOW, OVERLAP_CHECKS

pytestmark = pytest.mark.server  # starts a server

CONTEXT_LENGTH = 320


@pytest.fixture(scope="module")
def paged(tiny_model_dir, tmp_path_factory):
    """Gravity with 16-token pages in a small pool that retracts, and with 64-token pages and a
    short context; each writes its rounds to a trace folder."""
    logs = tmp_path_factory.mktemp("paged_logs")
    traces = {name: tmp_path_factory.mktemp(f"trace_{name}") for name in ("p16", "p64")}
    configs = {
        "p16": {
            "model_path": tiny_model_dir,
            "gravity": True,
            "log_path": logs / "p16.log",
            "max_total_tokens": 1024,
            "extra_args": ("--page-size", "16", "--schedule-conservativeness", "0.1"),
            "env": {
                settings.TRACE_DIR.name: str(traces["p16"]),
                "SGLANG_TEST_RETRACT": "1",
                "SGLANG_TEST_RETRACT_INTERVAL": "10",
                **OVERLAP_CHECKS,  # page 16 under the overlap scheduler, page 64 without
            },
        },
        "p64": {
            "model_path": tiny_model_dir,
            "gravity": True,
            "log_path": logs / "p64.log",
            "extra_args": ("--page-size", "64", "--context-length", str(CONTEXT_LENGTH)),
            "env": {settings.TRACE_DIR.name: str(traces["p64"]), **FULL_WINDOW},
        },
    }
    with running_servers(configs) as handles:
        yield handles, traces


@pytest.fixture(scope="module")
def paged_mix(paged, ar_url):
    handles, _ = paged
    return {
        "ar": run_all(ar_url, CASES),
        "p64": run_all(handles["p64"].url, CASES, rid_prefix="p64"),
    }


def test_page_64_mix_is_token_identical_to_ar(paged_mix, paged):
    for case, ar, got in zip(CASES, paged_mix["ar"], paged_mix["p64"]):
        assert got.status_code == 200, (case, got.text[-300:])
        assert got.output_ids == ar.output_ids and got.finish_reason == ar.finish_reason, case
    assert_kv_pool_empty(paged[0]["p64"].url)


@pytest.mark.parametrize("case", ORACLE_CASES[:3], ids=lambda c: c.name)
def test_page_64_drafts_equal_the_oracle(case, hf, paged_mix, paged):
    # Acceptance gate: pages change where KV lives, so a wrong slot would show here first.
    model, processor, block = hf
    oracle = gravity_generate_reference(
        model,
        **hf_inputs(processor, case),
        mask_id=block["mask_id"],
        block_size=block["bd_size"],
        max_new_tokens=case.max_tokens,
        eos_token_ids=list(model.generation_config.eos_token_id),
    )
    served = paged_mix["p64"][CASES.index(case)].output_ids
    traced, overshoot = RoundTracer.read_served(paged[1]["p64"], f"p64-{case.name}", len(served))
    assert len(overshoot) <= 1  # the overlap scheduler's one-step lag
    assert [r["drafts"] for r in traced] == [r.drafts for r in oracle.rounds]
    assert [r["accepted"] for r in traced] == [r.accepted for r in oracle.rounds]


def test_page_64_request_that_fills_the_context(paged, ar_url):
    url = paged[0]["p64"].url
    text = "Invoice 7 total amount due"
    probe = requests.post(
        f"{url}/generate",
        json={"text": text, "sampling_params": {"max_new_tokens": 1, "temperature": 0}},
        timeout=120,
    ).json()
    room = CONTEXT_LENGTH - probe["meta_info"]["prompt_tokens"]
    got = generate(url, text, max_tokens=room, ignore_eos=True)
    expected = generate(ar_url, text, max_tokens=room, ignore_eos=True)
    assert got.status_code == 200, got.text[-300:]
    # SGLang caps max_new_tokens at its max request length (the context less a token or two,
    # for AR as well); the answer runs to that cap and equals AR's (longer-context) answer there.
    assert got.finish_reason == "length" and room - 2 <= len(got.output_ids) <= room
    assert got.output_ids == expected.output_ids[: len(got.output_ids)]
    assert_kv_pool_empty(url)


def test_page_16_retraction_stays_identical_to_ar(paged, ar_url):
    assert_retraction_keeps_parity(paged[0]["p16"], ar_url)
