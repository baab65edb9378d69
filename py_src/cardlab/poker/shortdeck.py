"""Short deck (6+) Hold'em's two rankings as :class:`~cardlab.games.ranking.Ranking` records: how a
36-card hand plays, is named, compared and placed among the five-card hands of the short deck.
``shortdeck`` (Six-plus / Triton rules) has three of a kind beat a straight; ``shortdeck-classic``
the older order (a straight beats three of a kind). Both: a flush beats a full house, and the ace
plays low in A-6-7-8-9, the lowest straight. Rules: ``docs/rules.md``, "Short deck (6+) Hold'em".

>>> from cardlab.core.cards import parse_hand
>>> flush = TRIPS_BEAT_STRAIGHT.play(parse_hand("Ah Kh"), parse_hand("Qh 9h 6h 6c 6d"), None, None)
>>> house = TRIPS_BEAT_STRAIGHT.play(parse_hand("Qc Qd"), parse_hand("Qh 9h 6h 6c 6d"), None, None)
>>> flush.name, house.name, flush.value > house.value
('Flush, Ace-high', 'Full House, Queens full of Sixes', True)
>>> TRIPS_BEAT_STRAIGHT.compare_reason(flush.value, house.value)
'Flush beats full house in short deck'
>>> low = TRIPS_BEAT_STRAIGHT.play(parse_hand("Ac 7d"), parse_hand("6h 8s 9c Kd Kh"), None, None)
>>> low.name, " ".join(map(str, low.played))
('Straight, Nine-high', '9c 8s 7d 6h Ac')
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from ..core.cards import Hand
from ..games.played import HandValue, PlayedHand, Strength
from ..games.ranking import Ranking
from ..games.rule_set import RuleSet
from ..games.rule_sets import SHORTDECK, SHORTDECK_CLASSIC
from .evaluator import beats_text, category_of, compare_reason, hand_name, name_in_sentence, order_for_display
from .strength import strength


def best_hand(rules: RuleSet, cards: Hand) -> tuple[HandValue, Hand]:
    """The best five of 5 to 7 cards under ``rules``: (value as the rule set writes it, the five in
    reading order).

    >>> from cardlab.core.cards import parse_hand
    >>> value, five = best_hand(SHORTDECK, parse_hand("9c 9d 9h Ts Jc Qd Kh"))
    >>> SHORTDECK.standard(value), " ".join(map(str, five))
    ((3, (9, 13, 12)), '9h 9d 9c Kh Qd')
    >>> value, five = best_hand(SHORTDECK_CLASSIC, parse_hand("9c 9d 9h Ts Jc Qd Kh"))
    >>> SHORTDECK_CLASSIC.standard(value), " ".join(map(str, five))
    ((4, (13,)), 'Kh Qd Jc Ts 9c')
    """
    if len(cards) < 5:
        raise ValueError(f"need at least 5 cards, got {len(cards)}")
    best: tuple[HandValue, Hand] | None = None
    for five in combinations(cards, 5):
        value = rules.value([card.rank for card in five], flush=len({card.suit for card in five}) == 1)
        if best is None or value > best[0]:
            best = (value, five)
    assert best is not None
    return best[0], order_for_display(best[1], rules.standard(best[0]))


def ranking(rules: RuleSet) -> Ranking:
    """The showdown ranking of a short-deck rule set.

    >>> ranking(SHORTDECK_CLASSIC).compare_reason((4, (10,)), (3, (14, 13, 12)))
    'Straight beats three of a kind'
    >>> ranking(SHORTDECK).compare_reason((4, (6, 14, 13)), (3, (10,)))
    'Three of a kind beats straight in short deck'
    """

    def play(hole: Hand, board: Hand, hole_used: int | None, board_used: int | None) -> PlayedHand:
        value, five = best_hand(rules, tuple(hole) + tuple(board))
        return PlayedHand(tuple(hole), value, five, (), hand_name(rules.standard(value)))

    def reason(winner: HandValue, loser: HandValue) -> str:
        mine, theirs = rules.standard(winner), rules.standard(loser)
        if mine[0] == theirs[0]:
            return compare_reason(mine, theirs)
        where = rules.where if rules.reorders(mine[0], theirs[0]) else ""
        return f"{beats_text(mine, theirs)}{where}"

    def place(value: HandValue) -> Strength:
        return strength(value, rules)

    def through(name: Callable[[HandValue], str]) -> Callable[[HandValue], str]:
        return lambda value: name(rules.standard(value))

    return Ranking(
        key=rules.key,
        rules=rules,
        low=False,
        play=play,
        compare_reason=reason,
        strength=place,
        category=lambda value: category_of(rules.standard(value)),
        name=through(hand_name),
        in_sentence=through(name_in_sentence),
        tie_headline="Split pot",
        all_tie_reason="{everyone} hands tie with {name}; the pot is split",
    )


TRIPS_BEAT_STRAIGHT = ranking(SHORTDECK)
"""``shortdeck``: three of a kind beats a straight."""
STRAIGHT_BEATS_TRIPS = ranking(SHORTDECK_CLASSIC)
"""``shortdeck-classic``: a straight beats three of a kind."""
