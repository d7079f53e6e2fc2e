"""Mutation testing of the decoding code, the width layer, the benchmark metrics and the serving
glue (``make mutation``).

``mutmut`` (configured in ``pyproject.toml``, ``[tool.mutmut]``) copies the package into
``mutants/``, plants one small change at a time in ``decoding/``, ``width/``,
``bench/metrics.py`` and the serving glue (``serving/commit.py``, ``streaming.py``,
``row_chooser.py``, ``step_ledger.py``), and runs the fast tests that reach the changed function.
A mutant the tests fail on is killed; one they pass with survived.

``python -m sglang_gravity.testing.mutation --run``:

1. runs the selected fast tests once on the unchanged tree; a test that fails there (someone's
   work in progress) cannot judge a mutant, so it is left out of the run and named;
2. runs ``mutmut run`` from scratch (``mutants/`` removed first);
3. prints the score per module, killed / all mutants (mutmut's own definition, a timeout counts
   as killed), with and without the survivors judged equivalent in
   ``tests/mutation_equivalents.txt``, and lists the other survivors with their change. Without
   ``--run`` it summarizes the last run.

A survivor is judged by its change, not by mutmut's number (the numbers move whenever a function
changes): ``function :: change :: verdict: why`` per line, where the change is the mutated
lines, ``old ⇒ new`` (``mutant_change``). The verdict is ``equivalent`` (the same behaviour, so
no test can tell: left out of the second score) or ``survives`` (a real change no test here can
see, such as a CUDA-only branch on a CPU machine: counted as surviving, listed with why). A
judgement whose change no longer survives is reported as stale.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sglang_gravity import settings
from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
MUTANTS = REPO / "mutants"
EQUIVALENTS = REPO / "tests" / "mutation_equivalents.txt"
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


def run_mutmut(max_children: int, only: list[str] | None = None) -> None:
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
        env[settings.TEST_DESELECT.name] = str(deselect)
    shutil.rmtree(MUTANTS, ignore_errors=True)
    mutmut = Path(sys.executable).with_name("mutmut")
    # mutmut names a mutant module.function__mutmut_N; a module's pattern is "module.*"
    names = [f"{module}.*" for module in only or []]
    cmd = [str(mutmut), "run", "--max-children", str(max_children), *names]
    subprocess.run(cmd, cwd=REPO, env=env)


VERDICTS = ("equivalent", "survives")
MUTANT_NAME = re.compile(r"^(?P<function>.+)__mutmut_(?P<number>\d+|orig)$")


@dataclass(frozen=True)
class Judgement:
    verdict: str  # one of VERDICTS
    why: str


def read_judgements(path: Path = EQUIVALENTS) -> dict[str, Judgement]:
    """``function :: change :: verdict: why`` lines (``#`` comments and blank lines ignored),
    keyed by ``function :: change`` (what :func:`mutant_changes` gives each mutant)."""
    if not path.exists():
        return {}
    judgements = {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(" :: ")
        verdict, _, why = parts[-1].partition(":") if len(parts) == 3 else ("", "", "")
        if verdict.strip() not in VERDICTS or not why.strip():
            raise ValueError(
                f"{path}:{number}: expected 'function :: change :: verdict: why' with a verdict "
                f"of {VERDICTS}, got {line!r}"
            )
        judgements[" :: ".join(parts[:2])] = Judgement(verdict.strip(), why.strip())
    return judgements


def _display_function(module: str, mangled: str) -> str:
    """``module.function`` or ``module.Class.method`` for mutmut's ``x_f`` / ``xǁClassǁm``."""
    name = mangled.removeprefix("x_") if not mangled.startswith("xǁ") else mangled[2:]
    return f"{module}.{name.replace('ǁ', '.')}"


def _change(original: str, mutant: str) -> str:
    """The differing lines of two versions of one function, stripped: ``old ⇒ new``; several
    hunks joined by `` / ``; a line removed or added shows as an empty side."""
    a, b = original.splitlines()[1:], mutant.splitlines()[1:]  # past the name that differs
    hunks = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            old = " ".join(line.strip() for line in a[i1:i2])
            new = " ".join(line.strip() for line in b[j1:j2])
            hunks.append(f"{old} ⇒ {new}")
    header_a, header_b = original.splitlines()[0], mutant.splitlines()[0]
    name_a = MUTANT_NAME.match(header_a.split("(")[0].split()[-1])
    name_b = MUTANT_NAME.match(header_b.split("(")[0].split()[-1])
    if name_a and name_b:  # a mutated default argument on the def line
        rest_a, rest_b = header_a.partition("(")[2], header_b.partition("(")[2]
        if rest_a != rest_b:
            hunks.insert(0, f"({rest_a.strip()} ⇒ ({rest_b.strip()}")
    return " / ".join(hunks) or "(no textual change)"


def mutant_changes(root: Path | None = None) -> dict[str, str]:
    """Mutant name -> ``function :: change``, read from the mutated copies under ``mutants/``.

    Two mutants of one function with the same change text (the same expression on two lines)
    get `` (2)``, `` (3)``... in mutant-number order."""
    root = root or MUTANTS
    keys: dict[str, str] = {}
    for meta in sorted(root.rglob("*.py.meta")):
        source_path = meta.with_suffix("")
        module = ".".join(source_path.relative_to(root).with_suffix("").parts)
        text = source_path.read_text()
        lines = text.splitlines()  # once: ast.get_source_segment re-splits the file per call
        functions: dict[str, dict[str, str]] = defaultdict(dict)
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if match := MUTANT_NAME.match(node.name):
                    first = node.lineno - 1  # the def line (decorators are not part of a change)
                    segment = "\n".join(lines[first : node.end_lineno])
                    functions[match["function"]][match["number"]] = segment
        for mangled, versions in functions.items():
            original = versions.get("orig")
            if original is None:
                continue
            seen: Counter[str] = Counter()
            numbered = sorted((int(n), s) for n, s in versions.items() if n != "orig")
            for number, segment in numbered:
                change = _change(original, segment)
                seen[change] += 1
                suffix = f" ({seen[change]})" if seen[change] > 1 else ""
                key = f"{_display_function(module, mangled)} :: {change}{suffix}"
                keys[f"{module}.{mangled}__mutmut_{number}"] = key
    return keys


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


def summarize(by_module: dict[str, dict[str, str]], equivalents: set[str]) -> dict[str, Any]:
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


def judged(
    by_module: dict[str, dict[str, str]],
    changes: dict[str, str],
    judgements: dict[str, Judgement],
) -> tuple[set[str], list[str], list[str], list[str]]:
    """The surviving mutants judged equivalent; lines for the survivors judged ``survives`` and
    for those not judged; the judgements that match no survivor (stale)."""
    survivors = {
        name: changes.get(name, name)
        for statuses in by_module.values()
        for name, status in statuses.items()
        if status in ("survived", "no tests", "suspicious")
    }
    equivalent = {
        n
        for n, key in survivors.items()
        if judgements.get(key, None) is not None and judgements[key].verdict == "equivalent"
    }
    known = [
        f"{key} :: survives: {judgements[key].why}"
        for n, key in sorted(survivors.items())
        if key in judgements and judgements[key].verdict == "survives"
    ]
    unjudged = [key for n, key in sorted(survivors.items()) if key not in judgements]
    stale = sorted(set(judgements) - set(survivors.values()))
    return equivalent, known, unjudged, stale


def report(
    by_module: dict[str, dict[str, str]],
    changes: dict[str, str],
    judgements: dict[str, Judgement],
) -> str:
    equivalent, known, unjudged, stale = judged(by_module, changes, judgements)
    rows = summarize(by_module, equivalent)
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
    lines += ["", f"survivors judged 'survives' ({len(known)}):", *known]
    lines += ["", f"survivors not judged ({len(unjudged)}):", *unjudged]
    lines += ["", f"stale judgements, no such survivor ({len(stale)}):", *stale]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", action="store_true", help="run mutmut first (long)")
    parser.add_argument("--max-children", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--json", type=Path, help="also write the per-module scores here")
    parser.add_argument(
        "--only",
        action="append",
        metavar="MODULE",
        help="run the mutants of this module only (dotted, e.g. sglang_gravity.serving.commit; "
        "repeatable): mutmut still mutates the whole scope, and runs the tests of these",
    )
    args = parser.parse_args(argv)
    if args.run:
        run_mutmut(args.max_children, args.only)
    by_module = results()
    if not by_module:
        raise SystemExit("no mutmut results under mutants/: run with --run first")
    changes = mutant_changes()
    judgements = read_judgements()
    print(report(by_module, changes, judgements))
    if args.json:
        equivalent = judged(by_module, changes, judgements)[0]
        args.json.write_text(json.dumps(summarize(by_module, equivalent), indent=2) + "\n")


if __name__ == "__main__":
    main()
