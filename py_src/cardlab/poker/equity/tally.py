"""Who won how many boards: the exact tally both equity methods fill (rules: ``docs/rules.md``).

An **outcome** is the strength of every player's final hand on one board (see
:mod:`cardlab.poker.seven_card`); enumeration and Monte Carlo both produce ``outcome -> boards``
counts, and :meth:`Tally.add` turns them into wins, ties (by how many players share) and final
categories. Everything is an exact integer; equity is exact as a :class:`~fractions.Fraction`.

>>> tally = Tally.empty(2)
>>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one board is split
>>> tally.boards, tally.wins, tally.ties
(4, [3, 0], [1, 1])
>>> tally.equity(0), tally.equity(1)
(Fraction(7, 8), Fraction(1, 8))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from ...core.odds import mean_error
from ..deck_rules import HOLDEM, PokerRules
from ..evaluator import CATEGORIES
from ..seven_card import tables

Outcome = tuple[int, ...]  # each player's strength on one board


@dataclass
class Tally:
    """Counts of boards: won alone, shared (by number of players sharing), and final categories."""

    boards: int
    wins: list[int]
    ties: list[int]
    ties_by_size: list[dict[int, int]]  # per player: players sharing -> boards
    categories: list[list[int]]  # per player: category index -> boards
    rules: PokerRules = HOLDEM  # what a strength means (its category)

    @classmethod
    def empty(cls, players: int, rules: PokerRules = HOLDEM) -> Tally:
        """A tally of no boards for ``players`` players.

        >>> Tally.empty(3).wins
        [0, 0, 0]
        """
        return cls(0, [0] * players, [0] * players, [{} for _ in range(players)],
                   [[0] * len(CATEGORIES) for _ in range(players)], rules)

    @property
    def scoops(self) -> list[int]:
        """Boards on which each player takes the whole pot alone: a whole pot's wins.

        >>> Tally(4, [3, 0], [1, 1], [{2: 1}, {2: 1}], []).scoops
        [3, 0]
        """
        return self.wins

    def add(self, outcomes: Mapping[Outcome, int], weight: int = 1) -> None:
        """Count ``boards`` boards of each outcome (times ``weight``).

        >>> tally = Tally.empty(2)
        >>> tally.add({(3, 3): 2}, weight=5)
        >>> tally.boards, tally.ties_by_size
        (10, [{2: 10}, {2: 10}])
        """
        category_of = tables(self.rules).categories
        for outcome, boards in outcomes.items():
            boards *= weight
            if not boards:
                continue
            best = max(outcome)
            winners = sum(1 << player for player, strength in enumerate(outcome) if strength == best)
            self.count((category_of[strength] for strength in outcome), winners, boards)

    def count(self, categories: Iterable[int], winners: int, boards: int) -> None:
        """Count ``boards`` boards on which the players make ``categories`` and the players whose
        bit is set in ``winners`` share the pot (one winner: a win; several: a tie for each).

        >>> tally = Tally.empty(3)
        >>> tally.count([1, 1, 0], 0b011, 4)
        >>> tally.wins, tally.ties, tally.ties_by_size[0]
        ([0, 0, 0], [4, 4, 0], {2: 4})
        """
        self.boards += boards
        sharing = winners.bit_count()
        for player, category in enumerate(categories):
            self.categories[player][category] += boards
            if not winners >> player & 1:
                continue
            if sharing == 1:
                self.wins[player] += boards
            else:
                self.ties[player] += boards
                by_size = self.ties_by_size[player]
                by_size[sharing] = by_size.get(sharing, 0) + boards

    def merge(self, other: Tally) -> None:
        """Add another tally of the same players into this one.

        >>> first, second = Tally.empty(2), Tally.empty(2)
        >>> first.add({(9, 1): 1}); second.add({(1, 9): 2})
        >>> first.merge(second); first.wins
        [1, 2]
        """
        self.boards += other.boards
        for player in range(len(self.wins)):
            self.wins[player] += other.wins[player]
            self.ties[player] += other.ties[player]
            for sharing, boards in other.ties_by_size[player].items():
                self.ties_by_size[player][sharing] = self.ties_by_size[player].get(sharing, 0) + boards
            self.categories[player] = [a + b for a, b in zip(self.categories[player], other.categories[player])]

    def tie_share(self, player: int) -> Fraction:
        """The pots ``player`` gets from shared boards: a board shared by k players counts 1/k.

        >>> tally = Tally.empty(3)
        >>> tally.add({(9, 9, 9): 3, (9, 9, 1): 2})
        >>> tally.tie_share(0)
        Fraction(2, 1)
        """
        return sum((Fraction(boards, sharing) for sharing, boards in self.ties_by_size[player].items()),
                   Fraction(0))

    def equity(self, player: int) -> Fraction:
        """(wins + tie shares) / boards, exactly (0 when no board was counted).

        >>> tally = Tally.empty(3)
        >>> tally.add({(5, 5, 5): 1, (9, 1, 1): 2})
        >>> tally.equity(0), tally.equity(1)
        (Fraction(7, 9), Fraction(1, 9))
        """
        if not self.boards:
            return Fraction(0)
        return (self.wins[player] + self.tie_share(player)) / self.boards

    def standard_error(self, player: int) -> float | None:
        """The standard error of :meth:`equity` when the boards are independent random samples:
        each board pays the player 1, 1/k or 0. None when it does not exist: fewer than 2 samples
        (JSON has no infinity; the report says so in words).

        >>> tally = Tally.empty(2)
        >>> tally.add({(2, 1): 1, (1, 2): 1})
        >>> round(tally.standard_error(0), 4)
        0.5
        >>> Tally.empty(2).standard_error(0) is None   # no error without two trials
        True
        """
        total = self.wins[player] + self.tie_share(player)
        squares = self.wins[player] + sum(
            (Fraction(boards, sharing * sharing) for sharing, boards in self.ties_by_size[player].items()),
            Fraction(0))
        return mean_error(total, squares, self.boards)
