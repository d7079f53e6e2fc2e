"""Training recipe for gravity checkpoints: synthetic documents, the three-stream objective, models.

`data` renders the synthetic OCR tasks, `objective` packs one example into the clean + two corrupted
streams and computes the loss, `model` builds from-scratch checkpoints and writes the served folder.
The CLIs `sglang_gravity.train` and `sglang_gravity.eval` are straight-line scripts over these.
"""
