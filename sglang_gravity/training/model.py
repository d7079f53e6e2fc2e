"""From-scratch GLM-OCR checkpoints for training, the `<|mask|>` token, and the served folder.

A scratch model reuses `checkpoints.tiny`'s GLM layout (special tokens, chat template, and the
config traps recorded there: explicit `attention_bias`, `partial_rotary_factor`, merger width and
EOS ids) at sizes chosen here, with a character-level tokenizer: byte-level BPE without merges plus
whole tokens for the markup of the three tasks. One token per rendered character cell is what lets a
small model learn to read within a CPU budget; markup tags stay single tokens because
they are not rendered as characters.
"""

from __future__ import annotations

import json
import os
import pathlib
from dataclasses import dataclass

import torch

from sglang_gravity.checkpoints.tiny import (
    CHAT_TEMPLATE,
    EOS_TOKENS,
    MASK_TOKEN,
    MERGE_SIZE,
    MIN_PIXELS,
    PATCH_SIZE,
    SPECIAL_TOKENS,
    glm_ocr_config_dict,
)
from sglang_gravity.config import BLOCK_DIFFUSION_FILE
from sglang_gravity.training.data import MARKUP_TOKENS, max_image_cells

PAPER_GREY = 0.96  # mean paper brightness of training.data's renderings, in [0, 1]


@dataclass(frozen=True)
class ModelSizes:
    """Decoder and vision tower sizes of a scratch model (GLM-OCR's layout, scaled down)."""

    hidden: int = 128  # decoder width; also the vision tower's out_hidden_size
    layers: int = 4
    heads: int = 4
    kv_heads: int = 2
    head_dim: int = 32
    ffn: int = 384
    # M-RoPE gives the sections the rotary frequencies in order, highest first: (t, h, w). With
    # GLM-OCR's (4, 6, 6) and theta 1e4 the width axis would only get periods of 2,000+ positions,
    # so the decoder could not tell neighbouring columns apart; a low theta and a wide w section
    # let it address "the k-th character cell" by position (periods of ~6-55 positions here).
    mrope_section: tuple[int, int, int] = (2, 2, 12)  # sums to head_dim // 2
    rope_theta: float = 10.0
    vision_hidden: int = 64
    vision_depth: int = 2
    vision_heads: int = 2
    # merged 28x28 cells per image (the processor's max pixels): the largest synthetic canvas
    max_image_tokens: int = max_image_cells()


def build_tokenizer():
    """Character-level byte BPE (no merges) + MARKUP_TOKENS + GLM's special tokens, in that order."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    alphabet = sorted(pre_tokenizers.ByteLevel.alphabet())
    tok = Tokenizer(models.BPE(vocab={c: i for i, c in enumerate(alphabet)}, merges=[]))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
    tok.decoder = decoders.ByteLevel()
    tok.add_tokens([AddedToken(t, normalized=False) for t in MARKUP_TOKENS])
    tok.add_special_tokens(SPECIAL_TOKENS)
    return PreTrainedTokenizerFast(
        tokenizer_object=tok,
        eos_token="<|endoftext|>",
        pad_token="<|endoftext|>",
        extra_special_tokens=[t for t in SPECIAL_TOKENS if t != "<|endoftext|>"],
        clean_up_tokenization_spaces=False,
        model_max_length=4096,
        padding_side="left",
    )


def build_processor(tokenizer, *, max_image_tokens: int):
    """Glm46VProcessor with GLM-OCR's chat template; max pixels = max_image_tokens merged cells."""
    from transformers import Glm46VProcessor
    from transformers.models.glm46v.image_processing_glm46v import Glm46VImageProcessor
    from transformers.models.glm46v.video_processing_glm46v import Glm46VVideoProcessor

    # counted like Glm46VImageProcessor: temporal factor 2 x height x width
    cell = PATCH_SIZE * MERGE_SIZE
    size = {"shortest_edge": MIN_PIXELS, "longest_edge": 2 * cell * cell * max_image_tokens}
    kw = dict(size=size, patch_size=PATCH_SIZE, merge_size=MERGE_SIZE, temporal_patch_size=2)
    # Paper (grey 235-255) normalises to about 0 and ink to about -3.5. With CLIP's defaults a blank
    # patch is a large constant vector, and a scratch vision tower was seen to grow that constant
    # until it drowned the ink (outputs identical across tokens, no reading after 1,500 steps).
    kw |= dict(image_mean=[PAPER_GREY] * 3, image_std=[0.25] * 3)
    return Glm46VProcessor(
        image_processor=Glm46VImageProcessor(**kw),
        tokenizer=tokenizer,
        video_processor=Glm46VVideoProcessor(**kw),
        chat_template=CHAT_TEMPLATE,
    )


