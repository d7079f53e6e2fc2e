"""Section ``self_test``: the server's start-up kernel checks, run and timed at GLM-OCR's shapes.

The same checks a gravity server runs before its first request
(``sglang_gravity.kernels.device_checks``, driven by ``serving/self_test/``): the window kernel
against its reference at K in both modes, acceptance at K (essential), then KV splits over
scattered slots and every other width (extended), in bf16 with GLM-OCR's heads and a 16k-token
``req_to_token`` row. Run twice: the
first run includes compiling whatever kernel variant the process has not compiled yet (a server
has compiled the served variants while capturing its CUDA graphs), the second is what the checks
cost once compiled. Every check must pass; the times say whether the 1 s budget holds.
"""

from __future__ import annotations

import time
from typing import Any

import torch

from sglang_gravity.gpu.common import Context
from sglang_gravity.kernels.device_checks import (
    AttentionShape,
    check_acceptance,
    check_window_attention,
    plan_checks,
)


def run(ctx: Context) -> list[dict[str, Any]]:
    """One row per check and run (``cold``, then ``warm``), with its time."""
    sizes = ctx.sizes
    shape = AttentionShape(
        q_heads=sizes.q_heads,
        kv_heads=sizes.kv_heads,
        head_dim=sizes.head_dim,
        v_head_dim=sizes.head_dim,
        dtype=torch.bfloat16,
        row_len=16384 + 2 * sizes.window + 2,
    )
    plan = plan_checks(sizes.window, sizes.widths)
    rows: list[dict[str, Any]] = []
    for run_name in ("cold", "warm"):
        started = time.perf_counter()
        for essential, windows, acceptance in (
            (True, plan.essential_windows, plan.essential_acceptance),
            (False, plan.extended_windows, plan.extended_acceptance),
        ):
            checks = [
                check_window_attention(
                    ctx.window_attention.window_attention_triton,
                    ctx.window_attention.window_attention_reference,
                    shape,
                    case,
                    ctx.device,
                    seed,
                )
                for seed, case in enumerate(windows)
            ]
            checks += [
                check_acceptance(
                    ctx.acceptance.accept_and_pack_triton,
                    ctx.round.accept_and_pack,
                    bs,
                    width,
                    ctx.device,
                    seed,
                )
                for seed, (bs, width) in enumerate(acceptance)
            ]
            if ctx.device.type == "cuda":
                torch.cuda.synchronize()
            for check in checks:
                rows.append({"run": run_name, "essential": essential, **check.as_dict()})
        rows.append({"run": run_name, "total_s": time.perf_counter() - started})
    return rows


def print_table(report: dict[str, Any]) -> None:
    """Pass count, the cold and warm totals, and each failed check in full."""
    rows = report["self_test"]
    checks = [r for r in rows if "name" in r]
    bad = [r for r in checks if not r.get("ok")]
    totals = {r["run"]: r["total_s"] for r in rows if "total_s" in r}
    essential = {
        run: sum(r["seconds"] for r in checks if r["run"] == run and r["essential"])
        for run in totals
    }
    print(
        f"\nstart-up self-test, kernel checks (bf16, GLM-OCR heads): {len(checks) - len(bad)}/"
        f"{len(checks)} ok; cold {totals.get('cold', 0):.3f} s (essential "
        f"{essential.get('cold', 0):.3f} s), warm {totals.get('warm', 0):.3f} s (essential "
        f"{essential.get('warm', 0):.3f} s); a server's budget is 1 s"
    )
    for row in bad:
        print(f"  FAIL {row}")
