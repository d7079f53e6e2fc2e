"""The source checkout's root, for the tools that run from one (benchmarks, kits, the GPU host run).

One definition, so that moving a module into a sub-package cannot silently point its paths at the
checkout's parent folder (``Path(__file__).parents[N]`` counted by hand did, once).
"""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
