"""All-in equity: where the money went in with cards still to come and no more betting could
follow (every player still in is all-in, or all but one), each pot is split by the exact equity of
the players who can win it over the cards to come, as the one equity door (:mod:`cardlab.poker.pricing`)
counts it for the equity tab, every card the hand shows being out of the deck (a split pot: with each
player's chances of its halves). A player's all-in EV is the sum over pots of equity x pot, less
what they put in (before rake). In a stud game (own cards by streets, no board) each player still
in plays the cards dealt to them up to the all-in street, in the order dealt, and the cards shown
by players who folded are dead. Rules: ``docs/rules.md``, "Hand histories".

>>> from cardlab.core.cards import parse_cards
>>> from cardlab.games.variants import variant
>>> odds = pot_odds(variant("holdem"), [tuple(parse_cards("Ac Ad")), tuple(parse_cards("Kh Qh"))],
...                 parse_cards("Kd 8s 3c 2h"), parse_cards("8d 8c"))
>>> odds.shares
(Fraction(37, 42), Fraction(5, 42))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple, cast

from ..core.cards import Card, Hand, format_cards
from ..core.errors import InputError
from ..core.job_time import check_part_time
from ..core.words import series
from ..games.own_streets import OwnDealing
from ..games.variants import STREETS, Street, Variant
from .hand import HandRecord, Seat
from .money import ZERO
from .pots import Pot, seat_pots
from .shapes import ChancesJson

CHANCES = ("scoop", "win", "tie", "low_win", "low_tie")  # a split pot's chances, as the equity report names them
EQUITY_CACHE = 4096  # spots remembered: a session repeats few, but the benchmark's generator does


class PotOdds(NamedTuple):
    """One pot's exact shares, and in a game that splits the pot each player's chances of its
    halves, in the equity report's columns (None in a game that does not)."""

    shares: tuple[Fraction, ...]
    chances: tuple[ChancesJson, ...] | None = None


@dataclass(frozen=True)
class PotEquity:
    """One pot at the all-in moment: its money, who can win it and each one's exact share (in a
    game that splits the pot, with each one's chances of its halves; None for a pot not contested)."""

    pot: Pot
    shares: tuple[Fraction, ...]
    chances: tuple[ChancesJson, ...] | None = None


@dataclass(frozen=True)
class AllIn:
    """The all-in moment of a hand: the street, the board then, the dead cards (shown by players
    no longer in), each pot's equities, and per player still in: expected money and EV, and the
    cards they play (``hands``, in the players' order; a stud player's cards dealt so far)."""

    street: Street
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    players: tuple[Seat, ...]
    pots: tuple[PotEquity, ...]
    hands: tuple[Hand, ...] = ()

    def expected(self, name: str) -> Fraction:
        """The money ``name`` can expect from the pots (before rake).

        >>> pot = PotEquity(Pot(Fraction(10), ("A", "B")), (Fraction(1, 4), Fraction(3, 4)))
        >>> AllIn("turn", (), (), (), (pot,)).expected("B")
        Fraction(15, 2)
        """
        return sum((pot.pot.amount * share for pot in self.pots for player, share in zip(pot.pot.eligible, pot.shares)
                    if player == name), ZERO)

    @property
    def total(self) -> Fraction:
        """The money in every pot.

        >>> AllIn("turn", (), (), (), (PotEquity(Pot(Fraction(10), ("A", "B")), (Fraction(1), Fraction(0))),)).total
        Fraction(10, 1)
        """
        return sum((pot.pot.amount for pot in self.pots), ZERO)


@dataclass(frozen=True)
class AllInSpot:
    """An all-in moment that could not be priced (its exact count too long for a history, say):
    the street, the board then, the dead cards and each player's cards then, so that the equity tab
    can open it (where it may be sampled) rather than the hands as they ended."""

    street: Street
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    players: tuple[Seat, ...]
    hands: tuple[Hand, ...]


