"""The benchmarks: each module is the ``benchmarks/<name>.py`` script of the same name without
its ``bench_`` prefix (argument parsing, the run over the harness and a workload, its report),
importable and tested like the rest of the package, and callable from another suite.

``ocr`` (bench_ocr: AR against gravity over concurrency levels), ``pages`` (bench_pages: whole
pages as the GLM-OCR SDK sends them), ``engines`` (bench_engines: AR against several gravity
variants and SGLang's own speculative decoders), ``router`` (bench_router: N workers behind
sglang-router against one), ``soak`` (soak: hours of mixed load: identity, memory, latency drift),
``profiles`` (bench_profiles: the OCR sweep once per request profile), ``calibrate_widths``
(calibrate_widths: the width policy's cost table from timed decoder passes).
"""
