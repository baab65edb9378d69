"""Poker showdowns: who wins among N hands (optionally sharing a board), and why.

>>> from cardlab.core.cards import parse_hands
>>> result = showdown(parse_hands("5H 5C 6S 7S KD | 2C 3S 8S 8D TD"))
>>> result.winners, result.reason
([1], 'both One Pair; decided by the pair: 8 vs 5')
>>> showdown(parse_hands("Ah Kd | As Kc"), board=parse_hand("2c 7d 9h Js 3s")).winners
[0, 1]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.cards import Card, Hand, card_json, check_disjoint, check_sizes, parse_hand, parse_hand_texts
from ..core.errors import InputError
from ..core.limits import MAX_PLAYERS, check_text_size
from ..poker.evaluator import CATEGORIES, HandValue, best_five, compare_reason, hand_name
from ..poker.strength import describe_share, strength

HAND_SIZES = range(5, 8)  # a player's own cards plus the board: best five of 5, 6 or 7


@dataclass(frozen=True)
class PlayedHand:
    """One player's hand at showdown: all cards, the best five and their value."""

    cards: Hand
    value: HandValue
    best: tuple[Card, ...]

    @property
    def name(self) -> str:
        return hand_name(self.value)


@dataclass(frozen=True)
class Showdown:
    """Everyone's played hand, the winners (0-based, several on a split) and the deciding reason."""

    hands: list[PlayedHand]
    board: Hand
    winners: list[int]
    reason: str


def all_max(values: Sequence[HandValue]) -> list[int]:
    """Indices of every value equal to the maximum (Norvig's ``allmax``): ties split.

    >>> all_max([(1, (5,)), (3, (2,)), (3, (2,))])
    [1, 2]
    """
    best = max(values)
    return [index for index, value in enumerate(values) if value == best]


def showdown(hands: Sequence[Hand], board: Hand = ()) -> Showdown:
    """Settle a showdown; raise InputError for wrong counts or shared cards."""
    if len(hands) < 2:
        raise InputError("a showdown needs at least 2 hands", field="hands")
    if len(hands) > MAX_PLAYERS:
        raise InputError(f"{len(hands):,} hands is more than the {MAX_PLAYERS:,} this tool accepts", field="hands")
    if len(board) > 5:
        raise InputError(f"the board has {len(board)} cards; it holds at most 5", field="board")
    check_disjoint(hands, board)
    if board:
        sizes = [size - len(board) for size in HAND_SIZES if size - len(board) >= 0]
        check_sizes(hands, [s for s in sizes if s > 0], what=f"with a {len(board)}-card board, a hand")
    else:
        check_sizes(hands, HAND_SIZES, what="a poker hand")
    played = []
    for cards in hands:
        value, best = best_five(tuple(cards) + tuple(board))
        played.append(PlayedHand(tuple(cards), value, best))
    values = [hand.value for hand in played]
    winners = all_max(values)
    return Showdown(played, tuple(board), winners, showdown_reason(values, winners))


def showdown_reason(values: Sequence[HandValue], winners: list[int]) -> str:
    """Why the winners won: against the best losing hand, or the split when everyone ties.

    >>> showdown_reason([(4, (5,)), (4, (6,))], [1])
    'both Straight; decided by the top card: 6 vs 5'
    """
    if len(winners) == len(values):
        return f"all {len(values)} hands tie with {hand_name(values[0])}; the pot is split"
    runner_up = max(value for index, value in enumerate(values) if index not in winners)
    return compare_reason(values[winners[0]], runner_up)


def player_label(index: int) -> str:
    """'Player 1' for index 0."""
    return f"Player {index + 1}"


def headline(result: Showdown) -> str:
    """One sentence a user reads first.

    >>> from cardlab.core.cards import parse_hands
    >>> headline(showdown(parse_hands("Ah Ad 2c 3c 4c | Kh Kd 2d 3d 5s")))
    'Player 1 wins with Pair of Aces, Four kicker'
    """
    names = [player_label(i) for i in result.winners]
    name = result.hands[result.winners[0]].name
    if len(names) == 1:
        return f"{names[0]} wins with {name}"
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    return f"Split pot: {listed} tie with {name}"


def hand_report(hand: PlayedHand) -> dict[str, Any]:
    """One played hand as JSON: cards, best five, name, category and strength."""
    rating = strength(hand.value)
    return {
        "cards": [card_json(card) for card in hand.cards],
        "best": [str(card) for card in hand.best],
        "name": hand.name,
        "category": CATEGORIES[hand.value[0]].key,
        "category_name": CATEGORIES[hand.value[0]].name,
        "class": rating.hand_class,
        "beats": rating.beats,
        "beats_text": f"beats {describe_share(rating.beats)} of hands",
    }


def showdown_report(hands: Sequence[Hand], board: Hand = ()) -> dict[str, Any]:
    """A showdown as the JSON object the page and ``--json`` share.

    >>> from cardlab.core.cards import parse_hands
    >>> report = showdown_report(parse_hands("2H 2D 4C 4D 4S | 3C 3D 3S 9S 9D"))
    >>> report["winners"], report["hands"][0]["name"]
    ([0], 'Full House, Fours over Twos')
    """
    result = showdown(hands, board)
    return {
        "winners": result.winners,
        "split": len(result.winners) > 1,
        "headline": headline(result),
        "reason": result.reason,
        "board": [card_json(card) for card in result.board],
        "hands": [hand_report(hand) for hand in result.hands],
    }


def parse_showdown(hands_text: str | Sequence[str], board_text: str = "") -> tuple[list[Hand], Hand]:
    """Hands (one string to split, or one string per hand) and an optional board, parsed and checked.

    >>> hands, board = parse_showdown(["Ah Kd", "Qs Qc"], "2c 3d 4h")
    >>> len(hands), len(board)
    (2, 3)
    """
    hands = parse_hand_texts(hands_text, min_hands=2)
    check_text_size(board_text, field="board")
    try:
        board = parse_hand(board_text) if board_text.strip() else ()
    except InputError as err:
        raise InputError(f"board: {err.reason}", token=err.token, field="board") from None
    return hands, board
