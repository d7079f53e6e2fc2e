"""Train GLM-OCR's MTP (next-N prediction) layer on a frozen checkpoint, for SGLang's NEXTN.

    python -m sglang_gravity.training.mtp --base models/gravity-demo --out models/gravity-demo-mtp

The real GLM-OCR checkpoint ships one MTP layer (`num_nextn_predict_layers: 1`), which SGLang
serves with `--speculative-algorithm NEXTN` through `GlmOcrForConditionalGenerationNextN`. To set
that peer beside gravity on the *same* weights, this command trains such a layer on top of a
frozen gravity checkpoint: the base weights never change, so neither do AR's or gravity's outputs.

**What the layer computes** (SGLang 0.5.23 `models/glm_ocr_nextn.py`, whose conventions are the
ones trained here). At draft position p the layer takes the target's input embedding of the token
at p + 1 (`e`: a token embedding, or the vision feature at an image position) and the target's
final-normed hidden state at p (`h`: the row the lm_head reads), and predicts the token at p + 2:

    x = eh_proj([enorm(e_{p+1}), hnorm(h_p)]);  g_p = shared_head.norm(decoder(x));  logits = lm_head(g_p)

at p's own (M-RoPE) position, attending causally to the layer's keys at positions <= p. The
embedding and lm_head are the target's (SGLang shares them; they are frozen here). With
`--speculative-num-steps 3` SGLang runs the same layer three times per round: step k >= 2 at
position q takes the previous step's draft token (teacher-forced here: its true value, the only
case in which acceptance continues) and, as `h`, the previous step's output `g` at q - 1; it
attends to step 1's keys at positions <= q - k + 1 and to step m's key at q - k + m (m = 2..k):
the draft KV cache holds step-1 keys for committed positions and each later step appends one.
`--unroll K` trains steps 1..K exactly so (`stream_attention`); loss = mean over steps of each
step's mean cross-entropy over the response tokens it predicts.

**The saved folder** is a draft-only checkpoint: the base's config with
`text_config.num_nextn_predict_layers = 1`, its tokenizer and processor files, and
`model.safetensors` holding only the layer, under GLM-OCR's names
(`model.language_model.layers.{num_hidden_layers}.{eh_proj,enorm,hnorm,shared_head.norm,...}`).
Serve it beside the unchanged base:

    python -m sglang.launch_server --model-path BASE --speculative-algorithm NEXTN \\
        --speculative-draft-model-path OUT --speculative-num-steps 3 \\
        --speculative-eagle-topk 1 --speculative-num-draft-tokens 4
"""

from __future__ import annotations

import argparse
import json
import pathlib
import shutil
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.functional as F
from tqdm import tqdm

from sglang_gravity.training.configs import MtpConfig
from sglang_gravity.training.data import TASKS, held_out_samples, make_sample
from sglang_gravity.training.loop import (
    LossWindow,
    Schedule,
    Trainer,
    lr_at,  # warm-up, cosine to lr / 10 (min_ratio)
    run_steps,
)
from sglang_gravity.training.objective import EncodedExample, encode_sample, prompt_rope

NEXTN_FIELD = "num_nextn_predict_layers"
MTP_LOG_FILE = "mtp_training_log.json"
# Files of the base folder a draft folder carries (SGLang reads the draft's own config; the
# tokenizer and processor files keep the folder loadable on its own).
CARRIED_FILES = (
    "chat_template.jinja",
    "generation_config.json",
    "processor_config.json",
    "tokenizer.json",
    "tokenizer_config.json",
)
# The layer's own tensors, beside the decoder layer's: SGLang's nextn_spec_weight_names.
SPEC_NAMES = ("eh_proj.weight", "enorm.weight", "hnorm.weight", "shared_head.norm.weight")


# --- pure pieces ---------------------------------------------------------------------------------


def stream_attention(length: int, steps: int) -> torch.Tensor:
    """[steps * length, steps * length] bool (True = may attend) over the streams [S1 .. Sk].

    Row q of stream 1 sees stream 1 at positions <= q. Row q of stream k >= 2 sees stream 1 at
    positions <= q - k + 1 and stream m (2 <= m <= k) at position q - k + m only: what SGLang's
    draft KV cache holds when step k runs at q (see the module docstring).
    """
    assert length >= 1 and steps >= 1, (length, steps)
    n = steps * length
    allowed = torch.zeros(n, n, dtype=torch.bool)
    allowed[:length, :length] = torch.ones(length, length, dtype=torch.bool).tril()
    for k in range(2, steps + 1):
        for q in range(length):
            row = (k - 1) * length + q
            first_visible = q - k + 1  # stream 1 up to here
            if first_visible >= 0:
                allowed[row, : first_visible + 1] = True
            for m in range(2, k + 1):
                col = q - k + m
                if col >= 0:
                    allowed[row, (m - 1) * length + col] = True
    return allowed


