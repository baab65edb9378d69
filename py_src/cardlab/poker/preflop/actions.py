"""The ``poker.preflop`` API action: every class against an opponent, the matrix, CSV."""

from __future__ import annotations

from typing import TypedDict

from ...core.errors import InputError
from ...core.params import Params, text_param
from ...core.progress import Progress
from .matrix import ClassRow, Opponent, class_rows, equity_matrix, matrix_csv, opponent, rows_csv

MATRIX_DECIMALS = 6  # the matrix travels rounded; rows carry exact fractions


class PreflopReport(TypedDict):
    """What ``poker.preflop`` answers."""

    vs: Opponent
    method_text: str
    rows: list[ClassRow]
    matrix: list[list[float]] | None
    csv: str | None


def _flag(params: Params, name: str) -> bool:
    value = params.get(name, False)
    if not isinstance(value, bool):
        raise InputError(f"'{name}' must be true or false", field=name)
    return value


def preflop_action(params: Params, progress: Progress) -> PreflopReport:
    """``poker.preflop``: ``vs`` (``random``, a class such as ``AKs``, or a range), ``matrix``
    (also send the 169 x 169 matrix) and ``csv`` (``"row"`` or ``"matrix"``: also send it as CSV).

    >>> from cardlab.poker.preflop.table import load_table
    >>> report = preflop_action({"vs": "KK"}, lambda fraction: None) if load_table() else None
    >>> report is None or (report["vs"]["kind"], report["rows"][0]["class"]) == ("class", "AA")
    True
    """
    vs_text = text_param(params, "vs", "random")
    csv = text_param(params, "csv", "")
    if csv not in ("", "row", "matrix"):
        raise InputError("'csv' must be row or matrix", field="csv")
    vs, _ = opponent(vs_text)
    rows = class_rows(vs_text)
    if rows is None:
        raise InputError("the preflop table is not available here", field="vs")
    wants_matrix = _flag(params, "matrix") or csv == "matrix"
    matrix = equity_matrix() if wants_matrix else None
    text = None
    if csv == "row":
        text = rows_csv(rows, vs["text"])
    elif csv == "matrix" and matrix is not None:
        text = matrix_csv(matrix)
    return {
        "vs": vs,
        "method_text": "exact, from the preflop table: each class's combos against "
                       + ("a random hand" if vs["kind"] == "random" else vs["text"])
                       + ", every one of the 1,712,304 boards of each pair of hands",
        "rows": rows,
        "matrix": [[round(value, MATRIX_DECIMALS) for value in row] for row in matrix]
        if matrix is not None and _flag(params, "matrix") else None,
        "csv": text,
    }
