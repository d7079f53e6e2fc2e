# Workaround (no source edit): calibrate_widths.py draws ids with torch.randint(0, 900, ...),
# out of range for the demo checkpoint's vocab 320. Cap the upper bound at 300 here.
import runpy
import sys

import torch

_orig = torch.randint
def _randint(*a, **k):
    if len(a) >= 2 and a[0] == 0 and a[1] == 900:
        a = (0, 300) + tuple(a[2:])
    return _orig(*a, **k)
torch.randint = _randint
sys.argv = ["benchmarks/calibrate_widths.py"] + sys.argv[1:]
runpy.run_path("benchmarks/calibrate_widths.py", run_name="__main__")
