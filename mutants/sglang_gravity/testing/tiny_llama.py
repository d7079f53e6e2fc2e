"""A tiny random ``LlamaForCausalLM`` checkpoint built offline, for CPU server tests.

Nothing is downloaded: the byte-level BPE tokenizer is trained on a few built-in sentences with
the ``tokenizers`` library and the weights are random. Outputs are gibberish but deterministic
(greedy), which is all plumbing and parity tests need.
"""

from __future__ import annotations

import json
from pathlib import Path

SPECIAL_TOKENS = ("<|endoftext|>", "<|system|>", "<|user|>", "<|assistant|>", "<|mask|>")
EOS_TOKEN = "<|endoftext|>"
MASK_TOKEN = "<|mask|>"  # an ordinary vocabulary id, as GravityOCR's mask token is

CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "<|{{ message['role'] }}|>\n{{ message['content'] }}\n"
    "{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)

_CORPUS = (
    "The quick brown fox jumps over the lazy dog.",
    "Hello, world! This is a tiny model for testing SGLang on a CPU.",
    "Speculative decoding drafts a block of tokens and verifies them in one pass.",
    "| col a | col b |\n|---|---|\n| 1 | 2 |",
    "What is the capital of France? Paris is the capital of France.",
    "0123456789 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ",
)


def _build_tokenizer(vocab_size: int):  # -> PreTrainedTokenizerFast
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=list(SPECIAL_TOKENS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(list(_CORPUS) * 4, trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tok,
        eos_token=EOS_TOKEN,
        pad_token=EOS_TOKEN,
        additional_special_tokens=[t for t in SPECIAL_TOKENS if t != EOS_TOKEN],
        clean_up_tokenization_spaces=False,
    )
    fast.chat_template = CHAT_TEMPLATE
    return fast


def build_tiny_llama(
    out_dir: str | Path,
    *,
    num_layers: int = 2,
    hidden_size: int = 64,
    bpe_vocab_size: int = 384,
    dtype: str = "bfloat16",
    seed: int = 0,
) -> Path:
    """Write a random tiny Llama (config, safetensors, tokenizer, chat template) to ``out_dir``.

    ``dtype`` is the checkpoint dtype, which SGLang's ``--dtype auto`` serves as is (an fp32
    config would be served as fp16). Pass ``--dtype float32`` to the server for exact parity.
    Returns the folder path.
    """
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tokenizer = _build_tokenizer(bpe_vocab_size)
    tokenizer.save_pretrained(out)

    eos_id = tokenizer.convert_tokens_to_ids(EOS_TOKEN)
    config = LlamaConfig(
        vocab_size=len(tokenizer),  # no ids the tokenizer cannot decode
        hidden_size=hidden_size,
        intermediate_size=2 * hidden_size,
        num_hidden_layers=num_layers,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=4096,
        rms_norm_eps=1e-6,
        tie_word_embeddings=False,
        bos_token_id=eos_id,
        eos_token_id=eos_id,
        pad_token_id=eos_id,
    )
    torch.manual_seed(seed)
    model = LlamaForCausalLM(config).to(getattr(torch, dtype))
    model.save_pretrained(out, safe_serialization=True)

    # save_pretrained's generation_config.json may carry sampling defaults: keep only the ids.
    (out / "generation_config.json").write_text(
        json.dumps({"bos_token_id": eos_id, "eos_token_id": eos_id, "pad_token_id": eos_id})
    )
    return out


if __name__ == "__main__":
    import sys

    print(build_tiny_llama(sys.argv[1] if len(sys.argv) > 1 else "/tmp/tiny_llama"))
