#!/usr/bin/env bash
# GPU check of gravity's Triton kernels: correctness against the references, then timings
# (see benchmarks/gpu_check.py). Installs nothing and needs no sglang: only torch and triton
# (flashinfer is timed when it imports). Runs in well under 10 minutes on one H100/H200.
#   benchmarks/gpu_check.sh [--json PATH] [--bandwidth-tbps 4.8] [--sections ...]
#   benchmarks/gpu_check.sh --dry-run     # tiny sizes, CPU under TRITON_INTERPRET=1: checks the script
# JSON goes to --json PATH, else $OUT/gpu_check.json, else ./gpu_check.json.
set -euo pipefail
cd "$(dirname "$0")/.."
# The import path sglang_gravity.kernels is a symlink to kernels/; recreate it if a copy of the
# tree lost it (the symlink is tracked, but not every copy keeps links).
if [ -L sglang_gravity/kernels ] && [ ! -e sglang_gravity/kernels/__init__.py ]; then
    rm sglang_gravity/kernels
fi
[ -e sglang_gravity/kernels ] || ln -s ../kernels sglang_gravity/kernels
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c "import torch, triton" 2>/dev/null && [ -x .venv/bin/python ]; then
    PYTHON=.venv/bin/python
fi
exec "$PYTHON" benchmarks/gpu_check.py "$@"
