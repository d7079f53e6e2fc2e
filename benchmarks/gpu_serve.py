"""Gravity served on a GPU host from the offline kit (run through ``benchmarks/gpu_serve.sh``,
which installs the kit first); the run itself is ``sglang_gravity.gpu.host_run``."""

import sys

from sglang_gravity.gpu.host_run import main

if __name__ == "__main__":
    sys.exit(main())
