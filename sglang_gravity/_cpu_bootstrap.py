"""Puts the CPU stand-in for ``sgl_kernel`` first on ``sys.path``, at interpreter start-up.

Run by ``sglang_gravity_cpu.pth`` in site-packages. Why a ``.pth`` and not the plugin entry
point: each SGLang child process (scheduler, detokenizer) imports SGLang's memory pool, and
with it ``sgl_kernel``, while its target function is being unpickled, before that child's own
``load_plugins()`` runs (docs/design.md §7). Only start-up code runs early enough.

Active only when ``SGLANG_USE_CPU_ENGINE=1`` and no GPU is usable: no CUDA driver library is
found, or the GPUs are hidden (``CUDA_VISIBLE_DEVICES`` empty or ``-1``, which ``make test``
sets so that a GPU host runs the same CPU fp32 suite). A GPU server always gets the real
``sgl_kernel``. Cheap (no torch, no SGLang) and never raises: a failure here must not break
Python start-up; at worst the real ``sgl_kernel`` is imported as before.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

STANDIN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cpu_standin")


def should_activate(environ: Mapping[str, str] = os.environ) -> bool:
    """True on a CPU-engine run (``SGLANG_USE_CPU_ENGINE=1``) of a host without ``libcuda``, or
    with every GPU hidden from the process (the real ``sgl_kernel`` has no CPU ops)."""
    if environ.get("SGLANG_USE_CPU_ENGINE") != "1":
        return False
    if environ.get("CUDA_VISIBLE_DEVICES", None) in ("", "-1"):
        return True
    import ctypes.util  # only on CPU-engine runs: it may spawn ldconfig (~50 ms)

    return ctypes.util.find_library("cuda") is None


def activate() -> bool:
    """Prepend :data:`STANDIN_DIR` to ``sys.path`` if :func:`should_activate`; True if active."""
    try:
        if not should_activate():
            return False
        if STANDIN_DIR not in sys.path:
            sys.path.insert(0, STANDIN_DIR)
        return True
    except Exception:  # start-up must survive anything, e.g. a broken ldconfig
        return False


activate()
