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
    tie_headline="Draw",
    all_tie_reason="draw: {everyone} hands play {name}",
    tie_verb="draws",
    made=MadeHand("badugi", "badugi", "badugis", "any badugi", "-high", "{}-high badugi"),
)
