"""What each player does at each draw after the first (a :class:`Step` per later draw), the
defaults, the words the report says them in, and the ``plan`` a user sets (rules: ``docs/rules.md``,
"Several draws against a drawing opponent").

>>> from cardlab.draw.games import draw_game
>>> from cardlab.draw.goal import parse_goal
>>> game = draw_game("deuce-to-seven")
>>> plans = parse_plan("pat|", game, parse_goal("beat", (0, (9, 5, 4, 3, 2)), 1, game), 3)
>>> [step.kind for step in plans.mine], plans.mine_set
(['pat', 'best'], True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ...core.errors import InputError, shown
from ...core.text import ascii_lower

if TYPE_CHECKING:  # types only: the game records (..games) are built from modules beside this one
    from ..games import DrawGame
    from ..goal import Goal

PLAN_SEPARATOR = "|"
BEST_WORD = "best"
PAT_WORDS = ("pat", "none", "-")

StepKind = Literal["best", "aim", "pat"]
Rival = tuple[str, str, str]
"""The other player in a step's words: as an object, their hand, and "their" ("you", "yours", "your")."""


@dataclass(frozen=True)
class Step:
    """One player's choice at one later draw: ``best`` (the best discard for beating the other
    hand), ``aim`` (stand pat on ``goal`` or better, else keep what plays for it) or ``pat``."""

    kind: StepKind
    goal: Goal | None = None

    @property
    def key(self) -> str:
        """The step as a plan entry is typed: "best", "pat" or the goal's key ("8", "any").

        >>> from cardlab.draw.goal import parse_goal
        >>> Step("best").key, Step("aim", parse_goal("8")).key
        ('best', '8')
        """
        return self.goal.key if self.goal is not None else self.kind

    def words(self, subject: str, verbs: tuple[str, str, str, str], rival: Rival = ("the opponent", "the opponent's",
                                                                                     "their")) -> str:
        """The step in words, ``verbs`` being (stand, keep, draw, take) conjugated for ``subject``,
        ``rival`` the other player (as an object, their hand, their).

        >>> from cardlab.draw.goal import parse_goal
        >>> Step("aim", parse_goal("8")).words("you", ("stand", "keep", "draw", "take"))
        'you stand pat on an 8-high badugi or better, else keep the cards that play for it and draw the rest'
        >>> Step("pat").words("the opponent", ("stands", "keeps", "draws", "takes"))
        'the opponent stands pat'
        >>> Step("best").words("the opponent", ("stands", "keeps", "draws", "takes"), ("you", "yours", "your"))[:56]
        'the opponent takes the best discard for beating you on t'
        """
        stand, keep, draw, take = verbs
        if self.kind == "pat":
            return f"{subject} {stand} pat"
        if self.kind == "best":
            return (f"{subject} {take} the best discard for beating {rival[0]} on that draw: of standing pat, "
                    "keeping the cards that play for each top card and drawing a whole hand, the one whose hand "
                    f"after the draw beats {rival[1]} (drawing by {rival[2]} policy) most often, counted exactly; "
                    "ties: more cards kept")
        assert self.goal is not None
        return f"{subject} {stand} pat on {self.goal.label}, else {keep} the cards that play for it and {draw} the rest"


Plan = tuple[Step, ...]
"""One step per later draw (the first draw's discard is given)."""


@dataclass(frozen=True)
class Plans:
    """Your plan and the opponent's, and whether each was set by the user or is the default."""

    mine: Plan
    theirs: Plan
    mine_set: bool = False
    theirs_set: bool = False


def default_plans(game: DrawGame, goal: Goal, draws: int, vs_pat: bool = False) -> Plans:
    """The default plans: for the goal "beat" you take the best discard at each later draw, for
    another goal you aim at it; the opponent aims at the game's default goal, or, standing pat now
    (``vs_pat``), stands pat at every later draw too (a pat 9-high badugi is not broken for an 8).

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> game = draw_game("deuce-to-seven")
    >>> plans = default_plans(game, parse_goal("beat", (0, (9, 5, 4, 3, 2)), 1, game), 3)
    >>> [step.kind for step in plans.mine], [step.kind for step in plans.theirs]
    (['best', 'best'], ['aim', 'aim'])
    >>> [step.kind for step in default_plans(game, parse_goal("8", game=game), 3, vs_pat=True).theirs]
    ['pat', 'pat']
    """
    mine = Step("best") if goal.key == "beat" else Step("aim", goal)
    theirs = Step("pat") if vs_pat else Step("aim", default_goal(game))
    return Plans((mine,) * (draws - 1), (theirs,) * (draws - 1))


def default_goal(game: DrawGame) -> Goal:
    """The game's default goal (an 8 or better).

    >>> from cardlab.draw.games import draw_game
    >>> default_goal(draw_game("badugi")).label
    'an 8-high badugi or better'
    """
    from ..goal import parse_goal

    return parse_goal(game.default_goal, game=game)


