"""Poker hands: evaluators, equity, ranges, counts and hits. On import the package registers its
rankings (high hands under each rule set, and the split pot's 8-or-better low) in the game
catalog's table (:mod:`cardlab.games.rankings`): the catalog never imports poker."""

from __future__ import annotations

from functools import partial

from ..games.ranking import Ranking
from ..games.rankings import register
from ..games.rule_sets import HIGH_RULE_SETS


def _rule_set(key: str) -> Ranking:
    from .ranking import RANKING
    from .shortdeck import STRAIGHT_BEATS_TRIPS, TRIPS_BEAT_STRAIGHT

    return next(found for found in (RANKING, TRIPS_BEAT_STRAIGHT, STRAIGHT_BEATS_TRIPS) if found.key == key)


def _split_low() -> Ranking:
    from .hilo.ranking import RANKING

    return RANKING


for _key in HIGH_RULE_SETS:
    register(_key, partial(_rule_set, _key))
register("a5-low", _split_low)  # the split pot's low: "ace-to-five" through a qualifier (8 or better)
