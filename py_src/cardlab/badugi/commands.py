"""The badugi domain's command-line tools: ``cardlab badugi`` and ``cardlab badugi-count``."""

from __future__ import annotations

import argparse

from ..core.commandline import AddCommand, JsonObject, hands_arg
from ..games.showdown import showdown_text


def _badugi_request(args: argparse.Namespace) -> tuple[str, JsonObject]:
    return "badugi.showdown", {"hands": hands_arg(args.hands)}


def _add_badugi(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    badugi = commands.add_parser(
        "badugi",
        help="settle a badugi showdown (four-card lowball)",
        description="Settle a badugi showdown: one argument per hand, or one argument holding all "
        "hands separated by -, | or newlines (list syntax works too).",
    )
    badugi.add_argument("hands", nargs="+", help='a hand such as "3c 2s 4d Ah"')
    badugi.set_defaults(request=_badugi_request, formatter=showdown_text)


def _counts_request(args: argparse.Namespace) -> tuple[str, JsonObject]:
    return "badugi.counts", {"suits": args.suits, "ranks": args.ranks, "k": args.k, "sizes": args.sizes}


def _format_counts(result: JsonObject) -> str:
    lines = [f"Hands containing a {result['k']}-card badugi, deck of {result['suits']} suits x {result['ranks']} ranks",
             f"{'n':>3}  {'f(n)':>28}  probability"]
    for row in result["rows"]:
        lines.append(f"{row['n']:>3}  {row['count']:>28,}  {row['probability']:.10f}")
    lines.append(f"Total: {result['total']:,}  ({result['total']})")
    return "\n".join(lines)


def _add_counts(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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



def _draw_request(args: argparse.Namespace) -> tuple[str, JsonObject]:
    params: JsonObject = {"hand": " ".join(args.hand), "best": args.best, "dead": args.dead, "vs": args.vs,
                              "vs_discard": args.vs_discard, "draws": args.draws, "goal": args.goal}
    if args.discard is not None:
        params["discard"] = args.discard
    if args.seed is not None:
        params["seed"] = args.seed
    return "badugi.draw", params


def _format_draw(result: JsonObject) -> str:
    from .draw_format import format_draw

    return format_draw(result)


def _add_draw(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    draw = commands.add_parser(
        "badugi-draw",
        help="exact badugi draw odds: one discard, the best discard, against an opponent, several draws",
        description="Exact odds of a badugi draw. Unseen cards are the 52 minus the hand, the dead cards "
        "and the opponent's hand; every set of drawn cards is equally likely. Without --discard the "
        "cards that do not play for the goal are thrown (pat or none: throw nothing).",
    )
    draw.add_argument("hand", nargs="+", help='four cards such as "2c 3d 4h Kh"')
    choice = draw.add_mutually_exclusive_group()
    choice.add_argument("--discard", help='cards to throw, e.g. "Kh" or "4h Kh" (pat: none)')
    choice.add_argument("--best", action="store_true", help="rank all 16 discards by the goal")
    draw.add_argument("--dead", default="", help="cards known to be out of the deck")
    draw.add_argument("--vs", default="", help="the opponent's four cards")
    draw.add_argument("--vs-discard", default="", help="the cards the opponent throws (none: they stand pat)")
    draw.add_argument("--draws", default="1", help="draws left, 1-3 (default 1)")
    draw.add_argument("--goal", default="badugi", help="badugi, a top card such as 8 or T, or beat (default badugi)")
    draw.add_argument("--seed", default=None, help="seed of any Monte Carlo estimate (default 2026)")
    draw.set_defaults(request=_draw_request, formatter=_format_draw)


COMMANDS: list[AddCommand] = [_add_badugi, _add_counts, _add_draw]
