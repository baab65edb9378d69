"""Two players draw from the same unseen cards: wins, ties and losses over both draws jointly.

Player 1 keeps ``mine`` and draws ``k1`` cards, player 2 keeps ``theirs`` and draws ``k2`` of the
cards left, every pair of disjoint draws equally likely. Counting pairs directly would visit up to
C(44, 4) x C(40, 4) deals. Instead, sum over the cards both draws share (inclusion-exclusion): a
pair is disjoint exactly when the alternating sum over subsets T of the intersection is 1, so

    #{disjoint pairs with v1 < v2} = sum over T (|T| <= min(k1, k2)) of
        (-1)^|T| * #{(D1, D2) : T within both, v1 < v2}

and with T fixed the two draws are independent: each side's distribution comes from
:meth:`~cardlab.draw.games.DrawGame.final_values` (the game's kernel) with T added to its kept
cards. The work grows with the number of sets T; when the estimate is over :data:`EXACT_SECONDS`
the odds are estimated by a seeded Monte Carlo deal instead, with its standard error.

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> from cardlab.draw.games import draw_game
>>> badugi = draw_game("badugi")
>>> hand, theirs = parse_hand("Ac 2c 7d 8h"), parse_hand("Ks Qd 9c 5h")
>>> unseen = [card for card in FULL_DECK if card not in hand + theirs]
>>> mine = parse_hand("Ac 7d 8h")  # throws the 2c
>>> odds = joint_odds(badugi, mine, 1, theirs, 0, unseen)
>>> odds.wins, odds.ties, odds.losses, odds.total, odds.method
(9, 0, 35, 44, 'exact')
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from ..core.cards import Card, Hand
from ..core.odds import EXACT, MONTE_CARLO, Chosen, proportion_error, resolve_seed
from ..core.progress import Progress, no_progress
from ..games.played import HandValue
from .games import DrawGame

PER_SET_SECONDS = 0.00002  # comparing two distributions for one shared set T
EXACT_SECONDS = 1.5  # estimated CPython work above which the joint odds are sampled
TRIALS = 40_000
TRIAL_SECONDS = 0.000015  # one sampled deal


@dataclass(frozen=True)
class JointOdds:
    """Player 1's wins, ties and losses (counts of equally likely deals, or of trials)."""

    wins: int
    ties: int
    losses: int
    total: int
    method: Chosen
    seed: int | None = None

    def standard_error(self, count: int) -> float | None:
        """Standard error of ``count / total`` (None when exact).

        >>> round(JointOdds(50, 0, 50, 100, "monte-carlo", 1).standard_error(50), 4)
        0.0503
        """
        return None if self.method == EXACT else proportion_error(count, self.total)


def exact_cost(game: DrawGame, k1: int, k2: int, unseen: int) -> float:
    """Estimated CPython seconds of the exact count.

    >>> from cardlab.draw.games import draw_game
    >>> exact_cost(draw_game("badugi"), 1, 1, 44) < 0.1, exact_cost(draw_game("badugi"), 4, 4, 40) > 5
    (True, True)
    """
    seconds = game.engine_seconds
    return sum(
        comb(unseen, shared) * (seconds[k1 - shared] + seconds[k2 - shared] + PER_SET_SECONDS)
        for shared in range(min(k1, k2) + 1)
    )


