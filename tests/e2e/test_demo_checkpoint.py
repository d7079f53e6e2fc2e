"""The committed demo checkpoint: stock transformers loads it and reads the held-out pages, and
gravity serves it with the same tokens as greedy decoding and exactly the oracle's acceptance.

Acceptance is held twice: every request runs the rounds the pure-PyTorch oracle runs (so its
tokens per forward are the oracle's), and that is within 20% of what was measured when the
checkpoint was committed, so a collapse that hits the oracle too (a wrong mask id in
``block_diffusion.json``, a checkpoint that lost its drafting) fails as well.
"""

import json
from concurrent.futures import ThreadPoolExecutor

import pytest
import torch
from parity import hf_greedy_ids

from sglang_gravity import settings
from sglang_gravity.config import load_block_diffusion
from sglang_gravity.decoding.forwards import DecodeCounts, total
from sglang_gravity.decoding.reference import gravity_generate_reference
from sglang_gravity.launcher.client import chat, chat_messages, tokens_per_forward
from sglang_gravity.launcher.server import launch_server
from sglang_gravity.serving.trace import RoundTracer
from sglang_gravity.testing.server_settings import DEMO_MODEL, FULL_WINDOW
from sglang_gravity.training.data import TASKS, chat_inputs, held_out_samples
from sglang_gravity.training.scoring import edit_distance

PER_TASK = 3
MAX_TOKENS = 96
# Measured on these 9 held-out pages (3 per task, 96 tokens) with the bd_size-32 demo
# (2026-12-06): stock transformers' wrong characters against the target cut where the answer is
# (106 of 1,386: a character error rate of 7.6%), and the oracle's tokens per forward (2.446 and
# 2.476 in two runs, by decoding.forwards' definition,
# the prefill's token left out; every served round equals the oracle's, so the servers' too).
# Bounds: at most twice the wrong characters (one flipped near-tie on other hardware must not
# fail it; a checkpoint that lost its reading fails by hundreds), and the TPF within 20%.
MEASURED_WRONG_CHARS = 106
MEASURED_TPF = 2.46
TOLERANCE = 0.20


@pytest.fixture(scope="module")
def samples():
    return [s for task in TASKS for s in held_out_samples(PER_TASK, task)]


@pytest.fixture(scope="module")
def hf_greedy(hf_model, samples):
    """Stock ``generate(do_sample=False)`` token ids for each held-out sample."""
    return hf_greedy_ids(hf_model, samples, MAX_TOKENS)


def test_checkpoint_is_small_and_complete():
    total = sum(f.stat().st_size for f in DEMO_MODEL.iterdir() if f.is_file())
    assert total <= 30 * 2**20, f"{total / 2**20:.1f} MB"
    spec = load_block_diffusion(DEMO_MODEL)  # raises CheckpointError naming the file and field
    config = json.loads((DEMO_MODEL / "config.json").read_text())
    vocab = config.get("text_config", config).get("vocab_size")
    assert 0 <= spec.mask_id < vocab
    log = json.loads((DEMO_MODEL / "training_log.json").read_text())
    assert log["config"]["preset"] == "demo" and log["eval"], "trained by the demo preset"
    # the product's block: 32 drafts a round, as the checkpoint declares and was trained with
    assert spec.bd_size == log["config"]["bd_size"] == log["block_diffusion"]["bd_size"] == 32


def test_stock_transformers_reads_the_pages(hf_model, samples, hf_greedy):
    _, processor = hf_model
    tokenizer = processor.tokenizer
    errors = chars = 0
    for sample, ids in zip(samples, hf_greedy):
        text = tokenizer.decode(ids, skip_special_tokens=True).strip()
        # the answer is cut at MAX_TOKENS: read it against as much of the target
        target_ids = tokenizer(sample.target, add_special_tokens=False)["input_ids"]
        expected = tokenizer.decode(target_ids[:MAX_TOKENS], skip_special_tokens=True).strip()
        errors += edit_distance(text, expected)
        chars += len(expected)
    print(f"\n{errors} wrong characters in {chars} (measured {MEASURED_WRONG_CHARS})")
    assert errors <= 2 * MEASURED_WRONG_CHARS, f"character error rate {errors / chars:.4f}"


@pytest.fixture(scope="module")
def oracle(hf_model, samples):
    """The pure-PyTorch oracle's rounds for every sample (what every server must run)."""
    model, processor = hf_model
    block = load_block_diffusion(DEMO_MODEL)
    eos = list(model.generation_config.eos_token_id)
    results = []
    for sample in samples:
        with torch.no_grad():
            results.append(
                gravity_generate_reference(
                    model,
                    **chat_inputs(processor, sample),
                    mask_id=block.mask_id,
                    block_size=block.bd_size,
                    max_new_tokens=MAX_TOKENS,
                    eos_token_ids=eos,
                )
            )
    return results


