"""Batches of poker deals in the Project Euler 54 format: one deal per line.

Each line holds ten cards, player 1's five then player 2's (or any N x 5 cards for N players).
A bad line is reported with its number and skipped; every good line still counts.

>>> report = run_batch("5H 5C 6S 7S KD 2C 3S 8S 8D TD\\n5D 8C 9S JS AC 2C 5C 7D 8S QH\\n5H 5H\\n")
>>> report["deals"], report["wins"], report["ties"]
(2, [1, 1], 0)
>>> report["errors"]
[{'line': 3, 'message': 'Line 3: 5h appears twice'}]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TypedDict

from ..core.cards import Card, Hand, could_be_cards, parse_hand, plain_tokens
from ..core.errors import InputError
from ..core.limits import MAX_BATCH_CHARS, check_text_size
from ..core.progress import Progress
from ..games.played import HandValue
from ..games.showdown import showdown_reason
from .evaluator import CATEGORIES, encode, hand_name, value_of_codes
from .ranking import RANKING

_LINE_BREAK = re.compile(r"\r\n|\r|\n")  # not str.splitlines(): U+2028 is no line break in an editor
MAX_LINE_CHARS = 1_000  # a deal of ten players is about 150 characters
MAX_REPORTED_ERRORS = 100  # bad lines listed one by one; the rest are counted
MAX_ROWS = 10_000  # deals listed one by one (name, reason); all deals are counted
PROGRESS_EVERY = 1 << 16  # characters between progress reports


class BatchError(TypedDict):
    line: int
    message: str


class BatchRow(TypedDict):
    line: int
    hands: list[str]
    names: list[str]
    categories: list[str]
    winners: list[int]
    reason: str


class BatchReport(TypedDict):
    """A batch's summary over every deal, the first bad lines and the first deals in detail."""

    deals: int
    wins: list[int]
    ties: int
    lines: int
    errors: list[BatchError]
    errors_total: int
    categories: list[dict[str, int]]
    rows: list[BatchRow]
    rows_total: int


def _lines(text: str) -> Iterator[tuple[int, int, str]]:
    """(line number, offset, line) for each line, without holding a list of them all."""
    start = 0
    number = 1
    for match in _LINE_BREAK.finditer(text):
        yield number, start, text[start:match.start()]
        start = match.end()
        number += 1
    yield number, start, text[start:]


def _plain_deal(line: str, tokens: dict[str, Card]) -> list[Hand] | None:
    """The hands of a line in the plain Problem 54 format (two-character cards, spaces), or None
    when the line is anything else (then the full parser reads it and explains what is wrong)."""
    words = line.split()
    if len(words) < 10 or len(words) % 5:
        return None
    try:
        cards = [tokens[word] for word in words]
    except KeyError:
        return None
    if len(set(cards)) != len(cards):
        return None
    return [tuple(cards[i:i + 5]) for i in range(0, len(cards), 5)]


def _deal_hands(line: str) -> list[Hand]:
    if len(line) > MAX_LINE_CHARS:
        raise InputError(f"the line is {len(line):,} characters long; a deal line holds at most {MAX_LINE_CHARS:,}")
    cards = parse_hand(line)
    if len(cards) % 5 or len(cards) < 10:
        raise InputError(f"has {len(cards)} cards; a deal needs 5 per player, at least 2 players (10, 15, ...)")
    return [tuple(cards[i:i + 5]) for i in range(0, len(cards), 5)]


