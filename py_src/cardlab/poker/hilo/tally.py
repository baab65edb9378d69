"""The low part of a split pot as the one equity tally counts it (rules: ``docs/rules.md``, "Split
pots"): a player's low is its low mask (smaller is better, ``NO_LOW`` when it does not qualify, see
:mod:`cardlab.poker.hilo.low`), its final class a row of the low table; the exact counter reads it
from the board's low ranks. The tally itself is :class:`cardlab.poker.equity.tally.Tally`: a split
pot is a high part and this low part.

>>> tally = Tally(2, high_low_parts())
>>> tally.add({(7000, 10, 0b11111, NO_LOW): 3, (10, 7000, 0b11111, 0b101111): 1})
>>> tally.boards, tally.scoops, tally.further()[0][1].unclaimed
(4, [3, 0], 0)
>>> tally.equity(0), tally.equity(1)
(Fraction(7, 8), Fraction(1, 8))
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from ...core.forward import Forward
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..equity.tally import BoardRanks, PartCounts, PotPart, Tally, high_part
from .low import CLASS_OF_MASK, LOW_BIT_OF_INDEX, NO_LOW, board_mask, low_table
from .qualified import EIGHT_OR_BETTER, LOW_CLASSES

LOW_RANKS = BoardRanks(LOW_BIT_OF_INDEX, board_mask, low_table)
"""The 8-or-better low read from the board's low ranks: one bit per rank, a 256-entry table per hand."""
QUALIFIER = EIGHT_OR_BETTER.top
"""The qualifier of the one low part counted here: eight or better."""


def low_part(name: str = "low", share: Fraction = Fraction(1, 2)) -> PotPart:
    """The part of a pot the best qualifying ace-to-five low of eight or better takes.

    >>> part = low_part()
    >>> part.smaller_wins, part.unqualified == NO_LOW, [LOW_CLASSES[part.rows()[NO_LOW]].key]
    (True, True, ['none'])
    """
    return _low_part(name, share)


@cache
def _low_part(name: str, share: Fraction) -> PotPart:  # one record per part, so tallies of it compare equal
    labels = tuple((row.key, row.name) for row in LOW_CLASSES)
    return PotPart(name, share, True, NO_LOW, labels, lambda: CLASS_OF_MASK, ranks=LOW_RANKS)


def high_low_parts(rules: RuleSet = HOLDEM) -> tuple[PotPart, PotPart]:
    """Half to the best high, half to the best qualifying low.

    >>> [part.name for part in high_low_parts()]
    ['high', 'low']
    """
    return high_part(rules, "high", Fraction(1, 2)), low_part()


class SplitTally(Tally):
    """A tally of a high-low pot under the names stud's equity reads (its ``empty`` and the low
    columns); everything is :class:`Tally`'s. New code makes ``Tally(players, parts)``."""

    @classmethod
    def empty(cls, players: int, rules: RuleSet = HOLDEM) -> SplitTally:
        """A high-low tally of no boards.

        >>> SplitTally.empty(3).unit
        12
        """
        return cls(players, high_low_parts(rules))

    @property
    def low(self) -> PartCounts:
        """The low part's counts.

        >>> SplitTally.empty(2).low.wins
        [0, 0]
        """
        return self.counted[1]

    no_low_boards = Forward[int]("low", "unclaimed")  # boards without a qualifying low
    low_boards = Forward[list[int]]("low", "qualified")  # per player: boards with a qualifying low
    low_wins = Forward[list[int]]("low", "wins")
    low_ties = Forward[list[int]]("low", "ties")
    low_classes = Forward[list[list[int]]]("low", "rows")  # per player: row of the low table -> boards
