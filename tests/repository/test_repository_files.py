"""What the repository tracks: nothing its own ``.gitignore`` says to leave out.

A tool's working copy committed by accident (mutmut's ``mutants/``: 180 files, a second copy of
the package that every grep and duplicate scan found twice) is invisible in review and stays
until someone notices. Git lists tracked files that its ignore rules match; there must be none.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(REPO), *args], check=True, capture_output=True, text=True
    ).stdout


@pytest.mark.skipif(
    shutil.which("git") is None or not (REPO / ".git").exists(), reason="not a git checkout"
)
def test_no_ignored_path_is_tracked() -> None:
    tracked_but_ignored = _git("ls-files", "--cached", "--ignored", "--exclude-standard").split()
    assert tracked_but_ignored == [], (
        f"{len(tracked_but_ignored)} tracked files match .gitignore, e.g. "
        f"{tracked_but_ignored[:5]}: `git rm -r --cached` them"
    )


# `Path(__file__)` climbed by hand past the module's own folder: `.parents[N]` or `.parent.parent`.
CLIMB = re.compile(r"Path\(__file__\)(?:\.resolve\(\))?(?:\.parents\[\d+\]|\.parent\.parent)")


def checkout_paths_counted_by_hand() -> list[str]:
    found = []
    paths = [*(REPO / "sglang_gravity").rglob("*.py"), *(REPO / "tests").rglob("*.py")]
    for path in sorted(paths):
        if path.name == "repository.py" or path == Path(__file__).resolve():
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if CLIMB.search(line):
                found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    return found


def test_the_package_finds_the_checkout_in_one_place() -> None:
    """The GPU host run once pointed at the checkout's parent after a move into `gpu/`
    (`parents[3]` kept from its old depth): the CI rehearsal failed four sections. Every module
    (and every test: `tests/` mirrors the package, so a test's depth moves with it) takes the
    root from `sglang_gravity.repository`, which is tested here against the tree."""
    from sglang_gravity.gpu import host_sections
    from sglang_gravity.offline_kit import build, install
    from sglang_gravity.repository import REPO_ROOT

    assert REPO_ROOT == REPO and (REPO_ROOT / "pyproject.toml").is_file()
    assert (host_sections.DEMO / "config.json").is_file()
    assert build.REPO == install.REPO == REPO_ROOT
    assert checkout_paths_counted_by_hand() == []
    assert CLIMB.search("REPO = Path(__file__).resolve().parents[3]")  # what it catches
