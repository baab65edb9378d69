"""Reading an API request's parameters: text, hand lists and numbers, with messages naming the field.

Every action takes a ``dict`` decoded from JSON; these helpers turn one entry of it into a Python
value or raise :class:`~cardlab.core.errors.InputError` naming the parameter.

>>> text_param({"board": "Ah Kd Qs"}, "board")
'Ah Kd Qs'
>>> text_param({}, "board", "")
''
>>> hands_param({"hands": ["Ah Kd", "Qs Qc"]})
['Ah Kd', 'Qs Qc']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from difflib import get_close_matches
from typing import TypeVar

from .errors import InputError, shown
from .limits import MAX_PLAYERS, check_text_size, parse_bool, parse_int
from .progress import Progress

Params = Mapping[str, object]


def text_param(params: Params, name: str, default: str | None = None) -> str:
    """A text parameter; a missing one takes ``default`` (an error when there is none).

    >>> text_param({"n": 3}, "n")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: parameter 'n' must be text
    """
    value = params.get(name, default)
    if value is None:
        raise InputError(f"missing parameter '{name}'", field=name)
    if not isinstance(value, str):
        raise InputError(f"parameter '{name}' must be text", field=name)
    return value


def hands_param(params: Params, name: str = "hands") -> str | list[str]:
    """Hands as one text to split or as a list of texts, one per hand.

    >>> hands_param({"hands": [1, 2]})
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 'hands' must be text or a list of texts
    """
    hands = params.get(name, "")
    if isinstance(hands, str):
        check_text_size(hands, field=name)
        return hands
    if isinstance(hands, list) and all(isinstance(hand, str) for hand in hands):
        if len(hands) > MAX_PLAYERS:  # counted and measured before any hand is read
            raise InputError(f"{len(hands):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field=name)
        check_text_size(*hands, field=name)
        return [str(hand) for hand in hands]
    raise InputError(f"'{name}' must be text or a list of texts", field=name)


def optional_int_param(params: Params, name: str, *, minimum: int | None = None,
                       maximum: int | None = None) -> int | None:
    """A whole number, or None when the parameter is missing, null or blank.

    >>> optional_int_param({"mod": " "}, "mod") is None, optional_int_param({"mod": "7"}, "mod")
    (True, 7)
    """
    value = params.get(name)
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    return parse_int(value, field=name, minimum=minimum, maximum=maximum)


def bool_param(params: Params, name: str, default: bool = False) -> bool:
    """A yes/no parameter (missing or null: ``default``), read by the one strict reader
    (:func:`~cardlab.core.limits.parse_bool`).

    >>> bool_param({"best": "true"}, "best"), bool_param({}, "best"), bool_param({"winning": None}, "winning", True)
    (True, False, True)
    >>> bool_param({"every_flop": "on"}, "every_flop")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: every_flop: 'on' is not true or false
    """
    value = params.get(name)
    return default if value is None else parse_bool(value, field=name)


Action = Callable[[Params, Progress], object]
"""An API action: parameters in, a JSON-ready report out (each domain has a table of them)."""


ActionFunction = TypeVar("ActionFunction", bound=Callable[..., object])
_KNOWN_KEYS: dict[object, frozenset[str]] = {}


def takes(*names: str) -> Callable[[ActionFunction], ActionFunction]:
    """Declare the parameter keys an action reads (every action declares them: :func:`check_keys`
    refuses any other key before the action runs).

    >>> @takes("n", "c")
    ... def count(params: Params, progress: Progress) -> object:
    ...     return params["n"]
    >>> sorted(known_keys(count) or ())
    ['c', 'n']
    """
    def declare(action: ActionFunction) -> ActionFunction:
        _KNOWN_KEYS[action] = frozenset(names)
        return action

    return declare


def known_keys(action: object) -> frozenset[str] | None:
    """The keys ``action`` declared with :func:`takes` (None: it declared none).

    >>> known_keys(print) is None
    True
    """
    return _KNOWN_KEYS.get(action)


def check_keys(params: Params, known: frozenset[str] | set[str], action: str) -> None:
    """InputError on the first key of ``params`` that ``action`` does not read, naming the nearest
    known key (a typo must not run the defaults silently).

    >>> check_keys({"trials": 5}, {"trials", "seed"}, "poker.equity")
    >>> check_keys({"trails": 5}, {"trials", "seed"}, "poker.equity")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown parameter 'trails'; did you mean 'trials'?
    >>> check_keys({"zz": 1}, {"trials", "seed"}, "poker.equity")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown parameter 'zz'; poker.equity reads seed and trials
    >>> check_keys({"x": 1}, set(), "version")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown parameter 'x'; version takes no parameters
    """
    for key in params:
        name = str(key)
        if name in known:
            continue
        token = shown(name, 40)
        near = get_close_matches(name.lower(), sorted(known), n=1, cutoff=0.6)
        if near:
            hint = f"did you mean '{near[0]}'?"
        elif known:
            *rest, last = sorted(known)
            hint = f"{action} reads " + (f"{', '.join(rest)} and {last}" if rest else last)
        else:
            hint = f"{action} takes no parameters"
        raise InputError(f"unknown parameter '{token}'; {hint}", token=token, field=name)
