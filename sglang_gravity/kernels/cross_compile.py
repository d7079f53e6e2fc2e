"""Compile gravity's kernels for NVIDIA GPUs on a machine without one, and read the machine code.

The interpreter tests prove what the kernels compute; they say nothing about the code a GPU runs.
Triton compiles for a GPU target without a GPU (its wheel ships ``ptxas`` and ``cuobjdump``), so
here the *exact* launches a server makes — planned by the launchers' own ``plan_*`` functions,
specialised by Triton's own binder on the argument values (a stride divisible by 16 becomes an
alignment hint, as at a real launch) — are compiled for sm_80 / sm_90 / sm_100 and their SASS
read back: registers, spills, shared memory, tensor-core instructions and the width of every
global load. Those are preconditions for the window kernel to approach its bytes-moved floor;
whether it does needs a GPU to time it (``benchmarks/gpu_check.sh``).

    python -m sglang_gravity.kernels.cross_compile [--arch sm_90 ...] [--json PATH]

It must run in a process where triton was imported *without* ``TRITON_INTERPRET=1``.
Compiling leans on Triton internals (the binder, ``JITFunction._pack_args``) that the pinned
triton (3.8, via torch 2.14.1) has; a new triton may need this file touched.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import torch
import triton
from triton import knobs
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource, make_backend
from triton.runtime.jit import JITFunction, create_function_from_signature

from sglang_gravity.decoding.round import DRAFT_MODE
from sglang_gravity.kernels import acceptance, window_attention
from sglang_gravity.kernels.launch import KernelLaunch, LaunchTarget


@dataclass(frozen=True)
class Arch:
    """What a compiled kernel is checked against on one GPU generation."""

    name: str  # "sm_90"
    gpu: str  # the part the limits are for
    capability: int
    multiprocessors: int  # sets the KV splits, as on that GPU
    shared_per_sm: int  # bytes
    max_shared_per_block: int  # bytes (opt-in maximum)
    tensor_core_ops: tuple[str, ...]  # SASS opcode prefixes of its MMA instructions
    registers_per_sm: int = 65536
    max_warps_per_sm: int = 64
    max_blocks_per_sm: int = 32
    shared_reserved_per_block: int = 1024  # the driver's per-block reservation (sm_80+)

    @property
    def target(self) -> GPUTarget:
        return GPUTarget("cuda", self.capability, 32)


ARCHS = {
    arch.name: arch
    for arch in (
        Arch("sm_80", "A100-SXM", 80, 108, 167936, 166912, ("HMMA",)),
        Arch("sm_90", "H100-SXM", 90, 132, 233472, 232448, ("HGMMA", "HMMA")),
        Arch("sm_100", "B200", 100, 148, 233472, 232448, ("UTCHMMA", "UTCQMMA", "HMMA")),
    )
}

_SASS_OPCODE = re.compile(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P[T0-9]+\s+)?([A-Z][A-Z0-9_.]*)")
_RESOURCES = re.compile(r"REG:(\d+)\s+STACK:(\d+)\s+SHARED:(\d+)\s+LOCAL:(\d+)")
_WIDTH_SUFFIX = {"U8": 8, "S8": 8, "U16": 16, "S16": 16, "64": 64, "128": 128}


def global_load_bits(opcode: str) -> int | None:
    """Bits per thread of a global load (``LDG``/``LDGSTS``) opcode, None for anything else.

    ``LDG.E.128`` -> 128, ``LDG.E.U16`` -> 16, ``LDGSTS.E.BYPASS.128`` -> 128, ``LDG.E`` -> 32.
    """
    parts = opcode.split(".")
    if parts[0] not in ("LDG", "LDGSTS"):
        return None
    widths = [_WIDTH_SUFFIX[p] for p in parts[1:] if p in _WIDTH_SUFFIX]
    return widths[-1] if widths else 32


@dataclass
class KernelReport:
    """One compiled kernel, as its cubin says."""

    case: str
    arch: str
    kernel: str
    dtype: str  # of the attention operands ("bfloat16"), or of the ids ("int64")
    num_warps: int
    num_stages: int
    registers: int  # per thread
    spill_instructions: int  # STL/LDL: register spills to the stack and back
    stack_bytes: int  # per-thread stack frame (where ptxas spills)
    local_bytes: int  # per-thread local arrays
    static_shared: int
    dynamic_shared: int
    opcodes: dict[str, int] = field(repr=False)
    blocks_per_sm: int = 0
    occupancy_limit: str = ""

    @property
    def shared_bytes(self) -> int:
        return self.static_shared + self.dynamic_shared

    def tensor_core_ops(self, arch: Arch) -> int:
        return sum(n for op, n in self.opcodes.items() if op.startswith(arch.tensor_core_ops))

    def global_loads_by_bits(self) -> dict[int, int]:
        """Static count of global-load instructions per width (bits per thread)."""
        widths: Counter[int] = Counter()
        for opcode, count in self.opcodes.items():
            bits = global_load_bits(opcode)
            if bits is not None:
                widths[bits] += count
        return dict(sorted(widths.items()))

    def async_copies(self) -> int:
        """cp.async (``LDGSTS``) and TMA (``UTMALDG``) loads: global-to-shared pipelining."""
        return sum(n for op, n in self.opcodes.items() if op.startswith(("LDGSTS", "UTMALDG")))


def _cuda_tool(name: str) -> str:
    tool = getattr(knobs.nvidia, name)
    return tool.path


def compile_launch(launch: KernelLaunch, arch: Arch) -> triton.compiler.CompiledKernel:
    """Compile ``launch`` for ``arch`` as ``JITFunction.run`` would at launch time.

    The binder turns each argument into its specialisation (tensor dtypes and 16-byte
    alignment, integers divisible by 16 or equal to 1), exactly as for a real launch.
    """
    kernel = launch.kernel
    if not isinstance(kernel, JITFunction):
        raise RuntimeError(
            f"{launch.name} is a {type(kernel).__name__}, not a JITFunction: triton was imported "
            "under TRITON_INTERPRET=1; cross-compile in a process without it"
        )
    backend = make_backend(arch.target)
    binder = create_function_from_signature(kernel.signature, kernel.params, backend)
    kwargs = dict(launch.kwargs)
    kwargs["debug"] = kernel.debug or knobs.runtime.debug
    kwargs["instrumentation_mode"] = knobs.compilation.instrumentation_mode
    bound_args, specialization, options = binder(**kwargs)
    options, signature, constexprs, attrs = kernel._pack_args(
        backend, kwargs, bound_args, specialization, options
    )
    source = ASTSource(kernel, signature, constexprs, attrs)
    return triton.compile(source, target=arch.target, options=options.__dict__)


def _blocks_per_sm(arch: Arch, registers: int, num_warps: int, shared: int) -> tuple[int, str]:
    """Resident blocks per SM and what limits them (registers are allocated per warp in units
    of 256, from a per-thread count rounded up to 8)."""
    registers_per_warp = math.ceil(math.ceil(registers / 8) * 8 * 32 / 256) * 256
    limits = {
        "registers": arch.registers_per_sm // (registers_per_warp * num_warps),
        "shared memory": arch.shared_per_sm // (shared + arch.shared_reserved_per_block),
        "warps": arch.max_warps_per_sm // num_warps,
        "blocks": arch.max_blocks_per_sm,
    }
    limiter = min(limits, key=limits.__getitem__)
    return limits[limiter], limiter


def read_cubin(
    case: str, arch: Arch, compiled: triton.compiler.CompiledKernel, dtype: str = ""
) -> KernelReport:
    """Resources and the opcode histogram of a compiled kernel, via the bundled cuobjdump."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "kernel.cubin")
        with open(path, "wb") as handle:
            handle.write(compiled.asm["cubin"])
        cuobjdump = _cuda_tool("cuobjdump")
        usage = subprocess.run(
            [cuobjdump, "-res-usage", path], capture_output=True, text=True, check=True
        ).stdout
        sass = subprocess.run(
            [cuobjdump, "-sass", path], capture_output=True, text=True, check=True
        ).stdout
    match = _RESOURCES.search(usage)
    if match is None:
        raise RuntimeError(f"cuobjdump -res-usage printed no resource line:\n{usage}")
    registers, stack, static_shared, local = (int(v) for v in match.groups())
    opcodes = Counter(_SASS_OPCODE.findall(sass))
    if not opcodes:
        raise RuntimeError("cuobjdump -sass printed no instructions")
    metadata = compiled.metadata
    report = KernelReport(
        case=case,
        arch=arch.name,
        kernel=compiled.name,
        dtype=dtype,
        num_warps=metadata.num_warps,
        num_stages=metadata.num_stages,
        registers=registers,
        spill_instructions=sum(n for op, n in opcodes.items() if op.startswith(("STL", "LDL"))),
        stack_bytes=stack,
        local_bytes=local,
        static_shared=static_shared,
        dynamic_shared=metadata.shared,
        opcodes=dict(opcodes.most_common()),
    )
    report.blocks_per_sm, report.occupancy_limit = _blocks_per_sm(
        arch, registers, metadata.num_warps, report.shared_bytes
    )
    return report


