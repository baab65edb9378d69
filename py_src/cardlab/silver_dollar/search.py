"""Brute-force silver dollar solver: a memoised search over every position of a small strip.

It knows nothing of Nim: it only plays the rules, so it is the independent check of
:mod:`cardlab.silver_dollar.count` (the W formula) and :mod:`cardlab.silver_dollar.game` (analysis).

>>> brute_force_W(10, 2)
324
>>> mover_wins_by_search((2, 5, 7), 1), mover_wins_by_search((2, 5, 8), 1)
(False, True)
"""

from __future__ import annotations

from functools import cache
from itertools import combinations


@cache
def mover_wins_by_search(coins: tuple[int, ...], dollar: int) -> bool:
    """Coins on squares (ascending, squares from 1), the dollar's index: can the mover force a win?

    >>> mover_wins_by_search((1, 3), 0)  # the dollar is the leftmost coin: pocket it
    True
    >>> mover_wins_by_search((1, 2), 1)  # the only move pockets the coin and hands the dollar over
    False
    """
    if dollar == 0:
        return True  # pocket it
    if not mover_wins_by_search(coins[1:], dollar - 1):
        return True
    for index, square in enumerate(coins):
        lowest = coins[index - 1] + 1 if index else 1
        for target in range(lowest, square):
            if not mover_wins_by_search(coins[:index] + (target,) + coins[index + 1:], dollar):
                return True
    return False


def brute_force_W(n: int, c: int) -> int:
    """W(n, c) by playing out every configuration (fine up to n of about 14).

    >>> brute_force_W(6, 1), brute_force_W(3, 5)
    (25, 0)
    """
    return sum(
        mover_wins_by_search(coins, dollar)
        for coins in combinations(range(1, n + 1), c + 1)
        for dollar in range(c + 1)
    )
