"""PokerStars hand histories: one hand's lines into a :class:`~cardlab.history.hand.HandRecord`.

The hand is read line by line by tables of patterns: the header (hand id, tournament, game,
stakes), the seats, then each street's lines (posts, bets, calls, raises, folds, shows, mucks,
uncalled bets returned, pots collected; chat and table news skipped), then the summary (total
pot, rake, the boards, cards shown or mucked). Streets are a table too: a game whose streets are
not a board's (stud's 3rd to 7th street) only needs rows there; a draw game's draws (``*** FIRST
DRAW ***`` .. ``*** THIRD DRAW ***``, a single draw's ``*** DRAW ***``) come in order, up to the
game's most, each player discarding or standing pat (the hero's new cards dealt by name). A line
that makes no sense is an InputError naming its line.

>>> lines = '''PokerStars Hand #1:  Hold'em No Limit ($0.05/$0.10 USD) - 2026/01/05 20:00:00 ET
... Table 'T' 6-max Seat #1 is the button
... Seat 1: Alice ($10 in chips)
... Seat 2: Bob ($10 in chips)
... Alice: posts small blind $0.05
... Bob: posts big blind $0.10
... *** HOLE CARDS ***
... Dealt to Alice [Ah Kd]
... Alice: raises $0.20 to $0.30
... Bob: folds
... Uncalled bet ($0.20) returned to Alice
... Alice collected $0.20 from pot
... *** SUMMARY ***
... Total pot $0.20 | Rake $0'''.splitlines()
>>> hand = read_pokerstars(lines, first_line=1)
>>> hand.id, hand.game.key, hand.hero, [(seat.name, seat.invested, seat.won) for seat in hand.seats]
('1', 'holdem', 'Alice', [('Alice', Fraction(1, 10), Fraction(1, 5)), ('Bob', Fraction(1, 10), Fraction(0, 1))])
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from fractions import Fraction

from ..core.cards import Card, Hand, format_cards, parse_cards
from ..core.errors import InputError, shown
from ..core.words import plural, series
from .games import DRAW_WORDS, POKERSTARS_GAMES, POKERSTARS_LIMITS, game_name, pokerstars_game, site_draws
from .hand import HandRecord, Seat, bet_unit, check_turn, played_text
from .money import AMOUNT, ZERO, currency_of, money_text, parse_amount
from .pots import Pot, seat_pots
from .settle import check_no_card_twice

SITE = "PokerStars"
HEADER = re.compile(r"\ufeff?PokerStars (?:[A-Za-z ]+ )?(?:Hand|Game) #(\d+):")
"""The first line of every hand (a byte-order mark before it allowed)."""

_LIMITS = "(" + "|".join(POKERSTARS_LIMITS) + r")\b"
_GAME = re.compile("(" + "|".join(re.escape(name) for name in sorted(POKERSTARS_GAMES, key=len, reverse=True))
                   + ") " + _LIMITS)
_ANY_GAME = re.compile(r"([A-Za-z0-9'/+-][A-Za-z0-9'/+ -]*?) " + _LIMITS)  # named in the error when unknown
_TOURNAMENT = re.compile(r"Tournament #(\d+)")
_CASH_STAKES = re.compile(rf"(?:\(|, )({AMOUNT})/({AMOUNT})(?: [A-Z]{{3}})?\)")
"""A cash game's stakes: ``($1/$2 USD)``, or after the game in a mixed game's ``8-Game (Razz Limit, $1/$2)``."""
# the header's first clock and its zone: "ET", "CET", or an offset such as "GMT+1" or "UTC-05:30"
_PLAYED = re.compile(r" - (\d{4})/(\d{1,2})/(\d{1,2}) (\d{1,2}:\d{2}:\d{2})"
                     r"(?: ([A-Z]{2,5}(?:[+-]\d{1,2}(?::\d{2})?)?)(?=[\s\[]|$))?")
"""When the hand was played, by the site's clock and its zone (the first of the header's times:
``- 2026/01/05 20:00:00 CET [2026/01/05 14:00:00 ET]``)."""
_LEVEL_STAKES = re.compile(rf"Level [^(]*\(({AMOUNT})/({AMOUNT})\)")
_SEAT = re.compile(rf"Seat (\d+): (.+?) \(({AMOUNT}) in chips[^)]*\)(.*)")
_STREET = re.compile(r"\*\*\* (FIRST |SECOND |THIRD )?([A-Z0-9a-z ]+?) \*\*\*(.*)")
_CARDS = re.compile(r"\[([^\]]*)\]")
_ALL_IN = " and is all-in"
_UNCALLED = re.compile(rf"Uncalled bet \(({AMOUNT})\) returned to (.+)")
_COLLECTED = re.compile(rf"(.+?) collected ({AMOUNT}) from (?:the )?((?:main |side )?pot(?:-\d+)?)")
_CASHED_OUT = re.compile(rf"(.+?) cashed out the hand for ({AMOUNT})(?: \| Cash Out Fee ({AMOUNT}))?")
"""PokerStars' All-in Cash Out: the site pays the player (the fee already taken) and the pots they
would have won are not awarded (the summary says so)."""
_NOT_AWARDED = " (pot not awarded as player cashed out)"
_SUMMARY_WON = re.compile(rf"(?:won|collected) \(({AMOUNT})\)")
_TOTAL = re.compile(rf"Total pot ({AMOUNT})(.*?)\| Rake ({AMOUNT})")
_STATED_POT = re.compile(rf"(Main pot|Side pot(?:-(\d+))?) ({AMOUNT})\.?")
"""One pot the summary's total line states (``Main pot $8.50. Side pot-1 $4.``), after the rake."""
_SUMMARY_CARDS = re.compile(r"Seat \d+: (.+?)(?: \([^)]*\))* (?:showed|mucked) \[([^\]]*)\]")
_BOARD = re.compile(r"(?:(FIRST|SECOND) )?Board \[([^\]]*)\]")
_NEWS = re.compile(
    r'.+? said, ".*"|.+ (?:leaves the table|joins the table at seat #\d+|is sitting out|has timed out'
    r"|has timed out while disconnected|is disconnected|is connected|has returned|sits out"
    r"|finished the tournament.*|wins the tournament.*|re-buys and receives.*|was removed from the table.*"
    r"|will be allowed to play after the button)|Table '.*"
)
"""Lines that change nothing in the money or the cards: chat and table news."""
_BOUNTY = re.compile(r".+? (?:wins|split) the \S+ bounty for eliminating .+"
                     r"|.+? wins \S+ for (?:eliminating|splitting the elimination of) .+")
