"""The preflop table's file: its format, its checksum, and where it is read from.

The file ``preflop-table.bin`` is zlib-compressed; inside, after a header (``CLPF``, version,
matchups, classes, boards per matchup), come little-endian unsigned 32-bit columns:

* the 47,008 matchup keys of :mod:`~cardlab.poker.preflop.matchups`, ascending, each stored as its
  difference from the previous one (small numbers compress well);
* each matchup's wins of its first hand, then its ties, over all 1,712,304 boards;
* for every ordered pair of the 169 hand classes (grid order), the sums over all pairs of disjoint
  combos: the first class's wins, the ties, and how many combo pairs there are. These sums follow
  from the matchups (the tests recompute them) and spare every question a pass over the table.

The file lives next to this module in the source tree and on the site; it is *not* in the wheel,
so the page's Python snapshot does not carry it: the worker reads it from the site's own files the
first time a heads-up preflop question needs it (and the service worker keeps it for offline use).
It is made by ``tools/preflop_table.py``, which records its SHA-256 (:data:`TABLE_SHA256`) and its
CRC-32 (:data:`TABLE_CRC32`) here. Every load checks the CRC-32 (0.1 ms in the page: a damaged or
stale copy is refused); the SHA-256, which took 30-90 ms of the page's first preflop answer, is
checked where the file is made and shipped: by the build (``tools/preflop_table.py --verify``) and
the tests.

>>> decode(encode([5, 9], [(1, 2), (3, 4)], [7] * (3 * 169 * 169)))[:2]
([5, 9], [(1, 2), (3, 4)])
"""

from __future__ import annotations

import hashlib
import os
import struct
import sys
import zlib
from array import array
from itertools import accumulate
from pathlib import Path

from ...games.choices import range_games

TABLE_NAME = "preflop-table.bin"
TABLE_PATH = Path(__file__).resolve().parent / TABLE_NAME
TABLE_SHA256 = "3717b1ce78dab28a19b1a7715ae6eab595dce457b298961a5d67c4dc9a2ebf2e"
TABLE_CRC32 = 0x35073DCC
MAGIC = b"CLPF"
VERSION = 1
CLASS_COUNT = 169
BOARDS = 1_712_304  # C(48, 5): the boards of one heads-up preflop matchup
_HEADER = struct.Struct("<4sIIII")

Entry = tuple[int, int]  # wins of the first hand, ties


MATCHUPS = 47_008  # heads-up matchups of two specific hands up to renaming suits and seats


# The one game the table holds: the catalog's first range game, Hold'em (52 cards, two own cards each).
TABLE_GAME = range_games()[0]


def preflop_facts() -> dict[str, int]:
    """What the page says about the table (its numbers are Python's).

    >>> preflop_facts()["boards"]
    1712304
    """
    return {"matchups": MATCHUPS, "boards": BOARDS}


def _column(values: list[int]) -> bytes:
    column = array("I", values)
    if sys.byteorder != "little":
        column.byteswap()
    return column.tobytes()


def _read_column(data: bytes, start: int, count: int) -> tuple[list[int], int]:
    column = array("I")
    column.frombytes(data[start:start + 4 * count])
    if sys.byteorder != "little":
        column.byteswap()
    return column.tolist(), start + 4 * count


def encode(keys: list[int], entries: list[Entry], class_sums: list[int]) -> bytes:
    """The file's bytes: ``class_sums`` holds the wins, ties and pairs columns one after another.

    >>> data = encode([5, 9], [(1, 2), (3, 4)], [0] * (3 * 169 * 169))
    >>> zlib.decompress(data)[:4], len(zlib.decompress(data))
    (b'CLPF', 342776)
    """
    deltas = [key - previous for key, previous in zip(keys, [0, *keys])]
    payload = b"".join([
        _HEADER.pack(MAGIC, VERSION, len(keys), CLASS_COUNT, BOARDS),
        _column(deltas), _column([wins for wins, _ in entries]), _column([ties for _, ties in entries]),
        _column(class_sums),
    ])
    return zlib.compress(payload, 9)


