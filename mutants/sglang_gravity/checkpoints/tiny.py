"""A tiny random-weight GLM-OCR checkpoint, built fully offline, for tests.

`build_tiny_glm_ocr(out_dir)` writes a standard Hugging Face `GlmOcrForConditionalGeneration` folder
(config, fp32 safetensors, byte-level BPE tokenizer with GLM's special tokens, `Glm46VProcessor` with
a GLM-OCR style chat template) plus `block_diffusion.json`. Stock `transformers` decodes it and
SGLang's in-tree GLM-OCR serves it. The same arguments (and library versions) give
byte-identical files.

Layout of the vocabulary (like GLM-OCR's, scaled down): byte-level BPE ids first, then the special
tokens in GLM order, then unused padding ids up to `VOCAB_SIZE`. The lm_head rows of the padding ids
and of every special token except the EOS tokens are zero, so greedy decoding never emits an image,
mask or template token (an emitted `<|image|>` would break any recompute of the sequence).

Run as `python -m sglang_gravity.checkpoints.tiny OUT_DIR [--bd-size N] [--seed S]`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import pathlib
import random

import torch
from PIL import Image

VOCAB_SIZE = 1024  # lm_head rows; the tokenizer (BPE + specials) covers a prefix of them
BPE_VOCAB_SIZE = 960  # byte-level BPE part of the tokenizer (256 bytes + merges)

# GLM special tokens, in GLM-4 / GLM-OCR order; `<|mask|>` is GravityOCR's extra token.
SPECIAL_TOKENS = [
    "<|endoftext|>",
    "[MASK]",
    "[gMASK]",
    "[sMASK]",
    "<sop>",
    "<eop>",
    "<|system|>",
    "<|user|>",
    "<|assistant|>",
    "<|observation|>",
    "<|begin_of_image|>",
    "<|end_of_image|>",
    "<|begin_of_video|>",
    "<|end_of_video|>",
    "<|image|>",
    "<|video|>",
    "<think>",
    "</think>",
    "<|mask|>",
]
EOS_TOKENS = ["<|endoftext|>", "<|user|>"]  # GLM-OCR: eos_token_id = [<|endoftext|>, <|user|>]
MASK_TOKEN = "<|mask|>"
EOS_LOGIT_SCALE = 0.8  # EOS still wins now and then (stopping gets exercised), but rarely

# Image processor budget, counted like Glm46VImageProcessor (temporal factor 2 x height x width):
# at least one merged 28x28 cell, at most 32 merged cells (= vision tokens after the 2x2 merge).
PATCH_SIZE = 14
MERGE_SIZE = 2
MIN_PIXELS = 2 * 28 * 28
MAX_PIXELS = 2 * 28 * 28 * 32

# GLM-OCR's template, restricted to what the tests use: `[gMASK]<sop>`, then per message
# `<|system|>\n..`, `<|user|>\n` + image/video markers + text, `<|assistant|>\n..`.
CHAT_TEMPLATE = (
    "[gMASK]<sop>"
    "{%- for msg in messages %}"
    "{%- if msg.role == 'system' %}<|system|>{{ '\\n' }}"
    "{%- if msg.content is string %}{{ msg.content }}"
    "{%- else %}{%- for item in msg.content %}{%- if item.type == 'text' %}{{ item.text }}{%- endif %}"
    "{%- endfor %}{%- endif %}"
    "{%- elif msg.role == 'user' %}<|user|>{{ '\\n' }}"
    "{%- if msg.content is string %}{{ msg.content }}"
    "{%- else %}{%- for item in msg.content %}"
    "{%- if item.type == 'video' or 'video' in item %}<|begin_of_video|><|video|><|end_of_video|>"
    "{%- elif item.type == 'image' or 'image' in item %}<|begin_of_image|><|image|><|end_of_image|>"
    "{%- elif item.type == 'text' %}{{ item.text }}"
    "{%- endif %}{%- endfor %}{%- endif %}"
    "{%- elif msg.role == 'assistant' %}<|assistant|>{{ '\\n' }}"
    "{%- if msg.content is string %}{{ msg.content }}"
    "{%- else %}{%- for item in msg.content %}{%- if item.type == 'text' %}{{ item.text }}{%- endif %}"
    "{%- endfor %}{%- endif %}"
    "{%- endif %}"
    "{%- endfor %}"
    "{%- if add_generation_prompt %}<|assistant|>{{ '\\n' }}{%- endif %}"
)

_WORDS = (
    "the of and to in is that for it as with was on be by this are from or an at which not have has "
    "page table text title figure section chapter total date name number amount price value item "
    "invoice receipt report document summary result note page line column row cell header footer "
    "first second third last next previous year month day week hour minute time "
    "a b c d e f g h i j k l m n o p q r s t u v w x y z "
    "one two three four five six seven eight nine ten hundred thousand million "
    "read write scan print copy paste image photo paper letter form address phone email "
    "Table Figure Total Name Date Page Section Summary Result Note Invoice Report"
).split()
_TAGS = [
    "<table>",
    "</table>",
    "<tr>",
    "</tr>",
    "<td>",
    "</td>",
    "<th>",
    "</th>",
    "<thead>",
    "</thead>",
    "<tbody>",
    "</tbody>",
    "<br>",
    "<b>",
    "</b>",
    "<i>",
    "</i>",
    "<p>",
    "</p>",
    '<td colspan="2">',
    '<td rowspan="2">',
]
_PUNCT = list(".,;:!?()[]{}-_+=*/\\|#%&$@'\"<>~^`") + [
    "...",
    "--",
    "**",
    "##",
    "$$",
    "\\frac",
    "\\sum",
]


def _corpus(seed: int = 1234) -> list[str]:
    """Small deterministic training corpus: words, numbers, punctuation, HTML tables, markdown."""
    rng = random.Random(seed)
    lines = [" ".join(_WORDS), " ".join(_TAGS), " ".join(_PUNCT), "0123456789 " * 4]
    lines += [
        f"{i} {i * 7 % 1000} {i / 8:.2f} {i:03d}% ${i * 13}.{i % 100:02d}" for i in range(300)
    ]
    for _ in range(400):
        words = rng.choices(_WORDS, k=rng.randint(3, 12))
        punct = rng.choice([".", ",", ":", ";", "!", "?"])
        lines.append(" ".join(words).capitalize() + punct)
    for _ in range(150):
        cells = "".join(
            f"<td>{rng.choice(_WORDS)} {rng.randint(0, 999)}</td>" for _ in range(rng.randint(1, 4))
        )
        lines.append(f"<table><tr>{cells}</tr></table>")
    for _ in range(80):
        lines.append(
            f"# {rng.choice(_WORDS).capitalize()} {rng.randint(1, 20)}\n- {rng.choice(_WORDS)}"
        )
        lines.append(
            f"$$ x_{rng.randint(0, 9)} = \\frac{{{rng.randint(1, 9)}}}{{{rng.randint(1, 9)}}} $$"
        )
    return lines


def build_tokenizer():
    """Byte-level BPE trained on `_corpus()`, special tokens appended after the BPE ids."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=BPE_VOCAB_SIZE,
        min_frequency=1,
        show_progress=False,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    tok.train_from_iterator(_corpus(), trainer=trainer)
    n_bpe = tok.get_vocab_size()
    tok.add_special_tokens(SPECIAL_TOKENS)
    ids = [tok.token_to_id(t) for t in SPECIAL_TOKENS]
    assert ids == list(range(n_bpe, n_bpe + len(SPECIAL_TOKENS))), ids
    assert n_bpe + len(SPECIAL_TOKENS) <= VOCAB_SIZE
    return PreTrainedTokenizerFast(
        tokenizer_object=tok,
        eos_token="<|endoftext|>",
        pad_token="<|endoftext|>",
        extra_special_tokens=[t for t in SPECIAL_TOKENS if t != "<|endoftext|>"],
        clean_up_tokenization_spaces=False,
        model_max_length=4096,
        padding_side="left",
    )


