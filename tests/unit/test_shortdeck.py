"""Short deck (6+) Hold'em under both rule sets against a brute force written here: its own
five-card ranking (category names, an explicit order per rule set, the A-6-7-8-9 straight),
every five of seven tried, every board of the 36-card deck visited. Random spots of every street
and player count under ``shortdeck`` and ``shortdeck-classic``; the hands where the rule sets
disagree; the docs/rules.md checkpoints; the class table of the 376,992 five-card hands; bad input.
"""

import json
import random
from collections import Counter
from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest
from cli_runner import run

from cardlab.api import call
from cardlab.core.cards import Card, parse_hand
from cardlab.core.errors import InputError
from cardlab.games.showdown import showdown_report
from cardlab.games.categories import CATEGORIES
from cardlab.games.rule_sets import SHORTDECK, SHORTDECK_CLASSIC
from cardlab.poker.equity.report import equity_report
from cardlab.poker.equity.spot import parse_spot
from cardlab.poker.seven_card import holdem_strength, value_of_strength
from cardlab.poker.strength import class_table

DECK = [Card(rank, suit) for rank in range(6, 15) for suit in "cdhs"]
GAMES = ("shortdeck", "shortdeck-classic")
RULES = {"shortdeck": SHORTDECK, "shortdeck-classic": SHORTDECK_CLASSIC}
# Weakest to strongest, written out per rule set.
ORDER = {
    "shortdeck": ["high-card", "one-pair", "two-pairs", "straight", "three-of-a-kind", "full-house", "flush",
                  "four-of-a-kind", "straight-flush"],
    "shortdeck-classic": ["high-card", "one-pair", "two-pairs", "three-of-a-kind", "straight", "full-house",
                          "flush", "four-of-a-kind", "straight-flush"],
}
SHAPES = {(4, 1): "four-of-a-kind", (3, 2): "full-house", (3, 1, 1): "three-of-a-kind", (2, 2, 1): "two-pairs",
          (2, 1, 1, 1): "one-pair", (1, 1, 1, 1, 1): "high-card"}


@cache
def five_card(ranks, flush):
    """(category key, tie-break ranks) of five short-deck cards given sorted ranks and a flush flag."""
    counts = Counter(ranks)
    distinct = sorted(counts, reverse=True)
    top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            top = distinct[0]
        elif distinct == [14, 9, 8, 7, 6]:  # the ace plays low: a nine-high straight
            top = 9
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    kickers = tuple(rank for rank, _ in groups)
    if top and flush:
        return "straight-flush", (top,)
    if flush:
        return "flush", kickers
    if top:
        return "straight", (top,)
    return SHAPES[tuple(count for _, count in groups)], kickers


def score(cards, game):
    """The best five of the cards under ``game``: a tuple bigger for the better hand."""
    best = None
    for five in combinations(cards, 5):
        key, kickers = five_card(tuple(sorted(card.rank for card in five)), len({c.suit for c in five}) == 1)
        value = (ORDER[game].index(key), kickers)
        if best is None or value > best:
            best = value
    return best


def brute_force(hands, board, dead, game):
    """Every completion of the board from the 36-card deck: wins, ties, categories, equity."""
    known = {card for hand in hands for card in hand} | set(board) | set(dead)
    unseen = [card for card in DECK if card not in known]
    players = len(hands)
    wins, ties, shares = [0] * players, [0] * players, [Fraction(0)] * players
    categories = [Counter() for _ in range(players)]
    boards = 0
    for extra in combinations(unseen, 5 - len(board)):
        full = tuple(board) + extra
        values = [score(tuple(hand) + full, game) for hand in hands]
        best = max(values)
        winners = [player for player, value in enumerate(values) if value == best]
        boards += 1
        for player, value in enumerate(values):
            categories[player][ORDER[game][value[0]]] += 1
        for player in winners:
            if len(winners) == 1:
                wins[player] += 1
            else:
                ties[player] += 1
            shares[player] += Fraction(1, len(winners))
    return boards, wins, ties, [share / boards for share in shares], categories


def random_spot(rng, players, board_size, dead_size):
    cards = rng.sample(DECK, 2 * players + board_size + dead_size)
    hands = [tuple(cards[2 * i:2 * i + 2]) for i in range(players)]
    board = tuple(cards[2 * players:2 * players + board_size])
    dead = tuple(cards[2 * players + board_size:])
    return hands, board, dead


