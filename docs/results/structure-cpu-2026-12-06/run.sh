#!/usr/bin/env bash
# make demo and a make-bench sweep at concurrency 1 and 32, on the tree before the structure
# work (BEFORE=DIR, e.g. `git worktree add /tmp/before 17b2990`) and on this one, one after the
# other, each run from inside its tree on this tree's model and bench set.
# Usage (from the repository root): BEFORE=/tmp/before docs/results/structure-cpu-2026-12-06/run.sh OUT
set -uo pipefail
ROOT=$PWD
OUT=$(realpath -m "${1:?OUT}")
PY=$ROOT/.venv/bin/python
MODEL=$ROOT/models/gravity-demo
mkdir -p "$OUT"
for side in before after; do
  TREE=$ROOT
  [ "$side" = before ] && TREE=${BEFORE:?BEFORE=DIR}
  cd "$TREE"
  echo "== $side $(git rev-parse --short HEAD) $(date -u +%H:%M:%S)"
  PYTHONPATH=$TREE $PY -m sglang_gravity.demo --model-path "$MODEL" \
    --log-dir "$OUT/$side-demo-logs" > "$OUT/$side-demo.log" 2>&1
  echo "demo rc=$? $(date -u +%H:%M:%S)"
  PYTHONPATH=$TREE $PY benchmarks/bench_ocr.py --model-path "$MODEL" --data "$ROOT/runs/bench-set" \
    --concurrency 1,32 --max-total-tokens 65536 --time-limit 600 --out "$OUT/$side-bench" \
    > "$OUT/$side-bench.log" 2>&1
  echo "bench rc=$? $(date -u +%H:%M:%S)"
done
