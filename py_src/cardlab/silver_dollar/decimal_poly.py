"""Polynomials with huge coefficients, packed into decimal digits and multiplied by libmpdec.

CPython multiplies big ``int`` values with Karatsuba (n^1.58); the C library behind :mod:`decimal`
(libmpdec, compiled into CPython and into Pyodide) multiplies big integers with a number-theoretic
transform (n log n): about 20x faster for numbers of millions of digits. A polynomial with
non-negative integer coefficients is *packed* into one decimal integer, ``width`` digits per
coefficient (Kronecker substitution y = 10^width), kept as its digit string: slot i (the
coefficient of y^i) is the i-th block of ``width`` digits counted from the right. When every
coefficient of a product fits in ``width`` digits, the product of two packed integers is the
packed product polynomial, and its coefficients are read back by slicing the digit string.
Converting digit strings to and from ``Decimal`` is linear, so no big binary integer is ever
converted to decimal (which CPython 3.11 does in quadratic time).

>>> a, b = pack([1, 2], 3), pack([3, 4], 3)   # (1 + 2y)(3 + 4y)
>>> a
'002001'
>>> product = multiply(a, b)
>>> product   # 3 + 10y + 8y^2, leading zeros dropped
'8010003'
>>> slots(product, 3, 3)
[3, 10, 8]
>>> slots(decimate(product, 3, parity=0, count=2, new_width=5), 5, 2)   # coefficients 0 and 2
[3, 8]
"""

from __future__ import annotations

import decimal
from collections.abc import Sequence
from decimal import Decimal
from importlib.util import find_spec

EXACT = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN,
                        traps=[decimal.Inexact, decimal.Rounded, decimal.Overflow, decimal.InvalidOperation])
"""Integer arithmetic with as many digits as libmpdec allows; any rounding raises instead."""

FAST_DECIMAL = find_spec("_decimal") is not None
"""Whether :mod:`decimal` is the C library (libmpdec); the pure-Python fallback has no fast product."""

WORD_DIGITS = 19 if decimal.MAX_PREC > 10**9 else 9
"""Decimal digits per libmpdec word: 19 on 64-bit builds, 9 on 32-bit ones (Pyodide's wasm32)."""


def decimal_digits_bound(bits: int) -> int:
    """An upper bound on the decimal digits of any number below 2^bits (log10 2 < 0.30103).

    >>> decimal_digits_bound(10), len(str(2**10 - 1)), decimal_digits_bound(0)
    (4, 4, 1)
    """
    return bits * 30103 // 100000 + 1


def pack(coefficients: Sequence[int], width: int) -> str:
    """The digit string of sum(coefficients[i] * 10^(width*i)); each coefficient must fit ``width`` digits.

    >>> pack([5, 0, 12], 2), pack([], 2)
    ('120005', '0')
    """
    return "".join(str(value).zfill(width) for value in reversed(coefficients)) or "0"


def slots(packed: str, width: int, count: int) -> list[int]:
    """The first ``count`` coefficients of a packed polynomial, as ints (for tests and small values).

    >>> slots("120005", 2, 3)
    [5, 0, 12]
    """
    packed = packed.zfill(count * width)
    end = len(packed)
    return [int(packed[end - (i + 1) * width:end - i * width]) for i in range(count)]


def multiply(a: str, b: str) -> str:
    """The packed product of two packed polynomials of the same width (libmpdec's exact product).

    The caller guarantees that every coefficient of the product fits the width; the result is the
    product's digit string without leading zeros (``'0'`` for zero).

    >>> multiply("0101", "0102")   # (1 + y)(2 + y) at width 2
    '10302'
    """
    return str(EXACT.multiply(Decimal(a), Decimal(b)))


def product_sum(a: str, b: str, c: str, d: str, shift: int) -> str:
    """The packed polynomial a * b + 10^shift * (c * d): two products added in one result (a shift
    of ``width`` digits multiplies by y).

    >>> product_sum("0102", "0003", "0001", "0001", 2)   # (2 + y) * 3 + y * 1 = 6 + 4y
    '406'
    """
    first = EXACT.multiply(Decimal(a), Decimal(b))
    second = EXACT.multiply(Decimal(c), Decimal(d))
    return str(EXACT.add(first, EXACT.scaleb(second, shift)))


def add(a: str, b: str) -> str:
    """The packed polynomial a + b (coefficients must still fit the width).

    >>> add("0102", "0003")
    '105'
    """
    return str(EXACT.add(Decimal(a), Decimal(b)))


def decimate(product: str, width: int, *, parity: int, count: int, new_width: int) -> str:
    """Coefficients ``parity``, ``parity + 2``, ... (``count`` of them) of a packed polynomial,
    re-packed at ``new_width`` >= ``width``: the carry step of a digit DP (keep the column sums
    whose parity matches the total's bit; the carry is what is left, halved).

    >>> slots(decimate(pack([1, 2, 3, 4, 5], 1), 1, parity=1, count=2, new_width=3), 3, 2)
    [2, 4]
    """
    top = parity + 2 * (count - 1)
    product = product.zfill((top + 1) * width)
    end = len(product)
    pad = "0" * (new_width - width)
    return "".join([pad + product[end - (i + 1) * width:end - i * width] for i in range(top, parity - 1, -2)])


def window(product: str, width: int, *, start: int, count: int, new_width: int) -> str:
    """Coefficients ``start`` .. ``start + count - 1`` of a packed polynomial, re-packed at ``new_width``.

    >>> slots(window(pack([1, 2, 3, 4], 1), 1, start=1, count=2, new_width=2), 2, 2)
    [2, 3]
    """
    product = product.zfill((start + count) * width)
    end = len(product)
    block = product[end - (start + count) * width:end - start * width]
    if new_width == width:
        return block
    pad = "0" * (new_width - width)
    return "".join([pad + block[i * width:(i + 1) * width] for i in range(count)])


def interleave(even: str, odd: str, width: int, count: int) -> str:
    """The packed polynomial whose coefficient 2a is even[a] and 2a + 1 is odd[a], ``count`` in all.

    >>> slots(interleave(pack([1, 3], 1), pack([2], 1), 1, 3), 1, 3)
    [1, 2, 3]
    """
    evens, odds = (count + 1) // 2, count // 2
    even = even.zfill(evens * width)
    odd = odd.zfill(odds * width)
    even_end, odd_end = len(even), len(odd)
    blocks = []
    for index in range(count - 1, -1, -1):
        half = index >> 1
        if index & 1:
            blocks.append(odd[odd_end - (half + 1) * width:odd_end - half * width])
        else:
            blocks.append(even[even_end - (half + 1) * width:even_end - half * width])
    return "".join(blocks)


def dot(a: str, a_width: int, b: str, b_width: int, *, count: int, b_offset: int = 0) -> Decimal:
    """sum(a[i] * b[i + b_offset] for i < count): the join of a bottom and a top half.

    >>> dot(pack([1, 2, 3], 2), 2, pack([9, 10, 20, 30], 3), 3, count=3, b_offset=1)
    Decimal('140')
    """
    a = a.zfill(count * a_width)
    b = b.zfill((count + b_offset) * b_width)
    a_end, b_end = len(a), len(b)
    total = Decimal(0)
    for i in range(count):
        left = Decimal(a[a_end - (i + 1) * a_width:a_end - i * a_width])
        j = i + b_offset
        right = Decimal(b[b_end - (j + 1) * b_width:b_end - j * b_width])
        total = EXACT.add(total, EXACT.multiply(left, right))
    return total
