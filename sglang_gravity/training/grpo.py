"""GRPO on a gravity checkpoint through its causal path, with task-aware OCR rewards.

    python -m sglang_gravity.training.grpo --init-from models/gravity-demo --data synthetic --out runs/grpo
    python -m sglang_gravity.training.grpo --init-from CKPT --data train.jsonl --out OUT \\
        --server http://127.0.0.1:30000 --device cuda

One step: `--prompts-per-step` prompts, `--group-size` completions each, sampled at `--temperature`
(no top-k / top-p, so the sampling policy is softmax(logits / T)) from the current weights: through
a running gravity SGLang server (`--server`; after every optimizer step the folder is saved, the
server reloads it with SGLang's `/update_weights_from_disk`, and its log-probabilities on one
held-out page are compared with the trained weights' (`--served-logprob-tol`): the run stops if they
differ), or in process with `model.generate`. Both are `training.rollouts.Rollouts`, chosen once at
start-up; the step does not know which one it drives. The steps, evals and saves run in the step
loop the trainers share (`training.loop`).

Rewards come from `training.rewards` (the evaluation metrics per task). Advantages are
group-normalized; the loss is the clipped PPO-style surrogate over the completion tokens (token-level
mean), with the old log-probabilities recomputed from the sampling weights before the update, plus
`--kl-coef` times the per-token k3 estimate of KL(policy || initial model) (`training.grpo_loss`).
Log-probabilities come from one ordinary causal forward over prompt + completion: GRPO trains the
causal (verify / AR) path only.

The denoising streams are not trained by GRPO, so moving the causal path can leave the drafts
behind and lower acceptance (tokens per forward). `--denoise-weight w` adds w times the
three-stream objective's denoising loss (`training.objective`, masked streams only) on the batch's
reference targets, to hold the drafts to the data. Held-out evals report each task's OCR metrics
(greedy) and tokens per forward (TPF) of the gravity decode, through the same rollouts
(`training.grpo_eval`).

The output folder is a servable checkpoint (the layout `train.py` writes, `block_diffusion.json`
copied from the initial checkpoint) plus `grpo_config.json` (the resolved configuration) and
`grpo_log.json` (per-step statistics and held-out evals). `--resume` continues from the state file
(`OUT.state.pt`, `training.checkpointing`: model, optimizer, step, RNG, data position, log, config
with the reference path).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import torch
from tqdm import tqdm

from sglang_gravity.cli import add_renamed
from sglang_gravity.config import BLOCK_DIFFUSION_FILE, BlockDiffusionSpec, load_block_diffusion
from sglang_gravity.training.checkpointing import Checkpoint, restore_weights
from sglang_gravity.training.configs import GrpoConfig
from sglang_gravity.training.data import Sample, make_sample
from sglang_gravity.training.grpo_eval import group_rewards, heldout_eval, print_comparison
from sglang_gravity.training.grpo_loss import (
    causal_batch,
    clipped_policy_loss,
    completion_logprobs,
    denoise_batch,
    group_advantages,
)
from sglang_gravity.training.loop import Schedule, Trainer, lr_at, resume_state, run_steps
from sglang_gravity.training.objective import PackedBatch, three_stream_loss
from sglang_gravity.training.records import Record, read_records
from sglang_gravity.training.rewards import RewardConfig, reward
from sglang_gravity.training.rollouts import Groups, InProcessRollouts, Rollouts, ServerRollouts
from sglang_gravity.training.scoring import load_eval_samples

CONFIG_FILE = "grpo_config.json"
LOG_FILE = "grpo_log.json"
DEFAULT_STEPS = 100
# Synthetic GRPO prompts: training-range seeds (below data.HELD_OUT_SEED0) that the demo
# checkpoint's 60,000 training documents did not use.
SYNTHETIC_SEED0 = 500_000_000
SYNTHETIC = "synthetic"  # --data / --eval-data: the generator of training.data instead of records


# --- the command line ----------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (the flags are added in groups, in --help order)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    _add_input_output_flags(p)
    _add_objective_flags(p)
    _add_eval_and_run_flags(p)
    return p.parse_args(argv)


def _add_input_output_flags(p: argparse.ArgumentParser) -> None:
    """The starting checkpoint, the data, the output folder and the sampling server."""
    p.add_argument("--init-from", required=True, help="gravity checkpoint folder to start from")
    p.add_argument(
        "--data",
        required=True,
        help="'synthetic' (training.data's generator) or a JSONL file / saved datasets folder of "
        "{image, prompt, target} records (training.records)",
    )
    p.add_argument("--out", required=True, help="servable checkpoint folder to write")
    add_renamed(
        p,
        "--gravity-url",
        ["--server"],
        dest="server",
        help="base URL of a gravity SGLang server started on --init-from: sample there and reload "
        "it with each step's weights (/update_weights_from_disk); default: sample in process",
    )


def _add_objective_flags(p: argparse.ArgumentParser) -> None:
    """Sampling, the loss and the optimizer."""
    p.add_argument("--group-size", type=int, default=8, help="completions per prompt (G >= 2)")
    p.add_argument("--prompts-per-step", type=int, default=8, help="prompts (groups) per step")
    p.add_argument(
        "--temperature", type=float, default=1.0, help="sampling temperature (top-k/top-p off)"
    )
    p.add_argument(
        "--steps", type=int, help=f"optimizer steps, one batch each (default {DEFAULT_STEPS})"
    )
    p.add_argument(
        "--updates-per-batch",
        type=int,
        default=2,
        help="optimizer updates on each sampled batch; after the first, the policy is off the "
        "sampling one and the ratio clip acts",
    )
    p.add_argument("--kl-coef", type=float, default=0.04, help="weight of the k3 KL to the start")
    p.add_argument("--clip-eps", type=float, default=0.2, help="PPO ratio clip epsilon")
    p.add_argument(
        "--denoise-weight",
        type=float,
        default=0.1,
        help="weight of the three-stream denoising loss on the batch's reference targets (0: "
        "off), which holds the drafts (and so tokens per forward) while GRPO moves the AR path",
    )
    p.add_argument(
        "--table-structure-weight",
        type=float,
        default=0.5,
        help="table reward = w * structure TEDS + (1 - w) * cell-content similarity",
    )
    p.add_argument("--lr", type=float, default=1e-6, help="AdamW learning rate (constant)")
    p.add_argument("--warmup", type=int, default=0, help="linear learning-rate warm-up steps")
    p.add_argument("--weight-decay", type=float, default=0.0, help="AdamW weight decay")
    p.add_argument("--grad-clip", type=float, default=1.0, help="gradient norm clip")
    p.add_argument("--adv-eps", type=float, default=1e-6, help="advantage std epsilon")


def _add_eval_and_run_flags(p: argparse.ArgumentParser) -> None:
    """Held-out evals, saving, seeds, devices, the server's checks and resuming."""
    p.add_argument("--max-new-tokens", type=int, default=96, help="completion and eval budget")
    p.add_argument("--eval-every", type=int, default=10, help="steps between held-out evals")
    p.add_argument("--eval-n", type=int, default=20, help="held-out samples per task")
    p.add_argument(
        "--eval-data",
        default="synthetic",
        help="'synthetic' (training.data's held-out seeds) or a records file/folder (its first "
        "--eval-n records of each task)",
    )
    p.add_argument("--save-every", type=int, default=10, help="steps between saves")
    p.add_argument("--seed", type=int, default=0, help="sampling, masking and data-order seed")
    p.add_argument(
        "--synthetic-seed0", type=int, default=SYNTHETIC_SEED0, help="first synthetic prompt seed"
    )
    p.add_argument("--device", default="cpu", help="torch device, e.g. cpu or cuda")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument(
        "--attn-implementation", default="eager", help="HF attention for training and evals"
    )
    p.add_argument("--server-timeout", type=float, default=600.0, help="seconds per request")
    p.add_argument(
        "--served-logprob-tol",
        type=float,
        default=1e-4,
        help="after each reload, the server's greedy log-probabilities on one held-out page must "
        "equal the trained weights' within this (fp32 server: ~1e-6; <= 0: no check)",
    )
    p.add_argument(
        "--eval-samples",
        type=int,
        default=4,
        help="completions per held-out page drawn at --temperature for the sampled reward (0: off)",
    )
    p.add_argument(
        "--resume",
        action="store_true",
        help="continue from the state file, with its saved configuration (only --steps and the "
        "per-invocation flags --server, --server-timeout, --served-logprob-tol, --threads apply)",
    )
    p.add_argument("--state", help="resumable state file (default: OUT.state.pt)")