"""A knockout tournament's bounty: paid beside the pots, not from them (kept as the hand's words)."""
SPLIT_POT_NEWS = frozenset({"No low hand qualified"})
"""Lines a split-pot game's showdown writes that change nothing (the pots collected say who won
what): read in a hi-lo game only. The showdown's ``(HI: ...; LO: ...)`` hand names are read with
the cards they follow."""

BOARD_STREETS: dict[str, int] = {"FLOP": 3, "TURN": 4, "RIVER": 5}
"""A board street's name -> the board's size once it is dealt."""
STREET_BEFORE: dict[str, str] = {"TURN": "FLOP", "RIVER": "TURN"}
"""A board street -> the street whose line comes just before it (the flop's is the hole cards')."""
OWN_STREETS: dict[str, int] = {"3rd STREET": 3, "4th STREET": 4, "5th STREET": 5, "6th STREET": 6,
                               "7th STREET": 7, "RIVER": 7}
"""A stud game's street (PokerStars calls seventh street the river) -> the cards each player holds then."""
OTHER_SECTIONS = {"HOLE CARDS": "deal", "DEALING HANDS": "deal", "SHOW DOWN": "showdown", "SUMMARY": "summary"}
"""Section headers that are not board streets."""
RUN_INDEX = {"FIRST ": 0, "SECOND ": 1, "THIRD ": 2}
DRAW_STREET = "DRAW"
"""A draw game's draw: ``*** FIRST DRAW ***`` .. ``*** THIRD DRAW ***``, or a single draw's ``*** DRAW ***``."""
DRAW_NUMBER = {"FIRST ": 1, "SECOND ": 2, "THIRD ": 3, None: 1}
_DISCARDS = re.compile(r"(\d{1,2}) cards?(?: \[([^\]]*)\])?")
MAX_SEAT_DIGITS = 3
"""A seat number is 1 to 10 at any table: more than 3 digits is no seat (and over 4,300, a number
Python refuses to read)."""
_BUTTON = re.compile(rf"Seat #(\d{{1,{MAX_SEAT_DIGITS}}}) is the button$")
"""The table line's end (``Table 'T' 6-max Seat #1 is the button``): the button's seat, from which a
tied share's odd chip goes round. Searched for only in a line that starts ``Table '`` (one pattern
with two ``.*`` took quadratic time on a long line: a review)."""


class _Reader:
    """The state of one hand being read."""

    def __init__(self, hand: HandRecord, big_blind: Fraction) -> None:
        self.hand = hand
        self.big_blind = big_blind  # the first street's bet to call, whatever a short blind posts
        self.street_put: dict[str, Fraction] = {}  # what each player put in on this street (live money)
        self.section = "seats"
        self.last_to_bet: Seat | None = None  # the player of the street's last betting action
        self.collected: dict[int, Fraction] = {}  # a pot named in a collection (0 the main) -> collected from it
        self.thrown: dict[str, Hand] = {}  # a draw game: the cards the hero named in this draw's discard

    def seat(self, name: str) -> Seat:
        return self.hand.seat_of(name)

    def put(self, name: str, amount: Fraction, *, live: Fraction | None = None, all_in: bool = False) -> None:
        """``name`` puts ``amount`` in; ``live`` of it counts toward this street's bet (default all).
        No one puts in more than their stack."""
        seat = self.seat(name)
        if seat.invested + amount > seat.stack:
            currency = self.hand.currency
            raise InputError(f"{shown(name, 30)} puts in {money_text(amount, currency)} with "
                             f"{money_text(seat.stack - seat.invested, currency)} left", token=shown(name, 30))
        seat.invested += amount
        seat.dead += ZERO if live is None else amount - live
        self.street_put[name] = self.street_put.get(name, ZERO) + (amount if live is None else live)
        seat.all_in = seat.all_in or all_in or seat.invested >= seat.stack
        self.acted()

    def acted(self) -> None:
        """A player acted: the cards out so far are those of the last action (the all-in moment's)."""
        self.hand.board_at_last_bet = len(self.hand.board)
        self.hand.held_at_last_bet = self.hand.held
        self.hand.draws_at_last_bet = self.hand.draws

    def new_street(self) -> None:
        self.street_put = {}
        self.last_to_bet = None


