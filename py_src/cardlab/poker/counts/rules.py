"""The orders of the poker categories, one per rule set the games play (:mod:`cardlab.games.rule_sets`), as data.

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
from typing import NamedTuple

from ...core.errors import InputError, shown
from ...core.params import text_param
from ...games.categories import CATEGORIES, FLUSH, FULL_HOUSE, STRAIGHT, THREE_OF_A_KIND
from ...games.choices import covered_game
from ...games.rule_set import RuleSet
from ...games.rule_sets import HIGH_RULE_SETS
from ...games.variants import VARIANTS, Variant

RulesId = str
"""A rule set's id in the report (``standard``, ``shortdeck``, ``shortdeck-classic``: each
:class:`~cardlab.games.rule_set.RuleSet` names its own)."""
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


def _word(category: int) -> str:
    return "trips" if category == THREE_OF_A_KIND else CATEGORIES[category].name.lower()


def _order_words(rules: RuleSet) -> str:
    """Where the rule set puts the categories the decks disagree on ("flush above full house, ...")."""
    pairs = ((FULL_HOUSE, FLUSH), (STRAIGHT, THREE_OF_A_KIND))
    return ", ".join(f"{_word(a)} above {_word(b)}" if rules.position[a] > rules.position[b]
                     else f"{_word(b)} above {_word(a)}" for a, b in pairs)


RULES: dict[RulesId, RuleSet] = {rules.rules_id: rules for rules in HIGH_RULE_SETS.values()}
"""Every poker rule set by its report id, from the rule sets the games play."""
RULES_IDS: tuple[RulesId, ...] = tuple(RULES)
ORDERS: dict[RulesId, tuple[str, ...]] = {
    rules_id: (ROYAL_FLUSH, *(CATEGORIES[category].key for category in reversed(rules.order)))
    for rules_id, rules in RULES.items()
}
RULES_ORDERS: dict[RulesId, str] = {rules_id: _order_words(rules) for rules_id, rules in RULES.items()}
"""Each rule set's order of the categories the decks disagree on, in words ("full house above flush, ...")."""
RULES_NAMES: dict[RulesId, str] = {
    rules_id: f"{rules.title} ({RULES_ORDERS[rules_id]})" for rules_id, rules in RULES.items()
}


def rules_games() -> tuple[Variant, ...]:
    """The games whose hands these counts rank (their ranking is a poker rule set).

    >>> [game.key for game in rules_games()][:3]
    ['five-card', 'holdem', 'omaha']
    """
    return tuple(game for game in VARIANTS if game.evaluator in HIGH_RULE_SETS)


def game_of(rules_id: RulesId) -> Variant:
    """The game a rule set is named by: the first dealt with a board (Hold'em for the standard rules).

    >>> game_of("standard").key, game_of("shortdeck-classic").key
    ('holdem', 'shortdeck-classic')
    """
    return next(game for game in rules_games() if game.rule_set() is RULES[rules_id] and game.equity_boards)


def rules_for(text: str) -> tuple[Variant, RulesId]:
    """The game a user named (any game ranked by a poker rule set; a rule-set id is read as its
    game) and its rule set's id.

    >>> [(game.key, rules) for game, rules in (rules_for("Shortdeck"), rules_for("holdem"), rules_for("standard"))]
    [('shortdeck', 'shortdeck'), ('holdem', 'standard'), ('holdem', 'standard')]
    >>> rules_for("badugi")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the poker counts tool does not cover Badugi (it is not ranked by poker ...
    """
    folded = text.strip().lower()
    if folded in RULES:
        return game_of(folded), folded
    game = covered_game(text, rules_games(), "the poker counts tool", "it is not ranked by poker categories")
    rules = HIGH_RULE_SETS[game.evaluator]
    return game, rules.rules_id


def count_game_param(params: Mapping[str, object]) -> Variant:
    """The record of ``poker.count``'s game, resolved once at the action's door: ``game``, or its
    old name ``rules`` (either may name a rule set: ``standard`` is read as Hold'em), Hold'em when
    neither is given; the counting below receives the record. A bad name is refused under the key
    the request used.

    >>> count_game_param({"game": "PLO"}).key, count_game_param({"rules": "shortdeck"}).key
    ('omaha', 'shortdeck')
    >>> count_game_param({}).key, count_game_param({"rules": "standard"}).key
    ('holdem', 'holdem')
    >>> try:
    ...     count_game_param({"rules": "texas"})
    ... except InputError as err:
    ...     print(err.field, err)
    rules unknown game 'texas'; choose five-card, holdem, ...
    >>> count_game_param({"game": "holdem", "rules": "shortdeck"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: game 'holdem' and rules 'shortdeck' name two games; give one (rules is ...
    """
    given = {"game": params.get("game"), "rules": params.get("rules")}  # rules: game's old name
    fields = [key for key, value in given.items() if value is not None]
    if not fields:
        return game_of(RULES_IDS[0])
    found = []
    for field in fields:
        try:
            found.append(rules_for(text_param(params, field))[0])
        except InputError as err:
            raise err.located(field=field) from None
    if len(set(found)) > 1:  # both names given, for two games (review: the old name won without a word)
        raise InputError(f"game '{shown(str(given['game']))}' and rules '{shown(str(given['rules']))}' name two "
                         "games; give one (rules is game's old name)", field="rules")
    return found[0]


def rules_id_of(game: Variant) -> RulesId:
    """The id of the poker rule set that ranks ``game``'s hands (its category order).

    >>> from cardlab.games.variants import variant
    >>> rules_id_of(variant("omaha")), rules_id_of(variant("shortdeck-classic"))
    ('standard', 'shortdeck-classic')
    """
    return rules_for(game.key)[1]


def rules_id(text: str) -> RulesId:
    """The rules id of the game or rule set a user typed, checked.

    >>> rules_id("Shortdeck"), rules_id("holdem"), rules_id("omaha")
    ('shortdeck', 'standard', 'standard')
    >>> rules_id("texas")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown game 'texas'; choose five-card, holdem, ...
    """
    return rules_for(text)[1]


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
