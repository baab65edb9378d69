"""The session summary: per player (and currency), hands played, hands with an all-in EV, net
won, EV-adjusted net and luck (net - EV-adjusted net), and one player's running totals for the
chart: the hero's (given, or the player dealt cards most often), else the player whose cards are
shown in the most hands, else the player of most hands; the chart says which rule chose them.

>>> summary = summarize([], hero=None, errors=0)
>>> summary["hands"], summary["players"], summary["chart"]
(0, [], None)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from ..core.errors import InputError
from .hand import UnitName
from .money import DECIMALS, ZERO, money_json
from .settle import Settled
from .shapes import ChartJson, PlayerSummaryJson, SummaryJson, WinRateJson

CHOSEN_BY = {
    "hero": "the hero you chose",
    "dealt": "the player the history deals to",
    "shown": "the player whose cards are shown in the most hands",
    "played": "the player of the most hands (no one's cards are shown)",
}
"""Why the chart follows its player, in words, by the rule that chose them (first that applies)."""

RAKE_NOTE = ("Each hand's All-in EV is before rake; the EV-adjusted net takes the rake out in proportion "
             "(rake x expected money / total pot), so the hands' All-in EVs do not add up to it.")
"""Said with the summary when a hand with an all-in EV was raked (else the figures add up)."""

MAX_LISTED_PLAYERS = 30  # names listed when a hero is not found (then "and N more")


def resolve_hero(hands: Sequence[Settled], hero: str | None) -> str | None:
    """The player ``hero`` names: the exact name, else the one player whose name matches ignoring
    case; a name no player (or several players, ignoring case) has is an :class:`InputError` that
    lists the players. None stays None, and so does any name when no hand was read.

    >>> from .pokerstars import read_pokerstars
    >>> from .settle import settle
    >>> hand = settle(read_pokerstars(["PokerStars Hand #1:  Hold'em No Limit ($1/$2 USD)",
    ...     "Seat 1: Hero ($5 in chips)", "Seat 2: Bob ($5 in chips)", "Hero: posts small blind $1",
    ...     "Bob: posts big blind $2", "Hero: folds", "Uncalled bet ($1) returned to Bob",
    ...     "Bob collected $2 from pot", "*** SUMMARY ***", "Total pot $2 | Rake $0"], 1))
    >>> resolve_hero([hand], "hero")
    'Hero'
    >>> resolve_hero([hand], "Zed")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: no player named Zed in these hands: Bob, Hero
    """
    if hero is None or not hands:
        return hero
    names = sorted({name for hand in hands for name in hand.nets}, key=lambda name: (name.casefold(), name))
    if hero in names:
        return hero
    matches = [name for name in names if name.casefold() == hero.casefold()]
    if len(matches) == 1:
        return matches[0]
    listed = ", ".join(names[:MAX_LISTED_PLAYERS])
    if len(names) > MAX_LISTED_PLAYERS:
        listed += f" and {len(names) - MAX_LISTED_PLAYERS:,} more"
    if matches:
        raise InputError(f"several players are named {hero} ignoring case: {', '.join(matches)}; "
                         "type the name exactly", token=hero, field="hero")
    raise InputError(f"no player named {hero} in these hands: {listed}", token=hero, field="hero")


def chart_player(hands: Sequence[Settled], hero: str | None) -> tuple[str | None, str]:
    """Whose running totals the chart shows, and why (:data:`CHOSEN_BY`): ``hero``, else the
    player the history deals to most (its hero), else the player whose cards are shown in the most
    hands (never a player whose cards are unknown while someone's are shown), else the player of
    most hands (None for no hands).

    >>> chart_player([], "Alice"), chart_player([], None)
    (('Alice', 'the hero you chose'), (None, ''))
    """
    if hero is not None:
        return hero, CHOSEN_BY["hero"]
    dealt = Counter(hand.report["hero"] for hand in hands if hand.report["hero"] is not None)
    if dealt:
        return dealt.most_common(1)[0][0], CHOSEN_BY["dealt"]
    shown = Counter(seat["name"] for hand in hands for seat in hand.report["players"] if seat["cards"])
    if shown:
        return _most(shown), CHOSEN_BY["shown"]
    played = Counter(name for hand in hands for name in hand.nets)
    return (_most(played), CHOSEN_BY["played"]) if played else (None, "")


def _most(counts: Counter[str]) -> str:
    """The name counted most; ties to the first counted (the history's order)."""
    return counts.most_common(1)[0][0]


RATE_LABELS: dict[UnitName, str] = {"big blind": "bb/100", "big bet": "BB/100"}
"""A win rate's name by its unit, as trackers write them."""


def win_rate(unit: UnitName, hands: int, in_units: tuple[Fraction, Fraction]) -> WinRateJson:
    """A win rate over ``hands`` counted in ``unit``: the net and the EV-adjusted net won in that
    unit over them (``in_units``) per 100 hands, rounded exactly to two decimals.

    >>> win_rate("big blind", 5, (Fraction(-77, 10), Fraction(-1355663, 15015)))
    {'unit': 'big blind', 'label': 'bb/100', 'hands': 5, 'per_100': -154.0, 'ev_per_100': -1805.74}
    """
    def rate(total: Fraction) -> float:
        return float(round(total * 100 / hands, 2)) + 0.0  # + 0.0: no "-0.00" for a loss that rounds to nothing

    return {"unit": unit, "label": RATE_LABELS[unit], "hands": hands, "per_100": rate(in_units[0]),
            "ev_per_100": rate(in_units[1])}


def summarize(hands: Sequence[Settled], *, hero: str | None, errors: int) -> SummaryJson:
    """The summary of settled hands (``errors``: how many hands could not be read).

    >>> summarize([], hero="Al", errors=2)["errors"]
    2
    """
    hero = resolve_hero(hands, hero)
    net: dict[tuple[str, str], Fraction] = {}
    ev_net: dict[tuple[str, str], Fraction] = {}
    played: Counter[tuple[str, str]] = Counter()
    all_ins: Counter[tuple[str, str]] = Counter()
    # per (player, currency, unit): hands, and the net and EV-adjusted net in that unit
    in_units: dict[tuple[str, str, UnitName], tuple[int, Fraction, Fraction]] = {}
    for hand in hands:
        for name, value in hand.nets.items():
            key = (name, hand.currency)
            net[key] = net.get(key, ZERO) + value
            ev_net[key] = ev_net.get(key, ZERO) + hand.ev_nets[name]
            played[key] += 1
            all_ins[key] += name in hand.all_in
            if hand.bet_unit is not None:
                unit, amount = hand.bet_unit
                count, won, ev_won = in_units.get((*key, unit), (0, ZERO, ZERO))
                in_units[(*key, unit)] = (count + 1, won + value / amount, ev_won + hand.ev_nets[name] / amount)
    rows: list[PlayerSummaryJson] = []
    chart = _chart(hands, *chart_player(hands, hero))
    lead = (chart["player"], chart["currency"]) if chart else None  # the chart's row leads; then by hands played
    for (name, currency), count in sorted(played.items(), key=lambda item: (item[0] != lead, -item[1], item[0])):
        decimals = DECIMALS.get(currency, 2)
        key = (name, currency)
        rows.append({"name": name, "currency": currency, "hands": count, "all_in_hands": all_ins[key],
                     "net": money_json(net[key], decimals), "ev_net": money_json(ev_net[key], decimals),
                     # luck is judged on the all-ins priced: with none there is nothing to judge (not 0)
                     "luck": money_json(net[key] - ev_net[key], decimals) if all_ins[key] else None,
                     "win_rates": [win_rate(unit, found[0], found[1:]) for unit in RATE_LABELS
                                   if (found := in_units.get((name, currency, unit))) is not None]})
    return {
        "hands": len(hands),
        "all_in_hands": sum(hand.report["all_in"] is not None for hand in hands),
        "errors": errors,
        "hero": hero,
        "players": rows,
        "chart": chart,
        "rake_note": RAKE_NOTE if any(hand.report["all_in"] is not None and hand.report["rake"]
                                      for hand in hands) else None,
    }


def _chart(hands: Sequence[Settled], player: str | None, why: str) -> ChartJson | None:
    """``player``'s running net and EV-adjusted net over their hands (in their first hand's
    currency), and why the chart follows them."""
    mine = [hand for hand in hands if player in hand.nets]
    if player is None or not mine:
        return None
    currency = mine[0].currency
    decimals = DECIMALS.get(currency, 2)
    chart: ChartJson = {"player": player, "why": why, "currency": currency, "ids": [], "net": [], "ev_net": []}
    net = ev_net = ZERO
    for hand in mine:
        if hand.currency != currency:
            continue
        net += hand.nets[player]
        ev_net += hand.ev_nets[player]
        chart["ids"].append(hand.report["id"])
        chart["net"].append(money_json(net, decimals))
        chart["ev_net"].append(money_json(ev_net, decimals))
    return chart
