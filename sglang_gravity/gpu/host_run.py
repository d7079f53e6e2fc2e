"""Gravity served on a GPU host from the offline kit: one prepared run, one report written as it goes.

``benchmarks/gpu_serve.sh`` installs the kit (``sglang_gravity.offline_kit``) into a fresh site
directory and runs :func:`main` with the kit on ``PYTHONPATH``. Sections, in order, each a child
process with a timeout (its share of ``--time-budget-s``, 450 s by default, so the whole command
stays under 8 minutes on an H200), each recorded with its result or its error, the run going on
after a failure:

1. ``environment``: the device, torch/triton/transformers, and SGLang, ``sgl_kernel`` and the
   plugin as a server process imports them from the kit;
2. ``inputs``: 66 synthetic pages (``benchmarks/make_bench_set.py``, 22 per content type) and a
   full-size random-weight GLM-OCR checkpoint (``checkpoints.sized --preset glm-ocr``, bf16,
   K = 33, drafts biased to accept);
3. ``serve_demo`` and ``serve_full``: ``python -m sglang_gravity.check`` on the demo and the
   full-size checkpoint, one server at a time with CUDA graphs on, gravity first: start-up (self-test
   verdict, attention backend, graphs, widths), token identity with the check's near-tie
   classification, tokens per forward, decode and end-to-end tok/s at concurrency 1, 16 and 64,
   and the round / AR-step time ratio (:func:`round_to_ar_step`);
4. ``kernels``: ``benchmarks/gpu_check.py`` (correctness, start-up self-test, window kernel);
5. ``deterministic``: the check again on the demo under SGLang's
   ``--enable-deterministic-inference``: can gravity be bitwise AR's in bf16 on a GPU?
6. ``peers``: ``benchmarks/bench_engines.py`` on the demo: AR, gravity (full window and
   ``auto``), SGLang's NGRAM and NEXTN (the demo's MTP layer).

Writes ``OUT/gpu_serve.json`` and ``OUT/gpu_serve.md`` after every section, and the details (the
check reports, server logs, step traces) as ``OUT/details.tar.gz``: a run cut short still
reports. ``--dry-run`` runs the same sections on the CPU engine at toy sizes (a toy checkpoint,
2 pages per type, concurrency 1 and 2): it rehearses everything but CUDA.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tarfile
import time
import uuid
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
DEMO = REPO / "models" / "gravity-demo"
DEMO_MTP = REPO / "models" / "gravity-demo-mtp"
# Which processes a run started (its servers included): they inherit this variable, so a section
# cut by its timeout leaves nothing behind (:func:`stop_marked`), and nothing else is touched.
RUN_MARK_ENV = "SGLANG_GRAVITY_HOST_RUN"
# Drafts accepted about as often as the published checkpoint's on text (docs/results/width-policy-cpu)
FULL_ACCEPT_BIAS = 3.55
# Flags for every server on the GPU host: what the kit carries. SGLang's flashinfer sampler and
# fa3 vision attention are not in it (flashinfer: 62 MiB; fa3: 1.1 GB of sgl_kernel).
GPU_SERVER_ARGS = (
    "--sampling-backend pytorch --mm-attention-backend triton_attn --cuda-graph-max-bs-decode 64"
)
# SGLang's own decoders (AR, the peers): Triton attention (their default on Hopper is fa3).
GPU_AR_SERVER_ARGS = "--attention-backend triton"


@dataclass(frozen=True)
class Plan:
    """The sizes of a run: the GPU host's, or toy ones for the CPU rehearsal."""

    concurrency: str
    max_requests: str
    demo_max_tokens: int
    full_max_tokens: int
    pages_per_type: int
    full_preset: str
    full_dtype: str
    server_args: str
    ar_server_args: str
    peer_variants: str
    caps_s: dict[str, float] = field(default_factory=dict)  # per section, before the budget


