"""One spelling of the options every command shares, and the old spellings kept working.

Every command that takes a checkpoint takes it as ``--model-path`` (SGLang's own spelling); one
that attaches to running servers takes ``--gravity-url`` and ``--ar-url``. Spellings used before
2026-12-06 (``--model``, ``--server``, ``--target``) are still accepted, with a message on stderr
that names the new one.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any


class RenamedOption(argparse.Action):
    """Store the value; given under an old spelling (``old``), say which spelling replaces it."""

    def __init__(self, option_strings: Sequence[str], dest: str, old: Sequence[str] = (), **kw):
        self.old = tuple(old)
        super().__init__(option_strings, dest, **kw)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        if option_string in self.old:
            current = next(o for o in self.option_strings if o not in self.old)
            print(
                f"{parser.prog}: {option_string} is deprecated; use {current}",
                file=sys.stderr,
            )
        setattr(namespace, self.dest, values)


class RenamedAppend(RenamedOption):
    """:class:`RenamedOption` for an option given several times (``action="append"``)."""

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        items = list(getattr(namespace, self.dest, None) or [])
        super().__call__(parser, namespace, [*items, values], option_string)


def add_renamed(
    parser: Any, new: str, old: Sequence[str], *, append: bool = False, **kwargs: Any
) -> argparse.Action:
    """``parser.add_argument(new, *old, ...)`` where the old spellings still work, with a
    deprecation message."""
    action = RenamedAppend if append else RenamedOption
    return parser.add_argument(new, *old, action=action, old=tuple(old), **kwargs)


def add_model_path(parser: Any, *, dest: str = "model", **kwargs: Any) -> argparse.Action:
    """``--model-path`` (the old ``--model`` still works): the checkpoint folder or hub id."""
    kwargs.setdefault("help", "checkpoint folder (or hub id)")
    return add_renamed(parser, "--model-path", ["--model"], dest=dest, **kwargs)


# --- what every benchmark and the check take alike -------------------------------------------


def add_concurrency(parser: Any, *, default: str, help: str | None = None) -> argparse.Action:
    """``--concurrency``: requests in flight per pass, one pass per level (``1,4,16``); parse
    it with :func:`concurrency_levels`."""
    return parser.add_argument(
        "--concurrency",
        default=default,
        help=help or "requests in flight per pass: comma-separated levels, e.g. 1,4,16",
    )


def concurrency_levels(parser: Any, text: str, *, keep_order: bool = False) -> list[int]:
    """``--concurrency``'s levels: positive integers, sorted and deduplicated unless
    ``keep_order`` (where another option pairs with them by position); a bad value is the
    parser's error, naming the option and the value."""
    try:
        given = [int(c) for c in text.split(",") if c.strip()]
    except ValueError:
        given = []
    if not given or min(given) < 1:
        parser.error(f"--concurrency {text!r}: comma-separated positive integers, e.g. 1,4,16")
    return given if keep_order else sorted(set(given))


def add_out(parser: Any, default: str | Path, *, help: str = "output folder") -> argparse.Action:
    """``--out``: where a command writes its report (JSON, Markdown, logs)."""
    return parser.add_argument("--out", type=Path, default=Path(default), help=help)
