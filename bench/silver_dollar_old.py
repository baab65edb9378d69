"""W(n, c) exactly as Card Lab computed it before issue #17 (commit 5b5e4d4), kept for the bench.

A verbatim copy of the old ``cardlab.silver_dollar.count`` counting code (validation dropped):
one carry DP per count, from the lowest bit up; exact products as shifts and adds; residue
column tables summed binomial by binomial. bench/silver_dollar.py times today's W against it.
"""

# ruff: noqa: E501
from __future__ import annotations

from collections.abc import Callable
from functools import cache
from math import comb

Progress = Callable[[float], None]


def heaps_and_free(coins: int) -> tuple[int, int]:
    heaps = (coins + 1) // 2
    return heaps, coins + 1 - heaps


@cache
def _column_ways(heaps: int, free: int, modulus: int | None) -> tuple[int, ...]:
    """ways[t]: ways to set t bits in one binary column with an even number among the heaps."""
    ways = [0] * (heaps + free + 1)
    for even in range(0, heaps + 1, 2):
        for other in range(free + 1):
            ways[even + other] += comb(heaps, even) * comb(free, other)
    return tuple(w % modulus for w in ways) if modulus else tuple(ways)


def _pack(values: list[int] | tuple[int, ...], width_bytes: int) -> int:
    return int.from_bytes(b"".join(v.to_bytes(width_bytes, "little") for v in values), "little")


def _times_binomials(packed: int, width: int, plus: int, minus: int) -> int:
    """``packed`` (a polynomial, one coefficient per ``width`` bits) times (1+y)^plus (1-y)^minus:
    each factor is one shift and one add, much cheaper than a general big-integer product.
    Coefficients may go negative on the way; the packed integer still holds the exact polynomial."""
    for _ in range(plus):
        packed += packed << width
    for _ in range(minus):
        packed -= packed << width
    return packed


def count_zero_xor(heaps: int, free: int, total: int, modulus: int | None = None,
                   progress: Progress | None = None) -> int:
    """Tuples of ``heaps`` + ``free`` non-negative integers with sum ``total`` whose heap part
    XORs to zero (mod ``modulus`` if given).

    One binary column sets t bits in ways counted by the polynomial
    P(y) = (1+y)^free * ((1+y)^heaps + (1-y)^heaps) / 2 (an even number of heap bits), so a
    column multiplies the carry polynomial (packed into one integer, Kronecker style) by P and
    keeps the coefficients whose parity matches the total's bit.

    >>> count_zero_xor(2, 0, 6)   # (3, 3) only
    1
    >>> count_zero_xor(2, 1, 4)   # (0,0,4) (1,1,2) (2,2,0)
    3
    """
    if total < 0:
        return 0
    ways = _column_ways(heaps, free, modulus) if modulus else ()  # the exact path needs no table
    states = [1]  # states[carry]
    bits = max(total.bit_length(), 1)
    terms = heaps + free
    for bit in range(bits):
        parity = total >> bit & 1
        if modulus is None:
            # Exact counts: multiply by P's factors with shifts and adds (2-3x faster than one
            # big product, measured). Room for the largest coefficient of states * (1+y)^terms,
            # plus a sign bit for (1-y).
            width = (max(states).bit_length() + terms + 2) // 8 + 1
            shared = _times_binomials(_pack(states, width), width * 8, free, 0)
            product = (_times_binomials(shared, width * 8, heaps, 0) + _times_binomials(shared, width * 8, 0, heaps)) >> 1
        else:
            # Residues: P's coefficients are reduced, so one small-width product is cheapest.
            width = (max(states).bit_length() + max(ways).bit_length() + len(ways).bit_length()) // 8 + 1
            product = _pack(states, width) * _pack(ways, width)
        raw = product.to_bytes((product.bit_length() // 8 + 1) or 1, "little")
        size = len(states) + terms
        coefficients = [int.from_bytes(raw[i * width:(i + 1) * width], "little") for i in range(parity, size, 2)]
        states = [value % modulus for value in coefficients] if modulus else coefficients
        while len(states) > 1 and states[-1] == 0:
            states.pop()
        if progress:
            progress((bit + 1) / bits)
    return states[0] % modulus if modulus else states[0]


def losing_counts(n: int, coins: int, modulus: int | None = None,
                  progress: Progress | None = None) -> tuple[int, int]:
    """(losing sets of coin squares with the dollar 2nd, losing sets with the dollar 3rd or later).

    >>> losing_counts(10, 3)
    (20, 16)
    """
    heaps, free = heaps_and_free(coins)
    spare = n - coins
    second = count_zero_xor(heaps, free, spare, modulus, progress)
    if coins % 2 == 0:
        return second, second  # the gap before the first coin is free: the pocket changes nothing
    # The pocket adds one to the first gap: tuples with that heap >= 1 summing to spare + 1.
    later = count_zero_xor(heaps, free, spare + 1, modulus) - count_zero_xor(heaps - 1, free, spare + 1, modulus)
    return second, (later % modulus if modulus else later)


def W(n: int, c: int, modulus: int | None = None, progress: Progress | None = None) -> int:
    coins = c + 1
    if n < coins:
        return 0
    total = coins * comb(n, coins)
    if coins == 1:
        return total % modulus if modulus else total
    second, later = losing_counts(n, coins, modulus, progress)
    wins = total - second - (coins - 2) * later
    return wins % modulus if modulus else wins