GPU_PLAN = Plan(
    concurrency="1,16,64",
    max_requests="8,32,66",
    demo_max_tokens=512,
    full_max_tokens=256,
    pages_per_type=22,
    full_preset="glm-ocr",
    full_dtype="bfloat16",
    server_args=GPU_SERVER_ARGS,
    ar_server_args=GPU_AR_SERVER_ARGS,
    peer_variants="auto,ngram,nextn",  # the full window ran in serve_demo
    caps_s={
        "environment": 60,
        "inputs": 90,
        "serve_demo": 240,  # the first server start compiles SGLang's JIT kernels (nvcc)
        "serve_full": 180,
        "kernels": 60,
        "deterministic": 110,
        "peers": 200,
    },
)
DRY_PLAN = Plan(
    concurrency="1,2",
    max_requests="2,4",
    demo_max_tokens=24,
    # Several rounds of the full window (K = 33, the toy drafts accept nearly all of it): the
    # round / AR-step table times a round by the start of the next one of the same request.
    full_max_tokens=128,
    pages_per_type=2,
    full_preset="toy",
    full_dtype="float32",
    server_args="",
    ar_server_args="",
    peer_variants="ngram",  # the full window ran in serve_demo; NGRAM's CPU failure is known
    caps_s={
        "environment": 120,
        "inputs": 120,
        "serve_demo": 300,
        "serve_full": 300,
        "kernels": 240,
        "deterministic": 300,
        "peers": 300,
    },
)
SECTIONS = (
    "environment",
    "inputs",
    "serve_demo",
    "serve_full",
    "kernels",
    "deterministic",
    "peers",
)
# A section is not started with less than this left (a server start alone takes most of it).
MIN_SECTION_S = 25.0


# ----------------------------------------------------------------------------- child processes


@dataclass
class Ran:
    """One child process: its command, exit status (None: killed at its timeout) and output."""

    cmd: list[str]
    returncode: int | None
    seconds: float
    output: str

    def tail(self, lines: int = 40) -> str:
        return "\n".join(self.output.splitlines()[-lines:])


def marked_pids(mark: str) -> list[int]:
    """Processes whose environment carries ``RUN_MARK_ENV=mark`` (Linux ``/proc``)."""
    needle = f"{RUN_MARK_ENV}={mark}".encode()
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            if needle in (entry / "environ").read_bytes().split(b"\0"):
                pids.append(int(entry.name))
        except OSError:
            continue
    return pids


def stop_marked(mark: str, grace_s: float = 15.0) -> list[int]:
    """End every process of this run still alive (SIGTERM, then SIGKILL after ``grace_s``):
    a section's servers must not hold the GPU for the next one."""
    pids = marked_pids(mark)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        deadline = time.monotonic() + grace_s
        while time.monotonic() < deadline and (pids := marked_pids(mark)):
            time.sleep(0.5)
        if not pids:
            break
    return pids


def run(cmd: Sequence[str], timeout_s: float, log: Path, env: dict[str, str]) -> Ran:
    """Run ``cmd`` from the checkout, its output to ``log`` (and kept), at most ``timeout_s``:
    then SIGTERM (the check and benchmarks stop their servers on it), SIGKILL 20 s later."""
    log.parent.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with open(log, "w") as sink:
        child = subprocess.Popen(
            list(cmd), cwd=REPO, env=env, stdout=sink, stderr=subprocess.STDOUT, text=True
        )
        try:
            returncode: int | None = child.wait(timeout=max(timeout_s, 1.0))
        except subprocess.TimeoutExpired:
            child.terminate()
            try:
                child.wait(timeout=20)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
            returncode = None
    return Ran(list(cmd), returncode, time.monotonic() - started, log.read_text(errors="replace"))


# ----------------------------------------------------------------------------- measurements


