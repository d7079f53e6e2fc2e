"""Is gravity exact and faster on this machine? Serve a checkpoint with AR and with gravity,
OCR the same pages with both, and write a JSON and a Markdown report.

What it measures, per engine and concurrency level: decode tok/s (each request's tokens after
its first over the time after its first), end-to-end tok/s and pages/s (over the pass's wall
time), tokens per forward per content type; and, per request, whether gravity's token ids equal
AR's. A request that differs is classified at its first divergence by AR's own distribution
there (:func:`classify`): a **near tie** when AR's and gravity's tokens are AR's top two and their
logits are within ``--tie-threshold`` (bf16 kernels of two shapes may round such a pair either
way), else a **real difference**. It also reads what the gravity server runs with from ``/server_info``: attention
backend, CUDA graphs, overlap scheduler, width, and the start-up self-test with any fallback.

Layouts: ``sequential`` (the default on a GPU) starts one server at a time with the whole
device, gravity first, then AR (which then answers the divergence queries); ``split`` (the
default on CPU, where memory is not what is short and a shared machine's load drifts) starts
both at once, each with ``--mem-fraction-static`` (``--mem-fraction``) on a GPU, and interleaves
AR -> gravity -> AR per level, so machine drift cancels.

The pages are the bundled ones (``sglang_gravity/bench/pages``: held-out synthetic text, table
and formula crops, shipped inside the package so an installed wheel has them) and any images,
folders, or folders with a ``manifest.jsonl`` given with ``--images``.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import requests

from sglang_gravity.bench.harness import PassResult, Schedule, run_schedule, server_config
from sglang_gravity.bench.metrics import (
    decode_ms_per_token,
    first_difference,
    mean_of,
    ratio,
    spec_by_type,
    summarize_pass,
)
from sglang_gravity.bench.report import environment, fmt, write_json, write_jsonl
from sglang_gravity.bench.workloads.ocr import (
    OcrRequests,
    Page,
    RequestRecord,
    load_manifest,
    page_messages,
    request_order,
)
from sglang_gravity.decoding.forwards import decode_counts
from sglang_gravity.launcher.server import is_cpu_only, running_servers

BUNDLED_PAGES = Path(__file__).resolve().parent / "pages"
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp", ".tif", ".tiff")
ENGINES = ("ar", "gravity")
TOP_LOGPROBS = 5


# ----------------------------------------------------------------------------- pages


def gather_pages(bundled: bool, images: Sequence[Path], prompt: str, kind: str) -> list[Page]:
    """The bundled pages (unless ``bundled`` is False), then every image given: a file, a
    folder of images (sorted, not recursive), or a folder with ``manifest.jsonl`` (its own
    prompts and types). A path that is none of these is an error naming it."""
    pages = load_manifest(BUNDLED_PAGES) if bundled else []
    for path in images:
        if path.is_dir() and (path / "manifest.jsonl").is_file():
            found = [
                Page(f"{path.name}/{p.id}", p.image_path, p.prompt, p.type)
                for p in load_manifest(path)
            ]
        elif path.is_dir():
            files = sorted(f for f in path.iterdir() if f.suffix.lower() in IMAGE_SUFFIXES)
            if not files:
                raise SystemExit(f"--images {path}: no {'/'.join(IMAGE_SUFFIXES)} files in it")
            found = [Page(f"{path.name}/{f.name}", f, prompt, kind) for f in files]
        elif path.is_file():
            if path.suffix.lower() not in IMAGE_SUFFIXES:
                raise SystemExit(f"--images {path}: not an image ({'/'.join(IMAGE_SUFFIXES)})")
            found = [Page(path.name, path, prompt, kind)]
        else:
            raise SystemExit(f"--images {path}: no such file or folder")
        pages += found
    if not pages:
        raise SystemExit("no pages: give --images, or leave the bundled pages on")
    ids = [p.id for p in pages]
    if len(set(ids)) != len(ids):
        raise SystemExit(
            f"--images: two pages share a name: {sorted({i for i in ids if ids.count(i) > 1})}"
        )
    return pages


def _check_images(pages: Sequence[Page]) -> None:
    """Every image opens (a corrupt file is named here, not as a 400 in the middle of a pass)."""
    from PIL import Image

    for page in pages:
        try:
            with Image.open(page.image_path) as image:
                image.verify()
        except Exception as exc:
            raise SystemExit(f"{page.image_path}: not a readable image ({exc})") from None


# ----------------------------------------------------------------------------- divergences


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


# ----------------------------------------------------------------------------- servers


def server_info(url: str) -> dict[str, Any]:
    """What a server runs with: its resolved arguments that matter here, and gravity's entry."""
    try:
        data = requests.get(f"{url}/server_info", timeout=60).json()
    except (requests.RequestException, ValueError) as exc:
        return {"error": f"{type(exc).__name__}: {exc}"}
    state = (data.get("internal_states") or [{}])[0] or {}
    keys = (
        "attention_backend",
        "disable_cuda_graph",
        "disable_overlap_schedule",
        "dtype",
        "device",
        "mem_fraction_static",
        "max_total_tokens",
        "speculative_algorithm",
        "speculative_num_draft_tokens",
        "version",
    )
    info = {k: data.get(k, state.get(k)) for k in keys}
    if "gravity" in state:
        info["gravity"] = state["gravity"]
    return info


