"""A stud equity question as data: the game, each player's known cards in the order dealt, the
dead cards (folded players' up cards, anything else seen) and the community card when the deck ran
short, read from text and checked. A player who lists fewer cards than the player with the most
has the missing ones as unknown down cards; every player's cards still to come are dealt from the
unseen cards. Rules: ``docs/rules.md``, "Seven-card stud, stud hi-lo and razz".

>>> spot = parse_stud_spot(["7h 5c 4d 2s Kc", "Qs Jc 9h"], game="razz")
>>> spot.street, spot.held, spot.to_come, len(spot.unseen)
('fifth', 5, (2, 4), 44)
>>> parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h 8h 7h 6h 5h"], game="stud")
Traceback (most recent call last):
...
cardlab.core.errors.InputError: Hand 1: shows 3 cards, but on seventh street 4 of each player's cards are face up
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from ...core.cards import Card, Hand, parse_hand, parse_hand_texts, split_hand_texts
from ...core.errors import InputError, shown
from ...core.words import plural
from ...games.choices import equity_games, ranged_games
from ...games.own_streets import OwnDealing, OwnStreetName
from ...games.showdown import check_own_cards
from ...games.variants import Variant
from ..equity.spot import check_places, equity_variant, field_cards
from ..ranges.notation import parse_range


@dataclass(frozen=True)
class StudSpot:
    """A checked stud equity question."""

    game: Variant
    known: tuple[Hand, ...]  # each player's known cards, in the order dealt
    dead: Hand
    community: Hand  # the community card, once dealt (eight players, seventh street)

    @property
    def dealing(self) -> OwnDealing:
        """The game's streets.

        >>> parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"]).dealing.total
        7
        """
        assert self.game.own_dealing is not None
        return self.game.own_dealing

    @property
    def held(self) -> int:
        """Cards each player holds now: the most any player lists (third street's three when every
        player shows only up cards: the door cards alone are a third-street question).

        >>> parse_stud_spot(["Ah Kd 2c 5d", "Qs Jc 9h"]).held, parse_stud_spot(["Ah", "Kd"]).held
        (4, 3)
        """
        return max(max(len(hand) for hand in self.known), self.dealing.counts()[0] - len(self.community))

    @property
    def street(self) -> OwnStreetName:
        """The street the hand is on (``third`` .. ``seventh``).

        >>> parse_stud_spot(["Ah Kd 2c 5d", "Qs Jc 9h"]).street
        'fourth'
        """
        return self.dealing.street(self.held + len(self.community))

    @property
    def shared(self) -> int:
        """Community cards still to come (one when eight players reach seventh street).

        >>> parse_stud_spot(["Ah Kd 2c"] + [f"{r}c" for r in "23456789"][1:], game="razz").shared
        1
        """
        return self.dealing.community(len(self.known), self.game.deck.size) - len(self.community)

    @property
    def to_come(self) -> tuple[int, ...]:
        """Each player's own cards still to be dealt (unknown down cards included).

        >>> parse_stud_spot(["Ah Kd 2c 5d", "Qs Jc 9h"]).to_come
        (3, 4)
        """
        own = self.dealing.total - self.dealing.community(len(self.known), self.game.deck.size)
        return tuple(own - len(hand) for hand in self.known)

    @cached_property
    def unseen(self) -> tuple[Card, ...]:
        """Every card of the deck not known, dead or shared, in deck order.

        >>> len(parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], dead="5d").unseen)
        45
        """
        out = {card for hand in self.known for card in hand} | set(self.dead) | set(self.community)
        return tuple(card for card in self.game.deck.cards if card not in out)


def parse_stud_spot(hands: str | Sequence[str], board: str = "", dead: str = "", game: str | None = None) -> StudSpot:
    """Read and check a stud equity question (``game``: the catalog's first game dealt by own streets
    when None); InputError naming the player, card and field at fault.

    >>> parse_stud_spot("Ah | Kd", game="stud").to_come   # door cards only: two unknown down cards each
    (6, 6)
    >>> parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], board="5d")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Seven-card stud has no board: each player's cards are their own; leave it empty
    >>> parse_stud_spot(["Ah Kd 2c", "Qs Jc 9h"], dead="Ah")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: dead cards: Ah is also in hand 1
    """
    rules = equity_variant(game) if game is not None else next(
        found for found in equity_games() if found.own_dealing is not None)
    if rules.own_dealing is None:
        raise ValueError(f"{rules.name} has a board: its equity is cardlab.poker.equity")
    known = _player_cards(hands, rules)
    community = field_cards(board, "board")
    check_own_cards(rules, known, community, at_showdown=False)
    dead_cards = field_cards(dead, "dead")
    rules.check_deck(dead_cards, field="dead", label="dead cards: ")
    check_places(known, community, dead_cards, board_place="the community card")  # a stud game's only board
    spot = StudSpot(rules, tuple(known), dead_cards, community)
    _check_street(spot)
    needed = sum(spot.to_come) + spot.shared
    if needed > len(spot.unseen):
        raise InputError(f"only {plural(len(spot.unseen), 'unseen card')} are left; the deal needs {needed} more",
                         field="dead" if dead_cards else "hands")
    return spot


NAMED_RANGE_GAMES = 4  # the games a range error names before "and N more games"


_UNKNOWN_CARD = re.compile(r"[xX?*]{1,2}")
"""How a card not seen is written (``xx``, ``??``, ``X``): a stud player's unknown down card."""