class FoundAllIn(NamedTuple):
    """What :func:`find_all_in` finds: the priced moment, or why there is none (and the moment's
    cards when it could be named but not priced)."""

    moment: AllIn | None
    note: str | None
    unpriced: AllInSpot | None = None


def pot_odds(game: Variant, hands: Sequence[Hand], board: Sequence[Card], dead: Sequence[Card]) -> PotOdds:
    """Each player's exact share of one pot over every way the cards to come can fall (in a game
    that splits the pot, with each one's chances of its halves), asked of the one equity door
    (:mod:`cardlab.poker.pricing`) as the equity tab asks it: a board game's board, or a stud
    game's own cards so far in the order dealt (``board`` empty); InputError when counting it
    exactly would take over :data:`~cardlab.core.limits.MAX_HISTORY_SPOT_SECONDS`
    (:func:`~cardlab.core.job_time.check_part_time`).

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.variants import variant
    >>> odds = pot_odds(variant("omaha-hilo"), [tuple(parse_cards("Ah 2h Kc Qd")), tuple(parse_cards("Ks Kd Qs Jc"))],
    ...                 parse_cards("3c 4d 8s Kh"), [])
    >>> odds.shares, odds.chances[1]
    ((Fraction(11, 20), Fraction(9, 20)), {'scoop': 0.0, 'win': 0.9, 'tie': 0.0, 'low_win': 0.0, 'low_tie': 0.0})
    >>> wheel, kings = tuple(parse_cards("As 2s 3s 4s 5s 6s")), tuple(parse_cards("Kh Kd Kc Qh Qd Qc"))
    >>> pot_odds(variant("razz"), [wheel, kings], [], [])
    PotOdds(shares=(Fraction(1, 1), Fraction(0, 1)), chances=None)
    """
    return _odds(game, tuple(hands), tuple(board), tuple(sorted(dead)))


@lru_cache(maxsize=EQUITY_CACHE)
def _odds(game: Variant, hands: tuple[Hand, ...], board: tuple[Card, ...], dead: tuple[Card, ...]) -> PotOdds:
    from ..poker.pricing import answer, exact_seconds, read_question

    question = read_question([format_cards(hand) for hand in hands], format_cards(board), format_cards(dead), game.key)
    check_part_time(exact_seconds(question), work="its exact equity", rule="a history's all-in is priced")
    report = answer(question, method="exact")  # heads-up preflop Hold'em: from the preflop table, at once
    shares = tuple(Fraction(player["equity_fraction"]) for player in report["players"])
    if not report["hi_lo"]:
        return PotOdds(shares)
    return PotOdds(shares, tuple(_chances(*(float(cast(float, cast(Mapping[str, object], player)[name]))
                                            for name in CHANCES)) for player in report["players"]))


def _chances(scoop: float, win: float, tie: float, low_win: float, low_tie: float) -> ChancesJson:
    """A split pot's chances, in the order of :data:`CHANCES`."""
    return {"scoop": scoop, "win": win, "tie": tie, "low_win": low_win, "low_tie": low_tie}


def community_odds(game: Variant, hands: Sequence[Hand], dead: Sequence[Card]) -> PotOdds:
    """Each stud player's exact share of one pot when every player holds the six own cards before
    seventh street and the one card to come is the community card (a deck run short), whoever else
    was dealt in: every unseen card in turn as the community card, each settled by the showdown
    (in stud hi-lo, with each one's chances of the halves).

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.variants import variant
    >>> hands = [tuple(parse_cards("Ah Kh Qh Jh 2c 3d")), tuple(parse_cards("As Ad Ac 7s 7d 9c"))]
    >>> unseen = parse_cards("Th 2h 7c Ks")  # the royal flush's ten alone wins it for the first player
    >>> dead = [card for card in variant("stud").deck.cards if card not in unseen and all(card not in hand
    ...         for hand in hands)]
    >>> community_odds(variant("stud"), hands, dead).shares
    (Fraction(1, 4), Fraction(3, 4))
    """
    return _community_odds(game, tuple(hands), tuple(sorted(dead)))


