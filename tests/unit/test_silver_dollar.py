"""Silver dollar: W against brute force, analysis against brute force, moduli, play, bad input."""

from itertools import combinations

import pytest

from cardlab.api import call
from cardlab.core.errors import InputError
from cardlab.silver_dollar.count import W
from cardlab.silver_dollar.game import (Move, Position, analyze, apply_move, best_move, legal_moves, parse_position,
                                        play_turn, position_from_squares, random_position, to_move_wins,
                                        winning_moves)
from cardlab.silver_dollar.search import brute_force_W
from cardlab.silver_dollar.search import mover_wins_by_search as brute_wins

EULER_MOD = 1000036000099


def test_checkpoint():
    assert W(10, 2) == 324


@pytest.mark.parametrize("n", range(1, 15))
def test_fast_W_matches_brute_force(n):
    for c in range(0, 5):
        assert W(n, c) == brute_force_W(n, c), (n, c)


def test_analysis_matches_brute_force_on_every_small_position():
    for n in range(1, 11):
        for m in range(1, 5):
            for coins in combinations(range(1, n + 1), m):
                for dollar in range(m):
                    position = Position(n, coins, dollar)
                    assert to_move_wins(position) == brute_wins(coins, dollar)
                    # Exactly the legal moves after which the opponent loses, in move order.
                    expected = [move for move in legal_moves(position)
                                if (after := apply_move(position, move)) is None or not brute_wins(after.coins, after.dollar)]
                    assert winning_moves(position) == expected
                    assert bool(expected) == brute_wins(coins, dollar)


def test_problem_344_two_ways():
    exact = W(1000000, 100)
    assert exact % EULER_MOD == W(1000000, 100, EULER_MOD) == 65579304332


def test_modulus_handling():
    assert W(10, 2, 7) == 324 % 7
    assert W(10, 2, 1) == 0
    assert call("sd.count", {"n": "10", "c": "2", "mod": ""})["W"] == 324
    with pytest.raises(InputError, match="mod: must be at least 1, got 0"):
        call("sd.count", {"n": "10", "c": "2", "mod": "0"})


def test_huge_n_with_modulus_is_an_integer_in_range():
    value = W(10**18, 5, EULER_MOD)
    assert 0 <= value < EULER_MOD


def test_position_notation_and_analysis():
    result = analyze(parse_position(".o..$..o"))
    assert result["winning"] is True
    assert [m["text"] for m in result["moves"]] == ["8 → 7"]
    assert result["heaps"] == [2, 1]
    assert result["explanation"][-1] == "Their nim-sum is 3, not 0: the player to move wins by making it 0."
    assert position_from_squares(8, [2, 5, 8], 5) == parse_position(".o..$..o")


@pytest.mark.parametrize(
    "text, message",
    [
        ("..o", "the strip has no dollar ($)"),
        (".$.$", "the strip has 2 dollars; it needs exactly one"),
        (".ox$", "square 3: 'x' is not '.', 'o' or '$'"),
        ("", "enter a strip such as .o..$.o"),
    ],
)
def test_bad_positions(text, message):
    with pytest.raises(InputError) as caught:
        parse_position(text)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    "params, message",
    [
        ({"n": "3", "coins": ["1", "4"], "dollar": "1"}, "a coin on square 4 is off the strip of 3 squares"),
        ({"n": "5", "coins": ["1", "2"], "dollar": "3"}, "no coin on square 3 to be the dollar"),
    ],
)
def test_bad_square_lists(params, message):
    with pytest.raises(InputError) as caught:
        call("sd.analyze", params)
    assert str(caught.value) == message