def launch_configs(args: argparse.Namespace, log_dir: Path) -> dict[str, dict[str, Any]]:
    """The two servers' launch arguments (the AR server runs SGLang's defaults, plus
    ``--ar-server-args``)."""
    extra = shlex.split(args.server_args)
    if args.layout == "split" and not is_cpu_only():
        extra += ["--mem-fraction-static", str(args.mem_fraction)]
    engine_extra = {"ar": shlex.split(args.ar_server_args), "gravity": []}
    env = dict(args.gravity_env)
    if args.trace:
        env.setdefault("SGLANG_GRAVITY_TRACE_DIR", str(args.out / "trace"))
        env.setdefault("SGLANG_GRAVITY_STEP_TRACE_DIR", str(args.out / "trace"))
    configs = {}
    for engine in ENGINES:
        config = server_config(
            args.model_path,
            gravity=engine == "gravity",
            log_path=log_dir / f"{engine}.log",
            extra_args=extra + engine_extra[engine],
            env=env if engine == "gravity" else None,
            max_total_tokens=args.max_total_tokens,
        )
        config["timeout_s"] = args.start_timeout
        configs[engine] = config
    return configs


@dataclass
class Measured:
    """Everything the servers gave: the passes, each server's settings and launch line, and the
    per-request identity rows with the classified divergences."""

    passes: list[PassResult[RequestRecord]]
    servers: dict[str, dict[str, Any]]
    rows: list[dict[str, Any]]
    divergences: list[Divergence]


def _describe(result: PassResult[RequestRecord]) -> str:
    s = summarize_pass(result)
    return (
        f"[check] c={result.concurrency} {result.engine:<7} {s['requests']} pages, "
        f"{fmt(s['output_tok_per_s'], 1)} tok/s end to end, {fmt(s['pages_per_s'], 3)} pages/s, "
        f"TPF {fmt(s['spec']['tpf'])}, errors {s['errors']}"
    )


