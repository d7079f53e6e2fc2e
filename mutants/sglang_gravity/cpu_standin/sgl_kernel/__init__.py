"""sglang-gravity's pure-PyTorch stand-in for ``sgl_kernel`` on CPU-only hosts.

The PyPI ``sglang-kernel`` wheel is CUDA-only (``import sgl_kernel`` dies on a missing
``libcuda.so.1``), yet SGLang's CPU engine (``SGLANG_USE_CPU_ENGINE=1``) imports CPU ops from
it at module import. This package provides exactly the ops a CPU server calls; every other
name raises :class:`StandinNotImplementedError` (a ``NotImplementedError`` that is also an
``AttributeError``, so ``hasattr`` and ``try: from sgl_kernel import x`` behave as for a build
without ``x``). It is put first on ``sys.path`` only by ``sglang_gravity._cpu_bootstrap``.

Implemented (Python): the ``speculative`` ops below and ``copy_all_layer_kv_cache_cpu``.
Registered under ``torch.ops.sgl_kernel``: ``decode_attention_cpu``, ``extend_attention_cpu``
(SGLang's default x86 CPU attention backend, ``intel_amx``, binds them by name).
"""

from ._unavailable import StandinNotImplementedError, module_getattr
from .cpu_attention import register_torch_ops
from .kvcacheio import copy_all_layer_kv_cache_cpu
from .speculative import (
    assign_draft_cache_locs_contiguous_cpu,
    assign_extend_cache_locs_cpu,
    assign_req_to_token_pool_cpu,
    build_draft_decode_metadata_cpu,
    build_tree_kernel_efficient_cpu,
    fill_accept_out_cache_loc_cpu,
    fill_bonus_tokens_cpu,
    reconstruct_indices_from_tree_mask,
    rotate_input_ids_cpu,
    verify_tree_greedy_cpu,
)

__version__ = "0.0.0+gravity.cpu.standin"
IS_SGLANG_GRAVITY_CPU_STANDIN = True

__all__ = [
    "StandinNotImplementedError",
    "assign_draft_cache_locs_contiguous_cpu",
    "assign_extend_cache_locs_cpu",
    "assign_req_to_token_pool_cpu",
    "build_draft_decode_metadata_cpu",
    "build_tree_kernel_efficient_cpu",
    "copy_all_layer_kv_cache_cpu",
    "fill_accept_out_cache_loc_cpu",
    "fill_bonus_tokens_cpu",
    "reconstruct_indices_from_tree_mask",
    "rotate_input_ids_cpu",
    "verify_tree_greedy_cpu",
]

# Kept for the life of the process: dropping the Library handle unregisters the ops.
_TORCH_OPS_LIBRARY = register_torch_ops()

__getattr__ = module_getattr(__name__)
