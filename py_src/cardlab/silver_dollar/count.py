"""The silver dollar game (Project Euler 344): who wins a position, and W(n, c) exactly.

A strip of n squares holds c worthless coins and one silver dollar. A move slides one coin left
(no jumping, no landing on a coin, not off the strip) or pockets the leftmost coin; whoever pockets
the dollar wins.

**Who wins.** Read the gaps between coins as Nim heaps, pairing coins from the right: the gap
between the last two coins is a heap, the gap between the 3rd- and 4th-last is a heap, and so on;
with an odd number of coins the leftmost pairs with the wall. Then:

* the dollar is the leftmost coin: the player to move pockets it and wins;
* the dollar is the 2nd coin: pocketing the coin before it hands the dollar over, so nobody will;
  the game is Nim on the heaps, the wall at the strip's edge (the gap before the first coin counts
  its empty squares);
* the dollar is 3rd or later: pocketing is an ordinary move, so the pocket acts as one more square
  left of the strip (the gap before the first coin counts one more).

The player to move wins exactly when the nim-sum (XOR) of the heaps is not zero. (Checked against
a brute-force game search, :mod:`cardlab.silver_dollar.search`, on every position of small strips.)

**Counting.** With m = c + 1 coins the gaps g0..gm (before, between and after the coins) are any
non-negative integers summing to n - m. Losing positions are those whose heap gaps XOR to zero; a
digit DP over the binary expansion of the sum, carrying the column sum's carry, counts them. Each
binary column chooses an even number of heap bits (so the XOR stays zero) and any number of free
bits; a column's ways are the polynomial P(y) = (1+y)^free ((1+y)^heaps + (1-y)^heaps) / 2 in the
carry, so a whole column is one polynomial product on the carries packed into a single big integer
(Kronecker substitution).

Two ways to run it:

* :func:`W_reference` (and :func:`count_zero_xor_reference`): the simple DP, bit by bit from the
  lowest. Exact counts multiply by (1 +- y) with shifts and adds; with a modulus, one small product
  per column with every coefficient reduced. W uses it for every residue.
* :func:`W_split`: exact values by meeting in the middle over the bits, sharing the bits of the
  totals T and T + 1, with libmpdec's number-theoretic-transform products
  (:mod:`cardlab.silver_dollar.split_count`, :mod:`cardlab.silver_dollar.decimal_poly`).

Cost on CPython 3.11 (this project's 2-core machine, ``bench/silver_dollar.py``, CPU time): W(10^6,
100) exactly in 0.03 s (0.07 s before); W(10^18, 1000) mod M in 0.45 s (2.1 s before: the column
tables are now one product each); exact W(10^6, 1000) (3,439 digits) in 2.3 s instead of 66 s, and
W(10^18, 1000) (15,451 digits) in 35 s instead of 589 s. In Pyodide under Node: 4.2 s (118 s before)
and 50 s. :func:`estimate_seconds` predicts a count's time before it starts.

>>> W(10, 2)
324
>>> W(1000000, 100, 1000036000099) == W(1000000, 100) % 1000036000099
True
>>> W(500, 7) == W_reference(500, 7)
True
"""

from __future__ import annotations

from functools import cache
from math import comb

from ..core.errors import InputError
from ..core.progress import Progress, no_progress
from .decimal_poly import FAST_DECIMAL
from .split_count import CountPlan, Meter, column_polynomial, plan_count, run_plan
from .work_model import column_seconds, reference_seconds, residue_seconds

MAX_N = 10**18
MAX_C = 1000


def heaps_and_free(coins: int) -> tuple[int, int]:
    """How many of the coins+1 gaps are Nim heaps and how many are free.

    >>> heaps_and_free(3), heaps_and_free(4)
    ((2, 2), (2, 3))
    """
    heaps = (coins + 1) // 2
    return heaps, coins + 1 - heaps


@cache
def _column_ways(heaps: int, free: int, modulus: int) -> tuple[int, ...]:
    """ways[t] mod ``modulus``: ways to set t bits in one binary column with an even number among
    the heaps (:func:`~cardlab.silver_dollar.split_count.column_polynomial`, one big product)."""
    return tuple(ways % modulus for ways in column_polynomial(heaps, free))


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


