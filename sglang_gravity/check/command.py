"""Is gravity exact and faster on this machine? Serve a checkpoint with AR and with gravity,
OCR the same pages with both, and write a JSON and a Markdown report.

The command line of ``python -m sglang_gravity.check``; what the check measures and how: the
package's docstring (``sglang_gravity/check/__init__.py``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sglang_gravity.bench.report import write_json, write_jsonl
from sglang_gravity.bench.workloads.ocr import (
    OcrRequests,
    page_messages,
    request_order,
)
from sglang_gravity.check.pages import check_images, gather_pages
from sglang_gravity.check.report import build_report, markdown_report
from sglang_gravity.check.run import measure
from sglang_gravity.cli import add_concurrency, add_model_path, add_out, concurrency_levels
from sglang_gravity.launcher.server import is_cpu_only


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m sglang_gravity.check",
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_model_path(
        parser,
        dest="model_path",
        help="checkpoint folder or hub id, e.g. trillionlabs/GravityOCR (not needed with "
        "--gravity-url and --ar-url)",
    )
    parser.add_argument(
        "--gravity-url",
        help="check a gravity server already running at this URL instead of starting one "
        "(with --ar-url; the same request options apply)",
    )
    parser.add_argument(
        "--ar-url", help="the plain AR server to compare with, already running at this URL"
    )
    parser.add_argument(
        "--ar-attention-backend",
        default="gravity",
        help="the AR server's attention for the identity verdict: 'gravity' (default: on a GPU "
        "SGLang's Triton backend, the family gravity's own builds on, so that bf16 differences "
        "are the decoders' and not two kernels'; on CPU both run the CPU default), 'sglang' "
        "(SGLang's default for the device: FA3 on Hopper), or a backend name",
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
    add_concurrency(parser, default="1")
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
    add_out(parser, "runs/check")
    args = parser.parse_args(argv)
    given = concurrency_levels(parser, args.concurrency, keep_order=True)  # --max-requests pairs
    args.levels = sorted(set(given))
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
    if bool(args.gravity_url) != bool(args.ar_url):
        parser.error("--gravity-url and --ar-url go together: the check compares the two")
    args.attached = bool(args.gravity_url)
    if args.attached:
        args.layout = "attached"
    elif not args.model_path:
        parser.error("--model-path is required unless --gravity-url and --ar-url are given")
    if args.model_path:
        local = Path(args.model_path)
        args.model_path = str(local) if local.exists() else args.model_path
    return args


LAYOUT_NOTES = {
    "sequential": "sequential: one server at a time (gravity, then AR); a machine whose load "
    "changes in between skews the speed-ups (split interleaves the passes instead).",
    "split": "split: both servers at once, passes AR -> gravity -> AR per level after "
    "/flush_cache; speed-up = gravity over the mean of the AR passes (drift cancels).",
    "attached": "attached: servers already running (--gravity-url, --ar-url), passes AR -> "
    "gravity -> AR per level after /flush_cache; their settings are read from /server_info.",
}


def ar_backend_note(args: argparse.Namespace) -> str:
    """What the AR server's attention is, for the report."""
    chosen = ar_attention_args(args)
    if not chosen:
        return "AR's attention: SGLang's default for the device."
    return f"AR's attention: {chosen[1]} (--ar-attention-backend {args.ar_attention_backend})."


def ar_attention_args(args: argparse.Namespace) -> list[str]:
    """The AR server's ``--attention-backend`` flags: none where ``--ar-server-args`` sets it,
    on CPU for 'gravity', or for 'sglang'; Triton on a GPU for 'gravity'; else the name."""
    if "--attention-backend" in args.ar_server_args or args.ar_attention_backend == "sglang":
        return []
    if args.ar_attention_backend == "gravity":
        return [] if is_cpu_only() else ["--attention-backend", "triton"]
    return ["--attention-backend", args.ar_attention_backend]


def main(argv: list[str] | None = None) -> int:
    """Run the check; exit status 0 when gravity is exact (or differs only at near ties) and
    every request succeeded, 1 otherwise."""
    args = parse_args(argv)
    pages = gather_pages(not args.no_bundled, args.images, args.prompt, args.type)
    check_images(pages)
    if args.level_requests is not None:
        pages = request_order(pages, None, seed=0)
    workload = OcrRequests(
        pages, {p.id: page_messages(p) for p in pages}, max_tokens=args.max_tokens
    )
    args.out.mkdir(parents=True, exist_ok=True)
    notes = [
        "AR runs SGLang's defaults (its overlap scheduler included): greedy answers without "
        "penalties are the same with and without it, and its speed is what a user gets.",
        LAYOUT_NOTES[args.layout],
    ]
    if not args.attached:
        notes.append(ar_backend_note(args))
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