# ---------------------------------------------------------------------------------------------
# The launches a GLM-OCR server makes (GLM-OCR's sizes), planned from small CPU tensors whose
# strides, dtypes and alignment are those of SGLang's buffers.


@dataclass(frozen=True)
class WindowCase:
    """One window-attention launch shape."""

    label: str
    batch_size: int
    q_heads: int = 16
    kv_heads: int = 8
    head_dim: int = 128
    window: int = 33  # K = bd_size + 1
    dtype: torch.dtype = torch.bfloat16
    block_m: int | None = None
    block_n: int | None = None
    num_warps: int | None = None
    context_len: int = 131072  # the model's; SGLang's req_to_token row adds 4 + K
    kv_token_padding: int = 0  # extra elements per KV token row (0: SGLang's contiguous buffer)


GLM_OCR_CASES = (
    WindowCase("glm bs64 (one split)", batch_size=64),
    WindowCase("glm bs1 (split-KV)", batch_size=1),
    WindowCase("glm bs64 fp16", batch_size=64, dtype=torch.float16),
    WindowCase("glm bs64 fp32", batch_size=64, dtype=torch.float32),
    WindowCase("glm bs64 block_m 64", batch_size=64, block_m=64),
    WindowCase("d64 G4 K9 bs8", batch_size=8, q_heads=16, kv_heads=4, head_dim=64, window=9),
)


