"""``python -m sglang_gravity.check``: the pages it sends, how it judges a divergence, its report,
and one run end to end on the demo checkpoint (CPU, fp32: every answer must be identical)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from sglang_gravity.bench.workloads.ocr import RequestRecord
from sglang_gravity.check import command as check_command
from sglang_gravity.check import divergence as check_divergence
from sglang_gravity.check import pages as check_pages
from sglang_gravity.check import report as check_report
from sglang_gravity.check import run as check_run
from sglang_gravity.repository import REPO_ROOT

REPO = REPO_ROOT
DEMO = REPO / "models" / "gravity-demo"
BENCH_PAGES = REPO / "benchmarks" / "data" / "synthetic"


# --- pages ----------------------------------------------------------------------------------------


def test_the_bundled_pages_are_the_benchmarks_held_out_pages_of_every_type() -> None:
    pages = check_pages.gather_pages(True, [], "unused", "unused")
    assert len(pages) == 12 and {p.type for p in pages} == {"text", "table", "formula"}
    bench = {
        json.loads(line)["id"]: json.loads(line)
        for line in (BENCH_PAGES / "manifest.jsonl").read_text().splitlines()
    }
    for page in pages:
        assert (
            page.image_path.parent == check_pages.BUNDLED_PAGES
        )  # inside the package: in the wheel
        assert page.image_path.read_bytes() == (BENCH_PAGES / page.image_path.name).read_bytes()
        assert page.prompt == bench[page.id]["prompt"] and page.type == bench[page.id]["type"]


def test_images_files_folders_and_manifests(tmp_path: Path) -> None:
    folder = tmp_path / "scans"
    folder.mkdir()
    for name in ("b.png", "a.jpg", "notes.txt"):
        shutil.copy(BENCH_PAGES / "text_004.png", folder / name)
    single = tmp_path / "one.png"
    shutil.copy(BENCH_PAGES / "table_004.png", single)
    with_manifest = tmp_path / "mine"
    with_manifest.mkdir()
    shutil.copy(BENCH_PAGES / "formula_004.png", with_manifest / "f.png")
    (with_manifest / "manifest.jsonl").write_text(
        json.dumps({"image": "f.png", "prompt": "Formula Recognition:", "type": "formula"}) + "\n"
    )
    pages = check_pages.gather_pages(
        False, [folder, single, with_manifest], "Text Recognition:", "scan"
    )
    assert [(p.id, p.type, p.prompt) for p in pages] == [
        ("scans/a.jpg", "scan", "Text Recognition:"),
        ("scans/b.png", "scan", "Text Recognition:"),
        ("one.png", "scan", "Text Recognition:"),
        ("mine/f", "formula", "Formula Recognition:"),
    ]


@pytest.mark.parametrize(
    "make,message",
    [
        (lambda d: d / "missing.png", "no such file or folder"),
        (lambda d: (d / "notes.txt").write_text("x") and d / "notes.txt", "not an image"),
        (lambda d: (d / "empty").mkdir() or d / "empty", "no .png/"),
    ],
)
def test_bad_images_are_named(tmp_path: Path, make, message: str) -> None:
    with pytest.raises(SystemExit, match=message):
        check_pages.gather_pages(False, [make(tmp_path)], "p", "t")


def test_a_corrupt_image_is_named_before_any_server_starts(tmp_path: Path) -> None:
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"\x89PNG\r\n\x1a\nnot really")
    pages = check_pages.gather_pages(False, [broken], "p", "t")
    with pytest.raises(SystemExit, match="broken.png: not a readable image"):
        check_pages.check_images(pages)


def test_no_pages_and_duplicate_names_are_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no pages"):
        check_pages.gather_pages(False, [], "p", "t")
    for sub in ("x", "y"):
        (tmp_path / sub).mkdir()
        shutil.copy(BENCH_PAGES / "text_004.png", tmp_path / sub / "p.png")
    with pytest.raises(SystemExit, match="share a name"):
        check_pages.gather_pages(
            False, [tmp_path / "x" / "p.png", tmp_path / "y" / "p.png"], "p", "t"
        )


# --- divergences ----------------------------------------------------------------------------------


def record(engine: str, ids: list[int]) -> RequestRecord:
    return RequestRecord(engine, 1, 0, 0, "page", "table", 200, ids, "", "stop", 1.0, 0.1)


@pytest.mark.parametrize(
    "top,verdict,gap,note",
    [
        # AR chose 7 by a hair over gravity's 9, its runner-up: a near tie
        ({7: -0.30, 9: -0.45, 3: -4.0}, "near tie", 0.15, ""),
        # the same two, but far apart: gravity's kernel computed something else
        ({7: -0.05, 9: -3.2}, "real difference", 3.15, ""),
        ({7: -0.20, 9: -0.80, 3: -4.0}, "real difference", 0.6, ""),  # just past the threshold
        # gravity's 9 is close, but a third token lies between: not a tie of the top two
        ({7: -0.30, 3: -0.35, 9: -0.40}, "real difference", 0.1, "token 3 lies between"),
        ({7: -0.01, 3: -5.0}, "real difference", None, "not in AR's top 2 (gap > 4.99)"),
        # AR run again chose gravity's token over its own: the pair is a tie
        ({9: -0.30, 7: -0.40, 3: -4.0}, "near tie", -0.1, "rerun chose gravity's token"),
        # ... or, by a wide margin, AR is not repeatable there: no basis to judge gravity
        ({9: -0.01, 7: -6.0}, "unclassified", -5.99, "not repeatable"),
        ({9: -0.01, 3: -6.0}, "unclassified", None, "not repeatable"),
        ({3: -0.10, 7: -0.20, 9: -0.25}, "unclassified", None, "put token 3 first"),
        (None, "unclassified", None, "not returned"),
        ({}, "unclassified", None, "not returned"),
    ],
)
def test_a_first_divergence_is_judged_by_ars_top_two_there(top, verdict, gap, note) -> None:
    divergence = check_divergence.classify(
        record("gravity", [1, 2, 9, 4]), record("ar", [1, 2, 7, 4]), top, 0.5
    )
    assert (divergence.index, divergence.ar_token, divergence.gravity_token) == (2, 7, 9)
    assert divergence.verdict == verdict
    assert divergence.gap == pytest.approx(gap) if gap is not None else divergence.gap is None
    assert note in divergence.note
    if top and 7 in top and 9 in top and verdict != "unclassified":
        assert (divergence.ar_logprob, divergence.gravity_logprob) == (top[7], top[9])


def test_the_tie_threshold_is_the_line_between_a_near_tie_and_a_real_difference() -> None:
    gravity, ar = record("gravity", [5, 9]), record("ar", [5, 7])
    top = {7: -0.2, 9: -1.0}
    assert check_divergence.classify(gravity, ar, top, 0.79).verdict == "real difference"
    assert check_divergence.classify(gravity, ar, top, 0.81).verdict == "near tie"


def test_an_answer_that_stops_early_is_unclassified() -> None:
    divergence = check_divergence.classify(
        record("gravity", [1, 2]), record("ar", [1, 2, 7]), {7: 0.0}, 0.5
    )
    assert divergence.verdict == "unclassified" and "gravity's answer ended" in divergence.note


def test_top_logprobs_are_read_from_sglangs_meta_info() -> None:
    choice = {
        "meta_info": {"output_top_logprobs": [[[-0.1, 5, "a"]], [[-0.2, 7, "b"], [-0.9, 9, "c"]]]}
    }
    assert check_divergence.top_logprobs_at(choice, 1) == {7: -0.2, 9: -0.9}
    assert check_divergence.top_logprobs_at(choice, 2) is None
    assert check_divergence.top_logprobs_at({}, 0) is None


def test_the_verdict() -> None:
    identity = {"errors": 0, "real_differences": 0, "unclassified": 0, "near_ties": 0}
    fast = {"1": {"speedup_decode": 1.8}, "8": {"speedup_decode": 1.1}}
    assert check_report.verdict_of(identity, fast) == {"exact": "exact", "faster": True}
    slow = {"1": {"speedup_decode": 1.8}, "64": {"speedup_decode": 0.9}}
    assert check_report.verdict_of({**identity, "near_ties": 2}, slow) == {
        "exact": "near ties only",
        "faster": False,
    }
    assert check_report.verdict_of({**identity, "unclassified": 1}, fast)["exact"] == "DIFFERENT"
    assert check_report.verdict_of({**identity, "errors": 1}, fast)["exact"] == "errors"


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--concurrency", "0"], "--concurrency"),
        (["--concurrency", "a"], "--concurrency"),
        (["--mem-fraction", "1.5"], "--mem-fraction"),
        (["--gravity-env", "SGLANG_GRAVITY_WIDTH"], "NAME=VALUE"),
        (["--tie-threshold", "-1"], "--tie-threshold"),
    ],
)
def test_bad_arguments_are_named(argv: list[str], message: str, capsys) -> None:
    with pytest.raises(SystemExit):
        check_command.parse_args(["--model-path", str(DEMO), *argv])
    assert message in capsys.readouterr().err


# --- end to end on the demo checkpoint ------------------------------------------------------------


@pytest.mark.server
def test_the_check_on_the_demo_checkpoint(tmp_path: Path) -> None:
    """Both servers, one after the other (the GPU default; the CPU default, both at once, made
    docs/results/check-cpu-demo), on the bundled pages plus a folder of the user's: every
    answer identical to AR's (fp32), real acceptance on every content type, and the report says
    what served, the start-up self-test included."""
    folder = tmp_path / "mine"
    folder.mkdir()
    shutil.copy(BENCH_PAGES / "text_009.png", folder / "scan.png")
    out = tmp_path / "check"
    argv = ["--model-path", str(DEMO), "--images", str(folder), "--max-tokens", "96"]
    argv += ["--concurrency", "1,3", "--warmup", "1", "--layout", "sequential", "--out", str(out)]
    assert check_command.main(argv) == 0

    report = json.loads((out / "report.json").read_text())
    assert report["verdict"]["exact"] == "exact"
    identity = report["identity"]
    assert identity["identical"] == identity["compared"] == 2 * 13 and identity["errors"] == 0
    assert set(report["tpf_by_type"]) == {"text", "table", "formula", "user"}
    # With no draft accepted a round commits 2 tokens in 2 forwards (TPF 1.0, as an AR step);
    # the bd_size-32 demo measured formula 1.49-1.54, table 2.93-2.96, text 5.16-5.38 here
    # (2026-12-06, the width policy's choices vary with its timings): 1.25 is halfway from no
    # acceptance to the lowest, not a knife edge
    for kind in ("text", "table", "formula"):
        assert report["tpf_by_type"][kind]["tpf"] > 1.25, kind
    for level in ("1", "3"):
        row = report["levels"][level]
        for engine in ("ar", "gravity"):
            numbers = row[engine]
            assert numbers["decode_tok_per_s"] > 0 and numbers["pages_per_s"] > 0, (level, engine)
        assert row["speedup_decode"] is not None
    gravity = report["servers"]["gravity"]
    assert gravity["speculative_algorithm"].upper() == "GRAVITY"
    entry = gravity["gravity"]
    assert (
        entry["attention_backend"] == "gravity_torch" and entry["acceptance"] == "accept_and_pack"
    )
    assert entry["self_test"]["failed"] == [] and entry["self_test"]["fallbacks"] == []
    graph = [c for c in entry["self_test"]["checks"] if c["name"] == "graph_replay"]
    assert graph and "both sides ran eagerly" in graph[0]["detail"]  # no graphs on CPU
    assert "gravity" not in report["servers"]["ar"]
    markdown = (out / "report.md").read_text()
    assert "**Exact: exact**" in markdown and "| text |" in markdown
    assert "Start-up self-test (fallback)" in markdown
    assert (out / "logs" / "gravity.log").is_file() and (out / "requests.jsonl").is_file()


def test_every_gravity_answer_is_compared_and_each_page_judged_once(monkeypatch) -> None:
    """Across levels, each gravity answer against AR's first answer to its page; AR is asked
    for its distribution once per diverging page, and an AR that does not reproduce its own
    answer up to the divergence leaves it unclassified instead of judged on a wrong basis."""
    from sglang_gravity.bench.harness import PassResult

    def answer(engine: str, page: str, ids: list[int], level: int) -> RequestRecord:
        return RequestRecord(engine, level, 0, 0, page, "text", 200, ids, "", "stop", 1.0, 0.1)

    passes = [
        PassResult(
            "ar", 1, 0, 1.0, [answer("ar", "p", [1, 2, 3], 1), answer("ar", "q", [4, 5], 1)]
        ),
        PassResult(
            "gravity",
            1,
            1,
            1.0,
            [answer("gravity", "p", [1, 2, 9], 1), answer("gravity", "q", [4, 5], 1)],
        ),
        PassResult(
            "gravity",
            4,
            0,
            1.0,
            [answer("gravity", "p", [1, 2, 9], 4), answer("gravity", "q", [4, 6], 4)],
        ),
    ]
    asked: list[tuple[str, int]] = []

    def ar_distribution(url, workload, page_id, index, timeout):
        asked.append((page_id, index))
        if page_id == "p":
            return {3: -0.2, 9: -0.3}, [1, 2, 3]
        return {5: -0.1, 6: -0.4}, [8, 5]  # q: AR's prefix differs from its own answer now

    monkeypatch.setattr(check_divergence, "ask_ar_distribution", ar_distribution)
    rows, divergences = check_divergence.find_divergences(passes, None, "http://ar", 0.5)
    assert asked == [("p", 2), ("q", 1)]
    assert [(r["page_id"], r["concurrency"], r["identical"]) for r in rows] == [
        ("p", 1, False),
        ("q", 1, True),
        ("p", 4, False),
        ("q", 4, False),
    ]
    by_page = {d.page_id: d for d in divergences}
    assert by_page["p"].verdict == "near tie" and by_page["p"].gap == pytest.approx(0.1)
    assert by_page["q"].verdict == "unclassified" and "did not reproduce" in by_page["q"].note


@pytest.mark.server
def test_a_run_with_divergences_reports_each_and_exits_1(monkeypatch, tmp_path: Path) -> None:
    """``main`` without servers (``measure`` replaced, the real divergence search kept): one
    page differs at a near tie, one by a real difference; the report names both, the verdict is
    DIFFERENT and the exit status 1. Only near ties would be ``near ties only`` and exit 0."""
    from sglang_gravity.bench.harness import PassResult

    tops = {0: {3: -0.30, 9: -0.40}, 1: {7: -0.01, 8: -4.0}}  # page 0 near tie, page 1 real

    def fake_measure(args, workload, notes) -> check_run.Measured:
        pages = workload.order[:3]

        def answer(engine: str, i: int, ids: list[int], pass_index: int) -> RequestRecord:
            spec = {"spec_verify_ct": 2} if engine == "gravity" else {}
            latency = 0.5 if engine == "gravity" else 1.0  # decode twice as fast
            page = pages[i]
            return RequestRecord(
                engine,
                1,
                pass_index,
                i,
                page.id,
                page.type,
                200,
                ids,
                "",
                "stop",
                latency,
                0.1,
                spec,
            )

        ar = [[1, 2, 3, 4], [5, 6, 7], [1, 1, 1]]
        gravity = [[1, 2, 9, 4], [5, 6, 8], [1, 1, 1]]
        passes = [
            PassResult("ar", 1, 0, 2.0, [answer("ar", i, ids, 0) for i, ids in enumerate(ar)]),
            PassResult(
                "gravity",
                1,
                1,
                1.0,
                [answer("gravity", i, ids, 1) for i, ids in enumerate(gravity)],
            ),
            PassResult("ar", 1, 2, 2.0, [answer("ar", i, ids, 2) for i, ids in enumerate(ar)]),
        ]
        by_id = {p.id: i for i, p in enumerate(pages)}

        def ar_distribution(url, workload, page_id, index, timeout):
            i = by_id[page_id]
            return tops[i], ar[i][: index + 1]

        monkeypatch.setattr(check_divergence, "ask_ar_distribution", ar_distribution)
        rows, divergences = check_divergence.find_divergences(
            passes, workload, "http://ar", args.tie_threshold
        )
        return check_run.Measured(passes, {"ar": {}, "gravity": {}}, rows, divergences)

    monkeypatch.setattr(check_command, "measure", fake_measure)
    out = tmp_path / "check"
    assert check_command.main(["--model-path", str(DEMO), "--out", str(out)]) == 1
    report = json.loads((out / "report.json").read_text())
    identity = report["identity"]
    assert (identity["compared"], identity["identical"]) == (3, 1)
    assert (identity["near_ties"], identity["real_differences"]) == (1, 1)
    assert report["verdict"] == {"exact": "DIFFERENT", "faster": True}
    markdown = (out / "report.md").read_text()
    assert "**Exact: DIFFERENT** (1/3 answers token-identical" in markdown
    lines = [line for line in markdown.splitlines() if line.startswith("| ") and "| 2 |" in line]
    assert [line.split(" | ")[-2:] for line in lines] == [
        ["0.100", "near tie |"],
        ["3.990", "real difference |"],
    ]

    tops[1] = {7: -0.20, 8: -0.50}  # now both are near ties: exact up to ties, exit 0
    assert check_command.main(["--model-path", str(DEMO), "--out", str(out)]) == 0
    assert json.loads((out / "report.json").read_text())["verdict"]["exact"] == "near ties only"


def test_attaching_needs_both_urls_and_starting_needs_a_model(capsys) -> None:
    with pytest.raises(SystemExit):
        check_command.parse_args(["--gravity-url", "http://127.0.0.1:1"])
    assert "--gravity-url and --ar-url go together" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        check_command.parse_args([])
    assert "--model-path is required unless --gravity-url and --ar-url" in capsys.readouterr().err
    args = check_command.parse_args(["--gravity-url", "http://a:1", "--ar-url", "http://b:2"])
    assert args.attached and args.layout == "attached" and args.model_path is None
    # the old spelling of the model flag, as the benchmarks and training spell it
    assert check_command.parse_args(["--model", str(DEMO)]).model_path == str(DEMO)


@pytest.mark.parametrize(
    ("choice", "ar_server_args", "cpu", "expected"),
    [
        ("gravity", "", False, ["--attention-backend", "triton"]),  # gravity's family on a GPU
        ("gravity", "", True, []),  # on CPU both run the CPU default
        ("sglang", "", False, []),  # SGLang's own choice (FA3 on Hopper)
        ("flashinfer", "", False, ["--attention-backend", "flashinfer"]),
        ("gravity", "--attention-backend fa3", False, []),  # an explicit flag wins
    ],
)
def test_ar_runs_on_gravitys_attention_unless_told_otherwise(
    monkeypatch, choice, ar_server_args, cpu, expected
) -> None:
    monkeypatch.setattr(check_command, "is_cpu_only", lambda: cpu)
    args = check_command.parse_args(
        ["--model-path", str(DEMO), "--ar-attention-backend", choice,
         f"--ar-server-args={ar_server_args}"]
    )  # fmt: skip
    assert check_command.ar_attention_args(args) == expected
    note = check_command.ar_backend_note(args)
    assert ("SGLang's default" in note) == (not expected), note
