"""Synthetic OCR documents for the three GLM-OCR tasks, at the length of real regions, by seed.

What a region holds (level 1, counted in target tokens of the demo's tokenizer, EOS left out):

- **text**: a paragraph of 100-300 tokens: sentences about people, places, orders, invoices and
  meetings (names, addresses, phone numbers, dates, amounts and product lines from `faker`) among
  plain English sentences, word-wrapped to the canvas; the target keeps the line breaks.
- **table**: 20-60 cells, 3-6 columns of an invoice, order or contact list (a header row, text and
  numeric columns, about one empty body cell in twelve), as the HTML the GLM-OCR SDK asks for:
  `<table><tr><td>Item</td>...</tr>...</table>`.
- **formula**: 40-120 tokens of LaTeX: one to four equations (joined by `\\\\`), with scripts,
  fractions, square roots, parenthesised groups raised to powers, functions, and nesting (a
  fraction under a root, a root inside a fraction, a root in a bracket); the grammar is
  `training.formulas`, the drawing here.

Every character is drawn in its own 28x28 cell (patch 14 x spatial merge 2), so one merged vision
token holds one character and the images need no resizing by the processor: patches aligned to
character cells made reading learnable on a CPU budget. Each task has a fixed canvas width with text
starting in column LEFT: M-RoPE places the response right after the image by its width, so the k-th
character of a line sits at a fixed relative position from its cell, which lets a small decoder (and
its parallel drafts) read by position. Variety comes from the font (DejaVu Sans Mono regular or bold
when installed, else Pillow's built-in scalable font), scripts and fraction parts at 0.6x size, ink
and paper grey, the first row, the content and Gaussian noise; `make_sample`'s level shortens the
content for a curriculum.

Deterministic by seed: the content comes from one `random.Random(seed)` and a `Faker` instance
seeded from it (faker is pinned in pyproject.toml: its word lists are part of the data). Training
draws seeds from [0, HELD_OUT_SEED0); held-out evaluation uses seeds from HELD_OUT_SEED0 on.
"""

from __future__ import annotations

import datetime
import functools
import math
import pathlib
import random
import string
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageDraw, ImageFont

from sglang_gravity.checkpoints.tiny import MERGE_SIZE, PATCH_SIZE
from sglang_gravity.training.formulas import Piece, formula_latex, join_latex, random_equation

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
WIDTH = {"text": 40, "table": 48, "formula": 48}  # canvas width per task (cells)
MAX_ROWS = 12  # canvas rows at most (the first row's offset included)

# Region lengths at level 1, in target tokens (see `token_count`)
TEXT_TOKENS = (100, 300)
TABLE_CELLS = (20, 60)
FORMULA_TOKENS = (40, 120)

# Whole tokens for the targets' markup (tables: HTML, formulas: LaTeX); every other character of a
# target is one byte-level token. The demo's tokenizer (`training.model`) adds exactly these.
MARKUP_TOKENS = [
    "<table>",
    "</table>",
    "<tr>",
    "</tr>",
    "<td>",
    "</td>",
    "\\frac{",
    "}{",
    "\\sqrt{",
    "^{",
    "_{",
    "\\times",
    "\\cdot",
    "\\leq",
    "\\geq",
    "\\neq",
    "\\alpha",
    "\\beta",
    "\\gamma",
    "\\theta",
    "\\lambda",
    "\\mu",
    "\\pi",
    "\\sigma",
    "\\sin",
    "\\cos",
    "\\log",
    "\\\\",
]

_FONT_DIR = pathlib.Path("/usr/share/fonts/truetype/dejavu")
_FONT_FILES = ("DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf")
# Measured on a frozen scratch vision tower (linear read-out through the decoder, 150 steps): one
# glyph per cell was learnt from regular+bold at 22 px with paper 235-255, but not once sizes
# varied over 21-23 px, or paper over 200-255 (its grey level then dominated the features), or
# glyphs moved by a few pixels. So the glyph size is fixed (scripts and fractions at 0.6x) and
# positions vary only by whole rows; a bigger budget can afford wider variety.
FONT_SIZE = 22
_PRINTABLE = set(string.ascii_letters + string.digits + string.punctuation + " ")


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


def token_count(target: str) -> int:
    """Tokens of `target` under the demo's tokenizer: a markup token or one ASCII character each
    (longest markup first, as the tokenizer's added tokens match)."""
    count, i = 0, 0
    while i < len(target):
        i += next((len(t) for t in _MARKUP_LONGEST_FIRST if target.startswith(t, i)), 1)
        count += 1
    return count


_MARKUP_LONGEST_FIRST = sorted(MARKUP_TOKENS, key=len, reverse=True)


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


@functools.lru_cache(maxsize=1)
def _faker():
    """One en_US Faker per process, re-seeded for every document (`_content_source`)."""
    from faker import Faker

    return Faker("en_US")


# Faker draws dates and times up to "now" unless told otherwise: the same seed gave another
# document a minute later. Every date, weekday, month and time is drawn up to this fixed end.
DATES_END = datetime.datetime(2026, 1, 1)


