"""Whole synthetic documents as the GLM-OCR SDK drives a server: the pages benchmark's workload.

A page's layout regions (text blocks, a table and a formula, drawn by the training generator, so
the layout is known and no detector is needed) are rendered on one page, cropped back out, and
each crop sent the way the SDK (``glmocr`` 0.1.5) sends a region (see
``sglang_gravity/testing/glmocr_requests.py``): resized to sides that are multiples of 28,
JPEG-encoded, ``Text/Table/Formula Recognition:``, ``max_tokens 8192, temperature 0, top_p 1e-5,
top_k 1, repetition_penalty 1.1``, up to 32 region requests in flight. The answers are assembled
into Markdown as the SDK's formatter does (formulas in ``$$`` blocks).
"""

from __future__ import annotations

import base64
import io
import math
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from sglang_gravity.bench.harness import PassResult, answer_fields, run_concurrently, send
from sglang_gravity.training.data import HELD_OUT_SEED0, PROMPTS, make_sample

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


@dataclass(frozen=True)
class Region:
    """One layout region of a page: its content type, box on the page, and ground truth."""

    index: int  # reading order within the page
    type: str  # text, table or formula (the SDK's task type)
    box: tuple[int, int, int, int]  # left, top, right, bottom in page pixels
    target: str


@dataclass(frozen=True)
class SyntheticPage:
    """A rendered page and its regions; the generator drew it, so no layout model is needed."""

    id: str
    image: Image.Image
    regions: tuple[Region, ...]  # in reading order

    def crops(self) -> list[Image.Image]:
        """Each region cut back out of the rendered page, as the SDK crops a detected box."""
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
    (tests/bench/test_benchmark_scripts.py checks it against the SDK when that is installed)."""
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


@dataclass
class RegionRecord:
    """What one region request of one pass produced (a line of ``regions.jsonl``)."""

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
    """One page of one pass: its regions and the Markdown assembled from their answers."""

    page_id: str
    latency_s: float
    markdown: str
    regions: list[RegionRecord]

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.regions)


@dataclass
class PageRequests:
    """Whole pages as the SDK sends them: a page's regions all at once, over one pool of
    ``max_regions_in_flight`` region requests shared by the pages in flight."""

    pages: Sequence[SyntheticPage]
    bodies: dict[str, list[dict[str, Any]]]  # per page id, per region: the request body
    max_regions_in_flight: int
    model_name: str
    request_timeout: float

    @property
    def size(self) -> int:
        return len(self.pages)

    def run_pass(
        self,
        engine: str,
        url: str,
        *,
        concurrency: int,
        pass_index: int,
        count: int | None = None,
        deadline: float | None = None,
    ) -> PassResult[PageRecord]:
        """OCR the pages with ``concurrency`` pages in flight, each page's regions all at once."""
        pages = self.pages[:count]
        region_pool = ThreadPoolExecutor(self.max_regions_in_flight)

        def page(index: int) -> PageRecord:
            p = pages[index]
            start = time.perf_counter()
            futures = [
                region_pool.submit(self.region, engine, url, concurrency, pass_index, p, i)
                for i in range(len(p.regions))
            ]
            records = [f.result() for f in futures]
            markdown = assemble_markdown([r.text for r in records], [r.type for r in records])
            return PageRecord(p.id, time.perf_counter() - start, markdown, records)

        try:
            done, wall = run_concurrently(
                len(pages),
                page,
                concurrency=concurrency,
                desc=f"c={concurrency} {engine}#{pass_index}",
                deadline=deadline,
            )
        finally:
            region_pool.shutdown(wait=True)
        return PassResult(engine, concurrency, pass_index, wall, done)

    def region(
        self,
        engine: str,
        url: str,
        concurrency: int,
        pass_index: int,
        page: SyntheticPage,
        index: int,
    ) -> RegionRecord:
        """One region request, timed from send to answer."""
        body = self.bodies[page.id][index]  # messages, max_tokens and the sampling fields
        start = time.perf_counter()
        completion, error = send(url, timeout=self.request_timeout, model=self.model_name, **body)
        spec_region = page.regions[index]
        return RegionRecord(
            engine=engine,
            concurrency=concurrency,
            pass_index=pass_index,
            page_id=page.id,
            region=index,
            type=spec_region.type,
            latency_s=time.perf_counter() - start,
            target=spec_region.target,
            **answer_fields(completion, error),
        )
