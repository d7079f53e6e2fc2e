"""A small OpenAI-API / ``/generate`` client returning token ids, for tests and benchmarks."""

from __future__ import annotations

import base64
import io
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import requests
from PIL import Image

from sglang_gravity.decoding.forwards import DecodeCounts, decode_counts, tokens_per_forward

__all__ = [
    "Completion",
    "chat",
    "chat_messages",
    "generate",
    "image_data_url",
    "tokens_per_forward",
]


def image_data_url(image: Image.Image) -> str:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def chat_messages(text: str, image: Image.Image | None = None) -> list[dict[str, Any]]:
    """One user turn: the image (if any) first, then the text, as GLM-OCR prompts are written."""
    content: list[dict[str, Any]] = []
    if image is not None:
        content.append({"type": "image_url", "image_url": {"url": image_data_url(image)}})
    content.append({"type": "text", "text": text})
    return [{"role": "user", "content": content}]


@dataclass
class Completion:
    """What one request produced, whichever endpoint served it."""

    output_ids: list[int]
    text: str
    finish_reason: str | None
    spec: dict[str, Any] = field(default_factory=dict)  # spec_tokens_details / meta_info stats
    status_code: int = 200
    latency_s: float = 0.0  # request sent -> last byte
    ttft_s: float | None = None  # request sent -> first content chunk (streaming only)
    # Chat ``logprobs.content`` entries when asked for: {"token", "logprob", "top_logprobs"}.
    logprobs: list[dict[str, Any]] = field(default_factory=list)
    # ``usage.completion_tokens`` (streaming: with ``stream_options.include_usage``): the token
    # count where ``output_ids`` are not returned (a router that drops ``sglext`` requests).
    completion_tokens: int | None = None
    # (seconds since the request was sent, completion tokens so far) of each content chunk,
    # when the stream reported usage per chunk (``chat(..., chunk_usage=True)``).
    chunks: list[tuple[float, int]] = field(default_factory=list)

    @property
    def decode_s(self) -> float | None:
        """Time spent after the first token: what speculative decoding speeds up."""
        return None if self.ttft_s is None else self.latency_s - self.ttft_s

    @property
    def tokens(self) -> int:
        """Completion tokens: the ids when returned, else the usage count."""
        return len(self.output_ids) or self.completion_tokens or 0

    @property
    def decode_counts(self) -> DecodeCounts | None:
        """Rounds, AR steps and committed tokens of this request (``decoding.forwards``)."""
        return decode_counts(self.spec, self.tokens) if self.spec else None

    def decode_timing(self) -> tuple[int, float]:
        """(tokens, seconds) to rate the decode: from the first content chunk to the last, the
        tokens that arrived after the first chunk; when they all arrived in one chunk (a loaded
        machine batches a short answer into one), every token over the whole request instead.
        Never zero seconds, so a rate from it is always finite."""
        if len(self.chunks) >= 2:
            (first_s, first_n), (last_s, last_n) = self.chunks[0], self.chunks[-1]
            if last_n > first_n and last_s > first_s:
                return last_n - first_n, last_s - first_s
        return self.tokens, max(self.latency_s, 1e-9)


def _flat_ids(ids: Any) -> list[int]:
    """sglext.output_ids is nested per choice ([[...]]); one choice is asked for."""
    ids = list(ids or [])
    return [int(t) for part in ids for t in part] if ids and isinstance(ids[0], list) else ids


