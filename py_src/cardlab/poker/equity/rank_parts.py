"""The parts of a pot after the first as the range loops read them (counting by board, sampling):
a split pot's low, or any part decided by the board's ranks alone (:class:`~.tally.BoardRanks`).

A hand's strength in such a part depends on its own ranks and the board's, never on suits, so
each player's combos share one table per pair of ranks (at most 91 tables for any range, where a
table a combo would cost 1,326), and on a board each combo's strength is one list lookup by the
board's bits. The strengths are packed into the key of one result beside the first part's, as
:func:`~.results.outcome_keys` packs the exact outcomes of one deal, so a split pot goes through
the same :class:`~.results.Results` and :class:`~.tally.Tally` as a whole pot.

>>> from cardlab.poker.equity.spot import parse_spot
>>> from cardlab.poker.equity.results import Results
>>> from cardlab.poker.equity.pot_parts import pot_parts
>>> spot = parse_spot(["Ah 2h", "QQ+, A3s"], board="4h 5d Kc", game="holdem-hilo")
>>> [reader] = rank_parts(spot, Results(2, parts=pot_parts(spot.game)), list(spot.unseen))
>>> len(reader.tables[1]), reader.smaller_wins   # the low: 12 pairs and 3 suited ace-threes left
(15, True)
>>> from cardlab.poker.hilo.low import low_name
>>> low_name(reader.values(reader.card_bits[0] | reader.card_bits[4])[0][0])   # a 2 and a 3 come
'5-4-3-2-A'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...core.cards import Card
from ..ranges.classes import ALL_COMBOS
from ..seven_card import rank_index
from .results import Results
from .spot import Spot

PartOnBoard = tuple[list[list[int]], Sequence[int], bool, "int | None", int, int]
"""One further part on one board: each player's strength per combo, the final class of a strength,
whether a smaller strength wins, the strength of a hand that does not qualify, the number of final
classes and where the part's digits sit in a packed result."""


@dataclass(frozen=True)
class RankPart:
    """One part of the pot after the first, read from the board's ranks: per player and combo (in
    the order of the player's combos) its table of strengths by the board's bits, the bits of the
    known board, each card's bit (``card_bits``, in the order of the cards given), and how the
    part is won and packed."""

    tables: tuple[tuple[Sequence[int], ...], ...]
    known: int
    card_bits: tuple[int, ...]
    rows: Sequence[int]
    smaller_wins: bool
    unqualified: int | None
    width: int
    multiplier: int

    def values(self, bits: int) -> list[list[int]]:
        """Each player's strength per combo on a board whose cards to come have ``bits`` (the known
        board's are added here).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> from cardlab.poker.equity.results import Results
        >>> from cardlab.poker.equity.pot_parts import pot_parts
        >>> spot = parse_spot(["Ah 2h", "KK"], board="4h 5d Kc", game="holdem-hilo")
        >>> [reader] = rank_parts(spot, Results(2, parts=pot_parts(spot.game)), list(spot.unseen))
        >>> [len(row) for row in reader.values(0)], reader.values(0)[1][0] == reader.unqualified
        ([1, 3], True)
        """
        bits |= self.known
        return [[table[bits] for table in player] for player in self.tables]

    def on_board(self, places: Iterable[int]) -> PartOnBoard:
        """The part on the board completed by the cards at ``places`` (indices into the cards given).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> from cardlab.poker.equity.results import Results
        >>> from cardlab.poker.equity.pot_parts import pot_parts
        >>> spot = parse_spot(["Ah 2h", "KK"], board="4h 5d Kc", game="holdem-hilo")
        >>> [reader] = rank_parts(spot, Results(2, parts=pot_parts(spot.game)), list(spot.unseen))
        >>> values, _, smaller_wins, _, width, multiplier = reader.on_board([0, 4])
        >>> smaller_wins, width, multiplier   # five low classes; above the high's 81 categories x 4 winner sets
        (True, 5, 324)
        """
        bits = 0
        for place in places:
            bits |= self.card_bits[place]
        return self.values(bits), self.rows, self.smaller_wins, self.unqualified, self.width, self.multiplier


def rank_parts(spot: Spot, results: Results, cards: Sequence[Card]) -> list[RankPart]:
    """The parts of ``spot``'s pot after the first (as ``results`` packs them), each read from the
    board's ranks, with the bit of each of ``cards`` (the cards the board is completed from). A
    whole pot: none.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah Kh", "QQ+"])
    >>> rank_parts(spot, Results(2), list(spot.unseen))
    []
    """
    found: list[RankPart] = []
    multiplier = 1
    for part, row_span in zip(results.parts, results.row_spans):
        ranks = part.ranks
        if ranks is not None:
            by_ranks: dict[tuple[int, ...], Sequence[int]] = {}
            tables = []
            for player in spot.players:
                hands = [ALL_COMBOS[index] for _, index in player.combos] if player.combos else [player.hand or ()]
                row = []
                for hand in hands:
                    key = tuple(sorted(card.rank for card in hand))
                    table = by_ranks.get(key)
                    if table is None:
                        table = by_ranks[key] = ranks.table(hand, spot.play)
                    row.append(table)
                tables.append(tuple(row))
            bit_of_rank = ranks.bit_of_rank
            found.append(RankPart(tuple(tables), ranks.board(spot.board),
                                  tuple(bit_of_rank[rank_index(card)] for card in cards), part.rows(),
                                  part.smaller_wins, part.unqualified, len(part.labels), multiplier))
        else:
            assert part is results.parts[0], "a part after the first is read from the board's ranks"
        multiplier *= row_span * results.mask_span
    return found