@lru_cache(maxsize=EQUITY_CACHE)
def _community_odds(game: Variant, hands: tuple[Hand, ...], dead: tuple[Card, ...]) -> PotOdds:
    from ..games.showdown import showdown

    out = set(dead).union(*hands)
    unseen = [card for card in game.deck.cards if card not in out]
    totals = [Fraction(0)] * len(hands)
    halves = [[0] * len(CHANCES) for _ in hands]  # per player, counted in the order of CHANCES
    split = False
    for card in unseen:
        result = showdown(hands, (card,), game, shared=1)
        if result.pot is None:
            parts = [Fraction(number in result.winners, len(result.winners)) for number in range(len(hands))]
        else:
            split, pot = True, result.pot
            parts = pot.shares(len(hands))
            for number, counted in enumerate(halves):
                counted[0] += pot.scooper() == number
                counted[1 + (len(pot.high) > 1)] += number in pot.high
                if pot.low:
                    counted[3 + (len(pot.low) > 1)] += number in pot.low
        totals = [total + part for total, part in zip(totals, parts, strict=True)]
    shares = tuple(total / len(unseen) for total in totals)
    if not split:
        return PotOdds(shares)
    return PotOdds(shares, tuple(_chances(*(count / len(unseen) for count in counted)) for counted in halves))


def _own_pot_odds(game: Variant, hands: list[Hand], dead: list[Card], shared: int) -> PotOdds:
    """One stud pot's odds: by the equity door, which deals the community card itself when these
    players need one; a community card the history dealt for a deck run short by players no longer
    in this pot, by :func:`community_odds` on sixth street; InputError before it."""
    dealing = game.own_dealing
    assert dealing is not None
    if not shared or dealing.community(len(hands), game.deck.size) == shared:
        return pot_odds(game, hands, (), dead)
    if all(len(cards) == dealing.total - shared for cards in hands):
        return community_odds(game, hands, dead)
    raise InputError(f"the community card to come among {len(hands)} players is counted from sixth street only")


def dealt_order(seat: Seat, dealing: OwnDealing, *, hero: bool) -> Hand | None:
    """A stud player's shown cards in the order dealt: the hero's, or any player's whose every card
    the history dealt by name (PHH), as dealt to them (then any the history did not deal them, in
    the order shown); another player's up cards as the history dealt them, the others (down cards)
    in the order shown. None when the up cards cannot be placed.

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.own_streets import STUD
    >>> seat = Seat("Bob", 1, Fraction(5), cards=tuple(parse_cards("9h Ts 2c 3d Jc Qd 4s")),
    ...             seen=tuple(parse_cards("9h Ts Jc Qd")))
    >>> format_cards(dealt_order(seat, STUD, hero=False) or ())
    '2c 3d 9h Ts Jc Qd 4s'
    """
    others = [card for card in seat.cards if card not in seat.seen]
    if hero or len(seat.seen) == len(seat.cards):
        return seat.seen + tuple(others)
    up = list(seat.seen)
    if len(up) > dealing.up_cards(len(seat.cards)):
        return None
    return tuple(up.pop(0) if face == "up" and up else others.pop(0)
                 for face in dealing.faces(len(seat.cards)))