def _content_source(rng: random.Random):
    """The process's Faker, seeded from the document's own random stream."""
    fake = _faker()
    fake.seed_instance(rng.getrandbits(64))
    return fake


def _ascii(text: str, limit: int | None = None) -> str:
    """Printable ASCII only (one token and one cell per character), at most `limit` characters."""
    text = "".join(ch for ch in text if ch in _PRINTABLE).strip()
    return text[:limit].rstrip() if limit else text


def _scaled(bounds: tuple[int, int], level: float, rng: random.Random, floor: int) -> int:
    """A length drawn from `bounds` scaled by the curriculum level (at least `floor`)."""
    return max(floor, round(rng.randint(*bounds) * level))


# --- text ------------------------------------------------------------------------------------------


def _sentence(rng: random.Random, fake) -> str:
    """One sentence of a business document or of plain prose."""
    kind = rng.randrange(10)
    if kind == 0:
        return f"{fake.name()} lives at {fake.street_address()}, {fake.city()}, {fake.state_abbr()} {fake.zipcode()}."
    if kind == 1:
        return f"Invoice {fake.bothify('??-####').upper()} dated {fake.date(end_datetime=DATES_END)} totals ${fake.pyfloat(min_value=10, max_value=9999, right_digits=2):.2f}."
    if kind == 2:
        return f"{fake.company()} shipped {rng.randint(2, 480)} units of {fake.color_name()} {fake.word()} on {fake.date('%B', end_datetime=DATES_END)} {rng.randint(1, 28)}."
    if kind == 3:
        return f"For questions call {fake.phone_number()} or write to {fake.email()}."
    if kind == 4:
        return f"The meeting on {fake.date('%A', end_datetime=DATES_END)} starts at {fake.time(pattern='%H:%M', end_datetime=DATES_END)} in room {rng.randint(100, 920)}."
    if kind == 5:
        return f"{fake.job()} {fake.last_name()} approved order #{rng.randint(1000, 99999)} for {rng.randint(1, 60)}% of the budget."
    return fake.sentence(nb_words=rng.randint(5, 16))


def _wrap(text: str, width: int) -> list[str]:
    """Greedy word wrap to lines of at most `width` characters (longer words are split)."""
    lines, line = [], ""
    for word in text.split():
        while len(word) > width:
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:width])
            word = word[width:]
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def _text_lines(rng: random.Random, level: float) -> list[str]:
    """A paragraph of about TEXT_TOKENS (scaled by level) characters, word-wrapped to the canvas."""
    fake = _content_source(rng)
    width = WIDTH["text"] - LEFT - 1
    length = _scaled(TEXT_TOKENS, level, rng, floor=8)
    words: list[str] = []
    while sum(len(w) + 1 for w in words) < length:
        words += _ascii(_sentence(rng, fake)).split()
    text = ""
    for word in words:  # stop at the word that would pass the length (always keep one word)
        if text and len(text) + 1 + len(word) > length:
            break
        text = f"{text} {word}" if text else word
    return _wrap(text, width)[: MAX_ROWS - 1]


def _render_text(rng: random.Random, style: _Style, seed: int, level: float) -> Sample:
    lines = _text_lines(rng, level)
    r0 = rng.randint(0, 1) if len(lines) < MAX_ROWS - 1 else 0
    rows = min(MAX_ROWS, r0 + len(lines) + rng.randint(0, 1))
    canvas = _Canvas(WIDTH["text"], rows, style)
    for r, line in enumerate(lines):
        for c, ch in enumerate(line):
            if ch != " ":
                canvas.glyph(LEFT + c, r0 + r, ch)
    return Sample("text", canvas.finish(seed), "\n".join(lines))


# --- tables ----------------------------------------------------------------------------------------

# column header -> cell content, at most 9 characters
_COLUMNS: dict[str, Callable[[random.Random, object], str]] = {
    "Item": lambda rng, fake: _ascii(fake.word().capitalize(), 9),
    "Product": lambda rng, fake: _ascii(fake.color_name(), 9),
    "Name": lambda rng, fake: _ascii(fake.first_name(), 9),
    "Surname": lambda rng, fake: _ascii(fake.last_name(), 9),
    "City": lambda rng, fake: _ascii(fake.city().split()[-1], 9),
    "State": lambda rng, fake: fake.state_abbr(),
    "Date": lambda rng, fake: fake.date(pattern="%Y-%m-%d", end_datetime=DATES_END),
    "Month": lambda rng, fake: fake.date("%B", end_datetime=DATES_END)[:3],
    "Code": lambda rng, fake: fake.bothify("??-####").upper(),
    "Qty": lambda rng, fake: str(rng.randint(1, 10 ** rng.randint(1, 3) - 1)),
    "Price": lambda rng, fake: f"{rng.randint(1, 999)}.{rng.randint(0, 99):02d}",
    "Total": lambda rng, fake: f"{rng.randint(10, 99999)}.{rng.randint(0, 99):02d}",
    "Rate": lambda rng, fake: f"{rng.randint(0, 99)}.{rng.randint(0, 9)}%",
    "Year": lambda rng, fake: str(rng.randint(1990, 2030)),
    "Score": lambda rng, fake: str(rng.randint(0, 100)),
    "ID": lambda rng, fake: str(rng.randint(100, 99999)),
}
_NUMERIC = {"Qty", "Price", "Total", "Rate", "Year", "Score", "ID"}
_KEYS = ("Item", "Product", "Name", "Code", "ID", "Date")  # first-column candidates


