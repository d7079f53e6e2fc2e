"""Where a gravity answer first leaves AR's, and whether AR's own distribution there calls it a
near tie (two bf16 kernels of different shapes may round either way) or a real difference."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import requests

from sglang_gravity.bench.harness import PassResult
from sglang_gravity.bench.metrics import first_difference
from sglang_gravity.bench.workloads.ocr import OcrRequests, RequestRecord
from sglang_gravity.decoding.forwards import decode_counts

TOP_LOGPROBS = 5


@dataclass(frozen=True)
class Divergence:
    """Where one gravity answer first leaves AR's, and what AR's distribution says there."""

    page_id: str
    type: str
    index: int  # first differing token position
    ar_token: int | None  # None: AR's answer ended there
    gravity_token: int | None  # None: gravity's answer ended there
    ar_logprob: float | None = None  # AR's token, in AR's distribution (rerun up to there)
    gravity_logprob: float | None = None  # gravity's token, in AR's distribution
    gap: float | None = None  # ar_logprob - gravity_logprob: their logits' difference
    verdict: str = "real difference"  # or "near tie", or "unclassified"
    note: str = ""

    def as_dict(self) -> dict[str, Any]:
        return dict(vars(self))


def top_logprobs_at(choice: dict[str, Any], index: int) -> dict[int, float] | None:
    """Token id -> log-probability of AR's top candidates at output position ``index``, from a
    chat choice asked with ``return_meta_info`` and ``top_logprobs`` (SGLang's
    ``meta_info.output_top_logprobs``: per position a list of ``[logprob, token_id, text]``)."""
    rows = (choice.get("meta_info") or {}).get("output_top_logprobs") or []
    if index >= len(rows) or not rows[index]:
        return None
    return {int(entry[1]): float(entry[0]) for entry in rows[index]}


def classify(
    record: RequestRecord,
    reference: RequestRecord,
    top: dict[int, float] | None,
    threshold: float,
    missing: str = "AR's log-probabilities not returned",
) -> Divergence:
    """The first divergence of ``record`` (gravity) from ``reference`` (AR), judged by AR's
    top log-probabilities at that position (``top``: token id -> log-probability, from AR run
    again up to there; None when there are none, for the reason ``missing``).

    A **near tie** is a position where AR's two best tokens are AR's and gravity's and their
    logits (greedy log-probabilities share one normalizer, so their difference is the logits')
    are within ``threshold``: two kernels that round differently, as bf16 kernels of two shapes
    do, may pick either. A **real difference** is gravity choosing a token that is not AR's
    runner-up, or one that trails AR's by more than ``threshold``. **Unclassified**: no
    distribution, an answer that ended there, or an AR rerun whose best token is neither answer's
    (it did not reproduce itself, so its distribution says nothing about this divergence)."""
    index = first_difference(record.output_ids, reference.output_ids)
    ar_ids, g_ids = reference.output_ids, record.output_ids
    ar_token = ar_ids[index] if index < len(ar_ids) else None
    g_token = g_ids[index] if index < len(g_ids) else None
    base = Divergence(record.page_id, record.type, index, ar_token, g_token)
    if ar_token is None or g_token is None:
        ended = "AR" if ar_token is None else "gravity"
        return replace(base, verdict="unclassified", note=f"{ended}'s answer ended there")
    if not top:
        return replace(base, verdict="unclassified", note=missing)
    ranked = sorted(top, key=lambda token: top[token], reverse=True)
    first = ranked[0]
    if first not in (ar_token, g_token):
        return replace(
            base,
            verdict="unclassified",
            note=f"AR's rerun put token {first} first, neither answer's",
        )
    base = replace(base, ar_logprob=top.get(ar_token), gravity_logprob=top.get(g_token))
    runner_up = ranked[1] if len(ranked) > 1 else None
    gap = top[ar_token] - top[g_token] if ar_token in top and g_token in top else None
    if first == g_token:  # AR, run again, chose gravity's token: a tie, or AR is not repeatable
        if runner_up == ar_token and abs(gap) <= threshold:
            return replace(
                base, gap=gap, verdict="near tie", note="AR's rerun chose gravity's token here"
            )
        return replace(
            base,
            gap=gap,
            verdict="unclassified",
            note="AR's rerun chose gravity's token by more than a tie: AR is not repeatable here",
        )
    if g_token not in top:
        floor = top[first] - min(top.values())
        note = f"gravity's token is not in AR's top {len(top)} (gap > {floor:.3g})"
        return replace(base, verdict="real difference", note=note)
    if runner_up != g_token:
        note = f"token {runner_up} lies between them in AR's distribution"
        return replace(base, gap=gap, verdict="real difference", note=note)
    return replace(base, gap=gap, verdict="near tie" if gap <= threshold else "real difference")


def ask_ar_distribution(
    url: str, workload: OcrRequests, page_id: str, index: int, timeout: float
) -> tuple[dict[int, float] | None, list[int]]:
    """AR's top log-probabilities at output position ``index`` of a page's answer (and the ids
    AR produced up to there, which must be its own earlier answer's)."""
    body = {
        "model": workload.model_name,
        "messages": workload.messages[page_id],
        "temperature": 0,
        "max_tokens": index + 1,
        "logprobs": True,
        "top_logprobs": TOP_LOGPROBS,
        "return_meta_info": True,
        "return_output_ids_in_sglext": True,
        **workload.params,
    }
    response = requests.post(f"{url}/v1/chat/completions", json=body, timeout=timeout)
    if response.status_code != 200:
        return None, []
    data = response.json()
    ids = (data.get("sglext") or {}).get("output_ids") or []
    ids = [int(t) for part in ids for t in part] if ids and isinstance(ids[0], list) else ids
    return top_logprobs_at(data["choices"][0], index), ids


def first_answers(
    passes: Sequence[PassResult[RequestRecord]], engine: str
) -> dict[str, RequestRecord]:
    """Each page's first successful answer from ``engine`` (any level or pass)."""
    answers: dict[str, RequestRecord] = {}
    for result in passes:
        for record in result.records:
            if record.engine == engine and record.ok:
                answers.setdefault(record.page_id, record)
    return answers


def find_divergences(
    passes: Sequence[PassResult[RequestRecord]],
    workload: OcrRequests,
    ar_url: str,
    threshold: float,
) -> tuple[list[dict[str, Any]], list[Divergence]]:
    """Every gravity answer against AR's first answer to the same page, and each mismatch
    classified with AR's distribution at its first divergence (asked once per page)."""
    reference = first_answers(passes, "ar")
    rows: list[dict[str, Any]] = []
    divergences: dict[str, Divergence] = {}
    for result in passes:
        for record in result.records:
            if record.engine != "gravity":
                continue
            ar = reference.get(record.page_id)
            counts = decode_counts(record.spec, len(record.output_ids)) if record.spec else None
            row = {
                "page_id": record.page_id,
                "type": record.type,
                "concurrency": record.concurrency,
                "ok": record.ok,
                "tokens": len(record.output_ids),
                # the mix behind the request's tokens per forward (decoding.forwards)
                "rounds": None if counts is None else counts.rounds,
                "ar_steps": None if counts is None else counts.ar_steps,
                "tpf": None if counts is None else counts.tokens_per_forward,
                "identical": bool(ar and record.ok and record.output_ids == ar.output_ids),
            }
            if ar is not None and record.ok and not row["identical"]:
                if record.page_id not in divergences:
                    index = first_difference(record.output_ids, ar.output_ids)
                    top, ids = ask_ar_distribution(ar_url, workload, record.page_id, index, 600)
                    missing = "AR's log-probabilities not returned"
                    if top is not None and ids[:index] != ar.output_ids[:index]:
                        top, missing = None, "AR did not reproduce its own answer up to there"
                    divergences[record.page_id] = classify(record, ar, top, threshold, missing)
                row.update(divergences[record.page_id].as_dict())
            rows.append(row)
    return rows, list(divergences.values())
