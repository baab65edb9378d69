"""Explanations of an equity spot: each player's hand now, who leads after each card that can come
next (the **outs**, grouped in words: "12 cards give Player 2 the lead: any heart, any 9"), and
what each player needs. Rules: ``docs/rules.md``.

>>> from cardlab.poker.equity.spot import parse_spot
>>> spot = parse_spot(["Ah Kh", "Qs Qc"], board="Jh Th 2c 3d")
>>> [group.text for group in group_outs(spot, next_cards(spot))][0]
'16 cards give Player 1 the lead: any heart, any ace, any king, any queen'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...core.cards import RANK_NAMES, RANK_PLURALS, SUIT_NAMES, Card, format_cards
from ...core.words import percent, plural, series
from ..evaluator import hand_name
from ..seven_card import value_of_strength
from .sample import high_outcome
from .spot import Spot
from .tally import Outcome

_SUIT_ORDER = "shdc"
_SPELLED = {rank: name.lower() for rank, name in RANK_NAMES.items() if rank > 9}
_MANY_PARTS = 6  # a group needing more words than this is "every other card"


@lru_cache(maxsize=64)
def strengths(spot: Spot, board: tuple[Card, ...]) -> Outcome:
    """Each player's strength with ``board`` (3 to 5 cards) as the board (remembered: the
    explanations ask for the same boards several times).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah As", "Kd Kc"])
    >>> from cardlab.core.cards import parse_hand
    >>> a, b = strengths(spot, parse_hand("Kh 7c 2d"))
    >>> a < b
    True
    """
    return high_outcome(spot)(board)


def leaders(outcome: Outcome) -> tuple[int, ...]:
    """The players holding the best hand (several on a tie).

    >>> leaders((5, 9, 9))
    (1, 2)
    """
    best = max(outcome)
    return tuple(player for player, strength in enumerate(outcome) if strength == best)


def player_list(players: Iterable[int]) -> str:
    """'Player 1', 'Player 1 and Player 3', 'Player 1, Player 2 and Player 3'.

    >>> player_list([0, 2])
    'Player 1 and Player 3'
    """
    names = [f"Player {player + 1}" for player in players]
    return series(names)


def text_parts(text: str) -> list[str | int]:
    """A sentence naming players split for a page that shows its own player names: the words,
    and each player as its number (0 for Player 1).

    >>> text_parts("3 cards give Player 2 the lead: any 9")
    ['3 cards give ', 1, ' the lead: any 9']
    >>> text_parts("1 card splits the lead between Player 1 and Player 3: Kc")
    ['1 card splits the lead between ', 0, ' and ', 2, ': Kc']
    """
    parts: list[str | int] = []
    for index, piece in enumerate(_PLAYER.split(text)):
        if index % 2:
            parts.append(int(piece) - 1)
        elif piece:
            parts.append(piece)
    return parts


_PLAYER = re.compile(r"\bPlayer (\d+)\b")


@dataclass(frozen=True)
class NextCard:
    """One card that can come next and every player's hand once it has."""

    card: Card
    outcome: Outcome
    leaders: tuple[int, ...]


def next_cards(spot: Spot) -> list[NextCard]:
    """For each unseen card (on the flop or turn), everyone's hand once it is dealt.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> cards = next_cards(parse_spot(["Ah Ad", "Kh Kd"], board="As Ks 2c 2d"))
    >>> len(cards), [str(c.card) for c in cards if c.leaders == (1,)]
    (44, ['Kc'])
    """
    if spot.street not in ("flop", "turn"):
        return []
    found = []
    for card in spot.unseen:
        outcome = strengths(spot, spot.board + (card,))
        found.append(NextCard(card, outcome, leaders(outcome)))
    return found


def _rank_word(rank: int) -> str:
    return _SPELLED.get(rank, str(rank))


