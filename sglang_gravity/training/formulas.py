"""The LaTeX grammar of the synthetic formula task (`training.data`): random equations as LaTeX
pieces together with what each character cell of the rendering holds.

Apart from the renderer because it is pure content: no image, no font, only a `random.Random`;
`data` draws the cells on its canvas and measures the target in tokens.

A formula is a list of pieces; each piece is (latex, cells), and a cell is a list of drawing ops:
("g", ch, scale, dy) a glyph, ("bar",) a fraction bar across the cell, ("over",) a root's overline.
"""

from __future__ import annotations

import random

Cell = list[tuple]
Piece = tuple[list[str], list[Cell]]

_VARIABLES = "abcnxyzkt"
_GREEK = {"α": "\\alpha", "β": "\\beta", "γ": "\\gamma", "θ": "\\theta", "λ": "\\lambda"}
_GREEK |= {"μ": "\\mu", "π": "\\pi", "σ": "\\sigma"}
_OPERATORS = [("+", "+"), ("-", "-"), ("+", "+"), ("-", "-"), ("×", "\\times"), ("·", "\\cdot")]
_RELATIONS = [("=", "="), ("=", "="), ("=", "="), ("≤", "\\leq"), ("≥", "\\geq"), ("≠", "\\neq")]
_FUNCTIONS = {"sin": "\\sin", "cos": "\\cos", "log": "\\log"}
_COMMANDS = tuple(_GREEK.values()) + ("\\times", "\\cdot", "\\leq", "\\geq", "\\neq")
_COMMANDS += tuple(_FUNCTIONS.values())


def _glyphs(text: str, scale: float = 1.0, dy: int = 0) -> list[Cell]:
    return [[("g", ch, scale, dy)] for ch in text]


def _symbol(rng: random.Random, *, digits: int = 2) -> Piece:
    """A variable, a Greek letter or a number."""
    kind = rng.random()
    if kind < 0.45:
        ch = rng.choice(_VARIABLES)
        return [ch], _glyphs(ch)
    if kind < 0.65:
        ch = rng.choice(sorted(_GREEK))
        return [_GREEK[ch]], _glyphs(ch)
    number = str(rng.randint(1, 10 ** rng.randint(1, digits) - 1))
    if rng.random() < 0.15:
        number += f".{rng.randint(0, 9)}"
    return [number], _glyphs(number)


def _flat(rng: random.Random, n_symbols: int) -> tuple[list[str], str]:
    """A short flat expression for scripts and fraction parts: (latex pieces, drawn characters)."""
    latex, drawn = [], ""
    for i in range(n_symbols):
        if i:
            op = rng.choice("+-")
            latex.append(op)
            drawn += op
        if rng.random() < 0.6:
            ch = rng.choice(_VARIABLES)
            latex.append(ch)
            drawn += ch
        else:
            number = str(rng.randint(1, 9 if rng.random() < 0.7 else 99))
            latex.append(number)
            drawn += number
    return latex, drawn


def _script(rng: random.Random, piece: Piece) -> Piece:
    """piece^{...} or piece_{...}: the script's characters at 0.6x, raised or lowered."""
    latex, cells = piece
    up = rng.random() < 0.65
    script_latex, drawn = _flat(rng, rng.choice([1, 1, 1, 2]))
    return (
        [*latex, "^{" if up else "_{", *script_latex, "}"],
        cells + _glyphs(drawn, 0.6, -8 if up else 4),
    )