def _amount_action(verb: str) -> Callable[[_Reader, str, str], None]:
    """Posts, calls and bets: the amount goes in (an ante and the dead part of a small & big blind
    do not count toward the street's bet)."""

    def act(reader: _Reader, name: str, rest: str) -> None:
        all_in = rest.endswith(_ALL_IN)
        amount = parse_amount(rest.removesuffix(_ALL_IN))
        live = ZERO if verb == "ante" else min(amount, reader.big_blind) if verb == "dead" else None
        to_call = _bet_to_call(reader) if verb == "call" else ZERO  # (read before the call goes in)
        reader.put(name, amount, live=live, all_in=all_in)
        if verb == "call":
            _check_call(reader, name, amount, to_call)

    return act


def _bet_to_call(reader: _Reader) -> Fraction:
    """The street's biggest bet; before the flop at least the big blind (posted all-in for less, it
    is still called in full)."""
    to_call = max(reader.street_put.values(), default=ZERO)
    if reader.hand.game.own_dealing is None and not reader.hand.board and not reader.hand.draws:
        to_call = max(to_call, reader.big_blind)
    return to_call


def _check_call(reader: _Reader, name: str, amount: Fraction, to_call: Fraction) -> None:
    """A call makes the player's bet on the street the bet to call; less only when it is all they
    have, more only when the bet to call is a blind or bring-in posted all-in for less than the whole."""
    seat, put = reader.seat(name), reader.street_put[name]
    short = all(reader.seat(other).all_in for other, bet in reader.street_put.items() if bet == to_call != put)
    if (put > to_call and not short) or (put < to_call and not seat.all_in):
        currency = reader.hand.currency
        raise InputError(f"{shown(name, 30)} calls {money_text(amount, currency)} to make "
                         f"{money_text(put, currency)}, but the bet to call is {money_text(to_call, currency)}",
                         token=shown(name, 30))


def _raise(reader: _Reader, name: str, rest: str) -> None:
    all_in = rest.endswith(_ALL_IN)
    found = re.fullmatch(rf"({AMOUNT}) to ({AMOUNT})", rest.removesuffix(_ALL_IN))
    if found is None:
        raise InputError(f"cannot read the raise '{shown(rest, 40)}'", token=shown(rest, 40))
    total = parse_amount(found[2])
    reader.put(name, total - reader.street_put.get(name, ZERO), all_in=all_in)


def _complete(reader: _Reader, name: str, rest: str) -> None:
    """Stud's ``completes it to $x``: the bring-in raised to a full bet, ``$x`` in all on the street."""
    all_in = rest.endswith(_ALL_IN)
    total = parse_amount(rest.removesuffix(_ALL_IN))
    reader.put(name, total - reader.street_put.get(name, ZERO), all_in=all_in)


def _fold(reader: _Reader, name: str, rest: str) -> None:
    seat = reader.seat(name)
    seat.folded = True
    if rest.strip():
        _known(reader, name, rest)
    reader.acted()


def _check(reader: _Reader, name: str, rest: str) -> None:
    reader.acted()


def _known(reader: _Reader, name: str, rest: str) -> None:
    """Cards shown (``[Ah Kd] (a pair of Aces)``), mucked with their cards, or folded face up."""
    found = _CARDS.search(rest)
    if found is not None:
        _shows(reader.hand, reader.seat(name), tuple(parse_cards(found[1])))


def _shows(hand: HandRecord, seat: Seat, cards: Hand) -> None:
    """A player's cards shown: they must agree with the cards seen dealt to them (a board game's
    whole hand, a stud player's up cards so far), or with their show before (the summary's show
    line after the show-down's), and in a board game be a whole hand (a stud hand's count is
    checked once the hand is read: ``settle.check_cards``); an InputError for this line otherwise."""
    if hand.game.own_dealing is None:
        hand.check_whole_hand(seat.name, cards, token=shown(seat.name, 30))
    # known: the cards seen dealt, or (none seen: not the hero) a show before (the show-down's, for the summary's)
    known, was = (seat.seen, "was dealt") if seat.seen else (seat.cards, "showed")
    hand.check_shown(seat.name, cards, known, token=shown(seat.name, 30), was=was)
    seat.cards = cards


def _discards(reader: _Reader, name: str, rest: str) -> None:
    """A draw: ``discards 2 cards`` (the hero's with the cards, ``discards 1 card [Kd]``): only in a
    draw, at most a whole hand, the hero's cards among those dealt to them."""
    hand, seat = reader.hand, reader.seat(name)
    who = shown(name, 30)
    found = _DISCARDS.fullmatch(rest)
    if found is None:
        raise InputError(f"cannot read {who}'s discard '{shown(rest, 40)}'", token=who)
    count, most = int(found[1]), max(hand.game.hole_cards)
    if count > most:
        raise InputError(f"{who} discards {plural(count, 'card')}; {hand.game.hand_noun} has {most}", token=who)
    thrown: Hand = ()
    if found[2] is not None:
        thrown = tuple(parse_cards(found[2]))
        if len(thrown) != count:
            raise InputError(f"{who} discards {plural(count, 'card')} but {plural(len(thrown), 'card')} are named",
                             token=who)
        stray = [card for card in thrown if seat.seen and card not in seat.seen]
        if stray:
            raise InputError(f"{who} discards {format_cards(stray)}, which {who} was not dealt", token=who)
    _drew(reader, seat, count, thrown)


def _stands_pat(reader: _Reader, name: str, rest: str) -> None:
    """A draw: ``stands pat`` (the hero's perhaps ``on [cards]``, the cards they hold)."""
    seat, who = reader.seat(name), shown(name, 30)
    found = _CARDS.fullmatch(rest.removeprefix(" on ")) if rest.startswith(" on ") else None
    if rest and found is None:
        raise InputError(f"cannot read '{who}: stands pat{shown(rest, 40)}'", token=who)
    if found is not None and seat.seen and sorted(parse_cards(found[1])) != sorted(seat.seen):
        raise InputError(f"{who} stands pat on {found[1]} but holds {format_cards(seat.seen)}", token=who)
    _drew(reader, seat, 0, ())


