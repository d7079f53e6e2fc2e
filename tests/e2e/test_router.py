"""Gravity behind SGLang's router (``sglang-router``), on loopback, the way fleets deploy it.

One topology for the module (servers are expensive): two gravity workers on the demo checkpoint
(real acceptance, so a silently collapsed draft would show), each with ``--enable-metrics``,
behind two routers started by the project's launcher (``sglang_gravity/launcher/router.py``):
``round_robin`` (a deterministic spread, for the parity and fault tests) and ``cache_aware``
(the router's default). The reference is a single plain AR server (``--disable-overlap-schedule``,
the exact AR), which answers every request the module sends first and is stopped before the
fleet starts.

What the router does to requests, found here and relied on below: it re-encodes
``/v1/chat/completions`` requests in its own schema, which keeps the sampling fields
(penalties, ``top_k``, ``logit_bias``, grammars, ``ignore_eos``) but drops SGLang's response
extensions (``return_output_ids_in_sglext``, ``return_spec_tokens_details``) and ``rid``; so chat
answers are compared by text and token count, and ``/generate`` (which keeps ``image_data``,
``rid`` and returns token ids and the speculative statistics) carries the token-id comparison
and the acceptance check.

Faults are triggered by events, never by sleeps: the worker is killed once every stream has
delivered chunks, and a new worker is added while a load thread is sending requests.
"""

from __future__ import annotations

import base64
import contextlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
import requests

from sglang_gravity.launcher.client import Completion, chat, generate, tokens_per_forward
from sglang_gravity.launcher.router import (
    Fleet,
    RouterHandle,
    launch_router,
    metric_total,
    running_fleet,
    scrape_metrics,
)
from sglang_gravity.launcher.server import running_servers, session_pids
from sglang_gravity.repository import REPO_ROOT

pytestmark = pytest.mark.server  # starts a server

REPO = REPO_ROOT
DEMO_MODEL = REPO / "models" / "gravity-demo"
PAGES = REPO / "benchmarks" / "data" / "synthetic"
WORKER_ARGS = ("--enable-metrics",)
AR_ARGS = ("--disable-overlap-schedule",)
KV_TOKENS = 16384
# GLM-OCR's chat template for one image and a prompt (the demo checkpoint's own template).
GENERATE_TEMPLATE = (
    "[gMASK]<sop><|user|>\n<|begin_of_image|><|image|><|end_of_image|>{}<|assistant|>\n"
)
# A long shared prefix for the cache-aware test (text only: the router keys on request text).
PREFIX = {
    "invoices": "Invoice ledger, quarter three. "
    + " ".join(f"line {i}: item {i * 7}" for i in range(60)),
    "tables": "Census table, district totals. "
    + " ".join(f"row {i}: {i * 13} people" for i in range(60)),
}
REQUESTS_FINISHED = "sglang:num_requests_total"
ROUNDS = "sglang:gravity_rounds_total"
ACCEPTED_DRAFTS = "sglang:gravity_accepted_drafts_total"
# Drafts accepted per gravity round: the demo checkpoint's is about 2.5 at every width the policy
# takes (9, 17, 33); a wrong mask or noise takes it to about 0. Counted over rounds only, so the
# plain AR steps the default width policy (auto) may choose on a busy machine do not dilute it
# (tokens per forward over the answers does count them, and so measures the policy as well).
MIN_ACCEPTED_PER_ROUND = 1.0
CACHED_TOKENS = "sglang:cached_tokens_total"


# ----------------------------------------------------------------------------- requests


