"""Page benchmark: whole documents per second, AR vs gravity, as the GLM-OCR SDK drives a server.

The published headline (DESIGN §5) is pages/s of whole documents: a page's layout regions are
cropped, OCR'd concurrently and assembled into Markdown in reading order. This script does the
same on synthetic multi-region pages built from the training generator
(``sglang_gravity.training.data``: text blocks, a table and a formula per page, held-out seeds);
the generator knows the layout, so no layout detector is needed. Each page is rendered whole,
its regions cropped back out of it, and each crop sent the way the SDK (``glmocr`` 0.1.5) sends a
region (see ``sglang_gravity/testing/glmocr_requests.py``): resized to sides that are multiples
of 28, JPEG-encoded, ``Text/Table/Formula Recognition:``, ``max_tokens 8192, temperature 0,
top_p 1e-5, top_k 1, repetition_penalty 1.1``, up to 32 region requests in flight. The answers
are assembled into Markdown as the SDK's formatter does (formulas in ``$$`` blocks).

``--concurrency`` is the number of *pages* in flight (each page sends all its regions at once).
For every level the engines run interleaved, AR -> gravity -> AR (``--schedule aga``) from this
one client, each pass after ``/flush_cache`` on the same pages; speed-up = gravity over the mean
of the AR passes around it. Every region's answer from gravity must equal AR's token for token
(text where a server returns no ids); AR against its own other passes is reported apart.

Servers: attach (``--ar-url``, ``--gravity-url``) or launch both here for ``--model DIR`` (or
``--tiny-model``) with ``benchmarks/bench_ocr.py``'s launcher; a launched AR server gets
``--disable-overlap-schedule`` (exact repetition penalty, see README "What AR means for
penalties") and both get ``--allow-auto-truncate`` (the SDK's 8192 max_tokens). Outputs in
``--out``: ``results.json``, ``regions.jsonl``, ``results.md``, ``pages.png`` and each page's
Markdown under ``markdown/``. Examples::

    python benchmarks/bench_pages.py --model models/gravity-demo --concurrency 1,8
    python benchmarks/bench_pages.py --ar-url http://127.0.0.1:30000 --gravity-url http://127.0.0.1:30001
"""

from __future__ import annotations

import argparse
import base64
import datetime
import io
import json
import math
import shlex
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
from PIL import Image
from tqdm import tqdm

from sglang_gravity.launcher.client import Completion, chat, tokens_per_forward
from sglang_gravity.training.data import HELD_OUT_SEED0, PROMPTS, make_sample

BENCH_DIR = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH_DIR))
from bench_ocr import (  # noqa: E402
    ENGINES,
    _f,
    _mean,
    _ratio,
    check_engine_args,
    environment,
    first_difference,
    flush_cache,
    percentile,
    start_servers,
)

# What glmocr 0.1.5 sends for every region (its bundled config.yaml, section page_loader).
SDK_PARAMS = {"temperature": 0.0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1}
SDK_MAX_TOKENS = 8192
SDK_MAX_WORKERS = 32  # region requests in flight (pipeline.max_workers)
SDK_IMAGE_FORMAT = "JPEG"
SDK_T_PATCH = 2  # t_patch_size: smart_resize counts 2 frames
SDK_FACTOR = 28  # 14 * 2 * patch_expand_factor
SDK_MIN_PIXELS = 12544
SDK_MAX_PIXELS = 71372800

PAGE_SEED0 = HELD_OUT_SEED0 + 500_000  # held out from training and apart from the bench set
MARGIN = 28  # px between regions and around the page
PAPER = (255, 255, 255)


# ----------------------------------------------------------------------------- pages


@dataclass(frozen=True)
class Region:
    """One layout region of a page: its content type, box on the page, and ground truth."""

    index: int  # reading order within the page
    type: str  # text, table or formula (the SDK's task type)
    box: tuple[int, int, int, int]  # left, top, right, bottom in page pixels
    target: str


