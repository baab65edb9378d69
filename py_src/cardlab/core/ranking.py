"""Hand classes and shares: frequencies of hand values into classes (1 = best) and counts of
strictly weaker hands, and a share as people read it. Poker and badugi both use these.

>>> ranked({(2,): 3, (1,): 5, (0,): 2}, best_first=sorted({(2,): 3, (1,): 5, (0,): 2}, reverse=True))
({(2,): 1, (1,): 2, (0,): 3}, {(0,): 0, (1,): 2, (2,): 7})
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

Value = TypeVar("Value", bound=Hashable)


def ranked(frequency: Mapping[Value, int], best_first: Sequence[Value]) -> tuple[dict[Value, int], dict[Value, int]]:
    """(value -> class number, value -> number of hands strictly weaker), given values best first."""
    classes = {value: number for number, value in enumerate(best_first, start=1)}
    weaker: dict[Value, int] = {}
    below = 0
    for value in reversed(best_first):
        weaker[value] = below
        below += frequency[value]
    return classes, weaker


def describe_share(share: float) -> str:
    """A share as people read it: 'beats 87.7% of hands', never 100% unless it is exact.

    >>> describe_share(0.8775)
    '87.8%'
    >>> describe_share(0.9999984)
    '99.9998%'
    >>> describe_share(0.0)
    '0%'
    """
    if share <= 0:
        return "0%"
    digits = 1
    while digits < 8 and round(share * 100, digits) >= 100:
        digits += 1
    text = f"{share * 100:.{digits}f}"
    return text.rstrip("0").rstrip(".") + "%" if "." in text else text + "%"
