"""A host-like interpreter on this machine, for rehearsing the offline GPU kit without a GPU.

The air-gapped GPU hosts have a fixed set of packages (``offline_kit/h200_packages.txt``) and
no SGLang; the kit must bring everything else. To rehearse that here, :func:`build_hostlike_python`
makes a virtual environment that sees only those packages, taken from this environment (the
project's venv: same names, this machine's versions), and nothing else: not SGLang, not FastAPI,
not the plugin. The kit is then installed into a fresh site directory and a CPU server started
from it, exactly as the host command does (``benchmarks/gpu_serve.sh --dry-run``). A package the
kit forgets fails here as it would there; only what differs between the two machines (CUDA, the
versions of the host's own packages) is left untried.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from sglang_gravity.offline_kit.manifest import normalize


def owners_by_path(site: Path) -> dict[PurePosixPath, set[str]]:
    """Every file of every distribution installed in ``site``, by its path relative to ``site``
    (the ``.dist-info`` folders included), mapped to the names of the distributions that own it."""
    owners: dict[PurePosixPath, set[str]] = defaultdict(set)
    for dist in metadata.distributions(path=[str(site)]):
        name = normalize(dist.metadata["Name"])
        for file in dist.files or []:
            path = PurePosixPath(str(file))
            if path.parts and path.parts[0] != "..":
                owners[path].add(name)
    return owners


def _link_tree(
    site: Path,
    farm: Path,
    prefix: PurePosixPath,
    paths: dict[PurePosixPath, set[str]],
    keep: set[str],
) -> int:
    """Link into ``farm`` each entry under ``prefix`` whose owners are all kept; an entry shared
    with a distribution that is not kept (a namespace folder such as ``cuda/`` or ``nvidia/``)
    becomes a real folder, linked one level further down. Returns the number of links."""
    children: dict[str, dict[PurePosixPath, set[str]]] = defaultdict(dict)
    depth = len(prefix.parts)
    for path, names in paths.items():
        if len(path.parts) > depth:
            children[path.parts[depth]][path] = names
    links = 0
    for child, below in sorted(children.items()):
        owners = set().union(*below.values())
        rel = prefix / child
        if not owners & keep:
            continue
        target = farm / rel
        if owners <= keep or len(below) == 1 and rel in below:
            target.parent.mkdir(parents=True, exist_ok=True)
            if not target.exists():
                target.symlink_to(site / rel)
                links += 1
        else:
            links += _link_tree(site, farm, rel, below, keep)
    return links


def build_hostlike_python(
    dest: Path, host_packages: Iterable[str], site: Path | None = None
) -> Path:
    """A venv at ``dest`` (no pip, no system site packages) that imports exactly the
    distributions of ``site`` (default: this interpreter's site-packages) named in
    ``host_packages``; returns its interpreter. Idempotent: an existing ``dest`` is reused."""
    python = dest / "bin" / "python"
    if python.exists():
        return python
    site = site or Path(next(p for p in sys.path if p.endswith("site-packages")))
    keep = {normalize(name) for name in host_packages}
    farm = dest / "farm"
    farm.mkdir(parents=True, exist_ok=True)
    links = _link_tree(site, farm, PurePosixPath(), owners_by_path(site), keep)
    if not links:
        raise RuntimeError(f"{site}: none of the host's packages is installed here")
    base = getattr(sys, "_base_executable", sys.executable)
    subprocess.run([base, "-m", "venv", "--without-pip", str(dest)], check=True)
    venv_site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    # addsitedir, not a bare path: the farm's own .pth files (namespace packages) must run.
    (Path(venv_site) / "hostlike.pth").write_text(f"import site; site.addsitedir({str(farm)!r})\n")
    return python


def clean_environ(extra: dict[str, str] | None = None) -> dict[str, str]:
    """This process's environment without what would leak the project's venv into the host-like
    interpreter (``PYTHONPATH``, ``VIRTUAL_ENV``, the venv's ``bin`` on ``PATH``)."""
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")
    }
    venv_bin = str(Path(sys.executable).parent)
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if p != venv_bin)
    env.update(extra or {})
    return env