def _drew(reader: _Reader, seat: Seat, count: int, thrown: Hand) -> None:
    """A player's discard of ``count`` cards (0: stood pat; ``thrown`` the hero's, named) in this
    draw: in a draw, by a player still in, once a draw."""
    hand, who = reader.hand, shown(seat.name, 30)
    if reader.section != "draw":
        raise InputError(f"{who} draws before the first draw", token=who)
    if seat.folded:
        raise InputError(f"{who} draws after folding", token=who)
    if len(seat.drawn) >= hand.draws:
        raise InputError(f"{who} draws twice in the {DRAW_WORDS[hand.draws - 1]} draw", token=who)
    seat.draw(hand.draws, count)
    reader.thrown[seat.name] = thrown


def _nothing(reader: _Reader, name: str, rest: str) -> None:
    """A line that changes nothing (a hand not shown, a player sitting out)."""


def _muck(reader: _Reader, name: str, rest: str) -> None:
    """A hand given up at the showdown (its cards, when written, are still known)."""
    reader.hand.mucked.add(name)
    _known(reader, name, rest)


ACTIONS: dict[str, Callable[[_Reader, str, str], None]] = {
    "posts small blind ": _amount_action("blind"),
    "posts big blind ": _amount_action("blind"),
    "posts small & big blinds ": _amount_action("dead"),
    "posts the ante ": _amount_action("ante"),
    "posts straddle ": _amount_action("blind"),
    "posts the bring-in ": _amount_action("blind"),
    "brings in for ": _amount_action("blind"),
    "calls ": _amount_action("call"),
    "bets ": _amount_action("bet"),
    "raises ": _raise,
    "completes it to ": _complete,
    "folds": _fold,
    "checks": _check,
    "shows ": _known,
    "discards ": _discards,
    "stands pat": _stands_pat,
    "mucks hand": _muck,
    "mucks ": _muck,
    "doesn't show hand": _nothing,
    "sits out": _nothing,
    "is sitting out": _nothing,
    "sitting out": _nothing,
}
"""What follows ``name: `` -> how it changes the hand."""
BETTING_VERBS = frozenset({"calls ", "bets ", "raises ", "completes it to ", "folds", "checks"})
"""The verbs of a player's turn in a betting round (posts, shows and mucks are no turn)."""


def _header(line: str, first_line: int) -> tuple[HandRecord, Fraction]:
    """The hand record started from its header line, and the big blind."""
    found = HEADER.match(line)
    if found is None:
        raise InputError("not a PokerStars hand header", line=first_line)
    rest = line[found.end():]
    game_found = _GAME.search(rest) or _ANY_GAME.search(rest)
    if game_found is None:
        raise InputError(f"cannot find the game in '{shown(rest.strip(), 60)}'", line=first_line)
    game = pokerstars_game(game_found[1].strip())
    draws = site_draws(game_found[1].strip(), game)
    tournament = _TOURNAMENT.search(rest)
    stakes = _LEVEL_STAKES.search(rest) if tournament else _CASH_STAKES.search(rest)
    if stakes is None:
        # a file saved in another encoding than UTF-8: its currency signs read as U+FFFD
        other = "; the file is not UTF-8 (a sign shows as \ufffd): save it as UTF-8" if "\ufffd" in line else ""
        raise InputError(f"cannot find the stakes in the header{other}", line=first_line)
    stakes_text = f"{stakes[1]}/{stakes[2]}"
    currency = currency_of(stakes_text) if tournament is None else "chips"
    limit = POKERSTARS_LIMITS[game_found[2]]
    hand = HandRecord(site=SITE, id=found[1], line=first_line, game=game, stakes=stakes_text, currency=currency,
                      tournament=tournament[1] if tournament else None, id_is_unique=True, most_draws=draws,
                      # the header's second figure: the big blind, or a fixed limit's (and stud's) big bet
                      limit=limit, bet_unit=bet_unit(limit, parse_amount(stakes[2]), parse_amount(stakes[2])))
    played = _PLAYED.search(rest)
    if played is not None:
        hour, minute, second = played[4].split(":")
        hand.played = played_text(played[1], played[2], played[3], f"{int(hour):02d}:{minute}:{second}")
        hand.time_zone = played[5]
    # a fixed-limit header names the bets (small bet/big bet), not the blinds: the big blind is the
    # small bet (the small blind is a half or a third of it: $1 at $3/$6)
    return hand, parse_amount(stakes[1] if limit == "fixed-limit" else stakes[2])


