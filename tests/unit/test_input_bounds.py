"""Bad and extreme input (issue #20 items 3, 5, 6, 7, 11): case folding one character at a time,
players counted before ranges, every list and text bounded, deep JSON, files not quoted back.

Runs on CPython and inside Pyodide (tests/pyodide/run.mjs).
"""

from __future__ import annotations

import json
import os
import random

import pytest
from cli_runner import run

from cardlab.api import call, handle, to_json
from cardlab.core.cards import FULL_DECK
from cardlab.core.errors import InputError, shown
from cardlab.poker.ranges.notation import parse_range


def strict_json(text: str) -> object:
    """Parse as a browser's JSON.parse would: Infinity and NaN are not JSON."""

    def refuse(name: str) -> object:
        raise AssertionError(f"{name} in JSON: {text[:200]}")

    return json.loads(text, parse_constant=refuse)


# --- item 3: characters whose case changes their length -----------------------------------------

# Every character whose upper or lower case is more than one code point (ǰ, ẗ, ẚ, ß, ŉ, ﬀ, İ, …),
# and the Kelvin sign, whose lower case is an ASCII k.
GROWING = [chr(code) for code in range(0x110000)
           if code < 0xD800 or code > 0xDFFF
           if len(chr(code).upper()) > 1 or len(chr(code).lower()) > 1] + ["\u212a"]


def test_growing_case_characters_exist():
    assert {"ǰ", "ẗ", "ẚ", "ß", "İ"} <= set(GROWING) and len(GROWING) > 90


@pytest.mark.parametrize("form", ["A{c}+", "K{c}-K2", "{c}{c}", "AK{c}", "A{c}", "{c}", "A{c}s+", "{c}A:0.5",
                                  "Q{c}o-Q2o", "AK{c}, QQ+"])
def test_range_text_with_growing_case_characters_is_refused_by_name(form):
    for char in GROWING:
        text = form.format(c=char)
        with pytest.raises(InputError) as caught:
            parse_range(text)
        assert char in caught.value.message or shown(char) in caught.value.message, (text, caught.value.message)


def test_the_reported_range_texts_answer_an_input_error():
    for hands, message in ((["Aǰ+", "KK"], "Hand 1: unknown rank 'ǰ' in 'Aǰ+'"),
                           (["Ah Kd", "Kẗ-K2"], "Hand 2: unknown rank 'ẗ' in 'Kẗ-K2'"),
                           (["Ah Kd", "Kẚ"], "Hand 2: unknown suit 'ẚ' in 'Kẚ'")):
        answer = strict_json(handle(json.dumps({"action": "poker.equity", "params": {"hands": hands}})))
        assert answer["ok"] is False and answer["error"]["type"] == "input"
        assert answer["error"]["message"] == message
    result = run("equity", "Aǰ+", "KK")
    assert (result.returncode, result.stderr) == (2, "cardlab: error: Hand 1: unknown rank 'ǰ' in 'Aǰ+'\n")


# --- item 11: the Kelvin sign is not a king in the badugi goal --------------------------------------


def test_kelvin_sign_is_not_a_king_in_the_badugi_goal():
    answer = call_error("badugi.draw", {"hand": "2c 3d 4h Kh", "goal": "\u212a"})
    assert answer == {"message": "goal: '\u212a' is not any, badugi, beat or a top card (4 to K)", "field": "goal"}
    assert call("badugi.draw", {"hand": "2c 3d 4h Kh", "goal": "k"})["goal"]["label"] == "any badugi"  # K-high
    for char in GROWING:  # no character folds its way into a goal
        assert call_error("badugi.draw", {"hand": "2c 3d 4h Kh", "goal": char})["field"] == "goal"


def call_error(action: str, params: dict) -> dict:
    """The message and field of the InputError an action raises (fails if it raises none)."""
    with pytest.raises(InputError) as caught:
        call(action, params)
    return {"message": caught.value.message, "field": caught.value.field}


# --- item 5: the player count is checked before any range is read --------------------------------


def test_too_many_range_players_are_refused_before_any_range_is_parsed(monkeypatch):
    import cardlab.poker.equity.spot as range_spot

    def no_parsing(text: str, **_: object) -> object:
        raise AssertionError("a range was parsed before the players were counted")

    monkeypatch.setattr(range_spot, "parse_range", no_parsing)
    for hands in (["1%," * 50] * 1000, "\n".join(["1%," * 50] * 1000), ["QQ+"] * 11):
        with pytest.raises(InputError) as caught:
            call("poker.equity", {"hands": hands})
        count = 11 if len(hands) == 11 else 1000
        assert caught.value.message == f"{count} hands is more than the 10 players Texas Hold'em deals to"
        assert caught.value.field == "hands"


