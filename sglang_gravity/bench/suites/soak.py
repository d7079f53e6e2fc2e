"""Soak test: concurrent streaming OCR clients with random lengths and random aborts, for a while.

Bounded in time (``--duration-s``) and count (``--max-requests``), loopback only. Every client
loops: pick a page (bundled synthetic set) or a text prompt, a random ``max_tokens``, and with
probability ``--abort-prob`` a random chunk count after which it drops the connection, as a user
closing a tab would. Every response is checked against greedy AR on the same checkpoint: a
completed request must equal AR's tokens, an aborted one must be a prefix of them. A sampler
records the server's KV usage (``/v1/loads``) and the resident memory of the server's process tree
every ``--sample-every-s``. At the end the KV pool must be empty after ``/flush_cache``.

Outputs in ``--out``: ``soak.json`` (summary, samples, every request), ``soak.md`` and
``soak.png`` (memory and KV usage over time). Exit code 1 if anything went wrong (errors,
mismatches, KV not freed). Examples::

    python benchmarks/soak.py --model models/gravity-demo --duration-s 600 --clients 8
    python benchmarks/soak.py --gravity-url http://127.0.0.1:30001 --ar-url http://127.0.0.1:30000
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import psutil
import requests
from tqdm import tqdm

from sglang_gravity.bench.harness import serve_pair
from sglang_gravity.bench.metrics import percentile
from sglang_gravity.bench.report import Column, environment, table, write_json
from sglang_gravity.bench.workloads.bench_set import BENCH_SET_DIR
from sglang_gravity.bench.workloads.ocr import load_manifest, page_messages
from sglang_gravity.cli import add_model_path, add_out
from sglang_gravity.launcher.client import Completion, chat, chat_messages
from sglang_gravity.launcher.server import ServerHandle

TEXT_PROMPTS = (
    "What is a table?",
    "Write the numbers one to twenty.",
    "Describe an invoice in one paragraph.",
)
LOOPBACK = {"127.0.0.1", "localhost", "::1"}


@dataclass
class SoakRecord:
    """One request of the soak and its verdict against AR."""

    client: int
    started_s: float  # since the soak began
    job: str
    max_tokens: int
    disconnect_after: int | None
    status_code: int
    tokens: int
    finish_reason: str | None
    latency_s: float
    ttft_s: float | None
    verdict: str  # exact | prefix | mismatch | error
    error: str | None = None


@dataclass
class Sample:
    """The gravity server's memory and load at one moment."""

    t_s: float
    rss_mb: float  # the gravity server's whole process tree
    used_tokens: int
    running: int
    waiting: int


def process_tree_rss_mb(pid: int) -> float:
    """Resident memory of a server and all its children (scheduler, detokenizer...)."""
    try:
        root = psutil.Process(pid)
        procs = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return float("nan")
    total = 0
    for proc in procs:
        try:
            total += proc.memory_info().rss
        except psutil.NoSuchProcess:
            pass
    return total / 2**20


def server_pid(url: str, handle: ServerHandle | None) -> int | None:
    """The launcher's pid: ours, or found by the port it listens on (attach mode)."""
    if handle is not None:
        return handle.process.pid
    port = urlparse(url).port
    for conn in psutil.net_connections(kind="tcp"):
        if conn.laddr and conn.laddr.port == port and conn.status == psutil.CONN_LISTEN:
            return conn.pid
    return None


def loads(url: str) -> dict[str, Any]:
    """The server's load: KV tokens in use, running and waiting requests."""
    return requests.get(f"{url}/v1/loads", timeout=30).json()["loads"][0]


def build_jobs(data_dir: Path) -> dict[str, list[dict[str, Any]]]:
    """Every page of the set and a few text-only prompts, by name."""
    jobs = {f"page:{page.id}": page_messages(page) for page in load_manifest(data_dir)}
    for i, prompt in enumerate(TEXT_PROMPTS):
        jobs[f"text:{i}"] = chat_messages(prompt)
    return jobs


