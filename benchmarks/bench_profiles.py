"""``bench_profiles``: see :mod:`sglang_gravity.bench.suites.profiles` (``--help``)."""

from sglang_gravity.bench.suites.profiles import main

if __name__ == "__main__":
    main()
