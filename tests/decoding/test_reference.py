"""The pure-PyTorch gravity oracle and the tiny GLM-OCR checkpoint it runs on (CPU, fp32)."""

import json

import pytest
import torch

from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr, make_test_image
from sglang_gravity.decoding.reference import (
    accept_drafts,
    causal_window_mask,
    commit_tokens,
    gravity_generate_reference,
    greedy_generate_reference,
    hybrid_window_mask,
)

T, F = True, False


@pytest.fixture(scope="module", autouse=True)
def _one_torch_thread():
    """Tiny tensors: two intra-op threads on two shared cores thrash (seen 40x slower under load)."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(n)


# --- masks on readable examples -------------------------------------------------------------------


def test_causal_window_mask_prefix2_window3():
    expected = torch.tensor(
        [
            [T, T, T, F, F],
            [T, T, T, T, F],
            [T, T, T, T, T],
        ]
    )
    assert torch.equal(causal_window_mask(2, 3), expected)


def test_hybrid_window_mask_prefix2_window3():
    # row 0 (x0): prefix + itself; mask rows: prefix, x0 and every window row
    expected = torch.tensor(
        [
            [T, T, T, F, F],
            [T, T, T, T, T],
            [T, T, T, T, T],
        ]
    )
    assert torch.equal(hybrid_window_mask(2, 3), expected)


def test_window_masks_degenerate_shapes():
    assert torch.equal(hybrid_window_mask(0, 1), torch.tensor([[T]]))
    assert torch.equal(hybrid_window_mask(3, 1), causal_window_mask(3, 1))
    assert causal_window_mask(4, 2).dtype == hybrid_window_mask(4, 2).dtype == torch.bool
    assert hybrid_window_mask(5, 33).shape == (33, 38)


# --- acceptance -----------------------------------------------------------------------------------


def test_accept_first_mismatch_at_zero():
    drafts, verify = torch.tensor([7, 8, 9]), torch.tensor([1, 8, 9, 4])
    assert accept_drafts(drafts, verify) == 0
    assert commit_tokens(5, drafts, verify, 0) == [5, 1]


def test_accept_all_match_takes_bonus_after_last_draft():
    drafts, verify = torch.tensor([7, 8, 9]), torch.tensor([7, 8, 9, 4])
    assert accept_drafts(drafts, verify) == 3
    assert commit_tokens(5, drafts, verify, 3) == [5, 7, 8, 9, 4]


def test_accept_middle_mismatch_ignores_later_matches():
    drafts, verify = torch.tensor([7, 8, 9, 10]), torch.tensor([7, 3, 9, 10, 4])
    assert accept_drafts(drafts, verify) == 1
    assert commit_tokens(5, drafts, verify, 1) == [5, 7, 3]


# --- the tiny checkpoint ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def hf(tiny_model_dir):
    from transformers import AutoModelForImageTextToText, AutoProcessor

    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    model = AutoModelForImageTextToText.from_pretrained(tiny_model_dir, dtype=torch.float32).eval()
    return model, processor


@pytest.fixture(scope="module")
def block_diffusion(tiny_model_dir):
    return json.loads((tiny_model_dir / "block_diffusion.json").read_text())


@pytest.fixture(scope="module")
def eos_ids(hf):
    return list(hf[0].generation_config.eos_token_id)


def _inputs(processor, image_size, text="Text Recognition:"):
    content = [{"type": "text", "text": text}]
    if image_size is not None:
        content.insert(
            0, {"type": "image", "image": make_test_image(*image_size, seed=sum(image_size))}
        )
    messages = [{"role": "user", "content": content}]
    return processor.apply_chat_template(
        messages, tokenize=True, add_generation_prompt=True, return_dict=True, return_tensors="pt"
    )


def _hf_generate(model, inputs, max_new_tokens, eos_token_id=None):
    kwargs = {} if eos_token_id is None else {"eos_token_id": eos_token_id}
    out = model.generate(**inputs, do_sample=False, max_new_tokens=max_new_tokens, **kwargs)
    return out[0, inputs["input_ids"].shape[1] :].tolist()


def test_checkpoint_contract(tiny_model_dir, hf, block_diffusion):
    model, processor = hf
    tok, cfg = processor.tokenizer, model.config
    assert type(model).__name__ == "GlmOcrForConditionalGeneration" and model.dtype == torch.float32
    assert type(processor).__name__ == "Glm46VProcessor"
    assert block_diffusion == {
        "bd_size": 8,
        "mask_id": tok.convert_tokens_to_ids("<|mask|>"),
        "ar_loss_weight": 1.0,
        "mask_schedule": "uniform",
    }
    assert block_diffusion["mask_id"] < cfg.text_config.vocab_size
    assert len(tok) <= cfg.text_config.vocab_size
    for name, token in [
        ("image_token_id", "<|image|>"),
        ("video_token_id", "<|video|>"),
        ("image_start_token_id", "<|begin_of_image|>"),
        ("image_end_token_id", "<|end_of_image|>"),
        ("video_start_token_id", "<|begin_of_video|>"),
        ("video_end_token_id", "<|end_of_video|>"),
    ]:
        assert getattr(cfg, name) == tok.convert_tokens_to_ids(token), name
    eos = tok.convert_tokens_to_ids(["<|endoftext|>", "<|user|>"])
    assert model.generation_config.eos_token_id == eos == cfg.text_config.eos_token_id
    rope = cfg.text_config.rope_parameters
    assert (
        sum(rope["mrope_section"]) * 2 == cfg.text_config.head_dim
        and rope["partial_rotary_factor"] == 1.0
    )
    assert json.loads((tiny_model_dir / "config.json").read_text())["architectures"] == [
        "GlmOcrForConditionalGeneration"
    ]


def test_checkpoint_build_is_deterministic(tiny_model_dir, tmp_path):
    again = build_tiny_glm_ocr(tmp_path / "again", bd_size=8, seed=0)
    names = sorted(p.name for p in tiny_model_dir.iterdir())
    assert names == sorted(p.name for p in again.iterdir())
    for name in names:
        assert (tiny_model_dir / name).read_bytes() == (again / name).read_bytes(), name


@pytest.mark.parametrize(
    ("size", "n_image_tokens"), [((28, 28), 1), ((56, 56), 4), ((300, 200), 24)]
)
def test_chat_template_and_image_budget(hf, size, n_image_tokens):
    model, processor = hf
    inputs = _inputs(processor, size)
    text = processor.decode(inputs["input_ids"][0])
    image = "<|begin_of_image|>" + "<|image|>" * n_image_tokens + "<|end_of_image|>"
    assert text == f"[gMASK]<sop><|user|>\n{image}Text Recognition:<|assistant|>\n"
    assert int((inputs["input_ids"] == model.config.image_token_id).sum()) == n_image_tokens


# --- parity: gravity == greedy == HF generate --------------------------------------------------------

IMAGE_SIZES = [None, (56, 56), (300, 200), (100, 40)]


@pytest.mark.parametrize("image_size", IMAGE_SIZES)
def test_gravity_equals_greedy_equals_hf(hf, block_diffusion, eos_ids, image_size):
    model, processor = hf
    inputs = _inputs(processor, image_size)
    for max_new_tokens in (1, 7, 40):
        expected = _hf_generate(model, inputs, max_new_tokens)
        greedy = greedy_generate_reference(
            model, **inputs, max_new_tokens=max_new_tokens, eos_token_ids=eos_ids
        )
        assert greedy == expected
        assert len(expected) == max_new_tokens  # the random model does not hit EOS this early
        assert len(set(expected)) > max_new_tokens // 2  # non-degenerate greedy text
        for block_size in (3, 8, 32):
            result = gravity_generate_reference(
                model,
                **inputs,
                mask_id=block_diffusion["mask_id"],
                block_size=block_size,
                max_new_tokens=max_new_tokens,
                eos_token_ids=eos_ids,
            )
            assert result.output_ids == expected, (max_new_tokens, block_size)
            _check_trace(result, expected, block_size)


def _check_trace(result, greedy, block_size):
    """Round invariants; the hybrid mask's row 0 gives exactly the greedy token (a0)."""
    pos = 1  # output index of each round's a0; output[0] came from prefill
    for r in result.rounds:
        assert r.x0 == greedy[pos - 1]
        assert r.a0 == greedy[pos]
        assert len(r.drafts) == block_size and 0 <= r.accepted <= block_size
        assert r.committed[0] == r.a0 and r.committed[1:-1] == r.drafts[: r.accepted]
        assert len(r.committed) == r.accepted + 2
        pos += len(r.committed)
    assert pos >= len(greedy)


