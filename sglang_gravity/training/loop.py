"""The step loop the trainers share (`train`, `grpo`, `mtp`): the learning-rate schedule, when to
log, evaluate, save and stop, the progress bar, the window of logged loss means, and reading the
state a run resumes from.

A trainer brings what differs (`Trainer`): its optimizer step, its log point, its held-out
evaluation and its save. `run_steps` calls them in one order at the intervals of a `Schedule`, so
the commands cannot drift apart in when they log, evaluate, save or stop.
"""

from __future__ import annotations

import math
import os
import pathlib
from dataclasses import dataclass

from tqdm import tqdm

from sglang_gravity.training.checkpointing import read_state, state_path


def lr_at(step: int, *, lr: float, warmup: int, steps: int, min_ratio: float = 0.1) -> float:
    """Linear warm-up to lr, then cosine decay to lr * min_ratio at `steps` (min_ratio 1: constant
    after the warm-up, GRPO's schedule).

    The constant schedule ramps as lr times the warmed fraction, the others as lr times the step
    over the warm-up: each command's rates, as logged, to the last bit.
    """
    if step < warmup:
        if min_ratio == 1:
            return lr * ((step + 1) / warmup)
        return lr * (step + 1) / warmup
    progress = min(1.0, (step - warmup) / max(1, steps - warmup))
    return lr * (min_ratio + (1 - min_ratio) * 0.5 * (1 + math.cos(math.pi * progress)))


@dataclass(frozen=True)
class Schedule:
    """When `run_steps` logs, evaluates, saves and stops (an interval of None: never).

    A step is due when its interval divides it, and at the run's last step (`steps`, or the step
    at which the trainer runs out of time). This invocation stops at `stop` (train's --stop-at),
    and saves there so that the run can resume.
    """

    steps: int  # the run's length (its schedules span it)
    stop: int  # this invocation's last step, <= steps
    log_every: int | None = None
    eval_every: int | None = None
    save_every: int | None = None
    bar_interval: float = 0.1  # the progress bar's refresh interval (tqdm's mininterval), seconds
    show_bar: bool = True  # False on every rank but 0

    def due(self, every: int | None, step: int, *, last: bool) -> bool:
        """Whether an action of interval `every` runs after `step`."""
        return every is not None and (step % every == 0 or last)


class Trainer:
    """What a command gives `run_steps`: where it stands (`step`), its optimizer step, and the
    actions the loop runs when due. Those do nothing unless the command overrides them (they
    run only when its `Schedule` names an interval for them)."""

    @property
    def step(self) -> int:
        """Optimizer steps done."""
        raise NotImplementedError

    def train_step(self, bar: tqdm) -> None:
        """One optimizer step (`step` + 1); `bar` for messages."""
        raise NotImplementedError

    def log(self, bar: tqdm) -> None:
        """Add a point to the training log."""

    def evaluate(self, bar: tqdm) -> None:
        """Evaluate on held-out data and log it."""

    def save(self) -> None:
        """Write what the run has produced (and what resumes it)."""

    def postfix(self) -> dict[str, str]:
        """The progress bar's values after a step."""
        return {}

    def out_of_time(self) -> bool:
        """Whether the step just taken is the last one (a time limit): log and evaluate now."""
        return False


def run_steps(trainer: Trainer, schedule: Schedule) -> None:
    """Steps from `trainer.step` up to `schedule.stop`. After each: log, evaluate, update the
    progress bar, save, in that order, each when due."""
    bar = tqdm(
        total=schedule.steps,
        initial=trainer.step,
        mininterval=schedule.bar_interval,
        dynamic_ncols=True,
        disable=not schedule.show_bar,
    )
    while trainer.step < schedule.stop:
        trainer.train_step(bar)
        step = trainer.step
        last = step == schedule.steps or trainer.out_of_time()
        if schedule.due(schedule.log_every, step, last=last):
            trainer.log(bar)
        if schedule.due(schedule.eval_every, step, last=last):
            trainer.evaluate(bar)
        bar.update(1)
        bar.set_postfix(trainer.postfix())
        if schedule.due(schedule.save_every, step, last=last or step == schedule.stop):
            trainer.save()
        if last:
            break
    bar.close()


@dataclass
class LossWindow:
    """Loss sums since the last logged point, and how many steps they hold: a logged point is the
    mean over its steps, not one step's noisy value. A state file keeps it as a dict
    (`as_dict`), so that a resumed run logs the points the straight one logs."""

    sums: dict[str, float]
    n: int = 0

    @classmethod
    def of(cls, *names: str) -> LossWindow:
        """An empty window over the named losses."""
        return cls(dict.fromkeys(names, 0.0))

    @classmethod
    def from_dict(cls, saved: dict) -> LossWindow:
        """A window that `as_dict` wrote: the sums, then "n"."""
        sums = {k: v for k, v in saved.items() if k != "n"}
        return cls(sums, saved["n"])

    def as_dict(self) -> dict:
        return self.sums | {"n": self.n}

    def add(self, losses: dict[str, float]) -> None:
        """Add one step's losses."""
        for key, value in losses.items():
            self.sums[key] += value
        self.n += 1

    def take_means(self) -> dict[str, float]:
        """The window's means (4 decimals), emptying it."""
        means = {k: round(v / self.n, 4) for k, v in self.sums.items()}
        self.sums, self.n = dict.fromkeys(self.sums, 0.0), 0
        return means


def resume_state(
    out: str | os.PathLike, state: str | None, resume: bool
) -> tuple[pathlib.Path, dict | None]:
    """The state file of --out / --state, and what it holds when the command resumes (--resume)."""
    path = state_path(out, state)
    return path, read_state(path) if resume else None
