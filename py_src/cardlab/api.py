"""The one JSON entry point the web worker calls: a request string in, a response string out.

A request names an action and its parameters; the response is ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {...}}`` with a message the page shows next to the input it names.
Exact integers travel as strings, so JavaScript never rounds them.

>>> import json
>>> request = {"action": "poker.showdown", "params": {"hands": "Ah Ad 2c 3d 4h | Ks Kd 2s 3c 5h"}}
>>> json.loads(handle(json.dumps(request)))["result"]["winners"]
[0]
>>> json.loads(handle('{"action": "poker.showdown", "params": {"hands": "Ah Zd"}}'))["error"]["message"]
"Hand 1: unknown rank 'Z' in 'Zd'"
"""

from __future__ import annotations

import json
import math
import sys
import traceback
from collections.abc import Callable
from random import SystemRandom
from typing import TYPE_CHECKING, Any, Literal, TypedDict, overload

from . import __version__
from .badugi.actions import ACTIONS as BADUGI_ACTIONS
from .core.bounds import MAX_LIST_ITEMS, MAX_REQUEST_CHARS, check_params, check_request_text
from .core.cards import FULL_DECK, Card, card_json, scan_cards, without_card
from .core.durations import describe_duration
from .core.errors import InputError, shown
from .core.first_use import FirstUse, first_use
from .core.job_time import (
    JOB_KEYS,
    MAX_JOB_SECONDS,
    Cost,
    check_cost,
    limit_param,
    on_runtime,
    one_job,
    refusal,
    shown_estimate,
)
from .core.limits import (
    MAX_BATCH_CHARS,
    MAX_INTEGER_DIGITS,
    MAX_PLAYERS,
    MAX_TEXT_CHARS,
    any_length_int_text,
    check_text_size,
    parse_int,
)
from .core.odds import Chosen
from .core.params import Action, Params, check_keys, hands_param, known_keys, takes, text_param
from .core.progress import Progress, no_progress
from .draw.actions import ACTIONS as DRAW_ACTIONS
from .games.choices import equity_games, game_param, range_games
from .games.deal import DealJson, deal_board, deal_cards
from .history.actions import ACTIONS as HISTORY_ACTIONS
from .poker.actions import ACTIONS as POKER_ACTIONS
from .poker.seven_card import TableOrigins, table_origins
from .silver_dollar.actions import ACTIONS as SILVER_DOLLAR_ACTIONS
from .warm_ups import WarmJson, warm

if TYPE_CHECKING:  # the reports :func:`call` returns, by action
    from .badugi.counts import CountsReport
    from .badugi.tally import HandsTally
    from .draw.shapes import DrawReport
    from .games.showdown import ShowdownReport
    from .history.shapes import HistoryReport
    from .poker.batch import BatchReport
    from .poker.counts.report import PokerCountReport
    from .poker.equity.shape import EquityReport
    from .poker.hits.every_flop import EveryFlopReport
    from .poker.hits.report import HitsReport
    from .poker.preflop.actions import PreflopReport
    from .poker.ranges.omaha_report import OmahaRangeReport
    from .poker.ranges.report import RangeReport
    from .silver_dollar.actions import CountReport, EstimateReport
    from .silver_dollar.game import Analysis, Turn

MAX_SCAN_TEXTS = 16  # the card fields of one tool


class ScanJson(TypedDict):
    """``cards.scan``: the cards read in each field."""

    codes: list[list[str]]


class TakeJson(TypedDict):
    """``cards.take``: the fields with the card taken out, and the index of the one that held it."""

    texts: list[str]
    field: int | None


class VersionJson(TypedDict):
    """``version``: Card Lab's, Python's and the platform's; ``tables``: which rule sets' seven-card
    tables this Python built and which it unpacked from the page's snapshot (#37 item 14);
    ``first_use``: the tables made and modules imported on first use (``core/first_use``)."""

    cardlab: str
    python: str
    platform: str
    tables: TableOrigins
    first_use: FirstUse


