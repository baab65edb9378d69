"""Monte Carlo estimates are timed (cardlab.poker.equity.estimate.timed_trials): a pause in one timed
batch, or a browser's interpreter still running as baseline code, must not multiply the figure. A
fake job with a known cost per trial, and pauses or a slow start of its own, stands in for the spot."""

from __future__ import annotations

import time

import pytest

from cardlab.poker.equity.estimate import timed_trials

PER_TRIAL = 0.0001  # seconds a fake trial takes (busy-waited: sleep is too coarse)


def fake_job(*, pause_on: int | None = None, pause: float = 0.0, slow_for: float = 0.0, slow: float = 1.0):
    """A job of ``run(n)`` trials at PER_TRIAL each: call number ``pause_on`` also stalls ``pause``
    seconds; for its first ``slow_for`` seconds every trial costs ``slow`` times as much."""
    calls, born = [0], time.perf_counter()

    def run(n: int) -> None:
        calls[0] += 1
        factor = slow if time.perf_counter() - born < slow_for else 1.0
        until = time.perf_counter() + n * PER_TRIAL * factor + (pause if calls[0] == pause_on else 0.0)
        while time.perf_counter() < until:
            pass
    return run


@pytest.mark.parametrize("pause_on", range(2, 12))
def test_a_pause_in_one_timed_batch_does_not_multiply_the_estimate(pause_on):
    # Whichever call stalls (the set-up's, a doubling batch's, the last one's): a 0.3 s stall in the
    # batch the doubling stopped at had made the figure three to eight times the truth.
    # (Within half again: a busy machine slows every busy-waited batch alike, 1.33x in one run here.)
    seconds = timed_trials(fake_job(pause_on=pause_on, pause=0.3), 100_000)
    assert seconds == pytest.approx(100_000 * PER_TRIAL, rel=0.5)


def test_a_long_job_is_timed_past_a_slow_start():
    # The first 0.4 s run five times slower (a fresh browser worker's baseline code): a job of
    # minutes is timed for longer, and its figure is the speed it then runs at.
    seconds = timed_trials(fake_job(slow_for=0.4, slow=5.0), 3_000_000)
    assert seconds == pytest.approx(3_000_000 * PER_TRIAL, rel=0.3)


def test_a_short_job_is_timed_briefly():
    started = time.perf_counter()
    timed_trials(fake_job(), 20_000)
    assert time.perf_counter() - started < 0.5  # a few batches of TIMED_SECONDS, no more


def test_a_setup_timed_while_slow_is_not_taken_from_batches_timed_fast():
    # CI, session 20: a page estimated ten random hands at ten million trials (an hour) as "under a
    # second": the set-up was timed on a fresh worker's slow code, the batches after it had sped up,
    # and the first taken from the second left next to nothing.
    born = time.perf_counter()

    def run(n: int) -> None:
        factor = 5.0 if time.perf_counter() - born < 0.5 else 1.0  # slow through the set-up's timing
        until = time.perf_counter() + (0.02 + n * PER_TRIAL) * factor  # a 20 ms set-up, then the trials
        while time.perf_counter() < until:
            pass

    seconds = timed_trials(run, 3_000_000)
    assert seconds == pytest.approx(3_000_000 * PER_TRIAL, rel=0.3)


def test_a_doubling_stopped_by_a_stall_does_not_leave_a_batch_too_small_to_time():
    # CI, session 24: a page under load estimated four random hands at a million trials (about half a
    # minute) as "under a second". The first batch stalled, so the doubling stopped at 64 trials; the
    # set-up, timed in pauses of its own, then outweighed a quick batch of 64, and their difference
    # left nothing. Here every set-up call stalls 8 ms and the first batch 45 ms.
    calls = [0]

    def run(n: int) -> None:
        calls[0] += 1
        stall = 0.008 if n == 1 else 0.045 if n == 64 and calls[0] <= 5 else 0.0
        until = time.perf_counter() + 0.002 + n * PER_TRIAL + stall
        while time.perf_counter() < until:
            pass

    seconds = timed_trials(run, 1_000_000)
    assert seconds == pytest.approx(1_000_000 * PER_TRIAL, rel=0.3)
