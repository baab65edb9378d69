"""Property and fuzz tests: hostile text never raises anything but InputError (with a readable,
one-line message), valid random deals always evaluate, and results do not depend on card order or
on which suit is called what, where the rules say they must not.

Runs on CPython and inside Pyodide (tests/pyodide/run.mjs), with the same Hypothesis settings.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from pathlib import Path

import pytest
from cli_runner import run_in_process
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import cardlab
from cardlab.api import ACTIONS, ESTIMATES, call, handle
from cardlab.badugi.evaluator import play as badugi_play
from cardlab.core.bounds import MAX_DEPTH, MAX_LIST_ITEMS, MAX_PARAM_CHARS, MAX_REQUEST_CHARS
from cardlab.core.cards import FULL_DECK, Card, parse_hand_texts, scan_cards, split_hand_texts
from cardlab.core.errors import InputError
from cardlab.core.job_time import JOB_KEYS
from cardlab.core.params import known_keys
from cardlab.games.showdown import parse_deal
from cardlab.games.variants import VARIANTS
from cardlab.poker.batch import run_batch
from cardlab.poker.evaluator import best_five, hand_name
from cardlab.silver_dollar.game import parse_move, parse_position

# CARDLAB_FUZZ_EXAMPLES=5000 for a long hunt; the default keeps npm test quick.
FUZZ = settings(max_examples=int(os.environ.get("CARDLAB_FUZZ_EXAMPLES", "150")), deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Text that looks like cards some of the time: card characters, every separator the parsers know,
# list syntax, unicode suits and ranks, control and invisible characters, and arbitrary unicode.
CARDISH = st.text(
    alphabet=st.one_of(
        st.sampled_from(list("23456789TJQKAtjqka10cdhsCDHS♠♥♦♣♤♡♢♧ ,;|-/\n\r\t[](){}'\"`$o.")),
        st.sampled_from(["\x00", "\x1b", "\u200b", "\ufeff", "\ufe0f", "\u2028", "\u202e", "🂡", "é", "Ⅻ"]),
        st.characters(),
    ),
    max_size=80,
)
ANY_PARAM = st.one_of(
    CARDISH, st.integers(min_value=-(10**50), max_value=10**50), st.none(), st.booleans(),
    st.floats(allow_nan=True), st.lists(CARDISH, max_size=4), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def assert_input_error(err: InputError) -> None:
    message = err.message
    assert message and "\n" not in message and len(message) < 300, message
    assert "Traceback" not in message


def call_or_input_error(action: str, params: dict) -> object | None:
    try:
        return call(action, params)
    except InputError as err:
        assert_input_error(err)
        return None


@FUZZ
@given(CARDISH)
def test_card_parsers_accept_or_explain(text):
    scan_cards(text)  # never raises
    split_hand_texts(text)
    for parse in (parse_hand_texts, parse_deal):
        try:
            parse(text)
        except InputError as err:
            assert_input_error(err)


@FUZZ
@given(hands=st.one_of(CARDISH, st.lists(CARDISH, max_size=5)), board=CARDISH)
def test_showdowns_accept_or_explain(hands, board):
    for game in POKER_GAMES:  # every game the poker tool settles (#32: each game of the catalog)
        call_or_input_error("poker.showdown", {"hands": hands, "board": board, "game": game})
    call_or_input_error("badugi.showdown", {"hands": hands})


POKER_GAMES = [game.key for game in VARIANTS if game.tool == "poker"]
EQUITY_GAMES = [game.key for game in VARIANTS if game.equity_boards]


@FUZZ
@given(hands=st.one_of(CARDISH, st.lists(CARDISH, max_size=4)), board=CARDISH, dead=CARDISH,
       game=st.sampled_from(EQUITY_GAMES), method=st.sampled_from(["auto", "exact", "monte-carlo", "x"]))
def test_equity_in_every_game_accepts_or_explains(hands, board, dead, game, method):
    params = {"hands": hands, "board": board, "dead": dead, "game": game, "method": method, "trials": 50}
    answer = handle_with_budget(json.dumps({"action": "poker.equity", "params": params}))
    if answer is not None and not answer["ok"]:  # None: valid, and stopped after WORK_SECONDS
        assert answer["error"]["type"] == "input" and "\n" not in answer["error"]["message"], answer


@FUZZ
@given(st.lists(CARDISH, max_size=6))
def test_batch_reports_every_bad_line_and_never_raises(lines):
    lines = [line.replace("\r", " ").replace("\n", " ") for line in lines]
    text = "\n".join(lines)
    try:
        result = run_batch(text)
    except InputError as err:  # a file with no deals at all
        assert_input_error(err)
        return
    for error in result["errors"]:
        assert 1 <= error["line"] <= len(lines) and lines[error["line"] - 1].strip()
        assert error["message"] and "\n" not in error["message"]


@FUZZ
@given(action=st.sampled_from(["badugi.counts", "sd.count", "sd.analyze", "sd.play", "sd.random"]),
       params=st.dictionaries(st.sampled_from(["suits", "ranks", "k", "sizes", "n", "c", "mod", "position",
                                                "move", "coins", "dollar", "seed", "winning"]), ANY_PARAM, max_size=5))
def test_number_and_position_actions_accept_or_explain(action, params):
    # Keep the work small: fuzzing looks for crashes, not for long computations.
    for name in ("suits", "ranks"):
        if isinstance(params.get(name), int):
            params[name] = params[name] % 7
    if isinstance(params.get("n"), int):
        params["n"] = params["n"] % 50
    if isinstance(params.get("c"), int):
        params["c"] = params["c"] % 6
    call_or_input_error(action, params)


@FUZZ
@given(st.text(max_size=200))
def test_handle_never_raises_and_always_answers_json(request_text):
    answer = json.loads(handle(request_text))
    assert answer["ok"] in (True, False)
    if not answer["ok"]:
        assert answer["error"]["type"] == "input", answer


@FUZZ
@given(st.one_of(CARDISH, st.integers(), st.none(), st.lists(st.integers(), max_size=3)))
def test_position_and_move_parsers(value):
    parsers = [parse_move] + ([parse_position] if isinstance(value, str) else [])
    for parse in parsers:
        try:
            parse(value)
        except InputError as err:
            assert_input_error(err)


CLI_WORDS = st.sampled_from([
    "poker", "badugi", "badugi-count", "silver-dollar", "count", "analyze", "--board", "--file", "-",
    "--json", "--suits", "--ranks", "--sizes", "--k", "--mod", "--squares", "--coins", "--dollar",
    "As Ks Qs Js Ts", "2c 3d 4h 5s 7c", "0", "-1", "10", "4-13", "1e5", ".o..$.o", "--", "--nope",
])


@FUZZ
@given(st.lists(st.one_of(CLI_WORDS, CARDISH), max_size=6), st.one_of(st.none(), CARDISH))
def test_cli_exits_0_or_2_with_one_line_of_error(args, stdin):
    assume("--help" not in args and "-h" not in args)
    result = run_in_process(args, stdin)
    assert result.returncode in (0, 2), (args, result)
    if result.returncode == 2:
        lines = result.stderr.strip("\n").split("\n") if result.stderr.strip() else []
        if "--json" in args and lines and lines[0].startswith("{"):
            assert json.loads(lines[0])["ok"] is False
        elif lines:
            assert len(lines) == 1 and lines[0].startswith("cardlab: error:"), result.stderr
        else:  # no subcommand: the help text goes to stdout
            assert "usage" in result.stdout


@FUZZ
@given(st.lists(st.sampled_from(["As", "10h", "tH", "td", "Td", "aS", "KC", "kc", "2♠", "9♥"]), min_size=1, max_size=4))
def test_ten_and_letter_case_spellings_are_the_same_card(tokens):
    cards = [str(card) for card in scan_cards(" ".join(tokens))]
    assert len(cards) == len(tokens)
    assert all(len(card) == 2 and card[0] in "23456789TJQKA" and card[1] in "cdhs" for card in cards)


def test_a_million_cards_is_refused_early_with_a_message():
    with pytest.raises(InputError, match="limit is 1,000,000"):
        call("poker.showdown", {"hands": "As " * 1_000_000})
    with pytest.raises(InputError, match="'hands' is a list of 10,000 items; the limit is 1,000"):
        call("badugi.showdown", {"hands": ["As Ks Qs Js"] * 10_000})


def test_huge_lines_and_numbers_are_refused():
    with pytest.raises(InputError, match="limit is 20,000,000"):
        call("poker.batch", {"text": "x" * 20_000_001})
    with pytest.raises(InputError, match="got a 401-digit number"):
        call("sd.count", {"n": "1" + "0" * 400, "c": 3})
    with pytest.raises(InputError, match="n: must be at most .*, got a 401-digit number"):  # text and JSON numbers alike
        call("sd.count", {"n": 10**400, "c": 3})
    with pytest.raises(InputError, match="n: 1e+400 is not a whole number|n: inf is not a whole number"):
        call("sd.count", {"n": float("inf"), "c": 3})


# --- valid input always evaluates; invariances -------------------------------------------------

SUIT_PERMUTATIONS = st.permutations("cdhs")


@st.composite
def deals(draw, sizes=(5,), players=(2, 6)):
    count = draw(st.integers(*players))
    size = draw(st.sampled_from(sizes))
    cards = draw(st.permutations(FULL_DECK))
    return [tuple(cards[i * size:(i + 1) * size]) for i in range(count)]


def relabel(hand, suits: str) -> tuple[Card, ...]:
    mapping = dict(zip("cdhs", suits))
    return tuple(Card(card.rank, mapping[card.suit]) for card in hand)


@FUZZ
@given(deals(sizes=(5, 6, 7), players=(2, 7)), SUIT_PERMUTATIONS, st.randoms(use_true_random=False))
def test_poker_showdown_invariant_under_order_and_suit_names(hands, suits, rng):
    report = call("poker.showdown", {"hands": [" ".join(map(str, hand)) for hand in hands]})
    shuffled = [tuple(rng.sample(hand, len(hand))) for hand in hands]
    renamed = [relabel(hand, suits) for hand in hands]
    for variant in (shuffled, renamed):
        again = call("poker.showdown", {"hands": [" ".join(map(str, hand)) for hand in variant]})
        assert again["winners"] == report["winners"]
        assert [h["name"] for h in again["hands"]] == [h["name"] for h in report["hands"]]
    for hand in hands:
        value, best = best_five(hand)
        assert best_five(relabel(hand, suits))[0] == value
        assert hand_name(value)


@FUZZ
@given(deals(sizes=(4,), players=(2, 8)), SUIT_PERMUTATIONS, st.randoms(use_true_random=False))
def test_badugi_invariant_under_order_and_suit_names(hands, suits, rng):
    report = call("badugi.showdown", {"hands": [" ".join(map(str, hand)) for hand in hands]})
    for hand in hands:
        value = badugi_play(hand).value
        assert badugi_play(tuple(rng.sample(hand, 4))).value == value
        assert badugi_play(relabel(hand, suits)).value == value
    shuffled_players = list(range(len(hands)))
    rng.shuffle(shuffled_players)
    again = call("badugi.showdown", {"hands": [" ".join(map(str, hands[i])) for i in shuffled_players]})
    assert sorted(shuffled_players[i] for i in again["winners"]) == report["winners"]


@FUZZ
@given(st.integers(1, 40), st.randoms(use_true_random=False))
def test_random_batches_always_evaluate(deal_count, rng: random.Random):
    lines = []
    for _ in range(deal_count):
        cards = rng.sample(FULL_DECK, 10)
        lines.append(" ".join(str(card) for card in cards))
    result = run_batch("\n".join(lines))
    assert result["deals"] == deal_count and not result["errors"]
    assert sum(result["wins"]) + result["ties"] == deal_count


# --- every action, including any added later: bounded, strict JSON, never raises --------------------
#
# Actions come from api.ACTIONS and parameter names from the package's own source (every
# params.get("x") and *_param(params, "x")), so a new tool joins these tests by existing.

ACTION_NAMES = sorted(ACTIONS)
# params.get("x"), text_param(params, "x"), and a reader's default: def seed_param(params, name="seed")
_PARAM_READ = re.compile(r'(?:params\.get|_param)\(\s*(?:params\s*,\s*)?"([a-z_]+)"'
                         r'|_param\(params: Params, name: str = "([a-z_]+)"')
PARAM_NAMES = sorted({name for path in Path(cardlab.__file__).parent.rglob("*.py")
                      for found in _PARAM_READ.findall(path.read_text(encoding="utf-8")) for name in found if name})
SMALL_NUMBER = st.one_of(st.integers(-3, 60), st.sampled_from(["0", "1", "2", "10", "1e3", "-1", "10^2", "1,000"]))
FUZZ_PARAM = st.one_of(CARDISH, SMALL_NUMBER, st.none(), st.booleans(), st.floats(allow_nan=True),
                       st.lists(CARDISH, max_size=4), st.dictionaries(st.text(max_size=3), SMALL_NUMBER, max_size=2))
WORK_SECONDS = 0.25  # a valid request may start real work: the fuzz stops it there (it looks for crashes)


class Enough(BaseException):
    """Raised from the progress callback to stop valid work early; handle() does not catch it."""


def strict_json(text: str) -> object:
    def refuse(name: str) -> object:
        raise AssertionError(f"{name} is not JSON: {text[:200]}")

    return json.loads(text, parse_constant=refuse)


def handle_with_budget(request: str) -> dict | None:
    """handle() with a progress callback that stops work after WORK_SECONDS (None: stopped)."""
    started = time.perf_counter()

    def progress(fraction: float) -> None:
        assert 0 <= fraction <= 1 + 1e-9, fraction
        if time.perf_counter() - started > WORK_SECONDS:
            raise Enough

    try:
        return strict_json(handle(request, progress))
    except Enough:
        return None


def test_the_fuzz_knows_every_action_and_its_parameters():
    assert {"poker.equity", "badugi.draw", "sd.count", "cards.scan"} <= set(ACTION_NAMES)
    assert {"hands", "board", "trials", "seed", "texts", "vs_discard", "goal", "n", "c"} <= set(PARAM_NAMES)


def action_keys(action: str) -> list[str]:
    """The keys ``action`` reads (#32: every action declares them; others are refused up front)."""
    return sorted((known_keys(ACTIONS[action]) or frozenset()) | (JOB_KEYS if action in ESTIMATES else frozenset()))


@st.composite
def action_requests(draw):
    """An action and parameters drawn mostly from its own keys (so the fuzz reaches its reading),
    now and then any key at all (refused, naming the nearest)."""
    action = draw(st.sampled_from(ACTION_NAMES))
    own = action_keys(action)
    names = st.sampled_from(own) if own else st.sampled_from(PARAM_NAMES)
    keys = st.one_of(names, names, names, st.sampled_from(PARAM_NAMES), st.text(max_size=4))
    return action, draw(st.dictionaries(keys, FUZZ_PARAM, max_size=6))


@FUZZ
@given(action_requests())
def test_every_action_answers_strict_json_and_only_input_errors(request):
    action, params = request
    answer = handle_with_budget(json.dumps({"action": action, "params": params}))
    if answer is None:
        return
    assert answer["ok"] in (True, False)
    if not answer["ok"]:
        error = answer["error"]
        assert error["type"] == "input", error
        assert error["message"] and "\n" not in error["message"] and len(error["message"]) < 300, error


# Shapes no action may spend work on: each is refused before the action reads its parameters.
BIG_TEXT = "x" * (MAX_PARAM_CHARS + 1)
LONG_LIST = ["Ah"] * (MAX_LIST_ITEMS + 1)


def nested(depth: int) -> object:
    value: object = "Ah"
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize("action", ACTION_NAMES)
def test_every_action_refuses_oversized_parameters_before_any_work(action):
    for name in [*PARAM_NAMES, "zz"]:
        for value, message in ((BIG_TEXT, "the parameters hold more than"),
                               (LONG_LIST, f"is a list of {MAX_LIST_ITEMS + 1:,} items"),
                               ({"x": LONG_LIST}, f"is a list of {MAX_LIST_ITEMS + 1:,} items"),
                               (nested(MAX_DEPTH + 2), f"is nested more than {MAX_DEPTH} deep")):
            calls: list[float] = []
            with pytest.raises(InputError, match=message):
                call(action, {name: value}, calls.append)
            assert calls == []  # refused before any progress, that is before any work


@pytest.mark.parametrize("action", ACTION_NAMES)
def test_every_action_refuses_hostile_json_text_with_an_input_error(action):
    start = '{"action": ' + json.dumps(action) + ', "params": {"hands": '
    for body, message in (("[" * 5_000 + "]" * 5_000, "lists and objects"),
                          ("[" * 40 + "]" * 40, "nested 42 deep"),
                          ("[" + "1," * 100_000 + "1]", "values; the limit"),
                          ('"' + "x" * MAX_REQUEST_CHARS + '"', "characters long")):
        answer = strict_json(handle(start + body + "}}"))
        assert answer["ok"] is False and answer["error"]["type"] == "input", answer
        assert message in answer["error"]["message"], answer


def test_handle_never_raises_on_deep_json():
    # From the report: '[' * 1000 raised RecursionError; in Pyodide depth 5,000 ended the worker.
    for depth in (33, 1_000, 5_000, 100_000):
        for opener, closer in (("[", "]"), ('{"a":', "}")):
            answer = strict_json(handle(opener * depth + "1" + closer * depth))
            assert answer["ok"] is False and answer["error"]["type"] == "input"
    assert strict_json(handle("[" * 1000 + "]" * 1000))["error"]["message"] == (
        "the request is nested 1,000 deep; the limit is 32")


# --- #32: the keys each action declares are exactly the keys the package reads ---------------------


def test_every_action_declares_its_keys_and_the_fuzz_knows_them_all():
    declared = {action: action_keys(action) for action in ACTION_NAMES}
    assert all(known_keys(ACTIONS[action]) is not None for action in ACTION_NAMES), "an action declares no keys"
    everything = set().union(*map(set, declared.values()))
    assert everything == set(PARAM_NAMES), (everything ^ set(PARAM_NAMES))  # read <=> declared somewhere


@FUZZ
@given(action=st.sampled_from(sorted(ESTIMATES)), max_seconds=FUZZ_PARAM)
def test_max_seconds_is_a_whole_number_or_an_input_error(action, max_seconds):
    answer = handle_with_budget(json.dumps({"action": action, "params": {"max_seconds": max_seconds}}))
    assert answer is None or answer["ok"] or answer["error"]["type"] == "input", answer


@FUZZ
@given(hands=st.one_of(CARDISH, st.lists(CARDISH, max_size=9)), board=CARDISH, dead=CARDISH)
def test_stud_showdowns_and_spots_accept_or_explain(hands, board, dead):
    from cardlab.poker.stud.spot import parse_stud_spot

    for game in ("stud", "stud-hilo", "razz"):
        call_or_input_error("poker.showdown", {"hands": hands, "board": board, "game": game})
        try:
            parse_stud_spot(hands, board, dead, game)  # read and checked only: counting is tested in test_stud.py
        except InputError as err:
            assert_input_error(err)