@takes("texts")
def _scan_cards(params: Params, progress: Progress) -> ScanJson:
    """``cards.scan``: the cards readable so far in each of a tool's fields (to grey a picker).

    >>> _scan_cards({"texts": ["Ah Kx", "10d"]}, no_progress)
    {'codes': [['Ah'], ['Td']]}
    >>> _scan_cards({"texts": ["Ah"] * 17}, no_progress)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'texts' has 17 texts; the limit is 16
    """
    texts = params.get("texts", [])
    if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
        raise InputError("'texts' must be a list of texts", field="texts")
    if len(texts) > MAX_SCAN_TEXTS:
        raise InputError(f"'texts' has {len(texts):,} texts; the limit is {MAX_SCAN_TEXTS}", field="texts")
    check_text_size(*texts, field="texts")
    return {"codes": [[str(card) for card in scan_cards(text)] for text in texts]}


def _texts(params: Params) -> list[str]:
    """A tool's card fields, bounded as ``cards.scan`` bounds them."""
    texts = params.get("texts", [])
    if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
        raise InputError("'texts' must be a list of texts", field="texts")
    if len(texts) > MAX_SCAN_TEXTS:
        raise InputError(f"'texts' has {len(texts):,} texts; the limit is {MAX_SCAN_TEXTS}", field="texts")
    check_text_size(*texts, field="texts")
    return texts


@takes("texts", "code")
def _take_card(params: Params, progress: Progress) -> TakeJson:
    """``cards.take``: the card picker takes a card back: the texts with ``code`` taken out of the
    first text that holds it, and that text's index (None when no text holds it).

    >>> _take_card({"texts": ["Ah Kh", "Qs Kd"], "code": "Kd"}, no_progress)
    {'texts': ['Ah Kh', 'Qs'], 'field': 1}
    """
    texts = _texts(params)
    try:
        card = Card.parse(text_param(params, "code")[:8])
    except InputError as err:
        raise err.located(field="code") from None
    for index, text in enumerate(texts):
        left = without_card(text, card)
        if left is not None:
            return {"texts": [left if i == index else t for i, t in enumerate(texts)], "field": index}
    return {"texts": texts, "field": None}


@takes("texts", "count", "game", "board", "size")
def _deal_cards(params: Params, progress: Progress) -> DealJson:
    """``cards.deal``: random cards of the game's deck (``game``, default Hold'em's 52) that no
    text holds: ``count`` of them, or with ``board`` (the board's text; ``texts`` the other fields)
    the board dealt up to ``size`` cards (a street, keeping the streets before it): one request per
    Random flop / turn / river.

    >>> codes = _deal_cards({"texts": ["Ah Kh"], "count": 3}, no_progress)["codes"]
    >>> len(codes), "Ah" in codes, len(set(codes))
    (3, False, 3)
    >>> flop = _deal_cards({"game": "shortdeck", "texts": ["Ah Kh"], "board": "", "size": 3}, no_progress)["board"]
    >>> len(flop), any(code[0] in "2345" for code in flop)
    (3, False)
    """
    game = game_param(params, equity_games()[0])
    texts = _texts(params)
    if "board" in params:
        board = text_param(params, "board")
        check_text_size(board, field="board")
        size = parse_int(params.get("size", 3), field="size", minimum=1, maximum=game.deck.size)
        return deal_board(game, texts, board, size, SystemRandom())
    count = parse_int(params.get("count", 1), field="count", minimum=0, maximum=game.deck.size)
    codes = [str(card) for card in deal_cards(game, texts, count, SystemRandom())]
    return {"codes": codes, "board": codes}


@takes()
def _version(params: Params, progress: Progress) -> VersionJson:
    return {"cardlab": __version__, "python": sys.version.split()[0], "platform": sys.platform,
            "tables": table_origins(), "first_use": first_use()}


@takes()
def _meta(params: Params, progress: Progress) -> object:
    """Every fact the page needs and Python owns: limits, the deck, variants, class counts,
    category keys, the rules sections each tool links to; the page reads them instead of repeating
    numbers."""
    from .badugi.actions import meta as badugi_meta
    from .core.rules_doc import meta as rules_meta
    from .draw.actions import meta as draw_meta
    from .games.choices import range_rules, ranged_games
    from .games.examples import EXAMPLES
    from .games.variants import VARIANTS
    from .history.actions import meta as history_meta
    from .poker.actions import meta as poker_meta
    from .silver_dollar.actions import meta as silver_dollar_meta

    return {
        "limits": {
            "text_chars": MAX_TEXT_CHARS,
            "batch_chars": MAX_BATCH_CHARS,
            "players": MAX_PLAYERS,
            "integer_digits": MAX_INTEGER_DIGITS,
            "request_chars": MAX_REQUEST_CHARS,
            "list_items": MAX_LIST_ITEMS,
            "scan_texts": MAX_SCAN_TEXTS,
            "link_seconds": LINK_SECONDS,
            "job_seconds": MAX_JOB_SECONDS,
        },
        "deck": [card_json(card) for card in FULL_DECK],
        "variants": [game.summary() for game in VARIANTS],
        "examples": EXAMPLES,
        "poker": poker_meta(),
        "badugi": badugi_meta(),
        "draw": draw_meta(),
        "silver_dollar": silver_dollar_meta(),
        "history": history_meta(),
        "rules": rules_meta({game.key: range_rules(game) for game in ranged_games()}),
    }


