"""``calibrate_widths``: see :mod:`sglang_gravity.bench.suites.calibrate_widths` (``--help``)."""

from sglang_gravity.bench.suites.calibrate_widths import main

if __name__ == "__main__":
    main()
