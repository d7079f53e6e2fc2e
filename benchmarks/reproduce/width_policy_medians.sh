#!/usr/bin/env bash
# The width policy against plain AR steps and the fixed widths, each figure the median of three
# side-by-side passes (bench_engines --repeats 3: every variant's pass between two AR passes):
#   mid      a random-weight decoder where drafts do not pay (hidden 768, 8 layers, K = 9),
#            short runs (16 requests x 64 tokens; 64 x 64 at concurrency 64) and long ones
#   demo     the bundled demo checkpoint (K = 33), where drafts pay (demo_c1: concurrency 1
#            alone, on passes four times longer; demo_c1_interleaved: the same passes run page
#            by page in turn, bench_engines --interleave 1, so drift falls on all alike)
#   mid_short_c1_interleaved: the short mid-size runs' concurrency 1, interleaved likewise
#   full     GLM-OCR's decoder with random weights biased to accept (K = 33), where they pay too
#   demo_c1_aa, full_c16_aa: the cells where `auto` ran the best fixed width's own steps, with an
#            A/A control (the best fixed width twice, `NAME@b` a second server of the same
#            settings): the ratio two identical servers give is the method's noise floor
#   demo_c1_pooled, full_c16_pooled: the same cells with three servers per setting, pooled
#   mid_long_c1_pooled: the long runs at concurrency 1, two servers per setting, pooled
#            (a server process has a speed of its own: the median over three averages it out)
# Reproduces docs/results/width-policy-cpu:
#   benchmarks/reproduce/width_policy_medians.sh OUT_DIR [mid_short|mid_long|demo|demo_c1|full|
#       demo_c1_aa|full_c16_aa|demo_c1_pooled|full_c16_pooled|mid_long_c1_pooled|
#       demo_c1_interleaved|mid_short_c1_interleaved]...
# Servers inherit this shell's OMP_NUM_THREADS (results.json records it): the runs of
# one-thread-2026-12-06/ set OMP_NUM_THREADS=1, one torch thread per server, where two servers of
# one setting decode alike; unset, each server takes one thread per core.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
OUT=$(realpath -m "${1:?OUT_DIR}"); shift
PY=${PYTHON:-$ROOT/.venv/bin/python}
# TREE=DIR: run another checkout's package and bench_engines.py (the tree before a change, e.g.
# `git worktree add /tmp/before 8d19e5b`) on this tree's models and pages
TREE=${TREE:-}
mkdir -p "$OUT"
engines() {
    if [ -z "$TREE" ]; then
        $PY benchmarks/bench_engines.py "$@"
        return
    fi
    local args=()
    for arg in "$@"; do  # trees before 2026-12-06 spell --model-path --model
        [ "$arg" = --model-path ] && arg=--model
        args+=("$arg")
    done
    # from inside that tree: a server's `python -m` puts its working folder first on sys.path
    (cd "$TREE" && PYTHONPATH="$TREE" $PY benchmarks/bench_engines.py \
        --data "$ROOT/benchmarks/data/synthetic" "${args[@]}")
}
mid_model() {
    [ -d "$OUT/mid9" ] || $PY -m sglang_gravity.checkpoints.sized "$OUT/mid9" --preset small \
        --bd-size 8 --dtype float32
}
full_model() {
    [ -d "$OUT/full33" ] || $PY -m sglang_gravity.checkpoints.sized "$OUT/full33" --preset glm-ocr \
        --bd-size 32 --dtype float32 --accept-bias "${ACCEPT_BIAS:-3.55}"
}
run_mid_short() {
    mid_model
    engines --model-path "$OUT/mid9" --variants width=1,auto \
        --concurrency 1,16,64 --max-requests 16,16,64 --max-tokens 64 --warmup 1 --repeats 3 \
        --max-total-tokens 32768 --step-trace "$OUT/mid-short/steps" --out "$OUT/mid-short"
}
run_mid_long() {
    mid_model
    engines --model-path "$OUT/mid9" --variants width=1,auto \
        --concurrency 1,16,64 --max-requests 8,32,128 --max-tokens 128 --warmup 1 --repeats 3 \
        --max-total-tokens 32768 --step-trace "$OUT/mid-long/steps" --out "$OUT/mid-long"
}
run_demo() {
    engines --model-path "$ROOT/models/gravity-demo" \
        --variants width=1,width=9,width=17,fixed,auto --concurrency 1,16,64 \
        --max-requests 9,30,60 --max-tokens 512 --warmup 1 --repeats 3 \
        --max-total-tokens 65536 --step-trace "$OUT/demo/steps" --out "$OUT/demo"
}
run_demo_c1() {
    # one request at a time, passes long enough (30 pages, about 6,000 tokens) to measure
    engines --model-path "$ROOT/models/gravity-demo" \
        --variants width=9,width=17,fixed,auto --concurrency 1 --max-requests 30 \
        --max-tokens 512 --warmup 1 --repeats 3 --max-total-tokens 65536 \
        --step-trace "$OUT/demo-c1/steps" --out "$OUT/demo-c1"
}
run_demo_c1_interleaved() {
    # demo_c1 with the passes interleaved page by page (--interleave 1): each of a variant's
    # passes spans the whole run, so the machine's drift falls on every engine alike
    engines --model-path "$ROOT/models/gravity-demo" \
        --variants width=9,width=17,fixed,auto --concurrency 1 --max-requests 30 \
        --max-tokens 512 --warmup 1 --repeats 3 --max-total-tokens 65536 --interleave 1 \
        --step-trace "$OUT/demo-c1-interleaved/steps" --out "$OUT/demo-c1-interleaved"
}
run_mid_short_c1_interleaved() {
    # the short mid-size runs' concurrency 1, passes interleaved page by page
    mid_model
    engines --model-path "$OUT/mid9" --variants width=1,auto --concurrency 1 \
        --max-requests 16 --max-tokens 64 --warmup 1 --repeats 3 --interleave 1 \
        --max-total-tokens 32768 --step-trace "$OUT/mid-short-c1-interleaved/steps" \
        --out "$OUT/mid-short-c1-interleaved"
}
run_demo_c1_aa() {
    engines --model-path "$ROOT/models/gravity-demo" \
        --variants width=17,width=17@b,auto --concurrency 1 --max-requests 30 \
        --max-tokens 512 --warmup 1 --repeats 3 --max-total-tokens 65536 \
        --step-trace "$OUT/demo-c1-aa/steps" --out "$OUT/demo-c1-aa"
}
run_full_c16_aa() {
    full_model
    engines --model-path "$OUT/full33" --one-at-a-time \
        --variants width=1,width=1@b,auto --concurrency 16 --max-requests 16 \
        --max-tokens 48 --warmup 1 --repeats 3 --max-total-tokens 16384 \
        --step-trace "$OUT/full-c16-aa/steps" --out "$OUT/full-c16-aa"
}
run_demo_c1_pooled() {
    engines --model-path "$ROOT/models/gravity-demo" \
        --variants width=17,width=17@b,width=17@c,auto,auto@b,auto@c --concurrency 1 \
        --max-requests 30 --max-tokens 512 --warmup 1 --repeats 2 --max-total-tokens 65536 \
        --step-trace "$OUT/demo-c1-pooled/steps" --out "$OUT/demo-c1-pooled"
}
run_full_c16_pooled() {
    full_model
    engines --model-path "$OUT/full33" --one-at-a-time \
        --variants width=1,width=1@b,width=1@c,auto,auto@b,auto@c --concurrency 16 \
        --max-requests 16 --max-tokens 48 --warmup 1 --repeats 1 --max-total-tokens 16384 \
        --step-trace "$OUT/full-c16-pooled/steps" --out "$OUT/full-c16-pooled"
}
run_mid_long_c1_pooled() {
    # the long runs' concurrency 1 with two servers per setting, two passes each (a server
    # process has a speed of its own, as large as the margin: the pooled median averages it)
    mid_model
    engines --model-path "$OUT/mid9" --variants width=1,width=1@b,auto,auto@b \
        --concurrency 1 --max-requests 8 --max-tokens 128 --warmup 1 --repeats 2 \
        --max-total-tokens 32768 --step-trace "$OUT/mid-long-c1-pooled/steps" \
        --out "$OUT/mid-long-c1-pooled"
}
run_full() {
    full_model
    engines --model-path "$OUT/full33" --one-at-a-time \
        --variants width=1,width=5,fixed,auto --concurrency 1,16 --max-requests 4,16 \
        --max-tokens 48 --warmup 1 --repeats 3 --max-total-tokens 16384 \
        --step-trace "$OUT/full/steps" --out "$OUT/full"
}
[ $# -gt 0 ] || set -- mid_short mid_long demo full
for workload in "$@"; do
    "run_$workload"
done
