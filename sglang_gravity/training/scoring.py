"""Held-out metrics: the field's OCR metrics, CER, exact match, cell accuracy and tokens per forward.

Per task, `summarize` reports the means of `ocr_metrics.score` (text: edit_sim; table: teds,
teds_struct, cell_sim; formula: formula_sim) beside micro CER, exact match, exact-cell accuracy
(tables, `cell_acc`) and TPF.

Decoding runs in process through `reference.gravity_generate_reference` (fp32, obviously correct),
every step a full-window round; TPF is `decoding.forwards`'s: committed tokens (the prefill's
first one left out) over 2 x rounds, so a model whose drafts are all wrong scores 1.0 and every
accepted draft adds 0.5.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass

import torch

from sglang_gravity.decoding.forwards import DecodeCounts, total
from sglang_gravity.decoding.reference import gravity_generate_reference, greedy_generate_reference
from sglang_gravity.training.data import TASKS, Sample, chat_inputs, held_out_samples
from sglang_gravity.training.ocr_metrics import TASK_METRICS, levenshtein, score
from sglang_gravity.training.records import Record as DataRecord

_ROW = re.compile(r"<tr>(.*?)</tr>", re.S)
_CELL = re.compile(r"<td>(.*?)</td>", re.S)


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insertions, deletions, substitutions all cost 1)."""
    return levenshtein(a, b)


def table_cells(html: str) -> list[list[str]]:
    """The <td> texts of each <tr> of an HTML table string (malformed rows are simply missed)."""
    return [_CELL.findall(row) for row in _ROW.findall(html)]


def cell_hits(prediction: str, grid: tuple[tuple[str, ...], ...]) -> int:
    """Number of ground-truth cells whose text the prediction has at the same row and column."""
    predicted = table_cells(prediction)
    return sum(
        r < len(predicted) and c < len(predicted[r]) and predicted[r][c] == text
        for r, row in enumerate(grid)
        for c, text in enumerate(row)
    )


def load_eval_samples(
    eval_data: str | None, n: int, read: Callable[[str], Sequence[DataRecord]]
) -> list[Sample]:
    """The held-out set of a training run: n samples per task, [] when n <= 0.

    With `eval_data`, the first n records of each task of what `read(eval_data)` returns (each
    command reads and checks its records its own way); without, the synthetic held-out documents.
    """
    if n <= 0:
        return []
    if eval_data is None:
        return [s for task in TASKS for s in held_out_samples(n, task)]
    records = read(eval_data)
    return [r.to_sample() for task in TASKS for r in [r for r in records if r.task == task][:n]]


@dataclass
class Record:
    """One decoded held-out sample."""

    task: str
    target: str
    prediction: str
    tokens: int  # committed output tokens, the prefill's first included
    rounds: int  # gravity rounds (2 forwards each)
    edits: int  # edit distance prediction -> target
    cells: int  # ground-truth cells (tables), else 0
    cell_hits: int
    gravity_equals_greedy: bool | None  # None when not checked
    # ocr_metrics.score of the prediction; {} when the target cannot be scored (a table target
    # without <table>), None when not computed (summarize then computes it)
    metrics: dict[str, float] | None = None


def decode_sample(
    model,
    processor,
    sample: Sample,
    *,
    mask_id: int,
    bd_size: int,
    max_new_tokens: int,
    check_greedy: bool,
) -> Record:
    """Gravity-decode one sample in process (and optionally compare with plain greedy decoding)."""
    inputs = chat_inputs(processor, sample)
    eos = list(model.generation_config.eos_token_id)
    kw = dict(max_new_tokens=max_new_tokens, eos_token_ids=eos)
    result = gravity_generate_reference(model, **inputs, mask_id=mask_id, block_size=bd_size, **kw)
    same = None
    if check_greedy:
        same = greedy_generate_reference(model, **inputs, **kw) == result.output_ids
    text = processor.tokenizer.decode(result.output_ids, skip_special_tokens=True)
    hits = cell_hits(text, sample.cells) if sample.cells else 0
    return Record(
        task=sample.task,
        target=sample.target,
        prediction=text,
        tokens=len(result.output_ids),
        rounds=len(result.rounds),
        edits=edit_distance(text, sample.target),
        cells=sum(map(len, sample.cells)),
        cell_hits=hits,
        gravity_equals_greedy=same,
        metrics=safe_score(sample.task, text, sample.target),
    )


@torch.no_grad()
def evaluate(
    model,
    processor,
    samples: Iterable[Sample],
    *,
    mask_id: int,
    bd_size: int,
    max_new_tokens: int,
    check_greedy: bool = False,
) -> list[Record]:
    """decode_sample over samples with the model in eval mode (restored afterwards)."""
    was_training = model.training
    model.eval()
    records = [
        decode_sample(
            model,
            processor,
            s,
            mask_id=mask_id,
            bd_size=bd_size,
            max_new_tokens=max_new_tokens,
            check_greedy=check_greedy,
        )
        for s in samples
    ]
    model.train(was_training)
    return records


def safe_score(task: str, prediction: str, target: str) -> dict[str, float]:
    """`ocr_metrics.score`, or {} when the target cannot be scored (a table target without a
    <table>, which real held-out records may have) instead of stopping a training run's eval."""
    try:
        return score(task, prediction, target)
    except ValueError:
        return {}


def mean_scores(task: str, scores: list[dict[str, float]]) -> dict[str, float]:
    """The mean of each metric of `TASK_METRICS[task]` over `ocr_metrics.score` dicts (0.0 when
    there are none)."""
    return {name: sum(s[name] for s in scores) / max(1, len(scores)) for name in TASK_METRICS[task]}


def records_tpf(records: Sequence[Record]) -> float:
    """Tokens per forward of in-process decodes (``decoding.forwards``; 0.0 without rounds)."""
    counts = total(DecodeCounts(r.tokens - 1, r.rounds, 0) for r in records if r.rounds)
    return counts.tokens_per_forward or 0.0


def summarize(records: list[Record]) -> dict[str, dict]:
    """Per-task metrics: micro CER, exact match, the mean `ocr_metrics.score` metrics (edit_sim;
    teds, teds_struct, cell_sim; formula_sim), exact-cell accuracy (tables), TPF, gravity==greedy.
    """
    out: dict[str, dict] = {}
    for task in sorted({r.task for r in records}):
        rs = [r for r in records if r.task == task]
        stats = {
            "n": len(rs),
            "cer": sum(r.edits for r in rs) / max(1, sum(len(r.target) for r in rs)),
            "exact": sum(r.prediction == r.target for r in rs) / len(rs),
            "tpf": records_tpf(rs),
        }
        metrics = [
            safe_score(task, r.prediction, r.target) if r.metrics is None else r.metrics for r in rs
        ]
        scored = [m for m in metrics if m]
        if scored:
            stats |= mean_scores(task, scored)  # over the records whose target could be scored
        if len(scored) < len(rs):
            stats["unscored"] = len(rs) - len(scored)
        if any(r.cells for r in rs):
            stats["cell_acc"] = sum(r.cell_hits for r in rs) / sum(r.cells for r in rs)
        checked = [r.gravity_equals_greedy for r in rs if r.gravity_equals_greedy is not None]
        if checked:
            stats["gravity_equals_greedy"] = sum(checked)
            stats["greedy_checked"] = len(checked)
        out[task] = stats
    return out


def records_json(records: list[Record]) -> list[dict]:
    return [asdict(r) for r in records]
