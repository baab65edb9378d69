"""The straights a deck's ranks make, for counting: a count asks for the deck of the ``r`` highest
ranks in four suits (:meth:`~cardlab.games.decks.Deck.of_ranks`, checked here) and reads its
straights as bitmasks of rank indices.

Ranks are numbered 0 (the deck's lowest) to r - 1 (the ace). A straight is five consecutive ranks;
the ace also plays low, below rank 0 (A-2-3-4-5 in 52 cards, A-6-7-8-9 in 36).

>>> deck = counted_deck(9)
>>> deck.size, deck.lowest_char, len(straights(deck))
(36, '6', 6)
>>> straight_sizes(deck)[5], straight_sizes(deck)[9]
(6, 1)
"""

from __future__ import annotations

from functools import cache

from ...core.cards import RANK_CHARS
from ...core.errors import InputError
from ...games.decks import Deck

SUITS = 4
MIN_RANKS = 5
MAX_RANKS = len(RANK_CHARS)
STRAIGHT_LENGTH = 5


def counted_deck(ranks: int) -> Deck:
    """The deck of ``4 x ranks`` cards a count asks for, ranks ``RANK_CHARS[-ranks:]`` (5 to 13).

    >>> counted_deck(13).size, counted_deck(9).size
    (52, 36)
    >>> counted_deck(14)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: ranks: must be from 5 to 13 (the deck's ranks run down from the ace), got 14
    """
    if not MIN_RANKS <= ranks <= MAX_RANKS:
        raise InputError(f"ranks: must be from {MIN_RANKS} to {MAX_RANKS} (the deck's ranks run "
                         f"down from the ace), got {ranks}", token=str(ranks), field="ranks")
    return Deck.of_ranks(ranks)


def ace(deck: Deck) -> int:
    """The ace's rank index (ranks count from 0, the deck's lowest).

    >>> ace(counted_deck(13)), ace(counted_deck(5))
    (12, 4)
    """
    return deck.rank_count - 1


@cache
def straights(deck: Deck) -> tuple[int, ...]:
    """Every straight as a bitmask of ranks, the ace-low one included once.

    >>> [bin(mask) for mask in straights(counted_deck(5))]
    ['0b11111']
    """
    masks = [0b11111 << low for low in range(deck.rank_count - STRAIGHT_LENGTH + 1)]
    wheel = 1 << ace(deck) | 0b1111
    return tuple(masks + ([wheel] if wheel not in masks else []))


def royal(deck: Deck) -> int:
    """The five highest ranks (an ace-high straight), as a bitmask of ranks.

    >>> bin(royal(counted_deck(13))), bin(royal(counted_deck(6)))
    ('0b1111100000000', '0b111110')
    """
    return 0b11111 << (deck.rank_count - STRAIGHT_LENGTH)


@cache
def straight_sizes(deck: Deck) -> tuple[int, ...]:
    """``sizes[k]``: how many sets of k ranks hold a straight (index 0..r).

    A run-length automaton over the ranks, lowest first, started at 1 when the ace is in the
    set (it plays below the lowest rank) and closed by the ace again above the highest.

    >>> straight_sizes(counted_deck(13))[5], straight_sizes(counted_deck(13))[13]
    (10, 1)
    """
    found = STRAIGHT_LENGTH
    count = deck.rank_count
    sizes = [0] * (count + 1)
    for held in (0, 1):
        runs: dict[int, list[int]] = {held: [0] * (count + 1)}
        runs[held][held] = 1
        for _ in range(count - 1):
            following: dict[int, list[int]] = {}
            for run, by_size in runs.items():
                for taken in (0, 1):
                    after = found if run == found else (min(run + 1, found) if taken else 0)
                    target = following.setdefault(after, [0] * (count + 1))
                    for size, ways in enumerate(by_size[:count]):
                        target[size + taken] += ways
            runs = following
        for run, by_size in runs.items():
            if run == found or (held and run == found - 1):
                sizes = [total + ways for total, ways in zip(sizes, by_size, strict=True)]
    return tuple(sizes)
