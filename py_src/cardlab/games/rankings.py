"""Every ranking by key, as a table of loaders: a game record names its rankings by key and gets
them here on first use (a ranking module builds its tables only when asked; nothing at import).

Adding a ranking = one module with a ``RANKING`` record and one row here.

>>> ranking("high").low, ranking("badugi").low
(False, True)
>>> sorted(RANKINGS)
['a5-low', 'badugi', 'high']
"""

from __future__ import annotations

from collections.abc import Callable

from .ranking import Ranking


def _high() -> Ranking:
    from ..poker.ranking import RANKING

    return RANKING


def _badugi() -> Ranking:
    from ..badugi.ranking import RANKING

    return RANKING


def _a5_low() -> Ranking:
    from ..poker.hilo.ranking import RANKING

    return RANKING


RANKINGS: dict[str, Callable[[], Ranking]] = {
    "high": _high,
    "badugi": _badugi,
    "a5-low": _a5_low,  # the low half of a split pot: ace-to-five, five different ranks, 8 or better to qualify
}
"""Ranking key -> the function returning that :class:`~cardlab.games.ranking.Ranking`."""


def ranking(key: str) -> Ranking:
    """The ranking named ``key`` (a key of :data:`RANKINGS`; a game record's keys always are)."""
    return RANKINGS[key]()
