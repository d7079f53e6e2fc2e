"""sglang_gravity.training.ocr_metrics on small examples whose scores are worked out by hand."""

from __future__ import annotations

import pytest

from sglang_gravity.training import ocr_metrics
from sglang_gravity.training.ocr_metrics import (
    TASK_METRICS,
    canonicalize_latex,
    formula_similarity,
    latex_tokens,
    normalized_edit_similarity,
    primary_metric,
    score,
    table_cell_similarity,
    teds,
)

approx = pytest.approx


def table(*rows: str) -> str:
    return "<table>" + "".join(f"<tr>{r}</tr>" for r in rows) + "</table>"


# 2x2 reference: nodes table, 2 x tr, 4 x td = 7.
REF = table("<td>1</td><td>2</td>", "<td>3</td><td>4</td>")


# --- text ------------------------------------------------------------------------------------------


def test_text_edit_similarity_hand_values():
    # kitten -> sitting: 2 substitutions + 1 insertion = 3, longer string 7
    assert normalized_edit_similarity("kitten", "sitting") == approx(1 - 3 / 7)
    assert normalized_edit_similarity("", "") == 1.0
    assert normalized_edit_similarity("abc", "") == 0.0
    assert normalized_edit_similarity("same", "same") == 1.0


def test_text_whitespace_normalization():
    # runs of whitespace (newlines too) are one space, the ends do not count
    assert normalized_edit_similarity("a  b\n c", "  a b c\n") == 1.0
    # without it: "a  b\n c" (7 chars) -> "a b c" deletes one space and the newline: 1 - 2/7
    assert normalized_edit_similarity("a  b\n c", "a b c", normalize=False) == approx(5 / 7)


def test_pure_python_levenshtein_agrees():
    pairs = [("kitten", "sitting"), ("", "ab"), ("flaw", "lawn"), (["\\frac", "a"], ["\\frac"])]
    for a, b in pairs:
        assert ocr_metrics._levenshtein_py(a, b) == ocr_metrics.levenshtein(a, b)
    assert ocr_metrics.levenshtein("kitten", "sitting") == 3


# --- tables ----------------------------------------------------------------------------------------


def test_identical_tables_score_one():
    spans = table('<th colspan="2">head</th>', '<td rowspan="2">a</td><td>b</td>', "<td>c</td>")
    for t in (REF, spans, "<table><thead><tr><th>x</th></tr></thead></table>"):
        assert score("table", t, t) == {"teds": 1.0, "teds_struct": 1.0, "cell_sim": 1.0}


def test_dropped_cell():
    pred = table("<td>1</td><td>2</td>", "<td>3</td>")
    # pred has 6 nodes, ref 7; TED = 1 (insert td "4"): 1 - 1/7
    assert teds(pred, REF) == approx(6 / 7)
    assert teds(pred, REF, structure_only=True) == approx(6 / 7)
    # cells (0,0) (0,1) (1,0) match, (1,1) is missing: 3 / max(3, 4)
    assert table_cell_similarity(pred, REF) == approx(3 / 4)


def test_swapped_rows_content_versus_structure():
    pred = table("<td>3</td><td>4</td>", "<td>1</td><td>2</td>")
    # Same shape; the cheapest mapping keeps the rows in place and renames all 4 cells at
    # Levenshtein("3","1")/1 = 1 each: TED 4 (moving a row means deleting and inserting 3 nodes
    # twice, 6). 1 - 4/7.
    assert teds(pred, REF) == approx(3 / 7)
    assert teds(pred, REF, structure_only=True) == 1.0
    assert table_cell_similarity(pred, REF) == 0.0  # every position holds another text


def test_cell_typo_costs_its_normalized_edit_distance():
    ref = table("<td>total</td><td>2</td>", "<td>3</td><td>4</td>")
    pred = table("<td>totl</td><td>2</td>", "<td>3</td><td>4</td>")
    # one rename at Levenshtein("totl","total")/5 = 0.2 over 7 nodes
    assert teds(pred, ref) == approx(1 - 0.2 / 7)
    assert teds(pred, ref, structure_only=True) == 1.0
    assert table_cell_similarity(pred, ref) == approx((0.8 + 1 + 1 + 1) / 4)


