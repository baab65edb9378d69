"""The JSON a history report is made of (``history.read``, ``cardlab history --json``).

Money is a JSON number in the hand's currency (``currency``: ``USD``, ``EUR``, ``GBP`` or
``chips``) rounded to its ``decimals`` (2, or 0 for chips); it is computed exactly and rounded only
here. ``equity`` is a number from 0 to 1 with its exact ``equity_fraction`` beside it.
"""

from __future__ import annotations

from typing import TypedDict

from ..games.variants import Street
from .games import BettingLimit
from .hand import UnitName


class BetUnitJson(TypedDict):
    """What a win rate counts a hand in, as trackers do: the big blind in no-limit and pot-limit,
    the big bet in fixed limit and stud."""

    unit: UnitName
    amount: int | float


class WinRateJson(TypedDict):
    """A player's win rate over their hands counted in one unit: ``per_100`` units won per 100 of
    those ``hands`` (of the net; ``ev_per_100`` of the EV-adjusted net), to two decimals, and its
    ``label`` ("bb/100" in big blinds, "BB/100" in big bets, as trackers write them)."""

    unit: UnitName
    label: str
    hands: int
    per_100: float
    ev_per_100: float


class PlayerJson(TypedDict):
    """One seat of a hand: its cards where known ([] otherwise), what it put in, won and netted."""

    name: str
    seat: int
    cards: list[str]
    invested: int | float
    won: int | float
    net: int | float
    ev_net: int | float  # the hand's EV-adjusted net: with an all-in EV, the pots' worth less the rake's share
    luck: int | float | None  # net - ev_net where the player has an all-in EV in this hand, else None
    folded: bool
    all_in: bool
    drawn: list[int]  # a draw game: the cards the player drew at each draw (0: stood pat); [] in other games
    cash_out: int | float | None  # PokerStars' All-in Cash Out: what the site paid (in ``won``), or None
    cash_out_fee: int | float | None  # the fee stated with it, or None


class PotJson(TypedDict):
    """A main or side pot: its money and who can win it (and, at an all-in, each one's equity)."""

    amount: int | float
    eligible: list[str]


class ChancesJson(TypedDict):
    """A player's chances in a split pot (hi-lo) over the cards to come, as the equity tab's columns
    of the same names: the whole pot alone, the high half alone or shared, the low half alone or shared."""

    scoop: float
    win: float
    tie: float
    low_win: float
    low_tie: float


class PotEquityJson(PotJson):
    equity: list[float]
    equity_fraction: list[str]
    chances: list[ChancesJson] | None  # a contested pot of a game that splits it: by ``eligible``; else None


class AllInPlayerJson(TypedDict):
    name: str
    cards: list[str]
    equity: float
    equity_fraction: str
    ev: int | float
    chances: ChancesJson | None  # a game that splits the pot: the player's in the main pot; else None


class AllInJson(TypedDict):
    """The all-in moment: street, board then, cards out of the deck, pots and players."""

    street: Street
    street_name: str  # as players say it, as the equity report does: "turn", "sixth street"
    board: list[str]
    dead: list[str]
    pots: list[PotEquityJson]
    players: list[AllInPlayerJson]


class SpotPlayerJson(TypedDict):
    name: str
    cards: list[str]


class AllInSpotJson(TypedDict):
    """An all-in moment known but not priced (say, an exact count too long for a history): its
    cards, for the equity tab to open."""

    street: Street
    street_name: str
    board: list[str]
    dead: list[str]
    players: list[SpotPlayerJson]


class HandJson(TypedDict):
    id: str
    site: str
    line: int
    game: str
    game_name: str  # with its betting limit and a draw game's draws: "No-limit 2-7 lowball, single draw"
    limit: BettingLimit | None  # "no-limit", "pot-limit" or "fixed-limit", as the site names it
    stakes: str
    bet_unit: BetUnitJson | None  # what a win rate counts the hand in; None where the hand names no blind or bet
    currency: str
    decimals: int
    tournament: str | None
    played: str | None  # when, by the site's clock: "2026-01-05 20:00:00" (a PHH file may give the day alone)
    time_zone: str | None  # that clock's zone as the site names it ("ET"); None where not named
    hero: str | None
    players: list[PlayerJson]
    board: list[str]
    boards: list[list[str]]
    pot: int | float
    rake: int | float
    pots: list[PotJson]
    all_in: AllInJson | None
    all_in_spot: AllInSpotJson | None  # no all-in EV, but the moment's cards known: what the Equity link opens
    note: str | None
    showdown: list[str]  # who won each pot contested at the showdown, and with what (a split pot: each half)
    draws_text: str | None  # a draw game: the cards each player drew, draw by draw (None: no draw)
    bounties: list[str]  # a knockout tournament's bounty lines, as the site wrote them: paid beside the pots
    cash_outs: list[str]  # each All-in Cash Out in words: paid by the site, the pots its player won left unawarded


class HistoryError(TypedDict):
    """A hand that could not be read: the line at fault, the hand's id when known, the reason."""

    line: int
    id: str | None
    message: str


class PlayerSummaryJson(TypedDict):
    name: str
    currency: str
    hands: int
    all_in_hands: int
    net: int | float
    ev_net: int | float
    luck: int | float | None  # None: no hand of the player's has an all-in EV, so no luck is measured
    win_rates: list[WinRateJson]  # one per unit the player's hands count in (most: big blinds, then big bets)


class ChartJson(TypedDict):
    """One player's running net and EV-adjusted net after each of their hands."""

    player: str
    why: str  # why the chart follows this player: "the player the history deals to", ...
    currency: str
    ids: list[str]
    net: list[int | float]
    ev_net: list[int | float]


class SummaryJson(TypedDict):
    hands: int
    all_in_hands: int
    errors: int
    hero: str | None
    players: list[PlayerSummaryJson]
    chart: ChartJson | None
    rake_note: str | None  # why the hands' All-in EVs do not add up to the EV-adjusted net (None: no rake on them)


class HistoryReport(TypedDict):
    hands: list[HandJson]
    errors: list[HistoryError]
    summary: SummaryJson
