"""Helpers for the test suite only (``tests/repository/test_layering.py`` keeps everything else off them)."""
