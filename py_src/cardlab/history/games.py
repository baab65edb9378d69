"""Which catalog game (:mod:`cardlab.games.variants`) a site's game name means: tables, not
branches. Hand histories are settled for games with a board; a game the catalog does not hold yet
(or holds without a board: stud, draw games) is reported as not supported yet.

>>> pokerstars_game("Omaha Hi/Lo").key, phh_game("PO", 5).key
('omaha-hilo', 'omaha5')
>>> pokerstars_game("7 Card Stud")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: 7 Card Stud: game not supported yet
"""

from __future__ import annotations

from ..core.errors import InputError, shown
from ..games.variants import Variant, variant

POKERSTARS_GAMES: dict[str, str] = {
    "Hold'em": "holdem",
    "Omaha": "omaha",
    "Omaha Hi/Lo": "omaha-hilo",
    "5 Card Omaha": "omaha5",
    "5 Card Omaha Hi/Lo": "omaha5-hilo",
    "6 Card Omaha": "omaha6",
    "6+ Hold'em": "shortdeck",
    "Courchevel": "courchevel",
    "Courchevel Hi/Lo": "courchevel-hilo",
    "7 Card Stud": "stud",
    "7 Card Stud Hi/Lo": "stud-hilo",
    "Razz": "razz",
    "Badugi": "badugi",
    "Triple Draw 2-7 Lowball": "deuce-to-seven",
    "Single Draw 2-7 Lowball": "deuce-to-seven",
    "Triple Draw A-5 Lowball": "ace-to-five",
}
"""A PokerStars game name (as its hand header writes it, without the betting limit) -> catalog id."""

POKERSTARS_LIMITS = ("No Limit", "Pot Limit", "Fixed Limit", "Limit")
"""The betting limits a PokerStars header names after the game."""

PHH_GAMES: dict[str, tuple[str, ...]] = {
    "NT": ("holdem",),
    "FT": ("holdem",),
    "PT": ("holdem",),
    "NS": ("shortdeck",),
    "PO": ("omaha", "omaha5", "omaha6"),
    "FO": ("omaha", "omaha5", "omaha6"),
    "PO/8": ("omaha-hilo", "omaha5-hilo"),
    "FO/8": ("omaha-hilo", "omaha5-hilo"),
    "F7S": ("stud",),
    "F7S/8": ("stud-hilo",),
    "FR": ("razz",),
    "FB": ("badugi",),
    "F2L3D": ("deuce-to-seven",),
    "N2L1D": ("deuce-to-seven",),
}
"""A PHH ``variant`` code -> the catalog ids it may mean, told apart by the number of own cards dealt."""


def _settled(name: str, key: str) -> Variant:
    try:
        game = variant(key)
    except InputError:
        game = None
    # Not in the catalog yet, or a game without a board (stud, draw): the reader knows board streets
    # only (stud's 3rd to 7th street are a table still to add beside pokerstars.BOARD_STREETS).
    if game is None or not game.equity_boards or max(game.board_sizes) == 0:
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
    key = POKERSTARS_GAMES.get(name)
    if key is None:
        raise InputError(f"unknown game '{shown(name, 40)}'", token=shown(name, 40))
    return _settled(name, key)


def phh_game(code: str, hole_cards: int) -> Variant:
    """The catalog game of a PHH variant code with ``hole_cards`` own cards dealt to each player.

    >>> phh_game("NT", 2).key, phh_game("FO/8", 4).key
    ('holdem', 'omaha-hilo')
    >>> phh_game("PO", 3)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: PHH variant 'PO' is not played with 3 own cards
    """
    keys = PHH_GAMES.get(code)
    if keys is None:
        raise InputError(f"unknown PHH variant '{shown(code)}'", token=shown(code))
    for key in keys:
        game = _settled(f"PHH variant '{code}'", key)
        if hole_cards in game.hole_cards:
            return game
    raise InputError(f"PHH variant '{shown(code)}' is not played with {hole_cards} own cards", token=shown(code))
