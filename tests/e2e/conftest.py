"""Fixtures of the end-to-end tests: AR and gravity on the trained demo checkpoint, and the HF
model of the tiny checkpoint (the oracle's and ``generate``'s side of the round-by-round checks)."""

from __future__ import annotations

import json

import pytest
import torch

from sglang_gravity.launcher.server import ServerHandle, running_servers
from sglang_gravity.testing.server_settings import (
    AR_REFERENCE_ARGS,
    DEMO_ARGS,
    DEMO_MODEL,
    FULL_WINDOW,
    OVERLAP_CHECKS,
)


@pytest.fixture(scope="session")
def demo_servers(tmp_path_factory) -> dict[str, ServerHandle]:
    """AR and gravity on the trained demo checkpoint, with per-request seeded sampling.

    Shared by the seeded-sampling and GLM-OCR SDK tests: the demo checkpoint drafts for real,
    so acceptance (tokens per forward) means something there, unlike on the random tiny model.
    ``--allow-auto-truncate`` and the larger pool are for the SDK's ``max_tokens`` 8192 and 32
    requests in flight (see ``test_glmocr_sdk.sdk_servers``).
    """
    logs = tmp_path_factory.mktemp("demo_server_logs")
    configs = {
        "ar": {
            "model_path": DEMO_MODEL,
            "gravity": False,
            "log_path": logs / "ar.log",
            "extra_args": (*AR_REFERENCE_ARGS, *DEMO_ARGS, "--attention-backend", "intel_amx"),
            "max_total_tokens": 32768,
        },
        "gravity": {
            "model_path": DEMO_MODEL,
            "gravity": True,
            "log_path": logs / "gravity.log",
            "extra_args": (*DEMO_ARGS, "--attention-backend", "gravity_torch"),
            "max_total_tokens": 32768,
            # Penalties, seeded sampling, logprobs, grammar and the SDK under the overlap loop.
            "env": {**OVERLAP_CHECKS, **FULL_WINDOW},
        },
    }
    with running_servers(configs) as handles:
        yield handles


@pytest.fixture(scope="module")
def hf(tiny_model_dir):
    from transformers import AutoModelForImageTextToText, AutoProcessor

    torch.set_num_threads(1)
    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    model = AutoModelForImageTextToText.from_pretrained(tiny_model_dir, dtype=torch.float32).eval()
    block = json.loads((tiny_model_dir / "block_diffusion.json").read_text())
    return model, processor, block


@pytest.fixture(scope="session")
def hf_model():
    """The trained demo checkpoint in stock transformers (fp32): what AR's answers are checked
    against where the demo servers run."""
    from transformers import AutoModelForImageTextToText, AutoProcessor

    torch.set_num_threads(1)  # the servers of this session share the two cores
    processor = AutoProcessor.from_pretrained(DEMO_MODEL)
    model = AutoModelForImageTextToText.from_pretrained(DEMO_MODEL, dtype=torch.float32).eval()
    return model, processor
