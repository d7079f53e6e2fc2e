"""sglang-gravity: GravityOCR-style self-speculative decoding as an SGLang 0.5.23 plugin."""

__version__ = "0.1.0"
