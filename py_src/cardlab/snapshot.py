"""The page's fast boot from a Pyodide memory snapshot, Python side: what the build does before
taking the snapshot (``tools/make_snapshot.mjs``) and what the worker does after restoring it
(``web/worker.js``). Both call these functions; no Python lives in their JavaScript.

The snapshot is the WebAssembly heap after Python started, the wheel was unpacked, every module of
cardlab was imported and each tool's first request run, the seven-card tables they built kept
packed (:func:`prepare`). What the heap does not hold — the in-memory file system and fresh random
state — the worker repairs after restoring (:func:`check`, then :func:`restore_files` with the
wheel it fetches once the page is ready); the heap carries the wheel's sha256, so the worker can
refuse a snapshot taken from another wheel. The heap may outgrow the WebAssembly memory Pyodide
starts with: the worker grows the memory before the restore (``web/snapshot-memory.mjs``), and the
build proves the restore works before it ships a snapshot.
"""

from __future__ import annotations

import gc
import importlib
import importlib.util
import json
import os
import pkgutil
import random
import sys
import zipfile
from collections.abc import Callable, Mapping

from .core.first_use import mark_snapshot
from .lowball.strength import pack_class_tables
from .poker.seven_card import pack_tables
from .warm_ups import HOLDEM_FLOP, OMAHA_HI_LO_FLOP, OMAHA_RANGE_CHECK

WARM_UP: tuple[Mapping[str, object], ...] = (
    {"action": "version"},
    {"action": "cards.scan", "params": {"texts": ["Ah Kd", "2c 3d 4h"]}},
    # The showdown builds the class table (where a hand stands among all 2,598,960, for "beats X%"):
    # 0.4-0.5 MB of the compressed snapshot, but left out, the page's first showdown took 0.8 s
    # instead of 0.04 s (median of 5 fresh pages in Chromium: measured when the snapshot outgrew 8 MB).
    {"action": "poker.showdown", "params": {"hands": "5H 5C 6S 7S KD | 2C 3S 8S 8D TD"}},
    {"action": "poker.batch", "params": {"text": "5H 5C 6S 7S KD 2C 3S 8S 8D TD"}},
    {"action": "badugi.showdown", "params": {"hands": "3c 2s 4d Ah - As 3h 2d 4h"}},
    {"action": "badugi.counts", "params": {"suits": "4", "ranks": "13", "sizes": "4-13", "k": "4"}},
    {"action": "sd.count", "params": {"n": "25", "c": "3", "mod": ""}},
    {"action": "sd.analyze", "params": {"position": ".o..$..o"}},
    {"action": "sd.play", "params": {"position": ".o..$..o", "move": {"from": 8, "to": 7}}},
    {"action": "badugi.draw", "params": {"hand": "2c 3d 4h Kh", "discard": "Kh"}},
    # The seven-card tables, kept packed (seven_card.pack_tables), and the equity door's imports:
    # a Hold'em flop, then a four-card split-pot flop (Omaha Hi-Lo: the lows).
    {"action": "poker.equity", "params": HOLDEM_FLOP},
    {"action": "poker.equity", "params": OMAHA_HI_LO_FLOP},
    # Range hits on a flop: its straight tables (every rank mask's straights made and missed).
    {"action": "poker.hits", "params": {"range": "random", "board": "Qh Jh 2c"}},
    # The equity tab's range check of an Omaha hand, run as it is typed (the Omaha range modules).
    OMAHA_RANGE_CHECK,
)
"""The first request of each tool, run before the snapshot so whatever they build lazily is in it."""

_SKIPPED = ("__main__", "cli", "commands", "commandline")  # the command line is not the page's
_ON_FIRST_USE = ("cardlab.history.", "cardlab.poker.stud.")
"""Packages left for their tool's first request to import: hand histories' modules cost the
snapshot 0.1 MB compressed; stud's about as much (none of the first answers the page is measured
on needs them: ``bench/first_answer.py``). Each imports in well under a second on its tool's first
request. The equity door (``poker/pricing``) is in the snapshot: the equity warm-ups import it (0.2 s
of every first equity answer before); so are the Omaha ranges, which the equity tab's range check
reads as soon as an Omaha hand is typed (0.1-0.15 s that the first Omaha equity answer queued
behind)."""


PREFLOP_WARM_UP: tuple[Mapping[str, object], ...] = (
    {"action": "poker.equity", "params": {"hands": "Ah Kh | Qs Qc"}},
    {"action": "poker.preflop", "params": {"vs": "random"}},
)
"""Heads-up preflop questions, run with the preflop table when the build hands it over: what they
make that does not depend on the table (each combo's class and code, the planner's first steps)
stays in the snapshot; the table itself does not (:func:`prepare`)."""


def warm_up(requests: tuple[Mapping[str, object], ...] = WARM_UP) -> list[str]:
    """Import every module of the package but the command line's, then run each request; returns
    what failed (a failure only costs that warm-up, never the build).

    >>> warm_up(({"action": "version"}, {"action": "no.such"}))
    ['no.such']
    """
    import cardlab
    from cardlab.api import handle

    failed = []
    for module in pkgutil.walk_packages(cardlab.__path__, "cardlab."):
        if module.name.rsplit(".", 1)[-1] not in _SKIPPED and not module.name.startswith(_ON_FIRST_USE):
            try:
                importlib.import_module(module.name)
            except Exception as error:  # reported; the build goes on
                failed.append(f"import {module.name} ({error!r})")
    for request in requests:
        if not json.loads(handle(json.dumps(request))).get("ok"):
            failed.append(str(request["action"]))
        gc.collect()  # each warm-up's garbage freed before the next: a lower peak, a smaller heap to snapshot
    return failed


