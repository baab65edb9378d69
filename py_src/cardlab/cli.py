"""The command line: ``python -m cardlab TOOL ...``, text for people, ``--json`` for programs.

Bad input exits with status 2 and one line on stderr (a JSON object with ``--json``).

>>> main(["poker", "5H 5C 6S 7S KD", "2C 3S 8S 8D TD"])
Player 1  5h 5c 6s 7s Kd  Pair of Fives, King kicker
Player 2  2c 3s 8s 8d Td  Pair of Eights, Ten kicker  <- wins
Player 2 wins with Pair of Eights, Ten kicker
Reason: both One Pair; decided by the pair: 8 vs 5
0
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from . import __version__
from .api import call
from .core.errors import InputError, shown
from .core.limits import MAX_BATCH_CHARS, any_length_int_text

Formatter = Callable[[Any], str]


class UsageError(Exception):
    """argparse found the command line itself malformed."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _read_file(path: str) -> str:
    """A batch file's text; a file over the batch limit is refused without reading it all."""
    try:
        if path == "-":
            text = sys.stdin.read(MAX_BATCH_CHARS + 1)
        else:
            with open(path, encoding="utf-8", errors="replace") as handle:
                text = handle.read(MAX_BATCH_CHARS + 1)
    except OSError as err:
        raise InputError(f"cannot read {path}: {err.strerror}", token=path, field="file") from None
    if len(text) > MAX_BATCH_CHARS:
        name = "standard input" if path == "-" else path
        raise InputError(f"{name} is over the limit of {MAX_BATCH_CHARS:,} characters", token=path, field="file")
    return text


def _hands_arg(hands: list[str]) -> str | list[str]:
    """One argument holds all hands (to be split); several arguments are one hand each."""
    return hands[0] if len(hands) == 1 else list(hands)


# --- poker -----------------------------------------------------------------------------------

