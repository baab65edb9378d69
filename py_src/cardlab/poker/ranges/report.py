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

from fractions import Fraction
from typing import TypedDict

from ...core.errors import InputError, shown
from ...core.limits import check_text_size
from ...games.rule_set import RuleSet
from ...games.variants import DEFAULT_GAME, Variant
from ..equity.spot import check_percent, equity_variant, is_range_text, report_board_and_dead
from .classes import CLASS_SIZES, CLASSES, Combo, cell_class, class_cell, class_kind, deck_combos
from .notation import MAX_PARTS, Range, class_weights, is_weight, parse_range, range_parts, read_part
from .size import share_of_all, size_text
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
    combos: int  # after card removal (the board and dead cards), as in equity's and Omaha's range reports
    combos_before_removal: int
    weighted_combos: float  # after card removal
    weighted_combos_before_removal: float
    share: float  # of all two-card hands, by weight, before card removal
    size_text: str  # the counts and the share in words, as an equity result says them too
    hand: bool  # the text is one hand of cards (a range of one), not patterns: as in Omaha's range report
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
    range_hint: str  # the equity tab's Range field hint for this game (no percentage where none is taken)


def range_report(text: str, *, board: str = "", dead: str = "", game: Variant | str = DEFAULT_GAME, add: str = "",
                 remove: str = "", weight: str = "1") -> RangeReport:
    """The classes of a range (in grid order) with combos held and mean weight, counts before and
    after removing the board and dead cards, and the normalised text, over the game's deck (short
    deck: 81 classes, 630 combos). A grid's click edits the range first (:func:`edit_range`):
    ``remove`` takes classes out, ``add`` puts classes in at ``weight``; an edit may leave the
    range empty (its text is then empty), a typed text that holds no hand is an error.

    >>> short = range_report("20%", game="shortdeck")
    >>> short["combos"], short["normalized"], range_report("random", game="shortdeck")["normalized"]
    (120, '99+, ATs+, KTs+, QTs+, AJo+, KQo', 'random')

    >>> before = range_report("QQ+", board="Ah Kd 2c")
    >>> before["combos"], before["combos_before_removal"]
    (12, 18)
    >>> range_report("10%")["normalized"], range_report("10%")["combos"]
    ('66+, A8s+, KJs+, ATo+', 134)
    >>> range_report("Ah Kh")["hand"], range_report("AhKh, AhQh")["hand"]
    (True, False)
    >>> range_report("AKs:0")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the range 'AKs:0' holds no hand
    """
    rules = equity_variant(game)
    deck = rules.rule_set()
    _weight(weight)  # checked whether or not an edit uses it
    edited = bool(add.strip() or remove.strip())
    weights = edit_range(text, add=add, remove=remove, weight=weight, rules=deck) if edited else None
    held = parse_range(text, field="text", rules=deck) if weights is None else Range(text, weights)
    check_percent(rules, text, field="text")  # a split pot has no order of the best hands
    if not held.size and not edited:
        raise InputError(f"the range '{text.strip()[:40]}' holds no hand", token=text.strip()[:40], field="text")
    board_cards, dead_cards = report_board_and_dead(rules, board, dead)
    removed = board_cards + dead_cards
    left = held.without(removed)
    weighted = held.weighted_size
    all_hands = len(deck_combos(deck.lowest_rank))
    classes: list[GridClass] = []
    for number, (combos, total) in sorted(class_weights(held.weights).items()):
        row, column = class_cell(number)
        classes.append({"class": CLASSES[number], "row": row, "column": column, "kind": class_kind(number),
                        "combos": combos, "class_combos": CLASS_SIZES[number],
                        "weight": float(total / combos), "fill": float(total / CLASS_SIZES[number])})
    return {
        "text": text,
        "game": rules.key,
        "normalized": range_text(held.weights, deck),
        "combos": left.size,
        "combos_before_removal": held.size,
        "weighted_combos": float(left.weighted_size),
        "weighted_combos_before_removal": float(weighted),
        "share": share_of_all(weighted, all_hands),
        "size_text": size_text(combos=held.size, weighted=weighted, left=left.size,
                               weighted_left=left.weighted_size, all_hands=all_hands),
        "hand": not is_range_text(text, rules),
        "classes": classes,
    }


