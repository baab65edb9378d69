"""Equity when players hold ranges: exact when it is fast (or asked for and feasible), seeded Monte
Carlo otherwise; the report keeps every key of :func:`~cardlab.poker.equity.report.equity_report` and adds,
for each range, its combos and the equity of each hand class in it (rules: ``docs/rules.md``).

>>> from cardlab.poker.equity.range_spot import parse_range_spot
>>> report = range_equity_report(parse_range_spot(["Ah Kh", "QQ+"], board="Jh Th 2c"))
>>> report["method"], report["deals"], report["boards"], round(report["players"][0]["equity"], 4)
('exact', 12, 11880, 0.5306)
>>> [(c["class"], c["combos"], c["equity_fraction"]) for c in report["players"][1]["range"]["classes"]]
[('AA', 3, '71/132'), ('KK', 3, '9/20'), ('QQ', 6, '881/1980')]
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from ...core.cards import card_json, format_cards
from ...core.errors import InputError
from ...core.odds import fraction_text, parse_method, resolve_seed
from ...core.progress import Progress, no_progress
from ..evaluator import hand_name
from ..ranges.classes import ALL_COMBOS, CLASS_SIZES, CLASSES, class_cell, deck_combos
from ..ranges.notation import class_weights
from ..ranges.text import range_text
from ..seven_card import holdem_strength, tables, value_of_strength
from .deals import count_exact, exact_plan, integer_weights
from .outs import hole_name
from .range_sample import RangesCollide, sample_results
from .range_spot import Holding, RangeSpot
from .report import EXACT_SECONDS, category_rows, error_text
from .results import Results
from .tally import Tally

DEFAULT_TRIALS = 250_000  # about ± 0.1% on equities near one half
MAX_EXACT_SECONDS = 900.0  # forced exact beyond this estimate is refused (Monte Carlo says as much sooner)


def run_range_equity(spot: RangeSpot, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
                     progress: Progress = no_progress) -> tuple[Results, dict[str, Any]]:
    """Count the spot by the method asked for (``auto``: exact when it is estimated fast); returns
    the results and how they were made.

    >>> from cardlab.poker.equity.range_spot import parse_range_spot
    >>> results, how = run_range_equity(parse_range_spot(["Ah Kh", "random"]), seed=1, trials=1000)
    >>> how["method"], how["trials"], how["seed"]
    ('monte-carlo', 1000, 1)
    """
    method = parse_method(method)
    exact = exact_plan(spot, budget=None if method == "exact" else EXACT_SECONDS)
    chosen = method
    if method == "auto":
        chosen = "exact" if exact.deals is not None and exact.seconds <= EXACT_SECONDS else "monte-carlo"
    how: dict[str, Any] = {"method": chosen, "requested": method, "estimated_exact_seconds": round(exact.seconds, 3)}
    progress(0.0)
    tables(spot.rules)
    if chosen == "exact":
        if exact.deals is None or exact.seconds > MAX_EXACT_SECONDS:
            raise InputError(f"exact counting would take {_about(exact.seconds)} here; use Monte Carlo "
                             "(a number of trials) for these ranges", field="method")
        how.update(exact_way=exact.way, deals=len(exact.deals),
                   counts=len(exact.groups) if exact.way == "by deal" and exact.groups else None)
        return count_exact(spot, exact, progress), how
    count = DEFAULT_TRIALS if trials is None else trials
    used_seed = resolve_seed(seed)
    how.update(trials=count, seed=used_seed)
    try:
        results = sample_results(spot, count, random.Random(used_seed), progress)
    except RangesCollide:
        raise InputError("these ranges almost never fit together without sharing a card", field="hands") from None
    return results, how


def _about(seconds: float) -> str:
    for unit, size in (("days", 86_400), ("hours", 3_600), ("minutes", 60)):
        if seconds >= 2 * size:
            return f"about {seconds / size:,.0f} {unit}"
    return f"about {seconds:,.0f} seconds"


def range_equity_report(spot: RangeSpot, *, method: str = "auto", trials: int | None = None,
                        seed: int | None = None, progress: Progress = no_progress) -> dict[str, Any]:
    """The report of :func:`~cardlab.poker.equity.report.equity_report`, for players with ranges: method,
    boards, each player's wins, ties and equity (exact fraction or standard error), final
    categories; for each range its text, combos and the equity of each class in it."""
    results, how = run_range_equity(spot, method=method, trials=trials, seed=seed, progress=progress)
    overall, by_class = results.tallies()
    exact = how["method"] == "exact"
    players = []
    for number, player in enumerate(spot.players):
        entry = _player_entry(spot, player, overall, number, exact)
        if player.range is not None:
            entry["range"] = _range_entry(spot, player, by_class[number], overall.boards, number, len(spot.players),
                                          exact)
        players.append(entry)
    fixed = len(spot.fixed_cards)
    return {
        "game": spot.game.key,
        "game_name": spot.game.name,
        "street": spot.street,
        **how,
        "method_text": _method_text(overall, how),
        "boards": overall.boards,
        "weight_scale": integer_weights(spot)[1],
        "board": [card_json(card) for card in spot.board],
        "dead": [card_json(card) for card in spot.dead],
        "unseen": len(spot.rules.deck) - fixed,
        "to_come": spot.to_come,
        "players": players,
        "categories": category_rows(overall),
        "outs": None,
        "ranges": True,
    }


def _player_entry(spot: RangeSpot, player: Holding, tally: Tally, number: int, exact: bool) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "hand": format_cards(player.hand) if player.hand
        else range_text(player.range.weights if player.range else {}, spot.rules),
        "cards": [card_json(card) for card in player.hand] if player.hand else [],
        **_counts(tally, number, exact),
        "current": _current(spot, player),
        "needs": _current(spot, player),
        "outs": [],
    }
    del entry["boards"]
    if exact:
        entry["tie_share_boards"] = fraction_text(tally.tie_share(number))
    return entry


def _counts(tally: Tally, number: int, exact: bool) -> dict[str, Any]:
    equity = tally.equity(number)
    boards = max(1, tally.boards)
    found: dict[str, Any] = {
        "boards": tally.boards,
        "wins": tally.wins[number],
        "ties": tally.ties[number],
        "ties_by_players": {str(size): count for size, count in sorted(tally.ties_by_size[number].items())},
        "win": tally.wins[number] / boards,
        "tie": tally.ties[number] / boards,
        "tie_share": float(tally.tie_share(number) / boards),
        "equity": float(equity),
    }
    if exact:
        found["equity_fraction"] = fraction_text(equity)
    else:
        found["standard_error"] = tally.standard_error(number)
    return found


def _current(spot: RangeSpot, player: Holding) -> str:
    if player.hand is None:
        count = len(player.combos)
        return f"a range of {count:,} hand" + ("" if count == 1 else "s")
    if not spot.board:
        return hole_name(player.hand)
    return hand_name(value_of_strength(holdem_strength(player.hand + spot.board, spot.rules), spot.rules))


def _range_entry(spot: RangeSpot, player: Holding, by_class: dict[int, Tally], boards: int, number: int,
                 players: int, exact: bool) -> dict[str, Any]:
    assert player.range is not None
    weights = {ALL_COMBOS[index]: weight for weight, index in player.combos}
    classes = []
    for class_number, (combos, weight) in sorted(class_weights(weights).items()):
        tally = by_class.get(class_number) or Tally.empty(players, spot.rules)
        row, column = class_cell(class_number)
        entry: dict[str, Any] = {
            "class": CLASSES[class_number],
            "row": row,
            "column": column,
            "combos": combos,
            "class_combos": CLASS_SIZES[class_number],
            "weight": float(weight / combos),
            "frequency": tally.boards / boards if boards else 0.0,
            **_counts(tally, number, exact),
        }
        classes.append(entry)
    weighted = sum((weight for weight, _ in player.combos), Fraction(0))
    return {
        "text": player.text.strip(),
        "normalized": range_text(player.range.weights, spot.rules),
        "combos": len(player.combos),
        "combos_before_removal": player.range.size,
        "weighted_combos": float(weighted),
        "share": float(weighted / len(deck_combos(spot.rules.lowest_rank))),
        "classes": classes,
    }


def _method_text(tally: Tally, how: dict[str, Any]) -> str:
    if how["method"] == "exact":
        auto = " (chosen automatically: exact is fast here)" if how["requested"] == "auto" else ""
        deals = how["deals"]
        way = "board by board" if how["exact_way"] == "by board" else "deal by deal"
        counted = f", {how['counts']:,} counts after renaming suits" if how.get("counts") else ""
        return f"exact: every possible board for each of the {deals:,} deals of hands, counted {way}{counted}{auto}"
    reason = " (chosen automatically: exact would be slow)" if how["requested"] == "auto" else ""
    return f"Monte Carlo: {tally.boards:,} random deals and boards, seed {how['seed']}, {error_text(tally)}{reason}"
