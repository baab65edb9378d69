"""Any hand or range against any hand or range, heads-up preflop, exactly, by summing table entries.

A side is a set of combos with weights (a hand is a one-combo range). Weights become integers
(each side's times the least common denominator of its weights, so every count is multiplied by
the product of the two: ``scale``, the ``weight_scale`` of the report), and each side splits into
**whole classes** (every combo of a class, all with one weight: ``QQ+``, ``20%``, ``random``) and
**single combos** (``AhKh``, or a class that is only partly there). Whole class against whole
class reads the table's class sums; a single combo against a whole class reads the same sums
divided by the class's size (every combo of a class is the same up to renaming suits); single
combo against single combo reads its matchup.
Card removal is in the table itself: a pair of hands that share a card is no matchup and is in no
sum, so ``AhKh`` against ``AA`` counts its three aces, ``AA`` against ``AA`` six pairs of pairs.

Every count is an exact integer: boards are weighted pairs of hands times 1,712,304 boards.

>>> from cardlab.poker.ranges.notation import parse_range
>>> result = heads_up(parse_range("AhKh").weights, parse_range("random").weights)
>>> result is None or (result.wins[0], result.boards, f"{float(result.equity(0)):.4%}") == (
...     1_389_004_215, 1225 * 1_712_304, "67.0446%")
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import lcm
from operator import itemgetter, mul

from ..ranges.classes import ALL_COMBOS, CLASS_SIZES, Combo, combo_class
from .matchups import HandCode, hand_code
from .table import BOARDS, PreflopTable, Rows, Totals, code_class, load_table
from .table_file import CLASS_COUNT

Counts = list[int]  # boards, this side's wins, ties


@dataclass(frozen=True)
class Side:
    """One player's combos as integer weights: whole classes (class -> weight) and single combos."""

    classes: list[int]  # weight of each of the 169 classes held whole (0: not whole)
    combos: dict[HandCode, int]


def integer_scale(*sides: Mapping[Combo, Fraction]) -> int:
    """The least number that makes every weight of every side a whole number.

    >>> from cardlab.poker.ranges.notation import parse_range
    >>> integer_scale(parse_range("AKs:0.5").weights, parse_range("QQ:0.25, JJ").weights)
    4
    """
    return lcm(1, *{weight.denominator for side in sides for weight in side.values()})


