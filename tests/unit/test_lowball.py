"""2-7 and A-5 lowball rankings checked against rankings written here from the rules (and against
pokerkit's StandardLowHand / RegularLowHand where it is installed), the class tables against
counts from the literature, and the showdown through the CLI and the API."""

import json
import random
from collections import Counter
from itertools import combinations
from math import comb

import pytest

from cardlab.api import handle
from cardlab.core.cards import FULL_DECK, parse_hand
from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
from cardlab.lowball.evaluator import category, name, short_name
from cardlab.lowball.strength import CLASSES, class_table, strength
from cli_runner import run

# --- the test's own rankings, straight from the rules -------------------------------------------

# Shapes of five ranks, best (for lowball) first: what a hand "is" before its ranks decide.
SHAPES_27 = ["nothing", "pair", "two pair", "trips", "straight", "flush", "full house", "quads", "straight flush"]
SHAPES_A5 = ["nothing", "pair", "two pair", "trips", "full house", "quads"]


def shape_of(counts):
    return {(1, 1, 1, 1, 1): "nothing", (2, 1, 1, 1): "pair", (2, 2, 1): "two pair", (3, 1, 1): "trips",
            (3, 2): "full house", (4, 1): "quads"}[tuple(sorted(counts, reverse=True))]


def key_27(cards):
    """Smaller is better. Aces are high only; straights and flushes count; A-2-3-4-5 is no straight."""
    ranks = [card.rank for card in cards]
    counts = Counter(ranks)
    shape = shape_of(counts.values())
    if shape == "nothing":
        straight = max(ranks) - min(ranks) == 4
        flush = len({card.suit for card in cards}) == 1
        shape = {(True, True): "straight flush", (True, False): "straight", (False, True): "flush"}.get(
            (straight, flush), "nothing")
    # within a shape: the larger group first, then the higher rank, compared from the top
    order = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    return SHAPES_27.index(shape), order


def key_a5(cards):
    """Smaller is better. Aces are low (1); straights and flushes do not exist."""
    ranks = [1 if card.rank == 14 else card.rank for card in cards]
    counts = Counter(ranks)
    order = sorted(ranks, key=lambda r: (counts[r], r), reverse=True)
    return SHAPES_A5.index(shape_of(counts.values())), order


GAMES = [(DEUCE_TO_SEVEN, key_27), (ACE_TO_FIVE, key_a5)]


def random_hands(rng, count):
    return [tuple(rng.sample(FULL_DECK, 5)) for _ in range(count)]


def special_hands():
    """Hands that trip rankings: straights, flushes, the wheel, aces, pairs of aces."""
    texts = ["7c 5d 4h 3s 2c", "6c 5d 4h 3s 2c", "Ac 2d 3h 4s 5c", "Ah 5h 4h 3h 2h", "9h 8h 5h 3h 2h",
             "Tc Jd Qh Ks Ac", "8c 6d 4h 3s 2c", "8c 7d 6h 5s 4c", "Ac Ad 2h 3s 4c", "Kc Kd 2h 3s 4c",
             "7h 6h 5h 4h 3h", "Ac Kd Qh Js 9c", "2c 2d 2h 3s 3c", "2c 2d 2h 2s 3c", "Ac Ad As Kc Kd",
             "8h 6h 4h 3h 2h", "7c 6d 5h 4s 2c", "5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac", "Ac 2c 3c 4c 6c"]
    return [parse_hand(text) for text in texts]


@pytest.mark.parametrize(("rules", "key"), GAMES, ids=["2-7", "A-5"])
def test_order_agrees_with_the_rules_on_random_and_tricky_pairs(rules, key):
    rng = random.Random(24)
    hands = random_hands(rng, 600) + special_hands()
    for first, second in zip(hands, hands[1:] + hands[:1]):
        ours = (rules.hand_value(first) > rules.hand_value(second)) - (rules.hand_value(first) < rules.hand_value(second))
        theirs = (key(first) > key(second)) - (key(first) < key(second))
        assert ours == theirs, (first, second)


