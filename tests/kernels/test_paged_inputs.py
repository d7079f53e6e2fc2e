"""``kernels.paged_inputs``: the one served KV layout the self-check, the GPU check and the kernel
tests build their inputs in (slot 0 unused, each request's slots its own, in its pool row)."""

from __future__ import annotations

import pytest
import torch

from sglang_gravity.kernels.paged_inputs import paged_window_inputs


@pytest.mark.parametrize("shuffled", [False, True])
@pytest.mark.parametrize("spare_rows", [0, 3])
def test_each_request_owns_its_slots_in_its_pool_row(shuffled: bool, spare_rows: int) -> None:
    prefixes, window = [5, 0, 12], 4
    inputs = paged_window_inputs(
        prefixes, window, q_heads=4, kv_heads=2, head_dim=8, dtype=torch.float32,
        device="cpu", seed=1, shuffled=shuffled, row_len=40, spare_rows=spare_rows, spare_slots=2,
    )  # fmt: skip
    lengths = [p + window for p in prefixes]
    assert inputs.query.shape == (len(prefixes) * window, 4, 8)
    assert inputs.k_cache.shape == (1 + sum(lengths) + 2, 2, 8) == inputs.v_cache.shape
    assert inputs.req_to_token.shape == (len(prefixes) + spare_rows, 40)
    rows = inputs.req_pool_indices.tolist()
    assert len(set(rows)) == len(rows) and (spare_rows or rows == [0, 1, 2])
    owned = [inputs.req_to_token[row, :n].tolist() for row, n in zip(rows, lengths, strict=True)]
    flat = [slot for slots in owned for slot in slots]
    assert 0 not in flat and len(set(flat)) == len(flat)  # slot 0 is SGLang's padding slot
    assert (flat == sorted(flat)) is not shuffled
    assert inputs.prefix_lens.tolist() == prefixes and inputs.window == window
    assert inputs.args(torch.tensor([0]))[6] == window
    assert inputs.in_fp32().query.dtype == torch.float32


def test_the_same_seed_draws_the_same_inputs_on_the_host_or_the_device() -> None:
    kwargs = dict(q_heads=2, kv_heads=1, head_dim=16, dtype=torch.bfloat16, device="cpu", seed=7)
    a, b = (paged_window_inputs([9, 3], 2, **kwargs) for _ in range(2))
    assert torch.equal(a.query, b.query) and torch.equal(a.req_to_token, b.req_to_token)
    c = paged_window_inputs([9, 3], 2, **kwargs, draw_on_device=True)
    assert c.query.dtype == torch.bfloat16 and torch.equal(c.req_to_token, a.req_to_token)