def test_colspan_change():
    ref = table('<td colspan="2">a</td>', "<td>b</td><td>c</td>")  # table, 2 tr, 3 td = 6
    pred = table("<td>a</td>", "<td>b</td><td>c</td>")
    # renaming td(colspan 2) -> td(colspan 1) costs 1 (cheaper than delete + insert, 2): 1 - 1/6
    assert teds(pred, ref) == approx(5 / 6)
    assert teds(pred, ref, structure_only=True) == approx(5 / 6)
    # a span that does not parse counts as 1, as a browser would
    assert teds(table('<td colspan="x">a</td>', "<td>b</td><td>c</td>"), pred) == 1.0


def test_th_versus_td_and_inline_markup():
    ref = table("<th>1</th><th>2</th>", "<td>3</td><td>4</td>")
    # two renames th -> td at cost 1 each: 1 - 2/7
    assert teds(REF, ref) == approx(5 / 7)
    # <b> adds no node but two content tokens: ["<b>","1","</b>"] vs ["1"] costs 2/3; 1 - (2/3)/7
    bold = table("<td><b>1</b></td><td>2</td>", "<td>3</td><td>4</td>")
    assert teds(bold, REF) == approx(1 - 2 / 21)
    assert table_cell_similarity(bold, REF) == 1.0  # cell texts compare without markup


def test_cell_whitespace_and_surrounding_text_are_ignored():
    pred = "```html\n" + table("<td> 1 \n</td><td>2</td>", "<td>3</td><td>4</td>") + "\n```"
    assert score("table", pred, REF) == {"teds": 1.0, "teds_struct": 1.0, "cell_sim": 1.0}


def test_cell_similarity_aligns_by_grid_position():
    # ref grid: a at (0,0) spanning two rows, b at (0,1), c at (1,1)
    ref = table('<td rowspan="2">a</td><td>b</td>', "<td>c</td>")
    pred = table("<td>a</td><td>b</td>", "<td>c</td>")  # c lands at (1,0)
    assert table_cell_similarity(pred, ref) == approx(2 / 3)
    # table, 2 tr, 3 td = 6 nodes on both sides; the rowspan differs (one rename, 1): 1 - 1/6
    assert teds(pred, ref) == approx(5 / 6)


def test_malformed_prediction():
    # parsed leniently: <table><tr><td>1</td><td>2</td></tr></table>, 4 nodes; TED = 3 (insert
    # the second tr and its two cells): 1 - 3/7
    assert teds("<table><tr><td>1</td><td>2", REF) == approx(4 / 7)
    assert teds("<table><tr><td>1</td><td>2", REF, structure_only=True) == approx(4 / 7)
    for bad in ("", "no table here", "<td>1</td>", "<tr><td>1</td></tr>", "\x00<", "<<>>"):
        assert score("table", bad, REF) == {"teds": 0.0, "teds_struct": 0.0, "cell_sim": 0.0}
    # a hostile span is clamped, not laid out
    huge = table(f'<td rowspan="{10**9}" colspan="{10**9}">1</td><td>2</td>', "<td>3</td>")
    assert 0.0 < table_cell_similarity(huge, REF) < 1.0
    with pytest.raises(ValueError, match="reference has no <table>"):
        teds(REF, "plain text")


# --- formulas --------------------------------------------------------------------------------------


def test_latex_canonicalization_equivalences():
    assert canonicalize_latex(r"\left( x \right)") == canonicalize_latex("(x)") == "(x)"
    assert canonicalize_latex(r"a\,b\;c\!d \quad e") == "abcde"
    assert canonicalize_latex("$x^{2}$") == canonicalize_latex("x^2") == "x^2"
    assert canonicalize_latex(r"\[ \dfrac{1}{2} \]") == r"\frac12"
    assert canonicalize_latex(r"\begin{equation} \alpha x \end{equation}") == r"\alpha x"
    assert canonicalize_latex(r"\left. \frac{d}{dx} \right|_{0}") == r"\frac d{dx}|_0"
    assert canonicalize_latex(r"a \hspace*{1em} \le b \label{eq:1}") == r"a\leq b"
    assert canonicalize_latex("$a$ and $b$") == "$a$and$b$"  # two formulas: no wrapper stripped
    for s in (r"z\times5^{2}\times\gamma_{0}=n_{1}", r"\sqrt{5}-\gamma\cdot6", r"\beta\leq x"):
        canonical = canonicalize_latex(s)
        assert canonicalize_latex(canonical) == canonical  # a fixed point
        assert formula_similarity(s, canonical) == 1.0
    assert latex_tokens(r"\alpha\\x\{") == ["\\alpha", "\\\\", "x", "\\{"]


