"""Several draws against an opponent who draws too: both players draw up to ``draws`` times, each
by a stated policy for each later draw, and the final hands are compared (smaller values win).

The first draw is the one asked about: your discard and the opponent's as given. Before each later
draw both players choose what to keep from the hands as they stand (at the same time), then draw;
discarded and drawn cards leave the deck (no reshuffle). A player's choice at one later draw is a
:class:`Step`:

- ``best`` (your default for the goal "beat"; the opponent may take it too, by their plan): the best
  discard for beating the other player, by a one-step lookahead counted exactly. A step that is not
  ``best`` never looks at the other hand and is chosen first; the ``best`` step answers the other
  player's kept cards (both ``best``: the opponent answers the cards you would keep aiming at the
  game's default goal, then you answer theirs). The candidates are standing pat, keeping the cards
  that play for each rank as top card (the game's policy keep) and drawing a whole hand. Each
  candidate's chance is the share of the pairs of equally likely draws, the player's to the
  candidate and the other's to their kept cards, each from the cards unseen at the start less its
  kept cards, in which the player's hand beats the other's after this draw. The highest chance wins;
  ties go to the candidate that keeps more cards, then to the first in the order above. The deck of
  that count is fixed (cards thrown, drawn or held by the other player since the start are not
  tracked), so one count serves every deal and the choice depends only on the two hands.
- a top-card goal (your default for any other goal; the opponent's default is the game's default
  goal): stand pat once the hand reaches it, otherwise keep the cards that play for it.
- ``pat``: stand pat.

The tree is counted exactly when it is small: an upper bound on the deals before the last draw,
computed before any work (:func:`node_bound`), is at most :data:`NODE_LIMIT` (two draws left and
one card each on the first, or a small deck), and the estimated work of counting each such deal's
last draw jointly (by inclusion-exclusion as :mod:`cardlab.draw.joint` counts, each kept set's draws
from the fixed deck counted once: :class:`_Sides`) is at most :data:`EXACT_SECONDS`. The chances are
then exact fractions (counts of their common denominator). Otherwise :data:`TRIALS` seeded deals
are played, with the standard error of each share.

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> from cardlab.draw.games import draw_game
>>> from cardlab.draw.goal import parse_goal
>>> from cardlab.draw.several.plans import default_plans
>>> game = draw_game("deuce-to-seven")
>>> mine, theirs = parse_hand("2c 3d 4h 8s Kd"), parse_hand("2h 3h 5d 9c Qs")
>>> unseen = [card for card in FULL_DECK if card not in mine + theirs]
>>> plans = default_plans(game, parse_goal("8", game=game), 3)
>>> odds = versus_odds(game, mine[:4], theirs[:4], unseen, plans, seed=7, trials=2000)
>>> odds.trials, odds.wins + odds.ties + odds.losses, odds.method
(2000, 2000, 'monte-carlo')
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, repeat
from math import comb, lcm, log
from operator import mul
from typing import TYPE_CHECKING

from ...core.cards import Card, Hand
from ...core.odds import EXACT, MONTE_CARLO, Chosen, proportion_error
from ...core.progress import Progress, no_progress
from ...games.played import HandValue, value_number
from ..joint import compare_counts
from ..joint import exact_cost as joint_cost
from .plans import Plans, Step, default_goal

if TYPE_CHECKING:  # types only: the game records (..games) are built from modules beside this one
    from ..games import DrawGame

TRIALS = 20_000
TRIAL_SECONDS = 0.00008  # one seeded deal of three draws for both players, CPython (for estimates)
PROBE_SEED = 2026  # the deals that estimate a best discard's work (not an answer: the same every time)
PROBE_SECONDS = 0.3  # they are played until their modelled work reaches this (at least PROBE_BATCHES batches)
PROBE_BATCHES = 3  # FIRST_PROBED deals, then twice as many each batch
FIRST_PROBED = 16
MOST_PROBED = 1_024  # and at most this many deals
DEAL_SECONDS = 0.0000267  # the work model of a deal with best discards (CPython; bench/draw_versus.py fits it):
CHOICE_SECONDS = 0.0000219  # a deal; a best discard chosen anew; its chance of a candidate counted anew;
CHANCE_SECONDS = 0.0000085  # each of the other player's final values that chance compares;
COMPARED_SECONDS = 0.000000218  # and each new draw's values (the kernel), at this share of the game's
KERNEL_SHARE = 0.4  # engine_seconds for its cards drawn
NODE_LIMIT = 3_000  # most deals before the last draw an exact count visits (an upper bound computed first)
NODE_SECONDS = 0.0002  # looking at one such deal: both players' choices for the last draw (for estimates)
EXACT_SECONDS = 3.0  # estimated CPython work of the last draws above which the deals are sampled instead
JOINT_FACTOR = 1.5  # the last draws' joint counts, measured against the joint estimate (bench: 2-7, 2 draws)
SIDES_FACTOR = 0.25  # the same count with each kept set's draws counted once (_Sides), against that work (bench)

@dataclass(frozen=True)
class VersusOdds:
    """Your wins, ties and losses over every draw left: counts of ``total`` (seeded deals, or the
    common denominator of the exact chances)."""

    wins: int
    ties: int
    losses: int
    trials: int
    seed: int
    method: Chosen = MONTE_CARLO

    @property
    def total(self) -> int:
        """The deals counted, or the exact chances' common denominator (as a joint odds' ``total``).

        >>> VersusOdds(50, 0, 50, 100, 1).total, VersusOdds(1, 1, 2, 4, 0, "exact").total
        (100, 4)
        """
        return self.trials

    def standard_error(self, count: int) -> float | None:
        """Standard error of ``count / trials`` (None when exact or with fewer than two trials).

        >>> round(VersusOdds(50, 0, 50, 100, 1).standard_error(50), 4)
        0.0503
        >>> VersusOdds(1, 1, 2, 4, 0, "exact").standard_error(1) is None
        True
        """
        if self.method == EXACT:
            return None
        return proportion_error(count, self.trials)


@dataclass
class BestDiscard:
    """The ``best`` step's choice (see the module): each kept set's final values counted once over
    the fixed deck ``unseen`` less the kept cards, then reused for every deal."""

    game: DrawGame
    unseen: Hand
    _finals: dict[frozenset[Card], tuple[list[int], list[int], tuple[list[int], list[int]]]] = field(
        default_factory=dict)
    _chances: dict[tuple[frozenset[Card], frozenset[Card]], Fraction] = field(default_factory=dict)
    _choices: dict[tuple[frozenset[Card], frozenset[Card]], Hand] = field(default_factory=dict)
    work: Counter[str] = field(default_factory=Counter)  # counted anew: "choices", "chances", "compared", "draw k"

    def candidates(self, hand: Hand) -> list[Hand]:
        """Standing pat, the policy keep for each rank from the highest to the lowest, drawing a whole
        hand (each set once).

        >>> from cardlab.core.cards import format_cards, parse_hand
        >>> from cardlab.draw.games import draw_game
        >>> best = BestDiscard(draw_game("deuce-to-seven"), ())
        >>> [format_cards(keep) or "-" for keep in best.candidates(parse_hand("2c 3d 4h 8s Kd"))]
        ['2c 3d 4h 8s Kd', '2c 3d 4h 8s', '2c 3d 4h', '2c 3d', '2c', '-']
        """
        found = [hand]
        caps = sorted({self.game.rank(card) for card in hand}, reverse=True)  # a keep changes only at these
        for keep in [*(self.game.keep(hand, cap) for cap in caps), ()]:
            if all(set(keep) != set(seen) for seen in found):
                found.append(keep)
        return found

    def chance(self, keep: Hand, rival_keep: Hand) -> Fraction:
        """The share of equally likely draws, to ``keep`` and (independently, each from the fixed
        deck) to the rival's ``rival_keep``, in which your hand beats the rival's.

        >>> from cardlab.core.cards import parse_hand
        >>> from cardlab.draw.games import draw_game
        >>> best = BestDiscard(draw_game("badugi"), parse_hand("5c 6s 7h 8d Kc"))
        >>> best.chance(parse_hand("2c 3d 4h"), parse_hand("2s 3c 4d 8h"))   # only 6s of the 5 unseen
        Fraction(1, 5)
        """
        key = (frozenset(keep), frozenset(rival_keep))
        found = self._chances.get(key)
        if found is None:
            mine, theirs = self._table(keep), self._table(rival_keep)
            self.work["chances"] += 1
            self.work["compared"] += len(theirs[0])
            values, counts = theirs[2]  # at C speed: this sum is most of a deal's work where choices are new
            beaten = sum(map(mul, counts, map(mine[1].__getitem__, map(bisect_left, repeat(mine[0]), values))))
            found = self._chances[key] = Fraction(beaten, mine[1][-1] * theirs[1][-1])
        return found

    def choose(self, hand: Hand, rival_keep: Hand) -> Hand:
        """The kept cards: the candidate with the highest chance; ties: more cards kept, then the first.

        >>> from cardlab.core.cards import format_cards, parse_hand
        >>> from cardlab.draw.games import draw_game
        >>> best = BestDiscard(draw_game("badugi"), parse_hand("5c 6s 7h 8d Kc"))
        >>> format_cards(best.choose(parse_hand("2c 3d 4h Kh"), parse_hand("2s 3c 4d 8h")))  # 1 of 5 against none
        '2c 3d 4h'
        """
        key = (frozenset(hand), frozenset(rival_keep))
        chosen = self._choices.get(key)
        if chosen is None:
            self.work["choices"] += 1
            chosen, top = hand, (Fraction(-1), 0)
            for keep in self.candidates(hand):
                score = (self.chance(keep, rival_keep), len(keep))
                if score > top:
                    chosen, top = keep, score
            self._choices[key] = chosen
        return chosen

    def _table(self, keep: Hand) -> tuple[list[int], list[int], tuple[list[int], list[int]]]:
        """The final values of a draw to ``keep`` as sorted numbers (:func:`value_number`), their
        running counts (from 0), and the numbers with their own counts."""
        key = frozenset(keep)
        found = self._finals.get(key)
        if found is None:
            self.work[f"draw {self.game.hand_size - len(keep)}"] += 1
            if len(keep) == self.game.hand_size:
                finals = {self.game.value(keep): 1}
            else:
                finals = self.game.kernel(keep, [card for card in self.unseen if card not in keep], no_progress)
            values = sorted(finals)
            prefix = [0]
            for value in values:
                prefix.append(prefix[-1] + finals[value])
            numbers = [value_number(value) for value in values]
            found = self._finals[key] = (numbers, prefix, (numbers, [finals[value] for value in values]))
        return found


@dataclass
class _Players:
    """Both plans, played: what each player keeps before a later draw."""

    game: DrawGame
    plans: Plans
    best: BestDiscard
    guess: Step = field(init=False)  # what the opponent's best discard answers when yours is the best too

    def __post_init__(self) -> None:
        self.guess = Step("aim", default_goal(self.game))

    def keeps(self, number: int, mine: Hand, theirs: Hand) -> tuple[Hand, Hand]:
        """The kept cards of both players before later draw ``number`` (0: the second draw). A step
        that is not ``best`` never looks at the other hand and is chosen first; a ``best`` step
        answers the other player's kept cards. When both take the best discard, the opponent answers
        the cards you would keep aiming at the game's default goal, then you answer theirs."""
        my_step, their_step = self.plans.mine[number], self.plans.theirs[number]
        if their_step.kind != "best":
            theirs_keep = self._keep(their_step, theirs, ())
            return self._keep(my_step, mine, theirs_keep), theirs_keep
        if my_step.kind != "best":
            mine_keep = self._keep(my_step, mine, ())
            return mine_keep, self._keep(their_step, theirs, mine_keep)
        theirs_keep = self._keep(their_step, theirs, self._keep(self.guess, mine, ()))
        return self._keep(my_step, mine, theirs_keep), theirs_keep

    def _keep(self, step: Step, hand: Hand, rival_keep: Hand) -> Hand:
        game = self.game
        if step.kind == "pat":
            return hand
        if step.kind == "best":
            return self.best.choose(hand, rival_keep)
        assert step.goal is not None
        if step.goal.reached(game.value(hand)):
            return hand
        return game.keep(hand, step.goal.cap)


