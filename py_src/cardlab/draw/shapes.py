"""The draw report's JSON shapes (``draw``, ``badugi.draw``, ``cardlab draw --json``): one
TypedDict per part, ``Literal`` for the closed vocabularies. The chances use the one odds
vocabulary (:mod:`cardlab.core.odds`): ``count`` of ``of``, ``probability``, ``fraction``
("5/24"); estimates add ``method: "monte-carlo"``, ``trials``, ``seed`` and ``standard_error``.

>>> sorted(DrawReport.__optional_keys__)[:4]
['badugi', 'badugi_fraction', 'badugi_probability', 'best']
"""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from ..core.odds import Chosen, ExactChance

DiscardSource = Literal["given", "pat", "policy", "best"]
"""Where the counted discard came from: typed, ``pat``, the several-draws policy, the best row."""


class Share(ExactChance):
    """An exact chance (count, of, probability, fraction) with the words the page shows."""

    text: str


class MadeJson(Share):
    """Made hands (a badugi; a low) among the draws, and the words for them."""

    key: Literal["badugi", "low"]
    label: str  # "any badugi", "any low"
    noun: str  # "badugi", "low"
    plural: str  # "badugis", "lows"
    top_word: str  # "-high", "-low": what follows a top card


class TopRow(TypedDict):
    """Made hands whose top card is ``top`` (a rank character), and this top or better."""

    top: str
    name: str  # the row as a player names it: "7-low", "8-high", in 2-7 "Ace-high"
    count: int
    or_better: Share


class SizeRow(Share):
    """Badugi: final hands of this many playing cards."""

    size: int


class CategoryRow(Share):
    """Final hands of one category (badugi: a size; lowball: a low, one pair, ...)."""

    key: str
    name: str


ClassRow = TypedDict("ClassRow", {"name": str, "class": int, "count": int, "of": int, "probability": float,
                                  "fraction": str, "text": str})
"""One final value with its class among all hands of the game."""


class GoalJson(TypedDict, total=False):
    """The goal and its chance on this draw (against a drawing opponent: a note instead)."""

    key: str  # "any", a top card such as "8", or "beat"
    label: str
    count: int
    of: int
    probability: float
    fraction: str
    text: str
    note: str


class OpponentJson(TypedDict):
    """The opponent's hand, what they throw, and whether they stand pat."""

    hand: list[str]
    name: str
    discard: list[str]
    kept: list[str]
    draws: int
    pat: bool
    label: str  # what the wins, ties and losses cover: "after this draw" when draws are left (#37)


class OutcomeJson(Share, total=False):
    """A win, tie or loss against the opponent: the one chance shape (``count`` of ``of``); a
    Monte Carlo one adds its ``standard_error`` (a number, None with fewer than two trials),
    ``trials`` and ``seed``."""

    method: Chosen
    standard_error: float | None
    trials: int
    seed: int | None


class RowJson(TypedDict, total=False):
    """One discard of the ranked table."""

    place: int
    tie: bool
    discard: list[str]
    kept: list[str]
    count: int
    of: int
    probability: float
    fraction: str
    text: str
    reason: str
    method: Chosen
    ties: int
    standard_error: float | None
    trials: int
    seed: int | None


class ReachRow(TypedDict, total=False):
    """The chance to reach the goal within ``draws`` draws."""

    draws: int
    probability: float
    fraction: str
    method: Chosen
    standard_error: float | None


class SeveralJson(TypedDict, total=False):
    """Several draws: the chance within 1, 2, ... draws under the stated policy."""

    draws: int
    goal: str
    first_discard: list[str]
    policy: str
    method: Chosen
    by_draw: list[ReachRow]
    trials: int
    seed: int | None
    note: str
    policy_note: str  # a sentence, beside the wins over the draws against the opponent: why the two can differ


class VersusDrawsJson(TypedDict):
    """Over every draw left against an opponent who draws too (#37 item 1): your wins, ties and
    losses under the two stated policies, exact when the tree is small (``of``: the chances' common
    denominator; no ``standard_error``, ``trials`` or ``seed``, as an exact equity report), else
    sampled (``of`` = ``trials``, with the win's ``standard_error`` and the ``seed``). ``plan``: your step
    at each later draw ("best", "pat" or a top card), ``policy_source``: "given" (the request's
    ``plan``) or "default"; ``opponent_plan`` and ``opponent_policy_source`` the same for the
    opponent (the request's ``vs_plan``)."""

    draws: int
    policy: str
    opponent_policy: str
    policy_source: Literal["given", "default"]
    plan: list[str]
    opponent_policy_source: Literal["given", "default"]
    opponent_plan: list[str]
    method: Chosen
    win_probability: float
    tie_probability: float
    loss_probability: float
    wins: int
    ties: int
    losses: int
    of: int
    trials: NotRequired[int]
    seed: NotRequired[int]
    standard_error: NotRequired[float | None]  # estimates only: the win's, as the headline gives it (each of
    # win / tie / loss has its own)
    win: OutcomeJson
    tie: OutcomeJson
    loss: OutcomeJson
    note: str


class DrawReport(TypedDict, total=False):
    """The whole report. ``badugi*`` (badugi) or ``low*`` (lowball) repeat the made-hand count
    flat; ``sizes`` is badugi's, ``paired_or_worse`` lowball's; the opponent's keys come with
    ``vs``, ``best`` with every discard ranked, ``several_draws`` with draws left."""

    game: str
    game_name: str
    hand: list[str]
    hand_name: str
    discard: list[str]
    discard_source: DiscardSource
    discard_source_text: str  # why these cards are thrown, in words ("" when the discard was given)
    kept: list[str]
    dead: list[str]
    unseen: int
    drawn: int
    outcomes: int
    badugi: int
    badugi_probability: float
    badugi_fraction: str
    low: int
    low_probability: float
    low_fraction: str
    made: MadeJson
    tops: list[TopRow]
    categories: list[CategoryRow]
    classes: list[ClassRow]
    classes_total: int
    goal: GoalJson
    sizes: list[SizeRow]
    paired_or_worse: Share
    paired_or_worse_label: str  # "No low (paired, straight or flush)" in 2-7
    vs: OpponentJson
    wins: int
    ties: int
    losses: int
    deals: int
    method: Chosen
    win_probability: float
    tie_probability: float
    loss_probability: float
    win_fraction: str
    tie_fraction: str
    loss_fraction: str
    win: OutcomeJson
    tie: OutcomeJson
    loss: OutcomeJson
    trials: int
    seed: int | None
    standard_error: float | None  # the win's (each of win / tie / loss carries its own)
    best: list[RowJson]
    several_draws: SeveralJson
    versus_draws: VersusDrawsJson
    summary: str
    headline: str
    sampled_seed: int | None  # the seed every sampled figure used (a link keeps it); None when all are exact
