"""Synthetic OCR documents for the three GLM-OCR tasks, deterministic by seed.

Every character is drawn in its own 28x28 cell (patch 14 x spatial merge 2), so one merged vision
token holds one character and the images need no resizing by the processor: patches aligned to
character cells made reading learnable on a CPU budget. Each task has a fixed canvas
width with text starting in column LEFT: M-RoPE places the response right after the image by its
width, so the k-th character of a line then sits at a fixed relative position from its cell, which
lets a small decoder (and its parallel drafts) read by position. Variety comes from the font
(DejaVu Sans Mono regular or bold when installed, else Pillow's built-in scalable font), sub-scripts
and fractions at 0.6x size, ink and paper grey, the first row, the content and Gaussian noise;
`make_sample`'s level shortens the content for a curriculum.

Training draws seeds from [0, HELD_OUT_SEED0); held-out evaluation uses seeds from HELD_OUT_SEED0 on.
"""

from __future__ import annotations

import functools
import pathlib
import random
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from sglang_gravity.checkpoints.tiny import MERGE_SIZE, PATCH_SIZE

TASKS = ("text", "table", "formula")
PROMPTS = {
    "text": "Text Recognition:",
    "table": "Table Recognition:",
    "formula": "Formula Recognition:",
}
CELL = PATCH_SIZE * MERGE_SIZE  # px; one character per merged vision token
BASELINE = 21  # px below a cell's top edge: room for ascenders above and descenders below
HELD_OUT_SEED0 = 1_000_000_000
LEFT = 1  # first text column (cells)
WIDTH = {"text": 16, "table": 14, "formula": 20}  # canvas width per task (cells)

_FONT_DIR = pathlib.Path("/usr/share/fonts/truetype/dejavu")
_FONT_FILES = ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf")
# Measured on a frozen scratch vision tower (linear read-out through the decoder, 150 steps): one
# glyph per cell was learnt from regular+bold at 22 px with paper 235-255, but not once sizes
# varied over 21-23 px, or paper over 200-255 (its grey level then dominated the features), or
# glyphs moved by a few pixels. So the glyph size is fixed (scripts and fractions at 0.6x) and
# positions vary only by whole rows; a bigger budget can afford wider variety.
FONT_SIZE = 22

_WORDS = (
    "the of and to in is for on with by at from or as an be it not are was this that "
    "page table text total date name item price value note line row cell sum tax cost "
    "invoice report summary result order paid due net unit rate qty code ref box "
    "first last next year month day week time north south east west city road park "
    "red blue green black white small large new old high low open close start end "
    "Page Table Total Date Name Item Note Order Paid Report Summary Result"
).split()
_SHORT_WORDS = [w for w in _WORDS if len(w) <= 3]
_VARIABLES = "abcnxyz"
_GREEK = {"α": "\\alpha", "β": "\\beta", "γ": "\\gamma", "θ": "\\theta", "λ": "\\lambda"}
_GREEK |= {"μ": "\\mu", "π": "\\pi", "σ": "\\sigma"}
_OPERATORS = [("+", "+"), ("-", "-"), ("×", "\\times"), ("·", "\\cdot")]
_RELATIONS = [("=", "="), ("=", "="), ("=", "="), ("≤", "\\leq")]


@dataclass(frozen=True)
class Sample:
    """One rendered document: the task, its image, the target text, and (tables) the cell grid."""

    task: str
    image: Image.Image
    target: str
    cells: tuple[tuple[str, ...], ...] = ()

    @property
    def prompt(self) -> str:
        return PROMPTS[self.task]


@dataclass(frozen=True)
class _Style:
    font: int  # index into _FONT_FILES
    ink: int  # grey level of the glyphs
    paper: int  # grey level of the background
    noise: float  # Gaussian sigma in grey levels

    @classmethod
    def draw(cls, rng: random.Random) -> _Style:
        return cls(
            font=rng.randrange(len(_FONT_FILES)),
            ink=rng.randint(0, 40),
            paper=rng.randint(235, 255),
            noise=rng.uniform(0.0, 3.0),
        )


@functools.lru_cache(maxsize=64)
def _font(index: int, size: int) -> ImageFont.FreeTypeFont:
    path = _FONT_DIR / _FONT_FILES[index]
    if path.is_file():
        return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


