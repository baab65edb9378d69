"""An equity question as data: the game, each player's holding — a specific hand, or (in Hold'em)
a range with the combos left after card removal —, the board so far and dead cards, read from text
and checked (every message names the card, hand or field it is about). A specific hand is a range
of one combo: the one pipeline (:mod:`cardlab.poker.equity.plan`) serves both.

>>> spot = parse_spot(["Ah As", "Kd Kc"], board="Jh Th 2c")
>>> spot.street, spot.to_come, len(spot.unseen), spot.has_ranges
('flop', 2, 45, False)
>>> spot = parse_spot(["Ah Kh", "QQ+"])
>>> [player.is_range for player in spot.players], len(spot.players[1].combos)
([False, True], 12)
>>> parse_spot(["Ah As", "Kd Kc"], board="Jh Th")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: the board has 2 cards; give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)
>>> parse_spot(["Ah As", "Kd Kc"], dead="Qs AS")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: dead cards: As is also in hand 1
>>> parse_spot(["Ah Kh", "AA"], board="Ad As 2c")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: Hand 2: the range 'AA' has no hand left: each uses a known card
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from ...core.cards import (
    SUIT_CHARS,
    Card,
    Hand,
    check_disjoint,
    check_sizes,
    could_be_cards,
    format_cards,
    parse_cards,
    parse_hand,
    parse_hand_texts,
    split_hand_texts,
)
from ...core.errors import InputError, shown
from ...core.limits import MAX_PLAYERS, check_text_size
from ...games.choices import covered_game, equity_games
from ...games.rule_set import RuleSet
from ...games.variants import DEFAULT_GAME, Street, Variant, variant
from ..ranges.classes import ALL_COMBOS, COMBO_BITS, COMBO_INDEX, card_bit, make_combo
from ..ranges.notation import Range, parse_range, percent_parts
from ..seven_card import Play
from .patterns import BOARD, Seat, unseen_cards

_FIELD_LABELS = {"board": "board", "dead": "dead cards"}
_PLAYER_SEPARATORS = re.compile(r"[\n\r|]")
SEARCH_STEPS = 200_000  # the search for one deal that fits all ranges stops here (and lets sampling tell)

WeightedCombo = tuple[Fraction, int]  # (weight, combo index into ALL_COMBOS)


@dataclass(frozen=True)
class Holding:
    """One player: a specific hand, or a range with the combos left after card removal (a Hold'em
    hand is also its one combo; an Omaha hand has none: combos index two-card hands)."""

    text: str
    hand: Hand | None
    range: Range | None
    combos: tuple[WeightedCombo, ...]

    @property
    def is_range(self) -> bool:
        """True for a range (even one that holds a single combo).

        >>> spot = parse_spot(["Ah Kh", "QQ+"])
        >>> [player.is_range for player in spot.players]
        [False, True]
        """
        return self.range is not None

    @property
    def size_name(self) -> str:
        """A range as the report names what its player holds: its size after card removal.

        >>> parse_spot(["Ah Kh", "QQ+"], board="Qc 7d 2s").players[1].size_name
        'a range of 9 hands'
        """
        combos = len(self.combos)
        return f"a range of {combos:,} hand" + ("" if combos == 1 else "s")


@dataclass(frozen=True)
class Spot:
    """A checked equity question: the game, each player's holding, the board and the dead cards."""

    game: Variant
    players: tuple[Holding, ...]
    board: Hand
    dead: Hand

    def __hash__(self) -> int:
        """Cheap to hash (the outs remember boards per spot): the game, the cards and each player's text."""
        return hash((self.game.key, self.board, self.dead, tuple(player.text for player in self.players)))

    @property
    def play(self) -> Play | None:
        """Which cards make a hand, read from the game's record: exactly so many own cards and board
        cards (Omaha: two and three), or None: the best five of all the cards (Hold'em).

        >>> parse_spot(["Ah Kh Qd Jd", "As 2s 3c 4c"], game="omaha").play, parse_spot(["Ah Kh", "QQ"]).play
        ((2, 3), None)
        """
        own, shared = self.game.hole_used, self.game.board_used
        return None if own is None or shared is None else (own, shared)

    @property
    def rules(self) -> RuleSet:
        """The deck and the order of hands (Hold'em's, or a short deck's).

        >>> parse_spot(["Ah Kh", "Qs Qc"], game="shortdeck").rules.lowest_rank
        6
        """
        return self.game.rule_set()

    @property
    def to_come(self) -> int:
        """Board cards still to be dealt.

        >>> parse_spot(["Ah Kh", "Qs Qc"], "Jh Th 2c").to_come
        2
        """
        return BOARD - len(self.board)

    @property
    def street(self) -> Street:
        """``preflop``, ``flop``, ``turn`` or ``river`` (the board is complete).

        >>> parse_spot(["Ah Kh", "Qs Qc"]).street, parse_spot(["Ah Kh", "Qs Qc"], "Jh Th 2c 3d").street
        ('preflop', 'turn')
        """
        return self.game.street(len(self.board))

    @property
    def has_ranges(self) -> bool:
        """True when some player holds a range rather than one hand.

        >>> parse_spot(["Ah Kh", "QQ+"]).has_ranges, parse_spot(["Ah Kh", "Qs Qc"]).has_ranges
        (True, False)
        """
        return any(player.is_range for player in self.players)

    @cached_property
    def hands(self) -> tuple[Hand, ...]:
        """Every player's hand (a spot of specific hands only).

        >>> parse_spot(["Ah Kh", "Qs Qc"]).hands
        ((Card('Ah'), Card('Kh')), (Card('Qs'), Card('Qc')))
        """
        hands = tuple(player.hand for player in self.players if player.hand is not None)
        if len(hands) != len(self.players):
            raise ValueError("a spot with ranges has no hand for every player")
        return hands

    @cached_property
    def seats(self) -> tuple[Seat, ...]:
        """Each hand in the form the Omaha evaluation reads (built once per spot).

        >>> seats = parse_spot(["Ah Kh Qd Jd", "As 2s 3c 4c"], game="omaha").seats
        >>> len(seats), [mask.bit_count() for mask in seats[0].suit_masks]   # cards of each suit, c d h s
        (2, [0, 2, 2, 0])
        """
        return tuple(Seat.of(hand, self.play) for hand in self.hands)

    @cached_property
    def unseen(self) -> tuple[Card, ...]:
        """Every card not in a specific hand, on the board or dead, in deck order.

        >>> unseen = parse_spot(["Ah Kh", "Qs Qc"], "Jh Th 2c").unseen
        >>> len(unseen), format_cards(unseen[:3])
        (45, '2d 2h 2s')
        """
        hands = [player.hand for player in self.players if player.hand is not None]
        return tuple(unseen_cards(hands, self.board, self.dead, self.rules.deck.cards))


