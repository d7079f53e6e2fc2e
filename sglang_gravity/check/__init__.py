"""``python -m sglang_gravity.check``: is gravity exact and faster on this machine? Serve a checkpoint with AR and with gravity,
OCR the same pages with both, and write a JSON and a Markdown report.

What it measures, per engine and concurrency level: decode tok/s (each request's tokens after
its first over the time after its first), end-to-end tok/s and pages/s (over the pass's wall
time), tokens per forward per content type; and, per request, whether gravity's token ids equal
AR's. A request that differs is classified at its first divergence by AR's own distribution
there (:func:`classify`): a **near tie** when AR's and gravity's tokens are AR's top two and their
logits are within ``--tie-threshold`` (bf16 kernels of two shapes may round such a pair either
way), else a **real difference**. It also reads what the gravity server runs with from ``/server_info``: attention
backend, CUDA graphs, overlap scheduler, width, and the start-up self-test with any fallback.

Layouts: ``sequential`` (the default on a GPU) starts one server at a time with the whole
device, gravity first, then AR (which then answers the divergence queries); ``split`` (the
default on CPU, where memory is not what is short and a shared machine's load drifts) starts
both at once, each with ``--mem-fraction-static`` (``--mem-fraction``) on a GPU, and interleaves
AR -> gravity -> AR per level, so machine drift cancels.

The pages are the bundled ones (``sglang_gravity/check/bundled_pages``: held-out synthetic text, table
and formula crops, shipped inside the package so an installed wheel has them) and any images,
folders, or folders with a ``manifest.jsonl`` given with ``--images``.

Modules: ``pages`` (what is sent: the bundled pages and ``--images``), ``divergence`` (each
first divergence from AR classified by AR's own distribution there), ``run`` (the servers and
the passes), ``report`` (the verdict, the JSON and the Markdown), ``command`` (the command line).
"""
