"""Several draws for any draw game: the chance to reach a goal within the draws left, under one
stated policy, exact where the draw tree is small enough and a seeded Monte Carlo otherwise.

The exact walk visits every draw but the last and *counts* the last one with the game's kernel
(:meth:`~cardlab.draw.games.DrawGame.final_values`), so one level of the tree costs one kernel
call per visited draw. Before walking, the work is estimated from a few seeded probes of the tree;
above :data:`EXACT_SECONDS` of estimated CPython time the policy is played on :data:`TRIALS`
seeded deals instead, with the standard error. Discarded and drawn cards leave the deck.

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> from cardlab.draw.games import draw_game
>>> from cardlab.draw.goal import parse_goal
>>> game = draw_game("deuce-to-seven")
>>> hand = parse_hand("2c 3d 4h 7s Kd")
>>> unseen = [card for card in FULL_DECK if card not in hand]
>>> odds = reach_odds(game, hand[:4], unseen, 2, parse_goal("7", game=game))
>>> odds.method, [str(row.fraction) for row in odds.by_draw]
('exact', ['8/47', '340/1081'])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from itertools import combinations
from math import comb
from typing import Protocol

from ...core.cards import Card, Hand
from ...core.odds import EXACT, MONTE_CARLO, resolve_seed
from ...core.progress import Progress, no_progress
from ...games.played import HandValue
from ...games.rule_set import RuleSet
from ..threshold import Goal
from .outcome import Reach, ReachOdds


class _DrawGame(Protocol):
    """What the walk reads of a draw game (:class:`cardlab.draw.games.DrawGame`, which is built
    from this module: a protocol, so no import goes back up)."""

    @property
    def hand_size(self) -> int: ...
    @property
    def engine_seconds(self) -> tuple[float, ...]: ...
    @property
    def value(self) -> Callable[[Sequence[Card]], HandValue]: ...
    @property
    def keep(self) -> Callable[[Sequence[Card], int], Hand]: ...
    def final_values(self, kept: Sequence[Card], unseen: Sequence[Card],
                     progress: Progress = ...) -> Counter[HandValue]: ...

EXACT_SECONDS = 1.5  # estimated CPython seconds above which the walk gives way to sampling
VISIT_SECONDS = 0.000004  # one visited draw (value it, maybe apply the policy)
TRIALS = 20_000
PROBES = 24
PROBE_SEED = 2026  # the probes that estimate the walk's work (not an answer: the same every time)


def lowball_policy(rules: RuleSet) -> str:
    """The lowball policy in words.

    >>> from cardlab.games.rule_sets import DEUCE_TO_SEVEN
    >>> lowball_policy(DEUCE_TO_SEVEN)[:60]
    'after each draw, stop once the goal is reached; otherwise ke'
    """
    missed = "; five such cards that still miss it, a straight or a flush, throw the highest" \
        if rules.straights_and_flushes else ""
    return ("after each draw, stop once the goal is reached; otherwise keep one card of each rank that can "
            f"be part of the goal (ranked at most its top card{missed}), throw the rest and draw as many; "
            "discarded and drawn cards leave the deck")


def lowball_keep(rules: RuleSet, cards: Sequence[Card], cap: int) -> Hand:
    """The cards the policy keeps: one card of each rank at most ``cap``, lowest first (four at
    most: five unpaired cards that miss the goal break at the top).

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN
    >>> [str(c) for c in lowball_keep(DEUCE_TO_SEVEN, parse_hand("2c 2d 4h 9s Ac"), 8)]
    ['2c', '4h']
    >>> [str(c) for c in lowball_keep(ACE_TO_FIVE, parse_hand("2c 3d 4h 5s Ac"), 8)]
    ['Ac', '2c', '3d', '4h']
    """
    chosen: dict[int, Card] = {}
    for card in sorted(cards, key=lambda card: (rules.rank(card), card.suit)):
        rank = rules.rank(card)
        if rank <= cap and rank not in chosen:
            chosen[rank] = card
    kept = tuple(chosen.values())
    return kept[:4] if len(kept) == 5 else kept


def reach_odds(game: _DrawGame, kept: Sequence[Card], unseen: Sequence[Card], draws: int, goal: Goal, *,
               seed: int | None = None, exact_seconds: float = EXACT_SECONDS, trials: int = TRIALS,
               progress: Progress = no_progress) -> ReachOdds:
    """Chance to reach ``goal`` within 1..``draws`` draws, the first drawing to ``kept``: exact when
    :func:`exact_cost` is within ``exact_seconds``, else ``trials`` seeded deals.

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> from cardlab.draw.spot import parse_spot
    >>> spot = parse_spot("2c 3d 4h Kh", discard="Kh")
    >>> odds = reach_odds(draw_game("badugi"), spot.kept, spot.unseen, 2, parse_goal("badugi"))
    >>> [(reach.draws, reach.fraction, reach.method) for reach in odds.by_draw]   # 10 spades of 48 outs, then more
    [(1, Fraction(5, 24), 'exact'), (2, Fraction(425, 1128), 'exact')]
    """
    kept, unseen = tuple(kept), tuple(unseen)
    if exact_cost(game, kept, unseen, draws, goal) > exact_seconds:
        return ReachOdds(sampled_reach(game, kept, unseen, draws, goal, resolve_seed(seed), trials, progress))
    shares = _walk(game, goal, kept, unseen, draws, progress)
    return ReachOdds(tuple(Reach(index + 1, share, EXACT) for index, share in enumerate(shares)))


def _walk(game: _DrawGame, goal: Goal, kept: Hand, unseen: Hand, draws: int,
          progress: Progress = no_progress) -> list[Fraction]:
    """[P(reached within 1), ..., P(within draws)] from this state."""
    if draws == 1:
        finals = game.final_values(kept, unseen)
        return [Fraction(sum(n for value, n in finals.items() if goal.reached(value)), sum(finals.values()))]
    drawn = game.hand_size - len(kept)
    totals = [Fraction(0)] * draws
    outcomes = comb(len(unseen), drawn)
    step = max(1, outcomes // 100)
    for number, draw in enumerate(combinations(unseen, drawn)):
        if number % step == 0:
            progress(number / outcomes)
        hand = kept + draw
        if goal.reached(game.value(hand)):
            for index in range(draws):
                totals[index] += 1
            continue
        keep = game.keep(hand, goal.cap)
        rest = tuple(card for card in unseen if card not in draw)
        for index, share in enumerate(_walk(game, goal, keep, rest, draws - 1), start=1):
            totals[index] += share
    progress(1.0)
    return [total / outcomes for total in totals]


def exact_cost(game: _DrawGame, kept: Hand, unseen: Hand, draws: int, goal: Goal, probes: int = PROBES) -> float:
    """Estimated CPython seconds of the exact walk, from seeded probes of the tree.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> game = draw_game("deuce-to-seven")
    >>> unseen = tuple(card for card in FULL_DECK if card not in parse_hand("2c 3d 4h 7s Kd"))
    >>> exact_cost(game, parse_hand("2c 3d 4h 7s"), unseen, 2, parse_goal("7", game=game)) < 0.1
    True
    >>> exact_cost(game, (), unseen, 3, parse_goal("7", game=game)) > 100
    True
    """
    return _cost(game, kept, unseen, draws, goal, random.Random(PROBE_SEED), probes)


def _cost(game: _DrawGame, kept: Hand, unseen: Hand, draws: int, goal: Goal, rng: random.Random,
          probes: int) -> float:
    drawn = game.hand_size - len(kept)
    if draws == 1:
        return game.engine_seconds[drawn]
    outcomes = comb(len(unseen), drawn)
    below = 0.0
    for _ in range(probes):
        draw = tuple(rng.sample(unseen, drawn))
        hand = kept + draw
        if goal.reached(game.value(hand)):
            continue
        rest = tuple(card for card in unseen if card not in draw)
        below += _cost(game, game.keep(hand, goal.cap), rest, draws - 1, goal, rng, max(2, probes // 4))
    return outcomes * (VISIT_SECONDS + below / probes)


def sampled_reach(game: _DrawGame, kept: Hand, unseen: Hand, draws: int, goal: Goal, seed: int, trials: int,
                  progress: Progress = no_progress) -> tuple[Reach, ...]:
    """Play ``trials`` seeded deals under the policy; the share that reached the goal by each draw.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> game = draw_game("deuce-to-seven")
    >>> hand = parse_hand("2c 3d 4h 7s Kd")
    >>> unseen = tuple(card for card in FULL_DECK if card not in hand)
    >>> rows = sampled_reach(game, hand[:4], unseen, 2, parse_goal("7", game=game), seed=1, trials=4000)
    >>> [abs(float(row.fraction) - exact) < 4 * row.standard_error for row, exact in zip(rows, [8 / 47, 340 / 1081])]
    [True, True]
    """
    rng = random.Random(seed)
    first_success = [0] * (draws + 1)
    step = max(1, trials // 50)
    for number in range(trials):
        if number % step == 0:
            progress(number / trials)
        deck = list(unseen)
        keep = kept
        for draw_number in range(1, draws + 1):
            drawn = game.hand_size - len(keep)
            picked = rng.sample(deck, drawn)
            hand = keep + tuple(picked)
            if goal.reached(game.value(hand)):
                first_success[draw_number] += 1
                break
            for card in picked:
                deck.remove(card)
            keep = game.keep(hand, goal.cap)
    progress(1.0)
    reached = 0
    found = []
    for draw_number in range(1, draws + 1):
        reached += first_success[draw_number]
        found.append(Reach(draw_number, Fraction(reached, trials), MONTE_CARLO, trials, seed))
    return tuple(found)
