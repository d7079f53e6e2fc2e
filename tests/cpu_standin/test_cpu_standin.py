"""The CPU ``sgl_kernel`` stand-in: each op on tiny explicit inputs, and its activation rule."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

from sglang_gravity import _cpu_bootstrap
from sglang_gravity.cpu_standin import sgl_kernel as standin
from sglang_gravity.cpu_standin.sgl_kernel import cpu_attention, kvcacheio, speculative

QLEN_ONLY, FULL_MASK = 1, 0


# --- KV-slot bookkeeping -------------------------------------------------------------------


def test_assign_req_to_token_pool_writes_each_run() -> None:
    req_to_token = torch.zeros((3, 8), dtype=torch.int32)
    speculative.assign_req_to_token_pool_cpu(
        req_pool_indices=torch.tensor([2, 0]),
        req_to_token=req_to_token,
        start_offset=torch.tensor([1, 5]),
        end_offset=torch.tensor([4, 6]),
        out_cache_loc=torch.tensor([10, 11, 12, 20]),
        pool_len=8,
    )
    expected = torch.zeros((3, 8), dtype=torch.int32)
    expected[2, 1:4] = torch.tensor([10, 11, 12])
    expected[0, 5] = 20
    assert torch.equal(req_to_token, expected)


def test_assign_extend_cache_locs_gathers_each_run() -> None:
    req_to_token = torch.arange(24, dtype=torch.int32).view(3, 8)
    out = torch.full((4,), -1, dtype=torch.int64)
    speculative.assign_extend_cache_locs_cpu(
        torch.tensor([2, 0]), req_to_token, torch.tensor([1, 5]), torch.tensor([4, 6]), out, 8
    )
    assert out.tolist() == [17, 18, 19, 5]


def test_assign_draft_cache_locs_contiguous() -> None:
    req_to_token = torch.arange(24, dtype=torch.int32).view(3, 8)
    out = torch.empty(2 * 2 * 2, dtype=torch.int64)
    speculative.assign_draft_cache_locs_contiguous_cpu(
        torch.tensor([1, 2]), req_to_token, torch.tensor([3, 0]), out, 8, 2, 2
    )
    assert out.tolist() == [11, 12, 13, 14, 16, 17, 18, 19]
    with pytest.raises(ValueError, match="bs\\*topk\\*num_steps"):
        speculative.assign_draft_cache_locs_contiguous_cpu(
            torch.tensor([1, 2]), req_to_token, torch.tensor([3, 0]), out[:-1], 8, 2, 2
        )


def test_build_draft_decode_metadata_is_branch_major() -> None:
    req_to_token = torch.arange(100, 112, dtype=torch.int32).view(1, 12)
    table = speculative.build_draft_decode_metadata_cpu(
        req_to_token, torch.tensor([0]), torch.tensor([3]), topk=2, num_steps=2, pool_len=12
    )
    assert table.shape == (2, 12) and table.dtype == torch.int32
    assert table[0, :5].tolist() == [100, 101, 102, 103, 104]  # prefix, branch 0 steps 0-1
    assert table[1, :5].tolist() == [100, 101, 102, 105, 106]  # prefix, branch 1 steps 0-1


def test_fill_bonus_tokens_takes_last_accepted() -> None:
    accept_tokens = torch.tensor([[5, 6, 7], [8, 9, 10]], dtype=torch.int32)
    bonus = torch.empty(2, dtype=torch.int32)
    speculative.fill_bonus_tokens_cpu(accept_tokens, torch.tensor([1, 3]), bonus, 3)
    assert bonus.tolist() == [5, 10]


def test_fill_accept_out_cache_loc_compacts_valid_entries() -> None:
    accept_index = torch.tensor([[0, 1, -1], [4, -1, -1]], dtype=torch.int32)
    out_cache_loc = torch.tensor([100, 101, 102, 103, 104, 105])
    dst = torch.zeros(6, dtype=torch.int64)
    speculative.fill_accept_out_cache_loc_cpu(accept_index, out_cache_loc, dst)
    assert dst.tolist() == [100, 101, 104, 0, 0, 0]


@pytest.mark.parametrize(
    ("select_index", "expected"),
    [(None, [2, 3, 9, 6, 8]), (torch.tensor([0, 4]), [9, 3, 3, 6, 8])],
)
def test_rotate_input_ids(select_index: torch.Tensor | None, expected: list[int]) -> None:
    input_ids = torch.tensor([1, 2, 3, 5, 6])
    speculative.rotate_input_ids_cpu(
        input_ids, torch.tensor([0, 3]), torch.tensor([3, 2]), torch.tensor([9, 8]), select_index
    )
    assert input_ids.tolist() == expected


def test_copy_all_layer_kv_cache_reads_all_sources_first() -> None:
    k = torch.arange(12, dtype=torch.float32).view(4, 3)
    v = torch.arange(100, 108, dtype=torch.int16).view(4, 2)
    k_before, v_before = k.clone(), v.clone()
    kvcacheio.copy_all_layer_kv_cache_cpu(
        data_ptrs=torch.tensor([k.data_ptr(), v.data_ptr()]),
        strides=torch.tensor([3 * 4, 2 * 2]),
        tgt_loc=torch.tensor([1, 2]),
        src_loc=torch.tensor([2, 3]),  # overlapping: row 2 is both a source and a target
    )
    for new, old in ((k, k_before), (v, v_before)):
        assert torch.equal(new[[0, 3]], old[[0, 3]])
        assert torch.equal(new[1], old[2]) and torch.equal(new[2], old[3])


# --- EAGLE tree ops ------------------------------------------------------------------------


def _build_tree(parent_list, selected_index, seq_lens, topk, depth, n, mode):
    bs = seq_lens.numel()
    numel = bs * n * n + (int(seq_lens.sum()) * n if mode == FULL_MASK else 0)
    tree_mask = torch.full((numel,), True)
    positions = torch.zeros(bs * n, dtype=torch.int64)
    retrieve = torch.full((3, bs, n), -1, dtype=torch.int64)
    speculative.build_tree_kernel_efficient_cpu(
        parent_list, selected_index, seq_lens, tree_mask, positions, *retrieve, topk, depth, n, mode
    )
    return tree_mask, positions, retrieve


HAND_TREE_MASK = [[1, 0, 0, 0], [1, 1, 0, 0], [1, 0, 1, 0], [1, 1, 0, 1]]


def test_build_tree_topk2_hand_case() -> None:
    """Nodes 1 and 2 are children of the root, node 3 a child of node 1 (upstream's case)."""
    mask, positions, (index, next_token, next_sibling) = _build_tree(
        torch.tensor([[-1, 0, 1]]), torch.tensor([[0, 1, 2]]), torch.tensor([5]), 2, 2, 4, QLEN_ONLY
    )
    assert index.tolist() == [[0, 1, 2, 3]]
    assert next_token.tolist() == [[1, 3, -1, -1]]
    assert next_sibling.tolist() == [[-1, 2, -1, -1]]
    assert positions.tolist() == [5, 6, 6, 7]
    assert mask.view(4, 4).int().tolist() == HAND_TREE_MASK


def test_build_tree_full_mask_keeps_prefix_columns() -> None:
    seq_lens = torch.tensor([2, 1])
    mask, positions, _ = _build_tree(
        torch.tensor([[-1, 0, 1]] * 2), torch.tensor([[0, 1, 2]] * 2), seq_lens, 2, 2, 4, FULL_MASK
    )
    first = mask[: 4 * 6].view(4, 6)
    second = mask[4 * 6 :].view(4, 5)
    assert first[:, :2].all() and second[:, :1].all()
    assert first[:, 2:].int().tolist() == HAND_TREE_MASK == second[:, 1:].int().tolist()
    assert positions.tolist() == [2, 3, 3, 4, 1, 2, 2, 3]


def test_build_tree_chain_is_causal() -> None:
    mask, positions, (_, next_token, next_sibling) = _build_tree(
        torch.tensor([[-1, 0, 1]]), torch.tensor([[0, 1, 2]]), torch.tensor([7]), 1, 3, 4, QLEN_ONLY
    )
    assert torch.equal(mask.view(4, 4), torch.ones(4, 4, dtype=torch.bool).tril())
    assert positions.tolist() == [7, 8, 9, 10]
    assert next_token.tolist() == [[1, 2, 3, -1]] and next_sibling.tolist() == [[-1] * 4]


def _verify(candidates, index, next_token, next_sibling, target, num_steps):
    bs, n = candidates.shape
    predicts = torch.full((bs * n,), -1, dtype=torch.int32)
    accept_index = torch.full((bs, num_steps), -1, dtype=torch.int32)
    accept_num = torch.empty(bs, dtype=torch.int32)
    speculative.verify_tree_greedy_cpu(
        predicts=predicts,
        accept_index=accept_index,
        accept_token_num=accept_num,
        candidates=candidates,
        retrive_index=index,
        retrive_next_token=next_token,
        retrive_next_sibling=next_sibling,
        target_predict=target,
    )
    return predicts.tolist(), accept_index.tolist(), accept_num.tolist()


def test_verify_tree_greedy_chain() -> None:
    """Drafts 3 and 4 match the target, draft 5 does not: 2 accepted, bonus 9."""
    predicts, accept_index, accept_num = _verify(
        torch.tensor([[10, 3, 4, 5]]),
        torch.arange(4).view(1, 4),
        torch.tensor([[1, 2, 3, -1]]),
        torch.full((1, 4), -1),
        torch.tensor([[3, 4, 9, 9]]),
        4,
    )
    assert predicts == [3, 4, 9, -1]
    assert accept_index == [[0, 1, 2, -1]]
    assert accept_num == [2]


def test_verify_tree_greedy_golden_tree() -> None:
    """The CUDA kernel's golden case (sgl-kernel tests), with sibling hops in both rows."""
    target = torch.full((2, 6), 18)
    target[0, 0], target[0, 3], target[0, 4], target[1, 0], target[1, 4] = 3, 4, 5, 11, 12
    predicts, accept_index, accept_num = _verify(
        torch.tensor([[0, 1, 2, 3, 4, 5], [7, 8, 9, 10, 11, 12]]),
        torch.arange(12).view(2, 6),
        torch.tensor([[1, 2, -1, 4, 5, -1], [4, 2, 3, -1, 5, -1]]),
        torch.tensor([[-1, 3, -1, -1, -1, -1], [-1, -1, -1, -1, 1, -1]]),
        target,
        4,
    )
    assert predicts == [3, -1, -1, 4, 5, 18, 11, -1, -1, -1, 12, 18]
    assert accept_index == [[0, 3, 4, 5], [6, 10, 11, -1]]
    assert accept_num == [3, 2]


def test_reconstruct_indices_inverts_build_tree() -> None:
    mask = torch.tensor(HAND_TREE_MASK, dtype=torch.bool).repeat(2, 1, 1).flatten()
    positions = torch.empty(8, dtype=torch.int64)
    retrieve = torch.empty((3, 2, 4), dtype=torch.int64)
    speculative.reconstruct_indices_from_tree_mask(
        mask, torch.tensor([5, 9]), positions, *retrieve, batch_size=2, draft_token_num=4
    )
    assert positions.tolist() == [5, 6, 6, 7, 9, 10, 10, 11]
    assert retrieve[0].tolist() == [[0, 1, 2, 3], [4, 5, 6, 7]]
    assert retrieve[1].tolist() == [[1, 3, -1, -1]] * 2
    assert retrieve[2].tolist() == [[-1, 2, -1, -1]] * 2


# --- Attention (torch.ops.sgl_kernel.{decode,extend}_attention_cpu) -------------------------

H, H_KV, D = 4, 2, 8


def _sdpa(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """q [M, H, D], k/v [L, H_kv, D], mask [M, L] -> [M, H, D]."""
    out = F.scaled_dot_product_attention(
        q.transpose(0, 1)[None],
        k.transpose(0, 1)[None],
        v.transpose(0, 1)[None],
        attn_mask=mask,
        scale=D**-0.5,
        enable_gqa=True,
    )
    return out[0].transpose(0, 1)


def _extend_case(prefix_lens: list[int], ext_lens: list[int], seed: int = 0):
    """Slots of request i: ``i * 16 + (0..seq_len)``; the extend K/V is already in the cache."""
    g = torch.Generator().manual_seed(seed)
    k_buf, v_buf = torch.randn(48, H_KV, D, generator=g), torch.randn(48, H_KV, D, generator=g)
    req_to_token = torch.arange(48, dtype=torch.int32).view(3, 16)
    seq_lens = torch.tensor(prefix_lens) + torch.tensor(ext_lens)
    starts = torch.tensor([0, *ext_lens[:-1]]).cumsum(0)
    new_slots = torch.cat(
        [req_to_token[i, p:s] for i, (p, s) in enumerate(zip(prefix_lens, seq_lens.tolist()))]
    ).long()
    q = torch.randn(sum(ext_lens), H, D, generator=g)
    return q, k_buf, v_buf, req_to_token, seq_lens, torch.tensor(ext_lens), starts, new_slots


def _run_extend(q, k_buf, v_buf, r2t, seq_lens, ext_lens, starts, new_slots, **kw) -> torch.Tensor:
    o = torch.empty_like(q)
    torch.ops.sgl_kernel.extend_attention_cpu(
        q, k_buf[new_slots], v_buf[new_slots], o, k_buf, v_buf, 1.0, 1.0, r2t,
        torch.arange(seq_lens.numel()), seq_lens, ext_lens, starts, int(ext_lens.max()),
        D**-0.5, 0.0, False, kw.pop("window", 0), None, None, kw.pop("tree_mask", None),
        kw.pop("is_causal", True),
    )  # fmt: skip
    return o


def test_extend_attention_causal_with_prefix_matches_sdpa() -> None:
    case = _extend_case([3, 0], [4, 2])
    q, k_buf, v_buf, r2t, seq_lens, ext_lens, starts, _ = case
    o = _run_extend(*case)
    for i, (p, e, s) in enumerate(zip([3, 0], [4, 2], starts.tolist())):
        slots = r2t[i, : p + e].long()
        mask = torch.ones(e, p + e, dtype=torch.bool)
        mask[:, p:] = torch.ones(e, e, dtype=torch.bool).tril()
        ref = _sdpa(q[s : s + e], k_buf[slots], v_buf[slots], mask)
        torch.testing.assert_close(o[s : s + e], ref, rtol=1e-5, atol=1e-5)


def test_extend_attention_tree_mask_replaces_causal_triangle() -> None:
    """A gravity-style window: row 0 causal, the other rows bidirectional (non-causal)."""
    window = torch.ones(3, 3, dtype=torch.bool)
    window[0, 1:] = False
    case = _extend_case([5], [3])
    q, k_buf, v_buf, r2t, *_ = case
    o = _run_extend(*case, tree_mask=window.flatten())
    mask = torch.cat([torch.ones(3, 5, dtype=torch.bool), window], dim=1)
    slots = r2t[0, :8].long()
    torch.testing.assert_close(o, _sdpa(q, k_buf[slots], v_buf[slots], mask), rtol=1e-5, atol=1e-5)


def test_extend_attention_sliding_window() -> None:
    case = _extend_case([4], [2])
    q, k_buf, v_buf, r2t, *_ = case
    o = _run_extend(*case, window=3)  # the backend passes layer window + 1: 3 keys visible
    q_pos, k_pos = torch.arange(4, 6).view(-1, 1), torch.arange(6).view(1, -1)
    mask = (k_pos <= q_pos) & (q_pos - k_pos < 3)
    slots = r2t[0, :6].long()
    torch.testing.assert_close(o, _sdpa(q, k_buf[slots], v_buf[slots], mask), rtol=1e-5, atol=1e-5)


def test_decode_attention_stores_kv_then_attends() -> None:
    g = torch.Generator().manual_seed(1)
    k_cache, v_cache = torch.randn(32, H_KV, D, generator=g), torch.randn(32, H_KV, D, generator=g)
    req_to_token = torch.arange(32, dtype=torch.int32).view(2, 16)
    seq_lens = torch.tensor([5, 2])  # this step's token included
    loc = torch.tensor([4, 17])
    q = torch.randn(2, H, D, generator=g)
    key, value = torch.randn(2, H_KV, D, generator=g), torch.randn(2, H_KV, D, generator=g)
    out = torch.empty(2, H, D)
    torch.ops.sgl_kernel.decode_attention_cpu(
        q, k_cache, v_cache, 1.0, 1.0, out, key, value, loc, torch.empty(0), req_to_token,
        torch.tensor([0, 1]), seq_lens, D**-0.5, 0.0, False, 0, None, None,
    )  # fmt: skip
    assert torch.equal(k_cache[loc], key) and torch.equal(v_cache[loc], value)
    for i, n in enumerate(seq_lens.tolist()):
        slots = req_to_token[i, :n].long()
        ref = _sdpa(
            q[i : i + 1], k_cache[slots], v_cache[slots], torch.ones(1, n, dtype=torch.bool)
        )
        torch.testing.assert_close(out[i : i + 1], ref, rtol=1e-5, atol=1e-5)


def test_attend_logit_cap_and_sinks() -> None:
    q, k, v = torch.randn(1, 2, D), torch.randn(3, 1, D), torch.randn(3, 1, D)
    sinks = torch.tensor([0.5, -1.0])
    out = cpu_attention.attend(q, k, v, None, sm_scale=1.0, logit_cap=2.0, sinks=sinks)
    scores = 2.0 * torch.tanh(torch.einsum("hd,ld->hl", q[0], k[:, 0]) / 2.0)  # [H, L]
    probs = torch.softmax(torch.cat([scores, sinks.view(2, 1)], dim=1), dim=1)[:, :3]
    torch.testing.assert_close(out[0], probs @ v[:, 0], rtol=1e-5, atol=1e-5)


# --- The package surface -------------------------------------------------------------------


def test_unknown_names_raise_clear_not_implemented() -> None:
    with pytest.raises(NotImplementedError, match="sgl_kernel.fast_topk is not available"):
        _ = standin.fast_topk
    with pytest.raises(NotImplementedError, match="sgl_kernel.speculative.segment_packbits"):
        _ = speculative.segment_packbits
    assert not hasattr(standin, "silu_and_mul")  # an AttributeError too: optional imports work
    with pytest.raises(ImportError):
        from sglang_gravity.cpu_standin.sgl_kernel import rmsnorm  # noqa: F401


def test_amx_marker_op_stays_unregistered() -> None:
    """With ``convert_weight_packed`` absent, cpu_has_amx_support() is False: native layers."""
    assert hasattr(torch.ops.sgl_kernel, "extend_attention_cpu")
    assert not hasattr(torch.ops.sgl_kernel, "convert_weight_packed")


# --- Activation ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "libcuda", "active"),
    [
        ({}, None, False),
        ({"SGLANG_USE_CPU_ENGINE": "0"}, None, False),
        ({"SGLANG_USE_CPU_ENGINE": "1"}, "libcuda.so.1", False),
        ({"SGLANG_USE_CPU_ENGINE": "1"}, None, True),
        # A GPU host whose GPUs are hidden (make test): the CPU engine needs the stand-in.
        ({"SGLANG_USE_CPU_ENGINE": "1", "CUDA_VISIBLE_DEVICES": ""}, "libcuda.so.1", True),
        ({"SGLANG_USE_CPU_ENGINE": "1", "CUDA_VISIBLE_DEVICES": "-1"}, "libcuda.so.1", True),
        ({"SGLANG_USE_CPU_ENGINE": "1", "CUDA_VISIBLE_DEVICES": "0"}, "libcuda.so.1", False),
        ({"CUDA_VISIBLE_DEVICES": ""}, "libcuda.so.1", False),
    ],
)
def test_should_activate(
    monkeypatch: pytest.MonkeyPatch, environ: dict[str, str], libcuda: str | None, active: bool
) -> None:
    import ctypes.util

    monkeypatch.setattr(ctypes.util, "find_library", lambda name: libcuda)
    assert _cpu_bootstrap.should_activate(environ) is active


def test_activate_prepends_path_only_when_active(monkeypatch: pytest.MonkeyPatch) -> None:
    import ctypes.util

    monkeypatch.setattr(sys, "path", ["/x"])
    monkeypatch.delenv("SGLANG_USE_CPU_ENGINE", raising=False)
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)  # make test hides the GPUs
    assert _cpu_bootstrap.activate() is False and sys.path == ["/x"]

    monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: "libcuda.so.1")
    assert _cpu_bootstrap.activate() is False and sys.path == ["/x"]

    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)
    assert _cpu_bootstrap.activate() is True
    assert sys.path == [_cpu_bootstrap.STANDIN_DIR, "/x"]
    assert Path(_cpu_bootstrap.STANDIN_DIR, "sgl_kernel", "__init__.py").is_file()


