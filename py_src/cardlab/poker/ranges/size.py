"""A range's size in the words a player reads, the same under the range grid and in an equity
result: every combo it holds, counted by weight when weights make that differ, its share of all
two-card hands of the deck (before card removal: a property of the range itself, like the top
15% it may have been chosen as), then what is left once the board, dead cards and the other
players' known cards are taken out.

>>> size_text(combos=22, weighted=22, left=15, weighted_left=15, all_hands=1326)
'22 combos (1.66% of all 1,326 two-card hands); 15 after card removal'
"""

from __future__ import annotations

from fractions import Fraction

from ...core.words import percent, plural


def share_of_all(weighted: Fraction | float, all_hands: int) -> float:
    """A range's share of all two-card hands, its combos counted by weight, before card removal.

    >>> share_of_all(Fraction(29, 2), 1326) == 14.5 / 1326
    True
    """
    return float(Fraction(weighted) / all_hands)


def share_text(share: float) -> str:
    """A share as a percentage with two decimals ("1.66%"), a whole one without ("100%").

    >>> share_text(22 / 1326), share_text(1.0), share_text(0.5)
    ('1.66%', '100%', '50%')
    """
    return percent(share).replace(".00%", "%")


def _number(value: Fraction | float) -> str:
    """A count by weight: whole with thousands separators, else up to two decimals.

    >>> _number(Fraction(21, 2)), _number(1234.0), _number(Fraction(1, 3))
    ('10.5', '1,234', '0.33')
    """
    rounded = round(float(value), 2)
    if rounded == int(rounded):
        return f"{int(rounded):,}"
    return f"{rounded:,.2f}".rstrip("0")


def size_text(*, combos: int, weighted: Fraction | float, left: int, weighted_left: Fraction | float,
              all_hands: int) -> str:
    """The size of a range in words: combos (and by weight), the share of all two-card hands,
    and the combos left after card removal (and by weight).

    >>> size_text(combos=1, weighted=1, left=1, weighted_left=1, all_hands=1326)
    '1 combo (0.08% of all 1,326 two-card hands)'
    >>> size_text(combos=22, weighted=14, left=15, weighted_left=Fraction(21, 2), all_hands=1326)
    '22 combos, 14 by weight (1.06% of all 1,326 two-card hands); 15 after card removal, 10.5 by weight'
    >>> size_text(combos=630, weighted=630, left=630, weighted_left=630, all_hands=630)
    '630 combos (100% of all 630 two-card hands)'
    """
    words = plural(combos, "combo")
    if abs(float(weighted) - combos) > 1e-9:
        words += f", {_number(weighted)} by weight"
    words += f" ({share_text(share_of_all(weighted, all_hands))} of all {all_hands:,} two-card hands)"
    if left != combos or abs(float(weighted_left) - float(weighted)) > 1e-9:
        words += f"; {left:,} after card removal"
        if abs(float(weighted_left) - left) > 1e-9:
            words += f", {_number(weighted_left)} by weight"
    return words