def text(cards):
    return " ".join(map(str, cards))


def engine(hands, board, dead, game, method="exact"):
    return equity_report(parse_spot([text(hand) for hand in hands], text(board), text(dead), game), method=method)


def check_against_brute_force(hands, board, dead, game):
    boards, wins, ties, equities, categories = brute_force(hands, board, dead, game)
    report = engine(hands, board, dead, game)
    assert report["boards"] == boards
    assert [p["wins"] for p in report["players"]] == wins
    assert [p["ties"] for p in report["players"]] == ties
    assert [Fraction(p["equity_fraction"]) for p in report["players"]] == equities
    for row in report["categories"]:
        assert row["boards"] == [categories[player][row["key"]] for player in range(len(hands))]
    return report


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_random_flop_turn_and_river_spots_match_brute_force(game, seed):
    rng = random.Random(f"{game}-{seed}")
    for board_size in (3, 4, 5):
        players = rng.randint(2, 5 if board_size == 3 else 9)
        hands, board, dead = random_spot(rng, players, board_size, rng.randint(0, 3))
        check_against_brute_force(hands, board, dead, game)


@pytest.mark.parametrize("game", GAMES)
def test_random_preflop_spots_match_brute_force(game):
    rng = random.Random(game)
    for players, dead in ((2, 14), (3, 12), (4, 10)):
        hands, board, dead_cards = random_spot(rng, players, 0, dead)
        check_against_brute_force(hands, board, dead_cards, game)


def test_the_order_puts_a_flush_above_a_full_house_and_trips_where_each_rule_set_does():
    for game, rules in RULES.items():
        assert [CATEGORIES[index].key for index in rules.order] == ORDER[game]


@pytest.mark.parametrize("game", GAMES)
def test_seven_card_tables_order_random_hands_as_the_brute_force_does(game):
    rng = random.Random(7)
    rules = RULES[game]
    hands = [tuple(rng.sample(DECK, rng.choice((5, 6, 7)))) for _ in range(600)]
    strengths = [holdem_strength(hand, rules) for hand in hands]
    scores = [score(hand, game) for hand in hands]
    for hand, strength, value in zip(hands, strengths, scores):
        assert CATEGORIES[value_of_strength(strength, rules)[0]].key == ORDER[game][value[0]], hand
        assert value_of_strength(strength, rules)[1] == value[1]
    for (a, sa, va), (b, sb, vb) in zip(zip(hands, strengths, scores), zip(hands[1:], strengths[1:], scores[1:])):
        assert (sa > sb) == (va > vb) and (sa == sb) == (va == vb), (a, b)


def test_class_table_of_the_36_card_deck_matches_every_five_card_hand():
    raw = Counter()
    for five in combinations(DECK, 5):
        raw[five_card(tuple(sorted(card.rank for card in five)), len({card.suit for card in five}) == 1)] += 1
    assert sum(raw.values()) == 376_992
    by_category = Counter()
    for (key, _), count in raw.items():
        by_category[key] += count
    assert by_category == {"straight-flush": 24, "four-of-a-kind": 288, "full-house": 1728, "flush": 480,
                           "straight": 6120, "three-of-a-kind": 16128, "two-pairs": 36288, "one-pair": 193536,
                           "high-card": 122400}
    for game, rules in RULES.items():
        classes, frequency, weaker = class_table(rules)
        assert len(classes) == len(raw) == 1404
        ordered = sorted(raw, key=lambda item: (ORDER[game].index(item[0]), item[1]), reverse=True)
        mine = {rules.standard(value): number for value, number in classes.items()}
        for number, (key, kickers) in enumerate(ordered, start=1):
            category = [c.key for c in CATEGORIES].index(key)
            assert mine[(category, kickers)] == number
        below = 0
        for key, kickers in reversed(ordered):
            value = rules.ruled(([c.key for c in CATEGORIES].index(key), kickers))
            assert weaker[value] == below and frequency[value] == raw[(key, kickers)]
            below += raw[(key, kickers)]


# --- the hands where the rule sets disagree, and the docs/rules.md checkpoints --------------------

def test_a_set_against_a_made_straight_depends_on_the_rule_set():
    board = parse_hand("6h 7c 8d 9s Kh")
    triton = showdown_report([parse_hand("Ts Jd"), parse_hand("8s 8c")], board, "shortdeck")
    classic = showdown_report([parse_hand("Ts Jd"), parse_hand("8s 8c")], board, "shortdeck-classic")
    assert triton["winners"] == [1] and triton["reason"] == "Three of a kind beats straight in short deck"
    assert classic["winners"] == [0] and classic["reason"] == "Straight beats three of a kind"
    assert triton["hands"][0]["name"] == "Straight, Jack-high"


