"""``python -m sglang_gravity.grpo``: the command lives in :mod:`sglang_gravity.training.grpo`."""

from sglang_gravity.training.grpo import main

if __name__ == "__main__":
    main()
