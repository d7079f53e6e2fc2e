"""``--model-path org/name``: block_diffusion.json comes from the snapshot SGLang serves.

Every test runs offline against a Hugging Face cache built here in the layout ``huggingface_hub``
writes (``models--org--name/{blobs,refs,snapshots}``, snapshot files as relative symlinks into
``blobs/``), so no test reaches a hub.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path

import huggingface_hub
import pytest
from huggingface_hub import constants
from huggingface_hub.errors import LocalEntryNotFoundError

from sglang_gravity.config import (
    MODELSCOPE_ENV,
    CheckpointError,
    load_block_diffusion,
    resolve_checkpoint_dir,
)

REPO = "org/tiny-gravity"
COMMIT_A = "a" * 40
COMMIT_B = "b" * 40
VOCAB = 100
GOOD = {"bd_size": 8, "mask_id": 97, "ar_loss_weight": 1.0, "mask_schedule": "uniform"}
# Fields a published block_diffusion.json carries that gravity does not read.
PUBLISHED_EXTRAS = {
    "model_type": "glm_ocr_block_diffusion",
    "format_version": 1,
    "denoising_steps": 4,
    "block_length": 32,
    "remasking": "low_confidence",
    "training": {"base_model": "zai-org/GLM-OCR", "steps": 12000},
}


def add_to_hf_cache(
    cache: Path,
    repo_id: str,
    files: Mapping[str, bytes | Path],
    *,
    commit: str,
    refs: tuple[str, ...] = ("main",),
) -> Path:
    """Put ``files`` (name -> content or a file to copy) into ``cache`` as ``repo_id`` at ``commit``.

    The layout ``huggingface_hub`` writes: the content in ``blobs/<hash>``, the snapshot file a
    relative symlink to it, and each name in ``refs`` a file holding the commit. Returns the
    snapshot folder.
    """
    repo = cache / ("models--" + repo_id.replace("/", "--"))
    snapshot = repo / "snapshots" / commit
    for name, content in files.items():
        data = content.read_bytes() if isinstance(content, Path) else content
        blob = repo / "blobs" / hashlib.sha256(data).hexdigest()
        blob.parent.mkdir(parents=True, exist_ok=True)
        blob.write_bytes(data)
        link = snapshot / name
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(os.path.relpath(blob, link.parent))
    for ref in refs:
        (repo / "refs" / ref).parent.mkdir(parents=True, exist_ok=True)
        (repo / "refs" / ref).write_text(commit)  # no newline, as huggingface_hub writes it
    return snapshot


def checkpoint_files(block: dict | None, vocab: int = VOCAB) -> dict[str, bytes]:
    files = {
        "config.json": json.dumps({"text_config": {"vocab_size": vocab}}).encode(),
        "model.safetensors": b"not read by gravity",
    }
    if block is not None:
        files["block_diffusion.json"] = json.dumps(block).encode()
    return files


def _offline_env(monkeypatch, hf_home: Path, *, offline: bool = True) -> Path:
    """Point huggingface_hub at ``hf_home`` (it reads the variables once, at import)."""
    hub = hf_home / "hub"
    monkeypatch.setenv("HF_HOME", str(hf_home))
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1" if offline else "0")
    monkeypatch.delenv(MODELSCOPE_ENV, raising=False)
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(hub))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", offline)
    return hub


@pytest.fixture
def hub(tmp_path, monkeypatch) -> Path:
    """An empty default HF cache (``$HF_HOME/hub``), offline."""
    return _offline_env(monkeypatch, tmp_path / "hf")


def test_hub_id_reads_the_cached_snapshot(hub):
    snapshot = add_to_hf_cache(hub, REPO, checkpoint_files(GOOD), commit=COMMIT_A)
    assert (snapshot / "block_diffusion.json").is_symlink()
    spec = load_block_diffusion(REPO)
    assert (spec.bd_size, spec.mask_id) == (8, 97)
    assert spec.path == snapshot.resolve() / "block_diffusion.json"


@pytest.mark.parametrize(
    ("revision", "commit"),
    [(None, COMMIT_A), ("main", COMMIT_A), ("v1", COMMIT_B), (COMMIT_B, COMMIT_B)],
    ids=["default", "branch", "tag", "commit-hash"],
)
def test_revision_selects_the_snapshot(hub, revision, commit):
    add_to_hf_cache(hub, REPO, checkpoint_files({**GOOD, "mask_id": 97}), commit=COMMIT_A)
    add_to_hf_cache(
        hub, REPO, checkpoint_files({**GOOD, "mask_id": 42}), commit=COMMIT_B, refs=("v1",)
    )
    spec = load_block_diffusion(REPO, revision=revision)
    assert spec.mask_id == {COMMIT_A: 97, COMMIT_B: 42}[commit]
    assert spec.path.parent.name == commit


def test_download_dir_first_then_default_cache(hub, tmp_path):
    """As SGLang's weight loader: ``--download-dir`` first, the default HF cache as fallback."""
    download_dir = tmp_path / "downloads"
    add_to_hf_cache(hub, REPO, checkpoint_files({**GOOD, "mask_id": 11}), commit=COMMIT_A)
    add_to_hf_cache(download_dir, REPO, checkpoint_files(GOOD), commit=COMMIT_B)
    assert load_block_diffusion(REPO, download_dir=str(download_dir)).mask_id == 97
    assert load_block_diffusion(REPO).mask_id == 11
    assert load_block_diffusion(REPO, download_dir=str(tmp_path / "empty")).mask_id == 11


