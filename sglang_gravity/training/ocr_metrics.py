"""The field's OCR metrics: text edit similarity, table TEDS, formula similarity.

Not to be confused with `sglang_gravity.serving.prometheus` (the server's Prometheus metrics). Every score is a
similarity in [0, 1], 1 meaning the prediction equals the reference (after the normalization each
function documents). This module needs no torch: the GRPO rewards and the eval CLI share it.

* Text, `normalized_edit_similarity`: 1 - Levenshtein(pred, ref) / max(len(pred), len(ref)) over
  characters, OmniDocBench's text metric, after whitespace normalization (every run of whitespace,
  newlines included, becomes one space; leading and trailing whitespace is dropped).
* Tables, `teds`: Tree-Edit-Distance-based Similarity (Zhong et al., "Image-based table
  recognition", PubTabNet), 1 - TED(pred, ref) / max(nodes(pred), nodes(ref)), and its
  structure-only variant; `table_cell_similarity` scores cell contents aligned by grid position.
* Formulas, `formula_similarity`: edit similarity over the LaTeX token sequences of
  `canonicalize_latex`'d prediction and reference.

`score(task, pred, ref)` gives every metric of a task (`TASK_METRICS`), `primary_metric(task)` the
one a single number should report.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

try:
    from rapidfuzz.distance import Levenshtein as _rf_levenshtein
except ImportError:  # pragma: no cover - rapidfuzz is a dependency; the fallback keeps imports safe
    _rf_levenshtein = None

__all__ = [
    "TASK_METRICS",
    "canonicalize_latex",
    "formula_similarity",
    "has_table",
    "latex_tokens",
    "levenshtein",
    "normalized_edit_similarity",
    "primary_metric",
    "score",
    "table_cell_similarity",
    "teds",
]

# Metric names per task (the task names of sglang_gravity.training.data.TASKS); the first is the
# primary metric.
TASK_METRICS: dict[str, tuple[str, ...]] = {
    "text": ("edit_sim",),
    "table": ("teds", "teds_struct", "cell_sim"),
    "formula": ("formula_sim",),
}

_WS = re.compile(r"\s+")


# --- edit distance ---------------------------------------------------------------------------------


def _levenshtein_py(a: Sequence, b: Sequence) -> int:
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def levenshtein(a: Sequence, b: Sequence) -> int:
    """Levenshtein distance (unit insert / delete / substitute) of two strings or token lists."""
    if _rf_levenshtein is not None:
        return _rf_levenshtein.distance(a, b)
    return _levenshtein_py(a, b)


def _sequence_similarity(a: Sequence, b: Sequence) -> float:
    """1 - Levenshtein(a, b) / max(len(a), len(b)); 1.0 when both are empty."""
    longest = max(len(a), len(b))
    if longest == 0:
        return 1.0
    return 1.0 - levenshtein(a, b) / longest


def normalize_whitespace(s: str) -> str:
    """Every run of whitespace (spaces, tabs, newlines) as one space, the ends stripped."""
    return _WS.sub(" ", s).strip()


def normalized_edit_similarity(pred: str, ref: str, *, normalize: bool = True) -> float:
    """1 - Levenshtein(pred, ref) / max(len(pred), len(ref)) over characters (1.0 if both empty).

    With `normalize` (the default) both strings first go through `normalize_whitespace`, so line
    breaks and indentation count as one space and the ends do not count at all.
    """
    if normalize:
        pred, ref = normalize_whitespace(pred), normalize_whitespace(ref)
    return _sequence_similarity(pred, ref)


# --- tables ----------------------------------------------------------------------------------------

_CELL_TAGS = ("td", "th")
_MAX_SPAN = 100  # colspan / rowspan clamp: a hostile "rowspan=10**9" must not allocate a grid


@dataclass(eq=False)
class _Node:
    """A table tree node: its tag, spans and (cells only) content tokens; `children` for APTED."""

    tag: str
    colspan: int = 1
    rowspan: int = 1
    content: tuple[str, ...] = ()
    children: list[_Node] = field(default_factory=list)


def _span(element, name: str) -> int:
    value = element.get(name)
    try:
        n = int(str(value).strip())
    except (TypeError, ValueError):
        return 1
    return min(max(n, 1), _MAX_SPAN)


def _is_element(node) -> bool:
    return isinstance(node.tag, str)  # comments and processing instructions have callable tags


def _chars(text: str | None) -> list[str]:
    return list(text) if text else []


def _content_tokens(cell) -> tuple[str, ...]:
    """A cell's content as tokens: its characters and, for inline markup, '<b>' / '</b>' tokens.

    Whitespace is normalized as in `normalize_whitespace` (runs become one ' ', ends dropped).
    """
    tokens: list[str] = []

    def walk(el) -> None:
        tokens.extend(_chars(el.text))
        for child in el:
            if _is_element(child):
                tokens.append(f"<{child.tag}>")
                walk(child)
                tokens.append(f"</{child.tag}>")
            tokens.extend(_chars(child.tail))

    walk(cell)
    out: list[str] = []
    for tok in tokens:
        if tok.isspace():
            if out and out[-1] != " ":
                out.append(" ")
        else:
            out.append(tok)
    if out and out[-1] == " ":
        out.pop()
    return tuple(out)


def _find_table(html: str):
    """The first <table> element of html (parsed leniently by lxml), or None."""
    import lxml.html

    if not html or "<" not in html:
        return None
    try:
        root = lxml.html.fragment_fromstring(html, create_parent="div")
    except (ValueError, lxml.etree.LxmlError):
        return None
    if root.tag == "table":
        return root
    return next(root.iter("table"), None)


def has_table(html: str) -> bool:
    """Whether html holds a <table> that `teds` can score (as a reference it must)."""
    return _find_table(html) is not None


def _tree(element) -> _Node:
    node = _Node(element.tag, _span(element, "colspan"), _span(element, "rowspan"))
    if element.tag in _CELL_TAGS:
        node.content = _content_tokens(element)
        return node
    node.children = [_tree(child) for child in element if _is_element(child)]
    return node


def _count(node: _Node) -> int:
    return 1 + sum(_count(c) for c in node.children)


def _ted(a: _Node, b: _Node, structure_only: bool) -> float:
    from apted import APTED, Config

    class _TableCosts(Config):
        def rename(self, n1: _Node, n2: _Node) -> float:
            if (n1.tag, n1.colspan, n1.rowspan) != (n2.tag, n2.colspan, n2.rowspan):
                return 1.0
            if n1.tag in _CELL_TAGS and not structure_only:
                return 1.0 - _sequence_similarity(n1.content, n2.content)
            return 0.0

        def children(self, node: _Node) -> list[_Node]:
            return node.children

    return float(APTED(a, b, _TableCosts()).compute_edit_distance())


def _reference_table(ref_html: str):
    table = _find_table(ref_html)
    if table is None:
        raise ValueError(f"reference has no <table>: {ref_html[:80]!r}")
    return table


def teds(pred_html: str, ref_html: str, *, structure_only: bool = False) -> float:
    """Tree-Edit-Distance-based Similarity of two HTML tables (PubTabNet's TEDS).

    Each string is parsed leniently with lxml's HTML parser (unclosed tags are closed, text around
    the table is ignored) and its first <table> becomes a tree: every element is a node labelled
    by (tag, colspan, rowspan); a cell (<td> or <th>) is a leaf carrying its content tokens (the
    characters, whitespace-normalized, plus '<b>'/'</b>'-style tokens for inline markup; markup
    inside a cell adds no nodes). Insertions and deletions cost 1; a rename costs 1 when tag or
    spans differ, else for two cells the normalized Levenshtein distance of their contents (0 with
    `structure_only`), else 0. TEDS = 1 - TED / max(nodes(pred), nodes(ref)).

    nodes() counts tree nodes; PubTabNet's script divides by its count of every element, inline
    markup inside cells included, so the two differ only for tables with markup in cells.

    A prediction without a parseable <table> scores 0.0; a reference without one is a ValueError.
    The tree edit distance is `apted`'s pure-Python APTED: a 50-cell table takes about 0.05 s of
    CPU, a 400-cell one about 2 s.
    """
    ref = _tree(_reference_table(ref_html))
    table = _find_table(pred_html)
    if table is None:
        return 0.0
    pred = _tree(table)
    distance = _ted(pred, ref, structure_only)
    return max(0.0, 1.0 - distance / max(_count(pred), _count(ref)))


def _cell_grid(table) -> dict[tuple[int, int], str]:
    """Cell text by the (row, column) of its top-left grid slot, spans taken into account.

    Rows are the table's own <tr> elements (inside thead/tbody/tfoot too, not those of nested
    tables); a cell is placed in the first column its row has free after the cells before it and
    the rowspans of earlier rows, as a browser lays a table out.
    """
    rows = [tr for tr in table.iter("tr") if next(tr.iterancestors("table"), None) is table]
    taken: set[tuple[int, int]] = set()
    grid: dict[tuple[int, int], str] = {}
    for r, tr in enumerate(rows):
        c = 0
        for cell in tr:
            if not _is_element(cell) or cell.tag not in _CELL_TAGS:
                continue
            while (r, c) in taken:
                c += 1
            grid[(r, c)] = normalize_whitespace(cell.text_content())
            colspan, rowspan = _span(cell, "colspan"), _span(cell, "rowspan")
            taken.update((r + dr, c + dc) for dr in range(rowspan) for dc in range(colspan))
            c += colspan
    return grid


def table_cell_similarity(pred_html: str, ref_html: str) -> float:
    """Cell-content similarity: cells aligned by grid position, scored by edit similarity.

    Both tables are laid out on their grid (`_cell_grid`); each position holding a cell in both
    contributes the `normalized_edit_similarity` of the two cell texts, a cell on one side only
    contributes 0, and the sum is divided by max(cells(pred), cells(ref)). 1.0 when neither table
    has a cell; a prediction without a <table> scores 0.0; a reference without one is a ValueError.
    """
    ref = _cell_grid(_reference_table(ref_html))
    table = _find_table(pred_html)
    if table is None:
        return 0.0
    pred = _cell_grid(table)
    total = max(len(pred), len(ref))
    if total == 0:
        return 1.0
    shared = pred.keys() & ref.keys()
    return sum(normalized_edit_similarity(pred[k], ref[k]) for k in shared) / total


# --- formulas --------------------------------------------------------------------------------------

# A command (backslash + letters), a control symbol (backslash + one non-letter, e.g. "\," "\{"
# "\\"), a lone trailing backslash, or any other single non-space character.
_LATEX_TOKEN = re.compile(r"\\[A-Za-z]+|\\[^A-Za-z]|\\$|\S", re.S)
_ENVIRONMENT = re.compile(r"\\begin\{(equation\*?|displaymath|math)\}(.*)\\end\{\1\}", re.S)
_DELIMITED = (("$$", "$$"), ("$", "$"), ("\\[", "\\]"), ("\\(", "\\)"))
# Dropped: spacing, sizing and style commands that change no symbol.
_SPACING = {
    "\\,", "\\:", "\\;", "\\>", "\\!", "\\ ", "\\\t", "\\\n", "~", "\\quad", "\\qquad",
    "\\enspace", "\\enskip", "\\thinspace", "\\medspace", "\\thickspace", "\\negthinspace",
    "\\negmedspace", "\\negthickspace", "\\space", "\\hfill",
}  # fmt: skip
_SIZING = {"\\left", "\\right", "\\middle"} | {
    f"\\{size}{side}" for size in ("big", "Big", "bigg", "Bigg") for side in ("", "l", "r", "m")
}
_STYLE = {"\\displaystyle", "\\textstyle", "\\scriptstyle", "\\scriptscriptstyle"}
_DROP = _SPACING | _SIZING | _STYLE | {"\\nonumber", "\\notag"}
# Dropped together with their braced argument (an optional '*' first).
_DROP_WITH_ARGUMENT = {"\\hspace", "\\vspace", "\\label"}
# Synonyms, mapped to one spelling.
_SYNONYMS = {
    "\\dfrac": "\\frac", "\\tfrac": "\\frac", "\\le": "\\leq", "\\ge": "\\geq", "\\ne": "\\neq",
    "\\to": "\\rightarrow", "\\gets": "\\leftarrow", "\\lbrace": "\\{", "\\rbrace": "\\}",
    "\\lbrack": "[", "\\rbrack": "]", "\\vert": "|", "\\lvert": "|", "\\rvert": "|",
    "\\Vert": "\\|", "\\lVert": "\\|", "\\rVert": "\\|", "\\land": "\\wedge", "\\lor": "\\vee",
    "\\lnot": "\\neg",
}  # fmt: skip


def _strip_math_wrappers(s: str) -> str:
    while True:
        s = s.strip()
        m = _ENVIRONMENT.fullmatch(s)
        if m:
            s = m.group(2)
            continue
        for start, end in _DELIMITED:
            inner = s[len(start) : len(s) - len(end)]
            if (
                len(s) >= len(start) + len(end)
                and s.startswith(start)
                and s.endswith(end)
                and "$" not in inner  # "$a$ and $b$" is not one formula
            ):
                s = inner
                break
        else:
            return s


def _skip_group(tokens: list[str], i: int) -> int:
    """Index after the braced group starting at tokens[i] (an optional '*' first); i if none."""
    j = i + (i < len(tokens) and tokens[i] == "*")
    if j >= len(tokens) or tokens[j] != "{":
        return i
    depth = 0
    for k in range(j, len(tokens)):
        depth += {"{": 1, "}": -1}.get(tokens[k], 0)
        if depth == 0:
            return k + 1
    return len(tokens)


def latex_tokens(s: str) -> list[str]:
    """The token sequence of `canonicalize_latex(s)` (what `formula_similarity` compares)."""
    raw = _LATEX_TOKEN.findall(_strip_math_wrappers(s))
    tokens: list[str] = []
    i = 0
    while i < len(raw):
        tok = raw[i]
        i += 1
        if tok in _DROP_WITH_ARGUMENT:
            i = _skip_group(raw, i)
        elif tok in _DROP:
            if tok in ("\\left", "\\right", "\\middle") and i < len(raw) and raw[i] == ".":
                i += 1  # the null delimiter of \left. / \right.
        else:
            tokens.append(_SYNONYMS.get(tok, tok))
    # Braces around exactly one token go ("x^{2}" -> "x^2", "{{a}}" -> "a"), innermost first.
    out: list[str] = []
    opens: list[int] = []
    for tok in tokens:
        if tok == "{":
            opens.append(len(out))
            out.append(tok)
        elif tok == "}" and opens:
            start = opens.pop()
            if len(out) - start == 2:
                del out[start]
            else:
                out.append(tok)
        else:
            out.append(tok)
    return out


def canonicalize_latex(s: str) -> str:
    """A canonical spelling of a LaTeX formula, so that equivalent spellings compare equal.

    In order:
    1. Math wrappers around the whole string go, repeatedly: $$..$$, $..$, \\[..\\], \\(..\\) and
       \\begin{equation}..\\end{equation} (also equation*, displaymath, math).
    2. The rest is split into tokens: commands (backslash + letters), control symbols (backslash +
       one other character, e.g. "\\{" or "\\\\"), and single characters; whitespace separates
       tokens and is otherwise dropped (inside \\text{..} too).
    3. Dropped: spacing commands (\\, \\: \\; \\> \\! control space, ~ \\quad \\qquad \\enspace
       \\enskip \\thinspace \\medspace \\thickspace \\neg..space \\space \\hfill, and \\hspace /
       \\vspace with their argument), delimiter sizing (\\left \\right \\middle, with a following
       null delimiter ".", and \\big \\Big \\bigg \\Bigg with an optional l/r/m), style switches
       (\\displaystyle \\textstyle \\scriptstyle \\scriptscriptstyle) and \\label{..} \\nonumber
       \\notag. So "\\left( x \\right)" becomes "(x)".
    4. Synonyms take one spelling: \\dfrac \\tfrac -> \\frac, \\le \\ge \\ne -> \\leq \\geq \\neq,
       \\to -> \\rightarrow, \\gets -> \\leftarrow, \\lbrace \\rbrace -> \\{ \\}, \\lbrack \\rbrack
       -> [ ], \\vert \\lvert \\rvert -> |, \\Vert \\lVert \\rVert -> \\|, \\land \\lor \\lnot ->
       \\wedge \\vee \\neg.
    5. Braces around a single token go, innermost first: "x^{2}" -> "x^2", "\\frac{a}{b}" ->
       "\\frac ab".
    6. The tokens are joined without spaces, except one space after a command that a letter
       follows ("\\alpha x"), so that tokenizing the result gives the same tokens again.
    """
    out = ""
    for tok in latex_tokens(s):
        if out and tok[0].isalpha() and re.search(r"\\[A-Za-z]+$", out):
            out += " "
        out += tok
    return out


def formula_similarity(pred: str, ref: str) -> float:
    """Edit similarity of the canonical token sequences (`latex_tokens`) of pred and ref.

    1 - Levenshtein(tokens(pred), tokens(ref)) / max(len(...)); 1.0 when both are empty. A token
    (a whole command such as \\alpha, or one character) is one edit unit.
    """
    return _sequence_similarity(latex_tokens(pred), latex_tokens(ref))


# --- per task --------------------------------------------------------------------------------------


def primary_metric(task: str) -> str:
    """The metric that sums a task up: edit_sim (text), teds (table), formula_sim (formula)."""
    try:
        return TASK_METRICS[task][0]
    except KeyError:
        raise ValueError(f"unknown task {task!r}; expected one of {list(TASK_METRICS)}") from None


def score(task: str, pred: str, ref: str) -> dict[str, float]:
    """Every metric of `task` (`TASK_METRICS[task]`) for one prediction against its reference.

    text: {"edit_sim"}; table: {"teds", "teds_struct", "cell_sim"}; formula: {"formula_sim"}.
    """
    primary_metric(task)  # validates the task
    if task == "text":
        return {"edit_sim": normalized_edit_similarity(pred, ref)}
    if task == "table":
        return {
            "teds": teds(pred, ref),
            "teds_struct": teds(pred, ref, structure_only=True),
            "cell_sim": table_cell_similarity(pred, ref),
        }
    return {"formula_sim": formula_similarity(pred, ref)}
