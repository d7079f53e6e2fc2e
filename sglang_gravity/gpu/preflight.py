"""Before any server: can this host compile SGLang's JIT kernels, and which kernel path runs?

SGLang 0.5.23 compiles some CUDA kernels itself at first use (its JIT builder: tvm-ffi + ninja,
nvcc found through ``CUDA_HOME``, ``CUDA_PATH``, the ``nvcc`` on ``PATH`` (two folders up), then
``/usr/local/cuda``), with no fallback when the compiler is missing or fails. On a GLM-OCR decode
on CUDA: SiLU-and-mul (``activation_<dtype>``), the decode position clamp (``clamp_position``)
and the KV store (``kvcache_<row bytes>``, which falls back to PyTorch by itself); M-RoPE is Triton
(any head size: the demo's 32 included), RMSNorm comes prebuilt with ``sgl_kernel``/FlashInfer,
and sampling is PyTorch's under ``--sampling-backend pytorch``. A cache compiled elsewhere does
not transfer (its key holds the ``nvcc --version`` and ``c++ --version`` texts, the torch and
tvm-ffi versions and every header's hash), so a host compiles its own.

The preflight, in seconds:

1. finds the tools: the CUDA home whose ``bin/nvcc`` and ``lib64/libcudart`` both exist (a ``nvcc``
   wrapper on ``PATH`` would make SGLang's own guess a folder without the runtime library, and the
   link fails), the C++ and C compilers (``$CXX``/``c++``, ``$CC``/``cc``), ``ninja`` and the Python
   headers, each with its version;
2. compiles one JIT kernel (the position clamp) through SGLang's builder into the run's own cache,
   time-boxed (``python -m sglang_gravity.offline_kit.probe jit``), and on a GPU runs it against
   PyTorch;
3. chooses the kernel path: ``jit`` (SGLang's JIT kernels) when that worked, else ``torch``
   (``SGLANG_FORCE_FUSED_OP_BACKEND=torch``: SiLU-and-mul, rotary, RMSNorm and the clamp in
   PyTorch), with its reasons. Servers always run ``--sampling-backend pytorch``.

Every served section then runs on a stated path (:func:`path_env`): on ``torch`` with
``SGLANG_CRASH_ON_JIT_COMPILE=1``, so a compile there is an error naming the kernel; on ``jit``
with the run's cache, the modules it compiles listed per section (:func:`cache_modules`).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sysconfig
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

JIT, TORCH = "jit", "torch"


@dataclass(frozen=True)
class Tool:
    """One tool the JIT builder needs: where it is and what it says its version is."""

    path: str | None
    version: str | None = None
    note: str | None = None

    @property
    def found(self) -> bool:
        return self.path is not None


def first_line(cmd: list[str]) -> str | None:
    """The last non-empty line of ``cmd``'s output that names a version (nvcc's is its last)."""
    try:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return None
    lines = [line.strip() for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    if done.returncode != 0 or not lines:
        return None
    versioned = [line for line in lines if any(ch.isdigit() for ch in line)]
    return (versioned or lines)[-1 if cmd[0].endswith("nvcc") else 0]


SYSTEM_CUDA = Path("/usr/local")


def cuda_home_candidates(
    environ: Mapping[str, str], system: Path = SYSTEM_CUDA
) -> list[tuple[str, str]]:
    """(folder, how it was found), in SGLang's order, then the versioned installs."""
    out = []
    for name in ("CUDA_HOME", "CUDA_PATH"):
        if environ.get(name):
            out.append((environ[name], name))
    nvcc = shutil.which("nvcc", path=environ.get("PATH"))
    if nvcc:
        out.append((str(Path(nvcc).parent.parent), "nvcc on PATH"))
        real = Path(nvcc).resolve()
        if real != Path(nvcc):
            out.append((str(real.parent.parent), "nvcc on PATH, resolved"))
    out.append((str(system / "cuda"), "default"))
    out += [(str(p), "installed") for p in sorted(system.glob("cuda-*"), reverse=True)]
    return out


