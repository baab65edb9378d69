"""A range as the page's grid shows it: the classes it holds with their weights and combo counts,
its share of all 1,326 combos, and its text written back in the usual notation (the API action
``poker.range``; rules: ``docs/rules.md``, "Hand ranges").

>>> report = range_report("AA, KK, AKs:0.5, AhKh")
>>> report["normalized"], report["combos"], report["weighted_combos"]
('KK+, AKs:0.5, AhKh', 16, 14.5)
>>> [(c["class"], c["combos"], c["weight"]) for c in report["classes"]]
[('AA', 6, 1.0), ('AKs', 4, 0.625), ('KK', 6, 1.0)]
"""

from __future__ import annotations

from typing import TypedDict

from ...core.errors import InputError
from ..equity.spot import check_decks, equity_variant, field_cards
from .classes import CLASS_SIZES, CLASSES, cell_class, class_cell, class_kind, deck_combos
from .notation import class_weights, parse_range
from .text import range_text

MAX_PERCENT = 100

GridClass = TypedDict("GridClass", {
    "class": str,  # the label, as on the grid: "AKs"
    "row": int,
    "column": int,
    "kind": str,  # pair, suited or offsuit
    "combos": int,  # combos of the class the range holds
    "class_combos": int,  # combos of the class in a full deck
    "weight": float,  # the mean weight of the combos held
    "fill": float,  # the share of the cell the range fills (weighted)
})
"""One class of a range, as the grid draws it."""


class RangeReport(TypedDict):
    """A range as the page's grid shows it (``poker.range``)."""

    text: str
    game: str
    normalized: str
    combos: int
    weighted_combos: float
    share: float
    combos_left: int
    weighted_combos_left: float
    classes: list[GridClass]


class GridFacts(TypedDict):
    """What the grid draws before Python answers (``meta``), for one game."""

    game: str
    ranks: list[str]
    cells: list[list[str]]
    class_combos: list[list[int]]
    all_hands: int
    max_percent: int
    random_words: list[str]
    example: str


def range_report(text: str, *, board: str = "", dead: str = "", game: str = "holdem") -> RangeReport:
    """The classes of a range (in grid order) with combos held and mean weight, counts before and
    after removing the board and dead cards, and the normalised text, over the game's deck (short
    deck: 81 classes, 630 combos).

    >>> short = range_report("20%", game="shortdeck")
    >>> short["combos"], short["normalized"], range_report("random", game="shortdeck")["normalized"]
    (120, '99+, ATs+, KTs+, QTs+, AJo+, KQo', 'random')

    >>> range_report("QQ+", board="Ah Kd 2c")["combos_left"]
    12
    >>> range_report("10%")["normalized"], range_report("10%")["combos"]
    ('66+, A8s+, KJs+, ATo+', 134)
    >>> range_report("AKs:0")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the range 'AKs:0' holds no hand
    """
    rules = equity_variant(game)
    deck = rules.poker_rules()
    held = parse_range(text, field="text", rules=deck)
    if not held.size:
        raise InputError(f"the range '{text.strip()[:40]}' holds no hand", token=text.strip()[:40], field="text")
    board_cards, dead_cards = field_cards(board, "board"), field_cards(dead, "dead")
    check_decks(rules, [], board_cards, dead_cards)
    removed = board_cards + dead_cards
    left = held.without(removed)
    weighted = held.weighted_size
    classes: list[GridClass] = []
    for number, (combos, weight) in sorted(class_weights(held.weights).items()):
        row, column = class_cell(number)
        classes.append({"class": CLASSES[number], "row": row, "column": column, "kind": class_kind(number),
                        "combos": combos, "class_combos": CLASS_SIZES[number],
                        "weight": float(weight / combos), "fill": float(weight / CLASS_SIZES[number])})
    return {
        "text": text,
        "game": rules.key,
        "normalized": range_text(held.weights, deck),
        "combos": held.size,
        "weighted_combos": float(weighted),
        "share": float(weighted / len(deck_combos(deck.lowest_rank))),
        "combos_left": left.size,
        "weighted_combos_left": float(left.weighted_size),
        "classes": classes,
    }


def grid_facts(game: str = "holdem") -> GridFacts:
    """What the page's range grid draws for a game before Python answers: the ranks along its
    sides, every cell's class label and combo count (row by row), and the number of all combos.
    A short deck's grid is the 9 x 9 top-left corner of Hold'em's 13 x 13 (ranks A down to 6).

    >>> facts = grid_facts()
    >>> facts["cells"][0][:3], facts["cells"][1][0], facts["class_combos"][0][:2], facts["all_hands"]
    (['AA', 'AKs', 'AQs'], 'AKo', [6, 4], 1326)
    >>> short = grid_facts("shortdeck")
    >>> "".join(short["ranks"]), short["cells"][8][8], short["all_hands"], short["example"]
    ('AKQJT9876', '66', 630, '88+, AJs+, AKo:0.5')
    """
    rules = equity_variant(game)
    ranks = rules.deck.ranks
    side = len(ranks)
    return {
        "game": rules.key,
        "ranks": list(ranks),
        "cells": [[CLASSES[cell_class(row, column)] for column in range(side)] for row in range(side)],
        "class_combos": [[CLASS_SIZES[cell_class(row, column)] for column in range(side)] for row in range(side)],
        "all_hands": len(deck_combos(rules.deck.lowest)),
        "max_percent": MAX_PERCENT,
        "random_words": ["random", "xx", "??"],
        "example": "QQ+, AKs, AKo:0.5" if rules.deck.lowest == 2 else "88+, AJs+, AKo:0.5",
    }

