"""Poker rule sets as data: which ranks the deck holds, which five ranks make the lowest straight,
and the order of the nine categories. Hold'em plays the 52-card deck in the usual order; short deck
(6+) Hold'em plays 36 cards, 6 to ace, where the ace also plays low in **A-6-7-8-9** and a flush
beats a full house. Its two rule sets differ on trips and straights. Rules: ``docs/rules.md``,
"Short deck (6+) Hold'em".

A rule set's **value** of five cards is a tuple compared as it stands (Norvig's ranking):
``(position of the category in this rule set's order, deciding ranks)``. :meth:`PokerRules.standard`
turns it into the usual ``(category index, deciding ranks)`` of :mod:`cardlab.poker.categories`,
which names hands and categories.

>>> SHORTDECK.value([9, 9, 9, 14, 13], flush=False) > SHORTDECK.value([10, 9, 8, 7, 6], flush=False)
True
>>> SHORTDECK_CLASSIC.value([9, 9, 9, 14, 13], flush=False) > SHORTDECK_CLASSIC.value([10, 9, 8, 7, 6], flush=False)
False
>>> SHORTDECK.standard(SHORTDECK.value([14, 6, 7, 8, 9], flush=False))   # A-6-7-8-9: a nine-high straight
(4, (9,))
>>> len(SHORTDECK.deck), HOLDEM.low_straight
(36, (14, 5, 4, 3, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ..core.cards import SUIT_CHARS, Card
from ..games.decks import SHORT_DECK, STANDARD_DECK
from ..games.played import HandValue
from ..games.rankings import ranking
from ..games.variants import SHORTDECK_CLASSIC_GAME, SHORTDECK_GAME, Variant
from .categories import (
    CATEGORIES,
    DISTINCT_CATEGORY,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    PATTERN_CATEGORY,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIRS,
    deciding_ranks,
)


@dataclass(frozen=True)
class PokerRules:
    """One rule set of high poker.

    ``lowest_rank`` is the deck's smallest rank (2: 52 cards; 6: 36 cards; from the game's
    :class:`~cardlab.games.variants.Deck`); ``name`` how messages call the deck; ``order`` lists the
    category indices of :data:`~cardlab.poker.categories.CATEGORIES` from weakest to strongest;
    ``where`` is how a reason names the game when this order differs from the usual one
    (" in short deck"); ``rules_id`` the rule set's id in ``poker.count`` reports (and old links)
    and ``title`` its name there; ``preflop_order`` the module of :mod:`cardlab.poker.ranges` that
    holds its preflop order and the order's name there (``15%`` reads it; written by
    ``tools/preflop_order.py``, loaded on first use).
    """

    key: str
    name: str
    lowest_rank: int
    order: tuple[int, ...]
    where: str = ""
    rules_id: str = ""
    title: str = ""
    preflop_order: tuple[str, str] = (".preflop_order", "ORDER")

    @cached_property
    def ranks(self) -> tuple[int, ...]:
        """The deck's ranks, low to high.

        >>> SHORTDECK.ranks
        (6, 7, 8, 9, 10, 11, 12, 13, 14)
        """
        return tuple(range(self.lowest_rank, 15))

    @cached_property
    def deck(self) -> tuple[Card, ...]:
        """Every card of the deck, rank-major (as :data:`~cardlab.core.cards.FULL_DECK`).

        >>> [str(card) for card in SHORTDECK.deck[:5]]
        ['6c', '6d', '6h', '6s', '7c']
        """
        return tuple(Card(rank, suit) for rank in self.ranks for suit in SUIT_CHARS)

    @cached_property
    def low_straight(self) -> tuple[int, ...]:
        """The ranks of the lowest straight, the ace playing low, high to low as values order them.

        >>> SHORTDECK.low_straight
        (14, 9, 8, 7, 6)
        """
        return (14, *range(self.lowest_rank + 3, self.lowest_rank - 1, -1))

    @cached_property
    def position(self) -> tuple[int, ...]:
        """Category index -> its position in this rule set's order (0 = weakest).

        >>> SHORTDECK.position[FLUSH] > SHORTDECK.position[FULL_HOUSE]
        True
        """
        where = [0] * len(CATEGORIES)
        for place, category in enumerate(self.order):
            where[category] = place
        return tuple(where)

    def value(self, ranks: Sequence[int], flush: bool) -> HandValue:
        """The value of five cards given their ranks (in this deck) and whether they share a suit.

        >>> HOLDEM.value([14, 2, 3, 4, 5], flush=True)
        (8, (5,))
        >>> SHORTDECK.value([14, 9, 8, 7, 6], flush=False), SHORTDECK.value([14, 13, 13, 6, 6], flush=False)
        ((3, (9,)), (2, (13, 6, 14)))
        """
        counts, ordered = deciding_ranks(ranks)
        if len(ordered) < 5:
            return self.position[PATTERN_CATEGORY[counts]], ordered
        low = ordered == self.low_straight
        straight = low or ordered[0] - ordered[4] == 4
        category = DISTINCT_CATEGORY[(straight, flush)]
        deciding = (ordered[1],) if low else ordered[:1] if straight else ordered
        return self.position[category], deciding

    def standard(self, value: HandValue) -> HandValue:
        """A value of this rule set as the usual ``(category index, ranks)`` (for names).

        >>> SHORTDECK.standard((6, (14, 13, 9, 7, 6)))
        (5, (14, 13, 9, 7, 6))
        """
        return self.order[value[0]], value[1]

    def ruled(self, value: HandValue) -> HandValue:
        """The usual ``(category index, ranks)`` as a value of this rule set (inverse of :meth:`standard`).

        >>> SHORTDECK.ruled((5, (14, 13, 9, 7, 6)))
        (6, (14, 13, 9, 7, 6))
        """
        return self.position[value[0]], value[1]

    def reorders(self, stronger: int, weaker: int) -> bool:
        """True when this rule set puts category ``stronger`` above ``weaker`` against the usual order.

        >>> SHORTDECK.reorders(FLUSH, FULL_HOUSE), SHORTDECK.reorders(FULL_HOUSE, FLUSH)
        (True, False)
        """
        return self.position[stronger] > self.position[weaker] and stronger < weaker


HOLDEM = PokerRules("high", STANDARD_DECK.noun, STANDARD_DECK.lowest, tuple(range(len(CATEGORIES))),
                    rules_id="standard", title="Standard")
SHORTDECK = PokerRules(
    SHORTDECK_GAME.evaluator, SHORT_DECK.noun, SHORT_DECK.lowest,
    (HIGH_CARD, ONE_PAIR, TWO_PAIRS, STRAIGHT, THREE_OF_A_KIND, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND, STRAIGHT_FLUSH),
    where=" in short deck", rules_id=SHORTDECK_GAME.key, title="Short deck",
    preflop_order=(".preflop_order_shortdeck", "ORDER_SHORTDECK"),
)
"""Six-plus (Triton) rules: three of a kind beats a straight, a flush beats a full house."""
SHORTDECK_CLASSIC = PokerRules(
    SHORTDECK_CLASSIC_GAME.evaluator, SHORT_DECK.noun, SHORT_DECK.lowest,
    (HIGH_CARD, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND, STRAIGHT_FLUSH),
    where=" in short deck", rules_id=SHORTDECK_CLASSIC_GAME.key, title="Short deck, classic",
    preflop_order=(".preflop_order_shortdeck", "ORDER_SHORTDECK_CLASSIC"),
)
"""The older short-deck rules (also pokerkit's): a straight beats three of a kind, a flush beats a full house."""

RULE_SETS: dict[str, PokerRules] = {rules.key: rules for rules in (HOLDEM, SHORTDECK, SHORTDECK_CLASSIC)}


def rules_of(game: Variant) -> PokerRules:
    """The deck and category order of a poker game (for its evaluator tables and equity): the rule
    set its ranking carries (the game record names the ranking; the record holds no poker type).

    >>> from cardlab.games.variants import variant
    >>> rules_of(variant("shortdeck")).lowest_rank, rules_of(variant("omaha")).key
    (6, 'high')
    >>> rules_of(variant("badugi"))
    Traceback (most recent call last):
    ...
    ValueError: Badugi is not ranked by poker categories
    """
    rules = ranking(game.evaluator).rules
    if not isinstance(rules, PokerRules):
        raise ValueError(f"{game.name} is not ranked by poker categories")
    return rules
