"""Where GRPO's completions come from: the weights being trained, in process or through a server.

The GRPO loop sees one interface, `Rollouts` (draw sampled groups, decode the held-out pages
greedily, follow the weights after each optimizer step), and the command picks its implementation
once, at start-up:

- `InProcessRollouts`: `model.generate` on the weights being trained, and `training.scoring`'s
  reference gravity decoder for held-out decodes (TPF counted as `training.scoring` counts it).
- `ServerRollouts`: a running gravity SGLang server. After every optimizer step the folder is
  saved and the server reloads it (SGLang's `/update_weights_from_disk`); then its
  log-probabilities on one held-out page are compared with the trained weights', and the run stops
  if they differ. Stock SGLang 0.5.23's reload keeps its vision-embedding cache, so an image seen
  before a reload would keep the old vision tower's features; the plugin clears that cache on
  every weight update (a server without the plugin needs `SGLANG_VLM_CACHE_SIZE_MB=0`). TPF comes
  from `spec_tokens_details`.

Both sample from softmax(logits / T) with top-k / top-p off, and cut each completion after its first
EOS (kept, so that the loss also teaches where to stop).
"""

from __future__ import annotations

import pathlib
from abc import ABC, abstractmethod
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import torch

from sglang_gravity.launcher.client import chat, chat_messages, tokens_per_forward
from sglang_gravity.training.data import TASKS, Sample, chat_inputs
from sglang_gravity.training.grpo_loss import causal_batch, completion_logprobs
from sglang_gravity.training.model import save_served_folder
from sglang_gravity.training.scoring import evaluate, records_tpf

Groups = list[list[list[int]]]  # [prompt][completion] -> token ids, prompt-major


@dataclass
class GreedyDecodes:
    """Greedy decodes of held-out samples: the texts in sample order, and tokens per forward by
    task and over all of them ('all')."""

    predictions: list[str]
    tpf: dict[str, float]


class Rollouts(ABC):
    """What the GRPO loop decodes with; the two implementations differ in where the weights run."""

    @abstractmethod
    def sample(
        self, samples: list[Sample], *, group_size: int, temperature: float, max_new_tokens: int
    ) -> Groups:
        """group_size completions per sample from softmax(logits / temperature) of the current
        weights, each cut after its first EOS."""

    @abstractmethod
    def greedy(self, samples: list[Sample], *, max_new_tokens: int) -> GreedyDecodes:
        """Greedy gravity decodes of the samples, with their tokens per forward."""

    @abstractmethod
    def sync_weights(self, step: int) -> None:
        """Decode with the trained weights after `step` optimizer steps from here on (step 0: the
        initial checkpoint)."""


def cut_at_eos(ids: list[int], eos_ids: set[int]) -> list[int]:
    """ids up to and including the first EOS (all of them when none)."""
    for i, tok in enumerate(ids):
        if tok in eos_ids:
            return ids[: i + 1]
    return ids


# --- sampling in process --------------------------------------------------------------------------


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


# --- the server protocol --------------------------------------------------------------------------


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


# --- the two rollouts -----------------------------------------------------------------------------


class InProcessRollouts(Rollouts):
    """The model being trained decodes: `generate` for samples, the reference gravity decoder of
    `training.scoring` for greedy decodes."""

    def __init__(self, model, processor, *, mask_id: int, bd_size: int) -> None:
        self.model, self.processor = model, processor
        self.mask_id, self.bd_size = mask_id, bd_size

    def sample(
        self, samples: list[Sample], *, group_size: int, temperature: float, max_new_tokens: int
    ) -> Groups:
        return [
            sample_in_process(
                self.model,
                self.processor,
                s,
                group_size=group_size,
                temperature=temperature,
                max_new_tokens=max_new_tokens,
            )
            for s in samples
        ]

    def greedy(self, samples: list[Sample], *, max_new_tokens: int) -> GreedyDecodes:
        records = evaluate(
            self.model,
            self.processor,
            samples,
            mask_id=self.mask_id,
            bd_size=self.bd_size,
            max_new_tokens=max_new_tokens,
        )
        tpf = {task: records_tpf([r for r in records if r.task == task]) for task in TASKS}
        tpf["all"] = records_tpf(records)
        return GreedyDecodes([r.prediction for r in records], tpf)

    def sync_weights(self, step: int) -> None:
        """Nothing to do: the weights being trained are the ones that decode."""


class ServerRollouts(Rollouts):
    """A running gravity server, reloaded from the saved folder after every optimizer step and
    checked to serve the trained weights (`check_served_weights` on one held-out page)."""

    def __init__(
        self,
        url: str,
        model,
        processor,
        *,
        initial_folder: pathlib.Path,
        out: pathlib.Path,
        block_diffusion: dict,
        check_sample: Sample,
        logprob_tol: float,
        timeout: float,
    ) -> None:
        self.url, self.model, self.processor = url, model, processor
        self.initial_folder, self.out, self.block_diffusion = initial_folder, out, block_diffusion
        self.check_sample, self.logprob_tol, self.timeout = check_sample, logprob_tol, timeout

    def sample(
        self, samples: list[Sample], *, group_size: int, temperature: float, max_new_tokens: int
    ) -> Groups:
        return sample_from_server(
            self.url,
            samples,
            group_size=group_size,
            temperature=temperature,
            max_new_tokens=max_new_tokens,
            eos_ids=list(self.model.generation_config.eos_token_id),
            timeout=self.timeout,
        )

    def greedy(self, samples: list[Sample], *, max_new_tokens: int) -> GreedyDecodes:
        def one(sample: Sample):
            messages = chat_messages(sample.prompt, sample.image)
            return chat(self.url, messages, max_tokens=max_new_tokens, timeout=self.timeout)

        with ThreadPoolExecutor(max_workers=min(16, len(samples))) as pool:
            completions = list(pool.map(one, samples))
        tpf = {
            task: tokens_per_forward(c.spec for c, s in zip(completions, samples) if s.task == task)
            or 0.0
            for task in {s.task for s in samples}
        }
        tpf["all"] = tokens_per_forward(c.spec for c in completions) or 0.0
        return GreedyDecodes([c.text for c in completions], tpf)

    def sync_weights(self, step: int) -> None:
        """Reload the server from the initial checkpoint (step 0) or from the trained weights,
        saved to the output folder first (a resumed run's differ from the initial ones), then
        check what it serves (unless the tolerance is <= 0)."""
        folder = self.initial_folder
        if step:
            folder = save_served_folder(self.model, self.processor, self.out, self.block_diffusion)
        push_weights(self.url, folder, str(step), self.timeout)
        if self.logprob_tol > 0:
            check_served_weights(
                self.url,
                self.model,
                self.processor,
                self.check_sample,
                tol=self.logprob_tol,
                timeout=self.timeout,
            )
