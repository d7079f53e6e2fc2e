"""The official GLM-OCR SDK (``glmocr`` 0.1.5 from PyPI) driven against a server, as its
self-hosted mode drives one: its own config, start-up check, request builder, client and
concurrency, with the raw answers kept so that token ids can be compared.

What the SDK sends, read from glmocr 0.1.5 (defaults from its bundled ``glmocr/config.yaml``,
section ``pipeline``; ``ocr_api.api_url`` points it at the server):

* **Start-up check**, ``ocr_client.OCRClient.connect()`` (called by ``OCRClient.start()``, which
  ``Pipeline.start()`` calls): once the port accepts a TCP connection, ``POST
  .../v1/chat/completions`` (``requests.post``, ``Content-Type: application/json``, no
  ``Authorization`` unless an API key is set) with exactly::

      {"messages": [{"role": "user", "content": [{"type": "text", "text": "hello"}]}],
       "max_tokens": 10, "temperature": 0.1, "model": "glm-ocr"}

  Any answer but HTTP 200 is logged and retried every 10 s until ``connect_timeout`` (30 s)
  has passed; then it raises ``TimeoutError``.
* **Every OCR request** (one per layout region), built by
  ``dataloader.page_loader.PageLoader.build_request_from_image(image, task_type)`` and sent by
  ``OCRClient.process`` (a pooled ``requests.Session``; retried on 429/500/502/503/504 only)::

      {"messages": [{"role": "user", "content": [
           {"type": "image_url", "image_url": {"url": "data:image/jpeg;base64,..."}},
           {"type": "text", "text": "Text Recognition:"}]}],
       "max_tokens": 8192, "temperature": 0.0, "top_p": 1e-05, "top_k": 1,
       "repetition_penalty": 1.1, "model": "glm-ocr"}

  The prompt is ``Text Recognition:``, ``Table Recognition:`` or ``Formula Recognition:``
  (task ``text``/``table``/``formula``). The image (``utils.image_utils.load_image_to_base64``)
  is converted to RGB, resized with bicubic filtering to sides that are multiples of 28
  (``smart_resize(t=2, ...)``: each side rounded to the nearest multiple of 28, the pair scaled
  down when ``2 * h * w`` exceeds 71,372,800 or up when it is below 12,544) and re-encoded as
  JPEG (PIL's default quality, 75).
* **Concurrency**: ``pipeline._workers.recognition_worker`` submits each region's request to a
  ``ThreadPoolExecutor(min(max_workers, 128))``, ``max_workers`` being 32: up to 32 in flight.

Here each bundled page is one region of its own type (the SDK's layout detector, which needs
torch and a model download, is not used). The only change to the SDK's bodies is SGLang fields
that name the request (``rid``) and ask for its output ids and speculative statistics
(:data:`SGLANG_EXTRAS`); none of them changes what is generated.
"""

from __future__ import annotations

import json
import uuid
import warnings
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

import requests
from PIL import Image

from sglang_gravity.launcher.client import _flat_ids, tokens_per_forward

with warnings.catch_warnings():
    # pymupdf's "the fitz API is deprecated" FutureWarning: the SDK imports fitz
    warnings.simplefilter("ignore", FutureWarning)
    from glmocr.config import GlmOcrConfig, OCRApiConfig, PipelineConfig
    from glmocr.dataloader import PageLoader
    from glmocr.ocr_client import OCRClient

SDK_VERSION = "0.1.5"
CHAT_PATH = "/v1/chat/completions"
# Added to each OCR body: SGLang returns the output ids and spec stats in ``sglext``.
SGLANG_EXTRAS = {"return_output_ids_in_sglext": True, "return_spec_tokens_details": True}


def sdk_pipeline_config() -> PipelineConfig:
    """The SDK's bundled ``config.yaml`` as its pipeline reads it (no ``GLMOCR_*`` variables or
    ``.env`` file: ``from_yaml`` reads neither)."""
    return GlmOcrConfig.from_yaml().pipeline


def ocr_api_config(pipeline: PipelineConfig, base_url: str) -> OCRApiConfig:
    """The SDK's self-hosted API settings, pointed at ``base_url`` (``http://host:port``)."""
    return pipeline.ocr_api.model_copy(update={"api_url": base_url.rstrip("/") + CHAT_PATH})


