"""Counts for equity with ranges: per deal of hand classes, how often each player ends in each
category and who shares the pot, weighted; folded into one :class:`~cardlab.poker.equity.tally.Tally`
for the table and one per class of each player (the equity of each part of a range).

A result is packed into one int (fast to hash in the sampling loop): each player's class (0..168),
then each player's final category (0..8), then the set of players sharing the best hand as bits.

>>> results = Results(2)
>>> results.add(results.key((0, 1), (1, 0), 0b01), 3)   # AA makes a pair, AKs high card, AA wins 3 boards
>>> results.add(results.key((0, 1), (1, 1), 0b11), 1)   # one board split
>>> overall, by_class = results.tallies()
>>> overall.boards, overall.wins, overall.ties, float(by_class[1][1].equity(1))
(4, [3, 0], [1, 1], 0.125)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...core.progress import Progress, no_progress
from ..deck_rules import HOLDEM, PokerRules
from ..evaluator import CATEGORIES
from ..ranges.classes import SIDE
from ..seven_card import tables
from .tally import Outcome, Tally

CLASS_COUNT = SIDE * SIDE
CATEGORY_COUNT = len(CATEGORIES)
PROGRESS_EVERY = 4096  # packed results read between two progress reports


class Results:
    """Weighted counts of packed results for a fixed number of players."""

    def __init__(self, players: int, rules: PokerRules = HOLDEM) -> None:
        self.players = players
        self.rules = rules  # what a strength means (short deck: its own order)
        self.counts: dict[int, int] = {}
        self.category_span = CATEGORY_COUNT**players
        self.mask_span = 1 << players
        self.folded: tuple[Tally, list[dict[int, Tally]]] | None = None  # counts already folded away

    def class_part(self, classes: Sequence[int]) -> int:
        """The packed part of a deal's classes (add category and winner parts to it).

        >>> Results(2).class_part((1, 0)) == 1 * 81 * 4
        True
        """
        value = 0
        for number in reversed(classes):
            value = value * CLASS_COUNT + number
        packed: int = value * self.category_span * self.mask_span
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
        """Classes, categories and winners of a packed key.

        >>> results = Results(2)
        >>> results.unpack(results.key((5, 7), (3, 8), 0b10))
        ((5, 7), (3, 8), 2)
        """
        rest, winners = divmod(key, self.mask_span)
        rest, packed_categories = divmod(rest, self.category_span)
        categories = []
        for _ in range(self.players):
            packed_categories, category = divmod(packed_categories, CATEGORY_COUNT)
            categories.append(category)
        classes = []
        for _ in range(self.players):
            rest, number = divmod(rest, CLASS_COUNT)
            classes.append(number)
        return tuple(classes), tuple(categories), winners

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
        overall = Tally.empty(self.players, self.rules)
        by_class: list[dict[int, Tally]] = [{} for _ in range(self.players)]
        if self.folded is not None:
            overall.merge(self.folded[0])
            for player, tallies in enumerate(self.folded[1]):
                for number, part in tallies.items():
                    by_class[player][number] = copy = Tally.empty(self.players, self.rules)
                    copy.merge(part)
        total = len(self.counts)
        for read, (key, boards) in enumerate(self.counts.items()):
            if read % PROGRESS_EVERY == 0 and read:
                progress(read / total)
            if not boards:
                continue
            classes, categories, winners = self.unpack(key)
            overall.count(categories, winners, boards)
            for player, number in enumerate(classes):
                tally = by_class[player].get(number)
                if tally is None:
                    tally = by_class[player][number] = Tally.empty(self.players, self.rules)
                tally.count(categories, winners, boards)
        progress(1.0)
        return overall, by_class


def outcome_keys(results: Results, classes: Sequence[int], outcomes: Mapping[Outcome, int]) -> dict[int, int]:
    """Exact outcomes of one deal as packed results (categories and who shares the best hand).

    >>> results = Results(2)
    >>> [results.unpack(key) for key in outcome_keys(results, (0, 1), {(7000, 10): 2})]
    [((0, 1), (5, 0), 1)]
    """
    category_of = tables(results.rules).categories
    base = results.class_part(classes)
    span = results.mask_span
    order = range(results.players - 1, -1, -1)
    found: dict[int, int] = {}
    for outcome, boards in outcomes.items():
        best = max(outcome)
        packed = winners = 0
        for player in order:
            strength = outcome[player]
            packed = packed * CATEGORY_COUNT + category_of[strength]
            if strength == best:
                winners |= 1 << player
        key = base + packed * span + winners
        found[key] = found.get(key, 0) + boards
    return found

