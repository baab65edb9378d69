"""Each tool's first answer against its warm answer, in the real page (#37 item 14).

For every tool: a fresh browser context (the snapshot boot, as a visitor's first job after "Python
ready"; a fresh context has no compiled-code cache, the worst case), the tool's tab opened, its inputs
typed, then the same job run three times, each timed from the click to its result on screen: the
first is "cold" (whatever the job makes or compiles on first use); the second is run 0.2 s after the
first answer; the third, "warm", after the same pause as the first (1.5 s, the time a user takes to
type). Each click starts from the same page state (``AS_BEFORE``: the result area empty, the scroll
and the link as they were before the first click). So the warm click differs from the first only in
not being the first: first / warm is what first use costs, not the first result's scroll into view,
the link taking the inputs or the pause. (The click just after an answer is slower than the warm
one in some tools: the browser is still busy with the answer before it, compiling optimized code on
the same two cores.) The first is measured two ways, each in its own fresh pages: clicked once the tab's
background warm-up (main.js warmTool, Python's `warm`) is done, as a user who types the inputs first;
and clicked at once, 0.3 s after "ready" (the warm-up may still be running: the click waits for its
current step). The median of `--pages` fresh pages per tool and way; the ratio first / warm (of the
pages whose warm-up was done) is what the issue bounds (<= 2x).

Each click is also split: the job's own time in Python (the worker's clock around its call,
`python.recent`), and the rest (the click, the message round trip, drawing the result). On this
2-core machine without a GPU the browser draws on the same cores as the worker, so a click's
drawing slows the Python call beside it: the page column is the user's, the Python column is the
part a first use can cost Python (tables, imports, compiled code).

With ``--returning`` every page is a returning visitor's instead: one browser profile kept on disk
(a persistent context) that has visited the site twice before, running each tool's job and staying a
few seconds, so that Chromium has stored the optimized code of pyodide.asm.wasm beside its cached copy
(V8's WebAssembly code cache: written once TurboFan has compiled the hot functions, for a response of
``instantiateStreaming`` served as ``application/wasm``, the service worker's cached one included;
never in a fresh, incognito context, which is what the default measures). Each page is new, its worker
compiles the module again: from that cache, if the browser kept it.

    .venv/bin/python bench/first_answer.py [--pages 5] [--only equity] [--calls] [--returning]

Needs a built site (bash build.sh). The page's own timings use bench/page.py's click-to-result clock.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tools"))
from conftest import LAUNCH_ARGS, READY, Server, chromium_path, paste  # noqa: E402
from page import ID, TIME_CLICK  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

# (label, tab, {test id: value} or selects, run button, result selector, text shown when done)
JOBS = [
    ("poker: Hold'em showdown", "poker", {"poker-input": "Ah Kd\n7c 7s", "poker-board": "7d 2c 9h Js Qc"},
     {}, "poker-run", "poker-headline", "wins"),
    ("equity: Hold'em flop, heads-up", "equity", {"equity-hands": "Ah Kh\nQs Qc", "equity-board": "Jh Th 2c"},
     {}, "equity-run", "equity-result", "56\\.06%"),
    ("equity: Omaha Hi-Lo flop", "equity", {"equity-hands": "Ah2h3cKd\nQsQcJdTd", "equity-board": "4h 5h Qd"},
     {"equity-game": "omaha-hilo"}, "equity-run", "equity-result", "Pot share"),
    ("equity: heads-up preflop (table)", "equity", {"equity-hands": "Ah Kh\nQs Qc", "equity-board": ""},
     {}, "equity-run", "equity-result", "preflop table"),
    ("preflop: every class vs random", "preflop", {"preflop-vs": "random"}, {}, "preflop-run", "preflop-result",
     "85\\.20%"),
    ("hits: random on a flop", "hits", {"hits-range": "random", "hits-board": "Qh Jh 2c"}, {}, "hits-run",
     "hits-live", "1,176 live combos"),
    ("draw: 2-7, two kings thrown", "draw", {"draw-hand": "2c 3d 4h Kh Ks", "draw-discard": "Kh Ks"},
     {"draw-game": "deuce-to-seven"}, "draw-run", "draw-result", "1,081"),
    ("draw: A-5, two nines thrown", "draw", {"draw-hand": "Ac 2d 3h 9s 9c", "draw-discard": "9s 9c"},
     {"draw-game": "ace-to-five"}, "draw-run", "draw-result", "1,081"),
    ("badugi: showdown", "badugi", {"badugi-input": "3c 2s 4d Ah\nAs 3h 2d 4h"}, {}, "badugi-run", "badugi-result",
     "wins|tie"),
    ("counts: Problem 369", "counts", {"counts-suits": "4", "counts-ranks": "13", "counts-k": "4",
     "counts-sizes": "4-13"}, {}, "counts-run", "counts-total", "862,400,558,448"),
]
TYPING_MS = 1500
# each job's Run button -> the action it calls (its time in Python is that call's)
ACTIONS = {"poker-run": "poker.showdown", "equity-run": "poker.equity", "preflop-run": "poker.preflop",
           "hits-run": "poker.hits", "draw-run": "draw", "badugi-run": "badugi.showdown", "counts-run": "badugi.counts"}
SETTLED = """(tab) => ['done', 'stopped', undefined].includes(window.cardlab.warmUps.get(tab))
  && !window.cardlab.python.busy"""

# Every click starts from the page as the first click found it: the tool's result area empty, the page
# scrolled where it was, the link (the address's #tool?inputs) as it was. The first result then
# scrolls into view and the link takes the inputs; the later clicks, on the same page state, do the
# same, so that first / warm is what first use costs and not what a first result does to the page.
PAGE_STATE = "() => [location.hash, window.scrollY]"
AS_BEFORE = """([area, hash, y]) => {
  document.querySelector(area)?.replaceChildren();
  if (location.hash !== hash) history.replaceState(null, "", hash);
  window.scrollTo(0, y);
}"""

CALLS_SINCE = "() => window.cardlab.python.nextId"  # the id of the next call made
NEW_CALLS = "(n) => window.cardlab.python.recent.filter((c) => c.id >= n)"


def calls_text(calls: list[dict]) -> str:
    """The calls one click made: each action's time in Python and its round trip, in ms."""
    return ", ".join(f"{c['action']} {c['pythonMs']:.0f}/{c['roundTripMs']:.0f}" for c in calls) or "none"


