"""Gravity-specific Prometheus metrics, exported at the server's ``/metrics`` with ``--enable-metrics``.

SGLang's own spec-decoding metrics (``sglang:spec_accept_length``, ``sglang:spec_accept_rate``) are
gauges refreshed once per decode log interval, and ``sglang:spec_verify_calls_total`` counts rounds
only when a request finishes; none says how acceptance is distributed. These are updated after
every round from the CPU lists the scheduler already holds (``on_verify_complete_cpu``), so they
cost no host sync:

- ``sglang:gravity_rounds_total``                 rounds run (one draft + one verify forward each)
- ``sglang:gravity_committed_tokens_total``       tokens committed by rounds (a0 + drafts + bonus)
- ``sglang:gravity_accepted_drafts_total``        drafts that matched the verify argmax
- ``sglang:gravity_accept_length``                histogram: committed tokens per round, 2..K+1
- ``sglang:gravity_tokens_per_forward``           gauge since start: tokens committed by rounds
                                                 and AR steps over their forward passes (a
                                                 round two, an AR step one; ``decoding.forwards``)
- ``sglang:gravity_window``                       gauge: K, positions per pass
- ``sglang:gravity_ar_steps_total``               width-1 steps (plain AR, one token each) run
                                                 per request when a width policy chose them

Committed tokens count what the worker emitted; the scheduler may drop the tail of a round that
runs past EOS, a stop string or ``max_tokens``, so the response's ``completion_tokens`` can be a
few tokens lower (and includes the prefill's first token, which no round commits).

SGLang runs the scheduler in a child process and serves ``/metrics`` from the HTTP process with
prometheus_client's multiprocess collector over ``PROMETHEUS_MULTIPROC_DIR`` (set by the launcher
before the children start, inherited by them). Metrics created here, in the scheduler, land in that
directory's per-pid files and so appear at ``/metrics`` without any extra plumbing. Labels are the
ones SGLang's ``SchedulerMetricsCollector`` puts on its own scheduler metrics.
"""

from __future__ import annotations

import functools
from typing import Any

from sglang_gravity.decoding.forwards import NO_STEPS, DecodeCounts

METRIC_PREFIX = "sglang:gravity_"
NUM_NON_DRAFT_TOKENS = 2  # a0 and the bonus: what every round commits besides accepted drafts


def scheduler_metric_labels() -> dict[str, str]:
    """The labels SGLang's scheduler metrics carry in this process (SchedulerMetricsCollector)."""
    from sglang.srt.disaggregation.utils import DisaggregationMode
    from sglang.srt.runtime_context import (
        get_disagg,
        get_observability,
        get_parallel,
        get_schedule,
        get_serving,
    )

    parallel = get_parallel()
    engine_type = (
        "dynamic"
        if get_disagg().enable_pd_role_switch
        else DisaggregationMode.to_engine_type(get_disagg().disaggregation_mode)
    )
    labels: dict[str, Any] = {
        "model_name": get_serving().served_model_name,
        "engine_type": engine_type,
        "tp_rank": parallel.tp_rank,
        "pp_rank": parallel.pp_rank,
        "moe_ep_rank": parallel.moe_ep_rank,
    }
    if get_schedule().enable_priority_scheduling:
        labels["priority"] = ""
    if parallel.dp_rank is not None:
        labels["dp_rank"] = parallel.dp_rank
    labels.update(get_observability().extra_metric_labels or {})
    return {key: str(value) for key, value in labels.items()}


def metrics_enabled_here() -> bool:
    """Whether this scheduler rank exports metrics (the rule SGLang applies to its own)."""
    from sglang.srt.runtime_context import get_observability, get_parallel

    observability = get_observability()
    if not observability.enable_metrics:
        return False
    parallel = get_parallel()
    is_stats_logging_rank = parallel.attn_tp_rank == 0 and parallel.attn_cp_rank == 0
    return is_stats_logging_rank or bool(observability.enable_metrics_for_all_schedulers)