@dataclass(frozen=True)
class Request:
    """One request the module sends, by value, so the AR reference answers it once."""

    kind: str  # "generate" (token ids, statistics) or "chat" (text, token count)
    page: str | None  # a page id of the bundled held-out set, or None for text only
    text: str  # the prompt (chat) or the text after the template (generate)
    max_tokens: int
    stream: bool = False
    ignore_eos: bool = False  # long answers: still decoding when the fault lands

    def send(self, url: str, *, on_chunk: Callable[[int], None] | None = None) -> Completion:
        """Send it to ``url``; what came back (an error is a non-200 ``status_code``)."""
        extra = {"ignore_eos": True} if self.ignore_eos else {}
        if self.kind == "generate":
            images = [_page_url(self.page)] if self.page else None
            text = GENERATE_TEMPLATE.format(self.text) if self.page else self.text
            return generate(url, text, max_tokens=self.max_tokens, image_data=images, **extra)
        content: list[dict] = []
        if self.page:
            content.append({"type": "image_url", "image_url": {"url": _page_url(self.page)}})
        content.append({"type": "text", "text": self.text})
        stream_extra = {"stream_options": {"include_usage": True}} if self.stream else {}
        return chat(
            url,
            [{"role": "user", "content": content}],
            max_tokens=self.max_tokens,
            stream=self.stream,
            on_chunk=on_chunk,
            **extra,
            **stream_extra,
        )


def _manifest() -> dict[str, dict]:
    lines = PAGES.joinpath("manifest.jsonl").read_text().splitlines()
    return {entry["id"]: entry for entry in map(json.loads, filter(None, lines))}


def _page_url(page_id: str) -> str:
    data = base64.b64encode(PAGES.joinpath(_manifest()[page_id]["image"]).read_bytes()).decode()
    return f"data:image/png;base64,{data}"


def _page_requests(kind: str, count: int, **settings) -> list[Request]:
    """``count`` pages, the content types interleaved, each with its own OCR prompt."""
    entries = sorted(_manifest().values(), key=lambda e: (int(e["id"].split("_")[1]), e["type"]))
    return [Request(kind, e["id"], e["prompt"], **settings) for e in entries[:count]]


PARITY = [
    *_page_requests("generate", 6, max_tokens=96),
    *_page_requests("chat", 4, max_tokens=96),
    *_page_requests("chat", 4, max_tokens=96, stream=True),
]
CACHE = {
    group: [Request("generate", None, f"{prefix} Question {i}: total?", 12) for i in range(4)]
    for group, prefix in PREFIX.items()
}
# Still decoding when the kill lands: ignore_eos, long answers; streams give the kill's event.
KILL_WAVE = [
    *_page_requests("chat", 8, max_tokens=320, stream=True, ignore_eos=True),
    *_page_requests("generate", 4, max_tokens=320, ignore_eos=True),
]
AFTER_KILL = _page_requests("generate", 6, max_tokens=48)
LOAD = _page_requests("generate", 9, max_tokens=64) + _page_requests("chat", 3, max_tokens=64)
EVERY_REQUEST = sorted(
    {*PARITY, *KILL_WAVE, *AFTER_KILL, *LOAD, *(r for g in CACHE.values() for r in g)},
    key=repr,
)


def same_answer(got: Completion, want: Completion) -> bool:
    """Token ids where both carry them (``/generate``), else the text and, where the answer
    reports it, the token count (chat through the router, which drops the ``sglext`` request
    fields, so its answers carry no ids; the AR reference, sent directly, does)."""
    if got.status_code != 200:
        return False
    if got.output_ids and want.output_ids:
        return got.output_ids == want.output_ids
    if got.completion_tokens is not None and got.completion_tokens != want.completion_tokens:
        return False
    return got.text == want.text and bool(got.text)


def send_all(
    url: str, batch: list[Request], *, on_chunk: Callable[[int, int], None] | None = None
) -> list[Completion | Exception]:
    """All at once; each answer, or the exception its transport raised (a broken stream)."""

    def one(index: int) -> Completion | Exception:
        hook = None if on_chunk is None else (lambda n: on_chunk(index, n))
        try:
            return batch[index].send(url, on_chunk=hook)
        except requests.RequestException as exc:
            return exc

    with ThreadPoolExecutor(len(batch)) as pool:
        return list(pool.map(one, range(len(batch))))


# ----------------------------------------------------------------------------- topology


