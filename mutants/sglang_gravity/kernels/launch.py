"""A kernel launch decided in full before it runs, and what GPU it is planned for.

The launchers (``window_attention.plan_window_attention``, ``acceptance.plan_accept_and_pack``)
return these instead of launching, so the one code path that picks a kernel's arguments serves
both a real launch and :mod:`cross_compile`, which compiles exactly that launch for a GPU on a
machine without one. This module imports nothing heavy (see ``kernels/__init__.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class LaunchTarget:
    """The device a launch is planned for.

    ``cuda``: plan as for an NVIDIA GPU (tensor-core dot operands; the interpreter's fp32
    workaround off). ``multiprocessors``: its SM count, which sets the KV splits.
    """

    cuda: bool
    multiprocessors: int


@dataclass(frozen=True)
class KernelLaunch:
    """One launch: the ``@triton.jit`` kernel, its grid, and every argument by name."""

    kernel: Any  # triton.runtime.jit.JITFunction (an InterpretedFunction under the interpreter)
    grid: tuple[int, ...]
    kwargs: dict[str, Any]

    @property
    def name(self) -> str:
        return getattr(self.kernel, "__name__", None) or self.kernel.fn.__name__

    def run(self) -> None:
        self.kernel[self.grid](**self.kwargs)
