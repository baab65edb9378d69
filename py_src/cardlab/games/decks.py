"""The decks games are played with: the four suits of every rank from the lowest to the ace
(52 cards from the two; the short deck's 36 from the six). Rules: ``docs/rules.md``.

>>> STANDARD_DECK.size, SHORT_DECK.size
(52, 36)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Literal, TypedDict

from ..core.cards import SUIT_CHARS, Card
from ..core.errors import InputError


@dataclass(frozen=True)
class Deck:
    """The cards a game is played with: the four suits of every rank from ``lowest`` to the ace.

    >>> STANDARD_DECK.size, SHORT_DECK.size, str(SHORT_DECK.cards[0])
    (52, 36, '6c')
    """

    key: Literal["standard", "short"]
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
                lowest = Card(self.lowest, "c").rank_char
                raise InputError(f"{label}{card} is not in the {self.noun}: its {self.size} cards start at {lowest}",
                                 token=str(card), hand=hand, field=field)


STANDARD_DECK = Deck("standard", "52 cards", 2)
SHORT_DECK = Deck("short", "36 cards, six to ace", 6, noun="short deck")


class DeckJson(TypedDict):
    key: str
    name: str
    size: int
    lowest: int