def stream_labels(ids: torch.Tensor, prompt_len: int, steps: int) -> torch.Tensor:
    """[steps, S - 1] int64 labels: position p predicts ids[p + 2]; -100 where no draft is made.

    Step 1 drafts from the prompt's last position on (p >= L - 1: the first draft after prefill
    predicts the response's second token); step k >= 2 drafts at p >= L + k - 2 (its input token
    is step k - 1's draft). Nothing is predicted past the sequence end.
    """
    S = ids.numel()
    labels = torch.full((steps, S - 1), -100, dtype=torch.long)
    for k in range(1, steps + 1):
        first = prompt_len - 1 + (k - 1)
        for p in range(first, S - 2):
            labels[k - 1, p] = ids[p + 2]
    return labels


def chain_accepts(correct: torch.Tensor) -> torch.Tensor:
    """Accepted drafts per round from per-step correctness [steps, P] (bool; teacher-forced):
    the number of leading steps that are correct at each position, [P] int64."""
    return torch.cumprod(correct.long(), dim=0).sum(dim=0)


def mtp_tensor_names(layer_index: int, module_names: Sequence[str]) -> dict[str, str]:
    """Checkpoint name of each of `MtpLayer`'s parameters (GLM-OCR's MTP layout)."""
    prefix = f"model.language_model.layers.{layer_index}."
    out = {}
    for name in module_names:
        if name.startswith("decoder."):
            out[name] = prefix + name[len("decoder.") :]
        elif name == "shared_head_norm.weight":
            out[name] = prefix + "shared_head.norm.weight"
        else:
            out[name] = prefix + name
    return out


def nextn_config(base_config: dict) -> dict:
    """The base's config.json with one MTP layer declared (in text_config, as GLM-OCR's)."""
    config = json.loads(json.dumps(base_config))
    config["text_config"][NEXTN_FIELD] = 1
    return config


# --- the layer -----------------------------------------------------------------------------------


class MtpLayer(torch.nn.Module):
    """GLM's MTP layer with HF's GLM-OCR decoder layer inside (names as SGLang loads them)."""

    def __init__(self, text_config) -> None:
        super().__init__()
        from transformers.models.glm_ocr.modeling_glm_ocr import (
            GlmOcrRMSNorm,
            GlmOcrTextDecoderLayer,
        )

        hidden, eps = text_config.hidden_size, text_config.rms_norm_eps
        self.layer_index = text_config.num_hidden_layers
        self.enorm = GlmOcrRMSNorm(hidden, eps=eps)
        self.hnorm = GlmOcrRMSNorm(hidden, eps=eps)
        self.eh_proj = torch.nn.Linear(2 * hidden, hidden, bias=False)
        self.decoder = GlmOcrTextDecoderLayer(text_config, self.layer_index)
        self.shared_head_norm = GlmOcrRMSNorm(hidden, eps=eps)

    def forward(
        self,
        embeds: torch.Tensor,  # [1, N, H]
        hidden: torch.Tensor,  # [1, N, H]
        position_embeddings: tuple[torch.Tensor, torch.Tensor],
        attention_bias: torch.Tensor,  # [1, 1, N, N] additive
    ) -> torch.Tensor:
        x = self.eh_proj(torch.cat([self.enorm(embeds), self.hnorm(hidden)], dim=-1))
        x = self.decoder(x, position_embeddings=position_embeddings, attention_mask=attention_bias)
        return self.shared_head_norm(x)

    @torch.no_grad()
    def init_from(self, model, *, seed: int) -> None:
        """Decoder from the base's last layer, shared_head.norm from its final norm, eh_proj
        LeCun-normal: a start whose output the frozen lm_head already reads."""
        text = model.model.language_model
        self.decoder.load_state_dict(text.layers[-1].state_dict())
        self.shared_head_norm.weight.copy_(text.norm.weight)
        gen = torch.Generator().manual_seed(seed)
        w = self.eh_proj.weight
        w.copy_(torch.randn(w.shape, generator=gen) * w.shape[1] ** -0.5)

    def checkpoint_tensors(self) -> dict[str, torch.Tensor]:
        """The layer's tensors under their checkpoint names (fp32, contiguous)."""
        state = self.state_dict()
        names = mtp_tensor_names(self.layer_index, list(state))
        return {names[k]: v.detach().float().contiguous() for k, v in state.items()}


