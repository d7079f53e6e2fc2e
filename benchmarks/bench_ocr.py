"""Batch OCR benchmark: greedy AR vs gravity over the OpenAI chat API, side by side in one run.

Engine-agnostic client: it speaks ``/v1/chat/completions`` (streaming, ``temperature: 0``) to any
server. SGLang's extensions ``sglext.output_ids`` (``return_output_ids_in_sglext``) and
``sglext.spec_tokens_details`` (``return_spec_tokens_details``) give the token counts, the token
identity check and the acceptance statistics; a server without them still gets latency and pages/s.

Either attach to running servers (``--ar-url``, ``--gravity-url``, one or both) or let it launch
both for one checkpoint on the local device (``--model DIR``, or ``--tiny-model`` for the random
test model). Why the order matters: on a shared machine throughput drifts by more than the effect
being measured, so for every concurrency level the engines run alternately, ``--schedule aga``
(AR, gravity, AR) by default, and the speed-up is gravity over the mean of the AR passes around
it: linear drift cancels. Every pass sends the same requests in the same order (shuffled once with
``--seed``) after a ``/flush_cache``, so no pass profits from a prefix cached by the one before.

Outputs in ``--out``: ``results.json`` (everything, per request in ``requests.jsonl``),
``results.md`` (the tables), ``throughput.png`` and ``accept_hist.png``. Examples::

    python benchmarks/bench_ocr.py --model models/gravity-demo --concurrency 1,4,16
    python benchmarks/bench_ocr.py --ar-url http://127.0.0.1:30000 --gravity-url http://127.0.0.1:30001
    python benchmarks/bench_ocr.py --tiny-model --concurrency 1,4 --max-requests 8 --max-tokens 32
"""

from __future__ import annotations

import argparse
import base64
import datetime
import json
import math
import os
import platform
import random
import shlex
import subprocess
import sys
import tempfile
import threading
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import requests
from tqdm import tqdm

from sglang_gravity.launcher.client import Completion, chat
from sglang_gravity.launcher.server import ServerHandle, launch_servers

BENCH_DIR = Path(__file__).resolve().parent
DEFAULT_DATA = BENCH_DIR / "data" / "synthetic"
ENGINES = {"a": "ar", "g": "gravity"}
NUM_NON_DRAFT_TOKENS = 2  # a0 and the bonus: accept length per round = correct drafts + 2


@dataclass(frozen=True)
class Page:
    """One benchmark input: an image, its prompt and its content type (manifest.jsonl)."""

    id: str
    image_path: Path
    prompt: str
    type: str


@dataclass
class RequestRecord:
    """What one request of one pass produced."""

    engine: str
    concurrency: int
    pass_index: int  # position of the pass within its concurrency level's schedule
    index: int  # position in the fixed request order
    page_id: str
    type: str
    status_code: int
    output_ids: list[int]
    text: str
    finish_reason: str | None
    latency_s: float
    ttft_s: float | None
    spec: dict[str, Any] = field(default_factory=dict)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status_code == 200 and self.error is None


@dataclass
class PassResult:
    engine: str
    concurrency: int
    pass_index: int
    wall_s: float
    records: list[RequestRecord]


