"""The history domain's command line: ``cardlab history FILE [--hero NAME] [--json]`` (``-`` for stdin)."""

from __future__ import annotations

import argparse
from typing import Any, Literal

from ..core.commandline import AddCommand, Command, JsonObject, add_command, read_file
from ..core.limits import MAX_HISTORY_CHARS
from ..core.words import percent
from ..games.variants import variant
from .actions import history_action
from .money import CHIP, CHIPS, CURRENCIES
from .shapes import ChancesJson, HandJson, HistoryReport, WinRateJson

MAX_TEXT_HANDS = 200  # hands printed one by one in the text report (the summary counts them all)


def _request(args: argparse.Namespace) -> tuple[Command[Any], JsonObject]:
    params: JsonObject = {"text": read_file(args.file)}
    if args.hero:
        params["hero"] = args.hero
    return READ, params


def money(value: float, currency: str, *, sign: bool = False) -> str:
    """A JSON amount as people read it: ``$1.45``, ``-$0.30``, ``+1,430 chips``, ``1 chip``.

    >>> money(-0.3, "USD"), money(1430, "chips", sign=True), money(2.5, "EUR", sign=True), money(1, "chips")
    ('-$0.30', '+1,430 chips', '+€2.50', '1 chip')
    """
    decimals = 0 if currency == "chips" else 2
    symbol = next((s for s, code in CURRENCIES.items() if code == currency), "")
    text = f"{abs(value):,.{decimals}f}"
    mark = "-" if value < 0 else "+" if sign and value > 0 else ""
    unit = CHIP if currency == CHIPS and text == "1" else currency
    return f"{mark}{symbol}{text}" if symbol else f"{mark}{text} {unit}"


def format_history(result: HistoryReport) -> str:
    """The text report: the session summary first, then each hand, then the hands not read.

    >>> from typing import cast
    >>> print(format_history(cast(HistoryReport, {"hands": [], "errors": [], "summary": {
    ...     "hands": 0, "all_in_hands": 0, "errors": 0, "hero": None, "players": [], "chart": None,
    ...     "rake_note": None}})))
    Hands read: 0 (0 with an all-in EV)
    """
    summary = result["summary"]
    lines = [f"Hands read: {summary['hands']:,} ({summary['all_in_hands']:,} with an all-in EV)"
             + (f"; {summary['errors']:,} could not be read" if summary["errors"] else "")]
    chart = summary["chart"]
    lead = next((row for row in summary["players"] if chart and row["name"] == chart["player"]
                 and row["currency"] == chart["currency"]), None)
    if lead is not None and chart is not None and lead["luck"] is not None:
        lines.append(f"{lead['name']}, {chart['why']}: luck {money(lead['luck'], lead['currency'], sign=True)} (net "
                     f"{money(lead['net'], lead['currency'], sign=True)}, all-in EV-adjusted net "
                     f"{money(lead['ev_net'], lead['currency'], sign=True)})")
    elif lead is not None and chart is not None:  # no all-in priced: no luck to measure (not "$0.00", as if judged)
        lines.append(f"{lead['name']}, {chart['why']}: net {money(lead['net'], lead['currency'], sign=True)} "
                     "(no all-in EV, so no luck to measure)")
    if summary["players"]:
        lines.append("")
        width = max(len(row["name"]) for row in summary["players"])
        lines.append(f"{'Player':<{width}}  {'hands':>6}  {'all-in EVs':>10}  {'net':>14}  {'EV-adjusted net':>15}  "
                     f"{'luck':>14}  {'win rate':>16}  {'EV win rate':>16}")
        currencies = list(dict.fromkeys(row["currency"] for row in summary["players"]))
        for currency in currencies:  # money in one currency (or chips) is never added to another's
            if len(currencies) > 1:
                lines.append(f"In {currency}:")
            for row in (row for row in summary["players"] if row["currency"] == currency):
                lines.append(f"{row['name']:<{width}}  {row['hands']:>6,}  {row['all_in_hands']:>10,}  "
                             f"{money(row['net'], row['currency'], sign=True):>14}  "
                             f"{money(row['ev_net'], row['currency'], sign=True):>15}  "
                             f"{'-' if row['luck'] is None else money(row['luck'], row['currency'], sign=True):>14}  "
                             f"{_rates(row['win_rates'], 'per_100'):>16}  {_rates(row['win_rates'], 'ev_per_100'):>16}")
    if summary["rake_note"]:
        lines.extend(["", summary["rake_note"]])
    for hand in result["hands"][:MAX_TEXT_HANDS]:
        lines.extend(["", *_hand_lines(hand)])
    if len(result["hands"]) > MAX_TEXT_HANDS:
        lines.extend(["", f"... and {len(result['hands']) - MAX_TEXT_HANDS:,} more hands (--json lists them all)"])
    if result["errors"]:
        lines.extend(["", "Not read:"])
        lines.extend(f"  {error['message']}" for error in result["errors"])
    return "\n".join(lines)


def all_in_when(street: str) -> str:
    """When an all-in happened, in the words of the text report (the street as the JSON names it).

    >>> all_in_when("preflop"), all_in_when("turn"), all_in_when("sixth street")
    ('preflop', 'on the turn', 'on sixth street')
    """
    return street if street == "preflop" else f"on {street}" if street.endswith(" street") else f"on the {street}"


