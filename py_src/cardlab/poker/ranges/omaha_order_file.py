"""The five- and six-card Omaha preflop orders' files, ``omaha-order-5.bin`` and ``omaha-order-6.bin``,
packaged beside this module (in the wheel too) and read only when a percent range (``15%``) of that
size is first asked for.

The file is zlib-compressed; inside, after a header (``CLOO``, version, cards a hand, classes, trials a
class), come columns, one entry per class of hands under renaming of suits, the classes ascending
by their names (the least renamed hand, ascending card numbers):

* the classes' cards, one byte each (``Card.deck_index``), column by column (every class's first
  card, then every second card, ...);
* each class's number of hands, one byte;
* each class's equity against one random hand heads-up, in thousandths of a pot (a tenth of a
  percentage point, well under the sampling's standard error), 16 bits stored as two columns (every
  high byte, then every low byte: they compress better apart): high only, then hi-lo.

They are made by ``tools/omaha_preflop_order.py --size 5`` / ``--size 6`` (method and precision: its
docstring and ``docs/rules.md``, "Omaha ranges"). A class stored with equity 0 is not ranked (the
six-card file ranks its best 300,000 classes of each order only, to stay small).

>>> back = decode(encode(5, 100, [(0, 1, 2, 3, 4), (0, 1, 2, 3, 8)], [4, 12], {"high": [5000, 4999],
...     "hilo": [10, 20]}))
>>> back.keys, list(back.class_sizes), list(back.equities["hilo"]), back.trials
([(0, 1, 2, 3, 4), (0, 1, 2, 3, 8)], [4, 12], [10, 20], 100)
"""

from __future__ import annotations

import struct
import zlib
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ...core.errors import InputError

FILE_NAMES = {5: "omaha-order-5.bin", 6: "omaha-order-6.bin"}  # cards a hand -> its file (four: omaha_order_data.py)
MAGIC = b"CLOO"
VERSION = 1
SCALE = 1_000  # equities in thousandths of a pot
FAMILIES = ("high", "hilo")
_HEADER = struct.Struct("<4sBBII")  # magic, version, cards a hand, classes, trials a class


@dataclass(frozen=True)
class OrderFile:
    """A file's classes (ascending), their sizes and their equities by family (``high``, ``hilo``;
    in 1/:data:`SCALE` of a pot)."""

    size: int
    trials: int
    keys: list[tuple[int, ...]]
    class_sizes: bytes
    equities: dict[str, array[int]]


def encode(size: int, trials: int, keys: Sequence[tuple[int, ...]], class_sizes: Sequence[int],
           equities: Mapping[str, Sequence[int]]) -> bytes:
    """The file's bytes (see the module's docstring).

    >>> len(decode(encode(5, 1, [], [], {"high": [], "hilo": []})).keys)
    0
    """
    body = bytearray(_HEADER.pack(MAGIC, VERSION, size, len(keys), trials))
    for place in range(size):
        body += bytes(key[place] for key in keys)
    body += bytes(class_sizes)
    for family in FAMILIES:
        body += bytes(value >> 8 for value in equities[family]) + bytes(value & 255 for value in equities[family])
    return zlib.compress(bytes(body), 9)


def decode(data: bytes) -> OrderFile:
    """Read a file's bytes; ValueError when they are not an order file of this version.

    >>> decode(zlib.compress(b"nonsense"))
    Traceback (most recent call last):
    ...
    ValueError: not a Card Lab Omaha order file (version 1)
    """
    raw = zlib.decompress(data)
    magic, version, size, count, trials = _HEADER.unpack_from(raw) if len(raw) >= _HEADER.size else (b"", 0, 0, 0, 0)
    if magic != MAGIC or version != VERSION or len(raw) != _HEADER.size + count * (size + 1 + 2 * len(FAMILIES)):
        raise ValueError(f"not a Card Lab Omaha order file (version {VERSION})")
    start = _HEADER.size
    columns = [raw[start + place * count:start + (place + 1) * count] for place in range(size)]
    start += size * count
    class_sizes = raw[start:start + count]
    start += count
    equities = {}
    for family in FAMILIES:
        high, low = raw[start:start + count], raw[start + count:start + 2 * count]
        equities[family] = array("H", [top << 8 | bottom for top, bottom in zip(high, low)])
        start += 2 * count
    return OrderFile(size, trials, list(zip(*columns)), class_sizes, equities)


def has_order_file(size: int) -> bool:
    """Whether the package holds an order file for ``size``-card hands.

    >>> has_order_file(5), has_order_file(7)
    (True, False)
    """
    name = FILE_NAMES.get(size)
    return name is not None and resources.files(__package__).joinpath(name).is_file()


@cache
def read_order_file(size: int) -> OrderFile:
    """The packaged order file for ``size``-card hands (read once); InputError when there is none.

    >>> read_order_file(5).trials > 0
    True
    """
    name = FILE_NAMES.get(size)
    if name is None:
        raise InputError(f"Card Lab has no preflop order file for {size}-card Omaha")
    return decode(resources.files(__package__).joinpath(name).read_bytes())
