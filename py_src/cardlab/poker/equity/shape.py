"""The shape of the equity report, and the columns every pot fills alike: the TypedDicts, the
header of the report, a player's counts, the final categories and the line saying how it was
counted. A whole pot (:mod:`cardlab.poker.equity.report`) and a split pot
(:mod:`cardlab.poker.hilo.equity`) both build their reports from these.

>>> from cardlab.poker.equity.tally import Tally
>>> tally = Tally.empty(2)
>>> tally.add({(9, 1): 3, (5, 5): 1})
>>> counts(tally, 1, exact=True)["equity_fraction"], [row["boards"] for row in category_rows(tally)][-1]
('1/8', [0, 0])
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import NotRequired, Protocol, TypedDict, cast

from ...core.cards import Card, CardJson, card_json
from ...core.durations import describe_duration
from ...core.odds import Chosen, Method, fraction_text
from ...core.words import percent
from ...games.categories import CATEGORIES
from ...games.own_streets import OwnStreetName, street_name
from ...games.rule_set import RuleSet
from ...games.variants import Street, Variant
from .plan import Choice, Strategy
from .tally import PartCounts, PotPart, Tally


class Tallied(Protocol):
    """What the report reads from a tally of boards, whole pot or split: boards, the (high) wins
    and ties, scoops, final categories, and each player's equity with its standard error."""

    @property
    def boards(self) -> int:
        """Boards counted (weighted; a Monte Carlo trial is one board).

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.boards
        4
        """

    @property
    def wins(self) -> list[int]:
        """Per player: boards won alone (the high half's, in a split pot).

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.wins
        [3, 0]
        """

    @property
    def ties(self) -> list[int]:
        """Per player: boards shared with others (the high half's, in a split pot).

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.ties
        [1, 1]
        """

    @property
    def ties_by_size(self) -> list[dict[int, int]]:
        """Per player: players sharing -> boards.

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.ties_by_size
        [{2: 1}, {2: 1}]
        """

    @property
    def scoops(self) -> list[int]:
        """Per player: boards on which they take the whole pot alone.

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.scoops
        [3, 0]
        """

    @property
    def categories(self) -> list[list[int]]:
        """Per player: category index -> boards on which their final hand has it.

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.categories[0]
        [1, 0, 0, 0, 0, 3, 0, 0, 0]
        """

    @property
    def rules(self) -> RuleSet:
        """The deck and category order the strengths were read with.

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.rules.key
        'high'
        """

    def tie_share(self, player: int) -> Fraction:
        """The pots ``player`` gets from shared boards: a board shared by k players counts 1/k.

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.tie_share(1)
        Fraction(1, 2)
        """

    def equity(self, player: int) -> Fraction:
        """The player's share of all pots, exactly.

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.equity(0), tally.equity(1)
        (Fraction(7, 8), Fraction(1, 8))
        """

    def standard_error(self, player: int) -> float | None:
        """The standard error of the equity when the boards are random samples (None: fewer than two).

        >>> from cardlab.poker.equity.tally import Tally
        >>> tally = Tally.empty(2)
        >>> tally.add({(7000, 10): 3, (5, 5): 1})   # player 1 wins 3 boards, one is split
        >>> tally.standard_error(0)
        0.125
        """


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


class PartColumns(TypedDict, total=False):
    """A player's (or a range class's) columns of the parts of a split pot after the first (Omaha
    Hi-Lo, Hold'em Hi-Lo ...): ``wins`` and ``ties`` beside them are of the high half."""

    low_boards: int  # boards with a qualifying low
    low_wins: int  # the low half alone
    low_ties: int  # the low half shared
    low: float
    low_win: float
    low_tie: float
    quarters: int  # boards on which the player takes exactly a quarter of the pot
    quarter: float


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


class SplitClassReport(ClassReport, PartColumns):
    """One hand class of a range in any pot: in a split pot with its halves too, as a player's."""


class RangeReport(TypedDict):
    """A player's range: its text, normalised, its combos after card removal and each class."""

    text: str
    normalized: str
    combos: int
    combos_before_removal: int
    weighted_combos: float
    share: float  # of all two-card hands, by weight, before card removal (as the range grid says)
    size_text: str  # the counts and the share in words, as the range grid says them
    classes: list[ClassReport]