def step_periods(trace_dir: Path) -> list[tuple[int, int, float]]:
    """(width, batch size, seconds to the next step's start) of each traced decode step of a
    gravity server (``SGLANG_GRAVITY_STEP_TRACE_DIR``), the scheduler's loop period: steps followed
    by a prefill or an idle gap (more than 10x the median period) are left out."""
    rows: list[tuple[int, int, float]] = []
    for path in sorted(trace_dir.glob("steps-*.jsonl")):
        steps = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        steps.sort(key=lambda s: s["start"])
        raw = []
        for step, after in zip(steps, steps[1:]):
            if after.get("after_prefill") or not step["start"] or not after["start"]:
                continue
            raw.append((int(step["width"]), len(step["rids"]), after["start"] - step["start"]))
        if raw:
            typical = statistics.median(p for _, _, p in raw)
            rows += [r for r in raw if 0 < r[2] <= 10 * typical]
    return rows


def round_to_ar_step(
    periods: Sequence[tuple[int, int, float]], ar_ms_per_token: dict[int, float | None]
) -> list[dict[str, Any]]:
    """One gravity round against one AR step, per concurrency level: the median loop period of
    gravity's widest traced steps at that level's batch size (the full window K unless the width
    policy chose narrower ones) over AR's decode time per token there (an AR step commits one
    token per request). A round must commit more tokens than this ratio for gravity to beat AR."""
    cells: dict[tuple[int, int], list[float]] = defaultdict(list)
    for width, batch, seconds in periods:
        if width > 1:
            cells[(batch, width)].append(seconds)
    out = []
    for level, ar_ms in sorted(ar_ms_per_token.items()):
        # the batch a pass at this level ran at most: its own, or the largest below it
        batches = [b for b, _ in cells if b <= level]
        row: dict[str, Any] = {"concurrency": level, "ar_step_ms": ar_ms}
        if batches and ar_ms:
            batch = max(batches)
            width = max(w for b, w in cells if b == batch)
            round_ms = 1000 * statistics.median(cells[(batch, width)])
            row.update(
                batch=batch,
                width=width,
                rounds_timed=len(cells[(batch, width)]),
                round_ms=round_ms,
                ratio=round_ms / ar_ms,
            )
        out.append(row)
    return out


def summarize_check(
    report: dict[str, Any], periods: Sequence[tuple[int, int, float]]
) -> dict[str, Any]:
    """What the host report keeps of a check report: verdicts, identity, rates, TPF, start-up."""
    gravity = report["servers"].get("gravity", {})
    entry = gravity.get("gravity") or {}
    test = entry.get("self_test") or {}
    levels = {}
    ar_ms = {}
    for level, row in report["levels"].items():
        levels[level] = {
            "ar_decode_tok_s": row["ar"]["decode_tok_per_s"],
            "gravity_decode_tok_s": row["gravity"]["decode_tok_per_s"],
            "ar_e2e_tok_s": row["ar"]["e2e_tok_per_s"],
            "gravity_e2e_tok_s": row["gravity"]["e2e_tok_per_s"],
            "speedup_decode": row["speedup_decode"],
            "speedup_e2e": row["speedup_e2e"],
            "tpf": row["gravity"]["tpf"],
            "requests": row["gravity"]["requests"],
            "errors": row["ar"]["errors"] + row["gravity"]["errors"],
        }
        tok_s = row["ar"]["decode_tok_per_s"]
        ar_ms[int(level)] = 1000 / tok_s if tok_s else None
    identity = report["identity"]
    return {
        "verdict": report["verdict"],
        "identity": {
            k: identity[k]
            for k in (
                "compared",
                "identical",
                "near_ties",
                "real_differences",
                "unclassified",
                "errors",
            )
        },
        "divergences": identity["divergences"][:10],
        "levels": levels,
        "tpf_by_type": report["tpf_by_type"],
        "startup": {
            engine: {
                "start_s": server.get("start_s"),
                "attention_backend": server.get("attention_backend"),
                "cuda_graphs": server.get("device") != "cpu"
                and server.get("disable_cuda_graph") is False,
                "overlap": server.get("disable_overlap_schedule") is False,
                "dtype": server.get("dtype"),
            }
            for engine, server in report["servers"].items()
        },
        "gravity": {
            "window": entry.get("window"),
            "width": entry.get("width"),
            "cuda_graph_widths": entry.get("cuda_graph_widths"),
            "acceptance": entry.get("acceptance"),
            "self_test": {
                k: test.get(k)
                for k in ("mode", "passed", "failed", "skipped", "elapsed_s", "fallbacks")
            },
        },
        "round_to_ar_step": round_to_ar_step(periods, ar_ms),
        "notes": report.get("notes", []),
    }