def parse_spot(hands: str | Sequence[str], board: str = "", dead: str = "",
               game: Variant | str = DEFAULT_GAME) -> Spot:
    """Read and check an equity question whose players hold hands or (Hold'em) ranges; InputError
    on the field at fault.

    >>> parse_spot("Ah As Kd | Kc Qc", game="holdem")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: has 3 cards; a Texas Hold'em hand needs 2
    >>> parse_spot(["Ah Kh", "Qs Qc"], game="badugi")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: the equity tool does not cover Badugi; choose holdem, omaha, ...
    >>> parse_spot(["AhAsKdQd", "QQ+"], game="omaha")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: Omaha ranges may come later; for now give an Omaha hand as its 4 cards
    """
    if has_ranges(hands, game):
        return _range_spot(hands, board, dead, game)
    return _hands_spot(hands, board, dead, game)


def _hands_spot(hands: str | Sequence[str], board: str, dead: str, game: Variant | str) -> Spot:
    """A spot of specific hands only (each a range of one combo)."""
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
    spot = Spot(rules, tuple(_holding(format_cards(hand), hand, set(), number)
                             for number, hand in enumerate(hole, start=1)), board_cards, dead_cards)
    check_unseen(len(spot.unseen), spot.to_come, dead_cards)
    return spot


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


def is_range_text(text: str, game: Variant | str = DEFAULT_GAME) -> bool:
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


def has_ranges(hands: str | Sequence[str], game: Variant | str = DEFAULT_GAME) -> bool:
    """True when any player is given as a range (the equity action then takes the range path).

    >>> has_ranges(["Ah Kh", "Qs Qc"]), has_ranges("Ah Kh\\nQQ+, AKs")
    (False, True)
    """
    return any(is_range_text(text, game) for text in player_texts(hands))