def measure(args: argparse.Namespace, workload: OcrRequests, notes: list[str]) -> Measured:
    """Start the servers per the layout, run the passes, classify the divergences."""
    configs = launch_configs(args, args.out / "logs")
    (args.out / "logs").mkdir(parents=True, exist_ok=True)
    passes: list[PassResult[RequestRecord]] = []
    servers: dict[str, dict[str, Any]] = {}
    rows: list[dict[str, Any]] = []
    divergences: list[Divergence] = []
    groups = [("gravity",), ("ar",)] if args.layout == "sequential" else [ENGINES]
    for group in groups:
        print(f"[check] starting {' and '.join(group)} for {args.model_path} ...", flush=True)
        started = time.monotonic()
        with running_servers({e: configs[e] for e in group}) as handles:
            urls = {e: handles[e].url for e in group}
            for engine in group:
                servers[engine] = {
                    "command": shlex.join(handles[engine].args),
                    "log": str(handles[engine].log_path),
                    "start_s": round(time.monotonic() - started, 1),
                    **server_info(urls[engine]),
                }
            order = list(group) if len(group) == 1 else ["ar", "gravity", "ar"]
            schedule = Schedule(
                engines=order,
                levels=args.levels,
                warmup=args.warmup,
                level_items=args.level_requests,
                time_limit_s=args.time_limit,
            )
            passes += run_schedule(workload, urls, schedule, notes=notes, describe=_describe)
            if "ar" in urls:
                rows, divergences = find_divergences(
                    passes, workload, urls["ar"], args.tie_threshold
                )
    return Measured(passes, servers, rows, divergences)


# ----------------------------------------------------------------------------- report


def engine_numbers(
    passes: Sequence[PassResult[RequestRecord]], engine: str, level: int
) -> dict[str, Any]:
    """One engine's rates at one level, over its passes there (means)."""
    mine = [p for p in passes if p.engine == engine and p.concurrency == level]
    summaries = [summarize_pass(p) for p in mine]
    decode = [d for p in mine if (d := decode_ms_per_token([r for r in p.records if r.ok]))]
    decode_ms = sum(decode) / len(decode) if decode else None
    return {
        "passes": len(mine),
        "requests": sum(s["requests"] for s in summaries),
        "errors": sum(s["errors"] for s in summaries),
        "decode_tok_per_s": 1000 / decode_ms if decode_ms else None,
        "e2e_tok_per_s": mean_of(summaries, "output_tok_per_s"),
        "pages_per_s": mean_of(summaries, "pages_per_s"),
        "latency_s_p50": mean_of(summaries, "latency_s_p50"),
        "tpf": mean_of([s["spec"] for s in summaries], "tpf") if engine == "gravity" else None,
    }


def verdict_of(identity: dict[str, Any], levels: dict[str, Any]) -> dict[str, Any]:
    """The two answers the check exists for: exact? faster?"""
    if identity["errors"]:
        exact = "errors"
    elif identity["real_differences"] or identity["unclassified"]:
        exact = "DIFFERENT"
    elif identity["near_ties"]:
        exact = "near ties only"
    else:
        exact = "exact"
    speedups = [lv["speedup_decode"] for lv in levels.values() if lv["speedup_decode"]]
    faster = None if not speedups else min(speedups) > 1.0
    return {"exact": exact, "faster": faster}


def build_report(
    args: argparse.Namespace, workload: OcrRequests, measured: Measured, notes: list[str]
) -> dict[str, Any]:
    """The JSON report: settings, servers, rates per level, TPF per type, identity."""
    levels = {}
    for level in args.levels:
        ar, gravity = (engine_numbers(measured.passes, e, level) for e in ENGINES)
        levels[str(level)] = {
            "ar": ar,
            "gravity": gravity,
            "speedup_decode": ratio(gravity["decode_tok_per_s"], ar["decode_tok_per_s"]),
            "speedup_e2e": ratio(gravity["e2e_tok_per_s"], ar["e2e_tok_per_s"]),
            "speedup_pages": ratio(gravity["pages_per_s"], ar["pages_per_s"]),
        }
    gravity_records = [
        r for p in measured.passes if p.engine == "gravity" for r in p.records if r.ok
    ]
    by_type = {
        kind: {key: s[key] for key in ("requests", "tpf", "accept_length", "rounds", "ar_steps")}
        for kind, s in spec_by_type(gravity_records).items()
    }
    rows = measured.rows
    verdicts = [d.verdict for d in measured.divergences]
    identity = {
        "compared": sum(1 for r in rows if r["ok"]),
        "identical": sum(1 for r in rows if r["identical"]),
        "errors": sum(1 for p in measured.passes for r in p.records if not r.ok),
        "near_ties": verdicts.count("near tie"),
        "real_differences": verdicts.count("real difference"),
        "unclassified": verdicts.count("unclassified"),
        "tie_threshold": args.tie_threshold,
        "divergences": [d.as_dict() for d in measured.divergences],
    }
    return {
        "verdict": verdict_of(identity, levels),
        "model_path": str(args.model_path),
        "layout": args.layout,
        "pages": workload.size,
        "page_types": sorted({p.type for p in workload.order}),
        "max_tokens": workload.max_tokens,
        "levels": levels,
        "tpf_by_type": by_type,
        "identity": identity,
        "servers": measured.servers,
        "environment": environment(),
        "notes": notes,
    }


