"""Each tab's warm-up in the page: the requests an idle worker runs, in the background, the first
time a tab opens (the ``warm`` action), so that a tool's first answer after the snapshot boot does not
pay for compiling its code paths. The build's own warm-ups, run before the snapshot, are in
:mod:`cardlab.snapshot`.

>>> sorted(TOOL_WARM_UPS)
['badugi', 'counts', 'draw', 'equity', 'hits', 'poker', 'preflop']
>>> MIN_ROUNDS, MAX_ROUNDS
(3, 12)
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from typing import TypedDict

from .games.choices import draw_games, equity_game, equity_games, range_games
from .games.examples import draw_example

OMAHA_HI_LO = equity_game(4, hi_lo=True).key
"""The catalog's four-card split-pot game (Omaha Hi-Lo), whose flop and range check warm up."""

OPENING_GAME = equity_games()[0].key
"""The game the Equity tab opens on (the catalog's first equity game: Hold'em)."""

HOLDEM_FLOP: Mapping[str, object] = {"hands": "Ah Kh\nQs Qc", "board": "Jh Th 2c", "game": OPENING_GAME,
                                     "method": "auto"}
"""The Hold'em flop both warm-ups run (the page's Equity tab, and the build before the snapshot):
heads-up, as the tab sends it (a hand a line, the method "auto")."""

OMAHA_HI_LO_FLOP: Mapping[str, object] = {"hands": "Ah2h3cKd\nQsQcJdTd", "board": "4h 5h Qd", "game": OMAHA_HI_LO,
                                          "method": "auto"}
"""The four-card split-pot flop both warm-ups run (the lows' code and tables)."""

OMAHA_RANGE_CHECK: Mapping[str, object] = {"action": "poker.range", "params": {
    "text": "QsQcJdTd", "game": OMAHA_HI_LO, "board": "4h 5h Qd", "others": "Ah2h3cKd"}}
"""The Equity tab's check of an Omaha hand as it is typed (the Omaha range modules), in both warm-ups."""


def _scan(*texts: str) -> Mapping[str, object]:
    """The check a tab runs on the cards typed, as they are typed (greying the cards already used)."""
    return {"action": "cards.scan", "params": {"texts": [*texts, ""]}}


def _estimate(action: str, params: Mapping[str, object]) -> Mapping[str, object]:
    """The estimate line a tab keeps beside its Run button, for ``action`` with ``params``."""
    return {"action": "estimate", "params": {"action": action, "params": params}}


_DRAWS = tuple({**draw_example(game), "game": game.key} for game in draw_games())
TOOL_WARM_UPS: dict[str, tuple[Mapping[str, object], ...]] = {
    "poker": ({"action": "poker.showdown", "params": {"hands": "Ah Kd\n7c 7s", "board": "7d 2c 9h Js Qc"}},
              _scan("Ah Kd", "7c 7s", "7d 2c 9h Js Qc"),
              {"action": "poker.showdown", "params": {"hands": "5H 5C 6S 7S KD | 2C 3S 8S 8D TD"}}),
    # heads-up preflop first: the preflop table, read from the site and decoded on first use (the
    # dearest first use of the tab: 125-210 ms in the page, where a warmed-up question takes 1 ms)
    "equity": ({"action": "poker.equity", "params": {"hands": "Ah Kh\nQs Qc", "method": "auto"}},
               {"action": "poker.equity", "params": HOLDEM_FLOP},
               _scan("Ah Kh", "Qs Qc", "Jh Th 2c"),
               {"action": "poker.range", "params": {"text": "Qs Qc", "game": OPENING_GAME, "board": "Jh Th 2c",
                                                    "dead": "Ah Kh"}},
               _estimate("poker.equity", HOLDEM_FLOP),
               OMAHA_RANGE_CHECK,
               {"action": "poker.equity", "params": OMAHA_HI_LO_FLOP}),
    # The tab opens on its answer against a random hand (a job, with the 169 x 169 matrix), then asks
    # again without the matrix: that request, and one against a range, run round after round here.
    "preflop": ({"action": "poker.preflop", "params": {"vs": "random", "matrix": False}},
                {"action": "poker.preflop", "params": {"vs": "QQ+, AKs", "matrix": False}}),
    # every combo, every class; and the every-flop estimate the tab keeps beside its buttons
    "hits": ({"action": "poker.hits", "params": {"range": "random", "board": "Kh 7c 2d"}},
             _estimate("poker.hits", {"range": "random", "dead": "", "game": range_games()[0].key,
                                      "every_flop": True})),
    "badugi": ({"action": "badugi.showdown", "params": {"hands": "3c 2s 4d Ah\nAs 3h 2d 4h"}},
               _scan("3c 2s 4d Ah", "As 3h 2d 4h")),
    "counts": ({"action": "badugi.counts", "params": {"suits": "4", "ranks": "13", "sizes": "4-13", "k": "4"}},
               {"action": "poker.count", "params": {"ranks": "13", "sizes": "5-7"}}),
    # every draw game's own example (the catalog's: no game named here), each game's draw first (the
    # dear first uses: a quick first click on the last game had waited behind the others' checks),
    # then its cards checked and its time estimated
    "draw": (*({"action": "draw", "params": draw} for draw in _DRAWS),
             *(request for draw in _DRAWS for request in (_scan(str(draw["hand"])), _estimate("draw", draw)))),
}
"""Each tab's warm-up in the page (the ``warm`` action: an idle worker runs it, in the background, the
first time the tab opens): what the snapshot cannot hold. A restored Python runs on WebAssembly code
the browser compiles on first use, function by function: a tool's first answer after the snapshot
boot compiled its code paths (50-300 ms of CPU in a fresh browser); the warm-up compiles them before
the user's first Run. The Equity tab's warm-up reads the preflop table (0.45 MB, once); the Preflop
tab reads it with the answer "against a random hand" it opens on, and its warm-up runs its next
questions (one run, its first on opening, left the next one at 2.5x in Python: 111 ms against 45).
The requests are written as the tabs send them (hands a line each, the method "auto"), so that they
run the code a Run runs, and they mix the tab's jobs with the quick calls it makes as the user types
(the cards checked, the estimate line): the browser's optimized code for the interpreter's loop
guesses the targets of its indirect calls from what ran before, and each request of another kind
made it fall back to baseline code and recompile (3-10 ms in a trace of the page, a Liftoff
recompile of the 79 KB loop each time) until the browser stops guessing for that function (after 10
such falls, V8's limit). Mixing them in the warm-up spends those falls in the background."""

