"""Streamed chat logprobs across steps (``serving/streaming.py`` ``keep_unsent_logprobs``): a
stream must carry every token's logprob entry, in order, as the non-streamed response does,
whichever steps emit no text (a multi-byte character held back), however many tokens a step
commits, for several choices streamed side by side, with their top logprobs intact.

No server: the hook wraps a stand-in for SGLang's ``_generate_stream_content`` that, like the
real one, yields a chunk carrying the step's logprobs only when the step's text is not empty."""

from __future__ import annotations

import asyncio
import random

import pytest

from sglang_gravity.serving.streaming import keep_unsent_logprobs


async def _sglang_stream_content(self, delta: str, index: int, choice_logprobs, stream_offsets):
    """What SGLang does per step: one chunk with the step's text and logprobs, none when the
    detokenizer held the text back."""
    if delta:
        yield {"index": index, "delta": delta, "logprobs": choice_logprobs}


def _entry(token: int, top: int) -> dict:
    return {
        "token": f"t{token}",
        "logprob": -0.1 * token,
        "top_logprobs": [
            {"token": f"t{token + k}", "logprob": -0.1 * (token + k)} for k in range(top)
        ],
    }


def _stream(steps, top: int):
    """Drive the hook over ``steps``: (choice index, text delta, token ids of the step). Returns
    the chunks emitted and, per choice, every token's entry the non-streamed answer would hold."""
    offsets: dict = {}
    chunks, expected = [], {}

    async def run() -> None:
        for index, delta, tokens in steps:
            entries = [_entry(t, top) for t in tokens]
            expected.setdefault(index, []).extend(entries)
            logprobs = {"content": entries} if entries else None
            async for chunk in keep_unsent_logprobs(
                _sglang_stream_content, None, delta, index, logprobs, offsets
            ):
                chunks.append(chunk)

    asyncio.run(run())
    return chunks, expected


def _streamed(chunks, index: int) -> list[dict]:
    return [
        e for c in chunks if c["index"] == index for e in (c["logprobs"] or {}).get("content", [])
    ]


def test_a_step_without_text_hands_its_logprobs_to_the_next_chunk() -> None:
    # step 2 ends inside a character: no chunk; its two tokens come with step 3's
    steps = [(0, "ab", [1]), (0, "", [2, 3]), (0, "c", [4]), (0, "d", [5, 6, 7])]
    chunks, expected = _stream(steps, top=2)
    assert [c["delta"] for c in chunks] == ["ab", "c", "d"]
    assert _streamed(chunks, 0) == expected[0]
    assert [e["token"] for e in chunks[1]["logprobs"]["content"]] == ["t2", "t3", "t4"]
    assert chunks[1]["logprobs"]["content"][0]["top_logprobs"] == _entry(2, 2)["top_logprobs"]


def test_several_text_less_steps_in_a_row_and_a_last_step_with_text() -> None:
    steps = [(0, "", [1]), (0, "", [2]), (0, "", [3, 4]), (0, "xyz", [5])]
    chunks, expected = _stream(steps, top=0)
    assert len(chunks) == 1 and _streamed(chunks, 0) == expected[0]


@pytest.mark.parametrize("seed", range(6))
def test_random_step_groupings_and_choices_stream_every_entry_in_order(seed: int) -> None:
    """Choices 0..2 interleaved, steps of 1-9 tokens (AR's one, a round's several), a third of
    them without text, the last step of each choice with text (SGLang flushes the final text)."""
    rng = random.Random(seed)
    steps, token = [], 0
    for index in range(3):
        for n in range(rng.randint(3, 9)):
            size = rng.choice([1, 1, 2, 5, 9])
            tokens = list(range(token, token + size))
            token += size
            steps.append((index, "" if rng.random() < 0.34 else f"s{n}", tokens))
        steps.append((index, "end", [token]))
        token += 1
    rng.shuffle(steps)  # choices interleave; each choice keeps its own order below
    steps.sort(key=lambda s: s[2][0])
    last = {}
    for i, (index, _, _) in enumerate(steps):
        last[index] = i
    steps = [
        (index, delta if i != last[index] else "end", t)
        for i, (index, delta, t) in enumerate(steps)
    ]
    chunks, expected = _stream(steps, top=rng.choice([0, 3]))
    for index in range(3):
        assert _streamed(chunks, index) == expected[index], index


def test_a_stream_without_logprobs_is_untouched() -> None:
    chunks, _ = _stream([(0, "", []), (0, "a", []), (0, "b", [])], top=0)
    assert [c["logprobs"] for c in chunks] == [None, None]


def test_sglangs_keyword_call_is_carried_through() -> None:
    """SGLang calls ``_generate_stream_content`` with keywords only; the hook binds them all."""
    offsets: dict = {}
    chunks = []

    async def run() -> None:
        for delta, tokens in (("", [1]), ("a", [2])):
            logprobs = {"content": [_entry(t, 0) for t in tokens]}
            async for chunk in keep_unsent_logprobs(
                _sglang_stream_content, None, delta=delta, index=0,
                choice_logprobs=logprobs, stream_offsets=offsets,
            ):  # fmt: skip
                chunks.append(chunk)

    asyncio.run(run())
    assert _streamed(chunks, 0) == [_entry(1, 0), _entry(2, 0)]


def test_held_entries_stay_with_their_own_choice() -> None:
    """Choice 0's text-less step must not hand its entries to choice 1's next chunk."""
    steps = [(0, "", [1]), (1, "b", [5]), (0, "a", [2])]
    chunks, expected = _stream(steps, top=0)
    assert _streamed(chunks, 0) == expected[0] and _streamed(chunks, 1) == expected[1]


def test_held_entries_reach_a_chunk_whose_own_step_brings_none() -> None:
    offsets: dict = {}
    chunks = []

    async def run() -> None:
        for delta, logprobs in (("", {"content": [_entry(1, 0)]}), ("a", None)):
            async for chunk in keep_unsent_logprobs(
                _sglang_stream_content, None, delta, 0, logprobs, offsets
            ):
                chunks.append(chunk)

    asyncio.run(run())
    assert _streamed(chunks, 0) == [_entry(1, 0)]