# --- item 6: every list and text bounded, cards.scan included -------------------------------------


def test_cards_scan_bounds_the_number_and_size_of_its_texts():
    assert call("cards.scan", {"texts": ["Ah Kd", "", "10c"]}) == {"codes": [["Ah", "Kd"], [], ["Tc"]]}
    assert call_error("cards.scan", {"texts": ["Ah"] * 17}) == {
        "message": "'texts' has 17 texts; the limit is 16", "field": "texts"}
    assert call_error("cards.scan", {"texts": ["Ah " * 200_000, "Kd " * 200_000]}) == {
        "message": "the input is 1,200,000 characters long; the limit is 1,000,000", "field": "texts"}
    assert call_error("cards.scan", {"texts": [["Ah"]]}) == {
        "message": "'texts' must be a list of texts", "field": "texts"}
    # The 60 MB request of the report: refused on its length, before it is even parsed.
    request = json.dumps({"action": "cards.scan", "params": {"texts": ["Ah Kd " * 100_000] * 100}})
    answer = strict_json(handle(request))
    assert answer["error"]["message"] == f"the request is {len(request):,} characters long; the limit is 40,100,000"


def test_hands_lists_are_counted_and_measured_before_they_are_read():
    assert call_error("poker.equity", {"hands": ["Ah"] * 1001})["message"] == (
        "'hands' is a list of 1,001 items; the limit is 1,000")
    assert call_error("poker.showdown", {"hands": ["Ah " * 200_000, "Kd " * 200_000]}) == {
        "message": "the input is 1,200,000 characters long; the limit is 1,000,000", "field": "hands"}


# --- item 7: deep JSON --------------------------------------------------------------------------


def test_deep_json_is_an_input_error_not_a_crash():
    assert strict_json(handle("[" * 1000 + "]" * 1000)) == {"ok": False, "error": {
        "type": "input", "message": "the request is nested 1,000 deep; the limit is 32",
        "reason": "the request is nested 1,000 deep; the limit is 32", "token": None, "hand": None, "line": None,
        "field": None}}
    deep_params = json.dumps({"action": "poker.showdown", "params": {"hands": nested(40)}})
    assert strict_json(handle(deep_params))["error"]["message"] == "the request is nested 42 deep; the limit is 32"
    with pytest.raises(InputError, match="'hands' is nested more than 32 deep"):
        call("poker.showdown", {"hands": nested(40)})


def nested(depth: int) -> object:
    value: object = "Ah"
    for _ in range(depth):
        value = [value]
    return value


# --- item 11: a file that is not a batch is not quoted back ---------------------------------------

SHADOW = "root:$6$Xy1lOb2s$QuL9.secret.hash:19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n\nbin:x:1:1\n"


def test_a_file_that_is_not_a_batch_is_never_quoted(tmp_path):
    report = call("poker.batch", {"text": SHADOW, "file": True})
    assert report["deals"] == 0 and report["errors_total"] == 3
    assert [error["message"] for error in report["errors"]] == [
        "Line 1: unknown rank at column 1; this line is not a deal",
        "Line 2: a suit without a rank at column 1; this line is not a deal",
        "Line 4: unknown rank at column 1; this line is not a deal",
    ]
    shadow = tmp_path / "shadow"
    shadow.write_text(SHADOW)
    result = run("poker", "--file", str(shadow))
    assert "secret" not in result.stdout + result.stderr and "root" not in result.stdout + result.stderr
    assert "Skipped Line 1: unknown rank at column 1; this line is not a deal" in result.stdout


def test_pasted_text_is_quoted_it_is_the_user_s_own():
    report = call("poker.batch", {"text": "root:x:0:0"})
    assert report["errors"] == [{"line": 1, "message": "Line 1: unknown rank 'r' in 'root:x:0:0'"}]


def test_a_batch_with_deals_still_quotes_its_bad_token():
    report = call("poker.batch", {"text": "AH KH QH JH TH 2C 3D 4S 5H 7C\nXh 2c 3d 4s 5h 6c 7d 8s 9h Tc\n", "file": True})
    assert report["deals"] == 1
    assert report["errors"] == [{"line": 2, "message": "Line 2: unknown rank 'X' in 'Xh'"}]