@functools.cache
def _families(label_names: tuple[str, ...], window: int) -> dict[str, Any]:
    """Create the metric families once per process (a second registration would raise)."""
    # Imported here, after the launcher has set PROMETHEUS_MULTIPROC_DIR: prometheus_client picks
    # its multiprocess value class at import time.
    from prometheus_client import Counter, Gauge, Histogram

    names = list(label_names)
    return {
        "rounds": Counter(
            name=f"{METRIC_PREFIX}rounds",
            documentation="Gravity rounds run (each is one draft and one verify forward).",
            labelnames=names,
        ),
        "committed": Counter(
            name=f"{METRIC_PREFIX}committed_tokens",
            documentation="Tokens committed by gravity rounds (a0 + accepted drafts + bonus).",
            labelnames=names,
        ),
        "accepted": Counter(
            name=f"{METRIC_PREFIX}accepted_drafts",
            documentation="Drafts equal to the verify argmax (committed minus a0 and bonus).",
            labelnames=names,
        ),
        "accept_length": Histogram(
            name=f"{METRIC_PREFIX}accept_length",
            documentation="Tokens committed per gravity round (2..K+1).",
            labelnames=names,
            buckets=[float(n) for n in range(NUM_NON_DRAFT_TOKENS, window + 2)],
        ),
        "tpf": Gauge(
            name=f"{METRIC_PREFIX}tokens_per_forward",
            documentation="Committed tokens per forward pass since start, over rounds (two "
            "passes each) and AR steps (one pass, one token, each).",
            labelnames=names,
            multiprocess_mode="mostrecent",
        ),
        "ar_steps": Counter(
            name=f"{METRIC_PREFIX}ar_steps",
            documentation="Width-1 decode steps (plain AR, one pass, one token), per request.",
            labelnames=names,
        ),
        "window": Gauge(
            name=f"{METRIC_PREFIX}window",
            documentation="Gravity window K (positions per pass; drafts per round = K - 1).",
            labelnames=names,
            multiprocess_mode="mostrecent",
        ),
    }


class GravityMetrics:
    """Per-round gravity counters for one scheduler rank; fed from CPU lists, never tensors."""

    def __init__(self, labels: dict[str, str], window: int) -> None:
        families = _families(tuple(labels), window)
        self._rounds = families["rounds"].labels(**labels)
        self._committed = families["committed"].labels(**labels)
        self._accepted = families["accepted"].labels(**labels)
        self._accept_length = families["accept_length"].labels(**labels)
        self._tpf = families["tpf"].labels(**labels)
        self._ar_steps = families["ar_steps"].labels(**labels)
        families["window"].labels(**labels).set(window)
        self._counts = NO_STEPS  # since start, for the tokens-per-forward gauge

    def observe_ar_steps(self, num_requests: int) -> None:
        """Record one width-1 step of a batch of ``num_requests``: one token and one forward
        each, not rounds."""
        if not num_requests:
            return
        self._ar_steps.inc(num_requests)
        self._counts += DecodeCounts(num_requests, 0, num_requests)
        self._tpf.set(self._counts.tokens_per_forward)

    def observe_round(self, num_correct_drafts_per_req: list[int]) -> None:
        """Record one round of a batch: one entry per request, accepted drafts (0..K-1)."""
        if not num_correct_drafts_per_req:
            return
        num_rounds = len(num_correct_drafts_per_req)
        accepted = sum(num_correct_drafts_per_req)
        committed = accepted + NUM_NON_DRAFT_TOKENS * num_rounds
        for num_correct in num_correct_drafts_per_req:
            self._accept_length.observe(num_correct + NUM_NON_DRAFT_TOKENS)
        self._rounds.inc(num_rounds)
        self._committed.inc(committed)
        self._accepted.inc(accepted)
        self._counts += DecodeCounts(committed, num_rounds, 0)
        self._tpf.set(self._counts.tokens_per_forward)
