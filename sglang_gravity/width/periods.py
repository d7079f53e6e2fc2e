"""What each width's decode steps cost a server, read back from its step trace.

    python -m sglang_gravity.width.periods DIR [DIR ...] [--levels 1,16,64]

Each ``DIR`` is one server's ``SGLANG_GRAVITY_STEP_TRACE_DIR`` (its ``steps-<pid>.jsonl``). The
table gives, per width and batch-size bucket, the loop periods of that server's decode steps:
the time from a step's start to the next step's start (forward, result processing and
scheduling together, what throughput divides by; the quantity ``step_costs.StepTimes`` prices
widths by). A period counts only when the next step ran the same requests (the batch did not
change) with no prefill before it. Each is classed by what ran just before its step:

- ``same``: a decode step of the same width (the step runs in a run of its width);
- ``other``: a decode step of another width (the first step after a switch);
- ``prefill``: a prefill, or nothing (the server's first step).

Below the table, each server's decode rate (:func:`decode_rate`): the tokens its decode steps
committed over the sum of their loop periods, the periods that span a prefill left out (so
what the prefills and the client's gaps take is not in it, as it is in a pass's tok/s). With
``--levels``, the same per concurrency level of a run that served them in turn
(:func:`split_levels`). With ``--by-width``, each rate's decode time split by batch bucket and
width (:func:`decode_by_width`): steps, tokens per step, milliseconds per step and tokens per
second of each. Two servers' rows for one width and bucket separate what a policy chose (the
tokens a step of that width committed there, alike in both servers when the choice is right)
from what the server paid per step (which a choice does not change).

Side by side, a server pinned to one width and an adaptive one show whether the adaptive server
pays more per step for a width than the pinned one, and whether it pays it after a switch only
(what ``docs/results/width-policy-cpu`` measures this way).
"""

from __future__ import annotations

import argparse
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sglang_gravity.width.simulate import committed_tokens, read_step_trace
from sglang_gravity.width.step_costs import LOW_QUANTILE, bucket_label, bucket_of

FOLLOWS = ("same", "other", "prefill")


@dataclass(frozen=True)
class PeriodRow:
    """The loop periods of one (width, batch bucket, what came before) in one server."""

    width: int
    bucket: int  # batch sizes 2**bucket .. 2**(bucket+1) - 1
    follows: str  # one of FOLLOWS
    count: int
    median_s: float
    p10_s: float  # the low quantile StepTimes prices a width by (LOW_QUANTILE, the 10th percentile)

    @property
    def batch_sizes(self) -> str:
        return bucket_label(self.bucket)


def periods(records: Sequence[Mapping[str, Any]]) -> dict[tuple[int, int, str], list[float]]:
    """Loop periods keyed by (width, batch bucket, what ran before), in trace order."""
    out: dict[tuple[int, int, str], list[float]] = {}
    previous: Mapping[str, Any] | None = None
    for step, following in zip(records, records[1:]):
        before, previous = previous, step
        if following["after_prefill"] or following["rids"] != step["rids"]:
            continue
        if step["after_prefill"] or before is None:
            follows = "prefill"
        else:
            follows = "same" if before["width"] == step["width"] else "other"
        key = (step["width"], bucket_of(len(step["rids"])), follows)
        out.setdefault(key, []).append(following["start"] - step["start"])
    return out


def decode_rate(records: Sequence[Mapping[str, Any]]) -> tuple[int, float]:
    """(tokens committed, seconds) over the decode steps whose next step is not a prefill's: a
    round commits ``2 + accepted`` tokens per request, an AR step one."""
    shares = decode_by_width(records)
    return sum(s.tokens for s in shares), sum(s.seconds for s in shares)


@dataclass(frozen=True)
class WidthShare:
    """The decode steps of one width in one batch bucket: how many, what they committed, and
    the loop periods they took (the steps whose next step is a prefill's left out)."""

    bucket: int
    width: int
    steps: int
    tokens: int
    seconds: float

    @property
    def batch_sizes(self) -> str:
        return bucket_label(self.bucket)


def decode_by_width(records: Sequence[Mapping[str, Any]]) -> list[WidthShare]:
    """The decode steps whose next step is not a prefill's, split by (batch bucket, width), in
    that order (:func:`decode_rate` is their sum)."""
    shares: dict[tuple[int, int], list[float]] = {}
    for step, following in zip(records, records[1:]):
        if following["after_prefill"]:
            continue
        share = shares.setdefault((bucket_of(len(step["rids"])), step["width"]), [0, 0, 0.0])
        share[0] += 1
        share[1] += sum(committed_tokens(step["width"], int(n)) for n in step["accepted"])
        share[2] += following["start"] - step["start"]
    return [
        WidthShare(bucket, width, int(steps), int(tokens), seconds)
        for (bucket, width), (steps, tokens, seconds) in sorted(shares.items())
    ]


