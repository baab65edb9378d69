"""Who took how much of the pot: the exact tally of a split-pot game (rules: ``docs/rules.md``,
"Split pots").

An outcome of a split-pot game lists every player's high strength (bigger is better, see
:mod:`cardlab.poker.seven_card`) and then every player's low mask (smaller is better, ``NO_LOW``
when it does not qualify, see :mod:`cardlab.poker.hilo.low`). On each board, with a qualifying low
in the field, half the pot goes to the best high and half to the best low, each half shared by the
tied hands; with none, the best high takes it all. A player **scoops** when it takes the whole pot
alone. Shares are counted as integers in units of ``1 / unit`` of a pot, so everything stays exact.

>>> tally = SplitTally.empty(2)
>>> tally.add({(7000, 10, 0b11111, NO_LOW): 3, (10, 7000, 0b11111, 0b101111): 1})
>>> tally.boards, tally.scoops, tally.no_low_boards
(4, [3, 0], 0)
>>> tally.equity(0), tally.equity(1)
(Fraction(7, 8), Fraction(1, 8))
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from ...core.odds import mean_error
from ..categories import CATEGORIES
from ..deck_rules import HOLDEM, PokerRules
from ..equity.tally import Outcome
from ..seven_card import tables
from .low import CLASS_OF_MASK, NO_LOW
from .qualified import LOW_CLASSES


@dataclass
class SplitTally:
    """Counts of boards for a split-pot game, per player: the high half won alone or shared, the
    low half qualified for, won alone or shared, scoops, the pot share (in ``unit`` ths of a pot)
    and its square (for the standard error), final high categories and low classes."""

    unit: int
    boards: int
    no_low_boards: int
    wins: list[int]  # the high half alone
    ties: list[int]  # the high half shared
    ties_by_size: list[dict[int, int]]  # high half: players sharing -> boards
    low_boards: list[int]  # a qualifying low
    low_wins: list[int]
    low_ties: list[int]
    scoops: list[int]
    quarters: list[int]  # boards on which the player took exactly a quarter of the pot
    shares: list[int]  # sum over boards of the pot share, in 1/unit
    squares: list[int]  # sum over boards of the squared share, in 1/unit**2
    categories: list[list[int]]  # high category index -> boards
    low_classes: list[list[int]]  # LOW_CLASSES row -> boards

    @property
    def rules(self) -> PokerRules:
        """What a high strength means: Omaha's high, in the usual category order.

        >>> SplitTally.empty(2).rules.key
        'high'
        """
        return HOLDEM

    @classmethod
    def empty(cls, players: int) -> SplitTally:
        """A tally of no boards for ``players`` players.

        >>> SplitTally.empty(3).unit
        12
        """
        zeros = [0] * players
        return cls(2 * math.lcm(*range(1, players + 1)), 0, 0, zeros[:], zeros[:], [{} for _ in range(players)],
                   zeros[:], zeros[:], zeros[:], zeros[:], zeros[:], zeros[:], zeros[:],
                   [[0] * len(CATEGORIES) for _ in range(players)], [[0] * len(LOW_CLASSES) for _ in range(players)])

    @property
    def players(self) -> int:
        """How many players the tally is for.

        >>> SplitTally.empty(3).players
        3
        """
        return len(self.wins)

    def add(self, outcomes: Mapping[Outcome, int], weight: int = 1) -> None:
        """Count ``boards`` boards of each outcome (times ``weight``).

        >>> tally = SplitTally.empty(2)
        >>> tally.add({(9, 9, 0b11111, 0b11111): 2}, weight=3)   # both halves split
        >>> tally.boards, tally.ties, tally.low_ties, tally.equity(0)
        (6, [6, 6], [6, 6], Fraction(1, 2))
        """
        category_of = tables().categories
        players = self.players
        unit = self.unit
        for outcome, boards in outcomes.items():
            boards *= weight
            if not boards:
                continue
            highs, lows = outcome[:players], outcome[players:]
            best_high, best_low = max(highs), min(lows)
            high_winners = [player for player in range(players) if highs[player] == best_high]
            low_winners = [player for player in range(players) if lows[player] == best_low] \
                if best_low < NO_LOW else []
            self.boards += boards
            pot = unit if not low_winners else unit // 2
            high_part = pot // len(high_winners)
            share = [0] * players
            for player in high_winners:
                share[player] = high_part
                if len(high_winners) == 1:
                    self.wins[player] += boards
                else:
                    self.ties[player] += boards
                    by_size = self.ties_by_size[player]
                    by_size[len(high_winners)] = by_size.get(len(high_winners), 0) + boards
            if low_winners:
                low_part = unit // 2 // len(low_winners)
                for player in low_winners:
                    share[player] += low_part
                    if len(low_winners) == 1:
                        self.low_wins[player] += boards
                    else:
                        self.low_ties[player] += boards
            else:
                self.no_low_boards += boards
            for player in range(players):
                mine = share[player]
                self.shares[player] += mine * boards
                self.squares[player] += mine * mine * boards
                if mine == unit:
                    self.scoops[player] += boards
                elif 4 * mine == unit:
                    self.quarters[player] += boards
                self.categories[player][category_of[highs[player]]] += boards
                low_row = CLASS_OF_MASK[lows[player]]
                self.low_classes[player][low_row] += boards
                if lows[player] < NO_LOW:
                    self.low_boards[player] += boards

    def equity(self, player: int) -> Fraction:
        """The expected share of the pot, exactly (0 when no board was counted).

        >>> tally = SplitTally.empty(3)
        >>> tally.add({(5, 9, 9, 0b11111, 0b11111, NO_LOW): 1})   # high split two ways, low split two ways
        >>> tally.equity(0), tally.equity(1), tally.quarters
        (Fraction(1, 4), Fraction(1, 2), [1, 0, 1])
        """
        if not self.boards:
            return Fraction(0)
        return Fraction(self.shares[player], self.boards * self.unit)

    def standard_error(self, player: int) -> float | None:
        """The standard error of :meth:`equity` when the boards are independent random samples;
        None with fewer than 2 samples (it does not exist).

        >>> tally = SplitTally.empty(2)
        >>> tally.add({(2, 1, NO_LOW, NO_LOW): 1, (1, 2, NO_LOW, NO_LOW): 1})
        >>> round(tally.standard_error(0), 4)
        0.5
        """
        return mean_error(Fraction(self.shares[player], self.unit),
                          Fraction(self.squares[player], self.unit * self.unit), self.boards)

    def tie_share(self, player: int) -> Fraction:
        """The pots ``player`` gets on boards it does not scoop (halves, quarters, shares).

        >>> tally = SplitTally.empty(2)
        >>> tally.add({(9, 1, 0b11111, NO_LOW): 2, (9, 1, NO_LOW, 0b11111): 1})
        >>> tally.tie_share(0), tally.tie_share(1)
        (Fraction(1, 2), Fraction(1, 2))
        """
        return Fraction(self.shares[player], self.unit) - self.scoops[player]
