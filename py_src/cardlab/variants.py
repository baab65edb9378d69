"""Game variants as data: how many cards each player holds, the board, which cards must play, how
hands compare. One showdown path (:mod:`cardlab.showdown`) serves every variant; so do equity and
the CLI's ``--game`` and the page's game selector. Rules: ``docs/rules.md``.

>>> variant("omaha").hole_cards, variant("omaha").hole_used, variant("omaha").board_used
((4,), 2, 3)
>>> [v.key for v in VARIANTS]
['five-card', 'holdem', 'omaha', 'omaha-hilo', 'omaha5', 'omaha5-hilo', 'omaha6', 'badugi']
>>> variant("omaha5-hilo").low_half
'eight-or-better'
>>> variant("texas")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cardlab.core.errors.InputError: unknown game 'texas'; choose five-card, holdem, omaha, omaha-hilo, ... or badugi
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
    ``badugi``: four-card lowball, smaller is better, see ``low``); ``low_half`` names the low
    that takes half of a split pot (``eight-or-better``: ace-to-five, 8 or better, see
    :mod:`cardlab.poker.hilo.low`; ``None``: the high takes the whole pot).
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
    low_half: str | None = None
    example_hands: str = ""  # a deal the page's Example button fills in (one hand a line)
    example_board: str = ""

    @property
    def hi_lo(self) -> bool:
        """True for a split-pot game: half to the best high, half to the best qualifying low.

        >>> variant("omaha-hilo").hi_lo, variant("omaha").hi_lo
        (True, False)
        """
        return self.low_half is not None

    def ranking(self) -> Ranking:
        """How this game values and compares hands (imported on first use: no tables at import).

        >>> variant("badugi").ranking().low
        True
        """
        module = import_module(_RANKING_MODULES[self.evaluator], __package__)
        ranking: Ranking = module.RANKING
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
            "low_half": self.low_half,
            "ranges": self.hole_used is None and self.hole_cards == (2,),  # a player may be a range
            "example": {"hands": self.example_hands, "board": self.example_board},
        }


# Which module holds each ranking's RANKING (imported when a variant first needs it).
_RANKING_MODULES = {"high": ".poker.ranking", "badugi": ".badugi.ranking"}

VARIANTS: tuple[Variant, ...] = (
    # Best five of all a player's cards: 5-7 cards alone, or fewer with a shared board (5-7 in all).
    Variant("five-card", "Five-card (best five)", (1, 2, 3, 4, 5, 6, 7), (0, 1, 2, 3, 4, 5), None, None, 5, "high",
            low=False, hand_noun="a poker hand", card_totals=(5, 6, 7)),
    Variant("holdem", "Texas Hold'em", (2,), (3, 4, 5), None, None, 5, "high", low=False,
            hand_noun="a Texas Hold'em hand", equity_boards=(0, 3, 4, 5), max_players=10,
            example_hands="Ah Kh\nQs Qc", example_board="Jh Th 2c"),
    Variant("omaha", "Omaha", (4,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="an Omaha hand", equity_boards=(0, 3, 4, 5), max_players=6,
            example_hands="Ah As Kd Qd\nJc Tc 9h 8h", example_board="9c 7d 2s"),
    # Split pots and big Omaha: exactly two own cards with three of the board, for each half.
    Variant("omaha-hilo", "Omaha Hi-Lo", (4,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="an Omaha Hi-Lo hand", equity_boards=(0, 3, 4, 5), max_players=6, low_half="eight-or-better",
            example_hands="Ah 2h 3c Kd\nQs Qc Jd Td", example_board="4h 5h Qd"),
    Variant("omaha5", "5-card Omaha", (5,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="a 5-card Omaha hand", equity_boards=(0, 3, 4, 5), max_players=6,
            example_hands="Ah Ad Kd Qd 2c\nJc Tc 9h 8h 7s", example_board="9c 7d 2s"),
    Variant("omaha5-hilo", "5-card Omaha Hi-Lo", (5,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="a 5-card Omaha Hi-Lo hand", equity_boards=(0, 3, 4, 5), max_players=6,
            low_half="eight-or-better", example_hands="Ah 2h 3c Kd 9s\nQs Qc Jd Td 4c", example_board="4h 5h Qd"),
    Variant("omaha6", "6-card Omaha", (6,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="a 6-card Omaha hand", equity_boards=(0, 3, 4, 5), max_players=5,
            example_hands="Ah Ad Kd Qd 2c 3c\nJc Tc 9h 8h 7s 6s", example_board="9c 7d 2s"),
    Variant("badugi", "Badugi", (4,), (0,), None, None, 4, "badugi", low=True, hand_noun="a badugi hand"),
)
_BY_KEY = {v.key: v for v in VARIANTS}
ALIASES = {"poker": "five-card", "five": "five-card", "hold'em": "holdem", "plo": "omaha", "omaha8": "omaha-hilo",
           "plo8": "omaha-hilo", "omaha-hi-lo": "omaha-hilo", "plo5": "omaha5", "big-o": "omaha5-hilo",
           "plo6": "omaha6"}


def variant(key: str) -> Variant:
    """The variant named ``key`` (case and spaces ignored; ``poker`` means five-card)."""
    folded = key.strip().lower().replace(" ", "-").replace("_", "-")
    found = _BY_KEY.get(ALIASES.get(folded, folded))
    if found is None:
        names = [v.key for v in VARIANTS]
        listed = ", ".join(names[:-1]) + f" or {names[-1]}"
        raise InputError(f"unknown game '{shown(key)}'; choose {listed}", token=shown(key), field="game")
    return found
