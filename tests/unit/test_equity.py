"""Poker equity (Hold'em and Omaha) against brute force written here: every completion of the board
visited, each player's hand by the plain five-card evaluator (best of 21 / best two plus three),
winners by plain comparison. Random spots of every street (preflop made small with dead cards),
every player count and both games; the issue's checkpoints; Monte Carlo against exact; outs; bad
input; the API action and the CLI."""

import json
import random
from collections import Counter
from fractions import Fraction
from itertools import combinations

import pytest
from cli_runner import run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardlab.api import call, handle
from cardlab.core.cards import FULL_DECK, Card, parse_hand
from cardlab.core.errors import InputError
from cardlab.games.variants import VARIANTS
from cardlab.poker.equity.patterns import count_outcomes
from cardlab.poker.equity.plan import choose, count
from cardlab.poker.equity.spot import parse_spot
from cardlab.poker.equity.tally import Tally
from cardlab.poker.evaluator import CATEGORIES, best_five, best_hand
from cardlab.poker.seven_card import value_of_strength

_EQUITY_KEYS = [game.key for game in VARIANTS if game.has_equity]  # as messages list them
EQUITY_GAMES = ", ".join(_EQUITY_KEYS[:-1]) + f" or {_EQUITY_KEYS[-1]}"


def brute_force(hands, board, dead=(), omaha=False):
    """Visit every completion: wins, ties by players sharing, categories, exact equity."""
    known = {card for hand in hands for card in hand} | set(board) | set(dead)
    unseen = [card for card in FULL_DECK if card not in known]
    players = len(hands)
    wins, ties = [0] * players, [Counter() for _ in range(players)]
    categories = [Counter() for _ in range(players)]
    boards = 0
    for extra in combinations(unseen, 5 - len(board)):
        full = tuple(board) + extra
        values = [best_hand(hand, full, 2, 3)[0] if omaha else best_five(tuple(hand) + full)[0] for hand in hands]
        best = max(values)
        sharing = values.count(best)
        boards += 1
        for player, value in enumerate(values):
            categories[player][value[0]] += 1
            if value == best:
                if sharing == 1:
                    wins[player] += 1
                else:
                    ties[player][sharing] += 1
    equity = [Fraction(wins[p] + sum(Fraction(n, k) for k, n in ties[p].items()), boards) for p in range(players)]
    return boards, wins, ties, categories, equity


def tally_of(hands, board, dead=(), omaha=False):
    tally = Tally.empty(len(hands))
    tally.add(count_outcomes(hands, board, dead, play=(2, 3) if omaha else None))
    return tally


def assert_same_as_brute_force(hands, board, dead, omaha):
    boards, wins, ties, categories, equity = brute_force(hands, board, dead, omaha)
    tally = tally_of(hands, board, dead, omaha)
    assert tally.boards == boards
    assert tally.wins == wins
    assert tally.ties_by_size == [dict(t) for t in ties]
    assert tally.ties == [sum(t.values()) for t in ties]
    assert [tally.equity(p) for p in range(len(hands))] == equity
    assert tally.categories == [[c[index] for index in range(len(CATEGORIES))] for c in categories]


def random_spot(rng, omaha, players, board_size, unseen_size, suited_deck=False):
    """A deal with ``unseen_size`` cards left unseen; the rest of the deck dead. With
    ``suited_deck`` the unseen cards are mostly of one or two suits (flushes everywhere)."""
    deck = rng.sample(FULL_DECK, 52)
    size = 4 if omaha else 2
    hands = [tuple(deck[i * size:(i + 1) * size]) for i in range(players)]
    used = players * size
    board = tuple(deck[used:used + board_size])
    rest = deck[used + board_size:]
    if suited_deck:
        favoured = rng.sample("cdhs", 2)
        rest.sort(key=lambda card: (card.suit not in favoured, rng.random()))
    unseen = rest[:unseen_size]
    dead = tuple(card for card in rest if card not in unseen)
    return hands, board, dead


