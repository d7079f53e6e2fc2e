"""``WindowPass``: one window pass as SGLang's model runner reads it, and the mode check after it.

A skipped attention plan would run a pass with the previous pass's mask: the output stays right
and acceptance collapses silently. The check is driven with a recording backend stand-in; the
pass is driven with a stand-in target worker that records the ``ForwardBatch`` it is given.
"""

from __future__ import annotations

import contextlib
import logging
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE, window_attention_mask
from sglang_gravity.serving.plugin import register
from sglang_gravity.serving.state import GravityWindowInput, WindowModeRecord
from sglang_gravity.serving.window_pass import WindowPass

VOCAB = 11


class RecordingBackend(WindowModeRecord):
    pass


class _NoGraphs:
    def __init__(self) -> None:
        self.widths: list[int] = []

    @contextlib.contextmanager
    def active(self, width: int):
        self.widths.append(width)
        yield


class _TargetWorker:
    """Plans each pass on the backend (as SGLang's runner would) and returns VOCAB logits/row."""

    def __init__(self, backend: object, req_to_token: torch.Tensor, *, plans: bool = True):
        self.model_runner = SimpleNamespace(
            attn_backend=backend,
            req_to_token_pool=SimpleNamespace(req_to_token=req_to_token),
            kv_index_translator=SimpleNamespace(bind_own_plan=lambda fb: None),
        )
        self.forward_batches: list = []
        self._plans = plans

    def forward_batch_generation(self, batch, forward_batch, is_verify):
        assert batch is None and is_verify
        self.forward_batches.append(forward_batch)
        if self._plans and isinstance(self.model_runner.attn_backend, WindowModeRecord):
            self.model_runner.attn_backend.record_window_mode(forward_batch.spec_info.mode)
        rows = forward_batch.input_ids.shape[0]
        logits = torch.arange(rows * VOCAB, dtype=torch.float32).view(rows, VOCAB)
        return SimpleNamespace(logits_output=SimpleNamespace(next_token_logits=logits))


def _batch(seq_lens: list[int], *, host_lens: bool = True) -> SimpleNamespace:
    lens = torch.tensor(seq_lens, dtype=torch.int64)
    return SimpleNamespace(
        seq_lens=lens,
        seq_lens_cpu=lens.clone() if host_lens else None,
        req_pool_indices=torch.tensor([2, 0][: len(seq_lens)], dtype=torch.int32),
    )


def _window_pass(backend: object, *, materialize: bool = False, mrope: bool = False, **kw):
    register()  # the algorithm name the ForwardBatch carries
    req_to_token = torch.arange(3 * 64, dtype=torch.int64).view(3, 64) + 1000
    target = _TargetWorker(backend, req_to_token, **kw)
    graphs = _NoGraphs()
    return (
        WindowPass(target, graphs, materialize_mask=materialize, is_mrope=mrope),
        target,
        graphs,
    )


def test_slots_are_positions_c_to_c_plus_w_and_their_kv_slots() -> None:
    window_pass, _, _ = _window_pass(RecordingBackend())
    positions, locs = window_pass.slots(_batch([5, 9]), 3)
    assert positions.tolist() == [[5, 6, 7, 8], [9, 10, 11, 12]]
    assert locs.tolist() == [
        [1000 + 2 * 64 + p for p in range(5, 9)],
        [1000 + p for p in range(9, 13)],
    ]


@pytest.mark.parametrize("mode,offset", [(DRAFT_MODE, 0), (VERIFY_MODE, 1)])
def test_a_pass_is_a_target_verify_forward_over_the_window(mode: int, offset: int) -> None:
    window_pass, target, graphs = _window_pass(RecordingBackend(), materialize=True, mrope=True)
    batch = _batch([5, 9])
    positions, locs = window_pass.slots(batch, 3)
    ids = torch.tensor([[7, 1, 1], [8, 1, 1]])
    delta = torch.tensor([-2, 4])
    cols = slice(offset, offset + 3)
    _, logits = window_pass.run(batch, mode, ids, positions[:, cols], locs[:, cols], delta, offset)

    forward = target.forward_batches[-1]
    assert forward.forward_mode.is_target_verify()
    assert forward.input_ids.tolist() == ids.reshape(-1).tolist()
    assert forward.seq_lens.tolist() == [5 + offset, 9 + offset]  # prefix before the window
    assert forward.seq_lens_cpu.tolist() == [5 + offset + 3, 9 + offset + 3]
    assert forward.seq_lens_sum == 5 + 9 + 2 * (offset + 3)
    assert forward.out_cache_loc.tolist() == locs[:, cols].reshape(-1).tolist()
    info = forward.spec_info
    assert isinstance(info, GravityWindowInput) and info.mode == mode and info.draft_token_num == 3
    expected_mask = torch.cat(
        [window_attention_mask(p, 3, mode).flatten() for p in (5 + offset, 9 + offset)]
    )
    assert torch.equal(info.custom_mask, expected_mask)
    mrope = (positions[:, cols] + delta[:, None]).reshape(-1)
    assert forward.mrope_positions.tolist() == [mrope.tolist()] * 3
    assert graphs.widths == [3]
    assert logits.shape == (2, 3, VOCAB)


