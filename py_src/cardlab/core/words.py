"""Counts and lists in words, the way every report writes them (the page's ``web/js/words.js``
``plural`` writes the same).

>>> plural(1, "combo"), plural(1326, "combo"), plural(3, "class", "classes")
('1 combo', '1,326 combos', '3 classes')
"""

from __future__ import annotations

from collections.abc import Sequence


def plural(count: int, one: str, many: str | None = None) -> str:
    """``count`` with thousands separators and its noun, singular only for exactly one.

    >>> plural(0, "card"), plural(1, "card"), plural(2, "coin")
    ('0 cards', '1 card', '2 coins')
    """
    return f"{count:,} {one if count == 1 else (many if many is not None else one + 's')}"


def series(items: Sequence[str], conjunction: str = "and") -> str:
    """Items as a sentence lists them: "a", "a and b", "a, b and c" (or another ``conjunction``).

    >>> series(["Ann"]), series(["Ann", "Ben"]), series(["4", "5", "6"], "or")
    ('Ann', 'Ann and Ben', '4, 5 or 6')
    """
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conjunction} {items[-1]}"