def chat(
    url: str,
    messages: list[dict[str, Any]],
    *,
    max_tokens: int,
    stream: bool = False,
    rid: str | None = None,
    timeout: float = 300.0,
    disconnect_after_chunks: int | None = None,
    on_chunk: Callable[[int], None] | None = None,
    chunk_usage: bool = False,
    **extra: Any,
) -> Completion:
    """Greedy ``/v1/chat/completions`` returning the output token ids (``sglext.output_ids``).

    With ``disconnect_after_chunks`` (streaming only) the client closes the connection after that
    many content chunks, as a user closing a tab would; the result then holds the text that
    arrived (SGLang sends ``sglext.output_ids`` only in the last chunk, so no ids), with
    ``finish_reason`` ``"client_disconnect"``. ``on_chunk`` (streaming only) is called with the
    number of content chunks received so far after each one: an event for tests to act on
    (abort the request once it is decoding) instead of a sleep. ``chunk_usage`` (streaming only)
    asks for the token count in every chunk, recorded in ``Completion.chunks`` with its time.
    """
    body: dict[str, Any] = {
        "model": "default",
        "messages": messages,
        "temperature": 0,
        "max_tokens": max_tokens,
        "stream": stream,
        "return_output_ids_in_sglext": True,
        "return_spec_tokens_details": True,
        **extra,
    }
    if rid is not None:
        body["rid"] = rid
    if stream and chunk_usage:
        body["stream_options"] = {"include_usage": True, "continuous_usage_stats": True}
    start = time.perf_counter()
    response = requests.post(
        f"{url}/v1/chat/completions", json=body, timeout=timeout, stream=stream
    )
    if response.status_code != 200:
        return Completion([], response.text, None, status_code=response.status_code)
    if not stream:
        data = response.json()
        choice = data["choices"][0]
        sglext = data.get("sglext") or {}
        return Completion(
            output_ids=_flat_ids(sglext.get("output_ids")),
            text=choice["message"]["content"] or "",
            finish_reason=choice.get("finish_reason"),
            spec=sglext.get("spec_tokens_details") or {},
            latency_s=time.perf_counter() - start,
            logprobs=list((choice.get("logprobs") or {}).get("content") or []),
            completion_tokens=(data.get("usage") or {}).get("completion_tokens"),
        )
    output_ids: list[int] = []
    logprobs: list[dict[str, Any]] = []
    pieces: list[str] = []
    finish_reason = None
    spec: dict[str, Any] = {}
    ttft = None
    chunks = 0
    completion_tokens = None
    timed_chunks: list[tuple[float, int]] = []
    for line in response.iter_lines():
        if not line.startswith(b"data:"):
            continue
        if disconnect_after_chunks is not None and chunks >= disconnect_after_chunks:
            response.close()
            finish_reason = "client_disconnect"
            break
        payload = line[len(b"data:") :].strip()
        if payload == b"[DONE]":
            break
        chunk = json.loads(payload)
        if "error" in chunk:  # SGLang's in-stream error event, after the HTTP 200 went out
            error = chunk["error"]
            code = error.get("code")
            return Completion(
                output_ids,
                error.get("message", ""),
                None,
                status_code=code if isinstance(code, int) else 500,
                latency_s=time.perf_counter() - start,
            )
        sglext = chunk.get("sglext") or {}
        completion_tokens = (chunk.get("usage") or {}).get("completion_tokens", completion_tokens)
        output_ids.extend(_flat_ids(sglext.get("output_ids")))
        spec = sglext.get("spec_tokens_details") or spec
        for choice in chunk.get("choices", []):
            piece = (choice.get("delta") or {}).get("content") or ""
            if piece and ttft is None:
                ttft = time.perf_counter() - start
            if piece and chunk_usage and completion_tokens is not None:
                timed_chunks.append((time.perf_counter() - start, int(completion_tokens)))
            chunks += bool(piece)
            if piece and on_chunk is not None:
                on_chunk(chunks)
            pieces.append(piece)
            logprobs.extend((choice.get("logprobs") or {}).get("content") or [])
            finish_reason = choice.get("finish_reason") or finish_reason
    latency = time.perf_counter() - start
    return Completion(
        output_ids,
        "".join(pieces),
        finish_reason,
        spec,
        200,
        latency,
        ttft,
        logprobs,
        completion_tokens,
        timed_chunks,
    )


def generate(
    url: str,
    text: str,
    *,
    max_tokens: int,
    rid: str | None = None,
    timeout: float = 300.0,
    image_data: list[str] | None = None,
    **sampling: Any,
) -> Completion:
    """Greedy ``/generate`` on raw text; ``image_data`` (data URLs) fills the text's image
    placeholders, as the chat endpoint does after applying the chat template."""
    body: dict[str, Any] = {
        "text": text,
        "sampling_params": {"temperature": 0, "max_new_tokens": max_tokens, **sampling},
    }
    if rid is not None:
        body["rid"] = rid
    if image_data is not None:
        body["image_data"] = image_data
    start = time.perf_counter()
    response = requests.post(f"{url}/generate", json=body, timeout=timeout)
    if response.status_code != 200:
        return Completion([], response.text, None, status_code=response.status_code)
    data = response.json()
    meta = data.get("meta_info", {})
    finish = meta.get("finish_reason") or {}
    return Completion(
        output_ids=list(data.get("output_ids") or []),
        text=data.get("text", ""),
        finish_reason=finish.get("type") if isinstance(finish, dict) else finish,
        spec={k: v for k, v in meta.items() if k.startswith("spec_")},
        latency_s=time.perf_counter() - start,
        completion_tokens=meta.get("completion_tokens"),
    )
