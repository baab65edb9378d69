"""The badugi domain's API actions (merged into :data:`cardlab.api.ACTIONS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.limits import parse_int
from ..core.params import Action, Params, hands_param, takes
from ..core.progress import Progress
from ..core.sizes import EVERY_SIZE

if TYPE_CHECKING:
    from ..games.showdown import ShowdownReport
    from .counts import CountsReport
    from .tally import HandsTally


@takes("hands")
def showdown_action(params: Params, progress: Progress) -> ShowdownReport:
    """``badugi.showdown``: two or more four-card hands.

    >>> report = showdown_action({"hands": "Ac 2d 3h 4s | 2c 3d 4h 5s"}, lambda fraction: None)
    >>> report["winners"], report["reason"]
    ([0], 'both 4-card; 4 beats 5 at the top card')
    """
    from ..games.showdown import parse_deal, showdown_report

    hands, _ = parse_deal(hands_param(params))
    return showdown_report(hands, (), "badugi")


# Project Euler 369's question, the counts tool's defaults (and the page's preset button).
COUNTS_DEFAULTS = {"suits": "4", "ranks": "13", "k": "4", "sizes": "4-13"}


@takes()
def tally_action(params: Params, progress: Progress) -> HandsTally:
    """``badugi.tally``: evaluate every four-card hand and tally the results (the report:
    :func:`cardlab.badugi.tally.tally_all_hands`). It reports progress fifty times, and a progress
    callback that raises cancels it:

    >>> seen = []
    >>> def cancel_at_5_percent(fraction: float) -> None:
    ...     seen.append(fraction)
    ...     if fraction >= 0.05:
    ...         raise InterruptedError("cancelled")
    >>> tally_action({}, cancel_at_5_percent)
    Traceback (most recent call last):
    ...
    InterruptedError: cancelled
    >>> [f"{fraction:.0%}" for fraction in seen]
    ['2%', '4%', '6%']
    """
    from .tally import tally_all_hands

    return tally_all_hands(progress)


@takes("suits", "ranks", "k", "sizes")
def counts_action(params: Params, progress: Progress) -> CountsReport:
    """``badugi.counts``: Problem 369 counts for a deck of ``suits`` x ``ranks``.

    >>> report = counts_action({"suits": "4", "ranks": "5", "sizes": "4-5"}, lambda fraction: None)
    >>> report["deck"], report["counts"], report["total"]
    (20, {'4': 120, '5': 1680}, 1800)
    """
    from .counts import MAX_RANKS, MAX_SUITS, counts_report

    suits = parse_int(params.get("suits", COUNTS_DEFAULTS["suits"]), field="suits", minimum=1, maximum=MAX_SUITS)
    ranks = parse_int(params.get("ranks", COUNTS_DEFAULTS["ranks"]), field="ranks", minimum=1, maximum=MAX_RANKS)
    k = parse_int(params.get("k", COUNTS_DEFAULTS["k"]), field="k", minimum=1)
    sizes = params.get("sizes", COUNTS_DEFAULTS["sizes"])
    return counts_report(suits, ranks, k, sizes if isinstance(sizes, str) else str(sizes), progress)


ACTIONS: dict[str, Action] = {
    "badugi.showdown": showdown_action,
    "badugi.tally": tally_action,
    "badugi.counts": counts_action,
}  # badugi.draw: the draw engine's action (cardlab.draw.actions)


def meta() -> dict[str, object]:
    """Facts the page shows about badugi and the counts tool (no tables are built).

    >>> meta()["classes"], meta()["counts"]["max_suits"]
    (1092, 6)
    >>> meta()["counts"]["intro"][-91:]
    'the number of hands of 4 to 13 cards from the 52-card deck that contain a badugi, added up.'
    """
    from ..core.cards import FULL_DECK
    from .counts import MAX_RANKS, MAX_SUITS
    from .strength import CLASSES, TOTAL_HANDS

    low, high = COUNTS_DEFAULTS["sizes"].split("-")
    return {
        "classes": CLASSES,
        "hands": TOTAL_HANDS,
        "counts": {"max_suits": MAX_SUITS, "max_ranks": MAX_RANKS, "defaults": COUNTS_DEFAULTS,
                   "every_size": EVERY_SIZE,
                   "intro": "How many n-card hands contain a badugi: k cards of k different suits and k different "
                            "ranks. The defaults ask Project Euler 369's question: the number of hands of "
                            f"{low} to {high} cards from the {len(FULL_DECK)}-card deck that contain a badugi, "
                            "added up."},
        "intro": "Four-card lowball, ace low. Each hand plays its largest set of cards with different suits and "
                 "different ranks; more cards beat fewer, then lower beats higher from the top card down.",
        "tally_hint": "Evaluate every hand with the same evaluator and count how often each badugi size is the "
                      "best a hand can play.",
    }  # the draw section's words: the draw engine's meta (``meta()["draw"]``), one for every draw game
