"""What each width's decode steps cost a server, read back from its step trace.

    python -m sglang_gravity.width.periods DIR [DIR ...]

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
what the prefills and the client's gaps take is not in it, as it is in a pass's tok/s).

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
from sglang_gravity.width.step_costs import LOW_QUANTILE, bucket_of

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
        low, high = 2**self.bucket, 2 ** (self.bucket + 1) - 1
        return str(low) if low == high else f"{low}-{high}"


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
    tokens, seconds = 0, 0.0
    for step, following in zip(records, records[1:]):
        if following["after_prefill"]:
            continue
        seconds += following["start"] - step["start"]
        tokens += sum(committed_tokens(step["width"], int(n)) for n in step["accepted"])
    return tokens, seconds


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


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("traces", nargs="+", help="a server's step trace folder")
    parser.add_argument(
        "--min-count", type=int, default=5, help="leave out rows with fewer periods"
    )
    args = parser.parse_args(argv)
    servers = {}
    rates = []
    for directory in args.traces:
        records = read_step_trace(directory)
        if not records:
            raise SystemExit(f"{directory}: no steps-*.jsonl step records")
        servers[directory] = summary(records, args.min_count)
        tokens, seconds = decode_rate(records)
        rate = f"{tokens / seconds:.1f} tok/s" if seconds > 0 else "n/a"
        rates.append(f"- {directory}: decode {tokens} tokens in {seconds:.1f} s, {rate}")
    print(table(servers))
    print("\n".join(["", *rates]))


if __name__ == "__main__":
    main()