class PlayerReport(Counts, PartColumns):
    """One player: the hand (or range text), its cards, counts, what it holds now and needs (a
    split pot: its halves)."""

    hand: str
    cards: list[CardJson]
    current: str
    needs: str
    outs: list[str]  # next cards after which this player leads
    tie_share_boards: NotRequired[str]  # exact: the pots won on shared boards, as a fraction
    range: NotRequired[RangeReport]
    unknown_down: NotRequired[int]  # stud games: the player's down cards not known (dealt from the unseen cards)
    down_text: NotRequired[str]  # stud games with unknown down cards: them, short ("+1 down"), after the hand


class CategoryRow(TypedDict):
    """One final category: on how many boards each player ends in it, and the shares."""

    key: str
    name: str
    boards: list[int]
    shares: list[float]


class OutsGroupReport(TypedDict):
    half: NotRequired[str]  # split pots: "scoop", "low" or "high"
    half_title: NotRequired[str]  # split pots: the heading of that half's groups ("The low half")
    leaders: list[int]
    count: int
    cards: list[str]
    description: str
    text: str
    parts: list[str | int]  # the text split around each player it names (a number: 0 for Player 1)


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
    street: Street | OwnStreetName
    street_name: str  # as players say it: "flop", "third street"
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
    outcome_noun: str  # what ``boards`` counts, in words: "board", in a stud game "deal"; "weighted board"...
    weight_scale: int
    weighted_counts: bool  # weighted ranges counted exactly: wins, ties and boards count each deal's weight
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
    community_to_come: NotRequired[int]  # stud games: community cards still to come (the deck ran short)


class AskedSpot(Protocol):
    """What a report's head reads of the question asked: a board game's :class:`~.spot.Spot`, or
    a view of a stud spot (its community card as the board, every card to come counted)."""

    @property
    def game(self) -> Variant:
        """The game asked about (its record).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h", dead="3s")
        >>> spot.game.key
        'holdem'
        """

    @property
    def street(self) -> Street | OwnStreetName:
        """The street the question stands on.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h", dead="3s")
        >>> spot.street
        'flop'
        """

    @property
    def board(self) -> Sequence[Card]:
        """The board's cards (a stud spot: its community card, if dealt).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h", dead="3s")
        >>> len(spot.board)
        3
        """

    @property
    def dead(self) -> Sequence[Card]:
        """Cards out of play.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h", dead="3s")
        >>> len(spot.dead)
        1
        """

    @property
    def unseen(self) -> Sequence[Card]:
        """The cards left to deal from.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h", dead="3s")
        >>> len(spot.unseen)
        44
        """

    @property
    def to_come(self) -> int:
        """How many cards are still to be dealt.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h", dead="3s")
        >>> spot.to_come
        2
        """


def report_head(spot: AskedSpot, choice: Choice, tally: Tallied, players: list[PlayerReport],
                outs: OutsReport | None, *, runs: int, seed: int, ranges: bool = False,
                weight_scale: int = 1) -> EquityReport:
    """The columns every equity report has, for a whole pot (a split pot then adds its low
    columns); ``method_text`` is left empty for the caller to fill once every column is in.

    >>> from cardlab.poker.equity.plan import choose
    >>> from cardlab.poker.equity.spot import parse_spot
    >>> from cardlab.poker.equity.tally import Tally
    >>> spot = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h Qs")
    >>> head = report_head(spot, choose(spot), Tally.empty(2), [], None, runs=0, seed=0)
    >>> head["street"], head["unseen"], "trials" in head, head["hi_lo"]
    ('turn', 44, False, False)
    """
    weighted = weight_scale > 1 and choice.method == "exact"  # each board counts its deal's weight
    report: EquityReport = {
        "game": spot.game.key,
        "game_name": spot.game.name,
        "street": spot.street,
        "street_name": street_name(spot.street),
        "method": choice.method,
        "requested": choice.requested,
        "strategy": choice.strategy,
        # on the runtime that answers, as the method's words say it (the Choice keeps CPython seconds)
        "estimated_exact_seconds": round(choice.exact_seconds_here, 3),
        "method_text": "",
        "boards": tally.boards,
        "outcome_noun": f"weighted {spot.game.outcome_noun}" if weighted else spot.game.outcome_noun,
        "weight_scale": weight_scale,
        "weighted_counts": weighted,
        "board": [card_json(card) for card in spot.board],
        "dead": [card_json(card) for card in spot.dead],
        "unseen": len(spot.unseen),
        "to_come": spot.to_come,
        "players": players,
        "categories": category_rows(tally),
        "outs": outs,
        "ranges": ranges,
        "hi_lo": False,
        "no_low_boards": None,
        "low_categories": None,
    }
    if choice.method != "exact":
        report["trials"], report["seed"] = runs, seed
    return report