def node_bound(game: DrawGame, first: tuple[int, int], unseen: int, draws: int) -> int:
    """An upper bound on the deals before the last draw, the exact count's nodes: the first draw's
    pairs of draws, ``first`` = (your cards drawn, the opponent's), times each draw between at its
    widest (each player drawing 0 to a hand from the cards left).

    >>> from cardlab.draw.games import draw_game
    >>> node_bound(draw_game("badugi"), (1, 1), 44, 2), node_bound(draw_game("badugi"), (1, 1), 10, 3)
    (1892, 50400)
    """
    size = game.hand_size
    mine, theirs = first
    nodes = comb(unseen, mine) * comb(unseen - mine, theirs)
    left = unseen - mine - theirs
    widest = max(comb(left, a) * comb(left - a, b) for a in range(min(size, left) + 1)
                 for b in range(min(size, left - a) + 1))
    return int(nodes * widest ** (draws - 2))


def versus_cost(game: DrawGame, kept: Sequence[Card], vs_kept: Sequence[Card], unseen: Sequence[Card], plans: Plans,
                trials: int = TRIALS) -> float:
    """Estimated CPython seconds of :func:`versus_odds` with the same arguments: the exact count's
    when it would be chosen (its nodes are looked at to know: a small part of the work), else the
    seeded deals': :data:`TRIAL_SECONDS` each, or, when a player takes the best discard, by the
    work of a probe's deals (:meth:`_Probe.seconds_for`), whose counted choices the run reuses.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> pat = Plans((Step("pat"),), (Step("pat"),))
    >>> game, mine, theirs = draw_game("badugi"), parse_hand("Ac 2d 3h"), parse_hand("Kc Kd Qh")
    >>> versus_cost(game, mine, theirs, parse_hand("4c 5d 6h 7s 8c 9d Tc Jh Qs Ks"), pat) < 0.1
    True
    >>> versus_cost(game, mine[:2], theirs[:2], [card for card in FULL_DECK if card not in mine + theirs], pat)
    1.6
    """
    kept, vs_kept, deck = tuple(kept), tuple(vs_kept), tuple(unseen)
    chosen = _exact_nodes(game, plans, kept, vs_kept, deck)
    if chosen is not None:
        return chosen[1] * SIDES_FACTOR + len(chosen[0]) * NODE_SECONDS
    if not any(step.kind == "best" for step in plans.mine + plans.theirs):
        return trials * TRIAL_SECONDS
    return _probe(game, plans, kept, vs_kept, deck).seconds_for(trials)


