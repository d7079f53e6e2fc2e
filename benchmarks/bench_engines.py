"""``bench_engines``: see :mod:`sglang_gravity.bench.suites.engines` (``--help``)."""

from sglang_gravity.bench.suites.engines import main

if __name__ == "__main__":
    main()
