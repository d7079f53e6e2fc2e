"""Fixtures of the decoding tests: SGLang's seeded draw and hash ops from the CPU stand-in, and a
float64 default dtype (outputs must keep their documented dtypes whatever torch's default is)."""

from __future__ import annotations

import sys

import pytest
import torch

from sglang_gravity.cpu_standin import sgl_kernel as standin


@pytest.fixture(autouse=True)
def _cpu_sgl_kernel(monkeypatch):
    monkeypatch.setitem(sys.modules, "sgl_kernel", standin)


@pytest.fixture
def float64_default():
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float64)
    yield
    torch.set_default_dtype(previous)
