"""``python -m sglang_gravity.check``."""

import sys

from sglang_gravity.check.command import main

if __name__ == "__main__":
    sys.exit(main())
