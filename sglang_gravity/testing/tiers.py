"""Which tests start processes (servers, interpreters, scripts): the check behind the tier marks.

A test that starts a server carries ``@pytest.mark.server``, one that starts another process
``@pytest.mark.subprocess``; ``make test-fast`` (``pytest --fast``) leaves both out. This module
keeps the marks true (``tests/conftest.py``): at collection, :func:`why_slow` reads a test's
source for a process start, and an unmarked test that has one stops the run; at run time,
:func:`guard_processes` fails an unmarked test that starts an interpreter anyway. A test needs
processes when its own code, a function of this repository it calls, or one of its fixtures
(pytest resolves the whole fixture closure, so a test using ``ar_url`` reaches ``servers``)
starts one, read from the source:

* a call of the launcher (:data:`LAUNCHER_CALLS`), which starts or tries to start a server;
* a call into ``subprocess``, ``multiprocessing`` or ``os`` that starts a program, unless the
  program is named literally and is a light tool (``git`` and the like, not a Python
  interpreter, a shell or ``torchrun``: :func:`is_heavy_program`).

Calls are followed into functions and classes defined under the repository's ``tests/``,
``sglang_gravity/`` and ``benchmarks/`` folders (through the module globals and closure the
caller sees), so a helper or a command's ``main`` that starts a server makes
its test slow too. What static reading cannot see (a function passed in as a value, a method
called on an instance) the run-time guard catches: under ``--fast`` a test that starts a heavy
program fails and says so (``heavy_command``).
"""

from __future__ import annotations

import ast
import functools
import inspect
import os
import re
import shlex
import sys
import textwrap
import types
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
# Where called functions are followed (never into site-packages, which .venv/ holds).
SOURCE_ROOTS = tuple(REPO / name for name in ("tests", "sglang_gravity", "benchmarks"))
# sglang_gravity.launcher.server: every way a test starts (or tries to start) a server.
LAUNCHER_CALLS = frozenset(
    {"launch_server", "launch_servers", "running_servers", "run_startup_expecting_failure"}
)
SUBPROCESS_CALLS = frozenset(
    {"run", "Popen", "call", "check_call", "check_output", "getoutput", "getstatusoutput"}
)
PROCESS_MODULES = frozenset({"multiprocessing", "torch.multiprocessing"})
MULTIPROCESSING_CALLS = frozenset({"Process", "Pool", "spawn", "start_processes", "get_context"})
OS_PROCESS_CALLS = re.compile(r"^(system|popen|fork|forkpty|spawn\w*|exec\w*|posix_spawn\w*)$")
# Programs a test may start in the fast tier: everything but interpreters, shells, launchers and
# build drivers (make runs whatever its recipes say: `make test` is the whole suite).
HEAVY_PROGRAM = re.compile(
    r"^(python[\d.]*|pypy[\d.]*|bash|sh|dash|zsh|torchrun|sglang|make|gmake|pytest)$"
)
# Programs that run another command after their own options (``env python``, ``timeout 60
# python``): the command they run is the one that counts. Per wrapper: the options that take a
# value as the next word, and how many positional words come before the command.
WRAPPERS: dict[str, tuple[frozenset[str], int]] = {
    "env": (frozenset({"-u", "--unset", "-C", "--chdir", "-S", "--split-string"}), 0),
    "timeout": (frozenset({"-s", "--signal", "-k", "--kill-after"}), 1),
    "nice": (frozenset({"-n", "--adjustment"}), 0),
    "nohup": (frozenset(), 0),
    "setsid": (frozenset(), 0),
    "time": (frozenset({"-f", "--format", "-o", "--output"}), 0),
    "stdbuf": (frozenset({"-i", "-o", "-e", "--input", "--output", "--error"}), 0),
    "ionice": (frozenset({"-c", "--class", "-n", "--classdata"}), 0),
    "chrt": (frozenset(), 1),
    "taskset": (frozenset({"-c", "--cpu-list"}), 1),
    "numactl": (
        frozenset({"-C", "--physcpubind", "-N", "--cpunodebind", "-m", "--membind", "-i"}),
        0,
    ),
}
SHELL_SEPARATORS = re.compile(r"\s*(?:&&|\|\||;|\||&|\n)\s*")


def is_heavy_program(program: str) -> bool:
    """An interpreter, a shell, a launcher or a build driver: what may run a server or a whole
    script."""
    name = os.path.basename(program)
    return program == sys.executable or bool(HEAVY_PROGRAM.match(name))


