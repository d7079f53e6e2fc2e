"""Replay a recorded serving workload against a width setting, without a server.

What would ``SGLANG_GRAVITY_WIDTH=auto`` (or any fixed width) have done on this workload? A
:class:`Workload` holds what a server measured of itself: the loop period of a decode step of
each width at each batch size, the prefill time, and each request's output length and accepted
drafts per full-window round. :func:`simulate` runs the real :class:`~.control.WidthControl`
against it, driving it exactly as the worker does (``begin_step`` with a clock, ``observe`` with
each step's accepted counts, ``prefill_ran`` when requests join), with a closed loop of
``concurrency`` clients, and returns the time it would have taken.

The replay's assumptions: a step's time depends only on its width and batch size (linear
between the recorded batch sizes and widths, times an optional seeded noise: log-normal jitter,
and :class:`BurstyNoise`, a shared machine's isolated slow steps and bursts of them). A round
accepts at most ``W - 1`` drafts (the drafts of a narrower window are taken to be the first ones
of the full window), read from the record one of two ways (``Workload.acceptance``):

- ``"position"`` (recorded from a server, the default of ``record``): a round started at output
  position p accepts the drafts the recorded full-window round covering p had right from p on
  (:meth:`RequestTrace.drafts_right_at`). Whether a draft is right depends on where it stands
  in the text, so AR steps over a hard stretch do not skip it.
- ``"round"`` (synthetic draws, and files recorded before 2026-12-07): a request's n-th round
  accepts its n-th recorded count, cycling when a narrower window needs more rounds.

Record a workload from a server run with ``SGLANG_GRAVITY_STEP_TRACE_DIR`` set (one run per
width gives the step times; a full-window run gives the acceptance)::

    python -m sglang_gravity.width.simulate record --name demo --window 9 \\
        --steps W=DIR [W=DIR ...] --acceptance DIR --out workload.json
    python -m sglang_gravity.width.simulate run workload.json --concurrency 1,16

Where a policy change would part from a server's choices, step by step, on that server's own
trace (the same batches, times and acceptance; :func:`redecide`)::

    python -m sglang_gravity.width.simulate decide TRACE_DIR --window 33 --limit 512

Pure Python: no torch, no SGLang.
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import math
import random
import statistics
from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sglang_gravity.cli import add_concurrency, concurrency_levels
from sglang_gravity.settings import AUTO, WIDTH
from sglang_gravity.width.control import WidthControl
from sglang_gravity.width.step_costs import bucket_label, bucket_of

WORKLOAD_FORMAT = "gravity-width-workload/1"
ACCEPTANCE_READINGS = ("round", "position")
_REPLAYS = itertools.count()


@dataclass(frozen=True)
class RequestTrace:
    """One request: its output length and the accepted drafts of each full-window round."""

    output_tokens: int
    accepted: tuple[int, ...]
    # where each full-window round started (tokens the request had then) and where its right
    # drafts ended: the positional reading of ``accepted``
    _starts: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _ends: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        starts, ends, at = [], [], 1  # the prefill gives the first token
        for n in self.accepted:
            starts.append(at)
            ends.append(at + n)
            at += 2 + n
        object.__setattr__(self, "_starts", tuple(starts))
        object.__setattr__(self, "_ends", tuple(ends))

    def drafts_right_at(self, produced: int) -> int:
        """How many drafts of a round started with ``produced`` tokens would be right: those up
        to where the recorded full-window round covering that position stopped being right.
        A draft is right or wrong by where it stands in the text, not by which round drafts it:
        a narrower round run at a recorded round's start accepts as many (up to its width), one
        started inside a recorded run of right drafts accepts the rest of that run, and AR steps
        taken over a hard stretch move past it (none where the record has no round)."""
        if not self._starts:
            return 0
        k = bisect.bisect_right(self._starts, produced) - 1
        if k < 0:
            return 0
        return max(0, self._ends[k] - produced)


@dataclass(frozen=True)
class Workload:
    """What a server measured of itself on one workload (see the module docstring)."""

    name: str
    window: int  # K
    # width -> ((batch size, mean loop period in seconds), ...) sorted by batch size
    step_seconds: Mapping[int, tuple[tuple[int, float], ...]]
    prefill_seconds: float  # per request joining the batch
    requests: tuple[RequestTrace, ...]
    meta: Mapping[str, Any] = field(default_factory=dict)
    # How a round narrower than K, or after AR steps, reads ``accepted``: "position" (recorded
    # text: a draft is right by where it stands, RequestTrace.drafts_right_at) or "round"
    # (synthetic draws: a request's n-th round accepts its n-th count, cycling)
    acceptance: str = "round"

    def __post_init__(self) -> None:
        if self.acceptance not in ACCEPTANCE_READINGS:
            raise ValueError(
                f"{self.name}: acceptance {self.acceptance!r} is not one of {ACCEPTANCE_READINGS}"
            )
        if 1 not in self.step_seconds or self.window not in self.step_seconds:
            raise ValueError(f"{self.name}: step times of widths 1 and K={self.window} needed")
        if not self.requests:
            raise ValueError(f"{self.name}: no requests")

    def step_time(self, width: int, batch_size: int) -> float:
        """Seconds of one decode step: linear in batch size, then in width between records."""
        widths = sorted(self.step_seconds)
        if width in self.step_seconds:
            return _at_batch(self.step_seconds[width], batch_size)
        i = bisect.bisect_left(widths, width)
        if i == 0 or i == len(widths):
            raise ValueError(f"{self.name}: width {width} outside the recorded {widths}")
        lo, hi = widths[i - 1], widths[i]
        t_lo = _at_batch(self.step_seconds[lo], batch_size)
        t_hi = _at_batch(self.step_seconds[hi], batch_size)
        return t_lo + (t_hi - t_lo) * (width - lo) / (hi - lo)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": WORKLOAD_FORMAT,
            "name": self.name,
            "window": self.window,
            "step_seconds": {
                str(w): [[bs, s] for bs, s in points] for w, points in self.step_seconds.items()
            },
            "prefill_seconds": self.prefill_seconds,
            "requests": [
                {"output_tokens": r.output_tokens, "accepted": list(r.accepted)}
                for r in self.requests
            ],
            "meta": dict(self.meta),
            "acceptance": self.acceptance,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Workload:
        if data.get("format") != WORKLOAD_FORMAT:
            raise ValueError(f"not a gravity width workload (format {data.get('format')!r})")
        return cls(
            name=str(data["name"]),
            window=int(data["window"]),
            step_seconds={
                int(w): tuple(sorted((int(bs), float(s)) for bs, s in points))
                for w, points in data["step_seconds"].items()
            },
            prefill_seconds=float(data["prefill_seconds"]),
            requests=tuple(
                RequestTrace(int(r["output_tokens"]), tuple(int(a) for a in r["accepted"]))
                for r in data["requests"]
            ),
            meta=dict(data.get("meta", {})),
            acceptance=str(data.get("acceptance", "round")),
        )

    @classmethod
    def load(cls, path: str | Path) -> Workload:
        return cls.from_dict(json.loads(Path(path).read_text()))


def _at_batch(points: Sequence[tuple[int, float]], batch_size: int) -> float:
    """Linear between recorded batch sizes, and past the largest along the last two points (a
    step's time grows with the batch; a recording at small batches must not make a large batch's
    wide round look as cheap as the largest recorded one). Never below the largest recorded."""
    sizes = [bs for bs, _ in points]
    if batch_size <= sizes[0]:
        return points[0][1]
    if batch_size >= sizes[-1]:
        if len(points) < 2:
            return points[-1][1]
        (b0, t0), (b1, t1) = points[-2], points[-1]
        return t1 + max(0.0, (t1 - t0) / (b1 - b0)) * (batch_size - b1)
    i = bisect.bisect_right(sizes, batch_size)
    (b0, t0), (b1, t1) = points[i - 1], points[i]
    return t0 + (t1 - t0) * (batch_size - b0) / (b1 - b0)


# ---------------------------------------------------------------- the noise of a shared machine


@dataclass(frozen=True)
class BurstyNoise:
    """Heavy-tailed, bursty step-time noise: what a neighbour on a shared machine does.

    Two parts, both seeded. **Bursts** are spans of wall-clock time in which the machine runs
    ``factor`` times slower (one factor per burst, uniform in the range): a neighbour busy for a
    while takes the cores from whatever width happens to run then. They are laid on the clock
    independently of what the server runs, so every width setting replayed with one seed meets
    the same bursts at the same times. Gaps between bursts are exponential with mean
    ``burst_gap`` and bursts last ``burst_length`` (uniform), both in units of the workload's AR
    step at batch 1 (so one model describes a 5 ms and a 300 ms step alike). **Spikes** are
    isolated slow steps (a stall, a page fault storm): each step, with probability ``spike_p``,
    takes ``factor`` times longer. The defaults: about 5% of steps 3-10x slower on their own,
    and 3-10x slower bursts of 10-40 AR steps covering about a tenth of the time.
    """

    spike_p: float = 0.05
    burst_gap: float = 300.0
    burst_length: tuple[float, float] = (20.0, 200.0)
    factor: tuple[float, float] = (3.0, 10.0)

    def __post_init__(self) -> None:
        if not 0.0 <= self.spike_p <= 1.0 or self.burst_gap <= 0:
            raise ValueError(f"spike_p must lie in [0, 1] and burst_gap be positive: {self}")
        if not 0.0 <= self.burst_length[0] <= self.burst_length[1]:
            raise ValueError(f"burst lengths must satisfy 0 <= low <= high: {self}")
        if not 1.0 <= self.factor[0] <= self.factor[1]:
            raise ValueError(f"slow-down factors must satisfy 1 <= low <= high: {self}")

    def machine(self, unit_s: float, seed: int) -> SharedMachine:
        """The noise of one replay whose AR step at batch 1 takes ``unit_s`` seconds."""
        return SharedMachine(self, unit_s, seed)


class SharedMachine:
    """One seeded realisation of :class:`BurstyNoise`: how long a step of a given undisturbed
    duration takes when it starts at a given time."""

    def __init__(self, noise: BurstyNoise, unit_s: float, seed: int) -> None:
        self.noise = noise
        self.unit_s = unit_s
        self._bursts_rng = random.Random(seed)
        self._spikes_rng = random.Random(seed + 1)
        # (start, end, factor) of the bursts not yet over, in order; laid out up to the horizon.
        self._bursts: deque[tuple[float, float, float]] = deque()
        self._horizon = 0.0

    def _bursts_until(self, t: float) -> None:
        noise, rng = self.noise, self._bursts_rng
        while self._horizon <= t:
            start = self._horizon + rng.expovariate(1.0 / noise.burst_gap) * self.unit_s
            end = start + rng.uniform(*noise.burst_length) * self.unit_s
            self._bursts.append((start, end, rng.uniform(*noise.factor)))
            self._horizon = end

    def duration(self, start: float, seconds: float) -> float:
        """Wall time of a step of ``seconds`` undisturbed work that starts at ``start`` (never
        before the previous step's): the work runs ``factor`` times slower inside bursts, and
        all of it in a spike."""
        if self._spikes_rng.random() < self.noise.spike_p:
            seconds *= self._spikes_rng.uniform(*self.noise.factor)
        now, work = start, seconds
        while work > 0:
            self._bursts_until(now + work)
            while self._bursts and self._bursts[0][1] <= now:
                self._bursts.popleft()
            if not self._bursts or self._bursts[0][0] >= now + work:
                return now + work - start  # finished before the next burst
            begin, end, factor = self._bursts[0]
            if now < begin:  # undisturbed until the burst begins
                work -= begin - now
                now = begin
            done = min(work * factor, end - now)  # wall time spent in the burst
            work -= done / factor
            now += done
        return now - start


# ---------------------------------------------------------------- the replay


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0


@dataclass
class SimResult:
    """What one replay took."""

    seconds: float
    tokens: int
    steps: Counter  # width -> decode steps run at that width
    step_seconds: Counter  # width -> seconds spent in steps of that width
    exploring_seconds: float = 0.0  # in steps run to measure a width or acceptance
    # auto's unproven steps (a width not measured at its batch size yet, or a probe): their time
    # and their regret (time beyond what the best measured width would have taken for their
    # tokens, the quantity its exploration budget bounds; width.policy)
    unproven_seconds: float = 0.0
    regret_seconds: float = 0.0

    @property
    def tokens_per_second(self) -> float:
        return self.tokens / self.seconds

    @property
    def decode_steps(self) -> int:
        return sum(self.steps.values())


@dataclass
class _Running:
    rid: str
    trace: RequestTrace
    produced: int = 1  # the prefill gives the first output token
    rounds: int = 0  # drafting rounds run so far
    positional: bool = False  # the workload's acceptance reading is "position"

    def commit(self, width: int) -> int:
        """Tokens one step of ``width`` commits; returns the accepted drafts (0 for AR)."""
        if width == 1:
            self.produced += 1
            return 0
        if self.positional:
            accepted = self.trace.drafts_right_at(self.produced)
        elif self.trace.accepted:
            accepted = self.trace.accepted[self.rounds % len(self.trace.accepted)]
        else:
            accepted = 0
        accepted = min(accepted, width - 1)
        self.rounds += 1
        self.produced += 2 + accepted
        return accepted

    @property
    def done(self) -> bool:
        return self.produced >= self.trace.output_tokens


def simulate(
    workload: Workload,
    concurrency: int,
    env: Mapping[str, str],
    *,
    noise: float = 0.0,
    bursts: BurstyNoise | None = None,
    seed: int = 0,
    repeat: int = 1,
    control: WidthControl | None = None,
    limit: int | None = None,
    step_trace: list[dict[str, Any]] | None = None,
) -> SimResult:
    """Replay ``workload`` (its requests ``repeat`` times over) with ``concurrency`` clients
    against a server whose width settings are ``env`` (``SGLANG_GRAVITY_WIDTH*``).

    ``noise``: each step time is multiplied by ``exp(N(0, noise))``, and by the slow-down of
    ``bursts`` if given (both seeded). ``control``: the server's width control to continue with
    (what it learnt so far), else a fresh one. ``limit``: every request's ``max_new_tokens``,
    which is what a server knows of a request's tokens left (``limit`` less its output); without
    it the width control is told each request's recorded length, which no server knows.
    ``step_trace``: each step appended as a server's step trace records it (``redecide``).
    """
    if control is None:
        control = WidthControl.from_env(workload.window, env, default=AUTO)
    budget = control.policy.budget if control.policy is not None else None
    before = (budget.unproven_s, budget.regret_s) if budget else (0.0, 0.0)
    rng = random.Random(seed)
    machine = None if bursts is None else bursts.machine(workload.step_time(1, 1), seed + 7919)
    clock = _Clock()
    replay = next(_REPLAYS)  # request ids unique across replays on one control, as a server's
    queue = deque(
        (f"p{replay}-r{n}-{i}", trace)
        for n in range(repeat)
        for i, trace in enumerate(workload.requests)
    )
    running: list[_Running] = []
    steps: Counter = Counter()
    spent: Counter = Counter()
    exploring = 0.0
    tokens = 0
    after_prefill = False
    while queue or running:
        joined = 0
        while queue and len(running) < concurrency:
            rid, trace = queue.popleft()
            running.append(_Running(rid, trace, positional=workload.acceptance == "position"))
            joined += 1
        if joined:
            clock.now += workload.prefill_seconds * joined
            control.prefill_ran()
            after_prefill = True
            running, finished = _split_done(running)
            tokens += sum(r.produced for r in finished)
            if not running:
                continue
        rids = [r.rid for r in running] if control.tracks_requests else []
        # A server knows each request's max_new_tokens (``limit``); a replay without one tells
        # the control each request's recorded output length.
        remaining = None
        if rids:
            remaining = [
                (r.trace.output_tokens if limit is None else limit) - r.produced for r in running
            ]
        started = clock.now
        width = control.begin_step(rids, len(running), started, remaining)
        seconds = workload.step_time(width, len(running))
        if noise:
            seconds *= math.exp(rng.gauss(0.0, noise))
        if machine is not None:
            seconds = machine.duration(clock.now, seconds)
        clock.now += seconds
        steps[width] += 1
        spent[width] += seconds
        if control.exploring:
            exploring += seconds
        accepted = [r.commit(width) for r in running]
        if step_trace is not None:
            step_trace.append(
                {
                    "start": started,
                    "width": width,
                    "after_prefill": after_prefill,
                    "rids": [r.rid for r in running],
                    "accepted": accepted,
                }
            )
        after_prefill = False
        if control.tracks_requests:
            control.observe([r.rid for r in running], width, accepted)
        running, finished = _split_done(running)
        tokens += sum(min(r.produced, r.trace.output_tokens) for r in finished)
    control.close_step()  # the last step: nothing runs after it to time it
    after = (budget.unproven_s, budget.regret_s) if budget else (0.0, 0.0)
    return SimResult(
        clock.now, tokens, steps, spent, exploring, after[0] - before[0], after[1] - before[1]
    )


def _split_done(running: list[_Running]) -> tuple[list[_Running], list[_Running]]:
    return [r for r in running if not r.done], [r for r in running if r.done]


def serve_levels(
    workload: Workload,
    levels: Sequence[int],
    env: Mapping[str, str],
    *,
    noise: float = 0.0,
    bursts: BurstyNoise | None = None,
    seed: int = 0,
    repeat: int = 1,
    limit: int | None = None,
) -> dict[int, SimResult]:
    """One server (one width control) serving the workload at each concurrency in turn, as
    ``benchmarks/bench_engines.py`` runs a variant: what it learnt at one level it keeps."""
    control = WidthControl.from_env(workload.window, env, default=AUTO)
    return {
        level: simulate(
            workload,
            level,
            env,
            noise=noise,
            bursts=bursts,
            seed=seed + i,
            repeat=repeat,
            control=control,
            limit=limit,
        )
        for i, level in enumerate(levels)
    }


def compare(
    workload: Workload,
    levels: Sequence[int],
    settings: Iterable[str],
    *,
    noise: float = 0.0,
    bursts: BurstyNoise | None = None,
    seed: int = 0,
    repeat: int = 1,
    limit: int | None = None,
) -> dict[str, dict[int, SimResult]]:
    """For each ``SGLANG_GRAVITY_WIDTH`` setting (``"1"``: plain AR steps), one server serving
    ``levels`` in turn."""
    return {
        setting: serve_levels(
            workload,
            levels,
            {WIDTH.name: setting},
            noise=noise,
            bursts=bursts,
            seed=seed,
            repeat=repeat,
            limit=limit,
        )
        for setting in settings
    }


# ---------------------------------------------------------------- recording from step traces


def read_step_trace(directory: str | Path) -> list[dict[str, Any]]:
    """Every step record a server wrote (``StepTrace``), in launch order per file."""
    records: list[dict[str, Any]] = []
    for path in sorted(Path(directory).glob("steps-*.jsonl")):
        records += [json.loads(line) for line in path.read_text().splitlines() if line]
    return records


def loop_periods(
    records: Sequence[dict[str, Any]], width: int | None = None
) -> dict[int, list[float]]:
    """Loop periods per batch size: the time between the starts of two consecutive decode steps
    of the same batch with no prefill in between (``width``: only the periods of steps of that
    width, for a server that ran several)."""
    periods: dict[int, list[float]] = {}
    for before, after in zip(records, records[1:]):
        if after["after_prefill"] or len(before["rids"]) != len(after["rids"]):
            continue
        if width is not None and before["width"] != width:
            continue
        periods.setdefault(len(before["rids"]), []).append(after["start"] - before["start"])
    return periods


def step_seconds_of(
    records: Sequence[dict[str, Any]], min_samples: int = 3, width: int | None = None
) -> tuple:
    """((batch size, median loop period), ...) of a fixed-width run (or of one ``width``'s steps
    in any server's run), sizes with enough samples."""
    periods = loop_periods(records, width)
    return tuple(
        (bs, statistics.median(values))
        for bs, values in sorted(periods.items())
        if len(values) >= min_samples
    )


def committed_tokens(width: int, accepted: int) -> int:
    """Tokens one request commits in a decode step: an AR step one, a round ``2 + accepted``."""
    return 1 if width == 1 else 2 + accepted


def request_traces(records: Sequence[dict[str, Any]], window: int) -> list[RequestTrace]:
    """Each request's accepted drafts per full-window round and output length, from the step
    records of a full-window run (the prefill's token counted)."""
    accepted: dict[str, list[int]] = {}
    produced: dict[str, int] = {}
    for record in records:
        for rid, n in zip(record["rids"], record["accepted"]):
            produced[rid] = produced.get(rid, 1) + committed_tokens(record["width"], n)
            if record["width"] == window:
                accepted.setdefault(rid, []).append(n)
    return [RequestTrace(produced[rid], tuple(accepted.get(rid, ()))) for rid in produced]


def record_workload(
    name: str,
    window: int,
    step_dirs: Mapping[int, str | Path],
    acceptance_dir: str | Path,
    prefill_seconds: float,
    meta: Mapping[str, Any] | None = None,
) -> Workload:
    """A workload from step traces: each width's steps from a run that ran it (a run pinned to
    it, or any other: only that width's steps are read), acceptance from a full-window run."""
    step_seconds = {w: step_seconds_of(read_step_trace(d), width=w) for w, d in step_dirs.items()}
    missing = [w for w, points in step_seconds.items() if not points]
    if missing:
        raise ValueError(f"no loop period with enough samples for widths {missing}")
    requests = request_traces(read_step_trace(acceptance_dir), window)
    return Workload(
        name, window, step_seconds, prefill_seconds, tuple(requests), dict(meta or {}),
        acceptance="position",
    )  # fmt: skip


# ---------------------------------------------------------------- decisions on a real trace


@dataclass(frozen=True)
class Decision:
    """One recorded decode step and what the width control chose for it."""

    batch_size: int
    recorded: int  # the width the server ran
    chosen: int  # the width this control would have run


def redecide(
    records: Sequence[Mapping[str, Any]],
    window: int,
    limit: int,
    env: Mapping[str, str] | None = None,
) -> list[Decision]:
    """What the width control of ``env`` (``auto`` by default) would have chosen at each step
    of a server's step trace, fed what the server saw: the same batches at the same times, the
    widths it ran and what they accepted (``limit``: the requests' max_new_tokens).

    The control's choice at a step is not run: its state follows the recorded steps (their
    times, their acceptance, and the width kept for hysteresis), so this shows where a policy
    would part from the recorded one step by step, not where it would have led. Fed the trace of
    a server running the same policy, it agrees at every step."""
    control = WidthControl.from_env(window, env, default=AUTO)
    produced: dict[Any, int] = {}
    out = []
    for step in records:
        rids, width = step["rids"], int(step["width"])
        if step.get("after_prefill"):
            control.prefill_ran()
        # a request's first token comes from its prefill, as in ``output_ids``
        remaining = [max(1, limit - produced.get(rid, 1)) for rid in rids]
        chosen = control.begin_step(rids, len(rids), float(step["start"]), remaining)
        control.ran_instead(width)
        control.observe(rids, width, step["accepted"])
        for rid, accepted in zip(rids, step["accepted"]):
            produced[rid] = produced.get(rid, 1) + committed_tokens(width, int(accepted))
        out.append(Decision(len(rids), width, chosen))
    return out


def decision_table(decisions: Sequence[Decision]) -> str:
    """Per batch bucket: steps, the widths recorded and chosen, and how many agree."""
    buckets: dict[int, list[Decision]] = {}
    for d in decisions:
        buckets.setdefault(bucket_of(d.batch_size), []).append(d)

    def spread(widths: Iterable[int]) -> str:
        return ", ".join(f"{w}: {n}" for w, n in sorted(Counter(widths).items()))

    lines = [
        "| batch | steps | recorded widths | chosen widths | agree |",
        "|---|---:|---|---|---:|",
    ]
    for b, steps in sorted(buckets.items()):
        agree = sum(d.recorded == d.chosen for d in steps)
        lines.append(
            f"| {bucket_label(b)} | {len(steps)} | {spread(d.recorded for d in steps)} | "
            f"{spread(d.chosen for d in steps)} | {agree} |"
        )
    return "\n".join(lines)


# ---------------------------------------------------------------- command line


def resized(workload: Workload, requests: int | None, max_tokens: int | None) -> Workload:
    """The workload with ``requests`` requests (its own, taken in turn) of at most ``max_tokens``
    output tokens each: a short run (``16 x 64``) replayed on a long recording's costs."""
    traces = workload.requests
    if requests is not None:
        traces = tuple(traces[i % len(traces)] for i in range(requests))
    if max_tokens is not None:
        traces = tuple(RequestTrace(min(t.output_tokens, max_tokens), t.accepted) for t in traces)
    return Workload(
        workload.name, workload.window, workload.step_seconds, workload.prefill_seconds,
        traces, workload.meta, workload.acceptance,
    )  # fmt: skip


def table(
    workload: Workload,
    levels: Sequence[int],
    *,
    noise: float,
    seed: int,
    repeat: int,
    bursts: BurstyNoise | None = None,
    limit: int | None = None,
) -> tuple[str, dict[str, dict[int, SimResult]]]:
    """A Markdown table of tok/s over AR's per setting and level, and the results behind it."""
    settings = [str(w) for w in sorted(workload.step_seconds)] + [AUTO]
    results = compare(
        workload, levels, settings, noise=noise, bursts=bursts, seed=seed, repeat=repeat,
        limit=limit,
    )  # fmt: skip
    lines = [
        f"{workload.name} (K={workload.window}, {len(workload.requests)} requests x {repeat}"
        + (", bursty noise" if bursts else "")
        + (f", the server told max_new_tokens {limit}" if limit is not None else "")
        + ")",
        "",
        "| concurrency | "
        + " | ".join(f"W={s}" for s in settings)
        + " | auto / best | auto unproven s (share) | auto regret s (share) |",
        "|---:|" + "---:|" * (len(settings) + 3),
    ]
    for level in levels:
        rate = {s: results[s][level].tokens_per_second for s in settings}
        best = max(r for s, r in rate.items() if s != AUTO)
        cells = [f"{rate[s] / rate['1']:.2f}x" for s in settings]
        auto = results[AUTO][level]
        cost = [
            f"{t:.3f} ({100 * t / auto.seconds:.1f}%)"
            for t in (auto.unproven_seconds, auto.regret_seconds)
        ]
        lines.append(
            f"| {level} | "
            + " | ".join(cells)
            + f" | {rate[AUTO] / best:.2f} | "
            + " | ".join(cost)
            + " |"
        )
    return "\n".join(lines), results


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record", help="build a workload JSON from step traces")
    rec.add_argument("--name", required=True)
    rec.add_argument("--window", type=int, required=True, help="K of the checkpoint")
    rec.add_argument(
        "--steps",
        nargs="+",
        required=True,
        help="W=DIR: the trace of a run that ran width W (pinned to it, or auto's)",
    )
    rec.add_argument("--acceptance", required=True, help="trace DIR of a full-window run")
    rec.add_argument("--prefill-seconds", type=float, default=0.0)
    rec.add_argument("--out", required=True)
    run = sub.add_parser("run", help="replay workloads: AR, each fixed width, auto")
    run.add_argument("workloads", nargs="+")
    add_concurrency(run, default="1,16")
    run.add_argument("--noise", type=float, default=0.05, help="log-normal step-time noise")
    run.add_argument(
        "--bursty",
        action="store_true",
        help="add a shared machine's slow steps and bursts (BurstyNoise: 5%% of steps and a "
        "tenth of the time 3-10x slower)",
    )
    run.add_argument("--seed", type=int, default=0)
    run.add_argument("--repeat", type=int, default=1, help="replay the requests this many times")
    run.add_argument(
        "--requests",
        type=int,
        help="replay this many requests (the recorded ones in turn) instead of the recording's",
    )
    run.add_argument(
        "--max-tokens", type=int, help="cap every request's output at this many tokens"
    )
    run.add_argument(
        "--limit",
        type=int,
        help="every request's max_new_tokens, told to the width control as a server tells it "
        "(without it, the control is told each request's recorded length)",
    )
    dec = sub.add_parser(
        "decide", help="what this width policy would choose at each step of a server's trace"
    )
    dec.add_argument("trace", help="a server's step trace DIR (SGLANG_GRAVITY_STEP_TRACE_DIR)")
    dec.add_argument("--window", type=int, required=True, help="K of the checkpoint")
    dec.add_argument(
        "--limit", type=int, required=True, help="the requests' max_new_tokens (the tokens left)"
    )
    args = parser.parse_args(argv)
    if args.command == "decide":
        decisions = redecide(read_step_trace(args.trace), args.window, args.limit)
        agree = sum(d.recorded == d.chosen for d in decisions)
        print(decision_table(decisions))
        print(f"\n{agree}/{len(decisions)} steps where this policy chooses as the server did")
        return
    if args.command == "record":
        step_dirs = {int(w): d for w, d in (item.split("=", 1) for item in args.steps)}
        workload = record_workload(
            args.name, args.window, step_dirs, args.acceptance, args.prefill_seconds
        )
        Path(args.out).write_text(json.dumps(workload.to_dict(), indent=1) + "\n")
        print(f"wrote {args.out}: {len(workload.requests)} requests, widths {sorted(step_dirs)}")
        return
    levels = concurrency_levels(run, args.concurrency, keep_order=True)
    for path in args.workloads:
        text, _ = table(
            resized(Workload.load(path), args.requests, args.max_tokens),
            levels,
            noise=args.noise,
            seed=args.seed,
            repeat=args.repeat,
            bursts=BurstyNoise() if args.bursty else None,
            limit=args.limit,
        )
        print(text + "\n")


if __name__ == "__main__":
    main()
