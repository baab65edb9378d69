"""An equity question as data: the game, each player's hole cards, the board so far and dead cards,
read from text and checked (every message names the card, hand or field it is about).

>>> spot = parse_spot(["Ah As", "Kd Kc"], board="Jh Th 2c")
>>> spot.street, spot.to_come, len(spot.unseen())
('flop', 2, 45)
>>> parse_spot(["Ah As", "Kd Kc"], board="Jh Th")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: the board has 2 cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)
>>> parse_spot(["Ah As", "Kd Kc"], dead="Qs AS")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: dead cards: As is also in hand 1
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ...core.cards import Card, Hand, check_sizes, parse_hand, parse_hand_texts
from ...core.errors import InputError
from ...core.limits import check_text_size
from ...games.variants import STREETS, Street, Variant, variant
from ..deck_rules import PokerRules
from .patterns import BOARD, Seat, unseen_cards

_FIELD_LABELS = {"board": "board", "dead": "dead cards"}


@dataclass(frozen=True)
class Spot:
    """A checked equity question."""

    game: Variant
    hands: tuple[Hand, ...]
    board: Hand
    dead: Hand

    @property
    def omaha(self) -> bool:
        """True when a hand must use exactly two hole cards and three of the board."""
        return self.game.hole_used is not None

    @property
    def rules(self) -> PokerRules:
        """The deck and the order of hands (Hold'em's, or a short deck's)."""
        return self.game.poker_rules()

    @property
    def to_come(self) -> int:
        """Board cards still to be dealt."""
        return BOARD - len(self.board)

    @property
    def street(self) -> Street:
        """``preflop``, ``flop``, ``turn`` or ``river`` (the board is complete)."""
        return STREETS[len(self.board)]

    @cached_property
    def seats(self) -> tuple[Seat, ...]:
        """Each hand in the form the Omaha evaluation reads (built once per spot)."""
        return tuple(Seat.of(hand) for hand in self.hands)

    def unseen(self) -> list[Card]:
        """Every card not in a hand, on the board or dead, in deck order."""
        return unseen_cards(self.hands, self.board, self.dead, self.rules.deck)


def parse_spot(hands: str | Sequence[str], board: str = "", dead: str = "", game: str = "holdem") -> Spot:
    """Read and check an equity question; InputError on the field at fault.

    >>> parse_spot("Ah As Kd | Kc Qc", game="holdem")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: has 3 cards; a Texas Hold'em hand needs 2
    >>> parse_spot(["Ah Kh", "Qs Qc"], game="badugi")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: equity is for Texas Hold'em and Omaha, not Badugi
    """
    rules = equity_variant(game)
    hole = parse_hand_texts(hands, min_hands=2, field="hands")
    check_player_count(rules, len(hole))
    try:
        check_sizes(hole, rules.hole_cards, what=rules.hand_noun)
    except InputError as err:
        raise err.located(field="hands") from None
    board_cards = board_cards_of(rules, board)
    dead_cards = field_cards(dead, "dead")
    check_decks(rules, hole, board_cards, dead_cards)
    check_places(hole, board_cards, dead_cards)
    spot = Spot(rules, tuple(hole), board_cards, dead_cards)
    check_unseen(len(spot.unseen()), spot.to_come, dead_cards)
    return spot


def equity_variant(game: str) -> Variant:
    """The game, which must be one equity is computed for.

    >>> equity_variant("omaha").name
    'Omaha'
    """
    rules = variant(game)
    if not rules.equity_boards:
        raise InputError(f"equity is for Texas Hold'em and Omaha, not {rules.name}", token=game, field="game")
    return rules


def check_player_count(rules: Variant, players: int) -> None:
    """No more players than the game deals to.

    >>> check_player_count(variant("omaha"), 7)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 7 hands is more than the 6 players Omaha deals to
    """
    if players > rules.max_players:
        raise InputError(f"{players} hands is more than the {rules.max_players} players {rules.name} deals to",
                         field="hands")


def board_cards_of(rules: Variant, board: str) -> Hand:
    """The board's cards, of a size the game allows before the showdown.

    >>> board_cards_of(variant("holdem"), "Jh Th")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the board has 2 cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)
    """
    cards = field_cards(board, "board")
    if len(cards) not in rules.equity_boards:
        noun = "card" if len(cards) == 1 else "cards"
        choices = ", ".join(f"{size} ({STREETS[size]})" for size in rules.equity_boards[:-1])
        last = rules.equity_boards[-1]
        raise InputError(f"the board has {len(cards)} {noun}; give {choices} or {last} ({STREETS[last]})",
                         field="board")
    return cards


def check_decks(rules: Variant, hands: Sequence[Hand], board: Hand, dead: Hand) -> None:
    """Every card from the game's deck (a short deck has no 2 to 5).

    >>> from cardlab.core.cards import parse_hand
    >>> check_decks(variant("shortdeck"), [parse_hand("Ah Kh")], parse_hand("Qh Jh 4h"), ())
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: board: 4h is not in the short deck: its 36 cards start at 6
    """
    for number, hand in enumerate(hands, start=1):
        rules.check_deck(hand, hand=number, field="hands")
    for field, cards in (("board", board), ("dead", dead)):
        rules.check_deck(cards, field=field, label=f"{_FIELD_LABELS[field]}: ")


def check_unseen(left: int, to_come: int, dead: Hand) -> None:
    """Enough unseen cards to complete the board.

    >>> check_unseen(2, 5, ())
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: only 2 unseen cards are left; the board needs 5 more
    """
    if left < to_come:
        raise InputError(f"only {left} unseen cards are left; the board needs {to_come} more",
                         field="dead" if dead else "hands")


def field_cards(text: str, field: str) -> Hand:
    """The cards of the board or dead-card field, with messages naming the field.

    >>> field_cards("Jh 10h 2c", "board")
    (Card('Jh'), Card('Th'), Card('2c'))
    >>> field_cards("Jh 1h", "dead")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead cards: unknown rank '1' in '1h'
    """
    check_text_size(text, field=field)
    label = _FIELD_LABELS[field]
    try:
        cards = parse_hand(text)
    except InputError as err:
        raise InputError(f"{label}: {err.reason}", token=err.token, field=field) from None
    return cards


def check_places(hands: Sequence[Hand], board: Hand, dead: Hand) -> None:
    """A card may be in one place only: one hand, the board or the dead cards.

    >>> from cardlab.core.cards import parse_hand
    >>> check_places([parse_hand("Ah Kh")], parse_hand("Qh Jh Th"), parse_hand("Kh"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead cards: Kh is also in hand 1
    """
    owner = {card: f"hand {number}" for number, hand in enumerate(hands, start=1) for card in hand}
    for field, cards in (("board", board), ("dead", dead)):
        for card in cards:
            if card in owner:
                raise InputError(f"{_FIELD_LABELS[field]}: {card} is also in {owner[card]}", token=str(card),
                                 field=field)
        owner.update((card, "the board") for card in cards)
