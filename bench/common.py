"""What the benchmarks share: how they time a run, and the factor from CPython to the page.

>>> best_time(lambda: None, 3) >= 0, best_cpu_time(lambda: None, 3) >= 0
(True, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable

PAGE_FACTOR = 2.0  # Pyodide in Chromium against CPython, the slow end of what the README measured


def best_time(run: Callable[[], object], repeat: int) -> float:
    """The least wall time of ``repeat`` runs (the machine is shared: the minimum is the least noisy)."""
    return _best(run, repeat, time.perf_counter)


def best_cpu_time(run: Callable[[], object], repeat: int) -> float:
    """The least CPU time of ``repeat`` runs (a shared machine: the minimum is the least noisy)."""
    return _best(run, repeat, time.process_time)


def _best(run: Callable[[], object], repeat: int, clock: Callable[[], float]) -> float:
    times = []
    for _ in range(repeat):
        start = clock()
        run()
        times.append(clock() - start)
    return min(times)
