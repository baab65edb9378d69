"""Where a four-card badugi hand stands among all 270,725: its class among the 1,092 distinct
values and the share of hands it beats.

>>> strength((0, (4, 3, 2, 1))).hand_class, strength((0, (4, 3, 2, 1))).classes
(1, 1092)
>>> strength((3, (13,))).beats
0.0
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import comb, factorial, perm, prod

from ..core.cards import Card
from ..core.first_use import made
from ..games.played import Strength
from ..games.ranking import ranked
from .evaluator import BadugiValue, play

TOTAL_HANDS = comb(52, 4)
CLASSES = 1092  # distinct four-card badugi values (checked against the table by the tests)


@cache
def class_table() -> tuple[dict[BadugiValue, int], dict[BadugiValue, int], dict[BadugiValue, int]]:
    """(value -> class, value -> number of four-card hands, value -> number strictly worse).

    Counted without dealing all 270,725 hands: for each multiset of four ranks and each way of
    giving its cards suits up to relabelling, evaluate once and weight by the relabellings.

    >>> classes, frequency, weaker = class_table()
    >>> wheel = (0, (4, 3, 2, 1))
    >>> classes[wheel], frequency[wheel], weaker[wheel], sum(frequency.values())
    (1, 24, 270701, 270725)
    """
    made("badugi classes")
    frequency: Counter[BadugiValue] = Counter()
    for ranks in combinations_with_replacement(range(2, 15), 4):
        multiplicities = Counter(ranks).values()
        if max(multiplicities) > 4:
            continue
        labelled: Counter[BadugiValue] = Counter()
        for pattern in _suit_patterns(4):
            cards = tuple(Card(rank, "cdhs"[s]) for rank, s in zip(ranks, pattern))
            if len(set(cards)) == 4:
                labelled[play(cards).value] += perm(4, max(pattern) + 1)
        # Positional labellings count each hand once per ordering of its equal-rank cards.
        repeats = prod(factorial(m) for m in multiplicities)
        for value, count in labelled.items():
            frequency[value] += count // repeats
    classes, weaker = ranked(frequency, best_first=sorted(frequency))
    return classes, dict(frequency), weaker


def _suit_patterns(length: int) -> list[tuple[int, ...]]:
    """Restricted growth strings: suit labellings up to renaming suits (0 first, then 0..max+1)."""
    patterns: list[tuple[int, ...]] = [(0,)]
    for _ in range(length - 1):
        patterns = [p + (s,) for p in patterns for s in range(min(max(p) + 2, 4))]
    return patterns


def strength(value: BadugiValue) -> Strength:
    """Class (1 = 4-3-2-A), the number of classes, and the shares of all four-card hands this value
    beats and ties (more in the module example).

    >>> three_card = strength((1, (3, 2, 1)))
    >>> three_card.hand_class, f"{three_card.beats:.2%}"
    (716, '93.33%')
    """
    classes, frequency, weaker = class_table()
    return Strength(classes[value], len(classes), weaker[value] / TOTAL_HANDS, frequency[value] / TOTAL_HANDS)