@dataclass
class Topology:
    fleet: Fleet
    cache_router: RouterHandle
    reference: dict[Request, Completion]
    logs: Path

    @property
    def rr(self) -> RouterHandle:
        return self.fleet.router

    def worker_metric(self, name: str, metric: str) -> float:
        url = self.fleet.workers[name].url
        return metric_total(scrape_metrics(f"{url}/metrics"), metric)

    def round_counters(self) -> tuple[float, float]:
        """Gravity rounds run and drafts accepted in them, summed over the live workers."""
        return tuple(
            sum(self.worker_metric(name, metric) for name in self.fleet.workers)
            for metric in (ROUNDS, ACCEPTED_DRAFTS)
        )

    def finished(self) -> dict[str, float]:
        """Requests each live worker has finished (``sglang:num_requests_total``)."""
        return {name: self.worker_metric(name, REQUESTS_FINISHED) for name in self.fleet.workers}

    def check(self, batch: list[Request], answers: list[Completion | Exception]) -> None:
        for request, answer in zip(batch, answers):
            assert isinstance(answer, Completion), f"{request}: {answer!r}"
            assert answer.status_code == 200, f"{request}: HTTP {answer.status_code} {answer.text}"
            if request.kind == "generate":  # compared by token ids, not by text
                assert answer.output_ids, f"{request}: no token ids through the router"
            assert same_answer(answer, self.reference[request]), (
                f"{request}: differs from AR\n got  {answer.output_ids or answer.text!r}\n"
                f" want {self.reference[request].output_ids or self.reference[request].text!r}"
            )


def _worker(logs: Path, name: str) -> dict:
    return {
        "model_path": DEMO_MODEL,
        "gravity": True,
        "log_path": logs / f"{name}.log",
        "extra_args": WORKER_ARGS,
        "max_total_tokens": KV_TOKENS,
    }


@pytest.fixture(scope="module")
def topology(tmp_path_factory) -> Iterator[Topology]:
    logs = tmp_path_factory.mktemp("router_logs")
    ar = {"model_path": DEMO_MODEL, "gravity": False, "log_path": logs / "ar.log"}
    ar.update(extra_args=AR_ARGS, max_total_tokens=KV_TOKENS)
    with running_servers({"ar": ar}) as handles:  # the reference first, then it goes (memory)
        answers = send_all(handles["ar"].url, EVERY_REQUEST)
    reference = dict(zip(EVERY_REQUEST, answers))
    for request, answer in reference.items():
        assert isinstance(answer, Completion) and answer.status_code == 200, (request, answer)
    workers = {name: _worker(logs, name) for name in ("a", "b")}
    with running_fleet(workers, router_log=logs / "router_rr.log", policy="round_robin") as fleet:
        cache_router = launch_router(
            list(fleet.worker_urls().values()), log_path=logs / "router_cache.log"
        )
        try:
            yield Topology(fleet, cache_router, reference, logs)
        finally:
            cache_router.stop()


# ----------------------------------------------------------------------------- tests


def test_every_answer_through_the_router_is_ars(topology):
    """Pages through ``/generate`` (token ids) and chat, streamed and not, concurrently: every
    answer AR's; both workers served; acceptance is the demo checkpoint's (not collapsed)."""
    before = topology.finished()
    counters_before = topology.round_counters()
    answers = send_all(topology.rr.url, PARITY)
    topology.check(PARITY, answers)
    served = {n: v - before[n] for n, v in topology.finished().items()}
    assert all(count > 0 for count in served.values()), f"a worker served nothing: {served}"
    assert sum(served.values()) == len(PARITY), served
    rounds, accepted = (
        after - earlier for after, earlier in zip(topology.round_counters(), counters_before)
    )
    assert rounds > 0, "no gravity round ran: every step was a plain AR step"
    per_round = accepted / rounds
    assert per_round > MIN_ACCEPTED_PER_ROUND, (
        f"{per_round:.2f} drafts accepted per round over {rounds:.0f} rounds: drafts collapsed"
    )
    tpf = tokens_per_forward(a.spec for a in answers if a.output_ids)
    print(
        f"\nrouter parity: {len(PARITY)} sent, {len(PARITY)} identical to AR, "
        f"served per worker {served}, {per_round:.2f} drafts accepted per round "
        f"({rounds:.0f} rounds), tokens per forward {tpf:.2f}"
    )


