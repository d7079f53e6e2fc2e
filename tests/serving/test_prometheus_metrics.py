"""Gravity's Prometheus metrics (``sglang_gravity/serving/prometheus.py``) against per-request statistics.

The shared synchronous gravity server on the tiny model (it runs with ``--enable-metrics``); a few
greedy requests (chat with and without streaming, ``/generate``, batched); then ``/metrics`` must
show the gravity families with SGLang's scheduler labels, and their deltas must equal what the
responses report:
rounds = sum of ``spec_verify_ct``, accepted drafts = sum of ``spec_num_correct_drafts``, the
accept-length histogram = the summed ``spec_correct_drafts_histogram`` shifted by 2 (a0 + bonus).
"""

from __future__ import annotations

import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from prometheus_client.parser import text_string_to_metric_families

from sglang_gravity.checkpoints.tiny import make_test_image
from sglang_gravity.launcher.client import Completion, chat, chat_messages, generate

GRAVITY = "sglang:gravity_"
WINDOW = 9  # the tiny model's bd_size 8 + 1


@pytest.fixture(scope="module")
def metrics_url(gravity_sync_url):
    """The shared synchronous gravity server (``conftest.servers``): ``--enable-metrics``, the
    full window every step. Other tests use it too; what is checked here are deltas over
    requests sent while nothing else runs on it."""
    return gravity_sync_url


def scrape(url: str) -> dict[str, list[tuple[dict[str, str], float]]]:
    """Sample name -> [(labels, value)] from one /metrics scrape."""
    text = requests.get(f"{url}/metrics", timeout=30).text
    samples: dict[str, list[tuple[dict[str, str], float]]] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            samples.setdefault(sample.name, []).append((dict(sample.labels), sample.value))
    return samples


def value(samples: dict, name: str, **match: str) -> float:
    """The one sample of ``name`` whose labels include ``match`` (0 when absent)."""
    rows = [v for labels, v in samples.get(name, []) if match.items() <= labels.items()]
    assert len(rows) <= 1, (name, match, rows)
    return rows[0] if rows else 0.0


def send_requests(url: str) -> list[Completion]:
    """A small concurrent mix, so rounds see batches of several requests."""
    jobs = [
        lambda: chat(
            url, chat_messages("Text Recognition:", make_test_image(112, 56, seed=1)), max_tokens=9
        ),
        lambda: chat(
            url,
            chat_messages("Table Recognition:", make_test_image(200, 120, seed=2)),
            max_tokens=24,
            stream=True,
        ),
        lambda: chat(url, chat_messages("hello metrics"), max_tokens=13),
        lambda: chat(url, chat_messages("one token only"), max_tokens=1),  # prefill, no round
        lambda: generate(url, "Invoice 7 total amount", max_tokens=30),
    ]
    with ThreadPoolExecutor(len(jobs)) as pool:
        results = list(pool.map(lambda job: job(), jobs))
    for result in results:
        assert result.status_code == 200, result.text
    return results


@pytest.mark.server
def test_gravity_metrics_match_responses(metrics_url):
    before = scrape(metrics_url)
    for name in ("rounds_total", "committed_tokens_total", "accepted_drafts_total", "window"):
        assert f"{GRAVITY}{name}" in before, f"{GRAVITY}{name} missing from /metrics"
    gravity_labels = before[f"{GRAVITY}rounds_total"][0][0]
    sglang_labels = before["sglang:num_running_reqs"][0][0]
    assert gravity_labels == sglang_labels, "gravity metrics must carry SGLang's scheduler labels"
    assert value(before, f"{GRAVITY}window") == WINDOW

    results = send_requests(metrics_url)
    rounds = sum(int(r.spec.get("spec_verify_ct", 0)) for r in results)
    accepted = sum(int(r.spec.get("spec_num_correct_drafts", 0)) for r in results)
    histogram: Counter[int] = Counter()
    for r in results:
        for correct, count in enumerate(r.spec.get("spec_correct_drafts_histogram") or []):
            histogram[correct + 2] += count
    committed = sum(length * count for length, count in histogram.items())
    assert rounds > 0 and sum(histogram.values()) == rounds
    for r in results:  # SGLang's definition: completion tokens per round
        if r.spec.get("spec_verify_ct"):
            per_round = r.spec["spec_accept_length"] * r.spec["spec_verify_ct"]
            assert per_round == pytest.approx(len(r.output_ids))

    # The responses are back; SGLang's own per-request counter is bumped on the same path.
    deadline = time.monotonic() + 10
    while True:
        after = scrape(metrics_url)
        delta_sglang_rounds = value(after, "sglang:spec_verify_calls_total") - value(
            before, "sglang:spec_verify_calls_total"
        )
        if delta_sglang_rounds >= rounds or time.monotonic() > deadline:
            break
        time.sleep(0.5)

    def delta(name: str, **match: str) -> float:
        return value(after, name, **match) - value(before, name, **match)

    assert delta(f"{GRAVITY}rounds_total") == rounds
    assert delta(f"{GRAVITY}accepted_drafts_total") == accepted
    assert delta(f"{GRAVITY}committed_tokens_total") == committed == accepted + 2 * rounds
    assert delta(f"{GRAVITY}accept_length_count") == rounds
    assert delta(f"{GRAVITY}accept_length_sum") == committed
    for bound in range(2, WINDOW + 2):
        expected = sum(count for length, count in histogram.items() if length <= bound)
        assert delta(f"{GRAVITY}accept_length_bucket", le=f"{bound}.0") == expected, bound
    assert delta_sglang_rounds == rounds

    total_rounds = value(after, f"{GRAVITY}rounds_total")
    total_committed = value(after, f"{GRAVITY}committed_tokens_total")
    ar_steps = value(after, f"{GRAVITY}ar_steps_total")  # one token and one forward each
    assert value(after, f"{GRAVITY}tokens_per_forward") == pytest.approx(
        (total_committed + ar_steps) / (2 * total_rounds + ar_steps)
    )
    # Rounds commit what the worker emitted; the scheduler may drop a round's tail past
    # max_tokens (at most K tokens per request), and the prefill's first token is no round's.
    emitted = sum(len(r.output_ids) - 1 for r in results if r.spec.get("spec_verify_ct"))
    assert emitted <= committed <= emitted + WINDOW * len(results)


def test_observe_round_counts():
    """The per-round arithmetic on a hand-made batch, in this process's default registry."""
    from prometheus_client import REGISTRY

    from sglang_gravity.serving.prometheus import GravityMetrics

    labels = {"model_name": "unit"}
    metrics = GravityMetrics(labels, window=4)
    metrics.observe_round([0, 3, 1])
    metrics.observe_round([])
    metrics.observe_round([2])
    metrics.observe_ar_steps(3)

    def sample(name: str, **extra: str) -> float | None:
        return REGISTRY.get_sample_value(f"{GRAVITY}{name}", {**labels, **extra})

    assert sample("rounds_total") == 4
    assert sample("ar_steps_total") == 3
    assert sample("accepted_drafts_total") == 6
    assert sample("committed_tokens_total") == 14
    # 14 tokens in 4 rounds (8 forwards) and 3 AR steps (3 tokens, 3 forwards): an AR step is
    # one forward, not half a round.
    assert sample("tokens_per_forward") == pytest.approx(17 / 11)
    assert sample("window") == 4
    assert [sample("accept_length_bucket", le=f"{b}.0") for b in range(2, 6)] == [1, 2, 3, 4]