def glm_ocr_config_dict(tok_ids: dict[str, int]) -> dict:
    """config.json content: GLM-OCR's layout at toy sizes (keys SGLang's glm_ocr.py reads included)."""
    eos = [tok_ids[t] for t in EOS_TOKENS]
    text_hidden = 64
    vision_out_hidden = text_hidden
    return {
        "architectures": ["GlmOcrForConditionalGeneration"],
        "model_type": "glm_ocr",
        "text_config": {
            "model_type": "glm_ocr_text",
            "vocab_size": VOCAB_SIZE,
            "hidden_size": text_hidden,
            "intermediate_size": 128,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
            "num_key_value_heads": 2,
            "head_dim": 16,
            "hidden_act": "silu",
            # HF GLM-OCR has no q/k/v bias; SGLang's Glm4 attention defaults to bias=True without this.
            "attention_bias": False,
            "attention_dropout": 0.0,
            "max_position_embeddings": 4096,
            "initializer_range": 0.02,
            "rms_norm_eps": 1e-05,
            # sum(mrope_section) == head_dim // 2; partial_rotary_factor must be explicit: SGLang's
            # Glm4 layer defaults to 0.5 while HF GLM-OCR defaults to 1.0.
            "rope_parameters": {
                "rope_type": "default",
                "mrope_section": [2, 3, 3],
                "partial_rotary_factor": 1.0,
                "rope_theta": 10000.0,
            },
            "pad_token_id": tok_ids["<|endoftext|>"],
            "eos_token_id": eos,
            "tie_word_embeddings": False,
            "use_cache": True,
            "dtype": "float32",
        },
        "vision_config": {
            "model_type": "glm_ocr_vision",
            "depth": 2,
            "hidden_size": 32,
            "num_heads": 2,
            "attention_bias": True,
            # HF's merger width is out_hidden_size * in_channels, SGLang's is intermediate_size:
            # keep them equal so both build the same shapes.
            "intermediate_size": vision_out_hidden * 3,
            "hidden_act": "silu",
            "in_channels": 3,
            "image_size": 336,
            "patch_size": PATCH_SIZE,
            "out_hidden_size": vision_out_hidden,
            "rms_norm_eps": 1e-05,
            "spatial_merge_size": MERGE_SIZE,
            "temporal_patch_size": 2,
            "initializer_range": 0.02,
            "dtype": "float32",
        },
        "image_token_id": tok_ids["<|image|>"],
        "video_token_id": tok_ids["<|video|>"],
        "image_start_token_id": tok_ids["<|begin_of_image|>"],
        "image_end_token_id": tok_ids["<|end_of_image|>"],
        "video_start_token_id": tok_ids["<|begin_of_video|>"],
        "video_end_token_id": tok_ids["<|end_of_video|>"],
        "tie_word_embeddings": False,
        "dtype": "float32",
    }