# ----------------------------------------------------------------------------- the run


@dataclass
class HostRun:
    """The run's state: where it writes, how long it may take, and the report so far."""

    out: Path
    work: Path
    plan: Plan
    dry_run: bool
    budget_s: float
    python: str = sys.executable
    mark: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: float = field(default_factory=time.monotonic)
    report: dict[str, Any] = field(default_factory=dict)

    @property
    def remaining_s(self) -> float:
        return self.budget_s - (time.monotonic() - self.started)

    def env(self, **extra: str) -> dict[str, str]:
        return {**os.environ, RUN_MARK_ENV: self.mark, "PYTHONUNBUFFERED": "1", **extra}

    def child(self, name: str, cmd: Sequence[str], timeout_s: float, **env: str) -> Ran:
        ran = run(cmd, timeout_s, self.work / "logs" / f"{name}.log", self.env(**env))
        left = stop_marked(self.mark)
        if left:
            print(f"[gpu_serve] {name}: {len(left)} processes would not stop", flush=True)
        return ran

    def section(self, name: str, body: Callable[[float], dict[str, Any]]) -> None:
        """Run one section within its share of the budget; record its result or its error."""
        cap = self.plan.caps_s.get(name, 120.0)
        left = self.remaining_s
        if left < MIN_SECTION_S:
            self.report["sections"][name] = {"status": "skipped", "why": f"{left:.0f} s left"}
            self.write()
            return
        timeout = min(cap, left)
        print(f"[gpu_serve] {name} (up to {timeout:.0f} s) ...", flush=True)
        t0 = time.monotonic()
        try:
            result = {"status": "ok", **body(timeout)}
        except Exception as exc:  # one failed section must not stop the others
            result = {"status": "failed", "error": f"{type(exc).__name__}: {exc}"}
        result["seconds"] = round(time.monotonic() - t0, 1)
        self.report["sections"][name] = result
        print(f"[gpu_serve] {name}: {result['status']} in {result['seconds']} s", flush=True)
        self.write()

    def write(self) -> None:
        """The JSON, the Markdown and the details archive, as they stand now."""
        self.report["wall_s"] = round(time.monotonic() - self.started, 1)
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / "gpu_serve.json").write_text(json.dumps(self.report, indent=1, default=str))
        (self.out / "gpu_serve.md").write_text(markdown(self.report))
        with tarfile.open(self.out / "details.tar.gz", "w:gz") as archive:
            for sub in ("logs", "check-demo", "check-full", "check-deterministic", "peers"):
                path = self.work / sub
                if path.exists():
                    archive.add(path, arcname=sub, filter=_small_files)


def _small_files(info: tarfile.TarInfo) -> tarfile.TarInfo | None:
    """Leave model weights and images out of the details archive (it must come back whole)."""
    if info.isfile() and (info.size > 4 * 2**20 or info.name.endswith((".png", ".safetensors"))):
        return None
    return info


class SectionFailed(RuntimeError):
    """A child process of a section failed; the message carries the end of its output."""


def _require(ran: Ran, what: str) -> None:
    if ran.returncode is None:
        raise SectionFailed(f"{what}: cut at its timeout after {ran.seconds:.0f} s\n{ran.tail()}")
    if ran.returncode != 0:
        raise SectionFailed(f"{what}: exit status {ran.returncode}\n{ran.tail()}")


