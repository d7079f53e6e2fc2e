"""Gravity's server-argument resolution (``spec.resolve_gravity_server_args``) on plain objects:
the overlap scheduler per device and the default window width per device and graph setting."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from sglang_gravity import settings
from sglang_gravity.serving.spec import resolve_gravity_server_args
from sglang_gravity.width.control import WidthControl, default_width_setting


def _args(model_dir, **overrides) -> SimpleNamespace:
    fields = {
        "model_path": str(model_dir),
        "revision": None,
        "download_dir": None,
        "speculative_num_draft_tokens": None,
        "context_length": None,
        "speculative_draft_model_path": None,
        "speculative_eagle_topk": None,
        "enable_mixed_chunk": False,
        "speculative_adaptive": False,
        "pp_size": 1,
        "enable_dp_attention": False,
        "disable_overlap_schedule": False,
        "prefill_attention_backend": None,
        "decode_attention_backend": None,
        "device": "cuda",
        "attention_backend": None,
        "disable_cuda_graph": False,
    }
    fields.update(overrides)
    return SimpleNamespace(**fields)


@pytest.fixture(autouse=True)
def _no_width_settings(monkeypatch):
    for name in (
        settings.WIDTH.name,
        "SGLANG_GRAVITY_WIDTH_COSTS",
        settings.CPU_OVERLAP.name,
        settings.WIDTH_GRAPHS.name,
    ):
        monkeypatch.delenv(name, raising=False)


def test_gpu_keeps_overlap_and_the_full_window_with_graphs(tiny_model_dir):
    args = _args(tiny_model_dir)
    resolve_gravity_server_args(args)
    assert args.disable_overlap_schedule is False
    assert args.speculative_num_draft_tokens == 9 and args.attention_backend == "gravity_triton"
    assert default_width_setting("cuda", cuda_graphs=True) == "full"


def test_gpu_captures_graphs_for_other_widths_or_runs_them_eagerly(
    tiny_model_dir, monkeypatch, caplog
):
    monkeypatch.setenv(settings.WIDTH.name, "auto")
    with caplog.at_level("INFO", logger="sglang_gravity.serving.spec"):
        resolve_gravity_server_args(_args(tiny_model_dir))
    assert "CUDA graphs for window widths 1,5 are captured besides K=9" in caplog.text
    assert "without graphs (eagerly)" not in caplog.text
    caplog.clear()
    monkeypatch.setenv(settings.WIDTH_GRAPHS.name, "0")
    with caplog.at_level("WARNING", logger="sglang_gravity.serving.spec"):
        resolve_gravity_server_args(_args(tiny_model_dir))
    assert "captured for width K=9 only" in caplog.text
    assert "steps of width 1,5 run without graphs" in caplog.text
    caplog.clear()
    monkeypatch.setenv(settings.WIDTH_GRAPHS.name, "maybe")
    with pytest.raises(ValueError, match=settings.WIDTH_GRAPHS.name):
        resolve_gravity_server_args(_args(tiny_model_dir))
    monkeypatch.setenv(settings.WIDTH_GRAPHS.name, "1")
    monkeypatch.setenv(settings.WIDTH.name, "full")
    with caplog.at_level("INFO", logger="sglang_gravity.serving.spec"):
        resolve_gravity_server_args(_args(tiny_model_dir))
    assert "besides K" not in caplog.text and "without graphs" not in caplog.text


def test_plain_triton_turns_graphs_off_and_then_adapts(tiny_model_dir, monkeypatch):
    monkeypatch.setenv(settings.WIDTH.name, "auto")
    args = _args(tiny_model_dir, attention_backend="triton")
    resolve_gravity_server_args(args)  # graphs go off for plain triton, so auto may run
    assert args.disable_cuda_graph is True


def test_cpu_turns_overlap_off_unless_asked(tiny_model_dir, monkeypatch):
    args = _args(tiny_model_dir, device="cpu")
    resolve_gravity_server_args(args)
    assert args.disable_overlap_schedule is True and args.attention_backend == "gravity_torch"
    monkeypatch.setenv(settings.CPU_OVERLAP.name, "1")
    args = _args(tiny_model_dir, device="cpu")
    resolve_gravity_server_args(args)
    assert args.disable_overlap_schedule is False


def test_default_width_is_auto_where_every_width_can_run():
    assert default_width_setting("cpu", cuda_graphs=False) == "auto"
    assert default_width_setting("cuda", cuda_graphs=False) == "auto"
    assert WidthControl.from_env(9, env={}, default="auto").measures_time
    assert WidthControl.from_env(9, env={settings.WIDTH.name: "full"}, default="auto").widths == (
        9,
    )
    assert WidthControl.from_env(9, env={settings.WIDTH.name: "5"}, default="auto").widths == (5,)
    with pytest.raises(ValueError, match="expected an integer, 'auto' or 'full'"):
        WidthControl.from_env(9, env={settings.WIDTH.name: "wide"})


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"speculative_draft_model_path": "/draft"}, "--speculative-draft-model-path: gravity"),
        ({"speculative_eagle_topk": 2}, "--speculative-eagle-topk: gravity drafts one chain"),
        ({"enable_mixed_chunk": True}, "--enable-mixed-chunk: gravity rounds cannot be mixed"),
        (
            {"speculative_adaptive": True},
            "--speculative-adaptive: that is EAGLE.s draft-length policy; gravity chooses its window width itself",
        ),
        ({"pp_size": 2}, "--pp-size: gravity does not support pipeline parallelism"),
        ({"enable_dp_attention": True}, "--enable-dp-attention / --attn-dp-size=1: gravity"),
        ({"attn_dp_size": 2}, "--enable-dp-attention / --attn-dp-size=2: gravity does not"),
        ({"device": "cpu", "attention_backend": "flashinfer"}, "on CPU gravity needs"),
        ({"attention_backend": "flashinfer"}, "--attention-backend=flashinfer: on GPU gravity"),
        ({"decode_attention_backend": "triton"}, "--decode-attention-backend=triton: gravity"),
    ],
    ids=lambda v: next(iter(v)) if isinstance(v, dict) else None,
)
def test_each_unservable_flag_is_refused_by_name(tiny_model_dir, overrides, message):
    """The resolution itself (the launch line's version: ``test_startup_refusals.py``)."""
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace("+", r"\+")):
        resolve_gravity_server_args(_args(tiny_model_dir, **overrides))


def test_topk_one_and_a_single_attention_dp_group_are_served(tiny_model_dir):
    args = _args(tiny_model_dir, speculative_eagle_topk=1, attn_dp_size=1, pp_size=1)
    resolve_gravity_server_args(args)
    assert args.speculative_eagle_topk == 1
