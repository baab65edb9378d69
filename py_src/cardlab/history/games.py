"""Which catalog game (:mod:`cardlab.games.variants`) a site's game name means: tables, not
branches. Hand histories are settled for games with a board, for games dealt in streets of own
cards (stud, stud hi-lo, razz) and for draw games (2-7 and A-5 triple draw, 2-7 single draw,
badugi: read and settled, with no all-in EV where a draw follows the all-in); a game dealt none of
these ways is reported as not supported yet, an unknown name as unknown.

>>> pokerstars_game("Omaha Hi/Lo").key, phh_game("PO", 5).key, pokerstars_game("Razz").key, phh_game("FR", 3).key
('omaha-hilo', 'omaha5', 'razz', 'razz')
>>> pokerstars_game("Badugi").key, pokerstars_game("Triple Draw 2-7 Lowball").draws, phh_game("FB", 4).key
('badugi', 3, 'badugi')
>>> phh_game("F2L3D", 4)
Traceback (most recent call last):
...
cardlab.core.errors.InputError: PHH variant 'F2L3D' is not played with 4 own cards
"""

from __future__ import annotations

from typing import Literal

from ..core.errors import InputError, shown
from ..core.words import plural
from ..games.variants import VARIANTS, Variant

BettingLimit = Literal["no-limit", "pot-limit", "fixed-limit"]
"""How much a player may bet, as a hand's JSON names it (``limit``)."""

LIMIT_NAMES: dict[BettingLimit, str] = {"no-limit": "No-limit", "pot-limit": "Pot-limit", "fixed-limit": "Fixed-limit"}
"""A betting limit as a hand's game name starts with it ("No-limit Hold'em")."""

POKERSTARS_LIMITS: dict[str, BettingLimit] = {"No Limit": "no-limit", "Pot Limit": "pot-limit",
                                              "Fixed Limit": "fixed-limit", "Limit": "fixed-limit"}
"""The betting limits a PokerStars header names after the game."""

PHH_LIMITS: dict[str, BettingLimit] = {"N": "no-limit", "P": "pot-limit", "F": "fixed-limit"}
"""The betting limit a PHH ``variant`` code starts with ("NT": no-limit Texas hold'em)."""

POKERSTARS_GAMES: tuple[str, ...] = tuple(name for game in VARIANTS for name in game.pokerstars_names)
"""Every game name a PokerStars hand header may write (without the betting limit), from the records."""
PHH_GAMES: frozenset[str] = frozenset(code for game in VARIANTS for code in game.phh_codes)
"""Every PHH ``variant`` code, from the records."""


def _named(name: str) -> list[Variant]:
    """The catalog's games that hand histories call ``name`` (a PokerStars name or a PHH code)."""
    return [game for game in VARIANTS if name in game.pokerstars_names or name in game.phh_codes]


def _settled(name: str, game: Variant) -> Variant:
    # A game dealt with no board, no streets of own cards and no draws: a history's reader has no streets for it.
    if max(game.board_sizes) == 0 and game.own_dealing is None and not game.draws:
        raise InputError(f"{shown(name, 40)}: game not supported yet", token=shown(name, 40))
    return game


def pokerstars_game(name: str) -> Variant:
    """The catalog game of a PokerStars game name; InputError for an unknown or unsupported one.

    >>> pokerstars_game("Hold'em").key
    'holdem'
    >>> pokerstars_game("Fancy Poker")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: unknown game 'Fancy Poker'
    """
    games = _named(name)
    if not games:
        raise InputError(f"unknown game '{shown(name, 40)}'", token=shown(name, 40))
    return _settled(name, games[0])


def first_dealt(game: Variant) -> tuple[int, ...]:
    """How many own cards a player may get on the first deal: a stud game's first street, else the
    game's hand sizes.

    >>> from cardlab.games.variants import variant
    >>> first_dealt(variant("stud")), first_dealt(variant("omaha"))
    ((3,), (4,))
    """
    dealing = game.own_dealing
    return game.hole_cards if dealing is None else (dealing.streets[0].cards,)


def phh_game(code: str, hole_cards: int) -> Variant:
    """The catalog game of a PHH variant code with ``hole_cards`` own cards dealt to each player
    on the first deal.

    >>> phh_game("NT", 2).key, phh_game("FO/8", 4).key
    ('holdem', 'omaha-hilo')
    >>> phh_game("PO", 3)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: PHH variant 'PO' is not played with 3 own cards
    """
    games = _named(code)
    if not games:
        raise InputError(f"unknown PHH variant '{shown(code)}'", token=shown(code))
    for found in games:
        game = _settled(f"PHH variant '{code}'", found)
        if hole_cards in first_dealt(game):
            return game
    raise InputError(f"PHH variant '{shown(code)}' is not played with {plural(hole_cards, 'own card')}",
                     token=shown(code))


DRAW_COUNT_WORDS = {1: "single draw", 2: "double draw", 3: "triple draw"}
"""A draw game's number of draws as a game's name says it."""
DRAW_WORDS = ("first", "second", "third")
"""A draw game's draws in order, as messages name them."""


def site_draws(name: str, game: Variant) -> int:
    """The draws a game is played with under a site's name for it: one for a single-draw name, else
    the game's (0 for a game without draws).

    >>> from cardlab.games.variants import variant
    >>> site_draws("Single Draw 2-7 Lowball", variant("deuce-to-seven")), site_draws("F2L3D", variant("deuce-to-seven"))
    (1, 3)
    """
    return 1 if name in game.single_draw_names else game.draws


def game_name(game: Variant, draws: int, limit: BettingLimit | None = None) -> str:
    """A hand's game as its details name it: a draw game with its draws, after its betting limit when given.

    >>> from cardlab.games.variants import variant
    >>> game_name(variant("deuce-to-seven"), 1), game_name(variant("badugi"), 3), game_name(variant("razz"), 0)
    ('2-7 lowball, single draw', 'Badugi, triple draw', 'Razz')
    >>> game_name(variant("deuce-to-seven"), 1, "no-limit"), game_name(variant("omaha"), 0, "pot-limit")
    ('No-limit 2-7 lowball, single draw', 'Pot-limit Omaha')
    """
    name = f"{game.name}, {DRAW_COUNT_WORDS[draws]}" if draws in DRAW_COUNT_WORDS else game.name
    return f"{LIMIT_NAMES[limit]} {name}" if limit else name