ENV_PROBE = r"""
import importlib.metadata as md, json, os, shutil, sys
out = {"python": sys.version.split()[0]}
import torch, triton, transformers
cuda = torch.cuda.is_available()
out.update(torch=torch.__version__, triton=triton.__version__, transformers=transformers.__version__,
           cuda=cuda, device=torch.cuda.get_device_name() if cuda else "cpu",
           nvcc=shutil.which("nvcc"), ninja=shutil.which("ninja"), cuda_home=os.environ.get("CUDA_HOME"))
import sglang
out["sglang"] = {"version": sglang.__version__, "path": sglang.__file__}
try:
    import sgl_kernel
    ops = getattr(sgl_kernel, "common_ops", None)
    out["sgl_kernel"] = {"version": getattr(sgl_kernel, "__version__", None),
                         "path": sgl_kernel.__file__, "common_ops": getattr(ops, "__file__", None)}
    if cuda:  # one of its ops on the device, against PyTorch (does common_ops run here?)
        x = torch.randn(8, 1536, device="cuda", dtype=torch.bfloat16)
        w = torch.rand(1536, device="cuda", dtype=torch.bfloat16) + 0.5
        ref = (x.float() * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + 1e-6)) * w.float()
        got = sgl_kernel.rmsnorm(x, w, 1e-6)
        out["sgl_kernel"]["rmsnorm_max_error"] = (got.float() - ref).abs().max().item()
except Exception as exc:
    out["sgl_kernel"] = {**out.get("sgl_kernel", {}), "error": f"{type(exc).__name__}: {exc}"}
out["plugins"] = [e.value for e in md.entry_points(group="sglang.srt.plugins")]
from sglang_gravity.serving.plugin import register
register()
from sglang.srt.speculative.spec_info import SpeculativeAlgorithm
out["gravity_registered"] = SpeculativeAlgorithm.from_string("GRAVITY") is not None
print("ENV=" + json.dumps(out))
"""


def environment(run_: HostRun, timeout: float) -> dict[str, Any]:
    ran = run_.child("environment", [run_.python, "-c", ENV_PROBE], timeout)
    _require(ran, "import probe")
    line = next(x for x in ran.output.splitlines() if x.startswith("ENV="))
    result = json.loads(line[4:])
    kit = Path(os.environ.get("GRAVITY_KIT", "")) / "kit.json"
    if kit.is_file():
        data = json.loads(kit.read_text())
        result["kit"] = {k: data[k] for k in ("python", "kit_bytes", "tree_bytes", "budget_bytes")}
    return result


def inputs(run_: HostRun, timeout: float) -> dict[str, Any]:
    """The bench pages and the full-size checkpoint, built on the host (nothing large travels)."""
    deadline = time.monotonic() + timeout
    pages, full = run_.work / "pages", run_.work / "glm-ocr-full"
    per_type = str(run_.plan.pages_per_type)
    cmd = [run_.python, "benchmarks/make_bench_set.py", "--per-type", per_type, "--out", str(pages)]
    _require(run_.child("make_pages", cmd, timeout / 3), "make_bench_set.py")
    cmd = [
        run_.python, "-m", "sglang_gravity.checkpoints.sized", str(full),
        "--preset", run_.plan.full_preset, "--dtype", run_.plan.full_dtype,
        "--accept-bias", str(FULL_ACCEPT_BIAS),
    ]  # fmt: skip
    _require(run_.child("build_full", cmd, deadline - time.monotonic()), "checkpoints.sized")
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
) -> dict[str, Any]:
    """The check on ``model``: gravity then AR, one at a time, the bench pages."""
    out = run_.work / name
    steps = out / "steps"
    plan = run_.plan
    # a server start may take 60% of the section (the first compiles SGLang's JIT kernels),
    # each server's passes an eighth
    cmd = [
        run_.python, "-m", "sglang_gravity.check", "--model-path", str(model),
        "--layout", "sequential", "--no-bundled", "--images", str(run_.work / "pages"),
        "--concurrency", concurrency, "--max-requests", max_requests,
        "--max-tokens", str(max_tokens), "--warmup", "2",
        f"--server-args={server_args}", f"--ar-server-args={plan.ar_server_args}",
        "--gravity-env", f"SGLANG_GRAVITY_STEP_TRACE_DIR={steps}",
        "--start-timeout", str(round(timeout * 0.6)), "--time-limit", str(round(timeout / 8)),
        "--out", str(out),
    ]  # fmt: skip
    ran = run_.child(name, cmd, timeout)
    report_path = out / "report.json"
    if not report_path.is_file():
        _require(ran, "sglang_gravity.check")
        raise SectionFailed(f"sglang_gravity.check wrote no report\n{ran.tail()}")
    summary = summarize_check(json.loads(report_path.read_text()), step_periods(steps))
    summary["check_exit_status"] = ran.returncode
    return summary


