"""Counts for equity, of hands and ranges alike: per deal of hand classes, how often each player
ends in each final class of each part of the pot and who shares that part, weighted; folded into
one :class:`~cardlab.poker.equity.tally.Tally` for the table and one per class of each player (the
equity of each part of a range).

A result is packed into one int (fast to hash in the sampling loop): each player's class (0..168),
then, part after part of the pot (:mod:`cardlab.poker.equity.pot_parts`; a whole pot is one part),
each player's final class in it (a high part: its category 0..8) and the set of players sharing it
as bits (none: no hand qualified). A whole pot's key is classes, categories, winners.

>>> results = Results(2)
>>> results.add(results.key((0, 1), (1, 0), 0b01), 3)   # AA makes a pair, AKs high card, AA wins 3 boards
>>> results.add(results.key((0, 1), (1, 1), 0b11), 1)   # one board split
>>> overall, by_class = results.tallies()
>>> overall.boards, overall.wins, overall.ties, float(by_class[1][1].equity(1))
(4, [3, 0], [1, 1], 0.125)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from ...core.progress import Progress, no_progress
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ..evaluator import CATEGORIES
from ..ranges.classes import SIDE
from .tally import Outcome, PotPart, Tally, high_part

CLASS_COUNT = SIDE * SIDE
CATEGORY_COUNT = len(CATEGORIES)
PROGRESS_EVERY = 4096  # packed results read between two progress reports


class Results:
    """Weighted counts of packed results for a fixed number of players and a pot of ``parts``
    (none: the whole pot to the best hand under ``rules``)."""

    def __init__(self, players: int, rules: RuleSet = HOLDEM, parts: Sequence[PotPart] = ()) -> None:
        self.players = players
        self.parts = tuple(parts) or (high_part(rules),)
        self.rules = self.parts[0].rules or rules  # what a strength means (short deck: its own order)
        self.counts: dict[int, int] = {}
        self.category_span = CATEGORY_COUNT**players  # the first part's (the fast loops of ranges pack it)
        self.mask_span = 1 << players
        self.row_spans = tuple(len(part.labels) ** players for part in self.parts)
        self.outcome_span = math.prod(rows * self.mask_span for rows in self.row_spans)  # one class digit
        self.folded: tuple[Tally, list[dict[int, Tally]]] | None = None  # counts already folded away

    def class_part(self, classes: Sequence[int]) -> int:
        """The packed part of a deal's classes (add category and winner parts to it).

        >>> Results(2).class_part((1, 0)) == 1 * 81 * 4
        True
        """
        value = 0
        for number in reversed(classes):
            value = value * CLASS_COUNT + number
        packed: int = value * self.outcome_span
        return packed

    def key(self, classes: Sequence[int], categories: Sequence[int], winners: int) -> int:
        """The packed key of one result.

        >>> results = Results(2)
        >>> results.unpack(results.key((5, 7), (3, 8), 2))
        ((5, 7), (3, 8), 2)
        """
        value = 0
        for category in reversed(categories):
            value = value * CATEGORY_COUNT + category
        return self.class_part(classes) + value * self.mask_span + winners

    def unpack(self, key: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
        """Classes, categories and winners of a packed key of a whole pot (one part).

        >>> results = Results(2)
        >>> results.unpack(results.key((5, 7), (3, 8), 0b10))
        ((5, 7), (3, 8), 2)
        """
        classes, rows, winners = self.unpack_parts(key)
        return classes, rows[0], winners[0]

    def unpack_parts(self, key: int) -> tuple[tuple[int, ...], list[tuple[int, ...]], list[int]]:
        """Classes, then per part of the pot each player's final class and the players sharing it.

        >>> from cardlab.poker.hilo.tally import NO_LOW, high_low_parts
        >>> results = Results(2, parts=high_low_parts())
        >>> [key] = outcome_keys(results, (5, 7), {(10, 7000, 0b11111, NO_LOW): 1})  # 2: high, 1: wheel
        >>> results.unpack_parts(key)
        ((5, 7), [(0, 5), (0, 4)], [2, 1])
        """
        players, mask_span = self.players, self.mask_span
        rest = key
        rows: list[tuple[int, ...]] = []
        winners: list[int] = []
        for part, row_span in zip(self.parts, self.row_spans):
            rest, part_winners = divmod(rest, mask_span)
            rest, packed = divmod(rest, row_span)
            width = len(part.labels)
            found = []
            for _ in range(players):
                packed, row = divmod(packed, width)
                found.append(row)
            rows.append(tuple(found))
            winners.append(part_winners)
        classes = []
        for _ in range(players):
            rest, number = divmod(rest, CLASS_COUNT)
            classes.append(number)
        return tuple(classes), rows, winners

    def add(self, key: int, count: int) -> None:
        """Count ``count`` more (weighted) boards of a result.

        >>> results = Results(2)
        >>> key = results.key((0, 1), (1, 0), 0b01)   # player 1 wins with a pair
        >>> results.add(key, 3); results.add(key, 2)
        >>> results.counts[key], results.tallies()[0].wins
        (5, [5, 0])
        """
        self.counts[key] = self.counts.get(key, 0) + count

    def add_outcomes(self, classes: Sequence[int], outcomes: Mapping[Outcome, int], weight: int) -> None:
        """Count exact outcomes (each player's strength -> boards) of one deal, times ``weight``.

        >>> results = Results(2)
        >>> results.add_outcomes((0, 0), {(7000, 10): 2, (5, 5): 1}, 3)
        >>> results.tallies()[0].wins
        [6, 0]
        """
        for key, boards in outcome_keys(self, classes, outcomes).items():
            self.add(key, boards * weight)

    def merge(self, counts: Mapping[int, int], weight: int = 1) -> None:
        """Add packed counts (from one deal, or one chunk of samples) times ``weight``.

        >>> results = Results(2)
        >>> results.merge({results.key((0, 1), (1, 0), 0b01): 2}, weight=3)
        >>> results.tallies()[0].wins
        [6, 0]
        """
        for key, boards in counts.items():
            self.add(key, boards * weight)

    def fold(self, progress: Progress = no_progress) -> None:
        """Fold the packed counts into the tallies :meth:`tallies` returns, and empty them: with many
        players and ranges nearly every sampled deal is a new key, so memory would grow with the
        trials (841 MB at 10 million); folded, it stays bounded whatever their number.

        >>> results = Results(2)
        >>> results.add(results.key((0, 1), (1, 0), 0b01), 3)
        >>> results.fold()
        >>> results.add(results.key((0, 1), (1, 1), 0b11), 1)
        >>> len(results.counts), results.tallies()[0].boards, results.tallies()[1][1][1].wins
        (1, 4, [3, 0])
        """
        overall, by_class = self.tallies(progress)
        self.folded = overall, by_class
        self.counts.clear()

    def tallies(self, progress: Progress = no_progress) -> tuple[Tally, list[dict[int, Tally]]]:
        """The overall tally, and for each player a tally per class it held; ``progress`` hears the
        share of the packed results read (the work is one unpacking per distinct result).

        >>> results, seen = Results(2), []
        >>> results.add(results.key((0, 1), (1, 0), 0b01), 2)   # class 0 beats class 1 twice
        >>> results.add(results.key((0, 2), (0, 0), 0b11), 1)   # class 0 ties class 2 once
        >>> overall, by_class = results.tallies(seen.append)
        >>> overall.boards, overall.wins, by_class[1][1].boards, by_class[1][2].ties, seen
        (3, [2, 0], 2, [1, 1], [1.0])
        """
        overall = self._empty()
        by_class: list[dict[int, Tally]] = [{} for _ in range(self.players)]
        if self.folded is not None:
            overall.merge(self.folded[0])
            for player, tallies in enumerate(self.folded[1]):
                for number, part in tallies.items():
                    by_class[player][number] = copy = self._empty()
                    copy.merge(part)
        total = len(self.counts)
        for read, (key, boards) in enumerate(self.counts.items()):
            if read % PROGRESS_EVERY == 0 and read:
                progress(read / total)
            if not boards:
                continue
            classes, rows, winners = self.unpack_parts(key)
            overall.count_parts(rows, winners, boards)
            for player, number in enumerate(classes):
                tally = by_class[player].get(number)
                if tally is None:
                    tally = by_class[player][number] = self._empty()
                tally.count_parts(rows, winners, boards)
        progress(1.0)
        return overall, by_class

    def _empty(self) -> Tally:
        return Tally(self.players, self.parts)


def outcome_keys(results: Results, classes: Sequence[int], outcomes: Mapping[Outcome, int]) -> dict[int, int]:
    """Exact outcomes of one deal as packed results: per part of the pot, each player's final
    class and who shares the part (no one when no hand qualifies).

    >>> results = Results(2)
    >>> [results.unpack(key) for key in outcome_keys(results, (0, 1), {(7000, 10): 2})]
    [((0, 1), (5, 0), 1)]
    >>> from cardlab.poker.hilo.tally import NO_LOW, high_low_parts
    >>> results = Results(2, parts=high_low_parts())
    >>> [results.unpack_parts(key) for key in outcome_keys(results, (0, 0), {(7000, 10, NO_LOW, NO_LOW): 1})]
    [((0, 0), [(5, 0), (4, 4)], [1, 0])]
    """
    players, span = results.players, results.mask_span
    order = range(players - 1, -1, -1)
    readers = [(index * players, part.smaller_wins, part.unqualified, part.rows(), len(part.labels), row_span * span)
               for index, (part, row_span) in enumerate(zip(results.parts, results.row_spans))]
    readers.reverse()  # the first part packs lowest
    base = results.class_part(classes)
    found: dict[int, int] = {}
    for outcome, boards in outcomes.items():
        key = 0
        for start, smaller_wins, unqualified, rows, width, part_span in readers:
            values = outcome[start:start + players]
            best = min(values) if smaller_wins else max(values)
            packed = winners = 0
            for player in order:
                strength = values[player]
                packed = packed * width + rows[strength]
                if strength == best and best != unqualified:
                    winners |= 1 << player
            key = key * part_span + packed * span + winners
        key += base
        found[key] = found.get(key, 0) + boards
    return found