def _serving_lines(report: dict[str, Any]) -> list[str]:
    gravity = report["servers"].get("gravity", {})
    entry = gravity.get("gravity") or {}
    test = entry.get("self_test") or {}
    lines = [
        "| | AR | gravity |",
        "|---|---|---|",
    ]
    fallbacks = ", ".join(test.get("fallbacks") or []) or "none"
    ar = report["servers"].get("ar", {})
    for key in ("attention_backend", "disable_cuda_graph", "disable_overlap_schedule", "dtype"):
        lines.append(f"| {key} | {ar.get(key)} | {gravity.get(key)} |")
    lines += [
        "",
        f"Gravity: window K={entry.get('window')}, width `{entry.get('width')}`, passes replaying "
        f"CUDA graphs at widths {entry.get('cuda_graph_widths')}, overlap scheduler "
        f"{entry.get('overlap_scheduler')}, acceptance `{entry.get('acceptance')}`.",
        f"Start-up self-test ({test.get('mode')}): {test.get('passed')} checks passed, "
        f"{len(test.get('failed') or [])} failed, {len(test.get('skipped') or [])} skipped in "
        f"{test.get('elapsed_s')} s; fallbacks: {fallbacks}.",
    ]
    lines += [f"- failed: `{line}`" for line in test.get("failed") or []]
    lines += [f"- skipped: `{line}`" for line in test.get("skipped") or []]
    return lines


