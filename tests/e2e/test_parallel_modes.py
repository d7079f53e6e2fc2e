"""Gravity under SGLang's parallel modes inside one server, and what it refuses.

* ``--dp-size 2``: SGLang's DP controller runs two scheduler processes (each a full model copy
  with its own gravity worker) behind one HTTP server. Every answer must equal a plain AR
  server's, both ranks must serve rounds, and gravity's Prometheus metrics must come per rank
  (``dp_rank`` label) and add up to what the responses report. On CPU each rank is bound to its
  own core (``SGLANG_CPU_OMP_THREADS_BIND``; without it SGLang refuses more ranks than NUMA
  nodes). The demo checkpoint, so acceptance is real and checked.
* Refusals at start-up, each naming the way out: DP attention, pipeline parallelism, and
  tensor parallelism on a CPU engine (which SGLang's CPU engine cannot run here:
  ``docs/deployment.md``); no server is started for these.
"""

from __future__ import annotations

import base64
import json
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from sglang_gravity.launcher.argument_check import StartupCase, check_startups
from sglang_gravity.launcher.client import Completion, chat, generate, tokens_per_forward
from sglang_gravity.launcher.router import metric_total, scrape_metrics
from sglang_gravity.launcher.server import is_cpu_only, running_servers
from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
DEMO_MODEL = REPO / "models" / "gravity-demo"
PAGES = REPO / "benchmarks" / "data" / "synthetic"
DP_BIND = {"SGLANG_CPU_OMP_THREADS_BIND": "0|1"}  # rank 0 on core 0, rank 1 on core 1
# Every step a full-window round: under the CPU default (auto) the width policy may take plain
# AR steps, which gravity_rounds_total leaves out, so the per-rank rounds would not have to add
# up to the responses' spec_verify_ct.
DP_ENV = {**DP_BIND, "SGLANG_GRAVITY_WIDTH": "full"}
ROUNDS = "sglang:gravity_rounds_total"


