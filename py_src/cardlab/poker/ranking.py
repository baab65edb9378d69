"""Poker's high ranking as one :class:`~cardlab.games.ranking.Ranking`: how every poker variant
(five-card, Hold'em, Omaha) values, compares and places hands. Rules: ``docs/rules.md``.

>>> from cardlab.core.cards import parse_hand
>>> hand = RANKING.play(parse_hand("Ah Ad 2c 3d 4h"), (), None, None)
>>> hand.name, RANKING.strength(hand.value).classes
('Pair of Aces, Four kicker', 7462)
"""

from __future__ import annotations

from ..games.ranking import Ranking
from ..games.rule_sets import HOLDEM
from .evaluator import category_of, compare_reason, hand_name, name_in_sentence, play_hand
from .strength import strength

RANKING = Ranking(
    key=HOLDEM.key,
    rules=HOLDEM,
    low=False,
    play=play_hand,
    compare_reason=compare_reason,
    strength=strength,
    category=category_of,
    name=hand_name,
    in_sentence=name_in_sentence,
    tie_headline="Split pot",
    all_tie_reason="{everyone} hands tie with {name}; the pot is split",
)