@lru_cache(maxsize=4)  # the estimate, the report's phases and the run ask for the same spot in turn
def _exact_nodes(game: DrawGame, plans: Plans, kept: Hand, vs_kept: Hand,
                 deck: Hand, node_limit: int = NODE_LIMIT) -> tuple[tuple[_LastDraw, ...], float] | None:
    """The deals before the last draw and the estimated work of counting their last draws one by one
    (as :func:`cardlab.draw.joint.joint_odds` would), when the exact count is chosen: :func:`node_bound`
    at most ``node_limit`` (checked first) and that work at most :data:`EXACT_SECONDS`; else None.
    The count itself reuses each kept set's draws (:class:`_Sides`) and takes about
    :data:`SIDES_FACTOR` of that work."""
    first = (game.hand_size - len(kept), game.hand_size - len(vs_kept))
    if node_bound(game, first, len(deck), len(plans.mine) + 1) > node_limit:
        return None
    last = tuple(_last_draws(_Players(game, plans, BestDiscard(game, deck)), kept, vs_kept, deck))
    size = game.hand_size
    work = JOINT_FACTOR * sum(joint_cost(game, size - len(node.mine), size - len(node.theirs), len(node.left))
                              for node in last)
    return (last, work) if work <= EXACT_SECONDS else None


