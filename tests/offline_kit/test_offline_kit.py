"""The offline GPU kit's pieces, without a network or a child process: what it pins, what it trims
(and that a trimmed wheel still installs with a true RECORD), how it installs, what a server
started from it is told, the host-like interpreter's view, and the host run's arithmetic and
commands. The whole path (build, install, a CPU server) runs in tests/offline_kit/test_gpu_kit_rehearsal.py.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import importlib.metadata as metadata
import json
import shlex
import zipfile
from pathlib import Path, PurePosixPath

import pytest
from packaging.requirements import Requirement

from sglang_gravity.gpu import host_plan, host_run, host_sections
from sglang_gravity.gpu import preflight as pf
from sglang_gravity.gpu.processes import Ran
from sglang_gravity.gpu.runner import SectionFailed
from sglang_gravity.offline_kit import build, hostlike, install, manifest
from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT


# ----------------------------------------------------------------------------- manifest


def test_kit_pins_sglang_as_the_project_does_and_the_kernel_build_torch_2_11_loads() -> None:
    pins = {manifest.normalize(p.name): p.version for p in manifest.KIT_PACKAGES}
    project = (REPO / "pyproject.toml").read_text()
    assert f'"sglang=={pins["sglang"]}"' in project
    # 0.4.10 (what sglang 0.5.23 pins) needs torch 2.14 symbols; 0.4.5 resolves against 2.11.
    assert pins["sglang-kernel"] == "0.4.5"
    assert len(pins) == len(manifest.KIT_PACKAGES), "a package is pinned twice"
    # the bench pages are made on the host: the generator's content pinned as the project pins it
    assert f'"faker=={pins["faker"]}"' in project


def test_kit_brings_nothing_the_host_has() -> None:
    host = manifest.host_packages()
    assert {"torch", "triton", "transformers"} <= set(host)
    assert host["torch"] == "2.11.0" and "sglang" not in host
    both = [p.name for p in manifest.KIT_PACKAGES if manifest.normalize(p.name) in host]
    assert both == [], f"the host already has {both}: two copies would shadow each other"


def test_kit_holds_every_distribution_sglang_imported_when_it_served_here() -> None:
    """The import closure of a served request (traced once on CPU, sglang_gravity/testing/
    hostlike.py) is the host's packages plus the kit's: every distribution SGLang's own
    requirements name is either there, or left out on purpose (the heavy optional ones)."""
    have = set(manifest.host_packages()) | {
        manifest.normalize(p.name) for p in manifest.KIT_PACKAGES
    }
    left_out = {
        # CUDA kernels and attention libraries a triton-attention server never imports
        "flashinfer-python", "flash-attn-4", "sgl-deep-gemm", "sgl-deep-ep", "sgl-flash-mla",
        "quack-kernels", "tilelang", "nvidia-cutlass-dsl", "humming-kernels", "nvshmem4py-cu13",
        "nvidia-mathdx", "torch-memory-saver", "deepseek-recipe", "tml-renderers",
        # other modalities, other APIs, tooling
        "torchcodec", "av", "decord2", "openai-harmony", "anthropic", "mistral-common",
        "smg-grpc-servicer", "llguidance", "outlines", "interegular", "modelscope",
        "blobfile", "datasets", "easydict", "py-spy", "watchfiles", "zstandard", "cuda-python",
        "kernels",  # the Hugging Face kernel hub client: imported only to fetch a kernel
    }  # fmt: skip
    missing = []
    for line in metadata.requires("sglang") or []:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        name = manifest.normalize(requirement.name)
        if name not in have and name not in left_out:
            missing.append(name)
    assert missing == [], f"sglang requires {missing}: pin them in the kit or say why not"


@pytest.mark.parametrize(
    ("path", "kept"),
    [
        ("sglang/srt/rust_extensions/_server.cpython-312-x86_64-linux-gnu.so", False),
        ("sglang/srt/rust_extensions/__init__.py", True),  # the loader: imported at start-up
        ("sglang/srt/rust_extensions/loader.py", True),
        ("sglang/srt/mem_cache/rust_tree_core/mem_cache.cpython-312-x86_64-linux-gnu.so", True),
        ("sglang/multimodal_gen/runtime/server_args/server_args.py", False),
        ("sglang/test/test_utils.py", False),
        ("sglang/srt/managers/scheduler.py", True),
    ],
)
def test_sglang_trim(path: str, kept: bool) -> None:
    assert manifest.SGLANG_TRIM.keeps(path) is kept


@pytest.mark.parametrize(
    ("path", "kept"),
    [
        ("sgl_kernel/sm90/common_ops.abi3.so", True),
        ("sgl_kernel/spatial_ops.abi3.so", True),
        ("sgl_kernel/flash_attn.py", True),  # imported lazily; raises a clear ImportError then
        ("sgl_kernel/flash_ops.abi3.so", False),
        ("sgl_kernel/sm100/common_ops.abi3.so", False),
        ("sgl_kernel/flashmla_ops.abi3.so", False),
        ("sgl_kernel/infllm_ops.cpython-310-x86_64-linux-gnu.so", False),
    ],
)
def test_sgl_kernel_trim(path: str, kept: bool) -> None:
    assert manifest.SGL_KERNEL_TRIM.keeps(path) is kept


# ----------------------------------------------------------------------------- build


def _wheel(path: Path, files: dict[str, bytes], name: str = "demo", version: str = "1.0") -> Path:
    """A minimal wheel with ``files`` and a RECORD listing them."""
    info = f"{name}-{version}.dist-info"
    files = {
        **files,
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    with zipfile.ZipFile(path, "w") as archive:
        for rel, data in files.items():
            archive.writestr(rel, data)
        archive.writestr(f"{info}/RECORD", "\n".join(f"{rel},," for rel in files) + "\n")
    return path


def test_trimmed_wheel_keeps_what_the_trim_keeps_and_its_record_is_true(tmp_path) -> None:
    source = _wheel(
        tmp_path / "demo-1.0-py3-none-any.whl",
        {"demo/__init__.py": b"x = 1\n", "demo/big.so": b"\0" * 1000, "demo/tests/t.py": b""},
    )
    out = tmp_path / "out.whl"
    dropped = build.trim_wheel(source, out, manifest.Trim(drop=("demo/*.so", "demo/tests/*")))
    assert dropped == 2
    with zipfile.ZipFile(out) as archive:
        names = set(archive.namelist())
        record = archive.read("demo-1.0.dist-info/RECORD").decode().splitlines()
        contents = {n: archive.read(n) for n in names}
    assert names == {
        "demo/__init__.py",
        "demo-1.0.dist-info/METADATA",
        "demo-1.0.dist-info/WHEEL",
        "demo-1.0.dist-info/RECORD",
    }
    rows = {row.split(",")[0]: row.split(",")[1:] for row in record}
    assert set(rows) == names
    for rel, (digest, size) in rows.items():
        if rel.endswith("RECORD"):
            assert (digest, size) == ("", "")
            continue
        expected = base64.urlsafe_b64encode(hashlib.sha256(contents[rel]).digest()).rstrip(b"=")
        assert digest == "sha256=" + expected.decode() and int(size) == len(contents[rel])


@pytest.mark.subprocess
def test_a_kit_over_budget_is_refused_and_not_written(tmp_path, monkeypatch, capsys) -> None:
    wheels = {}
    for package in manifest.KIT_PACKAGES:
        name = package.name.replace("-", "_")
        wheels[manifest.normalize(package.name)] = _wheel(
            tmp_path / f"{name}-{package.version}-py3-none-any.whl",
            {f"{name}/__init__.py": b"#" * 2000},
            name,
            package.version,
        )
    monkeypatch.setattr(build, "download", lambda packages, python, cache: wheels)
    monkeypatch.setattr(build, "tree_bytes", lambda repo=build.REPO: 10_000)
    out = tmp_path / "kit"
    report = build.build(out, "3.12", tmp_path / "cache", budget=20_000)
    assert report["fits"] is False and not out.exists()
    assert "DOES NOT FIT" in capsys.readouterr().out
    report = build.build(out, "3.12", tmp_path / "cache", budget=10**9)
    assert report["fits"] is True
    assert sorted(p.name for p in (out / "wheels").iterdir()) == sorted(
        w.name for w in wheels.values()
    )
    written = json.loads((out / "kit.json").read_text())
    assert written["tree_bytes"] == 10_000 and len(written["packages"]) == len(
        manifest.KIT_PACKAGES
    )
    trimmed = {p["name"]: p["dropped_files"] for p in written["packages"]}
    assert trimmed["sglang"] == 0  # nothing of the fake wheel matched the trim


# ----------------------------------------------------------------------------- install


def test_unpack_follows_the_wheel_layout_and_refuses_escapes(tmp_path) -> None:
    wheel = tmp_path / "w.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("pkg/__init__.py", "")
        archive.writestr("pkg-1.0.data/platlib/_native.so", "so")
        archive.writestr("pkg-1.0.data/scripts/tool", "#!/bin/sh")
        archive.writestr("pkg-1.0.dist-info/RECORD", "")
    site = tmp_path / "site"
    assert install.unpack_wheel(wheel, site) == 3
    assert sorted(str(p.relative_to(site)) for p in site.rglob("*") if p.is_file()) == [
        "_native.so",
        "pkg-1.0.dist-info/RECORD",
        "pkg/__init__.py",
    ]
    bad = tmp_path / "bad.whl"
    with zipfile.ZipFile(bad, "w") as archive:
        archive.writestr("../outside.py", "")
    with pytest.raises(ValueError, match="outside"):
        install.unpack_wheel(bad, tmp_path / "site2")


def test_registered_plugin_is_what_sglang_loads(tmp_path) -> None:
    """SGLang's plugin loader reads the group ``sglang.srt.plugins``: the metadata written for the
    checkout must name the same entry point as pyproject.toml."""
    info = install.register_plugin(tmp_path)
    assert info.name.startswith("sglang_gravity-")
    dists = list(metadata.distributions(path=[str(tmp_path)]))
    assert [d.metadata["Name"] for d in dists] == ["sglang-gravity"]
    points = [e for e in dists[0].entry_points if e.group == "sglang.srt.plugins"]
    assert [(e.name, e.value) for e in points] == [
        ("gravity", "sglang_gravity.serving.plugin:register")
    ]


def test_install_wants_a_fresh_site(tmp_path) -> None:
    kit = tmp_path / "kit"
    (kit / "wheels").mkdir(parents=True)
    _wheel(kit / "wheels" / "demo-1.0-py3-none-any.whl", {"demo/__init__.py": b""})
    site = tmp_path / "site"
    done = install.install(kit, site)
    assert (site / "demo" / "__init__.py").is_file() and done["wheels"]
    with pytest.raises(SystemExit, match="not empty"):
        install.install(kit, site)


def test_serving_environment_cpu_and_gpu(tmp_path, monkeypatch) -> None:
    site = tmp_path / "site"
    cpu = install.serving_environment(site, cpu=True)
    parts = cpu["PYTHONPATH"].split(":")
    assert parts[:3] == [str(install.CPU_STANDIN), str(site), str(install.REPO)]
    assert cpu["SGLANG_USE_CPU_ENGINE"] == "1" and "LD_LIBRARY_PATH" not in cpu
    # On the host: the CUDA 13 libraries sgl_kernel links against, found in pip's nvidia folders.
    fake_site = tmp_path / "py" / "site-packages"
    lib = fake_site / "nvidia" / "cu13" / "lib"
    lib.mkdir(parents=True)
    (lib / "libnvrtc.so.13").write_bytes(b"")
    monkeypatch.setattr(install.sys, "path", [str(fake_site)])
    monkeypatch.setenv("LD_LIBRARY_PATH", "/old")
    gpu = install.serving_environment(site)
    assert gpu["LD_LIBRARY_PATH"].split(":")[0] == str(lib)
    assert gpu["LD_LIBRARY_PATH"].endswith(":/old")
    assert gpu["PYTHONPATH"].split(":")[:2] == [str(site), str(install.REPO)]
    assert gpu["SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK"] == "1"
    assert gpu["SGLANG_IS_FLASHINFER_AVAILABLE"] == "false"
    assert "SGLANG_USE_CPU_ENGINE" not in gpu


@pytest.mark.parametrize(
    ("torch_version", "python_tree"), [("2.11.0+cu130", True), ("2.14.1", False)]
)
def test_a_torch_other_than_sglangs_takes_the_python_radix_tree(
    tmp_path, monkeypatch, torch_version, python_tree
) -> None:
    """SGLang's bundled Rust radix tree was built for torch 2.14; under the host's 2.11 its first
    prefill failed ("insert value must be an int64 tensor, got Int8"), so the kit's servers take
    SGLang's Python tree there."""
    monkeypatch.setattr(install, "_installed_version", lambda name: torch_version)
    env = install.serving_environment(tmp_path / "site", cpu=True)
    assert (env.get("SGLANG_UNIFIED_RADIX_TREE_CORE_BACKEND") == "python") == python_tree