# (game, players, board size, unseen cards): small enough to visit every board here
HOLDEM_SPOTS = [
    (players, board_size, unseen)
    for players in (2, 3, 5, 10)
    for board_size, unseen in ((0, 11), (3, 24), (4, 44))
]
OMAHA_SPOTS = [
    (players, board_size, unseen)
    for players in (2, 3, 6)
    for board_size, unseen in ((0, 10), (3, 18), (4, 30))
]


@pytest.mark.parametrize("players, board_size, unseen", HOLDEM_SPOTS)
def test_holdem_random_spots_against_brute_force(players, board_size, unseen):
    rng = random.Random(players * 100 + board_size)
    for round_ in range(4):
        left = min(unseen, 52 - 2 * players - board_size)
        hands, board, dead = random_spot(rng, False, players, board_size, left, suited_deck=round_ % 2 == 1)
        assert_same_as_brute_force(hands, board, dead, omaha=False)


@pytest.mark.parametrize("players, board_size, unseen", OMAHA_SPOTS)
def test_omaha_random_spots_against_brute_force(players, board_size, unseen):
    rng = random.Random(players * 1000 + board_size)
    for round_ in range(3):
        left = min(unseen, 52 - 4 * players - board_size)
        hands, board, dead = random_spot(rng, True, players, board_size, left, suited_deck=round_ % 2 == 1)
        assert_same_as_brute_force(hands, board, dead, omaha=True)


def test_suited_hands_with_board_flushes_against_brute_force():
    # Every player holds two of the suit that fills the unseen cards: flushes of every size decide.
    hands = [parse_hand("Ah Kh"), parse_hand("Qh 2h"), parse_hand("9s 9c")]
    unseen = [card for card in FULL_DECK if card.suit == "h" and card not in hands[0] + hands[1]] + \
        [card for card in FULL_DECK if card.rank in (9, 5) and card.suit != "h" and card not in hands[2]]
    dead = tuple(card for card in FULL_DECK if card not in unseen and not any(card in h for h in hands))
    assert_same_as_brute_force(hands, (), dead, omaha=False)
    flop = parse_hand("Th 5d 3h")
    assert_same_as_brute_force(hands, flop, dead, omaha=False)


def test_a_complete_board_is_one_showdown():
    hands = [parse_hand("Ah Kh"), parse_hand("Qs Qc")]
    board = parse_hand("Jh Th 2c 3d Qh")
    tally = tally_of(hands, board)
    assert (tally.boards, tally.wins, tally.ties) == (1, [1, 0], [0, 0])
    assert_same_as_brute_force(hands, board, (), omaha=False)
    assert_same_as_brute_force([parse_hand("Ah Kh 2c 3c"), parse_hand("Qs Qc 4d 5d")], board, (), omaha=True)


CHECKPOINTS = [
    # game, hands, board, boards, wins, ties, equity % (4 decimals) - from the issue
    ("holdem", ["AhAs", "KdKc"], "", 1712304, [1388072, 317694], [6538, 6538], ["81.2555", "18.7445"]),
    ("holdem", ["AhKh", "QsQc"], "", 1712304, [787966, 917606], [6732, 6732], ["46.2145", "53.7855"]),
    ("holdem", ["AhAs", "KdKc", "8c7c"], "", 1370754, [845846, 239532, 282594], [2782, 2782, 2782],
     ["61.7743", "17.5421", "20.6836"]),
    ("holdem", ["AhKh", "QsQc"], "JhTh2c", 990, [555, 435], [0, 0], ["56.0606", "43.9394"]),
    ("holdem", ["AhKd", "AcKs"], "QhJh2c", 990, [45, 0], [945, 945], ["52.2727", "47.7273"]),
    ("omaha", ["AhAsKdQd", "JcTc9h8h"], "9c7d2s", 820, [334, 486], [0, 0], ["40.7317", "59.2683"]),
    ("omaha", ["AhAsKdQd", "JcTc9h8h"], "", 1086008, [602534, 483348], [126, 126], ["55.4873", "44.5127"]),
]


