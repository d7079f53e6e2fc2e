"""Loop periods per width read back from step traces (``width.periods``)."""

from __future__ import annotations

import json

import pytest

from sglang_gravity.width.periods import (
    WidthShare,
    decode_by_width,
    decode_rate,
    main,
    periods,
    split_levels,
    summary,
)


def _step(start: float, width: int, rids: list[str], after_prefill: bool = False) -> dict:
    return {
        "start": start,
        "width": width,
        "rids": rids,
        "accepted": [0] * len(rids),
        "after_prefill": after_prefill,
    }


# One request: a prefill, two 9-wide steps, a switch to 17, a prefill of a request still queued,
# then that request joins (prefill), and the pair runs two 17-wide steps.
TRACE = [
    _step(0.000, 9, ["a"], after_prefill=True),  # period 0.010, follows a prefill
    _step(0.010, 9, ["a"]),  # 0.011, same
    _step(0.021, 17, ["a"]),  # 0.015, other (after 9)
    _step(0.036, 17, ["a"]),  # 0.013, same
    _step(0.049, 17, ["a"]),  # no period: a prefill (of a request still queued) comes next
    _step(0.120, 17, ["a"], after_prefill=True),  # no period: the batch changes
    _step(0.200, 17, ["a", "b"], after_prefill=True),  # 0.020, follows a prefill, batch 2
    _step(0.220, 17, ["a", "b"]),  # no period: the batch changes
    _step(0.240, 17, ["a"]),  # the last step: nothing after it
]


def test_each_period_goes_to_its_steps_width_batch_and_what_ran_before() -> None:
    got = {key: [round(v, 6) for v in values] for key, values in periods(TRACE).items()}
    assert got == {
        (9, 0, "prefill"): [0.010],
        (9, 0, "same"): [0.011],
        (17, 0, "other"): [0.015],
        (17, 0, "same"): [0.013],
        (17, 1, "prefill"): [0.020],
    }


def test_decode_rate_counts_a_rounds_tokens_and_leaves_out_the_periods_before_a_prefill() -> None:
    trace = [dict(step) for step in TRACE]
    trace[1]["accepted"] = [3]  # a 9-wide round: 2 + 3 tokens
    trace[7]["accepted"] = [1, 0]  # a 17-wide round of two requests: 3 + 2 tokens
    trace[3]["width"] = 1  # an AR step: 1 token
    tokens, seconds = decode_rate(trace)
    # periods after steps 0-3 (10 + 11 + 15 + 13 ms) and 6-7 (20 + 20 ms); the next step of
    # steps 4 and 5 is a prefill's (the request queued, then the second request's), and the
    # last step has no period
    assert seconds == pytest.approx(0.089)
    # steps 0, 2: 2 tokens each; step 1: 2 + 3; step 3: 1; step 6: 2 + 2; step 7: 3 + 2
    assert tokens == 2 + 5 + 2 + 1 + 4 + 5


def test_decode_by_width_splits_the_decode_rate_by_batch_bucket_and_width() -> None:
    trace = [dict(step) for step in TRACE]
    trace[1]["accepted"] = [3]
    trace[7]["accepted"] = [1, 0]
    trace[3]["width"] = 1
    shares = decode_by_width(trace)
    # the same steps as decode_rate's: 9-wide at batch 1 (steps 0, 1), 17-wide at batch 1
    # (step 2), AR at batch 1 (step 3), 17-wide at batch 2 (steps 6, 7)
    assert [(s.bucket, s.width, s.steps, s.tokens) for s in shares] == [
        (0, 1, 1, 1), (0, 9, 2, 7), (0, 17, 1, 2), (1, 17, 2, 9),
    ]  # fmt: skip
    assert [round(s.seconds, 6) for s in shares] == [0.013, 0.021, 0.015, 0.040]
    tokens, seconds = decode_rate(trace)
    assert sum(s.tokens for s in shares) == tokens
    assert sum(s.seconds for s in shares) == pytest.approx(seconds)
    assert WidthShare(2, 5, 1, 1, 0.1).batch_sizes == "4-7"


def test_levels_split_where_the_batch_first_outgrows_the_level_before() -> None:
    """A run of concurrency 1 then 4 then 16: each level from its first larger batch on (the
    batches of a level drain below it at its end, and those steps stay in it)."""
    level1 = [_step(0.01 * i, 17, ["a"]) for i in range(3)]
    level4 = [_step(1.0, 9, ["b", "c"]), _step(1.1, 9, list("bcde")), _step(1.2, 9, ["e"])]
    level16 = [_step(2.0, 5, list("fghijk")), _step(2.1, 5, ["f"])]
    trace = level1 + level4 + level16
    assert split_levels(trace, [1, 4, 16]) == {1: level1, 4: level4, 16: level16}
    assert split_levels(trace, [1]) == {1: trace}
    with pytest.raises(ValueError, match="batch over 16: level 64"):
        split_levels(trace, [1, 4, 16, 64])
    with pytest.raises(ValueError, match="increasing"):
        split_levels(trace, [4, 1])


def test_summary_gives_median_and_tenth_percentile_and_drops_thin_rows() -> None:
    many = [_step(0.0, 5, ["a"], after_prefill=True)]
    for i, period in enumerate([0.05, 0.01, 0.02, 0.03, 0.04, 0.06, 0.07, 0.08, 0.09, 0.10, 0.11]):
        many.append(_step(many[-1]["start"] + period if i else period, 5, ["a"]))
    rows = summary(many, min_count=2)
    assert [(r.width, r.batch_sizes, r.follows, r.count) for r in rows] == [(5, "1", "same", 10)]
    row = rows[0]
    assert row.median_s == pytest.approx(0.065)  # periods 0.01..0.11 without 0.05
    assert row.p10_s == pytest.approx(0.02)  # the second fastest of ten


def test_the_command_prints_one_table_for_every_server(tmp_path, capsys) -> None:
    pinned, adaptive = tmp_path / "width17", tmp_path / "auto"
    for folder, trace in ((pinned, TRACE[2:5]), (adaptive, TRACE)):
        folder.mkdir()
        folder.joinpath("steps-1.jsonl").write_text("".join(json.dumps(s) + "\n" for s in trace))
    main([str(pinned), str(adaptive), "--min-count", "1"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("| server | batch | width | after |")
    assert f"| {pinned} | 1 | 17 | same | 1 | 13.00 | 13.00 |" in lines
    assert f"| {adaptive} | 1 | 17 | other | 1 | 15.00 | 15.00 |" in lines
    assert f"| {adaptive} | 2-3 | 17 | prefill | 1 | 20.00 | 20.00 |" in lines
    # the pinned trace: two periods (15 and 13 ms) of one-request rounds, 2 tokens each
    assert f"- {pinned}: decode 4 tokens in 0.0 s, 142.9 tok/s" in lines
    assert not any("tokens per step" in line for line in lines)
    main([str(pinned), "--min-count", "1", "--by-width"])
    lines = capsys.readouterr().out.splitlines()
    assert "| server | batch | width | steps | tokens per step | ms per step | tok/s |" in lines
    assert f"| {pinned} | 1 | 17 | 2 | 2.0 | 14.00 | 142.9 |" in lines
    main([str(adaptive), "--min-count", "1", "--by-width", "--levels", "1,2"])
    lines = capsys.readouterr().out.splitlines()
    assert f"| {adaptive} c=2 | 2-3 | 17 | 2 | 4.0 | 20.00 | 200.0 |" in lines
    with pytest.raises(SystemExit, match="no steps"):
        main([str(tmp_path)])