@dataclass(frozen=True)
class SyntheticPage:
    id: str
    image: Image.Image
    regions: tuple[Region, ...]  # in reading order

    def crops(self) -> list[Image.Image]:
        return [self.image.crop(region.box) for region in self.regions]


# A page: a heading text block across the top, then two columns read left column first.
# Each entry: (column, task); column 0 = full width header, 1 = left, 2 = right.
PAGE_LAYOUT = (
    (0, "text"),
    (1, "text"),
    (1, "formula"),
    (2, "table"),
    (2, "text"),
)


def make_page(number: int) -> SyntheticPage:
    """Page ``number``: regions drawn by the training generator, pasted on one white page."""
    samples = [
        make_sample(PAGE_SEED0 + 16 * number + i, task) for i, (_, task) in enumerate(PAGE_LAYOUT)
    ]
    left_w = max(s.image.width for s, (col, _) in zip(samples, PAGE_LAYOUT) if col == 1)
    right_w = max(s.image.width for s, (col, _) in zip(samples, PAGE_LAYOUT) if col == 2)
    x = {0: MARGIN, 1: MARGIN, 2: 2 * MARGIN + left_w}
    width = 3 * MARGIN + left_w + right_w
    y = {0: MARGIN}  # next free row per column; the columns start below the header
    boxes = []
    for sample, (col, _) in zip(samples, PAGE_LAYOUT):
        top = y[0] if col == 0 else y.setdefault(col, y[0])
        boxes.append((x[col], top, x[col] + sample.image.width, top + sample.image.height))
        y[col] = top + sample.image.height + MARGIN
    height = max(box[3] for box in boxes) + MARGIN
    image = Image.new("RGB", (width, height), PAPER)
    for sample, box in zip(samples, boxes):
        image.paste(sample.image, box[:2])
    regions = tuple(
        Region(i, task, box, sample.target)
        for i, (sample, (_, task), box) in enumerate(zip(samples, PAGE_LAYOUT, boxes))
    )
    return SyntheticPage(f"page-{number:03d}", image, regions)


# ----------------------------------------------------------------------------- requests


def smart_resize(h: int, w: int) -> tuple[int, int]:
    """glmocr's ``smart_resize(t=2, h, w, factor 28, min_pixels, max_pixels)``: (new_h, new_w)."""
    f, t = SDK_FACTOR, SDK_T_PATCH
    h_bar, w_bar = round(h / f) * f, round(w / f) * f
    if t * h_bar * w_bar > SDK_MAX_PIXELS:
        beta = math.sqrt(t * h * w / SDK_MAX_PIXELS)
        h_bar, w_bar = math.floor(h / beta / f) * f, math.floor(w / beta / f) * f
    elif t * h_bar * w_bar < SDK_MIN_PIXELS:
        beta = math.sqrt(SDK_MIN_PIXELS / (t * h * w))
        h_bar, w_bar = math.ceil(h * beta / f) * f, math.ceil(w * beta / f) * f
    return h_bar, w_bar


def sdk_request(image: Image.Image, task: str, max_tokens: int = SDK_MAX_TOKENS) -> dict[str, Any]:
    """The body glmocr 0.1.5's ``PageLoader.build_request_from_image(image, task)`` builds
    (tests/test_benchmark_scripts.py checks it against the SDK when that is installed)."""
    image = image.convert("RGB")
    h, w = smart_resize(image.height, image.width)
    image = image.resize((w, h), Image.Resampling.BICUBIC)
    buffer = io.BytesIO()
    image.save(buffer, format=SDK_IMAGE_FORMAT)
    url = f"data:image/{SDK_IMAGE_FORMAT.lower()};base64," + base64.b64encode(
        buffer.getvalue()
    ).decode("utf-8")
    content = [
        {"type": "image_url", "image_url": {"url": url}},
        {"type": "text", "text": PROMPTS[task]},
    ]
    return {
        "messages": [{"role": "user", "content": content}],
        "max_tokens": max_tokens,
        **SDK_PARAMS,
    }