@pytest.mark.parametrize(("game", "kind"), [("deuce-to-seven", "StandardLowHand"), ("ace-to-five", "RegularLowHand")])
def test_order_agrees_with_pokerkit(game, kind):
    pokerkit = pytest.importorskip("pokerkit")
    peer = getattr(pokerkit, kind)
    rules = DEUCE_TO_SEVEN if game == "deuce-to-seven" else ACE_TO_FIVE
    rng = random.Random(7)
    hands = random_hands(rng, 300) + special_hands()
    for first, second in zip(hands, hands[1:]):
        text = lambda cards: "".join(str(card) for card in cards)  # noqa: E731
        a, b = peer.from_game(text(first)), peer.from_game(text(second))
        ours = (rules.hand_value(first) < rules.hand_value(second)) - (rules.hand_value(first) > rules.hand_value(second))
        assert ours == (a > b) - (a < b), (first, second)  # pokerkit: the better low hand is greater


def test_checkpoints_of_2_7():
    value = DEUCE_TO_SEVEN.hand_value
    assert name(DEUCE_TO_SEVEN, value(parse_hand("7c 5d 4h 3s 2c"))) == "7-5 low, 7-5-4-3-2 (number one)"
    assert name(DEUCE_TO_SEVEN, value(parse_hand("8c 6d 4h 3s 2c"))) == "8-6 low, 8-6-4-3-2"
    assert short_name(DEUCE_TO_SEVEN, value(parse_hand("7c 5d 4h 3s 2c"))) == "7-5 low"
    assert name(DEUCE_TO_SEVEN, value(parse_hand("6c 5d 4h 3s 2c"))) == "Straight, Six-high"
    assert value(parse_hand("Ac 2d 3h 4s 5c")) == (0, (14, 5, 4, 3, 2))  # ace-high, not a straight
    assert name(DEUCE_TO_SEVEN, value(parse_hand("Tc Jd Qh Ks Ac"))) == "Straight, Ace-high"
    assert name(DEUCE_TO_SEVEN, value(parse_hand("8h 6h 4h 3h 2h"))).startswith("Flush")
    # any low beats a pair of deuces; K-Q-J-T-8 beats 2-3-4-5-6 (a straight)
    assert value(parse_hand("Kc Qd Jh Ts 8c")) < value(parse_hand("2c 2d 3h 4s 5c"))
    assert value(parse_hand("Kc Qd Jh Ts 8c")) < value(parse_hand("6c 5d 4h 3s 2c"))
    assert value(parse_hand("2c 2d 3h 4s 5c")) < value(parse_hand("3c 3d 2h 4s 5c"))
    best = strength(DEUCE_TO_SEVEN, value(parse_hand("7c 5d 4h 3s 2c")))
    assert (best.hand_class, best.classes) == (1, 7462)
    assert strength(DEUCE_TO_SEVEN, value(parse_hand("7c 6d 4h 3s 2c"))).hand_class == 2
    assert strength(DEUCE_TO_SEVEN, value(parse_hand("8c 6d 4h 3s 2c"))).hand_class == 6  # four 7-lows (7-6-5-4-3 is a straight), 8-5-4-3-2, then this
    assert strength(DEUCE_TO_SEVEN, value(parse_hand("Ac Ad Ah As Kc"))).hand_class == 7453  # worst quads; 9 straight flushes below


def test_checkpoints_of_a_5():
    value = ACE_TO_FIVE.hand_value
    wheel = value(parse_hand("5h 4h 3h 2h Ah"))  # a straight flush in high poker: the best A-5 low
    assert name(ACE_TO_FIVE, wheel) == "5-4 low, 5-4-3-2-A (the wheel)"
    assert strength(ACE_TO_FIVE, wheel).hand_class == 1
    assert strength(ACE_TO_FIVE, value(parse_hand("6c 4d 3h 2s Ac"))).hand_class == 2
    assert strength(ACE_TO_FIVE, value(parse_hand("Ac Ad 2h 3s 4c"))).hand_class == 1288  # the best pair
    assert name(ACE_TO_FIVE, value(parse_hand("Ac Ad 2h 3s 4c"))) == "Pair of Aces, Four kicker"
    assert value(parse_hand("Kc Qd Jh Ts 9c")) < value(parse_hand("Ac Ad 2h 3s 4c"))
    assert strength(ACE_TO_FIVE, value(parse_hand("Kc Kd Kh Ks Qc"))).hand_class == 6175