@pytest.mark.parametrize("game, hands, board, boards, wins, ties, equity", CHECKPOINTS)
def test_checkpoints(game, hands, board, boards, wins, ties, equity):
    report = call("poker.equity", {"hands": hands, "board": board, "game": game, "method": "exact"})
    assert report["method"] == "exact" and report["boards"] == boards
    assert [p["wins"] for p in report["players"]] == wins
    assert [p["ties"] for p in report["players"]] == ties
    assert [f"{p['equity'] * 100:.4f}" for p in report["players"]] == equity
    assert sum(Fraction(p["equity_fraction"]) for p in report["players"]) == 1


def test_checkpoint_categories_against_brute_force_on_the_flop():
    report = call("poker.equity", {"hands": ["AhKh", "QsQc"], "board": "JhTh2c"})
    _, _, _, categories, _ = brute_force([parse_hand("AhKh"), parse_hand("QsQc")], parse_hand("JhTh2c"))
    for index, row in enumerate(report["categories"]):
        assert row["boards"] == [categories[0][index], categories[1][index]]
    assert report["categories"][5]["boards"] == [316, 0]  # Player 1's flushes


def test_auto_chooses_exact_when_fast_and_says_so():
    # three players: heads-up preflop is answered from the preflop table (tests/unit/test_preflop.py)
    report = call("poker.equity", {"hands": "Ah As | Kd Kc | 7c 6c"})
    assert report["method"] == "exact" and report["requested"] == "auto"
    assert report["method_text"] == ("All 1,370,754 boards that can still come were counted exactly, "
                                     "as that is quick here.")
    from cardlab.core.job_time import PAGE_FACTOR  # the report's seconds are the runtime's

    assert report["estimated_exact_seconds"] < 1 * PAGE_FACTOR


def test_auto_chooses_monte_carlo_when_exact_would_be_slow(monkeypatch):
    import cardlab.poker.equity.plan as equity

    monkeypatch.setattr(equity, "EXACT_SECONDS", 0.0)
    report = call("poker.equity", {"hands": ["AhAs", "KdKc"], "dead": "2c", "trials": 400, "seed": 5})
    assert (report["method"], report["requested"], report["boards"]) == ("monte-carlo", "auto", 400)
    assert report["method_text"].endswith(", as an exact count would take under a second.")


def test_exact_progress_rises_to_one_and_can_cancel():
    seen = []
    call("poker.equity", {"hands": ["AhKh", "QsQc"], "dead": "2c", "method": "exact"}, seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) > 5

    class Stop(Exception):
        pass

    def cancel(fraction):
        if fraction > 0.3:
            raise Stop

    with pytest.raises(Stop):
        call("poker.equity", {"hands": ["AhKh", "QsQc"], "dead": "2c", "method": "exact"}, cancel)


MC_SPOTS = [
    ("holdem", ["AhAs", "KdKc"], "", ""),
    ("holdem", ["AhKh", "QsQc", "7d6d"], "Jh Th 2c", ""),
    ("omaha", ["AhAsKdQd", "JcTc9h8h"], "9c7d2s", "3h"),
    ("holdem", ["AhKd", "AcKs"], "QhJh2c", ""),
]


@pytest.mark.parametrize("game, hands, board, dead", MC_SPOTS)
def test_monte_carlo_within_four_standard_errors_of_exact(game, hands, board, dead):
    params = {"hands": hands, "board": board, "dead": dead, "game": game}
    exact = call("poker.equity", {**params, "method": "exact"})
    sampled = call("poker.equity", {**params, "method": "monte-carlo", "trials": 6000, "seed": 12})
    assert sampled["method"] == "monte-carlo" and sampled["boards"] == sampled["trials"] == 6000
    assert sampled["seed"] == 12 and "seed 12" in sampled["method_text"]
    for mine, truth in zip(sampled["players"], exact["players"]):
        assert 0 < mine["standard_error"] < 0.01
        assert abs(mine["equity"] - truth["equity"]) <= 4 * mine["standard_error"] + 1e-12


