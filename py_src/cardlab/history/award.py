"""Who wins each pot at the showdown, replayed from the cards a history shows (PHH hands written
without ``finishing_stacks``, and a check of those that have them): each main and side pot
(:mod:`cardlab.history.pots`) goes to the best hand among the players who can win it and did not
muck, by Card Lab's own showdown (:func:`cardlab.games.showdown.showdown`: the game's ranking, its
high and low halves). A pot with one player left needs no cards. A hand run more than once splits
each pot evenly between the runs (:func:`run_parts`, the odd units to the first) and replays each
run's showdown.

Money is dealt out in the hand's smallest unit (a cent, a chip: :func:`smallest_unit`). Odd units,
as Robert's Rules of Poker ("Ties") award them: between the high and the low half of a split pot
the odd unit goes to the high half; a share tied by several players is split evenly and each unit
left over goes to one tied player (none gets two) in the order :func:`odd_chip_order` gives: in a
button game the first seat clockwise from the button first (PokerStars' button line; PHH's player order,
``p1`` first), in a
stud game the player with the highest card by suit in a high share, the lowest card by suit in a
low share (all the player's cards count; spades, hearts, diamonds, clubs from the top; aces low in
a low share). The rake (when the hand states one) comes out of the main pot first, then the side pots.

>>> from cardlab.core.cards import parse_cards
>>> from cardlab.games.variants import variant
>>> from cardlab.history.hand import Seat
>>> hand = HandRecord("PHH", "1", 1, variant("holdem"), "", "chips", board=parse_cards("Kd 8s 3c 2h 9d"),
...                   seats=[Seat("Al", 1, Fraction(9), tuple(parse_cards("Ac Ad")), invested=Fraction(9)),
...                          Seat("Bo", 2, Fraction(5), tuple(parse_cards("Kh Qh")), invested=Fraction(5))])
>>> award(hand, unit=Fraction(1))
{'Al': Fraction(14, 1), 'Bo': Fraction(0, 1)}
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from ..core.cards import Card
from ..core.errors import InputError
from ..core.words import plural, series
from ..games.rankings import ranking
from ..games.showdown import Showdown, showdown
from .hand import HandRecord, Seat
from .money import DECIMALS, ZERO
from .pots import Pot, seat_pots

MOST_PLACES = 9  # decimal places an amount may have (PHH writes money as TOML numbers)
SUITS_UPWARD = "cdhs"
"""Suits from the lowest to the highest, as card rooms break a tie of ranks (stud's odd chip)."""
ACE_LOW = 1  # an ace's rank in a low share


def _card_order(card: Card, *, low: bool) -> tuple[int, int]:
    """A card's place from the lowest card up: its rank (an ace lowest in a low share), then its suit."""
    rank = ACE_LOW if low and card.rank == 14 else card.rank
    return rank, SUITS_UPWARD.index(card.suit)


def odd_chip_order(hand: HandRecord, winners: Sequence[Seat], *, low: bool) -> list[Seat]:
    """Tied winners of a share in the order its odd units go to them: in a button game the first
    seat clockwise from the button first (``hand.button``'s; PHH's order is already so); in a stud
    game (no button) the highest card by suit first in a high share, the lowest card by suit first
    in a low share.

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.variants import variant
    >>> stud = HandRecord("PHH", "1", 1, variant("stud"), "", "chips")
    >>> al = Seat("Al", 1, Fraction(9), tuple(parse_cards("5c 6d Qc 7h 8s 9c 2d")))
    >>> bo = Seat("Bo", 2, Fraction(9), tuple(parse_cards("5d 6h Ks 7s 8c 9d 2h")))
    >>> [seat.name for seat in odd_chip_order(stud, [al, bo], low=False)]  # Bo's king
    ['Bo', 'Al']
    >>> [seat.name for seat in odd_chip_order(stud, [al, bo], low=True)]  # Al's deuce of diamonds below hearts
    ['Al', 'Bo']
    >>> holdem = HandRecord("PokerStars", "1", 1, variant("holdem"), "", "USD", button=4)
    >>> seats = [Seat(name, number, Fraction(9)) for name, number in (("Cy", 2), ("Di", 4), ("Ed", 6))]
    >>> [seat.name for seat in odd_chip_order(holdem, seats, low=False)]  # seat 6, then round to 2 and 4
    ['Ed', 'Cy', 'Di']
    """
    if hand.game.own_dealing is None:
        button = hand.button
        return list(winners) if button is None else sorted(winners, key=lambda seat: (seat.seat <= button, seat.seat))
    if low:
        return sorted(winners, key=lambda seat: min(_card_order(card, low=True) for card in seat.cards))
    return sorted(winners, key=lambda seat: max(_card_order(card, low=False) for card in seat.cards), reverse=True)


def smallest_unit(amounts: Collection[Fraction], currency: str) -> Fraction:
    """The unit a hand's money moves in: a cent for a currency, a chip for chips, or finer when
    an amount of the hand has more decimals.

    >>> smallest_unit([Fraction(5), Fraction(1, 2)], "chips"), smallest_unit([Fraction(20)], "USD")
    (Fraction(1, 10), Fraction(1, 100))
    """
    places = DECIMALS.get(currency, 2)
    for amount in amounts:
        while places < MOST_PLACES and (amount * 10**places).denominator != 1:
            places += 1
    return Fraction(1, 10**places)


def hand_unit(hand: HandRecord) -> Fraction:
    """The unit ``hand``'s money moves in: :func:`smallest_unit` over every seat's stack, money put
    in (dead money too) and won, and the rake.

    >>> from cardlab.games.variants import variant
    >>> from cardlab.history.hand import Seat
    >>> hand_unit(HandRecord("PHH", "1", 1, variant("holdem"), "", "chips", seats=[Seat("Al", 1, Fraction(9, 2))]))
    Fraction(1, 10)
    """
    amounts = [amount for seat in hand.seats for amount in (seat.stack, seat.invested, seat.dead, seat.won)]
    return smallest_unit(amounts + [hand.rake or ZERO], hand.currency)


def deal_out(amount: Fraction, winners: Sequence[str], unit: Fraction) -> dict[str, Fraction]:
    """A share split evenly among tied ``winners`` (in odd-chip order), each unit left over going
    to one of them in that order.

    >>> deal_out(Fraction(11), ["A", "B", "C"], Fraction(1))
    {'A': Fraction(4, 1), 'B': Fraction(4, 1), 'C': Fraction(3, 1)}
    """
    units = amount / unit
    if units.denominator != 1:  # not a whole number of units (a rake written finer): exact shares
        return {name: amount / len(winners) for name in winners}
    each, left = divmod(units.numerator, len(winners))
    return {name: (each + (number < left)) * unit for number, name in enumerate(winners)}


def _halves(amount: Fraction, unit: Fraction) -> tuple[Fraction, Fraction]:
    """A split pot's high and low halves, the odd unit to the high.

    >>> _halves(Fraction(5), Fraction(1))
    (Fraction(3, 1), Fraction(2, 1))
    """
    units = amount / unit
    if units.denominator != 1:
        return amount / 2, amount / 2
    low = units.numerator // 2 * unit
    return amount - low, low


def _complete(hand: HandRecord, seat: Seat) -> bool:
    """True when the seat shows every card it plays at the showdown."""
    return len(seat.cards) in hand.hand_sizes


def run_parts(amount: Fraction, runs: int, unit: Fraction) -> list[Fraction]:
    """A pot split evenly between the runs of a hand run more than once, the odd units to the first
    run (as the odd unit between a split pot's halves goes to the high half; pokerkit does the same).

    >>> run_parts(Fraction(25), 2, Fraction(1)), run_parts(Fraction(10), 3, Fraction(1))
    ([Fraction(13, 1), Fraction(12, 1)], [Fraction(4, 1), Fraction(3, 1), Fraction(3, 1)])
    """
    units = amount / unit
    if units.denominator != 1:  # not a whole number of units (a rake written finer): exact parts
        return [amount / runs] * runs
    each, left = divmod(units.numerator, runs)
    return [(each + (left if number == 0 else 0)) * unit for number in range(runs)]


def pot_winners(hand: HandRecord, amount: Fraction, contenders: Sequence[Seat], unit: Fraction,
                run: int = 0) -> dict[str, Fraction]:
    """One pot (or its part on ``run``, a hand run more than once) dealt out among the players who
    can win it (seat order) by the showdown of their cards (here the high to Bo's kings, the low to
    Al's 8-4-3-2-A, the odd chip to the high).

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.variants import variant
    >>> hand = HandRecord("PHH", "1", 1, variant("omaha-hilo"), "", "chips", board=parse_cards("3c 4d 8s Kh 9c"))
    >>> seats = [Seat("Al", 1, Fraction(9), tuple(parse_cards("Ah 2h Kc Qd"))),
    ...          Seat("Bo", 2, Fraction(9), tuple(parse_cards("Ks Kd Qs Jc")))]
    >>> pot_winners(hand, Fraction(25), seats, Fraction(1))
    {'Al': Fraction(12, 1), 'Bo': Fraction(13, 1)}
    """
    if len(contenders) == 1:
        return {contenders[0].name: amount}
    result = contest(hand, contenders, run)
    low_share = [ranking(share.ranking).low for share in hand.game.pot]  # each share: high or low?
    if result.pot is not None:  # a split pot: the high half and the low half (none: the high scoops)
        shares = [(result.pot.high, amount, low_share[0])] if not result.pot.low else \
            list(zip((result.pot.high, result.pot.low), _halves(amount, unit), low_share, strict=True))
    else:
        shares = [(tuple(result.winners), amount, low_share[0])]
    won = dict.fromkeys((seat.name for seat in contenders), ZERO)
    for winners, part, low in shares:
        order = odd_chip_order(hand, [contenders[index] for index in sorted(winners)], low=low)
        for name, money in deal_out(part, [seat.name for seat in order], unit).items():
            won[name] += money
    return won


def contest(hand: HandRecord, contenders: Sequence[Seat], run: int = 0) -> Showdown:
    """The showdown of one pot's contenders on run ``run``'s board (their names in its headline);
    InputError when it cannot be known (a contender's cards not shown, a board not complete).

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.variants import variant
    >>> hand = HandRecord("PHH", "1", 1, variant("holdem"), "", "chips", board=parse_cards("Kd 8s 3c"))
    >>> contest(hand, [Seat("Al", 1, Fraction(9), tuple(parse_cards("Ac Ad"))), Seat("Bo", 2, Fraction(9))])
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: who won is not known: Bo's cards are not shown
    """
    hidden = [seat.name for seat in contenders if not _complete(hand, seat)]
    if hidden:
        who = series(hidden)
        raise InputError(f"who won is not known: {who}'s cards are not shown" if len(hidden) == 1
                         else f"who won is not known: the cards of {who} are not shown")
    board = hand.boards()[run]
    dealing = hand.game.own_dealing
    if dealing is None and len(board) != max(hand.game.board_sizes):
        where = "the board" if len(hand.boards()) == 1 else f"run {run + 1}'s board"
        raise InputError(f"who won is not known: {where} has {plural(len(board), 'card')}, "
                         f"not {max(hand.game.board_sizes)}")
    shared = len(board) if dealing is not None else None  # a stud deck run short: its community card
    return showdown([seat.cards for seat in contenders], tuple(board), hand.game, shared=shared,
                    names=[seat.name for seat in contenders])


def award(hand: HandRecord, *, unit: Fraction, rake: Fraction | None = None) -> dict[str, Fraction]:
    """What each player wins from the pots by the showdown (players who mucked, ``hand.mucked``, give up theirs);
    InputError when it cannot be known (a player needed at the showdown shows no cards).

    >>> from cardlab.games.variants import variant
    >>> hand = HandRecord("PHH", "1", 1, variant("holdem"), "", "chips",
    ...                   seats=[Seat("Al", 1, Fraction(9), invested=Fraction(3)),
    ...                          Seat("Bo", 2, Fraction(5), invested=Fraction(3))])
    >>> award(hand, unit=Fraction(1))
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: who won is not known: the cards of Al and Bo are not shown
    """
    still_in = {seat.name for seat in hand.still_in()}
    won = {seat.name: ZERO for seat in hand.seats}
    rake = (hand.rake or ZERO) if rake is None else rake  # taken from the main pot first, then the side pots
    for pot in seat_pots(hand.seats, still_in):
        taken = min(rake, pot.amount)
        rake -= taken
        contenders = [hand.seat_of(name) for name in pot.eligible if name not in hand.mucked]
        if not contenders:
            raise InputError("every player who could win a pot mucked their cards")
        for run, part in enumerate(run_parts(pot.amount - taken, len(hand.boards()), unit)):
            for name, money in pot_winners(hand, part, contenders, unit, run).items():
                won[name] += money
    return won


def pot_title(index: int) -> str:
    """A pot's name as the hand's details write it: the main pot, then side pot 1, 2 ...

    >>> pot_title(0), pot_title(2)
    ('Main pot', 'Side pot 2')
    """
    return f"Side pot {index}" if index else "Main pot"


def showdown_lines(hand: HandRecord, pots: Sequence[Pot]) -> list[str]:
    """Who won each pot at the showdown and with what, by Card Lab's own showdown of the cards the
    hand shows (a split pot: who took the high and who the low half), one line per pot and run
    that two or more hands shown and not given up contest (``pots``: the hand's, from
    :func:`~cardlab.history.pots.seat_pots`); a pot named only when the hand has several, a run
    only when it was run more than once; the hands that won nothing after the winners
    (:func:`losing_hands`), then who mucked. Nothing where fewer than two are shown.

    >>> from cardlab.core.cards import parse_cards
    >>> from cardlab.games.variants import variant
    >>> hand = HandRecord("PHH", "1", 1, variant("omaha-hilo"), "", "chips", board=parse_cards("3c 4d 8s Kh 9c"),
    ...                   seats=[Seat("Al", 1, Fraction(9), tuple(parse_cards("Ah 2h Kc Qd")), invested=Fraction(9)),
    ...                          Seat("Bo", 2, Fraction(9), tuple(parse_cards("Ks Kd Qs Jc")), invested=Fraction(9))])
    >>> showdown_lines(hand, seat_pots(hand.seats, {"Al", "Bo"}))
    ['high: Bo, Three of a Kind, Kings; low: Al, 8-4-3-2-A']
    """
    runs = len(hand.boards())
    lines: list[str] = []
    for index, pot in enumerate(pots):
        shown = [seat for seat in map(hand.seat_of, pot.eligible)
                 if seat.name not in hand.mucked and _complete(hand, seat)]
        given_up = [name for name in pot.eligible if name in hand.mucked]
        where = [pot_title(index)] if len(pots) > 1 else []
        if len(shown) == 1 and given_up:  # the others at the showdown gave their hands up
            lines.append(f"{where[0] + ': ' if where else ''}{shown[0].name} wins; {series(given_up)} mucked")
            continue
        if len(shown) < 2:
            continue
        for run in range(runs):
            try:
                result = contest(hand, shown, run)
            except InputError:
                continue  # a board not complete, a deal the game does not allow: the hand's checks say so
            named = where + ([f"run {run + 1}"] if runs > 1 else [])
            line = result.headline + losing_hands(result, [seat.name for seat in shown])
            line += f"; {series(given_up)} mucked" if given_up else ""
            lines.append(f"{', '.join(named).capitalize()}: {line}" if named else line)
    return lines


def losing_hands(result: Showdown, names: Sequence[str]) -> str:
    """What the hands that won nothing at a showdown held, after its headline: each player's hand
    (a split pot where a low qualified: the high hand, then the low or that it made none); "" when
    every hand won a share.

    >>> from cardlab.core.cards import parse_cards, parse_hands
    >>> names = ["Al", "Bo", "Cy"]
    >>> held = parse_hands("Ah Ad | Kh Qh | 7c 7d")
    >>> losing_hands(showdown(held, tuple(parse_cards("Kd 8s 3c 2h 9d")), "holdem", names=names), names)
    '; Bo shows Pair of Kings, Queen kicker; Cy shows Pair of Sevens, King kicker'
    >>> split = showdown(parse_hands("Ah Jh Kc Kd | Qs Qd 2d 5h | Ts Td 9c 9d"), parse_cards("3c 4d 7s Ks 9h"),
    ...                  "omaha-hilo", names=names)
    >>> losing_hands(split, names)
    '; Cy shows Three of a Kind, Nines, no low'
    """
    def held(index: int) -> str:
        if not any(low.played for low in result.lows):  # no split pot, or no low qualified: the high is all
            return result.hands[index].name
        low = result.lows[index]
        return f"{result.hands[index].name}, {f'low {low.name}' if low.played else 'no low'}"
    losers = [index for index in range(len(names)) if index not in result.winners]
    return "".join(f"; {names[index]} shows {held(index)}" for index in losers)
