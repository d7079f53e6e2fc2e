"""What every section shares: the sizes of a run, the context, the timer and table formatting."""

from __future__ import annotations

import argparse
import math
import os
import platform
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

import torch

from sglang_gravity.kernels.paged_inputs import PagedWindowInputs

# Datasheet HBM bandwidth, bytes/s, by device-name fragment (the floor's default).
DATASHEET_BANDWIDTH = {"H200": 4.8e12, "H100": 3.35e12}


@dataclass(frozen=True)
class Sizes:
    """Attention and decoder shapes of one run (GLM-OCR's, or tiny ones for --dry-run)."""

    q_heads: int
    kv_heads: int
    head_dim: int
    window: int  # K = B + 1
    prefixes: tuple[int, ...]
    batches: tuple[int, ...]
    layers: int
    hidden: int
    ffn: int
    vocab: int
    rope_dim: int
    kernel_iters: int
    model_iters: int
    parity_layers: int
    parity_rounds: int
    widths: tuple[int, ...]  # window widths of the cost-model calibration (1 = an AR pass)
    width_batches: tuple[int, ...]
    width_prefix: int


GLM_OCR = Sizes(
    q_heads=16,
    kv_heads=8,
    head_dim=128,
    window=33,
    prefixes=(1024, 4096, 16384),
    batches=(1, 8, 64),
    layers=16,
    hidden=1536,
    ffn=4608,
    vocab=59392,
    rope_dim=64,
    kernel_iters=40,
    model_iters=10,
    parity_layers=4,
    parity_rounds=4,
    widths=(1, 2, 3, 5, 9, 17, 33),
    width_batches=(1, 2, 4, 8, 16, 32, 64),
    width_prefix=1024,
)
TINY = Sizes(
    q_heads=4,
    kv_heads=2,
    head_dim=32,
    window=5,
    prefixes=(24, 70),
    batches=(1, 2),
    layers=2,
    hidden=64,
    ffn=96,
    vocab=101,
    rope_dim=16,
    kernel_iters=2,
    model_iters=2,
    parity_layers=2,
    parity_rounds=2,
    widths=(1, 3, 5),
    width_batches=(1, 2),
    width_prefix=24,
)


# --- timing ----------------------------------------------------------------------------------