def format_region(content: str, task: str) -> str:
    """A region's answer as the SDK's result formatter writes it into the page's Markdown."""
    content = content.strip()
    if task == "formula":
        for opening in ("$$", "\\[", "\\("):
            if content.startswith(opening):
                content = content[2:].strip()
        for closing in ("$$", "\\]", "\\)"):
            if content.endswith(closing):
                content = content[:-2].strip()
        return "$$\n" + content + "\n$$"
    return content


def assemble_markdown(answers: Sequence[str], tasks: Sequence[str]) -> str:
    """The page in reading order, one block per region (empty answers left out, as the SDK)."""
    blocks = [format_region(a, t) for a, t in zip(answers, tasks) if a.strip()]
    return "\n\n".join(blocks) + "\n"


# ----------------------------------------------------------------------------- passes


@dataclass
class RegionRecord:
    engine: str
    concurrency: int
    pass_index: int
    page_id: str
    region: int
    type: str
    status_code: int
    output_ids: list[int]
    text: str
    finish_reason: str | None
    latency_s: float
    target: str
    spec: dict[str, Any] = field(default_factory=dict)
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status_code == 200 and self.error is None


@dataclass
class PageRecord:
    page_id: str
    latency_s: float
    markdown: str
    regions: list[RegionRecord]

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.regions)


@dataclass
class PassResult:
    engine: str
    concurrency: int
    pass_index: int
    wall_s: float
    pages: list[PageRecord]


def run_pass(
    *,
    engine: str,
    url: str,
    pages: Sequence[SyntheticPage],
    bodies: dict[str, list[dict[str, Any]]],
    concurrency: int,
    pass_index: int,
    max_regions_in_flight: int,
    model_name: str,
    request_timeout: float,
) -> PassResult:
    """OCR ``pages`` with ``concurrency`` pages in flight, each page's regions all at once."""
    progress = tqdm(
        total=len(pages), desc=f"c={concurrency} {engine}#{pass_index}", leave=False, disable=None
    )
    lock = threading.Lock()
    region_pool = ThreadPoolExecutor(max_regions_in_flight)

    def region(page: SyntheticPage, index: int) -> RegionRecord:
        body = bodies[page.id][index]
        params = {k: v for k, v in body.items() if k not in ("messages", "max_tokens")}
        start = time.perf_counter()
        try:
            completion = chat(
                url,
                body["messages"],
                max_tokens=body["max_tokens"],
                timeout=request_timeout,
                model=model_name,
                **params,
            )
            error = None if completion.status_code == 200 else completion.text[:500]
        except requests.RequestException as exc:
            completion = Completion([], "", None, status_code=-1)
            error = f"{type(exc).__name__}: {exc}"
        spec_region = page.regions[index]
        return RegionRecord(
            engine=engine,
            concurrency=concurrency,
            pass_index=pass_index,
            page_id=page.id,
            region=index,
            type=spec_region.type,
            status_code=completion.status_code,
            output_ids=completion.output_ids,
            text=completion.text,
            finish_reason=completion.finish_reason,
            latency_s=time.perf_counter() - start,
            target=spec_region.target,
            spec=completion.spec,
            error=error,
        )

    def page(p: SyntheticPage) -> PageRecord:
        start = time.perf_counter()
        futures = [region_pool.submit(region, p, i) for i in range(len(p.regions))]
        records = [f.result() for f in futures]
        markdown = assemble_markdown([r.text for r in records], [r.type for r in records])
        with lock:
            progress.update()
        return PageRecord(p.id, time.perf_counter() - start, markdown, records)

    start = time.perf_counter()
    try:
        with ThreadPoolExecutor(concurrency) as page_pool:
            done = list(page_pool.map(page, pages))
    finally:
        region_pool.shutdown(wait=True)
        progress.close()
    return PassResult(engine, concurrency, pass_index, time.perf_counter() - start, done)


