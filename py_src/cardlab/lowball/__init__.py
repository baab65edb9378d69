"""2-7 and A-5 lowball. On import the package registers its two rankings in the game catalog's
table (:mod:`cardlab.games.rankings`): the catalog never imports lowball."""

from __future__ import annotations

from functools import partial

from ..games.ranking import Ranking
from ..games.rankings import register
from ..games.rule_sets import LOW_RULE_SETS


def _lowball(key: str) -> Ranking:
    from .ranking import ACE_TO_FIVE_RANKING, DEUCE_TO_SEVEN_RANKING

    return next(found for found in (DEUCE_TO_SEVEN_RANKING, ACE_TO_FIVE_RANKING) if found.key == key)


for _key in LOW_RULE_SETS:
    register(_key, partial(_lowball, _key))


def _ace_to_five_best() -> Ranking:
    from .ranking import ACE_TO_FIVE_BEST_RANKING

    return ACE_TO_FIVE_BEST_RANKING


register("ace-to-five-best", _ace_to_five_best)  # razz: the best A-5 five of seven own cards