def command_program(words: Sequence[str]) -> str | None:
    """The program a command line really runs, past any wrappers (``env A=1 timeout 5 python``
    runs ``python``); None when only a wrapper and its options are given."""
    i = 0
    while i < len(words):
        name = os.path.basename(words[i])
        if name not in WRAPPERS:
            return words[i]
        takes_value, positional = WRAPPERS[name]
        i += 1
        if name == "taskset" and any(w in ("-c", "--cpu-list") for w in words[i : i + 3]):
            positional = 0  # the list is the option's value, no mask follows
        while i < len(words):
            word = words[i]
            if word == "--":
                i += 1
                break
            if name == "env" and "=" in word and not word.startswith("-"):
                i += 1  # NAME=value
            elif word in takes_value:
                if word in ("-S", "--split-string"):  # env -S "python -u x.py": split it
                    return command_program([*shlex.split(words[i + 1]), *words[i + 2 :]])
                i += 2
            elif word.startswith("-") and len(word) > 1:
                i += 1
            else:
                break
        i += positional
    return None


def heavy_command(args: Any, *, shell: bool = False) -> str | None:
    """The program of a ``subprocess.Popen`` argument (or an ``os.system`` string, ``shell=True``)
    when it is heavy, past wrappers and through every command of a shell line; else None."""
    if isinstance(args, (str, bytes, os.PathLike)):
        text = os.fsdecode(args)
        lines = SHELL_SEPARATORS.split(text) if shell else [text]
        commands = []
        for line in lines:
            try:
                commands.append(shlex.split(line) if line.strip() else [])
            except ValueError:  # unbalanced quotes: judge the line by its first word
                commands.append(line.split()[:1])
    else:
        commands = [[os.fsdecode(a) for a in args]]
    for words in commands:
        program = command_program(words) if words else None
        if program is not None and is_heavy_program(program):
            return program
    return None


def _under_roots(path: str | None) -> bool:
    if not path:
        return False
    resolved = Path(path).resolve()
    return any(resolved.is_relative_to(root) for root in SOURCE_ROOTS)


def _dotted(node: ast.AST) -> list[str] | None:
    """``a.b.c`` of a call's function as ["a", "b", "c"]; None for anything else."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return [node.id, *reversed(parts)]


def _resolve(parts: Sequence[str], namespace: dict[str, Any]) -> Any:
    """The object ``parts`` names in ``namespace`` (module globals, then builtins), or None."""
    if parts[0] in namespace:
        obj = namespace[parts[0]]
    else:
        return None
    for part in parts[1:]:
        try:
            obj = inspect.getattr_static(obj, part)
        except AttributeError:
            return None
        if isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
    return obj


def _light_literal_program(call: ast.Call) -> bool:
    """A ``subprocess`` call whose program is written out and is not heavy (``["git", ...]``)."""
    if not call.args:
        return False
    first = call.args[0]
    if isinstance(first, (ast.List, ast.Tuple)) and first.elts:
        first = first.elts[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        if isinstance(call.args[0], (ast.List, ast.Tuple)):
            words = [e.value if isinstance(e, ast.Constant) else "?" for e in call.args[0].elts]
        else:
            words = shlex.split(first.value) or [first.value]
        program = command_program([str(w) for w in words])
        return program is not None and program != "?" and not is_heavy_program(program)
    return False


def _starts_process_itself(call: ast.Call, parts: list[str], namespace: dict[str, Any]) -> bool:
    """Whether this call itself starts a process (not what the called function does inside)."""
    if parts[-1] in LAUNCHER_CALLS:
        return True
    owner = _resolve(parts[:-1], namespace) if len(parts) > 1 else None
    called = _resolve(parts, namespace)
    owner_name = owner.__name__ if isinstance(owner, types.ModuleType) else None
    called_module = getattr(called, "__module__", None)
    if owner_name == "os" and OS_PROCESS_CALLS.match(parts[-1]):
        return True
    if owner_name == "subprocess" or (
        called_module == "subprocess" and parts[-1] in SUBPROCESS_CALLS
    ):
        return not _light_literal_program(call)
    in_multiprocessing = {owner_name, called_module} & PROCESS_MODULES
    return bool(in_multiprocessing) and parts[-1] in MULTIPROCESSING_CALLS


def _code_of(obj: Any) -> types.FunctionType | None:
    """The function to read for a called object defined in this repository (a class: its
    ``__init__``), or None."""
    try:
        obj = inspect.unwrap(obj) if callable(obj) else obj
    except ValueError:  # a __wrapped__ cycle
        return None
    if inspect.isclass(obj):
        obj = obj.__dict__.get("__init__")
    if not isinstance(obj, types.FunctionType):
        return None
    return obj if _under_roots(obj.__code__.co_filename) else None


@functools.cache
def _calls(function: types.FunctionType) -> tuple[tuple[ast.Call, tuple[str, ...]], ...]:
    """Every call in the function's source (nested functions and lambdas included) with the
    dotted name of what it calls."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    except (OSError, TypeError, SyntaxError):
        return ()
    calls = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (parts := _dotted(node.func)) is not None:
            calls.append((node, tuple(parts)))
    return tuple(calls)


