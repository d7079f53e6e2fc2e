"""A non-streamed request reports progress at every multiple of SGLang's force-stream interval,
however many tokens a step commits (serving/streaming.py ``report_non_streamed_on_crossing``).

Run on SGLang's own output decision (``_GenerationStreamAccumulator.accept``) and a real
``Req``: the tokenizer manager notices a disconnected non-streamed client only when an output
arrives (or after 4 s without one), so a gravity round that steps over the multiple of 50 must
still send. One-token steps must send exactly where SGLang alone sends: AR is unchanged.
"""

from __future__ import annotations

import array
import functools

import pytest

pytest.importorskip("sglang")

from sglang.srt.managers.schedule_batch import FINISH_LENGTH, Req  # noqa: E402
from sglang.srt.managers.scheduler_components.output_streamer import (  # noqa: E402
    _GenerationStreamAccumulator,
)
from sglang.srt.sampling.sampling_params import SamplingParams  # noqa: E402
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm  # noqa: E402

from sglang_gravity.serving.streaming import (  # noqa: E402
    NON_STREAMED_OUTPUT_HOOK_TARGET,
    crossed_report_point,
    report_non_streamed_on_crossing,
)

INTERVAL = 50


def _accumulator(stream_interval: int = 1) -> _GenerationStreamAccumulator:
    return _GenerationStreamAccumulator(
        return_logprob=False,
        return_hidden_states=False,
        return_routed_experts=False,
        return_indexer_topk=False,
        spec_algorithm=SpeculativeAlgorithm.NONE,
        disaggregation_mode=None,
        default_stream_interval=stream_interval,
        default_force_stream_interval=INTERVAL,
        get_cached_tokens_details=lambda req: None,
        is_request_level_customized_info_key=lambda key: False,
        current_weight_version=None,
    )


def _request(*, stream: bool = False) -> Req:
    params = SamplingParams(max_new_tokens=1000)
    params.normalize(None)
    return Req("r", "", array.array("q", [1, 2, 3]), params, stream=stream)


def _sent_at(
    step_sizes: list[int],
    *,
    hooked: bool,
    stream: bool = False,
    stream_interval: int = 1,
) -> list[int]:
    """Output lengths at which the scheduler sends this request's output, step by step."""
    accumulator, req = _accumulator(stream_interval), _request(stream=stream)
    accept = _GenerationStreamAccumulator.accept
    if hooked:
        accept = functools.partial(report_non_streamed_on_crossing, accept)
    sent = []
    for size in step_sizes:
        req.output_ids.extend([7] * size)
        before = len(accumulator.rids)
        accept(accumulator, req=req)
        if len(accumulator.rids) > before:
            sent.append(len(req.output_ids))
    assert accumulator.default_force_stream_interval == INTERVAL  # restored after every call
    return sent


def test_the_hook_targets_sglangs_output_decision():
    module, _, attribute = NON_STREAMED_OUTPUT_HOOK_TARGET.rpartition(".")
    assert module.endswith("._GenerationStreamAccumulator")
    assert getattr(_GenerationStreamAccumulator, attribute) is not None


def test_one_token_steps_send_exactly_where_sglang_sends():
    steps = [1] * 260
    assert _sent_at(steps, hooked=True) == _sent_at(steps, hooked=False) == [50, 100, 150, 200, 250]


def test_multi_token_steps_send_once_per_multiple_crossed():
    steps = [1] + [9] * 28  # a prefill token, then full 9-token rounds: 1, 10, 19, ..., 253
    unhooked = _sent_at(steps, hooked=False)
    assert unhooked == [100], "SGLang alone lands on 100 only: the case the hook exists for"
    assert _sent_at(steps, hooked=True) == [55, 100, 154, 208, 253]


def test_a_step_over_two_multiples_sends_once():
    assert _sent_at([1, 30, 80, 40], hooked=True) == [111, 151]


def test_streamed_and_finished_requests_are_sglangs():
    steps = [1] + [9] * 10
    assert _sent_at(steps, hooked=True, stream=True) == _sent_at(steps, hooked=False, stream=True)
    accumulator, req = _accumulator(), _request()
    req.output_ids.extend([7] * 57)
    req.finished_reason = FINISH_LENGTH(length=57)
    report_non_streamed_on_crossing(_GenerationStreamAccumulator.accept, accumulator, req=req)
    assert [list(ids) for ids in accumulator.output_ids] == [[7] * 57]  # sent once, as finished


@pytest.mark.parametrize(
    ("output_len", "sent_len", "expected"),
    [
        (49, 0, False),
        (50, 0, False),
        (55, 0, True),
        (55, 50, False),
        (101, 55, True),
        (7, 0, False),
    ],
)
def test_crossed_report_point(output_len, sent_len, expected):
    assert crossed_report_point(output_len, sent_len, INTERVAL) is expected


def test_no_interval_never_crosses():
    assert not crossed_report_point(120, 0, 0)


def test_a_streamed_request_keeps_its_own_stream_interval():
    """``--stream-interval 10``: SGLang sends a streamed request every 10 tokens; the hook
    adds nothing there, crossing a multiple of 50 or not."""
    steps = [1] + [9] * 12
    hooked = _sent_at(steps, hooked=True, stream=True, stream_interval=10)
    assert hooked == _sent_at(steps, hooked=False, stream=True, stream_interval=10)