def _poker_request(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    if args.file is not None:
        if args.hands:
            raise InputError("give either hands or --file, not both", field="file")
        return "poker.batch", {"text": _read_file(args.file)}
    return "poker.showdown", {"hands": _hands_arg(args.hands), "board": args.board or ""}


def _format_showdown(result: dict[str, Any]) -> str:
    lines = []
    if result["board"]:
        lines.append("Board     " + " ".join(card["code"] for card in result["board"]))
    for index, hand in enumerate(result["hands"]):
        cards = " ".join(card["code"] for card in hand["cards"])
        mark = "  <- wins" if index in result["winners"] and not result["split"] else (
            "  <- splits" if index in result["winners"] else "")
        lines.append(f"Player {index + 1}  {cards}  {hand['name']}{mark}")
    lines.append(result["headline"])
    lines.append(f"Reason: {result['reason']}")
    return "\n".join(lines)


def _format_batch(result: dict[str, Any]) -> str:
    lines = [f"Deals: {result['deals']}"]
    for player, wins in enumerate(result["wins"], start=1):
        lines.append(f"Player {player} wins: {wins}")
    lines.append(f"Ties: {result['ties']}")
    for error in result["errors"]:
        lines.append(f"Skipped {error['message']}")
    return "\n".join(lines)


def _add_poker(commands: argparse._SubParsersAction) -> None:
    poker = commands.add_parser(
        "poker",
        help="settle a five-card poker showdown, or a Problem 54 batch file",
        description="Settle a poker showdown: one argument per hand, or one argument holding all "
        "hands separated by | or newlines. Hands of 5-7 cards play their best five.",
    )
    poker.add_argument("hands", nargs="*", help='a hand such as "5H 5C 6S 7S KD"')
    poker.add_argument("--board", help="community cards shared by every hand (Hold'em style)")
    poker.add_argument("--file", metavar="PATH", help="a batch file, one deal per line ('-' for stdin)")
    poker.set_defaults(request=_poker_request, formatter=_poker_format)


def _poker_format(result: dict[str, Any]) -> str:
    return _format_batch(result) if "deals" in result else _format_showdown(result)


# --- badugi ----------------------------------------------------------------------------------

def _badugi_request(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    return "badugi.showdown", {"hands": _hands_arg(args.hands)}


def _format_badugi(result: dict[str, Any]) -> str:
    lines = []
    for index, hand in enumerate(result["hands"]):
        cards = " ".join(card["code"] for card in hand["cards"])
        mark = ("  <- draws" if result["draw"] else "  <- wins") if index in result["winners"] else ""
        lines.append(f"Player {index + 1}  {cards}  {hand['name']}{mark}")
        for dead in hand["dead"]:
            lines.append(f"          {dead['card']} dead: {dead['reason']}")
    lines.append(result["headline"])
    lines.append(f"Reason: {result['reason']}")
    return "\n".join(lines)


def _add_badugi(commands: argparse._SubParsersAction) -> None:
    badugi = commands.add_parser(
        "badugi",
        help="settle a badugi showdown (four-card lowball)",
        description="Settle a badugi showdown: one argument per hand, or one argument holding all "
        "hands separated by -, | or newlines (list syntax works too).",
    )
    badugi.add_argument("hands", nargs="+", help='a hand such as "3c 2s 4d Ah"')
    badugi.set_defaults(request=_badugi_request, formatter=_format_badugi)


# --- badugi counts ---------------------------------------------------------------------------

def _counts_request(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    return "badugi.counts", {"suits": args.suits, "ranks": args.ranks, "k": args.k, "sizes": args.sizes}


def _format_counts(result: dict[str, Any]) -> str:
    lines = [f"Hands containing a {result['k']}-card badugi, deck of {result['suits']} suits x {result['ranks']} ranks",
             f"{'n':>3}  {'f(n)':>28}  probability"]
    for row in result["rows"]:
        lines.append(f"{row['n']:>3}  {row['count']:>28,}  {row['probability']:.10f}")
    lines.append(f"Total: {result['total']:,}  ({result['total']})")
    return "\n".join(lines)


def _add_counts(commands: argparse._SubParsersAction) -> None:
    counts = commands.add_parser(
        "badugi-count",
        help="count n-card hands containing a badugi (Project Euler 369)",
        description="Count n-card hands that contain k cards of different suits and ranks.",
    )
    counts.add_argument("--suits", default="4", help="suits in the deck, 1-6 (default 4)")
    counts.add_argument("--ranks", default="13", help="ranks in the deck, 1-26 (default 13)")
    counts.add_argument("--sizes", default="4-13", help="hand sizes: 4-13, 5, 1,3,5-7 or all (default 4-13)")
    counts.add_argument("--k", default="4", help="badugi size to look for, 1..suits (default 4)")
    counts.set_defaults(request=_counts_request, formatter=_format_counts)


# --- silver dollar ---------------------------------------------------------------------------

def _sd_request(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    if args.command == "count":
        return "sd.count", {"n": args.n, "c": args.c, "mod": args.mod}
    if args.position is not None:
        return "sd.analyze", {"position": args.position}
    if args.squares is None or args.coins is None or args.dollar is None:
        raise InputError("give a POSITION such as .o..$.o, or --squares, --coins and --dollar", field="position")
    coins = [part for part in args.coins.replace(" ", "").split(",") if part]
    return "sd.analyze", {"n": args.squares, "coins": coins, "dollar": args.dollar}


def _format_sd(result: dict[str, Any]) -> str:
    if "W" in result:
        where = f" mod {result['mod']}" if result["mod"] else ""
        return f"W({result['n']}, {result['c']}){where} = {result['W']}"
    lines = [result["notation"], result["verdict"], *result["explanation"]]
    if result["moves"]:
        lines.append("Winning moves: " + ", ".join(move["text"] for move in result["moves"]))
    return "\n".join(lines)


def _add_silver_dollar(commands: argparse._SubParsersAction) -> None:
    game = commands.add_parser("silver-dollar", help="the silver dollar game: W(n, c) and positions")
    actions = game.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser, required=True)
    count = actions.add_parser("count", help="W(n, c): winning configurations (Project Euler 344)")
    count.add_argument("n", help="squares on the strip (up to 10^18)")
    count.add_argument("c", help="worthless coins (up to 1000)")
    count.add_argument("--mod", help="give W modulo this number")
    analyze_cmd = actions.add_parser("analyze", help="who wins a position, and every winning move")
    analyze_cmd.add_argument("position", nargs="?", help="the strip, leftmost first: . empty, o coin, $ dollar")
    analyze_cmd.add_argument("--squares", help="strip length (with --coins and --dollar)")
    analyze_cmd.add_argument("--coins", help="coin squares, e.g. 2,5,7")
    analyze_cmd.add_argument("--dollar", help="the square of the dollar (one of the coins)")
    for sub in (count, analyze_cmd):
        sub.set_defaults(request=_sd_request, formatter=_format_sd)


TOOLS: list[Callable[[argparse._SubParsersAction], None]] = [_add_poker, _add_badugi, _add_counts, _add_silver_dollar]


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one subcommand per tool."""
    parser = _Parser(prog="cardlab", description="Card Lab: exact card-game showdowns and counts.")
    parser.add_argument("--version", action="version", version=f"cardlab {__version__}")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of text")
    commands = parser.add_subparsers(dest="tool", metavar="TOOL", parser_class=_Parser)
    for add_tool in TOOLS:
        add_tool(commands)
    return parser


def _wants_json(argv: Sequence[str]) -> bool:
    return "--json" in argv


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit status (0 ok, 2 bad input)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    as_json = _wants_json(argv)
    argv = [arg for arg in argv if arg != "--json"]
    try:
        args = build_parser().parse_args(argv)
        if not getattr(args, "request", None):
            build_parser().print_help()
            return 2
        action, params = args.request(args)
        result = call(action, params)
    except (InputError, UsageError) as err:
        message = str(err)
        if as_json:
            payload = err.to_dict() if isinstance(err, InputError) else {"type": "usage", "message": message}
            print(json.dumps({"ok": False, "error": payload}, ensure_ascii=False), file=sys.stderr)
        else:
            print(f"cardlab: error: {shown(message, limit=1000)}", file=sys.stderr)  # always one line
        return 2
    with any_length_int_text():  # exact counts can have thousands of digits
        print(json.dumps(result, ensure_ascii=False) if as_json else args.formatter(result))
    return 0
