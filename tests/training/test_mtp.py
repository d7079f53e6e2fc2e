"""The MTP layer's training pieces (sglang_gravity/training/mtp.py): the multi-step attention,
labels, chain acceptance, checkpoint names, and the unrolled steps against SGLang's view of its
draft KV cache (a plain causal sequence per round)."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
import torch

from sglang_gravity.training import mtp
from sglang_gravity.training.loop import lr_at


def test_stream_attention_one_step_is_causal() -> None:
    assert torch.equal(mtp.stream_attention(5, 1), torch.ones(5, 5, dtype=torch.bool).tril())


def test_stream_attention_three_steps_by_hand() -> None:
    T = 4
    allowed = mtp.stream_attention(T, 3)
    # stream 2, position 2: stream 1 at <= 1, itself
    row = allowed[T + 2]
    assert row[:T].tolist() == [True, True, False, False]
    assert row[T : 2 * T].tolist() == [False, False, True, False]
    assert not row[2 * T :].any()
    # stream 3, position 3: stream 1 at <= 1, stream 2 at 2, itself at 3
    row = allowed[2 * T + 3]
    assert row[:T].tolist() == [True, True, False, False]
    assert row[T : 2 * T].tolist() == [False, False, True, False]
    assert row[2 * T :].tolist() == [False, False, False, True]
    # stream 3, position 0: nothing before it, only itself
    assert allowed[2 * T].nonzero().flatten().tolist() == [2 * T]
    # stream 1 never sees a later stream
    assert not allowed[:T, T:].any()


def test_stream_labels() -> None:
    ids = torch.tensor([10, 11, 12, 20, 21, 22, 23])  # prompt of 3, response of 4
    labels = mtp.stream_labels(ids, prompt_len=3, steps=3)
    assert labels.shape == (3, 6)
    assert labels[0].tolist() == [-100, -100, 21, 22, 23, -100]
    assert labels[1].tolist() == [-100, -100, -100, 22, 23, -100]
    assert labels[2].tolist() == [-100, -100, -100, -100, 23, -100]


def test_chain_accepts_stops_at_first_miss() -> None:
    correct = torch.tensor([[1, 1, 0, 1], [1, 0, 1, 1], [0, 1, 1, 1]], dtype=torch.bool)
    assert mtp.chain_accepts(correct).tolist() == [2, 1, 0, 3]


def test_tensor_names_are_glm_ocrs() -> None:
    names = mtp.mtp_tensor_names(
        16,
        [
            "eh_proj.weight",
            "enorm.weight",
            "decoder.self_attn.q_proj.weight",
            "shared_head_norm.weight",
        ],
    )
    assert names == {
        "eh_proj.weight": "model.language_model.layers.16.eh_proj.weight",
        "enorm.weight": "model.language_model.layers.16.enorm.weight",
        "decoder.self_attn.q_proj.weight": "model.language_model.layers.16.self_attn.q_proj.weight",
        "shared_head_norm.weight": "model.language_model.layers.16.shared_head.norm.weight",
    }


def test_nextn_config_declares_one_layer_without_touching_the_input() -> None:
    base = {"architectures": ["GlmOcrForConditionalGeneration"], "text_config": {"hidden_size": 8}}
    out = mtp.nextn_config(base)
    assert out["text_config"]["num_nextn_predict_layers"] == 1
    assert "num_nextn_predict_layers" not in base["text_config"]


def test_lr_schedule() -> None:
    assert lr_at(0, lr=1.0, warmup=10, steps=100) == pytest.approx(0.1)
    assert lr_at(10, lr=1.0, warmup=10, steps=100) == pytest.approx(1.0)
    assert lr_at(100, lr=1.0, warmup=10, steps=100) == pytest.approx(0.1)


def _tiny_text_config():
    from transformers import GlmOcrConfig

    config = GlmOcrConfig(
        text_config={
            "vocab_size": 32,
            "hidden_size": 16,
            "intermediate_size": 32,
            "num_hidden_layers": 2,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "head_dim": 8,
            "rope_parameters": {
                "rope_type": "default",
                "mrope_section": [1, 1, 2],
                "partial_rotary_factor": 1.0,
                "rope_theta": 10.0,
            },
        }
    )
    config.text_config._attn_implementation = "eager"
    return config.text_config


def _fake_model(text_config):
    from transformers.models.glm_ocr.modeling_glm_ocr import GlmOcrTextRotaryEmbedding

    torch.manual_seed(0)
    lm_head = torch.nn.Linear(text_config.hidden_size, text_config.vocab_size, bias=False)
    rotary = GlmOcrTextRotaryEmbedding(text_config)
    return SimpleNamespace(
        model=SimpleNamespace(language_model=SimpleNamespace(rotary_emb=rotary)), lm_head=lm_head
    )


def _states(S: int, L: int, hidden: int) -> mtp.BaseStates:
    gen = torch.Generator().manual_seed(1)
    positions = torch.stack([torch.arange(S), torch.arange(S) // 2, torch.arange(S) * 3])
    return mtp.BaseStates(
        ids=torch.randint(0, 32, (S,), generator=gen),
        embeds=torch.randn(S, hidden, generator=gen),
        hidden=torch.randn(S, hidden, generator=gen),
        positions=positions,
        prompt_len=L,
    )


def test_unrolled_steps_match_a_round_in_sglangs_draft_cache() -> None:
    """Step k at q computed from the packed streams equals the same layer run causally over
    what SGLang's draft cache holds in the round whose step 1 is at p = q - k + 1: step-1
    entries at 0..p, then one entry per later step, each fed the previous step's output."""
    config = _tiny_text_config()
    layer = mtp.MtpLayer(config).eval()
    model = _fake_model(config)
    states = _states(S=12, L=5, hidden=16)
    with torch.no_grad():
        packed = mtp.mtp_logits(layer, model, states, steps=3)
    rotary = model.model.language_model.rotary_emb

    def causal(embeds: torch.Tensor, hidden: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        n = embeds.shape[0]
        bias = torch.zeros(n, n).masked_fill(
            ~torch.ones(n, n, dtype=torch.bool).tril(), torch.finfo(torch.float32).min
        )
        cos_sin = rotary(embeds, position_ids=positions[:, None])
        return layer(embeds[None], hidden[None], cos_sin, bias[None, None])[0]

    E, H, P = states.embeds, states.hidden, states.positions
    for p in range(4, 8):
        with torch.no_grad():
            g1 = causal(E[1 : p + 2], H[: p + 1], P[:, : p + 1])[-1]
            seq_e, seq_h = E[1 : p + 3], torch.cat([H[: p + 1], g1[None]])
            g2 = causal(seq_e, seq_h, P[:, : p + 2])[-1]
            seq_e, seq_h = E[1 : p + 4], torch.cat([seq_h, g2[None]])
            g3 = causal(seq_e, seq_h, P[:, : p + 3])[-1]
        for k, g in ((0, g1), (1, g2), (2, g3)):
            torch.testing.assert_close(packed[k][p + k], model.lm_head(g), rtol=1e-5, atol=1e-5)


def test_checkpoint_tensors_round_trip(tmp_path) -> None:
    from safetensors.torch import load_file

    config = _tiny_text_config()
    layer = mtp.MtpLayer(config)
    tensors = layer.checkpoint_tensors()
    prefix = "model.language_model.layers.2."
    assert all(name.startswith(prefix) for name in tensors)
    for spec in mtp.SPEC_NAMES:
        assert prefix + spec in tensors
    assert prefix + "mlp.gate_up_proj.weight" in tensors

    base = tmp_path / "base"
    base.mkdir()
    (base / "config.json").write_text(json.dumps({"text_config": {"num_hidden_layers": 2}}))
    (base / "tokenizer.json").write_text("{}")
    out = tmp_path / "draft"
    mtp.save_draft_folder(layer, base, out, {"steps_done": 0})
    loaded = load_file(str(out / "model.safetensors"))
    assert loaded.keys() == tensors.keys()
    for name, value in tensors.items():
        assert torch.equal(loaded[name], value)
    assert json.loads((out / "config.json").read_text())["text_config"][mtp.NEXTN_FIELD] == 1
    assert (out / "tokenizer.json").is_file()
    assert json.loads((out / mtp.MTP_LOG_FILE).read_text()) == {"steps_done": 0}


def test_loss_of_a_short_answer_scores_only_the_steps_that_draft() -> None:
    """A 2-token answer gives step 1 one draft and steps 2-3 none: the loss is step 1's CE, not
    NaN (the mean over no positions), and a 1-token answer scores nothing."""
    config = _tiny_text_config()
    layer = mtp.MtpLayer(config)
    model = _fake_model(config)
    states = _states(S=7, L=5, hidden=16)
    loss, counts = mtp.mtp_loss(layer, model, states, steps=3)
    assert torch.isfinite(loss)
    assert [total for _, total in counts] == [1, 0, 0]
    step1 = mtp.mtp_logits(layer, model, states, steps=1)[0][4]
    expected = torch.nn.functional.cross_entropy(step1[None], states.ids[6:7])
    torch.testing.assert_close(loss, expected)
    loss.backward()
    assert all(torch.isfinite(p.grad).all() for p in layer.parameters() if p.grad is not None)

    loss, counts = mtp.mtp_loss(layer, model, _states(S=6, L=5, hidden=16), steps=3)
    assert float(loss) == 0.0 and [total for _, total in counts] == [0, 0, 0]
