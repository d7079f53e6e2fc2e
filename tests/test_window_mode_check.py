"""The worker refuses a pass that ran without its own attention plan (``WindowModeRecord``).

A skipped plan would run the pass with the previous pass's mask: the output stays right and
acceptance collapses silently. These tests drive the check with a recording backend stand-in.
"""

from types import SimpleNamespace

import pytest

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE
from sglang_gravity.serving.state import WindowModeRecord
from sglang_gravity.serving.worker import GravityWorker


class RecordingBackend(WindowModeRecord):
    pass


def worker_with(backend: object) -> GravityWorker:
    worker = object.__new__(GravityWorker)  # only the check's collaborator is needed
    worker.model_runner = SimpleNamespace(attn_backend=backend)
    worker._backend_logged = False
    return worker


def test_a_pass_planned_with_its_mode_passes_and_the_record_is_consumed():
    backend = RecordingBackend()
    worker = worker_with(backend)
    for mode in (DRAFT_MODE, VERIFY_MODE):
        backend.record_window_mode(mode)
        worker._check_window_mode_was_planned(mode)
        assert backend.take_window_mode() is None


def test_a_stale_plan_is_refused():
    backend = RecordingBackend()
    worker = worker_with(backend)
    backend.record_window_mode(DRAFT_MODE)
    worker._check_window_mode_was_planned(DRAFT_MODE)
    backend.record_window_mode(DRAFT_MODE)  # the verify pass reused the draft plan
    with pytest.raises(RuntimeError, match="verify pass ran with the draft pass's attention plan"):
        worker._check_window_mode_was_planned(VERIFY_MODE)


def test_a_skipped_plan_is_refused():
    worker = worker_with(RecordingBackend())
    with pytest.raises(RuntimeError, match="draft pass ran without an attention plan of its own"):
        worker._check_window_mode_was_planned(DRAFT_MODE)


def test_backends_that_carry_the_mask_in_the_input_are_not_checked():
    worker_with(SimpleNamespace())._check_window_mode_was_planned(DRAFT_MODE)  # plain triton
