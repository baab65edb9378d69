"""The pair-type level of a hand: what its rank counts alone make, as a table.

Adding one rank that holds ``c`` cards moves a hand's level by :data:`AFTER`; the level of a
multiset of rank counts is the best pair-type category five of its cards make (a full house needs
three of one rank and two of another; quads beat it in every rules order).

>>> level_of_counts([3, 2, 1, 1]) == FULL_HOUSE, level_of_counts([2, 2, 2, 1]) == TWO_PAIRS
(True, True)
>>> LEVEL_KEYS[level_of_counts([3, 1, 1])]
'three-of-a-kind'
"""

from __future__ import annotations

from collections.abc import Iterable

HIGH_CARD, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, FULL_HOUSE, FOUR_OF_A_KIND = range(6)
LEVELS = range(6)
LEVEL_KEYS = ("high-card", "one-pair", "two-pairs", "three-of-a-kind", "full-house", "four-of-a-kind")

# AFTER[level][c]: the level once a rank with c cards (0..4) is added.
AFTER: tuple[tuple[int, ...], ...] = (
    (HIGH_CARD, HIGH_CARD, ONE_PAIR, THREE_OF_A_KIND, FOUR_OF_A_KIND),
    (ONE_PAIR, ONE_PAIR, TWO_PAIRS, FULL_HOUSE, FOUR_OF_A_KIND),
    (TWO_PAIRS, TWO_PAIRS, TWO_PAIRS, FULL_HOUSE, FOUR_OF_A_KIND),
    (THREE_OF_A_KIND, THREE_OF_A_KIND, FULL_HOUSE, FULL_HOUSE, FOUR_OF_A_KIND),
    (FULL_HOUSE, FULL_HOUSE, FULL_HOUSE, FULL_HOUSE, FOUR_OF_A_KIND),
    (FOUR_OF_A_KIND,) * 5,
)


def level_of_counts(counts: Iterable[int]) -> int:
    """The level of a hand whose ranks hold ``counts`` cards each.

    >>> LEVEL_KEYS[level_of_counts([2, 2, 1])], LEVEL_KEYS[level_of_counts([4, 3])], LEVEL_KEYS[level_of_counts([])]
    ('two-pairs', 'four-of-a-kind', 'high-card')
    """
    level = HIGH_CARD
    for count in counts:
        level = AFTER[level][count]
    return level