class _Canvas:
    """A cols x rows grid of character cells on grey paper."""

    def __init__(self, cols: int, rows: int, style: _Style) -> None:
        self.style, self.cols, self.rows = style, cols, rows
        self.image = Image.new("L", (cols * CELL, rows * CELL), style.paper)
        self.draw = ImageDraw.Draw(self.image)

    def glyph(self, col: int, row: int, ch: str, *, scale: float = 1.0, dy: int = 0) -> None:
        """Draw ch centred in cell (col, row) on the cell's baseline (+dy px)."""
        assert 0 <= col < self.cols and 0 <= row < self.rows, (col, row, ch)
        font = _font(self.style.font, max(8, round(FONT_SIZE * scale)))
        x, y = (col + 0.5) * CELL, row * CELL + BASELINE + dy
        self.draw.text((x, y), ch, fill=self.style.ink, font=font, anchor="ms")

    def line(self, x0: float, y0: float, x1: float, y1: float, width: int = 1) -> None:
        self.draw.line((x0, y0, x1, y1), fill=self.style.ink, width=width)

    def finish(self, seed: int) -> Image.Image:
        noise = np.random.default_rng(seed).normal(0.0, self.style.noise, self.image.size[::-1])
        pixels = np.asarray(self.image, dtype=np.float32) + noise
        return Image.fromarray(pixels.clip(0, 255).astype(np.uint8)).convert("RGB")


