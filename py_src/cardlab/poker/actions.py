"""The poker domain's API actions (merged into :data:`cardlab.api.ACTIONS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.params import Action, Params, bool_param, hands_param, takes, text_param
from ..core.progress import Progress
from .counts.actions import count_action
from .hits.actions import hits_action

if TYPE_CHECKING:
    from ..games.showdown import ShowdownReport
    from .batch import BatchReport
    from .equity.shape import EquityReport
    from .preflop.actions import PreflopReport
    from .ranges.omaha_report import OmahaRangeReport
    from .ranges.report import RangeReport


@takes("hands", "board", "game")
def showdown_action(params: Params, progress: Progress) -> ShowdownReport:
    """``poker.showdown``: hands (text or list), an optional board, and ``game`` (five-card, the
    default, holdem, omaha, deuce-to-seven or ace-to-five: every game the poker tool settles).

    >>> report = showdown_action({"hands": "Ah Kh | Qs Qc", "board": "Jh Th 2c 3d 9s", "game": "holdem"},
    ...                          lambda fraction: None)
    >>> report["headline"], report["reason"]
    ('Player 2 wins with Pair of Queens, Jack kicker', 'One pair beats high card')
    >>> badugi = {"hands": "Ac 2d 3h 4s | 2c 3d 4h 5s", "game": "badugi"}
    >>> showdown_action(badugi, lambda fraction: None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the poker tool does not cover Badugi (the badugi tool settles it); choose ...
    """
    from ..games.choices import covered_game, game_param, showdown_games
    from ..games.showdown import parse_deal, showdown_report

    poker = showdown_games("poker")
    game = game_param(params, poker[0], among=poker)
    covered_game(game, poker, "the poker tool", f"the {game.tool} tool settles it")
    hands, board = parse_deal(hands_param(params), text_param(params, "board", ""))
    return showdown_report(hands, board, game)


@takes("text", "file")
def batch_action(params: Params, progress: Progress) -> BatchReport:
    """``poker.batch``: a Problem 54 file's text, one deal per line; ``file`` true when the text
    is a file's (its lines are then never quoted if none is a deal).

    >>> report = batch_action({"text": "8C TS KC 9H 4S 7D 2S 5D 3S AC\\n5C AD 5D AC 9C 7C 5H 8D TD KS"},
    ...                       lambda fraction: None)
    >>> report["wins"], report["rows"][1]["reason"]
    ([1, 1], 'Two pair beats high card')
    """
    from .batch import run_batch

    from_file = bool_param(params, "file")
    return run_batch(text_param(params, "text"), progress, from_file=from_file)


@takes("hands", "board", "dead", "game", "method", "trials", "seed")
def equity_action(params: Params, progress: Progress) -> EquityReport:
    """``poker.equity``: hands (text or list; in Hold'em and short deck each may be a range such as
    ``QQ+, AKs``), board, dead, game (holdem, omaha, shortdeck or shortdeck-classic; the stud games
    stud, stud-hilo and razz: each player's known cards, fewer meaning unknown down cards), method
    (auto, exact or monte-carlo), trials and seed (Monte Carlo).

    >>> report = equity_action({"hands": "Ah Kh | Qs Qc", "board": "Jh Th 2c"}, lambda fraction: None)
    >>> report["method"], report["boards"], [player["equity_fraction"] for player in report["players"]]
    ('exact', 990, ['37/66', '29/66'])
    """
    from ..core.odds import parse_method, seed_param, trials_param
    from ..games.choices import equity_games, game_param
    from .pricing import answer, read_question

    method = parse_method(text_param(params, "method", "auto"))
    trials, seed = trials_param(params), seed_param(params)
    question = read_question(hands_param(params), text_param(params, "board", ""), text_param(params, "dead", ""),
                             game_param(params, among=equity_games()))
    return answer(question, method=method, trials=trials, seed=seed, progress=progress)


@takes("text", "board", "dead", "game", "add", "remove", "weight", "others")
def range_action(params: Params, progress: Progress) -> RangeReport | OmahaRangeReport:
    """``poker.range``: a range's text (``QQ+, AKs:0.5``, ``15%``), optional board and dead cards to
    remove, and ``game`` (holdem, the default, or a short deck: its 81 classes); its classes with
    weights and combo counts, and the text normalised. A grid's click edits the text first:
    ``remove`` (classes taken out), ``add`` (classes put in) at ``weight`` (0 to 1).

    >>> report = range_action({"text": "QQ+, AKs", "board": "Ah 7c 2d"}, lambda fraction: None)
    >>> report["normalized"], report["combos"], report["combos_before_removal"]
    ('QQ+, AKs', 18, 22)
    >>> range_action({"text": "QQ, AA:0.5", "remove": "AA"}, lambda fraction: None)["normalized"]
    'QQ'

    An Omaha game's range is patterns (``AA:$ds``, ``RROO``): its hands counted, by pairing and suits;
    ``others`` (the other players' lines) takes the cards of those that are hands out too.

    >>> range_action({"text": "AA:$ds", "game": "omaha"}, lambda fraction: None)["combos"]
    864
    >>> range_action({"text": "AA", "game": "razz"}, lambda fraction: None)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the range tool does not cover Razz; choose holdem, omaha, ...
    """
    from ..games.choices import covered_game, game_param, is_omaha_game, ranged_games
    from .ranges.omaha_report import omaha_range_report
    from .ranges.report import range_report

    # a stud game's hands are no range (review: they were read as Hold'em's)
    game = covered_game(game_param(params, among=ranged_games()), ranged_games(), "the range tool")
    if is_omaha_game(game):
        return omaha_range_report(text_param(params, "text"), game=game, board=text_param(params, "board", ""),
                                  dead=text_param(params, "dead", ""), others=text_param(params, "others", ""))
    return range_report(text_param(params, "text"), board=text_param(params, "board", ""),
                        dead=text_param(params, "dead", ""), game=game,
                        add=text_param(params, "add", ""), remove=text_param(params, "remove", ""),
                        weight=text_param(params, "weight", "1"))


@takes("vs", "matrix", "csv", "game")
def preflop_action(params: Params, progress: Progress) -> PreflopReport:
    """``poker.preflop``: see :func:`cardlab.poker.preflop.actions.preflop_action`.

    >>> preflop_action({"vs": "AKs", "csv": "json"}, lambda fraction: None)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'csv' must be row or matrix
    """
    from .preflop.actions import preflop_action as answer

    return answer(params, progress)


ACTIONS: dict[str, Action] = {
    "poker.showdown": showdown_action,
    "poker.preflop": preflop_action,
    "poker.batch": batch_action,
    "poker.equity": equity_action,
    "poker.range": range_action,
    "poker.count": count_action,
    "poker.hits": hits_action,
}


def meta() -> dict[str, object]:
    """Facts the page shows about poker (no tables are built).

    >>> meta()["classes"], meta()["categories"][1]["short"]
    (7462, 'Pair')
    """
    from ..core.odds import METHODS
    from ..games.choices import showdown_games
    from ..games.examples import about_games, range_games
    from ..games.variants import STREETS
    from .counts.actions import meta as counts_meta
    from .evaluator import CATEGORIES
    from .hits.actions import meta as hits_meta
    from .preflop.actions import meta as preflop_meta
    from .ranges.omaha_report import omaha_facts
    from .ranges.report import grid_facts
    from .strength import CLASSES, TOTAL_HANDS

    return {
        "classes": CLASSES,
        "hands": TOTAL_HANDS,
        "categories": [{"key": c.key, "name": c.name, "short": c.short} for c in CATEGORIES],
        "ranges": grid_facts(),
        "range_grids": {key: grid_facts(key) for key in range_games()},
        "counts": counts_meta(),
        "hits": hits_meta(),
        "range_games": list(range_games()),
        "equity": {
            "methods": [{"key": key, "name": _METHOD_NAMES[key]} for key in METHODS],
            "streets": [{"cards": cards, "name": name} for cards, name in STREETS.items()],
            "intro": _equity_intro(),
            "range_hint": "this player's line; e.g. QQ+, AKs, A5s-A2s:0.5, 15%",  # the range grid's field
            # The win and tie columns' names: of the whole pot, or of a split pot's high half (every
            # hi-lo game alike, Omaha's and stud's; wins and ties are then the high half's).
            "win_columns": {"whole": {"win": "Win", "tie": "Tie"}, "hi_lo": {"win": "High: win", "tie": "High: tie"}},
        },
        # Problem 54's file format, as the batch form says it (poker/batch.py reads it).
        "batch": {"hint": "One deal per line: ten cards, player 1's five first (or any multiple of five cards for "
                          "more players). Bad lines are listed and skipped.",
                  "example": "8C TS KC 9H 4S 7D 2S 5D 3S AC"},
        "preflop": preflop_meta(),
        "intro": "Who wins a showdown, any number of players: each hand named, the cards that play and why.",
        "games_about": about_games(showdown_games("poker")),
        "omaha_ranges": omaha_facts(),
    }


# The equity methods as the page's Method menu names them.
_METHOD_NAMES = {"auto": "Auto", "exact": "Exact", "monte-carlo": "Monte Carlo"}


def _equity_intro() -> str:
    """The equity tab's intro: what it answers, and how the stud games (the catalog's games dealt
    by their own streets) are entered."""
    from ..games.choices import equity_games

    stud = ", ".join(game.name[0].lower() + game.name[1:] for game in equity_games() if game.own_dealing)
    return ("Who wins how often with cards still to come. Every way the cards to come can fall (the board, or in "
            "stud each player's cards) is counted exactly (or, when that would take long, a seeded sample of random "
            "deals); players who share the best hand "
            f"split the pot. In the stud games ({stud}) each player lists the cards known in the order dealt; "
            "fewer than the most are unknown down cards, and every deal of the cards to come counts.")
