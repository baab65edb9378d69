"""The draw report (``draw`` and ``badugi.draw``): the exact distribution after one draw (by top
card, category and class), the goal's chance, odds against an opponent, the best discards and the
several-draws figures, in one JSON-ready object for every draw game.

Counts are over equally likely outcomes: ``count`` of ``of`` (read "10 of 48"), with the
probability and the one fraction format of :mod:`cardlab.core.odds` (``"5/24"``, lowest terms).
Estimates say ``"monte-carlo"`` and carry ``trials``, ``seed`` and ``standard_error`` (a number, or
null with fewer than two trials). Against an opponent, ``win``, ``tie`` and ``loss`` are each one
chance in that shape (the flat ``win_probability``... and ``wins`` of ``deals`` stay for the page).

>>> from cardlab.draw.params import read_draw_params
>>> report = draw_report(read_draw_params({"hand": "2c 3d 4h Kh", "discard": "Kh", "goal": "badugi"}))
>>> report["outcomes"], report["badugi"], report["badugi_fraction"], f"{report['badugi_probability']:.2%}"
(48, 10, '5/24', '20.83%')
>>> [(row["size"], row["count"]) for row in report["sizes"]]
[(4, 10), (3, 38), (2, 0), (1, 0)]
>>> report["summary"]
'Throwing Kh: 10 of 48 draws make any badugi (20.83%)'
>>> lowball = draw_report(read_draw_params({"game": "deuce-to-seven", "hand": "2c 3d 4h Kh Ks", "discard": "Kh Ks"}))
>>> lowball["outcomes"], lowball["tops"][0]["top"], lowball["tops"][0]["count"], lowball["tops"][0]["or_better"]["text"]
(1081, '7', 32, '32 of 1,081 = 2.96%')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from math import gcd
from typing import Literal

from ..core.cards import Card, Hand, format_cards
from ..core.odds import EXACT, Phases, fraction_text, method_words
from ..core.progress import Progress, no_progress
from ..core.words import percent
from ..games.played import HandValue
from .best import DiscardRow, goal_phrase, rank_discards, table_cost
from .games import DrawGame
from .goal import Goal
from .joint import EXACT_SECONDS, TRIAL_SECONDS, TRIALS, JointOdds, exact_cost, joint_odds
from .params import DrawRequest
from .several import any_game
from .several.outcome import ReachOdds
from .several.plans import policies as versus_policies
from .several.versus import VersusOdds, versus_cost, versus_odds
from .shapes import (
    CategoryRow,
    ClassRow,
    DrawReport,
    GoalJson,
    OutcomeJson,
    RowJson,
    SeveralJson,
    Share,
    SizeRow,
    TopRow,
    VersusDrawsJson,
)
from .spot import DrawSpot


def share(count: int, total: int) -> Share:
    """A count of equally likely outcomes as the page shows it (the chance as
    :func:`~cardlab.core.odds.exact_chance` writes it, without building a Fraction: a report holds
    hundreds of them).

    >>> share(10, 48)
    {'count': 10, 'of': 48, 'probability': 0.20833333333333334, 'fraction': '5/24', 'text': '10 of 48 = 20.83%'}
    >>> from cardlab.core.odds import exact_chance
    >>> all({**share(n, d), "text": ""} == {**exact_chance(n, d), "text": ""} for n in range(7) for d in range(n, 9))
    True
    """
    probability = count / total if total else 0.0
    common = gcd(count, total) or 1
    numerator, denominator = count // common, total // common if total else 1
    fraction = str(numerator) if denominator == 1 else f"{numerator}/{denominator}"
    return {"count": count, "of": total, "probability": probability, "fraction": fraction,
            "text": f"{count:,} of {total:,} = {percent(probability)}"}


def draw_report(request: DrawRequest, progress: Progress = no_progress) -> DrawReport:
    """Everything the request asks for, as one JSON-ready object.

    >>> from cardlab.draw.params import read_draw_params
    >>> report = draw_report(read_draw_params({"hand": "2c 3d 4h Kh", "discard": "Kh", "goal": "8", "draws": 2}))
    >>> report["goal"]["text"], report["several_draws"]["by_draw"][1]["fraction"]
    ('5 of 48 = 10.42%', '75/376')
    >>> report["headline"]
    'Within 2 draws: 19.95% to make an 8-high badugi or better (exact; 10.42% on this draw)'
    """
    game, spot, goal = request.game, request.spot, request.goal
    steps = Phases(progress, _costs(request))
    rows: list[DiscardRow] = []
    if _ranks(request):
        rows = rank_discards(game, spot, goal, seed=request.seed, progress=steps.next())
        if request.discard_source == "best":
            spot = spot.with_discard(rows[0].discard)
    finals = game.final_values(spot.kept, spot.unseen, steps.next())
    outcomes = sum(finals.values())
    made = _count(finals, game.made)
    made_key: Literal["badugi", "low"] = "badugi" if game.made_key == "badugi" else "low"
    report: DrawReport = {
        "game": game.key,
        "game_name": game.name,
        "hand": _codes(spot.hand),
        "hand_name": game.name_of(game.value(spot.hand)),
        "discard": _codes(spot.discard),
        "discard_source": request.discard_source,
        "discard_source_text": _SOURCE_TEXTS.get(request.discard_source, ""),
        "kept": _codes(spot.kept),
        "dead": _codes(spot.dead),
        "unseen": len(spot.unseen),
        "drawn": len(spot.discard),
        "outcomes": outcomes,
        "made": {"key": made_key, "label": game.any_text, "noun": game.made_noun, "plural": game.made_plural,
                 "top_word": game.high_word,
                 **share(made, outcomes)},
        "tops": _tops(game, finals, outcomes),
        "categories": _categories(game, finals, outcomes),
        "classes": _classes(game, finals, outcomes),
        "classes_total": len(finals),
        "goal": {"key": goal.key, "label": goal.label, **_goal_share(request, finals, outcomes)},
    }
    chance = share(made, outcomes)
    if made_key == "badugi":
        report["badugi"], report["badugi_probability"], report["badugi_fraction"] = (
            made, chance["probability"], chance["fraction"])
        report["sizes"] = _sizes(finals, outcomes)
    else:
        report["low"], report["low_probability"], report["low_fraction"] = (
            made, chance["probability"], chance["fraction"])
        report["paired_or_worse"] = share(outcomes - made, outcomes)
        report["paired_or_worse_label"] = game.unmade_label
    if spot.vs:
        report.update(_versus(request, spot, finals, steps.next()))
    if request.best:
        report["best"] = [_row_json(row) for row in rows]
    if request.draws > 1 and not goal.against_draw:  # "beat" a drawing opponent: decided below, not a reach
        odds = _reach(request, spot.kept, spot.unseen, steps.next())
        report["several_draws"] = _several(odds, request, spot.discard, report["goal"])
    if spot.vs and request.draws > 1:
        report["versus_draws"] = _versus_draws(request, spot, steps.next())
        if "several_draws" in report:  # two figures over the same draws: say why they need not agree
            report["several_draws"]["policy_note"] = (
                f"The wins over {request.draws} draws against the opponent follow the policies stated there, "
                "not this one, so the two figures can differ.")
    report["summary"] = _summary(report, spot.discard, goal)
    report["headline"] = _headline(report, goal)
    report["sampled_seed"] = request.seed if _sampled(report, rows) else None
    progress(1.0)
    return report


def _sampled(report: DrawReport, rows: Sequence[DiscardRow]) -> bool:
    """Whether any figure of the report was estimated by seeded trials (they all use the request's
    seed), or the discard was chosen among ranked ``rows`` some of which were (listed or not)."""
    parts: list[Mapping[str, object]] = [report, report.get("several_draws", {}), report.get("versus_draws", {})]
    return any(part.get("method", EXACT) != EXACT for part in parts) or \
        any(row.joint is not None and row.joint.method != EXACT for row in rows)


def _reach(request: DrawRequest, kept: Hand, unseen: Hand, progress: Progress) -> ReachOdds:
    game, goal = request.game, request.goal
    if game.reach is not None:
        return game.reach(kept, unseen, request.draws, goal, seed=request.seed, progress=progress)
    return any_game.reach_odds(game, kept, unseen, request.draws, goal, seed=request.seed, progress=progress)


def _codes(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _count(finals: Counter[HandValue], test: Callable[[HandValue], bool]) -> int:
    return sum(count for value, count in finals.items() if test(value))


def _sizes(finals: Counter[HandValue], outcomes: int) -> list[SizeRow]:
    """Badugi: final hands by how many cards play (4 = a badugi)."""
    by_size = Counter(dict.fromkeys((4, 3, 2, 1), 0))
    for value, count in finals.items():
        by_size[4 - value[0]] += count
    return [{"size": size, **share(count, outcomes)} for size, count in by_size.items()]


def _categories(game: DrawGame, finals: Counter[HandValue], outcomes: int) -> list[CategoryRow]:
    """Final hands by category (badugi: by size; lowball: a low, one pair, ... in 2-7 straights and
    flushes), best first, the categories no draw reaches left out."""
    by_category: dict[int, int] = {}
    for value, count in finals.items():
        by_category[value[0]] = by_category.get(value[0], 0) + count
    rows: list[CategoryRow] = []
    for category in sorted(by_category):
        example = next(value for value in finals if value[0] == category)
        key, name = game.category(example)
        rows.append({"key": key, "name": name, **share(by_category[category], outcomes)})
    return rows


def _tops(game: DrawGame, finals: Counter[HandValue], outcomes: int) -> list[TopRow]:
    """Made hands by top card: exactly this top, and this top or better (the page's chart)."""
    by_top = Counter(dict.fromkeys(game.tops, 0))
    for value, count in finals.items():
        if game.made(value):
            by_top[value[1][0]] += count
    rows: list[TopRow] = []
    running = 0
    for top, exactly in by_top.items():
        running += exactly
        rows.append({"top": game.rank_text(top), "name": game.top_label(top), "count": exactly,
                     "or_better": share(running, outcomes)})
    return rows


def _classes(game: DrawGame, finals: Counter[HandValue], outcomes: int) -> list[ClassRow]:
    """Final values, best first, with their class among all hands of the game (every badugi
    class; the best :attr:`~cardlab.draw.games.DrawGame.classes_listed` of a five-card draw)."""
    return [{"name": game.name_of(value), "class": game.strength(value).hand_class, **share(finals[value], outcomes)}
            for value in sorted(finals)[:game.classes_listed]]


def _goal_share(request: DrawRequest, finals: Counter[HandValue], outcomes: int) -> GoalJson:
    goal = request.goal
    if goal.against_draw:
        return {"note": "decided over both draws: see wins, ties and losses"}
    found = share(_count(finals, goal.reached), outcomes)
    return {"count": found["count"], "of": found["of"], "probability": found["probability"],
            "fraction": found["fraction"], "text": found["text"]}


def _versus(request: DrawRequest, spot: DrawSpot, finals: Counter[HandValue], progress: Progress) -> DrawReport:
    """Odds against the opponent for ``spot``'s discard: the request's, or the best one the table
    ranked first (never a mix of one discard's kept cards and another's number of draws)."""
    game = request.game
    their_value = game.value(spot.vs)
    if spot.vs_discard:
        odds = joint_odds(game, spot.kept, len(spot.discard), spot.vs_kept, len(spot.vs_discard), spot.unseen,
                          seed=request.seed, progress=progress)
    else:
        wins = _count(finals, lambda value: value < their_value)
        ties = finals.get(their_value, 0)
        total = sum(finals.values())
        odds = JointOdds(wins, ties, total - wins - ties, total, EXACT)
    found: DrawReport = {
        "vs": {"hand": _codes(spot.vs), "name": game.name_of(their_value), "discard": _codes(spot.vs_discard),
               "kept": _codes(spot.vs_kept), "draws": len(spot.vs_discard), "pat": not spot.vs_discard,
               "label": _versus_label(request.draws)},
        "wins": odds.wins, "ties": odds.ties, "losses": odds.losses, "deals": odds.total, "method": odds.method,
    }
    win, tie, loss = (_outcome(count, odds) for count in (odds.wins, odds.ties, odds.losses))
    found["win"], found["tie"], found["loss"] = win, tie, loss
    found["win_probability"], found["win_fraction"] = win["probability"], win["fraction"]
    found["tie_probability"], found["tie_fraction"] = tie["probability"], tie["fraction"]
    found["loss_probability"], found["loss_fraction"] = loss["probability"], loss["fraction"]
    if odds.method != EXACT:
        found["trials"] = odds.total
        found["seed"] = odds.seed
        found["standard_error"] = win.get("standard_error")  # the win's, as the headline gives it
    return found


def _outcome(count: int, odds: JointOdds | VersusOdds) -> OutcomeJson:
    """One of win / tie / loss as the one chance shape: exact, or estimated from seeded trials.

    >>> _outcome(1, JointOdds(1, 1, 2, 4, "exact"))
    {'count': 1, 'of': 4, 'probability': 0.25, 'fraction': '1/4', 'text': '1 of 4 = 25.00%', 'method': 'exact'}
    >>> sorted(_outcome(1, JointOdds(1, 1, 2, 4, "monte-carlo", 9)))[-4:]
    ['seed', 'standard_error', 'text', 'trials']
    """
    chance = share(count, odds.total)
    found: OutcomeJson = {"count": chance["count"], "of": chance["of"], "probability": chance["probability"],
                          "fraction": chance["fraction"], "text": chance["text"], "method": odds.method}
    if odds.method != EXACT:
        found["standard_error"] = odds.standard_error(count)
        found["trials"] = odds.total
        found["seed"] = odds.seed
    return found


def _versus_label(draws: int) -> str:
    """What the odds against the opponent here cover. With draws left they are this draw's only
    (the figures over every draw are ``versus_draws``), and the label says so: a one-draw figure is
    never shown under a several-draws headline as if it were one.

    >>> _versus_label(1)
    'Against the opponent'
    >>> _versus_label(3)
    'Against the opponent after this draw only (over all 3 draws: see above)'
    """
    if draws == 1:
        return "Against the opponent"
    return f"Against the opponent after this draw only (over all {draws} draws: see above)"


def _versus_draws(request: DrawRequest, spot: DrawSpot, progress: Progress) -> VersusDrawsJson:
    """Your wins, ties and losses over every draw left, both players drawing by their policies."""
    odds = versus_odds(request.game, spot.kept, spot.vs_kept, spot.unseen, request.plans, seed=request.seed,
                       progress=progress)
    mine, theirs = versus_policies(request.plans)
    found: VersusDrawsJson = {
        "draws": request.draws, "policy": mine, "opponent_policy": theirs,
        "policy_source": "given" if request.plans.mine_set else "default",
        "plan": [step.key for step in request.plans.mine],
        "opponent_policy_source": "given" if request.plans.theirs_set else "default",
        "opponent_plan": [step.key for step in request.plans.theirs], "method": odds.method,
        "win_probability": odds.wins / odds.total, "tie_probability": odds.ties / odds.total,
        "loss_probability": odds.losses / odds.total, "wins": odds.wins, "ties": odds.ties, "losses": odds.losses,
        "of": odds.total, "win": _outcome(odds.wins, odds),
        "tie": _outcome(odds.ties, odds), "loss": _outcome(odds.losses, odds),
        "note": "seeded Monte Carlo: the tree of both players' draws is too large to count exactly",
    }
    if odds.method == EXACT:
        found["note"] = ("exact: every sequence of both players' draws counted (the tree is small); counts are of "
                         "the chances' common denominator")
    else:  # an estimate's three keys, as in every tool (core/odds.py); an exact answer has none of them
        found["standard_error"] = odds.standard_error(odds.wins)
        found["trials"], found["seed"] = odds.trials, odds.seed
    return found


def _row_json(row: DiscardRow) -> RowJson:
    chance = share(row.count, row.outcomes)
    found: RowJson = {"place": row.place, "tie": row.tied, "discard": _codes(row.discard),
                      "kept": _codes(row.kept), "count": chance["count"], "of": chance["of"],
                      "probability": chance["probability"], "fraction": chance["fraction"], "text": chance["text"],
                      "reason": row.reason, "method": EXACT}
    if row.joint is not None:
        found["method"] = row.joint.method
        found["ties"] = row.joint.ties
        if row.joint.method != EXACT:
            found["standard_error"] = row.joint.standard_error(row.count)
            found["trials"] = row.joint.total
            found["seed"] = row.joint.seed
    elif row.ties:
        found["ties"] = row.ties
    return found


def _several(odds: ReachOdds, request: DrawRequest, first: Hand, this_draw: GoalJson) -> SeveralJson:
    found: SeveralJson = {
        "draws": request.draws,
        "goal": request.goal.label,
        "first_discard": _codes(first),
        "policy": request.game.policy,
        "method": odds.method,
        "by_draw": [
            {"draws": reach.draws, "probability": float(reach.fraction), "fraction": fraction_text(reach.fraction),
             "method": reach.method, **({"standard_error": reach.standard_error} if reach.method != EXACT else {})}
            for reach in odds.by_draw
        ],
    }
    if odds.method != EXACT:
        last = odds.by_draw[-1]
        found["trials"] = last.trials
        found["seed"] = last.seed
        found["note"] = "the exact draw tree is too large for this discard; seeded Monte Carlo after this draw"
        if "fraction" in this_draw:  # this draw is counted exactly: no need to estimate it
            found["by_draw"][0] = {"draws": 1, "probability": this_draw["probability"],
                                   "fraction": this_draw["fraction"], "method": EXACT}
    return found


def _summary(report: DrawReport, discard: Hand, goal: Goal) -> str:
    """One line: what the discard does for the goal on this draw."""
    action = f"Throwing {format_cards(discard)}" if discard else "Standing pat"
    found = report["goal"]
    if goal.against_draw:
        when = " after this draw" if "versus_draws" in report else ""  # never a one-draw figure unsaid
        error = report.get("standard_error") if report["method"] != EXACT else None
        plus = f" ± {percent(error)}" if error is not None else ""
        return (f"{action}: wins {percent(report['win_probability'])}{plus} against the opponent{when} "
                f"({method_words(report['method'], report.get('trials', 0))})")
    if not discard:
        return f"{action}: {'does' if found['count'] else 'does not'} {goal_phrase(goal)}"
    share = percent(found["probability"])
    return f"{action}: {found['count']:,} of {found['of']:,} draws {goal_phrase(goal)} ({share})"


def _headline(report: DrawReport, goal: Goal) -> str:
    """What was asked, first: against an opponent over several draws, your wins over them; the
    several-draws chance when draws are left; else the summary."""
    versus = report.get("versus_draws")
    if versus:
        win_error = versus.get("standard_error")
        plus = f" ± {percent(win_error)}" if win_error is not None else ""
        how = method_words(versus["method"], versus.get("trials", 0))
        return (f"Wins {percent(versus['win_probability'])}{plus} over {versus['draws']} draws against the opponent "
                f"(ties {percent(versus['tie_probability'])}; {how})")
    several = report.get("several_draws")
    if not several:
        return str(report["summary"])
    last = several["by_draw"][-1]
    last_error = last.get("standard_error")
    error = f" ± {percent(last_error)}" if last_error is not None else ""
    method = method_words(several["method"], several.get("trials", 0))
    first = several["by_draw"][0]["probability"]
    return (f"Within {several['draws']} draws: {percent(last['probability'])}{error} to {goal_phrase(goal)} "
            f"({method}; {percent(first)} on this draw)")


def _costs(request: DrawRequest) -> list[float]:
    """Estimated seconds of each phase, in the order :func:`draw_report` runs them."""
    game, spot, goal = request.game, request.spot, request.goal
    costs = []
    if _ranks(request):
        costs.append(table_cost(game, spot, goal))
    costs.append(game.engine_seconds[len(spot.discard)])
    if spot.vs and spot.vs_discard:
        joint = exact_cost(game, len(spot.discard), len(spot.vs_discard), len(spot.unseen))
        costs.append(joint if joint <= EXACT_SECONDS else TRIALS * TRIAL_SECONDS)
    elif spot.vs:
        costs.append(0.0)
    if request.draws > 1 and not goal.against_draw:
        costs.append(_several_cost(request))
    if spot.vs and request.draws > 1:
        costs.append(versus_cost(game, spot.kept, spot.vs_kept, spot.unseen, request.plans))
    return costs


def _ranks(request: DrawRequest) -> bool:
    """Whether every discard is ranked: for the table, or to choose the discard none was given for."""
    return request.best or request.discard_source == "best"


def _several_cost(request: DrawRequest) -> float:
    game, spot, goal = request.game, request.spot, request.goal
    if game.reach is None:
        cost = any_game.exact_cost(game, spot.kept, spot.unseen, request.draws, goal)
        return cost if cost <= any_game.EXACT_SECONDS else any_game.TRIALS * 0.00003
    from .several.badugi import EXACT_WORK, card_bit, exact_work

    low = [card for card in spot.unseen if game.rank(card) <= goal.cap]
    work = exact_work(spot.kept, sum(card_bit(card) for card in low), len(spot.unseen) - len(low), request.draws, goal)
    return work * 0.000003 if work <= EXACT_WORK else 20_000 * 0.00002


# Why these cards are thrown when no discard was given, as the page says it.
_SOURCE_TEXTS = {
    "policy": "No discard given: the policy's discard (keep the cards that can play for the goal, throw the rest).",
    "best": "No discard given: the best discard for the goal.",
}
