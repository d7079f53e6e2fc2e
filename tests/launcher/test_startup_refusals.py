"""A checkpoint or flag gravity cannot serve stops start-up with a message naming the problem.

One refusal goes through the whole launch line (``python -m sglang.launch_server``: non-zero exit,
the message in its output). The others are resolved as that launch line resolves them, up to the
point where it would start its first child process (``launcher/argument_check.py``: SGLang's own
argument parsing and resolution, which runs gravity's refusals), all in one child interpreter: a
refusal there is the ``ValueError`` that ends the launch. A command line the checker accepts is
checked too, so a refusal is the flag's and not the harness's.
"""

import json
import shutil

import pytest

from sglang_gravity.launcher.argument_check import StartupCase, check_startups
from sglang_gravity.launcher.server import is_cpu_only, run_startup_expecting_failure


@pytest.fixture
def checkpoint_copy(tiny_model_dir, tmp_path):
    target = tmp_path / "ckpt"
    shutil.copytree(tiny_model_dir, target)
    return target


@pytest.mark.server
def test_missing_block_diffusion_json_stops_the_launch(checkpoint_copy):
    (checkpoint_copy / "block_diffusion.json").unlink()
    code, output = run_startup_expecting_failure(checkpoint_copy)
    assert code != 0, output[-3000:]
    assert f"{checkpoint_copy}/block_diffusion.json: file not found" in output


def _broken_checkpoints(tiny_model_dir, root) -> dict[str, str]:
    """Copies of the tiny checkpoint with one fault each, by case name."""
    faults = {
        "mask-id-outside-vocabulary": lambda b: json.dumps({**json.loads(b), "mask_id": 5000}),
        "malformed-json": lambda b: '{"bd_size": 8, "mask_id": ',
    }
    folders = {}
    for name, fault in faults.items():
        target = root / name
        shutil.copytree(tiny_model_dir, target)
        path = target / "block_diffusion.json"
        path.write_text(fault(path.read_text()))
        folders[name] = str(target)
    return folders


# case name -> (extra flags, environment changes, what the refusal must say). Each message names
# the flag (or the file and field) and why.
FLAG_REFUSALS = {
    "window-1": (
        ["--speculative-num-draft-tokens", "1"],
        {},
        "--speculative-num-draft-tokens=1",
    ),
    "window-past-context": (
        ["--speculative-num-draft-tokens", "40", "--context-length", "32"],
        {},
        "window K=40 does not fit the context length 32",
    ),
    "split-attention-backends": (
        ["--prefill-attention-backend", "torch_native"],
        {},
        "--prefill-attention-backend=torch_native: gravity runs prefill and both window",
    ),
    "draft-model-path": (
        ["--speculative-draft-model-path", "{model}"],  # a real folder: SGLang reads it first
        {},
        "--speculative-draft-model-path: gravity drafts with the target model itself",
    ),
    "eagle-topk": (
        ["--speculative-eagle-topk", "4"],
        {},
        "--speculative-eagle-topk: gravity drafts one chain (topk must be 1)",
    ),
    "mixed-chunk": (
        ["--enable-mixed-chunk"],
        {},
        "--enable-mixed-chunk: gravity rounds cannot be mixed with prefill chunks",
    ),
    "pp-size": (
        ["--pp-size", "2"],
        {},
        "--pp-size: gravity does not support pipeline parallelism",
    ),
    # SGLang turns the deprecated spelling into --attn-dp-size before gravity's check runs.
    "dp-attention": (
        ["--enable-dp-attention", "--dp-size", "2", "--tp-size", "2"],
        {},
        "--enable-dp-attention / --attn-dp-size=2: gravity does not support DP attention",
    ),
    "attn-dp-size": (
        ["--attn-dp-size", "2", "--tp-size", "2"],
        {},
        "--enable-dp-attention / --attn-dp-size=2: gravity does not support DP attention",
    ),
    # The start-up self-test's settings (serving/self_test/), read before any child starts.
    "self-test-mode": (
        [],
        {"SGLANG_GRAVITY_SELF_TEST": "sometimes"},
        "SGLANG_GRAVITY_SELF_TEST='sometimes': expected one of fallback, fatal, off",
    ),
    "self-test-budget": (
        [],
        {"SGLANG_GRAVITY_SELF_TEST_BUDGET_S": "-1"},
        "SGLANG_GRAVITY_SELF_TEST_BUDGET_S='-1': expected seconds, a number >= 0",
    ),
    "unsupported-backend-on-cpu": (
        ["--attention-backend", "flashinfer"],
        {},
        "--attention-backend=flashinfer: on CPU gravity needs 'gravity_torch'",
    ),
    "gpu-backend-without-interpreter": (
        ["--attention-backend", "gravity_triton"],
        {"TRITON_INTERPRET": None},
        "--attention-backend=gravity_triton on CPU runs its Triton kernels only under",
    ),
}
CHECKPOINT_REFUSALS = {
    "mask-id-outside-vocabulary": "{folder}/block_diffusion.json: field 'mask_id' = 5000 is "
    "outside the model vocabulary",
    "malformed-json": "{folder}/block_diffusion.json: not valid JSON",
}
CPU_ONLY_CASES = {"unsupported-backend-on-cpu", "gpu-backend-without-interpreter"}


