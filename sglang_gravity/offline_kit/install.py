"""Install the offline GPU kit into a fresh site directory, on a host without network or SGLang.

    python3 -m sglang_gravity.offline_kit.install --kit build/gpu-kit --site /tmp/gravity-site
    eval "$(python3 -m sglang_gravity.offline_kit.install --kit ... --site ... --exports)"

Standard library only: it runs before anything of the kit is importable. Each wheel is unpacked
as pip would (``*.data/purelib`` and ``platlib`` to the root; scripts and headers left out, the
kit starts everything with ``python -m``), then the plugin's entry point is registered for the
checkout itself (a ``.dist-info`` naming ``sglang_gravity.serving.plugin:register``, read from
``pyproject.toml``), so the host serves the working tree that travelled, not a copy built
earlier. :func:`serving_environment` is what a server started from the kit needs: the site and
the checkout on ``PYTHONPATH`` (ahead of nothing the host has: no SGLang there), SGLang told
to skip the ``sgl_kernel`` version pin (0.4.5 instead of 0.4.10, see ``manifest.py``) and
flashinfer (not in the kit), SGLang's Python radix tree where the host's torch is not the one
SGLang's bundled Rust tree was built for (``manifest.SGLANG_BUILT_FOR_TORCH``), and the CUDA 13
libraries that ``sgl_kernel``'s ops link against (``libnvrtc.so.13``, ``libcublas.so.13``) on the
loader's path. On a CPU rehearsal
(``cpu=True``) the CPU stand-in for ``sgl_kernel`` comes first instead.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import sys
import zipfile
from pathlib import Path

import tomllib

from sglang_gravity.offline_kit.manifest import SGLANG_BUILT_FOR_TORCH
from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
CPU_STANDIN = REPO / "sglang_gravity" / "cpu_standin"
# The libraries sgl_kernel's sm90/common_ops.abi3.so needs beyond torch's own (readelf -d).
CUDA_LIBRARIES = ("libnvrtc.so.13", "libcublas.so.13", "libcublasLt.so.13", "libcudart.so.13")


def unpack_wheel(wheel: Path, site: Path) -> int:
    """Unpack one wheel into ``site`` as an installer would; returns the number of files."""
    count = 0
    with zipfile.ZipFile(wheel) as archive:
        for info in archive.infolist():
            if info.is_dir():
                continue
            parts = info.filename.split("/")
            if parts[0].endswith(".data"):
                if len(parts) < 3 or parts[1] not in ("purelib", "platlib"):
                    continue  # scripts, headers, data: nothing the kit runs
                parts = parts[2:]
            target = site.joinpath(*parts)
            if not target.resolve().is_relative_to(site.resolve()):
                raise ValueError(f"{wheel.name}: {info.filename} would land outside {site}")
            target.parent.mkdir(parents=True, exist_ok=True)
            with archive.open(info) as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst)
            mode = (info.external_attr >> 16) & 0o777
            if mode:
                target.chmod(mode)
            count += 1
    return count


def plugin_metadata(repo: Path = REPO) -> tuple[str, str]:
    """The plugin's version and its ``entry_points.txt``, both read from the checkout."""
    init = (repo / "sglang_gravity" / "__init__.py").read_text()
    version = re.search(r'^__version__ = "([^"]+)"', init, re.M)
    if version is None:
        raise ValueError(f"{repo / 'sglang_gravity' / '__init__.py'}: no __version__")
    project = tomllib.loads((repo / "pyproject.toml").read_text())["project"]
    lines = []
    for group, entries in project.get("entry-points", {}).items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {target}" for name, target in entries.items()]
        lines.append("")
    if not lines:
        raise ValueError(f"{repo / 'pyproject.toml'}: [project.entry-points] is empty")
    return version.group(1), "\n".join(lines)


