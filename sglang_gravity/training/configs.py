"""The trainers' configurations, typed: what `train`, `grpo` and `mtp` resolve from their command
lines (and a resumed run reads back from its state file).

A run's configuration is logged and saved as a dict (`to_dict`: the state file, training_log.json,
grpo_config.json, mtp_training_log.json), its keys in field order, which is the order of the
command's flags; `from_dict` reads such a dict back.
"""

from __future__ import annotations

import dataclasses
import pathlib
from dataclasses import dataclass
from typing import Any, TypeVar

from sglang_gravity.training.model import ModelSizes

C = TypeVar("C", bound="_Config")


class _Config:
    """`to_dict` / `from_dict` for the dataclasses below."""

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls: type[C], saved: dict[str, Any]) -> C:
        """The configuration a state file holds; keys this version does not know are left out."""
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in saved.items() if k in names})


@dataclass(frozen=True, kw_only=True)
class TrainConfig(_Config):
    """Supervised three-stream training (`training.train`): the flags but the per-invocation ones,
    the preset's value where a flag was not given, and the scratch model's sizes.

    The defaults are those of state files written before the option existed.
    """

    preset: str
    out: str
    init_from: str | None  # None: a scratch model of `sizes`
    device: str
    attn_implementation: str
    data: str | None = None  # None: synthetic documents only
    synthetic_fraction: float = 1.0
    skip_bad_records: bool = False
    eval_data: str | None = None  # None: the synthetic held-out documents
    steps: int
    batch_size: int  # per rank and micro-batch
    grad_accum: int = 1
    length_groups: int = 1
    lr: float
    warmup: int
    min_lr_ratio: float
    vision_freeze_steps: int
    curriculum_steps: int
    weight_decay: float
    grad_clip: float
    bd_size: int
    ar_loss_weight: float
    seed: int
    bf16: bool
    eval_every: int
    eval_n: int
    max_new_tokens: int
    save_every: int
    log_every: int
    sizes: ModelSizes | None  # a scratch model's sizes; None with init_from

    @classmethod
    def from_dict(cls, saved: dict[str, Any]) -> TrainConfig:
        sizes = saved.get("sizes")
        if sizes is not None:
            sizes = ModelSizes(**{**sizes, "mrope_section": tuple(sizes["mrope_section"])})
        return super().from_dict({**saved, "sizes": sizes})


@dataclass(frozen=True, kw_only=True)
class GrpoConfig(_Config):
    """GRPO (`training.grpo`): the flags but the per-invocation ones, and the reference model of
    the KL term (the starting checkpoint)."""

    init_from: str
    data: str  # "synthetic" or a records path
    out: str
    group_size: int
    prompts_per_step: int
    temperature: float
    steps: int
    updates_per_batch: int
    kl_coef: float
    clip_eps: float
    denoise_weight: float
    table_structure_weight: float
    lr: float
    warmup: int
    weight_decay: float
    grad_clip: float
    adv_eps: float
    max_new_tokens: int
    eval_every: int
    eval_n: int
    eval_data: str  # "synthetic" or a records path
    save_every: int
    seed: int
    synthetic_seed0: int
    device: str
    attn_implementation: str
    eval_samples: int
    ref_model: str


@dataclass(frozen=True, kw_only=True)
class MtpConfig(_Config):
    """The MTP layer's training (`training.mtp`): every flag."""

    base: pathlib.Path
    out: pathlib.Path
    steps: int
    batch_size: int
    lr: float
    warmup: int
    unroll: int
    seed: int
    first_seed: int
    eval_n: int
    eval_every: int
    threads: int
    time_limit: float | None  # minutes

    def to_dict(self) -> dict[str, Any]:
        """The flags as logged, paths as strings."""
        return {k: str(v) if isinstance(v, pathlib.Path) else v for k, v in vars(self).items()}
