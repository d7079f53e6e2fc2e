import glob
import json
import sys
from pathlib import Path

out = {}
for run, base in (("demo", "/tmp/adw/demo"), ("small", "/tmp/adw/small_run")):
    for f in sorted(glob.glob(f"{base}/bench_*/results.json")):
        name = Path(f).parent.name.removeprefix("bench_")
        r = json.load(open(f))
        for lvl, v in r["levels"].items():
            gpasses = [p for p in r["passes"] if p["engine"] == "gravity" and str(p["concurrency"]) == lvl]
            spec = gpasses[0]["spec"] if gpasses else {}
            out.setdefault(run, []).append(dict(
                bench=name, mode=name.split("_")[0], concurrency=int(lvl),
                requests=r["config"]["num_requests"], max_tokens=r["config"]["max_tokens"],
                ar_tok_per_s=v["ar_tok_per_s"], gravity_tok_per_s=v["gravity_tok_per_s"],
                speedup_tok_per_s=v["speedup_tok_per_s"], speedup_decode=v.get("speedup_decode"),
                ar_drift=v.get("ar_drift"), gravity_spec=spec,
                identity=f'{r["identity"]["gravity_identical"]}/{r["identity"]["gravity_compared"]}',
                ar_vs_ar=f'{r["identity"]["ar_identical"]}/{r["identity"]["ar_compared"]}',
                started=r["started"]))
json.dump(out, sys.stdout, indent=1)
