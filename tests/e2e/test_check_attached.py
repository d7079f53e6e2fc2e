"""The check attached to servers already running (``--gravity-url``, ``--ar-url``): the shared
demo servers of the end-to-end tests, none started for it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sglang_gravity.check import command as check_command

pytestmark = pytest.mark.server  # starts a server


def test_the_check_attaches_to_two_running_servers(demo_servers, tmp_path: Path) -> None:
    out = tmp_path / "check"
    argv = [
        "--gravity-url", demo_servers["gravity"].url, "--ar-url", demo_servers["ar"].url,
        "--max-tokens", "48", "--concurrency", "1,2", "--warmup", "0", "--out", str(out),
    ]  # fmt: skip
    assert check_command.main(argv) == 0
    report = json.loads((out / "report.json").read_text())
    assert report["layout"] == "attached" and report["verdict"]["exact"] == "exact"
    identity = report["identity"]
    assert identity["identical"] == identity["compared"] > 0 and identity["errors"] == 0
    servers = report["servers"]
    assert servers["gravity"]["attached"] == demo_servers["gravity"].url
    assert servers["ar"]["attached"] == demo_servers["ar"].url
    assert "gravity" in servers["gravity"] and "gravity" not in servers["ar"]
    assert report["model_path"].endswith("gravity-demo")
    assert any("attached: servers already running" in note for note in report["notes"])
