"""Helpers for the test suite only (``tests/test_layering.py`` keeps everything else off them)."""