# ----------------------------------------------------------------------------- host-like view


def test_hostlike_links_only_the_host_part_of_a_shared_namespace(tmp_path) -> None:
    site, farm = tmp_path / "site", tmp_path / "farm"
    owners = {
        PurePosixPath("cuda/bindings/__init__.py"): {"cuda-bindings"},
        PurePosixPath("cuda/bindings/_lib.so"): {"cuda-bindings"},
        PurePosixPath("cuda/tile/__init__.py"): {"cuda-tile"},
        PurePosixPath("torch/__init__.py"): {"torch"},
        PurePosixPath("sglang/__init__.py"): {"sglang"},
        PurePosixPath("torch-2.0.dist-info/RECORD"): {"torch"},
    }
    links = hostlike._link_tree(site, farm, PurePosixPath(), owners, {"cuda-bindings", "torch"})
    assert links == 3
    assert (farm / "cuda").is_dir() and not (farm / "cuda").is_symlink()
    assert (farm / "cuda" / "bindings").is_symlink()
    assert not (farm / "cuda" / "tile").exists() and not (farm / "sglang").exists()
    assert (farm / "torch").resolve() == (site / "torch").resolve()


# ----------------------------------------------------------------------------- the host run


def _sglang_parser() -> argparse.ArgumentParser:
    from sglang.srt.server_args import ServerArgs

    parser = argparse.ArgumentParser()
    ServerArgs.add_cli_args(parser)
    return parser


