"""How long a ``poker.equity`` request will take, said before it starts (a shared link whose work
is more than a few seconds waits for a click and shows this).

Exact counting is estimated by the planner's cost model (CPython seconds; Pyodide about twice).
Monte Carlo is timed: a few batches of trials of the very spot run on this interpreter (about 0.2 s;
up to 1.5 s more for a job of minutes, whose estimate decides whether it may run), so the
estimate holds on the machine and runtime that will do the work, and for ranges it includes how a
deal is made (:mod:`~cardlab.poker.equity.compatible`). Anything that running the request would
refuse up front (an exact count too long for ranges, ranges that rarely fit) is refused here too.

>>> from cardlab.poker.equity.spot import parse_spot
>>> found = equity_estimate(parse_spot(["Ah As", "Kd Kc"], board="2c 7d 9h"))
>>> found["method"], found["seconds"] < 1, found["text"]
('exact', True, 'under a second')
>>> equity_estimate(parse_spot(["Ah Kh", "random"]))["text"]   # read from the preflop table
'under a second'
>>> found = equity_estimate(parse_spot(["random"] * 10), trials=10_000_000)
>>> found["method"], found["seconds"] > 60
('monte-carlo', True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TypedDict

from ...core.durations import describe_duration
from ...core.job_time import MAX_JOB_SECONDS, on_runtime
from ...core.odds import Chosen
from .compatible import deal_plan
from .plan import DEFAULT_RANGE_TRIALS, DEFAULT_TRIALS, check_exact_ranges, choose
from .sample import sample_results
from .spot import Spot

TIMED_SECONDS = 0.04  # one timed batch of Monte Carlo trials takes about this long...
TIMED_BATCHES = 3  # ...and the fastest of this many counts: a pause (another process on the core, a
# collection, the browser compiling) only ever adds time, and one in a single batch had made a page's
# estimate 4-12 times the run on a busy 2-core machine
TIMING_SHARE = 0.005  # a long job is timed for longer: more batches, up to this share of its estimate...
TIMING_MOST = 1.5  # ...and this many seconds in all. A browser's fresh worker runs Python's interpreter
# loop as baseline code for its first few tenths of a second, several times slower than the optimized
# code a long job soon runs on: timed longer, the fastest batch is the optimized one. A first figure
# past REFINE_BELOW is not timed longer: no slow start makes that a job under the time limit
REFINE_BELOW = 20 * MAX_JOB_SECONDS
HAND_TRIAL_BOUND = 0.001  # seconds a Monte Carlo trial of specific hands takes at most (6-way 5-card Omaha
# Hi-Lo: 0.3 ms on a loaded 2-core machine), so a time limit is checked without timing when it is far
RANGE_TRIAL_BOUND = 0.0005  # seconds per deal tried with ranges, at most (Hold'em measured 1-2 us a player)


class Estimate(TypedDict):
    """What a request will cost: the method that will run, its seconds, and those in words."""

    method: Chosen
    seconds: float
    text: str


def equity_estimate(spot: Spot, *, method: str = "auto", trials: int | None = None) -> Estimate:
    """The estimate of ``poker.equity`` for ``spot``, by the method asked for (``trials``: Monte
    Carlo's, None for the default).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> estimate = equity_estimate(parse_spot(["Ah Kh", "Qs Qc"], "Jh Th 2c"))
    >>> estimate["method"], estimate["text"]
    ('exact', 'under a second')
    """
    choice = choose(spot, method, trials=trials, table=True)  # a table answer costs a lookup, not a count
    if choice.method == "exact":
        seconds = choice.estimated_exact_seconds
        if choice.exact is not None:
            check_exact_ranges(choice.exact)
        return estimate_of("exact", on_runtime(seconds))
    runs = trials if trials is not None else DEFAULT_RANGE_TRIALS if spot.has_ranges else DEFAULT_TRIALS
    started = time.perf_counter()
    plan = deal_plan(spot) if spot.has_ranges else None  # refuses ranges that rarely fit, as running does
    planning = time.perf_counter() - started
    return estimate_of("monte-carlo", planning + timed_trials(
        lambda n: sample_results(spot, n, random.Random(0), plan=plan).tallies(), runs))  # tallying counts too


def equity_bound(spot: Spot, *, method: str = "auto", trials: int | None = None) -> float | None:
    """A cheap upper bound on the seconds of Monte Carlo (nothing is timed), over specific hands
    and ranges (from how often a deal of them fits), or None for exact counting: enough to let
    most jobs under a time limit start at once, untimed.

    >>> from cardlab.core.job_time import PAGE_FACTOR
    >>> from cardlab.poker.equity.spot import parse_spot
    >>> equity_bound(parse_spot(["Ah As", "Kd Kc"]), method="mc", trials=10_000) / PAGE_FACTOR  # CPython seconds
    10.0
    >>> equity_bound(parse_spot(["Ah As", "QQ+"]), method="mc", trials=10_000) / PAGE_FACTOR
    5.0
    >>> equity_bound(parse_spot(["Ah As", "Kd Kc"], "2c 7d 9h"), method="auto") is None
    True
    """
    choice = choose(spot, method, trials=trials)
    if choice.method == "exact":
        return None
    if spot.has_ranges:  # a trial deals until the hands fit: on average 1 / fit deals
        runs = trials if trials is not None else DEFAULT_RANGE_TRIALS
        return on_runtime(runs * RANGE_TRIAL_BOUND / deal_plan(spot).fit)
    runs = trials if trials is not None else DEFAULT_TRIALS
    return on_runtime(runs * HAND_TRIAL_BOUND)


def estimate_of(method: Chosen, seconds: float) -> Estimate:
    """An estimate of ``seconds`` by ``method``, with the seconds in words.

    >>> estimate_of("exact", 0.2)
    {'method': 'exact', 'seconds': 0.2, 'text': 'under a second'}
    """
    return {"method": method, "seconds": seconds, "text": describe_duration(seconds)}


def timed_trials(run: Callable[[int], object], trials: int) -> float:
    """Seconds for ``trials``: each call of ``run`` sets up (the players' hands, the deal plan's
    tables) and then runs, so one trial is timed for the setup, and a doubling number until they
    take TIMED_SECONDS more; the fastest of TIMED_BATCHES batches of that number counts, and of
    more such batches for a long job (TIMING_SHARE of its first figure, at most TIMING_MOST seconds).
    The set-up is timed again beside each batch and its fastest counts too: a set-up timed while the
    interpreter was slow, taken from a batch timed once it was fast, had left next to nothing (a
    page estimated ten random hands at ten million trials, about an hour, as "under a second").

    >>> timed_trials(lambda n: sum(range(n)), 1_000) < 1
    True
    """
    run(1)  # the first call builds what later ones reuse (tables, caches): not part of either
    setup = min(_seconds(run, 1) for _ in range(TIMED_BATCHES))
    batch = 64
    while True:
        fastest = _seconds(run, batch)
        if fastest - setup >= TIMED_SECONDS or batch >= trials:
            break
        batch *= 2

    def again() -> None:  # one more batch, and one more set-up beside it
        nonlocal setup, fastest
        setup = min(setup, _seconds(run, 1))
        fastest = min(fastest, _seconds(run, batch))

    def large_enough() -> None:
        # A batch whose own trials took under half the aim is too small to tell them from the
        # set-up: the doubling stopped on a pause, and the set-up, timed in another pause, was then
        # taken from a quick batch (a browser run under load estimated four random hands at a million
        # trials, about half a minute, as "under a second"). Larger batches until it is not.
        nonlocal batch, setup, fastest
        while fastest - setup < TIMED_SECONDS / 2 and batch < trials:
            batch *= 2
            fastest = min(_seconds(run, batch) for _ in range(TIMED_BATCHES))
            setup = min(setup, _seconds(run, 1))

    for _ in range(TIMED_BATCHES - 1):
        again()
    large_enough()
    first = max(0.0, fastest - setup) / batch * trials
    budget = min(TIMING_MOST, first * TIMING_SHARE) if first <= REFINE_BELOW else 0.0
    started = time.perf_counter()
    while time.perf_counter() - started < budget:
        again()
    large_enough()
    return max(0.0, fastest - setup) / batch * trials


def _seconds(run: Callable[[int], object], trials: int) -> float:
    started = time.perf_counter()
    run(trials)
    return time.perf_counter() - started