def test_monte_carlo_is_reproducible_with_a_seed():
    params = {"hands": ["AhKh", "QsQc"], "method": "monte-carlo", "trials": 3000}
    first = call("poker.equity", {**params, "seed": 99})
    again = call("poker.equity", {**params, "seed": 99})
    other = call("poker.equity", {**params, "seed": 100})
    assert first["players"] == again["players"]
    assert first["players"] != other["players"]
    unseeded = call("poker.equity", params)
    assert isinstance(unseeded["seed"], int) and f"seed {unseeded['seed']}" in unseeded["method_text"]


def test_monte_carlo_progress_between_chunks():
    seen = []
    call("poker.equity", {"hands": ["AhKh", "QsQc"], "method": "mc", "trials": 5000, "seed": 1}, seen.append)
    assert seen == sorted(seen) and seen[-1] == 1.0 and len(seen) >= 2


def test_standard_error_formula():
    tally = Tally.empty(2)
    tally.add({(5, 1): 30, (1, 5): 10, (3, 3): 10})  # shares of player 1: 1 x30, 0 x10, 1/2 x10
    shares = [1.0] * 30 + [0.0] * 10 + [0.5] * 10
    mean = sum(shares) / 50
    variance = sum((x - mean) ** 2 for x in shares) / 49
    assert float(tally.equity(0)) == pytest.approx(mean)
    assert tally.standard_error(0) == pytest.approx((variance / 50) ** 0.5)


def test_a_weighted_range_exact_and_sampled_against_brute_force():
    # A hand is a range of one combo: hands and ranges take one pipeline; each deal counts its
    # boards times the product of the weights (here 2 : 1), and a combo using a known card is gone.
    board = parse_hand("Qh Jh 2c")
    params = {"hands": ["Ah Kd", "AcKs, QcQs:0.5, Ah3h"], "board": "Qh Jh 2c"}
    exact = call("poker.equity", params)
    expected_wins, boards = [0, 0], 0
    for weight, hand in [(2, parse_hand("Ac Ks")), (1, parse_hand("Qc Qs"))]:
        count_, wins, _, _, _ = brute_force([parse_hand("Ah Kd"), hand], board)
        boards += weight * count_
        expected_wins = [a + weight * b for a, b in zip(expected_wins, wins)]
    assert exact["weight_scale"] == 2 and exact["method"] == "exact"
    assert (exact["boards"], [player["wins"] for player in exact["players"]]) == (boards, expected_wins)
    # The counts are weighted, and said so; the method names the boards of one deal (990), not the
    # weighted total over the deals (a helper read "All 1,446 boards" for 990)
    assert (exact["weighted_counts"], exact["outcome_noun"]) == (True, "weighted board")
    assert exact["method_text"].startswith("All 990 boards that can still come were counted exactly for each of the 2 "
                                           "ways to deal the hands")
    from cardlab.poker.commands import _format_equity

    assert f"({exact['players'][0]['wins']:,} weighted wins, " in _format_equity(exact)
    sampled = call("poker.equity", {**params, "method": "monte-carlo", "trials": 4000, "seed": 3})
    mine, truth = sampled["players"][0], exact["players"][0]
    assert abs(mine["equity"] - truth["equity"]) <= 4 * mine["standard_error"]


def test_dead_cards_change_the_count():
    report = call("poker.equity", {"hands": ["AhKh", "QsQc"], "board": "JhTh2c", "dead": "Qh 9h"})
    boards, wins, _, _, _ = brute_force([parse_hand("AhKh"), parse_hand("QsQc")], parse_hand("JhTh2c"),
                                        parse_hand("Qh 9h"))
    assert report["boards"] == boards == 903 and [p["wins"] for p in report["players"]] == wins
    assert report["unseen"] == 43 and [c["code"] for c in report["dead"]] == ["Qh", "9h"]


