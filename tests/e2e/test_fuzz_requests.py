"""Property-based fuzzing of chat request parameters against the shared gravity and AR servers.

The property, for any generated request: gravity never answers 5xx and answers with AR's status
(no parameter drawn here is one gravity refuses, so a gravity-only 4xx is a bug); when both
answer 200, the same token ids and finish reason when the request is greedy (sampled requests
draw unseeded noise: their parity is tested by seed and by distribution in
``test_sampling_parity.py``), and the same logprobs (to 1e-4) when it asked for them; a 4xx says
why. The server answers /health after every example, and at least ``MIN_SERVED`` of the 30
cases are served: a server that refused everything AR refuses and more would fail above, one
that refused everything would fail here.
"""

import pytest
import requests
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import chat, image_data_url

pytestmark = pytest.mark.server  # starts a server

TASKS = ("Text Recognition:", "Table Recognition:", "Formula Recognition:", "hello", "")


@st.composite
def messages(draw) -> list[dict]:
    text = draw(st.sampled_from(TASKS))
    content: list[dict] | str
    if draw(st.booleans()):
        width = draw(st.integers(1, 320))
        height = draw(st.integers(1, 320))
        image = make_test_image(width, height, seed=draw(st.integers(0, 50)))
        content = [{"type": "image_url", "image_url": {"url": image_data_url(image)}}]
        if text or draw(st.booleans()):
            content.append({"type": "text", "text": text})
    else:
        content = text if draw(st.booleans()) else [{"type": "text", "text": text}]
    turns = [{"role": "user", "content": content}]
    if draw(st.booleans()):
        turns.insert(0, {"role": "system", "content": draw(st.sampled_from(["", "Be exact."]))})
    return turns


def _optional(strategy):
    return st.one_of(st.none(), strategy)


# Each key is left out of the request when None is drawn, as a client that omits it would.
REQUEST_FIELDS = {
    "max_tokens": _optional(st.integers(0, 48)),
    "temperature": _optional(st.sampled_from([0, 0.0, 0.3, 1.0])),
    "top_p": _optional(st.sampled_from([1.0, 0.9])),
    "top_k": _optional(st.sampled_from([1, -1, 5])),
    "stop": _optional(
        st.one_of(
            st.text(alphabet="abcdefg <>/|0123456789", min_size=1, max_size=3),
            st.lists(st.text(alphabet="abc <>t", min_size=1, max_size=2), max_size=3),
        )
    ),
    "stop_token_ids": _optional(st.lists(st.integers(0, 1023), max_size=3)),
    "ignore_eos": _optional(st.booleans()),
    "skip_special_tokens": _optional(st.booleans()),
    "frequency_penalty": _optional(st.sampled_from([0.0, 0.5])),
    "presence_penalty": _optional(st.sampled_from([0.0, -0.5])),
    "repetition_penalty": _optional(st.sampled_from([1.0, 1.1, 1.6])),
    "min_tokens": _optional(st.sampled_from([0, 5, 30])),
    "min_p": _optional(st.sampled_from([0.0, 0.2])),
    "logit_bias": _optional(st.sampled_from([{"17": -100.0}, {"30": 4.0, "5": -2.5}])),
    "logprobs": _optional(st.booleans()),
    "top_logprobs": _optional(st.sampled_from([0, 2])),
    "seed": _optional(st.integers(0, 2**31 - 1)),
    "n": _optional(st.sampled_from([1, 2])),
    "response_format": _optional(
        st.sampled_from(
            [
                {"type": "json_object"},
                {
                    "type": "json_schema",
                    "json_schema": {
                        "name": "fuzz",
                        "schema": {
                            "type": "object",
                            "properties": {"a": {"type": "integer"}},
                            "required": ["a"],
                        },
                    },
                },
            ]
        )
    ),
    "regex": _optional(st.just("[a-z0-9 ]{1,20}")),
}


