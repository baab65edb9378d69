"""Several draws: the chance to reach a goal within the draws left, under one stated policy.

Policy: after each draw, stop if the goal is reached. Otherwise keep the largest rainbow set of
cards that can be part of a goal hand (ranked at most the goal's ``cap``), the lowest one when
several are as large, throw the rest and draw as many; if that keeps all four (a badugi that
misses the goal), throw its top card. Discarded and drawn cards leave the deck. The first draw
throws the discard given.

The exact figure walks the draw tree with whole numbers (every branch's probability scaled to a
common denominator) and counts by structure where it can:

* cards above the cap never help and are never kept, so a draw is the set of low cards drawn
  plus *how many* high ones (weighted by C(highs, h)), not which;
* the last draw is counted, not visited: for "a badugi ranked at most T" the completions of a
  rainbow set are the ways to give each missing suit a different missing rank that is still
  unseen, counted by inclusion-exclusion over partitions of the missing suits on 13-bit masks.

When the tree is estimated at more than :data:`EXACT_WORK` visited draws, a seeded Monte Carlo plays
:data:`SAMPLES` deals instead, with the standard error.

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> from cardlab.draw.goal import parse_goal
>>> hand = parse_hand("2c 3d 4h Kh")
>>> unseen = [card for card in FULL_DECK if card not in hand]
>>> odds = reach_odds(hand[:3], unseen, 3, parse_goal("badugi"))  # throw the Kh, three draws
>>> odds.method, [str(row.fraction) for row in odds.by_draw]
('exact', ['5/24', '425/1128', '377/736'])
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb, factorial, perm, prod

from ...badugi.evaluator import badugi_value, low_rank
from ...core.cards import Card, Hand
from ...core.odds import EXACT, MONTE_CARLO, resolve_seed
from ...core.progress import Progress, no_progress
from ..kernels.badugi import CARD_AT, final_values, injections, suit_index
from ..threshold import Goal
from .outcome import Reach, ReachOdds

EXACT_WORK = 400_000  # estimated visited draws above which the walk gives way to sampling
TRIALS = 20_000
PROBE_SEED = 2026  # the probes that estimate the walk's work (not an answer: the same every time)
POLICY = ("after each draw, stop once the goal is reached; otherwise keep the largest set of cards of "
          "different suits and ranks that can be part of the goal (the lowest if several), throw the "
          "rest and draw as many (a badugi that misses the goal throws its top card); discarded and "
          "drawn cards leave the deck")
RANK_BITS = 13  # pool masks: bit suit * 13 + (rank - 1)
ALL_RANKS = (1 << RANK_BITS) - 1


class TooLarge(Exception):
    """The exact walk visited more draws than allowed (raised inside the walk, caught by
    :func:`reach_odds`, which then trials)."""


def card_bit(card: Card) -> int:
    """The card's bit in a pool mask.

    >>> card_bit(CARD_AT[1][0]), card_bit(CARD_AT[13][3])
    (1, 2251799813685248)
    """
    return 1 << (suit_index(card) * RANK_BITS + low_rank(card) - 1)


CARD_OF_BIT = {card_bit(card): card for row in CARD_AT[1:] for card in row}
# bit -> (rank - 1, suit index, bit): what the policy sorts cards by
BIT_FACTS = {bit: (low_rank(card) - 1, suit_index(card), bit) for bit, card in CARD_OF_BIT.items()}


def policy_keep(cards: Sequence[Card], cap: int) -> Hand:
    """The cards the policy keeps (lowest rank first).

    >>> from cardlab.core.cards import parse_hand
    >>> [str(c) for c in policy_keep(parse_hand("Ac 2c 3d Kh"), 8)]
    ['Ac', '3d']
    >>> [str(c) for c in policy_keep(parse_hand("9s 2c 3d 4h"), 8)]
    ['2c', '3d', '4h']
    >>> [str(c) for c in policy_keep(parse_hand("8s 2c 3d 4h"), 7)]
    ['2c', '3d', '4h']
    """
    low = sorted((card for card in cards if low_rank(card) <= cap), key=lambda card: (low_rank(card), card.suit))
    for size in range(len(low), 0, -1):
        options = [
            subset for subset in combinations(low, size)
            if len({low_rank(card) for card in subset}) == size == len({card.suit for card in subset})
        ]
        if options:
            best = min(options, key=lambda subset: sorted((low_rank(card) for card in subset), reverse=True))
            return best[:3] if size == 4 else best
    return ()


def policy_keep_mask(hand_mask: int, cap: int) -> int:
    """:func:`policy_keep` on card masks (the walk's fast path: decided by rank order and shared
    suits only, so one answer serves every hand of the same shape).

    >>> from cardlab.core.cards import parse_hand
    >>> hand = sum(card_bit(card) for card in parse_hand("Ac 2c 3d Kh"))
    >>> [str(card) for card in _cards_of(policy_keep_mask(hand, 8))]
    ['Ac', '3d']
    """
    cards = []
    rest = hand_mask
    while rest:
        bit = rest & -rest
        facts = BIT_FACTS[bit]
        if facts[0] < cap:
            cards.append(facts)
        rest ^= bit
    cards.sort()
    shape = []
    place, previous = -1, -1
    labels: dict[int, int] = {}
    for rank_index, suit, _ in cards:
        if rank_index != previous:
            place, previous = place + 1, rank_index
        label = labels.get(suit)
        if label is None:
            label = labels[suit] = len(labels)
        shape.append((place, label))
    return sum([cards[position][2] for position in _keep_positions(tuple(shape))])


@cache
def _keep_positions(shape: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """Positions the policy keeps among cards sorted by (rank, suit), given as (rank place, suit label)."""
    for size in range(len(shape), 0, -1):
        options = [
            subset for subset in combinations(range(len(shape)), size)
            if len({shape[i][0] for i in subset}) == size == len({shape[i][1] for i in subset})
        ]
        if options:
            best = min(options, key=lambda subset: sorted((shape[i][0] for i in subset), reverse=True))
            return best[:3] if size == 4 else best
    return ()


@cache
def _partitions(size: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Set partitions of range(size) as (Moebius weight, block bitmasks)."""
    found: list[list[int]] = [[]]
    for element in range(size):
        grown = []
        for blocks in found:
            for index in range(len(blocks)):
                grown.append(blocks[:index] + [blocks[index] | 1 << element] + blocks[index + 1:])
            grown.append(blocks + [1 << element])
        found = grown
    weighted = []
    for blocks in found:
        sizes = [bin(block).count("1") for block in blocks]
        weight = prod((-1) ** (n - 1) * factorial(n - 1) for n in sizes)
        weighted.append((weight, tuple(blocks)))
    return tuple(weighted)


