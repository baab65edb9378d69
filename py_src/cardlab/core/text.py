"""Case folding for the vocabulary users type (ranks, suffixes, goals): ASCII letters only.

``str.upper`` and ``str.lower`` map some characters to two code points (``"ǰ".upper()`` is
``"J̌"``) or into ASCII (the Kelvin sign ``"K"`` lowers to ``"k"``), so text folded with them can
grow, or accept a look-alike as a card rank. Folding per character, ASCII only, keeps one
character per character and leaves every other letter as the user typed it, to be refused by
name.

>>> ascii_upper("akǰ"), ascii_lower("KH\u212a")
('AKǰ', 'kh\u212a')
>>> len(ascii_upper("ǰ")) == len("ǰ")
True
"""

from __future__ import annotations

_UPPER = {ord(char): ord(char.upper()) for char in "abcdefghijklmnopqrstuvwxyz"}
_LOWER = {ord(char): ord(char.lower()) for char in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def ascii_upper(text: str) -> str:
    """``text`` with a-z in upper case and every other character unchanged.

    >>> ascii_upper("qq+, a5s-a2s")
    'QQ+, A5S-A2S'
    """
    return text.translate(_UPPER)


def ascii_lower(text: str) -> str:
    """``text`` with A-Z in lower case and every other character unchanged.

    >>> ascii_lower("8-High"), ascii_lower("\u212a")
    ('8-high', '\u212a')
    """
    return text.translate(_LOWER)
