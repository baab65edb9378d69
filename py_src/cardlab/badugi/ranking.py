"""Badugi's lowball ranking as one :class:`~cardlab.games.ranking.Ranking` (smaller values win).
Rules: ``docs/rules.md``.

>>> from cardlab.core.cards import parse_hand
>>> hand = RANKING.play(parse_hand("8d 6h 3s 2h"), (), None, None)
>>> hand.name, [str(card) for card in hand.played]
('3-card 8-3-2', ['8d', '3s', '2h'])
"""

from __future__ import annotations

from ..games.ranking import MadeHand, Ranking
from .evaluator import category_of, compare_reason, play_hand, value_name
from .strength import strength

RANKING = Ranking(
    key="badugi",
    low=True,
    play=play_hand,
    compare_reason=compare_reason,
    strength=strength,
    category=category_of,
    name=value_name,
    # a shared pot is a split pot, as in every poker game ("Draw" read as the action in a draw game)
    tie_headline="Split pot",
    all_tie_reason="{everyone} hands tie with {name}; the pot is split",
    made=MadeHand("badugi", "badugi", "badugis", "any badugi", "-high", "{}-high badugi"),
)
