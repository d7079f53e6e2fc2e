"""A broken kernel planted in a real server: the start-up self-test catches it and the server
serves exactly on the path that passed, or refuses to start when told to.

The GPU backend (``gravity_triton``) runs on CPU under Triton's interpreter, on the demo
checkpoint, with two miscompiles planted in every server process
(``sglang_gravity.testing.planted_kernels``): a window kernel that applies each pass the other
pass's mask and an acceptance kernel that accepts one draft too many, each of which alone makes
the answers stop being AR's with no error. The control server shows the plants really corrupt the
output when the self-test is off.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import requests
import torch
from parity import hf_greedy_ids

from sglang_gravity import settings
from sglang_gravity.config import load_block_diffusion
from sglang_gravity.decoding.reference import gravity_generate_reference
from sglang_gravity.launcher.client import chat, chat_messages, tokens_per_forward
from sglang_gravity.launcher.server import ServerStartError, launch_server
from sglang_gravity.serving.self_test import (
    ACCEPTANCE_FALLBACK,
    WINDOW_FALLBACK,
)
from sglang_gravity.serving.trace import RoundTracer
from sglang_gravity.testing.planted_kernels import PLANT_ENV, SITECUSTOMIZE
from sglang_gravity.testing.server_settings import DEMO_MODEL, FULL_WINDOW
from sglang_gravity.training.data import TASKS, chat_inputs, held_out_samples

pytestmark = pytest.mark.server  # starts a server

MAX_TOKENS = 48
TRITON_ARGS = ["--attention-backend", "gravity_triton"]


@pytest.fixture(scope="module")
def samples():
    return [s for task in TASKS for s in held_out_samples(1, task)]


@pytest.fixture(scope="module")
def hf_greedy(hf_model, samples) -> list[list[int]]:
    """Stock ``generate(do_sample=False)`` token ids per sample: what AR answers."""
    return hf_greedy_ids(hf_model, samples, MAX_TOKENS)


@pytest.fixture(scope="module")
def oracle_rounds(hf_model, samples) -> list[list[tuple[list[int], int]]]:
    """Each sample's rounds as the pure-PyTorch oracle runs them: (drafts, accepted). The demo
    model's answers hardly move when a pass runs with the wrong mask (its predictions are
    peaked: measured, a window kernel with the masks swapped kept all three answers), its
    drafts do: this is the gate that sees a wrong mask."""
    model, processor = hf_model
    block = load_block_diffusion(DEMO_MODEL)
    eos = list(model.generation_config.eos_token_id)
    rounds = []
    for sample in samples:
        with torch.no_grad():
            oracle = gravity_generate_reference(
                model,
                **chat_inputs(processor, sample),
                mask_id=block.mask_id,
                block_size=block.bd_size,
                max_new_tokens=MAX_TOKENS,
                eos_token_ids=eos,
            )
        rounds.append([(list(r.drafts), r.accepted) for r in oracle.rounds])
    return rounds


def planted_env(tmp_path: Path, kernels: str, **extra: str) -> dict[str, str]:
    """A server environment whose processes plant ``kernels`` at start-up (sitecustomize)."""
    site = tmp_path / "plant"
    site.mkdir(exist_ok=True)
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    path = os.pathsep.join(p for p in (str(site), os.environ.get("PYTHONPATH")) if p)
    return {"PYTHONPATH": path, PLANT_ENV: kernels, "TRITON_INTERPRET": "1", **FULL_WINDOW, **extra}


def ask_all(url: str, samples) -> list:
    return [
        chat(url, chat_messages(s.prompt, s.image), max_tokens=MAX_TOKENS, rid=f"plant-{i}")
        for i, s in enumerate(samples)
    ]


def test_planted_kernels_are_caught_and_the_server_serves_exactly_on_the_fallbacks(
    tmp_path: Path, samples, hf_greedy, oracle_rounds
) -> None:
    trace = tmp_path / "trace"
    env = planted_env(
        tmp_path,
        "window_attention,acceptance",
        **{settings.CPU_OVERLAP.name: "1", settings.TRACE_DIR.name: str(trace)},
    )
    log = tmp_path / "fallback.log"
    with launch_server(
        DEMO_MODEL, gravity=True, log_path=log, extra_args=TRITON_ARGS, env=env
    ) as server:
        entry = requests.get(f"{server.url}/server_info", timeout=60).json()
        gravity = entry["internal_states"][0]["gravity"]
        served = ask_all(server.url, samples)
    test = gravity["self_test"]
    assert test["fallbacks"] == [WINDOW_FALLBACK, ACCEPTANCE_FALLBACK]
    window = load_block_diffusion(DEMO_MODEL).bd_size + 1  # K, as the checkpoint declares it
    assert any(
        line.startswith(f"window_attention[W={window} prefixes=[37, 0] draft] FAILED")
        for line in test["failed"]
    )
    assert any(line.startswith(f"acceptance[bs=3 W={window}] FAILED") for line in test["failed"])
    assert gravity["acceptance"] == "accept_and_pack" and gravity["overlap_scheduler"] is True
    text = log.read_text(errors="replace")
    assert "gravity self-test: FAILED" in text and "fallbacks: window attention" in text
    # Exact on the fallbacks, and every round drafted and accepted as the oracle does: the
    # fallback's passes ran with their own masks (SGLang's kernel, the mask built from the
    # device's lengths under overlap).
    for i, (sample, got, expected) in enumerate(zip(samples, served, hf_greedy)):
        assert got.status_code == 200, got.text[-300:]
        assert got.output_ids == expected, sample.task
        rounds, overshoot = RoundTracer.read_served(trace, f"plant-{i}", len(got.output_ids))
        assert len(overshoot) <= 1  # the overlap scheduler's one-step lag
        assert [(r["drafts"], r["accepted"]) for r in rounds] == oracle_rounds[i], sample.task
    tpf = tokens_per_forward(got.spec for got in served)
    assert tpf > 1.5, tpf


def test_with_the_self_test_off_the_planted_kernels_corrupt_the_output(
    tmp_path: Path, samples, hf_greedy
) -> None:
    """The control: the plants are real miscompiles, which only the self-test stands between."""
    env = planted_env(tmp_path, "window_attention,acceptance", **{settings.SELF_TEST.name: "off"})
    log = tmp_path / "control.log"
    with launch_server(
        DEMO_MODEL, gravity=True, log_path=log, extra_args=TRITON_ARGS, env=env
    ) as server:
        served = ask_all(server.url, samples)
    assert "gravity self-test: off" in log.read_text(errors="replace")
    assert [got.output_ids for got in served] != hf_greedy


def test_fatal_mode_refuses_to_start_naming_the_failed_check(tmp_path: Path) -> None:
    env = planted_env(tmp_path, "acceptance", **{settings.SELF_TEST.name: "fatal"})
    log = tmp_path / "fatal.log"
    with pytest.raises(ServerStartError):
        launch_server(
            DEMO_MODEL, gravity=True, log_path=log, extra_args=TRITON_ARGS, env=env, timeout_s=900
        )
    text = log.read_text(errors="replace")
    window = load_block_diffusion(DEMO_MODEL).bd_size + 1
    assert "gravity self-test failed" in text and f"acceptance[bs=3 W={window}] FAILED" in text
    assert "SGLANG_GRAVITY_SELF_TEST=fallback serves on the paths that passed" in text
