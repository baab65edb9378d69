"""PHH, the poker hand history standard (TOML, read with the standard library's ``tomllib``):
one hand a file, or a ``.phhs`` file of hands as tables ``[1]``, ``[2]``, ... Each hand becomes
the same :class:`~cardlab.history.hand.HandRecord` PokerStars text does.

Read: ``variant`` (a code, :data:`~cardlab.history.games.PHH_GAMES`), ``players``,
``starting_stacks``, ``antes``, ``blinds_or_straddles`` or (stud games) ``bring_in``,
``small_bet`` and ``big_bet``, ``actions``, and the optional ``finishing_stacks``, ``hand``,
``currency`` and ``rake``. Actions (a table, :data:`PLAYER_VERBS` and :data:`DEALER_VERBS`):
``d dh p1 AcAs`` deals own cards (``??`` an unknown card; in a stud game each street's cards in
turn, down or up as the game's streets deal them), ``d db Jc3d5c`` the board (once it is complete,
the next run of a hand run twice or more; in a stud game whose deck ran short, the one community
card in place of seventh street's own cards), ``p1 pb`` posts the
bring-in, ``p1 f`` folds, ``p1 cc`` checks or calls, ``p1 cbr 30`` completes, bets or raises to 30
on the street, ``p1 sm AcAs`` shows (``-``: the cards dealt; nothing: mucks); in a draw game ``p1 sd
Kd7c`` discards those cards (``????``: two cards not named; ``p1 sd`` alone stands pat), the round's
first discard starting the next draw, and ``d dh p1 Qc3h`` then deals the cards drawn; ``# ...`` is a comment.
An uncalled bet goes back to the player who made it. Heads-up, as PHH has it, the first player
posts the second entry of ``blinds_or_straddles`` (the big blind) and of ``antes``, the second
player the first. Who won: the showdown replayed (:mod:`cardlab.history.award`); when the hand has
``finishing_stacks`` they say it, and a showdown that gives otherwise is an error of the hand.

>>> report = list(read_phh('''variant = "NT"
... players = ["Alice", "Bob"]
... starting_stacks = [100, 100]
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... actions = ["d dh p1 AhAs", "d dh p2 KdKc", "p2 cbr 100", "p1 cc", "d db 2c7d9h", "d db Ts", "d db 3c"]
... hand = 12'''))
>>> line, hand_id, record = report[0]
>>> hand_id, record.board_at_last_bet, [(seat.name, seat.invested, seat.won) for seat in record.seats]
('12', 0, [('Alice', Fraction(100, 1), Fraction(200, 1)), ('Bob', Fraction(100, 1), Fraction(0, 1))])
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..core.cards import Card, parse_cards
from ..core.errors import InputError, shown
from ..core.limits import MAX_HISTORY_HANDS
from ..core.words import plural
from .award import award, hand_unit
from .games import DRAW_WORDS, PHH_GAMES, PHH_LIMITS, BettingLimit, game_name, phh_game, site_draws
from .hand import BetUnit, HandRecord, Seat, bet_unit, check_turn, played_text
from .money import CHIPS, ZERO, money_text
from .settle import check_cards

SITE = "PHH"
_PLAYER = re.compile(r"p(\d+)")
_TABLE = re.compile(r"^[ \t]*\[([^\]]+)\][ \t]*$", re.MULTILINE)
_QUOTED = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'')  # a TOML string, whose brackets nest nothing
_LONG_NUMBER = re.compile(r"\d{4000,}")  # longer than any amount: what Python's int reader refuses
MAX_NESTING = 20  # arrays and tables inside each other: a PHH hand nests 2; deeper runs the reader out of stack
Slots = list[Card | None]
"""A player's own cards in the order dealt, ``None`` for a card the history does not name."""


def looks_like_phh(text: str) -> bool:
    """True when the text is PHH (TOML with a ``variant`` key) rather than PokerStars text.

    >>> looks_like_phh('variant = "NT"'), looks_like_phh("PokerStars Hand #1: ...")
    (True, False)
    """
    if "variant" not in text:  # one quick scan of a PokerStars text, where the pattern's would be slow
        return False
    return re.search(r"^\s*variant\s*=", text.lstrip("\ufeff"), re.MULTILINE) is not None


