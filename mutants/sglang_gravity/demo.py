"""``make demo``: serve a checkpoint with AR and with gravity, OCR a few images, compare.

Starts both servers on loopback on the local device (CPU here), sends each sample image through
``/v1/chat/completions`` (streaming, greedy) to both, and prints the text, the tokens per forward,
the decode time of each engine, and whether the token ids are identical.

With no ``--model`` it serves ``models/gravity-demo`` when that folder exists; otherwise it builds
the tiny *random-weight* test model, whose text is gibberish and whose drafts are almost never
accepted — that run shows the plumbing works, not the speed-up.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from PIL import Image

from sglang_gravity.launcher.client import Completion, chat, chat_messages
from sglang_gravity.launcher.server import running_servers

REPO = Path(__file__).resolve().parent.parent
BUNDLED_MODEL = REPO / "models" / "gravity-demo"
BUNDLED_PAGES = REPO / "benchmarks" / "data" / "synthetic"


def _samples(n: int) -> list[tuple[str, str, Image.Image]]:
    """(content type, prompt, image): the bundled held-out pages, types interleaved.

    They are the benchmark's pages (``benchmarks/data/synthetic``, drawn by the training
    generator from seeds training never saw). Without that folder (an installed wheel), the
    same held-out pages are rendered by the training generator.
    """
    if BUNDLED_PAGES.joinpath("manifest.jsonl").is_file():
        by_type: dict[str, list[tuple[str, str, Image.Image]]] = {}
        for line in BUNDLED_PAGES.joinpath("manifest.jsonl").read_text().splitlines():
            if line.strip():
                entry = json.loads(line)
                image = Image.open(BUNDLED_PAGES / entry["image"]).convert("RGB")
                by_type.setdefault(entry["type"], []).append(
                    (entry["type"], entry["prompt"], image)
                )
    else:
        from sglang_gravity.training.data import TASKS, held_out_samples

        by_type = {
            task: [(task, s.prompt, s.image) for s in held_out_samples(n, task)] for task in TASKS
        }
    interleaved = [page for pages in zip(*by_type.values()) for page in pages]
    return interleaved[:n]


def _row(kind: str, ar: Completion, gravity: Completion) -> str:
    rounds = gravity.spec.get("spec_verify_ct") or 0
    tpf = gravity.spec.get("spec_accept_length", 0.0) / 2 if rounds else float("nan")
    ar_decode, gravity_decode = ar.decode_s or ar.latency_s, gravity.decode_s or gravity.latency_s
    same = "yes" if ar.output_ids == gravity.output_ids else "NO"
    text = gravity.text.replace("\n", " ")[:48]
    return (
        f"{kind:<8} {len(gravity.output_ids):>6} {tpf:>5.2f} {ar_decode:>8.2f} "
        f"{gravity_decode:>9.2f} {ar_decode / max(gravity_decode, 1e-9):>6.2f}x {same:>4}  {text}"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="checkpoint folder to serve")
    parser.add_argument("--samples", type=int, default=6, help="number of sample images")
    parser.add_argument("--max-tokens", type=int, default=160, help="max tokens per answer")
    parser.add_argument("--log-dir", type=Path, default=Path("runs/demo"), help="server logs")
    args = parser.parse_args(argv)

    model = args.model
    if model is None and BUNDLED_MODEL.is_dir():
        model = BUNDLED_MODEL
    if model is None:
        from sglang_gravity.checkpoints.tiny import build_tiny_glm_ocr

        model = build_tiny_glm_ocr(Path(tempfile.mkdtemp(prefix="tiny-glm-ocr-")))
        print(f"No trained checkpoint found; serving the tiny RANDOM-weight test model at {model}.")
        print("Its text is gibberish and its drafts are rarely accepted: this shows plumbing only.")
    args.log_dir.mkdir(parents=True, exist_ok=True)

    print(f"Starting AR and gravity servers for {model} (logs in {args.log_dir}) ...")
    # Both start in parallel; if either fails, or on Ctrl-C or SIGTERM, both are stopped.
    configs = {
        engine: {
            "model_path": model,
            "gravity": engine == "gravity",
            "log_path": args.log_dir / f"{engine}.log",
        }
        for engine in ("ar", "gravity")
    }
    with running_servers(configs) as servers:
        ar_server, gravity_server = servers["ar"], servers["gravity"]
        print(
            f"\n{'type':<8} {'tokens':>6} {'TPF':>5} {'AR dec s':>8} {'grav dec s':>9} "
            f"{'speedup':>7} {'same':>4}  text (gravity)"
        )
        total_ar = total_gravity = 0.0
        identical = 0
        samples = _samples(args.samples)
        for kind, prompt, image in samples:
            messages = chat_messages(prompt, image)
            ar = chat(ar_server.url, messages, max_tokens=args.max_tokens, stream=True)
            gravity = chat(gravity_server.url, messages, max_tokens=args.max_tokens, stream=True)
            total_ar += ar.decode_s or ar.latency_s
            total_gravity += gravity.decode_s or gravity.latency_s
            identical += ar.output_ids == gravity.output_ids
            print(_row(kind, ar, gravity))
        print(
            f"\n{identical}/{len(samples)} answers token-identical to AR; decode time AR "
            f"{total_ar:.2f} s vs gravity {total_gravity:.2f} s "
            f"({total_ar / max(total_gravity, 1e-9):.2f}x)."
        )


if __name__ == "__main__":
    main()