def markdown_report(report: dict[str, Any]) -> str:
    """The report for people: verdict, rates, TPF per type, identity, what served."""
    verdict = report["verdict"]
    identity = report["identity"]
    env = report["environment"]
    out = [
        f"# gravity check: {report['model_path']}",
        "",
        f"**Exact: {verdict['exact']}** ({identity['identical']}/{identity['compared']} answers "
        f"token-identical to AR; {identity['near_ties']} near ties, {identity['real_differences']} "
        f"real differences, {identity['unclassified']} unclassified, {identity['errors']} errors). "
        f"**Faster: {verdict['faster']}** (decode, every level).",
        "",
        f"{report['pages']} pages ({', '.join(report['page_types'])}), greedy, max_tokens "
        f"{report['max_tokens']}, layout `{report['layout']}`; {env['device']}, sglang "
        f"{env['sglang']}, torch {env['torch']}, commit {env['git']}.",
        "",
        "| concurrency | engine | decode tok/s | end-to-end tok/s | pages/s | p50 latency s | TPF |",
        "|---:|---|---:|---:|---:|---:|---:|",
    ]
    for level, row in report["levels"].items():
        for engine in ENGINES:
            n = row[engine]
            out.append(
                f"| {level} | {engine} | {fmt(n['decode_tok_per_s'], 1)} | "
                f"{fmt(n['e2e_tok_per_s'], 1)} | {fmt(n['pages_per_s'], 3)} | "
                f"{fmt(n['latency_s_p50'], 3)} | {fmt(n['tpf'])} |"
            )
        out.append(
            f"| {level} | **gravity / AR** | **{fmt(row['speedup_decode'])}x** | "
            f"**{fmt(row['speedup_e2e'])}x** | **{fmt(row['speedup_pages'])}x** | | |"
        )
    out += [
        "",
        "Tokens per forward by content type (gravity; TPF = committed tokens / forward passes, a "
        "round two, an AR step one, the prefill left out; accept length = tokens per round):",
        "",
    ]
    out += [
        "| type | requests | TPF | accept length per round | rounds | AR steps |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for kind, s in report["tpf_by_type"].items():
        out.append(
            f"| {kind} | {s['requests']} | {fmt(s['tpf'])} | {fmt(s['accept_length'])} | "
            f"{s.get('rounds')} | {s.get('ar_steps')} |"
        )
    if identity["divergences"]:
        out += [
            "",
            "First divergences (near tie: AR's and gravity's tokens are AR's top two, logits "
            f"within {identity['tie_threshold']}; gap = AR's token's minus gravity's):",
            "",
        ]
        out += [
            "| page | type | position | AR token | gravity token | gap | verdict |",
            "|---|---|---:|---:|---:|---:|---|",
        ]
        for d in identity["divergences"]:
            out.append(
                f"| {d['page_id']} | {d['type']} | {d['index']} | {d['ar_token']} | "
                f"{d['gravity_token']} | {fmt(d['gap'], 3)} | {d['verdict']}"
                + (f": {d['note']} |" if d["note"] else " |")
            )
    out += ["", "## What served", ""] + _serving_lines(report)
    out += ["", "Launch lines:", ""]
    out += [f"- {e}: `{s.get('command')}`" for e, s in report["servers"].items()]
    if report["notes"]:
        out += ["", "Notes:", ""] + [f"- {note}" for note in report["notes"]]
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------------------- command


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m sglang_gravity.check",
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--model-path",
        required=True,
        help="checkpoint folder or hub id, e.g. trillionlabs/GravityOCR",
    )
    parser.add_argument(
        "--images",
        type=Path,
        nargs="*",
        default=[],
        help="images, folders of images, or folders with a manifest.jsonl, besides the bundled pages",
    )
    parser.add_argument("--prompt", default="Text Recognition:", help="prompt for --images files")
    parser.add_argument("--type", default="user", help="content type reported for --images files")
    parser.add_argument("--no-bundled", action="store_true", help="leave the bundled pages out")
    parser.add_argument("--max-tokens", type=int, default=1024, help="max_tokens per request")
    parser.add_argument("--concurrency", default="1", help="comma-separated levels, e.g. 1,16")
    parser.add_argument("--warmup", type=int, default=2, help="unrecorded requests per server")
    parser.add_argument(
        "--layout",
        choices=("auto", "sequential", "split"),
        default="auto",
        help="sequential: one server at a time with the whole device; split: both at once, "
        "passes interleaved AR -> gravity -> AR; auto: sequential on a GPU, split on CPU",
    )
    parser.add_argument(
        "--mem-fraction",
        type=float,
        default=0.4,
        help="--mem-fraction-static of each server with --layout split on a GPU",
    )
    parser.add_argument("--server-args", default="", help="extra flags for both servers (quoted)")
    parser.add_argument(
        "--ar-server-args",
        default="",
        help="extra flags for the AR server only (quoted), e.g. its attention backend",
    )
    parser.add_argument(
        "--max-requests",
        default=None,
        help="requests per pass: one number, or one per concurrency level (e.g. 8,32,64); the "
        "pages are then shuffled once (seed 0) so that every pass mixes their types",
    )
    parser.add_argument(
        "--gravity-env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="environment of the gravity server, e.g. SGLANG_GRAVITY_WIDTH=full (repeatable)",
    )
    parser.add_argument(
        "--tie-threshold",
        type=float,
        default=0.5,
        help="a first divergence where AR's and gravity's tokens are AR's top two and their "
        "logits differ by at most this is a near tie",
    )
    parser.add_argument(
        "--trace", action="store_true", help="gravity's round and step traces in OUT/trace"
    )
    parser.add_argument(
        "--max-total-tokens",
        type=int,
        default=None,
        help="KV pool of each server (default 32768 on CPU, 131072 on a GPU)",
    )
    parser.add_argument(
        "--start-timeout", type=float, default=1800.0, help="seconds per server start"
    )
    parser.add_argument(
        "--time-limit",
        type=float,
        default=None,
        help="seconds for each server's passes (warm-up included); a level's passes are cut "
        "to fit and levels that no longer fit are skipped, said in the report's notes",
    )
    parser.add_argument("--out", type=Path, default=Path("runs/check"), help="output folder")
    args = parser.parse_args(argv)
    try:
        given = [int(c) for c in args.concurrency.split(",") if c.strip()]
        args.levels = sorted(set(given))
    except ValueError:
        parser.error(f"--concurrency {args.concurrency!r}: comma-separated positive integers")
    if not args.levels or min(args.levels) < 1:
        parser.error(f"--concurrency {args.concurrency!r}: comma-separated positive integers")
    args.level_requests = None
    if args.max_requests is not None:
        try:
            counts = [int(n) for n in args.max_requests.split(",")]
        except ValueError:
            parser.error(f"--max-requests {args.max_requests!r}: comma-separated integers")
        if len(counts) not in (1, len(given)) or min(counts) < 1:
            parser.error("--max-requests: one count >= 1, or one per --concurrency level")
        args.level_requests = dict(zip(given, counts if len(counts) > 1 else counts * len(given)))
    if args.max_tokens < 1 or args.warmup < 0:
        parser.error("--max-tokens must be >= 1 and --warmup >= 0")
    if not 0 < args.mem_fraction < 1:
        parser.error(f"--mem-fraction {args.mem_fraction}: a fraction in (0, 1)")
    if not args.tie_threshold >= 0:
        parser.error(f"--tie-threshold {args.tie_threshold}: a number >= 0")
    pairs = [item.partition("=") for item in args.gravity_env]
    bad = [item for item, (name, eq, _) in zip(args.gravity_env, pairs) if not (name and eq)]
    if bad:
        parser.error(f"--gravity-env {bad[0]!r}: expected NAME=VALUE")
    args.gravity_env = {name: value for name, _, value in pairs}
    if args.max_total_tokens is None:
        args.max_total_tokens = 32768 if is_cpu_only() else 131072
    if args.layout == "auto":
        args.layout = "split" if is_cpu_only() else "sequential"
    local = Path(args.model_path)
    args.model_path = str(local) if local.exists() else args.model_path
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the check; exit status 0 when gravity is exact (or differs only at near ties) and
    every request succeeded, 1 otherwise."""
    args = parse_args(argv)
    pages = gather_pages(not args.no_bundled, args.images, args.prompt, args.type)
    _check_images(pages)
    if args.level_requests is not None:
        pages = request_order(pages, None, seed=0)
    workload = OcrRequests(
        pages, {p.id: page_messages(p) for p in pages}, max_tokens=args.max_tokens
    )
    args.out.mkdir(parents=True, exist_ok=True)
    notes = [
        "AR runs SGLang's defaults (its overlap scheduler included): greedy answers without "
        "penalties are the same with and without it, and its speed is what a user gets.",
        "sequential: one server at a time (gravity, then AR); a machine whose load changes in "
        "between skews the speed-ups (split interleaves the passes instead)."
        if args.layout == "sequential"
        else "split: both servers at once, passes AR -> gravity -> AR per level after "
        "/flush_cache; speed-up = gravity over the mean of the AR passes (drift cancels).",
    ]
    measured = measure(args, workload, notes)
    report = build_report(args, workload, measured, notes)
    write_json(args.out / "report.json", report)
    write_jsonl(args.out / "requests.jsonl", (r for p in measured.passes for r in p.records))
    (args.out / "report.md").write_text(markdown_report(report))
    verdict = report["verdict"]
    print(
        f"[check] exact: {verdict['exact']}; faster: {verdict['faster']}; "
        f"report {args.out / 'report.md'}",
        flush=True,
    )
    return 0 if verdict["exact"] in ("exact", "near ties only") else 1


if __name__ == "__main__":
    sys.exit(main())
