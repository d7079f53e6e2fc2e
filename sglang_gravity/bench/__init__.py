"""Measure gravity against AR on real servers: the layer the benchmarks and the check share.

``harness`` starts AR and gravity servers for a checkpoint (or attaches to running ones), sends a
workload at a concurrency with a progress bar, and runs the interleaved schedule (AR -> gravity
-> AR per level, so machine drift cancels); ``workloads`` are what a pass sends (page crops from
a manifest, whole documents as the GLM-OCR SDK sends them); ``metrics`` turns the passes into
tok/s, pages/s, tokens per forward, speed-ups and token identity with AR (every headline ratio);
``report`` builds the JSON, Markdown and plots; ``suites`` are the benchmarks themselves (each
``benchmarks/*.py`` is one of them), ``variants`` the gravity settings served side by side,
``peers`` SGLang's own speculative decoders as engines, and
``load`` what else the machine ran while a benchmark measured. The check
(``sglang_gravity.check``) and the GPU measurements (``sglang_gravity.gpu``) live apart.
"""
