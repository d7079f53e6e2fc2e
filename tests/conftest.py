"""Shared fixtures: the tiny GLM-OCR checkpoint, built once per test session."""

import pathlib

import pytest


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> pathlib.Path:
    """A tiny random-weight GLM-OCR folder (bd_size 8, seed 0) with block_diffusion.json."""
    from sglang_gravity.testing.tiny_model import build_tiny_glm_ocr

    return build_tiny_glm_ocr(tmp_path_factory.mktemp("tiny_glm_ocr"), bd_size=8, seed=0)