def run_batch(text: str, progress: Progress | None = None, *, from_file: bool = False) -> BatchReport:
    """Settle every deal in ``text``, one line at a time; see the module example for the shape.

    Memory stays bounded whatever the file: per-player tallies, the first ``MAX_REPORTED_ERRORS``
    bad lines and the first ``MAX_ROWS`` deals in detail; everything else is counted.

    >>> run_batch(" \\n")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: text: no deals to settle; paste one deal a line, five cards a player \
(Player 1's first)
    >>> report = run_batch("x\\n" * 250)
    >>> report["errors_total"], len(report["errors"]), report["lines"]
    (250, 100, 251)
    """
    check_text_size(text, field="batch", limit=MAX_BATCH_CHARS)
    if not text.strip():  # said as a question left unasked, not as "no valid deal" in nothing
        raise InputError("the file is empty: a Problem 54 file holds one deal per line" if from_file else
                         "text: no deals to settle; paste one deal a line, five cards a player (Player 1's first)",
                         field="text")
    wins: list[int] = []
    categories: list[dict[str, int]] = []
    rows: list[BatchRow] = []
    errors: list[BatchError] = []
    unquoted: list[BatchError] = []  # the same, without the line's text
    errors_total = deals = ties = 0
    next_report = PROGRESS_EVERY
    tokens = plain_tokens()
    number = 0
    for number, offset, line in _lines(text):
        if progress and offset >= next_report:
            progress(offset / len(text))
            next_report = offset + PROGRESS_EVERY
        if not line.strip():
            continue
        hands = _plain_deal(line, tokens) if len(line) <= MAX_LINE_CHARS else None
        if hands is None:
            if len(errors) >= MAX_REPORTED_ERRORS and (len(line) > MAX_LINE_CHARS or not could_be_cards(line)):
                errors_total += 1  # enough messages shown: count the rest without building one
                continue
            try:
                hands = _deal_hands(line)
            except InputError as err:
                errors_total += 1
                if len(errors) < MAX_REPORTED_ERRORS:
                    errors.append({"line": number, "message": err.located(line=number).message})
                    unquoted.append({"line": number, "message": _unquoted(err, line, number)})
                continue
        values = [value_of_codes(encode(hand)) for hand in hands]
        winners = RANKING.winners(values)
        while len(wins) < len(hands):
            wins.append(0)
            categories.append({category.key: 0 for category in CATEGORIES})
        for player, value in enumerate(values):
            categories[player][CATEGORIES[value[0]].key] += 1
        if len(winners) == 1:
            wins[winners[0]] += 1
        else:
            ties += 1
        deals += 1
        if len(rows) < MAX_ROWS:
            rows.append(_row(number, hands, values, winners))
    if progress:
        progress(1.0)
    if from_file and not deals:  # a file that is no batch at all (any file): say where, never quote it
        errors = unquoted
    return {
        "deals": deals,
        "wins": wins,
        "ties": ties,
        "lines": number,
        "errors": errors,
        "errors_total": errors_total,
        "categories": categories,
        "rows": rows,
        "rows_total": deals,
    }


_QUOTED = re.compile(r"\s*(?:in\s+)?'[^']*'")


def _unquoted(err: InputError, line: str, number: int) -> str:
    """An error's message with no text of the line in it: the line number and the column where the
    bad token starts (for a file that is not a batch: its lines may be anything, even secrets).

    >>> try:
    ...     parse_hand("root:x:0:0")
    ... except InputError as err:
    ...     _unquoted(err, "root:x:0:0", 1)
    'Line 1: unknown rank at column 1; this line is not a deal'
    """
    if not _QUOTED.search(err.reason):
        return err.located(line=number).message  # it quotes nothing of the line
    token = (err.token or "").removesuffix("…")
    column = line.find(token) + 1 if token and token in line else None
    where = f" at column {column}" if column else ""
    return f"Line {number}: {_QUOTED.sub('', err.reason).strip()}{where}; this line is not a deal"


def _row(number: int, hands: list[Hand], values: list[HandValue], winners: list[int]) -> BatchRow:
    return {
        "line": number,
        "hands": [" ".join(map(str, hand)) for hand in hands],
        "names": [hand_name(value) for value in values],
        "categories": [CATEGORIES[value[0]].key for value in values],
        "winners": winners,
        "reason": showdown_reason(RANKING, values, winners),
    }
