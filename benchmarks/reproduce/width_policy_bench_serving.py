"""SGLang's own ``sglang.bench_serving`` (16 prompts, 64 in / 64 out) against plain AR and gravity
at each width setting on one model (the tiny test model, or a checkpoint folder), one server
each, passes interleaved AR, setting,
AR, on two datasets: ``random`` (prompts cut from real text: SGLang reads them from a
ShareGPT-format file, here one written from this repository's own documentation, since this
machine cannot download ShareGPT) and ``random-ids`` (uniformly random token ids). Prints accept
length and output tok/s per setting; writes results.json (docs/results/width-policy-cpu/serving/).

    python benchmarks/reproduce/width_policy_bench_serving.py OUT_DIR [MODEL_DIR] [--num-prompts N]
        [--max-concurrency C] [--datasets random,random-ids] [--settings full,auto,1]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr
from sglang_gravity.launcher.server import running_servers

SETTINGS = ("full", "auto")
DATASETS = ("random", "random-ids")
REPOSITORY = Path(__file__).resolve().parents[2]


def write_text_conversations(path: Path) -> Path:
    """A ShareGPT-format file (what ``--dataset-name random`` samples prompts from) made of the
    paragraphs of this repository's Markdown documents, paired in order."""
    paragraphs = []
    for document in sorted((REPOSITORY / "docs").glob("*.md")) + [REPOSITORY / "README.md"]:
        for block in re.split(r"\n\s*\n", document.read_text()):
            text = " ".join(block.split())
            if len(text) >= 200 and not text.startswith(("|", "```")):
                paragraphs.append(text)
    conversations = [
        {"conversations": [{"from": "human", "value": a}, {"from": "gpt", "value": b}]}
        for a, b in zip(paragraphs[::2], paragraphs[1::2], strict=False)
    ]
    path.write_text(json.dumps(conversations))
    return path


def bench(url: str, model: Path, dataset: str, text: Path, args: argparse.Namespace, out: Path):
    command = [
        sys.executable, "-m", "sglang.bench_serving", "--backend", "sglang", "--base-url", url,
        "--dataset-name", dataset, "--dataset-path", str(text), "--tokenizer", str(model),
        "--num-prompts", str(args.num_prompts), "--random-input-len", "64",
        "--random-output-len", "64", "--random-range-ratio", "1.0", "--seed", "0",
        "--disable-tqdm", "--output-file", str(out),
    ]  # fmt: skip
    if args.max_concurrency:
        command += ["--max-concurrency", str(args.max_concurrency)]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return json.loads(out.read_text().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("model", type=Path, nargs="?", help="checkpoint (default: tiny model)")
    parser.add_argument("--num-prompts", type=int, default=16)
    parser.add_argument("--max-concurrency", type=int, default=0, help="0: all at once")
    parser.add_argument("--datasets", default=",".join(DATASETS))
    parser.add_argument("--settings", default=",".join(SETTINGS), help="SGLANG_GRAVITY_WIDTH")
    args = parser.parse_args()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    model = args.model or build_tiny_glm_ocr(out / "tiny", bd_size=8, seed=0)
    text = write_text_conversations(out / "docs-sharegpt.json")
    settings = args.settings.split(",")
    configs = {"ar": {"model_path": model, "gravity": False, "log_path": out / "ar.log"}}
    for setting in settings:
        configs[setting] = {
            "model_path": model,
            "gravity": True,
            "log_path": out / f"{setting}.log",
            "env": {
                "SGLANG_GRAVITY_WIDTH": setting,
                "SGLANG_GRAVITY_STEP_TRACE_DIR": str(out / "steps" / setting),
            },
        }
    rows = []
    with running_servers(configs) as servers:
        for dataset in args.datasets.split(","):
            for name in ("ar", *[s for setting in settings for s in (setting, "ar")]):
                result = bench(
                    servers[name].url,
                    model,
                    dataset,
                    text,
                    args,
                    out / f"{dataset}-{len(rows)}.jsonl",
                )
                rows.append(
                    {
                        "dataset": dataset,
                        "server": name,
                        "accept_length": result.get("accept_length"),
                        "output_tok_per_s": result["output_throughput"],
                    }
                )
                print(
                    f"{dataset} {name}: accept length {rows[-1]['accept_length']}, "
                    f"output {rows[-1]['output_tok_per_s']:.1f} tok/s",
                    flush=True,
                )
    (out / "results.json").write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
