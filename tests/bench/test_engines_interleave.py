"""``bench_engines.py --interleave``: a level's passes run slice by slice, each pass spanning the
level's whole time, with the same passes, records and identity keys as whole passes."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from sglang_gravity.bench.harness import PassResult, Schedule
from sglang_gravity.bench.suites import engines


@dataclass
class _Record:
    engine: str
    index: int  # the request's place in the pass
    page: str


@dataclass
class _Pages:
    """A workload whose every request takes one second and whose calls are logged."""

    order: list[str]
    log: list[tuple[str, int, tuple[str, ...]]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return len(self.order)

    def run_pass(
        self,
        engine: str,
        url: str,
        *,
        concurrency: int,
        pass_index: int,
        count: int | None = None,
        deadline: float | None = None,
    ) -> PassResult[_Record]:
        order = self.order[:count]
        self.log.append((engine, pass_index, tuple(order)))
        records = [_Record(engine, i, page) for i, page in enumerate(order)]
        return PassResult(engine, concurrency, pass_index, float(len(order)), records)


@pytest.fixture
def flushed(monkeypatch) -> list[str]:
    urls: list[str] = []
    monkeypatch.setattr(engines, "flush_cache", lambda url: urls.append(url) or True)
    return urls


def test_each_slice_runs_through_every_pass_before_the_next(flushed) -> None:
    pages = _Pages([f"p{i}" for i in range(5)])
    urls = {"ar": "http://ar", "auto": "http://auto", "width=9": "http://w9"}
    schedule = Schedule(engines=["ar", "auto", "ar", "width=9", "ar"], levels=[1], warmup=1)
    passes = engines.run_interleaved(pages, urls, schedule, 2)

    warmups = [call for call in pages.log if call[0].endswith("-warmup")]
    assert [call[0] for call in warmups] == ["ar-warmup", "auto-warmup", "width=9-warmup"]
    measured = [call for call in pages.log if not call[0].endswith("-warmup")]
    # slices of two pages (the last one shorter), each through the five passes in order
    slices = [("p0", "p1"), ("p2", "p3"), ("p4",)]
    assert measured == [
        (engine, index, part) for part in slices for index, engine in enumerate(schedule.engines)
    ]
    assert len(flushed) == len(measured)  # before every slice of every pass

    assert [(p.engine, p.pass_index) for p in passes] == list(
        zip(schedule.engines, range(5), strict=True)
    )
    for result in passes:
        assert result.concurrency == 1
        assert result.wall_s == 5.0  # the sum of its slices' walls
        # numbered by place in the workload, as whole passes number them (identity keys)
        assert [(r.index, r.page) for r in result.records] == [(i, f"p{i}") for i in range(5)]


def test_a_slice_holds_at_least_the_levels_concurrency(flushed) -> None:
    pages = _Pages([f"p{i}" for i in range(7)])
    schedule = Schedule(engines=["ar", "auto", "ar"], levels=[1, 4], level_items={1: 3})
    passes = engines.run_interleaved(pages, {"ar": "a", "auto": "b"}, schedule, 1)
    at_four = [call[2] for call in pages.log if call[0] == "auto"][3:]
    assert at_four == [("p0", "p1", "p2", "p3"), ("p4", "p5", "p6")]
    counts = {(p.concurrency, p.pass_index): len(p.records) for p in passes}
    assert counts == {(1, 0): 3, (1, 1): 3, (1, 2): 3, (4, 0): 7, (4, 1): 7, (4, 2): 7}


def test_the_flag_is_checked_and_reported(tmp_path) -> None:
    args = engines.parse_args(["--model-path", str(tmp_path), "--variants", "auto"])
    assert args.interleave == 0
    args = engines.parse_args(
        ["--model-path", str(tmp_path), "--variants", "auto", "--interleave", "1"]
    )
    assert args.interleave == 1
    with pytest.raises(SystemExit):
        engines.parse_args(
            ["--model-path", str(tmp_path), "--variants", "auto", "--interleave", "-1"]
        )
    assert "interleaved 1 page at a time" in engines._interleave_label(1)
    assert engines._interleave_label(0) == ""
    assert dataclasses.is_dataclass(engines.OcrRequests)  # slices are made by replacing `order`
