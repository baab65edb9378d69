"""Hand sizes typed by a user: ``4-13``, ``5..9``, ``7``, ``1,3,5-7`` or ``all``, within bounds.

>>> parse_sizes("5-7, 9", lowest=5, highest=52)
[5, 6, 7, 9]
>>> parse_sizes("4-60", lowest=5, highest=52, deck_cards=52)
Traceback (most recent call last):
...
cardlab.core.errors.InputError: sizes: 4 is outside 5 to 52 (the deck has 52 cards)
"""

from __future__ import annotations

import re

from .errors import InputError, shown

_SIZE_OR_RANGE = re.compile(r"(\d+)\s*(?:(?:-|\.\.|\u2013)\s*(\d+))?", re.ASCII)
_MOST_DIGITS = 6  # a size written with more digits is out of bounds, not read as a number
EVERY_SIZE = "all"
"""The word for every size (a blank or ``*`` reads the same): the page writes it into a blank field."""


def parse_sizes(text: str, *, lowest: int, highest: int, deck_cards: int | None = None,
                example: str = "5-9") -> list[int]:
    """The sorted sizes the text names, each from ``lowest`` to ``highest``; blank or ``all`` is all
    of them. ``deck_cards`` adds the deck's size to the message for a size out of bounds; ``example``
    is the range the message shows.

    >>> parse_sizes("all", lowest=0, highest=8)[-1], parse_sizes("9-7", lowest=0, highest=52)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: sizes: the range '9-7' runs backwards
    """
    text = text.strip()
    if text.lower() in (EVERY_SIZE, "*", ""):
        return list(range(lowest, highest + 1))
    sizes: set[int] = set()
    why = f" (the deck has {deck_cards} cards)" if deck_cards is not None else ""
    for part in (piece.strip() for piece in text.split(",")):
        match = _SIZE_OR_RANGE.fullmatch(part)
        if not match:
            raise InputError(f"sizes: '{shown(part)}' is not a size or range like {example}", token=shown(part),
                             field="sizes")
        for bound in (match[1].lstrip("0") or "0", (match[2] or match[1]).lstrip("0") or "0"):
            if len(bound) > _MOST_DIGITS or not lowest <= int(bound) <= highest:
                raise InputError(f"sizes: {shown(bound)} is outside {lowest} to {highest}{why}",
                                 token=shown(part), field="sizes")
        low, high = int(match[1]), int(match[2] or match[1])
        if low > high:
            raise InputError(f"sizes: the range '{shown(part)}' runs backwards", token=shown(part), field="sizes")
        sizes.update(range(low, high + 1))
    return sorted(sizes)
