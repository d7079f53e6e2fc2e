"""The tier marking (``sglang_gravity/testing/tiers.py``): what reading the source calls slow.

Each case is a planted function: one that starts a server or an interpreter must be found, also
through a helper and through a fixture; one that runs only a light tool or nothing must not.
"""

from __future__ import annotations

import importlib.util
import multiprocessing
import os
import subprocess
import sys
import types
from pathlib import Path
from types import SimpleNamespace

import pytest

from sglang_gravity.launcher import server as launcher
from sglang_gravity.launcher.server import launch_server
from sglang_gravity.repository import REPO_ROOT
from sglang_gravity.testing import tiers


def _starts_a_server(path):
    return launch_server(path, gravity=True, log_path="x.log")


def _starts_through_a_helper(path):
    return _starts_a_server(path)


def _starts_an_interpreter():
    return subprocess.run([sys.executable, "-c", "pass"], check=True)


def _starts_through_the_module(path):
    return launcher.running_servers({"a": {"model_path": path}})


def _runs_git_only():
    return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True)


def _wraps_an_interpreter():
    return subprocess.run(["env", "PYTHONUNBUFFERED=1", "python3", "-c", "pass"], check=True)


def _runs_make():
    return subprocess.run(["make", "test"], check=True)


def _wraps_git():
    return subprocess.run(["timeout", "5", "git", "status"], capture_output=True)


def _pure(x):
    return sorted(x)


@pytest.mark.parametrize(
    ("function", "found"),
    [
        (_starts_a_server, "launch_server()"),
        (_starts_through_a_helper, "launch_server()"),
        (_starts_an_interpreter, "subprocess.run()"),
        (_starts_through_the_module, "launcher.running_servers()"),
        (_runs_git_only, None),
        (_wraps_an_interpreter, "subprocess.run()"),
        (_runs_make, "subprocess.run()"),
        (_wraps_git, None),
        (_pure, None),
    ],
)
def test_process_calls_are_found_through_helpers_and_modules(function, found):
    where = tiers.process_call(function)
    if found is None:
        assert where is None, where
    else:
        assert where is not None and where.endswith(found), where


def test_heavy_programs_are_interpreters_shells_and_launchers():
    assert tiers.heavy_command([sys.executable, "-c", "pass"]) == sys.executable
    assert tiers.heavy_command("bash -c 'echo hi'") == "bash"
    assert tiers.heavy_command(["/usr/bin/python3.11", "x.py"]) == "/usr/bin/python3.11"
    assert tiers.heavy_command(["torchrun", "--nproc-per-node", "2"]) == "torchrun"
    assert tiers.heavy_command(["git", "status"]) is None
    assert tiers.heavy_command(["ptxas", "--version"]) is None


@pytest.mark.parametrize(
    ("command", "shell", "heavy"),
    [
        (["env", "python", "x.py"], False, "python"),
        (
            ["env", "A=1", "-u", "B", "timeout", "-s", "KILL", "60", "python3", "x"],
            False,
            "python3",
        ),
        (["nice", "-n", "5", "make", "test"], False, "make"),
        (["taskset", "-c", "0,1", "python"], False, "python"),
        (["taskset", "0x3", "torchrun"], False, "torchrun"),
        (["env", "-S", "python -u x.py"], False, "python"),
        (["stdbuf", "-oL", "bash", "-c", "x"], False, "bash"),
        ("make test", False, "make"),
        ("cd /tmp && timeout 9 python x.py", True, "python"),
        ("echo hi | grep h", True, None),
        (["timeout", "60", "git", "status"], False, None),
        (["env"], False, None),
    ],
)
def test_wrapped_and_shell_commands_are_judged_by_what_they_run(command, shell, heavy):
    assert tiers.heavy_command(command, shell=shell) == heavy


class _Refused(Exception):
    pass


def _refuse(what: str) -> None:
    raise _Refused(what)


