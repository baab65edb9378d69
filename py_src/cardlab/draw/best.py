"""The best discard: every way to throw cards from a hand (16 in badugi, 32 in five-card lowball),
ranked by a goal.

Each discard's chance is exact (a count of equally likely draws), except against an opponent who
draws too when the joint count is too large (see :mod:`cardlab.draw.joint`). Discards with the same
chance share a place; within a tie the one that makes better hands more often comes first (the
best top card or better, then the next, ...), and its reason says where the two differ.

>>> from cardlab.draw.games import draw_game
>>> from cardlab.draw.goal import parse_goal
>>> from cardlab.draw.spot import parse_spot
>>> badugi = draw_game("badugi")
>>> rows = rank_discards(badugi, parse_spot("2c 3d 4h Kh"), parse_goal("badugi"))
>>> [(row.place, format_cards(row.discard), row.count, row.outcomes) for row in rows[:3]]
[(1, 'Kh', 10, 48), (1, '4h', 10, 48), (3, '2c Kh', 100, 1128)]
>>> rows[0].reason
'throwing Kh keeps 2-3-4 and draws to 10 outs of 48 to make any badugi'
>>> rows[1].reason.split("; ")[1]
'the same 10 outs as throwing Kh, but never makes an 8-high badugi or better (0 of 48 vs 5 of 48)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from ..core.cards import Hand, format_cards
from ..core.progress import Progress, no_progress
from ..core.words import percent
from ..games.played import HandValue
from .games import DrawGame
from .goal import Goal
from .joint import TRIAL_SECONDS, JointOdds, exact_cost, joint_odds
from .spot import DrawSpot

REFERENCE_TOP = 8  # "8-high or better": the figure a reason quotes when it tells two discards apart
ROW_EXACT_SECONDS = 0.3  # per discard, against a drawing opponent: exact up to this estimate, else sampled
ROW_SAMPLES = 10_000


@dataclass(frozen=True)
class DiscardRow:
    """One discard: its chance of the goal (``count`` of ``outcomes``), ties with the opponent
    (beating a hand), the final distribution, its place (shared by ties) and a reason in words."""

    discard: Hand
    kept: Hand
    count: int
    outcomes: int
    ties: int
    finals: Counter[HandValue]
    joint: JointOdds | None = None
    place: int = 0
    tied: bool = False
    reason: str = ""

    @property
    def chance(self) -> Fraction:
        """The exact chance of the goal: ``count`` of ``outcomes``.

        >>> from cardlab.draw.games import draw_game
        >>> from cardlab.draw.goal import parse_goal
        >>> from cardlab.draw.spot import parse_spot
        >>> rank_discards(draw_game("badugi"), parse_spot("2c 3d 4h Kh"), parse_goal("8"))[0].chance
        Fraction(5, 48)
        """
        return Fraction(self.count, self.outcomes)

    def better_made(self, game: DrawGame) -> tuple[int, ...]:
        """How many draws make a made hand of each top card or lower (the game's tops), cumulative.

        >>> from cardlab.draw.games import draw_game
        >>> from cardlab.draw.goal import parse_goal
        >>> from cardlab.draw.spot import parse_spot
        >>> badugi = draw_game("badugi")
        >>> best = rank_discards(badugi, parse_spot("2c 3d 4h Kh"), parse_goal("8"))[0]
        >>> format_cards(best.discard), best.better_made(badugi)  # tops 4 (one out: As) to K (ten outs)
        ('Kh', (1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
        """
        by_top = Counter(dict.fromkeys(game.tops, 0))
        for value, count in self.finals.items():
            if game.made(value):
                by_top[value[1][0]] += count
        cumulative, running = [], 0
        for top in game.tops:
            running += by_top[top]
            cumulative.append(running)
        return tuple(cumulative)


def discards_of(hand: Hand) -> list[Hand]:
    """Every discard (2 ** cards), fewest cards first.

    >>> len(discards_of(tuple(range(4)))), len(discards_of(tuple(range(5)))), discards_of(tuple(range(4)))[:2]
    (16, 32, [(), (0,)])
    """
    return [subset for size in range(len(hand) + 1) for subset in combinations(hand, size)]


def table_cost(game: DrawGame, spot: DrawSpot, goal: Goal) -> float:
    """Estimated CPython seconds of :func:`rank_discards`.

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> from cardlab.draw.spot import parse_spot
    >>> table_cost(draw_game("badugi"), parse_spot("2c 3d 4h Kh"), parse_goal("badugi")) < 0.2
    True
    """
    return sum(_row_cost(game, len(discard), spot, goal) for discard in discards_of(spot.hand))


def _row_cost(game: DrawGame, drawn: int, spot: DrawSpot, goal: Goal) -> float:
    cost = game.engine_seconds[drawn]
    if goal.against_draw:
        joint = exact_cost(game, drawn, len(spot.vs_discard), len(spot.unseen))
        cost += joint if joint <= ROW_EXACT_SECONDS else ROW_SAMPLES * TRIAL_SECONDS
    return cost


def rank_discards(game: DrawGame, spot: DrawSpot, goal: Goal, *, seed: int | None = None,
                  progress: Progress = no_progress) -> list[DiscardRow]:
    """Every discard with its chance of ``goal``, best first, places shared by ties, with reasons.

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> from cardlab.draw.spot import parse_spot
    >>> rows = rank_discards(draw_game("badugi"), parse_spot("2c 3d 4h Kh"), parse_goal("8"))
    >>> [(row.place, format_cards(row.discard), row.count, row.outcomes) for row in rows[:2]]
    [(1, 'Kh', 5, 48), (2, '2c Kh', 25, 1128)]
    >>> lowball = draw_game("deuce-to-seven")
    >>> rows = rank_discards(lowball, parse_spot("2c 3d 4h 8s Kd", game=lowball), parse_goal("7", game=lowball))
    >>> [(row.place, format_cards(row.discard), row.count, row.outcomes) for row in rows[:2]]
    [(1, '8s Kd', 32, 1081), (2, '3d 8s Kd', 160, 16215)]
    """
    unseen = spot.unseen
    rows = []
    total_cost, spent = table_cost(game, spot, goal), 0.0
    for discard in discards_of(spot.hand):
        progress(spent / total_cost)
        kept = tuple(card for card in spot.hand if card not in discard)
        finals = game.final_values(kept, unseen)
        outcomes = sum(finals.values())
        joint = None
        if goal.against_draw:
            joint = joint_odds(game, kept, len(discard), spot.vs_kept, len(spot.vs_discard), unseen, seed=seed,
                               exact_seconds=ROW_EXACT_SECONDS, trials=ROW_SAMPLES)
            count, ties, outcomes = joint.wins, joint.ties, joint.total
        else:
            count = sum(number for value, number in finals.items() if goal.reached(value))
            ties = finals.get(goal.threshold, 0) if goal.key == "beat" else 0
        rows.append(DiscardRow(discard, kept, count, outcomes, ties, finals, joint))
        spent += _row_cost(game, len(discard), spot, goal)
    progress(1.0)
    rows.sort(key=lambda row: _order(game, row))
    return _placed(game, rows, goal)


def _order(game: DrawGame, row: DiscardRow) -> tuple[object, ...]:
    cumulative = row.better_made(game)
    return (-row.chance, -Fraction(row.ties, row.outcomes), tuple(-Fraction(n, row.outcomes) for n in cumulative),
            len(row.discard), [(game.rank(card), card.suit) for card in row.discard])


def _placed(game: DrawGame, rows: Sequence[DiscardRow], goal: Goal) -> list[DiscardRow]:
    placed: list[DiscardRow] = []
    for index, row in enumerate(rows):
        leader = placed[-1] if placed else None
        tied = leader is not None and (row.chance, row.ties * leader.outcomes) == (
            leader.chance, leader.ties * row.outcomes)
        place = leader.place if tied and leader else index + 1
        first_of_tie = next((other for other in placed if other.place == place), None) if tied else None
        reason = describe(game, row, goal, first_of_tie)
        placed.append(DiscardRow(row.discard, row.kept, row.count, row.outcomes, row.ties, row.finals, row.joint,
                                 place, tied, reason))
    if len(placed) > 1:  # the first row of a tie is tied too
        places = Counter(row.place for row in placed)
        placed = [DiscardRow(row.discard, row.kept, row.count, row.outcomes, row.ties, row.finals, row.joint,
                             row.place, places[row.place] > 1, row.reason) for row in placed]
    return placed


def describe(game: DrawGame, row: DiscardRow, goal: Goal, tied_with: DiscardRow | None = None) -> str:
    """Why a discard stands where it does, in words.

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> from cardlab.draw.spot import parse_spot
    >>> badugi = draw_game("badugi")
    >>> describe(badugi, rank_discards(badugi, parse_spot("2c 3d 4h Kh"), parse_goal("8"))[1], parse_goal("8"))
    'throwing 2c Kh keeps 3-4 and 25 of 1,128 draws make an 8-high badugi or better'
    """
    drawn = len(row.discard)
    every = drawn == game.hand_size
    if drawn == 0:
        opening = "standing pat"
    elif every:
        opening = f"throwing all {'four' if drawn == 4 else 'five'}"
    else:
        opening = f"throwing {format_cards(row.discard)} keeps {_ranks_text(game, row.kept)}"
    joiner = ":" if drawn == 0 or every else " and"
    if row.joint is not None:
        text = f"{opening}{joiner} {_joint_words(row.joint)}"
    elif drawn == 0:
        text = f"{opening}: {'does' if row.count else 'does not'} {goal_phrase(goal)}"
    elif drawn == 1:
        outs = f"{row.count} {'out' if row.count == 1 else 'outs'} of {row.outcomes}"
        text = f"{opening} and draws to {outs} to {goal_phrase(goal)}"
    else:
        text = f"{opening}{joiner} {row.count:,} of {row.outcomes:,} draws {goal_phrase(goal)}"
    if tied_with is not None and tied_with is not row:
        text += "; " + _tie_difference(game, row, tied_with)
    return text


def _joint_words(joint: JointOdds) -> str:
    if joint.method == "exact":
        ties = f", ties {joint.ties:,}" if joint.ties else ""
        return f"wins {joint.wins:,} of {joint.total:,} deals of both draws{ties}"
    share = joint.wins / joint.total
    error = joint.standard_error(joint.wins)
    plus_minus = f" (± {percent(error, 1)})" if error is not None else ""
    return f"wins about {percent(share, 1)}{plus_minus} of {joint.total:,} sampled deals"


def goal_phrase(goal: Goal) -> str:
    """The goal as a verb phrase.

    >>> from cardlab.draw.goal import parse_goal
    >>> goal_phrase(parse_goal("badugi")), goal_phrase(parse_goal("8"))
    ('make any badugi', 'make an 8-high badugi or better')
    """
    return goal.label if goal.key == "beat" else f"make {goal.label}"


def _ranks_text(game: DrawGame, cards: Hand) -> str:
    if not cards:
        return "nothing"
    return "-".join(game.rank_text(rank) for rank in sorted(game.rank(card) for card in cards))


def _tie_difference(game: DrawGame, row: DiscardRow, other: DiscardRow) -> str:
    """How ``row`` differs from the first discard of its tie."""
    mine, theirs = row.better_made(game), other.better_made(game)
    differing = [top for top, a, b in zip(game.tops, mine, theirs) if a * other.outcomes != b * row.outcomes]
    name = f"throwing {format_cards(other.discard)}" if other.discard else "standing pat"
    if len(row.discard) == len(other.discard) == 1 and row.joint is None:
        same = f"the same {row.count} {'out' if row.count == 1 else 'outs'} as {name}"
    else:
        same = f"the same chance as {name}"
    if not differing:
        return f"{same}, and the same {game.made_noun}s as often"
    top = REFERENCE_TOP if REFERENCE_TOP in differing else differing[0]
    index = game.tops.index(top)
    a, b = mine[index], theirs[index]
    what = game.top_text(top)
    counts = f"({a:,} of {row.outcomes:,} vs {b:,} of {other.outcomes:,})"
    how = _how_often(Fraction(a, row.outcomes), Fraction(b, other.outcomes))
    if how == "never":
        return f"{same}, but never makes {what} {counts}"
    return f"{same}, but makes {what} {how} {counts}"


def _how_often(mine: Fraction, theirs: Fraction) -> str:
    """How often one chance happens compared with another.

    >>> _how_often(Fraction(1, 4), Fraction(1, 2)), _how_often(Fraction(0), Fraction(1, 3))
    ('half as often', 'never')
    >>> _how_often(Fraction(9, 10), Fraction(1)), _how_often(Fraction(1), Fraction(0))
    ('less often', 'more often')
    """
    if not mine:
        return "never"
    words = {Fraction(1, 2): "half as often", Fraction(2): "twice as often", Fraction(1, 3): "a third as often",
             Fraction(3): "three times as often"}
    if theirs and mine / theirs in words:
        return words[mine / theirs]
    return "less often" if mine < theirs else "more often"
