"""2-7 and A-5 lowball as :class:`~cardlab.games.ranking.Ranking` records (smaller values win), each
carrying its catalog rule set (:mod:`cardlab.games.rule_sets`) and the words for its made hand.
Rules: ``docs/rules.md``, "2-7 and A-5 lowball".

>>> from cardlab.core.cards import parse_hand
>>> hand = DEUCE_TO_SEVEN_RANKING.play(parse_hand("2c 7d 4h 5s 3c"), (), None, None)
>>> hand.name, [str(card) for card in hand.played]
('7-5 low, 7-5-4-3-2 (number one)', ['7d', '5s', '4h', '3c', '2c'])
>>> wheel = ACE_TO_FIVE_RANKING.play(parse_hand("Ac 2d 3h 4s 5c"), (), None, None)
>>> ACE_TO_FIVE_RANKING.strength(wheel.value).hand_class
1
>>> razz = ACE_TO_FIVE_BEST_RANKING.play(parse_hand("Kc 8d 6h 4s 2c Ah 2d"), (), None, None)
>>> razz.name, [str(card) for card in razz.played]
('8-6 low, 8-6-4-2-A', ['8d', '6h', '4s', '2c', 'Ah'])
"""

from __future__ import annotations

from functools import partial
from itertools import combinations

from ..core.cards import Hand
from ..games.played import HandValue, PlayedHand, Strength
from ..games.ranking import MadeHand, Ranking
from ..games.rule_set import RuleSet
from ..games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
from .evaluator import category, compare_reason, name, name_in_sentence, order_for_display
from .strength import strength


def play_hand(rules: RuleSet, hole: Hand, board: Hand = (), hole_used: int | None = None,
              board_used: int | None = None) -> PlayedHand:
    """Five cards as they play in ``rules``'s game (lowball has no board).

    >>> from cardlab.core.cards import parse_hand
    >>> play_hand(ACE_TO_FIVE, parse_hand("Kc Kd 2h 3s 4c")).name
    'Pair of Kings, Four kicker'
    """
    if board:
        raise ValueError("lowball has no board")
    value = rules.hand_value(hole)
    return PlayedHand(tuple(hole), value, order_for_display(rules, hole, value), (), name(rules, value))


def play_best_five(rules: RuleSet, hole: Hand, board: Hand = (), hole_used: int | None = None,
                   board_used: int | None = None) -> PlayedHand:
    """The best five of any number of cards (razz: seven own cards, no board) in ``rules``'s game;
    the first of several equal fives found plays.

    >>> from cardlab.core.cards import parse_hand
    >>> hand = play_best_five(ACE_TO_FIVE, parse_hand("Kc Kd 2h 3s 4c 4d 3d"))
    >>> hand.name, [str(card) for card in hand.played]
    ('Pair of Threes, King kicker', ['3s', '3d', 'Kc', '4c', '2h'])
    """
    cards = tuple(hole) + tuple(board)
    best = min(combinations(cards, 5), key=rules.hand_value)
    value = rules.hand_value(best)
    return PlayedHand(tuple(hole), value, order_for_display(rules, best, value), (), name(rules, value))


def _ranking(rules: RuleSet, key: str | None = None, best_five: bool = False) -> Ranking:
    def rated(value: HandValue) -> Strength:
        return strength(rules, value)

    return Ranking(
        key=key or rules.key,
        rules=rules,
        low=True,
        play=partial(play_best_five if best_five else play_hand, rules),
        compare_reason=partial(compare_reason, rules),
        strength=rated,
        category=category,
        name=partial(name, rules),
        in_sentence=partial(name_in_sentence, rules),
        tie_headline="Split pot",
        all_tie_reason="{everyone} hands tie with {name}; the pot is split",
        made=MadeHand("low", "low", "lows", "any low", "-low", "{}-low", "No low (paired, straight or flush)"
                      if rules.straights_and_flushes else "No low (paired or worse)"),
    )


DEUCE_TO_SEVEN_RANKING = _ranking(DEUCE_TO_SEVEN)
ACE_TO_FIVE_RANKING = _ranking(ACE_TO_FIVE)
ACE_TO_FIVE_BEST_RANKING = _ranking(ACE_TO_FIVE, "ace-to-five-best", best_five=True)
"""A-5 lowball from more than five cards (razz: the best five of seven)."""
