"""``poker.hits`` on one board: how the live combos of a range meet it (rules: ``docs/rules.md``,
"Range hits"). Counts are of live combos (sharing no card with the board or the dead cards),
weights counted; each row carries the range text of exactly its combos (the filter).

>>> report = hits_report("QQ+, AKs", board="Kh 7c 2d")
>>> report["combos"], [(row["name"], row["combos"]) for row in report["made"] if row["combos"]]
(18, [('Set', 3), ('Overpair', 6), ('Top pair, top kicker', 3), ('Second pair', 6)])
>>> [row["range"] for row in report["made"] if row["key"] == "top-pair-top-kicker"]
['AcKc, AdKd, AsKs']

Short deck (36 cards, 6 to ace): A-6-7-8-9 is the lowest straight; categories are listed in the
rule set's order (a flush above a full house):

>>> short = hits_report("A6s, 66", board="9h 8h 7c", game="shortdeck")
>>> short["combos"], [(row["name"], row["combos"]) for row in short["made"] if row["combos"]]
(10, [('Straight', 4), ('Underpair', 6)])
>>> [row["key"] for row in short["categories"]][2:4]
['flush', 'full-house']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction
from math import lcm
from typing import TypedDict, final

from ...core.cards import Card
from ...core.errors import InputError, shown
from ...games.categories import CATEGORIES
from ...games.choices import covered_game, range_games
from ...games.rule_set import RuleSet
from ...games.rule_sets import HOLDEM
from ...games.variants import Variant
from ..equity.spot import check_decks, check_places, field_cards
from ..ranges.classes import CLASSES, Combo, class_cell, combo_class
from ..ranges.notation import parse_range
from ..ranges.text import range_text
from .board import Board
from .classify import Hit, reader
from .vocabulary import DRAWS, GROUP_NAMES, GROUPS, MADE, Group

GAMES = tuple(game.key for game in range_games())
"""The games range hits covers, from the catalog (two own cards and a board, high hands)."""


class HitRow(TypedDict):
    """One row: a category, made class or draw, its live combos (weighted), share and range text."""

    key: str
    name: str
    combos: float | int
    share: float
    range: str


class CellHit(TypedDict):
    """A grid cell of the range: its live combos and what most of them make (the colour)."""

    label: str
    row: int
    column: int
    combos: float | int
    group: Group
    made: str  # the made class most of the cell's combos have


@final  # closed: a report with "textures" is the every-flop one (narrowed by key)
class HitsReport(TypedDict):
    """``poker.hits`` for one board."""

    game: str
    board: list[str]
    dead: list[str]
    street: str
    range: str
    combos: float | int
    combo_count: int
    categories: list[HitRow]
    made: list[HitRow]
    draws: list[HitRow]
    groups: list[HitRow]
    cells: list[CellHit]


def number(value: Fraction) -> float | int:
    """A weighted count for JSON: an int when whole.

    >>> number(Fraction(3)), number(Fraction(5, 2))
    (3, 2.5)
    """
    return int(value) if value.denominator == 1 else float(value)


def hits_game(game: Variant | str) -> Variant:
    """The game, which must be one range hits covers (its deck and category order: its record's
    :meth:`~cardlab.games.variants.Variant.rule_set`).

    >>> hits_game("shortdeck-classic").rule_set().lowest_rank
    6
    >>> hits_game("omaha")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the range hits tool does not cover Omaha; choose holdem, shortdeck or ...
    """
    return covered_game(game, range_games(), "the range hits tool")


def category_rows(rules: RuleSet) -> list[tuple[str, str]]:
    """The categories' keys and names, strongest first in the rule set's order.

    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> [key for key, _ in category_rows(SHORTDECK)][2:6]
    ['flush', 'full-house', 'three-of-a-kind', 'straight']
    """
    return [(CATEGORIES[index].key, CATEGORIES[index].name) for index in reversed(rules.order)]


def made_rows(rules: RuleSet) -> list[tuple[str, str]]:
    """The made classes' keys and names, best first in the rule set's order of their categories
    (within a category, as :data:`~.vocabulary.MADE` lists them).

    >>> from cardlab.games.rule_sets import SHORTDECK
    >>> [key for key, _ in made_rows(SHORTDECK)][2:8]
    ['flush', 'full-house', 'set', 'trips', 'board-trips', 'straight']
    >>> [key for key, _ in made_rows(HOLDEM)] == [made.key for made in MADE]
    True
    """
    place = {CATEGORIES[index].key: rules.position[index] for index in range(len(CATEGORIES))}
    return [(made.key, made.name) for made in sorted(MADE, key=lambda made: -place[made.category])]


def live_weights(text: str, board: tuple[Card, ...], dead: tuple[Card, ...],
                 rules: RuleSet = HOLDEM) -> dict[Combo, Fraction]:
    """The range's combos that share no card with the board or the dead cards, with weights.

    >>> from cardlab.core.cards import parse_hand
    >>> live = live_weights("AK, QQ:0.5", parse_hand("Qh Jh 2c"), parse_hand("As"))
    >>> len(live), sum(live.values())  # 16 AK less 4 with the As, and 3 QQ at one half
    (15, Fraction(27, 2))
    >>> live_weights("QQ", parse_hand("Qh Qd 2c"), parse_hand("Qs"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: range: every combo of the range shares a card with the board or the dead cards
    """
    held = parse_range(text, field="range", rules=rules)
    if not held.size:
        raise InputError(f"range: '{shown(text.strip(), 40)}' holds no hand", token=shown(text.strip(), 40),
                         field="range")
    live = held.without((*board, *dead)).weights
    if not live:
        raise InputError("range: every combo of the range shares a card with the board or the dead cards",
                         field="range")
    return dict(live)


class _Scaled:
    """Weights as integers over one common denominator: sums stay int additions (Fractions are
    slow), and become exact Fractions again only for the report."""

    def __init__(self, weights: Mapping[Combo, Fraction]) -> None:
        self.scale = lcm(*(weight.denominator for weight in weights.values()))
        scale = self.scale
        self.of = {combo: weight.numerator * (scale // weight.denominator) for combo, weight in weights.items()}

    def total(self, combos: Iterable[Combo]) -> Fraction:
        of = self.of
        return Fraction(sum(of[combo] for combo in combos), self.scale)


def _rows(keys_names: list[tuple[str, str]], members: Mapping[str, dict[Combo, Fraction]],
          total: Fraction, scaled: _Scaled, rules: RuleSet) -> list[HitRow]:
    rows: list[HitRow] = []
    for key, name in keys_names:
        held = members.get(key, {})
        combos = scaled.total(held)
        rows.append({"key": key, "name": name, "combos": number(combos), "share": float(combos / total),
                     "range": range_text(held, rules)})
    return rows


def tally(weights: Mapping[Combo, Fraction], hits: Mapping[Combo, Hit],
          rules: RuleSet = HOLDEM, scaled: _Scaled | None = None) -> dict[str, list[HitRow]]:
    """Rows by category (in the rule set's order), made class, draw and group from each combo's hit
    (``scaled``: the weights as integers, when the caller has them already).

    >>> from cardlab.core.cards import parse_hand
    >>> board = parse_hand("Kh 7c 2d")
    >>> weights, read = live_weights("QQ+", board, ()), reader(Board.read(board))
    >>> rows = tally(weights, {combo: read(*combo) for combo in weights})
    >>> [(row["key"], row["combos"]) for row in rows["made"] if row["combos"]]
    [('set', 3), ('overpair', 6), ('second-pair', 6)]
    """
    scaled = scaled or _Scaled(weights)
    total = scaled.total(weights)
    by_category: dict[str, dict[Combo, Fraction]] = {}
    by_made: dict[str, dict[Combo, Fraction]] = {}
    by_draw: dict[str, dict[Combo, Fraction]] = {}
    by_group: dict[str, dict[Combo, Fraction]] = {}
    for combo, weight in weights.items():
        hit = hits[combo]
        by_category.setdefault(CATEGORIES[hit.category].key, {})[combo] = weight
        by_made.setdefault(hit.made, {})[combo] = weight
        by_group.setdefault(hit.group, {})[combo] = weight
        for draw in hit.draws:
            by_draw.setdefault(draw, {})[combo] = weight
    return {
        "categories": _rows(category_rows(rules), by_category, total, scaled, rules),
        "made": _rows(made_rows(rules), by_made, total, scaled, rules),
        "draws": _rows(list(DRAWS), by_draw, total, scaled, rules),
        "groups": _rows(list(GROUPS), by_group, total, scaled, rules),
    }


def _cells(weights: Mapping[Combo, Fraction], hits: Mapping[Combo, Hit], scaled: _Scaled) -> list[CellHit]:
    by_class: dict[int, dict[str, int]] = {}
    groups: dict[int, dict[Group, int]] = {}
    for combo in weights:
        number_ = combo_class(combo)
        weight = scaled.of[combo]
        hit = hits[combo]
        made = by_class.setdefault(number_, {})
        made[hit.made] = made.get(hit.made, 0) + weight
        grouped = groups.setdefault(number_, {})
        grouped[hit.group] = grouped.get(hit.group, 0) + weight
    order = {key: place for place, (key, _) in enumerate(GROUPS)}
    made_order = {made.key: place for place, made in enumerate(MADE)}
    cells: list[CellHit] = []
    for number_ in sorted(by_class):
        row, column = class_cell(number_)
        grouped = groups[number_]
        group = min(grouped, key=lambda key: (-grouped[key], order[key]))
        made = by_class[number_]
        cells.append({"label": CLASSES[number_], "row": row, "column": column,
                      "combos": number(Fraction(sum(made.values()), scaled.scale)), "group": group,
                      "made": min(made, key=lambda key: (-made[key], made_order[key]))})
    return cells


def hits_report(text: str, *, board: str, dead: str = "", game: Variant | str = GAMES[0]) -> HitsReport:
    """How the range's live combos meet the board (more in the module example).

    >>> report = hits_report("QQ+", board="Kh 7c 2d")
    >>> report["street"], report["combos"], [(row["key"], row["combos"]) for row in report["groups"]]
    ('flop', 15, [('strong', 3), ('pair', 12), ('draw', 0), ('nothing', 0)])
    """
    game_rules = hits_game(game)
    rules = game_rules.rule_set()
    board_cards = field_cards(board, "board")
    if len(board_cards) not in (3, 4, 5):
        raise InputError(f"board: give 3 (flop), 4 (turn) or 5 (river) cards, not {len(board_cards)}",
                         field="board")
    dead_cards = field_cards(dead, "dead")
    check_places([], board_cards, dead_cards)
    check_decks(game_rules, [], board_cards, dead_cards)
    weights = live_weights(text, board_cards, dead_cards, rules)
    facts = Board.read(board_cards, dead_cards, rules)
    read = reader(facts)
    hits = {combo: read(*combo) for combo in weights}
    scaled = _Scaled(weights)  # once: the rows, the cells and the range's size all sum it
    rows = tally(weights, hits, rules, scaled)
    return {
        "game": game_rules.key,
        "board": [str(card) for card in board_cards],
        "dead": [str(card) for card in dead_cards],
        "street": facts.street,
        "range": range_text(weights, rules),
        "combos": number(scaled.total(weights)),
        "combo_count": len(weights),
        "categories": rows["categories"],
        "made": rows["made"],
        "draws": rows["draws"],
        "groups": rows["groups"],
        "cells": _cells(weights, hits, scaled),
    }


__all__ = ["GROUP_NAMES", "HitRow", "HitsReport", "hits_report", "tally"]
