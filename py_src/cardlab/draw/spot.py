"""A draw spot read from text (any draw game): the hand, the discard, dead cards and an optional opponent
(their hand and discard), checked so that every card is where it can be.

The unseen cards are the 52 minus the hand, the dead cards and the opponent's hand; a discard of
k cards draws k of them, every k-subset equally likely.

>>> spot = parse_spot("2c 3d 4h Kh", discard="Kh")
>>> [str(card) for card in spot.kept], len(spot.unseen)
(['2c', '3d', '4h'], 48)
>>> parse_spot("2c 3d 4h Kh", discard="Ks")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: discard: Ks is not in your hand (2c 3d 4h Kh)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import FULL_DECK, Card, Hand, format_cards, parse_hand
from ..core.errors import InputError
from ..core.limits import check_text_size
from ..core.words import plural
from .games import DrawGame, draw_game

CARD_TEXT_LIMIT = 10_000  # characters per card field: 52 cards fit many times over


@dataclass(frozen=True)
class DrawSpot:
    """Known cards of a draw: ``discard`` is a subset of ``hand``, ``vs_discard`` of ``vs``."""

    hand: Hand
    discard: Hand
    dead: Hand = ()
    vs: Hand = ()
    vs_discard: Hand = ()

    @property
    def kept(self) -> Hand:
        """The cards of the hand that are not thrown.

        >>> format_cards(parse_spot("2c 3d 4h Kh", discard="2c Kh").kept)
        '3d 4h'
        """
        return tuple(card for card in self.hand if card not in self.discard)

    @property
    def vs_kept(self) -> Hand:
        """The cards of the opponent's hand that they do not throw.

        >>> format_cards(parse_spot("2c 3d 4h Kh", vs="Ks Qd 9c 5h", vs_discard="Ks").vs_kept)
        'Qd 9c 5h'
        """
        return tuple(card for card in self.vs if card not in self.vs_discard)

    @property
    def unseen(self) -> Hand:
        """The cards that can be drawn, in deck order.

        >>> unseen = parse_spot("2c 3d 4h Kh", dead="2d", vs="Ks Qd 9c 5h").unseen
        >>> len(unseen), format_cards(unseen[:3])
        (43, '2h 2s 3c')
        """
        known = set(self.hand) | set(self.dead) | set(self.vs)
        return tuple(card for card in FULL_DECK if card not in known)

    def with_discard(self, discard: Hand) -> DrawSpot:
        """The same spot with another discard (a subset of the hand).

        >>> spot = parse_spot("2c 3d 4h Kh", discard="Kh")
        >>> format_cards(spot.with_discard(spot.hand[:1]).kept)
        '3d 4h Kh'
        """
        return DrawSpot(self.hand, discard, self.dead, self.vs, self.vs_discard)


def read_cards(text: str, field: str) -> Hand:
    """Cards of one input field; a repeated card or bad token is an error naming the field.

    >>> read_cards("Ah ah", "dead")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead: Ah appears twice
    """
    check_text_size(text, field=field, limit=CARD_TEXT_LIMIT)
    try:
        return parse_hand(text)
    except InputError as err:
        raise _in_field(err.reason, field, err.token) from None


def _in_field(reason: str, field: str, token: str | None = None) -> InputError:
    return InputError(f"{field}: {reason}", token=token, field=field)


def _whole_hand(text: str, field: str, whose: str, size: int) -> Hand:
    cards = read_cards(text, field)
    if len(cards) != size:
        noun = "card" if len(cards) == 1 else "cards"
        raise _in_field(f"{whose} needs {size} cards, got {len(cards)} {noun}", field)
    return cards


def _subset(text: str, of: Hand, field: str, whose: str) -> Hand:
    cards = read_cards(text, field)
    for card in cards:
        if card not in of:
            raise _in_field(f"{card} is not in {whose} ({format_cards(of)})", field, str(card))
    return tuple(card for card in of if card in cards)


def parse_spot(hand: str, discard: str = "", dead: str = "", vs: str = "", vs_discard: str = "",
               game: str | DrawGame = "badugi") -> DrawSpot:
    """Read and check every field for a game (messages name the field and the card).

    >>> parse_spot("2c 3d 4h Kh", dead="5s", vs="5s 6d 7c 8h")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: vs: 5s is already in the dead cards
    >>> parse_spot("2c 3d 4h Kh Ks 9d", game="deuce-to-seven")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: hand: a 2-7 lowball hand needs 5 cards, got 6 cards
    """
    rules = draw_game(game) if isinstance(game, str) else game
    size = rules.hand_size
    cards = _whole_hand(hand, "hand", rules.hand_noun, size)
    thrown = _subset(discard, cards, "discard", "your hand")
    dead_cards = read_cards(dead, "dead")
    owner: dict[Card, str] = dict.fromkeys(cards, "your hand")
    _claim(dead_cards, owner, "dead", "the dead cards")
    vs_cards: Hand = ()
    vs_thrown: Hand = ()
    if vs.strip():
        vs_cards = _whole_hand(vs, "vs", "the opponent's hand", size)
        _claim(vs_cards, owner, "vs", "the opponent's hand")
        vs_thrown = _subset(vs_discard, vs_cards, "vs_discard", "the opponent's hand")
    elif vs_discard.strip():
        raise _in_field("an opponent's discard needs the opponent's hand", "vs_discard")
    spot = DrawSpot(cards, thrown, dead_cards, vs_cards, vs_thrown)
    check_unseen(spot, len(spot.discard) + len(spot.vs_discard), "the draws")
    return spot


def _claim(cards: Hand, owner: dict[Card, str], field: str, where: str) -> None:
    for card in cards:
        if card in owner:
            raise _in_field(f"{card} is already in {owner[card]}", field, str(card))
        owner[card] = where


def check_unseen(spot: DrawSpot, needed: int, what: str) -> None:
    """InputError when fewer than ``needed`` unseen cards are left for ``what``.

    >>> spot = parse_spot("2c 3d 4h Kh")
    >>> check_unseen(spot, 49, "three draws")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead: only 48 unseen cards are left, and three draws can take up to 49
    """
    left = len(spot.unseen)
    if needed > left:
        unseen = f"only {plural(left, 'unseen card')} {'is' if left == 1 else 'are'}" if left else "no unseen card is"
        raise _in_field(f"{unseen} left, and {what} can take up to {needed}", "dead")
