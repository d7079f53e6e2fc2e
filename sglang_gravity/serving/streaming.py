"""Two output-path hooks that make multi-token steps behave like one-token steps (on AR and
gravity alike; for AR they change nothing).

**Streamed chat logprobs that are not dropped.**

SGLang's chat streaming attaches a step's logprobs to the content chunk that step emits
(``OpenAIServingChat._generate_stream_content``). A step whose text delta is empty (its tokens
end inside a multi-byte character, which the detokenizer holds back) emits no chunk, and its
logprobs are silently lost: a streamed answer then has fewer logprob entries than tokens, and
which ones go missing depends on how tokens were grouped into steps. AR loses the one token
that ends mid-character; a speculative step carries several tokens and loses them all.
Measured on the tiny model: 30 tokens, AR streamed 29 entries, gravity streamed 28, both 30
without streaming.

The hook keeps such a step's logprobs and puts them in front of the next step's, so the
stream carries every token's entry, in order, as the non-streamed response does.

**A non-streamed request reports progress at every 50 tokens.** The scheduler sends a
non-streamed request's partial output when ``len(output_ids) % SGLANG_FORCE_STREAM_INTERVAL
== 0`` (50), and the tokenizer manager checks for a disconnected client only when an output
arrives or after 4 s without one. One token per step lands on every multiple; a gravity round
of several tokens steps over most of them, so a client that gave up went unnoticed, and its
request kept decoding, until 4 s passed without output (measured: all 2002 tokens of an
abandoned request decoded). The hook sends the output when a step crosses a multiple, which
for one-token steps is exactly when SGLang sends it.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import AsyncGenerator, Callable
from typing import Any

STREAM_CONTENT_HOOK_TARGET = (
    "sglang.srt.entrypoints.openai.serving_chat.OpenAIServingChat._generate_stream_content"
)
# stream_offsets is the per-stream dict SGLang passes to every step (int keys: choice index);
# a tuple key cannot collide with those and lives exactly as long as the stream.
_PENDING = "sglang-gravity:unsent-logprobs"
NON_STREAMED_OUTPUT_HOOK_TARGET = (
    "sglang.srt.managers.scheduler_components.output_streamer._GenerationStreamAccumulator.accept"
)


@functools.cache
def _signature(function: Callable[..., Any]) -> inspect.Signature:
    return inspect.signature(function)  # once per process, not once per streamed step


async def keep_unsent_logprobs(
    original: Callable[..., AsyncGenerator[str, None]], *args: Any, **kwargs: Any
) -> AsyncGenerator[str, None]:
    """AROUND hook: carry the logprobs of a step that emitted no chunk into the next step."""
    bound = _signature(original).bind(*args, **kwargs)
    offsets: dict = bound.arguments["stream_offsets"]
    key = (_PENDING, bound.arguments["index"])
    logprobs = bound.arguments.get("choice_logprobs")
    unsent = offsets.pop(key, None)
    if unsent:
        content = list(unsent) + list((logprobs or {}).get("content") or [])
        logprobs = {**(logprobs or {}), "content": content}
        bound.arguments["choice_logprobs"] = logprobs
    emitted = False
    async for chunk in original(*bound.args, **bound.kwargs):
        emitted = True
        yield chunk
    if not emitted and logprobs and logprobs.get("content"):
        offsets[key] = logprobs["content"]


def crossed_report_point(output_len: int, sent_len: int, interval: int) -> bool:
    """Whether a non-streamed request's output grew past a multiple of ``interval`` since the
    last output sent (``sent_len`` tokens) without landing on it (landing, SGLang sends)."""
    return (
        interval > 0
        and output_len % interval != 0
        and output_len // interval > sent_len // interval
    )


def report_non_streamed_on_crossing(
    original: Callable[..., None], accumulator: Any, *, req: Any, **kwargs: Any
) -> None:
    """AROUND hook of the scheduler's per-request output decision (``accept(self, *, req)``): a
    non-streamed request whose step crossed a multiple of the force-stream interval is sent as
    if it had landed on it."""
    interval = accumulator.default_force_stream_interval
    if (
        req.stream
        or req.finished()
        or not crossed_report_point(len(req.output_ids), req.send_token_offset, interval)
    ):
        return original(accumulator, req=req, **kwargs)
    # SGLang's test is `len(output_ids) % interval == 0`; for this one request, make it true.
    accumulator.default_force_stream_interval = len(req.output_ids)
    try:
        return original(accumulator, req=req, **kwargs)
    finally:
        accumulator.default_force_stream_interval = interval
