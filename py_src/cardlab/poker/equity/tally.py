"""Who took how much of the pot: the one exact tally of every equity count, a whole pot or a split
one (rules: ``docs/rules.md``, "Split pots").

A pot is a list of **parts** (pokerkit's ``hand_types`` idea; :class:`PotPart`, read from the game
record's ``pot`` by :mod:`cardlab.poker.equity.pot_parts`): a high-only pot is a list of one, a
split pot a high part and a low part. An **outcome** lists every player's strength in the first
part, then every player's strength in the next part, and so on. On each board every part goes to
its best hand (bigger or smaller is better, as the part says), split evenly among ties; a part no
hand qualifies for (no qualifying low) goes to the other parts in proportion. A player **scoops**
when it takes the whole pot alone. Shares are counted as integers in units of ``1 / unit`` of a
pot, so everything stays exact; equity is exact as a :class:`~fractions.Fraction`.

>>> tally = Tally.empty(2)
>>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one board is split
>>> tally.boards, tally.wins, tally.ties
(4, [3, 0], [1, 1])
>>> tally.equity(0), tally.equity(1)
(Fraction(7, 8), Fraction(1, 8))
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from ...core.cards import Card, Hand
from ...core.forward import Forward
from ...core.odds import mean_error
from ...games.categories import CATEGORIES
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..seven_card import Play, tables

Outcome = tuple[int, ...]  # each player's strength on one board, part after part


@dataclass(frozen=True)
class BoardRanks:
    """How the exact counter reads a part decided by the board's ranks alone (the 8-or-better low):
    a bit per rank index (0: the rank plays no part), the bits of a board, and each hand's table of
    its strength by the board's bits."""

    bit_of_rank: tuple[int, ...]
    board: Callable[[Iterable[Card]], int]
    table: Callable[[Hand, Play | None], Sequence[int]]


@dataclass(frozen=True)
class PotPart:
    """One part of a pot as equity counts it: its name in the game record (``pot``, ``high``,
    ``low``), its share, whether a smaller strength wins, the strength of a hand that does not
    qualify (None: every hand does), its final classes (``labels``: each row's key and name;
    ``rows``: strength -> row, built on first use), the poker rules that give its strengths (a
    high part) or how the board's ranks give them (``ranks``: a low part)."""

    name: str
    share: Fraction
    smaller_wins: bool
    unqualified: int | None
    labels: tuple[tuple[str, str], ...]
    rows: Callable[[], Sequence[int]]
    rules: RuleSet | None = None
    ranks: BoardRanks | None = None


def high_part(rules: RuleSet = HOLDEM, name: str = "pot", share: Fraction = Fraction(1)) -> PotPart:
    """The part of the pot the best poker hand takes under ``rules`` (the whole pot by default).

    >>> part = high_part()
    >>> part.name, part.share, len(part.labels), part.rows()[-1]
    ('pot', Fraction(1, 1), 9, 8)
    """
    return _high_part(rules, name, share)


@cache
def _high_part(rules: RuleSet, name: str, share: Fraction) -> PotPart:
    labels = tuple((category.key, category.name) for category in CATEGORIES)
    return PotPart(name, share, False, None, labels, lambda: tables(rules).categories, rules=rules)


@dataclass
class PartCounts:
    """Per player, the boards of one part of the pot: with a qualifying hand, won alone, shared (and
    by how many players), and the final class; ``unclaimed``: boards no hand qualified for."""

    qualified: list[int]
    wins: list[int]
    ties: list[int]
    ties_by_size: list[dict[int, int]]  # players sharing -> boards
    rows: list[list[int]]  # class row -> boards
    unclaimed: int = 0

    @classmethod
    def empty(cls, players: int, rows: int) -> PartCounts:
        """No boards yet.

        >>> PartCounts.empty(2, 9).wins
        [0, 0]
        """
        return cls([0] * players, [0] * players, [0] * players, [{} for _ in range(players)],
                    [[0] * rows for _ in range(players)])

    def won(self, player: int, sharing: int, boards: int) -> None:
        """Count ``boards`` boards on which ``player`` takes this part: alone (``sharing`` 1, a win)
        or with others (a tie, counted by how many share).

        >>> counts = PartCounts.empty(2, 9)
        >>> counts.won(0, 1, 3); counts.won(1, 2, 1)
        >>> counts.wins, counts.ties, counts.ties_by_size
        ([3, 0], [0, 1], [{}, {2: 1}])
        """
        if sharing == 1:
            self.wins[player] += boards
        else:
            self.ties[player] += boards
            by_size = self.ties_by_size[player]
            by_size[sharing] = by_size.get(sharing, 0) + boards

    def merge(self, other: PartCounts) -> None:
        """Add another part's counts (same players) into these.

        >>> first, second = PartCounts.empty(1, 2), PartCounts.empty(1, 2)
        >>> second.wins[0], second.unclaimed = 2, 1
        >>> first.merge(second); first.wins, first.unclaimed
        ([2], 1)
        """
        self.unclaimed += other.unclaimed
        for player in range(len(self.wins)):
            self.qualified[player] += other.qualified[player]
            self.wins[player] += other.wins[player]
            self.ties[player] += other.ties[player]
            for sharing, boards in other.ties_by_size[player].items():
                self.ties_by_size[player][sharing] = self.ties_by_size[player].get(sharing, 0) + boards
            self.rows[player] = [a + b for a, b in zip(self.rows[player], other.rows[player])]


