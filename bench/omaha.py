"""Split pots and big Omaha benchmark (issue #22): our exact equity against a naive loop over every
board with phevaluator 0.6.0's C Omaha evaluator (evaluate_omaha_cards: 4 own cards; for 5 or 6 the
best of three calls on 4-card subsets that hold every pair), measured in one run; prints times and
ratios next to the targets.

    .venv/bin/python bench/omaha.py [--quick]

1. Exact heads-up preflop Omaha Hi-Lo (1,086,008 boards): ours values the high AND the low of both
   players; the naive loop values only their highs. Target: <= 0.5x.
2. Exact heads-up preflop 5-card Omaha (850,668 boards), high only on both sides. Target: <= 1.0x.
3. The same for 5-card Omaha Hi-Lo and 6-card Omaha preflop, and 6-card Omaha heads-up on the flop
   (target: <= 0.2 s in the page; Pyodide runs this code about 1.6-2x slower than CPython; the
   page figure itself comes from bench/page.py).

Both sides must agree on every high win and tie, or the benchmark stops. ``--quick`` times the naive
loop on its first 100,000 boards and scales it (its cost per board is flat).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from itertools import combinations, islice
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
sys.path.insert(0, str(ROOT / "bench"))
from equity import card_id, phevaluator_060, timed  # noqa: E402

from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK, Card, parse_hand  # noqa: E402
from cardlab.games.variants import variant  # noqa: E402
from cardlab.poker.equity.patterns import count_outcomes  # noqa: E402
from cardlab.poker.equity.pot_parts import pot_parts  # noqa: E402
from cardlab.poker.equity.tally import Tally  # noqa: E402
from cardlab.poker.seven_card import tables  # noqa: E402

SPOTS = [
    # label, game, hands, board, target ratio of our counting to the naive loop
    ("Omaha Hi-Lo heads-up preflop (high and low)", "omaha-hilo", ["Ah 2h 3c Kd", "Jc Tc 9h 8h"], "", 0.5),
    ("5-card Omaha heads-up preflop", "omaha5", ["Ah As Kd Qd 2c", "Jc Tc 9h 8h 7s"], "", 1.0),
    ("5-card Omaha Hi-Lo heads-up preflop (high and low)", "omaha5-hilo", ["Ah 2h 3c Kd Qs", "Jc Tc 9h 8h 4s"], "",
     None),
    ("6-card Omaha heads-up preflop", "omaha6", ["Ah As Kd Qd 2c 3h", "Jc Tc 9h 8h 7s 6d"], "", None),
    ("6-card Omaha heads-up flop", "omaha6", ["Ah As Kd Qd 2c 3h", "Jc Tc 9h 8h 7s 6d"], "9c 7d 2s", None),
]


# Four-card subsets of 5 or 6 own cards that hold every pair of them (phevaluator's wheel here has
# evaluate_omaha_cards for 4 own cards only; its PLO5/PLO6 tables are not compiled in): the best of
# the three 4-card evaluations is the best two-plus-three. Three calls per hand, fewest possible.
COVERS = {4: [(0, 1, 2, 3)], 5: [(1, 2, 3, 4), (0, 2, 3, 4), (0, 1, 3, 4)],
          6: [(2, 3, 4, 5), (0, 1, 4, 5), (0, 1, 2, 3)]}


def naive_high(hands: Sequence[Sequence[Card]], board: Sequence[Card], evaluate: Callable[..., int],
               limit: int | None = None) -> tuple[int, list[int], list[int]]:
    """Every completion of the board (or the first ``limit``): each player's high by phevaluator
    (smaller is better), board first then the hole cards; (boards, wins, ties)."""
    known = {card for hand in hands for card in hand} | set(board)
    unseen = [card_id(card) for card in FULL_DECK if card not in known]
    holes = [[[card_id(hand[i]) for i in cover] for cover in COVERS[len(hand)]] for hand in hands]
    fixed = [card_id(card) for card in board]
    players = range(len(hands))
    wins, ties, boards = [0] * len(hands), [0] * len(hands), 0
    for extra in islice(combinations(unseen, 5 - len(board)), limit):
        full = fixed + list(extra)
        ranks = [min([evaluate(*full, *four) for four in fours]) for fours in holes]
        best = min(ranks)
        winners = [p for p in players if ranks[p] == best]
        boards += 1
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            for p in winners:
                ties[p] += 1
    return boards, wins, ties


def measure(label: str, game: str, hands: list[str], board: str, target: float | None, evaluate: Callable[..., int],
            quick: bool) -> dict[str, Any]:
    parsed = [parse_hand(hand) for hand in hands]
    parts = pot_parts(variant(game))
    hi_lo = len(parts) > 1
    def counts() -> Tally:
        tally = Tally(len(parsed), parts)  # the one tally: the game record's pot
        tally.add(count_outcomes(parsed, parse_hand(board), (), play=(2, 3), parts=tally.parts))
        return tally

    count_seconds, tally = timed(counts)
    report_seconds, report = timed(lambda: call("poker.equity", {"hands": hands, "board": board, "game": game,
                                                                 "method": "exact"}))
    print(f"{label}: {tally.boards:,} boards, high wins {tally.wins}, ties {tally.ties}"
          + (f", boards without a low {report['no_low_boards']:,}, scoops {[p['scoops'] for p in report['players']]}"
             if hi_lo else ""))
    print(f"  cardlab exact counts, {'high and low' if hi_lo else 'high only':<12}  {count_seconds * 1000:9.1f} ms")
    print(f"  cardlab whole report (API)           {report_seconds * 1000:9.1f} ms")
    limit = 100_000 if quick and tally.boards > 100_000 else None
    naive_seconds, (boards, wins, ties) = timed(lambda: naive_high(parsed, parse_hand(board), evaluate, limit))
    if limit is None:
        if (boards, wins, ties) != (tally.boards, tally.wins, tally.ties):
            raise SystemExit(f"the naive loop disagrees: {boards}, {wins}, {ties}")
        note = "same high wins and ties"
    else:
        naive_seconds *= tally.boards / boards
        note = f"scaled from its first {boards:,} boards (--quick)"
    print(f"  naive loop, phevaluator C, high only {naive_seconds * 1000:9.1f} ms  ({note})")
    ratio = count_seconds / naive_seconds
    goal = f"  (target <= {target}x: {'met' if ratio <= target else 'MISSED'})" if target else ""
    print(f"  ratio cardlab / naive: counts {ratio:.3f}x, whole report {report_seconds / naive_seconds:.3f}x{goal}")
    return {"label": label, "count": count_seconds, "report": report_seconds, "naive": naive_seconds}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="scale the naive loop from its first 100,000 boards")
    args = parser.parse_args(argv)
    ph060 = phevaluator_060()
    if ph060 is None:
        raise SystemExit("phevaluator 0.6.0 is needed (pip install phevaluator==0.6.0)")
    from phevaluator.evaluator_omaha import evaluate_omaha_cards

    start = time.perf_counter()
    tables()
    print(f"seven-card tables built in {time.perf_counter() - start:.3f} s (once per process, not counted below)")
    for label, game, hands, board, target in SPOTS:
        measure(label, game, hands, board, target, evaluate_omaha_cards, args.quick)


if __name__ == "__main__":
    main()
