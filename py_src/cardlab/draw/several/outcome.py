"""What a several-draws count answers: the chance of reaching a goal within 1, 2, ... draws.

>>> from fractions import Fraction
>>> odds = ReachOdds((Reach(1, Fraction(1, 4), "exact"), Reach(2, Fraction(3, 8), "exact")))
>>> odds.method, odds.by_draw[-1].standard_error
('exact', None)
>>> round(Reach(1, Fraction(1, 2), "monte-carlo", 100, 7).standard_error, 4)
0.0503
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...core.odds import EXACT, Chosen, proportion_error


@dataclass(frozen=True)
class Reach:
    """Chance of reaching the goal within ``draws`` draws (cumulative), and how it was found."""

    draws: int
    fraction: Fraction  # exact, or the sampled share
    method: Chosen
    trials: int = 0
    seed: int | None = None

    @property
    def standard_error(self) -> float | None:
        """The estimate's standard error (None when exact, or with fewer than two trials).

        >>> round(Reach(1, Fraction(1, 2), "monte-carlo", trials=100, seed=7).standard_error, 4)
        0.0503
        >>> Reach(1, Fraction(1, 2), "exact").standard_error is None
        True
        """
        if self.method == EXACT:
            return None
        return proportion_error(round(self.fraction * self.trials), self.trials)


@dataclass(frozen=True)
class ReachOdds:
    """The chances by number of draws; the method is the last one's."""

    by_draw: tuple[Reach, ...]

    @property
    def method(self) -> Chosen:
        """How the chances were found: the last draw's method (the one that costs the most).

        >>> ReachOdds((Reach(1, Fraction(1, 4), "exact"), Reach(2, Fraction(3, 8), "monte-carlo", 1000, 1))).method
        'monte-carlo'
        """
        return self.by_draw[-1].method
