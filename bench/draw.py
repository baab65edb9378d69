"""Lowball draw odds (issue #24): time the jobs the Draw tab runs, against visiting every draw.

    .venv/bin/python bench/draw.py [--repeat 3] [--pokerkit-sample 20000]

Jobs, each in 2-7 and A-5: one draw of five cards (all 1,533,939 draws of 47 unseen cards), the
best of all 32 discards, the draw action's full report, a drawing opponent, several draws, and
several draws against a drawing opponent (exact against seeded sampling, estimate beside each).
Peers, measured in the same run: visiting every draw (of every discard) with a plain evaluator
(cardlab's own RuleSet.hand_value, one hand at a time), and pokerkit's StandardLowHand /
RegularLowHand on a sample of the draws, scaled. Targets (CPython, this run): one five-card draw
<= 0.3 s; the best of 32 discards <= 0.05x visiting every draw of every discard. The page column
checks CPython x 2 (Pyodide is 1.6-2x slower) against 0.6 s and 2 s. Pure Python: the same file
runs inside Pyodide (pokerkit is skipped when missing).
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
from cardlab.core.cards import FULL_DECK, parse_hand
from cardlab.draw.games import draw_game
from cardlab.draw.goal import parse_goal
from cardlab.draw.kernels.lowball import _VALUES, final_values
from cardlab.draw.several.plans import default_plans
from cardlab.draw.several.versus import versus_odds
from cardlab.games.rule_set import RuleSet
from cardlab.games.rule_sets import ACE_TO_FIVE, DEUCE_TO_SEVEN

HAND = "2c 3d 4h 8s Kd"
PEERS = {"deuce-to-seven": "StandardLowHand", "ace-to-five": "RegularLowHand"}


def line(label: str, seconds: float, target: float | None = None, extra: str = "") -> None:
    verdict = ""
    if target is not None:
        page = seconds * PAGE_FACTOR
        verdict = f"  page ~{page:.3f} s vs {target} s: {'ok' if page <= target else 'OVER'}"
    print(f"  {label:58s} {seconds:8.3f} s{verdict}{extra}")


def visit_every_draw(rules: RuleSet, kept: tuple, unseen: list) -> Counter:
    """The plain way: deal every draw and evaluate it."""
    return Counter(rules.hand_value(kept + drawn) for drawn in combinations(unseen, 5 - len(kept)))


def versus_peer(game_key: str, hand: tuple, unseen: list) -> tuple[float, float]:
    """Seconds of the versus count alone, 2 draws, goal beat, throwing Kd against 2h 5c 6d 9c Qs throwing
    Qs: exact (every deal before the last draw, each last draw counted jointly), then 20,000 seeded deals."""
    game, theirs = draw_game(game_key), parse_hand("2h 5c 6d 9c Qs")
    left = [card for card in unseen if card not in theirs]
    plans = default_plans(game, parse_goal("beat", game.value(theirs), 1, game), 2)
    exact = best_time(lambda: versus_odds(game, hand[:4], theirs[:4], left, plans, seed=1), 1)
    sampled = best_time(lambda: versus_odds(game, hand[:4], theirs[:4], left, plans, seed=1, node_limit=0), 1)
    return exact, sampled


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pokerkit-sample", type=int, default=20_000)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]} on {sys.platform}; hand {HAND}")
    hand = parse_hand(HAND)
    unseen = [card for card in FULL_DECK if card not in hand]
    for rules in (DEUCE_TO_SEVEN, ACE_TO_FIVE):
        print(f"{rules.title}:")
        _VALUES.clear()
        cold = best_time(lambda r=rules: final_values(r, (), unseen), 1)
        ours = best_time(lambda r=rules: final_values(r, (), unseen), args.repeat)
        line("one draw of five cards (1,533,939 draws), first call", cold, 0.6)
        line("one draw of five cards, counted by rank pattern", ours, 0.6, f"  CPython target 0.3 s: "
             f"{'ok' if ours <= 0.3 else 'OVER'}")
        visited = best_time(lambda r=rules: visit_every_draw(r, (), unseen), 1)
        line("  visiting every draw, plain evaluator", visited, extra=f"  ratio {visited / ours:.0f}x")
        rate = pokerkit_rate(PEERS[rules.key], unseen, 5, args.pokerkit_sample)
        if rate:
            kit = 1_533_939 / rate
            line(f"  visiting every draw, pokerkit {PEERS[rules.key]} (scaled)", kit, extra=f"  ratio {kit / ours:.0f}x")
        report = best_time(lambda r=rules: call("draw", {"game": r.key, "hand": HAND, "discard": HAND}), args.repeat)
        line("draw action, throw all five (full report)", report, 0.6)

        params = {"game": rules.key, "hand": HAND, "best": True, "discard": "pat"}
        table = best_time(lambda p=params: call("draw", p), args.repeat)
        line("best of all 32 discards (draw action, best=true)", table, 2.0)
        every = best_time(lambda r=rules: [visit_every_draw(r, tuple(c for c in hand if c not in d), unseen)
                                           for n in range(6) for d in combinations(hand, n)], 1)
        ratio = table / every
        line("  32 discards visiting every draw, plain evaluator", every,
             extra=f"  ours / visiting = {ratio:.3f} (target <= 0.05: {'ok' if ratio <= 0.05 else 'OVER'})")

        against = {"game": rules.key, "hand": HAND, "discard": "Kd", "vs": "2h 5c 6d 9c Qs", "vs_discard": "Qs"}
        found = call("draw", against)
        line(f"against an opponent who draws 1 ({found['method']})", best_time(lambda p=against: call("draw", p), 1))
        for discard, draws in (("Kd", 2), ("Kd", 3), ("8s Kd", 2), ("8s Kd", 3)):
            params = {"game": rules.key, "hand": HAND, "discard": discard, "draws": draws, "goal": "8", "seed": 1}
            several = call("draw", params)["several_draws"]
            seconds = best_time(lambda p=params: call("draw", p), 1)
            line(f"throw {discard}, {draws} draws, 8 or better ({several['method']})", seconds,
                 extra=f"  reach {several['by_draw'][-1]['probability']:.4f}")
        # Several draws against an opponent who draws too (#37 item 1): the whole draw action, its
        # estimate beside it, and the versus count alone against its own seeded sampling (the peer).
        for draws, goal in ((2, "beat"), (2, "8"), (3, "beat"), (3, "8")):
            params = {**against, "draws": draws, "goal": goal, "seed": 1}
            versus = call("draw", params)["versus_draws"]
            seconds = best_time(lambda p=params: call("draw", p), 1)
            guess = call("estimate", {"action": "draw", "params": params})["seconds"]
            line(f"vs a drawing opponent, {draws} draws, goal {goal} ({versus['method']})", seconds,
                 extra=f"  estimate {guess:.2f} s; wins {versus['win_probability']:.4f}")
        exact, sampled = versus_peer(rules.key, hand, unseen)
        line("  versus 2 draws, goal beat: exact count", exact,
             extra=f"  / 20,000 seeded deals = {exact / sampled:.1f}x")


if __name__ == "__main__":
    main()
