"""Task-aware OCR rewards for GRPO, built from the evaluation metrics of `sglang_gravity.training.ocr_metrics`.

One completion, one reward in [0, 1] (1 = the reference after each metric's normalization):

- text: `normalized_edit_similarity` (1 - Levenshtein / max length, whitespace runs as one space);
- table: `structure_weight * teds(structure_only=True) + (1 - structure_weight) *
  table_cell_similarity`: the tree structure and the cell contents separately, so a completion that
  gets the grid right but one cell wrong still beats one that merges two rows;
- formula: `formula_similarity`, the edit similarity of the `canonicalize_latex` token sequences, so
  equivalent spellings (`x^{2}` / `x^2`, `\\dfrac` / `\\frac`) are not penalized.

The same functions score held-out greedy decodes in `sglang_gravity.training.grpo_eval`, so the
reward optimized and the metric reported are one definition.
"""

from __future__ import annotations

from dataclasses import dataclass

from sglang_gravity.training.ocr_metrics import (
    formula_similarity,
    normalized_edit_similarity,
    table_cell_similarity,
    teds,
)

TASKS = ("text", "table", "formula")


@dataclass(frozen=True)
class RewardConfig:
    """table_structure_weight: weight of structure TEDS in the table reward (cells get the rest)."""

    table_structure_weight: float = 0.5

    def __post_init__(self) -> None:
        if not 0.0 <= self.table_structure_weight <= 1.0:
            raise ValueError(
                f"table_structure_weight must be in [0, 1], got {self.table_structure_weight}"
            )


def text_reward(pred: str, ref: str) -> float:
    return normalized_edit_similarity(pred, ref)


def table_reward(pred: str, ref: str, *, structure_weight: float = 0.5) -> float:
    structure = teds(pred, ref, structure_only=True)
    cells = table_cell_similarity(pred, ref)
    return structure_weight * structure + (1.0 - structure_weight) * cells


def formula_reward(pred: str, ref: str) -> float:
    return formula_similarity(pred, ref)


def reward(task: str, pred: str, ref: str, config: RewardConfig = RewardConfig()) -> float:
    """The reward of one completion `pred` of a `task` prompt whose reference is `ref`."""
    if task == "text":
        return text_reward(pred, ref)
    if task == "table":
        return table_reward(pred, ref, structure_weight=config.table_structure_weight)
    if task == "formula":
        return formula_reward(pred, ref)
    raise ValueError(f"no GRPO reward for task {task!r}; expected one of {list(TASKS)}")