def counts(tally: Tallied, player: int, exact: bool) -> Counts:
    """A player's counts and equity in ``tally`` (exact: as a fraction; else with its standard error).

    >>> from cardlab.poker.equity.tally import Tally
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
        "scoops": tally.scoops[player],
        "scoop": tally.scoops[player] / boards,
    }
    if exact:
        found["equity_fraction"] = fraction_text(equity)
    else:
        found["standard_error"] = tally.standard_error(player)
    return found


def method_text(choice: Choice, report: EquityReport, tally: Tallied) -> str:
    """How the answer was counted, in one plain sentence (and why that way, when it was chosen).

    >>> from cardlab.poker.equity.report import equity_report
    >>> from cardlab.poker.equity.spot import parse_spot
    >>> equity_report(parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h Qs"))["method_text"]
    'All 44 boards that can still come were counted exactly, as that is quick here.'
    >>> equity_report(parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h Qs 3s"))["method_text"]
    'The board is complete, so the showdown gives the exact result.'
    >>> equity_report(parse_spot(["Ah Kh", "QQ+, AKs"], board="Jh Th 2c"), method="exact")["method_text"]
    'All 990 boards that can still come were counted exactly for each of the 15 ways to deal the hands from the ranges.'
    >>> weighted = equity_report(parse_spot(["AKs, QQ", "JJ, AQo:0.5"], board="Kd 7c 2s"))
    >>> weighted["method_text"].split(" that")[0], weighted["outcome_noun"]
    ('All 990 boards', 'weighted board')
    >>> equity_report(parse_spot(["Ah As", "Kd Kc"]), method="mc", trials=1000, seed=3)["method_text"]
    'Monte Carlo estimate from 1,000 trials, each a random board (seed 3), to within ± 1.23% (one standard error).'
    """
    if choice.method == "exact":
        why = {"auto": ", as that is quick here",
               "monte-carlo": " instead of sampled, as that is quick here"}.get(choice.requested, "")
        if choice.strategy == "rank patterns":
            if tally.boards == 1:
                return "The board is complete, so the showdown gives the exact result."
            return f"All {tally.boards:,} boards that can still come were counted exactly{why}."
        deals = report.get("deals") or 0
        hands = ("the one way to deal the hands from the ranges" if deals == 1
                 else f"each of the {deals:,} ways to deal the hands from the ranges")
        if report["to_come"] == 0:
            return f"{_capital(hands)} was counted exactly on the complete board{why}."
        # every deal leaves the same boards to come; a weighted deal counts each of them its weight
        weight = sum(weight for _, weight in choice.exact.deals) if choice.exact and choice.exact.deals else deals
        per_deal = tally.boards // weight if weight else tally.boards
        boards = "the one board" if per_deal == 1 else f"all {per_deal:,} boards"
        return f"{_capital(boards)} that can still come were counted exactly for {hands}{why}."
    what = "a random deal of hands and board" if report["ranges"] else "a random board"
    trials = f"1 trial, {what}" if tally.boards == 1 else f"{tally.boards:,} trials, each {what}"
    reason = (f", as an exact count would take {describe_duration(choice.exact_seconds_here)}"
              if choice.requested == "auto" else "")
    return f"Monte Carlo estimate from {trials} (seed {report.get('seed')}), {error_text(tally)}{reason}."


def _capital(text: str) -> str:
    """``text`` with its first letter in upper case.

    >>> _capital("each of the 2 ways")
    'Each of the 2 ways'
    """
    return text[:1].upper() + text[1:]


def error_text(tally: Tallied) -> str:
    """The largest standard error of the players' equities, in words.

    >>> from cardlab.poker.equity.tally import Tally
    >>> tally = Tally.empty(2)
    >>> tally.add({(2, 1): 1})
    >>> error_text(tally)
    'too few trials for a standard error (it needs at least 2)'
    """
    errors = [tally.standard_error(player) for player in range(len(tally.wins))]
    known = [error for error in errors if error is not None]
    if not known:
        return "too few trials for a standard error (it needs at least 2)"
    return f"to within ± {percent(max(known))} (one standard error)"


def category_rows(tally: Tallied) -> list[CategoryRow]:
    """Per final category: how many boards each player ends in it, and the shares.

    >>> from cardlab.poker.equity.tally import Tally
    >>> tally = Tally.empty(2)
    >>> tally.add({(7000, 10): 3})
    >>> [row["boards"] for row in category_rows(tally) if any(row["boards"])]
    [[0, 3], [3, 0]]
    """
    boards = max(1, tally.boards)
    rows: list[CategoryRow] = []
    for index in tally.rules.order:  # weakest to strongest as the game ranks them (short deck: flush above full house)
        category = CATEGORIES[index]
        found = [tally.categories[player][index] for player in range(len(tally.wins))]
        rows.append({"key": category.key, "name": category.name, "boards": found,
                     "shares": [count / boards for count in found]})
    return rows


def part_rows(tally: Tallied, part: PotPart, counted: PartCounts) -> list[CategoryRow]:
    """Per final class of one part of the pot (the low: wheel, 6-low, 7-low, 8-low, none): how many
    boards each player ends in it, and the shares.

    >>> from cardlab.poker.hilo.tally import NO_LOW, high_low_parts
    >>> tally = Tally(2, high_low_parts())
    >>> tally.add({(7000, 10, 0b11111, NO_LOW): 3})
    >>> [(row["key"], row["boards"]) for row in part_rows(tally, *tally.further()[0])][0::4]
    [('wheel', [3, 0]), ('none', [0, 3])]
    """
    boards = max(1, tally.boards)
    players = len(tally.wins)
    return [{"key": key, "name": name, "boards": [counted.rows[player][index] for player in range(players)],
             "shares": [counted.rows[player][index] / boards for player in range(players)]}
            for index, (key, name) in enumerate(part.labels)]


def part_columns(tally: Tally, player: int) -> PlayerReport:
    """A player's :func:`part_shares`, as the columns of its report.

    >>> part_columns(Tally.empty(2), 0)
    {}
    """
    return cast(PlayerReport, part_shares(tally, player))


def part_shares(tally: Tally, player: int) -> PartColumns:
    """A player's columns of each part of the pot after the first (a split pot: the low half and
    the quarters; a whole pot: none), named by the part: ``low_boards`` (a qualifying low),
    ``low_wins``, ``low_ties`` and their shares.

    >>> from cardlab.poker.hilo.tally import NO_LOW, high_low_parts
    >>> tally = Tally(2, high_low_parts())
    >>> tally.add({(7000, 10, 0b11111, NO_LOW): 3, (7000, 10, 0b11111, 0b11111): 1})
    >>> columns = part_shares(tally, 1)
    >>> columns["low_boards"], columns["low_ties"], columns["quarters"], part_shares(Tally.empty(2), 0)
    (1, 1, 1, {})
    """
    boards = max(1, tally.boards)
    columns: dict[str, object] = {}
    for part, counted in tally.further():
        name = part.name
        columns |= {f"{name}_boards": counted.qualified[player], f"{name}_wins": counted.wins[player],
                    f"{name}_ties": counted.ties[player], name: counted.qualified[player] / boards,
                    f"{name}_win": counted.wins[player] / boards, f"{name}_tie": counted.ties[player] / boards}
    if columns:
        quarters = tally.quarters[player]
        columns |= {"quarters": quarters, "quarter": quarters / boards}
    return cast(PartColumns, columns)


def add_parts(report: EquityReport, tally: Tally) -> None:
    """The report's columns of each part of the pot after the first: ``hi_lo`` (true when there is
    one), the boards no hand qualified for it (``no_low_boards``, ``no_low``) and its table of final
    classes (``low_categories``).

    >>> from cardlab.poker.hilo.tally import NO_LOW, high_low_parts
    >>> tally = Tally(2, high_low_parts())
    >>> tally.add({(7000, 10, NO_LOW, NO_LOW): 1})
    >>> report = cast(EquityReport, {})
    >>> add_parts(report, tally)
    >>> report["hi_lo"], report["no_low_boards"], len(report["low_categories"] or [])
    (True, 1, 5)
    """
    columns: dict[str, object] = {"hi_lo": bool(tally.further())}
    for part, counted in tally.further():
        columns |= {f"no_{part.name}_boards": counted.unclaimed,
                    f"no_{part.name}": counted.unclaimed / max(1, tally.boards),
                    f"{part.name}_categories": part_rows(tally, part, counted)}
    report.update(cast(EquityReport, columns))