def test_formula_similarity_hand_values():
    # x ^ 2 + y vs x ^ 3 + y: 1 substitution over 5 tokens
    assert formula_similarity("x^2+y", "x^{3} + y") == approx(0.8)
    # \alpha + \beta vs \alpha - \beta: a command is one token, 1 substitution over 3
    assert formula_similarity(r"\alpha+\beta", r"\alpha-\beta") == approx(2 / 3)
    # \frac a b vs \frac a c
    assert formula_similarity(r"\frac{a}{b}", r"\frac{a}{c}") == approx(2 / 3)
    assert formula_similarity("", "$ $") == 1.0
    assert formula_similarity("x", "") == 0.0


# --- per task --------------------------------------------------------------------------------------


def test_score_and_primary_metric_per_task():
    from sglang_gravity.training.data import TASKS

    assert set(TASK_METRICS) == set(TASKS)
    assert [primary_metric(t) for t in ("text", "table", "formula")] == [
        "edit_sim",
        "teds",
        "formula_sim",
    ]
    assert score("text", "kitten", "sitting") == {"edit_sim": approx(4 / 7)}
    assert score("formula", r"\alpha", r"\alpha") == {"formula_sim": 1.0}
    for task in TASKS:
        assert primary_metric(task) in score(task, "", REF)
    with pytest.raises(ValueError, match="unknown task"):
        score("chart", "a", "b")


# --- the held-out summary and the eval CLI's --data / --server path --------------------------------


def test_summarize_reports_the_task_metrics():
    from sglang_gravity.training.scoring import Record, summarize

    def rec(task, target, prediction, **kw):
        return Record(task, target, prediction, 4, 2, 0, 0, 0, None, **kw)

    records = [
        rec("text", "kitten", "sitting"),  # metrics computed by summarize
        rec("text", "a", "a", metrics={"edit_sim": 1.0}),
        rec("table", REF, table("<td>1</td><td>2</td>", "<td>3</td>")),
        rec("formula", "x^2+y", "x^{3}+y"),
    ]
    out = summarize(records)
    assert out["text"]["edit_sim"] == approx((4 / 7 + 1) / 2)
    assert out["table"]["teds"] == approx(6 / 7) and out["table"]["cell_sim"] == approx(3 / 4)
    assert out["table"]["teds_struct"] == approx(6 / 7)
    assert out["formula"]["formula_sim"] == approx(0.8)
    assert {"n", "cer", "exact", "tpf"} <= set(out["text"])
    # a table target without <table> (real held-out data) is left out of the means, not fatal
    out = summarize([rec("table", "a | b", "a | b"), records[2]])
    assert out["table"]["unscored"] == 1 and out["table"]["teds"] == approx(6 / 7)


@pytest.fixture
def data_file(tmp_path):
    import base64
    import io
    import json

    from PIL import Image

    Image.new("RGB", (28, 28), "white").save(tmp_path / "page.png")
    buf = io.BytesIO()
    Image.new("L", (28, 28), 255).save(buf, format="PNG")
    url = "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()
    lines = [
        {"image": "page.png", "prompt": "Text Recognition:", "target": "Total 12.50"},
        {"image": url, "prompt": "Table Recognition:", "target": REF},
        {"image": str(tmp_path / "page.png"), "prompt": "Formula Recognition:", "target": "x^2"},
    ]
    path = tmp_path / "data.jsonl"
    path.write_text(json.dumps(lines[0]) + "\n\n" + "\n".join(map(json.dumps, lines[1:])) + "\n")
    return path