def joint_odds(game: DrawGame, mine: Hand, k1: int, theirs: Hand, k2: int, unseen: Sequence[Card], *,
               seed: int | None = None, exact_seconds: float = EXACT_SECONDS, trials: int = TRIALS,
               progress: Progress = no_progress) -> JointOdds:
    """Exact when the estimated work allows, else a seeded Monte Carlo of ``trials`` deals.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> badugi = draw_game("badugi")
    >>> mine, theirs = parse_hand("2c 3d 4h Kh"), parse_hand("As 5c 7d Qs")
    >>> unseen = [card for card in FULL_DECK if card not in mine + theirs]
    >>> odds = joint_odds(badugi, mine[:3], 1, theirs[:3], 1, unseen)  # both throw their king or queen
    >>> odds.wins + odds.ties + odds.losses == odds.total == 44 * 43, odds.method
    (True, 'exact')
    >>> joint_odds(badugi, mine[:3], 1, theirs[:3], 1, unseen, exact_seconds=0, trials=100).method
    'monte-carlo'
    """
    if exact_cost(game, k1, k2, len(unseen)) <= exact_seconds:
        return _exact(game, tuple(mine), k1, tuple(theirs), k2, tuple(unseen), progress)
    return _sampled(game, tuple(mine), k1, tuple(theirs), k2, tuple(unseen), resolve_seed(seed), trials, progress)


def compare_counts(mine: Counter[HandValue], theirs: Counter[HandValue]) -> tuple[int, int, int]:
    """(wins, ties, losses) of player 1 over every pair of outcomes (smaller values win).

    >>> compare_counts(Counter({(0, (5, 3, 2, 1)): 2, (1, (3, 2, 1)): 1}), Counter({(0, (6, 3, 2, 1)): 3}))
    (6, 0, 3)
    """
    total_theirs = sum(theirs.values())
    wins = ties = losses = 0
    better_theirs = 0  # their outcomes strictly better than the current value
    for value in sorted(set(mine) | set(theirs)):
        count, same = mine.get(value, 0), theirs.get(value, 0)
        losses += count * better_theirs
        ties += count * same
        wins += count * (total_theirs - better_theirs - same)
        better_theirs += same
    return wins, ties, losses


def _exact(game: DrawGame, mine: Hand, k1: int, theirs: Hand, k2: int, unseen: Hand,
           progress: Progress) -> JointOdds:
    wins = ties = losses = 0
    budget = exact_cost(game, k1, k2, len(unseen))
    spent = 0.0
    for shared in range(min(k1, k2) + 1):
        sign = -1 if shared % 2 else 1
        step_cost = game.engine_seconds[k1 - shared] + game.engine_seconds[k2 - shared] + PER_SET_SECONDS
        for number, common in enumerate(combinations(unseen, shared)):
            if number % 64 == 0:
                progress(min(1.0, spent / budget))
            if shared == k1 == k2:  # both hands complete: one comparison
                mine_value, their_value = game.value(mine + common), game.value(theirs + common)
                outcome = (int(mine_value < their_value), int(mine_value == their_value), int(mine_value > their_value))
            else:
                rest = [card for card in unseen if card not in common]
                outcome = compare_counts(_side(game, mine + common, rest), _side(game, theirs + common, rest))
            wins += sign * outcome[0]
            ties += sign * outcome[1]
            losses += sign * outcome[2]
            spent += step_cost
    progress(1.0)
    return JointOdds(wins, ties, losses, comb(len(unseen), k1) * comb(len(unseen) - k1, k2), EXACT)


def _side(game: DrawGame, kept: Hand, rest: list[Card]) -> Counter[HandValue]:
    if len(kept) == game.hand_size:
        return Counter({game.value(kept): 1})
    return game.final_values(kept, rest)


def _sampled(game: DrawGame, mine: Hand, k1: int, theirs: Hand, k2: int, unseen: Hand, seed: int, trials: int,
             progress: Progress) -> JointOdds:
    rng = random.Random(seed)
    pool = list(unseen)
    deal: Callable[[list[Card], int], list[Card]] = rng.sample
    wins = ties = 0
    step = max(1, trials // 50)
    for number in range(trials):
        if number % step == 0:
            progress(number / trials)
        cards = deal(pool, k1 + k2)
        mine_value = game.value(mine + tuple(cards[:k1]))
        their_value = game.value(theirs + tuple(cards[k1:]))
        wins += mine_value < their_value
        ties += mine_value == their_value
    progress(1.0)
    return JointOdds(wins, ties, trials - wins - ties, trials, MONTE_CARLO, seed)
