"""The ace-to-five low of a split pot as a :class:`~cardlab.games.ranking.Ranking` (key ``a5-low``):
how the low half values, names, compares and places hands. A hand's value is ``(0, ranks)`` for a
low of five different ranks of 8 or less (top card first, the ace 1), ``(1, ())`` for none; smaller
is better. Its qualifier is 8: only a low qualifies. Rules: ``docs/rules.md``, "Split pots".

>>> from cardlab.core.cards import parse_hand
>>> hand = RANKING.play(parse_hand("Ah 2h Kc Kd"), parse_hand("3c 4d 7s Ks 9h"), 2, 3)
>>> hand.name, hand.value, RANKING.qualifies(hand.value, 8)
('7-4-3-2-A', (0, (7, 4, 3, 2, 1)), True)
>>> RANKING.strength(hand.value).hand_class, RANKING.category(hand.value)
(7, ('7-low', '7-low'))
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from math import comb

from ...core.cards import Hand
from ...games.played import HandValue, PlayedHand, Strength
from ...games.ranking import Ranking
from .low import LOW_CLASSES, NO_LOW, best_low_cards, board_mask, low_class, low_mask, low_name, low_ranks, low_reason

NONE: HandValue = (1, ())
"""The value of a hand without a qualifying low (worse than every low)."""
_SUITINGS = 4**5  # five-card hands with one given set of five ranks
_HANDS = comb(52, 5)


def value_of_mask(mask: int) -> HandValue:
    """A low mask as a ranking value.

    >>> value_of_mask(0b11111), value_of_mask(NO_LOW)
    ((0, (5, 4, 3, 2, 1)), (1, ()))
    """
    return NONE if mask >= NO_LOW else (0, low_ranks(mask))


def mask_of_value(value: HandValue) -> int:
    """A ranking value as a low mask.

    >>> bin(mask_of_value((0, (8, 6, 4, 2, 1))))
    '0b10101011'
    """
    return NO_LOW if value[0] else low_mask(value[1])


def play(hole: Hand, board: Hand, hole_used: int | None, board_used: int | None) -> PlayedHand:
    """A hand's low: exactly two own and three board cards (Omaha), or any five of all its cards.

    >>> from cardlab.core.cards import parse_hand
    >>> RANKING.play(parse_hand("Ah 2h 3c 4d"), parse_hand("5c 6d Ks Kh Qs"), 2, 3).name
    'no qualifying low'
    """
    if hole_used is not None:
        mask, cards = best_low_cards(hole, board)
    else:
        mask, cards = NO_LOW, ()
        for five in combinations(tuple(hole) + tuple(board), 5):
            found = board_mask(five)
            if found.bit_count() == 5 and found < mask:
                mask, cards = found, five
        cards = tuple(sorted(cards, key=lambda card: card.rank % 14, reverse=True))  # top card first, ace last
    return PlayedHand(tuple(hole), value_of_mask(mask), cards, (), low_name(mask))


@cache
def _masks_best_first() -> tuple[int, ...]:
    return tuple(sorted(sum(1 << rank for rank in ranks) for ranks in combinations(range(8), 5)))


def strength(value: HandValue) -> Strength:
    """Where a low stands among all 2,598,960 five-card hands: class 1 is the wheel, class 56 the
    8-7-6-5-4, class 57 no low; ``beats`` counts the hands strictly worse (each low comes in 4^5
    suitings).

    >>> round(strength((0, (5, 4, 3, 2, 1))).beats, 4), strength(NONE).hand_class
    (0.9996, 57)
    """
    masks = _masks_best_first()
    qualifying = len(masks) * _SUITINGS
    if value[0]:
        return Strength(len(masks) + 1, len(masks) + 1, 0.0, (_HANDS - qualifying) / _HANDS)
    position = masks.index(mask_of_value(value))
    worse = (len(masks) - position - 1) * _SUITINGS + _HANDS - qualifying
    return Strength(position + 1, len(masks) + 1, worse / _HANDS, _SUITINGS / _HANDS)


def category(value: HandValue) -> tuple[str, str]:
    """A low's row of the low table (wheel, 6-low, 7-low, 8-low, none).

    >>> category((0, (6, 4, 3, 2, 1))), category(NONE)
    (('6-low', '6-low'), ('none', 'No qualifying low'))
    """
    row = LOW_CLASSES[low_class(mask_of_value(value))]
    return row.key, row.name


def qualifies(value: HandValue, qualifier: int) -> bool:
    """A low qualifies when its top card is at most ``qualifier`` (8: "eight or better").

    >>> qualifies((0, (8, 5, 4, 3, 2)), 8), qualifies(NONE, 8)
    (True, False)
    """
    return not value[0] and value[1][0] <= qualifier


RANKING = Ranking(
    key="a5-low",
    low=True,
    play=play,
    compare_reason=lambda winner, loser: low_reason(mask_of_value(winner), mask_of_value(loser)),
    strength=strength,
    category=category,
    name=lambda value: low_name(mask_of_value(value)),
    tie_headline="Split low",
    all_tie_reason="{everyone} hands tie with {name}; the low is split",
    qualifies=qualifies,
)