def test_read_data(data_file):
    import json

    from sglang_gravity.training import eval as cli

    records = cli.read_data(data_file)
    assert [r.task for r in records] == ["text", "table", "formula"]
    assert [r.source for r in records] == [f"{data_file}:{n}" for n in (1, 3, 4)]
    urls = [cli.record_image_url(r) for r in records]
    assert all(u.startswith("data:image/png;base64,") for u in urls)
    assert urls[1] == json.loads(data_file.read_text().splitlines()[2])["image"]  # same bytes
    sample = cli.record_sample(records[1])
    assert sample.cells == (("1", "2"), ("3", "4")) and sample.image.size == (28, 28)


@pytest.mark.parametrize(
    "line, reason",
    [
        ("{not json", "bad JSON"),
        ('["a"]', "not a JSON object"),
        ('{"image": "page.png", "prompt": "Text Recognition:"}', "missing field.*target"),
        ('{"image": "page.png", "prompt": "OCR:", "target": "a"}', "unknown prompt 'OCR:'"),
        ('{"image": "gone.png", "prompt": "Text Recognition:", "target": "a"}', "not found"),
        ('{"image": "data.jsonl", "prompt": "Text Recognition:", "target": "a"}', "unreadable"),
        ('{"image": "data:image/png,xx", "prompt": "Text Recognition:", "target": "a"}', "URL"),
        ('{"image": "data:image/png;base64,@@", "prompt": "Text Recognition:", "target": "a"}',
         "base64"),
        ('{"image": "page.png", "prompt": "Table Recognition:", "target": "a | b"}', "<table>"),
    ],
)  # fmt: skip
def test_bad_data_record_names_file_and_line(data_file, line, reason):
    from sglang_gravity.training import eval as cli

    data_file.write_text(data_file.read_text().splitlines()[0] + "\n" + line + "\n")
    with pytest.raises(ValueError, match=f"^{data_file}:2: .*{reason}"):
        cli.read_data(data_file)


def test_eval_cli_data_through_a_server(data_file, tmp_path, monkeypatch, capsys):
    import json

    from sglang_gravity.training import eval as cli

    replies = {  # the server's answer per prompt: text exact, table one cell short, formula 3/5
        "Text Recognition:": "Total 12.50",
        "Table Recognition:": table("<td>1</td><td>2</td>", "<td>3</td>"),
        "Formula Recognition:": "x^{2}+y",
    }
    calls = []

    def fake_request(url, prompt, image_url, max_new_tokens, timeout=600):
        calls.append((url, prompt, image_url[:22], max_new_tokens))
        # 6 tokens: the prefill's and two 9-wide rounds of 2 and 3 (steps by width: 2 at 9)
        details = {
            "spec_verify_ct": 2,
            "spec_accept_length": 3.0,
            "spec_cap_lens_histogram": [0] * 9 + [2],
        }
        return {
            "choices": [{"message": {"content": replies[prompt]}}],
            "sglext": {"spec_tokens_details": details},
        }

    monkeypatch.setattr(cli, "server_request", fake_request)
    out = tmp_path / "out.json"
    cli.main(["--data", str(data_file), "--gravity-url", "http://x", "--json", str(out)])
    assert calls[0] == ("http://x", "Text Recognition:", "data:image/png;base64,", 96)
    result = json.loads(out.read_text())["server"]
    assert result["text"]["edit_sim"] == 1.0 and result["text"]["exact"] == 1.0
    assert result["table"]["teds"] == approx(6 / 7) and result["table"]["cell_acc"] == 0.75
    # x ^ 2 + y vs x ^ 2: 2 deletions over max(5, 3) tokens
    assert result["formula"]["formula_sim"] == approx(0.6)
    assert result["formula"]["tpf"] == 1.25  # 5 committed tokens in two rounds of two forwards
    printed = capsys.readouterr().out
    assert "teds" in printed and "0.857" in printed
    records = json.loads(out.read_text())["server_records"]
    assert records[1]["source"] == f"{data_file}:3" and records[1]["metrics"]["teds"] < 1

    with pytest.raises(SystemExit):
        cli.main(["--data", str(data_file)])  # neither --model nor --server
    data_file.write_text("{}\n")
    with pytest.raises(SystemExit):
        cli.main(["--data", str(data_file), "--gravity-url", "http://x"])
    assert f"{data_file}:1:" in capsys.readouterr().err
