"""Every four-card hand, evaluated one by one and tallied: how often each size of badugi is the
best a hand can play, and how many distinct hand classes there are.

This runs the real evaluator on all 270,725 hands (it does not count combinatorially, unlike
:func:`cardlab.badugi.strength.class_table`), so it doubles as a check and as a speed measure
(about half a second; the example is :func:`tally_all_hands`'s).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb
from typing import TypedDict

from ..core.cards import FULL_DECK
from ..core.progress import Progress
from .evaluator import BadugiValue, badugi_value, value_name

HANDS = comb(52, 4)


class SizeRow(TypedDict):
    """Hands whose best play has ``size`` cards."""

    size: int
    hands: int
    share: float
    classes: int
    best: str
    worst: str


class HandsTally(TypedDict):
    """Every four-card hand, evaluated and tallied."""

    hands: int
    classes: int
    sizes: list[SizeRow]


def tally_all_hands(progress: Progress | None = None) -> HandsTally:
    """Evaluate all C(52, 4) hands; sizes (4 down to 1) with hand and class counts, the best and
    worst class of each size, and the number of classes overall.

    >>> report = tally_all_hands()
    >>> report["hands"], report["classes"]
    (270725, 1092)
    >>> [(row["size"], row["hands"]) for row in report["sizes"]]
    [(4, 17160), (3, 154440), (2, 96252), (1, 2873)]
    >>> report["sizes"][1]["best"], report["sizes"][1]["worst"]
    ('3-card 3-2-A', '3-card K-Q-J')
    """
    by_value: Counter[BadugiValue] = Counter()
    step = HANDS // 50
    for number, hand in enumerate(combinations(FULL_DECK, 4), start=1):
        by_value[badugi_value(hand)] += 1
        if progress and number % step == 0:
            progress(number / HANDS)
    sizes: list[SizeRow] = []
    for size in (4, 3, 2, 1):
        values = sorted(value for value in by_value if 4 - value[0] == size)
        hands = sum(by_value[value] for value in values)
        sizes.append({
            "size": size,
            "hands": hands,
            "share": hands / HANDS,
            "classes": len(values),
            "best": value_name(values[0]),
            "worst": value_name(values[-1]),
        })
    return {"hands": sum(by_value.values()), "classes": len(by_value), "sizes": sizes}
