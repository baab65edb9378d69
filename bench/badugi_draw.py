"""Badugi draw odds (issue #15): time each job the page runs, against visiting every draw.

    .venv/bin/python bench/badugi_draw.py [--repeat 3]

Jobs: one draw of four cards (194,580 outcomes), the best discard of a hand (all 16 discards),
odds against a drawing opponent, and three draws. Peers, measured in the same run: visiting every
draw with cardlab's own evaluator, and with pokerkit's ``BadugiHand`` (timed on a sample of the
draws and scaled to all of them). The page targets are < 0.5 s for the four-card draw and < 1 s for
the best discard in Pyodide, about 1.6-2x CPython; the last column checks CPython x 2 against them.
Pure Python: the same file runs inside Pyodide (pokerkit is skipped when missing).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py_src"))
from common import PAGE_FACTOR, best_time, pokerkit_rate

from cardlab.api import call
from cardlab.badugi.evaluator import badugi_value
from cardlab.core.cards import FULL_DECK, parse_hand
from cardlab.draw.kernels.badugi import final_values

HAND = "2c 3d 4h Kh"


def line(label: str, seconds: float, target: float | None = None, extra: str = "") -> None:
    verdict = ""
    if target is not None:
        page = seconds * PAGE_FACTOR
        verdict = f"  page ~{page:.3f} s vs target {target} s: {'ok' if page < target else 'OVER'}"
    print(f"  {label:52s} {seconds:8.3f} s{verdict}{extra}")


def visit_every_draw(kept: tuple, unseen: list) -> Counter:
    """The peer: deal every draw and evaluate it (cardlab's evaluator)."""
    return Counter(badugi_value(kept + drawn) for drawn in combinations(unseen, 4 - len(kept)))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pokerkit-sample", type=int, default=20_000)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}; hand {HAND}")
    hand = parse_hand(HAND)
    unseen = [card for card in FULL_DECK if card not in hand]

    print("One draw of four cards (194,580 outcomes):")
    ours = best_time(lambda: final_values((), unseen), args.repeat)
    line("cardlab final_values (counted by structure)", ours, 0.5)
    visited = best_time(lambda: visit_every_draw((), unseen), 1)
    line("visiting every draw, cardlab badugi_value", visited, extra=f"  ratio {visited / ours:.1f}x")
    rate = pokerkit_rate("BadugiHand", unseen, 4, args.pokerkit_sample)
    if rate:
        kit = 194_580 / rate
        line("visiting every draw, pokerkit BadugiHand (scaled)", kit, extra=f"  ratio {kit / ours:.0f}x")
    report = best_time(lambda: call("badugi.draw", {"hand": HAND, "discard": HAND}), args.repeat)
    line("badugi.draw action, discard all four (full report)", report, 0.5)

    print("Best discard (all 16 discards):")
    table = best_time(lambda: call("badugi.draw", {"hand": HAND, "best": True}), args.repeat)
    line("badugi.draw best=true, any badugi", table, 1.0)
    table8 = best_time(lambda: call("badugi.draw", {"hand": HAND, "best": True, "goal": "8"}), args.repeat)
    line("badugi.draw best=true, 8-high or better", table8, 1.0)
    every = best_time(lambda: [visit_every_draw(tuple(c for c in hand if c not in d), unseen)
                               for n in range(5) for d in combinations(hand, n)], 1)
    line("16 discards visiting every draw (cardlab evaluator)", every, extra=f"  ratio {every / table:.1f}x")
    against = {"hand": "Ac 2c 7d 8h", "vs": "Ks Qd 9c 5h", "vs_discard": "Ks", "goal": "beat", "best": True}
    line("best=true, beat an opponent who draws 1", best_time(lambda: call("badugi.draw", against), 1))

    print("Against a drawing opponent (both draws jointly):")
    for mine, theirs in (("Kh", "Qs"), ("4h Kh", "Qs"), ("4h Kh", "7d Qs"), ("3d 4h Kh", "5c 7d Qs")):
        params = {"hand": HAND, "discard": mine, "vs": "As 5c 7d Qs", "vs_discard": theirs}
        found = call("badugi.draw", params)
        seconds = best_time(lambda p=params: call("badugi.draw", p), 1)
        line(f"draw {len(mine.split())} vs draw {len(theirs.split())} ({found['method']})", seconds,
             extra=f"  wins {found['win_probability']:.4f}")

    print("Several draws (three draws left):")
    cases = (("Kh", "badugi"), ("4h Kh", "8"), ("4h Kh", "badugi"), ("3d 4h Kh", "badugi"), (HAND, "badugi"))
    for discard, goal in cases:
        params = {"hand": HAND, "discard": discard, "draws": 3, "goal": goal}
        found = call("badugi.draw", params)["several_draws"]
        seconds = best_time(lambda p=params: call("badugi.draw", p), 1)
        figure = found["by_draw"][-1]["probability"]
        line(f"throw {discard}, {goal}, 3 draws ({found['method']})", seconds, extra=f"  reach {figure:.4f}")


if __name__ == "__main__":
    main()
