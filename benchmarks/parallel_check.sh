#!/usr/bin/env bash
# Gravity under SGLang's parallel modes on a multi-GPU host (two GPUs or more): the check
# (python -m sglang_gravity.check: AR and gravity with the same flags on the bundled pages,
# concurrency 1 and 16, one server at a time) once with --tp-size 2 and once with --dp-size 2.
# Needs the package and sglang installed (unlike gpu_check.sh, which needs only torch and Triton).
# Exits 1 when either mode is not exact (near ties in bf16 excepted, as the check judges them).
#   benchmarks/parallel_check.sh                     # models/gravity-demo in fp32: must be exact
#   MODEL=trillionlabs/GravityOCR DTYPE=bfloat16 benchmarks/parallel_check.sh
#   benchmarks/parallel_check.sh --dry-run           # print the commands only
# Reports: $OUT/tp2/report.md and $OUT/dp2/report.md (OUT defaults to runs/parallel-check).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c "import sglang" 2>/dev/null && [ -x .venv/bin/python ]; then
    PYTHON=.venv/bin/python
fi
MODEL=${MODEL:-models/gravity-demo}
DTYPE=${DTYPE:-float32}
OUT=${OUT:-runs/parallel-check}
DRY_RUN=0
[ "${1:-}" = "--dry-run" ] && DRY_RUN=1
status=0
for mode in "tp2 --tp-size 2" "dp2 --dp-size 2"; do
    name=${mode%% *}
    flags=${mode#* }
    cmd=("$PYTHON" -m sglang_gravity.check --model-path "$MODEL" --layout sequential
        --concurrency 1,16 --server-args "$flags --dtype $DTYPE" --out "$OUT/$name")
    echo "[parallel-check] $name:$(printf ' %q' "${cmd[@]}")"
    if [ "$DRY_RUN" = 1 ]; then
        continue
    fi
    if ! "${cmd[@]}"; then
        echo "[parallel-check] $name: NOT EXACT (or a request failed): $OUT/$name/report.md"
        status=1
    fi
done
exit $status
