"""The Omaha percent ranges ``15%`` and ``5%-10%``: the top of Card Lab's own Omaha preflop order
(classes of hands under renaming of suits, best first by equity against one random hand heads-up;
made by ``tools/omaha_preflop_order.py``, read from :mod:`cardlab.poker.ranges.omaha_order_data`).
A percentage takes the best classes whose hands come closest to that share of all hands (the fewer
classes on a tie), as Hold'em's ``15%`` does; ``5%-10%`` is the top 10% without the top 5%.

>>> class_key((51, 50, 47, 46)) == class_key((48, 49, 44, 45))   # AsAhKsKh and AcAdKcKd
True
>>> from cardlab.poker.ranges.omaha_match import class_hands
>>> len(class_hands(class_key((48, 49, 44, 45))))
6
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache, lru_cache
from importlib import import_module
from itertools import permutations
from math import comb, factorial

from ...core.errors import InputError, shown
from .omaha_match import OmahaHand, PercentClasses
from .omaha_notation import Pattern
from .omaha_order_file import FILE_NAMES, has_order_file, read_order_file

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"  # a card number 0..51 as one letter
_SUIT_MAPS = tuple(permutations(range(4)))


def class_key(hand: tuple[int, ...]) -> tuple[int, ...]:
    """A hand's class: its least form (sorted card numbers) under every renaming of suits.

    >>> class_key((0, 1, 2, 3))
    (0, 1, 2, 3)
    """
    return min(tuple(sorted(number - number % 4 + suits[number % 4] for number in hand)) for suits in _SUIT_MAPS)


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
    Four cards read :mod:`cardlab.poker.ranges.omaha_order_data`; five cards the packaged binary
    file of :mod:`cardlab.poker.ranges.omaha_order_file` (equal equities in the order of the classes'
    names), read here on first use only.

    >>> sum(size for _, size in ordered_classes("5-high")), len(ordered_classes("5-high"))
    (2598960, 134459)
    """
    size_text, kind = name.split("-")
    size = int(size_text)
    if size in FILE_NAMES:
        if not has_order_file(size):
            return ()
        read = read_order_file(size)
        equities = read.equities[kind]
        best_first = sorted(range(len(read.keys)), key=equities.__getitem__, reverse=True)  # stable: ties by name
        return tuple((read.keys[place], read.class_sizes[place]) for place in best_first if equities[place])
    try:
        orders: dict[str, str] = import_module(".omaha_order_data", __package__).ORDERS
    except ImportError:  # not made yet (tools/omaha_preflop_order.py)
        return ()
    text = orders.get(name, "")
    found = []
    for start in range(0, len(text), size):
        key = tuple(ALPHABET.index(char) for char in text[start:start + size])
        found.append((key, class_size(key)))
    return tuple(found)


@cache
def _ranked_hands(name: str) -> int:
    """How many hands the classes of a family's order hold (six cards: the best 300,000 classes only).

    >>> _ranked_hands("4-high")
    270725
    """
    return sum(hands for _, hands in ordered_classes(name))


def _top(classes: tuple[tuple[tuple[int, ...], int], ...], percent: Fraction, all_hands: int) -> int:
    """How many of the best classes come closest to ``percent`` of all hands (whole numbers compared:
    hands x 100 x the percent's denominator).

    >>> _top((((0,), 3), ((1,), 3), ((2,), 4)), Fraction(50), 10)
    2
    """
    target = percent.numerator * all_hands
    scale = 100 * percent.denominator
    best_count, best_gap, total = 0, target, 0
    for count, (_, size) in enumerate(classes, start=1):
        total += size
        gap = abs(total * scale - target)
        if gap < best_gap:
            best_count, best_gap = count, gap
        elif total * scale > target:
            break  # the gaps only grow from here
    return best_count


NOT_COMPUTED = {
    6: "its file, omaha-order-6.bin, is not in this build (tools/omaha_preflop_order.py --size 6 writes it)",
}
"""Why a family may have no order (cards a hand -> the reason, shown in the error)."""

MAX_PERCENT_CLASSES = 300_000
"""Classes a percent range may hold: a percent range is held class by class, never hand by hand (its
size and each term tested once a class when the term does not name a suit; six cards: 15% is about
140,000 classes, 3 million hands; the six-card file ranks only its best 300,000 classes, 32% of hands)."""


PARTLY_RANKED = {"6-high": (300_000, 6_632_208), "6-hilo": (300_000, 6_578_152)}
"""The families whose order ranks only its best classes: (classes, hands in them), as the file says
(a test reads it), so that a percent reaching past them is refused before the order is read (0.7 s
of CPython, several seconds in the page, for a refusal)."""


@lru_cache(maxsize=8)
def _percent_classes(name: str, low: Fraction, high: Fraction, text: str) -> tuple[tuple[OmahaHand, int], ...]:
    size = int(name.split("-")[0])
    all_hands = comb(52, size)
    if name in PARTLY_RANKED and has_order_file(size):
        _check_reach(text, size, high, *PARTLY_RANKED[name])
    classes = ordered_classes(name)
    if not classes:
        raise InputError(f"'{shown(text)}': Card Lab has no preflop order for {size}-card Omaha "
                         f"({NOT_COMPUTED.get(size, 'not computed')}); use patterns like AA:$ds", token=shown(text))
    _check_reach(text, size, high, len(classes), _ranked_hands(name))
    first, last = _top(classes, low, all_hands), _top(classes, high, all_hands)
    if last - first > MAX_PERCENT_CLASSES:
        raise InputError(f"'{shown(text)}' holds {last - first:,} classes of {size}-card hands, more than the "
                         f"{MAX_PERCENT_CLASSES:,} a percent range may hold; take a narrower one, like 15%",
                         token=shown(text))
    return classes[first:last]


def _check_reach(text: str, size: int, high: Fraction, classes: int, ranked: int) -> None:
    """Refuse a percent reaching past the ``ranked`` hands of an order's ``classes``.

    >>> _check_reach("40%", 6, Fraction(40), 300_000, 6_632_208)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: '40%' reaches past the best 300,000 classes of 6-card hands (32.6% of them) \
that Card Lab's order ranks; take 32% or less
    """
    all_hands = comb(52, size)
    if high * all_hands > ranked * 100:
        share = Fraction(ranked * 100, all_hands)
        raise InputError(f"'{shown(text)}' reaches past the best {classes:,} classes of {size}-card hands "
                         f"({float(share):.1f}% of them) that Card Lab's order ranks; take {int(share)}% or less",
                         token=shown(text))


def percent_classes_of(hi_lo: bool) -> PercentClasses:
    """The reader of percent patterns for a game (high only or hi-lo), as :func:`count_range` takes it:
    a pattern's classes (each named by its least hand) with their numbers of hands, best first.

    >>> from cardlab.poker.ranges.omaha_notation import read_pattern
    >>> top = percent_classes_of(True)(read_pattern("1%", "1%"), 5)
    >>> abs(sum(hands for _, hands in top) - 25_989.6) <= 12  # half a class at most
    True
    """
    def read(pattern: Pattern, size: int) -> tuple[tuple[OmahaHand, int], ...]:
        low, high = pattern.percent
        return _percent_classes(family(size, hi_lo), low, high, pattern.text)

    return read