def kernels(run_: HostRun, timeout: float) -> dict[str, Any]:
    out = run_.work / "gpu_check.json"
    cmd = [
        run_.python, "benchmarks/gpu_check.py", "--sections", "correctness,self_test,kernel",
        "--json", str(out), "--time-budget-s", str(round(timeout * 0.6)),
    ]  # fmt: skip
    if run_.dry_run:
        cmd.append("--dry-run")
    ran = run_.child("kernels", cmd, timeout)
    if not out.is_file():
        _require(ran, "gpu_check.py")
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
    out = run_.work / "peers"
    plan = run_.plan
    cmd = [
        run_.python, "benchmarks/bench_engines.py", "--model", str(DEMO),
        "--variants", plan.peer_variants, "--mtp-draft", str(DEMO_MTP),
        "--data", str(run_.work / "pages"), "--concurrency", plan.concurrency,
        "--max-requests", plan.max_requests, "--max-tokens", str(plan.demo_max_tokens),
        "--one-at-a-time", f"--server-args={plan.server_args}",
        f"--ar-server-args={plan.ar_server_args}", "--out", str(out),
    ]  # fmt: skip
    ran = run_.child("peers", cmd, timeout)
    results = out / "results.json"
    if not results.is_file():
        _require(ran, "bench_engines.py")
        raise SectionFailed(f"bench_engines.py wrote no results\n{ran.tail()}")
    data = json.loads(results.read_text())
    keep = ("levels", "identity", "not_run")
    return {"results": {k: data[k] for k in keep if k in data}, "exit_status": ran.returncode}


def run_all(run_: HostRun, sections: Sequence[str]) -> None:
    plan = run_.plan
    full = run_.work / "glm-ocr-full"
    bodies: dict[str, Callable[[float], dict[str, Any]]] = {
        "environment": lambda t: environment(run_, t),
        "inputs": lambda t: inputs(run_, t),
        "serve_demo": lambda t: serve(
            run_,
            t,
            name="check-demo",
            model=DEMO,
            max_tokens=plan.demo_max_tokens,
            server_args=plan.server_args,
            concurrency=plan.concurrency,
            max_requests=plan.max_requests,
        ),
        "serve_full": lambda t: serve(
            run_,
            t,
            name="check-full",
            model=full,
            max_tokens=plan.full_max_tokens,
            server_args=plan.server_args,
            concurrency=plan.concurrency,
            max_requests=plan.max_requests,
        ),
        "kernels": lambda t: kernels(run_, t),
        "deterministic": lambda t: serve(
            run_,
            t,
            name="check-deterministic",
            model=DEMO,
            max_tokens=plan.demo_max_tokens,
            server_args=f"{plan.server_args} --enable-deterministic-inference".strip(),
            concurrency=plan.concurrency.rsplit(",", 1)[0],
            max_requests=plan.max_requests.rsplit(",", 1)[0],
        ),
        "peers": lambda t: peers(run_, t),
    }
    for name in sections:
        run_.section(name, bodies[name])


