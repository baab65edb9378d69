"""Hold'em-style ranges in a split pot (issue #33, item 2): Texas Hold'em Hi-Lo's ranges counted
exactly (by deal and by board) and sampled through the one tally, against a brute force written
here: each range expanded into its combos by its own small reader, every deal of one live combo per
player (no card shared, weighted by the product of the weights), every completion of the board, each
hand's best high and best low tried over every five of its seven cards by the evaluator of
tests/unit/test_games_added.py (its own, not the package's), the pot split by plain fractions.
Preflop spots keep the brute force cheap with many dead cards. Then Monte Carlo against exact, the
report's keys against a high-only range report and a hand-vs-hand split report, and the refusals."""

import json
import random
from fractions import Fraction
from functools import cache
from itertools import combinations, product

import pytest
from cli_runner import run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_games_added import best, dead_except, pairs

from cardlab.api import call
from cardlab.core.cards import FULL_DECK, parse_hand
from cardlab.core.errors import InputError
from cardlab.poker.equity.deals import ExactPlan, count_exact, list_deals
from cardlab.poker.equity.sample import sample_results
from cardlab.poker.equity.spot import parse_spot

GAME = "holdem-hilo"
RANKS = "23456789TJQKA"

# (hands: one line per player, each a hand or a range; board; dead): preflop, flop and turn, 2 and 3
# players, hand against range and range against range, weights.
SPOTS = [
    (["Ah 2h", "KK, A3s, 45s"], "", dead_except(["Ah 2h"], "", "Kc Kd Ks Ac 3c Ad 3d 4s 5s 4c 5c 6d 7h 8s 9c")),
    (["A2s, A3o:0.5", "KK, 67s", "45s"], "", dead_except([], "", "Ac 2c Ad 2d Ah 3c 3s Kc Kd Ks 6h 7h 4s 5s 8d 9d")),
    (["Ah 2h", "QQ+, A3s, 45s:0.5"], "4h 7c Kd", ""),
    (["Ah 2h", "QQ+, A3s"], "4h 7c Kd", ""),  # the browser test's spot (tests/browser/test_split_ranges.py)
    (["A2s, A3s", "KK, QQ", "56s"], "4h 7c Kd",
     dead_except([], "4h 7c Kd", "Ac 2c As 2s Ah 3h Ad 3d Kh Ks Qc Qd Qs 5c 6c 5s 6s 8d 9d Th Jh 2h 3c 8c")),
    (["A2s, A3s, A4s", "KK, QQ, 56s"], "4h 7c Kd 8s", ""),
    (["Ah 3c", "QQ, 56s, A2o", "KK, 23s:0.25"], "4h 7c Kd 8s", "9d"),
]


# --- the brute force ------------------------------------------------------------------------------

def combos_of(text):
    """The combos of a range and their weights, read here: pairs (``QQ``, ``QQ+``), suited and
    offsuit classes (``A3s``, ``A3o``), hands (``Ah 2h``), each optionally ``:weight``."""
    found = {}
    for part in text.split(","):
        body, _, weight = part.strip().partition(":")
        weight = Fraction(weight) if weight else Fraction(1)
        cards = body.replace(" ", "")
        if len(cards) == 4 and cards[1] in "cdhs":  # a hand
            hands = [tuple(parse_hand(cards))]
        elif cards[0] == cards[1]:  # a pair, or a pair and every pair above it
            ranks = RANKS[RANKS.index(cards[0]):] if cards.endswith("+") else cards[0]
            hands = [pair for rank in ranks for pair in combinations(parse_hand(" ".join(rank + s for s in "cdhs")), 2)]
        else:
            suited = cards[2] == "s"
            hands = [(a, b) for a, b in product(parse_hand(" ".join(cards[0] + s for s in "cdhs")),
                                                 parse_hand(" ".join(cards[1] + s for s in "cdhs")))
                     if (a.suit == b.suit) == suited]
        for hand in hands:
            found[frozenset(hand)] = weight
    return found


