"""``gravity_triton``'s CUDA-graph protocol: one captured graph serves both passes.

A CUDA graph replays the launches it recorded, with the tensor addresses of capture time, on
whatever data those addresses hold at replay. So the captured window launch reads exactly the
tensors of the plan made at capture; the backend is right when replay writes the pass's mode
(and the runner its static inputs) into those tensors. These tests drive the backend's capture
and replay entry points as SGLang's decode graph runner does, then run the kernel on the
*capture-time* plan — what the graph would run — and compare it with the reference for the
mode of the pass being replayed. A backend that baked a mode into the graph, or that planned
from tensors other than the captured ones, fails here on CPU, under Triton's interpreter.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE
from sglang_gravity.kernels import InterpreterUnavailable, cpu_interpreter, load_kernel_module
from sglang_gravity.serving.state import GravityWindowInput

try:
    wa = load_kernel_module("window_attention")
except InterpreterUnavailable as exc:
    pytest.skip(str(exc), allow_module_level=True)

from sglang.srt.model_executor.forward_batch_info import ForwardMode  # noqa: E402

from sglang_gravity.serving import triton_backend  # noqa: E402

WINDOW = 5  # K
MAX_BS = 4
HEADS, KV_HEADS, HEAD_DIM = 4, 2, 32


@pytest.fixture(autouse=True)
def _interpret_launches() -> Iterator[None]:
    with cpu_interpreter():
        yield


def make_backend() -> triton_backend.GravityTritonAttnBackend:
    """The backend's graph-facing state without a model runner (its base class needs a GPU
    model; the methods under test touch only what is set here)."""
    backend = object.__new__(triton_backend.GravityTritonAttnBackend)
    backend.target_verify_num_tokens_per_req = WINDOW
    backend._graph_mode = torch.full((MAX_BS,), VERIFY_MODE, dtype=torch.int32)
    backend._window_plan = None
    return backend


class StaticInputs:
    """The runner's static input buffers, and a KV pool with four live requests."""

    def __init__(self, seed: int) -> None:
        gen = torch.Generator().manual_seed(seed)
        self.req_pool_indices = torch.zeros(MAX_BS, dtype=torch.int64)
        self.seq_lens = torch.ones(MAX_BS, dtype=torch.int64)  # triton's fill value
        self.req_to_token = torch.zeros((MAX_BS + 2, 64), dtype=torch.int32)
        self.req_to_token[1:] = torch.arange(1, 1 + (MAX_BS + 1) * 64).view(MAX_BS + 1, 64)
        slots = int(self.req_to_token.max()) + 1
        self.k_cache = torch.randn((slots, KV_HEADS, HEAD_DIM), generator=gen)
        self.v_cache = torch.randn((slots, KV_HEADS, HEAD_DIM), generator=gen)
        self.query = torch.randn((MAX_BS * WINDOW, HEADS, HEAD_DIM), generator=gen)

    def capture_batch(self, bs: int) -> SimpleNamespace:
        """What ``capture_prepare`` hands the backend: static slices, no spec input."""
        return SimpleNamespace(
            forward_mode=ForwardMode.TARGET_VERIFY,
            batch_size=bs,
            req_pool_indices=self.req_pool_indices[:bs],
            seq_lens=self.seq_lens[:bs],
            spec_info=None,
        )

    def replay_view(self, bs: int, pools: list[int], lens: list[int], mode: int):
        """``load_batch``: copy the live batch into the static buffers (padded rows keep the
        fill values), then the replay view of ``build_replay_fb_view``."""
        raw = len(pools)
        self.req_pool_indices[:raw] = torch.tensor(pools)
        self.req_pool_indices[raw:] = 0
        self.seq_lens[:raw] = torch.tensor(lens)
        self.seq_lens[raw:] = 1
        spec_info = GravityWindowInput(
            mode=mode,
            positions=torch.zeros(raw * WINDOW, dtype=torch.int64),
            draft_token_num=WINDOW,
        )
        return SimpleNamespace(
            forward_mode=ForwardMode.TARGET_VERIFY,
            batch_size=bs,
            req_pool_indices=self.req_pool_indices[:bs],
            seq_lens=self.seq_lens[:bs],
            spec_info=spec_info,
        )


def run_captured_launch(plan: triton_backend.WindowPlan, inputs: StaticInputs) -> torch.Tensor:
    """The window launch as the graph recorded it: the capture-time plan's tensors."""
    bs = plan.prefix_lens.shape[0]
    return wa.window_attention_triton(
        inputs.query[: bs * WINDOW],
        inputs.k_cache,
        inputs.v_cache,
        inputs.req_to_token,
        plan.req_pool_indices,
        plan.prefix_lens,
        plan.window,
        plan.mode,
        HEAD_DIM**-0.5,
    )


def expected(inputs: StaticInputs, pools: list[int], lens: list[int], mode: int) -> torch.Tensor:
    raw = len(pools)
    return wa.window_attention_reference(
        inputs.query[: raw * WINDOW],
        inputs.k_cache,
        inputs.v_cache,
        inputs.req_to_token,
        pools,
        lens,
        WINDOW,
        mode,
        HEAD_DIM**-0.5,
    )