def versus_odds(game: DrawGame, kept: Sequence[Card], vs_kept: Sequence[Card], unseen: Sequence[Card], plans: Plans,
                *, seed: int, trials: int = TRIALS, node_limit: int = NODE_LIMIT,
                progress: Progress = no_progress) -> VersusOdds:
    """The first draw to ``kept`` and ``vs_kept``, then one more draw per step of ``plans``; your
    wins, ties and losses at the end. Counted exactly when :func:`node_bound` is at most
    ``node_limit`` and the estimated work of counting every node's last draw is at most
    :data:`EXACT_SECONDS`; else over ``trials`` seeded deals.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> from cardlab.draw.several.plans import default_plans
    >>> game = draw_game("badugi")
    >>> mine, theirs = parse_hand("Ac 2d 3h 4s"), parse_hand("Kc Kd Qh Js")
    >>> unseen = [card for card in FULL_DECK if card not in mine + theirs]
    >>> odds = versus_odds(game, mine, (), unseen, default_plans(game, parse_goal("any"), 3), seed=1, trials=300)
    >>> odds.wins == 300, odds.method   # the best badugi stands pat and nothing beats it
    (True, 'monte-carlo')
    >>> pat = Plans((Step("pat"),), (Step("pat"),))
    >>> small = versus_odds(game, mine[:3], theirs[:3], parse_hand("4c 5d 6h 7s"), pat, seed=1)
    >>> small.method, small.wins, small.total   # your 3-2-A at worst beats whatever they make
    ('exact', 1, 1)
    """
    kept, vs_kept, deck = tuple(kept), tuple(vs_kept), tuple(unseen)
    chosen = _exact_nodes(game, plans, kept, vs_kept, deck, node_limit)
    if chosen is not None:
        return _exact(game, chosen[0], deck, seed, progress)
    deals = _Deals(_probe(game, plans, kept, vs_kept, deck).deals.players, kept, vs_kept, deck, random.Random(seed))
    try:
        deals.play(trials, progress)
    finally:
        _probe.cache_clear()  # what the run counted can be hundreds of MB (throwing whole hands): not kept after it
    return VersusOdds(deals.wins, deals.ties, trials - deals.wins - deals.ties, trials, seed)


