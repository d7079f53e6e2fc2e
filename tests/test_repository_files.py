"""What the repository tracks: nothing its own ``.gitignore`` says to leave out.

A tool's working copy committed by accident (mutmut's ``mutants/``: 180 files, a second copy of
the package that every grep and duplicate scan found twice) is invisible in review and stays
until someone notices. Git lists tracked files that its ignore rules match; there must be none.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


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