def describe_cards(cards: Iterable[Card], unseen: Sequence[Card]) -> str:
    """Cards in words: whole suits ("any heart"), then whole ranks ("any 9"), then single cards,
    each among the unseen cards.

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> unseen = [card for card in FULL_DECK if card not in parse_hand("Ah Kh Qs Qc Jh Th 2c")]
    >>> outs = [card for card in unseen if card.suit == "h" or card.rank == 9] + [Card(14, 's')]
    >>> describe_cards(outs, unseen)
    'any heart, any 9, As'
    """
    group = set(cards)
    parts: list[str] = []
    covered: set[Card] = set()
    for suit in _SUIT_ORDER:
        of_suit = {card for card in unseen if card.suit == suit}
        if len(of_suit) >= 3 and of_suit <= group:
            parts.append(f"any {SUIT_NAMES[suit][:-1]}")
            covered |= of_suit
    for rank in range(14, 1, -1):
        of_rank = {card for card in unseen if card.rank == rank}
        if len(of_rank) >= 2 and of_rank <= group and not of_rank <= covered:
            parts.append(f"any {_rank_word(rank)}")
            covered |= of_rank
    rest = sorted(group - covered, key=lambda card: (-card.rank, _SUIT_ORDER.index(card.suit)))
    return ", ".join(parts + [str(card) for card in rest])


@dataclass(frozen=True)
class OutsGroup:
    """The next cards after which the same players lead, and the sentence saying so."""

    leaders: tuple[int, ...]
    cards: tuple[Card, ...]
    description: str
    text: str


def group_outs(spot: Spot, cards: Sequence[NextCard]) -> list[OutsGroup]:
    """Next cards grouped by who leads after them: changes of lead first, then the biggest groups.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Ad", "Kh Kd"], board="As Ks 2c 2d")
    >>> [group.text for group in group_outs(spot, next_cards(spot))]
    ['1 card gives Player 2 the lead: Kc', '43 cards keep Player 1 in the lead: any other card']
    """
    if not cards:
        return []
    now = leaders(strengths(spot, spot.board))
    unseen = [next_card.card for next_card in cards]
    by_leaders: dict[tuple[int, ...], list[Card]] = {}
    for next_card in cards:
        by_leaders.setdefault(next_card.leaders, []).append(next_card.card)
    ordered = sorted(by_leaders.items(), key=lambda item: (item[0] == now, -len(item[1]), item[0]))
    groups = []
    for index, (ahead, group) in enumerate(ordered):
        description = "any card" if len(group) == len(unseen) else describe_cards(group, unseen)
        if index == len(ordered) - 1 and len(ordered) > 1 and description.count(",") >= _MANY_PARTS:
            description = "any other card"
        count = plural(len(group), "card")
        if ahead == now:
            verb = "keep" if len(group) != 1 else "keeps"
            what = f"{verb} {player_list(ahead)} in the lead" if len(ahead) == 1 else f"{verb} the lead split"
        else:
            verb = "give" if len(group) != 1 else "gives"
            what = (f"{verb} {player_list(ahead)} the lead" if len(ahead) == 1
                    else f"{'split' if len(group) != 1 else 'splits'} the lead between {player_list(ahead)}")
        groups.append(OutsGroup(ahead, tuple(group), description, f"{count} {what}: {description}"))
    return groups


def current_name(spot: Spot, player: int) -> str:
    """A player's hand now: the best five once there is a flop, the hole cards before it.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kh", "7c 7d"])
    >>> current_name(spot, 0), current_name(spot, 1)
    ('Ace-King suited', 'Pair of Sevens')
    >>> current_name(parse_spot(["Ah Kh", "7c 7d"], board="7h 2c 9d"), 1)
    'Three of a Kind, Sevens'
    """
    if spot.street != "preflop":
        return hand_name(value_of_strength(strengths(spot, spot.board)[player], spot.rules))
    return preflop_name(spot, player)


def preflop_name(spot: Spot, player: int) -> str:
    """A player's hand before the flop: the hole cards, and the board card already dealt where
    the game deals one before the first betting round (Courchevel), as every later street names
    the board in its hand.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> preflop_name(parse_spot(["Ah Kh Qs Jd 9c", "8s 8d 7c 6h 5s"], board="Jh", game="courchevel"), 1)
    'Pair of Eights, suited, with Jh on the board'
    >>> preflop_name(parse_spot(["Ah Kh Qs Jd 9c", "8s 8d 7c 6h 5s"], game="omaha5"), 1)
    'Pair of Eights, suited'
    """
    shown = f", with {format_cards(spot.board)} on the board" if spot.board else ""
    return f"{hole_name(spot.hands[player])}{shown}"