class Clicks(NamedTuple):
    """One fresh page's three clicks (first, 0.2 s after it, after the same pause): click to result on
    screen, and the job's call in Python (ms)."""

    first: float
    next: float
    warm: float
    first_python: float
    next_python: float
    warm_python: float


# A page to measure in, and what closes it after.
PageMaker = Callable[[], tuple[Any, Callable[[], None]]]


def fresh_pages(browser) -> PageMaker:
    """A first visitor's pages: each in a fresh context (no cache of any kind)."""
    def make():
        context = browser.new_context()
        return context.new_page(), context.close
    return make


def returning_pages(context, origin: str) -> PageMaker:
    """A returning visitor's pages: each a new page of one persistent context that has run every job
    before (twice, staying a few seconds each time: the code cache is written once TurboFan's code is
    in, and a web test of Chromium's needed a third load to find it)."""
    for _ in range(2):
        page = context.new_page()
        page.goto(f"{origin}/#poker")
        page.wait_for_selector(READY, timeout=120_000)
        for _label, tab, fills, selects, button, _result, _shown in JOBS:
            page.get_by_test_id(f"tab-{tab}").click()
            for test_id, value in selects.items():
                page.select_option(ID(test_id), value)
            for test_id, value in fills.items():
                paste(page, test_id, value)
            page.get_by_test_id(button).click(timeout=120_000)  # once it no longer rests (a tab's opening job)
            page.wait_for_function("() => !window.cardlab.python.busy", polling=100, timeout=120_000)
        page.wait_for_timeout(5000)
        page.close()

    def make():
        page = context.new_page()
        return page, page.close
    return make


