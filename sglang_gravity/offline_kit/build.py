"""Build the offline GPU kit (``make gpu-kit``): pinned wheels from the package registries, trimmed,
into a git-ignored folder, within a size budget (``--budget-mib``, 64 by default).

    python -m sglang_gravity.offline_kit.build --out build/gpu-kit            # the host's (cp312)
    python -m sglang_gravity.offline_kit.build --out build/kit-311 --python 3.11   # a rehearsal here

Downloads go to a cache (``--cache``) so a rebuild downloads nothing. Trimmed wheels are
rewritten with a matching ``RECORD``. The kit's folder holds the wheels and ``kit.json``
(every package with its size before and after trimming, the tree's size, the budget). The budget
is what one copy to an air-gapped GPU host may hold, the checkout's files and the kit together
(``manifest.CARRY_BUDGET_BYTES``, 64 MiB: the transfer limit of the GPU hosts this kit was made
for; raise it with ``--budget-mib`` where the copy may be larger). A kit that would not fit beside
the working tree is refused: the folder is not written and the exit status is 1.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from sglang_gravity.offline_kit.manifest import (
    CARRY_BUDGET_BYTES,
    HOST_PYTHON,
    KIT_PACKAGES,
    PLATFORMS,
    KitPackage,
    Trim,
    normalize,
)
from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
DEFAULT_CACHE = (
    Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "sglang-gravity-kit"
)
MIB = 2**20


@dataclass(frozen=True)
class Packed:
    """One wheel as it went into the kit."""

    name: str
    version: str
    wheel: str
    bytes: int
    original_bytes: int
    dropped_files: int
    why: str
    trim_why: str


def download(packages: tuple[KitPackage, ...], python: str, cache: Path) -> dict[str, Path]:
    """Each package's wheel for ``python`` on manylinux x86-64 (or a pure-Python one), from the
    registries into ``cache`` (pip skips files already there); normalized name -> wheel."""
    dest = cache / f"py{python.replace('.', '')}"
    dest.mkdir(parents=True, exist_ok=True)
    cmd = [
        sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
        "--only-binary=:all:", "--python-version", python, "--implementation", "cp",
        "--dest", str(dest),
    ]  # fmt: skip
    for platform in (*PLATFORMS, "any"):
        cmd += ["--platform", platform]
    cmd += [p.requirement for p in packages]
    subprocess.run(cmd, check=True)
    found: dict[str, Path] = {}
    for wheel in sorted(dest.glob("*.whl")):
        name, version = wheel.name.split("-")[:2]
        for package in packages:
            if normalize(name) == normalize(package.name) and version == package.version:
                found[normalize(package.name)] = wheel
    missing = [p.requirement for p in packages if normalize(p.name) not in found]
    if missing:
        raise SystemExit(f"pip download left no wheel for {missing} in {dest}")
    return found


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def trim_wheel(source: Path, dest: Path, trim: Trim) -> int:
    """Copy wheel ``source`` to ``dest`` without the files ``trim`` drops, its ``RECORD``
    rewritten to list exactly what is left; returns the number of files dropped."""
    dropped = 0
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as out:
        record_name = next(n for n in src.namelist() if n.endswith(".dist-info/RECORD"))
        rows = []
        for info in src.infolist():
            if info.filename == record_name or info.is_dir():
                continue
            if not trim.keeps(info.filename):
                dropped += 1
                continue
            data = src.read(info)
            out.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
            rows.append(f"{info.filename},{_record_hash(data)},{len(data)}")
        rows.append(f"{record_name},,")
        out.writestr(record_name, "\n".join(rows) + "\n")
    return dropped


def tree_bytes(repo: Path = REPO) -> int:
    """The size of what is copied to the host from the checkout besides the kit: tracked files
    and untracked ones git does not ignore."""
    listed = subprocess.run(
        ["git", "-C", str(repo), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        check=True,
        capture_output=True,
    ).stdout.split(b"\0")
    total = 0
    for rel in filter(None, listed):
        path = repo / os.fsdecode(rel)
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
    return total


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def build(out: Path, python: str, cache: Path, budget: int = CARRY_BUDGET_BYTES) -> dict:
    """Build the kit into ``out`` (replaced only when the new kit fits); returns ``kit.json``."""
    wheels = download(KIT_PACKAGES, python, cache)
    staging = Path(
        tempfile.mkdtemp(prefix="gpu-kit-", dir=out.parent if out.parent.exists() else None)
    )
    try:
        (staging / "wheels").mkdir()
        packed: list[Packed] = []
        for package in KIT_PACKAGES:
            source = wheels[normalize(package.name)]
            dest = staging / "wheels" / source.name
            if package.trim.drop:
                dropped = trim_wheel(source, dest, package.trim)
            else:
                shutil.copy2(source, dest)
                dropped = 0
            packed.append(
                Packed(
                    package.name,
                    package.version,
                    source.name,
                    dest.stat().st_size,
                    source.stat().st_size,
                    dropped,
                    package.why,
                    package.trim.why,
                )
            )
        kit_bytes = folder_bytes(staging)
        tree = tree_bytes()
        report = {
            "python": python,
            "packages": [vars(p) for p in packed],
            "kit_bytes": kit_bytes,
            "tree_bytes": tree,
            "budget_bytes": budget,
            "fits": kit_bytes + tree <= budget,
        }
        (staging / "kit.json").write_text(json.dumps(report, indent=1) + "\n")
        report["kit_bytes"] = folder_bytes(staging)
        report["fits"] = report["kit_bytes"] + tree <= budget
        print_summary(report)
        if not report["fits"]:
            return report
        if out.exists():
            shutil.rmtree(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        staging.rename(out)
        return report
    finally:
        if staging.exists():
            shutil.rmtree(staging)


def print_summary(report: dict) -> None:
    """The kit's size by part, and the budget line."""
    print(f"offline GPU kit for Python {report['python']}:")
    print(f"  {'package':<28}{'version':<16}{'MiB':>8}{'wheel MiB':>11}  dropped files")
    for p in sorted(report["packages"], key=lambda p: -p["bytes"]):
        print(
            f"  {p['name']:<28}{p['version']:<16}{p['bytes'] / MIB:8.2f}"
            f"{p['original_bytes'] / MIB:11.2f}  {p['dropped_files'] or ''}"
        )
    kit, tree, budget = report["kit_bytes"], report["tree_bytes"], report["budget_bytes"]
    verdict = "fits" if report["fits"] else "DOES NOT FIT"
    print(
        f"  kit {kit / MIB:.2f} MiB + working tree {tree / MIB:.2f} MiB = "
        f"{(kit + tree) / MIB:.2f} MiB of a {budget / MIB:.0f} MiB copy to the host: {verdict}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "build" / "gpu-kit", help="kit folder")
    parser.add_argument(
        "--python", default=HOST_PYTHON, help=f"the target interpreter (default {HOST_PYTHON})"
    )
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="download cache")
    parser.add_argument(
        "--budget-mib",
        type=float,
        default=CARRY_BUDGET_BYTES / MIB,
        help="what one copy to the GPU host may hold, the checkout and the kit together "
        f"(default {CARRY_BUDGET_BYTES // MIB})",
    )
    args = parser.parse_args(argv)
    report = build(args.out.resolve(), args.python, args.cache, round(args.budget_mib * MIB))
    if not report["fits"]:
        print(f"refused: {args.out} not written (over budget)", file=sys.stderr)
        return 1
    print(f"kit written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