def distinct_rank_choices(rank_masks: Sequence[int]) -> int:
    """Ways to pick one rank from each mask, all different (inclusion-exclusion over partitions).

    >>> distinct_rank_choices([0b111, 0b110]), distinct_rank_choices([0b1, 0b1]), distinct_rank_choices([])
    (4, 0, 1)
    """
    total = 0
    for weight, blocks in _partitions(len(rank_masks)):
        term = weight
        for block in blocks:
            common = ALL_RANKS
            for index, mask in enumerate(rank_masks):
                if block >> index & 1:
                    common &= mask
            term *= bin(common).count("1")
            if not term:
                break
        total += term
    return total


@dataclass(frozen=True)
class _Kept:
    """What the walk needs to know about a kept set (cached by its mask)."""

    cards: Hand
    drawn: int  # cards to draw to it
    completable: bool  # rainbow, every card ranked at most the cap
    ranks: int  # rank mask (bit rank - 1)
    region: int  # pool mask of the cards that complete it: missing suits x missing ranks up to the cap
    free_suits: tuple[int, ...]  # the suits no kept card has


def _cards_of(mask: int) -> Hand:
    return tuple(CARD_OF_BIT[1 << index] for index in range(4 * RANK_BITS) if mask >> index & 1)


def _rank_rows(mask: int) -> tuple[int, int, int, int]:
    """The rank mask of each suit of a pool mask."""
    return (mask & ALL_RANKS, mask >> RANK_BITS & ALL_RANKS, mask >> 2 * RANK_BITS & ALL_RANKS,
            mask >> 3 * RANK_BITS & ALL_RANKS)