# flags of this invocation, not of the run
PER_RUN = ("resume", "state", "server", "server_timeout", "served_logprob_tol", "threads")


def resolve_config(args: argparse.Namespace) -> GrpoConfig:
    """The run's configuration (saved as grpo_config.json); the reference model is the start."""
    if args.group_size < 2:
        raise SystemExit("--group-size must be at least 2 (advantages are relative to the group)")
    if args.temperature <= 0:
        raise SystemExit("--temperature must be > 0 (GRPO samples; greedy groups carry no signal)")
    RewardConfig(args.table_structure_weight)  # validates
    values = {k: v for k, v in vars(args).items() if k not in PER_RUN}
    values["steps"] = DEFAULT_STEPS if args.steps is None else args.steps
    return GrpoConfig(**values, ref_model=args.init_from)


def run_config(args: argparse.Namespace, state: dict | None) -> GrpoConfig:
    """A new run's resolved configuration, or a resumed run's saved one (--steps still applies)."""
    if state is None:
        return resolve_config(args)
    cfg = GrpoConfig.from_dict(state["config"])
    if args.steps is not None:
        cfg = replace(cfg, steps=args.steps)  # e.g. continue a finished run for more steps
    return cfg


# --- data ----------------------------------------------------------------------------------------


def records_path(spec: str) -> str | None:
    """A --data / --eval-data value as a records path; None for the synthetic generator."""
    return None if spec == SYNTHETIC else spec


