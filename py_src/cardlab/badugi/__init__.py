"""Badugi. On import the package registers its ranking in the game catalog's table
(:mod:`cardlab.games.rankings`): the catalog never imports badugi."""

from __future__ import annotations

from ..games.ranking import Ranking
from ..games.rankings import register


def _badugi() -> Ranking:
    from .ranking import RANKING

    return RANKING


register("badugi", _badugi)