def test_unknown_fields_in_a_hub_snapshot_are_accepted(hub):
    add_to_hf_cache(hub, REPO, checkpoint_files({**PUBLISHED_EXTRAS, **GOOD}), commit=COMMIT_A)
    spec = load_block_diffusion(REPO)
    assert (spec.bd_size, spec.mask_id, spec.ar_loss_weight) == (8, 97, 1.0)


def test_id_not_in_the_cache_offline(hub):
    with pytest.raises(CheckpointError) as error:
        load_block_diffusion("org/not-downloaded")
    message = str(error.value)
    assert message.startswith("org/not-downloaded (revision 'main'): not a local folder")
    assert f"not in the local Hugging Face cache ({hub})" in message
    assert "HF_HUB_OFFLINE=1" in message
    assert "`hf download org/not-downloaded`" in message


def test_revision_not_in_the_cache_offline(hub, tmp_path):
    add_to_hf_cache(hub, REPO, checkpoint_files(GOOD), commit=COMMIT_A)
    download_dir = tmp_path / "downloads"
    with pytest.raises(CheckpointError) as error:
        load_block_diffusion(REPO, revision="v2", download_dir=str(download_dir))
    message = str(error.value)
    assert f"{REPO} (revision 'v2'): not a local folder" in message
    assert f"({download_dir} or {hub})" in message
    assert f"`hf download {REPO} --revision v2 --cache-dir {download_dir}`" in message


def test_snapshot_without_block_diffusion_json(hub):
    snapshot = add_to_hf_cache(hub, REPO, checkpoint_files(None), commit=COMMIT_A)
    expected = (
        f"{snapshot.resolve()}/block_diffusion.json: file not found (the hub snapshot of {REPO})"
    )
    with pytest.raises(CheckpointError, match=expected.replace("(", r"\(").replace(")", r"\)")):
        load_block_diffusion(REPO)


def test_bad_field_in_a_hub_snapshot_names_the_snapshot_file(hub):
    snapshot = add_to_hf_cache(
        hub, REPO, checkpoint_files({**GOOD, "mask_id": VOCAB}), commit=COMMIT_A
    )
    with pytest.raises(CheckpointError) as error:
        load_block_diffusion(REPO)
    assert str(error.value).startswith(
        f"{snapshot.resolve()}/block_diffusion.json: field 'mask_id' = {VOCAB} is outside"
    )
    assert f"of {snapshot.resolve()}/config.json" in str(error.value)


