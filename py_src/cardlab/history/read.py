"""Reading a whole history: the text bounded before work starts (:data:`~cardlab.core.limits.MAX_HISTORY_CHARS`
characters, :data:`~cardlab.core.limits.MAX_HISTORY_HANDS` hands), its format told (PokerStars
text or PHH), split into hands at their headers (several hands a file, blank lines between,
``\\r\\n`` or ``\\n``, a byte-order mark at a hand's start), each hand read and settled; a hand that
cannot be read goes to ``errors`` with its line and the reason, and every other hand is still read.

>>> report = read_history("PokerStars Hand #1:  Hold'em No Limit ($1/$2 USD)\\nSeat 1: A ($5 in chips)")
>>> report["hands"], report["errors"]
([], [{'line': 2, 'id': '1', 'message': 'Line 2: the hand is cut off after line 2 (no summary with its total pot)'}])
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..core.errors import InputError, shown
from ..core.limits import MAX_HAND_LINES, MAX_HISTORY_CHARS, MAX_HISTORY_HANDS, check_text_size
from ..core.progress import Progress, no_progress
from .hand import HandRecord
from .phh import looks_like_phh, read_phh
from .pokerstars import HEADER, read_pokerstars
from .settle import Settled, settle
from .shapes import HandJson, HistoryError, HistoryReport
from .summary import summarize

_HEADER_LINE = re.compile("^" + HEADER.pattern, re.MULTILINE)
"""A hand's first line, found anywhere in a text whose line breaks are each one ``\\n``."""
MAX_REPORTED_ERRORS = 500  # hands that cannot be read, listed one by one (the summary counts them all)
PROGRESS_EVERY = 25  # hands between progress reports at most
PROGRESS_STEPS = 200  # reports at least, where the hands allow: the page's time left is a rate over the
# work since the first report, which must come early (a helper saw "about 2.3 minutes left" at 2% of a 12 s read)


def split_hands(lines: list[str]) -> Iterator[tuple[int, list[str]]]:
    """(first line number, lines) of each hand; lines before the first header that are not blank
    come as a chunk of their own (line number, lines) so they are reported.

    >>> lines = ["x", "PokerStars Hand #1: a", "b", "", "PokerStars Hand #2: c"]
    >>> [(first, len(chunk)) for first, chunk in split_hands(lines)]
    [(1, 1), (2, 3), (5, 1)]
    """
    start = 0
    for index, line in enumerate(lines):
        if HEADER.match(line) and index > start:
            if any(text.strip() for text in lines[start:index]):
                yield start + 1, lines[start:index]
            start = index
    if any(text.strip() for text in lines[start:]):
        yield start + 1, lines[start:]


def _records(text: str) -> tuple[int, Iterator[tuple[int, str | None, HandRecord | InputError]]]:
    r"""How many hands the text holds (for the progress; refused over the limit before any is
    read) and each hand read: (line, id, record or the error).

    >>> hands, records = _records("PokerStars Hand #1: x\r\n\r\nPokerStars Hand #2: y")
    >>> hands, [(line, hand_id) for line, hand_id, _ in records]
    (2, [(1, '1'), (3, '2')])
    """
    if looks_like_phh(text):
        return max(1, text.count("variant")), read_phh(text)
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # every line break one "\n"
    hands = sum(1 for _ in _HEADER_LINE.finditer(text))  # in one pass over the text, before any line is read
    if hands > MAX_HISTORY_HANDS:
        raise InputError(f"the history holds {hands:,} hands; the limit is {MAX_HISTORY_HANDS:,}", field="text")
    if not hands:  # no hand at all: the text is not a history (a report of 0 hands read had said it)
        raise InputError("no hand history found: a PokerStars hand starts 'PokerStars Hand #', a PHH hand is TOML "
                         "with a 'variant'", field="text")
    return hands, _pokerstars_records(text)


def _pokerstars_records(text: str) -> Iterator[tuple[int, str | None, HandRecord | InputError]]:
    for first, chunk in split_hands(text.split("\n")):
        header = HEADER.match(chunk[0])
        if header is None:
            yield first, None, InputError("not a hand history: no 'PokerStars Hand #' header before it", line=first)
            continue
        if len(chunk) > MAX_HAND_LINES:
            yield first, header[1], InputError(f"the hand has {len(chunk):,} lines; the limit is {MAX_HAND_LINES:,}",
                                               line=first)
            continue
        try:
            yield first, header[1], read_pokerstars(chunk, first)
        except InputError as err:
            yield first, header[1], err


def progress_every(hands: int) -> int:
    """How many hands apart a read of ``hands`` reports its progress: at least
    :data:`PROGRESS_STEPS` reports where the hands allow, at most :data:`PROGRESS_EVERY` hands apart.

    >>> progress_every(30), progress_every(2_000), progress_every(20_000)
    (1, 10, 25)
    """
    return max(1, min(PROGRESS_EVERY, hands // PROGRESS_STEPS))


def read_history(text: str, *, hero: str | None = None, progress: Progress = no_progress) -> HistoryReport:
    """Every hand of a history settled, the hands that cannot be read with their line and
    reason, and the session summary (``hero``: whose chart; by default the player dealt cards).

    >>> read_history("x" * 30 + "\\nPokerStars Hand #1:  Hold'em No Limit ($1/$2 USD)", hero="Al")["errors"][0]
    {'line': 1, 'id': None, 'message': "Line 1: not a hand history: no 'PokerStars Hand #' header before it"}
    >>> read_history("hello, this is not a hand history")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: no hand history found: a PokerStars hand starts 'PokerStars Hand #', a PHH hand \
is TOML with a 'variant'
    """
    check_text_size(text, field="text", limit=MAX_HISTORY_CHARS)
    count, records = _records(text)
    total = max(1, count)
    settled: list[Settled] = []
    errors: list[HistoryError] = []
    error_count = 0
    progress(0.0)
    read_at: dict[tuple[str, str], int] = {}  # (site, hand id) -> the line it was read at
    every = progress_every(total)
    for done, (line, hand_id, record) in enumerate(records, start=1):
        if done % every == 0:
            progress(min(done / total, 1.0))
        try:
            if isinstance(record, InputError):
                raise record
            key = (record.site, record.id)
            if record.id_is_unique and key in read_at:  # overlapping exports: counted once (helper: twice)
                raise InputError(f"hand #{shown(record.id, 30)} is read already (line {read_at[key]:,}): "
                                 "a hand pasted twice is counted once")
            settled.append(settle(record))
            read_at.setdefault(key, line)  # once read: a copy of a hand that could not be read is read again
        except InputError as err:
            error_count += 1
            if len(errors) < MAX_REPORTED_ERRORS:
                where = err.line if err.line is not None else line
                located = err if err.line is not None else err.located(line=line)
                errors.append({"line": where, "id": hand_id, "message": located.message})
    hands: list[HandJson] = [hand.report for hand in settled]
    progress(1.0)
    return {"hands": hands, "errors": errors, "summary": summarize(settled, hero=hero, errors=error_count)}