def summarize_pass(result: PassResult) -> dict[str, Any]:
    regions = [r for p in result.pages for r in p.regions]
    ok_regions = [r for r in regions if r.ok]
    ok_pages = [p for p in result.pages if p.ok]
    tokens = sum(len(r.output_ids) for r in ok_regions)
    wall = result.wall_s
    page_lat = [p.latency_s for p in ok_pages]
    region_lat = [r.latency_s for r in ok_regions]
    summary = {
        "engine": result.engine,
        "concurrency": result.concurrency,
        "pass_index": result.pass_index,
        "pages": len(result.pages),
        "regions": len(regions),
        "errors": len(regions) - len(ok_regions),
        "wall_s": wall,
        "pages_per_s": len(ok_pages) / wall if wall > 0 else None,
        "regions_per_s": len(ok_regions) / wall if wall > 0 else None,
        "output_tokens": tokens,
        "output_tok_per_s": tokens / wall if wall > 0 else None,
        "tpf": tokens_per_forward(r.spec for r in ok_regions),
        "token_ids_returned": bool(ok_regions) and all(r.output_ids for r in ok_regions),
        "exact_regions": sum(r.text.strip() == r.target for r in ok_regions),
    }
    for name, values in (("page_latency_s", page_lat), ("region_latency_s", region_lat)):
        for q in (50, 90):
            summary[f"{name}_p{q}"] = percentile(values, q)
    by_type: dict[str, list[RegionRecord]] = defaultdict(list)
    for r in ok_regions:
        by_type[r.type].append(r)
    summary["by_type"] = {
        t: {
            "regions": len(rs),
            "tpf": tokens_per_forward(r.spec for r in rs),
            "exact": sum(r.text.strip() == r.target for r in rs),
            "output_tokens": sum(len(r.output_ids) for r in rs),
        }
        for t, rs in sorted(by_type.items())
    }
    return summary


def check_identity(passes: Sequence[PassResult]) -> dict[str, Any]:
    """Every region against the first AR answer to that region (any level or pass)."""
    reference: dict[tuple[str, int], RegionRecord] = {}
    for result in passes:
        if result.engine == "ar":
            for page in result.pages:
                for r in page.regions:
                    if r.ok:
                        reference.setdefault((r.page_id, r.region), r)
    counts = {"gravity": [0, 0], "ar": [0, 0]}
    regions: dict[str, dict[str, Any]] = {}
    mismatches = []
    for result in passes:
        for page in result.pages:
            for r in page.regions:
                ref = reference.get((r.page_id, r.region))
                if ref is None or ref is r or not r.ok:
                    continue
                if r.output_ids or ref.output_ids:
                    same, basis = r.output_ids == ref.output_ids, "token ids"
                else:
                    same, basis = r.text == ref.text, "text"
                counts[r.engine][0] += 1
                counts[r.engine][1] += same
                if r.engine == "gravity":
                    key = f"{r.page_id}/{r.region}"
                    entry = regions.setdefault(
                        key, {"type": r.type, "identical": True, "compared": 0}
                    )
                    entry["compared"] += 1
                    entry["identical"] &= same
                if not same:
                    mismatches.append(
                        {
                            "engine": r.engine,
                            "concurrency": r.concurrency,
                            "pass_index": r.pass_index,
                            "page_id": r.page_id,
                            "region": r.region,
                            "type": r.type,
                            "compared_by": basis,
                            "first_difference": first_difference(r.output_ids, ref.output_ids),
                            "len": len(r.output_ids),
                            "reference_len": len(ref.output_ids),
                        }
                    )
    gravity_mismatch = any(m["engine"] == "gravity" for m in mismatches)
    return {
        "gravity_compared": counts["gravity"][0],
        "gravity_identical": counts["gravity"][1],
        "ar_compared": counts["ar"][0],
        "ar_identical": counts["ar"][1],
        "all_gravity_identical": counts["gravity"][0] > 0 and not gravity_mismatch,
        "regions": regions,
        "mismatches": mismatches,
    }


