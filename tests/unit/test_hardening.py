"""Issue #20, hardening: each item's exact repro from the report, run against the fix.

Runs on CPython and inside Pyodide (tests/pyodide/run.mjs).
"""

from __future__ import annotations

import json

import pytest
from cli_runner import run

from cardlab.api import call, handle, to_json


def strict_json(text: str) -> object:
    """Parse as a browser's JSON.parse would: Infinity and NaN are not JSON."""

    def refuse(name: str) -> object:
        raise AssertionError(f"{name} in JSON: {text[:200]}")

    return json.loads(text, parse_constant=refuse)


# --- item 1: no Infinity in JSON ------------------------------------------------------------------


def test_one_trial_has_no_standard_error_and_says_so():
    report = call("poker.equity", {"hands": ["Ah Kd", "Qs Qc"], "method": "monte-carlo", "trials": 1, "seed": 1})
    assert [player["standard_error"] for player in report["players"]] == [None, None]
    assert report["method_text"] == ("Monte Carlo: 1 random boards, seed 1, "
                                     "no standard error: it needs at least 2 samples")
    answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": {
        "hands": ["Ah Kd", "Qs Qc"], "method": "monte-carlo", "trials": 1, "seed": 1}})))
    assert answer["ok"] is True and answer["result"]["players"][0]["standard_error"] is None


def test_two_trials_have_a_finite_standard_error():
    report = call("poker.equity", {"hands": ["Ah Kd", "Qs Qc"], "method": "monte-carlo", "trials": 2, "seed": 1})
    assert all(isinstance(player["standard_error"], float) for player in report["players"])


def test_a_range_class_dealt_once_has_a_null_standard_error():
    # From the report: {"hands": ["Ah Kh", "QQ+, 72o:0.000004"], "seed": 4}; seed 1 at 3,000 trials
    # deals 72o exactly once (and the issue's own spot is checked through the API just below).
    params = {"hands": ["Ah Kh", "QQ+, 72o:0.0004"], "trials": 3000, "seed": 1}
    answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": params})))
    assert answer["ok"] is True
    rare = next(row for row in answer["result"]["players"][1]["range"]["classes"] if row["class"] == "72o")
    assert rare["boards"] == 1 and rare["standard_error"] is None
    others = [row for row in answer["result"]["players"][1]["range"]["classes"] if row["class"] != "72o"]
    assert all(row["standard_error"] > 0 for row in others)


def test_the_reported_range_spot_answers_strict_json():
    params = {"hands": ["Ah Kh", "QQ+, 72o:0.000004"], "seed": 4, "trials": 20_000}
    answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": params})))
    assert answer["ok"] is True


def test_cli_says_in_words_when_there_is_no_standard_error():
    result = run("equity", "Ah Kd", "Qs Qc", "--trials", "1", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "inf" not in result.stdout
    assert "Player 1  Ah Kd        equity   0.00% ± unknown (too few samples)" in result.stdout
    assert "no standard error: it needs at least 2 samples" in result.stdout
    as_json = run("--json", "equity", "Ah Kd", "Qs Qc", "--trials", "1", "--seed", "1")
    assert strict_json(as_json.stdout)["players"][1]["standard_error"] is None


def test_cli_range_classes_name_a_missing_standard_error():
    result = run("equity", "Ah Kh", "QQ+, 72o:0.0004", "--trials", "3000", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "72o" in result.stdout and "±n/a" in result.stdout
    assert "±n/a: the class was dealt fewer than 2 times, too few for a standard error" in result.stdout


def test_a_non_finite_number_fails_loudly_instead_of_reaching_the_page():
    with pytest.raises(ValueError):
        to_json({"x": float("inf")})
    with pytest.raises(ValueError):
        to_json({"x": float("nan")})


def test_a_request_with_nan_or_infinity_is_refused_with_a_message():
    for constant in ("NaN", "Infinity", "-Infinity"):
        request = '{"action": "poker.equity", "params": {"trials": ' + constant + "}}"
        answer = strict_json(handle(request))
        assert answer == {"ok": False, "error": {"type": "input",
                                                 "message": f"bad JSON request: {constant} is not a JSON number"}}