def test_turn_outs_and_needs():
    report = call("poker.equity", {"hands": ["AhKh", "QsQc"], "board": "JhTh2c3d"})
    outs = report["outs"]
    assert outs["next"] == "river" and outs["cards"] == 44
    assert [group["text"] for group in outs["groups"]] == [
        "16 cards give Player 1 the lead: any heart, any ace, any king, any queen",
        "28 cards keep Player 2 in the lead: any other card",
    ]
    assert report["players"][0]["needs"] == ("behind with High Card, Ace-high; needs one of 16 rivers to win: "
                                             "any heart, any ace, any king, any queen")
    assert report["players"][0]["current"] == "High Card, Ace-high"
    assert report["players"][1]["current"] == "Pair of Queens, Jack kicker"
    assert len(report["players"][0]["outs"]) == 16 == report["players"][0]["wins"]


def test_outs_leaders_agree_with_brute_force_on_every_next_card():
    for game, hands, board in [("holdem", ["Ah Kh", "Qs Qc", "7d 6d"], "Jh Th 2c"),
                               ("omaha", ["AhAsKdQd", "JcTc9h8h"], "9c7d2s"),
                               ("holdem", ["Ah Kd", "Ac Ks"], "QhJh2c 5d")]:
        report = call("poker.equity", {"hands": hands, "board": board, "game": game})
        parsed = [parse_hand(hand) for hand in hands]
        for entry in report["outs"]["by_card"]:
            full = parse_hand(board) + parse_hand(entry["card"])
            values = [best_hand(hand, full, 2, 3)[0] if game == "omaha" else best_five(hand + full)[0]
                      for hand in parsed]
            assert entry["leaders"] == [p for p, v in enumerate(values) if v == max(values)]
        grouped = sorted(card for group in report["outs"]["groups"] for card in group["cards"])
        assert grouped == sorted(entry["card"] for entry in report["outs"]["by_card"])


def test_split_outs_are_worded_as_splits():
    report = call("poker.equity", {"hands": ["AhKd", "AcKs", "9h8h"], "board": "QhJh2c"})
    assert [group["text"] for group in report["outs"]["groups"]] == [
        "14 cards give Player 3 the lead: any heart, any 9, any 8",
        "29 cards keep the lead split: any other card",
    ]
    assert report["players"][0]["needs"] == ("sharing the lead with High Card, Ace-high; loses the lead on 14 turn "
                                             "cards: any heart, any 9, any 8")
    level = call("poker.equity", {"hands": ["AhKd", "AcKs"], "board": "QhJh2c5d"})
    assert [group["text"] for group in level["outs"]["groups"]] == ["44 cards keep the lead split: any card"]
    assert level["players"][1]["needs"] == ("sharing the lead with High Card, Ace-high; keeps at least a share "
                                            "whatever comes next")


def test_river_and_preflop_explanations():
    river = call("poker.equity", {"hands": ["AhKh", "QsQc"], "board": "JhTh2c3d9h"})
    assert river["outs"] is None and river["boards"] == 1
    assert river["players"][0]["needs"] == "wins with Flush, Ace-high"
    preflop = call("poker.equity", {"hands": ["AhAs", "KdKc"]})
    assert preflop["players"][1]["current"] == "Pair of Kings"
    assert preflop["players"][1]["needs"] == "Pair of Kings: 18.74% of the pot on average, before the flop"
    dead = call("poker.equity", {"hands": ["AhAs", "KdKc"], "board": "Ad Ac 2s 2h"})
    assert dead["players"][1]["needs"].startswith("drawing dead")
    one_out = call("poker.equity", {"hands": ["Ah Ad", "Kh Kd"], "board": "As Ks 2c 2d", "dead": "3c"})
    assert [p["needs"] for p in one_out["players"]] == [
        "ahead with Full House, Aces full of Twos; loses on 1 river: Kc",
        "behind with Full House, Kings full of Twos; needs 1 river to win: Kc"]
    assert [g["text"] for g in one_out["outs"]["groups"]] == ["1 card gives Player 2 the lead: Kc",
                                                               "42 cards keep Player 1 in the lead: any other card"]
    three_way = call("poker.equity", {"hands": ["Ah Kh", "Qs Qc", "7d 6d"], "board": "Jh Th 2c"})
    assert three_way["players"][2]["needs"] == ("behind with High Card, Jack-high; no single card gives the lead: "
                                                "needs running cards")


