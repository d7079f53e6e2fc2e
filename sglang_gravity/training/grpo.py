"""GRPO on a gravity checkpoint through its causal path, with task-aware OCR rewards.

    python -m sglang_gravity.training.grpo --init-from models/gravity-demo --data synthetic --out runs/grpo
    python -m sglang_gravity.training.grpo --init-from CKPT --data train.jsonl --out OUT \\
        --server http://127.0.0.1:30000 --device cuda

One step: `--prompts-per-step` prompts, `--group-size` completions each, sampled at `--temperature`
(no top-k / top-p, so the sampling policy is softmax(logits / T)) from the current weights: through
a running gravity SGLang server (`--server`; after every optimizer step the folder is saved and the
server reloads it with SGLang's `/update_weights_from_disk`), or in process with `model.generate`.
Stock SGLang 0.5.23's reload leaves its vision-embedding cache in place, so an image seen before
a reload would keep the old vision tower's features; the plugin clears that cache on every weight
update (a server without the plugin needs `SGLANG_VLM_CACHE_SIZE_MB=0`). After every reload the server's log-probabilities on one held-out page are
compared with the trained weights' (`--served-logprob-tol`), and the run stops if they differ.
Rewards come from `grpo_rewards` (the evaluation metrics per task). Advantages are group-normalized;
the loss is the clipped PPO-style surrogate over the completion tokens (token-level mean), with the
old log-probabilities recomputed from the sampling weights before the update, plus `--kl-coef` times
the per-token k3 estimate of KL(policy || initial model). Log-probabilities come from one ordinary
causal forward over prompt + completion: GRPO trains the causal (verify / AR) path only.

The denoising streams are not trained by GRPO, so moving the causal path can leave the drafts
behind and lower acceptance (tokens per forward). `--denoise-weight w` adds w times the
three-stream objective's denoising loss (`training.objective`, masked streams only) on the batch's
reference targets, to hold the drafts to the data. Held-out evals report each task's OCR metrics
(greedy) and tokens per forward (TPF) of the gravity decode: in process through the reference
decoder of `training.evaluate`, or through the server (`spec_tokens_details`).

The output folder is a servable checkpoint (the layout `train.py` writes, `block_diffusion.json`
copied from the initial checkpoint) plus `grpo_config.json` (the resolved configuration) and
`grpo_log.json` (per-step statistics and held-out evals). `--resume` continues from the state file
(`OUT.state.pt`: model, optimizer, step, RNG, data position, log, config with the reference path).
"""

from __future__ import annotations

import argparse
import json
import pathlib
import time
from concurrent.futures import ThreadPoolExecutor

import torch
from tqdm import tqdm

from sglang_gravity.config import BLOCK_DIFFUSION_FILE, load_block_diffusion
from sglang_gravity.launcher.client import chat, chat_messages, tokens_per_forward
from sglang_gravity.training.data import TASKS, Sample, chat_inputs, held_out_samples, make_sample
from sglang_gravity.training.evaluate import Record, edit_distance, evaluate
from sglang_gravity.training.model import save_served_folder
from sglang_gravity.training.objective import (
    IGNORE,
    PackedBatch,
    PackedExample,
    collate,
    pack_example,
    prompt_rope,
    response_ids,
    three_stream_loss,
)
from sglang_gravity.training.ocr_metrics import primary_metric, score
from sglang_gravity.training.rewards import RewardConfig, reward

CONFIG_FILE = "grpo_config.json"
LOG_FILE = "grpo_log.json"
DEFAULT_STEPS = 100
# Synthetic GRPO prompts: training-range seeds (below data.HELD_OUT_SEED0) that the demo
# checkpoint's 60,000 training documents did not use.
SYNTHETIC_SEED0 = 500_000_000


# --- advantages and the loss (pure tensor functions) -----------------------------------------------


