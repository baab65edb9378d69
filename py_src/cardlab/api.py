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
import sys
import traceback
from collections.abc import Callable
from typing import Any, TypedDict

from . import __version__
from .badugi.actions import ACTIONS as BADUGI_ACTIONS
from .core.bounds import MAX_LIST_ITEMS, MAX_REQUEST_CHARS, check_params, check_request_text
from .core.cards import FULL_DECK, Card, card_json, scan_cards, without_card
from .core.durations import describe_duration
from .core.errors import InputError, shown
from .core.limits import (
    MAX_BATCH_CHARS,
    MAX_INTEGER_DIGITS,
    MAX_PLAYERS,
    MAX_TEXT_CHARS,
    any_length_int_text,
    check_text_size,
)
from .core.params import Action, Params, hands_param, text_param
from .core.progress import Progress, no_progress
from .draw.actions import ACTIONS as DRAW_ACTIONS
from .poker.actions import ACTIONS as POKER_ACTIONS
from .silver_dollar.actions import ACTIONS as SILVER_DOLLAR_ACTIONS

MAX_SCAN_TEXTS = 16  # the card fields of one tool


def _scan_cards(params: Params, progress: Progress) -> object:
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


def _take_card(params: Params, progress: Progress) -> object:
    """``cards.take``: the card picker takes a card back: the texts with ``code`` taken out of the
    first text that holds it, and that text's index (None when no text holds it).

    >>> _take_card({"texts": ["Ah Kh", "Qs Kd"], "code": "Kd"}, no_progress)
    {'texts': ['Ah Kh', 'Qs'], 'field': 1}
    """
    texts = _texts(params)
    card = Card.parse(str(params.get("code", ""))[:8])
    for index, text in enumerate(texts):
        left = without_card(text, card)
        if left is not None:
            return {"texts": [left if i == index else t for i, t in enumerate(texts)], "field": index}
    return {"texts": texts, "field": None}


def _deal_cards(params: Params, progress: Progress) -> object:
    """``cards.deal``: ``count`` random cards that no text holds (a random flop, turn or river).

    >>> codes = _deal_cards({"texts": ["Ah Kh"], "count": 3}, no_progress)["codes"]
    >>> len(codes), "Ah" in codes, len(set(codes))
    (3, False, 3)
    """
    from random import SystemRandom

    from .core.limits import parse_int

    used = {card for text in _texts(params) for card in scan_cards(text)}
    unseen = [card for card in FULL_DECK if card not in used]
    count = parse_int(params.get("count", 1), field="count", minimum=0, maximum=len(unseen))
    return {"codes": [str(card) for card in SystemRandom().sample(unseen, count)]}


def _version(params: Params, progress: Progress) -> object:
    return {"cardlab": __version__, "python": sys.version.split()[0], "platform": sys.platform}


def _meta(params: Params, progress: Progress) -> object:
    """Every fact the page needs and Python owns: limits, the deck, variants, class counts,
    category keys, the rules sections each tool links to; the page reads them instead of repeating
    numbers."""
    from .badugi.actions import meta as badugi_meta
    from .core.rules_doc import meta as rules_meta
    from .draw.actions import meta as draw_meta
    from .games.examples import EXAMPLES
    from .games.variants import VARIANTS
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
        },
        "deck": [card_json(card) for card in FULL_DECK],
        "variants": [game.summary() for game in VARIANTS],
        "examples": EXAMPLES,
        "poker": poker_meta(),
        "badugi": badugi_meta(),
        "draw": draw_meta(),
        "silver_dollar": silver_dollar_meta(),
        "rules": rules_meta(),
    }


LINK_SECONDS = 5.0  # a shared link runs its job at once only when estimated to take at most this ("a few seconds")


class Estimate(TypedDict):
    """How long an action with these parameters will take: None when the action has no estimate
    (it is bounded to be quick), else seconds and those in words."""

    action: str
    seconds: float | None
    text: str


