"""Game variants as data: how many cards each player holds, the board, which cards must play, how
hands compare. One showdown path (:mod:`cardlab.showdown`) serves every variant; so do equity and
the CLI's ``--game`` and the page's game selector. Rules: ``docs/rules.md``.

>>> variant("omaha").hole_cards, variant("omaha").hole_used, variant("omaha").board_used
((4,), 2, 3)
>>> [v.key for v in VARIANTS]
['five-card', 'holdem', 'omaha', 'shortdeck', 'shortdeck-classic', 'badugi']
>>> variant("texas")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cardlab.core.errors.InputError: unknown game 'texas'; choose five-card, holdem, omaha, shortdeck, ... or badugi
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

from .core.cards import Card
from .core.errors import InputError, shown
from .core.played import Ranking

if TYPE_CHECKING:
    from .poker.deck_rules import PokerRules


@dataclass(frozen=True)
class Variant:
    """One game: the shape of a deal and how a hand is made from it.

    ``hole_cards`` lists the allowed numbers of a player's own cards; ``board_sizes`` the allowed
    board sizes at a showdown (``equity_boards`` before it: cards still to come); ``hole_used`` and
    ``board_used`` say exactly how many of each a hand must use (``None``: any, the best ``hand_size``
    of all the cards); ``evaluator`` names the hand ranking (``high``: poker, bigger is better;
    ``badugi``: four-card lowball, smaller is better, see ``low``).
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
    lowest_rank: int = 2  # the deck's smallest rank: 2 (52 cards) or 6 (short deck, 36 cards)
    deck_name: str = "deck"  # as messages say it: "5d is not in the short deck"

    @property
    def deck_size(self) -> int:
        """How many cards the game's deck holds.

        >>> variant("shortdeck").deck_size, variant("holdem").deck_size
        (36, 52)
        """
        return 4 * (15 - self.lowest_rank)

    def check_deck(self, cards: Iterable[Card], *, hand: int | None = None, field: str | None = None,
                   label: str = "") -> None:
        """InputError naming the first card the game's deck does not hold (short deck: a 2 to 5).

        >>> from cardlab.core.cards import parse_hand
        >>> variant("shortdeck").check_deck(parse_hand("Ah 5d"), hand=1)
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: Hand 1: 5d is not in the short deck: its 36 cards start at 6
        """
        for card in cards:
            if card.rank < self.lowest_rank:
                lowest = Card(self.lowest_rank, "c").rank_char
                raise InputError(f"{label}{card} is not in the {self.deck_name}: its {self.deck_size} cards start "
                                 f"at {lowest}", token=str(card), hand=hand, field=field)

    @property
    def tool(self) -> str:
        """Which tool settles the game: ``poker`` (high hands) or ``badugi``.

        >>> variant("shortdeck").tool, variant("badugi").tool
        ('poker', 'badugi')
        """
        return "badugi" if self.evaluator == "badugi" else "poker"

    def ranking(self) -> Ranking:
        """How this game values and compares hands (imported on first use: no tables at import).

        >>> variant("badugi").ranking().low
        True
        """
        module_name, attribute = _RANKING_MODULES[self.evaluator]
        ranking: Ranking = getattr(import_module(module_name, __package__), attribute)
        return ranking

    def poker_rules(self) -> PokerRules:
        """The deck and category order of a poker game (for its evaluator tables and equity).

        >>> variant("shortdeck").poker_rules().lowest_rank, variant("omaha").poker_rules().key
        (6, 'high')
        """
        from .poker.deck_rules import RULE_SETS

        return RULE_SETS[self.evaluator]

    @property
    def deck_ranks(self) -> str:
        """The deck's ranks as the range grid reads them, high to low.

        >>> variant("shortdeck").deck_ranks, len(variant("holdem").deck_ranks)
        ('AKQJT9876', 13)
        """
        return "AKQJT98765432"[:15 - self.lowest_rank]

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
            "lowest_rank": self.lowest_rank,
            "deck_size": self.deck_size,
            "grid_ranks": self.deck_ranks,
        }


# Which module holds each ranking's RANKING (imported when a variant first needs it).
_RANKING_MODULES = {
    "high": (".poker.ranking", "RANKING"),
    "badugi": (".badugi.ranking", "RANKING"),
    "shortdeck": (".poker.shortdeck", "TRIPS_BEAT_STRAIGHT"),
    "shortdeck-classic": (".poker.shortdeck", "STRAIGHT_BEATS_TRIPS"),
}

VARIANTS: tuple[Variant, ...] = (
    # Best five of all a player's cards: 5-7 cards alone, or fewer with a shared board (5-7 in all).
    Variant("five-card", "Five-card (best five)", (1, 2, 3, 4, 5, 6, 7), (0, 1, 2, 3, 4, 5), None, None, 5, "high",
            low=False, hand_noun="a poker hand", card_totals=(5, 6, 7)),
    Variant("holdem", "Texas Hold'em", (2,), (3, 4, 5), None, None, 5, "high", low=False,
            hand_noun="a Texas Hold'em hand", equity_boards=(0, 3, 4, 5), max_players=10),
    Variant("omaha", "Omaha", (4,), (3, 4, 5), 2, 3, 5, "high", low=False,
            hand_noun="an Omaha hand", equity_boards=(0, 3, 4, 5), max_players=6),
    # Short deck: 36 cards (6..A), a flush beats a full house; the rule sets differ on trips v straight.
    Variant("shortdeck", "Short deck (6+), trips beat a straight", (2,), (3, 4, 5), None, None, 5, "shortdeck",
            low=False, hand_noun="a short-deck hand", equity_boards=(0, 3, 4, 5), max_players=9,
            lowest_rank=6, deck_name="short deck"),
    Variant("shortdeck-classic", "Short deck (6+), a straight beats trips", (2,), (3, 4, 5), None, None, 5,
            "shortdeck-classic", low=False, hand_noun="a short-deck hand", equity_boards=(0, 3, 4, 5),
            max_players=9, lowest_rank=6, deck_name="short deck"),
    Variant("badugi", "Badugi", (4,), (0,), None, None, 4, "badugi", low=True, hand_noun="a badugi hand"),
)
_BY_KEY = {v.key: v for v in VARIANTS}
ALIASES = {"poker": "five-card", "five": "five-card", "hold'em": "holdem", "plo": "omaha",
           "short-deck": "shortdeck", "6+": "shortdeck", "six-plus": "shortdeck",
           "short-deck-classic": "shortdeck-classic"}


def variant(key: str) -> Variant:
    """The variant named ``key`` (case and spaces ignored; ``poker`` means five-card)."""
    folded = key.strip().lower().replace(" ", "-").replace("_", "-")
    found = _BY_KEY.get(ALIASES.get(folded, folded))
    if found is None:
        names = [v.key for v in VARIANTS]
        listed = ", ".join(names[:-1]) + f" or {names[-1]}"
        raise InputError(f"unknown game '{shown(key)}'; choose {listed}", token=shown(key), field="game")
    return found
