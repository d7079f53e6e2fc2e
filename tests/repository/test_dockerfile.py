"""The Dockerfile builds what a GPU user needs (no Docker here: read as Docker reads it).

The file is parsed into instructions (comments dropped, continued lines joined), so a
commented-out line counts for nothing. Every path it copies exists; it installs every dependency
``--no-deps`` leaves out (read from ``pyproject.toml``: what the project needs that the SGLang
image does not already carry) and checks them by importing, at build time; it serves the
published checkpoint by default; and the run line it documents has the shared-memory, IPC and
Hugging Face cache settings an SGLang container needs, as does the README's.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import shlex

import tomllib
from packaging.requirements import Requirement

from sglang_gravity.repository import REPO_ROOT

ROOT = REPO_ROOT
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, its arguments) in order: comment lines dropped, ``\\`` continuations joined."""
    out: list[tuple[str, str]] = []
    pending = ""
    for line in text.splitlines():
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if pending and line.lstrip().startswith("#"):
            continue  # a comment inside a continued instruction
        pending += line.rstrip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        keyword, _, arguments = pending.strip().partition(" ")
        out.append((keyword.upper(), arguments.strip()))
        pending = ""
    return out


def pip_installs(text: str) -> list[list[str]]:
    """The arguments of every ``pip install`` the image runs, one list per command."""
    installs = []
    for keyword, arguments in instructions(text):
        if keyword != "RUN":
            continue
        for command in re.split(r"\s*&&\s*", arguments):
            words = shlex.split(command)
            if "pip" in words and words[words.index("pip") + 1 : words.index("pip") + 2] == [
                "install"
            ]:
                installs.append(words[words.index("pip") + 2 :])
    return installs


def _names(requirements: list[str]) -> set[str]:
    return {Requirement(r).name.lower() for r in requirements}


def test_the_parser_ignores_comments() -> None:
    text = (
        "FROM base\n# RUN pip install ghost\nRUN pip install --no-deps . \\\n"
        " # a comment inside\n && pip install real\n"
    )
    assert instructions(text) == [
        ("FROM", "base"),
        ("RUN", "pip install --no-deps .   && pip install real"),
    ]
    assert pip_installs(text) == [["--no-deps", "."], ["real"]]


def test_every_copied_path_exists() -> None:
    copies = [args.split()[:-1] for keyword, args in instructions(DOCKERFILE) if keyword == "COPY"]
    assert copies
    for sources in copies:
        for source in sources:
            assert (ROOT / source).exists(), source


def test_the_dependencies_no_deps_leaves_out_are_installed_and_imported() -> None:
    installs = pip_installs(DOCKERFILE)
    assert ["--no-cache-dir", "--no-deps", "."] in installs
    installed = _names(
        [w for words in installs for w in words if not w.startswith("-") and w != "."]
    )
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    needed = _names(project["dependencies"]) | _names(project["optional-dependencies"]["bench"])
    in_the_image = {"sglang"} | _names(
        [r for r in metadata.requires("sglang") or [] if "extra ==" not in r]
    )
    missing = sorted(needed - in_the_image - installed)
    assert missing == [], f"the image lacks {missing}: the Dockerfile must pip install them"
    runs = " ".join(args for keyword, args in instructions(DOCKERFILE) if keyword == "RUN")
    for module in ("training.ocr_metrics", "training.grpo", "check.command", "serving.plugin"):
        assert f"sglang_gravity.{module}" in runs, module
        assert (ROOT / "sglang_gravity" / (module.replace(".", "/") + ".py")).is_file()


def test_it_serves_the_published_checkpoint_with_a_container_that_can_run_sglang() -> None:
    parsed = dict(instructions(DOCKERFILE))
    assert parsed["CMD"] == '["--model-path", "trillionlabs/GravityOCR"]'
    assert "HF_HOME=/root/.cache/huggingface" in parsed["ENV"]
    assert '"--speculative-algorithm", "gravity"' in parsed["ENTRYPOINT"]
    readme = (ROOT / "README.md").read_text()
    for text in (DOCKERFILE, readme):
        run = text[text.index("docker run") :][:300]
        for setting in ("--gpus all", "--shm-size", "--ipc=host", "/root/.cache/huggingface"):
            assert setting in run, setting
