"""What a several-draws count answers: the chance of reaching a goal within 1, 2, ... draws.

>>> from fractions import Fraction
>>> odds = ReachOdds((Reach(1, Fraction(1, 4), "exact"), Reach(2, Fraction(3, 8), "exact")))
>>> odds.method, odds.by_draw[-1].standard_error
('exact', 0.0)
>>> Reach(1, Fraction(1, 2), "monte-carlo", 100, 7).standard_error
0.05
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..estimate import EXACT, Method, standard_error


@dataclass(frozen=True)
class Reach:
    """Chance of reaching the goal within ``draws`` draws (cumulative), and how it was found."""

    draws: int
    fraction: Fraction  # exact, or the sampled share
    method: Method
    trials: int = 0
    seed: int | None = None

    @property
    def standard_error(self) -> float:
        return 0.0 if self.method == EXACT else standard_error(float(self.fraction), self.trials)


@dataclass(frozen=True)
class ReachOdds:
    """The chances by number of draws; the method is the last one's."""

    by_draw: tuple[Reach, ...]

    @property
    def method(self) -> Method:
        return self.by_draw[-1].method
