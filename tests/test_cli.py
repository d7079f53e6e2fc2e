"""The options every command shares, spelt one way (``--model-path``, ``--gravity-url``,
``--ar-url``), with the spellings of before still accepted and named as deprecated."""

from __future__ import annotations

import argparse

import pytest

from sglang_gravity.cli import add_model_path, add_renamed


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cmd")
    add_model_path(parser)
    add_renamed(parser, "--gravity-url", ["--server"], dest="server")
    add_renamed(parser, "--router-url", ["--target"], append=True, dest="target")
    return parser


def test_the_current_spelling_is_silent(capsys) -> None:
    args = _parser().parse_args(["--model-path", "m", "--gravity-url", "u", "--router-url", "a"])
    assert (args.model, args.server, args.target) == ("m", "u", ["a"])
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("argv", "old", "new"),
    [
        (["--model", "m"], "--model", "--model-path"),
        (["--server", "u"], "--server", "--gravity-url"),
        (["--target", "a"], "--target", "--router-url"),
    ],
)
def test_an_old_spelling_still_works_and_is_named_as_deprecated(capsys, argv, old, new) -> None:
    args = _parser().parse_args(argv)
    assert args.model == "m" or args.server == "u" or args.target == ["a"]
    assert capsys.readouterr().err == f"cmd: {old} is deprecated; use {new}\n"


def test_appended_values_mix_spellings_in_order(capsys) -> None:
    args = _parser().parse_args(["--router-url", "a", "--target", "b", "--router-url", "c"])
    assert args.target == ["a", "b", "c"]


def test_every_command_takes_the_checkpoint_as_model_path() -> None:
    """The commands' own parsers: the same flag, old spelling included."""
    from sglang_gravity import demo
    from sglang_gravity.bench.suites import engines
    from sglang_gravity.check import command as check

    assert check.parse_args(["--model-path", "m"]).model_path == "m"
    assert engines.parse_args(["--model-path", "m"]).model.name == "m"
    assert engines.parse_args(["--model", "m"]).model.name == "m"
    assert demo.parse_args(["--model-path", "m"]).model.name == "m"


def _commands():
    from sglang_gravity.bench.suites import engines, ocr, pages, profiles, router
    from sglang_gravity.check import command as check

    attach = ["--ar-url", "http://a", "--gravity-url", "http://g"]
    return {
        "check": (check.parse_args, ["--model-path", "m"], "runs/check"),
        "bench_engines": (engines.parse_args, ["--model-path", "m"], "runs/engines"),
        "bench_ocr": (ocr.parse_args, attach, "runs/bench"),
        "bench_pages": (pages.parse_args, attach, "runs/bench-pages"),
        "bench_profiles": (profiles.parse_args, ["--model-path", "m"], "runs/bench-profiles"),
        "bench_router": (router.parse_args, ["--model-path", "m"], "runs/bench-router"),
    }


@pytest.mark.parametrize("name", ["check", "bench_engines", "bench_ocr", "bench_pages",
                                  "bench_profiles", "bench_router"])  # fmt: skip
def test_concurrency_and_out_are_one_option_in_every_command(name, capsys) -> None:
    """Parsed one way (``cli.concurrency_levels``): positive integers, the same refusal."""
    parse, base, out = _commands()[name]
    args = parse([*base, "--concurrency", "16,1,16"])
    assert sorted(set(args.levels)) == [1, 16] and str(args.out) == out
    for bad in ("0,4", "1,x", ""):
        with pytest.raises(SystemExit):
            parse([*base, "--concurrency", bad])
        assert (
            f"--concurrency {bad!r}: comma-separated positive integers" in capsys.readouterr().err
        )


def test_levels_keep_their_order_where_max_requests_pairs_with_them() -> None:
    from sglang_gravity.bench.suites import engines
    from sglang_gravity.check import command as check

    args = engines.parse_args(
        ["--model-path", "m", "--concurrency", "16,1", "--max-requests", "30,9"]
    )
    assert args.levels == [16, 1] and args.level_requests == {16: 30, 1: 9}
    args = check.parse_args(
        ["--model-path", "m", "--concurrency", "16,1", "--max-requests", "30,9"]
    )
    assert args.levels == [1, 16] and args.level_requests == {16: 30, 1: 9}


def test_a_suite_calls_the_ocr_sweep_with_options_not_argv(monkeypatch, tmp_path) -> None:
    """``ocr.options``: the command line's defaults and checks, set by name; ``bench_profiles``
    runs the sweep through it once per profile with that profile's parameters."""
    from sglang_gravity.bench.suites import ocr, profiles

    attach = ["--ar-url", "http://a", "--gravity-url", "http://g"]
    assert vars(ocr.options(ar_url="http://a", gravity_url="http://g")) == vars(
        ocr.parse_args(attach)
    )
    options = ocr.options(ar_url="http://a", concurrency="4,1", request_params={"top_k": 1})
    assert options.levels == [1, 4] and options.request_params == {"top_k": 1}
    with pytest.raises(TypeError, match="no option max_token"):
        ocr.options(ar_url="http://a", max_token=3)
    with pytest.raises(SystemExit):  # neither servers nor a model: the command line's refusal
        ocr.options()

    seen = []

    def fake_run(args):
        seen.append(args)
        passes = [{"engine": "gravity", "concurrency": c, "spec": {"tpf": 2.0}} for c in (1, 4)]
        level = {"speedup_tok_per_s": 1.5, "speedup_decode": 1.6, "ar_tok_per_s": [1.0],
                 "gravity_tok_per_s": [1.5]}  # fmt: skip
        return {
            "identity": {"gravity_identical": 3, "gravity_compared": 3},
            "levels": {"1": level, "4": level},
            "passes": passes,
        }

    monkeypatch.setattr(ocr, "run", fake_run)
    args = profiles.parse_args(
        ["--model-path", "m", "--concurrency", "1,4", "--out", str(tmp_path)]
    )
    rows = profiles.run_profile(
        args, {"ar": "http://a", "gravity": "http://g"}, "sdk", {"top_k": 1}
    )
    (sent,) = seen
    assert (sent.ar_url, sent.gravity_url, sent.levels) == ("http://a", "http://g", [1, 4])
    assert sent.request_params == {"top_k": 1} and sent.warmup == 8
    assert sent.out == tmp_path / "sdk"
    assert [(r["concurrency"], r["identical"]) for r in rows] == [(1, 3), (4, 3)]