def rewardable_records(path: str) -> Sequence[Record]:
    """The records of a JSONL file or saved dataset folder, each checked to be rewardable (a table
    target must hold a <table>) before any step runs."""
    records = read_records(path)
    for record in records:
        try:
            reward(record.task, record.target, record.target)
        except ValueError as error:
            raise SystemExit(f"{record.source}: target cannot be rewarded: {error}") from None
    return records


def prompt_at(
    index: int, records: Sequence[Record] | None, *, seed: int, synthetic_seed0: int
) -> Sample:
    """The index-th training prompt: a synthetic document, or the records in a fresh permutation
    per epoch (seeded by seed and epoch), so the data position alone resumes the order."""
    if records is None:
        return make_sample(synthetic_seed0 + index)
    epoch, i = divmod(index, len(records))
    order = torch.randperm(len(records), generator=torch.Generator().manual_seed(seed + epoch))
    return records[int(order[i])].to_sample()


def step_seed(seed: int, step: int) -> int:
    """The seed of one step's sampling and masking: a pure f(seed, step), so a resumed run
    draws what the uninterrupted one drew."""
    return (seed * 1_000_003 + step) % (2**63)


# --- the run -------------------------------------------------------------------------------------


@dataclass
class GrpoRun:
    """One GRPO run between steps: what it trains, on what, and where it stands (step,
    next_prompt, elapsed, log: the progress its state file keeps)."""

    cfg: GrpoConfig
    model: Any
    processor: Any
    ref_model: Any | None  # the initial weights, for the KL term; None when kl_coef is 0
    optimizer: torch.optim.Optimizer
    spec: BlockDiffusionSpec
    block_diffusion: dict  # the initial checkpoint's block_diffusion.json, copied to every save
    reward_config: RewardConfig
    records: Sequence[Record] | None  # None: synthetic prompts
    held_out: list[Sample]
    step: int = 0
    next_prompt: int = 0
    elapsed: float = 0.0
    log: dict = field(default_factory=dict)


def load_policy(path: str, cfg: GrpoConfig | Mapping[str, Any]) -> tuple[Any, Any]:
    """(model, processor) of a checkpoint folder in fp32 on the configuration's device with its
    attention implementation (a mapping of the two works too, for a policy outside a run), its
    EOS ids a list (what the samplers and the server protocol expect)."""
    from transformers import AutoModelForImageTextToText, AutoProcessor

    if isinstance(cfg, Mapping):
        attn_implementation, device = cfg["attn_implementation"], cfg["device"]
    else:
        attn_implementation, device = cfg.attn_implementation, cfg.device

    processor = AutoProcessor.from_pretrained(path)
    model = AutoModelForImageTextToText.from_pretrained(path, dtype=torch.float32)
    eos = model.generation_config.eos_token_id
    model.generation_config.eos_token_id = [eos] if isinstance(eos, int) else list(eos)
    model.set_attn_implementation(attn_implementation)
    return model.to(device), processor


