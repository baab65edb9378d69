"""Badugi showdowns among N hands, and where a hand stands among all 270,725 four-card hands.

>>> report = badugi_report(parse_badugi("3c 2s 4d Ah - As 3h 2d 4h"))
>>> report["winners"], report["reason"]
([0], '4-card badugi 4-3-2-A (the wheel / number one) beats 3-card 3-2-A: more cards play')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import comb, factorial, perm, prod
from typing import Any

from ..badugi.evaluator import BadugiValue, PlayedHand, compare_reason, play, value_name
from ..core.cards import Card, Hand, card_json, check_sizes, parse_hand_texts
from ..core.errors import InputError
from ..core.ranking import ranked
from ..poker.strength import describe_share

TOTAL_HANDS = comb(52, 4)


def parse_badugi(hands: str | Sequence[str]) -> list[Hand]:
    """Hands from any accepted shape: one string (``-``, ``|``, newlines or Python/JSON list
    syntax between hands) or one string per hand. Each hand needs exactly four cards.

    >>> [len(h) for h in parse_badugi("[['3c','2s','4d','Ah'], ['As','3h','2d','4h']]")]
    [4, 4]
    """
    parsed = parse_hand_texts(hands, min_hands=2)
    try:
        check_sizes(parsed, [4], what="a badugi hand")
    except InputError as err:
        raise err.located(field="hands") from None
    return parsed


@cache
def class_table() -> tuple[dict[BadugiValue, int], dict[BadugiValue, int], dict[BadugiValue, int]]:
    """(value -> class, value -> number of four-card hands, value -> number strictly worse).

    Counted without dealing all 270,725 hands: for each multiset of four ranks and each way of
    giving its cards suits up to relabelling, evaluate once and weight by the relabellings.
    """
    frequency: Counter[BadugiValue] = Counter()
    for ranks in combinations_with_replacement(range(2, 15), 4):
        multiplicities = Counter(ranks).values()
        if max(multiplicities) > 4:
            continue
        labelled: Counter[BadugiValue] = Counter()
        for pattern in _suit_patterns(4):
            cards = tuple(Card(rank, "cdhs"[s]) for rank, s in zip(ranks, pattern))
            if len(set(cards)) == 4:
                labelled[play(cards).value] += perm(4, max(pattern) + 1)
        # Positional labellings count each hand once per ordering of its equal-rank cards.
        repeats = prod(factorial(m) for m in multiplicities)
        for value, count in labelled.items():
            frequency[value] += count // repeats
    classes, weaker = ranked(frequency, best_first=sorted(frequency))
    return classes, dict(frequency), weaker


def _suit_patterns(length: int) -> list[tuple[int, ...]]:
    """Restricted growth strings: suit labellings up to renaming suits (0 first, then 0..max+1)."""
    patterns = [(0,)]
    for _ in range(length - 1):
        patterns = [p + (s,) for p in patterns for s in range(min(max(p) + 2, 4))]
    return patterns


def strength(value: BadugiValue) -> dict[str, Any]:
    """Class (1 = 4-3-2-A) and the share of all four-card hands this value beats.

    >>> strength((0, (4, 3, 2, 1)))["class"]
    1
    """
    classes, frequency, weaker = class_table()
    return {"class": classes[value], "classes": len(classes), "beats": weaker[value] / TOTAL_HANDS}


def showdown(hands: Sequence[Hand]) -> tuple[list[PlayedHand], list[int], str]:
    """Played hands, the winners (0-based; several on a draw) and the deciding reason."""
    played = [play(hand) for hand in hands]
    values = [hand.value for hand in played]
    best = min(values)
    winners = [index for index, value in enumerate(values) if value == best]
    if len(winners) == len(values):
        reason = f"draw: all {len(values)} hands play {value_name(best)}"
    else:
        runner_up = min(value for value in values if value != best)
        reason = compare_reason(best, runner_up)
    return played, winners, reason


def badugi_report(hands: Sequence[Hand]) -> dict[str, Any]:
    """The JSON object the page and ``--json`` share."""
    played, winners, reason = showdown(hands)
    names = [f"Player {i + 1}" for i in winners]
    if len(winners) == 1:
        headline = f"{names[0]} wins with {played[winners[0]].name}"
    else:
        headline = f"Draw: {', '.join(names[:-1])} and {names[-1]} tie with {played[winners[0]].name}"
    return {
        "winners": winners,
        "draw": len(winners) > 1,
        "headline": headline,
        "reason": reason,
        "hands": [_hand_json(hand) for hand in played],
    }


def _hand_json(hand: PlayedHand) -> dict[str, Any]:
    rating = strength(hand.value)
    return {
        "cards": [card_json(card) for card in hand.cards],
        "played": [str(card) for card in hand.played],
        "dead": [{"card": str(dead.card), "reason": dead.reason} for dead in hand.dead],
        "size": hand.size,
        "name": hand.name,
        "class": rating["class"],
        "classes": rating["classes"],
        "beats": rating["beats"],
        "beats_text": f"beats {describe_share(rating['beats'])} of hands",
    }
