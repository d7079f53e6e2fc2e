"""``python -m sglang_gravity.distill``: the command lives in :mod:`sglang_gravity.training.distill`."""

from sglang_gravity.training.distill import main

if __name__ == "__main__":
    main()
