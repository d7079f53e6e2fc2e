"""Fixtures shared across folders (the tiny GLM-OCR checkpoint, the shared AR and gravity servers)
and the two test tiers; the end-to-end tests' own fixtures are in ``e2e/conftest.py``, the
settings the servers run under in ``sglang_gravity/testing/server_settings.py``.

Tiers, by marker: a test that starts a SGLang server (itself or through a fixture) is marked
``server``, one that starts another process (an interpreter, a script, a build) ``subprocess``;
``pytest --fast`` (``make test-fast``) deselects both. Two checks keep the marks true: at
collection, a test whose source, the repository functions it calls or its fixtures start a
process (read by ``sglang_gravity/testing/tiers.py``) and carries neither mark stops the run,
naming it; at run time, an unmarked test that starts an interpreter, a shell or a launcher fails,
saying so. Every run reports how many servers it started (each start is logged through
``SGLANG_GRAVITY_LAUNCH_LOG``, which this file sets when it is not set).
"""

import collections
import os
import pathlib
import tempfile

import pytest

from sglang_gravity import settings
from sglang_gravity.kernels import load_kernel_module
from sglang_gravity.launcher.server import (
    ServerHandle,
    read_launches,
    running_servers,
)
from sglang_gravity.testing import tiers
from sglang_gravity.testing.server_settings import (
    AR_REFERENCE_ARGS,
    FULL_WINDOW,
    OVERLAP_CHECKS,
    TINY_SERVER_ARGS,
)

# Triton binds its interpreter when it is first imported in a process, and importing SGLang
# imports triton. Load the kernels first (under the interpreter when there is no GPU), so the
# kernel tests run whichever test modules import SGLang before them.
for _kernel_module in ("window_attention", "acceptance"):
    load_kernel_module(_kernel_module)

# SGLang's seeded draw (sampler.multinomial_with_seed) is torch.compile'd: in this process it
# would build C++ with the host compiler and load the result in a child interpreter whenever
# the inductor cache (~/.cache/sglang/inductor) is cold, as on a fresh machine. The in-process
# tests compare gravity's rows with SGLang's functions run in the same process, so they run it
# eagerly; the servers the slow tier starts compile it as a user's server does. (Imported after
# the kernels: it imports triton.)
import torch._dynamo  # noqa: E402

torch._dynamo.config.disable = True


# --- tiers and the launch count -----------------------------------------------------------------


PROCESS_MARKERS = ("server", "subprocess")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--fast",
        action="store_true",
        help="the fast tier: skip the tests marked server or subprocess",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "server: starts a SGLang server, itself or through a fixture (not in --fast)"
    )
    config.addinivalue_line(
        "markers", "subprocess: starts another process: an interpreter, a script (not in --fast)"
    )
    if not os.environ.get(settings.LAUNCH_LOG.name):
        handle, path = tempfile.mkstemp(prefix="gravity-launches-", suffix=".jsonl")
        os.close(handle)
        os.environ[settings.LAUNCH_LOG.name] = path
        config._gravity_own_launch_log = path  # removed at the end of the run


def starts_processes(item: pytest.Item) -> bool:
    """Whether the test is marked as starting a server or another process."""
    return any(item.get_closest_marker(name) for name in PROCESS_MARKERS)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    unmarked = [
        f"{item.nodeid}: {reason}"
        for item in items
        if not starts_processes(item) and (reason := tiers.why_slow(item)) is not None
    ]
    if unmarked:
        raise pytest.UsageError(
            "these tests start a process but are marked neither server nor subprocess (mark "
            "them, so that --fast leaves them out):\n  " + "\n  ".join(unmarked)
        )
    slow = [item for item in items if starts_processes(item)]
    fast = [item for item in items if not starts_processes(item)]
    if config.getoption("--fast") and slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = fast
    # make mutation leaves out the tests that fail on the unchanged tree (they cannot judge).
    if listed := os.environ.get(settings.TEST_DESELECT.name):
        drop = set(pathlib.Path(listed).read_text().split())
        dropped = [item for item in items if item.nodeid in drop]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = [item for item in items if item.nodeid not in drop]