def test_activate_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    import ctypes.util

    def broken(name: str) -> str:
        raise OSError("no ldconfig")

    monkeypatch.setenv("SGLANG_USE_CPU_ENGINE", "1")
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.setattr(ctypes.util, "find_library", broken)
    assert _cpu_bootstrap.activate() is False


PTH = Path(sysconfig.get_paths()["purelib"], "sglang_gravity_cpu.pth")


@pytest.mark.subprocess
@pytest.mark.skipif(not PTH.is_file(), reason="sglang-gravity is not pip-installed here")
@pytest.mark.parametrize("engine", ["1", None])
def test_installed_pth_switches_the_interpreter(engine: str | None) -> None:
    """A fresh interpreter: the stand-in is first on sys.path exactly on CPU-engine runs."""
    import ctypes.util

    env = {k: v for k, v in os.environ.items() if k != "SGLANG_USE_CPU_ENGINE"}
    if engine is not None:
        env["SGLANG_USE_CPU_ENGINE"] = engine
    code = "import sys; print(any(p.endswith('cpu_standin') for p in sys.path))"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    hidden = env.get("CUDA_VISIBLE_DEVICES") in ("", "-1")
    expected = engine == "1" and (hidden or ctypes.util.find_library("cuda") is None)
    assert out.stdout.strip() == str(expected), out.stderr


