"""Every ranking by key, as a table of loaders: a game record names its rankings by key and gets
them here on first use (a ranking module builds its tables only when asked; nothing at import).

The table is filled from below: each domain package (``poker``, ``badugi``, ``lowball``) registers
the loaders of its own rankings when it is imported (its ``__init__``; the ``cardlab`` package
imports the three), so ``games/`` never imports a domain: no import cycle between them.
Adding a ranking = one module with a ``RANKING`` record and one :func:`register` line in its
domain's ``__init__``.

>>> ranking("high").low, ranking("badugi").low
(False, True)
>>> sorted(RANKINGS)
['a5-low', 'ace-to-five', 'ace-to-five-best', 'badugi', 'deuce-to-seven', 'high', 'shortdeck', 'shortdeck-classic']
"""

from __future__ import annotations

from collections.abc import Callable

from .ranking import Ranking

RANKINGS: dict[str, Callable[[], Ranking]] = {}
"""Ranking key -> the function returning that :class:`~cardlab.games.ranking.Ranking` (filled by
:func:`register`)."""


def register(key: str, loader: Callable[[], Ranking]) -> None:
    """Make the ranking ``key`` known: ``loader`` returns it (importing its module on first use).

    >>> register("high", RANKINGS["high"])  # registering again replaces the loader
    """
    RANKINGS[key] = loader


def ranking(key: str) -> Ranking:
    """The ranking named ``key`` (a key of :data:`RANKINGS`; a game record's keys always are).

    >>> ranking("a5-low").name((0, (8, 6, 4, 2, 1))), ranking("ace-to-five").name((0, (8, 6, 4, 2, 1)))
    ('8-6-4-2-A', '8-6 low, 8-6-4-2-A')
    """
    return RANKINGS[key]()
