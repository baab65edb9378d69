"""``cardlab poker-count``: the command line of :mod:`cardlab.poker.counts.actions` (kept apart so
that the page, which imports every action, never imports argparse)."""

from __future__ import annotations

import argparse
from typing import Any

from ...core.commandline import Command, JsonObject, add_command
from .actions import DEFAULT_GAME, DEFAULT_SIZES, count_action, format_count
from .rules import RULES_IDS, game_of, rules_games
from .straights import MAX_RANKS


def _request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    return COUNT, {"ranks": args.ranks, "sizes": args.sizes, "game": args.game}


def add_poker_count(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``cardlab poker-count --ranks R --sizes A-B --game GAME`` (``--rules`` is ``--game``'s old name).

    >>> from cardlab.core.commandline import Parser
    >>> commands = Parser(prog="cardlab").add_subparsers()
    >>> add_poker_count(commands)
    >>> args = commands.choices["poker-count"].parse_args(["--ranks", "9"])
    >>> command, params = args.request(args)
    >>> command.name, params
    ('poker.count', {'ranks': '9', 'sizes': '5-7', 'game': 'holdem'})
    >>> args = commands.choices["poker-count"].parse_args(["--rules", "shortdeck"])
    >>> args.request(args)[1]["game"]
    'shortdeck'
    """
    command = add_command(
        commands, "poker-count",
        help="how many hands of each size have each poker category, for a deck of 4 x R ranks (exact)",
        description="Count exactly how many n-card hands of a 4-suit deck of the R highest ranks have each "
        "best five-card category (royal flush counted apart), for every size asked. The ace also plays low.",
        request=_request,
    )
    command.add_argument("--ranks", default=str(MAX_RANKS), help="ranks in the deck, 5 to 13 (13: 52 cards; 9: 36)")
    command.add_argument("--sizes", default=DEFAULT_SIZES,
                         help=f"hand sizes: 7, 5-9, 5,7,9 or all (default {DEFAULT_SIZES})")
    games = ", ".join(game.key for game in rules_games())
    named = ", ".join(f"{rules} = {game_of(rules).key}" for rules in RULES_IDS)
    command.add_argument("--game", "--rules", dest="game", default=DEFAULT_GAME,
                         help=f"the game whose category order counts: {games} (default {DEFAULT_GAME}); "
                         f"--rules is its old name and also reads {named}")


COUNT = Command("poker.count", count_action, format_count)