def group_advantages(rewards: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    """[P, G] -> [P, G]: (r - mean) / (std + eps) within each group (row); 0 where all are equal.

    std is the sample standard deviation (G - 1 in the denominator). A group whose completions all
    scored the same carries no preference, and gets exactly 0 rather than rounding noise / eps.
    """
    assert rewards.ndim == 2 and rewards.shape[1] >= 2, rewards.shape
    mean = rewards.mean(dim=1, keepdim=True)
    std = rewards.std(dim=1, keepdim=True)
    advantages = (rewards - mean) / (std + eps)
    all_equal = (rewards == rewards[:, :1]).all(dim=1, keepdim=True)
    return torch.where(all_equal, torch.zeros_like(advantages), advantages)


def k3_kl(logprobs: torch.Tensor, ref_logprobs: torch.Tensor) -> torch.Tensor:
    """Per-token k3 estimate of KL(policy || reference): exp(d) - d - 1 with d = ref - policy (>= 0)."""
    d = ref_logprobs - logprobs
    return torch.exp(d) - d - 1


def clipped_policy_loss(
    logprobs: torch.Tensor,
    old_logprobs: torch.Tensor,
    advantages: torch.Tensor,
    *,
    clip_eps: float,
    ref_logprobs: torch.Tensor | None = None,
    kl_coef: float = 0.0,
) -> tuple[torch.Tensor, dict[str, float]]:
    """(loss, stats) over T completion tokens (every completion of the batch, concatenated).

    logprobs [T] (with grad), old_logprobs [T] (the sampling policy), advantages [T] (each token
    has its completion's), ref_logprobs [T] or None. Per token, with r = exp(logprobs - old):
        objective = min(r * A, clip(r, 1 - eps, 1 + eps) * A) - kl_coef * k3(policy, reference)
    and loss = -mean(objective) over all T tokens (token-level mean: a long completion weighs
    by its tokens). stats: pg_loss, kl (mean k3), clip_frac (tokens whose clipped term is the
    smaller, i.e. that get no gradient from the surrogate), ratio (mean r).
    """
    assert logprobs.shape == old_logprobs.shape == advantages.shape, (
        logprobs.shape,
        old_logprobs.shape,
        advantages.shape,
    )
    ratio = torch.exp(logprobs - old_logprobs)
    unclipped = ratio * advantages
    clipped = ratio.clamp(1.0 - clip_eps, 1.0 + clip_eps) * advantages
    surrogate = torch.minimum(unclipped, clipped)
    per_token = -surrogate
    kl = torch.zeros_like(logprobs)
    if ref_logprobs is not None:
        kl = k3_kl(logprobs, ref_logprobs)
        per_token = per_token + kl_coef * kl
    loss = per_token.mean()
    # .item() is a host sync; once per update
    surrogate, kl, ratio = surrogate.detach(), kl.detach(), ratio.detach()
    stats = {
        "pg_loss": float(-surrogate.mean()),
        "kl": float(kl.mean()),
        "clip_frac": float((clipped.detach() < unclipped.detach()).float().mean()),
        "ratio": float(ratio.mean()),
    }
    return loss, stats


def cut_at_eos(ids: list[int], eos_ids: set[int]) -> list[int]:
    """ids up to and including the first EOS (all of them when none)."""
    for i, tok in enumerate(ids):
        if tok in eos_ids:
            return ids[: i + 1]
    return ids


# --- the causal path -----------------------------------------------------------------------------


def causal_example(
    prompt_ids: torch.Tensor,
    prompt_positions: torch.Tensor,
    rope_delta: int,
    completion: torch.Tensor,
) -> PackedExample:
    """prompt_ids [L] + completion [n] as one causal sequence; ar_labels hold the completion at
    the rows that predict it (row L - 1 + i predicts completion[i]); no denoising labels."""
    L, n = prompt_ids.numel(), completion.numel()
    S = L + n
    text_positions = (torch.arange(L, S) + rope_delta).expand(3, n)
    labels = torch.full((S,), IGNORE, dtype=torch.long)
    labels[L - 1 : S - 1] = completion
    return PackedExample(
        input_ids=torch.cat([prompt_ids, completion]),
        position_ids=torch.cat([prompt_positions, text_positions], dim=-1),
        allowed=torch.ones(S, S, dtype=torch.bool).tril(),
        ar_labels=labels,
        denoise_labels=torch.full((S,), IGNORE, dtype=torch.long),
    )


def causal_batch(
    model, processor, samples: list[Sample], completions: list[list[list[int]]]
) -> PackedBatch:
    """One causal sequence per (prompt, completion), prompt-major: completions[p] are samples[p]'s."""
    eos_id = model.generation_config.eos_token_id[0]
    examples, pixel_values, grids = [], [], []
    for sample, group in zip(samples, completions, strict=True):
        inputs = chat_inputs(processor, sample)
        positions, delta = prompt_rope(
            model, inputs["input_ids"], inputs["mm_token_type_ids"], inputs["image_grid_thw"]
        )
        for completion in group:
            examples.append(
                causal_example(inputs["input_ids"][0], positions, delta, torch.tensor(completion))
            )
            pixel_values.append(inputs["pixel_values"])
            grids.append(inputs["image_grid_thw"])
    return collate(examples, pixel_values, grids, pad_id=eos_id)


def denoise_batch(
    model,
    processor,
    samples: list[Sample],
    *,
    bd_size: int,
    mask_id: int,
    generator: torch.Generator,
) -> PackedBatch:
    """The three-stream packing (`training.objective.pack_example`) of the samples' references."""
    eos_id = model.generation_config.eos_token_id[0]
    examples, pixel_values, grids = [], [], []
    for sample in samples:
        inputs = chat_inputs(processor, sample)
        positions, delta = prompt_rope(
            model, inputs["input_ids"], inputs["mm_token_type_ids"], inputs["image_grid_thw"]
        )
        response = response_ids(processor.tokenizer, sample.target, eos_id)
        examples.append(
            pack_example(
                inputs["input_ids"][0],
                positions,
                delta,
                response,
                bd_size=bd_size,
                mask_id=mask_id,
                generator=generator,
            )
        )
        pixel_values.append(inputs["pixel_values"])
        grids.append(inputs["image_grid_thw"])
    return collate(examples, pixel_values, grids, pad_id=eos_id)


def completion_logprobs(model, batch: PackedBatch, temperature: float) -> torch.Tensor:
    """[T] log-probabilities of the completion tokens under softmax(logits / temperature), in
    batch order (example by example, token by token): one ordinary causal forward.

    The image features are placed at the prompts' image tokens here rather than by the model's
    forward, which would also take an image-token id *sampled into a completion* (a young policy
    draws any id) for a placeholder and refuse the batch.
    """
    dev = model.device
    input_ids = batch.input_ids.to(dev)  # [bs, S]
    labels = batch.ar_labels.to(dev)  # [bs, S]
    rows = labels != IGNORE
    prompt_len = rows.int().argmax(dim=1, keepdim=True) + 1  # [bs, 1]: first labelled row + 1
    in_prompt = torch.arange(input_ids.shape[1], device=dev) < prompt_len  # [bs, S]
    image_mask = (input_ids == model.config.image_token_id) & in_prompt
    embeds = model.get_input_embeddings()(input_ids)  # [bs, S, H]
    image = model.model.get_image_features(batch.pixel_values.to(dev), batch.image_grid_thw.to(dev))
    image_embeds = torch.cat(image.pooler_output).to(embeds.dtype)  # [image tokens, H]
    assert int(image_mask.sum()) == image_embeds.shape[0], "image tokens and features disagree"
    embeds = embeds.masked_scatter(image_mask.unsqueeze(-1), image_embeds)
    out = model.model(
        inputs_embeds=embeds,
        position_ids=batch.position_ids.to(dev),
        attention_mask=batch.attention_bias.to(dev),
        use_cache=False,
    )
    logits = model.lm_head(out.last_hidden_state[rows]).float() / temperature  # [T, V]
    picked = logits.gather(-1, labels[rows].unsqueeze(-1)).squeeze(-1)
    return picked - torch.logsumexp(logits, dim=-1)


# --- sampling ------------------------------------------------------------------------------------


def sampling_config(model, *, group_size: int, temperature: float, max_new_tokens: int):
    """`generate`'s config for drawing from softmax(logits / temperature): top-k and top-p off
    (whatever the checkpoint's generation_config says), stopping at the model's EOS ids."""
    from transformers import GenerationConfig

    eos = list(model.generation_config.eos_token_id)
    return GenerationConfig(
        do_sample=True,
        temperature=temperature,
        top_k=0,
        top_p=1.0,
        max_new_tokens=max_new_tokens,
        num_return_sequences=group_size,
        eos_token_id=eos,
        pad_token_id=eos[0],
    )


@torch.no_grad()
def sample_in_process(
    model, processor, sample: Sample, *, group_size: int, temperature: float, max_new_tokens: int
) -> list[list[int]]:
    """group_size completions of one prompt from softmax(logits / temperature), with `generate`."""
    config = sampling_config(
        model, group_size=group_size, temperature=temperature, max_new_tokens=max_new_tokens
    )
    was_training = model.training
    model.eval()
    inputs = chat_inputs(processor, sample)
    out = model.generate(**inputs.to(model.device), generation_config=config)
    model.train(was_training)
    L = inputs["input_ids"].shape[1]
    return [cut_at_eos(row[L:].tolist(), set(config.eos_token_id)) for row in out]


def sample_from_server(
    url: str,
    samples: list[Sample],
    *,
    group_size: int,
    temperature: float,
    max_new_tokens: int,
    eos_ids: list[int],
    timeout: float,
) -> list[list[list[int]]]:
    """group_size completions per prompt from a running server, all requests in flight at once.

    temperature with top_p 1, top_k -1 and min_p 0: the same policy the in-process sampler uses.
    A completion that stopped ends with its EOS (SGLang 0.5.23 returns it in output_ids; were it
    left out, the first EOS id is put back), so that the loss also teaches where to stop.
    """
    jobs = [(p, s) for p, s in enumerate(samples) for _ in range(group_size)]

    def one(sample: Sample) -> list[int]:
        completion = chat(
            url,
            chat_messages(sample.prompt, sample.image),
            max_tokens=max_new_tokens,
            timeout=timeout,
            temperature=temperature,
            top_p=1.0,
            top_k=-1,
            min_p=0.0,
        )
        if completion.status_code != 200:
            raise RuntimeError(f"{url}: HTTP {completion.status_code}: {completion.text[:500]}")
        ids = list(completion.output_ids)
        if completion.finish_reason == "stop" and (not ids or ids[-1] not in eos_ids):
            ids.append(eos_ids[0])
        return cut_at_eos(ids, set(eos_ids))

    with ThreadPoolExecutor(max_workers=min(32, len(jobs))) as pool:
        results = list(pool.map(lambda job: one(job[1]), jobs))
    groups: list[list[list[int]]] = [[] for _ in samples]
    for (p, _), ids in zip(jobs, results):
        groups[p].append(ids)
    return groups


def push_weights(url: str, folder: pathlib.Path, version: str, timeout: float) -> None:
    """Make the server serve the weights saved in `folder` (SGLang's /update_weights_from_disk)."""
    import requests

    body = {"model_path": str(folder.resolve()), "weight_version": version}
    resp = requests.post(f"{url.rstrip('/')}/update_weights_from_disk", json=body, timeout=timeout)
    ok = resp.status_code == 200 and resp.json().get("success")
    if not ok:
        raise RuntimeError(f"{url}/update_weights_from_disk failed: {resp.status_code} {resp.text}")


def served_logprob_gap(url: str, model, processor, sample: Sample, timeout: float) -> float:
    """Max |served - in-process| log-probability over one greedy completion of `sample`.

    The server returns each token's log-probability (gravity serves them exactly, as AR); the
    in-process causal forward of the weights being trained gives the same to float precision
    when the server serves those weights (measured 1e-6 in fp32 on the demo checkpoint).
    """
    import requests

    body = {
        "model": "default",
        "messages": chat_messages(sample.prompt, sample.image),
        "temperature": 0,
        "max_tokens": 32,
        "logprobs": True,
        "top_logprobs": 0,
        "return_output_ids_in_sglext": True,
    }
    resp = requests.post(f"{url.rstrip('/')}/v1/chat/completions", json=body, timeout=timeout)
    if resp.status_code != 200:
        raise RuntimeError(f"{url}: HTTP {resp.status_code}: {resp.text[:500]}")
    data = resp.json()
    ids = data["sglext"]["output_ids"]
    ids = ids[0] if ids and isinstance(ids[0], list) else ids
    served = torch.tensor([t["logprob"] for t in data["choices"][0]["logprobs"]["content"]])
    n = min(len(ids), served.numel())
    was_training = model.training
    model.eval()
    with torch.no_grad():
        local = completion_logprobs(
            model, causal_batch(model, processor, [sample], [[ids[:n]]]), 1.0
        )
    model.train(was_training)
    return float((local.cpu() - served[:n]).abs().max())


STALE_SERVER_HINT = (
    "the server does not serve the weights being trained. SGLang 0.5.23's "
    "/update_weights_from_disk flushes the KV cache but not the vision-embedding cache, so an image "
    "seen before the reload keeps the old vision tower's features: install sglang-gravity in the "
    "server's environment (its plugin clears that cache) or start the server with "
    "SGLANG_VLM_CACHE_SIZE_MB=0. A bf16 server differs from the fp32 trainer by more than float "
    "noise: raise --served-logprob-tol for it."
)


def check_served_weights(url, model, processor, sample: Sample, *, tol: float, timeout: float):
    """Raise unless the server's log-probabilities on `sample` equal the trained weights' (tol)."""
    gap = served_logprob_gap(url, model, processor, sample, timeout)
    if gap > tol:
        raise RuntimeError(
            f"{url}: served log-probabilities differ by {gap:.2e} > {tol}: " + STALE_SERVER_HINT
        )


# --- data and held-out evaluation ----------------------------------------------------------------


def prompt_at(index: int, records, *, seed: int, synthetic_seed0: int) -> Sample:
    """The index-th training prompt: a synthetic document, or the records in a fresh permutation
    per epoch (seeded by seed and epoch), so the data position alone resumes the order."""
    if records is None:
        return make_sample(synthetic_seed0 + index)
    epoch, i = divmod(index, len(records))
    order = torch.randperm(len(records), generator=torch.Generator().manual_seed(seed + epoch))
    return records[int(order[i])].to_sample()


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


def records_tpf(records: list[Record]) -> float:
    """Tokens per forward of in-process decodes, as `training.evaluate.summarize` counts it:
    committed tokens (the prefill's first included) over 2 x rounds."""
    rounds = sum(r.rounds for r in records)
    return sum(r.tokens for r in records if r.rounds) / max(1, 2 * rounds)


def heldout_eval(
    model,
    processor,
    samples: list[Sample],
    *,
    mask_id: int,
    bd_size: int,
    max_new_tokens: int,
    reward_config: RewardConfig,
    server: str | None = None,
    timeout: float = 600.0,
    sampled: tuple[int, float, int] | None = None,
) -> dict:
    """Greedy gravity decode of the held-out samples: per-task scores and TPF, and 'all'.

    sampled = (group_size, temperature, seed) also reports `sampled_reward`, the mean reward of
    group_size completions per sample drawn at the training temperature: the quantity GRPO
    maximizes, where the greedy scores only show what it does to the mode.

    In process: `training.evaluate`'s reference decoder, TPF as `training.evaluate` counts it
    (`records_tpf`). With a server: its greedy chat completions, TPF from spec_tokens_details.
    """
    if server is None:
        records = evaluate(
            model,
            processor,
            samples,
            mask_id=mask_id,
            bd_size=bd_size,
            max_new_tokens=max_new_tokens,
        )
        predictions = [r.prediction for r in records]
        tpf = {task: records_tpf([r for r in records if r.task == task]) for task in TASKS}
        tpf["all"] = records_tpf(records)
    else:

        def one(sample: Sample):
            return chat(
                server,
                chat_messages(sample.prompt, sample.image),
                max_tokens=max_new_tokens,
                timeout=timeout,
            )

        with ThreadPoolExecutor(max_workers=min(16, len(samples))) as pool:
            completions = list(pool.map(one, samples))
        predictions = [c.text for c in completions]
        tpf = {
            task: tokens_per_forward(c.spec for c, s in zip(completions, samples) if s.task == task)
            or 0.0
            for task in {s.task for s in samples}
        }
        tpf["all"] = tokens_per_forward(c.spec for c in completions) or 0.0
    result = task_scores(samples, predictions, reward_config)
    for task in result:
        result[task]["tpf"] = tpf[task]
    result["all"] = {
        "n": len(samples),
        "reward": sum(result[t]["reward"] * result[t]["n"] for t in result) / len(samples),
        "tpf": tpf["all"],
    }
    if sampled is not None:
        group_size, temperature, seed = sampled
        torch.manual_seed(seed)  # the same draws at every eval: a paired before/after comparison
        if server is None:
            groups = [
                sample_in_process(
                    model,
                    processor,
                    s,
                    group_size=group_size,
                    temperature=temperature,
                    max_new_tokens=max_new_tokens,
                )
                for s in samples
            ]
        else:
            groups = sample_from_server(
                server,
                samples,
                group_size=group_size,
                temperature=temperature,
                max_new_tokens=max_new_tokens,
                eos_ids=list(model.generation_config.eos_token_id),
                timeout=timeout,
            )
        decode = processor.tokenizer.decode
        rewards = [
            [
                reward(s.task, decode(c, skip_special_tokens=True), s.target, reward_config)
                for c in g
            ]
            for s, g in zip(samples, groups)
        ]
        for task in [*result]:
            rows = [r for s, r in zip(samples, rewards) if task in (s.task, "all")]
            result[task]["sampled_reward"] = sum(map(sum, rows)) / sum(map(len, rows))
    return result


# --- the script ----------------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--init-from", required=True, help="gravity checkpoint folder to start from")
    p.add_argument(
        "--data",
        required=True,
        help="'synthetic' (training.data's generator) or a JSONL file / saved datasets folder of "
        "{image, prompt, target} records (training.records)",
    )
    p.add_argument("--out", required=True, help="servable checkpoint folder to write")
    p.add_argument(
        "--server",
        help="base URL of a gravity SGLang server started on --init-from: sample there and reload "
        "it with each step's weights (/update_weights_from_disk); default: sample in process",
    )
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
    return p.parse_args(argv)


PER_RUN = (
    "resume",
    "state",
    "server",
    "server_timeout",
    "served_logprob_tol",
    "threads",
)  # not part of the run


def resolve_config(args: argparse.Namespace) -> dict:
    """The run's configuration (saved as grpo_config.json); the reference model is the start."""
    if args.group_size < 2:
        raise SystemExit("--group-size must be at least 2 (advantages are relative to the group)")
    if args.temperature <= 0:
        raise SystemExit("--temperature must be > 0 (GRPO samples; greedy groups carry no signal)")
    RewardConfig(args.table_structure_weight)  # validates
    cfg = {k: v for k, v in vars(args).items() if k not in PER_RUN}
    cfg["steps"] = DEFAULT_STEPS if args.steps is None else args.steps
    cfg["ref_model"] = args.init_from
    return cfg


def load_records(spec: str):
    """None for 'synthetic', else the records of a JSONL file or saved dataset folder, each
    checked to be rewardable (a table target must hold a <table>) before any step runs."""
    if spec == "synthetic":
        return None
    from sglang_gravity.training.records import read_records

    records = read_records(spec)
    for record in records:
        try:
            reward(record.task, record.target, record.target)
        except ValueError as error:
            raise SystemExit(f"{record.source}: target cannot be rewarded: {error}") from None
    return records


def load_policy(path: str, cfg: dict):
    from transformers import AutoModelForImageTextToText, AutoProcessor

    processor = AutoProcessor.from_pretrained(path)
    model = AutoModelForImageTextToText.from_pretrained(path, dtype=torch.float32)
    eos = model.generation_config.eos_token_id
    model.generation_config.eos_token_id = [eos] if isinstance(eos, int) else list(eos)
    model.set_attn_implementation(cfg["attn_implementation"])
    return model.to(cfg["device"]), processor


def step_seed(seed: int, step: int) -> int:
    """The seed of one step's sampling and masking: a pure f(seed, step), so a resumed run
    draws what the uninterrupted one drew."""
    return (seed * 1_000_003 + step) % (2**63)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    torch.set_num_threads(args.threads)
    out = pathlib.Path(args.out)
    state_path = pathlib.Path(args.state or f"{out}.state.pt")
    state = torch.load(state_path, weights_only=False) if args.resume else None
    cfg = state["config"] if state else resolve_config(args)
    if state and args.steps is not None:
        cfg["steps"] = args.steps  # e.g. continue a finished run for more steps
    print(json.dumps(cfg, indent=2))
    reward_config = RewardConfig(cfg["table_structure_weight"])

    model, processor = load_policy(cfg["init_from"], cfg)
    model.train()
    ref_model = None
    if cfg["kl_coef"] > 0:
        ref_model, _ = load_policy(cfg["ref_model"], cfg)
        ref_model.eval().requires_grad_(False)
    spec = load_block_diffusion(cfg["init_from"])
    block_diffusion = json.loads(
        (pathlib.Path(cfg["init_from"]) / BLOCK_DIFFUSION_FILE).read_text()
    )
    eos_ids = list(model.generation_config.eos_token_id)
    optimizer = torch.optim.AdamW(
        model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"], betas=(0.9, 0.95)
    )
    records = load_records(cfg["data"])
    eval_records = load_records(cfg["eval_data"])
    if eval_records is None:
        held_out = [s for task in TASKS for s in held_out_samples(cfg["eval_n"], task)]
    else:
        # the first --eval-n records of each task, as train.py's --eval-data
        held_out = [
            r.to_sample()
            for task in TASKS
            for r in [r for r in eval_records if r.task == task][: cfg["eval_n"]]
        ]

    step, next_prompt, elapsed = 0, 0, 0.0
    log: dict = {"config": cfg, "block_diffusion": block_diffusion, "train": [], "eval": []}
    if state:
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        torch.set_rng_state(state["rng"])
        step, next_prompt = state["step"], state["next_prompt"]
        elapsed, log = state["elapsed_s"], state["log"]
    server = args.server
    if server:
        # the server must serve what is trained from here on (a resumed run's weights differ)
        if step:
            save_served_folder(model, processor, out, block_diffusion)
        push_weights(server, out if step else pathlib.Path(cfg["init_from"]), str(step),
                     args.server_timeout)  # fmt: skip

    def check_server() -> None:
        if server and args.served_logprob_tol > 0:
            check_served_weights(server, model, processor, held_out[0],
                                 tol=args.served_logprob_tol, timeout=args.server_timeout)  # fmt: skip

    check_server()

    def run_eval() -> dict:
        metrics = heldout_eval(
            model,
            processor,
            held_out,
            mask_id=spec.mask_id,
            bd_size=spec.bd_size,
            max_new_tokens=cfg["max_new_tokens"],
            reward_config=reward_config,
            server=server,
            timeout=args.server_timeout,
            sampled=(cfg["eval_samples"], cfg["temperature"], cfg["seed"])
            if cfg["eval_samples"]
            else None,
        )
        log["eval"].append({"step": step, "elapsed_s": round(elapsed, 1), **metrics})
        return metrics

    def save() -> None:
        log["elapsed_s"] = round(elapsed, 1)
        save_served_folder(model, processor, out, block_diffusion)
        (out / CONFIG_FILE).write_text(json.dumps(cfg, indent=2) + "\n")
        (out / LOG_FILE).write_text(json.dumps(log, indent=1) + "\n")
        torch.save(
            {
                "model": model.state_dict(),
                "optimizer": optimizer.state_dict(),
                "rng": torch.get_rng_state(),
                "step": step,
                "next_prompt": next_prompt,
                "elapsed_s": elapsed,
                "config": cfg,
                "log": log,
            },
            state_path,
        )

    if not log["eval"]:
        metrics = run_eval()
        print(f"step 0 held-out: {json.dumps(metrics)}")
    tpf = log["eval"][-1]["all"]["tpf"]
    bar = tqdm(total=cfg["steps"], initial=step, dynamic_ncols=True)
    while step < cfg["steps"]:
        t0 = time.perf_counter()
        torch.manual_seed(step_seed(cfg["seed"], step))
        generator = torch.Generator().manual_seed(step_seed(cfg["seed"], step))
        samples = [
            prompt_at(
                next_prompt + i, records, seed=cfg["seed"], synthetic_seed0=cfg["synthetic_seed0"]
            )
            for i in range(cfg["prompts_per_step"])
        ]
        next_prompt += len(samples)
        G, T = cfg["group_size"], cfg["temperature"]
        if server:
            completions = sample_from_server(
                server,
                samples,
                group_size=G,
                temperature=T,
                max_new_tokens=cfg["max_new_tokens"],
                eos_ids=eos_ids,
                timeout=args.server_timeout,
            )
        else:
            completions = [
                sample_in_process(
                    model,
                    processor,
                    s,
                    group_size=G,
                    temperature=T,
                    max_new_tokens=cfg["max_new_tokens"],
                )
                for s in samples
            ]
        rewards = torch.tensor(
            [
                [
                    reward(
                        s.task,
                        processor.tokenizer.decode(c, skip_special_tokens=True),
                        s.target,
                        reward_config,
                    )  # fmt: skip
                    for c in group
                ]
                for s, group in zip(samples, completions)
            ]
        )  # [P, G]
        advantages = group_advantages(rewards, cfg["adv_eps"])  # [P, G]
        lengths = torch.tensor([len(c) for group in completions for c in group])
        token_advantages = advantages.reshape(-1).repeat_interleave(lengths)  # [T]
        batch = causal_batch(model, processor, samples, completions)
        with torch.no_grad():
            old_logprobs = completion_logprobs(model, batch, T)
            ref_logprobs = completion_logprobs(ref_model, batch, T) if ref_model else None

        lr = cfg["lr"] * min(1.0, (step + 1) / max(1, cfg["warmup"]))
        for group in optimizer.param_groups:
            group["lr"] = lr
        stats_sum: dict[str, float] = {}
        for _ in range(cfg["updates_per_batch"]):
            logprobs = completion_logprobs(model, batch, T)
            loss, stats = clipped_policy_loss(
                logprobs,
                old_logprobs,
                token_advantages.to(logprobs.device),
                clip_eps=cfg["clip_eps"],
                ref_logprobs=ref_logprobs,
                kl_coef=cfg["kl_coef"],
            )
            if cfg["denoise_weight"] > 0:
                targets = denoise_batch(
                    model,
                    processor,
                    samples,
                    bd_size=spec.bd_size,
                    mask_id=spec.mask_id,
                    generator=generator,
                )
                _, _, denoise_loss = three_stream_loss(model, targets, 1.0)
                loss = loss + cfg["denoise_weight"] * denoise_loss
                stats["denoise_loss"] = float(denoise_loss.detach())
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["grad_clip"])
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            for k, v in stats.items():
                stats_sum[k] = stats_sum.get(k, 0.0) + v / cfg["updates_per_batch"]
        step += 1
        elapsed += time.perf_counter() - t0
        if server:
            save_served_folder(model, processor, out, block_diffusion)
            push_weights(server, out, str(step), args.server_timeout)
            check_server()

        point = {
            "step": step,
            "lr": lr,
            "reward": round(float(rewards.mean()), 4),
            "reward_std": round(float(rewards.std(dim=1).mean()), 4),
            "groups_with_signal": int((advantages != 0).any(dim=1).sum()),
            "tokens": int(lengths.sum()),
            "elapsed_s": round(elapsed, 1),
        }
        log["train"].append(point | {k: round(v, 5) for k, v in stats_sum.items()})
        if step % cfg["eval_every"] == 0 or step == cfg["steps"]:
            metrics = run_eval()
            tpf = metrics["all"]["tpf"]
            bar.write(f"step {step} held-out: {json.dumps(metrics)}")
        bar.update(1)
        bar.set_postfix(
            reward=f"{point['reward']:.3f}", kl=f"{stats_sum['kl']:.4f}", tpf=f"{tpf:.2f}"
        )
        if step % cfg["save_every"] == 0 or step == cfg["steps"]:
            save()
    bar.close()
    if step == 0 or not (out / CONFIG_FILE).exists():
        save()
    first, last = log["eval"][0], log["eval"][-1]
    print_comparison(first, last)
    print(f"done: {step} steps, {elapsed / 60:.1f} min, folder {out}")


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


if __name__ == "__main__":
    main()
