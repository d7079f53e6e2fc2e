"""Per-request refusals at each of their three places, without a server, on SGLang's own ``Req``.

A request gravity cannot decode exactly as AR would is refused in the HTTP process before its
response starts (the tokenizer hook: a ``ValueError`` SGLang turns into an HTTP 400), again at
admission in the scheduler (the backstop for a request that reached the scheduler another way:
an error SGLang sends back as a 400 while the batch runs on), and the worker fails loudly if one
reaches a batch anyway. The refusals a server can reach are also sent to the shared servers
(``test_bad_requests.py``); these check every refusal at every place, LoRA included (a LoRA
request reaches gravity's check only on a server with ``--enable-lora`` and a loaded adapter,
which SGLang's CPU engine does not run).
"""

from __future__ import annotations

import re
from array import array
from types import SimpleNamespace
from typing import Any

import pytest
from sglang.srt.managers.schedule_batch import Req
from sglang.srt.model_executor.forward_batch_info import ForwardMode
from sglang.srt.sampling.sampling_params import SamplingParams

from sglang_gravity.serving.plugin import (
    _refuse_before_streaming,
    _refuse_unservable_request,
    request_refusal,
)
from sglang_gravity.serving.worker import GravityWorker, unservable_reason

PROCESSOR = '{"callable": "x"}'
# case -> (Req keyword arguments, sampling parameters, deterministic server, message)
REFUSALS: dict[str, tuple[dict[str, Any], dict[str, Any], bool, str]] = {
    "custom-logit-processor": (
        {"custom_logit_processor": PROCESSOR},
        {},
        False,
        "gravity does not support custom logit processors yet",
    ),
    "return-hidden-states": (
        {"return_hidden_states": True},
        {},
        False,
        "gravity does not support return_hidden_states yet",
    ),
    "return-hidden-states-last": (
        {"return_hidden_states": "last"},
        {},
        False,
        "gravity does not support return_hidden_states yet",
    ),
    "lora": ({"lora_id": "adapter-1"}, {}, False, "gravity does not support LoRA adapters yet"),
    "min-p-deterministic": (
        {},
        {"min_p": 0.2, "temperature": 0.8},
        True,
        "min_p is not supported with --enable-deterministic-inference",
    ),
}
# Requests next to those limits that gravity serves.
SERVED: dict[str, tuple[dict[str, Any], dict[str, Any], bool]] = {
    "plain": ({}, {}, False),
    "plain-deterministic": ({}, {"temperature": 0.8}, True),
    "min-p-without-determinism": ({}, {"min_p": 0.2, "temperature": 0.8}, False),
    "min-p-greedy-deterministic": ({}, {"min_p": 0.2, "top_k": 1}, True),
    "min-p-zero-deterministic": ({}, {"min_p": 0.0, "temperature": 0.8}, True),
    "no-hidden-states": ({"return_hidden_states": False}, {}, False),
}


def _req(fields: dict[str, Any], sampling: dict[str, Any]) -> Req:
    params = SamplingParams(max_new_tokens=8, **sampling)
    return Req("rid", "", array("i", [1, 2, 3]), params, vocab_size=1000, **fields)


def _tokenized(fields: dict[str, Any], sampling: dict[str, Any]) -> SimpleNamespace:
    """A tokenized request as the tokenizer hook sees it: the raw return_hidden_states value."""
    return SimpleNamespace(
        sampling_params=SamplingParams(max_new_tokens=8, **sampling),
        custom_logit_processor=fields.get("custom_logit_processor"),
        return_hidden_states=fields.get("return_hidden_states", False),
        lora_id=fields.get("lora_id"),
    )


def _server_args(algorithm: str | None, deterministic: bool) -> SimpleNamespace:
    return SimpleNamespace(
        speculative_algorithm=algorithm, enable_deterministic_inference=deterministic
    )


def _scheduler(algorithm: str, deterministic: bool) -> SimpleNamespace:
    return SimpleNamespace(
        spec_algorithm=SimpleNamespace(name=algorithm),
        server_args=_server_args(algorithm, deterministic),
    )


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_the_tokenizer_refuses_before_the_response_starts(case):
    fields, sampling, deterministic, message = REFUSALS[case]
    manager = SimpleNamespace(server_args=_server_args("gravity", deterministic))
    with pytest.raises(ValueError, match=re.escape(message)):
        _refuse_before_streaming(_tokenized(fields, sampling), manager)
    # Plain AR (and any other algorithm) serves it.
    other = SimpleNamespace(server_args=_server_args(None, deterministic))
    request = _tokenized(fields, sampling)
    assert _refuse_before_streaming(request, other) is request


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_the_scheduler_backstop_refuses_at_admission(case):
    fields, sampling, deterministic, message = REFUSALS[case]
    req = _req(fields, sampling)
    assert request_refusal(req, deterministic=deterministic) == request_refusal(
        _tokenized(fields, sampling), deterministic=deterministic
    )
    refusal = _refuse_unservable_request(None, _scheduler("GRAVITY", deterministic), req)
    assert refusal is not None and message in refusal
    # An earlier refusal by SGLang is kept; other algorithms are not gravity's business.
    assert _refuse_unservable_request("too long", _scheduler("GRAVITY", deterministic), req) == (
        "too long"
    )
    assert _refuse_unservable_request(None, _scheduler("EAGLE", deterministic), req) is None


@pytest.mark.parametrize("case", sorted(SERVED))
def test_requests_next_to_the_limits_are_served(case):
    fields, sampling, deterministic = SERVED[case]
    assert request_refusal(_req(fields, sampling), deterministic=deterministic) is None
    assert (
        _refuse_unservable_request(
            None, _scheduler("GRAVITY", deterministic), _req(fields, sampling)
        )
        is None
    )
    manager = SimpleNamespace(server_args=_server_args("gravity", deterministic))
    request = _tokenized(fields, sampling)
    assert _refuse_before_streaming(request, manager) is request


def test_a_custom_logit_processor_in_a_batch_fails_the_worker_loudly():
    """The last line: such a batch must never be decoded (its answer would not be AR's)."""
    worker = object.__new__(GravityWorker)  # the check runs before any collaborator is used
    batch = SimpleNamespace(
        sampling_info=SimpleNamespace(has_custom_logit_processor=True),
        forward_mode=ForwardMode.DECODE,
    )
    assert unservable_reason(batch) == "custom logit processors"
    with pytest.raises(RuntimeError, match="gravity cannot serve custom logit processors; it"):
        worker.forward_batch_generation(batch)
    batch.sampling_info = None  # a batch without sampling info (prefill of embeddings) passes
    assert unservable_reason(batch) is None
    batch.sampling_info = SimpleNamespace(has_custom_logit_processor=False)
    assert unservable_reason(batch) is None
