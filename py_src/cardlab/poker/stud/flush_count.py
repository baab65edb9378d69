"""Heads-up whole pots where suits matter only for a flush (seven-card stud's high), counted by rank
pattern: the inclusion-exclusion of :mod:`cardlab.poker.stud.count` over the cards Z both players
would share, with every draw first valued by its ranks alone (as razz is, a few thousand rank
multisets), then the few draws that make a flush corrected card by card.

For a shared card set Z, the true count of a player's draws containing Z by value is the count by
ranks (it depends only on Z's ranks: the cards left of each rank) plus a **correction**: for each
flush draw containing Z, one draw more at its flush value and one fewer at its value of ranks. The
pairs compared (:func:`~cardlab.poker.stud.count.better_counts`) are bilinear in the two counts, so
each Z adds its rank pattern's pairs (once per pattern, times the card sets of that pattern) and,
only where a flush draw contains it, the pairs of the corrections with the other player's counts.
Third street has about 1,200 flush draws per player, against 163,185 draws of four cards.

>>> from cardlab.poker.stud.spot import parse_stud_spot
>>> tally = heads_up_flush_tally(parse_stud_spot(["Ah Kh Qh 2c 3d 4s", "Jh Th 5c 6c 7d 8s"], game="stud"))
>>> tally.boards, tally.wins, tally.ties
(1560, [798, 762], [0, 0])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from math import comb
from typing import NamedTuple

from ...core.progress import Progress, no_progress
from ..equity.tally import Tally
from ..evaluator import CATEGORIES
from ..seven_card import RANK_KEY
from .count import (
    Alphabet,
    better_counts,
    better_counts_low,
    categories_of,
    game_valuers,
    inclusion_exclusion_draws,
    whole_pot_tally,
)
from .spot import StudSpot
from .values import RANK_OF, SuitSplit, card_numbers

Corrections = dict[tuple[int, ...], dict[int, int]]  # shared cards Z -> key -> draws more (or fewer)
DrawKey = Callable[[Sequence[int], int], int]  # a hand's cards and high value -> the key its pot compares
Compare = Callable[[dict[int, int], dict[int, int]], Sequence[int]]  # two players' draws by key -> counts


MOST_CORRECTIONS = 3_000_000
"""Flush draws times the shared sets inside them at most (each correction is kept in memory, a few
hundred bytes): beyond it (door cards alone) the count by card's estimate decides."""


def splits_by_suit(spot: StudSpot) -> bool:
    """True when the one value of the game's pot that looks at suits does so only for a flush
    (stud's high; stud hi-lo's low is ranks only) and the flush draws' corrections stay within
    :data:`MOST_CORRECTIONS`.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> [splits_by_suit(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game=game)) for game in ("stud", "razz", "stud8")]
    [True, False, True]
    >>> splits_by_suit(parse_stud_spot(["Ah", "Kd"], game="stud"))   # door cards: millions of flush draws
    False
    """
    suited = [valuer for valuer in game_valuers(spot) if valuer.suits]
    return len(suited) == 1 and suited[0].split is not None and flush_corrections(spot) <= MOST_CORRECTIONS


def flush_corrections(spot: StudSpot) -> int:
    """Each player's flush draws times the shared sets inside them that the count corrects.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> flush_corrections(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="stud"))   # 16 x 1,155 x 2
    36960
    """
    return suit_split_work(spot).corrections


class SuitSplitWork(NamedTuple):
    """What :func:`heads_up_flush_tally` does, as its cost model counts it: the rank multisets the
    inclusion-exclusion visits (``draws``), the flush draws' corrections (``corrections``: each flush
    draw once per shared set inside it) and about how many shared sets carry a correction
    (``corrected_sets``: each has its counts compared with the other player's, the dearer the more
    flush draws both players have)."""

    draws: int
    corrections: int
    corrected_sets: int