@cache
def ranks_high_to_low(rank_mask: int) -> tuple[int, ...]:
    """The ranks of a rank mask, highest first.

    >>> ranks_high_to_low(0b1000000001011)
    (13, 4, 2, 1)
    """
    return tuple(rank for rank in range(RANK_BITS, 0, -1) if rank_mask >> (rank - 1) & 1)


class _Walk:
    """One exact walk of the draw tree for a goal (counts visited draws against a limit).

    States are (kept mask, low pool mask, number of high cards unseen, draws left), all cards as
    bits ``suit * 13 + rank - 1`` of one integer."""

    def __init__(self, goal: Goal, limit: int) -> None:
        self.goal = goal
        self.limit = limit
        self.visited = 0
        self.cap_ranks = (1 << goal.cap) - 1
        self.cap_only = goal.needs_made and goal.threshold == (0, (goal.cap + 1,))
        self.keeps: dict[int, int] = {}
        self.kept_facts: dict[int, _Kept] = {}
        self.leaves: dict[tuple[int, int], int] = {}

    def top(self, kept: Hand, pool: int, highs: int, draws: int, progress: Progress) -> Fraction:
        """Probability of reaching the goal within ``draws`` draws, the first drawing to ``kept``."""
        kept_mask = sum(card_bit(card) for card in kept)
        drawn = 4 - len(kept)
        unseen = bin(pool).count("1") + highs
        numerator = self._numerator(kept_mask, pool, highs, draws, progress)
        return Fraction(numerator, comb(unseen, drawn) * perm(unseen - drawn, 4 * (draws - 1)))

    def _facts(self, kept_mask: int) -> _Kept:
        facts = self.kept_facts.get(kept_mask)
        if facts is None:
            rows = _rank_rows(kept_mask)
            ranks = rows[0] | rows[1] | rows[2] | rows[3]
            count = bin(kept_mask).count("1")
            completable = (bin(ranks).count("1") == count == sum(1 for row in rows if row)
                           and not ranks & ~self.cap_ranks)
            missing = self.cap_ranks & ~ranks
            region = sum(missing << (suit * RANK_BITS) for suit in range(4) if not rows[suit])
            free_suits = tuple(suit for suit in range(4) if not rows[suit])
            facts = _Kept(_cards_of(kept_mask), 4 - count, completable, ranks, region, free_suits)
            self.kept_facts[kept_mask] = facts
        return facts

    def _scaled(self, kept_mask: int, pool: int, highs: int, draws: int) -> int:
        """Probability times perm(unseen, 4 * draws): a whole number."""
        drawn = self._facts(kept_mask).drawn
        unseen = bin(pool).count("1") + highs
        factor = factorial(drawn) * perm(unseen - drawn - 4 * (draws - 1), 4 - drawn)
        return factor * self._numerator(kept_mask, pool, highs, draws, no_progress)

    def _numerator(self, kept_mask: int, pool: int, highs: int, draws: int, progress: Progress) -> int:
        """Successes times perm(unseen - drawn, 4 * (draws - 1)) plus the children's scaled sums."""
        if draws == 1:
            return self._leaf(kept_mask, pool)
        drawn = self._facts(kept_mask).drawn
        unseen = bin(pool).count("1") + highs
        bits = _pool_bits(pool)
        successes = children = 0
        lows = range(max(0, drawn - highs), min(drawn, len(bits)) + 1)
        total = sum(comb(len(bits), low) for low in lows)
        child_unseen = unseen - drawn
        for low in lows:
            high_ways = comb(highs, drawn - low)
            child_highs = highs - (drawn - low)
            for draw in combinations(bits, low):
                self.visited += 1
                if self.visited % 1024 == 0:
                    if self.visited > self.limit:
                        raise TooLarge
                    progress(min(1.0, self.visited / total))
                draw_mask = sum(draw)
                hand_mask = kept_mask | draw_mask
                if low == drawn and self.reached(hand_mask):
                    successes += 1
                    continue
                keep = self.keep(hand_mask)
                if draws == 2:
                    to_draw = self._facts(keep).drawn
                    leaf = self._leaf(keep, pool ^ draw_mask)
                    children += high_ways * leaf * factorial(to_draw) * perm(child_unseen - to_draw, 4 - to_draw)
                else:
                    children += high_ways * self._scaled(keep, pool ^ draw_mask, child_highs, draws - 1)
        return successes * perm(unseen - drawn, 4 * (draws - 1)) + children

    def keep(self, hand_mask: int) -> int:
        """The policy's kept cards (memoised by hand)."""
        keep = self.keeps.get(hand_mask)
        if keep is None:
            keep = self.keeps[hand_mask] = policy_keep_mask(hand_mask, self.goal.cap)
        return keep

    def reached(self, hand_mask: int) -> bool:
        """Whether four cards reach the goal."""
        goal = self.goal
        if not goal.needs_made:
            return goal.reached(badugi_value(_cards_of(hand_mask)))
        rows = _rank_rows(hand_mask)
        ranks = rows[0] | rows[1] | rows[2] | rows[3]
        if not (rows[0] and rows[1] and rows[2] and rows[3]) or bin(ranks).count("1") != 4:
            return False
        if self.cap_only:
            return not ranks & ~self.cap_ranks
        return (0, ranks_high_to_low(ranks)) < goal.threshold

    def _leaf(self, kept_mask: int, pool: int) -> int:
        """How many last draws (of 4 - len(kept) cards) reach the goal."""
        facts = self._facts(kept_mask)
        goal = self.goal
        if not goal.needs_made:  # beating a hand of three cards or fewer: count every value
            key = (kept_mask, pool)
            if key not in self.leaves:
                self.visited += bin(pool).count("1") ** facts.drawn // 8  # about what the count costs
                counts = final_values(facts.cards, _cards_of(pool))
                self.leaves[key] = sum(count for value, count in counts.items() if goal.reached(value))
            return self.leaves[key]
        if not facts.completable:
            return 0
        key = (kept_mask, pool & facts.region)
        found = self.leaves.get(key)
        if found is None:
            rows = _rank_rows(pool & facts.region)
            free = [rows[suit] for suit in facts.free_suits]
            if self.cap_only:
                found = distinct_rank_choices(free)
            else:
                found = _completions_below(ranks_high_to_low(facts.ranks), free, goal)
            self.leaves[key] = found
        return found


