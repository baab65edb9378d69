"""Poker equity for Hold'em and Omaha, of hands and of ranges alike, whole pots and split pots
alike: the one report the page, the API (``poker.equity``) and the CLI (``cardlab equity``) share,
built the same way whichever strategy counted (:mod:`cardlab.poker.equity.plan`) over the parts of
the record's pot (:mod:`cardlab.poker.equity.pot_parts`), in the shape of
:mod:`cardlab.poker.equity.shape`: the columns of each part after the first come from the tally,
and the outs are explained the way the pot's parts ask (:data:`EXPLAINERS`: a split pot's per half
in :mod:`cardlab.poker.hilo.equity`). Rules: ``docs/rules.md``.

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

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Protocol, cast

from ...core.cards import card_json, format_cards
from ...core.odds import fraction_text
from ...core.progress import Progress, no_progress
from ..evaluator import hand_name
from ..hilo.equity import SplitOuts
from ..ranges.classes import ALL_COMBOS, CLASS_SIZES, CLASSES, class_cell, deck_combos
from ..ranges.notation import class_weights
from ..ranges.size import share_of_all, size_text
from ..ranges.text import range_text
from ..seven_card import played_strength, value_of_strength
from .deals import integer_weights
from .outs import NextCard, current_name, group_outs, hole_name, needs, next_cards, text_parts
from .plan import choose, count
from .pot_parts import pot_parts
from .shape import (
    ClassReport,
    EquityReport,
    OutsReport,
    PlayerReport,
    RangeReport,
    SplitClassReport,
    add_parts,
    counts,
    method_text,
    part_columns,
    part_shares,
    report_head,
)
from .spot import Holding, Spot
from .tally import Tally


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

    A game whose pot splits (the record's ``pot``) is reported with both halves:

    >>> report = equity_report(parse_spot(["Ah Kh", "2c 3d"], "4h 5h Qd", game="holdem-hilo"))
    >>> report["hi_lo"], [player["equity_fraction"] for player in report["players"]]
    (True, ['569/990', '421/990'])
    """
    choice = choose(spot, method, trials=trials)
    results, runs, used_seed = count(spot, choice, trials=trials, seed=seed, progress=progress)
    overall, by_class = results.tallies()
    exact = choice.method == "exact"
    explainer = explainer_of(spot)
    players: list[PlayerReport] = []
    for number, player in enumerate(spot.players):
        entry = _player(spot, player, overall, number, exact, explainer)
        if player.range is not None:
            entry["range"] = _range(spot, player, by_class[number], overall.boards, number, len(spot.players), exact)
        players.append(entry)
    report = report_head(spot, choice, overall, players, explainer.outs(), runs=runs, seed=used_seed,
                         ranges=spot.has_ranges, weight_scale=integer_weights(spot)[1] if spot.has_ranges else 1)
    add_parts(report, overall)
    if exact and choice.exact is not None:
        report["exact_way"] = choice.strategy
        report["deals"] = len(choice.exact.deals or ())
        report["counts"] = len(choice.exact.groups) if choice.strategy == "by deal" and choice.exact.groups else None
    report["method_text"] = method_text(choice, report, overall)
    return report


class Explainer(Protocol):
    """What a player holds now, what it needs, the next cards that put it ahead, and the outs
    table: the words of a report, as the pot's parts call for them."""

    def current(self, player: int) -> str:
        """The player's hand now.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> explainer_of(parse_spot(["Ah Kh", "7c 7d"], board="7h 2c 9d")).current(1)
        'Three of a Kind, Sevens'
        """

    def needs(self, player: int, equity: float) -> str:
        """What the player needs, in one sentence.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> explainer_of(parse_spot(["Ah Kh", "7c 7d"], board="7h 2c 9d 3s 4s")).needs(1, 1.0)
        'wins with Three of a Kind, Sevens'
        """

    def leads(self, player: int) -> list[str]:
        """The next cards that put the player ahead.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> explainer_of(parse_spot(["Ah Kh", "7c 7d"], board="7h 2c 9d 3s")).leads(0)
        []
        """

    def outs(self) -> OutsReport | None:
        """The outs table (None when no single next card is to come).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> explainer_of(parse_spot(["Ah Kh", "7c 7d"])).outs() is None
        True
        """


class WholePotOuts:
    """The words of a whole pot: the hand now, what it needs, the next cards that give the lead
    (ranges: the range's size or hand, no outs).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> words = WholePotOuts(parse_spot(["Ah Kh", "Qs Qc"], board="Jh Th 2c 3d"))
    >>> words.current(1), len(words.leads(0)), words.outs()["groups"][0]["count"]
    ('Pair of Queens, Jack kicker', 16, 16)
    """

    def __init__(self, spot: Spot) -> None:
        self.spot = spot
        self.cards: list[NextCard] = [] if spot.has_ranges else next_cards(spot)

    def current(self, player: int) -> str:
        """The player's hand (or range) now.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> WholePotOuts(parse_spot(["Ah Kh", "QQ+"], board="Jh Th 2c")).current(1)
        'a range of 12 hands'
        """
        if self.spot.has_ranges:
            return _holding_name(self.spot, self.spot.players[player])
        return current_name(self.spot, player)

    def needs(self, player: int, equity: float) -> str:
        """What the player needs, in one sentence (ranges: what it holds).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> WholePotOuts(parse_spot(["Ah Kh", "Qs Qc"], board="Jh Th 2c 3d")).needs(1, 28 / 44)[:39]
        'ahead with Pair of Queens, Jack kicker;'
        """
        if self.spot.has_ranges:
            return self.current(player)
        return needs(self.spot, player, equity, self.cards)

    def leads(self, player: int) -> list[str]:
        """The next cards that put the player ahead.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> WholePotOuts(parse_spot(["Ah Kh", "Qs Qc"], board="Jh Th 2c 3d")).leads(0)[:4]
        ['2h', '3h', '4h', '5h']
        """
        return [str(card.card) for card in self.cards if player in card.leaders]

    def outs(self) -> OutsReport | None:
        """The outs table, grouped by who leads (None on the river, preflop and with ranges).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> WholePotOuts(parse_spot(["Ah Kh", "QQ+"], board="Jh Th 2c 3d")).outs() is None
        True
        """
        return _outs(self.spot, self.cards)


