"""Equity of a split pot (Omaha Hi-Lo, Hold'em Hi-Lo ...): the same planner, exact counter and
seeded sampling as every equity spot (:mod:`cardlab.poker.equity.plan`), each outcome holding every
player's strength in each part of the record's pot (:mod:`cardlab.poker.equity.pot_parts`),
tallied by the one :class:`~cardlab.poker.equity.tally.Tally` into pot shares, scoops and quarters;
the report is the one equity report with the columns of each part after the first.
Rules: ``docs/rules.md``, "Split pots".

>>> from cardlab.poker.equity.spot import parse_spot
>>> report = split_report(parse_spot(["Ah 2h 3c Kd", "Qs Qc Jd Td"], board="4h 5h Qd", game="omaha-hilo"))
>>> report["boards"], report["no_low_boards"], [p["equity_fraction"] for p in report["players"]]
(820, 190, ['541/820', '279/820'])
>>> [p["scoops"] for p in report["players"]], report["players"][0]["low_wins"]
([415, 153], 630)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from ...core.cards import Hand, card_json, format_cards
from ...core.odds import fraction_text, resolve_seed, sample_in_chunks
from ...core.progress import Progress, no_progress
from ..equity.outs import text_parts
from ..equity.patterns import count_outcomes
from ..equity.plan import DEFAULT_TRIALS, Choice, choose
from ..equity.pot_parts import pot_parts
from ..equity.sample import Dealer, board_dealer, high_outcome
from ..equity.shape import (
    CategoryRow,
    EquityReport,
    OutsReport,
    PlayerReport,
    add_parts,
    counts,
    method_text,
    part_columns,
    part_rows,
    report_head,
)
from ..equity.spot import Spot
from ..equity.tally import Outcome, Tally
from ..seven_card import rank_index, tables
from . import explain


def count_split(spot: Spot, choice: Choice, *, trials: int | None = None, seed: int | None = None,
                progress: Progress = no_progress) -> tuple[Tally, int, int]:
    """Count a spot over every part of its game's pot the way ``choice`` says: the tally, the
    trials run (0 when exact) and the seed used (0 when exact).

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah 2h 3c Kd", "Qs Qc Jd Td"], board="4h 5h Qd 9c", game="omaha-hilo")
    >>> tally, runs, used = count_split(spot, choose(spot, "mc", trials=500), trials=500, seed=2)
    >>> low = tally.further()[0][1]
    >>> tally.boards, runs, used, tally.boards == low.unclaimed + sum(low.wins) + low.ties[0]
    (500, 500, 2, True)
    """
    progress(0.0)
    tables(spot.rules)  # build the lookup tables (first use) before the counting reports progress
    parts = pot_parts(spot.game)
    tally = Tally(len(spot.players), parts)
    if choice.method == "exact":
        tally.add(count_outcomes(spot.hands, spot.board, spot.dead, play=spot.play, progress=progress, parts=parts))
        return tally, 0, 0
    runs = DEFAULT_TRIALS if trials is None else trials
    used_seed = resolve_seed(seed)
    deal = _dealer(spot, random.Random(used_seed))
    sample_in_chunks(lambda count: tally.add(deal(count)), runs, progress)
    return tally, runs, used_seed


def _dealer(spot: Spot, rng: random.Random) -> Dealer:
    """A function dealing n random boards: each player's high, then each player's strength in each
    further part of the pot (read from the board's ranks)."""
    highs = high_outcome(spot)
    known = len(spot.board)
    readers = []
    for part in pot_parts(spot.game)[1:]:
        assert part.ranks is not None  # a further part is read from the board's ranks
        bit_of_rank = part.ranks.bit_of_rank
        readers.append(([part.ranks.table(hand, spot.play) for hand in spot.hands], part.ranks.board(spot.board),
                        {card: bit_of_rank[rank_index(card)] for card in spot.unseen}))

    def outcome(board: Hand) -> Outcome:
        found = highs(board)
        for part_tables, bits, bit_of_card in readers:
            for card in board[known:]:
                bits |= bit_of_card[card]
            found += tuple([part_table[bits] for part_table in part_tables])
        return found

    return board_dealer(spot, rng, outcome)


def split_report(spot: Spot, *, method: str = "auto", trials: int | None = None, seed: int | None = None,
                 progress: Progress = no_progress) -> EquityReport:
    """The equity report of a split-pot spot: each player's pot share (exact as a fraction, or with
    its standard error), the high half (``wins``, ``ties``), the low half (``low_boards``: a
    qualifying low; ``low_wins``, ``low_ties``), ``scoops`` and ``quarters``; the field's
    ``no_low_boards``; the final high categories and the low table; the outs per half.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> spot = parse_spot(["Ah 2h Kd Qd", "As 3s 4c 5c"], "6h 7d 8c Jh", game="omaha-hilo")
    >>> report = split_report(spot)   # 40 rivers
    >>> report["method"], [(one["equity_fraction"], one["scoops"], one["low_wins"]) for one in report["players"]]
    ('exact', [('11/20', 9, 35), ('9/20', 5, 5)])
    """
    choice = choose(spot, method, trials=trials)
    tally, runs, used_seed = count_split(spot, choice, trials=trials, seed=seed, progress=progress)
    exact = choice.method == "exact"
    cards = explain.next_half_cards(spot)
    players: list[PlayerReport] = []
    for number, hand in enumerate(spot.hands):
        found = counts(tally, number, exact)
        entry = cast(PlayerReport, {  # the counts of the high half and the pot, then the further parts
            "hand": format_cards(hand),
            "cards": [card_json(card) for card in hand],
            **found,
            **part_columns(tally, number),
            "current": explain.current_name(spot, number),
            "needs": explain.needs(spot, number, found["equity"], cards),
            "outs": [str(c.card) for c in cards if number in c.high or number in c.low],
        })
        if exact:
            entry["tie_share_boards"] = fraction_text(tally.tie_share(number))
        players.append(entry)
    report = report_head(spot, choice, tally, players, _outs(spot, cards), runs=runs, seed=used_seed)
    add_parts(report, tally)
    report["method_text"] = method_text(choice, report, tally)
    return report


def low_rows(tally: Tally) -> list[CategoryRow]:
    """Per low class (wheel, 6-low, 7-low, 8-low, none): how many boards each player ends in it
    (the rows of the pot's second part).

    >>> from cardlab.poker.hilo.tally import NO_LOW, SplitTally
    >>> tally = SplitTally.empty(2)
    >>> tally.add({(7000, 10, 0b11111, NO_LOW): 3})
    >>> [(row["key"], row["boards"]) for row in low_rows(tally)][0::4]
    [('wheel', [3, 0]), ('none', [0, 3])]
    """
    return part_rows(tally, *tally.further()[0])


def _outs(spot: Spot, cards: Sequence[explain.HalfCard]) -> OutsReport | None:
    if not cards:
        return None
    return {
        "next": "turn" if spot.street == "flop" else "river",
        "cards": len(cards),
        "groups": [{"half": group.half, "leaders": list(group.leaders), "count": len(group.cards),
                    "cards": [str(card) for card in group.cards], "description": group.description,
                    "text": group.text, "parts": text_parts(group.text)} for group in explain.outs_groups(spot, cards)],
        "by_card": [{"card": str(c.card), "leaders": list(c.high), "low_leaders": list(c.low)} for c in cards],
    }
