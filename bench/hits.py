"""Range hits (issue #27): time ``poker.hits`` on one board and over every flop.

    .venv/bin/python bench/hits.py [--repeat 5]

Targets: ``random`` (1,176 live combos) on a flop <= 50 ms on CPython (<= 150 ms in the page);
every flop for a 20% range <= 3 s in the page (about 1.6-2x CPython: the last column shows
CPython x 2). Peer, same run: the categories alone of the same 1,176 combos from phevaluator's C
seven-card evaluator (``evaluate_cards``), when installed — the floor for reading every combo.
Times are the fastest of ``--repeat`` runs, CPU time.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))
from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK, parse_hand  # noqa: E402

PAGE_FACTOR = 2.0
BOARD = "Qh Jh 2c"


def best_time(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def phevaluator_categories() -> Callable[[], object] | None:
    try:
        from phevaluator import evaluate_cards
    except ImportError:
        return None
    board = [str(card) for card in parse_hand(BOARD)]
    combos = [(str(a), str(b)) for index, a in enumerate(FULL_DECK) for b in FULL_DECK[index + 1:]
              if str(a) not in board and str(b) not in board]
    return lambda: [evaluate_cards(*board, a, b) for a, b in combos]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    call("poker.hits", {"range": "AA", "board": BOARD})  # the evaluator's tables, built once per process
    ours = best_time(lambda: call("poker.hits", {"range": "random", "board": BOARD}), args.repeat)
    print(f"  random on {BOARD} (1,176 combos, full report)   {ours * 1000:7.1f} ms  target 50 ms: "
          f"{'met' if ours <= 0.05 else 'NOT met'}")
    peer = phevaluator_categories()
    if peer:
        floor = best_time(peer, args.repeat)
        print(f"  phevaluator (C), categories of the same combos only {floor * 1000:7.1f} ms  ours {ours / floor:.1f}x")
    for text in ("AA", "20%"):
        seconds = best_time(lambda t=text: call("poker.hits", {"range": t, "every_flop": True}), max(1, args.repeat // 2))
        print(f"  every flop, {text:4s} (1,755 flop classes)            {seconds:7.3f} s   page ~{seconds * PAGE_FACTOR:.2f} s"
              + (f" vs 3 s: {'ok' if seconds * PAGE_FACTOR <= 3 else 'OVER'}" if text == "20%" else ""))


if __name__ == "__main__":
    main()
