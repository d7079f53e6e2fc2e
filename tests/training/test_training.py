"""The training recipe: the three-stream objective on readable examples, data, a short real run."""

import json
import re

import pytest
import torch

from sglang_gravity.checkpoints.tiny import MASK_TOKEN
from sglang_gravity.config import load_block_diffusion
from sglang_gravity.decoding.reference import _Sequence, accept_drafts, hybrid_window_mask
from sglang_gravity.training import train
from sglang_gravity.training.data import (
    CELL,
    HELD_OUT_SEED0,
    TASKS,
    chat_inputs,
    held_out_samples,
    make_sample,
    token_count,
)
from sglang_gravity.training.loop import lr_at
from sglang_gravity.training.model import ModelSizes, build_scratch_model, ensure_mask_token
from sglang_gravity.training.objective import (
    IGNORE,
    block_spans,
    complementary_masks,
    pack_example,
    packed_attention,
    packed_input_ids,
    packed_labels,
    packed_position_ids,
    prompt_rope,
    response_ids,
)
from sglang_gravity.training.scoring import cell_hits, edit_distance, table_cells
from sglang_gravity.training.stream import level_at

M = 99  # mask id in the hand-written examples


@pytest.fixture(scope="module", autouse=True)
def _one_torch_thread():
    """Tiny tensors: two intra-op threads on two shared cores thrash."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(n)


@pytest.fixture(scope="module")
def smoke_model():
    model, processor = build_scratch_model(train.SMOKE_SIZES, seed=0)
    return model.eval(), processor, ensure_mask_token(model, processor.tokenizer)


# --- blocks and masks -------------------------------------------------------------------------------


def test_block_spans_tile_the_response_with_offset_boundaries():
    assert block_spans(7, 3, 0) == [(0, 3), (3, 6), (6, 7)]
    assert block_spans(7, 3, 2) == [(0, 2), (2, 5), (5, 7)]
    assert block_spans(2, 8, 5) == [(0, 2)]
    assert block_spans(1, 4, 0) == [(0, 1)]


@pytest.mark.parametrize("seed", range(5))
def test_masks_are_complementary_per_block(seed):
    g = torch.Generator().manual_seed(seed)
    spans = block_spans(29, 8, seed % 8)
    mask_a, mask_b = complementary_masks(spans, g)
    assert mask_a.shape == mask_b.shape == (29,)
    # every response token is masked in exactly one stream
    assert torch.equal(mask_a ^ mask_b, torch.ones(29, dtype=torch.bool))


def test_mask_ratio_is_uniform_per_block():
    g = torch.Generator().manual_seed(0)
    counts = torch.zeros(9)
    for _ in range(900):
        mask_a, _ = complementary_masks([(0, 8)], g)
        counts[int(mask_a.sum())] += 1
    # k = round(8t), t ~ U(0,1): k = 1..7 each have probability 1/8, k = 0 and 8 have 1/16
    expected = torch.tensor([1, 2, 2, 2, 2, 2, 2, 2, 1]) / 16 * 900
    assert (counts - expected).abs().max() < 40, counts


# --- the docstring's worked example ---------------------------------------------------------------
# prompt [P0, P1], response [a, b, c, EOS], bd_size 2, offset 1: blocks [0,1) [1,3) [3,4);
# stream A masks {0, 2}, stream B masks {1, 3}.

P0, P1, A_, B_, C_, EOS = 10, 11, 1, 2, 3, 0
PROMPT = torch.tensor([P0, P1])
RESPONSE = torch.tensor([A_, B_, C_, EOS])
SPANS = [(0, 1), (1, 3), (3, 4)]
MASK_A = torch.tensor([True, False, True, False])
MASK_B = ~MASK_A

EXPECTED_ATTENTION = """
x.............
xx............
xxx...........
xxxx..........
xxxxx.........
xxxxxx........
xx....x.......
xxx....xx.....
xxx....xx.....
xxxxx....x....
xx........x...
xxx........xx.
xxx........xx.
xxxxx........x
"""


def test_attention_worked_example():
    # rows 0-5: prompt + clean stream, causal. Stream A (rows 6-9) and B (10-13): a block sees the
    # prompt, the clean tokens before the block start and its own block, nothing of the other stream
    expected = torch.tensor(
        [[ch == "x" for ch in row] for row in EXPECTED_ATTENTION.split()], dtype=torch.bool
    )
    assert block_spans(4, 2, 1) == SPANS
    assert torch.equal(packed_attention(2, SPANS), expected)


def test_inputs_and_labels_worked_example():
    ids = packed_input_ids(PROMPT, RESPONSE, MASK_A, MASK_B, M)
    assert ids.tolist() == [P0, P1, A_, B_, C_, EOS, M, B_, M, EOS, A_, M, C_, M]
    ar, denoise = packed_labels(2, RESPONSE, MASK_A, MASK_B)
    x = IGNORE
    assert ar.tolist() == [x, A_, B_, C_, EOS, x, x, x, x, x, x, x, x, x]
    # token shift: the masked position p is supervised with r_{p+1}; a masked EOS has no target
    assert denoise.tolist() == [x, x, x, x, x, x, B_, x, EOS, x, x, C_, x, x]


def test_positions_worked_example():
    prompt_positions = torch.tensor([[0, 1], [0, 1], [0, 1]])
    pos = packed_position_ids(prompt_positions, rope_delta=5, n=4)
    text = [7, 8, 9, 10]  # L + i + delta
    assert pos.tolist() == [[0, 1, *text, *text, *text]] * 3


@pytest.mark.parametrize("seed", range(4))
def test_prompt_and_clean_stream_never_masked(seed):
    g = torch.Generator().manual_seed(seed)
    prompt = torch.arange(20, 27)
    response = torch.arange(30, 47)
    ex = pack_example(prompt, torch.zeros(3, 7, dtype=torch.long), 0, response, bd_size=4,
                      mask_id=M, generator=g)  # fmt: skip
    L, n = 7, 17
    assert torch.equal(ex.input_ids[: L + n], torch.cat([prompt, response]))
    a, b = ex.input_ids[L + n : L + 2 * n], ex.input_ids[L + 2 * n :]
    assert torch.equal((a == M) ^ (b == M), torch.ones(n, dtype=torch.bool))
    assert torch.equal(torch.where(a == M, b, a), response)  # the unmasked copy is the truth


# --- the worker's draft window ----------------------------------------------------------------------


def test_fully_masked_block_is_the_workers_draft_window():
    """A corrupted block with every position masked sees exactly what the worker's draft window
    [x0, MASK x B] sees (same tokens at the same positions), and its labels are what a model must
    draft to have all B drafts accepted."""
    L, n, B, s, delta = 3, 12, 4, 5, 7  # block covers response positions s..s+B-1
    prompt, response = torch.tensor([20, 21, 22]), torch.arange(40, 52)
    spans = [(0, s), (s, s + B), (s + B, n)]
    mask_a = torch.zeros(n, dtype=torch.bool)
    mask_a[s : s + B] = True
    prompt_positions = torch.tensor([[0, 1, 2], [0, 1, 1], [0, 1, 2]])
    ids = packed_input_ids(prompt, response, mask_a, ~mask_a, M)
    pos = packed_position_ids(prompt_positions, delta, n)
    allowed = packed_attention(L, spans)
    _, denoise = packed_labels(L, response, mask_a, ~mask_a)

    # the worker's round with x0 = r_{s-1}: prefix = prompt + r_0..r_{s-2}, window [x0, MASK x B]
    prefix_len, K = L + s - 1, B + 1
    inf_ids = torch.cat([prompt, response[:s], torch.full((B,), M)])
    inf_pos = torch.cat([prompt_positions, (torch.arange(L, L + s + B) + delta).expand(3, -1)], -1)
    window = hybrid_window_mask(prefix_len, K)  # [K, prefix_len + K]

    def seen(row_mask, ids_, pos_):
        return sorted((int(ids_[k]), *pos_[:, k].tolist()) for k in row_mask.nonzero()[:, 0])

    rows = range(L + n + s, L + n + s + B)  # stream A's block rows
    for j, row in enumerate(rows, start=1):  # window position j = mask j
        assert ids[row] == M and torch.equal(pos[:, row], inf_pos[:, prefix_len + j])
        assert seen(allowed[row], ids, pos) == seen(window[j], inf_ids, inf_pos)
    drafts = denoise[list(rows)]  # what a model trained to convention drafts: r_{s+1}..r_{s+B}
    assert drafts.tolist() == response[s + 1 : s + B + 1].tolist()
    # a perfect AR model verifies [a0 = r_s, d_1..d_B] with argmaxes r_{s+1}..r_{s+B+1}
    verify_argmax = response[s + 1 : s + B + 2]
    assert accept_drafts(drafts, verify_argmax) == B
    own_position = response[s : s + B]  # SDAR/LLaDA-style "each mask predicts its own token"
    assert accept_drafts(own_position, verify_argmax) == 0


def test_positions_match_the_reference_decoder(smoke_model):
    model, processor, mask_id = smoke_model
    sample = make_sample(7)
    inputs = chat_inputs(processor, sample)
    positions, delta = prompt_rope(
        model, inputs["input_ids"], inputs["mm_token_type_ids"], inputs["image_grid_thw"]
    )
    seq = _Sequence(model, inputs["input_ids"], inputs["pixel_values"], inputs["image_grid_thw"],
                    inputs["mm_token_type_ids"])  # fmt: skip
    assert torch.equal(positions, seq.prompt_positions[:, 0]) and delta == seq.rope_delta
    response = response_ids(processor.tokenizer, sample.target, 0)
    L, n = positions.shape[-1], response.numel()
    packed = packed_position_ids(positions, delta, n)
    clean = torch.arange(L, L + n) + seq.rope_delta  # what reference.py gives generated tokens
    for stream in range(3):
        assert torch.equal(packed[:, L + stream * n : L + (stream + 1) * n], clean.expand(3, n))


# --- data, tokenizer, processor ---------------------------------------------------------------------


def test_generator_is_deterministic_by_seed():
    for seed in (0, 1, 2, 12345):
        a, b = make_sample(seed), make_sample(seed)
        assert a.task == b.task == TASKS[seed % 3] and a.target == b.target and a.cells == b.cells
        assert a.image.tobytes() == b.image.tobytes()
    assert make_sample(3).target != make_sample(6).target
    held = [s.target for s in held_out_samples(2, "table")]
    assert held == [make_sample(HELD_OUT_SEED0 + i, "table").target for i in (0, 1)]


def test_level_shortens_content_deterministically():
    short = [make_sample(s, level=0.1).target for s in range(30)]
    full = [make_sample(s).target for s in range(30)]
    assert short == [make_sample(s, level=0.1).target for s in range(30)]
    assert sum(map(len, short)) < 0.3 * sum(map(len, full))
    assert max(len(t) for t, s in zip(short, range(30)) if s % 3 == 0) <= 30  # text: a few words
    assert level_at(0, curriculum_steps=100) == pytest.approx(0.1)
    assert level_at(100, curriculum_steps=100) == level_at(500, curriculum_steps=100) == 1


def test_samples_fit_the_patch_grid_and_tokenize_per_character(smoke_model):
    model, processor, _ = smoke_model
    tok = processor.tokenizer
    for seed in range(30):
        sample = make_sample(seed)
        w, h = sample.image.size
        assert w % CELL == 0 and h % CELL == 0
        inputs = chat_inputs(processor, sample)
        # no resize: the vision grid is the image in 14-px patches
        assert inputs["image_grid_thw"].tolist() == [[1, h // 14, w // 14]]
        assert w * h <= CELL * CELL * ModelSizes().max_image_tokens  # the processor's budget
        ids = tok.encode(sample.target, add_special_tokens=False)
        assert tok.decode(ids) == sample.target
        assert len(ids) == token_count(sample.target)  # the generator counts as the tokenizer does
        if sample.task == "text":
            assert len(ids) == len(sample.target)  # one token per character
    assert tok.tokenize("<td>12</td>") == ["<td>", "1", "2", "</td>"]
    assert tok.convert_tokens_to_ids(MASK_TOKEN) < model.config.text_config.vocab_size


def test_scratch_init(smoke_model):
    model = smoke_model[0]
    emb = model.get_input_embeddings().weight.detach()  # std hidden ** -0.5: rows of norm ~1
    assert emb.norm(dim=-1).mean().item() == pytest.approx(1.0, rel=0.1)
    layer = model.model.language_model.layers[0]
    assert torch.all(layer.post_mlp_layernorm.weight == 0.1)
    assert torch.all(layer.input_layernorm.weight == 1.0)
    assert torch.all(model.model.visual.blocks[0].attn.qkv.bias == 0)


def test_ensure_mask_token_adds_and_resizes():
    from tokenizers import Tokenizer, models
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    tok = PreTrainedTokenizerFast(
        tokenizer_object=Tokenizer(models.WordLevel({"a": 0, "[UNK]": 1}, unk_token="[UNK]"))
    )
    cfg = LlamaConfig(vocab_size=2, hidden_size=8, intermediate_size=8, num_hidden_layers=1,
                      num_attention_heads=1, num_key_value_heads=1)  # fmt: skip
    model = LlamaForCausalLM(cfg)
    assert ensure_mask_token(model, tok) == 2 == tok.convert_tokens_to_ids(MASK_TOKEN)
    assert model.get_input_embeddings().num_embeddings == 3
    assert model.get_output_embeddings().weight.shape[0] == 3
    assert ensure_mask_token(model, tok) == 2 and len(tok) == 3  # idempotent


# --- schedules and metrics --------------------------------------------------------------------------


def test_lr_schedule():
    kw = dict(lr=1.0, warmup=10, steps=110, min_ratio=0.1)
    assert lr_at(0, **kw) == pytest.approx(0.1)
    assert lr_at(9, **kw) == pytest.approx(1.0)
    assert lr_at(60, **kw) == pytest.approx(0.55)
    assert lr_at(110, **kw) == pytest.approx(0.1)


def test_metrics():
    assert edit_distance("kitten", "sitting") == 3 and edit_distance("", "ab") == 2
    html = "<table><tr><td>1</td><td>ab</td></tr><tr><td>7</td></tr></table>"
    assert table_cells(html) == [["1", "ab"], ["7"]]
    assert cell_hits(html, (("1", "ab"), ("7", "8"))) == 3


# --- a short real run -------------------------------------------------------------------------------


def test_smoke_training_lowers_losses_and_resumes(tmp_path):
    common = ["--preset", "smoke", "--steps", "30", "--log-every", "5", "--eval-every", "30",
              "--eval-n", "1", "--max-new-tokens", "8", "--threads", "1"]  # fmt: skip
    out = tmp_path / "run"
    train.main([*common, "--out", str(out)])
    log = json.loads((out / "training_log.json").read_text())
    first, last = log["train"][0], log["train"][-1]
    assert last["step"] == 30
    assert last["ar_loss"] < first["ar_loss"] - 1.0, log["train"]
    assert last["denoise_loss"] < first["denoise_loss"] - 1.0, log["train"]
    assert log["eval"][-1]["step"] == 30 and set(TASKS) <= set(log["eval"][-1])

    # the folder is a stock transformers checkpoint plus a valid block_diffusion.json
    from transformers import AutoModelForImageTextToText, AutoProcessor

    spec = load_block_diffusion(out)
    model = AutoModelForImageTextToText.from_pretrained(out, dtype=torch.float32).eval()
    processor = AutoProcessor.from_pretrained(out)
    tok = processor.tokenizer
    assert spec.bd_size == 8 and spec.mask_id == tok.convert_tokens_to_ids(MASK_TOKEN)
    eos = tok.convert_tokens_to_ids(["<|endoftext|>", "<|user|>"])
    assert model.generation_config.eos_token_id == eos
    sample = held_out_samples(1, "text")[0]
    inputs = chat_inputs(processor, sample)
    generated = model.generate(**inputs, do_sample=False, max_new_tokens=5)
    assert generated.shape[1] > inputs["input_ids"].shape[1]

    # interrupted at step 15 and resumed: the same losses and weights as the straight run
    split = tmp_path / "split"
    train.main([*common, "--out", str(split), "--stop-at", "15"])
    train.main([*common, "--out", str(split), "--resume"])
    split_log = json.loads((split / "training_log.json").read_text())
    losses = ("step", "loss", "ar_loss", "denoise_loss")
    assert [[p[k] for k in losses] for p in split_log["train"]] == [
        [p[k] for k in losses] for p in log["train"]
    ]
    a = torch.load(f"{out}.state.pt", weights_only=False)["model"]
    b = torch.load(f"{split}.state.pt", weights_only=False)["model"]
    assert all(torch.equal(a[k], b[k]) for k in a)


def test_regions_have_the_lengths_of_real_ones():
    """At full level: text paragraphs of about 100-300 tokens over several lines, tables of 20-60 cells
    with a header row and some empty cells, formulas of 40-120 tokens, the longest of each still
    fitting the processor's pixel budget; realistic content (names, dates, amounts), no filler."""
    texts = [make_sample(s, "text") for s in range(60)]
    tables = [make_sample(s, "table") for s in range(60)]
    formulas = [make_sample(s, "formula") for s in range(60)]
    lengths = [token_count(t.target) for t in texts]
    # a draw of 100-300, cut at the last whole word that fits
    assert 85 <= min(lengths) and max(lengths) <= 300 and sum(lengths) / 60 > 150
    assert min(t.target.count("\n") for t in texts) >= 2  # wrapped over several lines
    assert len({w for t in texts for w in t.target.split()}) > 1000  # varied words, not filler
    assert any(re.search(r"\d{4}-\d{2}-\d{2}", t.target) for t in texts)  # dates
    cells = [sum(map(len, t.cells)) for t in tables]
    assert min(cells) >= 20 and max(cells) <= 60 and len(set(cells)) > 10
    assert all(t.target.startswith("<table><tr><td>") for t in tables)
    assert sum(cell == "" for t in tables for row in t.cells[1:] for cell in row) > 20  # empty
    numeric = sum(any(ch.isdigit() for row in t.cells[1:] for c in row for ch in c) for t in tables)
    assert numeric >= 40  # most have numbers: quantities, prices, dates, codes
    flens = [token_count(f.target) for f in formulas]
    assert min(flens) >= 40 and max(flens) <= 120
    nested = sum("\\sqrt{\\frac{" in f.target or "\\frac{\\sqrt{" in f.target for f in formulas)
    assert nested >= 3 and sum("\\\\" in f.target for f in formulas) >= 10  # several equations
    budget = CELL * CELL * ModelSizes().max_image_tokens
    assert max(s.image.size[0] * s.image.size[1] for s in texts + tables + formulas) <= budget
