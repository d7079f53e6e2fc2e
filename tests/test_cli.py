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
    from sglang_gravity.bench.suites import documents, engines, profiles, router, sweep
    from sglang_gravity.check import command as check

    attach = ["--ar-url", "http://a", "--gravity-url", "http://g"]
    return {
        "check": (check.parse_args, ["--model-path", "m"], "runs/check"),
        "bench_engines": (engines.parse_args, ["--model-path", "m"], "runs/engines"),
        "bench_ocr": (sweep.parse_args, attach, "runs/bench"),
        "bench_pages": (documents.parse_args, attach, "runs/bench-pages"),
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