def test_eos_stops_in_the_middle_of_a_round(hf, block_diffusion):
    model, processor = hf
    inputs = _inputs(processor, (56, 56))
    long = _hf_generate(model, inputs, 40)
    stop = long[5]  # pretend this token is EOS: output must end right after its first occurrence
    expected = long[: long.index(stop) + 1]
    assert _hf_generate(model, inputs, 40, eos_token_id=[stop]) == expected
    assert (
        greedy_generate_reference(model, **inputs, max_new_tokens=40, eos_token_ids=[stop])
        == expected
    )
    for block_size in (3, 8):
        result = gravity_generate_reference(
            model,
            **inputs,
            mask_id=block_diffusion["mask_id"],
            block_size=block_size,
            max_new_tokens=40,
            eos_token_ids=[stop],
        )
        assert result.output_ids == expected


def test_reference_masks_hold_under_eager_attention(tiny_model_dir, hf, block_diffusion, eos_ids):
    # eager attention adds the 4D mask to the scores: the oracle must pass an additive float mask
    from transformers import AutoModelForImageTextToText

    eager = AutoModelForImageTextToText.from_pretrained(
        tiny_model_dir, attn_implementation="eager"
    ).eval()
    inputs = _inputs(hf[1], (300, 200))
    expected = _hf_generate(hf[0], inputs, 20)
    assert _hf_generate(eager, inputs, 20) == expected
    result = gravity_generate_reference(
        eager,
        **inputs,
        mask_id=block_diffusion["mask_id"],
        block_size=8,
        max_new_tokens=20,
        eos_token_ids=eos_ids,
    )
    assert result.output_ids == expected