def policies(plans: Plans) -> tuple[str, str]:
    """Your policy and the opponent's, in words (one phrase per later draw when they differ).

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> game = draw_game("deuce-to-seven")
    >>> mine, theirs = policies(default_plans(game, parse_goal("7", game=game), 3))
    >>> mine.split(",")[0]
    'after this draw you stand pat on a 7-low or better'
    >>> theirs.split(",")[0]
    'after this draw the opponent stands pat on an 8-low or better'
    >>> policies(Plans((Step("pat"), Step("aim", parse_goal("8", game=game))), (Step("pat"),) * 2, True))[0][:74]
    'by your plan, on draw 2 you stand pat; on draw 3 you stand pat on an 8-low'
    >>> policies(Plans((Step("pat"),) * 2, (Step("pat"),) * 2, False, True))[1]
    'by their plan, after this draw the opponent stands pat'
    """
    return (_plan_words(plans.mine, "you", ("stand", "keep", "draw", "take"),
                        ("the opponent", "the opponent's", "their"), "by your plan, " if plans.mine_set else ""),
            _plan_words(plans.theirs, "the opponent", ("stands", "keeps", "draws", "takes"),
                        ("you", "yours", "your"), "by their plan, " if plans.theirs_set else ""))


def _plan_words(plan: Plan, subject: str, verbs: tuple[str, str, str, str], rival: Rival, lead: str) -> str:
    if not plan:
        return f"{lead}{subject} {verbs[0]} on the first draw only"
    if len(set(plan)) == 1:
        return f"{lead}after this draw {plan[0].words(subject, verbs, rival)}"
    return lead + "; ".join(f"on draw {number} {step.words(subject, verbs, rival)}"
                            for number, step in enumerate(plan, 2))


PlanField = Literal["plan", "vs_plan"]
"""The request's key of your plan and of the opponent's (the same syntax)."""


def parse_plan(text: str, game: DrawGame, goal: Goal, draws: int, *, versus: bool = True,
               vs_text: str = "", vs_pat: bool = False) -> Plans:
    """Your plan (``text``) and the opponent's (``vs_text``) from their text: one entry per later
    draw, separated by ``|``: ``best``, ``pat`` (or ``none``, ``-``) or a top card (``8``: stand
    pat on an 8 or better, else keep what plays for it); a blank entry, or one left off at the end,
    is the default (:func:`default_plans`; ``vs_pat``: the opponent stands pat now). Blank text: the
    defaults. An error names the field (``plan`` or ``vs_plan``).

    >>> from cardlab.draw.games import draw_game
    >>> from cardlab.draw.goal import parse_goal
    >>> game = draw_game("badugi")
    >>> [step.kind for step in parse_plan("8 | best", game, parse_goal("8"), 3).mine]
    ['aim', 'best']
    >>> plans = parse_plan("", game, parse_goal("8"), 3, vs_text="|pat")
    >>> [step.kind for step in plans.theirs], plans.mine_set, plans.theirs_set
    (['aim', 'pat'], False, True)
    >>> parse_plan("best|x", game, parse_goal("8"), 3)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: plan: draw 3: 'x' is not best, pat or a top card (4 to K)
    >>> parse_plan("pat|pat|pat", game, parse_goal("8"), 3)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: plan: 3 entries, but 3 draws leave 2 after this one (draws 2 and 3)
    >>> parse_plan("", game, parse_goal("8"), 3, vs_text="y")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: vs_plan: draw 2: 'y' is not best, pat or a top card (4 to K)
    """
    defaults = default_plans(game, goal, draws, vs_pat)
    mine = _steps(text, defaults.mine, game, draws, versus, "plan")
    theirs = _steps(vs_text, defaults.theirs, game, draws, versus, "vs_plan")
    return Plans(mine or defaults.mine, theirs or defaults.theirs, mine is not None, theirs is not None)


def _steps(text: str, defaults: Plan, game: DrawGame, draws: int, versus: bool, name: PlanField) -> Plan | None:
    """One player's plan from its text (None when blank: the defaults), errors naming ``name``."""
    if not text.strip():
        return None
    if not versus:
        raise InputError(f"{name}: a plan for the later draws needs the opponent's hand", field=name)
    entries = text.split(PLAN_SEPARATOR)
    later = draws - 1
    if len(entries) > later:
        which = ("none: this is the last draw" if later == 0 else "draw 2" if later == 1
                 else f"draws 2 and {draws}")
        raise InputError(f"{name}: {len(entries)} {'entry' if len(entries) == 1 else 'entries'}, but {draws} "
                         f"draw{'s leave' if draws > 1 else ' leaves'} {later} after this one ({which})",
                         token=shown(text), field=name)
    steps = list(defaults)
    for number, entry in enumerate(entries):
        word = entry.strip()
        if word:
            steps[number] = _step(word, game, number + 2, name)
    return tuple(steps)


def _step(word: str, game: DrawGame, draw: int, name: PlanField) -> Step:
    from ..goal import parse_goal

    lower = ascii_lower(word)
    if lower == BEST_WORD:
        return Step("best")
    if lower in PAT_WORDS:
        return Step("pat")
    first, last = game.rank_text(game.tops[0]), game.rank_text(game.tops[-1])
    try:
        return Step("aim", parse_goal(word, game=game))
    except InputError:
        pass
    raise InputError(f"{name}: draw {draw}: '{shown(word)}' is not best, pat or a top card ({first} to {last})",
                     token=shown(word), field=name)
