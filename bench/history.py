"""Hand histories (issue #36): time reading and settling a session of 10,000 PokerStars hands.

    .venv/bin/python bench/history.py [--hands 10000] [--repeat 3]

The session is made by ``bench/history_sample.py`` (seeded: Hold'em, Omaha and Omaha Hi/Lo cash
hands, one in 25 an all-in shown down). Timed, CPU seconds, fastest of ``--repeat``:

* ``read``: the hands split and read into records (the parser alone; the floor of the rest);
* ``history.read``: read, settled (pots, nets, rake) and every all-in's exact equity and EV;
* peer, same run: pokerkit (when installed) replaying the session's no-limit Hold'em hands written
  as PHH (``HandHistory.loads`` and every state: the pots and showdowns settled, no equity), against
  ``history.read`` on the same hands as PokerStars text;
* ``cardlab history --json``: the command line end to end (a fresh Python: imports, the file,
  JSON out), CPU time of one run (its wall time printed too).

The page runs the same Python in Pyodide, about ``PAGE_FACTOR`` times slower (the last column's
estimate). ``--page`` measures it: the built site (``bash build.sh``) in Debian's Chromium, the
session uploaded in the #history tab, from the upload to the summary on screen, with the longest
gap between two ticks of a 50 ms timer on the page's main thread meanwhile (the page stays
responsive: Python works in a worker).
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from common import PAGE_FACTOR, best_cpu_time  # noqa: E402
from history_sample import session, session_both  # noqa: E402

from cardlab.history import all_in  # noqa: E402
from cardlab.history.read import _records, read_history  # noqa: E402


def pokerkit_rows(hands: int, repeat: int) -> list[tuple[str, float]]:
    """history.read and pokerkit on the session's no-limit Hold'em hands (none without pokerkit)."""
    try:
        import warnings

        from pokerkit import HandHistory
    except ImportError:
        print("pokerkit is not installed: no peer")
        return []
    text, phh = session_both(hands, 36)

    def replay() -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for one in phh:
                for _ in HandHistory.loads(one):
                    pass

    def ours() -> None:
        all_in._odds.cache_clear()
        read_history(text)

    mine, theirs = best_cpu_time(ours, repeat), best_cpu_time(replay, repeat)
    print(f"{len(phh):,} no-limit Hold'em hands: history.read {mine:.2f} s, pokerkit replay {theirs:.2f} s "
          f"= {mine / theirs:.2f}x pokerkit")
    return [(f"  history.read, the {len(phh):,} NL Hold'em hands", mine),
            ("  peer: pokerkit replaying them as PHH", theirs)]


def page_time(text: str) -> tuple[float, float]:
    """Seconds from the upload of ``text`` to the summary on screen in the #history tab, and the
    longest gap between two 50 ms ticks on the main thread meanwhile."""
    sys.path.insert(0, str(ROOT / "tests" / "browser"))
    sys.path.insert(0, str(ROOT / "tools"))
    from conftest import LAUNCH_ARGS, READY, Server, chromium_path
    from playwright.sync_api import sync_playwright

    server = Server(ROOT / "dist")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        path = Path(folder) / "session.txt"
        path.write_text(text, encoding="utf-8")
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=LAUNCH_ARGS)
        try:
            page = browser.new_page()
            page.goto(server.origin + "/#history")
            page.wait_for_selector(READY, timeout=120_000)
            page.evaluate("""() => { window.__gap = 0; let last = performance.now();
                window.__tick = setInterval(() => { const now = performance.now();
                  window.__gap = Math.max(window.__gap, now - last); last = now; }, 50); }""")
            start = time.perf_counter()
            page.get_by_test_id("history-file").set_input_files(str(path))
            page.get_by_test_id("history-summary").wait_for(timeout=900_000)
            seconds = time.perf_counter() - start
            gap = page.evaluate("window.__gap") / 1000
        finally:
            browser.close()
            server.close()
    return seconds, gap


def main() -> None:
    parser = argparse.ArgumentParser(description="time reading a session of hand histories")
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--page", action="store_true", help="also time the page (needs a built site)")
    args = parser.parse_args()
    text = session(args.hands, 36)
    report = read_history(text)
    summary = report["summary"]
    print(f"{args.hands:,} hands, {len(text) / 1e6:.1f} MB: {summary['hands']:,} read, "
          f"{summary['all_in_hands']:,} with an all-in EV, {summary['errors']} not read")

    def read_only() -> None:
        for _ in _records(text)[1]:
            pass

    def settle_all() -> None:
        all_in._odds.cache_clear()  # every run counts every all-in again
        read_history(text)

    rows = [("read (parser alone)", best_cpu_time(read_only, args.repeat)),
            ("history.read (settled, exact all-in EV)", best_cpu_time(settle_all, args.repeat))]
    peer = pokerkit_rows(args.hands, args.repeat)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as handle:
        handle.write(text)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "cardlab", "history", handle.name, "--json"], check=True,
                   stdout=subprocess.DEVNULL, env={"PYTHONPATH": str(ROOT / "py_src")})
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    rows.append(("cardlab history --json (one run)", cpu))
    print(f"cardlab history --json: {cpu:.2f} s CPU, {wall:.2f} s wall (a shared machine)")
    Path(handle.name).unlink()
    rows += peer
    if args.page:
        seconds, gap = page_time(text)
        print(f"page: {seconds:.1f} s from the upload to the summary; "
              f"the main thread's longest pause {gap * 1000:.0f} ms")
    floor = rows[0][1]
    print(f"{'':42}  {'CPython s':>9}  {'x read':>7}  {'page est. s':>11}")
    for name, seconds in rows:
        print(f"{name:42}  {seconds:9.2f}  {seconds / floor:7.1f}  {seconds * PAGE_FACTOR:11.1f}")


if __name__ == "__main__":
    main()
