"""The committed demo checkpoint: stock transformers loads it, and gravity serves it with real
acceptance and the same tokens as greedy decoding."""

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import torch

from sglang_gravity.config import load_block_diffusion
from sglang_gravity.testing.client import chat, chat_messages
from sglang_gravity.testing.server import launch_server
from sglang_gravity.training.data import TASKS, chat_inputs, held_out_samples
from sglang_gravity.training.evaluate import edit_distance

DEMO = Path(__file__).resolve().parent.parent / "models" / "gravity-demo"
PER_TASK = 3
MAX_TOKENS = 96


@pytest.fixture(scope="module")
def hf_model():
    from transformers import AutoModelForImageTextToText, AutoProcessor

    torch.set_num_threads(1)  # the servers of this session share the two cores
    processor = AutoProcessor.from_pretrained(DEMO)
    model = AutoModelForImageTextToText.from_pretrained(DEMO, dtype=torch.float32).eval()
    return model, processor


@pytest.fixture(scope="module")
def samples():
    return [s for task in TASKS for s in held_out_samples(PER_TASK, task)]


@pytest.fixture(scope="module")
def hf_greedy(hf_model, samples):
    """Stock ``generate(do_sample=False)`` ids and text for each held-out sample."""
    model, processor = hf_model
    outputs = []
    for sample in samples:
        inputs = chat_inputs(processor, sample)
        with torch.no_grad():
            ids = model.generate(**inputs, max_new_tokens=MAX_TOKENS, do_sample=False)
        new = ids[0, inputs["input_ids"].shape[1] :].tolist()
        outputs.append(new)
    return outputs


def test_checkpoint_is_small_and_complete():
    total = sum(f.stat().st_size for f in DEMO.iterdir() if f.is_file())
    assert total <= 30 * 2**20, f"{total / 2**20:.1f} MB"
    spec = load_block_diffusion(DEMO)  # raises CheckpointError naming the file and field
    config = json.loads((DEMO / "config.json").read_text())
    assert spec.bd_size == 8
    vocab = config.get("text_config", config).get("vocab_size")
    assert 0 <= spec.mask_id < vocab
    log = json.loads((DEMO / "training_log.json").read_text())
    assert log["config"]["preset"] == "demo" and log["eval"], "trained by the demo preset"


def test_stock_transformers_reads_the_pages(hf_model, samples, hf_greedy):
    _, processor = hf_model
    errors = chars = 0
    for sample, ids in zip(samples, hf_greedy):
        text = processor.tokenizer.decode(ids, skip_special_tokens=True).strip()
        errors += edit_distance(text, sample.target)
        chars += len(sample.target)
    assert errors / chars < 0.10, f"character error rate {errors / chars:.3f}"


@pytest.fixture(scope="module")
def demo_server(tmp_path_factory):
    log = tmp_path_factory.mktemp("demo_logs") / "gravity_demo.log"
    handle = launch_server(DEMO, gravity=True, log_path=log)
    yield handle
    handle.stop()


def test_gravity_serves_it_with_real_acceptance_and_greedy_tokens(demo_server, samples, hf_greedy):
    def ask(sample):
        return chat(
            demo_server.url, chat_messages(sample.prompt, sample.image), max_tokens=MAX_TOKENS
        )

    with ThreadPoolExecutor(4) as pool:
        served = list(pool.map(ask, samples))
    committed = rounds = 0
    for sample, got, expected in zip(samples, served, hf_greedy):
        assert got.status_code == 200, got.text[-300:]
        assert got.output_ids == expected, sample.task
        committed += got.spec["spec_accept_length"] * got.spec["spec_verify_ct"]
        rounds += got.spec["spec_verify_ct"]
    tokens_per_forward = committed / (2 * rounds)  # two forwards (draft, verify) per round
    assert tokens_per_forward > 1.5, tokens_per_forward
