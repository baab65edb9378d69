"""Every game's example (meta "examples") is a deal its own tool accepts, and its hints name the
game's card counts: the page's Example button never shows an error (issue #28 item 1)."""

from __future__ import annotations

import pytest

from cardlab.api import call
from cardlab.games.examples import EXAMPLES, game_example
from cardlab.games.variants import SHORT_DECK, VARIANTS, Variant


@pytest.mark.parametrize("game", VARIANTS, ids=lambda g: g.key)
def test_the_showdown_example_settles_in_its_game(game: Variant) -> None:
    example = EXAMPLES[game.key]["showdown"]
    if game.evaluator == "badugi":
        result = call("badugi.showdown", {"hands": example["hands"]})
    else:
        result = call("poker.showdown", {"hands": example["hands"], "board": example["board"], "game": game.key})
    assert result["winners"]


@pytest.mark.parametrize("game", [g for g in VARIANTS if g.has_equity], ids=lambda g: g.key)
def test_the_equity_example_runs_in_its_game(game: Variant) -> None:
    example = EXAMPLES[game.key]["equity"]
    result = call("poker.equity", {"hands": example["hands"], "board": example["board"], "game": game.key,
                                   "method": "monte-carlo", "trials": "200", "seed": "1"})
    assert len(result["players"]) == 2


def test_hints_follow_the_game() -> None:
    assert EXAMPLES["holdem"]["hints"]["hands"] == "two cards each, one hand per line; e.g. <code>Ah Kh</code>"
    assert EXAMPLES["holdem"]["hints"]["board"].startswith("3, 4 or 5 community cards")
    assert EXAMPLES["five-card"]["hints"]["hands"].startswith("5, 6 or 7 cards each")
    assert EXAMPLES["five-card"]["hints"]["board"] == "optional community cards, shared by every hand"


def test_a_game_without_a_written_example_gets_a_dealt_one() -> None:
    game = Variant("test-six", "Six-card test", hole_cards=(6,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2,
                   board_used=3, equity_boards=(0, 3, 4, 5))
    example = game_example(game)
    assert example["showdown"] == {"hands": "Ah Kd Qs Jc Th 9d\n8s 7c 6h 5d 4s 3c", "board": "2h Ad Ks"}
    assert example["hints"]["hands"].startswith("six cards each")
    short = Variant("test-short", "Short test", hole_cards=(2,), board_sizes=(3, 4, 5), hand_size=5, deck=SHORT_DECK)
    dealt = game_example(short)["showdown"]
    assert dealt == {"hands": "Ah Kd\nQs Jc", "board": "Th 9d 8s"}
    deal = (dealt["hands"] + " " + dealt["board"]).split()
    assert len(set(deal)) == 7 and all(code[0] in "6789TJQKA" for code in deal)


@pytest.mark.parametrize("game", VARIANTS, ids=lambda g: g.key)
def test_the_board_placeholders_are_boards_the_game_takes(game: Variant) -> None:
    """Review (session 14): the Board fields kept a placeholder written in JavaScript ("e.g. Jh Th 2c
    (flop) 3d (turn)", a 2c in short deck) or the last game's ("e.g. 4s" after Courchevel)."""
    hints = EXAMPLES[game.key]["hints"]
    showdown, equity = hints["board_placeholder"], hints["equity_board_placeholder"]
    if not any(game.board_sizes):
        assert showdown == equity == ""
        return
    cards = showdown.removeprefix("e.g. ")
    hands = EXAMPLES[game.key]["showdown"]["hands"]
    call("poker.showdown", {"hands": hands, "board": cards, "game": game.key})  # a board it takes with its example
    if game.has_equity:
        streets = [size for size in game.equity_boards if size][:2]
        written = equity.removeprefix("e.g. ")
        assert written.endswith(f"({game.street(streets[-1])})")
        board = " ".join(word for word in written.split() if not word.startswith("("))
        assert len(board.split()) == streets[-1] and cards.startswith(board)
    else:
        assert equity == ""


def test_the_board_placeholders_say_the_streets() -> None:
    assert EXAMPLES["holdem"]["hints"]["equity_board_placeholder"] == "e.g. Jh Th 2c (flop) 3d (turn)"
    assert EXAMPLES["courchevel"]["hints"]["equity_board_placeholder"] == "e.g. 4s (preflop) 3c 2h (flop)"
    assert "2" not in EXAMPLES["shortdeck"]["hints"]["equity_board_placeholder"]
