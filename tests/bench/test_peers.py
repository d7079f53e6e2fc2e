"""SGLang's decoders as benchmark engines (sglang_gravity/bench/peers.py) and the parts of
benchmarks/engines.py that run them: flags, errors read from logs, per-type workloads,
identity keys and the per-type report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sglang_gravity.bench import peers, variants
from sglang_gravity.bench.harness import PassResult
from sglang_gravity.bench.report import environment
from sglang_gravity.bench.suites import engines
from sglang_gravity.bench.workloads.ocr import RequestRecord

TORCH_NATIVE_VERIFY_LOG = """\
[2026-12-03 19:00:41] Scheduler hit an exception: Traceback (most recent call last):
  File "/x/.venv/lib/python3.11/site-packages/sglang/srt/managers/scheduler.py", line 6368, in run_scheduler_process
    scheduler.run_event_loop()
  File "/x/.venv/lib/python3.11/site-packages/sglang/srt/layers/attention/torch_native_backend.py", line 101, in _run_sdpa_forward_extend
    assert seq_lens.shape[0] == extend_prefix_lens.shape[0]
                                ^^^^^^^^^^^^^^^^^^^^^^^^
AttributeError: 'NoneType' object has no attribute 'shape'

[2026-12-03 19:00:41] SIGQUIT received. signum=None, frame=None. It usually means one child failed.
"""


def test_peer_flags() -> None:
    drafts = {"mtp_draft": "models/x-mtp"}
    assert peers.peer_flags("ngram", drafts) == ["--speculative-algorithm", "NGRAM"]
    assert peers.peer_flags("nextn", drafts) == [
        "--speculative-algorithm",
        "NEXTN",
        "--speculative-draft-model-path",
        "models/x-mtp",
        "--speculative-num-steps",
        "3",
        "--speculative-eagle-topk",
        "1",
        "--speculative-num-draft-tokens",
        "4",
    ]
    with pytest.raises(ValueError, match="--standalone-draft"):
        peers.peer_flags("standalone", {"standalone_draft": None})


def test_last_error_reads_the_innermost_frame() -> None:
    assert peers.last_error(TORCH_NATIVE_VERIFY_LOG) == (
        "AttributeError: 'NoneType' object has no attribute 'shape' (at "
        "sglang/srt/layers/attention/torch_native_backend.py:101 in _run_sdpa_forward_extend)"
    )
    refused = "x\nValueError: DFLASH speculative decoding is not supported by CpuPlatform on device 'cpu'.\n"
    assert peers.last_error(refused) == (
        "ValueError: DFLASH speculative decoding is not supported by CpuPlatform on device 'cpu'."
    )
    assert peers.last_error("all fine\nserver up\n") is None


def test_bench_engines_accepts_peers_and_wants_their_drafts(tmp_path) -> None:
    args = engines.parse_args(
        ["--model-path", "m", "--variants", "auto,ngram,nextn", "--mtp-draft", "d", "--by-type"]
    )
    args.out = tmp_path
    configs = engines.server_configs(args)
    assert configs["ngram"]["gravity"] is False
    assert "NGRAM" in configs["ngram"]["extra_args"]
    assert (
        configs["nextn"]["extra_args"][
            configs["nextn"]["extra_args"].index("--speculative-draft-model-path") + 1
        ]
        == "d"
    )
    assert configs["auto"]["gravity"] is True
    with pytest.raises(SystemExit):
        engines.parse_args(["--model-path", "m", "--variants", "dflash"])


def _manifest(folder: Path) -> None:
    from PIL import Image

    lines = []
    for kind in ("table", "text"):
        for i in range(3):
            name = f"{kind}_{i}.png"
            Image.new("RGB", (28, 28), "white").save(folder / name)
            lines.append(json.dumps({"image": name, "prompt": "p", "type": kind, "id": name}))
    (folder / "manifest.jsonl").write_text("\n".join(lines) + "\n")


def test_workloads_by_type_hold_one_type_each(tmp_path) -> None:
    _manifest(tmp_path)
    args = engines.parse_args(
        ["--model-path", "m", "--data", str(tmp_path), "--max-requests", "2", "--by-type"]
    )
    loads = engines.workloads(args)
    assert list(loads) == ["table", "text"]
    for kind, load in loads.items():
        assert load.size == 2 and {p.type for p in load.order} == {kind}
    args.by_type = False
    assert list(engines.workloads(args)) == ["all"]


def _record(engine: str, kind: str, index: int, ids: list[int], conc: int = 1) -> RequestRecord:
    return RequestRecord(
        engine=engine,
        concurrency=conc,
        pass_index=0,
        index=index,
        page_id=f"{kind}{index}",
        type=kind,
        status_code=200,
        output_ids=ids,
        text="",
        finish_reason="stop",
        latency_s=1.0,
        ttft_s=0.1,
        spec={"spec_verify_ct": 2} if engine != "ar" else {},
    )


def test_report_by_type_tables_and_plot(tmp_path) -> None:
    _manifest(tmp_path)
    args = engines.parse_args(
        ["--model-path", "m", "--data", str(tmp_path), "--variants", "auto,ngram", "--by-type"]
    )
    args.levels = [1]
    loads = engines.workloads(args)
    passes = []
    for kind in loads:
        for index, engine in enumerate(["ar", "auto", "ar"]):
            records = [_record(engine, kind, i, [1, 2, 3, 4]) for i in range(3)]
            passes.append(PassResult(engine, 1, index, 2.0 if engine == "ar" else 1.0, records))
    report = engines.build_report(args, loads, {}, passes, {"ngram": "ValueError: no"})
    assert report["config"]["variants"] == ["auto"]
    cell = report["levels_by_type"]["text"]["1"]["auto"]
    assert cell["speedup"] == pytest.approx(2.0)
    # 3 committed tokens (the prefill's left out) in 2 rounds: no widths reported, every step a round
    assert cell["accept_length"] == pytest.approx(1.5)
    assert cell["pages_per_s"] == pytest.approx(3.0)
    text = engines.markdown(report)
    assert "## table" in text and "## text" in text
    assert "ngram: **not run**: `ValueError: no`" in text
    assert "Identical to AR (text): auto 3/3." in text
    pytest.importorskip("matplotlib")
    engines.plot_engines(report, tmp_path / "engines.png")
    assert (tmp_path / "engines.png").stat().st_size > 0


def test_servers_of_one_setting_are_pooled_by_the_median_of_all_their_passes(tmp_path) -> None:
    """``width=17`` and ``width=17@b`` (an A/A pair) and ``auto`` on one server: the pair's
    per-pass speed-ups pool into one figure for ``width=17``; a setting on one server is not
    pooled."""
    _manifest(tmp_path)
    args = engines.parse_args(
        ["--model-path", "m", "--data", str(tmp_path), "--variants", "width=17,width=17@b,auto"]
    )
    args.levels = [1]
    loads = engines.workloads(args)
    order = ["ar", "width=17", "ar", "width=17@b", "ar", "auto", "ar", "width=17@b", "ar"]
    seconds = {"ar": 2.0, "width=17": 1.0, "width=17@b": 0.5, "auto": 0.8}
    records = {
        engine: [_record(engine, "text", i, [1, 2, 3, 4]) for i in range(3)] for engine in seconds
    }
    passes = [
        PassResult(engine, 1, index, seconds[engine], records[engine])
        for index, engine in enumerate(order)
    ]
    report = engines.build_report(args, loads, {}, passes)
    pooled = report["pooled"]["1"]
    assert set(pooled) == {"width=17"}  # auto ran on one server
    cell = pooled["width=17"]
    # speed-ups 2.0 (width=17) and 4.0, 4.0 (width=17@b): the median of the three passes
    assert cell["passes"] == 3
    assert cell["speedup"] == pytest.approx(4.0)
    assert cell["speedup_per_server"] == pytest.approx([2.0, 4.0])
    text = engines.markdown(report)
    # each pass 3 answers of 4 tokens: the median of 12/1.0, 12/0.5, 12/0.5 s
    assert cell["tok_per_s"] == pytest.approx(24.0)
    assert "| 1 | width=17 | 4.00x | 24.0 | 3 | width=17 2.00x, width=17@b 4.00x |" in text
    single = engines.parse_args(
        ["--model-path", "m", "--data", str(tmp_path), "--variants", "auto"]
    )
    single.levels = [1]
    lone = [p for p in passes if p.engine in ("ar", "auto")]
    assert "pooled" not in engines.build_report(single, loads, {}, lone)


@pytest.mark.subprocess
def test_a_peer_that_cannot_start_is_reported_with_its_error(tiny_model_dir, tmp_path) -> None:
    """The not-run path end to end: SGLang refuses DFLASH on CPU while it resolves its
    arguments (one short launch, no model load); start_peer returns the error, nothing left."""
    from sglang_gravity.launcher.server import is_cpu_only

    if not is_cpu_only():
        pytest.skip("DFLASH is refused on CPU only")
    _manifest(tmp_path)
    args = engines.parse_args(
        [
            *("--model-path", str(tiny_model_dir), "--data", str(tmp_path), "--variants", "dflash"),
            *("--dflash-draft", str(tiny_model_dir), "--out", str(tmp_path / "out")),
        ]
    )
    config = engines.server_configs(args)["dflash"]
    load = next(iter(engines.workloads(args).values()))
    handle, error = engines.start_peer("dflash", config, load)
    assert handle is None
    assert error is not None and error.startswith("ValueError: DFLASH speculative decoding is not")
    assert "CpuSRTPlatform" in error


def _traced_configs(tmp_path: Path, variant_names: str) -> dict:
    """The server configurations of ``--variants variant_names``, step traces under tmp_path."""
    args = engines.parse_args(["--model-path", "m", "--variants", variant_names])
    args.out = tmp_path
    args.step_trace = tmp_path / "steps"
    return engines.server_configs(args)


def test_a_tagged_variant_is_the_same_settings_on_a_server_of_its_own(tmp_path) -> None:
    """``width=17@b`` beside ``width=17`` is an A/A control: the same environment and flags, its
    own server, log and step-trace folder."""
    assert variants.variant_config("width=17@b") == variants.variant_config("width=17")
    assert variants.variant_config("auto=1/17@2") == variants.variant_config("auto=1/17")
    for bad in ("width=17@", "width=17@b/c", "auto@x y"):
        with pytest.raises(SystemExit, match="tag after @"):
            variants.variant_config(bad)
    configs = _traced_configs(tmp_path, "width=17,width=17@b")
    assert set(configs) == {"ar", "width=17", "width=17@b"}
    a, b = configs["width=17"], configs["width=17@b"]
    assert a["env"]["SGLANG_GRAVITY_WIDTH"] == b["env"]["SGLANG_GRAVITY_WIDTH"] == "17"
    assert Path(a["env"]["SGLANG_GRAVITY_STEP_TRACE_DIR"]).name == "width17"
    assert Path(b["env"]["SGLANG_GRAVITY_STEP_TRACE_DIR"]).name == "width17-b"
    assert Path(a["log_path"]).name != Path(b["log_path"]).name


def test_width_variants_set_the_width_settings_and_name_one_path_component(tmp_path) -> None:
    """``auto=A/B`` restricts auto's candidates, ``cycle=A/B`` cycles widths; each variant's log
    and step trace live in one folder entry of their own (a ``/`` would open a subfolder)."""
    assert variants.variant_config("auto=1/17") == (
        {"SGLANG_GRAVITY_WIDTH": "auto", "SGLANG_GRAVITY_WIDTHS": "1,17"},
        [],
    )
    assert variants.variant_config("cycle=17/33") == ({"SGLANG_GRAVITY_WIDTH_CYCLE": "17,33"}, [])
    for bad in ("auto=1/x", "cycle=", "cycle=0/17"):
        with pytest.raises(SystemExit, match="integers >= 1"):
            variants.variant_config(bad)
    configs = _traced_configs(tmp_path, "width=17,auto=1/17,cycle=17/33")
    traces = {
        name: Path(config["env"]["SGLANG_GRAVITY_STEP_TRACE_DIR"])
        for name, config in configs.items()
        if config["gravity"]
    }
    assert {name: path.name for name, path in traces.items()} == {
        "width=17": "width17",
        "auto=1/17": "auto1-17",
        "cycle=17/33": "cycle17-33",
    }
    assert all(path.parent == tmp_path / "steps" for path in traces.values())
    assert Path(configs["auto=1/17"]["log_path"]).name == "auto1-17.log"


def test_server_threads_reach_every_server_and_the_report(tmp_path, monkeypatch) -> None:
    """``--server-threads 1`` gives AR and each variant one torch thread (OMP_NUM_THREADS), and
    the report says so; without it the servers inherit, and the report says what they got."""
    args = engines.parse_args(
        ["--model-path", "m", "--variants", "width=17,auto", "--server-threads", "1"]
    )
    args.out = tmp_path
    args.step_trace = None
    configs = engines.server_configs(args)
    assert {name: config["env"]["OMP_NUM_THREADS"] for name, config in configs.items()} == {
        "ar": "1",
        "width=17": "1",
        "auto": "1",
    }
    assert configs["auto"]["env"]["SGLANG_GRAVITY_WIDTH"] == "auto"  # merged, not replaced
    inherit = engines.parse_args(["--model-path", "m", "--variants", "width=17"])
    inherit.out, inherit.step_trace = tmp_path, None
    assert all(
        "OMP_NUM_THREADS" not in config.get("env", {})
        for config in engines.server_configs(inherit).values()
    )
    with pytest.raises(SystemExit, match="--server-threads must be >= 1"):
        engines.server_thread_env(0)
    report = {"config": {"server_threads": 1}, "environment": {"omp_num_threads": None}}
    assert engines.threads_label(report) == "1 torch thread(s) per server"
    monkeypatch.setenv("OMP_NUM_THREADS", "2")
    inherited = {"config": {"server_threads": None}, "environment": environment()}
    assert engines.threads_label(inherited) == "2 torch thread(s) per server"
    default = {"config": {}, "environment": {"omp_num_threads": None}}
    assert "one per core" in engines.threads_label(default)
    assert "not recorded" in engines.threads_label({"config": {}, "environment": {}})
