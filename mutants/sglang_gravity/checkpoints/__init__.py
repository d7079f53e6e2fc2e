"""Model folders built from code: the tiny GLM-OCR model of the tests and the demo fallback
(``tiny``), and random-weight GLM-OCR decoders at realistic sizes for timing (``sized``).

Each writes a standard Hugging Face ``GlmOcrForConditionalGeneration`` folder plus
``block_diffusion.json``, the same contract a trained checkpoint satisfies.
"""
