"""The offline GPU kit rehearsed without a GPU: built from the registries, installed into a fresh
site directory of an interpreter that sees only the GPU host's packages, and the host command
run end to end on the CPU engine (``benchmarks/gpu_serve.sh --dry-run``).

What this cannot reach, because it needs CUDA: ``sgl_kernel``'s compiled ops loading against the
host's torch 2.11 (the CPU stand-in replaces them here), CUDA graph capture, the Triton kernels
compiled for Hopper, the CUDA 13 library lookup (``LD_LIBRARY_PATH``), and the bf16 numbers.
Everything else (the kit's contents and budget, its install, the plugin found through the
installed entry point, the sections' commands, servers and report) runs as on the host.

Five of the nine sections run here (about four minutes on two cores), the preflight's one JIT
compile included: ``serve_demo``, ``serve_full_jit`` and ``deterministic`` are the same check
command as ``serve_full`` on another checkpoint or kernel path or with one more SGLang flag, and
``peers`` is ``bench_engines.py`` with SGLang's decoders; their commands are parsed by the
scripts' own parsers, and the peers' kernel path checked, in tests/offline_kit/test_offline_kit.py;
a full dry run of all nine at the host's package versions is in docs/results/gpu-serve-dry-run-cpu/
(``make gpu-rehearsal-host``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from sglang_gravity.offline_kit import manifest
from sglang_gravity.offline_kit.hostlike import clean_environ
from sglang_gravity.offline_kit.rehearse import rehearse
from sglang_gravity.repository import REPO_ROOT

pytestmark = pytest.mark.subprocess  # starts a child process

REPO = REPO_ROOT
MIB = 2**20
SECTIONS = "environment,preflight,inputs,serve_full,kernels"


def _build(out: Path, python: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "sglang_gravity.offline_kit.build",
            "--out",
            str(out),
            "--python",
            python,
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=900,
    )


def test_the_host_kit_fits_its_copy_budget(tmp_path) -> None:
    """``make gpu-kit``: the cp312 kit for the GPU host, within its 64 MiB copy beside the tree."""
    out = tmp_path / "gpu-kit"
    done = _build(out, manifest.HOST_PYTHON)
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert "fits" in done.stdout and "DOES NOT FIT" not in done.stdout
    kit = json.loads((out / "kit.json").read_text())
    assert kit["fits"] and kit["kit_bytes"] + kit["tree_bytes"] <= manifest.CARRY_BUDGET_BYTES
    sizes = {p["name"]: p for p in kit["packages"]}
    assert set(sizes) == {p.name for p in manifest.KIT_PACKAGES}
    # The two trimmed wheels: the kernel package from 365 MiB to what loads on Hopper.
    assert sizes["sglang-kernel"]["bytes"] < 20 * MIB < sizes["sglang-kernel"]["original_bytes"]
    assert sizes["sglang"]["bytes"] < sizes["sglang"]["original_bytes"]
    (kernel_wheel,) = (out / "wheels").glob("sglang_kernel-0.4.5-*.whl")
    names = zipfile.ZipFile(kernel_wheel).namelist()
    assert "sgl_kernel/sm90/common_ops.abi3.so" in names and "sgl_kernel/__init__.py" in names
    assert not [n for n in names if "flash_ops" in n or n.startswith("sgl_kernel/sm100/")]
    cp312 = [w.name for w in (out / "wheels").glob("*cp3*.whl") if "cp312" not in w.name]
    assert all("abi3" in name for name in cp312), f"wheels for another Python: {cp312}"


def test_dry_run_from_the_kit_in_a_host_like_interpreter(tmp_path) -> None:
    out = tmp_path / "out"
    ran, report = rehearse(tmp_path, out, sections=SECTIONS, timeout_s=1400)
    log = (ran.stdout + ran.stderr)[-6000:]
    # The emulation is honest: the host's packages import, SGLang and the kit's do not.
    python = tmp_path / "host" / "bin" / "python"
    probe = subprocess.run(
        [str(python), "-c", "import torch, transformers, triton, numpy\n"
         "for m in ('sglang', 'fastapi', 'sglang_gravity', 'zmq'):\n"
         "    try:\n        __import__(m)\n    except ImportError:\n        print('absent', m)"],
        cwd=tmp_path, env=clean_environ(), capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert probe.returncode == 0, probe.stderr[-2000:]
    assert probe.stdout.split() == ["absent", "sglang", "absent", "fastapi", "absent", "sglang_gravity", "absent", "zmq"]  # fmt: skip

    sections = report["sections"]
    statuses = {name: s["status"] for name, s in sections.items()}
    assert statuses == {name: "ok" for name in SECTIONS.split(",")}, (statuses, log)
    assert ran.returncode == 0, log
    assert (out / "gpu_serve.md").is_file() and (out / "details.tar.gz").stat().st_size > 0

    preflight = sections["preflight"]
    assert preflight["kernel_path"] in ("jit", "torch") and preflight["reasons"], preflight
    # the served section ran on the fallback path: nothing compiled, and said so
    assert sections["serve_full"]["kernel_path"] == "torch"
    assert sections["serve_full"]["jit_compiled"] == []

    environment = sections["environment"]
    site = environment["sglang"]["path"]
    assert site.startswith(str(tmp_path / "gravity-site.")), "SGLang must come from the kit's site"
    assert environment["sglang"]["version"] == "0.5.23" and environment["gravity_registered"]
    assert environment["plugins"] == ["sglang_gravity.serving.plugin:register"]
    assert "standin" in environment["sgl_kernel"]["version"]  # CPU: the stand-in, first on the path

    for name in ("serve_full",):
        s = sections[name]
        identity = s["identity"]
        assert identity["errors"] == 0 and identity["compared"] > 0, (name, identity)
        assert identity["identical"] == identity["compared"], (
            name,
            s["divergences"],
        )  # fp32: exact
        assert s["verdict"]["exact"] == "exact", name
        assert s["startup"]["gravity"]["attention_backend"] == "gravity_torch"
        assert all(row["tpf"] and row["tpf"] > 1 for row in s["levels"].values()), (
            name,
            s["levels"],
        )
        timed = [row for row in s["round_to_ar_step"] if row.get("ratio")]
        assert timed, (name, s["round_to_ar_step"])
    assert (
        sections["kernels"]["ok"]
        and sections["kernels"]["checks_ok"] == sections["kernels"]["checks"]
    )
    assert os.environ.get("SGLANG_GRAVITY_HOST_RUN") is None
