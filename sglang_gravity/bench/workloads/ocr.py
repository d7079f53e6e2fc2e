"""Page crops from a manifest, one streamed chat request each: the workload most benchmarks send."""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sglang_gravity.bench.harness import PassResult, answer_fields, run_concurrently, send


@dataclass(frozen=True)
class Page:
    """One benchmark input: an image, its prompt and its content type (manifest.jsonl)."""

    id: str
    image_path: Path
    prompt: str
    type: str


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
    # The decode as the stream timed it (``Completion.decode_timing``): tokens after the first
    # chunk and the seconds from the first chunk to the last, or the whole request when it
    # arrived in one chunk. None in records written before chunks were timed.
    decode_tokens: int | None = None
    decode_s: float | None = None

    @property
    def ok(self) -> bool:
        return self.status_code == 200 and self.error is None


@dataclass
class OcrRequests:
    """One streamed request per page of a fixed order, the same in every pass and engine."""

    order: list[Page]
    messages: dict[str, list[dict[str, Any]]]  # by page id
    max_tokens: int
    model_name: str = "default"
    request_timeout: float = 600.0
    params: Mapping[str, Any] = field(default_factory=dict)  # extra request fields

    @classmethod
    def from_manifest(
        cls, data_dir: Path, max_requests: int | None = None, seed: int = 0, **settings: Any
    ) -> OcrRequests:
        """The manifest's pages in :func:`request_order`; ``settings`` are the other fields."""
        pages = load_manifest(data_dir)
        messages = {page.id: page_messages(page) for page in pages}
        return cls(request_order(pages, max_requests, seed), messages, **settings)

    @property
    def size(self) -> int:
        return len(self.order)

    def run_pass(
        self,
        engine: str,
        url: str,
        *,
        concurrency: int,
        pass_index: int,
        count: int | None = None,
        deadline: float | None = None,
    ) -> PassResult[RequestRecord]:
        """The first ``count`` requests, streamed (for time to first token and decode time)."""
        order = self.order[:count]

        def one(index: int) -> RequestRecord:
            page = order[index]
            completion, error = send(
                url,
                self.messages[page.id],
                max_tokens=self.max_tokens,
                stream=True,
                timeout=self.request_timeout,
                model=self.model_name,
                chunk_usage=True,
                **self.params,
            )
            decode_tokens, decode_s = completion.decode_timing()
            return RequestRecord(
                engine=engine,
                concurrency=concurrency,
                pass_index=pass_index,
                index=index,
                page_id=page.id,
                type=page.type,
                latency_s=completion.latency_s,
                ttft_s=completion.ttft_s,
                decode_tokens=decode_tokens if completion.chunks else None,
                decode_s=decode_s if completion.chunks else None,
                **answer_fields(completion, error),
            )

        desc = f"c={concurrency} {engine}#{pass_index}"
        records, wall = run_concurrently(
            len(order), one, concurrency=concurrency, desc=desc, deadline=deadline
        )
        return PassResult(engine, concurrency, pass_index, wall, records)
