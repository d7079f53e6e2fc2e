"""Launch AR, gravity fixed-K and gravity adaptive servers for one checkpoint, then run
benchmarks/bench_ocr.py attached to them twice (AR vs fixed, AR vs adaptive), schedule aga."""
import argparse
import subprocess
import sys
import time
from pathlib import Path

from sglang_gravity.launcher.server import running_servers

p = argparse.ArgumentParser()
p.add_argument("--model", required=True)
p.add_argument("--costs", required=True)
p.add_argument("--widths", default="")
p.add_argument("--out", required=True)
p.add_argument("--bench", action="append", default=[], help="NAME:GRAVITY_SERVER:extra bench_ocr args (repeatable)")
p.add_argument("--max-total-tokens", type=int, default=16384)
a = p.parse_args()
out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
env = {"SGLANG_GRAVITY_WIDTH_COSTS": a.costs}
if a.widths:
    env["SGLANG_GRAVITY_WIDTHS"] = a.widths
configs = {
    "ar": dict(model_path=a.model, gravity=False, log_path=out / "ar.log",
               extra_args=("--disable-overlap-schedule",), max_total_tokens=a.max_total_tokens),
    "fixed": dict(model_path=a.model, gravity=True, log_path=out / "fixed.log",
                  max_total_tokens=a.max_total_tokens),
    "adaptive": dict(model_path=a.model, gravity=True, log_path=out / "adaptive.log",
                     env=env, max_total_tokens=a.max_total_tokens),
}
t0 = time.time()
with running_servers(configs) as s:
    print("servers up in %.0fs" % (time.time() - t0), {k: v.url for k, v in s.items()}, flush=True)
    benches = a.bench or ["fixed:fixed:", "adaptive:adaptive:"]
    for spec in benches:
        name, g, extra = spec.split(":", 2)
        cmd = [sys.executable, "benchmarks/bench_ocr.py", "--ar-url", s["ar"].url,
               "--gravity-url", s[g].url, "--schedule", "aga", "--out", str(out / f"bench_{name}"),
               *extra.split()]
        print("+", " ".join(cmd), flush=True)
        subprocess.run(cmd, check=False)
print("done in %.0fs" % (time.time() - t0))