def _oracle_tpf(oracle) -> float:
    # decoding.forwards: committed tokens (the prefill's first one left out) per forward pass.
    counts = total(DecodeCounts(len(r.output_ids) - 1, len(r.rounds), 0) for r in oracle)
    return counts.tokens_per_forward


def test_the_oracle_keeps_the_measured_acceptance(oracle, hf_greedy):
    assert [r.output_ids for r in oracle] == hf_greedy
    tpf = _oracle_tpf(oracle)
    print(f"\noracle tokens per forward {tpf:.3f} (measured {MEASURED_TPF})")
    assert abs(tpf - MEASURED_TPF) <= TOLERANCE * MEASURED_TPF, tpf


@pytest.mark.server
def test_gravity_serves_it_with_the_oracles_rounds_and_greedy_tokens(
    demo_servers, samples, hf_greedy, oracle
):
    """On the shared demo gravity server (``conftest.demo_servers``: gravity_torch, the full
    window every step, the overlap scheduler): HF greedy's tokens, and per request exactly the
    oracle's number of rounds, hence its tokens per forward."""
    url = demo_servers["gravity"].url

    def ask(sample):
        return chat(url, chat_messages(sample.prompt, sample.image), max_tokens=MAX_TOKENS)

    with ThreadPoolExecutor(4) as pool:
        served = list(pool.map(ask, samples))
    for sample, got, expected, reference in zip(samples, served, hf_greedy, oracle):
        assert got.status_code == 200, got.text[-300:]
        assert got.output_ids == expected, sample.task
        assert got.spec.get("spec_verify_ct") == len(reference.rounds), (sample.task, got.spec)
    tpf = tokens_per_forward(got.spec for got in served)
    assert tpf == pytest.approx(_oracle_tpf(oracle), rel=1e-9), tpf
    assert abs(tpf - MEASURED_TPF) <= TOLERANCE * MEASURED_TPF, tpf


# --- the GPU backend, end to end on CPU under Triton's interpreter ------------------------------


@pytest.fixture(scope="module")
def interpreted_triton_server(tmp_path_factory):
    """gravity_triton (window kernel, fused acceptance kernel, SGLang glue) on CPU, interpreted,
    with 16-token KV pages (the window kernel reads slots token by token from req_to_token, so
    any page size serves; page size 1 runs on gravity_torch everywhere else in the suite)."""
    logs = tmp_path_factory.mktemp("triton_logs")
    trace_dir = tmp_path_factory.mktemp("triton_trace")
    handle = launch_server(
        DEMO_MODEL,
        gravity=True,
        log_path=logs / "gravity_triton.log",
        extra_args=["--attention-backend", "gravity_triton", "--page-size", "16"],
        env={"TRITON_INTERPRET": "1", settings.TRACE_DIR.name: str(trace_dir), **FULL_WINDOW},
    )
    yield handle, trace_dir
    handle.stop()


@pytest.mark.server
def test_interpreted_triton_backend_matches_greedy_and_the_oracle_round_by_round(
    interpreted_triton_server, samples, hf_greedy, oracle
):
    """Gate (a): the same ids as HF greedy. Gate (b): every round's drafts and accepted length
    equal the pure-PyTorch oracle's, so the kernel's draft mask and the acceptance kernel are
    right, not merely harmless (a wrong draft mask keeps (a) and collapses acceptance)."""
    server, trace_dir = interpreted_triton_server

    def ask(indexed):
        i, sample = indexed
        messages = chat_messages(sample.prompt, sample.image)
        return chat(server.url, messages, max_tokens=MAX_TOKENS, rid=f"triton-{i}")

    # Concurrent: ragged prefixes share rounds, so batched launches are exercised too.
    with ThreadPoolExecutor(len(samples)) as pool:
        served = list(pool.map(ask, enumerate(samples)))

    committed = rounds = 0
    for i, (sample, got, expected, reference) in enumerate(zip(samples, served, hf_greedy, oracle)):
        assert got.status_code == 200, got.text[-300:]
        assert got.output_ids == expected, sample.task
        traced, overshoot = RoundTracer.read_served(trace_dir, f"triton-{i}", len(got.output_ids))
        assert len(overshoot) <= 1  # the overlap scheduler's one-step lag
        assert [r["drafts"] for r in traced] == [r.drafts for r in reference.rounds], sample.task
        assert [r["accepted"] for r in traced] == [r.accepted for r in reference.rounds]
        committed += sum(len(r["committed"]) for r in traced)
        rounds += len(traced)
    tpf = DecodeCounts(committed, rounds, 0).tokens_per_forward  # every round the server ran
    assert abs(tpf - MEASURED_TPF) <= TOLERANCE * MEASURED_TPF, tpf
    log = server.log_path.read_text(errors="replace")
    assert "attention_backend': 'gravity_triton'" in log
    assert "acceptance accept_and_pack_triton" in log
    checked = (
        "window passes on GravityTritonAttnBackend (window mode checked after each pass: True)"
    )
    assert checked in log