@dataclass(frozen=True)
class _LastDraw:
    """A deal before the last draw: its chance, both players' kept cards for the last draw, the cards left."""

    chance: Fraction
    mine: Hand
    theirs: Hand
    left: Hand


def _last_draws(players: _Players, kept: Hand, vs_kept: Hand, deck: Hand) -> list[_LastDraw]:
    """Every deal before the last draw (yours, then the opponent's from the rest, each set of cards
    equally likely), with what the plans keep for the last draw."""
    game, later = players.game, len(players.plans.mine)
    found: list[_LastDraw] = []

    def walk(mine_keep: Hand, theirs_keep: Hand, left: Hand, number: int, chance: Fraction) -> None:
        mine_size, theirs_size = game.hand_size - len(mine_keep), game.hand_size - len(theirs_keep)
        each = chance / (comb(len(left), mine_size) * comb(len(left) - mine_size, theirs_size))
        for drawn in combinations(left, mine_size):
            rest = tuple(card for card in left if card not in drawn)
            for other in combinations(rest, theirs_size):
                after = tuple(card for card in rest if card not in other)
                mine, theirs = players.keeps(number, mine_keep + drawn, theirs_keep + other)
                if number == later - 1:
                    found.append(_LastDraw(each, mine, theirs, after))
                else:
                    walk(mine, theirs, after, number + 1, each)

    walk(kept, vs_kept, deck, 0, Fraction(1))
    return found


