"""The three-stream block-diffusion objective on `GlmOcrForConditionalGeneration`.

One packed sequence per example: `[image+prompt (L), clean response (n), stream A (n), stream B (n)]`.

- The response r_0..r_{n-1} (ending with EOS) is cut into blocks of `bd_size` whose boundaries are
  offset randomly per example. Per block a ratio t ~ U(0,1) masks round(t * len) random positions in
  stream A; stream B masks exactly the others, so every response token is masked in one stream.
  The image and the prompt are never masked.
- Attention: prompt + clean stream are causal. A corrupted block covering response positions s..e-1
  sees the prompt, the clean tokens r_0..r_{s-1} and its own block (bidirectionally), nothing else.
- Positions: the corrupted token at response position i has the clean r_i's position (M-RoPE: the
  model's `get_rope_index` for the prompt, then index + delta on all three axes, as `reference.py`).
- Token shift, the worker's convention (docs/design.md §1): at inference the draft window
  `[x0, MASK x B]` predicts, at each window position, the token one position later. So the logits of a
  masked position p are supervised with the TRUE token r_{p+1} (the last mask of a block predicts the
  token after the block; past the response end there is no target). The clean r_{s-1} just before a
  block predicts r_s causally: that is the clean stream's AR loss.
- Loss = ar_loss_weight * mean CE(AR on the clean response) + mean CE(denoising on masked positions).

Worked example: prompt [P0, P1] (L = 2), response [a, b, c, EOS] (n = 4), bd_size 2, offset 1, so
blocks [0, 1) and [1, 3) and [3, 4); say stream A masks positions {0, 2} and B masks {1, 3}:

    index     0   1   2   3   4   5  |  6   7   8   9  |  10  11  12  13
    stream    prompt  clean          |  A              |  B
    input     P0  P1  a   b   c   EOS|  M   b   M   EOS|  a   M   c   M
    position  q0  q1  2+d 3+d 4+d 5+d|  2+d 3+d 4+d 5+d|  2+d 3+d 4+d 5+d
    AR label  .   a   b   c   EOS .  |  .   .   .   .  |  .   .   .   .
    DN label  .   .   .   .   .   .  |  b   .   EOS .  |  .   c   .   .

(q0, q1: the prompt's M-RoPE positions, d: rope delta.) Row 6 (A's M at position 0, block [0, 1))
sees the prompt only and predicts b; row 8 (A's M at 2, block [1, 3)) sees the prompt, clean a, and
row 7 (b), and predicts EOS = r_3; row 13 masks the EOS, which has no next token: no label.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import torch
import torch.nn.functional as F

from sglang_gravity.training.data import Sample, chat_inputs

IGNORE = -100  # label of rows without a target


def block_spans(n: int, bd_size: int, offset: int) -> list[tuple[int, int]]:
    """Blocks [start, end) tiling response positions 0..n-1, boundaries at offset + k * bd_size."""
    assert n >= 1 and bd_size >= 1 and 0 <= offset < bd_size, (n, bd_size, offset)
    starts = sorted({0, *range(offset, n, bd_size)})
    return list(zip(starts, [*starts[1:], n]))


def complementary_masks(
    spans: list[tuple[int, int]], generator: torch.Generator
) -> tuple[torch.Tensor, torch.Tensor]:
    """(mask_a, mask_b) [n] bool: per block t ~ U(0,1), A masks round(t * len) positions, B the rest."""
    n = spans[-1][1]
    mask_a = torch.zeros(n, dtype=torch.bool)
    for start, end in spans:
        t = float(torch.rand((), generator=generator))
        k = round(t * (end - start))
        mask_a[start + torch.randperm(end - start, generator=generator)[:k]] = True
    return mask_a, ~mask_a


def packed_attention(prompt_len: int, spans: list[tuple[int, int]]) -> torch.Tensor:
    """[S, S] bool (True = may attend), S = prompt_len + 3n; see the module docstring."""
    n = spans[-1][1]
    S, clean_end = prompt_len + 3 * n, prompt_len + n
    allowed = torch.zeros(S, S, dtype=torch.bool)
    allowed[:clean_end, :clean_end] = torch.ones(clean_end, clean_end, dtype=torch.bool).tril()
    for stream_start in (clean_end, clean_end + n):
        for start, end in spans:
            rows = slice(stream_start + start, stream_start + end)
            allowed[rows, : prompt_len + start] = True  # prompt + clean r_0..r_{start-1}
            allowed[rows, stream_start + start : stream_start + end] = True  # own block
    return allowed


def packed_position_ids(prompt_positions: torch.Tensor, rope_delta: int, n: int) -> torch.Tensor:
    """[3, L + 3n]: the prompt's M-RoPE positions [3, L], then (L + i + delta) x 3 per stream."""
    L = prompt_positions.shape[-1]
    text = (torch.arange(L, L + n) + rope_delta).expand(3, n)
    return torch.cat([prompt_positions, text, text, text], dim=-1)