LINK_SECONDS = 5.0  # a shared link runs its job at once only when estimated to take at most this ("a few seconds")


class Estimate(TypedDict):
    """How long an action with these parameters will take: None when the action has no estimate
    (it is bounded to be quick) or cannot run as asked, else seconds and those in words; the time
    limit it runs under, when the estimate is over it (or the method asked for cannot run) the
    message running it would refuse with, and what to lower."""

    action: str
    seconds: float | None
    text: str
    limit_seconds: int
    refused: str | None
    lower: str | None
    method: Chosen | None  # an equity job: the method it will run (exact or monte-carlo); else None


# An estimator: the job's Cost from its parameters; ``within`` (seconds) lets it answer with a
# cheap upper bound when that bound is already within the limit (None: the estimate itself).
Estimator = Callable[[Params, "float | None"], Cost]


def _equity_cost(params: Params, within: float | None) -> Cost:
    from .core.odds import parse_method, trials_param
    from .poker.equity.estimate import equity_bound
    from .poker.equity.plan import ExactOutOfReach
    from .poker.equity.spot import Spot
    from .poker.pricing import estimate, read_question

    method = parse_method(text_param(params, "method", "auto"))
    trials = trials_param(params)
    spot = read_question(hands_param(params), text_param(params, "board", ""), text_param(params, "dead", ""),
                         game_param(params, among=equity_games()))
    if within is not None and isinstance(spot, Spot) \
            and (bound := equity_bound(spot, method=method, trials=trials)) is not None and bound <= within:
        return Cost(bound, "trials", "fewer trials, players or dead cards", "monte-carlo")
    try:
        found = estimate(spot, method=method, trials=trials)
    except ExactOutOfReach as out_of_reach:  # whatever the limit: refused before any work, in Run's words
        return Cost(math.inf, "method", "Monte Carlo (a number of trials)", None, refused=out_of_reach.message)
    if found["method"] == "exact":
        return Cost(found["seconds"], "method", "Monte Carlo (a number of trials), more board cards or fewer players",
                    "exact")
    return Cost(found["seconds"], "trials", "fewer trials, players or dead cards", "monte-carlo")


def _sd_count_cost(params: Params, within: float | None) -> Cost:
    from .silver_dollar.actions import _count_params
    from .silver_dollar.count import estimate_seconds

    return Cost(estimate_seconds(*_count_params(params)), "c", "fewer coins (c), a smaller n or a modulus")


def _draw_cost(default_game: str | None) -> Estimator:
    def estimate(params: Params, within: float | None) -> Cost:
        from .draw.params import read_draw_params
        from .draw.report import _costs

        request = read_draw_params(params, default_game=default_game)
        field, lower = ("draws", "fewer draws") if request.draws > 1 else ("best", "one discard (best off)")
        return Cost(on_runtime(sum(_costs(request))), field, lower)  # the cost model is in CPython seconds

    return estimate


def _hits_cost(params: Params, within: float | None) -> Cost:
    from .core.params import bool_param
    from .poker.hits.every_flop import every_flop_seconds

    if not bool_param(params, "every_flop"):  # one board: quick by its bounds
        return Cost(0.0, "range", "a narrower range")
    seconds = every_flop_seconds(text_param(params, "range"), dead=text_param(params, "dead", ""),
                                 game=game_param(params, range_games()[0]))
    return Cost(on_runtime(seconds), "range", "a narrower range (fewer combos)")  # the model: CPython seconds


# Actions whose work depends on their parameters: each estimates its cost before running, is
# refused past the time limit (core.job_time), and a link does not start a long one unasked (an
# action not listed is quick by its bounds).
ESTIMATES: dict[str, Estimator] = {
    "poker.equity": _equity_cost,
    "sd.count": _sd_count_cost,
    "poker.hits": _hits_cost,
    "draw": _draw_cost(None),
    "badugi.draw": _draw_cost("badugi"),
}


