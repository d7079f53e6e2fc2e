"""What a server process started from the kit will import, read in a process of its own.

    python -m sglang_gravity.offline_kit.probe environment
    python -m sglang_gravity.offline_kit.probe jit

prints one ``PROBE=`` line of JSON. ``environment``: the interpreter, torch/triton/transformers, CUDA and the
device, SGLang and ``sgl_kernel`` as they import from the kit (with one ``sgl_kernel`` op run on
the device against PyTorch: do its compiled ops load against the host's torch?), the plugin's
entry point, and whether gravity registers with SGLang. The served GPU run (``gpu.host_run``)
runs it as its first section, with the same environment its servers get. ``jit``: compile one of
SGLang's JIT kernels (the decode position clamp, the smallest on a GLM-OCR path) through SGLang's
own builder into ``SGLANG_JIT_CACHE_DIR``, and on a GPU run it against PyTorch; without a GPU it is
built for Hopper (sm_90a) and not run, which still proves the toolchain (nvcc, the host C++
compiler, ninja, tvm-ffi's headers). The preflight (``gpu.preflight``) runs it time-boxed. Both
live here, not in ``gpu/``, because they import SGLang, which the GPU modules never do.
"""

from __future__ import annotations

import importlib.metadata as metadata
import json
import os
import shutil
import sys
from typing import Any


def environment() -> dict[str, Any]:
    out: dict[str, Any] = {"python": sys.version.split()[0]}
    import torch
    import transformers
    import triton

    cuda = torch.cuda.is_available()
    out.update(
        torch=torch.__version__,
        triton=triton.__version__,
        transformers=transformers.__version__,
        cuda=cuda,
        device=torch.cuda.get_device_name() if cuda else "cpu",
        nvcc=shutil.which("nvcc"),
        ninja=shutil.which("ninja"),
        cuda_home=os.environ.get("CUDA_HOME"),
    )
    import sglang

    out["sglang"] = {"version": sglang.__version__, "path": sglang.__file__}
    out["sgl_kernel"] = _sgl_kernel(torch, cuda)
    out["plugins"] = [e.value for e in metadata.entry_points(group="sglang.srt.plugins")]
    from sglang_gravity.serving.plugin import register

    register()
    from sglang.srt.speculative.spec_info import SpeculativeAlgorithm

    out["gravity_registered"] = SpeculativeAlgorithm.from_string("GRAVITY") is not None
    return out


def _sgl_kernel(torch, cuda: bool) -> dict[str, Any]:
    """sgl_kernel's version and files, and on a GPU one of its ops (RMSNorm) against PyTorch."""
    info: dict[str, Any] = {}
    try:
        import sgl_kernel

        ops = getattr(sgl_kernel, "common_ops", None)
        info |= {
            "version": getattr(sgl_kernel, "__version__", None),
            "path": sgl_kernel.__file__,
            "common_ops": getattr(ops, "__file__", None),
        }
        if cuda:
            x = torch.randn(8, 1536, device="cuda", dtype=torch.bfloat16)
            w = torch.rand(1536, device="cuda", dtype=torch.bfloat16) + 0.5
            ref = x.float() * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + 1e-6)
            got = sgl_kernel.rmsnorm(x, w, 1e-6)
            info["rmsnorm_max_error"] = (got.float() - ref * w.float()).abs().max().item()
    except Exception as exc:  # the report names what failed to load
        info["error"] = f"{type(exc).__name__}: {exc}"
    return info


def jit() -> dict[str, Any]:
    """Compile (and on a GPU run) SGLang's JIT position clamp; the module it built, and how long."""
    import time

    import torch
    from sglang.kernels.ops.attention.clamp_position import (
        _jit_clamp_position_module,
        clamp_position_cuda,
    )

    out: dict[str, Any] = {"kernel": "clamp_position (int64)", "gpu": torch.cuda.is_available()}
    started = time.monotonic()
    if out["gpu"]:
        seq_lens = torch.tensor([5, 1, 0, 4096], dtype=torch.int64, device="cuda")
        got = clamp_position_cuda(seq_lens).cpu().tolist()
        out["result_ok"] = got == [4, 0, 0, 4095]
    else:
        from sglang.kernels.jit.utils import override_jit_cuda_arch

        with override_jit_cuda_arch(9, 0):
            _jit_clamp_position_module(torch.int64)
        out["target"] = "sm_90a (no GPU here: built, not run)"
    out["seconds"] = round(time.monotonic() - started, 2)
    return out


PROBES = {"environment": environment, "jit": jit}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1 or args[0] not in PROBES:
        print(f"usage: python -m sglang_gravity.offline_kit.probe {{{','.join(PROBES)}}}")
        return 2
    print("PROBE=" + json.dumps(PROBES[args[0]](), default=str), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
