"""``cardlab hits``: the command line of :mod:`cardlab.poker.hits.actions` (kept apart so that the
page, which imports every action, never imports argparse)."""

from __future__ import annotations

import argparse
from typing import Any

from ...core.commandline import Command, JsonObject, add_command
from ...games.choices import games_help, range_games
from .actions import format_hits, hits_action
from .report import GAMES


def _request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    params: JsonObject = {"range": args.range, "board": args.board or "", "dead": args.dead, "game": args.game}
    if args.every_flop:
        params["every_flop"] = True
    return HITS, params


def add_hits(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``cardlab hits RANGE --board CARDS [--dead CARDS] [--game holdem|shortdeck|shortdeck-classic]
    [--every-flop]``.

    >>> from cardlab.core.commandline import Parser
    >>> commands = Parser(prog="cardlab").add_subparsers()
    >>> add_hits(commands)
    >>> args = commands.choices["hits"].parse_args(["AA", "--every-flop", "--game", "shortdeck"])
    >>> command, params = args.request(args)
    >>> command.name, params
    ('poker.hits', {'range': 'AA', 'board': '', 'dead': '', 'game': 'shortdeck', 'every_flop': True})
    """
    command = add_command(
        commands, "hits",
        help="how a Hold'em or short-deck range meets a board: made hands, draws (or every flop, by texture)",
        description="Count the range's live combos (weights counted) by best-five category, finer made class "
        "(overpair, top pair and its kicker, set ...) and draw (flush draw, open-ender, gutshot, backdoors ...). "
        "Each row gives the range text of exactly its combos.",
        request=_request,
    )
    command.add_argument("range", help='a range such as "QQ+, AKs" or 20%%')
    command.add_argument("--board", help="the flop, turn or river (3-5 cards)")
    command.add_argument("--dead", default="", help="cards known to be out of play")
    command.add_argument("--game", default=GAMES[0], help=games_help(range_games(), GAMES[0]))
    command.add_argument("--every-flop", action="store_true", help="every flop instead of one board")


HITS = Command("poker.hits", hits_action, format_hits)
