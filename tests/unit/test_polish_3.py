"""Page and CLI wording a new user tripped on (last session's review, left then): one chip is a
chip, one suit a suit."""

from __future__ import annotations

import contextlib
import io
import json

from cardlab.cli import main
from cardlab.history.commands import money


def test_one_chip_is_a_chip_and_other_amounts_keep_their_plural():
    assert money(1, "chips") == "1 chip"
    assert money(-1, "chips", sign=True) == "-1 chip"
    assert money(1, "chips", sign=True) == "+1 chip"
    assert money(0, "chips") == "0 chips"
    assert money(1430, "chips", sign=True) == "+1,430 chips"
    assert money(1, "USD") == "$1.00"


def test_a_badugi_count_of_one_suit_says_one_suit():
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["badugi-count", "--suits", "1", "--ranks", "4", "--sizes", "all", "--k", "1"])
    assert out.getvalue().splitlines()[0] == "Hands containing a 1-card badugi, deck of 1 suit x 4 ranks"


def test_a_stud_players_unknown_down_cards_are_in_the_report_as_the_cli_writes_them():
    from cardlab.api import handle

    report = json.loads(handle(json.dumps({"action": "poker.equity", "params": {
        "hands": "7h 5c 4d 2s Kc\nQs Jc 9h", "game": "razz", "method": "monte-carlo", "trials": 200, "seed": 1}})))
    players = report["result"]["players"]
    assert [player.get("down_text") for player in players] == [None, "+2 down"]
    assert [player["unknown_down"] for player in players] == [0, 2]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["equity", "7h 5c 4d 2s Kc", "Qs Jc 9h", "--game", "razz", "--trials", "200", "--seed", "1"])
    assert "Player 2  Qs Jc 9h +2 down  equity" in out.getvalue()


def test_the_win_columns_are_named_from_meta_the_high_halfs_in_every_hi_lo_game():
    from cardlab.poker.actions import meta

    assert meta()["equity"]["win_columns"] == {  # type: ignore[index]
        "whole": {"win": "Win", "tie": "Tie"}, "hi_lo": {"win": "High: win", "tie": "High: tie"}}


def test_courchevels_preflop_names_its_board_card_and_later_streets_read_as_omahas():
    from cardlab.poker.equity.report import equity_report
    from cardlab.poker.equity.spot import parse_spot

    hands = ["Ah Kh Qs Jd 9c", "8s 8d 7c 6h 5s"]
    for game in ("courchevel", "courchevel-hilo"):
        preflop = equity_report(parse_spot(hands, board="Jh", game=game))["players"][1]
        assert preflop["current"] == "Pair of Eights, suited, with Jh on the board"
        assert preflop["needs"].startswith("Pair of Eights, suited, with Jh on the board: ")
        assert preflop["needs"].endswith("of the pot on average, before the flop")
    assert equity_report(parse_spot(hands, game="omaha5"))["players"][1]["current"] == "Pair of Eights, suited"
    for board in ("Jh Th 2c", "Jh Th 2c 3d", "Jh Th 2c 3d 4s"):
        for courchevel, omaha in (("courchevel", "omaha5"), ("courchevel-hilo", "omaha5-hilo")):
            said = [(p["current"], p["needs"]) for p in equity_report(parse_spot(hands, board=board, game=courchevel))["players"]]
            assert said == [(p["current"], p["needs"]) for p in equity_report(parse_spot(hands, board=board, game=omaha))["players"]]
