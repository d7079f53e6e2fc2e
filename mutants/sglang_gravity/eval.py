"""``python -m sglang_gravity.eval``: the command lives in :mod:`sglang_gravity.training.eval`."""

from sglang_gravity.training.eval import main

if __name__ == "__main__":
    main()