def packed_input_ids(
    prompt_ids: torch.Tensor,
    response: torch.Tensor,
    mask_a: torch.Tensor,
    mask_b: torch.Tensor,
    mask_id: int,
) -> torch.Tensor:
    """[L + 3n]: prompt, clean response, then the response with MASK at mask_a, then at mask_b."""
    mask = torch.full_like(response, mask_id)
    streams = [torch.where(m, mask, response) for m in (mask_a, mask_b)]
    return torch.cat([prompt_ids, response, *streams])


def packed_labels(
    prompt_len: int, response: torch.Tensor, mask_a: torch.Tensor, mask_b: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor]:
    """(ar_labels, denoise_labels), each [L + 3n], IGNORE where a row has no target.

    AR: row L - 1 + i predicts r_i (the prompt's last row predicts r_0). Denoising: the row of a
    masked position p predicts r_{p+1} (the worker's token shift), none for p = n - 1.
    """
    n = response.numel()
    S = prompt_len + 3 * n
    ar = torch.full((S,), IGNORE, dtype=torch.long)
    ar[prompt_len - 1 : prompt_len - 1 + n] = response
    next_token = torch.cat([response[1:], response.new_full((1,), IGNORE)])  # [n] r_{p+1}
    ignore = torch.full_like(next_token, IGNORE)
    denoise = torch.full((S,), IGNORE, dtype=torch.long)
    for stream_start, mask in ((prompt_len + n, mask_a), (prompt_len + 2 * n, mask_b)):
        denoise[stream_start : stream_start + n] = torch.where(mask, next_token, ignore)
    return ar, denoise


@dataclass
class PackedExample:
    """One example's packed sequence; S = L + 3n."""

    input_ids: torch.Tensor  # [S] int64
    position_ids: torch.Tensor  # [3, S] int64
    allowed: torch.Tensor  # [S, S] bool, True = may attend
    ar_labels: torch.Tensor  # [S] int64, IGNORE where none
    denoise_labels: torch.Tensor  # [S] int64, IGNORE where none


def pack_example(
    prompt_ids: torch.Tensor,
    prompt_positions: torch.Tensor,
    rope_delta: int,
    response: torch.Tensor,
    *,
    bd_size: int,
    mask_id: int,
    generator: torch.Generator,
) -> PackedExample:
    """Draw the block offset and the complementary masks, then pack (prompt_ids [L], response [n])."""
    offset = int(torch.randint(bd_size, (), generator=generator))
    spans = block_spans(response.numel(), bd_size, offset)
    mask_a, mask_b = complementary_masks(spans, generator)
    ar, denoise = packed_labels(prompt_ids.numel(), response, mask_a, mask_b)
    return PackedExample(
        input_ids=packed_input_ids(prompt_ids, response, mask_a, mask_b, mask_id),
        position_ids=packed_position_ids(prompt_positions, rope_delta, response.numel()),
        allowed=packed_attention(prompt_ids.numel(), spans),
        ar_labels=ar,
        denoise_labels=denoise,
    )