# --- the frozen base's view of one example --------------------------------------------------------


@dataclass
class BaseStates:
    """What the target gives the MTP layer for one sequence (prompt + response), S tokens."""

    ids: torch.Tensor  # [S]
    embeds: torch.Tensor  # [S, H] the target's input embeddings (vision features at image tokens)
    hidden: torch.Tensor  # [S, H] the target's final-normed hidden states
    positions: torch.Tensor  # [3, S] M-RoPE positions
    prompt_len: int


@torch.no_grad()
def base_states(model, example: EncodedExample) -> BaseStates:
    """One causal forward of the frozen base over the prompt and the response."""
    prompt = example.input_ids[0]
    ids = torch.cat([prompt, example.response])
    positions, delta = prompt_rope(
        model, example.input_ids, example.mm_token_type_ids, example.image_grid_thw
    )
    L, n = prompt.numel(), example.response.numel()
    text = (torch.arange(L, L + n) + delta).expand(3, n)
    positions = torch.cat([positions, text], dim=-1)
    core = model.model
    embeds = core.get_input_embeddings()(ids[None])
    image = core.get_image_features(
        example.pixel_values, example.image_grid_thw, return_dict=True
    ).pooler_output
    image = torch.cat(image, dim=0).to(embeds.dtype)
    image_mask, _ = core.get_placeholder_mask(ids[None], embeds, image_features=image)
    embeds = embeds.masked_scatter(image_mask, image)
    out = core.language_model(
        inputs_embeds=embeds, position_ids=positions[:, None], use_cache=False
    )
    return BaseStates(ids, embeds[0], out.last_hidden_state[0], positions, L)


def mtp_logits(layer: MtpLayer, model, states: BaseStates, steps: int) -> list[torch.Tensor]:
    """Each step's logits [S - 1, V] over draft positions 0 .. S-2, steps run as SGLang runs
    them (step k's hidden input is step k-1's output one position earlier)."""
    T = states.ids.numel() - 1
    embeds = states.embeds[1:]  # position p takes the embedding of the token at p + 1
    rotary = model.model.language_model.rotary_emb
    pos = states.positions[:, :T]
    outputs: list[torch.Tensor] = []
    hidden_in = [states.hidden[:T]]
    for k in range(1, steps + 1):
        allowed = stream_attention(T, k)
        bias = torch.zeros(allowed.shape).masked_fill(~allowed, torch.finfo(torch.float32).min)
        stream_pos = pos.repeat(1, k)[:, None]  # [3, 1, k*T]
        cos_sin = rotary(embeds, position_ids=stream_pos)
        x = layer(
            embeds.repeat(k, 1)[None],
            torch.cat(hidden_in)[None],
            cos_sin,
            bias[None, None],
        )[0]
        g = x[(k - 1) * T :]
        outputs.append(g)
        # step k + 1 at q reads step k's output at q - 1 (nothing before position 0)
        hidden_in.append(torch.cat([torch.zeros_like(g[:1]), g[:-1]]))
    return [model.lm_head(g) for g in outputs]


def mtp_loss(layer: MtpLayer, model, states: BaseStates, steps: int) -> tuple[torch.Tensor, list]:
    """(mean over steps of each step's mean CE, per-step (correct, total) counts)."""
    labels = stream_labels(states.ids, states.prompt_len, steps)
    losses, counts = [], []
    for k, logits in enumerate(mtp_logits(layer, model, states, steps)):
        rows = labels[k] != -100
        if not rows.any():  # an answer too short for step k: no draft to score (CE would be NaN)
            counts.append((0, 0))
            continue
        losses.append(F.cross_entropy(logits[rows].float(), labels[k][rows]))
        correct = int((logits[rows].argmax(-1) == labels[k][rows]).sum())
        counts.append((correct, int(rows.sum())))
    if not losses:
        return logits.sum() * 0.0, counts
    return torch.stack(losses).mean(), counts