@torch.no_grad()
def init_weights(model, *, seed: int, silent_ids: list[int], eos_ids: list[int]) -> None:
    """Seeded init with large enough scales that greedy argmaxes are far from ties."""
    gen = torch.Generator().manual_seed(seed)
    for name, p in sorted(model.named_parameters()):
        if p.ndim >= 2:
            fan_in = p[0].numel()
            std = 1.0 if "embed_tokens" in name else 1.5 / fan_in**0.5
            p.copy_(torch.randn(p.shape, generator=gen) * std)
        elif name.endswith("bias"):
            p.copy_(torch.randn(p.shape, generator=gen) * 0.02)
        else:  # norm weights
            p.fill_(1.0)
    # logit std ~4.5 over the live vocabulary; zero rows never win an argmax in practice
    model.lm_head.weight.mul_(3.0)
    model.lm_head.weight[silent_ids] = 0.0
    model.lm_head.weight[eos_ids] *= EOS_LOGIT_SCALE


def build_tiny_glm_ocr(
    out_dir: str | os.PathLike,
    *,
    bd_size: int = 8,
    seed: int = 0,
    mask_schedule: str = "uniform",
    ar_loss_weight: float = 1.0,
) -> pathlib.Path:
    """Write the tiny GLM-OCR folder (weights, tokenizer, processor, block_diffusion.json) to out_dir."""
    from transformers import Glm46VProcessor, GlmOcrConfig, GlmOcrForConditionalGeneration
    from transformers.models.glm46v.image_processing_glm46v import Glm46VImageProcessor
    from transformers.models.glm46v.video_processing_glm46v import Glm46VVideoProcessor

    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)

    tokenizer = build_tokenizer()
    tok_ids = {t: tokenizer.convert_tokens_to_ids(t) for t in SPECIAL_TOKENS}
    config_dict = glm_ocr_config_dict(tok_ids)
    config = GlmOcrConfig(**{k: v for k, v in config_dict.items() if k != "model_type"})

    model = GlmOcrForConditionalGeneration(config).to(torch.float32).eval()  # re-initialised below
    eos_ids = {tok_ids[t] for t in EOS_TOKENS}
    specials = set(tok_ids.values()) - eos_ids
    silent = [i for i in range(VOCAB_SIZE) if i >= len(tokenizer) or i in specials]
    init_weights(model, seed=seed, silent_ids=silent, eos_ids=sorted(eos_ids))
    model.generation_config.update(
        do_sample=False,
        eos_token_id=[tok_ids[t] for t in EOS_TOKENS],
        pad_token_id=tok_ids["<|endoftext|>"],
        bos_token_id=None,
        max_new_tokens=64,
    )
    model.save_pretrained(out, safe_serialization=True)

    size = {"shortest_edge": MIN_PIXELS, "longest_edge": MAX_PIXELS}
    image_processor = Glm46VImageProcessor(
        size=size, patch_size=PATCH_SIZE, merge_size=MERGE_SIZE, temporal_patch_size=2
    )
    video_processor = Glm46VVideoProcessor(
        size=size, patch_size=PATCH_SIZE, merge_size=MERGE_SIZE, temporal_patch_size=2
    )
    processor = Glm46VProcessor(
        image_processor=image_processor,
        tokenizer=tokenizer,
        video_processor=video_processor,
        chat_template=CHAT_TEMPLATE,
    )
    processor.save_pretrained(out)

    block_diffusion = {
        "bd_size": bd_size,
        "mask_id": tok_ids[MASK_TOKEN],
        "ar_loss_weight": ar_loss_weight,
        "mask_schedule": mask_schedule,
    }
    (out / "block_diffusion.json").write_text(json.dumps(block_diffusion, indent=2) + "\n")
    return out