def test_a_six_to_nine_straight_with_the_ace_low():
    report = showdown_report([parse_hand("Ac 9d"), parse_hand("Ks Qd")], parse_hand("6h 7s 8c Kd Kh"),
                             "shortdeck-classic")
    assert report["hands"][0]["name"] == "Straight, Nine-high"
    assert report["hands"][0]["best"] == ["9d", "8c", "7s", "6h", "Ac"]
    assert report["winners"] == [0]
    triton = showdown_report([parse_hand("Ac 9d"), parse_hand("Ks Qd")], parse_hand("6h 7s 8c Kd Kh"), "shortdeck")
    assert triton["winners"] == [1]
    lowest = showdown_report([parse_hand("Ac 9d"), parse_hand("Ts 9c")], parse_hand("6h 7s 8c Kd Qh"), "shortdeck")
    assert lowest["hands"][1]["name"] == "Straight, Ten-high" and lowest["winners"] == [1]
    assert lowest["reason"] == "both straight; decided by the top card: T vs 9"


def test_a_flush_beats_a_full_house_under_both_rule_sets():
    for game in GAMES:
        report = showdown_report([parse_hand("Ah Kh"), parse_hand("Qc Qd")], parse_hand("Qh 9h 6h 6c 6d"), game)
        assert report["winners"] == [0]
        assert report["reason"] == "Flush beats full house in short deck"
        assert report["hands"][0]["category"] == "flush"
        assert report["hands"][1]["name"] == "Full House, Queens full of Sixes"


def test_strength_places_a_hand_among_the_short_deck_classes():
    report = showdown_report([parse_hand("As Ks"), parse_hand("7c 6d")], parse_hand("Qs Js Ts 8h 9d"), "shortdeck")
    royal, straight = report["hands"]
    assert royal["name"] == "Royal Flush" and royal["class"] == 1 and royal["classes"] == 1404
    assert straight["name"] == "Straight, Queen-high"
    classic = showdown_report([parse_hand("As Ks"), parse_hand("7c 6d")], parse_hand("Qs Js Ts 8h 9d"),
                              "shortdeck-classic")["hands"][1]
    # Triton: the straights sit below every three of a kind (16,128 hands), classic above them.
    assert classic["class"] < straight["class"]
    assert classic["beats"] - straight["beats"] == pytest.approx(16128 / 376992)


# Checkpoints in docs/rules.md, computed by brute_force above (preflop ones once, by the same code).
CHECKPOINTS = [
    ("shortdeck", "Ah Kh", "Qs Qc", "", 201376, (102726, 96917, 1733)),
    ("shortdeck-classic", "Ah Kh", "Qs Qc", "", 201376, (108298, 91071, 2007)),
]


@pytest.mark.parametrize("game, first, second, board, boards, counts", CHECKPOINTS)
def test_preflop_checkpoints(game, first, second, board, boards, counts):
    report = engine([parse_hand(first), parse_hand(second)], parse_hand(board), (), game)
    assert report["boards"] == boards
    assert (report["players"][0]["wins"], report["players"][1]["wins"], report["players"][0]["ties"]) == counts


@pytest.mark.parametrize("game, first, second, board, wins, ties", [
    ("shortdeck", "Th 9h", "8s 8c", "6h 7c 8d", (11, 395), 0),
    ("shortdeck-classic", "Th 9h", "8s 8c", "6h 7c 8d", (197, 200), 9),
    ("shortdeck", "Th 9h", "8s 8c", "6h 7c 8d Ks", (0, 28), 0),
    ("shortdeck-classic", "Th 9h", "8s 8c", "6h 7c 8d Ks", (18, 10), 0),
])
def test_set_against_a_made_straight(game, first, second, board, wins, ties):
    report = check_against_brute_force([parse_hand(first), parse_hand(second)], parse_hand(board), (), game)
    assert tuple(p["wins"] for p in report["players"]) == wins and report["players"][0]["ties"] == ties