def width_table(servers: Mapping[str, Sequence[WidthShare]]) -> str:
    """A Markdown table of :func:`decode_by_width` for each named server (or server and level)."""
    lines = [
        "| server | batch | width | steps | tokens per step | ms per step | tok/s |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, shares in servers.items():
        for s in shares:
            rate = f"{s.tokens / s.seconds:.1f}" if s.seconds > 0 else "n/a"
            lines.append(
                f"| {name} | {s.batch_sizes} | {s.width} | {s.steps} | "
                f"{s.tokens / s.steps:.1f} | {1e3 * s.seconds / s.steps:.2f} | {rate} |"
            )
    return "\n".join(lines)


def split_levels(
    records: Sequence[Mapping[str, Any]], levels: Sequence[int]
) -> dict[int, list[Mapping[str, Any]]]:
    """A server's steps per concurrency level, for a run that served ``levels`` in turn (as
    ``bench_engines.py --concurrency 1,16,64`` does): a level begins at the first step whose batch
    is larger than the level before it allows. ``ValueError`` when a level never shows (its
    batches never outgrew the level before it: nothing tells its steps apart)."""
    if list(levels) != sorted(set(levels)) or not levels or levels[0] < 1:
        raise ValueError(f"levels must be increasing positive concurrencies, got {list(levels)}")
    starts = [0]
    for previous, level in zip(levels, levels[1:]):
        begin = next(
            (i for i in range(starts[-1], len(records)) if len(records[i]["rids"]) > previous),
            None,
        )
        if begin is None:
            raise ValueError(f"no step with a batch over {previous}: level {level} cannot be told")
        starts.append(begin)
    ends = [*starts[1:], len(records)]
    return {level: list(records[a:b]) for level, a, b in zip(levels, starts, ends)}


def summary(records: Sequence[Mapping[str, Any]], min_count: int = 1) -> list[PeriodRow]:
    """One row per (width, bucket, follows) with at least ``min_count`` periods."""
    rows = []
    for (width, bucket, follows), values in periods(records).items():
        if len(values) < min_count:
            continue
        ordered = sorted(values)
        rows.append(
            PeriodRow(
                width,
                bucket,
                follows,
                len(values),
                statistics.median(ordered),
                ordered[int(LOW_QUANTILE * len(ordered))],
            )
        )
    return sorted(rows, key=lambda r: (r.bucket, r.width, FOLLOWS.index(r.follows)))


def table(servers: Mapping[str, Sequence[PeriodRow]]) -> str:
    """A Markdown table of every server's rows (milliseconds)."""
    lines = [
        "| server | batch | width | after | periods | median ms | p10 ms |",
        "|---|---:|---:|---|---:|---:|---:|",
    ]
    for name, rows in servers.items():
        for r in rows:
            lines.append(
                f"| {name} | {r.batch_sizes} | {r.width} | {r.follows} | {r.count} | "
                f"{1e3 * r.median_s:.2f} | {1e3 * r.p10_s:.2f} |"
            )
    return "\n".join(lines)


def _rate(tokens: int, seconds: float) -> str:
    rate = f"{tokens / seconds:.1f} tok/s" if seconds > 0 else "n/a"
    return f"{tokens} tokens in {seconds:.1f} s, {rate}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("traces", nargs="+", help="a server's step trace folder")
    parser.add_argument(
        "--min-count", type=int, default=5, help="leave out rows with fewer periods"
    )
    parser.add_argument(
        "--levels",
        default="",
        help="the concurrency levels the run served in turn (e.g. 1,16,64): each server's decode "
        "rate per level besides its whole run's",
    )
    parser.add_argument(
        "--by-width",
        action="store_true",
        help="split each decode rate by batch bucket and width (steps, tokens per step, ms per "
        "step, tok/s)",
    )
    args = parser.parse_args(argv)
    levels: list[int] = []
    if args.levels:
        try:
            levels = [int(level) for level in args.levels.split(",")]
        except ValueError:
            parser.error(f"--levels {args.levels!r}: comma-separated concurrencies, e.g. 1,16,64")
    servers = {}
    rates = []
    shares: dict[str, list[WidthShare]] = {}
    for directory in args.traces:
        records = read_step_trace(directory)
        if not records:
            raise SystemExit(f"{directory}: no steps-*.jsonl step records")
        servers[directory] = summary(records, args.min_count)
        tokens, seconds = decode_rate(records)
        rates.append(f"- {directory}: decode {_rate(tokens, seconds)}")
        if not levels:
            shares[directory] = decode_by_width(records)
        if levels:
            try:
                by_level = split_levels(records, levels)
            except ValueError as exc:
                raise SystemExit(f"{directory}: {exc}") from exc
            rates += [
                f"  - concurrency {level}: decode {_rate(*decode_rate(steps))}"
                for level, steps in by_level.items()
            ]
            for level, steps in by_level.items():
                shares[f"{directory} c={level}"] = decode_by_width(steps)
    print(table(servers))
    print("\n".join(["", *rates]))
    if args.by_width:
        print("\n" + width_table(shares))


if __name__ == "__main__":
    main()