def class_of(hand):
    """A combo's class label: ``QQ``, ``A3s``, ``A3o``."""
    high, low = sorted(hand, key=lambda card: card.rank, reverse=True)
    label = RANKS[high.rank - 2] + RANKS[low.rank - 2]
    return label if high.rank == low.rank else label + ("s" if high.suit == low.suit else "o")


@cache
def brute_force(hands, board, dead):
    """Every deal and every completion of the board: each player's weighted pot share and counts
    (high wins and ties, scoops, quarters, qualifying lows, low wins and ties), the weighted boards
    without a low, and each range class's share and boards."""
    board, dead = tuple(parse_hand(board)), tuple(parse_hand(dead))
    known = set(board) | set(dead)
    options = [[(frozenset(combo), weight) for combo, weight in combos_of(text).items() if not combo & known]
               for text in hands]
    players = len(hands)
    keys = ("wins", "ties", "scoops", "quarters", "low_boards", "low_wins", "low_ties")
    found = {key: [Fraction(0)] * players for key in keys}
    shares = [Fraction(0)] * players
    by_class = [{} for _ in range(players)]  # class -> [share, boards]
    boards = no_low = Fraction(0)
    deals = 0
    for deal in product(*options):
        cards = [card for combo, _ in deal for card in combo]
        if len(set(cards)) != len(cards):
            continue
        deals += 1
        weight = 1
        for _, each in deal:
            weight *= each
        holes = [pairs(sorted(combo, key=str)) for combo, _ in deal]
        unseen = [card for card in FULL_DECK if card not in known and card not in cards]
        for extra in combinations(unseen, 5 - len(board)):
            full = pairs(board + extra)
            values = [best(hole, full, None) for hole in holes]
            highs = [high for high, _ in values]
            lows = [low for _, low in values]
            high_winners = [p for p, high in enumerate(highs) if high == max(highs)]
            qualified = [low for low in lows if low is not None]
            low_winners = [p for p, low in enumerate(lows) if qualified and low == min(qualified)]
            boards += weight
            no_low += weight * (not low_winners)
            pot = Fraction(1, 2) if low_winners else Fraction(1)
            share = [Fraction(0)] * players
            for p in high_winners:
                share[p] += pot / len(high_winners)
                found["wins" if len(high_winners) == 1 else "ties"][p] += weight
            for p in low_winners:
                share[p] += Fraction(1, 2) / len(low_winners)
                found["low_wins" if len(low_winners) == 1 else "low_ties"][p] += weight
            for p, (combo, _) in enumerate(deal):
                shares[p] += weight * share[p]
                found["scoops"][p] += weight * (share[p] == 1)
                found["quarters"][p] += weight * (share[p] == Fraction(1, 4))
                found["low_boards"][p] += weight * (lows[p] is not None)
                held = by_class[p].setdefault(class_of(combo), [Fraction(0), Fraction(0)])
                held[0] += weight * share[p]
                held[1] += weight
    return {"boards": boards, "no_low_boards": no_low, "deals": deals, "equity": [share / boards for share in shares],
            "classes": [{label: share / count for label, (share, count) in classes.items()} for classes in by_class],
            **found}


def api_equity(hands, board, dead, **extra):
    return call("poker.equity", {"hands": "\n".join(hands), "board": board, "dead": dead, "game": GAME, **extra})


# --- exact equity equals the brute force ----------------------------------------------------------

@pytest.mark.parametrize("hands, board, dead", SPOTS)
def test_exact_equity_of_ranges_in_a_split_pot_equals_brute_force(hands, board, dead):
    report = api_equity(hands, board, dead, method="exact")
    expected = brute_force(tuple(hands), board, dead)
    scale = report["weight_scale"]  # the report counts boards times the integer weights' scale
    assert (report["method"], report["game"], report["ranges"], report["hi_lo"]) == ("exact", GAME, True, True)
    assert report["deals"] == expected["deals"]
    assert report["boards"] == expected["boards"] * scale
    assert report["no_low_boards"] == expected["no_low_boards"] * scale
    for number, player in enumerate(report["players"]):
        assert Fraction(player["equity_fraction"]) == expected["equity"][number]
        for key in ("wins", "ties", "scoops", "quarters", "low_boards", "low_wins", "low_ties"):
            assert player[key] == expected[key][number] * scale, (key, number)
        if "range" in player:  # each class's equity against the others
            classes = {entry["class"]: Fraction(entry["equity_fraction"]) for entry in player["range"]["classes"]}
            assert classes == expected["classes"][number]
    assert sum(Fraction(player["equity_fraction"]) for player in report["players"]) == 1