def suit_split_work(spot: StudSpot) -> SuitSplitWork:
    """About how much :func:`heads_up_flush_tally` does (:class:`SuitSplitWork`). The shared sets
    that carry a correction are bounded, not counted: each player's flush draws times the sets inside
    each, at most every set of that size. The draws overlap, so the bound is 1-9x the sets the count
    meets; its rate (``SUIT_SPLIT_RATES``) is fitted to the bound, as bench/stud_rates.py measures.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> suit_split_work(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], game="stud"))
    SuitSplitWork(draws=47502, corrections=36960, corrected_sets=13714)
    """
    split = suit_split(spot)
    cards = card_numbers(spot.unseen)
    steps = min(spot.to_come) + 1
    corrections = corrected_sets = 0
    for hand, drawn in zip(spot.known, spot.to_come):
        suited = split.suited_count(card_numbers(hand), drawn, cards)
        corrections += suited * sum(map(comb, [drawn] * steps, range(steps)))
        corrected_sets += sum(min(comb(len(cards), shared), suited * comb(drawn, shared)) for shared in range(steps))
    return SuitSplitWork(inclusion_exclusion_draws(spot, True), corrections, corrected_sets)


def heads_up_flush_tally(spot: StudSpot, progress: Progress = no_progress) -> Tally:
    """The exact heads-up tally by rank pattern with the flush draws corrected (module docstring).

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> heads_up_flush_tally(parse_stud_spot(["As Ks Qs Js", "Ah Kh Qh Jh"], game="stud")).boards
    141181040
    """
    return whole_pot_tally(spot, *suit_split_counts(spot, progress))


def high_key(cards: Sequence[int], high: int) -> int:
    """The key a whole high pot compares a hand by: its high value.

    >>> high_key((0, 1, 2), 77)
    77
    """
    return high


def corrections(split: SuitSplit, known: Sequence[int], size: int, cards: Sequence[int], levels: int,
                key: DrawKey = high_key) -> Corrections:
    """For each set Z of fewer than ``levels`` cards inside a flush draw: the draws containing Z
    counted at their true key minus the same draws counted at their key of ranks.

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.poker.stud.values import VALUERS
    >>> known, cards = card_numbers(parse_hand("Ah Kh Qh 2c 3d")), card_numbers(parse_hand("Jh Th 4c"))
    >>> found = corrections(VALUERS["high"].split, known, 2, cards, 2)
    >>> len(found), sorted(found[()].values())   # Z empty, Jh, Th; the flush draw counted once
    (3, [-1, 1])
    """
    found: Corrections = {}
    for draw, high in split.suited(known, size, cards):
        hand = tuple(known) + draw
        value, plain = key(hand, high), key(hand, split.plain(hand))
        for shared in range(levels):
            for cards_in_both in combinations(draw, shared):
                counts = found.setdefault(cards_in_both, {})
                counts[value] = counts.get(value, 0) + 1
                counts[plain] = counts.get(plain, 0) - 1
    return found


def rank_key(cards: Sequence[int]) -> int:
    """The rank pattern of some cards, as :class:`~cardlab.poker.stud.count.Alphabet` keys its draws.

    >>> rank_key((0, 1, 4)) == 2 * RANK_KEY[0] + RANK_KEY[1]
    True
    """
    return sum(RANK_KEY[RANK_OF[card]] for card in cards)


def suit_split(spot: StudSpot) -> SuitSplit:
    """The split into ranks and flushes of the game's one value that looks at suits.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> suit_split(parse_stud_spot(["Ah", "Kd"], game="stud8")).plain((0, 4, 8, 12, 16)) > 0
    True
    """
    split = next(valuer.split for valuer in game_valuers(spot) if valuer.suits)
    assert split is not None, "counted by rank pattern only where the value splits into ranks and flushes"
    return split


