"""The odds vocabulary every tool speaks: how a chance is counted, written and estimated.

One word for one thing in every report (rules: ``docs/rules.md``):

- a **method** is ``"auto"``, ``"exact"`` or ``"monte-carlo"`` (:data:`Method`);
- an **exact chance** is a count of equally likely outcomes ``of`` a total, its probability and
  one fraction format, ``"23/44"`` (:class:`ExactChance`, :func:`fraction_text`);
- an **estimate** is a value, its standard error (``None`` when it does not exist: fewer than two
  trials; never ``inf`` or ``nan``), the number of ``trials`` and the ``seed`` (:class:`Estimate`);
- one **seed policy**: no seed given means a fresh one drawn from the system, always reported so a
  result can be reproduced; every seed lies in ``0 .. MAX_SEED`` (:func:`resolve_seed`);
- one **trials** bound (:data:`MAX_TRIALS`);
- one way to split a job's **progress into phases** of unequal cost (:class:`Phases`);
- one **chunked sampling loop** that keeps the page responsive (:func:`sample_in_chunks`).

>>> chance = exact_chance(32, 1081)
>>> chance["fraction"], round(chance["probability"], 4)
('32/1081', 0.0296)
>>> estimate(0.25, proportion_error(25, 100), 100, 7)
{'value': 0.25, 'standard_error': 0.04351941398892446, 'trials': 100, 'seed': 7}
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Literal, TypedDict, get_args

from .errors import InputError, shown
from .params import Params, optional_int_param
from .progress import Progress, no_progress

Method = Literal["auto", "exact", "monte-carlo"]
"""What a user asks for: ``auto`` lets the tool choose exact when it is fast."""
Chosen = Literal["exact", "monte-carlo"]
"""How an answer was actually computed."""
METHODS: tuple[Method, ...] = get_args(Method)
MONTE_CARLO: Chosen = "monte-carlo"
EXACT: Chosen = "exact"

_METHOD_ALIASES: dict[str, Method] = {
    "mc": "monte-carlo", "montecarlo": "monte-carlo", "monte carlo": "monte-carlo", "monte-carlo": "monte-carlo",
    "sample": "monte-carlo", "sampling": "monte-carlo", "enumerate": "exact", "exact": "exact", "auto": "auto",
}

MAX_SEED = 2**64 - 1
"""Seeds are whole numbers from 0 to this (any 64-bit unsigned number)."""
DRAWN_SEEDS = 2**32
"""A seed drawn by the tool is below this: short enough to read and type back."""
MAX_TRIALS = 10_000_000
"""The most Monte Carlo trials any tool runs in one request."""
CHUNK_SECONDS = 0.1
"""Sampling reports progress (and may be cancelled) about this often."""


class ExactChance(TypedDict):
    """``count`` of ``of`` equally likely outcomes: the probability and the fraction in lowest terms."""

    count: int
    of: int
    probability: float
    fraction: str


class Estimate(TypedDict):
    """A Monte Carlo estimate: the value, its standard error (None with fewer than two trials),
    how many independent trials and the seed that reproduces them."""

    value: float
    standard_error: float | None
    trials: int
    seed: int


def parse_method(text: str) -> Method:
    """``auto``, ``exact`` or ``monte-carlo`` from what a user typed (``mc``, ``Monte Carlo``...).

    >>> parse_method("MC"), parse_method("Exact"), parse_method("monte_carlo")
    ('monte-carlo', 'exact', 'monte-carlo')
    >>> parse_method("guess")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown method 'guess'; choose auto, exact or monte-carlo
    """
    folded = text.strip().lower().replace("_", "-")
    found = _METHOD_ALIASES.get(folded)
    if found is None:
        token = shown(text.strip())
        raise InputError(f"unknown method '{token}'; choose auto, exact or monte-carlo", token=token, field="method")
    return found


def fraction_text(value: Fraction | int) -> str:
    """The one fraction format: ``7/2`` in lowest terms, or ``3`` when it is whole.

    >>> fraction_text(Fraction(14, 4)), fraction_text(Fraction(3)), fraction_text(0)
    ('7/2', '3', '0')
    """
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def method_words(method: Chosen, trials: int) -> str:
    """How a figure was found, in the words every report and command line says it.

    >>> method_words("exact", 0), method_words("monte-carlo", 20_000)
    ('exact', 'Monte Carlo, 20,000 trials')
    """
    return EXACT if method == EXACT else f"Monte Carlo, {trials:,} trials"


def exact_chance(count: int, of: int) -> ExactChance:
    """An exact chance: ``count`` of ``of`` equally likely outcomes (a chance of nothing is 0).

    >>> exact_chance(45, 990)
    {'count': 45, 'of': 990, 'probability': 0.045454545454545456, 'fraction': '1/22'}
    >>> exact_chance(0, 0)["fraction"]
    '0'
    """
    share = Fraction(count, of) if of else Fraction(0)
    return {"count": count, "of": of, "probability": float(share), "fraction": fraction_text(share)}


def estimate(value: float, standard_error: float | None, trials: int, seed: int) -> Estimate:
    """An estimate as reports write it (a standard error that is not a finite number becomes None).

    >>> estimate(0.5, math.inf, 1, 3)["standard_error"] is None
    True
    """
    error = standard_error if standard_error is not None and math.isfinite(standard_error) else None
    return {"value": value, "standard_error": error, "trials": trials, "seed": seed}


def mean_error(total: float | Fraction, squares: float | Fraction, trials: int) -> float | None:
    """The standard error of a mean of ``trials`` independent payoffs, from their sum and the sum
    of their squares (the sample variance over n - 1); None with fewer than two trials.

    >>> round(mean_error(1, 1, 2), 4)  # payoffs 1 and 0
    0.5
    >>> mean_error(1, 1, 1) is None
    True
    """
    if trials < 2:
        return None
    mean = Fraction(total) / trials
    variance = (Fraction(squares) - trials * mean * mean) / (trials - 1)
    return math.sqrt(max(0.0, float(variance)) / trials)


def proportion_error(hits: int, trials: int) -> float | None:
    """The standard error of the share ``hits / trials`` of independent yes/no trials.

    >>> round(proportion_error(50, 100), 4)
    0.0503
    >>> proportion_error(3, 1) is None
    True
    """
    return mean_error(hits, hits, trials)


def resolve_seed(seed: int | None) -> int:
    """The seed a Monte Carlo run uses: the one given, or a fresh one drawn from the system (the
    report always states it, so any run can be repeated exactly).

    >>> resolve_seed(12)
    12
    >>> 0 <= resolve_seed(None) < DRAWN_SEEDS
    True
    >>> resolve_seed(-1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: seed: must be at least 0, got -1
    """
    if seed is None:
        return random.SystemRandom().randrange(DRAWN_SEEDS)
    if not 0 <= seed <= MAX_SEED:
        bound = "be at least 0" if seed < 0 else f"be at most {MAX_SEED:,}"
        raise InputError(f"seed: must {bound}, got {seed}", token=str(seed), field="seed")
    return seed


class Phases:
    """Splits one job's progress into phases of unequal estimated cost: each :meth:`next` hands out
    the callback of the next phase, mapping its 0..1 onto its share of the whole.

    >>> seen: list[float] = []
    >>> phases = Phases(seen.append, [3.0, 1.0])
    >>> first, second = phases.next(), phases.next()
    >>> first(1.0); second(0.5); second(1.0)
    >>> seen
    [0.75, 0.875, 1.0]
    """

    def __init__(self, progress: Progress, costs: Sequence[float]) -> None:
        self.progress = progress
        self.costs = list(costs)
        self.total = sum(self.costs) or 1.0
        self.done = 0.0
        self.index = 0

    def next(self) -> Progress:
        """The progress callback of the next phase (a phase beyond the costs given weighs nothing).

        >>> seen: list[float] = []
        >>> phases = Phases(seen.append, [1.0, 3.0])
        >>> phases.next()(1.0)
        >>> phases.next()(0.5)
        >>> phases.next()(1.0)
        >>> seen
        [0.25, 0.625, 1.0]
        """
        start = self.done
        weight = self.costs[self.index] if self.index < len(self.costs) else 0.0
        self.done += weight
        self.index += 1
        report, total = self.progress, self.total

        def phase(fraction: float) -> None:
            report(min(1.0, (start + fraction * weight) / total))

        return phase

    @classmethod
    def over(cls, progress: Progress, costs: Sequence[float]) -> list[Progress]:
        """One callback per cost, all at once.

        >>> seen: list[float] = []
        >>> a, b = Phases.over(seen.append, [1, 1])
        >>> b(0.5); seen
        [0.75]
        """
        phases = cls(progress, costs)
        return [phases.next() for _ in costs]


def sample_in_chunks(run: Callable[[int], object], trials: int, progress: Progress = no_progress,
                     chunk_seconds: float = CHUNK_SECONDS) -> None:
    """Run ``trials`` trials as ``run(n)`` calls sized to take about ``chunk_seconds`` each,
    reporting progress after each (progress may raise to cancel). The sizes do not change what is
    drawn: a seeded generator gives the same numbers whatever the chunking.

    >>> sizes: list[int] = []
    >>> sample_in_chunks(sizes.append, 1000)
    >>> sum(sizes)
    1000
    """
    done, chunk = 0, 200
    while done < trials:
        size = min(chunk, trials - done)
        start = time.perf_counter()
        run(size)
        done += size
        progress(done / trials)
        spent = time.perf_counter() - start
        chunk = max(100, min(chunk * 4, int(size * chunk_seconds / spent))) if spent > 0 else chunk * 4


def seed_param(params: Params, name: str = "seed") -> int | None:
    """The ``seed`` of a request (None: draw one), bounded by :data:`MAX_SEED`.

    >>> seed_param({"seed": "42"}), seed_param({})
    (42, None)
    """
    return optional_int_param(params, name, minimum=0, maximum=MAX_SEED)


def trials_param(params: Params, name: str = "trials") -> int | None:
    """The number of Monte Carlo ``trials`` of a request (None: the tool's default), 1 to :data:`MAX_TRIALS`.

    >>> trials_param({"trials": "20,000"})
    20000
    """
    return optional_int_param(params, name, minimum=1, maximum=MAX_TRIALS)