def register_plugin(site: Path, repo: Path = REPO) -> Path:
    """A ``.dist-info`` in ``site`` that makes SGLang's plugin loader find the checkout's plugin
    (the package itself is imported from ``repo`` on ``PYTHONPATH``)."""
    version, entry_points = plugin_metadata(repo)
    info = site / f"sglang_gravity-{version}.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: sglang-gravity\nVersion: {version}\n"
    )
    (info / "entry_points.txt").write_text(entry_points)
    (info / "INSTALLER").write_text("sglang-gravity offline kit\n")
    (info / "RECORD").write_text("")
    return info


def install(kit: Path, site: Path, repo: Path = REPO) -> dict:
    """Every wheel of ``kit`` into ``site`` (which must be empty or absent) and the plugin's
    entry point; returns what was installed."""
    wheels = sorted((kit / "wheels").glob("*.whl"))
    if not wheels:
        raise SystemExit(f"{kit}: no wheels/ (build it with `make gpu-kit`)")
    if site.exists() and any(site.iterdir()):
        raise SystemExit(f"{site}: not empty; the kit installs into a fresh site directory")
    site.mkdir(parents=True, exist_ok=True)
    files = {wheel.name: unpack_wheel(wheel, site) for wheel in wheels}
    register_plugin(site, repo)
    return {"kit": str(kit), "site": str(site), "wheels": files}


def _library_dirs(names: tuple[str, ...]) -> list[str]:
    """Folders holding any of ``names``: the pip-installed NVIDIA packages of every site
    directory on ``sys.path`` (torch's own CUDA libraries), then the system CUDA toolkits."""
    roots = [Path(p) / "nvidia" for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
    roots += sorted(Path("/usr/local").glob("cuda*/lib64"), reverse=True)
    found: list[str] = []
    for root in roots:
        if not root.is_dir():
            continue
        for name in names:
            for hit in root.rglob(name):
                folder = str(hit.parent)
                if folder not in found:
                    found.append(folder)
    return found


def _installed_version(name: str) -> str | None:
    """The version of a distribution this interpreter sees (the host's own packages)."""
    import importlib.metadata

    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def serving_environment(site: Path, repo: Path = REPO, *, cpu: bool = False) -> dict[str, str]:
    """The variables a server started from the kit needs (see the module docstring)."""
    path = [str(site), str(repo)]
    if cpu:
        path.insert(0, str(CPU_STANDIN))
    old = os.environ.get("PYTHONPATH")
    env = {
        "PYTHONPATH": os.pathsep.join(path + ([old] if old else [])),
        "SGLANG_SKIP_SGL_KERNEL_VERSION_CHECK": "1",
        "SGLANG_IS_FLASHINFER_AVAILABLE": "false",
    }
    torch_version = _installed_version("torch")
    if torch_version is not None and not torch_version.startswith(SGLANG_BUILT_FOR_TORCH + "."):
        # SGLang's bundled Rust radix tree was built against another torch (manifest.py)
        env["SGLANG_UNIFIED_RADIX_TREE_CORE_BACKEND"] = "python"
    if cpu:
        env["SGLANG_USE_CPU_ENGINE"] = "1"
    else:
        dirs = _library_dirs(CUDA_LIBRARIES)
        old_ld = os.environ.get("LD_LIBRARY_PATH")
        env["LD_LIBRARY_PATH"] = os.pathsep.join(dirs + ([old_ld] if old_ld else []))
    return env


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kit", type=Path, required=True, help="the kit folder (make gpu-kit)")
    parser.add_argument("--site", type=Path, required=True, help="a fresh site directory")
    parser.add_argument("--cpu", action="store_true", help="a CPU rehearsal (the stand-in first)")
    parser.add_argument(
        "--exports", action="store_true", help="print the serving environment as shell exports"
    )
    args = parser.parse_args(argv)
    done = install(args.kit, args.site)
    env = serving_environment(args.site.resolve(), cpu=args.cpu)
    if args.exports:
        print("\n".join(f"export {k}={shlex.quote(v)}" for k, v in env.items()))
    else:
        print(json.dumps({**done, "environment": env}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