def split_side(weights: Mapping[Combo, Fraction], scale: int) -> Side:
    """Whole classes and single combos of a range, with weights times ``scale``.

    >>> from cardlab.poker.ranges.notation import parse_range
    >>> side = split_side(parse_range("QQ+, AhKh, AKo:0.5").weights, 2)
    >>> sum(1 for weight in side.classes if weight), sorted(side.combos.values())
    (4, [2])
    """
    facts = _combo_facts()
    values = list(weights.values())
    if values and all(weight is values[0] or weight == values[0] for weight in values):
        return _split_uniform(weights, values[0].numerator * (scale // values[0].denominator))
    by_class: dict[int, dict[HandCode, int]] = {}
    for combo, weight in weights.items():
        number, code = facts[combo]
        by_class.setdefault(number, {})[code] = weight.numerator * (scale // weight.denominator)
    classes = [0] * CLASS_COUNT
    combos: dict[HandCode, int] = {}
    for number, held in by_class.items():
        values_held = set(held.values())
        if len(held) == CLASS_SIZES[number] and len(values_held) == 1:
            classes[number] = values_held.pop()
        else:
            combos.update(held)
    return Side(classes, combos)


def _split_uniform(weights: Mapping[Combo, Fraction], weight: int) -> Side:
    """:func:`split_side` when every combo has one weight (``random``, ``QQ+, AKs``, ``20%``)."""
    class_of = _combo_classes()
    held = Counter(map(class_of.__getitem__, weights))
    classes = [weight if held.get(number) == size else 0 for number, size in enumerate(CLASS_SIZES)]
    partial = {number for number, count in held.items() if count != CLASS_SIZES[number]}
    facts = _combo_facts()
    combos = {facts[combo][1]: weight for combo in weights if class_of[combo] in partial} if partial else {}
    return Side(classes, combos)


@cache
def _combo_classes() -> dict[Combo, int]:
    return {combo: number for combo, (number, _) in _combo_facts().items()}


@cache
def _combo_facts() -> dict[Combo, tuple[int, HandCode]]:
    """Each combo's class and hand code (made once)."""
    return {combo: (combo_class(combo), hand_code(combo)) for combo in ALL_COMBOS}


@dataclass
class HeadsUp:
    """Exact heads-up counts: weighted boards, each side's wins, the ties, and the same per class
    of each side (``by_class[side][class] = [boards, wins, ties]``); ``scale`` is what the weights
    were multiplied by, ``pairs`` the weighted pairs of hands that can meet."""

    boards: int
    wins: tuple[int, int]
    ties: int
    pairs: int
    scale: int
    by_class: tuple[dict[int, Counts], dict[int, Counts]]

    def equity(self, side: int) -> Fraction:
        """(wins + half the ties) / boards; 0 when the two sides can never meet.

        >>> HeadsUp(10, (6, 2), 2, 1, 1, ({}, {})).equity(0), HeadsUp(10, (6, 2), 2, 1, 1, ({}, {})).equity(1)
        (Fraction(7, 10), Fraction(3, 10))
        >>> HeadsUp(0, (0, 0), 0, 0, 1, ({}, {})).equity(0)
        Fraction(0, 1)
        """
        if not self.boards:
            return Fraction(0)
        return Fraction(2 * self.wins[side] + self.ties, 2 * self.boards)


def heads_up(first: Mapping[Combo, Fraction], second: Mapping[Combo, Fraction],
             table: PreflopTable | None = None) -> HeadsUp | None:
    """Exact preflop counts of two weighted ranges (a hand: one combo of weight 1); None when the
    table is not at hand.

    >>> from cardlab.poker.ranges.notation import parse_range
    >>> result = heads_up(parse_range("AA").weights, parse_range("AA").weights)
    >>> result is None or (result.pairs == 6 and result.wins[0] == result.wins[1])  # six pairs of disjoint aces
    True
    """
    table = table or load_table()
    if table is None:
        return None
    scales = integer_scale(first), integer_scale(second)
    return heads_up_sides(split_side(first, scales[0]), split_side(second, scales[1]), scales[0] * scales[1], table)


def heads_up_sides(first: Side, second: Side, scale: int, table: PreflopTable) -> HeadsUp:
    """:func:`heads_up` for sides already split (to ask many questions of one side); ``scale`` is
    the product of the two sides' weight scales.

    >>> from cardlab.poker.ranges.notation import parse_range
    >>> table = load_table()
    >>> aces, kings = (split_side(parse_range(text).weights, 1) for text in ("AA", "KK"))
    >>> table is None or heads_up_sides(aces, kings, 1, table).pairs == 36
    True
    """
    found = _Sum(table)
    found.classes_vs_classes(first.classes, second.classes)
    for code, weight in first.combos.items():
        found.combo_vs_classes(0, code, weight, second.classes)
    for code, weight in second.combos.items():
        found.combo_vs_classes(1, code, weight, first.classes)
    for code, weight in first.combos.items():
        for other, other_weight in second.combos.items():
            found.combo_vs_combo(code, other, weight * other_weight)
    return HeadsUp(found.boards, (found.wins[0], found.wins[1]), found.ties, found.pairs, scale,
                   (found.by_class[0], found.by_class[1]))


class _Sum:
    """The running sums of :func:`heads_up` (side 0's wins; side 1's are what is left)."""

    def __init__(self, table: PreflopTable) -> None:
        self.table = table
        self.boards = self.ties = self.pairs = 0
        self.wins = [0, 0]
        self.by_class: tuple[dict[int, Counts], dict[int, Counts]] = ({}, {})
        self.wins_rows, self.ties_rows, self.pair_rows = table.rows

    def _credit(self, side: int, number: int, boards: int, wins: int, ties: int) -> None:
        counts = self.by_class[side].setdefault(number, [0, 0, 0])
        counts[0] += boards
        counts[1] += wins
        counts[2] += ties

    def _add(self, classes: tuple[int, int], pairs: int, wins: int, ties: int) -> None:
        """Count ``pairs`` weighted pairs of hands of these classes in which side 0 wins ``wins``."""
        boards = pairs * BOARDS
        self.boards += boards
        self.pairs += pairs
        self.ties += ties
        self.wins[0] += wins
        self.wins[1] += boards - wins - ties
        self._credit(0, classes[0], boards, wins, ties)
        self._credit(1, classes[1], boards, boards - wins - ties, ties)

    def classes_vs_classes(self, first: list[int], second: list[int]) -> None:
        """Whole classes against whole classes: per class of each side, one dot product of the
        other side's weights with the class sums (wins, ties, pairs); the totals from side 0's."""
        for side, (mine, theirs) in enumerate(((first, second), (second, first))):
            held = [number for number, weight in enumerate(theirs) if weight]
            if not held:
                return
            dot = _dot(held, [theirs[number] for number in held], self.table.rows, self.table.row_totals)
            for number, weight in enumerate(mine):
                if not weight:
                    continue
                pairs = weight * dot(2, number)
                if not pairs:
                    continue
                wins = weight * dot(0, number)
                ties = weight * dot(1, number)
                self._credit(side, number, pairs * BOARDS, wins, ties)
                if side == 0:
                    self.boards += pairs * BOARDS
                    self.pairs += pairs
                    self.ties += ties
                    self.wins[0] += wins
                    self.wins[1] += pairs * BOARDS - wins - ties

    def combo_vs_classes(self, side: int, code: HandCode, weight: int, classes: list[int]) -> None:
        """One combo of a side against the other side's whole classes."""
        number = code_class(code)
        size = CLASS_SIZES[number]
        for other, other_weight in enumerate(classes):
            if not other_weight:
                continue
            pairs = self.pair_rows[number][other] // size * weight * other_weight
            if not pairs:
                continue
            wins = self.wins_rows[number][other] // size * weight * other_weight
            ties = self.ties_rows[number][other] // size * weight * other_weight
            if side == 0:
                self._add((number, other), pairs, wins, ties)
            else:
                self._add((other, number), pairs, pairs * BOARDS - wins - ties, ties)

    def combo_vs_combo(self, first: HandCode, second: HandCode, weight: int) -> None:
        """Two single combos: their matchup (none when they share a card)."""
        if first[0] in second or first[1] in second:
            return
        wins, ties = self.table.matchup(first, second)
        self._add((code_class(first), code_class(second)), weight, weight * wins, weight * ties)


def _dot(held: list[int], weights: list[int], rows: Rows, totals: Totals) -> Callable[[int, int], int]:
    """A function of (column, class): the sum of that row's entries at the classes ``held`` times
    their ``weights`` (a whole row of one weight: the row's total times the weight)."""
    if len(held) == 1:
        only, weight = held[0], weights[0]
        return lambda column, number: rows[column][number][only] * weight
    pick = itemgetter(*held)
    if len(set(weights)) == 1:
        weight = weights[0]
        if len(held) == CLASS_COUNT:
            return lambda column, number: totals[column][number] * weight
        return lambda column, number: sum(pick(rows[column][number])) * weight
    return lambda column, number: sum(map(mul, weights, pick(rows[column][number])))
