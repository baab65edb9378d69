"""The counts table the CLI, the API (``poker.count``) and the page show.

>>> from cardlab.games.variants import variant
>>> report = count_report(9, "5", variant("shortdeck"))
>>> report["deck"], report["lowest"], [c["count"] for c in report["rows"][0]["categories"]]
(36, '6', [4, 20, 288, 480, 1728, 16128, 6120, 36288, 193536, 122400])
>>> report["rows"][0]["categories"][0]["odds_text"]
'1 in 94,248'
"""

from __future__ import annotations

from typing import TypedDict

from ...core.odds import ExactChance, exact_chance
from ...core.progress import Progress
from ...core.sizes import parse_sizes
from ...games.decks import Deck
from ...games.variants import Variant
from .atoms import Atom, atoms
from .rules import NAMES, ORDERS, RULES_IDS, RULES_NAMES, RulesId, category_of, game_of, rules_id_of
from .straights import STRAIGHT_LENGTH, counted_deck

_computed: dict[int, list[Atom]] = {}  # by ranks: the atoms do not depend on the rules or sizes


class CategoryCount(ExactChance):
    """One category at one hand size: exact count of the ``of`` hands (the one chance shape:
    count, of, probability, fraction), "1 in N", and the cumulative count of this category or
    better."""

    key: str
    name: str
    odds: float | None  # hands per hand of this category; None when there are none
    odds_text: str
    or_better: int
    or_better_probability: float


class CountRow(TypedDict):
    """Every category at one hand size, best first in the rules' order."""

    n: int
    hands: int
    categories: list[CategoryCount]


class PokerCountReport(TypedDict):
    """Exact category counts of a 4 x ranks deck for the chosen hand sizes."""

    ranks: int
    deck: int
    lowest: str
    game: str  # the game named (a rule-set id is read as its game: standard -> holdem)
    game_name: str
    rules: RulesId
    rules_name: str
    sizes: list[int]
    rows: list[CountRow]


def _deck_atoms(deck: Deck, progress: Progress | None = None) -> list[Atom]:
    """The deck's atoms, counted once per process (they serve every rules order and size)."""
    found = _computed.get(deck.rank_count)
    if found is None:
        found = _computed[deck.rank_count] = atoms(deck, progress)
    if progress is not None:
        progress(1.0)
    return found


def odds_text(hands: int, count: int) -> str:
    """ "1 in N" with N rounded for reading, or "none" when no hand has the category.

    >>> odds_text(2598960, 4), odds_text(7, 2), odds_text(10, 0)
    ('1 in 649,740', '1 in 3.5', 'none')
    """
    if count == 0:
        return "none"
    ratio = hands / count
    return f"1 in {ratio:,.0f}" if ratio >= 100 else f"1 in {ratio:,.3g}"


def count_report(ranks: int = 13, sizes: str = "5-7", game: Variant | None = None,
                 progress: Progress | None = None) -> PokerCountReport:
    """Category counts, probabilities and odds for every chosen hand size, in the category order
    of ``game``'s rule set (a poker game's record; None: Hold'em's; more in the module example).
    Input is checked before any counting starts.

    >>> report = count_report(13, "5,7")
    >>> [(row["n"], row["hands"], row["categories"][0]["count"]) for row in report["rows"]]  # royal flushes
    [(5, 2598960, 4), (7, 133784560, 4324)]
    >>> count_report(13, "4")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: sizes: 4 is outside 5 to 52 (the deck has 52 cards)
    """
    deck = counted_deck(ranks)
    chosen_game = game_of(RULES_IDS[0]) if game is None else game
    chosen_rules = rules_id_of(chosen_game)
    chosen = parse_sizes(sizes, lowest=STRAIGHT_LENGTH, highest=deck.size, deck_cards=deck.size)
    found = _deck_atoms(deck, progress)
    order = ORDERS[chosen_rules]
    rank_of = {key: index for index, key in enumerate(order)}
    placed = [rank_of[category_of(chosen_rules, atom.features)] for atom in found]
    rows: list[CountRow] = []
    for size in chosen:
        hands = deck.hands(size)
        counts = [0] * len(order)
        for where, atom in zip(placed, found, strict=True):
            counts[where] += atom.counts[size]
        categories: list[CategoryCount] = []
        or_better = 0
        for key, count in zip(order, counts, strict=True):
            or_better += count
            categories.append({
                "key": key,
                "name": NAMES[key],
                **exact_chance(count, hands),
                "odds": hands / count if count else None,
                "odds_text": odds_text(hands, count),
                "or_better": or_better,
                "or_better_probability": or_better / hands,
            })
        rows.append({"n": size, "hands": hands, "categories": categories})
    return {
        "ranks": ranks,
        "deck": deck.size,
        "lowest": deck.lowest_char,
        "game": chosen_game.key,
        "game_name": chosen_game.name,
        "rules": chosen_rules,
        "rules_name": RULES_NAMES[chosen_rules],
        "sizes": chosen,
        "rows": rows,
    }