def _hand_lines(hand: HandJson) -> list[str]:
    currency = hand["currency"]
    boards = " | ".join(" ".join(board) for board in hand["boards"] if board)
    game = variant(hand["game"])
    # a board game's board (none dealt: "no board"); a stud deck run short's community card; a draw game has neither
    board_words = ((f"board {boards}  " if boards else "no board  ") if max(game.board_sizes) else "") \
        if game.own_dealing is None else f"community card {boards}  " if hand["board"] else ""
    zone = f" {hand['time_zone']}" if hand["time_zone"] else ""
    played = f", played {hand['played']}{zone}" if hand["played"] else ""
    lines = [f"Hand #{hand['id']} (line {hand['line']:,}{played})  {hand['game_name']} {hand['stakes']}  {board_words}"
             f"pot {money(hand['pot'], currency)}  rake {money(hand['rake'], currency)}"]
    width = max(len(player["name"]) for player in hand["players"])
    cards_width = max(14, *(len(" ".join(player["cards"])) for player in hand["players"]))
    for player in hand["players"]:
        if not player["invested"] and not player["won"]:
            continue
        cards = " ".join(player["cards"]) or "-"
        lines.append(f"  {player['name']:<{width}}  seat {player['seat']}  {cards:<{cards_width}}  put in "
                     f"{money(player['invested'], currency)}  won {money(player['won'], currency)}  net "
                     f"{money(player['net'], currency, sign=True)}")
    if hand["draws_text"]:
        lines.append(f"  {hand['draws_text']}")
    lines.extend(f"  Showdown: {line}" for line in hand["showdown"])
    all_in = hand["all_in"]
    if all_in is not None:
        board = " ".join(all_in["board"])
        pots = ", ".join(f"{money(pot['amount'], currency)} ({', '.join(pot['eligible'])})" for pot in all_in["pots"])
        lines.append(f"  All-in {all_in_when(all_in['street_name'])}"
                     + (f" ({board})" if board else "") + f": pots {pots}")
        several = len(all_in["pots"]) > 1  # a player's figure is then a share of every pot's money, not an equity
        if several:
            for pot in all_in["pots"]:
                shares = ", ".join(f"{name} {percent(equity)}"
                                   for name, equity in zip(pot["eligible"], pot["equity"], strict=True))
                lines.append(f"    {money(pot['amount'], currency)} pot, equity: {shares}")
                for name, chances in zip(pot["eligible"], pot["chances"] or [], strict=False):  # a split pot's halves
                    lines.append(f"      {name:<{width}}  {_chances_text(chances)}")
        figure = "share of all the pots' money" if several else "equity"
        for share in all_in["players"]:
            lines.append(f"    {share['name']:<{width}}  {figure} "
                         f"{percent(share['equity']):>7} ({share['equity_fraction']})  EV "
                         f"{money(share['ev'], currency, sign=True)}")
            if share["chances"] is not None and not several:  # several pots: each pot's, above
                lines.append(f"    {'':<{width}}  {_chances_text(share['chances'])}")
    elif hand["note"]:
        lines.append(f"  {hand['note']}")
    lines.extend(f"  Bounty (paid beside the pots, not in the nets): {bounty}" for bounty in hand["bounties"])
    lines.extend(f"  Cash-out (in the won and the net): {line}" for line in hand["cash_outs"])
    return lines


def _rates(rates: list[WinRateJson], key: Literal["per_100", "ev_per_100"]) -> str:
    """A player's win rates (``key``: of the net or of the EV-adjusted net), each signed with its
    label, or "-" where no hand names a big blind or a big bet.

    >>> rate = {"unit": "big blind", "label": "bb/100", "hands": 5, "per_100": -1805.74, "ev_per_100": 12.0}
    >>> _rates([rate], "per_100"), _rates([rate], "ev_per_100"), _rates([], "per_100")
    ('-1,805.74 bb/100', '+12.00 bb/100', '-')
    """
    return "; ".join(f"{rate[key]:+,.2f} {rate['label']}" for rate in rates) or "-"


def _chances_text(chances: ChancesJson) -> str:
    """A split-pot player's chances in the equity command's words: the high won alone or tied, the
    low won alone or tied, the whole pot alone.

    >>> _chances_text({"scoop": 0.1, "win": 0.1, "tie": 0.0, "low_win": 1.0, "low_tie": 0.0})
    'high: win 10.00% tie 0.00%  low: win 100.00% tie 0.00%  scoop 10.00%'
    """
    return (f"high: win {percent(chances['win'])} tie {percent(chances['tie'])}  "
            f"low: win {percent(chances['low_win'])} tie {percent(chances['low_tie'])}  "
            f"scoop {percent(chances['scoop'])}")


def _add_history(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    history = add_command(
        commands, "history",
        help="read hand histories: every hand's pots and nets, all-in equity and EV, the session's luck",
        description="Read a hand-history file (PokerStars text or PHH; '-' for stdin; at most "
        f"{MAX_HISTORY_CHARS:,} characters): each hand's players, pots, nets and rake, the exact "
        "all-in equity and EV where the money went in with cards to come, and the session summary "
        "(net, EV-adjusted net and luck by player).",
        request=_request,
    )
    history.add_argument("file", metavar="FILE", help="the hand-history file ('-' for standard input)")
    history.add_argument("--hero", metavar="NAME",
                         help="whose results the chart follows (default: the player dealt cards)")


READ = Command("history.read", history_action, format_history)
COMMANDS: list[AddCommand] = [_add_history]
