"""Collect GRPO runs' grpo_log.json into results.json and table.md of docs/results/grpo-cpu-demo
(with the server_check_*.json files there, from grpo_server_check.py, as the last table).

    python benchmarks/reproduce/grpo_report.py main=runs/grpo-final-w0.1 ...
"""

from __future__ import annotations

import json
import pathlib
import sys

RESULT_DIR = pathlib.Path(__file__).resolve().parents[2] / "docs" / "results" / "grpo-cpu-demo"
TASKS = ("text", "table", "formula", "all")
PRIMARY = {"text": "edit_sim", "table": "teds", "formula": "formula_sim", "all": "reward"}


def summary(run_dir: pathlib.Path) -> dict:
    log = json.loads((run_dir / "grpo_log.json").read_text())
    train = log["train"]
    return {
        "folder": str(run_dir),
        "config": log["config"],
        "training_s": log.get("elapsed_s"),
        "groups_with_signal": sum(p["groups_with_signal"] for p in train),
        "groups": len(train) * log["config"]["prompts_per_step"],
        "max_kl": max(p["kl"] for p in train),
        "max_clip_frac": max(p["clip_frac"] for p in train),
        "eval": [
            {
                "step": e["step"],
                **{
                    t: {
                        k: round(v, 4)
                        for k, v in e[t].items()
                        if k in ("n", "reward", "sampled_reward", "tpf", "cer", PRIMARY[t])
                    }
                    for t in TASKS
                },
            }
            for e in log["eval"]
        ],
        "train": train,
    }


CONFIG_KEYS = ("steps", "prompts_per_step", "group_size", "temperature", "lr", "kl_coef",
               "clip_eps", "updates_per_batch", "denoise_weight", "eval_n", "eval_samples")  # fmt: skip


def configs(runs: dict[str, dict]) -> str:
    lines = [
        "| run | " + " | ".join(CONFIG_KEYS) + " | training s | groups with reward spread |",
        "|---|" + "---:|" * (len(CONFIG_KEYS) + 2),
    ]
    for name, run in runs.items():
        values = " | ".join(str(run["config"].get(k, "-")) for k in CONFIG_KEYS)
        spread = f"{run['groups_with_signal']} / {run['groups']}"
        lines.append(f"| {name} | {values} | {run['training_s']} | {spread} |")
    return "\n".join(lines)


def table(runs: dict[str, dict]) -> str:
    lines = [
        "| run | task | greedy metric (start -> end) | sampled reward at T (start -> end) "
        "| TPF (start -> end) | TPF change |",
        "|---|---|---|---|---|---:|",
    ]
    for name, run in runs.items():
        first, last = run["eval"][0], run["eval"][-1]
        for t in TASKS:
            a, b = first[t], last[t]
            metric = PRIMARY[t]
            sampled = "-"
            if "sampled_reward" in a:
                sampled = f"{a['sampled_reward']:.4f} -> {b['sampled_reward']:.4f}"
            change = 100 * (b["tpf"] / a["tpf"] - 1)
            lines.append(
                f"| {name} | {t} | {metric} {a[metric]:.4f} -> {b[metric]:.4f} | {sampled} "
                f"| {a['tpf']:.2f} -> {b['tpf']:.2f} | {change:+.1f}% |"
            )
    return "\n".join(lines)


def curve(runs: dict[str, dict]) -> str:
    lines = ["| run | step | all: greedy reward | all: sampled reward | all: TPF | text edit_sim |"]
    lines.append("|---|---:|---:|---:|---:|---:|")
    for name, run in runs.items():
        for e in run["eval"]:
            sampled = e["all"].get("sampled_reward")
            lines.append(
                f"| {name} | {e['step']} | {e['all']['reward']:.4f} | "
                f"{'-' if sampled is None else f'{sampled:.4f}'} | {e['all']['tpf']:.3f} | "
                f"{e['text']['edit_sim']:.4f} |"
            )
    return "\n".join(lines)


def server_checks() -> str:
    """The server_check_*.json files of the result folder (grpo_server_check.py) as a table."""
    lines = [
        "Server mode (`benchmarks/reproduce/grpo_server_check.py`: 4 steps sampled on a gravity server reloaded with "
        "`/update_weights_from_disk` after each, then its greedy log-probabilities on 12 held-out "
        "pages it had seen before the last reload, against the in-process causal forward):",
        "",
        "| SGLANG_VLM_CACHE_SIZE_MB | reloads | max gap to trained | max gap to initial |",
        "|---:|---:|---:|---:|",
    ]
    for path in sorted(RESULT_DIR.glob("server_check_*.json")):
        r = json.loads(path.read_text())
        lines.append(
            f"| {r['SGLANG_VLM_CACHE_SIZE_MB']} | {r['reloads']} | "
            f"{r['max_abs_logprob_gap_to_trained']:.2g} | {r['max_abs_logprob_gap_to_initial']:.2g} |"
        )
    return "\n".join(lines)


def main(argv: list[str]) -> None:
    runs = {}
    for arg in argv:
        name, _, folder = arg.partition("=")
        runs[name] = summary(pathlib.Path(folder))
    (RESULT_DIR / "results.json").write_text(json.dumps(runs, indent=1) + "\n")
    text = [
        "# GRPO on the demo checkpoint (CPU)",
        "",
        "`python -m sglang_gravity.training.grpo --init-from models/gravity-demo --data synthetic "
        "--out runs/NAME` with the settings below (written by `benchmarks/reproduce/grpo_report.py` from each run's "
        "`grpo_log.json`; held-out: greedy gravity decode in process, and `eval_samples` draws "
        "per page at the training temperature with a fixed seed).",
        "",
        configs(runs),
        "",
        table(runs),
        "",
        curve(runs),
        "",
        server_checks(),
        "",
    ]
    (RESULT_DIR / "table.md").write_text("\n".join(text))
    print("\n".join(text))


if __name__ == "__main__":
    main(sys.argv[1:])
