"""The low half of a split pot as a *qualified view* of A-5 lowball: the one ace-to-five ranking
(:data:`cardlab.games.rule_sets.ACE_TO_FIVE`: the ace low, straights and flushes ignored) plus a
qualifier rule: a hand takes part only with five different ranks (an A-5 low, no pair) whose top
card is at most 8. Every other hand is :data:`NONE`, worse than every low. Rank order, values, the
way a low is written and which card decides come from the lowball rules, so the two games cannot
drift apart. Rules: ``docs/rules.md``, "Split pots" and "2-7 and A-5 lowball".

A qualifying value *is* the A-5 lowball value, ``(0, ranks)`` with the ranks top card first and
the ace 1; smaller is better.

>>> from cardlab.core.cards import parse_hand
>>> EIGHT_OR_BETTER.value(parse_hand("8c 6d 4h 2s Ac")), EIGHT_OR_BETTER.value(parse_hand("9c 6d 4h 2s Ac"))
((0, (8, 6, 4, 2, 1)), (1, ()))
>>> EIGHT_OR_BETTER.name((0, (8, 6, 4, 2, 1))), EIGHT_OR_BETTER.name(NONE)
('8-6-4-2-A', 'no qualifying low')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from typing import Literal, NamedTuple, cast

from ...core.cards import Card
from ...games.played import HandValue
from ...games.rule_set import RuleSet
from ...games.rule_sets import ACE_TO_FIVE
from ...lowball.evaluator import CATEGORY_TABLE, LOW, deciding, rank_text, spelled, top_card_class

NONE: HandValue = (1, ())
"""The value of a hand without a qualifying low (worse than every low)."""

LowClassKey = Literal["wheel", "6-low", "7-low", "8-low", "none"]


class LowClass(NamedTuple):
    """One row of the low table: the key, the name a user reads."""

    key: LowClassKey
    name: str


# Best to worst; a low's class is decided by its top card (the wheel is the 5-low), named as every
# table of lows names them (razz's too).
_TOPS = range(5, 9)  # an 8-or-better low's top card
LOW_CLASSES: tuple[LowClass, ...] = (
    *(LowClass(*cast(tuple[LowClassKey, str], top_card_class(top))) for top in _TOPS),
    LowClass("none", "No qualifying low"),
)
NONE_CLASS = len(LOW_CLASSES) - 1
_CLASS_OF_TOP = {top: row for row, top in enumerate(_TOPS)}  # the top card of a low -> its row in LOW_CLASSES


@dataclass(frozen=True)
class QualifiedLow:
    """A lowball ranking seen through a qualifier: only unpaired hands (``rules``'s lows) with a
    top card of at most ``top`` count, each with its lowball value; the rest are :data:`NONE`."""

    rules: RuleSet
    top: int

    def qualifies(self, value: HandValue, qualifier: int | None = None) -> bool:
        """Whether a lowball value is a low whose top card is at most ``qualifier`` (this view's
        ``top`` when None).

        >>> EIGHT_OR_BETTER.qualifies((0, (8, 5, 4, 3, 2))), EIGHT_OR_BETTER.qualifies((0, (8, 5, 4, 3, 2)), 7)
        (True, False)
        >>> EIGHT_OR_BETTER.qualifies((1, (1, 4, 3, 2))), EIGHT_OR_BETTER.qualifies(NONE)
        (False, False)
        """
        return value[0] == LOW and value[1][0] <= (self.top if qualifier is None else qualifier)

    def may_play(self, card: Card) -> bool:
        """Whether a card can be part of a qualifying low (its rank is at most ``top``).

        >>> from cardlab.core.cards import Card
        >>> EIGHT_OR_BETTER.may_play(Card(14, "s")), EIGHT_OR_BETTER.may_play(Card(9, "s"))
        (True, False)
        """
        return self.rules.rank(card) <= self.top

    def value(self, five: Sequence[Card]) -> HandValue:
        """Five cards' low: their lowball value when it qualifies, :data:`NONE` otherwise.

        >>> from cardlab.core.cards import parse_hand
        >>> EIGHT_OR_BETTER.value(parse_hand("5h 4h 3h 2h Ah")), EIGHT_OR_BETTER.value(parse_hand("Ac Ad 2h 3s 4c"))
        ((0, (5, 4, 3, 2, 1)), (1, ()))
        """
        if not all(self.may_play(card) for card in five):
            return NONE  # a card above the qualifier: no qualifying low, whatever the lowball value
        value = self.rules.hand_value(five)
        return value if self.qualifies(value) else NONE

    @cached_property
    def ranks(self) -> tuple[int, ...]:
        """The ranks a qualifying low can hold, best first (the ace is 1).

        >>> EIGHT_OR_BETTER.ranks
        (1, 2, 3, 4, 5, 6, 7, 8)
        """
        return tuple(rank for rank in self.rules.rank_order if rank <= self.top)

    @cached_property
    def values_best_first(self) -> tuple[HandValue, ...]:
        """Every qualifying low, best first, in the lowball rules' own order.

        >>> lows = EIGHT_OR_BETTER.values_best_first
        >>> len(lows), lows[0], lows[-1]
        (56, (0, (5, 4, 3, 2, 1)), (0, (8, 7, 6, 5, 4)))
        """
        values = (self.rules.value(ranks, False) for ranks in combinations(self.ranks, 5))
        return tuple(sorted(value for value in values if self.qualifies(value)))

    def name(self, value: HandValue) -> str:
        """A low as players write it, top card first: ``8-6-4-2-A`` (the lowball name's ranks).

        >>> EIGHT_OR_BETTER.name((0, (5, 4, 3, 2, 1)))
        '5-4-3-2-A'
        """
        return spelled(value[1]) if self.qualifies(value) else "no qualifying low"

    def low_class(self, value: HandValue) -> int:
        """A value's row in :data:`LOW_CLASSES`, by its top card (the last row for no low).

        >>> [LOW_CLASSES[EIGHT_OR_BETTER.low_class(value)].key for value in ((0, (6, 4, 3, 2, 1)), NONE)]
        ['6-low', 'none']
        """
        return _CLASS_OF_TOP[value[1][0]] if self.qualifies(value) else NONE_CLASS

    def reason(self, winner: HandValue, loser: HandValue) -> str:
        """Why one low beats another, in one phrase (the deciding card as the lowball rules find it).

        >>> EIGHT_OR_BETTER.reason((0, (8, 5, 4, 2, 1)), (0, (8, 6, 4, 2, 1)))
        '8-5-4-2-A beats 8-6-4-2-A: decided by the second card, 5 vs 6'
        >>> EIGHT_OR_BETTER.reason((0, (5, 4, 3, 2, 1)), NONE)
        '5-4-3-2-A qualifies; no other hand has a low of 8 or better'
        """
        if not self.qualifies(loser):
            return f"{self.name(winner)} qualifies; no other hand has a low of {self.top} or better"
        decided = deciding(winner, loser)
        if decided is None:
            return f"both {self.name(winner)}: a tie"
        position, mine, theirs = decided
        return (f"{self.name(winner)} beats {self.name(loser)}: decided by {CATEGORY_TABLE[LOW][2][position]}, "
                f"{rank_text(mine)} vs {rank_text(theirs)}")


EIGHT_OR_BETTER = QualifiedLow(ACE_TO_FIVE, top=8)
"""The split-pot low: A-5 lowball, five different ranks, 8 or better."""
