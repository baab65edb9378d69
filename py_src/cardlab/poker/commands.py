"""The poker domain's command-line tools: ``cardlab poker``."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import Any, cast

from ..core.commandline import AddCommand, Command, JsonObject, add_command, hands_arg, read_file
from ..core.durations import describe_duration
from ..core.errors import InputError
from ..core.words import percent
from ..games.choices import equity_games, games_help, ranged_games, showdown_games
from ..games.showdown import showdown_text
from .actions import batch_action, equity_action, range_action, showdown_action
from .batch import BatchReport
from .counts.commands import add_poker_count
from .equity.plan import MAX_EXACT_SECONDS
from .equity.shape import CategoryRow, EquityReport, PlayerReport
from .hits.commands import add_hits
from .ranges.omaha_report import OmahaRangeReport
from .ranges.report import RangeReport


def _poker_request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    if args.file is not None:
        if args.hands:
            raise InputError("give either hands or --file, not both", field="file")
        return BATCH, {"text": read_file(args.file), "file": True}
    return SHOWDOWN, {"hands": hands_arg(args.hands), "board": args.board or "", "game": args.game}


def _format_batch(result: BatchReport) -> str:
    lines = [f"Deals: {result['deals']}"]
    for player, wins in enumerate(result["wins"], start=1):
        lines.append(f"Player {player} wins: {wins}")
    lines.append(f"Ties: {result['ties']}")
    for error in result["errors"]:
        lines.append(f"Skipped {error['message']}")
    return "\n".join(lines)


def _add_poker(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    poker = add_command(
        commands, "poker",
        help="settle a five-card poker showdown, or a Problem 54 batch file",
        description="Settle a poker showdown: one argument per hand, or one argument holding all "
        "hands separated by | or newlines. Hands of 5-7 cards play their best five.",
        request=_poker_request,
    )
    poker.add_argument("hands", nargs="*", help='a hand such as "5H 5C 6S 7S KD"')
    poker.add_argument("--board", help="community cards shared by every hand (Hold'em style)")
    games = showdown_games("poker")
    poker.add_argument("--game", default=games[0].key, help=games_help(games, games[0].key))
    poker.add_argument("--file", metavar="PATH", help="a batch file, one deal per line ('-' for stdin)")




def _equity_request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    method = "exact" if args.exact else "monte-carlo" if args.trials is not None else "auto"
    params: JsonObject = {"hands": hands_arg(args.hands), "board": args.board, "dead": args.dead,
                              "game": args.game, "method": method}
    if args.trials is not None:
        params["trials"] = args.trials
    if args.seed is not None:
        params["seed"] = args.seed
    return EQUITY, params


def _share_table(title: str, rows: list[CategoryRow]) -> list[str]:
    """A table of each player's share of deals per row (names in one column wide enough for the longest).

    >>> print("\\n".join(_share_table("Final lows:", [{"key": "wheel", "name": "Wheel (5-4-3-2-A)",
    ...                                                   "boards": [1, 3], "shares": [0.25, 0.75]}])))
    Final lows:           Player 1   Player 2
      Wheel (5-4-3-2-A)     25.00%     75.00%
    """
    if not rows:
        return []
    width = max(len(row["name"]) for row in rows)
    players = len(rows[0]["shares"])
    head = f"{title:<{width + 2}}" + "".join(f"  {'Player ' + str(number + 1):>9}" for number in range(players))
    return [head, *(f"  {row['name']:<{width}}" + "".join(f"  {percent(share):>9}" for share in row["shares"])
                    for row in rows)]


def _format_equity(result: EquityReport) -> str:
    board = " ".join(card["code"] for card in result["board"])
    where = result["street_name"] + (f", board {board}" if board else "")
    dead = " ".join(card["code"] for card in result["dead"])
    lines = [f"{result['game_name']}, {where}" + (f", dead {dead}" if dead else ""),
             f"Method: {result['method_text']}"]
    hands = [player["hand"] + (f" {player['down_text']}" if "down_text" in player else "")
             for player in result["players"]]
    width = max(11, *map(len, hands))
    weighted = "weighted " if result["weighted_counts"] else ""
    for index, (player, hand) in enumerate(zip(result["players"], hands)):
        error = _plus_minus(player, " ± {}", " ± unknown (too few samples)")
        exact = f" ({player['equity_fraction']})" if result.get("hi_lo") and "equity_fraction" in player else ""
        lines.append(f"Player {index + 1}  {hand:<{width}}  equity {percent(player['equity']):>7}{error}{exact}  "
                     + (_split_columns(player) if result.get("hi_lo") else
                        f"win {percent(player['win']):>7}  tie {percent(player['tie']):>6}  "
                        f"({_count(player['wins'], weighted + 'win')}, {_count(player['ties'], 'tie')})"))
    no_low_boards = result["no_low_boards"]
    if result.get("hi_lo") and no_low_boards:  # said only when some board lacks a low
        boards = _count(no_low_boards, result["outcome_noun"])
        lines.append(f"No qualifying low: {percent(result['no_low'])} ({boards}): the high takes the whole pot")
    for index, player in enumerate(result["players"]):
        if player["needs"]:
            lines.append(f"Player {index + 1}: {player['needs']}")
    for index, player in enumerate(result["players"]):
        if "range" in player:
            lines.extend(_range_lines(index, player))
    lines.extend(_share_table("Final hands:", [row for row in result["categories"] if any(row["boards"])]))
    lines.extend(_share_table("Final lows:", result["low_categories"] or []))
    if result["outs"]:
        lines.append(f"Outs ({result['outs']['next']}):")
        title = None
        for group in result["outs"]["groups"]:  # a split pot's under each half's heading
            if group.get("half_title", title) != title:
                title = group.get("half_title")
                lines.append(f"  {title}:")
            lines.append(f"  {'  ' if title else ''}{group['text']}")
    return "\n".join(lines)


def _split_columns(player: PlayerReport) -> str:
    """A split-pot player's halves: the high won or shared, a qualifying low, the low won or
    shared, scoops."""
    return (f"high: win {percent(player['win']):>7} tie {percent(player['tie']):>6}  "
            f"low: {percent(player['low']):>7} "
            f"(win {percent(player['low_win']):>6}, tie {percent(player['low_tie']):>6})  "
            f"scoop {percent(player['scoop']):>7}")


def _range_lines(index: int, player: PlayerReport) -> list[str]:
    """A range's size and the equity of each class in it, several classes a line."""
    held = player["range"]
    if not held["classes"]:  # an Omaha range: its size says it all
        return [f"Player {index + 1} range: {held['size_text']}"]
    lines = [f"Player {index + 1} range: {held['normalized']}: {held['size_text']}; equity by class, best first:"]
    cells = []
    for row in sorted(held["classes"], key=lambda row: -row["equity"]):
        error = _plus_minus(row, "±{}", "±n/a", digits=1)
        cells.append(f"{row['class']:>4} {percent(row['equity'], 1):>6}{error:<6}")
    lines.extend("  " + "  ".join(cells[start:start + 6]).rstrip() for start in range(0, len(cells), 6))
    if any(row.get("standard_error", 0) is None for row in held["classes"]):
        lines.append("  ±n/a: the class was dealt fewer than 2 times, too few for a standard error")
    return lines


