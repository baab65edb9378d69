"""The worst accepted job per action at the input limits (issue #32): its wall time and its peak
Python memory (tracemalloc, a separate run), on CPython as the machine is now. Every action of
``api.ACTIONS`` has a row (a new action without one fails the run): the request that costs most
within the bounds (sizes, counts, and for the time-limited jobs their estimate against the limit).

Time-limited jobs (``api.ESTIMATES``: equity, draws, W(n, c), every-flop hits) are refused past
``core.job_time.MAX_JOB_SECONDS`` by their estimate, so their worst accepted time is that limit
times the estimate's error (``bench/estimates.py --jobs`` prints it); their row runs a short job
of the costliest kind to measure memory, which does not grow with trials. The largest batch (20 MB
of deals) is run at 1/20 of that size and scaled with ``--quick``.

    .venv/bin/python bench/limits.py [--quick] [--only poker.equity sd.count]
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py_src"))
from cardlab.api import ACTIONS, ESTIMATES, call  # noqa: E402
from cardlab.core.job_time import MAX_JOB_SECONDS  # noqa: E402
from cardlab.core.limits import MAX_BATCH_CHARS, MAX_HISTORY_HANDS, MAX_TEXT_CHARS  # noqa: E402
from cardlab.core.progress import no_progress  # noqa: E402
from history_sample import session  # noqa: E402

DECK = " ".join(rank + suit for suit in "cdhs" for rank in "23456789TJQKA")
DEAL = "8C TS KC 9H 4S 7D 2S 5D 3S AC\n"  # one Problem 54 line: 30 characters


def worst_requests(quick: bool) -> dict[str, tuple[dict[str, object], float]]:
    """Each action's costliest accepted request and the factor its measured time is scaled by."""
    batch_share = 20 if quick else 1
    return {
        "version": ({}, 1),
        "meta": ({}, 1),
        "cards.scan": ({"texts": ["Ah " * (MAX_TEXT_CHARS // 48)] * 16}, 1),
        "cards.take": ({"texts": ["Ah " * (MAX_TEXT_CHARS // 48)] * 16, "code": "Kd"}, 1),
        "cards.deal": ({"texts": [""], "count": 52}, 1),
        "warm": ({"tool": "badugi", "step": 0}, 1),  # the dearest warm-up step in a fresh process (0.18 s)
        "estimate": ({"action": "poker.equity", "params": {"hands": ["random"] * 10, "trials": "10,000,000"}}, 1),
        "poker.showdown": ({"hands": [DECK[i * 21:i * 21 + 20] for i in range(7)], "board": "", "game": "five-card"},
                           1),  # seven players of seven cards: 49 of the 52
        "poker.batch": ({"text": DEAL * (MAX_BATCH_CHARS // len(DEAL) // batch_share), "file": True}, batch_share),
        "poker.equity": ({"hands": ["random"] * 10, "dead": "2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d "
                                                            "6h 6s 7c 7d", "method": "mc", "trials": 50,
                          "max_seconds": MAX_JOB_SECONDS}, 1),
        "poker.range": ({"text": ", ".join(["22+, A2s+, K2s+, Q2s+, J2s+, T2s+, 92s+, 82s+, 72s+, 62s+, 52s+, 42s+, "
                                            "32s, A2o+, K2o+, Q2o+, J2o+, T2o+, 92o+, 82o+, 72o+, 62o+, 52o+, 42o+, "
                                            "32o"] * 80), "board": "Ah Kd 2c", "dead": "3s"}, 1),
        "poker.preflop": ({"vs": "random", "matrix": True, "csv": "matrix"}, 1),
        "poker.count": ({"ranks": 13, "sizes": "all", "rules": "standard"}, 1),
        "badugi.showdown": ({"hands": ["Ac 2d 3h 4s", "5c 6d 7h 8s", "9c Td Jh Qs"]}, 1),
        "badugi.tally": ({}, 1),
        "badugi.counts": ({"suits": 6, "ranks": 26, "k": 6, "sizes": "all"}, 1),
        "draw": ({"hand": "2c 3d 4h 8s Kd", "best": True, "draws": 3, "seed": 1}, 1),
        "badugi.draw": ({"hand": "2c 3d 4h Kh", "best": True, "draws": 3, "seed": 1}, 1),
        "poker.hits": ({"range": "100%", "every_flop": True}, 1),
        "sd.count": ({"n": "10^12", "c": 300}, 1),
        "sd.estimate": ({"n": "10^18", "c": 1000}, 1),
        "sd.analyze": ({"position": "o" * 40 + "$" + "." * 9_959}, 1),
        "sd.play": ({"position": "." * 9_990 + "o...$...o", "move": {"from": 9_991, "to": 4}}, 1),
        "sd.random": ({"n": 60, "c": 30, "seed": 1}, 1),
        # the most hands a history may hold (core.limits.MAX_HISTORY_HANDS), at 1/20 with --quick, scaled
        "history.read": ({"text": session(MAX_HISTORY_HANDS // batch_share, 1)}, batch_share),
    }


def measure(action: str, params: dict[str, object]) -> tuple[float, float, float]:
    """Wall and CPU seconds of the job (its estimate and bounds included, as a request runs; on a
    shared machine the CPU time is the steadier), then the peak traced memory in MB of a second run."""
    started, cpu = time.perf_counter(), time.process_time()
    call(action, params, no_progress)
    seconds, cpu = time.perf_counter() - started, time.process_time() - cpu
    tracemalloc.start()
    call(action, params, no_progress)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return seconds, cpu, peak / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="the 20 MB batch at 1/20 of its size, scaled")
    parser.add_argument("--only", nargs="*", help="these actions only")
    args = parser.parse_args()
    requests = worst_requests(args.quick)
    missing = sorted(set(ACTIONS) - set(requests))
    if missing:
        raise SystemExit(f"no worst request for {', '.join(missing)}: add one to bench/limits.py")
    print(f"{'action':16} {'worst accepted s':>17} {'cpu s':>8} {'peak MB':>8}  notes")
    for action in sorted(args.only or ACTIONS):
        params, scale = requests[action]
        try:
            seconds, cpu, megabytes = measure(action, params)
        except Exception as err:  # a row that fails is reported, the others still run
            print(f"{action:16} {'error':>17} {'':>8} {'':>8}  {type(err).__name__}: {err}", flush=True)
            continue
        if action in ESTIMATES:
            estimate = ESTIMATES[action](params, None).seconds
            note = (f"time-limited ({MAX_JOB_SECONDS} s of estimate); this job: estimate {estimate:.2f} s, "
                    f"wall {seconds:.2f} s")
            shown, cpu_shown = f"{MAX_JOB_SECONDS:>17}", f"{cpu:8.2f}"
        else:
            note = f"x{scale} (run at 1/{scale} of the limit)" if scale != 1 else ""
            shown, cpu_shown = f"{seconds * scale:17.2f}", f"{cpu * scale:8.2f}"
        print(f"{action:16} {shown} {cpu_shown} {megabytes:8.1f}  {note}", flush=True)


if __name__ == "__main__":
    main()