def count_zero_xor_reference(heaps: int, free: int, total: int, modulus: int | None = None,
                             progress: Progress = no_progress) -> int:
    """Tuples of ``heaps`` + ``free`` non-negative integers with sum ``total`` whose heap part
    XORs to zero (mod ``modulus`` if given): the simple DP, from the lowest bit to the highest.

    One binary column sets t bits in ways counted by the polynomial
    P(y) = (1+y)^free * ((1+y)^heaps + (1-y)^heaps) / 2 (an even number of heap bits), so a
    column multiplies the carry polynomial (packed into one integer, Kronecker style) by P and
    keeps the coefficients whose parity matches the total's bit.

    >>> count_zero_xor_reference(2, 0, 6)   # (3, 3) only
    1
    >>> count_zero_xor_reference(2, 1, 4)   # (0,0,4) (1,1,2) (2,2,0)
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
            product = (_times_binomials(shared, width * 8, heaps, 0)
                       + _times_binomials(shared, width * 8, 0, heaps)) >> 1
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
        # A residue column costs the same at every bit; an exact one grows with its numbers.
        progress((bit + 1) / bits if modulus else (bit + 1) * (bit + 2) / (bits * (bits + 1)))
    return states[0] % modulus if modulus else states[0]


def _part_of(progress: Progress, start: float, share: float) -> Progress:
    """A progress callback for one part of a job that takes ``share`` of it, after ``start``."""
    return lambda fraction: progress(start + share * fraction)


def losing_counts_reference(n: int, coins: int, modulus: int | None = None,
                            progress: Progress = no_progress) -> tuple[int, int]:
    """(losing sets of coin squares with the dollar 2nd, losing sets with the dollar 3rd or later).

    Progress is shared between the parts by their modelled time: with a modulus, building the
    column tables and each DP run; exact, the DP runs (equal bits).

    >>> losing_counts_reference(10, 3)
    (20, 16)
    """
    heaps, free = heaps_and_free(coins)
    spare = n - coins
    runs = [(heaps, free, spare)] if coins % 2 == 0 else \
        [(heaps, free, spare), (heaps, free, spare + 1), (heaps - 1, free, spare + 1)]
    tables = sorted({(run_heaps, run_free) for run_heaps, run_free, _ in runs}) if modulus else []
    bits = (spare + 1).bit_length()
    costs = [column_seconds(heaps + free) for _ in tables] + \
        [residue_seconds(bits, coins + 1, modulus) if modulus else 1.0 for _ in runs]
    parts = iter(_shares(costs, progress))
    for table_heaps, table_free in tables:
        _column_ways(table_heaps, table_free, modulus or 1)
        next(parts)(1.0)
    counts = [count_zero_xor_reference(run_heaps, run_free, total, modulus, next(parts))
              for run_heaps, run_free, total in runs]
    if coins % 2 == 0:
        return counts[0], counts[0]  # the gap before the first coin is free: the pocket changes nothing
    # The pocket adds one to the first gap: tuples with that heap >= 1 summing to spare + 1.
    later = counts[1] - counts[2]
    return counts[0], (later % modulus if modulus else later)


def _shares(costs: list[float], progress: Progress) -> list[Progress]:
    """One progress callback per part of a job whose parts cost ``costs``, each reporting its
    fraction as the matching share of the whole.

    >>> seen = []
    >>> first, second = _shares([1.0, 3.0], seen.append)
    >>> first(1.0); second(0.5); second(1.0)
    >>> seen
    [0.25, 0.625, 1.0]
    """
    total = sum(costs) or 1.0
    starts = [sum(costs[:i]) / total for i in range(len(costs))]
    return [_part_of(progress, start, cost / total) for start, cost in zip(starts, costs, strict=True)]


def _validate_counts(n: int, c: int, modulus: int | None) -> None:
    """InputError for parameters W does not take."""
    if not 1 <= n <= MAX_N:
        raise InputError(f"n: must be from 1 to 10^18, got {n}", field="n")
    if not 0 <= c <= MAX_C:
        raise InputError(f"c: must be from 0 to {MAX_C}, got {c}", field="c")
    if modulus is not None and modulus < 1:
        raise InputError(f"the modulus must be at least 1, got {modulus}", field="mod")


def W_reference(n: int, c: int, modulus: int | None = None, progress: Progress = no_progress) -> int:
    """Winning configurations for the player to move, by the simple DP (the reference W).

    All configurations, coins * C(n, coins), minus the losing ones: with the dollar 2nd, and
    (coins - 2) choices of the dollar 3rd or later.

    >>> W_reference(10, 2), W_reference(5, 0), W_reference(3, 5)
    (324, 5, 0)
    """
    _validate_counts(n, c, modulus)
    coins = c + 1
    total = coins * comb(n, coins)  # 0 when n < coins
    if coins == 1 or n < coins:
        progress(1.0)
        return total % modulus if modulus else total
    second, later = losing_counts_reference(n, coins, modulus, progress)
    progress(1.0)
    wins = total - second - (coins - 2) * later
    return wins % modulus if modulus else wins


def exact_plans(n: int, c: int) -> list[tuple[int, CountPlan]]:
    """The zero-XOR counts an exact W needs, as (factor, plan): W = coins * C(n, coins) plus the
    sum of factor * count (for n >= c + 1 >= 2).

    With T = n - coins, the losing configurations are Z_h(T) with the dollar 2nd and, for each of
    the coins - 2 later places, Z_h(T+1) - Z_(h-1)(T+1) (the pocket adds one to the first gap, a
    heap when coins is odd: tuples of total T+1 whose first heap is not 0). Z_h(T) and Z_h(T+1)
    share one DP (their bits agree above the lowest zero bit of T); Z_(h-1) has its own. With
    coins even the first gap is free and the pocket changes nothing: (coins - 1) * Z_h(T).

    >>> [(factor, plan.totals) for factor, plan in exact_plans(10, 2)]
    [(-1, ((7, 1), (8, 1))), (1, ((8, 1),))]
    """
    coins = c + 1
    heaps, free = heaps_and_free(coins)
    spare = n - coins
    if coins % 2 == 0:
        return [(-(coins - 1), plan_count(heaps, free, ((spare, 1),)))]
    return [(-1, plan_count(heaps, free, ((spare, 1), (spare + 1, coins - 2)))),
            (coins - 2, plan_count(heaps - 1, free, ((spare + 1, 1),)))]


def W_split(n: int, c: int, progress: Progress = no_progress) -> int:
    """W(n, c) exactly, by the meet-in-the-middle counts of :func:`exact_plans`.

    >>> W_split(10, 2), W_split(5, 0), W_split(3, 5)
    (324, 5, 0)
    """
    _validate_counts(n, c, None)
    coins = c + 1
    if n < coins:
        progress(1.0)
        return 0
    total = coins * comb(n, coins)
    if coins == 1:
        progress(1.0)
        return total
    plans = exact_plans(n, c)
    meter = Meter(sum(plan.seconds for _, plan in plans), progress)
    wins = total + sum(factor * run_plan(plan, meter) for factor, plan in plans)
    progress(1.0)
    return wins


def reference_is_faster(n: int, c: int) -> bool:
    """Whether the simple DP computes W(n, c) exactly faster than the split one (small c, or a
    Python without the C decimal library).

    >>> reference_is_faster(10**18, 1), reference_is_faster(10**6, 100), reference_is_faster(10**18, 1000)
    (True, False, False)
    """
    coins = c + 1
    if n <= coins or coins == 1 or not FAST_DECIMAL:
        return True
    return _reference_exact_seconds(n, coins) < _split_seconds(n, c)


def _reference_exact_seconds(n: int, coins: int) -> float:
    heaps, free = heaps_and_free(coins)
    runs = 1 if coins % 2 == 0 else 3
    return runs * reference_seconds((n - coins + 1).bit_length(), heaps, free)


def _split_seconds(n: int, c: int) -> float:
    plans = exact_plans(n, c)
    return sum(plan.seconds + column_seconds(plan.terms) for _, plan in plans)


def W(n: int, c: int, modulus: int | None = None, progress: Progress = no_progress) -> int:
    """Winning configurations for the player to move: n squares, c worthless coins + the dollar.

    Residues come from the simple DP (:func:`W_reference`); exact values from the split DP
    (:func:`W_split`), or the simple one when it is modelled faster (small c).

    >>> W(10, 2), W(5, 0), W(3, 5), W(10, 2, 7)
    (324, 5, 0, 2)
    """
    _validate_counts(n, c, modulus)
    if modulus is None and not reference_is_faster(n, c):
        return W_split(n, c, progress)
    return W_reference(n, c, modulus, progress)


def estimate_seconds(n: int, c: int, modulus: int | None = None) -> float:
    """Modelled CPU seconds W(n, c) takes here (CPython, or Pyodide with its measured factors).

    Exact counts: the method :func:`W` picks, the split DP as the sum of the modelled cost of
    every planned step, the simple one as its shifts and adds
    (:mod:`cardlab.silver_dollar.work_model`); residues: the simple DP's bit count times one
    product of the carry vector, c + 2 coefficients of about 2 log2(modulus) bits each.

    >>> estimate_seconds(10, 2) < 0.01
    True
    >>> 5 < estimate_seconds(10**18, 1000) < 300
    True
    """
    _validate_counts(n, c, modulus)
    coins = c + 1
    if n <= coins:
        return 0.0
    if modulus is not None:
        runs, tables = (1, 1) if coins % 2 == 0 else (3, 2)
        columns = (n - coins + 1).bit_length()
        return runs * residue_seconds(columns, coins + 1, modulus) + tables * column_seconds(coins + 1)
    if reference_is_faster(n, c):
        return _reference_exact_seconds(n, coins)
    return _split_seconds(n, c)
