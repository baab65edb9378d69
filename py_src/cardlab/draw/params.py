"""Reading a ``draw`` request (and ``badugi.draw``): the game, the spot, the goal, what to compute,
every field checked.

Parameters: ``game`` (badugi, the default, deuce-to-seven or ace-to-five), ``hand`` (four or five
cards), ``discard`` (cards of the hand; blank: the policy's discard, ``pat`` or ``none``: no cards),
``best`` (rank every discard: 16 or 32), ``dead``, ``vs`` (the opponent's hand), ``vs_discard``
(cards they throw; blank, ``pat`` or ``none``: they stand pat), ``draws`` (1 to 3 left), ``goal`` (``any``, the made
hand's word — ``badugi``, ``low`` —, a top card such as ``8``, or ``beat``; blank: the game's
default, 8 or better), ``plan`` (against a drawing opponent, what you do at each later draw:
``best``, ``pat`` or a top card per draw, separated by ``|``; blank: the default, see
:mod:`.several.plans`), ``vs_plan`` (the opponent's, the same syntax) and ``seed`` (for any Monte Carlo).

>>> request = read_draw_params({"hand": "2c 3d 4h Kh", "discard": "Kh", "draws": 3, "goal": "8"})
>>> [str(card) for card in request.spot.discard], request.draws, request.goal.label, request.discard_source
(['Kh'], 3, 'an 8-high badugi or better', 'given')
>>> [str(card) for card in read_draw_params({"hand": "2c 3d 4h Kh"}).spot.discard]
['Kh']
>>> lowball = read_draw_params({"game": "deuce-to-seven", "hand": "2c 3d 4h Kh Ks"})
>>> lowball.goal.label, [str(card) for card in lowball.spot.discard]
('an 8-low or better', ['Kh', 'Ks'])
>>> read_draw_params({"hand": "2c 3d 4h Kh", "draws": 4})
Traceback (most recent call last):
...
cardlab.core.errors.InputError: draws: must be at most 3, got 4
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Hand, parse_hand
from ..core.errors import InputError
from ..core.limits import parse_int
from ..core.odds import resolve_seed, seed_param
from ..core.params import Params, bool_param, text_param
from ..games.choices import draw_games
from .games import DrawGame, draw_game
from .goal import Goal, parse_goal
from .several.plans import Plans, parse_plan
from .shapes import DiscardSource
from .spot import CARD_TEXT_LIMIT, DrawSpot, check_unseen, parse_spot

MAX_DRAWS = 3
PAT_WORDS = ("pat", "none", "-")


@dataclass(frozen=True)
class DrawRequest:
    """A checked request. ``discard_source``: "given", "pat", "policy" (none given) or "best"
    (none given, and ``best`` on or the goal "beat": the discard ranked first, filled in by the report)."""

    game: DrawGame
    spot: DrawSpot
    goal: Goal
    best: bool
    draws: int
    seed: int
    discard_source: DiscardSource
    plans: Plans


def read_draw_params(params: Params, default_game: str | None = "badugi") -> DrawRequest:
    """Every parameter read and checked; the messages name the field (and the card).

    >>> read_draw_params({"hand": "2c 3d 4h Kh", "goal": "beat"})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: goal: 'beat' needs the opponent's hand
    """
    discard_text = params.get("discard")
    if discard_text is not None and not isinstance(discard_text, str):
        raise InputError("parameter 'discard' must be text", field="discard")
    discard_text = (discard_text or "").strip()
    pat = discard_text.lower() in PAT_WORDS
    game = draw_game(text_param(params, "game", "") or default_game or _game_by_size(params))
    spot = parse_spot(
        text_param(params, "hand"),
        "" if pat else discard_text,
        text_param(params, "dead", ""),
        text_param(params, "vs", ""),
        _stand_pat_as_blank(text_param(params, "vs_discard", "")),
        game,
    )
    best = bool_param(params, "best")
    draws = parse_int(params.get("draws", 1), field="draws", minimum=1, maximum=MAX_DRAWS)
    seed = resolve_seed(seed_param(params))  # none given: drawn, and reported with any estimate
    opponent = game.value(spot.vs) if spot.vs else None
    goal_text = text_param(params, "goal", "") or game.default_goal
    goal = parse_goal(goal_text, opponent, len(spot.vs_discard), game)
    # No discard given: beating a known hand is decided by ranking every discard (the cards that can
    # play for "any low" would keep a king against a drawing 9-low), so "beat" takes the best one,
    # as later draws do, when the unseen cards let every discard be drawn to; other goals keep what
    # can play for them, unless every discard is ranked.
    size = game.hand_size
    later = size * (draws - 1) * (2 if spot.vs else 1)  # with an opponent, both players draw again
    rankable = len(spot.unseen) >= size + len(spot.vs_discard) + later
    ranked = best or (goal.key == "beat" and rankable)
    source: DiscardSource = "pat" if pat else "given" if discard_text else "best" if ranked else "policy"
    if source in ("policy", "best"):
        spot = spot.with_discard(policy_discard(game, spot.hand, goal))
    first = size if best or source == "best" else len(spot.discard)  # ranking draws to every discard
    check_unseen(spot, first + len(spot.vs_discard) + later,
                 "ranking every discard" if best else f"{draws} draws" if draws > 1 else "the draws")
    plans = parse_plan(text_param(params, "plan", ""), game, goal, draws, versus=bool(spot.vs),
                       vs_text=text_param(params, "vs_plan", ""), vs_pat=bool(spot.vs) and not spot.vs_discard)
    return DrawRequest(game, spot, goal, best, draws, seed, source, plans)


def _stand_pat_as_blank(text: str) -> str:
    """A discard typed as a stand-pat word (:data:`PAT_WORDS`, any case) read as no cards.

    >>> _stand_pat_as_blank(" Pat "), _stand_pat_as_blank("none"), _stand_pat_as_blank("Ks")
    ('', '', 'Ks')
    """
    return "" if text.strip().lower() in PAT_WORDS else text


def _game_by_size(params: Params) -> str:
    """No game named: the first draw game of the catalog dealt that many cards (four: badugi), any
    other size the first five-card one (2-7; the hand's size is checked next).

    >>> _game_by_size({"hand": "2c 3d 4h Kh"}), _game_by_size({"hand": "2c 3d 4h Kh Ks"})
    ('badugi', 'deuce-to-seven')
    """
    hand = params.get("hand", "")
    try:
        size = len(parse_hand(hand)) if isinstance(hand, str) and len(hand) <= CARD_TEXT_LIMIT else 0
    except InputError:
        size = 0
    games = draw_games()
    return next((game.key for game in games if game.hand_size == size),
                next(game.key for game in games if game.hand_size == 5))


def policy_discard(game: DrawGame, hand: Hand, goal: Goal) -> Hand:
    """What the policy throws: nothing from a made hand that reaches the goal, else every card it
    does not keep.

    >>> from cardlab.core.cards import parse_hand
    >>> from cardlab.draw.goal import parse_goal
    >>> badugi = draw_game("badugi")
    >>> [str(c) for c in policy_discard(badugi, parse_hand("2c 3d 4h 9s"), parse_goal("8"))]
    ['9s']
    >>> policy_discard(badugi, parse_hand("2c 3d 4h 9s"), parse_goal("badugi"))
    ()
    """
    value = game.value(hand)
    if game.made(value) and goal.reached(value):
        return ()
    keep = game.keep(hand, goal.cap)
    return tuple(card for card in hand if card not in keep)
