#!/usr/bin/env bash
# Training on your own data, end to end, small enough for a CPU in a few minutes:
# crops -> distill (the base model labels them) -> train --init-from -> eval -> serve.
# docs/training.md ("Training on your own data") walks through it. Run from the repository root
# after `make setup` (it creates .venv, the interpreter this script uses):
#     make setup && bash examples/train_on_own_data.sh
# BASE is the checkpoint to convert (default: the bundled demo), WORK the output folder.
set -euo pipefail
PY=${PY:-.venv/bin/python}
BASE=${BASE:-models/gravity-demo}
WORK=${WORK:-runs/own-data}
N=${N:-36}
mkdir -p "$WORK"

# 1. Crops. Here: renderings of the synthetic generator from seeds its training never drew, as
#    PNG files. unlabeled.jsonl lists the training crops with their task prompts (what distill
#    reads; truth.jsonl keeps their true text, only to score the distilled labels);
#    heldout.jsonl is a separate labelled set to evaluate on.
"$PY" - "$WORK" "$N" <<'PYTHON'
import json, pathlib, sys
from sglang_gravity.training.data import HELD_OUT_SEED0, make_sample

work, n = pathlib.Path(sys.argv[1]), int(sys.argv[2])
for folder, first, count, lists in [
    ("crops", 500_000, n, ("unlabeled.jsonl", "truth.jsonl")),
    ("heldout", 600_000, 12, (None, "heldout.jsonl")),
]:
    (work / folder).mkdir(exist_ok=True)
    files = [open(work / name, "w") if name else None for name in lists]
    for i in range(count):
        sample = make_sample(HELD_OUT_SEED0 + first + i)
        name = f"{folder}/{i:04d}_{sample.task}.png"
        sample.image.save(work / name)
        record = {"image": name, "prompt": sample.prompt}
        if files[0]:
            files[0].write(json.dumps(record) + "\n")
        files[1].write(json.dumps(record | {"target": sample.target}) + "\n")
    for f in files:
        f and f.close()
print(f"{n} training crops in {work / 'crops'}, 12 held-out crops in {work / 'heldout'}")
PYTHON

# 2. Distill: the base model's own greedy output becomes the target (plain AR server, launched
#    here; pass --ar-url URL to use one already running). Re-running continues where it stopped.
"$PY" -m sglang_gravity.training.distill --model-path "$BASE" --images "$WORK/unlabeled.jsonl" \
    --out "$WORK/distilled.jsonl" --max-new-tokens 256 --concurrency 8
"$PY" - "$WORK" <<'PYTHON'
import json, pathlib, sys
work = pathlib.Path(sys.argv[1])
truth = {r["image"]: r["target"] for r in map(json.loads, open(work / "truth.jsonl"))}
labels = list(map(json.loads, open(work / "distilled.jsonl")))
right = sum(truth[r["image"]] == r["target"] for r in labels)
print(f"distilled labels equal to the true text: {right}/{len(labels)}")
PYTHON

# 3. The base model on the held-out crops (in process: metrics, tokens per forward, gravity == AR).
"$PY" -m sglang_gravity.training.eval --model-path "$BASE" --data "$WORK/heldout.jsonl" --max-new-tokens 64 \
    --threads 2

# 4. Train: the three-stream objective on the distilled records, from the base weights.
"$PY" -m sglang_gravity.training.train --init-from "$BASE" --data "$WORK/distilled.jsonl" \
    --out "$WORK/model" --steps 40 --batch-size 4 --lr 1e-4 --warmup 5 \
    --vision-freeze-steps 0 --eval-data "$WORK/heldout.jsonl" --eval-n 4 --eval-every 20 \
    --save-every 20 --log-every 10 --max-new-tokens 64 --threads 2

# 5. The trained model on the same held-out crops.
"$PY" -m sglang_gravity.training.eval --model-path "$WORK/model" --data "$WORK/heldout.jsonl" \
    --max-new-tokens 64 --threads 2

# 6. Serve it with gravity decoding:
echo "serve: SGLANG_USE_CPU_ENGINE=1 $PY -m sglang.launch_server --model-path $WORK/model" \
    "--speculative-algorithm gravity --device cpu --dtype float32 --max-total-tokens 8192 --sleep-on-idle"
