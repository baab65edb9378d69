"""Page and CLI wording a new user tripped on (last session's review, left then): one chip is a
chip, one suit a suit."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

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
            said = [[(p["current"], p["needs"]) for p in
                     equity_report(parse_spot(hands, board=board, game=key))["players"]] for key in (courchevel, omaha)]
            assert said[0] == said[1]


# Four PHH hands of our own: Bob and Carol play them all, their cards never known; Alice's are shown in three.
UNKNOWN_CAROL = (Path(__file__).resolve().parents[1] / "data" / "history" / "unknown_carol.phhs").read_text(
    encoding="utf-8")


def test_the_default_hero_is_a_player_whose_cards_are_shown_and_the_report_says_why():
    from cardlab.history.actions import history_action

    summary = history_action({"text": UNKNOWN_CAROL}, lambda fraction: None)["summary"]
    hands = {row["name"]: row["hands"] for row in summary["players"]}
    assert summary["hero"] is None and hands == {"Alice": 3, "Bob": 4, "Carol": 4}  # Bob and Carol play the most
    assert summary["chart"] is not None
    assert (summary["chart"]["player"], summary["chart"]["why"]) == (
        "Alice", "the player whose cards are shown in the most hands")
    chosen = history_action({"text": UNKNOWN_CAROL, "hero": "Bob"}, lambda fraction: None)["summary"]["chart"]
    assert chosen is not None and (chosen["player"], chosen["why"]) == ("Bob", "the hero you chose")


def test_a_player_who_shows_one_card_is_said_to_show_1_card():
    from pathlib import Path

    from cardlab.history.actions import history_action

    text = (Path(__file__).resolve().parents[1] / "data" / "history" / "hands.phhs").read_text(encoding="utf-8")
    one = text.replace('"p1 sm JhTh"', '"p1 sm Jh"', 1)
    assert one != text
    errors = history_action({"text": one}, lambda fraction: None)["errors"]
    messages = [error["message"].split(": ", 1)[1] for error in errors]
    assert messages == ["Alice shows 1 card; a Texas Hold'em hand has 2"], errors
