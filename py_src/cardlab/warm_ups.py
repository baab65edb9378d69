"""Each tab's warm-up in the page: the requests an idle worker runs, in the background, the first
time a tab opens (the ``warm`` action), so that a tool's first answer after the snapshot boot does not
pay for compiling its code paths. The build's own warm-ups, run before the snapshot, are in
:mod:`cardlab.snapshot`.

>>> sorted(TOOL_WARM_UPS)
['badugi', 'counts', 'draw', 'equity', 'hits', 'poker']
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TypedDict

from .games.choices import draw_games, equity_games
from .games.examples import draw_example

OMAHA_HI_LO = next(game.key for game in equity_games() if game.hi_lo and game.hole_cards == (4,))
"""The catalog's four-card split-pot game (Omaha Hi-Lo), whose flop and range check warm up."""

_HOLDEM_FLOP = {"hands": "Ah Kh | Qs Qc", "board": "Jh Th 2c"}
TOOL_WARM_UPS: dict[str, tuple[Mapping[str, object], ...]] = {
    "poker": ({"action": "poker.showdown", "params": {"hands": "Ah Kd | 7c 7s", "board": "7d 2c 9h Js Qc"}},
              {"action": "poker.showdown", "params": {"hands": "5H 5C 6S 7S KD | 2C 3S 8S 8D TD"}}),
    "equity": ({"action": "poker.equity", "params": _HOLDEM_FLOP},
               {"action": "poker.range", "params": {"text": "QsQcJdTd", "game": OMAHA_HI_LO, "others": "Ah2h3cKd"}},
               {"action": "poker.equity", "params": {"hands": "Ah2h3cKd | QsQcJdTd", "board": "4h 5h Qd",
                                                     "game": OMAHA_HI_LO}},
               {"action": "poker.equity", "params": {"hands": "Ah Kh | Qs Qc"}}),  # heads-up preflop: the table, last
    "hits": ({"action": "poker.hits", "params": {"range": "random", "board": "Kh 7c 2d"}},),  # every combo, every class
    "badugi": ({"action": "badugi.showdown", "params": {"hands": "3c 2s 4d Ah - As 3h 2d 4h"}},),
    "counts": ({"action": "badugi.counts", "params": {"suits": "4", "ranks": "13", "sizes": "4-13", "k": "4"}},
               {"action": "poker.count", "params": {"ranks": "13", "sizes": "5-7"}}),
    # every draw game's own example (the catalog's: no game named here)
    "draw": tuple({"action": "draw", "params": {**draw_example(game), "game": game.key}} for game in draw_games()),
}
"""Each tab's warm-up in the page (the ``warm`` action: an idle worker runs it, in the background, the
first time the tab opens): what the snapshot cannot hold. A restored Python runs on WebAssembly code
the browser compiles on first use, function by function: a tool's first answer after the snapshot
boot compiled its code paths (50-300 ms of CPU in a fresh browser); the warm-up compiles them before
the user's first Run. The Equity tab's warm-up reads the preflop table (0.45 MB, once); the Preflop
tab needs none: it answers "against a random hand" as it opens."""


class WarmJson(TypedDict):
    """``warm``: the tool, the step run (one request of its warm-up), how many steps it has, and
    whether the step's request answered."""

    tool: str
    step: int
    steps: int
    ok: bool


def warm(tool: str, step: int, handle: Callable[[str], str]) -> WarmJson:
    """Run one step of a tab's warm-up through ``handle`` (the API's JSON entry point, which the
    ``warm`` action passes in: the API imports this module, never the other way round); the page
    runs the steps one by one, so that a user's job never waits for more than one step. A step past
    the end, or a tab without a warm-up, runs nothing.

    >>> from cardlab.api import handle
    >>> warm("draw", 2, handle)["ok"]
    True
    >>> warm("silver-dollar", 0, handle)["steps"]
    0
    """
    requests = TOOL_WARM_UPS.get(tool, ())
    if step >= len(requests):
        return {"tool": tool, "step": step, "steps": len(requests), "ok": True}
    ok = bool(json.loads(handle(json.dumps(requests[step]))).get("ok"))
    return {"tool": tool, "step": step, "steps": len(requests), "ok": ok}
