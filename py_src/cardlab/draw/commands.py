"""The draw engine's command-line tools: ``cardlab draw`` (any draw game) and ``cardlab
badugi-draw`` (the same, badugi by default)."""

from __future__ import annotations

import argparse
from typing import Any

from ..core.commandline import AddCommand, Command, JsonObject, Request, add_command
from ..games.choices import draw_games, games_help
from .actions import badugi_draw_action, draw_action
from .format import format_draw


def _request(command: Command[Any]) -> Request:
    def request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
        params: JsonObject = {"hand": " ".join(args.hand), "best": args.best, "dead": args.dead, "vs": args.vs,
                          "vs_discard": args.vs_discard, "draws": args.draws, "goal": args.goal or ""}
        if args.game is not None:
            params["game"] = args.game
        if args.discard is not None:
            params["discard"] = args.discard
        if args.seed is not None:
            params["seed"] = args.seed
        if args.plan is not None:
            params["plan"] = args.plan
        if args.vs_plan is not None:
            params["vs_plan"] = args.vs_plan
        return command, params

    return request


def _add(commands: argparse._SubParsersAction[argparse.ArgumentParser], name: str, command: Command[Any],
         help_text: str, game_help: str) -> None:
    draw = add_command(
        commands, name,
        help=help_text,
        description="Exact odds of a draw in badugi, 2-7 or A-5 lowball. Unseen cards are the 52 minus the "
        "hand, the dead cards and the opponent's hand; every set of drawn cards is equally likely. Without "
        "--discard the cards that cannot play for the goal are thrown, or, with --best or --goal beat, the best "
        "discard of every discard ranked on this draw (pat or none: throw nothing).",
        request=_request(command),
    )
    draw.add_argument("hand", nargs="+", help='four cards (badugi) or five (lowball), e.g. "2c 3d 4h Kh Ks"')
    draw.add_argument("--game", default=None, help=game_help)
    choice = draw.add_mutually_exclusive_group()
    choice.add_argument("--discard", help='cards to throw, e.g. "Kh" or "Kh Ks" (pat: none)')
    choice.add_argument("--best", action="store_true", help="rank every discard by the goal (16 or 32)")
    draw.add_argument("--dead", default="", help="cards known to be out of the deck")
    draw.add_argument("--vs", default="", help="the opponent's hand")
    draw.add_argument("--vs-discard", default="",
                      help="the cards the opponent throws (blank, pat or none: they stand pat)")
    draw.add_argument("--draws", default="1", help="draws left, 1-3 (default 1)")
    draw.add_argument("--goal", default=None,
                      help="any (any badugi / any low), a top card such as 7, 8 or T, or beat "
                      "(default 8: an 8-high badugi or an 8-low or better)")
    draw.add_argument("--plan", default=None,
                      help='with --vs and --draws 2 or 3: what you do at each later draw, separated by |: best '
                      '(the best discard to beat the opponent), pat, or a top card such as 8 (stand pat on an 8 or '
                      'better, else keep what plays for it); blank: the default (best for --goal beat, else the '
                      'goal), e.g. "pat|best"')
    draw.add_argument("--vs-plan", default=None,
                      help='with --vs and --draws 2 or 3: what the opponent does at each later draw, the same '
                      'syntax as --plan (best: the best discard to beat you); blank: the default (pat again if '
                      'they stand pat now, else aim at an 8 or better), e.g. "best|pat"')
    draw.add_argument("--seed", default=None,
                      help="seed of any Monte Carlo estimate (default: drawn at random, and reported)")


def _add_draw(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    _add(commands, "draw", DRAW,
         "exact draw odds (badugi, 2-7, A-5): one discard, the best discard, against an opponent, several draws",
         f"{games_help(draw_games())} (default: by the hand's size)")


def _add_badugi_draw(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    _add(commands, "badugi-draw", BADUGI_DRAW, "badugi draw odds (cardlab draw with badugi as the default game)",
         games_help(draw_games(), draw_games()[0].key))


DRAW = Command("draw", draw_action, format_draw)
BADUGI_DRAW = Command("badugi.draw", badugi_draw_action, format_draw)
COMMANDS: list[AddCommand] = [_add_draw, _add_badugi_draw]