def load_manifest(data_dir: Path) -> list[Page]:
    """Pages from ``data_dir/manifest.jsonl`` ({"image", "prompt", "type"[, "id"]} per line)."""
    pages = []
    manifest = data_dir / "manifest.jsonl"
    for number, line in enumerate(manifest.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        entry = json.loads(line)
        missing = {"image", "prompt", "type"} - entry.keys()
        if missing:
            raise SystemExit(f"{manifest}:{number + 1}: missing field(s) {sorted(missing)}")
        path = data_dir / entry["image"]
        if not path.is_file():
            raise SystemExit(f"{manifest}:{number + 1}: image {path} not found")
        pages.append(Page(entry.get("id", path.stem), path, entry["prompt"], entry["type"]))
    if not pages:
        raise SystemExit(f"{manifest} lists no pages")
    return pages


def request_order(pages: list[Page], max_requests: int | None, seed: int) -> list[Page]:
    """The fixed order every pass sends: pages shuffled once with ``seed``, cycled if needed."""
    order = list(pages)
    random.Random(seed).shuffle(order)
    count = max_requests or len(order)
    return [order[i % len(order)] for i in range(count)]


def page_messages(page: Page) -> list[dict[str, Any]]:
    """One user turn, image first then prompt (GLM-OCR's layout), with the file's own bytes."""
    suffix = page.image_path.suffix.lower().lstrip(".")
    mime = {"jpg": "jpeg"}.get(suffix, suffix)
    data = base64.b64encode(page.image_path.read_bytes()).decode()
    return [
        {
            "role": "user",
            "content": [
                {"type": "image_url", "image_url": {"url": f"data:image/{mime};base64,{data}"}},
                {"type": "text", "text": page.prompt},
            ],
        }
    ]


def flush_cache(url: str) -> bool:
    """Empty the server's prefix cache so a pass does not reuse the previous pass's prefill."""
    try:
        return requests.post(f"{url}/flush_cache", timeout=60).status_code == 200
    except requests.RequestException:
        return False


def run_pass(
    *,
    engine: str,
    url: str,
    order: list[Page],
    messages: dict[str, list[dict[str, Any]]],
    concurrency: int,
    pass_index: int,
    max_tokens: int,
    model_name: str,
    deadline: float | None,
    request_timeout: float,
    request_params: dict[str, Any] | None = None,
) -> PassResult:
    """Send ``order`` with ``concurrency`` requests in flight; none start after ``deadline``.

    Requests start in order (the executor is FIFO), so the requests run form a prefix of it.
    """
    progress = tqdm(
        total=len(order),
        desc=f"c={concurrency} {engine}#{pass_index}",
        leave=False,
        disable=None,  # a bar on a terminal, nothing in a log file
    )
    lock = threading.Lock()

    def one(index: int) -> RequestRecord | None:
        if deadline is not None and time.monotonic() > deadline:
            return None
        page = order[index]
        try:
            completion = chat(
                url,
                messages[page.id],
                max_tokens=max_tokens,
                stream=True,
                timeout=request_timeout,
                model=model_name,
                **(request_params or {}),
            )
            error = None if completion.status_code == 200 else completion.text[:500]
        except requests.RequestException as exc:
            completion = Completion([], "", None, status_code=-1)
            error = f"{type(exc).__name__}: {exc}"
        with lock:
            progress.update()
        return RequestRecord(
            engine=engine,
            concurrency=concurrency,
            pass_index=pass_index,
            index=index,
            page_id=page.id,
            type=page.type,
            status_code=completion.status_code,
            output_ids=completion.output_ids,
            text=completion.text,
            finish_reason=completion.finish_reason,
            latency_s=completion.latency_s,
            ttft_s=completion.ttft_s,
            spec=completion.spec,
            error=error,
        )

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        records = [r for r in pool.map(one, range(len(order))) if r is not None]
    wall = time.perf_counter() - start
    progress.close()
    return PassResult(engine, concurrency, pass_index, wall, records)


def percentile(values: Sequence[float], q: float) -> float | None:
    """Linear-interpolated percentile (numpy's default), None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q / 100
    low, high = math.floor(rank), math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def accept_histogram(records: Sequence[RequestRecord]) -> dict[int, int]:
    """Rounds by accept length (committed tokens per round = correct drafts + 2)."""
    histogram: dict[int, int] = defaultdict(int)
    for record in records:
        for correct, rounds in enumerate(record.spec.get("spec_correct_drafts_histogram") or []):
            if rounds:
                histogram[correct + NUM_NON_DRAFT_TOKENS] += rounds
    return dict(sorted(histogram.items()))


def spec_summary(records: Sequence[RequestRecord]) -> dict[str, Any]:
    """TPF (= spec_accept_length / 2, weighted by rounds) and the per-round accept lengths."""
    rounds = sum(int(r.spec.get("spec_verify_ct") or 0) for r in records)
    tokens = sum(len(r.output_ids) for r in records if r.spec.get("spec_verify_ct"))
    histogram = accept_histogram(records)
    hist_rounds = sum(histogram.values())
    drafts_per_round = max(
        (
            int(r.spec["spec_num_proposed_drafts"]) // int(r.spec["spec_verify_ct"])
            for r in records
            if r.spec.get("spec_verify_ct") and r.spec.get("spec_num_proposed_drafts")
        ),
        default=None,
    )
    return {
        "requests": len(records),
        "rounds": rounds,
        # completion tokens / rounds, SGLang's spec_accept_length (includes the prefill token)
        "accept_length": tokens / rounds if rounds else None,
        "tpf": tokens / rounds / 2 if rounds else None,
        # committed tokens per round from the histogram (what the Prometheus histogram shows)
        "round_accept_length": (
            sum(k * v for k, v in histogram.items()) / hist_rounds if hist_rounds else None
        ),
        "accept_length_histogram": histogram,
        # K + 1 = drafts per round + 2: the longest round possible
        "max_accept_length": None if drafts_per_round is None else drafts_per_round + 2,
    }


def decode_ms_per_token(records: Sequence[RequestRecord]) -> float | None:
    timed = [r for r in records if r.ttft_s is not None and len(r.output_ids) > 1]
    tokens = sum(len(r.output_ids) - 1 for r in timed)
    seconds = sum(r.latency_s - r.ttft_s for r in timed)
    return 1000 * seconds / tokens if tokens else None


def summarize_pass(result: PassResult) -> dict[str, Any]:
    ok = [r for r in result.records if r.ok]
    latencies = [r.latency_s for r in ok]
    ttfts = [r.ttft_s for r in ok if r.ttft_s is not None]
    tokens = sum(len(r.output_ids) for r in ok)
    wall = result.wall_s
    summary: dict[str, Any] = {
        "engine": result.engine,
        "concurrency": result.concurrency,
        "pass_index": result.pass_index,
        "requests": len(result.records),
        "errors": len(result.records) - len(ok),
        "wall_s": wall,
        "output_tokens": tokens,
        "output_tok_per_s": tokens / wall if wall > 0 else None,
        "pages_per_s": len(ok) / wall if wall > 0 else None,
        "token_ids_returned": all(r.output_ids for r in ok) if ok else False,
        # Decode phase only (what speculative decoding speeds up): each streamed request's time
        # after its first token over its tokens after the first, summed over the pass.
        "decode_ms_per_token": decode_ms_per_token(ok),
    }
    for name, values in (("ttft_s", ttfts), ("latency_s", latencies)):
        for q in (50, 90, 99):
            summary[f"{name}_p{q}"] = percentile(values, q)
    summary["spec"] = spec_summary(ok)
    by_type: dict[str, list[RequestRecord]] = defaultdict(list)
    for record in ok:
        by_type[record.type].append(record)
    summary["spec_by_type"] = {t: spec_summary(rs) for t, rs in sorted(by_type.items())}
    return summary


def first_difference(a: list[int], b: list[int]) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def check_identity(passes: list[PassResult]) -> dict[str, Any]:
    """Compare every request with the first AR answer to the same request (any concurrency).

    Gravity must equal AR token for token; AR against itself (other passes, other batch shapes)
    is reported separately, as numeric nondeterminism of the engine rather than a gravity bug.
    """
    reference: dict[int, RequestRecord] = {}
    for result in passes:
        if result.engine == "ar":
            for record in result.records:
                if record.ok:
                    reference.setdefault(record.index, record)
    counts = {"gravity": [0, 0], "ar": [0, 0]}  # [compared, identical]
    mismatches = []
    for result in passes:
        for record in result.records:
            ref = reference.get(record.index)
            if ref is None or ref is record or not record.ok:
                continue
            if record.output_ids or ref.output_ids:
                same = record.output_ids == ref.output_ids
                basis = "token ids"
            else:  # the server returned no token ids: the text is the best there is
                same = record.text == ref.text
                basis = "text"
            counts[record.engine][0] += 1
            counts[record.engine][1] += same
            if not same:
                mismatches.append(
                    {
                        "engine": record.engine,
                        "concurrency": record.concurrency,
                        "pass_index": record.pass_index,
                        "index": record.index,
                        "page_id": record.page_id,
                        "type": record.type,
                        "compared_by": basis,
                        "first_difference": first_difference(record.output_ids, ref.output_ids),
                        "len": len(record.output_ids),
                        "reference_len": len(ref.output_ids),
                        "reference_concurrency": ref.concurrency,
                    }
                )
    return {
        "gravity_compared": counts["gravity"][0],
        "gravity_identical": counts["gravity"][1],
        "ar_compared": counts["ar"][0],
        "ar_identical": counts["ar"][1],
        "mismatches": mismatches,
    }


def _mean(values: Sequence[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def compare_level(summaries: list[dict[str, Any]]) -> dict[str, Any]:
    """Gravity over the mean of the AR passes at one concurrency level."""
    ar = [s for s in summaries if s["engine"] == "ar"]
    gravity = [s for s in summaries if s["engine"] == "gravity"]

    def mean_of(group: list[dict[str, Any]], key: str) -> float | None:
        return _mean([s[key] for s in group])

    ar_tps, g_tps = mean_of(ar, "output_tok_per_s"), mean_of(gravity, "output_tok_per_s")
    ar_pps, g_pps = mean_of(ar, "pages_per_s"), mean_of(gravity, "pages_per_s")
    ar_lat, g_lat = mean_of(ar, "latency_s_p50"), mean_of(gravity, "latency_s_p50")
    ar_dec, g_dec = mean_of(ar, "decode_ms_per_token"), mean_of(gravity, "decode_ms_per_token")
    return {
        "ar_tok_per_s": [s["output_tok_per_s"] for s in ar],
        "gravity_tok_per_s": [s["output_tok_per_s"] for s in gravity],
        "speedup_tok_per_s": _ratio(g_tps, ar_tps),
        "speedup_pages_per_s": _ratio(g_pps, ar_pps),
        "latency_p50_ratio": _ratio(ar_lat, g_lat),  # > 1: gravity answers sooner
        "ar_decode_ms_per_token": ar_dec,
        "gravity_decode_ms_per_token": g_dec,
        "speedup_decode": _ratio(ar_dec, g_dec),
        # AR's last pass over its first: the machine drift the alternation is there to cancel
        "ar_drift": _ratio(ar[-1]["output_tok_per_s"], ar[0]["output_tok_per_s"])
        if len(ar) > 1
        else None,
    }


# ----------------------------------------------------------------------------- reporting


def _f(value: float | None, digits: int = 2) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def _triple(summary: dict[str, Any], name: str) -> str:
    return " / ".join(_f(summary[f"{name}_p{q}"], 3) for q in (50, 90, 99))


def _hist_text(histogram: dict[int, int]) -> str:
    return " ".join(f"{k}:{v}" for k, v in histogram.items()) or "-"


def markdown_report(report: dict[str, Any]) -> str:
    cfg = report["config"]
    lines = [
        "# OCR benchmark: AR vs gravity",
        "",
        f"{report['started']} · {cfg['num_requests']} requests per pass from `{cfg['data']}` "
        f"(seed {cfg['seed']}) · max_tokens {cfg['max_tokens']} · request parameters "
        f"`{json.dumps({'temperature': 0, **cfg.get('request_params', {})})}` · "
        f"device {report['environment']['device']}",
        "",
        f"Order: {report['order_note']}",
        "",
        "## Per engine and concurrency",
        "",
        "| engine | conc | pass | requests | errors | out tok/s | pages/s | TTFT p50/p90/p99 s "
        "| latency p50/p90/p99 s | decode ms/token | TPF |",
        "|---|---:|---:|---:|---:|---:|---:|---|---|---:|---:|",
    ]
    for s in report["passes"]:
        lines.append(
            f"| {s['engine']} | {s['concurrency']} | {s['pass_index']} | {s['requests']} "
            f"| {s['errors']} | {_f(s['output_tok_per_s'], 1)} | {_f(s['pages_per_s'], 3)} "
            f"| {_triple(s, 'ttft_s')} | {_triple(s, 'latency_s')} "
            f"| {_f(s['decode_ms_per_token'])} | {_f(s['spec']['tpf'])} |"
        )
    if report["levels"]:
        lines += [
            "",
            "## Gravity / AR, side by side",
            "",
            "Decode speed-up: AR's decode ms/token over gravity's, where decode ms/token is the "
            "time after each streamed request's first token over its tokens after the first "
            "(prefill and queueing excluded: the phase speculative decoding speeds up).",
            "",
            "| conc | AR tok/s (passes) | gravity tok/s | speed-up tok/s | speed-up pages/s "
            "| decode speed-up | p50 latency AR/gravity | AR drift (last/first) |",
            "|---:|---|---|---:|---:|---:|---:|---:|",
        ]
        for conc, level in report["levels"].items():
            lines.append(
                f"| {conc} | {', '.join(_f(v, 1) for v in level['ar_tok_per_s'])} "
                f"| {', '.join(_f(v, 1) for v in level['gravity_tok_per_s'])} "
                f"| {_f(level['speedup_tok_per_s'])}x | {_f(level['speedup_pages_per_s'])}x "
                f"| {_f(level['speedup_decode'])}x | {_f(level['latency_p50_ratio'])}x "
                f"| {_f(level['ar_drift'], 3)} |"
            )
    if report["gravity_by_type"]:
        lines += [
            "",
            "## Gravity acceptance per content type",
            "",
            "TPF = spec_accept_length / 2 (completion tokens per round / 2). Accept length per "
            "round = tokens a round commits (2..K+1); histogram `length:rounds`.",
            "",
            "| conc | type | requests | rounds | TPF | mean accept length / round | histogram |",
            "|---|---|---:|---:|---:|---:|---|",
        ]
        rows = [
            (str(s["concurrency"]), kind, spec)
            for s in report["passes"]
            if s["engine"] == "gravity"
            for kind, spec in s["spec_by_type"].items()
        ]
        rows += [("all", kind, spec) for kind, spec in report["gravity_by_type"].items()]
        for conc, kind, spec in rows:
            lines.append(
                f"| {conc} | {kind} | {spec['requests']} | {spec['rounds']} | {_f(spec['tpf'])} "
                f"| {_f(spec['round_accept_length'])} "
                f"| {_hist_text(spec['accept_length_histogram'])} |"
            )
    identity = report["identity"]
    lines += ["", "## Token identity", ""]
    if identity["gravity_compared"]:
        lines.append(
            f"gravity vs AR: {identity['gravity_identical']}/{identity['gravity_compared']} "
            "requests identical."
        )
    else:
        lines.append("gravity vs AR: not compared (needs both engines).")
    if identity["ar_compared"]:
        lines.append(
            f"AR vs AR (other passes): {identity['ar_identical']}/{identity['ar_compared']} "
            "identical."
        )
    for m in identity["mismatches"][:20]:
        lines.append(
            f"- MISMATCH {m['engine']} c={m['concurrency']} pass {m['pass_index']} request "
            f"{m['index']} ({m['page_id']}, {m['type']}): first difference at token "
            f"{m['first_difference']} (len {m['len']} vs {m['reference_len']})"
        )
    if len(identity["mismatches"]) > 20:
        lines.append(f"- ... {len(identity['mismatches']) - 20} more in results.json")
    for note in report["notes"]:
        lines.append(f"\nNote: {note}")
    return "\n".join(lines) + "\n"


def write_plots(report: dict[str, Any], out: Path) -> list[str]:
    """throughput.png (tok/s and pages/s vs concurrency) and accept_hist.png (per content type)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for engine, color in (("ar", "tab:blue"), ("gravity", "tab:orange")):
        passes = [s for s in report["passes"] if s["engine"] == engine]
        if not passes:
            continue
        levels = sorted({s["concurrency"] for s in passes})
        for ax, key in zip(axes, ("output_tok_per_s", "pages_per_s")):
            points = [(s["concurrency"], s[key]) for s in passes if s[key] is not None]
            if points:
                ax.scatter(*zip(*points), color=color, alpha=0.4, s=16)
            means = [_mean([s[key] for s in passes if s["concurrency"] == c]) for c in levels]
            ax.plot(levels, means, marker="o", color=color, label=engine)
    levels = sorted({s["concurrency"] for s in report["passes"]})
    for ax, label in zip(axes, ("output tokens/s", "pages/s")):
        ax.set_xscale("log", base=2)
        ax.set_xticks(levels, [str(c) for c in levels])
        ax.set_xlabel("concurrency")
        ax.set_ylabel(label)
        ax.grid(alpha=0.3)
        ax.legend()
    fig.suptitle("Throughput vs concurrency (dots: single passes, line: mean)")
    fig.tight_layout()
    fig.savefig(out / "throughput.png", dpi=100)
    plt.close(fig)
    written.append("throughput.png")

    by_type = report["gravity_by_type"]
    if by_type:
        fig, axes = plt.subplots(1, len(by_type), figsize=(4 * len(by_type), 3.2), squeeze=False)
        for ax, (kind, spec) in zip(axes[0], by_type.items()):
            histogram = {int(k): v for k, v in spec["accept_length_histogram"].items()}
            total = sum(histogram.values()) or 1
            longest = spec["max_accept_length"] or max(histogram, default=2)
            lengths = list(range(NUM_NON_DRAFT_TOKENS, longest + 1))
            fractions = [histogram.get(n, 0) / total for n in lengths]
            ax.bar(lengths, fractions, color="tab:orange")
            ax.set_xticks(lengths[:: max(1, len(lengths) // 12)])
            ax.set_title(f"{kind}: TPF {_f(spec['tpf'])}, {spec['rounds']} rounds")
            ax.set_xlabel("tokens committed per round")
            ax.set_ylabel("fraction of rounds")
            ax.grid(alpha=0.3)
        fig.tight_layout()
        fig.savefig(out / "accept_hist.png", dpi=100)
        plt.close(fig)
        written.append("accept_hist.png")
    return written


# ----------------------------------------------------------------------------- driver


def environment(device: str) -> dict[str, Any]:
    def version(module: str) -> str | None:
        try:
            return __import__(module).__version__
        except ImportError:
            return None

    try:
        commit = subprocess.run(
            ["git", "-C", str(BENCH_DIR), "describe", "--always", "--dirty"],
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        commit = ""
    return {
        "device": device,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpu_count": os.cpu_count(),
        "sglang": version("sglang"),
        "torch": version("torch"),
        "git": commit or None,
    }


def start_servers(
    model: Path,
    log_dir: Path,
    extra_args: list[str],
    max_total_tokens: int,
    ar_extra_args: Sequence[str] = (),
) -> dict[str, ServerHandle]:
    """AR and gravity servers for one checkpoint on this machine, started together."""
    log_dir.mkdir(parents=True, exist_ok=True)
    print(f"starting AR and gravity servers for {model} (logs in {log_dir}) ...", flush=True)
    # All or nothing: if one fails to start (or on Ctrl-C / SIGTERM), neither is left running.
    return launch_servers(
        {
            engine: {
                "model_path": model,
                "gravity": engine == "gravity",
                "log_path": log_dir / f"{engine}.log",
                "extra_args": [*extra_args, *(ar_extra_args if engine == "ar" else ())],
                "max_total_tokens": max_total_tokens,
                "timeout_s": 900,
            }
            for engine in ("ar", "gravity")
        }
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    target = parser.add_argument_group("servers (attach to URLs, or launch for a checkpoint)")
    target.add_argument("--ar-url", help="running greedy AR server, e.g. http://127.0.0.1:30000")
    target.add_argument("--gravity-url", help="running gravity server")
    target.add_argument("--model", type=Path, help="checkpoint to serve with both engines here")
    target.add_argument(
        "--tiny-model", action="store_true", help="launch for the tiny random test model (plumbing)"
    )
    target.add_argument(
        "--server-args", default="", help="extra launch_server flags for launched servers (quoted)"
    )
    target.add_argument(
        "--ar-server-args",
        default="",
        help="extra flags for the launched AR server only; '--disable-overlap-schedule' makes "
        "AR apply penalties exactly (SGLang's overlap scheduler counts them a step late), so "
        "the identity check is meaningful with --request-params that set penalties",
    )
    target.add_argument(
        "--max-total-tokens", type=int, default=32768, help="KV pool of launched servers"
    )
    target.add_argument("--model-name", default="default", help="'model' field of the requests")
    parser.add_argument(
        "--data", type=Path, default=DEFAULT_DATA, help="folder with manifest.jsonl"
    )
    parser.add_argument("--concurrency", default="1,4,16", help="comma-separated levels")
    parser.add_argument(
        "--schedule",
        default="aga",
        help="engine order per concurrency level: a = AR pass, g = gravity pass (aga, agga, ag)",
    )
    parser.add_argument("--max-requests", type=int, help="requests per pass (default: all pages)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=1800.0,
        help="seconds for all passes; a level's first pass gets an equal share of what is left "
        "and fixes the request count of the others; levels that no longer fit are skipped",
    )
    parser.add_argument("--max-tokens", type=int, default=512, help="max_tokens per request")
    parser.add_argument(
        "--request-params",
        default="{}",
        help="JSON object of extra request fields for both engines, e.g. the GLM-OCR SDK's "
        '\'{"temperature": 0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}\' '
        "(default: greedy, temperature 0)",
    )
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded requests per engine")
    parser.add_argument("--seed", type=int, default=0, help="request-order shuffle seed")
    parser.add_argument("--request-timeout", type=float, default=600.0, help="seconds")
    parser.add_argument("--no-flush-cache", action="store_true", help="skip /flush_cache per pass")
    parser.add_argument("--out", type=Path, default=Path("runs/bench"), help="output folder")
    args = parser.parse_args(argv)
    check_engine_args(parser, args)
    return args


def check_engine_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """The checks this script and ``bench_pages.py`` share: servers launched or attached (one
    way), the engine schedule, ``--request-params`` (parsed in place) and the concurrency
    levels (``args.levels``)."""
    launch = args.model is not None or args.tiny_model
    attach = args.ar_url is not None or args.gravity_url is not None
    if launch == attach:
        parser.error("give --ar-url/--gravity-url, or --model/--tiny-model (exactly one way)")
    if set(args.schedule) - set(ENGINES) or not args.schedule:
        parser.error("--schedule: letters a (AR) and g (gravity) only")
    try:
        args.request_params = json.loads(args.request_params)
    except json.JSONDecodeError as exc:
        parser.error(f"--request-params: not valid JSON ({exc})")
    if not isinstance(args.request_params, dict):
        parser.error("--request-params: must be a JSON object of request fields")
    args.levels = sorted({int(c) for c in args.concurrency.split(",") if c.strip()})
    if not args.levels or min(args.levels) < 1:
        parser.error("--concurrency: positive integers, e.g. 1,4,16")


def order_note(schedule: str, urls: dict[str, str]) -> str:
    names = [ENGINES[c] for c in schedule if ENGINES[c] in urls]
    if len(urls) < 2:
        return f"one engine only ({', '.join(urls)}): no side-by-side comparison."
    return (
        f"for each concurrency level, passes {' -> '.join(names)} back to back (interleaved), "
        "each after /flush_cache, same requests in the same order; speed-up = gravity / mean of "
        "the AR passes, so linear machine drift cancels."
    )


def run(args: argparse.Namespace) -> dict[str, Any]:
    pages = load_manifest(args.data)
    order = request_order(pages, args.max_requests, args.seed)
    messages = {page.id: page_messages(page) for page in pages}
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    handles: dict[str, ServerHandle] = {}
    notes: list[str] = []
    server_commands: dict[str, list[str]] = {}
    tiny_dir = tempfile.TemporaryDirectory(prefix="bench-tiny-") if args.tiny_model else None
    if args.model is not None or tiny_dir is not None:
        model = args.model
        if tiny_dir is not None:
            from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

            model = build_tiny_glm_ocr(Path(tiny_dir.name))
            notes.append(
                "tiny RANDOM-weight model: drafts are almost never accepted, so TPF ~1 and the "
                "speed-up is meaningless; this run shows the plumbing only."
            )
        extra = shlex.split(args.server_args) + ["--max-running-requests", str(max(args.levels))]
        handles = start_servers(
            model, out / "logs", extra, args.max_total_tokens, shlex.split(args.ar_server_args)
        )
        urls = {engine: handle.url for engine, handle in handles.items()}
        server_commands = {engine: handle.args for engine, handle in handles.items()}
    else:
        urls = {
            engine: url
            for engine, url in (("ar", args.ar_url), ("gravity", args.gravity_url))
            if url
        }
    try:
        passes = benchmark(args, urls, order, messages, notes)
    finally:
        for handle in handles.values():
            handle.stop()
        if tiny_dir is not None:
            tiny_dir.cleanup()

    from sglang_gravity.launcher.server import is_cpu_only

    summaries = [summarize_pass(p) for p in passes]
    levels = {}
    for conc in args.levels:
        level = [s for s in summaries if s["concurrency"] == conc]
        if len({s["engine"] for s in level}) == 2:
            levels[str(conc)] = compare_level(level)
    gravity_records = [r for p in passes if p.engine == "gravity" for r in p.records if r.ok]
    by_type: dict[str, list[RequestRecord]] = defaultdict(list)
    for record in gravity_records:
        by_type[record.type].append(record)
    for summary in summaries:
        if summary["requests"] and not summary["token_ids_returned"]:
            notes.append(
                f"{summary['engine']} returned no sglext.output_ids: token counts, tok/s and the "
                "identity check (by text instead) are not meaningful for it."
            )
            break
    report = {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "data": str(args.data),
            "num_requests": len(order),
            "request_order": [page.id for page in order],
            "concurrency": args.levels,
            "schedule": args.schedule,
            "max_tokens": args.max_tokens,
            "request_params": args.request_params,
            "seed": args.seed,
            "warmup": args.warmup,
            "time_limit_s": args.time_limit,
            "flush_cache": not args.no_flush_cache,
            "urls": urls,
            "server_commands": server_commands,
        },
        "environment": environment("cpu" if is_cpu_only() else "gpu"),
        "order_note": order_note(args.schedule, urls),
        "passes": summaries,
        "levels": levels,
        "gravity_by_type": {t: spec_summary(rs) for t, rs in sorted(by_type.items())},
        "identity": check_identity(passes),
        "notes": notes,
    }
    (out / "results.json").write_text(json.dumps(report, indent=2) + "\n")
    with open(out / "requests.jsonl", "w") as f:
        for result in passes:
            for record in result.records:
                f.write(json.dumps(asdict(record)) + "\n")
    (out / "results.md").write_text(markdown_report(report))
    report["plots"] = write_plots(report, out)
    return report


def benchmark(
    args: argparse.Namespace,
    urls: dict[str, str],
    order: list[Page],
    messages: dict[str, list[dict[str, Any]]],
    notes: list[str],
) -> list[PassResult]:
    """Warm up each engine, then run the schedule at every concurrency level."""
    schedule = [ENGINES[c] for c in args.schedule if ENGINES[c] in urls]
    if not schedule:
        raise SystemExit(f"--schedule {args.schedule!r} names no engine with a URL")
    start = time.monotonic()
    hard_deadline = start + args.time_limit
    for engine, url in urls.items():
        if args.warmup:
            run_pass(
                engine=f"{engine}-warmup",
                url=url,
                order=order[: args.warmup],
                messages=messages,
                concurrency=min(args.warmup, max(args.levels)),
                pass_index=0,
                max_tokens=args.max_tokens,
                model_name=args.model_name,
                request_params=args.request_params,
                deadline=None,
                request_timeout=args.request_timeout,
            )
    flush_failed: set[str] = set()
    passes: list[PassResult] = []
    for level_number, conc in enumerate(args.levels):
        remaining = hard_deadline - time.monotonic()
        passes_left = len(schedule) * (len(args.levels) - level_number)
        if remaining <= 0:
            notes.append(f"time limit reached: concurrency {args.levels[level_number:]} skipped")
            break
        level_order = order
        for pass_index, engine in enumerate(schedule):
            url = urls[engine]
            if not args.no_flush_cache and not flush_cache(url) and engine not in flush_failed:
                flush_failed.add(engine)
                notes.append(f"/flush_cache failed on {engine}: passes may reuse cached prefixes")
            result = run_pass(
                engine=engine,
                url=url,
                order=level_order,
                messages=messages,
                concurrency=conc,
                pass_index=pass_index,
                max_tokens=args.max_tokens,
                model_name=args.model_name,
                request_params=args.request_params,
                # Only the first pass is cut by time; the others repeat exactly what it ran.
                deadline=time.monotonic() + remaining / passes_left if pass_index == 0 else None,
                request_timeout=args.request_timeout,
            )
            if pass_index == 0 and len(result.records) < len(order):
                notes.append(
                    f"concurrency {conc}: time share allowed {len(result.records)} of "
                    f"{len(order)} requests per pass"
                )
                level_order = order[: len(result.records)]
            passes.append(result)
            s = summarize_pass(result)
            print(
                f"c={conc:<3} {engine:<8} pass {pass_index}: {s['requests']} req, "
                f"{_f(s['output_tok_per_s'], 1)} tok/s, {_f(s['pages_per_s'], 3)} pages/s, "
                f"p50 latency {_f(s['latency_s_p50'], 3)} s, TPF {_f(s['spec']['tpf'])}",
                flush=True,
            )
    return passes


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    report = run(args)
    print()
    print((args.out / "results.md").read_text())
    print(
        f"wrote results.json, requests.jsonl, results.md, {', '.join(report['plots'])} "
        f"to {args.out}"
    )
    mismatches = report["identity"]["mismatches"]
    if any(m["engine"] == "gravity" for m in mismatches):
        sys.exit(1)


if __name__ == "__main__":
    main()
