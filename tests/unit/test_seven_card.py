"""The seven-card (and Omaha 2 + 3) table evaluator against brute force.

The reference is written here: Norvig's hand ranking of five cards, and the best of every five-card
choice (21 of 7 cards; 60 two-plus-three choices in Omaha). Exhaustive over every 7-card rank
pattern and every suit mask of 5 to 7 cards; random hands of 5, 6 and 7 cards against the
reference and against the plain five-card evaluator's best_five.
"""

import random
from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement

import pytest

from cardlab.core.cards import FULL_DECK, Card, parse_hand
from cardlab.poker.evaluator import best_five
from cardlab.poker.seven_card import (
    NO_FLUSH,
    category_key,
    encode,
    holdem_strength,
    played_strength,
    seven_card_evaluator,
    tables,
    value_of_strength,
)

SUITS = "cdhs"


def rank_five(ranks, flush):
    """Norvig's ranking of five cards, as (category, deciding ranks) with the categories
    0 = high card ... 8 = straight flush and the wheel's ace low."""
    groups = sorted(((count, rank) for rank, count in Counter(ranks).items()), reverse=True)
    counts = tuple(count for count, _ in groups)
    ordered = tuple(rank for _, rank in groups)
    if ordered == (14, 5, 4, 3, 2):
        ordered = (5, 4, 3, 2, 1)
    straight = len(ordered) == 5 and ordered[0] - ordered[4] == 4
    if straight and flush:
        return 8, ordered[:1]
    if counts == (4, 1):
        return 7, ordered
    if counts == (3, 2):
        return 6, ordered
    if flush:
        return 5, ordered
    if straight:
        return 4, ordered[:1]
    if counts == (3, 1, 1):
        return 3, ordered
    if counts == (2, 2, 1):
        return 2, ordered
    if counts == (2, 1, 1, 1):
        return 1, ordered
    return 0, ordered


def reference_value(cards):
    """The best five of 5-7 cards, every choice tried."""
    return max(rank_five([c.rank for c in five], len({c.suit for c in five}) == 1) for five in combinations(cards, 5))


def reference_omaha(hole, board):
    return max(rank_five([c.rank for c in pair + three], len({c.suit for c in pair + three}) == 1)
               for pair in combinations(hole, 2) for three in combinations(board, 3))


def test_strengths_follow_the_order_of_every_five_card_value():
    values = tables().values
    assert len(values) == 7462
    everything = set()
    for ranks in combinations_with_replacement(range(2, 15), 5):
        if max(Counter(ranks).values()) <= 4:
            everything.add(rank_five(ranks, False))
        if len(set(ranks)) == 5:
            everything.add(rank_five(ranks, True))
    assert list(values) == sorted(everything)
    assert value_of_strength(0) == (0, (7, 5, 4, 3, 2)) and value_of_strength(7461) == (8, (14,))
    assert category_key(7461) == "straight-flush" and category_key(0) == "high-card"


def test_every_seven_card_rank_pattern_without_a_flush():
    evaluate = seven_card_evaluator()
    plain = cache(lambda five: rank_five(five, False))
    checked = 0
    for ranks in combinations_with_replacement(range(2, 15), 7):
        if max(Counter(ranks).values()) > 4:
            continue
        cards = [Card(rank, SUITS[index % 4]) for index, rank in enumerate(ranks)]  # at most 2 per suit
        best = max(map(plain, set(combinations(ranks, 5))))
        assert value_of_strength(evaluate(encode(cards))) == best, cards
        checked += 1
    assert checked == 49205


def test_every_suit_mask_of_five_to_seven_cards():
    evaluate = seven_card_evaluator()
    checked = 0
    for size in (5, 6, 7):
        for ranks in combinations(range(2, 15), size):
            cards = [Card(rank, "h") for rank in ranks]
            expected = max(rank_five(five, True) for five in combinations(ranks, 5))
            assert value_of_strength(evaluate(encode(cards))) == expected, ranks
            checked += 1
    assert checked == 1287 + 1716 + 1716
    assert sum(strength != NO_FLUSH for strength in tables().flush) == checked


@pytest.mark.parametrize("size", [5, 6, 7])
def test_random_hands_against_brute_force_and_best_five(size):
    rng = random.Random(1200 + size)
    evaluate = seven_card_evaluator()
    for _ in range(3000):
        cards = rng.sample(FULL_DECK, size)
        strength = evaluate(encode(cards))
        assert value_of_strength(strength) == reference_value(cards) == best_five(cards)[0]
        assert holdem_strength(cards) == strength


def test_random_flush_heavy_hands():
    rng = random.Random(77)
    evaluate = seven_card_evaluator()
    hearts_and_one = [card for card in FULL_DECK if card.suit in "hs"]
    for _ in range(3000):
        cards = rng.sample(hearts_and_one, 7)
        assert value_of_strength(evaluate(encode(cards))) == reference_value(cards)


def test_strength_order_matches_value_order_on_random_pairs():
    rng = random.Random(5)
    evaluate = seven_card_evaluator()
    for _ in range(3000):
        a, b = rng.sample(FULL_DECK, 7), rng.sample(FULL_DECK, 7)
        sa, sb = evaluate(encode(a)), evaluate(encode(b))
        va, vb = reference_value(a), reference_value(b)
        assert (sa > sb) == (va > vb) and (sa == sb) == (va == vb)


def test_omaha_two_plus_three_against_brute_force():
    rng = random.Random(9)
    for _ in range(1500):
        cards = rng.sample(FULL_DECK, 9)
        hole, board = cards[:4], cards[4:]
        assert value_of_strength(played_strength(hole, board, (2, 3))) == reference_omaha(hole, board)


def test_omaha_must_play_two_and_three():
    # The board's straight flush and quads are not the player's: exactly three board cards play.
    assert value_of_strength(played_strength(parse_hand("Ah 2c 3d 4s"), parse_hand("Kh Qh Jh Th 9h"), (2, 3))) == \
        (0, (14, 13, 12, 11, 4))
    assert value_of_strength(played_strength(parse_hand("Ah Kh 2c 2d"), parse_hand("9h 7h 5h 5c 5s"), (2, 3)))[0] == 6


def test_tables_are_built_once_and_timed():
    first = tables()
    assert tables() is first
    assert 0 < first.seconds < 10
    assert len(first.plain) == 6175 + 18395 + 49205
