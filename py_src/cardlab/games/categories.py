"""Five-card poker categories as data and the value of five ranks: the one strength convention
every poker evaluator shares (rules: ``docs/rules.md``).

A hand's value is a plain tuple ``(category, deciding_ranks)`` in the spirit of Norvig's ranking:
the category index (0 = high card ... 8 = straight flush) first, then the ranks that decide within
the category, grouped counts-then-ranks (the pair before the kickers, trips before the pair of a
full house). Python's own tuple comparison then breaks every tie; equal tuples split the pot. The
lookup tables (:mod:`cardlab.poker.seven_card`) number these values in order: a hand's
**strength** is the value's place, 0 (seven-five high) to 7461 (a royal flush).

>>> value_from_ranks([12, 9, 12, 4, 7], flush=False)
(1, (12, 9, 7, 4))
>>> CATEGORIES[value_from_ranks([2, 3, 4, 5, 14], flush=True)[0]].name
'Straight Flush'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from .played import HandValue


class Category(NamedTuple):
    """One row of the category table: its id, display name, and what each deciding rank is."""

    key: str
    name: str
    roles: tuple[str, ...]
    short: str  # a chart label


_HIGH_ROLES = ("the top card", "the second card", "the third card", "the fourth card", "the fifth card")

# Weakest to strongest; the index is the first element of every HandValue.
CATEGORIES: tuple[Category, ...] = (
    Category("high-card", "High Card", _HIGH_ROLES, "High"),
    Category("one-pair", "One Pair", ("the pair", "the kicker", "the second kicker", "the third kicker"), "Pair"),
    Category("two-pairs", "Two Pair", ("the higher pair", "the lower pair", "the kicker"), "2 Pair"),
    Category("three-of-a-kind", "Three of a Kind", ("the three of a kind", "the kicker", "the second kicker"), "Trips"),
    Category("straight", "Straight", ("the top card",), "Straight"),
    Category("flush", "Flush", _HIGH_ROLES, "Flush"),
    Category("full-house", "Full House", ("the three of a kind", "the pair"), "Full H."),
    Category("four-of-a-kind", "Four of a Kind", ("the four of a kind", "the kicker"), "Quads"),
    Category("straight-flush", "Straight Flush", ("the top card",), "Str. Fl."),
)
(HIGH_CARD, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, FOUR_OF_A_KIND,
 STRAIGHT_FLUSH) = range(len(CATEGORIES))

# Rank-count pattern (counts sorted high to low) -> category, for hands with a repeated rank.
PATTERN_CATEGORY: dict[tuple[int, ...], int] = {
    (4, 1): FOUR_OF_A_KIND,
    (3, 2): FULL_HOUSE,
    (3, 1, 1): THREE_OF_A_KIND,
    (2, 2, 1): TWO_PAIRS,
    (2, 1, 1, 1): ONE_PAIR,
}
# Five different ranks: (is straight, is flush) -> category.
DISTINCT_CATEGORY: dict[tuple[bool, bool], int] = {
    (False, False): HIGH_CARD,
    (True, False): STRAIGHT,
    (False, True): FLUSH,
    (True, True): STRAIGHT_FLUSH,
}


def deciding_ranks(ranks: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Group five ranks counts-then-ranks: (counts, distinct ranks in deciding order).

    >>> deciding_ranks([12, 9, 12, 4, 7])
    ((2, 1, 1, 1), (12, 9, 7, 4))
    """
    groups = sorted(Counter(ranks).items(), key=lambda item: (item[1], item[0]), reverse=True)
    counts = tuple(count for _, count in groups)
    return counts, tuple(rank for rank, _ in groups)


def value_from_ranks(ranks: Sequence[int], flush: bool) -> HandValue:
    """The value of five cards given their ranks (2..14) and whether they share one suit.

    >>> value_from_ranks([14, 13, 12, 11, 10], True)
    (8, (14,))
    >>> value_from_ranks([2, 3, 4, 5, 14], False)
    (4, (5,))
    """
    counts, ordered = deciding_ranks(ranks)
    if len(ordered) < 5:
        return PATTERN_CATEGORY[counts], ordered
    if ordered == (14, 5, 4, 3, 2):
        ordered = (5, 4, 3, 2, 1)  # the wheel: the ace plays low
    straight = ordered[0] - ordered[4] == 4
    return DISTINCT_CATEGORY[(straight, flush)], (ordered[:1] if straight else ordered)
