"""Exact equity with ranges: every deal of one combo per player (no card shared, weighted by the
product of the weights) against every completion of the board (rules: ``docs/rules.md``).

Two ways to count, each chosen where it is cheaper (:func:`exact_plan`):

* **by deal**: each deal is counted by :func:`~cardlab.poker.equity.patterns.count_outcomes` (rank
  patterns, suited boards only where a flush is possible), and deals that differ only by a renaming
  of suits that keeps the board and the dead cards are counted once: ``AhKh`` against ``QQ+``
  preflop is 12 deals but 4 counts. Best preflop.
* **by board**: each completion of the board is visited once and every combo of every player is
  valued on it by one table lookup; each deal then costs a comparison. Best on the flop and turn.

Either way counts every part of the record's pot: a split pot's low (Hold'em Hi-Lo) by deal as the
known-hands count does, by board by one more lookup per combo (:mod:`.rank_parts`).

>>> from cardlab.poker.equity.spot import parse_spot
>>> spot = parse_spot(["Ah Kh", "QQ+"])
>>> deals = list_deals(spot)
>>> len(deals), len(canonical_groups(spot, deals))
(12, 4)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, permutations
from math import comb

from ...core.cards import SUIT_CHARS, Card
from ...core.job_time import once_per_job
from ...core.odds import Phases
from ...core.progress import Progress, no_progress
from ..ranges.classes import ALL_COMBOS, COMBO_BITS, COMBO_CLASSES, COMBO_INDEX, make_combo
from ..seven_card import (
    FLUSH_BITS,
    RANK_BIT,
    RANK_MASK,
    SUIT_SHIFT,
    board_codes,
    card_code,
    suit_index,
    suit_masks,
    tables,
)
from .patterns import count_outcomes, plan
from .pot_parts import pot_parts
from .rank_parts import PartOnBoard, rank_parts
from .results import CATEGORY_COUNT, Results, outcome_keys
from .spot import Spot

Deal = tuple[int, ...]  # one combo index per player
WeightedDeal = tuple[Deal, int]  # and its integer weight
MAX_DEALS = 300_000  # deals listed for exact counting; beyond this exact is out of reach anyway
# Costs on CPython 3.11, measured on this project's busy 2-core machine (the page: about twice).
SECONDS_PER_WORK = 1e-6  # one unit of equity_exact.Plan.work (as equity.py measures it)
# Calibrated by bench/estimates.py (measured / estimated near 1 for every strategy).
SECONDS_PER_DEAL = 8e-4  # setting up one count by deal (unseen cards, seats, plan)
SECONDS_PER_LISTED = 5e-7  # listing one deal
SECONDS_PER_CANONICAL = 1.5e-5  # naming one deal by its suit-renamed form
SECONDS_PER_ROW = 3e-6  # preparing one deal for counting by board
SECONDS_PER_COMBO_VALUE = 6e-7  # valuing one combo on one board (by board)
SECONDS_PER_PAIR_BOARD = 8e-7  # comparing one heads-up deal on one board (by board)
SECONDS_PER_PLAYER_BOARD = 8e-7  # each player of a deal of three or more on one board (by board)
# Each part of the pot after the first (a split pot's low), as a share of the high's cost, measured
# on Hold'em Hi-Lo ranges against the same spots in Hold'em (bench/split_ranges.py, CPU time: by
# board 1.5x heads-up and 1.8x three-way, by deal 1.4-1.7x heads-up).
PART_BOARD_SHARE = 0.5  # comparing a deal on one board, per player after the first
PART_VALUE_SHARE = 0.5  # valuing a combo on one board (one lookup by the board's low ranks)
PART_DEAL_SHARE = 0.4  # counting one deal by deal, per player after the first
NAMING_BUDGET = 0.1  # seconds: grouping the deals costs this little, so even an over-budget plan is honest
PLAN_SAMPLES = 12  # deals whose plans are measured to estimate the cost of counting by deal


def integer_weights(spot: Spot) -> tuple[list[dict[int, int]], int]:
    """Each player's combo weights as integers (times the least common denominator of that
    player's weights), and the product of those multipliers (the scale of every weighted count).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> weights, scale = integer_weights(parse_spot(["AhKh", "QQ:0.5, AA:0.25"]))
    >>> sorted(set(weights[1].values())), scale
    ([1, 2], 4)
    """
    found: list[dict[int, int]] = []
    scale = 1
    for player in spot.players:
        denominator = math.lcm(*(weight.denominator for weight, _ in player.combos))
        found.append({index: int(weight * denominator) for weight, index in player.combos})
        scale *= denominator
    return found, scale


def deal_count_bound(spot: Spot) -> int:
    """The product of the players' combo counts: at least as many as the deals without a shared card.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> deal_count_bound(parse_spot(["AhKh", "random"]))
    1225
    """
    return math.prod(len(player.combos) for player in spot.players)


def list_deals(spot: Spot, limit: int = MAX_DEALS) -> list[WeightedDeal] | None:
    """Every deal with no card shared, with its weight; None when there are more than ``limit``.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> from cardlab.poker.ranges.classes import ALL_COMBOS, combo_text
    >>> deals = list_deals(parse_spot(["AA", "AA:0.5"]))
    >>> len(deals), [combo_text(ALL_COMBOS[index]) for index in deals[0][0]], deals[0][1]
    (6, ['AcAd', 'AhAs'], 1)
    """
    weights, _ = integer_weights(spot)
    options = [[(index, COMBO_BITS[index], weights[number][index]) for _, index in player.combos]
               for number, player in enumerate(spot.players)]
    deals: list[WeightedDeal] = []
    chosen: list[int] = []
    last = len(options) - 1

    def extend(depth: int, used: int, weight: int) -> bool:
        for index, bits, each in options[depth]:
            if used & bits:
                continue
            chosen.append(index)
            if depth == last:
                deals.append((tuple(chosen), weight * each))
                if len(deals) > limit:
                    return False
            elif not extend(depth + 1, used | bits, weight * each):
                return False
            chosen.pop()
        return True

    return deals if extend(0, 0, 1) else None


@cache
def _suit_maps() -> tuple[tuple[dict[str, str], tuple[int, ...]], ...]:
    """Every renaming of the four suits, with where it sends each combo."""
    found = []
    for image in permutations(SUIT_CHARS):
        rename = dict(zip(SUIT_CHARS, image))
        moved = tuple(COMBO_INDEX[make_combo(Card(a.rank, rename[a.suit]), Card(b.rank, rename[b.suit]))]
                      for a, b in ALL_COMBOS)
        found.append((rename, moved))
    return tuple(found)


def symmetries(spot: Spot) -> list[tuple[int, ...]]:
    """The suit renamings (as combo maps) that keep the board and the dead cards as they are.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> len(symmetries(parse_spot(["AhKh", "QQ"]))), len(symmetries(parse_spot(["AhKh", "QQ"], "2c 2d 4h")))
    (24, 2)
    """
    board, dead = set(spot.board), set(spot.dead)
    found = []
    for rename, moved in _suit_maps():
        if {Card(c.rank, rename[c.suit]) for c in board} == board and \
                {Card(c.rank, rename[c.suit]) for c in dead} == dead:
            found.append(moved)
    return found


def canonical_groups(spot: Spot, deals: Sequence[WeightedDeal]) -> dict[Deal, list[WeightedDeal]]:
    """Deals grouped by their least suit-renamed form (all deals of a group count alike).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["AA", "KK"])   # 36 deals; the aces and kings share two suits, one or none
    >>> [len(group) for group in canonical_groups(spot, list_deals(spot)).values()]
    [6, 24, 6]
    """
    maps = symmetries(spot)
    groups: dict[Deal, list[WeightedDeal]] = {}
    for deal, weight in deals:
        key = deal if len(maps) == 1 else min(tuple([moved[index] for index in deal]) for moved in maps)
        groups.setdefault(key, []).append((deal, weight))
    return groups


def _hands(deal: Deal) -> list[tuple[Card, Card]]:
    return [ALL_COMBOS[index] for index in deal]


@dataclass(frozen=True)
class ExactPlan:
    """How an exact count would go: the cheaper way and its estimated CPython seconds."""

    way: str  # "by deal", "by board" or "" (too many deals to list)
    seconds: float
    deals: list[WeightedDeal] | None
    groups: dict[Deal, list[WeightedDeal]] | None


@once_per_job  # planned once per job: by the time estimate, then reused by the count
def exact_plan(spot: Spot, budget: float | None = None) -> ExactPlan:
    """Estimate both ways of counting exactly and keep the cheaper. With a ``budget`` (seconds),
    planning stops early once exact clearly needs more (the deals are then not grouped).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> exact_plan(parse_spot(["Ah Kh", "QQ+"])).way
    'by deal'
    >>> exact_plan(parse_spot(["AhKh", "random"], "Jh Th 2c 3d")).way
    'by board'
    >>> exact_plan(parse_spot(["random", "random"])).deals is None
    True
    """
    bound = deal_count_bound(spot)
    first = tuple(player.combos[0][1] for player in spot.players)
    deals = list_deals(spot) if bound <= 4 * MAX_DEALS else None
    if deals is None:
        return ExactPlan("", bound / len(symmetries(spot)) * _deal_seconds(spot, [first]), None, None)
    unseen = spot.rules.deck.size - len(spot.board) - len(spot.dead) - sum(2 for player in spot.players if player.hand)
    players = len(spot.players)
    further = len(pot_parts(spot.game)) - 1  # a split pot's low: more to value and compare
    per_deal = (SECONDS_PER_PAIR_BOARD if players == 2 else SECONDS_PER_PLAYER_BOARD * players) * (
        1 + further * PART_BOARD_SHARE * (players - 1))
    listing = len(deals) * SECONDS_PER_LISTED
    by_board = listing + len(deals) * SECONDS_PER_ROW + comb(unseen, spot.to_come) * (
        sum(len(player.combos) for player in spot.players) * SECONDS_PER_COMBO_VALUE * (1 + further * PART_VALUE_SHARE)
        + len(deals) * per_deal)
    naming = listing + len(deals) * SECONDS_PER_CANONICAL
    keys = [deal for deal, _ in deals[::max(1, len(deals) // PLAN_SAMPLES)]]
    per_count = _deal_seconds(spot, keys[:PLAN_SAMPLES])
    least_by_deal = naming + len(deals) / len(symmetries(spot)) * per_count
    # Over budget, the lower bound is kept only when grouping the deals would itself be costly: an
    # estimate shown to the user (and compared with --exact's) is the real plan's whenever it can be.
    if by_board <= least_by_deal or (budget is not None and least_by_deal > budget and naming > NAMING_BUDGET):
        if by_board <= least_by_deal:
            return ExactPlan("by board", by_board, deals, None)
        return ExactPlan("by deal", least_by_deal, deals, None)
    groups = canonical_groups(spot, deals)
    by_deal = naming + len(groups) * per_count
    if by_board < by_deal:
        return ExactPlan("by board", by_board, deals, groups)
    return ExactPlan("by deal", by_deal, deals, groups)


def _deal_seconds(spot: Spot, sample: Sequence[Deal]) -> float:
    """Mean estimated seconds of counting one of these deals by deal (a split pot's low read on every
    rank pattern and carried in every outcome costs a share more per player)."""
    further = len(pot_parts(spot.game)) - 1
    total = 0.0
    for deal in sample:
        work = plan(_hands(deal), spot.board, spot.dead, play=spot.play, rules=spot.rules).work
        total += work * SECONDS_PER_WORK * (1 + further * PART_DEAL_SHARE * (len(deal) - 1)) + SECONDS_PER_DEAL
    return total / max(1, len(sample))


def count_exact(spot: Spot, exact: ExactPlan, progress: Progress = no_progress) -> Results:
    """Count every deal on every completion, the way ``exact`` chose.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["AhKh", "QQ, AsKs"], "Jh Th 2c")
    >>> by_deal = count_exact(spot, ExactPlan("by deal", 0, list_deals(spot), None)).tallies()[0]
    >>> by_board = count_exact(spot, ExactPlan("by board", 0, list_deals(spot), None)).tallies()[0]
    >>> by_deal == by_board, by_deal.boards
    (True, 6930)
    """
    assert exact.deals is not None, "exact counting needs the deals listed"
    if exact.way == "by board":
        return _count_by_board(spot, exact.deals, progress)
    groups = exact.groups if exact.groups is not None else canonical_groups(spot, exact.deals)
    return _count_by_deal(spot, groups, progress)


def _count_by_deal(spot: Spot, groups: dict[Deal, list[WeightedDeal]],
                   progress: Progress = no_progress) -> Results:
    """One exact count per group of suit-renamed deals, credited to every deal of the group (each
    part of the record's pot counted)."""
    parts = pot_parts(spot.game)
    results = Results(len(spot.players), spot.rules, parts)
    phases = Phases(progress, [plan(_hands(key), spot.board, spot.dead, play=spot.play, rules=spot.rules).work
                               + SECONDS_PER_DEAL / SECONDS_PER_WORK for key in groups])
    for key, members in groups.items():
        step = phases.next()
        counted = count_outcomes(_hands(key), spot.board, spot.dead, play=spot.play, progress=step, rules=spot.rules,
                                 parts=parts)
        outcomes = outcome_keys(results, [0] * len(key), counted)
        weights: dict[int, int] = {}
        for deal, weight in members:
            class_part = results.class_part([COMBO_CLASSES[index] for index in deal])
            weights[class_part] = weights.get(class_part, 0) + weight
        for class_part, weight in weights.items():
            results.merge({class_part + rest: boards for rest, boards in outcomes.items()}, weight)
        step(1.0)
    return results


def _count_by_board(spot: Spot, deals: Sequence[WeightedDeal], progress: Progress = no_progress) -> Results:
    """Visit each completion of the board once; value every combo of every player on it by table
    lookup; compare the players of each deal that the completion does not touch, in each part of
    the record's pot (a split pot's low: each combo's by the board's ranks, :mod:`.rank_parts`)."""
    table = tables(spot.rules)
    plain, flush, category_of = table.plain, table.flush, table.categories
    players = len(spot.players)
    results = Results(players, spot.rules, pot_parts(spot.game))
    fixed = set(spot.board) | set(spot.dead) | {card for player in spot.players if player.hand for card in player.hand}
    base = [card for card in spot.rules.deck.cards if card not in fixed]
    base_codes = [card_code(card) for card in base]
    base_bits = [1 << card.deck_index for card in base]
    base_suits = [(suit_index(card), RANK_BIT[card.rank - 2]) for card in base]
    known_total, known_masks = board_codes(spot.board)
    combos = [[index for _, index in player.combos] for player in spot.players]
    position = [{index: place for place, index in enumerate(player)} for player in combos]
    holes = [[(sum(card_code(card) for card in ALL_COMBOS[index]), suit_masks(ALL_COMBOS[index]), COMBO_BITS[index])
               for index in player] for player in combos]
    rows = [(sum(COMBO_BITS[index] for index in deal), [position[p][index] for p, index in enumerate(deal)],
             results.class_part([COMBO_CLASSES[index] for index in deal]), weight) for deal, weight in deals]
    span = results.mask_span
    counts = results.counts
    further = rank_parts(spot, results, base)  # a split pot's low: each combo's by the board's ranks
    completions = comb(len(base), spot.to_come)
    every = max(1, completions // 200)
    for number, chosen in enumerate(combinations(range(len(base)), spot.to_come)):
        used, total = 0, known_total
        masks = list(known_masks)
        for place in chosen:
            used |= base_bits[place]
            total += base_codes[place]
            suit, bit = base_suits[place]
            masks[suit] |= bit
        values, categories = [], []
        for player in holes:
            row = []
            for hole_total, hole_masks, bits in player:
                if used & bits:
                    row.append(0)
                    continue
                full = total + hole_total
                flushed = full & FLUSH_BITS
                if flushed:
                    suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
                    row.append(flush[masks[suit] | hole_masks[suit]])
                else:
                    row.append(plain[full & RANK_MASK])
            values.append(row)
            categories.append([category_of[value] for value in row])
        if further:
            parts = [reader.on_board(chosen) for reader in further]
            if players == 2:
                _count_pair_parts(rows, used, values, categories, parts, counts)
            else:
                _count_parts(rows, used, values, categories, parts, counts, span)
        elif players == 2:
            _count_pairs(rows, used, values, categories, counts)
        else:
            _count_deals(rows, used, values, categories, counts, span)
        if number % every == every - 1:
            progress(number / completions)
    progress(1.0)
    return results


Row = tuple[int, list[int], int, int]  # a deal's card bits, combo places, packed classes, weight


def _count_pairs(rows: Sequence[Row], used: int, values: list[list[int]], categories: list[list[int]],
                 counts: dict[int, int]) -> None:
    """Heads-up deals on one board (the common case, unrolled)."""
    first, second = values
    first_categories, second_categories = categories
    for bits, (one, two), class_part, weight in rows:
        if used & bits:
            continue
        a, b = first[one], second[two]
        packed = second_categories[two] * CATEGORY_COUNT + first_categories[one]
        key = class_part + packed * 4 + (1 if a > b else 2 if b > a else 3)
        counts[key] = counts.get(key, 0) + weight


def _count_deals(rows: Sequence[Row], used: int, values: list[list[int]], categories: list[list[int]],
                 counts: dict[int, int], span: int) -> None:
    """Deals of any number of players on one board."""
    players = range(len(values) - 1, -1, -1)
    for bits, places, class_part, weight in rows:
        if used & bits:
            continue
        best = max([values[player][place] for player, place in enumerate(places)])
        winners = packed = 0
        for player in players:
            place = places[player]
            packed = packed * CATEGORY_COUNT + categories[player][place]
            if values[player][place] == best:
                winners |= 1 << player
        key = class_part + packed * span + winners
        counts[key] = counts.get(key, 0) + weight



def _count_pair_parts(rows: Sequence[Row], used: int, values: list[list[int]], categories: list[list[int]],
                      parts: Sequence[PartOnBoard], counts: dict[int, int]) -> None:
    """Heads-up deals on one board in a pot of several parts (:func:`_count_parts`, unrolled). A
    hand that does not qualify for a part is worse there than every hand that does, so the part is
    unclaimed only when both hands fail to qualify."""
    first, second = values
    first_categories, second_categories = categories
    for bits, (one, two), class_part, weight in rows:
        if used & bits:
            continue
        a, b = first[one], second[two]
        key = class_part + (second_categories[two] * CATEGORY_COUNT + first_categories[one]) * 4 + (
            1 if a > b else 2 if b > a else 3)
        for (mine, theirs), part_rows, smaller_wins, unqualified, width, multiplier in parts:
            a, b = mine[one], theirs[two]
            winners = (1 if (a < b) == smaller_wins else 2) if a != b else 0 if a == unqualified else 3
            key += ((part_rows[b] * width + part_rows[a]) * 4 + winners) * multiplier
        counts[key] = counts.get(key, 0) + weight


def _count_parts(rows: Sequence[Row], used: int, values: list[list[int]], categories: list[list[int]],
                 parts: Sequence[PartOnBoard], counts: dict[int, int], span: int) -> None:
    """Deals of any number of players on one board, in a pot of several parts: the first (the high)
    from ``values`` and ``categories``, each further part from its strengths and final classes on
    this board (:meth:`RankPart.on_board`), packed as :func:`~.results.outcome_keys` packs them."""
    players = range(len(values) - 1, -1, -1)
    for bits, places, class_part, weight in rows:
        if used & bits:
            continue
        best = max([values[player][place] for player, place in enumerate(places)])
        winners = packed = 0
        for player in players:
            place = places[player]
            packed = packed * CATEGORY_COUNT + categories[player][place]
            if values[player][place] == best:
                winners |= 1 << player
        key = class_part + packed * span + winners
        for part_values, part_rows, smaller_wins, unqualified, width, multiplier in parts:
            found = [part_values[player][place] for player, place in enumerate(places)]
            best = min(found) if smaller_wins else max(found)
            winners = packed = 0
            for player in players:
                strength = found[player]
                packed = packed * width + part_rows[strength]
                if strength == best and best != unqualified:
                    winners |= 1 << player
            key += (packed * span + winners) * multiplier
        counts[key] = counts.get(key, 0) + weight
