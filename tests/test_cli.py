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
