"""An equity question whose players may hold ranges: each player's text read as a specific hand or
as a range, card removal done, and everything checked with messages naming the player or field
(rules: ``docs/rules.md``, "Hand ranges").

>>> spot = parse_range_spot(["Ah Kh", "QQ+"])
>>> [player.is_range for player in spot.players], len(spot.players[1].combos)
([False, True], 12)
>>> parse_range_spot(["Ah Kh", "AA"], board="Ad As 2c")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: Hand 2: the range 'AA' has no hand left: each uses a known card
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ...core.cards import Card, Hand, check_disjoint, could_be_cards, parse_cards, parse_hand, split_hand_texts
from ...core.errors import InputError, shown
from ...core.limits import MAX_PLAYERS, check_text_size
from ...games.variants import STREETS, Street, Variant, variant
from ..deck_rules import PokerRules
from ..ranges.classes import COMBO_BITS, COMBO_INDEX, card_bit, make_combo
from ..ranges.notation import Range, parse_range
from .patterns import BOARD
from .spot import board_cards_of, check_decks, check_places, check_player_count, check_unseen, equity_variant
from .spot import field_cards as read_field_cards

_PLAYER_SEPARATORS = re.compile(r"[\n\r|]")
SEARCH_STEPS = 200_000  # the search for one deal that fits all ranges stops here (and lets sampling tell)

WeightedCombo = tuple[Fraction, int]  # (weight, combo index into ALL_COMBOS)


@dataclass(frozen=True)
class Holding:
    """One player: a specific hand, or a range with the combos left after card removal."""

    text: str
    hand: Hand | None
    range: Range | None
    combos: tuple[WeightedCombo, ...]

    @property
    def is_range(self) -> bool:
        """True for a range (even one that holds a single combo)."""
        return self.range is not None


@dataclass(frozen=True)
class RangeSpot:
    """A checked equity question with ranges (Hold'em)."""

    game: Variant
    players: tuple[Holding, ...]
    board: Hand
    dead: Hand

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
        """``preflop``, ``flop``, ``turn`` or ``river``."""
        return STREETS[len(self.board)]

    @property
    def fixed_cards(self) -> tuple[Card, ...]:
        """The board, the dead cards and every specific hand."""
        hands = [card for player in self.players if player.hand for card in player.hand]
        return self.board + self.dead + tuple(hands)


def player_texts(hands: str | Sequence[str]) -> list[str]:
    """One text per player: a list as given; one text split as hands are (newlines, ``|``, and
    ``/`` or ``-`` between plain hands), but only at newlines and ``|`` once a range is in it.

    >>> player_texts("Ah Kh - Qs Qc"), player_texts("AhKh | 99-66, AKs")
    (['Ah Kh ', ' Qs Qc'], ['AhKh ', ' 99-66, AKs'])
    """
    texts = [hands] if isinstance(hands, str) else list(hands)
    check_text_size(*texts, field="hands")
    if not isinstance(hands, str):
        return texts
    plain = split_hand_texts(hands)
    if all(could_be_cards(text) for text in plain):
        return plain
    return [piece for piece in _PLAYER_SEPARATORS.split(hands) if piece.strip(" \t,;")]


def is_range_text(text: str, game: str = "holdem") -> bool:
    """True when a player's text is a range rather than one hand: anything but cards, or (in a
    game of two own cards: Hold'em, short deck) more than two cards split by commas or semicolons.

    >>> is_range_text("Ah Kh"), is_range_text("QQ+"), is_range_text("AhKh, AhQh"), is_range_text("Ah Kh Qh")
    (False, True, True, False)
    >>> is_range_text("AhKh, AhQh", "shortdeck"), is_range_text("AhKh, AhQh", "omaha")
    (True, False)
    """
    if not could_be_cards(text):
        return True
    try:
        two_cards = variant(game).hole_cards == (2,)
    except InputError:
        two_cards = False  # the unknown game is named when the spot is read
    return two_cards and bool(re.search(r"[,;]", text)) and len(parse_cards(text)) > 2


def has_ranges(hands: str | Sequence[str], game: str = "holdem") -> bool:
    """True when any player is given as a range (the equity action then takes the range path).

    >>> has_ranges(["Ah Kh", "Qs Qc"]), has_ranges("Ah Kh\\nQQ+, AKs")
    (False, True)
    """
    return any(is_range_text(text, game) for text in player_texts(hands))


def parse_range_spot(hands: str | Sequence[str], board: str = "", dead: str = "", game: str = "holdem") -> RangeSpot:
    """Read and check an equity question whose players may be ranges.

    >>> parse_range_spot(["AhAsKdQd", "QQ+"], game="omaha")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: Omaha ranges may come later; for now give an Omaha hand as its 4 cards
    """
    rules = equity_variant(game)
    texts = player_texts(hands)
    if len(texts) > MAX_PLAYERS:
        raise InputError(f"{len(texts):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field="hands")
    hands_or_ranges = [_read_player(rules, text, number) for number, text in enumerate(texts, start=1)]
    if len(texts) < 2:
        found = "no hands" if not texts else "only 1 hand"
        raise InputError(f"found {found}; enter at least 2", field="hands")
    check_player_count(rules, len(texts))
    hands_only = [hand if isinstance(hand, tuple) else () for hand in hands_or_ranges]
    try:
        check_disjoint(hands_only)
    except InputError as err:
        raise err.located(field="hands") from None
    board_cards = board_cards_of(rules, board)
    dead_cards = read_field_cards(dead, "dead")
    check_decks(rules, hands_only, board_cards, dead_cards)
    check_places(hands_only, board_cards, dead_cards)
    known = set(board_cards) | set(dead_cards) | {card for hand in hands_only for card in hand}
    players = tuple(_holding(text, item, known, number)
                    for number, (text, item) in enumerate(zip(texts, hands_or_ranges), start=1))
    spot = RangeSpot(rules, players, board_cards, dead_cards)
    ranges = sum(player.is_range for player in players)
    check_unseen(rules.deck.size - len(known) - 2 * ranges, spot.to_come, dead_cards)
    if not deal_exists(spot):
        raise InputError("these ranges never fit together: every deal gives two players the same card",
                         field="hands")
    return spot


def _read_player(rules: Variant, text: str, number: int) -> Hand | Range:
    if not is_range_text(text, rules.key):
        hand = parse_hand(text, hand=number)
        if len(hand) not in rules.hole_cards:
            noun = "card" if len(hand) == 1 else "cards"
            need = " or ".join(map(str, rules.hole_cards))
            raise InputError(f"has {len(hand)} {noun}; {rules.hand_noun} needs {need}", hand=number, field="hands")
        return hand
    if rules.hole_used is not None:
        raise InputError(f"{rules.name} ranges may come later; for now give {rules.hand_noun} as its "
                         f"{rules.hole_cards[0]} cards", hand=number, field="hands")
    try:
        return parse_range(text, rules=rules.poker_rules())
    except InputError as err:
        raise InputError(err.reason, token=err.token, hand=number, field="hands") from None


def _holding(text: str, item: Hand | Range, known: set[Card], number: int) -> Holding:
    if isinstance(item, tuple):
        return Holding(text, item, None, ((Fraction(1), COMBO_INDEX[make_combo(*item)]),))
    left = item.without(known)
    if not left.size:
        what = "has no hand left: each uses a known card" if item.size \
            else "holds no hand"
        raise InputError(f"the range '{shown(text.strip())}' {what}", token=shown(text.strip()), hand=number,
                         field="hands")
    combos = sorted((COMBO_INDEX[combo], weight) for combo, weight in left.weights.items())
    return Holding(text, None, item, tuple((weight, index) for index, weight in combos))


def deal_exists(spot: RangeSpot, steps: int = SEARCH_STEPS) -> bool:
    """True when some deal gives every player one of its combos with no card shared (or when the
    search gives up after ``steps`` tries: sampling then reports it).

    >>> deal_exists(parse_range_spot(["AA", "KK", "AK"])), deal_exists(parse_range_spot(["AA", "AA"]))
    (True, True)
    """
    order = sorted(spot.players, key=lambda player: len(player.combos))
    budget = [steps]

    def search(depth: int, used: int) -> bool:
        if depth == len(order):
            return True
        for _, index in order[depth].combos:
            budget[0] -= 1
            if budget[0] < 0:
                return True
            bits = COMBO_BITS[index]
            if not used & bits and search(depth + 1, used | bits):
                return True
        return False

    return search(0, sum(card_bit(card) for card in spot.board + spot.dead))
