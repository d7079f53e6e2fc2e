"""The one error every name the stand-in does not implement raises."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn


class StandinNotImplementedError(NotImplementedError, AttributeError):
    """Also an ``AttributeError``, so ``hasattr(sgl_kernel, x)`` is False and
    ``from sgl_kernel import x`` raises ``ImportError``, exactly as for a real build without
    the op: SGLang's optional-import guards keep working, and a direct use names the op."""


def module_getattr(module_name: str) -> Callable[[str], NoReturn]:
    """A PEP 562 ``__getattr__`` for ``module_name`` that refuses every unknown name."""

    def __getattr__(name: str) -> NoReturn:
        raise StandinNotImplementedError(
            f"{module_name}.{name} is not available in sglang-gravity's CPU stand-in"
        )

    return __getattr__