def reference_outputs(
    ar_url: str, jobs: dict[str, list[dict[str, Any]]], max_tokens: int, workers: int
) -> dict[str, Completion]:
    """AR's streamed output at the largest max_tokens; a shorter greedy run is a prefix of it."""

    def one(item: tuple[str, list[dict[str, Any]]]) -> tuple[str, Completion]:
        name, messages = item
        done = chat(ar_url, messages, max_tokens=max_tokens, stream=True, timeout=600)
        if done.status_code != 200:
            raise SystemExit(f"AR reference for {name} failed: {done.status_code} {done.text}")
        return name, done

    with ThreadPoolExecutor(workers) as pool:
        items = list(jobs.items())
        return dict(tqdm(pool.map(one, items), total=len(items), desc="AR references"))


def verdict(done: Completion, max_tokens: int, ref: Completion) -> str:
    """exact (all tokens equal AR's), prefix (dropped early, text so far equals AR's) or mismatch.

    SGLang streams ``sglext.output_ids`` only in the last chunk, so a dropped stream is checked
    by its text.
    """
    if done.finish_reason == "client_disconnect":
        return "prefix" if ref.text.startswith(done.text) else "mismatch"
    ids, ref_ids = done.output_ids, ref.output_ids
    if ids != ref_ids[: len(ids)]:
        return "mismatch"
    if done.finish_reason == "length":
        return "exact" if len(ids) == max_tokens else "mismatch"
    # stopped on EOS: AR must stop at the same place
    same_stop = len(ids) == len(ref_ids) and ref.finish_reason == "stop"
    return "exact" if same_stop else "mismatch"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_model_path(p, type=Path, help="checkpoint to serve with AR and gravity here")
    p.add_argument("--ar-url", help="running AR server (loopback)")
    p.add_argument("--gravity-url", help="running gravity server (loopback)")
    p.add_argument("--data", type=Path, default=BENCH_SET_DIR, help="manifest.jsonl folder")
    p.add_argument("--duration-s", type=float, default=600.0, help="how long clients keep going")
    p.add_argument("--max-requests", type=int, default=100_000, help="stop after this many")
    p.add_argument("--clients", type=int, default=8, help="concurrent streaming clients")
    p.add_argument("--min-tokens", type=int, default=8, help="smallest random max_tokens")
    p.add_argument("--max-tokens", type=int, default=192, help="largest random max_tokens")
    p.add_argument("--abort-prob", type=float, default=0.25, help="share of requests dropped")
    p.add_argument("--sample-every-s", type=float, default=5.0, help="memory/KV sampling period")
    p.add_argument("--max-total-tokens", type=int, default=16384, help="KV pool (launch mode)")
    p.add_argument("--seed", type=int, default=0)
    add_out(p, "runs/soak")
    args = p.parse_args(argv)
    if args.model is None and not (args.ar_url and args.gravity_url):
        p.error("give --model, or both --ar-url and --gravity-url")
    for url in (args.ar_url, args.gravity_url):
        if url and urlparse(url).hostname not in LOOPBACK:
            p.error(f"{url}: the soak test only targets loopback servers")
    return args