def connect(config: OCRApiConfig) -> list[requests.Response]:
    """Run the SDK's ``OCRClient.connect()``; return every answer it got, the last one the 200
    it accepted.

    When ``connect()`` gives up (``TimeoutError`` after ``config.connect_timeout`` seconds) the
    error is raised again with the status and body of each answer, which the SDK only logs.
    ``connect()`` calls ``requests.post``; it is wrapped (for the whole process) while it runs.
    """
    answers: list[requests.Response] = []
    real_post = requests.post

    def recording_post(*args: Any, **kwargs: Any) -> requests.Response:
        response = real_post(*args, **kwargs)
        answers.append(response)
        return response

    with mock.patch("glmocr.ocr_client.requests.post", recording_post):
        try:
            OCRClient(config).connect()
        except TimeoutError as error:
            seen = "; ".join(f"HTTP {r.status_code}: {r.text[:300]}" for r in answers)
            raise TimeoutError(f"{error}; answers: {seen or 'none'}") from error
    return answers


@dataclass(frozen=True)
class SamplePage:
    id: str
    task: str  # the SDK's task type: text, table or formula
    prompt: str  # the prompt the manifest names (the SDK picks its own from the task)
    image_path: Path


def read_manifest(folder: Path) -> list[SamplePage]:
    """The pages of ``folder/manifest.jsonl`` (``id``, ``image``, ``prompt``, ``type`` a line)."""
    pages = []
    for line in (folder / "manifest.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            entry = json.loads(line)
            pages.append(
                SamplePage(entry["id"], entry["type"], entry["prompt"], folder / entry["image"])
            )
    return pages


@dataclass
class SdkAnswer:
    """One OCR request as the SDK saw it, plus the raw answer's ids and stats."""

    page: SamplePage
    body: dict[str, Any]  # what the SDK built, before SGLANG_EXTRAS and "model" were added
    status_code: int  # what OCRClient.process returned
    content: str | None  # the SDK's text (stripped), None unless 200
    output_ids: list[int] = field(default_factory=list)
    spec: dict[str, Any] = field(default_factory=dict)  # sglext.spec_tokens_details
    error: str = ""  # the server's answer when it was not a 200

    @property
    def tokens_per_forward(self) -> float | None:
        """Committed tokens per forward pass (``decoding.forwards``); None for a server that
        does not speculate."""
        return tokens_per_forward([self.spec]) if self.spec else None


def overall_tokens_per_forward(answers: Sequence[SdkAnswer]) -> float | None:
    """All committed tokens over all forward passes of the answers that speculated."""
    return tokens_per_forward(a.spec for a in answers)


class RecordingOCRClient(OCRClient):
    """The SDK's client, unchanged, whose HTTP session also keeps each raw answer by ``rid``:
    ``OCRClient.process`` reduces an answer to its stripped text and drops the token ids."""

    def __init__(self, config: OCRApiConfig):
        super().__init__(config)
        self.raw: dict[str, requests.Response] = {}

    def _make_session(self) -> requests.Session:
        session = super()._make_session()
        session.hooks["response"].append(self._keep)
        return session

    def _keep(self, response: requests.Response, *args: Any, **kwargs: Any) -> None:
        rid = json.loads(response.request.body or "{}").get("rid")
        if rid is not None:  # a retried request keeps its last answer
            self.raw[rid] = response


def ocr_pages(
    base_url: str, pages: Sequence[SamplePage], pipeline: PipelineConfig | None = None
) -> list[SdkAnswer]:
    """OCR each page through the SDK (``build_request_from_image`` and ``OCRClient.process``),
    ``pipeline.max_workers`` requests in flight as its recognition worker sends them."""
    pipeline = pipeline or sdk_pipeline_config()
    loader = PageLoader(pipeline.page_loader)
    client = RecordingOCRClient(ocr_api_config(pipeline, base_url))

    def one(page: SamplePage) -> SdkAnswer:
        with Image.open(page.image_path) as image:
            body = loader.build_request_from_image(image, page.task)
        rid = f"glmocr-{page.id}-{uuid.uuid4().hex[:8]}"
        response, status = client.process({**body, "rid": rid, **SGLANG_EXTRAS})
        answer = SdkAnswer(page, body, status, None)
        raw = client.raw.get(rid)
        if status != 200 or raw is None:
            answer.error = raw.text[-500:] if raw is not None else json.dumps(response)[:500]
            return answer
        data = raw.json()
        sglext = data.get("sglext") or {}
        answer.content = response["choices"][0]["message"]["content"]
        answer.output_ids = _flat_ids(sglext.get("output_ids"))
        answer.spec = sglext.get("spec_tokens_details") or {}
        return answer

    try:
        with ThreadPoolExecutor(min(pipeline.max_workers, 128)) as pool:
            return list(pool.map(one, pages))
    finally:
        client.stop()
