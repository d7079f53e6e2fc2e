"""KV-slot bookkeeping and speculative-tree ops of sgl_kernel's CPU build, in plain PyTorch.

Names and parameters mirror ``sgl_kernel/speculative.py`` of sglang-kernel 0.4.10, because
SGLang 0.5.23 calls some of them by keyword. Semantics follow the Triton twins in
``sglang/kernels/ops/speculative/`` and upstream's CPU-kernel tests. Everything is on CPU, so
the ``.tolist()`` calls below cost no device sync; batches here are small, and loops over
requests keep each op readable next to its reference.
"""

from __future__ import annotations

import torch

from ._unavailable import module_getattr

__getattr__ = module_getattr(__name__)

# sglang.srt.speculative's TreeMaskMode values (an IntEnum there; importing it here would pull
# SGLang into sgl_kernel's import).
_FULL_MASK, _QLEN_ONLY = 0, 1


def assign_req_to_token_pool_cpu(
    req_pool_indices: torch.Tensor,  # [bs]
    req_to_token: torch.Tensor,  # [num_reqs, pool_len] int32, mutated
    start_offset: torch.Tensor,  # [bs]
    end_offset: torch.Tensor,  # [bs]
    out_cache_loc: torch.Tensor,  # [sum(end - start)] the new slots, request after request
    pool_len: int,
) -> None:
    """Write request i's new KV slots into ``req_to_token[req_pool_indices[i], start:end]``."""
    del pool_len  # the row stride; req_to_token's own indexing already applies it
    offset = 0
    for row, start, end in zip(
        req_pool_indices.tolist(), start_offset.tolist(), end_offset.tolist()
    ):
        n = end - start
        req_to_token[row, start:end] = out_cache_loc[offset : offset + n]
        offset += n


def assign_extend_cache_locs_cpu(
    req_pool_indices: torch.Tensor,  # [bs]
    req_to_token: torch.Tensor,  # [num_reqs, pool_len]
    start_offset: torch.Tensor,  # [bs]
    end_offset: torch.Tensor,  # [bs]
    out_cache_loc: torch.Tensor,  # [sum(end - start)] int64, mutated
    pool_len: int,
) -> None:
    """The inverse gather: concatenate ``req_to_token[req_pool_indices[i], start:end]``."""
    del pool_len
    offset = 0
    for row, start, end in zip(
        req_pool_indices.tolist(), start_offset.tolist(), end_offset.tolist()
    ):
        n = end - start
        out_cache_loc[offset : offset + n] = req_to_token[row, start:end]
        offset += n


def assign_draft_cache_locs_contiguous_cpu(
    req_pool_indices: torch.Tensor,  # [bs]
    req_to_token: torch.Tensor,  # [num_reqs, pool_len]
    seq_lens: torch.Tensor,  # [bs]
    out_cache_loc: torch.Tensor,  # [bs * topk * num_steps] int64, mutated
    pool_len: int,
    topk: int,
    num_steps: int,
) -> None:
    """Copy each request's ``topk * num_steps`` reserved slots starting at ``seq_lens[i]``."""
    del pool_len
    width = topk * num_steps
    bs = req_pool_indices.numel()
    if out_cache_loc.numel() != bs * width:
        raise ValueError(
            f"out_cache_loc has {out_cache_loc.numel()} elements, expected bs*topk*num_steps"
            f" = {bs * width}"
        )
    out = out_cache_loc.view(bs, width)
    for i, (row, start) in enumerate(zip(req_pool_indices.tolist(), seq_lens.tolist())):
        out[i] = req_to_token[row, start : start + width]


def build_draft_decode_metadata_cpu(
    req_to_token: torch.Tensor,  # [num_reqs, pool_len]
    req_pool_indices: torch.Tensor,  # [bs]
    seq_lens: torch.Tensor,  # [bs] committed lengths
    topk: int,
    num_steps: int,
    pool_len: int,
) -> torch.Tensor:  # [bs * topk, pool_len]
    """One ``req_to_token`` row per draft branch, for EAGLE's multi-step draft decode.

    Row ``i * topk + k`` is request i's committed prefix followed by branch k's own draft
    slots, which the allocator lays out branch-major: ``req_to_token[r, seq_len + k *
    num_steps + s]`` is step s of branch k (as ``generate_draft_decode_kv_indices``, page 1).
    """
    bs = req_pool_indices.numel()
    table = torch.zeros((bs * topk, pool_len), dtype=req_to_token.dtype)
    for i, (row, seq_len) in enumerate(zip(req_pool_indices.tolist(), seq_lens.tolist())):
        for k in range(topk):
            first = seq_len + k * num_steps
            table[i * topk + k, :seq_len] = req_to_token[row, :seq_len]
            table[i * topk + k, seq_len : seq_len + num_steps] = req_to_token[
                row, first : first + num_steps
            ]
    return table


