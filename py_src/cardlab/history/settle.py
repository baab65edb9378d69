"""Settling a hand read from a history: checks (every card once, the money adds up to the
stated pot), each player's net, the rake, the pots, and the all-in EV with its EV-adjusted net.

The EV-adjusted net of a player in an all-in is what the pots were worth to them, less the rake
in proportion (the rake taken from the whole pot, shared as the expected money is), less what
they put in; for everyone else (and every hand without an all-in EV) it is the net itself. So
luck (net - EV-adjusted net) is zero when a player won exactly their equity.

>>> from cardlab.history.pokerstars import read_pokerstars
>>> lines = '''PokerStars Hand #7:  Hold'em No Limit ($1/$2 USD) - 2026/01/05 20:00:00 ET
... Seat 1: Alice ($10 in chips)
... Seat 2: Bob ($10 in chips)
... Alice: posts small blind $1
... Bob: posts big blind $2
... *** HOLE CARDS ***
... Alice: folds
... Uncalled bet ($1) returned to Bob
... Bob collected $2 from pot
... *** SUMMARY ***
... Total pot $2 | Rake $0'''.splitlines()
>>> settled = settle(read_pokerstars(lines, 1))
>>> [(player["name"], player["net"]) for player in settled.report["players"]], settled.report["all_in"]
([('Alice', -1.0), ('Bob', 1.0)], None)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..core.cards import Card
from ..core.errors import InputError
from ..core.odds import fraction_text
from ..core.words import plural, series
from ..games.own_streets import street_name
from .all_in import AllIn, find_all_in
from .award import award, hand_unit, showdown_lines
from .games import game_name
from .hand import BetUnit, HandRecord
from .money import ZERO, money_json, money_text
from .pots import seat_pots
from .shapes import AllInJson, HandJson


@dataclass(frozen=True)
class Settled:
    """A settled hand: its JSON and, exactly, each player's net and EV-adjusted net."""

    report: HandJson
    currency: str
    nets: dict[str, Fraction]
    ev_nets: dict[str, Fraction]
    all_in: frozenset[str]
    bet_unit: BetUnit | None = None  # what a win rate counts the hand in