Version = Callable[[list[str]], "str | None"]


def find_cuda_home(
    environ: Mapping[str, str], system: Path = SYSTEM_CUDA, version: Version = first_line
) -> tuple[Tool, str | None]:
    """(nvcc as a Tool, the CUDA home to export), and a warning when SGLang's own first guess
    would not link (no ``lib64/libcudart``)."""
    candidates = cuda_home_candidates(environ, system)
    usable = [
        (home, how)
        for home, how in candidates
        if os.access(Path(home) / "bin" / "nvcc", os.X_OK)
        and any((Path(home) / "lib64").glob("libcudart.so*"))
    ]
    if not usable:
        tried = ", ".join(f"{home} ({how})" for home, how in candidates)
        return Tool(
            None, note=f"no CUDA home with bin/nvcc and lib64/libcudart.so; tried {tried}"
        ), None
    home, how = usable[0]
    note = f"CUDA home {home} ({how})"
    if candidates and candidates[0][0] != home:
        note += (
            f"; SGLang's own guess {candidates[0][0]} ({candidates[0][1]}) lacks nvcc or libcudart"
        )
    nvcc = str(Path(home) / "bin" / "nvcc")
    return Tool(nvcc, version([nvcc, "--version"]), note), home


def find_tools(
    environ: Mapping[str, str], system: Path = SYSTEM_CUDA, version: Version = first_line
) -> tuple[dict[str, Tool], str | None]:
    """Every tool the JIT builder needs (and the Python headers), and the CUDA home."""
    nvcc, cuda_home = find_cuda_home(environ, system, version)
    tools = {"nvcc": nvcc}
    for name, var, default in (("c++", "CXX", "c++"), ("cc", "CC", "cc"), ("ninja", None, "ninja")):
        command = environ.get(var, default) if var else default
        path = shutil.which(command, path=environ.get("PATH"))
        tools[name] = Tool(path, version([path, "--version"]) if path else None)
    include = Path(sysconfig.get_paths()["include"])
    header = include / "Python.h"
    tools["python headers"] = Tool(
        str(include) if header.is_file() else None,
        note=None if header.is_file() else f"{header} missing (SGLang's builder does not need it)",
    )
    return tools, cuda_home


@dataclass
class Verdict:
    """The preflight's outcome: the kernel path every served section runs on, and why."""

    kernel_path: str
    reasons: list[str]
    tools: dict[str, dict[str, Any]]
    cuda_home: str | None
    cache: str
    compile: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


# (cmd, timeout_s, env) -> (returncode or None when cut at the timeout, output)
ChildRunner = Callable[[list[str], float, dict[str, str]], tuple[int | None, str]]


