"""Every hand of a deck in exactly one *atom*: a set of hands sharing the features that decide a
category under every rules order, with its count for every hand size.

* royal flush; straight flush (not royal) — by inclusion-exclusion over the suits that hold one;
* a flush but no straight flush, with four of a kind / full house / less — hands with no straight
  flush (:mod:`.no_straight_flush`) minus hands with no flush (:mod:`.no_flush`), level by level;
* no flush, by pair level (high card .. quads) and straight or not (:mod:`.no_flush`).

A flush with less than a full house leaves its straight and its pairs open: every order puts the
flush above them, so no order asks (:func:`.rules.category_of` would say so if one did).

>>> found = atoms(Deck.of_ranks(13))
>>> sum(atom.counts[7] for atom in found) == Deck.of_ranks(13).hands(7)
True
>>> [atom.counts[5] for atom in found[:2]]
[4, 36]
"""

from __future__ import annotations

from math import comb
from typing import NamedTuple

from ...core.progress import Progress
from ...games.decks import Deck
from .levels import FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, LEVEL_KEYS, LEVELS, ONE_PAIR, THREE_OF_A_KIND, TWO_PAIRS
from .no_flush import no_flush_counts
from .no_straight_flush import no_straight_flush_counts
from .straights import STRAIGHT_LENGTH, SUITS, straight_sizes


class Atom(NamedTuple):
    """Hands with the same deciding features; ``counts[n]`` of them hold n cards."""

    features: dict[str, bool]
    counts: list[int]


def royal_flush_counts(deck: Deck) -> list[int]:
    """Hands holding the five highest ranks of some suit, by size (inclusion-exclusion on suits).

    >>> royal_flush_counts(Deck.of_ranks(13))[5:8]
    [4, 188, 4324]
    """
    return [sum((-1) ** (suits + 1) * comb(SUITS, suits) * comb(deck.size - STRAIGHT_LENGTH * suits,
                                                              size - STRAIGHT_LENGTH * suits)
                for suits in range(1, SUITS + 1) if size >= STRAIGHT_LENGTH * suits)
            for size in range(deck.size + 1)]


def straight_flush_counts(deck: Deck) -> list[int]:
    """Hands in which some suit holds a straight (royal ones too), by size: inclusion-exclusion over
    the j suits required to hold one, each such suit's rank sets counted by
    :func:`.straight_sizes`, the other suits free.

    >>> straight_flush_counts(Deck.of_ranks(13))[5:8]
    [40, 1844, 41584]
    """
    width = deck.size + 2
    mask = (1 << width) - 1
    holding = sum(ways << (width * size) for size, ways in enumerate(straight_sizes(deck)))
    free_suit = sum(comb(deck.rank_count, size) << (width * size) for size in range(deck.rank_count + 1))
    signed = [0] * (deck.size + 1)
    for suits in range(1, SUITS + 1):
        product = holding ** suits * free_suit ** (SUITS - suits)
        sign = (-1) ** (suits + 1) * comb(SUITS, suits)
        for size in range(deck.size + 1):
            signed[size] += sign * ((product >> (width * size)) & mask)
    return signed


def _level_features(level: int) -> dict[str, bool]:
    return {key: level == value for value, key in enumerate(LEVEL_KEYS) if value != HIGH_CARD}


def atoms(deck: Deck, progress: Progress | None = None) -> list[Atom]:
    """The atoms of the deck, royal flush first (more in the module example).

    >>> found = atoms(Deck.of_ranks(5))
    >>> len(found), found[0].features, found[0].counts[5], sum(atom.counts[5] for atom in found)
    (17, {'royal-flush': True}, 4, 15504)
    """
    sizes = range(deck.size + 1)
    royal = royal_flush_counts(deck)
    straight_flush = straight_flush_counts(deck)
    no_straight_flush = no_straight_flush_counts(deck, progress)
    no_flush = no_flush_counts(deck)
    for size in sizes:  # two independent counts of the hands with a straight flush must agree
        assert straight_flush[size] + sum(level[size] for level in no_straight_flush) == deck.hands(size)
    flushless = len(no_flush.by_level[0][0])

    def without_flush(levels: tuple[int, ...], size: int) -> int:
        return sum(sum(no_flush.by_level[level][straight][size] for straight in (0, 1)) for level in levels
                   ) if size < flushless else 0

    found = [
        Atom({"royal-flush": True}, royal),
        Atom({"royal-flush": False, "straight-flush": True}, [all_ - top for all_, top in zip(straight_flush, royal,
                                                                                              strict=True)]),
    ]
    no_straight_flush_base = {"royal-flush": False, "straight-flush": False}
    groups = (((FOUR_OF_A_KIND,), {"four-of-a-kind": True}),
              ((FULL_HOUSE,), {"four-of-a-kind": False, "full-house": True}),
              ((HIGH_CARD, ONE_PAIR, TWO_PAIRS, THREE_OF_A_KIND), {"four-of-a-kind": False, "full-house": False}))
    for levels, features in groups:
        counts = [sum(no_straight_flush[level][size] for level in levels) - without_flush(levels, size)
                  for size in sizes]
        found.append(Atom(no_straight_flush_base | features | {"flush": True}, counts))
    for level in LEVELS:
        for straight in (0, 1):
            row = no_flush.by_level[level][straight]
            counts = [row[size] if size < flushless else 0 for size in sizes]
            found.append(Atom(no_straight_flush_base | _level_features(level)
                              | {"flush": False, "straight": bool(straight)}, counts))
    return found
