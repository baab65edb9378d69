"""The one deck type: the four suits of every rank from the lowest to the ace. The games play
52 cards (from the two) or the short deck's 36 (from the six); the category counts ask for any
deck of 5 to 13 ranks (:meth:`Deck.of_ranks`). Rules: ``docs/rules.md``.

>>> STANDARD_DECK.size, SHORT_DECK.size, Deck.of_ranks(5).size
(52, 36, 20)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from math import comb
from typing import TypedDict

from ..core.cards import RANK_CHARS, SUIT_CHARS, Card
from ..core.errors import InputError


@dataclass(frozen=True)
class Deck:
    """The cards a game is played with: the four suits of every rank from ``lowest`` to the ace.

    >>> STANDARD_DECK.size, SHORT_DECK.size, str(SHORT_DECK.cards[0])
    (52, 36, '6c')
    """

    key: str
    name: str
    lowest: int
    noun: str = "deck"  # as messages say it: "5d is not in the short deck"

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card, in deck order (by rank, then suit ``c d h s``).

        >>> STANDARD_DECK.cards[:3], SHORT_DECK.cards[0], SHORT_DECK.cards[-1]
        ((Card('2c'), Card('2d'), Card('2h')), Card('6c'), Card('As'))
        """
        return tuple(Card(rank, suit) for rank in range(self.lowest, 15) for suit in SUIT_CHARS)

    @property
    def size(self) -> int:
        """How many cards the deck holds.

        >>> STANDARD_DECK.size, SHORT_DECK.size
        (52, 36)
        """
        return (15 - self.lowest) * len(SUIT_CHARS)

    @property
    def rank_count(self) -> int:
        """How many ranks the deck holds (each in four suits).

        >>> STANDARD_DECK.rank_count, SHORT_DECK.rank_count
        (13, 9)
        """
        return 15 - self.lowest

    @property
    def lowest_char(self) -> str:
        """The deck's lowest rank as written on a card.

        >>> STANDARD_DECK.lowest_char, SHORT_DECK.lowest_char
        ('2', '6')
        """
        return RANK_CHARS[-self.rank_count]

    def hands(self, size: int) -> int:
        """How many hands of ``size`` cards the deck deals.

        >>> STANDARD_DECK.hands(5), SHORT_DECK.hands(5)
        (2598960, 376992)
        """
        return comb(self.size, size)

    @classmethod
    def of_ranks(cls, ranks: int) -> Deck:
        """The deck of the ``ranks`` highest ranks (the games' own deck when it is one of theirs).

        >>> Deck.of_ranks(13) is STANDARD_DECK, Deck.of_ranks(9) is SHORT_DECK, Deck.of_ranks(5).lowest_char
        (True, True, 'T')
        """
        lowest = 15 - ranks
        known = next((deck for deck in (STANDARD_DECK, SHORT_DECK) if deck.lowest == lowest), None)
        return known or cls(f"{ranks}-ranks", f"{len(SUIT_CHARS) * ranks} cards", lowest)

    @property
    def ranks(self) -> str:
        """The deck's ranks high to low, as the range grid reads them.

        >>> SHORT_DECK.ranks, len(STANDARD_DECK.ranks)
        ('AKQJT9876', 13)
        """
        return "AKQJT98765432"[:15 - self.lowest]

    def check(self, cards: Iterable[Card], *, hand: int | None = None, field: str | None = None,
              label: str = "") -> None:
        """InputError naming the first card the deck does not hold (the short deck: a 2 to 5).

        >>> from cardlab.core.cards import parse_hand
        >>> SHORT_DECK.check(parse_hand("Ah 5d"), hand=1)
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: Hand 1: 5d is not in the short deck: its 36 cards start at 6
        """
        for card in cards:
            if card.rank < self.lowest:
                raise InputError(f"{label}{card} is not in the {self.noun}: its {self.size} cards start at "
                                 f"{self.lowest_char}",
                                 token=str(card), hand=hand, field=field)


STANDARD_DECK = Deck("standard", "52 cards", 2)
SHORT_DECK = Deck("short", "36 cards, six to ace", 6, noun="short deck")


class DeckJson(TypedDict):
    key: str
    name: str
    size: int
    lowest: int
