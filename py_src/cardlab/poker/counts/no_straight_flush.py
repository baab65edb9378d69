"""Hands with no straight flush, by pair level and size: a DP over ranks, up to renaming suits.

Ranks are added lowest first. A suit's state is its current run (consecutive ranks held, 0..4; a
run of five is a straight flush, so that hand is dropped). Suits are interchangeable, so the state
is the *multiset* of runs, together with the pair level of the rank counts so far.

The ace plays low and high. It is placed first: the suits holding it (by symmetry only their number
``a`` matters, in ``C(4, a)`` ways) start with a run of 1, and must end below a run of 4, else the
ace would close a ten-to-ace straight flush. Suits with and without the ace are kept apart.

Hand sizes ride in a generating polynomial packed into one integer (``width`` bits per power of x),
so each move is one multiply-and-shift on an exact integer.

>>> from .deck import Deck
>>> from .levels import FOUR_OF_A_KIND, HIGH_CARD
>>> counts = no_straight_flush_counts(Deck(13))
>>> counts[FOUR_OF_A_KIND][5], counts[HIGH_CARD][5] == 1302540 + 10200 + 5108  # with straights, flushes
(624, True)
"""

from __future__ import annotations

from math import comb

from ...core.progress import Progress
from .deck import STRAIGHT_LENGTH, SUITS, Deck
from .levels import AFTER, HIGH_CARD, LEVELS, ONE_PAIR, TWO_PAIRS

Runs = tuple[tuple[int, ...], tuple[int, ...]]  # sorted runs of the suits with the ace, and without

# Two pairs and one pair move alike towards a full house or quads: one state serves both here.
_COARSE = tuple(ONE_PAIR if level == TWO_PAIRS else level for level in LEVELS)
_NEXT = tuple(tuple(_COARSE[after] for after in row) for row in AFTER)
_LEVEL_BITS = 3


def _moves(runs: Runs) -> list[tuple[Runs, int, int]]:
    """Every way the next rank's suits extend the runs: (new runs, cards taken, ways)."""
    with_ace, without = runs
    held = with_ace + without
    tally: dict[tuple[Runs, int], int] = {}
    for taken in range(1 << SUITS):
        after = [run + 1 if taken >> suit & 1 else 0 for suit, run in enumerate(held)]
        if max(after) >= STRAIGHT_LENGTH:
            continue
        key = ((tuple(sorted(after[:len(with_ace)])), tuple(sorted(after[len(with_ace):]))), taken.bit_count())
        tally[key] = tally.get(key, 0) + 1
    return [(target, cards, ways) for (target, cards), ways in tally.items()]


def no_straight_flush_counts(deck: Deck, progress: Progress | None = None) -> list[list[int]]:
    """``counts[level][n]``: hands of n cards with no straight flush whose rank counts reach
    ``level`` (two pairs are counted with one pair)."""
    width = deck.cards + 2  # a coefficient counts subsets of the cards placed so far
    index: dict[Runs, int] = {}
    runs_of: list[Runs] = []
    moves_of: list[list[tuple[int, int, int]] | None] = []

    def intern(runs: Runs) -> int:
        found = index.get(runs)
        if found is None:
            found = index[runs] = len(runs_of)
            runs_of.append(runs)
            moves_of.append(None)
        return found

    def moves(state: int) -> list[tuple[int, int, int]]:
        known = moves_of[state]
        if known is None:
            known = moves_of[state] = [(intern(target), cards * width, ways)
                                       for target, cards, ways in _moves(runs_of[state])]
        return known

    totals = [0] * len(LEVELS)
    steps = (SUITS + 1) * (deck.ranks - 1)
    for with_ace in range(SUITS + 1):
        start = intern(((1,) * with_ace, (0,) * (SUITS - with_ace)))
        states = {start << _LEVEL_BITS | _NEXT[HIGH_CARD][with_ace]: comb(SUITS, with_ace) << (width * with_ace)}
        for rank in range(deck.ranks - 1):
            following: dict[int, int] = {}
            for key, poly in states.items():
                level_moves = _NEXT[key & 7]
                for target, shift, ways in moves(key >> _LEVEL_BITS):
                    after = target << _LEVEL_BITS | level_moves[shift // width]
                    following[after] = following.get(after, 0) + ((poly * ways) << shift)
            states = following
            if progress is not None:
                progress((with_ace * (deck.ranks - 1) + rank + 1) / steps)
        for key, poly in states.items():
            ace_runs = runs_of[key >> _LEVEL_BITS][0]
            if ace_runs and max(ace_runs) >= STRAIGHT_LENGTH - 1:
                continue  # the ace closes a ten-to-ace straight flush
            totals[key & 7] += poly
    mask = (1 << width) - 1
    return [[(poly >> (width * size)) & mask for size in range(deck.cards + 1)] for poly in totals]