def test_monte_carlo_agrees_with_exact():
    hands, board = [parse_hand("Ah Kh"), parse_hand("Qs Qc"), parse_hand("7d 6d")], parse_hand("Jh Td 6c")
    for game in GAMES:
        exact = engine(hands, board, (), game)
        sampled = equity_report(parse_spot([text(h) for h in hands], text(board), "", game), method="monte-carlo",
                                trials=20_000, seed=5)
        assert sampled["method"] == "monte-carlo" and sampled["boards"] == 20_000
        for mine, truth in zip(sampled["players"], exact["players"]):
            assert abs(mine["equity"] - truth["equity"]) < 4 * mine["standard_error"] + 1e-9


def test_outs_are_in_words_and_use_the_short_deck():
    report = engine([parse_hand("Ah Kh"), parse_hand("Qs Qc")], parse_hand("Jh Th 6c 7d"), (), "shortdeck")
    assert report["outs"]["cards"] == 28  # 36 - 4 own - 4 on the board: the deck has no 2 to 5
    # A queen gives Player 1 a straight, but Player 2 three queens: trips beat a straight here.
    assert report["outs"]["groups"][0]["text"] == "11 cards give Player 1 the lead: any heart, any ace, any king"
    classic = engine([parse_hand("Ah Kh"), parse_hand("Qs Qc")], parse_hand("Jh Th 6c 7d"), (), "shortdeck-classic")
    assert classic["outs"]["groups"][0]["text"] == ("12 cards give Player 1 the lead: any heart, any ace, any king, "
                                                    "any queen")


# --- bad input -------------------------------------------------------------------------------------

@pytest.mark.parametrize("action, params, message, field", [
    ("poker.showdown", {"hands": ["Ah 5d", "Ks Kd"], "board": "6h 7c 8d", "game": "shortdeck"},
     "Hand 1: 5d is not in the short deck: its 36 cards start at 6", "hands"),
    ("poker.showdown", {"hands": ["Ah Td", "Ks Kd"], "board": "6h 7c 2d", "game": "shortdeck-classic"},
     "board: 2d is not in the short deck: its 36 cards start at 6", "board"),
    ("poker.equity", {"hands": ["Ah Kd", "4s 4d"], "game": "shortdeck"},
     "Hand 2: 4s is not in the short deck: its 36 cards start at 6", "hands"),
    ("poker.equity", {"hands": ["Ah Kd", "Qs Qd"], "board": "3h 7c 8d", "game": "shortdeck"},
     "board: 3h is not in the short deck: its 36 cards start at 6", "board"),
    ("poker.equity", {"hands": ["Ah Kd", "Qs Qd"], "dead": "5c", "game": "shortdeck-classic"},
     "dead cards: 5c is not in the short deck: its 36 cards start at 6", "dead"),
    ("poker.equity", {"hands": ["Ah Kh"] + [f"{r}c {r}d" for r in "6789TJQK"] + ["As Ad"], "game": "shortdeck"},
     "10 hands is more than the 9 players Short deck (6+), trips beat a straight deals to", "hands"),
])
def test_bad_input_names_the_card_and_says_the_deck_starts_at_6(action, params, message, field):
    with pytest.raises(InputError) as caught:
        call(action, params)
    assert caught.value.message == message and caught.value.field == field


def test_cli_showdown_equity_and_a_bad_card():
    shown = run("poker", "--game", "shortdeck", "Ah Kh", "Qc Qd", "--board", "Qh 9h 6h 6c 6d")
    assert shown.returncode == 0 and "Reason: Flush beats full house in short deck" in shown.stdout
    equity = run("--json", "equity", "--game", "shortdeck-classic", "Ah Kh", "Qs Qc")
    data = json.loads(equity.stdout)
    assert data["boards"] == 201376 and data["players"][0]["wins"] == 108298 and data["method"] == "exact"
    bad = run("equity", "--game", "shortdeck", "Ah 2h", "Qs Qc")
    assert bad.returncode == 2
    assert bad.stderr.strip() == "cardlab: error: Hand 1: 2h is not in the short deck: its 36 cards start at 6"


# --- ranges over the 81 classes of the 36-card deck --------------------------------------------------

