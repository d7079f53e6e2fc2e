"""The preflight of the served GPU run: which CUDA home, which tools, which kernel path and why,
and the environment each path gives a server. No compiler runs here (the tools' versions and the
JIT compile are injected); the real compile runs in the host run's dry run
(tests/gpu/test_host_run_cut.py and the kit rehearsal)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sglang_gravity.gpu import preflight as pf


def _cuda_home(root: Path, *, runtime: bool = True) -> Path:
    (root / "bin").mkdir(parents=True)
    nvcc = root / "bin" / "nvcc"
    nvcc.write_text("#!/bin/sh\n")
    nvcc.chmod(0o755)
    if runtime:
        (root / "lib64").mkdir()
        (root / "lib64" / "libcudart.so.13").write_text("")
    return root


def _version(cmd: list[str]) -> str:
    return f"{Path(cmd[0]).name} 13.0"


def test_the_cuda_home_is_one_with_nvcc_and_its_runtime(tmp_path) -> None:
    """A CUDA_HOME without lib64/libcudart (what an nvcc wrapper makes SGLang guess) is passed
    over for the next candidate that links, and the note says so."""
    wrapper = _cuda_home(tmp_path / "wrapper", runtime=False)
    good = _cuda_home(tmp_path / "cuda-13.0")
    environ = {"CUDA_HOME": str(wrapper), "CUDA_PATH": str(good), "PATH": ""}
    nvcc, home = pf.find_cuda_home(environ, system=tmp_path / "none", version=_version)
    assert home == str(good) and nvcc.path == str(good / "bin" / "nvcc")
    assert nvcc.version == "nvcc 13.0"
    assert f"SGLang's own guess {wrapper} (CUDA_HOME) lacks nvcc or libcudart" in nvcc.note


def test_a_versioned_system_install_is_found_without_any_variable(tmp_path) -> None:
    _cuda_home(tmp_path / "cuda-12.8")
    newest = _cuda_home(tmp_path / "cuda-13.0")
    nvcc, home = pf.find_cuda_home({"PATH": ""}, system=tmp_path, version=_version)
    assert home == str(newest) and nvcc.found


def test_no_cuda_home_names_every_place_tried(tmp_path) -> None:
    nvcc, home = pf.find_cuda_home(
        {"CUDA_HOME": "/nope", "PATH": ""}, system=tmp_path, version=_version
    )
    assert home is None and not nvcc.found
    assert "/nope (CUDA_HOME)" in nvcc.note and f"{tmp_path / 'cuda'} (default)" in nvcc.note


def _tools(*missing: str) -> tuple[dict[str, pf.Tool], str]:
    tools = {name: pf.Tool(f"/bin/{name}", "1.0") for name in ("nvcc", "c++", "cc", "ninja")}
    tools["python headers"] = pf.Tool("/usr/include/python3.12")
    for name in missing:
        tools[name] = pf.Tool(None)
    return tools, "/usr/local/cuda"


def _child(code: int | None, probe: dict | None = None, *, seen: list | None = None):
    def run_child(cmd, seconds, env):
        if seen is not None:
            seen.append((cmd, seconds, env))
        return code, ("some log\n" + (f"PROBE={json.dumps(probe)}\n" if probe else ""))

    return run_child


def test_missing_tools_choose_the_fallback_without_compiling(tmp_path) -> None:
    seen: list = []
    verdict = pf.preflight(
        "python", tmp_path, 45, _child(0, seen=seen), found=_tools("nvcc", "ninja")
    )
    assert verdict.kernel_path == pf.TORCH and seen == []
    assert verdict.reasons == [
        "PyTorch fallback: nvcc, ninja not found, so SGLang's JIT kernels cannot build here"
    ]


def test_a_compiled_and_correct_kernel_chooses_the_jit_path(tmp_path) -> None:
    seen: list = []
    probe = {"gpu": True, "result_ok": True, "seconds": 7.5}
    verdict = pf.preflight("py", tmp_path / "c", 45, _child(0, probe, seen=seen), found=_tools())
    assert verdict.kernel_path == pf.JIT and verdict.compile["status"] == "ok"
    ((cmd, seconds, env),) = seen
    assert cmd == ["py", "-m", "sglang_gravity.offline_kit.probe", "jit"] and seconds == 45
    assert env == {"SGLANG_JIT_CACHE_DIR": str(tmp_path / "c"), "CUDA_HOME": "/usr/local/cuda"}
    assert "one compiled in 7.5 s (built and run on the GPU)" in verdict.reasons[0]


@pytest.mark.parametrize(
    ("code", "probe", "status", "reason"),
    [
        (None, None, "cut at 45 s", "did not compile within 45 s"),
        (1, None, "failed", "compiling one JIT kernel failed"),
        (0, None, "failed", "compiling one JIT kernel failed"),  # no PROBE line
        (0, {"gpu": True, "result_ok": False}, "wrong result", "gave a wrong result"),
    ],
)
def test_a_compile_that_fails_or_lies_chooses_the_fallback(
    tmp_path, code, probe, status, reason
) -> None:
    verdict = pf.preflight("py", tmp_path, 45, _child(code, probe), found=_tools())
    assert verdict.kernel_path == pf.TORCH and verdict.compile["status"] == status
    assert len(verdict.reasons) == 1 and reason in verdict.reasons[0]


def test_each_path_tells_the_server_how_to_build_kernels(tmp_path) -> None:
    verdict = pf.Verdict(pf.JIT, [], {}, "/usr/local/cuda", str(tmp_path))
    torch_env = pf.path_env(pf.TORCH, verdict)
    assert torch_env == {
        "SGLANG_JIT_CACHE_DIR": str(tmp_path),
        "CUDA_HOME": "/usr/local/cuda",
        "SGLANG_FORCE_FUSED_OP_BACKEND": "torch",
        "SGLANG_CRASH_ON_JIT_COMPILE": "1",  # a compile left on this path fails by name
    }
    assert pf.path_env(pf.JIT, verdict) == {
        "SGLANG_JIT_CACHE_DIR": str(tmp_path),
        "CUDA_HOME": "/usr/local/cuda",
    }


def test_the_modules_a_section_compiled_are_read_off_the_cache(tmp_path) -> None:
    (tmp_path / "sm90a" / "sgl_kernel_jit_activation_bf16_t_true" / "build-1" / "deps-2").mkdir(
        parents=True
    )
    (tmp_path / "sm90a" / "sgl_kernel_jit_clamp_position_int64_t" / "build-3" / ".staging-x").mkdir(
        parents=True
    )
    assert pf.cache_modules(tmp_path) == {"sgl_kernel_jit_activation_bf16_t_true"}


def test_a_relative_tmpdir_becomes_absolute_for_nvcc(tmp_path, monkeypatch) -> None:
    """nvcc writes its temporaries under TMPDIR from ninja's build folder: a relative TMPDIR
    failed the preflight's compile there ("Could not open output file"), found by the host
    rehearsal run with ``--work build/...``."""
    from sglang_gravity.gpu.host_run import absolute_tmpdir

    monkeypatch.chdir(tmp_path)
    environ = {"TMPDIR": "build/scratch"}
    absolute_tmpdir(environ)
    assert environ["TMPDIR"] == str(tmp_path / "build" / "scratch")
    environ = {"TMPDIR": "/var/tmp"}
    absolute_tmpdir(environ)
    assert environ == {"TMPDIR": "/var/tmp"}
    environ = {}
    absolute_tmpdir(environ)
    assert environ == {}
