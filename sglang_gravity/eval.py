"""Evaluate a gravity checkpoint on held-out synthetic documents (in process, optionally a server).

    python -m sglang_gravity.eval --model models/gravity-demo --n 60 --json out.json
    python -m sglang_gravity.eval --model models/gravity-demo --server http://127.0.0.1:30000

Per task (text, table, formula): CER and exact match, cell accuracy for tables, and tokens per
forward. In process, decoding runs through `reference.gravity_generate_reference` (fp32) and every
output is compared with plain greedy decoding. With `--server`, the same prompts go to the server's
`/v1/chat/completions` (greedy); its TPF is `spec_accept_length / 2` (committed tokens per round over
the round's two forwards) and its text is compared with the in-process greedy text.
"""

from __future__ import annotations

import argparse
import base64
import dataclasses
import io
import json
import time

import torch

from sglang_gravity.config import load_block_diffusion
from sglang_gravity.testing.client import tokens_per_forward
from sglang_gravity.training.data import TASKS, Sample, held_out_samples
from sglang_gravity.training.evaluate import (
    Record,
    cell_hits,
    edit_distance,
    evaluate,
    records_json,
    summarize,
)


def server_request(url: str, sample: Sample, max_new_tokens: int, timeout: float = 600) -> dict:
    """One greedy chat completion with speculative details; returns the response JSON."""
    import requests

    buf = io.BytesIO()
    sample.image.save(buf, format="PNG")
    image_url = "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()
    content = [
        {"type": "image_url", "image_url": {"url": image_url}},
        {"type": "text", "text": sample.prompt},
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


def server_metrics(responses: list[dict], samples: list[Sample], local: list[Record]) -> dict:
    """Per-task CER / exact / cell accuracy / TPF of server responses, and text == in-process text."""
    out: dict[str, dict] = {}
    for task in sorted({s.task for s in samples}):
        idx = [i for i, s in enumerate(samples) if s.task == task]
        texts = [responses[i]["choices"][0]["message"]["content"] or "" for i in idx]
        details = [(responses[i].get("sglext") or {}).get("spec_tokens_details") or {} for i in idx]
        stats = {
            "n": len(idx),
            "cer": sum(edit_distance(t, samples[i].target) for t, i in zip(texts, idx))
            / max(1, sum(len(samples[i].target) for i in idx)),
            "exact": sum(t == samples[i].target for t, i in zip(texts, idx)) / len(idx),
            "tpf": tokens_per_forward(details) or 0.0,
            "equals_in_process": sum(t == local[i].prediction for t, i in zip(texts, idx)),
        }
        if task == "table":
            hits = sum(cell_hits(t, samples[i].cells) for t, i in zip(texts, idx))
            stats["cell_acc"] = hits / sum(sum(map(len, samples[i].cells)) for i in idx)
        out[task] = stats
    return out


def print_table(title: str, metrics: dict[str, dict]) -> None:
    print(title)
    print(f"{'task':<8} {'n':>4} {'CER':>7} {'exact':>6} {'cells':>6} {'TPF':>5} {'=greedy':>8}")
    for task, m in metrics.items():
        cells = f"{m['cell_acc']:.3f}" if "cell_acc" in m else "-"
        same = m.get("gravity_equals_greedy", m.get("equals_in_process", "-"))
        print(
            f"{task:<8} {m['n']:>4} {m['cer']:>7.2%} {m['exact']:>6.2f} {cells:>6} "
            f"{m['tpf']:>5.2f} {same!s:>8}"
        )


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--model", required=True, help="checkpoint folder (with block_diffusion.json)")
    p.add_argument("--server", help="base URL of a running SGLang server serving --model")
    p.add_argument("--n", type=int, default=60, help="held-out samples per task")
    p.add_argument("--tasks", nargs="+", choices=TASKS, default=list(TASKS), help="tasks to run")
    p.add_argument("--max-new-tokens", type=int, default=96, help="decode budget per sample")
    p.add_argument("--threads", type=int, default=1, help="torch intra-op CPU threads")
    p.add_argument("--json", help="write metrics and per-sample records to this file")
    args = p.parse_args(argv)
    torch.set_num_threads(args.threads)

    from transformers import AutoModelForImageTextToText, AutoProcessor

    spec = load_block_diffusion(args.model)
    processor = AutoProcessor.from_pretrained(args.model)
    model = AutoModelForImageTextToText.from_pretrained(args.model, dtype=torch.float32).eval()
    samples = [s for task in args.tasks for s in held_out_samples(args.n, task)]
    t0 = time.perf_counter()
    records = evaluate(
        model,
        processor,
        samples,
        mask_id=spec.mask_id,
        bd_size=spec.bd_size,
        max_new_tokens=args.max_new_tokens,
        check_greedy=True,
    )
    result = {
        "model": args.model,
        "block_diffusion": dataclasses.asdict(spec),
        "in_process": summarize(records),
        "in_process_s": round(time.perf_counter() - t0, 1),
    }
    print_table("in process (reference gravity decoder, fp32)", result["in_process"])
    if args.server:
        responses = [server_request(args.server, s, args.max_new_tokens) for s in samples]
        result["server"] = server_metrics(responses, samples, records)
        print_table(f"server {args.server}", result["server"])
    if args.json:
        result["records"] = records_json(records)
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
