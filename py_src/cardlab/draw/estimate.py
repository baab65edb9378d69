"""The words and numbers every draw figure shares: how it was found (``exact`` or
``monte-carlo``), the default seed of any estimate and its standard error. The same words as the
equity tool's reports: ``"monte-carlo"``, ``trials``, ``seed``, ``standard_error``.

>>> standard_error(0.5, 100)
0.05
>>> standard_error(0.25, 0)
0.0
"""

from __future__ import annotations

from math import sqrt
from typing import Literal

Method = Literal["exact", "monte-carlo"]
EXACT: Method = "exact"
MONTE_CARLO: Method = "monte-carlo"
DEFAULT_SEED = 2026  # a fixed default: the same request gives the same estimate (any seed can be asked for)
MAX_SEED = 2**63


def standard_error(share: float, trials: int) -> float:
    """One standard error of a share estimated from ``trials`` independent trials (0 with none)."""
    if trials <= 0:
        return 0.0
    return sqrt(share * (1 - share) / trials)
