"""Where a lowball hand stands among all 2,598,960 five-card hands: its class among the distinct
values (1 = the best low) and the share of hands it beats.

Counted by rank multiset, not dealt out: a multiset of five ranks occurs prod C(4, m) times, four
of them flushes when the ranks differ (they count only in 2-7).

>>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
>>> strength(DEUCE_TO_SEVEN, (0, (7, 5, 4, 3, 2))).hand_class, strength(DEUCE_TO_SEVEN, (0, (7, 5, 4, 3, 2))).classes
(1, 7462)
>>> strength(ACE_TO_FIVE, (0, (5, 4, 3, 2, 1))).classes
6175
>>> round(strength(DEUCE_TO_SEVEN, (0, (8, 6, 4, 3, 2))).beats, 4)
0.9976
"""

from __future__ import annotations

from array import array
from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from math import comb, prod

from ..games.played import HandValue, Strength
from ..games.ranking import ranked
from ..games.rule_set import RuleSet
from ..games.rule_sets import LOW_RULE_SETS

TOTAL_HANDS = comb(52, 5)
CLASSES = {key: rules.classes for key, rules in LOW_RULE_SETS.items()}  # distinct values, from each game's rules


_PACKED: dict[str, tuple[array[int], array[int]]] = {}  # game -> (values as integers, hands), best first


def _packed_value(value: HandValue) -> int:
    category, ranks = value  # at most five ranks, each 1-14: four bits each, zeros for the missing
    packed = category
    for index in range(5):
        packed = packed << 4 | (ranks[index] if index < len(ranks) else 0)
    return packed


def _unpacked_value(packed: int) -> HandValue:
    ranks = tuple(rank for rank in (packed >> 16 & 15, packed >> 12 & 15, packed >> 8 & 15, packed >> 4 & 15,
                                    packed & 15) if rank)
    return packed >> 20, ranks


def pack_class_tables() -> int:
    """Build every game's class table and keep it only as compact arrays, the next
    :func:`class_table` unpacking them (about 20 ms in the page instead of 1-2 s). The page's
    snapshot does this (``cardlab.snapshot``): as dicts the two tables cost 1 MB of every visitor's
    compressed download. Returns how many games it packed.

    >>> classes = class_table("deuce-to-seven")[0]
    >>> pack_class_tables(), class_table("deuce-to-seven")[0] == classes
    (2, True)
    """
    for key in LOW_RULE_SETS:
        classes, frequency, _ = class_table(key)
        best_first = sorted(classes, key=classes.__getitem__)
        _PACKED[key] = (array("Q", map(_packed_value, best_first)), array("I", map(frequency.__getitem__, best_first)))
    class_table.cache_clear()
    return len(_PACKED)


@cache
def class_table(key: str) -> tuple[dict[HandValue, int], dict[HandValue, int], dict[HandValue, int]]:
    """(value -> class, value -> number of hands, value -> number strictly worse) for one game.

    >>> classes, hands, worse = class_table("ace-to-five")
    >>> classes[(0, (5, 4, 3, 2, 1))], hands[(0, (5, 4, 3, 2, 1))], worse[(7, (13, 12))]
    (1, 1024, 0)
    """
    if key in _PACKED:
        values, hands = _PACKED[key]
        best_first = list(map(_unpacked_value, values))
        unpacked = dict(zip(best_first, hands))
        numbers, worse = ranked(unpacked, best_first=best_first)
        return numbers, unpacked, worse
    rules = LOW_RULE_SETS[key]
    frequency: Counter[HandValue] = Counter()
    for ranks in combinations_with_replacement(rules.rank_order, 5):
        counts = Counter(ranks).values()
        if max(counts) > 4:
            continue
        ways = prod(comb(4, count) for count in counts)
        if len(counts) == 5:
            frequency[rules.value(ranks, True)] += 4
            ways -= 4
        frequency[rules.value(ranks, False)] += ways
    classes, weaker = ranked(frequency, best_first=sorted(frequency))
    return classes, dict(frequency), weaker


def strength(rules: RuleSet, value: HandValue) -> Strength:
    """Class, number of classes and the shares beaten and tied (see the module example).

    >>> worst = strength(LOW_RULE_SETS["ace-to-five"], (7, (13, 12)))
    >>> worst.hand_class, worst.beats
    (6175, 0.0)
    """
    classes, frequency, weaker = class_table(rules.key)
    return Strength(classes[value], len(classes), weaker[value] / TOTAL_HANDS, frequency[value] / TOTAL_HANDS)
