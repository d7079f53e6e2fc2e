"""Fixtures shared across folders (the tiny GLM-OCR checkpoint, the shared AR and gravity servers)
and the two test tiers; the end-to-end tests' own fixtures are in ``e2e/conftest.py``, the
settings the servers run under in ``sglang_gravity/testing/server_settings.py``.

Tiers: a test that needs a server or a child process is marked ``slow`` at collection, read from
its source, the repository functions it calls and its fixtures (``sglang_gravity/testing/
tiers.py``); ``pytest --fast`` (``make test-fast``) deselects those and fails any test that starts
an interpreter or a shell anyway. Every run reports how many servers it started (each start is
logged through ``SGLANG_GRAVITY_LAUNCH_LOG``, which this file sets when it is not set).
"""

import collections
import os
import pathlib
import tempfile

import pytest

from sglang_gravity.config import TRACE_DIR_ENV
from sglang_gravity.kernels import load_kernel_module
from sglang_gravity.launcher.server import (
    LAUNCH_LOG_ENV,
    ServerHandle,
    read_launches,
    running_servers,
)
from sglang_gravity.testing import tiers
from sglang_gravity.testing.mutation import DESELECT_ENV
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


# --- tiers and the launch count -----------------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--fast",
        action="store_true",
        help="the fast tier: skip tests that need a server or a child process (marked slow at "
        "collection) and fail a test that starts an interpreter or a shell",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: needs a server or a child process (set at collection, see conftest.py)"
    )
    if not os.environ.get(LAUNCH_LOG_ENV):
        handle, path = tempfile.mkstemp(prefix="gravity-launches-", suffix=".jsonl")
        os.close(handle)
        os.environ[LAUNCH_LOG_ENV] = path
        config._gravity_own_launch_log = path  # removed at the end of the run


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    slow, fast = [], []
    for item in items:
        reason = tiers.why_slow(item)
        if reason is not None:
            item.add_marker(pytest.mark.slow)
            item.user_properties.append(("slow_because", reason))
        (slow if reason is not None else fast).append(item)
    if config.getoption("--fast") and slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = fast
    # make mutation leaves out the tests that fail on the unchanged tree (they cannot judge).
    if listed := os.environ.get(DESELECT_ENV):
        drop = set(pathlib.Path(listed).read_text().split())
        dropped = [item for item in items if item.nodeid in drop]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = [item for item in items if item.nodeid not in drop]


@pytest.fixture(autouse=True)
def _fast_tier_starts_no_interpreter(request: pytest.FixtureRequest, monkeypatch) -> None:
    """Under ``--fast``: a test the source reading took for fast must not start an interpreter,
    a shell, a launcher or a build driver, wrapped or not, nor another Python process by any
    route (a server would make the fast tier slow, and the marking wrong)."""
    if not request.config.getoption("--fast"):
        return

    def refuse(program: str) -> None:
        pytest.fail(
            f"{request.node.nodeid} starts {program} under --fast; the tier marking "
            "(sglang_gravity/testing/tiers.py) did not see it: start it through a fixture "
            "or a repository function the test calls, or mark the test slow",
            pytrace=False,
        )

    tiers.guard_processes(monkeypatch, refuse)


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    path = os.environ.get(LAUNCH_LOG_ENV)
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
            "env": {TRACE_DIR_ENV: str(gravity_trace_dir), **OVERLAP_CHECKS, **FULL_WINDOW},
        },
        # The synchronous scheduler path of the same worker (the CPU default; explicit here),
        # with Prometheus metrics (tests/serving/test_prometheus_metrics.py reads their deltas).
        "gravity_sync": {
            "model_path": tiny_model_dir,
            "gravity": True,
            "log_path": logs / "gravity_sync.log",
            "extra_args": (*TINY_SERVER_ARGS, "--disable-overlap-schedule", "--enable-metrics"),
            "env": {TRACE_DIR_ENV: str(gravity_trace_dir / "sync"), **FULL_WINDOW},
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
