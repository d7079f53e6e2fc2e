"""SGLang entry point (group ``sglang.srt.plugins``): registers the ``gravity`` algorithm."""


def register() -> None:
    """Called by ``sglang.srt.plugins.load_plugins()`` in every SGLang process."""
