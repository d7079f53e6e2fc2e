"""CUDA graphs for each window width a server runs, besides SGLang's own set for width K.

SGLang captures one set of TARGET_VERIFY graphs, for ``speculative_num_draft_tokens`` = K, and
refuses to replay one for a batch of another width (``DecodeCudaGraphRunner.can_run_graph``
compares ``spec_info.num_tokens_per_req`` with the capture width). A gravity step of width
W != K (an adaptive or pinned width) would therefore run eagerly. EAGLE's adaptive mode solves the
same problem by building a complete runtime state per step count (an attention backend and a
graph runner captured under a context override of the draft-token count) and swapping it into
the model runner (``speculative/adaptive_runtime_state.py``); this module does the same for
gravity's widths:

- ``build`` captures, for each width other than K, an attention backend of its own (a
  ``gravity_triton`` backend sized for W rows per request, with its own mode buffer) and a
  decode graph runner of width W, under ``speculative_num_draft_tokens = W``, then restores K.
- ``active(width)`` puts that width's backend and runner into the model runner for the passes
  of one step and puts K's back afterwards, so prefill and every other forward see what SGLang
  built. A width without a set of its own (K, or one whose capture was declined) uses K's,
  which for W != K means SGLang's eager path, as before.

The factories are parameters so the swap and the override are testable on a CPU with stand-ins:
capture itself needs a GPU. ``SGLANG_GRAVITY_WIDTH_GRAPHS=0`` skips the extra capture (other
widths then run eagerly), e.g. where the graph memory of every width does not fit.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sglang_gravity import settings

logger = logging.getLogger(__name__)

_OVERRIDE_SOURCE = "gravity.width_graphs"


def width_graphs_enabled(env: Mapping[str, str] | None = None) -> bool:
    """Whether widths other than K get graphs of their own (``SGLANG_GRAVITY_WIDTH_GRAPHS``)."""
    return settings.WIDTH_GRAPHS.get(env)


def widths_needing_graphs(widths: Iterable[int], window: int) -> list[int]:
    """The widths a server may run that SGLang's own capture (width K) does not cover."""
    return sorted({int(w) for w in widths} - {int(window)})


@dataclass(frozen=True)
class WidthRuntime:
    """What one width's steps run on: its attention backend and its graph runner."""

    width: int
    attn_backend: Any
    graph_runner: Any


def _sglang_draft_tokens() -> int:
    from sglang.srt.runtime_context import get_spec

    return int(get_spec().speculative_num_draft_tokens)


def _override_draft_tokens(source: str, value: int) -> None:
    from sglang.srt.runtime_context import get_context

    get_context().override(source, speculative_num_draft_tokens=int(value))


def _sglang_backend(model_runner: Any) -> Any:
    """A new attention backend of the server's kind, as EAGLE's adaptive mode builds one."""
    saved = getattr(model_runner, "init_new_workspace", None)
    try:
        backend = model_runner._get_attention_backend(init_new_workspace=True)
    finally:
        if saved is not None:
            model_runner.init_new_workspace = saved
    # Model-layer code reads the KV index translator off the active backend.
    model_runner.kv_index_translator.bind_and_verify_backends([backend])
    return backend


def _sglang_runner(model_runner: Any, backend: Any, width: int) -> Any:
    runner_cls = model_runner._decode_cuda_graph_runner_cls()
    return runner_cls(
        model_runner,
        attn_backend=backend,
        speculative_num_steps=1,
        speculative_num_draft_tokens=width,
    )


class WidthGraphs:
    """The per-width graph sets of one model runner and the swap that uses them."""

    def __init__(
        self,
        model_runner: Any,
        window: int,
        *,
        backend_factory: Callable[[Any], Any] = _sglang_backend,
        runner_factory: Callable[[Any, Any, int], Any] = _sglang_runner,
        read_draft_tokens: Callable[[], int] = _sglang_draft_tokens,
        override_draft_tokens: Callable[[str, int], None] = _override_draft_tokens,
    ) -> None:
        self._model_runner = model_runner
        self.window = int(window)
        self._backend_factory = backend_factory
        self._runner_factory = runner_factory
        self._read_draft_tokens = read_draft_tokens
        self._override_draft_tokens = override_draft_tokens
        self._runtimes: dict[int, WidthRuntime] = {}

    @property
    def widths(self) -> tuple[int, ...]:
        """The widths with a graph set of their own (K's is SGLang's and is not listed)."""
        return tuple(sorted(self._runtimes))

    def build(self, widths: Iterable[int]) -> None:
        """Capture a backend and graph runner for each width in ``widths`` other than K.

        Each is built while SGLang's resolved ``speculative_num_draft_tokens`` reads W (the
        backend sizes its window and the runner its capture from it); K is restored after each,
        also when a capture fails (the error then stops the start: a half-captured CUDA state
        is not something to serve on).
        """
        captured = self._model_runner.decode_cuda_graph_runner
        if captured is None or captured is getattr(self._model_runner, "eager_runner", None):
            logger.warning(
                "gravity: SGLang has captured no decode graphs at this point; steps of width "
                "other than K=%d run eagerly",
                self.window,
            )
            return
        restore = self._read_draft_tokens()
        for width in widths_needing_graphs(widths, self.window):
            if width in self._runtimes:
                continue
            started = time.perf_counter()
            self._override_draft_tokens(_OVERRIDE_SOURCE, width)
            try:
                backend = self._backend_factory(self._model_runner)
                runner = self._runner_factory(self._model_runner, backend, width)
            except Exception as error:
                raise RuntimeError(
                    f"gravity: capturing the CUDA graphs of window width {width} failed "
                    f"({error}); set {settings.WIDTH_GRAPHS.name}=0 to run widths other than "
                    f"K={self.window} without graphs, or lower --mem-fraction-static"
                ) from error
            finally:
                self._override_draft_tokens(_OVERRIDE_SOURCE + ".restore", restore)
            self._runtimes[width] = WidthRuntime(width, backend, runner)
            logger.info(
                "gravity: CUDA graphs for window width %d captured in %.1f s (batch sizes %s)",
                width,
                time.perf_counter() - started,
                getattr(runner, "capture_bs", "?"),
            )

    @contextmanager
    def active(self, width: int) -> Iterator[None]:
        """Run the enclosed passes on ``width``'s backend and graphs, if it has its own."""
        runtime = self._runtimes.get(int(width))
        if runtime is None:
            yield
            return
        runner = self._model_runner
        saved = (runner.attn_backend, runner.decode_cuda_graph_runner)
        runner.attn_backend = runtime.attn_backend
        runner.decode_cuda_graph_runner = runtime.graph_runner
        try:
            yield
        finally:
            runner.attn_backend, runner.decode_cuda_graph_runner = saved