def _pages() -> list[dict]:
    lines = PAGES.joinpath("manifest.jsonl").read_text().splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _messages(entry: dict) -> list[dict]:
    data = base64.b64encode(PAGES.joinpath(entry["image"]).read_bytes()).decode()
    image = {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{data}"}}
    return [{"role": "user", "content": [image, {"type": "text", "text": entry["prompt"]}]}]


def send_mix(url: str) -> list[Completion]:
    """Twelve concurrent requests: page chats streamed and not, and text ``/generate``."""
    pages = _pages()[::3][:10]
    jobs = [
        (lambda e=e, i=i: chat(url, _messages(e), max_tokens=96, stream=i % 2 == 0))
        for i, e in enumerate(pages)
    ]
    jobs += [
        lambda: generate(url, "Invoice 7 total amount due", max_tokens=40),
        lambda: generate(url, "Census table, district totals", max_tokens=40),
    ]
    with ThreadPoolExecutor(len(jobs)) as pool:
        answers = list(pool.map(lambda job: job(), jobs))
    for answer in answers:
        assert answer.status_code == 200, answer.text
        assert answer.output_ids, "no token ids returned"
    return answers


@pytest.fixture(scope="module")
def dp_servers(tmp_path_factory):
    """A plain AR server's answers to the mix, then a ``--dp-size 2`` gravity server on the demo
    checkpoint. The AR server answers first and is stopped before the gravity ranks start: the
    two together beside the suite's shared servers once ran a 2-core, 24 GiB machine out of
    memory (the kernel killed AR's scheduler while it took twelve page images at once)."""
    logs = tmp_path_factory.mktemp("dp_logs")
    ar = {
        "model_path": DEMO_MODEL,
        "gravity": False,
        "log_path": logs / "ar.log",
        "extra_args": ("--disable-overlap-schedule",),
        "max_total_tokens": 16384,
    }
    with running_servers({"ar": ar}) as handles:
        reference = send_mix(handles["ar"].url)
    dp = {
        "model_path": DEMO_MODEL,
        "gravity": True,
        "log_path": logs / "dp.log",
        "extra_args": ("--dp-size", "2", "--enable-metrics"),
        "max_total_tokens": 16384,
        "env": DP_ENV,
    }
    with running_servers({"dp": dp}) as handles:
        yield handles["dp"], reference


@pytest.mark.server
def test_dp2_is_exact_and_both_ranks_serve_rounds(dp_servers):
    server, reference = dp_servers
    dp = server.url
    before = scrape_metrics(f"{dp}/metrics")
    answers = send_mix(dp)
    for got, want in zip(answers, reference):
        assert got.output_ids == want.output_ids, (got.text, want.text)
    reported = sum(int(a.spec.get("spec_verify_ct") or 0) for a in answers)

    def rounds_per_rank() -> dict[str, float]:
        after = scrape_metrics(f"{dp}/metrics")
        return {
            rank: metric_total(after, ROUNDS, dp_rank=rank)
            - metric_total(before, ROUNDS, dp_rank=rank)
            for rank in ("0", "1")
        }

    # The ranks write their counters beside the answers; read until they add up (at most 10 s).
    deadline = time.monotonic() + 10.0
    per_rank = rounds_per_rank()
    while sum(per_rank.values()) != reported and time.monotonic() < deadline:
        time.sleep(0.2)
        per_rank = rounds_per_rank()
    assert all(rounds > 0 for rounds in per_rank.values()), f"a rank ran no round: {per_rank}"
    assert sum(per_rank.values()) == reported, (per_rank, reported)
    tpf = tokens_per_forward(a.spec for a in answers[:10])
    assert tpf is not None and tpf > 1.5, f"tokens per forward {tpf}: drafts collapsed"
    print(
        f"\n--dp-size 2: {len(answers)}/{len(answers)} identical to AR; rounds per rank "
        f"{per_rank} (responses: {reported}); tokens per forward {tpf:.2f}"
    )


# What gravity refuses at start-up, and the way out each message must name.
REFUSALS = {
    "dp-attention": (
        ["--enable-dp-attention", "--dp-size", "2", "--tp-size", "2"],
        {},
        ["gravity does not support DP attention", "--dp-size N without --enable-dp-attention"],
    ),
    "pp-size": (
        ["--pp-size", "2"],
        {},
        ["gravity does not support pipeline parallelism", "--tp-size", "sglang-router"],
    ),
    "tp-on-cpu": (
        ["--tp-size", "2"],
        {"SGLANG_CPU_OMP_THREADS_BIND": "0|1"},
        ["--tp-size 2 on a CPU engine", "--dp-size", "docs/deployment.md"],
    ),
}


@pytest.fixture(scope="module")
def refusals(tmp_path_factory):
    from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

    model = str(build_tiny_glm_ocr(tmp_path_factory.mktemp("tiny"), bd_size=8, seed=0))
    cases = {name: StartupCase(model, flags, env) for name, (flags, env, _) in REFUSALS.items()}
    cases["dp-size-2"] = StartupCase(
        model, ["--dp-size", "2"], {"SGLANG_CPU_OMP_THREADS_BIND": "0|1"}
    )
    return check_startups(cases)


@pytest.mark.subprocess
@pytest.mark.parametrize("name", sorted(REFUSALS))
def test_refusals_name_the_way_out(refusals, name):
    if name == "tp-on-cpu" and not is_cpu_only():
        pytest.skip("a CPU-engine refusal: this run serves on a GPU")
    outcome = refusals[name]
    assert outcome.refused, f"{name} started: {outcome.resolved}"
    assert outcome.error_type == "ValueError", outcome.error
    for phrase in REFUSALS[name][2]:
        assert phrase in outcome.error, f"{name}: {phrase!r} missing from {outcome.error}"


@pytest.mark.subprocess
def test_plain_data_parallel_is_not_refused(refusals):
    """The way out the refusals point to must itself start."""
    outcome = refusals["dp-size-2"]
    assert not outcome.refused, outcome.error
