"""Games as data: one record per game says everything the tools need to know about it: the deck,
how cards are dealt (own cards, board streets, draws), which cards must play, how a hand is valued
and how the pot is split. One showdown path (:mod:`cardlab.games.showdown`) serves every game; so do
equity, the CLI's ``--game`` and the page's game selector. Adding a game is adding a record here
(and, only if its ranking is new, one ranking module listed in :mod:`cardlab.games.rankings`).
Rules: ``docs/rules.md``.

>>> variant("omaha").hole_cards, variant("omaha").hole_used, variant("omaha").board_used
((4,), 2, 3)
>>> print(*(v.key for v in VARIANTS))  # doctest: +NORMALIZE_WHITESPACE
five-card holdem omaha omaha-hilo omaha5 omaha5-hilo omaha6 holdem-hilo omaha6-hilo courchevel
courchevel-hilo shortdeck shortdeck-classic badugi deuce-to-seven ace-to-five stud stud-hilo razz
>>> variant("texas")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cardlab.core.errors.InputError: unknown game 'texas'; choose five-card, holdem, omaha, omaha-hilo, ...
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Literal, TypedDict

from ..core.cards import Card
from ..core.errors import InputError, shown
from ..core.rules_doc import RulesLink, RulesSection, rules_links
from .decks import SHORT_DECK, STANDARD_DECK, Deck, DeckJson
from .own_streets import STUD, OwnDealing, OwnStreetJson
from .pot import HIGH_LOW, WHOLE_POT, Pot, PotShareJson, whole_pot
from .ranking import Ranking
from .rankings import ranking
from .rule_set import RuleSet

Tool = Literal["poker", "badugi"]
"""The tab (and CLI command) that settles a game's showdowns."""

Street = Literal["preflop", "flop", "turn", "river", "third", "fourth", "fifth", "sixth", "seventh"]
"""Where a hand stands: how many board cards are out (stud games: the street of own cards)."""
STREETS: dict[int, Street] = {0: "preflop", 3: "flop", 4: "turn", 5: "river"}
"""Board size -> street in most games (5: the river, the board is complete); a game whose board
starts otherwise names its own (:meth:`Variant.street`)."""
STREET_ORDER: tuple[Street, ...] = ("preflop", "flop", "turn", "river")


class VariantJson(TypedDict):
    """A game record as the page reads it (``meta``)."""

    key: str
    name: str
    deck: DeckJson
    hole_cards: list[int]
    board_sizes: list[int]
    equity_boards: list[int]
    streets: list[Street]
    draws: int
    hole_used: int | None
    board_used: int | None
    hand_size: int
    evaluator: str
    rankings: list[str]
    pot: list[PotShareJson]
    low: bool
    max_players: int
    hand_noun: str
    outcome_noun: str  # what one outcome of a pot's chance is: "board", or in a stud game "deal"
    card_totals: list[int]
    tool: Tool
    grid_ranks: str
    rules: list[RulesLink]
    own_streets: list[OwnStreetJson]  # stud games: each street's cards down and up (empty: a board game)
    equity: bool  # the equity tool prices this game
    community_players: int  # stud games: the fewest players with whom the last street is one community card (0: never)


