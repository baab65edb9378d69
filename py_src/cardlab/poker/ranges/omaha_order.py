"""The Omaha percent ranges ``15%`` and ``5%-10%``: the top of Card Lab's own Omaha preflop order
(classes of hands under renaming of suits, best first by equity against one random hand heads-up;
made by ``tools/omaha_preflop_order.py``, read from :mod:`cardlab.poker.ranges.omaha_order_data`).
A percentage takes the best classes whose hands come closest to that share of all hands (the fewer
classes on a tie), as Hold'em's ``15%`` does; ``5%-10%`` is the top 10% without the top 5%.

>>> class_key((51, 50, 47, 46)) == class_key((48, 49, 44, 45))   # AsAhKsKh and AcAdKcKd
True
>>> len(class_hands(class_key((48, 49, 44, 45))))
6
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from importlib import import_module
from itertools import permutations
from math import comb, factorial

from ...core.errors import InputError, shown
from .omaha_match import PercentHands
from .omaha_notation import Pattern

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a card number 0..51 as one letter
_SUIT_MAPS = tuple(permutations(range(4)))


def class_key(hand: tuple[int, ...]) -> tuple[int, ...]:
    """A hand's class: its least form (sorted card numbers) under every renaming of suits.

    >>> class_key((0, 1, 2, 3))
    (0, 1, 2, 3)
    """
    return min(tuple(sorted(number - number % 4 + suits[number % 4] for number in hand)) for suits in _SUIT_MAPS)


def class_hands(key: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    """Every hand of a class.

    >>> len(class_hands((0, 4, 8, 12)))   # 2c 3c 4c 5c: four suits
    4
    """
    return frozenset(tuple(sorted(number - number % 4 + suits[number % 4] for number in key)) for suits in _SUIT_MAPS)


def class_size(key: tuple[int, ...]) -> int:
    """How many hands a class has: 24 renamings over those that leave it as it is (suits holding
    the same ranks, empty suits alike, may be swapped).

    >>> class_size((48, 49, 44, 45)), class_size((0, 4, 8, 12)), class_size((0, 1, 2, 3))
    (6, 4, 1)
    """
    ranks_of = [frozenset(number // 4 for number in key if number % 4 == suit) for suit in range(4)]
    fixed = 1
    for ranks in set(ranks_of):
        fixed *= factorial(ranks_of.count(ranks))
    return 24 // fixed


def family(size: int, hi_lo: bool) -> str:
    """The name of a preflop order: own cards and whether the pot is split.

    >>> family(4, True)
    '4-hilo'
    """
    return f"{size}-{'hilo' if hi_lo else 'high'}"


@cache
def ordered_classes(name: str) -> tuple[tuple[tuple[int, ...], int], ...]:
    """A family's classes best first, each with its number of hands; empty when not computed.

    >>> ordered_classes("6-hilo")
    ()
    """
    try:
        orders: dict[str, str] = import_module(".omaha_order_data", __package__).ORDERS
    except ImportError:  # not made yet (tools/omaha_preflop_order.py)
        return ()
    text = orders.get(name, "")
    size = int(name.split("-")[0])
    found = []
    for start in range(0, len(text), size):
        key = tuple(ALPHABET.index(char) for char in text[start:start + size])
        found.append((key, class_size(key)))
    return tuple(found)


def _top(classes: tuple[tuple[tuple[int, ...], int], ...], percent: Fraction, all_hands: int) -> int:
    """How many of the best classes come closest to ``percent`` of all hands."""
    target = percent * all_hands / 100
    best_count, best_gap, total = 0, target, 0
    for count, (_, size) in enumerate(classes, start=1):
        total += size
        if abs(total - target) < best_gap:
            best_count, best_gap = count, abs(total - target)
    return best_count


@cache
def _percent_hands(name: str, low: Fraction, high: Fraction, text: str) -> frozenset[tuple[int, ...]]:
    classes = ordered_classes(name)
    size = int(name.split("-")[0])
    if not classes:
        raise InputError(f"'{shown(text)}': Card Lab has no preflop order for {size}-card Omaha yet "
                         "(only 4-card is computed); use patterns like AA:$ds", token=shown(text))
    all_hands = comb(52, size)
    first, last = _top(classes, low, all_hands), _top(classes, high, all_hands)
    return frozenset(hand for key, _ in classes[first:last] for hand in class_hands(key))


def percent_hands_of(hi_lo: bool) -> PercentHands:
    """The reader of percent patterns for a game (high only or hi-lo), as :func:`count_range` takes it.

    >>> from cardlab.poker.ranges.omaha_notation import read_pattern
    >>> percent_hands_of(False)(read_pattern("1%", "1%"), 6)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: '1%': Card Lab has no preflop order for 6-card Omaha yet ...
    """
    def read(pattern: Pattern, size: int) -> frozenset[tuple[int, ...]]:
        low, high = pattern.percent
        return _percent_hands(family(size, hi_lo), low, high, pattern.text)

    return read

