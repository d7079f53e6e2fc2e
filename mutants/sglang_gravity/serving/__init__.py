"""Everything SGLang calls: the plugin entry point, the algorithm's server-arg resolution, the
worker and its collaborators, the carried state, the attention backends and the request hooks.

The only layer that imports SGLang's scheduler and model runner. Its modules wire the pure
functions of ``sglang_gravity.decoding`` and ``sglang_gravity.width`` to SGLang's objects.
"""
