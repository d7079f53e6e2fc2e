"""Tokens per forward: the one definition every report, metric and test of this project uses.

**Tokens per forward (TPF)** = committed tokens / forward passes, over decode steps only: a round
(a step of width ``W >= 2``) is two forward passes (draft and verify), an AR step (width 1) is
one; the prefill's pass and the token it gives are left out. AR decoding is 1.0 by definition;
a round that accepts nothing commits 2 tokens in 2 passes (1.0); one that accepts every draft
of a ``K``-wide window commits ``K + 1`` (``(K + 1) / 2``).

**Accept length** = tokens committed per round (``2 + accepted drafts``, 2..K+1), over rounds
only: what the drafts are worth when they run, whatever the mix with AR steps.

SGLang's ``spec_accept_length`` is neither: it is completion tokens (the prefill's included) per
decode step of any width, so halving it (what this project reported before) counted each AR
step as half a forward and understated TPF by an amount that depends on the mix of rounds and AR
steps. The mix per request comes from the steps' widths: the worker reports each step's width as
SGLang's per-request ``cap_lens`` (its verify length), which SGLang returns as
``spec_cap_lens_histogram`` (steps by width) beside ``spec_verify_ct`` (steps).

Pure Python, no torch: benchmarks, the metrics exporter and the tests all read it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

FORWARDS_PER_ROUND = 2  # draft pass + verify pass
FORWARDS_PER_AR_STEP = 1


@dataclass(frozen=True)
class DecodeCounts:
    """What one request's (or several requests') decode steps did.

    ``committed``: tokens committed by decode steps and delivered (the prefill's first token
    excluded; a round's tokens past EOS or ``max_tokens`` are dropped by the scheduler and not
    counted). ``rounds``: steps of width >= 2. ``ar_steps``: steps of width 1.
    """

    committed: int
    rounds: int
    ar_steps: int

    def __post_init__(self) -> None:
        if min(self.committed, self.rounds, self.ar_steps) < 0:
            raise ValueError(f"decode counts cannot be negative: {self}")

    def __add__(self, other: DecodeCounts) -> DecodeCounts:
        return DecodeCounts(
            self.committed + other.committed,
            self.rounds + other.rounds,
            self.ar_steps + other.ar_steps,
        )

    @property
    def steps(self) -> int:
        return self.rounds + self.ar_steps

    @property
    def forwards(self) -> int:
        """Forward passes of the decode steps (the prefill's not counted)."""
        return FORWARDS_PER_ROUND * self.rounds + FORWARDS_PER_AR_STEP * self.ar_steps

    @property
    def tokens_per_forward(self) -> float | None:
        """Committed tokens per forward pass; None when no decode step ran."""
        return self.committed / self.forwards if self.forwards else None

    @property
    def accept_length(self) -> float | None:
        """Tokens committed per round (every AR step committed one); None without rounds."""
        if not self.rounds:
            return None
        return max(0, self.committed - self.ar_steps) / self.rounds


NO_STEPS = DecodeCounts(0, 0, 0)


def total(counts: Iterable[DecodeCounts]) -> DecodeCounts:
    """The counts of several requests together (TPF over all of them, weighted by forwards)."""
    out = NO_STEPS
    for c in counts:
        out = out + c
    return out


def steps_by_width(spec: Mapping[str, Any]) -> list[int] | None:
    """Decode steps by width (index = width) from one request's spec details, or None when the
    server did not report widths (not a gravity server of this version)."""
    histogram = spec.get("spec_cap_lens_histogram")
    if not histogram:
        return None
    return [int(n) for n in histogram]


def decode_counts(
    spec: Mapping[str, Any], completion_tokens: int | None = None
) -> DecodeCounts | None:
    """One request's :class:`DecodeCounts` from SGLang's per-request spec details
    (``sglext.spec_tokens_details`` or ``meta_info``).

    ``completion_tokens`` (the prefill's first one included, as SGLang counts them) defaults to
    what the details imply: ``spec_accept_length`` is completion tokens per step. None when the
    mix cannot be known: no decode step, no widths (a server that did not report
    ``spec_cap_lens_histogram``), or widths that do not add up to the steps.
    """
    steps = int(spec.get("spec_verify_ct") or 0)
    widths = steps_by_width(spec)
    if not steps or widths is None or sum(widths) != steps:
        return None
    if completion_tokens is None:
        completion_tokens = round(float(spec.get("spec_accept_length") or 0.0) * steps)
    ar_steps = widths[1] if len(widths) > 1 else 0
    return DecodeCounts(max(0, completion_tokens - 1), steps - ar_steps, ar_steps)


def tokens_per_forward(specs: Iterable[Mapping[str, Any]]) -> float | None:
    """TPF over several requests' spec details (weighted by forwards); None when no request's
    mix is known."""
    return total(c for c in map(decode_counts, specs) if c is not None).tokens_per_forward
