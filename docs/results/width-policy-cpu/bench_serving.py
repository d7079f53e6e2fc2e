"""SGLang's own ``sglang.bench_serving`` (random token prompts, 16 x 64 in / 64 out) against plain
AR and gravity at each width setting on the tiny test model, one server each, passes
interleaved AR, setting, AR. Prints accept length and output tok/s per setting.

    python docs/results/width-policy-cpu/bench_serving.py OUT_DIR
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr
from sglang_gravity.launcher.server import running_servers

SETTINGS = ("full", "auto")


def bench(url: str, model: Path, out: Path) -> dict:
    command = [
        sys.executable, "-m", "sglang.bench_serving", "--backend", "sglang", "--base-url", url,
        "--dataset-name", "random-ids", "--tokenizer", str(model), "--num-prompts", "16",
        "--random-input-len", "64", "--random-output-len", "64", "--random-range-ratio", "1.0",
        "--seed", "0", "--disable-tqdm", "--output-file", str(out),
    ]  # fmt: skip
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return json.loads(out.read_text().splitlines()[-1])


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    model = build_tiny_glm_ocr(out / "tiny", bd_size=8, seed=0)
    configs = {"ar": {"model_path": model, "gravity": False, "log_path": out / "ar.log"}}
    for setting in SETTINGS:
        configs[setting] = {
            "model_path": model,
            "gravity": True,
            "log_path": out / f"{setting}.log",
            "env": {"SGLANG_GRAVITY_WIDTH": setting},
        }
    rows = []
    with running_servers(configs) as servers:
        for name in ("ar", *[s for setting in SETTINGS for s in (setting, "ar")]):
            result = bench(servers[name].url, model, out / f"{name}-{len(rows)}.jsonl")
            rows.append((name, result.get("accept_length"), result["output_throughput"]))
            print(
                f"{name}: accept length {rows[-1][1]}, output {rows[-1][2]:.1f} tok/s", flush=True
            )
    (out / "results.json").write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
