"""Hatchling build hook: ship ``sglang_gravity_cpu.pth`` into the site-packages root.

A ``.pth`` file only runs from the root of site-packages, and hatchling's static
``force-include`` does not apply to editable wheels, so both kinds are handled here.
The file activates the CPU ``sgl_kernel`` stand-in (``sglang_gravity/_cpu_bootstrap.py``).
"""

from __future__ import annotations

from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PTH_FILE = "sglang_gravity_cpu.pth"


class CustomBuildHook(BuildHookInterface):
    """Adds the ``.pth`` file to the wheel root, editable or not."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        key = "force_include_editable" if version == "editable" else "force_include"
        build_data[key][PTH_FILE] = PTH_FILE
