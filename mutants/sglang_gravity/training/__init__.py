"""The training recipe and its commands: synthetic and real data, the three-stream objective,
from-scratch models, supervised training, distillation, GRPO and evaluation.

Libraries: ``data`` renders the synthetic OCR tasks, ``records`` reads real data, ``stream`` orders
examples, ``objective`` packs one example into the clean and two corrupted streams and computes
the loss, ``model`` builds checkpoints and writes the served folder, ``checkpointing`` saves and
resumes runs, ``evaluate`` / ``ocr_metrics`` / ``rewards`` score outputs, ``grpo_loss`` and
``rollouts`` are GRPO's objective and its two sources of completions. Commands (also
``python -m sglang_gravity.<name>``): ``train``, ``distill``, ``grpo``, ``eval``.
"""
