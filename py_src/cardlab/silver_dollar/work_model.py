"""How long the steps of an exact W count take: the cost model behind progress and estimates.

A product of two packed polynomials is one libmpdec multiplication of two decimal integers, plus
linear work on digit strings (parsing, printing, slicing). libmpdec multiplies numbers of ``a``
and ``b`` words (19 digits a word on 64-bit builds, 9 on 32-bit ones) by

* schoolbook, when the smaller has at most 256 words: time ~ a * b;
* Karatsuba, when a + b <= 1024 words: time ~ (a + b)^1.585;
* a number-theoretic transform otherwise, of length L = the least 2^i or 3 * 2^i >= a + b: time
  ~ L * log2(L) (three transforms over three primes, and a CRT).

Around each product a step parses and prints digit strings and slices them coefficient by
coefficient: time ~ digits, and ~ coefficients for the Python loops.

Each constant below is CPU seconds per unit on CPython 3.11 on the project's 2-core machine,
fitted to timed products and steps (``bench/silver_dollar.py --calibrate`` times them afresh).
Under Pyodide (32-bit libmpdec words of 9 digits: the model counts more, shorter words) the units
take the measured ``*_FACTOR`` times as long (transforms are cheaper per unit, strings dearer). Progress needs only the
proportions: the model is within about 20% of the measured time of every step over 0.05 s.
Estimates are the sum; a busy machine is slower.

>>> 0.2 < multiply_seconds(8_000_000, 8_000_000) < 2.0
True
>>> multiply_seconds(8_000_000, 8_000_000) > 1.9 * multiply_seconds(4_000_000, 4_000_000)
True
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from math import log2

from .decimal_poly import WORD_DIGITS

TRANSFORM_SECONDS = 26e-9
"""Seconds per L * log2(L) of a transform product (L in words)."""
KARATSUBA_SECONDS = 5.5e-9
"""Seconds per (a + b)^1.585 words of a Karatsuba product."""
SCHOOLBOOK_SECONDS = 4.6e-9
"""Seconds per a * b words of a schoolbook product."""
DIGIT_SECONDS = 1.5e-9
"""Seconds per digit of string work around a product (parse the operands, print and slice results)."""
SLOT_SECONDS = 0.3e-6
"""Seconds per coefficient a step slices or re-packs (Python-level loops over the slots)."""
STEP_SECONDS = 10e-6
"""Fixed seconds per step (Python calls)."""
COLUMN_SECONDS = 5e-8
"""Seconds per terms^2 to build a column polynomial P (one big CPython product)."""
WASM = sys.platform == "emscripten"
TRANSFORM_FACTOR = 0.7 if WASM else 1.0
"""Pyodide's seconds per transform unit relative to CPython's (measured under Node: its 9-digit
words are counted as more units, each cheaper)."""
STRING_FACTOR = 1.9 if WASM else 1.0
"""Pyodide's seconds per digit of string work and per coefficient handled, relative to CPython's."""
RESIDUE_PRODUCT_SECONDS = 2.5e-9
"""Seconds per (30-bit digits)^1.585 of a CPython Karatsuba product (the residue DP)."""
RESIDUE_SLOT_SECONDS = 1.0e-6
"""Seconds per coefficient per bit of the residue DP (to and from bytes, reduce)."""
REFERENCE_BYTE_SECONDS = 0.3e-9
"""Seconds per byte of one shift-and-add of the simple exact DP."""
INT_FACTOR = 2.0 if WASM else 1.0
"""Pyodide's seconds per unit of the CPython-integer models (residues, the simple DP), relative to CPython's."""


def transform_length(words: int) -> int:
    """libmpdec's transform length for a product of ``words`` words: the least 2^i or 3 * 2^(i-1) >= words.

    >>> transform_length(1500), transform_length(1536), transform_length(1537), transform_length(2048)
    (1536, 1536, 2048, 2048)
    """
    power = 1 << (words.bit_length() - 1)
    if words == power:
        return power
    if words <= 1024:
        return power << 1
    return power + (power >> 1) if words <= power + (power >> 1) else power << 1


def multiply_seconds(a_digits: int, b_digits: int) -> float:
    """Modelled seconds of libmpdec's product of an ``a_digits`` and a ``b_digits`` integer.

    >>> multiply_seconds(10, 10) < 1e-6 < multiply_seconds(10**6, 10**6)
    True
    """
    a = -(-a_digits // WORD_DIGITS)
    b = -(-b_digits // WORD_DIGITS)
    if min(a, b) <= 256:
        return SCHOOLBOOK_SECONDS * a * b
    if a + b <= 1024:
        return float(KARATSUBA_SECONDS * (a + b) ** 1.585)
    length = transform_length(a + b)
    return TRANSFORM_SECONDS * length * log2(length) * TRANSFORM_FACTOR


def step_seconds(products: Sequence[tuple[int, int]], string_digits: int, slots: int) -> float:
    """Modelled seconds of one DP step: its products (digits of each operand) and the string work
    around them (digits parsed, printed and sliced; coefficients handled one by one).

    >>> step_seconds([(100, 100)], 400, 20) > multiply_seconds(100, 100)
    True
    """
    strings = DIGIT_SECONDS * string_digits + SLOT_SECONDS * slots + STEP_SECONDS
    return sum(multiply_seconds(a, b) for a, b in products) + strings * STRING_FACTOR


def merge_seconds(digits: int) -> float:
    """Modelled seconds to add two packed vectors of ``digits`` digits.

    >>> merge_seconds(1000) > 0
    True
    """
    return (DIGIT_SECONDS * 3 * digits + STEP_SECONDS) * STRING_FACTOR


def column_seconds(terms: int) -> float:
    """Modelled seconds to build one column polynomial of ``terms`` terms.

    >>> 0.01 < column_seconds(1002) < 0.2
    True
    """
    return COLUMN_SECONDS * terms * terms * INT_FACTOR


def residue_seconds(bits: int, slots: int, modulus: int) -> float:
    """Modelled seconds of the simple DP with a modulus: per bit, one CPython product (Karatsuba,
    30-bit digits) of two packed vectors of ``slots`` coefficients of about 2 log2(modulus) bits,
    and packing, unpacking and reducing every coefficient.

    >>> 0.2 < 3 * residue_seconds(60, 1002, 1000036000099) < 5
    True
    """
    width = ((2 * modulus.bit_length() + slots.bit_length()) // 8 + 1) * 8
    digits = slots * width / 30
    per_bit: float = RESIDUE_PRODUCT_SECONDS * digits ** 1.585 + RESIDUE_SLOT_SECONDS * slots + STEP_SECONDS
    return bits * per_bit * INT_FACTOR


def reference_seconds(bits: int, heaps: int, free: int) -> float:
    """Modelled seconds of one simple exact DP (:func:`~cardlab.silver_dollar.count.count_zero_xor_reference`):
    at bit j, free + 2 * heaps shifts and adds of a packed vector of about 2 * terms coefficients
    of ((terms - 1) * j + terms) bits.

    >>> reference_seconds(20, 51, 51) < reference_seconds(60, 51, 51) < reference_seconds(60, 501, 501)
    True
    """
    terms = heaps + free
    byte_steps = sum((free + 2 * heaps) * 2 * terms * ((terms - 1) * j + terms) / 8 for j in range(bits))
    return (REFERENCE_BYTE_SECONDS * byte_steps + bits * terms * RESIDUE_SLOT_SECONDS) * INT_FACTOR


def join_seconds(slots: int, a_width: int, b_width: int) -> float:
    """Modelled seconds of the dot product of ``slots`` pairs of ``a_width``- and ``b_width``-digit numbers.

    >>> join_seconds(1000, 8000, 8000) > 1000 * join_seconds(1, 8000, 8000) * 0.99
    True
    """
    strings = DIGIT_SECONDS * (a_width + b_width) + STEP_SECONDS
    return slots * (multiply_seconds(a_width, b_width) + strings * STRING_FACTOR)
