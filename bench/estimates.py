"""Equity time estimates against measured runs (issue #28 item 5): for spots that reach every
exact strategy (rank patterns; ranges deal by deal and board by board), the planner's estimate of
exact counting beside the measured time of the same count, and their ratio. The estimate is what
``auto`` decides by and what the CLI and page announce, so a ratio far from 1 is a bug: tune the
per-unit costs in ``poker/equity/plan.py`` and ``poker/equity/deals.py`` until the ratios sit
near 1 (the median is printed; CPython, one run, as the machine is now).

    .venv/bin/python bench/estimates.py [--quick] [--repeat 1]
    .venv/bin/python bench/estimates.py --jobs [--quick]   # every job the time limit bounds (issue #32)

``--jobs`` does the same for every estimate the time limit (``core/job_time.py``) is checked
against, through the API as the page and the CLI run them: Monte Carlo equity (timed trials, hands
and ranges, high and split pots), stud, razz and stud hi-lo (exact ways and sampling, their own
cost models in ``poker/stud``), Omaha ranges (deal by deal and sampled: ``omaha_ranges.py``),
W(n, c) (the silver dollar cost model) and draws (the draw engine's phase costs); the summary
gives each game's equity jobs their own line. A job is refused past the limit by its estimate, so a ratio above 1 lets a
job run longer than the limit says; below 1 refuses jobs that would fit.
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
    # Ranges in a split pot: the low's share of each way's cost (deals.PART_*_SHARE).
    (["Ah 2h", "QQ+, A3s, 45s"], "4h 7c Kd", "holdem-hilo", True),
    (["Ah Kh", "random"], "Jh Th 2c 3d", "holdem-hilo", True),
    (["Ah Kh", "random"], "Jh Th 2c", "holdem-hilo", True),
    (["Ah 2h", "QQ+, AKs"], "", "holdem-hilo", True),
    (["Ah Kh", "QQ+, AJs+, KQs", "22-55, T9s, A2s-A5s"], "Jh Th 2c", "holdem-hilo", False),
]


DEAD_22 = "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s 7c 7d"
# (action, params, slow): jobs of a few seconds each, as the API runs them; slow ones skipped by --quick.
JOBS: list[tuple[str, dict[str, object], bool]] = [
    ("poker.equity", {"hands": ["Ah As", "Kd Kc"], "method": "mc", "trials": 200_000, "seed": 1}, False),
    ("poker.equity", {"hands": ["Ah Kh", "Qs Qc", "Jd Tc", "9s 8s", "7h 7d", "6c 5c", "4h 4s", "3d 2d", "Ac Kc",
                                "Qd Jh"], "method": "mc", "trials": 50_000, "seed": 1}, False),
    ("poker.equity", {"hands": ["AhAsKdQd", "JcTc9h8h"], "game": "omaha", "method": "mc", "trials": 50_000,
                      "seed": 1}, False),
    ("poker.equity", {"hands": ["AhKh2c3c", "QsQdJcTc", "9h9d8s8c", "7h6h5d4d", "AsKs2d3d", "JhJdTsTd"],
                      "game": "omaha-hilo", "method": "mc", "trials": 20_000, "seed": 1}, False),
    ("poker.equity", {"hands": ["AhKh2c3c5s", "QsQdJcTc9c", "9h9d8s8c7c", "7h6h5d4d3h", "AsKs2d3d4c",
                                "JhJdTsTd9s"], "game": "omaha5-hilo", "method": "mc", "trials": 10_000, "seed": 1},
     False),
    ("poker.equity", {"hands": ["Ah Kh", "QQ+, AKs", "15%"], "method": "mc", "trials": 100_000, "seed": 1}, False),
    ("poker.equity", {"hands": ["random"] * 10, "dead": DEAD_22,
                      "method": "mc", "trials": 1_000, "seed": 1}, False),  # the 11-hour spot, cut short
    # Stud, razz and stud hi-lo: each exact way (by player with suits apart, by rank pattern) and sampling.
    ("poker.equity", {"hands": ["As Ks", "Jc Jd 2s 9c"], "game": "stud", "method": "exact"}, False),
    ("poker.equity", {"hands": ["Ah Kd 2c", "Qs Jc 9h"], "game": "razz", "method": "exact"}, False),
    ("poker.equity", {"hands": ["Ah Kd 2c 4d", "Qs Jc 9h 8h"], "game": "stud-hilo", "method": "exact"}, False),
    ("poker.equity", {"hands": ["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h", "2s 3s 4s 5s"], "game": "razz",
                      "method": "exact"}, False),
    ("poker.equity", {"hands": ["Ah Kd 2c", "Qs Jc 9h", "7c 7d 8s"], "game": "stud-hilo", "method": "mc",
                      "trials": 20_000, "seed": 1}, False),
    # Omaha ranges (omaha_ranges.py): counted deal by deal, and sampled.
    ("poker.equity", {"hands": ["Ah Kh Qd Jd", "AA:$ds"], "board": "Ac 7c 2s", "game": "omaha", "method": "exact"},
     False),
    ("poker.equity", {"hands": ["Ah Kh Qd Jd", "AA:$ds"], "board": "Ac 7c 2s 3d", "game": "omaha",
                      "method": "exact"}, False),
    ("poker.equity", {"hands": ["Ah 2h 3d Kd", "AA:$ds, A2**"], "board": "4c 7c 9s 2d", "game": "omaha-hilo",
                      "method": "exact"}, True),
    ("poker.equity", {"hands": ["AA**", "KK**"], "game": "omaha", "method": "mc", "trials": 20_000, "seed": 1}, False),
    ("poker.equity", {"hands": ["AA:$ds", "RROO"], "board": "Kc 7d 2s", "game": "omaha-hilo", "method": "mc",
                      "trials": 20_000, "seed": 1}, False),
    ("sd.count", {"n": "10^6", "c": 300}, False),
    ("sd.count", {"n": "10^12", "c": 300}, False),
    ("sd.count", {"n": "10^6", "c": 1000, "mod": "1000036000099"}, False),
    ("sd.count", {"n": "10^18", "c": 1000}, True),
    ("poker.hits", {"range": "15%", "every_flop": True}, False),
    ("poker.hits", {"range": "100%", "every_flop": True}, True),
    ("draw", {"hand": "2c 3d 4h 8s Kd", "best": True, "draws": 3, "seed": 1}, False),
    ("draw", {"hand": "2c 3d 4h Kh", "best": True, "draws": 3, "seed": 1}, False),
    ("draw", {"hand": "2c 3d 4h 8s Kd", "vs": "3c 4d 5h 6s 9d", "vs_discard": "9d", "seed": 1}, False),
]


def jobs(quick: bool, repeat: int) -> None:
    from cardlab.api import ACTIONS, ESTIMATES
    from cardlab.core.progress import no_progress

    def run(action: str, params: dict[str, object]) -> None:  # the job alone: no estimate, no limit
        ACTIONS[action](params, no_progress)

    ratios: dict[str, list[float]] = {}
    cpu_ratios: dict[str, list[float]] = {}
    print(f"{'job':60} {'estimate s':>10} {'wall s':>8} {'cpu s':>8} {'wall/est':>9} {'cpu/est':>8}")
    for action, params, slow in JOBS:
        if quick and slow:
            continue
        run(action, params)  # warm: tables built once are not the job's
        estimate = ESTIMATES[action](params, None).seconds
        best, cpu = float("inf"), float("inf")
        for _ in range(repeat):
            started, cpu_started = time.perf_counter(), time.process_time()
            run(action, params)
            best, cpu = min(best, time.perf_counter() - started), min(cpu, time.process_time() - cpu_started)
        ratio = best / estimate if estimate >= 0.005 else None
        kind = f"{action} {params.get('game', '')}".strip()  # stud and Omaha ranges have cost models of their own
        if ratio is not None:
            ratios.setdefault(kind, []).append(ratio)
            cpu_ratios.setdefault(kind, []).append(cpu / estimate)
        name = f"{action} {' '.join(f'{k}={v}' for k, v in params.items() if k != 'seed')}"
        shown = "-" if ratio is None else f"{ratio:9.2f} {cpu / estimate:8.2f}"
        print(f"{name[:60]:60} {estimate:10.3f} {best:8.3f} {cpu:8.3f} {shown:>18}", flush=True)
    for kind, found in ratios.items():
        spread = f"{min(found):.2f}-{max(found):.2f}"
        print(f"{kind}: median wall/estimate {statistics.median(found):.2f} (range {spread}),"
              f" cpu/estimate {statistics.median(cpu_ratios[kind]):.2f}, over {len(found)} jobs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="skip the spots that take more than a few seconds")
    parser.add_argument("--repeat", type=int, default=1, help="measure each spot this many times (best kept)")
    parser.add_argument("--jobs", action="store_true", help="every job the time limit bounds, through the API")
    args = parser.parse_args()
    if args.jobs:
        jobs(args.quick, args.repeat)
        return
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
