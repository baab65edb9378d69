"""The equity report for a heads-up preflop Hold'em question, answered from the preflop table.

:func:`table_report` is the one hook the equity entry point calls first: it answers when the
question is Hold'em, two players (hands or ranges), no board, no dead cards, method ``auto`` or
``exact``, and the table is at hand; otherwise it returns None and the question goes down the
equity pipeline as before. The report is the pipeline's own :class:`EquityReport` (strategy
``preflop table``; its ``method_text`` ends "read from the preflop table."); final hand
categories are not in the table, so ``categories`` is empty.

Dead cards are not answered here: a dead card removes matchups from the ranges, but it also leaves
the boards, which then come from 47 cards instead of 48, and the table counts boards of the full
deck. Such questions go to the exact counter (or Monte Carlo) like every other spot.

>>> from cardlab.poker.equity.spot import parse_spot
>>> report = table_report(parse_spot(["AhKh", "random"]), "auto")
>>> report is None or (report["method_text"].endswith("read from the preflop table."),
...                    report["players"][0]["equity_fraction"]) == (True, "468769901/699190800")
True
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import cast

from ...core.cards import card_json, format_cards
from ...core.odds import fraction_text
from ...core.words import percent
from ..equity.outs import hole_name
from ..equity.plan import Choice, table_answers
from ..equity.report import range_entry
from ..equity.shape import ClassReport, Counts, EquityReport, PlayerReport, RangeReport, counts, report_head
from ..equity.spot import Holding, Spot
from ..equity.tally import Tally
from ..ranges.classes import ALL_COMBOS, ALL_HANDS, CLASS_SIZES, CLASSES, Combo, class_cell, combo_class
from ..ranges.text import range_text
from .heads_up import HeadsUp, heads_up
from .table import BOARDS

_CLASS_OF = [combo_class(combo) for combo in ALL_COMBOS]  # combo index -> class


def table_report(spot: Spot, method: str) -> EquityReport | None:
    """The report from the table, or None when the table does not answer this question (see the
    module's docstring).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> table_report(parse_spot("Ah Kh | Qs Qc", "Jh Th 2c", "", "holdem"), "auto") is None  # a flop: not preflop
    True
    >>> report = table_report(parse_spot("Ah Kh | Qs Qc", "", "", "holdem"), "auto")
    >>> report is None or (report["strategy"], report["players"][0]["equity_fraction"]) == ("preflop table",
    ...                                                                                     "197833/428076")
    True
    """
    if not table_answers(spot, method):  # the planner's test: one place says what the table answers
        return None
    result = heads_up(_weights(spot.players[0]), _weights(spot.players[1]))
    if result is None:
        return None
    return _report(spot, result, method)


def _weights(player: Holding) -> dict[Combo, Fraction]:
    if player.range is not None:
        return dict(player.range.weights)  # before card removal: the table removes shared cards
    return {ALL_COMBOS[index]: weight for weight, index in player.combos}


def _tally(boards: int, wins: tuple[int, int], ties: int) -> Tally:
    """Two players' counts as the pipeline's tally (no final categories: the table has none)."""
    shared = {2: ties} if ties else {}
    return Tally.of_counts(boards, wins, [shared, shared])


def _report(spot: Spot, result: HeadsUp, method: str) -> EquityReport:
    if result.pairs == 1 and result.scale == 1:
        what = f"All {BOARDS:,} boards were counted exactly"
    else:
        pairs = ("each pair of hands" if result.scale > 1  # pairs counted by weight: no plain number
                 else "the one pair of hands" if result.pairs == 1 else f"each of the {result.pairs:,} pairs of hands")
        what = f"All {BOARDS:,} boards were counted exactly for {pairs} the ranges allow"
    overall = _tally(result.boards, result.wins, result.ties)
    players = [_player(spot, number, result, overall) for number in range(2)]
    choice = Choice("exact" if method == "exact" else "auto", "exact", "preflop table", 0.0, None)
    report = report_head(spot, choice, overall, players, None, runs=0, seed=0, ranges=spot.has_ranges,
                         weight_scale=result.scale)
    report["categories"] = []  # final hand categories are not in the table
    report["method_text"] = f"{what}, read from the preflop table."
    return report


def _player(spot: Spot, number: int, result: HeadsUp, overall: Tally) -> PlayerReport:
    player = spot.players[number]
    found = counts(overall, number, exact=True)
    text = format_cards(player.hand) if player.hand else _range_text(player)
    if player.hand is not None:
        have = hole_name(player.hand)
    else:
        size = len(player.combos)
        have = f"a range of {size:,} hand" + ("" if size == 1 else "s")
    entry = cast(PlayerReport, {  # Counts and more (mypy does not follow optional keys through **)
        **found,
        "hand": text,
        "cards": [card_json(card) for card in player.hand] if player.hand else [],
        "current": have,
        "needs": f"{have}: {percent(found['equity'])} of the pot on average, before the flop",
        "outs": [],
        "tie_share_boards": fraction_text(overall.tie_share(number)),
    })
    if player.range is not None:
        entry["range"] = _range_entry(player, result, number, text)
    return entry


def _range_text(player: Holding) -> str:
    """The range written back in the usual notation; remembered for the last few range texts
    (the same text always reads as the same range, and ``random`` takes a while to write)."""
    assert player.range is not None
    text = player.range.text
    if text not in _NORMALIZED:
        if len(_NORMALIZED) >= 32:
            _NORMALIZED.clear()
        _NORMALIZED[text] = range_text(player.range.weights)
    return _NORMALIZED[text]


_NORMALIZED: dict[str, str] = {}


def _counts(boards: int, wins: int, ties: int) -> Counts:
    """A class's counts as :func:`~cardlab.poker.equity.shape.counts` gives them, from integers
    (two players: a tie is shared by both)."""
    equity = Fraction(2 * wins + ties, 2 * boards) if boards else Fraction(0)
    shown = max(1, boards)
    return {"wins": wins, "ties": ties, "ties_by_players": {"2": ties} if ties else {}, "win": wins / shown,
            "tie": ties / shown, "tie_share": ties / 2 / shown, "equity": float(equity),
            "equity_fraction": fraction_text(equity), "scoops": wins, "scoop": wins / shown}


def _range_entry(player: Holding, result: HeadsUp, number: int, normalized: str) -> RangeReport:
    assert player.range is not None
    held: dict[int, tuple[int, Fraction]] = {}
    by_weight: dict[tuple[int, int], Counter[int]] = {}  # a range uses few weights: sum per weight
    for weight, index in player.combos:
        key = (weight.numerator, weight.denominator)
        per = by_weight.get(key)
        if per is None:
            per = by_weight[key] = Counter()
        per[_CLASS_OF[index]] += 1
    for (numerator, denominator), per_class in by_weight.items():
        weight = Fraction(numerator, denominator)
        for klass, combos in per_class.items():
            before, total = held.get(klass, (0, Fraction(0)))
            held[klass] = (before + combos, total + weight * combos)
    classes: list[ClassReport] = []
    for klass, (combos, weight) in sorted(held.items()):
        boards, wins, ties = result.by_class[number].get(klass, [0, 0, 0])
        pair = (wins, boards - wins - ties) if number == 0 else (boards - wins - ties, wins)
        row, column = class_cell(klass)
        classes.append({
            "class": CLASSES[klass], "row": row, "column": column, "combos": combos,
            "class_combos": CLASS_SIZES[klass], "weight": float(weight / combos),
            "frequency": boards / result.boards if result.boards else 0.0,
            "boards": boards, **_counts(boards, pair[number], ties),
        })
    weighted = sum((Fraction(numerator, denominator) * sum(per_class.values())
                    for (numerator, denominator), per_class in by_weight.items()), Fraction(0))
    return range_entry(player, classes, weighted, normalized, ALL_HANDS)
