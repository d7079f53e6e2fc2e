"""Streamed chat logprobs that are not dropped (a plugin hook, on AR and gravity alike).

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
