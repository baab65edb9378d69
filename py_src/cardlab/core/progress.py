"""The one progress type every long job reports through: a callback given the fraction done.

A job calls ``progress(fraction)`` with a number from 0 to 1 that is proportional to the work
done so far (not to steps of unequal cost). The page turns it into a bar and a time estimate; the
CLI ignores it or prints it on stderr. The callback may raise to cancel the job between steps.

>>> def job(progress: Progress = no_progress) -> int:
...     for step in range(1, 5):
...         progress(step / 4)
...     return 4
>>> seen = []
>>> job(seen.append), seen
(4, [0.25, 0.5, 0.75, 1.0])
"""

from __future__ import annotations

from collections.abc import Callable

Progress = Callable[[float], None]


def no_progress(fraction: float) -> None:
    """The default progress callback: ignore.

    >>> no_progress(0.5)
    """

