"""The poker domain's API actions (merged into :data:`cardlab.api.ACTIONS`)."""

from __future__ import annotations

from ..core.params import Action, Params, hands_param, text_param
from ..core.progress import Progress


def showdown_action(params: Params, progress: Progress) -> object:
    """``poker.showdown``: hands (text or list) and an optional board; ``game`` picks the variant."""
    from .showdown import parse_showdown, showdown_report

    hands, board = parse_showdown(hands_param(params), text_param(params, "board", ""))
    return showdown_report(hands, board)


def batch_action(params: Params, progress: Progress) -> object:
    """``poker.batch``: a Problem 54 file's text, one deal per line."""
    from .batch import run_batch

    return run_batch(text_param(params, "text"), progress)


ACTIONS: dict[str, Action] = {
    "poker.showdown": showdown_action,
    "poker.batch": batch_action,
}
