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
from .cards import scan_cards
from .errors import InputError
from .limits import MAX_TEXT_CHARS
from .poker_batch import run_batch
from .poker_showdown import parse_showdown, showdown_report

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
    hands = params.get("hands", "")
    if not isinstance(hands, (str, list)) or (isinstance(hands, list) and not all(isinstance(h, str) for h in hands)):
        raise InputError("'hands' must be text or a list of texts", field="hands")
    parsed, board = parse_showdown(hands, _text(params, "board", ""))
    return showdown_report(parsed, board)


def _poker_batch(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    return run_batch(_text(params, "text"), progress)


def _scan_cards(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    texts = params.get("texts", [])
    if not isinstance(texts, list):
        raise InputError("'texts' must be a list of texts", field="texts")
    return {"codes": [[str(card) for card in scan_cards(str(text)[:MAX_TEXT_CHARS])] for text in texts]}


def _version(params: dict[str, Any], progress: Progress) -> dict[str, Any]:
    import sys

    return {"cardlab": __version__, "python": sys.version.split()[0], "platform": sys.platform}


ACTIONS: dict[str, Action] = {
    "version": _version,
    "cards.scan": _scan_cards,
    "poker.showdown": _poker_showdown,
    "poker.batch": _poker_batch,
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


def handle(request: str, progress: Progress | None = None) -> str:
    """Answer one JSON request; never raises (internal errors come back as ``type: internal``)."""
    try:
        message = json.loads(request)
        if not isinstance(message, dict):
            raise InputError("the request must be a JSON object")
        result = call(str(message.get("action", "")), message.get("params"), progress)
        return json.dumps({"ok": True, "result": result}, ensure_ascii=False)
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
