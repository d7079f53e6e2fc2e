"""The checkpoint contract (``block_diffusion.json``) and the frozen run-time config.

SGLang itself never reads ``block_diffusion.json``. A server that guessed the mask id would draft
with the wrong token and nothing would fail loudly (output stays correct, acceptance collapses), so
the file is read once, validated against the model config, and any problem stops start-up with a
message that names the file and the field.

``--model-path`` may be a local folder or a Hugging Face repo id (``org/name``); an id is resolved
to the same cached snapshot that SGLang loads the weights from (:func:`resolve_checkpoint_dir`).
"""

from __future__ import annotations

import json
import logging
import math
import os
from dataclasses import dataclass
from pathlib import Path

logger = logging.getLogger(__name__)

BLOCK_DIFFUSION_FILE = "block_diffusion.json"
MODEL_CONFIG_FILE = "config.json"
# The files gravity reads from a hub snapshot; SGLang's weight loader fetches the rest.
HUB_FILES = (BLOCK_DIFFUSION_FILE, MODEL_CONFIG_FILE)
# Read by SGLang as sglang.srt.environ.envs.SGLANG_USE_MODELSCOPE (EnvBool).
MODELSCOPE_ENV = "SGLANG_USE_MODELSCOPE"
MASK_SCHEDULES = ("uniform",)


class CheckpointError(ValueError):
    """The checkpoint does not satisfy the gravity contract; the message names file and field."""


@dataclass(frozen=True)
class BlockDiffusionSpec:
    """What ``block_diffusion.json`` promises about how the checkpoint was trained."""

    bd_size: int  # B: mask tokens per drafted block
    mask_id: int  # vocabulary id of the learned <|mask|> token
    ar_loss_weight: float
    mask_schedule: str
    path: Path  # the block_diffusion.json read (inside the hub snapshot for a repo id)


@dataclass(frozen=True)
class GravityConfig:
    """Everything the worker needs, resolved once at start-up.

    ``window`` is K, the number of positions in each of the two passes of a round: the draft
    window is ``[x0, MASK x (K-1)]``, the verify window ``[a0, d_1 .. d_{K-1}]``. It defaults to
    ``bd_size + 1`` and is what ``--speculative-num-draft-tokens`` sets for gravity.
    """

    mask_id: int
    bd_size: int
    window: int  # K

    @property
    def num_drafts(self) -> int:
        """Drafted tokens per round (the mask tokens of the draft window)."""
        return self.window - 1


def _model_vocab_size(model_dir: Path) -> int:
    """Vocabulary size of the decoder, read from ``config.json`` (text_config first)."""
    config_path = model_dir / MODEL_CONFIG_FILE
    try:
        config = json.loads(config_path.read_text())
    except FileNotFoundError as exc:
        raise CheckpointError(f"{config_path}: file not found") from exc
    except json.JSONDecodeError as exc:
        raise CheckpointError(f"{config_path}: not valid JSON ({exc})") from exc
    text_config = config.get("text_config") or {}
    vocab_size = text_config.get("vocab_size", config.get("vocab_size"))
    if not isinstance(vocab_size, int) or vocab_size <= 0:
        raise CheckpointError(f"{config_path}: field 'vocab_size' missing or not a positive int")
    return vocab_size


def _field(data: dict, name: str, path: Path, kind: type | tuple[type, ...]) -> object:
    if name not in data:
        raise CheckpointError(f"{path}: required field '{name}' is missing")
    value = data[name]
    # bool is an int subclass; a JSON true is never a valid size or id.
    if isinstance(value, bool) or not isinstance(value, kind):
        raise CheckpointError(f"{path}: field '{name}' must be {kind}, got {value!r}")
    return value


def _modelscope_enabled() -> bool:
    return os.environ.get(MODELSCOPE_ENV, "false").lower() in ("true", "1", "yes", "y")


def _cached_snapshot(repo_id: str, revision: str | None, cache_dir: str | None) -> Path | None:
    """The snapshot folder of ``repo_id`` at ``revision`` in one HF cache, without network."""
    from huggingface_hub import snapshot_download
    from huggingface_hub.errors import LocalEntryNotFoundError

    try:
        folder = snapshot_download(
            repo_id,
            revision=revision,
            cache_dir=cache_dir,
            allow_patterns=list(HUB_FILES),
            local_files_only=True,
        )
    except LocalEntryNotFoundError:  # also an IncompleteSnapshotError
        return None
    return Path(folder)