def test_report_strengths_convert_back_to_named_values():
    outcome = count_outcomes([parse_hand("Ah As"), parse_hand("Kd Kc")], parse_hand("2c 7d 9h Js"), play=None)
    names = {value_of_strength(strength)[0] for key in outcome for strength in key}
    assert names <= set(range(len(CATEGORIES)))


BAD_INPUT = [
    ({"hands": ["Ah As", "As Kc"]}, "Hand 2: As is also in hand 1", "hands"),
    ({"hands": ["Ah As", "Kd Kc"], "board": "Kd 7c 2s"}, "board: Kd is also in hand 2", "board"),
    ({"hands": ["Ah As", "Kd Kc"], "board": "7c 2s 3d", "dead": "2s"}, "dead cards: 2s is also in the board", "dead"),
    ({"hands": ["Ah As", "Kd Kc"], "dead": "Qs Qs"}, "dead cards: Qs appears twice", "dead"),
    ({"hands": ["Ah As Ad", "Kd Kc"]}, "Hand 1: has 3 cards; a Texas Hold'em hand needs 2", "hands"),
    ({"hands": ["Ah As Kd", "Kc Qd Qs Jc"], "game": "omaha"}, "Hand 1: has 3 cards; an Omaha hand needs 4", "hands"),
    ({"hands": ["Ah As", "Kd Kc"], "board": "7c"}, "the board has 1 card; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)",
     "board"),
    ({"hands": ["Ah As", "Kd Kc"], "board": "7c 2s"},
     "the board has 2 cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)", "board"),
    ({"hands": ["Ah As", "Kd Kc"], "board": "7c 2s 3s 4s 5s 6s"},
     "the board has 6 cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)", "board"),
    ({"hands": ["Ah As", "Kd Kc"], "board": "7x"}, "board: unknown suit 'x' in '7x'", "board"),
    ({"hands": ["Ah As"]}, "found only 1 hand; enter at least 2", "hands"),
    ({"hands": [f"{r}c {r}d" for r in "23456789TJQ"]}, "11 hands is more than the 10 players Texas Hold'em deals to",
     "hands"),
    ({"hands": ["2c3c4c5c", "2d3d4d5d", "2h3h4h5h", "2s3s4s5s", "6c7c8c9c", "6d7d8d9d", "6h7h8h9h"], "game": "omaha"},
     "7 hands is more than the 6 players Omaha deals to", "hands"),
    ({"hands": ["Ah As", "Kd Kc"], "game": "badugi"}, f"the equity tool does not cover Badugi; choose {EQUITY_GAMES}",
     "game"),
    ({"hands": ["Ah As", "Kd Kc"], "game": "seven-stud"}, f"unknown game 'seven-stud'; choose {EQUITY_GAMES}", "game"),
    ({"hands": ["Ah As", "Kd Kc"], "method": "guess"}, "unknown method 'guess'; choose auto, exact or monte-carlo",
     "method"),
    ({"hands": ["Ah As", "Kd Kc"], "trials": "0"}, "trials: must be at least 1, got 0", "trials"),
    ({"hands": ["Ah As", "Kd Kc"], "trials": "many"}, "trials: 'many' is not a whole number", "trials"),
    ({"hands": ["Ah As", "Kd Kc"], "trials": 10**8}, "trials: must be at most 10,000,000, got 100,000,000", "trials"),
    ({"hands": ["Ah As", "Kd Kc"], "seed": -1}, "seed: must be at least 0, got -1", "seed"),
]


