"""Section ``correctness``: the kernels against their references, and gravity against AR.

``window_attention_triton`` against ``window_attention_reference`` (dtypes, GQA ratios, head dims,
K, ragged prefixes, splits, shuffled slots, per-request modes), one CUDA graph replayed in both
modes, ``accept_and_pack_triton`` against ``round.accept_and_pack``, and greedy parity of gravity
rounds with AR decoding in a random fp32 decoder. A failed check fails the whole run.
"""

from __future__ import annotations

from typing import Any

import torch

from sglang_gravity.gpu.common import Context, capture_graph, run_reference, run_window
from sglang_gravity.gpu.decoder import PagedKV, RandomDecoder, ar_step_triton, gravity_round
from sglang_gravity.kernels.device_checks import relative_error
from sglang_gravity.kernels.paged_inputs import paged_window_inputs

TOLERANCE = {torch.float32: 1e-4, torch.float16: 5e-3, torch.bfloat16: 1e-2}
_BF16, _F16, _F32 = torch.bfloat16, torch.float16, torch.float32
# (prefix_lens, K, Hkv, G, D, dtype, num_splits, shuffled, per_request_modes)
WINDOW_CASES = [
    ((0,), 2, 2, 1, 64, _F32, None, False, False),
    ((300, 0, 17, 2000), 9, 2, 2, 128, _F32, None, False, False),
    ((5, 40, 0, 77, 1, 12, 63, 9), 9, 1, 4, 64, _BF16, 3, False, False),
    ((1500, 120), 33, 2, 2, 64, _BF16, None, False, True),
    ((900, 3, 250, 31), 9, 2, 2, 64, _F16, 4, True, False),
    ((1, 0), 2, 1, 2, 128, _BF16, 8, False, False),
    ((2800, 0, 131), 33, 2, 4, 128, _F32, 4, False, False),
    ((3000, 2011, 5, 1500, 64, 2999), 33, 8, 2, 128, _BF16, None, True, False),
    ((4096,) * 3 + (17, 0, 3000), 33, 8, 2, 128, _BF16, None, False, True),
    ((700, 5), 33, 4, 1, 128, _F16, None, True, False),
]


def run(ctx: Context) -> list[dict[str, Any]]:
    """Every check; a dry run takes three window cases (prefixes cut to 40) and fewer shapes."""
    cases = WINDOW_CASES
    if ctx.dry_run:
        cases = [(tuple(min(p, 40) for p in c[0]), *c[1:]) for c in (cases[0], cases[2], cases[5])]
    results = []
    for i, case in enumerate(cases):
        results += window_check(ctx, i, case)
    results.append(graph_mode_switch_check(ctx))
    for bs in (1, 7, 99, 989) if not ctx.dry_run else (1, 7):
        for window in (2, 9, 33) if not ctx.dry_run else (2, 9):
            results.append(acceptance_check(ctx.acceptance, ctx.round, bs, window, ctx.device))
    results += parity_check(ctx)
    return results


def window_check(ctx: Context, seed: int, case: tuple[Any, ...]) -> list[dict[str, Any]]:
    """One window-attention case against the reference, once per mode (or per-request modes).

    The output starts as NaN, so a row the kernel never writes fails the check.
    """
    prefixes, window, kv_heads, group, head_dim, dtype, splits, shuffled, per_req = case
    wa, device = ctx.window_attention, ctx.device
    batch = paged_window_inputs(
        list(prefixes),
        window,
        q_heads=kv_heads * group,
        kv_heads=kv_heads,
        head_dim=head_dim,
        dtype=dtype,
        device=device,
        seed=seed,
        shuffled=shuffled,
        draw_on_device=True,
    )
    if per_req:
        modes = [(torch.arange(len(prefixes), device=device) % 2).to(torch.int32)]
    else:
        modes = [torch.tensor([m], dtype=torch.int32, device=device) for m in (0, 1)]
    results = []
    for mode in modes:
        out = torch.full(
            (batch.query.shape[0], batch.query.shape[1], head_dim),
            float("nan"),
            dtype=dtype,
            device=device,
        )
        run_window(wa, batch, mode, out=out, num_splits=splits)
        error = relative_error(out, run_reference(wa, batch, mode))
        results.append(
            {
                "check": "window_attention",
                "case": f"bs{len(prefixes)} pmax{max(prefixes)} K{window} Hkv{kv_heads} "
                f"G{group} D{head_dim} {str(dtype)[6:]} splits={splits} "
                f"{'shuffled ' if shuffled else ''}mode={mode.tolist()}",
                "rel_err": error,
                "tol": TOLERANCE[dtype],
                "ok": error < TOLERANCE[dtype] and not out.isnan().any().item(),
            }
        )
    return results


def graph_mode_switch_check(ctx: Context) -> dict[str, Any]:
    """One CUDA graph, mode from a buffer: replays draft, verify, draft; each must equal the
    reference for its mode and be bitwise equal to the eager launch."""
    if ctx.device.type != "cuda":
        return {"check": "graph_mode_switch", "ok": True, "skipped": "no CUDA graphs on CPU"}
    wa = ctx.window_attention
    batch = paged_window_inputs(
        [3000, 17, 900, 0],
        33,
        q_heads=16,
        kv_heads=8,
        head_dim=128,
        dtype=torch.bfloat16,
        device=ctx.device,
        seed=99,
        draw_on_device=True,
    )
    mode_buffer = torch.full((4,), 1, dtype=torch.int32, device=ctx.device)
    out = torch.empty((4 * 33, 16, 128), dtype=torch.bfloat16, device=ctx.device)
    graph = capture_graph(lambda: run_window(wa, batch, mode_buffer, out=out))
    worst, bitwise = 0.0, True
    for mode in (0, 1, 0):
        mode_buffer.fill_(mode)
        graph.replay()
        torch.cuda.synchronize()
        eager = run_window(wa, batch, mode_buffer)
        bitwise &= torch.equal(eager, out)
        worst = max(worst, relative_error(out, run_reference(wa, batch, mode_buffer)))
    return {
        "check": "graph_mode_switch",
        "rel_err": worst,
        "tol": TOLERANCE[torch.bfloat16],
        "graph_equals_eager_bitwise": bitwise,
        "ok": worst < TOLERANCE[torch.bfloat16] and bitwise,
    }


