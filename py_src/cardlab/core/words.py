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


def percent(share: float, digits: int = 2) -> str:
    """A share (0..1) as a percentage with ``digits`` decimals; a share that is not nothing never
    reads as nothing, nor one short of all as all (the page's ``percent`` writes the same).

    >>> percent(0.363636), percent(0.0), percent(1.0), percent(0.5, 1)
    ('36.36%', '0.00%', '100.00%', '50.0%')
    >>> percent(0.00002), percent(0.99999), percent(0.004, 0)
    ('<0.01%', '>99.99%', '<1%')
    """
    text = f"{share * 100:.{digits}f}"
    step = 10.0 ** -digits
    if share > 0 and float(text) == 0:
        return f"<{step:.{digits}f}%"
    if share < 1 and float(text) == 100:
        return f">{100 - step:.{digits}f}%"
    return f"{text}%"


def series(items: Sequence[str], conjunction: str = "and") -> str:
    """Items as a sentence lists them: "a", "a and b", "a, b and c" (or another ``conjunction``).

    >>> series(["Ann"]), series(["Ann", "Ben"]), series(["4", "5", "6"], "or")
    ('Ann', 'Ann and Ben', '4, 5 or 6')
    """
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {conjunction} {items[-1]}"


def lead_in_sentence(name: str, *leads: str) -> str:
    """A name inside a sentence: the first of ``leads`` it starts with in lower case, the rest as
    written (a hand's ranks keep their capitals).

    >>> lead_in_sentence("Straight Flush, Ace-high", "Straight Flush", "Pair of")
    'straight flush, Ace-high'
    >>> lead_in_sentence("Pair of Kings, Ten kicker", "One Pair", "Pair of"), lead_in_sentence("Ace-high", "High Card")
    ('pair of Kings, Ten kicker', 'Ace-high')
    """
    lead = next((words for words in leads if name.startswith(words)), "")
    return lead.lower() + name[len(lead):]
