"""The benchmarks: each module is one of ``benchmarks/*.py`` (argument parsing, the run over the
harness and a workload, its report), importable and tested like the rest of the package.

``sweep`` (bench_ocr: AR against gravity over concurrency levels), ``documents`` (bench_pages:
whole pages as the GLM-OCR SDK sends them), ``engines`` (AR against several gravity variants and
SGLang's own speculative decoders), ``router`` (N workers behind sglang-router against one),
``soak`` (hours of mixed load: identity, memory, latency drift), ``profiles`` (the sweep once per
request profile), ``widths`` (the width policy's cost table from timed decoder passes).
"""
