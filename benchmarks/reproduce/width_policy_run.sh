#!/usr/bin/env bash
# The width policy's workloads on CPU, each from one bench_engines run: plain AR, gravity at each
# fixed width, and SGLANG_GRAVITY_WIDTH=auto, side by side (every variant between two AR passes),
# with step traces recorded for the replay tests (tests/data/width/*.json).
# Reproduces docs/results/width-policy-cpu (its README says which run is which):
#   benchmarks/reproduce/width_policy_run.sh OUT_DIR [mid|full|demo|demo_by_type]...
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${1:?OUT_DIR}; shift
PY=${PYTHON:-.venv/bin/python}
mkdir -p "$OUT"
run_mid() {  # random-weight decoder, hidden 768, 8 layers, K = 9: drafts do not pay
    [ -d "$OUT/mid9" ] || $PY -m sglang_gravity.checkpoints.sized "$OUT/mid9" --preset small \
        --bd-size 8 --dtype float32
    $PY benchmarks/bench_engines.py --model-path "$OUT/mid9" --variants width=1,width=5,fixed,auto \
        --concurrency 1,16 --max-requests 8,32 --max-tokens 64 --warmup 1 \
        --max-total-tokens 16384 --step-trace "$OUT/mid/steps" --out "$OUT/mid"
}
run_full() {  # GLM-OCR's decoder (hidden 1536, 16 layers, vocab 59392), K = 33, drafts partly accepted
    [ -d "$OUT/full33" ] || $PY -m sglang_gravity.checkpoints.sized "$OUT/full33" --preset glm-ocr \
        --bd-size 32 --dtype float32 --accept-bias "${ACCEPT_BIAS:-3.55}"
    $PY benchmarks/bench_engines.py --model-path "$OUT/full33" --one-at-a-time \
        --variants width=1,width=5,fixed,auto --concurrency 1,16 \
        --max-requests 4,16 --max-tokens 48 --warmup 1 --max-total-tokens 16384 \
        --step-trace "$OUT/full/steps" --out "$OUT/full"
}
run_demo() {  # the trained demo checkpoint, K = 9: drafts pay
    $PY benchmarks/make_bench_set.py --per-type 11 --out "$OUT/bench-set"
    $PY benchmarks/bench_engines.py --model-path models/gravity-demo --data "$OUT/bench-set" \
        --variants width=1,width=5,fixed,auto --concurrency 1,16 --max-requests 16,32 \
        --max-tokens 512 --warmup 2 --step-trace "$OUT/demo/steps" --out "$OUT/demo"
}
run_demo_by_type() {  # the demo checkpoint per content type (the bundled pages), 1 to 64 concurrent
    $PY benchmarks/bench_engines.py --model-path models/gravity-demo \
        --variants auto,fixed,width=5,width=1 --by-type --concurrency 1,4,16,64 \
        --max-requests 10,20,64,128 --repeats 2 --step-trace "$OUT/demo-by-type/steps" \
        --out "$OUT/demo-by-type"
}
[ $# -gt 0 ] || set -- mid full demo demo_by_type
for workload in "$@"; do
    "run_$workload"
done
