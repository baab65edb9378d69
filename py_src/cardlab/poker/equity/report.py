"""Poker equity for Hold'em and Omaha, of hands and of ranges alike: the one report the page, the
API (``poker.equity``) and the CLI (``cardlab equity``) share, built the same way whichever
strategy counted (:mod:`cardlab.poker.equity.plan`). Rules: ``docs/rules.md``.

>>> from cardlab.poker.equity.spot import parse_spot
>>> report = equity_report(parse_spot(["Ah Kd", "Ac Ks"], board="Qh Jh 2c"))
>>> report["method"], report["boards"], [p["wins"] for p in report["players"]], report["players"][0]["ties"]
('exact', 990, [45, 0], 945)
>>> report["players"][0]["equity_fraction"], round(report["players"][0]["equity"], 6)
('23/44', 0.522727)
>>> report = equity_report(parse_spot(["Ah Kh", "QQ+"], board="Jh Th 2c"))
>>> report["method"], report["deals"], report["boards"], round(report["players"][0]["equity"], 4)
('exact', 12, 11880, 0.5306)
>>> [(c["class"], c["combos"], c["equity_fraction"]) for c in report["players"][1]["range"]["classes"]]
[('AA', 3, '71/132'), ('KK', 3, '9/20'), ('QQ', 6, '881/1980')]
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NotRequired, TypedDict, cast

from ...core.cards import CardJson, card_json, format_cards
from ...core.durations import describe_duration
from ...core.odds import Chosen, Method, fraction_text
from ...core.progress import Progress, no_progress
from ...games.variants import Street
from ..categories import CATEGORIES
from ..evaluator import hand_name
from ..hilo.tally import SplitTally
from ..ranges.classes import ALL_COMBOS, ALL_HANDS, CLASS_SIZES, CLASSES, class_cell
from ..ranges.notation import class_weights
from ..ranges.text import range_text
from ..seven_card import holdem_strength, omaha_strength, value_of_strength
from .deals import integer_weights
from .outs import NextCard, current_name, group_outs, hole_name, needs, next_cards
from .plan import Choice, Strategy, choose, count
from .spot import Holding, Spot
from .tally import Tally


class Counts(TypedDict):
    """Boards won alone and shared, and the equity: of a player, or of one class of its range.
    Exact: ``equity_fraction``; Monte Carlo: ``standard_error`` (None with fewer than two trials)."""

    wins: int
    ties: int
    ties_by_players: dict[str, int]  # players sharing -> boards
    win: float
    tie: float
    tie_share: float
    equity: float
    scoops: int  # boards on which the player takes the whole pot alone (a high-only pot: its wins)
    scoop: float
    equity_fraction: NotRequired[str]
    standard_error: NotRequired[float | None]


ClassReport = TypedDict("ClassReport", {
    "class": str,  # the class label, as on the grid: "AKs"
    "row": int,
    "column": int,
    "combos": int,  # combos of the class in the range, after card removal
    "class_combos": int,  # combos of the class in a full deck
    "weight": float,
    "frequency": float,  # the share of the deals counted in which the player holds this class
    "boards": int,
    "wins": int,
    "ties": int,
    "ties_by_players": dict[str, int],
    "win": float,
    "tie": float,
    "tie_share": float,
    "equity": float,
    "scoops": int,
    "scoop": float,
    "equity_fraction": NotRequired[str],
    "standard_error": NotRequired["float | None"],
})
"""One hand class of a range: where it sits on the grid, its combos and weight, how often the
player holds it, and its counts and equity (as :class:`Counts`)."""


class RangeReport(TypedDict):
    """A player's range: its text, normalised, its combos after card removal and each class."""

    text: str
    normalized: str
    combos: int
    combos_before_removal: int
    weighted_combos: float
    share: float
    classes: list[ClassReport]