def test_cache_aware_routing_keeps_a_prefix_on_one_worker(topology):
    """Requests sharing a long prefix, one after another: ``cache_aware`` sends every one to the
    same worker, whose prefix cache then hits (its ``cached_tokens`` grow); ``round_robin``
    spreads the same requests over both (the control)."""
    report = {}
    for router_name, router in (
        ("cache_aware", topology.cache_router),
        ("round_robin", topology.rr),
    ):
        for group, batch in CACHE.items():
            requests_before = topology.finished()
            cached_before = {n: topology.worker_metric(n, CACHED_TOKENS) for n in requests_before}
            answers = [request.send(router.url) for request in batch]  # one at a time: no load
            topology.check(batch, answers)
            served = {n: v - requests_before[n] for n, v in topology.finished().items()}
            cached = {
                n: topology.worker_metric(n, CACHED_TOKENS) - cached_before[n] for n in served
            }
            report[router_name, group] = served, cached
    for group in CACHE:
        served, cached = report["cache_aware", group]
        home = max(served, key=served.get)
        assert served[home] == len(CACHE[group]), f"{group} split by cache_aware: {served}"
        assert cached[home] > 0, f"{group}: no prefix-cache hit on worker {home}: {cached}"
        spread, _ = report["round_robin", group]
        assert sorted(spread.values()) == [2, 2], f"round_robin did not spread {group}: {spread}"
    print("\ncache-aware routing (requests served, cached tokens per worker):")
    for (router_name, group), (served, cached) in report.items():
        print(f"  {router_name:<11} {group:<8} served {served} cached tokens {cached}")


def test_a_worker_killed_mid_load_loses_nothing(topology):
    """Twelve long requests in flight on both workers; once every stream has delivered chunks,
    worker b is killed (SIGKILL, its whole process tree). Each request on b is retried by the
    router or fails with an error the client cannot mistake for an answer; the others finish
    identical to AR; requests sent right after are retried on a and answered exactly; none is
    lost or answered twice (worker a finished exactly as many requests as were answered); the
    client resubmits the failed ones and gets AR's answers; nothing of b is left running."""
    fleet = topology.fleet
    # Independent of the order tests run in: if an earlier test left one worker, start another.
    while len(fleet.workers) < 2:
        spare = fleet.add_worker(f"spare{len(fleet.retired)}", _worker(topology.logs, "spare"))
        topology.cache_router.add_worker(spare.url)
    *survivors, victim_name = sorted(fleet.workers)
    streams = [i for i, r in enumerate(KILL_WAVE) if r.stream]
    chunks = dict.fromkeys(streams, 0)
    decoding = threading.Event()
    lock = threading.Lock()

    def on_chunk(index: int, count: int) -> None:
        with lock:
            chunks[index] = count
            if min(chunks.values()) >= 2:
                decoding.set()

    finished_before = topology.finished()
    retries_before = metric_total(topology.rr.metrics(), "smg_worker_retries_total")
    with ThreadPoolExecutor(1) as pool:
        wave = pool.submit(send_all, topology.rr.url, KILL_WAVE, on_chunk=on_chunk)
        assert decoding.wait(timeout=600), f"streams never all decoding: {chunks}"
        b_finished_before_kill = (
            topology.worker_metric(victim_name, REQUESTS_FINISHED) - finished_before[victim_name]
        )
        victim = fleet.crash_worker(victim_name)
        after = send_all(topology.rr.url, AFTER_KILL)  # b is still in the router's rotation
        answers = wave.result(timeout=900)
    assert session_pids(victim.process.pid) == [], "processes of the killed worker survived"

    outcomes = {"identical": [], "failed": [], "wrong": []}
    for request, answer in zip(KILL_WAVE + AFTER_KILL, answers + after):
        if isinstance(answer, Exception):
            outcomes["failed"].append((request, f"{type(answer).__name__}: {answer}"))
        elif answer.status_code != 200:
            outcomes["failed"].append((request, f"HTTP {answer.status_code}: {answer.text[:200]}"))
        elif request.stream and answer.finish_reason is None:
            outcomes["failed"].append((request, "stream ended without a finish reason"))
        elif same_answer(answer, topology.reference[request]):
            outcomes["identical"].append(request)
        else:
            outcomes["wrong"].append(request)
    assert not outcomes["wrong"], f"answers that differ from AR: {outcomes['wrong']}"
    assert all(r in KILL_WAVE for r, _ in outcomes["failed"]), (
        f"a request sent after the kill failed instead of being retried: {outcomes['failed']}"
    )
    for request, error in outcomes["failed"]:  # the error must say it is one
        assert request.stream or "error" in error.lower(), (request, error)
    retried = metric_total(topology.rr.metrics(), "smg_worker_retries_total") - retries_before

    resubmitted = [r for r, _ in outcomes["failed"]]
    again = send_all(topology.rr.url, resubmitted)
    topology.check(resubmitted, again)
    answered = len(outcomes["identical"]) + len(resubmitted)
    a_finished = sum(
        topology.worker_metric(name, REQUESTS_FINISHED) - finished_before[name]
        for name in survivors
    )
    # Lost or twice, counted by the workers: every answer is one request a worker finished.
    assert a_finished + b_finished_before_kill == answered, (
        f"the survivors finished {a_finished} ({victim_name} {b_finished_before_kill} before "
        f"the kill), {answered} answered: a request was lost or answered twice"
    )
    assert outcomes["failed"], "no request was in flight on the killed worker: nothing tested"
    summary = {
        "sent": len(KILL_WAVE) + len(AFTER_KILL),
        "identical": len(outcomes["identical"]),
        "router_retries": int(retried),  # retry attempts (smg_worker_retries_total)
        "failed_with_error": len(outcomes["failed"]),
        "resubmitted_identical": len(resubmitted),
        "finished_minus_answered": int(a_finished + b_finished_before_kill - answered),
    }
    print(f"\nworker killed mid-load: {json.dumps(summary)}")
    for request, error in outcomes["failed"][:3]:
        print(f"  failed: {request.kind} {request.page} stream={request.stream}: {error[:160]}")
    # The router takes b out of rotation by itself, and lets it be removed through its API.
    deadline = time.monotonic() + 60
    while victim.url in topology.rr.healthy_urls() and time.monotonic() < deadline:
        time.sleep(0.5)
    assert victim.url not in topology.rr.healthy_urls(), "the router still routes to b"
    topology.rr.remove_worker(victim.url)
    topology.cache_router.remove_worker(victim.url)


