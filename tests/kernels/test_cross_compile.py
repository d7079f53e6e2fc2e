"""The kernels compiled for real GPUs (sm_80, sm_90, sm_100) on this CPU machine, SASS read back.

The interpreter tests check what the kernels compute; these check the machine code a GPU would
run for the launches a GLM-OCR server makes: no register spills, tensor-core MMAs, K/V streamed
into shared memory by 128-bit asynchronous copies (no narrow gathers), and a block that fits on
the SM. A regression there costs GPU speed while every CPU test stays green.

Compiling needs triton imported without the interpreter, which this pytest process (conftest)
has not, so it runs in a child process with a fresh Triton cache: ptxas really runs each time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytestmark = pytest.mark.subprocess  # starts a child process

ARCHS = ("sm_80", "sm_90", "sm_100")

_CHILD = textwrap.dedent(
    """
    import json, sys
    from sglang_gravity.kernels import cross_compile as cc

    archs = [cc.ARCHS[name] for name in sys.argv[2:]]
    reports = cc.cross_compile_reports(archs)
    # A KV cache whose token rows are padded by 8 elements (stride 136 * heads, not a multiple
    # of 16): Triton gets no alignment hint, so the K/V gathers cannot be 128-bit.
    # And a 128 x 128 tile on 4 warps streaming 64 keys per step: 128 fp32 accumulators per
    # thread beside a 128 x 64 score tile, which must spill.
    sm90 = cc.ARCHS["sm_90"]
    for probe in (
        cc.WindowCase("unaligned kv", batch_size=64, kv_token_padding=8),
        cc.WindowCase("spilling tile", batch_size=64, num_warps=4, block_n=64),
    ):
        launch = cc.plan_window_case(probe, sm90)[0]
        reports.append(cc.read_cubin(probe.label, sm90, cc.compile_launch(launch, sm90)))
    rows = [
        cc.report_row(r)
        | {
            "max_shared_per_block": cc.ARCHS[r.arch].max_shared_per_block,
            "table": cc.format_table([r]).splitlines()[-1],
        }
        for r in reports
    ]
    with open(sys.argv[1], "w") as handle:
        json.dump(rows, handle)
    """
)


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> list[dict]:
    folder = tmp_path_factory.mktemp("cross_compile")
    out = folder / "reports.json"
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["TRITON_CACHE_DIR"] = str(folder / "triton_cache")
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(out), *ARCHS],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    rows = json.loads(Path(out).read_text())
    print("\n".join(row["table"] for row in rows))
    return rows


PROBES = ("unaligned kv", "spilling tile")  # deliberately bad launches: the checks must fire


def _select(reports: list[dict], kernel: str, probe: str | None = None) -> list[dict]:
    """The reports of ``kernel`` for the server's launches, or for one probe."""
    rows = [
        r
        for r in reports
        if r["kernel"] == kernel and (r["case"] == probe if probe else r["case"] not in PROBES)
    ]
    assert rows, f"no {kernel} report"
    return rows


def test_every_launch_compiles_for_every_arch(reports) -> None:
    seen = {(r["arch"], r["kernel"]) for r in reports}
    for arch in ARCHS:
        for kernel in (
            "_window_attention_split_kernel",
            "_window_attention_reduce_kernel",
            "_accept_and_pack_kernel",
        ):
            assert (arch, kernel) in seen


def test_no_kernel_spills_and_every_block_fits_on_an_sm(reports) -> None:
    for r in (r for r in reports if r["case"] not in PROBES):
        label = f"{r['arch']} {r['case']} {r['kernel']}"
        spills = (r["spill_instructions"], r["stack_bytes"], r["local_bytes"])
        assert spills == (0, 0, 0), f"{label} spills: STL/LDL, stack, local = {spills}"
        assert r["static_shared"] + r["dynamic_shared"] <= r["max_shared_per_block"], label
        assert r["blocks_per_sm"] >= 1, f"{label}: {r['occupancy_limit']} leave no block"


def test_window_kernel_uses_tensor_cores_and_streams_kv_with_wide_async_copies(reports) -> None:
    for r in _select(reports, "_window_attention_split_kernel"):
        label = f"{r['arch']} {r['case']}"
        if r["dtype"] == "float32":  # IEEE dots: TF32 tensor cores would break fp32 parity
            assert r["tensor_core_ops"] == 0, f"{label}: fp32 dots on the tensor cores"
        else:
            assert r["tensor_core_ops"] > 0, f"{label}: no MMA instruction"
        assert r["async_copies"] > 0, f"{label}: K/V not copied asynchronously to shared memory"
        narrow = {bits: n for bits, n in r["global_loads_by_bits"].items() if int(bits) < 32}
        assert not narrow, f"{label}: narrow global loads {narrow} (K/V gathered element-wise)"
        assert r["global_loads_by_bits"].get("128", 0) > 0, label


def test_the_load_width_check_sees_an_unaligned_kv_cache(reports) -> None:
    """The check above can fail: KV rows padded off a 16-element multiple give 16-bit gathers."""
    (probe,) = _select(reports, "_window_attention_split_kernel", probe="unaligned kv")
    assert int(probe["global_loads_by_bits"].get("16", 0)) > 0
    assert probe["async_copies"] == 0


def test_the_spill_check_sees_a_tile_too_big_for_its_warps(reports) -> None:
    (probe,) = _select(reports, "_window_attention_split_kernel", probe="spilling tile")
    assert probe["spill_instructions"] > 0 and probe["stack_bytes"] > 0
