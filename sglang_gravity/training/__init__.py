"""The training recipe and its commands: synthetic and real data, the three-stream objective,
from-scratch models, supervised training, distillation, GRPO and evaluation.

Libraries: ``data`` renders the synthetic OCR tasks (``formulas``: the formula grammar),
``records`` reads real data, ``stream`` orders examples, ``objective`` packs one example into the
clean and two corrupted streams and computes the loss, ``model`` builds checkpoints and writes
the served folder, ``checkpointing`` saves and resumes runs, ``loop`` is the step loop every
trainer runs (learning-rate schedule, log / eval / save intervals, resume) and ``configs`` their
typed configurations, ``supervised`` is one supervised run, ``evaluate`` / ``ocr_metrics`` /
``rewards`` score outputs, ``grpo_loss``, ``grpo_eval`` and ``rollouts`` are GRPO's objective,
its held-out evaluation and its two sources of completions. Commands (also
``python -m sglang_gravity.<name>``): ``train``, ``distill``, ``grpo``, ``eval``; ``mtp`` trains
an MTP draft layer.
"""
