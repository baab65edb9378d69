"""Omaha range benchmark in the page (issue #35): the questions of bench/omaha_ranges.py and a 5-card
percent range, timed in Debian's Chromium on the built site from the click on Run to the result on
screen (bench/page.py's MutationObserver), each beside the same question through the API on CPython
in the same run (a fresh process for a first use, so the 5-card order is read there too).

1. Ks Kd Qh 9h against ``AA:$ds`` on Jh Th 2c, exact (627 live deals x 820 boards).
2. As Ah Ks Kd Qs against 5-card ``15%``, Monte Carlo, 2,000 trials: the first time in a worker (the
   packaged 5-card order read; the range's 389,832 hands held by class, none listed) and once more.
3. As Ah Ks Kd Qs Jd against 6-card ``15%`` (about 3 million hands, held by class), Monte Carlo, 2,000
   trials: the first time (the packaged 6-card order read) and once more; then 6-card ``15%`` against
   ``15%`` preflop, 2,000 trials.
4. With ``--long``: ``15%`` against ``15%`` Omaha preflop, Monte Carlo, 250,000 trials (± 0.1%).

    PYTHONPATH=tests/browser .venv/bin/python bench/omaha_ranges_page.py [--runs 3] [--long]

Needs a built site (bash build.sh). Prints a table; README's figures come from it.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
from conftest import LAUNCH_ARGS, READY, Server, chromium_path, paste  # noqa: E402  (tests/browser, via page)
from page import ID, TIME_CLICK  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

# (label, game, hands, board, method, trials, a text the result shows when done, first use only)
QUESTIONS = [
    ("Omaha Ks Kd Qh 9h v AA:$ds on the flop, exact", "omaha", "Ks Kd Qh 9h\nAA:$ds", "Jh Th 2c", "exact", "",
     "627 ways to deal", False),
    ("5-card As Ah Ks Kd Qs v 15%, Monte Carlo 2,000 trials (first use)", "omaha5", "As Ah Ks Kd Qs\n15%", "",
     "monte-carlo", "2000", "Monte Carlo estimate from 2,000 trials", True),
    ("5-card As Ah Ks Kd Qs v 15%, Monte Carlo 2,000 trials (again)", "omaha5", "As Ah Ks Kd Qs\n15%", "",
     "monte-carlo", "2000", "Monte Carlo estimate from 2,000 trials", False),
    ("6-card As Ah Ks Kd Qs Jd v 15%, Monte Carlo 2,000 trials (first use)", "omaha6", "As Ah Ks Kd Qs Jd\n15%",
     "", "monte-carlo", "2000", "Monte Carlo estimate from 2,000 trials", True),
    ("6-card As Ah Ks Kd Qs Jd v 15%, Monte Carlo 2,000 trials (again)", "omaha6", "As Ah Ks Kd Qs Jd\n15%",
     "", "monte-carlo", "2000", "Monte Carlo estimate from 2,000 trials", False),
    ("6-card 15% v 15% preflop, Monte Carlo 2,000 trials", "omaha6", "15%\n15%", "", "monte-carlo", "2000",
     "Monte Carlo estimate from 2,000 trials", False),
]
LONG = ("Omaha 15% v 15% preflop, Monte Carlo 250,000 trials", "omaha", "15%\n15%", "", "monte-carlo", "250000",
        "Monte Carlo estimate from 250,000 trials", True)  # not yet measured: the run stalled (see README)


def cpython_seconds(game: str, hands: str, board: str, method: str, trials: str, repeat: int) -> float:
    """The same question through the API in a fresh CPython (the median of ``repeat`` calls after a
    first one when ``repeat`` > 0, else the first call alone)."""
    code = f"""
import json, statistics, sys, time
sys.path.insert(0, {str(ROOT / 'py_src')!r})
from cardlab.api import call
params = {json.dumps({'hands': hands.split(chr(10)), 'board': board, 'game': game, 'method': method,
                      'trials': trials, 'seed': '1'})}
call('poker.equity', {{'hands': ['Ah Kh Qd Jd', 'Qs Qc 2d 3d'], 'board': '2c 7d 9h', 'game': 'omaha'}})
times = []
for _ in range(max(1, {repeat}) + (1 if {repeat} else 0)):
    start = time.perf_counter(); call('poker.equity', params); times.append(time.perf_counter() - start)
print(statistics.median(times[1:]) if {repeat} else times[0])
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(done.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--long", action="store_true", help="also 15%% v 15%% preflop at 250,000 trials")
    args = parser.parse_args()
    questions = QUESTIONS + ([LONG] if args.long else [])
    rows = []
    server = Server(ROOT / "dist")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        try:
            page = browser.new_page()
            page.goto(f"{server.origin}/#equity")
            page.wait_for_selector(READY, timeout=120_000)
            page.locator(ID("tab-equity")).click()
            page.wait_for_function("() => !document.querySelector(`section[data-tool='equity']`).hidden")
            for label, game, hands, board, method, trials, shown, once in questions:
                page.locator(ID("equity-game")).select_option(game)
                page.locator(ID("equity-method")).select_option(method)
                for test_id, value in (("equity-hands", hands), ("equity-board", board), ("equity-trials", trials),
                                       ("equity-seed", "1")):
                    paste(page, test_id, value)
                times = []
                for _ in range(1 if once else args.runs):
                    page.evaluate("(s) => { document.querySelector(s).textContent = ''; }", ID("equity-result"))
                    times.append(page.evaluate(TIME_CLICK, [ID("equity-run"), ID("equity-result"), shown]) / 1000)
                    page.wait_for_timeout(500)
                page_seconds = statistics.median(times)
                cpython = cpython_seconds(game, hands, board, method, trials, 0 if once else args.runs)
                rows.append((label, page_seconds, cpython))
                print(f"  measured: {label}", file=sys.stderr, flush=True)
        finally:
            browser.close()
            server.close()
    load = Path("/proc/loadavg").read_text().split()[0] if Path("/proc/loadavg").exists() else "?"
    print(f"Omaha ranges in the page (Chromium, median of {args.runs} where repeated; load average {load}):")
    print(f"{'question':<72}{'page':>9}{'CPython':>9}{'page/CPython':>14}")
    for label, page_seconds, cpython in rows:
        print(f"{label:<72}{page_seconds:8.2f}s{cpython:8.2f}s{page_seconds / cpython:13.1f}x")
    print(json.dumps({"rows": rows, "time": time.strftime("%Y-%m-%d %H:%M")}))


if __name__ == "__main__":
    main()
