"""A game's pot as equity counts it: the record's pot shares (:mod:`cardlab.games.pot`) as the parts
of the one tally (:class:`cardlab.poker.equity.tally.PotPart`): a share decided by a high ranking
is a high part under its rule set, the 8-or-better low a low part read from the board's ranks. A
high-only pot is a list of one part, a split pot a list of two; nothing else forks on hi-lo.

>>> from cardlab.games.variants import variant
>>> [(part.name, str(part.share)) for part in pot_parts(variant("omaha-hilo"))]
[('high', '1/2'), ('low', '1/2')]
>>> [part.rules.key for part in pot_parts(variant("shortdeck"))]
['shortdeck']
"""

from __future__ import annotations

from functools import cache

from ...games.pot import PotShare
from ...games.rankings import ranking
from ...games.variants import Variant
from ..hilo.ranking import RANKING as QUALIFIED_LOW
from ..hilo.tally import QUALIFIER, low_part
from .tally import PotPart, high_part


@cache
def pot_parts(game: Variant) -> tuple[PotPart, ...]:
    """The parts of ``game``'s pot, in the record's order (the high first).

    >>> from cardlab.games.variants import variant
    >>> [part.name for part in pot_parts(variant("holdem"))]
    ['pot']
    >>> pot_parts(variant("badugi"))
    Traceback (most recent call last):
    ...
    ValueError: equity does not count the pot of Badugi
    """
    return tuple(_part(game, share) for share in game.pot)


def _part(game: Variant, share: PotShare) -> PotPart:
    judged = ranking(share.ranking)
    if judged.rules is not None and not judged.low:
        return high_part(judged.rules, share.name, share.share)
    if judged is QUALIFIED_LOW and share.qualifier == QUALIFIER:
        return low_part(share.name, share.share)
    raise ValueError(f"equity does not count the pot of {game.name}")
