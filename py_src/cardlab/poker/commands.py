"""The poker domain's command-line tools: ``cardlab poker``."""

from __future__ import annotations

import argparse
from typing import Any

from ..core.commandline import AddCommand, Parser, hands_arg, read_file
from ..core.errors import InputError

def _poker_request(args: argparse.Namespace) -> tuple[str, dict[str, Any]]:
    if args.file is not None:
        if args.hands:
            raise InputError("give either hands or --file, not both", field="file")
        return "poker.batch", {"text": read_file(args.file)}
    return "poker.showdown", {"hands": hands_arg(args.hands), "board": args.board or "", "game": args.game}


def _format_showdown(result: dict[str, Any]) -> str:
    lines = []
    if result["board"]:
        lines.append("Board     " + " ".join(card["code"] for card in result["board"]))
    for index, hand in enumerate(result["hands"]):
        cards = " ".join(card["code"] for card in hand["cards"])
        mark = "  <- wins" if index in result["winners"] and not result["split"] else (
            "  <- splits" if index in result["winners"] else "")
        plays = ""
        if result["board"]:
            plays = f"  (plays {' '.join(hand['hole_played'])} + {' '.join(hand['board_played'])})"
        lines.append(f"Player {index + 1}  {cards}  {hand['name']}{plays}{mark}")
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


def _add_poker(commands: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    poker = commands.add_parser(
        "poker",
        help="settle a five-card poker showdown, or a Problem 54 batch file",
        description="Settle a poker showdown: one argument per hand, or one argument holding all "
        "hands separated by | or newlines. Hands of 5-7 cards play their best five.",
    )
    poker.add_argument("hands", nargs="*", help='a hand such as "5H 5C 6S 7S KD"')
    poker.add_argument("--board", help="community cards shared by every hand (Hold'em style)")
    poker.add_argument("--game", default="five-card",
                       help="five-card (best five of each hand plus board; the default), holdem "
                       "(2 cards each, any five of seven) or omaha (4 cards each, exactly 2 + 3 of the board)")
    poker.add_argument("--file", metavar="PATH", help="a batch file, one deal per line ('-' for stdin)")
    poker.set_defaults(request=_poker_request, formatter=_poker_format)


def _poker_format(result: dict[str, Any]) -> str:
    return _format_batch(result) if "deals" in result else _format_showdown(result)



COMMANDS: list[AddCommand] = [_add_poker]