def _equity_estimate(params: Params) -> float:
    from .core.odds import parse_method, trials_param
    from .poker.equity.estimate import equity_estimate
    from .poker.equity.spot import parse_spot

    method = parse_method(text_param(params, "method", "auto"))
    from .poker.equity.omaha_ranges import estimate_seconds, has_omaha_ranges, parse_omaha_spot

    if has_omaha_ranges(hands_param(params), text_param(params, "game", "holdem")):  # an Omaha range (AA:$ds)
        omaha = parse_omaha_spot(hands_param(params), text_param(params, "board", ""), text_param(params, "dead", ""),
                                 text_param(params, "game", "holdem"))
        return estimate_seconds(omaha, method=method, trials=trials_param(params))
    spot = parse_spot(hands_param(params), text_param(params, "board", ""), text_param(params, "dead", ""),
                      text_param(params, "game", "holdem"))
    return equity_estimate(spot, method=method, trials=trials_param(params))["seconds"]


def _sd_count_estimate(params: Params) -> float:
    from .silver_dollar.actions import _count_params
    from .silver_dollar.count import estimate_seconds

    return estimate_seconds(*_count_params(params))


def _draw_estimate(default_game: str | None) -> Callable[[Params], float]:
    def estimate(params: Params) -> float:
        from .draw.params import read_draw_params
        from .draw.report import _costs

        page = 2.0 if sys.platform == "emscripten" else 1.0  # the cost model is in CPython seconds
        return sum(_costs(read_draw_params(params, default_game=default_game))) * page

    return estimate


# Actions whose work depends on their parameters enough that a link should not start a long one
# unasked: each estimates its seconds before running (an action not listed is quick by its bounds).
ESTIMATES: dict[str, Callable[[Params], float]] = {
    "poker.equity": _equity_estimate,
    "sd.count": _sd_count_estimate,
    "draw": _draw_estimate(None),
    "badugi.draw": _draw_estimate("badugi"),
}


def _estimate(params: Params, progress: Progress) -> Estimate:
    """``estimate``: how long ``action`` with ``params`` will take, before it starts; the same
    input errors as running it.

    >>> _estimate({"action": "poker.equity", "params": {"hands": ["Ah As", "Kd Kc"], "board": "2c 7d 9h"}},
    ...           no_progress)["text"]
    'under a second'
    >>> _estimate({"action": "poker.showdown", "params": {}}, no_progress)
    {'action': 'poker.showdown', 'seconds': None, 'text': 'quick'}
    """
    action = text_param(params, "action")
    inner = params.get("params", {})
    if not isinstance(inner, dict):
        raise InputError("'params' must be an object", field="params")
    if action not in ACTIONS:
        raise InputError(f"unknown action '{shown(action)}'", field="action")
    estimator = ESTIMATES.get(action)
    if estimator is None:
        return {"action": action, "seconds": None, "text": "quick"}
    seconds = estimator(inner)
    return {"action": action, "seconds": seconds, "text": describe_duration(seconds)}


CORE_ACTIONS: dict[str, Action] = {
    "version": _version,
    "meta": _meta,
    "cards.scan": _scan_cards,
    "cards.take": _take_card,
    "cards.deal": _deal_cards,
    "estimate": _estimate,
}

# Every action the page and the CLI can call: each domain contributes its own table.
ACTIONS: dict[str, Action] = {**CORE_ACTIONS, **POKER_ACTIONS, **BADUGI_ACTIONS, **DRAW_ACTIONS,
                              **SILVER_DOLLAR_ACTIONS}


def call(action: str, params: object = None, progress: Progress | None = None) -> Any:
    """Run one action with Python objects (the CLI and tests use this; :func:`handle` wraps it).

    >>> call("poker.showdown", {"hands": ["Ah Ad 2c 3d 4h", "Ks Kd 2s 3c 5h"]})["headline"]
    'Player 1 wins with Pair of Aces, Four kicker'
    """
    if action not in ACTIONS:
        raise InputError(f"unknown action '{shown(action)}'", field="action")
    if params is not None and not isinstance(params, dict):
        raise InputError("'params' must be an object", field="params")
    check_params(params)  # every list and text bounded before any action reads them
    return ACTIONS[action](params or {}, progress or no_progress)


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
