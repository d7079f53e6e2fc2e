"""The settings registry: every value parsed by its declared type, a bad one refused by name."""

from __future__ import annotations

import pytest

from sglang_gravity import settings


@pytest.mark.parametrize(
    ("setting", "value", "parsed"),
    [
        (settings.WIDTH, " Auto ", "auto"),
        (settings.WIDTH, "FULL", "full"),
        (settings.WIDTH, "5", 5),
        (settings.WIDTHS, "9, 1,5", (9, 1, 5)),
        (settings.WIDTH_CYCLE, "1,5,1", (1, 5, 1)),
        (settings.MAX_WIDTH, "17", 17),
        (settings.WIDTH_LOG_EVERY, "0", 0),
        (settings.WIDTH_GRAPHS, "off", False),
        (settings.CPU_OVERLAP, "yes", True),
        (settings.CHECK_RELAY, "0", False),
        (settings.SELF_TEST, "Fatal", "fatal"),
        (settings.SELF_TEST_BUDGET_S, "2.5", 2.5),
        (settings.TRACE_DIR, " /tmp/t ", "/tmp/t"),
    ],
)
def test_each_type_parses_what_it_accepts(setting, value, parsed):
    assert setting.read({setting.name: value}) == parsed


@pytest.mark.parametrize(
    ("setting", "value", "message"),
    [
        (settings.WIDTH, "wide", "SGLANG_GRAVITY_WIDTH='wide': expected an integer, 'auto' or 'full'"),
        (settings.WIDTHS, "1,x", "SGLANG_GRAVITY_WIDTHS='1,x': expected comma-separated integers"),
        (settings.WIDTH_CYCLE, "1,0", "SGLANG_GRAVITY_WIDTH_CYCLE='1,0': widths must be >= 1"),
        (settings.MIN_WIDTH, "one", "SGLANG_GRAVITY_MIN_WIDTH='one': expected an integer"),
        (settings.WIDTH_LOG_EVERY, "-1", "SGLANG_GRAVITY_WIDTH_LOG_EVERY='-1': expected an integer >= 0"),
        (settings.WIDTH_GRAPHS, "maybe", "SGLANG_GRAVITY_WIDTH_GRAPHS='maybe': expected 1 or 0"),
        (settings.CPU_OVERLAP, "2", "SGLANG_GRAVITY_CPU_OVERLAP='2': expected 1 or 0"),
        (settings.SELF_TEST, "strict", "SGLANG_GRAVITY_SELF_TEST='strict': expected one of fallback, fatal, off"),
        (settings.SELF_TEST_BUDGET_S, "nan", "SGLANG_GRAVITY_SELF_TEST_BUDGET_S='nan': expected seconds"),
        (settings.SELF_TEST_BUDGET_S, "-1", "SGLANG_GRAVITY_SELF_TEST_BUDGET_S='-1': expected seconds"),
    ],
)  # fmt: skip
def test_a_bad_value_is_refused_with_the_variable_the_value_and_what_it_accepts(
    setting, value, message
):
    with pytest.raises(ValueError) as raised:
        setting.read({setting.name: value})
    assert str(raised.value).startswith(message)


def test_unset_or_blank_is_the_default():
    for setting in settings.ALL:
        assert setting.read({}) is None
        assert setting.read({setting.name: "  "}) is None
        if setting.default is not None:
            assert setting.get({}) == setting.default
    assert settings.WIDTH_LOG_EVERY.get({}) == 1000 and settings.SELF_TEST.get({}) == "fallback"
    with pytest.raises(LookupError, match="SGLANG_GRAVITY_WIDTH has no fixed default"):
        settings.WIDTH.get({})


def test_the_start_up_check_refuses_each_bad_server_setting_by_name():
    settings.check_server_settings({})
    paths = {settings.WIDTH_COSTS, settings.TRACE_DIR, settings.STEP_TRACE_DIR}
    for setting in settings.SERVER:
        if setting not in paths:  # a path is any text: nothing to refuse at start-up
            with pytest.raises(ValueError, match=setting.name):
                settings.check_server_settings({setting.name: "not a value"})


def test_the_table_has_one_row_per_server_setting_in_order():
    rows = settings.markdown_table().splitlines()[2:]
    assert [row.split("`")[1] for row in rows] == [s.name for s in settings.SERVER]
