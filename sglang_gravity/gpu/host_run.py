"""Gravity served on a GPU host from the offline kit: one prepared run, one report written as it goes.

``benchmarks/gpu_serve.sh`` installs the kit (``sglang_gravity.offline_kit``) into a fresh site
directory and runs :func:`main` with the kit on ``PYTHONPATH``. The sections (``host_plan``: their
order, the budget and each one's share; ``host_sections``: what each runs) go one after another
through the shared runner (``gpu.runner``), each a child process with a timeout, each recorded
with its result or its error, the run going on after a failure:

1. ``environment``: the device, torch/triton/transformers, and SGLang, ``sgl_kernel`` and the
   plugin as a server process imports them from the kit;
2. ``preflight``: the compilers, one SGLang JIT kernel compiled, the kernel path (``gpu.preflight``);
3. ``inputs``: the bench pages and a full-size random-weight GLM-OCR checkpoint (bf16, K = 33,
   drafts biased to accept);
4. ``serve_demo``, ``serve_full`` (PyTorch's fused ops: the fallback path first), then
   ``serve_full_jit`` (SGLang's JIT kernels, when the preflight allows): ``python -m
   sglang_gravity.check``, gravity then AR on the same attention backend, one server at a time
   with CUDA graphs for the measured batch sizes: start-up, token identity with the check's
   near-tie classification, TPF, decode and end-to-end tok/s at concurrency 1, 16 and 64, the
   round / AR-step ratio and the width default it gives (``gpu.served``);
5. while time remains: ``deterministic`` (the demo under ``--enable-deterministic-inference``),
   ``kernels`` (``benchmarks/gpu_check.py``) and ``peers`` (``benchmarks/bench_engines.py``).

Writes ``OUT/gpu_serve.json`` and ``OUT/gpu_serve.md`` (``gpu.host_report``) after every section
and when cut by SIGTERM or SIGINT (then saying what ran, what was running and what never
started), and the details (check reports, server logs, step traces) as ``OUT/details.tar.gz``.
``--dry-run`` runs the same sections on the CPU engine at toy sizes: it rehearses all but CUDA.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from sglang_gravity import settings
from sglang_gravity.gpu import host_sections as sections
from sglang_gravity.gpu import preflight as pf
from sglang_gravity.gpu.host_plan import MIN_SECTION_S, SECTIONS, Plan, plan_for
from sglang_gravity.gpu.host_report import markdown
from sglang_gravity.gpu.processes import Ran, run, stop_marked
from sglang_gravity.gpu.runner import PlannedSection, RunCut, SectionRunner
from sglang_gravity.gpu.served import kernel_path_lines, projection_lines
from sglang_gravity.repository import REPO_ROOT

DETAILS = ("logs", "check-demo", "check-full", "check-full-jit", "check-deterministic", "peers")


@dataclass
class HostRun:
    """The run's state: where it writes, its plan, the preflight's verdict, the report so far."""

    out: Path
    work: Path
    plan: Plan
    dry_run: bool
    python: str = sys.executable
    mark: str = field(default_factory=lambda: uuid.uuid4().hex)
    report: dict[str, Any] = field(default_factory=dict)
    verdict: pf.Verdict | None = None
    runner: SectionRunner | None = None

    @property
    def jit_cache(self) -> Path:
        return self.work / "jit-cache"

    def verdict_or_fallback(self) -> pf.Verdict:
        """The preflight's verdict; the PyTorch fallback when the preflight did not run."""
        if self.verdict is None:
            why = "the preflight did not run: PyTorch fallback"
            return pf.Verdict(pf.TORCH, [why], {}, None, str(self.jit_cache))
        return self.verdict

    def env(self, **extra: str) -> dict[str, str]:
        return {**os.environ, settings.HOST_RUN.name: self.mark, "PYTHONUNBUFFERED": "1", **extra}

    def child(self, name: str, cmd: Sequence[str], timeout_s: float, **env: str) -> Ran:
        ran = run(cmd, timeout_s, self.work / "logs" / f"{name}.log", self.env(**env))
        left = stop_marked(self.mark)
        if left:
            print(f"[gpu_serve] {name}: {len(left)} processes would not stop", flush=True)
        return ran

    def write(self, runner: SectionRunner | None = None) -> None:
        """The JSON, the Markdown and the details archive, as they stand now."""
        runner = runner or self.runner
        if runner is not None:
            self.report["sections"] = runner.as_dict()
            self.report["running"] = runner.running
            self.report["wall_s"] = round(runner.elapsed_s, 1)
        self.report |= derived(self.report.get("sections", {}), self.plan.full_dtype)
        self.out.mkdir(parents=True, exist_ok=True)
        (self.out / "gpu_serve.json").write_text(json.dumps(self.report, indent=1, default=str))
        (self.out / "gpu_serve.md").write_text(markdown(self.report))
        with tarfile.open(self.out / "details.tar.gz", "w:gz") as archive:
            for sub in DETAILS:
                path = self.work / sub
                if path.exists():
                    archive.add(path, arcname=sub, filter=_small_files)


def derived(done: dict[str, Any], dtype: str) -> dict[str, Any]:
    """What the report computes across sections: the two kernel paths, the projection."""
    out: dict[str, Any] = {}
    full, jit = done.get("serve_full", {}), done.get("serve_full_jit", {})
    if full.get("status") == "ok" and jit.get("status") == "ok":
        out["kernel_paths"] = kernel_path_lines(full, jit)
    if full.get("status") == "ok":
        out["projection"] = projection_lines(full, dtype)
    return out


def _small_files(info: tarfile.TarInfo) -> tarfile.TarInfo | None:
    """Leave model weights and images out of the details archive (it must come back whole)."""
    if info.isfile() and (info.size > 4 * 2**20 or info.name.endswith((".png", ".safetensors"))):
        return None
    return info