EXPLAINERS: dict[tuple[str, ...], Callable[[Spot], Explainer]] = {
    (): WholePotOuts,
    ("low",): SplitOuts,
}
"""How a report's words are made, by the names of the pot's parts after the first."""


def explainer_of(spot: Spot) -> Explainer:
    """The words of ``spot``'s report, as its record's pot calls for them.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> type(explainer_of(parse_spot(["Ah Kh", "2c 3d"], game="holdem-hilo"))).__name__
    'SplitOuts'
    """
    return EXPLAINERS[tuple(part.name for part in pot_parts(spot.game)[1:])](spot)


def _player(spot: Spot, player: Holding, tally: Tally, number: int, exact: bool,
            explainer: Explainer) -> PlayerReport:
    found = counts(tally, number, exact)
    hand = player.hand
    entry = cast(PlayerReport, {  # a player's Counts and more (mypy does not follow optional keys through **)
        "hand": format_cards(hand) if hand else range_text(player.range.weights if player.range else {},
                                                           spot.rules),
        "cards": [card_json(card) for card in hand] if hand else [],
        **found,
        **part_columns(tally, number),
        "current": explainer.current(number),
        "needs": explainer.needs(number, found["equity"]),
        "outs": explainer.leads(number),
    })
    if exact:
        entry["tie_share_boards"] = fraction_text(tally.tie_share(number))
    return entry


def _holding_name(spot: Spot, player: Holding) -> str:
    """What a player holds now, in a spot with ranges: the range's size, or the hand's name."""
    if player.hand is None:
        return player.size_name
    if spot.street == "preflop":
        return hole_name(player.hand)
    strength = played_strength(player.hand, spot.board, spot.play, spot.rules)
    return hand_name(value_of_strength(strength, spot.rules))


def _range(spot: Spot, player: Holding, by_class: dict[int, Tally], boards: int, number: int, players: int,
           exact: bool) -> RangeReport:
    assert player.range is not None
    weights = {ALL_COMBOS[index]: weight for weight, index in player.combos}
    classes: list[ClassReport] = []
    for class_number, (combos, weight) in sorted(class_weights(weights).items()):
        tally = by_class.get(class_number) or Tally(players, pot_parts(spot.game))
        row, column = class_cell(class_number)
        entry: SplitClassReport = {
            "class": CLASSES[class_number],
            "row": row,
            "column": column,
            "combos": combos,
            "class_combos": CLASS_SIZES[class_number],
            "weight": float(weight / combos),
            "frequency": tally.boards / boards if boards else 0.0,
            "boards": tally.boards,
            **counts(tally, number, exact),
            **part_shares(tally, number),  # a split pot: the class's low half and quarters, as a player's
        }
        classes.append(entry)
    weighted = sum((weight for weight, _ in player.combos), Fraction(0))
    return range_entry(player, classes, weighted, range_text(player.range.weights, spot.rules),
                       len(deck_combos(spot.rules.lowest_rank)))


def range_entry(player: Holding, classes: list[ClassReport], weighted: Fraction, normalized: str,
                all_hands: int) -> RangeReport:
    """A range player's entry: its text, its counts before and after card removal (``weighted``:
    the combos left, by weight), its share of all two-card hands and its size in words, each
    class.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kh", "QQ+, AKs:0.5"], board="Jh Th 2c")
    >>> entry = range_entry(spot.players[1], [], Fraction(12), "QQ+, AKs:0.5", 1326)
    >>> entry["combos"], entry["combos_before_removal"], round(entry["share"] * 1326, 2), entry["size_text"]
    (15, 22, 20.0, '22 combos, 20 by weight (1.51% of all 1,326 two-card hands); 15 after card removal, 12 by weight')
    """
    assert player.range is not None
    before = player.range.weighted_size
    return {
        "text": player.text.strip(),
        "normalized": normalized,
        "combos": len(player.combos),
        "combos_before_removal": player.range.size,
        "weighted_combos": float(weighted),
        "share": share_of_all(before, all_hands),
        "size_text": size_text(combos=player.range.size, weighted=before, left=len(player.combos),
                               weighted_left=weighted, all_hands=all_hands),
        "classes": classes,
    }


def _outs(spot: Spot, cards: Sequence[NextCard]) -> OutsReport | None:
    if not cards:
        return None
    return {
        "next": "turn" if spot.street == "flop" else "river",
        "cards": len(cards),
        "groups": [{"leaders": list(group.leaders), "count": len(group.cards),
                    "cards": [str(card) for card in group.cards], "description": group.description,
                    "text": group.text, "parts": text_parts(group.text)} for group in group_outs(spot, cards)],
        "by_card": [{"card": str(c.card), "leaders": list(c.leaders)} for c in cards],
    }
