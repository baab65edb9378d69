"""Explanations of a split-pot equity spot (rules: ``docs/rules.md``, "Split pots"): each player's
high and low now, and the **outs per half**: which next cards give whom the high, the low and the
whole pot, in words ("4 cards give Player 1 the low: any 3"; "9 cards give Player 2 the scoop: any
heart").

>>> from cardlab.poker.equity.spot import parse_spot
>>> spot = parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts", game="omaha-hilo")
>>> current_name(spot, 0)
'High Card, Ace-high; no low yet'
>>> for group in outs_groups(spot, next_half_cards(spot))[:2]:
...     print(group.text)
16 cards give Player 2 the scoop: any jack, any ten, any 9, any 5, any 3, any 2
13 cards give Player 1 the scoop: any ace, any king, any queen, any 4
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from ...core.cards import Card
from ...core.words import percent, plural
from ..equity.outs import describe_cards, player_list, preflop_name, strengths
from ..equity.spot import Spot
from ..evaluator import hand_name
from ..seven_card import value_of_strength
from .low import NO_LOW, board_mask, low_name, low_possible, low_table, missing_low

Half = Literal["scoop", "high", "low"]
HALF_TITLES: dict[Half, str] = {"scoop": "The whole pot", "low": "The low half", "high": "The high half"}
"""Each kind of outs group's heading: a half's groups hold every card that can come, once; the
whole pot's hold the cards that give one player both halves (they are in the halves' groups too)."""
_MANY_PARTS = 6  # a group needing more words than this is "every other card"


def lows(spot: Spot, board: Sequence[Card]) -> tuple[int, ...]:
    """Each player's low mask with ``board`` (3 to 5 cards).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> from cardlab.core.cards import parse_hand
    >>> spot = parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], game="omaha-hilo")
    >>> [low_name(low) for low in lows(spot, parse_hand("3c 5d 8s"))]
    ['8-5-3-2-A', 'no qualifying low']
    """
    mask = board_mask(board)
    return tuple(_tables(spot)[player][mask] for player in range(len(spot.hands)))


_TABLES: dict[Spot, tuple[tuple[int, ...], ...]] = {}


def _tables(spot: Spot) -> tuple[tuple[int, ...], ...]:
    if spot not in _TABLES:
        if len(_TABLES) > 16:
            _TABLES.clear()
        _TABLES[spot] = tuple(low_table(hand, spot.play) for hand in spot.hands)
    return _TABLES[spot]


def high_leaders(highs: Sequence[int]) -> tuple[int, ...]:
    """The players holding the best high.

    >>> high_leaders((5, 9, 9))
    (1, 2)
    """
    best = max(highs)
    return tuple(player for player, high in enumerate(highs) if high == best)


def low_leaders(masks: Sequence[int]) -> tuple[int, ...]:
    """The players holding the best qualifying low (none without one).

    >>> low_leaders((NO_LOW, 0b11111, 0b11111)), low_leaders((NO_LOW, NO_LOW))
    ((1, 2), ())
    """
    best = min(masks)
    return () if best >= NO_LOW else tuple(player for player, mask in enumerate(masks) if mask == best)


def scooper(high: tuple[int, ...], low: tuple[int, ...]) -> int | None:
    """The player taking the whole pot alone, if any.

    >>> scooper((1,), ()), scooper((1,), (1,)), scooper((1,), (0,)), scooper((0, 1), ())
    (1, 1, None, None)
    """
    if len(high) == 1 and low in ((), high):
        return high[0]
    return None


@dataclass(frozen=True)
class HalfCard:
    """One card that can come next: who leads the high and the low once it has."""

    card: Card
    high: tuple[int, ...]
    low: tuple[int, ...]


def next_half_cards(spot: Spot) -> list[HalfCard]:
    """For each unseen card (on the flop or turn), the leaders of each half once it is dealt.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> cards = next_half_cards(parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts 8h", game="omaha-hilo"))
    >>> len(cards), sum(1 for card in cards if card.low == (0,))
    (40, 40)
    """
    if spot.street not in ("flop", "turn"):
        return []
    found = []
    for card in spot.unseen:
        board = spot.board + (card,)
        found.append(HalfCard(card, high_leaders(strengths(spot, board)), low_leaders(lows(spot, board))))
    return found


@dataclass(frozen=True)
class HalfGroup:
    """The next cards after which one half goes the same way, and the sentence saying so."""

    half: Half
    leaders: tuple[int, ...]
    cards: tuple[Card, ...]
    description: str
    text: str


def outs_groups(spot: Spot, cards: Sequence[HalfCard]) -> list[HalfGroup]:
    """The outs per half: the scoops first, then the low, then the high; within each, changes of
    leader first, then the biggest groups.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts 8h", game="omaha-hilo")
    >>> [group.text for group in outs_groups(spot, next_half_cards(spot)) if group.half == "low"]
    ['40 cards keep the low with Player 1: any card']
    """
    if not cards:
        return []
    board = spot.board
    now_high, now_low = high_leaders(strengths(spot, board)), low_leaders(lows(spot, board))
    unseen = [card.card for card in cards]
    groups: list[HalfGroup] = []
    scoops: dict[tuple[int, ...], list[Card]] = {}
    for card in cards:
        taker = scooper(card.high, card.low)
        if taker is not None:
            scoops.setdefault((taker,), []).append(card.card)
    for (taker,), group in sorted(scoops.items(), key=lambda item: -len(item[1])):
        description = _describe(group, unseen, last=False)
        groups.append(HalfGroup("scoop", (taker,), tuple(group), description,
                                f"{_count(group)} {_verb(group, 'give')} Player {taker + 1} the scoop: {description}"))
    halves: tuple[tuple[Half, tuple[int, ...]], ...] = (("low", now_low), ("high", now_high))
    for half, now in halves:
        by_leaders: dict[tuple[int, ...], list[Card]] = {}
        for card in cards:
            by_leaders.setdefault(card.low if half == "low" else card.high, []).append(card.card)
        ordered = sorted(by_leaders.items(), key=lambda item: (item[0] == now, -len(item[1]), item[0]))
        for index, (ahead, group) in enumerate(ordered):
            description = _describe(group, unseen, last=index == len(ordered) - 1 and len(ordered) > 1)
            groups.append(HalfGroup(half, ahead, tuple(group), description,
                                    f"{_count(group)} {_what(half, ahead, ahead == now, group)}: {description}"))
    return groups


def _describe(group: Sequence[Card], unseen: Sequence[Card], *, last: bool) -> str:
    description = "any card" if len(group) == len(unseen) else describe_cards(group, unseen)
    if last and description.count(",") >= _MANY_PARTS:
        return "any other card"
    return description


def _count(group: Sequence[Card]) -> str:
    return plural(len(group), "card")


def _verb(group: Sequence[Card], verb: str) -> str:
    return verb if len(group) != 1 else verb + "s"


def _what(half: Half, ahead: tuple[int, ...], same: bool, group: Sequence[Card]) -> str:
    if half == "low" and not ahead:
        return f"{_verb(group, 'leave')} no qualifying low" if same else f"{_verb(group, 'make')} no qualifying low"
    if same:
        holder = f"with {player_list(ahead)}" if len(ahead) == 1 else f"split between {player_list(ahead)}"
        return f"{_verb(group, 'keep')} the {half} {holder}"
    if len(ahead) == 1:
        return f"{_verb(group, 'give')} {player_list(ahead)} the {half}"
    return f"{_verb(group, 'split')} the {half} between {player_list(ahead)}"


def current_name(spot: Spot, player: int) -> str:
    """A player's high and low now (the hole cards before the flop).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d 8s", game="omaha-hilo")
    >>> current_name(spot, 0), current_name(spot, 1)
    ('High Card, Ace-high; low 8-5-3-2-A', 'Pair of Nines, Eight kicker; no low possible')
    >>> current_name(parse_spot(["Ah 2h 3c Kd", "Qs Qc Jd Td"], board="Kh Qd 9c", game="omaha-hilo"), 0)
    'Pair of Kings, Ace kicker; no low possible'
    """
    if spot.street == "preflop":
        return preflop_name(spot, player)
    high = hand_name(value_of_strength(strengths(spot, spot.board)[player]))
    mask = lows(spot, spot.board)[player]
    coming = spot.street != "river"
    low = f"low {low_name(mask)}" if mask < NO_LOW else missing_low(
        "low", cards_to_come=coming,
        possible=coming and low_possible(spot.hands[player], spot.board, spot.play, board_to_come=spot.to_come))
    return f"{high}; {low}"


def needs(spot: Spot, player: int, equity: float, cards: Sequence[HalfCard]) -> str:
    """What a player holds and which next cards give it the scoop, the high or the low.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts 8h", game="omaha-hilo")
    >>> for part in needs(spot, 0, 0.6, next_half_cards(spot)).split("; "):
    ...     print(part)
    High Card, Ace-high
    low 8-5-3-2-A
    the high on 10 rivers: any ace, any king, any 4
    at least a share of the low on every river
    scoops on 10 rivers: any ace, any king, any 4
    """
    have = current_name(spot, player)
    if spot.street == "river":
        high, low = high_leaders(strengths(spot, spot.board)), low_leaders(lows(spot, spot.board))
        return f"{_river_verdict(player, high, low)} with {have}"
    if equity == 0:
        return f"drawing dead with {have}: no board gives it a share"
    if spot.street == "preflop":
        return f"{have}: {percent(equity)} of the pot on average, before the flop"
    word = "rivers" if spot.street == "turn" else "turn cards"
    unseen = [card.card for card in cards]
    parts = [have]
    for label, leads in (("the high", [c.high for c in cards]), ("the low", [c.low for c in cards]),
                         ("scoops", [(player,) if scooper(c.high, c.low) == player else () for c in cards])):
        chosen = [card.card for card, leaders in zip(cards, leads, strict=True) if player in leaders]
        if label == "scoops" and not chosen:
            continue
        shared = any(len(leaders) > 1 for leaders in leads if player in leaders)  # some of them split that half
        if not chosen:
            parts.append(f"no {word[:-1]} gives {label}")
        elif len(chosen) == len(unseen):
            parts.append(f"at least a share of {label} on every {word[:-1]}" if label != "scoops"
                         else f"scoops on every {word[:-1]}")
        else:
            noun = word if len(chosen) != 1 else word[:-1]
            lead = "scoops on" if label == "scoops" else f"at least a share of {label} on" if shared else f"{label} on"
            parts.append(f"{lead} {len(chosen)} {noun}: {describe_cards(chosen, unseen)}")
    return "; ".join(parts)


def _river_verdict(player: int, high: tuple[int, ...], low: tuple[int, ...]) -> str:
    if scooper(high, low) == player:
        return "scoops"
    pieces = []
    if player in high:
        pieces.append("the high" if len(high) == 1 else "a share of the high")
    if player in low:
        pieces.append("the low" if len(low) == 1 else "a share of the low")
    return "takes " + " and ".join(pieces) if pieces else "loses"
