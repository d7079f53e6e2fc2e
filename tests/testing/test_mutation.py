"""The mutation report's bookkeeping (``sglang_gravity/testing/mutation.py``): survivors keyed by
their change so that a judgement outlives mutmut's renumbering, verdicts parsed strictly, stale
judgements found."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sglang_gravity.testing import mutation

MUTATED = """
def x_scale__mutmut_orig(x, factor=2):
    y = x * factor
    z = x * factor
    return y + z
def x_scale__mutmut_1(x, factor=3):
    y = x * factor
    z = x * factor
    return y + z
def x_scale__mutmut_2(x, factor=2):
    y = x / factor
    z = x * factor
    return y + z
def x_scale__mutmut_3(x, factor=2):
    y = x * factor
    z = x / factor
    return y + z
def x_twice__mutmut_orig(x):
    x = x + 1
    x = x + 1
    return x
def x_twice__mutmut_1(x):
    x = x - 1
    x = x + 1
    return x
def x_twice__mutmut_2(x):
    x = x + 1
    x = x - 1
    return x
class Box:
    def xǁBoxǁopen__mutmut_orig(self):
        return "open"
    def xǁBoxǁopen__mutmut_1(self):
        return "XXopenXX"
"""


def _mutants(tmp_path: Path, numbering: dict[str, str] | None = None) -> Path:
    root = tmp_path / "mutants"
    source = root / "pkg" / "mod.py"
    source.parent.mkdir(parents=True)
    text = MUTATED
    for old, new in (numbering or {}).items():
        text = text.replace(old, new)
    source.write_text(text)
    names = ["x_scale__mutmut_1", "x_scale__mutmut_2", "x_scale__mutmut_3", "xǁBoxǁopen__mutmut_1"]
    names += ["x_twice__mutmut_1", "x_twice__mutmut_2"]
    codes = {f"pkg.mod.{(numbering or {}).get(n, n)}": 0 for n in names}
    (root / "pkg" / "mod.py.meta").write_text(json.dumps({"exit_code_by_key": codes}))
    return root


def test_a_change_is_the_mutated_text_and_twins_are_told_apart(tmp_path):
    changes = mutation.mutant_changes(_mutants(tmp_path))
    assert changes == {
        "pkg.mod.x_scale__mutmut_1": "pkg.mod.scale :: (x, factor=2): ⇒ (x, factor=3):",
        "pkg.mod.x_scale__mutmut_2": "pkg.mod.scale :: y = x * factor ⇒ y = x / factor",
        "pkg.mod.x_scale__mutmut_3": "pkg.mod.scale :: z = x * factor ⇒ z = x / factor",
        "pkg.mod.x_twice__mutmut_1": "pkg.mod.twice :: x = x + 1 ⇒ x = x - 1",
        "pkg.mod.x_twice__mutmut_2": "pkg.mod.twice :: x = x + 1 ⇒ x = x - 1 (2)",
        "pkg.mod.xǁBoxǁopen__mutmut_1": 'pkg.mod.Box.open :: return "open" ⇒ return "XXopenXX"',
    }


def test_a_judgement_survives_renumbering(tmp_path):
    before = mutation.mutant_changes(_mutants(tmp_path / "a"))
    swapped = {"x_scale__mutmut_2": "x_scale__mutmut_9", "x_scale__mutmut_3": "x_scale__mutmut_2"}
    after = mutation.mutant_changes(_mutants(tmp_path / "b", swapped))
    assert after["pkg.mod.x_scale__mutmut_9"] == before["pkg.mod.x_scale__mutmut_2"]
    assert after["pkg.mod.x_scale__mutmut_2"] == before["pkg.mod.x_scale__mutmut_3"]


def test_equivalents_survivors_and_stale_judgements(tmp_path):
    root = _mutants(tmp_path)
    judgements_file = tmp_path / "judged.txt"
    judgements_file.write_text(
        "# a comment\n\n"
        "pkg.mod.scale :: (x, factor=2): ⇒ (x, factor=3): :: survives: only a GPU sees it\n"
        'pkg.mod.Box.open :: return "open" ⇒ return "XXopenXX" :: equivalent: nobody reads it\n'
        "pkg.mod.gone :: a ⇒ b :: equivalent: the function was removed\n"
    )
    judgements = mutation.read_judgements(judgements_file)
    by_module = {"pkg/mod.py": {name: "survived" for name in mutation.mutant_changes(root)}}
    equivalent, known, unjudged, stale = mutation.judged(
        by_module, mutation.mutant_changes(root), judgements
    )
    assert equivalent == {"pkg.mod.xǁBoxǁopen__mutmut_1"}
    assert known == [
        "pkg.mod.scale :: (x, factor=2): ⇒ (x, factor=3): :: survives: only a GPU sees it"
    ]
    assert unjudged == [
        "pkg.mod.scale :: y = x * factor ⇒ y = x / factor",
        "pkg.mod.scale :: z = x * factor ⇒ z = x / factor",
        "pkg.mod.twice :: x = x + 1 ⇒ x = x - 1",
        "pkg.mod.twice :: x = x + 1 ⇒ x = x - 1 (2)",
    ]
    assert stale == ["pkg.mod.gone :: a ⇒ b"]
    row = mutation.summarize(by_module, equivalent)["pkg/mod.py"]
    assert (row["mutants"], row["killed"], row["equivalent"]) == (6, 0, 1)
    assert row["score_without_equivalent"] == 0.0


@pytest.mark.parametrize(
    "line",
    [
        "pkg.mod.f :: a ⇒ b :: maybe: not a verdict",
        "pkg.mod.f :: a ⇒ b :: equivalent:",
        "sglang_gravity.decoding.round.x_f__mutmut_4: the old keying by number",
    ],
)
def test_a_malformed_judgement_is_refused_naming_its_line(tmp_path, line):
    path = tmp_path / "judged.txt"
    path.write_text(f"# header\n{line}\n")
    with pytest.raises(
        ValueError, match=r"judged\.txt:2: expected 'function :: change :: verdict: why'"
    ):
        mutation.read_judgements(path)


def test_the_committed_judgements_parse():
    judgements = mutation.read_judgements()
    assert judgements and all(j.verdict in mutation.VERDICTS for j in judgements.values())