def _fraction(rng: random.Random, numerator: Piece | None = None) -> Piece:
    """\\frac{a}{b}: both parts at 0.6x in the same cells (numerator above the bar), centred."""
    if numerator is None:
        num_latex, num = _flat(rng, rng.randint(1, 3))
        num_cells = _glyphs(num, 0.6, -9)
    else:  # a root as numerator, shrunk into the cells' upper half like any numerator
        num_latex, cells = numerator
        num_cells = [[(op[0], op[1], 0.6, -9) if op[0] == "g" else op for op in c] for c in cells]
    den_latex, den = _flat(rng, rng.randint(1, 2))
    den_cells = _glyphs(den, 0.6, 5)
    width = max(len(num_cells), len(den_cells))
    cells: list[Cell] = [[("bar",)] for _ in range(width)]
    for part in (num_cells, den_cells):
        offset = (width - len(part)) // 2
        for k, ops in enumerate(part):
            cells[offset + k] += ops
    return ["\\frac{", *num_latex, "}{", *den_latex, "}"], cells


def _sqrt(rng: random.Random, inner: Piece | None = None) -> Piece:
    """\\sqrt{...} over a flat expression, or over `inner` (a fraction): √ then the overlined cells."""
    if inner is None:
        latex, drawn = _flat(rng, rng.randint(1, 3))
        inner = (latex, _glyphs(drawn))
    latex, cells = inner
    return ["\\sqrt{", *latex, "}"], _glyphs("√") + [c + [("over",)] for c in cells]


def _term(rng: random.Random, depth: int = 0) -> Piece:
    """A symbol (maybe scripted), a function application, a fraction, a root, or (at depth 0) a
    bracketed sum raised to a power, a root of a fraction or a fraction of a root."""
    kind = rng.random()
    if kind < 0.12:
        return _fraction(rng)
    if kind < 0.2:
        return _sqrt(rng)
    if kind < 0.27:
        name = rng.choice(sorted(_FUNCTIONS))
        arg_latex, arg_cells = _symbol(rng, digits=1)
        return [_FUNCTIONS[name], *arg_latex], _glyphs(name) + arg_cells
    if depth == 0 and kind < 0.37:
        inner = [_term(rng, depth + 1) for _ in range(rng.randint(2, 3))]
        latex, cells = ["("], _glyphs("(")
        for i, (term_latex, term_cells) in enumerate(inner):
            if i:
                glyph, op = rng.choice(_OPERATORS)
                latex.append(op)
                cells += _glyphs(glyph)
            latex += term_latex
            cells += term_cells
        group = ([*latex, ")"], cells + _glyphs(")"))
        return _script(rng, group) if rng.random() < 0.6 else group
    if depth == 0 and kind < 0.41:
        return _sqrt(rng, _fraction(rng))
    if depth == 0 and kind < 0.44:
        return _fraction(rng, numerator=_sqrt(rng))
    piece = _symbol(rng)
    return _script(rng, piece) if rng.random() < 0.35 else piece


def _side(rng: random.Random, n_terms: int) -> Piece:
    latex, cells = _term(rng)
    for _ in range(n_terms - 1):
        glyph, op = rng.choice(_OPERATORS)
        term_latex, term_cells = _term(rng)
        latex = [*latex, op, *term_latex]
        cells = cells + _glyphs(glyph) + term_cells
    return latex, cells


def random_equation(rng: random.Random, room: int) -> Piece | None:
    """lhs REL rhs in at most `room` cells (None when three draws do not fit)."""
    for _ in range(3):
        lhs = _side(rng, rng.randint(1, 2))
        glyph, relation = rng.choice(_RELATIONS)
        rhs = _side(rng, rng.randint(1, 4))
        latex = [*lhs[0], relation, *rhs[0]]
        cells = lhs[1] + _glyphs(glyph) + rhs[1]
        if len(cells) <= room:
            return latex, cells
    return None


def join_latex(pieces: list[str]) -> str:
    """Concatenate, with a space where a command name would run into a following letter."""
    out = ""
    for piece in pieces:
        if out.endswith(_COMMANDS) and piece[0].isalpha():
            out += " "
        out += piece
    return out


def formula_latex(equations: list[Piece]) -> list[str]:
    """The equations' pieces joined by LaTeX line breaks."""
    pieces: list[str] = []
    for i, (latex, _) in enumerate(equations):
        pieces += (["\\\\"] if i else []) + latex
    return pieces