# --- seeded sampling's hash -----------------------------------------------------------------

_MURMUR_CHECK = """
import torch
from sglang.kernels.ops.sampling.murmur_hash import murmur_hash32_kernel
from sglang_gravity.cpu_standin.sgl_kernel.murmur_hash import murmur_hash32_cpu

seed = torch.tensor([0, 42, 2**62 - 1, -5, 123456789012345]).to(torch.uint64)
positions = torch.tensor([0, 7, 2**33 + 5, 100000, 3])
cols = torch.arange(1500)
expected = torch.empty((5, 1500), dtype=torch.uint32)
murmur_hash32_kernel[(5, 2)](seed, positions, cols, expected, 5, 1500, BLOCK_SIZE=1024)
got = murmur_hash32_cpu(seed, positions, cols)
assert got.dtype == torch.uint32 and got.shape == (5, 1500)
assert torch.equal(got.to(torch.int64), expected.to(torch.int64)), "hash differs"
print("murmur ok")
"""


@pytest.mark.subprocess
def test_murmur_hash_matches_sglangs_triton_kernel() -> None:
    """The CPU hash behind seeded sampling is bit-identical to SGLang's CUDA (Triton) kernel,
    run here under Triton's interpreter (in a child: the interpreter binds at first import)."""
    env = {**os.environ, "TRITON_INTERPRET": "1"}
    proc = subprocess.run(
        [sys.executable, "-c", _MURMUR_CHECK], capture_output=True, text=True, env=env, timeout=300
    )
    assert proc.returncode == 0 and "murmur ok" in proc.stdout, proc.stderr[-2000:]


def test_murmur_hash_op_is_registered() -> None:
    seed, positions = torch.tensor([1, 2]), torch.tensor([3, 4])
    out = torch.ops.sgl_kernel.murmur_hash32_cpu(seed, positions, torch.arange(5))
    assert out.shape == (2, 5) and out.dtype == torch.uint32
