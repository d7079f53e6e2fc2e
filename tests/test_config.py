"""block_diffusion.json validation: every refusal names the file and the field."""

import json

import pytest

from sglang_gravity.config import CheckpointError, load_block_diffusion, resolve_window


def _checkpoint(tmp_path, block=None, vocab=100):
    (tmp_path / "config.json").write_text(json.dumps({"text_config": {"vocab_size": vocab}}))
    if block is not None:
        (tmp_path / "block_diffusion.json").write_text(
            block if isinstance(block, str) else json.dumps(block)
        )
    return tmp_path


GOOD = {"bd_size": 8, "mask_id": 97, "ar_loss_weight": 1.0, "mask_schedule": "uniform"}


def test_valid_file_loads(tmp_path):
    spec = load_block_diffusion(_checkpoint(tmp_path, GOOD))
    assert (spec.bd_size, spec.mask_id, spec.ar_loss_weight) == (8, 97, 1.0)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"mask_id": 100}, "mask_id"),
        ({"mask_id": -1}, "mask_id"),
        ({"mask_id": "97"}, "mask_id"),
        ({"bd_size": 0}, "bd_size"),
        ({"bd_size": True}, "bd_size"),
        ({"ar_loss_weight": 0}, "ar_loss_weight"),
        ({"mask_schedule": "cosine"}, "mask_schedule"),
    ],
)
def test_bad_field_is_named(tmp_path, change, field):
    with pytest.raises(CheckpointError, match=f"block_diffusion.json: field '{field}'"):
        load_block_diffusion(_checkpoint(tmp_path, {**GOOD, **change}))


@pytest.mark.parametrize("field", ["bd_size", "mask_id", "ar_loss_weight"])
def test_missing_field_is_named(tmp_path, field):
    block = {k: v for k, v in GOOD.items() if k != field}
    with pytest.raises(CheckpointError, match=f"required field '{field}' is missing"):
        load_block_diffusion(_checkpoint(tmp_path, block))


def test_missing_file(tmp_path):
    with pytest.raises(CheckpointError, match="block_diffusion.json: file not found"):
        load_block_diffusion(_checkpoint(tmp_path))


def test_malformed_json(tmp_path):
    with pytest.raises(CheckpointError, match="not valid JSON"):
        load_block_diffusion(_checkpoint(tmp_path, "{bd_size: 8"))


def test_window_defaults_to_block_plus_one_and_accepts_override(tmp_path):
    spec = load_block_diffusion(_checkpoint(tmp_path, GOOD))
    assert resolve_window(spec, None) == 9
    assert resolve_window(spec, 4) == 4
    with pytest.raises(ValueError, match="K >= 2"):
        resolve_window(spec, 1)