MIN_ROUNDS = 3
MAX_ROUNDS = 12
STEADY = 1.25
SLACK = 0.002
"""A tab's warm-up runs its requests round after round, at least ``MIN_ROUNDS`` times and at most
``MAX_ROUNDS``, until no request's last run was ``STEADY`` times faster than the one before (give
or take ``SLACK`` seconds: a request of a millisecond or two jitters by more than 1.25x). The
browser compiles WebAssembly in two tiers: a quick baseline compile of each function as it is first
called, then optimized code, built on background threads, for the functions that have run a while. A
request run once, or three times, left a first answer partly on baseline code: a Problem 369 count
took 10-24 ms in Python after three runs against 4 ms warm, and reached 4 ms after six to ten runs
(measured in the page). Every round after the first is cheap: the tables are made and the code is
compiled; a request that answers in 4 ms costs its tab 50 ms of background work at most."""

_runs: dict[str, list[list[float]]] = {}
"""This worker's times of each tab's warm-up requests, in seconds, by request (a worker is one
Python: the code a warm-up compiles is its own)."""


def _steady(times: list[list[float]]) -> bool:
    """Whether every request has stopped getting faster: its last run was less than ``STEADY`` times
    faster than the run before, and at most ``STEADY`` times its fastest (not a slow outlier), each
    give or take ``SLACK``.

    >>> _steady([[0.020, 0.009, 0.008], [0.004, 0.004, 0.0045], [0.0015, 0.0004, 0.0012]])
    True
    >>> _steady([[0.040, 0.020, 0.012]]), _steady([[0.020, 0.005, 0.009]])  # still falling; an outlier
    (False, False)
    """
    return all(len(runs) > 1 and runs[-2] <= STEADY * runs[-1] + SLACK and runs[-1] <= STEADY * min(runs) + SLACK
               for runs in times)


def _rounds(step: int, times: list[list[float]]) -> int:
    """How many rounds a warm-up takes, as known at ``step``: the round under way, one more while a
    request still gets faster, within ``MIN_ROUNDS`` and ``MAX_ROUNDS``.

    >>> _rounds(0, [[]]), _rounds(3, [[0.04, 0.02, 0.01, 0.005]]), _rounds(3, [[0.004] * 4]), _rounds(99, [[]])
    (3, 5, 4, 12)
    """
    return max(MIN_ROUNDS, min(MAX_ROUNDS, step // len(times) + 1 + (not _steady(times))))


class WarmJson(TypedDict):
    """``warm``: the tool, the step run (one request of its warm-up), how many steps it has so far
    (its requests times the rounds it takes: one more round while a request still gets faster),
    whether the step's request answered, and that request's action and answer (``result``, None
    when it ran nothing or failed), which the tab draws once, out of sight, so that its first
    result on screen does not pay for the page's first drawing either."""

    tool: str
    step: int
    steps: int
    ok: bool
    action: str | None
    result: object


def warm(tool: str, step: int, handle: Callable[[str], str]) -> WarmJson:
    """Run one step of a tab's warm-up through ``handle`` (the API's JSON entry point, which the
    ``warm`` action passes in: the API imports this module, never the other way round); the page
    runs the steps one by one, so that a user's job never waits for more than one step. Step ``s``
    runs the tab's request ``s`` modulo their number; step 0 starts a warm-up afresh. The answer's
    ``steps`` grows by a round while a request still gets faster (``MIN_ROUNDS`` to ``MAX_ROUNDS``).
    A step past the end, or a tab without a warm-up, runs nothing.

    >>> from cardlab.api import handle
    >>> answer = warm("draw", len(TOOL_WARM_UPS["draw"]), handle)  # the second round's first request
    >>> answer["ok"], answer["steps"] // len(TOOL_WARM_UPS["draw"]) >= MIN_ROUNDS, answer["action"]
    (True, True, 'draw')
    >>> answer["result"]["game"]
    'badugi'
    >>> warm("silver-dollar", 0, handle)
    {'tool': 'silver-dollar', 'step': 0, 'steps': 0, 'ok': True, 'action': None, 'result': None}
    """
    requests = TOOL_WARM_UPS.get(tool, ())
    count = len(requests)
    if step == 0 or tool not in _runs:
        _runs[tool] = [[] for _ in requests]
    times = _runs[tool]
    rounds = _rounds(step, times) if count else 0
    if step >= count * rounds:
        return {"tool": tool, "step": step, "steps": count * rounds, "ok": True, "action": None, "result": None}
    request = requests[step % count]
    started = time.perf_counter()
    response = json.loads(handle(json.dumps(request)))
    times[step % count].append(time.perf_counter() - started)
    ok = bool(response.get("ok"))
    if step % count == count - 1:  # a round done: one more while a request still gets faster
        rounds = _rounds(step, times)
    return {"tool": tool, "step": step, "steps": count * rounds, "ok": ok, "action": str(request["action"]),
            "result": response.get("result") if ok else None}
