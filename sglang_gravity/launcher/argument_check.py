"""Start-up argument checks without starting servers: what ``sglang.launch_server`` decides about
a command line before it starts any child process.

``python -m sglang.launch_server ARGS`` loads the plugins, parses ``ARGS``
(``prepare_server_args``) and resolves them (``ServerArgs.resolve_once``, which runs gravity's
``handle_server_args``: every start-up refusal); only then does it start the scheduler. A refusal
is a ``ValueError`` there, which ends the launch with a non-zero exit and the message in its
output. :func:`check_startups` runs exactly those steps for many command lines in one child
interpreter (SGLang is imported once, each command line is resolved in a fork of it, so no case
sees another's state), in the environment a server would get, and returns what each raised.
A start-up refusal test costs a fork instead of a server launch.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import traceback
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sglang_gravity.launcher.server import _server_env, record_launch, server_command


@dataclass(frozen=True)
class StartupCase:
    """One command line: the model, extra flags, and environment changes (None unsets)."""

    model_path: str
    extra_args: Sequence[str] = ()
    env: Mapping[str, str | None] = field(default_factory=dict)


# Resolved values a start-up check reports for a command line it accepts.
RESOLVED_FIELDS = (
    "speculative_algorithm",
    "speculative_adaptive",
    "speculative_num_draft_tokens",
    "attention_backend",
    "disable_overlap_schedule",
)


@dataclass(frozen=True)
class StartupOutcome:
    """What resolving the command line did: raised ``error_type`` with ``error``, or resolved
    (``resolved``: :data:`RESOLVED_FIELDS`)."""

    error_type: str | None
    error: str | None
    resolved: dict[str, Any] = field(default_factory=dict)

    @property
    def refused(self) -> bool:
        return self.error_type is not None


def _launch_args(case: StartupCase) -> list[str]:
    """The arguments after ``-m sglang.launch_server`` that the launcher would pass."""
    cmd = server_command(case.model_path, 30000, gravity=True, extra_args=case.extra_args)
    return cmd[cmd.index("sglang.launch_server") + 1 :]


def check_startups(
    cases: Mapping[str, StartupCase], timeout_s: float = 300.0
) -> dict[str, StartupOutcome]:
    """Resolve every case's launch line as ``sglang.launch_server`` would, in one child."""
    payload = {
        name: {"argv": _launch_args(case), "env": dict(case.env)} for name, case in cases.items()
    }
    cmd = [sys.executable, "-m", __name__]
    record_launch("startup-check", [*cmd, *sorted(cases)])
    done = subprocess.run(
        cmd,
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env=_server_env(None),
        timeout=timeout_s,
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"the start-up check failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )
    results = json.loads(done.stdout.strip().splitlines()[-1])
    return {name: StartupOutcome(**results[name]) for name in cases}


def _resolve(argv: list[str]) -> dict[str, Any]:
    """``sglang.launch_server``'s steps up to the start of its first child process."""
    from sglang.srt.arg_groups.model_override_base import resolved_view
    from sglang.srt.server_args import prepare_server_args

    try:
        server_args = prepare_server_args(argv)
        server_args.resolve_once()
    except Exception as error:  # what the launch line would exit with
        message = "".join(traceback.format_exception_only(type(error), error))
        return {"error_type": type(error).__name__, "error": message}
    view = resolved_view(server_args)
    resolved = {name: getattr(view, name, None) for name in RESOLVED_FIELDS}
    return {
        "error_type": None,
        "error": None,
        "resolved": json.loads(json.dumps(resolved, default=str)),
    }


def _resolve_in_fork(argv: list[str], env: Mapping[str, str | None]) -> dict[str, Any]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: its own copy of every global SGLang sets while resolving
        os.close(read_end)
        for name, value in env.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        with os.fdopen(write_end, "w") as out:
            out.write(json.dumps(_resolve(argv)))
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end) as result:
        text = result.read()
    os.waitpid(pid, 0)
    if not text:
        return {"error_type": "ChildDied", "error": "the resolving process died"}
    return json.loads(text)


def main() -> None:
    """Child side: JSON ``{name: {"argv", "env"}}`` on stdin, ``{name: outcome}`` as the last
    line of stdout."""
    from sglang.srt.plugins import load_plugins

    cases = json.loads(sys.stdin.read())
    load_plugins()  # as sglang.launch_server does first
    results = {name: _resolve_in_fork(case["argv"], case["env"]) for name, case in cases.items()}
    sys.stdout.flush()
    print(json.dumps(results), flush=True)


if __name__ == "__main__":
    main()
