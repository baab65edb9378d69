"""Equity time estimates against measured runs (issue #28 item 5): for spots that reach every
exact strategy (rank patterns; ranges deal by deal and board by board), the planner's estimate of
exact counting beside the measured time of the same count, and their ratio. The estimate is what
``auto`` decides by and what the CLI and page announce, so a ratio far from 1 is a bug: tune the
per-unit costs in ``poker/equity/plan.py`` and ``poker/equity/deals.py`` until the ratios sit
near 1 (the median is printed; CPython, one run, as the machine is now).

    .venv/bin/python bench/estimates.py [--quick] [--repeat 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.poker.equity.plan import choose, count  # noqa: E402
from cardlab.poker.equity.spot import parse_spot  # noqa: E402
from cardlab.poker.seven_card import tables  # noqa: E402

# (hands, board, game): every exact strategy, cheap to slow; the slow ones are skipped by --quick.
SPOTS: list[tuple[list[str], str, str, bool]] = [
    (["Ah As", "Kd Kc"], "2c 7d 9h Qs", "holdem", True),
    (["Ah As", "Kd Kc"], "2c 7d 9h", "holdem", True),
    (["Ah Kh", "Qs Qc"], "", "holdem", True),
    (["Ah Kh", "Qs Qc", "Jd Tc"], "", "holdem", True),
    (["Ah As Kd Qd", "Jc Tc 9h 8h"], "2c 7d 9s", "omaha", True),
    (["Ah As Kd Qd", "Jc Tc 9h 8h"], "", "omaha", False),
    (["Ah Kh", "QQ+"], "Jh Th 2c", "holdem", True),
    (["Ah Kh", "QQ+"], "", "holdem", True),
    (["Ah Kh", "random"], "Jh Th 2c 3d", "holdem", True),
    (["Ah Kh", "random"], "Jh Th 2c", "holdem", True),
    (["Ah Kh", "random"], "", "holdem", False),
    (["QQ+, AKs", "JJ-99, AQs"], "", "holdem", False),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="skip the spots that take more than a few seconds")
    parser.add_argument("--repeat", type=int, default=1, help="measure each spot this many times (best kept)")
    args = parser.parse_args()
    tables()
    ratios = []
    print(f"{'spot':52} {'strategy':14} {'auto est s':>11} {'estimate s':>11} {'measured s':>11} {'measured/est':>13}")
    for hands, board, game, quick in SPOTS:
        if args.quick and not quick:
            continue
        spot = parse_spot(hands, board=board, game=game)
        choice = choose(spot, "exact")
        auto = choose(spot, "auto").estimated_exact_seconds  # what auto decides by (a bound for ranges)
        best = float("inf")
        for _ in range(args.repeat):
            started = time.perf_counter()
            count(spot, choice)
            best = min(best, time.perf_counter() - started)
        estimate = choice.exact.seconds if choice.exact is not None else choice.estimated_exact_seconds
        ratio = best / estimate if estimate >= 0.005 else None  # below 5 ms the clock is noise
        if ratio is not None:
            ratios.append(ratio)
        name = f"{' | '.join(hands)} [{board or 'preflop'}] {game}"
        shown = "-" if ratio is None else f"{ratio:.2f}"
        print(f"{name[:52]:52} {choice.strategy:14} {auto:11.3f} {estimate:11.3f} {best:11.3f} {shown:>13}", flush=True)
    print(f"median measured/estimate: {statistics.median(ratios):.2f} "
          f"(range {min(ratios):.2f}-{max(ratios):.2f}) over {len(ratios)} spots")
    table_question()


def table_question(repeat: int = 5) -> None:
    """A question the preflop table answers: what the page's link guard pays to estimate it (the
    request's estimate, the table chosen by the planner) against what the answer costs (best of
    ``repeat``; the table is read before either is timed). Target: estimate <= answer."""
    from cardlab.api import call
    from cardlab.poker.preflop.table import load_table

    load_table()
    request = {"hands": ["AhKh", "random"]}
    timings = []
    for action, params in (("estimate", {"action": "poker.equity", "params": request}), ("poker.equity", request)):
        best = float("inf")
        for _ in range(repeat):
            started = time.perf_counter()
            call(action, params)
            best = min(best, time.perf_counter() - started)
        timings.append(best)
    estimate, answer = timings
    print(f"AhKh vs random (the preflop table): estimate {estimate:.4f} s, answer {answer:.4f} s, "
          f"estimate / answer {estimate / answer:.2f} (target <= 1)")


if __name__ == "__main__":
    main()