@pytest.fixture(autouse=True)
def _unmarked_tests_start_no_process(request: pytest.FixtureRequest, monkeypatch) -> None:
    """A test marked neither ``server`` nor ``subprocess`` must not start an interpreter, a
    shell, a launcher or a build driver, wrapped or not, nor another Python process by any
    route, in any run (it would make the fast tier slow, and its tier wrong)."""
    if starts_processes(request.node):
        return

    def refuse(program: str) -> None:
        pytest.fail(
            f"{request.node.nodeid} starts {program} but is marked neither server nor "
            "subprocess: mark it (@pytest.mark.server or @pytest.mark.subprocess)",
            pytrace=False,
        )

    tiers.guard_processes(monkeypatch, refuse)


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    path = os.environ.get(settings.LAUNCH_LOG.name)
    launches = read_launches(path) if path else []
    kinds = collections.Counter(launch["kind"] for launch in launches)
    # A start-up check resolves command lines in one child and starts no server.
    checks = kinds.pop("startup-check", 0)
    detail = ", ".join(f"{n} {kind}" for kind, n in sorted(kinds.items()))
    terminalreporter.write_line(
        f"server launches: {sum(kinds.values())}"
        + (f" ({detail})" if detail else "")
        + f"; start-up argument checks (no server): {checks}"
    )
    own = getattr(config, "_gravity_own_launch_log", None)
    if own is not None:
        pathlib.Path(own).unlink(missing_ok=True)


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> pathlib.Path:
    """A tiny random-weight GLM-OCR folder (bd_size 8, seed 0) with block_diffusion.json."""
    from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

    return build_tiny_glm_ocr(tmp_path_factory.mktemp("tiny_glm_ocr"), bd_size=8, seed=0)


@pytest.fixture(scope="session")
def gravity_trace_dir(tmp_path_factory) -> pathlib.Path:
    """Where the shared gravity server writes one JSON line per round (SGLANG_GRAVITY_TRACE_DIR)."""
    return tmp_path_factory.mktemp("gravity_trace")


@pytest.fixture(scope="session")
def servers(tiny_model_dir, gravity_trace_dir, tmp_path_factory) -> dict[str, ServerHandle]:
    """Plain greedy AR and gravity (K = bd_size + 1 = 9) on the same checkpoint, started together:
    gravity under SGLang's overlap scheduler (the default) and under the synchronous one."""
    logs = tmp_path_factory.mktemp("server_logs")
    configs = {
        "ar": {
            "model_path": tiny_model_dir,
            "gravity": False,
            "log_path": logs / "ar.log",
            "extra_args": (*AR_REFERENCE_ARGS, *TINY_SERVER_ARGS),
        },
        "gravity": {
            "model_path": tiny_model_dir,
            "gravity": True,
            "log_path": logs / "gravity.log",
            "extra_args": TINY_SERVER_ARGS,
            "env": {
                settings.TRACE_DIR.name: str(gravity_trace_dir),
                **OVERLAP_CHECKS,
                **FULL_WINDOW,
            },
        },
        # The synchronous scheduler path of the same worker (the CPU default; explicit here),
        # with Prometheus metrics (tests/serving/test_prometheus_metrics.py reads their deltas).
        "gravity_sync": {
            "model_path": tiny_model_dir,
            "gravity": True,
            "log_path": logs / "gravity_sync.log",
            "extra_args": (*TINY_SERVER_ARGS, "--disable-overlap-schedule", "--enable-metrics"),
            "env": {settings.TRACE_DIR.name: str(gravity_trace_dir / "sync"), **FULL_WINDOW},
        },
    }
    # Neither is left running when the other fails to start, nor when pytest is interrupted
    # (SIGTERM becomes a KeyboardInterrupt, after which pytest still tears fixtures down).
    with running_servers(configs) as handles:
        yield handles


@pytest.fixture(scope="session")
def ar_url(servers) -> str:
    return servers["ar"].url


@pytest.fixture(scope="session")
def gravity_url(servers) -> str:
    return servers["gravity"].url


@pytest.fixture(scope="session")
def gravity_sync_url(servers) -> str:
    return servers["gravity_sync"].url