def test_gpu_server_flags_are_sglangs() -> None:
    """Every flag the host run gives a server parses as SGLang 0.5.23's (a misspelt flag would
    spend a GPU run on a start-up error)."""
    parser = _sglang_parser()
    for extra in (
        host_plan.GPU_SERVER_ARGS,
        f"{host_plan.GPU_SERVER_ARGS} {host_plan.GPU_AR_SERVER_ARGS}",
        f"{host_plan.GPU_SERVER_ARGS} --enable-deterministic-inference",
    ):
        args = parser.parse_args(["--model-path", "m", *shlex.split(extra)])
        assert args.sampling_backend == "pytorch" and args.mm_attention_backend == "triton_attn"
        # graphs only for the batch sizes the run measures, not SGLang's default 27
        assert [int(b) for b in args.cuda_graph_bs_decode] == [1, 2, 4, 8, 16, 32, 64]
    # the rehearsal runs the same flags but the ones the CPU engine cannot take
    dry = parser.parse_args(["--model-path", "m", *shlex.split(host_plan.DRY_PLAN.server_args)])
    assert dry.sampling_backend == "pytorch" and dry.mm_attention_backend is None
    assert [int(b) for b in dry.cuda_graph_bs_decode] == [1, 2, 4, 8, 16, 32, 64]