def edit_range(text: str, *, add: str = "", remove: str = "", weight: str = "1",
               rules: RuleSet | None = None) -> dict[Combo, Fraction]:
    """A range after a click on the grid: the combos of ``remove`` taken out whatever their
    weight, then those of ``add`` put in at ``weight``; the text is never given a ``:0`` part,
    and taking the last class out leaves an empty range. Errors name the field at fault.

    >>> from cardlab.poker.ranges.text import range_text
    >>> range_text(edit_range("QQ", remove="QQ")), range_text(edit_range("QQ, AA:0.5", remove="AA"))
    ('', 'QQ')
    >>> range_text(edit_range("QQ+", add="AKs AQs", weight="0.5")), range_text(edit_range("", add="22"))
    ('QQ+, AQs+:0.5', '22')
    >>> edit_range("QQ", add="AK", weight="2")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: weight: '2' must be a number from 0 to 1, like 0.5
    """
    deck = rules or DEFAULT_GAME.rule_set()
    share = _weight(weight)
    weights = dict(parse_range(text, field="text", rules=deck).weights) if text.strip() else {}
    for combos, _ in _edit_parts(remove, "remove", deck):
        for combo in combos:
            weights.pop(combo, None)
    for combos, own in _edit_parts(add, "add", deck):
        for combo in combos:
            if own if own is not None else share:
                weights[combo] = own if own is not None else share
            else:
                weights.pop(combo, None)
    return weights


def _weight(text: str) -> Fraction:
    """The ``weight`` of an edit, checked whatever else is sent.

    >>> _weight(" 0.25 "), _weight("")
    (Fraction(1, 4), Fraction(1, 1))
    >>> _weight("NaN")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: weight: 'NaN' must be a number from 0 to 1, like 0.5
    """
    value = text.strip() or "1"
    if not is_weight(value):
        raise InputError(f"weight: '{shown(value)}' must be a number from 0 to 1, like 0.5", token=shown(value),
                         field="weight")
    return Fraction(value)


def _edit_parts(text: str, name: str, deck: RuleSet) -> list[tuple[list[Combo], Fraction | None]]:
    """The parts of ``add`` or ``remove``, written as a range is (``AKs, KK`` or ``AKs KK``): each
    part's combos and its own weight (None without ``:``); errors name the field.

    >>> from cardlab.games.rule_sets import HOLDEM
    >>> [(len(combos), own) for combos, own in _edit_parts("AKs, KK:0.5", "add", HOLDEM)]
    [(4, None), (6, Fraction(1, 2))]
    >>> _edit_parts("AZs", "remove", HOLDEM)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown rank 'Z' in 'AZs'
    """
    check_text_size(text, field=name)
    try:
        parts = range_parts(text) if text.strip() else []
        if len(parts) > MAX_PARTS:
            raise InputError(f"{name}: more than {MAX_PARTS:,} classes at once")
        read = [(part, read_part(part, deck)) for part in parts]
        return [(combos, own if ":" in part else None) for part, (combos, own) in read]
    except InputError as err:
        raise err.located(field=name) from None


def grid_facts(game: Variant | str = DEFAULT_GAME) -> GridFacts:
    """What the page's range grid draws for a game before Python answers: the ranks along its
    sides, every cell's class label and combo count (row by row), and the number of all combos.
    A short deck's grid is the 9 x 9 top-left corner of Hold'em's 13 x 13 (ranks A down to 6).

    >>> facts = grid_facts()
    >>> facts["cells"][0][:3], facts["cells"][1][0], facts["class_combos"][0][:2], facts["all_hands"]
    (['AA', 'AKs', 'AQs'], 'AKo', [6, 4], 1326)
    >>> short = grid_facts("shortdeck")
    >>> "".join(short["ranks"]), short["cells"][8][8], short["all_hands"], short["example"]
    ('AKQJT9876', '66', 630, '88+, AJs+, AKo:0.5')
    >>> grid_facts("holdem-hilo")["range_hint"], grid_facts("holdem-hilo")["max_percent"]
    ("this player's line; e.g. QQ+, AKs, A5s-A2s:0.5", 0)
    """
    rules = equity_variant(game)
    ranks = rules.deck.ranks
    side = len(ranks)
    percent = len(rules.pot) == 1  # a split pot has no order of the best hands (no 15%)
    return {
        "game": rules.key,
        "ranks": list(ranks),
        "cells": [[CLASSES[cell_class(row, column)] for column in range(side)] for row in range(side)],
        "class_combos": [[CLASS_SIZES[cell_class(row, column)] for column in range(side)] for row in range(side)],
        "all_hands": len(deck_combos(rules.deck.lowest)),
        "max_percent": MAX_PERCENT if percent else 0,  # 0: no percentages (a split pot has no order)
        "random_words": ["random", "xx", "??"],
        "example": "QQ+, AKs, AKo:0.5" if rules.deck.lowest == 2 else "88+, AJs+, AKo:0.5",
        "range_hint": "this player's line; e.g. " + ("QQ+, AKs, A5s-A2s:0.5" if rules.deck.lowest == 2
                                                      else "88+, AJs+, A9s-A6s:0.5") + (", 15%" if percent else ""),
    }

