"""The games each tool offers, read from the records (:mod:`.variants`): no tool keeps its own list,
so a game added to the catalog reaches every tool, the CLI's ``--game`` help and ``meta`` that fit it.

>>> [game.key for game in showdown_games("poker")][:3]
['five-card', 'holdem', 'omaha']
>>> [game.key for game in draw_games()]
['badugi', 'deuce-to-seven', 'ace-to-five']
>>> [game.key for game in range_games()]
['holdem', 'shortdeck', 'shortdeck-classic']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core.errors import InputError
from ..core.params import text_param
from ..core.rules_doc import RulesSection
from ..core.words import series
from .variants import DEFAULT_GAME, VARIANTS, Tool, Variant, variant


def showdown_games(tool: Tool) -> tuple[Variant, ...]:
    """The games whose showdowns a tool settles (the poker tab, the badugi tab).

    >>> [game.key for game in showdown_games("badugi")]
    ['badugi']
    """
    return tuple(game for game in VARIANTS if game.tool == tool)


def equity_games() -> tuple[Variant, ...]:
    """The games equity is computed for (those dealt street by street, or stud's own streets).

    >>> equity_games()[0].key
    'holdem'
    """
    return tuple(game for game in VARIANTS if game.has_equity)


def range_games() -> tuple[Variant, ...]:
    """The games whose ranges meet a board in the hits tool (and the preflop table's game): two own
    cards and a board, high hands only (the 13 x 13 grid, 9 x 9 for the short deck).

    >>> [game.deck.size for game in range_games()]
    [52, 36, 36]
    """
    return tuple(game for game in range_equity_games() if not game.hi_lo)


def is_omaha_game(rules: Variant) -> bool:
    """True for a game whose hands play exactly two own cards from more: Omaha ranges apply.

    >>> from cardlab.games.variants import variant
    >>> is_omaha_game(variant("omaha5-hilo")), is_omaha_game(variant("holdem"))
    (True, False)
    """
    return rules.hole_used is not None and min(rules.hole_cards) > rules.hole_used


def ranged_games() -> tuple[Variant, ...]:
    """The equity games whose players may be given as ranges (Hold'em-style ``QQ+``, Omaha's ``AA:$ds``),
    in the catalog's order: those ``cardlab range`` and ``poker.range`` read.

    >>> [game.key for game in ranged_games()][:3]
    ['holdem', 'omaha', 'omaha-hilo']
    >>> "razz" in [game.key for game in ranged_games()]
    False
    """
    return tuple(game for game in equity_games() if game in range_equity_games() or is_omaha_game(game))


def range_rules(game: Variant) -> tuple[RulesSection, ...]:
    """The rules section of the range notation ``game``'s equity players may be given in: Hold'em's
    (``QQ+, AKs``), Omaha's (``AA:$ds``), or none (a stud or draw game takes specific hands).

    >>> from cardlab.games.variants import variant
    >>> range_rules(variant("shortdeck")), range_rules(variant("omaha5-hilo")), range_rules(variant("razz"))
    (('hand-ranges-holdem',), ('omaha-ranges',), ())
    """
    if game in range_equity_games():
        return ("hand-ranges-holdem",)
    return ("omaha-ranges",) if game in ranged_games() else ()


def range_equity_games() -> tuple[Variant, ...]:
    """The games whose equity players may be Hold'em-style ranges (``QQ+, AKs``, the grid): two own
    cards and a board, whatever the pot (Hold'em Hi-Lo's split pot too).

    >>> [game.key for game in range_equity_games()]
    ['holdem', 'holdem-hilo', 'shortdeck', 'shortdeck-classic']
    """
    return tuple(game for game in equity_games() if game.hole_cards == (2,) and game.tool == "poker")


def equity_game(hole_cards: int, hi_lo: bool) -> Variant:
    """The catalog's first equity game dealt ``hole_cards`` own cards, with a split pot or not (the game a
    warm-up or an example stands for: four cards and a split pot is Omaha Hi-Lo).

    >>> equity_game(4, hi_lo=True).key, equity_game(2, hi_lo=False).key
    ('omaha-hilo', 'holdem')
    >>> equity_game(3, hi_lo=False)
    Traceback (most recent call last):
    ...
    LookupError: the catalog has no equity game of 3 own cards with a whole pot
    """
    for game in equity_games():
        if game.hi_lo == hi_lo and game.hole_cards == (hole_cards,):
            return game
    raise LookupError(f"the catalog has no equity game of {hole_cards} own cards with "
                      f"{'a split pot' if hi_lo else 'a whole pot'}")


def draw_games() -> tuple[Variant, ...]:
    """The draw games (those with draws), in the catalog's order.

    >>> draw_games()[0].hand_size, draw_games()[1].hand_size
    (4, 5)
    """
    return tuple(game for game in VARIANTS if game.draws)


def listed(words: Sequence[str]) -> str:
    """``a, b or c``.

    >>> listed(["holdem"]), listed(["holdem", "omaha", "omaha6"])
    ('holdem', 'holdem, omaha or omaha6')
    """
    return series(words, "or")


def covered_game(game: Variant | str, among: Sequence[Variant], tool: str, elsewhere: str = "") -> Variant:
    """The record of ``game`` (a record, or a name read as :func:`game_param` reads one) when it is
    one ``tool`` covers (one of ``among``); an unknown name is refused with those games listed, and
    a known game the tool does not cover in one sentence for every tool (``elsewhere``: where the
    game is covered).

    >>> from cardlab.games.variants import variant
    >>> covered_game(variant("holdem"), range_games(), "the range hits tool").key
    'holdem'
    >>> covered_game("Short deck", range_games(), "the range hits tool").key
    'shortdeck'
    >>> covered_game(variant("razz"), range_games(), "the range hits tool")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the range hits tool does not cover Razz; choose holdem, shortdeck or ...
    """
    rules = game if isinstance(game, Variant) else game_param({"game": game}, among=among)
    if rules in among:
        return rules
    where = f" ({elsewhere})" if elsewhere else ""
    raise InputError(f"{tool} does not cover {rules.name}{where}; choose {listed([found.key for found in among])}",
                     token=rules.key, field="game")


def games_help(games: Sequence[Variant], default: str | None = None) -> str:
    """The CLI's ``--game`` help: each game's id and name (argparse escapes ``%``).

    >>> games_help(range_games(), "holdem")[:64]
    "holdem (Texas Hold'em; the default), shortdeck (Short deck (6+),"
    """
    return listed([f"{game.key} ({game.name}{'; the default' if game.key == default else ''})".replace("%", "%%")
                   for game in games])


def game_param(params: Mapping[str, object], default: Variant = DEFAULT_GAME,
               among: Sequence[Variant] = VARIANTS) -> Variant:
    """The record of an action's ``game`` parameter, resolved once at the action's door (``default``
    when it is not given); the tools below receive the record, never its name. An unknown name is
    refused with the games of the tool (``among``) listed.

    >>> game_param({"game": "PLO"}).name, game_param({}) is DEFAULT_GAME
    ('Omaha', True)
    >>> game_param({"game": "texas"}, among=range_games())
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown game 'texas'; choose holdem, shortdeck or shortdeck-classic
    """
    if "game" not in params:
        return default
    try:
        return variant(text_param(params, "game"))
    except InputError as err:
        if err.field != "game" or among is VARIANTS:
            raise
        raise InputError(f"unknown game '{err.token}'; choose {listed([game.key for game in among])}",
                         token=err.token, field="game") from None
