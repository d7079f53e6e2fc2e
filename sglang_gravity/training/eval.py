"""Evaluate a gravity checkpoint on held-out documents (in process and/or through a server).

    python -m sglang_gravity.training.eval --model models/gravity-demo --n 60 --json out.json
    python -m sglang_gravity.training.eval --model models/gravity-demo --server http://127.0.0.1:30000
    python -m sglang_gravity.training.eval --data held_out.jsonl --server http://127.0.0.1:30000

Per task (text, table, formula): the field's metrics (`sglang_gravity.training.ocr_metrics`: text edit
similarity; table TEDS, structure-only TEDS and cell similarity; formula similarity over canonical
LaTeX tokens), CER and exact match, exact-cell accuracy for tables, and tokens per forward.

The documents are the synthetic held-out set (`--n` per task), or with `--data` a JSONL file of
records `{"image": ..., "prompt": ..., "target": ...}` (or a `datasets` save_to_disk folder with
those columns; read by `training.records`): `image` is a path relative to the JSONL file's folder
(or absolute) or a `data:image/...;base64,` URL, `prompt` one of GLM-OCR's task prompts ("Text
Recognition:", "Table Recognition:", "Formula Recognition:", which gives the task), `target` the
reference text (an HTML <table> for tables). Every record is checked before anything runs; a bad
one stops the run with an error naming `file:line`.

With `--model`, decoding runs in process through `reference.gravity_generate_reference` (fp32) and
every output is compared with plain greedy decoding. With `--server`, the same prompts go to the
server's `/v1/chat/completions` (greedy); its TPF is `decoding.forwards`'s (committed tokens over
forward passes: a round two, an AR step one, the prefill left out) and, with `--model` too, its
text is compared with the in-process greedy text.
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import io
import json
import pathlib
import time
from collections.abc import Sequence

from PIL import Image

from sglang_gravity.cli import add_model_path, add_renamed
from sglang_gravity.training.data import TASKS, Sample, held_out_samples
from sglang_gravity.training.ocr_metrics import has_table, primary_metric
from sglang_gravity.training.records import BadRecordError, ImageBytes, ImageFile, read_records
from sglang_gravity.training.records import Record as DataRecord
from sglang_gravity.training.scoring import (
    cell_hits,
    edit_distance,
    evaluate,
    mean_scores,
    records_json,
    safe_score,
    summarize,
    table_cells,
)


def read_data(path: str | pathlib.Path) -> Sequence[DataRecord]:
    """The records of `--data` (`training.records.read_records`: a JSONL file or a saved
    `datasets` folder), each checked up front; a bad one is a ValueError "path:LINE: why"."""
    records = read_records(path)
    for r in records:
        if r.task == "table" and not has_table(r.target):
            raise BadRecordError(r.source, "a table record's target has no HTML <table>")
    if not records:
        raise ValueError(f"{path}: no records")
    return records


def record_sample(record: DataRecord) -> Sample:
    """The record as a Sample, its image decoded and (tables) the target's cell grid attached."""
    return Sample(record.task, record.load_image(), record.target, _grid(record.target))


def record_image_url(record: DataRecord) -> str:
    """The record's image as a data URL: its encoded bytes as they are, else re-encoded as PNG."""
    loader = record.image
    data = loader.data if isinstance(loader, ImageBytes) else None
    if isinstance(loader, ImageFile):
        data = pathlib.Path(loader.path).read_bytes()
    if data is not None:
        try:
            with Image.open(io.BytesIO(data)) as image:
                mime = Image.MIME.get(image.format or "")
        except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as error:
            raise BadRecordError(record.source, f"unreadable image: {error}") from None
        if mime is not None:
            return f"data:{mime};base64," + base64.b64encode(data).decode()
    return png_data_url(record.load_image())


def _grid(target: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(row) for row in table_cells(target))