@pytest.mark.parametrize("hands, board, dead", SPOTS)
@pytest.mark.parametrize("way", ["by deal", "by board"])
def test_both_exact_ways_equal_brute_force(hands, board, dead, way):
    spot = parse_spot(hands, board, dead, game=GAME)
    tally = count_exact(spot, ExactPlan(way, 0, list_deals(spot), None)).tallies()[0]
    expected = brute_force(tuple(hands), board, dead)
    assert [tally.equity(number) for number in range(len(hands))] == expected["equity"]
    low = tally.further()[0][1]
    assert Fraction(low.unclaimed, tally.boards) == expected["no_low_boards"] / expected["boards"]


CLASSES = ["AA", "KK", "77", "22", "A2s", "A3o", "A5s", "K4s", "56s", "78o", "34o", "QJs"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ranges=st.lists(st.lists(st.sampled_from(CLASSES), min_size=1, max_size=3, unique=True), min_size=2,
                       max_size=3),
       board=st.lists(st.sampled_from(FULL_DECK), min_size=4, max_size=4, unique=True))
@pytest.mark.slow
def test_by_deal_and_by_board_agree_on_random_ranges_and_turns(ranges, board):
    """Any small ranges on any turn: both exact ways give the same tally, high and low."""
    texts = [", ".join(classes) for classes in ranges]
    try:
        spot = parse_spot(texts, " ".join(map(str, board)), game=GAME)
    except InputError:  # a range the board empties, or ranges that never fit: said in words, tested above
        return
    deals = list_deals(spot)
    by_deal = count_exact(spot, ExactPlan("by deal", 0, deals, None)).tallies()
    by_board = count_exact(spot, ExactPlan("by board", 0, deals, None)).tallies()
    assert by_deal[0] == by_board[0] and by_deal[1] == by_board[1]


