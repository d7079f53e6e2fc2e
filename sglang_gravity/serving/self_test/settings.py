"""What the start-up self-test runs with (``SGLANG_GRAVITY_SELF_TEST``, its budget) and what it
found (the report in ``/server_info``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sglang_gravity.kernels.device_checks import (
    Check,
)
from sglang_gravity.settings import SELF_TEST, SELF_TEST_BUDGET_S, SELF_TEST_MODES

MODES = SELF_TEST_MODES


GPU_BUDGET_S = 1.0


CPU_BUDGET_S = 60.0  # the Triton interpreter runs a small launch in about a second


WINDOW_FALLBACK = (
    "window attention: SGLang's Triton kernel over a materialized mask, every pass eager"
)


ACCEPTANCE_FALLBACK = "acceptance: the PyTorch reference"


class SelfTestFailed(RuntimeError):
    """A check failed under ``SGLANG_GRAVITY_SELF_TEST=fatal``."""


@dataclass(frozen=True)
class SelfTestSettings:
    """``SGLANG_GRAVITY_SELF_TEST`` (fallback | fatal | off) and its time budget."""

    mode: str = "fallback"
    budget_s: float = GPU_BUDGET_S

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, on_gpu: bool) -> SelfTestSettings:
        """The settings, or a ValueError naming the variable and what it accepts."""
        budget = SELF_TEST_BUDGET_S.read(env)
        if budget is None:
            budget = GPU_BUDGET_S if on_gpu else CPU_BUDGET_S
        return cls(SELF_TEST.get(env), budget)


@dataclass(frozen=True)
class ServedVerdict:
    """What serves after the self-test: the one value the worker applies to its served path.

    ``materialized_mask``: the window kernel failed, so window passes run SGLang's Triton kernel
    over an explicit mask, every pass eager; ``reference_acceptance``: the fused acceptance
    kernel failed, so the PyTorch reference accepts; ``eager_widths``: widths whose CUDA graph
    disagreed with their eager pass, run without graphs; ``graph_widths``: the widths that
    still replay graphs; ``reasons``: one line per fallback taken.
    """

    materialized_mask: bool = False
    reference_acceptance: bool = False
    eager_widths: tuple[int, ...] = ()
    graph_widths: tuple[int, ...] = ()
    reasons: tuple[str, ...] = ()


@dataclass
class SelfTestReport:
    """What ran, what failed, what was skipped, and what serves (:attr:`verdict`)."""

    mode: str
    budget_s: float
    checks: list[Check] = field(default_factory=list)
    elapsed_s: float = 0.0
    verdict: ServedVerdict = ServedVerdict()

    @property
    def fallbacks(self) -> list[str]:
        return list(self.verdict.reasons)

    @property
    def graph_widths(self) -> list[int]:
        """Widths still replaying CUDA graphs."""
        return list(self.verdict.graph_widths)

    @property
    def failed(self) -> list[Check]:
        return [c for c in self.checks if c.ok is False]

    @property
    def skipped(self) -> list[Check]:
        return [c for c in self.checks if c.ok is None]

    def as_dict(self) -> dict[str, Any]:
        """The ``/server_info`` entry (JSON types only)."""
        return {
            "mode": self.mode,
            "passed": sum(c.ok is True for c in self.checks),
            "failed": [c.line() for c in self.failed],
            "skipped": [c.line() for c in self.skipped],
            "fallbacks": list(self.fallbacks),
            "cuda_graph_widths": list(self.graph_widths),
            "elapsed_s": round(self.elapsed_s, 4),
            "budget_s": self.budget_s,
            "checks": [c.as_dict() for c in self.checks],
        }

    def summary(self) -> str:
        """One log line: the healthy one reads ``gravity self-test: passed ...``."""
        passed = sum(c.ok is True for c in self.checks)
        if self.mode == "off":
            return f"gravity self-test: off ({SELF_TEST.name}=off)"
        state = "FAILED" if self.failed else "passed"
        text = (
            f"gravity self-test: {state} ({passed} checks passed, {len(self.failed)} failed, "
            f"{len(self.skipped)} skipped in {self.elapsed_s:.2f} s, budget {self.budget_s} s)"
        )
        if self.fallbacks:
            text += "; fallbacks: " + "; ".join(self.fallbacks)
        return text
