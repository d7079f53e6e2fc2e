"""Gravity's Triton kernels, each file a kernel, its launcher and its reference.

A sub-package of ``sglang_gravity``, not a top-level ``kernels`` package: that name belongs to the
``kernels`` distribution SGLang depends on. The kernel modules import only torch, triton and
``sglang_gravity.decoding.round``, never sglang, so they (and their GPU checks) run on a machine
without sglang. This file imports
nothing heavy: triton must not be imported before the interpreter switch below.

Without CUDA the kernels run only under Triton's interpreter, and ``@triton.jit`` reads
``TRITON_INTERPRET`` when it decorates — triton's own library functions (``tl.zeros``,
``tl.sum``...) at ``import triton``. So the switch must be on when triton is first imported in
the process; :func:`load_kernel_module` does that and says so when it is too late.
"""

from __future__ import annotations

import contextlib
import importlib
import os
from collections.abc import Iterator
from types import ModuleType


class InterpreterUnavailable(RuntimeError):
    """Triton was imported in this process without the interpreter, and there is no GPU."""


def _cuda_available() -> bool:
    import torch

    return torch.cuda.is_available()


@contextlib.contextmanager
def cpu_interpreter() -> Iterator[None]:
    """``TRITON_INTERPRET=1`` inside the block when there is no CUDA; a no-op on a GPU.

    Scoped rather than process-wide: test runs also spawn SGLang servers, which inherit the
    environment and must not run triton interpreted.
    """
    if _cuda_available():
        yield
        return
    previous = os.environ.get("TRITON_INTERPRET")
    os.environ["TRITON_INTERPRET"] = "1"
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop("TRITON_INTERPRET", None)
        else:
            os.environ["TRITON_INTERPRET"] = previous


def load_kernel_module(name: str) -> ModuleType:
    """Import ``sglang_gravity.kernels.<name>`` so that its kernels can launch here.

    On a GPU this is a plain import. Without one it imports under :func:`cpu_interpreter`
    (launches must also run inside it) and re-imports the module if it was first imported
    without the interpreter; it raises :class:`InterpreterUnavailable` when triton itself was.
    """
    module_name = f"{__name__}.{name}"
    if _cuda_available():
        return importlib.import_module(module_name)
    with cpu_interpreter():
        import triton.language as tl
        from triton.runtime.interpreter import InterpretedFunction
        from triton.runtime.jit import JITFunction

        if not isinstance(tl.zeros, InterpretedFunction):
            raise InterpreterUnavailable(
                "triton was imported in this process without TRITON_INTERPRET=1 and there is "
                "no GPU: run the kernel tests in a fresh process, or set TRITON_INTERPRET=1"
            )
        module = importlib.import_module(module_name)
        if any(isinstance(value, JITFunction) for value in vars(module).values()):
            module = importlib.reload(module)  # first imported without the interpreter
        return module
