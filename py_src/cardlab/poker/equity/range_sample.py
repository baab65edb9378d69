"""Monte Carlo equity with ranges: each trial deals every range player one combo by weight (a deal
that shares a card is dealt again, so deals come with probability proportional to the product of
the weights, as in exact counting), then the rest of the board from the cards left (rules:
``docs/rules.md``, "Hand ranges").

The generator is ``random.Random(seed)``: a seed gives the same numbers on CPython and in Pyodide,
whatever the chunking (trials run in chunks of about a tenth of a second, with ``progress`` called
between them; it may raise to cancel).

>>> import random
>>> from cardlab.poker.equity.range_spot import parse_range_spot
>>> spot = parse_range_spot(["Ah Kh", "QQ+"])
>>> first = sample_results(spot, 2000, random.Random(5))
>>> first.counts == sample_results(spot, 2000, random.Random(5)).counts, first.tallies()[0].boards
(True, 2000)
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable
from itertools import accumulate

from ...core.odds import sample_in_chunks
from ...core.progress import Progress, no_progress
from ..ranges.classes import ALL_COMBOS, COMBO_BITS, COMBO_CLASSES
from ..seven_card import (
    FLUSH_BITS,
    RANK_BIT,
    RANK_MASK,
    SUIT_OFFSET,
    SUIT_SHIFT,
    card_code,
    suit_index,
    suit_masks,
    tables,
)
from .patterns import BOARD
from .range_spot import RangeSpot
from .results import CATEGORY_COUNT, CLASS_COUNT, Results

MAX_REDEALS = 100_000  # deals in a row that share a card before sampling gives up
Hole = tuple[int, tuple[int, int, int, int], int, int]  # code sum, suit masks, card bits, packed class


class RangesCollide(ValueError):
    """The ranges almost never fit together: sampling could not deal them."""


def sample_results(spot: RangeSpot, trials: int, rng: random.Random, progress: Progress = no_progress) -> Results:
    """``trials`` random deals and boards, counted as :class:`~cardlab.poker.equity.results.Results`."""
    results = Results(len(spot.players), spot.rules)
    run = _trials(spot, results, rng)
    sample_in_chunks(run, trials, progress)
    return results


def _holes(spot: RangeSpot, results: Results) -> list[list[Hole]]:
    holes = []
    for number, player in enumerate(spot.players):
        place = CLASS_COUNT**number * results.category_span * results.mask_span
        holes.append([(sum(card_code(card) for card in ALL_COMBOS[index]), suit_masks(ALL_COMBOS[index]),
                       COMBO_BITS[index], COMBO_CLASSES[index] * place) for _, index in player.combos])
    return holes



SENTINEL = 1 << 52  # a card bit no card has: always "used", it marks draws past the end of the deck


def _trials(spot: RangeSpot, results: Results, rng: random.Random) -> Callable[[int], None]:
    """A function running n trials into ``results``: random integers by rejection from
    ``getrandbits`` (exactly uniform, and cheaper than scaling floats), players with one combo
    dealt once, ranges redealt together on a shared card."""
    table = tables(spot.rules)
    plain, flush, category_of = table.plain, table.flush, table.categories
    holes = _holes(spot, results)
    fixed = set(spot.board) | set(spot.dead) | {card for player in spot.players if player.hand for card in player.hand}
    base = [card for card in spot.rules.deck if card not in fixed]
    width = max(1, (len(base) - 1).bit_length())
    base_codes = [card_code(card) for card in base] + [0] * ((1 << width) - len(base))
    base_bits = [1 << card.deck_index for card in base] + [SENTINEL] * ((1 << width) - len(base))
    base_suits = [(suit_index(card), RANK_BIT[card.rank - 2]) for card in base]
    to_come = BOARD - len(spot.board)
    known_total = sum(card_code(card) for card in spot.board) + SUIT_OFFSET
    known_masks = [0, 0, 0, 0]
    for card in spot.board:
        known_masks[suit_index(card)] |= RANK_BIT[card.rank - 2]
    bits, uniform = rng.getrandbits, rng.random
    counts = results.counts
    span = results.mask_span
    template = [options[0] for options in holes]
    constant_used = SENTINEL
    for options in holes:
        if len(options) == 1:
            constant_used |= options[0][2]
    dealt = [(place, options, len(options), max(1, (len(options) - 1).bit_length()), _cumulative(spot, place))
             for place, options in enumerate(holes) if len(options) > 1]
    order = range(len(holes) - 1, -1, -1)
    heads_up = len(holes) == 2

    def run(trials: int) -> None:
        for _ in range(trials):
            for _redeal in range(MAX_REDEALS):
                used = constant_used
                chosen = template[:]
                for place, options, size, width_options, cumulative in dealt:
                    if cumulative is None:
                        index = bits(width_options)
                        while index >= size:
                            index = bits(width_options)
                    else:
                        index = min(bisect(cumulative, uniform() * cumulative[-1]), size - 1)
                    hole = options[index]
                    if used & hole[2]:
                        break
                    used |= hole[2]
                    chosen[place] = hole
                else:
                    break
            else:
                raise RangesCollide("the ranges almost never fit together without sharing a card")
            total = known_total
            drawn: list[int] = []
            left = to_come
            while left:
                place = bits(width)
                bit = base_bits[place]
                if used & bit:
                    continue
                used |= bit
                total += base_codes[place]
                drawn.append(place)
                left -= 1
            strengths = []
            key = 0
            for hole_total, hole_masks, _, class_key in chosen:
                full = total + hole_total
                flushed = full & FLUSH_BITS
                key += class_key
                if flushed:
                    suit = (flushed.bit_length() - SUIT_SHIFT - 4) // 4
                    mask = known_masks[suit] | hole_masks[suit]
                    for place in drawn:
                        card_suit, bit = base_suits[place]
                        if card_suit == suit:
                            mask |= bit
                    strengths.append(flush[mask])
                else:
                    strengths.append(plain[full & RANK_MASK])
            if heads_up:
                first, second = strengths
                key += (category_of[second] * CATEGORY_COUNT + category_of[first]) * 4 + (
                    1 if first > second else 2 if second > first else 3)
            else:
                best = max(strengths)
                winners = packed = 0
                for player in order:
                    strength = strengths[player]
                    packed = packed * CATEGORY_COUNT + category_of[strength]
                    if strength == best:
                        winners |= 1 << player
                key += packed * span + winners
            counts[key] = counts.get(key, 0) + 1

    return run


def _cumulative(spot: RangeSpot, place: int) -> list[float] | None:
    """Running sums of a player's combo weights (None when all weigh the same: drawn uniformly)."""
    weights = [float(weight) for weight, _ in spot.players[place].combos]
    return None if len(set(weights)) == 1 else list(accumulate(weights))
