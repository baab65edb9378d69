"""Exact distribution of a badugi hand after one draw, counted by structure instead of dealt out.

Keep some cards, draw the rest from the unseen cards: every set of drawn cards is equally likely.
:func:`final_values` says how many of those sets end in each badugi value. It never visits the
sets one by one. The drawn cards are grouped by their ranks (a multiset, ace low) and by a *suit
pattern*: each drawn card takes the suit of a kept card or a "new" suit, new suits numbered in
order of first use. A hand's value depends only on ranks and on which cards share a suit, so one
evaluation serves a whole group; the group's size is the number of ways to give its new suits
distinct real suits that the unseen cards allow (a count of injections over 4-bit suit masks).

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> hand = parse_hand("2c 3d 4h Kh")
>>> unseen = [card for card in FULL_DECK if card not in hand]
>>> counts = final_values(hand[:3], unseen)
>>> sum(counts.values()), sum(n for value, n in counts.items() if value[0] == 0)
(48, 10)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial, prod

from ...badugi.evaluator import BadugiValue, badugi_value, low_rank
from ...core.cards import SUIT_CHARS, Card
from ...core.progress import Progress, no_progress

RANKS = range(1, 14)  # ace-low ranks
FULL_SUITS = 0b1111
# CARD_AT[rank][suit]: the card of an ace-low rank (1..13) and a suit index (0..3).
CARD_AT: tuple[tuple[Card, ...], ...] = tuple(
    tuple(Card(14 if rank == 1 else rank, suit) for suit in SUIT_CHARS) for rank in range(14)
)
Pattern = tuple[int, ...]  # one label per drawn card: < kept suits = that kept suit, else a new suit


def suit_index(card: Card) -> int:
    """0..3 for c, d, h, s.

    >>> suit_index(Card(14, "h"))
    2
    """
    return SUIT_CHARS.index(card.suit)


def available_suits(unseen: Iterable[Card]) -> list[int]:
    """For each ace-low rank (index 1..13), the 4-bit mask of its suits among ``unseen``.

    >>> from cardlab.core.cards import parse_hand
    >>> available_suits(parse_hand("Ac Ad 2s"))[1:3]
    [3, 8]
    """
    masks = [0] * 14
    for card in unseen:
        masks[low_rank(card)] |= 1 << suit_index(card)
    return masks


@cache
def suit_patterns(drawn: int, kept_suits: int) -> tuple[Pattern, ...]:
    """Every suit pattern of ``drawn`` cards next to ``kept_suits`` distinct kept suits.

    >>> suit_patterns(2, 0)
    ((0, 0), (0, 1))
    >>> len(suit_patterns(4, 0)), len(suit_patterns(3, 1)), len(suit_patterns(1, 3))
    (15, 15, 4)
    """
    patterns: list[Pattern] = [()]
    for _ in range(drawn):
        grown: list[Pattern] = []
        for pattern in patterns:
            used_new = max((label - kept_suits + 1 for label in pattern if label >= kept_suits), default=0)
            limit = min(kept_suits + used_new + 1, 4)
            grown.extend(pattern + (label,) for label in range(limit))
        patterns = grown
    return tuple(patterns)


@cache
def _patterns_for_ranks(equal_runs: tuple[int, ...], kept_suits: int) -> tuple[Pattern, ...]:
    """The patterns that give no two cards of the same rank the same suit (``equal_runs``: the
    lengths of the runs of equal ranks in the sorted drawn ranks)."""
    drawn = sum(equal_runs)
    starts, position = [], 0
    for run in equal_runs:
        starts.append((position, run))
        position += run
    return tuple(
        pattern for pattern in suit_patterns(drawn, kept_suits)
        if all(len(set(pattern[start:start + run])) == run for start, run in starts)
    )


@cache
def injections(masks: tuple[int, ...], used: int = 0) -> int:
    """Ways to give each class a different suit from its mask (suits in ``used`` are taken).

    >>> injections((0b11, 0b11)), injections((0b1, 0b1)), injections((0b1111,) * 4)
    (2, 0, 24)
    """
    if not masks:
        return 1
    first, rest = masks[0], masks[1:]
    total = 0
    free = first & ~used
    while free:
        bit = free & -free
        total += injections(rest, used | bit)
        free ^= bit
    return total


def _equal_runs(ranks: tuple[int, ...]) -> tuple[int, ...]:
    runs: list[int] = []
    previous = 0
    for rank in ranks:
        if rank == previous:
            runs[-1] += 1
        else:
            runs.append(1)
        previous = rank
    return tuple(runs)


def final_values(kept: Sequence[Card], unseen: Iterable[Card],
                 progress: Progress = no_progress) -> Counter[BadugiValue]:
    """Value -> number of equally likely draws (sets of ``4 - len(kept)`` unseen cards) ending in it.

    ``kept`` and ``unseen`` must not share a card (the callers check their input first).

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> hand = parse_hand("2c 3d 4h Kh")
    >>> counts = final_values(hand[:2], [card for card in FULL_DECK if card not in hand])
    >>> sum(counts.values()), counts[(0, (4, 3, 2, 1))], sum(n for v, n in counts.items() if v[0] == 0)
    (1128, 1, 90)
    """
    kept = tuple(sorted(kept, key=low_rank))
    drawn = 4 - len(kept)
    if drawn == 0:
        return Counter({badugi_value(kept): 1})
    masks = available_suits(unseen)
    kept_suits = tuple(sorted({suit_index(card) for card in kept}))
    kept_labels = tuple(kept_suits.index(suit_index(card)) for card in kept)
    kept_ranks = tuple(low_rank(card) for card in kept)
    group_ways: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[Pattern, int], ...]] = {}
    rank_sets = list(combinations_with_replacement(RANKS, drawn))
    step = max(1, len(rank_sets) // 40)
    total: Counter[BadugiValue] = Counter()
    for number, ranks in enumerate(rank_sets):
        if number % step == 0:
            progress(number / len(rank_sets))
        runs = _equal_runs(ranks)
        distinct = tuple(masks[rank] for rank in dict.fromkeys(ranks))
        key = (runs, distinct)
        ways_by_pattern = group_ways.get(key)
        if ways_by_pattern is None:
            ways_by_pattern = group_ways[key] = _ways_by_pattern(runs, distinct, kept_suits)
        if not ways_by_pattern:
            continue
        final_ranks = kept_ranks + ranks
        order = _order_pattern(final_ranks)
        repeats = prod(factorial(run) for run in runs)
        group: Counter[BadugiValue] = Counter()
        for pattern, ways in ways_by_pattern:
            chosen = played_positions(order, kept_labels + pattern)
            group[(4 - len(chosen), tuple([final_ranks[i] for i in chosen]))] += ways
        for value, count in group.items():
            total[value] += count // repeats
    progress(1.0)
    return total


def _order_pattern(ranks: tuple[int, ...]) -> tuple[int, ...]:
    """Each rank replaced by its place among the distinct ranks (ties share a place).

    >>> _order_pattern((13, 2, 2, 9))
    (2, 0, 0, 1)
    """
    places = {rank: place for place, rank in enumerate(sorted(set(ranks)))}
    return tuple([places[rank] for rank in ranks])


@cache
def _ways_by_pattern(runs: tuple[int, ...], distinct_masks: tuple[int, ...],
                     kept_suits: tuple[int, ...]) -> tuple[tuple[Pattern, int], ...]:
    """For drawn ranks with these equal runs and these available-suit masks (one per distinct
    rank), each suit pattern that some draw has, with the number of ordered draws that have it."""
    shared = len(kept_suits)
    free_suits = [suit for suit in range(4) if suit not in kept_suits]
    free_mask = sum(1 << suit for suit in free_suits)
    rank_masks = [mask for mask, run in zip(distinct_masks, runs) for _ in range(run)]
    found = []
    for pattern in _patterns_for_ranks(runs, shared):
        class_masks = [free_mask] * (4 - shared)
        classes = 0
        fits = True
        for mask, label in zip(rank_masks, pattern):
            if label < shared:
                fits = fits and bool(mask >> kept_suits[label] & 1)
            else:
                class_masks[label - shared] &= mask
                classes = max(classes, label - shared + 1)
        ways = injections(tuple(class_masks[:classes])) if fits else 0
        if ways:
            found.append((pattern, ways))
    return tuple(found)


@cache
def played_positions(order: tuple[int, ...], labels: tuple[int, ...]) -> tuple[int, ...]:
    """Which of four cards play, highest first, given only how their ranks compare (``order``)
    and which share a suit (``labels``): the largest rainbow subset, lowest from the top down.

    >>> played_positions((0, 1, 2, 3), (0, 1, 2, 3)), played_positions((0, 0, 1, 2), (0, 1, 0, 2))
    ((3, 2, 1, 0), (3, 2, 1))
    """
    for size in (4, 3, 2, 1):
        options = [
            tuple(sorted(subset, key=lambda i: order[i], reverse=True))
            for subset in combinations(range(4), size)
            if len({order[i] for i in subset}) == size == len({labels[i] for i in subset})
        ]
        if options:
            return min(options, key=lambda subset: [order[i] for i in subset])
    raise AssertionError("a single card always plays")
