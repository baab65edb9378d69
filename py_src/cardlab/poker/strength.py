"""Where a five-card hand stands among all 2,598,960: its class and the share of hands it beats.

There are 7,462 distinct five-card values. Class 1 is the royal flush, class 7,462 is 7-5-4-3-2 of
mixed suits. Each class occurs a known number of times (four per flush-type class, 1,020 per
straight or high-card class, products of binomials for paired hands), so the share of hands a hand
beats is weighted by how often each weaker class occurs, not by the number of classes.

>>> from cardlab.core.cards import parse_hand
>>> from cardlab.poker.evaluator import hand_value
>>> strength(hand_value(parse_hand("As Ks Qs Js Ts"))).hand_class
1
>>> strength(hand_value(parse_hand("7c 5d 4h 3s 2c"))).hand_class
7462
>>> round(strength(hand_value(parse_hand("Ac Ad 9h 7s 2c"))).beats, 4)
0.8979
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import comb

from ..games.played import HandValue, Strength
from ..games.ranking import ranked
from .categories import value_from_ranks

TOTAL_HANDS = comb(52, 5)
CLASSES = 7462  # distinct five-card values (checked against the table by the tests)


@cache
def class_table() -> tuple[dict[HandValue, int], dict[HandValue, int], dict[HandValue, int]]:
    """(value -> class, value -> number of hands, value -> number of strictly weaker hands), counted
    over every multiset of five ranks: the suit assignments of each, the four one-suit ones of five
    different ranks being flushes."""
    frequency: Counter[HandValue] = Counter()
    for ranks in combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks).values()
        if max(counts) > 4:
            continue
        ways = 1
        for count in counts:
            ways *= comb(4, count)
        if len(counts) == 5:
            ways -= 4  # the four one-suit assignments are flushes
            frequency[value_from_ranks(ranks, flush=True)] += 4
        frequency[value_from_ranks(ranks, flush=False)] += ways
    classes, weaker = ranked(frequency, best_first=sorted(frequency, reverse=True))
    return classes, dict(frequency), weaker


def strength(value: HandValue) -> Strength:
    """Class and share beaten for a five-card hand value (see the module example)."""
    classes, frequency, weaker = class_table()
    return Strength(classes[value], len(classes), weaker[value] / TOTAL_HANDS, frequency[value] / TOTAL_HANDS)
