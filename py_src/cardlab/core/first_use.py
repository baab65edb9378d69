"""What this Python did on a tool's first use that the page's boot snapshot could have done already
(#37 item 14): the lazily made tables it made (counted or read from a file) and the modules of
cardlab it imported after the snapshot was taken. ``version`` reports it; the page's tests ask that
a first answer after the snapshot boot makes and imports nothing but what is left out on purpose.

>>> made("an example table"); "an example table" in first_use()["made"]
True
"""

from __future__ import annotations

import sys
from typing import TypedDict

_MADE: list[str] = []
_AT_SNAPSHOT: list[frozenset[str]] = []  # the modules imported when the snapshot was taken (none: no snapshot)


class FirstUse(TypedDict):
    """``made``: the lazily made tables, in the order made; ``imported``: cardlab's modules imported
    since the snapshot (null when this Python was not restored from one)."""

    made: list[str]
    imported: list[str] | None


def made(what: str) -> None:
    """Note that a table was made here, on first use (once per name).

    >>> made("an example table"); made("an example table"); first_use()["made"].count("an example table")
    1
    """
    if what not in _MADE:
        _MADE.append(what)


def mark_snapshot() -> None:
    """Before the snapshot, after its warm-ups: what was made so far is in the snapshot (forgotten
    here), and the modules imported so far are the snapshot's.

    >>> mark_snapshot(); first_use()["made"], first_use()["imported"]
    ([], [])
    >>> _AT_SNAPSHOT.clear()  # as before: no snapshot taken
    """
    _MADE.clear()
    _AT_SNAPSHOT[:] = [frozenset(sys.modules)]


def first_use() -> FirstUse:
    """What was made and imported on first use so far.

    >>> first_use()["imported"] is None  # this Python did not take or restore a snapshot
    True
    """
    if not _AT_SNAPSHOT:
        return {"made": list(_MADE), "imported": None}
    imported = sorted(name for name in sys.modules if name.startswith("cardlab") and name not in _AT_SNAPSHOT[0])
    return {"made": list(_MADE), "imported": imported}