def _word(rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.65:
        return rng.choice(_WORDS)
    if kind < 0.85:
        return str(rng.randint(0, 10 ** rng.randint(1, 4) - 1))
    if kind < 0.92:
        return f"{rng.randint(0, 99)}.{rng.randint(0, 9)}"
    return rng.choice(["$", "#"]) + str(rng.randint(1, 999))


def _text_lines(rng: random.Random, level: float) -> list[str]:
    """1-3 lines of words and numbers, at most 14 characters each and 36 in all (level 1)."""
    width_max = 3 + round(11 * level)
    lines: list[str] = []
    for _ in range(rng.choice([1, 2, 2, 3][: 1 + round(3 * level)])):
        width = rng.randint(min(6, width_max), width_max)
        line = _word(rng)
        while True:
            word = _word(rng)
            if len(line) + 1 + len(word) > width:
                break
            line += " " + word
        if rng.random() < 0.3 and len(line) < width_max:
            line += rng.choice(".,:;")
        lines.append(line[:width_max])
    while sum(map(len, lines)) > max(width_max, round(36 * level)):
        lines.pop()
    return lines


def _render_text(rng: random.Random, style: _Style, seed: int, level: float) -> Sample:
    lines = _text_lines(rng, level)
    r0 = rng.randint(0, 1)
    canvas = _Canvas(WIDTH["text"], r0 + len(lines) + rng.randint(0, 1), style)
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            if ch != " ":
                canvas.glyph(LEFT + c, r0 + r, ch)
    return Sample("text", canvas.finish(seed), "\n".join(lines))


def _table_cell(rng: random.Random, numeric: bool, digits: int) -> str:
    if numeric:
        return str(rng.randint(0, 10 ** rng.randint(1, digits) - 1))
    return rng.choice(_SHORT_WORDS)


def _render_table(rng: random.Random, style: _Style, seed: int, level: float) -> Sample:
    """A ruled grid; each column is one cell wider than its longest entry."""
    size_max = 2 + (level >= 0.5)
    n_rows, n_cols = rng.randint(2, size_max), rng.randint(2, size_max)
    numeric = [rng.random() < 0.6 for _ in range(n_cols)]
    header = rng.random() < 0.5
    digits = 1 + round(2 * level)
    grid = tuple(
        tuple(
            _table_cell(rng, numeric[c] and not (header and r == 0), digits) for c in range(n_cols)
        )
        for r in range(n_rows)
    )
    widths = [1 + max(len(grid[r][c]) for r in range(n_rows)) for c in range(n_cols)]
    starts = [sum(widths[:c]) for c in range(n_cols + 1)]
    r0 = rng.randint(0, 1)
    canvas = _Canvas(WIDTH["table"], r0 + n_rows + 1, style)
    width = rng.randint(1, 2)
    x0, y0 = LEFT * CELL, r0 * CELL
    for c in range(n_cols + 1):
        x = x0 + starts[c] * CELL
        canvas.line(x, y0, x, y0 + n_rows * CELL, width)
    for r in range(n_rows + 1):
        y = y0 + r * CELL
        canvas.line(x0, y, x0 + starts[-1] * CELL, y, width)
    for r, row in enumerate(grid):
        for c, text in enumerate(row):
            for k, ch in enumerate(text):
                canvas.glyph(LEFT + starts[c] + k, r0 + r, ch)
    body = "".join("<tr>" + "".join(f"<td>{t}</td>" for t in row) + "</tr>" for row in grid)
    return Sample("table", canvas.finish(seed), f"<table>{body}</table>", grid)


# A formula cell is a list of drawing ops: ("g", ch, scale, dy) a glyph, ("bar",) a fraction bar,
# ("over",) an overline (square root).
_Cell = list[tuple]


def _atom(rng: random.Random, level: float) -> tuple[str, list[_Cell]]:
    """A variable, Greek letter or 1-2 digit number: (latex, cells)."""
    kind = rng.random()
    if kind < 0.45:
        ch = rng.choice(_VARIABLES)
        return ch, [[("g", ch, 1.0, 0)]]
    if kind < 0.7:
        ch = rng.choice(sorted(_GREEK))
        return _GREEK[ch], [[("g", ch, 1.0, 0)]]
    digits = str(rng.randint(1, 99 if rng.random() < 0.4 * level else 9))
    return digits, [[("g", d, 1.0, 0)] for d in digits]


def _term(rng: random.Random, level: float) -> tuple[list[str], list[_Cell]]:
    """An atom with an optional script, a fraction of two symbols, or a square root."""
    kind = rng.random()
    if kind < 0.15:
        num, den = rng.choice(_VARIABLES + "123456789"), rng.choice(_VARIABLES + "23456789")
        cell = [("g", num, 0.6, -9), ("bar",), ("g", den, 0.6, 5)]
        return ["\\frac{", num, "}{", den, "}"], [cell]
    latex, cells = _atom(rng, level)
    if kind < 0.27:
        return ["\\sqrt{", latex, "}"], [[("g", "√", 1.0, 0)]] + [c + [("over",)] for c in cells]
    pieces = [latex]
    script = rng.random()
    if script < 0.3:
        sup = rng.choice("2233n")
        pieces += ["^{", sup, "}"]
        cells = cells + [[("g", sup, 0.6, -8)]]
    elif script < 0.45:
        sub = rng.choice("01in")
        pieces += ["_{", sub, "}"]
        cells = cells + [[("g", sub, 0.6, 4)]]
    return pieces, cells


def _join_latex(pieces: list[str]) -> str:
    """Concatenate, with a space where a command name would run into a following letter."""
    out = ""
    for piece in pieces:
        if out.endswith(tuple(_GREEK.values()) + ("\\times", "\\cdot", "\\leq")) and (
            piece[0].isalpha()
        ):
            out += " "
        out += piece
    return out


def _render_formula(rng: random.Random, style: _Style, seed: int, level: float) -> Sample:
    pieces, cells = _term(rng, level)
    for _ in range(rng.randint(1, max(1, round(3 * level)))):
        glyph, latex = rng.choice(_OPERATORS)
        term_pieces, term_cells = _term(rng, level)
        pieces += [latex, *term_pieces]
        cells += [[("g", glyph, 1.0, 0)], *term_cells]
    glyph, latex = rng.choice(_RELATIONS)
    term_pieces, term_cells = _term(rng, level)
    pieces += [latex, *term_pieces]
    cells += [[("g", glyph, 1.0, 0)], *term_cells]
    r0 = rng.randint(0, 1)
    canvas = _Canvas(WIDTH["formula"], r0 + 1 + rng.randint(0, 1), style)
    for c, ops in enumerate(cells):
        x0, y0 = (LEFT + c) * CELL, r0 * CELL
        for op in ops:
            if op[0] == "g":
                canvas.glyph(LEFT + c, r0, op[1], scale=op[2], dy=op[3])
            elif op[0] == "bar":
                canvas.line(x0 + 5, y0 + 14, x0 + CELL - 5, y0 + 14)
            else:
                canvas.line(x0, y0 + 3, x0 + CELL, y0 + 3)
    return Sample("formula", canvas.finish(seed), _join_latex(pieces))


_RENDERERS = {"text": _render_text, "table": _render_table, "formula": _render_formula}


def make_sample(seed: int, task: str | None = None, level: float = 1.0) -> Sample:
    """The document for `seed`; the task cycles text/table/formula with the seed unless given.

    level in (0, 1] scales the content length (1: the full task; training's curriculum starts
    with a few characters, so that a scratch decoder first has few ink cells to attend among).
    """
    assert 0.0 < level <= 1.0, level
    rng = random.Random(seed)
    task = task or TASKS[seed % len(TASKS)]
    return _RENDERERS[task](rng, _Style.draw(rng), seed, level)


def held_out_samples(n: int, task: str) -> list[Sample]:
    """n held-out documents of one task (seeds disjoint from training's)."""
    return [make_sample(HELD_OUT_SEED0 + i, task) for i in range(n)]


def chat_inputs(processor, sample: Sample) -> dict:
    """The processor's inputs for one sample, exactly as served: image, then the task prompt."""
    content = [{"type": "image", "image": sample.image}, {"type": "text", "text": sample.prompt}]
    return processor.apply_chat_template(
        [{"role": "user", "content": content}],
        tokenize=True,
        add_generation_prompt=True,
        return_dict=True,
        return_tensors="pt",
    )
