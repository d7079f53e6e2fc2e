"""K is a serving choice: windows of 4, 9 (= bd_size + 1, the default) and 33 give the same tokens."""

from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import chat, chat_messages, generate
from sglang_gravity.launcher.server import running_servers
from sglang_gravity.testing.server_settings import FULL_WINDOW

pytestmark = pytest.mark.server  # starts a server


def _requests(url):
    image = make_test_image(200, 120, seed=5)
    jobs = [
        lambda: chat(url, chat_messages("Table Recognition:", image), max_tokens=70),
        lambda: chat(
            url,
            chat_messages("Text Recognition:", make_test_image(56, 56, 3)),
            max_tokens=41,
            stream=True,
        ),
        lambda: chat(url, chat_messages("plain text question"), max_tokens=100),
        lambda: generate(url, "Total due 12", max_tokens=33),
        lambda: generate(url, "Formula", max_tokens=5),
    ]
    with ThreadPoolExecutor(len(jobs)) as pool:
        return [r.output_ids for r in pool.map(lambda job: job(), jobs)]


@pytest.fixture(scope="module")
def window_servers(tiny_model_dir, tmp_path_factory):
    logs = tmp_path_factory.mktemp("window_logs")
    configs = {
        k: {
            "model_path": tiny_model_dir,
            "gravity": True,
            "log_path": logs / f"k{k}.log",
            # A short context, so the K=33 window meets the context end below.
            "extra_args": ["--speculative-num-draft-tokens", str(k), "--context-length", "128"],
            "env": FULL_WINDOW,  # every step the K under test
        }
        for k in (4, 33)
    }
    with running_servers(configs) as handles:
        yield handles


def test_windows_4_9_33_give_identical_tokens(window_servers, ar_url, gravity_url):
    expected = _requests(ar_url)
    assert all(expected)
    assert _requests(gravity_url) == expected  # K = 9
    for k, handle in window_servers.items():
        info = requests.get(f"{handle.url}/server_info", timeout=30).json()
        assert info["speculative_num_draft_tokens"] == k
        assert _requests(handle.url) == expected, f"K={k}"


def test_window_passing_the_context_end_stays_exact(window_servers, ar_url):
    """Near the context end a K=33 window would run past it: the output must stay AR's."""
    url = window_servers[33].url
    prompt = "hello world the"
    probe = requests.post(
        f"{url}/generate",
        json={"text": prompt, "sampling_params": {"temperature": 0, "max_new_tokens": 1}},
        timeout=60,
    )
    budget = 128 - probe.json()["meta_info"]["prompt_tokens"]
    edge = generate(url, prompt, max_tokens=budget)
    unlimited = generate(ar_url, prompt, max_tokens=budget)
    assert edge.status_code == 200, edge.text
    assert budget - 16 <= len(edge.output_ids) <= budget
    assert edge.output_ids == unlimited.output_ids[: len(edge.output_ids)]
    # ... and the server keeps serving.
    assert len(generate(url, "Formula", max_tokens=12).output_ids) == 12
