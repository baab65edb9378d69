"""Hands with no straight flush, by pair level and size: a DP over ranks, up to renaming suits.

Ranks are added lowest first. A suit's state is its current run (consecutive ranks held, 0..4; a
run of five is a straight flush, so that hand is dropped). Suits are interchangeable, so the state
is the *multiset* of runs, together with the pair level of the rank counts so far.

The ace plays low and high. It is placed first: the suits holding it (by symmetry only their number
``a`` matters, in ``C(4, a)`` ways) start with a run of 1, and must end below a run of 4, else the
ace would close a ten-to-ace straight flush. Suits with and without the ace are kept apart.

Hand sizes ride in a generating polynomial packed into one integer (``width`` bits per power of x),
so each move is one multiply-and-shift on an exact integer.

>>> from .levels import FOUR_OF_A_KIND, HIGH_CARD
>>> counts = no_straight_flush_counts(Deck.of_ranks(13))
>>> counts[FOUR_OF_A_KIND][5], counts[HIGH_CARD][5] == 1302540 + 10200 + 5108  # with straights, flushes
(624, True)
"""

from __future__ import annotations

from functools import cache
from math import comb

from ...core.progress import Progress
from ...games.decks import Deck
from .levels import AFTER, FOUR_OF_A_KIND, HIGH_CARD, LEVELS, ONE_PAIR, TWO_PAIRS
from .straights import STRAIGHT_LENGTH, SUITS, straight_sizes

Runs = tuple[tuple[int, ...], tuple[int, ...]]  # sorted runs of the suits with the ace, and without

# Two pairs and one pair move alike towards a full house or quads: one state serves both here.
_COARSE = tuple(ONE_PAIR if level == TWO_PAIRS else level for level in LEVELS)
_NEXT = tuple(tuple(_COARSE[after] for after in row) for row in AFTER)
_LEVEL_BITS = 3
_LEVEL_MASK = (1 << _LEVEL_BITS) - 1


@cache
def _group_moves(runs: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int, int], ...]:
    """Every way the next rank extends the runs of interchangeable suits: (new sorted runs, cards
    taken, ways); a run reaching five is a straight flush and is left out. Independent of the deck,
    so it is worked out once per process."""
    tally: dict[tuple[tuple[int, ...], int], int] = {}
    for taken in range(1 << len(runs)):
        after = tuple(sorted(run + 1 if taken >> suit & 1 else 0 for suit, run in enumerate(runs)))
        if after and after[-1] >= STRAIGHT_LENGTH:
            continue
        key = (after, taken.bit_count())
        tally[key] = tally.get(key, 0) + 1
    return tuple((target, cards, ways) for (target, cards), ways in tally.items())


def _moves(runs: Runs) -> list[tuple[Runs, int, int]]:
    """Every way the next rank's suits extend the runs: (new runs, cards taken, ways). The new runs
    of a group tell how many of its suits took the rank (the nonzero ones), so no two pairs of group
    moves meet."""
    with_ace, without = runs
    return [((ace_after, other_after), ace_cards + other_cards, ace_ways * other_ways)
            for ace_after, ace_cards, ace_ways in _group_moves(with_ace)
            for other_after, other_cards, other_ways in _group_moves(without)]


def no_straight_flush_counts(deck: Deck, progress: Progress | None = None) -> list[list[int]]:
    """``counts[level][n]``: hands of n cards with no straight flush whose rank counts reach
    ``level`` (two pairs are counted with one pair). The DP leaves out hands with four of a kind
    (a rank all four suits hold) and finds them as the remainder.

    >>> counts = no_straight_flush_counts(Deck.of_ranks(5))   # 20 cards, ten to ace
    >>> [level[5] for level in counts], sum(level[5] for level in counts) == Deck.of_ranks(5).hands(5) - 4
    ([1020, 12000, 0, 1920, 480, 80], True)
    """
    width = deck.size + 2  # a coefficient counts subsets of the cards placed so far
    index: dict[Runs, int] = {}
    runs_of: list[Runs] = []
    moves_of: dict[int, list[tuple[int, list[tuple[int, int]]]]] = {}
    runs_moves: dict[int, list[tuple[int, int, int]]] = {}

    def intern(runs: Runs) -> int:
        found = index.get(runs)
        if found is None:
            found = index[runs] = len(runs_of)
            runs_of.append(runs)
        return found

    def moves(key: int) -> list[tuple[int, list[tuple[int, int]]]]:
        """For a state key (runs index and level): per shift (cards taken x width), the next state
        keys and the ways to reach each."""
        known = moves_of.get(key)
        if known is None:
            runs = key >> _LEVEL_BITS
            row_moves = runs_moves.get(runs)
            if row_moves is None:
                row_moves = runs_moves[runs] = [(intern(target) << _LEVEL_BITS, cards, ways)
                                                for target, cards, ways in _moves(runs_of[runs])]
            level_moves = _NEXT[key & _LEVEL_MASK]
            by_cards: dict[int, list[tuple[int, int]]] = {}
            for target, cards, ways in row_moves:
                if level_moves[cards] != FOUR_OF_A_KIND:
                    by_cards.setdefault(cards, []).append((target | level_moves[cards], ways))
            known = moves_of[key] = [(cards * width, targets) for cards, targets in by_cards.items()]
        return known

    totals = [0] * len(LEVELS)
    steps = SUITS * (deck.rank_count - 1)
    for with_ace in range(SUITS):  # four aces make four of a kind: left to the remainder
        start = intern(((1,) * with_ace, (0,) * (SUITS - with_ace)))
        states = {start << _LEVEL_BITS | _NEXT[HIGH_CARD][with_ace]: comb(SUITS, with_ace) << (width * with_ace)}
        for rank in range(deck.rank_count - 1):
            following: dict[int, int] = {}
            get = following.get
            for key, poly in states.items():
                for shift, targets in moves(key):
                    shifted = poly << shift if shift else poly
                    for after, ways in targets:
                        following[after] = get(after, 0) + (shifted if ways == 1 else shifted * ways)
            states = following
            if progress is not None:
                progress((with_ace * (deck.rank_count - 1) + rank + 1) / steps)
        for key, poly in states.items():
            ace_runs = runs_of[key >> _LEVEL_BITS][0]
            if ace_runs and max(ace_runs) >= STRAIGHT_LENGTH - 1:
                continue  # the ace closes a ten-to-ace straight flush
            totals[key & _LEVEL_MASK] += poly
    mask = (1 << width) - 1
    counts = [[(poly >> (width * size)) & mask for size in range(deck.size + 1)] for poly in totals]
    # Four of a kind is what the rest leaves of the hands with no straight flush (whose rows are
    # independent: each suit's rank set holds no straight).
    for size, hands in enumerate(_straight_free_hands(deck)):
        counts[FOUR_OF_A_KIND][size] = hands - sum(level[size] for level in counts)
    return counts


def _straight_free_hands(deck: Deck) -> list[int]:
    """Hands with no straight flush by size: (rank sets of a suit holding no straight)^4.

    >>> _straight_free_hands(Deck.of_ranks(5))[20], _straight_free_hands(Deck.of_ranks(5))[19]
    (0, 0)
    """
    holding = straight_sizes(deck)
    width = deck.size + 2
    free = sum((comb(deck.rank_count, size) - holding[size]) << (width * size) for size in range(deck.rank_count + 1))
    mask = (1 << width) - 1
    return [(free ** SUITS >> (width * size)) & mask for size in range(deck.size + 1)]
