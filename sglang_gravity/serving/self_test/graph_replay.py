"""The self-test's CUDA-graph check: one replay of each captured pass against the same pass run
eagerly, on a dummy window (:class:`DummyWindow`)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from types import SimpleNamespace
from typing import Any

import torch

from sglang_gravity.decoding.round import (
    DRAFT_MODE,
    VERIFY_MODE,
    build_draft_window,
)
from sglang_gravity.kernels.device_checks import (
    MODE_NAMES,
    Check,
    relative_error,
)


def check_graph_replay(
    pass_logits: Callable[[int, int, bool], tuple[torch.Tensor, bool]],
    width: int,
    mode: int,
    tolerance: float,
) -> Check:
    """One pass replayed from its CUDA graph against the same pass run eagerly (same window,
    same KV): a graph that baked in a mode, or reads buffers other than the ones it was
    captured with, differs. Without a replay (no graphs on this device) there is nothing to
    compare, and the check says so instead of passing."""
    started = time.perf_counter()
    case = f"W={width} {MODE_NAMES[mode]}"
    try:
        graph, replayed = pass_logits(width, mode, False)
        eager, _ = pass_logits(width, mode, True)
    except Exception as exc:
        check = Check("graph_replay", case, False, detail=f"{type(exc).__name__}: {exc}"[:300])
    else:
        error = relative_error(graph, eager)
        if replayed:
            check = Check("graph_replay", case, error <= tolerance, error, tolerance)
        else:
            why = "no CUDA graph replayed for this pass: both sides ran eagerly"
            check = Check("graph_replay", case, None, error, tolerance, detail=why)
    check.seconds = time.perf_counter() - started
    return check


class DummyWindow:
    """Window passes of a request that does not exist, for the graph checks at start-up.

    It uses SGLang's padding row 0 of ``req_to_token`` (what padded graph rows read) and KV slots
    1 .. 2K+1, which no request holds before the first one is admitted; the row is restored
    afterwards, and the KV written there is overwritten by whichever request later gets those
    slots, before it reads them. The prefix of K tokens is written first by one eager pass, so
    the checked passes read real KV. Each pass sees the same prefix and writes its own window.
    """

    def __init__(
        self,
        window_pass: Any,  # serving.window_pass.WindowPass
        req_to_token: torch.Tensor,
        *,
        window: int,
        mask_id: int,
        vocab_size: int,
        device: torch.device,
    ) -> None:
        self._pass = window_pass
        self._req_to_token = req_to_token
        self._window = window
        self._mask_id = mask_id
        self._device = device
        ids = (torch.arange(window + 1, dtype=torch.int64) * 7919 + 11) % vocab_size
        self._tokens = ids.to(device)

    def _batch(self, prefix: int) -> SimpleNamespace:
        return SimpleNamespace(
            seq_lens=torch.tensor([prefix], dtype=torch.int64, device=self._device),
            seq_lens_cpu=torch.tensor([prefix], dtype=torch.int64),
            req_pool_indices=torch.zeros(1, dtype=torch.int64, device=self._device),
        )

    @contextmanager
    def opened(self) -> Iterator[None]:
        """Row 0 of ``req_to_token`` is the dummy request's inside the block, restored after."""
        saved = self._req_to_token[0].clone()
        try:
            yield
        finally:
            self._req_to_token[0] = saved
            self._seeded = False

    _seeded = False

    def _seed(self) -> None:
        """Point row 0 at slots 1..2K+1 and write the prefix (positions 0..K-1), eagerly."""
        used = 2 * self._window + 1  # positions 0..2K: the prefix, then a window of up to K
        if self._req_to_token.shape[1] < used:
            raise RuntimeError(f"req_to_token rows hold {self._req_to_token.shape[1]} < {used}")
        slots = torch.arange(1, used + 1, device=self._req_to_token.device)
        self._req_to_token[0, :used] = slots.to(self._req_to_token.dtype)
        with self._pass.eager():
            self._run(self._batch(0), VERIFY_MODE, self._tokens[None, : self._window], 0)
        self._seeded = True

    def logits(self, width: int, mode: int, eager: bool) -> tuple[torch.Tensor, bool]:
        """One pass of ``width`` after the K-token prefix: [x0, MASK...] (draft) or the tokens
        (verify); its logits (a copy: a graph's output buffer is reused) and whether a graph ran.
        Call inside :meth:`opened`."""
        if not self._seeded:
            self._seed()
        # Both passes cover positions K..K+W-1 after the same K-token prefix (the verify pass
        # of a round starts one past the committed length, so its batch is one shorter).
        if mode == DRAFT_MODE:
            ids, offset = build_draft_window(self._tokens[:1], self._mask_id, width), 0
        else:
            ids, offset = self._tokens[None, 1 : width + 1], 1
        with self._pass.eager() if eager else nullcontext():
            return self._run(self._batch(self._window - offset), mode, ids, offset)

    def _run(
        self, batch: SimpleNamespace, mode: int, ids: torch.Tensor, offset: int
    ) -> tuple[torch.Tensor, bool]:
        width = ids.shape[1]
        positions, locs = self._pass.slots(batch, width)
        cols = slice(offset, offset + width)
        delta = torch.zeros(1, dtype=torch.int64, device=self._device)
        result, logits = self._pass.run(
            batch, mode, ids, positions[:, cols], locs[:, cols], delta, offset
        )
        return logits.float().clone(), bool(getattr(result, "can_run_cuda_graph", False))


def captured_graph_widths(model_runner: Any, window: int, own_widths: tuple[int, ...]) -> tuple:
    """The widths whose passes replay CUDA graphs: K when SGLang captured its decode graphs,
    and every width with a set of its own (``width_graphs``)."""
    runner = getattr(model_runner, "decode_cuda_graph_runner", None)
    captured = runner is not None and runner is not getattr(model_runner, "eager_runner", None)
    return tuple(sorted(({window} if captured else set()) | set(own_widths)))
