"""The draw engine's API actions: ``draw`` (any draw game) and ``badugi.draw`` (the same, badugi
by default), merged into :data:`cardlab.api.ACTIONS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.params import Action, Params, takes
from ..core.progress import Progress

if TYPE_CHECKING:
    from .shapes import DrawReport

# What read_draw_params reads (cardlab.draw.params), for both actions.
DRAW_KEYS = ("game", "hand", "discard", "best", "dead", "vs", "vs_discard", "draws", "goal", "seed", "plan",
             "vs_plan")


@takes(*DRAW_KEYS)
def draw_action(params: Params, progress: Progress) -> DrawReport:
    """``draw``: exact odds of a draw (game, hand, discard, best, dead, vs, vs_discard, draws, goal,
    seed, plan, vs_plan); without ``game`` a four-card hand is badugi and a five-card hand 2-7.

    >>> report = draw_action({"hand": "2c 3d 4h 8s Kd", "discard": "8s Kd"}, lambda fraction: None)
    >>> report["game"], report["headline"]
    ('deuce-to-seven', 'Throwing 8s Kd: 68 of 1,081 draws make an 8-low or better (6.29%)')
    """
    from .params import read_draw_params
    from .report import draw_report

    return draw_report(read_draw_params(params, default_game=None), progress)


@takes(*DRAW_KEYS)
def badugi_draw_action(params: Params, progress: Progress) -> DrawReport:
    """``badugi.draw``: the ``draw`` action with badugi as the default game.

    >>> report = badugi_draw_action({"hand": "2c 3d 4h Kh", "discard": "Kh"}, lambda fraction: None)
    >>> report["game"], report["headline"]
    ('badugi', 'Throwing Kh: 5 of 48 draws make an 8-high badugi or better (10.42%)')
    """
    from .params import read_draw_params
    from .report import draw_report

    return draw_report(read_draw_params(params, default_game="badugi"), progress)


ACTIONS: dict[str, Action] = {
    "draw": draw_action,
    "badugi.draw": badugi_draw_action,
}


def meta() -> dict[str, object]:
    """The draw vocabulary the page shows: games (with their goals and defaults), draws allowed.

    >>> facts = meta()
    >>> [game["key"] for game in facts["games"]], facts["max_draws"], facts["games"][1]["default_goal"]
    (['badugi', 'deuce-to-seven', 'ace-to-five'], 3, '8')
    """
    from ..core.cards import FULL_DECK
    from .games import draw_games
    from .params import MAX_DRAWS

    names = [game.name for game in draw_games()]
    return {
        "games": [game.summary() for game in draw_games()],
        "max_draws": MAX_DRAWS,
        "intro": f"{names[0]}{''.join(f', {name}' for name in names[1:-1])} and {names[-1]}: what a discard is worth, "
                 "which discard is best for your goal, how you stand against an opponent who stands pat or draws, "
                 "and your chances over the draws left. The next draw is counted exactly; several draws are counted "
                 "exactly where the tree of draws is small, else sampled (Monte Carlo), and the answer says which.",
        "method": f"What a discard is worth before the next draw: every equally likely draw from the unseen cards "
                  f"is counted exactly (the {len(FULL_DECK)} cards less your hand, the dead cards and the opponent's "
                  "hand).",
        "goals": [{"value": "any", "label": "Any made hand"}, {"value": "top", "label": "A top card or better"},
                  {"value": "beat", "label": "Beat the opponent"}],
        # The hints are short (on a phone each line of a hint pushes Run down): the steps' meanings are
        # in the rules and in the answer's policy line.
        "plan_hint": "with an opponent and 2 or 3 draws: best, pat or a top card such as 8 at each later draw, "
                     "split by |; blank: best to beat them, else the goal",
        "plan_example": "e.g. pat|best",
        "vs_plan_hint": "the same way; blank: pat if they stand pat now, "
                        f"else {draw_games()[0].default_goal} or better",
        "vs_plan_example": "e.g. best|pat",
    }