@pytest.mark.subprocess
@pytest.mark.parametrize(
    "start",
    [
        lambda: subprocess.run(["env", sys.executable, "-c", "pass"]),
        lambda: subprocess.run("true && make -v", shell=True),
        lambda: os.system("timeout 5 python3 -c pass"),
        lambda: os.posix_spawn(sys.executable, [sys.executable, "-c", "pass"], {}),
        lambda: os.fork(),
        lambda: multiprocessing.get_context("spawn").Process(target=print).start(),
    ],
    ids=["env-python", "shell-make", "os.system", "posix_spawn", "fork", "multiprocessing"],
)
def test_the_fast_tier_guard_refuses_every_route_to_a_process(monkeypatch, start) -> None:
    """The run-time guard of ``--fast`` (conftest): each of these would start an interpreter,
    a shell running one, or a build; the guard refuses before anything starts."""
    tiers.guard_processes(monkeypatch, _refuse)
    with pytest.raises(_Refused):
        start()


def test_the_fast_tier_guard_lets_light_tools_run(monkeypatch) -> None:
    tiers.guard_processes(monkeypatch, _refuse)
    done = subprocess.run(["timeout", "20", "git", "--version"], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("git version")


def _item(function, fixtures=()):
    definitions = {
        name: [SimpleNamespace(func=fixture)] for name, fixture in dict(fixtures).items()
    }
    return SimpleNamespace(
        obj=function,
        _fixtureinfo=SimpleNamespace(name2fixturedefs=definitions),
        get_closest_marker=lambda name: None,
    )


def _uses_servers(servers):
    assert servers


def test_a_test_is_slow_by_its_own_code_or_by_a_fixture_in_its_closure():
    assert tiers.why_slow(_item(_pure)) is None
    assert tiers.why_slow(_item(_starts_an_interpreter)).endswith("subprocess.run()")
    reason = tiers.why_slow(_item(_uses_servers, {"servers": _starts_through_a_helper}))
    assert reason.startswith("fixture servers:") and reason.endswith("launch_server()")
    assert tiers.why_slow(_item(_uses_servers, {"servers": _pure})) is None


def test_this_suite_is_split_as_documented(request):
    """The shared-server fixtures make their users slow; this file itself is fast."""
    assert not any(request.node.get_closest_marker(m) for m in ("server", "subprocess"))
    shared, e2e = _conftest(REPO_ROOT / "tests"), _conftest(REPO_ROOT / "tests" / "e2e")

    assert tiers.process_call(shared.servers) is not None
    assert tiers.process_call(e2e.demo_servers) is not None
    assert tiers.process_call(shared.tiny_model_dir) is None


def _conftest(folder: Path) -> types.ModuleType:
    """A folder's conftest.py as a module of its own name (``import conftest`` would give
    whichever folder's pytest loaded last)."""
    spec = importlib.util.spec_from_file_location(
        f"conftest_of_{folder.name}", folder / "conftest.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_unmarked_test_that_starts_a_process_stops_the_collection() -> None:
    """Planted: a test that runs an interpreter with no mark stops the run at collection, named;
    marked ``subprocess``, it is collected and ``--fast`` leaves it out."""
    hooks = _conftest(REPO_ROOT / "tests")
    unmarked = _item(_starts_an_interpreter)
    unmarked.nodeid = "tests/planted.py::test_x"
    config = types.SimpleNamespace(getoption=lambda name: True, hook=types.SimpleNamespace(
        pytest_deselected=lambda items: deselected.extend(items)))  # fmt: skip
    deselected: list = []
    with pytest.raises(
        pytest.UsageError,
        match=r"marked neither server nor subprocess[\s\S]*tests/planted.py::test_x",
    ):
        hooks.pytest_collection_modifyitems(config, [unmarked])
    marked = _item(_starts_an_interpreter)
    marked.nodeid = "tests/planted.py::test_y"
    marked.get_closest_marker = lambda name: object() if name == "subprocess" else None
    items = [marked]
    hooks.pytest_collection_modifyitems(config, items)
    assert items == [] and deselected == [marked]