# ----------------------------------------------------------------------------- report


def _fmt(value: Any, digits: int = 2) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def markdown(report: dict[str, Any]) -> str:
    """The report for people: each section's status, then its numbers."""
    sections = report.get("sections", {})
    lines = [
        f"# gravity served on {report.get('device', '?')} from the offline kit",
        "",
        f"Commit {report.get('commit')}, {report.get('mode')}, {report.get('wall_s')} s of a "
        f"{report.get('budget_s')} s budget.",
        "",
        "| section | status | seconds | note |",
        "|---|---|---:|---|",
    ]
    for name in SECTIONS:
        s = sections.get(name)
        if s is None:
            continue
        note = (s.get("error") or s.get("why") or "").splitlines()[:1]
        lines.append(
            f"| {name} | {s['status']} | {_fmt(s.get('seconds'), 1)} | {note[0][:120] if note else ''} |"
        )
    env = sections.get("environment", {})
    if env.get("status") == "ok":
        kernel = env.get("sgl_kernel") or {}
        lines += [
            "",
            f"torch {env.get('torch')}, triton {env.get('triton')}, transformers "
            f"{env.get('transformers')}, sglang {env['sglang']['version']}, sgl_kernel "
            f"{kernel.get('version') or kernel.get('error')}; gravity registered: "
            f"{env.get('gravity_registered')}.",
        ]
    for name in ("serve_demo", "serve_full", "deterministic"):
        s = sections.get(name, {})
        if s.get("status") != "ok":
            continue
        ident = s["identity"]
        gravity = s["gravity"]
        test = gravity["self_test"]
        lines += [
            "",
            f"## {name}: exact {s['verdict']['exact']}, faster {s['verdict']['faster']}",
            "",
            f"{ident['identical']}/{ident['compared']} answers token-identical to AR; "
            f"{ident['near_ties']} near ties, {ident['real_differences']} real differences, "
            f"{ident['unclassified']} unclassified, {ident['errors']} errors.",
            f"Gravity: window K={gravity['window']}, width `{gravity['width']}`, graphs at widths "
            f"{gravity['cuda_graph_widths']}, acceptance `{gravity['acceptance']}`; self-test "
            f"{test['mode']}: {test['passed']} passed, {len(test['failed'] or [])} failed, "
            f"{len(test['skipped'] or [])} skipped in {test['elapsed_s']} s.",
            "Start-up: "
            + "; ".join(
                f"{e} {_fmt(v['start_s'], 1)} s ({v['attention_backend']}, graphs {v['cuda_graphs']}, "
                f"overlap {v['overlap']})"
                for e, v in s["startup"].items()
            )
            + ".",
            "",
            "| concurrency | AR decode tok/s | gravity decode tok/s | decode speed-up | AR e2e tok/s "
            "| gravity e2e tok/s | e2e speed-up | TPF |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for level, row in s["levels"].items():
            lines.append(
                f"| {level} | {_fmt(row['ar_decode_tok_s'], 1)} | {_fmt(row['gravity_decode_tok_s'], 1)} "
                f"| {_fmt(row['speedup_decode'])}x | {_fmt(row['ar_e2e_tok_s'], 1)} "
                f"| {_fmt(row['gravity_e2e_tok_s'], 1)} | {_fmt(row['speedup_e2e'])}x | {_fmt(row['tpf'])} |"
            )
        lines += [
            "",
            "| concurrency | batch | width | rounds timed | round ms | AR step ms | round / AR step |",
            "|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for row in s["round_to_ar_step"]:
            lines.append(
                f"| {row['concurrency']} | {_fmt(row.get('batch'))} | {_fmt(row.get('width'))} "
                f"| {_fmt(row.get('rounds_timed'))} | {_fmt(row.get('round_ms'))} "
                f"| {_fmt(row['ar_step_ms'])} | {_fmt(row.get('ratio'))} |"
            )
    k = sections.get("kernels", {})
    if k.get("status") == "ok":
        lines += ["", f"## kernels: {k['checks_ok']}/{k['checks']} checks ok"]
    p = sections.get("peers", {})
    if p.get("status") == "ok":
        results = p["results"]
        lines += [
            "",
            "## peers (demo checkpoint; speed-up over the AR passes around each)",
            "",
            "| concurrency | engine | tok/s | speed-up | TPF | accept length |",
            "|---:|---|---:|---:|---:|---:|",
        ]
        for level, row in results.get("levels", {}).items():
            for engine, v in row.items():
                if isinstance(v, dict):
                    lines.append(
                        f"| {level} | {engine} | {_fmt(v.get('tok_per_s'), 1)} "
                        f"| {_fmt(v.get('speedup'))}x | {_fmt(v.get('tpf'))} "
                        f"| {_fmt(v.get('accept_length'))} |"
                    )
        for engine, error in (results.get("not_run") or {}).items():
            lines.append(f"\n- {engine}: not run: `{error}`")
    failed = [(n, s) for n, s in sections.items() if s.get("status") == "failed"]
    for name, s in failed:
        lines += ["", f"## {name}: failed", "", "```", s["error"][-3000:], "```"]
    return "\n".join(lines) + "\n"


def _commit() -> str | None:
    try:
        return subprocess.run(
            ["git", "-C", str(REPO), "rev-parse", "HEAD"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return os.environ.get("GRAVITY_COMMIT")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out", type=Path, required=True, help="report folder (JSON, Markdown, details)"
    )
    parser.add_argument(
        "--work", type=Path, default=None, help="scratch folder (default OUT/../gpu-serve-work)"
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="CPU engine, toy sizes: rehearse the run"
    )
    parser.add_argument(
        "--time-budget-s",
        type=float,
        default=None,
        help="no section starts after this (GPU 450, dry run 1500)",
    )
    parser.add_argument(
        "--sections",
        default=",".join(SECTIONS),
        help=f"comma-separated subset of {','.join(SECTIONS)}",
    )
    args = parser.parse_args(argv)
    sections = [s.strip() for s in args.sections.split(",") if s.strip()]
    unknown = sorted(set(sections) - set(SECTIONS))
    if unknown:
        parser.error(f"--sections: unknown {unknown}; known: {', '.join(SECTIONS)}")
    plan = DRY_PLAN if args.dry_run else GPU_PLAN
    budget = args.time_budget_s or (1500.0 if args.dry_run else 450.0)
    work = args.work or Path(os.environ.get("TMPDIR", "/tmp")) / f"gpu-serve-work-{os.getpid()}"
    run_ = HostRun(out=args.out, work=work, plan=plan, dry_run=args.dry_run, budget_s=budget)
    run_.report = {
        "commit": _commit(),
        "mode": "dry run (CPU engine, toy sizes)" if args.dry_run else "GPU",
        "budget_s": budget,
        "plan": asdict(plan),
        "sections": {},
    }
    try:
        import torch

        run_.report["device"] = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    except Exception as exc:  # the report still names what it could not read
        run_.report["device"] = f"unknown ({exc})"
    if not args.dry_run and run_.report["device"] == "cpu":
        print("gpu_serve: no CUDA device; only --dry-run runs without one", file=sys.stderr)
        return 2
    run_.write()
    try:
        run_all(run_, sections)
    finally:
        stop_marked(run_.mark)
        run_.write()
    statuses = {n: s["status"] for n, s in run_.report["sections"].items()}
    print(f"[gpu_serve] {statuses}; report {args.out / 'gpu_serve.md'}", flush=True)
    return 0 if all(v == "ok" for v in statuses.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
