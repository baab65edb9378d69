"""The one equity pipeline: a spot (specific hands are ranges of one combo) goes to the fastest way
of answering it, and every way fills the same :class:`~cardlab.poker.equity.results.Results`.

The planner estimates the cost of counting exactly and picks a strategy:

* ``rank patterns`` — specific hands only: the boards to come counted by rank pattern, suits only
  where a flush is possible (:mod:`cardlab.poker.equity.patterns`);
* ``by deal`` — ranges: each deal of hands counted that way, deals equal up to renaming suits
  counted once (:mod:`cardlab.poker.equity.deals`);
* ``by board`` — ranges: every board visited once, every combo valued on it by one lookup;
* ``preflop table`` — heads-up preflop Hold'em without dead cards: read from the precomputed table
  (:mod:`cardlab.poker.preflop`; the equity entry point asks it first);
* ``sampling`` — seeded Monte Carlo (:mod:`cardlab.poker.equity.sample`), when exact would be slow
  (``auto``) or when asked for.

>>> from cardlab.poker.equity.spot import parse_spot
>>> choose(parse_spot(["Ah Kd", "Ac Ks"], board="Qh Jh 2c")).strategy
'rank patterns'
>>> choose(parse_spot(["Ah Kh", "QQ+"])).strategy, choose(parse_spot(["AhKh", "random"], "Jh Th 2c 3d")).strategy
('by deal', 'by board')
>>> choose(parse_spot(["random", "random"])).strategy
'sampling'
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Literal

from ...core.durations import describe_duration
from ...core.errors import InputError
from ...core.job_time import on_runtime
from ...core.odds import Chosen, Method, Phases, parse_method, resolve_seed
from ...core.progress import Progress, no_progress
from ...games.decks import STANDARD_DECK
from ...games.pot import WHOLE_POT
from ..preflop.table import load_table  # the table reads no equity module
from ..ranges.classes import COMBO_CLASSES
from ..seven_card import tables
from .deals import MAX_DEALS, ExactPlan, count_exact, exact_plan
from .patterns import count_outcomes, plan
from .pot_parts import pot_parts
from .results import Results
from .sample import FOLD_KEYS, RangesCollide, sample_results
from .spot import Spot

Strategy = Literal["rank patterns", "by deal", "by board", "sampling", "preflop table", "by player"]
# "by player": stud heads-up, each player's hands counted once, shared cards taken out by inclusion-exclusion
EXACT_SECONDS = 1.0  # auto: exact when it should take at most this long on CPython (~2 s in the page)
CHEAP_EXACT_SECONDS = 0.2  # Monte Carlo without a trial count counts exactly when it is this cheap
SECONDS_PER_WORK = 1e-6  # one unit of Plan.work, measured on CPython 3.11 on a busy 2-core machine
MAX_EXACT_SECONDS = 900.0  # forced exact beyond this estimate (on the runtime that counts) is refused
DEFAULT_TRIALS = 100_000  # specific hands: about ± 0.15% on equities near one half
DEFAULT_RANGE_TRIALS = 250_000  # ranges: about ± 0.1% on equities near one half
TABLE_SECONDS = 0.05  # an answer read from the preflop table (CPython; 0.02-0.15 s measured, the first read more)
TABLE_METHODS = ("auto", "exact")  # the table is exact: it answers what asks for exact or leaves it to the planner
KEY_COST = 0.4  # folding one distinct sampled result, in trials' time (12 µs against 32 µs, 3 players with ranges)


@dataclass(frozen=True)
class Choice:
    """What the planner chose: the method asked for, the method used, the strategy, the estimated
    seconds of exact counting (CPython; the page takes about twice) and, for ranges, the exact plan."""

    requested: Method
    method: Chosen
    strategy: Strategy
    estimated_exact_seconds: float
    exact: ExactPlan | None

    @property
    def exact_seconds_here(self) -> float:
        """The estimated seconds of exact counting on the runtime running this code.

        >>> from cardlab.core.job_time import PAGE_FACTOR
        >>> Choice("auto", "exact", "rank patterns", 0.5, None).exact_seconds_here == 0.5 * PAGE_FACTOR
        True
        """
        return on_runtime(self.estimated_exact_seconds)


def exact_seconds(spot: Spot) -> float:
    """About how long exact counting of a spot of specific hands takes on CPython.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> exact_seconds(parse_spot(["Ah As", "Kd Kc"])) < EXACT_SECONDS
    True
    """
    return plan(spot.hands, spot.board, spot.dead, play=spot.play, rules=spot.rules).work * SECONDS_PER_WORK


def table_answers(spot: Spot, method: str = "auto") -> bool:
    """True when the heads-up preflop table answers ``spot``: a game of two own cards playing the
    best five of seven from the standard deck for the whole pot (the table's Hold'em, read from the
    record), two players, no board, no dead cards (they would leave the boards too), an exact
    method, and the table at hand.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> table_answers(parse_spot(["Ah Kh", "Qs Qc"], "Jh Th 2c")), table_answers(parse_spot(["Ah Kh", "random"]), "mc")
    (False, False)
    >>> table_answers(parse_spot(["Ah Kh", "2c 3d"], game="holdem-hilo"))   # a split pot: not in the table
    False
    """
    game = spot.game
    return (parse_method(method) in TABLE_METHODS and len(spot.players) == 2 and not spot.board and not spot.dead
            and game.hole_cards == (2,) and spot.play is None and game.pot == WHOLE_POT
            and game.deck == STANDARD_DECK and load_table() is not None)


def choose(spot: Spot, method: str = "auto", *, trials: int | None = None, table: bool = False) -> Choice:
    """The fastest way to answer ``spot`` by the method asked for (``auto``: exact when it is fast).
    Monte Carlo without a number of ``trials`` counts exactly when that is cheap; a number of
    trials given asks for that sample.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> choice = choose(parse_spot(["Ah As", "Kd Kc"]), "mc", trials=1000)
    >>> choice.method, choice.strategy, choice.requested
    ('monte-carlo', 'sampling', 'monte-carlo')

    Exact under :data:`CHEAP_EXACT_SECONDS` runs whatever the method says (a turn: 44 boards),
    unless a number of trials asks for a sample:

    >>> turn = parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h Qs")
    >>> choose(turn, "monte-carlo").method, choose(turn, "monte-carlo", trials=1000).method
    ('exact', 'monte-carlo')

    With ``table`` (the entry points: the answer and its estimate) a question the preflop table
    answers is read from it (:func:`table_answers`), at the cost of a lookup:

    >>> choice = choose(parse_spot(["Ah Kh", "random"]), table=True)
    >>> choice.strategy in ("preflop table", "by board"), choice.estimated_exact_seconds <= 0.05 or choice.exact
    (True, True)
    """
    requested = parse_method(method)
    if table and table_answers(spot, requested):
        return Choice(requested, "exact", "preflop table", TABLE_SECONDS, None)
    if spot.has_ranges:
        exact: ExactPlan | None = exact_plan(spot, budget=None if requested == "exact" else EXACT_SECONDS)
        assert exact is not None
        seconds = exact.seconds
        way: Strategy = "by board" if exact.way == "by board" else "by deal"
    else:
        exact, seconds, way = None, exact_seconds(spot), "rank patterns"
    listable = exact is None or exact.deals is not None
    chosen: Chosen = "exact" if counts_exactly(requested, trials, seconds, listable=listable) else "monte-carlo"
    return Choice(requested, chosen, way if chosen == "exact" else "sampling", round(seconds, 3), exact)


def counts_exactly(requested: Method, trials: int | None, seconds: float, *, listable: bool = True,
                   quick_seconds: float | None = None) -> bool:
    """The one rule of every equity planner (Hold'em, Omaha ranges, stud): whether a question
    whose exact count is estimated at ``seconds`` (CPython) is counted exactly. It is when asked so
    (the refusals come apart, before any work); for ``auto`` when its deals can be listed and it
    takes at most ``quick_seconds`` (:data:`EXACT_SECONDS` unless given); for Monte Carlo with no
    number of trials when its deals can be listed and counting is as cheap as sampling
    (:data:`CHEAP_EXACT_SECONDS`). The estimate and the run ask this rule, so the page says the
    method the run takes.

    >>> counts_exactly("monte-carlo", None, 0.85), counts_exactly("auto", None, 0.85)
    (False, True)
    >>> counts_exactly("monte-carlo", None, 0.1), counts_exactly("monte-carlo", 1000, 0.1)
    (True, False)
    >>> counts_exactly("auto", None, 0.1, listable=False), counts_exactly("auto", None, 3.0, quick_seconds=4.0)
    (False, True)
    """
    if requested == "exact":
        return True
    if not listable:
        return False
    if requested == "auto":
        return seconds <= (EXACT_SECONDS if quick_seconds is None else quick_seconds)
    return trials is None and seconds <= CHEAP_EXACT_SECONDS


@dataclass
class ExactOutOfReach(InputError):
    """Exact counting cannot run for this question at all, whatever the time limit: its deals are
    too many to list, or it would take longer than the longest exact count. Always about the
    ``method`` field; an estimate answers it as a refusal before Run (``Cost.refused``), the run
    as an input error.

    >>> error = ExactOutOfReach("exact counting would take about 2 days here; use Monte Carlo")
    >>> error.field, error.located(line=2).field, type(error.located(line=2)).__name__
    ('method', 'method', 'ExactOutOfReach')
    """

    field: str | None = "method"


def check_exact_ranges(exact: ExactPlan) -> None:
    """InputError when exact counting of ranges is out of reach, saying the real reason: more deals
    of the ranges than can be listed, or an estimate over :data:`MAX_EXACT_SECONDS`.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> check_exact_ranges(exact_plan(parse_spot(["random", "random", "random"])))
    Traceback (most recent call last):
    ...
    cardlab.poker.equity.plan.ExactOutOfReach: exact counting would have to list more than 300,000 deals of these \
ranges; use Monte Carlo (a number of trials)
    """
    if exact.deals is None:
        raise ExactOutOfReach(f"exact counting would have to list more than {MAX_DEALS:,} deals of these ranges; "
                              "use Monte Carlo (a number of trials)")
    check_exact_seconds(exact.seconds, " for these ranges")


def check_exact_seconds(seconds: float, of: str = "") -> None:
    """InputError when exact counting that the cost models put at ``seconds`` (CPython's) would
    take longer than :data:`MAX_EXACT_SECONDS` on the runtime that counts; ``of`` ends the advice.

    >>> check_exact_seconds(60.0)
    >>> check_exact_seconds(5_000.0, " for these ranges")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.poker.equity.plan.ExactOutOfReach: exact counting would take about ... here, over the limit of 15 minutes; \
use Monte Carlo (a number of trials) for these ranges
    """
    if on_runtime(seconds) > MAX_EXACT_SECONDS:
        limit = describe_duration(MAX_EXACT_SECONDS).removeprefix("about ")
        took = describe_duration(on_runtime(seconds))
        raise ExactOutOfReach(f"exact counting would take {took} here, over the limit of {limit}; "
                              f"use Monte Carlo (a number of trials){of}")


def count(spot: Spot, choice: Choice, *, trials: int | None = None, seed: int | None = None,
          progress: Progress = no_progress) -> tuple[Results, int, int]:
    """Run the chosen strategy: the results, the trials run (0 when exact) and the seed used (0
    when exact).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kd", "Ac Ks"], board="Qh Jh 2c")
    >>> results, _, _ = count(spot, choose(spot))
    >>> results.tallies()[0].boards
    990

    A split pot is counted the same way, each outcome with every part of the record's pot:

    >>> spot = parse_spot(["Ah 2h 3c Kd", "Qs Qc Jd Td"], board="4h 5h Qd 9c", game="omaha-hilo")
    >>> results, runs, used = count(spot, choose(spot, "mc", trials=500), trials=500, seed=2)
    >>> tally = results.tallies()[0]
    >>> low = tally.further()[0][1]
    >>> tally.boards, runs, used, tally.boards == low.unclaimed + sum(low.wins) + low.ties[0]
    (500, 500, 2, True)
    """
    progress(0.0)
    tables(spot.rules)  # build the lookup tables (first use) before the counting reports progress
    if choice.method == "exact":
        if choice.exact is None:
            parts = pot_parts(spot.game)  # the record's pot: one part, or a high and a low
            results = Results(len(spot.players), spot.rules, parts)
            results.add_outcomes(_class_numbers(spot), count_outcomes(spot.hands, spot.board, spot.dead,
                                                                       play=spot.play, progress=progress,
                                                                       rules=spot.rules, parts=parts), 1)
            return results, 0, 0
        if choice.exact.deals == []:  # listed, and none fits (the checks when the spot was read could not tell)
            raise InputError("these ranges never fit together: every deal gives two players the same card",
                             field="hands")
        check_exact_ranges(choice.exact)
        return count_exact(spot, choice.exact, progress), 0, 0
    runs = trials if trials is not None else DEFAULT_RANGE_TRIALS if spot.has_ranges else DEFAULT_TRIALS
    used_seed = resolve_seed(seed)
    # Sampling, then folding the distinct results into tallies: with ranges that last step is real
    # work (seconds in a browser), so the progress gives it its share and never says 100% early.
    sampling, folding = Phases.over(progress, [runs, fold_cost(spot, runs)])
    try:
        results = sample_results(spot, runs, random.Random(used_seed), sampling)
    except RangesCollide:
        raise InputError("these ranges almost never fit together without sharing a card", field="hands") from None
    results.fold(folding)
    return results, runs, used_seed


def fold_cost(spot: Spot, runs: int) -> float:
    """The cost of folding ``runs`` sampled results into tallies, in trials' time: one unpacking
    per distinct result, of which there are at most one a trial, :data:`FOLD_KEYS` (sampling
    folds more as it goes) and the results that can be told apart (classes x categories x winners).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> fold_cost(parse_spot(["Ah Kh", "Qs Qc"]), 100_000)  # two hands: a few hundred results at most
    129.6
    >>> fold_cost(parse_spot(["Ah Kh", "15%", "10%"]), 250_000) == FOLD_KEYS * KEY_COST
    True
    """
    kinds = 1
    parts = pot_parts(spot.game)
    for player in spot.players:  # its classes, its final class in each part of the pot, whether it shares it
        classes = len({COMBO_CLASSES[index] for _, index in player.combos}) if player.combos else 1
        kinds *= classes * math.prod(len(part.labels) * 2 for part in parts)
    return min(runs, FOLD_KEYS, kinds) * KEY_COST


def _class_numbers(spot: Spot) -> list[int]:
    """Each player's hand class (0 for an Omaha hand: classes are of two-card hands)."""
    return [COMBO_CLASSES[player.combos[0][1]] if player.combos else 0 for player in spot.players]
