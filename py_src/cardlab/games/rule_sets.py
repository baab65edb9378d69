"""The rule sets the catalog's rankings play by, as data (one :class:`~cardlab.games.rule_set.RuleSet`
each): high poker on 52 cards, short deck (6+) under its two orders, 2-7 and A-5 lowball. A ranking
carries its rule set (:attr:`cardlab.games.ranking.Ranking.rules`) and a game record reaches it through
its ranking (:meth:`cardlab.games.variants.Variant.rule_set`); a rule set named after a game takes its
key from that game's record. Rules: ``docs/rules.md``.

>>> SHORTDECK.value([9, 9, 9, 14, 13], flush=False) > SHORTDECK.value([10, 9, 8, 7, 6], flush=False)
True
>>> SHORTDECK_CLASSIC.value([9, 9, 9, 14, 13], flush=False) > SHORTDECK_CLASSIC.value([10, 9, 8, 7, 6], flush=False)
False
>>> SHORTDECK.standard(SHORTDECK.value([14, 6, 7, 8, 9], flush=False))   # A-6-7-8-9: a nine-high straight
(4, (9,))
>>> SHORTDECK.deck.size, HOLDEM.low_straight, ACE_TO_FIVE.rank_order[0]
(36, (14, 5, 4, 3, 2), 1)
>>> list(HIGH_RULE_SETS), list(LOW_RULE_SETS)
(['high', 'shortdeck', 'shortdeck-classic'], ['deuce-to-seven', 'ace-to-five'])
"""

from __future__ import annotations

from .categories import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIRS,
)
from .decks import SHORT_DECK, STANDARD_DECK
from .rule_set import RuleSet
from .variants import ACE_TO_FIVE_GAME, DEUCE_TO_SEVEN_GAME, SHORTDECK_CLASSIC_GAME, SHORTDECK_GAME

HOLDEM = RuleSet("high", "Standard", STANDARD_DECK, rules_id="standard",
                 preflop_order=(".preflop_order", "ORDER"))
"""High poker on 52 cards (Hold'em, Omaha, stud, five-card...)."""
SHORTDECK = RuleSet(
    SHORTDECK_GAME.evaluator, "Short deck", SHORT_DECK,
    (HIGH_CARD, ONE_PAIR, TWO_PAIRS, STRAIGHT, THREE_OF_A_KIND, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND, STRAIGHT_FLUSH),
    where=" in short deck", rules_id=SHORTDECK_GAME.key, preflop_order=(".preflop_order_shortdeck", "ORDER_SHORTDECK"),
)
"""Six-plus (Triton) rules: three of a kind beats a straight, a flush beats a full house."""
SHORTDECK_CLASSIC = RuleSet(
    SHORTDECK_CLASSIC_GAME.evaluator, "Short deck, classic", SHORT_DECK,
    (HIGH_CARD, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND, STRAIGHT_FLUSH),
    where=" in short deck", rules_id=SHORTDECK_CLASSIC_GAME.key,
    preflop_order=(".preflop_order_shortdeck", "ORDER_SHORTDECK_CLASSIC"),
)
"""The older short-deck rules (also pokerkit's): a straight beats three of a kind, a flush beats a full house."""
DEUCE_TO_SEVEN = RuleSet(DEUCE_TO_SEVEN_GAME.evaluator, "2-7 lowball", STANDARD_DECK, ace="high",
                         nickname=((7, 5, 4, 3, 2), "number one"), classes=7462)
"""2-7 lowball: the ace is high only; straights and flushes count against the hand."""
ACE_TO_FIVE = RuleSet(ACE_TO_FIVE_GAME.evaluator, "A-5 lowball", STANDARD_DECK, ace="low", straights_and_flushes=False,
                      nickname=((5, 4, 3, 2, 1), "the wheel"), classes=6175)
"""A-5 lowball: the ace is low (rank 1); straights and flushes do not exist."""

HIGH_RULE_SETS: dict[str, RuleSet] = {rules.key: rules for rules in (HOLDEM, SHORTDECK, SHORTDECK_CLASSIC)}
"""High poker's rule sets by ranking key (the category counts rank by one of them)."""
LOW_RULE_SETS: dict[str, RuleSet] = {rules.key: rules for rules in (DEUCE_TO_SEVEN, ACE_TO_FIVE)}
"""Lowball's rule sets by ranking key (the lowball draw games are played by one of them)."""