class Timer:
    """Median of many runs: CUDA events on a GPU, wall clock on CPU (dry runs only: those
    numbers mean nothing). With ``flush`` a 512 MiB write precedes each run: it evicts L2 and
    keeps the GPU busy while the host launches, so the events time the GPU, not the launch."""

    def __init__(self, device: torch.device, iters: int, warmup: int = 3) -> None:
        self.device = device
        self.iters = iters
        self.warmup = warmup
        self._flush = (
            torch.empty(512 << 20, dtype=torch.uint8, device=device)
            if device.type == "cuda"
            else None
        )

    def __call__(self, fn: Callable[[], Any], flush: bool = True) -> dict[str, float]:
        for _ in range(self.warmup):
            fn()
        times_us: list[float] = []
        if self.device.type == "cuda":
            events = []
            for _ in range(self.iters):
                if flush:
                    self._flush.zero_()
                start, end = (
                    torch.cuda.Event(enable_timing=True),
                    torch.cuda.Event(enable_timing=True),
                )
                start.record()
                fn()
                end.record()
                events.append((start, end))
            torch.cuda.synchronize()
            times_us = [s.elapsed_time(e) * 1e3 for s, e in events]
        else:
            for _ in range(self.iters):
                t0 = time.perf_counter()
                fn()
                times_us.append((time.perf_counter() - t0) * 1e6)
        times_us.sort()
        return {
            "median_us": statistics.median(times_us),
            "p10_us": times_us[len(times_us) // 10],
            "p90_us": times_us[(len(times_us) * 9) // 10],
            "runs": len(times_us),
        }


def capture_graph(fn: Callable[[], Any]) -> torch.cuda.CUDAGraph:
    """Warm up on a side stream (compiles Triton kernels), then capture one call."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(2):
            fn()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    return graph


def measure_copy_bandwidth(device: torch.device) -> float | None:
    """Bytes/s of a device-to-device copy (read + write counted), a practical HBM ceiling."""
    if device.type != "cuda":
        return None
    src = torch.empty(1 << 30, dtype=torch.uint8, device=device)
    dst = torch.empty_like(src)
    timing = Timer(device, iters=10)(lambda: dst.copy_(src), flush=False)
    return 2 * src.numel() / (timing["median_us"] * 1e-6)


# --- context ---------------------------------------------------------------------------------


class Context:
    """What the sections share: sizes, device, the kernel modules, the clock.

    The kernel modules are imported here, not at module level: the driver switches Triton's
    interpreter on (dry run on CPU) before the first import of triton.
    """

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.dry_run = args.dry_run
        self.sizes = TINY if args.dry_run else GLM_OCR
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.started = time.monotonic()
        from sglang_gravity.decoding import round as round_module
        from sglang_gravity.kernels import acceptance, window_attention

        self.round, self.acceptance, self.window_attention = (
            round_module,
            acceptance,
            window_attention,
        )
        self.flashinfer, self.flashinfer_error = None, None
        if self.device.type == "cuda":
            try:
                import flashinfer

                self.flashinfer = flashinfer
            except Exception as exc:  # not in every image; reported in the table
                self.flashinfer_error = f"unavailable: {type(exc).__name__}: {exc}"[:200]
        else:
            self.flashinfer_error = "unavailable: no CUDA"
        self.copy_bandwidth = measure_copy_bandwidth(self.device)
        name = torch.cuda.get_device_name(self.device) if self.device.type == "cuda" else "cpu"
        self.device_name = name
        datasheet = next((b for key, b in DATASHEET_BANDWIDTH.items() if key in name), None)
        if args.bandwidth_tbps is not None:
            self.bandwidth, self.bandwidth_source = args.bandwidth_tbps * 1e12, "--bandwidth-tbps"
        elif datasheet is not None:
            self.bandwidth, self.bandwidth_source = datasheet, "datasheet"
        elif self.copy_bandwidth is not None:
            self.bandwidth, self.bandwidth_source = self.copy_bandwidth, "measured copy"
        else:
            self.bandwidth, self.bandwidth_source = 4.8e12, "assumed (dry run)"

    def mode_tensors(self) -> tuple[torch.Tensor, torch.Tensor]:
        draft, verify = self.round.DRAFT_MODE, self.round.VERIFY_MODE
        return tuple(
            torch.tensor([m], dtype=torch.int32, device=self.device) for m in (draft, verify)
        )

    def over_budget(self) -> bool:
        return time.monotonic() - self.started > self.args.time_budget_s

    def environment(self) -> dict[str, Any]:
        import triton

        return {
            "device": self.device_name,
            "torch": torch.__version__,
            "triton": triton.__version__,
            "python": platform.python_version(),
            "flashinfer": getattr(self.flashinfer, "__version__", self.flashinfer_error),
            "multiprocessors": self.window_attention._multiprocessor_count(self.device),
            "copy_tbps": None if self.copy_bandwidth is None else self.copy_bandwidth / 1e12,
            "floor_tbps": self.bandwidth / 1e12,
            "floor_bandwidth_source": self.bandwidth_source,
            "dry_run": self.dry_run,
            "triton_interpret": os.environ.get("TRITON_INTERPRET"),
        }


def empty_cache(device: torch.device) -> None:
    """Hand a configuration's buffers back before the next one allocates its own."""
    if device.type == "cuda":
        torch.cuda.empty_cache()


def fmt(value: Any, digits: int = 1) -> str:
    """A table cell: ``-`` for a missing value, so rows with skipped columns still line up."""
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits}f}" if math.isfinite(value) else str(value)
    return str(value)


class Section(NamedTuple):
    """One section of the check: its rows for the JSON, and its table on stdout."""

    run: Callable[[Context], list[dict[str, Any]]]
    print_table: Callable[[dict[str, Any]], None]


def time_eager_and_graph(
    timer: Timer, fn: Callable[[], Any], row: dict[str, Any], name: str, device: torch.device
) -> None:
    """``row[name_eager_us]`` and, on a GPU, ``row[name_graph_us]`` (one CUDA graph replayed);
    a forward that fails is recorded as ``row[name_error]``, so one bad shape does not end the
    section."""
    try:
        row[f"{name}_eager_us"] = timer(fn, flush=False)["median_us"]
        if device.type == "cuda":
            graph = capture_graph(fn)
            row[f"{name}_graph_us"] = timer(graph.replay, flush=False)["median_us"]
            del graph
    except Exception as exc:
        row[f"{name}_error"] = f"{type(exc).__name__}: {exc}"[:300]


def print_errors(row: dict[str, Any]) -> None:
    """Under a table row: each forward of it that failed, with its error."""
    for key, value in row.items():
        if key.endswith("_error"):
            print(f"  {key}: {value}")


def run_window(
    kernels: Any, batch: PagedWindowInputs, mode: torch.Tensor, **kwargs: Any
) -> torch.Tensor:
    """The Triton window kernel on ``batch`` (``kernels``: the context's loaded module)."""
    return kernels.window_attention_triton(*batch.args(mode), **kwargs)


def run_reference(kernels: Any, batch: PagedWindowInputs, mode: torch.Tensor) -> torch.Tensor:
    """The kernel's PyTorch reference in fp32: what every dtype is compared against."""
    return kernels.window_attention_reference(*batch.in_fp32().args(mode))