def compare_level(summaries: list[dict[str, Any]]) -> dict[str, Any]:
    ar = [s for s in summaries if s["engine"] == "ar"]
    gravity = [s for s in summaries if s["engine"] == "gravity"]
    out: dict[str, Any] = {}
    for key in ("pages_per_s", "regions_per_s", "output_tok_per_s"):
        a, g = _mean([s[key] for s in ar]), _mean([s[key] for s in gravity])
        out[f"ar_{key}"] = [s[key] for s in ar]
        out[f"gravity_{key}"] = [s[key] for s in gravity]
        out[f"speedup_{key}"] = _ratio(g, a)
    out["ar_page_latency_p50"] = _mean([s["page_latency_s_p50"] for s in ar])
    out["gravity_page_latency_p50"] = _mean([s["page_latency_s_p50"] for s in gravity])
    out["gravity_tpf"] = _mean([s["tpf"] for s in gravity])
    out["ar_drift"] = _ratio(ar[-1]["pages_per_s"], ar[0]["pages_per_s"]) if len(ar) > 1 else None
    return out


# ----------------------------------------------------------------------------- reporting


def markdown_report(report: dict[str, Any]) -> str:
    cfg = report["config"]
    lines = [
        "# Page benchmark: AR vs gravity (whole pages, regions OCR'd concurrently)",
        "",
        f"{report['started']} · {cfg['num_pages']} pages x {cfg['regions_per_page']} regions "
        f"({', '.join(cfg['region_types'])}) · SDK request parameters "
        f"`{json.dumps({'max_tokens': cfg['max_tokens'], **cfg['request_params']})}` · up to "
        f"{cfg['max_regions_in_flight']} regions in flight · device "
        f"{report['environment']['device']}",
        "",
        f"Order: {report['order_note']}",
        "",
        "## Per pass",
        "",
        "| engine | pages in flight | pass | pages | regions | errors | pages/s | regions/s "
        "| out tok/s | TPF | page latency p50/p90 s | exact regions |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|",
    ]
    for s in report["passes"]:
        lines.append(
            f"| {s['engine']} | {s['concurrency']} | {s['pass_index']} | {s['pages']} "
            f"| {s['regions']} | {s['errors']} | {_f(s['pages_per_s'], 3)} "
            f"| {_f(s['regions_per_s'], 2)} | {_f(s['output_tok_per_s'], 1)} | {_f(s['tpf'])} "
            f"| {_f(s['page_latency_s_p50'], 2)} / {_f(s['page_latency_s_p90'], 2)} "
            f"| {s['exact_regions']}/{s['regions']} |"
        )
    if report["levels"]:
        lines += [
            "",
            "## Gravity / AR, side by side",
            "",
            "| pages in flight | AR pages/s (passes) | gravity pages/s | speed-up pages/s "
            "| speed-up regions/s | speed-up tok/s | gravity TPF | page p50 AR / gravity s "
            "| AR drift |",
            "|---:|---|---|---:|---:|---:|---:|---|---:|",
        ]
        for conc, lv in report["levels"].items():
            lines.append(
                f"| {conc} | {', '.join(_f(v, 3) for v in lv['ar_pages_per_s'])} "
                f"| {', '.join(_f(v, 3) for v in lv['gravity_pages_per_s'])} "
                f"| {_f(lv['speedup_pages_per_s'])}x | {_f(lv['speedup_regions_per_s'])}x "
                f"| {_f(lv['speedup_output_tok_per_s'])}x | {_f(lv['gravity_tpf'])} "
                f"| {_f(lv['ar_page_latency_p50'], 2)} / {_f(lv['gravity_page_latency_p50'], 2)} "
                f"| {_f(lv['ar_drift'], 3)} |"
            )
    gravity = [s for s in report["passes"] if s["engine"] == "gravity"]
    if gravity:
        lines += ["", "## Gravity per region type (all passes)", ""]
        lines += ["| type | regions | TPF | exact |", "|---|---:|---:|---:|"]
        types = sorted({t for s in gravity for t in s["by_type"]})
        for t in types:
            rows = [s["by_type"][t] for s in gravity if t in s["by_type"]]
            lines.append(
                f"| {t} | {sum(r['regions'] for r in rows)} | {_f(_mean([r['tpf'] for r in rows]))} "
                f"| {sum(r['exact'] for r in rows)} |"
            )
    identity = report["identity"]
    lines += ["", "## Token identity per region", ""]
    if identity["gravity_compared"]:
        lines.append(
            f"gravity vs AR: {identity['gravity_identical']}/{identity['gravity_compared']} "
            f"region answers identical ({len(identity['regions'])} distinct regions); "
            f"all identical: {identity['all_gravity_identical']}."
        )
    else:
        lines.append("gravity vs AR: not compared (needs both engines).")
    if identity["ar_compared"]:
        lines.append(
            f"AR vs AR (other passes): {identity['ar_identical']}/{identity['ar_compared']}."
        )
    for m in identity["mismatches"][:20]:
        lines.append(
            f"- MISMATCH {m['engine']} c={m['concurrency']} pass {m['pass_index']} "
            f"{m['page_id']} region {m['region']} ({m['type']}): first difference at token "
            f"{m['first_difference']} (len {m['len']} vs {m['reference_len']})"
        )
    for note in report["notes"]:
        lines.append(f"\nNote: {note}")
    return "\n".join(lines) + "\n"


