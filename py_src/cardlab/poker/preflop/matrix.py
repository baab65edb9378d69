"""The 169 x 169 matrix and its rows: each hand class against a class, a range or a random hand.

A class here means all its combos, each with weight one (``AKs``: its 4 combos); every number is
exact (a fraction of weighted boards) and shown rounded.

>>> from cardlab.poker.preflop.table import load_table
>>> rows = class_rows("random")
>>> rows is None or [(row["class"], f"{row['equity']:.2%}") for row in rows[:2]] == [
...     ("AA", "85.20%"), ("AKs", "67.04%")]
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal, TypedDict

from ...core.errors import InputError, shown
from ...core.odds import fraction_text
from ..ranges.classes import CLASS_SIZES, CLASSES, Combo, class_cell
from ..ranges.notation import RANDOM_WORDS, parse_range
from .heads_up import HeadsUp, Side, heads_up_sides, integer_scale, split_side
from .table import PreflopTable, load_table
from .table_file import CLASS_COUNT

VsKind = Literal["random", "class", "range"]


ClassRow = TypedDict("ClassRow", {  # one class against the opponent ("class" is a keyword)
    "class": str, "row": int, "column": int, "combos": int, "pairs": int, "boards": int,
    "wins": int, "ties": int, "equity": float, "equity_fraction": str,
})


class Opponent(TypedDict):
    """What the rows are against."""

    text: str
    kind: VsKind
    combos: int


def opponent(text: str) -> tuple[Opponent, dict[Combo, Fraction]]:
    """Read what the rows are against: ``random``, a class such as ``AKs``, or any range.

    >>> opponent("random")[0], opponent(" akS ")[0]["text"]
    ({'text': 'random', 'kind': 'random', 'combos': 1326}, 'AKs')
    >>> opponent("AZs")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown rank 'Z' in 'AZs'
    """
    clean = text.strip()
    if not clean or clean.lower() in RANDOM_WORDS:
        weights = dict(parse_range("random").weights)
        return Opponent(text="random", kind="random", combos=len(weights)), weights
    label = _class_label(clean)
    if label is not None:
        weights = dict(parse_range(label).weights)
        return Opponent(text=label, kind="class", combos=len(weights)), weights
    found = parse_range(clean, field="vs")
    if not found.size:
        raise InputError(f"the range '{shown(clean)}' holds no hand", token=shown(clean), field="vs")
    return Opponent(text=clean, kind="range", combos=found.size), dict(found.weights)


def _class_label(text: str) -> str | None:
    wanted = text[:2].upper() + text[2:].lower()
    return wanted if wanted in CLASSES else None


def _class_side(number: int, scale: int) -> Side:
    classes = [0] * CLASS_COUNT
    classes[number] = scale
    return Side(classes, {})


def _row(number: int, result: HeadsUp) -> ClassRow:
    equity = result.equity(0)
    row, column = class_cell(number)
    return ClassRow({"class": CLASSES[number], "row": row, "column": column, "combos": CLASS_SIZES[number],
                     "pairs": result.pairs, "boards": result.boards, "wins": result.wins[0], "ties": result.ties,
                     "equity": float(equity), "equity_fraction": fraction_text(equity)})


def class_rows(vs: str, table: PreflopTable | None = None) -> list[ClassRow] | None:
    """Every class (grid order) against ``vs`` (see :func:`opponent`); None without the table.

    >>> rows = class_rows("AA")
    >>> rows is None or (rows[0]["class"], rows[0]["pairs"], rows[0]["equity_fraction"]) == ("AA", 6, "1/2")
    True
    """
    table = table or load_table()
    if table is None:
        return None
    _, weights = opponent(vs)
    scale = integer_scale(weights)
    other = split_side(weights, scale)
    return [_row(number, heads_up_sides(_class_side(number, 1), other, scale, table))
            for number in range(CLASS_COUNT)]


def equity_matrix(table: PreflopTable | None = None) -> list[list[float]] | None:
    """Each class's equity (row) against each class (column), grid order; None without the table.

    >>> matrix = equity_matrix()
    >>> matrix is None or (len(matrix), matrix[0][0], round(matrix[0][168] + matrix[168][0], 12)) == (169, 0.5, 1.0)
    True
    """
    table = table or load_table()
    if table is None:
        return None
    size = CLASS_COUNT * CLASS_COUNT
    sums = table.sums
    matrix = []
    for row in range(CLASS_COUNT):
        values = []
        for column in range(CLASS_COUNT):
            at = row * CLASS_COUNT + column
            wins, ties, pairs = sums[at], sums[size + at], sums[2 * size + at]
            values.append((2 * wins + ties) / (2 * pairs * 1_712_304))
        matrix.append(values)
    return matrix


def rows_csv(rows: list[ClassRow], vs: str) -> str:
    """A row as CSV: one line per class with its exact counts and equity.

    >>> row = ClassRow({"class": "AA", "row": 0, "column": 0, "combos": 6, "pairs": 6, "boards": 10,
    ...                 "wins": 5, "ties": 0, "equity": 0.5, "equity_fraction": "1/2"})
    >>> rows_csv([row], "AA").splitlines()
    ['class,vs,combos,pairs,boards,wins,ties,equity,equity_fraction', 'AA,AA,6,6,10,5,0,0.500000,1/2']
    """
    lines = ["class,vs,combos,pairs,boards,wins,ties,equity,equity_fraction"]
    quoted = f'"{vs}"' if "," in vs or '"' in vs else vs
    for row in rows:
        lines.append(f"{row['class']},{quoted},{row['combos']},{row['pairs']},{row['boards']},{row['wins']},"
                     f"{row['ties']},{row['equity']:.6f},{row['equity_fraction']}")
    return "\n".join(lines) + "\n"


def matrix_csv(matrix: list[list[float]]) -> str:
    """The matrix as CSV: a header of column classes, then one line per row class (equity 0..1).

    >>> matrix_csv([[0.5] * 169] * 169).splitlines()[1][:18]
    'AA,0.500000,0.5000'
    """
    lines = ["class," + ",".join(CLASSES)]
    for label, values in zip(CLASSES, matrix):
        lines.append(label + "," + ",".join(f"{value:.6f}" for value in values))
    return "\n".join(lines) + "\n"