def start_run(cfg: GrpoConfig, state: dict | None) -> GrpoRun:
    """Load the policy (and the initial weights for the KL term), the data and the held-out set;
    put a resumed run's weights, optimizer, RNG and progress back."""
    model, processor = load_policy(cfg.init_from, cfg)
    model.train()
    ref_model = None
    if cfg.kl_coef > 0:
        ref_model, _ = load_policy(cfg.ref_model, cfg)
        ref_model.eval().requires_grad_(False)
    block_diffusion = json.loads((pathlib.Path(cfg.init_from) / BLOCK_DIFFUSION_FILE).read_text())
    optimizer = torch.optim.AdamW(
        model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay, betas=(0.9, 0.95)
    )
    train_path = records_path(cfg.data)
    run = GrpoRun(
        cfg=cfg,
        model=model,
        processor=processor,
        ref_model=ref_model,
        optimizer=optimizer,
        spec=load_block_diffusion(cfg.init_from),
        block_diffusion=block_diffusion,
        reward_config=RewardConfig(cfg.table_structure_weight),
        records=None if train_path is None else rewardable_records(train_path),
        # the first --eval-n records of each task, as train.py's --eval-data
        held_out=load_eval_samples(
            records_path(cfg.eval_data), cfg.eval_n, read=rewardable_records
        ),
        log={"config": cfg.to_dict(), "block_diffusion": block_diffusion, "train": [], "eval": []},
    )
    if state:
        restore_weights(state, model, optimizer)
        torch.set_rng_state(state["rng"])
        run.step, run.next_prompt = state["step"], state["next_prompt"]
        run.elapsed, run.log = state["elapsed_s"], state["log"]
    return run


def open_rollouts(args: argparse.Namespace, run: GrpoRun) -> Rollouts:
    """The server of --server (a per-invocation flag), else the model being trained."""
    if not args.server:
        return InProcessRollouts(
            run.model, run.processor, mask_id=run.spec.mask_id, bd_size=run.spec.bd_size
        )
    return ServerRollouts(
        args.server,
        run.model,
        run.processor,
        initial_folder=pathlib.Path(run.cfg.init_from),
        out=pathlib.Path(args.out),
        block_diffusion=run.block_diffusion,
        check_sample=run.held_out[0],
        logprob_tol=args.served_logprob_tol,
        timeout=args.server_timeout,
    )


def save(run: GrpoRun, checkpoint: Checkpoint) -> None:
    """The served folder with grpo_config.json and grpo_log.json in it, and the state file."""
    config = run.cfg.to_dict()
    run.log["config"] = config  # one dict in the state file, as the log's and the run's
    run.log["elapsed_s"] = round(run.elapsed, 1)
    checkpoint.save(
        run.model,
        run.processor,
        run.optimizer,
        block_diffusion=run.block_diffusion,
        json_files={
            CONFIG_FILE: json.dumps(config, indent=2) + "\n",
            LOG_FILE: json.dumps(run.log, indent=1) + "\n",
        },
        progress={
            "rng": torch.get_rng_state(),
            "step": run.step,
            "next_prompt": run.next_prompt,
            "elapsed_s": run.elapsed,
            "config": config,
            "log": run.log,
        },
    )


