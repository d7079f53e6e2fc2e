"""``soak``: see :mod:`sglang_gravity.bench.suites.soak` (``--help``)."""

from sglang_gravity.bench.suites.soak import main

if __name__ == "__main__":
    main()
