"""How a pot is split: a game's pot is one or more shares (the whole pot to the best hand; or a high
half and a low half), each won by the best hand under its own ranking, split evenly among ties. A
share nobody qualifies for (no qualifying low) goes to the other shares. Odd chips are ignored:
every part is an exact fraction of the pot. Rules: ``docs/rules.md``.

>>> split_pot(HIGH_LOW, [[0], [1]], 2)            # high to player 1, low to player 2
[Fraction(1, 2), Fraction(1, 2)]
>>> split_pot(HIGH_LOW, [[0], [1, 0]], 3)         # player 1 also shares the low: three quarters
[Fraction(3, 4), Fraction(1, 4), Fraction(0, 1)]
>>> split_pot(HIGH_LOW, [[2], []], 3)             # no qualifying low: the high scoops
[Fraction(0, 1), Fraction(0, 1), Fraction(1, 1)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TypedDict


@dataclass(frozen=True)
class PotShare:
    """One part of the pot: its name (``pot``, ``high``, ``low``), the ranking that decides it, its
    size, and the qualifier a hand needs to take part (None: every hand does; ``8``: a low of eight
    or better, as the ranking judges)."""

    name: str
    ranking: str
    share: Fraction
    qualifier: int | None = None

    def summary(self) -> PotShareJson:
        """As the page reads it.

        >>> PotShare("low", "badugi", Fraction(1, 2), 8).summary()
        {'name': 'low', 'ranking': 'badugi', 'share': '1/2', 'qualifier': 8}
        """
        share = str(self.share.numerator) if self.share.denominator == 1 else str(self.share)
        return {"name": self.name, "ranking": self.ranking, "share": share, "qualifier": self.qualifier}


class PotShareJson(TypedDict):
    name: str
    ranking: str
    share: str
    qualifier: int | None


Pot = tuple[PotShare, ...]

WHOLE_POT: Pot = (PotShare("pot", "high", Fraction(1)),)
"""The best high hand takes the whole pot."""
HIGH_LOW: Pot = (PotShare("high", "high", Fraction(1, 2)), PotShare("low", "a5-low", Fraction(1, 2), qualifier=8))
"""Half to the best high, half to the best ace-to-five low of eight or better (when there is one)."""


def whole_pot(ranking: str) -> Pot:
    """The whole pot to the best hand under ``ranking``.

    >>> whole_pot("badugi")[0].share
    Fraction(1, 1)
    """
    return (PotShare("pot", ranking, Fraction(1)),)


def split_pot(pot: Pot, winners: Sequence[Sequence[int]], players: int) -> list[Fraction]:
    """Each player's exact part of the pot, given for each share the players who win it (several:
    they split it; none: nobody qualified, and the share goes to the other shares in proportion).

    >>> split_pot(HIGH_LOW, [[0], [1]], 3)  # player 1 wins the high half, player 2 the low
    [Fraction(1, 2), Fraction(1, 2), Fraction(0, 1)]
    >>> split_pot(HIGH_LOW, [[0, 1], [1]], 2)  # they split the high; player 2 also wins the low
    [Fraction(1, 4), Fraction(3, 4)]
    >>> split_pot(HIGH_LOW, [[0], []], 2)  # no low qualifies: the high takes it all
    [Fraction(1, 1), Fraction(0, 1)]
    """
    won = [(part.share, who) for part, who in zip(pot, winners) if who]
    total = sum((share for share, _ in won), Fraction(0))
    parts = [Fraction(0)] * players
    for share, who in won:
        for player in who:
            parts[player] += share / total / len(who)
    return parts