def test_a_worker_added_while_serving_takes_load(topology):
    """A load thread keeps sending requests through the router while a new worker starts and
    joins through the router's worker API; the new worker then serves requests too, and every
    answer before, during and after the join is AR's."""
    fleet = topology.fleet
    stop = threading.Event()
    answers: list[tuple[Request, Completion | Exception]] = []

    def load() -> None:
        cycle = 0
        while not stop.is_set():
            batch = [LOAD[(cycle + i) % len(LOAD)] for i in range(3)]
            answers.extend(zip(batch, send_all(topology.rr.url, batch)))
            cycle += 3

    with ThreadPoolExecutor(1) as pool:
        loader = pool.submit(load)
        try:
            name = f"c{len(fleet.workers) + len(fleet.retired)}"  # unused whatever ran before
            new = fleet.add_worker(name, _worker(topology.logs, name))
            joined_at = len(answers)  # answered while c was starting
            topology.cache_router.add_worker(new.url)
            deadline = time.monotonic() + 300
            while topology.worker_metric(name, REQUESTS_FINISHED) < 3:
                assert time.monotonic() < deadline, "the new worker took no load"
                assert not loader.done(), loader.exception()
                time.sleep(0.5)
        finally:
            stop.set()
        loader.result(timeout=600)
    batch = [r for r, _ in answers]
    topology.check(batch, [a for _, a in answers])
    assert joined_at > 0, "no request was answered while the new worker started: not under load"
    served_by_new = topology.worker_metric(name, REQUESTS_FINISHED)
    print(
        f"\nworker added while serving: {len(answers)} answered during the run "
        f"({joined_at} while the new worker started), all identical to AR; "
        f"the new worker finished {served_by_new:.0f}"
    )


def test_stopping_the_topology_leaves_nothing_running(topology):
    """The routers and every worker, crashed or added, gone when the fleet stops."""
    topology.cache_router.stop()
    topology.fleet.stop()
    assert topology.fleet.leftover_pids() == []
    assert session_pids(topology.cache_router.process.pid) == []
    with contextlib.suppress(requests.RequestException):
        requests.get(f"{topology.rr.url}/health", timeout=2)
        pytest.fail("the router still answers after the fleet stopped")