@pytest.mark.parametrize("params, message, field", BAD_INPUT)
def test_bad_input_names_the_card_hand_or_field(params, message, field):
    with pytest.raises(InputError) as caught:
        call("poker.equity", params)
    assert caught.value.message == message
    assert caught.value.field == field


def test_too_few_unseen_cards():
    hands = [f"{r}c {r}d" for r in "23456789TJ"]
    dead = " ".join(f"{r}{s}" for r in "23456789TJQK" for s in "hs") + " Qc Qd Kc Kd Ac Ad"
    with pytest.raises(InputError) as caught:
        parse_spot(hands, dead=dead)
    assert caught.value.message == "only 2 unseen cards are left; the board needs 5 more"
    assert caught.value.field == "dead"


def test_handle_returns_json_for_the_page():
    response = json.loads(handle(json.dumps({"action": "poker.equity",
                                             "params": {"hands": "AhAs\nKdKc", "board": "2c 7d 9h"}})))
    assert response["ok"]
    result = response["result"]
    assert {"game", "method", "boards", "players", "categories", "outs"} <= set(result)
    assert {"hand", "wins", "ties", "equity", "tie_share", "ties_by_players"} <= set(result["players"][0])
    bad = json.loads(handle(json.dumps({"action": "poker.equity", "params": {"hands": "AhAs\nAhKc"}})))
    assert bad["error"]["field"] == "hands" and bad["error"]["token"] == "Ah"


def test_cli_text_and_json():
    done = run("equity", "Ah As", "Kd Kc")
    assert done.returncode == 0, done.stderr
    assert "All 1,712,304 boards were counted exactly, read from the preflop table." in done.stdout
    assert "equity  81.26%" in done.stdout and "equity  18.74%" in done.stdout
    turn = run("equity", "Ah Kh | Qs Qc", "--board", "Jh Th 2c 3d")
    assert "16 cards give Player 1 the lead: any heart, any ace, any king, any queen" in turn.stdout
    sampled = run("--json", "equity", "AhAsKdQd", "JcTc9h8h", "--game", "omaha", "--board", "9c7d2s",
                  "--trials", "2000", "--seed", "4")
    result = json.loads(sampled.stdout)
    assert result["method"] == "monte-carlo" and result["seed"] == 4 and result["boards"] == 2000
    forced = json.loads(run("--json", "equity", "AhKh", "QsQc", "--board", "JhTh2c", "--exact").stdout)
    assert forced["requested"] == "exact" and [p["wins"] for p in forced["players"]] == [555, 435]


def test_cli_bad_input_exits_2_with_one_line():
    done = run("equity", "Ah As", "As Kc")
    assert done.returncode == 2
    assert done.stderr.strip() == "cardlab: error: Hand 2: As is also in hand 1"
    both = run("equity", "Ah As", "Kd Kc", "--exact", "--trials", "10")
    assert both.returncode == 2 and "not allowed with" in both.stderr


def test_the_planner_says_how_it_counts():
    spot = parse_spot(["Ah As", "Kd Kc"])
    choice = choose(spot, "mc", trials=500)
    results, trials, seed = count(spot, choice, trials=500, seed=3)
    assert results.tallies()[0].boards == 500
    assert (choice.requested, choice.method, choice.strategy, trials, seed) == \
        ("monte-carlo", "monte-carlo", "sampling", 500, 3)
    exact = choose(spot)
    assert (exact.requested, exact.method, exact.strategy) == ("auto", "exact", "rank patterns")
    assert 0 < exact.estimated_exact_seconds < 1


