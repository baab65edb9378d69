"""Omaha range benchmark (issue #35), in one run; prints times and ratios against a named peer.

    .venv/bin/python bench/omaha_ranges.py [--naive-boards 20000]

1. An Omaha hand against ``AA:$ds`` on the flop, exact: Card Lab's whole ``poker.equity`` report
   (every live deal counted over every turn and river by the rank-pattern counter) against a naive
   loop over every deal and every board calling phevaluator 0.6.0's C ``evaluate_omaha_cards`` twice
   a board (timed on its first ``--naive-boards`` (deal, board) pairs and scaled; its high wins are
   checked against ours on those it ran).
2. ``15%`` against ``15%`` preflop by Monte Carlo to a standard error of 0.1%: Card Lab's report at
   the trials that give it (each trial deals both ranges uniformly from their live hands, redealt on
   a shared card, and a whole board).
3. The same for 5-card and 6-card Omaha (``--trials-wide``, default 250,000: about ± 0.1%), the ranges
   held by class (6-card ``15%`` is about 3 million hands, none listed); the first call reads the
   packaged order, so it is timed apart from a second one.
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.api import call  # noqa: E402
from cardlab.core.cards import FULL_DECK  # noqa: E402
from cardlab.poker.equity.omaha_ranges import list_deals, parse_omaha_spot  # noqa: E402
from cardlab.poker.ranges.omaha_match import hand_cards  # noqa: E402

HAND, RANGE, FLOP = "Ks Kd Qh 9h", "AA:$ds", "Jh Th 2c"


def timed(run: Any) -> tuple[float, Any]:
    start = time.perf_counter()
    result = run()
    return time.perf_counter() - start, result


def naive(limit: int) -> tuple[float, int, int]:
    """The naive loop over the first ``limit`` (deal, board) pairs: seconds, pairs, hero's wins."""
    from phevaluator.evaluator_omaha import evaluate_omaha_cards

    spot = parse_omaha_spot([HAND, RANGE], FLOP, "", "omaha")
    deals = list_deals(spot) or []
    board = [card.deck_index for card in spot.board]
    start = time.perf_counter()
    pairs = wins = 0
    for deal in deals:
        hands = [[card.deck_index for card in hand_cards(hand)] for hand in deal]
        used = set(board) | {card for hand in hands for card in hand}
        unseen = [card.deck_index for card in FULL_DECK if card.deck_index not in used]
        for extra in combinations(unseen, 2):
            full = board + list(extra)
            mine, theirs = (evaluate_omaha_cards(*full, *hand) for hand in hands)
            wins += mine < theirs
            pairs += 1
            if pairs >= limit:
                return time.perf_counter() - start, pairs, wins
    return time.perf_counter() - start, pairs, wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--naive-boards", type=int, default=20_000)
    parser.add_argument("--trials-wide", type=int, default=250_000, help="trials of 5- and 6-card 15%% v 15%%")
    args = parser.parse_args()
    warm = {"hands": ["Ah Kh Qd Jd", "Qs Qc 2d 3d"], "board": "2c 7d 9h Qh 4s", "game": "omaha"}
    call("poker.equity", warm)  # the lookup tables, built once
    seconds, report = timed(lambda: call("poker.equity", {"hands": [HAND, RANGE], "board": FLOP, "game": "omaha",
                                                           "method": "exact"}))
    total = report["boards"]
    print(f"1. {HAND} v {RANGE} on {FLOP}, exact: {report['deals']:,} deals, {total:,} (deal, board) pairs, "
          f"equity {report['players'][0]['equity_fraction']} = {report['players'][0]['equity']:.4%}")
    print(f"  cardlab whole report (API)              {seconds:8.2f} s")
    naive_seconds, pairs, _ = naive(args.naive_boards)
    scaled = naive_seconds * total / pairs
    print(f"  naive loop, phevaluator C (scaled from {pairs:,} pairs) {scaled:8.2f} s")
    print(f"  ratio cardlab / naive: {seconds / scaled:.3f}x")
    trials = 250_000
    seconds, report = timed(lambda: call("poker.equity", {"hands": ["15%", "15%"], "game": "omaha",
                                                           "trials": str(trials), "seed": "1"}))
    errors = [player["standard_error"] for player in report["players"]]
    print(f"2. 15% v 15% preflop, Monte Carlo, {trials:,} trials (seed 1): equities "
          f"{[round(p['equity'], 4) for p in report['players']]}, standard error {max(errors):.4%}")
    print(f"  cardlab whole report (API)              {seconds:8.2f} s")
    for number, game in ((3, "omaha5"), (4, "omaha6")):
        first, _ = timed(lambda game=game: call("poker.equity", {"hands": ["15%", "15%"], "game": game, "trials": "100",
                                                        "seed": "1"}))
        seconds, report = timed(lambda game=game: call("poker.equity", {"hands": ["15%", "15%"], "game": game,
                                                               "trials": str(args.trials_wide), "seed": "1"}))
        errors = [player["standard_error"] for player in report["players"]]
        combos = report["players"][0]["range"]["combos"]
        print(f"{number}. {game} 15% ({combos:,} hands) v 15% preflop, Monte Carlo, {args.trials_wide:,} trials "
              f"(seed 1): equities {[round(p['equity'], 4) for p in report['players']]}, standard error "
              f"{max(errors):.4%}")
        print(f"  first use (order read, 100 trials)      {first:8.2f} s")
        print(f"  cardlab whole report (API)              {seconds:8.2f} s")


if __name__ == "__main__":
    main()
