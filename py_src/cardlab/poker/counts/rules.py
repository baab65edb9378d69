"""The three orders of the poker categories (rules ids as the short deck games use them), as data.

Every order is a tuple of category keys, best first. A hand's category is the first one in its
rules' order whose *feature* the hand has: :func:`category_of` walks the order.

>>> [category.name for category in COUNT_CATEGORIES][:3]
['Royal Flush', 'Straight Flush', 'Four of a Kind']
>>> ORDERS["shortdeck"][3:7]
('flush', 'full-house', 'three-of-a-kind', 'straight')
>>> hand = dict.fromkeys(ORDERS["standard"], False) | {"straight": True, "three-of-a-kind": True}
>>> category_of("standard", hand), category_of("shortdeck", hand)
('straight', 'three-of-a-kind')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NamedTuple, get_args

from ...core.errors import InputError, shown
from ..categories import CATEGORIES

RulesId = Literal["standard", "shortdeck", "shortdeck-classic"]
RULES_IDS: tuple[RulesId, ...] = get_args(RulesId)
ROYAL_FLUSH = "royal-flush"
HIGH_CARD = "high-card"


class CountCategory(NamedTuple):
    """A row of the counts table: the evaluator's categories plus the royal flush counted apart."""

    key: str
    name: str
    short: str


COUNT_CATEGORIES: tuple[CountCategory, ...] = (
    CountCategory(ROYAL_FLUSH, "Royal Flush", "Royal"),
    *(CountCategory(category.key, category.name, category.short) for category in reversed(CATEGORIES)),
)
NAMES = {category.key: category.name for category in COUNT_CATEGORIES}

ORDERS: dict[RulesId, tuple[str, ...]] = {
    "standard": ("royal-flush", "straight-flush", "four-of-a-kind", "full-house", "flush", "straight",
                 "three-of-a-kind", "two-pairs", "one-pair", "high-card"),
    "shortdeck": ("royal-flush", "straight-flush", "four-of-a-kind", "flush", "full-house", "three-of-a-kind",
                  "straight", "two-pairs", "one-pair", "high-card"),
    "shortdeck-classic": ("royal-flush", "straight-flush", "four-of-a-kind", "flush", "full-house", "straight",
                          "three-of-a-kind", "two-pairs", "one-pair", "high-card"),
}
RULES_NAMES: dict[RulesId, str] = {
    "standard": "Standard (full house above flush, straight above trips)",
    "shortdeck": "Short deck (flush above full house, trips above straight)",
    "shortdeck-classic": "Short deck, classic (flush above full house, straight above trips)",
}


def rules_id(text: str) -> RulesId:
    """The rules id a user typed, checked.

    >>> rules_id("Shortdeck")
    'shortdeck'
    >>> rules_id("holdem")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: rules: unknown rules 'holdem'; use standard, shortdeck or shortdeck-classic
    """
    for known in RULES_IDS:
        if text.strip().lower() == known:
            return known
    raise InputError(f"rules: unknown rules '{shown(text)}'; use {', '.join(RULES_IDS[:-1])} or {RULES_IDS[-1]}",
                     token=shown(text), field="rules")


def category_of(rules: RulesId, features: Mapping[str, bool]) -> str:
    """The first category in the order whose feature holds; a feature the walk needs but the
    counts left open (missing) is a bug in the counts, not in the hand.

    >>> no_quads = {"royal-flush": False, "straight-flush": False, "four-of-a-kind": False}
    >>> category_of("standard", no_quads | {"full-house": True, "flush": True})
    'full-house'
    >>> category_of("shortdeck", no_quads | {"full-house": True, "flush": True})  # a flush beats a full house
    'flush'
    """
    for key in ORDERS[rules]:
        if key == HIGH_CARD:
            return key
        held = features.get(key)
        if held is None:
            raise AssertionError(f"the counts leave '{key}' open where {rules} rules need it")
        if held:
            return key
    raise AssertionError("every order ends with high card")