@dataclass(frozen=True, eq=False)  # one object per game: compared and hashed by identity
class Variant:
    """One game: the shape of a deal and how hands are made, valued and paid.

    ``hole_cards`` lists the allowed numbers of a player's own cards; ``board_sizes`` the allowed
    board sizes at a showdown (``equity_boards`` before it: the streets equity is asked on);
    ``draws`` the most draws of a draw game (0: none); ``hole_used`` and ``board_used`` say exactly
    how many of each a hand must use (``None``: any, the best ``hand_size`` of all the cards);
    ``pot`` how the pot is split (each share names the ranking that decides it).
    """

    key: str
    name: str
    hole_cards: tuple[int, ...]
    board_sizes: tuple[int, ...]
    hand_size: int
    hole_used: int | None = None
    board_used: int | None = None
    pot: Pot = WHOLE_POT
    deck: Deck = STANDARD_DECK
    draws: int = 0
    hand_noun: str = "a hand"  # as messages say it: "an Omaha hand needs 4"
    card_totals: tuple[int, ...] = ()  # allowed own + board card counts (empty: any combination)
    equity_boards: tuple[int, ...] = ()
    max_players: int = 0  # 0: as many as the deck allows
    aliases: tuple[str, ...] = field(default=())
    # What hand histories call it: PokerStars' game names (without the betting limit) and PHH's
    # variant codes (a code shared by several games is told apart by the number of own cards).
    pokerstars_names: tuple[str, ...] = ()
    phh_codes: tuple[str, ...] = ()
    single_draw_names: tuple[str, ...] = ()  # of those names, the ones that play a draw game with one draw
    tool: Tool = "poker"  # the tab (and CLI command) that settles its showdowns
    rules: tuple[RulesSection, ...] = ()  # its sections of the rules page (docs/rules.md), by heading id
    own_dealing: OwnDealing | None = None  # stud games: streets of own cards up and down, no board

    @property
    def evaluator(self) -> str:
        """The key of the ranking that decides the (first share of the) pot.

        >>> variant("badugi").evaluator
        'badugi'
        """
        return self.pot[0].ranking

    @property
    def hi_lo(self) -> bool:
        """True when the pot is split between a high half and a low half (Omaha Hi-Lo).

        >>> variant("omaha-hilo").hi_lo, variant("omaha").hi_lo
        (True, False)
        """
        return len(self.pot) > 1

    @property
    def outcome_noun(self) -> str:
        """What one outcome of a pot's chance is called: a board, or in a stud game (no board) a deal.

        >>> variant("omaha-hilo").outcome_noun, variant("stud-hilo").outcome_noun
        ('board', 'deal')
        """
        return "board" if self.own_dealing is None else "deal"

    @property
    def rankings(self) -> tuple[str, ...]:
        """Every ranking the game values hands by, in pot order (Hi-Lo: high, then low).

        >>> variant("omaha-hilo").rankings, variant("holdem").rankings
        (('high', 'a5-low'), ('high',))
        """
        return tuple(dict.fromkeys(share.ranking for share in self.pot))

    def ranking(self) -> Ranking:
        """How this game values and compares hands (built on first use: no tables at import).

        >>> variant("badugi").ranking().low
        True
        """
        return ranking(self.evaluator)

    def rule_set(self) -> RuleSet:
        """The five-card rule set its ranking plays by (deck, aces, category order): the evaluator
        tables, equity, ranges, the category counts and the lowball draw read it from the record.

        >>> variant("shortdeck").rule_set().lowest_rank, variant("omaha").rule_set().key
        (6, 'high')
        >>> variant("badugi").rule_set()
        Traceback (most recent call last):
        ...
        ValueError: Badugi is not ranked by five-card categories
        """
        rules = self.ranking().rules
        if rules is None:
            raise ValueError(f"{self.name} is not ranked by five-card categories")
        return rules

    def check_deck(self, cards: Iterable[Card], *, hand: int | None = None, field: str | None = None,
                   label: str = "") -> None:
        """InputError naming the first card the game's deck does not hold (see :meth:`Deck.check`).

        >>> from cardlab.core.cards import parse_hand
        >>> variant("holdem").check_deck(parse_hand("Ah 5d"))
        >>> variant("shortdeck").check_deck(parse_hand("Ah 5d"), hand=2, field="hands")
        Traceback (most recent call last):
        ...
        cardlab.core.errors.InputError: Hand 2: 5d is not in the short deck: its 36 cards start at 6
        """
        self.deck.check(cards, hand=hand, field=field, label=label)

    @property
    def streets(self) -> tuple[Street, ...]:
        """The streets equity is asked on, one per size in ``equity_boards``, in order: the first
        is before the first betting round ends (preflop), the last the river.

        >>> variant("holdem").streets
        ('preflop', 'flop', 'turn', 'river')
        """
        return STREET_ORDER[len(STREET_ORDER) - len(self.equity_boards):]

    def street(self, board_size: int) -> Street:
        """The street of a board of ``board_size`` cards in this game (one of its ``equity_boards``;
        else the usual name of that size).

        >>> variant("holdem").street(3)
        'flop'
        """
        if board_size in self.equity_boards:
            return self.streets[self.equity_boards.index(board_size)]
        return STREETS[board_size]

    def summary(self) -> VariantJson:
        """The variant as JSON for the page (``meta``).

        >>> summary = variant("holdem").summary()
        >>> summary["hole_cards"], summary["deck"]["size"], summary["pot"][0]["ranking"]
        ([2], 52, 'high')
        """
        return {
            "key": self.key,
            "name": self.name,
            "deck": {"key": self.deck.key, "name": self.deck.name, "size": self.deck.size,
                     "lowest": self.deck.lowest},
            "hole_cards": list(self.hole_cards),
            "board_sizes": list(self.board_sizes),
            "equity_boards": list(self.equity_boards),
            "streets": list(self.streets),
            "draws": self.draws,
            "hole_used": self.hole_used,
            "board_used": self.board_used,
            "hand_size": self.hand_size,
            "evaluator": self.evaluator,
            "rankings": list(self.rankings),
            "pot": [share.summary() for share in self.pot],
            "low": self.ranking().low,
            "max_players": self.max_players,
            "hand_noun": self.hand_noun,
            "outcome_noun": self.outcome_noun,
            "card_totals": list(self.card_totals),
            "tool": self.tool,
            "grid_ranks": self.deck.ranks,
            "rules": rules_links(self.rules),
            "own_streets": self.own_dealing.summary() if self.own_dealing else [],
            "equity": self.has_equity,
            "community_players": self.own_dealing.community_from(self.max_players, self.deck.size)
            if self.own_dealing else 0,
        }

    @property
    def has_equity(self) -> bool:
        """True when the equity tool prices this game (a board game with streets, or a stud game).

        >>> variant("razz").has_equity, variant("badugi").has_equity
        (True, False)
        """
        return bool(self.equity_boards) or self.own_dealing is not None


