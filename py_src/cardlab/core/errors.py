"""The one exception type Card Lab raises for bad input.

Every parser and solver reports a user's mistake as an :class:`InputError`, carrying enough
context (which field, token, hand and line) for the CLI to print one clear line and for the page
to show the message inline next to the input it is about.

>>> err = InputError("unknown suit 'x' in '5x'", token="5x", hand=2)
>>> str(err)
"Hand 2: unknown suit 'x' in '5x'"
>>> err.to_dict()["token"]
'5x'
"""

from __future__ import annotations

import dataclasses
import unicodedata
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any

SHOWN_CHARS = 24  # a bad token longer than this is cut short in messages


def shown(text: str, limit: int = SHOWN_CHARS) -> str:
    r"""A user's token as a message shows it: invisible and control characters spelled out, long
    tokens cut short, so a message is always one readable line.

    >>> shown("A\x00\u200b")
    'A\\x00\\u200b'
    >>> shown("x" * 30)
    'xxxxxxxxxxxxxxxxxxxxxxxx…'
    """
    out = []
    for char in text[:limit]:
        if char != " " and unicodedata.category(char)[0] in "CZ":
            out.append(f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return "".join(out) + ("…" if len(text) > limit else "")


@dataclass
class InputError(ValueError):
    """A user's input could not be accepted; ``str()`` gives the full, located message."""

    reason: str
    token: str | None = None
    hand: int | None = None  # 1-based
    line: int | None = None  # 1-based, for files and multi-line text
    field: str | None = None  # which input of a tool the message belongs next to
    extra: dict[str, Any] = dataclass_field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The reason, prefixed with where it happened ("Line 3, hand 2: ...").

        >>> InputError("unknown suit 'x' in '5x'", hand=2, line=3).message
        "Line 3, hand 2: unknown suit 'x' in '5x'"
        >>> InputError("no hands given").message
        'no hands given'
        """
        where = []
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.hand is not None:
            where.append(f"hand {self.hand}")
        if not where:
            return self.reason
        prefix = ", ".join(where)
        return f"{prefix[0].upper()}{prefix[1:]}: {self.reason}"

    def __str__(self) -> str:
        return self.message

    def located(self, *, line: int | None = None, field: str | None = None) -> InputError:
        """A copy of this error (of the same type) with a line number and/or field added.

        >>> InputError("bad", hand=1).located(line=4).message
        'Line 4, hand 1: bad'
        """
        return dataclasses.replace(
            self,
            line=self.line if line is None else line,
            field=self.field if field is None else field,
            extra=dict(self.extra),
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready description of the error, for the page and ``--json``.

        >>> InputError("unknown suit 'x' in '5x'", token="5x", hand=2, field="hands").to_dict()
        ... # doctest: +NORMALIZE_WHITESPACE
        {'type': 'input', 'message': "Hand 2: unknown suit 'x' in '5x'", 'reason': "unknown suit 'x' in '5x'",
         'token': '5x', 'hand': 2, 'line': None, 'field': 'hands'}
        """
        return {
            "type": "input",
            "message": self.message,
            "reason": self.reason,
            "token": self.token,
            "hand": self.hand,
            "line": self.line,
            "field": self.field,
            **self.extra,
        }
