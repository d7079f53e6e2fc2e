"""The served GPU run's plans as data: its sections in order, the budget and each section's share,
and the flags every server gets. The budget is stated here and nowhere else.

The GPU plan fits one H100 or H200 in 8 minutes (480 s; the kit's install before it takes
seconds). Its sections answer, in order: is the kernel path safe (``preflight``), is gravity
exact and how fast on the demo and on a full-size checkpoint with PyTorch's fused ops
(``serve_demo``, ``serve_full``: the fallback path, measured first so that the first served
numbers never depend on a compiler), then on SGLang's JIT kernels (``serve_full_jit``, when the
preflight allows it), then while time remains deterministic inference, the kernel check and the
peers. A server start may take ``START_SHARE`` of its section; CUDA graphs are captured only for
the batch sizes the run measures (``GRAPH_BATCH_SIZES``: the concurrency levels and the powers of
two between, which a draining batch falls to), not SGLang's default 27 sizes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

DEMO_DIR = "models/gravity-demo"
DEMO_MTP_DIR = "models/gravity-demo-mtp"
# Drafts accepted about as often as the published checkpoint's on text (docs/results/width-policy-cpu)
FULL_ACCEPT_BIAS = 3.55
# A server start (weights, graphs, self-test) may take this share of its section.
START_SHARE = 0.6
# A section is not started with less than this left (a server start alone takes most of it).
MIN_SECTION_S = 25.0
GRAPH_BATCH_SIZES = (1, 2, 4, 8, 16, 32, 64)
# Flags for every server on the GPU host: what the kit carries. SGLang's flashinfer sampler and
# fa3 vision attention are not in it (flashinfer: 62 MiB; fa3: 1.1 GB of sgl_kernel).
GPU_SERVER_ARGS = (
    "--sampling-backend pytorch --mm-attention-backend triton_attn "
    f"--cuda-graph-bs-decode {' '.join(map(str, GRAPH_BATCH_SIZES))}"
)
# SGLang's own decoders (AR for the identity verdict, the peers): gravity's attention backend on
# a GPU is its Triton one, so AR runs SGLang's Triton attention (its default on Hopper is FA3,
# which the kit cannot carry): bf16 differences then come from the two decoders, not two kernels.
GPU_AR_SERVER_ARGS = "--attention-backend triton"

# What the CPU rehearsal leaves out of the GPU flags, and why: every other flag runs as on the host.
CPU_UNSUPPORTED = {
    "--mm-attention-backend": "Triton's vision attention needs a GPU (no Triton CPU backend)",
    "--attention-backend": "Triton's attention needs a GPU (the CPU engine runs its own)",
}


def cpu_flags(flags: str) -> str:
    """``flags`` without the ones the CPU engine cannot take (:data:`CPU_UNSUPPORTED`, each with
    its value)."""
    words, kept = flags.split(), []
    skip = False
    for word in words:
        if skip:
            skip = False
            continue
        if word in CPU_UNSUPPORTED:
            skip = True
            continue
        if word.split("=", 1)[0] in CPU_UNSUPPORTED:
            continue
        kept.append(word)
    return " ".join(kept)


SECTIONS = (
    "environment",
    "preflight",
    "inputs",
    "serve_demo",
    "serve_full",
    "serve_full_jit",
    "deterministic",
    "kernels",
    "peers",
)


@dataclass(frozen=True)
class Plan:
    """The sizes and budget of a run: the GPU host's, or toy ones for the CPU rehearsal."""

    label: str
    budget_s: float  # no section starts after this many seconds
    caps_s: dict[str, float]  # each section's most, before the budget leaves it less
    concurrency: str
    max_requests: str
    demo_max_tokens: int
    full_max_tokens: int
    pages_per_type: int
    full_preset: str
    full_dtype: str
    server_args: str
    ar_server_args: str
    peer_variants: str
    jit_compile_s: float  # the preflight's one JIT compile, time-boxed
    sections: tuple[str, ...] = field(default=SECTIONS)


GPU_PLAN = Plan(
    label="GPU",
    budget_s=480.0,
    caps_s={
        "environment": 30,
        "preflight": 75,
        "inputs": 45,
        "serve_demo": 110,
        "serve_full": 120,
        "serve_full_jit": 100,
        "deterministic": 90,
        "kernels": 60,
        "peers": 150,
    },
    concurrency="1,16,64",
    max_requests="8,32,66",
    demo_max_tokens=512,
    full_max_tokens=256,
    pages_per_type=22,
    full_preset="glm-ocr",
    full_dtype="bfloat16",
    server_args=GPU_SERVER_ARGS,
    ar_server_args=GPU_AR_SERVER_ARGS,
    peer_variants="auto,ngram,nextn",  # the full window ran in serve_demo
    jit_compile_s=45.0,
)
# The CPU rehearsal: the same sections and flags on the CPU engine at toy sizes (but the flags of
# CPU_UNSUPPORTED; the CPU engine captures no CUDA graphs), the preflight's compile built for
# Hopper without running it, the JIT section skipped only if that compile fails.
DRY_PLAN = Plan(
    label="dry run (CPU engine, toy sizes)",
    budget_s=1500.0,
    caps_s={
        "environment": 120,
        "preflight": 120,
        "inputs": 120,
        "serve_demo": 300,
        "serve_full": 300,
        "serve_full_jit": 300,
        "deterministic": 300,
        "kernels": 240,
        "peers": 300,
    },
    concurrency="1,2",
    max_requests="2,4",
    demo_max_tokens=24,
    # Several rounds of the full window (K = 33, the toy drafts accept nearly all of it): the
    # round / AR-step table times a round by the start of the next one of the same request.
    full_max_tokens=128,
    pages_per_type=2,
    full_preset="toy",
    full_dtype="float32",
    server_args=cpu_flags(GPU_SERVER_ARGS),
    ar_server_args=cpu_flags(GPU_AR_SERVER_ARGS),
    peer_variants="ngram",  # the full window ran in serve_demo; NGRAM's CPU failure is known
    jit_compile_s=90.0,  # nvcc on two shared cores: 12 s alone, past 30 s beside a training run
)


def plan_for(dry_run: bool) -> Plan:
    return DRY_PLAN if dry_run else GPU_PLAN