def main(argv: list[str] | None = None) -> None:
    """`python -m sglang_gravity.grpo`: a new run, or with --resume the one in the state file."""
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    state_file, state = resume_state(args.out, args.state, args.resume)
    checkpoint = Checkpoint(pathlib.Path(args.out), state_file)
    cfg = run_config(args, state)
    print(json.dumps(cfg.to_dict(), indent=2))
    run = start_run(cfg, state)
    rollouts = open_rollouts(args, run)
    # decode with the weights being trained from here on (a resumed run's are not the initial ones)
    rollouts.sync_weights(run.step)
    if not run.log["eval"]:
        metrics = evaluate_held_out(run, rollouts)
        print(f"step 0 held-out: {json.dumps(metrics)}")
    schedule = Schedule(
        steps=cfg.steps,
        stop=cfg.steps,
        log_every=1,
        eval_every=cfg.eval_every,
        save_every=cfg.save_every,
    )
    run_steps(GrpoTrainer(run, rollouts, checkpoint), schedule)
    if run.step == 0 or not (checkpoint.folder / CONFIG_FILE).exists():
        save(run, checkpoint)
    print_comparison(run.log["eval"][0], run.log["eval"][-1])
    print(f"done: {run.step} steps, {run.elapsed / 60:.1f} min, folder {checkpoint.folder}")


# --- the loop ------------------------------------------------------------------------------------


class GrpoTrainer(Trainer):
    """What the shared step loop drives: a GRPO step, its log point (every step), held-out evals
    through the same rollouts, and saves; the bar shows the step's reward and KL and the last
    eval's tokens per forward."""

    def __init__(self, run: GrpoRun, rollouts: Rollouts, checkpoint: Checkpoint) -> None:
        self.run, self.rollouts, self.checkpoint = run, rollouts, checkpoint
        self.tpf = run.log["eval"][-1]["all"]["tpf"]
        self.point: dict = {}  # the last step's log point and mean update statistics
        self.stats: dict[str, float] = {}

    @property
    def step(self) -> int:
        return self.run.step

    def train_step(self, bar: tqdm) -> None:
        self.point, self.stats = grpo_step(self.run, self.rollouts)

    def log(self, bar: tqdm) -> None:
        self.run.log["train"].append(self.point)

    def evaluate(self, bar: tqdm) -> None:
        metrics = evaluate_held_out(self.run, self.rollouts)
        self.tpf = metrics["all"]["tpf"]
        bar.write(f"step {self.run.step} held-out: {json.dumps(metrics)}")

    def save(self) -> None:
        save(self.run, self.checkpoint)

    def postfix(self) -> dict[str, str]:
        reward, kl = self.point["reward"], self.stats["kl"]
        return {"reward": f"{reward:.3f}", "kl": f"{kl:.4f}", "tpf": f"{self.tpf:.2f}"}


def grpo_step(run: GrpoRun, rollouts: Rollouts) -> tuple[dict, dict[str, float]]:
    """Sample a group per prompt, score it, update the policy, move the rollouts to the new
    weights. Returns the step's log point and its updates' mean statistics (unrounded)."""
    cfg = run.cfg
    t0 = time.perf_counter()
    # the step's draws are a pure function of (seed, step), so a resumed run repeats them
    torch.manual_seed(step_seed(cfg.seed, run.step))
    generator = torch.Generator().manual_seed(step_seed(cfg.seed, run.step))
    samples = [
        prompt_at(
            run.next_prompt + i,
            run.records,
            seed=cfg.seed,
            synthetic_seed0=cfg.synthetic_seed0,
        )
        for i in range(cfg.prompts_per_step)
    ]
    run.next_prompt += len(samples)
    completions = rollouts.sample(
        samples,
        group_size=cfg.group_size,
        temperature=cfg.temperature,
        max_new_tokens=cfg.max_new_tokens,
    )
    rewards = torch.tensor(
        group_rewards(samples, completions, run.processor.tokenizer, run.reward_config)
    )  # [P, G]
    advantages = group_advantages(rewards, cfg.adv_eps)  # [P, G]
    lengths = torch.tensor([len(c) for group in completions for c in group])
    token_advantages = advantages.reshape(-1).repeat_interleave(lengths)  # [T]
    batch = sampled_batch(run, samples, completions, token_advantages)
    # constant after the warm-up (min_ratio 1)
    lr = lr_at(run.step, lr=cfg.lr, warmup=cfg.warmup, steps=cfg.steps, min_ratio=1.0)
    stats = policy_updates(run, batch, generator, lr)
    run.step += 1
    run.elapsed += time.perf_counter() - t0
    rollouts.sync_weights(run.step)
    point = {
        "step": run.step,
        "lr": lr,
        "reward": round(float(rewards.mean()), 4),
        "reward_std": round(float(rewards.std(dim=1).mean()), 4),
        "groups_with_signal": int((advantages != 0).any(dim=1).sum()),
        "tokens": int(lengths.sum()),
        "elapsed_s": round(run.elapsed, 1),
    }
    return point | {k: round(v, 5) for k, v in stats.items()}, stats