def fill_bonus_tokens_cpu(
    accept_tokens: torch.Tensor,  # [bs, accept_stride] (or flat)
    accept_lens: torch.Tensor,  # [bs] accepted count including the bonus token
    bonus_tokens: torch.Tensor,  # [bs], mutated
    accept_stride: int,
) -> None:
    """``bonus_tokens[i]`` = the last accepted token of row i (at ``accept_lens[i] - 1``)."""
    bs = accept_lens.numel()
    index = torch.arange(bs) * accept_stride + accept_lens.long() - 1
    bonus_tokens.copy_(accept_tokens.reshape(-1)[index])


def fill_accept_out_cache_loc_cpu(
    accept_index: torch.Tensor,  # [bs, num_spec_steps], -1 = not accepted
    out_cache_loc: torch.Tensor,  # [bs * draft_token_num]
    accept_out_cache_loc: torch.Tensor,  # [>= num accepted], mutated
) -> None:
    """Compact the KV slots of accepted draft positions, in row-major order."""
    flat = accept_index.reshape(-1)
    valid = flat[flat > -1].long()
    accept_out_cache_loc[: valid.numel()] = out_cache_loc[valid]


def rotate_input_ids_cpu(
    input_ids: torch.Tensor,  # [num_tokens], mutated
    extend_start_loc: torch.Tensor,  # [bs]
    extend_seq_lens: torch.Tensor,  # [bs]
    topk_index: torch.Tensor,  # [bs] (or [bs, 1]) the token to append
    select_index: torch.Tensor | None = None,  # [bs] where to write it, default: last
) -> None:
    """Shift each request's segment left by one and write its new token at the end."""
    new_tokens = topk_index.reshape(-1).tolist()
    selects = select_index.tolist() if select_index is not None else None
    for i, (start, n) in enumerate(zip(extend_start_loc.tolist(), extend_seq_lens.tolist())):
        if n <= 0:
            continue
        input_ids[start : start + n - 1] = input_ids[start + 1 : start + n].clone()
        input_ids[selects[i] if selects is not None else start + n - 1] = new_tokens[i]


def build_tree_kernel_efficient_cpu(
    parent_list: torch.Tensor,  # [bs, topk * (depth - 1) + 1] or [bs, 0]
    selected_index: torch.Tensor,  # [bs, draft_token_num - 1]
    verified_seq_len: torch.Tensor,  # [bs]
    tree_mask: torch.Tensor,  # bool, flat; layout by tree_mask_mode, mutated
    positions: torch.Tensor,  # [bs * draft_token_num], mutated
    retrive_index: torch.Tensor,  # [bs, draft_token_num], mutated
    retrive_next_token: torch.Tensor,  # [bs, draft_token_num], mutated
    retrive_next_sibling: torch.Tensor,  # [bs, draft_token_num], mutated
    topk: int,
    depth: int,
    draft_token_num: int,
    tree_mask_mode: int,
) -> None:
    """Build EAGLE's verify tree: node 0 is the bonus token, node i >= 1 is draft
    ``selected_index[i - 1]``; its parent is found through ``parent_list``.

    QLEN_ONLY writes a ``[bs, n, n]`` ancestor mask (self included); FULL_MASK writes the same
    cells after each row's ``seq_len`` prefix columns, which the caller has filled with True.
    Children are linked head-first from the last node, as the CUDA kernel does.
    """
    del depth
    if tree_mask_mode not in (_FULL_MASK, _QLEN_ONLY):
        raise NotImplementedError(
            f"sglang-gravity's CPU stand-in builds FULL_MASK and QLEN_ONLY trees, not mode "
            f"{tree_mask_mode}"
        )
    n = draft_token_num
    full_offset = 0
    for b, seq_len in enumerate(verified_seq_len.tolist()):
        sel = selected_index[b].tolist()
        parents = parent_list[b].tolist()
        parent = [0] * n
        for i in range(1, n):
            parent_tb = sel[i - 1] // topk
            parent[i] = 0 if parent_tb == 0 else sel.index(parents[parent_tb]) + 1

        next_token = [-1] * n
        next_sibling = [-1] * n
        for i in range(n - 1, 0, -1):
            next_sibling[i] = next_token[parent[i]]
            next_token[parent[i]] = i

        mask = torch.zeros((n, n), dtype=torch.bool)
        mask[:, 0] = True
        for i in range(1, n):
            j, num_ancestors = i, 0
            while j != 0:
                mask[i, j] = True
                j = parent[j]
                num_ancestors += 1
            positions[b * n + i] = seq_len + num_ancestors
        positions[b * n] = seq_len

        retrive_index[b] = torch.arange(b * n, (b + 1) * n)
        retrive_next_token[b] = torch.tensor(next_token)
        retrive_next_sibling[b] = torch.tensor(next_sibling)
        if tree_mask_mode == _QLEN_ONLY:
            tree_mask.view(-1, n, n)[b] = mask
        else:
            rows = tree_mask[full_offset : full_offset + n * (seq_len + n)].view(n, seq_len + n)
            rows[:, seq_len:] = mask
            full_offset += n * (seq_len + n)


