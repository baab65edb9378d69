"""A deck of 4 suits x r ranks holding the r highest ranks, and the straights its ranks make.

Ranks are numbered 0 (the deck's lowest) to r - 1 (the ace). A straight is five consecutive ranks;
the ace also plays low, below rank 0 (A-2-3-4-5 in 52 cards, A-6-7-8-9 in 36).

>>> deck = Deck(9)
>>> deck.cards, deck.lowest, len(deck.straights)
(36, '6', 6)
>>> deck.straight_sizes[5], deck.straight_sizes[9]
(6, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from math import comb

from ...core.cards import RANK_CHARS
from ...core.errors import InputError

SUITS = 4
MIN_RANKS = 5
MAX_RANKS = len(RANK_CHARS)
STRAIGHT_LENGTH = 5


@dataclass(frozen=True)
class Deck:
    """The deck of ``4 x ranks`` cards, ranks ``RANK_CHARS[-ranks:]``."""

    ranks: int

    def __post_init__(self) -> None:
        if not MIN_RANKS <= self.ranks <= MAX_RANKS:
            raise InputError(f"ranks: must be from {MIN_RANKS} to {MAX_RANKS} (the deck's ranks run "
                             f"down from the ace), got {self.ranks}", token=str(self.ranks), field="ranks")

    @property
    def cards(self) -> int:
        """How many cards the deck holds.

        >>> Deck(13).cards, Deck(9).cards
        (52, 36)
        """
        return SUITS * self.ranks

    @property
    def lowest(self) -> str:
        """The deck's lowest rank as written on a card.

        >>> Deck(13).lowest, Deck(9).lowest
        ('2', '6')
        """
        return RANK_CHARS[-self.ranks]

    @property
    def ace(self) -> int:
        """The ace's rank index (ranks count from 0, the deck's lowest).

        >>> Deck(13).ace, Deck(5).ace
        (12, 4)
        """
        return self.ranks - 1

    @cached_property
    def straights(self) -> tuple[int, ...]:
        """Every straight as a bitmask of ranks, the ace-low one included once.

        >>> [bin(mask) for mask in Deck(5).straights]
        ['0b11111']
        """
        masks = [0b11111 << low for low in range(self.ranks - STRAIGHT_LENGTH + 1)]
        wheel = 1 << self.ace | 0b1111
        return tuple(masks + ([wheel] if wheel not in masks else []))

    @property
    def royal(self) -> int:
        """The five highest ranks (an ace-high straight), as a bitmask of ranks.

        >>> bin(Deck(13).royal), bin(Deck(6).royal)
        ('0b1111100000000', '0b111110')
        """
        return 0b11111 << (self.ranks - STRAIGHT_LENGTH)

    def hands(self, size: int) -> int:
        """How many hands of ``size`` cards the deck deals: C(4r, size).

        >>> Deck(13).hands(5), Deck(9).hands(5)
        (2598960, 376992)
        """
        return comb(self.cards, size)

    @cached_property
    def straight_sizes(self) -> tuple[int, ...]:
        """``sizes[k]``: how many sets of k ranks hold a straight (index 0..r).

        A run-length automaton over the ranks, lowest first, started at 1 when the ace is in the
        set (it plays below the lowest rank) and closed by the ace again above the highest.

        >>> Deck(13).straight_sizes[5], Deck(13).straight_sizes[13]
        (10, 1)
        """
        found = STRAIGHT_LENGTH
        sizes = [0] * (self.ranks + 1)
        for ace in (0, 1):
            runs: dict[int, list[int]] = {ace: [0] * (self.ranks + 1)}
            runs[ace][ace] = 1
            for _ in range(self.ranks - 1):
                following: dict[int, list[int]] = {}
                for run, by_size in runs.items():
                    for taken in (0, 1):
                        after = found if run == found else (min(run + 1, found) if taken else 0)
                        target = following.setdefault(after, [0] * (self.ranks + 1))
                        for size, ways in enumerate(by_size[:self.ranks]):
                            target[size + taken] += ways
                runs = following
            for run, by_size in runs.items():
                if run == found or (ace and run == found - 1):
                    sizes = [total + ways for total, ways in zip(sizes, by_size, strict=True)]
        return tuple(sizes)