@takes("action", "params")
def _estimate(params: Params, progress: Progress) -> Estimate:
    """``estimate``: how long ``action`` with ``params`` will take, before it starts; the same
    input errors as running it, and the refusal running it would meet past its time limit.

    >>> _estimate({"action": "poker.equity", "params": {"hands": ["Ah As", "Kd Kc"], "board": "2c 7d 9h"}},
    ...           no_progress)["text"]
    'under a second'
    >>> _estimate({"action": "poker.showdown", "params": {}}, no_progress)["seconds"] is None
    True
    >>> _estimate({"action": "sd.count", "params": {"n": "10^18", "c": 1000, "max_seconds": 1}},
    ...           no_progress)["refused"]  # doctest: +ELLIPSIS
    'c: this job would take about ... by the estimate; the limit is 1 second: ask for fewer coins (c), a smaller n...'

    A method that cannot run is refused with no time (seconds None), in the words Run would use:

    >>> exact = _estimate({"action": "poker.equity", "params": {"hands": ["random"] * 3, "method": "exact"}},
    ...                   no_progress)
    >>> exact["seconds"], exact["refused"]  # doctest: +ELLIPSIS
    (None, 'exact counting would have to list more than 300,000 deals of these ranges; use Monte Carlo ...')

    A method that does not exist is a mistake in the input, as Run says it, not a refusal:

    >>> _estimate({"action": "poker.equity", "params": {"hands": ["Ah As", "Kd Kc"], "method": "exactly"}},
    ...           no_progress)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown method 'exactly'; choose auto, exact or monte-carlo
    """
    action = text_param(params, "action")
    inner = params.get("params", {})
    if not isinstance(inner, dict):
        raise InputError("'params' must be an object", field="params")
    if action not in ACTIONS:
        raise InputError(f"unknown action '{shown(action)}'", field="action")
    check_action_keys(action, inner)
    limit = limit_param(inner)
    estimator = ESTIMATES.get(action)
    if estimator is None:
        return {"action": action, "seconds": None, "text": "quick", "limit_seconds": limit, "refused": None,
                "lower": None, "method": None}
    cost = estimator(inner, None)
    if cost.refused is not None:
        # The job cannot run at all (exact counting out of reach): the estimate says so before Run,
        # as a refusal with no time (a helper met an empty line, then the refusal).
        return {"action": action, "seconds": None, "text": "", "limit_seconds": limit, "refused": cost.refused,
                "lower": None, "method": None}
    return {"action": action, "seconds": cost.seconds, "text": describe_duration(cost.seconds), "limit_seconds": limit,
            "refused": refusal(cost, limit), "lower": cost.lower, "method": cost.method}


def check_job_time(action: str, params: Params) -> None:
    """InputError before any work when ``action`` is estimated to take longer than its limit
    (``max_seconds``, else :data:`~cardlab.core.job_time.MAX_JOB_SECONDS`), naming what to lower.

    >>> check_job_time("sd.count", {"n": "10^18", "c": 1000, "max_seconds": 2})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: c: this job would take about ... by the estimate; the limit is 2 seconds: ...

    With the estimate the page showed for these params (``estimated_seconds``), that estimate decides:

    >>> check_job_time("sd.count", {"n": "10^18", "c": 1000, "max_seconds": 2, "estimated_seconds": 1})
    >>> check_job_time("sd.count", {"n": "10", "c": 1, "max_seconds": 2, "estimated_seconds": 3})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: c: this job would take about 3 seconds by the estimate; the limit is 2 seconds: ...
    """
    estimator = ESTIMATES.get(action)
    if estimator is None:
        return
    limit = limit_param(params)
    seen = shown_estimate(params)  # the page's estimate line for these params: Run says what it said
    if seen is None:
        check_cost(estimator(params, limit), limit)
    elif seen > limit:
        check_cost(estimator(params, None)._replace(seconds=seen), limit)  # its field and what to lower