VARIANTS: tuple[Variant, ...] = (
    # Best five of all a player's cards: 5-7 cards alone, or fewer with a shared board (5-7 in all).
    Variant("five-card", "Five-card (best five)", hole_cards=(1, 2, 3, 4, 5, 6, 7), board_sizes=(0, 1, 2, 3, 4, 5),
            hand_size=5, hand_noun="a poker hand", card_totals=(5, 6, 7), aliases=("poker", "five"),
            rules=("five-card-poker-and-problem-54",)),
    Variant("holdem", "Texas Hold'em", hole_cards=(2,), board_sizes=(3, 4, 5), hand_size=5,
            hand_noun="a Texas Hold'em hand", equity_boards=(0, 3, 4, 5), max_players=10, aliases=("hold'em",),
            rules=("holdem-and-omaha",),
            pokerstars_names=("Hold'em",), phh_codes=("NT", "FT", "PT")),
    Variant("omaha", "Omaha", hole_cards=(4,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2, board_used=3,
            hand_noun="an Omaha hand", equity_boards=(0, 3, 4, 5), max_players=6, aliases=("plo",),
            rules=("holdem-and-omaha",),
            pokerstars_names=("Omaha",), phh_codes=("PO", "FO")),
    # Split pots and big Omaha (rules: docs/rules.md, "Split pots"): exactly two own cards with three
    # of the board, for the high and for the low.
    Variant("omaha-hilo", "Omaha Hi-Lo", hole_cards=(4,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2,
            board_used=3, pot=HIGH_LOW, hand_noun="an Omaha Hi-Lo hand", equity_boards=(0, 3, 4, 5), max_players=6,
            aliases=("omaha8", "plo8", "omaha-hi-lo", "omaha-8"), rules=("split-pots-omaha-hi-lo-and-big-omaha",),
            pokerstars_names=("Omaha Hi/Lo",), phh_codes=("PO/8", "FO/8")),
    Variant("omaha5", "5-card Omaha", hole_cards=(5,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2, board_used=3,
            hand_noun="a 5-card Omaha hand", equity_boards=(0, 3, 4, 5), max_players=6, aliases=("plo5",),
            rules=("holdem-and-omaha", "split-pots-omaha-hi-lo-and-big-omaha"),
            pokerstars_names=("5 Card Omaha",), phh_codes=("PO", "FO")),
    Variant("omaha5-hilo", "5-card Omaha Hi-Lo", hole_cards=(5,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2,
            board_used=3, pot=HIGH_LOW, hand_noun="a 5-card Omaha Hi-Lo hand", equity_boards=(0, 3, 4, 5),
            max_players=6, aliases=("big-o", "plo5-8"), rules=("split-pots-omaha-hi-lo-and-big-omaha",),
            pokerstars_names=("5 Card Omaha Hi/Lo",), phh_codes=("PO/8", "FO/8")),
    Variant("omaha6", "6-card Omaha", hole_cards=(6,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2, board_used=3,
            hand_noun="a 6-card Omaha hand", equity_boards=(0, 3, 4, 5), max_players=5, aliases=("plo6",),
            rules=("holdem-and-omaha", "split-pots-omaha-hi-lo-and-big-omaha"),
            pokerstars_names=("6 Card Omaha",), phh_codes=("PO", "FO")),
    # Hold'em Hi-Lo: the high and the low (8 or better) each from any five of the seven cards.
    Variant("holdem-hilo", "Texas Hold'em Hi-Lo", hole_cards=(2,), board_sizes=(3, 4, 5), hand_size=5, pot=HIGH_LOW,
            hand_noun="a Hold'em Hi-Lo hand", equity_boards=(0, 3, 4, 5), max_players=10,
            aliases=("holdem8", "holdem-hi-lo", "holdem-8"), rules=("split-pots-omaha-hi-lo-and-big-omaha",)),
    Variant("omaha6-hilo", "6-card Omaha Hi-Lo", hole_cards=(6,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2,
            board_used=3, pot=HIGH_LOW, hand_noun="a 6-card Omaha Hi-Lo hand", equity_boards=(0, 3, 4, 5),
            max_players=5, aliases=("plo6-8", "omaha6-8"), rules=("split-pots-omaha-hi-lo-and-big-omaha",)),
    # Courchevel: 5-card Omaha whose first board card comes before the first betting round.
    Variant("courchevel", "Courchevel", hole_cards=(5,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2,
            board_used=3, hand_noun="a Courchevel hand", equity_boards=(1, 3, 4, 5), max_players=6,
            rules=("holdem-and-omaha",),
            pokerstars_names=("Courchevel",)),
    Variant("courchevel-hilo", "Courchevel Hi-Lo", hole_cards=(5,), board_sizes=(3, 4, 5), hand_size=5, hole_used=2,
            board_used=3, pot=HIGH_LOW, hand_noun="a Courchevel Hi-Lo hand", equity_boards=(1, 3, 4, 5),
            max_players=6, aliases=("courchevel-8",),
            rules=("holdem-and-omaha", "split-pots-omaha-hi-lo-and-big-omaha"),
            pokerstars_names=("Courchevel Hi/Lo",)),
    # Short deck: 36 cards (6..A), a flush beats a full house; the rule sets differ on trips v straight.
    Variant("shortdeck", "Short deck (6+), trips beat a straight", hole_cards=(2,), board_sizes=(3, 4, 5),
            hand_size=5, pot=whole_pot("shortdeck"), deck=SHORT_DECK, hand_noun="a short-deck hand",
            equity_boards=(0, 3, 4, 5), max_players=9, aliases=("short-deck", "6+", "six-plus", "triton"),
            rules=("short-deck-6-holdem",),
            pokerstars_names=("6+ Hold'em",), phh_codes=("NS",)),
    Variant("shortdeck-classic", "Short deck (6+), a straight beats trips", hole_cards=(2,), board_sizes=(3, 4, 5),
            hand_size=5, pot=whole_pot("shortdeck-classic"), deck=SHORT_DECK, hand_noun="a short-deck hand",
            equity_boards=(0, 3, 4, 5), max_players=9, aliases=("short-deck-classic",), rules=("short-deck-6-holdem",)),
    Variant("badugi", "Badugi", hole_cards=(4,), board_sizes=(0,), hand_size=4, pot=whole_pot("badugi"),
            draws=3, hand_noun="a badugi hand", tool="badugi", rules=("badugi",),
            pokerstars_names=("Badugi",), phh_codes=("FB",)),
    # Five-card draw lowball: five own cards, no board (rules: docs/rules.md, "2-7 and A-5 lowball").
    Variant("deuce-to-seven", "2-7 lowball", hole_cards=(5,), board_sizes=(0,), hand_size=5,
            pot=whole_pot("deuce-to-seven"), draws=3, hand_noun="a 2-7 lowball hand", aliases=("2-7", "27"),
            rules=("2-7-and-a-5-lowball",),
            pokerstars_names=("Triple Draw 2-7 Lowball", "Single Draw 2-7 Lowball"), phh_codes=("F2L3D", "N2L1D"),
            single_draw_names=("Single Draw 2-7 Lowball", "N2L1D")),
    Variant("ace-to-five", "A-5 lowball", hole_cards=(5,), board_sizes=(0,), hand_size=5,
            pot=whole_pot("ace-to-five"), draws=3, hand_noun="an A-5 lowball hand", aliases=("a-5", "a5"),
            rules=("2-7-and-a-5-lowball",),
            pokerstars_names=("Triple Draw A-5 Lowball",)),
    # Stud: seven own cards dealt in streets, two down and one up, three up, one down; no board
    # (rules: docs/rules.md, "Seven-card stud, stud hi-lo and razz").
    Variant("stud", "Seven-card stud", hole_cards=(7,), board_sizes=(0,), hand_size=5,
            hand_noun="a seven-card stud hand", max_players=8, aliases=("seven-card-stud",), own_dealing=STUD,
            rules=("seven-card-stud", "seven-card-stud-stud-hi-lo-and-razz"),
            pokerstars_names=("7 Card Stud",), phh_codes=("F7S",)),
    Variant("stud-hilo", "Seven-card stud Hi-Lo", hole_cards=(7,), board_sizes=(0,), hand_size=5, pot=HIGH_LOW,
            hand_noun="a stud Hi-Lo hand", max_players=8, aliases=("stud8", "stud-8", "stud-hi-lo"),
            own_dealing=STUD, rules=("stud-hi-lo", "seven-card-stud-stud-hi-lo-and-razz"),
            pokerstars_names=("7 Card Stud Hi/Lo",), phh_codes=("F7S/8",)),
    Variant("razz", "Razz", hole_cards=(7,), board_sizes=(0,), hand_size=5, pot=whole_pot("ace-to-five-best"),
            hand_noun="a razz hand", max_players=8, own_dealing=STUD,
            rules=("razz", "seven-card-stud-stud-hi-lo-and-razz"),
            pokerstars_names=("Razz",), phh_codes=("FR",)),
)
_BY_KEY = {v.key: v for v in VARIANTS} | {alias: v for v in VARIANTS for alias in v.aliases}


def variant(key: str | Variant) -> Variant:
    """The variant named ``key`` (case and spaces ignored; ``poker`` means five-card); a record is
    its own variant (a tool that received one passes it on as it is).

    >>> variant("PLO").key, variant("Hold'em").key, variant(DEFAULT_GAME) is DEFAULT_GAME
    ('omaha', 'holdem', True)
    """
    if isinstance(key, Variant):
        return key
    folded = key.strip().lower().replace(" ", "-").replace("_", "-")
    found = _BY_KEY.get(folded)
    if found is None:
        names = [v.key for v in VARIANTS]
        listed = ", ".join(names[:-1]) + f" or {names[-1]}"
        raise InputError(f"unknown game '{shown(key)}'; choose {listed}", token=shown(key), field="game")
    return found


DEFAULT_GAME: Variant = _BY_KEY["holdem"]
"""The game a tool plays when none is asked for: Texas Hold'em (equity, ranges, hits, the card picker)."""

# The games whose ranking is their own, under the game's key: each domain names that ranking (its
# rule set) from the record, so the game id is written here only.
SHORTDECK_GAME: Variant = _BY_KEY["shortdeck"]
"""Short deck, trips beat a straight: ``poker``'s ``shortdeck`` rule set takes its key from it."""
SHORTDECK_CLASSIC_GAME: Variant = _BY_KEY["shortdeck-classic"]
"""Short deck, a straight beats trips: ``poker``'s ``shortdeck-classic`` rule set takes its key from it."""
DEUCE_TO_SEVEN_GAME: Variant = _BY_KEY["deuce-to-seven"]
"""2-7 lowball: ``lowball``'s 2-7 rules take their key from it."""
ACE_TO_FIVE_GAME: Variant = _BY_KEY["ace-to-five"]
"""A-5 lowball: ``lowball``'s A-5 rules take their key from it."""