def _codes(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [str(card) for card in cards]


def check_cards(hand: HandRecord) -> None:
    """InputError when a card shows up twice (in two hands, or a hand and a board) or a hand has
    a number of cards its game does not deal.

    >>> from cardlab.games.variants import variant
    >>> from cardlab.history.hand import Seat
    >>> from cardlab.core.cards import parse_cards
    >>> hand = HandRecord("PokerStars", "1", 1, variant("holdem"), "", "USD", board=parse_cards("Ah 2c 3d"),
    ...                   seats=[Seat("Bob", 1, Fraction(1), cards=tuple(parse_cards("Ah Kd")))])
    >>> check_cards(hand)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Ah appears twice (Bob's cards and the board)
    """
    for seat in hand.seats:
        if seat.cards:
            hand.check_whole_hand(seat.name, seat.cards)
            hand.check_shown(seat.name, seat.cards, seat.seen)
    boards = hand.boards()
    for number, board in enumerate(boards, start=1):
        if len(board) > hand.most_board:
            where = "the board" if len(boards) == 1 else f"board {number}"
            raise InputError(f"{where} has {plural(len(board), 'card')}")
    check_no_card_twice(hand)


def check_no_card_twice(hand: HandRecord) -> None:
    """InputError when a card read so far shows up twice: in one player's cards, in two players', or in
    a player's and a board; a reader calls it at each line that deals or shows cards, so that the
    error names that line (helper, session 14: it named the hand's first line, and a hand dealt
    [Ah Ah] was read).

    >>> from cardlab.games.variants import variant
    >>> from cardlab.history.hand import Seat
    >>> from cardlab.core.cards import parse_cards
    >>> hand = HandRecord("PokerStars", "1", 1, variant("holdem"), "", "USD",
    ...                   seats=[Seat("Bob", 1, Fraction(1), cards=tuple(parse_cards("Ah Ah")))])
    >>> check_no_card_twice(hand)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Ah appears twice in Bob's cards
    """
    seen: dict[Card, str] = {}
    for seat in hand.seats:
        for own in (seat.cards, seat.seen):
            twice = next((card for index, card in enumerate(own) if card in own[:index]), None)
            if twice is not None:
                raise InputError(f"{twice} appears twice in {seat.name}'s cards")
        for card in dict.fromkeys(seat.cards + seat.seen):
            if card in seen:
                raise InputError(f"{card} appears twice ({seen[card]} and {seat.name}'s cards)")
            seen[card] = f"{seat.name}'s cards"
    boards = hand.boards()
    shared = next((index for index, cards in enumerate(zip(*boards)) if len(set(cards)) > 1),
                  min(len(board) for board in boards))  # the cards every run shares; the rest is each run's own
    for number, board in enumerate(boards, start=1):
        where = "the board" if len(boards) == 1 else f"board {number}"
        for index, card in enumerate(board):
            if card in board[:index]:
                raise InputError(f"{card} appears twice on {where}")
            if card in seen:
                raise InputError(f"{card} appears twice ({seen[card]} and {where})")
        seen.update((card, where) for card in board[shared:])


def _check_money(hand: HandRecord) -> tuple[Fraction, Fraction]:
    """The total pot and the rake, after checking that the money adds up."""
    put_in = sum((seat.invested for seat in hand.seats), ZERO)
    won = sum((seat.won for seat in hand.seats), ZERO)
    total = put_in if hand.total_pot is None else hand.total_pot
    if put_in != total:
        raise InputError(f"the players put in {money_text(put_in, hand.currency)} but the summary's total pot "
                         f"is {money_text(total, hand.currency)}", line=hand.total_line or hand.line)
    unpaid = hand.unawarded  # pots whose winner cashed out instead (PokerStars): not collected
    rake = total - won - unpaid if hand.rake is None else hand.rake
    for seat in hand.seats:
        if seat.cash_out is not None and seat.cash_out > total:
            raise InputError(f"{seat.name} cashes out for {money_text(seat.cash_out, hand.currency)}, more than "
                             f"the whole pot ({money_text(total, hand.currency)})", line=hand.total_line or hand.line)
    if won + unpaid + rake != total:
        unawarded = f", the pots not awarded ({money_text(unpaid, hand.currency)})" if unpaid else ""
        raise InputError(f"the pots collected ({money_text(won, hand.currency)}){unawarded} and the rake "
                         f"({money_text(rake, hand.currency)}) do not make the total pot "
                         f"({money_text(total, hand.currency)})", line=hand.total_line or hand.line)
    if any(seat.invested < 0 for seat in hand.seats):
        raise InputError("a player gets back more than they put in", line=hand.line)
    return total, rake


def _check_winners(hand: HandRecord) -> None:
    """The pots went where the cards shown say: no player collects whom the showdown gives no pot,
    and none it gives more than the whole rake collects nothing (unless they cashed out instead).
    The pots are judged before the rake: a history does not say which pots it was taken from, and
    a small side pot may be all rake. Nothing to check where the showdown cannot be known (a
    contender's cards not shown)."""
    if len(hand.still_in()) < 2:
        return
    rake = hand.rake or ZERO
    try:
        by_cards = award(hand, unit=hand_unit(hand), rake=ZERO)
    except InputError:
        return
    paid = series([f"{name} ({money_text(amount, hand.currency)})" for name, amount in by_cards.items() if amount > 0])
    for seat in hand.seats:  # who collects wrongly first: the line to fix says it
        if seat.won > 0 and not by_cards.get(seat.name, ZERO):
            raise InputError(f"{seat.name} collects {money_text(seat.won, hand.currency)}, but by the cards shown "
                             f"the pots (before the rake) go to {paid}", line=hand.total_line or hand.line)
    for seat in hand.seats:
        if by_cards.get(seat.name, ZERO) > rake and not seat.won and seat.cash_out is None:
            raise InputError(f"{seat.name} collects nothing, but by the cards shown the pots (before the rake) go "
                             f"to {paid}", line=hand.total_line or hand.line)


def _all_in_json(hand: HandRecord, moment: AllIn) -> AllInJson:
    decimals = hand.decimals
    total = moment.total
    main = moment.pots[0]  # every player still in can win it
    in_main = dict(zip(main.pot.eligible, main.chances or (), strict=False))
    return {
        "street": moment.street,
        "street_name": street_name(moment.street),
        "board": _codes(moment.board),
        "dead": _codes(moment.dead),
        "pots": [{"amount": money_json(pot.pot.amount, decimals), "eligible": list(pot.pot.eligible),
                  "equity": [float(share) for share in pot.shares],
                  "equity_fraction": [fraction_text(share) for share in pot.shares],
                  "chances": None if pot.chances is None else list(pot.chances)}
                 for pot in moment.pots],
        "players": [{"name": seat.name, "cards": _codes(cards),
                     "equity": float(moment.expected(seat.name) / total),
                     "equity_fraction": fraction_text(moment.expected(seat.name) / total),
                     "ev": money_json(moment.expected(seat.name) - seat.invested, decimals),
                     "chances": in_main.get(seat.name)}
                    for seat, cards in zip(moment.players, moment.hands, strict=True)],
    }


def draws_text(hand: HandRecord) -> str | None:
    """A draw game's draws in words: each player's cards drawn, draw by draw ("pat": none); None
    when no one drew.

    >>> from cardlab.games.variants import variant
    >>> from cardlab.history.hand import Seat
    >>> hand = HandRecord("PHH", "1", 1, variant("badugi"), "", "chips",
    ...                   seats=[Seat("Al", 1, Fraction(9), drawn=[2, 1, 0]), Seat("Bo", 2, Fraction(9), drawn=[1])])
    >>> draws_text(hand)
    'Cards drawn, draw by draw: Al 2, 1, pat; Bo 1'
    """
    drew = [f"{seat.name} {', '.join(str(count) if count else 'pat' for count in seat.drawn)}"
            for seat in hand.seats if seat.drawn]
    return f"Cards drawn, draw by draw: {'; '.join(drew)}" if drew else None


def cash_out_lines(hand: HandRecord) -> list[str]:
    """Each cash-out in words: what the site paid, its fee, and the pots it replaced (not awarded).

    >>> from cardlab.games.variants import variant
    >>> from cardlab.history.hand import Seat
    >>> hand = HandRecord("PokerStars", "1", 1, variant("holdem"), "$1/$2", "USD",
    ...                   seats=[Seat("Al", 1, Fraction(100), cash_out=Fraction(16090, 100),
    ...                               cash_out_fee=Fraction(163, 100), unawarded=Fraction(199)),
    ...                          Seat("Bo", 2, Fraction(100), cash_out=Fraction(221, 10))])
    >>> cash_out_lines(hand)
    ['Al cashed out for $160.90 (Cash Out Fee $1.63), paid by the site in place of the $199.00 won at \
the showdown, not awarded', 'Bo cashed out for $22.10, paid by the site']
    """
    lines = []
    for seat in hand.seats:
        if seat.cash_out is None:
            continue
        fee = "" if seat.cash_out_fee is None else f" (Cash Out Fee {money_text(seat.cash_out_fee, hand.currency)})"
        instead = (f" in place of the {money_text(seat.unawarded, hand.currency)} won at the showdown, not awarded"
                   if seat.unawarded else "")
        lines.append(f"{seat.name} cashed out for {money_text(seat.cash_out, hand.currency)}{fee}, paid by the "
                     f"site{instead}")
    return lines


def settle(hand: HandRecord) -> Settled:
    """Check and settle one hand; InputError (naming the hand's line) when it does not add up.

    >>> from cardlab.games.variants import variant
    >>> from cardlab.history.hand import Seat
    >>> hand = HandRecord("PHH", "1", 3, variant("holdem"), "", "chips", total_pot=Fraction(5),
    ...                   seats=[Seat("Al", 1, Fraction(9), invested=Fraction(4))])
    >>> settle(hand)
    Traceback (most recent call last):
    ...
    cardlab.core.errors.InputError: Line 3: the players put in 4 chips but the summary's total pot is 5 chips
    """
    check_cards(hand)
    total, rake = _check_money(hand)
    _check_winners(hand)
    moment, note, unpriced = find_all_in(hand)
    decimals = hand.decimals
    nets = {seat.name: seat.net for seat in hand.seats if not seat.sitting_out or seat.invested or seat.taken}
    ev_nets = dict(nets)
    if moment is not None:
        kept = 1 - rake / total if total else Fraction(1)
        for seat in moment.players:
            ev_nets[seat.name] = moment.expected(seat.name) * kept - seat.invested
    all_in = frozenset(seat.name for seat in moment.players) if moment else frozenset()
    live = {seat.name for seat in hand.still_in()}
    pots = seat_pots(hand.seats, live)
    report: HandJson = {
        "id": hand.id,
        "site": hand.site,
        "line": hand.line,
        "game": hand.game.key,
        "game_name": game_name(hand.game, hand.most_draws, hand.limit),
        "limit": hand.limit,
        "stakes": hand.stakes,
        "bet_unit": None if hand.bet_unit is None else {"unit": hand.bet_unit.unit,
                                                        "amount": money_json(hand.bet_unit.amount, decimals)},
        "currency": hand.currency,
        "decimals": decimals,
        "tournament": hand.tournament,
        "played": hand.played,
        "time_zone": hand.time_zone,
        "hero": hand.hero,
        "players": [{"name": seat.name, "seat": seat.seat, "cards": _codes(seat.cards or seat.seen),
                     "invested": money_json(seat.invested, decimals), "won": money_json(seat.taken, decimals),
                     "net": money_json(seat.net, decimals),
                     "ev_net": money_json(ev_nets.get(seat.name, seat.net), decimals),
                     "luck": money_json(seat.net - ev_nets[seat.name], decimals) if seat.name in all_in else None,
                     "folded": seat.folded, "all_in": seat.all_in,
                     "drawn": list(seat.drawn),
                     "cash_out": None if seat.cash_out is None else money_json(seat.cash_out, decimals),
                     "cash_out_fee": None if seat.cash_out_fee is None else money_json(seat.cash_out_fee, decimals)}
                    for seat in hand.seats],
        "board": _codes(hand.boards()[0]),
        "boards": [_codes(board) for board in hand.boards()],
        "pot": money_json(total, decimals),
        "rake": money_json(rake, decimals),
        "pots": [{"amount": money_json(pot.amount, decimals), "eligible": list(pot.eligible)} for pot in pots],
        "all_in": None if moment is None else _all_in_json(hand, moment),
        "all_in_spot": None if unpriced is None else {
            "street": unpriced.street, "street_name": street_name(unpriced.street), "board": _codes(unpriced.board),
            "dead": _codes(unpriced.dead),
            "players": [{"name": seat.name, "cards": _codes(cards)}
                        for seat, cards in zip(unpriced.players, unpriced.hands, strict=True)]},
        "note": note,
        "showdown": showdown_lines(hand, pots),
        "draws_text": draws_text(hand),
        "bounties": list(hand.bounties),
        "cash_outs": cash_out_lines(hand),
    }
    return Settled(report, hand.currency, nets, ev_nets, all_in, hand.bet_unit)