@takes("tool", "step")
def _warm(params: Params, progress: Progress) -> WarmJson:
    """``warm``: run one step of a tab's warm-up (``warm_ups.TOOL_WARM_UPS``; the page runs them in
    the background the first time a tab opens, #37 item 14).

    >>> answer = _warm({"tool": "poker", "step": "2"}, no_progress)
    >>> answer["steps"], answer["ok"], answer["action"], answer["result"]["headline"]
    (9, True, 'poker.showdown', 'Player 2 wins with Pair of Eights, Ten kicker')
    """
    step = parse_int(params.get("step", 0), field="step", minimum=0, maximum=MAX_LIST_ITEMS)
    # the step's request reports its progress as a job does (the page calls back into JavaScript)
    return warm(text_param(params, "tool"), step, lambda request: handle(request, progress))


CORE_ACTIONS: dict[str, Action] = {
    "version": _version,
    "meta": _meta,
    "cards.scan": _scan_cards,
    "cards.take": _take_card,
    "cards.deal": _deal_cards,
    "estimate": _estimate,
    "warm": _warm,
}

# Every action the page and the CLI can call: each domain contributes its own table.
ACTIONS: dict[str, Action] = {**CORE_ACTIONS, **POKER_ACTIONS, **BADUGI_ACTIONS, **DRAW_ACTIONS,
                              **SILVER_DOLLAR_ACTIONS}
ACTIONS.update(HISTORY_ACTIONS)  # hand histories (history/)


# Each action's report type, so a caller that names its action gets its TypedDict (a name known only
# at run time gets ``object``); tests/unit/test_api_types.py checks the table against the actions.
@overload
def call(action: Literal["version"], params: object = None, progress: Progress | None = None) -> VersionJson: ...
@overload
def call(action: Literal["meta"], params: object = None, progress: Progress | None = None) -> object: ...
@overload
def call(action: Literal["warm"], params: object = None, progress: Progress | None = None) -> WarmJson: ...
@overload
def call(action: Literal["cards.scan"], params: object = None, progress: Progress | None = None) -> ScanJson: ...
@overload
def call(action: Literal["cards.take"], params: object = None, progress: Progress | None = None) -> TakeJson: ...
@overload
def call(action: Literal["cards.deal"], params: object = None, progress: Progress | None = None) -> DealJson: ...
@overload
def call(action: Literal["estimate"], params: object = None, progress: Progress | None = None) -> Estimate: ...
@overload
def call(action: Literal["poker.showdown"],
         params: object = None, progress: Progress | None = None) -> ShowdownReport: ...
@overload
def call(action: Literal["poker.preflop"],
         params: object = None, progress: Progress | None = None) -> PreflopReport: ...
@overload
def call(action: Literal["poker.batch"], params: object = None, progress: Progress | None = None) -> BatchReport: ...
@overload
def call(action: Literal["poker.equity"], params: object = None, progress: Progress | None = None) -> EquityReport: ...
@overload
def call(action: Literal["poker.range"],
         params: object = None, progress: Progress | None = None) -> RangeReport | OmahaRangeReport: ...
@overload
def call(action: Literal["poker.count"],
         params: object = None, progress: Progress | None = None) -> PokerCountReport: ...
@overload
def call(action: Literal["poker.hits"],
         params: object = None, progress: Progress | None = None) -> HitsReport | EveryFlopReport: ...
@overload
def call(action: Literal["badugi.showdown"],
         params: object = None, progress: Progress | None = None) -> ShowdownReport: ...
@overload
def call(action: Literal["badugi.tally"], params: object = None, progress: Progress | None = None) -> HandsTally: ...
@overload
def call(action: Literal["badugi.counts"], params: object = None, progress: Progress | None = None) -> CountsReport: ...
@overload
def call(action: Literal["draw"], params: object = None, progress: Progress | None = None) -> DrawReport: ...
@overload
def call(action: Literal["badugi.draw"], params: object = None, progress: Progress | None = None) -> DrawReport: ...
@overload
def call(action: Literal["sd.count"], params: object = None, progress: Progress | None = None) -> CountReport: ...
@overload
def call(action: Literal["sd.estimate"], params: object = None, progress: Progress | None = None) -> EstimateReport: ...
@overload
def call(action: Literal["sd.analyze"], params: object = None, progress: Progress | None = None) -> Analysis: ...
@overload
def call(action: Literal["sd.play"], params: object = None, progress: Progress | None = None) -> Turn: ...
@overload
def call(action: Literal["sd.random"], params: object = None, progress: Progress | None = None) -> Analysis: ...
@overload
def call(action: Literal["history.read"], params: object = None, progress: Progress | None = None) -> HistoryReport: ...
@overload
def call(action: str, params: object = None, progress: Progress | None = None) -> object: ...
def call(action: str, params: object = None, progress: Progress | None = None) -> object:
    """Run one action with Python objects (the CLI and tests use this; :func:`handle` wraps it).

    >>> call("poker.showdown", {"hands": ["Ah Ad 2c 3d 4h", "Ks Kd 2s 3c 5h"]})["headline"]
    'Player 1 wins with Pair of Aces, Four kicker'
    """
    if action not in ACTIONS:
        raise InputError(f"unknown action '{shown(action)}'", field="action")
    if params is not None and not isinstance(params, dict):
        raise InputError("'params' must be an object", field="params")
    check_params(params)  # every list and text bounded before any action reads them
    check_action_keys(action, params or {})
    if action not in ESTIMATES:
        return ACTIONS[action](params or {}, progress or no_progress)
    with one_job():  # what the estimate reads and plans, the action reuses (core.job_time.once_per_job)
        check_job_time(action, params or {})  # every long job bounded by its estimated time before it starts
        return ACTIONS[action](params or {}, progress or no_progress)