@pytest.mark.parametrize("mode,offset", [(DRAFT_MODE, 0), (VERIFY_MODE, 1)])
def test_under_overlap_the_mask_is_built_from_the_device_lengths(mode: int, offset: int) -> None:
    """No host lengths under the overlap scheduler; a pass that needs a materialized mask (plain
    ``triton``, or the self-test's fallback) still gets its own. Without it SGLang's kernel would
    run the draft pass causally: exact outputs, collapsed acceptance."""
    window_pass, target, _ = _window_pass(RecordingBackend(), materialize=True)
    batch = _batch([4, 7], host_lens=False)
    positions, locs = window_pass.slots(batch, 2)
    ids = torch.tensor([[3, 1], [5, 1]])
    cols = slice(offset, offset + 2)
    window_pass.run(batch, mode, ids, positions[:, cols], locs[:, cols], torch.zeros(2), offset)
    forward = target.forward_batches[-1]
    assert forward.seq_lens_cpu is None and forward.seq_lens_sum is None
    expected = torch.cat([window_attention_mask(p + offset, 2, mode).flatten() for p in (4, 7)])
    assert torch.equal(forward.spec_info.custom_mask, expected)


def test_without_a_materialized_mask_none_is_built() -> None:
    window_pass, target, _ = _window_pass(RecordingBackend(), materialize=False)
    batch = _batch([4])
    positions, locs = window_pass.slots(batch, 2)
    ids = torch.tensor([[3, 1]])
    window_pass.run(batch, DRAFT_MODE, ids, positions[:, :2], locs[:, :2], torch.zeros(1), 0)
    assert target.forward_batches[-1].spec_info.custom_mask is None


def test_a_pass_planned_with_its_mode_passes_and_the_record_is_consumed() -> None:
    backend = RecordingBackend()
    window_pass, _, _ = _window_pass(backend)
    batch = _batch([5])
    positions, locs = window_pass.slots(batch, 2)
    for mode in (DRAFT_MODE, VERIFY_MODE):
        window_pass.run(
            batch, mode, torch.tensor([[1, 2]]), positions[:, :2], locs[:, :2], torch.zeros(1), mode
        )
        assert backend.take_window_mode() is None


def test_a_stale_plan_is_refused() -> None:
    backend = RecordingBackend()
    window_pass, _, _ = _window_pass(backend, plans=False)
    backend.record_window_mode(DRAFT_MODE)
    window_pass._check_mode_was_planned(DRAFT_MODE)
    backend.record_window_mode(DRAFT_MODE)  # the verify pass reused the draft plan
    with pytest.raises(RuntimeError, match="verify pass ran with the draft pass's attention plan"):
        window_pass._check_mode_was_planned(VERIFY_MODE)


def test_a_skipped_plan_is_refused_after_the_forward() -> None:
    window_pass, _, _ = _window_pass(RecordingBackend(), plans=False)
    batch = _batch([5])
    positions, locs = window_pass.slots(batch, 2)
    with pytest.raises(RuntimeError, match="draft pass ran without an attention plan of its own"):
        window_pass.run(
            batch,
            DRAFT_MODE,
            torch.tensor([[1, 2]]),
            positions[:, :2],
            locs[:, :2],
            torch.zeros(1),
            0,
        )


def test_backends_that_carry_the_mask_in_the_input_are_not_checked(caplog) -> None:
    window_pass, _, _ = _window_pass(SimpleNamespace())  # plain triton: records nothing
    with caplog.at_level(logging.INFO, logger="sglang_gravity.serving.window_pass"):
        window_pass._check_mode_was_planned(DRAFT_MODE)
        window_pass._check_mode_was_planned(VERIFY_MODE)
    assert "window mode checked after each pass: False" in caplog.text
    assert caplog.text.count("window passes on") == 1  # logged once


def test_a_wrong_number_of_logit_rows_is_refused() -> None:
    window_pass, target, _ = _window_pass(RecordingBackend())
    target.forward_batch_generation = lambda batch, forward_batch, is_verify: (
        target.model_runner.attn_backend.record_window_mode(forward_batch.spec_info.mode),
        SimpleNamespace(logits_output=SimpleNamespace(next_token_logits=torch.zeros(1, VOCAB))),
    )[1]
    batch = _batch([5])
    positions, locs = window_pass.slots(batch, 2)
    with pytest.raises(RuntimeError, match="draft pass expected 2 logit rows, got \\(1, 11\\)"):
        window_pass.run(
            batch,
            DRAFT_MODE,
            torch.tensor([[1, 2]]),
            positions[:, :2],
            locs[:, :2],
            torch.zeros(1),
            0,
        )
