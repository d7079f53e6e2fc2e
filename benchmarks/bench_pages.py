"""``bench_pages``: see :mod:`sglang_gravity.bench.suites.documents` (``--help``)."""

from sglang_gravity.bench.suites.documents import main

if __name__ == "__main__":
    main()
