"""Every ranking by key, as a table of loaders: a game record names its rankings by key and gets
them here on first use (a ranking module builds its tables only when asked; nothing at import).

Adding a ranking = one module with a ``RANKING`` record and one row here.

>>> ranking("high").low, ranking("badugi").low
(False, True)
>>> sorted(RANKINGS)
['a5-low', 'ace-to-five', 'ace-to-five-best', 'badugi', 'deuce-to-seven', 'high', 'shortdeck', 'shortdeck-classic']
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


def _shortdeck() -> Ranking:
    from ..poker.shortdeck import TRIPS_BEAT_STRAIGHT

    return TRIPS_BEAT_STRAIGHT


def _shortdeck_classic() -> Ranking:
    from ..poker.shortdeck import STRAIGHT_BEATS_TRIPS

    return STRAIGHT_BEATS_TRIPS


def _a5_low() -> Ranking:
    from ..poker.hilo.ranking import RANKING

    return RANKING


def _deuce_to_seven() -> Ranking:
    from ..lowball.ranking import DEUCE_TO_SEVEN_RANKING

    return DEUCE_TO_SEVEN_RANKING


def _ace_to_five() -> Ranking:
    from ..lowball.ranking import ACE_TO_FIVE_RANKING

    return ACE_TO_FIVE_RANKING


def _ace_to_five_best() -> Ranking:
    from ..lowball.ranking import ACE_TO_FIVE_BEST_RANKING

    return ACE_TO_FIVE_BEST_RANKING


RANKINGS: dict[str, Callable[[], Ranking]] = {
    "high": _high,
    "badugi": _badugi,
    "shortdeck": _shortdeck,
    "shortdeck-classic": _shortdeck_classic,
    "deuce-to-seven": _deuce_to_seven,
    "ace-to-five": _ace_to_five,
    "ace-to-five-best": _ace_to_five_best,  # razz: the best A-5 five of seven own cards
    "a5-low": _a5_low,  # the split-pot low: "ace-to-five" through a qualifier (five different ranks, 8 or better)
}
"""Ranking key -> the function returning that :class:`~cardlab.games.ranking.Ranking`."""


def ranking(key: str) -> Ranking:
    """The ranking named ``key`` (a key of :data:`RANKINGS`; a game record's keys always are).

    >>> ranking("a5-low").name((0, (8, 6, 4, 2, 1))), ranking("ace-to-five").name((0, (8, 6, 4, 2, 1)))
    ('8-6-4-2-A', '8-6 low, 8-6-4-2-A')
    """
    return RANKINGS[key]()