def _completions_below(kept_ranks: tuple[int, ...], suit_masks: list[int], goal: Goal) -> int:
    """Rainbow completions whose ranks, high to low, are below the goal's (beating a badugi):
    ``suit_masks`` holds, for each missing suit, its unseen missing ranks."""
    limit = goal.threshold[1]
    choices = [rank for rank in range(1, RANK_BITS + 1) if any(mask >> (rank - 1) & 1 for mask in suit_masks)]
    total = 0
    for ranks in combinations(choices, len(suit_masks)):
        if tuple(sorted(kept_ranks + ranks, reverse=True)) < limit:
            rank_suits = tuple(
                sum(1 << index for index, mask in enumerate(suit_masks) if mask >> (rank - 1) & 1) for rank in ranks
            )
            total += injections(rank_suits)
    return total


def reach_odds(kept: Sequence[Card], unseen: Sequence[Card], draws: int, goal: Goal, *,
               seed: int | None = None, limit: int = EXACT_WORK, trials: int = TRIALS,
               progress: Progress = no_progress) -> ReachOdds:
    """Chance to reach ``goal`` within 1..``draws`` draws, the first one drawing to ``kept``.

    Exact when :func:`exact_work` is within ``limit``, else sampled (seeded).

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.goal import parse_goal
    >>> hand = parse_hand("2c 3d 4h Kh")
    >>> unseen = [card for card in FULL_DECK if card not in hand]
    >>> [str(reach.fraction) for reach in reach_odds(hand[:2], unseen, 2, parse_goal("8")).by_draw]
    ['25/1128', '11887/155664']
    """
    kept = tuple(kept)
    low_cards = [card for card in unseen if low_rank(card) <= goal.cap]
    pool = sum(card_bit(card) for card in low_cards)
    highs = len(unseen) - len(low_cards)
    if exact_work(kept, pool, highs, draws, goal) > limit:
        return ReachOdds(sampled_reach(kept, unseen, draws, goal, resolve_seed(seed), trials, progress))
    walk = _Walk(goal, 2 * limit)
    found = []
    try:
        for horizon in range(1, draws + 1):
            report = progress if horizon == draws else no_progress
            found.append(Reach(horizon, walk.top(kept, pool, highs, horizon, report), EXACT))
    except TooLarge:  # the estimate was far too low: sample after all
        return ReachOdds(sampled_reach(kept, unseen, draws, goal, resolve_seed(seed), trials, progress))
    return ReachOdds(tuple(found))


