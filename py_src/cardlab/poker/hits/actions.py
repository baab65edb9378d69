"""``poker.hits`` (API): how a range meets a board, or every flop; its command line, ``cardlab hits``,
is in :mod:`.commands`.

>>> report = hits_action({"range": "AKs", "board": "Qh Jh 2c"}, lambda fraction: None)
>>> report["combos"], report["draws"][0]["name"], report["draws"][0]["combos"]
(4, 'Flush draw', 1)
"""

from __future__ import annotations

from collections.abc import Iterable

from ...core.params import Params, bool_param, takes, text_param
from ...core.progress import Progress
from ...core.words import percent
from ...games.choices import game_param, range_games
from ...games.variants import variant
from .every_flop import EveryFlopReport, every_flop_report
from .report import GAMES, HitsReport, hits_report
from .vocabulary import DRAWS, GROUPS, MADE, MADE_NAMES, MADE_NOTES, TEXTURE_COLUMNS, TEXTURES


@takes("range", "board", "dead", "game", "every_flop")
def hits_action(params: Params, progress: Progress) -> HitsReport | EveryFlopReport:
    """``poker.hits``: ``range`` (text), ``board`` (3-5 cards), ``dead``, ``game`` (holdem, shortdeck,
    shortdeck-classic), and ``every_flop`` (true: the range over every flop of the game's deck —
    22,100 in Hold'em, 7,140 in short deck — instead of one board).

    >>> hits_action({"range": "AA", "board": "9h 8h 7c", "game": "shortdeck"}, lambda fraction: None)["combos"]
    6
    """
    text = text_param(params, "range")
    dead = text_param(params, "dead", "")
    game = game_param(params, range_games()[0], among=range_games())  # an unknown name: the games hits reads
    if bool_param(params, "every_flop"):
        return every_flop_report(text, dead=dead, game=game, progress=progress)
    return hits_report(text, board=text_param(params, "board", ""), dead=dead, game=game)


def meta() -> dict[str, object]:
    """The words the page's hits tab shows before any answer (Python owns them).

    >>> meta()["groups"][0]
    {'key': 'strong', 'name': 'Two pair or better'}
    >>> meta()["defaults"]
    {'range': 'QQ+, AKs, AQs, KQs, JTs', 'board': 'Kh Th 7d', 'range_hint': 'e.g. QQ+, AKs, KQo:0.5, 20%'}
    """
    kinds = list(dict.fromkeys(game.hand_noun.split(" ", 1)[1].removesuffix(" hand") for game in range_games()))
    return {
        "intro": f"How often a {' or '.join(kinds)} range hits a board: how many of its live combos make each hand "
                 "(overpair, top pair and its kicker, sets…) and each draw (flush draws, open-enders, gutshots, "
                 "backdoors) — or, over every flop, which textures suit it. Each row is a range of its own: use it "
                 "in one click.",
        "games": list(GAMES),
        "made": [{"key": made.key, "name": made.name, "group": made.group, "note": made.note} for made in MADE],
        "draws": [{"key": key, "name": name} for key, name in DRAWS],
        "groups": [{"key": key, "name": name} for key, name in GROUPS],
        "textures": [{"key": key, "name": name} for key, name in TEXTURES],
        "texture_columns": [{"key": key, "name": name} for key, name in TEXTURE_COLUMNS],
        # The tab's first question (its fields' values) and the range field's hint, in the first game.
        "defaults": {"range": "QQ+, AKs, AQs, KQs, JTs", "board": "Kh Th 7d",
                     "range_hint": "e.g. QQ+, AKs, KQo:0.5, 20%"},
    }


def _in_game(report: HitsReport | EveryFlopReport) -> str:
    """", in <game name>" for a game other than Hold'em (whose reports read as before).

    >>> _in_game(hits_report("AA", board="Kh 7c 6d", game="shortdeck-classic"))
    ', in Short deck (6+), a straight beats trips'
    """
    game = variant(report["game"])
    return "" if game is range_games()[0] else f", in {game.name}"


def _count(value: float) -> str:
    return f"{value:,}" if isinstance(value, int) else f"{value:,.2f}"


def _live(report: HitsReport) -> str:
    """The live combos, and by weight only when weights make that a different number."""
    if report["combos"] == report["combo_count"]:
        return f"{report['combo_count']:,}"
    return f"{_count(report['combos'])} by weight ({report['combo_count']:,} combos)"


def format_hits(report: HitsReport | EveryFlopReport) -> str:
    """The report for people: one line per row that holds combos, with its range text.

    >>> print(format_hits(hits_report("QQ+", board="Kh 7c 2d")).splitlines()[3])
      Set                                     3  20.00%  KcKd, KcKs, KdKs
    """
    if "textures" in report:
        return _format_every_flop(report)
    lines = [f"Board {' '.join(report['board'])} ({report['street']})"
             + (f", dead {' '.join(report['dead'])}" if report["dead"] else "") + _in_game(report),
             f"Live combos: {_live(report)} of {report['range']}"]
    for title, rows in (("Made hands", report["made"]), ("Draws", report["draws"])):
        shown = [row for row in rows if row["combos"]]
        if shown:
            lines.append(f"{title}:")
        for row in shown:
            lines.append(f"  {row['name']:<34}{_count(row['combos']):>7}  {percent(row['share']):>6}  {row['range']}")
    lines.extend(_notes(row["key"] for row in report["made"] if row["combos"]))
    return "\n".join(lines)


def _notes(shown: Iterable[str]) -> list[str]:
    """What the names of the made hands ``shown`` (keys) leave out, a line each (a pocket pair
    between board cards is second or third pair).

    >>> _notes(["overpair", "second-pair"])
    ['Second pair: pairs the second board rank, or a pocket pair with one board rank above it']
    """
    return [f"{MADE_NAMES[key]}: {MADE_NOTES[key]}" for key in shown if key in MADE_NOTES]


def _format_every_flop(report: EveryFlopReport) -> str:
    lines = [f"{report['range']}: {_count(report['combos'])} combos over {report['flops']:,} flops "
             f"({report['classes']:,} classes up to suits){_in_game(report)}", "Share of live combos, every flop:"]
    for row in (*report["made"], *report["draws"]):
        if row["share"]:
            lines.append(f"  {row['name']:<34}{percent(row['share']):>8}")
    lines.extend(_notes(row["key"] for row in report["made"] if row["share"]))
    lines.append("Flop textures, by how often the range makes one pair (own card) or better:")
    for texture in report["textures"]:
        shares = "  ".join(f"{name.lower()} {percent(texture[key]):>6}" for key, name in TEXTURE_COLUMNS)
        lines.append(f"  {texture['name']:<40}{texture['flops']:>7,} flops  {shares}")
    return "\n".join(lines)
