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
from typing import Any

from ..core.cards import Hand, parse_hand
from ..core.errors import InputError
from ..core.limits import MAX_BATCH_CHARS, check_text_size
from ..core.played import HandValue
from ..core.progress import Progress
from ..showdown import showdown_reason
from .evaluator import CATEGORIES, encode, hand_name, value_of_codes
from .ranking import RANKING

_LINE_BREAK = re.compile(r"\r\n|\r|\n")


def _deal_hands(line: str) -> list[Hand]:
    cards = parse_hand(line)
    if len(cards) % 5 or len(cards) < 10:
        raise InputError(f"has {len(cards)} cards; a deal needs 5 per player, at least 2 players (10, 15, ...)")
    return [tuple(cards[i:i + 5]) for i in range(0, len(cards), 5)]


def run_batch(text: str, progress: Progress | None = None) -> dict[str, Any]:
    """Settle every deal in ``text``; see the module example for the result's shape."""
    check_text_size(text, field="batch", limit=MAX_BATCH_CHARS)
    lines = _LINE_BREAK.split(text)  # not str.splitlines(): U+2028 and friends are not line breaks in an editor
    wins: list[int] = []
    categories: list[dict[str, int]] = []
    rows: list[dict[str, Any]] = []
    errors: list[dict[str, Any]] = []
    ties = 0
    step = max(1, len(lines) // 50)
    for number, line in enumerate(lines, start=1):
        if progress and number % step == 0:
            progress(number / len(lines))
        if not line.strip():
            continue
        try:
            hands = _deal_hands(line)
        except InputError as err:
            errors.append({"line": number, "message": err.located(line=number).message})
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
        rows.append(_row(number, hands, values, winners))
    return {
        "deals": len(rows),
        "wins": wins,
        "ties": ties,
        "errors": errors,
        "categories": categories,
        "rows": rows,
    }


def _row(number: int, hands: list[Hand], values: list[HandValue], winners: list[int]) -> dict[str, Any]:
    return {
        "line": number,
        "hands": [" ".join(map(str, hand)) for hand in hands],
        "names": [hand_name(value) for value in values],
        "categories": [CATEGORIES[value[0]].key for value in values],
        "winners": winners,
        "reason": showdown_reason(RANKING, values, winners),
    }
