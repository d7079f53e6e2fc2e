"""The step loop the trainers share (`training.loop`): the learning-rate schedules of the three
commands, when a run logs, evaluates, saves and stops, and the window of logged loss means."""

from sglang_gravity.training.loop import LossWindow, Schedule, Trainer, lr_at, run_steps


def test_constant_schedule_is_grpos_warm_up_to_the_bit():
    """min_ratio 1 is GRPO's rate: lr * min(1, (step + 1) / max(1, warmup)), float for float."""
    for lr in (1e-6, 2e-5, 1e-3):
        for warmup in (0, 1, 3, 7, 100):
            for step in range(warmup + 5):
                grpo = lr * min(1.0, (step + 1) / max(1, warmup))
                assert lr_at(step, lr=lr, warmup=warmup, steps=50, min_ratio=1.0) == grpo


class Recorder(Trainer):
    """A trainer that only records what the loop asked of it, and when."""

    def __init__(self, start: int = 0, time_up_at: int | None = None) -> None:
        self.done, self.time_up_at, self.calls = start, time_up_at, []

    @property
    def step(self) -> int:
        return self.done

    def train_step(self, bar) -> None:
        self.done += 1

    def log(self, bar) -> None:
        self.calls.append(("log", self.done))

    def evaluate(self, bar) -> None:
        self.calls.append(("eval", self.done))

    def save(self) -> None:
        self.calls.append(("save", self.done))

    def out_of_time(self) -> bool:
        return self.done == self.time_up_at


def actions(calls: list, name: str) -> list[int]:
    return [step for action, step in calls if action == name]


def test_intervals_the_last_step_and_a_stop_to_resume_from():
    schedule = Schedule(steps=7, stop=7, log_every=2, eval_every=3, save_every=5, show_bar=False)
    straight = Recorder()
    run_steps(straight, schedule)
    assert straight.step == 7
    assert actions(straight.calls, "log") == [2, 4, 6, 7]
    assert actions(straight.calls, "eval") == [3, 6, 7]
    assert actions(straight.calls, "save") == [5, 7]
    # within a step: log, then eval, then save
    assert straight.calls[-3:] == [("log", 7), ("eval", 7), ("save", 7)]

    # stopped at step 4 (saved there, nothing else forced) and resumed: the same actions
    first = Recorder()
    run_steps(first, Schedule(**{**schedule.__dict__, "stop": 4}))
    assert first.calls[-1] == ("save", 4) and ("eval", 4) not in first.calls
    second = Recorder(start=first.step)
    run_steps(second, schedule)
    assert [c for c in first.calls + second.calls if c != ("save", 4)] == straight.calls


def test_out_of_time_makes_the_step_the_last():
    trainer = Recorder(time_up_at=3)
    run_steps(trainer, Schedule(steps=10, stop=10, log_every=25, eval_every=5, show_bar=False))
    assert trainer.step == 3
    assert trainer.calls == [("log", 3), ("eval", 3)]


def test_unnamed_intervals_never_run_and_a_finished_run_takes_no_step():
    trainer = Recorder(start=4)
    run_steps(trainer, Schedule(steps=4, stop=4, log_every=1, show_bar=False))
    assert trainer.step == 4 and trainer.calls == []
    trainer = Recorder()
    run_steps(trainer, Schedule(steps=3, stop=3, show_bar=False))
    assert trainer.step == 3 and trainer.calls == []


def test_loss_window_means_and_its_saved_form():
    window = LossWindow.of("loss", "ar_loss")
    window.add({"loss": 1.0, "ar_loss": 0.5})
    window.add({"loss": 2.0, "ar_loss": 0.25})
    saved = window.as_dict()
    assert saved == {"loss": 3.0, "ar_loss": 0.75, "n": 2} and list(saved) == [
        "loss",
        "ar_loss",
        "n",
    ]
    resumed = LossWindow.from_dict(saved)
    assert window.take_means() == resumed.take_means() == {"loss": 1.5, "ar_loss": 0.375}
    assert window.as_dict() == {"loss": 0.0, "ar_loss": 0.0, "n": 0}
