"""The GPU host run rehearsed on this machine: the kit built for this Python, installed into a
fresh site directory of an interpreter that sees only the host's packages, and
``benchmarks/gpu_serve.sh --dry-run`` run from it end to end on the CPU engine.

    python -m sglang_gravity.offline_kit.rehearse --out runs/rehearsal            # quick
    python -m sglang_gravity.offline_kit.rehearse --host-env ~/.cache/sglang-gravity/host-env-py311 \\
        --out docs/results/gpu-serve-dry-run-cpu                                  # host versions

Quick (``tests/offline_kit/test_gpu_kit_rehearsal.py``, in CI): the host's packages at this
machine's versions (the project's venv). With ``--host-env`` (``make gpu-rehearsal-host``): at the
host's own versions, torch 2.11.0, triton 3.6.0, transformers 5.17.0 (``offline_kit.host_env``
builds that venv). What neither reaches: CUDA (graphs, the Triton kernels compiled for Hopper, the
CUDA 13 library lookup, ``sgl_kernel``'s compiled ops: the CPU stand-in replaces them), bf16
numbers, and Python 3.12 (this machine runs 3.11: wheels built for cp312 and the host's
interpreter itself are not exercised).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

from sglang_gravity.offline_kit import manifest
from sglang_gravity.offline_kit.hostlike import build_hostlike_python, clean_environ
from sglang_gravity.repository import REPO_ROOT


def build_kit(out: Path) -> subprocess.CompletedProcess:
    """The kit for this machine's Python (the same pins as the host's, this Python's wheels)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    cmd = [sys.executable, "-m", "sglang_gravity.offline_kit.build", "--out", str(out)]
    cmd += ["--python", version]
    return subprocess.run(cmd, cwd=REPO_ROOT, capture_output=True, text=True, timeout=900)


def site_of(venv: Path) -> Path:
    """The site-packages folder of a venv."""
    found = sorted(venv.glob("lib/python3*/site-packages"))
    if not found:
        raise SystemExit(f"{venv}: no lib/python3*/site-packages (not a virtual environment?)")
    return found[0]


def rehearse(
    work: Path,
    out: Path,
    *,
    sections: str | None = None,
    host_env: Path | None = None,
    timeout_s: float = 2400,
) -> tuple[subprocess.CompletedProcess, dict]:
    """Build the kit and the host-like interpreter under ``work``, run the dry run into ``out``;
    returns the dry run's process and its JSON report."""
    work, out = work.resolve(), out.resolve()  # TMPDIR below: nvcc needs it absolute
    kit = work / "kit"
    built = build_kit(kit)
    if built.returncode != 0:
        raise SystemExit(f"kit build failed:\n{(built.stdout + built.stderr)[-3000:]}")
    site = site_of(host_env) if host_env else None
    python = build_hostlike_python(work / "host", manifest.host_packages(), site=site)
    env = clean_environ({"PYTHON": str(python), "KIT": str(kit), "OUT": str(out)})
    env["TMPDIR"] = str(work)
    cmd = ["bash", str(REPO_ROOT / "benchmarks" / "gpu_serve.sh"), "--dry-run"]
    if sections:
        cmd.append(f"--sections={sections}")
    ran = subprocess.run(
        cmd, cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=timeout_s
    )
    report_path = out / "gpu_serve.json"
    report = json.loads(report_path.read_text()) if report_path.is_file() else {}
    if host_env and (host_env / "host_env.json").is_file():
        report["host_env"] = json.loads((host_env / "host_env.json").read_text())
        report_path.write_text(json.dumps(report, indent=1, default=str))
    return ran, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="the dry run's report folder")
    parser.add_argument(
        "--work", type=Path, default=Path("build/rehearsal"), help="kit and interpreter"
    )
    parser.add_argument(
        "--host-env", type=Path, help="a venv with the host's versions (offline_kit.host_env)"
    )
    parser.add_argument("--sections", help="a subset of the host run's sections (default: all)")
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    ran, report = rehearse(args.work, args.out, sections=args.sections, host_env=args.host_env)
    print((ran.stdout + ran.stderr)[-4000:])
    statuses = {name: s["status"] for name, s in report.get("sections", {}).items()}
    print(
        f"[rehearse] exit {ran.returncode}; sections {statuses}; report {args.out / 'gpu_serve.md'}"
    )
    return ran.returncode


if __name__ == "__main__":
    sys.exit(main())
