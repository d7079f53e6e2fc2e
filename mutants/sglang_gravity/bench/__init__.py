"""Measure gravity against AR on real servers: the harness the benchmarks and the check share.

``harness`` starts AR and gravity servers for a checkpoint (or attaches to running ones), sends a
request set at a concurrency with a progress bar, and runs the interleaved schedule (AR ->
gravity -> AR per level, so machine drift cancels); ``metrics`` turns the passes into tok/s,
pages/s, tokens per forward, speed-ups and token identity with AR; ``report`` writes JSON,
Markdown and plots. ``gpu`` holds the sections of ``benchmarks/gpu_check.sh``.

This file imports nothing, so ``sglang_gravity.bench.gpu`` loads on a GPU machine that has
neither sglang nor the harness's HTTP dependencies.
"""
