#!/usr/bin/env bash
# GPU check of gravity's Triton kernels: correctness against the references, then timings
# (see benchmarks/gpu_check.py), and the width policy's cost table (section `widths`: one pass of
# a random-weight GLM-OCR decoder at widths 1/5/9/17/33, batch 1..64, CUDA graphs). Installs
# nothing and needs no sglang: only torch and triton (flashinfer is timed when it imports). Each
# section starts only within --time-budget-s (480 s), so one run fits a 10-minute call.
#   benchmarks/gpu_check.sh [--json PATH] [--bandwidth-tbps 4.8] [--sections ...]
#   benchmarks/gpu_check.sh --sections widths   # the cost table alone
#   benchmarks/gpu_check.sh --dry-run     # tiny sizes, CPU under TRITON_INTERPRET=1: checks the script
# JSON goes to --json PATH, else $OUT/gpu_check.json, else ./gpu_check.json; the cost table to
# width_costs.json beside it (sglang_gravity.width.policy.CostTable; serve it with SGLANG_GRAVITY_WIDTH_COSTS=PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c "import torch, triton" 2>/dev/null && [ -x .venv/bin/python ]; then
    PYTHON=.venv/bin/python
fi
exec "$PYTHON" benchmarks/gpu_check.py "$@"
