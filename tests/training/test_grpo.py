"""GRPO: advantages and the clipped loss against explicit loops, rewards on hand-computed cases,
causal-path log-probabilities against `generate`, the server protocol against a fake server, and a
smoke run on a small scratch model that writes a servable folder and resumes exactly."""

import json
import math
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import torch

from sglang_gravity.config import load_block_diffusion
from sglang_gravity.training import grpo, grpo_loss, rollouts, train
from sglang_gravity.training.data import chat_inputs, make_sample
from sglang_gravity.training.model import (
    block_diffusion_dict,
    build_scratch_model,
    ensure_mask_token,
    save_served_folder,
)
from sglang_gravity.training.rewards import (
    RewardConfig,
    formula_reward,
    reward,
    table_reward,
    text_reward,
)


@pytest.fixture(scope="module", autouse=True)
def _one_torch_thread():
    """Tiny tensors: two intra-op threads on two shared cores thrash."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(n)


# --- advantages ----------------------------------------------------------------------------------


def advantages_reference(groups: list[list[float]], eps: float) -> list[list[float]]:
    out = []
    for group in groups:
        G = len(group)
        mean = sum(group) / G
        std = math.sqrt(sum((r - mean) ** 2 for r in group) / (G - 1))
        if all(r == group[0] for r in group):
            out.append([0.0] * G)
        else:
            out.append([(r - mean) / (std + eps) for r in group])
    return out


def test_group_advantages_match_the_loop_reference():
    groups = [
        [1.0, 0.0, 0.5, 0.5],
        [0.2, 0.2, 0.2, 0.2],  # all equal: no preference
        [0.9, 0.1, 0.3, 0.7],
        [0.1, 0.1, 0.1, 0.1],  # all equal at a value whose mean is not exact in floating point
    ]
    got = grpo_loss.group_advantages(torch.tensor(groups, dtype=torch.float64), eps=1e-6)
    want = torch.tensor(advantages_reference(groups, 1e-6), dtype=torch.float64)
    torch.testing.assert_close(got, want)
    assert (got[1] == 0).all() and (got[3] == 0).all()


def test_group_advantages_hand_values():
    # [1, 0]: mean 0.5, sample std sqrt(0.5); [1, 1, 0]: mean 2/3, sample std sqrt(1/3)
    got = grpo_loss.group_advantages(torch.tensor([[1.0, 0.0, 0.0], [1.0, 1.0, 0.0]]), eps=0.0)
    a = (1 / 3) / math.sqrt(1 / 3)
    torch.testing.assert_close(got[1], torch.tensor([a, a, -2 * a]))
    two = grpo_loss.group_advantages(torch.tensor([[1.0, 0.0]]), eps=0.0)
    torch.testing.assert_close(two, torch.tensor([[1 / math.sqrt(2), -1 / math.sqrt(2)]]))


# --- the clipped loss ----------------------------------------------------------------------------


def loss_reference(logprobs, old, adv, eps, ref=None, beta=0.0):
    """One token at a time with scalar tensors (so autograd gives the reference gradient)."""
    total = 0.0
    for i in range(len(logprobs)):
        ratio = torch.exp(logprobs[i] - old[i])
        clipped_ratio = min(max(ratio, torch.tensor(1 - eps)), torch.tensor(1 + eps))
        objective = min(ratio * adv[i], clipped_ratio * adv[i])
        if ref is not None:
            d = ref[i] - logprobs[i]
            objective = objective - beta * (torch.exp(d) - d - 1)
        total = total - objective
    return total / len(logprobs)


CASES = [
    # (old logprob, new logprob, advantage, clipped?)
    (-1.0, -1.0 + math.log(1.5), +1.0, True),  # ratio 1.5 > 1 + eps, A > 0: clipped
    (-1.0, -1.0 + math.log(0.5), -1.0, True),  # ratio 0.5 < 1 - eps, A < 0: clipped
    (-1.0, -1.0 + math.log(0.5), +1.0, False),  # ratio below, A > 0: the unclipped term is smaller
    (-1.0, -1.0 + math.log(1.5), -0.5, False),  # ratio above, A < 0: unclipped, smaller
    (-2.0, -2.0 + math.log(1.1), +0.7, False),  # inside the trust region
    (-0.5, -0.5, 0.0, False),  # a group with no signal
]


@pytest.mark.parametrize("beta", [0.0, 0.1])
def test_clipped_loss_matches_the_loop_reference_on_both_clip_sides(beta):
    old = torch.tensor([c[0] for c in CASES], dtype=torch.float64)
    new = torch.tensor([c[1] for c in CASES], dtype=torch.float64, requires_grad=True)
    adv = torch.tensor([c[2] for c in CASES], dtype=torch.float64)
    ref = torch.tensor([-1.2, -0.8, -1.0, -1.5, -2.0, -0.4], dtype=torch.float64)
    kw = dict(ref_logprobs=ref, kl_coef=beta) if beta else {}
    loss, stats = grpo_loss.clipped_policy_loss(new, old, adv, clip_eps=0.2, **kw)
    (grad,) = torch.autograd.grad(loss, new)

    new_ref = new.detach().clone().requires_grad_(True)
    want = loss_reference(new_ref, old, adv, 0.2, ref if beta else None, beta)
    (want_grad,) = torch.autograd.grad(want, new_ref)
    torch.testing.assert_close(loss, want)
    torch.testing.assert_close(grad, want_grad)

    clipped = torch.tensor([c[3] for c in CASES])
    assert stats["clip_frac"] == pytest.approx(clipped.float().mean().item())
    if beta == 0:
        # a clipped token gets no gradient at all; an unclipped one gets -A * ratio / T
        assert (grad[clipped] == 0).all()
        ratio = torch.exp(new.detach() - old)
        torch.testing.assert_close(grad[~clipped], (-adv * ratio / len(CASES))[~clipped])


def test_kl_term_value():
    # k3 at d = ref - new: exp(d) - d - 1; d = -1 -> e^-1, d = +0.5 -> e^0.5 - 1.5, d = 0 -> 0
    new = torch.tensor([-1.0, -2.0, -0.3], dtype=torch.float64)
    ref = torch.tensor([-2.0, -1.5, -0.3], dtype=torch.float64)
    k3 = [math.exp(-1), math.exp(0.5) - 1.5, 0.0]
    torch.testing.assert_close(grpo_loss.k3_kl(new, ref), torch.tensor(k3, dtype=torch.float64))
    zero = torch.zeros(3, dtype=torch.float64)
    loss, stats = grpo_loss.clipped_policy_loss(
        new, new.clone(), zero, clip_eps=0.2, ref_logprobs=ref, kl_coef=0.5
    )
    assert loss.item() == pytest.approx(0.5 * sum(k3) / 3)
    assert stats["kl"] == pytest.approx(sum(k3) / 3)
    assert stats["pg_loss"] == 0 and stats["ratio"] == 1


def test_ratio_one_gives_the_plain_policy_gradient():
    """First update on a batch (new == old): the loss gradient is -A / T per token, no clipping."""
    old = torch.tensor([-0.1, -2.0, -0.7])
    new = old.clone().requires_grad_(True)
    adv = torch.tensor([1.0, -1.0, 0.5])
    loss, stats = grpo_loss.clipped_policy_loss(new, old, adv, clip_eps=0.2)
    loss.backward()
    torch.testing.assert_close(new.grad, -adv / 3)
    assert stats["clip_frac"] == 0


def test_cut_at_eos():
    assert rollouts.cut_at_eos([5, 6, 2, 7, 2], {2, 9}) == [5, 6, 2]
    assert rollouts.cut_at_eos([5, 9], {2, 9}) == [5, 9]
    assert rollouts.cut_at_eos([5, 6], {2}) == [5, 6]


# --- rewards -------------------------------------------------------------------------------------

REF_TABLE = "<table><tr><td>ab</td><td>cd</td></tr><tr><td>ef</td><td>gh</td></tr></table>"


def test_text_reward_hand_cases():
    assert text_reward("abc", "abd") == pytest.approx(2 / 3)  # one substitution in 3
    assert text_reward("ab", "abcd") == pytest.approx(1 / 2)  # two insertions in 4
    assert text_reward("a  b\n", "a b") == 1.0  # whitespace runs count as one space
    assert text_reward("", "abc") == 0.0


def test_table_reward_hand_cases():
    assert table_reward(REF_TABLE, REF_TABLE) == 1.0
    # one cell "ab" -> "ax": structure 1; cells (1/2 + 1 + 1 + 1) / 4 = 7/8
    one_cell = REF_TABLE.replace("<td>ab<", "<td>ax<")
    assert table_reward(one_cell, REF_TABLE) == pytest.approx(0.5 * 1 + 0.5 * 7 / 8)
    # second row missing: structure TEDS 1 - 3 deleted nodes / 7 (table, 2 tr, 4 td) = 4/7;
    # cells 2 of 4
    one_row = "<table><tr><td>ab</td><td>cd</td></tr></table>"
    assert table_reward(one_row, REF_TABLE) == pytest.approx(0.5 * 4 / 7 + 0.5 * 2 / 4)
    assert table_reward(one_row, REF_TABLE, structure_weight=1.0) == pytest.approx(4 / 7)
    assert table_reward(one_cell, REF_TABLE, structure_weight=0.0) == pytest.approx(7 / 8)
    assert table_reward("no table here", REF_TABLE) == 0.0
    cfg = RewardConfig(table_structure_weight=0.25)
    want = 0.25 * 4 / 7 + 0.75 * 2 / 4
    assert reward("table", one_row, REF_TABLE, cfg) == pytest.approx(want)


def test_formula_reward_hand_cases():
    assert formula_reward("x^{2}", "x^2") == 1.0  # braces around one token are canonicalized
    assert formula_reward("\\dfrac{a}{b}", "\\frac{a}{b}") == 1.0
    # tokens [\alpha, +, 1] vs [\alpha, +, 2]: one of three
    assert formula_reward("\\alpha+1", "\\alpha+2") == pytest.approx(2 / 3)


def test_reward_dispatch_and_refusals():
    assert reward("text", "abc", "abd") == pytest.approx(2 / 3)
    assert reward("formula", "x^{2}", "x^2") == 1.0
    with pytest.raises(ValueError, match="no GRPO reward for task 'chart'"):
        reward("chart", "a", "b")
    with pytest.raises(ValueError, match="table_structure_weight"):
        RewardConfig(table_structure_weight=1.5)


# --- the causal path against generate ------------------------------------------------------------


@pytest.fixture(scope="module")
def smoke_model_dir(tmp_path_factory):
    """A random-weight scratch GLM-OCR at train.py's smoke sizes, saved as a gravity folder
    (under a second to build, where the shared smoke_model_dir fixture takes ~25 s on 2 cores)."""
    model, processor = build_scratch_model(train.SMOKE_SIZES, seed=0)
    mask_id = ensure_mask_token(model, processor.tokenizer)
    block = block_diffusion_dict(bd_size=8, mask_id=mask_id, ar_loss_weight=1.0)
    return save_served_folder(model, processor, tmp_path_factory.mktemp("smoke_model"), block)


@pytest.fixture(scope="module")
def tiny(smoke_model_dir):
    model, processor = grpo.load_policy(
        str(smoke_model_dir), {"attn_implementation": "eager", "device": "cpu"}
    )
    return model.eval(), processor


def test_completion_logprobs_equal_the_sampling_distribution_of_generate(tiny):
    """What the sampler drew from (generate's processed scores at temperature T, no top-k/p) is
    what the loss differentiates: one causal forward over prompt + completion, padded batch."""
    model, processor = tiny
    samples = [make_sample(7, "text"), make_sample(8, "formula")]
    T = 0.7
    completions, scores = [], []
    for seed, sample in enumerate(samples):
        inputs = chat_inputs(processor, sample)
        torch.manual_seed(seed)
        config = rollouts.sampling_config(model, group_size=2, temperature=T, max_new_tokens=6)
        config.output_scores = config.return_dict_in_generate = True
        with torch.no_grad():
            out = model.generate(**inputs, generation_config=config)
        L = inputs["input_ids"].shape[1]
        eos = set(model.generation_config.eos_token_id)
        group = [rollouts.cut_at_eos(row[L:].tolist(), eos) for row in out.sequences]
        # The smoke model rarely samples EOS in 6 tokens: cut one completion short (a prefix of
        # a sample is what generate draws with fewer new tokens), so lengths differ.
        group[-1] = group[-1][: 3 + seed]
        completions.append(group)
        for b, ids in enumerate(group):
            for t, tok in enumerate(ids):
                scores.append(torch.log_softmax(out.scores[t][b].double(), -1)[tok])
    # Unequal lengths, so the padded batch has padding the loss must skip.
    assert len({len(c) for group in completions for c in group}) >= 2, completions
    batch = grpo_loss.causal_batch(model, processor, samples, completions)
    with torch.no_grad():
        got = grpo_loss.completion_logprobs(model, batch, T)
    torch.testing.assert_close(got.double(), torch.stack(scores), atol=2e-4, rtol=0)


def test_completion_logprobs_match_the_reference_forward_with_an_image_token_sampled(tiny):
    """Against reference._Sequence (the decoder oracle's full causal forward), with completions
    of unequal lengths in one padded batch, one holding the image placeholder id: a young policy
    samples any id, and only the prompt's placeholders take image features."""
    from sglang_gravity.decoding.reference import _Sequence, causal_window_mask

    model, processor = tiny
    sample = make_sample(3, "table")
    image_id = model.config.image_token_id
    eos = model.generation_config.eos_token_id[0]
    group = [[40, image_id, 41, eos], [42, 43]]
    batch = grpo_loss.causal_batch(model, processor, [sample], [group])
    with torch.no_grad():
        got = grpo_loss.completion_logprobs(model, batch, 1.3)
        inputs = chat_inputs(processor, sample)
        seq = _Sequence(
            model,
            inputs["input_ids"],
            inputs["pixel_values"],
            inputs["image_grid_thw"],
            inputs["mm_token_type_ids"],
        )
        L = inputs["input_ids"].shape[1]
        want = []
        for completion in group:
            n = len(completion)
            logits = seq.logits(completion, causal_window_mask(L - 1, n + 1))[:n]  # [n, V]
            logprobs = torch.log_softmax(logits / 1.3, dim=-1)
            want += [logprobs[i, tok] for i, tok in enumerate(completion)]
    torch.testing.assert_close(got, torch.stack(want), atol=1e-5, rtol=1e-5)


# --- the server protocol, against a fake server ---------------------------------------------------


class _FakeSGLang(BaseHTTPRequestHandler):
    requests: list = []
    logprob_reply: dict = {}

    def do_POST(self):  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append((self.path, body))
        if self.path == "/update_weights_from_disk":
            reply = {"success": True, "message": "ok", "num_paused_requests": 0}
        elif body.get("logprobs"):
            reply = type(self).logprob_reply
        else:  # /v1/chat/completions: two stop, one runs out of tokens
            n = len([p for p, _ in type(self).requests if p == "/v1/chat/completions"])
            finish = "length" if n % 3 == 0 else "stop"
            reply = {
                "choices": [{"message": {"content": "x"}, "finish_reason": finish}],
                "sglext": {"output_ids": [[11, 12]], "spec_tokens_details": {}},
            }
        data = json.dumps(reply).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture
def fake_server():
    _FakeSGLang.requests = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), _FakeSGLang)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_server_sampling_and_weight_reload_payloads(fake_server, tmp_path):
    groups = rollouts.sample_from_server(
        fake_server,
        [make_sample(1, "text")],
        group_size=3,
        temperature=0.9,
        max_new_tokens=5,
        eos_ids=[2, 9],
        timeout=10,
    )
    rollouts.push_weights(fake_server, tmp_path, "7", timeout=10)
    # a completion that stopped ends with an EOS (SGLang 0.5.23 returns it; put back if not)
    assert sorted(groups[0]) == [[11, 12], [11, 12, 2], [11, 12, 2]]
    chats = [b for p, b in _FakeSGLang.requests if p == "/v1/chat/completions"]
    assert len(chats) == 3
    for body in chats:
        assert (body["temperature"], body["top_p"], body["top_k"], body["min_p"]) == (
            0.9,
            1.0,
            -1,
            0.0,
        )
        assert body["max_tokens"] == 5 and body["return_output_ids_in_sglext"] is True
        content = body["messages"][0]["content"]
        assert content[0]["image_url"]["url"].startswith("data:image/png;base64,")
        assert content[1] == {"type": "text", "text": "Text Recognition:"}
    reload = [b for p, b in _FakeSGLang.requests if p == "/update_weights_from_disk"]
    assert reload == [{"model_path": str(tmp_path.resolve()), "weight_version": "7"}]