# --- evaluation, saving, the loop ---------------------------------------------------------------


@torch.no_grad()
def evaluate(layer: MtpLayer, model, examples: list[EncodedExample], steps: int) -> dict:
    """Teacher-forced acceptance on held-out pages, per task: each step's top-1 accuracy and
    the mean accepted drafts of a `steps`-step chain started at every response position."""
    by_task: dict[str, list[torch.Tensor]] = {}
    step_hits: dict[str, list[list[int]]] = {}
    for example in examples:
        states = base_states(model, example)
        labels = stream_labels(states.ids, states.prompt_len, steps)
        logits = mtp_logits(layer, model, states, steps)
        first = states.prompt_len - 1
        T = states.ids.numel() - 1
        # position p's chain: step k runs at p + k - 1 and predicts ids[p + k + 1]
        correct = torch.zeros(steps, T, dtype=torch.bool)
        for k in range(steps):
            hit = (logits[k].argmax(-1) == labels[k]) & (labels[k] != -100)
            correct[k, : T - k] = hit[k:]
        chains = chain_accepts(correct[:, first : T - 1])
        by_task.setdefault(example.task, []).append(chains.float())
        hits = step_hits.setdefault(example.task, [[0, 0] for _ in range(steps)])
        for k in range(steps):
            rows = labels[k] != -100
            hits[k][0] += int((logits[k].argmax(-1)[rows] == labels[k][rows]).sum())
            hits[k][1] += int(rows.sum())
    return {
        task: {
            "accepted_drafts_per_round": round(float(torch.cat(chains).mean()), 3),
            "step_accuracy": [round(c / max(1, t), 3) for c, t in step_hits[task]],
        }
        for task, chains in sorted(by_task.items())
    }


