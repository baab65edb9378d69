"""``cardlab preflop``: the 169 x 169 matrix, or one row of it, as text or CSV."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from ...core.commandline import AddCommand, Command, JsonObject, add_command
from ..actions import preflop_action  # the action api.ACTIONS runs (it reads the table on first use)
from ..ranges.classes import CLASSES, SIDE

if TYPE_CHECKING:
    from .actions import PreflopReport


def _request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    csv = ("row" if args.vs is not None else "matrix") if args.csv else ""
    return PREFLOP, {"vs": args.vs or "random", "matrix": args.vs is None and not args.csv, "csv": csv}


def _format_preflop(result: PreflopReport) -> str:
    """CSV as it is; a row as the 13 x 13 grid of equities; the matrix as one line per class."""
    if result["csv"] is not None:
        return str(result["csv"]).rstrip("\n")
    lines = [f"Method: {result['method_text']}"]
    if result["matrix"] is not None:
        lines.append("Each row's class against each column's class (equity %):")
        lines.append("     " + "".join(f"{label:>6}" for label in CLASSES))
        for label, values in zip(CLASSES, result["matrix"]):
            lines.append(f"{label:<5}" + "".join(f"{100 * value:6.1f}" for value in values))
        return "\n".join(lines)
    vs = result["vs"]
    against = "a random hand" if vs["kind"] == "random" else vs["text"]
    lines.append(f"Each class against {against} (equity %; suited above the diagonal, offsuit below):")
    rows = result["rows"]
    for row in range(SIDE):
        cells = rows[row * SIDE:(row + 1) * SIDE]
        lines.append("  ".join(f"{cell['class']:>4} {100 * cell['equity']:5.1f}" for cell in cells))
    return "\n".join(lines)


def _add_preflop(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    preflop = add_command(
        commands, "preflop",
        help="heads-up preflop Hold'em: every hand class against every class, exact, from the table",
        description="Without --vs: the 169 x 169 matrix of each class's equity against each class. "
        "With --vs: one row, every class against a class (AKs), a range (QQ+, AKs) or random. "
        "--csv prints CSV with the exact counts instead.",
        request=_request,
    )
    preflop.add_argument("--vs", metavar="CLASS|random",
                         help="what the classes play against: a class, a range or random")
    preflop.add_argument("--csv", action="store_true", help="print CSV (the row's exact counts, or the matrix)")

PREFLOP = Command("poker.preflop", preflop_action, _format_preflop)
COMMANDS: list[AddCommand] = [_add_preflop]
