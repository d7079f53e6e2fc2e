"""``make_bench_set``: see :mod:`sglang_gravity.bench.workloads.bench_set` (``--help``)."""

from sglang_gravity.bench.workloads.bench_set import main

if __name__ == "__main__":
    main()
