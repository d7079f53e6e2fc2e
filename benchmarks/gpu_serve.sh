#!/usr/bin/env bash
# One command for an air-gapped GPU host: gravity served from the offline kit, measured, reported.
# Installs the kit (make gpu-kit, carried as build/gpu-kit) into a fresh site directory, then runs
# benchmarks/gpu_serve.py (sglang_gravity/gpu/host_run.py): a preflight (the compilers, one of
# SGLang's JIT kernels compiled, the kernel path), then the demo and a full-size random-weight
# GLM-OCR checkpoint served with AR and with gravity, one server at a time, CUDA graphs for the
# measured batch sizes, PyTorch's fused ops first and SGLang's JIT kernels after: token identity,
# tokens per forward, tok/s at concurrency 1/16/64, the round / AR-step ratio and the width default
# it gives; then, while time remains, deterministic inference, the kernel checks and SGLang's own
# speculative decoders. Under 8 minutes on an H100 or H200 (the budget: sglang_gravity/gpu/host_plan.py,
# 480 s; --time-budget-s). Needs only the host's Python (torch, triton, transformers); installs
# nothing outside a temporary folder.
#   OUT=dir benchmarks/gpu_serve.sh                         # the host run (KIT=build/gpu-kit)
#   KIT=build/kit-311 PYTHON=... benchmarks/gpu_serve.sh --dry-run   # a CPU rehearsal
# Writes $OUT/gpu_serve.json, $OUT/gpu_serve.md and $OUT/details.tar.gz after every section and
# when cut by SIGTERM/SIGINT (what ran, what was running, what never started); OUT defaults to
# runs/gpu-serve.
set -euo pipefail
# an absolute TMPDIR (the caller's relative one resolved before the cd): nvcc writes its
# temporaries there from the folder ninja builds in
if [ -n "${TMPDIR:-}" ] && [ -d "$TMPDIR" ]; then TMPDIR=$(cd "$TMPDIR" && pwd); export TMPDIR; fi
cd "$(dirname "$0")/.."
export PYTHONUNBUFFERED=1
PYTHON=${PYTHON:-python3}
KIT=${KIT:-build/gpu-kit}
OUT=${OUT:-runs/gpu-serve}
SITE=$(mktemp -d "${TMPDIR:-/tmp}/gravity-site.XXXXXX")
install_args=(--kit "$KIT" --site "$SITE" --exports)
for arg in "$@"; do
    if [ "$arg" = --dry-run ]; then install_args+=(--cpu); fi
done
started=$(date +%s)
exports=$("$PYTHON" -m sglang_gravity.offline_kit.install "${install_args[@]}")
eval "$exports"
echo "[gpu_serve] kit $KIT installed into $SITE in $(( $(date +%s) - started )) s"
export GRAVITY_KIT="$KIT"
exec "$PYTHON" benchmarks/gpu_serve.py --out "$OUT" "$@"
