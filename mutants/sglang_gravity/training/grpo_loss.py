"""The GRPO objective: group-normalized advantages, the clipped surrogate with its KL term, and the
causal-path log-probabilities they are computed from.

Advantages and the loss are pure tensor functions. The causal path
packs prompt + completion as one ordinary causal sequence, because GRPO trains the verify / AR path
only; `denoise_batch` packs the three-stream objective's batch for the optional denoising term that
holds the drafts to the data.
"""

from __future__ import annotations

import torch

from sglang_gravity.training.data import Sample, chat_inputs
from sglang_gravity.training.objective import (
    IGNORE,
    PackedBatch,
    PackedExample,
    collate,
    pack_example,
    prompt_rope,
    response_ids,
)

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
