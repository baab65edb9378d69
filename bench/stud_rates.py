"""The stud planner's CPython rates (``poker/stud/equity.py``) fitted to measured runs: each exact way
and Monte Carlo, on spots from door cards to sixth street, heads-up to eight-way, in stud, razz and
stud hi-lo. For each way it prints every spot's measured seconds against the model's, and the rates a
least-squares fit (on relative error) would set; the rates in ``equity.py`` are those of a quiet run,
set about 1.1x above the fit, as the other planners' rates sit on this machine (``bench/estimates.py``
prints their ratios).

- the count by rank pattern with the flush draws apart (stud's high, and stud hi-lo's paired with the
  low): rank multisets, flush corrections and corrected shared sets
  (:class:`~cardlab.poker.stud.flush_count.SuitSplitWork`), one rate each;
- razz by rank pattern (a rank multiset) and by deal (a leaf), stud by deal;
- a Monte Carlo deal: a fixed cost, one per player and one per card dealt, times a factor for hi-lo.

Session 26, quiet: razz by rank pattern ran at 0.59x its old model (1.5 us a multiset); the suit split
at 0.29-0.93x (one rate for all its work); Monte Carlo deals at 0.9-1.7x (no term for the cards
dealt: door cards cost most). With the fitted rates every way is within about 0.7-1.3x on spots that
take over 0.1 s. Numpy is used here only (a benchmark, never the package).

    .venv/bin/python bench/stud_rates.py [--quick]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.poker.seven_card import tables  # noqa: E402
from cardlab.poker.stud.count import deals_work, heads_up_work  # noqa: E402
from cardlab.poker.stud.equity import choose_stud, count_stud, exact_way, trial_seconds  # noqa: E402
from cardlab.poker.stud.flush_count import splits_by_suit, suit_split_work  # noqa: E402
from cardlab.poker.stud.spot import StudSpot, parse_stud_spot  # noqa: E402

HEADS_UP = [
    ["As Ks", "Jc Jd 2s 9c"], ["Ah Kd", "Qs Jc 9h 8h"], ["Ah Kd 2c", "Qs Jc 9h"], ["Ah Kh 2c", "Qs Jc 9h"],
    ["Ah Kh 2h", "Qs Js 9s"], ["Ah Kd 2c 4d", "Qs Jc 9h 8h"], ["Ah Kh 2c 4h", "Qs Jc 9s 8s"],
    ["Ah Kd 2c", "Qs Jc 9h 8h"], ["Ah Kd", "Qs Jc 9h"], ["Ah Kd 2c", "Qs Jc 9h 8h 4s"], ["Ah Ad", "Kd Kc"],
    ["7h 7d 7c", "As Kh Qd"], ["2c 3c 4c", "Kd Kh 9s"], ["Ts 9s 8s 2h", "Ad Ac Kc 3d"], ["5d 6d", "Jh Jc 4s"],
    ["Qc Jd Th", "9c 9d 2s 2h"], ["Ah 5h 3h 8c 9d", "Kc Qc Jc 2d"], ["6s 7s", "Kh Qh"], ["As 2s 3s 4s", "Kd Kh Kc"],
]
MULTIWAY = [
    ["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h", "2s 3s 4s 5s"],
    ["Ah Kd 2c 4d 5d", "Qs Jc 9h 8h 7h", "2s 3s 4s 5s 6c"],
    ["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h", "2s 3s 4s 5s 6c 7c"],
    ["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 7h 6h", "2s 3s 4s 5s 6c 7c", "Th Td Ts Tc 8c 8s"],
]
TABLES = [  # Monte Carlo: the first n hands of each, from door cards to sixth street
    ["Ah", "Kd", "5c", "7d", "9s", "Tc", "Jh", "2s"],
    ["Ah Kd", "Qs Jc", "7c 7d", "5h 4h", "Tc Td", "2d 3d", "Js 8c", "Kh Ks"],
    ["Ah Kd 2c", "Qs Jc 9h", "7c 7d 8s", "5h 4h 3s", "Tc Td 6s", "2d 3d 9s", "Js 8c 6d", "Kh Ks 4c"],
    ["Ah Kd 2c 4d", "Qs Jc 9h 8h", "7c 7d 8s 3h", "5h 4h 3s 2s", "Tc Td 6s 6c", "2d 3d 9s 9c"],
    ["Ah Kd 2c 4d 5d", "Qs Jc 9h 8h 8c", "7c 7d 8s 3h 3c", "5h 4h 3s 2s 2h"],
    ["Ah Kd 2c 4d 5d 6d", "Qs Jc 9h 8h 8c 7s", "7c 7d 8s 3h 3c 6c"],
]
GAMES = ("stud", "razz", "stud-hilo")
TRIALS = 20_000


def cpu_seconds(spot: StudSpot, method: str, **options: int) -> float:
    """The least CPU time of up to three runs (one for a run over 2 s)."""
    choice = choose_stud(spot, method, **({"trials": options["trials"]} if "trials" in options else {}))
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        count_stud(spot, choice, **options)
        best = min(best, time.process_time() - start)
        if best > 2:
            break
    return best


def fit(parts: list[list[float]], seconds: list[float]) -> np.ndarray:
    """Rates that make sum(part * rate) closest to each run, each run's error relative to its time."""
    weights = 1 / np.array(seconds)
    rates, *_ = np.linalg.lstsq(np.array(parts) * weights[:, None], np.array(seconds) * weights, rcond=None)
    return rates


