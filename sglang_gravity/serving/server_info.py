"""Gravity's entry in SGLang's ``/server_info`` (``internal_states[0].gravity``): what serves, as a
bug report needs it."""

from __future__ import annotations

from typing import Any


def serving_summary(config: Any, resolved: Any, width: str, overlaps: bool) -> dict[str, Any]:
    """The fixed part of gravity's ``/server_info`` entry: what serves, as a bug report needs it
    (the worker adds the acceptance in use, the width graph sets and this self-test's report)."""
    return {
        "window": int(config.window),
        "block_size": int(config.bd_size),
        "mask_id": int(config.mask_id),
        "device": str(resolved.device),
        "attention_backend": str(resolved.attention_backend),
        "disable_cuda_graph": bool(resolved.disable_cuda_graph),
        "overlap_scheduler": bool(overlaps),
        "width": width,
    }
