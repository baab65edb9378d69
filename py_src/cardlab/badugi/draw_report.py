"""The ``badugi.draw`` report: the exact distribution after one draw (by size, top card and class),
the goal's chance, odds against an opponent, the best discards and the several-draws figures.

Counts are over equally likely outcomes: a fraction ``[count, outcomes]`` is left unreduced so it
reads as "10 of 48"; several-draws fractions are reduced (their outcomes are branches of unequal
size). Probabilities are floats of the same fractions.

>>> from cardlab.badugi.draw_params import read_draw_params
>>> report = draw_report(read_draw_params({"hand": "2c 3d 4h Kh", "discard": "Kh"}))
>>> report["outcomes"], report["badugi"], report["badugi_fraction"], f"{report['badugi_probability']:.2%}"
(48, 10, [10, 48], '20.83%')
>>> [(row["size"], row["count"]) for row in report["sizes"]]
[(4, 10), (3, 38), (2, 0), (1, 0)]
>>> report["summary"]
'Throwing Kh: 10 of 48 draws make any badugi (20.83%)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ..core.cards import Card, Hand, format_cards
from ..core.progress import Progress, no_progress
from .draw_best import TOPS, DiscardRow, goal_phrase, rank_discards, table_cost
from .draw_count import final_values
from .draw_goal import Goal
from .draw_joint import ENGINE_SECONDS, EXACT_SECONDS, SAMPLE_SECONDS, SAMPLES, JointOdds, exact_cost, joint_odds
from .draw_params import DrawRequest
from .draw_spot import DrawSpot
from .draw_tree import EXACT_WORK, ReachOdds, card_bit, exact_work, reach_odds
from .evaluator import BadugiValue, badugi_value, low_rank, rank_text, value_name
from .strength import strength

POLICY = ("after each draw, stop once the goal is reached; otherwise keep the largest set of cards of "
          "different suits and ranks that can be part of the goal (the lowest if several), throw the "
          "rest and draw as many (a badugi that misses the goal throws its top card); discarded and "
          "drawn cards leave the deck")
WALK_SECONDS = 0.000003  # one visited draw of the exact several-draws walk
SAMPLED_DRAW_SECONDS = 0.00002  # one sampled deal of the several-draws Monte Carlo


def share(count: int, total: int) -> dict[str, Any]:
    """A count of equally likely outcomes as the page shows it.

    >>> share(10, 48)
    {'count': 10, 'of': 48, 'probability': 0.20833333333333334, 'fraction': [10, 48], 'text': '10 of 48 = 20.83%'}
    """
    probability = count / total if total else 0.0
    return {"count": count, "of": total, "probability": probability, "fraction": [count, total],
            "text": f"{count:,} of {total:,} = {probability:.2%}"}


def draw_report(request: DrawRequest, progress: Progress = no_progress) -> dict[str, Any]:
    """Everything the request asks for, as one JSON-ready object.

    >>> from cardlab.badugi.draw_params import read_draw_params
    >>> report = draw_report(read_draw_params({"hand": "2c 3d 4h Kh", "discard": "Kh", "goal": "8", "draws": 2}))
    >>> report["goal"]["text"], report["several_draws"]["by_draw"][1]["fraction"]
    ('5 of 48 = 10.42%', [75, 376])
    """
    spot, goal = request.spot, request.goal
    steps = _Steps(progress, _costs(request))
    rows: list[DiscardRow] = []
    if request.best:
        rows = rank_discards(spot, goal, seed=request.seed, progress=steps.next())
        if request.discard_source == "best":
            spot = spot.with_discard(rows[0].discard)
    finals = final_values(spot.kept, spot.unseen, steps.next())
    outcomes = sum(finals.values())
    report: dict[str, Any] = {
        "hand": _codes(spot.hand),
        "hand_name": value_name(badugi_value(spot.hand)),
        "discard": _codes(spot.discard),
        "discard_source": request.discard_source,
        "kept": _codes(spot.kept),
        "dead": _codes(spot.dead),
        "unseen": len(spot.unseen),
        "drawn": len(spot.discard),
        "outcomes": outcomes,
        **_flat("badugi", _count(finals, lambda value: value[0] == 0), outcomes),
        "sizes": _sizes(finals, outcomes),
        "tops": _tops(finals, outcomes),
        "classes": _classes(finals, outcomes),
        "goal": {"key": goal.key, "label": goal.label, **_goal_share(request, finals, outcomes)},
    }
    if spot.vs:
        report.update(_versus(request, spot, finals, steps.next()))
    if request.best:
        report["best"] = [_row_json(row) for row in rows]
    if request.draws > 1:
        odds = reach_odds(spot.kept, spot.unseen, request.draws, goal, seed=request.seed, progress=steps.next())
        report["several_draws"] = _several(odds, request, spot.discard)
    report["summary"] = _summary(report, spot.discard, goal)
    progress(1.0)
    return report


def _codes(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _count(finals: Counter[BadugiValue], test: Callable[[BadugiValue], bool]) -> int:
    return sum(count for value, count in finals.items() if test(value))


def _flat(name: str, count: int, total: int) -> dict[str, Any]:
    return {name: count, f"{name}_probability": count / total if total else 0.0, f"{name}_fraction": [count, total]}


def _sizes(finals: Counter[BadugiValue], outcomes: int) -> list[dict[str, Any]]:
    """Final hands by how many cards play (4 = a badugi)."""
    by_size = Counter(dict.fromkeys((4, 3, 2, 1), 0))
    for value, count in finals.items():
        by_size[4 - value[0]] += count
    return [{"size": size, **share(count, outcomes)} for size, count in by_size.items()]


def _tops(finals: Counter[BadugiValue], outcomes: int) -> list[dict[str, Any]]:
    """Badugis by top card: exactly this top, and this top or better (the page's chart)."""
    by_top = Counter(dict.fromkeys(TOPS, 0))
    for value, count in finals.items():
        if value[0] == 0:
            by_top[value[1][0]] += count
    rows, running = [], 0
    for top, exactly in by_top.items():
        running += exactly
        rows.append({"top": rank_text(top), "count": exactly, "or_better": share(running, outcomes)})
    return rows


def _classes(finals: Counter[BadugiValue], outcomes: int) -> list[dict[str, Any]]:
    """Every final value, best first, with its class among the 1,092."""
    return [{"name": value_name(value), "class": strength(value).hand_class, **share(finals[value], outcomes)}
            for value in sorted(finals)]


def _goal_share(request: DrawRequest, finals: Counter[BadugiValue], outcomes: int) -> dict[str, Any]:
    goal = request.goal
    if goal.against_draw:
        return {"note": "decided over both draws: see wins, ties and losses"}
    return share(_count(finals, goal.reached), outcomes)


def _versus(request: DrawRequest, spot: DrawSpot, finals: Counter[BadugiValue], progress: Progress) -> dict[str, Any]:
    """Odds against the opponent for ``spot``'s discard: the request's, or the best one the table
    ranked first (never a mix of one discard's kept cards and another's number of draws)."""
    their_value = badugi_value(spot.vs)
    if spot.vs_discard:
        odds = joint_odds(spot.kept, len(spot.discard), spot.vs_kept, len(spot.vs_discard), spot.unseen,
                          seed=request.seed, progress=progress)
    else:
        wins = _count(finals, lambda value: value < their_value)
        ties = finals.get(their_value, 0)
        total = sum(finals.values())
        odds = JointOdds(wins, ties, total - wins - ties, total, "exact")
    found: dict[str, Any] = {
        "vs": {"hand": _codes(spot.vs), "name": value_name(their_value), "discard": _codes(spot.vs_discard),
               "kept": _codes(spot.vs_kept), "draws": len(spot.vs_discard), "pat": not spot.vs_discard},
        "wins": odds.wins, "ties": odds.ties, "losses": odds.losses, "deals": odds.total, "method": odds.method,
    }
    for name, count in (("win", odds.wins), ("tie", odds.ties), ("loss", odds.losses)):
        found[f"{name}_probability"] = count / odds.total
        found[f"{name}_fraction"] = [count, odds.total]
    if odds.method != "exact":
        found["samples"] = odds.total
        found["seed"] = odds.seed
        found["standard_error"] = {name: odds.standard_error(count) for name, count in
                                   (("win", odds.wins), ("tie", odds.ties), ("loss", odds.losses))}
    return found


def _row_json(row: DiscardRow) -> dict[str, Any]:
    found = {"place": row.place, "tie": row.tied, "discard": _codes(row.discard), "kept": _codes(row.kept),
             **share(row.count, row.outcomes), "reason": row.reason, "method": "exact"}
    if row.joint is not None:
        found["method"] = row.joint.method
        found["ties"] = row.joint.ties
        if row.joint.method != "exact":
            found["standard_error"] = row.joint.standard_error(row.count)
            found["seed"] = row.joint.seed
    elif row.ties:
        found["ties"] = row.ties
    return found


def _several(odds: ReachOdds, request: DrawRequest, first: Hand) -> dict[str, Any]:
    found: dict[str, Any] = {
        "draws": request.draws,
        "goal": request.goal.label,
        "first_discard": _codes(first),
        "policy": POLICY,
        "method": odds.method,
        "by_draw": [
            {"draws": reach.draws, "probability": float(reach.fraction),
             "fraction": [reach.fraction.numerator, reach.fraction.denominator],
             **({"standard_error": reach.standard_error} if reach.method != "exact" else {})}
            for reach in odds.by_draw
        ],
    }
    if odds.method != "exact":
        last = odds.by_draw[-1]
        found["samples"] = last.samples
        found["seed"] = last.seed
        found["note"] = "the exact draw tree is too large for this discard; seeded Monte Carlo"
    return found


def _summary(report: dict[str, Any], discard: Hand, goal: Goal) -> str:
    """One line: what the discard does for the goal."""
    action = f"Throwing {format_cards(discard)}" if discard else "Standing pat"
    found = report["goal"]
    if goal.against_draw:
        return f"{action}: wins {report['win_probability']:.2%} against the opponent ({report['method']})"
    if not discard:
        return f"{action}: {'does' if found['count'] else 'does not'} {goal_phrase(goal)}"
    return f"{action}: {found['count']:,} of {found['of']:,} draws {goal_phrase(goal)} ({found['probability']:.2%})"


class _Steps:
    """Hands out one progress callback per phase, each covering its share of the estimated time."""

    def __init__(self, progress: Progress, costs: list[float]) -> None:
        self.progress = progress
        self.costs = costs
        self.total = sum(costs) or 1.0
        self.done = 0.0
        self.index = 0

    def next(self) -> Progress:
        start = self.done
        weight = self.costs[self.index] if self.index < len(self.costs) else 0.0
        self.done += weight
        self.index += 1
        report, total = self.progress, self.total

        def phase(fraction: float) -> None:
            report(min(1.0, (start + fraction * weight) / total))

        return phase


def _costs(request: DrawRequest) -> list[float]:
    """Estimated seconds of each phase, in the order :func:`draw_report` runs them."""
    spot, goal = request.spot, request.goal
    costs = []
    if request.best:
        costs.append(table_cost(spot, goal))
    costs.append(ENGINE_SECONDS[len(spot.discard)])
    if spot.vs and spot.vs_discard:
        joint = exact_cost(len(spot.discard), len(spot.vs_discard), len(spot.unseen))
        costs.append(joint if joint <= EXACT_SECONDS else SAMPLES * SAMPLE_SECONDS)
    elif spot.vs:
        costs.append(0.0)
    if request.draws > 1:
        low = [card for card in spot.unseen if low_rank(card) <= goal.cap]
        work = exact_work(spot.kept, sum(card_bit(card) for card in low), len(spot.unseen) - len(low),
                          request.draws, goal)
        costs.append(work * WALK_SECONDS if work <= EXACT_WORK else 20_000 * SAMPLED_DRAW_SECONDS)
    return costs