class SoakRun:
    """The clients and the sampler of one soak, and what they recorded.

    Clients loop until ``--duration-s`` or ``--max-requests``; each request is checked against
    AR's reference as it finishes. The sampler reads the server's KV usage and memory meanwhile.
    """

    def __init__(
        self,
        args: argparse.Namespace,
        gravity_url: str,
        pid: int | None,
        jobs: dict[str, list[dict[str, Any]]],
        refs: dict[str, Completion],
    ) -> None:
        self.args, self.url, self.pid, self.jobs, self.refs = args, gravity_url, pid, jobs, refs
        self.names = sorted(jobs)
        self.records: list[SoakRecord] = []
        self.samples: list[Sample] = []
        self.counts: dict[str, int] = {}  # verdict -> requests, for the progress bar
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.issued = 0
        self.start = time.monotonic()
        self.bar = tqdm(desc=f"soak ({args.duration_s:.0f} s, {args.clients} clients)", unit="req")

    def run(self) -> float:
        """All clients to the end, the sampler alongside; the wall time in seconds."""
        sampling = threading.Thread(target=self.sampler, daemon=True)
        sampling.start()
        with ThreadPoolExecutor(self.args.clients) as pool:
            for future in [pool.submit(self.client, i) for i in range(self.args.clients)]:
                future.result()
        self.bar.close()
        wall = time.monotonic() - self.start
        self.stop.set()
        sampling.join()
        return wall

    def sampler(self) -> None:
        """Every ``--sample-every-s``: the server's load and memory, until the clients stop."""
        while not self.stop.is_set():
            try:
                load = loads(self.url)
                sample = Sample(
                    round(time.monotonic() - self.start, 1),
                    round(process_tree_rss_mb(self.pid), 1) if self.pid else float("nan"),
                    load["num_used_tokens"],
                    load["num_running_reqs"],
                    load["num_waiting_reqs"],
                )
                with self.lock:
                    self.samples.append(sample)
            except requests.RequestException:
                pass
            self.stop.wait(self.args.sample_every_s)

    def client(self, index: int) -> None:
        """Requests one after another, each client with its own seeded choices."""
        rng = random.Random(self.args.seed * 1000 + index)
        while time.monotonic() - self.start < self.args.duration_s:
            with self.lock:
                if self.issued >= self.args.max_requests:
                    return
                self.issued += 1
            self.record(self.request(index, rng))

    def request(self, index: int, rng: random.Random) -> SoakRecord:
        """One random request: a job, a max_tokens, maybe a drop after a few chunks."""
        args = self.args
        name = rng.choice(self.names)
        max_tokens = rng.randint(args.min_tokens, args.max_tokens)
        drop = rng.randint(1, 12) if rng.random() < args.abort_prob else None
        began = time.monotonic() - self.start
        try:
            done = chat(
                self.url,
                self.jobs[name],
                max_tokens=max_tokens,
                stream=True,
                disconnect_after_chunks=drop,
                timeout=600,
            )
        except requests.RequestException as exc:
            return SoakRecord(
                index, round(began, 2), name, max_tokens, drop, 0, 0, None,
                round(time.monotonic() - self.start - began, 4), None, "error", repr(exc),
            )  # fmt: skip
        error = None if done.status_code == 200 else done.text[-300:]
        kind = "error" if error else verdict(done, max_tokens, self.refs[name])
        return SoakRecord(
            index, round(began, 2), name, max_tokens, drop, done.status_code,
            len(done.output_ids), done.finish_reason, round(done.latency_s, 4),
            None if done.ttft_s is None else round(done.ttft_s, 4), kind, error,
        )  # fmt: skip

    def record(self, record: SoakRecord) -> None:
        """Keep a finished request; errors and mismatches show on the progress bar at once."""
        with self.lock:
            self.records.append(record)
            self.counts[record.verdict] = self.counts.get(record.verdict, 0) + 1
            self.bar.update(1)
            if len(self.records) % 20 == 0 or record.verdict in ("error", "mismatch"):
                self.bar.set_postfix(
                    errors=self.counts.get("error", 0), mismatches=self.counts.get("mismatch", 0)
                )


def soak(
    args: argparse.Namespace, ar_url: str, gravity_url: str, pid: int | None
) -> dict[str, Any]:
    """AR's references, the soak itself, then the drained server's final state; the report."""
    jobs = build_jobs(args.data)
    refs = reference_outputs(ar_url, jobs, args.max_tokens, workers=min(8, args.clients))
    run = SoakRun(args, gravity_url, pid, jobs, refs)
    wall = run.run()
    # Everything finished or aborted: nothing may stay running or hold KV.
    deadline = time.monotonic() + 60
    while loads(gravity_url)["num_running_reqs"] and time.monotonic() < deadline:
        time.sleep(0.5)
    requests.post(f"{gravity_url}/flush_cache", timeout=60)
    final = loads(gravity_url)
    return summarize(args, run.records, run.samples, final, wall)


