"""A virtual environment with the GPU host's package versions, for rehearsing the kit against them.

The quick rehearsal (``tests/offline_kit/test_gpu_kit_rehearsal.py``) runs the kit in an
interpreter that sees only the host's *packages*, taken from this project's venv: the host's
names at this machine's versions (torch 2.14, transformers 5.19). This builds the other half: a
venv holding the host's *versions* (``h200_packages.txt``: torch 2.11.0, triton 3.6.0,
transformers 5.17.0, torchvision 0.26.0, and the host's pin of every package they and SGLang's
start-up import), from the package registries. On Linux torch 2.11.0 is the CUDA 13.0 build: it
runs on a CPU, and pip pulls about 3 GB of NVIDIA libraries with it, so the venv lives outside
the repository (``~/.cache/sglang-gravity`` by default) and is reused.

A host pin with no wheel for this machine's Python (the host runs 3.12, this machine 3.11) is
dropped and the newest release pip finds is used instead; the venv's ``host_env.json`` lists
every such package with both versions, and the rehearsal's report repeats it (what stays
unrehearsed).

    python -m sglang_gravity.offline_kit.host_env --dest ~/.cache/sglang-gravity/host-env-py311
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

from sglang_gravity.offline_kit.manifest import host_packages, normalize

# What the host's Python holds that the rehearsal runs on: the rest comes as their dependencies,
# at the host's pins where this machine's Python has them.
CORE = ("torch", "torchvision", "triton", "transformers")
# The project's own environment: the host packages it also has are the ones SGLang, the plugin
# and the check import (the host has ~200 packages; jax and friends are never imported here).
NEVER = {"pip", "setuptools", "wheel"}
DEFAULT_DEST = (
    Path.home()
    / ".cache"
    / "sglang-gravity"
    / f"host-env-py{sys.version_info[0]}{sys.version_info[1]}"
)
_CONFLICT = re.compile(r"The user requested \(constraint\) ([A-Za-z0-9_.\-]+)==")
_NO_VERSION = re.compile(r"No matching distribution found for ([A-Za-z0-9_.\-]+)==")


def wanted(project_site_names: set[str]) -> list[str]:
    """The requirements: the core at the host's versions, plus every host package this project's
    environment also has (at the host's version, through the constraints)."""
    host = host_packages()
    names = {n for n in host if n in project_site_names and n not in NEVER}
    return [f"{n}=={host[n]}" for n in CORE] + sorted(names - set(CORE))


def _pip(python: Path, requirements: list[str], constraints: Path) -> subprocess.CompletedProcess:
    cmd = [str(python), "-m", "pip", "install", "--disable-pip-version-check"]
    cmd += ["-c", str(constraints), *requirements]
    return subprocess.run(cmd, capture_output=True, text=True)


def build(dest: Path, *, max_attempts: int = 12) -> dict:
    """Create (or complete) the venv at ``dest``; returns what ``host_env.json`` records."""
    import importlib.metadata as metadata

    python = dest / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(dest)], check=True)
    mine = {normalize(d.metadata["Name"]) for d in metadata.distributions()}
    host = host_packages()
    pins = {n: v for n, v in host.items() if n not in NEVER}
    dropped: dict[str, str] = {}
    requirements = wanted(mine)
    for _ in range(max_attempts):
        constraints = dest / "host-constraints.txt"
        constraints.write_text("".join(f"{n}=={v}\n" for n, v in sorted(pins.items())))
        reqs = [r for r in requirements if normalize(r.split("==")[0]) not in dropped]
        done = _pip(python, reqs, constraints)
        if done.returncode == 0:
            break
        output = done.stdout + done.stderr
        culprits = {normalize(m) for m in _CONFLICT.findall(output) + _NO_VERSION.findall(output)}
        culprits -= set(CORE)  # the point of the venv: never silently replaced
        if not culprits:
            raise SystemExit(f"pip failed in {dest}:\n{output[-4000:]}")
        for name in culprits:
            dropped[name] = pins.pop(name, "?")
        requirements = [
            r
            if "==" not in r or normalize(r.split("==")[0]) not in dropped
            else normalize(r.split("==")[0])
            for r in requirements
        ]
    else:
        raise SystemExit(f"pip did not converge in {max_attempts} attempts in {dest}")
    listed = subprocess.run(
        [str(python), "-m", "pip", "list", "--format", "json", "--disable-pip-version-check"],
        capture_output=True,
        text=True,
        check=True,
    )
    installed = {normalize(p["name"]): p["version"] for p in json.loads(listed.stdout)}
    record = {
        "python": f"{sys.version_info[0]}.{sys.version_info[1]}",
        "host_python": "3.12",
        "core": {n: installed.get(n) for n in CORE},
        "host_version_unavailable_here": {
            n: {"host": v, "used": installed.get(n)} for n, v in sorted(dropped.items())
        },
        "differs_from_host": {
            n: {"host": host[n], "here": v}
            for n, v in sorted(installed.items())
            if n in host and host[n] != v and n not in NEVER
        },
    }
    (dest / "host_env.json").write_text(json.dumps(record, indent=1) + "\n")
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--dest", type=Path, default=DEFAULT_DEST, help="the venv to create or complete"
    )
    args = parser.parse_args(argv)
    record = build(args.dest)
    print(json.dumps(record["core"]))
    if record["host_version_unavailable_here"]:
        print(
            f"host pins without a wheel for Python {record['python']}: "
            + ", ".join(
                f"{n} {v['host']} (used {v['used']})"
                for n, v in record["host_version_unavailable_here"].items()
            )
        )
    print(f"{args.dest / 'bin' / 'python'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
