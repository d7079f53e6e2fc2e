"""The layers stay layers: read every module's imports (no server, nothing imported) and check
who may depend on whom.

- ``decoding`` (per-round math) and ``width`` (width policy) never import SGLang's scheduler,
  model executor or memory pools, nor gravity's serving, launcher, training, bench or testing
  packages: they are pure functions the worker wires to SGLang, testable on their own.
- ``width``, ``kernels`` and ``gpu`` never import SGLang at all: the GPU check runs them on a
  machine without it, and the served GPU run installs SGLang only for its servers (checked
  transitively too, in a subprocess that blocks ``sglang``).
- Nothing outside the tests imports ``sglang_gravity.testing``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
PACKAGE = "sglang_gravity"

SCHEDULER_SIDE = (
    "sglang.srt.managers",
    "sglang.srt.model_executor",
    "sglang.srt.mem_cache",
    "sglang.srt.entrypoints",
    "sglang.srt.server_args",
)
GRAVITY_UPPER_LAYERS = tuple(
    f"{PACKAGE}.{name}" for name in ("serving", "launcher", "training", "bench", "testing")
)


@dataclass(frozen=True)
class Rule:
    """Modules under ``layer`` (a dotted prefix) must not import anything under ``forbidden``."""

    layer: str
    forbidden: tuple[str, ...]
    why: str


RULES = (
    Rule(f"{PACKAGE}.decoding", SCHEDULER_SIDE + GRAVITY_UPPER_LAYERS, "per-round math is pure"),
    Rule(f"{PACKAGE}.width", ("sglang",) + GRAVITY_UPPER_LAYERS, "the width policy is pure"),
    Rule(f"{PACKAGE}.kernels", ("sglang",) + GRAVITY_UPPER_LAYERS, "kernels run without SGLang"),
    Rule(
        f"{PACKAGE}.gpu",
        ("sglang",) + GRAVITY_UPPER_LAYERS,
        "the GPU checks run on a host without SGLang (the served run starts it as a child)",
    ),
)
TEST_ONLY = f"{PACKAGE}.testing"


@dataclass(frozen=True)
class Violation:
    path: str
    line: int
    imported: str
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line} imports {self.imported} ({self.why})"


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(path: Path, module: str) -> list[tuple[int, str]]:
    """Every module a file imports (at any depth, TYPE_CHECKING included), relative ones
    resolved against ``module``; ``from X import y`` yields both ``X`` and ``X.y``."""
    tree = ast.parse(path.read_text(), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            found.append((node.lineno, base))
            found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def _under(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def layer_violations(root: Path, rules: tuple[Rule, ...] = RULES) -> list[Violation]:
    """Imports of the package under ``root`` that break a rule."""
    violations = []
    for path in sorted((root / PACKAGE).rglob("*.py")):
        module = module_name(path, root)
        for rule in rules:
            if not _under(module, rule.layer):
                continue
            for line, name in imported_names(path, module):
                if any(_under(name, bad) for bad in rule.forbidden):
                    rel = str(path.relative_to(root))
                    violations.append(Violation(rel, line, name, f"{rule.layer}: {rule.why}"))
    return _first_per_line(violations)


def helper_import_violations(root: Path) -> list[Violation]:
    """Imports of ``sglang_gravity.testing`` from anywhere but the tests and testing/ itself."""
    sources = [*(root / PACKAGE).rglob("*.py"), *(root / "benchmarks").rglob("*.py")]
    sources += [*(root / "docs").rglob("*.py"), *(root / "examples").rglob("*.py")]
    violations = []
    for path in sorted(sources):
        module = module_name(path, root)
        if _under(module, TEST_ONLY):
            continue
        for line, name in imported_names(path, module):
            if _under(name, TEST_ONLY):
                rel = str(path.relative_to(root))
                violations.append(Violation(rel, line, name, "testing/ is for the tests only"))
    return _first_per_line(violations)


def _first_per_line(violations: list[Violation]) -> list[Violation]:
    """One report per import statement (``from X import y`` names both X and X.y)."""
    seen: set[tuple[str, int]] = set()
    kept = []
    for violation in violations:
        if (violation.path, violation.line) not in seen:
            seen.add((violation.path, violation.line))
            kept.append(violation)
    return kept


def test_the_layers_import_only_downwards() -> None:
    violations = layer_violations(REPO)
    assert not violations, "layering broken:\n" + "\n".join(map(str, violations))


def test_nothing_outside_the_tests_imports_the_test_helpers() -> None:
    violations = helper_import_violations(REPO)
    assert not violations, "\n".join(map(str, violations))


@pytest.mark.subprocess
@pytest.mark.parametrize(
    "module",
    [
        f"{PACKAGE}.kernels.window_attention",
        f"{PACKAGE}.kernels.acceptance",
        f"{PACKAGE}.kernels.cross_compile",
        f"{PACKAGE}.kernels.device_checks",  # gpu_check.sh times the start-up checks without SGLang
        f"{PACKAGE}.gpu.kernel_check",
        f"{PACKAGE}.gpu.host_run",
        f"{PACKAGE}.width.policy",
        f"{PACKAGE}.width.cost_table",
        f"{PACKAGE}.width.control",
    ],
)
def test_kernels_and_width_policy_import_without_sglang_installed(module: str) -> None:
    """Transitively: with every ``sglang`` import made to fail, the module still imports."""
    blocker = textwrap.dedent(
        f"""
        import importlib.abc, sys

        class NoSGLang(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path=None, target=None):
                if name == "sglang" or name.startswith("sglang."):
                    raise ImportError("blocked: " + name)
                return None

        sys.meta_path.insert(0, NoSGLang())
        import {module}
        """
    )
    env_python = sys.executable
    done = subprocess.run(
        [env_python, "-c", blocker], cwd=REPO, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]


# --- the checks themselves fail on a planted violation -------------------------------------------


def _plant(tmp_path: Path, relative: str, source: str) -> Path:
    path = tmp_path / PACKAGE / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(source))
    return path


@pytest.mark.parametrize(
    "relative,source,imported",
    [
        (
            "decoding/round.py",
            "from sglang.srt.managers.schedule_batch import Req\n",
            "sglang.srt.managers.schedule_batch",
        ),
        (
            "decoding/penalties.py",
            "def f():\n    from ..serving import worker\n",
            f"{PACKAGE}.serving",
        ),
        ("width/policy.py", "if False:\n    import sglang.srt.utils\n", "sglang.srt.utils"),
        ("kernels/acceptance.py", "from sglang.srt.layers import sampler\n", "sglang.srt.layers"),
    ],
)
def test_a_planted_layer_violation_is_reported_by_file_line_and_import(
    tmp_path: Path, relative: str, source: str, imported: str
) -> None:
    _plant(tmp_path, relative, source)
    violations = layer_violations(tmp_path)
    assert violations, f"{relative}: the planted import went unnoticed"
    assert violations[0].path == f"{PACKAGE}/{relative}"
    assert violations[0].imported == imported


def test_a_planted_test_helper_import_is_reported(tmp_path: Path) -> None:
    _plant(tmp_path, "serving/worker.py", "from sglang_gravity.testing.toy_grammar import X\n")
    _plant(tmp_path, "testing/helpers.py", "from sglang_gravity.testing import toy_grammar\n")
    (violation,) = helper_import_violations(tmp_path)
    assert violation.path == f"{PACKAGE}/serving/worker.py" and violation.line == 1