def one_page(new_page: PageMaker, origin: str, job, settle: bool, calls: list[str] | None = None) -> Clicks:
    _label, tab, fills, selects, button, result, shown = job
    action = ACTIONS[button]
    page, close = new_page()
    try:
        page.goto(f"{origin}/#{tab}")
        page.wait_for_selector(READY, timeout=120_000)
        page.wait_for_timeout(300)  # the tab set up; no job runs yet
        if settle:  # the tab's warm-up done (or none), no call running
            page.wait_for_function(SETTLED, arg=tab, polling=100, timeout=120_000)
        for test_id, value in selects.items():
            page.select_option(ID(test_id), value)
        for test_id, value in fills.items():
            paste(page, test_id, value)
        if tab == "draw":
            page.evaluate("() => { document.querySelector('[data-testid=draw-best]').checked = false; }")
        if settle:  # the second or two a user takes to type the hands (the fields are pasted at once here)
            page.wait_for_timeout(TYPING_MS)
        times, python = [], []
        # a Run button resting while the tab's own opening job runs (Preflop answers "against a random
        # hand" as it opens) takes no click: a user clicks it once it is back, on the page that job left
        enabled = "(s) => !document.querySelector(s).disabled"
        page.wait_for_function(enabled, arg=ID(button), polling=20)
        state = page.evaluate(PAGE_STATE)  # the page as the first click finds it
        for click in range(3):
            if click == 2:  # the same job once more after the same pause as the first
                page.wait_for_timeout(TYPING_MS)
            page.wait_for_function(enabled, arg=ID(button), polling=20)
            page.evaluate(AS_BEFORE, [f"#{tab}-result", *state])  # the result shown is drawn in that area
            before = page.evaluate(CALLS_SINCE)
            times.append(page.evaluate(TIME_CLICK, [ID(button), ID(result), shown]))
            page.wait_for_timeout(200)
            # the checks a page runs after an answer (an Omaha line's size) end before the warm click,
            # which would otherwise wait behind them and look slower than it is
            page.wait_for_function("() => !window.cardlab.python.busy", polling=50, timeout=60_000)
            made = page.evaluate(NEW_CALLS, before)
            python.append(next(c["pythonMs"] for c in made if c["action"] == action))
            if calls is not None:
                calls.append(f"{times[-1]:.0f} ms: {calls_text(made)}")
        return Clicks(times[0], times[1], times[2], python[0], python[1], python[2])
    finally:
        close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pages", type=int, default=5, help="fresh pages per tool (median)")
    parser.add_argument("--only", default="", help="only the jobs whose label starts with this")
    parser.add_argument("--calls", action="store_true",
                        help="also print, per click, the Python calls made (ms in Python / round trip)")
    parser.add_argument("--site", default=str(ROOT / "dist"), help="the built site to serve (a copy of an older build)")
    parser.add_argument("--returning", action="store_true",
                        help="a returning visitor's pages (a profile on disk that ran every job before)")
    args = parser.parse_args()
    server = Server(Path(args.site))
    rows = []
    with sync_playwright() as playwright, tempfile.TemporaryDirectory(prefix="cardlab-profile-") as profile:
        if args.returning:
            browser = playwright.chromium.launch_persistent_context(profile, executable_path=chromium_path(),
                                                                    args=LAUNCH_ARGS)
            new_page = returning_pages(browser, server.origin)
        else:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
            new_page = fresh_pages(browser)
        try:
            for job in JOBS:
                if not job[0].startswith(args.only):
                    continue
                calls: list[str] | None = [] if args.calls else None
                settled = [one_page(new_page, server.origin, job, True, calls) for _ in range(args.pages)]
                for line in calls or []:
                    print(f"    {job[0]}: {line}", file=sys.stderr, flush=True)
                at_once_calls: list[str] | None = [] if args.calls else None
                at_once = [one_page(new_page, server.origin, job, False, at_once_calls) for _ in range(args.pages)]
                for line in at_once_calls or []:
                    print(f"    {job[0]}, clicked at once: {line}", file=sys.stderr, flush=True)
                # warm: the same job again, on the same page state after the same pause, in the pages
                # whose warm-up was done (in the others it may still run beside the later clicks)
                median = statistics.median
                rows.append((job[0], median(c.first for c in settled), median(c.warm for c in settled),
                             median(c.first_python for c in settled), median(c.warm_python for c in settled),
                             median(c.next for c in settled), median(c.first for c in at_once)))
                print(f"  measured: {job[0]}", file=sys.stderr, flush=True)
        finally:
            browser.close()
            server.close()
    print("A returning visitor's pages (a profile on disk that ran every job before)." if args.returning
          else "A first visitor's pages (each a fresh context).")
    print("| tool's job | first answer, tab warmed up | warm (the same job after the same pause) | first / warm "
          "| in Python: first / warm | the next click, 0.2 s after the first answer "
          "| first answer, clicked 0.3 s after ready |\n| --- | --- | --- | --- | --- | --- | --- |")
    for label, cold, warm, cold_python, warm_python, next_click, now in rows:
        print(f"| {label} | {cold:.0f} ms | {warm:.0f} ms | {cold / warm:.1f}x "
              f"| {cold_python:.0f} / {warm_python:.0f} ms ({cold_python / warm_python:.1f}x) "
              f"| {next_click:.0f} ms | {now:.0f} ms ({now / warm:.1f}x) |")


if __name__ == "__main__":
    main()
