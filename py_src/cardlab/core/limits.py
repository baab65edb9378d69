"""Sane input sizes, checked before any work starts, so a huge paste is refused with a message.

>>> check_text_size("x" * 10, field="hands")
>>> check_text_size("x" * (MAX_TEXT_CHARS + 1), field="hands")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: the input is 1,000,001 characters long; the limit is 1,000,000
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from ..core.errors import InputError, shown

MAX_TEXT_CHARS = 1_000_000  # pasted hands, positions
MAX_BATCH_CHARS = 20_000_000  # a batch file (a Problem 54 file of 1000 deals is 30 kB)
MAX_PLAYERS = 1_000  # poker deals hold at most 52 // 5 = 10 players anyway
MAX_INTEGER_DIGITS = 40  # numbers typed as parameters (n up to 10^18 needs 19)


def check_text_size(*texts: str, field: str, limit: int = MAX_TEXT_CHARS) -> None:
    """InputError when the texts together are longer than ``limit`` characters."""
    length = sum(map(len, texts))
    if length > limit:
        raise InputError(f"the input is {length:,} characters long; the limit is {limit:,}", field=field)


def parse_int(value: object, *, field: str, minimum: int | None = None, maximum: int | None = None) -> int:
    """A whole number from user input, with a message naming the field when it is not one.

    >>> parse_int("1_000", field="n")
    1000
    >>> parse_int("2.5", field="n")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: n: '2.5' is not a whole number
    >>> parse_int("0", field="suits", minimum=1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: suits: must be at least 1, got 0
    """
    if isinstance(value, bool):
        raise InputError(f"{field}: {value!r} is not a whole number", token=str(value), field=field)
    if isinstance(value, int):
        number = value
    else:
        text = str(value).strip()
        digits = text.lstrip("+-").replace("_", "").replace(",", "")
        if not digits.isdigit() or not digits.isascii():
            token = shown(text)
            raise InputError(f"{field}: '{token}' is not a whole number", token=token, field=field)
        if len(digits) > MAX_INTEGER_DIGITS:
            raise InputError(
                f"{field}: a {len(digits)}-digit number is too large (at most {MAX_INTEGER_DIGITS} digits)",
                field=field,
            )
        number = int(digits) * (-1 if text.startswith("-") else 1)
    if minimum is not None and number < minimum:
        raise InputError(f"{field}: must be at least {minimum:,}, got {number:,}", field=field)
    if maximum is not None and number > maximum:
        raise InputError(f"{field}: must be at most {maximum:,}, got {number:,}", field=field)
    return number


@contextmanager
def any_length_int_text() -> Iterator[None]:
    """Let int <-> str conversion handle any number of digits inside the block.

    Python refuses numbers over 4,300 digits by default, a guard against slow parsing of huge
    input. Our input is capped at MAX_INTEGER_DIGITS before it is parsed, so the block is only for
    writing results out (an exact W(10^18, 1000) has about 15,500 digits).

    >>> with any_length_int_text():
    ...     len(str(10 ** 5000))
    5001
    """
    get_limit = getattr(sys, "get_int_max_str_digits", None)
    if get_limit is None:  # no such limit on this Python
        yield
        return
    saved = get_limit()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(saved)
