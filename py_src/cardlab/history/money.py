"""Money in a hand history, exact: amounts are :class:`~fractions.Fraction` (never floats) from the
text to the report, where they become JSON numbers with the currency's decimals.

>>> parse_amount("$1,234.56"), parse_amount("3070")
(Fraction(30864, 25), Fraction(3070, 1))
>>> money_json(Fraction(145, 100), 2), money_json(Fraction(15735, 11), 0)
(1.45, 1430)
"""

from __future__ import annotations

import re
from fractions import Fraction

from ..core.errors import InputError, shown

CURRENCIES = {"$": "USD", "€": "EUR", "£": "GBP"}
"""A currency symbol -> its code; amounts without one are chips (tournaments, play money)."""
CHIPS = "chips"
CHIP = "chip"
"""One chip: the unit's name when an amount is exactly 1."""
DECIMALS = {"USD": 2, "EUR": 2, "GBP": 2, CHIPS: 0}
"""The decimals a currency's amounts are shown with."""
AMOUNT = r"[$€£]?\d[\d,]*(?:\.\d+)?"
"""An amount as hand histories write it (a regular expression)."""
_AMOUNT = re.compile(r"([$€£]?)(\d[\d,]*(?:\.\d+)?)")
ZERO = Fraction(0)
MAX_AMOUNT_DIGITS = 30
"""More digits than any stack or pot has (a trillion chips to the cent is 14)."""


def parse_amount(text: str) -> Fraction:
    """An amount of money or chips, exactly (a currency symbol and thousands commas allowed).

    >>> parse_amount("€0.05")
    Fraction(1, 20)
    >>> parse_amount("five")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'five' is not an amount
    """
    found = _AMOUNT.fullmatch(text.strip())
    if found is None:
        raise InputError(f"'{shown(text)}' is not an amount", token=shown(text))
    whole, _, part = found[2].replace(",", "").partition(".")
    if len(whole) + len(part) > MAX_AMOUNT_DIGITS:  # (over 4,300, a number Python refuses to read)
        raise InputError(f"'{shown(text)}' is not an amount: {len(whole) + len(part):,} digits", token=shown(text))
    return Fraction(int(whole + part), 10 ** len(part))  # digits as integers: Fraction's text parser is slower


def currency_of(text: str) -> str:
    """The currency of an amount or stakes text: ``USD``, ``EUR``, ``GBP`` or ``chips``.

    >>> currency_of("$0.05/$0.10 USD"), currency_of("50/100")
    ('USD', 'chips')
    """
    for symbol, code in CURRENCIES.items():
        if symbol in text or code in text:
            return code
    return CHIPS


def money_json(value: Fraction, decimals: int) -> int | float:
    """An exact amount as a JSON number rounded to ``decimals`` places (a whole number for chips).

    >>> money_json(Fraction(-95, 21), 2), money_json(Fraction(3), 2)
    (-4.52, 3.0)
    """
    scale = 10**decimals
    if scale % value.denominator == 0:  # already in whole units (nearly always): no rounding to do
        units: int = value.numerator * (scale // value.denominator)
        return units if decimals == 0 else units / scale
    if decimals == 0:
        return round(value)
    return float(round(value, decimals))


def money_text(value: Fraction, currency: str) -> str:
    """An amount as people read it: ``$1.45``, ``-$0.30``, ``1,430 chips``.

    >>> money_text(Fraction(-3, 10), "USD"), money_text(Fraction(15735, 11), "chips")
    ('-$0.30', '1,430 chips')
    """
    decimals = DECIMALS.get(currency, 2)
    sign = "-" if value < 0 else ""
    units = round(abs(value) * 10**decimals)  # exact: no float on the way
    whole, part = divmod(units, 10**decimals)
    number = f"{whole:,}" + (f".{part:0{decimals}d}" if decimals else "")
    symbol = next((s for s, code in CURRENCIES.items() if code == currency), None)
    return f"{sign}{symbol}{number}" if symbol else f"{sign}{number} {currency}"
