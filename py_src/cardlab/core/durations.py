"""Durations in words a person reads at a glance: "about 25 seconds", "about 3.7 hours".

Used to say before a long job starts how long it will take (an estimate, so one or two
significant figures and the word "about").

>>> describe_duration(0.4)
'under a second'
>>> describe_duration(25.2)
'about 25 seconds'
>>> describe_duration(222)
'about 3.7 minutes'
>>> describe_duration(3.7 * 3600)
'about 3.7 hours'
>>> describe_duration(2 * 86400)
'about 2 days'
"""

from __future__ import annotations

from math import isfinite

UNITS = (("second", 1.0, 60), ("minute", 60.0, 60), ("hour", 3600.0, 24), ("day", 86400.0, 365),
         ("year", 365.25 * 86400.0, None))
"""Each unit, its length in seconds, and how many of it make the next unit."""
MOST_YEARS = 1000
"""Past this many years an estimate is only "over a thousand years" (a count of ranges no one would
run; its digits would be noise)."""


def _amount(value: float) -> str:
    """A count to show: one decimal below 10 (dropping '.0'), whole numbers from 10, with thousands
    separators.

    >>> _amount(3.74), _amount(1.04), _amount(12.6), _amount(1400637719121.4)
    ('3.7', '1', '13', '1,400,637,719,121')
    """
    if round(value, 1) < 10:
        return f"{value:.1f}".removesuffix(".0")
    return f"{round(value):,}"


def describe_duration(seconds: float) -> str:
    """``seconds`` in the smallest unit whose shown amount stays below the next unit.

    Seconds are whole (a fraction of a second is noise in an estimate); 59.6 seconds shows as
    60, so it is "about 1 minute".

    >>> describe_duration(1.2), describe_duration(59.6), describe_duration(90), describe_duration(36 * 3600)
    ('about 1 second', 'about 1 minute', 'about 1.5 minutes', 'about 1.5 days')
    >>> describe_duration(3599), describe_duration(86000)
    ('about 1 hour', 'about 1 day')
    >>> describe_duration(300 * 86400), describe_duration(4667 * 86400), describe_duration(1e30)
    ('about 300 days', 'about 13 years', 'over a thousand years')
    >>> describe_duration(float("inf")), describe_duration(-3)
    ('a very long time', 'under a second')
    """
    if not isfinite(seconds):
        return "a very long time"
    if seconds < 1:
        return "under a second"
    if seconds >= MOST_YEARS * UNITS[-1][1]:
        return "over a thousand years"
    for name, length, next_unit in UNITS:
        text = str(round(seconds)) if name == "second" else _amount(seconds / length)
        if next_unit is None or float(text.replace(",", "")) < next_unit:
            break
    return f"about {text} {name}{'' if text == '1' else 's'}"