def exact_work(kept: Hand, pool: int, highs: int, draws: int, goal: Goal, probes: int = 200) -> int:
    """Estimated work of the exact walk, in visited draws (a first draw counts 4: its hands are
    new, so nothing is cached yet). Three draws: the second draw's size is estimated from
    ``probes`` seeded first draws.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.goal import parse_goal
    >>> hand = parse_hand("2c 3d 4h Kh")
    >>> pool = sum(card_bit(card) for card in FULL_DECK if card not in hand)
    >>> exact_work(hand[:3], pool, 0, 2, parse_goal("badugi")), exact_work((), pool, 0, 2, parse_goal("badugi"))
    (192, 778320)
    """
    if draws == 1:
        return 1
    drawn = 4 - len(kept)
    lows = _pool_bits(pool)
    first = sum(comb(len(lows), low) * 1 for low in range(max(0, drawn - highs), min(drawn, len(lows)) + 1))
    if draws == 2:
        return 4 * first
    rng = random.Random(PROBE_SEED)
    walk = _Walk(goal, 0)
    kept_mask = sum(card_bit(card) for card in kept)
    unseen_bits = lows + [0] * highs  # a high card is a 0: it never plays
    second = 0
    for _ in range(probes):
        draw = rng.sample(unseen_bits, drawn)
        keep = walk.keep(kept_mask | sum(draw))
        left = len(lows) - sum(1 for bit in draw if bit)
        second += comb(left, 4 - bin(keep).count("1"))
    return 4 * first + first * second // probes * (4 if draws > 3 else 1)


def _pool_bits(pool: int) -> list[int]:
    return [1 << index for index in range(4 * RANK_BITS) if pool >> index & 1]


def sampled_reach(kept: Hand, unseen: Sequence[Card], draws: int, goal: Goal, seed: int, trials: int,
                  progress: Progress = no_progress) -> tuple[Reach, ...]:
    """Play ``trials`` seeded deals under the policy; the share that reached the goal by each draw.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.goal import parse_goal
    >>> hand = parse_hand("2c 3d 4h Kh")
    >>> unseen = [card for card in FULL_DECK if card not in hand]
    >>> reaches = sampled_reach(hand[:3], unseen, 2, parse_goal("badugi"), seed=1, trials=4000)
    >>> [abs(float(reach.fraction) - exact) < 4 * reach.standard_error
    ...  for reach, exact in zip(reaches, [0.2083, 0.3768])]
    [True, True]
    """
    rng = random.Random(seed)
    walk = _Walk(goal, 0)
    bits = [card_bit(card) for card in unseen]
    kept_mask = sum(card_bit(card) for card in kept)
    need = 4 - len(kept) + 4 * (draws - 1)
    first_success = [0] * (draws + 1)
    step = max(1, trials // 50)
    for number in range(trials):
        if number % step == 0:
            progress(number / trials)
        deal = rng.sample(bits, need)
        keep, position = kept_mask, 0
        for draw in range(1, draws + 1):
            drawn = 4 - bin(keep).count("1")
            hand = keep | sum(deal[position:position + drawn])
            position += drawn
            if walk.reached(hand):
                first_success[draw] += 1
                break
            keep = walk.keep(hand)
    progress(1.0)
    reached = 0
    found = []
    for draw in range(1, draws + 1):
        reached += first_success[draw]
        found.append(Reach(draw, Fraction(reached, trials), MONTE_CARLO, trials, seed))
    return tuple(found)
