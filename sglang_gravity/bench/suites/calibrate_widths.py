"""Calibrate the width policy's cost model: time one decoder pass of width W at batch size bs.

For every batch size and width this times one forward of ``bs`` requests with ``W`` new tokens
each over a KV prefix of ``--prefix`` tokens (Hugging Face GLM-OCR text decoder plus the lm_head
on every window row: a gravity pass needs logits at all W rows), in plain PyTorch, on CPU or
CUDA, eager. The widths of one batch size are timed round-robin (W=1, 5, ..., 33, then again), so
machine drift hits them alike; each cell is the fastest of ``--iters`` runs (``--statistic
min``: on a shared machine other load only adds time) or their median. The result is the
cost table ``sglang_gravity.width.cost_table.CostTable`` reads (``--gravity-width-costs``):
``c(W, bs) = t(W, bs) / t(1, bs)``.

The model is a checkpoint (``--model DIR``) or a random-weight one built in memory
(``--preset small`` = hidden 768, 8 layers; ``--preset glm-ocr`` = GLM-OCR's decoder; see
``sglang_gravity/checkpoints/sized.py``). The prefix KV is random (attention cost depends on
shapes only); the passes are causal (the draft pass's bidirectional window rows cost the same).
HF's cache concatenates the new KV onto the prefix every pass, a copy serving does not make; it
is the same for every width. For timings on the serving path (the window kernel, CUDA graphs)
see the ``widths`` section of ``benchmarks/gpu_check.py``. Examples::

    python benchmarks/calibrate_widths.py --preset small --out runs/width-costs/small-cpu.json
    python benchmarks/calibrate_widths.py --preset glm-ocr --device cuda --out costs.json
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import torch

from sglang_gravity.bench.report import Column, table
from sglang_gravity.cli import add_model_path, add_out
from sglang_gravity.width.cost_table import CostTable, parse_widths
from sglang_gravity.width.policy import DEFAULT_WIDTHS

DEFAULT_BATCH_SIZES = (1, 4, 16, 32, 64)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    model = parser.add_mutually_exclusive_group()
    add_model_path(model, type=Path, help="GLM-OCR checkpoint folder to time")
    model.add_argument(
        "--preset",
        choices=("small", "glm-ocr"),
        default="small",
        help="random-weight decoder built in memory (default small: hidden 768, 8 layers)",
    )
    parser.add_argument("--widths", type=parse_widths, default=DEFAULT_WIDTHS, help="1,5,9,17,33")
    parser.add_argument(
        "--batch-sizes",
        type=lambda s: tuple(sorted({int(x) for x in s.split(",") if x.strip()})),
        default=DEFAULT_BATCH_SIZES,
        help="comma-separated (default 1,4,16,32,64)",
    )
    parser.add_argument("--prefix", type=int, default=1024, help="KV prefix length per request")
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    parser.add_argument("--dtype", choices=("bfloat16", "float32"), default="bfloat16")
    parser.add_argument("--iters", type=int, default=5, help="timed runs per cell")
    parser.add_argument(
        "--statistic",
        choices=("min", "median"),
        default="min",
        help="what a cell reports of its runs (default min: contention only adds time)",
    )
    parser.add_argument("--warmup", type=int, default=1, help="untimed runs per cell first")
    parser.add_argument("--threads", type=int, default=None, help="torch CPU threads")
    parser.add_argument(
        "--time-budget-s",
        type=float,
        default=1800.0,
        help="stop before a batch size that would start after this many seconds",
    )
    parser.add_argument("--seed", type=int, default=0)
    add_out(parser, "runs/width-costs.json", help="the cost table (JSON) to write")
    args = parser.parse_args(argv)
    if 1 not in args.widths:
        parser.error("--widths must include 1 (the AR pass every cost is relative to)")
    if not args.batch_sizes or min(args.batch_sizes) < 1 or args.prefix < 0 or args.iters < 1:
        parser.error("--batch-sizes, --prefix and --iters must be positive")
    return args


def load_model(args: argparse.Namespace):
    dtype = getattr(torch, args.dtype)
    if args.model is not None:
        from transformers import GlmOcrForConditionalGeneration

        model = GlmOcrForConditionalGeneration.from_pretrained(args.model, dtype=dtype)
        return model.to(args.device).eval(), str(args.model)
    from sglang_gravity.checkpoints.sized import PRESETS, build_sized_model

    model, _, _ = build_sized_model(
        PRESETS[args.preset], dtype=dtype, device=args.device, seed=args.seed
    )
    return model, f"random weights, preset {args.preset}"


class TimedWindowPass:
    """One decoder pass of ``width`` new tokens per request over a fixed random KV prefix."""

    def __init__(self, model: Any, bs: int, prefix: int, seed: int) -> None:
        from transformers import DynamicCache

        self.decoder = model.model.language_model
        self.lm_head = model.lm_head
        config = self.decoder.config
        param = next(self.decoder.parameters())
        gen = torch.Generator(device=param.device).manual_seed(seed)
        self.cache = DynamicCache(config=config)
        kv_shape = (bs, config.num_key_value_heads, prefix, config.head_dim)
        for layer in range(config.num_hidden_layers):
            k, v = (
                torch.randn(kv_shape, generator=gen, device=param.device).to(param.dtype)
                for _ in range(2)
            )
            self.cache.update(k, v, layer)
        self.bs, self.prefix = bs, prefix
        self.vocab = config.vocab_size
        self.device = param.device

    @torch.inference_mode()
    def __call__(self, width: int, input_ids: torch.Tensor) -> float:
        """Seconds for one pass (logits at every row), the cache put back to the prefix after."""
        if self.device.type == "cuda":
            torch.cuda.synchronize(self.device)
        start = time.perf_counter()
        hidden = self.decoder(
            input_ids=input_ids, past_key_values=self.cache, use_cache=True
        ).last_hidden_state
        logits = self.lm_head(hidden)  # [bs, W, vocab]
        logits.argmax(-1)
        if self.device.type == "cuda":
            torch.cuda.synchronize(self.device)
        seconds = time.perf_counter() - start
        self.cache.crop(-width)
        return seconds


def calibrate(args: argparse.Namespace, model: Any, progress=print) -> dict[str, Any]:
    """Median seconds per (bs, W), batch sizes in order until the time budget runs out."""
    started = time.monotonic()
    gen = torch.Generator().manual_seed(args.seed)
    rows: list[dict[str, Any]] = []
    for bs in args.batch_sizes:
        if time.monotonic() - started > args.time_budget_s:
            progress(f"time budget reached: batch sizes from {bs} on skipped")
            break
        window = TimedWindowPass(model, bs, args.prefix, args.seed)
        vocab = int(window.lm_head.weight.shape[0])  # small test vocabularies (the demo's: 320)
        ids = {
            w: torch.randint(0, min(900, vocab), (bs, w), generator=gen).to(window.device)
            for w in args.widths
        }
        for w in args.widths:
            for _ in range(args.warmup):
                window(w, ids[w])
        samples: dict[int, list[float]] = {w: [] for w in args.widths}
        for _ in range(args.iters):
            for w in args.widths:  # round-robin: drift hits every width alike
                samples[w].append(window(w, ids[w]))
        pick = min if args.statistic == "min" else statistics.median
        seconds = [pick(samples[w]) for w in args.widths]
        row = {
            "bs": bs,
            "seconds": seconds,
            "relative": [t / seconds[0] for t in seconds],
            "spread": [
                (max(samples[w]) - min(samples[w])) / statistics.median(samples[w])
                for w in args.widths
            ],
        }
        rows.append(row)
        progress(
            f"bs {bs:>3}: "
            + "  ".join(
                f"W={w} {1e3 * t:8.2f} ms ({r:.2f}x)"
                for w, t, r in zip(args.widths, seconds, row["relative"])
            )
        )
        del window
        if torch.cuda.is_available():
            torch.cuda.empty_cache()
    return {"rows": rows, "wall_s": time.monotonic() - started}


def cost_table(args: argparse.Namespace, result: dict[str, Any], meta: dict[str, Any]) -> CostTable:
    rows = result["rows"]
    if not rows:
        raise SystemExit("no batch size finished within the time budget")
    return CostTable(
        widths=tuple(args.widths),
        batch_sizes=tuple(r["bs"] for r in rows),
        seconds=tuple(tuple(r["seconds"]) for r in rows),
        meta=meta,
    )


def markdown(costs: CostTable) -> str:
    """The cost table for people: each width's pass time over width 1's, per batch size."""
    columns = [Column("bs", lambda r: r[0])]
    columns += [
        Column(f"W={w}", lambda r, i=i: r[1][i] / r[1][0]) for i, w in enumerate(costs.widths)
    ]
    columns.append(Column("t(1) ms", lambda r: 1e3 * r[1][0]))
    meta = costs.meta
    lines = [
        f"Width cost c(W, bs) = t(W) / t(1), {meta.get('model')}, {meta.get('device')}, "
        f"{meta.get('dtype')}, prefix {meta.get('prefix')}",
        *table(columns, zip(costs.batch_sizes, costs.seconds, strict=True)),
    ]
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace, model: Any, model_name: str) -> CostTable:
    """Calibrate ``model``, write the cost table to ``args.out`` and return it."""
    config = model.model.language_model.config
    device_name = (
        torch.cuda.get_device_name(args.device) if args.device.startswith("cuda") else "cpu"
    )
    print(
        f"calibrating {model_name} (hidden {config.hidden_size}, {config.num_hidden_layers} "
        f"layers, vocab {config.vocab_size}) on {device_name}, {args.dtype}, prefix {args.prefix}",
        flush=True,
    )
    result = calibrate(args, model, progress=lambda line: print(line, flush=True))
    meta = {
        "tool": "benchmarks/calibrate_widths.py",
        "model": model_name,
        "hidden": config.hidden_size,
        "layers": config.num_hidden_layers,
        "vocab": config.vocab_size,
        "device": device_name,
        "dtype": args.dtype,
        "prefix": args.prefix,
        "iters": args.iters,
        "statistic": args.statistic,
        "mode": "eager, HF DynamicCache",
        "torch": torch.__version__,
        "threads": torch.get_num_threads(),
        "platform": platform.platform(),
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "wall_s": result["wall_s"],
        "spread": {str(r["bs"]): r["spread"] for r in result["rows"]},
    }
    table = cost_table(args, result, meta)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(table.to_dict(), indent=1) + "\n")
    args.out.with_suffix(".md").write_text(markdown(table))
    print()
    print(markdown(table))
    print(f"wrote {args.out} and {args.out.with_suffix('.md')}")
    return table


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    model, model_name = load_model(args)
    run(args, model, model_name)


if __name__ == "__main__":
    sys.exit(main())
