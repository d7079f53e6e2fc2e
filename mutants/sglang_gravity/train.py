"""``python -m sglang_gravity.train``: the command lives in :mod:`sglang_gravity.training.train`."""

from sglang_gravity.training.train import main

if __name__ == "__main__":
    main()
