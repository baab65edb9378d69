"""Exact zero-XOR counts by meeting in the middle over the bits of the total.

:func:`cardlab.silver_dollar.count.count_zero_xor_reference` runs one carry DP from the lowest bit
of the total to the highest; its numbers grow by about ``terms`` bits per bit, so the last columns
multiply the biggest numbers. Here the bits are split at ``k``:

* **bottom up** over bits 0..k-1 (:func:`bottom_up_step`): ``v[c]`` = ways to choose the low k bits
  of every term with the right low bits of the total and carry ``c`` into bit k;
* **top down** over bits k.. (:func:`top_down_step`): ``u[c]`` = Z(H - c), the count for the
  *smaller* total H - c where H = total >> k (the high parts of the terms form such a tuple).
  These numbers are about log2((terms-1)!) bits smaller than bottom-up numbers of as many bits;
* **join** (``_join_halves``): Z(total) = sum over c of v[c] * u[c].

Both halves stay short; :func:`best_split` picks the split with the least modelled time. Totals
T and T + 1 (two of the counts W needs) share their bits above the lowest zero bit of T, so their
bottom vectors are added there (:func:`totals_agree_from`) and one DP serves a weighted sum of both.

The carry vectors are polynomials with huge coefficients, multiplied by libmpdec's transform
(:mod:`cardlab.silver_dollar.decimal_poly`). Every product is planned before any work starts
(:class:`Step`), with widths from proven bounds on the numbers, so the plan knows each step's cost
(:mod:`cardlab.silver_dollar.work_model`) and progress reports modelled cost done / total.

>>> count_zero_xor_split(2, 1, [(4, 1)])   # (0,0,4) (1,1,2) (2,2,0)
3
>>> count_zero_xor_split(3, 2, [(40, 1), (41, 5)])   # Z(40) + 5 Z(41) = 4961 + 5 * 5274
31331
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from math import comb

from ..core.progress import Progress, no_progress
from . import decimal_poly as poly
from .work_model import join_seconds, merge_seconds, step_seconds


@cache
def column_polynomial(heaps: int, free: int) -> tuple[int, ...]:
    """P[t]: ways to set t bits in one binary column of the terms with an even number among the heaps.

    P(y) = (1+y)^free * ((1+y)^heaps + (1-y)^heaps) / 2.

    One big-integer product computes it: evaluated at y = 2^width (Kronecker substitution, every
    coefficient below 2^(heaps + free) fits), the two factors are (1 + 2^width)^free and the even
    binomials of ``heaps``.

    >>> column_polynomial(2, 1)
    (1, 1, 1, 1)
    >>> column_polynomial(3, 0), column_polynomial(0, 2)
    ((1, 0, 3), (1, 2, 1))
    """
    degree = free + heaps - heaps % 2
    width = (heaps + free + 8) // 8 + 1  # bytes
    shift = 8 * width
    evens = sum(comb(heaps, even) << (shift * even) for even in range(0, heaps + 1, 2))
    packed = ((1 << shift) + 1) ** free * evens
    raw = packed.to_bytes((degree + 1) * width, "little")
    return tuple(int.from_bytes(raw[t * width:(t + 1) * width], "little") for t in range(degree + 1))


@dataclass(frozen=True)
class Step:
    """One planned operation on packed carry vectors.

    ``kind`` is ``"start"`` (bottom vector ``vector`` := [weight]), ``"up"`` (a bottom-up step of
    vector ``vector`` at bit ``bit``), ``"merge"`` (vector 0 += vector 1: their totals agree from
    ``bit`` up), ``"down"`` (the top-down window step to level ``bit``) or ``"join"`` (add the dot
    product of vector ``vector`` with the window, offset by ``offset``). ``width`` is the digits per
    coefficient of the step's products and result, ``in_width`` those of what it reads (for a
    join, the window's); ``slots_in``/``slots_out`` the coefficients read and made.
    """

    kind: str
    bit: int
    vector: int = 0
    parity: int = 0
    slots_in: int = 0
    slots_out: int = 0
    width: int = 1
    in_width: int = 1
    offset: int = 0
    weight: int = 1
    seconds: float = 0.0


@dataclass(frozen=True)
class CountPlan:
    """Everything needed to compute sum(weight * Z(total)) for one column polynomial."""

    column: tuple[int, ...]
    terms: int
    totals: tuple[tuple[int, int], ...]
    split: int
    steps: tuple[Step, ...]

    @property
    def seconds(self) -> float:
        """The modelled time of the whole count (seconds on this platform; the sum of its steps').

        >>> plan = plan_count(2, 1, ((4, 1),), split=1)
        >>> plan.seconds == sum(step.seconds for step in plan.steps), 0 < plan.seconds < 0.01
        (True, True)
        """
        return sum(step.seconds for step in self.steps)


def _bottom_widths(column: Sequence[int], weight_sum: int, bits: int) -> list[int]:
    """Digits per coefficient of each bottom-up step: the carry vector after j bits sums to at
    most weight_sum * P(1)^j (each step multiplies the sum by at most P(1)), so a coefficient of
    any product with a part of P is at most that times max(P)."""
    column_sum_bits = sum(column).bit_length() - 1  # P(1) is a power of two
    base = weight_sum.bit_length() + max(column).bit_length()
    return [poly.decimal_digits_bound(base + j * column_sum_bits) for j in range(bits)]


def _top_width(column: Sequence[int], terms: int, high: int) -> int:
    """Digits per coefficient of a top-down step that reads the window Z(high - c), c >= 0:
    Z(s) <= C(s + terms - 1, terms - 1) (tuples without the XOR rule), whose sum over s <= high
    is C(high + terms, terms); a product coefficient is at most that times max(P), and where the
    two lanes of :func:`top_down_step` overlap, twice that (one more bit)."""
    return poly.decimal_digits_bound(comb(high + terms, terms).bit_length() + max(column).bit_length() + 1)


def _halves(count: int) -> tuple[int, int]:
    """How many of ``count`` coefficients have an even index, and how many an odd one."""
    return (count + 1) // 2, count // 2


def step_products(step: Step, column: Sequence[int]) -> list[tuple[int, int]]:
    """The products a DP step makes, as digits of each operand (the cost model's input).

    >>> step_products(Step("up", 0, slots_in=3, width=10), (1, 2, 1))   # S_e * P_e, S_o * P_o
    [(20, 20), (10, 10)]
    """
    if step.kind == "up":
        evens, odds = _halves(step.slots_in)
        column_evens, column_odds = _halves(len(column))
        first = odds if step.parity else evens  # the order of bottom_up_step's products
        return [(first * step.width, column_evens * step.width),
                ((evens + odds - first) * step.width, column_odds * step.width)]
    if step.kind == "down":
        lanes = _column_lanes(column, step.parity)
        lanes_slots = _lane_offset(step.slots_in, lanes, step.slots_out) + len(lanes[1])
        return [(step.slots_in * step.width, lanes_slots * step.width)]
    return []


def step_work(step: Step, column: Sequence[int]) -> tuple[list[tuple[int, int]], int, int]:
    """What a DP step costs: its products (digits of each operand), the digits of string work
    around them (re-packed, parsed, printed and sliced) and the coefficients handled one by one.

    >>> step_work(Step("up", 0, slots_in=3, slots_out=2, width=10), (1, 2, 1))
    ([(20, 20), (10, 10)], 103, 5)
    """
    products = step_products(step, column)
    strings = step.slots_in * step.in_width + sum(a + b for a, b in products) + 2 * step.slots_out * step.width
    if step.kind == "down":
        strings += sum(a + b for a, b in products)  # the product is printed whole
    return products, strings, step.slots_in + step.slots_out


def _priced(step: Step, column: Sequence[int]) -> Step:
    """The step with its modelled seconds (:func:`step_work` through the cost model)."""
    return replace(step, seconds=step_seconds(*step_work(step, column)))


def _plan_bottom(column: Sequence[int], totals: Sequence[tuple[int, int]], bits: int) -> list[Step]:
    """The bottom-up steps over bits 0..bits-1 for one or two totals (T and T + 1).

    Each total starts as the vector [weight] (carry 0). While two totals differ in the bits still
    to come, each has its own vector; from the first bit where they agree (:func:`totals_agree_from`)
    the later steps are the same linear maps, so the vectors are added (``merge``) and go on as
    one. The plan for fewer bits is a prefix of this one.
    """
    degree = len(column) - 1
    widths = _bottom_widths(column, sum(weight for _, weight in totals), bits)
    steps = [Step("start", 0, vector=i, weight=weight, slots_out=1, width=len(str(weight)))
             for i, (_, weight) in enumerate(totals)]
    slots = [1] * len(totals)
    in_widths = [step.width for step in steps]
    alive = list(range(len(totals)))
    for bit in range(bits):
        if len(alive) == 2 and totals_agree_from(totals[0][0], totals[1][0], bit):
            width = max(in_widths)
            steps.append(Step("merge", bit, slots_in=max(slots), width=width,
                              seconds=merge_seconds(max(slots) * width)))
            slots[0], in_widths[0] = max(slots), width
            alive = [0]
        for vector in alive:
            parity = totals[vector][0] >> bit & 1
            slots_out = max((slots[vector] - 1 + degree - parity) // 2 + 1, 1)  # at least a zero
            steps.append(_priced(Step("up", bit, vector=vector, parity=parity, slots_in=slots[vector],
                                      slots_out=slots_out, width=widths[bit], in_width=in_widths[vector]), column))
            slots[vector], in_widths[vector] = slots_out, widths[bit]
    return steps


def totals_agree_from(total: int, following: int, bit: int) -> bool:
    """Whether the bottom-up vectors of two totals can be added before ``bit``.

    A bottom-up step at bit j depends on the total only through its bit j, so once two totals
    have the same bits from ``bit`` up (total >> bit equal), every later step applies the same
    linear map to both vectors: mapping their weighted sum gives the weighted sum of the results.
    For T and T + 1 that holds above the lowest zero bit of T.

    >>> totals_agree_from(11, 12, 2), totals_agree_from(11, 12, 3)   # 1011 and 1100
    (False, True)
    """
    return total >> bit == following >> bit


def _column_lanes(column: Sequence[int], parity: int) -> tuple[list[int], list[int]]:
    """The parts of P that give the even and the odd coefficients of a top-down step:
    Q_r[i] = P[2i + parity - r] (an index of -1 reads 0)."""
    evens, odds = list(column[0::2]), list(column[1::2])
    return (odds, evens) if parity else (evens, [0, *odds])


def _lane_offset(slots_in: int, lanes: tuple[list[int], list[int]], slots_out: int) -> int:
    """Slots between the two lanes of :func:`top_down_step`: the odd lane's products start after
    the even lane's wanted coefficients end, and the even lane's products end before the odd
    lane's wanted coefficients start."""
    even, odd = lanes
    return max(len(even) - 1 + _halves(slots_out)[0], slots_in + len(even) - len(odd))


def _plan_top(column: Sequence[int], terms: int, base: int, bits: int) -> list[Step]:
    """The top-down steps from the highest bit of ``base`` down to bit ``bits``: the window
    Z((base >> j) - c) for c = 0..min(terms, base >> j), starting from Z(0) = 1 above the top bit.
    The plan down to a higher bit is a prefix of this one."""
    steps = []
    slots, in_width = 1, 1
    for bit in range(base.bit_length() - 1, bits - 1, -1):
        high = base >> bit
        width = _top_width(column, terms, high >> 1)
        slots_out = min(terms, high) + 1
        parity = high & 1
        steps.append(_priced(Step("down", bit, parity=parity, slots_in=slots, slots_out=slots_out, width=width,
                                  in_width=in_width), column))
        slots, in_width = slots_out, width
    return steps


def _plan_join(bottom: Sequence[Step], top: Sequence[Step], totals: Sequence[tuple[int, int]],
               bits: int) -> list[Step]:
    """The dot products of the bottom vectors left at bit ``bits`` with the top window."""
    base = max(total for total, _ in totals) >> bits
    last: dict[int, Step] = {}
    for step in bottom:
        if step.kind in ("start", "up"):
            last[step.vector] = step
        elif step.kind == "merge":
            last.pop(1, None)
    window_width = top[-1].width if top else 1
    return [Step("join", bits, vector=vector, slots_in=step.slots_out, width=step.width, in_width=window_width,
                 offset=base - (totals[vector][0] >> bits),
                 seconds=join_seconds(step.slots_out, step.width, window_width))
            for vector, step in sorted(last.items())]


def _split_plan(bottom: Sequence[Step], top: Sequence[Step], totals: Sequence[tuple[int, int]],
                split: int) -> list[Step]:
    """The plan meeting at bit ``split``, cut from the full bottom-up and top-down plans."""
    low = [step for step in bottom if step.kind == "start" or step.bit < split]
    high = [step for step in top if step.bit >= split]
    return low + high + _plan_join(low, high, totals, split)


def best_split(column: Sequence[int], terms: int, totals: Sequence[tuple[int, int]]) -> int:
    """The bit k at which the bottom-up and top-down halves meet with the least modelled time.

    A top-down number after d bits counts tuples of a total below 2^d: about log2((terms-1)!)
    bits smaller than a bottom-up number after d bits; but a top-down product is about 1.25 times
    as long (:func:`top_down_step`). For n = 10^18 and c = 1000 the halves meet near the middle
    (bit 32 of 60 on CPython; the word size of the platform's libmpdec moves it a little):

    >>> 29 <= best_split(column_polynomial(501, 501), 1002, [(10**18 - 1001, 1)]) <= 34
    True
    """
    top_bits = max(total for total, _ in totals).bit_length()
    bottom = _plan_bottom(column, totals, top_bits)
    top = _plan_top(column, terms, max(total for total, _ in totals), 0)
    return min(range(top_bits + 1), key=lambda k: sum(step.seconds for step in _split_plan(bottom, top, totals, k)))


@lru_cache(maxsize=16)
def plan_count(heaps: int, free: int, totals: tuple[tuple[int, int], ...], split: int | None = None) -> CountPlan:
    """The plan for sum(weight * Z(total)) over ``totals`` (one total, or T and T + 1).

    >>> plan = plan_count(2, 1, ((4, 1),), split=1)
    >>> [step.kind for step in plan.steps]
    ['start', 'up', 'down', 'down', 'join']
    """
    if not 1 <= len(totals) <= 2 or (len(totals) == 2 and totals[1][0] != totals[0][0] + 1):
        raise ValueError("plan_count takes one total, or T and T + 1")
    column = column_polynomial(heaps, free)
    terms = heaps + free
    chosen = best_split(column, terms, totals) if split is None else split
    bottom = _plan_bottom(column, totals, chosen)
    top = _plan_top(column, terms, max(total for total, _ in totals), chosen)
    joins = _plan_join(bottom, top, totals, chosen)
    return CountPlan(column, terms, tuple(totals), chosen, tuple(bottom + top + joins))


class Meter:
    """Reports progress as modelled seconds done / modelled seconds in total, once per step."""

    def __init__(self, total_seconds: float, progress: Progress) -> None:
        self.total = max(total_seconds, 1e-12)
        self.done = 0.0
        self.progress = progress

    def spend(self, seconds: float) -> None:
        """Count one finished step and report the new fraction (never above 1).

        >>> seen: list[float] = []
        >>> meter = Meter(4.0, seen.append)
        >>> meter.spend(1.0); meter.spend(5.0)
        >>> seen
        [0.25, 1.0]
        """
        self.done += seconds
        self.progress(min(self.done / self.total, 1.0))


class PackedColumn:
    """The parts of P that steps multiply by, packed at a step's width (the last few kept)."""

    def __init__(self, column: Sequence[int]) -> None:
        self.column = column
        self.cache: dict[tuple[int, int, int], str] = {}

    def _packed(self, key: tuple[int, int, int], coefficients: Sequence[int]) -> str:
        if key not in self.cache:
            if len(self.cache) > 8:
                self.cache.clear()
            self.cache[key] = poly.pack(coefficients, key[-1])
        return self.cache[key]

    def even(self, width: int) -> str:
        """P's even coefficients P[0], P[2], ..., packed ``width`` digits each.

        >>> column_polynomial(3, 0), PackedColumn(column_polynomial(3, 0)).even(2)   # P = 1 + 3y^2
        ((1, 0, 3), '0301')
        """
        return self._packed((0, 0, width), self.column[0::2])

    def odd(self, width: int) -> str:
        """P's odd coefficients P[1], P[3], ..., packed ``width`` digits each.

        >>> PackedColumn(column_polynomial(2, 1)).odd(2)   # P = 1 + y + y^2 + y^3
        '0101'
        """
        return self._packed((1, 0, width), self.column[1::2])

    def lanes(self, parity: int, offset: int, width: int) -> str:
        """The two parts of a top-down step at ``parity``, reversed, the odd one ``offset`` slots up.

        >>> column = PackedColumn(column_polynomial(3, 0))   # P = 1 + 3y^2
        >>> column.lanes(1, 2, 2)   # parity 1: Q_0 = (P[1]) = (0), Q_1 = (P[0], P[2]) = (1, 3)
        '01030000'
        """
        even, odd = _column_lanes(self.column, parity)
        return self._packed((2 + parity, offset, width), even[::-1] + [0] * (offset - len(even)) + odd[::-1])


def bottom_up_step(vector: str, column: PackedColumn, step: Step) -> str:
    """One bit of the bottom-up DP: multiply the carry vector by P, keep the column sums whose
    parity is the total's bit, and halve them into carries for the next bit.

    new[c'] = sum over c of vector[c] * P[2c' + parity - c]. Split c by parity (c = 2a or 2a + 1)
    and so is the index into P, so with S_e, S_o and P_e, P_o the even and odd coefficients:
    parity 1: new = S_o * P_e + S_e * P_o; parity 0: new = S_e * P_e + y * S_o * P_o. Two
    products of halves cost the same transform length as one of the whole, but produce only the
    coefficients kept (no decimation of a product twice as long).

    >>> plan = plan_count(2, 1, ((4, 1),), split=1)   # P = 1 + y + y^2 + y^3, total 4 (bit 0 is 0)
    >>> start, up = plan.steps[:2]
    >>> vector = bottom_up_step(str(start.weight), PackedColumn(plan.column), up)
    >>> poly.slots(vector, up.width, up.slots_out)   # 0 or 2 bits set in column 0: carry 0 or 1
    [1, 1]
    """
    width = step.width
    evens, odds = _halves(step.slots_in)
    even = poly.decimate(vector, step.in_width, parity=0, count=evens, new_width=width)
    odd = poly.decimate(vector, step.in_width, parity=1, count=odds, new_width=width) if odds else "0"
    if step.parity:
        return poly.product_sum(odd, column.even(width), even, column.odd(width), 0)
    return poly.product_sum(even, column.even(width), odd, column.odd(width), width)


def top_down_step(window: str, column: PackedColumn, step: Step) -> str:
    """One bit of the top-down DP: the window Z(high - c) from the window one bit up.

    With high = 2 * high' + parity, Z(high - c) = sum over c' of Z(high' - c') * P[2c' + parity - c]
    (the column sets t = 2c' + parity - c bits; the rest, halved, is the count one bit up). For
    c = 2a + r that is the correlation sum over c' of window[c'] * Q_r[c' - a] with
    Q_r[i] = P[2i + parity - r]: coefficient K_r + a of window * reversed(Q_r). Both correlations
    come from ONE product, window * (reversed(Q_0) + y^K reversed(Q_1)), with the lanes K slots
    apart so that neither lane's wanted coefficients meet the other lane's products (the widths
    leave room for the lanes' overlap elsewhere): 2.5 instead of 3 vector lengths.

    >>> plan = plan_count(2, 1, ((4, 1),), split=1)   # total 4 = 100 in binary, split at bit 1
    >>> column, downs = PackedColumn(plan.column), [step for step in plan.steps if step.kind == "down"]
    >>> window = top_down_step("1", column, downs[0])   # Z(1 - c) for c = 0, 1
    >>> poly.slots(window, downs[0].width, downs[0].slots_out)
    [1, 1]
    >>> window = top_down_step(window, column, downs[1])   # Z(2 - c) for c = 0, 1, 2
    >>> poly.slots(window, downs[1].width, downs[1].slots_out)
    [2, 1, 1]
    """
    width = step.width
    lanes = _column_lanes(column.column, step.parity)
    offset = _lane_offset(step.slots_in, lanes, step.slots_out)
    spread = poly.window(window, step.in_width, start=0, count=step.slots_in, new_width=width)
    product = poly.multiply(spread, column.lanes(step.parity, offset, width))
    evens, odds = _halves(step.slots_out)
    # An empty part of P (P = 1) makes its lane's coefficients zero.
    even = poly.window(product, width, start=len(lanes[0]) - 1, count=evens, new_width=width) if lanes[0] else "0"
    odd = poly.window(product, width, start=offset + len(lanes[1]) - 1, count=odds, new_width=width) \
        if lanes[1] and odds else "0"
    return poly.interleave(even, odd, width, step.slots_out)


def _join_halves(bottom: str, bottom_width: int, top: str, top_width: int, slots: int, offset: int) -> int:
    """sum over c of bottom[c] * top[c + offset]: a bottom-up vector (carry c into the split bit)
    against the top window Z(H - c); ``offset`` is 1 for the total whose high part is H - 1."""
    return int(poly.dot(bottom, bottom_width, top, top_width, count=slots, b_offset=offset))


def run_plan(plan: CountPlan, meter: Meter) -> int:
    """Carry out a plan step by step; returns sum(weight * Z(total)).

    >>> seen: list[float] = []
    >>> plan = plan_count(2, 1, ((4, 1),), split=1)
    >>> run_plan(plan, Meter(plan.seconds, seen.append)), len(seen), seen[-1]   # (0,0,4) (1,1,2) (2,2,0)
    (3, 5, 1.0)
    """
    column = PackedColumn(plan.column)
    vectors: dict[int, str] = {}
    window = "1"
    result = 0
    for step in plan.steps:
        if step.kind == "start":
            vectors[step.vector] = str(step.weight)
        elif step.kind == "merge":
            vectors[0] = poly.add(vectors[0], vectors.pop(1))
        elif step.kind == "up":
            vectors[step.vector] = bottom_up_step(vectors[step.vector], column, step)
        elif step.kind == "down":
            window = top_down_step(window, column, step)
        else:
            result += _join_halves(vectors[step.vector], step.width, window, step.in_width, step.slots_in, step.offset)
        meter.spend(step.seconds)
    return result


def count_zero_xor_split(heaps: int, free: int, totals: Sequence[tuple[int, int]],
                         progress: Progress = no_progress, split: int | None = None) -> int:
    """sum(weight * Z(total)) over ``totals``, where Z(total) counts tuples of ``heaps`` + ``free``
    non-negative integers with sum ``total`` whose heap part XORs to zero.

    >>> count_zero_xor_split(2, 0, [(6, 1)])   # (3, 3)
    1
    """
    plan = plan_count(heaps, free, tuple(totals), split)
    return run_plan(plan, Meter(plan.seconds, progress))