def test_range_notation_over_the_short_deck():
    from cardlab.poker.ranges.notation import parse_range

    texts = ("66+", "A6s+", "A6+", "random", "99-66", "K9o+")
    sizes = {text: parse_range(text, rules=SHORTDECK).size for text in texts}
    assert sizes == {"66+": 54, "A6s+": 32, "A6+": 128, "random": 630, "99-66": 24, "K9o+": 48}
    for bad, message in (("A5s", "'A5s' is not in the short deck: its 36 cards start at 6"),
                         ("Ah5h", "'Ah5h' is not in the short deck: its 36 cards start at 6"),
                         ("22+", "'22+' is not in the short deck: its 36 cards start at 6")):
        with pytest.raises(InputError) as caught:
            parse_range(bad, rules=SHORTDECK)
        assert caught.value.message == message


def test_top_percent_follows_the_short_deck_preflop_order():
    from cardlab.poker.ranges.classes import CLASS_SIZES, class_id
    from cardlab.poker.ranges.notation import preflop_order
    from cardlab.poker.ranges.preflop_order_shortdeck import EQUITY_SHORTDECK

    for game in GAMES:
        order = preflop_order(RULES[game])
        assert len(order) == 81 and sorted(order) == sorted(set(order))
        report = call("poker.range", {"text": "20%", "game": game})
        held = [label for label in order if label in {entry["class"] for entry in report["classes"]}]
        assert held == list(order[:len(held)])  # a prefix of the order
        totals = [sum(CLASS_SIZES[class_id(label)] for label in order[:count]) for count in range(82)]
        assert report["combos"] == totals[len(held)] == min(totals, key=lambda total: abs(total - 126))
    assert EQUITY_SHORTDECK["AA"] == max(EQUITY_SHORTDECK.values())


def test_the_grid_facts_are_9_by_9():
    facts = call("meta", {})["poker"]["range_grids"]
    assert set(facts) == {"holdem", "holdem-hilo", "shortdeck", "shortdeck-classic"}  # Hold'em Hi-Lo: 13 x 13
    short = facts["shortdeck"]
    assert short["ranks"] == list("AKQJT9876") and len(short["cells"]) == 9 and short["all_hands"] == 630
    assert short["cells"][0][8] == "A6s" and short["cells"][8][0] == "A6o" and short["class_combos"][8][8] == 6
    report = call("poker.range", {"text": "66+", "game": "shortdeck"})
    assert report["normalized"] == "66+" and report["combos"] == 54 and report["share"] == pytest.approx(54 / 630)


@pytest.mark.parametrize("game", GAMES)
def test_range_equity_matches_brute_force_deal_by_deal(game):
    from cardlab.poker.ranges.classes import combo_text
    from cardlab.poker.ranges.notation import parse_range

    hero, villain, board = parse_hand("Ah Kh"), "JJ+, AQs", parse_hand("Qh Th 7c")
    report = equity_report(parse_spot(["Ah Kh", villain], text(board), "", game), method="exact")
    combos = parse_range(villain, rules=RULES[game]).without(hero + board).weights
    boards, wins, ties = 0, [0, 0], [0, 0]
    for combo in combos:
        count, won, tied, _, _ = brute_force([hero, combo], board, (), game)
        boards += count
        wins = [a + b for a, b in zip(wins, won)]
        ties = [a + b for a, b in zip(ties, tied)]
    assert report["method"] == "exact" and report["boards"] == boards
    assert [p["wins"] for p in report["players"]] == wins and [p["ties"] for p in report["players"]] == ties
    assert report["players"][1]["range"]["combos"] == len(combos) == 18  # JJ 6, QQ KK AA 3 each, AQs 3
    assert report["players"][1]["hand"] == "JJ+, AQs"
    sampled = equity_report(parse_spot(["Ah Kh", villain], text(board), "", game),
                                  method="monte-carlo", trials=20_000, seed=3)
    exact = report["players"][0]["equity"]
    assert abs(sampled["players"][0]["equity"] - exact) < 4 * sampled["players"][0]["standard_error"]
    assert combo_text(next(iter(combos)))  # the combos are the 52-card deck's own, restricted to 6 up


def test_category_counts_agree_with_the_counts_tool():
    from cardlab.games.variants import variant
    from cardlab.poker.counts.report import count_report

    report = count_report(9, "5", variant("shortdeck"))
    theirs = {category["key"]: category["count"] for category in report["rows"][0]["categories"]}
    theirs["straight-flush"] += theirs.pop("royal-flush")
    for rules in (SHORTDECK, SHORTDECK_CLASSIC):
        _, frequency, _ = class_table(rules)
        mine = Counter()
        for value, count in frequency.items():
            mine[CATEGORIES[rules.standard(value)[0]].key] += count
        assert mine == theirs