def decode(data: bytes) -> tuple[list[int], list[Entry], list[int]]:
    """Keys, entries and class sums from the file's bytes; ValueError when it is not a table.

    >>> keys, entries, sums = decode(encode([5, 9], [(1, 2), (3, 4)], [7] * (3 * 169 * 169)))
    >>> keys, entries, len(sums), sums[0]
    ([5, 9], [(1, 2), (3, 4)], 85683, 7)
    >>> decode(zlib.compress(b"PK" + bytes(18)))
    Traceback (most recent call last):
    ...
    ValueError: not a Card Lab preflop table of this version
    """
    payload = zlib.decompress(data)
    magic, version, count, classes, boards = _HEADER.unpack_from(payload)
    if magic != MAGIC or version != VERSION or classes != CLASS_COUNT or boards != BOARDS:
        raise ValueError("not a Card Lab preflop table of this version")
    position = _HEADER.size
    deltas, position = _read_column(payload, position, count)
    wins, position = _read_column(payload, position, count)
    ties, position = _read_column(payload, position, count)
    sums, position = _read_column(payload, position, 3 * classes * classes)
    if position != len(payload):
        raise ValueError("the preflop table has trailing bytes")
    return list(accumulate(deltas)), list(zip(wins, ties)), sums  # no Python loop: 40 ms less in the page


def sha256(data: bytes) -> str:
    """The hex SHA-256 of some bytes (the table's checksum).

    >>> sha256(b"")[:12]
    'e3b0c44298fc'
    """
    return hashlib.sha256(data).hexdigest()


def crc32(data: bytes) -> int:
    """The CRC-32 of some bytes (what every load of the table checks).

    >>> hex(crc32(b"Card Lab"))
    '0xc341a179'
    """
    return zlib.crc32(data)


def intact(data: bytes) -> bool:
    """Whether these bytes are the table this module was made with (its CRC-32: cheap enough for
    every load; the SHA-256 is the build's check, :func:`verify`).

    >>> intact(b"not a table")
    False
    """
    return crc32(data) == TABLE_CRC32


def verify(data: bytes) -> str:
    """The build's check of the table file it ships: '' when both its SHA-256 and its CRC-32 are
    the recorded ones, else what differs.

    >>> verify(b"")[:40]
    'the preflop table file has sha256 e3b0c4'
    """
    if sha256(data) != TABLE_SHA256:
        return f"the preflop table file has sha256 {sha256(data)}, table_file.py records {TABLE_SHA256}"
    if not intact(data):
        return f"the preflop table file has CRC-32 {crc32(data):#010x}, table_file.py records {TABLE_CRC32:#010x}"
    return ""


def read_table_bytes() -> bytes | None:
    """The table file's bytes: from ``$CARDLAB_PREFLOP_TABLE`` when set (an installed wheel can
    point at a copy), from the source tree, or in the page from the site's own files; None when
    none has it (questions are then counted as before).

    >>> data = read_table_bytes()
    >>> data is None or verify(data) == ""
    True
    """
    override = os.environ.get("CARDLAB_PREFLOP_TABLE")
    if override and Path(override).is_file():
        return Path(override).read_bytes()
    if TABLE_PATH.exists():
        return TABLE_PATH.read_bytes()
    if sys.platform == "emscripten":
        return _site_file(TABLE_NAME)
    return None


def _site_file(name: str) -> bytes | None:  # pragma: no cover - runs in the page's worker only
    """A file of the site, read synchronously (allowed in a worker) next to the worker's script."""
    try:
        from js import XMLHttpRequest  # type: ignore[import-not-found]
    except ImportError:
        return None
    request = XMLHttpRequest.new()
    request.open("GET", name, False)
    request.responseType = "arraybuffer"
    try:
        request.send(None)
    except Exception:  # a network error: the question is counted without the table
        return None
    if request.status != 200 or request.response is None:
        return None
    from js import Uint8Array

    found: bytes = Uint8Array.new(request.response).to_bytes()
    return found
