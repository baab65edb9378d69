"""The parsed hand: one record whatever the site wrote (PokerStars text or PHH), the input of
settling (:mod:`cardlab.history.settle`).

>>> from cardlab.games.variants import variant
>>> hand = HandRecord(site="PokerStars", id="1", line=1, game=variant("holdem"), stakes="$0.05/$0.10",
...                   currency="USD")
>>> hand.seat_of("Alice").name
Traceback (most recent call last):
...
cardlab.core.errors.InputError: 'Alice' has no seat in this hand
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal, NamedTuple

from ..core.cards import Card, Hand, format_cards
from ..core.errors import InputError, shown
from ..core.words import plural
from ..games.variants import Variant
from .games import BettingLimit
from .money import DECIMALS, ZERO

UnitName = Literal["big blind", "big bet"]


class BetUnit(NamedTuple):
    """What a win rate counts a hand in, as trackers do: the big blind in no-limit and pot-limit
    (bb/100), the big bet in fixed limit and stud (BB/100); rates in the two are never added."""

    unit: UnitName
    amount: Fraction


def bet_unit(limit: BettingLimit | None, big_blind: Fraction | None, big_bet: Fraction | None) -> BetUnit | None:
    """A hand's :class:`BetUnit`: fixed limit (stud's too) counts in big bets (twice the big blind,
    which is the small bet, where none is named), the other limits in big blinds; None where
    neither is known.

    >>> bet_unit("no-limit", Fraction(1, 10), None), bet_unit("fixed-limit", Fraction(1), None)
    (BetUnit(unit='big blind', amount=Fraction(1, 10)), BetUnit(unit='big bet', amount=Fraction(2, 1)))
    """
    if limit == "fixed-limit":
        amount = big_bet or (2 * big_blind if big_blind else None)
        return BetUnit("big bet", amount) if amount else None
    return BetUnit("big blind", big_blind) if big_blind else None


@dataclass
class Seat:
    """One player of a hand: what they brought, put in and took, what is known of their cards."""

    name: str
    seat: int
    stack: Fraction
    cards: Hand = ()
    invested: Fraction = ZERO
    won: Fraction = ZERO
    dead: Fraction = ZERO  # the part of ``invested`` that was no bet: antes, a dead small blind
    folded: bool = False
    all_in: bool = False
    sitting_out: bool = False  # seated but not dealt in (unless they post)
    seen: Hand = ()  # stud games: the cards shown dealt to the player, in order (up cards; the hero's all)
    drawn: list[int] = field(default_factory=list)  # draw games: the cards discarded at each draw (0: stood pat)
    cash_out: Fraction | None = None  # PokerStars' All-in Cash Out: what the site paid (fee taken), not a pot
    cash_out_fee: Fraction | None = None  # the fee the site states with it, when it does
    unawarded: Fraction = ZERO  # the pots the summary says this player won but were not awarded (cashed out)

    def draw(self, number: int, count: int) -> None:
        """The player discards ``count`` cards (0: stands pat) in draw ``number`` (1, 2 ...); a
        draw they sat out before it counts 0.

        >>> seat = Seat("Bob", 2, Fraction(10))
        >>> seat.draw(2, 1); seat.drawn
        [0, 1]
        """
        self.drawn.extend([0] * (number - 1 - len(self.drawn)))
        self.drawn.append(count)

    @property
    def taken(self) -> Fraction:
        """What the player took from the hand: the pots collected and any cash-out.

        >>> Seat("Bob", 2, Fraction(10), invested=Fraction(3), cash_out=Fraction(5, 2)).taken
        Fraction(5, 2)
        """
        return self.won + (self.cash_out or ZERO)

    @property
    def net(self) -> Fraction:
        """Taken less put in.

        >>> Seat("Bob", 2, Fraction(10), invested=Fraction(3), won=Fraction(5)).net
        Fraction(2, 1)
        """
        return self.taken - self.invested

    @property
    def live(self) -> Fraction:
        """What the player bet (put in, less antes and dead blinds): what pots are levelled by.

        >>> Seat("Bob", 2, Fraction(10), invested=Fraction(7), dead=Fraction(1, 20)).live
        Fraction(139, 20)
        """
        return self.invested - self.dead


def check_turn(seat: Seat, last_to_bet: Seat | None, action: str = "") -> Seat:
    """A player who folded bets no more, and no one acts twice in a row on a street (another player
    always acts between, or the street ends); the player is then the last to bet. ``action``, when
    given, is quoted in the error (a PHH action) and is its token, else the player's name is.

    >>> al = Seat("Al", 1, Fraction(10))
    >>> check_turn(al, None).name
    'Al'
    >>> check_turn(al, al, "p1 cc")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Al acts twice in a row: 'p1 cc'
    """
    who, quoted = shown(seat.name, 30), f": '{shown(action, 40)}'" if action else ""
    token = shown(action, 40) if action else who
    if seat.folded:
        raise InputError(f"{who} acts after folding{quoted}", token=token)
    if last_to_bet is seat:
        raise InputError(f"{who} acts twice in a row{quoted}", token=token)
    return seat


@dataclass
class HandRecord:
    """A hand as read: the game (a catalog record), the seats, the board (``runs``: each complete
    board, two when the hand was run twice; ``board`` the cards dealt before the runs split), the
    stated pot and rake, and ``board_at_last_bet``: how many board cards were out when the last
    chip went in (the all-in moment, when no betting could follow); in a stud game (no board)
    ``held``: the own cards each player holds so far, and ``held_at_last_bet`` the same at the last chip;
    in a draw game ``draws`` and ``draws_at_last_bet``: the draws dealt so far, and at the last chip."""

    site: str
    id: str
    line: int
    game: Variant
    stakes: str
    currency: str
    tournament: str | None = None
    limit: BettingLimit | None = None  # as the site names it (None: not named)
    seats: list[Seat] = field(default_factory=list)
    board: list[Card] = field(default_factory=list)
    runs: list[list[Card]] = field(default_factory=list)
    total_pot: Fraction | None = None
    rake: Fraction | None = None
    board_at_last_bet: int = 0
    held: int = 0
    held_at_last_bet: int = 0
    draws: int = 0  # a draw game: the draws dealt so far
    draws_at_last_bet: int = 0
    most_draws: int = 0  # a draw game: the draws it is played with here (a single draw's 1)
    mucked: set[str] = field(default_factory=set)  # players who gave their hand up at the showdown
    hero: str | None = None
    total_line: int | None = None  # the line that states the total pot (a money error is named there)
    bounties: list[str] = field(default_factory=list)  # a knockout's bounty lines, as written (beside the pots)
    id_is_unique: bool = False  # the site's own hand number (PokerStars'), not a number per table (PHH's)
    button: int | None = None  # the button's seat number where the site names it (PokerStars); PHH's order is by it
    bet_unit: BetUnit | None = None  # what a win rate counts the hand in; None where the hand names neither
    played: str | None = None  # when it was played, by the site's clock: "2026-01-05 20:00:00" (:func:`played_text`)
    time_zone: str | None = None  # that clock's zone as the site names it ("ET"); None where not named

    @property
    def unawarded(self) -> Fraction:
        """The pots not awarded, their winners having cashed out instead (PokerStars' All-in Cash Out).

        >>> from cardlab.games.variants import variant
        >>> HandRecord("PHH", "1", 1, variant("holdem"), "50/100", "chips").unawarded
        Fraction(0, 1)
        """
        return sum((seat.unawarded for seat in self.seats), ZERO)

    @property
    def decimals(self) -> int:
        """The decimals the hand's money is shown with (2 for a currency, 0 for chips).

        >>> from cardlab.games.variants import variant
        >>> HandRecord("PHH", "1", 1, variant("holdem"), "50/100", "chips").decimals
        0
        """
        return DECIMALS.get(self.currency, 2)

    def add_seat(self, seat: Seat) -> None:
        """Seat a player: a name or a seat number seen twice is refused (a copied seat line would
        make one player of two, and lose one's money from the session).

        >>> from cardlab.games.variants import variant
        >>> hand = HandRecord("PHH", "1", 1, variant("holdem"), "", "chips", seats=[Seat("Bob", 3, Fraction(5))])
        >>> hand.add_seat(Seat("Bob", 4, Fraction(5)))
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: Bob is seated twice (seats 3 and 4)
        """
        for other in self.seats:
            if other.name == seat.name:
                where = f"seat {seat.seat}" if other.seat == seat.seat else f"seats {other.seat} and {seat.seat}"
                raise InputError(f"{shown(seat.name, 30)} is seated twice ({where})", token=shown(seat.name, 30))
            if other.seat == seat.seat:
                names = f"{shown(other.name, 30)} and {shown(seat.name, 30)}"
                raise InputError(f"seat {seat.seat} is taken twice ({names})", token=shown(seat.name, 30))
        self.seats.append(seat)

    def seat_of(self, name: str) -> Seat:
        """The seat of the player called ``name`` (InputError when there is none).

        >>> from cardlab.games.variants import variant
        >>> hand = HandRecord("PHH", "1", 1, variant("holdem"), "", "chips", seats=[Seat("Bob", 3, Fraction(5))])
        >>> hand.seat_of("Bob").seat
        3
        """
        for seat in self.seats:
            if seat.name == name:
                return seat
        raise InputError(f"'{shown(name)}' has no seat in this hand", token=shown(name))

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """The numbers of own cards a complete hand has: the game's, or in a stud game whose deck
        ran short the game's less the community card (``board``: one card every player uses).

        >>> from cardlab.games.variants import variant
        >>> from cardlab.core.cards import parse_cards
        >>> HandRecord("PHH", "1", 1, variant("stud"), "", "chips", board=parse_cards("7c")).hand_sizes
        (6,)
        """
        if self.game.own_dealing is None:
            return self.game.hole_cards
        return (self.game.own_dealing.total - len(self.board),)

    def check_whole_hand(self, name: str, cards: Hand, verb: str = "shows", token: str | None = None) -> None:
        """InputError when ``cards``, which ``name`` ``verb`` (shows, is dealt), are not a whole hand.

        >>> from cardlab.games.variants import variant
        >>> from cardlab.core.cards import parse_cards
        >>> HandRecord("PHH", "1", 1, variant("holdem"), "", "chips").check_whole_hand("Al", parse_cards("Ah"))
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: Al shows 1 card; a Texas Hold'em hand has 2
        """
        if len(cards) not in self.hand_sizes:
            raise InputError(f"{name} {verb} {plural(len(cards), 'card')}; {self.game.hand_noun} has "
                             f"{' or '.join(map(str, self.hand_sizes))}", token=token)

    def check_shown(self, name: str, cards: Hand, dealt: Hand, token: str | None = None,
                    was: str = "was dealt") -> None:
        """InputError when the cards ``name`` shows and those the history dealt them disagree: the
        fewer must all be among the others (a stud player's up cards among the hand shown, a board
        game's show among the cards dealt; nothing dealt: nothing to check). ``was`` says how the
        other cards are known ("was dealt", or "showed" for a second show).

        >>> from cardlab.games.variants import variant
        >>> from cardlab.core.cards import parse_cards
        >>> record = HandRecord("PHH", "1", 1, variant("holdem"), "", "chips")
        >>> record.check_shown("Al", parse_cards("Ah"), parse_cards("Ah Kd"))
        >>> record.check_shown("Al", parse_cards("Ac Ah"), parse_cards("Ac Ad"))
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: Al shows Ac Ah but was dealt Ac Ad
        """
        fewer, more = sorted((set(cards), set(dealt)), key=len)
        if dealt and not fewer <= more:
            raise InputError(f"{name} shows {format_cards(cards)} but {was} {format_cards(dealt)}", token=token)

    @property
    def most_board(self) -> int:
        """The most board cards the game deals: its board, or a stud game's community card (the last
        street's cards dealt once when the deck runs short).

        >>> from cardlab.games.variants import variant
        >>> HandRecord("PHH", "1", 1, variant("razz"), "", "chips").most_board
        1
        """
        dealing = self.game.own_dealing
        if dealing is None:
            return max(self.game.board_sizes)
        return dealing.streets[-1].cards if dealing.shared_last_when_short else 0

    def boards(self) -> list[list[Card]]:
        """Every complete board: one, or one per run when the hand was run twice.

        >>> from cardlab.games.variants import variant
        >>> from cardlab.core.cards import parse_cards
        >>> hand = HandRecord("PokerStars", "1", 1, variant("holdem"), "", "USD", board=parse_cards("Ah Kd 2c"))
        >>> [[str(card) for card in board] for board in hand.boards()]
        [['Ah', 'Kd', '2c']]
        """
        return [list(run) for run in self.runs] if self.runs else [list(self.board)]

    def still_in(self) -> list[Seat]:
        """The players who can win a pot: not folded, with money in (a seat sitting out, or out of
        the hand, that put nothing in is in no pot).

        >>> from cardlab.games.variants import variant
        >>> hand = HandRecord("PokerStars", "1", 1, variant("holdem"), "", "USD",
        ...                   seats=[Seat("Al", 1, Fraction(9), invested=Fraction(2)), Seat("Bo", 2, Fraction(9))])
        >>> [seat.name for seat in hand.still_in()]
        ['Al']
        """
        return [seat for seat in self.seats if not seat.folded and seat.invested > 0]


_CLOCK = re.compile(r"([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?", re.ASCII)
"""A time of day as written: ``20:05`` or ``20:05:30`` (ASCII digits only)."""


def played_text(year: object, month: object, day: object, time: object = None) -> str:
    """When a hand was played, one way for every site: ``YYYY-MM-DD``, then ``HH:MM:SS`` when the time
    is known (as a spreadsheet reads a date). The parts are whole numbers (or their ASCII digits)
    and the time a TOML time or ``HH:MM[:SS]``; InputError naming the field at fault otherwise.

    >>> played_text(2026, 1, 5, datetime.time(20, 0)), played_text("2026", "11", "28", "9:05")
    ('2026-01-05 20:00:00', '2026-11-28 09:05:00')
    >>> played_text(2026, 2, 30)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: year, month and day: 2026-2-30 is no day of the calendar
    >>> played_text(2026, 1, 5, "8pm")
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: time: '8pm' is not a time of day (HH:MM or HH:MM:SS)
    """
    parts = [_whole(part) for part in (year, month, day)]
    written = "-".join(shown(str(part), 20) for part in (year, month, day))
    try:  # each part bounded first: a huge number would overflow the calendar, not just miss it
        if not all(part is not None and 1 <= part <= most for part, most in zip(parts, (9999, 12, 31), strict=True)):
            raise ValueError(written)
        date = datetime.date(*(part or 0 for part in parts))
    except ValueError:
        raise InputError(f"year, month and day: {written} is no day of the calendar", token=written) from None
    if time is None:
        return date.isoformat()
    clock = time if isinstance(time, datetime.time) else None
    if clock is None and isinstance(time, str) and (found := _CLOCK.fullmatch(time.strip())):
        clock = datetime.time(int(found[1]), int(found[2]), int(found[3] or 0))
    if clock is None:
        raise InputError(f"time: '{shown(str(time), 40)}' is not a time of day (HH:MM or HH:MM:SS)",
                         token=shown(str(time), 40))
    return f"{date.isoformat()} {clock.replace(microsecond=0, tzinfo=None).isoformat()}"


def _whole(value: object) -> int | None:
    """A whole number given as one, or as its ASCII digits; None for anything else (a bool too)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit() and len(value.strip()) <= 9:
        return int(value.strip())
    return None
