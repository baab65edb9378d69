"""Hand histories, PHH deals beyond one board: the stud community card of a deck run short (eight
players on seventh street, ``tests/data/history/stud_community.phhs``) and boards run more than once
(``tests/data/history/runs.phhs``), from our own sample files; pots, nets and all-in EVs checked
against a brute force written here (every card to come, each hand valued by a plain best five of
seven)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest

from cardlab.core.cards import parse_cards
from cardlab.core.errors import InputError
from cardlab.games.variants import variant
from cardlab.history.read import read_history

DATA = Path(__file__).resolve().parents[1] / "data" / "history"
RANKS = "23456789TJQKA"
NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Fred", "Gina", "Hank"]
HANDS = ["9c 5c Kd Qd Jh 3s", "3d Jc 2d Ad Td 2c", "3c Ts 7c 5h As 9d", "Th Kc Js 4s Qh 6d",
         "5s 4h 7d 8s Ah 7s", "2s Qs 4d Ks 3h Qc", "6h 4c Kh 5d Jd 7h", "9h 6s 8d 9s Tc 6c"]
"""Hand 1's eight players' cards on sixth street, in the order dealt."""


def read(name: str):
    return read_history((DATA / name).read_text(encoding="utf-8"))


def high_five(cards: tuple[str, ...]) -> tuple[int, ...]:
    """A five-card high hand's strength by hand: category, then the ranks that decide it."""
    ranks = sorted((RANKS.index(card[0]) + 2 for card in cards), reverse=True)
    flush = len({card[1] for card in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight = 5 if distinct == [14, 5, 4, 3, 2] else \
        distinct[0] if len(distinct) == 5 and distinct[0] - distinct[4] == 4 else 0
    groups = sorted(Counter(ranks).items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape, order = [count for _, count in groups], [rank for rank, _ in groups]
    table = [(bool(straight and flush), (8, straight)), (shape == [4, 1], (7, *order)),
             (shape == [3, 2], (6, *order)), (flush, (5, *ranks)), (bool(straight), (4, straight)),
             (shape == [3, 1, 1], (3, *order)), (shape == [2, 2, 1], (2, *order)),
             (shape == [2, 1, 1, 1], (1, *order))]
    return next((value for hit, value in table if hit), (0, *ranks))


def high(cards: list[str]) -> tuple[int, ...]:
    return max(high_five(five) for five in combinations(cards, 5))


def brute_shares(hands: list[str], unseen: list[str]) -> list[Fraction]:
    """Each player's share of a pot over every community card (ties split evenly)."""
    shares = [Fraction(0)] * len(hands)
    for card in unseen:
        values = [high(hand.split() + [card]) for hand in hands]
        best = [number for number, value in enumerate(values) if value == max(values)]
        for number in best:
            shares[number] += Fraction(1, len(best) * len(unseen))
    return shares


def test_eight_players_all_in_on_sixth_street_with_the_community_card_to_come():
    hand = read("stud_community.phhs")["hands"][0]
    known = {card for text in HANDS for card in text.split()}
    unseen = [rank + suit for rank in RANKS for suit in "cdhs" if rank + suit not in known]
    assert sorted(unseen) == sorted(["2h", "8h", "Ac", "8c"])  # 48 cards dealt: four left for one community card
    main, side = brute_shares(HANDS, unseen), brute_shares(HANDS[2:], unseen)
    # 2h: Bob's three deuces (and Fred's queens and deuces in the side pot); 8h and 8c: Gina's
    # eight-high straight; Ac: Dave's ace-high straight.
    assert main == [0, Fraction(1, 4), 0, Fraction(1, 4), 0, 0, Fraction(1, 2), 0]
    assert side == [0, Fraction(1, 4), 0, Fraction(1, 4), Fraction(1, 2), 0]
    moment = hand["all_in"]
    assert (moment["street"], moment["board"], moment["dead"]) == ("sixth", [], [])
    assert [(pot["amount"], pot["eligible"]) for pot in moment["pots"]] == [(40, NAMES), (12, NAMES[2:])]
    assert [[Fraction(text) for text in pot["equity_fraction"]] for pot in moment["pots"]] == [main, side]
    invested = [5, 5, 7, 7, 7, 7, 7, 7]
    evs = [40 * main[number] + 12 * (side[number - 2] if number >= 2 else 0) - invested[number] for number in range(8)]
    assert evs == [-5, 5, -7, 6, -7, -4, 19, -7]
    assert [(player["name"], player["cards"], player["ev"]) for player in moment["players"]] == [
        (name, text.split(), ev) for name, text, ev in zip(NAMES, HANDS, evs, strict=True)]
    assert [player["equity_fraction"] for player in moment["players"]] == [
        "0", "5/26", "0", "1/4", "0", "3/52", "1/2", "0"]  # (10, 13, 3, 26) of 52
    # The community card came 2h: Bob takes the main pot, Fred the side pot (replayed: no finishing_stacks).
    assert (hand["board"], hand["pot"], hand["rake"]) == (["2h"], 52, 0)
    assert [(player["name"], player["won"], player["net"]) for player in hand["players"]] == [
        ("Alice", 0, -5), ("Bob", 40, 35), ("Carol", 0, -7), ("Dave", 0, -7), ("Erin", 0, -7),
        ("Fred", 12, 5), ("Gina", 0, -7), ("Hank", 0, -7)]


def test_the_side_pot_counted_card_by_card_agrees_with_the_equity_door():
    """The main pot's eight players are priced by the equity door (which deals the community card
    itself); a pot of fewer players by the showdown of every community card: both ways agree."""
    from cardlab.history.all_in import community_odds, pot_odds

    hands = [tuple(parse_cards(text)) for text in HANDS]
    by_door, by_card = pot_odds(variant("stud"), hands, [], []), community_odds(variant("stud"), hands, [])
    assert list(by_door.shares) == list(by_card.shares) == \
        brute_shares(HANDS, ["2h", "8h", "Ac", "8c"])


def brute_chances(hands: list[tuple], unseen: list) -> list[list[Fraction]]:
    """Each stud hi-lo player's (scoop, high alone, high tied, low alone, low tied) over every
    community card, by the stud tests' own showdown."""
    from test_stud import pot_shares as stud_showdown

    counted = [[Fraction(0)] * 5 for _ in hands]
    for card in unseen:
        shares, (high, low) = stud_showdown("stud-hilo", [tuple(hand) + (card,) for hand in hands])
        for number, row in enumerate(counted):
            row[0] += shares[number] == 1
            row[1 + (len(high) > 1)] += number in high
            if low:
                row[3 + (len(low) > 1)] += number in low
    return [[count / len(unseen) for count in row] for row in counted]


@pytest.mark.parametrize("texts", [
    HANDS,
    # two mirror hands with a wheel draw and a king-high flush draw each: ties of the high and the low
    ["As 2s 3c 4d Ks 9s", "Ad 2d 3h 4c Kd 9d", "Qh Qc Jh Jc Th 8h"],
])
def test_stud_hi_lo_halves_card_by_card_agree_with_the_brute_force(texts):
    """Each player's chances of the halves in stud hi-lo by the showdown of every community card
    (the card-by-card way), by a brute force of the stud tests' showdown, and by the equity door."""
    from cardlab.history.all_in import community_odds

    hands = [tuple(parse_cards(text)) for text in texts]
    game = variant("stud-hilo")
    known = {card for hand in hands for card in hand}
    unseen = [card for card in game.deck.cards if card not in known]
    odds = community_odds(game, hands, [])
    assert odds.chances is not None
    found = [[Fraction(value).limit_denominator(len(unseen)) for value in
              (chances['scoop'], chances['win'], chances['tie'], chances['low_win'], chances['low_tie'])] for chances in odds.chances]
    assert found == brute_chances(hands, unseen)
    if texts != HANDS:
        assert any(chances['tie'] and chances['low_tie'] for chances in odds.chances)  # ties counted, both halves


def test_stud_hi_lo_halves_card_by_card_agree_with_the_equity_door():
    """The same eight sixth-street hands in stud hi-lo: each player's chances of the halves by the
    showdown of every community card, and by the equity door."""
    from cardlab.history.all_in import community_odds, pot_odds

    hands = [tuple(parse_cards(text)) for text in HANDS]
    game = variant("stud-hilo")
    by_door, by_card = pot_odds(game, hands, [], []), community_odds(game, hands, [])
    assert by_door.shares == by_card.shares and by_door.chances is not None and by_card.chances is not None
    for door, card in zip(by_door.chances, by_card.chances, strict=True):
        assert door == pytest.approx(card, abs=1e-12)
    # The high as in stud: 2h Bob's three deuces, 8h and 8c Gina's straight, Ac Dave's straight. The
    # low: 2h Carol's 7-5-3-2-A, 8h and 8c her 8-7-5-3-A (Erin's 8-7-5-4-A is made but loses), Ac
    # Gina's 7-6-5-4-A (Carol pairs her ace). No one scoops.
    assert [(chances['win'], chances['low_win']) for chances in by_card.chances] == [
        (0, 0), (0.25, 0), (0, 0.75), (0.25, 0), (0, 0), (0, 0), (0.5, 0.25), (0, 0)]
    assert all(chances['scoop'] == chances['tie'] == chances['low_tie'] == 0 for chances in by_card.chances)
    assert by_card.shares == tuple(Fraction(n, 8) for n in (0, 1, 3, 1, 0, 0, 3, 0))


def test_razz_showdown_with_the_community_card_after_six_fold():
    hand = read("stud_community.phhs")["hands"][1]
    assert (hand["game"], hand["board"], hand["all_in"], hand["note"]) == ("razz", ["Jc"], None, None)
    assert [(player["name"], player["cards"]) for player in hand["players"][:2]] == [
        ("Alice", ["Ad", "4d", "Jd", "7h", "2h", "Jh"]), ("Bob", ["6s", "4s", "Ts", "3d", "9d", "As"])]
    # Alice plays the community jack: J-7-4-2-A; Bob 9-6-4-3-A. 24 = eight antes, eight bring-in
    # calls and Bob's bet called.
    assert [(player["name"], player["won"], player["net"]) for player in hand["players"]] == [
        ("Alice", 0, -6), ("Bob", 24, 18)] + [(name, 0, -2) for name in NAMES[2:]]


@pytest.mark.parametrize(("old", "new", "message"), [
    ('"d db Jc"', '"d db Jc", "d dh p1 Qc"', "Line 33: Alice is dealt own cards after the community card"),
    ('"d db Jc"', '"d db JcQc"', "Line 33: Razz deals one community card, named, when the deck runs short"),
    ('"d db Jc"', '"d db ??"', "Line 33: Razz deals one community card, named, when the deck runs short"),
    ('"d dh p8 6c",\n  "d db Jc"', '"d db Jc", "d dh p8 6c"',
     "Line 33: the community card comes when every player still in holds 6 cards; Hank holds 5"),
    ('"p1 sm Ad4dJd7h2hJh"', '"p1 sm Ad4dJd7h2hJhJc"', "Line 33: Alice shows 7 cards but holds 6"),
    ('"d db Jc"', '"d db 2h"', "Line 33: 2h appears twice (Alice's cards and the board)"),
])
def test_community_cards_that_make_no_sense_name_their_hand(old, new, message):
    text = (DATA / "stud_community.phhs").read_text(encoding="utf-8")
    assert text.count(old) == 1
    report = read_history(text.replace(old, new))
    assert [error["message"] for error in report["errors"]] == [message]
    assert [hand["id"] for hand in report["hands"]] == ["1"]


def test_a_community_card_to_come_among_fewer_players_before_sixth_street_gets_no_ev():
    from cardlab.history.all_in import _own_pot_odds

    hands = [tuple(parse_cards(text))[:5] for text in HANDS[:2]]
    with pytest.raises(InputError, match="the community card to come among 2 players is counted from sixth "
                                         "street only"):
        _own_pot_odds(variant("stud"), hands, [], 1)


def test_pokerstars_community_card_is_still_refused_with_its_reason():
    text = (DATA / "stud.txt").read_text(encoding="utf-8")
    first = text.split("\n\n")[0]
    river = next(line for line in first.splitlines() if line.startswith("*** RIVER ***"))
    report = read_history(first.replace(river, "*** RIVER *** [9c]"))
    assert [error["message"].split(": ", 1)[1] for error in report["errors"]] == [
        "the river shows cards in the middle (a community card): not read yet"]


@pytest.mark.parametrize("name", ["stud_community.phhs", "runs.phhs"])
def test_damaged_hands_never_raise(name):
    import json
    import random

    rng = random.Random(name)
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    for _ in range(40):
        damaged = list(lines)
        for _ in range(rng.randint(1, 3)):
            index = rng.randrange(len(damaged))
            cut = rng.randrange(len(damaged[index]) + 1)
            choice = rng.random()
            if choice < 0.4:
                del damaged[index]
            elif choice < 0.7:
                damaged[index] = damaged[index][:cut]
            else:
                damaged[index] = damaged[index][:cut] + rng.choice(['"d db 8h", ', '"d dh p3 8c", ', "??", "["])
        report = read_history("\n".join(damaged))
        for error in report["errors"]:
            assert error["message"].startswith("Line ") and "\n" not in error["message"]
        json.dumps(report, allow_nan=False)


# --- boards run more than once ------------------------------------------------------------------------------


def brute_board_shares(hands: list[str], flop: str) -> list[Fraction]:
    """Each player's share of a pot over every turn and river (Hold'em: best five of seven)."""
    known = set(flop.split()) | {card for hand in hands for card in hand.split()}
    deck = [rank + suit for rank in RANKS for suit in "cdhs" if rank + suit not in known]
    shares, boards = [Fraction(0)] * len(hands), list(combinations(deck, 2))
    for turn_river in boards:
        values = [high(hand.split() + flop.split() + list(turn_river)) for hand in hands]
        best = [number for number, value in enumerate(values) if value == max(values)]
        for number in best:
            shares[number] += Fraction(1, len(best) * len(boards))
    return shares


def test_phh_run_twice_replays_each_run_and_splits_the_odd_pot_to_the_first():
    hand = read("runs.phhs")["hands"][0]
    assert hand["boards"] == [["Ah", "Kh", "5c", "9d", "2s"], ["Ah", "Kh", "5c", "Ad", "3c"]]
    # 201 (Dave's folded blind in it) = 101 on the first run (Bob's set of fives holds) + 100 on the
    # second (Alice's aces full of kings).
    assert [(player["name"], player["won"], player["net"]) for player in hand["players"]] == [
        ("Dave", 0, -1), ("Alice", 100, 0), ("Bob", 101, 1)]
    # One EV for both runs: Alice needs an ace or a king (Ad Ac Kd Kc) without the last five, 166 of
    # the 990 turns and rivers.
    alice, bob = brute_board_shares(["As Ks", "5d 5s"], "Ah Kh 5c")
    assert alice == Fraction(166, 990)
    moment = hand["all_in"]
    assert (moment["street"], moment["board"]) == ("flop", ["Ah", "Kh", "5c"])
    assert [(player["name"], player["equity_fraction"], player["ev"]) for player in moment["players"]] == [
        ("Alice", "83/495", round(float(201 * alice - 100))), ("Bob", "412/495", round(float(201 * bob - 100)))]


def test_phh_run_three_times_with_a_tie_on_one_run():
    hand = read("runs.phhs")["hands"][1]
    assert hand["boards"] == [["Kc", "9d", "4c", "2c", "Jh"], ["Kc", "9d", "4c", "3h", "8s"],
                              ["Kc", "9d", "4c", "5d", "Td"]]
    # 101 = 35 (the odd chips to the first run) + 33 + 33: Alice's clubs, a tie (A-K-9-8-7 each:
    # 17 to Alice, the first seat from the button, 16 to Bob), Bob's diamonds.
    assert [(player["name"], player["won"], player["net"]) for player in hand["players"]] == [
        ("Dave", 0, -1), ("Alice", 35 + 17, 2), ("Bob", 16 + 33, -1)]
    alice, bob = brute_board_shares(["Ac 7c", "Ad 7d"], "Kc 9d 4c")
    assert [player["equity_fraction"] for player in hand["all_in"]["players"]] == [
        f"{alice.numerator}/{alice.denominator}", f"{bob.numerator}/{bob.denominator}"]


@pytest.mark.parametrize(("old", "new", "message"), [
    ('"d db 5d", "d db Td"', '"d db 5d", "d db TdQs"', "Line 26: run 3 is dealt 6 board cards; Texas Hold'em deals 5"),
    ('"d db 5d", "d db Td"', '"d db 5d"', "Line 26: the hand has no 'finishing_stacks' and who won is not known: "
     "run 3's board has 4 cards, not 5"),
    ('"d db 5d", "d db Td"', '"d db 5d", "d db 2c"', "Line 26: 2c appears twice (board 1 and board 3)"),
])
def test_runs_that_make_no_sense_name_their_hand(old, new, message):
    text = (DATA / "runs.phhs").read_text(encoding="utf-8")
    assert text.count(old) == 1
    report = read_history(text.replace(old, new))
    assert [error["message"] for error in report["errors"]] == [message]
    assert [hand["id"] for hand in report["hands"]] == ["1"]


def test_money_read_and_written_through_whole_units_is_exactly_fractions():
    """parse_amount and money_json take integer shortcuts; they must give what Fraction's own
    parser and rounding give (the rounding is half to even either way)."""
    import random

    from cardlab.history.money import money_json, parse_amount

    rng = random.Random(36)
    for _ in range(2000):
        whole, places = rng.randrange(10**rng.randint(1, 9)), rng.choice([0, 1, 2, 3, 4])
        part = f".{rng.randrange(10**places):0{places}d}" if places else ""
        assert parse_amount(f"${whole:,}{part}") == Fraction(f"{whole}{part}")
        value = Fraction(rng.randrange(-10**6, 10**6), rng.choice([1, 2, 4, 5, 20, 25, 50, 100, 3, 7, 11, 200, 1000]))
        for decimals in (0, 2):
            expected = round(value) if decimals == 0 else float(round(value, decimals))
            assert money_json(value, decimals) == expected and type(money_json(value, decimals)) is type(expected)