def _player_cards(hands: str | Sequence[str], rules: Variant) -> list[Hand]:
    """Each player's cards; a player typed as a range (``QQ+``) is told that ranges are for the
    games that take them rather than which character is not a card, and one with unknown cards
    written (``xx``) to leave them out.

    >>> _player_cards(["xx xx Kc Qs 5d", "Ah 2c 3d 4s 5h"], equity_variant("stud"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: 'xx' is no card: leave unknown down cards out and list the cards \
you know (a player with fewer cards than the others has the rest face down)

    >>> _player_cards(["QQ+", "Ah 2c 3d"], equity_variant("razz"))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Hand 1: 'QQ+' is a range; Razz takes each player's cards (ranges are for \
Texas Hold'em; Omaha; ...
    """
    try:
        return parse_hand_texts(hands, min_hands=2, field="hands")
    except InputError as err:
        texts = split_hand_texts(hands) if isinstance(hands, str) else list(hands)
        if err.hand is None or err.hand > len(texts):
            raise
        unknown = [word for word in texts[err.hand - 1].split() if _UNKNOWN_CARD.fullmatch(word)]
        if unknown:  # "xx xx Kc Qs 5d", as stud players write down cards not seen (a helper, session 21)
            word = shown(unknown[0])
            raise InputError(f"'{word}' is no card: leave unknown down cards out and list the cards you know "
                             "(a player with fewer cards than the others has the rest face down)",
                             token=word, hand=err.hand, field="hands") from None
        if not _is_range(texts[err.hand - 1]):
            raise
        text = shown(texts[err.hand - 1].strip())
        games = [game.name for game in ranged_games()]
        names = "; ".join(games[:NAMED_RANGE_GAMES]) + (  # a bounded message: the first few, then how many more
            f"; and {len(games) - NAMED_RANGE_GAMES} more games" if len(games) > NAMED_RANGE_GAMES else "")
        raise InputError(f"'{text}' is a range; {rules.name} takes each player's cards (ranges are for {names})",
                         token=text, hand=err.hand, field="hands") from None


def _is_range(text: str) -> bool:
    """True when ``text`` reads as a Hold'em range (``QQ+``, ``AKs``, ``random``) and not as cards: a
    line of cards whose fault is elsewhere (a card in two hands) is no range (helper: 'Qs Jc 9h 7h',
    7h also in hand 1, was called a range).

    >>> _is_range("QQ+"), _is_range("Ah Kx"), _is_range("Qs Jc 9h 7h")
    (True, False, False)
    """
    try:
        parse_hand(text)
        return False
    except InputError:
        pass
    try:
        parse_range(text)
    except InputError:
        return False
    return True


def _check_street(spot: StudSpot) -> None:
    """Every player on a street that can exist: at least the first street's cards in all, and at
    least the cards dealt face up by the street the hand is on (those everyone sees)."""
    held = spot.held + len(spot.community)
    if spot.community and held != spot.dealing.total:
        raise InputError("the community card comes on the last street: give every player's other cards", field="board")
    up = spot.dealing.up_cards(held)
    for number, hand in enumerate(spot.known, start=1):
        if len(hand) + len(spot.community) < up:
            raise InputError(f"shows {plural(len(hand), 'card')}, but on {spot.street} street {up} of each "
                             "player's cards are face up", hand=number, field="hands")
