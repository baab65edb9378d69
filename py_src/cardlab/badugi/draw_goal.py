"""What a badugi draw aims for: any badugi, a badugi of a given top card or better, or beating a
known hand. Every goal is one threshold on the final value (smaller is better): reached when the
value is *below* it.

>>> goal = parse_goal("8")
>>> goal.label, goal.reached((0, (8, 5, 3, 1))), goal.reached((0, (9, 3, 2, 1)))
('an 8-high badugi or better', True, False)
>>> parse_goal("badugi").reached((1, (3, 2, 1)))
False
>>> parse_goal("beat", opponent=(0, (13, 12, 9, 5))).label
'beat the 4-card badugi K-Q-9-5'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.errors import InputError, shown
from ..core.text import ascii_lower, ascii_upper
from .evaluator import LOW_RANK_CHARS, BadugiValue, rank_text, value_name

TOP_RANK = 13  # the king, the highest ace-low rank
LOWEST_TOP = 4  # no 4-card badugi is lower than 4-3-2-A


@dataclass(frozen=True)
class Goal:
    """A goal: ``key`` as typed back ("badugi", "8", "beat"), the ``threshold`` a final value must
    be below, ``cap`` the highest rank a card of a goal hand can have, and a ``label`` in words.
    ``against_draw`` marks "beat" against an opponent who draws too (decided over both draws)."""

    key: str
    threshold: BadugiValue
    cap: int
    label: str
    against_draw: bool = False

    def reached(self, value: BadugiValue) -> bool:
        """Whether a final value meets the goal (for ``against_draw``: beats the opponent's hand as
        it stands now; the joint odds are counted elsewhere)."""
        return value < self.threshold

    @property
    def needs_badugi(self) -> bool:
        """Whether only a 4-card badugi of cards ranked at most ``cap`` can reach the goal.

        >>> parse_goal("badugi").needs_badugi, parse_goal("beat", opponent=(1, (3, 2, 1))).needs_badugi
        (True, False)
        """
        return self.threshold[0] == 0


def top_goal(top: int) -> Goal:
    """A badugi whose top card is ``top`` (ace-low) or lower.

    >>> top_goal(13).label, top_goal(13).threshold
    ('any badugi', (0, (14,)))
    """
    label = "any badugi" if top == TOP_RANK else f"{_article(top)} {rank_text(top)}-high badugi or better"
    return Goal("badugi" if top == TOP_RANK else rank_text(top), (0, (top + 1,)), top, label)


def parse_goal(text: str, opponent: BadugiValue | None = None, opponent_draws: int = 0) -> Goal:
    """A goal from its text: ``badugi``, a top card (``8``, ``T``, ``10``, ``J``, ``8-high``) or
    ``beat`` (needs the opponent's value now; ``opponent_draws``: how many cards they still draw).

    >>> parse_goal("beat", opponent=(1, (12, 9, 5)), opponent_draws=1).label
    'beat the opponent (3-card Q-9-5 now), who draws 1'

    >>> parse_goal("3")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: goal: no 4-card badugi is 3-high (the lowest is 4-3-2-A); use 4 to K
    """
    word = ascii_lower(text.strip()).removesuffix("-high").removesuffix(" high").strip()  # no Kelvin sign as K
    if word in ("badugi", "any", ""):
        return top_goal(TOP_RANK)
    if word == "beat":
        if opponent is None:
            raise InputError("goal: 'beat' needs the opponent's hand (vs)", token="beat", field="goal")
        cap = opponent[1][0] if opponent[0] == 0 else TOP_RANK
        if opponent_draws:
            label = f"beat the opponent ({value_name(opponent)} now), who draws {opponent_draws}"
            return Goal("beat", opponent, TOP_RANK, label, True)
        return Goal("beat", opponent, cap, f"beat the {value_name(opponent)}")
    rank_char = "T" if word == "10" else ascii_upper(word)
    if len(rank_char) != 1 or rank_char not in LOW_RANK_CHARS:
        raise InputError(
            f"goal: '{shown(text)}' is not badugi, beat or a top card (4 to K)", token=shown(text), field="goal"
        )
    top = LOW_RANK_CHARS.index(rank_char) + 1
    if top < LOWEST_TOP:
        raise InputError(
            f"goal: no 4-card badugi is {rank_char}-high (the lowest is 4-3-2-A); use 4 to K",
            token=shown(text), field="goal",
        )
    return top_goal(top)


def _article(top: int) -> str:
    return "an" if rank_text(top) in ("8", "A") else "a"