def test_the_cli_counts_a_range_against_a_hand_exactly():
    done = run("equity", "QQ+,AKs", "Ah2h", "--game", GAME, "--exact", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert (report["strategy"], report["deals"], report["boards"]) == ("by deal", 18, 18 * 1_712_304)
    assert [player["equity_fraction"] for player in report["players"]] == ["8094503/13698432", "5603929/13698432"]
    assert [player["scoops"] for player in report["players"]] == [13802658, 8123898]
    done = run("equity", "QQ+,AKs", "Ah2h", "--game", GAME, "--exact")
    assert "No qualifying low: 63.48%" in done.stdout and "Player 1: a range of 18 hands" in done.stdout


# --- Monte Carlo within its standard errors -------------------------------------------------------

@pytest.mark.parametrize("hands, board, dead", [SPOTS[0], SPOTS[2], SPOTS[3], SPOTS[5]])
def test_monte_carlo_of_ranges_in_a_split_pot_is_within_its_standard_errors(hands, board, dead):
    exact = brute_force(tuple(hands), board, dead)
    report = api_equity(hands, board, dead, method="monte-carlo", trials="20000", seed="7")
    assert (report["method"], report["trials"], report["seed"], report["strategy"]) == ("monte-carlo", 20000, 7,
                                                                                        "sampling")
    assert report["boards"] == 20000 and report["hi_lo"] is True
    for number, player in enumerate(report["players"]):
        assert abs(player["equity"] - float(exact["equity"][number])) <= 4 * player["standard_error"]
        wins = float(exact["low_wins"][number] / exact["boards"])
        assert abs(player["low_win"] - wins) <= 4 * (wins * (1 - wins) / 20000) ** 0.5 + 1e-9
    no_low = float(exact["no_low_boards"] / exact["boards"])
    assert abs(report["no_low"] - no_low) <= 4 * (no_low * (1 - no_low) / 20000) ** 0.5 + 1e-9
    again = api_equity(hands, board, dead, method="monte-carlo", trials="20000", seed="7")
    assert [p["equity"] for p in again["players"]] == [p["equity"] for p in report["players"]]


def test_sampling_deals_ranges_by_weight_and_reads_the_low_of_each_combo():
    dead = dead_except([], "5h 6c Kd", "Ac Ad Ah As 2c 2d 2s Kc Ks Kh 3c 4c 3s 4s 7h 8h 9d Td Jc Qs 2h 3d")
    spot = parse_spot(["AA, A2s:0.5", "KK, 34s"], "5h 6c Kd", dead, game=GAME)
    results = sample_results(spot, 30_000, random.Random(3))
    tally = results.tallies()[0]
    expected = brute_force(("AA, A2s:0.5", "KK, 34s"), "5h 6c Kd", dead)
    for number in range(2):
        assert abs(float(tally.equity(number) - expected["equity"][number])) <= 4 * tally.standard_error(number)


# --- the report's shape ---------------------------------------------------------------------------

def test_a_split_range_report_has_a_range_reports_keys_and_the_split_hands_report_per_half_shares():
    ranges = api_equity(["Ah 2h", "QQ+, A3s"], "4h 7c Kd", "")
    high_only = call("poker.equity", {"hands": "Ah 2h\nQQ+, A3s", "board": "4h 7c Kd", "game": "holdem"})
    hands = api_equity(["Ah 2h", "Qs Qd"], "4h 7c Kd", "")
    split_keys = {"hi_lo", "no_low_boards", "no_low", "low_categories"}
    assert set(ranges) == set(high_only) | split_keys and set(ranges) - {"exact_way", "deals", "counts"} == set(hands)
    assert ranges["hi_lo"] is True and high_only["hi_lo"] is False and high_only["no_low_boards"] is None
    assert [row["key"] for row in ranges["low_categories"]] == [row["key"] for row in hands["low_categories"]]
    mine, range_player = ranges["players"]
    assert set(mine) == set(hands["players"][0])  # a hand among ranges: the hand-vs-hand split columns
    assert set(range_player) == set(hands["players"][1]) | {"range"}
    per_half = {"low_boards", "low_wins", "low_ties", "low", "low_win", "low_tie", "quarters", "quarter"}
    for entry, high_entry in zip(range_player["range"]["classes"], high_only["players"][1]["range"]["classes"]):
        assert set(entry) == set(high_entry) | per_half  # each class: its halves too, named as a player's
    assert mine["current"] == "High Card, Ace-high; no low yet" and range_player["current"] == "a range of 15 hands"
    assert ranges["outs"] is None and mine["outs"] == []


# --- what is refused, and what the page reads -----------------------------------------------------

def test_a_percentage_is_refused_in_a_split_pot_with_the_reason():
    with pytest.raises(Exception) as caught:
        api_equity(["Ah 2h", "QQ+, 15%"], "", "")
    assert caught.value.field == "hands" and caught.value.token == "15%"
    assert str(caught.value) == ("Hand 2: '15%' takes the best hands by equity for the whole pot; Texas Hold'em "
                                 "Hi-Lo splits the pot and has no such order: list the hands, like QQ+, A2s+")
    done = run("range", "20%", "--game", GAME)
    assert done.returncode == 2 and "has no such order" in done.stderr
    assert call("poker.range", {"text": "QQ+, A2s", "game": GAME})["combos"] == 22


def test_the_page_shows_the_grid_for_hold_em_hi_lo_without_the_percent_slider():
    poker = call("meta", {})["poker"]
    grids = poker["range_grids"]
    assert GAME in poker["range_games"] and grids[GAME]["cells"] == grids["holdem"]["cells"]
    assert grids[GAME]["max_percent"] == 0 and grids["holdem"]["max_percent"] > 0  # no order of best hands
    assert "%" not in grids[GAME]["range_hint"] and grids["holdem"]["range_hint"] == poker["equity"]["range_hint"]
    hint = call("meta", {})["examples"][GAME]["hints"]["equity_hands"]
    assert hint.endswith("a line may be a range, e.g. <code>QQ+, AKs</code>")
