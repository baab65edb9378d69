"""Bounds on a whole request, checked before it is parsed and before any action sees it.

Every action reads its own parameters (and bounds its own numbers); these checks make sure that
no request, whatever its action, can cost much before that: its JSON text is at most
:data:`MAX_REQUEST_CHARS` long, nested at most :data:`MAX_DEPTH` deep, with at most
:data:`MAX_CONTAINERS` lists and objects and :data:`MAX_VALUES` values; and its parameters hold no
list over :data:`MAX_LIST_ITEMS` items and no more than :data:`MAX_PARAM_CHARS` characters of
text in all. JSON nested thousands deep would otherwise overflow the parser's stack (in Pyodide
that ends the worker).

>>> check_request_text('{"action": "version"}')
>>> check_request_text("[" * 1000 + "]" * 1000)
Traceback (most recent call last):
...
cardlab.core.errors.InputError: the request is nested 1,000 deep; the limit is 32
>>> check_params({"hands": ["Ah Kd"] * 5000})
Traceback (most recent call last):
...
cardlab.core.errors.InputError: 'hands' is a list of 5,000 items; the limit is 1,000
"""

from __future__ import annotations

import re
from itertools import accumulate

from .errors import InputError, shown
from .limits import MAX_BATCH_CHARS, MAX_TEXT_CHARS

MAX_REQUEST_CHARS = 2 * MAX_BATCH_CHARS + 100_000  # a full batch file, every character escaped as \n is
MAX_DEPTH = 32  # a request is an object of parameters, a few of them lists: depth 3
MAX_CONTAINERS = 1_000  # lists and objects in one request
MAX_VALUES = 100_000  # values of every kind in one request
MAX_LIST_ITEMS = 1_000  # items in any list parameter (an action may allow fewer)
MAX_PARAM_CHARS = MAX_BATCH_CHARS + MAX_TEXT_CHARS  # text in all the parameters: a batch file and a little more

# A JSON string once its escaped backslashes and quotes are gone, closed or not (an unclosed one
# runs to the end): it always matches where it starts, so removing strings is one linear pass.
_STRING = re.compile(r'"[^"]*"?')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_QUICK_CHARS = 100_000  # a shorter request with few brackets needs no closer look


def check_request_text(text: str) -> None:
    """InputError when a JSON request is too long, too deep or has too many values, measured on
    its text (strings removed) in linear time, before it is parsed.

    >>> check_request_text('{"hands": ["[[[[", "]]"], "n": [[[[1]]]]}')
    >>> check_request_text("[" + "1," * 100_001 + "1]")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the request has 100,002 values; the limit is 100,000
    """
    if len(text) > MAX_REQUEST_CHARS:
        raise InputError(f"the request is {len(text):,} characters long; the limit is {MAX_REQUEST_CHARS:,}")
    if len(text) <= _QUICK_CHARS and text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    unescaped = text.replace("\\\\", "").replace('\\"', "")  # str.replace: C speed, left to right as JSON reads
    quotes = unescaped.count('"')
    if quotes > 2 * MAX_VALUES + 2:  # each string has two; every value and key may be one
        raise InputError(f"the request has {quotes // 2:,} texts; the limit is {MAX_VALUES:,}")
    structure = _STRING.sub('""', unescaped)
    containers = structure.count("[") + structure.count("{")
    if containers > MAX_CONTAINERS:
        raise InputError(f"the request has {containers:,} lists and objects; the limit is {MAX_CONTAINERS:,}")
    values = structure.count(",") + 1
    if values > MAX_VALUES:
        raise InputError(f"the request has {values:,} values; the limit is {MAX_VALUES:,}")
    brackets = _NOT_BRACKET.sub("", structure)
    depth = max(accumulate(1 if char in "[{" else -1 for char in brackets), default=0)
    if depth > MAX_DEPTH:
        raise InputError(f"the request is nested {depth:,} deep; the limit is {MAX_DEPTH}")


def check_params(params: object) -> None:
    """InputError when any list in ``params`` is longer than :data:`MAX_LIST_ITEMS`, the text in
    it all is longer than :data:`MAX_PARAM_CHARS` or it nests deeper than :data:`MAX_DEPTH`
    (for Python objects that did not come from JSON text: the CLI, tests).

    >>> check_params({"text": "x" * 10, "hands": ["Ah Kd", "Qs Qc"], "n": 5})
    >>> check_params({"texts": ["x" * MAX_PARAM_CHARS, "y"]})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the parameters hold more than 21,000,000 characters of text
    """
    chars = 0
    stack: list[tuple[str, object, int]] = [("params", params, 0)]
    while stack:
        name, value, depth = stack.pop()
        if isinstance(value, str):
            chars += len(value)
            if chars > MAX_PARAM_CHARS:  # (keys are not counted: there are few, and they are short)
                raise InputError(f"the parameters hold more than {MAX_PARAM_CHARS:,} characters of text",
                                 field=_field(name))
            continue
        if not isinstance(value, (list, tuple, dict)):
            continue
        if depth >= MAX_DEPTH:
            raise InputError(f"'{shown(name)}' is nested more than {MAX_DEPTH} deep", field=_field(name))
        if len(value) > MAX_LIST_ITEMS:
            kind = "an object of" if isinstance(value, dict) else "a list of"
            raise InputError(f"'{shown(name)}' is {kind} {len(value):,} items; the limit is {MAX_LIST_ITEMS:,}",
                             field=_field(name))
        if isinstance(value, dict):
            for key, item in value.items():
                stack.append((str(key) if depth == 0 else name, item, depth + 1))
        else:
            stack.extend((name, item, depth + 1) for item in value)


def _field(name: str) -> str | None:
    return None if name == "params" else name