class PlayerReport(Counts):
    """One player: the hand (or range text), its cards, counts, what it holds now and needs."""

    hand: str
    cards: list[CardJson]
    current: str
    needs: str
    outs: list[str]  # next cards after which this player leads
    tie_share_boards: NotRequired[str]  # exact: the pots won on shared boards, as a fraction
    range: NotRequired[RangeReport]
    # Split pots (omaha-hilo, omaha5-hilo): wins and ties above are of the high half.
    low_boards: NotRequired[int]  # boards with a qualifying low
    low_wins: NotRequired[int]  # the low half alone
    low_ties: NotRequired[int]  # the low half shared
    low: NotRequired[float]
    low_win: NotRequired[float]
    low_tie: NotRequired[float]
    quarters: NotRequired[int]  # boards on which the player takes exactly a quarter of the pot
    quarter: NotRequired[float]


class CategoryRow(TypedDict):
    """One final category: on how many boards each player ends in it, and the shares."""

    key: str
    name: str
    boards: list[int]
    shares: list[float]


class OutsGroupReport(TypedDict):
    half: NotRequired[str]  # split pots: "scoop", "low" or "high"
    leaders: list[int]
    count: int
    cards: list[str]
    description: str
    text: str


class NextCardReport(TypedDict):
    card: str
    leaders: list[int]
    low_leaders: NotRequired[list[int]]  # split pots: who holds the best low (none: no low)


class OutsReport(TypedDict):
    """Who leads after each card that can come next (flop and turn, specific hands only)."""

    next: Street
    cards: int
    groups: list[OutsGroupReport]
    by_card: list[NextCardReport]


class EquityReport(TypedDict):
    """The whole answer: how it was counted, and every player's share of the boards."""

    game: str
    game_name: str
    street: Street
    method: Chosen
    requested: Method
    strategy: Strategy
    estimated_exact_seconds: float
    trials: NotRequired[int]  # Monte Carlo
    seed: NotRequired[int]  # Monte Carlo
    exact_way: NotRequired[str]  # ranges, exact: "by deal" or "by board"
    deals: NotRequired[int]  # ranges, exact: deals of hands counted
    counts: NotRequired[int | None]  # ranges, exact by deal: counts after renaming suits
    method_text: str
    boards: int
    weight_scale: int
    board: list[CardJson]
    dead: list[CardJson]
    unseen: int
    to_come: int
    players: list[PlayerReport]
    categories: list[CategoryRow]
    outs: OutsReport | None
    ranges: bool
    hi_lo: bool  # a split pot: half to the best high, half to the best qualifying low
    no_low_boards: int | None  # boards without a qualifying low (None: the game has no low half)
    no_low: NotRequired[float]
    low_categories: list[CategoryRow] | None  # each player's final low: wheel, 6-, 7-, 8-low, none


def equity_report(spot: Spot, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
                  progress: Progress = no_progress) -> EquityReport:
    """Count ``spot`` the fastest way the method allows and report it: method, boards, each
    player's wins, ties and equity (exact as a fraction, or with its standard error), final
    categories; for specific hands the outs and what each player needs; for each range its text,
    combos and the equity of each class in it.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> report = equity_report(parse_spot(["Ah As", "Kd Kc"]), method="monte-carlo", trials=1000, seed=3)
    >>> report["method"], report["boards"], report["seed"], report["players"][0]["standard_error"] < 0.02
    ('monte-carlo', 1000, 3, True)
    """
    if spot.hi_lo:
        from ..hilo.equity import split_report  # a split pot counts high and low halves

        return split_report(spot, method=method, trials=trials, seed=seed, progress=progress)
    choice = choose(spot, method, trials=trials)
    results, runs, used_seed = count(spot, choice, trials=trials, seed=seed, progress=progress)
    overall, by_class = results.tallies()
    exact = choice.method == "exact"
    cards = [] if spot.has_ranges else next_cards(spot)
    players: list[PlayerReport] = []
    for number, player in enumerate(spot.players):
        entry = _player(spot, player, overall, number, exact, cards)
        if player.range is not None:
            entry["range"] = _range(player, by_class[number], overall.boards, number, len(spot.players), exact)
        players.append(entry)
    report: EquityReport = {
        "game": spot.game.key,
        "game_name": spot.game.name,
        "street": spot.street,
        "method": choice.method,
        "requested": choice.requested,
        "strategy": choice.strategy,
        "estimated_exact_seconds": choice.estimated_exact_seconds,
        "method_text": "",
        "boards": overall.boards,
        "weight_scale": integer_weights(spot)[1] if spot.has_ranges else 1,
        "board": [card_json(card) for card in spot.board],
        "dead": [card_json(card) for card in spot.dead],
        "unseen": len(spot.unseen),
        "to_come": spot.to_come,
        "players": players,
        "categories": category_rows(overall),
        "outs": _outs(spot, cards),
        "ranges": spot.has_ranges,
        "hi_lo": False,
        "no_low_boards": None,
        "low_categories": None,
    }
    if not exact:
        report["trials"], report["seed"] = runs, used_seed
    elif choice.exact is not None:
        report["exact_way"] = choice.strategy
        report["deals"] = len(choice.exact.deals or ())
        report["counts"] = len(choice.exact.groups) if choice.strategy == "by deal" and choice.exact.groups else None
    report["method_text"] = method_text(choice, report, overall)
    return report


