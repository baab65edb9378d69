"""Turning hand-value frequencies into classes (1 = best) and counts of strictly weaker hands.

>>> ranked({(2,): 3, (1,): 5, (0,): 2}, best_first=sorted({(2,): 3, (1,): 5, (0,): 2}, reverse=True))
({(2,): 1, (1,): 2, (0,): 3}, {(0,): 0, (1,): 2, (2,): 7})
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence


def ranked(frequency: Mapping[Hashable, int], best_first: Sequence[Hashable]) -> tuple[dict, dict]:
    """(value -> class number, value -> number of hands strictly weaker), given values best first."""
    classes = {value: number for number, value in enumerate(best_first, start=1)}
    weaker = {}
    below = 0
    for value in reversed(best_first):
        weaker[value] = below
        below += frequency[value]
    return classes, weaker
