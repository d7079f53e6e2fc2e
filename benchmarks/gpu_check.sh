#!/usr/bin/env bash
# One command, one report: gravity's kernels and decoder passes checked and timed on one GPU in
# under 8 minutes (H100/H200). Sections, in order (see benchmarks/gpu_check.py): correctness
# (kernels against their references, one graph replayed in both modes, gravity vs AR parity),
# self_test (the server's start-up kernel checks, timed), model (a gravity round against an AR
# step, eager and CUDA graphs, batch 1/8/64), widths (one decoder pass at widths 1..33 for batch
# 1..64, eager and CUDA graphs: the width policy's cost table), kernel (the window kernel against
# its bytes-moved floor, flashinfer and SDPA), tuning. Prints a summary first: checks, the round /
# AR-step ratio at batch 1 and 64, then every table. Installs nothing and needs no sglang: only
# torch and triton (flashinfer is timed when it imports). Nothing new starts after
# --time-budget-s (420 s).
#   benchmarks/gpu_check.sh                      # everything; OUT=dir puts the report there
#   benchmarks/gpu_check.sh --sections widths    # the cost table alone
#   benchmarks/gpu_check.sh --dry-run            # tiny sizes on CPU (TRITON_INTERPRET=1): checks the script
# Writes $OUT/gpu_check.json (or --json PATH, else ./gpu_check.json), the printed text as
# gpu_check.md beside it, and the cost table as width_costs.json (sglang_gravity.width.policy.CostTable;
# serve it with SGLANG_GRAVITY_WIDTH_COSTS=PATH).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c "import torch, triton" 2>/dev/null && [ -x .venv/bin/python ]; then
    PYTHON=.venv/bin/python
fi
exec "$PYTHON" benchmarks/gpu_check.py "$@"
