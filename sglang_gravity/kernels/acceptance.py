"""Greedy acceptance and packing of one gravity round in one kernel launch.

The reference is ``sglang_gravity.decoding.round.accept_and_pack`` (the vocabulary — a0, drafts,
accepted, bonus, committed — is defined in ``round.py``); it takes about ten small torch
launches, this takes one, and neither synchronises the host. Packing differs in one place that
no consumer reads: after the committed tokens this kernel writes zeros, the reference leaves
the rejected drafts there. The scheduler reads ``accept_lens[i]`` tokens of row i.
"""

from __future__ import annotations

import torch
import triton
import triton.language as tl

from sglang_gravity.decoding.round import RoundResult
from sglang_gravity.decoding.round import accept_and_pack as accept_and_pack_reference
from sglang_gravity.kernels.launch import KernelLaunch

__all__ = ["accept_and_pack_reference", "accept_and_pack_triton", "plan_accept_and_pack"]

_ROWS_PER_PROGRAM = 16


@triton.jit
def _accept_and_pack_kernel(
    verify_window_ptr,
    verify_argmax_ptr,
    committed_lens_ptr,
    output_ids_ptr,
    accept_lens_ptr,
    accepted_ptr,
    new_seq_lens_ptr,
    next_x0_ptr,
    batch_size,
    stride_w,
    stride_a,
    stride_o,
    WINDOW: tl.constexpr,
    BLOCK_K: tl.constexpr,
    BLOCK_B: tl.constexpr,
):
    """One program: BLOCK_B requests. Per request, drafts ``d_j`` (window column j, 1..W-1)
    are compared with the AR predictions ``verify_argmax[j - 1]``; ``accepted`` is the column of
    the first mismatch minus one (W - 1 when all match), ``bonus = verify_argmax[accepted]``,
    and the packed row is ``[a0, d_1..d_accepted, bonus, 0...]`` of width W + 1."""
    rows = tl.program_id(0) * BLOCK_B + tl.arange(0, BLOCK_B)
    cols = tl.arange(0, BLOCK_K)
    row_valid = rows < batch_size
    in_window = row_valid[:, None] & (cols < WINDOW)[None, :]
    is_draft = row_valid[:, None] & (cols >= 1)[None, :] & (cols < WINDOW)[None, :]
    window_row = rows.to(tl.int64)[:, None] * stride_w + cols[None, :]
    argmax_row = rows.to(tl.int64)[:, None] * stride_a + cols[None, :]

    window = tl.load(verify_window_ptr + window_row, mask=in_window, other=0)
    argmax = tl.load(verify_argmax_ptr + argmax_row, mask=in_window, other=0)
    prediction = tl.load(verify_argmax_ptr + argmax_row - 1, mask=is_draft, other=0)
    mismatch = is_draft & (window != prediction)
    accepted = tl.min(tl.where(mismatch, cols[None, :], WINDOW), 1) - 1  # [BLOCK_B] 0..W-1
    bonus = tl.sum(tl.where(cols[None, :] == accepted[:, None], argmax, 0), 1)

    packed = tl.where(cols[None, :] <= accepted[:, None], window, 0)
    packed = tl.where(cols[None, :] == accepted[:, None] + 1, bonus[:, None], packed)
    tl.store(
        output_ids_ptr + rows.to(tl.int64)[:, None] * stride_o + cols[None, :],
        packed.to(output_ids_ptr.dtype.element_ty),
        mask=row_valid[:, None] & (cols <= WINDOW)[None, :],
    )
    accept_lens = accepted + 2
    committed = tl.load(committed_lens_ptr + rows, mask=row_valid, other=0)
    tl.store(accepted_ptr + rows, accepted.to(tl.int32), mask=row_valid)
    tl.store(accept_lens_ptr + rows, accept_lens.to(tl.int32), mask=row_valid)
    tl.store(
        new_seq_lens_ptr + rows,
        (committed + accept_lens).to(new_seq_lens_ptr.dtype.element_ty),
        mask=row_valid,
    )
    tl.store(next_x0_ptr + rows, bonus.to(next_x0_ptr.dtype.element_ty), mask=row_valid)


