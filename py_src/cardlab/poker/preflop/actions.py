"""The ``poker.preflop`` API action: every class against an opponent, the matrix, CSV."""

from __future__ import annotations

from typing import TypedDict

from ...core.errors import InputError
from ...core.params import Params, bool_param, text_param
from ...core.progress import Progress
from ...games.choices import covered_game, game_param
from ...games.variants import Variant
from .matrix import ClassRow, Opponent, class_rows, equity_matrix, matrix_csv, opponent, rows_csv
from .table_file import TABLE_GAME

MATRIX_DECIMALS = 6  # the matrix travels rounded; rows carry exact fractions
DEFAULT_VS = "random"  # the opponent asked when none is given (the page's field starts with it)


class PreflopReport(TypedDict):
    """What ``poker.preflop`` answers."""

    vs: Opponent
    method_text: str
    rows: list[ClassRow]
    matrix: list[list[float]] | None
    csv: str | None


def check_table_game(game: Variant) -> None:
    """InputError unless ``game`` is the game the table holds (never another game's numbers).

    >>> from cardlab.games.variants import variant
    >>> check_table_game(variant("Hold'em"))
    >>> check_table_game(variant("omaha"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the preflop table does not cover Omaha (the equity tool counts it); choose holdem
    """
    covered_game(game, (TABLE_GAME,), "the preflop table", "the equity tool counts it")


def preflop_action(params: Params, progress: Progress) -> PreflopReport:
    """``poker.preflop``: ``vs`` (``random``, a class such as ``AKs``, or a range), ``matrix``
    (also send the 169 x 169 matrix), ``game`` (Hold'em, the one game the table holds) and ``csv``
    (``"row"`` or ``"matrix"``: also send it as CSV).

    >>> from cardlab.poker.preflop.table import load_table
    >>> report = preflop_action({"vs": "KK"}, lambda fraction: None) if load_table() else None
    >>> report is None or (report["vs"]["kind"], report["rows"][0]["class"]) == ("class", "AA")
    True
    """
    check_table_game(game_param(params, TABLE_GAME))
    vs_text = text_param(params, "vs", DEFAULT_VS)
    csv = text_param(params, "csv", "")
    if csv not in ("", "row", "matrix"):
        raise InputError("'csv' must be row or matrix", field="csv")
    vs, _ = opponent(vs_text)
    rows = class_rows(vs_text)
    if rows is None:
        raise InputError("the preflop table is not available here", field="vs")
    wants_matrix = bool_param(params, "matrix") or csv == "matrix"
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
        if matrix is not None and bool_param(params, "matrix") else None,
        "csv": text,
    }


def meta() -> dict[str, object]:
    """What the preflop tab says before it asks: the table's sizes, its intro, and the opponent
    field's hint and default.

    >>> facts = meta()
    >>> facts["vs_default"], facts["boards"], facts["intro"][:47]
    ('random', 1712304, "Heads-up Texas Hold'em before the flop, exactly")
    """
    from ...games.variants import variant
    from .table_file import preflop_facts

    facts = preflop_facts()
    return {
        **facts,
        "intro": f"Heads-up {variant(TABLE_GAME).name} before the flop, exactly: every hand class against a "
                 f"random hand, a class or any range, over all {facts['boards']:,} boards of every pair of hands, "
                 f"summed from a table of all {facts['matchups']:,} matchups (computed once by Card Lab's own "
                 "exact counter).",
        "vs_hint": "random, a class such as AKs, or a range such as QQ+, AKs or 15%",
        "vs_default": DEFAULT_VS,
    }
