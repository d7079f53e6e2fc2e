"""``bench_pages``: see :mod:`sglang_gravity.bench.suites.pages` (``--help``)."""

from sglang_gravity.bench.suites.pages import main

if __name__ == "__main__":
    main()