def section_plan(run_: HostRun, names: Sequence[str]) -> list[PlannedSection]:
    """The named sections as the runner takes them, each with its cap from the plan."""
    plan = run_.plan
    full = run_.work / "glm-ocr-full"

    def served(name: str, model: Path, max_tokens: int, **kw: Any):
        server_args = kw.pop("server_args", plan.server_args)
        return lambda t: sections.serve(
            run_, t, name=name, model=model, max_tokens=max_tokens, server_args=server_args,
            concurrency=kw.pop("concurrency", plan.concurrency),
            max_requests=kw.pop("max_requests", plan.max_requests), **kw,
        )  # fmt: skip

    bodies = {
        "environment": lambda t: sections.environment(run_, t),
        "preflight": lambda t: sections.preflight(run_, t),
        "inputs": lambda t: sections.inputs(run_, t),
        "serve_demo": served("check-demo", sections.DEMO, plan.demo_max_tokens),
        "serve_full": served("check-full", full, plan.full_max_tokens),
        "serve_full_jit": served("check-full-jit", full, plan.full_max_tokens, kernel_path=pf.JIT),
        "deterministic": served(
            "check-deterministic",
            sections.DEMO,
            plan.demo_max_tokens,
            server_args=f"{plan.server_args} --enable-deterministic-inference".strip(),
            concurrency=plan.concurrency.rsplit(",", 1)[0],
            max_requests=plan.max_requests.rsplit(",", 1)[0],
        ),
        "kernels": lambda t: sections.kernels(run_, t),
        "peers": lambda t: sections.peers(run_, t),
    }
    return [PlannedSection(n, plan.caps_s.get(n, 120.0), bodies[n]) for n in names]


def _say(line: str) -> None:
    """Print a line; a closed stdout (its reader was killed) must not cost the report."""
    try:
        print(line, flush=True)
    except OSError:
        pass


def _commit() -> str | None:
    """HEAD, with ``-dirty`` when tracked files differ from it (the report must say so)."""
    git = ["git", "-C", str(REPO_ROOT)]
    try:
        head = subprocess.run(
            [*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        changed = subprocess.run(
            [*git, "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return os.environ.get("GRAVITY_COMMIT")
    return f"{head}-dirty" if changed else head


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out", type=Path, required=True, help="report folder (JSON, Markdown, details)"
    )
    parser.add_argument(
        "--work", type=Path, default=None, help="scratch folder (default: a new one under TMPDIR)"
    )
    parser.add_argument(
        "--dry-run", action="store_true", help="CPU engine, toy sizes: rehearse the run"
    )
    parser.add_argument(
        "--time-budget-s", type=float, default=None,
        help="no section starts after this (default: the plan's, GPU 480, dry run 1500)",
    )  # fmt: skip
    parser.add_argument(
        "--sections",
        default=",".join(SECTIONS),
        help=f"comma-separated subset of {','.join(SECTIONS)}",
    )
    args = parser.parse_args(argv)
    args.section_names = [s.strip() for s in args.sections.split(",") if s.strip()]
    unknown = sorted(set(args.section_names) - set(SECTIONS))
    if unknown:
        parser.error(f"--sections: unknown {unknown}; known: {', '.join(SECTIONS)}")
    return args


def absolute_tmpdir(environ: dict[str, str] | os._Environ = os.environ) -> None:
    """Make a relative ``TMPDIR`` absolute: nvcc writes its temporaries there from the build
    folder ninja runs in, where a relative path names a folder that does not exist (the JIT
    compile then fails with "Could not open output file")."""
    tmp = environ.get("TMPDIR")
    if tmp and not os.path.isabs(tmp):
        environ["TMPDIR"] = os.path.abspath(tmp)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    plan = plan_for(args.dry_run)
    budget = args.time_budget_s or plan.budget_s
    absolute_tmpdir()  # every child inherits it: the preflight's compile, the servers' JIT
    scratch = Path(os.environ.get("TMPDIR", "/tmp")) / f"gpu-serve-work-{os.getpid()}"
    work = (args.work or scratch).resolve()  # children run in other folders
    run_ = HostRun(out=args.out, work=work, plan=plan, dry_run=args.dry_run)
    run_.report = {
        "commit": _commit(),
        "mode": plan.label,
        "budget_s": budget,
        "plan": asdict(plan),
    }
    try:
        import torch

        run_.report["device"] = torch.cuda.get_device_name() if torch.cuda.is_available() else "cpu"
    except Exception as exc:  # the report still names what it could not read
        run_.report["device"] = f"unknown ({exc})"
    if not args.dry_run and run_.report["device"] == "cpu":
        print("gpu_serve: no CUDA device; only --dry-run runs without one", file=sys.stderr)
        return 2
    run_.runner = SectionRunner(
        budget_s=budget,
        on_change=run_.write,
        on_cut=lambda runner: stop_marked(run_.mark),
        min_section_s=MIN_SECTION_S,
        log=lambda line: _say(line.replace("[run]", "[gpu_serve]")),
    )
    try:
        run_.runner.run(section_plan(run_, args.section_names))
    except RunCut as cut:
        run_.report["cut"] = str(cut)
        run_.write()
        _say(f"[gpu_serve] {cut}; partial report {args.out / 'gpu_serve.md'}")
        return cut.exit_status
    finally:
        stop_marked(run_.mark)
    run_.write()
    statuses = {n: s["status"] for n, s in run_.report["sections"].items()}
    _say(f"[gpu_serve] {statuses}; report {args.out / 'gpu_serve.md'}")
    return 0 if all(v in ("ok", "skipped") for v in statuses.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