def resolve_checkpoint_dir(
    model_path: str | os.PathLike,
    *,
    revision: str | None = None,
    download_dir: str | None = None,
) -> Path:
    """The local folder holding the checkpoint that SGLang serves for ``--model-path``.

    A local folder is itself. A Hugging Face repo id resolves as SGLang's weight loader resolves
    it (``sglang.srt.model_loader.weight_utils.download_weights_from_hf``): ``revision`` is
    ``--revision`` (a branch, tag or commit; ``main`` when None) and ``download_dir`` is
    ``--download-dir``. A snapshot already cached in ``download_dir``, then in the default HF
    cache, wins, even online; otherwise ``snapshot_download`` fetches the small files gravity
    reads into ``download_dir`` (or the default cache), with ``local_files_only`` under
    ``HF_HUB_OFFLINE``. The weights land in that same snapshot folder when SGLang loads them.
    """
    if os.path.isdir(model_path):
        return Path(model_path)
    repo_id = str(model_path)
    if _modelscope_enabled():
        # SGLang replaces a ModelScope id with its local folder before any speculative hook runs
        # (arg_groups/model_path_hook.py: handle_modelscope_paths), so only direct callers get here.
        raise CheckpointError(
            f"{repo_id}: not a local folder, and {MODELSCOPE_ENV} is set; gravity does not "
            "download from ModelScope itself: pass the local folder of the ModelScope snapshot"
        )
    from huggingface_hub import constants, snapshot_download
    from huggingface_hub.errors import (
        HfHubHTTPError,
        HFValidationError,
        LocalEntryNotFoundError,
    )
    from huggingface_hub.utils import validate_repo_id

    try:
        validate_repo_id(repo_id)
    except HFValidationError as exc:
        raise CheckpointError(
            f"{repo_id}: not a local folder, nor a Hugging Face repo id ('org/name'); gravity "
            f"needs a checkpoint folder containing {BLOCK_DIFFUSION_FILE}"
        ) from exc

    at = f"revision {revision!r}" if revision else "revision 'main'"
    caches = [download_dir] if download_dir else []
    caches.append(constants.HF_HUB_CACHE)
    offline = constants.HF_HUB_OFFLINE
    for cache in caches:
        snapshot = _cached_snapshot(repo_id, revision, cache)
        if snapshot is not None and (offline or (snapshot / BLOCK_DIFFUSION_FILE).is_file()):
            return snapshot
    if offline:
        download = f"hf download {repo_id}"
        download += f" --revision {revision}" if revision else ""
        download += f" --cache-dir {download_dir}" if download_dir else ""
        raise CheckpointError(
            f"{repo_id} ({at}): not a local folder, and not in the local Hugging Face cache "
            f"({' or '.join(caches)}) while HF_HUB_OFFLINE=1. Download it first (`{download}` "
            "with this HF_HOME), unset HF_HUB_OFFLINE, or pass a local checkpoint folder"
        )
    try:
        return Path(
            snapshot_download(
                repo_id,
                revision=revision,
                cache_dir=download_dir,
                allow_patterns=list(HUB_FILES),
            )
        )
    except (HfHubHTTPError, LocalEntryNotFoundError) as exc:
        # Repository or revision not found, gated, or the Hub unreachable: not a traceback.
        raise CheckpointError(
            f"{repo_id} ({at}): not a local folder, not in the local Hugging Face cache "
            f"({' or '.join(caches)}), and fetching it from the Hub failed: "
            f"{type(exc).__name__}: {exc}"
        ) from exc


def load_block_diffusion(
    model_path: str | os.PathLike,
    *,
    revision: str | None = None,
    download_dir: str | None = None,
) -> BlockDiffusionSpec:
    """Read and validate ``block_diffusion.json`` of a checkpoint folder or hub id.

    ``revision`` and ``download_dir`` are SGLang's ``--revision`` and ``--download-dir``; they
    matter for a hub id only (see :func:`resolve_checkpoint_dir`). Fields gravity does not use
    are accepted and ignored.
    """
    model_dir = resolve_checkpoint_dir(model_path, revision=revision, download_dir=download_dir)
    path = model_dir / BLOCK_DIFFUSION_FILE
    from_hub = not os.path.isdir(model_path)
    if from_hub:
        logger.info("gravity: %s resolved to the hub snapshot %s", model_path, model_dir)
    if not path.is_file():
        where = f" (the hub snapshot of {model_path})" if from_hub else ""
        raise CheckpointError(
            f"{path}: file not found{where}; a gravity checkpoint must ship "
            f"{BLOCK_DIFFUSION_FILE} with at least 'bd_size', 'mask_id' and 'ar_loss_weight'"
        )
    try:
        data = json.loads(path.read_text())
    except json.JSONDecodeError as exc:
        raise CheckpointError(f"{path}: not valid JSON ({exc})") from exc
    if not isinstance(data, dict):
        raise CheckpointError(f"{path}: top level must be a JSON object")

    vocab_size = _model_vocab_size(model_dir)
    bd_size = _field(data, "bd_size", path, int)
    if bd_size < 1:
        raise CheckpointError(f"{path}: field 'bd_size' must be >= 1, got {bd_size}")
    mask_id = _field(data, "mask_id", path, int)
    if not 0 <= mask_id < vocab_size:
        raise CheckpointError(
            f"{path}: field 'mask_id' = {mask_id} is outside the model vocabulary "
            f"[0, {vocab_size}) of {model_dir / MODEL_CONFIG_FILE}"
        )
    ar_loss_weight = float(_field(data, "ar_loss_weight", path, (int, float)))
    if not (ar_loss_weight > 0 and math.isfinite(ar_loss_weight)):
        raise CheckpointError(
            f"{path}: field 'ar_loss_weight' must be a finite number > 0, got {ar_loss_weight}"
        )
    mask_schedule = data.get("mask_schedule", "uniform")
    if mask_schedule not in MASK_SCHEDULES:
        raise CheckpointError(
            f"{path}: field 'mask_schedule' = {mask_schedule!r} is not one of {MASK_SCHEDULES}"
        )
    return BlockDiffusionSpec(
        bd_size=bd_size,
        mask_id=mask_id,
        ar_loss_weight=ar_loss_weight,
        mask_schedule=mask_schedule,
        path=path,
    )


def resolve_window(spec: BlockDiffusionSpec, requested: int | None) -> int:
    """K from the checkpoint (``bd_size + 1``) unless ``--speculative-num-draft-tokens`` overrides it."""
    if requested is None:
        return spec.bd_size + 1
    if requested < 2:
        raise ValueError(
            f"--speculative-num-draft-tokens={requested}: gravity needs a window K >= 2 "
            "(x0 plus at least one mask token)"
        )
    return requested
