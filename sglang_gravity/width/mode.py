"""How a server chooses its window widths, as one value parsed once at start-up.

Four modes, from the ``SGLANG_GRAVITY_WIDTH*`` settings (``sglang_gravity.settings``):

- ``full``: every step the full window K (the default under CUDA graphs);
- ``fixed``: every step width N (``SGLANG_GRAVITY_WIDTH=N``; 1 = plain AR steps);
- ``auto``: chosen per step by ``width.policy.WidthPolicy`` over ``candidates`` within
  ``[min_width, max_width]``, priced by the server's own step times with ``costs_path`` as the
  prior (the default on CPU and without graphs; a cost table alone implies it);
- ``cycle``: the widths of ``SGLANG_GRAVITY_WIDTH_CYCLE`` in turn, one per step (a test setting).

``WidthControl`` is built from a mode and is the only object the worker asks for a width.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from sglang_gravity import settings
from sglang_gravity.settings import AUTO, FULL
from sglang_gravity.width.policy import DEFAULT_WIDTHS, WidthPolicyConfig

WidthKind = Literal["full", "fixed", "auto", "cycle"]


@dataclass(frozen=True)
class WidthMode:
    """One server's width setting, validated (a bad one raised by name when it was parsed)."""

    kind: WidthKind
    width: int | None = None  # fixed: the pinned width (capped at K when run)
    cycle: tuple[int, ...] = ()  # cycle: the widths in turn, repeats allowed
    candidates: tuple[int, ...] = DEFAULT_WIDTHS  # auto: each capped at K
    min_width: int = 1
    max_width: int | None = None  # None: K
    costs_path: str | None = None  # auto: the cost table that is the step times' prior
    log_every: int = 1000  # auto: log what it chose every N decode steps (0: never)

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, default: str = FULL) -> WidthMode:
        """The mode the settings in ``env`` (the process environment when None) ask for;
        ``default`` is what an unset ``SGLANG_GRAVITY_WIDTH`` means (``full`` or ``auto``)."""
        cycle = settings.WIDTH_CYCLE.read(env)
        log_every = settings.WIDTH_LOG_EVERY.get(env)
        if cycle is not None:
            return cls("cycle", cycle=cycle, log_every=log_every)
        costs_path = settings.WIDTH_COSTS.read(env)
        setting = settings.WIDTH.read(env)
        if setting is None:
            setting = AUTO if costs_path is not None else default
        if setting == FULL:
            return cls("full", log_every=log_every)
        try:
            candidates = settings.WIDTHS.read(env)
            mode = cls(
                "auto" if setting == AUTO else "fixed",
                width=None if setting == AUTO else int(setting),
                candidates=DEFAULT_WIDTHS if candidates is None else tuple(sorted(set(candidates))),
                min_width=settings.MIN_WIDTH.read(env) or 1,
                max_width=settings.MAX_WIDTH.read(env),
                costs_path=costs_path,
                log_every=log_every,
            )
            mode.policy_config()  # the bounds and the pinned width checked now, not at step one
        except ValueError as exc:
            raise ValueError(f"gravity width settings ({settings.WIDTH.name}*): {exc}") from exc
        return mode

    def policy_config(self) -> WidthPolicyConfig:
        """The policy's settings for ``fixed`` and ``auto`` (a ValueError for bad bounds)."""
        if self.kind not in ("fixed", "auto"):
            raise ValueError(f"a {self.kind} width runs no policy")
        return WidthPolicyConfig(
            widths=self.candidates,
            pinned=self.width,
            min_width=self.min_width,
            max_width=self.max_width,
            cost_table=self.costs_path,
        )

    def describe(self, window: int) -> str:
        """What this mode runs with window K (the start-up log line)."""
        if self.kind == "cycle":
            return f"cycling {self.cycle} ({settings.WIDTH_CYCLE.name}, a test setting)"
        if self.kind == "full":
            return f"fixed at K={window}"
        if self.kind == "fixed":
            return f"pinned at {min(int(self.width or 1), window)} ({settings.WIDTH.name})"
        prior = self.costs_path or "pass counts"
        widths = self.policy_config().allowed_widths(window)
        return f"adaptive over {widths} (measured step times; prior {prior})"


def default_width_setting(device: str, cuda_graphs: bool) -> str:
    """What an unset ``SGLANG_GRAVITY_WIDTH`` means on this server: ``auto`` where every width
    runs alike, ``full`` (K) where CUDA graphs are on (other widths there need graph sets of
    their own, ``width_graphs``: more graph memory, and unmeasured on a GPU, so not the
    default)."""
    return FULL if cuda_graphs and device != "cpu" else AUTO
