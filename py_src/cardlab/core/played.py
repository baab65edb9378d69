"""The shapes every game shares: a hand as it plays, its strength, and how a game ranks hands.

Poker and badugi value a hand as the same kind of tuple, ``(category, ranks)``: plain tuple
comparison decides (Norvig's ranking). Poker's bigger tuple wins; badugi's smaller one does
(``Ranking.low``). Every variant of :mod:`cardlab.variants` names a ranking, and the one showdown
path (:mod:`cardlab.showdown`) works through it. Rules: ``docs/rules.md``.

>>> from cardlab.core.cards import parse_hand
>>> hand = PlayedHand(parse_hand("Ah Ad"), (1, (14,)), parse_hand("Ah Ad"), (), "Pair of Aces")
>>> hand.size, [str(card) for card in hand.best]
(2, ['Ah', 'Ad'])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .cards import Card, Hand

HandValue = tuple[int, tuple[int, ...]]
"""``(category, deciding ranks)``; compare with ``<`` (which end is better: :attr:`Ranking.low`)."""


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
        """How many cards play (badugi: the size of the badugi)."""
        return len(self.played)

    @property
    def best(self) -> tuple[Card, ...]:
        """The cards that play (poker's "best five")."""
        return self.played


@dataclass(frozen=True)
class Strength:
    """Where a hand value stands among every hand of its size: class (1 = best) of ``classes``,
    the share of all hands strictly worse (``beats``) and the share with exactly this value."""

    hand_class: int
    classes: int
    beats: float
    ties: float


@dataclass(frozen=True)
class Ranking:
    """How a family of games values and compares hands.

    ``play(hole, board, hole_used, board_used)`` makes a player's hand (``hole_used``/``board_used``
    None: any cards); ``compare_reason(winner, loser)`` says why one value beats another;
    ``strength`` places a value among all hands; ``category`` gives a value's category key and name.
    """

    key: str
    low: bool
    play: Callable[[Hand, Hand, int | None, int | None], PlayedHand]
    compare_reason: Callable[[HandValue, HandValue], str]
    strength: Callable[[HandValue], Strength]
    category: Callable[[HandValue], tuple[str, str]]
    name: Callable[[HandValue], str]
    tie_headline: str  # "Split pot" / "Draw": how a shared win is announced
    all_tie_reason: str  # with {everyone} ("both", "all 3") and {name}

    def best_of(self, values: list[HandValue]) -> HandValue:
        """The best value of ``values`` under this ranking.

        >>> poker_like = Ranking("x", False, None, None, None, None, None, "", "")  # type: ignore[arg-type]
        >>> poker_like.best_of([(1, (5,)), (3, (2,))])
        (3, (2,))
        """
        return min(values) if self.low else max(values)

    def winners(self, values: list[HandValue]) -> list[int]:
        """Indices of every value equal to the best (Norvig's ``allmax``): ties share.

        >>> badugi_like = Ranking("x", True, None, None, None, None, None, "", "")  # type: ignore[arg-type]
        >>> badugi_like.winners([(0, (4, 3, 2, 1)), (1, (3, 2, 1)), (0, (4, 3, 2, 1))])
        [0, 2]
        """
        best = self.best_of(values)
        return [index for index, value in enumerate(values) if value == best]
