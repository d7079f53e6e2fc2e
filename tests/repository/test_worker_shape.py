"""The worker stays a short dispatcher: its class under 250 lines, no method over 60.

Everything else (the self-test, the window pass, the row chooser, the ledger...) lives in its own
module with its own tests; a worker that grows back into one large class is caught here.
"""

from __future__ import annotations

import ast
from pathlib import Path

from sglang_gravity.repository import REPO_ROOT

WORKER = REPO_ROOT / "sglang_gravity" / "serving" / "worker.py"


def class_and_method_lengths(path: Path, name: str) -> tuple[int, dict[str, int]]:
    tree = ast.parse(path.read_text())
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name]
    methods = {
        f.name: f.end_lineno - f.lineno + 1
        for f in cls.body
        if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    return cls.end_lineno - cls.lineno + 1, methods


def test_the_worker_class_is_short_and_so_are_its_methods() -> None:
    length, methods = class_and_method_lengths(WORKER, "GravityWorker")
    assert length < 250, f"GravityWorker is {length} lines"
    long = {name: n for name, n in methods.items() if n > 60}
    assert not long, f"methods over 60 lines: {long}"


def test_the_measure_sees_a_long_class(tmp_path: Path) -> None:
    body = "\n".join(f"        x{i} = {i}" for i in range(61))
    (tmp_path / "w.py").write_text(f"class GravityWorker:\n    def f(self):\n{body}\n")
    length, methods = class_and_method_lengths(tmp_path / "w.py", "GravityWorker")
    assert length == 63 and methods == {"f": 62}
