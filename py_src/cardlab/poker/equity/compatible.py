"""Which deals of ranges share no card, found before sampling so its work is bounded by design.

Monte Carlo with ranges must deal each player a combo with probability proportional to the
product of the weights, over the deals where no card is shared. Dealing each player by weight and
redealing on a shared card does that, but when the ranges rarely fit together (``AA`` against
``AA`` and four more pairs, or ``AA:0.00005, AhAd`` twice) nearly every deal is redealt, and one
trial can cost a hundred thousand tries.

So, before sampling, a short pilot measures how often a deal fits. When that is often, dealing and
redealing is cheap. When it is not, the deals that fit are listed with their weights (if they are
few enough, in a bounded search) and each trial draws one of them directly, by weight: exactly the
same distribution, one draw a trial. When they are too many to list, the spot is refused
up front if a trial would take more than :data:`MAX_TRIES_PER_TRIAL` deals. The tries a trial
takes feed the time estimate.

>>> from cardlab.poker.equity.spot import parse_spot
>>> plan = deal_plan(parse_spot(["AA", "AA", "KK", "KK"]))   # 1 deal in 36 fits: listed
>>> len(plan.deals), plan.total, plan.fit
(36, 36, 1.0)
>>> plan = deal_plan(parse_spot(["random", "random"]))
>>> plan.deals is None, 0.9 < plan.fit < 0.95   # 1,225 of 1,326 hands miss the first player's cards
(True, True)
"""

from __future__ import annotations

import math
import random
from bisect import bisect
from dataclasses import dataclass
from itertools import accumulate

from ...core.errors import InputError
from ...core.job_time import once_per_job
from ..ranges.classes import COMBO_BITS
from .deals import integer_weights
from .spot import Spot

MAX_LISTED = 100_000  # deals listed to draw from directly (about 10 MB at most)
MAX_STEPS = 400_000  # combos tried while listing (a fraction of a second on CPython)
PILOT_TRIES = 20_000  # deals tried, at most, to measure how often one fits
PILOT_FITS = 400  # enough deals that fit for the measure (about ± 5%)
REDEAL_FIT = 0.5  # dealing and redealing is as cheap as a draw from a list when this share of deals fits
MAX_TRIES_PER_TRIAL = 2_000  # refused when a trial would need more deals than this on average
SECONDS_PER_TRY = 4e-6  # one try of dealing every range player (CPython; the page: about twice)


@dataclass(frozen=True)
class DealPlan:
    """How sampling deals the range players: ``deals`` (one option index per player) with running
    integer weights ``cumulative`` (their ``total``), or None to deal and redeal; ``fit`` is the
    share of weighted random deals that share no card (1.0 when listed: every draw fits)."""

    deals: list[tuple[int, ...]] | None
    cumulative: list[int] | None
    total: int
    fit: float

    def draw(self, rng: random.Random) -> tuple[int, ...]:
        """One listed deal, by weight (exactly: an integer below the total, then a bisection).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> plan = deal_plan(parse_spot(["AA", "AA"]))
        >>> sorted(plan.draw(random.Random(seed)) for seed in range(3))[0] in plan.deals
        True
        """
        assert self.deals is not None and self.cumulative is not None
        return self.deals[bisect(self.cumulative, rng.randrange(self.total))]


@once_per_job  # planned once per job: by the time estimate, then reused by the sample
def deal_plan(spot: Spot) -> DealPlan:
    """List the deals that fit when they are few, else measure how often a random deal fits;
    InputError when the ranges almost never fit together.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> plan = deal_plan(parse_spot(["AA:0.00005, AhAd", "AA:0.00005, AhAd"]))
    >>> len(plan.deals), plan.total   # 3 ways to split the aces, 2 orders; AhAd weighs 20,000 times more
    (6, 40004)
    >>> deal_plan(parse_spot(["AA:0.001, KK"] * 4 + ["random"] * 2))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: these ranges rarely fit together without sharing a card (fewer than 1 deal in ...
    """
    fit = _pilot(spot)
    if fit >= REDEAL_FIT:
        return DealPlan(None, None, 0, fit)
    expected = fit * math.prod(len(player.combos) for player in spot.players)  # about how many deals fit
    listed = _list(spot) if expected <= 2 * MAX_LISTED else None
    if listed is not None:
        deals, weights = listed
        cumulative = list(accumulate(weights))
        return DealPlan(deals, cumulative, cumulative[-1], 1.0)
    if fit * MAX_TRIES_PER_TRIAL < 1:
        rarity = f"fewer than 1 deal in {PILOT_TRIES:,}" if fit == 0 else f"about 1 deal in {round(1 / fit):,}"
        raise InputError(f"these ranges rarely fit together without sharing a card ({rarity} does); "
                         "narrow the ranges that overlap", field="hands")
    return DealPlan(None, None, 0, fit)


def _options(spot: Spot) -> list[list[tuple[int, int, int]]]:
    """Per player: (option index, card bits, integer weight) of each combo it may hold."""
    weights, _ = integer_weights(spot)
    return [[(option, COMBO_BITS[index], weights[number][index]) for option, (_, index) in enumerate(player.combos)]
            for number, player in enumerate(spot.players)]


def _list(spot: Spot) -> tuple[list[tuple[int, ...]], list[int]] | None:
    """Every deal that shares no card (option indices per player) and its weight, or None when
    there are more than :data:`MAX_LISTED` or finding them takes more than :data:`MAX_STEPS`."""
    options = _options(spot)
    order = sorted(range(len(options)), key=lambda number: len(options[number]))  # fewest first: prunes most
    ordered = [options[number] for number in order]
    deals: list[tuple[int, ...]] = []
    weights: list[int] = []
    chosen = [0] * len(options)
    steps = [MAX_STEPS]
    last = len(ordered) - 1
    board = 0
    for card in spot.board + spot.dead:
        board |= 1 << card.deck_index

    def extend(depth: int, used: int, weight: int) -> bool:
        steps[0] -= len(ordered[depth])
        if steps[0] < 0:
            return False
        for option, bits, each in ordered[depth]:
            if used & bits:
                continue
            chosen[order[depth]] = option
            if depth == last:
                deals.append(tuple(chosen))
                weights.append(weight * each)
                if len(deals) > MAX_LISTED:
                    return False
            elif not extend(depth + 1, used | bits, weight * each):
                return False
        return True

    if not extend(0, board, 1) or not deals:
        return None
    return deals, weights


def _pilot(spot: Spot) -> float:
    """The share of deals, each player dealt by weight, that share no card (a fixed seed: the
    measure, and so the decision, is the same every time)."""
    options = _options(spot)
    rng = random.Random(0)
    cumulative = [list(accumulate(each for _, _, each in player)) for player in options]
    board = 0
    for card in spot.board + spot.dead:
        board |= 1 << card.deck_index
    fits = tries = 0
    while tries < PILOT_TRIES and fits < PILOT_FITS:
        tries += 1
        used = board
        for player, running in zip(options, cumulative):
            bits = player[bisect(running, rng.randrange(running[-1]))][1]
            if used & bits:
                break
            used |= bits
        else:
            fits += 1
    return fits / tries