def suit_split_counts(spot: StudSpot, progress: Progress = no_progress) -> tuple[list[int], int, list[list[int]]]:
    """The heads-up whole pot's wins, ties and each player's final categories, counted by rank
    pattern with the flush draws corrected (module docstring); the game's value must have a
    :class:`~cardlab.poker.stud.values.SuitSplit`.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> wins, ties, categories = suit_split_counts(parse_stud_spot(["Ah Kh Qh 2h 3d 4s", "Jh Th 5c 6c 7d 8s"],
    ...                                                              game="stud"))
    >>> wins, ties, categories[0][5]   # the first player's flushes: 7 hearts left, times 39 cards
    ([950, 610], 0, 273)
    """
    valuer = game_valuers(spot)[0]
    better = better_counts_low if valuer.low else better_counts
    (ahead, level, behind), true = rank_split_sums(spot, better, high_key, progress)
    categories = [[0] * len(CATEGORIES) for _ in range(2)]
    categories_of(true, categories, valuer, len(spot.unseen), spot.to_come)
    return [ahead, behind], level, categories


def rank_split_sums(spot: StudSpot, compare: Compare, key: DrawKey,
                    progress: Progress = no_progress) -> tuple[list[int], list[dict[int, int]]]:
    """The heart of the count (module docstring): ``compare`` (bilinear in two players' draws by
    key, such as :func:`~cardlab.poker.stud.count.better_counts`) summed over the inclusion-exclusion
    of the shared sets, and each player's own draws by key.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> sums, true = rank_split_sums(parse_stud_spot(["Ah Kh Qh 2h 3d 4s", "Jh Th 5c 6c 7d 8s"], game="stud"),
    ...                              better_counts, high_key)
    >>> sums, sum(true[0].values())
    ([950, 0, 610], 40)
    """
    split = suit_split(spot)
    known = [card_numbers(hand) for hand in spot.known]
    cards = card_numbers(spot.unseen)
    alphabet = Alphabet.of(cards, by_rank=True)
    available = [len(group) for group in alphabet.cards]
    to_come = spot.to_come
    steps = min(to_come) + 1
    fixes = [corrections(split, known[player], drawn, cards, steps, key) for player, drawn in enumerate(to_come)]
    by_pattern: dict[int, list[tuple[int, ...]]] = {}  # rank pattern -> the corrected Z of that pattern
    for shared_cards in fixes[0].keys() | fixes[1].keys():
        by_pattern.setdefault(rank_key(shared_cards), []).append(shared_cards)
    values: list[dict[int, int]] = [{}, {}]  # each player's key of ranks, by the draw's rank pattern

    def plain_key(hand: tuple[int, ...]) -> int:  # a hand's key with its flush cards read apart
        return key(hand, split.plain(hand))

    sums: list[int] = []
    true: list[dict[int, int]] = []

    def add(found: Sequence[int], weight: int) -> None:
        sums.extend([0] * (len(found) - len(sums)))
        for index, more in enumerate(found):
            sums[index] += weight * more

    for shared in range(steps):
        sign = -1 if shared % 2 else 1
        for z_key, z_ways, z_cards in alphabet.draws(available, shared):
            left = alphabet.taken(available, z_key)
            counted = []
            for player, drawn in enumerate(to_come):
                counted.append(alphabet.valued(left, drawn - shared, z_key, values[player], known[player] + z_cards,
                                               plain_key))
            add(compare(counted[0], counted[1]), sign * z_ways)
            for shared_cards in by_pattern.get(z_key, ()):  # a rank pattern's key fixes its size
                mine, theirs = fixes[0].get(shared_cards, {}), fixes[1].get(shared_cards, {})
                for first, second in ((mine, counted[1]), (counted[0], theirs), (mine, theirs)):
                    if first and second:
                        add(compare(first, second), sign)
            if not shared:
                true = [_plus(counted[player], fixes[player].get((), {})) for player in range(2)]
        progress((shared + 1) / steps)
    return sums, true


def _plus(counts: dict[int, int], more: dict[int, int]) -> dict[int, int]:
    """Two counts by value added (a correction's negative counts taken off)."""
    total = dict(counts)
    for value, draws in more.items():
        total[value] = total.get(value, 0) + draws
    return {value: draws for value, draws in total.items() if draws}