def prompt_rope(
    model, input_ids: torch.Tensor, mm_token_type_ids: torch.Tensor, image_grid_thw: torch.Tensor
) -> tuple[torch.Tensor, int]:
    """(positions [3, L], delta) of one prompt [1, L], from the model's own `get_rope_index`."""
    positions, delta = model.model.get_rope_index(
        input_ids, mm_token_type_ids=mm_token_type_ids, image_grid_thw=image_grid_thw
    )
    return positions[:, 0], int(delta.reshape(-1)[0])


@dataclass
class PackedBatch:
    """Right-padded packed examples and their images (in example order)."""

    input_ids: torch.Tensor  # [bs, S] int64
    position_ids: torch.Tensor  # [3, bs, S] int64
    attention_bias: torch.Tensor  # [bs, 1, S, S] float32: 0 = attend, finfo.min = masked
    ar_labels: torch.Tensor  # [bs, S] int64
    denoise_labels: torch.Tensor  # [bs, S] int64
    pixel_values: torch.Tensor  # [sum patches, C * T * P * P]
    image_grid_thw: torch.Tensor  # [bs, 3]


def collate(
    examples: list[PackedExample],
    pixel_values: list[torch.Tensor],
    image_grid_thw: list[torch.Tensor],
    pad_id: int,
) -> PackedBatch:
    """Pad to the longest example; padded rows attend only to themselves and have no labels."""
    bs, S = len(examples), max(e.input_ids.numel() for e in examples)
    input_ids = torch.full((bs, S), pad_id, dtype=torch.long)
    position_ids = torch.zeros(3, bs, S, dtype=torch.long)
    allowed = torch.eye(S, dtype=torch.bool).repeat(bs, 1, 1)
    ar = torch.full((bs, S), IGNORE, dtype=torch.long)
    denoise = torch.full((bs, S), IGNORE, dtype=torch.long)
    for b, e in enumerate(examples):
        s = e.input_ids.numel()
        input_ids[b, :s], position_ids[:, b, :s] = e.input_ids, e.position_ids
        allowed[b, :s, :s] = e.allowed
        ar[b, :s], denoise[b, :s] = e.ar_labels, e.denoise_labels
    # HF eager attention adds a 4D mask to the scores: a bool mask would add 0/1, so additive float
    bias = torch.zeros(bs, 1, S, S).masked_fill(
        ~allowed.unsqueeze(1), torch.finfo(torch.float32).min
    )
    return PackedBatch(
        input_ids=input_ids,
        position_ids=position_ids,
        attention_bias=bias,
        ar_labels=ar,
        denoise_labels=denoise,
        pixel_values=torch.cat(pixel_values),
        image_grid_thw=torch.cat(image_grid_thw),
    )


class ThreeStreamSums(torch.nn.Module):
    """The model with the objective as its forward, so DDP sees (and syncs) the whole step.

    forward(batch) -> (ar_sum, denoise_sum): summed cross-entropies over the labelled rows. The
    caller divides by the global row counts (every rank, every accumulation micro-batch), so that
    the gradient is that of the mean over the global batch, whatever its split.
    """

    def __init__(self, model) -> None:
        super().__init__()
        self.model = model

    def forward(self, batch: PackedBatch) -> tuple[torch.Tensor, torch.Tensor]:
        model = self.model
        dev = model.lm_head.weight.device
        out = model.model(
            input_ids=batch.input_ids.to(dev),
            pixel_values=batch.pixel_values.to(dev),
            image_grid_thw=batch.image_grid_thw.to(dev),
            position_ids=batch.position_ids.to(dev),
            attention_mask=batch.attention_bias.to(dev),
            use_cache=False,
        )
        hidden = out.last_hidden_state  # [bs, S, H]
        sums = []
        for labels in (batch.ar_labels.to(dev), batch.denoise_labels.to(dev)):
            rows = labels != IGNORE
            logits = model.lm_head(hidden[rows])  # [rows, V]
            sums.append(F.cross_entropy(logits.float(), labels[rows], reduction="sum"))
        return sums[0], sums[1]