def _plus_minus(row: Mapping[str, object], known: str, unknown: str, *, digits: int = 2) -> str:
    """A Monte Carlo row's standard error as text (a percentage with ``digits`` decimals in
    ``known``'s ``{}``); a null one (fewer than 2 samples) in words.

    >>> _plus_minus({"standard_error": 0.0123}, " ± {}", " ± unknown"), _plus_minus({}, " ± {}", "?")
    (' ± 1.23%', '')
    >>> _plus_minus({"standard_error": None}, " ± {}", " ± unknown")
    ' ± unknown'
    >>> _plus_minus({"standard_error": 0.012}, "±{}", "", digits=1), _plus_minus({"standard_error": 0.00001}, "±{}", "")
    ('±1.2%', '±<0.01%')
    """
    if "standard_error" not in row:
        return ""
    error = row["standard_error"]
    return unknown if error is None else known.format(percent(cast(float, error), digits))


def _count(number: int, noun: str) -> str:
    return f"{number:,} {noun}" + ("" if number == 1 else "s")


def _add_equity(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    equity = add_command(
        commands, "equity",
        help="equity in a board game (Hold'em, Omaha ...) or a stud game: who wins how often with cards still "
        "to come",
        description="Each hand's share of the pot over every way the cards to come can fall (the board, or "
        "in a stud game each player's cards: exact), or over random deals of them (Monte Carlo, seeded). "
        "Without --exact or --trials, exact is chosen when it is fast, and the output says which method ran.",
        request=_equity_request,
    )
    equity.add_argument("hands", nargs="+", help='a hand such as "Ah As", or in Hold\'em a range such as "QQ+, AKs" '
                        'or 15%% (whole pots only), in Omaha a range such as "AA:$ds, RROO" (or all players '
                        'in one argument, split by |)')
    equity.add_argument("--board", default="", help="the board so far: 0, 3 (flop), 4 (turn) or 5 cards")
    equity.add_argument("--dead", default="", help="cards known to be out of play")
    equity.add_argument("--game", default=equity_games()[0].key, help=games_help(equity_games(), equity_games()[0].key))
    method = equity.add_mutually_exclusive_group()
    method.add_argument("--exact", action="store_true",
                        help=f"count every board or deal to come (refused where that would take over "
                        f"{describe_duration(MAX_EXACT_SECONDS).removeprefix('about ')}, or over --max-seconds: "
                        "ask for --trials)")
    method.add_argument("--trials", metavar="N", help="Monte Carlo with N trials (random boards)")
    equity.add_argument("--seed", metavar="S", help="Monte Carlo seed (the output names the one used)")


def _add_preflop(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from .preflop.commands import COMMANDS as PREFLOP_COMMANDS

    for add in PREFLOP_COMMANDS:
        add(commands)


def _range_request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    return RANGE, {"text": args.text, "game": args.game, "board": args.board, "dead": args.dead}


def _format_range(result: RangeReport | OmahaRangeReport) -> str:
    """A range's size: an Omaha range's by pairing and by suits, a Hold'em range's by class."""
    lines = [f"Range: {result['normalized']}", f"Size: {result['size_text']}"]
    if "by_pairing" in result:
        omaha = cast(OmahaRangeReport, result)  # only an Omaha range's report has by_pairing
        for title, table in (("By pairing", omaha["by_pairing"]), ("By suits", omaha["by_suits"])):
            rows = [f"{row['kind']} {row['combos']:,}" for row in table if row["combos"]]
            lines.append(f"{title}: " + ", ".join(rows))
    else:
        lines.append("Classes: " + ", ".join(f"{row['class']} {row['combos']}" for row in result["classes"]))
    return "\n".join(lines)


def _add_range(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = add_command(
        commands, "range",
        help="a range's size: Hold'em classes (QQ+, AKs) or Omaha patterns (AA:$ds, RROO, 15%%)",
        description="How many hands a range holds, before and after removing the board and dead cards, "
        "and its text written back in normal form; an Omaha range also by pairing and by suits.",
        request=_range_request,
    )
    command.add_argument("text", help='a range such as "QQ+, AKs" (Hold\'em) or "AA:$ds, KK!KKK" (Omaha)')
    games = ranged_games()
    command.add_argument("--game", default=games[0].key, help=games_help(games, games[0].key))
    command.add_argument("--board", default="", help="board cards to remove")
    command.add_argument("--dead", default="", help="dead cards to remove")

SHOWDOWN = Command("poker.showdown", showdown_action, showdown_text)
BATCH = Command("poker.batch", batch_action, _format_batch)
EQUITY = Command("poker.equity", equity_action, _format_equity)
RANGE = Command("poker.range", range_action, _format_range)
COMMANDS: list[AddCommand] = [_add_poker, _add_equity, add_poker_count, add_hits, _add_preflop, _add_range]
