"""Sane input sizes, checked before any work starts, so a huge paste is refused with a message.

>>> check_text_size("x" * 10, field="hands")
>>> check_text_size("x" * (MAX_TEXT_CHARS + 1), field="hands")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: the input is 1,000,001 characters long; the limit is 1,000,000
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from .errors import InputError, shown

MAX_TEXT_CHARS = 1_000_000  # pasted hands, positions
MAX_BATCH_CHARS = 20_000_000  # a batch file (a Problem 54 file of 1000 deals is 30 kB)
MAX_PLAYERS = 1_000  # poker deals hold at most 52 // 5 = 10 players anyway
MAX_HISTORY_CHARS = MAX_BATCH_CHARS  # a hand-history file: 10,000 PokerStars hands are about 10 MB
MAX_HISTORY_HANDS = 20_000  # hands in one history (counted by their headers before any is read)
MAX_HAND_LINES = 1_000  # lines in one hand (a long ten-player hand has about 80)
MAX_HISTORY_SPOT_SECONDS = 10.0  # one all-in's estimated exact equity time (stud hi-lo on 4th: minutes)
MAX_INTEGER_DIGITS = 40  # numbers typed as parameters (n up to 10^18 needs 19)
MAX_NAME_CHARS = 100  # a player's name typed to follow (a history's hero)


def check_text_size(*texts: str, field: str, limit: int = MAX_TEXT_CHARS) -> None:
    """InputError when the texts together are longer than ``limit`` characters.

    >>> check_text_size("Ah Kd", "Qs Qc", field="hands", limit=10)
    >>> check_text_size("Ah Kd", "Qs Qc Js", field="hands", limit=10)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the input is 13 characters long; the limit is 10
    """
    length = sum(map(len, texts))
    if length > limit:
        raise InputError(f"the input is {length:,} characters long; the limit is {limit:,}", field=field)


# One rule for every number, whatever its JSON type: a whole number of at most
# MAX_INTEGER_DIGITS digits. Text may use a sign, thousands separators in groups of three
# (1,000,000), underscores between digits (1_000), a power of ten (10^18) or an exponent (1e5).
_PLAIN_NUMBER = re.compile(r"[+-]?(?:\d{1,3}(?:,\d{3})+|\d+(?:_\d+)*)", re.ASCII)
_POWER = re.compile(r"([+-]?\d{1,40})\s*(\^|\*\*|e|E)\s*(\d{1,4})", re.ASCII)


def parse_int(value: object, *, field: str, minimum: int | None = None, maximum: int | None = None) -> int:
    """A whole number from user input, with a message naming the field when it is not one.

    >>> parse_int("1_000", field="n"), parse_int("1,000,000", field="n"), parse_int("10^18", field="n")
    (1000, 1000000, 1000000000000000000)
    >>> parse_int("2.5", field="n")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: n: '2.5' is not a whole number
    >>> parse_int("1,3", field="n")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: n: '1,3' is not a whole number
    >>> parse_int(3.9, field="from")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: from: 3.9 is not a whole number
    >>> parse_int("  ", field="n")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: n: enter a whole number (it is empty)
    >>> parse_int("9" * 50, field="seed", maximum=2**64 - 1)  # one message for one limit, however long
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: seed: must be at most 18,446,744,073,709,551,615, got a 50-digit number
    >>> parse_int("-" + "9" * 50, field="c", minimum=0)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: c: must be at least 0, got a negative 50-digit number
    >>> parse_int("0", field="suits", minimum=1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: suits: must be at least 1, got 0
    """
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        token = shown(repr(value) if not isinstance(value, str) else value)
        raise InputError(f"{field}: {token} is not a whole number", token=token, field=field)
    # a number too long to read is said in the field's own bound when it has one (one message for one limit)
    bounds = (None if minimum is None else f"must be at least {minimum:,}, got a negative",
              None if maximum is None else f"must be at most {maximum:,}, got a")
    if isinstance(value, int):
        _check_digits(len(str(abs(value))), field, bounds[value >= 0])  # JSON integers arrive under Python's guard
        number = value
    else:
        number = _parse_int_text(value, field, bounds)
    if minimum is not None and number < minimum:
        raise InputError(f"{field}: must be at least {minimum:,}, got {number:,}", field=field)
    if maximum is not None and number > maximum:
        raise InputError(f"{field}: must be at most {maximum:,}, got {number:,}", field=field)
    return number


def _check_digits(digits: int, field: str, bound: str | None = None) -> None:
    if digits > MAX_INTEGER_DIGITS:
        if bound is not None:
            raise InputError(f"{field}: {bound} {digits:,}-digit number", field=field)
        raise InputError(f"{field}: a {digits:,}-digit number is too large (at most {MAX_INTEGER_DIGITS} digits)",
                         field=field)


def _parse_int_text(value: str, field: str, bounds: tuple[str | None, str | None] = (None, None)) -> int:
    text = value.strip()
    if not text:
        raise InputError(f"{field}: enter a whole number (it is empty)", field=field)
    token = shown(text)
    bound = bounds[not text.startswith("-")]  # the bound a number of this sign passes first
    if len(text) > 4 * MAX_INTEGER_DIGITS:
        _check_digits(sum(char.isdigit() for char in text), field, bound)
    if _PLAIN_NUMBER.fullmatch(text):
        digits = text.lstrip("+-").replace("_", "").replace(",", "")
        _check_digits(len(digits.lstrip("0")), field, bound)
        return int(digits) * (-1 if text.startswith("-") else 1)
    power = _POWER.fullmatch(text)
    if power:
        base, exponent = int(power[1]), int(power[3])
        if power[2] in ("e", "E"):  # 1e5 = 1 * 10^5
            _check_digits(len(str(abs(base)).lstrip("0")) + exponent if base else 1, field, bound)
            return int(base * 10**exponent)
        _check_digits(math.floor(exponent * math.log10(abs(base))) + 1 if abs(base) > 1 else 1, field, bound)
        return int(base**exponent)
    raise InputError(f"{field}: '{token}' is not a whole number", token=token, field=field)


def parse_bool(value: object, *, field: str) -> bool:
    """The one yes/no reader: JSON true/false, or the text true/false (any case, spaces around);
    anything else is an error naming the field (never read as "no").

    >>> parse_bool("false", field="winning"), parse_bool(True, field="winning"), parse_bool(" TRUE ", field="best")
    (False, True, True)
    >>> parse_bool("maybe", field="every_flop")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: every_flop: 'maybe' is not true or false
    >>> parse_bool(1, field="best")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: best: 1 is not true or false
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return value.strip().lower() == "true"
    token = shown(f"'{value}'" if isinstance(value, str) else json_text(value))
    raise InputError(f"{field}: {token} is not true or false", token=token.strip("'"), field=field)


def json_text(value: object) -> str:
    """A parameter's value as JSON writes it (for messages): ``[1]``, ``null``, ``2.5``.

    >>> json_text([1]), json_text(None), json_text({"a": 1})
    ('[1]', 'null', '{"a": 1}')
    """
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


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