def _street(reader: _Reader, found: re.Match[str]) -> None:
    hand = reader.hand
    run, name, rest = found[1], found[2], found[3]
    if reader.section == "summary":
        raise InputError(f"a {name} line after the summary: is the next hand's first line "
                         f"('PokerStars Hand #…') missing?", token=shown(name, 30))
    if name in OTHER_SECTIONS:
        if name == "SHOW DOWN" and run is None:
            _check_all_dealt(hand)
        reader.section = OTHER_SECTIONS[name]  # the blinds posted before the hole cards stay this street's bets
        return
    if hand.game.own_dealing is not None:
        _own_street(reader, run, name, rest)
        return
    if name == DRAW_STREET and hand.game.draws:
        _draw_street(reader, run)
        return
    if name in BOARD_STREETS and not hand.most_board:
        raise InputError(f"a {name.lower()} line in {game_name(hand.game, hand.most_draws)}, which deals no board",
                         token=shown(name, 30))
    size = BOARD_STREETS.get(name)
    if size is None:
        raise InputError(f"unknown street '{shown(name, 30)}'", token=shown(name, 30))
    groups = _CARDS.findall(rest)
    if not groups or rest.count("[") != rest.count("]"):
        raise InputError(f"cannot read the {name.lower()}'s cards", token=shown(rest.strip(), 30))
    cards = [card for group in groups for card in parse_cards(group)]
    if len(cards) != size:
        raise InputError(f"the {name.lower()} shows {len(cards)} board cards; it should show {size}")
    reader.section = "board"
    if run is None:
        _check_street_order(name, len(hand.board))
        if cards[:len(hand.board)] != hand.board:
            raise InputError(f"the {name.lower()}'s board {' '.join(map(str, cards[:len(hand.board)]))} is not "
                             f"the board so far, {' '.join(map(str, hand.board))}")
        hand.board = cards
        reader.new_street()
        return
    index = RUN_INDEX[run]
    while len(hand.runs) <= index:
        hand.runs.append(list(hand.board))
    hand.runs[index] = cards


def _check_all_dealt(hand: HandRecord) -> None:
    """A showdown comes once every card is dealt: the whole board (or each run's), or a stud game's
    seventh street. A hand whose river line was lost would otherwise be priced as an all-in with a
    card to come, its showdown on a board that was never dealt.

    >>> from .games import pokerstars_game
    >>> _check_all_dealt(HandRecord("PokerStars", "1", 1, pokerstars_game("Hold'em"), "", "USD",
    ...                             board=parse_cards("2c 7d Jh 4s")))
    Traceback (most recent call last):
    cardlab.core.errors.InputError: the showdown comes on a board of 4 cards; Texas Hold'em deals 5: \
is the river's line missing?
    """
    dealing = hand.game.own_dealing
    if dealing is None:
        if hand.runs or len(hand.board) >= hand.most_board:
            return
        missing = next(street for street, size in BOARD_STREETS.items() if size > len(hand.board))
        raise InputError(f"the showdown comes on a board of {plural(len(hand.board), 'card')}; {hand.game.name} "
                         f"deals {hand.most_board}: is the {missing.lower()}'s line missing?", token="SHOW DOWN")
    if hand.held < dealing.total:
        missing = [street for street, held in OWN_STREETS.items() if held == hand.held + 1][-1]  # as written
        raise InputError(f"the showdown comes when each player holds {plural(hand.held, 'card')}; "
                         f"{hand.game.name} deals {dealing.total}: is the {missing.lower()}'s line missing?",
                         token="SHOW DOWN")


def _check_street_order(name: str, board_size: int) -> None:
    """A board street comes once, just after the street before it: a river with no turn line
    before it would put the turn's bets on the flop.

    >>> _check_street_order("RIVER", 3)
    Traceback (most recent call last):
    cardlab.core.errors.InputError: the river comes with no turn line before it
    """
    before = STREET_BEFORE.get(name)
    expected = 0 if before is None else BOARD_STREETS[before]
    if board_size < expected:
        raise InputError(f"the {name.lower()} comes with no {str(before).lower()} line before it", token=name)
    if board_size > expected:
        raise InputError(f"the {name.lower()} comes again, or after a later street", token=name)


def _draw_street(reader: _Reader, run: str | None) -> None:
    """A draw game's next draw: the first, second and third in turn (a single draw's ``DRAW``),
    no more than the game has.

    >>> from .games import pokerstars_game
    >>> hand = HandRecord("PokerStars", "1", 1, pokerstars_game("Badugi"), "", "USD", most_draws=3)
    >>> reader = _Reader(hand, Fraction(1))
    >>> _draw_street(reader, "SECOND ")
    Traceback (most recent call last):
    cardlab.core.errors.InputError: the second draw comes with no first draw before it
    """
    hand = reader.hand
    number = DRAW_NUMBER.get(run, 0)
    name = game_name(hand.game, hand.most_draws)
    if (run is None) != (hand.most_draws == 1):  # a single draw's DRAW, the others' FIRST .. THIRD DRAW
        written = "DRAW" if run is None else f"{run}DRAW"
        raise InputError(f"a '{written}' line in {name}, whose draws are "
                         + ("one 'DRAW'" if hand.most_draws == 1 else "'FIRST DRAW' .. 'THIRD DRAW'"),
                         token=DRAW_STREET)
    if number > hand.most_draws:
        raise InputError(f"{name} has {plural(hand.most_draws, 'draw')}, not a {DRAW_WORDS[number - 1]} one",
                         token=DRAW_STREET)
    if number <= hand.draws:
        raise InputError(f"the {DRAW_WORDS[number - 1]} draw comes again, or after a later draw", token=DRAW_STREET)
    if number > hand.draws + 1:
        raise InputError(f"the {DRAW_WORDS[number - 1]} draw comes with no {DRAW_WORDS[number - 2]} draw before it",
                         token=DRAW_STREET)
    hand.draws = number
    reader.section = "draw"
    reader.new_street()


def _own_street(reader: _Reader, run: str | None, name: str, rest: str) -> None:
    """A stud street: every player holds its count of own cards (a community card is not read yet)."""
    held = OWN_STREETS.get(name)
    if held is None or run is not None:
        raise InputError(f"unknown street '{shown(name, 30)}' in {reader.hand.game.name}", token=shown(name, 30))
    if _CARDS.search(rest):
        raise InputError(f"the {name.lower()} shows cards in the middle (a community card): not read yet",
                         token=shown(rest.strip(), 30))
    if held <= reader.hand.held:
        raise InputError(f"the {name.lower()} comes after a later street", token=shown(name, 30))
    reader.hand.held = held
    reader.section = "deal"
    reader.new_street()


