"""``api.call`` is typed per action (#33 item 3: the report TypedDicts reach the caller): one overload
per action name whose return type is the action's own, so the table cannot drift from the actions."""

from __future__ import annotations

from typing import get_overloads

from cardlab import api


def _overloads() -> dict[str, str]:
    found = {}
    for overload in get_overloads(api.call):
        action = overload.__annotations__["action"]
        if action.startswith("Literal["):
            found[action[len("Literal[") + 1:-2]] = overload.__annotations__["return"]
    return found


def test_every_action_has_an_overload_with_its_own_report_type():
    typed = _overloads()
    assert set(typed) == set(api.ACTIONS)
    for action, function in api.ACTIONS.items():
        assert typed[action] == function.__annotations__["return"], action


def test_a_name_known_only_at_run_time_gets_object():
    last = get_overloads(api.call)[-1]
    assert last.__annotations__["action"] == "str" and last.__annotations__["return"] == "object"


def test_the_typed_call_returns_the_report():
    report = api.call("poker.equity", {"hands": "AhAs | KdKc"})
    assert report["game"] == "holdem" and report["method"] == "exact"
    assert f"{report['players'][0]['equity']:.2%}" == "81.26%"  # as the README says