def _money(value: object, what: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise InputError(f"{what} must be a number", token=shown(str(value)))
    try:
        amount = Fraction(str(value))
    except ValueError:
        raise InputError(f"{what}: '{shown(str(value))}' is not a number", token=shown(str(value))) from None
    if amount < 0:
        raise InputError(f"{what}: {shown(str(value))} is negative", token=shown(str(value)))
    return amount


def _list(hand: Mapping[str, Any], key: str, count: int | None = None) -> list[Any]:
    value = hand.get(key, [] if key in ("antes", "blinds_or_straddles") else None)
    if not isinstance(value, list):
        raise InputError(f"'{key}' must be a list")
    if count is not None and value and len(value) != count:
        raise InputError(f"'{key}' has {len(value)} entries for {count} players")
    return value


def _cards(text: str) -> tuple[Card, ...]:
    """Cards written together (``AcAs``); unknown cards (``????``) give none."""
    if "?" in text:
        return ()
    return tuple(parse_cards(text))


def card_slots(text: str) -> Slots:
    """Cards written together, each known or not (``??``).

    >>> card_slots("????7c")
    [None, None, Card('7c')]
    """
    if len(text) % 2:
        raise InputError(f"'{shown(text)}' is not cards written two characters each", token=shown(text))
    pairs = [text[start:start + 2] for start in range(0, len(text), 2)]
    return [None if "?" in pair else parse_cards(pair)[0] for pair in pairs]


@dataclass
class _Replay:
    """One hand being replayed: the record, this street's live bets, each player's own cards in
    the order dealt (stud games), the bring-in (the players who mucked go in the record)."""

    record: HandRecord
    street: list[Fraction]
    bring_in: Fraction = ZERO
    slots: list[Slots] = field(default_factory=list)
    last_to_bet: Seat | None = None  # the player of the last betting action since the last deal
    drawing: bool = False  # a draw game: in a draw (since its first discard, until the next bet)
    drew: set[int] = field(default_factory=set)  # a draw game: the players who discarded or stood pat in this draw
    to_draw: dict[int, int] = field(default_factory=dict)  # a draw game: player -> cards discarded, not yet dealt

    def acted(self) -> None:
        """A player acted: the cards out so far are those of the last action (the all-in moment's)."""
        self.record.board_at_last_bet = len(self.record.board)
        self.record.held_at_last_bet = self.record.held
        self.record.draws_at_last_bet = self.record.draws

    def put(self, number: int, to: Fraction) -> None:
        """Player ``number`` brings their live bet on this street up to ``to`` (at most all they have)."""
        seat = self.record.seats[number]
        added = min(to - self.street[number], seat.stack - seat.invested)
        seat.invested += added
        self.street[number] += added
        seat.all_in = seat.all_in or seat.invested >= seat.stack
        self.acted()


def _fold(replay: _Replay, number: int, words: list[str]) -> None:
    replay.record.seats[number].folded = True
    replay.acted()


def _check_or_call(replay: _Replay, number: int, words: list[str]) -> None:
    replay.put(number, max(replay.street))


def _bet(replay: _Replay, number: int, words: list[str]) -> None:
    if len(words) < 3:
        raise InputError("a bet needs its amount ('p1 cbr 30')")
    to, seat = _money(words[2], "a bet"), replay.record.seats[number]
    most = replay.street[number] + seat.stack - seat.invested
    if to > most:
        currency = replay.record.currency
        raise InputError(f"{seat.name} bets to {money_text(to, currency)} on the street, with "
                         f"{money_text(most, currency)} to bet: '{' '.join(words)}'", token=shown(words[2]))
    replay.put(number, to)


def _bring_in(replay: _Replay, number: int, words: list[str]) -> None:
    if not replay.bring_in:
        raise InputError("a bring-in ('pb') in a hand without 'bring_in'")
    replay.put(number, replay.bring_in)


def _show(replay: _Replay, number: int, words: list[str]) -> None:
    """Shows the cards (``-``: as dealt) or, without cards, mucks."""
    seat = replay.record.seats[number]
    if len(words) < 3:
        replay.record.mucked.add(seat.name)
        return
    if words[2] == "-":
        return
    if replay.record.game.own_dealing is None:
        cards = _cards(words[2])
        replay.record.check_shown(seat.name, cards, seat.cards, token=shown(words[2]))  # too few: settle's count
        seat.cards = cards or seat.cards
        return
    slots, shown_slots = replay.slots[number], card_slots(words[2])
    if len(shown_slots) != len(slots):
        raise InputError(f"{seat.name} shows {plural(len(shown_slots), 'card')} but holds {len(slots)}",
                         token=shown(words[2]))
    for index, (dealt, card) in enumerate(zip(slots, shown_slots, strict=True)):
        if dealt is not None and card is not None and dealt != card:
            raise InputError(f"{seat.name} shows {card} where {dealt} was dealt", token=shown(words[2]))
        slots[index] = dealt or card


def _discard(replay: _Replay, number: int, words: list[str]) -> None:
    """A draw game's ``p1 sd Kd7c`` (discards; ``????`` cards not named) or ``p1 sd`` (stands pat):
    the first after a bet, or a player's second since the last draw began (players all in draw with
    no bet between), starts the next draw, no more than the game has; a named card must be one the
    player holds."""
    record, seat = replay.record, replay.record.seats[number]
    action = " ".join(words)
    name = game_name(record.game, record.most_draws)
    if not record.most_draws:
        raise InputError(f"'{shown(action, 40)}' is a draw, and {name} has none", token=shown(action, 40))
    if seat.folded:
        raise InputError(f"{seat.name} draws after folding: '{shown(action, 40)}'", token=shown(action, 40))
    if not replay.drawing or number in replay.drew:
        if record.draws >= record.most_draws:
            raise InputError(f"{name} has {plural(record.most_draws, 'draw')}: '{shown(action, 40)}' "
                             "would start another", token=shown(action, 40))
        _check_drawn(replay)
        record.draws += 1
        replay.drawing = True
        replay.drew.clear()
        replay.street[:] = [ZERO] * len(replay.street)  # the draw's betting starts afresh
        replay.last_to_bet = None
    replay.drew.add(number)
    held, thrown = replay.slots[number], card_slots(words[2]) if len(words) > 2 else []
    if len(thrown) > len(held):
        raise InputError(f"{seat.name} discards {plural(len(thrown), 'card')} holding {len(held)}",
                         token=shown(action, 40))
    for card in thrown:
        if card is not None and card in held:
            held.remove(card)
        elif card is not None and None not in held:
            raise InputError(f"{seat.name} discards {card}, which {seat.name} does not hold", token=shown(words[2]))
        elif None in held:
            held.remove(None)  # a card not named, or named now for the first time
        else:  # a card not named out of a known hand: which one went is not known
            held[:] = [None] * (len(held) - 1)
    replay.to_draw[number] = replay.to_draw.get(number, 0) + len(thrown)
    seat.draw(record.draws, len(thrown))
    seat.cards = tuple(card for card in held if card is not None) if None not in held else ()


def _deal_hole(replay: _Replay, words: list[str]) -> None:
    """Own cards: a board game's hand (a draw game's: the first hand, then each draw's cards), or a
    stud street's cards (a new street when it deals more)."""
    if len(words) < 4:
        raise InputError("a deal needs the player and the cards ('d dh p1 AcAs')")
    number = _player(replay.record, words[2])
    record, seat = replay.record, replay.record.seats[number]
    dealing = record.game.own_dealing
    if dealing is None and record.game.draws:
        _deal_draw(replay, number, card_slots(words[3]), words[3])
        return
    if dealing is None:
        seat.cards = _cards(words[3])
        return
    slots, new = replay.slots[number], card_slots(words[3])
    street = dealing.counts().index(len(slots)) + 1 if slots else 0
    if record.board:
        raise InputError(f"{seat.name} is dealt own cards after the community card", token=shown(words[3]))
    if street >= len(dealing.streets):
        raise InputError(f"{seat.name} is dealt more than the {dealing.total} cards of {record.game.name}",
                         token=shown(words[3]))
    wanted = dealing.streets[street]
    if len(new) != wanted.cards:
        raise InputError(f"{seat.name} is dealt {plural(len(new), 'card')} on {wanted.name} street; "
                         f"it deals {wanted.cards}", token=shown(words[3]))
    slots.extend(new)
    if len(slots) > record.held:  # the street's first deal: its betting starts afresh
        record.held = len(slots)
        replay.street[:] = [ZERO] * len(replay.street)


def _deal_draw(replay: _Replay, number: int, new: Slots, text: str) -> None:
    """A draw game's own cards: the first hand, then a draw's cards, as many as were discarded."""
    record, seat, held = replay.record, replay.record.seats[number], replay.slots[number]
    first = not held and not seat.drawn
    wanted = max(record.game.hole_cards) if first else replay.to_draw.pop(number, 0)
    if len(new) != wanted:
        when = f"is dealt {wanted} cards first" if first else f"draws {plural(wanted, 'card')}"
        raise InputError(f"{seat.name} is dealt {plural(len(new), 'card')} but {when}", token=shown(text))
    held.extend(new)
    seat.cards = tuple(card for card in held if card is not None) if None not in held else ()


def _check_drawn(replay: _Replay) -> None:
    """Every card discarded in the last draw was dealt again before the hand goes on."""
    short = next((number for number, count in replay.to_draw.items() if count), None)
    if short is not None:
        seat = replay.record.seats[short]
        raise InputError(f"{seat.name} discards {plural(replay.to_draw[short], 'card')} in the "
                         f"{DRAW_WORDS[replay.record.draws - 1]} draw and is dealt none", token=seat.name)


def _deal_board(replay: _Replay, words: list[str]) -> None:
    record = replay.record
    if len(words) < 3:
        raise InputError("a board deal needs its cards ('d db Jc3d5c')")
    if not record.most_board:
        raise InputError(f"a board deal in {game_name(record.game, record.most_draws)}, which deals no board: "
                         f"'{shown(' '.join(words), 40)}'", token=shown(words[2]))
    if record.game.own_dealing is not None:
        _deal_community(replay, words[2])
    elif record.runs or len(record.board) == record.most_board:
        _deal_run(record, _cards(words[2]), words[2])
    else:
        record.board.extend(_cards(words[2]))
    replay.street[:] = [ZERO] * len(replay.street)


def _deal_run(record: HandRecord, cards: tuple[Card, ...], text: str) -> None:
    """A board card dealt once the board is complete: the hand is run again (twice or more), each
    run dealt in turn from the board as it was at the all-in, as pokerkit deals its runouts;
    ``board`` keeps the cards the runs share, ``runs`` each complete board."""
    if not record.runs:
        record.runs = [list(record.board)]
        del record.board[record.board_at_last_bet:]
    if len(record.runs[-1]) == record.most_board:
        record.runs.append(list(record.board))
    run = record.runs[-1]
    if len(run) + len(cards) > record.most_board:
        raise InputError(f"run {len(record.runs)} is dealt {len(run) + len(cards)} board cards; "
                         f"{record.game.name} deals {record.most_board}", token=shown(text))
    run.extend(cards)


def _deal_community(replay: _Replay, text: str) -> None:
    """A stud game's community card: the last street's card dealt once, face up, for every player
    when the deck runs short; only in its place (every player still in holds the cards before it)."""
    record, dealing = replay.record, replay.record.game.own_dealing
    assert dealing is not None
    cards, before = card_slots(text), dealing.counts()[-2]
    if record.board or len(cards) != record.most_board or None in cards:
        raise InputError(f"{record.game.name} deals one community card, named, when the deck runs short",
                         token=shown(text))
    short = next(((seat.name, len(slots)) for seat, slots in zip(record.seats, replay.slots, strict=True)
                  if not seat.folded and len(slots) != before), None)
    if short is not None:
        raise InputError(f"the community card comes when every player still in holds {before} cards; "
                         f"{short[0]} holds {short[1]}", token=shown(text))
    record.board.extend(card for card in cards if card is not None)


PLAYER_VERBS: dict[str, Callable[[_Replay, int, list[str]], None]] = {
    "f": _fold, "cc": _check_or_call, "cbr": _bet, "pb": _bring_in, "sm": _show, "sd": _discard,
}
"""A player's action (``p1 VERB ...``) -> how it changes the hand."""
BETTING_VERBS = frozenset({"f", "cc", "cbr", "pb"})
"""The verbs of a betting round: a player's turn (a show, ``sm``, is not one)."""
DEALER_VERBS: dict[str, Callable[[_Replay, list[str]], None]] = {"dh": _deal_hole, "db": _deal_board}
"""The dealer's action (``d VERB ...``) -> how it changes the hand."""
MOST_WORDS: dict[str, int] = {"f": 2, "cc": 2, "cbr": 3, "pb": 2, "sm": 3, "sd": 3, "dh": 4, "db": 3}
"""The words an action of each verb may have (``p1 cbr 30``: 3; ``d dh p1 AcAs``: 4): one more is a
typo (``p1 cbr 20 0``) or cards written apart (``d db Jc Qc``), never left out unread."""


def _act(replay: _Replay, action: str) -> None:
    """One action, a comment after ``#`` left out; an empty one (a comment alone) does nothing."""
    words = action.split("#", 1)[0].split()
    if not words:
        return
    dealer = words[0] == "d" and len(words) >= 2 and words[1] in DEALER_VERBS
    if not dealer and (len(words) < 2 or not _PLAYER.fullmatch(words[0]) or words[1] not in PLAYER_VERBS):
        raise InputError(f"cannot read the action '{shown(action, 40)}'", token=shown(action, 40))
    if len(words) > MOST_WORDS[words[1]]:
        extra = words[MOST_WORDS[words[1]]]
        raise InputError(f"the action '{shown(action, 40)}' has a word too many, '{shown(extra)}' (cards are "
                         "written together, as in 'd dh p1 AcAs')", token=shown(extra))
    if dealer:
        DEALER_VERBS[words[1]](replay, words)
        replay.last_to_bet = None
        return
    number = _player(replay.record, words[0])
    if words[1] in BETTING_VERBS or words[1] == "sm":
        _check_drawn(replay)  # a draw's cards are dealt before the betting (or the show) goes on
    if words[1] in BETTING_VERBS:
        replay.last_to_bet = check_turn(replay.record.seats[number], replay.last_to_bet, " ".join(words))
        replay.drawing = False  # a bet ends the draw
    PLAYER_VERBS[words[1]](replay, number, words)


def _player(record: HandRecord, word: str) -> int:
    found = _PLAYER.fullmatch(word)
    number = int(found[1]) - 1 if found else -1
    if not 0 <= number < len(record.seats):
        raise InputError(f"there is no player '{shown(word)}'", token=shown(word))
    return number


def _return_uncalled(record: HandRecord) -> None:
    """The part of the biggest total nobody matched goes back to its player."""
    ordered = sorted(record.seats, key=lambda seat: seat.live, reverse=True)
    if len(ordered) >= 2 and ordered[0].live > ordered[1].live:
        ordered[0].invested -= ordered[0].live - ordered[1].live


def _own_cards(record: HandRecord, slots: list[Slots]) -> None:
    """A stud game's cards as the record keeps them: ``seen`` every card named, in the order dealt;
    ``cards`` the same once every card of the game is named."""
    dealing = record.game.own_dealing
    for seat, dealt in zip(record.seats, slots, strict=True):
        seat.seen = tuple(card for card in dealt if card is not None)
        if dealing is not None and len(seat.seen) == len(dealt) and len(dealt) in record.hand_sizes:
            seat.cards = seat.seen


def _stakes(hand: Mapping[str, Any], blinds: list[Any]) -> str:
    """The stakes as the file writes them: the blinds, or a stud game's small and big bet."""
    written = [str(blind) for blind in blinds if blind] or \
        [str(hand[key]) for key in ("small_bet", "big_bet") if key in hand]
    return "/".join(written)


def _bet_unit(hand: Mapping[str, Any], blinds: list[Fraction], limit: BettingLimit | None) -> BetUnit | None:
    """What a win rate counts the hand in (:func:`~cardlab.history.hand.bet_unit`): ``big_bet`` in a
    fixed-limit game, the big blind (the larger of the first two blinds: a straddle is none)."""
    big_blind = max(blinds[:2], default=ZERO) or None
    big_bet = _money(hand["big_bet"], "big_bet") if "big_bet" in hand else None
    return bet_unit(limit, big_blind, big_bet or None)


def _record(hand: Mapping[str, Any], line: int) -> HandRecord:
    code = str(hand.get("variant", ""))
    if code not in PHH_GAMES:
        raise InputError(f"unknown PHH variant '{shown(code)}'", token=shown(code))
    names = [str(name) for name in _list(hand, "players")]
    stacks = [_money(value, "starting_stacks") for value in _list(hand, "starting_stacks", len(names))]
    if len(stacks) != len(names) or len(names) < 2:
        raise InputError("'players' and 'starting_stacks' must name the same two or more players")
    blinds_written = _list(hand, "blinds_or_straddles", len(names))
    antes = [_money(value, "antes") for value in _list(hand, "antes", len(names))] or [ZERO] * len(names)
    blinds = [_money(value, "blinds_or_straddles") for value in blinds_written] or [ZERO] * len(names)
    if len(names) == 2:  # heads-up, PHH lists the blinds (and antes) the other way round: p2 is the button
        antes, blinds = antes[::-1], blinds[::-1]
    actions = [str(action) for action in _list(hand, "actions")]
    dealt = [action.split() for action in actions if action.split()[:2] == ["d", "dh"]]
    first = len(dealt[0][3]) // 2 if dealt and len(dealt[0]) > 3 else 0  # two characters a card, '??' too
    game = phh_game(code, first)
    most_draws = site_draws(code, game)
    currency = str(hand.get("currency", CHIPS)) or CHIPS
    record = HandRecord(site=SITE, id=str(hand.get("hand", line)), line=line, game=game,
                        stakes=_stakes(hand, blinds_written), currency=currency, most_draws=most_draws,
                        limit=PHH_LIMITS[code[0]], bet_unit=_bet_unit(hand, blinds, PHH_LIMITS[code[0]]))
    if all(key in hand for key in ("year", "month", "day")):
        record.played = played_text(hand["year"], hand["month"], hand["day"], hand.get("time"))
        zone = hand.get("time_zone_abbreviation", hand.get("time_zone"))  # "EDT", else the IANA "America/Toronto"
        record.time_zone = None if zone is None else shown(str(zone), 40)
    for number, (name, stack) in enumerate(zip(names, stacks, strict=True), start=1):
        record.add_seat(Seat(name, number, stack))
    replay = _Replay(record, [ZERO] * len(names), _money(hand.get("bring_in", 0), "bring_in"),
                     [[] for _ in names])
    for number, seat in enumerate(record.seats):
        seat.dead = min(antes[number], seat.stack)
        seat.invested = seat.dead + min(blinds[number], seat.stack - seat.dead)
        replay.street[number] = seat.invested - seat.dead
        seat.all_in = seat.invested >= seat.stack
    for action in actions:
        _act(replay, action)
    _check_drawn(replay)
    _own_cards(record, replay.slots)
    _return_uncalled(record)
    record.rake = _money(hand.get("rake", 0), "rake")
    record.total_pot = sum((seat.invested for seat in record.seats), ZERO)
    _settle_winnings(record, hand)
    return record


def _settle_winnings(record: HandRecord, hand: Mapping[str, Any]) -> None:
    """Who won what: the showdown replayed (its cards checked first: each once, as many as the game
    deals); ``finishing_stacks``, when the hand has them, must agree."""
    check_cards(record)
    unit = hand_unit(record)
    finishing = _list(hand, "finishing_stacks", len(record.seats)) if "finishing_stacks" in hand else None
    try:
        replayed: dict[str, Fraction] | None = award(record, unit=unit)
    except InputError as err:
        if not finishing:
            raise InputError(f"the hand has no 'finishing_stacks' and {err.reason}") from None
        replayed = None  # the stacks say who won: nothing to check them against
    if not finishing:
        assert replayed is not None
        for seat in record.seats:
            seat.won = replayed[seat.name]
        return
    for seat, value in zip(record.seats, finishing, strict=True):
        seat.won = _money(value, "finishing_stacks") - (seat.stack - seat.invested)
    if replayed is None:
        return
    for seat in record.seats:
        if seat.won != replayed[seat.name]:
            raise InputError(f"'finishing_stacks' give {seat.name} {money_text(seat.won, record.currency)} from "
                             f"the pots but the showdown gives {money_text(replayed[seat.name], record.currency)}")


def _nesting(text: str) -> int | None:
    """The line where arrays or inline tables first nest past :data:`MAX_NESTING` (strings skipped), or None.

    >>> _nesting('a = [[1], [2]]'), _nesting('x = ' + '[' * 30 + ']' * 30), _nesting('s = "' + '[' * 30 + '"')
    (None, 1, None)
    """
    depth = 0
    for number, line in enumerate(_QUOTED.sub('""', text).splitlines(), 1):
        for char in line.split("#", 1)[0]:
            depth += (char in "[{") - (char in "]}")
            if depth > MAX_NESTING:
                return number
    return None


def read_phh(text: str) -> Iterator[tuple[int, str | None, HandRecord | InputError]]:
    r"""Each hand of a PHH text: (line, id, record or the error that stopped it).

    >>> [(line, hand_id, str(error)) for line, hand_id, error in read_phh('variant = "XX"\nhand = 4')]
    [(1, '4', "Line 1: unknown PHH variant 'XX'")]
    """
    import tomllib  # on first use: the page's boot snapshot stays without it

    hands = sum(1 for _ in _TABLE.finditer(text))  # counted before the TOML is parsed
    if hands > MAX_HISTORY_HANDS:
        raise InputError(f"the history holds {hands:,} hands; the limit is {MAX_HISTORY_HANDS:,}", field="text")
    deepest = _nesting(text)
    if deepest is not None:
        yield deepest, None, InputError(f"not PHH (TOML): brackets nested more than {MAX_NESTING} deep")
        return
    try:
        data = tomllib.loads(text.lstrip("\ufeff"))
    except tomllib.TOMLDecodeError as err:
        found = re.search(r"line (\d+)", str(err))
        yield int(found[1]) if found else 1, None, InputError(f"not PHH (TOML): {shown(str(err), 80)}")
        return
    except ValueError:  # a number too long for Python to read (4,300 digits and more): named at its line
        long = _LONG_NUMBER.search(text)
        line = text.count("\n", 0, long.start()) + 1 if long else 1
        digits = f"{len(long[0]):,}" if long else "too many"
        yield line, None, InputError(f"not PHH (TOML): a number of {digits} digits")
        return
    if "variant" in data:
        tables: list[tuple[int, Mapping[str, Any]]] = [(1, data)]
    else:
        lines = {match[1].strip().strip('"'): text.count("\n", 0, match.start()) + 1 for match in _TABLE.finditer(text)}
        tables = [(lines.get(key, 1), value) for key, value in data.items() if isinstance(value, dict)]
    for line, hand in tables:
        hand_id = str(hand["hand"]) if "hand" in hand else None
        try:
            yield line, hand_id, _record(hand, line)
        except InputError as err:
            yield line, hand_id, err.located(line=line)