def test_served_weights_check_passes_on_equal_logprobs_and_names_the_cache(tiny, fake_server):
    model, processor = tiny
    sample = make_sample(2, "formula")
    ids = [40, 41, model.generation_config.eos_token_id[0]]
    with torch.no_grad():
        batch = grpo_loss.causal_batch(model, processor, [sample], [[ids]])
        local = grpo_loss.completion_logprobs(model, batch, 1.0).tolist()

    def reply(logprobs):
        content = [{"token": "t", "logprob": lp} for lp in logprobs]
        return {
            "choices": [{"message": {"content": "x"}, "logprobs": {"content": content}}],
            "sglext": {"output_ids": [ids]},
        }

    _FakeSGLang.logprob_reply = reply(local)
    assert rollouts.served_logprob_gap(fake_server, model, processor, sample, 10) < 1e-6
    rollouts.check_served_weights(fake_server, model, processor, sample, tol=1e-4, timeout=10)
    _FakeSGLang.logprob_reply = reply([local[0], local[1] - 0.01, local[2]])
    with pytest.raises(RuntimeError, match="SGLANG_VLM_CACHE_SIZE_MB=0"):
        rollouts.check_served_weights(fake_server, model, processor, sample, tol=1e-4, timeout=10)
    body = _FakeSGLang.requests[-1][1]
    assert body["temperature"] == 0 and body["logprobs"] is True


