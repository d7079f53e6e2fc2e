"""(Re)generate the bundled held-out OCR benchmark set: a folder of PNGs plus ``manifest.jsonl``.

One JSON line per page: ``{"id", "image", "prompt", "type", "reference", "source"}``; ``image`` is
relative to the folder, ``type`` is the content type the benchmark groups acceptance by, and
``reference`` the ground-truth text (kept for accuracy checks; the benchmark does not need it).

Pages come from ``sglang_gravity.training.data.held_out_samples`` when that module is present, so
they are drawn like the demo checkpoint's training data but from seeds training never sees;
otherwise a small PIL renderer below stands in. Both are deterministic: the same command writes
byte-identical files. Usage::

    python benchmarks/make_bench_set.py                       # benchmarks/data/synthetic, 10/type
    python benchmarks/make_bench_set.py --per-type 40 --out /tmp/bench40
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from sglang_gravity.cli import add_out
from sglang_gravity.repository import REPO_ROOT

# The bundled benchmark set of the repository (benchmarks/data/synthetic), which the benchmarks read
# by default.
BENCH_SET_DIR = REPO_ROOT / "benchmarks" / "data" / "synthetic"
PROMPTS = {
    "text": "Text Recognition:",
    "table": "Table Recognition:",
    "formula": "Formula Recognition:",
}
FALLBACK_SEED0 = 7_000_000  # fallback pages: seeds of their own, disjoint per type


@dataclass(frozen=True)
class Page:
    type: str
    image: Image.Image
    reference: str


def training_pages(per_type: int) -> list[Page] | None:
    """Held-out pages from the training data generator, or None when it is not installed."""
    try:
        from sglang_gravity.training.data import PROMPTS as TRAINING_PROMPTS
        from sglang_gravity.training.data import held_out_samples
    except ImportError:
        return None
    if dict(TRAINING_PROMPTS) != PROMPTS:
        raise SystemExit(f"training prompts {TRAINING_PROMPTS} differ from {PROMPTS}")
    return [
        Page(sample.task, sample.image, sample.target)
        for task in PROMPTS
        for sample in held_out_samples(per_type, task)
    ]


def _fallback_text(rng: random.Random) -> str:
    words = "total page date name item price note order paid report year north city".split()
    lines = []
    for _ in range(rng.randint(1, 3)):
        line = " ".join(rng.choice(words + [str(rng.randint(0, 9999))]) for _ in range(3))
        lines.append(line)
    return "\n".join(lines)


def _fallback_table(rng: random.Random) -> tuple[str, list[list[str]]]:
    cols = rng.randint(2, 4)
    rows = [[str(rng.randint(0, 999)) for _ in range(cols)] for _ in range(3)]
    html = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table>{html}</table>", rows


def _fallback_formula(rng: random.Random) -> tuple[str, str]:
    a, b, c = rng.choice("xyzabn"), rng.randint(2, 9), rng.randint(1, 99)
    return f"{a}^{{{b}}}+{c}={a}_{{{b}}}", f"{a}^{b} + {c} = {a}_{b}"


def fallback_page(task: str, seed: int) -> Page:
    """A plain rendering with PIL's built-in font: for when the training package is absent."""
    rng = random.Random(seed)
    font = ImageFont.load_default(size=20)
    image = Image.new("L", (448, 168), rng.randint(225, 255))
    draw = ImageDraw.Draw(image)
    ink = rng.randint(0, 60)
    if task == "text":
        reference = _fallback_text(rng)
        draw.multiline_text((12, 12), reference, fill=ink, font=font, spacing=14)
    elif task == "table":
        reference, rows = _fallback_table(rng)
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                draw.rectangle((12 + 96 * c, 12 + 44 * r, 108 + 96 * c, 56 + 44 * r), outline=ink)
                draw.text((22 + 96 * c, 22 + 44 * r), cell, fill=ink, font=font)
    else:
        reference, shown = _fallback_formula(rng)
        draw.text((12, 60), shown, fill=ink, font=font)
    return Page(task, image, reference)


def fallback_pages(per_type: int) -> list[Page]:
    return [
        fallback_page(task, FALLBACK_SEED0 + 100_000 * t + i)
        for t, task in enumerate(PROMPTS)
        for i in range(per_type)
    ]


def _compact(image: Image.Image) -> Image.Image:
    """Grey pages stored as 8-bit grey: a third of the bytes, the same RGB after decoding."""
    if image.mode == "RGB":
        r, g, b = image.split()
        if r.tobytes() == g.tobytes() == b.tobytes():
            return r
    return image


def write_set(out: Path, pages: list[Page], source: str) -> int:
    """Write the PNGs and manifest.jsonl into a fresh ``out``; returns the total bytes."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    counters = dict.fromkeys(PROMPTS, 0)
    lines = []
    for page in pages:
        index = counters[page.type]
        counters[page.type] += 1
        name = f"{page.type}_{index:03d}.png"
        _compact(page.image).save(out / name, format="PNG", optimize=True)
        record = {
            "id": f"{page.type}_{index:03d}",
            "image": name,
            "prompt": PROMPTS[page.type],
            "type": page.type,
            "reference": page.reference,
            "source": source,
        }
        lines.append(json.dumps(record, ensure_ascii=False))
    (out / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return sum(path.stat().st_size for path in out.iterdir())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_out(parser, BENCH_SET_DIR, help="folder to (re)write")
    parser.add_argument("--per-type", type=int, default=10, help="pages per content type")
    parser.add_argument(
        "--source",
        choices=("auto", "training", "pil"),
        default="auto",
        help="page generator: the training package's held-out pages, PIL, or auto (training if "
        "importable)",
    )
    args = parser.parse_args(argv)
    pages = None if args.source == "pil" else training_pages(args.per_type)
    if pages is None and args.source == "training":
        raise SystemExit("sglang_gravity.training.data is not importable")
    source = "training.held_out_samples" if pages is not None else "pil-fallback"
    if pages is None:
        pages = fallback_pages(args.per_type)
    size = write_set(args.out, pages, source)
    print(f"wrote {len(pages)} pages ({source}, {size / 1e6:.2f} MB) to {args.out}")


if __name__ == "__main__":
    main()