def _action_line(reader: _Reader, line: str) -> bool:
    """Read ``name: verb ...``; False when the line is not a player's action."""
    for seat in sorted(reader.hand.seats, key=lambda seat: -len(seat.name)):  # longest name first
        prefix = seat.name + ": "
        if not line.startswith(prefix):
            continue
        rest = line[len(prefix):]
        for verb, act in ACTIONS.items():
            if rest.startswith(verb):
                if verb in BETTING_VERBS:
                    reader.last_to_bet = check_turn(seat, reader.last_to_bet)
                act(reader, seat.name, rest[len(verb):])
                return True
        return False
    return False


def _money_line(reader: _Reader, line: str) -> bool:
    """Uncalled bets returned and pots collected; False for any other line."""
    hand = reader.hand
    found = _UNCALLED.fullmatch(line)
    if found is not None:
        seat, back = reader.seat(found[2]), parse_amount(found[1])
        not_called = seat.live - max((other.live for other in hand.seats if other is not seat), default=ZERO)
        if back > not_called:
            had = (f"{money_text(not_called, hand.currency)} of {shown(seat.name, 30)}'s bets was not called"
                   if not_called > 0 else f"all {shown(seat.name, 30)} put in was called")
            raise InputError(f"{shown(seat.name, 30)} gets back {money_text(back, hand.currency)}, but {had}",
                             token=shown(seat.name, 30))
        seat.invested -= back
        return True
    found = _COLLECTED.fullmatch(line)
    if found is not None:
        seat, amount = reader.seat(found[1]), parse_amount(found[2])
        seat.won += amount
        _check_collected(reader, seat, found[3], amount)
        return True
    found = _CASHED_OUT.fullmatch(line)
    if found is not None:
        seat, who = reader.seat(found[1]), shown(found[1], 30)
        if seat.folded:
            raise InputError(f"{who} cashes out after folding", token=who)
        if not seat.invested:  # a cash-out is offered to a player in an all-in showdown, never to one out of the hand
            raise InputError(f"{who} cashes out with nothing in the pot", token=who)
        if seat.cash_out is not None:
            raise InputError(f"{who} cashes out twice", token=who)
        seat.cash_out = parse_amount(found[2])
        seat.cash_out_fee = None if found[3] is None else parse_amount(found[3])
        return True
    return False


def _check_collected(reader: _Reader, seat: Seat, pot_name: str, amount: Fraction) -> None:
    """A player collects from the pots they can win, no more: a folded player from none, an all-in
    player from the pots their stack reached. A pot named (``from main pot``, ``from side pot-2``)
    is one the hand has, that player can win it, and what is collected from it fits in it."""
    hand = reader.hand
    who = shown(seat.name, 30)
    if seat.folded:
        raise InputError(f"{who} collects after folding", token=who)
    index = _pot_index(pot_name)
    in_every_pot = seat.live and all(other.live <= seat.live for other in hand.seats)
    pots = [] if index is None and in_every_pot else seat_pots(hand.seats, {other.name for other in hand.still_in()})
    if index is not None:
        _check_named_pot(reader, seat, _pot_words(pot_name), index, amount, pots)
    if in_every_pot:  # no need to build the pots for this
        most = sum((other.invested for other in hand.seats), ZERO)
    else:
        most = sum((pot.amount for pot in pots if seat.name in pot.eligible), ZERO)
    if seat.won > most:
        raise InputError(f"{who} collects {money_text(seat.won, hand.currency)} in all, but the "
                         f"pots {who} can win hold {money_text(most, hand.currency)}", token=who)


NO_SUCH_POT = 1000
"""The index of a side pot numbered with more digits than any table has pots for (``side pot-1234``)."""


def _pot_index(pot_name: str) -> int | None:
    """The pot a collection names: 0 the main pot, 1 the side pot (or side pot-1), n side pot-n;
    None for the pot as a whole (``from pot``).

    >>> [_pot_index(name) for name in ("pot", "main pot", "side pot", "side pot-2", "side pot-12345")]
    [None, 0, 1, 2, 1000]
    """
    if pot_name.startswith("main"):
        return 0
    if pot_name.startswith("side"):
        return _side_pot_index(pot_name.partition("-")[2])
    return None


def _side_pot_index(number: str) -> int:
    """A side pot's index from its number as written (none: the one side pot, 1)."""
    if not number:
        return 1
    return int(number) if len(number) < len(str(NO_SUCH_POT)) else NO_SUCH_POT


def _pot_words(pot_name: str) -> str:
    """How a message names a pot: "the main pot", "the side pot", "side pot-2"."""
    return pot_name if "-" in pot_name else f"the {pot_name}"


def _check_named_pot(reader: _Reader, seat: Seat, words: str, index: int, amount: Fraction,
                     pots: Sequence[Pot]) -> None:
    """The pot named ``words`` (``index`` among ``pots``) exists, ``seat`` can win it, and what
    has been collected from it so far fits in it."""
    currency, who = reader.hand.currency, shown(seat.name, 30)
    if index >= len(pots):
        sides = len(pots) - 1
        has = "no pot" if sides < 0 else {0: "no side pot", 1: "one side pot"}.get(sides) or plural(sides, "side pot")
        raise InputError(f"{who} collects from {words}, but the hand has {has}", token=who)
    pot = pots[index]
    if seat.name not in pot.eligible:
        can_win = f"which only {series([shown(name, 30) for name in pot.eligible])} can win" if pot.eligible else \
            "which no player still in can win"
        raise InputError(f"{who} collects from {words}, {can_win}", token=who)
    reader.collected[index] = reader.collected.get(index, ZERO) + amount
    if reader.collected[index] > pot.amount:
        raise InputError(f"{money_text(reader.collected[index], currency)} is collected from {words}, but it "
                         f"holds {money_text(pot.amount, currency)}", token=who)


