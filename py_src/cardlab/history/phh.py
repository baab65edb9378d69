"""PHH, the poker hand history standard (TOML, read with the standard library's ``tomllib``):
one hand a file, or a ``.phhs`` file of hands as tables ``[1]``, ``[2]``, ... Each hand becomes
the same :class:`~cardlab.history.hand.HandRecord` PokerStars text does.

Read: ``variant`` (a code, :data:`~cardlab.history.games.PHH_GAMES`), ``players``,
``starting_stacks``, ``antes``, ``blinds_or_straddles``, ``actions`` (``d dh p1 AcAs`` deals hole
cards, ``d db Jc3d5c`` the board, ``p1 f`` folds, ``p1 cc`` checks or calls, ``p1 cbr 30`` bets or
raises to 30 on the street, ``p1 sm AcAs`` shows), ``finishing_stacks`` (who won what: required,
as Card Lab does not replay showdowns of histories), and the optional ``hand``, ``currency`` and
``rake``. An uncalled bet goes back to the player who made it. Heads-up, as PHH has it, the first
player posts the second entry of ``blinds_or_straddles`` (the big blind), the second player the first.

>>> report = list(read_phh('''variant = "NT"
... players = ["Alice", "Bob"]
... starting_stacks = [100, 100]
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... actions = ["d dh p1 AhAs", "d dh p2 KdKc", "p2 cbr 100", "p1 cc", "d db 2c7d9h", "d db Ts", "d db 3c"]
... finishing_stacks = [200, 0]
... hand = 12'''))
>>> line, hand_id, record = report[0]
>>> hand_id, record.board_at_last_bet, [(seat.name, seat.invested, seat.won) for seat in record.seats]
('12', 0, [('Alice', Fraction(100, 1), Fraction(200, 1)), ('Bob', Fraction(100, 1), Fraction(0, 1))])
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from ..core.cards import Card, parse_cards
from ..core.errors import InputError, shown
from ..core.limits import MAX_HISTORY_HANDS
from .games import PHH_GAMES, phh_game
from .hand import HandRecord, Seat
from .money import CHIPS, ZERO

SITE = "PHH"
_PLAYER = re.compile(r"p(\d+)")
_TABLE = re.compile(r"^[ \t]*\[([^\]]+)\][ \t]*$", re.MULTILINE)


def looks_like_phh(text: str) -> bool:
    """True when the text is PHH (TOML with a ``variant`` key) rather than PokerStars text.

    >>> looks_like_phh('variant = "NT"'), looks_like_phh("PokerStars Hand #1: ...")
    (True, False)
    """
    return re.search(r"^\s*variant\s*=", text.lstrip("\ufeff"), re.MULTILINE) is not None


def _money(value: object, what: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise InputError(f"{what} must be a number", token=shown(str(value)))
    try:
        return Fraction(str(value))
    except ValueError:
        raise InputError(f"{what}: '{shown(str(value))}' is not a number", token=shown(str(value))) from None


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


def _record(hand: Mapping[str, Any], line: int) -> HandRecord:
    code = str(hand.get("variant", ""))
    if code not in PHH_GAMES:
        raise InputError(f"unknown PHH variant '{shown(code)}'", token=shown(code))
    names = [str(name) for name in _list(hand, "players")]
    stacks = [_money(value, "starting_stacks") for value in _list(hand, "starting_stacks", len(names))]
    if len(stacks) != len(names) or len(names) < 2:
        raise InputError("'players' and 'starting_stacks' must name the same two or more players")
    antes = [_money(value, "antes") for value in _list(hand, "antes", len(names))] or [ZERO] * len(names)
    blinds = [_money(value, "blinds_or_straddles") for value in _list(hand, "blinds_or_straddles", len(names))] \
        or [ZERO] * len(names)
    if len(names) == 2:  # heads-up, PHH lists the blinds (and antes) the other way round: p2 is the button
        antes, blinds = antes[::-1], blinds[::-1]
    actions = [str(action) for action in _list(hand, "actions")]
    dealt = [action.split() for action in actions if action.startswith("d dh ")]
    hole = len(dealt[0][3]) // 2 if dealt and len(dealt[0]) > 3 else 0  # two characters a card, '??' too
    game = phh_game(code, hole)
    currency = str(hand.get("currency", CHIPS)) or CHIPS
    record = HandRecord(site=SITE, id=str(hand.get("hand", line)), line=line, game=game,
                        stakes="/".join(str(blind) for blind in blinds if blind), currency=currency)
    record.seats = [Seat(name, number, stack) for number, (name, stack) in enumerate(zip(names, stacks), start=1)]
    street = [ZERO] * len(names)
    for number, seat in enumerate(record.seats):
        seat.invested = antes[number] + blinds[number]
        seat.dead = antes[number]
        street[number] = blinds[number]
    for action in actions:
        _act(record, street, action)
    _return_uncalled(record)
    finishing = _list(hand, "finishing_stacks", len(names)) if "finishing_stacks" in hand else None
    if not finishing:
        raise InputError("the hand has no 'finishing_stacks', so who won is not known")
    for seat, value in zip(record.seats, finishing):
        seat.won = _money(value, "finishing_stacks") - (seat.stack - seat.invested)
        seat.all_in = seat.all_in or seat.invested >= seat.stack
    record.rake = _money(hand.get("rake", 0), "rake")
    record.total_pot = sum((seat.invested for seat in record.seats), ZERO)
    return record


def _act(record: HandRecord, street: list[Fraction], action: str) -> None:
    """One action: a deal (``d dh``, ``d db``) or a player's (``f``, ``cc``, ``cbr``, ``sm``)."""
    words = action.split()
    if words[:2] == ["d", "dh"] and len(words) >= 4:
        record.seats[_player(record, words[2])].cards = _cards(words[3])
        return
    if words[:2] == ["d", "db"] and len(words) >= 3:
        record.board.extend(_cards(words[2]))
        street[:] = [ZERO] * len(street)
        return
    if len(words) < 2 or not _PLAYER.fullmatch(words[0]):
        raise InputError(f"cannot read the action '{shown(action, 40)}'", token=shown(action, 40))
    number = _player(record, words[0])
    seat = record.seats[number]
    verb = words[1]
    if verb in ("f", "cc", "cbr"):
        record.board_at_last_bet = len(record.board)
    if verb == "f":
        seat.folded = True
    elif verb == "cc":
        owed = min(max(street) - street[number], seat.stack - seat.invested)
        seat.invested += owed
        street[number] += owed
    elif verb == "cbr" and len(words) >= 3:
        to = _money(words[2], "a bet")
        seat.invested += to - street[number]
        street[number] = to
    elif verb == "sm":
        if len(words) >= 3:
            seat.cards = _cards(words[2]) or seat.cards
    else:
        raise InputError(f"cannot read the action '{shown(action, 40)}'", token=shown(action, 40))
    seat.all_in = seat.all_in or seat.invested >= seat.stack


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


def read_phh(text: str) -> Iterator[tuple[int, str | None, HandRecord | InputError]]:
    r"""Each hand of a PHH text: (line, id, record or the error that stopped it).

    >>> [(line, hand_id, str(error)) for line, hand_id, error in read_phh('variant = "XX"\nhand = 4')]
    [(1, '4', "Line 1: unknown PHH variant 'XX'")]
    """
    import tomllib  # on first use: the page's boot snapshot stays without it

    hands = sum(1 for _ in _TABLE.finditer(text))  # counted before the TOML is parsed
    if hands > MAX_HISTORY_HANDS:
        raise InputError(f"the history holds {hands:,} hands; the limit is {MAX_HISTORY_HANDS:,}", field="text")
    try:
        data = tomllib.loads(text.lstrip("\ufeff"))
    except tomllib.TOMLDecodeError as err:
        found = re.search(r"line (\d+)", str(err))
        yield int(found[1]) if found else 1, None, InputError(f"not PHH (TOML): {shown(str(err), 80)}")
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