def _table_grid(rng: random.Random, level: float) -> tuple[tuple[str, ...], ...]:
    """Header + body rows: TABLE_CELLS cells (scaled by level) over 3-6 columns that fit the canvas."""
    fake = _content_source(rng)
    lo, hi = TABLE_CELLS
    n_cells = _scaled((lo, hi), level, rng, floor=4)
    n_cols = min(rng.randint(3, 6), max(2, n_cells // 2))
    first = rng.choice(_KEYS)
    others = rng.sample([c for c in _COLUMNS if c != first], n_cols - 1)
    columns = [first, *others]
    header = tuple(columns)
    body = []
    for _ in range(MAX_ROWS - 3):
        row = [_COLUMNS[c](rng, fake) for c in columns]
        for c in range(1, n_cols):  # empty cells, never in the key column
            if rng.random() < 1 / 12:
                row[c] = ""
        body.append(tuple(row))
    grid = [header, *body]
    room = WIDTH["table"] - LEFT - 1
    while sum(1 + max(len(r[c]) for r in grid) for c in range(len(grid[0]))) > room:
        grid = [r[:-1] for r in grid]  # drop the last column until the table fits
    n_rows = max(2, min(len(grid), math.ceil(n_cells / len(grid[0]))))
    grid = grid[:n_rows]
    return tuple(grid)


def _render_table(rng: random.Random, style: _Style, seed: int, level: float) -> Sample:
    """A ruled grid; each column is one cell wider than its longest entry."""
    grid = _table_grid(rng, level)
    n_rows, n_cols = len(grid), len(grid[0])
    widths = [1 + max(len(grid[r][c]) for r in range(n_rows)) for c in range(n_cols)]
    starts = [sum(widths[:c]) for c in range(n_cols + 1)]
    r0 = rng.randint(0, 1) if n_rows + 1 < MAX_ROWS else 0
    canvas = _Canvas(WIDTH["table"], min(MAX_ROWS, r0 + n_rows + 1), style)
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
                if ch != " ":
                    canvas.glyph(LEFT + starts[c] + k, r0 + r, ch)
    body = "".join("<tr>" + "".join(f"<td>{t}</td>" for t in row) + "</tr>" for row in grid)
    return Sample("table", canvas.finish(seed), f"<table>{body}</table>", grid)


# --- formulas (the grammar is training.formulas) -------------------------------------------------


def _render_formula(rng: random.Random, style: _Style, seed: int, level: float) -> Sample:
    """Equations, one per row, until the target reaches FORMULA_TOKENS (scaled by level)."""
    length = _scaled(FORMULA_TOKENS, level, rng, floor=6)
    room = WIDTH["formula"] - LEFT - 1
    equations: list[Piece] = []
    for _ in range(12):  # equations until the length is reached, never past FORMULA_TOKENS' top
        if len(equations) == 4 or (equations and _formula_tokens(equations) >= length):
            break
        equation = random_equation(rng, room)
        if equation is not None and (
            not equations or _formula_tokens([*equations, equation]) <= FORMULA_TOKENS[1]
        ):
            equations.append(equation)
    r0 = rng.randint(0, 1)
    canvas = _Canvas(WIDTH["formula"], r0 + len(equations) + rng.randint(0, 1), style)
    for row, (_, cells) in enumerate(equations):
        for c, ops in enumerate(cells):
            x0, y0 = (LEFT + c) * CELL, (r0 + row) * CELL
            for op in ops:
                if op[0] == "g":
                    canvas.glyph(LEFT + c, r0 + row, op[1], scale=op[2], dy=op[3])
                elif op[0] == "bar":
                    canvas.line(x0, y0 + 14, x0 + CELL, y0 + 14)
                else:
                    canvas.line(x0, y0 + 3, x0 + CELL, y0 + 3)
    return Sample("formula", canvas.finish(seed), join_latex(formula_latex(equations)))


def _formula_tokens(equations: list[Piece]) -> int:
    return token_count(join_latex(formula_latex(equations)))


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


def max_image_cells() -> int:
    """Merged 28x28 cells of the largest canvas any task draws (the processor's pixel budget)."""
    return max(WIDTH.values()) * MAX_ROWS


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


__all__ = [
    "CELL",
    "HELD_OUT_SEED0",
    "LEFT",
    "MARKUP_TOKENS",
    "PROMPTS",
    "TASKS",
    "WIDTH",
    "Sample",
    "chat_inputs",
    "held_out_samples",
    "make_sample",
    "max_image_cells",
    "token_count",
]
