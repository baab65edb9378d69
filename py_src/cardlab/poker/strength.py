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
from math import comb, prod

from ..core.first_use import made
from ..games.played import HandValue, Strength
from ..games.ranking import ranked
from ..games.rule_set import RuleSet
from ..games.rule_sets import HOLDEM

TOTAL_HANDS = comb(52, 5)
CLASSES = 7462  # distinct five-card values (checked against the table by the tests)


@cache
def class_table(rules: RuleSet = HOLDEM) -> tuple[dict[HandValue, int], dict[HandValue, int], dict[HandValue, int]]:
    """(value -> class, value -> number of hands, value -> number of strictly weaker hands) for the
    five-card hands of a rule set's deck, values as the rule set writes them.

    Every rank multiset of the deck is dealt in a product of binomials (a rank held k times:
    C(4, k) suit choices); five different ranks are a flush in 4 of their 4^5 suit choices.

    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> classes, frequency, weaker = class_table(SHORTDECK)
    >>> len(classes), sum(frequency.values())
    (1404, 376992)
    """
    made(f"poker classes {rules.rules_id}")
    frequency: Counter[HandValue] = Counter()
    for ranks in combinations_with_replacement(rules.ranks, 5):
        counts = Counter(ranks).values()
        if max(counts) > 4:
            continue
        ways = prod(comb(4, count) for count in counts)
        if len(counts) == 5:
            ways -= 4  # the four one-suit assignments are flushes
            frequency[rules.value(ranks, flush=True)] += 4
        frequency[rules.value(ranks, flush=False)] += ways
    classes, weaker = ranked(frequency, best_first=sorted(frequency, reverse=True))
    return classes, dict(frequency), weaker


def strength(value: HandValue, rules: RuleSet = HOLDEM) -> Strength:
    """Class and share beaten for a five-card hand value of a rule set (see the module example).

    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> royal = SHORTDECK.value([14, 13, 12, 11, 10], flush=True)
    >>> strength(royal, SHORTDECK).hand_class, strength(SHORTDECK.value([10, 9, 8, 7, 6], True), SHORTDECK).classes
    (1, 1404)
    """
    classes, frequency, weaker = class_table(rules)
    total = comb(rules.deck.size, 5)
    return Strength(classes[value], len(classes), weaker[value] / total, frequency[value] / total)