def show(title: str, labels: list[str], parts: list[list[float]], seconds: list[float], model: list[float],
         names: list[str]) -> None:
    print(f"\n{title}")
    print(f"{'spot':72} {'ran s':>9} {'model s':>9} {'ran/model':>9}")
    for label, ran, said in zip(labels, seconds, model):
        print(f"{label:72} {ran:9.3g} {said:9.3g} {ran / said:9.2f}")
    ratios = np.array(seconds) / np.array(model)
    print(f"ran/model {ratios.min():.2f}-{ratios.max():.2f}, median {np.median(ratios):.2f}")
    if len(seconds) > len(names):
        rates = fit(parts, seconds)
        fitted = np.array(seconds) / (np.array(parts) @ rates)
        print("fitted rates: " + ", ".join(f"{name} {rate:.3g}" for name, rate in zip(names, rates))
              + f" (ran/fit {fitted.min():.2f}-{fitted.max():.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="skip runs the model puts over 1 s")
    args = parser.parse_args()
    most = 1.0 if args.quick else 12.0
    tables()
    for game in GAMES:
        ways: dict[str, tuple[list[str], list[list[float]], list[float], list[float]]] = {}
        for hands in HEADS_UP + MULTIWAY:
            spot = parse_stud_spot(hands, game=game)
            way, said = exact_way(spot)
            if said > most:
                continue
            ran = cpu_seconds(spot, "exact")
            if way == "by player" and splits_by_suit(spot):
                title = "rank patterns with the flush draws apart"
                parts = [float(part) for part in suit_split_work(spot)]
            else:
                title, parts = way, [float(deals_work(spot) if way == "by deal" else heads_up_work(spot))]
            rows = ways.setdefault(title, ([], [], [], []))
            for row, value in zip(rows, (" | ".join(hands), parts, ran, said)):
                row.append(value)  # type: ignore[arg-type]
        for title, rows in ways.items():
            names = (["rank multiset", "flush correction", "corrected shared set"] if len(rows[1][0]) == 3
                     else [{"rank patterns": "multiset", "by player": "card set"}.get(title, "deal")])
            show(f"{game}: {title}", *rows, names=names)
        labels, parts, seconds, model = [], [], [], []
        for hands in TABLES:
            for players in (2, 3, 4, 6, 8):
                if players > len(hands):
                    continue
                spot = parse_stud_spot(hands[:players], game=game)
                ran = cpu_seconds(spot, "monte-carlo", trials=TRIALS, seed=1) / TRIALS
                labels.append(f"{players} players, {len(hands[0].split())} cards each")
                parts.append([1.0, players, spot.shared + sum(spot.to_come)])
                seconds.append(ran)
                model.append(trial_seconds(spot))
        show(f"{game}: one Monte Carlo deal", labels, parts, seconds, model, names=["deal", "player", "card dealt"])


if __name__ == "__main__":
    main()