@st.composite
def request_params(draw) -> dict:
    params = {}
    for key, strategy in REQUEST_FIELDS.items():
        value = draw(strategy)
        if value is not None:
            params[key] = value
    if "response_format" in params or "regex" in params:
        # Structured output is fuzzed greedy: on this tiny vocabulary a grammar can reach a
        # state no token satisfies, and a sampled row of all -inf makes SGLang's AR sampler
        # fail its whole batch (torch.multinomial on NaN probabilities kills the scheduler);
        # gravity answers that request with a 500 (SGLang's grammar refuses the token it drew).
        params["temperature"] = 0
        # ignore_eos under a grammar that ends: AR emits one token more than gravity, found by
        # this test and kept as a strict xfail until fixed
        # (test_request_surface.py::test_ignore_eos_past_a_grammars_end_equals_ar).
        params.pop("ignore_eos", None)
    return params


# How many of the 30 fixed cases both engines answer 200 (derandomized: the same cases every run
# of the same test source and Hypothesis version, pinned in pyproject.toml; measured: 20 of 30,
# the rest errors both engines give alike). A floor below the measured count, so a change to the
# generator that shifts a case or two does not fail here, while one that stops producing
# servable requests, or a server that refuses a third of them more, does.
MIN_SERVED = 15
EXAMPLES = 30


def _check_one(gravity_url: str, ar_url: str, turns, params: dict, stream: bool) -> int:
    """One generated request against both engines; returns the status both answered."""
    max_tokens = params.pop("max_tokens", 24)  # the servers' default would run to the context
    if stream and params.get("n", 1) > 1:
        stream = False  # the streaming client helper reads one choice
    gravity = chat(gravity_url, turns, max_tokens=max_tokens, stream=stream, timeout=120, **params)
    ar = chat(ar_url, turns, max_tokens=max_tokens, timeout=120, **params)
    # A 5xx only where AR fails the same request the same way (an impossible request, e.g.
    # min_tokens past the end of a regex: SGLang's grammar refuses the token either engine draws).
    assert gravity.status_code < 500 or ar.status_code == gravity.status_code, (
        gravity.text[-500:],
        ar.status_code,
        ar.text[-300:],
    )
    # Every parameter here is one gravity serves (none of its refusals can be drawn on these
    # servers), so gravity answers exactly when AR does, with the same status.
    assert gravity.status_code == ar.status_code, (gravity.text[-300:], ar.text[-300:])
    if gravity.status_code != 200:
        assert gravity.text.strip(), "a 4xx must say why"
    else:
        greedy = params.get("temperature", 1.0) == 0 or params.get("top_k") == 1
        if greedy:
            assert gravity.output_ids == ar.output_ids
            if not (params.get("n", 1) > 1):
                assert gravity.finish_reason == ar.finish_reason
            assert len(gravity.logprobs) == len(ar.logprobs)
            for g, a in zip(gravity.logprobs, ar.logprobs):
                assert g["token"] == a["token"] and abs(g["logprob"] - a["logprob"]) < 1e-4
        elif params.get("n", 1) == 1 and gravity.finish_reason == "length":
            assert len(gravity.output_ids) == max_tokens
    assert requests.get(f"{gravity_url}/health", timeout=30).status_code == 200
    return gravity.status_code


def test_fuzzed_requests_are_exact_or_the_same_4xx_as_ar(gravity_url, ar_url):
    statuses: list[int] = []

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,  # the same 30 cases in every CI run; a failure is reproducible
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(turns=messages(), params=request_params(), stream=st.booleans())
    def property_holds(turns, params, stream):
        statuses.append(_check_one(gravity_url, ar_url, turns, params, stream))

    property_holds()
    served = statuses.count(200)
    print(f"\n{len(statuses)} fuzzed requests, {served} answered 200 by both engines")
    assert len(statuses) >= EXAMPLES
    assert served >= MIN_SERVED, f"only {served} of {len(statuses)} fuzzed requests were served"
