"""Issue #32, hardening: each item's behaviour, through the one API entry point (and the CLI where
it has a flag). Every test here failed before its fix."""

from __future__ import annotations

import re

import pytest
from cli_runner import run_in_process

from cardlab.api import ACTIONS, ESTIMATES, call
from cardlab.core.errors import InputError
from cardlab.core.job_time import MAX_JOB_SECONDS
from cardlab.core.params import known_keys

# --- 2. one strict yes/no reader ------------------------------------------------------------------

YES_NO = [
    ("poker.hits", {"range": "AA, KK", "board": "Kh 7c 2d"}, "every_flop"),
    ("draw", {"hand": "2c 3d 4h Kh"}, "best"),
    ("badugi.draw", {"hand": "2c 3d 4h Kh"}, "best"),
    ("poker.batch", {"text": "8C TS KC 9H 4S 7D 2S 5D 3S AC"}, "file"),
    ("sd.random", {"n": "8", "c": "2", "seed": "1"}, "winning"),
]


@pytest.mark.parametrize(("action", "params", "name"), YES_NO)
@pytest.mark.parametrize("value", ["maybe", "on", [1], 1, 0, "yes", "1", "", {"a": 1}])
def test_every_yes_no_parameter_refuses_anything_but_true_or_false(action, params, name, value):
    with pytest.raises(InputError, match=f"^{name}: .* is not true or false$") as caught:
        call(action, {**params, name: value})
    assert caught.value.field == name


@pytest.mark.parametrize(("action", "params", "name"), YES_NO)
def test_true_and_false_as_json_or_text_are_read_alike(action, params, name):
    params = {**params, "seed": 1} if action.endswith("draw") else params
    for value in (False, True):
        answer = call(action, {**params, name: value})
        for text in (str(value).lower(), f" {str(value).upper()} "):
            assert call(action, {**params, name: text}) == answer


# --- 6. seeds and the preflop table's game --------------------------------------------------------

@pytest.mark.parametrize(("seed", "message"), [(-5, "seed: must be at least 0, got -5"),
                                               (10**24, "seed: must be at most 18,446,744,073,709,551,615"),
                                               ("2^64", "seed: must be at most 18,446,744,073,709,551,615")])
def test_sd_random_seeds_lie_in_0_to_2_to_the_64_minus_1(seed, message):
    with pytest.raises(InputError, match=message) as caught:
        call("sd.random", {"seed": seed})
    assert caught.value.field == "seed"
    assert call("sd.random", {"seed": 2**64 - 1}) == call("sd.random", {"seed": str(2**64 - 1)})


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-classic", "omaha", "five-card"])
def test_the_preflop_table_refuses_a_game_it_does_not_hold(game):
    with pytest.raises(InputError, match="the preflop table does not cover ") as caught:
        call("poker.preflop", {"vs": "AKs", "game": game})
    assert caught.value.field == "game"
    assert call("poker.preflop", {"vs": "AKs", "game": "Hold'em"}) == call("poker.preflop", {"vs": "AKs"})


def test_the_preflop_matrix_flag_is_the_strict_yes_no():
    with pytest.raises(InputError, match="^matrix: 'yes' is not true or false$"):
        call("poker.preflop", {"matrix": "yes"})


# --- 7. an exact refusal says its real reason -----------------------------------------------------

def test_exact_refusal_names_too_many_deals_not_a_time_under_the_limit():
    params = {"hands": ["random", "random", "random"], "method": "exact"}
    words = "exact counting would have to list more than 300,000 deals of these ranges; use Monte Carlo (a number of trials)"
    with pytest.raises(InputError) as caught:
        call("poker.equity", params)
    assert (caught.value.message, caught.value.field) == (words, "method")
    # the estimate says the same refusal, as its answer (the page's line shows it before Run)
    assert call("estimate", {"action": "poker.equity", "params": params})["refused"] == words


# --- 5. the bad card is named ---------------------------------------------------------------------

OMAHA_LETTERS = "ranks 2-9 T J Q K A, rank variables R O N, suits c d h s, suit variables w x y z, * any card"


