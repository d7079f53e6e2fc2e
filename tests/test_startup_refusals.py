"""A checkpoint or flag gravity cannot serve stops start-up with a message naming the problem."""

import json
import shutil

import pytest

from sglang_gravity.launcher.server import is_cpu_only, run_startup_expecting_failure


@pytest.fixture
def checkpoint_copy(tiny_model_dir, tmp_path):
    target = tmp_path / "ckpt"
    shutil.copytree(tiny_model_dir, target)
    return target


def _refused(model_dir, *extra_args):
    code, output = run_startup_expecting_failure(model_dir, extra_args=list(extra_args))
    assert code != 0, output[-3000:]
    return output


def test_missing_block_diffusion_json(checkpoint_copy):
    (checkpoint_copy / "block_diffusion.json").unlink()
    output = _refused(checkpoint_copy)
    assert f"{checkpoint_copy}/block_diffusion.json: file not found" in output


def test_mask_id_outside_vocabulary(checkpoint_copy):
    path = checkpoint_copy / "block_diffusion.json"
    block = json.loads(path.read_text())
    block["mask_id"] = 5000
    path.write_text(json.dumps(block))
    output = _refused(checkpoint_copy)
    assert "block_diffusion.json: field 'mask_id' = 5000 is outside the model vocabulary" in output


def test_malformed_block_diffusion_json(checkpoint_copy):
    (checkpoint_copy / "block_diffusion.json").write_text('{"bd_size": 8, "mask_id": ')
    output = _refused(checkpoint_copy)
    assert f"{checkpoint_copy}/block_diffusion.json: not valid JSON" in output


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--speculative-num-draft-tokens", "1"], "--speculative-num-draft-tokens=1"),
        (
            ["--speculative-num-draft-tokens", "40", "--context-length", "32"],
            "window K=40 does not fit the context length 32",
        ),
        (
            ["--prefill-attention-backend", "torch_native"],
            "--prefill-attention-backend=torch_native: gravity runs prefill and both window",
        ),
    ],
    ids=["window-1", "window-past-context", "split-attention-backends"],
)
def test_unsupported_flags(tiny_model_dir, flags, message):
    assert message in _refused(tiny_model_dir, *flags)


@pytest.mark.skipif(not is_cpu_only(), reason="on a GPU gravity_triton is the default backend")
def test_gpu_backend_on_cpu_needs_the_triton_interpreter(tiny_model_dir, monkeypatch):
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    output = _refused(tiny_model_dir, "--attention-backend", "gravity_triton")
    assert "--attention-backend=gravity_triton on CPU runs its Triton kernels only under" in output
