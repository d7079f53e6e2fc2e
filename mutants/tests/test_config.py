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
    assert spec.path == tmp_path / "block_diffusion.json"


# What a published block_diffusion.json may carry besides the fields gravity reads.
PUBLISHED_EXTRAS = {
    "model_type": "glm_ocr_block_diffusion",
    "format_version": 1,
    "denoising_steps": 4,
    "block_size": 32,
    "mask_token": "<|mask|>",
    "remasking": "low_confidence",
    "confidence_threshold": 0.9,
    "training": {"base_model": "zai-org/GLM-OCR", "steps": 12000, "lr": 2e-5},
    "notes": None,
}


def test_unknown_fields_are_accepted(tmp_path):
    spec = load_block_diffusion(_checkpoint(tmp_path, {**PUBLISHED_EXTRAS, **GOOD}))
    assert (spec.bd_size, spec.mask_id, spec.ar_loss_weight, spec.mask_schedule) == (
        8,
        97,
        1.0,
        "uniform",
    )


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
    with pytest.raises(CheckpointError, match="block_diffusion.json: file not found;"):
        load_block_diffusion(_checkpoint(tmp_path))


def test_path_that_is_neither_a_folder_nor_a_repo_id(tmp_path):
    missing = tmp_path / "no-such-checkpoint"
    with pytest.raises(CheckpointError, match="not a local folder, nor a Hugging Face repo id"):
        load_block_diffusion(missing)


def test_malformed_json(tmp_path):
    with pytest.raises(CheckpointError, match="not valid JSON"):
        load_block_diffusion(_checkpoint(tmp_path, "{bd_size: 8"))


def test_window_defaults_to_block_plus_one_and_accepts_override(tmp_path):
    spec = load_block_diffusion(_checkpoint(tmp_path, GOOD))
    assert resolve_window(spec, None) == 9
    assert resolve_window(spec, 4) == 4
    with pytest.raises(ValueError, match="K >= 2"):
        resolve_window(spec, 1)