def test_host_run_commands_parse_with_their_scripts_parsers(tmp_path, monkeypatch) -> None:
    """The commands each section starts, parsed by the check's and bench_engines' own parsers:
    a value that begins with ``--`` must be passed as ``--flag=value``."""
    from sglang_gravity.bench.suites import engines
    from sglang_gravity.check import command as check

    seen: dict[str, list[str]] = {}

    def fake_child(name, cmd, timeout_s, **env):
        seen[name] = list(cmd)
        return Ran(list(cmd), 0, 0.0, "")

    for plan in (host_plan.GPU_PLAN, host_plan.DRY_PLAN):
        run_ = host_run.HostRun(
            out=tmp_path / "out",
            work=tmp_path / "work",
            plan=plan,
            dry_run=plan is host_plan.DRY_PLAN,
        )
        monkeypatch.setattr(run_, "child", fake_child)
        for name in ("check-demo", "check-deterministic"):
            with pytest.raises(SectionFailed):  # no report written by the fake
                host_sections.serve(
                    run_,
                    100.0,
                    name=name,
                    model=host_sections.DEMO,
                    max_tokens=8,
                    server_args=plan.server_args
                    + (" --enable-deterministic-inference" if "determ" in name else ""),
                    concurrency=plan.concurrency,
                    max_requests=plan.max_requests,
                )
            cmd = seen[name]
            args = check.parse_args(cmd[cmd.index("sglang_gravity.check") + 1 :])
            assert shlex.split(args.ar_server_args) == shlex.split(plan.ar_server_args)
            assert args.gravity_env["SGLANG_GRAVITY_STEP_TRACE_DIR"].endswith("steps")
            assert ("--enable-deterministic-inference" in args.server_args) == ("determ" in name)
            assert set(args.level_requests) == set(args.levels)
        with pytest.raises(SectionFailed):
            host_sections.peers(run_, 100.0)
        cmd = seen["peers"]
        args = engines.parse_args(cmd[cmd.index("benchmarks/bench_engines.py") + 1 :])
        assert args.variant_names == plan.peer_variants.split(",")
        assert shlex.split(args.ar_server_args) == shlex.split(plan.ar_server_args)
        assert shlex.split(args.server_args) == shlex.split(plan.server_args)  # fmt: skip


