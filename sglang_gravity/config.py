"""The checkpoint contract (``block_diffusion.json``) and the frozen run-time config.

SGLang itself never reads ``block_diffusion.json``. A server that guessed the mask id would draft
with the wrong token and nothing would fail loudly (output stays correct, acceptance collapses), so
the file is read once, validated against the model config, and any problem stops start-up with a
message that names the file and the field.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass
from pathlib import Path

BLOCK_DIFFUSION_FILE = "block_diffusion.json"
# When set, the worker appends every round of every request to DIR/rounds-<pid>.jsonl (host syncs).
TRACE_DIR_ENV = "SGLANG_GRAVITY_TRACE_DIR"
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
    config_path = model_dir / "config.json"
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


def load_block_diffusion(model_path: str | os.PathLike) -> BlockDiffusionSpec:
    """Read and validate ``block_diffusion.json`` of a local checkpoint folder."""
    model_dir = Path(model_path)
    path = model_dir / BLOCK_DIFFUSION_FILE
    if not model_dir.is_dir():
        raise CheckpointError(
            f"{model_dir}: gravity needs a local checkpoint folder containing {BLOCK_DIFFUSION_FILE}"
        )
    if not path.is_file():
        raise CheckpointError(
            f"{path}: file not found; a gravity checkpoint must ship {BLOCK_DIFFUSION_FILE} "
            "with at least 'bd_size' and 'mask_id'"
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
            f"[0, {vocab_size}) of {model_dir / 'config.json'}"
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
        bd_size=bd_size, mask_id=mask_id, ar_loss_weight=ar_loss_weight, mask_schedule=mask_schedule
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
