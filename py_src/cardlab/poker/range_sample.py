"""Monte Carlo equity with ranges: each trial deals every range player one combo by weight (a deal
that shares a card is dealt again, so deals come with probability proportional to the product of
the weights, as in exact counting), then the rest of the board from the cards left (rules:
``docs/rules.md``, "Hand ranges").

The generator is ``random.Random(seed)``: a seed gives the same numbers on CPython and in Pyodide,
whatever the chunking (trials run in chunks of about a tenth of a second, with ``progress`` called
between them; it may raise to cancel).

>>> import random
>>> from cardlab.poker.range_spot import parse_range_spot
>>> spot = parse_range_spot(["Ah Kh", "QQ+"])
>>> first = sample_results(spot, 2000, random.Random(5))
>>> first.counts == sample_results(spot, 2000, random.Random(5)).counts, first.tallies()[0].boards
(True, 2000)
"""

from __future__ import annotations

import random
import time
from bisect import bisect
from collections.abc import Callable
from itertools import accumulate

from ..core.cards import FULL_DECK
from ..core.progress import Progress, no_progress
from .equity_exact import BOARD
from .range_classes import ALL_COMBOS, COMBO_BITS, COMBO_CLASSES
from .range_spot import RangeSpot
from .range_tally import CLASS_COUNT, Results
from .seven_card import FLUSH_BITS, RANK_BIT, RANK_MASK, SUIT_OFFSET, SUIT_SHIFT, card_code, suit_index, tables

CHUNK_SECONDS = 0.1
MAX_REDEALS = 100_000  # deals in a row that share a card before sampling gives up
Hole = tuple[int, tuple[int, int, int, int], int, int]  # code sum, suit masks, card bits, packed class


class RangesCollide(ValueError):
    """The ranges almost never fit together: sampling could not deal them."""


def sample_results(spot: RangeSpot, trials: int, rng: random.Random, progress: Progress = no_progress) -> Results:
    """``trials`` random deals and boards, counted as :class:`~cardlab.poker.range_tally.Results`."""
    results = Results(len(spot.players))
    run = _trials(spot, results, rng)
    done, chunk = 0, 200
    while done < trials:
        size = min(chunk, trials - done)
        start = time.perf_counter()
        run(size)
        done += size
        progress(done / trials)
        spent = time.perf_counter() - start
        chunk = max(100, min(chunk * 4, int(size * CHUNK_SECONDS / spent))) if spent > 0 else chunk * 4
    return results


def _holes(spot: RangeSpot, results: Results) -> list[list[Hole]]:
    holes = []
    for number, player in enumerate(spot.players):
        place = CLASS_COUNT**number * results.category_span * results.mask_span
        holes.append([(sum(card_code(card) for card in ALL_COMBOS[index]), _masks(index), COMBO_BITS[index],
                       COMBO_CLASSES[index] * place) for _, index in player.combos])
    return holes


def _masks(index: int) -> tuple[int, int, int, int]:
    masks = [0, 0, 0, 0]
    for card in ALL_COMBOS[index]:
        masks[suit_index(card)] |= RANK_BIT[card.rank - 2]
    return masks[0], masks[1], masks[2], masks[3]


def _pickers(spot: RangeSpot, rng: random.Random) -> list[Callable[[], int]]:
    """For each player, a function drawing the place of one of its combos, by weight."""
    uniform = rng.random
    pickers: list[Callable[[], int]] = []
    for player in spot.players:
        weights = [float(weight) for weight, _ in player.combos]
        size = len(weights)
        pickers.append(_uniform_picker(uniform, size) if len(set(weights)) == 1
                       else _weighted_picker(uniform, list(accumulate(weights))))
    return pickers


def _uniform_picker(uniform: Callable[[], float], size: int) -> Callable[[], int]:
    def pick() -> int:
        return int(uniform() * size)

    return pick


def _weighted_picker(uniform: Callable[[], float], cumulative: list[float]) -> Callable[[], int]:
    total, last = cumulative[-1], len(cumulative) - 1

    def pick() -> int:
        return min(bisect(cumulative, uniform() * total), last)

    return pick


def _trials(spot: RangeSpot, results: Results, rng: random.Random) -> Callable[[int], None]:
    """A function running n trials into ``results``."""
    table = tables()
    plain, flush, category_of = table.plain, table.flush, table.categories
    holes = _holes(spot, results)
    pickers = _pickers(spot, rng)
    fixed = set(spot.board) | set(spot.dead) | {card for player in spot.players if player.hand for card in player.hand}
    base = [card for card in FULL_DECK if card not in fixed]
    base_codes = [card_code(card) for card in base]
    base_bits = [1 << card.deck_index for card in base]
    base_suits = [(suit_index(card), RANK_BIT[card.rank - 2]) for card in base]
    size = len(base)
    to_come = BOARD - len(spot.board)
    known_total = sum(card_code(card) for card in spot.board) + SUIT_OFFSET
    known_masks = [0, 0, 0, 0]
    for card in spot.board:
        known_masks[suit_index(card)] |= RANK_BIT[card.rank - 2]
    uniform = rng.random
    counts = results.counts
    span = results.mask_span
    players = list(zip(holes, pickers))
    order = range(len(players) - 1, -1, -1)

    def run(trials: int) -> None:
        for _ in range(trials):
            for _redeal in range(MAX_REDEALS):
                used = 0
                chosen = []
                for options, pick in players:
                    hole = options[pick()]
                    if used & hole[2]:
                        break
                    used |= hole[2]
                    chosen.append(hole)
                else:
                    break
            else:
                raise RangesCollide("the ranges almost never fit together without sharing a card")
            total = known_total
            drawn: list[int] = []
            while len(drawn) < to_come:
                place = int(uniform() * size)
                bit = base_bits[place]
                if used & bit:
                    continue
                used |= bit
                total += base_codes[place]
                drawn.append(place)
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
            best = max(strengths)
            winners = packed = 0
            for player in order:
                strength = strengths[player]
                packed = packed * 9 + category_of[strength]
                if strength == best:
                    winners |= 1 << player
            key += packed * span + winners
            counts[key] = counts.get(key, 0) + 1

    return run