# --- data ----------------------------------------------------------------------------------------


def write_records(path, seeds):
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = []
    for seed in seeds:
        sample = make_sample(seed)
        sample.image.save(path.parent / f"{seed}.png")
        lines.append(json.dumps({"image": f"{seed}.png", "prompt": sample.prompt,
                                 "target": sample.target}))  # fmt: skip
    path.write_text("\n".join(lines) + "\n")


def test_prompt_order_covers_each_record_once_per_epoch(tmp_path):
    from sglang_gravity.training.records import read_jsonl_records

    write_records(tmp_path / "d.jsonl", range(5))
    records = read_jsonl_records(tmp_path / "d.jsonl")
    targets = {r.target for r in records}
    order = [grpo.prompt_at(i, records, seed=3, synthetic_seed0=0).target for i in range(10)]
    assert set(order[:5]) == targets and set(order[5:]) == targets
    assert order == [
        grpo.prompt_at(i, records, seed=3, synthetic_seed0=0).target for i in range(10)
    ]
    synthetic = grpo.prompt_at(4, None, seed=0, synthetic_seed0=100)
    assert synthetic.target == make_sample(104).target


# --- a smoke run ---------------------------------------------------------------------------------


def _weights(folder):
    from safetensors.torch import load_file

    return load_file(str(folder / "model.safetensors"))