def _exact(game: DrawGame, last: Sequence[_LastDraw], deck: Hand, seed: int, progress: Progress) -> VersusOdds:
    """Each node's last draw counted jointly (by inclusion-exclusion over the cards both draw, as
    :func:`cardlab.draw.joint.joint_odds` counts it exactly), weighted by its chance; the chances as
    counts of their common denominator. Each side's draws come from :class:`_Sides` (draws from the
    fixed deck, counted once per kept set)."""
    win = tie = Fraction(0)
    size, sides = game.hand_size, _Sides(game, deck)
    for number, node in enumerate(last):
        if number % 16 == 0:
            progress(number / len(last))
        k1, k2 = size - len(node.mine), size - len(node.theirs)
        left, removed = set(node.left), [card for card in deck if card not in node.left]
        wins = ties = 0
        for shared in range(min(k1, k2) + 1):
            sign = -1 if shared % 2 else 1
            for common in combinations(node.left, shared):
                mine = sides.side(node.mine + common, removed)
                theirs = sides.side(node.theirs + common, removed)
                outcome = compare_counts(mine, theirs)
                wins += sign * outcome[0]
                ties += sign * outcome[1]
        total = comb(len(left), k1) * comb(len(left) - k1, k2)
        win += node.chance * Fraction(wins, total)
        tie += node.chance * Fraction(ties, total)
    progress(1.0)
    total = lcm(win.denominator, tie.denominator)
    wins, ties = win.numerator * (total // win.denominator), tie.numerator * (total // tie.denominator)
    return VersusOdds(wins, ties, total - wins - ties, total, seed, EXACT)


@dataclass
class _Sides:
    """One side of a last draw from the cards left, as the draws from the fixed ``deck`` that avoid
    the cards no longer in it (inclusion-exclusion over those cards): each kept set's draws from the
    deck are counted once (by the game's kernel) and serve every node.

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> game, deck = draw_game("badugi"), parse_hand("5c 6s 7h 8d Kc 9d")
    >>> kept, left = parse_hand("2c 3d 4h"), parse_hand("5c 6s 7h 8d")
    >>> sides = _Sides(game, deck)
    >>> sides.side(kept, parse_hand("Kc 9d")) == +game.final_values(kept, left)
    True
    """

    game: DrawGame
    deck: Hand
    _finals: dict[frozenset[Card], Counter[HandValue]] = field(default_factory=dict)

    def side(self, kept: Hand, removed: Sequence[Card]) -> Counter[HandValue]:
        """Value -> number of draws to ``kept`` from the deck less ``kept`` and ``removed``."""
        draw = self.game.hand_size - len(kept)
        gone = [card for card in removed if card not in kept]
        found: Counter[HandValue] = Counter()
        for size in range(min(draw, len(gone)) + 1):
            sign = -1 if size % 2 else 1
            for subset in combinations(gone, size):
                for value, count in self._draws(kept + subset).items():
                    found[value] += sign * count
        return found

    def _draws(self, kept: Hand) -> Counter[HandValue]:
        key = frozenset(kept)
        found = self._finals.get(key)
        if found is None:
            if len(kept) == self.game.hand_size:
                found = Counter({self.game.value(kept): 1})
            else:
                found = self.game.final_values(kept, [card for card in self.deck if card not in key])
            self._finals[key] = found
        return found


@lru_cache(maxsize=1)  # the estimate probes the spot; the run then reuses the choices counted
def _probe(game: DrawGame, plans: Plans, kept: Hand, vs_kept: Hand, deck: Hand) -> _Probe:
    players = _Players(game, plans, BestDiscard(game, deck))
    return _Probe(_Deals(players, kept, vs_kept, deck, random.Random(PROBE_SEED)))


@dataclass
class _Probe:
    """Seeded deals of a spot played to measure their work: each batch's counts of what it counted
    anew (:attr:`BestDiscard.work`). A deal costs what its best discards meet for the first time,
    so deals grow cheaper as the run goes on, how fast depending on the spot: keeping four cards
    most choices repeat within a few hundred deals, throwing whole hands hardly any do.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> game, best = draw_game("badugi"), Plans((Step("best"),), (Step("best"),))
    >>> kept, vs_kept = parse_hand("Ac 2d 3h"), parse_hand("Kc Kd Qh")
    >>> deck = tuple(card for card in FULL_DECK if card not in kept + vs_kept)
    >>> probe = _Probe(_Deals(_Players(game, best, BestDiscard(game, deck)), kept, vs_kept, deck, random.Random(1)))
    >>> 0 < probe.seconds_for(20_000) < 20_000 * 0.002, 48 <= probe.deals.done <= MOST_PROBED
    (True, True)
    """

    deals: _Deals
    batches: list[tuple[int, Counter[str]]] = field(default_factory=list)  # (deals, what they counted anew)

    def seconds_for(self, trials: int) -> float:
        """Modelled CPython seconds of ``trials`` deals from a fresh start. The probe plays batches
        (:data:`FIRST_PROBED` deals, twice as many each time) until their work reaches
        :data:`PROBE_SECONDS` (at least :data:`PROBE_BATCHES` batches, at most :data:`MOST_PROBED`
        deals). Each kind of work then falls per deal as a power of the deals played, its exponent
        (0 to 1) from the last two batches; the draws counted anew, each kind at most the keeps
        of its size not yet seen."""
        while self.deals.done < min(trials, MOST_PROBED) and (len(self.batches) < PROBE_BATCHES
                                                               or self._seconds(self.batches) < PROBE_SECONDS):
            count = min(FIRST_PROBED << len(self.batches), min(trials, MOST_PROBED) - self.deals.done)
            if len(self.batches) >= PROBE_BATCHES:  # the last batch sized to the work left at the last one's rate
                last, work_before = self.batches[-1][0], self._seconds(self.batches[-1:])
                room = (PROBE_SECONDS - self._seconds(self.batches)) / max(work_before / last, 1e-9)
                if room < FIRST_PROBED:
                    break
                count = min(count, int(room))
            work = self.deals.players.best.work
            before = Counter(work)
            self.deals.play(count)
            self.batches.append((count, work - before))
        done = self.deals.done
        spent = self._seconds(self.batches)
        if done >= trials or len(self.batches) < 2:
            return spent * trials / max(done, 1)
        (first, earlier), (second, later) = self.batches[-2:]
        middles = (done - second - first / 2, done - second / 2)
        left = DEAL_SECONDS * (trials - done)
        seen = sum((work for _, work in self.batches), Counter[str]())
        size = self.deals.players.game.hand_size
        for kind in later.keys() | earlier.keys():
            more = _extrapolated(earlier[kind] / first, later[kind] / second, middles, done, trials)
            if kind.startswith("draw "):
                more = min(more, float(comb(52, size - int(kind[5:])) - seen[kind]))
            left += more * self._unit(kind)
        return spent + left

    def _seconds(self, batches: list[tuple[int, Counter[str]]]) -> float:
        return sum(count * DEAL_SECONDS + sum(number * self._unit(kind) for kind, number in work.items())
                   for count, work in batches)

    def _unit(self, kind: str) -> float:
        if kind.startswith("draw "):
            return KERNEL_SHARE * self.deals.players.game.engine_seconds[int(kind[5:])]
        return {"choices": CHOICE_SECONDS, "chances": CHANCE_SECONDS, "compared": COMPARED_SECONDS}[kind]


def _extrapolated(earlier: float, later: float, middles: tuple[float, float], done: int, trials: int) -> float:
    """How many more of something deals ``done`` to ``trials`` meet, at ``earlier`` and ``later``
    per deal around the deals ``middles``: a power of the deals played (exponent 0 to 1).

    >>> _extrapolated(2.0, 2.0, (8, 24), 32, 64), round(_extrapolated(2.0, 1.0, (8, 16), 16, 32), 2)
    (64.0, 10.67)
    """
    if later <= 0:
        return 0.0
    fall = 0.0 if earlier <= later else min(1.0, log(earlier / later) / log(middles[1] / middles[0]))
    found, start = 0.0, done
    while start < trials:  # each stretch twice the deals before it, at the rate of its middle
        end = min(trials, 2 * start)
        found += (end - start) * later * ((start + end) / 2 / middles[1]) ** -fall
        start = end
    return found


@dataclass
class _Deals:
    """Seeded deals of one spot (the cards of every draw at once, from ``rng``) and the outcomes
    so far. A deal asks both players' plans what they keep; a best discard is counted once per pair
    of hands, then reused, so deals grow cheaper as the choices they meet repeat: how fast depends
    on the spot (:class:`_Probe`).

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.draw.games import draw_game
    >>> game, pat = draw_game("badugi"), Plans((Step("pat"),), (Step("pat"),))
    >>> kept, vs_kept = parse_hand("Ac 2d 3h"), parse_hand("4c 5d 6h")
    >>> deck = tuple(card for card in FULL_DECK if card not in kept + vs_kept)
    >>> deals = _Deals(_Players(game, pat, BestDiscard(game, deck)), kept, vs_kept, deck, random.Random(1))
    >>> deals.play(40); deals.play(60)
    >>> whole = _Deals(_Players(game, pat, BestDiscard(game, deck)), kept, vs_kept, deck, random.Random(1))
    >>> whole.play(100)
    >>> (deals.done, deals.wins, deals.ties) == (whole.done, whole.wins, whole.ties) == (100, 83, 0)
    True
    """

    players: _Players
    kept: Hand
    vs_kept: Hand
    deck: Hand
    rng: random.Random
    wins: int = 0
    ties: int = 0
    done: int = 0

    def play(self, count: int, progress: Progress = no_progress) -> None:
        """Play the next ``count`` deals (progress: of the deals played when they are done)."""
        game, size, later = self.players.game, self.players.game.hand_size, len(self.players.plans.mine)
        kept, vs_kept, deck, rng = self.kept, self.vs_kept, self.deck, self.rng
        needed = min(len(deck), 2 * size - len(kept) - len(vs_kept) + 2 * size * later)
        trials = self.done + count
        step = max(1, trials // 50)
        for number in range(self.done, self.done + count):
            if number % step == 0:
                progress(number / trials)
            cards = rng.sample(deck, needed)
            at = size - len(kept)
            mine = kept + tuple(cards[:at])
            theirs = vs_kept + tuple(cards[at:at + size - len(vs_kept)])
            at += size - len(vs_kept)
            for draw in range(later):
                mine_keep, theirs_keep = self.players.keeps(draw, mine, theirs)
                mine, at = mine_keep + tuple(cards[at:at + size - len(mine_keep)]), at + size - len(mine_keep)
                theirs, at = theirs_keep + tuple(cards[at:at + size - len(theirs_keep)]), at + size - len(theirs_keep)
            mine_value, theirs_value = game.value(mine), game.value(theirs)
            if mine_value < theirs_value:
                self.wins += 1
            elif mine_value == theirs_value:
                self.ties += 1
        self.done += count
        progress(1.0)
