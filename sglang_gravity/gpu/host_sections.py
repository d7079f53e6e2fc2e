"""The served GPU run's sections: each a function of the run and the seconds it may take, starting
child processes and returning its part of the report (``gpu.host_run`` plans them).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sglang_gravity.gpu import preflight as pf
from sglang_gravity.gpu.host_plan import DEMO_DIR, DEMO_MTP_DIR, FULL_ACCEPT_BIAS, START_SHARE
from sglang_gravity.gpu.processes import Ran
from sglang_gravity.gpu.runner import SectionFailed, SectionSkipped
from sglang_gravity.gpu.served import step_periods, summarize_check
from sglang_gravity.repository import REPO_ROOT

if TYPE_CHECKING:
    from sglang_gravity.gpu.host_run import HostRun

DEMO = REPO_ROOT / DEMO_DIR
DEMO_MTP = REPO_ROOT / DEMO_MTP_DIR


def require(ran: Ran, what: str) -> None:
    if ran.returncode is None:
        raise SectionFailed(f"{what}: cut at its timeout after {ran.seconds:.0f} s\n{ran.tail()}")
    if ran.returncode != 0:
        raise SectionFailed(f"{what}: exit status {ran.returncode}\n{ran.tail()}")


def environment(run_: HostRun, timeout: float) -> dict[str, Any]:
    """What a server process imports from the kit (``offline_kit.probe environment``)."""
    cmd = [run_.python, "-m", "sglang_gravity.offline_kit.probe", "environment"]
    ran = run_.child("environment", cmd, timeout)
    require(ran, "environment probe")
    line = next(x for x in ran.output.splitlines() if x.startswith("PROBE="))
    result = json.loads(line[len("PROBE=") :])
    kit = Path(os.environ.get("GRAVITY_KIT", "")) / "kit.json"
    if kit.is_file():
        data = json.loads(kit.read_text())
        result["kit"] = {k: data[k] for k in ("python", "kit_bytes", "tree_bytes", "budget_bytes")}
    return result


def preflight(run_: HostRun, timeout: float) -> dict[str, Any]:
    """The tools, one JIT kernel compiled into the run's cache, and the kernel path."""

    def child(cmd: list[str], seconds: float, env: dict[str, str]) -> tuple[int | None, str]:
        ran = run_.child("preflight-jit", cmd, min(seconds, timeout), **env)
        return ran.returncode, ran.output

    run_.verdict = pf.preflight(run_.python, run_.jit_cache, run_.plan.jit_compile_s, child)
    return run_.verdict.as_dict()


def inputs(run_: HostRun, timeout: float) -> dict[str, Any]:
    """The bench pages and the full-size checkpoint, built on the host (nothing large travels)."""
    deadline = time.monotonic() + timeout
    pages, full = run_.work / "pages", run_.work / "glm-ocr-full"
    per_type = str(run_.plan.pages_per_type)
    cmd = [run_.python, "benchmarks/make_bench_set.py", "--per-type", per_type, "--out", str(pages)]
    require(run_.child("make_pages", cmd, timeout / 3), "make_bench_set.py")
    cmd = [
        run_.python, "-m", "sglang_gravity.checkpoints.sized", str(full),
        "--preset", run_.plan.full_preset, "--dtype", run_.plan.full_dtype,
        "--accept-bias", str(FULL_ACCEPT_BIAS),
    ]  # fmt: skip
    require(run_.child("build_full", cmd, deadline - time.monotonic()), "checkpoints.sized")
    return {
        "pages": len(list(pages.glob("*.png"))),
        "full_checkpoint": {
            "preset": run_.plan.full_preset,
            "dtype": run_.plan.full_dtype,
            "accept_bias": FULL_ACCEPT_BIAS,
        },
    }


