"""``calibrate_widths``: see :mod:`sglang_gravity.bench.suites.widths` (``--help``)."""

from sglang_gravity.bench.suites.widths import main

if __name__ == "__main__":
    main()
