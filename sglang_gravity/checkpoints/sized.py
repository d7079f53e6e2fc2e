"""Random-weight GLM-OCR checkpoints at realistic decoder sizes, for benchmarks and cost models.

``checkpoints/tiny.py`` builds a 64-wide, 2-layer toy: right for parity tests, useless for timing (its
passes cost the same at any width). This module builds the same kind of folder (standard Hugging
Face ``GlmOcrForConditionalGeneration``, the tiny model's tokenizer, processor and chat template,
``block_diffusion.json``) at sizes where a forward costs something:

- :data:`SMALL`: hidden 768, 8 layers, 12 query heads x 64, 4 KV heads, FFN 2304, and GLM-OCR's
  vocabulary width (59392 lm_head rows) with a 2-block vision tower;
- :data:`TOY`: the same folder at toy sizes (hidden 64, 2 layers, the tiny model's vocabulary),
  for rehearsing scripts that build one;
- :data:`GLM_OCR`: GLM-OCR's decoder (16 layers, hidden 1536, 16 x 128 query heads,
  8 KV heads, FFN 4608, vocab 59392, M-RoPE [16, 24, 24], theta 1e4) with a small vision tower
  (the decoder is what the window width changes; a full CogViT only adds prefill time).

The tokenizer covers the first ~980 ids; the lm_head rows past it are zero (as in the tiny
model), so greedy decoding emits only real tokens while the lm_head still costs a full
vocabulary per row. :func:`build_sized_model` makes the model in memory (no files) for timing;
:func:`build_sized_glm_ocr` writes the folder. Run as
``python -m sglang_gravity.checkpoints.sized OUT_DIR [--preset small|glm-ocr]``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import pathlib
from dataclasses import dataclass

import torch

from sglang_gravity.checkpoints import tiny as tiny_model


@dataclass(frozen=True)
class DecoderSizes:
    """The shapes of a random GLM-OCR checkpoint (decoder and vision tower)."""

    hidden: int
    layers: int
    q_heads: int
    kv_heads: int
    head_dim: int
    ffn: int
    vocab: int
    mrope_section: tuple[int, int, int]  # sums to head_dim // 2
    vision_depth: int = 2
    vision_hidden: int = 128
    vision_heads: int = 2
    max_merged_cells: int = 1024  # image processor budget, in vision tokens after the 2x2 merge

    def __post_init__(self) -> None:
        if sum(self.mrope_section) != self.head_dim // 2:
            raise ValueError(f"mrope_section {self.mrope_section} must sum to head_dim // 2")
        if self.vocab < tiny_model.VOCAB_SIZE:
            raise ValueError(f"vocab must be >= {tiny_model.VOCAB_SIZE} (the tokenizer's ids)")


SMALL = DecoderSizes(
    hidden=768,
    layers=8,
    q_heads=12,
    kv_heads=4,
    head_dim=64,
    ffn=2304,
    vocab=59392,
    mrope_section=(8, 12, 12),
)
GLM_OCR = DecoderSizes(
    hidden=1536,
    layers=16,
    q_heads=16,
    kv_heads=8,
    head_dim=128,
    ffn=4608,
    vocab=59392,
    mrope_section=(16, 24, 24),
)
# The same folder at toy sizes, for rehearsals of scripts that build a sized checkpoint
# (benchmarks/gpu_serve.sh --dry-run): seconds to build and serve on CPU.
TOY = DecoderSizes(
    hidden=64,
    layers=2,
    q_heads=2,
    kv_heads=1,
    head_dim=32,
    ffn=128,
    vocab=tiny_model.VOCAB_SIZE,
    mrope_section=(4, 6, 6),
    vision_hidden=32,
)
PRESETS = {"toy": TOY, "small": SMALL, "glm-ocr": GLM_OCR}


def config_dict(sizes: DecoderSizes, tok_ids: dict[str, int]) -> dict:
    """config.json content: the tiny model's layout and token ids, at ``sizes``."""
    config = tiny_model.glm_ocr_config_dict(tok_ids)
    text, vision = config["text_config"], config["vision_config"]
    text.update(
        vocab_size=sizes.vocab,
        hidden_size=sizes.hidden,
        intermediate_size=sizes.ffn,
        num_hidden_layers=sizes.layers,
        num_attention_heads=sizes.q_heads,
        num_key_value_heads=sizes.kv_heads,
        head_dim=sizes.head_dim,
    )
    text["rope_parameters"] = {
        **text["rope_parameters"],
        "mrope_section": list(sizes.mrope_section),
    }
    vision.update(
        depth=sizes.vision_depth,
        hidden_size=sizes.vision_hidden,
        num_heads=sizes.vision_heads,
        out_hidden_size=sizes.hidden,
        # HF's merger width is out_hidden_size * in_channels, SGLang's intermediate_size.
        intermediate_size=sizes.hidden * 3,
    )
    return config


def _tokenizer_and_ids():
    tokenizer = tiny_model.build_tokenizer()
    return tokenizer, {t: tokenizer.convert_tokens_to_ids(t) for t in tiny_model.SPECIAL_TOKENS}


