"""Range hits (issue #27): time ``poker.hits`` on one board and over every flop.

    .venv/bin/python bench/hits.py [--repeat 5]

Targets: ``random`` (1,176 live combos) on a flop <= 50 ms on CPython (<= 150 ms in the page);
every flop for a 20% range <= 3 s in the page (about 1.6-2x CPython: the last column shows
CPython x 2). Peer, same run: the categories alone of the same 1,176 combos from phevaluator's C
seven-card evaluator (``evaluate_cards``), when installed — the floor for reading every combo.
Short deck (``--game shortdeck``, 36 cards): ``random`` (528 live combos) on a flop, against
pokerkit's ``ShortDeckHoldemHand`` naming the same combos' best hands (pure Python, same run), and
every flop (573 classes).
Times are the fastest of ``--repeat`` runs, CPU time.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))
from common import PAGE_FACTOR  # noqa: E402
from common import best_cpu_time as best_time  # noqa: E402

from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK, parse_hand  # noqa: E402

BOARD = "Qh Jh 2c"
SHORT_BOARD = "Qh Jh 9c"


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

    short_deck(args.repeat)


def pokerkit_short_deck() -> Callable[[], object] | None:
    try:
        from pokerkit import ShortDeckHoldemHand
    except ImportError:
        return None
    board = parse_hand(SHORT_BOARD)
    deck = [card for card in FULL_DECK if card.rank >= 6 and card not in board]
    combos = [f"{a}{b}" for index, a in enumerate(deck) for b in deck[index + 1:]]
    text = "".join(map(str, board))
    return lambda: [ShortDeckHoldemHand.from_game(combo, text) for combo in combos]


def short_deck(repeat: int) -> None:
    params = {"range": "random", "board": SHORT_BOARD, "game": "shortdeck"}
    call("poker.hits", params)
    ours = best_time(lambda: call("poker.hits", params), repeat)
    print(f"  short deck: random on {SHORT_BOARD} (528 combos, full report) {ours * 1000:7.1f} ms")
    peer = pokerkit_short_deck()
    if peer:
        theirs = best_time(peer, max(1, repeat // 2))
        print(f"  pokerkit ShortDeckHoldemHand, the same combos' hands only {theirs * 1000:7.1f} ms  "
              f"ours {ours / theirs:.2f}x")
    for text in ("AA", "20%"):
        seconds = best_time(lambda t=text: call("poker.hits", {"range": t, "every_flop": True, "game": "shortdeck"}),
                            max(1, repeat // 2))
        print(f"  short deck, every flop, {text:4s} (573 flop classes)  {seconds:7.3f} s   page ~{seconds * PAGE_FACTOR:.2f} s")


if __name__ == "__main__":
    main()
