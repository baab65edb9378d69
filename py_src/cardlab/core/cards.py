"""Playing cards: parsing forgiving text into strict hands, and formatting them back.

Input is forgiving about *separators* and strict about *content* (rules: docs/rules.md, "Cards and input"):

>>> [format_cards(hand) for hand in parse_hands("5H 5C 6S 7S KD | 2c,3s,8s,8d,Td")]
['5h 5c 6s 7s Kd', '2c 3s 8s 8d Td']
>>> parse_hand("3c2s4dAh")
(Card('3c'), Card('2s'), Card('4d'), Card('Ah'))
>>> parse_hand("10♥ j♠")
(Card('Th'), Card('Js'))
>>> parse_hand("5x")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: unknown suit 'x' in '5x'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple, TypedDict

from .errors import InputError, shown
from .limits import MAX_PLAYERS, check_text_size
from .words import series

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
RANK_NAMES = {
    2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight",
    9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace",
}
RANK_PLURALS = {rank: ("Sixes" if rank == 6 else name + "s") for rank, name in RANK_NAMES.items()}

# Every spelling of a suit we accept, folded to lower case first.
_SUIT_ALIASES = {
    "c": "c", "d": "d", "h": "h", "s": "s",
    "♣": "c", "♦": "d", "♥": "h", "♠": "s",
    "♧": "c", "♢": "d", "♡": "h", "♤": "s",
}
_RANK_ALIASES = {ch.lower(): ch for ch in RANK_CHARS} | {"10": "T"}
_SUITS_CLASS = "".join(_SUIT_ALIASES)
# One card: a rank (10 before 1 so that "10" wins) and a suit.
# ASCII-only case folding: with plain IGNORECASE the long s (U+017F) matches 's' and the Kelvin
# sign (U+212A) matches 'k', then miss the alias tables (rules: "Cards and input").
_CARD_RE = re.compile(rf"(10|[2-9tjqka])([{_SUITS_CLASS}])", re.IGNORECASE | re.ASCII)
# What may stand between cards inside one hand.
_CARD_SEPARATORS = re.compile(r"[\s,;'\"`\[\]\(\)\{\}]+")
# What may stand between hands (besides brackets, handled by split_hand_texts).
_HAND_SEPARATORS = re.compile(r"[\n\r|/\-\u2013\u2014]")
_INVISIBLE = dict.fromkeys(map(ord, "\ufe0f\ufe0e\u200b\u200c\u200d\ufeff"), None)
SUIT_SYMBOLS_AS_LETTERS = str.maketrans({alias: letter for alias, letter in _SUIT_ALIASES.items() if alias != letter}
                                        | {chr(code): None for code in _INVISIBLE})
"""``text.translate(SUIT_SYMBOLS_AS_LETTERS)``: every suit symbol as its letter (``A♠`` -> ``As``; an
emoji's variation selector, as phone keyboards type ``♠️``, dropped), for a reader of card patterns
that takes letters (Omaha ranges)."""


class Card(NamedTuple):
    """A card: rank 2..14 (14 = ace) and suit one of ``c d h s``.

    >>> Card.parse("Qs").rank, Card.parse("Qs").suit
    (12, 's')
    >>> Card.parse("Qs").symbol
    'Q♠'
    """

    rank: int
    suit: str

    @classmethod
    def parse(cls, token: str) -> Card:
        """One card from its text ("Ah", "10d", "5♠").

        >>> Card.parse("10♥"), Card.parse("as")
        (Card('Th'), Card('As'))
        >>> Card.parse("AhKd")
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: 'AhKd' is not a single card
        """
        cards = _cards_in_token(token)
        if len(cards) != 1:
            raise InputError(f"'{shown(token)}' is not a single card", token=shown(token))
        return cards[0]

    @property
    def rank_char(self) -> str:
        """The rank as one character, ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``.

        >>> Card.parse("10d").rank_char, Card.parse("Ah").rank_char
        ('T', 'A')
        """
        return RANK_CHARS[self.rank - 2]

    @property
    def symbol(self) -> str:
        """The card with its suit symbol: ``A♥``.

        >>> Card.parse("Ah").symbol
        'A♥'
        """
        return self.rank_char + SUIT_SYMBOLS[self.suit]

    @property
    def deck_index(self) -> int:
        """0..51, rank-major: 2c=0, 2d=1, ..., As=51.

        >>> Card.parse("2c").deck_index, Card.parse("2d").deck_index, Card.parse("As").deck_index
        (0, 1, 51)
        """
        return (self.rank - 2) * 4 + SUIT_CHARS.index(self.suit)

    @property
    def is_red(self) -> bool:
        """Diamonds and hearts are red.

        >>> Card.parse("Td").is_red, Card.parse("Ts").is_red
        (True, False)
        """
        return self.suit in "dh"

    def __str__(self) -> str:
        return self.rank_char + self.suit

    def __repr__(self) -> str:
        return f"Card('{self}')"


Hand = tuple[Card, ...]

FULL_DECK: tuple[Card, ...] = tuple(Card(rank, suit) for rank in range(2, 15) for suit in SUIT_CHARS)


def _describe_bad_token(token: str) -> tuple[str, str]:
    """What is wrong with a token that is not a run of cards, and the piece to name: the card at
    fault when cards were read before it (``4x`` in ``Ah2h3c4x``), else the whole token.

    >>> _describe_bad_token("Ah2h3c4x"), _describe_bad_token("AhZd")
    (("unknown suit 'x' in '4x'", '4x'), ("unknown rank 'Z' in 'Zd'", 'Zd'))
    >>> _describe_bad_token("Zd"), _describe_bad_token("AhK")
    (("unknown rank 'Z' in 'Zd'", 'Zd'), ("missing suit after 'K' in 'AhK'", 'AhK'))
    """
    position = 0
    for match in _CARD_RE.finditer(token):
        if match.start() != position:
            break
        position = match.end()
    rest = token[position:]
    head = rest[:2] if rest[:2] == "10" else rest[:1]
    piece = rest[:len(head) + 1]
    named = piece if position and len(piece) > len(head) else token  # a lone character: its whole token
    folded = _ascii_lower(head)
    if folded not in _RANK_ALIASES:
        if folded in _SUIT_ALIASES:
            return f"a suit without a rank in '{shown(token)}'", shown(token)
        return f"unknown rank '{shown(head)}' in '{shown(named)}'", shown(named)
    suit = rest[len(head):len(head) + 1]
    if not suit:
        return f"missing suit after '{head}' in '{shown(token)}'", shown(token)
    return f"unknown suit '{shown(suit)}' in '{shown(named)}'", shown(named)


def _ascii_lower(text: str) -> str:
    """Lower case for ASCII letters only: the Kelvin sign must not become a 'k'.

    >>> _ascii_lower("Kh"), _ascii_lower("\u212a")
    ('kh', '\u212a')
    """
    return text.translate(_ASCII_LOWER)


_ASCII_LOWER = {ord(upper): ord(upper.lower()) for upper in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}


def _cards_in_token(token: str) -> list[Card]:
    """All cards in a token with no separators ("3c2s4dAh"); InputError if anything is left over."""
    cards: list[Card] = []
    position = 0
    for match in _CARD_RE.finditer(token):
        if match.start() != position:
            break
        rank = RANK_CHARS.index(_RANK_ALIASES[match.group(1).lower()]) + 2
        cards.append(Card(rank, _SUIT_ALIASES[match.group(2).lower()]))
        position = match.end()
    if position != len(token) or not cards:
        reason, named = _describe_bad_token(token)
        raise InputError(reason, token=named)
    return cards


def _clean(text: str) -> str:
    return text.translate(_INVISIBLE)


# Text made only of cards and separators (a cheap yes/no before a full parse with messages).
_ONLY_CARDS = re.compile(rf"[\s,;'\"`\[\](){{}}\ufe0f\ufe0e\u200b\u200c\u200d\ufeff]*"
                         rf"(?:(?:10|[2-9tjqka])[{_SUITS_CLASS}][\s,;'\"`\[\](){{}}\ufe0f\ufe0e\u200b\u200c\u200d\ufeff]*)+",
                         re.IGNORECASE | re.ASCII)


def could_be_cards(text: str) -> bool:
    """True when ``text`` holds only readable cards and separators (no message is built: for
    counting bad lines quickly once enough of them have been reported).

    >>> could_be_cards("Ah Kd, 10s"), could_be_cards("Ah Kx"), could_be_cards("x")
    (True, False, False)
    """
    return _ONLY_CARDS.fullmatch(text) is not None


def plain_tokens() -> dict[str, Card]:
    """Every two-character card token in any case (``Ah``, ``AH``, ``ah``) -> its card: a dict
    lookup per token for the plain Problem 54 format.

    >>> plain_tokens()["tC"], len(plain_tokens())
    (Card('Tc'), 144)
    """
    if not _PLAIN_TOKENS:
        for card in FULL_DECK:
            rank, suit = card.rank_char, card.suit
            for token in (rank + suit, rank + suit.upper(), rank.lower() + suit, rank.lower() + suit.upper()):
                _PLAIN_TOKENS[token] = card
    return _PLAIN_TOKENS


_PLAIN_TOKENS: dict[str, Card] = {}


def parse_cards(text: str) -> list[Card]:
    """Every card in ``text``, in order, duplicates allowed (checked by the callers).

    >>> [str(c) for c in parse_cards("['Ah', 'kd'], 10s")]
    ['Ah', 'Kd', 'Ts']
    """
    cards: list[Card] = []
    for token in _CARD_SEPARATORS.split(_clean(text)):
        if token:
            cards.extend(_cards_in_token(token))
    return cards


def scan_cards(text: str) -> list[Card]:
    """Every card that can be read in ``text``, skipping anything unreadable (for greying out a
    card picker while the user is still typing; never raises).

    >>> [str(c) for c in scan_cards("Ah Kx 10d, 3c2s zz")]
    ['Ah', 'Td', '3c', '2s']
    """
    found: list[Card] = []
    for token in _CARD_SEPARATORS.split(_clean(text)):
        for piece in _HAND_SEPARATORS.split(token):
            try:
                found.extend(_cards_in_token(piece))
            except InputError:
                continue
    return found


def without_card(text: str, card: Card) -> str | None:
    """``text`` with its first spelling of ``card`` taken out (spaces tidied), or None if it has
    none: the page's card picker takes a card back from whichever field holds it.

    >>> without_card("Ah Kh Qs", Card.parse("Kh")), without_card("AhKH", Card.parse("kh"))
    ('Ah Qs', 'Ah')
    >>> without_card("10d 9c", Card.parse("Td"))
    '9c'
    >>> without_card("Ah Kh\\nQs Qc", Card.parse("Qs")), without_card("Ah", Card.parse("2c")) is None
    ('Ah Kh\\nQc', True)
    """
    for match in _CARD_RE.finditer(text):
        rank, suit = match.group(1).lower(), match.group(2).lower()
        if Card(RANK_CHARS.index(_RANK_ALIASES[rank]) + 2, _SUIT_ALIASES[suit]) != card:
            continue
        before, after = text[: match.start()], text[match.end() :]
        if before.endswith(" ") and (after.startswith((" ", "\n")) or not after):
            before = before[:-1]
        elif after.startswith(" ") and (not before or before.endswith("\n")):
            after = after[1:]
        return before + after
    return None


def split_hand_texts(text: str) -> list[str]:
    """Split pasted text into one string per hand.

    Nested list syntax (``[['3c','2s'], ['As','3h']]``) gives one hand per inner bracket; otherwise
    hands are separated by newlines, ``|``, ``/`` or ``-``. Blank pieces are dropped.

    >>> split_hand_texts("3c 2s 4d Ah - As 3h 2d 4h")
    ['3c 2s 4d Ah ', ' As 3h 2d 4h']
    >>> split_hand_texts("[['3c','2s'], ['As','3h']]")
    ["'3c','2s'", "'As','3h'"]
    """
    text = _clean(text)
    if re.search(r"[\[\(]\s*[\[\(]", text):
        inner = re.findall(r"[\[\(]([^\[\]\(\)]*)[\]\)]", text)
        return [piece for piece in inner if piece.strip(" \t\r\n,;'\"")]
    pieces = _HAND_SEPARATORS.split(text)
    return [piece for piece in pieces if piece.strip(" \t\r\n,;'\"[](){}")]


def parse_hand(text: str, *, hand: int | None = None) -> Hand:
    """One hand from text; a card repeated within it is an error.

    >>> parse_hand("As ah AS", hand=1)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: As appears twice
    """
    cards: list[Card] = []
    seen: set[Card] = set()
    for token in _CARD_SEPARATORS.split(_clean(text)):
        if not token:
            continue
        try:
            found = _cards_in_token(token)
        except InputError as err:
            raise InputError(err.reason, token=err.token, hand=hand) from None
        for card in found:  # stop at the first repeat: a long line of one card costs no more
            if card in seen:
                raise InputError(f"{card} appears twice", token=str(card), hand=hand)
            seen.add(card)
            cards.append(card)
    return tuple(cards)


def check_sizes(hands: Sequence[Hand], sizes: Iterable[int], what: str = "a hand") -> None:
    """InputError naming the first hand whose card count is not one of ``sizes``.

    >>> check_sizes([parse_hand("Ah Kd")], [5])
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: has 2 cards; a hand needs 5
    """
    allowed = sorted(set(sizes))
    for number, cards in enumerate(hands, start=1):
        if len(cards) not in allowed:
            need = _describe_counts(allowed)
            noun = "card" if len(cards) == 1 else "cards"
            raise InputError(f"has {len(cards)} {noun}; {what} needs {need}", hand=number)


def _describe_counts(allowed: Sequence[int]) -> str:
    if len(allowed) == 1:
        return str(allowed[0])
    if allowed == list(range(allowed[0], allowed[-1] + 1)):
        return f"{allowed[0]} to {allowed[-1]}"
    return series([str(count) for count in allowed], "or")


def check_disjoint(hands: Sequence[Hand], board: Hand = (), *, board_place: str = "in the board") -> None:
    """InputError naming a card that appears in two hands (or in a hand and on the board: where a
    board card is, in words, is ``board_place``; a stud game's deck run short says "the community card").

    >>> check_disjoint([parse_hand("Ah Kd"), parse_hand("Qs AH")])
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: Ah is also in hand 1
    """
    owner: dict[Card, str] = dict.fromkeys(board, board_place)
    for number, cards in enumerate(hands, start=1):
        for card in cards:
            if card in owner:
                raise InputError(
                    f"{card} is also {owner[card]}", token=str(card), hand=number
                )
            owner[card] = f"in hand {number}"


def parse_hands(text: str, *, min_hands: int = 1) -> list[Hand]:
    """All hands in pasted text, each checked for repeats and none sharing a card.

    >>> len(parse_hands("Ah Kd\\nQs Jc"))
    2
    """
    return parse_hand_texts(text, min_hands=min_hands, field=None)


def parse_hand_texts(
    hands: str | Sequence[str], *, min_hands: int = 1, field: str | None = "hands"
) -> list[Hand]:
    """Hands given as one text to split, or as one text per hand: size-limited (text length and
    number of hands, both checked before any card is read), parsed, checked for shared cards,
    errors placed on ``field``.

    >>> [len(h) for h in parse_hand_texts(["Ah Kd", "Qs"])]
    [2, 1]
    >>> parse_hand_texts(["Ah Kd", "ah"])
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 2: Ah is also in hand 1
    >>> parse_hand_texts("As | " * 10_000)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: 10,000 hands is more than the 1,000 this tool accepts
    """
    texts = [hands] if isinstance(hands, str) else list(hands)
    check_text_size(*texts, field=field or "hands")
    if isinstance(hands, str):
        texts = split_hand_texts(hands)
    if len(texts) > MAX_PLAYERS:
        raise InputError(f"{len(texts):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field=field)
    try:
        parsed = [parse_hand(text, hand=number) for number, text in enumerate(texts, start=1)]
        if len(parsed) < min_hands:
            found = "no hands" if not parsed else f"only {len(parsed)} hand" + ("s" if len(parsed) > 1 else "")
            raise InputError(f"found {found}; enter at least {min_hands}")
        check_disjoint(parsed)
        return parsed
    except InputError as err:
        raise (err.located(field=field) if field else err) from None


def format_cards(cards: Iterable[Card], *, symbols: bool = False) -> str:
    """Cards as text: ``Ah Kd`` or, with symbols, ``A♥ K♦``.

    >>> format_cards(parse_hand("Ah Kd"), symbols=True)
    'A♥ K♦'
    """
    return " ".join(card.symbol if symbols else str(card) for card in cards)


class CardJson(TypedDict):
    """A card as the page receives it."""

    code: str
    rank: str
    suit: str
    symbol: str
    red: bool
    name: str


def card_json(card: Card) -> CardJson:
    """A card for the page.

    >>> card_json(Card(14, "h"))
    {'code': 'Ah', 'rank': 'A', 'suit': 'h', 'symbol': 'A♥', 'red': True, 'name': 'Ace of hearts'}
    """
    return {
        "code": str(card),
        "rank": card.rank_char,
        "suit": card.suit,
        "symbol": card.symbol,
        "red": card.is_red,
        "name": f"{RANK_NAMES[card.rank]} of {SUIT_NAMES[card.suit]}",
    }
