"""``bench_ocr``: see :mod:`sglang_gravity.bench.suites.ocr` (``--help``)."""

from sglang_gravity.bench.suites.ocr import main

if __name__ == "__main__":
    main()