def plan_window_case(case: WindowCase, arch: Arch) -> list[KernelLaunch]:
    """The launches of one window pass of ``case`` on ``arch``, from CPU stand-in tensors."""
    slots = 64
    width = case.head_dim + case.kv_token_padding
    kv = torch.empty((slots, case.kv_heads, width), dtype=case.dtype)[:, :, : case.head_dim]
    query = torch.empty(
        (case.batch_size * case.window, case.q_heads, case.head_dim), dtype=case.dtype
    )
    req_to_token = torch.zeros((4, case.context_len + 4 + case.window), dtype=torch.int32)
    _, launches = window_attention.plan_window_attention(
        query,
        kv,
        kv,
        req_to_token,
        torch.zeros(case.batch_size, dtype=torch.int64),
        torch.zeros(case.batch_size, dtype=torch.int64),
        case.window,
        torch.full((1,), DRAFT_MODE, dtype=torch.int32),
        case.head_dim**-0.5,
        tuning=window_attention.WindowTuning(
            block_m=case.block_m, block_n=case.block_n, num_warps=case.num_warps
        ),
        target=LaunchTarget(cuda=True, multiprocessors=arch.multiprocessors),
    )
    return launches


def plan_acceptance_case(batch_size: int = 64, window: int = 33) -> list[KernelLaunch]:
    """The acceptance launch of one round (int64 argmax and seq_lens, as the worker has them)."""
    ids = torch.zeros((batch_size, window), dtype=torch.int64)
    _, launches = acceptance.plan_accept_and_pack(
        ids, ids.clone(), torch.zeros(batch_size, dtype=torch.int64)
    )
    return launches


def cross_compile_reports(
    archs: Sequence[Arch], cases: Sequence[WindowCase] = GLM_OCR_CASES
) -> list[KernelReport]:
    reports = []
    for arch in archs:
        planned = [
            (case.label, str(case.dtype).removeprefix("torch."), plan_window_case(case, arch))
            for case in cases
        ]
        planned.append(("acceptance bs64 K33", "int64", plan_acceptance_case()))
        for label, dtype, launches in planned:
            for launch in launches:
                reports.append(read_cubin(label, arch, compile_launch(launch, arch), dtype))
    return reports


def report_row(report: KernelReport) -> dict[str, Any]:
    """One report as JSON, with its derived counts."""
    return asdict(report) | {
        "tensor_core_ops": report.tensor_core_ops(ARCHS[report.arch]),
        "async_copies": report.async_copies(),
        "global_loads_by_bits": report.global_loads_by_bits(),
    }


def format_table(reports: Sequence[KernelReport]) -> str:
    header = (
        f"{'arch':<7}{'case':<22}{'kernel':<34}{'warps':>5}{'regs':>6}{'spill':>6}"
        f"{'smem KiB':>9}{'blk/SM':>7} {'limit':<14}{'MMA':>5}{'async':>6}  global loads (bits:n)"
    )
    lines = [header, "-" * len(header)]
    for r in reports:
        arch = ARCHS[r.arch]
        loads = " ".join(f"{bits}:{n}" for bits, n in r.global_loads_by_bits().items())
        lines.append(
            f"{r.arch:<7}{r.case:<22}{r.kernel:<34}{r.num_warps:>5}{r.registers:>6}"
            f"{r.spill_instructions:>6}{r.shared_bytes / 1024:>9.1f}{r.blocks_per_sm:>7} "
            f"{r.occupancy_limit:<14}{r.tensor_core_ops(arch):>5}{r.async_copies():>6}  {loads}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", action="append", choices=sorted(ARCHS), help="repeatable")
    parser.add_argument("--json", help="write the reports here")
    args = parser.parse_args(argv)
    if os.environ.get("TRITON_INTERPRET", "0") not in ("", "0"):
        print("cross_compile: unset TRITON_INTERPRET (it compiles for a GPU)", file=sys.stderr)
        return 2
    archs = [ARCHS[name] for name in (args.arch or ["sm_80", "sm_90"])]
    reports = cross_compile_reports(archs)
    print(format_table(reports))
    if args.json:
        payload = {
            "triton": triton.__version__,
            "archs": {a.name: asdict(a) for a in archs},
            "reports": [report_row(r) for r in reports],
        }
        with open(args.json, "w") as handle:
            json.dump(payload, handle, indent=1, default=str)
    return 0


if __name__ == "__main__":
    sys.exit(main())
