"""The per-round math: pure tensor functions, each beside its slow reference.

``round`` builds the windows, the masks and the acceptance; ``penalties``, ``sampling``,
``grammar`` and ``logprobs`` turn one window row into a token (and its log-probabilities) exactly
as AR's sampler would at that position; ``reference`` decodes one request at a time through the
same functions, as the obviously correct oracle; ``forwards`` is the one definition of tokens
per forward (and accept length) every report and metric uses. Nothing here imports the scheduler or
``sglang_gravity.serving`` (``tests/repository/test_layering.py``); this file imports nothing, so the
kernels can use ``decoding.round`` on a machine without SGLang.
"""