def _range_spot(hands: str | Sequence[str], board: str, dead: str, game: Variant | str) -> Spot:
    """A spot where some player holds a range (Hold'em)."""
    rules = equity_variant(game)
    texts = player_texts(hands)
    if len(texts) > MAX_PLAYERS:
        raise InputError(f"{len(texts):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field="hands")
    check_player_count(rules, len(texts))  # counted before any range is read: each may take a while
    hands_or_ranges = [_read_player(rules, text, number) for number, text in enumerate(texts, start=1)]
    if len(texts) < 2:
        found = "no hands" if not texts else "only 1 hand"
        raise InputError(f"found {found}; enter at least 2", field="hands")
    hands_only = [hand if isinstance(hand, tuple) else () for hand in hands_or_ranges]
    try:
        check_disjoint(hands_only)
    except InputError as err:
        raise err.located(field="hands") from None
    board_cards = board_cards_of(rules, board)
    dead_cards = field_cards(dead, "dead")
    check_decks(rules, hands_only, board_cards, dead_cards)
    check_places(hands_only, board_cards, dead_cards)
    known = set(board_cards) | set(dead_cards) | {card for hand in hands_only for card in hand}
    players = tuple(_holding(text, item, known, number)
                    for number, (text, item) in enumerate(zip(texts, hands_or_ranges), start=1))
    spot = Spot(rules, players, board_cards, dead_cards)
    ranges = sum(player.is_range for player in players)
    check_unseen(rules.deck.size - len(known) - 2 * ranges, spot.to_come, dead_cards)
    if too_few_cards(spot) or not deal_exists(spot):
        raise InputError("these ranges never fit together: every deal gives two players the same card",
                         field="hands")
    return spot


def too_few_cards(spot: Spot) -> bool:
    """True when the players need more cards of one rank, one suit or one card than are left:
    every hand of each of five ranges holds an ace, say (a count, so it settles at once what a
    search could not finish).

    >>> too_few_cards(parse_spot(["A2o+"] * 3, board="Ah 7c 2d")), too_few_cards(parse_spot(["AA", "KK"]))
    (False, False)
    >>> parse_spot(["A2o+"] * 4, board="Ah 7c 2d")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: these ranges never fit together: every deal gives two players the same card
    >>> parse_spot(["A2o+"] * 5)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: these ranges never fit together: every deal gives two players the same card
    """
    fixed = spot.board + spot.dead
    groups: list[tuple[Callable[[Card], object], dict[object, int]]] = [
        (lambda card: card.rank, {rank: 4 - sum(card.rank == rank for card in fixed) for rank in range(2, 15)}),
        (lambda card: card.suit, {suit: 13 - sum(card.suit == suit for card in fixed) for suit in SUIT_CHARS}),
        (lambda card: card, {}),  # one card: one left (the fixed cards are out of every range already)
    ]
    for key, left in groups:
        needed: dict[object, int] = {}
        for player in spot.players:
            hands = [ALL_COMBOS[index] for _, index in player.combos]
            for value in set.intersection(*({key(card) for card in hand} for hand in hands)):
                # every hand of this player holds such a card (or two): it needs the fewest it holds
                needed[value] = needed.get(value, 0) + min(sum(key(card) == value for card in hand) for hand in hands)
        if any(count > left.get(value, 1) for value, count in needed.items()):
            return True
    return False


def _read_player(rules: Variant, text: str, number: int) -> Hand | Range:
    if not is_range_text(text, rules.key):
        hand = parse_hand(text, hand=number)
        if len(hand) not in rules.hole_cards:
            noun = "card" if len(hand) == 1 else "cards"
            need = " or ".join(map(str, rules.hole_cards))
            raise InputError(f"has {len(hand)} {noun}; {rules.hand_noun} needs {need}", hand=number, field="hands")
        return hand
    if rules.hole_used is not None:
        _check_cards_of(text, number)  # a hand with one bad card: that card is named
        raise InputError(f"{rules.name} ranges may come later; for now give {rules.hand_noun} as its "
                         f"{rules.hole_cards[0]} cards", hand=number, field="hands")
    try:
        found = parse_range(text, rules=rules.rule_set())
    except InputError as err:
        raise InputError(err.reason, token=err.token, hand=number, field="hands") from None
    check_percent(rules, text, field="hands", hand=number)
    return found


def check_percent(game: Variant, text: str, *, field: str, hand: int | None = None) -> None:
    """InputError when a range of a game whose pot splits takes hands by percentage: ``15%`` is the
    best classes by equity for the whole pot (:mod:`cardlab.poker.ranges.preflop_order`), and no
    such order is computed for a split pot.

    >>> check_percent(variant("holdem-hilo"), "QQ+, A2s", field="hands")
    >>> check_percent(variant("holdem-hilo"), "QQ+, 15%", field="hands", hand=2)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: '15%' takes the best hands by equity for the whole pot; \
Texas Hold'em Hi-Lo splits the pot and has no such order: list the hands, like QQ+, A2s+
    """
    if len(game.pot) == 1:
        return
    for part in percent_parts(text):
        raise InputError(f"'{shown(part)}' takes the best hands by equity for the whole pot; {game.name} splits "
                         "the pot and has no such order: list the hands, like QQ+, A2s+", token=shown(part),
                         hand=hand, field=field)


def _check_cards_of(text: str, number: int) -> None:
    """InputError naming the bad card when ``text`` starts as cards (``Ah2h3c4x``: the ``4x``).

    >>> _check_cards_of("Ah 2h 3c 4x", 2)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: unknown suit 'x' in '4x'
    >>> _check_cards_of("AA:$ds", 1)
    """
    start = text.strip()
    if could_be_cards(start[:2]) or could_be_cards(start[:3]):
        try:
            parse_hand(text, hand=number)
        except InputError as err:
            raise InputError(err.reason, token=err.token, hand=number, field="hands") from None


def _holding(text: str, item: Hand | Range, known: set[Card], number: int) -> Holding:
    if isinstance(item, tuple):
        combo = ((Fraction(1), COMBO_INDEX[make_combo(*item)]),) if len(item) == 2 else ()
        return Holding(text, item, None, combo)
    left = item.without(known)
    if not left.size:
        what = "has no hand left: each uses a known card" if item.size \
            else "holds no hand"
        raise InputError(f"the range '{shown(text.strip())}' {what}", token=shown(text.strip()), hand=number,
                         field="hands")
    combos = sorted((COMBO_INDEX[combo], weight) for combo, weight in left.weights.items())
    return Holding(text, None, item, tuple((weight, index) for index, weight in combos))


def deal_exists(spot: Spot, steps: int = SEARCH_STEPS) -> bool:
    """True when some deal gives every player one of its combos with no card shared (or when the
    search gives up after ``steps`` tries: sampling then reports it).

    >>> deal_exists(parse_spot(["AA", "KK", "AK"])), deal_exists(parse_spot(["AA", "AA"]))
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


def equity_variant(game: Variant | str) -> Variant:
    """The game (a record, or its name), which must be one equity is computed for.

    >>> equity_variant("omaha").name
    'Omaha'
    """
    return covered_game(game, equity_games(), "the equity tool")


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
        choices = ", ".join(f"{size} ({rules.street(size)})" for size in rules.equity_boards[:-1])
        last = rules.equity_boards[-1]
        raise InputError(f"the board has {len(cards)} {noun}; give {choices} or {last} ({rules.street(last)})",
                         field="board")
    return cards


def report_board_and_dead(rules: Variant, board: str, dead: str) -> tuple[Hand, Hand]:
    """The board and dead cards a range's report takes out: a board equity takes, or none (no card
    removed: Courchevel's equity has no empty board), each card from the game's deck.

    >>> report_board_and_dead(variant("courchevel"), " ", "2c")
    ((), (Card('2c'),))
    >>> report_board_and_dead(variant("shortdeck"), "", "4h")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead cards: 4h is not in the short deck: its 36 cards start at 6
    """
    board_cards = board_cards_of(rules, board) if board.strip() else ()
    dead_cards = field_cards(dead, "dead")
    check_decks(rules, [], board_cards, dead_cards)
    return board_cards, dead_cards


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


def check_places(hands: Sequence[Hand], board: Hand, dead: Hand, *, board_place: str = "in the board") -> None:
    """A card may be in one place only: one hand, the board or the dead cards (``board_place``: where
    a card on the board is, in words; a stud game's only board is its community card).

    >>> from cardlab.core.cards import parse_hand
    >>> check_places([parse_hand("Ah Kh")], parse_hand("Qh Jh Th"), parse_hand("Kh"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead cards: Kh is also in hand 1
    >>> check_places([], parse_hand("Js"), parse_hand("Js"), board_place="the community card")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead cards: Js is also the community card
    """
    owner = {card: f"in hand {number}" for number, hand in enumerate(hands, start=1) for card in hand}
    for field, cards in (("board", board), ("dead", dead)):
        for card in cards:
            if card in owner:
                raise InputError(f"{_FIELD_LABELS[field]}: {card} is also {owner[card]}", token=str(card),
                                 field=field)
        owner.update((card, board_place) for card in cards)
