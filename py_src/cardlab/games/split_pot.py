"""One split pot settled: the best high takes half, the best qualifying low the other half (each
half shared by tied hands), or the high takes it all when no hand has a low. Each player's share is
an exact fraction with its words ("scoops", "a quarter: half of the low"). Rules: ``docs/rules.md``,
"Split pots".

>>> pot = split_pot([0], [1, 2])
>>> [str(share) for share in pot.shares(3)], pot.words(0, 3), pot.words(1, 3)
(['1/2', '1/4', '1/4'], 'half the pot: the high', 'a quarter of the pot (quartered): half of the low')
>>> split_pot([2], []).words(2, 3)
'scoops the whole pot'
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

_NAMED = {Fraction(1): "the whole pot", Fraction(1, 2): "half the pot", Fraction(1, 4): "a quarter of the pot",
          Fraction(3, 4): "three quarters of the pot"}


@dataclass(frozen=True)
class SplitPot:
    """Who takes the high half and who the low half (no one: no qualifying low)."""

    high: tuple[int, ...]
    low: tuple[int, ...]

    def share(self, player: int) -> Fraction:
        """``player``'s share of the pot.

        >>> split_pot([0, 1], [1]).share(1)
        Fraction(3, 4)
        """
        half = Fraction(1, 2) if self.low else Fraction(1)
        mine = half / len(self.high) if player in self.high else Fraction(0)
        if player in self.low:
            mine += Fraction(1, 2) / len(self.low)
        return mine

    def shares(self, players: int) -> list[Fraction]:
        """Every player's share (they sum to 1).

        >>> split_pot([0, 1], [1]).shares(3), split_pot([2], []).shares(3)
        ([Fraction(1, 4), Fraction(3, 4), Fraction(0, 1)], [Fraction(0, 1), Fraction(0, 1), Fraction(1, 1)])
        """
        return [self.share(player) for player in range(players)]

    def scooper(self) -> int | None:
        """The player taking the whole pot alone, if any.

        >>> split_pot([1], [1]).scooper(), split_pot([1], [0]).scooper()
        (1, None)
        """
        return self.high[0] if len(self.high) == 1 and self.low in ((), self.high) else None

    def words(self, player: int, players: int) -> str:
        """``player``'s share in words: how much and from which half.

        >>> split_pot([0, 1], [1]).words(1, 2), split_pot([0, 1], []).words(0, 2)
        ('three quarters of the pot: half of the high and the low', 'half the pot: half of the high')
        >>> split_pot([0], [1]).words(2, 3)
        'nothing'
        """
        mine = self.share(player)
        if not mine:
            return "nothing"
        if self.scooper() == player:
            return "scoops the whole pot"
        parts = [part for part in (self._part(player, self.high, "high"), self._part(player, self.low, "low")) if part]
        amount = _NAMED.get(mine, f"{mine.numerator}/{mine.denominator} of the pot")
        quartered = " (quartered)" if mine == Fraction(1, 4) else ""
        return f"{amount}{quartered}: {' and '.join(parts)}"

    @staticmethod
    def _part(player: int, holders: tuple[int, ...], half: str) -> str:
        if player not in holders:
            return ""
        if len(holders) == 1:
            return f"the {half}"
        return "half of the " + half if len(holders) == 2 else f"a {len(holders)}-way share of the {half}"


def split_pot(high: list[int] | tuple[int, ...], low: list[int] | tuple[int, ...]) -> SplitPot:
    """The pot of one board: the players with the best high, and those with the best qualifying low.

    >>> split_pot([1], []).shares(2)
    [Fraction(0, 1), Fraction(1, 1)]
    """
    return SplitPot(tuple(high), tuple(low))
