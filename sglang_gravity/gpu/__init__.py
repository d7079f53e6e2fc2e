"""Everything measured on a GPU, in one place: ``benchmarks/gpu_check.sh`` and
``benchmarks/gpu_serve.sh``.

``check`` drives the kernel check, one module per section (``correctness``, ``self_test``,
``model``, ``widths``, ``kernel``, ``tuning``), each a ``run(ctx)`` that returns the section's
JSON rows and a ``print_table(report)``; ``common`` holds what they share (sizes, the context, the
timer, the kernel calls on ``kernels.paged_inputs``) and ``decoder`` the random-weight GLM-OCR
decoder. ``host_run`` is the served run on a host without network: SGLang from the offline kit
(``sglang_gravity.offline_kit``), each section a child process.

They run where the GPU is, which has torch and triton but no sglang and no installed package
(the ``.sh`` scripts put the repository on ``PYTHONPATH``): so they import only torch,
``sglang_gravity.kernels`` (the start-up checks of ``kernels.device_checks`` included),
``sglang_gravity.decoding.round`` and ``sglang_gravity.width.policy``, never sglang
(tests/repository/test_layering.py). Triton itself is reached only through the context's kernel modules,
loaded after the driver has switched the interpreter on for a dry run on CPU.
"""