# --- any drafts give the greedy output; acceptance follows the drafts ---------------------------------


@pytest.mark.parametrize("block_size", [3, 8])
def test_oracle_and_corrupted_drafts(hf, block_diffusion, eos_ids, block_size):
    model, processor = hf
    inputs = _inputs(processor, (300, 200))
    max_new = 30
    future = greedy_generate_reference(
        model, **inputs, max_new_tokens=max_new + block_size + 2, eos_token_ids=[]
    )
    greedy = future[:max_new]

    def oracle(tokens, corrupt_at=None):
        drafts = list(future[len(tokens) + 1 : len(tokens) + 1 + block_size])  # the true d_1..d_B
        if corrupt_at is not None:
            drafts[corrupt_at] = (drafts[corrupt_at] + 1) % 900
        return drafts

    def run(override):
        return gravity_generate_reference(
            model,
            **inputs,
            mask_id=block_diffusion["mask_id"],
            block_size=block_size,
            max_new_tokens=max_new,
            eos_token_ids=eos_ids,
            draft_override=override,
        )

    perfect = run(oracle)
    assert perfect.output_ids == greedy
    assert all(r.accepted == block_size for r in perfect.rounds)
    assert len(perfect.rounds) == -(-(max_new - 1) // (block_size + 2))  # B + 2 tokens per round

    k = block_size // 2
    corrupted = run(lambda tokens: oracle(tokens, corrupt_at=k))
    assert corrupted.output_ids == greedy
    assert all(r.accepted == k for r in corrupted.rounds)

    garbage = run(lambda tokens: [7] * block_size)
    assert garbage.output_ids == greedy


def test_wrong_mask_pattern_or_id_changes_drafts_not_output(hf, block_diffusion, eos_ids):
    model, processor = hf
    inputs = _inputs(processor, (56, 56))
    common = dict(block_size=8, max_new_tokens=40, eos_token_ids=eos_ids)
    mask_id = block_diffusion["mask_id"]
    greedy = greedy_generate_reference(model, **inputs, max_new_tokens=40, eos_token_ids=eos_ids)
    right = gravity_generate_reference(model, **inputs, mask_id=mask_id, **common)
    causal = gravity_generate_reference(
        model, **inputs, mask_id=mask_id, draft_mask_fn=causal_window_mask, **common
    )
    wrong_id = gravity_generate_reference(model, **inputs, mask_id=mask_id - 1, **common)
    assert right.output_ids == causal.output_ids == wrong_id.output_ids == greedy
    # compare round 0: same x0 and context in all three runs, only the draft pass differs
    assert right.rounds[0].x0 == causal.rounds[0].x0 == wrong_id.rounds[0].x0
    # row 0 is causal under all three, so a0 agrees
    assert right.rounds[0].a0 == causal.rounds[0].a0 == wrong_id.rounds[0].a0
    assert right.rounds[0].drafts != causal.rounds[0].drafts
    assert right.rounds[0].drafts != wrong_id.rounds[0].drafts


def test_reference_refuses_unsupported_inputs(hf, block_diffusion):
    model, processor = hf
    inputs = _inputs(processor, None)
    with pytest.raises(TypeError, match="pixel_values_videos"):
        gravity_generate_reference(
            model,
            **inputs,
            mask_id=block_diffusion["mask_id"],
            block_size=3,
            max_new_tokens=4,
            eos_token_ids=[],
            pixel_values_videos=torch.zeros(1),
        )


def test_malformed_inputs_are_refused_by_name(hf):
    """What the oracle cannot take fails with a message that says which input is wrong."""
    model, processor = hf
    image, other = _inputs(processor, (56, 56)), _inputs(processor, (300, 200))
    text = _inputs(processor, None)
    run = dict(max_new_tokens=2, eos_token_ids=[])
    cases = [
        # left padding: a mask with a zero
        ({**text, "attention_mask": torch.cat([torch.zeros(1, 1, dtype=torch.long), text["attention_mask"][:, 1:]], 1)},
         "one unpadded prompt only"),
        ({"input_ids": text["input_ids"].repeat(2, 1)}, "the reference takes a batch of one"),
        ({"input_ids": image["input_ids"]}, "image tokens, no pixels"),
        ({**image, **{k: other[k] for k in ("pixel_values", "image_grid_thw")}},
         "image tokens and features disagree"),
    ]  # fmt: skip
    for inputs, message in cases:
        with pytest.raises(AssertionError, match=f"^{message}$"):
            greedy_generate_reference(model, **inputs, **run)
    with pytest.raises(AssertionError):
        accept_drafts(torch.tensor([1, 2]), torch.tensor([1, 2]))  # verify row count is B + 1


def test_the_bare_prompt_gives_the_processors_positions_and_tokens(hf):
    """Without the processor's ``mm_token_type_ids`` and ``attention_mask`` (a caller holding
    token ids only, 1-D or batch-of-one), the oracle derives the image tokens' M-RoPE positions
    itself: the same positions, the same tokens."""
    from sglang_gravity.decoding.reference import _prepare

    model, processor = hf
    inputs = _inputs(processor, (300, 200))
    full = _prepare(model, inputs["input_ids"], inputs["pixel_values"], inputs["image_grid_thw"],
                    {k: inputs[k] for k in ("attention_mask", "mm_token_type_ids")})  # fmt: skip
    assert full.rope_delta != 0  # an image shifts the text after it
    for input_ids in (inputs["input_ids"], inputs["input_ids"][0]):
        bare = _prepare(model, input_ids, inputs["pixel_values"], inputs["image_grid_thw"], {})
        assert torch.equal(bare.prompt_positions, full.prompt_positions)
        assert bare.rope_delta == full.rope_delta
        assert torch.equal(bare.prompt_embeds, full.prompt_embeds)
    bare_inputs = {k: inputs[k] for k in ("pixel_values", "image_grid_thw")}
    run = dict(max_new_tokens=6, eos_token_ids=[])
    assert greedy_generate_reference(
        model, input_ids=inputs["input_ids"][0], **bare_inputs, **run
    ) == greedy_generate_reference(model, **inputs, **run)


def test_a_bfloat16_model_reads_an_image(tiny_model_dir):
    """Image features and the additive attention mask take the model's dtype (bf16 here): the
    oracle decodes, and its first token is the model's own greedy one."""
    from transformers import AutoModelForImageTextToText, AutoProcessor

    processor = AutoProcessor.from_pretrained(tiny_model_dir)
    model = AutoModelForImageTextToText.from_pretrained(tiny_model_dir, dtype=torch.bfloat16).eval()
    inputs = _inputs(processor, (56, 56))
    inputs["pixel_values"] = inputs["pixel_values"].to(torch.float32)
    tokens = greedy_generate_reference(model, **inputs, max_new_tokens=3, eos_token_ids=[])
    assert tokens[:1] == _hf_generate(model, inputs, 1)
