import sys

import torch

sys.argv=["x"]
from transformers import GlmOcrForConditionalGeneration

m = GlmOcrForConditionalGeneration.from_pretrained("models/gravity-demo", dtype=torch.float32).eval()
sys.path.insert(0, "benchmarks")
from calibrate_widths import WindowPass

for bs in (1, 2, 16):
    wp = WindowPass(m, bs, 300, 0)
    for w in (1, 2, 9):
        ids = torch.randint(0, 300, (bs, w))
        wp(w, ids)
        ts = [wp(w, ids) for _ in range(3)]
        print(bs, w, ["%.1f" % (t*1e3) for t in ts], flush=True)
wp = WindowPass(m, 1, 300, 0)
ids = torch.randint(0, 300, (1, 2))
with torch.profiler.profile() as prof:
    wp(2, ids)
print(prof.key_averages().table(sort_by="cpu_time_total", row_limit=12))
