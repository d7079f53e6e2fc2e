"""Broken kernels planted on purpose, to see the start-up self-test catch them (tests only).

Realistic miscompiles, each silent without the self-test (the server answers, no error):

- :func:`swapped_window_attention`: the window kernel applies the other pass's mask (the mode
  read inverted). The verify rows see later window tokens, so committed tokens stop being AR's.
- :func:`maskless_window_attention`: the window kernel loses its draft mask (every pass causal).
  Outputs stay AR's; only drafting suffers (on the demo checkpoint, measured: hardly at all).
- :func:`overeager_acceptance`: the acceptance kernel accepts one draft past the first mismatch.
  Outputs stop being AR's.

In a server they are planted through ``sitecustomize``: a test puts a folder on ``PYTHONPATH``
whose ``sitecustomize.py`` calls :func:`install`, and names the kernels to break in
``GRAVITY_TEST_PLANT`` (keys of :data:`PLANTS`, comma-separated). :func:`install` replaces the
functions as their modules are imported, in every process of the server, so the backend, the
worker and the self-test all see the broken one, as with a real miscompile.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

import torch

from sglang_gravity.decoding.round import DRAFT_MODE, VERIFY_MODE, RoundResult

PLANT_ENV = "GRAVITY_TEST_PLANT"
SITECUSTOMIZE = "from sglang_gravity.testing.planted_kernels import install\ninstall()\n"


def swapped_window_attention(kernel: Callable[..., torch.Tensor]) -> Callable[..., torch.Tensor]:
    """``kernel`` with the draft and verify modes swapped: each pass gets the other's mask."""

    def broken(query, k_cache, v_cache, req_to_token, pools, lens, window, mode, scaling, **kw):
        other = torch.where(mode == VERIFY_MODE, DRAFT_MODE, VERIFY_MODE).to(mode.dtype)
        return kernel(
            query, k_cache, v_cache, req_to_token, pools, lens, window, other, scaling, **kw
        )

    broken.__name__ = getattr(kernel, "__name__", "window_attention")
    return broken


def maskless_window_attention(kernel: Callable[..., torch.Tensor]) -> Callable[..., torch.Tensor]:
    """``kernel`` with its mode argument replaced by the causal one: the draft mask is lost."""

    def broken(query, k_cache, v_cache, req_to_token, pools, lens, window, mode, scaling, **kw):
        causal = torch.full_like(mode, VERIFY_MODE)
        return kernel(
            query, k_cache, v_cache, req_to_token, pools, lens, window, causal, scaling, **kw
        )

    broken.__name__ = getattr(kernel, "__name__", "window_attention")
    return broken


def overeager_acceptance(kernel: Callable[..., RoundResult]) -> Callable[..., RoundResult]:
    """``kernel``, then one more draft accepted wherever a draft was rejected (its bonus the
    verify token after it): wrong committed tokens, as an off-by-one miscompile would give."""

    def broken(verify_window, verify_argmax, committed_lens) -> RoundResult:
        right = kernel(verify_window, verify_argmax, committed_lens)
        window = verify_window.shape[1]
        accepted = torch.where(right.accepted < window - 1, right.accepted + 1, right.accepted)
        accepted = accepted.long()
        cols = torch.arange(window + 1, device=verify_window.device)[None, :]
        bonus = verify_argmax.gather(1, accepted[:, None])
        padded = torch.cat([verify_window, torch.zeros_like(verify_window[:, :1])], dim=1)
        packed = torch.where(cols <= accepted[:, None], padded.long(), 0)
        packed = torch.where(cols == accepted[:, None] + 1, bonus.long(), packed)
        return RoundResult(
            output_ids=packed,
            accept_lens=(accepted + 2).to(right.accept_lens.dtype),
            accepted=accepted.to(right.accepted.dtype),
            new_seq_lens=(committed_lens + accepted + 2).to(right.new_seq_lens.dtype),
            next_x0=bonus[:, 0].to(right.next_x0.dtype),
        )

    broken.__name__ = getattr(kernel, "__name__", "accept_and_pack")
    return broken


PLANTS: dict[str, tuple[str, str, Callable[[Any], Any]]] = {
    # name: (module, function, breaker)
    "window_attention": (
        "sglang_gravity.kernels.window_attention",
        "window_attention_triton",
        swapped_window_attention,
    ),
    "window_draft_mask": (
        "sglang_gravity.kernels.window_attention",
        "window_attention_triton",
        maskless_window_attention,
    ),
    "acceptance": (
        "sglang_gravity.kernels.acceptance",
        "accept_and_pack_triton",
        overeager_acceptance,
    ),
}


class _PlantingLoader(importlib.abc.Loader):
    """The module's own loader, then the broken function put in place of the real one."""

    def __init__(self, inner: importlib.abc.Loader, function: str, breaker: Callable) -> None:
        self._inner, self._function, self._breaker = inner, function, breaker

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self._inner.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self._inner.exec_module(module)
        setattr(module, self._function, self._breaker(getattr(module, self._function)))


class _PlantingFinder(importlib.abc.MetaPathFinder):
    def __init__(self, plants: dict[str, tuple[str, Callable]]) -> None:
        self._plants = plants

    def find_spec(self, name: str, path: Any = None, target: Any = None):
        if name not in self._plants:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            function, breaker = self._plants[name]
            spec.loader = _PlantingLoader(spec.loader, function, breaker)
        return spec


def install(env: dict[str, str] | None = None) -> list[str]:
    """Plant the kernels named in ``GRAVITY_TEST_PLANT`` (before their modules are imported);
    returns the names planted. An unknown name is an error, not a silent no-op."""
    names = [n.strip() for n in (env or os.environ).get(PLANT_ENV, "").split(",") if n.strip()]
    unknown = sorted(set(names) - set(PLANTS))
    if unknown:
        raise ValueError(f"{PLANT_ENV}: unknown kernel(s) {unknown}; known: {sorted(PLANTS)}")
    modules = [PLANTS[n][0] for n in names]
    if len(set(modules)) != len(modules):
        raise ValueError(f"{PLANT_ENV}: {names} break the same kernel twice; name one of them")
    plants = {PLANTS[n][0]: (PLANTS[n][1], PLANTS[n][2]) for n in names}
    if plants:
        sys.meta_path.insert(0, _PlantingFinder(plants))
    return names