def prepare(wheel_sha256: str, preflop_table: str = "") -> str:
    """Before the snapshot: remember which wheel this is (not its files, 0.3 MB of every first
    visit's download: the worker fetches the wheel after a restore for :func:`restore_files`),
    warm every tool up, and pack the seven-card tables the warm-ups built and the lowball class
    tables. With ``preflop_table`` (the table file's path) the preflop questions warm up too, then
    the table is forgotten (the page reads it on first use: 0.45 MB not in every visit's download).
    Returns the warm-ups that failed, comma-separated.

    >>> prepare("ab" * 32)
    ''
    >>> check("ab" * 32)
    ''
    >>> del sys._cardlab_snapshot_wheel  # as before: no snapshot taken
    """
    sys._cardlab_snapshot_wheel = wheel_sha256  # type: ignore[attr-defined]
    failed = warm_up()
    if preflop_table:
        failed += _with_preflop_table(preflop_table)
    pack_tables()  # the seven-card tables the warm-ups built, kept as compact arrays
    pack_class_tables()  # and the lowball class tables (2-7 and A-5 draws, showdowns)
    mark_snapshot()  # what a first answer makes or imports from here on is reported by `version`
    return ", ".join(failed)


def _with_preflop_table(path: str) -> list[str]:
    """The preflop warm-ups, the table read from ``path``; then the table forgotten, and the
    setting that pointed at it removed. Returns what failed."""
    from .poker.preflop.table import forget_table, load_table

    os.environ["CARDLAB_PREFLOP_TABLE"] = path
    forget_table()
    try:
        if load_table() is None:
            return [f"the preflop table at {path} (missing or not the recorded one)"]
        return warm_up(PREFLOP_WARM_UP)
    finally:
        del os.environ["CARDLAB_PREFLOP_TABLE"]
        forget_table()


def zero_free_memory(capacity: int = 50_000) -> Callable[[], int]:
    """Before the snapshot: a function that writes zeros over the heap's free blocks (what freed
    objects left there would otherwise cost compressed bytes in every visitor's download). The build
    caps the heap first (``tools/make_snapshot.mjs``), so the function fills every free block with
    zero bytes objects, largest first, until none fits, then frees them: the blocks stay free, now
    zeroed. It returns how many it filled; ``capacity`` bounds that, its list taken here, before the
    cap. Uncapped (as here) it stops at ``capacity`` blocks.

    >>> zero_free_memory(3)()
    3
    """
    filled: list[bytes | None] = [None] * capacity

    def fill() -> int:
        gc.collect()
        count, size = 0, 1 << 22
        while size >= 16 and count < capacity:
            try:
                while count < capacity:
                    filled[count] = bytes(size)  # zeroed by calloc
                    count += 1
            except MemoryError:
                size >>= 1
        for index in range(count):
            filled[index] = None
        return count

    return fill


def freeze() -> int:
    """Last before the snapshot (after :func:`zero_free_memory`): collect the garbage, then move
    every object left into the garbage collector's permanent generation, which its collections never
    walk. The snapshot restores them frozen, so a first answer's allocations no longer start a
    collection that walks every table and module the snapshot holds (35-260 ms of the page's first
    preflop answer, measured in Chromium). Returns how many objects it froze.

    >>> freeze() > 0
    True
    >>> gc.unfreeze()  # as before: no snapshot taken
    """
    gc.collect()
    gc.freeze()
    return gc.get_freeze_count()


def check(expected_sha256: str) -> str:
    """Right after a restore: refuse a snapshot of another wheel (the reason, or '' when it is
    ours), reseed ``random`` (every visit restores the same memory, so the same "random" numbers)
    and make ``tempfile`` draw new names.

    >>> check("0" * 64)  # no snapshot was taken in this Python
    'the snapshot holds wheel None, the site ships 0000000000000000000000000000000000000000000000000000000000000000'
    """
    taken = getattr(sys, "_cardlab_snapshot_wheel", None)
    if taken != expected_sha256:
        return f"the snapshot holds wheel {taken}, the site ships {expected_sha256}"
    random.seed()
    if "tempfile" in sys.modules:
        sys.modules["tempfile"]._name_sequence = None  # type: ignore[attr-defined]
    return ""


def site_packages() -> str:
    """The directory wheels unpack into.

    >>> site_packages().endswith("-packages")
    True
    """
    return next(path for path in sys.path if path.endswith(("/site-packages", "/dist-packages")))


def restore_files(version: str, wheel: str) -> str:
    """Once the page is ready: unpack the wheel at the path ``wheel`` (the worker fetched it) into
    site-packages, as the restored file system lacks its files (imports done before the snapshot
    need none; a tool's first-use imports, ``importlib.metadata`` and the CLI do). Returns what is
    still missing ('' when all is well).

    >>> restore_files("0.0.0", "/no/such.whl")
    "the wheel's files are missing after the restore: /no/such.whl cannot be read"
    """
    site = site_packages()
    try:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(site)
    except OSError:
        return f"the wheel's files are missing after the restore: {wheel} cannot be read"
    importlib.invalidate_caches()
    if importlib.util.find_spec("cardlab.cli") is None or not os.path.isdir(f"{site}/cardlab-{version}.dist-info"):
        return "the wheel's files are missing after the restore"
    return ""