def serve(
    run_: HostRun,
    timeout: float,
    *,
    name: str,
    model: Path,
    max_tokens: int,
    server_args: str,
    concurrency: str,
    max_requests: str,
    kernel_path: str = pf.TORCH,
) -> dict[str, Any]:
    """The check on ``model``: gravity then AR, one at a time, the bench pages, on one kernel
    path; the JIT modules the section compiled are listed (none on the PyTorch path)."""
    verdict = run_.verdict_or_fallback()
    if kernel_path == pf.JIT and verdict.kernel_path != pf.JIT:
        raise SectionSkipped(
            "the preflight chose the PyTorch fallback: " + "; ".join(verdict.reasons)
        )
    out = run_.work / name
    steps = out / "steps"
    plan = run_.plan
    before = pf.cache_modules(Path(verdict.cache))
    # a server start may take START_SHARE of the section, each server's passes an eighth
    cmd = [
        run_.python, "-m", "sglang_gravity.check", "--model-path", str(model),
        "--layout", "sequential", "--no-bundled", "--images", str(run_.work / "pages"),
        "--concurrency", concurrency, "--max-requests", max_requests,
        "--max-tokens", str(max_tokens), "--warmup", "2",
        f"--server-args={server_args}", f"--ar-server-args={plan.ar_server_args}",
        "--gravity-env", f"SGLANG_GRAVITY_STEP_TRACE_DIR={steps}",
        "--start-timeout", str(round(timeout * START_SHARE)),
        "--time-limit", str(round(timeout / 8)),
        "--out", str(out),
    ]  # fmt: skip
    ran = run_.child(name, cmd, timeout, **pf.path_env(kernel_path, verdict))
    compiled = sorted(pf.cache_modules(Path(verdict.cache)) - before)
    report_path = out / "report.json"
    if not report_path.is_file():
        require(ran, "sglang_gravity.check")
        raise SectionFailed(f"sglang_gravity.check wrote no report\n{ran.tail()}")
    summary = summarize_check(json.loads(report_path.read_text()), step_periods(steps))
    summary |= {"kernel_path": kernel_path, "jit_compiled": compiled}
    summary["check_exit_status"] = ran.returncode
    return summary


def kernels(run_: HostRun, timeout: float) -> dict[str, Any]:
    """The kernel check (``benchmarks/gpu_check.py``: correctness, start-up self-test, kernel)."""
    out = run_.work / "gpu_check.json"
    cmd = [
        run_.python, "benchmarks/gpu_check.py", "--sections", "correctness,self_test,kernel",
        "--json", str(out), "--time-budget-s", str(round(timeout * 0.6)),
    ]  # fmt: skip
    if run_.dry_run:
        cmd.append("--dry-run")
    ran = run_.child("kernels", cmd, timeout)
    if not out.is_file():
        require(ran, "gpu_check.py")
    data = json.loads(out.read_text())
    checks = [c for c in data.get("correctness") or [] if "ok" in c]
    self_checks = [c for c in data.get("self_test") or [] if "name" in c]
    kernel = [
        {k: row.get(k) for k in ("bs", "prefix", "gravity_us", "floor_us", "of_floor", "sdpa_us")}
        for row in data.get("kernel") or []
        if "bs" in row
    ]
    return {
        "ok": data.get("ok"),
        "checks_ok": sum(c["ok"] for c in checks + self_checks),
        "checks": len(checks) + len(self_checks),
        "kernel": kernel,
        "errors": {k: v for k, v in data.items() if k.endswith("_error")},
    }


def peers(run_: HostRun, timeout: float) -> dict[str, Any]:
    """SGLang's own speculative decoders beside gravity on the demo (``bench_engines.py``)."""
    out = run_.work / "peers"
    plan = run_.plan
    cmd = [
        run_.python, "benchmarks/bench_engines.py", "--model-path", str(DEMO),
        "--variants", plan.peer_variants, "--mtp-draft", str(DEMO_MTP),
        "--data", str(run_.work / "pages"), "--concurrency", plan.concurrency,
        "--max-requests", plan.max_requests, "--max-tokens", str(plan.demo_max_tokens),
        "--one-at-a-time", f"--server-args={plan.server_args}",
        f"--ar-server-args={plan.ar_server_args}", "--out", str(out),
    ]  # fmt: skip
    # the preflight's path: NGRAM's corpus is a JIT module, so the fallback path refuses it
    verdict = run_.verdict_or_fallback()
    ran = run_.child("peers", cmd, timeout, **pf.path_env(verdict.kernel_path, verdict))
    results = out / "results.json"
    if not results.is_file():
        require(ran, "bench_engines.py")
        raise SectionFailed(f"bench_engines.py wrote no results\n{ran.tail()}")
    data = json.loads(results.read_text())
    keep = ("levels", "identity", "not_run")
    return {
        "results": {k: data[k] for k in keep if k in data},
        "kernel_path": verdict.kernel_path,
        "exit_status": ran.returncode,
    }