def save_draft_folder(layer: MtpLayer, base: pathlib.Path, out: pathlib.Path, log: dict) -> None:
    """The draft-only folder (module docstring): config, carried files, the layer, the log."""
    from safetensors.torch import save_file

    out.mkdir(parents=True, exist_ok=True)
    config = nextn_config(json.loads((base / "config.json").read_text()))
    (out / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    for name in CARRIED_FILES:
        if (base / name).is_file():
            shutil.copyfile(base / name, out / name)
    save_file(layer.checkpoint_tensors(), str(out / "model.safetensors"), metadata={"format": "pt"})
    (out / MTP_LOG_FILE).write_text(json.dumps(log, indent=1) + "\n")


def encoded(
    processor: Any, eos_id: int, seeds: Iterator[int], task: str | None = None
) -> Iterator[EncodedExample]:
    """Synthetic documents (full length) as EncodedExamples, one per seed."""
    for seed in seeds:
        sample = make_sample(seed, task)
        yield encode_sample(
            processor, sample, index=seed, source=f"synthetic:{seed}", eos_id=eos_id
        )


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (every flag is part of the logged configuration)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--base", required=True, type=pathlib.Path, help="frozen gravity checkpoint")
    p.add_argument("--out", required=True, type=pathlib.Path, help="draft folder to write")
    p.add_argument("--steps", type=int, default=600, help="optimizer steps")
    p.add_argument("--batch-size", type=int, default=8, help="sequences per step")
    p.add_argument("--lr", type=float, default=2e-3, help="peak AdamW learning rate")
    p.add_argument("--warmup", type=int, default=30, help="linear warm-up steps")
    p.add_argument("--unroll", type=int, default=3, help="draft steps trained (SGLang's steps)")
    p.add_argument("--seed", type=int, default=0, help="init and data seed")
    p.add_argument("--first-seed", type=int, default=200_000, help="first synthetic document")
    p.add_argument("--eval-n", type=int, default=8, help="held-out pages per task per eval")
    p.add_argument("--eval-every", type=int, default=200, help="steps between evals")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument(
        "--time-limit", type=float, default=None, help="stop (and save) after this many minutes"
    )
    return p.parse_args(argv)


class MtpTrainer(Trainer):
    """What the shared step loop drives: a step of `batch_size` sequences through the frozen base
    and the layer, a loss point every 25 steps, teacher-forced held-out evals; past
    `--time-limit` minutes of wall time (evals included) the step is the last, logged and
    evaluated."""

    def __init__(
        self,
        cfg: MtpConfig,
        layer: MtpLayer,
        model: Any,
        optimizer: torch.optim.Optimizer,
        data: Iterator[EncodedExample],
        held_out: list[EncodedExample],
        log: dict,
    ) -> None:
        self.cfg, self.layer, self.model, self.optimizer = cfg, layer, model, optimizer
        self.data, self.held_out, self.training_log = data, held_out, log
        self.done = 0
        self.window = LossWindow.of("loss")
        self.last_loss = 0.0  # the last step's mean loss (the progress bar's)
        self.started = time.perf_counter()
        self.elapsed = 0.0  # wall time since the first step started, at the last step's end

    @property
    def step(self) -> int:
        return self.done

    def train_step(self, bar: tqdm) -> None:
        cfg = self.cfg
        for group in self.optimizer.param_groups:
            group["lr"] = lr_at(self.done, lr=cfg.lr, warmup=cfg.warmup, steps=cfg.steps)
        losses = []
        for _ in range(cfg.batch_size):
            states = base_states(self.model, next(self.data))
            loss, _ = mtp_loss(self.layer, self.model, states, cfg.unroll)
            (loss / cfg.batch_size).backward()
            losses.append(float(loss))
        torch.nn.utils.clip_grad_norm_(self.layer.parameters(), 1.0)
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.done += 1
        self.last_loss = sum(losses) / len(losses)
        self.window.add({"loss": self.last_loss})
        self.elapsed = time.perf_counter() - self.started

    def out_of_time(self) -> bool:
        return self.cfg.time_limit is not None and self.elapsed > 60 * self.cfg.time_limit

    def log(self, bar: tqdm) -> None:
        point = {"step": self.done, "elapsed_s": round(self.elapsed, 1)}
        self.training_log["train"].append(point | self.window.take_means())

    def evaluate(self, bar: tqdm) -> None:
        metrics = evaluate(self.layer, self.model, self.held_out, self.cfg.unroll)
        self.training_log["eval"].append({"step": self.done, **metrics})
        bar.write(f"step {self.done}: " + json.dumps(self.training_log["eval"][-1]))

    def postfix(self) -> dict[str, str]:
        return {"loss": f"{self.last_loss:.3f}"}


def main(argv: list[str] | None = None) -> dict:
    """Train the layer and write the draft folder; returns the training log."""
    from transformers import AutoModelForImageTextToText, AutoProcessor

    cfg = MtpConfig(**vars(parse_args(argv)))
    torch.set_num_threads(cfg.threads)
    torch.manual_seed(cfg.seed)
    model = AutoModelForImageTextToText.from_pretrained(cfg.base, dtype=torch.float32).eval()
    model.set_attn_implementation("eager")
    for param in model.parameters():
        param.requires_grad_(False)
    processor = AutoProcessor.from_pretrained(cfg.base)
    eos = model.generation_config.eos_token_id
    eos_id = eos if isinstance(eos, int) else eos[0]
    layer = MtpLayer(model.config.text_config)
    layer.init_from(model, seed=cfg.seed)
    optimizer = torch.optim.AdamW(
        layer.parameters(), lr=cfg.lr, weight_decay=0.01, betas=(0.9, 0.95)
    )
    held_out = [
        encode_sample(processor, s, index=i, source="held-out", eos_id=eos_id)
        for task in TASKS
        for i, s in enumerate(held_out_samples(cfg.eval_n, task))
    ]
    log: dict = {
        "config": cfg.to_dict(),
        "params": sum(p.numel() for p in layer.parameters()),
        "train": [],
        "eval": [{"step": 0, **evaluate(layer, model, held_out, cfg.unroll)}],
    }
    print(json.dumps(log["eval"][-1]), flush=True)
    data = encoded(processor, eos_id, iter(range(cfg.first_seed, 10**9)))
    trainer = MtpTrainer(cfg, layer, model, optimizer, data, held_out, log)
    schedule = Schedule(
        steps=cfg.steps, stop=cfg.steps, log_every=25, eval_every=cfg.eval_every, bar_interval=10
    )
    run_steps(trainer, schedule)
    log["steps_done"] = trainer.step
    log["elapsed_s"] = round(time.perf_counter() - trainer.started, 1)
    save_draft_folder(layer, cfg.base, cfg.out, log)
    print(f"done: {trainer.step} steps in {log['elapsed_s'] / 60:.1f} min, draft folder {cfg.out}")
    return log


if __name__ == "__main__":
    main()