def write_plot(report: dict[str, Any], out: Path) -> str:
    """pages.png: pages/s and output tok/s against pages in flight, both engines."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    levels = sorted({s["concurrency"] for s in report["passes"]})
    for engine, color in (("ar", "tab:blue"), ("gravity", "tab:orange")):
        passes = [s for s in report["passes"] if s["engine"] == engine]
        if not passes:
            continue
        for ax, key in zip(axes, ("pages_per_s", "output_tok_per_s")):
            points = [(s["concurrency"], s[key]) for s in passes if s[key] is not None]
            if points:
                ax.scatter(*zip(*points), color=color, alpha=0.4, s=16)
            mine = sorted({s["concurrency"] for s in passes})
            means = [_mean([s[key] for s in passes if s["concurrency"] == c]) for c in mine]
            ax.plot(mine, means, marker="o", color=color, label=engine)
    for conc, lv in report["levels"].items():
        speedup = lv["speedup_pages_per_s"]
        g = _mean(lv["gravity_pages_per_s"])
        if speedup is not None and g is not None:
            axes[0].annotate(f"{speedup:.2f}x", (int(conc), g), textcoords="offset points",
                             xytext=(4, 6))  # fmt: skip
    for ax, label in zip(axes, ("pages/s", "output tokens/s")):
        if len(levels) > 1:
            ax.set_xscale("log", base=2)
        ax.set_xticks(levels, [str(c) for c in levels])
        ax.set_xlabel("pages in flight")
        ax.margins(x=0.15, y=0.15)
        ax.set_ylabel(label)
        ax.grid(alpha=0.3)
        ax.legend()
    fig.suptitle("Whole pages: AR vs gravity (dots: passes, line: mean, label: speed-up)")
    fig.tight_layout()
    fig.savefig(out / "pages.png", dpi=100)
    plt.close(fig)
    return "pages.png"


# ----------------------------------------------------------------------------- driver


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    target = parser.add_argument_group("servers (attach to URLs, or launch for a checkpoint)")
    target.add_argument("--ar-url", help="running greedy AR server (exact penalties: see README)")
    target.add_argument("--gravity-url", help="running gravity server")
    target.add_argument("--model", type=Path, help="checkpoint to serve with both engines here")
    target.add_argument(
        "--tiny-model", action="store_true", help="launch for the tiny random test model (plumbing)"
    )
    target.add_argument("--server-args", default="", help="extra launch_server flags (quoted)")
    target.add_argument(
        "--ar-server-args",
        default="--disable-overlap-schedule",
        help="extra flags for the launched AR server only (default: exact penalties)",
    )
    target.add_argument(
        "--max-total-tokens", type=int, default=65536, help="KV pool of launched servers"
    )
    target.add_argument("--model-name", default="glm-ocr", help="'model' field (the SDK's)")
    parser.add_argument("--pages", type=int, default=16, help="pages per pass")
    parser.add_argument("--concurrency", default="1,8", help="pages in flight, comma-separated")
    parser.add_argument(
        "--schedule", default="aga", help="engine order per level (a=AR, g=gravity)"
    )
    parser.add_argument(
        "--max-tokens", type=int, default=SDK_MAX_TOKENS, help="max_tokens per region (SDK: 8192)"
    )
    parser.add_argument(
        "--request-params",
        default=json.dumps(SDK_PARAMS),
        help="JSON object: the sampling fields of every region request (default: the SDK's)",
    )
    parser.add_argument(
        "--max-regions-in-flight",
        type=int,
        default=SDK_MAX_WORKERS,
        help="region requests in flight over all pages (the SDK's max_workers, 32)",
    )
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded pages per engine")
    parser.add_argument("--request-timeout", type=float, default=600.0, help="seconds")
    parser.add_argument("--no-flush-cache", action="store_true", help="skip /flush_cache per pass")
    parser.add_argument("--out", type=Path, default=Path("runs/bench-pages"), help="output folder")
    args = parser.parse_args(argv)
    check_engine_args(parser, args)
    if args.pages < 1:
        parser.error("--pages: a positive integer")
    return args


def benchmark(
    args: argparse.Namespace,
    urls: dict[str, str],
    pages: list[SyntheticPage],
    bodies: dict[str, list[dict[str, Any]]],
    notes: list[str],
) -> list[PassResult]:
    schedule = [ENGINES[c] for c in args.schedule if ENGINES[c] in urls]
    if not schedule:
        raise SystemExit(f"--schedule {args.schedule!r} names no engine with a URL")
    common = {
        "bodies": bodies,
        "max_regions_in_flight": args.max_regions_in_flight,
        "model_name": args.model_name,
        "request_timeout": args.request_timeout,
    }
    for engine, url in urls.items():
        if args.warmup:
            run_pass(
                engine=f"{engine}-warmup", url=url, pages=pages[: args.warmup],
                concurrency=args.warmup, pass_index=0, **common,
            )  # fmt: skip
    passes = []
    for conc in args.levels:
        for pass_index, engine in enumerate(schedule):
            url = urls[engine]
            if not args.no_flush_cache and not flush_cache(url):
                notes.append(f"/flush_cache failed on {engine}: passes may reuse cached prefixes")
            result = run_pass(
                engine=engine, url=url, pages=pages, concurrency=conc,
                pass_index=pass_index, **common,
            )  # fmt: skip
            passes.append(result)
            s = summarize_pass(result)
            print(
                f"pages in flight {conc:<3} {engine:<8} pass {pass_index}: "
                f"{_f(s['pages_per_s'], 3)} pages/s, {_f(s['regions_per_s'], 2)} regions/s, "
                f"{_f(s['output_tok_per_s'], 1)} tok/s, TPF {_f(s['tpf'])}, errors {s['errors']}",
                flush=True,
            )
    return passes


def run(args: argparse.Namespace) -> dict[str, Any]:
    pages = [make_page(n) for n in range(args.pages)]
    bodies = {}
    for page in pages:
        bodies[page.id] = []
        for crop, region in zip(page.crops(), page.regions):
            body = sdk_request(crop, region.type, args.max_tokens)
            bodies[page.id].append({**body, **args.request_params})
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    notes: list[str] = []
    handles = {}
    server_commands: dict[str, list[str]] = {}
    tiny_dir = tempfile.TemporaryDirectory(prefix="bench-pages-tiny-") if args.tiny_model else None
    if args.model is not None or tiny_dir is not None:
        model = args.model
        if tiny_dir is not None:
            from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

            model = build_tiny_glm_ocr(Path(tiny_dir.name))
            notes.append("tiny RANDOM-weight model: TPF ~1, the speed-up is meaningless.")
        in_flight = min(args.max_regions_in_flight, max(args.levels) * len(PAGE_LAYOUT))
        extra = [
            *shlex.split(args.server_args),
            "--max-running-requests",
            str(in_flight),
            "--allow-auto-truncate",
        ]
        handles = start_servers(
            model, out / "logs", extra, args.max_total_tokens, shlex.split(args.ar_server_args)
        )
        urls = {engine: handle.url for engine, handle in handles.items()}
        server_commands = {engine: handle.args for engine, handle in handles.items()}
    else:
        urls = {e: u for e, u in (("ar", args.ar_url), ("gravity", args.gravity_url)) if u}
    try:
        passes = benchmark(args, urls, pages, bodies, notes)
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
    # Each engine's first pass: its Markdown per page (gravity's must equal AR's).
    first: dict[str, PassResult] = {}
    for p in passes:
        first.setdefault(p.engine, p)
    page_reports = []
    for page in pages:
        entry: dict[str, Any] = {
            "id": page.id,
            "size": list(page.image.size),
            "regions": [
                {"index": r.index, "type": r.type, "box": list(r.box), "target": r.target}
                for r in page.regions
            ],
            "answers": {},
            "markdown": {},
        }
        for engine, result in first.items():
            record = next(pr for pr in result.pages if pr.page_id == page.id)
            entry["answers"][engine] = [r.text for r in record.regions]
            entry["markdown"][engine] = record.markdown
        page_reports.append(entry)
    names = ", ".join(f"{ENGINES[c]}" for c in args.schedule if ENGINES[c] in urls)
    report = {
        "started": datetime.datetime.now().isoformat(timespec="seconds"),
        "config": {
            "num_pages": len(pages),
            "regions_per_page": len(PAGE_LAYOUT),
            "region_types": [t for _, t in PAGE_LAYOUT],
            "page_seed0": PAGE_SEED0,
            "concurrency": args.levels,
            "schedule": args.schedule,
            "max_tokens": args.max_tokens,
            "request_params": args.request_params,
            "max_regions_in_flight": args.max_regions_in_flight,
            "warmup_pages": args.warmup,
            "flush_cache": not args.no_flush_cache,
            "urls": urls,
            "server_commands": server_commands,
        },
        "environment": environment("cpu" if is_cpu_only() else "gpu"),
        "order_note": (
            f"per level of pages in flight, passes {names} back to back from one client, each "
            "after /flush_cache, same pages; speed-up = gravity / mean of the AR passes."
        ),
        "passes": summaries,
        "levels": levels,
        "identity": check_identity(passes),
        "pages": page_reports,
        "notes": notes,
    }
    (out / "results.json").write_text(json.dumps(report, indent=2) + "\n")
    with open(out / "regions.jsonl", "w") as f:
        for result in passes:
            for page in result.pages:
                for record in page.regions:
                    f.write(json.dumps(asdict(record)) + "\n")
    md_dir = out / "markdown"
    md_dir.mkdir(exist_ok=True)
    for entry in page_reports:
        for engine, text in entry["markdown"].items():
            (md_dir / f"{entry['id']}.{engine}.md").write_text(text)
    (out / "results.md").write_text(markdown_report(report))
    report["plots"] = [write_plot(report, out)]
    return report


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    report = run(args)
    print()
    print((args.out / "results.md").read_text())
    print(f"wrote results.json, regions.jsonl, results.md, pages.png, markdown/ to {args.out}")
    if any(m["engine"] == "gravity" for m in report["identity"]["mismatches"]):
        sys.exit(1)


if __name__ == "__main__":
    main()
