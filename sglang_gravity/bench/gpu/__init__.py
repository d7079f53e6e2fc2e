"""The sections of ``benchmarks/gpu_check.sh``: gravity's kernels checked and timed on one GPU.

One module per section (``correctness``, ``self_test``, ``model``, ``widths``, ``kernel``,
``tuning``), each a ``run(ctx)`` that returns the section's JSON rows and a
``print_table(report)``; ``common`` holds what they share (sizes, the context, the timer),
``paged`` the attention inputs and ``decoder`` the random-weight GLM-OCR decoder. The driver is ``benchmarks/gpu_check.py``.

They run where the GPU is, which has torch and triton but no sglang and no installed package
(the ``.sh`` puts the repository on ``PYTHONPATH``): so they import only torch,
``sglang_gravity.kernels`` (the start-up checks of ``kernels.self_check`` included),
``sglang_gravity.decoding.round`` and ``sglang_gravity.width.policy``,
never sglang. Triton itself is reached only through the context's kernel modules, loaded after the
driver has switched the interpreter on for a dry run on CPU.
"""
