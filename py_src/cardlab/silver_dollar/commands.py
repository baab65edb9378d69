"""The silver dollar domain's command-line tools: ``cardlab silver-dollar count|analyze``."""

from __future__ import annotations

import argparse
from typing import Any

from ..core.commandline import AddCommand, Command, JsonObject, Parser
from ..core.errors import InputError
from .actions import CountReport, analyze_action, count_action
from .game import Analysis


def _sd_request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    if args.command == "count":
        if args.mod is not None and not args.mod.strip():
            raise InputError("--mod: give a modulus such as 1000036000099, or leave --mod out", field="mod")
        return COUNT, {"n": args.n, "c": args.c, "mod": args.mod}
    if args.position is not None:
        return ANALYZE, {"position": args.position}
    if args.squares is None or args.coins is None or args.dollar is None:
        raise InputError("give a POSITION such as .o..$.o, or --squares, --coins and --dollar", field="position")
    coins = [part for part in args.coins.replace(" ", "").split(",") if part]
    return ANALYZE, {"n": args.squares, "coins": coins, "dollar": args.dollar}


def _format_count(result: CountReport) -> str:
    where = f" mod {result['mod']}" if result["mod"] else ""
    line = f"W({result['n']}, {result['c']}){where} = {result['W']}"
    return f"{line}\n{result['note']}" if result.get("note") else line


def _format_analysis(result: Analysis) -> str:
    lines = [result["notation"], result["verdict"], *result["explanation"]]
    if result["moves"]:
        lines.append("Winning moves: " + ", ".join(move["text"] for move in result["moves"]))
    return "\n".join(lines)


def _add_silver_dollar(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    game = commands.add_parser("silver-dollar", help="the silver dollar game: W(n, c) and positions")
    actions = game.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser, required=True)
    count = actions.add_parser("count", help="W(n, c): winning configurations (Project Euler 344)")
    count.add_argument("n", help="squares on the strip (up to 10^18)")
    count.add_argument("c", help="worthless coins (up to 1000)")
    count.add_argument("--mod", help="give W modulo this number")
    analyze_cmd = actions.add_parser("analyze", help="who wins a position, and every winning move")
    analyze_cmd.add_argument("position", nargs="?", help="the strip, leftmost first: . empty, o coin, $ dollar")
    analyze_cmd.add_argument("--squares", help="strip length (with --coins and --dollar)")
    analyze_cmd.add_argument("--coins", help="coin squares, e.g. 2,5,7")
    analyze_cmd.add_argument("--dollar", help="the square of the dollar (one of the coins)")
    count.set_defaults(request=_sd_request)
    analyze_cmd.set_defaults(request=_sd_request)

COUNT = Command("sd.count", count_action, _format_count)
ANALYZE = Command("sd.analyze", analyze_action, _format_analysis)
COMMANDS: list[AddCommand] = [_add_silver_dollar]
