"""Hands with no flush (no suit holds five cards), by pair level, straight or not, and size.

A DP over the four suits. After some suits, the state is the multiset of rank counts so far:
``(a0, a1, a2, a3, a4)`` ranks holding 0..4 cards. A suit that takes ``m_c`` of the ranks holding
``c`` cards moves them up to ``c + 1``, in ``prod C(a_c, m_c)`` ways, and takes at most four cards
(no flush). The end state gives the pair level, the number of ranks present and the hand size.

Whether the ranks present hold a straight depends on *which* k ranks are present, and nothing else
here does: every set of k ranks is equally likely to be the one present. So a state's count splits
into straight / no straight in the ratio ``straight_sizes[k] : C(r, k) - straight_sizes[k]``
(an exact division).

>>> counts = no_flush_counts(Deck.of_ranks(13))
>>> counts.by_level[0][1][5]   # five-card high-card straights (no flush): 10 * (4^5 - 4)
10200
>>> sum(counts.total(5)) == Deck.of_ranks(13).hands(5) - 5108 - 40
True
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from ...games.decks import Deck
from .levels import LEVELS, level_of_counts
from .straights import STRAIGHT_LENGTH, SUITS, straight_sizes

MOST_WITHOUT_FLUSH = STRAIGHT_LENGTH - 1  # cards a suit may hold without making a flush

RankCounts = tuple[int, int, int, int, int]  # ranks holding 0, 1, 2, 3, 4 cards


@dataclass(frozen=True)
class NoFlushCounts:
    """``by_level[level][straight][n]``: hands of n cards with no flush (n <= 16)."""

    by_level: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]

    def total(self, size: int) -> list[int]:
        """Per level, straight or not, the hands of ``size`` cards.

        >>> counts = no_flush_counts(Deck.of_ranks(5))   # 20 cards, ten to ace
        >>> counts.total(5), sum(counts.total(5)) == Deck.of_ranks(5).hands(5) - 4   # all but the four royal flushes
        ([1020, 7680, 4320, 1920, 480, 80], True)
        """
        return [sum(row[size] for row in level) for level in self.by_level]


def _add_suit(states: dict[RankCounts, int], ranks: int) -> dict[RankCounts, int]:
    """Every way one more suit (at most four cards) moves the rank counts: it takes ``m_c`` of the
    ``a_c`` ranks holding ``c`` cards, in ``prod C(a_c, m_c)`` ways."""
    choose = [[comb(total, taken) for taken in range(MOST_WITHOUT_FLUSH + 1)] for total in range(ranks + 1)]
    following: dict[RankCounts, int] = {}
    get = following.get
    for (a0, a1, a2, a3, a4), ways in states.items():
        for m0 in range(min(MOST_WITHOUT_FLUSH, a0) + 1):
            w0 = ways * choose[a0][m0]
            for m1 in range(min(MOST_WITHOUT_FLUSH - m0, a1) + 1):
                w1 = w0 * choose[a1][m1]
                for m2 in range(min(MOST_WITHOUT_FLUSH - m0 - m1, a2) + 1):
                    w2 = w1 * choose[a2][m2]
                    for m3 in range(min(MOST_WITHOUT_FLUSH - m0 - m1 - m2, a3) + 1):
                        after = (a0 - m0, a1 + m0 - m1, a2 + m1 - m2, a3 + m2 - m3, a4 + m3)
                        following[after] = get(after, 0) + w2 * choose[a3][m3]
    return following


def no_flush_counts(deck: Deck) -> NoFlushCounts:
    """Exact counts of flushless hands of every size (more in the module example).

    >>> counts = no_flush_counts(Deck.of_ranks(5))
    >>> counts.by_level[0][1][5], counts.by_level[0][0][5]   # high-card hands: in the 20-card deck, all straights
    (1020, 0)
    """
    states: dict[RankCounts, int] = {(deck.rank_count, 0, 0, 0, 0): 1}
    for _ in range(SUITS):
        states = _add_suit(states, deck.rank_count)
    largest = SUITS * MOST_WITHOUT_FLUSH
    table = [[[0] * (largest + 1), [0] * (largest + 1)] for _ in LEVELS]
    holding = straight_sizes(deck)
    for (a0, a1, a2, a3, a4), ways in states.items():
        present = deck.rank_count - a0
        level = level_of_counts([1] * a1 + [2] * a2 + [3] * a3 + [4] * a4)
        size = a1 + 2 * a2 + 3 * a3 + 4 * a4
        per_rank_set, remainder = divmod(ways, comb(deck.rank_count, present))
        assert remainder == 0, "every set of present ranks is equally likely"
        with_straight = per_rank_set * holding[present]
        table[level][1][size] += with_straight
        table[level][0][size] += ways - with_straight
    return NoFlushCounts(tuple((tuple(row[0]), tuple(row[1])) for row in table))