def test_online_fetches_only_what_gravity_reads(tmp_path, monkeypatch):
    """Online and not cached: one ``snapshot_download`` with SGLang's revision and cache dir."""
    _offline_env(monkeypatch, tmp_path / "hf", offline=False)
    download_dir = tmp_path / "downloads"
    calls = []

    def fake_snapshot_download(repo_id, **kwargs):
        if kwargs.get("local_files_only"):
            raise LocalEntryNotFoundError("not cached")
        calls.append((repo_id, kwargs))
        return str(
            add_to_hf_cache(
                Path(kwargs["cache_dir"]), repo_id, checkpoint_files(GOOD), commit=COMMIT_A
            )
        )

    monkeypatch.setattr(huggingface_hub, "snapshot_download", fake_snapshot_download)
    spec = load_block_diffusion(REPO, revision="v1", download_dir=str(download_dir))
    assert spec.mask_id == 97
    assert calls == [
        (
            REPO,
            {
                "revision": "v1",
                "cache_dir": str(download_dir),
                "allow_patterns": ["block_diffusion.json", "config.json"],
            },
        )
    ]


def test_hub_failure_online_is_a_checkpoint_error(tmp_path, monkeypatch):
    _offline_env(monkeypatch, tmp_path / "hf", offline=False)

    def unreachable(repo_id, **kwargs):
        raise LocalEntryNotFoundError("the Hub could not be reached")

    monkeypatch.setattr(huggingface_hub, "snapshot_download", unreachable)
    with pytest.raises(CheckpointError, match="fetching it from the Hub failed: LocalEntry"):
        load_block_diffusion(REPO)


def test_modelscope_id_needs_the_local_folder(hub, monkeypatch):
    monkeypatch.setenv(MODELSCOPE_ENV, "1")
    with pytest.raises(CheckpointError, match=f"{MODELSCOPE_ENV} is set; gravity does not"):
        load_block_diffusion(REPO)


def test_local_folder_wins_over_a_hub_id(hub, tmp_path, monkeypatch):
    """A folder named like an id is a folder (SGLang checks ``os.path.isdir`` first)."""
    add_to_hf_cache(hub, REPO, checkpoint_files({**GOOD, "mask_id": 11}), commit=COMMIT_A)
    local = tmp_path / REPO
    local.mkdir(parents=True)
    for name, data in checkpoint_files(GOOD).items():
        (local / name).write_bytes(data)
    monkeypatch.chdir(tmp_path)
    assert resolve_checkpoint_dir(REPO) == Path(REPO)
    assert load_block_diffusion(REPO).mask_id == 97


@pytest.mark.server
def test_server_starts_by_hub_id(tiny_model_dir, tmp_path):
    """``--model-path org/name`` offline: SGLang and gravity both read the cached snapshot."""
    from sglang_gravity.launcher.client import chat, chat_messages
    from sglang_gravity.launcher.server import launch_server

    hf_home = tmp_path / "hf"
    files = {
        str(path.relative_to(tiny_model_dir)): path
        for path in sorted(tiny_model_dir.rglob("*"))
        if path.is_file()
    }
    snapshot = add_to_hf_cache(hf_home / "hub", REPO, files, commit=COMMIT_A)
    mask_id = json.loads((tiny_model_dir / "block_diffusion.json").read_text())["mask_id"]
    env = {"HF_HOME": str(hf_home), "HF_HUB_CACHE": str(hf_home / "hub"), "HF_HUB_OFFLINE": "1"}
    log_path = tmp_path / "server.log"
    with launch_server(REPO, gravity=True, log_path=log_path, env=env) as server:
        reply = chat(server.url, chat_messages("Read the page."), max_tokens=12)
        assert reply.status_code == 200, reply.text
        assert reply.output_ids
    log = log_path.read_text(errors="replace")
    # SGLang's weight loader (weight_utils._find_local_hf_snapshot_dir_unlocked) took the weights
    # from this snapshot, through its symlinks into blobs/ ...
    assert f"Found local HF snapshot for {REPO} at {snapshot}" in log
    # ... and gravity read block_diffusion.json from the same one, in the launcher (spec hook) and
    # in the scheduler (worker).
    assert log.count(f"gravity: {REPO} resolved to the hub snapshot {snapshot.resolve()}\n") == 2
    assert f"mask id {mask_id}, block size 8" in log