@pytest.mark.parametrize(
    "params, message",
    [
        ({"n": "0", "c": "2"}, "n: must be at least 1, got 0"),
        ({"n": "10", "c": "-1"}, "c: must be at least 0, got -1"),
        ({"n": "1.5e5", "c": "2"}, "n: '1.5e5' is not a whole number"),
        ({"n": "1,3", "c": "2"}, "n: '1,3' is not a whole number"),
        ({"n": "+-4", "c": "2"}, "n: '+-4' is not a whole number"),
        # a number too long to read is said in its field's bound (one message for one limit: review, session 14)
        ({"n": 10**400 + 7, "c": "2"}, "n: must be at most 1,000,000,000,000,000,000, got a 401-digit number"),
        ({"n": 3.0, "c": "2"}, "n: 3.0 is not a whole number"),
        ({"n": "10", "c": "2", "mod": 10**400 + 7}, "mod: a 401-digit number is too large (at most 40 digits)"),
        ({"n": "10", "c": "1001"}, "c: must be at most 1,000, got 1,001"),
        ({"n": "1" + "0" * 19, "c": "2"}, "n: must be at most 1,000,000,000,000,000,000, got 10,000,000,000,000,000,000"),
    ],
)
def test_bad_numbers(params, message):
    with pytest.raises(InputError) as caught:
        call("sd.count", params)
    assert str(caught.value) == message


def test_computer_wins_from_a_winning_position():
    # The computer moves second here: give the human a losing position and play the human badly.
    position = random_position(12, 3, winning=False, seed=5)
    assert not to_move_wins(position)
    for _ in range(100):
        human = legal_moves(position)[-1]
        turn = play_turn(position, human)
        if turn["winner"]:
            assert turn["winner"] == "computer"
            return
        position = parse_position(turn["position"]["notation"])
    pytest.fail("the game did not end")


def test_best_move_is_winning_when_possible():
    position = parse_position(".o..$..o")
    assert best_move(position) == Move(8, 7)


def test_illegal_move():
    with pytest.raises(InputError, match="the coin on square 5 can move to squares 3-4 only"):
        play_turn(parse_position(".o..$..o"), Move(5, 2))



def test_values_over_python_4300_digit_guard_are_written_out(monkeypatch):
    """An exact W(10^18, 1000) has ~15,500 digits: more than str(int) allows by default."""
    import json

    from cardlab import api
    from cardlab.silver_dollar import count
    from cardlab.core.limits import any_length_int_text
    from cli_runner import run_in_process

    huge = 7 * 10**5000
    monkeypatch.setattr(count, "W", lambda n, c, modulus=None, progress=None: huge)
    answer = json.loads(api.handle('{"action": "sd.count", "params": {"n": "10", "c": "2"}}'))
    assert answer["ok"] and answer["result"]["digits"] == 5001 and answer["result"]["W"] == "7" + "0" * 5000
    printed = run_in_process(["--json", "silver-dollar", "count", "10", "2"])
    # --json follows the API's rule: an integer JavaScript would round is written as a string
    assert printed.returncode == 0 and json.loads(printed.stdout)["W"] == "7" + "0" * 5000


def test_game_over_says_who_pocketed_the_dollar_and_gives_the_final_strip():
    # From .o..$..o pocketing hands the dollar over: the computer pockets the dollar, not "the leftmost coin".
    turn = play_turn(parse_position(".o..$..o"), Move(None, None))
    assert turn["winner"] == "computer"
    assert turn["said"] == "Game over. You pocketed the coin on square 2; the computer pocketed the silver dollar."
    assert turn["final"] == ".......o"  # the dollar has left the strip
    won = play_turn(parse_position("..$o"), Move(None, None))
    assert (won["winner"], won["said"], won["final"]) == ("you", "Game over.", "...o")
    assert won["message"] == "You pocketed the silver dollar: you win!"


def test_each_turn_is_said_in_words_and_the_strip_follows_both_moves():
    turn = play_turn(parse_position(".o..$..o"), Move(8, 7))
    assert turn["winner"] is None and turn["position"] is not None
    assert turn["final"] == turn["position"]["notation"]
    assert turn["said"].startswith("You played 8 → 7; the computer ") and turn["said"].endswith(". Your move.")
    assert "pocket" not in turn["said"].replace("pocketed", "")


def test_a_move_to_the_one_square_open_says_square():
    """Helper review (session 12): "can move to squares 7-7 only"."""
    position = parse_position("......o$")
    with pytest.raises(InputError, match="^the coin on square 7 can move to squares 1-6 only$"):
        apply_move(position, Move(7, 7))
    with pytest.raises(InputError, match="^the coin on square 8 cannot move$"):
        apply_move(parse_position("......oo$"), Move(8, 3))
    with pytest.raises(InputError, match="^the coin on square 8 can move to square 7 only$"):
        apply_move(parse_position(".....o.o$"), Move(8, 2))