@pytest.mark.parametrize("kernel_path", ["jit", "torch"])
def test_the_peers_section_runs_on_the_preflights_kernel_path(tmp_path, monkeypatch, kernel_path):
    """SGLang's NGRAM builds its corpus with a JIT kernel, so the peers run on the preflight's path
    (on the PyTorch fallback, which refuses every compile, it could never run on a GPU host);
    the full section, end to end, is in docs/results/gpu-serve-dry-run-cpu/."""
    envs: dict[str, dict[str, str]] = {}

    def fake_child(name, cmd, timeout_s, **env):
        envs[name] = env
        return Ran(list(cmd), 0, 0.0, "")

    run_ = host_run.HostRun(
        out=tmp_path / "out", work=tmp_path / "work", plan=host_plan.DRY_PLAN, dry_run=True
    )
    run_.verdict = pf.Verdict(kernel_path, ["planted"], {}, "/opt/cuda", str(tmp_path / "jit"))
    monkeypatch.setattr(run_, "child", fake_child)
    with pytest.raises(SectionFailed):  # no results written by the fake
        host_sections.peers(run_, 100.0)
    assert envs["peers"] == pf.path_env(kernel_path, run_.verdict)
    forced = envs["peers"].get("SGLANG_FORCE_FUSED_OP_BACKEND")
    assert forced == ("torch" if kernel_path == "torch" else None)
