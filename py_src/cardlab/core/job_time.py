"""Every long job bounded by its estimated time before it starts, as sizes are by :mod:`.limits`.

An action whose work depends on its parameters estimates its seconds first (a :class:`Cost`:
the seconds, the field to lower and what lowering means in words); past the limit
(:data:`MAX_JOB_SECONDS`, or the request's ``max_seconds``: the CLI's ``--max-seconds``) the job is
refused with the estimate and what to lower, and nothing runs. A job made of many parts bounded by
its size (a hand history's all-ins) bounds each part on its own instead (:func:`check_part_time`,
:data:`~cardlab.core.limits.MAX_HISTORY_SPOT_SECONDS`): a part past its limit is left out, saying
why, and the job goes on. :func:`over_limit` is the one test of an estimate against a limit.
What the estimate reads and plans (the question, the deals of its ranges) the job then reuses:
within :func:`one_job`, a function marked :func:`once_per_job` runs once for the same arguments.

>>> check_cost(Cost(12.0, "trials", "fewer trials"), 60)
>>> check_cost(Cost(40_000.0, "trials", "fewer trials, players or dead cards"), 300)
Traceback (most recent call last):
...
cardlab.core.errors.InputError: trials: this job would take about 11 hours by the estimate; the limit is 5 minutes: \
ask for fewer trials, players or dead cards, or raise the limit (max_seconds; --max-seconds on the command line)
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import NamedTuple, ParamSpec, TypeVar, cast

from .durations import describe_duration
from .errors import InputError, shown
from .limits import MAX_HISTORY_SPOT_SECONDS, parse_int
from .odds import Chosen
from .params import Params

MAX_JOB_SECONDS = 300
"""A job estimated to take longer than this (seconds, on the runtime that will run it) is refused
unless the request raises the limit with ``max_seconds``."""
MOST_SECONDS = 7 * 24 * 3600
"""The most ``max_seconds`` may ask for (a week)."""
JOB_KEYS = frozenset({"max_seconds", "estimated_seconds"})
"""The parameters every bounded job takes besides its own: its time limit, and the estimate the
page showed beside Run for these very parameters (:func:`shown_estimate`)."""
PAGE_FACTOR = 2.0 if sys.platform == "emscripten" else 1.0
"""How many times slower the page (Pyodide) runs a job than CPython: every cost model is in
CPython seconds, so an estimate made on the page is scaled by this (timed estimates need not be)."""


def on_runtime(cpython_seconds: float) -> float:
    """The seconds a cost model gives in CPython's time, on the runtime running this code: the
    one place a model's figure becomes the page's (:data:`PAGE_FACTOR`).

    >>> on_runtime(1.5) == 1.5 * PAGE_FACTOR
    True
    """
    return cpython_seconds * PAGE_FACTOR


class Cost(NamedTuple):
    """A job's estimated seconds, the field that lowers them most directly, what to lower in words,
    and for an equity job (which chooses between counting and sampling) the method it will run;
    None for other jobs. ``refused``: why the job cannot run at all, whatever the limit (the method
    asked for is out of reach), in the words Run would use; its seconds are then infinite.

    >>> Cost(float("inf"), "method", "Monte Carlo", refused="exact counting would take 3 days").refused
    'exact counting would take 3 days'
    """

    seconds: float
    field: str
    lower: str
    method: Chosen | None = None
    refused: str | None = None


def limit_param(params: Params) -> int:
    """The request's time limit in seconds: ``max_seconds`` (1 to :data:`MOST_SECONDS`) or :data:`MAX_JOB_SECONDS`.

    >>> limit_param({}), limit_param({"max_seconds": "3600"}), limit_param({"max_seconds": None})
    (300, 3600, 300)
    """
    value = params.get("max_seconds")
    if value is None or (isinstance(value, str) and not value.strip()):
        return MAX_JOB_SECONDS
    return parse_int(value, field="max_seconds", minimum=1, maximum=MOST_SECONDS)


def over_limit(seconds: float, limit: float) -> bool:
    """True when an estimate of ``seconds`` is past a limit of ``limit`` seconds (the limit itself is within).

    >>> over_limit(300.0, 300), over_limit(300.5, 300)
    (False, True)
    """
    return seconds > limit


def shown_estimate(params: Params) -> float | None:
    """The seconds the page's estimate line showed for these very parameters (``estimated_seconds``),
    or None. Run's check then says what the line said, though a Monte Carlo estimate timed again
    on a busy machine would come out otherwise. A caller sending a smaller number than the truth
    gains no more than ``max_seconds`` gives it: the request's sizes stay bounded.

    >>> shown_estimate({}), shown_estimate({"estimated_seconds": 12.5}), shown_estimate({"estimated_seconds": 0})
    (None, 12.5, 0.0)
    >>> shown_estimate({"estimated_seconds": "soon"})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: estimated_seconds: must be a number of seconds from 0 to 604800, got 'soon'
    """
    value = params.get("estimated_seconds")
    if value is None:
        return None
    try:
        seconds = float(value) if not isinstance(value, bool) and isinstance(value, (int, float, str)) else -1.0
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= MOST_SECONDS:  # NaN too
        raise InputError(f"estimated_seconds: must be a number of seconds from 0 to {MOST_SECONDS}, got "
                         f"{shown(str(value))!r}", field="estimated_seconds")
    return seconds


def refusal(cost: Cost, limit: float) -> str | None:
    """The message refusing a job of this cost under ``limit`` seconds, or None when it is within;
    a job that cannot run at all is refused whatever the limit.

    >>> refusal(Cost(0.5, "c", "a smaller c"), 300) is None
    True
    >>> refusal(Cost(float("inf"), "method", "Monte Carlo", refused="exact counting would take 3 days"), 300)
    'exact counting would take 3 days'
    """
    if cost.refused is not None:
        return cost.refused
    if not over_limit(cost.seconds, limit):
        return None
    limit_text = describe_duration(limit).removeprefix("about ")
    return (f"{cost.field}: this job would take {describe_duration(cost.seconds)} by the estimate; the limit is "
            f"{limit_text}: ask for {cost.lower}, or raise the limit (max_seconds; --max-seconds on the command line)")


def check_cost(cost: Cost, limit: float) -> None:
    """InputError naming the field to lower when ``cost`` is over ``limit`` seconds.

    >>> check_cost(Cost(2.0, "draws", "fewer draws"), 1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: draws: this job would take about 2 seconds by the estimate; the limit is \
1 second: ask for fewer draws, or raise the limit (max_seconds; --max-seconds on the command line)
    """
    message = refusal(cost, limit)
    if message is not None:
        raise InputError(message, field=cost.field)


def check_part_time(seconds: float, *, work: str, rule: str, limit: float = MAX_HISTORY_SPOT_SECONDS) -> None:
    """InputError saying why one part of a job made of many is left out when its estimated
    ``seconds`` are past ``limit`` (``work``: what would take them; ``rule``: which parts are done).
    It names no field: the caller leaves the part out and goes on.

    >>> check_part_time(4.0, work="its exact equity", rule="a history's all-in is priced")
    >>> check_part_time(180.0, work="its exact equity", rule="a history's all-in is priced")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: its exact equity would take about 3 minutes (a history's all-in is priced \
when it takes at most 10 seconds)
    """
    if over_limit(seconds, limit):
        raise InputError(f"{work} would take {describe_duration(seconds)} ({rule} when it takes at most "
                         f"{limit:g} seconds)")


P = ParamSpec("P")
R = TypeVar("R")
_JOBS: list[dict[Hashable, object]] = []  # the memo of the job running (a job inside a job shares it)


@contextmanager
def one_job() -> Iterator[None]:
    """The scope of one job (its estimate, then its work): inside it a :func:`once_per_job`
    function answers the same arguments from what it answered first; outside it, it just runs.

    >>> with one_job():
    ...     len(_JOBS)
    1
    >>> len(_JOBS)
    0
    """
    _JOBS.append(_JOBS[-1] if _JOBS else {})
    try:
        yield
    finally:
        _JOBS.pop()


def _frozen(value: object) -> object:
    """A list (hands given as a list) as a tuple, so arguments read alike are one key."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(item) for item in value)
    return value


def once_per_job(func: Callable[P, R]) -> Callable[P, R]:
    """``func`` (reading or planning a job's question) run once per :func:`one_job` for the same
    arguments, so the job reuses what its time estimate read. Its answer must not be changed by
    those who receive it; arguments that cannot be a key just run.

    >>> calls = []
    >>> @once_per_job
    ... def read(text: str, sizes: list[int]) -> str:
    ...     calls.append(text)
    ...     return text.upper()
    >>> with one_job():
    ...     read("ah", [2]), read("ah", [2]), read("kd", [2])
    ('AH', 'AH', 'KD')
    >>> read("ah", [2]), calls
    ('AH', ['ah', 'kd', 'ah'])
    """
    @functools.wraps(func)
    def run_once(*args: P.args, **kwargs: P.kwargs) -> R:
        if not _JOBS:
            return func(*args, **kwargs)
        key = (func, _frozen(args), _frozen(tuple(sorted(kwargs.items()))))
        try:
            hash(key)
        except TypeError:
            return func(*args, **kwargs)
        memo = _JOBS[-1]
        if key not in memo:
            memo[key] = func(*args, **kwargs)
        return cast(R, memo[key])

    return run_once
