"""Exactness of every width on servers whose widths change in the middle of every request (the
per-step width control of ``width/control.py`` served end to end)."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from parity import CASES, run_all

from sglang_gravity import settings
from sglang_gravity.launcher.server import running_servers
from sglang_gravity.testing.server_settings import OVERLAP_CHECKS

pytestmark = pytest.mark.server  # starts a server

WIDTH_SERVERS = {
    # Widths 1, 5, 9, 2, 1, 3 in turn, one per decode step: every request changes width (AR
    # steps included) many times, under the overlap scheduler (a step of one width is launched
    # before the result of a step of another width is processed).
    "cycle": (
        {settings.WIDTH_CYCLE.name: "1,5,9,2,1,3", **OVERLAP_CHECKS},
        ["width cycling (1, 5, 9, 2, 1, 3)"],
    ),
    # The CPU default: the width adapts to measured step times (logged every 50 steps).
    "auto": (
        {"SGLANG_GRAVITY_WIDTH_LOG_EVERY": "50"},
        [
            "adaptive over (1, 5, 9) (measured step times; prior pass counts)",
            "gravity widths over the last 50 steps",
            "measured step seconds {'bs",
        ],
    ),
}


@pytest.fixture(scope="module")
def width_servers(tiny_model_dir, tmp_path_factory):
    logs = tmp_path_factory.mktemp("width_logs")
    configs = {
        name: {"model_path": tiny_model_dir, "gravity": True, "log_path": logs / f"{name}.log"}
        | {"env": env}
        for name, (env, _) in WIDTH_SERVERS.items()
    }
    with running_servers(configs) as handles:
        yield handles


@pytest.fixture(scope="module")
def cycling_server(width_servers):
    return width_servers["cycle"]


@pytest.mark.parametrize("name", sorted(WIDTH_SERVERS))
def test_changing_widths_keep_parity(width_servers, name, ar_url):
    server = width_servers[name]
    ar = run_all(ar_url, CASES)
    got = run_all(server.url, CASES)
    for case, a, g in zip(CASES, ar, got):
        assert g.status_code == 200, (case, g.text[-300:])
        assert g.output_ids == a.output_ids and g.finish_reason == a.finish_reason, case
    log = server.log_path.read_text(errors="replace")
    for expected in WIDTH_SERVERS[name][1]:
        assert expected in log


def test_every_width_serves_penalties_logprobs_and_grammar(cycling_server, ar_url):
    schema = {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]}
    bodies = [
        {
            "text": "Text Recognition: fox",
            "sampling_params": {
                "temperature": 0,
                "max_new_tokens": 40,
                "repetition_penalty": 1.3,
                "frequency_penalty": 0.4,
                "logit_bias": {"30": 3.0},
            },
            "return_logprob": True,
            "top_logprobs_num": 3,
        },
        {
            "text": "Table Recognition: 1 2",
            "sampling_params": {
                "temperature": 0,
                "max_new_tokens": 48,
                "json_schema": json.dumps(schema),
            },
        },
        {
            "text": "hello",
            "sampling_params": {"temperature": 0, "max_new_tokens": 40, "regex": "[a-z ]{2,30}\\."},
            "return_logprob": True,
        },
    ]

    def generate(url, body):
        response = requests.post(f"{url}/generate", json=body, timeout=300)
        assert response.status_code == 200, response.text[-300:]
        return response.json()

    with ThreadPoolExecutor(len(bodies)) as pool:
        ar = list(pool.map(lambda b: generate(ar_url, b), bodies))
        got = list(pool.map(lambda b: generate(cycling_server.url, b), bodies))
    for a, g in zip(ar, got):
        assert g["output_ids"] == a["output_ids"]
        a_lp = a["meta_info"].get("output_token_logprobs") or []
        g_lp = g["meta_info"].get("output_token_logprobs") or []
        assert len(a_lp) == len(g_lp)
        assert all(abs(x[0] - y[0]) < 1e-4 and x[1] == y[1] for x, y in zip(a_lp, g_lp))
