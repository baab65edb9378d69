"""Heads-up stud hi-lo counted exactly, each deal's high and low paired (scoops, quartered pots):
the inclusion-exclusion of :mod:`cardlab.poker.stud.count` over the cards Z both players would
share, with every draw valued once as a **joint key** (its high strength and its low's class),
and, for each Z, the pairs of the two players' key counts sorted into the twelve **cells** that
settle a split pot: the high (first ahead, level, second ahead) times the low (first ahead, level
with a low, no low at all, second ahead).

A cell count is a two-dimensional count (pairs ahead on the high and behind on the low, say). The
draws are swept once in high order with the second player's draws so far kept per low class (57:
the 56 eight-or-better lows and none), so a first player's key reads its three low comparisons
against the highs below from one slice sum, those against equal highs from its own high's few
keys, and those above from the second player's totals. Each deal is counted by its cell, so the
pot is split by :class:`~cardlab.poker.hilo.tally.SplitTally`'s own rules on one representative
outcome per cell; each player's final categories and low classes depend only on their own cards
(their draws times the other player's draws left). :func:`split_rank_pattern_tally` counts the
same cells by rank pattern, the flush draws corrected card by card
(:mod:`cardlab.poker.stud.flush_count`). Rules: ``docs/rules.md``, "Stud Hi-Lo".

>>> from cardlab.poker.stud.spot import parse_stud_spot
>>> tally = split_heads_up_tally(parse_stud_spot(["Ah 2d 4c 7s 8d Kc", "Qs Qd 5s 3s 6h 9c"], game="stud8"))
>>> tally.boards, tally.scoops, str(tally.equity(0))
(1560, [150, 0], '57/104')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import accumulate, combinations
from math import comb

from ...core.progress import Progress, no_progress
from ..hilo.low import CLASS_OF_MASK, NO_LOW
from ..hilo.tally import SplitTally
from ..seven_card import tables
from .flush_count import rank_split_sums
from .spot import StudSpot
from .values import VALUERS, card_numbers, low_value

LOWS = tuple(sorted(mask for mask in range(NO_LOW) if mask.bit_count() == 5))  # best first (smaller mask)
NONE = len(LOWS)  # the low class of no qualifying low (the worst)
CLASSES = NONE + 1
LOW_CLASS = {**{mask: index for index, mask in enumerate(LOWS)}, NO_LOW: NONE}
"""Low mask -> its class 0 (the wheel) .. 55 (8-7-6-5-4), and :data:`NONE`."""

HIGH_RESULTS = ("first ahead", "level", "second ahead")
LOW_RESULTS = ("first ahead", "level", "no low", "second ahead")
_BEST_LOW = LOWS[0]
# One outcome (high, high, low mask, low mask) standing for every deal of a cell, row by row.
CELL_OUTCOMES: tuple[tuple[int, int, int, int], ...] = tuple(
    (*high, *low)
    for high in ((2, 1), (1, 1), (1, 2))
    for low in ((_BEST_LOW, NO_LOW), (_BEST_LOW, _BEST_LOW), (NO_LOW, NO_LOW), (NO_LOW, _BEST_LOW)))


def joint_key(high: int, low: int) -> int:
    """A draw's high strength and low mask as one integer that sorts by high, then low class.

    >>> joint_key(10, NO_LOW) - joint_key(10, LOWS[0]), joint_key(11, LOWS[0]) > joint_key(10, NO_LOW)
    (56, True)
    """
    return high * CLASSES + LOW_CLASS[low]


def split_cells(first: Mapping[int, int], second: Mapping[int, int]) -> list[int]:
    """The pairs of the two players' joint keys (key -> draws) weighted by their counts, in the
    twelve cells: high result (:data:`HIGH_RESULTS`) times low result (:data:`LOW_RESULTS`).

    >>> a, b, none = LOWS[0], LOWS[1], NO_LOW
    >>> cells = split_cells({joint_key(9, a): 2}, {joint_key(5, b): 1, joint_key(9, none): 3, joint_key(12, a): 1})
    >>> {f"{HIGH_RESULTS[i // 4]}, {LOW_RESULTS[i % 4]}": n for i, n in enumerate(cells) if n}
    {'first ahead, first ahead': 2, 'level, first ahead': 6, 'second ahead, level': 2}
    """
    cells = [0] * 12
    totals = [0] * CLASSES
    for key, count in second.items():
        totals[key % CLASSES] += count
    total_below = [0, *accumulate(totals)]
    everyone = total_below[-1]
    below = [0] * CLASSES  # the second player's draws with a smaller high, per low class
    below_all = 0
    seconds = sorted(second)
    at, ends = 0, len(seconds)
    group: list[tuple[int, int]] = []
    group_high = -1
    for key in sorted(first):
        high, low = divmod(key, CLASSES)
        if high != group_high:
            for low_class, count in group:  # the previous high's keys are now below
                below[low_class] += count
                below_all += count
            while at < ends and seconds[at] // CLASSES < high:
                count = second[seconds[at]]
                below[seconds[at] % CLASSES] += count
                below_all += count
                at += 1
            group = []
            while at < ends and seconds[at] // CLASSES == high:
                group.append((seconds[at] % CLASSES, second[seconds[at]]))
                at += 1
            group_high = high
        count = first[key]
        under = sum(below[:low])
        same = below[low]
        level_under = level_same = level_all = 0
        for low_class, more in group:
            level_all += more
            if low_class < low:
                level_under += more
            elif low_class == low:
                level_same += more
        all_under, all_same = total_below[low], totals[low]
        lower = (under, same, below_all - under - same)
        level = (level_under, level_same, level_all - level_under - level_same)
        higher = (all_under - under - level_under, all_same - same - level_same,
                  everyone - all_under - all_same - lower[2] - level[2])
        tie = 2 if low == NONE else 1
        for row, (less, equal, rest) in enumerate((lower, level, higher)):
            cells[4 * row + 3] += count * less  # the second player's low is better
            cells[4 * row + tie] += count * equal
            cells[4 * row] += count * rest
    return cells


def _same_draw_cells(first: Sequence[int], second: Sequence[int]) -> list[int]:
    """Cells of pairs drawn from the same set Z (both draws are Z): position by position."""
    cells = [0] * 12
    for (mine, theirs), count in Counter(zip(first, second)).items():
        cells[_cell(mine, theirs)] += count
    return cells


def _cell(mine: int, theirs: int) -> int:
    """The cell of one pair of joint keys."""
    high_mine, low_mine = divmod(mine, CLASSES)
    high_theirs, low_theirs = divmod(theirs, CLASSES)
    row = 0 if high_mine > high_theirs else 1 if high_mine == high_theirs else 2
    column = (2 if low_mine == NONE else 1) if low_mine == low_theirs else 0 if low_mine < low_theirs else 3
    return 4 * row + column


def split_heads_up_tally(spot: StudSpot, progress: Progress = no_progress) -> SplitTally:
    """The exact split-pot tally of heads-up stud hi-lo (module docstring): every deal counted by
    its cell, none visited.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> tally = split_heads_up_tally(parse_stud_spot(["Ah 2d 3c 4s Kc Kd", "As 2h 3d 4c Qh Jd"], game="stud8"))
    >>> tally.boards, tally.scoops, tally.quarters, tally.no_low_boards
    (1560, [980, 172], [0, 36], 552)
    """
    high, low = VALUERS["high"], VALUERS["a5-low"]
    known = [card_numbers(hand) for hand in spot.known]
    cards = card_numbers(spot.unseen)
    unseen = len(cards)
    units = [1 << index for index in range(unseen)]
    to_come = spot.to_come
    seen: list[dict[int, int]] = []
    for player, drawn in enumerate(to_come):
        highs = high.of_draws(known[player], drawn, cards)
        lows = low.of_draws(known[player], drawn, cards)
        keys = [high_value * CLASSES + LOW_CLASS[low_mask] for high_value, low_mask in zip(highs, lows)]
        seen.append(dict(zip(map(sum, combinations(units, drawn)), keys)))
    counted = [Counter(values.values()) for values in seen]
    cells = split_cells(counted[0], counted[1])
    steps = min(to_come) + 1
    progress(1 / steps)
    for shared in range(1, steps):
        sign = -1 if shared % 2 else 1
        if shared == to_come[0] == to_come[1]:  # both draws are Z: one pair per set
            sets = list(seen[0])
            found = _same_draw_cells([seen[0][key] for key in sets], [seen[1][key] for key in sets])
            cells = [total + sign * more for total, more in zip(cells, found)]
            progress(1.0)
            continue
        for chosen in combinations(range(unseen), shared):
            z_key = sum(units[index] for index in chosen)
            rest = [unit for index, unit in enumerate(units) if index not in chosen]
            extensions: dict[int, list[int]] = {}
            drawn_counts = []
            for player, drawn in enumerate(to_come):
                more = drawn - shared
                if more not in extensions:
                    extensions[more] = [z_key + key for key in map(sum, combinations(rest, more))]
                drawn_counts.append(Counter(map(seen[player].__getitem__, extensions[more])))
            found = split_cells(drawn_counts[0], drawn_counts[1])
            for index, more in enumerate(found):
                if more:
                    cells[index] += sign * more
        progress((shared + 1) / steps)
    return _tally(cells, counted, unseen, to_come)


def hand_joint_key(cards: Sequence[int], high: int) -> int:
    """The joint key of a hand whose high value is known: that high and the cards' low class.

    >>> from cardlab.core.cards import parse_hand
    >>> hand_joint_key(card_numbers(parse_hand("Ah 2d 3c 4s 5h Kc Kd")), 10) == joint_key(10, LOWS[0])
    True
    """
    return high * CLASSES + LOW_CLASS[low_value(cards)]


def split_rank_pattern_tally(spot: StudSpot, progress: Progress = no_progress) -> SplitTally:
    """The same tally as :func:`split_heads_up_tally`, counted by rank pattern with the flush draws
    corrected card by card (:mod:`cardlab.poker.stud.flush_count`): a draw's low is its ranks'
    low, and its high too unless it makes a flush; the twelve cells are bilinear in the two
    players' counts like the whole pot's pairs.

    >>> from cardlab.poker.stud.spot import parse_stud_spot
    >>> tally = split_rank_pattern_tally(parse_stud_spot(["Ah 2d 3c 4s Kc Kd", "As 2h 3d 4c Qh Jd"], game="stud8"))
    >>> tally.boards, tally.scoops, tally.quarters, tally.no_low_boards
    (1560, [980, 172], [0, 36], 552)
    """
    cells, true = rank_split_sums(spot, split_cells, hand_joint_key, progress)
    return _tally(cells, true, len(spot.unseen), spot.to_come)


def _tally(cells: list[int], counted: Sequence[Mapping[int, int]], unseen: int, to_come: tuple[int, ...]) -> SplitTally:
    """The split tally of the cells' deals, with each player's own categories and low classes."""
    tally = SplitTally.empty(2)
    for outcome, deals in zip(CELL_OUTCOMES, cells):
        tally.add({outcome: deals})
    category_of = tables().categories
    for player, found in enumerate(counted):
        others = comb(unseen - to_come[player], to_come[1 - player])
        categories = [0] * len(tally.categories[player])
        low_classes = [0] * len(tally.low_classes[player])
        with_low = 0
        for key, draws in found.items():
            high, low_class = divmod(key, CLASSES)
            deals = draws * others
            categories[category_of[high]] += deals
            mask = LOWS[low_class] if low_class != NONE else NO_LOW
            low_classes[CLASS_OF_MASK[mask]] += deals
            if low_class != NONE:
                with_low += deals
        tally.categories[player], tally.low_classes[player] = categories, low_classes
        tally.low_boards[player] = with_low
    return tally
