"""GRPO in server mode on the demo checkpoint, then which weights does the server serve?

    python benchmarks/reproduce/grpo_server_check.py [--cache-mb 0] [--out runs/grpo-server]

Launches a gravity server on models/gravity-demo (SGLANG_VLM_CACHE_SIZE_MB=--cache-mb), runs 4
GRPO steps that sample there and reload it after each step (`--served-logprob-tol 0`: the run's
own check is off here, so that a stale server is measured rather than refused), then compares the
server's greedy log-probabilities on 12 held-out pages (all seen by the evals before the last
reload) with the in-process causal forward of the trained folder and of the initial checkpoint.
Writes OUT/server_check.json (docs/results/grpo-cpu-demo/server_check_cache*.json are its runs).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import time

import torch

from sglang_gravity.launcher.server import launch_server
from sglang_gravity.training import grpo, rollouts
from sglang_gravity.training.data import held_out_samples

START = "models/gravity-demo"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cache-mb", default="0", help="SGLANG_VLM_CACHE_SIZE_MB of the server")
    p.add_argument("--out", default="runs/grpo-server", help="work folder")
    args = p.parse_args()
    torch.set_num_threads(1)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    handle = launch_server(
        START,
        gravity=True,
        log_path=out / "server.log",
        timeout_s=900,
        env={"SGLANG_VLM_CACHE_SIZE_MB": args.cache_mb},
    )
    try:
        t1 = time.time()
        grpo.main(
            ["--init-from", START, "--data", "synthetic", "--out", str(out / "ckpt"),
             "--gravity-url", handle.url, "--group-size", "4", "--prompts-per-step", "8",
             "--steps", "4", "--eval-every", "2", "--eval-n", "10", "--lr", "1e-4",
             "--temperature", "1.5", "--denoise-weight", "0.1", "--served-logprob-tol", "0"]
        )  # fmt: skip
        run_s = time.time() - t1
        cfg = {"attn_implementation": "eager", "device": "cpu"}
        trained, processor = grpo.load_policy(str(out / "ckpt"), cfg)
        initial, _ = grpo.load_policy(START, cfg)
        pages = [s for task in ("text", "table", "formula") for s in held_out_samples(4, task)]
        gaps = {
            name: max(
                rollouts.served_logprob_gap(handle.url, model, processor, s, 600) for s in pages
            )
            for name, model in (("trained", trained), ("initial", initial))
        }
    finally:
        handle.stop()
    log = json.loads((out / "ckpt" / grpo.LOG_FILE).read_text())
    result = {
        "SGLANG_VLM_CACHE_SIZE_MB": args.cache_mb,
        "server_start_s": round(t1 - t0),
        "run_s": round(run_s),
        "reloads": 1 + len(log["train"]),
        "max_abs_logprob_gap_to_trained": gaps["trained"],
        "max_abs_logprob_gap_to_initial": gaps["initial"],
        "eval": [
            {"step": e["step"], "all": {k: round(v, 4) for k, v in e["all"].items()}}
            for e in log["eval"]
        ],
        "train": log["train"],
    }
    (out / "server_check.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: v for k, v in result.items() if k != "train"}, indent=1))


if __name__ == "__main__":
    main()
