"""Bad input gets a 4xx that names the problem, and the gravity server keeps serving."""

import base64
import io

import pytest
import requests
from parity import CUSTOM_LOGIT_PROCESSOR
from PIL import Image

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import chat, chat_messages, image_data_url


def _png_data_url(width: int, height: int) -> str:
    buffer = io.BytesIO()
    Image.new("L", (width, height), 255).save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def _post(url, content, **extra):
    body = {
        "model": "default",
        "temperature": 0,
        "max_tokens": 5,
        "messages": [{"role": "user", "content": content}],
        **extra,
    }
    return requests.post(f"{url}/v1/chat/completions", json=body, timeout=180)


def _image_content(media_url):
    return [
        {"type": "image_url", "image_url": {"url": media_url}},
        {"type": "text", "text": "Text Recognition:"},
    ]


# Built when the case runs, not at collection: the 20000 x 20000 image is 400 MB of pixels,
# which every collection (the fast tier's too) would otherwise pay for.
@pytest.mark.server
@pytest.mark.parametrize(
    ("make_url", "message"),
    [
        (lambda: "data:image/png;base64,!!!not-base64", "loading IMAGE data"),
        (
            lambda: "data:image/png;base64," + base64.b64encode(b"no image here").decode(),
            "loading IMAGE",
        ),
        (lambda: "data:image/png;base64,", "loading IMAGE data"),
        (lambda: _png_data_url(20000, 20000), "image too large"),
    ],
    ids=["bad-base64", "not-an-image", "zero-bytes", "decompression-bomb"],
)
def test_corrupt_images_are_400(gravity_url, make_url, message):
    response = _post(gravity_url, _image_content(make_url()))
    assert response.status_code == 400, response.text[-500:]
    assert message in response.text
    served = chat(
        gravity_url, chat_messages("Text Recognition:", make_test_image(56, 56)), max_tokens=6
    )
    assert served.status_code == 200 and len(served.output_ids) == 6


@pytest.mark.server
def test_empty_messages_are_400(gravity_url):
    body = {"model": "default", "temperature": 0, "messages": []}
    assert (
        requests.post(f"{gravity_url}/v1/chat/completions", json=body, timeout=60).status_code
        == 400
    )


@pytest.mark.server
def test_max_tokens_past_the_context_is_400(gravity_url):
    response = _post(gravity_url, "hello", max_tokens=10**9)
    assert response.status_code == 400 and "context length" in response.text


@pytest.mark.server
def test_tiny_image_and_small_max_tokens_match_ar(gravity_url, ar_url):
    for messages, max_tokens in [
        (chat_messages("Text Recognition:", Image.new("RGB", (1, 1))), 9),
        (chat_messages("hello"), 0),
        (chat_messages("hello"), 1),
        (chat_messages("Table Recognition:", make_test_image(300, 200, 2)), 2),
    ]:
        gravity = chat(gravity_url, messages, max_tokens=max_tokens)
        ar = chat(ar_url, messages, max_tokens=max_tokens)
        assert gravity.status_code == ar.status_code == 200, (gravity.text, ar.text)
        assert gravity.output_ids == ar.output_ids and len(ar.output_ids) == max_tokens


def test_image_data_url_helper_round_trips():
    # The client helper the tests rely on produces what SGLang decodes.
    url = image_data_url(make_test_image(28, 28))
    raw = base64.b64decode(url.split(",", 1)[1])
    assert Image.open(io.BytesIO(raw)).size == (28, 28)


# What gravity refuses per request on the shared tiny servers (both run with
# --enable-custom-logit-processor and --return-hidden-states-mode full, so AR serves all of these
# and the refusal is gravity's): the request body, the message, which must name the parameter.
GRAVITY_ONLY_REFUSALS = {
    # With its parameters: without them SGLang's processor fails AR's whole batch.
    "custom-logit-processor": (
        {"custom_logit_processor": CUSTOM_LOGIT_PROCESSOR, "custom_params": {"token_ids": [17]}},
        "gravity does not support custom logit processors",
    ),
    "return-hidden-states": (
        {"return_hidden_states": True},
        "gravity does not support return_hidden_states",
    ),
    "return-hidden-states-last": (
        {"return_hidden_states": "last"},
        "gravity does not support return_hidden_states",
    ),
}