def find_all_in(hand: HandRecord) -> FoundAllIn:
    """The hand's all-in moment with every pot's equities, or None and why there is no EV (None
    when there is simply no all-in with cards to come), with the moment's cards when they are
    known but could not be priced.

    >>> from cardlab.games.variants import variant
    >>> find_all_in(HandRecord("PokerStars", "1", 1, variant("holdem"), "", "USD"))
    FoundAllIn(moment=None, note=None, unpriced=None)
    """
    still_in = hand.still_in()
    board_size = hand.board_at_last_bet
    dealing = hand.game.own_dealing
    held = 0 if dealing is None else max(hand.held_at_last_bet, dealing.counts()[0])
    last = max(hand.game.board_sizes) if dealing is None else dealing.total
    drawn_after = hand.draws > hand.draws_at_last_bet  # a draw game: a draw dealt after the last chip
    # no showdown, or the money went in with no card to come (a stud deal's community card is its last)
    if len(still_in) < 2 or (held + board_size >= last and not drawn_after):
        return FoundAllIn(None, None)
    if not any(seat.all_in for seat in still_in):
        return FoundAllIn(None, None)
    if sum(not seat.all_in for seat in still_in) > 1:
        return FoundAllIn(None, "betting could still follow the last all-in")
    if drawn_after:
        return FoundAllIn(None, "no all-in EV: a draw followed the all-in, and what a player keeps at a draw is a "
                                "choice no equity can count")
    hidden = [seat.name for seat in still_in if len(seat.cards) not in hand.hand_sizes]
    if hidden:
        names = series(hidden)
        return FoundAllIn(None, f"no all-in EV: {names}'s cards are not shown" if len(hidden) == 1 else
                          f"no all-in EV: the cards of {names} are not shown")
    if dealing is not None:
        return _own_all_in(hand, still_in, dealing, held)
    board = tuple(hand.boards()[0][:board_size])
    known = [card for seat in hand.seats for card in seat.cards]
    in_hands = {card for seat in still_in for card in seat.cards}
    dead_cards = tuple(card for card in known if card not in in_hands)
    spot = AllInSpot(STREETS[board_size], board, dead_cards, tuple(still_in), tuple(seat.cards for seat in still_in))
    pots = []
    for pot in seat_pots(hand.seats, {seat.name for seat in still_in}):
        eligible = [hand.seat_of(name) for name in pot.eligible]
        if len(eligible) < 2:
            pots.append(PotEquity(pot, tuple(Fraction(1) for _ in eligible)))
            continue
        playing = {card for seat in eligible for card in seat.cards}
        dead = [card for card in known if card not in playing]
        try:
            odds = pot_odds(hand.game, [seat.cards for seat in eligible], board, dead)
        except InputError as err:  # a spot the equity pipeline does not take (too many players for the game)
            return FoundAllIn(None, f"no all-in EV: {err.reason}", spot)
        pots.append(PotEquity(pot, *odds))
    return FoundAllIn(AllIn(spot.street, board, dead_cards, spot.players, tuple(pots), spot.hands), None)


def _own_all_in(hand: HandRecord, still_in: list[Seat], dealing: OwnDealing, held: int) -> FoundAllIn:
    """A stud game's all-in moment: each player still in holds their first ``held`` cards dealt;
    out of the deck are every card of players who folded, and for a side pot the cards so far of
    players still in who cannot win it."""
    orders = {seat.name: dealt_order(seat, dealing, hero=seat.name == hand.hero) for seat in still_in}
    so_far = {name: order[:held] for name, order in orders.items() if order is not None}
    if len(so_far) < len(orders):
        unplaced = next(name for name in orders if name not in so_far)
        return FoundAllIn(None, f"no all-in EV: {unplaced}'s up cards do not fit the streets")
    folded = [card for seat in hand.seats if seat.name not in so_far
              for card in dict.fromkeys(seat.cards + seat.seen)]
    spot = AllInSpot(dealing.street(held), (), tuple(folded), tuple(still_in), tuple(so_far.values()))
    pots = []
    for pot in seat_pots(hand.seats, set(so_far)):
        if len(pot.eligible) < 2:
            pots.append(PotEquity(pot, tuple(Fraction(1) for _ in pot.eligible)))
            continue
        dead = folded + [card for name, cards in so_far.items() if name not in pot.eligible for card in cards]
        try:
            odds = _own_pot_odds(hand.game, [so_far[name] for name in pot.eligible], dead, len(hand.board))
        except InputError as err:  # a spot the equity door does not take
            return FoundAllIn(None, f"no all-in EV: {err.reason}", spot)
        pots.append(PotEquity(pot, *odds))
    return FoundAllIn(AllIn(spot.street, (), spot.dead, spot.players, tuple(pots), spot.hands), None)
