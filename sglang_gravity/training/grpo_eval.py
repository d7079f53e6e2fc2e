"""GRPO's rewards of sampled groups and its held-out evaluation: per-task OCR scores and tokens
per forward through the run's rollouts, and the first-to-last comparison printed at the end.

Apart from the run (`training.grpo`) because it needs only rollouts and samples: the same eval
runs in process or through a server, before the first step and after any.
"""

from __future__ import annotations

from typing import Any

import torch

from sglang_gravity.training.data import TASKS, Sample
from sglang_gravity.training.ocr_metrics import primary_metric, score
from sglang_gravity.training.rewards import RewardConfig, reward
from sglang_gravity.training.rollouts import Groups, Rollouts
from sglang_gravity.training.scoring import edit_distance


def group_rewards(
    samples: list[Sample], groups: Groups, tokenizer: Any, reward_config: RewardConfig
) -> list[list[float]]:
    """[P][G]: each decoded completion's reward against its prompt's reference."""
    return [
        [
            reward(s.task, tokenizer.decode(c, skip_special_tokens=True), s.target, reward_config)
            for c in group
        ]
        for s, group in zip(samples, groups)
    ]


def task_scores(
    samples: list[Sample], predictions: list[str], reward_config: RewardConfig
) -> dict[str, dict]:
    """Per task: n, mean reward, mean of every OCR metric of the task, micro CER, exact match."""
    out: dict[str, dict] = {}
    for task in sorted({s.task for s in samples}):
        idx = [i for i, s in enumerate(samples) if s.task == task]
        pairs = [(predictions[i], samples[i].target) for i in idx]
        metrics = [score(task, p, t) for p, t in pairs]
        stats = {
            "n": len(idx),
            "reward": sum(reward(task, p, t, reward_config) for p, t in pairs) / len(idx),
            "primary": primary_metric(task),
        }
        stats |= {k: sum(m[k] for m in metrics) / len(idx) for k in metrics[0]}
        stats["cer"] = sum(edit_distance(p, t) for p, t in pairs) / max(
            1, sum(len(t) for _, t in pairs)
        )
        stats["exact"] = sum(p == t for p, t in pairs) / len(idx)
        out[task] = stats
    return out


def heldout_eval(
    rollouts: Rollouts,
    samples: list[Sample],
    *,
    max_new_tokens: int,
    reward_config: RewardConfig,
    tokenizer: Any,
    sampled: tuple[int, float, int] | None = None,
) -> dict:
    """Greedy gravity decode of the held-out samples: per-task scores and TPF, and 'all'.

    sampled = (group_size, temperature, seed) also reports `sampled_reward`, the mean reward of
    group_size completions per sample drawn at the training temperature: the quantity GRPO
    maximizes, where the greedy scores only show what it does to the mode.
    """
    greedy = rollouts.greedy(samples, max_new_tokens=max_new_tokens)
    result = task_scores(samples, greedy.predictions, reward_config)
    for task in result:
        result[task]["tpf"] = greedy.tpf[task]
    result["all"] = {
        "n": len(samples),
        "reward": sum(result[t]["reward"] * result[t]["n"] for t in result) / len(samples),
        "tpf": greedy.tpf["all"],
    }
    if sampled is not None:
        group_size, temperature, seed = sampled
        torch.manual_seed(seed)  # the same draws at every eval: a paired before/after comparison
        groups = rollouts.sample(
            samples, group_size=group_size, temperature=temperature, max_new_tokens=max_new_tokens
        )
        rewards = group_rewards(samples, groups, tokenizer, reward_config)
        for task in [*result]:
            rows = [r for s, r in zip(samples, rewards) if task in (s.task, "all")]
            result[task]["sampled_reward"] = sum(map(sum, rows)) / sum(map(len, rows))
    return result


def print_comparison(first: dict, last: dict) -> None:
    """Per task, first eval -> last eval: the primary metric (greedy), the sampled reward when
    measured, and tokens per forward."""
    print(f"held-out, step {first['step']} -> step {last['step']}")
    print(f"{'task':<8} {'greedy metric':<28} {'sampled reward':<16} {'TPF':<12}")
    for task in [*TASKS, "all"]:
        if task not in first:
            continue
        a, b = first[task], last[task]
        name = a.get("primary", "reward")
        greedy = f"{name} {a[name]:.4f}>{b[name]:.4f}"
        sampled = "-"
        if "sampled_reward" in a:
            sampled = f"{a['sampled_reward']:.4f}>{b['sampled_reward']:.4f}"
        print(f"{task:<8} {greedy:<28} {sampled:<16} {a['tpf']:.2f}>{b['tpf']:.2f}")
