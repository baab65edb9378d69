"""The one rule-set type: how a five-card ranking reads the nine categories
(:mod:`cardlab.games.categories`). High poker under any category order and both lowballs are one
kind of data — the deck, how the ace plays, whether straights and flushes count, the order of the
categories — and one **value** of five cards follows from it. A game record's ranking carries its
rule set (:attr:`cardlab.games.ranking.Ranking.rules`); the catalog's rule sets are
:mod:`cardlab.games.rule_sets`. Rules: ``docs/rules.md``.

A value is a tuple compared as it stands (Norvig's ranking): ``(position of the category in this
rule set's order, deciding ranks)``. High poker takes the largest, lowball the smallest (its
ranking says which: :attr:`~cardlab.games.ranking.Ranking.low`). :meth:`RuleSet.standard` turns a
value into the usual ``(category index, deciding ranks)``, which names hands and categories.

>>> from cardlab.games.decks import SHORT_DECK, STANDARD_DECK
>>> trips_first = RuleSet("x", "x", SHORT_DECK, order=(0, 1, 2, 4, 3, 6, 5, 7, 8))
>>> trips_first.value([9, 9, 9, 14, 13], flush=False) > trips_first.value([10, 9, 8, 7, 6], flush=False)
True
>>> trips_first.standard(trips_first.value([14, 6, 7, 8, 9], flush=False))   # A-6-7-8-9: a nine-high straight
(4, (9,))
>>> deuce = RuleSet("d", "d", STANDARD_DECK, ace="high")   # 2-7: the ace is high only, A-5-4-3-2 no straight
>>> deuce.value([14, 5, 4, 3, 2], flush=False)
(0, (14, 5, 4, 3, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from ..core.cards import Card
from .categories import CATEGORIES, DISTINCT_CATEGORY, HIGH_CARD, PATTERN_CATEGORY, deciding_ranks
from .decks import Deck
from .played import HandValue

Ace = Literal["high and low", "high", "low"]
"""How the ace plays: high and, in the lowest straight, low (high poker); high only (2-7 lowball);
low only, as rank 1 (A-5 lowball)."""
STANDARD_ORDER: tuple[int, ...] = tuple(range(len(CATEGORIES)))
"""The usual order of the categories, weakest first."""


@dataclass(frozen=True, eq=False)  # one object per rule set: compared and hashed by identity
class RuleSet:
    """One rule set of a five-card ranking, as data.

    ``key`` is its ranking's key; ``title`` its name; ``deck`` the cards it is played with;
    ``order`` lists the category indices of :data:`~cardlab.games.categories.CATEGORIES` from
    weakest to strongest; ``ace`` how the ace plays; ``straights_and_flushes`` whether they count
    (A-5 lowball: no). High poker only: ``where`` is how a reason names the game when this order
    differs from the usual one (" in short deck"); ``rules_id`` the rule set's id in ``poker.count``
    reports (and old links); ``preflop_order`` the module of :mod:`cardlab.poker.ranges` that holds
    its preflop order and the order's name there (``15%`` reads it; loaded on first use). Lowball
    only: ``nickname`` the best low's ranks and what players call it, ``classes`` how many distinct
    values its five-card hands have (checked by the tests).
    """

    key: str
    title: str
    deck: Deck
    order: tuple[int, ...] = STANDARD_ORDER
    ace: Ace = "high and low"
    straights_and_flushes: bool = True
    where: str = ""
    rules_id: str = ""
    preflop_order: tuple[str, str] | None = None
    nickname: tuple[tuple[int, ...], str] | None = None
    classes: int = 0

    @property
    def lowest_rank(self) -> int:
        """The deck's smallest rank (2: 52 cards; 6: 36 cards).

        >>> from cardlab.games.decks import SHORT_DECK
        >>> RuleSet("x", "x", SHORT_DECK).lowest_rank
        6
        """
        return self.deck.lowest

    @cached_property
    def ranks(self) -> tuple[int, ...]:
        """The deck's ranks, low to high.

        >>> from cardlab.games.decks import SHORT_DECK
        >>> RuleSet("x", "x", SHORT_DECK).ranks
        (6, 7, 8, 9, 10, 11, 12, 13, 14)
        """
        return tuple(range(self.deck.lowest, 15))

    @cached_property
    def rank_order(self) -> tuple[int, ...]:
        """Every rank as this rule set numbers it (the ace 1 when it plays low only), lowest first.

        >>> from cardlab.games.decks import STANDARD_DECK
        >>> RuleSet("x", "x", STANDARD_DECK, ace="low").rank_order[:3], RuleSet("x", "x", STANDARD_DECK).rank_order[-1]
        ((1, 2, 3), 14)
        """
        return (1, *self.ranks[:-1]) if self.ace == "low" else self.ranks

    def rank(self, card: Card) -> int:
        """A card's rank in this rule set (the ace is 1 when it plays low only, else 14).

        >>> from cardlab.games.decks import STANDARD_DECK
        >>> ace = Card(14, "s")
        >>> RuleSet("x", "x", STANDARD_DECK, ace="low").rank(ace), RuleSet("x", "x", STANDARD_DECK).rank(ace)
        (1, 14)
        """
        return 1 if self.ace == "low" and card.rank == 14 else card.rank

    @cached_property
    def low_straight(self) -> tuple[int, ...]:
        """The ranks of the deck's lowest straight, the ace playing low, high to low as values order
        them (a straight only where the ace plays high and low).

        >>> from cardlab.games.decks import SHORT_DECK
        >>> RuleSet("x", "x", SHORT_DECK).low_straight
        (14, 9, 8, 7, 6)
        """
        return (14, *range(self.deck.lowest + 3, self.deck.lowest - 1, -1))

    @cached_property
    def _wheel(self) -> tuple[int, ...]:
        return self.low_straight if self.ace == "high and low" else ()

    @cached_property
    def position(self) -> tuple[int, ...]:
        """Category index -> its position in this rule set's order (0 = weakest).

        >>> from cardlab.games.categories import FLUSH, FULL_HOUSE
        >>> from cardlab.games.decks import SHORT_DECK
        >>> flush_first = RuleSet("x", "x", SHORT_DECK, order=(0, 1, 2, 3, 4, 6, 5, 7, 8))
        >>> flush_first.position[FLUSH] > flush_first.position[FULL_HOUSE]
        True
        """
        where = [0] * len(CATEGORIES)
        for place, category in enumerate(self.order):
            where[category] = place
        return tuple(where)

    def value(self, ranks: Sequence[int], flush: bool) -> HandValue:
        """The value of five cards given their ranks (this rule set's numbering: :meth:`rank`) and
        whether they share a suit.

        >>> from cardlab.games.decks import STANDARD_DECK
        >>> RuleSet("x", "x", STANDARD_DECK).value([14, 2, 3, 4, 5], flush=True)
        (8, (5,))
        >>> RuleSet("x", "x", STANDARD_DECK, ace="low", straights_and_flushes=False).value([1, 1, 5, 4, 3], True)
        (1, (1, 5, 4, 3))
        """
        counts, ordered = deciding_ranks(ranks)
        if len(ordered) < 5:
            return self.position[PATTERN_CATEGORY[counts]], ordered
        if not self.straights_and_flushes:
            return self.position[HIGH_CARD], ordered
        low = ordered == self._wheel
        straight = low or ordered[0] - ordered[4] == 4
        category = DISTINCT_CATEGORY[(straight, flush)]
        deciding = (ordered[1],) if low else ordered[:1] if straight else ordered
        return self.position[category], deciding

    def hand_value(self, cards: Sequence[Card]) -> HandValue:
        """The value of five cards.

        >>> from cardlab.core.cards import parse_hand
        >>> from cardlab.games.decks import STANDARD_DECK
        >>> ace_to_five = RuleSet("x", "x", STANDARD_DECK, ace="low", straights_and_flushes=False)
        >>> ace_to_five.hand_value(parse_hand("Kc Kd 2h 3s Ac"))
        (1, (13, 3, 2, 1))
        >>> RuleSet("x", "x", STANDARD_DECK).hand_value(parse_hand("Kc Kd 2h 3s"))
        Traceback (most recent call last):
        ...
        ValueError: a five-card value needs 5 cards, got 4
        """
        if len(cards) != 5:
            raise ValueError(f"a five-card value needs 5 cards, got {len(cards)}")
        return self.value([self.rank(card) for card in cards], len({card.suit for card in cards}) == 1)

    def standard(self, value: HandValue) -> HandValue:
        """A value of this rule set as the usual ``(category index, ranks)`` (for names).

        >>> from cardlab.games.decks import SHORT_DECK
        >>> RuleSet("x", "x", SHORT_DECK, order=(0, 1, 2, 4, 3, 6, 5, 7, 8)).standard((6, (14, 13, 9, 7, 6)))
        (5, (14, 13, 9, 7, 6))
        """
        return self.order[value[0]], value[1]

    def ruled(self, value: HandValue) -> HandValue:
        """The usual ``(category index, ranks)`` as a value of this rule set (inverse of :meth:`standard`).

        >>> from cardlab.games.decks import SHORT_DECK
        >>> RuleSet("x", "x", SHORT_DECK, order=(0, 1, 2, 4, 3, 6, 5, 7, 8)).ruled((5, (14, 13, 9, 7, 6)))
        (6, (14, 13, 9, 7, 6))
        """
        return self.position[value[0]], value[1]

    def reorders(self, stronger: int, weaker: int) -> bool:
        """True when this rule set puts category ``stronger`` above ``weaker`` against the usual order.

        >>> from cardlab.games.categories import FLUSH, FULL_HOUSE
        >>> from cardlab.games.decks import SHORT_DECK
        >>> flush_first = RuleSet("x", "x", SHORT_DECK, order=(0, 1, 2, 3, 4, 6, 5, 7, 8))
        >>> flush_first.reorders(FLUSH, FULL_HOUSE), flush_first.reorders(FULL_HOUSE, FLUSH)
        (True, False)
        """
        return self.position[stronger] > self.position[weaker] and stronger < weaker
