#!/usr/bin/env bash
# Training on your own data, end to end, small enough for a CPU in a few minutes:
# crops -> distill (the base model labels them) -> train --init-from -> eval -> serve.
# README "Training on your own data" walks through it. Run from the repository root:
#     bash examples/train_on_own_data.sh
# BASE is the checkpoint to convert (default: the bundled demo), WORK the output folder.
set -euo pipefail
PY=${PY:-.venv/bin/python}
BASE=${BASE:-models/gravity-demo}
WORK=${WORK:-runs/own-data}
N=${N:-36}
mkdir -p "$WORK"

# 1. Crops. Here: renderings of the synthetic generator from seeds its training never drew, as
#    PNG files. unlabeled.jsonl lists them with their task prompts (what distill reads);
#    truth.jsonl holds the true text, kept aside to evaluate with.
"$PY" - "$WORK" "$N" <<'PYTHON'
import json, pathlib, sys
from sglang_gravity.training.data import HELD_OUT_SEED0, make_sample

work, n = pathlib.Path(sys.argv[1]), int(sys.argv[2])
(work / "crops").mkdir(exist_ok=True)
with open(work / "unlabeled.jsonl", "w") as unlabeled, open(work / "truth.jsonl", "w") as truth:
    for i in range(n):
        sample = make_sample(HELD_OUT_SEED0 + 500_000 + i)
        name = f"crops/{i:04d}_{sample.task}.png"
        sample.image.save(work / name)
        unlabeled.write(json.dumps({"image": name, "prompt": sample.prompt}) + "\n")
        truth.write(json.dumps({"image": name, "prompt": sample.prompt, "target": sample.target}) + "\n")
print(f"{n} crops in {work / 'crops'}")
PYTHON

# 2. Distill: the base model's own greedy output becomes the target (plain AR server, launched
#    here; pass --server URL to use one already running). Re-running continues where it stopped.
"$PY" -m sglang_gravity.distill --model "$BASE" --images "$WORK/unlabeled.jsonl" \
    --out "$WORK/distilled.jsonl" --max-new-tokens 256 --concurrency 8

# 3. Train: the three-stream objective on the distilled records, from the base weights.
"$PY" -m sglang_gravity.train --init-from "$BASE" --data "$WORK/distilled.jsonl" \
    --out "$WORK/model" --steps 40 --batch-size 4 --lr 1e-4 --warmup 5 \
    --vision-freeze-steps 0 --eval-data "$WORK/truth.jsonl" --eval-n 4 --eval-every 20 \
    --save-every 20 --log-every 10 --max-new-tokens 64 --threads 2

# 4. Evaluate: held-out pages in process (CER, tokens per forward, gravity == greedy).
"$PY" -m sglang_gravity.eval --model "$WORK/model" --n 5 --max-new-tokens 64 --threads 2

# 5. Serve it with gravity decoding:
echo "serve: SGLANG_USE_CPU_ENGINE=1 $PY -m sglang.launch_server --model-path $WORK/model" \
    "--speculative-algorithm gravity --device cpu --dtype float32 --max-total-tokens 8192 --sleep-on-idle"
