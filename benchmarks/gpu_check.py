"""``gpu_check``: run through ``benchmarks/gpu_check.sh``; see :mod:`sglang_gravity.gpu.kernel_check`."""

import sys

from sglang_gravity.gpu.kernel_check import main

if __name__ == "__main__":
    sys.exit(main())