def _namespace(function: types.FunctionType) -> dict[str, Any]:
    """The names the function's body sees: its module's globals and its closure."""
    namespace = dict(function.__globals__)
    for name, cell in zip(function.__code__.co_freevars, function.__closure__ or ()):
        try:
            namespace[name] = cell.cell_contents
        except ValueError:  # an empty cell
            pass
    return namespace


_found: dict[types.CodeType, str | None] = {}


def process_call(function: Callable[..., Any], _stack: set | None = None) -> str | None:
    """Where ``function`` (or a repository function it calls) starts a process, as
    ``"file:line: call()"``; None when it starts none that static reading can see."""
    code_function = _code_of(function)
    if code_function is None:
        return None
    code = code_function.__code__
    if code in _found:
        return _found[code]
    stack = set() if _stack is None else _stack
    if code in stack:  # a cycle: the caller up the stack reads the rest
        return None
    stack.add(code)
    namespace = _namespace(code_function)
    where = f"{Path(code.co_filename).relative_to(REPO)}:{code.co_firstlineno}"
    found = None
    for call, parts in _calls(code_function):
        if _starts_process_itself(call, list(parts), namespace):
            found = f"{where}: {'.'.join(parts)}()"
            break
        called = _resolve(parts, namespace)
        if called is not None and (inner := process_call(called, stack)) is not None:
            found = inner
            break
    stack.discard(code)
    _found[code] = found
    return found


def test_function(item: Any) -> Callable[..., Any] | None:
    """The function a pytest item runs (under hypothesis's wrapper, the test itself)."""
    function = getattr(item, "obj", None)
    inner = getattr(getattr(function, "hypothesis", None), "inner_test", None)
    return inner or function


def fixture_functions(item: Any) -> Iterable[tuple[str, Callable[..., Any]]]:
    """(name, function) of every fixture in the item's closure that this repository defines."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return
    for name, definitions in info.name2fixturedefs.items():
        for definition in definitions:
            function = getattr(definition, "func", None)
            function = getattr(function, "_get_wrapped_function", lambda f=function: f)()
            if function is not None and _code_of(function) is not None:
                yield name, function


def why_slow(item: Any) -> str | None:
    """Why the item needs processes (the call that starts one, through which fixture), or None."""
    function = test_function(item)
    if function is not None and (found := process_call(function)) is not None:
        return found
    for name, fixture in fixture_functions(item):
        if (found := process_call(fixture)) is not None:
            return f"fixture {name}: {found}"
    return None


def guard_processes(patch: Any, refuse: Callable[[str], None]) -> None:
    """Under ``--fast``: call ``refuse(what)`` (which fails the test) whenever the test starts a
    heavy program or another Python process, by any route: ``subprocess.Popen`` (and so
    ``run``, ``os.popen``; a ``shell=True`` line by each of its commands), ``os.system``,
    ``os.posix_spawn*`` and ``os.spawn*``, ``os.fork``, and ``multiprocessing`` processes (pools
    and executors included). ``patch`` is pytest's ``monkeypatch``: all is undone after the test.
    """
    import multiprocessing.process
    import subprocess

    original_init = subprocess.Popen.__init__

    def popen(self, args, *rest, **kwargs):
        program = heavy_command(kwargs.get("executable") or args, shell=bool(kwargs.get("shell")))
        if program is not None:
            refuse(program)
        original_init(self, args, *rest, **kwargs)

    patch.setattr(subprocess.Popen, "__init__", popen)

    def wrap(module: Any, name: str, judge: Callable[..., str | None]) -> None:
        original = getattr(module, name, None)
        if original is None:
            return

        def guarded(*args, **kwargs):
            what = judge(*args, **kwargs)
            if what is not None:
                refuse(what)
            return original(*args, **kwargs)

        patch.setattr(module, name, guarded)

    wrap(os, "system", lambda command: heavy_command(command, shell=True))
    for name in ("posix_spawn", "posix_spawnp"):
        wrap(os, name, lambda path, argv, *a, **k: heavy_command([path, *list(argv)[1:]]))
    for name in ("spawnl", "spawnle", "spawnlp", "spawnlpe", "spawnv", "spawnve", "spawnvp"):
        wrap(os, name, lambda mode, file, *args: heavy_command([file]))
    for name in ("fork", "forkpty"):
        wrap(os, name, lambda name=name: f"os.{name}() (a copy of this interpreter)")
    wrap(
        multiprocessing.process.BaseProcess,
        "start",
        lambda self: f"a multiprocessing process ({type(self).__name__})",
    )
