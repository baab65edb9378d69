"""The loaded preflop table: a matchup's counts, a pair of classes' sums, a class against all.

>>> from cardlab.poker.ranges.classes import class_id
>>> table = load_table()
>>> table is None or table.against_all(class_id("AA")) == (1_781_508_418, 11_402_312, 1225)
True
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from functools import cache

from ...core.first_use import made
from ..ranges.classes import CLASS_SIZES, cell_class
from .matchups import HandCode, Key, canonical, key_hands, orbit, symmetric
from .table_file import BOARDS, CLASS_COUNT, Entry, decode, intact, read_table_bytes

__all__ = ["BOARDS", "PreflopTable", "Sums", "class_sums", "code_class", "forget_table", "load_table"]

Rows = tuple[list[list[int]], list[list[int]], list[list[int]]]  # [column][first class][second class]
Totals = tuple[list[int], list[int], list[int]]  # [column][first class]: the row's sum over all classes
Sums = tuple[int, int, int]  # the first side's wins, the ties, the pairs of hands (boards = pairs x BOARDS)


def code_class(code: HandCode) -> int:
    """The class number (grid order, :mod:`~cardlab.poker.ranges.classes`) of a hand code.

    >>> from cardlab.poker.ranges.classes import CLASSES
    >>> [CLASSES[code_class(code)] for code in [(51, 47), (51, 46), (51, 50), (5, 0)]]
    ['AKs', 'AKo', 'AA', '32o']
    """
    high, low = 12 - (code[0] >> 2), 12 - (code[1] >> 2)
    if high == low or code[0] & 3 == code[1] & 3:
        return cell_class(high, low)
    return cell_class(low, high)


def class_sums(keys: list[Key], entries: list[Entry]) -> list[int]:
    """For every ordered pair of classes, the sums over all pairs of disjoint combos: the first
    class's wins, then the ties, then the number of pairs (three columns of 169 x 169), each
    matchup counted once per pair of specific hands it stands for (:func:`~.matchups.orbit`).

    >>> sums = class_sums([], [])
    >>> len(sums), sum(sums)
    (85683, 0)
    """
    size = CLASS_COUNT * CLASS_COUNT
    sums = [0] * (3 * size)
    for key, (wins, ties) in zip(keys, entries):
        first, second = key_hands(key)
        ways = orbit(key)
        forward = code_class(first) * CLASS_COUNT + code_class(second)
        sums[forward] += ways * wins
        sums[size + forward] += ways * ties
        sums[2 * size + forward] += ways
        if not symmetric(key):
            backward = code_class(second) * CLASS_COUNT + code_class(first)
            sums[backward] += ways * (BOARDS - wins - ties)
            sums[size + backward] += ways * ties
            sums[2 * size + backward] += ways
    return sums


@dataclass(frozen=True, eq=False)
class PreflopTable:
    """Every heads-up preflop matchup's exact counts over the 1,712,304 boards."""

    keys: list[Key]
    entries: list[Entry]
    sums: list[int]

    @property
    def rows(self) -> Rows:
        """The class sums as rows: ``rows[column][first class][second class]`` for the columns
        wins, ties and pairs (made once per table).

        >>> from cardlab.poker.ranges.classes import class_id
        >>> table = load_table()
        >>> table is None or table.rows[2][class_id("AA")][class_id("KK")] == 36  # pairs: 6 x 6
        True
        """
        return _rows(self)

    @property
    def row_totals(self) -> Totals:
        """Each row's sum over all second classes (a class against every hand), per column.

        >>> from cardlab.poker.ranges.classes import class_id
        >>> table = load_table()
        >>> table is None or table.row_totals[2][class_id("AA")] == 6 * 1225  # each ace pair meets 1,225 hands
        True
        """
        return _totals(self)

    def matchup(self, first: HandCode, second: HandCode) -> Entry:
        """The first hand's wins and the ties (the hands must not share a card).

        >>> table = load_table()
        >>> table is None or table.matchup((51, 47), (41, 40)) == (787_966, 6_732)  # AsKs v QdQc
        True
        """
        key, swapped = canonical(first, second)
        index = bisect_left(self.keys, key)
        if index == len(self.keys) or self.keys[index] != key:
            raise KeyError(f"no matchup {first} v {second} in the preflop table")
        wins, ties = self.entries[index]
        return (BOARDS - wins - ties, ties) if swapped else (wins, ties)

    def pair_sums(self, first_class: int, second_class: int) -> Sums:
        """Sums over every pair of disjoint combos of two classes (first class's wins, ties, pairs).

        >>> from cardlab.poker.ranges.classes import class_id
        >>> table = load_table()
        >>> table is None or table.pair_sums(class_id("AA"), class_id("KK"))[2] == 36  # 6 x 6 pairs
        True
        """
        size = CLASS_COUNT * CLASS_COUNT
        at = first_class * CLASS_COUNT + second_class
        return self.sums[at], self.sums[size + at], self.sums[2 * size + at]

    def combo_sums(self, combo_class: int, other_class: int) -> Sums:
        """One combo of ``combo_class`` against every combo of ``other_class`` it can face: every
        combo of a class is the same up to renaming suits, so this is the class sum divided by the
        class's size (always exactly).

        >>> from cardlab.poker.ranges.classes import class_id
        >>> table = load_table()
        >>> table is None or table.combo_sums(class_id("AKs"), class_id("AA"))[2] == 3
        True
        """
        wins, ties, pairs = self.pair_sums(combo_class, other_class)
        size = CLASS_SIZES[combo_class]
        return wins // size, ties // size, pairs // size

    def against_all(self, number: int) -> Sums:
        """One combo of a class against every hand it can face (the 1,225 two-card hands of the
        other 50 cards): its wins, ties and pairs.

        >>> from cardlab.poker.ranges.classes import class_id
        >>> table = load_table()
        >>> table is None or table.against_all(class_id("22"))[2] == 1225
        True
        """
        wins = ties = pairs = 0
        for other in range(CLASS_COUNT):
            found = self.combo_sums(number, other)
            wins, ties, pairs = wins + found[0], ties + found[1], pairs + found[2]
        return wins, ties, pairs


@cache
def _totals(table: PreflopTable) -> Totals:
    wins, ties, pairs = ([sum(row) for row in rows] for rows in table.rows)
    return wins, ties, pairs


@cache
def _rows(table: PreflopTable) -> Rows:
    size = CLASS_COUNT * CLASS_COUNT
    wins, ties, pairs = ([table.sums[column * size + row * CLASS_COUNT:column * size + (row + 1) * CLASS_COUNT]
                          for row in range(CLASS_COUNT)] for column in range(3))
    return wins, ties, pairs


@cache
def load_table() -> PreflopTable | None:
    """The table, read once and checked against :data:`~.table_file.TABLE_CRC32`; None when the
    file is not at hand or fails its checksum (questions are then counted as before).

    >>> table = load_table()
    >>> table is None or len(table.keys) == 47_008
    True
    """
    made("preflop table")
    data = read_table_bytes()
    if data is None or not intact(data):
        return None
    keys, entries, sums = decode(data)
    return PreflopTable(keys, entries, sums)



def forget_table() -> None:
    """Drop the loaded table and what was made from it (the next :func:`load_table` reads the file
    again). The page's snapshot answers a preflop question with the table, to keep what the question
    made that does not depend on it, then forgets the table: it is not in the snapshot
    (``cardlab.snapshot``).

    >>> forget_table(); load_table.cache_info().currsize
    0
    """
    load_table.cache_clear()
    _rows.cache_clear()
    _totals.cache_clear()
