"""What the benchmarks share: how they time a run, and the factor from CPython to the page.

>>> best_time(lambda: None, 3) >= 0, best_cpu_time(lambda: None, 3) >= 0
(True, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import combinations, islice

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


def pokerkit_rate(hand_class: str, unseen: Sequence[object], size: int, sample: int) -> float | None:
    """pokerkit's ``hand_class`` (e.g. ``BadugiHand``) hands per second on the first ``sample``
    draws of ``size`` of the ``unseen`` cards (None when pokerkit is not installed)."""
    try:
        import pokerkit
    except ImportError:
        return None
    peer = getattr(pokerkit, hand_class)
    texts = ["".join(str(card) for card in drawn) for drawn in islice(combinations(unseen, size), sample)]
    start = time.perf_counter()
    for text in texts:
        peer.from_game(text)
    return sample / (time.perf_counter() - start)
