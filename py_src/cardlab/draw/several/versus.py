"""Several draws against an opponent who draws too: both players draw up to ``draws`` times, each
by a stated policy, and the final hands are compared (smaller values win).

The first draw is the one asked about: your discard and the opponent's as given. After it, each
player follows a policy, drawing before the next comparison; discarded and drawn cards leave the
deck (no reshuffle). Your policy: stand pat once your hand reaches the goal, otherwise keep the
cards that play for it and draw the rest (the game's several-draws policy; for the goal "beat" the
goal is the game's default goal, say an 8 or better). The opponent's policy: stand pat on the
game's default goal or better, otherwise keep the cards that play for it and draw the rest. Both
are said in the report.

One draw is counted exactly by :mod:`cardlab.draw.joint`; the tree of both players' later draws
(tens of millions of branches per draw) is played on :data:`TRIALS` seeded deals, with the
standard error of each share.

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> from cardlab.draw.games import draw_game
>>> from cardlab.draw.goal import parse_goal
>>> game = draw_game("deuce-to-seven")
>>> mine, theirs = parse_hand("2c 3d 4h 8s Kd"), parse_hand("2h 3h 5d 9c Qs")
>>> unseen = [card for card in FULL_DECK if card not in mine + theirs]
>>> odds = versus_odds(game, mine[:4], theirs[:4], unseen, 3, parse_goal("8", game=game), seed=7, trials=2000)
>>> odds.trials, odds.wins + odds.ties + odds.losses, odds.method
(2000, 2000, 'monte-carlo')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...core.cards import Card, Hand
from ...core.odds import MONTE_CARLO, Chosen, proportion_error
from ...core.progress import Progress, no_progress

if TYPE_CHECKING:  # types only: the game records (..games) are built from modules beside this one
    from ..games import DrawGame
    from ..goal import Goal

TRIALS = 20_000
TRIAL_SECONDS = 0.00008  # one seeded deal of three draws for both players, CPython (for estimates)


@dataclass(frozen=True)
class VersusOdds:
    """Your wins, ties and losses over every draw left, counted over ``trials`` seeded deals."""

    wins: int
    ties: int
    losses: int
    trials: int
    seed: int
    method: Chosen = MONTE_CARLO

    @property
    def total(self) -> int:
        """The deals counted: the trials (as a joint odds' ``total``).

        >>> VersusOdds(50, 0, 50, 100, 1).total
        100
        """
        return self.trials

    def standard_error(self, count: int) -> float | None:
        """Standard error of ``count / trials`` (None with fewer than two trials).

        >>> round(VersusOdds(50, 0, 50, 100, 1).standard_error(50), 4)
        0.0503
        """
        return proportion_error(count, self.trials)


def policies(game: DrawGame, goal: Goal) -> tuple[str, str]:
    """Your policy and the opponent's, in words.

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> mine, theirs = policies(draw_game("deuce-to-seven"), parse_goal("7", game="deuce-to-seven"))
    >>> mine.split(";")[0], theirs.split(";")[0]
    ('after this draw you stand pat once you have a 7-low or better', 'the opponent stands pat on an 8-low or better')
    """
    aim = _default_goal(game) if goal.against_draw else goal
    default = _default_goal(game)
    return (f"after this draw you stand pat once you have {aim.label}; otherwise you keep the cards that play "
            "for it and draw the rest",
            f"the opponent stands pat on {default.label}; otherwise keeps the cards that play for it and draws "
            "the rest")


def _default_goal(game: DrawGame) -> Goal:
    from ..goal import parse_goal

    return parse_goal(game.default_goal, game=game)


def versus_odds(game: DrawGame, kept: Sequence[Card], vs_kept: Sequence[Card], unseen: Sequence[Card], draws: int,
                goal: Goal, *, seed: int, trials: int = TRIALS, progress: Progress = no_progress) -> VersusOdds:
    """Play ``trials`` seeded deals: the first draw to ``kept`` and ``vs_kept``, then ``draws - 1``
    more by the policies of :func:`policies`; count your wins, ties and losses at the end.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> game = draw_game("badugi")
    >>> mine, theirs = parse_hand("Ac 2d 3h 4s"), parse_hand("Kc Kd Qh Js")
    >>> unseen = [card for card in FULL_DECK if card not in mine + theirs]
    >>> odds = versus_odds(game, mine, (), unseen, 2, parse_goal("any"), seed=1, trials=300)
    >>> odds.wins == 300   # the best badugi stands pat and nothing beats it
    True
    """
    size = game.hand_size
    mine_aim = _default_goal(game) if goal.against_draw else goal
    theirs_aim = _default_goal(game)
    kept, vs_kept, deck = tuple(kept), tuple(vs_kept), tuple(unseen)
    needed = min(len(deck), 2 * size - len(kept) - len(vs_kept) + 2 * size * (draws - 1))
    rng = random.Random(seed)
    wins = ties = 0
    step = max(1, trials // 50)
    for number in range(trials):
        if number % step == 0:
            progress(number / trials)
        cards = rng.sample(deck, needed)
        at = size - len(kept)
        mine = kept + tuple(cards[:at])
        theirs = vs_kept + tuple(cards[at:at + size - len(vs_kept)])
        at += size - len(vs_kept)
        for _ in range(draws - 1):
            mine, at = _next(game, mine, mine_aim, cards, at)
            theirs, at = _next(game, theirs, theirs_aim, cards, at)
        mine_value, theirs_value = game.value(mine), game.value(theirs)
        if mine_value < theirs_value:
            wins += 1
        elif mine_value == theirs_value:
            ties += 1
    progress(1.0)
    return VersusOdds(wins, ties, trials - wins - ties, trials, seed)


def _next(game: DrawGame, hand: Hand, aim: Goal, cards: Sequence[Card], at: int) -> tuple[Hand, int]:
    """One more draw by the policy: pat on the aim, else keep what plays for it and draw the rest."""
    if aim.reached(game.value(hand)):
        return hand, at
    keep = game.keep(hand, aim.cap)
    drawn = game.hand_size - len(keep)
    return keep + tuple(cards[at:at + drawn]), at + drawn