def test_one_captured_graph_serves_draft_and_verify_passes() -> None:
    backend, inputs = make_backend(), StaticInputs(seed=0)
    bs = MAX_BS
    backend.init_forward_metadata_out_graph(inputs.capture_batch(bs), in_capture=True)
    captured = backend._window_plan
    assert captured.window == WINDOW
    assert captured.mode.data_ptr() == backend._graph_mode.data_ptr()

    # Two rounds of two passes, a new batch each round (3 live requests padded to 4).
    for pools, lens in (([3, 1, 4], [17, 0, 40]), ([2, 5, 1], [9, 33, 2])):
        raw = len(pools)
        for mode, offset in ((DRAFT_MODE, 0), (VERIFY_MODE, 1)):
            lens_this_pass = [n + offset for n in lens]
            view = inputs.replay_view(bs, pools, lens_this_pass, mode)
            backend.init_forward_metadata_out_graph(view)
            assert backend._graph_mode[:bs].tolist() == [mode] * bs  # padded rows too
            out = run_captured_launch(captured, inputs)
            want = expected(inputs, pools, lens_this_pass, mode)
            torch.testing.assert_close(out[: raw * WINDOW], want, rtol=1e-4, atol=1e-5)
            assert not out.isnan().any(), "padded rows must read a valid mode and slots"


def test_the_modes_really_differ_through_the_captured_plan() -> None:
    """Guard against a vacuous pass above: replaying the verify mode gives a different output
    than the draft mode on the mask rows, through the same captured plan."""
    backend, inputs = make_backend(), StaticInputs(seed=1)
    backend.init_forward_metadata_out_graph(inputs.capture_batch(1), in_capture=True)
    captured = backend._window_plan
    outputs = {}
    for mode in (DRAFT_MODE, VERIFY_MODE):
        backend.init_forward_metadata_out_graph(inputs.replay_view(1, [2], [12], mode))
        outputs[mode] = run_captured_launch(captured, inputs)
    assert (outputs[DRAFT_MODE][1:-1] - outputs[VERIFY_MODE][1:-1]).abs().amax() > 1e-3


def test_capture_does_not_depend_on_a_spec_input() -> None:
    backend, inputs = make_backend(), StaticInputs(seed=2)
    backend._graph_mode.fill_(DRAFT_MODE)
    backend.init_forward_metadata_out_graph(inputs.capture_batch(2), in_capture=True)
    # Capture warms up on the static (fill-value) inputs in the verify mode.
    assert backend._graph_mode[:2].tolist() == [VERIFY_MODE, VERIFY_MODE]


def test_replay_refuses_a_window_of_another_width() -> None:
    backend, inputs = make_backend(), StaticInputs(seed=3)
    backend.init_forward_metadata_out_graph(inputs.capture_batch(1), in_capture=True)
    view = inputs.replay_view(1, [1], [4], DRAFT_MODE)
    view.spec_info = GravityWindowInput(
        mode=DRAFT_MODE, positions=torch.zeros(3, dtype=torch.int64), draft_token_num=3
    )
    with pytest.raises(RuntimeError, match="captured for 5"):
        backend.init_forward_metadata_out_graph(view)


def test_replay_prep_refuses_to_be_captured(monkeypatch) -> None:
    """SGLang's optional metadata glue graph captures the replay prep; the mode write must not
    be frozen into it. Raising makes the glue graph fall back to eager prep permanently."""
    backend, inputs = make_backend(), StaticInputs(seed=4)
    backend.init_forward_metadata_out_graph(inputs.capture_batch(1), in_capture=True)
    monkeypatch.setattr(triton_backend, "_stream_capturing", lambda device: True)
    with pytest.raises(RuntimeError, match="metadata glue graph"):
        backend.init_forward_metadata_out_graph(inputs.replay_view(1, [1], [4], DRAFT_MODE))
    assert backend.glue_target_verify_metadata()  # SGLang's own opt-in glue is declined


class _PastTheWidthCheck(Exception):
    """Raised by the fake runner once ``can_run_graph`` reads past its width check."""


class _RunnerCapturedFor:
    """What ``DecodeCudaGraphRunner.can_run_graph`` reads before and at its width check."""

    ragged_verify_mode = False

    def __init__(self, width: int) -> None:
        self.captured_req_width = width

    @property
    def require_mlp_tp_gather(self) -> bool:
        raise _PastTheWidthCheck


@pytest.mark.parametrize("width", [1, 3, WINDOW])
def test_sglang_replays_graphs_of_k_only_for_windows_of_k(width: int) -> None:
    """A width other than K never replays K's graphs (it gets a set of its own, or runs
    eagerly with ``SGLANG_GRAVITY_WIDTH_GRAPHS=0``): SGLang's own uniform-width check refuses
    the replay, because a gravity window's ``num_tokens_per_req`` is its width. If a SGLang
    upgrade dropped that check, the backend's guard above would stop the pass; this test says
    so first."""
    from sglang.srt.model_executor.runner.decode_cuda_graph_runner import DecodeCudaGraphRunner

    window_input = GravityWindowInput(
        mode=DRAFT_MODE, positions=torch.zeros(width, dtype=torch.int64), draft_token_num=width
    )
    batch = SimpleNamespace(replace_embeds=None, spec_info=window_input)
    runner = _RunnerCapturedFor(WINDOW)
    if width == WINDOW:
        with pytest.raises(_PastTheWidthCheck):  # same width: on to the batch-size checks
            DecodeCudaGraphRunner.can_run_graph(runner, batch)
    else:
        assert DecodeCudaGraphRunner.can_run_graph(runner, batch) is False
        # The point of a set per width (``width_graphs``): W's own runner lets it through.
        with pytest.raises(_PastTheWidthCheck):
            DecodeCudaGraphRunner.can_run_graph(_RunnerCapturedFor(width), batch)