def counts(tally: Tally, player: int, exact: bool) -> Counts:
    """A player's counts and equity in ``tally`` (exact: as a fraction; else with its standard error).

    >>> tally = Tally.empty(2)
    >>> tally.add({(9, 1): 3, (5, 5): 1})
    >>> found = counts(tally, 0, exact=True)
    >>> found["wins"], found["ties_by_players"], found["equity_fraction"]
    (3, {'2': 1}, '7/8')
    """
    equity = tally.equity(player)
    boards = max(1, tally.boards)
    found: Counts = {
        "wins": tally.wins[player],
        "ties": tally.ties[player],
        "ties_by_players": {str(size): count for size, count in sorted(tally.ties_by_size[player].items())},
        "win": tally.wins[player] / boards,
        "tie": tally.ties[player] / boards,
        "tie_share": float(tally.tie_share(player) / boards),
        "equity": float(equity),
        "scoops": tally.wins[player],
        "scoop": tally.wins[player] / boards,
    }
    if exact:
        found["equity_fraction"] = fraction_text(equity)
    else:
        found["standard_error"] = tally.standard_error(player)
    return found


def _player(spot: Spot, player: Holding, tally: Tally, number: int, exact: bool,
            cards: Sequence[NextCard]) -> PlayerReport:
    found = counts(tally, number, exact)
    hand = player.hand
    if spot.has_ranges:
        now = _holding_name(spot, player)
        told, leads = now, []
    else:
        now = current_name(spot, number)
        told = needs(spot, number, found["equity"], cards)
        leads = [str(card.card) for card in cards if number in card.leaders]
    entry = cast(PlayerReport, {  # a player's Counts and more (mypy does not follow optional keys through **)
        "hand": format_cards(hand) if hand else range_text(player.range.weights if player.range else {}),
        "cards": [card_json(card) for card in hand] if hand else [],
        **found,
        "current": now,
        "needs": told,
        "outs": leads,
    })
    if exact:
        entry["tie_share_boards"] = fraction_text(tally.tie_share(number))
    return entry


def _holding_name(spot: Spot, player: Holding) -> str:
    """What a player holds now, in a spot with ranges: the range's size, or the hand's name."""
    if player.hand is None:
        combos = len(player.combos)
        return f"a range of {combos:,} hand" + ("" if combos == 1 else "s")
    if not spot.board:
        return hole_name(player.hand)
    strength = (omaha_strength(player.hand, spot.board) if spot.omaha
                else holdem_strength(player.hand + spot.board))
    return hand_name(value_of_strength(strength))