def test_smoke_run_changes_weights_writes_a_servable_folder_and_resumes(smoke_model_dir, tmp_path):
    data = tmp_path / "data" / "train.jsonl"
    write_records(data, range(4))
    common = ["--init-from", str(smoke_model_dir), "--data", str(data), "--group-size", "3",
              "--prompts-per-step", "2", "--max-new-tokens", "6", "--eval-n", "1", "--eval-data", str(data),
              "--eval-every", "2", "--lr", "1e-3", "--kl-coef", "0.05",
              "--denoise-weight", "0.1", "--threads", "1"]  # fmt: skip
    out = tmp_path / "run"
    grpo.main([*common, "--out", str(out), "--steps", "2"])

    for name in ("config.json", "model.safetensors", "block_diffusion.json", grpo.CONFIG_FILE):
        assert (out / name).is_file(), name
    assert json.loads((out / "block_diffusion.json").read_text()) == json.loads(
        (smoke_model_dir / "block_diffusion.json").read_text()
    )
    spec = load_block_diffusion(out)
    assert spec.bd_size == 8
    cfg = json.loads((out / grpo.CONFIG_FILE).read_text())
    assert cfg["ref_model"] == str(smoke_model_dir) and cfg["group_size"] == 3
    assert cfg["denoise_weight"] == 0.1 and cfg["data"] == str(data)
    log = json.loads((out / grpo.LOG_FILE).read_text())
    assert [p["step"] for p in log["train"]] == [1, 2]
    assert all("kl" in p and "denoise_loss" in p and "clip_frac" in p for p in log["train"])
    assert [e["step"] for e in log["eval"]] == [0, 2]
    assert {"tpf", "reward", "sampled_reward"} <= set(log["eval"][-1]["all"])
    assert log["eval"][-1]["all"]["n"] == 3  # the first record of each task

    start, end = _weights(smoke_model_dir), _weights(out)
    assert start.keys() == end.keys()
    assert any(not torch.equal(start[k], end[k]) for k in start), "GRPO changed no weight"

    from transformers import AutoModelForImageTextToText

    model = AutoModelForImageTextToText.from_pretrained(out, dtype=torch.float32)
    start_config = json.loads((smoke_model_dir / "config.json").read_text())
    assert model.config.text_config.vocab_size == start_config["text_config"]["vocab_size"]

    # interrupted after step 1 and resumed: the same weights as the straight run
    split = tmp_path / "split"
    grpo.main([*common, "--out", str(split), "--steps", "1"])
    grpo.main([*common, "--out", str(split), "--steps", "2", "--resume"])
    resumed = _weights(split)
    assert all(torch.equal(resumed[k], end[k]) for k in end)
    # resuming a finished run without --steps keeps its step count: nothing more is trained
    grpo.main([*common, "--out", str(split), "--resume"])
    assert all(torch.equal(_weights(split)[k], end[k]) for k in end)
    assert torch.load(f"{split}.state.pt", weights_only=False)["step"] == 2
    split_log = json.loads((split / grpo.LOG_FILE).read_text())
    assert [p["reward"] for p in split_log["train"]] == [p["reward"] for p in log["train"]]