def memory_trend(samples: list[Sample]) -> dict[str, float | None]:
    """RSS after the first fifth (warm) vs the end, and a least-squares slope in MB per minute."""
    points = [(s.t_s, s.rss_mb) for s in samples if s.rss_mb == s.rss_mb]
    if len(points) < 3:
        return {
            "rss_start_mb": None,
            "rss_end_mb": None,
            "rss_max_mb": None,
            "slope_mb_per_min": None,
        }
    warm = points[len(points) // 5 :]
    n = len(warm)
    mean_t = sum(t for t, _ in warm) / n
    mean_m = sum(m for _, m in warm) / n
    var = sum((t - mean_t) ** 2 for t, _ in warm) or 1.0
    slope = sum((t - mean_t) * (m - mean_m) for t, m in warm) / var * 60
    return {
        "rss_start_mb": warm[0][1],
        "rss_end_mb": warm[-1][1],
        "rss_max_mb": max(m for _, m in points),
        "slope_mb_per_min": round(slope, 3),
    }


def summarize(
    args: argparse.Namespace,
    records: list[SoakRecord],
    samples: list[Sample],
    final: dict[str, Any],
    wall: float,
) -> dict[str, Any]:
    """The verdict counts, latencies, KV and memory over the run, and whether it all passed."""
    done = [r for r in records if r.verdict in ("exact", "mismatch") and r.status_code == 200]
    latencies = [r.latency_s for r in records if r.verdict == "exact"]
    ttfts = [r.ttft_s for r in records if r.ttft_s is not None]
    summary = {
        "wall_s": round(wall, 1),
        "requests": len(records),
        "completed": sum(r.verdict == "exact" for r in records),
        "aborted": sum(r.verdict == "prefix" for r in records),
        "errors": sum(r.verdict == "error" for r in records),
        "mismatches": sum(r.verdict == "mismatch" for r in records),
        "tokens_streamed": sum(r.tokens for r in records),
        "latency_p50_s": percentile(latencies, 50),
        "latency_p99_s": percentile(latencies, 99),
        "ttft_p50_s": percentile(ttfts, 50),
        "ttft_p99_s": percentile(ttfts, 99),
        "kv_used_tokens_max": max((s.used_tokens for s in samples), default=None),
        "kv_used_tokens_after_flush": final["num_used_tokens"],
        "running_after": final["num_running_reqs"],
        **memory_trend(samples),
    }
    summary["ok"] = (
        summary["errors"] == 0
        and summary["mismatches"] == 0
        and summary["kv_used_tokens_after_flush"] == 0
        and summary["running_after"] == 0
        and bool(done)
    )
    return {
        "summary": summary,
        "args": {k: str(v) for k, v in vars(args).items()},
        "environment": environment(gpu_label="cuda"),
        "samples": [asdict(s) for s in samples],
        "requests": [asdict(r) for r in records],
    }


def write_outputs(report: dict[str, Any], out: Path) -> None:
    """soak.json, soak.md (the summary) and soak.png (memory and KV usage over time)."""
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / "soak.json", report, indent=1)
    s = report["summary"]
    columns = (
        Column("metric", lambda kv: kv[0], left=True),
        Column("value", lambda kv: str(kv[1]), left=True),
    )
    rows = "\n".join(table(columns, s.items())[1:])
    (out / "soak.md").write_text(f"# Soak run\n\n`{' '.join(sys.argv)}`\n\n{rows}\n")
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    samples = report["samples"]
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 6), sharex=True)
    top.plot([x["t_s"] for x in samples], [x["rss_mb"] for x in samples])
    top.set_ylabel("server RSS (MB)")
    bottom.plot([x["t_s"] for x in samples], [x["used_tokens"] for x in samples])
    bottom.set_ylabel("KV tokens in use")
    bottom.set_xlabel("seconds")
    fig.suptitle(
        f"soak: {s['requests']} requests, {s['errors']} errors, {s['mismatches']} mismatches"
    )
    fig.tight_layout()
    fig.savefig(out / "soak.png", dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> None:
    """Serve (or attach), soak, write the outputs; exit status 1 if anything went wrong."""
    args = parse_args(argv)
    serving: contextlib.AbstractContextManager[dict[str, ServerHandle]] = (
        serve_pair(args.model, args.out, max_total_tokens=args.max_total_tokens)
        if args.model is not None
        else contextlib.nullcontext({})
    )
    with serving as handles:
        ar_url = args.ar_url or handles["ar"].url
        gravity_url = args.gravity_url or handles["gravity"].url
        pid = server_pid(gravity_url, handles.get("gravity"))
        report = soak(args, ar_url, gravity_url, pid)
    write_outputs(report, args.out)
    print(json.dumps(report["summary"], indent=1))
    print(f"wrote {args.out}/soak.json, soak.md, soak.png")
    sys.exit(0 if report["summary"]["ok"] else 1)


if __name__ == "__main__":
    main()