@cache
def _units(players: int, shares: tuple[Fraction, ...]) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """The unit of a pot (``1 / unit`` of it is one step, so every part shared among any number of
    players is a whole number of steps) and, per set of claimed parts (bits), each part's steps."""
    whole = [sum((share for index, share in enumerate(shares) if claimed >> index & 1), Fraction(0))
             for claimed in range(1 << len(shares))]
    parts = [[share / whole[claimed] if claimed >> index & 1 else Fraction(0) for index, share in enumerate(shares)]
             for claimed in range(1, 1 << len(shares))]
    unit = math.lcm(*range(1, players + 1)) * math.lcm(*(part.denominator for row in parts for part in row))
    return unit, ((0,) * len(shares), *(tuple(int(part * unit) for part in row) for row in parts))


class Tally:
    """Counts of boards for a pot of ``parts``, per player: each part won alone or shared, its final
    classes, the pot share taken (``paid``: steps of ``1 / unit`` of a pot -> boards), scoops.
    ``wins``, ``ties``, ``ties_by_size`` and ``categories`` are the first part's (the high)."""

    def __init__(self, players: int, parts: Sequence[PotPart] = (high_part(),)) -> None:
        self.parts = tuple(parts)
        self.boards = 0
        self.counted = [PartCounts.empty(players, len(part.labels)) for part in self.parts]
        self.paid: list[dict[int, int]] = [{} for _ in range(players)]
        self.unit, self._steps = _units(players, tuple(part.share for part in self.parts))
        self._unqualified_rows = tuple(None if part.unqualified is None else part.rows()[part.unqualified]
                                       for part in self.parts)  # the final class of a hand that does not qualify

    def __eq__(self, other: object) -> bool:
        """Two tallies are equal when they count the same pot alike.

        >>> first, second = Tally.empty(2), Tally.empty(2)
        >>> first.add({(9, 1): 2}); second.add({(9, 1): 1}, weight=2)
        >>> first == second, first == Tally.empty(2)
        (True, False)
        """
        if not isinstance(other, Tally):
            return NotImplemented
        return (self.parts, self.boards, self.counted) == (other.parts, other.boards, other.counted) and all(
            self._pay(player) == other._pay(player) for player in range(self.players))

    __hash__ = None  # type: ignore[assignment]  # counts change: not a key

    @classmethod
    def empty(cls, players: int, rules: RuleSet = HOLDEM) -> Tally:
        """A tally of no boards for ``players`` players, the best hand under ``rules`` taking the pot.

        >>> Tally.empty(3).wins
        [0, 0, 0]
        """
        return cls(players, (high_part(rules),))

    @classmethod
    def of_counts(cls, boards: int, wins: Sequence[int], ties_by_size: Sequence[Mapping[int, int]],
                  categories: Sequence[Sequence[int]] | None = None, rules: RuleSet = HOLDEM) -> Tally:
        """A whole pot counted elsewhere: per player the boards won alone, the boards shared (by
        how many players share) and the final categories (none: all zero).

        >>> tally = Tally.of_counts(4, [3, 0], [{2: 1}, {2: 1}])
        >>> tally.ties, tally.equity(0), tally.scoops
        ([1, 1], Fraction(7, 8), [3, 0])
        """
        tally = cls.empty(len(wins), rules)
        tally.boards = boards
        counted = tally.counted[0]
        for player, (won, shared) in enumerate(zip(wins, ties_by_size)):
            counted.wins[player] = won
            counted.ties[player] = sum(shared.values())
            counted.ties_by_size[player] = dict(shared)
            counted.qualified[player] = boards
            if categories is not None:
                counted.rows[player] = list(categories[player])
            tally.paid[player] = tally._pay(player)
        return tally

    @property
    def players(self) -> int:
        """How many players the tally is for.

        >>> Tally.empty(3).players
        3
        """
        return len(self.paid)

    @property
    def rules(self) -> RuleSet:
        """What a strength of the first part means (its category): the first part's poker rules.

        >>> Tally.empty(2).rules.key
        'high'
        """
        return self.parts[0].rules or HOLDEM

    @property
    def first(self) -> PartCounts:
        """The first part's counts (the high; a whole pot's only part).

        >>> Tally.empty(2).first.wins
        [0, 0]
        """
        return self.counted[0]

    # The first part's counts, by the names every report reads (a tally may be written field by field).
    wins = Forward[list[int]]("first", "wins")
    ties = Forward[list[int]]("first", "ties")
    ties_by_size = Forward[list[dict[int, int]]]("first", "ties_by_size")  # players sharing -> boards
    categories = Forward[list[list[int]]]("first", "rows")  # category index -> boards

    def add(self, outcomes: Mapping[Outcome, int], weight: int = 1) -> None:
        """Count ``boards`` boards of each outcome (times ``weight``).

        >>> tally = Tally.empty(2)
        >>> tally.add({(3, 3): 2}, weight=5)
        >>> tally.boards, tally.ties_by_size
        (10, [{2: 10}, {2: 10}])
        """
        players = self.players
        spans = [(part, index * players, part.rows()) for index, part in enumerate(self.parts)]
        for outcome, boards in outcomes.items():
            boards *= weight
            if not boards:
                continue
            claimed = 0
            winners_of: list[list[int]] = []
            for index, (part, start, _) in enumerate(spans):
                values = outcome[start:start + players]
                best = min(values) if part.smaller_wins else max(values)
                if best == part.unqualified:
                    winners_of.append([])
                    continue
                claimed |= 1 << index
                winners_of.append([player for player in range(players) if values[player] == best])
            self._count(outcome, winners_of, claimed, boards, spans)

    def _count(self, outcome: Outcome, winners_of: list[list[int]], claimed: int, boards: int,
               spans: list[tuple[PotPart, int, Sequence[int]]]) -> None:
        self.boards += boards
        steps = self._steps[claimed]
        taken = [0] * self.players
        for index, ((part, start, rows), winners) in enumerate(zip(spans, winners_of)):
            counted = self.counted[index]
            if not winners:
                counted.unclaimed += boards
            sharing = len(winners)
            for player in winners:
                taken[player] += steps[index] // sharing
                counted.won(player, sharing, boards)
            for player in range(self.players):
                strength = outcome[start + player]
                counted.rows[player][rows[strength]] += boards
                if strength != part.unqualified:
                    counted.qualified[player] += boards
        for player, steps_taken in enumerate(taken):
            if steps_taken:
                paid = self.paid[player]
                paid[steps_taken] = paid.get(steps_taken, 0) + boards

    def count(self, categories: Iterable[int], winners: int, boards: int) -> None:
        """Count ``boards`` boards of a pot of one part on which the players make ``categories`` and
        the players whose bit is set in ``winners`` share the pot (one winner: a win; several: a tie
        for each).

        >>> tally = Tally.empty(3)
        >>> tally.count([1, 1, 0], 0b011, 4)
        >>> tally.wins, tally.ties, tally.ties_by_size[0], tally.paid[0]
        ([0, 0, 0], [4, 4, 0], {2: 4}, {3: 4})
        """
        self.count_parts((tuple(categories),), (winners,), boards)

    def count_parts(self, rows: Sequence[Sequence[int]], winners: Sequence[int], boards: int) -> None:
        """Count ``boards`` boards on which, in each part of the pot, the players end in ``rows``
        (each player's final class) and the players whose bit is set in ``winners`` share the part
        (no bit: no hand qualified, the part goes to the others).

        >>> from cardlab.poker.hilo.tally import high_low_parts
        >>> tally = Tally(2, high_low_parts())
        >>> tally.count_parts([(5, 0), (0, 4)], [0b01, 0b01], 3)   # player 1 scoops with a wheel
        >>> tally.count_parts([(5, 0), (4, 4)], [0b10, 0], 1)      # no low: player 2's high takes all
        >>> tally.scoops, tally.further()[0][1].unclaimed, tally.further()[0][1].qualified
        ([3, 1], 1, [3, 0])
        """
        self.boards += boards
        claimed = 0
        for index, part_winners in enumerate(winners):
            if part_winners:
                claimed |= 1 << index
        steps = self._steps[claimed]
        taken = [0] * self.players
        for index, (part_rows, part_winners, counted, unqualified) in enumerate(
                zip(rows, winners, self.counted, self._unqualified_rows)):
            if not part_winners:
                counted.unclaimed += boards
            sharing = part_winners.bit_count()
            for player, row in enumerate(part_rows):
                counted.rows[player][row] += boards
                if row != unqualified:
                    counted.qualified[player] += boards
                if part_winners >> player & 1:
                    taken[player] += steps[index] // sharing
                    counted.won(player, sharing, boards)
        for player, steps_taken in enumerate(taken):
            if steps_taken:
                paid = self.paid[player]
                paid[steps_taken] = paid.get(steps_taken, 0) + boards

    def merge(self, other: Tally) -> None:
        """Add another tally of the same players and pot into this one.

        >>> first, second = Tally.empty(2), Tally.empty(2)
        >>> first.add({(9, 1): 1}); second.add({(1, 9): 2})
        >>> first.merge(second); first.wins, first.equity(1)
        ([1, 2], Fraction(2, 3))
        """
        self.boards += other.boards
        for mine, theirs in zip(self.counted, other.counted):
            mine.merge(theirs)
        for player in range(self.players):
            paid = self.paid[player]
            for steps, boards in other._pay(player).items():
                paid[steps] = paid.get(steps, 0) + boards

    def _pay(self, player: int) -> dict[int, int]:
        """Steps of the pot taken -> boards. A tally of one part written field by field (wins and
        ties, as the stud heads-up counter does) has no ``paid``: there it follows from them."""
        if self.paid[player] or len(self.parts) > 1:
            return self.paid[player]
        paid = {self.unit: self.wins[player]} if self.wins[player] else {}
        for sharing, boards in self.ties_by_size[player].items():
            paid[self.unit // sharing] = paid.get(self.unit // sharing, 0) + boards
        return paid

    @property
    def scoops(self) -> list[int]:
        """Per player: boards on which it takes the whole pot alone (a pot of one part: its wins).

        >>> tally = Tally.empty(2)
        >>> tally.add({(9, 1): 3, (5, 5): 1})
        >>> tally.scoops
        [3, 0]
        """
        return [self._pay(player).get(self.unit, 0) for player in range(self.players)]

    @property
    def quarters(self) -> list[int]:
        """Per player: boards on which it takes exactly a quarter of the pot.

        >>> tally = Tally.empty(4)
        >>> tally.add({(5, 5, 5, 5): 2})
        >>> tally.quarters
        [2, 2, 2, 2]
        """
        return [self._pay(player).get(self.unit // 4, 0) if self.unit % 4 == 0 else 0
                for player in range(self.players)]

    def taken(self, player: int) -> Fraction:
        """The pots ``player`` took over all boards, exactly.

        >>> tally = Tally.empty(3)
        >>> tally.add({(9, 9, 9): 3, (9, 9, 1): 2})
        >>> tally.taken(0)
        Fraction(2, 1)
        """
        return Fraction(sum(steps * boards for steps, boards in self._pay(player).items()), self.unit)

    def tie_share(self, player: int) -> Fraction:
        """The pots ``player`` gets on boards it does not scoop: a board shared by k players counts
        1/k; in a split pot halves, quarters and shares.

        >>> tally = Tally.empty(3)
        >>> tally.add({(9, 9, 9): 3, (9, 9, 1): 2})
        >>> tally.tie_share(0)
        Fraction(2, 1)
        """
        return self.taken(player) - self.scoops[player]

    def equity(self, player: int) -> Fraction:
        """The expected share of the pot, exactly (0 when no board was counted).

        >>> tally = Tally.empty(3)
        >>> tally.add({(5, 5, 5): 1, (9, 1, 1): 2})
        >>> tally.equity(0), tally.equity(1)
        (Fraction(7, 9), Fraction(1, 9))
        """
        if not self.boards:
            return Fraction(0)
        return self.taken(player) / self.boards

    def standard_error(self, player: int) -> float | None:
        """The standard error of :meth:`equity` when the boards are independent random samples:
        each board pays the player its share. None when it does not exist: fewer than 2 samples
        (JSON has no infinity; the report says so in words).

        >>> tally = Tally.empty(2)
        >>> tally.add({(2, 1): 1, (1, 2): 1})
        >>> round(tally.standard_error(0), 4)
        0.5
        >>> Tally.empty(2).standard_error(0) is None   # no error without two trials
        True
        """
        paid = self._pay(player)
        unit = self.unit
        return mean_error(Fraction(sum(steps * boards for steps, boards in paid.items()), unit),
                          Fraction(sum(steps * steps * boards for steps, boards in paid.items()), unit * unit),
                          self.boards)

    def further(self) -> list[tuple[PotPart, PartCounts]]:
        """The parts after the first with their counts (a split pot: the low; a whole pot: none).

        >>> Tally.empty(2).further()
        []
        """
        return list(zip(self.parts[1:], self.counted[1:]))