def _check_stated_pots(reader: _Reader, stated: str, line: str) -> None:
    """The pots a total line states (``Main pot $8.50. Side pot $4.``) add up to the total pot,
    with the rake (as PokerStars states them: after the rake) or without it (before it), and no
    more was collected from a pot than it states."""
    hand = reader.hand
    pots = [(0 if name == "Main pot" else _side_pot_index(number), parse_amount(amount))
            for name, number, amount in _STATED_POT.findall(stated)]
    if not pots or hand.total_pot is None or hand.rake is None:
        return
    currency, in_pots = hand.currency, sum((amount for _, amount in pots), ZERO)
    if hand.total_pot not in (in_pots + hand.rake, in_pots):
        listed = ", ".join(money_text(amount, currency) for _, amount in pots)
        raise InputError(f"the summary's pots ({listed}) and the rake ({money_text(hand.rake, currency)}) do not "
                         f"add up to the total pot ({money_text(hand.total_pot, currency)})", token=shown(line, 60))
    stated_as = dict(pots)
    for index, collected in sorted(reader.collected.items()):
        if index in stated_as and collected > stated_as[index]:
            words = "the main pot" if index == 0 else "the side pot" if len(pots) == 2 else f"side pot-{index}"
            raise InputError(f"{money_text(collected, currency)} is collected from {words}, but the summary "
                             f"states it as {money_text(stated_as[index], currency)}", token=shown(line, 60))


def _summary_line(reader: _Reader, line: str) -> None:
    """Total pot and rake, the boards, cards shown or mucked; other summary lines say nothing new."""
    hand = reader.hand
    total = _TOTAL.match(line)
    if total is not None:
        hand.total_pot, hand.rake = parse_amount(total[1]), parse_amount(total[3])
        _check_stated_pots(reader, total[2], line)
        return
    if line.startswith("Total pot"):
        raise InputError(f"cannot read the total pot and the rake in '{shown(line, 60)}' (cut short?)",
                         token=shown(line, 60))
    board = _BOARD.fullmatch(line)
    if board is not None:
        if not hand.most_board:
            raise InputError(f"the summary gives a board in {game_name(hand.game, hand.most_draws)}, which deals none",
                             token=shown(line, 30))
        cards = parse_cards(board[2])
        if board[1] is None:
            if hand.board and cards != hand.board:
                raise InputError(f"the summary's board {format_cards(cards)} is not the board dealt, "
                                 f"{format_cards(hand.board)}", token=format_cards(cards))
            hand.board = hand.board or cards
        else:
            index = RUN_INDEX[board[1] + " "]
            while len(hand.runs) <= index:
                hand.runs.append([])
            hand.runs[index] = cards
        return
    if line.endswith(_NOT_AWARDED):
        _not_awarded(hand, line)
    shown_cards = _SUMMARY_CARDS.match(line)
    if shown_cards is not None and any(seat.name == shown_cards[1] for seat in hand.seats):
        _shows(hand, hand.seat_of(shown_cards[1]), tuple(parse_cards(shown_cards[2])))
        if f" mucked [{shown_cards[2]}]" in line:
            hand.mucked.add(shown_cards[1])


def _not_awarded(hand: HandRecord, line: str) -> None:
    """``Seat 2: Ann showed [Ah Ad] and won ($199) with ... (pot not awarded as player cashed out)``:
    the pots Ann won stay unpaid (the site paid her cash-out instead), so the money adds up with them."""
    seat = next((seat for seat in hand.seats if line.startswith(f"Seat {seat.seat}: {seat.name} ")), None)
    amounts = [parse_amount(amount) for amount in _SUMMARY_WON.findall(line)]
    if seat is None or not amounts:
        raise InputError(f"cannot read which pot was not awarded in '{shown(line, 60)}'", token=shown(line, 60))
    if seat.cash_out is None:
        who = shown(seat.name, 30)
        raise InputError(f"the summary says {who} cashed out, but no line says for how much", token=who)
    seat.unawarded += sum(amounts, ZERO)


def _line(reader: _Reader, line: str) -> None:
    hand = reader.hand
    if reader.section == "seats":
        seat = _SEAT.fullmatch(line)
        if seat is not None:
            if len(seat[1]) > MAX_SEAT_DIGITS:
                raise InputError(f"a seat number of {len(seat[1]):,} digits", token=shown(seat[1], 30))
            hand.add_seat(Seat(seat[2], int(seat[1]), parse_amount(seat[3]),
                               sitting_out="sitting out" in seat[4] or "out of hand" in seat[4]))
            return
    street = _STREET.fullmatch(line)
    if street is not None:
        _street(reader, street)
        return
    if reader.section == "summary":
        _summary_line(reader, line)
        return
    if line.startswith("Dealt to "):
        _dealt(reader, line)
        return
    button = _BUTTON.search(line) if line.startswith("Table '") else None
    if button is not None:
        hand.button = int(button[1])
        return
    if _action_line(reader, line) or _money_line(reader, line) or _NEWS.fullmatch(line):
        return
    if _BOUNTY.fullmatch(line):
        hand.bounties.append(line)
        return
    if line in SPLIT_POT_NEWS and hand.game.hi_lo:
        return
    raise InputError(f"cannot read '{shown(line, 60)}'", token=shown(line, 60))


