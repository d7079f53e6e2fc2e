"""What the served GPU run derives from a check report (``gpu.served``) and how its report reads
(``gpu.host_report``): the round / AR-step ratio from step traces, the width default it gives, the
two kernel paths, the projection to the published checkpoint, and the Markdown in its order."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sglang_gravity.gpu import host_report, served


def _trace(path: Path, steps: list[tuple[float, int, int, bool]]) -> None:
    path.mkdir(parents=True, exist_ok=True)
    lines = [
        json.dumps(
            {
                "start": t,
                "width": w,
                "after_prefill": p,
                "rids": [str(i) for i in range(b)],
                "accepted": [2] * b,
            }
        )
        for t, w, b, p in steps
    ]
    (path / "steps-1.jsonl").write_text("\n".join(lines) + "\n")


def test_round_to_ar_step_times_the_widest_rounds_at_each_level(tmp_path) -> None:
    # batch 1: rounds of width 33 every 4 ms; batch 4: width 33 every 8 ms, one width-9 step;
    # a prefill interrupts once (its period is not a step's) and an idle gap of 1 s is left out.
    steps = [
        (0.000, 33, 1, False),
        (0.004, 33, 1, False),
        (0.008, 33, 1, False),
        (0.012, 33, 1, False),
    ]
    steps += [(1.012, 33, 4, False), (1.020, 33, 4, False), (1.028, 9, 4, False)]
    steps += [(1.100, 33, 4, True), (1.108, 33, 4, False), (1.116, 33, 4, False)]
    _trace(tmp_path, steps)
    periods = served.step_periods(tmp_path)
    assert all(p <= 0.05 for _, _, p in periods), periods
    rows = served.round_to_ar_step(periods, {1: 2.0, 16: 4.0, 64: None})
    by_level = {r["concurrency"]: r for r in rows}
    assert by_level[1]["width"] == 33 and by_level[1]["round_ms"] == pytest.approx(4.0)
    assert by_level[1]["ratio"] == pytest.approx(2.0)
    # concurrency 16 ran at batch 4 at most: its rounds, over AR's 4 ms step
    assert by_level[16]["batch"] == 4 and by_level[16]["round_ms"] == pytest.approx(8.0)
    assert by_level[16]["ratio"] == pytest.approx(2.0)
    assert by_level[64].get("ratio") is None  # AR's time there is unknown


def _check_report() -> dict:
    server = {
        "start_s": 30.0,
        "attention_backend": "triton",
        "disable_cuda_graph": False,
        "disable_overlap_schedule": False,
        "dtype": "bfloat16",
        "device": "cuda",
    }
    gravity = {
        **server,
        "attention_backend": "gravity_triton",
        "gravity": {
            "window": 33,
            "width": "full",
            "cuda_graph_widths": [33],
            "acceptance": "accept_and_pack_triton",
            "self_test": {
                "mode": "fallback",
                "passed": 4,
                "failed": [],
                "skipped": ["x"],
                "elapsed_s": 0.3,
                "fallbacks": [],
            },
        },
    }
    level = {
        "ar": {
            "decode_tok_per_s": 500.0,
            "e2e_tok_per_s": 400.0,
            "tpf": None,
            "requests": 8,
            "errors": 0,
        },
        "gravity": {
            "decode_tok_per_s": 1500.0,
            "e2e_tok_per_s": 900.0,
            "tpf": 4.5,
            "requests": 8,
            "errors": 0,
        },
        "speedup_decode": 3.0,
        "speedup_e2e": 2.25,
    }
    return {
        "verdict": {"exact": "near ties only", "faster": True},
        "identity": {"compared": 8, "identical": 7, "near_ties": 1, "real_differences": 0, "unclassified": 0, "errors": 0, "divergences": [{"page_id": "p", "verdict": "near tie"}]},
        "levels": {"1": level},
        "tpf_by_type": {"text": {"requests": 8, "tpf": 4.5, "accept_length": 9.0}},
        "servers": {"gravity": gravity, "ar": server},
        "notes": [],
    }  # fmt: skip


def test_check_summary_and_markdown(tmp_path) -> None:
    _trace(tmp_path, [(0.0, 33, 1, False), (0.006, 33, 1, False), (0.012, 33, 1, False)])
    summary = served.summarize_check(_check_report(), served.step_periods(tmp_path))
    assert summary["identity"]["near_ties"] == 1
    assert summary["startup"]["gravity"]["cuda_graphs"] is True
    assert summary["gravity"]["cuda_graph_widths"] == [33]
    (row,) = summary["round_to_ar_step"]
    assert row["round_ms"] == pytest.approx(6.0) and row["ar_step_ms"] == pytest.approx(2.0)
    assert row["ratio"] == pytest.approx(3.0)
    report = {
        "device": "NVIDIA H200",
        "sections": {
            "serve_demo": {"status": "ok", "seconds": 80.0, **summary},
            "peers": {"status": "failed", "seconds": 3.0, "error": "SectionFailed: boom\ntail"},
            "kernels": {"status": "skipped", "why": "10 s left"},
        },
    }
    text = host_report.markdown(report)
    assert "exact near ties only" in text and "| 1 | 500.0 | 1500.0 | 3.00x |" in text
    assert "| peers | failed | 3.0 | SectionFailed: boom |" in text and "## peers: failed" in text
    assert "| kernels | skipped |" in text


def test_the_width_default_drafts_where_a_round_commits_more_than_it_costs() -> None:
    ratios = [
        {"concurrency": 1, "ratio": 2.4},
        {"concurrency": 16, "ratio": 4.0},
        {"concurrency": 64, "ratio": 6.44},
        {"concurrency": 128},  # no round was timed there
    ]
    # TPF 3.5 commits 7 tokens a round: above 2.4 and 4.0, below 6.44... not at 64 (TPF 3.0)
    default = served.width_default(ratios, {1: 3.5, 16: 3.5, 64: 3.0, 128: 3.0})
    assert default["full_up_to"] == 16
    levels = default["levels"]
    assert levels["1"] == {"choice": "full", "tokens_per_round": 7.0, "ratio": 2.4}
    assert levels["64"]["choice"] == "ar" and levels["128"] == {
        "choice": None,
        "why": "not measured",
    }
    # exactly as many tokens as the round costs: AR steps (no gain for the risk)
    assert served.width_default([{"concurrency": 1, "ratio": 6.0}], {1: 3.0})["full_up_to"] is None


def test_a_width_default_that_starts_with_ar_steps_is_not_called_full_up_to_a_level() -> None:
    """The rehearsal's demo timed one narrow round at concurrency 1 (AR steps win there) and the
    full window at 2: the summary once read "full window up to concurrency 2"."""
    ratios = [{"concurrency": 1, "ratio": 4.53}, {"concurrency": 2, "ratio": 3.24}]
    default = served.width_default(ratios, {1: 2.09, 2: 3.54})
    assert default["full_up_to"] is None
    assert default["full_at"] == [2] and default["ar_at"] == [1]
    text = "\n".join(host_report.width_default_lines(default))
    assert "full window at concurrency 2, AR steps at 1" in text and "up to" not in text
    all_full = served.width_default(ratios, {1: 3.0, 2: 3.54})
    assert all_full["full_up_to"] == 2
    assert "full window up to concurrency 2;" in "\n".join(
        host_report.width_default_lines(all_full)
    )


def test_the_projection_uses_the_published_tpf_over_the_measured_ratio() -> None:
    full = {
        "levels": {"1": {"ar_decode_tok_s": 400.0}},
        "round_to_ar_step": [{"concurrency": 1, "ratio": 2.0}],
    }
    lines = served.projection_lines(full)
    assert "400.0 x 2 x 9.7 / 2.00 = 3880 tok/s" in lines[1] and "1047" in lines[1]
    assert "a projection" in lines[2]
    assert served.projection_lines({"levels": {}, "round_to_ar_step": []}) == []


def test_the_two_kernel_paths_are_compared_per_level_and_engine() -> None:
    torch_path = {"levels": {"1": {"ar_decode_tok_s": 100.0, "gravity_decode_tok_s": 300.0}}}
    jit_path = {"levels": {"1": {"ar_decode_tok_s": 110.0, "gravity_decode_tok_s": 300.0}}}
    assert served.kernel_path_lines(torch_path, jit_path) == [
        "concurrency 1, ar: 100.0 tok/s on PyTorch's fused ops, 110.0 on SGLang's JIT kernels (+10.0%)",
        "concurrency 1, gravity: 300.0 tok/s on PyTorch's fused ops, 300.0 on SGLang's JIT kernels (+0.0%)",
    ]


def test_a_cut_report_says_so_and_lists_every_section() -> None:
    report = {
        "device": "NVIDIA H100",
        "cut": "cut by SIGTERM",
        "sections": {
            "environment": {"status": "ok", "seconds": 4.0, "torch": "2.11.0", "triton": "3.6.0",
                            "transformers": "5.17.0", "sglang": {"version": "0.5.23"},
                            "sgl_kernel": {"version": "0.4.5"}, "gravity_registered": True},
            "preflight": {"status": "ok", "seconds": 20.0, "kernel_path": "jit",
                          "reasons": ["SGLang's JIT kernels: one compiled in 9 s"],
                          "tools": {"nvcc": {"path": "/usr/local/cuda/bin/nvcc", "version": "13.0"}},
                          "compile": {"kernel": "clamp_position (int64)", "status": "ok", "seconds": 9.0}},
            "serve_demo": {"status": "cut", "seconds": 50.0, "why": "SIGTERM while it ran"},
            "serve_full": {"status": "not started", "why": "SIGTERM before it started"},
        },
    }  # fmt: skip
    text = host_report.markdown(report)
    assert "**Cut: cut by SIGTERM.**" in text
    assert "| serve_demo | cut | 50.0 | SIGTERM while it ran |" in text
    assert "| serve_full | not started | - | SIGTERM before it started |" in text
    # the kernel path comes before any number
    assert text.index("## Kernel path: jit") < text.index("## serve_demo: cut")
