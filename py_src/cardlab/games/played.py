"""The shapes every game shares: a hand's value, the hand as it plays, and its strength.

Every ranking values a hand as the same kind of tuple, ``(category, ranks)``: plain tuple
comparison decides (Norvig's ranking); which end is better is the ranking's ``low``
(:class:`~cardlab.games.ranking.Ranking`). Rules: ``docs/rules.md``.

>>> from cardlab.core.cards import parse_hand
>>> hand = PlayedHand(parse_hand("Ah Ad"), (1, (14,)), parse_hand("Ah Ad"), (), "Pair of Aces")
>>> hand.size, [str(card) for card in hand.best]
(2, ['Ah', 'Ad'])
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card, Hand

HandValue = tuple[int, tuple[int, ...]]
"""``(category, deciding ranks)``; compare with ``<`` (which end is better: ``Ranking.low``)."""


RANK_SLOTS = 6  # the most deciding ranks a value's number holds (a badugi's 4, a poker hand's 5)


def value_number(value: HandValue) -> int:
    """``value`` as one integer in the same order: the category, then each deciding rank (0-14)
    plus one in base 16, the missing slots 0 (a prefix sorts first, as in tuples). Integers
    compare at C speed where tuples of tuples do not (sorted lists searched with bisect).

    >>> value_number((0, (13, 8, 4, 3, 2))) < value_number((1, (2, 13, 8, 4))) < value_number((1, (3,)))
    True
    >>> value_number((1, (2,))) < value_number((1, (2, 0)))
    True
    >>> value_number((0, (15,)))
    Traceback (most recent call last):
    ...
    ValueError: a rank outside 0-14 or more than 6 ranks: (0, (15,))
    """
    category, ranks = value
    if len(ranks) > RANK_SLOTS or (ranks and (min(ranks) < 0 or max(ranks) > 14)):
        raise ValueError(f"a rank outside 0-14 or more than {RANK_SLOTS} ranks: {value}")
    number = category
    for rank in ranks:
        number = number * 16 + rank + 1
    return number << 4 * (RANK_SLOTS - len(ranks))


@dataclass(frozen=True)
class DeadCard:
    """A card of the hand that does not play, and why."""

    card: Card
    reason: str


@dataclass(frozen=True)
class PlayedHand:
    """One player's hand as it plays: own cards, value, the cards that play (in reading order),
    the cards that do not (with reasons, where the game explains them) and the hand's name."""

    cards: Hand
    value: HandValue
    played: tuple[Card, ...]
    dead: tuple[DeadCard, ...]
    name: str

    @property
    def size(self) -> int:
        """How many cards play (badugi: the size of the badugi).

        >>> from cardlab.badugi.evaluator import play
        >>> from cardlab.core.cards import parse_hand
        >>> play(parse_hand("8d 6h 3s 2h")).size
        3
        """
        return len(self.played)

    @property
    def best(self) -> tuple[Card, ...]:
        """The cards that play (poker's "best five").

        >>> from cardlab.badugi.evaluator import play
        >>> from cardlab.core.cards import parse_hand
        >>> play(parse_hand("8d 6h 3s 2h")).best
        (Card('8d'), Card('3s'), Card('2h'))
        """
        return self.played


@dataclass(frozen=True)
class Strength:
    """Where a hand value stands among every hand of its size: class (1 = best) of ``classes``,
    the share of all hands strictly worse (``beats``) and the share with exactly this value."""

    hand_class: int
    classes: int
    beats: float
    ties: float