def _dealt(reader: _Reader, line: str) -> None:
    """``Dealt to Alice [Ah Kd]``: the hero's cards. In a stud game every player's line lists the
    cards seen so far then the street's new ones (``Dealt to Bob [9h] [Ts]``): the up cards, or the
    hero's every card (more than the street's up cards)."""
    hand = reader.hand
    for seat in sorted(hand.seats, key=lambda seat: -len(seat.name)):  # longest name first
        prefix = f"Dealt to {seat.name} ["
        if line.startswith(prefix):
            cards = tuple(card for group in _CARDS.findall(line[len(prefix) - 1:]) for card in parse_cards(group))
            if hand.game.own_dealing is None:  # a board game: the hero's whole hand (a draw's: kept, then new)
                hand.check_whole_hand(seat.name, cards, "is dealt", token=shown(seat.name, 30))
                if hand.draws and seat.seen:
                    groups = _CARDS.findall(line[len(prefix) - 1:])
                    _check_redeal(reader, seat, [parse_cards(group) for group in groups])
                seat.cards = seat.seen = cards
                hand.hero = seat.name
                return
            if not hand.held:
                raise InputError(f"{seat.name} is dealt cards before the 3rd street's line", token=shown(seat.name, 30))
            _dealt_own(hand, seat, cards, hand.game.own_dealing.up_cards(hand.held))
            return
    raise InputError(f"cannot read '{shown(line, 60)}'", token=shown(line, 60))


def _check_redeal(reader: _Reader, seat: Seat, groups: list[list[Card]]) -> None:
    """The hero's hand after a draw, ``[kept] [new]``: the kept cards are the hand before less the
    cards discarded, and the new ones as many as were discarded, none of them a card just thrown."""
    who = shown(seat.name, 30)
    thrown = reader.thrown.get(seat.name, ())
    kept, new = (groups[0], groups[1]) if len(groups) == 2 else (groups[0], [])
    if sorted(kept) != sorted(card for card in seat.seen if card not in thrown):
        raise InputError(f"{who} keeps {format_cards(kept)} from {format_cards(seat.seen)} after discarding "
                         f"{format_cards(thrown) or 'nothing'}", token=who)
    drawn = seat.drawn[-1] if len(seat.drawn) == reader.hand.draws else 0
    if len(new) != drawn:
        raise InputError(f"{who} is dealt {plural(len(new), 'new card')} after discarding {drawn}", token=who)
    back = [card for card in new if card in thrown]
    if back:
        raise InputError(f"{who} is dealt {format_cards(back)} back, just discarded", token=who)


def _dealt_own(hand: HandRecord, seat: Seat, cards: tuple[Card, ...], up: int) -> None:
    """A stud player's cards so far: their up cards, or (the hero) every card, which go on from the last line's."""
    if len(cards) not in (up, hand.held):
        raise InputError(f"{seat.name} is dealt {plural(len(cards), 'card')} seen; on this street a player shows "
                         f"{up} up (the hero all {hand.held})", token=shown(seat.name, 30))
    if cards[:len(seat.seen)] != seat.seen:
        raise InputError(f"{seat.name}'s cards {format_cards(cards)} do not go on from {format_cards(seat.seen)}",
                         token=shown(seat.name, 30))
    seat.seen = cards
    if len(cards) == hand.held and len(cards) > up:
        if hand.hero not in (None, seat.name):
            raise InputError(f"{seat.name} is dealt down cards, and so is {hand.hero}: only the hero's are seen",
                             token=shown(seat.name, 30))
        hand.hero = seat.name
        if hand.game.own_dealing is not None and len(cards) == hand.game.own_dealing.total:
            seat.cards = cards


def read_pokerstars(lines: Sequence[str], first_line: int) -> HandRecord:
    """One hand from its lines (the first is its header, line ``first_line`` of the file).
    InputError naming the line for a line that makes no sense or a hand cut off before its summary.

    >>> read_pokerstars(["PokerStars Hand #5:  Omaha Pot Limit ($1/$2 USD)", "Seat 1: Al ($9 in chips)"], 10)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Line 11: the hand is cut off after line 11 (no summary with its total pot)
    """
    hand, big_blind = _header(lines[0], first_line)
    reader = _Reader(hand, big_blind)
    for offset, line in enumerate(lines[1:], start=1):
        text = line.strip()
        if not text:
            continue
        try:
            _line(reader, text)
            if "[" in text:  # a line that deals or shows cards: a card seen twice is this line's fault
                check_no_card_twice(hand)
        except InputError as err:
            raise err.located(line=first_line + offset) from None
        if hand.total_pot is not None and hand.total_line is None:
            hand.total_line = first_line + offset
    if hand.total_pot is None:
        last = first_line + len(lines) - 1
        while last > first_line and not lines[last - first_line].strip():
            last -= 1
        raise InputError(f"the hand is cut off after line {last:,} (no summary with its total pot)",
                         line=last)
    if not hand.seats:
        raise InputError("the hand has no seats", line=first_line)
    return hand


def known_cards(hand: HandRecord) -> list[Card]:
    """Every card the hand shows: the players' and the boards'.

    >>> known_cards(HandRecord("PokerStars", "1", 1, pokerstars_game("Hold'em"), "", "USD"))
    []
    """
    cards = [card for seat in hand.seats for card in seat.cards]
    cards.extend(card for seat in hand.seats for card in seat.seen if card not in cards)
    for board in hand.boards():
        cards.extend(card for card in board if card not in cards)
    return cards