def preflight(
    python: str,
    cache: Path,
    compile_s: float,
    run_child: ChildRunner,
    found: tuple[dict[str, Tool], str | None] | None = None,
) -> Verdict:
    """Find the tools (unless ``found`` gives them), compile one JIT kernel into ``cache``
    within ``compile_s``, choose the path."""
    tools, cuda_home = find_tools(os.environ) if found is None else found
    verdict = Verdict(
        kernel_path=TORCH,
        reasons=[],
        tools={name: asdict(tool) for name, tool in tools.items()},
        cuda_home=cuda_home,
        cache=str(cache),
    )
    missing = [name for name in ("nvcc", "c++", "ninja") if not tools[name].found]
    if missing:
        verdict.reasons.append(
            f"PyTorch fallback: {', '.join(missing)} not found, so SGLang's JIT kernels cannot "
            "build here"
        )
        return verdict
    env = {"SGLANG_JIT_CACHE_DIR": str(cache), "CUDA_HOME": cuda_home or ""}
    code, output = run_child(
        [python, "-m", "sglang_gravity.offline_kit.probe", "jit"], compile_s, env
    )
    probe = _probe_line(output)
    verdict.compile = {"kernel": "clamp_position (int64)", **(probe or {})}
    if code is None:
        verdict.compile["status"] = f"cut at {compile_s:.0f} s"
        verdict.reasons.append(
            f"PyTorch fallback: one JIT kernel did not compile within {compile_s:.0f} s"
        )
    elif code != 0 or probe is None:
        verdict.compile["status"] = "failed"
        verdict.compile["error"] = "\n".join(output.splitlines()[-15:])
        verdict.reasons.append(
            "PyTorch fallback: compiling one JIT kernel failed (see compile.error)"
        )
    elif probe.get("gpu") and not probe.get("result_ok"):
        verdict.compile["status"] = "wrong result"
        verdict.reasons.append("PyTorch fallback: the compiled JIT kernel gave a wrong result")
    else:
        verdict.compile["status"] = "ok"
        verdict.kernel_path = JIT
        where = "built and run on the GPU" if probe.get("gpu") else "built for sm_90a, no GPU here"
        verdict.reasons.append(
            f"SGLang's JIT kernels: one compiled in {probe.get('seconds')} s ({where}); the rest "
            "compile at the first server start of the JIT section, into the same cache"
        )
    return verdict


def _probe_line(output: str) -> dict[str, Any] | None:
    line = next((x for x in output.splitlines() if x.startswith("PROBE=")), None)
    return json.loads(line[len("PROBE=") :]) if line else None


def path_env(kernel_path: str, verdict: Verdict) -> dict[str, str]:
    """The environment of a served section on ``kernel_path`` (``torch`` or ``jit``)."""
    env = {"SGLANG_JIT_CACHE_DIR": verdict.cache}
    if verdict.cuda_home:
        env["CUDA_HOME"] = verdict.cuda_home
    if kernel_path == TORCH:
        # the fused ops in PyTorch; any JIT compile left (one this list missed) fails by name
        env |= {"SGLANG_FORCE_FUSED_OP_BACKEND": "torch", "SGLANG_CRASH_ON_JIT_COMPILE": "1"}
    return env


def cache_modules(cache: Path) -> set[str]:
    """The JIT modules built into ``cache`` so far (``<target>/<module>/build-*/deps-*``)."""
    return {p.parent.parent.name for p in cache.glob("*/*/build-*/deps-*") if p.is_dir()}


def main(argv: list[str] | None = None) -> int:
    """``python -m sglang_gravity.gpu.preflight``: the verdict on this host, and its settings."""
    import argparse
    import shlex
    import sys

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(os.environ.get("SGLANG_JIT_CACHE_DIR") or "~/.cache/sglang/jit").expanduser(),
        help="the JIT cache to compile into (default: SGLang's, or SGLANG_JIT_CACHE_DIR)",
    )
    parser.add_argument("--compile-s", type=float, default=60.0, help="time box of the compile")
    parser.add_argument(
        "--exports", action="store_true", help="print only `export` lines for the chosen path"
    )
    args = parser.parse_args(argv)

    def run_child(cmd: list[str], seconds: float, env: dict[str, str]) -> tuple[int | None, str]:
        try:
            done = subprocess.run(
                cmd, env={**os.environ, **env}, capture_output=True, text=True, timeout=seconds
            )
        except subprocess.TimeoutExpired:
            return None, ""
        return done.returncode, done.stdout + done.stderr

    verdict = preflight(sys.executable, args.cache, args.compile_s, run_child)
    env = path_env(verdict.kernel_path, verdict)
    if args.exports:
        print("\n".join(f"export {k}={shlex.quote(v)}" for k, v in env.items()))
    else:
        print(json.dumps(verdict.as_dict(), indent=1))
        print(
            f"kernel path: {verdict.kernel_path}; serve with: "
            + " ".join(f"{k}={v}" for k, v in env.items())
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
