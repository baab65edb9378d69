"""The badugi domain's command-line tools: ``cardlab badugi`` and ``cardlab badugi-count``."""

from __future__ import annotations

import argparse
from typing import Any

from ..core.commandline import AddCommand, Command, JsonObject, add_command, hands_arg
from ..core.words import plural
from ..games.showdown import showdown_text
from .actions import counts_action, showdown_action
from .counts import CountsReport


def _badugi_request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    return SHOWDOWN, {"hands": hands_arg(args.hands)}


def _add_badugi(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    badugi = add_command(
        commands, "badugi",
        help="settle a badugi showdown (four-card lowball)",
        description="Settle a badugi showdown: one argument per hand, or one argument holding all "
        "hands separated by -, | or newlines (list syntax works too).",
        request=_badugi_request,
    )
    badugi.add_argument("hands", nargs="+", help='a hand such as "3c 2s 4d Ah"')


def _counts_request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    return COUNTS, {"suits": args.suits, "ranks": args.ranks, "k": args.k, "sizes": args.sizes}


def _format_counts(result: CountsReport) -> str:
    lines = [f"Hands containing a {result['k']}-card badugi, deck of {plural(result['suits'], 'suit')} x "
             f"{plural(result['ranks'], 'rank')}",
             f"{'n':>3}  {'f(n)':>28}  probability"]
    for row in result["rows"]:
        lines.append(f"{row['n']:>3}  {row['count']:>28,}  {row['probability']:.10f}")
    lines.append(f"Total: {result['total']:,}  ({result['total']})")
    return "\n".join(lines)


def _add_counts(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    counts = add_command(
        commands, "badugi-count",
        help="count n-card hands containing a badugi (Project Euler 369)",
        description="Count n-card hands that contain k cards of different suits and ranks.",
        request=_counts_request,
    )
    counts.add_argument("--suits", default="4", help="suits in the deck, 1-6 (default 4)")
    counts.add_argument("--ranks", default="13", help="ranks in the deck, 1-26 (default 13)")
    counts.add_argument("--sizes", default="4-13", help="hand sizes: 4-13, 5, 1,3,5-7 or all (default 4-13)")
    counts.add_argument("--k", default="4", help="badugi size to look for, 1..suits (default 4)")


SHOWDOWN = Command("badugi.showdown", showdown_action, showdown_text)
COUNTS = Command("badugi.counts", counts_action, _format_counts)
COMMANDS: list[AddCommand] = [_add_badugi, _add_counts]
