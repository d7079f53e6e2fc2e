"""``bench_router``: see :mod:`sglang_gravity.bench.suites.router` (``--help``)."""

from sglang_gravity.bench.suites.router import main

if __name__ == "__main__":
    main()
