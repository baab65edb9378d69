"""Several draws against a drawing opponent with best discards: the estimate beside the run.

A best discard is counted once per pair of hands and reused, so a deal costs what it meets for the
first time, and how fast that falls depends on the spot (keeping four cards, most choices repeat
within a few hundred deals; throwing whole hands, hardly any do). The estimate
(``draw/several/versus.py``, ``_Probe``) plays seeded probe deals, counts what they met anew, and
prices the counts by a work model. This prints, for spots from keeping four cards to throwing
whole hands, the estimate, the probe's own time and a fresh run of the sampled deals (the probe's
choices not reused), and their ratio; ``--fit`` plays 8,000 deals of each spot in doubling batches
and fits the model's constants to the batches' times by least squares (numpy), to paste into
``versus.py`` (``DEAL_SECONDS``, ``CHOICE_SECONDS``, ``CHANCE_SECONDS``, ``COMPARED_SECONDS``,
``KERNEL_SHARE``). CPython, one run, as the machine is now.

    .venv/bin/python bench/draw_versus.py [--fit] [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.draw.params import DrawRequest, read_draw_params  # noqa: E402
from cardlab.draw.several import versus  # noqa: E402

BASE = {"draws": 3, "goal": "beat", "seed": 7}
# (name, params, quick): 2-7, A-5 and badugi, from keeping four cards to throwing whole hands.
SPOTS: list[tuple[str, dict[str, object], bool]] = [
    ("2-7 keep 4, both best", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "Kd",
                               "vs": "2h 3h 5d 9c Qs", "vs_discard": "Qs", "vs_plan": "best|best"}, True),
    ("2-7 keep 3, both best", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "8s Kd",
                               "vs": "2h 3h 5d 9c Qs", "vs_discard": "9c Qs", "vs_plan": "best|best"}, True),
    ("2-7 keep 2, you best", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "4h 8s Kd",
                              "vs": "2h 3h 5d 9c Qs", "vs_discard": "5d 9c Qs"}, True),
    ("2-7 throw all, you best", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd", "discard": "2c 3d 4h 8s Kd",
                                 "vs": "2h 3h 5d 9c Qs", "vs_discard": "2h 3h 5d 9c Qs"}, False),
    ("2-7 throw all, both best", {"game": "deuce-to-seven", "hand": "2c 3d 4h 8s Kd",
                                  "discard": "2c 3d 4h 8s Kd", "vs": "2h 3h 5d 9c Qs",
                                  "vs_discard": "2h 3h 5d 9c Qs", "vs_plan": "best|best"}, False),
    ("A-5 keep 3, both best", {"game": "ace-to-five", "hand": "Ac 2d 3h Ks Kd", "discard": "Ks Kd",
                               "vs": "2h 3c 5d 9c Qs", "vs_discard": "9c Qs", "vs_plan": "best|best"}, True),
    ("badugi keep 3, you best", {"game": "badugi", "hand": "Ac 2d 3h Kh", "discard": "Kh",
                                 "vs": "Kc Kd Qh Qs", "vs_discard": "Kd Qs"}, True),
    ("badugi keep 3, both best", {"game": "badugi", "hand": "Ac 2d 3h Kh", "discard": "Kh",
                                  "vs": "Kc Kd Qh Qs", "vs_discard": "Kd Qs", "vs_plan": "best|best"}, True),
    ("badugi throw all, both best", {"game": "badugi", "hand": "Ac 2d 3h Kh", "discard": "Ac 2d 3h Kh",
                                     "vs": "Kc Kd Qh Qs", "vs_discard": "Kc Kd Qh Qs", "vs_plan": "best|best"},
     False),
]


def arguments(request: DrawRequest) -> tuple[object, ...]:
    spot = request.spot
    return request.game, tuple(spot.kept), tuple(spot.vs_kept), tuple(spot.unseen), request.plans


def compare(quick: bool) -> None:
    print(f"{'spot':30} {'estimate s':>10} {'probe s':>8} {'run s':>8} {'est/run':>8}")
    ratios = []
    for name, params, fast in SPOTS:
        if quick and not fast:
            continue
        game, kept, vs_kept, unseen, plans = arguments(read_draw_params({**BASE, **params}))
        versus._probe.cache_clear()
        started = time.perf_counter()
        estimate = versus.versus_cost(game, kept, vs_kept, unseen, plans)
        probe = time.perf_counter() - started
        versus._probe.cache_clear()  # a fresh run: the probe's choices not reused
        started = time.perf_counter()
        versus.versus_odds(game, kept, vs_kept, unseen, plans, seed=7)
        run = time.perf_counter() - started
        ratios.append(estimate / run)
        print(f"{name:30} {estimate:10.2f} {probe:8.2f} {run:8.2f} {estimate / run:8.2f}", flush=True)
    print(f"estimate/run: median {statistics.median(ratios):.2f}, range {min(ratios):.2f}-{max(ratios):.2f}")


def fit() -> None:
    import numpy as np

    rows: list[list[float]] = []
    times: list[float] = []
    for name, params, _ in SPOTS:
        game, kept, vs_kept, unseen, plans = arguments(read_draw_params({**BASE, **params}))
        versus._probe.cache_clear()
        deals = versus._probe(game, plans, kept, vs_kept, unseen).deals
        count = versus.FIRST_PROBED
        while deals.done < 8_000:
            before = Counter(deals.players.best.work)
            started = time.perf_counter()
            deals.play(count)
            times.append(time.perf_counter() - started)
            work = deals.players.best.work - before
            kernel = sum(number * game.engine_seconds[int(kind[5:])] for kind, number in work.items()
                         if kind.startswith("draw "))
            rows.append([count, work["choices"], work["chances"], work["compared"], kernel])
            count = deals.done
        print(f"{name}: {deals.done} deals", flush=True)
    x, y = np.array(rows, float), np.array(times)
    weights = 1 / y  # relative errors: cheap batches count as much as dear ones
    found, *_ = np.linalg.lstsq(x * weights[:, None], y * weights, rcond=None)
    for label, value in zip(["DEAL_SECONDS", "CHOICE_SECONDS", "CHANCE_SECONDS", "COMPARED_SECONDS",
                             "KERNEL_SHARE"], found):
        print(f"{label} = {value:.3g}")
    model = x @ found
    print(f"batch time / model: median {statistics.median(y / model):.2f}, "
          f"range {min(y / model):.2f}-{max(y / model):.2f} over {len(y)} batches")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fit", action="store_true", help="fit the work model's constants (numpy)")
    parser.add_argument("--quick", action="store_true", help="skip the spots that take more than a few seconds")
    args = parser.parse_args()
    fit() if args.fit else compare(args.quick)


if __name__ == "__main__":
    main()