def _range(player: Holding, by_class: dict[int, Tally], boards: int, number: int, players: int,
           exact: bool) -> RangeReport:
    assert player.range is not None
    weights = {ALL_COMBOS[index]: weight for weight, index in player.combos}
    classes: list[ClassReport] = []
    for class_number, (combos, weight) in sorted(class_weights(weights).items()):
        tally = by_class.get(class_number) or Tally.empty(players)
        row, column = class_cell(class_number)
        entry: ClassReport = {
            "class": CLASSES[class_number],
            "row": row,
            "column": column,
            "combos": combos,
            "class_combos": CLASS_SIZES[class_number],
            "weight": float(weight / combos),
            "frequency": tally.boards / boards if boards else 0.0,
            "boards": tally.boards,
            **counts(tally, number, exact),
        }
        classes.append(entry)
    weighted = sum((weight for weight, _ in player.combos), Fraction(0))
    return {
        "text": player.text.strip(),
        "normalized": range_text(player.range.weights),
        "combos": len(player.combos),
        "combos_before_removal": player.range.size,
        "weighted_combos": float(weighted),
        "share": float(weighted / ALL_HANDS),
        "classes": classes,
    }


def method_text(choice: Choice, report: EquityReport, tally: Tally | SplitTally) -> str:
    """How the answer was counted, in one line.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> equity_report(parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h Qs"))["method_text"]
    'exact: every one of the 44 possible boards (chosen automatically: exact is fast here)'
    """
    if choice.method == "exact":
        why = {"auto": " (chosen automatically: exact is fast here)",
               "monte-carlo": " (exact is cheap here, so it ran instead of Monte Carlo)"}.get(choice.requested, "")
        if choice.strategy == "rank patterns":
            if tally.boards == 1:
                return f"exact: the board is complete, so there is one showdown to count{why}"
            return f"exact: every one of the {tally.boards:,} possible boards{why}"
        deals = report.get("deals") or 0
        hands = "the one deal of hands the ranges allow" if deals == 1 else f"each of the {deals:,} deals of hands"
        way = "board by board" if choice.strategy == "by board" else "deal by deal"
        groups = report.get("counts") or 0
        same = (f"; deals that differ only in their suits were counted once ({groups:,} counted)"
                if groups and groups < deals else "")
        return f"exact: every possible board for {hands}, counted {way}{same}{why}"
    estimate = describe_duration(choice.estimated_exact_seconds)
    reason = f" (chosen automatically: exact would take {estimate})" if choice.requested == "auto" else ""
    what = "random deals and boards" if report["ranges"] else "random boards"
    trials = "trial" if tally.boards == 1 else "trials"
    return (f"Monte Carlo: {tally.boards:,} {trials} ({what}), seed {report.get('seed')}, "
            f"{error_text(tally)}{reason}")


def error_text(tally: Tally | SplitTally) -> str:
    """The largest standard error of the players' equities, in words.

    >>> tally = Tally.empty(2)
    >>> tally.add({(2, 1): 1})
    >>> error_text(tally)
    'no standard error: it needs at least 2 samples'
    """
    errors = [tally.standard_error(player) for player in range(len(tally.wins))]
    known = [error for error in errors if error is not None]
    if not known:
        return "no standard error: it needs at least 2 samples"
    return f"equity ± {max(known):.2%} (one standard error)"


def category_rows(tally: Tally | SplitTally) -> list[CategoryRow]:
    """Per final category: how many boards each player ends in it, and the shares.

    >>> tally = Tally.empty(2)
    >>> tally.add({(7000, 10): 3})
    >>> [row["boards"] for row in category_rows(tally) if any(row["boards"])]
    [[0, 3], [3, 0]]
    """
    boards = max(1, tally.boards)
    rows: list[CategoryRow] = []
    for index, category in enumerate(CATEGORIES):
        found = [tally.categories[player][index] for player in range(len(tally.wins))]
        rows.append({"key": category.key, "name": category.name, "boards": found,
                     "shares": [count / boards for count in found]})
    return rows


def _outs(spot: Spot, cards: Sequence[NextCard]) -> OutsReport | None:
    if not cards:
        return None
    return {
        "next": "turn" if spot.street == "flop" else "river",
        "cards": len(cards),
        "groups": [{"leaders": list(group.leaders), "count": len(group.cards),
                    "cards": [str(card) for card in group.cards], "description": group.description,
                    "text": group.text} for group in group_outs(spot, cards)],
        "by_card": [{"card": str(c.card), "leaders": list(c.leaders)} for c in cards],
    }