def png_data_url(image: Image.Image) -> str:
    buf = io.BytesIO()
    image.save(buf, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def server_request(
    url: str, prompt: str, image_url: str, max_new_tokens: int, timeout: float = 600
) -> dict:
    """One greedy chat completion with speculative details; returns the response JSON."""
    import requests

    content = [
        {"type": "image_url", "image_url": {"url": image_url}},
        {"type": "text", "text": prompt},
    ]
    body = {
        "model": "default",
        "messages": [{"role": "user", "content": content}],
        "temperature": 0,
        "max_tokens": max_new_tokens,
        "return_spec_tokens_details": True,
    }
    resp = requests.post(f"{url.rstrip('/')}/v1/chat/completions", json=body, timeout=timeout)
    resp.raise_for_status()
    return resp.json()


def response_text(response: dict) -> str:
    return response["choices"][0]["message"]["content"] or ""


def server_metrics(
    responses: list[dict],
    tasks: list[str],
    targets: list[str],
    scores: list[dict[str, float]] | None = None,
    local: list[str] | None = None,
) -> dict[str, dict]:
    """Per-task metrics of server responses (as `summarize`'s) and, given the in-process
    predictions `local`, how many texts equal them. `scores`: the responses' `ocr_metrics.score`
    dicts when already computed."""
    if scores is None:
        scores = [
            safe_score(t, response_text(r), ref) for t, r, ref in zip(tasks, responses, targets)
        ]
    from sglang_gravity.launcher.client import tokens_per_forward

    out: dict[str, dict] = {}
    for task in sorted(set(tasks)):
        idx = [i for i, t in enumerate(tasks) if t == task]
        texts = [response_text(responses[i]) for i in idx]
        refs = [targets[i] for i in idx]
        details = [(responses[i].get("sglext") or {}).get("spec_tokens_details") or {} for i in idx]
        stats = {
            "n": len(idx),
            "cer": sum(map(edit_distance, texts, refs)) / max(1, sum(map(len, refs))),
            "exact": sum(map(str.__eq__, texts, refs)) / len(idx),
            "tpf": tokens_per_forward(details) or 0.0,
        }
        scored = [scores[i] for i in idx if scores[i]]
        if scored:
            stats |= mean_scores(task, scored)
        if len(scored) < len(idx):
            stats["unscored"] = len(idx) - len(scored)
        if local is not None:
            stats["equals_in_process"] = sum(t == local[i] for t, i in zip(texts, idx))
        if task == "table":
            grids = [_grid(r) for r in refs]
            if any(grids):
                hits = sum(map(cell_hits, texts, grids))
                stats["cell_acc"] = hits / sum(sum(map(len, g)) for g in grids)
        out[task] = stats
    return out


def print_table(title: str, metrics: dict[str, dict]) -> None:
    print(title)
    print(
        f"{'task':<8} {'n':>4} {'CER':>7} {'exact':>6} {'metric':<11} {'score':>6} {'cells':>6} "
        f"{'TPF':>5} {'=greedy':>8}"
    )
    for task, m in metrics.items():
        name = primary_metric(task) if task in TASKS else "-"
        value = f"{m[name]:.3f}" if name in m else "-"
        cells = f"{m['cell_acc']:.3f}" if "cell_acc" in m else "-"
        same = m.get("gravity_equals_greedy", m.get("equals_in_process", "-"))
        print(
            f"{task:<8} {m['n']:>4} {m['cer']:>7.2%} {m['exact']:>6.2f} {name:<11} {value:>6} "
            f"{cells:>6} {m['tpf']:>5.2f} {same!s:>8}"
        )


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_model_path(p, help="checkpoint folder (with block_diffusion.json): in process")
    add_renamed(
        p,
        "--gravity-url",
        ["--server"],
        dest="server",
        help="base URL of a running gravity server serving the checkpoint",
    )
    p.add_argument(
        "--data",
        help="JSONL of {image, prompt, target} records, or a datasets save_to_disk folder "
        "(default: the synthetic held-out set)",
    )
    p.add_argument("--n", type=int, default=60, help="synthetic held-out samples per task")
    p.add_argument("--tasks", nargs="+", choices=TASKS, default=list(TASKS), help="tasks to run")
    p.add_argument("--max-new-tokens", type=int, default=96, help="decode budget per sample")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument("--json", help="write metrics and per-sample records to this file")
    args = p.parse_args(argv)
    if not (args.model or args.server):
        p.error("give --model (in process), --server, or both")

    if args.data:
        try:
            data = [r for r in read_data(args.data) if r.task in args.tasks]
        except (OSError, ValueError) as error:
            p.error(str(error))
        if not data:
            p.error(f"{args.data}: no records of the tasks {', '.join(args.tasks)}")
        samples = None  # decoded one at a time, in process only
        sources = [r.source for r in data]
        tasks, targets = [r.task for r in data], [r.target for r in data]
    else:
        samples = [s for task in args.tasks for s in held_out_samples(args.n, task)]
        sources = [f"held-out {s.task} #{i}" for i, s in enumerate(samples)]
        tasks, targets = [s.task for s in samples], [s.target for s in samples]
    result: dict = {"model": args.model, "data": args.data}

    local = None
    if args.model:
        import torch
        from transformers import AutoModelForImageTextToText, AutoProcessor

        from sglang_gravity.config import load_block_diffusion

        torch.set_num_threads(args.threads)
        spec = load_block_diffusion(args.model)
        processor = AutoProcessor.from_pretrained(args.model)
        model = AutoModelForImageTextToText.from_pretrained(args.model, dtype=torch.float32).eval()
        t0 = time.perf_counter()
        records = evaluate(
            model,
            processor,
            samples if samples is not None else map(record_sample, data),
            mask_id=spec.mask_id,
            bd_size=spec.bd_size,
            max_new_tokens=args.max_new_tokens,
            check_greedy=True,
        )
        local = [r.prediction for r in records]
        result |= {
            "block_diffusion": dataclasses.asdict(spec),
            "in_process": summarize(records),
            "in_process_s": round(time.perf_counter() - t0, 1),
        }
        print_table("in process (reference gravity decoder, fp32)", result["in_process"])
        if args.json:
            result["records"] = records_json(records)
    if args.server:
        responses = []
        for i, source in enumerate(sources):
            if samples is not None:
                prompt, image_url = samples[i].prompt, png_data_url(samples[i].image)
            else:
                prompt, image_url = data[i].prompt, record_image_url(data[i])
            try:
                responses.append(
                    server_request(args.server, prompt, image_url, args.max_new_tokens)
                )
            except Exception as error:
                raise RuntimeError(f"{source}: server request failed: {error}") from error
        texts = [response_text(r) for r in responses]
        scores = [safe_score(task, text, ref) for task, text, ref in zip(tasks, texts, targets)]
        result["server"] = server_metrics(responses, tasks, targets, scores, local)
        print_table(f"server {args.server}", result["server"])
        if args.json:
            result["server_records"] = [
                {"source": src, "task": task, "target": ref, "prediction": text, "metrics": m}
                for src, task, ref, text, m in zip(sources, tasks, targets, texts, scores)
            ]
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1, default=str)  # block_diffusion's path: a Path


if __name__ == "__main__":
    main()
