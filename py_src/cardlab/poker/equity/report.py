"""Poker equity for Hold'em and Omaha: exact or Monte Carlo, chosen by the cost of exact, and the
report the page, the API (``poker.equity``) and the CLI (``cardlab equity``) share.
Rules: ``docs/rules.md``.

>>> from cardlab.poker.equity.spot import parse_spot
>>> report = equity_report(parse_spot(["Ah Kd", "Ac Ks"], board="Qh Jh 2c"))
>>> report["method"], report["boards"], [p["wins"] for p in report["players"]], report["players"][0]["ties"]
('exact', 990, [45, 0], 945)
>>> report["players"][0]["equity_fraction"], round(report["players"][0]["equity"], 6)
('23/44', 0.522727)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import product
from typing import Any

from ...core.cards import Hand, card_json, format_cards
from ...core.odds import MAX_SEED, MAX_TRIALS, fraction_text, parse_method, resolve_seed
from ...core.progress import Progress, no_progress
from ..deck_rules import HOLDEM, PokerRules
from ..evaluator import CATEGORIES
from ..seven_card import tables
from .outs import current_name, group_outs, needs, next_cards
from .patterns import count_outcomes, plan
from .sample import Candidates, sample_tally
from .spot import Spot
from .tally import Tally

__all__ = ["MAX_SEED", "MAX_TRIALS", "equity_report", "fraction_text", "run_equity"]

DEFAULT_TRIALS = 100_000
EXACT_SECONDS = 1.0  # auto: exact when it should take at most this long on CPython (~2 s in the page)
SECONDS_PER_WORK = 1e-6  # one unit of Plan.work, measured on CPython 3.11 on a busy 2-core machine


def exact_seconds(spot: Spot) -> float:
    """About how long exact enumeration of ``spot`` takes on CPython (the page: about twice).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> exact_seconds(parse_spot(["Ah As", "Kd Kc"])) < EXACT_SECONDS
    True
    """
    return plan(spot.hands, spot.board, spot.dead, omaha=spot.omaha, rules=spot.rules).work * SECONDS_PER_WORK


def exact_tally(players: Sequence[Candidates], board: Hand, dead: Hand, *, omaha: bool,
                progress: Progress = no_progress, rules: PokerRules = HOLDEM) -> Tally:
    """Exact counts over every board, for players given as weighted candidate hands (one each for
    known hands): every disjoint choice of hands, weighted by the product of the weights.

    >>> from cardlab.core.cards import parse_hand
    >>> tally = exact_tally([[(1, parse_hand("Ah Kd"))], [(1, parse_hand("Ac Ks")), (1, parse_hand("Qc Qs"))]],
    ...                     parse_hand("Qh Jh 2c"), (), omaha=False)
    >>> tally.boards, tally.wins
    (1980, [209, 826])
    """
    tally = Tally.empty(len(players), rules)
    known = set(board) | set(dead)
    choices = [[(weight, hand) for weight, hand in candidates if not known & set(hand)] for candidates in players]
    deals = [deal for deal in product(*choices) if _disjoint([hand for _, hand in deal])]
    for number, deal in enumerate(deals):
        weight = 1
        for each, _ in deal:
            weight *= each

        def step(fraction: float, number: int = number) -> None:
            progress((number + fraction) / len(deals))

        tally.add(count_outcomes([hand for _, hand in deal], board, dead, omaha=omaha, progress=step, rules=rules),
                  weight)
    progress(1.0)
    return tally


def _disjoint(hands: Sequence[Hand]) -> bool:
    cards = [card for hand in hands for card in hand]
    return len(cards) == len(set(cards))


def run_equity(spot: Spot, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
               progress: Progress = no_progress) -> tuple[Tally, dict[str, Any]]:
    """Count the spot by the method asked for (``auto``: exact when it is fast); returns the tally
    and how it was made (method, why, trials and seed for Monte Carlo).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> tally, how = run_equity(parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h"))
    >>> tally.boards, how["method"], how["requested"]
    (990, 'exact', 'auto')
    """
    method = parse_method(method)
    players: list[Candidates] = [[(1, hand)] for hand in spot.hands]
    estimate = exact_seconds(spot)
    chosen = method
    if method == "auto":
        chosen = "exact" if estimate <= EXACT_SECONDS else "monte-carlo"
    how: dict[str, Any] = {"method": chosen, "requested": method, "estimated_exact_seconds": round(estimate, 3)}
    progress(0.0)
    tables(spot.rules)  # build the lookup tables (first use) before the counting reports progress
    if chosen == "exact":
        return exact_tally(players, spot.board, spot.dead, omaha=spot.omaha, progress=progress, rules=spot.rules), how
    count = DEFAULT_TRIALS if trials is None else trials
    used_seed = resolve_seed(seed)
    how.update(trials=count, seed=used_seed)
    tally = sample_tally(players, spot.board, spot.dead, omaha=spot.omaha, trials=count,
                         rng=random.Random(used_seed), progress=progress, rules=spot.rules)
    return tally, how


def equity_report(spot: Spot, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
                  progress: Progress = no_progress) -> dict[str, Any]:
    """The whole answer as JSON: method, boards, each player's wins, ties and equity (exact as a
    fraction, or with its standard error), final categories, outs and what each player needs.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> report = equity_report(parse_spot(["Ah As", "Kd Kc"]), method="monte-carlo", trials=1000, seed=3)
    >>> report["method"], report["boards"], report["seed"], report["players"][0]["standard_error"] < 0.02
    ('monte-carlo', 1000, 3, True)
    """
    tally, how = run_equity(spot, method=method, trials=trials, seed=seed, progress=progress)
    exact = how["method"] == "exact"
    cards = next_cards(spot)
    players = []
    for player, hand in enumerate(spot.hands):
        equity = tally.equity(player)
        entry: dict[str, Any] = {
            "hand": format_cards(hand),
            "cards": [card_json(card) for card in hand],
            "wins": tally.wins[player],
            "ties": tally.ties[player],
            "ties_by_players": {str(size): boards for size, boards in sorted(tally.ties_by_size[player].items())},
            "win": tally.wins[player] / tally.boards,
            "tie": tally.ties[player] / tally.boards,
            "tie_share": float(tally.tie_share(player) / tally.boards),
            "equity": float(equity),
            "current": current_name(spot, player),
            "needs": needs(spot, player, float(equity), cards),
            "outs": [str(c.card) for c in cards if player in c.leaders],
        }
        if exact:
            entry["equity_fraction"] = fraction_text(equity)
            entry["tie_share_boards"] = fraction_text(tally.tie_share(player))
        else:
            entry["standard_error"] = tally.standard_error(player)
        players.append(entry)
    return {
        "game": spot.game.key,
        "game_name": spot.game.name,
        "street": spot.street,
        **how,
        "method_text": _method_text(tally, how),
        "boards": tally.boards,
        "board": [card_json(card) for card in spot.board],
        "dead": [card_json(card) for card in spot.dead],
        "unseen": len(spot.unseen()),
        "to_come": spot.to_come,
        "players": players,
        "categories": category_rows(tally),
        "outs": _outs(spot, cards),
    }


def _method_text(tally: Tally, how: dict[str, Any]) -> str:
    auto = " (chosen automatically: exact is fast here)" if how["requested"] == "auto" else ""
    if how["method"] == "exact":
        noun = "board" if tally.boards == 1 else "boards"
        return f"exact: every one of the {tally.boards:,} possible {noun}{auto}"
    reason = " (chosen automatically: exact would be slow)" if how["requested"] == "auto" else ""
    return f"Monte Carlo: {tally.boards:,} random boards, seed {how['seed']}, {error_text(tally)}{reason}"


def error_text(tally: Tally) -> str:
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


def category_rows(tally: Tally) -> list[dict[str, Any]]:
    """Per final category: how many boards each player ends in it, and the shares.

    >>> tally = Tally.empty(2)
    >>> tally.add({(7000, 10): 3})
    >>> [row["boards"] for row in category_rows(tally) if any(row["boards"])]
    [[0, 3], [3, 0]]
    """
    rows = []
    for index in tally.rules.order:  # weakest to strongest as the game ranks them (short deck: flush above full house)
        category = CATEGORIES[index]
        counts = [tally.categories[player][index] for player in range(len(tally.wins))]
        rows.append({"key": category.key, "name": category.name, "boards": counts,
                     "shares": [count / tally.boards for count in counts]})
    return rows


def _outs(spot: Spot, cards: Sequence[Any]) -> dict[str, Any] | None:
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
