"""Random cards from a game's own deck (the card picker's Random flop / turn / river): a short-deck
board never holds a 2 to 5, and no card is dealt that a field already holds.

>>> from random import Random
>>> from .variants import variant
>>> flop = deal_board(variant("shortdeck"), ["Ah Kh", "Qs Qc"], "", 3, Random(1))["board"]
>>> len(flop), any(code[0] in "2345" for code in flop)
(3, False)
>>> result = deal_board(variant("holdem"), ["Ah Kh"], "Jh Th 2c 7d 9s", 4, Random(1))
>>> result["board"][:3], len(result["codes"])
(['Jh', 'Th', '2c'], 1)
"""

from __future__ import annotations

from random import Random
from typing import TypedDict

from ..core.cards import Card, scan_cards
from ..core.errors import InputError
from .variants import Variant


class DealJson(TypedDict):
    """``cards.deal``'s answer: the cards dealt, and the whole board with them (the streets kept
    before them first)."""

    codes: list[str]
    board: list[str]


def board_streets(game: Variant) -> tuple[int, ...]:
    """The board sizes a game's board is dealt to, street by street (empty: the game has no board).

    >>> from .variants import variant
    >>> board_streets(variant("holdem")), board_streets(variant("badugi"))
    ((3, 4, 5), ())
    """
    return tuple(sorted({size for size in game.equity_boards or game.board_sizes if size}))


def unseen(game: Variant, texts: list[str]) -> list[Card]:
    """The game's cards no text holds, in deck order.

    >>> from .variants import variant
    >>> len(unseen(variant("shortdeck"), ["Ah Kh 2c"])), len(unseen(variant("holdem"), ["Ah Kh 2c"]))
    (34, 49)
    """
    used = {card for text in texts for card in scan_cards(text)}
    return [card for card in game.deck.cards if card not in used]


def deal_cards(game: Variant, texts: list[str], count: int, rng: Random) -> list[Card]:
    """``count`` cards of the game's deck that no text holds.

    >>> from .variants import variant
    >>> dealt = deal_cards(variant("shortdeck"), ["Ah Kh"], 30, Random(7))
    >>> min(card.rank for card in dealt) >= 6, len(set(dealt)), "Ah" in map(str, dealt)
    (True, 30, False)
    >>> deal_cards(variant("shortdeck"), ["Ah Kh"], 35, Random(7))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: count: only 34 cards of the 36 cards, six to ace are left to deal, not 35
    """
    left = unseen(game, texts)
    if count > len(left):
        raise InputError(f"count: only {len(left)} cards of the {game.deck.name} are left to deal, not {count}",
                         field="count")
    return rng.sample(left, count)


def deal_board(game: Variant, texts: list[str], board: str, size: int, rng: Random) -> DealJson:
    """Deal the board up to ``size`` cards (a street): the board's cards of the streets before it
    are kept (those outside the game's deck dropped), the rest dealt from the cards no text and no
    kept card holds. ``texts`` are the other fields (hands, dead cards).

    >>> from .variants import variant
    >>> result = deal_board(variant("shortdeck"), ["Ah Kh"], "2c 7d 8d", 4, Random(3))
    >>> result["board"][:2], len(result["board"]), "2c" in result["board"]
    (['7d', '8d'], 4, False)
    >>> deal_board(variant("courchevel"), [], "As", 3, Random(3))["board"][0]  # its first card is a street: kept
    'As'
    >>> deal_board(variant("holdem"), [], "", 6, Random(3))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: size: Texas Hold'em has no board of 6 cards; its streets have 3, 4 or 5
    >>> deal_board(variant("badugi"), [], "", 3, Random(3))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: size: Badugi has no board
    """
    streets = board_streets(game)
    if not streets:
        raise InputError(f"size: {game.name} has no board", field="size")
    if size not in streets:
        listed = ", ".join(map(str, streets[:-1])) + f" or {streets[-1]}" if len(streets) > 1 else str(streets[0])
        raise InputError(f"size: {game.name} has no board of {size} cards; its streets have {listed}", field="size")
    before = max((street for street in streets if street < size), default=0)
    kept: list[Card] = []
    for card in scan_cards(board):
        if len(kept) < before and card.rank >= game.deck.lowest and card not in kept:
            kept.append(card)
    dealt = deal_cards(game, [*texts, " ".join(map(str, kept))], size - len(kept), rng)
    return {"codes": [str(card) for card in dealt], "board": [str(card) for card in [*kept, *dealt]]}
