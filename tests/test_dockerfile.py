"""The Dockerfile builds what a GPU user needs (no Docker here: read as text).

Every path it copies exists; it installs the dependencies ``--no-deps`` would leave out and
checks them by importing, at build time; it serves the published checkpoint by default; and the
run line it documents has the shared-memory, IPC and Hugging Face cache settings an SGLang
container needs, as does the README's.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def test_every_copied_path_exists() -> None:
    copies = re.findall(r"^COPY (.+) \S+$", DOCKERFILE, re.MULTILINE)
    assert copies
    for sources in copies:
        for source in sources.split():
            assert (ROOT / source).exists(), source


def test_the_dependencies_no_deps_leaves_out_are_installed_and_imported() -> None:
    assert "--no-deps ." in DOCKERFILE
    for package in ("apted", "lxml", "rapidfuzz", "tqdm", "matplotlib", "requests"):
        assert re.search(rf"pip install[^\n]*\b{package}\b", DOCKERFILE), package
    for module in ("training.ocr_metrics", "training.grpo", "bench.check", "serving.plugin"):
        assert f"sglang_gravity.{module}" in DOCKERFILE, module
        assert (ROOT / "sglang_gravity" / (module.replace(".", "/") + ".py")).is_file()


def test_it_serves_the_published_checkpoint_with_a_container_that_can_run_sglang() -> None:
    assert 'CMD ["--model-path", "trillionlabs/GravityOCR"]' in DOCKERFILE
    assert "HF_HOME=/root/.cache/huggingface" in DOCKERFILE
    readme = (ROOT / "README.md").read_text()
    for text in (DOCKERFILE, readme):
        run = text[text.index("docker run") :][:300]
        for setting in ("--gpus all", "--shm-size", "--ipc=host", "/root/.cache/huggingface"):
            assert setting in run, setting
