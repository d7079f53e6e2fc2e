"""What the offline GPU kit holds, pinned: the packages, what is trimmed from them, the budget.

The kit makes an air-gapped GPU host with a fixed Python environment (``h200_packages.txt``: the
H200 lent to this project, read off it on 2026-12-04: Python 3.12, torch 2.11.0+cu130, triton
3.6.0, transformers 5.17.0, no SGLang) serve gravity: SGLang 0.5.23 without what serving GLM-OCR
never imports, the ``sglang-kernel`` build that loads against torch 2.11 (0.4.5, the one SGLang
0.5.17 pins with torch 2.11; 0.4.10, which 0.5.23 pins, needs torch 2.14 symbols), the small
packages the host lacks (no stubs: every import SGLang makes at start-up is light enough to
carry for real). Everything here is read by
``build.py`` (this machine, with the package registries) and ``install.py`` (the host, stdlib
only), so this module imports nothing outside the standard library.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOST_PACKAGES_FILE = HERE / "h200_packages.txt"

# What one copy to the GPU host may hold: the working tree plus the kit (the transfer limit of the
# air-gapped hosts this kit was made for; `build.py --budget-mib` raises it).
CARRY_BUDGET_BYTES = 64 * 2**20
# The host's interpreter: wheels are chosen for it (cp312, manylinux x86-64).
HOST_PYTHON = "3.12"
PLATFORMS = (
    "manylinux_2_39_x86_64",
    "manylinux_2_35_x86_64",
    "manylinux_2_34_x86_64",
    "manylinux_2_28_x86_64",
    "manylinux_2_27_x86_64",
    "manylinux_2_17_x86_64",
    "manylinux2014_x86_64",
    "manylinux1_x86_64",
)


# The torch SGLang 0.5.23 pins and its wheel's Rust extensions (the radix tree core among them)
# were built against. Under another torch the bundled tree core misreads tensors: the rehearsal
# at the host's torch 2.11 failed its first prefill with "insert value must be an int64 tensor,
# got Int8" (2026-12-06). Servers from the kit then take SGLang's Python tree core (install.py).
SGLANG_BUILT_FOR_TORCH = "2.14"


def normalize(name: str) -> str:
    """A distribution name as PEP 503 compares them (``Foo_Bar`` == ``foo-bar``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def host_packages(path: Path = HOST_PACKAGES_FILE) -> dict[str, str]:
    """The host's installed distributions: normalized name -> version."""
    out = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            out[normalize(name)] = version
    return out


@dataclass(frozen=True)
class Trim:
    """Files of a wheel left out of the kit: paths matching any of ``drop`` (``fnmatch``
    patterns, whose ``*`` also matches ``/``), and why. A dropped file that a server does import
    fails at import time, loudly, on the host."""

    drop: tuple[str, ...] = ()
    why: str = ""

    def keeps(self, path: str) -> bool:
        return not any(fnmatch.fnmatchcase(path, pattern) for pattern in self.drop)


@dataclass(frozen=True)
class KitPackage:
    """One pinned distribution of the kit and what is trimmed from its wheel."""

    name: str
    version: str
    why: str
    trim: Trim = field(default_factory=Trim)

    @property
    def requirement(self) -> str:
        return f"{self.name}=={self.version}"


SGLANG_TRIM = Trim(
    drop=(
        "sglang/multimodal_gen/*",  # image/video generation runtime: never imported by srt
        "sglang/test/*",
        "sglang/srt/rust_extensions/*.so",  # gRPC/server/bench/multimodal modules, loaded on use
    ),
    why="17 MiB of Rust extensions (the gRPC server, a Rust HTTP front end, benchmarks, a "
    "multimodal preprocessor) that the Python server loads only when asked for them, the "
    "diffusion runtime and the test helpers; the radix-tree core (mem_cache/rust_tree_core) stays",
)
SGL_KERNEL_TRIM = Trim(
    drop=(
        "sgl_kernel/flash_ops.*",  # FA3 (1.1 GB): not with --attention-backend triton
        "sgl_kernel/infllm_ops.*",  # InfLLM-V2 attention, loaded on use
        "sgl_kernel/sm100/*",  # Blackwell build of common_ops; an H100/H200 loads sm90/
        "sgl_kernel/flashmla_ops.*",  # MLA (DeepSeek) kernels, loaded on use
    ),
    why="keeps every Python file, sm90/common_ops (the ops SGLang's layers import) and "
    "spatial_ops; drops FA3, FlashMLA, InfLLM and the sm100 build (1.2 GB)",
)

# Pinned: the versions pip resolved for sglang 0.5.23 on this machine (the project's venv), so the
# rehearsal here runs the same code the host gets. Each line says why the host needs it: the
# import that fails without it (found by starting a CPU server from the kit in a host-like
# interpreter, sglang_gravity/offline_kit/hostlike.py, until it served).
KIT_PACKAGES: tuple[KitPackage, ...] = (
    KitPackage("sglang", "0.5.23", "the server", SGLANG_TRIM),
    KitPackage("sglang-kernel", "0.4.5", "sgl_kernel: SGLang's CUDA ops", SGL_KERNEL_TRIM),
    KitPackage("fastapi", "0.165.0", "HTTP server"),
    KitPackage("starlette", "1.10.0", "fastapi"),
    KitPackage("uvicorn", "0.55.0", "HTTP server"),
    KitPackage("python-multipart", "0.0.34", "fastapi form routes (registered at import)"),
    KitPackage("pydantic", "2.14.4", "request schemas"),
    KitPackage("pydantic-core", "2.50.5", "pydantic"),
    KitPackage("annotated-types", "0.8.0", "pydantic"),
    KitPackage("typing-inspection", "0.4.5", "pydantic"),
    KitPackage("opentelemetry-api", "1.45.2", "fastapi"),
    KitPackage("orjson", "3.13.0", "responses"),
    KitPackage("pybase64", "1.5.1", "image payloads"),
    KitPackage("msgspec", "0.23.0", "scheduler messages"),
    KitPackage("pyzmq", "27.3.0", "inter-process queues"),
    KitPackage("dill", "0.4.1", "process start-up"),
    KitPackage("setproctitle", "1.3.8", "process names"),
    KitPackage("openai", "2.8.0", "OpenAI protocol types"),
    KitPackage("jiter", "0.19.0", "openai"),
    KitPackage("distro", "1.9.0", "openai"),
    KitPackage("sniffio", "1.3.1", "openai"),
    KitPackage("partial-json-parser", "0.2.1.1.post7", "tool-call parsers"),
    KitPackage("xgrammar", "0.2.7", "grammar backend and tool-call parsers (imported at start)"),
    KitPackage("apache-tvm-ffi", "0.1.11", "xgrammar and SGLang's JIT kernels"),
    KitPackage("jsonschema", "4.26.0", "structured outputs"),
    KitPackage("jsonschema-specifications", "2025.9.1", "jsonschema"),
    KitPackage("referencing", "0.37.0", "jsonschema"),
    KitPackage("rpds-py", "2026.9.1", "jsonschema"),
    KitPackage("compressed-tensors", "0.18.0", "quantization configs (imported at start)"),
    KitPackage("loguru", "0.7.3", "compressed-tensors"),
    KitPackage("gguf", "0.19.0", "model loader (imported at start)"),
    KitPackage("soundfile", "0.13.1", "sglang.srt.utils.common (imported at start)"),
    KitPackage("cffi", "2.1.1", "soundfile"),
    KitPackage("ipython", "9.18.1", "sglang.utils imports IPython.display"),
    KitPackage("traitlets", "5.16.1", "IPython"),
    KitPackage(
        "faker", "40.63.0", "the bench pages' content (training.data, as pyproject pins it)"
    ),
)
