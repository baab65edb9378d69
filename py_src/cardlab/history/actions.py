"""The history domain's API actions (merged into :data:`cardlab.api.ACTIONS`)."""

from __future__ import annotations

from ..core.errors import InputError
from ..core.params import Action, Params, takes, text_param
from ..core.progress import Progress
from .shapes import HistoryReport


def read_params(params: Params) -> tuple[str, str | None]:
    """Every parameter of ``history.read``, read in one place: the text and the hero (or None).

    >>> read_params({"text": "PokerStars Hand #1: ...", "hero": " "})
    ('PokerStars Hand #1: ...', None)
    >>> read_params({"text": 5})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: parameter 'text' must be text
    """
    from ..core.limits import MAX_HISTORY_CHARS, MAX_NAME_CHARS, check_text_size

    text = text_param(params, "text")
    check_text_size(text, field="text", limit=MAX_HISTORY_CHARS)
    if not text.strip():
        raise InputError("the history is empty: no hands to read (PokerStars hand histories or PHH)", field="text")
    hero = text_param(params, "hero", "").strip() or None
    if hero is not None and len(hero) > MAX_NAME_CHARS:
        raise InputError(f"the hero's name is over {MAX_NAME_CHARS} characters", field="hero")
    return text, hero


@takes("text", "hero")
def history_action(params: Params, progress: Progress) -> HistoryReport:
    """``history.read``: a hand history's text (PokerStars or PHH) and an optional ``hero``: every
    hand settled (pots, nets, rake, all-in equity and EV), the hands that cannot be read with their
    line, and the session summary.

    >>> report = history_action({"text": "PokerStars Hand #1: nonsense"}, lambda fraction: None)
    >>> report["hands"], report["errors"][0]["message"]
    ([], "Line 1: cannot find the game in 'nonsense'")
    """
    from .read import read_history

    text, hero = read_params(params)
    return read_history(text, hero=hero, progress=progress)


def meta() -> dict[str, object]:
    """What the page needs to know before it sends a history: its limits and the tab's intro.

    >>> meta()["chars"], meta()["hands"], meta()["hero_chars"]
    (20000000, 20000, 100)
    >>> meta()["intro"][:17]
    'Paste a session, '
    """
    from ..core.limits import MAX_HISTORY_CHARS, MAX_HISTORY_HANDS, MAX_NAME_CHARS

    intro = ("Paste a session, or choose or drop its file: every hand's pots, nets and rake, the exact all-in "
             "equity and EV of every hand where the money went in with cards to come, and how lucky the "
             "session was.")
    return {"chars": MAX_HISTORY_CHARS, "hands": MAX_HISTORY_HANDS, "hero_chars": MAX_NAME_CHARS, "intro": intro}


ACTIONS: dict[str, Action] = {
    "history.read": history_action,
}