def scratch_config(tokenizer, sizes: ModelSizes):
    """GlmOcrConfig: the tiny model's config dict (with its SGLang/HF traps) resized to `sizes`."""
    from transformers import GlmOcrConfig

    assert sum(sizes.mrope_section) * 2 == sizes.head_dim, sizes
    tok_ids = {t: tokenizer.convert_tokens_to_ids(t) for t in SPECIAL_TOKENS}
    cfg = glm_ocr_config_dict(tok_ids)
    cfg["text_config"].update(
        vocab_size=-(-len(tokenizer) // 64) * 64,
        hidden_size=sizes.hidden,
        intermediate_size=sizes.ffn,
        num_hidden_layers=sizes.layers,
        num_attention_heads=sizes.heads,
        num_key_value_heads=sizes.kv_heads,
        head_dim=sizes.head_dim,
    )
    cfg["text_config"]["rope_parameters"].update(
        mrope_section=list(sizes.mrope_section), rope_theta=sizes.rope_theta
    )
    cfg["vision_config"].update(
        depth=sizes.vision_depth,
        hidden_size=sizes.vision_hidden,
        num_heads=sizes.vision_heads,
        out_hidden_size=sizes.hidden,
        # HF's merger width is out_hidden_size * in_channels, SGLang's is intermediate_size
        intermediate_size=sizes.hidden * 3,
    )
    return GlmOcrConfig(**{k: v for k, v in cfg.items() if k != "model_type"})


@torch.no_grad()
def init_scratch_weights(model, *, seed: int, branch_scale: float = 0.1) -> None:
    """LeCun-normal weights (std = fan_in ** -0.5), zero biases, residual branches scaled down.

    HF's fixed std 0.02 is ~4x too small at width 128: attention logits start near zero and a
    probe copy task took 200+ steps to form one attention pattern, against ~75 with this init.
    GLM's decoder RMS-normalises each sublayer output before adding it to the residual stream;
    starting those norms at branch_scale keeps a token's own embedding visible through the layers.
    """
    gen = torch.Generator().manual_seed(seed)
    for name, p in sorted(model.named_parameters()):
        if p.ndim >= 2:
            p.copy_(torch.randn(p.shape, generator=gen) * p[0].numel() ** -0.5)
        elif name.endswith("bias"):
            p.zero_()
        elif name.endswith(("post_self_attn_layernorm.weight", "post_mlp_layernorm.weight")):
            p.fill_(branch_scale)
        else:  # norm weights
            p.fill_(1.0)


def build_scratch_model(sizes: ModelSizes, *, seed: int):
    """(model, processor) of a randomly initialised GLM-OCR at `sizes` (fp32, train mode)."""
    from transformers import GlmOcrForConditionalGeneration

    tokenizer = build_tokenizer()
    processor = build_processor(tokenizer, max_image_tokens=sizes.max_image_tokens)
    model = GlmOcrForConditionalGeneration(scratch_config(tokenizer, sizes)).to(torch.float32)
    init_scratch_weights(model, seed=seed)
    eos = [tokenizer.convert_tokens_to_ids(t) for t in EOS_TOKENS]
    model.generation_config.update(
        do_sample=False, eos_token_id=eos, pad_token_id=eos[0], bos_token_id=None
    )
    return model, processor


def ensure_mask_token(model, tokenizer) -> int:
    """Id of `<|mask|>`, added to the tokenizer (and the embeddings grown) when missing."""
    if MASK_TOKEN not in tokenizer.get_vocab():
        tokenizer.add_tokens([MASK_TOKEN], special_tokens=True)
    mask_id = tokenizer.convert_tokens_to_ids(MASK_TOKEN)
    if mask_id >= model.get_input_embeddings().num_embeddings:
        # GLM-OCR pads its vocabulary, so this only happens for a full tokenizer; the new row
        # starts at the mean embedding rather than noise
        model.resize_token_embeddings(mask_id + 1, mean_resizing=True)
    return mask_id


def block_diffusion_dict(*, bd_size: int, mask_id: int, ar_loss_weight: float) -> dict:
    """The checkpoint contract of docs/design.md §2 (read back by `sglang_gravity.config`)."""
    return {
        "bd_size": bd_size,
        "mask_id": mask_id,
        "ar_loss_weight": ar_loss_weight,
        "mask_schedule": "uniform",
    }


def save_served_folder(
    model, processor, out_dir: str | os.PathLike, block_diffusion: dict
) -> pathlib.Path:
    """Write the HF folder (fp32 safetensors, processor, chat template) + block_diffusion.json."""
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    model.to(torch.float32).save_pretrained(out, safe_serialization=True)
    processor.save_pretrained(out)
    (out / BLOCK_DIFFUSION_FILE).write_text(json.dumps(block_diffusion, indent=2) + "\n")
    return out
