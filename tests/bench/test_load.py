"""``bench.load``: the neighbour's cores during a request, read from a hand-made ``/proc``."""

from __future__ import annotations

from pathlib import Path

import pytest

from sglang_gravity.bench import load
from sglang_gravity.bench.load import CpuMeter, machine_busy_s, processes_cpu_s


def _proc(root: Path, busy: dict[str, int], pids: dict[int, tuple[int, int]]) -> Path:
    """A ``/proc`` with the machine's tick counts and each pid's utime and stime."""
    fields = [busy.get(k, 0) for k in ("user", "nice", "system", "idle", "iowait", "irq", "soft")]
    (root / "stat").write_text("cpu  " + " ".join(map(str, fields)) + " 0 0 0\ncpu0 1 2 3\n")
    for pid, (utime, stime) in pids.items():
        (root / str(pid)).mkdir(exist_ok=True)
        # A command name with spaces and a parenthesis, as sglang's "sglang::scheduler) x" might.
        after = ["S", "1", "1", "1"] + ["0"] * 7 + [str(utime), str(stime)] + ["0"] * 10
        (root / str(pid) / "stat").write_text(f"{pid} (odd (name) x) " + " ".join(after))
    return root


def test_busy_ticks_leave_idle_and_iowait_out(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(load, "_ticks_per_second", lambda: 100.0)
    proc = _proc(tmp_path, {"user": 300, "system": 100, "idle": 5000, "iowait": 50}, {})
    assert machine_busy_s(proc) == pytest.approx(4.0)
    assert machine_busy_s(tmp_path / "nowhere") is None


def test_process_ticks_and_exited_processes(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(load, "_ticks_per_second", lambda: 100.0)
    proc = _proc(tmp_path, {}, {11: (150, 50), 12: (10, 0)})
    assert processes_cpu_s([11, 12, 99], proc) == pytest.approx(2.1)  # 99 exited: 0


def test_the_neighbour_is_the_machine_minus_our_processes(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(load, "_ticks_per_second", lambda: 100.0)
    meter = CpuMeter(lambda: [11], proc=tmp_path)
    _proc(tmp_path, {"user": 1000, "idle": 9000}, {11: (400, 0)})
    before = meter.reading()
    # 0.5 s later: the machine spent 0.8 CPU-s busy, our server 0.3 of them.
    _proc(tmp_path, {"user": 1080, "idle": 9020}, {11: (430, 0)})
    after = meter.reading()
    assert CpuMeter.neighbour_cores(before, after, 0.5) == pytest.approx(1.0)
    assert CpuMeter.neighbour_cores(None, after, 0.5) is None
    assert CpuMeter(lambda: [11], proc=tmp_path / "nowhere").reading() is None