def label_counts(batch: PackedBatch) -> tuple[int, int]:
    """(AR rows, denoising rows) with a target in the batch."""
    return int((batch.ar_labels != IGNORE).sum()), int((batch.denoise_labels != IGNORE).sum())


def three_stream_loss(
    model, batch: PackedBatch, ar_loss_weight: float
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """(loss, ar_loss, denoise_loss) of one batch: means over its labelled rows."""
    ar_sum, denoise_sum = ThreeStreamSums(model)(batch)
    ar_rows, denoise_rows = label_counts(batch)
    ar_loss, denoise_loss = ar_sum / ar_rows, denoise_sum / denoise_rows
    return ar_loss_weight * ar_loss + denoise_loss, ar_loss, denoise_loss


def response_ids(tokenizer, target: str, eos_id: int) -> torch.Tensor:
    """[n] target tokens followed by EOS (the token that ends greedy decoding)."""
    return torch.tensor([*tokenizer.encode(target, add_special_tokens=False), eos_id])


@dataclass
class EncodedExample:
    """One example through the serving processor and tokenizer, ready to pack.

    `index` is the example's global index in the run; it alone seeds its block offset and masks
    (`example_generator`), so a run split over ranks or micro-batches draws the same ones.
    """

    index: int
    source: str  # "synthetic:SEED", or the record's "file:line" / "dir[index]"
    task: str
    input_ids: torch.Tensor  # [1, L]
    mm_token_type_ids: torch.Tensor  # [1, L]
    pixel_values: torch.Tensor  # [patches, C * T * P * P]
    image_grid_thw: torch.Tensor  # [1, 3]
    response: torch.Tensor  # [n] target ids + EOS


def encode_sample(processor, sample: Sample, *, index: int, source: str, eos_id: int):
    """EncodedExample of one sample: the chat template and image processor as at serving time."""
    inputs = chat_inputs(processor, sample)
    return EncodedExample(
        index=index,
        source=source,
        task=sample.task,
        input_ids=inputs["input_ids"],
        mm_token_type_ids=inputs["mm_token_type_ids"],
        pixel_values=inputs["pixel_values"],
        image_grid_thw=inputs["image_grid_thw"],
        response=response_ids(processor.tokenizer, sample.target, eos_id),
    )


def example_generator(seed: int, index: int) -> torch.Generator:
    """The masking RNG of global example `index` in a run seeded `seed` (independent streams)."""
    state = np.random.SeedSequence([seed, index]).generate_state(1, dtype=np.uint64)[0]
    return torch.Generator().manual_seed(int(state))


def pack_batch(
    model, examples: list[EncodedExample], *, bd_size: int, mask_id: int, seed: int
) -> PackedBatch:
    """Pack each example (its masks drawn from `example_generator(seed, index)`) and collate."""
    packed = []
    for ex in examples:
        positions, delta = prompt_rope(model, ex.input_ids, ex.mm_token_type_ids, ex.image_grid_thw)
        packed.append(
            pack_example(
                ex.input_ids[0],
                positions,
                delta,
                ex.response,
                bd_size=bd_size,
                mask_id=mask_id,
                generator=example_generator(seed, ex.index),
            )
        )
    eos_id = model.generation_config.eos_token_id[0]
    return collate(
        packed,
        [ex.pixel_values for ex in examples],
        [ex.image_grid_thw for ex in examples],
        pad_id=eos_id,
    )


def sample_batch(
    model,
    processor,
    samples: list[Sample],
    *,
    bd_size: int,
    mask_id: int,
    seed: int,
    first_index: int = 0,
) -> PackedBatch:
    """Encode samples (global indices first_index, first_index + 1, ...) and pack them."""
    eos_id = model.generation_config.eos_token_id[0]
    examples = [
        encode_sample(processor, s, index=first_index + i, source="", eos_id=eos_id)
        for i, s in enumerate(samples)
    ]
    return pack_batch(model, examples, bd_size=bd_size, mask_id=mask_id, seed=seed)
