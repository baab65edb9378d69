"""Main and side pots from what each player put in: each level of the all-in players' totals
makes a pot of everyone's money up to it, won only by the players still in who reached it.
Money of players who folded plays in the pots it reached; a level nobody still in reached (dead
money above every live player) joins the pot below it. Antes and dead blinds are no bets: they go
to the main pot (:func:`seat_pots`).

>>> pots = build_pots([("Carol", Fraction(3), True), ("Alice", Fraction(5), True), ("Bob", Fraction(5), True),
...                    ("Dave", Fraction(1, 10), False)])
>>> [(float(pot.amount), pot.eligible) for pot in pots]
[(9.1, ('Carol', 'Alice', 'Bob')), (4.0, ('Alice', 'Bob'))]
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .hand import Seat
from .money import ZERO

Contribution = tuple[str, Fraction, bool]
"""(player, money put in, still in the hand at the end: not folded)."""


@dataclass(frozen=True)
class Pot:
    """One pot: its money and the players who can win it, in seat order."""

    amount: Fraction
    eligible: tuple[str, ...]


def seat_pots(seats: Sequence[Seat], still_in: Collection[str]) -> list[Pot]:
    """The pots of a hand: levelled by what each player bet, antes and dead blinds in the main pot.

    >>> seats = [Seat("A", 1, Fraction(7), invested=Fraction(7), dead=Fraction(1, 20)),
    ...          Seat("B", 2, Fraction(9), invested=Fraction(139, 20))]
    >>> [(float(pot.amount), pot.eligible) for pot in seat_pots(seats, {"A", "B"})]
    [(13.95, ('A', 'B'))]

    A player still in who put in an ante alone is all-in for it (a tournament's short stack): the
    antes up to it are a main pot of their own, which that player can win.

    >>> seats = [Seat("A", 1, Fraction(100), invested=Fraction(100), dead=Fraction(5)),
    ...          Seat("B", 2, Fraction(4), invested=Fraction(4), dead=Fraction(4)),
    ...          Seat("C", 3, Fraction(100), invested=Fraction(100), dead=Fraction(5))]
    >>> [(int(pot.amount), pot.eligible) for pot in seat_pots(seats, {"A", "B", "C"})]
    [(12, ('A', 'B', 'C')), (192, ('A', 'C'))]
    """
    pots = build_pots([(seat.name, seat.live, seat.name in still_in) for seat in seats])
    dead = sum((seat.dead for seat in seats), ZERO)
    if not dead:
        return pots
    # still in with no bet: all-in for the ante (or everyone checked a hand of antes down)
    levels = sorted({seat.dead for seat in seats if seat.name in still_in and not seat.live and seat.dead})
    ante_pots: list[Pot] = []
    below = ZERO
    for level in levels:
        amount = sum((min(seat.dead, level) - min(seat.dead, below) for seat in seats), ZERO)
        eligible = tuple(seat.name for seat in seats if seat.name in still_in and (seat.live or seat.dead >= level))
        ante_pots.append(Pot(amount, eligible))
        below = level
    rest = sum((seat.dead - min(seat.dead, below) for seat in seats), ZERO)  # antes above every level
    if rest and pots:
        pots[0] = Pot(pots[0].amount + rest, pots[0].eligible)
    elif rest and ante_pots:
        ante_pots[-1] = Pot(ante_pots[-1].amount + rest, ante_pots[-1].eligible)
    elif rest:
        ante_pots.append(Pot(rest, tuple(still_in)))
    return merge_neighbours(ante_pots + pots)


def build_pots(contributions: Sequence[Contribution]) -> list[Pot]:
    """The main pot first, then each side pot (consecutive levels with the same players merged).

    >>> [(pot.amount, pot.eligible) for pot in build_pots([("A", Fraction(2), True), ("B", Fraction(2), True)])]
    [(Fraction(4, 1), ('A', 'B'))]
    >>> build_pots([])
    []
    """
    levels = sorted({amount for _, amount, live in contributions if live and amount > 0})
    pots: list[Pot] = []
    below = ZERO
    for level in levels:
        amount = sum((min(put, level) - min(put, below) for _, put, _ in contributions), ZERO)
        pots.append(Pot(amount, tuple(name for name, put, live in contributions if live and put >= level)))
        below = level
    dead = sum((put - min(put, below) for _, put, _ in contributions), ZERO)  # above every live player
    if dead and pots:
        pots[-1] = Pot(pots[-1].amount + dead, pots[-1].eligible)
    elif dead:
        pots.append(Pot(dead, ()))
    return merge_neighbours(pots)


def merge_neighbours(pots: Sequence[Pot]) -> list[Pot]:
    """Neighbouring pots that the same players can win are one pot.

    >>> merge_neighbours([Pot(Fraction(2), ("A", "B")), Pot(Fraction(3), ("A", "B")), Pot(Fraction(1), ("B",))])
    [Pot(amount=Fraction(5, 1), eligible=('A', 'B')), Pot(amount=Fraction(1, 1), eligible=('B',))]
    """
    merged: list[Pot] = []
    for pot in pots:
        if merged and merged[-1].eligible == pot.eligible:
            merged[-1] = Pot(merged[-1].amount + pot.amount, pot.eligible)
        else:
            merged.append(pot)
    return merged