@dataclass
class SampledBatch:
    """One step's training batch and what its loss compares against."""

    samples: list[Sample]
    causal: PackedBatch  # prompt + completion per completion, prompt-major
    old_logprobs: torch.Tensor  # [T] completion tokens under the sampling weights
    ref_logprobs: torch.Tensor | None  # [T] under the initial weights; None without the KL term
    token_advantages: torch.Tensor  # [T] each token its completion's advantage


def sampled_batch(
    run: GrpoRun, samples: list[Sample], completions: Groups, token_advantages: torch.Tensor
) -> SampledBatch:
    """Pack the completions causally and take their log-probabilities before any update."""
    causal = causal_batch(run.model, run.processor, samples, completions)
    temperature = run.cfg.temperature
    with torch.no_grad():
        old_logprobs = completion_logprobs(run.model, causal, temperature)
        ref_logprobs = None
        if run.ref_model is not None:
            ref_logprobs = completion_logprobs(run.ref_model, causal, temperature)
    return SampledBatch(samples, causal, old_logprobs, ref_logprobs, token_advantages)


def policy_updates(
    run: GrpoRun, batch: SampledBatch, generator: torch.Generator, lr: float
) -> dict[str, float]:
    """cfg.updates_per_batch optimizer updates at `lr` on one sampled batch (after the first
    the policy is off the sampling one and the ratio clip acts); the mean of their statistics."""
    cfg = run.cfg
    for group in run.optimizer.param_groups:
        group["lr"] = lr
    mean_stats: dict[str, float] = {}
    for _ in range(cfg.updates_per_batch):
        loss, stats = update_loss(run, batch, generator)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(run.model.parameters(), cfg.grad_clip)
        run.optimizer.step()
        run.optimizer.zero_grad(set_to_none=True)
        for k, v in stats.items():
            mean_stats[k] = mean_stats.get(k, 0.0) + v / cfg.updates_per_batch
    return mean_stats


def update_loss(
    run: GrpoRun, batch: SampledBatch, generator: torch.Generator
) -> tuple[torch.Tensor, dict[str, float]]:
    """The clipped surrogate with its KL term, plus cfg.denoise_weight times the three-stream
    denoising loss on the prompts' reference targets (which holds the drafts to the data)."""
    cfg = run.cfg
    logprobs = completion_logprobs(run.model, batch.causal, cfg.temperature)
    loss, stats = clipped_policy_loss(
        logprobs,
        batch.old_logprobs,
        batch.token_advantages.to(logprobs.device),
        clip_eps=cfg.clip_eps,
        ref_logprobs=batch.ref_logprobs,
        kl_coef=cfg.kl_coef,
    )
    if cfg.denoise_weight > 0:
        targets = denoise_batch(
            run.model,
            run.processor,
            batch.samples,
            bd_size=run.spec.bd_size,
            mask_id=run.spec.mask_id,
            generator=generator,
        )
        _, _, denoise_loss = three_stream_loss(run.model, targets, 1.0)
        loss = loss + cfg.denoise_weight * denoise_loss
        stats["denoise_loss"] = float(denoise_loss.detach())
    return loss, stats


# --- held-out evaluation -------------------------------------------------------------------------


def evaluate_held_out(run: GrpoRun, rollouts: Rollouts) -> dict:
    """`heldout_eval` at the current step, appended to the log."""
    cfg = run.cfg
    sampled = None
    if cfg.eval_samples:
        sampled = (cfg.eval_samples, cfg.temperature, cfg.seed)
    metrics = heldout_eval(
        rollouts,
        run.held_out,
        max_new_tokens=cfg.max_new_tokens,
        reward_config=run.reward_config,
        tokenizer=run.processor.tokenizer,
        sampled=sampled,
    )
    run.log["eval"].append({"step": run.step, "elapsed_s": round(run.elapsed, 1), **metrics})
    return metrics


if __name__ == "__main__":
    main()
