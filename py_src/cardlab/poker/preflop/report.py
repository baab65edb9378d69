"""The equity report for a heads-up preflop Hold'em question, answered from the preflop table.

:func:`table_report` is the one hook the equity entry point calls first: it answers when the
question is Hold'em, two players (hands or ranges), no board, no dead cards, method ``auto`` or
``exact``, and the table is at hand; otherwise it returns None and the question is counted as
before. The report has the keys of the other equity reports (method ``exact``, its
``method_text`` begins "exact, from the preflop table"); final hand categories are not in the
table, so ``categories`` is empty.

Dead cards are not answered here: a dead card removes matchups from the ranges, but it also leaves
the boards, which then come from 47 cards instead of 48, and the table counts boards of the full
deck. Such questions go to the exact counter (or Monte Carlo) like every other spot.

>>> report = table_report(["AhKh", "random"], "", "", "holdem", "auto")
>>> report is None or (report["method_text"].startswith("exact, from the preflop table"),
...                    report["players"][0]["equity_fraction"]) == (True, "468769901/699190800")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ...core.cards import card_json, format_cards
from ...core.errors import InputError
from ...core.odds import fraction_text
from ..equity.outs import hole_name
from ..equity.range_spot import Holding, RangeSpot, has_ranges, parse_range_spot, player_texts
from ..equity.spot import equity_variant
from ..ranges.classes import ALL_COMBOS, ALL_HANDS, CLASS_SIZES, CLASSES, class_cell, combo_class, make_combo
from ..ranges.text import range_text
from .heads_up import HeadsUp, heads_up
from .table import BOARDS, load_table

TABLE_METHODS = ("auto", "exact")


def table_report(hands: str | Sequence[str], board: str, dead: str, game: str, method: str) -> dict[str, Any] | None:
    """The report from the table, or None when the table does not answer this question (see the
    module's docstring); input errors are raised as by the other equity reports."""
    if method not in TABLE_METHODS or board.strip() or dead.strip():
        return None
    try:
        if equity_variant(game).key != "holdem" or len(player_texts(hands)) != 2 or load_table() is None:
            return None
        spot = parse_range_spot(hands, board, dead, game)
    except InputError:
        return None  # the usual path reads the question again and says what is wrong, in its words
    if spot.board or spot.dead:
        return None
    sides = [_weights(player) for player in spot.players]
    result = heads_up(sides[0], sides[1])
    if result is None:
        return None
    return _report(spot, result, method, has_ranges(hands, game))


def _weights(player: Holding) -> dict[Any, Fraction]:
    if player.hand is not None:
        return {make_combo(*player.hand): Fraction(1)}
    assert player.range is not None
    return dict(player.range.weights)


def _report(spot: RangeSpot, result: HeadsUp, method: str, ranges: bool) -> dict[str, Any]:
    pairs = result.pairs
    noun = "board" if result.boards == 1 else "boards"
    if pairs == 1 and result.scale == 1:
        what = f"every one of the {BOARDS:,} possible boards"
    else:
        weighted = "weighted boards" if result.scale > 1 else f"{noun} in all"
        what = f"every one of the {BOARDS:,} boards for each pair of hands ({result.boards:,} {weighted})"
    players = [_player(spot, number, result, ranges) for number in range(2)]
    report: dict[str, Any] = {
        "game": spot.game.key,
        "game_name": spot.game.name,
        "street": spot.street,
        "method": "exact",
        "requested": method,
        "exact_way": "preflop table",
        "estimated_exact_seconds": 0.0,
        "method_text": f"exact, from the preflop table: {what}",
        "boards": result.boards,
        "pairs": pairs,
        "weight_scale": result.scale,
        "board": [],
        "dead": [],
        "unseen": 52 - sum(2 for player in spot.players if player.hand),
        "to_come": 5,
        "players": players,
        "categories": [],
        "outs": None,
    }
    if ranges:
        report["ranges"] = True
    return report


def _counts(boards: int, wins: int, ties: int) -> dict[str, Any]:
    equity = Fraction(2 * wins + ties, 2 * boards) if boards else Fraction(0)
    shown = max(1, boards)
    return {
        "wins": wins,
        "ties": ties,
        "ties_by_players": {"2": ties} if ties else {},
        "win": wins / shown,
        "tie": ties / shown,
        "tie_share": ties / 2 / shown,
        "equity": float(equity),
        "equity_fraction": fraction_text(equity),
        "tie_share_boards": fraction_text(Fraction(ties, 2)),
    }


def _player(spot: RangeSpot, number: int, result: HeadsUp, ranges: bool) -> dict[str, Any]:
    player = spot.players[number]
    counts = _counts(result.boards, result.wins[number], result.ties)
    if player.hand is not None:
        have = hole_name(player.hand)
        entry: dict[str, Any] = {"hand": format_cards(player.hand), "cards": [card_json(c) for c in player.hand]}
    else:
        assert player.range is not None
        size = len(player.combos)
        have = f"a range of {size:,} hand" + ("" if size == 1 else "s")
        entry = {"hand": range_text(player.range.weights), "cards": []}
    entry.update(counts)
    entry.update(current=have, needs=f"{have}: {counts['equity']:.2%} of the pot on average, before the flop",
                 outs=[])
    if player.range is not None:
        entry["range"] = _range_entry(player, result, number)
    return entry


def _range_entry(player: Holding, result: HeadsUp, number: int) -> dict[str, Any]:
    assert player.range is not None
    held: dict[int, tuple[int, Fraction]] = {}
    for weight, index in player.combos:
        klass = combo_class(ALL_COMBOS[index])
        combos, total = held.get(klass, (0, Fraction(0)))
        held[klass] = (combos + 1, total + weight)
    classes = []
    for klass, (combos, weight) in sorted(held.items()):
        boards, wins, ties = result.by_class[number].get(klass, [0, 0, 0])
        row, column = class_cell(klass)
        classes.append({
            "class": CLASSES[klass], "row": row, "column": column, "combos": combos,
            "class_combos": CLASS_SIZES[klass], "weight": float(weight / combos),
            "frequency": boards / result.boards if result.boards else 0.0,
            "boards": boards, **_counts(boards, wins, ties),
        })
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
