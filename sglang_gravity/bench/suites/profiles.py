"""AR vs gravity under the request profiles real GLM-OCR clients send, on one pair of servers.

Starts an AR and a gravity server for one checkpoint once, then runs the OCR sweep
(``bench_ocr.py``'s suite, called directly) attached to them for each profile (greedy; the
official SDK's greedy-with-penalty; the 0.1.x SDKs' temperature 0.8), and writes one table comparing them. AR runs without the overlap scheduler, the
only mode in which SGLang applies penalties exactly (README, "Requests"), so the identity check
means something for the penalty profile; sampled profiles draw unseeded noise, so their
token identity is not expected and not checked.

    python benchmarks/bench_profiles.py --model models/gravity-demo --concurrency 1,4 \\
        --out docs/results/cpu-profiles
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from sglang_gravity.bench.harness import serve_pair
from sglang_gravity.bench.report import Column, joined, table, write_json
from sglang_gravity.bench.suites import ocr  # the OCR sweep, run once per profile
from sglang_gravity.cli import add_concurrency, add_model_path, add_out, concurrency_levels

PROFILES = {
    "greedy": {"temperature": 0},
    "sdk": {"temperature": 0.0, "top_p": 0.00001, "top_k": 1, "repetition_penalty": 1.1},
    "t0.8": {"temperature": 0.8, "top_p": 0.9, "top_k": 50, "repetition_penalty": 1.1},
}
GREEDY_PROFILES = ("greedy", "sdk")  # token identity with AR is expected only for these


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The command line; ``args.levels`` the concurrency levels as integers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_model_path(parser, type=Path, required=True, help="checkpoint folder")
    add_concurrency(parser, default="1,4")
    parser.add_argument("--max-tokens", type=int, default=512, help="max_tokens per request")
    parser.add_argument("--max-total-tokens", type=int, default=32768, help="KV pool")
    parser.add_argument("--time-limit", type=float, default=900.0, help="seconds per profile")
    add_out(parser, "runs/bench-profiles")
    args = parser.parse_args(argv)
    args.levels = concurrency_levels(parser, args.concurrency)
    return args


def run_profile(
    args: argparse.Namespace, urls: dict[str, str], name: str, params: dict[str, Any]
) -> list[dict[str, Any]]:
    """The OCR sweep attached to the servers with one profile; a table row per level."""
    print(f"\n=== profile {name}: {json.dumps(params)}", flush=True)
    report = ocr.run(
        ocr.options(
            ar_url=urls["ar"],
            gravity_url=urls["gravity"],
            concurrency=args.concurrency,
            max_tokens=args.max_tokens,
            time_limit=args.time_limit,
            # Batches of every size up to the top level before timing: SGLang's penalty
            # scaling is torch.compile'd and specializes on batch size 1.
            warmup=2 * max(args.levels),
            request_params=params,
            out=args.out / name,
        )
    )
    identity = report["identity"]
    rows = []
    for conc, level in report["levels"].items():
        gravity_passes = [
            p
            for p in report["passes"]
            if p["engine"] == "gravity" and p["concurrency"] == int(conc)
        ]
        rows.append(
            {
                "profile": name,
                "params": params,
                "concurrency": int(conc),
                "tpf": gravity_passes[0]["spec"]["tpf"] if gravity_passes else None,
                "speedup_tok_per_s": level["speedup_tok_per_s"],
                "speedup_decode": level["speedup_decode"],
                "ar_tok_per_s": level["ar_tok_per_s"],
                "gravity_tok_per_s": level["gravity_tok_per_s"],
                "identical": identity["gravity_identical"],
                "compared": identity["gravity_compared"],
                "identity_expected": name in GREEDY_PROFILES,
            }
        )
    return rows


PROFILE_COLUMNS = (
    Column("profile", lambda r: r["profile"], left=True),
    Column("request parameters", lambda r: f"`{json.dumps(r['params'])}`", left=True),
    Column("concurrency", lambda r: r["concurrency"]),
    Column("TPF", lambda r: r["tpf"]),
    Column("end-to-end speed-up", lambda r: r["speedup_tok_per_s"], suffix="x"),
    Column("decode speed-up", lambda r: r["speedup_decode"], suffix="x"),
    Column("AR tok/s", lambda r: joined(r["ar_tok_per_s"], 1), left=True),
    Column("gravity tok/s", lambda r: joined(r["gravity_tok_per_s"], 1), left=True),
    Column(
        "identical to AR",
        lambda r: (
            f"{r['identical']}/{r['compared']}" if r["identity_expected"] else "n/a (sampled)"
        ),
        left=True,
    ),
)


def profiles_table(rows: list[dict[str, Any]]) -> list[str]:
    """``profiles.md``: one row per profile and level."""
    return table(PROFILE_COLUMNS, rows)[1:]


def main(argv: list[str] | None = None) -> None:
    """Serve AR (exact penalties) and gravity once, run every profile, write the table."""
    args = parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    rows = []
    with serve_pair(
        args.model,
        args.out,
        extra_args=["--max-running-requests", str(max(args.levels))],
        ar_extra_args=["--disable-overlap-schedule"],
        max_total_tokens=args.max_total_tokens,
    ) as servers:
        urls = {engine: handle.url for engine, handle in servers.items()}
        for name, params in PROFILES.items():
            rows += run_profile(args, urls, name, params)
    write_json(args.out / "profiles.json", rows)
    table = profiles_table(rows)
    (args.out / "profiles.md").write_text("\n".join(table) + "\n")
    print("\n".join(table))


if __name__ == "__main__":
    main()