def make_test_image(width: int, height: int, seed: int = 0) -> Image.Image:
    """A deterministic RGB image: a seeded colour gradient with a few dark 'text' bars."""
    rng = random.Random(seed)
    base = [rng.randrange(256) for _ in range(3)]
    step = [rng.randrange(1, 8) for _ in range(3)]
    img = Image.new("RGB", (width, height))
    px = img.load()
    for y, x in itertools.product(range(height), range(width)):
        px[x, y] = tuple((b + s * (x + 2 * y)) % 256 for b, s in zip(base, step))
    for _ in range(max(1, height // 10)):
        y0, x0 = rng.randrange(height), rng.randrange(width)
        for y, x in itertools.product(
            range(y0, min(height, y0 + 3)), range(x0, min(width, x0 + width // 3))
        ):
            px[x, y] = (10, 10, 10)
    return img


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", help="folder to write the checkpoint into (created if missing)")
    parser.add_argument(
        "--bd-size", type=int, default=8, help="block size B written to block_diffusion.json"
    )
    parser.add_argument("--seed", type=int, default=0, help="weight init seed")
    args = parser.parse_args(argv)
    out = build_tiny_glm_ocr(args.out_dir, bd_size=args.bd_size, seed=args.seed)
    print(out)


if __name__ == "__main__":
    main()
