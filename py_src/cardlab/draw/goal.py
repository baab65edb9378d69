"""What a draw aims for: any made hand (a badugi, a low), a made hand of a given top card or
better, or beating a known hand. Every goal is one threshold on the final value (smaller is
better): reached when the value is *below* it. The words come from the game (:mod:`.games`).

>>> goal = parse_goal("8")
>>> goal.label, goal.reached((0, (8, 5, 3, 1))), goal.reached((0, (9, 3, 2, 1)))
('an 8-high badugi or better', True, False)
>>> parse_goal("badugi").reached((1, (3, 2, 1)))
False
>>> parse_goal("beat", opponent=(0, (13, 12, 9, 5))).label
'beat the 4-card badugi K-Q-9-5'
>>> seven = parse_goal("7", game="deuce-to-seven")
>>> seven.label, seven.reached((0, (7, 6, 4, 3, 2))), seven.reached((4, (6,)))
('a 7-low or better', True, False)
"""

from __future__ import annotations

from ..core.errors import InputError, shown
from ..core.text import ascii_lower, ascii_upper
from ..games.played import HandValue
from .games import DrawGame, draw_game
from .threshold import Goal

__all__ = ["Goal", "parse_goal", "top_goal"]  # Goal lives in .threshold: the draw engines below read it

ANY_WORDS = ("any", "")


def top_goal(game: DrawGame, top: int) -> Goal:
    """A made hand whose top card is ``top`` or lower.

    >>> top_goal(draw_game("badugi"), 13).label, top_goal(draw_game("badugi"), 13).threshold
    ('any badugi', (0, (14,)))
    """
    key = "any" if top == game.tops[-1] else game.rank_text(top)
    return Goal(key, (0, (top + 1,)), top, game.top_text(top))


def parse_goal(text: str, opponent: HandValue | None = None, opponent_draws: int = 0,
               game: str | DrawGame = "badugi") -> Goal:
    """A goal from its text: ``any`` (or the made hand's word: ``badugi``, ``low``), a top card
    (``8``, ``T``, ``10``, ``J``, ``8-high``, ``8-low``) or ``beat`` (needs the opponent's value now;
    ``opponent_draws``: how many cards they still draw).

    >>> parse_goal("beat", opponent=(1, (12, 9, 5)), opponent_draws=1).label
    'beat the opponent (3-card Q-9-5 now), who draws 1'
    >>> parse_goal("3")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: goal: no badugi is 3-high (the best is 4-3-2-A); use 4 to K
    >>> parse_goal("6", game="deuce-to-seven")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: goal: no low is 6-low (the best is 7-5-4-3-2); use 7 to A
    """
    rules = draw_game(game) if isinstance(game, str) else game
    word = ascii_lower(text.strip())  # ASCII only: no Kelvin sign read as a K
    for suffix in ("-high", " high", "-low", " low"):
        word = word.removesuffix(suffix).strip()
    if word in (*ANY_WORDS, rules.made_noun, rules.made_key):
        return top_goal(rules, rules.tops[-1])
    if word == "beat":
        if opponent is None:
            raise InputError("goal: 'beat' needs the opponent's hand", token="beat", field="goal")
        cap = opponent[1][0] if rules.made(opponent) else rules.tops[-1]
        if opponent_draws:
            label = f"beat the opponent ({rules.name_of(opponent)} now), who draws {opponent_draws}"
            return Goal("beat", opponent, rules.tops[-1], label, True)
        return Goal("beat", opponent, cap, f"beat the {rules.name_of(opponent)}")
    rank_char = "T" if word == "10" else ascii_upper(word)
    texts = {rules.rank_text(rank): rank for rank in rules.ranks}
    first, last = rules.rank_text(rules.tops[0]), rules.rank_text(rules.tops[-1])
    if len(rank_char) != 1 or rank_char not in texts:
        raise InputError(f"goal: '{shown(text)}' is not any, {rules.made_noun}, beat or a top card ({first} to {last})",
                         token=shown(text), field="goal")
    top = texts[rank_char]
    if top < rules.tops[0]:
        raise InputError(
            f"goal: no {rules.made_noun} is {rank_char}{rules.high_word} (the best is {rules.lowest_hand}); "
            f"use {first} to {last}", token=shown(text), field="goal")
    return top_goal(rules, top)

