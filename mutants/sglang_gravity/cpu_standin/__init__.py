"""Holds ``sgl_kernel/``, the CPU stand-in package; this folder itself is what goes on ``sys.path``.

Only ``sgl_kernel`` may live here besides this file: every module in this folder becomes a
top-level module once the folder is on ``sys.path``.
"""
