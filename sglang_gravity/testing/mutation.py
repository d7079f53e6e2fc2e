"""Mutation testing of the pure decoding code and the width policy (``make mutation``).

``mutmut`` (configured in ``pyproject.toml``, ``[tool.mutmut]``) copies the package into
``mutants/``, plants one small change at a time in the round, penalties, sampling, logprobs,
grammar-row and width-policy modules, and runs the fast tests that reach the changed function.
A mutant the tests fail on is killed; one they pass with survived.

``python -m sglang_gravity.testing.mutation --run``:

1. runs the selected fast tests once on the unchanged tree; a test that fails there (someone's
   work in progress) cannot judge a mutant, so it is left out of the run and named;
2. runs ``mutmut run`` from scratch (``mutants/`` removed first);
3. prints the score per module, killed / all mutants (mutmut's own definition, a timeout counts
   as killed), with and without the survivors judged equivalent in
   ``tests/mutation_equivalents.txt`` (one ``mutant-name: why`` per line: a change no test can
   detect because the behaviour is the same), and lists the other survivors
   (``mutmut show NAME`` prints the change). Without ``--run`` it summarizes the last run.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
MUTANTS = REPO / "mutants"
EQUIVALENTS = REPO / "tests" / "mutation_equivalents.txt"
# A file of pytest node ids (one per line) that tests/conftest.py deselects.
DESELECT_ENV = "SGLANG_GRAVITY_TEST_DESELECT"
# mutmut's exit-code meanings (mutmut.stats.status_by_exit_code), the ones a run produces.
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped"}
STATUS.update({36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout"})
STATUS.update({37: "caught by type check", -11: "segfault", -9: "segfault"})


def mutmut_config() -> dict[str, Any]:
    try:
        from tomllib import loads
    except ImportError:  # Python 3.10: what mutmut itself reads its configuration with
        from toml import loads
    return loads((REPO / "pyproject.toml").read_text())["tool"]["mutmut"]


def failing_on_the_clean_tree(tests: list[str], pytest_args: list[str]) -> list[str]:
    """Node ids of the selected tests that fail before anything is mutated."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "clean.xml"
        subprocess.run(
            [sys.executable, "-m", "pytest", "-q", *pytest_args, *tests, f"--junitxml={report}"],
            cwd=REPO,
            check=False,
        )
        failing = []
        for case in ET.parse(report).getroot().iter("testcase"):
            if case.find("failure") is not None or case.find("error") is not None:
                module = case.get("classname", "").replace(".", "/")
                failing.append(f"{module}.py::{case.get('name')}")
    return failing


def run_mutmut(max_children: int) -> None:
    config = mutmut_config()
    failing = failing_on_the_clean_tree(
        config["pytest_add_cli_args_test_selection"], config.get("pytest_add_cli_args", [])
    )
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1")
    if failing:
        print(f"left out, failing on the unchanged tree ({len(failing)}):")
        for node in failing:
            print(f"  {node}")
        deselect = REPO / "runs" / "mutation" / "deselect.txt"
        deselect.parent.mkdir(parents=True, exist_ok=True)
        deselect.write_text("\n".join(failing) + "\n")
        env[DESELECT_ENV] = str(deselect)
    shutil.rmtree(MUTANTS, ignore_errors=True)
    mutmut = Path(sys.executable).with_name("mutmut")
    subprocess.run([str(mutmut), "run", "--max-children", str(max_children)], cwd=REPO, env=env)


def read_equivalents(path: Path = EQUIVALENTS) -> dict[str, str]:
    """``mutant-name: why`` lines (``#`` comments and blank lines ignored)."""
    if not path.exists():
        return {}
    equivalents = {}
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            name, _, why = line.partition(":")
            equivalents[name.strip()] = why.strip()
    return equivalents


def results() -> dict[str, dict[str, str]]:
    """Mutant name -> status, per mutated module (read from mutmut's ``*.py.meta`` files)."""
    by_module: dict[str, dict[str, str]] = defaultdict(dict)
    for meta in sorted(MUTANTS.rglob("*.py.meta")):
        module = str(meta.relative_to(MUTANTS)).removesuffix(".meta")
        data = json.loads(meta.read_text())
        for name, code in data.get("exit_code_by_key", {}).items():
            by_module[module][name] = STATUS.get(
                code, "not checked" if code is None else "suspicious"
            )
    return dict(by_module)


def summarize(by_module: dict[str, dict[str, str]], equivalents: dict[str, str]) -> dict[str, Any]:
    """Per module and in all: counts by status and the scores (percent of mutants killed)."""
    rows = {}
    for module, statuses in sorted(by_module.items()):
        counts = Counter(statuses.values())
        killed = counts["killed"] + counts["timeout"]
        total = len(statuses) - counts["skipped"]
        equivalent = sum(
            1 for name, s in statuses.items() if s == "survived" and name in equivalents
        )
        rows[module] = {
            "mutants": total,
            "killed": killed,
            "survived": counts["survived"],
            "no_tests": counts["no tests"],
            "equivalent": equivalent,
            "score": 100.0 * killed / total if total else None,
            "score_without_equivalent": (
                100.0 * killed / (total - equivalent) if total > equivalent else None
            ),
        }
    all_rows = list(rows.values())
    total = sum(r["mutants"] for r in all_rows)
    killed = sum(r["killed"] for r in all_rows)
    equivalent = sum(r["equivalent"] for r in all_rows)
    rows["all"] = {
        "mutants": total,
        "killed": killed,
        "survived": sum(r["survived"] for r in all_rows),
        "no_tests": sum(r["no_tests"] for r in all_rows),
        "equivalent": equivalent,
        "score": 100.0 * killed / total if total else None,
        "score_without_equivalent": 100.0 * killed / (total - equivalent) if total else None,
    }
    return rows


def report(by_module: dict[str, dict[str, str]], equivalents: dict[str, str]) -> str:
    rows = summarize(by_module, equivalents)
    lines = [
        "| module | mutants | killed | survived | no tests | equivalent | score | "
        "score without equivalent |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for module, r in rows.items():
        score = "-" if r["score"] is None else f"{r['score']:.1f}%"
        strict = r["score_without_equivalent"]
        lines.append(
            f"| {module} | {r['mutants']} | {r['killed']} | {r['survived']} | {r['no_tests']} "
            f"| {r['equivalent']} | {score} | {'-' if strict is None else f'{strict:.1f}%'} |"
        )
    others = [
        name
        for statuses in by_module.values()
        for name, status in statuses.items()
        if status in ("survived", "no tests", "suspicious") and name not in equivalents
    ]
    lines += ["", f"survivors not judged equivalent ({len(others)}):", *others]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", action="store_true", help="run mutmut first (long)")
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json", type=Path, help="also write the per-module scores here")
    args = parser.parse_args(argv)
    if args.run:
        run_mutmut(args.max_children)
    by_module = results()
    if not by_module:
        raise SystemExit("no mutmut results under mutants/: run with --run first")
    equivalents = read_equivalents()
    print(report(by_module, equivalents))
    if args.json:
        args.json.write_text(json.dumps(summarize(by_module, equivalents), indent=2) + "\n")


if __name__ == "__main__":
    main()
