"""The words of a split pot's equity report (Omaha Hi-Lo, Hold'em Hi-Lo ...): each player's high
and low now, what it needs, and the outs per half (:mod:`cardlab.poker.hilo.explain`); the counting
and the columns of each part are the one equity report's (:mod:`cardlab.poker.equity.report`, the
pot's parts read from the record by :mod:`cardlab.poker.equity.pot_parts`). Rules: ``docs/rules.md``,
"Split pots".

>>> from cardlab.poker.equity.report import equity_report
>>> from cardlab.poker.equity.spot import parse_spot
>>> report = equity_report(parse_spot(["Ah 2h 3c Kd", "Qs Qc Jd Td"], board="4h 5h Qd", game="omaha-hilo"))
>>> report["boards"], report["no_low_boards"], [p["equity_fraction"] for p in report["players"]]
(820, 190, ['541/820', '279/820'])
>>> [p["scoops"] for p in report["players"]], report["players"][0]["low_wins"]
([415, 153], 630)
"""

from __future__ import annotations

from dataclasses import replace

from ..equity.outs import text_parts
from ..equity.shape import CategoryRow, OutsReport, part_rows
from ..equity.spot import Spot
from ..equity.tally import Tally
from . import explain


class SplitOuts:
    """The words of a split pot: the high and low now, what the player needs, the next cards that
    give it a half, and the outs per half.

    >>> from cardlab.poker.equity.spot import parse_spot
    >>> words = SplitOuts(parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts", game="omaha-hilo"))
    >>> words.current(0), words.outs()["groups"][0]["half"]
    ('High Card, Ace-high; no low yet', 'scoop')
    """

    def __init__(self, spot: Spot) -> None:
        self.spot = spot
        self.cards = [] if spot.has_ranges else explain.next_half_cards(spot)  # ranges: no outs

    def current(self, player: int) -> str:
        """The player's high and low now (a range: its size).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> words = SplitOuts(parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts", game="omaha-hilo"))
        >>> words.current(1)
        'Pair of Tens, Jack kicker; no low possible'
        >>> words = SplitOuts(parse_spot(["Ah 2h", "QQ+, A3s"], board="4h 5d Kc", game="holdem-hilo"))
        >>> words.current(0), words.current(1)
        ('High Card, Ace-high; no low yet', 'a range of 15 hands')
        """
        spot = self.spot
        if not spot.has_ranges:
            return explain.current_name(spot, player)
        holding = spot.players[player]
        if holding.hand is None:
            return holding.size_name
        return explain.current_name(replace(spot, players=(holding,)), 0)  # the hand alone, among ranges

    def needs(self, player: int, equity: float) -> str:
        """What the player needs, per half, in one sentence (with ranges: what it holds).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> words = SplitOuts(parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts", game="omaha-hilo"))
        >>> words.needs(0, 0.5).split(";")[0]
        'High Card, Ace-high'
        """
        if self.spot.has_ranges:
            return self.current(player)
        return explain.needs(self.spot, player, equity, self.cards)

    def leads(self, player: int) -> list[str]:
        """The next cards that give the player the high or the low.

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> words = SplitOuts(parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts", game="omaha-hilo"))
        >>> len(words.leads(0)), len(words.leads(1))
        (25, 28)
        """
        return [str(c.card) for c in self.cards if player in c.high or player in c.low]

    def outs(self) -> OutsReport | None:
        """The outs table per half (None on the river).

        >>> from cardlab.poker.equity.spot import parse_spot
        >>> words = SplitOuts(parse_spot(["Ah 2h Kc Qd", "9s 9d Tc Jc"], board="3c 5d Ts", game="omaha-hilo"))
        >>> words.outs()["by_card"][0]   # the 2c gives Player 2 the high and no one a low yet
        {'card': '2c', 'leaders': [1], 'low_leaders': []}
        """
        cards, spot = self.cards, self.spot
        if not cards:
            return None
        return {
            "next": "turn" if spot.street == "flop" else "river",
            "cards": len(cards),
            "groups": [{"half": group.half, "half_title": explain.HALF_TITLES[group.half],
                        "leaders": list(group.leaders), "count": len(group.cards),
                        "cards": [str(card) for card in group.cards], "description": group.description,
                        "text": group.text, "parts": text_parts(group.text)}
                       for group in explain.outs_groups(spot, cards)],
            "by_card": [{"card": str(c.card), "leaders": list(c.high), "low_leaders": list(c.low)} for c in cards],
        }


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
