"""The low half of a split pot as a :class:`~cardlab.games.ranking.Ranking` (key ``a5-low``): the
qualified view of A-5 lowball (:data:`~cardlab.poker.hilo.qualified.EIGHT_OR_BETTER`) — how the low
half values, names, compares and places hands. A hand's value is its A-5 lowball value ``(0, ranks)``
for a low of five different ranks of 8 or less (top card first, the ace 1), ``(1, ())`` for none;
smaller is better. Its qualifier is 8: only a low qualifies. Rules: ``docs/rules.md``, "Split pots".

>>> from cardlab.core.cards import parse_hand
>>> hand = RANKING.play(parse_hand("Ah 2h Kc Kd"), parse_hand("3c 4d 7s Ks 9h"), 2, 3)
>>> hand.name, hand.value, RANKING.qualifies(hand.value, 8)
('7-4-3-2-A', (0, (7, 4, 3, 2, 1)), True)
>>> RANKING.strength(hand.value).hand_class, RANKING.category(hand.value)
(7, ('7-low', '7-low'))
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from math import comb

from ...core.cards import Card, Hand
from ...games.played import HandValue, PlayedHand, Strength
from ...games.ranking import Ranking
from ...lowball.evaluator import order_for_display
from .qualified import EIGHT_OR_BETTER, LOW_CLASSES, NONE

_LOW = EIGHT_OR_BETTER
_SUITINGS = 4**5  # five-card hands with one given set of five different ranks (A-5 ignores flushes)
_HANDS = comb(52, 5)


def _fives(hole: Hand, board: Hand, hole_used: int | None, board_used: int | None) -> Iterable[tuple[Card, ...]]:
    """The fives a hand may play that could hold a low: cards above the qualifier are left out first
    (in order, so the first of several equal lows found is the same)."""
    mine = tuple(card for card in hole if _LOW.may_play(card))
    shared = tuple(card for card in board if _LOW.may_play(card))
    if hole_used is None or board_used is None:
        return combinations(mine + shared, 5)
    return (own + three for own in combinations(mine, hole_used) for three in combinations(shared, board_used))


def play(hole: Hand, board: Hand, hole_used: int | None, board_used: int | None) -> PlayedHand:
    """A hand's low: exactly two own and three board cards (Omaha), or any five of all its cards;
    the best qualifying A-5 value among them, its cards top card first (the ace last).

    >>> from cardlab.core.cards import parse_hand
    >>> RANKING.play(parse_hand("Ah 2h 3c 4d"), parse_hand("5c 6d Ks Kh Qs"), 2, 3).name
    'no qualifying low'
    >>> [str(card) for card in RANKING.play(parse_hand("Ah 2c 7d Ks 4h 6c 8d"), (), None, None).played]
    ['7d', '6c', '4h', '2c', 'Ah']
    """
    best, cards = NONE, tuple[Card, ...]()
    for five in _fives(hole, board, hole_used, board_used):
        value = _LOW.value(five)
        if value < best:
            best, cards = value, five
    played = order_for_display(_LOW.rules, cards, best) if cards else ()
    return PlayedHand(tuple(hole), best, played, (), _LOW.name(best))


def strength(value: HandValue) -> Strength:
    """Where a low stands among all 2,598,960 five-card hands: class 1 is the wheel, class 56 the
    8-7-6-5-4, class 57 no low; ``beats`` counts the hands strictly worse (each low comes in 4^5
    suitings).

    >>> round(strength((0, (5, 4, 3, 2, 1))).beats, 4), strength(NONE).hand_class
    (0.9996, 57)
    """
    lows = _LOW.values_best_first
    qualifying = len(lows) * _SUITINGS
    if not _LOW.qualifies(value):
        return Strength(len(lows) + 1, len(lows) + 1, 0.0, (_HANDS - qualifying) / _HANDS)
    position = lows.index(value)
    worse = (len(lows) - position - 1) * _SUITINGS + _HANDS - qualifying
    return Strength(position + 1, len(lows) + 1, worse / _HANDS, _SUITINGS / _HANDS)


def category(value: HandValue) -> tuple[str, str]:
    """A low's row of the low table (wheel, 6-low, 7-low, 8-low, none).

    >>> category((0, (6, 4, 3, 2, 1))), category(NONE)
    (('6-low', '6-low'), ('none', 'No qualifying low'))
    """
    row = LOW_CLASSES[_LOW.low_class(value)]
    return row.key, row.name


def qualifies(value: HandValue, qualifier: int) -> bool:
    """A low qualifies when its top card is at most ``qualifier`` (8: "eight or better").

    >>> qualifies((0, (8, 5, 4, 3, 2)), 8), qualifies(NONE, 8)
    (True, False)
    """
    return _LOW.qualifies(value, qualifier)


RANKING = Ranking(
    key="a5-low",
    rules=_LOW.rules,
    low=True,
    play=play,
    compare_reason=_LOW.reason,
    strength=strength,
    category=category,
    name=_LOW.name,
    tie_headline="Split low",
    all_tie_reason="{everyone} hands tie with {name}; the low is split",
    qualifies=qualifies,
)