def acceptance_check(
    acc: Any, rnd: Any, bs: int, window: int, device: torch.device
) -> dict[str, Any]:
    """The Triton acceptance against ``round.accept_and_pack`` on random windows whose drafts
    match the verify argmax for a random number of positions."""
    gen = torch.Generator().manual_seed(bs * 1000 + window)
    verify_argmax = torch.randint(0, 1000, (bs, window), generator=gen)
    verify_window = torch.randint(0, 1000, (bs, window), generator=gen)
    accepted = torch.randint(0, window, (bs,), generator=gen)
    for i, n in enumerate(accepted.tolist()):
        verify_window[i, 1 : n + 1] = verify_argmax[i, :n]
    committed = torch.randint(0, 10_000, (bs,), generator=gen)
    args = [t.to(device) for t in (verify_window, verify_argmax, committed)]
    result, reference = acc.accept_and_pack_triton(*args), rnd.accept_and_pack(*args)
    keep = torch.arange(window + 1, device=device)[None, :] < reference.accept_lens[:, None]
    ok = torch.equal(result.output_ids, torch.where(keep, reference.output_ids, 0))
    for name in ("accepted", "accept_lens", "new_seq_lens", "next_x0"):
        ok &= torch.equal(getattr(result, name), getattr(reference, name))
    return {"check": "acceptance", "case": f"bs{bs} K{window}", "ok": bool(ok)}


def parity_check(ctx: Context) -> list[dict[str, Any]]:
    """Gravity rounds commit exactly the greedy AR tokens (random fp32 decoder, ragged batch).

    A random decoder's own drafts are almost never accepted, so the rounds are also run with
    oracle drafts (the AR tokens, one wrong at a random place or none): that exercises partial
    and full acceptance, and the reuse of verify-pass KV by the next round.
    """
    sizes, device = ctx.sizes, ctx.device
    torch.backends.cuda.matmul.allow_tf32 = False
    model = RandomDecoder(sizes, sizes.parity_layers, torch.float32, device, seed=5)
    prefixes = [37, 5, 120] if ctx.dry_run else [700, 33, 2049]
    steps = sizes.parity_rounds * (sizes.window + 1)
    start_kv = PagedKV.random(model, prefixes, steps + sizes.window + 2, device, seed=6)
    committed = torch.tensor(prefixes, dtype=torch.int64, device=device)
    x0 = torch.randint(0, sizes.vocab - 1, (len(prefixes),), device=device)
    modes, mask_id = ctx.mode_tensors(), sizes.vocab - 1

    ar_kv, ar_tokens = start_kv.clone(), torch.empty((len(prefixes), steps), dtype=torch.int64)
    lens, state = committed.clone(), x0.clone()
    for step in range(steps):
        state = ar_step_triton(ctx, model, ar_kv, state, lens, modes).argmax(-1)
        ar_tokens[:, step] = state.cpu()
        lens = lens + 1
    del ar_kv

    gen = torch.Generator().manual_seed(7)
    results = []
    for oracle in (False, True):
        kv, tokens = start_kv.clone(), [[] for _ in prefixes]
        lens, state = committed.clone(), x0.clone()
        for _ in range(sizes.parity_rounds):
            drafts = None
            if oracle:
                done = [len(t) for t in tokens]
                drafts = torch.stack(
                    [ar_tokens[i, n + 1 : n + sizes.window] for i, n in enumerate(done)]
                )
                wrong = torch.randint(0, sizes.window, (len(prefixes),), generator=gen)
                for i, j in enumerate(wrong.tolist()):
                    if j < sizes.window - 1:  # j == K-1: every draft right
                        drafts[i, j] = (drafts[i, j] + 1) % (sizes.vocab - 1)
                drafts = drafts.to(device)
            packed = gravity_round(ctx, model, kv, state, lens, mask_id, modes, drafts=drafts)
            rows, counts = packed.output_ids.tolist(), packed.accept_lens.tolist()
            for i, (row, n) in enumerate(zip(rows, counts)):
                tokens[i] += row[:n]
            lens, state = packed.new_seq_lens, packed.next_x0
        same = all(t == ar_tokens[i, : len(t)].tolist() for i, t in enumerate(tokens))
        results.append(
            {
                "check": "gravity_vs_ar_parity",
                "case": f"fp32 {sizes.parity_layers} layers, prefixes {prefixes}, "
                f"{'oracle' if oracle else 'model'} drafts, {sizes.parity_rounds} rounds, "
                f"committed {[len(t) for t in tokens]}",
                "ok": same,
            }
        )
    torch.backends.cuda.matmul.allow_tf32 = True
    return results


def print_table(report: dict[str, Any]) -> None:
    """How many checks passed, and each failed one in full."""
    bad = [c for c in report["correctness"] if not c["ok"]]
    print(f"\ncorrectness: {len(report['correctness']) - len(bad)}/{len(report['correctness'])} ok")
    for check in bad:
        print(f"  FAIL {check}")
