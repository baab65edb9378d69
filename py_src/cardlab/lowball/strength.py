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
from bisect import bisect_left
from collections import Counter
from functools import cache
from itertools import accumulate, combinations_with_replacement
from math import comb, prod

from ..core.first_use import made
from ..games.played import HandValue, Strength
from ..games.ranking import ranked
from ..games.rule_set import RuleSet
from ..games.rule_sets import LOW_RULE_SETS

TOTAL_HANDS = comb(52, 5)
CLASSES = {key: rules.classes for key, rules in LOW_RULE_SETS.items()}  # distinct values, from each game's rules


_PACKED: dict[str, tuple[array[int], array[int]]] = {}  # game -> (values as integers, hands), best first
Index = tuple["array[int]", "array[int]", "array[int]"]  # values as integers best first, their hands, hands worse


def _packed_value(value: HandValue) -> int:
    """A value as one integer, in the values' own order (best first = smallest): the category, then
    up to five ranks (1-14) four bits each, zeros for the missing ones (a shorter rank list sorts first).

    >>> _packed_value((0, (7, 5, 4, 3, 2))) < _packed_value((0, (7, 6, 4, 3, 2))) < _packed_value((1, (2,)))
    True
    """
    category, ranks = value
    packed = category
    for index in range(5):
        packed = packed << 4 | (ranks[index] if index < len(ranks) else 0)
    return packed


def pack_class_tables() -> int:
    """Build every game's class table and keep it only as compact arrays, values best first, which
    :func:`strength` searches (a bisection: nothing to unpack, where unpacking the tables took 20-60
    ms of the page's first lowball draw). The page's snapshot does this (``cardlab.snapshot``): as
    dicts the two tables cost 1 MB of every visitor's compressed download. Returns how many games
    it packed.

    >>> pack_class_tables(), strength(LOW_RULE_SETS["deuce-to-seven"], (0, (7, 5, 4, 3, 2))).hand_class
    (2, 1)
    """
    for key in LOW_RULE_SETS:
        _PACKED[key] = _index(key)[:2]
    class_table.cache_clear()
    _index.cache_clear()
    return len(_PACKED)


@cache
def _index(key: str) -> Index:
    """One game's values (packed, best first), each one's number of hands and of hands strictly
    worse: from the packed arrays when the snapshot holds them, else counted.

    >>> values, hands, worse = _index("ace-to-five")
    >>> len(values), list(values) == sorted(values), worse[0] + hands[0] == TOTAL_HANDS, worse[-1]
    (6175, True, True, 0)
    """
    if key in _PACKED:
        values, hands = _PACKED[key]
    else:
        made(f"lowball classes {key}")
        classes, frequency, _ = class_table(key)
        best_first = sorted(classes, key=classes.__getitem__)
        values = array("Q", map(_packed_value, best_first))
        hands = array("I", map(frequency.__getitem__, best_first))
    below = list(accumulate(reversed(hands), initial=0))  # C loops only: under 1 ms in the page
    below.pop()
    below.reverse()
    return values, hands, array("Q", below)


@cache
def class_table(key: str) -> tuple[dict[HandValue, int], dict[HandValue, int], dict[HandValue, int]]:
    """(value -> class, value -> number of hands, value -> number strictly worse) for one game.

    >>> classes, hands, worse = class_table("ace-to-five")
    >>> classes[(0, (5, 4, 3, 2, 1))], hands[(0, (5, 4, 3, 2, 1))], worse[(7, (13, 12))]
    (1, 1024, 0)
    """
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
    values, hands, worse = _index(rules.key)
    packed = _packed_value(value)
    place = bisect_left(values, packed)
    if place == len(values) or values[place] != packed:
        raise KeyError(value)
    return Strength(place + 1, len(values), worse[place] / TOTAL_HANDS, hands[place] / TOTAL_HANDS)