def verify_tree_greedy_cpu(
    predicts: torch.Tensor,  # [bs * draft_token_num] int32, mutated
    accept_index: torch.Tensor,  # [bs, num_spec_steps] int32, -1 filled by caller, mutated
    accept_token_num: torch.Tensor,  # [bs] int32 accepted drafts (bonus excluded), mutated
    candidates: torch.Tensor,  # [bs, draft_token_num]
    retrive_index: torch.Tensor,  # [bs, draft_token_num] global node index
    retrive_next_token: torch.Tensor,  # [bs, draft_token_num] first child, -1 = none
    retrive_next_sibling: torch.Tensor,  # [bs, draft_token_num] next sibling, -1 = none
    target_predict: torch.Tensor,  # [bs, draft_token_num] target argmax per node
) -> None:
    """Greedy tree walk: at each level accept the child whose token equals the target's
    prediction after the last accepted node; stop at the first level with no match."""
    num_spec_steps = accept_index.shape[1]
    target = target_predict.reshape(-1).tolist()
    cand = candidates.tolist()
    index = retrive_index.tolist()
    first_child = retrive_next_token.tolist()
    sibling = retrive_next_sibling.tolist()
    for b in range(candidates.shape[0]):
        last = index[b][0]
        accept_index[b, 0] = last
        num_accepted = 0
        cur = 0
        for _ in range(1, num_spec_steps):
            cur = first_child[b][cur]
            while cur != -1 and cand[b][cur] != target[last]:
                cur = sibling[b][cur]
            if cur == -1:
                break
            predicts[last] = target[last]
            num_accepted += 1
            accept_index[b, num_accepted] = index[b][cur]
            last = index[b][cur]
        accept_token_num[b] = num_accepted
        predicts[last] = target[last]


def reconstruct_indices_from_tree_mask(
    tree_mask: torch.Tensor,  # bool [bs * n * n], row i marks i's ancestors (and itself)
    verified_seq_len: torch.Tensor,  # [bs]
    positions: torch.Tensor,  # [bs * n], mutated
    retrive_index: torch.Tensor,  # [bs, n], mutated
    retrive_next_token: torch.Tensor,  # [bs, n], mutated
    retrive_next_sibling: torch.Tensor,  # [bs, n], mutated
    batch_size: int,
    draft_token_num: int,
) -> None:
    """NGRAM's verify metadata from a tree mask (contract in SGLang's reconstruct_tree.py)."""
    n = draft_token_num
    idx = torch.arange(n)
    ancestors = tree_mask.view(batch_size, n, n).bool() & (idx[None, :] < idx[:, None])
    depth = ancestors.sum(dim=2)  # [bs, n]
    positions.view(batch_size, n).copy_(depth + verified_seq_len.view(-1, 1).long())
    retrive_index.copy_(torch.arange(batch_size * n).view(batch_size, n))

    col = idx.view(1, 1, n).expand(batch_size, n, n)
    parent = torch.where(ancestors, col, -1).amax(dim=2)  # [bs, n]; -1 for roots
    row = idx.view(1, n, 1).expand(batch_size, n, n)
    child_rows = torch.where(ancestors, row, n).amin(dim=1)  # first k > tid with tid in k's
    retrive_next_token.copy_(torch.where(child_rows < n, child_rows, -1))

    same_parent = (parent[:, :, None] == parent[:, None, :]) & (row > col)  # [b, k, tid]
    sibling_rows = torch.where(same_parent, row, n).amin(dim=1)
    has_sibling = (parent >= 0) & (sibling_rows < n)
    retrive_next_sibling.copy_(torch.where(has_sibling, sibling_rows, -1))