def _assert_still_serves_like_ar(gravity_url: str, ar_url: str, tokens: int = 12) -> None:
    """The next request after a refusal: served, in full, with AR's tokens."""
    messages = chat_messages("Table Recognition:", make_test_image(84, 56, seed=31))
    served = chat(gravity_url, messages, max_tokens=tokens)
    expected = chat(ar_url, messages, max_tokens=tokens)
    assert served.status_code == 200, served.text[-300:]
    assert served.output_ids == expected.output_ids and len(served.output_ids) == tokens


@pytest.mark.server
@pytest.mark.parametrize("case", sorted(GRAVITY_ONLY_REFUSALS))
def test_gravity_refuses_what_it_cannot_serve_and_serves_the_next(gravity_url, ar_url, case):
    extra, message = GRAVITY_ONLY_REFUSALS[case]
    refused = _post(gravity_url, "hello", **extra)
    assert refused.status_code == 400, refused.text[-500:]
    assert message in refused.json()["message"]
    served_by_ar = _post(ar_url, "hello", **extra)
    assert served_by_ar.status_code == 200, served_by_ar.text[-500:]
    _assert_still_serves_like_ar(gravity_url, ar_url)


@pytest.mark.server
def test_lora_request_is_refused_naming_the_adapter(gravity_url, ar_url):
    """No LoRA on these servers: SGLang refuses the adapter before gravity's own LoRA refusal
    (which needs --enable-lora and a loaded adapter: ``test_request_refusals.py``)."""
    refused = _post(gravity_url, "hello", lora_path="adapter-x")
    assert refused.status_code == 400, refused.text[-500:]
    assert "LoRA adapter 'adapter-x'" in refused.json()["message"]
    _assert_still_serves_like_ar(gravity_url, ar_url)


@pytest.mark.server
def test_min_p_under_deterministic_inference_is_refused_and_the_next_served(demo_servers):
    """The demo servers run --enable-deterministic-inference, whose seeded sampler has no min_p
    (AR's would fail the batch): gravity answers 400 naming min_p; greedy min_p is served."""
    url = demo_servers["gravity"].url
    refused = _post(url, "hello", min_p=0.2, temperature=0.8, seed=3)
    assert refused.status_code == 400, refused.text[-500:]
    assert "min_p is not supported with --enable-deterministic-inference" in refused.text
    messages = chat_messages("Text Recognition:", make_test_image(112, 56, seed=32))
    greedy = chat(url, messages, max_tokens=10, min_p=0.2, top_k=1)
    expected = chat(demo_servers["ar"].url, messages, max_tokens=10, min_p=0.2, top_k=1)
    assert greedy.status_code == expected.status_code == 200, (greedy.text, expected.text)
    assert greedy.output_ids and greedy.output_ids == expected.output_ids
    assert greedy.finish_reason == expected.finish_reason


@pytest.mark.server
@pytest.mark.parametrize("case", sorted(GRAVITY_ONLY_REFUSALS))
def test_streaming_refusal_is_a_real_http_400(gravity_url, case):
    extra, message = GRAVITY_ONLY_REFUSALS[case]
    # Refused before the response starts, not as an error event inside a 200 stream.
    body = {
        "model": "default",
        "messages": [{"role": "user", "content": "hello"}],
        "max_tokens": 5,
        "stream": True,
        "temperature": 0,
        **extra,
    }
    response = requests.post(f"{gravity_url}/v1/chat/completions", json=body, timeout=60)
    assert response.status_code == 400, response.text[-300:]
    assert message in response.json()["message"]
