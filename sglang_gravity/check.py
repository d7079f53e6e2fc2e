"""``python -m sglang_gravity.check``: is gravity exact and faster on this machine?

The command lives in :mod:`sglang_gravity.bench.check` (it drives servers through the benchmark
harness): ``python -m sglang_gravity.check --model-path trillionlabs/GravityOCR``.
"""

import sys

from sglang_gravity.bench.check import main

if __name__ == "__main__":
    sys.exit(main())
