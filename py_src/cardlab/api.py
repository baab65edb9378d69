"""The one JSON entry point the web worker calls: a request string in, a response string out.

A request names an action and its parameters; the response is ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {...}}`` with a message the page shows next to the input it names.
Exact integers travel as strings, so JavaScript never rounds them.

>>> import json
>>> json.loads(handle('{"action": "poker.showdown", "params": {"hands": "Ah Ad 2c 3d 4h | Ks Kd 2s 3c 5h"}}'))["result"]["winners"]
[0]
>>> json.loads(handle('{"action": "poker.showdown", "params": {"hands": "Ah Zd"}}'))["error"]["message"]
"Hand 1: unknown rank 'Z' in 'Zd'"
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from typing import Any

from . import __version__
from .badugi.counts import MAX_RANKS, MAX_SUITS, counts_report
from .badugi.showdown import badugi_report, parse_badugi
from .badugi.tally import tally_all_hands
from .core.cards import scan_cards
from .silver_dollar.count import MAX_C as SD_MAX_C
from .silver_dollar.count import MAX_N as SD_MAX_N
from .silver_dollar.count import W
from .silver_dollar.game import Position, analyze, parse_move, parse_position, play_turn, position_from_squares, random_position
from .core.errors import InputError
from .core.limits import MAX_TEXT_CHARS, any_length_int_text, parse_int
from .poker.batch import run_batch
from .poker.showdown import parse_showdown, showdown_report

Progress = Callable[[float], None]
Action = Callable[[dict[str, Any], Progress], Any]


def _text(params: dict[str, Any], name: str, default: str | None = None) -> str:
    value = params.get(name, default)
    if value is None:
        raise InputError(f"missing parameter '{name}'", field=name)
    if not isinstance(value, str):
        raise InputError(f"parameter '{name}' must be text", field=name)
    return value


def _poker_showdown(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    parsed, board = parse_showdown(_hands_param(params), _text(params, "board", ""))
    return showdown_report(parsed, board)


def _poker_batch(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    return run_batch(_text(params, "text"), progress)


def _scan_cards(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    texts = params.get("texts", [])
    if not isinstance(texts, list):
        raise InputError("'texts' must be a list of texts", field="texts")
    return {"codes": [[str(card) for card in scan_cards(str(text)[:MAX_TEXT_CHARS])] for text in texts]}


def _hands_param(params: dict[str, Any]) -> str | list[str]:
    hands = params.get("hands", "")
    if isinstance(hands, str) or (isinstance(hands, list) and all(isinstance(h, str) for h in hands)):
        return hands
    raise InputError("'hands' must be text or a list of texts", field="hands")


def _badugi_showdown(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    return badugi_report(parse_badugi(_hands_param(params)))


def _badugi_tally(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    return tally_all_hands(progress)


def _badugi_counts(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    suits = parse_int(params.get("suits", 4), field="suits", minimum=1, maximum=MAX_SUITS)
    ranks = parse_int(params.get("ranks", 13), field="ranks", minimum=1, maximum=MAX_RANKS)
    k = parse_int(params.get("k", 4), field="k", minimum=1)
    sizes = params.get("sizes", "4-13")
    if not isinstance(sizes, str):
        sizes = str(sizes)
    return counts_report(suits, ranks, k, sizes, progress)


def _optional_modulus(params: dict[str, Any]) -> int | None:
    value = params.get("mod")
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return parse_int(value, field="mod", minimum=1)


def _sd_numbers(params: dict[str, Any]) -> tuple[int, int, int | None]:
    n = parse_int(params.get("n", ""), field="n", minimum=1, maximum=SD_MAX_N)
    c = parse_int(params.get("c", ""), field="c", minimum=0, maximum=SD_MAX_C)
    return n, c, _optional_modulus(params)


def _sd_count(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    n, c, modulus = _sd_numbers(params)
    value = W(n, c, modulus, progress)
    with any_length_int_text():
        digits = len(str(value))
    return {"n": n, "c": c, "mod": modulus, "W": value, "digits": digits}


def _sd_position(params: dict[str, Any]) -> Position:
    if isinstance(params.get("position"), str):
        return parse_position(params["position"])
    coins = params.get("coins")
    if not isinstance(coins, list):
        raise InputError("give a position such as .o..$.o", field="position")
    return position_from_squares(
        parse_int(params.get("n", ""), field="n", minimum=1),
        [parse_int(coin, field="coins") for coin in coins],
        parse_int(params.get("dollar", ""), field="dollar"),
    )


def _sd_analyze(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    return analyze(_sd_position(params))


def _sd_play(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    return play_turn(_sd_position(params), parse_move(params.get("move")))


def _sd_random(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    n = parse_int(params.get("n", 12), field="n", minimum=2, maximum=60)
    c = parse_int(params.get("c", 3), field="c", minimum=1, maximum=n - 1)
    seed = params.get("seed")
    position = random_position(n, c, bool(params.get("winning", True)), None if seed is None else parse_int(seed, field="seed"))
    return analyze(position)


def _version(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    import sys

    return {"cardlab": __version__, "python": sys.version.split()[0], "platform": sys.platform}


ACTIONS: dict[str, Action] = {
    "version": _version,
    "cards.scan": _scan_cards,
    "poker.showdown": _poker_showdown,
    "poker.batch": _poker_batch,
    "badugi.showdown": _badugi_showdown,
    "badugi.tally": _badugi_tally,
    "badugi.counts": _badugi_counts,
    "sd.count": _sd_count,
    "sd.analyze": _sd_analyze,
    "sd.play": _sd_play,
    "sd.random": _sd_random,
}


def _no_progress(fraction: float) -> None:
    """The default progress callback: ignore."""


def call(action: str, params: dict[str, Any] | None = None, progress: Progress | None = None) -> Any:
    """Run one action with Python objects (the CLI and tests use this; :func:`handle` wraps it).

    >>> call("poker.showdown", {"hands": ["Ah Ad 2c 3d 4h", "Ks Kd 2s 3c 5h"]})["headline"]
    'Player 1 wins with Pair of Aces, Four kicker'
    """
    if action not in ACTIONS:
        raise InputError(f"unknown action '{action}'", field="action")
    if params is not None and not isinstance(params, dict):
        raise InputError("'params' must be an object", field="params")
    return ACTIONS[action](params or {}, progress or _no_progress)


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


def handle(request: str, progress: Progress | None = None) -> str:
    """Answer one JSON request; never raises (internal errors come back as ``type: internal``)."""
    try:
        message = json.loads(request)
        if not isinstance(message, dict):
            raise InputError("the request must be a JSON object")
        result = call(str(message.get("action", "")), message.get("params"), progress)
        with any_length_int_text():  # only around the output: the request was parsed under the guard
            return json.dumps({"ok": True, "result": exact_for_javascript(result)}, ensure_ascii=False)
    except InputError as err:
        return json.dumps({"ok": False, "error": err.to_dict()}, ensure_ascii=False)
    except json.JSONDecodeError as err:
        return json.dumps({"ok": False, "error": {"type": "input", "message": f"bad JSON request: {err}"}})
    except RecursionError:
        return json.dumps({"ok": False, "error": {"type": "input", "message": "the input is nested too deeply"}})
    except MemoryError:
        return json.dumps({"ok": False, "error": {"type": "input", "message": "the input is too large to process"}})
    except Exception as err:  # a bug: report it rather than kill the worker
        return json.dumps(
            {
                "ok": False,
                "error": {
                    "type": "internal",
                    "message": f"internal error: {type(err).__name__}: {err}",
                    "traceback": traceback.format_exc(limit=8),
                },
            }
        )
