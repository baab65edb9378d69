"""Heads-up preflop matchups up to renaming suits: the keys of the preflop table.

Two specific starting hands face each other; renaming the suits (any of the 24 permutations of
``c d h s``) changes no count, and neither does swapping the players (wins become losses). A
matchup's **canonical form** renames suits by their *signature* — for each suit, the ranks the
first hand and the second hand hold in it — sorted from the largest signature down: suits with
equal signatures play the same part, so renaming them either way gives the same cards. The
orientation with the smaller key is the table's; :func:`canonical` says whether the question was
swapped to reach it.

A card is its deck index 0..51 (rank-major: ``2c`` = 0 … ``As`` = 51, see
:attr:`cardlab.core.cards.Card.deck_index`); a hand is two such indices; a key packs the four
renamed cards, each hand highest first, into one int of 24 bits.

>>> from cardlab.core.cards import parse_hand
>>> def key(a, b): return canonical(hand_code(parse_hand(a)), hand_code(parse_hand(b)))
>>> key("Ah Kh", "Qs Qd") == key("As Ks", "Qc Qh")
True
>>> key("Ah Kh", "Qs Qd")[1], key("Qs Qd", "Ah Kh")[1]  # the same matchup, seen from both seats
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from math import factorial

from ...core.cards import Hand

SUITS = 4
CARDS = 52
HandCode = tuple[int, int]  # two deck indices, higher first
Key = int  # four renamed deck indices of 6 bits each: first hand's two, then the second's


def hand_code(hand: Hand) -> HandCode:
    """A two-card hand as deck indices, higher first.

    >>> from cardlab.core.cards import parse_hand
    >>> hand_code(parse_hand("2c Ah"))
    (50, 0)
    """
    first, second = (card.deck_index for card in hand)
    return (first, second) if first > second else (second, first)


def _oriented(first: HandCode, second: HandCode) -> Key:
    """The key of ``first`` against ``second`` with suits renamed by signature (no swapping)."""
    signatures = [0, 0, 0, 0]
    for card in first:
        signatures[card & 3] += 1 << (13 + (card >> 2))
    for card in second:
        signatures[card & 3] += 1 << (card >> 2)
    order = sorted(range(SUITS), key=signatures.__getitem__, reverse=True)
    rename = [0, 0, 0, 0]
    for new, old in enumerate(order):
        rename[old] = new
    a, b = ((card & ~3) | rename[card & 3] for card in first)
    c, d = ((card & ~3) | rename[card & 3] for card in second)
    if b > a:
        a, b = b, a
    if d > c:
        c, d = d, c
    return (a << 18) | (b << 12) | (c << 6) | d


def canonical(first: HandCode, second: HandCode) -> tuple[Key, bool]:
    """The table key of a matchup, and whether its first hand is the question's second.

    >>> canonical((51, 47), (50, 46))[0] == canonical((50, 46), (51, 47))[0]
    True
    >>> canonical((51, 47), (50, 46))[0] == canonical((49, 45), (48, 44))[0]  # AsKs v AhKh, AdKd v AcKc
    True
    """
    forward, backward = _oriented(first, second), _oriented(second, first)
    return (backward, True) if backward < forward else (forward, False)


def key_hands(key: Key) -> tuple[HandCode, HandCode]:
    """The two hands a key stands for (in its renamed suits).

    >>> key_hands(canonical((51, 47), (43, 42))[0])  # AsKs v QsQh is kept as QdQc v AcKc
    ((41, 40), (48, 44))
    """
    return ((key >> 18) & 63, (key >> 12) & 63), ((key >> 6) & 63, key & 63)


def symmetric(key: Key) -> bool:
    """Whether the matchup is its own mirror (the same hands but for suits, e.g. AsKh v AhKs).

    >>> symmetric(canonical((51, 46), (50, 47))[0]), symmetric(canonical((51, 47), (50, 46))[0])
    (True, True)
    >>> symmetric(canonical((51, 47), (50, 45))[0])
    False
    """
    first, second = key_hands(key)
    return _oriented(second, first) == key


def orbit(key: Key) -> int:
    """How many ordered pairs of specific hands are this matchup with its first hand first: 24
    renamings divided by those that change nothing (suits of equal signature swap freely).

    >>> orbit(canonical((51, 50), (47, 46))[0])  # AsAh v KsKh: 12 ways, two suits used by both
    6
    """
    first, second = key_hands(key)
    signatures: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}
    for suit in range(SUITS):
        signature = (tuple(card >> 2 for card in first if card & 3 == suit),
                     tuple(card >> 2 for card in second if card & 3 == suit))
        signatures[signature] = signatures.get(signature, 0) + 1
    fixing = 1
    for count in signatures.values():
        fixing *= factorial(count)
    return factorial(SUITS) // fixing


def all_hands() -> Iterator[HandCode]:
    """The 1,326 two-card hands, higher card first, in deck order.

    >>> sum(1 for _ in all_hands())
    1326
    """
    for low, high in combinations(range(CARDS), 2):
        yield high, low


def all_keys() -> list[Key]:
    """Every table key, ascending: one per matchup of two disjoint hands up to suits and seats.

    >>> len(all_keys())
    47008
    """
    keys: set[Key] = set()
    hands = list(all_hands())
    for index, first in enumerate(hands):
        for second in hands[index + 1:]:
            if first[0] not in second and first[1] not in second:
                keys.add(canonical(first, second)[0])
    return sorted(keys)