def hole_name(hand: Sequence[Card]) -> str:
    """Hole cards before the flop: pairs first, else the ranks, and how suited they are.

    >>> from cardlab.core.cards import parse_hand
    >>> hole_name(parse_hand("Jc Tc 9h 8h")), hole_name(parse_hand("Ah As Kd Qd"))
    ('Jack-Ten-Nine-Eight double-suited', 'Pair of Aces, suited')
    >>> hole_name(parse_hand("Ac Kc Qd Jd Th 9h"))
    'Ace-King-Queen-Jack-Ten-Nine triple-suited'
    """
    ranks = sorted((card.rank for card in hand), reverse=True)
    pairs = sorted({rank for rank in ranks if ranks.count(rank) >= 2}, reverse=True)
    suited = sum(1 for suit in "cdhs" if sum(card.suit == suit for card in hand) >= 2)
    suitedness = {0: "offsuit" if len(hand) == 2 else "rainbow", 1: "suited", 2: "double-suited",
                  3: "triple-suited"}[suited]
    if pairs:
        name = " and ".join(f"Pair of {RANK_PLURALS[rank]}" for rank in pairs)
        return name if len(hand) == 2 else f"{name}, {suitedness}"
    return "-".join(RANK_NAMES[rank] for rank in ranks) + f" {suitedness}"


def needs(spot: Spot, player: int, equity: float, cards: Sequence[NextCard]) -> str:
    """What a player needs, in one sentence: what they hold, and which next cards help or hurt.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kh", "Qs Qc"], board="Jh Th 2c 3d")
    >>> needs(spot, 0, 16 / 44, next_cards(spot))
    'behind with High Card, Ace-high; needs one of 16 rivers to win: any heart, any ace, any king, any queen'
    >>> needs(spot, 1, 28 / 44, next_cards(spot))
    'ahead with Pair of Queens, Jack kicker; loses on 16 rivers: any heart, any ace, any king, any queen'
    """
    have = current_name(spot, player)
    if spot.street == "river":
        now = leaders(strengths(spot, spot.board))
        verdict = "wins" if now == (player,) else "splits" if player in now else "loses"
        return f"{verdict} with {have}"
    if equity == 0:
        return f"drawing dead with {have}: no board wins or splits"
    if spot.street == "preflop":
        return f"{have}: {percent(equity)} of the pot on average, before the flop"
    now = leaders(strengths(spot, spot.board))
    ahead = player in now
    status = "ahead" if now == (player,) else "sharing the lead" if ahead else "behind"
    unseen = [next_card.card for next_card in cards]
    word = "rivers" if spot.street == "turn" else "turn cards"
    wins = [c.card for c in cards if c.leaders == (player,)]
    splits = [c.card for c in cards if player in c.leaders and len(c.leaders) > 1]
    behind = [c.card for c in cards if player not in c.leaders]
    if ahead:
        if not behind:
            keeps = "stays in the lead" if status == "ahead" else "keeps at least a share"
            return f"{status} with {have}; {keeps} whatever comes next"
        return f"{status} with {have}; {_loses_on(spot, behind, unseen, word)}"
    if not wins and not splits:
        return f"behind with {have}; no single card gives the lead: needs running cards"
    parts = []
    if wins:
        parts.append(f"needs {'one of ' if len(wins) > 1 else ''}{len(wins)} {_noun(word, len(wins))} to "
                     f"{'win' if spot.street == 'turn' else 'lead'}: {describe_cards(wins, unseen)}")
    if splits:
        parts.append(f"{len(splits)} {_noun(word, len(splits))} split: {describe_cards(splits, unseen)}")
    return f"behind with {have}; " + "; ".join(parts)


def _noun(plural: str, count: int) -> str:
    return plural if count != 1 else plural[:-1]


def _loses_on(spot: Spot, cards: Sequence[Card], unseen: Sequence[Card], word: str) -> str:
    verb = "loses on" if spot.street == "turn" else "loses the lead on"
    return f"{verb} {len(cards)} {_noun(word, len(cards))}: {describe_cards(cards, unseen)}"