def test_equity_invariant_under_player_order_and_suit_names():
    rng = random.Random(31)
    for round_ in range(12):
        omaha = round_ % 3 == 2
        players = rng.choice([2, 3, 4])
        board_size = rng.choice([0, 3, 4])
        hands, board, dead = random_spot(rng, omaha, players, board_size, {0: 12, 3: 30, 4: 40}[board_size])
        order = rng.sample(range(players), players)
        names = dict(zip("cdhs", rng.sample("cdhs", 4)))

        def renamed(cards):
            return tuple(Card(card.rank, names[card.suit]) for card in cards)

        first = tally_of(hands, board, dead, omaha)
        second = tally_of([renamed(hands[p]) for p in order], renamed(board), renamed(dead), omaha)
        assert second.wins == [first.wins[p] for p in order]
        assert second.ties_by_size == [first.ties_by_size[p] for p in order]
        assert second.categories == [first.categories[p] for p in order]


CARD_TEXT = st.text(alphabet=st.sampled_from(list("23456789TJQKAtjqka10cdhsCDHS♠♥ ,|-\n\x00é")), max_size=40)
EQUITY_PARAMS = st.fixed_dictionaries({}, optional={
    "hands": st.one_of(CARD_TEXT, st.lists(CARD_TEXT, max_size=4), st.integers(), st.none(),
                       st.sampled_from(["Ah As | Kd Kc", "AhAsKdQd\nJcTc9h8h", "Ah Kh|Qs Qc|7d 6d"])),
    "board": st.one_of(CARD_TEXT, st.integers(), st.sampled_from(["Jh Th 2c", "Jh Th 2c 3d", "9c 7d 2s 3h 4h"])),
    "dead": st.one_of(CARD_TEXT, st.sampled_from(["", "Qs", "2h 3h 4h"])),
    "game": st.one_of(st.text(max_size=8), st.sampled_from(["holdem", "omaha", "PLO", "badugi", "five-card"])),
    "method": st.one_of(st.text(max_size=8), st.sampled_from(["auto", "exact", "mc", "monte-carlo"])),
    "trials": st.one_of(st.integers(min_value=-5, max_value=300), st.text(max_size=6), st.none(), st.booleans()),
    "seed": st.one_of(st.integers(min_value=-(10**30), max_value=10**30), st.text(max_size=6), st.none()),
})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(EQUITY_PARAMS)
def test_equity_action_accepts_or_explains(params):
    if "trials" not in params and params.get("method") in ("mc", "monte-carlo"):
        params["trials"] = 50  # fuzzing looks for crashes, not long runs
    try:
        report = call("poker.equity", params)
    except InputError as err:
        assert err.message and "\n" not in err.message and len(err.message) < 300
        return
    assert abs(sum(player["equity"] for player in report["players"]) - 1) < 1e-9
    assert report["boards"] > 0


def test_sampled_ranges_keep_a_share_of_the_progress_for_folding_their_results(monkeypatch):
    # Review D12d: the page said "100% · under a second left" while the sampled results were still
    # being folded into tallies (seconds in a browser). The fold now has its share of the progress.
    from cardlab.core.progress import Progress, no_progress
    from cardlab.poker.equity.plan import FOLD_KEYS, KEY_COST
    from cardlab.poker.equity.results import Results

    seen: list[float] = []
    at_fold: list[float] = []
    real_fold = Results.fold

    def fold(self: Results, progress: Progress = no_progress) -> None:
        at_fold.append(seen[-1])
        real_fold(self, progress)

    monkeypatch.setattr(Results, "fold", fold)
    spot = parse_spot(["Ah Kh", "15%", "10%"])
    count(spot, choose(spot, "monte-carlo", trials=20_000), trials=20_000, seed=1, progress=seen.append)
    share = min(20_000, FOLD_KEYS) * KEY_COST / (20_000 + min(20_000, FOLD_KEYS) * KEY_COST)
    assert at_fold[-1] == pytest.approx(1 - share)  # sampling done: not yet 100%
    assert seen[-1] == 1.0 and seen == sorted(seen)
    assert at_fold[-1] < 0.95