@pytest.mark.parametrize(("action", "params", "message", "token"), [
    # In an Omaha game 4x is a card of the range syntax (x a suit variable, #35): a letter no syntax
    # knows is named with the pattern it stands in.
    ("poker.equity", {"hands": ["Ah2h3c4v", "KsKd9c8c"], "game": "omaha-hilo"},
     "Hand 1: unknown letter 'v' in 'Ah2h3c4v': " + OMAHA_LETTERS, "Ah2h3c4v"),
    ("poker.equity", {"hands": ["KsKd9c8c", "Ah 2h 3c 4v"], "game": "omaha"},
     "Hand 2: unknown letter 'v' in 'Ah2h3c4v': " + OMAHA_LETTERS, "Ah2h3c4v"),
    ("poker.equity", {"hands": ["Ah2h3c4v5d", "KsKd9c8c7c"], "game": "omaha5"},
     "Hand 1: unknown letter 'v' in 'Ah2h3c4v5d': " + OMAHA_LETTERS, "Ah2h3c4v5d"),
    ("poker.equity", {"hands": ["AhKx", "QsQc"]}, "Hand 1: unknown suit 'x' in 'Kx'", "Kx"),
    ("poker.equity", {"hands": ["AhKx", "QsQc"], "game": "shortdeck"}, "Hand 1: unknown suit 'x' in 'Kx'", "Kx"),
    ("poker.showdown", {"hands": ["AhKx", "QsQc"], "board": "2c 3c 4c 5d 9h", "game": "holdem"},
     "Hand 1: unknown suit 'x' in 'Kx'", "Kx"),
    ("poker.showdown", {"hands": "AhZd2c3c4c | QsQc2d3d4d"}, "Hand 1: unknown rank 'Z' in 'Zd'", "Zd"),
    ("poker.hits", {"range": "QQ+, AhKx", "board": "2c 3d 4h"}, "unknown suit 'x' in 'Kx'", "Kx"),
    ("poker.range", {"text": "AhKx:0.5"}, "unknown suit 'x' in 'Kx'", "Kx"),
])
def test_a_hand_with_one_bad_card_names_that_card(action, params, message, token):
    with pytest.raises(InputError) as caught:
        call(action, params)
    assert (caught.value.message, caught.value.token) == (message, token)


# --- 4. every error names its field ---------------------------------------------------------------

@pytest.mark.parametrize(("action", "params", "message", "field"), [
    ("cards.take", {"texts": ["Ah Kh"], "code": "Zz"}, "unknown rank 'Z' in 'Zz'", "code"),
    ("cards.take", {"texts": ["Ah Kh"], "code": "A"}, "missing suit after 'A' in 'A'", "code"),
    ("cards.take", {"texts": ["Ah Kh"], "code": 7}, "parameter 'code' must be text", "code"),
    ("poker.showdown", {"hands": ["Ah Kd", "Qs Qc"], "board": "2c Qc 4h 5s 9d", "game": "holdem"},
     "board: Qc is also in hand 2", "board"),
    ("poker.showdown", {"hands": ["Ah Kd 2c 3c", "Qs Qc Ah Ah"], "board": "7h 2d 3s 4d 5s", "game": "omaha"},
     "Hand 2: Ah appears twice", "hands"),
    ("poker.showdown", {"hands": "Ah Kd 2c 3c | Qs Qc Ah Ah", "board": "7h 2d 3s 4d 5s", "game": "omaha-hilo"},
     "Hand 2: Ah appears twice", "hands"),
    ("poker.range", {"text": "AA", "weight": "NaN"}, "weight: 'NaN' must be a number from 0 to 1, like 0.5", "weight"),
    ("poker.range", {"text": "AA", "remove": "KK", "weight": "2"}, "weight: '2' must be a number from 0 to 1, like 0.5",
     "weight"),
    ("poker.range", {"text": "AA", "add": "AZs", "weight": "0.5"}, "unknown rank 'Z' in 'AZs'", "add"),
    ("poker.range", {"text": "AA", "remove": "AZs"}, "unknown rank 'Z' in 'AZs'", "remove"),
    ("poker.range", {"text": "AA", "add": "AKs,,QQ++"},
     "malformed '+' in 'QQ++': write one + after one class, like QQ+ or ATs+", "add"),
])
def test_every_error_names_its_field(action, params, message, field):
    with pytest.raises(InputError) as caught:
        call(action, params)
    assert (caught.value.message, caught.value.field) == (message, field)


def test_range_edits_read_the_comma_syntax_of_the_range_text():
    assert call("poker.range", {"text": "AA", "add": "AKs, KK"})["normalized"] == "KK+, AKs"
    assert call("poker.range", {"text": "QQ+, AKs", "remove": "AKs, KK"})["normalized"] == "AA, QQ"
    assert call("poker.range", {"text": "AA", "add": "KK, AKs:0.5", "weight": "0.25"})["normalized"] == (
        "AA, AKs:0.5, KK:0.25")


# --- 3. unknown parameter keys --------------------------------------------------------------------



@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_every_action_declares_the_keys_it_reads(action):
    assert known_keys(ACTIONS[action]) is not None, f"{action} declares no parameter keys (core.params.takes)"


@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_every_action_refuses_an_unknown_key_before_any_work(action):
    calls: list[float] = []
    with pytest.raises(InputError, match="^unknown parameter 'zzz_nope'; ") as caught:
        call(action, {"zzz_nope": 1}, calls.append)
    assert caught.value.field == "zzz_nope" and calls == []


@pytest.mark.parametrize(("action", "params", "message"), [
    ("poker.equity", {"hands": "AhAs | KdKc", "trails": 5}, "unknown parameter 'trails'; did you mean 'trials'?"),
    ("poker.hits", {"range": "AA", "everyflop": True}, "unknown parameter 'everyflop'; did you mean 'every_flop'?"),
    ("draw", {"hand": "2c 3d 4h Kh", "Best": True}, "unknown parameter 'Best'; did you mean 'best'?"),
    ("sd.count", {"n": 10, "c": 2, "modulus": 7}, "unknown parameter 'modulus'; did you mean 'mod'?"),
    ("badugi.tally", {"x": 1}, "unknown parameter 'x'; badugi.tally takes no parameters"),
    ("estimate", {"action": "poker.equity", "params": {"hands": "AhAs | KdKc", "sed": 1}},
     "unknown parameter 'sed'; did you mean 'seed'?"),
])
def test_an_unknown_key_names_the_nearest_known_one(action, params, message):
    with pytest.raises(InputError) as caught:
        call(action, params)
    assert caught.value.message == message


