"""Exact distribution of a five-card lowball hand after one draw, counted by rank pattern.

Keep some cards, draw the rest from the unseen cards: every set of drawn cards is equally likely.
A lowball value depends on the ranks and, in 2-7 only, on whether all five cards share a suit. So
the draws are grouped by the multiset of their ranks: a group of ranks with multiplicities m_r
holds prod C(unseen of rank r, m_r) draws, all valued alike except the flushes among them, which
are counted apart (for each suit the kept cards allow, the product over the drawn ranks of "this
rank's card of that suit is unseen"). One value per group instead of one per draw: drawing five
cards visits 6,188 rank groups for 1,533,939 draws.

>>> from cardlab.core.cards import FULL_DECK, parse_hand
>>> from cardlab.games.rule_sets import DEUCE_TO_SEVEN
>>> hand = parse_hand("2c 3d 4h Kh Ks")
>>> unseen = [card for card in FULL_DECK if card not in hand]
>>> counts = final_values(DEUCE_TO_SEVEN, hand[:3], unseen)
>>> sum(counts.values()), sum(n for value, n in counts.items() if value[0] == 0 and value[1][0] == 7)
(1081, 32)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import comb

from ...core.cards import SUIT_CHARS, Card
from ...core.progress import Progress, no_progress
from ...games.played import HandValue
from ...games.rule_set import RuleSet

HAND_SIZE = 5
Finals = dict[HandValue, int]
# (game key, sorted final ranks, flush) -> value: shared by every call (values never change).
_VALUES: dict[tuple[str, tuple[int, ...], bool], HandValue] = {}


def _value(rules: RuleSet, ranks: tuple[int, ...], flush: bool) -> HandValue:
    key = (rules.key, ranks, flush)
    found = _VALUES.get(key)
    if found is None:
        found = _VALUES[key] = rules.value(ranks, flush)
    return found


def final_values(rules: RuleSet, kept: Sequence[Card], unseen: Iterable[Card],
                 progress: Progress = no_progress) -> Finals:
    """Value -> number of equally likely draws (sets of ``5 - len(kept)`` unseen cards) ending in it.

    ``kept`` and ``unseen`` must not share a card (the callers check their input first).

    >>> from cardlab.core.cards import FULL_DECK, parse_hand
    >>> from cardlab.games.rule_sets import ACE_TO_FIVE
    >>> hand = parse_hand("Ac 2d 3h 4s Kd")
    >>> finals = final_values(ACE_TO_FIVE, hand[:4], [card for card in FULL_DECK if card not in hand])
    >>> sum(finals.values()), finals[(0, (5, 4, 3, 2, 1))], finals[(1, (1, 4, 3, 2))]
    (47, 4, 3)
    """
    drawn = HAND_SIZE - len(kept)
    kept_ranks = tuple(rules.rank(card) for card in kept)
    if drawn == 0:
        return {rules.hand_value(kept): 1}
    masks: dict[int, int] = {}
    for card in unseen:
        rank = rules.rank(card)
        masks[rank] = masks.get(rank, 0) | 1 << SUIT_CHARS.index(card.suit)
    ranks = [rank for rank in rules.rank_order if masks.get(rank)]
    counts = [bin(masks[rank]).count("1") for rank in ranks]
    suit_masks = [masks[rank] for rank in ranks]
    kept_suits = {card.suit for card in kept}
    flush_suits = 0
    if rules.straights_and_flushes and len(kept_suits) <= 1 and len(set(kept_ranks)) == len(kept_ranks):
        flush_suits = 0b1111 if not kept_suits else 1 << SUIT_CHARS.index(kept_suits.pop())
    kept_set = set(kept_ranks)
    total: Finals = {}
    places = len(ranks)
    progress_every = max(1, places // 8)

    def visit(start: int, left: int, chosen: tuple[int, ...], ways: int, flush_mask: int) -> None:
        if left == 0:
            final = tuple(sorted(kept_ranks + chosen))
            flushes = bin(flush_mask).count("1") if flush_mask else 0
            if flushes:
                value = _value(rules, final, True)
                total[value] = total.get(value, 0) + flushes
                ways -= flushes
            if ways:
                value = _value(rules, final, False)
                total[value] = total.get(value, 0) + ways
            return
        for index in range(start, places):
            if start == 0 and index % progress_every == 0:
                progress(index / places)
            rank, available = ranks[index], counts[index]
            single_mask = flush_mask & suit_masks[index] if rank not in kept_set else 0
            for many in range(1, min(left, available) + 1):
                visit(index + 1, left - many, chosen + (rank,) * many, ways * comb(available, many),
                      single_mask if many == 1 else 0)

    visit(0, drawn, (), 1, flush_suits)
    progress(1.0)
    return total
