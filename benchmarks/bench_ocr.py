"""``bench_ocr``: see :mod:`sglang_gravity.bench.suites.sweep` (``--help``)."""

from sglang_gravity.bench.suites.sweep import main

if __name__ == "__main__":
    main()