def accept_and_pack_triton(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> RoundResult:
    """``round.accept_and_pack`` in one launch, on device, with no host sync.

    verify_window: [bs, W] — ``[a0, d_1..d_B]`` (the draft pass argmax).
    verify_argmax: [bs, W] — argmax of the causal verify pass over that window.
    committed_lens: [bs] — committed KV length C before the round (x0 sits at C).
    Returns the reference's dtypes: output_ids [bs, W+1] int64 (zeros after the committed
    tokens), accept_lens / accepted [bs] int32, new_seq_lens [bs] in committed_lens' dtype,
    next_x0 [bs] in verify_argmax's dtype.
    """
    result, launches = plan_accept_and_pack(verify_window, verify_argmax, committed_lens)
    for launch in launches:
        launch.run()
    return result


def plan_accept_and_pack(
    verify_window: torch.Tensor, verify_argmax: torch.Tensor, committed_lens: torch.Tensor
) -> tuple[RoundResult, list[KernelLaunch]]:
    """Check the arguments of :func:`accept_and_pack_triton`, allocate its outputs, and return
    them with the launch that fills them (none for an empty batch), without running it."""
    if verify_window.dim() != 2 or verify_window.shape != verify_argmax.shape:
        raise ValueError(
            f"verify_window {tuple(verify_window.shape)} and verify_argmax "
            f"{tuple(verify_argmax.shape)} must both be [bs, W]"
        )
    batch_size, window = verify_window.shape
    if window < 2:
        raise ValueError(f"a window needs a0 and at least one draft, got W={window}")
    if tuple(committed_lens.shape) != (batch_size,):
        raise ValueError(f"committed_lens {tuple(committed_lens.shape)} must be [{batch_size}]")
    tensors = (verify_window, verify_argmax, committed_lens)
    if any(t.dtype.is_floating_point or t.dtype == torch.bool for t in tensors):
        raise ValueError("verify_window, verify_argmax and committed_lens must be integer")
    if any(t.device != verify_window.device for t in tensors):
        raise ValueError(f"all inputs must be on {verify_window.device}")
    if (
        verify_window.stride(1) != 1
        or verify_argmax.stride(1) != 1
        or committed_lens.stride(0) != 1
    ):
        raise ValueError("verify_window, verify_argmax and committed_lens need a unit last stride")

    device = verify_window.device
    output_ids = torch.empty((batch_size, window + 1), dtype=torch.int64, device=device)
    accept_lens = torch.empty((batch_size,), dtype=torch.int32, device=device)
    accepted = torch.empty((batch_size,), dtype=torch.int32, device=device)
    new_seq_lens = torch.empty((batch_size,), dtype=committed_lens.dtype, device=device)
    next_x0 = torch.empty((batch_size,), dtype=verify_argmax.dtype, device=device)
    result = RoundResult(
        output_ids=output_ids,
        accept_lens=accept_lens,
        accepted=accepted,
        new_seq_lens=new_seq_lens,
        next_x0=next_x0,
    )
    if batch_size == 0:
        return result, []
    launch = KernelLaunch(
        kernel=_accept_and_pack_kernel,
        grid=(triton.cdiv(batch_size, _ROWS_PER_PROGRAM),),
        kwargs=dict(
            verify_window_ptr=verify_window,
            verify_argmax_ptr=verify_argmax,
            committed_lens_ptr=committed_lens,
            output_ids_ptr=output_ids,
            accept_lens_ptr=accept_lens,
            accepted_ptr=accepted,
            new_seq_lens_ptr=new_seq_lens,
            next_x0_ptr=next_x0,
            batch_size=batch_size,
            stride_w=verify_window.stride(0),
            stride_a=verify_argmax.stride(0),
            stride_o=output_ids.stride(0),
            WINDOW=window,
            BLOCK_K=triton.next_power_of_2(window + 1),
            BLOCK_B=_ROWS_PER_PROGRAM,
            num_warps=4,
        ),
    )
    return result, [launch]