# --- 1. every job bounded by its estimated time -----------------------------------------------------


TEN_RANDOM = ["random"] * 10
DEAD_22 = "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d"
LIMIT_TEXT = "the limit is 5 minutes"


def test_the_limit_is_pythons_and_sent_in_meta():
    assert call("meta")["limits"]["job_seconds"] == MAX_JOB_SECONDS == 300


@pytest.mark.parametrize(("action", "params", "field", "lower"), [
    ("poker.equity", {"hands": TEN_RANDOM, "dead": DEAD_22, "trials": "10,000,000"}, "trials",
     "fewer trials, players or dead cards"),
    ("poker.equity", {"hands": ["AhKh2c3c5s", "QsQdJcTc9c", "9h9d8s8c7c", "7h6h5d4d3h", "AsKs2d3d4c", "JhJdTsTd9s"],
                      "game": "omaha5-hilo", "method": "mc", "trials": 10_000_000}, "trials",
     "fewer trials, players or dead cards"),
    ("sd.count", {"n": "10^18", "c": 1000, "max_seconds": 3}, "c", "fewer coins (c), a smaller n or a modulus"),
])
def test_a_job_estimated_past_the_limit_is_refused_before_it_starts(action, params, field, lower):
    calls: list[float] = []
    with pytest.raises(InputError) as caught:
        call(action, params, calls.append)
    message = caught.value.message
    assert message.startswith(f"{field}: this job would take about ")
    assert f"ask for {lower}, or raise the limit" in message
    assert caught.value.field == field and calls == []  # nothing ran
    estimate = call("estimate", {"action": action, "params": params})
    timed = re.compile(r"about [^ ]+ [a-z]+ by")  # Monte Carlo is timed: the figure moves from run to run
    assert timed.sub("", estimate["refused"]) == timed.sub("", message)
    assert estimate["seconds"] > estimate["limit_seconds"] == MAX_JOB_SECONDS or action == "sd.count"


def test_max_seconds_raises_the_limit_deliberately():
    params = {"n": "10^18", "c": 1000}
    with pytest.raises(InputError, match="the limit is 2 seconds"):
        call("sd.count", {**params, "max_seconds": 2})
    assert call("estimate", {"action": "sd.count", "params": {**params, "max_seconds": 10**5}})["refused"] is None
    with pytest.raises(InputError, match="^max_seconds: must be at least 1, got 0$"):
        call("sd.count", {**params, "max_seconds": 0})
    with pytest.raises(InputError, match="^unknown parameter 'max_seconds'; "):  # a quick tool has no limit to raise
        call("poker.showdown", {"hands": "AhKd | QsQc", "max_seconds": 5})


@pytest.mark.parametrize("action", sorted(ESTIMATES))
def test_every_estimated_action_takes_max_seconds(action):
    try:
        call(action, {"max_seconds": 60})
    except InputError as err:  # its own parameters are missing; max_seconds is known
        assert not err.message.startswith("unknown parameter"), err.message


def test_the_cli_refuses_with_the_estimate_and_takes_max_seconds():
    args = ["equity", *TEN_RANDOM, "--dead", DEAD_22, "--trials", "10000000"]
    refused = run_in_process(args, None)
    assert refused.returncode == 2 and refused.stderr.startswith("cardlab: error: trials: this job would take about ")
    assert LIMIT_TEXT in refused.stderr and "--max-seconds" in refused.stderr
    count = ["silver-dollar", "count", "10^18", "1000"]
    assert "the limit is 2 seconds" in run_in_process([*count, "--max-seconds", "2"], None).stderr
    quick = run_in_process(["silver-dollar", "count", "100", "3", "--max-seconds=2"], None)
    assert quick.returncode == 0, quick
    assert run_in_process(["poker", "AhKd", "QsQc", "--max-seconds", "9"], None).stderr == (
        "cardlab: error: --max-seconds: poker jobs are bounded to be quick; it takes no time limit\n")


def test_every_flop_is_bounded_by_its_estimated_time_too():
    params = {"range": "100%", "every_flop": True}
    estimate = call("estimate", {"action": "poker.hits", "params": params})
    assert 3 < estimate["seconds"] < 10 and estimate["refused"] is None  # 2,327,130 reads at 2 microseconds
    with pytest.raises(InputError, match=r"^range: this job would take about \d+ seconds by the estimate; the limit is "
                                         r"1 second: ask for a narrower range \(fewer combos\)") as caught:
        call("poker.hits", {**params, "max_seconds": 1})
    assert caught.value.field == "range"
    assert call("estimate", {"action": "poker.hits", "params": {"range": "AA", "board": "Kh 7c 2d"}})["seconds"] == 0