@pytest.mark.parametrize(("rules", "key"), GAMES, ids=["2-7", "A-5"])
def test_class_table_counts_every_hand_once(rules, key):
    classes, frequency, weaker = class_table(rules.key)
    assert len(classes) == CLASSES[rules.key]
    assert sum(frequency.values()) == comb(52, 5)
    by_category = Counter()
    for value, count in frequency.items():
        by_category[category(value)[0]] += count
    if rules is DEUCE_TO_SEVEN:  # the high-poker counts, with the wheel an ace-high hand
        assert by_category == {"low": 1278 * 1020, "one-pair": 1098240, "two-pairs": 123552,
                               "three-of-a-kind": 54912, "straight": 9 * 1020, "flush": 1278 * 4,
                               "full-house": 3744, "four-of-a-kind": 624, "straight-flush": 36}
    else:
        assert by_category == {"low": 1287 * 1024, "one-pair": 1098240, "two-pairs": 123552,
                               "three-of-a-kind": 54912, "full-house": 3744, "four-of-a-kind": 624}


@pytest.mark.parametrize(("rules", "key"), GAMES, ids=["2-7", "A-5"])
def test_class_table_against_dealing_a_small_deck_slice(rules, key):
    """Every hand of 20 cards dealt and ranked with the test's key: the table's order agrees."""
    deck = [card for card in FULL_DECK if card.rank in (14, 2, 3, 4, 5) or card.rank in (6, 7) and card.suit in "cd"]
    values = {}
    for hand in combinations(deck[:18], 5):
        values[rules.hand_value(hand)] = key(hand)
    classes = class_table(rules.key)[0]
    by_class = sorted(values, key=classes.__getitem__)
    assert [values[v] for v in by_class] == sorted(values.values())


def test_showdown_cli_and_api():
    result = run("poker", "--game", "deuce-to-seven", "2c 3d 4h 5s 7c", "2d 3h 4s 6c 8d", "Ac Kd Qh Js 9c")
    assert result.returncode == 0, result.stderr
    assert "Player 1 wins with 7-5 low, 7-5-4-3-2 (number one)" in result.stdout
    assert "class 1 of 7,462" in result.stdout
    assert "Reason: against the best other hand, both unpaired; decided by the top card: 7 vs 8 (lower wins)" \
        in result.stdout  # three players: "both" names the winner and the best other hand
    # the wheel, five 6-lows, fifteen 7-lows, five 8-5s and 8-4s, three 8-6s below 8-6-4-3-2
    data = json.loads(run("--json", "poker", "--game", "ace-to-five", "Ac 2d 3h 4s 5c", "2h 3c 4d 6s 8h").stdout)
    assert data["winners"] == [0] and data["game"] == "ace-to-five"
    assert data["hands"][0]["name"] == "5-4 low, 5-4-3-2-A (the wheel)"
    assert data["hands"][1]["class"] == 30 and data["hands"][1]["category"] == "low"
    answer = json.loads(handle(json.dumps({"action": "poker.showdown", "params": {
        "game": "deuce-to-seven", "hands": "6c 5d 4h 3s 2c | Kd Qh Js Tc 8d"}})))
    assert answer["result"]["winners"] == [1]
    assert answer["result"]["reason"] == "K-Q low beats straight, Six-high: in 2-7 a straight counts against the hand"


def test_showdown_bad_input_names_the_hand():
    result = run("poker", "--game", "deuce-to-seven", "2c 3d 4h 5s", "2d 3h 4s 6c 8d")
    assert result.returncode == 2
    assert result.stderr.strip() == "cardlab: error: Hand 1: has 4 cards; a 2-7 lowball hand needs 5"
    result = run("poker", "--game", "ace-to-five", "2c 3d 4h 5s 7c", "2d 3h 4s 6c 8d", "--board", "9c")
    assert result.returncode == 2 and "A-5 lowball has no board" in result.stderr


def test_an_ace_topped_2_7_hand_is_ace_high_not_an_a_5_low():
    """Helper, session 19: 2-7 named As 2c 3d 4s 5h 'A-5 low, A-5-4-3-2', which reads as A-5 lowball,
    where the draw tab's table of the same hands says 'Ace-high'."""
    from cardlab.api import call

    result = call("poker.showdown", {"hands": "As 2c 3d 4s 5h | Ks Qc Jd 9s 8h", "game": "deuce-to-seven"})
    assert [hand["name"] for hand in result["hands"]] == ["Ace-high, A-5-4-3-2", "K-Q low, K-Q-J-9-8"]
    assert result["headline"] == "Player 2 wins with K-Q low, K-Q-J-9-8"
    a5 = call("poker.showdown", {"hands": "As 2c 3d 4s 6h | Ks Qc Jd 9s 8h", "game": "ace-to-five"})
    assert a5["hands"][0]["name"] == "6-4 low, 6-4-3-2-A"  # where the ace plays low, a low as before