def check_action_keys(action: str, params: Params) -> None:
    """InputError on a parameter key ``action`` does not read (each action declares its keys).

    >>> check_action_keys("poker.equity", {"hands": "AhAs | KdKc", "trails": 5})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown parameter 'trails'; did you mean 'trials'?
    """
    known = known_keys(ACTIONS[action])
    if known is not None:
        check_keys(params, known | JOB_KEYS if action in ESTIMATES else known, action)


SAFE_INTEGER = 2**53 - 1  # JavaScript's Number.MAX_SAFE_INTEGER


def exact_for_javascript(value: Any) -> Any:
    """Integers JavaScript cannot hold exactly become decimal strings (recursively).

    >>> exact_for_javascript({"a": [2**60, 7]})
    {'a': ['1152921504606846976', 7]}
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return str(value) if abs(value) > SAFE_INTEGER else value
    if isinstance(value, dict):
        return {key: exact_for_javascript(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [exact_for_javascript(item) for item in value]
    return value


def to_json(value: Any) -> str:
    """Strict JSON text: a non-finite float (which ``json.dumps`` would write as ``Infinity`` or
    ``NaN``, neither of them JSON) raises ``ValueError`` instead of reaching the page.

    >>> to_json({"a": 1.5, "b": None})
    '{"a": 1.5, "b": null}'
    >>> to_json({"standard_error": float("inf")})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: Out of range float values are not JSON compliant...
    """
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


def _refuse_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def handle(request: str, progress: Progress | None = None) -> str:
    """Answer one JSON request; never raises (internal errors come back as ``type: internal``).
    The answer is always strict JSON: no ``Infinity`` or ``NaN`` in or out.

    >>> json.loads(handle('{"action": "version", "params": {"x": NaN}}'))["error"]["message"]
    'bad JSON request: NaN is not a JSON number'
    """
    try:
        if not isinstance(request, str):
            raise InputError("the request must be JSON text")
        check_request_text(request)  # size and depth before parsing: deep JSON overflows the parser
    except InputError as err:
        return to_json({"ok": False, "error": err.to_dict()})
    try:
        message = json.loads(request, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as err:  # also integers over Python's digit limit, which json.loads refuses
        error = {"type": "input", "message": f"bad JSON request: {shown(str(err), 120)}"}
        return to_json({"ok": False, "error": error})
    try:
        if not isinstance(message, dict):
            raise InputError("the request must be a JSON object")
        result = call(str(message.get("action", "")), message.get("params"), progress)
        with any_length_int_text():  # only around the output: the request was parsed under the guard
            return to_json({"ok": True, "result": exact_for_javascript(result)})
    except InputError as err:
        return to_json({"ok": False, "error": err.to_dict()})
    except RecursionError:
        return to_json({"ok": False, "error": {"type": "input", "message": "the input is nested too deeply"}})
    except MemoryError:
        return to_json({"ok": False, "error": {"type": "input", "message": "the input is too large to process"}})
    except Exception as err:  # a bug (a non-finite number in a result, too): report it rather than kill the worker
        return json.dumps(
            {
                "ok": False,
                "error": {
                    "type": "internal",
                    "message": f"internal error: {type(err).__name__}: {shown(str(err), 200)}",
                    "traceback": traceback.format_exc(limit=8),
                },
            }
        )