@pytest.fixture(scope="module")
def startups(tiny_model_dir, tmp_path_factory):
    """Every case resolved as the launch line resolves it, in one child process."""
    model = str(tiny_model_dir)
    cases = {
        "accepted": StartupCase(model),  # the control: plain flags start
        "speculative-adaptive": StartupCase(model, ["--speculative-adaptive"]),
    }
    for name, (flags, env, _) in FLAG_REFUSALS.items():
        cases[name] = StartupCase(model, [f.format(model=model) for f in flags], env)
    broken = _broken_checkpoints(tiny_model_dir, tmp_path_factory.mktemp("broken_checkpoints"))
    cases.update({name: StartupCase(folder) for name, folder in broken.items()})
    return check_startups(cases), broken


@pytest.mark.subprocess
def test_a_servable_command_line_passes_the_check(startups):
    outcome = startups[0]["accepted"]
    assert not outcome.refused, outcome.error
    assert outcome.resolved["speculative_algorithm"] == "GRAVITY"
    assert outcome.resolved["speculative_num_draft_tokens"] == 9


@pytest.mark.subprocess
def test_adaptive_speculation_never_reaches_gravity(startups):
    """SGLang turns --speculative-adaptive off for every algorithm but EAGLE/EAGLE3 (with a
    warning) before gravity's own refusal could run; either way gravity runs a fixed window.
    Gravity's refusal, for a resolution that does reach it: ``test_server_args.py``."""
    outcome = startups[0]["speculative-adaptive"]
    assert not outcome.refused, outcome.error
    assert outcome.resolved["speculative_adaptive"] is False


@pytest.mark.subprocess
@pytest.mark.parametrize("case", sorted(FLAG_REFUSALS))
def test_unservable_flag_stops_the_start_naming_it(startups, case):
    if case in CPU_ONLY_CASES and not is_cpu_only():
        pytest.skip("on a GPU the attention backend resolves differently")
    outcome = startups[0][case]
    assert outcome.error_type == "ValueError", outcome.error  # the launch exits with it
    assert FLAG_REFUSALS[case][2] in outcome.error, outcome.error


@pytest.mark.subprocess
@pytest.mark.parametrize("case", sorted(CHECKPOINT_REFUSALS))
def test_broken_checkpoint_stops_the_start_naming_file_and_field(startups, case):
    outcome, folder = startups[0][case], startups[1][case]
    assert outcome.error_type == "CheckpointError", outcome.error  # the launch exits with it
    assert CHECKPOINT_REFUSALS[case].format(folder=folder) in outcome.error, outcome.error