def build_sized_model(
    sizes: DecoderSizes,
    *,
    dtype: torch.dtype = torch.bfloat16,
    device: str | torch.device = "cpu",
    seed: int = 0,
    accept_bias: float = 0.0,
):
    """The random-weight ``GlmOcrForConditionalGeneration`` in memory, eval mode.

    Weights are drawn like the tiny model's (seeded, greedy far from ties; silent lm_head rows
    for specials and for the ids past the tokenizer). ``accept_bias`` > 0 makes drafts partly
    acceptable (:func:`bias_toward_acceptance`); 0 leaves them as random as the weights.
    """
    from transformers import GlmOcrConfig, GlmOcrForConditionalGeneration

    tokenizer, tok_ids = _tokenizer_and_ids()
    cfg = config_dict(sizes, tok_ids)
    config = GlmOcrConfig(**{k: v for k, v in cfg.items() if k != "model_type"})
    with torch.device(device):
        model = GlmOcrForConditionalGeneration(config)
    model = model.to(torch.float32).eval()
    eos_ids = {tok_ids[t] for t in tiny_model.EOS_TOKENS}
    specials = set(tok_ids.values()) - eos_ids
    silent = [i for i in range(sizes.vocab) if i >= len(tokenizer) or i in specials]
    tiny_model.init_weights(model, seed=seed, silent_ids=silent, eos_ids=sorted(eos_ids))
    if accept_bias > 0:
        bias_toward_acceptance(model, tokenizer.convert_tokens_to_ids(BIASED_TOKEN), accept_bias)
    model = model.to(dtype)
    model.generation_config.update(
        do_sample=False,
        eos_token_id=[tok_ids[t] for t in tiny_model.EOS_TOKENS],
        pad_token_id=tok_ids["<|endoftext|>"],
        bos_token_id=None,
    )
    return model, tokenizer, tok_ids


BIASED_TOKEN = "the"  # an ordinary text token of the tiny tokenizer
BIAS_CHANNEL = 0  # the hidden channel that carries the bias
BIAS_LEVEL = 30.0  # its value in every token embedding (the other channels have std 1)


@torch.no_grad()
def bias_toward_acceptance(model, token_id: int, strength: float) -> None:
    """Make one token win often, in AR steps and in drafts alike, so drafts are partly accepted.

    Random weights draft garbage: nothing is accepted, and every width but 1 is a loss. Real
    checkpoints accept some drafts, and the width policy must be tuned where that happens at
    real sizes. So one hidden channel is set to a constant in every token embedding (the mask
    token's included) and read by ``token_id``'s lm_head row alone: through the residual stream
    it gives that token a logit bonus that depends little on the context, at window rows and
    mask rows alike. Whenever the bonus beats the random logits, AR emits the token and the
    drafts guessed it. ``strength`` (the lm_head weight on the channel) sets how often: larger,
    more acceptance.
    """
    embed = model.get_input_embeddings().weight
    embed[:, BIAS_CHANNEL] = BIAS_LEVEL
    head = model.get_output_embeddings().weight
    head[:, BIAS_CHANNEL] = 0.0
    head[token_id, BIAS_CHANNEL] = strength


def build_sized_glm_ocr(
    out_dir: str | os.PathLike,
    sizes: DecoderSizes = SMALL,
    *,
    bd_size: int = 32,
    dtype: torch.dtype = torch.bfloat16,
    seed: int = 0,
    accept_bias: float = 0.0,
) -> pathlib.Path:
    """Write a servable checkpoint folder (weights, tokenizer, processor, block_diffusion.json)."""
    from transformers import Glm46VProcessor
    from transformers.models.glm46v.image_processing_glm46v import Glm46VImageProcessor
    from transformers.models.glm46v.video_processing_glm46v import Glm46VVideoProcessor

    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model, tokenizer, tok_ids = build_sized_model(
        sizes, dtype=dtype, seed=seed, accept_bias=accept_bias
    )
    model.save_pretrained(out, safe_serialization=True)
    cell = tiny_model.PATCH_SIZE * tiny_model.MERGE_SIZE
    size = {
        "shortest_edge": tiny_model.MIN_PIXELS,
        "longest_edge": 2 * cell * cell * sizes.max_merged_cells,
    }
    common = {
        "size": size,
        "patch_size": tiny_model.PATCH_SIZE,
        "merge_size": tiny_model.MERGE_SIZE,
        "temporal_patch_size": 2,
    }
    processor = Glm46VProcessor(
        image_processor=Glm46VImageProcessor(**common),
        tokenizer=tokenizer,
        video_processor=Glm46VVideoProcessor(**common),
        chat_template=tiny_model.CHAT_TEMPLATE,
    )
    processor.save_pretrained(out)
    block_diffusion = {
        "bd_size": bd_size,
        "mask_id": tok_ids[tiny_model.MASK_TOKEN],
        "ar_loss_weight": 1.0,
        "mask_schedule": "uniform",
    }
    (out / "block_diffusion.json").write_text(json.dumps(block_diffusion, indent=2) + "\n")
    (out / "sized_model.json").write_text(
        json.dumps(
            {"sizes": dataclasses.asdict(sizes), "seed": seed, "accept_bias": accept_bias},
            indent=2,
        )
        + "\n"
    )
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", help="folder to write the checkpoint into (created if missing)")
    parser.add_argument("--preset", choices=sorted(PRESETS), default="small", help="sizes")
    parser.add_argument("--bd-size", type=int, default=32, help="block size B (K = B + 1)")
    parser.add_argument("--dtype", choices=("bfloat16", "float32"), default="bfloat16")
    parser.add_argument("--seed", type=int, default=0, help="weight init seed")
    parser.add_argument(
        "--accept-bias",
        type=float,
        default=0.0,
        help="make drafts partly acceptable (0: random drafts; larger: more acceptance)",
    )
    args = parser.parse_args(argv)
    out = build_sized_glm_ocr(
        args.out_dir,
        PRESETS[args.preset],
        bd_size=args.bd_size,
        dtype=getattr(torch, args.dtype),
        seed=args.seed,
        accept_bias=args.accept_bias,
    )
    print(out)


if __name__ == "__main__":
    main()
