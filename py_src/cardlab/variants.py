"""Game variants as data: how many cards each player holds, the board, which cards must play, how
hands compare. One showdown path (:mod:`cardlab.showdown`) serves every variant; so do equity and
the CLI's ``--game`` and the page's game selector. Rules: ``docs/rules.md``.

>>> variant("omaha").hole_cards, variant("omaha").hole_used, variant("omaha").board_used
((4,), 2, 3)
>>> [v.key for v in VARIANTS]
['five-card', 'holdem', 'omaha', 'badugi', 'deuce-to-seven', 'ace-to-five']
>>> variant("texas")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cardlab.core.errors.InputError: unknown game 'texas'; choose five-card, holdem, omaha, badugi, ...
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from .core.errors import InputError, shown
from .core.played import Ranking


@dataclass(frozen=True)
class Variant:
    """One game: the shape of a deal and how a hand is made from it.

    ``hole_cards`` lists the allowed numbers of a player's own cards; ``board_sizes`` the allowed
    board sizes at a showdown (``equity_boards`` before it: cards still to come); ``hole_used`` and
    ``board_used`` say exactly how many of each a hand must use (``None``: any, the best ``hand_size``
    of all the cards); ``evaluator`` names the hand ranking (``high``: poker, bigger is better;
    ``badugi``: four-card lowball, smaller is better, see ``low``; ``deuce-to-seven`` and
    ``ace-to-five``: five-card lowball). ``tool`` names the page's tab that settles a showdown.
    """

    key: str
    name: str
    hole_cards: tuple[int, ...]
    board_sizes: tuple[int, ...]
    hole_used: int | None
    board_used: int | None
    hand_size: int
    evaluator: str
    low: bool
    hand_noun: str = "a hand"  # as messages say it: "an Omaha hand needs 4"
    card_totals: tuple[int, ...] = ()  # allowed own + board card counts (empty: any combination)
    equity_boards: tuple[int, ...] = ()
    max_players: int = 0  # 0: as many as the deck allows
    tool: str = "poker"  # the tab (and CLI command) that settles its showdowns: poker or badugi
    draws: bool = False  # a draw game: the draw odds tool counts its draws

    def ranking(self) -> Ranking:
        """How this game values and compares hands (imported on first use: no tables at import).

        >>> variant("badugi").ranking().low
        True
        """
        module_name, attribute = _RANKING_MODULES[self.evaluator]
        ranking: Ranking = getattr(import_module(module_name, __package__), attribute)
        return ranking

    def summary(self) -> dict[str, object]:
        """The variant as JSON for the page (``meta``).

        >>> variant("holdem").summary()["hole_cards"]
        [2]
        """
        return {
            "key": self.key,
            "name": self.name,
            "hole_cards": list(self.hole_cards),
            "board_sizes": list(self.board_sizes),
            "equity_boards": list(self.equity_boards),
            "hole_used": self.hole_used,
            "board_used": self.board_used,
            "hand_size": self.hand_size,
            "evaluator": self.evaluator,
            "low": self.low,
            "max_players": self.max_players,
            "hand_noun": self.hand_noun,
            "card_totals": list(self.card_totals),
            "tool": self.tool,
            "draws": self.draws,
        }


# Which module and name hold each ranking (imported when a variant first needs it).
_RANKING_MODULES = {
    "high": (".poker.ranking", "RANKING"),
    "badugi": (".badugi.ranking", "RANKING"),
    "deuce-to-seven": (".lowball.ranking", "DEUCE_TO_SEVEN_RANKING"),
    "ace-to-five": (".lowball.ranking", "ACE_TO_FIVE_RANKING"),
}

VARIANTS: tuple[Variant, ...] = (
    # Best five of all a player's cards: 5-7 cards alone, or fewer with a shared board (5-7 in all).
    Variant("five-card", "Five-card (best five)", (1, 2, 3, 4, 5, 6, 7), (0, 1, 2, 3, 4, 5), None, None, 5, "high",
            low=False, hand_noun="a poker hand", card_totals=(5, 6, 7)),
    Variant("holdem", "Texas Hold'em", (2,), (3, 4, 5), None, None, 5, "high", low=False,
            hand_noun="a Texas Hold'em hand", equity_boards=(0, 3, 4, 5), max_players=10),
    Variant("omaha", "Omaha", (4,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="an Omaha hand", equity_boards=(0, 3, 4, 5), max_players=6),
    Variant("badugi", "Badugi", (4,), (0,), None, None, 4, "badugi", low=True, hand_noun="a badugi hand",
            tool="badugi", draws=True),
    # Five-card draw lowball: five own cards, no board (rules: docs/rules.md, "2-7 and A-5 lowball").
    Variant("deuce-to-seven", "2-7 lowball", (5,), (0,), None, None, 5, "deuce-to-seven", low=True,
            hand_noun="a 2-7 lowball hand", draws=True),
    Variant("ace-to-five", "A-5 lowball", (5,), (0,), None, None, 5, "ace-to-five", low=True,
            hand_noun="an A-5 lowball hand", draws=True),
)
_BY_KEY = {v.key: v for v in VARIANTS}
ALIASES = {"poker": "five-card", "five": "five-card", "hold'em": "holdem", "plo": "omaha", "2-7": "deuce-to-seven",
           "27": "deuce-to-seven", "a-5": "ace-to-five", "a5": "ace-to-five"}


def variant(key: str) -> Variant:
    """The variant named ``key`` (case and spaces ignored; ``poker`` means five-card)."""
    folded = key.strip().lower().replace(" ", "-").replace("_", "-")
    found = _BY_KEY.get(ALIASES.get(folded, folded))
    if found is None:
        names = [v.key for v in VARIANTS]
        listed = ", ".join(names[:-1]) + f" or {names[-1]}"
        raise InputError(f"unknown game '{shown(key)}'; choose {listed}", token=shown(key), field="game")
    return found
